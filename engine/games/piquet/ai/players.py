"""Piquet computer opponents at three levels, and hints.

* ``piquet-beginner`` follows the sources' advice (spec §15): take every card
  you may, keep the longest suit, sequences, sets and aces; declare truthfully;
  lead the point suit, cash sure winners, win cheaply, discard low.
* ``piquet-intermediate`` discards like the beginner but plays the cards by
  solving a handful of imagined deals of the unseen cards exactly.
* ``piquet-strong`` imagines many deals consistent with everything it has seen
  and heard (the declaration dialogue included), solves each exactly, and plays
  the card with the best average; it chooses its discards by scoring the best
  candidates on the same imagined deals for every candidate (common random
  numbers), counting declarations exactly and the play by a quick playout.

Every player sees only its observation; ``choose`` never touches a game state.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from itertools import combinations
from types import SimpleNamespace
from typing import Any

from engine.games.piquet import scoring as S
from engine.games.piquet.actions import (Announce, ChooseDealer, ClaimRest, Declare, Exchange, Expose, Play, Reply,
                                         View, YoungerDeclare)

from .sampling import Sampler, observation_masks
from .solver import SUIT_MASK, Solver, SolveTimeout

__all__ = ["BeginnerPlayer", "IntermediatePlayer", "StrongPlayer", "LEVELS", "hint", "decl_points"]

CARDS = S.CARDS

#: the searching levels' hard limit of a decision, in seconds: their budget (0.4 s, 0.15 s) is where
#: the sampling normally stops, but an exact solve early in the play or a slow machine can run past
#: it; at this limit the search stops in the middle of a deal and decides on the deals solved
HARD_LIMIT = 0.9


def can_claim(obs: Any) -> bool:
    """Every card held is sure to win: laying them down is worth what playing them out is worth,
    and saves the person watching the time.  (The players never concede, and never leave a
    combination out of their declarations: they cannot bluff, so hiding cards gains them nothing.)"""
    return ClaimRest() in getattr(obs, "side_actions", ())


def _bits(m: int) -> list[int]:
    return [i for i in range(32) if m >> i & 1]


def _suit_len(h: int, s: int) -> int:
    return (h & SUIT_MASK[s]).bit_count()


def _point_suit(h: int) -> int:
    return S.best_point(h)[2]


# ------------------------------------------------------------ declarations
def decl_points(eh: int, yh: int, opts: Any) -> tuple[int, int]:
    """Points elder and younger score for point, sequences and sets with these final hands
    (everything declared truthfully; carte blanche left out)."""
    e = y = 0
    pe, pipe, _ = S.best_point(eh)
    py, pipy, _ = S.best_point(yh)
    if (pe, pipe) > (py, pipy) and pe >= opts.point_min_cards:
        e += S.point_score(pe, pipe, opts)
    elif (py, pipy) > (pe, pipe) and py >= opts.point_min_cards:
        y += S.point_score(py, pipy, opts)
    re, ry = S.runs(eh), S.runs(yh)
    be = max(((n, -t) for n, t, _ in re), default=(0, 0))
    by = max(((n, -t) for n, t, _ in ry), default=(0, 0))
    if be > by:
        e += sum(S.sequence_value(n, opts) for n, _, _ in re)
    elif by > be:
        y += sum(S.sequence_value(n, opts) for n, _, _ in ry)
    se, sy = S.sets_of(eh), S.sets_of(yh)
    ke = max(((c, -r) for c, r in se), default=(0, 0))
    ky = max(((c, -r) for c, r in sy), default=(0, 0))
    if ke > ky:
        e += sum(S.set_value(c, opts) for c, _ in se)
    elif ky > ke:
        y += sum(S.set_value(c, opts) for c, _ in sy)
    return e, y


def _best_claim(legal: list[Any]) -> Any:
    claims = [a for a in legal if isinstance(a, Declare) and a.kind != "pass"]
    if not claims:
        return next(a for a in legal if isinstance(a, Declare))

    def key(a: Declare) -> tuple[int, int]:
        v: Any = a.value
        if a.kind in ("point", "pips", "sequence"):
            return (int(v), 0)
        if a.kind == "top":
            return (-S.RANKS.index(v), 0)
        return (int(v[0]), -S.RANKS.index(v[1]))
    return max(claims, key=key)


def _best_reply(legal: list[Any]) -> Any:
    for ans in ("not-good", "equal", "good"):
        for a in legal:
            if isinstance(a, Reply) and a.answer == ans:
                return a
    return legal[0]


# ------------------------------------------------------------- heuristics
def keep_values(h: int) -> dict[int, float]:
    """How much each card of ``h`` is worth keeping (spec §15.1): the longest suit whole,
    sequences and sets intact, aces and high cards, guards."""
    pt = _point_suit(h)
    vals = {}
    runs = S.runs(h)
    in_run = 0
    for n, t, s in runs:
        in_run |= S.run_mask(n, t, s)
    sets = S.sets_of(h)
    set_ranks = {r for c, r in sets}
    for i in _bits(h):
        s, r = i >> 3, i & 7
        v = (8 - r) * 1.0  # A 8 ... 7 1
        if s == pt:
            v += 12
        v += 1.5 * _suit_len(h, s)
        if in_run >> i & 1:
            v += 8
        if r in set_ranks:
            v += 7
        elif r <= 4:
            cnt = sum(1 for ss in range(4) if h >> (8 * ss + r) & 1)
            if cnt == 2:
                v += 2
        if r == 0:
            v += 6
        # neighbours that may grow into a sequence
        if (r > 0 and h >> (i - 1) & 1) or (r < 7 and h >> (i + 1) & 1):
            v += 2
        vals[i] = v
    return vals


def heuristic_discard(h: int, n: int) -> int:
    """The ``n`` cards of ``h`` least worth keeping, as a mask."""
    kv = keep_values(h)
    out = 0
    for i in sorted(kv, key=lambda c: (kv[c], -c))[:n]:
        out |= 1 << i
    return out


def _exchange_action(legal: list[Any], disc: int) -> Any:
    want = tuple(CARDS[i] for i in _bits(disc))
    a = Exchange.of(want)
    return a if a in legal else max((x for x in legal if isinstance(x, Exchange)), key=lambda x: len(x.cards))


def heuristic_play(hand: int, trick: tuple[Any, ...], gone: int, legal: list[int], point_suit: int) -> int:
    """A card by the sources' advice.  ``gone``: cards that can no longer beat ours (played or ours)."""
    if trick:
        lead = S.INDEX[trick[0][1]]
        follow = [c for c in legal if c >> 3 == lead >> 3]
        if follow:
            win = [c for c in follow if c < lead]
            return max(win) if win else max(follow)  # cheapest winner, else lowest card
        # discard: the lowest card of a suit other than the point suit, from the shortest suit
        return max(legal, key=lambda c: (c >> 3 != point_suit, c & 7, -_suit_len(hand, c >> 3)))

    def sure(c: int) -> bool:
        higher = SUIT_MASK[c >> 3] & ((1 << c) - 1)
        return higher & ~gone == 0
    winners = [c for c in legal if sure(c)]
    if winners:
        return min(winners, key=lambda c: (c >> 3 != point_suit, -_suit_len(hand, c >> 3), c))
    ps = [c for c in legal if c >> 3 == point_suit]
    if ps:
        return max(ps)
    return max(legal, key=lambda c: (_suit_len(hand, c >> 3), c & 7))


