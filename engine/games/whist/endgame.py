"""An exact open-hand (double-dummy) solver for the last tricks of a Whist deal, on bit masks.

Cards are indices of the ``whist52`` pack (:mod:`.tables`): within a suit a lower index is a
higher card.  :func:`solve` returns how many of the remaining tricks (the current one included)
seats 0 and 2 take when all four hands play their best with all cards open.

Alpha-beta over single cards, a transposition table at the start of each trick keyed on the four
hands and the leader (holding lower and upper bounds), and equivalent cards: two cards of one hand
in one suit with no card between them still in anyone's hand or in the current trick are the same
move, so only one of them is searched.  Meant for a few cards a hand (the strong level solves the
last tricks of each sampled world, see :func:`.ai.rollout`); it is exact for any number, only slow
for many.
"""

from __future__ import annotations

from typing import Callable

from . import tables as T

__all__ = ["solve", "brute_force"]

SM = T.SUIT_MASK
_SUIT = T.SUIT_OF


def _beats(x: int, wc: int, trump: int) -> bool:
    sx, sw = _SUIT[x], _SUIT[wc]
    if sx == sw:
        return x < wc
    return sx == trump


def _reps(h: int, live_others: int) -> list[int]:
    """One card of each run of equivalent cards of mask ``h`` (any suits), the highest of each run,
    runs in the order high to low within each suit."""
    out: list[int] = []
    for s in range(4):
        x = h & SM[s]
        prev = -1
        while x:
            b = x & -x
            c = b.bit_length() - 1          # from the best card down
            if prev < 0 or live_others & (((1 << c) - 1) ^ ((1 << (prev + 1)) - 1)):
                out.append(c)
            prev = c
            x ^= b
    return out


class _Solver:
    __slots__ = ("trump", "tmask", "step", "tt", "nodes")

    def __init__(self, trump: int, step: int) -> None:
        self.trump = trump
        self.tmask = SM[trump] if trump >= 0 else 0
        self.step = step
        self.tt: dict[tuple[int, int, int, int, int], tuple[int, int]] = {}
        self.nodes = 0

    def moves(self, hands: list[int], trick: list[tuple[int, int]], p: int, wc: int = -1) -> list[int]:
        """The cards worth trying for seat ``p`` (one of each run of equivalent cards), the likely
        best first; ``wc``: the card winning the trick so far (found when not given)."""
        h = hands[p]
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for _q, c in trick:
            live |= 1 << c
        others = live & ~h
        if not trick:
            return _reps(h, others)
        trump = self.trump
        if wc < 0:
            wc = trick[0][1]
            for _q, c in trick[1:]:
                if _beats(c, wc, trump):
                    wc = c
        same = h & SM[_SUIT[trick[0][1]]]
        if same:
            reps = _reps(same, others)
            if _SUIT[wc] == _SUIT[reps[0]] and reps[0] < wc:
                # the cheapest card that beats the trick first, then the lowest, then the rest
                k = len(reps) - 1
                while reps[k] > wc:
                    k -= 1
                first = reps[k]
                low = reps[-1]
                rest = [c for c in reps if c != low and c != first]
                return [first] + ([low] if low != first else []) + rest
            return reps[::-1]
        reps = _reps(h, others)
        tm = self.tmask
        if tm and h & tm:
            tr = [c for c in reps if (1 << c) & tm and _beats(c, wc, trump)]
            other = [c for c in reps if c not in tr]
        else:
            tr, other = [], reps
        # ruffs: the cheapest first; discards: the lowest of each suit first
        other.sort(reverse=True)
        tr.sort(reverse=True)
        return tr + other

    def ab(self, hands: list[int], trick: list[tuple[int, int]], p: int, alpha: int, beta: int,
           ws: int = -1, wc: int = -1) -> int:
        """Tricks of seats 0 and 2 from here (the current trick included), within ``alpha``..``beta``
        (fail-soft); ``ws``, ``wc``: the seat and card winning the trick so far (when known)."""
        self.nodes += 1
        n = len(trick)
        key = None
        trump = self.trump
        if n == 0:
            h = hands[p]
            if not h:
                return 0
            if not h & (h - 1):
                # one card each: the trick is forced
                t = [(q, hands[q].bit_length() - 1) for q in (p, (p + self.step) % 4, (p + 2 * self.step) % 4,
                                                               (p + 3 * self.step) % 4)]
                return 1 if _winner(t, trump) % 2 == 0 else 0
            key = (hands[0], hands[1], hands[2], hands[3], p)
            e = self.tt.get(key)
            r = bin(h).count("1")
            lo, hi = (0, r) if e is None else e
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            a0, b0 = alpha, beta
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        elif wc < 0:
            ws, wc = trick[0]
            for q, c in trick[1:]:
                if _beats(c, wc, trump):
                    ws, wc = q, c
        maxi = p % 2 == 0
        best = -1 if maxi else 1 << 30
        nxt = (p + self.step) % 4
        for c in self.moves(hands, trick, p, wc if n else -1):
            if n == 0:
                ws2, wc2 = p, c
            else:
                sc, sw = _SUIT[c], _SUIT[wc]
                if (c < wc) if sc == sw else sc == trump:
                    ws2, wc2 = p, c
                else:
                    ws2, wc2 = ws, wc
            hands[p] ^= 1 << c
            if n == 3:
                won = 1 if ws2 % 2 == 0 else 0
                v = won + self.ab(hands, [], ws2, alpha - won, beta - won)
            else:
                trick.append((p, c))
                v = self.ab(hands, trick, nxt, alpha, beta, ws2, wc2)
                trick.pop()
            hands[p] ^= 1 << c
            if maxi:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if key is not None:
            if best <= a0:
                hi = best if best < hi else hi
            elif best >= b0:
                lo = best if best > lo else lo
            else:
                lo = hi = best
            self.tt[key] = (lo, hi)
        return best


