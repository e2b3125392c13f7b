"""The test vectors of shared/rules/hombre_family.md §9 for L'Hombre and Kaufquadrille, each
test named after its vector id (``-`` becomes ``_``), and the bid ladder of §6."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from engine.cards import parse_cards
from engine.games.hombre import ranks as R
from engine.games.hombre.actions import Bid, Call
from engine.games.hombre.game import bid_level
from engine.games.hombre.ledger import JETTON, Ledger, groschen, points
from engine.protocol import IllegalAction

from tests.engine.test_hombre_helpers import HOMBRE, SUIT, deal_text, i, m, scripted, settle


def codes(mask: int) -> set[str]:
    return {c.code for c in R.cards_of(mask)}


# ------------------------------------------------------------------ ranks (§1.3)
@pytest.mark.parametrize("vid,trump,order", [
    ("D-RANK-01", "H", "AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H"),
    ("D-RANK-02", "S", "AS 2S AC KS QS JS 7S 6S 5S 4S 3S"),
    ("D-RANK-03", "C", "AS 2C AC KC QC JC 7C 6C 5C 4C 3C"),
])
def test_D_RANK_01_02_03(vid, trump, order):
    got = [R.CARDS[c].code for c in R.trump_order(SUIT[trump])]
    assert got == order.split(), vid
    # ranks strictly decrease along the order, and every card of the suit plus both black aces is a trump
    ranks = [R.trump_rank(c, SUIT[trump]) for c in R.trump_order(SUIT[trump])]
    assert ranks == sorted(ranks, reverse=True)
    assert R.popcount(R.trump_mask(SUIT[trump])) == len(order.split())


def test_D_RANK_04():
    for suit, order in (("H", "KQJA234567"), ("D", "KQJA234567"), ("S", "KQJ765432"), ("C", "KQJ765432")):
        cs = [i(r + suit) for r in order]
        assert [R.plain_rank(c) for c in cs] == sorted((R.plain_rank(c) for c in cs), reverse=True)
    # 11 + 9 + 10 + 10 = 40 and 12 + 10 + 9 + 9 = 40
    assert R.popcount(R.trump_mask(SUIT["S"])) == 11 and R.popcount(R.trump_mask(SUIT["H"])) == 12


# ------------------------------------------------------------------ matadors (§1.4)
@pytest.mark.parametrize("vid,trump,hand,expected", [
    ("D-MAT-01", "S", "AS 2S AC KS QS 7S", 5),
    ("D-MAT-02", "H", "AS 7H AC KH", 3),
    ("D-MAT-03", "C", "AS 2C AC", 3),
    ("D-MAT-04", "H", "7H AC AH KH", 0),
])
def test_D_MAT_01_to_04(vid, trump, hand, expected):
    assert R.matadors(m(hand), SUIT[trump]) == expected, vid


def test_D_MAT_05_and_TRI_BOOK_01_reduced_pack():
    """Tritrille (Version A): diamonds but KD and the 6 of hearts are out; with diamonds trump
    AS, AC and KD are all the trumps and all the matadors (INTERPRETATION 29)."""
    out = m("AD QD JD 7D 6D 5D 4D 3D 2D 6H")
    pack = R.ALL & ~out
    assert R.popcount(pack) == 30
    assert codes(R.trump_mask(SUIT["D"]) & pack) == {"AS", "AC", "KD"}
    assert R.matadors(m("AS AC KD KH KS"), SUIT["D"], pack) == 3


# ------------------------------------------------------------------ legal plays (§1.5)
@pytest.mark.parametrize("vid,trump,led,hand,legal", [
    ("D-LEGAL-01", "H", "2H", "7H KC 3D", "7H KC 3D"),
    ("D-LEGAL-02", "H", "AS", "7H KC", "7H"),
    ("D-LEGAL-03", "H", "AC", "7H 5D", "7H 5D"),
    ("D-LEGAL-04", "H", "AH", "AC 4H KD", "AC 4H"),
    ("D-LEGAL-05", "H", "KH", "AH QS 2C", "AH"),
    ("D-LEGAL-06", "H", "AS", "AC 2H KD", "AC 2H"),
    ("D-LEGAL-07", "H", "KS", "AS 4S KD", "4S"),
    ("D-LEGAL-08", "H", "5C", "AC KD 2S", "AC KD 2S"),
    ("D-LEGAL-09", "S", "3S", "AS AC 5H", "AS AC 5H"),
    ("D-LEGAL-10", "S", "AC", "AS 6S KH", "AS 6S"),
    ("D-LEGAL-11", "S", "2S", "AC KH", "AC"),
])
def test_D_LEGAL(vid, trump, led, hand, legal):
    assert codes(R.legal_plays(m(hand), i(led), SUIT[trump])) == set(legal.split()), vid


def test_D_LEGAL_engine_refuses_with_reason_codes():
    """The engine refuses a revoke with must_follow_suit and a plain card on a forcing trump
    lead with must_play_trump."""
    hands = ["AS 2S AC KS QS JS KH QH JH", "KC QC JC 7C 6C KD QD JD 2D",
             "7S 6S 5S 4S 3S 2H 3H 4H 5H"]
    talon = "AD AH 7H 6H 3D 4D 5D 6D 7D 5C 4C 3C 2C"
    start = ["spadille 2", deal_text(hands, talon), "ask", "pass", "pass", "trump S", "discard KH",
             "discard -", "discard -", "no_look", "play_game"]
    st = scripted(start + ["play KS", "play KC"])
    with pytest.raises(IllegalAction) as e:
        st.apply(st.parse_action("play 2H"))
    assert e.value.code == "must_play_trump"
    st2 = scripted(start + ["play QH", "play KC"])
    with pytest.raises(IllegalAction) as e2:
        st2.apply(st2.parse_action("play 7S"))
    assert e2.value.code == "must_follow_suit"
    with pytest.raises(IllegalAction) as e3:
        st2.apply(st2.parse_action("play KH"))
    assert e3.value.code == "card_not_in_hand"


# ------------------------------------------------------------------ trick winners
@pytest.mark.parametrize("vid,trump,cards,winner", [
    ("D-TRICK-01", "H", "KS 2S 7H", "7H"),
    ("D-TRICK-02", "S", "2D AD KD", "KD"),
    ("D-TRICK-03", "S", "2D AD 3D", "AD"),
    ("D-TRICK-04", "H", "2C 7C 3C", "7C"),
    ("D-TRICK-05", "S", "KS AC 4S", "AC"),
    ("D-TRICK-06", "D", "7H 2H KH", "KH"),
])
def test_D_TRICK(vid, trump, cards, winner):
    cs = [i(c) for c in cards.split()]
    assert R.CARDS[cs[R.trick_winner(cs, SUIT[trump])]].code == winner, vid


# ------------------------------------------------------------------ results (§2.6)
@pytest.mark.parametrize("tricks,expected", [
    ((5, 2, 2), "win"), ((5, 4, 0), "win"), ((4, 3, 2), "win"), ((3, 3, 3), "remise"), ((4, 4, 1), "remise"),
    ((4, 5, 0), "codille"), ((3, 4, 2), "codille"),
])
def test_LH_BOOK_09(tricks, expected):
    assert R.classify(tricks, 0)[0] == expected


def test_LH_BOOK_09_full_table():
    """Every split of 9 tricks is a win, remise or codille exactly as the spec's table."""
    for L in range(10):
        for A in range(10 - L):
            B = 9 - L - A
            res, w = R.classify((L, A, B), 0)
            if L > max(A, B):
                assert res == "win"
            elif max(A, B) > L and A != B:
                assert res == "codille" and w == (1 if A > B else 2)
            else:
                assert res == "remise"


