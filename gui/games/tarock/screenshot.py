"""The position ``academie screenshot tarock`` (and ``tarock4``, ``tarock_quadrille``) shows: a few
tricks into the play, the person to play with cards on the table."""

from __future__ import annotations

import random
from typing import Any

from engine.protocol import GameSpec
from gui.players import make_player
from gui.session import GameSession


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    kind = spec.player_kinds[0].name
    n = spec.seat_count(spec.presets[preset])
    sess = GameSession(spec.name, preset, spec.presets[preset], ["human"] + [kind] * (n - 1), seed)
    player = make_player(spec, kind)
    rng = random.Random(seed)
    for _ in range(3000):
        sess.run_chance()
        if sess.is_over():
            break
        obs: Any = sess.observation(sess.to_move)
        if sess.human_to_move() and obs.phase == "play" and obs.trick and len(obs.tricks) >= 3:
            break
        sess.apply(player.choose(obs, rng))
    return sess
