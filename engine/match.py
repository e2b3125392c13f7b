"""Running a game to its end with a set of players, recording every action."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from .protocol import CHANCE, TERMINAL, Event, GameState

__all__ = ["Played", "play_out"]


@dataclass
class Played:
    state: GameState
    moves: list[tuple[int, Any]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)


def play_out(state: GameState, players: Sequence[Any], rng: random.Random,
             *, max_moves: int = 1_000_000) -> Played:
    """Play from ``state`` until the game ends.  Chance outcomes come from ``rng``.

    Each player is asked only through ``observation(seat)``; a player that
    returns an illegal action raises :class:`~engine.protocol.IllegalAction`.
    """
    out = Played(state)
    for _ in range(max_moves):
        who = state.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            action = state.sample_chance(rng)
        else:
            action = players[who].choose(state.observation(who), rng)
        state, events = state.apply(action)
        out.moves.append((who, action))
        out.events.extend(events)
    else:
        raise RuntimeError(f"game did not end within {max_moves} moves")
    out.state = state
    return out
