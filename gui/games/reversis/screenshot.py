"""The position ``academie screenshot reversis`` shows: a few tricks into a deal, the person to play
with cards on the table."""

from __future__ import annotations

from engine.protocol import GameSpec
from gui.session import GameSession, play_to


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    return play_to(spec, preset, seed, lambda obs: obs.phase == "play" and obs.trick and obs.trick_no >= 3,
                   f"{spec.name}-beginner")
