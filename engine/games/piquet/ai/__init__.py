"""Piquet's computer players (see ``docs/ai-piquet.md``).

Two-hand Piquet keeps its exact open-hand solver (:mod:`.solver`): the strong level samples deals
consistent with everything seen and heard (the declaration dialogue included, :mod:`.sampling`)
and solves each exactly, which is stronger here than rollouts.  The levels (:mod:`.players`) are
the player kinds ``piquet-beginner``, ``piquet-intermediate`` and ``piquet-strong`` of the game's
``GameSpec``; they see nothing but a seat's observation.  This module offers them as factories,
the all-seeing version for the benchmark (:func:`oracle`), :func:`sample` (whole states for the
trick play, the sampler every game offers), :func:`open_hand_best` and the strong level's
:func:`hint`.  :mod:`.bench` is the game's own benchmark (``academie bench ai --game piquet --own``).
"""

from __future__ import annotations

import random
from typing import Any, Callable

from .players import LEVELS, BeginnerPlayer, Hint, IntermediatePlayer, StrongPlayer, hint

__all__ = ["LEVELS", "BeginnerPlayer", "IntermediatePlayer", "StrongPlayer", "Hint", "hint", "LEVEL_NAMES",
           "beginner", "intermediate", "strong", "strong_unlimited", "oracle", "sample", "open_hand_best"]

# (kind, English name, German name) for the new-game dialog, weakest first
LEVEL_NAMES = (
    ("piquet-beginner", "Beginner", "Anfänger"),
    ("piquet-intermediate", "Intermediate", "Fortgeschritten"),
    ("piquet-strong", "Strong", "Stark"),
)

#: the unit of every value the strong level reports (hints, review costs): points of the deal,
#: the seat's minus the opponent's
VALUE_UNIT = "points"
BENCH_UNIT = "points"


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


def intermediate() -> IntermediatePlayer:
    return IntermediatePlayer()


def strong() -> StrongPlayer:
    return StrongPlayer()


def strong_unlimited() -> StrongPlayer:
    """The strong level without its hard limit (as it was before it), for a benchmark match:
    ``academie bench ai --game piquet --matches engine.games.piquet.ai:strong_unlimited``."""
    p = StrongPlayer(limit=None)
    p.name = "piquet-strong-unlimited"
    return p


def oracle(get_state: Callable[[], Any]) -> Any:
    """The strong level given the true deal (for ``academie bench ai``: what hidden cards cost)."""
    from .bench import OraclePlayer

    class _Seeing(OraclePlayer):
        def choose(self, obs: Any, rng: random.Random) -> Any:
            self.state = get_state()
            return super().choose(obs, rng)
    return _Seeing()


def open_hand_best(state: Any, seat: int) -> int | None:
    """For "Could I have won?" after a deal: the exact value of the trick play for ``seat`` (its
    points from the play minus the opponent's, cards and capot included) with all cards open, from
    ``state`` -- a state of the deal in the trick play between tricks (e.g. just before the first
    lead).  None if ``state`` is not between tricks."""
    from .solver import Solver

    if getattr(state, "phase", "") != "play" or state.trick:
        return None
    carry = state.opts.lese_carryover or state.opts.partie_format == "session_surplus"
    solver = Solver.for_options(state.opts, lese=state.lese if carry else 10)
    leader = state.leader
    tw = state.tricks_won
    r = solver.solve(state.hands[leader], state.hands[1 - leader], tricks_won=(tw[leader], tw[1 - leader]))
    return r.value if leader == seat else -r.value


def sample(observation: Any, rng: random.Random) -> Any:
    """A whole ``PiquetState`` agreeing with ``observation`` (trick play only; see :mod:`..ai_sampler`)."""
    from ..ai_sampler import sample as _sample

    return _sample(observation, rng)