def test_D_RES_01_02():
    assert R.classify((1, 4, 4), 0) == ("remise", None)
    assert R.classify((0, 5, 4), 0) == ("codille", 1)


def test_KQ_BOOK_01_and_D_RES_03_04():
    assert R.classify((3, 2, 2, 1), 0) == ("win", 0)
    assert R.classify((3, 3, 1, 1), 0) == ("remise", None)
    assert R.classify((2, 3, 2, 1), 0) == ("codille", 1)


# ------------------------------------------------------------------ bidding (§2.3, §6)
def test_LH_BOOK_01():
    """F holds three matadors with the 7 and 3 of spades: five trumps, three matadors; the
    beginner asks in spades."""
    from engine.games.hombre.players import BeginnerPlayer, evaluate
    hand = m("AS 2S AC 7S 3S 5H 6D 4H 7D")
    assert R.matadors(hand, SUIT["S"]) == 3
    assert R.popcount(hand & R.trump_mask(SUIT["S"])) == 5
    hands = ["AS 2S AC 7S 3S 5H 6D 4H 7D", "KC QC JC 7C 6C KD QD JD 2D", "KS QS JS 6S 5S 2H 3H KH QH"]
    talon = "AD AH 7H 6H 3D 4D 5D JH 4S 5C 4C 3C 2C"
    st = scripted(["spadille 2", deal_text(hands, talon)])
    obs = st.observation(0)
    import random
    choice = BeginnerPlayer().choose(obs, random.Random(1))
    assert choice in (Bid("ask"), Bid("sans_prendre"))
    assert evaluate(hand, SUIT["S"]) >= 2.5


