"""The position ``academie screenshot hombre`` (or ``kaufquadrille``) shows: the beginners have
played every seat into the play of the cards, and the person is to play with cards on the table."""

from __future__ import annotations

import random
from typing import Any

from engine.protocol import GameSpec
from gui.players import make_player
from gui.session import GameSession


def play_to_middle(sess: GameSession, tricks: int = 2, max_steps: int = 600) -> None:
    player = make_player(sess.spec, "hombre-beginner")
    rng = random.Random(sess.seed)
    for _ in range(max_steps):
        sess.run_chance()
        st: Any = sess.state
        if st.is_over():
            return
        pub = st.pub
        if (pub.phase == "play" and len(pub.tricks) >= tricks and st.current_player() == sess.human
                and pub.trick):
            return
        sess.apply(player.choose(st.observation(st.current_player()), rng))


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    n = spec.players
    sess = GameSession(spec.name, preset, spec.presets[preset], ["human"] + ["hombre-beginner"] * (n - 1), seed)
    play_to_middle(sess)
    return sess
