"""The position ``academie screenshot tarock`` (and ``tarock4``, ``tarock_quadrille``) shows: a few
tricks into the play, the person to play with cards on the table."""

from __future__ import annotations

from engine.protocol import GameSpec
from gui.session import GameSession, play_to


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    return play_to(spec, preset, seed, lambda obs: obs.phase == "play" and obs.trick and len(obs.tricks) >= 3,
                   spec.player_kinds[0].name, max_steps=3000)
