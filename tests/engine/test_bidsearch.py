"""Searched calls in the L'Hombre family (engine/games/hombre/bidsearch.py,
engine/games/quadrille/bidsearch.py, engine/ai/imperfect.py): the blind rollouts play every seat
from what it knows, the inference reads the calls, and the strong levels value their calls by them."""

from __future__ import annotations

import math
import random

import pytest

from engine.ai.imperfect import calibrate, phase_rollout, play_on
from engine.games.hombre import bidsearch as HB
from engine.games.hombre import ranks as R
from engine.games.hombre.players import BeginnerPlayer, evaluate
from engine.games.quadrille import bidsearch as QB
from engine.games.quadrille import variants as QV
from engine.games.quadrille.players import BeginnerPlayer as QBeginner
from engine.protocol import CHANCE, TERMINAL, get_game


def _positions(game: str, beginner, phase: str, count: int, seed: int = 1) -> list:
    """(state, observation) at decisions of beginner deals in ``phase`` with a real choice."""
    spec = get_game(game)
    rng = random.Random(seed)
    out = []
    for _ in range(60):
        st = spec.new_state(spec.options(), deals=1)
        b = beginner()
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == CHANCE:
                a = st.sample_chance(rng)
            else:
                o = st.observation(who)
                if o.phase == phase and len(o.legal_actions) > 1:
                    out.append((st, o))
                a = b.choose(o, rng)
            st, _ = st.apply(a)
        if len(out) >= count:
            break
    return out[:count]


def _reshuffle_others(state, seat: int, rng: random.Random, fixed: int = 0):
    """The same position with the cards ``seat`` cannot see dealt anew among the other hands (sizes
    kept; ``fixed`` cards stay where they are)."""
    n = state.pub.n
    pool = []
    for q in range(n):
        if q != seat:
            pool += [c for c in R.bits(state.hands[q] & ~fixed)]
    rng.shuffle(pool)
    hands = list(state.hands)
    k = 0
    for q in range(n):
        if q == seat:
            continue
        size = R.popcount(state.hands[q] & ~fixed)
        hands[q] = (state.hands[q] & fixed) | sum(1 << c for c in pool[k:k + size])
        k += size
    return hands


def test_the_blind_card_play_does_not_depend_on_where_the_hidden_cards_lie():
    # whatever the others hold, a seat plays the same card: it knows only its own hand and what it saw
    checked = 0
    for st, o in _positions("hombre", BeginnerPlayer, "play", 40):
        pol = HB.BlindPolicy()
        pol.start(st)
        pub = st.pub
        lone = pub.challenger if pub.challenger is not None else pub.declarer
        trick = list(pub.trick)
        me = o.player
        first = pol(me, list(st.hands), trick, lone, pub.trump, pub.n, random.Random(0))
        assert st.hands[me] >> first & 1
        for k in range(4):
            hands = _reshuffle_others(st, me, random.Random(k))
            assert pol(me, hands, trick, lone, pub.trump, pub.n, random.Random(0)) == first
        checked += 1
    assert checked >= 30


def test_the_blind_quadrille_card_does_not_depend_on_the_hidden_cards():
    checked = 0
    for st, o in _positions("quadrille", QBeginner, "play", 40):
        pub = st.pub
        me = o.player
        called = (1 << pub.called) if pub.called is not None else 0
        first = QB.blind_card(st, me, list(st.hands), list(pub.trick), pub.partner is not None)
        assert st.hands[me] >> first & 1
        for k in range(3):
            hands = _reshuffle_others(st, me, random.Random(k), fixed=called)
            assert QB.blind_card(st, me, hands, list(pub.trick), pub.partner is not None) == first
        checked += 1
    assert checked >= 30