def greedy_playout(h0: int, h1: int, leader: int, opts_mr: int, last: int, cards: int = 10) -> int:
    """Both hands open, both sides play ``heuristic_play``; seat 0's points minus seat 1's (with the cards)."""
    hands = [h0, h1]
    tw = [0, 0]
    diff = 0
    ps = [_point_suit(h0), _point_suit(h1)]
    n = h0.bit_count()
    for t in range(n):
        L, F = leader, 1 - leader
        lc = heuristic_play(hands[L], (), hands[L] | ~hands[F], _bits(hands[L]), ps[L])
        hands[L] &= ~(1 << lc)
        fs = hands[F] & SUIT_MASK[lc >> 3]
        fl = _bits(fs if fs else hands[F])
        fc = heuristic_play(hands[F], ((L, CARDS[lc]),), 0, fl, ps[F])
        hands[F] &= ~(1 << fc)
        sign = 1 if L == 0 else -1
        if (lc & 7) <= opts_mr:
            diff += sign
        if fc >> 3 == lc >> 3 and fc < lc:
            w = F
            if (fc & 7) <= opts_mr:
                diff -= sign
        else:
            w = L
        tw[w] += 1
        leader = w
    diff += last if leader == 0 else -last
    if tw[0] > tw[1]:
        diff += 40 if tw[1] == 0 else cards
    elif tw[1] > tw[0]:
        diff -= 40 if tw[0] == 0 else cards
    return diff


