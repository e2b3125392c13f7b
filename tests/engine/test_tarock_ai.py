"""Tarock's computer players: the beginner's rules of thumb, the sampler, the strong level."""

from __future__ import annotations

import random

import pytest

from engine.cards import card
from engine.protocol import CHANCE, get_game
from engine.games.tarock import cards as T
from engine.games.tarock import policy as P
from engine.games.tarock.ai_core import BeginnerPlayer, rollout, sample
from tests.engine.test_tarock_vectors import i


def _to_play(game: str, seed: int, tricks: int = 2):
    spec = get_game(game)
    rng = random.Random(seed)
    s = spec.new_state(spec.options(), deals=1)
    b = BeginnerPlayer()
    while not (s.phase == "play" and len(s.tricks) >= tricks):
        p = s.current_player()
        s, _ = s.apply(s.sample_chance(rng) if p == CHANCE else b.choose(s.observation(p), rng))
    return s


@pytest.mark.parametrize("game", ["tarock", "tarock4", "tarock_quadrille"])
def test_sampled_worlds_agree_with_the_observation_and_roll_out(game):
    s = _to_play(game, 7)
    rng = random.Random(1)
    for p in range(s.n):
        obs = s.observation(p)
        w = sample(obs, rng)
        assert w.observation(p) == obs
        assert isinstance(rollout(w, p, rng), float)


def test_the_scat_buries_counting_cards_and_keeps_kings():
    hand = sorted(i(c) for c in ["Kc", "Qd", "2d", "Ns", "3s", "4b", "5b", "6b", "7b", "8b", "#5", "#9", "#12",
                                 "#14", "#15", "#16", "#17", "#18", "#19", "#20", "#21", "#2", "#3", "#4", "9c",
                                 "Tc", "Ac", "2c"])
    choices = [c for c in hand if c not in T.KING and T.SUIT[c] not in (T.TRUMP, T.FOOL)]
    scat = P.choose_scat(hand, choices, 3)
    assert T.KING[0] not in scat
    assert i("Qd") in scat and i("Ns") in scat      # lone figures are safest in the Scat


def test_the_scus_saves_a_queen_and_a_partner_is_fed():
    # an enemy King is led; holding the Queen and the Scüs, the beginner plays the Scüs
    ctx = P.Ctx(seat=1, hand=[i("Qb"), T.SCUS, i("3c"), i("4c")], legal=[i("Qb"), T.SCUS],
                trick=[(0, i("Kb"))], order=[2])
    assert P.choose_card(ctx) == T.SCUS
    # partner's sure King is led: drop the Queen on it
    ctx = P.Ctx(seat=2, hand=[i("Qb"), i("3b"), i("4c"), i("5c")], legal=[i("Qb"), i("3b")],
                trick=[(0, i("Kb")), (1, i("5b"))], order=[3], partners=frozenset({0}))
    assert P.choose_card(ctx) == i("Qb")


def test_the_strong_level_plays_a_legal_card():
    from engine.games.tarock.ai import strong
    s = _to_play("tarock", 3)
    obs = s.observation(s.to_move)
    pl = strong(budget=None)
    pl.max_worlds = 4
    a = pl.choose(obs, random.Random(2))
    assert a in obs.legal_actions


def test_form_c_bids_by_strength():
    strong_hand = [T.taroc(k) for k in range(10, 22)] + [T.SCUS, T.KING[0], T.KING[1]]
    assert P.choose_bid(strong_hand, ["pass", "frage", "mediateur", "solo"]) == "solo"
    weak = [i("2c"), i("3c"), T.taroc(2)]
    assert P.choose_bid(weak, ["pass", "frage", "mediateur", "solo"]) == "pass"
    assert P.choose_bid(strong_hand, ["pass"]) == "pass"
