"""Boston's contracts and payments (spec ``boston.md`` §1 and §7).

The book (2509) gives the tricks each contract needs and what it wins or loses
"besides the stake": 1, 2, 3, 4 and 8 points.  Who pays whom is **our reading**
(spec §7): each opponent pays the declarer the value when he makes it, the declarer
pays each opponent when he fails; the winner takes the pot, the loser makes a Bête
equal to the pot, staked later, the largest first (as in the book's L'Hombre).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .actions import CONTRACTS

__all__ = ["CONTRACTS", "VALUES", "target", "made", "Settlement", "settle"]

VALUES = {"small_boston": 1, "great_boston": 2, "small_independence": 3, "great_independence": 4, "misere": 8}
TARGETS = {"small_boston": 5, "great_boston": 6, "small_independence": 7, "great_independence": 9, "misere": 0}
SUPPORTED_EXTRA = 3   # our reading: with a supporter, the pair needs three tricks more


def target(contract: str, great_independence_tricks: int = 9, supported: bool = False) -> int:
    """Tricks the declarer (with his supporter, if any) must take; Misère: none at all."""
    if contract == "great_independence":
        return great_independence_tricks
    return TARGETS[contract] + (SUPPORTED_EXTRA if supported else 0)


def made(contract: str, tricks: int, great_independence_tricks: int = 9, supported: bool = False) -> bool:
    if contract == "misere":
        return tricks == 0
    return tricks >= target(contract, great_independence_tricks, supported)


@dataclass(frozen=True)
class Settlement:
    made: bool
    value: int
    pot_taken: Fraction            # by the declaring side in all
    bete: Fraction                 # the Bête the declarer makes (0 when he wins)
    payments: tuple[tuple[int, int, Fraction], ...]    # ((payer, payee, amount), ...)


def settle(contract: str, tricks: int, pot: Fraction | int, declarer: int, opponents: tuple[int, ...],
           supporter: int | None = None, *, great_independence_tricks: int = 9,
           per_opponent: bool = True) -> Settlement:
    """Who pays whom after a played deal.  ``tricks`` are the declaring side's tricks."""
    ok = made(contract, tricks, great_independence_tricks, supporter is not None)
    value = VALUES[contract]
    side = (declarer,) if supporter is None else (declarer, supporter)
    pays: list[tuple[int, int, Fraction]] = []
    for d in side:
        for o in opponents:
            amount = Fraction(value) if per_opponent else Fraction(value, len(opponents))
            pays.append((o, d, amount) if ok else (d, o, amount))
    pot = Fraction(pot)
    return Settlement(ok, value, pot if ok else Fraction(0), Fraction(0) if ok else pot, tuple(pays))