def test_LH_BOOK_11_ask_then_sans_prendre():
    hands = ["AS 2S AC 7S 3S 5H 6D 4H 7D", "KC QC JC 7C 6C KD QD JD 2D", "KS QS JS 6S 5S 2H 3H KH QH"]
    talon = "AD AH 7H 6H 3D 4D 5D JH 4S 5C 4C 3C 2C"
    st = scripted(["spadille 2", deal_text(hands, talon), "ask", "sans_prendre"])
    assert st.current_player() == 0
    assert [str(a) for a in st.legal_actions()] == ["hold", "pass"]
    held, _ = st.play_text("hold")
    # M may now bid higher (Solo tout) or pass
    assert st.pub.auction is not None and held.current_player() == 1
    assert "solo_tout" in [str(a) for a in held.legal_actions()]
    done, _ = held.play_text("pass", "pass")
    assert done.pub.declarer == 0 and done.pub.contract == "sans_prendre"
    gave, _ = st.play_text("pass", "pass")
    assert gave.pub.declarer == 1 and gave.pub.contract == "sans_prendre"


def test_LH_BOOK_11_sans_prendre_then_vole():
    hands = ["AS 2S AC 7S 3S 5H 6D 4H 7D", "KC QC JC 7C 6C KD QD JD 2D", "KS QS JS 6S 5S 2H 3H KH QH"]
    talon = "AD AH 7H 6H 3D 4D 5D JH 4S 5C 4C 3C 2C"
    st = scripted(["spadille 2", deal_text(hands, talon), "sans_prendre", "solo_tout", "pass", "pass"])
    assert st.pub.declarer == 1 and st.pub.contract == "solo_tout"
    # the announced vole binds from the first trick: no stop is offered
    assert st.pub.phase == "trump"


def test_later_player_may_not_simply_ask():
    hands = ["AS 2S AC 7S 3S 5H 6D 4H 7D", "KC QC JC 7C 6C KD QD JD 2D", "KS QS JS 6S 5S 2H 3H KH QH"]
    talon = "AD AH 7H 6H 3D 4D 5D JH 4S 5C 4C 3C 2C"
    st = scripted(["spadille 2", deal_text(hands, talon), "ask"])
    assert Bid("ask") not in st.legal_actions()
    with pytest.raises(IllegalAction) as e:
        st.apply(Bid("ask"))
    assert e.value.code == "bid_too_low"
    # once all before him passed, each later player may ask
    st2 = scripted(["spadille 2", deal_text(hands, talon), "pass"])
    assert Bid("ask") in st2.legal_actions()
    # a player who passed cannot come back in (law 20)
    st3, _ = st2.play_text("ask", "pass")
    assert st3.pub.declarer == 1