# ------------------------------------------------------------------ players
class _Base:
    name = "piquet"

    last: Any = None  # after a searched card: the worlds solved (``worlds``, ``playouts``), for benchmarks
    #: a hard end for the next decision on ``clock``, set by a player that plays this one inside its
    #: own decision (Königspiquet's): the search stops there, whatever its own budget says
    deadline: float | None = None
    #: a hard limit of each decision in seconds (None: none); the budget is where the search
    #: normally stops, this is where it stops even in the middle of a world
    limit: float | None = None
    _hard: float | None = None   # this decision's hard end: the earlier of the two

    def clock(self) -> float:
        """The clock of the budgets and deadlines: wall-clock seconds (a test may give its own)."""
        return time.perf_counter()

    def _start(self) -> None:
        ends = [t for t in (self.deadline, None if self.limit is None else self.clock() + self.limit) if t is not None]
        self._hard = min(ends) if ends else None

    def _past(self) -> bool:
        return self._hard is not None and self.clock() >= self._hard

    def choose(self, obs: Any, rng: random.Random) -> Any:
        self.last = None
        self._start()
        if can_claim(obs):
            return ClaimRest()
        legal = list(obs.legal_actions)
        if len(legal) == 1:
            return legal[0]
        kind = type(legal[0])
        if kind is Play:
            return self.play(obs, legal, rng)
        if kind is Exchange:
            return self.exchange(obs, legal, rng)
        if kind is Declare:
            return _best_claim(legal)
        if kind is Reply:
            return _best_reply(legal)
        if kind is YoungerDeclare:
            return max(legal, key=lambda a: len(a.categories))
        if kind is Announce:
            return max(legal, key=lambda a: a.count)
        if kind is Expose:
            return Expose(False) if Expose(False) in legal else legal[0]
        if kind is View:
            h = S.mask_of(obs.hand)
            ps = S.SUITS[_point_suit(h)]
            return View(ps) if View(ps) in legal else legal[0]
        if kind is ChooseDealer:
            return ChooseDealer(True) if ChooseDealer(True) in legal else legal[0]
        return legal[0]

    # default: the sources' heuristics
    def exchange(self, obs: Any, legal: list[Any], rng: random.Random) -> Any:
        n = max(len(a.cards) for a in legal)
        return _exchange_action(legal, heuristic_discard(S.mask_of(obs.hand), n))

    def play(self, obs: Any, legal: list[Any], rng: random.Random) -> Any:
        m = observation_masks(obs)
        hand = m["hand"]
        gone = hand | m["my_played"] | m["opp_played"] | m["discards"]
        gone |= m["seen_talon"] & ~m["known"]
        lc = [S.INDEX[a.card] for a in legal]
        return Play(CARDS[heuristic_play(hand, obs.trick, gone, lc, _point_suit(hand))])


class BeginnerPlayer(_Base):
    """Plays by the sources' advice; no search."""
    name = "piquet-beginner"


