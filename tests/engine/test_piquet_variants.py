"""The multi-player forms of Piquet (004; spec §10, A36-A39): Königspiquet,
Räuberpiquet and Normannisches Piquet."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from engine.cards import Card, parse_cards
from engine.games.piquet import REASON_CODES, PiquetState, scoring as S
from engine.games.piquet.actions import Exchange, Play
from engine.games.piquet.variants import (
    Claim, KoenigObservation, KoenigState, TableCut, TableDeal, TableObservation, TableState,
    koenig_next_pair, koenig_payments,
)
from engine.match import play_out
from engine.players import RandomPlayer
from engine.protocol import CHANCE, TERMINAL, IllegalAction, get_game
from engine.record import parse_record, record_of, replay, write_record

from test_piquet_properties import check_invariants  # the two-hand invariants (same folder)

SPEC = get_game("piquet")
ALL = (1 << 32) - 1


def opts(variant: str, preset: str = "classic_1900", **kw):
    """The options of the form ``variant`` (a game of its own: koenigspiquet, raeuberpiquet, normannisch)."""
    return get_game(variant).options(preset, **kw)


def cs(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


# ============================================================== options, seats, dispatch
def test_forms_are_games_of_the_piquet_family_with_their_seats():
    koenig, raeuber, norman = (get_game(n) for n in ("koenigspiquet", "raeuberpiquet", "normannisch"))
    assert koenig.seat_count(opts("koenigspiquet")) == 3
    assert koenig.seat_count(opts("koenigspiquet", participants=4)) == 4
    assert koenig.seat_range == (3, 4)
    assert raeuber.seat_count(opts("raeuberpiquet")) == 4
    assert norman.seat_count(opts("normannisch")) == 3
    assert SPEC.seat_count(SPEC.options("classic_1900")) == 2
    assert {s.family for s in (SPEC, koenig, raeuber, norman)} == {"piquet"}
    assert list(koenig.presets) == list(raeuber.presets) == list(norman.presets) == list(SPEC.presets)
    assert isinstance(koenig.new_state(opts("koenigspiquet")), KoenigState)
    assert isinstance(norman.new_state(opts("normannisch")), TableState)
    with pytest.raises(ValueError):  # two-hand Piquet no longer offers the forms as an option
        SPEC.options("classic_1900", variant="koenigspiquet")
    with pytest.raises(ValueError):
        koenig.options("classic_1900", participants=5)
    with pytest.raises(ValueError):  # only the options that apply: a Königspiquet partie goes to the target
        koenig.options("classic_1900", partie_format="rubicon_six_deals")
    # the presets carry the two-hand values over where the rules are the same
    for name, p in SPEC.presets.items():
        assert koenig.presets[name].target_score == p.target_score
        assert raeuber.presets[name].point_scoring == p.point_scoring


def test_old_records_with_the_variant_option_load_as_the_form():
    from engine.protocol import resolve_game

    spec, over = resolve_game("piquet", {"variant": "koenigspiquet", "participants": "4", "target_score": "101",
                                         "partie_format": "target"})
    assert spec.name == "koenigspiquet" and over == {"participants": "4", "target_score": "101"}
    spec, over = resolve_game("piquet", {"variant": "two_hand", "target_score": "101"})
    assert spec.name == "piquet" and over == {"target_score": "101"}
    text = ('[Game "piquet"]\n[Preset "classic_1900"]\n[Option "variant" "raeuberpiquet"]\n'
            '[Option "variant_bonus_mode" "add_60_30"]\n[Seed "3"]\n[Deals "1"]\n')
    rp = replay(parse_record(text))
    assert rp.spec.name == "raeuberpiquet" and rp.options.variant_bonus_mode == "add_60_30"
    assert rp.state.current_player() >= 0 and rp.state.observation(0).game == "raeuberpiquet"


# ============================================================== Königspiquet
def test_tv33_koenig_payments():
    # A=0 beats B=1; C=2 is King.  62 is not Schneider, 45 is; exactly 50 is not.
    assert koenig_payments(3, winner=0, loser=1, loser_score=62) == {0: 1, 2: 1}
    assert koenig_payments(3, winner=0, loser=1, loser_score=45) == {0: 2, 2: 2}
    assert koenig_payments(3, winner=0, loser=1, loser_score=50) == {0: 1, 2: 1}
    assert koenig_payments(3, winner=0, loser=1, loser_score=49) == {0: 2, 2: 2}
    # four participants: both Kings are paid
    assert koenig_payments(4, winner=3, loser=0, loser_score=70) == {1: 1, 2: 1, 3: 1}
    # next partie: the winner plays the King, the loser becomes King
    assert koenig_next_pair(3, (0, 1, 2), 1, (0, 1), 0, (2,)) == ((0, 2), (1,))
    assert koenig_next_pair(3, (0, 1, 2), 1, (0, 1), 1, (2,)) == ((1, 2), (0,))
    # four: the fixed order AB, AC, AD, BC, BD, CD whoever wins
    order = (3, 1, 0, 2)
    pairs = [(3, 1)]
    for k in range(1, 6):
        pairs.append(koenig_next_pair(4, order, k, pairs[-1], pairs[-1][0], ())[0])
    assert pairs == [(3, 1), (3, 0), (3, 2), (1, 0), (1, 2), (0, 2)]


def _koenig_after_cut(loser_score: int, **kw) -> KoenigState:
    """A (p0) and B (p1) cut low, C (p2) cuts the ace and is King; A is one point from 100."""
    st = KoenigState(opts("koenigspiquet", **kw))
    st, ev = st.apply(TableCut(cs("7C 8D AS")))
    assert (st.pair, st.kings) == ((0, 1), (2,))
    assert st.current_player() == CHANCE  # the two players cut for the deal
    inner = PiquetState.at_play(st.duel.opts, ([cs("AH")[0]], [cs("7H")[0]]), leader=0, trick_no=12,
                                partie_scores=(99, loser_score))
    st.duel = inner
    return st


@pytest.mark.parametrize("loser_score,unit", [(62, 1), (45, 2)])
def test_tv33_koenig_partie_end_in_play(loser_score, unit):
    st = _koenig_after_cut(loser_score)
    assert st.current_player() == 0
    st, ev = st.apply(Play(cs("AH")[0]))  # the lead point takes A to 100
    pay = [e for e in ev if e.kind == "koenig_payment"]
    assert len(pay) == 1
    d = pay[0].data
    assert (d["winner"], d["loser"], d["scores"][1]) == (0, 1, loser_score)
    assert d["payments"] == {"0": unit, "2": unit}
    assert d["schneider"] == (unit == 2)
    assert st.scores() == [unit, -2 * unit, unit]
    # next partie: A against C, B is King, A (the winner) deals first
    assert (st.pair, st.kings) == ((0, 2), (1,))
    assert st.duel.dealer == 0 and st.duel.phase == "deal" and st.current_player() == CHANCE
    assert st.result()["parties"][0]["payments"] == {"0": unit, "2": unit}


def test_koenig_partie_rules_are_the_two_hand_ones_with_repique_winning():
    st = KoenigState(opts("koenigspiquet", "eighteenth_century"))
    st, _ = st.apply(TableCut(cs("8C 9D KS")))
    o = st.duel.opts
    assert o.partie_format == "target" and o.target_score == 101
    assert o.repique_in_target_game == "wins_partie"


def test_koenig_repique_wins_the_partie_at_once():
    st = KoenigState(opts("koenigspiquet"))
    st, _ = st.apply(TableCut(cs("7C 8D AS")))
    # elder (p0) holds a huitième in hearts and four aces: repique without any answer
    elder = cs("AH KH QH JH TH 9H 8H 7H AS AC AD KS")
    younger = cs("QS JS TS 9S 8S 7S KC QC JC TC 9C 8C")
    st.duel = PiquetState.at_declarations(st.duel.opts, list(elder), list(younger), dealer=1)
    # point 8, huitième 18 and four aces 14 are credited before elder's first lead: 40, repique
    st, ev = run(st, "point 8", "good", "sequence 8", "good", "set 4A", "good", "play AH")
    assert [e for e in ev if e.kind == "repique"]
    pay = [e for e in ev if e.kind == "koenig_payment"]
    assert pay and pay[0].data["reason"] == "repique" and pay[0].data["winner"] == 0


def test_koenig_watchers_see_no_hand():
    st = KoenigState(opts("koenigspiquet"))
    rng = random.Random(4)
    while st.duel is None or st.duel.phase not in ("play",):
        st, _ = st.apply(st.sample_chance(rng) if st.current_player() == CHANCE else rng.choice(st.legal_actions()))
    king = st.kings[0]
    ob = st.observation(king)
    assert isinstance(ob, KoenigObservation)
    assert ob.partie is None and ob.legal_actions == ()
    p = st.pair[0]
    assert st.observation(p).partie.hand == tuple(S.cards_of(st.duel.hands[0]))


# ============================================================== table forms: set-up helpers
def table_at_deal(form: str, hands: list[str], rest: str = "", dealer: int = 0, **kw) -> TableState:
    """Deal ``hands`` (in receiving order: the dealer's right first) with seats 0..n-1 in order."""
    st = TableState(opts(form, **kw))
    st.dealer = dealer
    st.phase, st.to_move = "deal", CHANCE
    st, _ = st.apply(TableDeal(tuple(cs(h) for h in hands), cs(rest)))
    return st


def table_at_play(form: str, hands: list[str], leader: int, trick_no: int, tricks_won: tuple, dealer: int = 0,
                  deal_pts=None, **kw) -> TableState:
    """A position in the trick play; ``hands`` by seat, everything else dealt away already."""
    st = TableState(opts(form, **kw))
    n = st.n
    st.dealer = dealer
    masks = tuple(S.mask_of(cs(h)) for h in hands)
    st.hands = st.dealt = masks
    st.deal_no = 1
    st.phase, st.to_move, st.leader, st.trick_no = "play", leader, leader, trick_no
    st.tricks_won = tuple(tricks_won)
    st.declared = ((None, 0),) * 3
    if deal_pts is not None:
        st.deal_pts = st.cnt = st.partie_pts = tuple(deal_pts)
        st.scored = tuple(x > 0 for x in deal_pts)
    assert len(hands) == n
    return st


def run(st, *texts):
    evs = []
    for t in texts:
        st, e = st.apply(st.parse_action(t))
        evs += e
    return st, evs


def answer_best(st, limit=200):
    """Everybody states his best claim until the play starts."""
    evs = []
    while st.phase == "declare" and limit:
        st, e = st.apply(st.legal_actions()[-1])
        evs += e
        limit -= 1
    return st, evs


def points_of(evs, kinds=("score", "pique", "repique")):
    return [(e.player, e.data["points"], e.data.get("item", e.kind)) for e in evs if e.kind in kinds]


# ============================================================== deal sizes, turn order, seating
RAEUBER_DEAL = ["AH KH QH JH TH 9H 8H 7H", "AS KS QS JS TS 9S 8S 7S", "AC KC QC JC TC 9C 8C 7C",
                "AD KD QD JD TD 9D 8D 7D"]


def test_raeuber_deal_and_turn_order():
    st = table_at_deal("raeuberpiquet", RAEUBER_DEAL, dealer=2)
    assert [bin(h).count("1") for h in st.hands] == [8, 8, 8, 8]
    # dealt to the right: seat 3 (the dealer's right) receives the first hand
    assert st.hands[3] == S.mask_of(cs(RAEUBER_DEAL[0]))
    assert st.hands[2] == S.mask_of(cs(RAEUBER_DEAL[3]))
    assert st.current_player() == 3 and st.phase == "declare"
    order = []
    while st.phase == "declare":
        order.append(st.current_player())
        st, _ = st.apply(st.legal_actions()[0])  # everybody passes
    assert order == [3, 0, 1, 2] * 3
    assert st.phase == "play" and st.current_player() == 3
    st, _ = st.apply(st.legal_actions()[0])
    assert st.current_player() == 0


def test_raeuber_deal_sizes_are_checked():
    st = TableState(opts("raeuberpiquet"))
    st.dealer, st.phase, st.to_move = 0, "deal", CHANCE
    bad = TableDeal(tuple(cs(h) for h in RAEUBER_DEAL[:3]) + (cs("AD KD QD JD TD 9D 8D"),), cs("7D"))
    with pytest.raises(IllegalAction) as e:
        st.apply(bad)
    assert e.value.code == "malformed_action"
    d = st.sample_chance(random.Random(1))
    assert [len(h) for h in d.hands] == [8] * 4 and d.rest == ()


def test_raeuber_seating_from_the_cut():
    st = TableState(opts("raeuberpiquet"))
    # p1 lowest: deals; p3 second lowest: his partner; of p2 (K) and p0 (A) the higher sits at his right
    st, ev = st.apply(TableCut(cs("AS 7C KH 8D")))
    assert st.seating == (1, 0, 3, 2)
    ob = st.observation(1)
    assert ob.sides[1] == ob.sides[3] != ob.sides[0] == ob.sides[2]
    assert ob.dealer == 1
    st, _ = st.apply(st.sample_chance(random.Random(2)))
    assert st.current_player() == 0  # the dealer's right declares first
    # a tie among the cut cards is drawn again
    st2, ev2 = TableState(opts("raeuberpiquet")).apply(TableCut(cs("AS AC KH 8D")))
    assert st2.phase == "cut" and any(e.kind == "cut_tie" for e in ev2)


def test_norman_deal_exchange_and_turn_order():
    hands = ["AH KH QH JH TH 9H 8H 7H AS KS", "QS JS TS 9S 8S 7S AC KC QC JC",
             "TC 9C 8C 7C AD KD QD JD TD 9D"]
    st = table_at_deal("normannisch", hands, rest="8D 7D", dealer=1)
    assert [bin(h).count("1") for h in st.hands] == [10, 10, 10] and bin(st.rest).count("1") == 2
    assert st.phase == "exchange" and st.current_player() == 1
    legal = st.legal_actions()
    assert Exchange(()) in legal and len(legal) == 1 + 45
    assert all(len(a.cards) in (0, 2) for a in legal)
    with pytest.raises(IllegalAction) as e:
        st.apply(Exchange.of(cs("QS")))
    assert e.value.code == "exchange_too_few"
    assert st.hands[2] == S.mask_of(cs(hands[0]))  # the dealer's right receives first
    st2, _ = st.apply(Exchange.of(cs("7C 8C")))
    assert st2.hands[1] & S.mask_of(cs("8D 7D")) == S.mask_of(cs("8D 7D"))
    assert not st2.hands[1] & S.mask_of(cs("7C 8C"))
    assert set(st2.observation(1).discards) == set(cs("7C 8C"))
    assert st2.observation(0).discards == ()
    assert st2.current_player() == 2  # the dealer's right speaks first
    st3, _ = st.apply(Exchange(()))
    assert st3.rest == S.mask_of(cs("8D 7D"))
    order = []
    while st3.phase == "declare":
        order.append(st3.current_player())
        st3, _ = st3.apply(st3.legal_actions()[0])
    assert order == [2, 0, 1] * 3
    assert st3.current_player() == 2


# ============================================================== declarations
def test_raeuber_point_needs_30_pips():
    # seat 1 (first to speak) has three-card points of 24/25 pips only
    hands = ["7H 8H 9H 7S 8S TS 7C 7D", "AH KH QH AS KS QS JS TH", "AC KC QC JC TC 9C 8C 9S",
             "AD KD QD JD TD 9D 8D JH"]
    st = table_at_deal("raeuberpiquet", hands, dealer=0, point_min_cards=3)
    assert st.current_player() == 1
    assert st.legal_actions() == [Claim("point")]
    with pytest.raises(IllegalAction) as e:
        st.apply(Claim("point", (3, 25)))
    assert e.value.code == "point_too_short"
    # the same three-card point counts in Normannisches Piquet
    nh = ["7H 8H 9H 7S 8S TS 7C 7D AC 9D", "AH KH QH AS KS QS JS TH KC 8C", "QC JC TC 9C AD KD QD JD TD 9S"]
    ns = table_at_deal("normannisch", nh, rest="8D JH", dealer=0, point_min_cards=3)
    ns, _ = ns.apply(Exchange(()))
    assert ns.legal_actions() == [Claim("point"), Claim("point", (3, 25))]


def test_raeuber_partner_entitlement_and_one_point_per_side():
    # dealer 0; seats 1 and 3 are partners against seats 2 and 0.  Hands in receiving order 1, 2, 3, 0.
    s1 = "AH KH QH JH TH 7S 7C 7D"   # quint to the ace, point of 5 (51)
    s2 = "AS KS QS JS 9H 8H 7H AD"   # quart to the ace (an opponent)
    s3 = "AC KC QC 9C TS 9S 8S 8D"   # the partner: tierces to the ace and to the ten
    s0 = "KD QD JD TD 9D JC TC 8C"   # quint to the king (an opponent)
    st = table_at_deal("raeuberpiquet", [s1, s2, s3, s0], dealer=0)
    st, ev = answer_best(st)
    seq = [(p, pts, item) for p, pts, item in points_of(ev) if " to " in item]
    assert sorted(seq) == [(1, 15, "quint to AH"), (3, 3, "tierce to AC"), (3, 3, "tierce to TS")]
    # the point: seat 1 (5, 51) beats seat 0 (5, 49); counted once
    assert [(p, v) for p, v, item in points_of(ev) if item.startswith("point")] == [(1, 5)]
    assert st.observation(0).shown[3], "the partner's scored tierces are shown"
    assert not set(st.observation(2).shown[1]) & set(cs("7S 7C 7D")), "the point is not shown in Räuberpiquet"

    # the other side's best sequence equals it (quint to the ace in diamonds): nobody scores sequences
    s0 = "AD KD QD JD TD JC TC 8C"
    s2 = "AS KS QS JS 9H 8H 7H 9D"
    st = table_at_deal("raeuberpiquet", [s1, s2, s3, s0], dealer=0)
    st, ev = answer_best(st)
    assert any(e.kind == "category_tie" and e.data["category"] == "sequence" for e in ev)
    assert any(e.kind == "category_tie" and e.data["category"] == "point" for e in ev)
    assert not [p for p in points_of(ev) if " to " in p[2] or p[2].startswith("point")]


def test_partners_equal_point_scores_once():
    s1 = "AH KH QH JH TH 7S 7C 7D"   # point 5 (51)
    s3 = "AC KC QC JC TC 8S 8D 9H"   # the partner: point 5 (51) too
    s2 = "AS KS QS JS AD KD 8H 7H"
    s0 = "TS 9S QD JD TD 9D 9C 8C"
    st = table_at_deal("raeuberpiquet", [s1, s2, s3, s0], dealer=0)
    assert st._best_claim(1, 0) == st._best_claim(3, 0) == Claim("point", (5, 51))
    st, ev = answer_best(st)
    assert [(p, v) for p, v, item in points_of(ev) if item.startswith("point")] == [(1, 5)]


def test_equal_best_claims_of_two_players_score_nothing_in_norman():
    hands = ["AH KH QH JH 7S 7C 8C 9C TC 8S", "AS KS QS JS 7H 7D 8D 9D TD 9S", "AC KC QC JC AD KD QD JD TH TS"]
    st = table_at_deal("normannisch", hands, rest="9H 8H", dealer=2)
    st, _ = st.apply(Exchange(()))
    st, ev = answer_best(st)
    # the two quarts to the ace in hearts and spades tie; the quart to the ace in clubs ... also ties
    assert any(e.kind == "category_tie" and e.data["category"] == "sequence" for e in ev)
    assert not [p for p in points_of(ev) if "quart" in p[2]]


# ============================================================== Neunziger / Sechziger
NORMAN_REPIQUE = ["AH KH QH JH TH 9H AS AC AD 7S",   # seat 1 (first): point 6 (60), sixième, four aces
                  "KS QS JS TS 9S 8S KC QC 7H 8H",   # seat 2
                  "JC TC 9C 8C 7C KD QD JD TD 9D"]   # seat 0 (dealer)


@pytest.mark.parametrize("mode,bonus", [("count_becomes_90_60", 70), ("add_60_30", 60)])
def test_norman_neunziger_from_declarations(mode, bonus):
    st = table_at_deal("normannisch", NORMAN_REPIQUE, rest="8D 7D", dealer=0, variant_bonus_mode=mode,
                       target_score=200)
    st, _ = st.apply(Exchange(()))
    st, ev = answer_best(st)
    rep = [e for e in ev if e.kind == "repique"]
    assert len(rep) == 1 and rep[0].player == 1 and rep[0].data["points"] == bonus
    # 6 for the point, 16 for the sixième reach 22: the count becomes 92 (or 82), then 14 for the aces
    assert st.deal_pts[1] == 6 + 16 + bonus + 14
    if mode == "count_becomes_90_60":
        assert 6 + 16 + bonus == 92


def test_no_neunziger_once_another_player_has_counted():
    hands = list(NORMAN_REPIQUE)
    # seat 2 now has a seven-card point: he wins the point, so seat 1's sequences and sets come too late
    hands[1] = "KS QS JS TS 9S 8S 7S KC QC 7H"
    hands[0] = "AH KH QH JH TH 9H AS AC AD 8D"
    st = table_at_deal("normannisch", hands, rest="8H 7D", dealer=0, target_score=200)
    st, _ = st.apply(Exchange(()))
    st, ev = answer_best(st)
    assert (2, 7, "point of 7 (64)") in points_of(ev)
    # seat 1 still scores his four aces (14) and more than 20 in all, but too late for a Neunziger;
    # seat 2, who counted first, makes it with his point and his septième (7 + 17)
    assert (1, 14, "quatorze of A") in points_of(ev)
    assert [e.player for e in ev if e.kind in ("repique", "pique")] == [2]


@pytest.mark.parametrize("mode,bonus", [("count_becomes_90_60", 40), ("add_60_30", 30)])
def test_raeuber_sechziger_in_play(mode, bonus):
    hands = ["AH KH", "7S 8S", "QH JH", "7C 8C"]
    st = table_at_play("raeuberpiquet", hands, leader=0, trick_no=7, tricks_won=(3, 0, 3, 0),
                       deal_pts=(19, 0), variant_bonus_mode=mode)
    st, ev = st.apply(Play(cs("AH")[0]))  # 19 + 1 for the lead reaches 20 before the other side counted
    pq = [e for e in ev if e.kind == "pique"]
    assert len(pq) == 1 and pq[0].data["points"] == bonus and pq[0].data["side"] == 0
    assert st.deal_pts[0] == 20 + bonus


def test_no_sechziger_when_the_other_side_has_counted():
    hands = ["AH KH", "7S 8S", "QH JH", "7C 8C"]
    st = table_at_play("raeuberpiquet", hands, leader=0, trick_no=7, tricks_won=(3, 0, 3, 0),
                       deal_pts=(19, 1))
    st, ev = st.apply(Play(cs("AH")[0]))
    assert not [e for e in ev if e.kind == "pique"]


# ============================================================== play points, Lese, vole
def _last_trick(form, hands, won, leader, **kw):
    n = len(hands)
    st = table_at_play(form, hands, leader=leader, trick_no=8 if n == 4 else 10, tricks_won=won, **kw)
    evs = []
    while st.phase == "play":
        st, e = st.apply(st.legal_actions()[0])
        evs += e
    return st, evs


def test_raeuber_lese_needs_five_tricks():
    # side 0 (seats 0, 2) has 4 tricks; seat 0 wins the last trick: 5 -> the cards
    st, ev = _last_trick("raeuberpiquet", ["AH", "7H", "8H", "9H"], (2, 2, 2, 1), leader=0)
    cards = [p[:2] for p in points_of(ev) if p[2] == "the cards"]
    assert cards == [(0, 10)]
    # seat 1 (side 1) wins it instead: 4-4, nobody scores the cards
    st, ev = _last_trick("raeuberpiquet", ["7H", "AH", "8H", "9H"], (2, 2, 2, 1), leader=0)
    assert not [p for p in points_of(ev) if p[2] == "the cards"]
    assert any(e.kind == "cards_split" for e in ev)


def test_raeuber_play_points_by_side():
    # seat 0 leads; his partner (seat 2) wins: the lead counts, the win over a partner does not
    st, ev = _last_trick("raeuberpiquet", ["7H", "8H", "AH", "9H"], (1, 2, 2, 2), leader=0, last_trick_extra=0)
    assert [p[:2] for p in points_of(ev) if p[2] in ("leading", "winning the trick")] == [(0, 1)]
    # seat 1 (the other side) wins it: +1 for winning
    st, ev = _last_trick("raeuberpiquet", ["7H", "AH", "8H", "9H"], (1, 2, 2, 2), leader=0, last_trick_extra=0)
    assert [p[:2] for p in points_of(ev) if p[2] in ("leading", "winning the trick")] == [(0, 1), (1, 1)]


def test_raeuber_vole_is_30_plus_10():
    st, ev = _last_trick("raeuberpiquet", ["AH", "7H", "8H", "9H"], (4, 0, 3, 0), leader=0)
    assert (0, 40, "vole") in points_of(ev)
    assert not [p for p in points_of(ev) if p[2] == "the cards"]


@pytest.mark.parametrize("won,winner_gets", [((3, 3, 3), True), ((3, 4, 2), False), ((4, 3, 2), True)])
def test_norman_lese_at_least_four_and_alone(won, winner_gets):
    # seat 0 wins the last trick
    st, ev = _last_trick("normannisch", ["AH", "7H", "8H"], won, leader=0)
    got = [p[:2] for p in points_of(ev) if p[2] == "the cards"]
    final = (won[0] + 1, won[1], won[2])
    assert final[0] >= 4
    assert got == ([(0, 10)] if winner_gets else [])
    if not winner_gets:  # 4-4-2: the Lese stands
        assert any(e.kind == "cards_split" for e in ev)


def test_norman_vole():
    st, ev = _last_trick("normannisch", ["AH", "7H", "8H"], (9, 0, 0), leader=0)
    assert (0, 40, "vole") in points_of(ev)


def test_target_ends_the_partie_mid_deal_and_norman_winner_steps_out():
    st = table_at_play("normannisch", ["AH KH", "7H 8H", "9H TH"], leader=0, trick_no=9,
                       tricks_won=(3, 3, 2), deal_pts=(99, 40, 30))
    st, ev = st.apply(Play(cs("AH")[0]))  # the lead reaches 100
    ends = [e for e in ev if e.kind == "partie_end"]
    assert ends and ends[0].data["winners"] == [0]
    assert st.phase == "duel" and st.duel_seats == (1, 2) and st.out == 0
    assert st.current_player() == CHANCE


# ============================================================== random games: properties
def _card_masks(st: TableState) -> list[int]:
    played = 0
    for _, cards, _ in st.tricks:
        for c in cards:
            played |= 1 << S.INDEX[c]
    for _, c in st.trick:
        played |= 1 << S.INDEX[c]
    return list(st.hands) + [st.rest, st.discards, played]


def _visible_cards(obj, skip=("unknown_cards", "options")) -> set:
    """Every card an observation mentions (the two-hand ``unknown_cards`` list names cards it does not see)."""
    out: set = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, Card):
            out.add(x)
        elif isinstance(x, (tuple, list)):
            stack.extend(x)
        elif isinstance(x, dict):
            stack.extend(x.values())
        elif hasattr(x, "__dataclass_fields__"):
            stack.extend(getattr(x, f) for f in x.__dataclass_fields__ if f not in skip)
    return out


