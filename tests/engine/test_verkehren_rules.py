"""Verkehren im Brett (seed 003 lines 2681-2774, spec board_games.md §6): the book's bearing-off
examples (2765-2774) and worked examples, hitting and entering, the Junker, the reading of line
2714, the band limit and its penalties, single and double (Jan) wins and the concession."""

from __future__ import annotations

import pytest

from engine.games.verkehren import (SPEC, Accept, Concede, Dice, LetStand, Move, Offer, Play, Refuse, Take,
                                   VerkehrenOptions, position)
from engine.games.verkehren import board as B
from engine.protocol import IllegalAction

BOOK = SPEC.presets["book_1782"]
REC = SPEC.presets["recommended"]
#: Black's stones out of White's way: on Black's own bearing-off quarter (White's fields 7-12)
BLACK_HOME = {19: 3, 20: 3, 21: 3, 22: 3, 23: 3}


def at_play(white: dict[int, int], dice: tuple[int, int], black: dict[int, int] | None = None,
            opts: VerkehrenOptions = REC, thrower: int = 0, bar: tuple[int, int] = (0, 0)):
    return position(opts, white, BLACK_HOME if black is None else black, thrower=thrower, bar=bar, dice=dice)


def results(st, seat: int = 0) -> set[tuple]:
    """What each legal play leaves of ``seat``'s stones: (own field -> stones, borne off)."""
    out = set()
    for p in st.legal_actions():
        nxt, ev = st.apply(p)
        if any(e.kind == "game_won" and e.data["way"] == "borne_off" for e in ev):
            out.add(((), 15))
            continue
        mine, _ = B.views(nxt.board, nxt.bar, seat)
        out.add((tuple(sorted((k, n) for k, n in enumerate(mine) if n and k)), nxt.off[seat]))
    return out


def home(d: dict[int, int], off: int) -> tuple:
    return (tuple(sorted((k, n) for k, n in d.items() if n)), off)


# ---------------------------------------------------------------- bearing off (2758-2774)

def test_2765_two_bands_on_the_first_two_fields_six_and_five():
    st = at_play({19: 2, 20: 2}, (6, 5))
    r = results(st)
    assert home({19: 1, 20: 1}, 13) in r          # one from each band
    assert home({20: 2, 24: 1}, 12) in r          # one off from the first, the other into the corner
    assert all(off >= 12 for _f, off in r)


def test_2765_two_bands_and_two_sixes_take_four():
    assert results(at_play({19: 2, 20: 2}, (6, 6))) == {home({}, 15)}


def test_2767_four_on_the_last_field_and_two_aces_take_them_though_stones_stand_behind():
    assert home({19: 2, 21: 2}, 11) in results(at_play({19: 2, 21: 2, 24: 4}, (1, 1)))


def test_2767_four_on_the_field_before_the_corner_with_two_aces():
    r = results(at_play({19: 2, 21: 2, 23: 4}, (1, 1)))
    assert home({19: 2, 21: 2, 24: 4}, 7) in r     # all four into the corner
    assert home({19: 2, 21: 2, 23: 2}, 9) in r     # two off (each by the corner), two left


@pytest.mark.parametrize("n", [6, 5, 4, 3, 2])
def test_2767_four_before_the_corner_with_nothing_behind_go_off_with_any_doublet_but_aces(n):
    # the book names 6-6, 4-4, 3-3, 2-2; it leaves out 5-5, by oversight (spec §6.1)
    assert results(at_play({23: 4}, (n, n))) == {home({}, 15)}


def test_2769_four_on_the_first_field_and_two_sixes_must_go_off():
    assert results(at_play({19: 4}, (6, 6))) == {home({}, 15)}


def test_2769_a_lower_number_with_nothing_on_its_field_goes_into_the_corner():
    # a band of two on the first field, six and five: the six bears off, the five must go to the corner
    assert results(at_play({19: 2}, (6, 5))) == {home({24: 1}, 14)}


