"""The position ``academie screenshot piquet`` shows: both exchanges done, the person (elder)
about to declare, with the best call offered."""

from __future__ import annotations

import random
from typing import Any

from engine.protocol import GameSpec
from gui.session import GameSession


def lowest_exchange(state: Any) -> Any:
    """The legal exchange that throws the most low cards (deterministic, sensible enough)."""
    from engine.games.piquet.scoring import INDEX

    legal = state.legal_actions()
    most = max(len(a.cards) for a in legal)
    hand = sorted((c for a in legal if len(a.cards) == 1 for c in a.cards), key=lambda c: -(INDEX[c] % 8))
    want = tuple(sorted(hand[:most], key=INDEX.__getitem__))
    for a in legal:
        if a.cards == want:
            return a
    return legal[-1]


def play_to_after_exchange(sess: GameSession, max_steps: int = 40) -> None:
    """Advance a session (both seats) until the exchanges are over."""
    from engine.players import RandomPlayer

    rng = random.Random(sess.seed)
    rp = RandomPlayer()
    for _ in range(max_steps):
        sess.run_chance()
        st: Any = sess.state
        if st.phase not in ("cut", "choose_dealer", "deal", "announce", "exchange"):
            return
        if st.phase == "exchange":
            sess.apply(lowest_exchange(st))
        else:
            sess.apply(rp.choose(st.observation(st.current_player()), rng))


def position(spec: GameSpec, preset: str, seed: int) -> GameSession:
    sess = GameSession(spec.name, preset, spec.presets[preset], ["human", "random"], seed, first_dealer="opponent")
    play_to_after_exchange(sess)
    return sess
