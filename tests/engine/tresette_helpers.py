"""Helpers for the Tresett tests: a deal with chosen hands, a random deal played out."""

from __future__ import annotations

import random

from engine.cards import card
from engine.games.tresette import TresetteOptions, new_state, pack_for_hands
from engine.games.tresette import tables as T
from engine.games.tresette.actions import Deal
from engine.protocol import CHANCE


def state_with(hands: dict, dealer: int = 0, opts: TresetteOptions | None = None, marks=(0, 0), seed: int = 0,
               deals: int | None = None, partien=(0, 0)):
    """A state just after the deal, seats in ``hands`` (seat -> list of codes) holding those cards and
    the rest dealt at random; ``marks``/``partien`` set before the deal."""
    opts = opts or TresetteOptions()
    st = new_state(opts, deals=deals, first_dealer=dealer)
    st.marks = tuple(marks)
    st.partien = tuple(partien)
    fixed = {q: [card(c) for c in cs] for q, cs in hands.items()}
    used = {c for cs in fixed.values() for c in cs}
    rest = [c for c in T.CARDS if c not in used]
    random.Random(seed).shuffle(rest)
    full = []
    for q in range(4):
        h = list(fixed.get(q, []))
        while len(h) < 10:
            h.append(rest.pop())
        full.append(h)
    st, _ = st.apply(Deal(pack_for_hands(full, dealer, opts.play_direction)))
    return st


def play_deal(seed: int, opts: TresetteOptions | None = None):
    """One deal with random legal play."""
    rng = random.Random(seed)
    st = new_state(opts or TresetteOptions(), deals=1)
    while not st.is_over():
        a = st.sample_chance(rng) if st.current_player() == CHANCE else rng.choice(st.legal_actions())
        st, _ = st.apply(a)
    return st
