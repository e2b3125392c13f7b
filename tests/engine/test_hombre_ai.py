"""L'Hombre's computer players: the rollout's values, the searching level's decisions."""

from __future__ import annotations

import math
import random

import pytest

from engine.ai.search import SearchPlayer
from engine.games.hombre import ai
from engine.games.hombre import payout as PO
from engine.games.hombre.players import BeginnerPlayer
from engine.protocol import CHANCE, TERMINAL, get_game


def _positions(game: str, seed: int, phases=("play", "vole")) -> list:
    spec = get_game(game)
    st = spec.new_state(spec.options(), deals=2)
    rng = random.Random(seed)
    b = BeginnerPlayer()
    out = []
    while st.current_player() != TERMINAL:
        w = st.current_player()
        if w == CHANCE:
            a = st.sample_chance(rng)
        else:
            if st.pub.phase in phases and len(st.legal_actions()) > 1:
                out.append((st, w))
            a = b.choose(st.observation(w), rng)
        st, _ = st.apply(a)
    return out


def test_the_value_of_a_deal_is_what_it_pays_three_seats():
    # an asking game won with two matadors and premiers: the pot of 4 and 3 from each opponent
    win = {"result": "win", "declarer": 0, "payments": [6.0, -3.0, -3.0], "pot_to": {0: 4.0}}
    assert PO.deal_value(win, 0, 3, True, 4.0) == 10.0
    assert PO.deal_value(win, 1, 3, True, 4.0) == -3.0
    # a remise: on the last deal of a sitting the bête goes back and the pot is shared (INTERPRETATION
    # 37), so it costs l'Hombre nothing; earlier it feeds pots he has only a third of
    remise = {"result": "remise", "declarer": 0, "payments": [0.0, 0.0, 0.0], "bete": 4.0}
    assert PO.deal_value(remise, 0, 3, True, 4.0) == pytest.approx(4 / 3)
    assert PO.deal_value(remise, 0, 3, False, 4.0) == pytest.approx(4 / 3 - 4 + 4 / 3)
    assert PO.deal_value(remise, 1, 3, False, 4.0) == pytest.approx(8 / 3)
    # a codille: the winner takes the pot, the other defender nothing, l'Hombre loses his share
    codille = {"result": "codille", "declarer": 0, "payments": [0.0, 0.0, 0.0], "pot_to": {1: 4.0}, "bete": 8.0}
    assert [PO.deal_value(codille, q, 3, True, 4.0) for q in range(3)] == [0.0, 4.0, 0.0]
    assert PO.deal_value({"result": "passed_out"}, 2, 3, True, 4.0) == pytest.approx(4 / 3)


def test_rollout_plays_sampled_deals_to_the_end_for_every_seat():
    for game in ("hombre", "kaufquadrille"):
        rng = random.Random(3)
        for st, seat in _positions(game, 5)[:12]:
            obs = st.observation(seat)
            world = ai.sample(obs, rng)
            for q in range(st.pub.n):
                v = ai.rollout(world, q, rng)
                assert math.isfinite(v) and -20 <= v <= 20  # bêtes: a vole with matadors pays many


def test_the_strong_level_chooses_legal_actions_by_search_in_the_auction_and_the_play():
    p = ai.strong(budget=None)
    assert isinstance(p, SearchPlayer)
    p.max_worlds = 8
    rng = random.Random(1)
    for st, seat in _positions("hombre", 9)[:4] + _positions("kaufquadrille", 2, phases=("auction",))[:3]:
        obs = st.observation(seat)
        assert p.choose(obs, rng) in obs.legal_actions
    # on the last deal of the sitting its rules ask with weaker hands (the bêtes are handed back)
    auctions = _positions("kaufquadrille", 2, phases=("auction",))
    last = [(st, q) for st, q in auctions if st.pub.deal_no + 1 >= st.pub.deals_total]
    for st, seat in last[:2]:
        obs = st.observation(seat)
        for red in (False, True):
            assert ai.LastDealRules()._thresholds(obs, red)[0] == BeginnerPlayer()._thresholds(obs, red)[0] - \
                ai.LAST_DEAL_MARGIN


def test_both_games_declare_a_strong_level():
    assert get_game("hombre").player_kind("hombre-strong").level == "strong"
    assert get_game("kaufquadrille").player_kind("kaufquadrille-strong").level == "strong"
    assert ai.kauf_strong().name == "kaufquadrille-strong"
