"""Whist: every test vector of ``shared/rules/whist.md`` §12 (each test named after its
vector id), and the rules of play, scoring, calling and the session."""

from __future__ import annotations

import random

import pytest

from engine.cards import card, parse_cards
from engine.games.whist import SPEC, WhistState, pack_for_hands
from engine.games.whist import scoring as SC
from engine.games.whist import tables as T
from engine.games.whist.actions import Call, Deal, Draw, Pass, Play
from engine.games.whist.ai import BeginnerPlayer, advise, trump_lead
from engine.protocol import CHANCE, TERMINAL, IllegalAction

RNG = random.Random(0)


def position(trump: str, hands: dict, tricks=(), trick=(), dealer=3, to_move=None, turned=None,
             turned_up=False, points=(0, 0), **opts) -> WhistState:
    """A play position made by hand: ``hands`` are the cards each seat holds now."""
    s = WhistState(SPEC.options(**opts))
    s.phase = "play"
    s.dealer = dealer
    s.trump = T.SUITS.index(trump)
    hs = [T.mask_of(parse_cards(hands.get(q, ""))) for q in range(4)]
    s.hands = tuple(hs)
    done = []
    won = [0, 0, 0, 0]
    for ld, cs in tricks:
        ix = tuple((q, T.INDEX[card(c)]) for q, c in cs)
        w = T.trick_winner(ix, s.trump)
        won[w] += 1
        done.append((ld, ix, w))
    s.tricks = tuple(done)
    s.tricks_won = tuple(won)
    s.trick = tuple((q, T.INDEX[card(c)]) for q, c in trick)
    s.leader = s.trick[0][0] if s.trick else (done[-1][2] if done else s.next_seat(dealer))
    s.to_move = to_move if to_move is not None else (s.next_seat(s.trick[-1][0]) if s.trick else s.leader)
    played = s.played_by()
    s.dealt = tuple(h | p for h, p in zip(hs, played))
    s.turned = T.INDEX[card(turned)] if turned else -1
    s.turned_up = turned_up
    s.points = s.start_points = points
    return s


def dealt_state(hands: list[str], dealer=3, turned=None, points=(0, 0), **opts) -> WhistState:
    """A fresh deal with the given hands (seats 0..3), the dealer's ``turned`` card turned up."""
    s = WhistState(SPEC.options(draw_for_partners=False, **opts))
    s.dealer = dealer
    s.points = points
    order = pack_for_hands([parse_cards(h) for h in hands], dealer, s.opts.deal_direction,
                           card(turned) if turned else None)
    s2, _ = s.apply(Deal(order))
    return s2


# a deal used by several tests: seat 0 holds all four spade honours
HANDS = [
    "AS KS QS JS AH KH QH JH AD KD QD JD AC",
    "TS 9S 8S TH 9H 8H TD 9D 8D KC QC JC TC",
    "7S 6S 5S 7H 6H 5H 7D 6D 5D 9C 8C 7C 6C",
    "4S 3S 2S 4H 3H 2H 4D 3D 2D 5C 4C 3C 2C",
]


# ======================================================================= the vectors of §12
def test_whi_odd_trick():
    r = SC.settle_deal((0, 0), (8, 5), (2, 2))
    assert r.after == (2, 0)
    assert [(i.side, i.reason, i.points) for i in r.items] == [(0, "tricks", 2)]


@pytest.mark.parametrize("held,points", [((4, 0), (4, 0)), ((3, 1), (2, 0)), ((2, 2), (0, 0))])
def test_whi_honours(held, points):
    assert (SC.honour_points(held[0]), SC.honour_points(held[1])) == points
    r = SC.settle_deal((0, 0), (6, 7), held)
    assert r.after == (points[0], 1)


def test_whi_revoke_cap():
    r = SC.settle_deal((7, 4), (9, 4), (2, 2), revokes=(1, 0))
    assert r.after == (9, 7)          # CD +3; AB's three tricks over six stop at nine
    assert r.winner is None
    assert r.items[0].reason == "revoke" and r.items[0].side == 1   # the penalty is scored first


def test_whi_lurch():
    assert SC.game_value(4) == 2
    assert SC.game_value(5) == 1
    assert SC.game_value(4, lurch_double=False) == 1


def test_whi_dealer_trumps_odds():
    exact, p = SC.dealer_trump_odds()
    assert round(p, 5) == 0.58437
    assert abs(p - 232 / (232 + 165)) < 1e-4      # the book's 232 : 165


