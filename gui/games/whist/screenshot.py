"""The position ``academie screenshot whist`` shows: the first trick of a deal, the person to play
with cards on the table and the turned trump card still lying face up beside the dealer."""

from __future__ import annotations

from engine.protocol import GameSpec
from gui.session import GameSession, play_to


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    return play_to(spec, preset, seed,
                   lambda obs: (obs.phase == "play" and obs.trick and getattr(obs, "turned_card", 1) is not None)
                   or (obs.phase == "bid" and obs.bids), f"{spec.name}-beginner")
