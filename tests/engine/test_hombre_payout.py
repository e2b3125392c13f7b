"""The strong levels' value of a deal (engine/games/hombre/payout.py) is what the engine's own
settlement pays: checked for L'Hombre for three (and Kaufquadrille) over random finished deals
under every preset."""

from __future__ import annotations

import random

import pytest

from engine.games.hombre import ai
from engine.games.hombre import payout as PO
from engine.games.hombre import ranks as R
from engine.games.hombre.actions import Call, Play
from engine.games.hombre.players import BeginnerPlayer
from engine.protocol import CHANCE, TERMINAL, get_game

#: every preset, and the stake and codille rules no preset combines with the others
SETTINGS = [("book_1782", {}), ("app_recommended", {}), ("old_regional", {}),
            ("book_1782", {"stake_method": "equal_pool_method3", "dealer_stake": 2}),
            ("app_recommended", {"codille_doubling": "none", "block": "on", "preference_3p": "on"}),
            ("old_regional", {"codille_jettons": 3})]     # law 48: three jettons each after a codille


class _Wild(BeginnerPlayer):
    """Random calls (bids of every kind, concessions, challenges, voles, looks at tricks), the
    beginner's exchange and cards: deals the beginner alone never plays."""

    def choose(self, obs, rng):
        if obs.phase in ("auction", "casco_round", "concede", "challenge", "lay_down_hold", "vole", "trump",
                         "look") or (obs.phase == "play" and rng.random() < 0.1):
            return rng.choice(list(obs.legal_actions))
        return super().choose(obs, rng)


def _deals(game: str, preset: str, extra: dict, count: int, deals: int = 1, wild: bool = False):
    """(state when the play began, state before the deal's last action, the deal's summary) of
    beginner deals that were played (``wild``: of deals with random calls)."""
    spec = get_game(game)
    out = []
    for i in range(count):
        st = spec.new_state(spec.options(preset, **extra), deals=deals)
        rng = random.Random(i)
        b = _Wild() if wild else BeginnerPlayer()
        start = None
        while st.current_player() != TERMINAL:
            w = st.current_player()
            if st.pub.phase == "play" and start is None:
                start = st
            a = st.sample_chance(rng) if w == CHANCE else b.choose(st.observation(w), rng)
            nd = st.pub.deal_no
            nxt, _ = st.apply(a)
            if nxt.pub.deal_no != nd or nxt.current_player() == TERMINAL:
                summ = dict(nxt.pub.history[-1])
                if start is not None and summ.get("result") != "passed_out":
                    out.append((start, st, summ))
                start = None
            st = nxt
    return out


@pytest.mark.parametrize("preset,extra", SETTINGS)
def test_the_settlement_pays_three_seats_what_the_engine_pays(preset, extra):
    seen = set()
    for start, before, summ in _deals("hombre", preset, extra, 12, deals=3) + \
            _deals("hombre", preset, extra, 25, deals=3, wild=True):
        d = start.pub.declarer
        vole = "committed" if (before.pub.vole == "committed" or before.pub.contract == "solo_tout") \
            else before.pub.vole
        got = PO.settlement(before, list(summ["tricks"]), start.hands[d], summ["premiers"], vole)
        assert [round(x, 6) for x in got["payments"]] == [round(x, 6) for x in summ["payments"]], summ
        assert {k: float(v) for k, v in (got.get("pot_to") or {}).items()} == \
            {k: float(v) for k, v in (summ.get("pot_to") or {}).items()}, summ
        assert float(got.get("bete", 0)) == float(summ.get("bete", 0)), summ
        assert float(got.get("challenger_bete", 0)) == float(summ.get("challenger_bete", 0)), summ
        seen |= {summ["result"], summ["contract"], summ.get("vole", "")}
    want = {"win", "remise", "codille", "sans_prendre", "failed"}
    if get_game("hombre").options(preset, **extra).remise_play_on == "allowed":
        want.add("conceded")    # a conceded game played on by a challenger
    assert want <= seen, seen


def _one_deal_sittings(game: str, preset: str, extra: dict, count: int):
    """(the state when the deal's stakes were set, the final state) of one-deal sittings."""
    spec = get_game(game)
    for i in range(count):
        st = spec.new_state(spec.options(preset, **extra), deals=1)
        rng = random.Random(50 + i)
        b = BeginnerPlayer()
        start = None
        while st.current_player() != TERMINAL:
            w = st.current_player()
            if st.pub.phase == "auction" and start is None:
                start = st
            a = st.sample_chance(rng) if w == CHANCE else b.choose(st.observation(w), rng)
            st, _ = st.apply(a)
        yield start, st