def test_bid_hierarchy_section_6():
    o = HOMBRE.options("book_1782")
    ladder = ["ask", "casco", "tourne", "sans_prendre", "solo_tout"]
    levels = [bid_level(Bid(k), o) for k in ladder]
    assert levels == sorted(levels) and len(set(levels)) == len(levels)
    assert bid_level(Bid("tourne2"), o) == bid_level(Bid("tourne"), o) == bid_level(Bid("tourne3"), o)
    swapped = HOMBRE.options("book_1782", casco_outranks_tourne="on")
    assert bid_level(Bid("tourne"), swapped) < bid_level(Bid("casco"), swapped) < bid_level(Bid("sans_prendre"), swapped)
    # Préférence: within each kind plain < favourite; kinds first (INTERPRETATION 27)
    for a, b in zip(ladder, ladder[1:]):
        assert bid_level(Bid(a), o) < bid_level(Bid(a, True), o) < bid_level(Bid(b), o)


def test_casco_forces_an_asker_like_sans_prendre():
    hands = ["AS 2S AC 7S 3S 5H 6D 4H 7D", "KC QC JC 7C 6C KD QD JD 2D", "KS QS JS 6S 5S 2H 3H KH QH"]
    talon = "AD AH 7H 6H 3D 4D 5D JH 4S 5C 4C 3C 2C"
    st = scripted(["spadille 2", deal_text(hands, talon), "ask", "casco"])
    assert [str(a) for a in st.legal_actions()] == ["hold", "pass"]
    st2, _ = st.play_text("hold", "pass", "pass")
    assert st2.pub.contract == "casco" and st2.pub.declarer == 0


# ------------------------------------------------------------------ payments, method 1 (§2.7)
def test_LH_BOOK_02():
    """Sans prendre with five matadors and the first five tricks: 4 + 5 + 1 = 10 from each, and the pot."""
    st, sm, _ = settle(contract="sans_prendre", trump="S", hand="AS 2S AC KS QS", winners=[0] * 5 + [1, 2, 1, 2],
                       stakes=4)
    assert sm["result"] == "win" and sm["matadors"] == 5 and sm["premiers"]
    assert sm["payments"] == [20.0, -10.0, -10.0]
    assert st.pub.ledger.pot == 4  # the next dealer's fresh stake only: l'Hombre took the pot


def test_LH_BOOK_02_win_condition():
    assert R.classify((5, 4, 0), 0)[0] == "win"
    assert R.classify((4, 3, 2), 0)[0] == "win"


def test_LH_BOOK_03_bete_sequence():
    """P = 4; bête 4; next P = 12 (4 stake + 4 bête + 4 stake); bête 12; then every bête 4 higher."""
    hombre_first = settle(contract="ask", winners=[0, 0, 0, 1, 1, 1, 2, 2, 2], stakes=4)
    st, sm, _ = hombre_first
    assert sm["result"] == "remise" and sm["bete"] == 4
    assert st.pub.ledger.pot == 12  # next deal: stakes 8, bête 4 in play
    st2, sm2, _ = settle(contract="ask", winners=[0, 0, 0, 1, 1, 1, 2, 2, 2], ledger=st.pub.ledger)
    assert sm2["bete"] == 12
    assert st2.pub.ledger.pot == 16  # 12 stakes + the bête of 4 still in play; the bête of 12 waits
    # when a game is won, the winner takes the pot, and the largest waiting bête is played next
    st3, sm3, _ = settle(contract="ask", winners=[0] * 5 + [1, 2, 1, 2], ledger=st2.pub.ledger)
    assert sm3["pot_to"] == {0: 16}
    assert st3.pub.ledger.bete_in_play == 12 and st3.pub.ledger.pot == 16


def test_LH_BOOK_04_codille_doubling():
    st, sm, _ = settle(contract="ask", winners=[0, 0, 1, 1, 1, 1, 1, 2, 2], stakes=12, bete_in_play=24)
    assert sm["result"] == "codille" and sm["doubled"] and sm["bete"] == 72
    # above the cap (32) the bête is not doubled
    _, sm2, _ = settle(contract="ask", winners=[0, 0, 1, 1, 1, 1, 1, 2, 2], stakes=12, bete_in_play=36)
    assert not sm2["doubled"] and sm2["bete"] == 48


def test_LH_BOOK_05_money():
    assert groschen(32) == 16 and points(32) == 8


