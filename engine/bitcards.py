"""Sets of cards as bit masks: the small tables every trick-taking engine builds for its pack.

Inside an engine a card is its index in the game's card tuple and a set of cards is an ``int``
whose bit ``i`` is card ``i``.  :func:`card_table` gives, for one tuple of cards, the index
lookups and the conversions between cards and masks; :func:`bits` and :func:`count` walk
and count any mask.  :func:`played_by`, :func:`played_mask`, :func:`cards_played` and
:func:`void_suits` read a deal's trick history: ``tricks`` of ``(leader, ((seat, card), ...),
winner)`` and the ``trick`` in progress; :func:`seen_in_order` lists a hand and what came after.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator, NamedTuple, Sequence

from engine.cards import Card

__all__ = ["CardTable", "card_table", "bits", "count", "played_by", "played_mask", "cards_played", "seen_in_order",
           "void_suits"]


def bits(m: int) -> Iterator[int]:
    """The indices set in ``m``, lowest first."""
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def count(m: int) -> int:
    return bin(m).count("1")


class CardTable(NamedTuple):
    cards: tuple[Card, ...]
    indices: dict[Card, int]
    #: cards are interned (one object per card, see engine.cards), so the object's id is a faster key
    by_id: dict[int, int]
    n: int
    #: a mask from cards given as :class:`Card` or as indices
    mask_of: Callable[[Iterable[Card | int]], int]
    #: the cards of a mask in pack order
    cards_of: Callable[[int], tuple[Card, ...]]


def card_table(cards: tuple[Card, ...]) -> CardTable:
    """The tables of a pack whose card ``i`` is ``cards[i]``."""
    by_id = {id(c): i for i, c in enumerate(cards)}

    def mask_of(cs: Iterable[Card | int]) -> int:
        m = 0
        for c in cs:
            m |= 1 << (c if isinstance(c, int) else by_id[id(c)])
        return m

    def cards_of(m: int) -> tuple[Card, ...]:
        return tuple(cards[i] for i in bits(m))

    return CardTable(cards, {c: i for i, c in enumerate(cards)}, by_id, len(cards), mask_of, cards_of)


def played_by(tricks: Iterable[tuple[Any, ...]], trick: Iterable[tuple[Any, ...]], seats: int,
              index: Callable[[Card], int] | None = None) -> list[int]:
    """Masks of the cards each seat has played in the tricks and the trick in progress; the
    cards are indices, or (an observation's) cards that ``index`` turns into indices."""
    out = [0] * seats
    for _ld, cs, _w in tricks:
        for q, c in cs:
            out[q] |= 1 << (c if index is None else index(c))
    for q, c in trick:
        out[q] |= 1 << (c if index is None else index(c))
    return out


def played_mask(tricks: Iterable[tuple[Any, ...]], trick: Iterable[tuple[Any, ...]], index: Callable[[Card], int] | None = None) -> int:
    """The mask of every card played in the tricks and the trick in progress (the cards as in
    :func:`played_by`)."""
    m = 0
    for _ld, cs, _w in tricks:
        for _q, c in cs:
            m |= 1 << (c if index is None else index(c))
    for _q, c in trick:
        m |= 1 << (c if index is None else index(c))
    return m


def cards_played(tricks: Iterable[tuple[Any, ...]], trick: Iterable[tuple[Any, ...]]) -> Iterator[int]:
    """The cards of the tricks and of the trick in progress, in the order they were played."""
    for _ld, cs, _w in tricks:
        for _q, c in cs:
            yield c
    for _q, c in trick:
        yield c


def seen_in_order(own: int, later: Iterable[int]) -> list[int]:
    """The cards of mask ``own`` (lowest first), then each card of ``later`` that is not among
    them yet, in the order it comes (a seat's hand as dealt, then the cards it saw after)."""
    out = list(bits(own))
    have = own
    for c in later:
        if not have >> c & 1:
            out.append(c)
            have |= 1 << c
    return out


def void_suits(tricks: Iterable[tuple[Any, ...]], trick: Sequence[tuple[int, int]], suit_of: Sequence[int],
               seats: int) -> list[int]:
    """Per seat, a mask of the suits (bit ``suit_of[card]``) it failed to follow."""
    v = [0] * seats
    for cs in [t[1] for t in tricks] + ([trick] if trick else []):
        led = suit_of[cs[0][1]]
        for q, c in cs[1:]:
            if suit_of[c] != led:
                v[q] |= 1 << led
    return v