def check_table(st: TableState) -> None:
    if st.phase == "duel":
        check_invariants(st.duel)
        return
    if st.phase not in ("exchange", "declare", "play") or st.ended:
        return
    union = 0
    for m in _card_masks(st):
        assert union & m == 0, "a card is in two places"
        union |= m
    assert union == ALL, "a card went missing"
    played = _card_masks(st)[-1]
    public = played
    for q in range(st.n):
        public |= st.shown[q]
    for p in range(st.n):
        pos = st.pos_of(p)
        ob = st.observation(p)
        assert isinstance(ob, TableObservation)
        own = st.hands[pos] | (st.discards if pos == st.dealer else 0)
        seen = S.mask_of(_visible_cards(ob))
        assert seen & ~(own | public) == 0, "an observation shows a hidden card"
        assert S.mask_of(ob.hand) == st.hands[pos]


def check_koenig(st: KoenigState) -> None:
    if st.duel is not None and st.phase == "play":
        check_invariants(st.duel)
        played = {c for t in st.duel.tricks for c in t[1:3]} | {c for _, c in st.duel.trick}
        for k in st.kings:
            ob = st.observation(k)
            # a King watches: the cards played are open on the table, no hand is shown
            assert ob.partie is None and ob.hand == () and _visible_cards(ob) == played