def test_LH_BOOK_06_jetton_rows():
    led = Ledger.new(3, False)
    led, put = led.start_deal(0, "jetton_rows_method2", 4)
    assert put == {0: 6, 1: 6, 2: 6} and led.jettons == 2
    for _ in range(2):  # two pass-outs: one jetton more each time
        led = led.end_deal("pass_out", True)
        led, _ = led.start_deal(0, "jetton_rows_method2", 4)
    assert led.jettons == 4 and led.pot == 12 * JETTON == 36
    led = led.make_bete(1, led.pot).end_deal("remise", True)
    assert led.queue[0][0] == 36
    for _ in range(2):  # two more games while the bête stands: 1 jetton each
        led, _ = led.start_deal(0, "jetton_rows_method2", 4)
        if led.jettons < 6:
            led = led.end_deal("pass_out", True)
    assert led.jettons == 6 and led.stakes == 54 and led.bete_in_play == 36 and led.pot == 90
    assert led.total() == 0
    # the stake won while a bête still waits: one jetton each; after a codille two again
    won = replace(led.take_pot((0,)).make_bete(2, 10).end_deal("remise", True), last="win")
    won, _ = won.start_deal(0, "jetton_rows_method2", 4)
    assert won.jettons == 1 and won.stakes == 9
    cod = replace(won.take_pot((1,)), last="codille")
    cod, _ = cod.start_deal(0, "jetton_rows_method2", 4)
    assert cod.jettons == 2 and cod.stakes == 18


def test_LH_BOOK_07_vole_method2():
    led = replace(Ledger.new(3, False), stakes=Fraction(36), bete_in_play=Fraction(18),
                  balances=(Fraction(-12), Fraction(-12), Fraction(-30)), in_play_debtors=((2, Fraction(18)),))
    st, sm, _ = settle(contract="ask", hand="5H", winners=[0] * 9, vole="committed", ledger=led,
                       stake_method="jetton_rows_method2")
    # takes the 54 and each opponent owes 27 more (no honours in an asking game without matadors or... premiers 1)
    assert sm["payments"][1] == -27 - 1 and sm["payments"][2] == -27 - 1
    assert sm["pot_to"] == {0: 54}


def test_LH_BOOK_08_failed_vole_nets_honours():
    _, sm, _ = settle(contract="sans_prendre", hand="AS 2S AC KS QS", winners=[0] * 5 + [0, 0, 1, 0],
                      vole="committed")
    # honours 4 + 5 + 1 = 10, minus 8 for the failed vole: 2 from each
    assert sm["vole"] == "failed" and sm["payments"] == [4.0, -2.0, -2.0]


def test_LH_BOOK_10_partial():
    """Only partial data: four matadors in a red suit of 12 trumps."""
    assert R.popcount(R.trump_mask(SUIT["H"])) == 12
    assert R.matadors(m("AS 7H AC AH KC KD KS 2C 3C"), SUIT["H"]) == 4


def test_D_PAY_01():
    _, sm, _ = settle(contract="ask", trump="S", hand="AS 2S AC KS", winners=[0, 1, 0, 0, 2, 0, 1, 2, 0])
    assert sm["matadors"] == 4 and not sm["premiers"]
    assert sm["payments"] == [8.0, -4.0, -4.0]


def test_D_PAY_02():
    st, sm, _ = settle(contract="sans_prendre", trump="S", hand="AS 2S AC",
                       winners=[0, 1, 0, 1, 0, 1, 0, 1, 2])
    assert sm["result"] == "remise" and sm["bete"] == 4
    assert sm["payments"] == [-14.0, 7.0, 7.0]


def test_D_PAY_03():
    st, sm, _ = settle(contract="ask", hand="5H", winners=[0, 0, 1, 1, 1, 1, 1, 2, 2], stakes=8, bete_in_play=4,
                       codille_pot_reading="winner_takes_pot")
    assert sm["result"] == "codille" and sm["codille_by"] == 1 and sm["pot"] == 12
    assert sm["bete"] == 24 and sm["payments"] == [0.0, 0.0, 0.0]


