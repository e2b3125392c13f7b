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
                assert math.isfinite(v) and -3 <= v <= 3


def test_the_strong_level_chooses_a_legal_action_by_search_and_bids_as_the_beginner():
    p = ai.strong(budget=None)
    assert isinstance(p, SearchPlayer)
    p.max_worlds = 12
    rng = random.Random(1)
    for st, seat in _positions("hombre", 9)[:6]:
        obs = st.observation(seat)
        assert p.choose(obs, rng) in obs.legal_actions
    for st, seat in _positions("kaufquadrille", 2, phases=("auction",))[:4]:
        obs = st.observation(seat)
        assert p.choose(obs, random.Random(0)) == BeginnerPlayer().choose(obs, random.Random(0))


def test_both_games_declare_a_strong_level():
    assert get_game("hombre").player_kind("hombre-strong").level == "strong"
    assert get_game("kaufquadrille").player_kind("kaufquadrille-strong").level == "strong"
    assert ai.kauf_strong().name == "kaufquadrille-strong"
