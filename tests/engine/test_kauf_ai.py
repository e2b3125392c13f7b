"""Kaufquadrille's strong level (engine/games/hombre/kauf_search.py): its value is what the deal
really pays four seats, its quick exchange is the beginner's, and it searches trump and exchanges."""

from __future__ import annotations

import math
import pickle
import random

from engine.games.hombre import kauf_ai
from engine.games.hombre import kauf_search as KS
from engine.games.hombre.actions import Discard, Trump
from engine.games.hombre.players import BeginnerPlayer
from engine.protocol import CHANCE, TERMINAL, get_game
from test_hombre_payout import _deals as played_deals  # same folder


def _deals(preset: str, count: int, deals: int = 1):
    """Kaufquadrille's played beginner deals: (play begins, before the last action, summary)."""
    return played_deals("kaufquadrille", preset, {}, count, deals=deals)


def test_the_settlement_in_the_rollout_pays_what_the_engine_pays():
    # fee, matadors, premiers, pot and bête: the rollout's settlement agrees with game._settle
    seen = set()
    for preset in ("book_1782", "app_recommended", "old_regional"):
        for start, before, summ in _deals(preset, 25, deals=2):
            d = start.pub.declarer
            vole = "committed" if (before.pub.vole == "committed" or before.pub.contract == "solo_tout") \
                else before.pub.vole
            got = KS._settlement(before, list(summ["tricks"]), start.hands[d], summ["premiers"], vole)
            assert [round(x, 6) for x in got["payments"]] == [round(x, 6) for x in summ["payments"]], summ
            assert {k: float(v) for k, v in (got.get("pot_to") or {}).items()} == \
                {k: float(v) for k, v in (summ.get("pot_to") or {}).items()}
            assert float(got.get("bete", 0)) == float(summ.get("bete", 0))
            seen.add(summ["result"])
    assert {"win", "remise", "codille"} <= seen


def test_four_seats_value_the_fees_and_matadors_three_times():
    # an asking game with three matadors won: l'Hombre takes the pot of 4 and 3 from each of three
    win = {"result": "win", "declarer": 0, "payments": [9.0, -3.0, -3.0, -3.0], "pot_to": {0: 4.0}}
    assert KS.deal_value(win, 0, 4, True, 4.0) == 13.0
    assert KS.deal_value(win, 1, 4, True, 4.0) == -3.0
    # a remise: each defender is paid l'Hombre's loss fee and shares the pot (the family's value: nothing)
    remise = {"result": "remise", "declarer": 0, "payments": [-9.0, 3.0, 3.0, 3.0], "bete": 4.0}
    assert KS.deal_value(remise, 1, 4, True, 4.0) == 4.0
    assert KS.deal_value(remise, 0, 4, True, 4.0) == -8.0       # the bête goes back on the last deal
    assert KS.deal_value(remise, 0, 4, False, 4.0) == -11.0     # earlier it feeds pots he shares a quarter of
    assert KS.deal_value({"result": "passed_out"}, 2, 4, True, 4.0) == 1.0


def test_rollout_values_are_finite_bets_for_every_seat():
    rng = random.Random(3)
    for start, _before, _summ in _deals("app_recommended", 6):
        for q in range(4):
            v = KS.rollout(start, q, rng)
            assert math.isfinite(v) and -20 <= v <= 20


def _phase_positions(phase: str, count: int) -> list:
    spec = get_game("kaufquadrille")
    out = []
    for i in range(40):
        st = spec.new_state(spec.options(), deals=1)
        rng = random.Random(100 + i)
        b = BeginnerPlayer()
        while st.current_player() != TERMINAL:
            w = st.current_player()
            if w == CHANCE:
                a = st.sample_chance(rng)
            else:
                if st.pub.phase == phase and len(st.legal_actions()) > 1:
                    out.append(st.observation(w))
                a = b.choose(st.observation(w), rng)
            st, _ = st.apply(a)
        if len(out) >= count:
            break
    return out[:count]


def test_the_strong_level_searches_trump_and_the_exchange_among_a_few_discards():
    p = kauf_ai.strong(budget=None)
    assert p.name == "kaufquadrille-strong"
    p.max_worlds = 8
    rng = random.Random(1)
    for obs in _phase_positions("trump", 2):
        ev = p.evaluate(obs, rng)
        assert ev.reason in ("search", "same") and ev.worlds >= 1
        assert isinstance(ev.best, Trump) and ev.best in obs.legal_actions
    for obs in _phase_positions("exchange", 3):
        ev = p.evaluate(obs, rng)
        assert isinstance(ev.best, Discard) and ev.best in obs.legal_actions
        cands = KS.exchange_candidates(obs, BeginnerPlayer(), random.Random(0))
        assert cands[0] == BeginnerPlayer().choose(obs, random.Random(0))
        assert set(ev.values) <= set(cands) and len(cands) <= 4


def test_the_strong_level_decides_from_the_observation_alone():
    p = kauf_ai.strong(budget=None)
    p.max_worlds = 6
    for obs in _phase_positions("auction", 2) + _phase_positions("trump", 1):
        copy = pickle.loads(pickle.dumps(obs))
        assert p.choose(obs, random.Random(5)) == p.choose(copy, random.Random(5))


def test_the_rollout_settlement_caps_a_third_bete_as_the_engine_does():
    """Method 2 (seed lines 377-379): with two bêtes standing (36 in play, 90 waiting, the second
    cost 90) and 99 at stake, a remise costs l'Hombre 90 in the engine and in the rollout's mirror."""
    from dataclasses import replace
    from fractions import Fraction as Fr

    from engine.games.hombre.game import _settle
    from engine.games.hombre.ledger import Ledger
    from tests.engine.test_hombre_helpers import KAUF, SUIT

    spec = KAUF
    st = spec.new_state(spec.options("book_1782", stake_method="jetton_rows_method2"), deals=5)
    led = replace(Ledger.new(4, False), stakes=Fr(63), bete_in_play=Fr(36), in_play_debtors=((1, Fr(36)),),
                  queue=((Fr(90), ((2, Fr(90)),)),), second_bete=Fr(90),
                  balances=(Fr(-15), Fr(-51), Fr(-105), Fr(-18)), jettons=7)
    assert led.total() == 0 and led.pot == 99
    winners = [0, 1, 0, 1, 0, 1, 2, 3]                  # 3-3-1-1: a tie, l'Hombre (seat 0) is bête (remise)
    taken = [winners.count(q) for q in range(4)]
    st.hands = (0, 0, 0, 0)
    st.pub = replace(st.pub, ledger=led, dealer=3, declarer=0, contract="ask", trump=SUIT["S"],
                     tricks=tuple((0, (), w) for w in winners), tricks_taken=tuple(taken), phase="play")
    mirror = KS._settlement(st, taken, 0, False, "")
    ev: list = []
    _settle(st, ev)
    summ = next(e for e in ev if e.kind == "deal_end").data
    assert summ["result"] == "remise" and summ["bete"] == 90.0
    assert mirror["bete"] == 90.0
