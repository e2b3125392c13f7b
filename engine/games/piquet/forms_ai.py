"""Computer players for the forms of Piquet for three and four (004, spec §10).

* Königspiquet: each partie is two-hand Piquet, so :class:`KoenigPlayer` hands the two-hand
  view of the partie it plays (``observation.partie``) to a two-hand level; a King never moves.
* Räuberpiquet and Normannisches Piquet: :class:`TableBeginner` plays after the spec's advice:
  in each declaration round it states its best claim; in play it cashes a sure winner, wins a
  trick as cheaply as it can, else plays low, and never overtakes a partner who is winning the
  trick.  In the Norman closing partie for two it plays as the two-hand beginner.
  :func:`table_strong` searches the play of the cards with the shared search
  (:mod:`engine.ai.search`) over worlds from :func:`sample`, each played out by :func:`rollout`.

Every player acts on its observation alone.
"""

from __future__ import annotations

import random
from typing import Any

from engine.protocol import Observation

from . import scoring as S
from .actions import Exchange, Play
from .variants import Claim

__all__ = ["KoenigPlayer", "TableBeginner", "koenig_beginner", "koenig_intermediate", "koenig_strong",
           "koenig_strong_unlimited", "sample", "rollout", "table_strong", "CannotSample"]


#: a Königspiquet decision's hard limit in seconds (the two-hand search's deadline)
KOENIG_LIMIT = 0.9


def _two_hand(level: str) -> Any:
    from . import ai as levels  # the two-hand levels

    return {"beginner": levels.BeginnerPlayer, "intermediate": levels.IntermediatePlayer,
            "strong": levels.StrongPlayer}[level]()


class KoenigPlayer:
    """A Königspiquet participant: plays its parties as the two-hand ``level`` would.  Each decision
    has a hard ``limit`` (seconds): the two-hand player is given the end of this decision as its
    deadline, so its search stops there even in the middle of an exact solve; its own budget,
    where it normally stops, is unchanged."""

    def __init__(self, level: str, limit: float | None = KOENIG_LIMIT) -> None:
        self.name = f"koenigspiquet-{level}"
        self.inner = _two_hand(level)
        self.limit = limit

    def choose(self, observation: Observation, rng: random.Random) -> Any:
        partie = getattr(observation, "partie", None)
        if partie is None:  # not playing this partie: nothing to decide
            return observation.legal_actions[0]
        inner = self.inner
        inner.deadline = None if self.limit is None else inner.clock() + self.limit
        try:
            return inner.choose(partie, rng)
        finally:
            inner.deadline = None


def koenig_beginner() -> KoenigPlayer:
    return KoenigPlayer("beginner")


def koenig_intermediate() -> KoenigPlayer:
    return KoenigPlayer("intermediate")


def koenig_strong() -> KoenigPlayer:
    return KoenigPlayer("strong")


def koenig_strong_unlimited() -> KoenigPlayer:
    """The strong level without any hard limit (as it was before it), for a benchmark match:
    ``academie bench ai --game koenigspiquet --matches engine.games.piquet.forms_ai:koenig_strong_unlimited``."""
    p = KoenigPlayer("strong", limit=None)
    p.inner.limit = None
    p.name = "koenigspiquet-strong-unlimited"
    return p


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
    def _exchange(obs: Any, legal: list[Any]) -> Any:
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
    def _play(obs: Any, legal: list[Any]) -> Any:
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


# ====================================================================== sampler
class _NoWorlds(Exception):
    """The sampler makes no worlds for this kind of decision."""


def _cannot_sample() -> type[Exception]:
    """The shared search's signal for "no worlds for this decision" (``engine.ai.search.CannotSample``)
    when the search is installed, else a local one."""
    import importlib

    try:
        found = getattr(importlib.import_module("engine.ai.search"), "CannotSample", _NoWorlds)
    except ImportError:
        return _NoWorlds
    return found if isinstance(found, type) and issubclass(found, Exception) else _NoWorlds


CannotSample = _cannot_sample()


_ALL = (1 << 32) - 1


def _assign(cards: list[int], slots: list[tuple[int, int]], rng: random.Random) -> list[int] | None:
    """Masks dealing ``cards`` into ``slots`` of (count, allowed mask) at random, or None."""
    for _ in range(60):
        order = cards[:]
        rng.shuffle(order)
        order.sort(key=lambda c: sum(1 for need, m in slots if m >> c & 1))  # most constrained first
        room = [need for need, _ in slots]
        out = [0] * len(slots)
        ok = True
        for c in order:
            opts = [k for k, (_, m) in enumerate(slots) if room[k] and m >> c & 1]
            if not opts:
                ok = False
                break
            k = rng.choice(opts)
            room[k] -= 1
            out[k] |= 1 << c
        if ok:
            return out
    return None


