"""Card tables of Whist (and Boston, which deals and plays the same way).

Inside the engine a card is a small integer, its index in the ``whist52`` pack of
:mod:`engine.cards` (clubs, diamonds, hearts, spades; in each suit A K Q J 10 … 2),
and a set of cards is a bit mask.  ``SUIT_OF[i]`` is 0..3 (``C D H S``) and
``STRENGTH[i]`` is 12 for the ace down to 0 for the two: the book's order in every
suit, "in both colours the same" (spec §2).
"""

from __future__ import annotations

from typing import Iterable

from engine.bitcards import bits, card_table, count
from engine.cards import Card, pack

__all__ = [
    "PACK", "CARDS", "INDEX", "N", "SUITS", "SUIT_NAMES", "SUIT_OF", "STRENGTH", "SUIT_MASK", "ALL",
    "HONOUR_MASK", "TRICKS", "BY_ID", "mask_of", "cards_of", "bits", "count", "suit_index", "trick_winner",
    "honours_in", "RANK_CHARS",
]

PACK = pack("whist52")
CARDS, INDEX, BY_ID, N, mask_of, cards_of = card_table(PACK.cards)  # 52
TRICKS = 13
SUITS = "CDHS"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_CHARS = "AKQJT98765432"
SUIT_OF: tuple[int, ...] = tuple(SUITS.index(c.suit) for c in CARDS)
STRENGTH: tuple[int, ...] = tuple(12 - RANK_CHARS.index(c.rank) for c in CARDS)
SUIT_MASK: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
ALL = (1 << N) - 1
# the four honours (A K Q J) of each suit -- they count only in the trump suit
HONOUR_MASK: tuple[int, ...] = tuple(0b1111 << (13 * s) for s in range(4))


def suit_index(letter: str) -> int:
    return SUITS.index(letter)


def honours_in(m: int, trump: int) -> int:
    """How many trump honours the mask holds (0 when there is no trump)."""
    return 0 if trump < 0 else count(m & HONOUR_MASK[trump])


def trick_winner(trick: Iterable[tuple[int, int]], trump: int) -> int:
    """The seat that wins a complete trick of ``(seat, card index)``: the highest trump,
    otherwise the highest card of the suit led."""
    items = list(trick)
    led = SUIT_OF[items[0][1]]
    best_seat, best_key = -1, (-1, -1)
    for seat, c in items:
        s = SUIT_OF[c]
        key = (2 if s == trump else 1 if s == led else 0, STRENGTH[c])
        if key > best_key:
            best_seat, best_key = seat, key
    return best_seat
