"""States that agree with what one seat has seen, for search (L'Hombre and Kaufquadrille).

``sample(observation, rng)`` returns a complete :class:`~.game.HombreState` whose
``observation(observation.player)`` equals the given observation field for field.  The
public part of the position is the observation's :class:`~.game.Pub`, shared as is; only
the cards the seat cannot see are placed:

* the other hands (their sizes are known), the other seats' discards (counts known) and
  the talon (its size known; the leftover shown to all and turned cards are where they are);
* a seat that did not follow a plain suit holds none of it; a seat that answered a trump
  lead with a plain card holds no trump that lead could force (only matadors it shields);
* Tourné of the second or third kind: l'Hombre kept his black aces (both, for the second
  kind), never discarded them; the card that decided trump is in his hand;
* Spadille forcé: the forced player held Spadille when everyone had passed.

The cards are placed directly: a few uniform draws rejected if they break a constraint
(so the placement is uniform whenever that succeeds), then the most constrained place
first, then a matching; a call costs about a hundred microseconds.
"""

from __future__ import annotations

import random
from typing import Any

from . import ranks as R
from .game import HombreObservation, HombreState

__all__ = ["sample", "forbidden_cards"]


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


def _place(rng: random.Random, pool: int, places: list[tuple[int, int]]) -> list[int] | None:
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


def _place_uniform(rng: random.Random, pool: int, places: list[tuple[int, int]]) -> list[int] | None:
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


def _match(pool: int, places: list[tuple[int, int]], rng: random.Random) -> list[int]:
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


def sample(obs: HombreObservation, rng: random.Random) -> HombreState:
    pub = obs.public
    opts = obs.options
    assert pub is not None and opts is not None
    n = pub.n
    p = obs.player
    s = object.__new__(HombreState)
    s.opts, s.game, s.pub = opts, obs.game, pub
    hand_p = R.mask_of(obs.hand)
    disc_p = R.mask_of(obs.discards)
    bought_p = tuple(R.INDEX[c] for c in obs.bought)
    if pub.phase in ("first_dealer", "favourite", "deal", "over"):
        s.hands, s.talon, s.discards, s.bought = (0,) * n, (), (0,) * n, ((),) * n
        return s
    played = 0
    for _ld, cs, _w in pub.tricks:
        for _q, c in cs:
            played |= 1 << c
    for _q, c in pub.trick:
        played |= 1 << c
    d = pub.declarer
    sizes = obs.hand_sizes
    hands = [0] * n
    discards = [0] * n
    hands[p] = hand_p
    discards[p] = disc_p
    known = hand_p | disc_p | played
    # the talon: the leftover shown to all is the talon; turned cards not yet bought lie on top
    talon_known: list[int] = []
    if pub.leftover_shown:
        talon_known = list(pub.leftover_shown)
    turned_on_talon = bool(pub.turned) and d is not None and pub.discard_counts[d] == 0 and pub.phase == "exchange" \
        and pub.exch_i == 0
    if turned_on_talon:
        talon_known = list(pub.turned)
    for c in talon_known:
        known |= 1 << c
    # pinned cards in l'Hombre's hand
    pinned_d = 0
    if d is not None and d != p:
        if pub.turned and not turned_on_talon:
            pinned_d |= sum(1 << c for c in pub.turned) & ~played
        if pub.trump_card is not None:
            pinned_d |= (1 << pub.trump_card) & ~played
        if pub.contract == "tourne2":
            pinned_d |= ((1 << R.AS) | (1 << R.AC)) & ~played
        if pub.contract == "tourne3":
            pinned_d |= (1 << R.AS) & ~played
        for c in pub.shown_hand:    # law 23: the hand laid down, then held to be played out
            pinned_d |= (1 << c) & ~played
        pinned_d &= ~known
        hands[d] |= pinned_d
        known |= pinned_d
    pool = R.ALL & ~known
    forb = forbidden_cards(pub, n)
    places: list[tuple[int, int]] = []
    keys: list[tuple[str, int]] = []
    no_black_aces = ~((1 << R.AS) | (1 << R.AC))
    for q in range(n):
        if q == p:
            continue
        need = sizes[q] - R.popcount(hands[q])
        places.append((need, R.ALL & ~forb[q]))
        keys.append(("hand", q))
        dc = pub.discard_counts[q] if pub.discard_counts else 0
        if dc:
            allowed = R.ALL
            if q == d and pub.contract in ("tourne2", "tourne3"):
                allowed &= no_black_aces
            places.append((dc, allowed))
            keys.append(("disc", q))
    talon_free = pub.talon_size - len(talon_known)
    if talon_free:
        places.append((talon_free, R.ALL))
        keys.append(("talon", -1))
    # Spadille forcé: the forced player held Spadille
    if pub.forced and d is not None and d != p and pool >> R.AS & 1:
        places = [(sz, (al if (k == ("hand", d) or k == ("disc", d)) else al & ~(1 << R.AS)))
                  for (sz, al), k in zip(places, keys)]
    got = None
    for _ in range(6):  # uniform over the consistent placements, by rejection, while it is cheap
        got = _place_uniform(rng, pool, places)
        if got is not None:
            break
    for _ in range(12):
        if got is not None:
            break
        got = _place(rng, pool, places)
    if got is None:
        got = _match(pool, places, rng)
    talon_rest = 0
    for (kind, q), m in zip(keys, got):
        if kind == "hand":
            hands[q] |= m
        elif kind == "disc":
            discards[q] |= m
        else:
            talon_rest = m
    rest = R.bits(talon_rest)
    rng.shuffle(rest)
    if pub.leftover_shown:
        talon = tuple(pub.leftover_shown)
    else:
        talon = tuple(talon_known) + tuple(rest)
    bought: list[tuple[int, ...]] = [()] * n
    bought[p] = bought_p
    for q in range(n):
        if q == p or not pub.discard_counts or not pub.discard_counts[q]:
            continue
        k = pub.discard_counts[q]
        src = R.bits(hands[q] & ~pinned_d) if q == d else R.bits(hands[q])
        rng.shuffle(src)
        first = []
        if q == d:
            if pub.turned:
                first = list(pub.turned)
            elif pub.trump_card is not None:
                first = [pub.trump_card]
        others = [c for c in src if c not in first]
        bought[q] = tuple(first + others)[:k]
    s.hands = tuple(hands)
    s.discards = tuple(discards)
    s.talon = talon
    s.bought = tuple(bought)
    return s
