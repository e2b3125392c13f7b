"""Verkehren's computer players choose from the observation alone and play what the position asks:
the strong player takes a double win when one play gives it, and keeps off a blot that the
opponent would hit into a Jan; strength itself is measured by ``academie bench ai --game
verkehren`` (docs/verkehren.md), not here."""

from __future__ import annotations

import random

from engine.games.verkehren import SPEC, position
from engine.games.verkehren.ai import beginner, strong

REC = SPEC.presets["recommended"]


def test_strong_makes_the_other_jan_when_it_can():
    # Black's entry area is full of his own blots; hitting his last blot with the six makes him Jan
    black = {1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 18: 1, 19: 8}
    st = position(REC, {4: 1, 20: 14}, black, thrower=0, dice=(2, 1))
    obs = st.observation(0)
    a = strong().choose(obs, random.Random(1))
    nxt, ev = st.apply(a)
    assert any(e.kind == "game_won" and e.data["way"] == "jan" for e in ev)


def test_strong_and_beginner_bear_off_rather_than_dawdle():
    st = position(REC, {23: 1, 24: 1}, {19: 15}, thrower=0, dice=(2, 1))
    for p in (strong(), beginner()):
        a = p.choose(st.observation(0), random.Random(2))
        _, ev = st.apply(a)
        assert any(e.kind == "game_won" for e in ev), p.name


def test_the_hint_is_the_shared_evaluation():
    st = position(REC, {1: 13, 5: 1, 9: 1}, {1: 15}, thrower=0, dice=(3, 3))
    ev = strong().evaluate(st.observation(0), random.Random(3))
    assert ev.best in st.legal_actions() and set(ev.values) == set(st.legal_actions())
    assert ev.values[ev.best] == max(ev.values.values())
