"""Card tables of Reversis.

Inside the engine a card is a small integer, its index in the ``reversis48`` pack of
:mod:`engine.cards` (clubs, diamonds, hearts, spades; in each suit A K Q J 9 8 7 6 5 4 3 2,
the tens removed), and a set of cards is a bit mask.  ``STRENGTH[i]`` is 11 for the ace
down to 0 for the two (the natural order, the ace above the king: spec §2), ``POINTS[i]`` the
card points (ace 4, king 3, queen 2, jack 1, the rest nothing).
"""

from __future__ import annotations

from typing import Iterable

from engine.bitcards import bits, card_table, count
from engine.cards import Card, pack

__all__ = [
    "PACK", "CARDS", "INDEX", "BY_ID", "N", "TRICKS", "SUITS", "SUIT_NAMES", "SUIT_OF", "STRENGTH", "POINTS",
    "SUIT_MASK", "ALL", "ACES", "ACE_MASK", "QUINOLA", "ACE_DIAMONDS", "ACE_HEARTS", "HEARTS", "mask_of",
    "cards_of", "bits", "count", "trick_winner", "points_of", "RANK_CHARS", "POINT_MASK",
]

PACK = pack("reversis48")
CARDS, INDEX, BY_ID, N, mask_of, cards_of = card_table(PACK.cards)  # 48
TRICKS = 11
SUITS = "CDHS"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_CHARS = "AKQJ98765432"
SUIT_OF: tuple[int, ...] = tuple(i // 12 for i in range(N))
STRENGTH: tuple[int, ...] = tuple(11 - i % 12 for i in range(N))
POINTS: tuple[int, ...] = tuple((4, 3, 2, 1)[i % 12] if i % 12 < 4 else 0 for i in range(N))
SUIT_MASK: tuple[int, ...] = tuple(((1 << 12) - 1) << (12 * s) for s in range(4))
ALL = (1 << N) - 1
HEARTS = 2
ACES: tuple[int, ...] = tuple(12 * s for s in range(4))
ACE_MASK = sum(1 << a for a in ACES)
ACE_DIAMONDS = 12
ACE_HEARTS = 24
QUINOLA = 27  # the jack of hearts
POINT_MASK = sum(1 << i for i in range(N) if POINTS[i])


def points_of(m: int) -> int:
    return sum(POINTS[i] for i in bits(m & POINT_MASK))


def trick_winner(trick: Iterable[tuple[int, int]]) -> int:
    """The seat that wins a complete trick of ``(seat, card index)``: the highest card of the suit led
    (there are no trumps)."""
    items = list(trick)
    led = SUIT_OF[items[0][1]]
    best_seat, best = items[0][0], items[0][1]
    for seat, c in items[1:]:
        if SUIT_OF[c] == led and c < best:  # lower index = higher card within a suit
            best_seat, best = seat, c
    return best_seat