TRUMP_TABLE = [
    # (trumps, good side suit, lead) -- the book's tables, chapters I and II
    ("A K 6 5 4 3", False, "3"), ("A K J 4 3 2", False, "K"), ("K Q 6 5 4 3", False, "3"),
    ("K Q T 4 3 2", False, "K"), ("Q J 6 5 4 3", False, "3"), ("Q J 9 4 3 2", False, "Q"),
    ("J T 6 5 4 3", False, "3"), ("J T 8 4 3 2", False, "J"), ("7 6 5 4 3 2", False, "2"),
    ("T 9 8 4 3 2", False, "2"),
    ("A K 5 4 3", False, "3"), ("A K J 3 2", False, "K"), ("K Q 5 4 3", False, "3"),
    ("K Q T 3 2", False, "K"), ("Q J 5 4 3", False, "3"), ("Q J 9 3 2", False, "Q"),
    ("J T 5 4 3", False, "3"), ("J T 8 3 2", False, "J"), ("6 5 4 3 2", False, "2"), ("T 9 8 3 2", False, "T"),
    ("A K 4 3", False, "3"), ("A K J 3", False, "K"), ("K Q 4 3", False, "3"), ("K Q T 3", False, "K"),
    ("Q J 9 3", False, "Q"), ("J T 4 3", False, "3"), ("J T 8 3", False, "J"), ("T 9 8 3", False, "T"),
    ("T 4 3 2", False, "2"),
    ("A K 6 5 4 3", True, "A"), ("K Q 6 5 4 3", True, "K"), ("K Q T 4 3 2", True, "K"),
    ("Q J 5 4 3", True, "3"), ("Q J 9 3 2", True, "Q"), ("J T 5 4 3", True, "3"), ("J T 8 3 2", True, "J"),
    ("T 9 8 3", True, "T"),
]


@pytest.mark.parametrize("trumps,good,lead", TRUMP_TABLE)
def test_whi_trump_lead_table(trumps, good, lead):
    strengths = [T.STRENGTH[T.INDEX[card(r + "S")]] for r in trumps.split()]
    assert trump_lead(strengths, good) == T.STRENGTH[T.INDEX[card(lead + "S")]]


def test_whi_trump_lead_table_six_low_with_an_honour_turned_on_the_right():
    strengths = [T.STRENGTH[T.INDEX[card(r + "S")]] for r in "T 9 8 4 3 2".split()]
    assert trump_lead(strengths, False, honour_turned_on_right=True) == T.STRENGTH[T.INDEX[card("TS")]]


def test_whi_trump_lead_table_played_by_the_beginner():
    # seat 0 leads first, holding K Q 10 x x x of trumps and a good side suit: the king (1761)
    s = dealt_state(["KS QS TS 4S 3S 2S AH KH QH 5H 4H 2C 3C",
                     "AC JC 9C 7H 6H 8H AD KD QD JD TD 9D 8D",
                     "8C 7C 6C 5C 9H TH JH 7D 6D 5D 4D 3D 2D",
                     "3H 2H AS KC QC JS TC 9S 8S 7S 6S 5S 4C"], dealer=3, turned="5S",
                    calling_at_eight=False)
    assert s.to_move == 0 and s.phase == "play"
    action, why = advise(s.observation(0))
    assert str(action) == "play KS" and why == "trump_lead"


def test_whi_third_round_trump():
    # 4 tricks made, trumps (spades) twice round; partner (2) leads his last trump, the 8;
    # the next player plays the jack; I (0) hold A Q, only the king is out: play the ace.
    s = position("S", {
        0: "AS QS 5H 6H 7H 8C 9C TC JC",
        1: "KS 9H TH JH 2C 3C 4C 5C 6C",
        2: "QH KH 7C AC 4D 5D 6D 7D",
        3: "8D 9D TD JD QD 8H QC KC",
    }, tricks=[
        (1, [(1, "AH"), (2, "2H"), (3, "3H"), (0, "4H")]),
        (1, [(1, "2S"), (2, "6S"), (3, "TS"), (0, "7S")]),
        (3, [(3, "9S"), (0, "5S"), (1, "3S"), (2, "4S")]),
        (3, [(3, "KD"), (0, "2D"), (1, "3D"), (2, "AD")]),
    ], trick=[(2, "8S"), (3, "JS")], dealer=3)
    obs = s.observation(0)
    assert str(BeginnerPlayer().choose(obs, RNG)) == "play AS"


