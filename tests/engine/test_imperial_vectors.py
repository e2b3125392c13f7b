"""Imperial: every test vector of spec ``minor_trump_games.md`` §2.8, and the rules of §2.2-2.6
checked on hand-made deals."""

from __future__ import annotations

import random

import pytest

from engine.cards import card, pack, parse_cards
from engine.games.imperial import tables as T
from engine.games.imperial.actions import Deal, Keep, Play, TakeAll
from engine.games.imperial.game import pack_for_hands
from engine.protocol import CHANCE, IllegalAction, get_game

SPEC = get_game("imperial")


def m(text: str) -> int:
    return T.mask_of(parse_cards(text))


# ----------------------------------------------------------------------- §2.8 vectors
def test_imp_point():
    """imp-point: equal length 5; pips A 45 against B 49: B scores the point (1404)."""
    a = m("AC KC 9C 8C 7C")
    b = m("KH QH JH TH 9H")
    assert T.point_of(a)[:2] == (5, 45)
    assert T.point_of(b)[:2] == (5, 49)
    assert T.point_winner([a, b], [0, 1]) == 1
    assert T.point_winner([a, b], [1, 0]) == 1


def test_imp_point_tie():
    """imp-point-tie: five cards and 45 pips each: the player vor der Hand scores it."""
    a = m("AC KC 9C 8C 7C")
    b = m("AD KD 9D 8D 7D")
    assert T.point_winner([a, b], [0, 1]) == 0
    assert T.point_winner([a, b], [1, 0]) == 1


@pytest.mark.parametrize("players,tricks,strokes", [(2, 8, 2), (3, 5, 2), (4, 3, 0), (4, 5, 2), (2, 6, 0)])
def test_imp_surplus_tricks(players, tricks, strokes):
    """imp-surplus-tricks: a stroke for each trick above six (two players) or three (1406)."""
    assert T.surplus_strokes(tricks, players) == strokes


def test_imp_honour_capture():
    """imp-honour-capture: hearts trumps, K♥ wins J♥ and 9♠: two strokes to the winner."""
    st = _three_player_state()
    # seat 1 leads K♥, seat 2 J♥, seat 0 9♠ (no hearts)
    strokes_before = st.strokes
    st, ev = st.play_text("play KH", "play JH", "play 9S")
    marks = [e for e in ev if e.kind == "strokes" and e.data["why"] == "trick"]
    assert [(e.player, e.data["strokes"]) for e in marks] == [(1, 2)]
    assert st.strokes[1] - strokes_before[1] == 2


def test_imp_conversion():
    """imp-conversion: A at 5, B at 4; A gains one: an Imperial for A, every stroke erased."""
    st, imp, made = T.award((5, 4), (0, 0), 0, 1)
    assert (st, imp, made) == ((0, 0), (1, 0), 1)


def test_conversion_excess_discarded_or_carried():
    assert T.award((5, 2, 1), (0, 0, 0), 0, 3) == ((0, 0, 0), (1, 0, 0), 1)
    assert T.award((5, 2, 1), (0, 0, 0), 0, 3, carry=True) == ((2, 0, 0), (1, 0, 0), 1)


# ----------------------------------------------------------------------- packs, honours, deal
def test_packs_and_deal_sizes():
    assert len(pack("imperial36")) == 36 and SPEC.pack == "imperial36"
    assert len(pack("piquet32")) == 32
    for players, pk, each, stock in [(2, 36, 12, 12), (3, 36, 9, 9), (4, 36, 9, 0),
                                     (2, 32, 12, 8), (3, 32, 9, 5), (4, 32, 8, 0)]:
        assert T.hand_size(players, pk) == each and T.stock_size(players, pk) == stock
        s = SPEC.new_state(SPEC.options(players=players, pack=pk), deals=1)
        s, _ = s.apply(s.sample_chance(random.Random(players * pk)))
        assert s.observation(0).hand_sizes == (each,) * players or s.phase == "exchange"
        assert s.observation(0).stock_size == stock


def test_imperial_trumps():
    """36 cards: A K Q J 6 of trumps (1394); 32 cards: A K Q J 7 and the 8 robs (ours)."""
    assert set(T.cards_of(T.honour_mask(2, 36))) == set(parse_cards("AH KH QH JH 6H"))
    assert set(T.cards_of(T.honour_mask(2, 32))) == set(parse_cards("AH KH QH JH 7H"))
    assert T.CARDS[T.rob_card(2, 36)] == card("7H") and T.CARDS[T.rob_card(2, 32)] == card("8H")


def _three_player_state():
    """Three players, seat 0 deals (seat 1 leads), hearts trumps by a turned 9♥."""
    hands = [parse_cards("9S AS KS QS TS 8S 7S 6S JC"), parse_cards("KH TC 9C 8C 7C 6C TD 9D 8D"),
             parse_cards("JH AD KD QD 7D 6D AC KC QC")]
    stock = parse_cards("9H AH QH TH 8H 7H 6H JS JD")
    s = SPEC.new_state(SPEC.options(), first_dealer=0)
    s, _ = s.apply(Deal(pack_for_hands(hands, 0, stock)))
    return s


