"""L'Hombre's computer players: the rollout's values, the searching level's decisions."""

from __future__ import annotations

import math
import random

from engine.ai.search import SearchPlayer
from engine.games.hombre import ai
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


def test_value_orders_the_results_as_the_payments_do():
    # l'Hombre (seat 0): a win beats a remise beats a codille; a vole beats a plain win
    win, remise, codille = ai.value((5, 2, 2), 0, 0, "ask", "", None), ai.value((3, 3, 3), 0, 0, "ask", "", None), \
        ai.value((2, 5, 2), 0, 0, "ask", "", None)
    assert win > 0 > remise > codille
    assert ai.value((9, 0, 0), 0, 0, "ask", "", None) > win
    # a defender: his own codille is best, l'Hombre's win worst
    mine = ai.value((2, 5, 2), 0, 1, "ask", "", None)
    lost = ai.value((5, 2, 2), 0, 1, "ask", "", None)
    assert mine > ai.value((3, 3, 3), 0, 1, "ask", "", None) > lost
    # Solo tout without every trick is no win
    assert ai.value((8, 1, 0), 0, 0, "solo_tout", "committed", None) < 0


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


def test_on_the_last_deal_a_remise_costs_lhombre_nothing():
    # the waiting bêtes are handed back at the end of the sitting: only the win counts for l'Hombre
    assert ai.value((3, 3, 3), 0, 0, "ask", "", None, last=True) == 0.03
    assert ai.value((5, 2, 2), 0, 0, "ask", "", None, last=True) > 0 > ai.value((2, 5, 2), 0, 0, "ask", "", None,
                                                                               last=True)
