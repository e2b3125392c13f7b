"""Variants of Quadrille's strong level that the benchmark measures against it (issue 28), kept so
that the measurements in docs/quadrille.md can be rerun; none is a level a person can choose.

Each is a player factory for ``academie bench ai --matches engine.games.quadrille.variants:NAME``:
the beginner's call taken within a band of standard errors (:func:`strong_asks_own`,
:func:`strong_calls`), a Solo kept only beyond a margin (:func:`strong_solo_judged`), and the own
cards played openly in a share of the blind rollout's worlds (:func:`strong_mixed`).
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Any, Sequence

from engine.ai.search import Evaluation, SearchPlayer

from .actions import Bid, Call
from .bidsearch import OWN_PLAY, _prefer_bidding, blind_rollout, strong

__all__ = ["blind_rollout_mixed", "strong_asks_own", "strong_calls", "is_solo", "SoloJudged",
           "strong_solo_judged", "strong_mixed"]


def blind_rollout_mixed(share: float) -> Any:
    """A blind rollout whose searching seat plays its own cards on the playing side by the open
    rollout's policy in a ``share`` of the worlds and by the beginner's rules in the rest: a call's
    value between what :func:`.bidsearch.blind_rollout_own` and :func:`.bidsearch.blind_rollout` promise (for the benchmark)."""
    def roll(state: Any, seat: int, rng: Any) -> float:
        return blind_rollout(state, seat, rng, own_open=rng.random() < share)
    return roll


def strong_asks_own(z: float = 2.0) -> SearchPlayer:
    """:func:`.bidsearch.strong_asks` on the level as it is now (its own cards in the blind rollout): the
    beginner's ask or Solo taken within ``z`` standard errors of the search's choice (for the
    benchmark; the fifth session's most promising candidate, docs/quadrille.md)."""
    return _prefer_bidding(strong(name="quadrille-asks-own", own=True), z)


def strong_calls(z: float = 1.5, game: str = "quadrille") -> SearchPlayer:
    """The strong level taking the beginner's call, a pass included, wherever the search cannot
    tell it from its own choice within ``z`` standard errors (for the benchmark)."""
    return _prefer_bidding(strong(name=f"{game}-calls", own=game in OWN_PLAY), z, passes=True)


def is_solo(action: Any) -> bool:
    """A Solo call (a plain Solo or a Solo tout, in any suit)."""
    return isinstance(action, Bid) and action.kind in ("solo", "solo_tout")


class SoloJudged(SearchPlayer):
    """The search player whose Solo calls must beat the best other call by more than ``solo_margin``
    markers plus ``solo_z`` standard errors of the difference (issue 28, fifth session): otherwise
    the best other call is made; and whose pass gives way to an ask valued within ``ask_margin``
    markers of it.  With all three zero it is the plain search."""

    solo_margin: float = 0.0
    solo_z: float = 0.0
    ask_margin: float = 0.0

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Sequence[Any] = ()) -> Evaluation:
        ev = super().evaluate(observation, rng, must_value=must_value)
        if observation.phase != "auction" or ev.best not in ev.values:
            return ev
        if self.ask_margin and ev.best == Call("pass"):
            asks = [a for a in ev.values if isinstance(a, Bid) and a.kind == "ask"]
            if asks:
                ask = max(asks, key=ev.values.__getitem__)
                if ev.values[ev.best] - ev.values[ask] <= self.ask_margin:
                    return replace(ev, best=ask)
            return ev
        if not is_solo(ev.best):
            return ev
        others = [a for a in ev.values if not is_solo(a)]
        if not others:
            return ev
        o = max(others, key=ev.values.__getitem__)
        gap = ev.values[ev.best] - ev.values[o]
        se = ev.stderr.get(o, math.inf)
        if gap > self.solo_margin + (self.solo_z * se if self.solo_z else 0.0):
            return ev
        return replace(ev, best=o)


def strong_solo_judged(margin: float = 0.0, z: float = 0.0, game: str = "quadrille",
                       ask_margin: float = 0.0) -> SearchPlayer:
    """The strong level with its Solos (and passes) judged by :class:`SoloJudged` (for the benchmark)."""
    p = strong(name=f"{game}-solo-judged", own=game in OWN_PLAY, make=SoloJudged)
    assert isinstance(p, SoloJudged)
    p.solo_margin, p.solo_z, p.ask_margin = margin, z, ask_margin
    return p


def strong_mixed(share: float = 0.5, game: str = "quadrille") -> SearchPlayer:
    """The strong level whose blind rollout plays its own later cards by the open policy in ``share``
    of the worlds, by the beginner's rules in the rest (for the benchmark)."""
    return strong(name=f"{game}-mixed", blind=blind_rollout_mixed(share))