def play_random(variant: str, seed: int, deals: int | None, preset: str = "classic_1900", **kw):
    rng = random.Random(seed)
    o = opts(variant, preset, **kw)
    spec = get_game(variant)
    st = spec.new_state(o, deals=deals) if deals else spec.new_state(o)
    events = []
    steps = 0
    while st.current_player() != TERMINAL:
        who = st.current_player()
        if who == CHANCE:
            a = st.sample_chance(rng)
        else:
            legal = st.legal_actions()
            assert legal, f"no legal action for p{who} in phase {st.phase}"
            assert st.observation(who).legal_actions == tuple(legal)
            a = rng.choice(legal)
            if rng.random() < 0.03:
                bad = Play(rng.choice(S.CARDS))
                if bad not in legal:
                    with pytest.raises(IllegalAction) as exc:
                        st.apply(bad)
                    assert exc.value.code in REASON_CODES
        assert st.parse_action(str(a)) == a, f"notation does not read back: {a}"
        st, ev = st.apply(a)
        events += ev
        (check_koenig if isinstance(st, KoenigState) else check_table)(st)
        steps += 1
        assert steps < 20000, "the game does not end"
    assert st.legal_actions() == []
    return st, events


def _scores_agree_table(st: TableState, events) -> None:
    k = st.sides_count
    acc = [0] * k
    for e in events:
        if e.data.get("duel"):
            continue
        if e.kind in ("score", "pique", "repique"):
            acc[e.data["side"]] += e.data["points"]
        elif e.kind == "partie_end":
            assert e.data["scores"] == acc
            assert max(acc) >= st.opts.target_score and acc[e.data["winner_side"]] == max(acc)
            acc = [0] * k
    if st.result()["current_partie"] is not None:
        assert list(st.partie_pts) == acc