def test_blind_rollouts_end_the_deal_and_value_it_finitely():
    for game, roll in (("hombre", HB.blind_rollout), ("kaufquadrille", HB.kauf_blind_rollout)):
        for st, o in _positions(game, BeginnerPlayer, "auction", 6):
            for a in o.legal_actions:
                s2, _ = st.apply(a)
                v = roll(s2, o.player, random.Random(3))
                assert math.isfinite(v) and -30 <= v <= 30
    for st, o in _positions("quadrille", QBeginner, "auction", 6):
        for a in o.legal_actions:
            s2, _ = st.apply(a)
            assert math.isfinite(QB.blind_rollout(s2, o.player, random.Random(3)))


def _mask(*codes: str) -> int:
    return sum(1 << R._i(c) for c in codes)


def test_a_first_pass_makes_a_strong_hand_unlikely_and_an_ask_likely():
    # the weight of a world is how likely the others' calls were in it: a pass fits a weak hand,
    # an ask a strong one
    strong_hand = _mask("AS", "AC", "7H", "KH", "QH", "JH", "KD", "KC", "3H")
    weak_hand = _mask("2C", "3C", "4S", "5S", "7S", "6D", "5D", "2D", "3D")
    assert evaluate(strong_hand, 2) > 4.5 and max(evaluate(weak_hand, t) for t in range(4)) < 1.5
    seen = set()
    for st, o in _positions("hombre", BeginnerPlayer, "auction", 60):
        calls = o.public.auction.calls
        if len(calls) != 1 or calls[0][0] == o.player:
            continue
        q, text = calls[0]
        w = {}
        for label, mine in (("strong", strong_hand), ("weak", weak_hand)):
            world = HB.sample(o, random.Random(1))
            hands = list(world.hands)
            hands[q] = mine          # the weight reads only the caller's hand in the auction
            world.hands = tuple(hands)
            w[label] = HB.call_weight(world, o)
        if text == "pass":
            assert w["weak"] > 0.95 and w["strong"] < 0.05
        else:
            assert w["strong"] > 0.95 and w["weak"] < 0.05
        seen.add(text == "pass")
        if len(seen) == 2:
            return
    assert seen, "no position with one call before"


def test_the_inference_predicts_the_bidders_longest_suit_better_than_the_sampler_alone():
    spec = get_game("hombre")
    rng = random.Random(5)
    cases = []
    for _ in range(25):
        st = spec.new_state(spec.options(), deals=1)
        b = BeginnerPlayer()
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == CHANCE:
                a = st.sample_chance(rng)
            else:
                o = st.observation(who)
                if o.phase == "auction" and any(t.split()[0] != "pass" and q != who for q, t in o.public.auction.calls):
                    cases.append((st, o))
                a = b.choose(o, rng)
            st, _ = st.apply(a)

    def longest(state, obs):
        q = [q for q, t in obs.public.auction.calls if t.split()[0] != "pass" and q != obs.player][-1]
        h = HB.auction_hand(state, q)
        return max(R.popcount(h & R.trump_mask(t)) for t in range(4))
    r = calibrate(cases, HB.sample, longest, weight=HB.call_weight, worlds=20, rng=random.Random(2))
    assert r["uniform"]["cases"] == r["weighted"]["cases"] >= 20
    # the sampler alone under-predicts a bidder's long suit; the inference from his bid corrects it
    assert r["uniform"]["mean_error"] < -0.2
    assert abs(r["weighted"]["mean_error"]) < abs(r["uniform"]["mean_error"])
    assert r["weighted"]["mean_abs_error"] < r["uniform"]["mean_abs_error"]


