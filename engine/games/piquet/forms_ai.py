"""Computer players for the forms of Piquet for three and four (004, spec §10).

* Königspiquet: each partie is two-hand Piquet, so :class:`KoenigPlayer` hands the two-hand
  view of the partie it plays (``observation.partie``) to a two-hand level; a King never moves.
* Räuberpiquet and Normannisches Piquet: :class:`TableBeginner` plays after the spec's advice:
  in each declaration round it states its best claim; in play it cashes a sure winner, wins a
  trick as cheaply as it can, else plays low, and never overtakes a partner who is winning the
  trick.  In the Norman closing partie for two it plays as the two-hand beginner.

Every player acts on its observation alone.
"""

from __future__ import annotations

import random
from typing import Any

from engine.protocol import Observation

from . import scoring as S
from .actions import Exchange, Play
from .variants import Claim

__all__ = ["KoenigPlayer", "TableBeginner", "koenig_beginner", "koenig_intermediate", "koenig_strong"]


def _two_hand(level: str) -> Any:
    from engine.ai import piquet as levels  # the two-hand levels

    return {"beginner": levels.BeginnerPlayer, "intermediate": levels.IntermediatePlayer,
            "strong": levels.StrongPlayer}[level]()


class KoenigPlayer:
    """A Königspiquet participant: plays its parties as the two-hand ``level`` would."""

    def __init__(self, level: str) -> None:
        self.name = f"koenigspiquet-{level}"
        self.inner = _two_hand(level)

    def choose(self, observation: Observation, rng: random.Random) -> Any:
        partie = getattr(observation, "partie", None)
        if partie is None:  # not playing this partie: nothing to decide
            return observation.legal_actions[0]
        return self.inner.choose(partie, rng)


def koenig_beginner() -> KoenigPlayer:
    return KoenigPlayer("beginner")


def koenig_intermediate() -> KoenigPlayer:
    return KoenigPlayer("intermediate")


def koenig_strong() -> KoenigPlayer:
    return KoenigPlayer("strong")


def _suit(c: Any) -> int:
    return S.INDEX[c] // 8


def _rank(c: Any) -> int:
    """0 for the ace … 7 for the seven (lower is higher)."""
    return S.INDEX[c] % 8


class TableBeginner:
    """Räuberpiquet and Normannisches Piquet after the spec's advice (no search)."""

    name = "piquet-table-beginner"

    def __init__(self) -> None:
        self._duel: Any = None

    def choose(self, observation: Observation, rng: random.Random) -> Any:
        obs: Any = observation
        legal = list(obs.legal_actions)
        if len(legal) == 1:
            return legal[0]
        if getattr(obs, "duel", None) is not None:
            if self._duel is None:
                self._duel = _two_hand("beginner")
            return self._duel.choose(obs.duel, rng)
        first = legal[0]
        if isinstance(first, Claim):
            return max(legal, key=lambda a: a.value is not None)
        if isinstance(first, Exchange):
            return self._exchange(obs, legal)
        if isinstance(first, Play):
            return self._play(obs, legal)
        return rng.choice(legal)

    @staticmethod
    def _exchange(obs: Any, legal: list) -> Any:
        """The Norman dealer exchanges his two weakest cards outside his longest suit when both are
        below the jack; else he keeps his hand."""
        hand = list(obs.hand)
        length = {s: sum(1 for c in hand if _suit(c) == s) for s in range(4)}
        weak = sorted((c for c in hand if length[_suit(c)] < max(length.values())),
                      key=lambda c: (-_rank(c), length[_suit(c)]))
        if len(weak) >= 2 and _rank(weak[0]) > 3 and _rank(weak[1]) > 3:
            want = Exchange.of(weak[:2])
            if want in legal:
                return want
        return next(a for a in legal if not a.cards)

    @staticmethod
    def _play(obs: Any, legal: list) -> Any:
        cards = [a.card for a in legal]
        gone = {c for t in obs.tricks for c in t[1]} | {c for _, c in obs.trick} | set(obs.hand)

        def sure(c: Any) -> bool:  # every higher card of its suit is played or in this hand
            s = _suit(c)
            return all(S.CARDS[s * 8 + r] in gone for r in range(_rank(c)))

        if not obs.trick:
            winners = [c for c in cards if sure(c)]
            if winners:
                return Play(min(winners, key=_rank))
            length = {s: sum(1 for c in obs.hand if _suit(c) == s) for s in range(4)}
            return Play(max(cards, key=lambda c: (length[_suit(c)], _rank(c))))
        led = _suit(obs.trick[0][1])
        best_seat, best = min(((p, c) for p, c in obs.trick if _suit(c) == led), key=lambda pc: _rank(pc[1]))
        sides = obs.sides
        partner_wins = bool(sides) and best_seat != obs.player and sides[best_seat] == sides[obs.player]
        lowest = max(cards, key=_rank)
        if partner_wins:
            return Play(lowest)
        beating = [c for c in cards if _suit(c) == led and _rank(c) < _rank(best)]
        if beating:
            last = len(obs.trick) == obs.seats - 1
            sure_ones = [c for c in beating if sure(c)]
            pick = max(beating, key=_rank) if last or not sure_ones else max(sure_ones, key=_rank)
            return Play(pick)
        return Play(lowest)