def test_2769_unless_something_stands_on_the_next_field():
    r = results(at_play({19: 2, 20: 1}, (6, 5)))
    assert home({19: 1}, 14) in r                   # the five bears off from the next field
    assert home({20: 1, 24: 1}, 13) in r


def test_2770_two_bands_on_the_first_fields_and_two_sixes():
    assert results(at_play({19: 2, 20: 2}, (6, 6))) == {home({}, 15)}


def test_2770_one_stone_more_leaves_a_blot():
    assert results(at_play({19: 3, 20: 2}, (6, 6))) == {home({20: 1}, 14)}


def test_2772_a_higher_number_bears_off_from_the_farthest_field():
    # four bands on the last four fields, one stone more on the first of them: six and five take
    # two from the first (the corrected reading: "von dem ersten 2 Steine ausnehmen")
    st = at_play({21: 3, 22: 2, 23: 2, 24: 2}, (6, 5))
    assert results(st) == {home({21: 1, 22: 2, 23: 2, 24: 2}, 8)}


@pytest.mark.parametrize("n", [6, 5])
def test_2772_two_sixes_or_fives_take_the_first_three_and_one_of_the_next_band(n):
    st = at_play({21: 3, 22: 2, 23: 2, 24: 2}, (n, n))
    assert results(st) == {home({22: 1, 23: 2, 24: 2}, 10)}


@pytest.mark.parametrize("n", [6, 5, 4, 3, 2])
def test_2773_two_bands_on_the_last_two_fields_go_off_with_a_doublet(n):
    assert results(at_play({23: 2, 24: 2}, (n, n))) == {home({}, 15)}


def test_2773_ace_and_deuce_on_the_last_two_fields():
    r = results(at_play({23: 2, 24: 2}, (2, 1)))
    assert home({23: 1, 24: 1}, 13) in r            # one from each band
    assert home({24: 3}, 12) in r                   # one off, the other set into the corner


@pytest.mark.parametrize("big", [6, 5, 4])
def test_2774_bands_on_the_third_and_last_field_with_a_high_number_and_an_ace(big):
    r = results(at_play({21: 2, 24: 2}, (big, 1)))
    assert home({21: 1, 24: 1}, 13) in r            # one from the first band, one from the last
    assert any(off == 12 for _f, off in r) or big == 4   # or one off and the other set


@pytest.mark.parametrize("n", [6, 5, 4])
def test_2774_and_with_a_doublet_all_four(n):
    assert results(at_play({21: 2, 24: 2}, (n, n))) == {home({}, 15)}


def test_a_higher_number_may_not_bear_off_while_a_stone_stands_farther_back():
    st = at_play({20: 2, 23: 1}, (5, 4))
    with pytest.raises(IllegalAction) as e:
        st.apply(Play((Move(23, 25, 4), Move(20, 25, 5))))
    assert e.value.code == "bear_off_farthest"


def test_no_bearing_off_before_every_stone_is_in_the_last_quarter():
    st = at_play({17: 1, 23: 2}, (2, 1))
    with pytest.raises(IllegalAction) as e:
        st.apply(Play((Move(23, 25, 2), Move(17, 18, 1))))
    assert e.value.code == "bear_off_early"


# ---------------------------------------------------------------- moving (2685-2695)

def test_the_start_two_stones_from_the_house_or_one_to_ten():
    st = SPEC.new_state(BOOK, first_dealer=0)
    st, _ = st.apply(Dice(5, 4))
    r = results(st)
    assert home({1: 13, 5: 1, 6: 1}, 0) in r
    assert home({1: 14, 10: 1}, 0) in r            # "einen Stein vom Hause auf 9" counting from the next field


def test_both_players_travel_the_same_way_from_opposite_sides():
    st = SPEC.new_state(BOOK, first_dealer=0)
    assert st.board[B.absolute(0, 1) - 1] == 15 and st.board[B.absolute(1, 1) - 1] == -15
    assert B.absolute(1, 1) == B.absolute(0, 13)     # Black's Mahl is White's field 13
    assert B.absolute(0, 1) == B.absolute(1, 13)


