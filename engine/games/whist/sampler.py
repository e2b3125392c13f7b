"""Deals of the hidden cards that agree with everything one seat has seen (Whist).

``sample(observation, rng)`` returns a complete :class:`~.game.WhistState` whose
``observation(observation.player)`` equals the given observation field for field: the
seat's own hand, every card played, the suits each seat has shown void by not
following, the turned trump card (in the dealer's hand until he plays it), and the
calls at eight (a call that was not answered shows the caller held exactly two
honours and his partner none).  The state is built directly, never by replaying.

The hidden cards are placed one at a time, each into a seat chosen with probability
proportional to the room left in that seat among the seats that may still hold it and
leave the rest placeable (Hall's condition over the three other seats and the four
suits).  Without constraints this is exactly a uniform random deal.

:func:`deal_hidden` is the general routine; Boston uses it too.
"""

from __future__ import annotations

import itertools
import random
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from engine.ai.placing import pick_by_room
from engine.bitcards import played_by

from . import tables as T

if TYPE_CHECKING:
    from .game import WhistState

__all__ = ["sample", "deal_hidden", "SampleError"]


class SampleError(ValueError):
    """The observation admits no deal (it contradicts itself)."""


def _feasible(counts: list[int], allowed: list[int], need: dict[int, int], others: list[int]) -> bool:
    """Hall's condition: for every set of seats, the cards that can only go there fit there."""
    total = sum(counts)
    if total != sum(need.values()):
        return False
    n = len(others)
    for sub in range(1, 1 << n):
        seats = 0
        cap = 0
        for j in range(n):
            if sub >> j & 1:
                seats |= 1 << others[j]
                cap += need[others[j]]
        only = 0
        for s in range(4):
            if counts[s] and allowed[s] & ~seats == 0:
                only += counts[s]
        if only > cap:
            return False
    return True