def test_whi_q10_position():
    # hearts: I (0) hold Q 10 of them, the J and 9 are with the opponents; partner (2) leads
    # a heart, my right-hand opponent (3, who plays between partner and me) plays the 9: the queen.
    s = position("S", {
        0: "QH TH 2S 3S 4C",
        1: "JH 5S 6S 7S 5C",
        2: "8S 9S 6C 7C",
        3: "TS JS 8C 9C",
    }, tricks=[
        (0, [(0, "AH"), (1, "3H"), (2, "4H"), (3, "5H")]),
        (0, [(0, "KH"), (1, "6H"), (2, "7H"), (3, "8H")]),
        (0, [(0, "AD"), (1, "2D"), (2, "3D"), (3, "4D")]),
        (0, [(0, "KD"), (1, "5D"), (2, "6D"), (3, "7D")]),
        (0, [(0, "QD"), (1, "8D"), (2, "9D"), (3, "TD")]),
        (0, [(0, "JD"), (1, "2C"), (2, "AC"), (3, "3C")]),
        (0, [(0, "JC"), (1, "TC"), (2, "KC"), (3, "QC")]),
        (2, [(2, "AS"), (3, "KS"), (0, "QS"), (1, "4S")]),
    ], trick=[(2, "2H"), (3, "9H")], dealer=3)
    assert s.to_move == 0
    assert str(BeginnerPlayer().choose(s.observation(0), RNG)) == "play QH"


def test_whi_law_revoke_corrected():
    # A, B (0, 2) against C, D (1, 3): A leads a club; C holds a club and may not play a spade,
    # so the revoke of the worked case (and the retractions it leads to) cannot arise.
    s = position("H", {
        0: "2C 3D", 1: "5C AS", 2: "KC 4D", 3: "9C 5D",
    }, trick=[(0, "2C")], dealer=3)
    assert s.to_move == 1
    with pytest.raises(IllegalAction) as e:
        s.apply(Play(card("AS")))
    assert e.value.code == "must_follow_suit"
    assert [str(a) for a in s.legal_actions()] == ["play 5C"]


# ======================================================================= the deal and the turned card
def test_the_draw_pairs_the_highest_two_and_the_highest_deals():
    s = SPEC.new_state(SPEC.options())
    assert s.phase == "draw" and s.current_player() == CHANCE
    s2, ev = s.apply(Draw(tuple(parse_cards("AS 5H KD 2C"))))
    assert s2.dealer == 0 and s2.phase == "deal"
    assert [e.kind for e in ev] == ["seat_draw", "seats"]
    with pytest.raises(IllegalAction) as e:
        s.apply(Draw(tuple(parse_cards("AS KD 5H 2C"))))   # the two highest would not be partners
    assert e.value.code == "bad_draw"
    s3, ev = s.apply(Draw(tuple(parse_cards("AS 5H AD 2C"))))
    assert s3.phase == "draw" and ev[-1].kind == "draw_again"


def test_ace_low_in_the_draw():
    s = SPEC.new_state(SPEC.options(cut_ace_low=True))
    s2, _ = s.apply(Draw(tuple(parse_cards("KS 5H QD AC"))))   # the ace is lowest
    assert s2.dealer == 0
    with pytest.raises(IllegalAction):
        s.apply(Draw(tuple(parse_cards("AS 5H KD 2C"))))


def test_sampled_draws_are_always_accepted():
    rng = random.Random(5)
    for ace_low in (False, True):
        s = SPEC.new_state(SPEC.options(cut_ace_low=ace_low))
        for _ in range(200):
            s.apply(s.sample_chance(rng))


def test_one_card_at_a_time_and_the_last_card_is_turned():
    s = dealt_state(HANDS, dealer=3, turned="2C")
    assert [T.mask_of(parse_cards(h)) for h in HANDS] == list(s.hands)
    assert s.trump == T.SUITS.index("C")
    for p in range(4):
        o = s.observation(p)
        assert o.turned_card == card("2C") and o.trump == "C"
    order = pack_for_hands([parse_cards(h) for h in HANDS], 3, "clockwise", card("2C"))
    assert order[0] in parse_cards(HANDS[0]) and order[1] in parse_cards(HANDS[1])
    assert order[-1] == card("2C")


