"""The open-hand solver against brute force and against the engine's own scoring."""

import random

import pytest

from engine.games.piquet.ai.solver import Solver, brute_force
from engine.games.piquet import scoring as S
from engine.games.piquet.game import PiquetState
from engine.protocol import CHANCE
from engine.games.piquet import PRESETS


def _deal(rng, n_lead, n_other):
    cs = rng.sample(range(32), n_lead + n_other)
    return sum(1 << c for c in cs[:n_lead]), sum(1 << c for c in cs[n_lead:])


@pytest.mark.parametrize("seed", range(4))
def test_solver_matches_brute_force_on_small_endings(seed):
    rng = random.Random(seed)
    for _ in range(60):
        n = rng.randint(1, 5)
        mr, lt = rng.choice([7, 4]), rng.choice([0, 1, 2])
        cards, capot = rng.choice([(10, 40), (20, 50)])
        tw0 = rng.randint(0, 12 - n)
        tw = (tw0, 12 - n - tw0)
        s = Solver(min_rank=mr, last_trick=lt, cards=cards, capot=capot)
        kw = dict(min_rank=mr, last_trick=lt, cards=cards, capot=capot)
        if rng.random() < 0.5:
            a, b = _deal(rng, n, n)
            r = s.solve(a, b, tricks_won=tw)
            assert r.value == brute_force(a, b, tricks_won=tw, **kw)
            # the best card really reaches the value, and every card's value is exact
            r2 = Solver(min_rank=mr, last_trick=lt, cards=cards, capot=capot).solve(a, b, tricks_won=tw,
                                                                                   all_values=True)
            assert r2.value == r.value
            assert s._lead_value(a, b, r.best, *tw) == r.value
            for c, v in r2.values.items():
                assert v == brute_force(a, b, tricks_won=tw, first=c, **kw)
        else:
            a, b = _deal(rng, n, n)  # opponent's last card of b is led
            lead = b.bit_length() - 1
            b &= ~(1 << lead)
            r = s.solve(a, b, lead=lead, tricks_won=tw)
            assert r.value == brute_force(a, b, lead=lead, tricks_won=tw, **kw)


def _engine_minimax(st, me):
    """Minimax over the engine's own states: my deal points minus the opponent's from here on."""
    if st.current_player() == CHANCE or st.phase != "play":
        return st.deal_pts[me] - st.deal_pts[1 - me]
    vals = [_engine_minimax(st.apply(a)[0], me) for a in st.legal_actions()]
    return max(vals) if st.current_player() == me else min(vals)


@pytest.mark.parametrize("preset", ["classic_1900", "eighteenth_century"])
def test_solver_agrees_with_engine_scoring(preset):
    opts = PRESETS[preset]
    rng = random.Random(7)
    for _ in range(12):
        n = rng.randint(1, 3)
        a, b = _deal(rng, n, n)
        tw0 = rng.randint(0, 12 - n)
        tw = (tw0, 12 - n - tw0)
        st = PiquetState.at_play(opts, (S.cards_of(a), S.cards_of(b)), leader=0, trick_no=13 - n,
                                 tricks_won=tw, deal_scores=(5, 5))
        want = _engine_minimax(st, 0) - 0
        got = Solver.for_options(opts).solve(a, b, tricks_won=tw).value
        assert got == want


def test_twelve_trick_position_is_solved_consistently():
    rng = random.Random(3)
    a, b = _deal(rng, 12, 12)
    r = Solver().solve(a, b)
    r2 = Solver().solve(a, b, all_values=True)
    assert r.value == r2.value == max(r2.values.values())
    # the value counts lead points, so with every card counting it is at least -(12 + 1 + 40)
    assert -53 <= r.value <= 53