def test_doublets_are_played_four_times():
    st = SPEC.new_state(BOOK, first_dealer=0)
    st, _ = st.apply(Dice(5, 5))
    assert all(len(p.moves) == 4 for p in st.legal_actions())
    assert home({1: 14, 21: 1}, 0) in results(st)    # one stone with all four fives


def test_no_band_on_the_opponents_side_but_in_the_huecke():
    st = at_play({1: 13, 5: 1, 10: 1}, (4, 2), black={1: 15})
    with pytest.raises(IllegalAction) as e:
        st.apply(Play((Move(1, 5, 4), Move(10, 12, 2))))
    assert e.value.code == "no_band_opponent_side"
    assert home({1: 13, 12: 2}, 0) not in results(st)
    st = at_play({1: 13, 9: 1, 10: 1}, (3, 2), black={1: 15})
    assert home({1: 13, 12: 2}, 0) in results(st)    # a band in the Hücke


def test_2695_aces_from_the_huecke_make_no_band():
    # the opponent's house counts as occupied: 1-1 from the Hücke cannot go on to make a band
    st = at_play({1: 11, 12: 4}, (1, 1), black={1: 15})
    assert all(13 not in dict(f) for f, _o in results(st))


def test_no_stone_may_land_on_an_opposing_band():
    st = at_play({1: 14, 10: 1}, (3, 3), black={16: 2, 19: 13})   # Black's 16 is White's 4
    assert all(dict(f).get(4, 0) == 0 for f, _o in results(st))
    assert all(dict(f).get(7, 0) == 0 for f, _o in results(st))   # nor pass it by resting there


# ---------------------------------------------------------------- hitting and entering (2699-2714)

def test_a_blot_is_hit_and_must_be_entered_before_any_other_move():
    # White on his 14 (Black's 2); Black's blot on White's 17 (Black's 5)
    st = at_play({1: 13, 14: 1, 17: 0, 20: 1}, (3, 1), black={1: 13, 5: 1, 13: 1})
    hits = [p for p in st.legal_actions() if any(m.dst == B.absolute(0, 17) for m in p.moves)]
    assert hits
    nxt, ev = st.apply(hits[0])
    assert nxt.bar == (0, 1) and any(e.kind == "hit" for e in ev)
    nxt, _ = nxt.apply(Dice(4, 2))
    assert nxt.thrower == 1
    assert all(p.moves and p.moves[0].src == 0 for p in nxt.legal_actions())
    with pytest.raises(IllegalAction) as e:
        nxt.apply(Play((Move(B.absolute(1, 1), B.absolute(1, 5), 4), Move(0, B.absolute(1, 2), 2))))
    assert e.value.code == "must_enter"


def test_entering_a_die_of_n_on_field_n_of_the_entry_area():
    st = at_play({1: 10, 13: 2, 14: 2}, (6, 3), bar=(1, 0), black={19: 15})
    assert {B.own(0, p.moves[0].dst) for p in st.legal_actions()} == {6, 3}


def test_2714_with_own_stones_on_the_mahl_an_ace_cannot_be_entered():
    # our reading: "zwey" is two aces, and a stone may not join one's own on the opponent's side
    st = at_play({1: 10, 13: 2, 14: 2}, (1, 1), bar=(1, 0), black={19: 15})
    assert st.legal_actions() == [Play()]
    st = at_play({1: 10, 13: 2, 14: 2}, (2, 1), bar=(1, 0), black={19: 15})
    assert all(p.moves[0].src == 0 and p.moves[0].die == 2 for p in st.legal_actions())