def deal_hidden(rng: random.Random, me: int, my_hand: int, sizes: Sequence[int], unknown: int, voids: Sequence[int],
                forced: Mapping[int, int] | None = None, exact: Mapping[int, tuple[int, int]] | None = None
                ) -> tuple[int, int, int, int]:
    """Four hand masks: ``me`` holds ``my_hand``; every other seat ``q`` receives ``sizes[q]`` cards
    of ``unknown`` with no card of a suit in ``voids[q]`` (a 4-bit suit mask), the cards of
    ``forced[q]`` among them, and exactly ``k`` cards of ``mask`` for ``exact[q] = (mask, k)``."""
    hands = [0, 0, 0, 0]
    hands[me] = my_hand
    others = [q for q in range(4) if q != me]
    need = {q: sizes[q] for q in others}
    u = unknown
    for q, m in (forced or {}).items():
        if m & ~u:
            raise SampleError("a forced card is not among the unknown cards")
        hands[q] |= m
        need[q] -= T.count(m)
        u &= ~m
    if any(v < 0 for v in need.values()):
        raise SampleError("a seat has too few cards for what it must hold")
    allowed_of = [sum(1 << q for q in others if not voids[q] >> s & 1) for s in range(4)]

    def counts_of(m: int) -> list[int]:
        return [T.count(m & T.SUIT_MASK[s]) for s in range(4)]

    if exact:
        special = 0
        for mask, _k in exact.values():
            special |= mask
        cards = list(T.bits(u & special))
        options = []
        for seats in itertools.product(others, repeat=len(cards)):
            ok = True
            got = {q: 0 for q in others}
            add = {q: 0 for q in others}
            for c, q in zip(cards, seats):
                if voids[q] >> T.SUIT_OF[c] & 1:
                    ok = False
                    break
                add[q] += 1
            if not ok or any(add[q] > need[q] for q in others):
                continue
            for q, (mask, k) in exact.items():
                got[q] = T.count(hands[q] & mask) + sum(1 for c, s in zip(cards, seats) if s == q and mask >> c & 1)
                if got[q] != k:
                    ok = False
                    break
            if not ok:
                continue
            rest_need = {q: need[q] - add[q] for q in others}
            if _feasible(counts_of(u & ~special), allowed_of, rest_need, others):
                options.append(seats)
        if not options:
            raise SampleError("no deal satisfies the honours shown by the calls")
        pick = rng.choice(options)
        for c, q in zip(cards, pick):
            hands[q] |= 1 << c
            need[q] -= 1
        u &= ~special
    free = list(T.bits(u))
    rng.shuffle(free)
    if not any(voids[q] for q in others):
        # no suit is barred: a plain shuffle and deal is uniform
        pos = 0
        for q in others:
            for c in free[pos:pos + need[q]]:
                hands[q] |= 1 << c
            pos += need[q]
        if pos != len(free):
            raise SampleError("the unknown cards do not match the hand sizes")
        return (hands[0], hands[1], hands[2], hands[3])
    counts = counts_of(u)
    if not _feasible(counts, allowed_of, need, others):
        raise SampleError("the voids shown leave no way to place the unknown cards")
    # Hall's condition needs checking only on the sets of seats made of the allowed sets of
    # barred suits: for each, the suits that must go inside it and the seats it holds.
    full = sum(1 << q for q in others)
    sets = {allowed_of[x] for x in range(4) if counts[x] and allowed_of[x] != full}
    grown = True
    while grown:
        grown = False
        for a in list(sets):
            for b in list(sets):
                if (a | b) != full and (a | b) not in sets:
                    sets.add(a | b)
                    grown = True
    checks = [([x for x in range(4) if allowed_of[x] & ~t == 0], [q for q in others if t >> q & 1]) for t in sets]

    def hall_ok() -> bool:
        for suits, seats in checks:
            if sum(counts[x] for x in suits) > sum(need[q] for q in seats):
                return False
        return True

    for c in free:
        st = T.SUIT_OF[c]
        cands = [q for q in others if need[q] > 0 and allowed_of[st] >> q & 1]
        counts[st] -= 1
        while True:
            if not cands:
                raise SampleError("placement failed")  # cannot happen when Hall's condition held
            q = pick_by_room(rng, cands, need)
            need[q] -= 1
            if len(cands) == 1 or hall_ok():
                break
            need[q] += 1
            cands.remove(q)
        hands[q] |= 1 << c
    return (hands[0], hands[1], hands[2], hands[3])


def sample(observation: Any, rng: random.Random) -> WhistState:
    """A complete Whist state consistent with ``observation`` (see the module text)."""
    from .game import WhistState

    obs = observation
    p = obs.player
    my = T.mask_of(obs.hand)
    if not obs.trick and not obs.tricks and not any(obs.hand_sizes):
        return WhistState.from_observation(obs, (0, 0, 0, 0))
    played = played_by(obs.tricks, obs.trick, 4, lambda c: T.BY_ID[id(c)])
    all_played = played[0] | played[1] | played[2] | played[3]
    unknown = T.ALL & ~my & ~all_played
    voids = tuple(sum(1 << T.SUITS.index(x) for x in v) for v in obs.voids)
    forced: dict[int, int] = {}
    if obs.trump_card is not None and obs.dealer is not None and obs.dealer != p:
        t = 1 << T.INDEX[obs.trump_card]
        if t & unknown:
            forced[obs.dealer] = t
    exact: dict[int, tuple[int, int]] = {}
    if obs.trump is not None and obs.calls:
        hm = T.HONOUR_MASK[T.SUITS.index(obs.trump)]
        for seat, won in obs.calls:
            if won:
                continue
            for q, k in ((seat, 2), ((seat + 2) % 4, 0)):
                if q != p:
                    exact[q] = (hm, k - T.count(played[q] & hm))
    hands = deal_hidden(rng, p, my, obs.hand_sizes, unknown, voids, forced, exact)
    return WhistState.from_observation(obs, hands)
