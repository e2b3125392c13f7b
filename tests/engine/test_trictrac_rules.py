"""Trictrac and Toccategli: the book's numbers (spec §7.6) and its worked examples (§7.2-7.5, 7.10)."""

from __future__ import annotations

import random

import pytest

from engine.games.trictrac import SPEC, TOCCATEGLI, GoOut, Play, Stay, parse_action
from engine.games.trictrac import board as B
from engine.games.trictrac import scoring as S
from engine.games.trictrac.game import position
from engine.protocol import CHANCE, IllegalAction

OPTS = SPEC.options()
TOC = TOCCATEGLI.options()


def scores(events, reason=None):
    out = [(e.player, e.data["reason"], e.data["points"], e.data["ways"]) for e in events if e.kind == "score"]
    return [s for s in out if reason is None or s[1] == reason]


def throw(st, a, b):
    return st.apply(parse_action(f"dice {a} {b}"))


# -- §7.6 dice arithmetic ------------------------------------------------------------------------

def test_ttr_combinations():
    c = S.combinations()
    assert c == {7: 6, 6: 5, 8: 5, 5: 4, 9: 4, 4: 3, 10: 3, 3: 2, 11: 2, 2: 1, 12: 1}
    assert sum(c.values()) == 36
    assert len(S.distinct_throws()) == 21
    assert sum(1 for a, b in S.distinct_throws() if a != b) == 15       # the mirrored duplicates


@pytest.mark.parametrize("distance,shots", [(1, 11), (2, 12), (3, 13), (4, 14), (5, 15), (6, 16)])
def test_ttr_rule_of_ten(distance, shots):
    assert S.shots(distance) == shots == distance + 10


@pytest.mark.parametrize("doublet,ways,points", [(False, 1, 4), (False, 2, 8), (False, 3, 12), (True, 1, 6),
                                                 (True, 2, 12)])
def test_ttr_jan_points_by_ways(doublet, ways, points):
    assert S.jan_points_by_ways(ways, doublet) == points


@pytest.mark.parametrize("dice,ways", [((5, 1), 3), ((4, 3), 3), ((3, 3), 2), ((2, 2), 2)])
def test_ttr_book_examples_grand_jan_ways(dice, ways):
    """The last band of the grand jan lacks one stone on point 11 and stones stand at the right
    distances: 5-1 closes with the 5, the 1 and the 6; 4-3 with 3, 4 and 7; 3-3 with 3 and 6."""
    a, b = dice
    dists = sorted({a, b, a + b}) if a != b else [a, 2 * a]
    white = {7: 2, 8: 2, 9: 2, 10: 2, 11: 1, 12: 2}
    for d in dists:
        white[11 - d] = white.get(11 - d, 0) + 1
    white[1] = 15 - sum(white.values())
    assert white[1] >= 0
    st = position(OPTS, white, {1: 15})
    mine, theirs = B.views(st.board, 0)
    assert S.jan_ways(mine, theirs, a, b, B.GRAND) == ways
    st, _ = throw(st, a, b)
    fill = next(p for p in st.legal_actions() if any(B.own(0, m.dst) == 11 for m in p.moves)
                and B.full(B.views(B.apply_play(st.board, st.off, 0, p)[0], 0)[0], B.GRAND))
    _, ev = st.apply(fill)
    assert scores(ev, "grand_jan") == [(0, "grand_jan", S.jan_points_by_ways(ways, a == b), ways)]


def test_one_way_when_two_stones_are_missing():
    st = position(OPTS, {1: 4, 2: 2, 3: 2, 4: 1, 5: 2, 6: 1, 8: 1, 12: 2}, {1: 15})
    st, _ = throw(st, 5, 3)       # 1 -> 6 and 1 -> 4 fill the two half bands: one way
    plays = [p for p in st.legal_actions() if B.full(B.views(B.apply_play(st.board, st.off, 0, p)[0], 0)[0], B.PETIT)]
    assert plays
    _, ev = st.apply(plays[0])
    assert scores(ev, "petit_jan") == [(0, "petit_jan", 4, 1)]