def test_2710_junker_more_stones_to_enter_than_free_fields():
    # three bands of Black's in White's entry area, White with four stones to enter (2706)
    black = {13: 2, 14: 2, 15: 2, 19: 9}          # Black's 13-15 are White's 1-3
    st = at_play({16: 2, 17: 3, 18: 6}, (6, 5), black=black, bar=(4, 0))
    assert st.legal_actions() == [Play()]
    st2 = position(REC, {16: 2, 17: 3, 18: 6}, black, bar=(4, 0))
    _, ev = st2.apply(Dice(6, 5))
    assert [e.kind for e in ev] == ["dice", "junker"]


def test_2714_entering_onto_a_blot_is_compulsory():
    black = {17: 1, 19: 14}                        # Black's 17 is White's 5: a blot in White's entry area
    st = at_play({15: 14}, (5, 4), black=black, bar=(1, 0))
    assert all(any(m.src == 0 and B.own(0, m.dst) == 5 for m in p.moves) for p in st.legal_actions())
    with pytest.raises(IllegalAction) as e:
        st.apply(Play((Move(0, 4, 4), Move(15, 20, 5))))
    assert e.value.code == "must_hit_on_entry"


# ---------------------------------------------------------------- single and double (2716-2756)

def test_bearing_off_first_wins_single():
    st = at_play({24: 1}, (1, 2))
    nxt, ev = st.apply(st.legal_actions()[0])
    won = [e for e in ev if e.kind == "game_won"][0]
    assert won.player == 0 and won.data["value"] == 1 and won.data["way"] == "borne_off"
    assert nxt.points == [1, 0]


def test_jan_by_piling_on_the_last_field():
    st = at_play({24: 13, 22: 1, 23: 1}, (2, 1))
    nxt, ev = st.apply(Play((Move(22, 24, 2), Move(23, 24, 1))))
    won = [e for e in ev if e.kind == "game_won"][0]
    assert won.data["value"] == 2 and won.data["way"] == "piling"


def test_piling_must_be_exact():
    st = at_play({24: 13, 22: 2}, (2, 2))            # the last two twos must bear off
    assert all(st.apply(p)[0].points == [1, 0] or st.apply(p)[0].points == [0, 0] for p in st.legal_actions())


def _pile(st):
    for p in st.legal_actions():
        nxt, _ = st.apply(p)
        if nxt.points[0] == 2:
            return p
    raise AssertionError("no play piles the stones on the last field")


def test_piling_is_no_double_with_the_option_off():
    st = at_play({24: 13, 22: 1, 23: 1}, (2, 1), opts=VerkehrenOptions(double_by_piling=False))
    assert all(st.apply(p)[0].points == [0, 0] for p in st.legal_actions())


def test_jan_the_loser_cannot_enter_and_the_winners_bands_have_left_his_entry_area():
    # Black's entry area (his 1-6, White's 13-18) full of his own blots; White hits Black's last blot
    black = {1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 18: 1, 19: 8}     # Black's 18 is White's 6
    st = at_play({4: 1, 20: 14}, (2, 1), black=black)
    hit = next(p for p in st.legal_actions() if any(B.own(0, m.dst) == 6 for m in p.moves))
    nxt, ev = st.apply(hit)
    won = [e for e in ev if e.kind == "game_won"][0]
    assert won.player == 0 and won.data == {"value": 2, "way": "jan", "points": (2, 0)}


def test_a_shut_out_player_with_the_winners_bands_in_his_area_is_only_junker_under_six():
    black = {19: 13}
    white = {13: 2, 14: 2, 15: 2, 16: 2, 17: 2, 20: 5}   # White's 13-17 are Black's 1-5
    st = position(REC, white, black, thrower=0, bar=(0, 2))
    assert not st.is_jan(1)
    st = position(REC, white, {19: 9}, thrower=0, bar=(0, 6))
    assert st.is_jan(1)


def test_concession_without_a_band_on_ones_own_side():
    st = at_play({1: 14, 8: 1}, (3, 2), black={1: 15})
    assert st.side_actions() == [Concede()]
    nxt, ev = st.apply(Concede())
    won = [e for e in ev if e.kind == "game_won"][0]
    assert won.player == 1 and won.data["value"] == 1 and won.data["way"] == "conceded"


