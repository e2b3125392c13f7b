"""Variants of the strong Whist level measured for issue 28 (docs/whist.md), as player factories for
``python -m engine.games.whist.ddbench --levels engine.games.whist.ddvariants:NAME``.

Each searches a fixed number of worlds a decision (``budget=None``), so its double-dummy result does
not depend on the machine's load and two runs compare.  None of them is a level of the game.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from engine.ai.search import SearchPlayer

from . import ai
from . import scoring as SC
from . import tables as T
from .endgame import trick_then_playout
from .playout import play_out
from .sampler import sample

RolloutFn = Callable[[Any, int, random.Random], float]


def level(rollout: RolloutFn = ai.rollout, worlds: int = 80) -> SearchPlayer:
    """The strong level with ``rollout`` and ``worlds`` worlds a decision."""
    return SearchPlayer("whist-strong", sample, rollout, fallback=ai.BeginnerPlayer(), searched=ai._searched,
                        budget=None, max_worlds=worlds, tiebreak=ai.tiebreak, tie_z=ai.tie_z,
                        tie_margin=ai.TIE_MARGIN)


def _exact(exact_from: int, solve_from: int) -> RolloutFn:
    def ro(state: Any, seat: int, rng: random.Random) -> float:
        return ai.deal_rollout(state, seat, exact_from, solve_from)
    return ro


def _settled(state: Any, seat: int, s0: int) -> float:
    """The rollout's value when seats 0 and 2 end the deal with ``s0`` tricks."""
    side = seat % 2
    tw = (s0, 13 - s0)
    honours = [0, 0]
    for q in range(4):
        honours[q % 2] += T.honours_in(state.dealt[q], state.trump)
    o = state.opts
    sc = SC.settle_deal(state.points, tw, (honours[0], honours[1]), game_points=o.game_points,
                        honours_count=o.honours_count, not_at_nine=o.honours_not_at_nine,
                        revoke_penalty=o.revoke_penalty_points)
    return ai._deal_value(sc.before, sc.after, side) + (tw[side] - tw[1 - side]) / 100


def _trick_minimax(state: Any, seat: int, rng: random.Random) -> float:
    """The rest of the current trick by minimax, then the heuristic playout."""
    if state.phase != "play" or not state.trick:
        return ai.rollout(state, seat, rng)

    def finish(hands: list[int], leader: int, won: list[int]) -> int:
        play_out(hands, [], leader, state.trump, won, state.step)
        return won[0] + won[2]

    s0 = trick_then_playout(list(state.hands), list(state.trick), state.to_move, state.trump, state.step,
                            list(state.tricks_won), finish)
    return _settled(state, seat, s0)


def _trump_lead_bonus(bonus: float) -> RolloutFn:
    def ro(state: Any, seat: int, rng: random.Random) -> float:
        v = ai.rollout(state, seat, rng)
        if state.phase == "play" and len(state.trick) == 1 and state.trick[0][0] == seat \
                and T.SUIT_OF[state.trick[0][1]] == state.trump:
            v += bonus
        return v
    return ro


def strong80() -> SearchPlayer:
    """The strong level's search, 80 worlds a decision (the reference)."""
    return level()


def strong40() -> SearchPlayer:
    return level(worlds=40)


def strong160() -> SearchPlayer:
    return level(worlds=160)


def exact_end3() -> SearchPlayer:
    """Worlds valued exactly once the real deal is down to three cards a hand."""
    return level(_exact(3, 0))


def exact_end4() -> SearchPlayer:
    return level(_exact(4, 0))


def solve_last3() -> SearchPlayer:
    """Every rollout solves its last three tricks exactly (and the real deal's, from three cards)."""
    return level(_exact(3, 3))


def trick_minimax() -> SearchPlayer:
    """The rest of the current trick by minimax in each world, then the heuristic playout."""
    return level(_trick_minimax)


def trump_lead_bonus15() -> SearchPlayer:
    """A trump lead valued 0.15 points higher (the playout undervalued trump leads on one sample)."""
    return level(_trump_lead_bonus(0.15))


def trump_lead_bonus30() -> SearchPlayer:
    return level(_trump_lead_bonus(0.30))




def solve_last2() -> SearchPlayer:
    """Every rollout solves its last two tricks exactly (and the real deal's, from two cards)."""
    return level(_exact(2, 2))