def _sample_koenig(obs: Any, rng: random.Random) -> Any:
    """A Königspiquet round agreeing with ``obs``: the partie the seat plays is resampled by two-hand
    Piquet's sampler from the seat's two-hand view, the round around it (who plays, who watches, the
    parties and stakes so far) is copied from the observation.  A seat watching as King decides
    nothing, so it gets no worlds."""
    from .ai_sampler import sample as sample_duel
    from .variants import KoenigState

    if obs.partie is None or obs.player not in obs.pair:
        raise CannotSample("watching as King")
    duel = sample_duel(obs.partie, rng)
    s = object.__new__(KoenigState)
    s.rules = None      # the form's options are read only when a round starts
    s.opts, s.deals_limit, s.n = obs.options, None, obs.participants
    s.phase, s.order, s.pair, s.kings, s.duel = obs.phase, obs.order, obs.pair, obs.kings, duel
    s.partie_no, s.deals_played, s.net, s.log = obs.partie_no, 0, obs.net, obs.parties
    s.deal_log, s.cut_cards = (), ()
    if s.observation(obs.player) != obs:
        raise CannotSample("the round's view does not match")
    return s


def sample(observation: Observation, rng: random.Random) -> Any:
    """A complete Räuberpiquet or Normannisches Piquet position that gives the seat exactly its
    observation (``state.observation(seat) == observation``), during the play of the cards.

    The cards the seat cannot see are dealt at random to the other hands (each its number of
    cards, the cards it has shown kept, none of a suit it failed to follow) and, in the Norman
    game, to the two cards left over or discarded face down.  Raises ``CannotSample`` outside the
    play of the cards (declarations, the Norman closing partie for two)."""
    from .options import NormanOptions, RaeuberOptions
    from .variants import TableState

    obs: Any = observation
    if hasattr(obs, "partie") and hasattr(obs, "kings"):
        return _sample_koenig(obs, rng)
    if obs.phase != "play" or getattr(obs, "duel", None) is not None or obs.dealer is None or obs.to_move < 0:
        raise CannotSample(f"no worlds in phase {obs.phase!r}")
    cls: Any = RaeuberOptions if obs.variant == "raeuberpiquet" else NormanOptions
    names = {f for f in cls.__dataclass_fields__}
    kw = {k: getattr(obs.options, k) for k in names if hasattr(obs.options, k)}
    if "variant_bonus_mode" in names:
        kw["variant_bonus_mode"] = obs.bonus_mode
    st = TableState(cls(**kw))
    n = st.n
    seat = tuple(obs.seating)
    pos = {p: i for i, p in enumerate(seat)}
    def by_pos(t: Any) -> tuple[Any, ...]:     # per player -> per position
        return tuple(t[seat[i]] for i in range(n))

    st.seat = seat
    st.dealer = pos[obs.dealer]
    st.deal_no, st.partie_no = obs.deal_no, obs.partie_no
    st.partie_pts, st.deal_pts = tuple(obs.partie_scores), tuple(obs.deal_scores)
    st.bonuses, st.declared, st.dialogue = obs.bonuses, obs.declared, obs.dialogue
    st.tricks, st.trick = obs.tricks, obs.trick
    st.tricks_won = by_pos(obs.tricks_won)
    st.phase, st.to_move, st.cat, st.claims = "play", pos[obs.to_move], 3, ()
    st.trick_no = len(obs.tricks) + 1
    st.leader = pos[obs.trick[0][0]] if obs.trick else st.to_move
    st.out, st.net, st.exchanged = obs.out, tuple(obs.net), obs.exchanged
    st.blanche = by_pos(obs.blanche) if obs.blanche else (False,) * n
    st.scored = tuple(x > 0 for x in st.deal_pts)
    # the count toward the Neunziger/Sechziger: the deal's points less the bonuses themselves and a
    # carte blanche that does not count toward them
    becomes = obs.bonus_mode == "count_becomes_90_60"
    cnt = list(st.deal_pts)
    for sd, kind in obs.bonuses:
        cnt[sd] -= (70 if becomes else 60) if kind == "repique" else (40 if becomes else 30)
    if not obs.options.blanche_counts_for_pique_repique:
        for i in range(n):
            if st.blanche[i]:
                cnt[st.side(i)] -= S.CARTE_BLANCHE
    st.cnt = tuple(cnt)
    st.shown = tuple(S.mask_of(obs.shown[seat[i]]) for i in range(n))
    me = pos[obs.player]
    played_by = [0] * n
    void = [0] * n
    for leader, cards, _winner in obs.tricks:
        lp = pos[leader]
        led = _suit(cards[0])
        for k, c in enumerate(cards):
            q = (lp + k) % n
            played_by[q] |= 1 << S.INDEX[c]
            if _suit(c) != led:
                void[q] |= 0xFF << (8 * led)
    if obs.trick:
        led = _suit(obs.trick[0][1])
        for p, c in obs.trick:
            played_by[pos[p]] |= 1 << S.INDEX[c]
            if _suit(c) != led:
                void[pos[p]] |= 0xFF << (8 * led)
    mine = S.mask_of(obs.hand)
    my_discards = S.mask_of(obs.discards)
    known = mine | my_discards
    for m in played_by:
        known |= m
    for q in range(n):
        known |= st.shown[q]
    others = [q for q in range(n) if q != me]
    slots = [(obs.hand_sizes[seat[q]] - S.popcount(st.shown[q]), _ALL & ~void[q]) for q in others]
    hidden_two = n == 3 and not (me == st.dealer and obs.exchanged)  # the rest, or another's discards
    if hidden_two:
        slots.append((2, _ALL))
    pool = [i for i in range(32) if not known >> i & 1]
    if sum(need for need, _ in slots) != len(pool):
        raise CannotSample("the observation does not add up to the pack")
    got = _assign(pool, slots, rng)
    if got is None:
        raise CannotSample("no deal agrees with the voids shown")
    hands = [0] * n
    hands[me] = mine
    for k, q in enumerate(others):
        hands[q] = got[k] | st.shown[q]
    st.hands = tuple(hands)
    st.dealt = tuple(hands[q] | played_by[q] for q in range(n))
    if n == 3:
        if obs.exchanged:
            st.discards = my_discards if me == st.dealer else got[-1]
            st.rest = 0
        else:
            st.discards, st.rest = 0, got[-1] if hidden_two else 0
    if st.observation(obs.player) != obs:
        raise CannotSample("the sampled position does not give the same observation")
    return st