class SearchPlayer(_Base):
    """Plays the cards by exact solving of sampled deals."""

    def __init__(self, *, min_samples: int, max_samples: int, budget: float, use_dialogue: bool,
                 limit: float | None = HARD_LIMIT) -> None:
        self.min_samples = min_samples
        self.max_samples = max_samples
        self.budget = budget
        self.limit = limit
        self.use_dialogue = use_dialogue
        self.rows: list[dict[int, float]] = []

    def play_values(self, obs: Any, rng: random.Random) -> tuple[dict[int, float], int]:
        """Average exact value of each legal card over sampled deals; (values, samples used).
        The sampling stops at the budget, once ``min_samples`` deals are solved; at the decision's
        hard end (``deadline``, ``limit``) it stops even before, abandoning a deal being solved:
        with no deal solved every value is 0 (nothing known)."""
        legal = [S.INDEX[a.card] for a in obs.legal_actions]
        m = observation_masks(obs)
        mine = m["hand"]
        me = obs.player
        lead = None
        if obs.trick and obs.trick[0][0] != me:
            lead = S.INDEX[obs.trick[0][1]]
        tw = (obs.tricks_won[me], obs.tricks_won[1 - me])
        # cards adjacent in rank among all cards still in play are interchangeable whatever the
        # opponent holds: if only one class is legal, there is nothing to search
        others = ((1 << 32) - 1) & ~(m["my_played"] | m["opp_played"] | mine | m["discards"])
        solver = Solver.for_options(obs.options)
        if len(solver._moves(sum(1 << c for c in legal), others | (1 << lead if lead is not None else 0))) == 1:
            return {c: 0.0 for c in legal}, 0
        sampler = self.make_sampler(obs, self.use_dialogue)
        totals = {c: 0.0 for c in legal}
        rows: list[dict[int, float]] = []
        self.rows = rows
        clock = self.clock
        t_end = clock() + self.budget
        hard = self._hard
        if hard is not None:
            solver.set_deadline(hard, clock)
        n = 0
        while n < self.max_samples and (n < self.min_samples or clock() < t_end):
            if hard is not None and clock() >= hard:
                break
            w = sampler.sample(rng)
            # the table is kept between worlds: its keys are exact positions (by shape), valid in any world
            try:
                r = solver.solve(mine, w.opp_hand, lead=lead, tricks_won=tw, legal=legal if lead is None else None,
                                 all_values=True)
            except SolveTimeout:
                break
            vals = r.values or {}
            row: dict[int, float] = {}
            for c in legal:
                v = vals.get(c)
                if v is None:  # an equivalent card: the representative is the nearest higher one held
                    v = vals[max(k for k in vals if k >> 3 == c >> 3 and k <= c)]
                totals[c] += v
                row[c] = v
            rows.append(row)
            n += 1
        return {c: totals[c] / max(n, 1) for c in legal}, n

    def make_sampler(self, obs: Any, use_dialogue: bool) -> Any:
        return Sampler(obs, use_dialogue=use_dialogue)

    def play(self, obs: Any, legal: list[Any], rng: random.Random) -> Any:
        vals, n = self.play_values(obs, rng)
        self.last = SimpleNamespace(worlds=n, playouts=n)
        if n == 0 and self._past():    # the hard end came before any deal was solved: the sources' card
            return super().play(obs, legal, rng)
        return Play(CARDS[_pick(vals)])

    def evaluate(self, obs: Any, rng: random.Random, must_value: Any = ()) -> Any:
        """The decision with the evaluation behind it (:class:`engine.ai.search.Evaluation`): for a card
        every legal card's average exact value over the sampled deals; for a discard the candidates'
        average values; other decisions by the sources' rules."""
        from engine.ai.search import Evaluation

        t0 = time.perf_counter()
        self._start()
        legal = list(obs.legal_actions)
        if len(legal) == 1:
            return Evaluation(legal[0], reason="only")
        if isinstance(legal[0], Play):
            self.rows = []
            vals, n = self.play_values(obs, rng)
            b = _pick(vals)
            se = {}
            for c in vals:
                d = [r[b] - r[c] for r in self.rows]
                if c == b or len(d) < 2:
                    se[Play(CARDS[c])] = 0.0 if c == b else float("inf")
                    continue
                m = sum(d) / len(d)
                se[Play(CARDS[c])] = (sum((x - m) ** 2 for x in d) / (len(d) - 1) / len(d)) ** 0.5
            return Evaluation(Play(CARDS[b]), {Play(CARDS[c]): v for c, v in vals.items()}, se, n, n,
                              time.perf_counter() - t0, "search" if n else "same")
        if isinstance(legal[0], Exchange) and hasattr(self, "discard_values"):
            dv = self.discard_values(obs, legal, rng)
            values = {_exchange_action(legal, d): v for d, v in dv.items()}
            best = max(values, key=lambda a: values[a])
            return Evaluation(best, values, {}, getattr(self, "discard_worlds", 0), 0, time.perf_counter() - t0)
        a = self.choose(obs, rng)
        return Evaluation(a, reason="rule", rule=type(a).__name__.lower(), seconds=time.perf_counter() - t0)