def test_holding_a_jan_scores_each_throw():
    """Every throw that keeps a made jan scores 4 (2963)."""
    white = {7: 3, 8: 2, 9: 2, 10: 2, 11: 2, 12: 2, 2: 2}
    st = position(OPTS, white, {1: 13, 2: 2})
    st, _ = throw(st, 6, 5)
    keep = [p for p in st.legal_actions() if B.full(B.views(B.apply_play(st.board, st.off, 0, p)[0], 0)[0], B.GRAND)]
    assert keep
    _, ev = st.apply(keep[0])
    assert (0, "hold_grand_jan", 4, 0) in scores(ev)


def test_an_unplayable_six_keeps_the_grand_jan_and_gives_two():
    """With the stones gathered on the first point of the second table the six cannot be played:
    the five is played, the jan holds (4) and the opponent marks 2 for the six (3200)."""
    st = position(OPTS, {7: 5, 8: 2, 9: 2, 10: 2, 11: 2, 12: 2}, {1: 13, 2: 2})
    st, _ = throw(st, 6, 5)
    assert [str(p) for p in st.legal_actions()] == ["play 7-12/5"]
    _, ev = st.apply(st.legal_actions()[0])
    assert (0, "hold_grand_jan", 4, 0) in scores(ev) and (1, "unplayable", 2, 0) in scores(ev)
    assert [e.data["numbers"] for e in ev if e.kind == "unplayable"] == [(6,)]


def test_no_stone_stays_in_the_opponents_grand_jan_table_while_he_can_make_his_grand_jan():
    st = position(OPTS, {1: 11, 9: 2, 12: 2}, {1: 15})
    st, _ = throw(st, 6, 4)
    assert not any(13 <= B.own(0, m.dst) <= 18 and m is p.moves[-1] for p in st.legal_actions() for m in p.moves)
    with pytest.raises(IllegalAction) as e:
        st.apply(parse_action("play 9-15/6 9-13/4"))
    assert e.value.code in ("passage", "opponent_coin")
    with pytest.raises(IllegalAction) as e:
        st.apply(parse_action("play 9-15/6 1-5/4"))
    assert e.value.code == "passage"


# -- jans of two tables, mézéas (2880-2920) -------------------------------------------------------

def test_jan_de_deux_tables_book_example_six_six():
    """5-6 played with two stones from the stack, then 6-6: the front stone reaches the opponent's
    coin, the back one one's own: 6 points (2884)."""
    st = position(OPTS, {1: 13, 6: 1, 7: 1}, {1: 15})
    _, ev = throw(st, 6, 6)
    assert scores(ev) == [(0, "jan_de_deux_tables", 6, 0)]


def test_jan_de_deux_tables_book_example_six_five():
    st = position(OPTS, {1: 13, 7: 2}, {1: 15})
    _, ev = throw(st, 6, 5)
    assert scores(ev) == [(0, "jan_de_deux_tables", 4, 0)]


def test_the_jan_de_deux_tables_is_made_once():
    """Each player makes it only once (2894): with two stones still the only ones moved, the second
    time scores nothing."""
    st = position(OPTS, {1: 13, 6: 1, 7: 1}, {1: 15})
    st, ev = throw(st, 6, 6)
    assert scores(ev, "jan_de_deux_tables") and st.deux == [True, False]
    again = position(OPTS, {1: 13, 6: 1, 7: 1}, {1: 15}, deux=[True, False])
    _, ev = throw(again, 6, 6)
    assert not scores(ev, "jan_de_deux_tables")


def test_contre_jan_de_deux_tables_gives_the_points_to_the_opponent_after_the_play():
    st = position(OPTS, {1: 13, 7: 2}, {1: 13, 12: 2})
    st, ev = throw(st, 6, 5)
    assert scores(ev) == []
    _, ev = st.apply(st.legal_actions()[0])
    assert (1, "contre_jan_de_deux_tables", 4, 0) in scores(ev)


def test_mezeas_and_contre_mezeas():
    st = position(OPTS, {1: 13, 12: 2}, {1: 15})
    _, ev = throw(st, 1, 4)
    assert scores(ev) == [(0, "jan_de_mezeas", 4, 0)]
    _, ev = throw(st, 1, 1)
    assert (0, "jan_de_mezeas", 6, 0) in scores(ev)
    st = position(OPTS, {1: 13, 12: 2}, {1: 13, 12: 2})
    st, ev = throw(st, 1, 4)
    _, ev = st.apply(st.legal_actions()[0])
    assert (1, "contre_jan_de_mezeas", 4, 0) in scores(ev)


