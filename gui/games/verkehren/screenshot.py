"""The position ``academie screenshot verkehren`` shows: some throws into the game, stones on both
sides, the person to play his throw."""

from __future__ import annotations

from typing import Any

from gui.session import play_to


def position(spec: Any, preset: str, seed: int) -> Any:
    def stop(obs: Any) -> bool:
        return obs.phase == "play" and len(obs.seen) >= 14 and bool(obs.legal_actions) and \
            len(obs.legal_actions[0].moves) > 0

    return play_to(spec, preset, seed, stop, kind="verkehren-beginner", max_steps=400)