def test_the_strong_levels_value_their_calls_by_the_blind_rollout():
    calls = []

    def spy(state, seat, rng):
        calls.append(state.pub.phase)
        return HB.blind_rollout(state, seat, rng)
    p = HB.strong(budget=None)
    p.rollout = phase_rollout(spy, lambda s, q, r: pytest.fail("open-hand rollout for a call"),
                              lambda s: s.pub.phase in HB.PRE_PLAY)
    p.max_worlds = 4
    st, o = _positions("hombre", BeginnerPlayer, "auction", 1)[0]
    ev = p.evaluate(o, random.Random(0))
    assert ev.best in o.legal_actions and ev.worlds >= 1
    assert calls and all(ph in HB.PRE_PLAY or ph in ("play", "deal", "over") for ph in calls)
    for make, game, beginner in ((HB.kauf_strong, "kaufquadrille", BeginnerPlayer),
                                 (QB.quadrille_strong, "quadrille", QBeginner)):
        q = make(budget=None) if make is HB.kauf_strong else make()
        q.budget = None
        q.max_worlds = 4
        st, o = _positions(game, beginner, "auction", 1)[0]
        ev = q.evaluate(o, random.Random(0))
        assert ev.best in o.legal_actions and ev.reason in ("search", "same")


def test_play_on_decides_from_observations_only():
    seen = []

    class Spy(BeginnerPlayer):
        def choose(self, obs, rng):
            seen.append(obs.player)
            return super().choose(obs, rng)
    st, o = _positions("hombre", BeginnerPlayer, "auction", 1)[0]
    out = play_on(st, lambda seat: Spy(), lambda s: s.pub.phase == "play", random.Random(0))
    assert out.pub.phase in ("play", "over", "deal") and seen


def test_the_quick_exchange_is_the_beginners_discard():
    # the blind rollout's exchange, made from the state, is what the beginner chooses from its observation
    n = 0
    for game in ("hombre", "kaufquadrille"):
        for st, o in _positions(game, BeginnerPlayer, "exchange", 25, seed=3):
            a = HB.quick_exchange(st)
            if a is None:
                continue
            assert a == BeginnerPlayer().choose(o, random.Random(0))
            n += 1
    assert n >= 30


def test_play_on_stops_where_the_seat_to_move_has_no_legal_action():
    # an imagined world can reach a position the rules cannot go on from (Tritrille: no king to call)
    class Stuck:
        def current_player(self):
            return 0

        def observation(self, seat):
            return type("O", (), {"legal_actions": ()})()

    class Never:
        def choose(self, obs, rng):
            raise AssertionError("asked to choose among no actions")
    st = Stuck()
    assert play_on(st, lambda seat: Never(), lambda s: False, random.Random(0)) is st


def test_cards_the_search_cannot_tell_apart_follow_the_sound_rule():
    """Last to a trick an enemy holds: the cheapest card that beats it; a friend holds it: the
    lowest card; a lead stays with the search."""
    from engine.games.hombre.family_bidsearch import sound_cards
    from engine.games.quadrille.players import friends

    checked = {"beat": 0, "low": 0}
    for game, beg, allies in (("hombre", BeginnerPlayer, HB.allies), ("quadrille", QBeginner, friends)):
        for st, o in _positions(game, beg, "play", 120):
            acts = list(o.legal_actions)
            if not o.trick:
                assert sound_cards(o, acts, allies) == []
                continue
            if len(o.trick) != st.pub.n - 1:
                continue
            t = st.pub.trump
            tc = [R.INDEX[c] for _q, c in o.trick]
            wq = o.trick[R.trick_winner(tc, t)][0]
            best = tc[R.trick_winner(tc, t)]
            ls = R.plain_suit(tc[0], t)
            order = [R.INDEX[a.card] for a in sound_cards(o, acts, allies)]
            assert sorted(order) == sorted(R.INDEX[a.card] for a in acts)
            winners = [R.INDEX[a.card] for a in acts
                       if R.trick_strength(R.INDEX[a.card], ls, t) > R.trick_strength(best, ls, t)]
            if wq not in allies(o) and winners:
                assert order[0] == min(winners, key=lambda c: (R.is_trump(c, t), R.trick_strength(c, ls, t)))
                checked["beat"] += 1
            elif wq in allies(o) and wq != o.player:
                assert order[0] not in winners or len(winners) == len(acts)
                checked["low"] += 1
    assert checked["beat"] >= 10 and checked["low"] >= 5
    assert HB.strong().tiebreak is not None and QB.quadrille_strong().tiebreak is not None
    assert HB.strong_untied().tiebreak is None and QB.strong_untied().tiebreak is None