def _winner(trick: list[tuple[int, int]], trump: int) -> int:
    w, wc = trick[0]
    for q, x in trick[1:]:
        sx, sw = _SUIT[x], _SUIT[wc]
        if (x < wc) if sx == sw else sx == trump:
            w, wc = q, x
    return w


def solve(hands: list[int] | tuple[int, ...], trick: list[tuple[int, int]] | tuple[tuple[int, int], ...], to_move: int,
          trump: int, step: int = 1) -> int:
    """How many of the remaining tricks (the current one, ``trick`` of ``(seat, card)`` pairs, included)
    seats 0 and 2 take with best open-hand play by all; ``hands`` are the four seats' masks,
    ``to_move`` the seat to play, ``step`` 1 when play passes to seat + 1 (3 for seat - 1)."""
    hs = list(hands)
    tr = list(trick)
    n = max(bin(h).count("1") for h in hs) + (1 if tr else 0)
    return _Solver(trump, step).ab(hs, tr, to_move, -1, n + 1)


def brute_force(hands: list[int] | tuple[int, ...], trick: list[tuple[int, int]] | tuple[tuple[int, int], ...],
                to_move: int, trump: int, step: int = 1) -> int:
    """The same value by plain minimax over every legal card (no pruning, no table): for tests."""
    hs = list(hands)

    def rec(trick: list[tuple[int, int]], p: int) -> int:
        h = hs[p]
        if not h:
            return 0
        if trick:
            same = h & SM[_SUIT[trick[0][1]]]
            legal = same or h
        else:
            legal = h
        vals = []
        for c in T.bits(legal):
            hs[p] ^= 1 << c
            t = trick + [(p, c)]
            if len(t) == 4:
                w = _winner(t, trump)
                v = (1 if w % 2 == 0 else 0) + rec([], w)
            else:
                v = rec(t, (p + step) % 4)
            hs[p] ^= 1 << c
            vals.append(v)
        return max(vals) if p % 2 == 0 else min(vals)

    return rec(list(trick), to_move)


def trick_then_playout(hands: list[int], trick: list[tuple[int, int]], to_move: int, trump: int, step: int,
                       won: list[int], finish: Callable[[list[int], int, list[int]], int]) -> int:
    """Seats 0 and 2's tricks at the end of the deal when the rest of the current ``trick`` is played
    by minimax (every seat still to play in it picks its card for its side) and from the next trick on
    by ``finish(hands, leader, won) -> tricks of seats 0 and 2 at the end`` (e.g. the heuristic
    playout).  ``won``: tricks taken so far per seat."""
    sv = _Solver(trump, step)

    def rec(p: int, alpha: int, beta: int) -> int:
        maxi = p % 2 == 0
        best = -1 if maxi else 1 << 30
        for c in sv.moves(hands, trick, p):
            hands[p] ^= 1 << c
            trick.append((p, c))
            if len(trick) == 4:
                w = _winner(trick, trump)
                w2 = list(won)
                w2[w] += 1
                saved = list(trick)
                trick.clear()
                v = finish(list(hands), w, w2)
                trick.extend(saved)
            else:
                v = rec((p + step) % 4, alpha, beta)
            trick.pop()
            hands[p] ^= 1 << c
            if maxi:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    if not trick:
        return finish(list(hands), to_move, list(won))
    return rec(to_move, -1, 14)
