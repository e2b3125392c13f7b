"""Tresett's rules as the engine plays them: ranks without trumps, following suit, the deal in
fives, declarations and their windows and values under every option, marks, the race, partien,
three Sevens, continuation, slams off, the end of the session and its settlement."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.cards import card
from engine.games.tresette import PRESETS, TresetteOptions, new_state
from engine.games.tresette import scoring as SC
from engine.games.tresette import tables as T
from engine.games.tresette.actions import Declare, Play
from engine.protocol import CHANCE, IllegalAction
from tests.engine.tresette_helpers import play_deal, state_with

THREES = ["3S", "3C", "3D", "3H"]


def test_rank_order_and_no_trumps():
    order = [T.STRENGTH[T.INDEX[card(r + "C")]] for r in "32AKQJ7654"]
    assert order == sorted(order, reverse=True)
    i = T.INDEX
    # the Four of the suit led beats the Three of another suit
    assert T.trick_winner([(0, i[card("4C")]), (1, i[card("3D")]), (2, i[card("5C")]), (3, i[card("AS")])]) == 2
    assert T.trick_winner([(0, i[card("AC")]), (1, i[card("2C")]), (2, i[card("3C")]), (3, i[card("KC")])]) == 2


def test_deal_in_fives_to_the_right_and_vorhand_leads():
    st = new_state(TresetteOptions(), deals=1, first_dealer=0)
    order = tuple(T.CARDS)
    st, ev = st.apply(st.parse_action("deal " + " ".join(c.code for c in order)))
    # to the right: seat 3 first, then 2, 1, 0; five cards a time, twice round
    assert set(st.observation(3).hand) == set(order[0:5]) | set(order[20:25])
    assert set(st.observation(0).hand) == set(order[15:20]) | set(order[35:40])
    assert st.to_move == 3 and st.vorhand == 3
    cw = new_state(TresetteOptions(play_direction="clockwise"), deals=1, first_dealer=0)
    cw, _ = cw.apply(cw.parse_action("deal " + " ".join(c.code for c in order)))
    assert cw.to_move == 1 and set(cw.observation(1).hand) == set(order[0:5]) | set(order[20:25])


def test_must_follow_suit():
    st = state_with({1: ["4C", "5C", "6D", "7D", "JD", "QD", "KD", "4H", "5H", "6H"],
                     0: ["6C", "7C", "4D", "5D", "4S", "5S", "6S", "7S", "JS", "QS"]}, dealer=2)
    st, _ = st.play_text("play 4C")
    assert st.to_move == 0
    assert {a.card.code for a in st.legal_actions()} == {"6C", "7C"}
    with pytest.raises(IllegalAction) as e:
        st.apply(Play(card("4S")))
    assert e.value.code == "must_follow_suit"
    with pytest.raises(IllegalAction) as e:
        st.apply(Play(card("3H")))
    assert e.value.code == "card_not_in_hand"


def test_declaration_windows():
    """The Vorhand may declare before the first lead; the others only at their turn in the second
    trick; a declaration not made by then is void (1446, 1462)."""
    st = state_with({1: THREES + ["4C", "5C", "6C", "7C", "JC", "QD"],
                     0: ["2S", "2C", "2D", "4D", "5D", "6D", "7D", "JD", "KD", "KH"]}, dealer=2)
    assert Declare("set", "3") in st.legal_actions()           # seat 1 is Vorhand
    st, _ = st.play_text("play 4C")
    assert not any(isinstance(a, Declare) for a in st.legal_actions())   # seat 0 must wait
    with pytest.raises(IllegalAction) as e:
        st.apply(Declare("set", "2"))
    assert e.value.code == "declaration_window"
    with pytest.raises(IllegalAction) as e:
        st.apply(Declare("set", "K"))
    assert e.value.code == "not_declarable"
    while len(st.tricks) < 1:
        st, _ = st.apply([a for a in st.legal_actions() if isinstance(a, Play)][0])
    # second trick: everybody may declare at his turn, the Vorhand too
    seen = set()
    while len(st.tricks) < 2:
        p = st.to_move
        d = [a for a in st.legal_actions() if isinstance(a, Declare)]
        if d:
            seen.add(p)
        st, _ = st.apply([a for a in st.legal_actions() if isinstance(a, Play)][0])
    assert seen == {0, 1}
    # third trick: too late
    assert not any(isinstance(a, Declare) for a in st.legal_actions())
    assert st.observation(0).declarable  # still held, but void now
    assert st.marks == (0, 0)


@pytest.mark.parametrize("rank,n,opts,expect", [
    ("3", 3, {}, (3, 0)), ("3", 4, {}, (4, 0)),
    ("2", 3, {}, (3, 0)), ("A", 3, {}, (3, 0)), ("2", 3, {"triples_2_A_worth": 1}, (1, 0)),
    ("A", 4, {}, (4, 0)), ("A", 4, {"triples_2_A_worth": 1}, (2, 0)),
    ("7", 3, {}, (1, 1)), ("7", 4, {}, (2, 1)),
    ("7", 3, {"three_sevens": "three_marks"}, (3, 0)), ("7", 4, {"three_sevens": "three_marks"}, (4, 0)),
    ("K", 3, {}, (1, 0)), ("J", 4, {}, (2, 0)), ("4", 3, {"three_sevens": "three_marks"}, (1, 0)),
])
def test_set_values(rank, n, opts, expect):
    assert SC.set_value(rank, n, **opts) == expect


def test_three_sevens_win_a_partie_and_the_race_goes_on():
    st = state_with({1: ["7C", "7D", "7H", "4C", "5C", "6C", "JC", "QD", "KD", "4D"]}, dealer=2, marks=(4, 6))
    st, ev = st.play_text("declare 7")
    assert st.partien == (0, 1) and st.marks == (4, 7)
    assert [e.kind for e in ev] == ["declare", "sevens_partie", "marks"]
    newer = state_with({1: ["7C", "7D", "7H", "4C", "5C", "6C", "JC", "QD", "KD", "4D"]}, dealer=2,
                       opts=PRESETS["newer_custom"])
    newer, _ = newer.play_text("declare 7")
    assert newer.partien == (0, 0) and newer.marks == (0, 3)


def test_calls_show_the_cards_without_calls_they_are_only_told():
    hand = THREES[:3] + ["4C", "5C", "6C", "7C", "JC", "QD", "KD"]
    for calls in (True, False):
        st = state_with({1: hand}, dealer=2, opts=TresetteOptions(with_calls=calls))
        st, _ = st.play_text("declare 3")
        other = st.observation(0)
        (q, kind, key, n, marks, partie, shown), = other.declarations
        assert (q, kind, key, n, marks) == (1, "set", "3", 3, 3)
        if calls:
            assert {c.code for c in shown} == {"3S", "3C", "3D"} and card("3S") in other.seen
        else:
            assert shown == () and card("3S") not in other.seen


def _to_end(st, rng=None):
    rng = rng or random.Random(0)
    while st.phase == "play":
        st, _ = st.apply(rng.choice([a for a in st.legal_actions() if isinstance(a, Play)]))
    return st


def test_outside_the_race_points_are_laid_after_the_deal():
    st = state_with({}, dealer=2, marks=(3, 5), deals=1)
    assert not st.race
    mid = st
    for _ in range(12):
        mid, _ = mid.apply([a for a in mid.legal_actions() if isinstance(a, Play)][0])
    assert mid.marks == (3, 5)          # nothing laid during play
    end = _to_end(st)
    e = end.log[-1]
    assert end.marks == (3 + e["points"][0], 5 + e["points"][1]) or e["slam"]


def test_the_race_lays_points_as_tricks_are_taken_and_the_first_to_21_wins():
    for seed in range(6):
        st = state_with({}, dealer=2, marks=(15, 16), deals=1, seed=seed)
        assert st.race
        evs = []
        while st.phase == "play":
            st, ev = st.apply([a for a in st.legal_actions() if isinstance(a, Play)][0])
            evs += ev
        won = [e for e in evs if e.kind == "partie_won"]
        slam = [e for e in evs if e.kind == "slam"]
        if slam:
            continue
        assert len(won) == 1
        side = won[0].data["side"]
        # the winners' marks reached 21 at a trick, and nothing was laid after it
        kinds = [e.kind for e in evs]
        assert "marks" not in kinds[kinds.index("partie_won"):]
        assert won[0].data["marks"][side] >= 21 and won[0].data["marks"][1 - side] < 21


def test_a_double_partie_counts_the_losers_whole_deal():
    """Outside the race the losers lay their points before the winners go out (1458)."""
    for seed in range(10):
        st = _to_end(state_with({}, dealer=2, marks=(20, 9), deals=1, seed=seed))
        e = st.log[-1]
        if e["slam"]:
            continue
        pts = e["points"]
        if pts[0] >= 1:
            assert st.partien == (2 if 9 + pts[1] <= 10 else 1, 0)


def test_continuation_carries_the_surplus():
    hand = THREES + ["4C", "5C", "6C", "7C", "JC", "QD"]
    st = state_with({1: hand}, dealer=2, marks=(11, 19), opts=PRESETS["continuation"])
    st, _ = st.play_text("declare 3")
    assert st.partien == (0, 1) and st.marks == (0, 2)  # 19 + 4 = 23: two over
    plain = state_with({1: hand}, dealer=2, marks=(0, 19))
    plain, _ = plain.play_text("declare 3")
    assert plain.marks == (0, 0)
    # a partie won during a deal: the rest of that deal lays nothing
    assert not any(isinstance(a, Declare) for a in plain.legal_actions())
    end = _to_end(plain)
    assert end.marks == (0, 0) or end.log[-1]["slam"]


def test_slams_can_be_switched_off():
    hand1 = ["3C", "2C", "AC", "3D", "2D", "AD", "3H", "2H", "3S", "2S"]
    for on in (True, False):
        st = state_with({1: hand1}, dealer=2, opts=TresetteOptions(slam_bonuses=on), deals=1)
        while st.phase == "play":
            plays = [a for a in st.legal_actions() if isinstance(a, Play)]
            st, _ = st.apply(max(plays, key=lambda a: T.STRENGTH[T.INDEX[a.card]]))
        if on:
            assert st.partien == (0, 8) and st.marks == (0, 0)
        else:
            assert st.partien == (0, 0) and st.marks == (0, 11)


def test_session_ends_at_the_agreed_partien_and_settles():
    opts = TresetteOptions(match_partien=1, stake_per_partie=5)
    st = state_with({1: THREES + ["4C", "5C", "6C", "7C", "JC", "QD"]}, dealer=2, marks=(12, 18), opts=opts)
    st, _ = st.play_text("declare 3")
    st = _to_end(st)
    assert st.is_over() and st.partien == (0, 1)
    assert st.scores() == [-5.0, 5.0, -5.0, 5.0]
    assert st.standing(1).result == "won" and st.standing(0).result == "lost"
    assert SC.settlement(3, 1, 2) == 4


def test_every_option_plays_a_session():
    base = TresetteOptions()
    for f in dataclasses.fields(base):
        for v in f.metadata.get("choices", ()):
            st = play_deal(7, dataclasses.replace(base, **{f.name: v}))
            assert st.is_over() and sum(st.log[-1]["points"]) == 11


def test_cards_are_conserved_and_points_add_to_eleven():
    rng = random.Random(4)
    for preset in PRESETS.values():
        st = new_state(preset, deals=3)
        while not st.is_over():
            if st.current_player() == CHANCE:
                st, _ = st.apply(st.sample_chance(rng))
                continue
            trick = T.mask_of(c for _, c in st.trick)
            done = 0
            for _ld, cs, _w in st.tricks:
                done |= T.mask_of(c for _, c in cs)
            total = trick | done
            for h in st.hands:
                assert not total & h
                total |= h
            assert total == T.ALL
            st, _ = st.apply(rng.choice(st.legal_actions()))
        for e in st.log:
            assert sum(e["points"]) == 11
