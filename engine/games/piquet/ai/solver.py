"""An exact open-hand (double-dummy) solver for the trick play of two-hand Piquet.

Rules of play (spec §8): no trumps, the follower must follow suit if he can,
the higher card of the suit led wins, the winner leads next.  Points: leading
a counting card scores 1; the follower scores 1 for winning a trick the
opponent led with a counting card; the winner of the twelfth trick gets
``last_trick`` more; after the last trick 7-11 tricks are worth ``cards`` and
all twelve ``capot`` (in place of the cards), 6-6 nothing.  A card *counts*
when its rank index is at most ``min_rank`` (7: every card, 4: A K Q J 10).

Not modelled (documented in ``docs/ai-piquet.md``): pique during play (it needs
the declaration history and happens rarely), a target score reached in the
middle of the play, and the Cavendish seven-trick limit for pique.

Hands are 32-bit masks over the ``piquet32`` pack order: bit ``8*s + r`` is
suit ``s`` and rank index ``r`` (0 ace ... 7 seven; a lower index is a higher
card).

The structure the search uses:

* **Equivalent cards.**  Two cards of one suit in one hand that are adjacent
  once the cards that left play are removed (no card of the opponent between
  them) and that count alike are interchangeable; only one of each group is
  searched.  A precomputed table gives the representatives for every
  (my suit bits, opponent's suit bits) pair.
* **Alpha-beta at trick granularity**, negamax from the leader's point of view
  (leader's points minus follower's points still to come), fail-soft, with the
  follower's reply as an inner minimising loop.
* **A transposition table** keyed on (leader's hand, follower's hand, tricks
  won by each) storing lower and upper bounds and the best lead; it persists
  between calls on the same solver, so a player solving every move of a deal
  reuses the work of the previous move.
* **MTD(f)**: the root value is found by zero-window searches that converge
  from a first guess; zero windows prune far more than wide ones.
* **Move ordering**: the transposition table's best lead first, then sure
  winners (the top remaining card of a suit), then low cards; the follower
  tries his cheapest winner and his lowest card first.
* **Closed-form endings**: one trick left is scored directly.
* **A hard deadline** (optional, :meth:`Solver.set_deadline`): every ``CHECK_EVERY`` nodes the
  search reads its clock and, once the deadline has passed, gives up with :class:`SolveTimeout`.
  The table keeps only bounds of searches that ended, so the solver stays sound for later calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

__all__ = ["Solver", "SolveResult", "SolveTimeout", "popcount", "trick_points", "brute_force"]

SUIT_MASK = (0xFF, 0xFF00, 0xFF0000, 0xFF000000)
INF = 10_000


def popcount(m: int) -> int:
    return m.bit_count()


def _build_reps(min_rank: int) -> list[Any]:
    """REPS[mine | other << 8] -> rank offsets of the representatives of ``mine``, high to low."""
    table: list[Any] = [None] * 65536
    for mine in range(256):
        free = 255 & ~mine
        # iterate over subsets of the complement as the opponent's cards
        other = free
        while True:
            reps = []
            prev_mine = False
            prev_cls = -1
            for r in range(8):
                if mine >> r & 1:
                    cls = 0 if r <= min_rank else 1
                    if not (prev_mine and cls == prev_cls):
                        reps.append(r)
                    prev_mine, prev_cls = True, cls
                elif other >> r & 1:
                    prev_mine = False
            table[mine | other << 8] = tuple(reps)
            if other == 0:
                break
            other = (other - 1) & free
    return table


_REPS_CACHE: dict[int, list[Any]] = {}
_PAT_CACHE: dict[int, list[Any]] = {}


def _pattern_table(min_rank: int) -> list[Any]:
    """PAT[mine | other << 8] -> a small id of the suit's *shape*: who holds each remaining card from
    the top down and whether it counts.  Two suits of the same shape play alike (only the order of
    the cards still out and their counting class matter), so positions whose suits have the same
    shapes, in any order of the suits, have the same value."""
    t = _PAT_CACHE.get(min_rank)
    if t is not None:
        return t
    table = [0] * 65536
    ids: dict[int, int] = {}
    for mine in range(256):
        free = 255 & ~mine
        other = free
        while True:
            code = 1
            for r in range(8):
                cls = 0 if r <= min_rank else 1
                if mine >> r & 1:
                    code = code * 5 + 1 + cls
                elif other >> r & 1:
                    code = code * 5 + 3 + cls
            table[mine | other << 8] = ids.setdefault(code, len(ids))
            if other == 0:
                break
            other = (other - 1) & free
    _PAT_CACHE[min_rank] = table
    return table


def _reps_table(min_rank: int) -> list[Any]:
    t = _REPS_CACHE.get(min_rank)
    if t is None:
        t = _REPS_CACHE[min_rank] = _build_reps(min_rank)
    return t


def trick_points(lead: int, reply: int, min_rank: int) -> tuple[int, int]:
    """(points to the leader, points to the follower) for one trick, and who wins is implied:
    the follower wins iff he followed suit with a higher card."""
    lp = 1 if (lead & 7) <= min_rank else 0
    if (reply >> 3) == (lead >> 3) and reply < lead:
        return lp, (1 if (reply & 7) <= min_rank else 0)
    return lp, 0


@dataclass(frozen=True)
class SolveResult:
    """The value of a position for the player to move (his points still to come minus the
    opponent's) and a best card (bit index in the ``piquet32`` pack)."""

    value: int
    best: int
    values: dict[int, int] | None = None  # card index -> value, when every move was evaluated
    nodes: int = 0


class SolveTimeout(Exception):
    """The solver's deadline passed before the position was solved."""


_NEVER = 1 << 62    # a node count never reached: no deadline to check


class Solver:
    """Exact trick-play values.  One instance keeps its transposition table between calls
    (positions of the same deal share it); call :meth:`clear` to free memory."""

    #: nodes searched between two readings of the clock when a deadline is set
    CHECK_EVERY = 256

    def __init__(self, min_rank: int = 7, last_trick: int = 1, cards: int = 10, capot: int = 40) -> None:
        self.min_rank = min_rank
        self.last_trick = last_trick
        self.cards = cards
        self.capot = capot
        self.reps = _reps_table(min_rank)
        self.pat = _pattern_table(min_rank)
        self.tt: dict[int, tuple[int, int]] = {}   # position's shape -> (lower bound, upper bound)
        self.bm: dict[tuple[int, int, int, int], int] = {}   # exact position -> best lead found (move ordering, the root's answer)
        self.nodes = 0
        self.deadline: float | None = None
        self.clock: Callable[[], float] | None = None
        self._check_at = _NEVER

    def set_deadline(self, deadline: float | None, clock: Callable[[], float]) -> None:
        """From now on give up (:class:`SolveTimeout`) once ``clock()`` reaches ``deadline``; None:
        no deadline.  The clock is read every :attr:`CHECK_EVERY` nodes, so a search ends at most
        that many nodes after the deadline."""
        self.deadline, self.clock = deadline, clock
        self._check_at = _NEVER if deadline is None else self.nodes + self.CHECK_EVERY

    def _check(self) -> None:
        self._check_at = self.nodes + self.CHECK_EVERY
        assert self.clock is not None and self.deadline is not None
        if self.clock() >= self.deadline:
            raise SolveTimeout

    @classmethod
    def for_options(cls, opts: Any, lese: int = 10) -> "Solver":
        """A solver for a :class:`~engine.games.piquet.options.PiquetOptions` (``lese``: the
        value of the cards this deal, higher after a 6-6 split with carry-over)."""
        mr = 7 if opts.play_point_min_rank == "seven" else 4
        return cls(min_rank=mr, last_trick=opts.last_trick_extra, cards=lese, capot=40 - 10 + lese)

    def clear(self) -> None:
        self.tt.clear()
        self.bm.clear()

    def _key(self, hL: int, hF: int, twL: int, twF: int) -> int:
        """The transposition key: the four suits' shapes, sorted (suits are interchangeable in the
        play), and the tricks won by each."""
        P = self.pat
        a = P[(hL & 0xFF) | (hF & 0xFF) << 8]
        b = P[(hL >> 8 & 0xFF) | (hF >> 8 & 0xFF) << 8]
        c = P[(hL >> 16 & 0xFF) | (hF >> 16 & 0xFF) << 8]
        d = P[(hL >> 24 & 0xFF) | (hF >> 24 & 0xFF)  << 8]
        if a > b:
            a, b = b, a
        if c > d:
            c, d = d, c
        if a > c:
            a, c = c, a
        if b > d:
            b, d = d, b
        if b > c:
            b, c = c, b
        key: int = ((((a << 13 | b) << 13 | c) << 13 | d) << 4 | twL) << 4 | twF
        return key

    # ----------------------------------------------------------------- helpers
    def _moves(self, h: int, other: int) -> list[int]:
        reps = self.reps
        out = []
        for s in (0, 1, 2, 3):
            m = (h >> (8 * s)) & 0xFF
            if m:
                base = 8 * s
                for r in reps[m | ((other >> (8 * s)) & 0xFF) << 8]:
                    out.append(base + r)
        return out

    def _bonus(self, twL: int, twF: int) -> int:
        if twL == twF:
            return 0
        if twL > twF:
            return self.capot if twF == 0 else (self.cards if twL >= 7 else 0)
        return -(self.capot if twL == 0 else (self.cards if twF >= 7 else 0))

    def _bonus_general(self, twL: int, twF: int) -> int:
        """Cards/capot from the leader's point of view for any total (7+ tricks of 12)."""
        if twL + twF != 12:
            # a position not taken from a full deal: majority of what was played
            if twL > twF:
                return self.capot if twF == 0 else self.cards
            if twF > twL:
                return -(self.capot if twL == 0 else self.cards)
            return 0
        return self._bonus(twL, twF)

    def _last(self, hL: int, hF: int, twL: int, twF: int) -> int:
        a = hL.bit_length() - 1
        b = hF.bit_length() - 1
        mr = self.min_rank
        lp = 1 if (a & 7) <= mr else 0
        if (a >> 3) == (b >> 3) and b < a:
            return lp - (1 if (b & 7) <= mr else 0) - self.last_trick + self._bonus_general(twL, twF + 1)
        return lp + self.last_trick + self._bonus_general(twL + 1, twF)

    def _two(self, hL: int, hF: int, twL: int, twF: int) -> int:
        """Exact value with two tricks left, by enumeration (no table, no recursion)."""
        mr = self.min_rank
        lt = self.last_trick
        bonus = self._bonus_general
        a1 = hL & -hL
        a2 = hL ^ a1
        b1 = hF & -hF
        b2 = hF ^ b1
        i1, i2 = a1.bit_length() - 1, a2.bit_length() - 1
        j1, j2 = b1.bit_length() - 1, b2.bit_length() - 1
        best = -INF
        for i, io in ((i1, i2), (i2, i1)):
            s = i >> 3
            lp = 1 if (i & 7) <= mr else 0
            replies: list[tuple[int, int]]
            if (j1 >> 3) == s or (j2 >> 3) == s:
                replies = [(j, jo) for j, jo in ((j1, j2), (j2, j1)) if (j >> 3) == s]
            else:
                replies = [(j1, j2), (j2, j1)]
            worst = INF
            for j, jo in replies:
                if (j >> 3) == s and j < i:  # follower wins and leads jo against io
                    v = lp - (1 if (j & 7) <= mr else 0)
                    tL, tF = twL, twF + 1
                    # last trick: follower leads jo, leader answers io
                    lp2 = 1 if (jo & 7) <= mr else 0
                    if (io >> 3) == (jo >> 3) and io < jo:
                        v += -lp2 + (1 if (io & 7) <= mr else 0) + lt + bonus(tL + 1, tF)
                    else:
                        v += -lp2 - lt + bonus(tL, tF + 1)
                else:
                    v = lp
                    tL, tF = twL + 1, twF
                    lp2 = 1 if (io & 7) <= mr else 0
                    if (jo >> 3) == (io >> 3) and jo < io:
                        v += lp2 - (1 if (jo & 7) <= mr else 0) - lt + bonus(tL, tF + 1)
                    else:
                        v += lp2 + lt + bonus(tL + 1, tF)
                if v < worst:
                    worst = v
            if worst > best:
                best = worst
        return best

    # ------------------------------------------------------------------ search
    def _search(self, hL: int, hF: int, twL: int, twF: int, alpha: int, beta: int) -> int:
        """Leader's remaining points minus follower's, fail-soft alpha-beta."""
        self.nodes += 1
        if self.nodes >= self._check_at:
            self._check()
        r = hL & (hL - 1)
        if r == 0:
            return self._last(hL, hF, twL, twF)
        if r & (r - 1) == 0:
            return self._two(hL, hF, twL, twF)
        key = self._key(hL, hF, twL, twF)
        tt = self.tt
        e = tt.get(key)
        first = self.bm.get((hL, hF, twL, twF), -1)
        if e is not None:
            lo, hi = e
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = -INF, INF
        mr = self.min_rank
        reps = self.reps
        search = self._search
        # leads, ordered
        leads = self._moves(hL, hF)
        tops = []
        rest = []
        for i in leads:
            if i == first:
                continue
            sm = SUIT_MASK[i >> 3]
            # a sure winner: no higher card of the suit in the follower's hand
            if not (hF & sm & ((1 << i) - 1)):
                tops.append(i)
            else:
                rest.append(i)
        rest.reverse()  # low cards first
        order = ([first] if first >= 0 else []) + tops + rest
        best = -INF
        best_move = order[0]
        for i in order:
            s = i >> 3
            sm = SUIT_MASK[s]
            lp = 1 if (i & 7) <= mr else 0
            hL2 = hL & ~(1 << i)
            fs = hF & sm
            lo_cut = alpha if alpha > best else best
            worst = INF
            if fs:
                base = 8 * s
                rr = reps[(fs >> base) | ((hL >> base) & 0xFF) << 8]
                # cheapest winner first, then the lowest card, then the rest
                win = [base + r for r in rr if base + r < i]
                lose = [base + r for r in rr if base + r > i]
                cand = []
                if win:
                    cand.append(win[-1])
                if lose:
                    cand.append(lose[-1])
                    cand.extend(reversed(lose[:-1]))
                if win:
                    cand.extend(reversed(win[:-1]))
                for j in cand:
                    ub = beta if beta < worst else worst
                    hF2 = hF & ~(1 << j)
                    if j < i:
                        k = lp - (1 if (j & 7) <= mr else 0)
                        v = k - search(hF2, hL2, twF + 1, twL, k - ub, k - lo_cut)
                    else:
                        v = lp + search(hL2, hF2, twL + 1, twF, lo_cut - lp, ub - lp)
                    if v < worst:
                        worst = v
                        if worst <= lo_cut:
                            break
            else:
                # void: any discard loses the trick; lowest cards first
                cand = self._moves(hF, hL2)
                cand.sort(key=lambda c: -(c & 7))
                for j in cand:
                    ub = beta if beta < worst else worst
                    v = lp + search(hL2, hF & ~(1 << j), twL + 1, twF, lo_cut - lp, ub - lp)
                    if v < worst:
                        worst = v
                        if worst <= lo_cut:
                            break
            if worst > best:
                best = worst
                best_move = i
                if best >= beta:
                    break
        # store bounds
        if best <= alpha:
            hi = best if best < hi else hi
            if first >= 0:
                best_move = first
        elif best >= beta:
            lo = best if best > lo else lo
        else:
            lo = hi = best
        if len(tt) > 2_000_000:
            tt.clear()
            self.bm.clear()
        tt[key] = (lo, hi)
        self.bm[(hL, hF, twL, twF)] = best_move
        return best

    def _mtdf(self, hL: int, hF: int, twL: int, twF: int, guess: int = 0) -> int:
        lower, upper = -INF, INF
        g = guess
        while lower < upper:
            b = g + 1 if g == lower else g
            g = self._search(hL, hF, twL, twF, b - 1, b)
            if g < b:
                upper = g
            else:
                lower = g
        return g

    def value_lead(self, hL: int, hF: int, twL: int, twF: int) -> int:
        """Exact value (leader minus follower) with the leader to lead."""
        if hL & (hL - 1) == 0:
            return self._last(hL, hF, twL, twF)
        return self._mtdf(hL, hF, twL, twF)

    def value_after(self, hL: int, hF: int, lead: int, reply: int, twL: int, twF: int) -> int:
        """Value for the leader of a trick once ``lead`` and ``reply`` are chosen (both still in the hands)."""
        mr = self.min_rank
        lp = 1 if (lead & 7) <= mr else 0
        hL2 = hL & ~(1 << lead)
        hF2 = hF & ~(1 << reply)
        if (reply >> 3) == (lead >> 3) and reply < lead:
            k = lp - (1 if (reply & 7) <= mr else 0)
            if not hL2:
                return k - self.last_trick + self._bonus_general(twL, twF + 1)
            return k - self.value_lead(hF2, hL2, twF + 1, twL)
        if not hL2:
            return lp + self.last_trick + self._bonus_general(twL + 1, twF)
        return lp + self.value_lead(hL2, hF2, twL + 1, twF)

    # ------------------------------------------------------------- public API
    def solve(self, mine: int, theirs: int, *, lead: int | None = None, tricks_won: tuple[int, int] = (0, 0),
              legal: list[int] | None = None, all_values: bool = False) -> SolveResult:
        """Solve the position of the player to move.

        ``mine`` and ``theirs`` are the two hands (masks, without cards already on the table);
        ``lead`` is the card the opponent led to the current trick (None when we lead);
        ``tricks_won`` is (ours, theirs) so far this deal; ``legal`` optionally restricts our
        cards (a named suit for the first lead).  Returns our remaining points minus theirs.
        With ``all_values`` every distinct card is evaluated exactly (for averaging over samples).
        """
        n0 = self.nodes
        me, opp = tricks_won
        if lead is None:
            cands = self._moves(mine, theirs)
            if legal is not None:
                ls = set(legal)
                cands = [c for c in cands if c in ls] or [c for c in legal]
            if legal is None and not all_values and mine.bit_count() > 2:
                v = self._mtdf(mine, theirs, me, opp)
                # a search that fails high at v usually leaves a move reaching v; check it (the
                # table's bounds may come from a position of the same shape), else look for one
                self._search(mine, theirs, me, opp, v - 1, v)
                bm = self.bm.get((mine, theirs, me, opp), -1)
                if bm < 0 or self._lead_value_bound(mine, theirs, bm, me, opp, v - 1) < v:
                    bm = next(i for i in self._moves(mine, theirs)
                              if self._lead_value_bound(mine, theirs, i, me, opp, v - 1) >= v)
                return SolveResult(v, bm, None, self.nodes - n0)
            vals: dict[int, int] = {}
            best, best_v = cands[0], -INF
            for i in cands:
                if all_values:
                    v = self._lead_value(mine, theirs, i, me, opp)
                else:
                    v = self._lead_value_bound(mine, theirs, i, me, opp, best_v)
                vals[i] = v
                if v > best_v:
                    best, best_v = i, v
            return SolveResult(best_v, best, vals if all_values else None, self.nodes - n0)
        # we follow: our cards of the led suit, else anything
        sm = SUIT_MASK[lead >> 3]
        fs = mine & sm
        src = fs if fs else mine
        cands = self._moves(src, theirs | (1 << lead))
        vals = {}
        best, best_v = cands[0], -INF
        for j in cands:
            v = -self.value_after(theirs | (1 << lead), mine, lead, j, opp, me)
            vals[j] = v
            if v > best_v:
                best, best_v = j, v
        return SolveResult(best_v, best, vals, self.nodes - n0)

    def _lead_value(self, hL: int, hF: int, i: int, twL: int, twF: int) -> int:
        sm = SUIT_MASK[i >> 3]
        fs = hF & sm
        src = fs if fs else hF
        cands = self._moves(src, hL)
        return min(self.value_after(hL, hF, i, j, twL, twF) for j in cands)

    def _lead_value_bound(self, hL: int, hF: int, i: int, twL: int, twF: int, beat: int) -> int:
        """Value of leading ``i`` if it exceeds ``beat``; otherwise some value <= beat."""
        sm = SUIT_MASK[i >> 3]
        fs = hF & sm
        src = fs if fs else hF
        worst = INF
        for j in self._moves(src, hL):
            v = self.value_after(hL, hF, i, j, twL, twF)
            if v < worst:
                worst = v
                if worst <= beat:
                    break
        return worst


# ---------------------------------------------------------------------------
def brute_force(mine: int, theirs: int, *, lead: int | None = None, tricks_won: tuple[int, int] = (0, 0), min_rank: int = 7,
                last_trick: int = 1, cards: int = 10, capot: int = 40, first: int | None = None) -> int:
    """Plain minimax over every legal card, no pruning: the reference for tests (small endings).
    ``first``: the card we play now (default: the best)."""

    def bonus(a: int, b: int) -> int:
        if a > b:
            return capot if b == 0 else cards
        if b > a:
            return -(capot if a == 0 else cards)
        return 0

    def cards_of(m: int) -> list[int]:
        return [i for i in range(32) if m >> i & 1]

    def lead_v(hL: int, hF: int, a: int, b: int) -> int:
        return max(follow_v(hL & ~(1 << i), hF, i, a, b) for i in cards_of(hL))

    def follow_v(hL: int, hF: int, i: int, a: int, b: int) -> int:
        fs = hF & SUIT_MASK[i >> 3]
        out = None
        for j in cards_of(fs if fs else hF):
            lp = 1 if (i & 7) <= min_rank else 0
            hF2 = hF & ~(1 << j)
            last = hL == 0
            if (j >> 3) == (i >> 3) and j < i:
                wp = 1 if (j & 7) <= min_rank else 0
                v = lp - wp - (last_trick + bonus(b + 1, a) if last else lead_v(hF2, hL, b + 1, a))
            else:
                v = lp + (last_trick + bonus(a + 1, b) if last else lead_v(hL, hF2, a + 1, b))
            out = v if out is None else min(out, v)
        assert out is not None
        return out

    a, b = tricks_won
    if lead is None:
        if first is not None:
            return follow_v(mine & ~(1 << first), theirs, first, a, b)
        return lead_v(mine, theirs, a, b)
    if first is not None:
        raise ValueError("first is only for leads")
    return -follow_v(theirs, mine, lead, b, a)