def test_jan_de_trois_coups_by_the_third_throw():
    st = position(OPTS, {1: 10, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1}, {1: 15}, throws=[2, 2])
    _, ev = throw(st, 6, 1)            # 1 -> 7 with the six: six stones in a row from point 2
    assert (0, "jan_de_trois_coups", 4, 0) in scores(ev)
    st = position(OPTS, {1: 10, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1}, {1: 15}, throws=[3, 2])
    _, ev = throw(st, 6, 1)            # the fourth throw is too late
    assert not scores(ev, "jan_de_trois_coups")
    off = position(SPEC.options(jan_de_trois_coups=False), {1: 10, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1}, {1: 15},
                   throws=[2, 2])
    _, ev = throw(off, 6, 1)
    assert not scores(ev, "jan_de_trois_coups")


# -- the coin (Chapter IV) ------------------------------------------------------------------------

def test_coin_taken_and_left_only_with_two_stones():
    st = position(OPTS, {1: 13, 6: 1, 7: 1}, {1: 15})
    st, _ = throw(st, 6, 5)
    for p in st.legal_actions():
        after = B.views(B.apply_play(st.board, st.off, 0, p)[0], 0)[0]
        assert after[B.COIN] != 1
    assert parse_action("play 6-12/6 7-12/5") in st.legal_actions()
    with pytest.raises(IllegalAction) as e:
        st.apply(parse_action("play 6-12/6 1-6/5"))
    assert e.value.code == "coin_alone"


def test_the_opponents_coin_is_never_occupied():
    st = position(OPTS, {1: 13, 7: 2}, {1: 15})
    st, _ = throw(st, 6, 1)
    assert not any(B.own(0, m.dst) == B.OPP_COIN for p in st.legal_actions() for m in p.moves)
    with pytest.raises(IllegalAction) as e:
        st.apply(parse_action("play 7-13/6 1-2/1"))
    assert e.value.code == "opponent_coin"


def test_coin_par_puissance_book_examples():
    """6-5 that would bring two stones into the opponent's empty coin takes one's own with 5-4;
    4-2 with 3-1 (3039-3043); no points; not when the coin can be taken normally."""
    st = position(OPTS, {1: 11, 7: 1, 8: 1, 3: 2}, {1: 15})
    st, ev = throw(st, 6, 5)
    pp = [p for p in st.legal_actions() if p.puissance]
    assert [str(p) for p in pp] == ["play 7-12/6 8-12/5 puissance"]
    assert parse_action(str(pp[0])) == pp[0]
    _, ev = st.apply(pp[0])
    assert not scores(ev)
    same, _ = st.apply(parse_action("play 8-12/5 7-12/6"))     # in the other order, without its word
    assert same.board == st.apply(pp[0])[0].board
    st = position(OPTS, {1: 11, 9: 1, 11: 1, 3: 2}, {1: 15})
    st, _ = throw(st, 4, 2)
    assert any(p.puissance and {B.own(0, m.src) for m in p.moves} == {9, 11} for p in st.legal_actions())
    st = position(OPTS, {1: 10, 7: 1, 8: 1, 6: 1, 3: 2}, {1: 15})      # 6 -> 12 and 7 -> 12 normally
    st, _ = throw(st, 6, 5)
    assert not any(p.puissance for p in st.legal_actions())
    st = position(OPTS, {1: 11, 7: 1, 8: 1, 3: 2}, {1: 13, 12: 2})     # the opponent has his coin
    st, _ = throw(st, 6, 5)
    assert not any(p.puissance for p in st.legal_actions())


def test_coin_hit_and_aces():
    st = position(OPTS, {1: 9, 12: 2, 9: 2, 7: 2}, {1: 15})
    _, ev = throw(st, 4, 6)
    assert (0, "coin_hit", 4, 0) in scores(ev)
    st = position(OPTS, {1: 9, 12: 2, 9: 2, 7: 2}, {1: 15})
    st, ev = throw(st, 1, 4)                   # the ace would come from a coin of only two stones:
    assert not scores(ev)                      # a blind coin hit (3021), 4 to the opponent after the play
    _, ev = st.apply(st.legal_actions()[0])
    assert (1, "false_hit", 4, 1) in scores(ev)
    st = position(OPTS, {1: 8, 12: 3, 9: 2, 7: 2}, {1: 15})
    _, ev = throw(st, 1, 4)                    # a third stone piled on the coin hits with the ace
    assert (0, "coin_hit", 4, 0) in scores(ev)


