"""The position ``academie screenshot schach`` shows: a game some moves into the middle game
(played by the beginner level on both sides from the seed), the person, White, to move."""

from __future__ import annotations

from typing import Any

from gui.session import play_to


def position(spec: Any, preset: str, seed: int) -> Any:
    def stop(obs: Any) -> bool:
        return obs.phase == "play" and len(obs.moves) >= 24

    return play_to(spec, preset, seed, stop, kind="schach-beginner", max_steps=400)
