"""Simple players that need no search.  Stronger ones live in :mod:`engine.ai`."""

from __future__ import annotations

import random
from typing import Any, Callable

from .protocol import Observation

__all__ = ["RandomPlayer", "make_player", "PLAYER_KINDS", "register_player"]


class RandomPlayer:
    """Chooses uniformly among the legal actions in its observation."""

    name = "random"

    def choose(self, observation: Observation, rng: random.Random) -> Any:
        return rng.choice(observation.legal_actions)


PLAYER_KINDS: dict[str, Callable[[str], Any]] = {"random": lambda game: RandomPlayer()}


def register_player(kind: str, factory: Callable[[str], Any]) -> None:
    """Make ``kind`` usable in ``--players`` lists; ``factory(game_name)`` builds one."""
    PLAYER_KINDS[kind] = factory


def make_player(kind: str, game: str) -> Any:
    try:
        import engine.ai  # noqa: F401  (registers the computer opponents, if present)
    except ImportError:
        pass
    if kind not in PLAYER_KINDS:
        raise ValueError(f"unknown player {kind!r}; players are: {', '.join(sorted(PLAYER_KINDS))}")
    return PLAYER_KINDS[kind](game)
