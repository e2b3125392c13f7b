"""The position ``academie screenshot reversis`` shows: a few tricks into a deal, the person to play
with cards on the table."""

from __future__ import annotations

import random
from typing import Any

from engine.protocol import GameSpec
from gui.players import make_player
from gui.session import GameSession


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    kind = f"{spec.name}-beginner"
    sess = GameSession(spec.name, preset, spec.presets[preset], ["human"] + [kind] * 3, seed)
    player = make_player(spec, kind)
    rng = random.Random(seed)
    for _ in range(2000):
        sess.run_chance()
        if sess.is_over():
            break
        obs: Any = sess.observation(sess.to_move)
        if sess.human_to_move() and obs.phase == "play" and obs.trick and obs.trick_no >= 3:
            break
        sess.apply(player.choose(obs, rng))
    return sess
