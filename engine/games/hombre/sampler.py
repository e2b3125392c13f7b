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

The cards are placed by the family's :func:`.family_sampler.place_hidden` (a few uniform draws
rejected if they break a constraint, then the most constrained place first, then a matching);
a call costs about a hundred microseconds.
"""

from __future__ import annotations

import random

from . import ranks as R
from .family import played_mask
from .family_sampler import forbidden_cards, place_hidden
from .game import HombreObservation, HombreState

__all__ = ["sample", "forbidden_cards"]


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
    played = played_mask(pub)
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
    got = place_hidden(rng, pool, places)
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
