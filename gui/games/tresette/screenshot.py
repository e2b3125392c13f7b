"""The position ``academie screenshot tresette`` shows: the second trick of a deal, when
declarations are made: the person's declaration buttons, or another seat's declaration beside it."""

from __future__ import annotations

from engine.protocol import GameSpec
from gui.session import GameSession, play_to


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    return play_to(spec, preset, seed, lambda obs: obs.phase == "play" and obs.trick_no == 1 and (
        any(getattr(a, "kind", None) for a in obs.legal_actions) or (obs.trick and obs.declarations)),
        f"{spec.name}-beginner", max_steps=4000)
