"""The position ``academie screenshot quadrille`` (or another game of the family) shows: the
beginners have played every seat into the play of the cards, and the person is to play with
cards on the table."""

from __future__ import annotations

import random
from typing import Any

from engine.protocol import GameSpec
from gui.players import make_player
from gui.session import GameSession


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    n = spec.players
    kind = f"{spec.name}-beginner"
    sess = GameSession(spec.name, preset, spec.presets[preset], ["human"] + [kind] * (n - 1), seed)
    player = make_player(sess.spec, kind)
    rng = random.Random(seed)
    for _ in range(800):
        sess.run_chance()
        st: Any = sess.state
        if st.is_over():
            break
        pub = st.pub
        if pub.phase == "play" and len(pub.tricks) >= 2 and st.current_player() == sess.human and pub.trick:
            break
        sess.apply(player.choose(st.observation(st.current_player()), rng))
    return sess
