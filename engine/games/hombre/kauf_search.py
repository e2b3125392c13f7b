"""Kaufquadrille's strong level: the family's search valued in markers, as the deal really pays.

The family's :func:`engine.games.hombre.ai.value` scores a deal in rough bêtes that ignore the
game fee (Casco, Tourné, sans prendre), the matadors, the premiers and the vole, and a defender's
share: it was set for three seats.  In Kaufquadrille l'Hombre is paid by (or pays) *three*
opponents, so every fee and matador counts three times for him, and a remise or codille pays
each defender l'Hombre's loss fee -- which that value counted as nothing or as a loss (an ally's
codille -0.3).  The search then bid and played for the wrong things.

:func:`deal_value` (in :mod:`.payout`, shared with L'Hombre for three) reads what a finished deal
pays a seat, in markers, from the settlement's facts (the same ones ``game._settle`` records in
the deal's summary); :func:`rollout` plays a position to the end as the family's rollout does (the
same quick open-hand policy), but follows the settlement rules for its value (fee, matadors held
when play began, premiers, vole, the pot and the bêtes).  Bêtes made on the last deal of a sitting
go back to their payer (INTERPRETATION 37); earlier, a bête costs its maker all but his share of
the pots it will feed, and a pot that stays is worth a share to everyone.  The rollout reports
bêtes (the markers divided by the pot in play), the family's unit for hints.

Besides the family's searched decisions (the auction, l'Hombre's cards, the vole) this level
searches l'Hombre's trump and his play-or-concede, and every seat's exchange among a few
candidate discards (:func:`exchange_candidates`).  From the auction a rollout makes the exchanges
by the beginner's rule directly (:func:`_quick_exchange`): an observation in the exchange lists
every subset of the hand, which took nine tenths of such a rollout.  Defenders still play by the
beginner's rules (searching them too measured the same: +1.51 ± 0.96 against +1.35 ± 1.06 on the
same 80 deals at 0.3 s, for more time).
"""

from __future__ import annotations

import dataclasses
import random
import time
from typing import Any, Sequence

from engine.ai.search import Evaluation, SearchPlayer

from . import ranks as R
from .ai import LastDealRules, _policy, _quick_exchange, _searched, _to_play  # noqa: F401
from .actions import Discard
from .payout import deal_value, settled_rollout
from .payout import settlement as _settlement  # noqa: F401  (tests check it against the engine)
from .payout import vole_sure as _vole_sure  # noqa: F401
from .sampler import sample

__all__ = ["deal_value", "rollout", "strong", "searched", "exchange_candidates", "KaufSearchPlayer",
           "STRONG_BUDGET", "SEARCH_EXCHANGE"]

#: seconds a searched decision may take (hard limit 1.5 s in the shared search)
STRONG_BUDGET = 0.4


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play ``state`` to the end of its deal (all hands open, the family's quick policy; phases
    before the play by the beginner's rules) and return :func:`deal_value` for ``seat``, in bêtes
    (:func:`.payout.settled_rollout`)."""
    return settled_rollout(state, seat, rng, _to_play, _policy)


#: search the exchange among a few candidate discards (l'Hombre's and the defenders')
SEARCH_EXCHANGE = True


def searched(obs: Any) -> bool:
    """The family's searched decisions (the auction, l'Hombre's cards, the vole), and in
    Kaufquadrille also l'Hombre's trump and whether he plays or concedes, and (with
    :data:`SEARCH_EXCHANGE`, once trump is known) every seat's exchange among a few candidates."""
    pub = obs.public
    if pub is not None and obs.phase in ("trump", "concede") and obs.player == pub.declarer:
        return True
    if obs.phase == "exchange" and SEARCH_EXCHANGE and pub is not None and pub.trump is not None:
        return True
    return _searched(obs)


def exchange_candidates(obs: Any, rules: Any, rng: random.Random) -> list[Discard]:
    """A few sensible discards, the beginner's first: every plain card, every plain card but the
    kings, the beginner's choice and nothing (where allowed)."""
    pub = obs.public
    t = pub.trump
    options = {R.mask_of(a.cards): a for a in obs.legal_actions if isinstance(a, Discard)}
    first = rules.choose(obs, rng)
    out = [first]
    hand = R.mask_of(obs.hand)
    plain = hand & ~R.trump_mask(t)
    kings = sum(1 << c for c in R.bits(plain) if R.rank_of(c) == "K")
    for m in (plain, plain & ~kings, 0):
        a = options.get(m)
        if a is not None and a not in out:
            out.append(a)
    return out


class KaufSearchPlayer(SearchPlayer):
    """The shared search; an exchange is searched among :func:`exchange_candidates` only (the
    hand's subsets, up to 256, are far too many)."""

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Sequence[Any] = ()) -> Evaluation:
        if (observation.phase == "exchange" and len(observation.legal_actions) > 1
                and (self.searched is None or self.searched(observation))):
            t0 = time.perf_counter()
            acts = exchange_candidates(observation, self.fallback, rng)
            acts += [a for a in must_value if a in observation.legal_actions and a not in acts]
            if len(acts) == 1:
                return Evaluation(acts[0], reason="rule", seconds=time.perf_counter() - t0)
            observation = dataclasses.replace(observation, legal_actions=tuple(acts))
        return super().evaluate(observation, rng, must_value=must_value)


def strong(budget: float | None = STRONG_BUDGET) -> SearchPlayer:
    """Kaufquadrille's strong level: the family's search (its calls in the auction, l'Hombre's cards,
    trump and concession, the vole, the exchanges among a few discards; the rest by the beginner's
    rules) valued by :func:`rollout` in markers."""
    return KaufSearchPlayer("kaufquadrille-strong", sample, rollout, fallback=LastDealRules(), searched=searched,
                            budget=budget)