@pytest.mark.parametrize("variant", ["raeuberpiquet", "normannisch"])
@pytest.mark.parametrize("seed", range(120))
def test_random_table_games(variant, seed):
    preset = ("classic_1900", "cavendish_1882", "eighteenth_century")[seed % 3]
    mode = ("count_becomes_90_60", "add_60_30")[seed % 2]
    deals = None if seed % 4 == 0 else 1 + seed % 5
    st, events = play_random(variant, seed, deals, preset, variant_bonus_mode=mode)
    _scores_agree_table(st, events)
    if deals is not None:
        assert st.deals_played <= deals
        assert len(st.deal_log) + sum(1 for e in events if e.kind == "deal_end" and e.data.get("duel")) == st.deals_played
    else:
        assert st.partie_log, "a game without a deal limit plays a partie to the end"
    if variant == "normannisch":
        assert sum(st.net) == 0
        for p in st.partie_log:
            if p.get("duel"):
                assert p["loser"] not in map(int, p["payments"]) and sum(p["payments"].values()) == 2
    for d in st.deal_log:
        assert sum(d["tricks"]) == (8 if variant == "raeuberpiquet" else 10) or not d["complete"]


@pytest.mark.parametrize("participants", [3, 4])
@pytest.mark.parametrize("seed", range(40))
def test_random_koenig_games(participants, seed):
    preset = ("classic_1900", "cavendish_1882", "eighteenth_century")[seed % 3]
    deals = None if seed % 5 == 0 else 1 + seed % 3
    st, events = play_random("koenigspiquet", seed, deals, preset, participants=participants)
    assert sum(st.net) == 0
    net = [0] * participants
    for e in events:
        if e.kind == "koenig_payment":
            loser = e.data["loser"]
            for p, a in e.data["payments"].items():
                net[int(p)] += a
                net[loser] -= a
            assert set(map(int, e.data["payments"])) == set(range(participants)) - {loser}
            unit = 2 if e.data["scores"][e.data["players"].index(loser)] < 50 else 1
            assert set(e.data["payments"].values()) == {unit}
    assert net == st.scores()
    if deals is None:
        assert len(st.log) == (3 if participants == 3 else 6)
        if participants == 4:
            pairs = [tuple(sorted(p["players"])) for p in st.log]
            assert len(set(pairs)) == 6  # every pair plays once in a round
        else:
            for a, b in zip(st.log, st.log[1:]):
                assert a["winner"] in b["players"] and a["loser"] in b["kings"]


