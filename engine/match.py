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
             *, player_rng: random.Random | None = None, max_moves: int = 1_000_000) -> Played:
    """Play from ``state`` until the game ends.

    Chance outcomes (shuffles, cuts) come from ``rng`` alone, so a record that
    gives only the seed replays the same deals; players draw from
    ``player_rng`` (by default a generator derived from ``rng``'s state without
    consuming it).  Each player is asked only through ``observation(seat)``; a
    player that returns an illegal action raises
    :class:`~engine.protocol.IllegalAction`.
    """
    if player_rng is None:
        player_rng = random.Random(repr(rng.getstate()[1][:8]))
    out = Played(state)
    for _ in range(max_moves):
        who = state.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            action = state.sample_chance(rng)
        else:
            action = players[who].choose(state.observation(who), player_rng)
        state, events = state.apply(action)
        out.moves.append((who, action))
        out.events.extend(events)
    else:
        raise RuntimeError(f"game did not end within {max_moves} moves")
    out.state = state
    return out