def _pick(vals: dict[int, float]) -> int:
    """The best average; among equal averages the lowest card (it gives away least information)."""
    best = max(vals.values())
    return max((c for c in vals if vals[c] >= best - 1e-9), key=lambda c: (c & 7, -c))


class IntermediatePlayer(SearchPlayer):
    """The sources' discards; plays by solving a few imagined deals (not reading the dialogue)."""
    name = "piquet-intermediate"

    def __init__(self) -> None:
        super().__init__(min_samples=3, max_samples=6, budget=0.15, use_dialogue=False)


class StrongPlayer(SearchPlayer):
    """Many imagined deals consistent with the dialogue; discards evaluated over sampled deals."""
    name = "piquet-strong"

    def __init__(self, *, budget: float = 0.4, max_samples: int = 48, discard_worlds: int = 40,
                 discard_candidates: int = 12, limit: float | None = HARD_LIMIT) -> None:
        super().__init__(min_samples=2, max_samples=max_samples, budget=budget, use_dialogue=True, limit=limit)
        self.discard_worlds = discard_worlds
        self.discard_candidates = discard_candidates

    def discard_values(self, obs: Any, legal: list[Any], rng: random.Random) -> dict[int, float]:
        """Average (my points - opponent's) of the best candidate discards over shared sampled deals
        (each deal scores every candidate).  At the decision's hard end the deals scored so far
        count; with none, every value is 0 but the sources' discard's."""
        o = obs.options
        me = obs.player
        hand = S.mask_of(obs.hand)
        elder = obs.elder == me
        kv = keep_values(hand)
        sizes = sorted({len(a.cards) for a in legal}, reverse=True)[:2]
        cands = []
        for k in sizes:
            scored = sorted(combinations(_bits(hand), k), key=lambda cs: sum(kv[c] for c in cs))
            cands += [sum(1 << c for c in cs) for cs in scored[: self.discard_candidates // len(sizes)]]
        sampler = self.make_sampler(obs, False)
        mr = S.min_rank_index(o)
        # elder exchanges first: the talon's top cards are his; younger draws after elder's count
        taken_before = 0 if elder else (obs.exchanged[1 - me] or 0)
        tots = dict.fromkeys(cands, 0.0)
        done = 0
        for _ in range(self.discard_worlds):
            if self._past():
                break
            w = sampler.sample(rng)
            done += 1
            for d in cands:
                k = d.bit_count()
                if elder:
                    drawn = w.talon[:k]
                else:
                    drawn = w.talon[:k]  # the untaken talon in draw order from younger's first card
                mine = (hand & ~d) | sum(1 << c for c in drawn)
                opp = w.opp_hand
                if elder:
                    rest = w.talon[k:]
                    lim = S.younger_exchange_limits(k, o)
                    m2 = min(lim[1], len(rest))
                    od = heuristic_discard(opp, m2)
                    opp = (opp & ~od) | sum(1 << c for c in rest[:m2])
                e_h, y_h = (mine, opp) if elder else (opp, mine)
                de, dy = decl_points(e_h, y_h, o)
                ddiff = de - dy
                rep = 0
                if de >= 30 and dy == 0:
                    rep = 60
                elif dy >= 30 and de == 0:
                    rep = -60
                play = greedy_playout(e_h, y_h, 0, mr, o.last_trick_extra)
                v = ddiff + rep + play
                tots[d] += v if elder else -v
        del taken_before
        if not done:
            fallback = heuristic_discard(hand, max(sizes))
            return {d: float(d == fallback) for d in set(cands) | {fallback}}
        return {d: t / done for d, t in tots.items()}

    def exchange(self, obs: Any, legal: list[Any], rng: random.Random) -> Any:
        vals = self.discard_values(obs, legal, rng)
        best = max(vals, key=lambda k: vals[k])
        return _exchange_action(legal, best)


LEVELS = {
    "piquet-beginner": BeginnerPlayer,
    "piquet-intermediate": IntermediatePlayer,
    "piquet-strong": StrongPlayer,
}


# -------------------------------------------------------------------- hints
@dataclass(frozen=True)
class Hint:
    """What the strong level would do for the seat to move, and why, as facts a table words
    in its own language.

    ``reason`` is one of ``"play_best"`` (the card gains ``value`` points from here on
    average over ``samples`` deals that fit what the seat knows, ``gap`` more than the next
    card), ``"play_same"`` (every legal card comes to ``value``), ``"play_equal"`` (the
    playable cards are equivalent), ``"discard"`` (these discards keep ``value`` points on
    average over sampled talons), ``"claim"`` (every card held is sure to win), ``"declare"``,
    ``"reply"`` or ``"other"``."""

    action: object
    reason: str
    value: float | None = None
    gap: float | None = None
    samples: int = 0

    def english(self) -> str:
        """A plain English line, for logs and the command line."""
        if self.reason == "play_best":
            return (f"{self.action}: {self.value:+.1f} points from here over {self.samples} possible deals, "
                    f"{self.gap:.1f} more than any other card")
        if self.value is not None:
            return f"{self.action}: {self.value:+.1f} points from here ({self.reason})"
        return f"{self.action} ({self.reason})"


def hint(obs: Any, rng: random.Random | None = None) -> Hint:
    """The strong level's choice for ``obs`` with the evaluation behind it."""
    rng = rng or random.Random(0)
    p = StrongPlayer(budget=0.3)
    if can_claim(obs):
        return Hint(ClaimRest(), "claim")
    legal = list(obs.legal_actions)
    if not legal:
        raise ValueError("it is not this seat's turn")
    if isinstance(legal[0], Play) and len(legal) > 1:
        vals, n = p.play_values(obs, rng)
        order = sorted(vals, key=lambda c: (-vals[c], -(c & 7)))
        best = max((c for c in vals if vals[c] >= vals[order[0]] - 1e-9), key=lambda c: (c & 7, -c))
        v = vals[best]
        others = [c for c in order if vals[c] < v - 1e-9]
        if others:
            return Hint(Play(CARDS[best]), "play_best", v, v - vals[others[0]], n)
        if n == 0:
            return Hint(Play(CARDS[best]), "play_equal")
        return Hint(Play(CARDS[best]), "play_same", v, None, n)
    if isinstance(legal[0], Exchange):
        vals = p.discard_values(obs, legal, rng)
        best = max(vals, key=lambda d: vals[d])
        return Hint(_exchange_action(legal, best), "discard", vals[best])
    a = p.choose(obs, rng)
    if isinstance(a, Declare):
        return Hint(a, "declare")
    if isinstance(a, Reply):
        return Hint(a, "reply")
    return Hint(a, "other")
