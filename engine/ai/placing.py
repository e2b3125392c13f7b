"""Placing hidden cards at random, for the samplers of the search players.

A sampler gives every card its observation does not show to a *place* (another seat's hand,
the stock, the talon…) that has room for it.  Both helpers draw from the ``rng`` they are given
exactly as the samplers that used to carry them did, so a seed gives the same worlds.

* :func:`pick_by_room` -- one place among candidates, each as likely as the room it has left.
* :func:`place_cards` -- all the hidden cards of a mask into places of given room, none into a
  place that may not hold it, retried in a new order after a dead end.
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence

from engine.bitcards import bits

__all__ = ["pick_by_room", "place_cards"]


def pick_by_room(rng: random.Random, places: Sequence[int], room: Sequence[int] | Mapping[int, int]) -> int:
    """One of ``places`` (not empty, with room for one card at least between them) at random,
    each as likely as its ``room[place]``; one ``rng.randrange`` call."""
    r = rng.randrange(sum(room[q] for q in places))
    for q in places:
        r -= room[q]
        if r < 0:
            break
    return q


def place_cards(rng: random.Random, cards_mask: int, room: Sequence[int], barred: Sequence[int],
                attempts: int = 60) -> list[int] | None:
    """The cards of ``cards_mask`` dealt at random into places ``0 .. len(room) - 1``: place ``q``
    takes ``room[q]`` cards (the rooms add up to the cards) and none of ``barred[q]`` (a card
    mask, e.g. the suits it showed void in).  The cards with the fewest places go first, each to a
    place by :func:`pick_by_room`; a dead end shuffles the cards and starts again, ``attempts``
    times in all.  The card mask of every place, or None when no attempt succeeded."""
    cards = list(bits(cards_mask))
    open_places = [q for q in range(len(room)) if room[q] > 0]
    allowed = {c: [q for q in open_places if not barred[q] >> c & 1] for c in cards}
    cards.sort(key=lambda c: len(allowed[c]))
    for _attempt in range(attempts):
        left = list(room)
        got = [0] * len(room)
        for c in cards:
            opts = [q for q in allowed[c] if left[q] > 0]
            if not opts:
                break
            q = pick_by_room(rng, opts, left)
            got[q] |= 1 << c
            left[q] -= 1
        else:
            return got
        rng.shuffle(cards)
        cards.sort(key=lambda c: len(allowed[c]))
    return None
