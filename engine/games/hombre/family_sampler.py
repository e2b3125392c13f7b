"""Placing the hidden cards of the L'Hombre family, for the samplers of its search players: the
L'Hombre and Kaufquadrille sampler (:mod:`.sampler`) and the Quadrille family's
(:func:`engine.games.quadrille.ai.sample`) both use it, each saying where the cards may go.

* :func:`forbidden_cards` -- per seat, the cards its play has shown it cannot hold (a seat that
  failed to follow a plain suit holds none of it; one that answered a trump lead with a plain card
  holds no trump the lead could force, only matadors it shields);
* :func:`place_hidden` -- the cards of a pool into *places* (size, allowed mask): a few uniform
  draws rejected if they break a constraint (:func:`place_uniform`, so the placement is uniform
  whenever that succeeds), then the most constrained place first (:func:`place_greedy`), then a
  matching by augmenting paths (:func:`place_matching`), always in that order and drawing from the
  ``rng`` the same way, so a seed gives the same worlds.
"""

from __future__ import annotations

import random
from typing import Any

from . import ranks as R

__all__ = ["forbidden_cards", "place_hidden", "place_uniform", "place_greedy", "place_matching"]

#: how many uniform draws, then greedy ones, :func:`place_hidden` tries before the matching
UNIFORM_TRIES = 6
GREEDY_TRIES = 12


def forbidden_cards(pub: Any, n: int) -> list[int]:
    """Per seat: the cards its play has shown it cannot hold now."""
    t = pub.trump
    out = [0] * n
    if t is None:
        return out
    tm = R.trump_mask(t)
    priv = R.privileged(t)
    for trick in [cs for _ld, cs, _w in pub.tricks] + ([pub.trick] if pub.trick else []):
        led = trick[0][1]
        led_trump = bool(tm >> led & 1)
        for q, c in trick[1:]:
            if led_trump:
                if not tm >> c & 1:
                    # every trump q held was a matador shielded from this lead
                    lr = R.trump_rank(led, t)
                    led_priv = bool(priv >> led & 1)
                    shielded = 0
                    for x in R.bits(priv):
                        if R.trump_rank(x, t) > lr and not (led_priv and lr > R.trump_rank(x, t)):
                            shielded |= 1 << x
                    out[q] |= tm & ~shielded
            else:
                s = R.suit_of(led)
                if tm >> c & 1 or R.suit_of(c) != s:
                    out[q] |= R.suit_mask(s) & ~tm
    return out


def place_greedy(rng: random.Random, pool: int, places: list[tuple[int, int]]) -> list[int] | None:
    """Fill each place (size, allowed mask) from ``pool``; None if the greedy draw fails."""
    order = sorted(range(len(places)), key=lambda k: (R.popcount(places[k][1] & pool) - places[k][0]))
    got = [0] * len(places)
    left = pool
    for k in order:
        size, allowed = places[k]
        cand = R.bits(left & allowed)
        if len(cand) < size:
            return None
        pick = rng.sample(cand, size)
        m = sum(1 << c for c in pick)
        got[k] = m
        left &= ~m
    return got


def place_uniform(rng: random.Random, pool: int, places: list[tuple[int, int]]) -> list[int] | None:
    """A uniformly random placement, or None if it breaks a place's constraint (rejection)."""
    cards = R.bits(pool)
    rng.shuffle(cards)
    got = []
    k = 0
    for size, allowed in places:
        m = 0
        for c in cards[k:k + size]:
            m |= 1 << c
        if m & ~allowed:
            return None
        got.append(m)
        k += size
    return got


def place_matching(pool: int, places: list[tuple[int, int]], rng: random.Random) -> list[int]:
    """A placement by augmenting paths (when the greedy draw keeps failing)."""
    slots: list[int] = []
    for k, (size, _a) in enumerate(places):
        slots += [k] * size
    cards = R.bits(pool)
    rng.shuffle(cards)
    owner: dict[int, int] = {}   # slot -> card

    def try_card(c: int, seen: set[int]) -> bool:
        for sl in range(len(slots)):
            if sl in seen or not places[slots[sl]][1] >> c & 1:
                continue
            seen.add(sl)
            if sl not in owner or try_card(owner[sl], seen):
                owner[sl] = c
                return True
        return False

    for c in cards:
        try_card(c, set())
    got = [0] * len(places)
    for sl, c in owner.items():
        got[slots[sl]] |= 1 << c
    return got


def place_hidden(rng: random.Random, pool: int, places: list[tuple[int, int]]) -> list[int]:
    """The cards of ``pool`` into ``places`` (size, allowed mask), one card mask a place: uniform
    while rejection is cheap, then greedy, then by matching."""
    got = None
    for _ in range(UNIFORM_TRIES):
        got = place_uniform(rng, pool, places)
        if got is not None:
            return got
    for _ in range(GREEDY_TRIES):
        got = place_greedy(rng, pool, places)
        if got is not None:
            return got
    return place_matching(pool, places, rng)
