"""The position ``academie screenshot trictrac`` shows: a few throws into the game, the person to
play his throw, with points on the marker."""

from __future__ import annotations

from typing import Any

from gui.session import play_to


def position(spec: Any, preset: str, seed: int) -> Any:
    def stop(obs: Any) -> bool:
        return obs.phase == "play" and sum(obs.throws or ()) >= 6 and any(obs.points or ())

    return play_to(spec, preset, seed, stop, max_steps=400)
