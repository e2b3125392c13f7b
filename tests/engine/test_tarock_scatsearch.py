"""Tarock's searched Scat (engine/games/tarock/scatsearch.py): the sampler covers the dealer's
Scat, the candidates start with the beginner's, the blind rollout counts the honours, and the
strong level keeps the beginner's Scat unless another is clearly ahead."""

from __future__ import annotations

import random

import pytest

from engine.ai.fairness import deterministic
from engine.games.tarock import scatsearch as S
from engine.games.tarock.ai_core import BeginnerPlayer
from engine.protocol import CHANCE, get_game


def _scat(game: str, seed: int):
    spec = get_game(game)
    rng = random.Random(seed)
    st = spec.new_state(spec.options(), deals=1)
    while st.phase != "scat":
        st, _ = st.apply(st.sample_chance(rng)) if st.current_player() == CHANCE else (st, None)
    return st, st.observation(st.to_move)


@pytest.mark.parametrize("game", ["tarock", "tarock4", "tarock_quadrille"])
def test_scat_worlds_agree_with_the_dealers_view_and_candidates_start_with_the_beginners(game):
    st, o = _scat(game, 4)
    rng = random.Random(1)
    for _ in range(5):
        w = S.sample(o, rng)
        assert w.observation(o.player) == o
        assert sorted(c for h in w.hands for c in h) == sorted(c for h in st.hands for c in h)
    cands = S.candidates(o)
    assert cands[0] == BeginnerPlayer().choose(o, random.Random(0))
    assert len(set(cands)) == len(cands) == S.CANDIDATES
    assert set(cands) <= set(o.legal_actions)
    v = S.blind_rollout(st.apply(cands[0])[0], o.player, random.Random(2))
    assert isinstance(v, float)


def test_strong_scat_is_the_beginners_within_noise_and_a_candidate():
    _st, o = _scat("tarock4", 2)
    p = deterministic(S.make_strong("t"), worlds=3)
    ev = p.evaluate(o, random.Random(1))
    assert ev.best in S.candidates(o)
    first = S.candidates(o)[0]
    if ev.best != first:
        assert ev.values[ev.best] - ev.values[first] > S.NOISE_Z * ev.stderr[first]
    else:
        assert ev.reason in ("rule", "search", "same")