def test_three_player_deal_turns_the_stock_top():
    hands = [parse_cards("AC KC QC JC TC 9C 8C 7C 6C"), parse_cards("AD KD QD JD TD 9D 8D 7D 6D"),
             parse_cards("AS KS QS JS TS 9S 8S 7S 6S")]
    stock = parse_cards("9H AH KH QH JH TH 8H 7H 6H")
    s = SPEC.new_state(SPEC.options(), first_dealer=2)
    s, ev = s.apply(Deal(pack_for_hands(hands, 2, stock)))
    o = s.observation(0)
    assert o.trump == "H" and o.turned_card == card("9H") and o.up_cards == (card("9H"),)
    assert set(o.hand) == set(hands[0])
    # quart majors in clubs, diamonds and spades: an Imperial each; clubs has the point (C before D before S by pips? all 75)
    declared = [(e.player, e.data["kind"]) for e in ev if e.kind == "imperial_declared"]
    assert declared == [(0, "quart_major"), (1, "quart_major"), (2, "quart_major")]
    # all equal: the point goes to the player nearer the lead, seat 0 (the dealer is 2)
    assert s.point[0] == 0 and s.strokes == (1, 0, 0)
    assert s.to_move == 0 and s.phase == "play"


def test_robbing_with_the_seven():
    """The turned ace of trumps is robbed by the holder of the 7, who marks a stroke (1394)."""
    hands = [parse_cards("7H KC QC JC TC 9C 8C 7C 6C"), parse_cards("AD KD QD JD TD 9D 8D 7D 6D"),
             parse_cards("AS KS QS JS TS 9S 8S 7S 6S")]
    stock = parse_cards("AH AC KH QH JH TH 9H 8H 6H")
    s = SPEC.new_state(SPEC.options(), first_dealer=2)
    s, ev = s.apply(Deal(pack_for_hands(hands, 2, stock)))
    assert [e.kind for e in ev if e.kind == "rob"] == ["rob"]
    o1 = s.observation(1)
    assert o1.robbed == (0, card("AH"), card("7H")) and o1.up_cards == (card("7H"),)
    assert card("AH") in s.observation(0).hand and card("7H") not in s.observation(0).hand
    assert o1.known[0] == (card("AH"),)
    rob = [e for e in ev if e.kind == "strokes" and e.data["why"] == "robbing"]
    assert rob and rob[0].player == 0
    s2 = SPEC.new_state(SPEC.options(robbing=False), first_dealer=2)
    s2, ev2 = s2.apply(Deal(pack_for_hands(hands, 2, stock)))
    assert not [e for e in ev2 if e.kind == "rob"]


def test_four_players_dealer_turns_his_last_card_and_marks_an_honour():
    spec_opts = SPEC.options(players=4)
    hands = [parse_cards("AC KC QC JC TC 9C 8C 7C 6C"), parse_cards("AD KD QD JD TD 9D 8D 7D 6D"),
             parse_cards("AS KS QS JS TS 9S 8S 7S 6S"), parse_cards("9H AH KH QH JH TH 8H 7H 6H")]
    s = SPEC.new_state(spec_opts, first_dealer=3)
    order = pack_for_hands(hands, 3)
    assert order[-1] == card("6H")
    s, ev = s.apply(Deal(order))
    assert s.trump == T.SUITS.index("H")
    dealt = [e for e in ev if e.kind == "strokes" and e.data["why"] == "dealt"]
    assert dealt and dealt[0].player == 3           # the 6 of trumps is an Imperial trump
    assert card("6H") in s.observation(0).known[3]


def test_quartets_and_only_highest():
    hands = [parse_cards("AC AD AH AS KC 9C 8C 7C 6C"), parse_cards("KD KH KS QD TD 9D 8D 7D 6D"),
             parse_cards("QC QH QS JS TS 9S 8S 7S 6S")]
    stock = parse_cards("TH JC JD JH TC 9H 8H 7H 6H")
    for only, expect in [(False, [(0, "quartet")]), (True, [(0, "quartet")])]:
        s = SPEC.new_state(SPEC.options(only_highest_quartet=only), first_dealer=2)
        s, ev = s.apply(Deal(pack_for_hands(hands, 2, stock)))
        assert [(e.player, e.data["kind"]) for e in ev if e.kind == "imperial_declared"] == expect
        assert s.imperials == (1, 0, 0)
    # two quartets at the table: both count, or only the highest
    hands = [parse_cards("AC AD AH AS TC 9C 8C 7C 6C"), parse_cards("KC KD KH KS TD 9D 8D 7D 6D"),
             parse_cards("QC QH QS JS TS 9S 8S 7S 6S")]
    stock = parse_cards("TH JC JD JH QD 9H 8H 7H 6H")
    s = SPEC.new_state(SPEC.options(), first_dealer=2)
    s, _ = s.apply(Deal(pack_for_hands(hands, 2, stock)))
    assert s.imperials == (1, 1, 0)
    s = SPEC.new_state(SPEC.options(only_highest_quartet=True), first_dealer=2)
    s, _ = s.apply(Deal(pack_for_hands(hands, 2, stock)))
    assert s.imperials == (1, 0, 0)