def test_D_PAY_03_pot_goes_to_codille_winner():
    led = replace(Ledger.new(3, False), stakes=Fraction(8), bete_in_play=Fraction(4),
                  balances=(Fraction(-4), Fraction(-4), Fraction(-4)), in_play_debtors=((0, Fraction(4)),))
    st, sm, _ = settle(contract="ask", hand="5H", winners=[0, 0, 1, 1, 1, 1, 1, 2, 2], ledger=led,
                       codille_pot_reading="winner_takes_pot")
    # A: -4 + 12 = 8, then the next dealer (player 0) stakes 4
    assert st.pub.ledger.balances[1] == 8
    assert sm["pot_to"] == {1: 12}
    assert st.pub.ledger.bete_in_play == 24  # the new bête is drawn into play for the next deal


def test_D_PAY_04():
    _, sm, _ = settle(contract="ask", hand="AS 2S AC", winners=[0] * 9, vole="committed")
    assert sm["vole"] == "made" and sm["payments"] == [24.0, -12.0, -12.0]


def test_D_PAY_05():
    _, sm, _ = settle(contract="ask", hand="5H", winners=[0] * 5 + [0, 0, 0, 1], vole="committed")
    assert sm["payments"] == [-14.0, 7.0, 7.0]


def test_announced_vole_failed_pays_whole_game():
    """Solo tout not made: settled as the loss the tricks show, plus 8 to each (INTERPRETATION 11)."""
    _, sm, _ = settle(contract="solo_tout", hand="AS 2S AC", winners=[0] * 6 + [1, 0, 0], vole="committed")
    assert sm["result"] == "remise" and sm["bete"] == 4
    assert sm["payments"] == [-(4 + 3 + 8) * 2.0, 15.0, 15.0]


def test_codille_reading_R2_keeps_the_pot():
    """The book's own words (seed line 335): with most players codille is not drawn while
    no more than 32 stand; the loser's bête is doubled instead (the book_1782 preset)."""
    st, sm, _ = settle(contract="ask", hand="5H", winners=[0, 0, 1, 1, 1, 1, 1, 2, 2], stakes=8, bete_in_play=4)
    assert sm["bete"] == 24
    assert st.pub.ledger.bete_in_play == 4 and st.pub.ledger.stakes == 12


def test_preference_doubles_honours():
    _, sm, _ = settle(contract="sans_prendre", trump="H", hand="AS 7H AC", winners=[0] * 5 + [1, 2, 1, 2],
                      favourite=SUIT["H"], preference_3p="on")
    assert sm["payments"][1] == -2 * (4 + 3 + 1)


def test_kaufquadrille_three_opponents_pay():
    _, sm, _ = settle(n=4, contract="sans_prendre", trump="S", hand="AS 2S AC", winners=[0, 0, 0, 1, 2, 3, 1, 2])
    assert sm["result"] == "win"
    assert sm["payments"] == [21.0, -7.0, -7.0, -7.0]


def test_casco_and_tourne_fees():
    _, sm, _ = settle(contract="casco", hand="5H", winners=[0] * 5 + [1, 2, 1, 2])
    assert sm["payments"][1] == -(4 + 1)
    _, sm, _ = settle(contract="tourne", hand="5H", winners=[0, 1] + [0] * 4 + [2, 1, 2])
    assert sm["payments"][1] == -2
    _, sm, _ = settle(contract="tourne2", hand="5H", winners=[0, 1] + [0] * 4 + [2, 1, 2])
    assert sm["payments"][1] == -4


def test_block_paid_at_first_loss():
    st, sm, _ = settle(contract="ask", hand="5H", winners=[0, 0, 0, 1, 1, 1, 2, 2, 2], block="on")
    assert sm["block_paid"] == 12
    assert not st.pub.ledger.blocks[0] and st.pub.ledger.blocks[1]


def test_bete_a_bete_keeps_betes_apart():
    led = replace(Ledger.new(3, False), stakes=Fraction(4), balances=(0, 0, Fraction(-4)))
    st, sm, _ = settle(contract="ask", hand="5H", winners=[0, 0, 0, 1, 1, 1, 2, 2, 2], ledger=led,
                       conceded=True, challenger=1, bete_grouping="bete_a_bete")
    assert sm["bete"] == 4 and sm["challenger_bete"] == 4
    assert len(st.pub.ledger.queue) == 1 and st.pub.ledger.bete_in_play == 4
    st2, _, _ = settle(contract="ask", hand="5H", winners=[0, 0, 0, 1, 1, 1, 2, 2, 2], ledger=led,
                       conceded=True, challenger=1, bete_grouping="together")
    assert st2.pub.ledger.bete_in_play == 8 and not st2.pub.ledger.queue