# -- hits (Chapter III) ---------------------------------------------------------------------------

def test_true_hit_values_by_table_and_ways():
    # a blot of Black on White's 16 (Black's grand jan table, his 9): 2 a way by a simple throw
    st = position(OPTS, {1: 13, 11: 1, 10: 1}, {1: 14, 9: 1})
    _, ev = throw(st, 5, 1)          # 11 -> 16 by the 5, 10 -> 16 by 5+1: two ways
    assert scores(ev, "true_hit") == [(0, "true_hit", 4, 2)]
    # a blot in Black's petit jan table (his 4 = White's 21): 4 a way, 6 with doublets
    st = position(OPTS, {1: 13, 15: 2}, {1: 14, 4: 1})
    _, ev = throw(st, 6, 3)
    assert scores(ev, "true_hit") == [(0, "true_hit", 4, 1)]
    _, ev = throw(st, 3, 3)
    assert scores(ev, "true_hit") == [(0, "true_hit", 6, 1)]


def test_blind_hit_example():
    # White stones on 10; Black bands on White's 15 and 16 (his 10 and 9), a Black blot on White's 21 (his 4)
    st = position(OPTS, {1: 13, 10: 2}, {1: 9, 10: 2, 9: 2, 4: 1, 12: 0})
    mine, theirs = B.views(st.board, 0)
    assert theirs[15] == 2 and theirs[16] == 2 and theirs[21] == 1
    st, ev = throw(st, 5, 6)
    assert scores(ev) == []                       # the opponent marks after the throw is played
    _, ev = st.apply(st.legal_actions()[0])
    assert (1, "false_hit", 4, 1) in scores(ev)   # in his petit jan table: 4


def test_resting_on_a_half_band_does_not_carry_into_the_jan_de_retour_table():
    # White on 16; Black single stones on White's 18 and 19 (his 7 and 6); his blot on White's 22 (his 3)
    st = position(OPTS, {1: 13, 16: 2}, {1: 12, 7: 1, 3: 1, 6: 1})
    _, ev = throw(st, 2, 4)          # 16 -> 18 (a half band) -> 22 and 16 -> 20 (empty) -> 22
    hits = {e.data["point"]: (e.data["points"], e.data["ways"]) for e in ev if e.kind == "score"}
    assert hits == {18: (2, 1), 22: (4, 1)}   # the blot on 22 by the sum through 20 only
    st = position(OPTS, {1: 13, 16: 2}, {1: 11, 7: 1, 3: 1, 6: 1, 5: 1})   # 20 now holds a half band too
    _, ev = throw(st, 2, 4)
    assert 22 not in {e.data["point"] for e in ev if e.kind == "score" and e.data["reason"] == "true_hit"}


# -- holes, bredouille, going out (2816-2842) -----------------------------------------------------

def test_bredouille_two_holes_and_debredouiller():
    st = position(OPTS, {1: 13, 7: 2}, {1: 15}, points=[8, 0], bred=[True, False])
    _, ev = throw(st, 6, 5)                       # jan de deux tables: 4 more, 12 uninterrupted
    holes = [e.data for e in ev if e.kind == "hole"]
    assert holes == [{"holes": 2, "bredouille": True, "total": 2}]
    st = position(OPTS, {1: 13, 7: 2}, {1: 15}, points=[8, 2], bred=[False, True])
    st2, ev = throw(st, 6, 5)
    assert [e.data["holes"] for e in ev if e.kind == "hole"] == [1]
    assert st2.points == [0, 0]                   # the opponent's points are wiped


def test_the_second_to_score_is_bredouille_until_interrupted():
    st = position(OPTS, {1: 13, 7: 2}, {1: 15}, points=[0, 4], bred=[False, True])
    st, ev = throw(st, 6, 5)
    assert st.bred == [True, False]               # White starts fresh; Black is débredouillé
    assert st.tokens() == (2, 1)