# ============================================================== records and the command line
@pytest.mark.parametrize("variant,kw", [("koenigspiquet", {}), ("koenigspiquet", {"participants": 4}),
                                        ("raeuberpiquet", {}), ("normannisch", {})])
def test_record_round_trip(variant, kw):
    o = opts(variant, **kw)
    spec = get_game(variant)
    n = spec.seat_count(o)
    played = play_out(spec.new_state(o, deals=6), [RandomPlayer()] * n, random.Random(11))
    for keep in (True, False):
        rec = record_of(spec, "classic_1900", o, ["random"] * n, 11, played.moves, keep_chance=keep, deals=6)
        text = write_record(rec)
        rp = replay(parse_record(text))
        assert rp.state.is_over()
        assert json.dumps(rp.state.result(), default=str) == json.dumps(played.state.result(), default=str)
        assert rp.state.scores() == played.state.scores()


@pytest.mark.parametrize("variant", ["koenigspiquet", "raeuberpiquet", "normannisch"])
def test_cli_play_and_replay(variant, tmp_path, capsys):
    from engine.cli import play_main, replay_main

    rec = tmp_path / "g.txt"
    assert play_main([variant, "--seed", "1", "--deals", "3", "--json", "--record", str(rec)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["variant"] == variant
    assert replay_main([str(rec), "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["totals"] == out["totals"] and again["complete"] is True
    assert play_main([variant, "--players", "random,random"]) == 2
    assert "needs" in capsys.readouterr().err
    # an old command line naming the form by the two-hand game's option still plays the form
    assert play_main(["piquet", "--option", f"variant={variant}", "--seed", "1", "--deals", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == variant
    # a player kind of another game is refused with a plain message
    assert play_main([variant, "--players", ",".join(["minchiate-partner"] * get_game(variant).players)]) == 2
    assert "does not offer the player 'minchiate-partner'" in capsys.readouterr().err
