"""The position ``academie screenshot minchiate`` shows: the computer players have played
every seat into the fifth trick, and the person is to play with cards on the table."""

from __future__ import annotations

import random
from typing import Any

from engine.protocol import GameSpec
from gui.players import make_player
from gui.session import GameSession


def play_to_middle(sess: GameSession, tricks: int = 4, max_steps: int = 400) -> None:
    player = make_player(sess.spec, "minchiate-partner")
    rng = random.Random(sess.seed)
    for _ in range(max_steps):
        sess.run_chance()
        st: Any = sess.state
        if st.is_over():
            return
        if (st.phase == "play" and st.trick_no >= tricks and st.current_player() == sess.human
                and st.trick):
            return
        sess.apply(player.choose(st.observation(st.current_player()), rng))


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    sess = GameSession(spec.name, preset, spec.presets[preset], ["human"] + ["minchiate-simple"] * 3, seed,
                       partner="minchiate-partner")
    play_to_middle(sess)
    return sess