@pytest.mark.parametrize("preset,extra", SETTINGS)
def test_on_the_last_deal_the_value_is_what_the_scores_gain(preset, extra):
    # on a sitting's last deal the bêtes go back and the stakes are shared: the value of the deal is
    # exactly how each score changes from the moment the stakes were set (including passed-out deals)
    for game in ("hombre", "kaufquadrille"):
        for start, end in _one_deal_sittings(game, preset, extra, 12):
            n = start.pub.n
            pot = float(start.pub.ledger.pot)
            summ = dict(end.pub.history[-1])
            for q in range(n):
                got = PO.deal_value(summ, q, n, True, pot)
                assert got == pytest.approx(end.scores()[q] - start.scores()[q]), (game, summ)


def _play_by_policy(st):
    """The engine plays on from ``st`` with the rollout's quick policy and its vole rule."""
    rng = random.Random(0)
    deal = st.pub.deal_no
    while st.current_player() != TERMINAL and st.pub.deal_no == deal:
        pub = st.pub
        d, t, n = pub.declarer, pub.trump, pub.n
        if pub.phase == "vole":
            others = 0
            for q in range(n):
                if q != d:
                    others |= st.hands[q]
            a = Call("vole") if PO.vole_sure(st.hands[d], others, t) else Call("stop")
        else:
            assert pub.phase == "play"
            lone = pub.challenger if pub.challenger is not None else d
            c = ai._policy(pub.to_move, list(st.hands), list(pub.trick), lone, t, n, rng)
            a = Play(R.CARDS[c])
        st, _ = st.apply(a)
    return st


@pytest.mark.parametrize("preset,extra", SETTINGS)
def test_the_rollout_is_worth_what_the_engine_pays_for_the_same_play(preset, extra):
    # from every position of the play, the rollout's value is the engine's payment (in bêtes) when
    # the engine plays the deal out with the same policy: fee, matadors, premiers, vole, codille
    checked = 0
    for start, _before, _summ in _deals("hombre", preset, extra, 8, deals=1) + \
            _deals("hombre", preset, extra, 12, deals=1, wild=True):
        st = start
        pot = float(st.pub.ledger.pot)
        while st.pub.phase == "play" and st.current_player() != TERMINAL:
            end = _play_by_policy(st)
            for q in range(3):
                want = (end.scores()[q] - st.scores()[q]) / pot
                assert ai.rollout(st, q, random.Random(1)) == pytest.approx(want), dict(end.pub.history[-1])
            checked += 1
            c = ai._policy(st.pub.to_move, list(st.hands), list(st.pub.trick), st.pub.declarer, st.pub.trump, 3,
                           random.Random(0))
            legal = [a for a in st.legal_actions() if isinstance(a, Play)]
            a = legal[checked % len(legal)] if checked % 2 else Play(R.CARDS[c])  # wander off the policy a little
            st, _ = st.apply(a)
    assert checked > 20


def test_a_reviewed_game_ends_with_its_fifth_trick_as_the_engine_ends_it():
    # l'Hombre who looked at a trick may not play for the vole: the engine settles him a plain win
    # after five tricks, and so does the rollout (no vole paid for the cards played on)
    premiers = 0
    for start, _before, _summ in _deals("hombre", "book_1782", {}, 60, deals=1):
        if start.pub.contract == "solo_tout":
            continue
        reviewed = start.copy()
        reviewed._p(reviewed=True)
        end = _play_by_policy(reviewed)
        summ = dict(end.pub.history[-1])
        premiers += bool(summ["premiers"])
        pot = float(start.pub.ledger.pot)
        for q in range(3):
            want = (end.scores()[q] - reviewed.scores()[q]) / pot
            assert ai.rollout(reviewed, q, random.Random(1)) == pytest.approx(want), summ
    assert premiers >= 1


@pytest.mark.parametrize("game,presets,count,least", [
    ("hombre", ("book_1782", "old_regional"), 12, 20),
    ("kaufquadrille", ("book_1782", "app_recommended"), 25, 30)])
def test_the_rollouts_quick_exchange_is_the_beginners(game, presets, count, least):
    """One quick exchange serves the rollouts of three and four seats: it discards what the
    beginner discards."""
    spec = get_game(game)
    checked = 0
    for preset in presets:
        for i in range(count):
            st = spec.new_state(spec.options(preset), deals=1)
            rng = random.Random(i)
            b = BeginnerPlayer()
            while st.current_player() != TERMINAL:
                w = st.current_player()
                if w == CHANCE:
                    a = st.sample_chance(rng)
                else:
                    a = b.choose(st.observation(w), rng)
                    if st.pub.phase == "exchange":
                        q = ai._quick_exchange(st)
                        if q is not None:
                            assert R.mask_of(q.cards) == R.mask_of(a.cards)
                            checked += 1
                st, _ = st.apply(a)
    assert checked > least
