"""The position ``academie screenshot whist`` shows: the first trick of a deal, the person to play
with cards on the table and the turned trump card still lying face up beside the dealer."""

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
        if sess.human_to_move() and obs.phase == "play" and obs.trick and getattr(obs, "turned_card", 1) is not None:
            break
        if sess.human_to_move() and obs.phase == "bid" and obs.bids:
            break
        sess.apply(player.choose(obs, rng))
    return sess
