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


def _before_play(game: str, phases: tuple, deals: int = 30) -> list:
    """(state, observation) at every decision of ``phases`` with a choice, over beginner deals."""
    spec = get_game(game)
    b = BeginnerPlayer()
    out = []
    for d in range(deals):
        rng = random.Random(d)
        st = spec.new_state(spec.options(), deals=1)
        while st.phase not in ("play", "over") and st.deal_no == 0:
            who = st.current_player()
            if who == CHANCE:
                st, _ = st.apply(st.sample_chance(rng))
                continue
            o = st.observation(who)
            if o.phase in phases and len(o.legal_actions) > 1:
                out.append((st, o))
            st, _ = st.apply(b.choose(o, rng))
    return out


@pytest.mark.parametrize("game,phases", [("tarock", ("declare",)), ("tarock4", ("declare",)),
                                         ("tarock_quadrille", ("declare", "call", "ask"))])
def test_worlds_before_the_play_agree_with_the_seats_view(game, phases):
    cases = _before_play(game, phases)
    assert {o.phase for _s, o in cases} == set(phases)
    rng = random.Random(5)
    for st, o in cases[:12]:
        for _ in range(3):
            w = S.sample(o, rng)
            assert w.observation(o.player) == o
            assert sorted(c for h in w.hands for c in h) + sorted(w.scat) == \
                sorted(c for h in st.hands for c in h) + sorted(st.scat) or o.player != st.dealer
            assert S._searched(o)


def test_a_declaration_is_valued_with_the_payment_it_brings_at_once():
    st, o = _before_play("tarock", ("declare",))[0]
    p = deterministic(S.make_strong("t"), worlds=4)
    ev = p.evaluate(o, random.Random(1))
    from engine.games.tarock.actions import Declare, Silent
    paid = sum(h[1] for h in S.honours_of(st.hands[o.player], o.options.honours_variant,
                                          o.options.scus_counts_for_ten_tarocs, o.form)) * (o.seats - 1)
    assert ev.values[Declare()] - ev.values[Silent()] >= paid - 1e-9 or paid == 0
    assert ev.best == Declare()


def test_the_mediateurs_asks_start_with_the_beginners_and_may_stop():
    cases = _before_play("tarock_quadrille", ("ask",), deals=60)
    assert cases
    b = BeginnerPlayer()
    for _st, o in cases:
        cands = S.ask_candidates(o)
        assert cands[0] == b.choose(o, random.Random(0))
        assert set(cands) <= set(o.legal_actions) and len(set(cands)) == len(cands)
        assert any(not a.wanted for a in cands) == any(not a.wanted for a in o.legal_actions)
        assert len(cands) <= S.ASK_CANDIDATES + 2
