"""Deals of the hidden cards that agree with everything one seat has seen and been told (Tresett).

``sample(observation, rng)`` returns a :class:`~.game.TresetteState` whose
``observation(observation.player)`` equals the given one: the seat's own hand, every card
played, the suits each seat has shown void in, and the declarations -- cards shown "with calls"
lie in the declarer's hand (unless played); a set of three not shown is three of the four cards of
that rank, the fourth not his (he would have declared four); a Neapolitaine names its cards, and
the next card in order is not his (it would have been longer).  The state is built directly.

Hidden cards are placed one at a time into a seat chosen with probability proportional to the
room left in it, among the seats allowed to hold the card and that leave the rest placeable
(Hall's condition over the three other seats): without constraints, a uniform random deal.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.ai.placing import pick_by_room
from engine.ai.search import CannotSample
from engine.bitcards import played_by

from . import scoring as SC
from . import tables as T

if TYPE_CHECKING:
    from .game import TresetteState

__all__ = ["sample", "place"]


def _hall(counts: dict[int, int], need: dict[int, int], others: list[int]) -> bool:
    """``counts``: allowed-seat mask -> cards; every set of seats can take the cards confined to it."""
    for sub in range(1, 8):
        seats = 0
        cap = 0
        for j, q in enumerate(others):
            if sub >> j & 1:
                seats |= 1 << q
                cap += need[q]
        only = sum(n for m, n in counts.items() if n and m & ~seats == 0)
        if only > cap:
            return False
    return True


def place(rng: random.Random, cards: list[int], allowed: dict[int, int], need: dict[int, int],
          others: list[int]) -> dict[int, int]:
    """Masks per seat of ``others`` holding ``cards`` (``allowed[c]``: mask of seats that may hold ``c``)."""
    counts: dict[int, int] = {}
    for c in cards:
        counts[allowed[c]] = counts.get(allowed[c], 0) + 1
    if sum(counts.values()) != sum(need.values()) or not _hall(counts, need, others):
        raise CannotSample("the observation leaves no way to place the hidden cards")
    out = {q: 0 for q in others}
    order = list(cards)
    rng.shuffle(order)
    for c in order:
        a = allowed[c]
        counts[a] -= 1
        cands = [q for q in others if need[q] > 0 and a >> q & 1]
        while True:
            if not cands:
                raise CannotSample("placement failed")
            q = pick_by_room(rng, cands, need)
            need[q] -= 1
            if len(cands) == 1 or _hall(counts, need, others):
                break
            need[q] += 1
            cands.remove(q)
        out[q] |= 1 << c
    return out


def _nap_mask(suit: int, n: int) -> tuple[int, int]:
    """(the cards of a Neapolitaine of length ``n``, the next card in order or 0)."""
    m = sum(1 << T.card_of(r, suit) for r in SC.NAP_ORDER[:n])
    nxt = 1 << T.card_of(SC.NAP_ORDER[n], suit) if n < len(SC.NAP_ORDER) else 0
    return m, nxt


def sample(observation: Any, rng: random.Random) -> TresetteState:
    """A complete Tresett state consistent with ``observation`` (see the module text)."""
    from .game import TresetteState

    obs = observation
    if obs.phase != "play":
        return TresetteState.from_observation(obs, (0, 0, 0, 0), ())
    o = obs.options
    me = obs.player
    my = T.mask_of(obs.hand)
    played = played_by(obs.tricks, obs.trick, 4, lambda c: T.BY_ID[id(c)])
    all_played = played[0] | played[1] | played[2] | played[3]
    unknown = T.ALL & ~my & ~all_played
    voids = [sum(1 << T.SUITS.index(x) for x in v) for v in obs.voids]
    others = [q for q in range(4) if q != me]
    my_dealt = my | played[me]
    mine = {(d.kind, d.key): d for d in SC.declarations_of(my_dealt, o.three_sevens, o.triples_2_A_worth)}
    for _ in range(30):
        forced = {q: 0 for q in others}
        forbid = {q: 0 for q in others}
        declared: list[tuple[int, Any]] = []
        pending_sets: list[Any] = []
        for item in obs.declarations:
            q, kind, key, n, marks, partie, shown = item
            if q == me:
                declared.append((q, mine[(kind, key)]))
                continue
            if kind == "nap":
                m, nxt = _nap_mask(T.SUITS.index(key), n)
                forced[q] |= m & unknown
                forbid[q] |= nxt & unknown
                declared.append((q, SC.Decl(kind, key, n, marks, partie, m)))
            elif shown or n == 4:
                r = T.RANK_MASK[key]
                m = T.mask_of(shown) if shown else r
                forced[q] |= m & unknown
                forbid[q] |= r & ~m & unknown
                declared.append((q, SC.Decl(kind, key, n, marks, partie, m)))
            else:
                declared.append((q, None))
                pending_sets.append((len(declared) - 1, q, key, n, marks, partie))
        ok = True
        for idx, q, key, n, marks, partie in pending_sets:
            r = T.RANK_MASK[key]
            elsewhere = r & ~played[q] & ~unknown        # in my hand or played by another seat
            if elsewhere:
                missing = elsewhere
            else:
                cands = [c for c in T.bits(r & unknown & ~forced[q])
                         if all(not (voids[q] >> T.SUIT_OF[x] & 1) for x in T.bits(r & unknown & ~(1 << c)))]
                if not cands:
                    ok = False
                    break
                missing = 1 << rng.choice(cands)
            if T.count(missing) != 1:
                ok = False
                break
            m = r & ~missing
            forced[q] |= m & unknown
            forbid[q] |= missing & unknown
            declared[idx] = (q, SC.Decl("set", key, n, marks, partie, m))
        if not ok:
            continue
        taken = 0
        bad = False
        for q in others:
            if forced[q] & taken or forced[q] & forbid[q]:
                bad = True
            if any(voids[q] >> T.SUIT_OF[c] & 1 for c in T.bits(forced[q])):
                bad = True
            taken |= forced[q]
        if bad:
            continue
        need = {q: obs.hand_sizes[q] - T.count(forced[q]) for q in others}
        if any(v < 0 for v in need.values()):
            continue
        free = list(T.bits(unknown & ~taken))
        allowed = {}
        for c in free:
            allowed[c] = sum(1 << q for q in others
                             if not voids[q] >> T.SUIT_OF[c] & 1 and not forbid[q] >> c & 1)
        try:
            got = place(rng, free, allowed, need, others)
        except CannotSample:
            continue
        hands = [0, 0, 0, 0]
        hands[me] = my
        for q in others:
            hands[q] = got[q] | forced[q]
        return TresetteState.from_observation(obs, tuple(hands), tuple(declared))
    raise CannotSample("no deal found that agrees with the declarations")