def test_concession_challenger_wins_codille():
    _, sm, _ = settle(contract="ask", hand="5H", winners=[1] * 5 + [0, 2, 2, 0], conceded=True, challenger=1)
    assert sm["codille_by"] == 1 and "challenger_bete" not in sm
    assert sm["payments"] == [0.0, 0.0, 0.0]


def test_method3_never_doubles():
    _, sm, _ = settle(contract="ask", hand="5H", winners=[0, 0, 1, 1, 1, 1, 1, 2, 2],
                      stake_method="equal_pool_method3")
    assert sm["bete"] == 4


def test_L2_BOOK_01_partial():
    """L'Hombre for two is a fragment (not a target game); what the shared ranks can check: with
    only AD and 7D left of the diamonds (32 cards), diamonds have four trumps, all matadors."""
    pack = R.ALL & ~m("KD QD JD 2D 3D 4D 5D 6D")
    assert R.popcount(pack) == 32
    assert codes(R.trump_mask(SUIT["D"]) & pack) == {"AS", "7D", "AC", "AD"}
    assert R.matadors(m("AS 7D AC AD"), SUIT["D"], pack) == 4
    # 7 of 12 tricks win, 6 is remise, the other's 7 is codille: strictly most decides here too
    assert R.classify((7, 5), 0)[0] == "win" and R.classify((6, 6), 0)[0] == "remise"
    assert R.classify((5, 7), 0) == ("codille", 1)


def test_method2_third_bete_costs_the_second():
    """Seed lines 363-379 (method 2), worked on from LH-BOOK-06.  A bête is the jettons standing
    (3 markers each) plus the bête in play: with 4 each 12 × 3 = 36, the second with 6 each
    18 × 3 + 36 = 90.  One more game while both stand puts 1 jetton more each (7 each):
    21 × 3 + 36 = 99 are at stake, but "whoever makes the third bête pays no more than whoever made
    the second", so the third bête is 90, not 99.  The stake won with a bête still waiting
    (a second one again, priced by the pot) is not capped."""
    remise = [0, 1, 0, 1, 0, 1, 0, 1, 2]  # 4-4-1: l'Hombre (seat 0) is bête
    M2 = "jetton_rows_method2"
    led = Ledger.new(3, False)
    led, _ = led.start_deal(0, M2, 4)                    # 2 each
    for _ in range(2):  # two pass-outs: 4 jettons each
        led = led.end_deal("pass_out", True)
        led, _ = led.start_deal(0, M2, 4)
    assert led.pot == 36
    st, sm, _ = settle(contract="ask", winners=remise, ledger=led, stake_method=M2)
    assert sm["result"] == "remise" and sm["bete"] == 36
    led = st.pub.ledger                                  # the next deal is staked: 5 each, the 36 in play
    assert led.jettons == 5 and led.bete_in_play == 36
    led = led.end_deal("pass_out", True)
    led, _ = led.start_deal(0, M2, 4)                    # 6 each: 54 + 36
    assert led.jettons == 6 and led.pot == 90
    st, sm, _ = settle(contract="ask", winners=remise, ledger=led, stake_method=M2)
    assert sm["bete"] == 90 and st.pub.ledger.second_bete == 90
    led = st.pub.ledger                                  # the next deal: 7 each, 63 + 36 = 99 at stake
    assert led.jettons == 7 and led.pot == 99 and led.standing_betes() == 2
    st, sm, _ = settle(contract="ask", winners=remise, ledger=led, stake_method=M2)
    assert sm["bete"] == 90                               # the third bête: no more than the second
    assert st.pub.ledger.total() == 0
    # method 1 knows no such rule: the same ledger there charges the whole pot
    _, sm1, _ = settle(contract="ask", winners=remise, ledger=led, stake_method="pot_method1")
    assert sm1["bete"] == 99
