"""Making computer players by kind.

A game declares the computer players it offers in ``GameSpec.player_kinds``
(:class:`~engine.protocol.PlayerKind`: name, level, label and a lazy factory);
every game also accepts the generic ``random`` player.  :func:`make_player`
builds a player of a kind for a game and refuses, with a plain message, a kind
the game does not offer.

:func:`register_player` still lets code add a kind of its own at run time (a
test's spy, a plugin); such a kind is usable in any game unless a game
declares it, and then only in that game.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from .protocol import GameSpec, Observation, PlayerKind, games, get_game

__all__ = ["RandomPlayer", "RANDOM", "make_player", "offered_kinds", "PLAYER_KINDS", "register_player",
           "declare_game_kinds"]


class RandomPlayer:
    """Chooses uniformly among the legal actions in its observation."""

    name = "random"

    def choose(self, observation: Observation, rng: random.Random) -> Any:
        return rng.choice(observation.legal_actions)


RANDOM = PlayerKind("random", "random", "Random player (plays any legal action)", "engine.players:RandomPlayer")

#: kinds usable in ``--players`` lists: ``random``, the kinds added by :func:`register_player`
#: and (after :func:`declare_game_kinds`) every kind a game declares; values are ``factory(game_name)``
PLAYER_KINDS: dict[str, Callable[[str], Any]] = {"random": lambda game: RandomPlayer()}


def register_player(kind: str, factory: Callable[[str], Any]) -> None:
    """Make ``kind`` usable in ``--players`` lists; ``factory(game_name)`` builds one."""
    PLAYER_KINDS[kind] = factory


def _by_game(kind: str) -> Callable[[str], Any]:
    return lambda game: make_player(kind, game)


def declare_game_kinds() -> None:
    """Add every kind the registered games declare to :data:`PLAYER_KINDS` (factories stay lazy:
    no player module is imported until a player is made)."""
    for spec in games():
        for k in spec.player_kinds:
            PLAYER_KINDS.setdefault(k.name, _by_game(k.name))


def offered_kinds(game: str | GameSpec) -> tuple[PlayerKind, ...]:
    """The computer players ``game`` offers: ``random`` first, then the game's own, weakest first;
    a kind that cannot play here (:meth:`PlayerKind.is_available`) is left out."""
    spec = game if isinstance(game, GameSpec) else get_game(game)
    return (RANDOM,) + tuple(k for k in spec.player_kinds if k.name != RANDOM.name and k.is_available())


def _owners(kind: str) -> list[str]:
    return [s.name for s in games() if s.player_kind(kind) is not None]


def make_player(kind: str, game: str | GameSpec) -> Any:
    """A new player of ``kind`` for ``game``; :class:`ValueError` (a one-line message naming the
    kinds the game offers) when the game does not offer that kind."""
    try:
        spec = game if isinstance(game, GameSpec) else get_game(game)
    except KeyError as e:
        raise ValueError(str(e.args[0])) from None
    if kind == RANDOM.name:
        return RandomPlayer()
    declared = spec.player_kind(kind)
    if declared is not None:
        return declared.make()
    offered = ", ".join(k.name for k in offered_kinds(spec))
    owners = _owners(kind)
    if owners:
        raise ValueError(f"{spec.name} does not offer the player {kind!r} (a player for {', '.join(owners)}); "
                         f"players for {spec.name}: {offered}")
    if kind in PLAYER_KINDS:
        return PLAYER_KINDS[kind](spec.name)
    raise ValueError(f"unknown player {kind!r}; players for {spec.name}: {offered}")
