"""Tarock's searched Scat (engine/games/tarock/scatsearch.py): the sampler covers the dealer's
Scat, the candidates start with the beginner's, the blind rollout counts the honours, and the
strong level keeps the beginner's Scat unless another is clearly ahead."""

from __future__ import annotations

import dataclasses
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


def test_form_c_call_worlds_agree_and_the_weight_reads_the_calls():
    spec = get_game("tarock_quadrille")
    rng = random.Random(3)
    b = BeginnerPlayer()
    seen = 0
    for _ in range(4):
        st = spec.new_state(spec.options(), deals=1)
        while st.phase not in ("play", "over") and st.deal_no == 0:
            who = st.current_player()
            if who == CHANCE:
                st, _ = st.apply(st.sample_chance(rng))
                continue
            o = st.observation(who)
            if o.phase == "bid":
                w = S.sample(o, rng)
                assert w.observation(who) == o
                assert w.apply(o.legal_actions[0])[0].phase in ("bid", "call", "ask", "declare", "deal")
                assert S.weight(st, o) == 1.0          # the true deal: every call is the beginner's
                if o.bids:
                    # a world where the first caller would have called otherwise weighs less
                    q, said = o.bids[0]
                    other = "pass" if said != "pass" else "solo"
                    fake = ((q, other),) + o.bids[1:]
                    assert S.weight(st, dataclasses.replace(o, bids=fake)) <= S.ODD or q == who
                seen += 1
            st, _ = st.apply(b.choose(o, rng))
    assert seen >= 8
