"""Card tables of Tresett.

Inside the engine a card is a small integer, its index in the ``hombre40`` pack of
:mod:`engine.cards` (clubs, diamonds, hearts, spades; in each suit A K Q J 7 6 5 4 3 2),
and a set of cards is a bit mask.  ``STRENGTH[i]`` is the Tresett order in every suit
(spec §2): the Three 9, the Two 8, the Ace 7, King 6 … the Four 0.

Card points (spec §2, book line 1458): each Ace one point; the Three, Two, King, Queen
and Jack are *figures*, three of them make a point and leftovers count nothing; the
last trick one point.  Eleven points in a deal.
"""

from __future__ import annotations

from typing import Iterable

from engine.bitcards import bits, card_table, count
from engine.cards import Card, pack

__all__ = [
    "PACK", "CARDS", "INDEX", "BY_ID", "N", "SUITS", "SUIT_NAMES", "SUIT_OF", "RANK_OF", "STRENGTH", "SUIT_MASK",
    "ALL", "TRICKS", "ORDER", "FIGURES", "ACE_MASK", "FIGURE_MASK", "RANK_MASK", "card_of", "mask_of", "cards_of",
    "bits", "count", "trick_winner", "points_of", "DEAL_POINTS",
]

PACK = pack("hombre40")
CARDS, INDEX, BY_ID, N, mask_of, cards_of = card_table(PACK.cards)  # 40
TRICKS = 10
SUITS = "CDHS"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
#: the rank order of every suit, high to low (1434-1442)
ORDER = "32AKQJ7654"
FIGURES = "32KQJ"
SUIT_OF: tuple[int, ...] = tuple(SUITS.index(c.suit) for c in CARDS)
RANK_OF: tuple[str, ...] = tuple(c.rank for c in CARDS)
STRENGTH: tuple[int, ...] = tuple(9 - ORDER.index(c.rank) for c in CARDS)
SUIT_MASK: tuple[int, ...] = tuple(sum(1 << i for i in range(N) if SUIT_OF[i] == s) for s in range(4))
ALL = (1 << N) - 1
ACE_MASK = sum(1 << i for i in range(N) if RANK_OF[i] == "A")
FIGURE_MASK = sum(1 << i for i in range(N) if RANK_OF[i] in FIGURES)
RANK_MASK: dict[str, int] = {r: sum(1 << i for i in range(N) if RANK_OF[i] == r) for r in ORDER}
DEAL_POINTS = 11
_CARD_AT = {(SUITS[SUIT_OF[i]], RANK_OF[i]): i for i in range(N)}


def card_of(rank: str, suit: int) -> int:
    """The index of the card of ``rank`` in suit number ``suit``."""
    return _CARD_AT[(SUITS[suit], rank)]


def trick_winner(trick: Iterable[tuple[int, int]]) -> int:
    """The seat that wins a complete trick of ``(seat, card index)``: the highest card of the suit led
    (there are no trumps, 1444)."""
    items = list(trick)
    led = SUIT_OF[items[0][1]]
    best_seat, best = -1, -1
    for seat, c in items:
        if SUIT_OF[c] == led and STRENGTH[c] > best:
            best_seat, best = seat, STRENGTH[c]
    return best_seat


def points_of(taken: int, last_trick: bool = False) -> int:
    """The points in a set of cards taken: each Ace one, every full three figures one, the last trick one."""
    return count(taken & ACE_MASK) + count(taken & FIGURE_MASK) // 3 + (1 if last_trick else 0)