def test_going_out_only_after_a_hole_by_ones_own_throw_and_the_goer_throws_first():
    st = position(OPTS, {1: 13, 7: 2}, {1: 15}, points=[10, 3], bred=[False, False])
    st, _ = throw(st, 6, 5)
    st, ev = st.apply(st.legal_actions()[0])
    assert st.phase == "decide" and st.current_player() == 0
    gone, ev = st.apply(GoOut())
    assert gone.board == B.start_board() and gone.points == [0, 0]
    assert gone.thrower == 0 and gone.current_player() == CHANCE     # 2934: who goes out begins
    stay, _ = st.apply(Stay())
    assert stay.thrower == 1 and stay.points[0] == 2 and stay.board != B.start_board()
    no = position(SPEC.options(allow_going_out=False), {1: 13, 7: 2}, {1: 15}, points=[10, 3])
    no, _ = throw(no, 6, 5)
    no, _ = no.apply(no.legal_actions()[0])
    assert no.phase == "throw"


def test_a_hole_from_the_opponents_points_gives_no_going_out_and_false_hit_points_wait_for_the_decision():
    st = position(OPTS, {1: 13, 7: 2}, {1: 13, 12: 2}, points=[0, 10])
    st, _ = throw(st, 6, 5)                        # contre-jan de deux tables: 4 for Black
    st, ev = st.apply(st.legal_actions()[0])
    assert st.holes[1] == 1 and st.phase == "throw" and st.thrower == 1


def test_first_off_scores_and_resets_the_board_with_the_bearer_throwing_first():
    st = position(OPTS, {23: 1}, {1: 15})
    st, _ = throw(st, 2, 1)
    assert parse_action("play 23-25/2") in st.legal_actions()
    st, ev = st.apply(parse_action("play 23-25/2"))
    assert (0, "first_off", 4, 0) in scores(ev)
    assert st.board == B.start_board() and st.thrower == 0 and st.phase == "throw"


def test_bearing_off_only_when_all_stones_are_home_and_numbers_that_cannot_be_played_inside():
    st = position(OPTS, {20: 2, 23: 2, 18: 1}, {1: 15})
    st, _ = throw(st, 2, 1)
    assert not any(m.dst == 25 for p in st.legal_actions() for m in p.moves)
    st = position(OPTS, {20: 2, 22: 1}, {1: 15})
    st, _ = throw(st, 6, 1)          # the six bears off the farthest (20) only: no six is playable inside
    assert all(m.src == 20 for p in st.legal_actions() for m in p.moves if m.die == 6)
    st = position(OPTS, {19: 1, 22: 2}, {1: 15})
    st, _ = throw(st, 3, 2)          # 3 and 2 can be given inside: the exact 3 from 22 may not go off (3158)
    assert not any(m.dst == 25 for p in st.legal_actions() for m in p.moves)
    with pytest.raises(IllegalAction) as e:
        st.apply(parse_action("play 22-25/3 19-21/2"))
    assert e.value.code == "bear_off_number"


def test_the_partie_ends_at_twelve_holes():
    st = position(OPTS, {1: 13, 7: 2}, {1: 15}, points=[8, 0], bred=[True, False], holes=[10, 3])
    st, ev = throw(st, 6, 5)
    assert st.is_over() and st.scores() == [12.0, 3.0]
    assert "game_end" in [e.kind for e in ev]


def test_partie_bredouille_pays_double_only_by_agreement():
    st = position(SPEC.options(bredouille_pays_double=True), {1: 13, 7: 2}, {1: 15}, points=[8, 0],
                  bred=[True, False], holes=[10, 0])
    st, ev = throw(st, 6, 5)
    assert st.is_over() and st.partie_bredouille and st.scores() == [24.0, 0.0]
    st = position(OPTS, {1: 13, 7: 2}, {1: 15}, points=[8, 0], bred=[True, False], holes=[10, 0])
    st, ev = throw(st, 6, 5)
    assert st.partie_bredouille and st.scores() == [12.0, 0.0]


# -- Toccategli (§7.5) ----------------------------------------------------------------------------

def test_toccategli_halves_and_wins_at_twelve_points_by_the_losers_points():
    st = position(TOC, {1: 13, 7: 2}, {1: 15}, points=[10, 0])
    _, ev = throw(st, 6, 5)
    assert scores(ev) == [(0, "jan_de_deux_tables", 2, 0)]
    assert [e.data for e in ev if e.kind == "game_won"] == [{"value": 4, "loser_points": 0, "outright": False}]
    for lp, value in ((0, 4), (1, 3), (3, 3), (4, 2), (6, 2), (7, 1), (11, 1)):
        st = position(TOC, {1: 13, 7: 2}, {1: 15}, points=[10, lp])
        st, ev = throw(st, 6, 5)
        assert st.games == [value, 0], lp


