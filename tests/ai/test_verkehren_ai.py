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


# ---------------------------------------------------------------- offering and answering a single loss

#: White has five stones to enter, Black's bands hold five fields of his entry area, and Black's
#: three stones at home aim at White's blots: a sixth stone hit is a Jan (a double loss)
JAN_NEAR = dict(white={14: 1, 16: 1, 18: 1, 20: 2, 22: 5},
                black={1: 3, 13: 2, 14: 2, 15: 2, 16: 2, 17: 2, 20: 2}, bar=(5, 0))
#: a plain race without contact that Black is far ahead in
RACE = dict(white={16: 4, 19: 3, 20: 4, 21: 4}, black={19: 2, 23: 1, 24: 2}, bar=(0, 0))


def _offered(pos):
    from engine.games.verkehren import Offer

    st = position(REC, pos["white"], pos["black"], thrower=0, bar=pos["bar"], dice=(6, 5))
    assert Offer() in st.side_actions()
    asked, _ = st.apply(Offer())
    return st, asked.observation(1)


def test_both_levels_refuse_a_single_when_the_offerer_is_near_a_jan():
    from engine.games.verkehren import Refuse

    _, obs = _offered(JAN_NEAR)
    for p in (strong(), beginner()):
        assert p.choose(obs, random.Random(1)) == Refuse(), p.name


def test_both_levels_accept_a_single_the_race_would_bring_anyway():
    from engine.games.verkehren import Accept

    _, obs = _offered(RACE)
    for p in (strong(), beginner()):
        assert p.choose(obs, random.Random(1)) == Accept(), p.name


def test_a_single_that_wins_the_match_is_accepted_even_near_a_jan():
    import dataclasses

    from engine.games.verkehren import Accept

    _, obs = _offered(JAN_NEAR)
    obs = dataclasses.replace(obs, points=(0, 2))          # Black needs one point of three
    for p in (strong(), beginner()):
        assert p.choose(obs, random.Random(1)) == Accept(), p.name


def test_the_hint_to_the_one_asked_values_both_answers():
    from engine.games.verkehren import Accept, Refuse

    _, obs = _offered(JAN_NEAR)
    ev = strong().evaluate(obs, random.Random(4))
    assert set(ev.values) == {Accept(), Refuse()} and ev.best == Refuse()
    assert ev.values[Accept()] == 1.0 and ev.values[Refuse()] > 1.0


def test_the_strong_player_offers_a_game_lost_double_but_plays_on_an_even_one():
    from engine.games.verkehren import Offer

    st, _ = _offered(JAN_NEAR)
    assert strong().choose(st.observation(0), random.Random(1)) == Offer()
    even = position(REC, {1: 11, 12: 2, 15: 2}, {1: 11, 12: 2, 15: 2}, thrower=0, bar=(0, 0), dice=(6, 5))
    assert Offer() in even.side_actions()
    assert strong().choose(even.observation(0), random.Random(1)) != Offer()


def test_after_a_refusal_the_strong_player_plays_his_throw():
    from engine.games.verkehren import Offer, Play, Refuse

    st, _ = _offered(JAN_NEAR)
    asked, _ = st.apply(Offer())
    back, _ = asked.apply(Refuse())
    assert isinstance(strong().choose(back.observation(0), random.Random(1)), Play)


def test_without_a_band_at_home_the_strong_player_concedes_a_game_lost_double_outright():
    from engine.games.verkehren import Concede

    white = {12: 2, 14: 1, 16: 1, 18: 1, 19: 1, 20: 1, 21: 1, 22: 1, 23: 1, 24: 1}       # the Hücke is no band at home
    st = position(REC, white, JAN_NEAR["black"], thrower=0, bar=(4, 0), dice=(6, 5))
    assert st.side_actions() == [Concede()]
    assert strong().choose(st.observation(0), random.Random(1)) == Concede()
    assert beginner().choose(st.observation(0), random.Random(1)) != Concede()     # the beginner plays on