def test_the_asking_level_takes_the_beginners_bid_when_the_search_cannot_tell_it_from_a_pass():
    """Issue 28 (c): in the auction a bid of the beginner's within noise of the search's choice is
    taken (never a pass); in the play the card tie-break is unchanged."""
    p = QB.strong_asks()
    seen = {"bid": 0, "pass": 0}
    for st, o in _positions("quadrille", QBeginner, "auction", 30):
        acts = list(o.legal_actions)
        want = QBeginner().choose(o, random.Random(0))
        order = p.tiebreak(o, acts)
        assert p.tie_z(o) == 1.0
        if want == QB.Call("pass"):
            assert order == []
            seen["pass"] += 1
        else:
            assert order == [want]
            seen["bid"] += 1
    assert seen["bid"] >= 3 and seen["pass"] >= 3
    for st, o in _positions("quadrille", QBeginner, "play", 20):
        assert p.tie_z(o) == QB.quadrille_strong().tie_z(o)


def test_the_own_blind_rollout_plays_the_searching_seats_side_cards_by_the_open_policy(monkeypatch):
    """Issue 28 (b): with ``own_open`` the searching seat's own cards, when it is on the playing
    side, follow the open rollout's policy (as the strong level plays them), every other card
    stays the blind beginner's; a defender's valuation is unchanged."""
    from engine.games.quadrille import ai as QA

    calls: list[int] = []

    def policy(p, hands, trick, team, t, n):
        calls.append(p)
        return QA._policy(p, hands, trick, team, t, n)
    monkeypatch.setattr(QB, "_policy", policy)
    side_checked = differs = defend_checked = 0
    for st, o in _positions("quadrille", QBeginner, "play", 40):
        me = o.player
        side = st.side()
        calls.clear()
        own = QB.blind_rollout(st, me, random.Random(3), own_open=True)
        plain = QB.blind_rollout(st, me, random.Random(3))
        if me in side:
            assert calls and set(calls) == {me}
            side_checked += 1
            differs += own != plain
        else:
            assert not calls and own == plain
            defend_checked += 1
    assert side_checked >= 5 and defend_checked >= 5
    assert differs >= 1
    assert QB.strong_own().name == "quadrille-own"


def test_the_quadrille_and_solitaire_levels_value_calls_with_their_own_cards_played_as_they_play(monkeypatch):
    seen: list[str] = []
    real = QB.blind_rollout_own

    def spy(state, seat, rng):
        seen.append(state.pub.phase)
        return real(state, seat, rng)
    monkeypatch.setattr(QB, "blind_rollout_own", spy)
    for make, game, uses in ((QB.quadrille_strong, "quadrille", True),
                             (QB.quadrille_solitaire_strong, "quadrille_solitaire", True),
                             (QB.quadrille_mediateur_strong, "quadrille_mediateur", False)):
        seen.clear()
        q = make()
        q.budget = None
        q.max_worlds = 4
        st, o = _positions(game, QBeginner, "auction", 1)[0]
        ev = q.evaluate(o, random.Random(0))
        assert ev.best in o.legal_actions
        assert bool(seen) == uses, game


def test_the_calling_level_takes_the_beginners_call_a_pass_included_within_its_band():
    p = QV.strong_calls(1.5)
    passes = 0
    for st, o in _positions("quadrille", QBeginner, "auction", 30):
        want = QBeginner().choose(o, random.Random(0))
        assert p.tiebreak(o, list(o.legal_actions)) == [want]
        assert p.tie_z(o) == 1.5
        passes += want == QB.Call("pass")
    assert passes >= 3