def test_counter_clockwise_deal_and_play():
    s = dealt_state(HANDS, dealer=3, turned="2C", deal_direction="counter_clockwise")
    assert s.to_move == 2 and s.leader == 2
    s, _ = s.apply(Play(card("7S")))
    assert s.to_move == 1


def test_turned_card_visible_until_the_dealer_plays_to_the_first_trick():
    s = dealt_state(HANDS, dealer=3, turned="2C", calling_at_eight=False)
    for c in ("AS", "TS", "7S"):
        s, _ = s.apply(Play(card(c)))
        assert all(s.observation(p).turned_card == card("2C") for p in range(4))
    s, ev = s.apply(Play(card("4S")))
    assert "trump_taken_up" in [e.kind for e in ev]
    for p in range(4):
        o = s.observation(p)
        assert o.turned_card is None and o.trump == "C"
    # the dealer still holds the turned card; it stays trumps for the whole deal
    assert s.hands[3] >> T.INDEX[card("2C")] & 1


def test_follow_suit_but_no_duty_to_trump():
    s = position("C", {0: "2H 3D", 1: "AC 5D", 2: "KC 4D", 3: "9C 6D"}, trick=[(0, "2H")], dealer=3)
    assert sorted(str(a) for a in s.legal_actions()) == ["play 5D", "play AC"]   # void: anything
    s2, _ = s.apply(Play(card("5D")))
    assert s2.to_move == 2


def test_highest_trump_wins_else_highest_of_the_suit_led():
    ix = lambda cs: [(q, T.INDEX[card(c)]) for q, c in cs]
    assert T.trick_winner(ix([(0, "2H"), (1, "AH"), (2, "3C"), (3, "KH")]), T.SUITS.index("C")) == 2
    assert T.trick_winner(ix([(0, "2H"), (1, "AS"), (2, "3D"), (3, "KH")]), T.SUITS.index("C")) == 3


# ======================================================================= scoring in the engine
def _play_out(s: WhistState, rng=None) -> tuple[WhistState, list]:
    rng = rng or random.Random(1)
    evs = []
    start = s.deal_no
    while s.deal_no == start and not s.is_over():
        s, ev = s.apply(rng.choice(s.legal_actions()))
        evs += ev
    return s, evs


def test_all_four_honours_and_a_slam():
    s = dealt_state(HANDS, dealer=3, turned="2S", calling_at_eight=False)
    assert s.trump == T.SUITS.index("S")
    s, evs = _play_out(s)
    end = next(e for e in evs if e.kind == "deal_end").data
    assert end["honours"] == [4, 0]
    assert end["after"][0] == min(10, max(0, end["tricks"][0] - 6) + 4)


def test_honours_not_at_nine():
    # seat 0's side holds 4 honours but stands at 9: only tricks can take it out
    r = SC.settle_deal((9, 0), (6, 7), (4, 0))
    assert r.after == (9, 1)
    r = SC.settle_deal((9, 0), (6, 7), (4, 0), not_at_nine=False)
    assert r.after == (10, 1) and r.winner == 0
    r = SC.settle_deal((8, 0), (6, 7), (4, 0))
    assert r.after == (10, 1)


def test_tricks_are_scored_before_honours_and_the_game_stops_at_ten():
    # side 1 at 9 makes the odd trick; side 0 would score 4 honours, but the game is over first
    r = SC.settle_deal((7, 9), (6, 7), (4, 0))
    assert r.after == (7, 10) and r.winner == 1
    assert [i.reason for i in r.items] == ["tricks"]


def test_honours_ignored_when_not_counted():
    r = SC.settle_deal((0, 0), (6, 7), (4, 0), honours_count=False)
    assert r.after == (0, 1)


def test_game_won_pays_stakes_and_the_lurch():
    s = dealt_state(HANDS, dealer=3, turned="2S", points=(8, 3), calling_at_eight=False)
    s, evs = _play_out(s)
    won = next(e for e in evs if e.kind == "game_won").data
    assert won["side"] == 0 and won["value"] == 2 and won["lurch"]
    assert s.scores() == [2.0, -2.0, 2.0, -2.0]
    assert s.is_over()                      # one game makes the session by default
    assert s.standing(0).result == "won" and s.standing(1).result == "lost"


