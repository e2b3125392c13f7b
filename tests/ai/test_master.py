"""The master level made from a strong searching player (engine/ai/master.py)."""

from __future__ import annotations

import random

import pytest

from engine.ai.master import MASTER_BUDGET, by_work, master_of
from engine.ai.search import SearchPlayer
from engine.games.minchiate import ai as mai
from engine.protocol import CHANCE, games, get_game


def _play_obs(seed: int):
    spec = get_game("minchiate")
    rng = random.Random(seed)
    st = spec.new_state(spec.options(seat_draw=False), deals=1)
    while st.phase != "play" or len(st.legal_actions()) < 3:
        who = st.current_player()
        st, _ = st.apply(st.sample_chance(rng) if who == CHANCE else rng.choice(st.legal_actions()))
    return st.observation(st.current_player())


def test_a_master_is_a_new_player_with_more_time_and_a_stricter_stop():
    strong = mai.strong()
    before = (strong.name, strong.budget, strong.min_worlds, strong.max_worlds, strong.z)
    m = master_of(strong)
    assert isinstance(m, SearchPlayer) and m is not strong
    assert (strong.name, strong.budget, strong.min_worlds, strong.max_worlds, strong.z) == before
    assert m.name == "minchiate-master"
    assert m.budget == MASTER_BUDGET == 3.0 and m.hard_limit > m.budget
    assert m.min_worlds > strong.min_worlds and m.z > strong.z and m.max_worlds >= strong.max_worlds
    # the rest is the strong level's own: the same worlds, rollouts, rule player
    assert (m.sampler, m.rollout, m.fallback, m.weight, m.tiebreak) == (
        strong.sampler, strong.rollout, strong.fallback, strong.weight, strong.tiebreak)


def test_a_master_goes_on_searching_where_the_strong_level_stops():
    obs = _play_obs(2)
    target = obs.legal_actions[-1]

    def rollout(s, seat, rng):  # the state after ``target`` is worth one more, whatever the world
        last = s.trick[-1][1] if s.trick else s.tricks[-1][1][-1][1]
        return (1.0 if mai.S.CARDS[last] == target.card else 0.0) + rng.random() * 0.1
    strong = SearchPlayer("t-strong", mai.sample, rollout, budget=None, min_worlds=4, max_worlds=200)
    ev_s = strong.evaluate(obs, random.Random(0))
    ev_m = master_of(strong, budget=None).evaluate(obs, random.Random(0))
    assert ev_s.best == ev_m.best == target
    assert ev_s.worlds < 20 <= 24 <= ev_m.worlds


def test_by_work_fixes_the_worlds_instead_of_the_clock():
    obs = _play_obs(3)
    noise = random.Random(5)     # a value unlike for every action: no action ever leads clearly
    p = by_work(SearchPlayer("t", mai.sample, lambda s, seat, rng: noise.random(), budget=0.5, hard_limit=0.01), 9)
    assert p.budget is None and p.max_worlds == 9
    ev = p.evaluate(obs, random.Random(1))
    assert ev.reason == "search" and ev.worlds == 9      # noise never settles: all nine, whatever the clock
    m = by_work(master_of(p), 30)
    assert m.budget is None and m.evaluate(obs, random.Random(1)).worlds == 30
    with pytest.raises(TypeError):
        by_work(object(), 5)


def test_a_game_offers_a_master_only_as_a_searching_level_above_its_strong_one():
    """Every master a game lists (other than one driving an outside program) comes with a strong
    level of the same game, and makes a player that searches for 3 s a decision."""
    for spec in games():
        for k in spec.player_kinds:
            if k.level != "master" or k.program or not k.is_available():
                continue
            assert any(s.level == "strong" for s in spec.player_kinds), spec.name
            p = k.make()
            inner = p if isinstance(p, SearchPlayer) else getattr(p, "inner", p)
            assert getattr(inner, "budget", None) == MASTER_BUDGET, k.name


def imperial_master():
    """A generic master of a game's strong level (an import path for the isolated process)."""
    from engine.games.imperial import ai

    return master_of(ai.strong())


def test_a_master_decides_on_its_observation_alone_with_its_real_budget():
    """At points of a real game, with its 3 s budget under the seeded clock, a master decides
    exactly what it decides in a separate process given nothing but the pickled observations."""
    import os

    from engine.ai.fairness import isolated_choices, played_decisions

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    f = "tests.ai.test_master:imperial_master"
    here = played_decisions("imperial", f, 4, n=4)
    assert len(here) == 4
    there = isolated_choices([(f, [o for o, _a in here], [4 + k for k in range(len(here))])], 0, cwd=root)
    assert [a for _o, a in here] == there[0]
