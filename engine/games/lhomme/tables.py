"""Cards of l'Homme and La Triomphe (spec ``minor_trump_games.md`` parts 1 and 3) -- our reading.

The book's l'Homme pack has 60 cards and up to seven players; the arithmetic of its deals needs
six suits of ten cards, which it does not name.  Ours: the four French suits and two Italian
ones, cups (*coppe*) and coins (*denari*), each of ten cards A K Q J 10 9 8 7 6 5, ranked "as in
Piquet".  Cards are indices ``10 * suit + rank`` (suits in :data:`SUITS` order, rank 0 the ace
down to 9 the five); fewer players lay the *last* suits aside: coins first, then cups, then
clubs (spec §1.2).  La Triomphe plays with the four French suits (40 cards).
"""

from __future__ import annotations

from typing import Iterable

from engine.bitcards import bits, card_table, count
from engine.cards import Card, Pack, card, register_pack

__all__ = [
    "SUITS", "RANKS", "CARDS", "INDEX", "BY_ID", "N", "SUIT_OF", "STRENGTH", "SUIT_MASK", "PACK60", "PACK40",
    "bits", "count", "mask_of", "cards_of", "suits_in_play", "pack_mask", "trick_winner", "beats",
    "current_best",
]

#: suit letters in pack order: spades, hearts, diamonds, clubs, cups, coins (the last two Italian)
SUITS = "SHDCcd"
RANKS = "AKQJT98765"
CARDS, INDEX, BY_ID, N, mask_of, cards_of = card_table(tuple(card(r + s) for s in SUITS for r in RANKS))
SUIT_OF: tuple[int, ...] = tuple(i // 10 for i in range(N))
STRENGTH: tuple[int, ...] = tuple(9 - i % 10 for i in range(N))
SUIT_MASK: tuple[int, ...] = tuple(0x3FF << (10 * s) for s in range(6))

PACK60 = register_pack(Pack("lhomme60", CARDS, "french",
                            "60 cards: A K Q J 10 9 8 7 6 5 in six suits, the French four and Italian cups and "
                            "coins (l'Homme, our reading)"))
PACK40 = register_pack(Pack("lhomme40", CARDS[:40], "french",
                            "40 cards: A K Q J 10 9 8 7 6 5 in four French suits (La Triomphe, our reading)"))


def suits_in_play(players: int) -> int:
    """Suits used (1372-1378): seven players all six, six five, four or five players four, three three."""
    return {7: 6, 6: 5, 5: 4, 4: 4, 3: 3}[players]


def pack_mask(suits: int) -> int:
    return (1 << (10 * suits)) - 1


def beats(c: int, best: int, trump: int) -> bool:
    """Whether ``c`` beats ``best``, the card winning the trick so far."""
    sc, sb = SUIT_OF[c], SUIT_OF[best]
    if sc == sb:
        return STRENGTH[c] > STRENGTH[best]
    return sc == trump


def current_best(trick: Iterable[tuple[int, int]], trump: int) -> tuple[int, int]:
    """(seat, card) winning a trick so far."""
    it = iter(trick)
    seat, best = next(it)
    for q, c in it:
        if beats(c, best, trump):
            seat, best = q, c
    return seat, best


def trick_winner(trick: Iterable[tuple[int, int]], trump: int) -> int:
    return current_best(trick, trump)[0]
