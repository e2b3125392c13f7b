"""Deals of the hidden cards that agree with everything one Boston seat has seen.

``sample(observation, rng)`` returns a complete :class:`~.game.BostonState` whose
``observation(observation.player)`` equals the given one field for field: the seat's
own hand, every card played and the suits each seat has shown void are respected
(Boston turns no card up, and bids bind nothing about the cards).  It uses the
Whist placement routine (:func:`engine.games.whist.sampler.deal_hidden`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.bitcards import played_mask
from engine.games.whist import tables as T
from engine.games.whist.sampler import deal_hidden

if TYPE_CHECKING:
    from .game import BostonState

__all__ = ["sample"]


def sample(observation: Any, rng: random.Random) -> BostonState:
    from .game import BostonState

    obs = observation
    p = obs.player
    if not any(obs.hand_sizes) and not obs.trick and not obs.tricks:
        return BostonState.from_observation(obs, (0, 0, 0, 0))
    my = T.mask_of(obs.hand)
    played = played_mask(obs.tricks, obs.trick, lambda c: T.BY_ID[id(c)])
    voids = tuple(sum(1 << T.SUITS.index(x) for x in v) for v in obs.voids)
    hands = deal_hidden(rng, p, my, obs.hand_sizes, T.ALL & ~my & ~played, voids)
    return BostonState.from_observation(obs, hands)