def test_the_solo_judging_level_keeps_a_solo_only_beyond_its_margin_and_band(monkeypatch):
    """Issue 28, fifth session: a Solo leading the search is made only where it beats the best other
    call by more than the margin plus ``z`` standard errors; otherwise the best other call; no other
    decision changes."""
    from engine.ai.search import Evaluation, SearchPlayer
    from engine.games.quadrille.actions import Bid

    solo, ask, pss = Bid("solo"), Bid("ask"), QB.Call("pass")
    canned: dict = {}

    def fake(self, observation, rng, *, must_value=()):
        return canned["ev"]
    monkeypatch.setattr(SearchPlayer, "evaluate", fake)
    st, auction = _positions("quadrille", QBeginner, "auction", 1)[0]
    st, play = _positions("quadrille", QBeginner, "play", 1)[0]
    # the Solo leads the ask by 3 markers, one standard error 1 marker; the pass is further behind
    canned["ev"] = Evaluation(solo, {solo: 10.0, ask: 7.0, pss: 2.0}, {solo: 0.0, ask: 1.0, pss: 2.0}, 100)
    for margin, z, best in ((0.0, 0.0, solo), (2.0, 0.0, solo), (3.0, 0.0, ask), (4.0, 0.0, ask),
                            (0.0, 2.9, solo), (0.0, 3.0, ask), (2.0, 0.9, solo), (2.0, 1.0, ask)):
        p = QV.strong_solo_judged(margin, z)
        assert isinstance(p, QV.SoloJudged)
        assert p.evaluate(auction, random.Random(0)).best == best, (margin, z)
        assert p.choose(auction, random.Random(0)) == best
        assert p.evaluate(play, random.Random(0)).best == solo      # not the auction: untouched
    canned["ev"] = Evaluation(ask, {solo: 6.0, ask: 7.0}, {solo: 1.0, ask: 0.0}, 100)
    assert QV.strong_solo_judged(4.0, 2.0).evaluate(auction, random.Random(0)).best == ask
    assert QV.is_solo(Bid("solo_tout", 1)) and not QV.is_solo(ask) and not QV.is_solo(pss)
    # a pass gives way to an ask within the ask margin, never to a Solo
    canned["ev"] = Evaluation(pss, {solo: 0.5, ask: 1.0, pss: 2.0}, {solo: 3.0, ask: 1.0, pss: 0.0}, 100)
    for ask_margin, best in ((0.0, pss), (0.9, pss), (1.0, ask), (2.0, ask)):
        assert QV.strong_solo_judged(ask_margin=ask_margin).evaluate(auction, random.Random(0)).best == best
        assert QV.strong_solo_judged(ask_margin=ask_margin).evaluate(play, random.Random(0)).best == pss


def test_the_mixed_blind_rollout_plays_its_own_cards_openly_in_its_share_of_worlds():
    """``blind_rollout_mixed(share)``: share 0 is the beginner's own play, share 1 the open policy's."""
    checked = 0
    for st, o in _positions("quadrille", QBeginner, "play", 30):
        me = o.player
        if me not in st.side():
            continue
        plain = QB.blind_rollout(st, me, random.Random(3))
        own = QB.blind_rollout(st, me, random.Random(3), own_open=True)
        assert QV.blind_rollout_mixed(0.0)(st, me, random.Random(3)) == plain
        assert QV.blind_rollout_mixed(1.0)(st, me, random.Random(3)) == own
        checked += 1
    assert checked >= 5
    assert QV.strong_mixed(0.5).name == "quadrille-mixed"


def test_the_asking_level_on_the_own_card_rollout_takes_the_beginners_bid_within_two_errors():
    p = QV.strong_asks_own()
    st, o = _positions("quadrille", QBeginner, "auction", 1)[0]
    assert p.tie_z(o) == 2.0 and p.name == "quadrille-asks-own"
    want = QBeginner().choose(o, random.Random(0))
    assert p.tiebreak(o, list(o.legal_actions)) == ([] if want == QB.Call("pass") else [want])
