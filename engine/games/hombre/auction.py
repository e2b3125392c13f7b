"""The auction of the L'Hombre family: one speech each in seat order, passes final, and
holding by priority (spec §2.3, INTERPRETATION 12), shared by every game of the family.

A bid is any hashable value; the game gives each bid a *level* (a tuple compared
lexicographically).  When a later player bids above the current best, and the holder of
the best bid sits earlier, the holder may **hold** (take the very same bid himself,
keeping priority) or pass; if he holds, the later player may bid higher again or pass;
the pair settles before the next player speaks.

:class:`Auction` is immutable; :meth:`Auction.after` returns the next one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Iterable

__all__ = ["Auction", "HOLD", "PASS"]

HOLD = "hold"
PASS = "pass"


@dataclass(frozen=True)
class Auction:
    order: tuple[int, ...]               # speaking order (seats)
    i: int = 0                           # index in ``order`` of the next to speak
    passed: frozenset[int] = frozenset()  # seats out of the auction
    best: Any = None                     # the best bid so far
    holder: int | None = None            # who holds it
    duel: tuple[str, int, int] | None = None  # ("hold", holder, challenger) or ("raise", challenger, holder)
    calls: tuple[tuple[int, str], ...] = ()   # (seat, text) everything said, in order

    # ----------------------------------------------------------------- queries
    def to_move(self) -> int | None:
        if self.duel is not None:
            return self.duel[1]
        if self.i < len(self.order):
            return self.order[self.i]
        return None

    @property
    def over(self) -> bool:
        return self.to_move() is None

    def may_hold(self) -> bool:
        return self.duel is not None and self.duel[0] == "hold"

    def biddable(self, bids: Iterable[Any], level: Callable[[Any], tuple[int, ...]]) -> list[Any]:
        """The bids among ``bids`` that the player to move may make now (not hold/pass)."""
        if self.may_hold():
            return []
        if self.best is None:
            return list(bids)
        top = level(self.best)
        return [b for b in bids if level(b) > top]

    # ----------------------------------------------------------------- moves
    def after(self, seat: int, call: Any, level: Callable[[Any], tuple[int, ...]], text: str) -> "Auction":
        """The auction after ``seat`` says ``call`` (a bid, :data:`HOLD` or :data:`PASS`);
        the caller has already checked that the call is allowed."""
        calls = self.calls + ((seat, text),)
        if self.duel is not None:
            kind, actor, other = self.duel
            if kind == "hold":
                if call == HOLD:
                    return replace(self, holder=actor, duel=("raise", other, actor), calls=calls)
                return replace(self, passed=self.passed | {actor}, duel=None, i=self.i + 1, calls=calls)
            # "raise": the challenger bids higher or passes
            if call == PASS:
                return replace(self, passed=self.passed | {actor}, duel=None, i=self.i + 1, calls=calls)
            return replace(self, best=call, holder=actor, duel=("hold", other, actor), calls=calls)
        if call == PASS:
            return replace(self, passed=self.passed | {seat}, i=self.i + 1, calls=calls)
        prev = self.holder
        if prev is not None and prev not in self.passed:
            return replace(self, best=call, holder=seat, duel=("hold", prev, seat), calls=calls)
        return replace(self, best=call, holder=seat, i=self.i + 1, calls=calls)