# ======================================================================= calling at eight
def test_calling_at_eight_with_a_third_honour_from_partner_wins_at_once():
    hands = ["AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
             "2S 3S 4S 5S 6S 7S 2D 3D 4D 5D 6D 7D 8D",
             "QS 8S 9S TS KH AH 9D TD JD QD KD AD 2C",
             "JS 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"]
    s = dealt_state(hands, dealer=3, turned="JS", points=(8, 2))
    assert s.phase == "call" and s.to_move == 0 and s.call_queue == (0, 2)
    assert {str(a) for a in s.legal_actions()} == {"call", "pass"}
    s2, ev = s.apply(Call())
    kinds = [e.kind for e in ev]
    assert kinds[:2] == ["call", "call_answer"] and "game_won" in kinds
    assert s2.log[-1]["called"] and s2.log[-1]["after"] == [10, 2]
    assert s2.side_stakes == (2, 0)         # the others stood at 2: the lurch


def test_a_call_without_partner_s_honour_lets_play_go_on_and_is_public():
    hands = ["AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
             "QS 3S 4S 5S 6S 7S 2D 3D 4D 5D 6D 7D 8D",
             "2S 8S 9S TS KH AH 9D TD JD QD KD AD 2C",
             "JS 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"]
    s = dealt_state(hands, dealer=3, turned="JS", points=(8, 8))
    assert s.call_queue == (0, 1, 2, 3)
    s, _ = s.apply(Call())
    assert s.calls == ((0, False),) and s.phase == "call" and s.to_move == 1
    assert [str(a) for a in s.legal_actions()] == ["pass"]      # one honour: nothing to call with
    with pytest.raises(IllegalAction) as e:
        s.apply(Call())
    assert e.value.code == "may_not_call"
    s, _ = s.apply(Pass())
    s, _ = s.apply(Pass())
    s, _ = s.apply(Pass())
    assert s.phase == "play" and s.to_move == 0
    assert all(s.observation(p).calls == ((0, False),) for p in range(4))


def test_no_calling_below_eight_or_when_switched_off():
    s = dealt_state(HANDS, dealer=3, turned="2S", points=(7, 9))
    assert s.phase == "play"
    s = dealt_state(HANDS, dealer=3, turned="2S", points=(8, 0), calling_at_eight=False)
    assert s.phase == "play"


# ======================================================================= sessions
def _run(opts, seed, deals=None):
    rng = random.Random(seed)
    s = SPEC.new_state(opts, deals=deals)
    while not s.is_over():
        s, _ = s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    return s


def test_rubber_is_best_of_three_and_deal_rotates():
    s = _run(SPEC.options("rubber"), 4)
    assert max(s.games_won) == 2 and sum(s.games_won) in (2, 3)
    dealers = [d["dealer"] for d in s.log]
    assert all(dealers[i + 1] == (dealers[i] + 1) % 4 for i in range(len(dealers) - 1))
    values = sum(d["value"] for d in s.log)
    assert sum(s.side_stakes) == values


def test_a_number_of_games():
    s = _run(SPEC.options(games=3), 9)
    assert sum(s.games_won) == 3 and s.game_no == 3


def test_deals_limit_stops_the_session():
    s = _run(SPEC.options(), 2, deals=1)
    assert len(s.log) == 1 and s.current_player() == TERMINAL


def test_plain_preset_scores_tricks_only():
    s = _run(SPEC.options("plain"), 3, deals=3)
    for d in s.log:
        assert all(reason == "tricks" for _side, reason, _p in d["items"])


def test_every_maxim_has_a_hint_in_both_languages():
    import tomllib
    from pathlib import Path

    from engine.games.whist.ai import MAXIMS
    rules = Path(__file__).resolve().parents[2] / "resources" / "rules"
    md = (rules / "whist.en.md").read_text(encoding="utf-8")
    for lang in ("en", "de"):
        hints = tomllib.loads((rules / f"whist.hints.{lang}.toml").read_text(encoding="utf-8"))["hints"]
        assert set(hints) == set(MAXIMS)
        for h in hints.values():
            assert h["text"].strip() and "{#" + h["section"] + "}" in md


def test_the_beginner_explains_its_choice():
    s = dealt_state(HANDS, dealer=3, turned="2S", calling_at_eight=False)
    action, why = BeginnerPlayer().explain(s.observation(0))
    assert action in s.legal_actions() and why
