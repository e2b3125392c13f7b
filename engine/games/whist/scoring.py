"""Whist scoring (spec §7.3, our completion of the book's one sentence, 1639).

After a deal the items are scored **in order** -- revoke penalties, tricks over six,
honours -- and the first side to reach the game (10) wins at that moment; later items
are not scored and points beyond the game are dropped.  A side that revoked in the
deal cannot go out: it stops at 9 (1962).  The engine prevents revokes, so the revoke
item only ever applies to the worked vector of spec §12 (kept here for it).

Sides are 0 (seats 0 and 2) and 1 (seats 1 and 3).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

__all__ = ["ScoreItem", "DealScore", "honour_points", "trick_points", "settle_deal", "game_value",
           "dealer_trump_odds"]


@dataclass(frozen=True)
class ScoreItem:
    side: int
    reason: str      # "revoke", "tricks", "honours", "call"
    points: int      # points marked (after the cap and the game limit)
    offered: int     # points the item was worth before the cap and the limit


@dataclass(frozen=True)
class DealScore:
    before: tuple[int, int]
    after: tuple[int, int]
    items: tuple[ScoreItem, ...]
    winner: int | None          # the side that reached the game, if any


def honour_points(held: int) -> int:
    """Points for a side holding ``held`` of the four trump honours: 4 for all four,
    2 for three ("ahead in honours"), nothing for two each (1639)."""
    return {4: 4, 3: 2}.get(held, 0)


def trick_points(tricks: int) -> int:
    """One point for each trick over six (the book's "decisive tricks", 1671)."""
    return max(0, tricks - 6)


def settle_deal(before: tuple[int, int], tricks: tuple[int, int], honours: tuple[int, int],
                revokes: tuple[int, int] = (0, 0), *, game_points: int = 10, honours_count: bool = True,
                not_at_nine: bool = True, revoke_penalty: int = 3) -> DealScore:
    """Score one deal.  ``honours`` are the trump honours each side held, ``revokes`` how
    many revokes each side made; ``before`` the points at the start of the deal."""
    pts = list(before)
    items: list[ScoreItem] = []
    winner: int | None = None

    def mark(side: int, reason: str, offered: int) -> None:
        nonlocal winner
        if offered <= 0 or winner is not None:
            return
        cap = game_points - 1 if revokes[side] else game_points
        new = min(pts[side] + offered, cap)
        got = max(0, new - pts[side])
        pts[side] = new
        items.append(ScoreItem(side, reason, got, offered))
        if pts[side] >= game_points:
            winner = side

    for side in (0, 1):
        mark(1 - side, "revoke", revoke_penalty * revokes[side])
    for side in (0, 1):
        mark(side, "tricks", trick_points(tricks[side]))
    if honours_count:
        for side in (0, 1):
            if not_at_nine and before[side] == game_points - 1:
                continue
            mark(side, "honours", honour_points(honours[side]))
    return DealScore((before[0], before[1]), (pts[0], pts[1]), tuple(items), winner)


def game_value(loser_points: int, lurch_double: bool = True) -> int:
    """Stakes won by the side that made the game: two when the losers have fewer than
    five (they are in the lurch, *Matsch*; five "saves half the stake", 1680), else one."""
    return 2 if lurch_double and loser_points < 5 else 1


def dealer_trump_odds() -> tuple[Fraction, float]:
    """The chance that the dealer, who holds the turned trump, has four or more trumps:
    three or more of the other 12 trumps among his other 12 cards out of 51 (1914-1916).
    Returns the exact probability and its value."""
    good = sum(comb(12, k) * comb(39, 12 - k) for k in range(3, 13))
    p = Fraction(good, comb(51, 12))
    return p, float(p)