def test_follow_suit_and_must_trump():
    hands = [parse_cards("AC KC QC JC TC 9C 8C 7C 6C"), parse_cards("AD KD QD JD TD 9D 8D 7D 6H"),
             parse_cards("AS KS QS JS TS 9S 8S 7S 6S")]
    stock = parse_cards("9H AH KH QH JH TH 8H 7H 6D")
    s = SPEC.new_state(SPEC.options(), first_dealer=2)
    s, _ = s.apply(Deal(pack_for_hands(hands, 2, stock)))
    s, _ = s.play_text("play AC")
    assert [str(a) for a in s.legal_actions()] == ["play 6H"]       # no clubs: must trump
    with pytest.raises(IllegalAction) as e:
        s.play_text("play AD")
    assert e.value.code == "must_trump"
    s, _ = s.play_text("play 6H")
    with pytest.raises(IllegalAction) as e:
        s.play_text("play AC")
    assert e.value.code == "card_not_in_hand"
    assert {str(a) for a in s.legal_actions()} == {f"play {r}S" for r in "AKQJT9876"}   # no clubs, no trumps: any


def test_two_player_stock_exchange():
    hands = [parse_cards("AC KC QC JC TC 9C 8C 7C 6C AD KD QD"), parse_cards("JD TD 9D 8D 7D 6D AS KS QS JS TS 9S")]
    stock = parse_cards("9H AH KH QH JH TH 8H 7H 6H 8S 7S 6S")
    s = SPEC.new_state(SPEC.options(players=2, robbing=False), first_dealer=1)
    s, _ = s.apply(Deal(pack_for_hands(hands, 1, stock)))
    assert s.phase == "exchange" and s.to_move == 0 and s.observation(1).exchange_queue == (0, 1)
    assert [str(a) for a in s.legal_actions()] == ["take", "keep"]
    s1, ev = s.apply(TakeAll())
    assert s1.phase == "play" and set(s1.observation(0).hand) == set(stock)
    assert s1.observation(1).exchange == (0, (card("9H"),)) and card("9H") in s1.observation(1).known[0]
    assert set(s1.observation(0).laid) == set(hands[0]) and s1.observation(1).laid == ()
    s2, _ = s.apply(Keep())
    assert s2.phase == "exchange" and s2.to_move == 1
    s3, _ = s2.apply(Keep())
    assert s3.phase == "play" and s3.observation(0).kept == (0, 1)
    s4 = SPEC.new_state(SPEC.options(players=2, two_player_stock_exchange="none"), first_dealer=1)
    s4, _ = s4.apply(Deal(pack_for_hands(hands, 1, stock)))
    assert s4.phase == "play"


def test_two_player_32_card_exchange_lays_away_as_many_as_the_stock():
    s = SPEC.new_state(SPEC.options(players=2, pack=32, robbing=False), first_dealer=1)
    hands = [parse_cards("AC KC QC JC TC 9C 8C 7C AD KD QD JD"), parse_cards("TD 9D 8D 7D AS KS QS JS TS 9S 8S 7S")]
    stock = parse_cards("9H AH KH QH JH TH 8H 7H")
    s, _ = s.apply(Deal(pack_for_hands(hands, 1, stock)))
    legal = s.legal_actions()
    assert len(legal) == 495 + 1 and all(len(a.cards) == 8 for a in legal[:-1])
    s, _ = s.apply(legal[0])
    assert len(s.observation(0).hand) == 12 and s.phase == "play"
    assert s.parse_action(str(legal[0])) == legal[0]


def test_surplus_strokes_at_the_end_and_the_game_won_pays_double_without_an_imperial():
    rng = random.Random(4)
    s = SPEC.new_state(SPEC.options(imperials_to_win=3))
    while not s.is_over():
        s, ev = s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    w = s.winner
    assert s.imperials[w] == 3
    for q in range(3):
        if q != w:
            assert s.stakes[q] == (-2 if s.imperials[q] == 0 else -1)
    assert sum(s.stakes) == 0


def test_a_two_player_32_card_game_with_an_exchange_replays_from_its_record():
    from engine.record import parse_record, record_of, replay, write_record

    opts = SPEC.options("two_players", pack=32)
    for seed in range(40):
        rng = random.Random(seed)
        s = SPEC.new_state(opts, deals=1)
        moves = []
        took = False
        while not s.is_over():
            p = s.current_player()
            a = s.sample_chance(rng) if p == CHANCE else rng.choice(s.legal_actions())
            took |= str(a).startswith("take ")
            moves.append((p, a))
            s, _ = s.apply(a)
        if took:
            break
    assert took
    rec = record_of(SPEC, "two_players", opts, ["random", "random"], seed, moves, deals=1, keep_chance=True)
    text = write_record(rec)
    assert "take " in text
    rp = replay(parse_record(text))
    assert rp.state.is_over() and rp.state.strokes == s.strokes and rp.state.imperials == s.imperials