def test_no_concession_with_a_band_on_ones_own_side_only_an_offer():
    st = at_play({1: 13, 15: 2}, (3, 2), black={1: 15})
    assert st.side_actions() == [Offer()]
    with pytest.raises(IllegalAction) as e:
        st.apply(Concede())
    assert e.value.code == "concession_band"


def test_no_offer_without_a_band_on_ones_own_side():
    st = at_play({1: 14, 8: 1}, (3, 2), black={1: 15})
    with pytest.raises(IllegalAction) as e:
        st.apply(Offer())
    assert e.value.code == "offer_needless"


def test_nothing_given_up_with_the_option_off():
    opts = VerkehrenOptions(concession=False)
    for white, act in (({1: 14, 8: 1}, Concede()), ({1: 13, 15: 2}, Offer())):
        st = at_play(white, (3, 2), black={1: 15}, opts=opts)
        assert st.side_actions() == []
        with pytest.raises(IllegalAction) as e:
            st.apply(act)
        assert e.value.code == "concession_off"


def test_2729_an_offer_accepted_is_a_single_loss():
    st = at_play({1: 13, 15: 2}, (3, 2), black={1: 15})
    asked, ev = st.apply(Offer())
    assert [e.kind for e in ev] == ["offer"] and ev[0].player == 0
    assert asked.phase == "consent" and asked.current_player() == 1
    assert asked.legal_actions() == [Accept(), Refuse()] and asked.side_actions() == []
    obs = asked.observation(1)
    assert obs.offer == 0 and obs.legal_actions == (Accept(), Refuse())
    assert asked.observation(0).legal_actions == ()
    with pytest.raises(IllegalAction):
        asked.apply(Play())                     # the offerer's throw waits for the answer
    done, ev = asked.apply(Accept())
    assert [e.kind for e in ev][:2] == ["consent", "game_won"] and ev[0].data == {"accepted": True}
    won = ev[1]
    assert won.player == 1 and won.data["value"] == 1 and won.data["way"] == "conceded"
    assert done.points == [0, 1] and done.phase == "throw" and done.thrower == 1


def test_an_offer_refused_the_offerer_plays_his_throw_and_may_not_offer_again_at_it():
    st = at_play({1: 13, 15: 2}, (3, 2), black={1: 15})
    asked, _ = st.apply(Offer())
    back, ev = asked.apply(Refuse())
    assert [e.kind for e in ev] == ["consent"] and ev[0].data == {"accepted": False} and ev[0].player == 1
    assert back.phase == "play" and back.current_player() == 0 and back.dice == (3, 2)
    assert back.legal_actions() == st.legal_actions()
    assert back.side_actions() == [] and back.observation(0).refused
    with pytest.raises(IllegalAction) as e:
        back.apply(Offer())
    assert e.value.code == "offer_refused"
    # at his next throw he may offer again
    nxt, _ = back.apply(back.legal_actions()[0])
    nxt, _ = nxt.apply(Dice(6, 5))
    nxt, _ = nxt.apply(nxt.legal_actions()[0])
    nxt, _ = nxt.apply(Dice(4, 1))
    assert nxt.thrower == 0 and Offer() in nxt.side_actions()


def test_the_answer_is_the_other_players_and_only_accept_or_refuse():
    st = at_play({1: 13, 15: 2}, (3, 2), black={1: 15})
    asked, _ = st.apply(Offer())
    for wrong in (Offer(), Concede(), Take(15), LetStand()):
        with pytest.raises(IllegalAction):
            asked.apply(wrong)
    assert asked.to_position() != st.to_position()


# ---------------------------------------------------------------- the band limit (2706, 2756)

SIX = {13: 2, 14: 2, 15: 2, 16: 2, 17: 2, 18: 1, 12: 1, 1: 3}
SIXTH = Play((Move(12, 18, 6), Move(1, 2, 1)))


