"""What the computer players of the L'Hombre family share besides placing hidden cards
(:mod:`.family_sampler`) and the bid search (:mod:`.family_bidsearch`): the quick way from a
sampled position to the first card that the rollouts of L'Hombre, Kaufquadrille and the
Quadrille family take before they play the cards out.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from engine.protocol import CHANCE, TERMINAL

from .actions import Call

__all__ = ["to_play", "NOT_PLAYED"]

#: phases in which a deal is not (or no longer) being played: a rollout stops there
NOT_PLAYED = ("deal", "over", "first_dealer", "favourite")


def to_play(state: Any, rng: random.Random, rules: Any, exchange: Callable[[Any], Any] | None = None) -> Any:
    """Through the engine up to the first card (or the end of a deal that is not played): chance
    by ``rng``, the vole decision stopped, an exchange by ``exchange(state)`` where it gives an
    action (an observation in the exchange lists every subset of the hand, which costs), every
    other decision by ``rules`` (a player) from the seat's observation."""
    for _ in range(200):
        ph = state.pub.phase
        if ph == "play":
            return state
        who = state.current_player()
        if who == TERMINAL or ph in NOT_PLAYED:
            return state
        a = None
        if who == CHANCE:
            a = state.sample_chance(rng)
        elif ph == "vole":
            a = Call("stop")
        elif ph == "exchange" and exchange is not None:
            a = exchange(state)
        if a is None:
            a = rules.choose(state.observation(who), rng)
        state, _ = state.apply(a)
    return state