def test_toccategli_hits_and_no_bredouille_no_blind_hits():
    st = position(TOC, {1: 13, 10: 2}, {1: 9, 10: 2, 9: 2, 4: 1})
    st, _ = throw(st, 5, 6)
    _, ev = st.apply(st.legal_actions()[0])
    assert not scores(ev, "false_hit")
    st = position(TOC, {1: 13, 11: 1, 10: 1}, {1: 14, 9: 1})
    _, ev = throw(st, 5, 1)
    assert scores(ev, "true_hit") == [(0, "true_hit", 2, 2)]
    assert not any(e.kind == "hole" for e in ev)


def test_toccategli_first_off_wins_the_game_outright():
    st = position(TOC, {23: 1}, {1: 15}, points=[0, 5])
    st, _ = throw(st, 2, 1)
    st, ev = st.apply(parse_action("play 23-25/2"))
    won = [e.data for e in ev if e.kind == "game_won"]
    assert won == [{"value": 2, "loser_points": 5, "outright": True}] and st.is_over()


def test_toccategli_enters_the_opponents_tables_two_stones_together():
    st = position(TOC, {1: 11, 10: 2, 11: 2}, {1: 15})
    st, _ = throw(st, 4, 5)
    for p in st.legal_actions():
        after = B.views(B.apply_play(st.board, st.off, 0, p)[0], 0)[0]
        for m in p.moves:
            t = B.own(0, m.dst)
            if B.own(0, m.src) <= 12 < t < 25:
                assert after[t] >= 2


# -- the école ------------------------------------------------------------------------------------

def test_ecole_marking_and_school():
    st = position(SPEC.options(ecole=True), {1: 13, 7: 2}, {1: 15})
    st, ev = throw(st, 6, 5)
    assert st.points == [0, 0] and st.due == 4
    st, _ = st.apply(st.legal_actions()[0])
    assert st.phase == "mark" and st.current_player() == 0
    st, _ = st.apply(parse_action("mark 2"))
    assert st.phase == "school" and st.current_player() == 1 and st.points == [2, 0]
    st2, ev = st.apply(parse_action("school"))
    assert st2.points == [2, 2] and st2.phase == "throw"
    st3, _ = st.apply(parse_action("accept"))
    assert st3.points == [2, 0]
    right = position(SPEC.options(ecole=True), {1: 13, 7: 2}, {1: 15})
    right, _ = throw(right, 6, 5)
    right, _ = right.apply(right.legal_actions()[0])
    right, _ = right.apply(parse_action("mark 4"))          # marked truly: nothing to claim, the throw ends
    assert right.points == [4, 0] and right.phase == "throw" and right.thrower == 1


# -- notation and refusals ------------------------------------------------------------------------

def test_every_action_reads_back_and_bad_text_is_refused():
    for t in ("dice 5 3", "first 4 2", "play -", "play 1-6/5 1-4/3", "play 1-6/5 6-9/3", "play 7-12/6 8-12/5 puissance",
              "go", "stay", "mark 6", "school", "accept"):
        assert str(parse_action(t)) == t
    for t in ("play Kc", "dice 7 1", "play 1-30/5", "hello", "play 1-6", ""):
        with pytest.raises(IllegalAction) as e:
            parse_action(t)
        assert e.value.code == "malformed_action"


def test_refusal_codes_are_declared():
    rng = random.Random(4)
    st = SPEC.new_state(OPTS, first_dealer=0)
    for _ in range(300):
        if st.is_over():
            break
        if st.current_player() == CHANCE:
            st, _ = st.apply(st.sample_chance(rng))
            continue
        if st.phase == "play":
            a, b = st.dice
            for bad in (f"play 1-{1 + a}/{b if a != b else 7 - a}", "play 24-20/4", f"play 5-{5 + a}/{a}"):
                try:
                    act = parse_action(bad)
                except IllegalAction as e:
                    assert e.code in SPEC.reason_codes
                    continue
                if act in st.legal_actions():
                    continue
                with pytest.raises(IllegalAction) as e:
                    st.apply(act)
                assert e.value.code in SPEC.reason_codes
        st, _ = st.apply(rng.choice(st.legal_actions()))