def test_the_recommended_preset_is_the_books_rules_as_the_spec_recommends():
    # spec §6.2: max_bands 5, the opponent's choice of penalty (2706), doublets four times, piling
    # double; and the concession the book allows (2718-2731)
    assert REC == BOOK
    assert (REC.max_bands, REC.band_limit_penalty, REC.doublets_four_moves, REC.double_by_piling,
            REC.concession) == (5, "opponent_choice", True, True, True)


def test_too_many_bands_the_opponent_has_two_stones_taken_out():
    st = at_play(SIX, (6, 1), black={19: 15}, opts=VerkehrenOptions(band_limit_penalty="remove_two"))
    nxt, ev = st.apply(SIXTH)                  # bands on 13-18: six
    assert any(e.kind == "too_many_bands" for e in ev)
    assert nxt.phase == "penalty" and nxt.current_player() == 1
    assert LetStand() not in nxt.legal_actions()
    assert set(nxt.legal_actions()) == {Take(k) for k in range(13, 19)}
    nxt, ev = nxt.apply(Take(15))
    assert nxt.bar == (2, 0) and nxt.phase == "throw" and nxt.thrower == 1
    assert B.views(nxt.board, nxt.bar, 0)[0][15] == 0


def test_too_many_bands_the_opponents_choice_and_hitting_a_band():
    st = position(BOOK, SIX, {19: 13, 10: 1}, thrower=0, bar=(0, 1), dice=(6, 1))
    nxt, _ = st.apply(SIXTH)
    assert LetStand() in nxt.legal_actions()
    nxt, _ = nxt.apply(LetStand())
    assert nxt.hittable(0)
    nxt, _ = nxt.apply(Dice(3, 3))           # Black enters on his 3, White's band on 15
    p = next(p for p in nxt.legal_actions() if p.moves[0].src == 0 and p.moves[0].dst == 15)
    after, ev = nxt.apply(p)
    assert after.bar[0] >= 2 and any(e.kind == "hit" and e.data["band"] for e in ev)


def test_the_band_limit_lapses_when_the_other_has_one_stone_left():
    st = at_play(SIX, (6, 1), black={19: 1}, opts=REC)
    nxt, ev = st.apply(SIXTH)
    assert nxt.phase == "throw" and not any(e.kind == "too_many_bands" for e in ev)


def test_records_read_back():
    for a in (Play((Move(0, 5, 5), Move(20, 25, 6))), Play(), Take(17), LetStand(), Concede(), Offer(), Accept(),
              Refuse(), Dice(3, 3)):
        assert SPEC.new_state(REC).parse_action(str(a)) == a


def test_a_record_with_an_offer_refused_and_one_accepted_replays():
    import random

    from engine.record import parse_record, record_of, replay, write_record

    rng = random.Random(5)
    st = SPEC.new_state(REC, first_dealer=0)
    moves: list = []
    offers = 0
    while st.games_played == 0:
        who = st.current_player()
        if who == 0 and Offer() in st.side_actions():
            a = Offer()
            offers += 1
        elif st.phase == "consent":
            a = Refuse() if offers == 1 else Accept()
        elif who < 0:
            a = st.sample_chance(rng)
        else:
            a = rng.choice(st.legal_actions())
        st, _ = st.apply(a)
        moves.append((who, a))
    assert offers == 2 and len(moves) < 200
    text = write_record(record_of(SPEC, "recommended", REC, ["human", "verkehren-strong"], None, moves, deals=1,
                                 first_dealer=0))
    assert "p0: offer" in text and "p1: refuse" in text and "p1: accept" in text
    done = replay(parse_record(text))
    assert done.state.wins == [(1, 1, "conceded")] and done.state.is_over()
    kinds = [e.kind for e in done.events]
    assert kinds.count("offer") == 2 and kinds.count("consent") == 2