# ====================================================================== rollout and the strong level
def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play the deal of a Räuberpiquet or Norman position to its end, every player as the table
    beginner, and return the deal's points of ``seat``'s side less the best other side's."""
    s = state
    me = s.side(s.pos_of(seat))
    policy = TableBeginner()
    while s.phase == "play" and s.current_player() >= 0:
        who = s.current_player()
        s, _ = s.apply(policy.choose(s.observation(who), rng))
    pts = list(s.deal_pts)
    return float(pts[me] - max(p for i, p in enumerate(pts) if i != me))


def _searched(obs: Any) -> bool:
    return obs.phase == "play" and getattr(obs, "duel", None) is None


def table_strong(budget: float | None = 0.6, max_worlds: int = 2000) -> Any:
    """The strong level of Räuberpiquet and Normannisches Piquet: searches every card it plays over
    sampled deals of the unseen cards (:func:`sample`, :func:`rollout`); declares, exchanges and
    plays the Norman closing partie as the beginner."""
    from engine.ai.search import SearchPlayer

    return SearchPlayer("piquet-table-strong", sample, rollout, fallback=TableBeginner(), searched=_searched,
                        budget=budget, max_worlds=max_worlds)


# ====================================================================== the benchmark's measure
BENCH_UNIT = "points"


def bench_scores(state: Any) -> list[float]:
    """Each seat's points in the partie after the benchmark's one deal (the forms pay only when a
    partie ends, so their ``scores()`` say nothing after one deal).  In Königspiquet a King, who
    watches, is given the mean of the two who play, so the rotation that seats the measured player
    as King counts nothing either way."""
    from .variants import KoenigState

    if isinstance(state, KoenigState):
        if state.duel is None:
            return [0.0] * state.n
        pts = [float(x) for x in state.duel.partie_pts]
        mean = sum(pts) / len(pts)
        out = [mean] * state.n
        for i, q in enumerate(state.pair):
            out[q] = pts[i]
        return out
    return [float(state.partie_pts[state.side(state.pos_of(p))]) for p in range(state.n)]