def test_the_observation_is_the_whole_position():
    st = position(OPTS, {1: 13, 7: 2}, {1: 15}, points=[3, 0], holes=[1, 2])
    st, _ = throw(st, 6, 5)
    o0, o1 = st.observation(0), st.observation(1)
    assert o0.board == o1.board == st.board and o0.dice == (6, 5) and o0.holes == (1, 2)
    assert o0.legal_actions and not o1.legal_actions
    assert o0.hand == () and o0.seen == o1.seen == tuple(range(st.nthrows))    # the throws seen, for undo


@pytest.mark.parametrize("a,b", [(6, 1), (4, 3), (5, 2)])
def test_the_rail_counts_as_a_point_for_holding_the_jan_de_retour(a, b):
    """Holding the jan de retour with a stone on the seventh point from the end, 6-1 (or 4-3, 5-2)
    carries it off in one and holds, though not all stones are home (2992-2994)."""
    st = position(OPTS, {18: 1, 19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 2}, {14: 15})
    st, _ = throw(st, a, b)
    hold = [p for p in st.legal_actions() if p.moves and p.moves[-1].dst == 25]
    assert {str(p) for p in hold} == {f"play 18-{18 + a}/{a} {18 + a}-25/{b}", f"play 18-{18 + b}/{b} {18 + b}-25/{a}"}
    _, ev = st.apply(hold[0])
    assert (0, "hold_jan_de_retour", 4, 0) in scores(ev)


def test_five_numbers_come_with_one_die_or_two_and_six_only_with_two():
    """Of the eleven numbers two dice show, 6, 5, 4, 3 and 2 come with one die or both, 7 to 12
    only with both (3082)."""
    both = {n for n in range(2, 13) if n <= 6}
    assert both == {2, 3, 4, 5, 6} and set(S.combinations()) - both == {7, 8, 9, 10, 11, 12}
    assert [S.shots(n) for n in (7, 8, 9, 10, 11, 12)] == [6, 5, 4, 3, 2, 1]


def test_going_out_wipes_the_opponents_pending_blind_hit_points_and_staying_marks_them_en_bredouille():
    # White wins a hole by a true hit on 9 while his throw hits Black's blot on 21 blindly (15, 16 bands)
    st = position(OPTS, {1: 12, 10: 2, 3: 1}, {1: 9, 10: 2, 9: 2, 4: 1, 16: 1}, points=[10, 3], bred=[False, False])
    st, ev = throw(st, 6, 5)
    assert st.holes[0] == 1 and st.pending and st.pending[0][0] == "false_hit"
    st, _ = st.apply(st.legal_actions()[0])
    assert st.phase == "decide"
    gone, ev = st.apply(GoOut())
    assert gone.points == [0, 0] and not scores(ev)
    stay, ev = st.apply(Stay())
    assert [s for s in scores(ev) if s[0] == 1] and stay.points[1] > 0 and stay.bred[1]


def test_dice_out_of_range_and_going_out_at_the_wrong_moment_are_refused():
    from engine.games.trictrac import Dice
    st = position(OPTS, {1: 15}, {1: 15})
    for bad in (Dice(0, 3), Dice(7, 1)):
        with pytest.raises(IllegalAction) as e:
            st.apply(bad)
        assert e.value.code == "bad_dice"
    st, _ = throw(st, 3, 1)
    with pytest.raises(IllegalAction) as e:
        st.apply(GoOut())
    assert e.value.code == "cannot_go_out"


def test_a_play_reads_the_same_whichever_die_was_thrown_first():
    st = position(OPTS, {1: 15}, {1: 15}, throws=[5, 5])
    a, _ = throw(st, 5, 3)
    b, _ = throw(st, 3, 5)
    assert [str(p) for p in a.legal_actions()] == [str(p) for p in b.legal_actions()]


def test_toccategli_first_off_with_a_doublet_scores_only_two():
    """Seed 003, footnote to line 3000: in Toccategli the first off gains only 2 points (and the
    game), whatever the last throw; in Grand Trictrac a doublet gains 6."""
    st = position(TOC, {23: 1}, {1: 15}, points=[0, 5])
    st, _ = throw(st, 2, 2)
    st, ev = st.apply(parse_action("play 23-25/2"))
    assert (0, "first_off", 2, 0) in scores(ev)
    st = position(OPTS, {23: 1}, {1: 15})
    st, _ = throw(st, 2, 2)
    st, ev = st.apply(parse_action("play 23-25/2"))
    assert (0, "first_off", 6, 0) in scores(ev)
