"""Scripted deals for the flows of L'Hombre and Kaufquadrille: exchanges, the leftover talon,
concessions, the vole decision, early ends (law 14) and the special kinds of §2.10."""

from __future__ import annotations

import pytest

from engine.games.hombre import ranks as R
from engine.games.hombre.actions import Bid, Call, Discard, Trump
from engine.protocol import CHANCE, IllegalAction
from tests.engine.test_hombre_helpers import deal_text, m, scripted

H0 = "AS 2S AC KS QS JS 7S KH QH"      # forehand: a strong spade hand
H1 = "KC QC JC 7C 6C KD QD JD 2D"
H2 = "6S 5S 4S 3S 2H 3H 4H 5H 6H"
TALON = "AD AH 7H JH 3D 4D 5D 6D 7D 5C 4C 3C 2C"
DEAL = deal_text([H0, H1, H2], TALON)


def kinds(st):
    return [str(a) for a in st.legal_actions()]


def test_deal_gives_nine_each_and_thirteen_in_the_talon():
    st = scripted(["spadille 2", DEAL])
    assert st.pub.dealer == 2 and st.pub.forehand == 0 and st.current_player() == 0
    assert st.hands[0] == m(H0) and st.hands[1] == m(H1) and st.hands[2] == m(H2)
    assert len(st.talon) == 13 and st.pub.talon_size == 13
    assert st.observation(1).hand_sizes == (9, 9, 9)


def test_ask_names_trump_before_buying_and_defenders_buy_in_turn():
    st = scripted(["spadille 2", DEAL, "ask", "pass", "pass"])
    assert st.pub.phase == "trump" and st.current_player() == 0
    st, _ = st.play_text("trump S")
    with pytest.raises(IllegalAction) as e:
        st.apply(Discard(()))
    assert e.value.code == "must_buy"
    st, _ = st.play_text("discard KH QH")
    assert st.hands[0] == m("AS 2S AC KS QS JS 7S AD AH")
    assert st.current_player() == 1 and st.pub.talon_size == 11
    st, _ = st.play_text("discard 2D JD QD")
    assert st.current_player() == 2 and st.pub.talon_size == 8
    with pytest.raises(IllegalAction) as e:
        st.apply(st.parse_action("discard 6S 5S 4S 3S 2H 3H 4H 5H 6H"))
    assert e.value.code == "too_many_cards"
    st, _ = st.play_text("discard 2H 3H")
    # the last exchanger may look at what is left; then all see it
    assert st.pub.phase == "look" and st.current_player() == 2
    st, ev = st.play_text("look")
    assert len(st.pub.leftover_shown) == 6
    assert set(st.pub.leftover_shown) <= set(R.bits(R.mask_of(st.observation(1).seen)))
    assert st.pub.phase == "concede" and st.current_player() == 0
    st, _ = st.play_text("play_game")
    assert st.pub.phase == "play" and st.current_player() == 0


def test_leftover_view_options():
    base = ["spadille 2", DEAL, "ask", "pass", "pass", "trump S", "discard KH", "discard -", "discard -"]
    st = scripted(base, leftover_talon_view="nobody")
    assert st.pub.phase == "concede" and not st.pub.leftover_shown
    st = scripted(base, leftover_talon_view="everyone")
    assert st.pub.phase == "concede" and len(st.pub.leftover_shown) == 12


def test_sans_prendre_defenders_may_take_their_whole_hand():
    st = scripted(["spadille 2", DEAL, "sans_prendre", "pass", "pass", "trump S"])
    assert st.current_player() == 1
    assert max(len(a.cards) for a in st.legal_actions()) == 9
    st, _ = st.play_text("discard " + H1)
    assert st.pub.talon_size == 4 and st.current_player() == 2
    assert max(len(a.cards) for a in st.legal_actions()) == 4


def test_vole_decision_after_five_straight_tricks():
    moves = ["spadille 2", DEAL, "sans_prendre", "pass", "pass", "trump S", "discard -", "discard -",
             "no_look", "play_game",
             "play AS", "play KC", "play 6S", "play 2S", "play QC", "play 5S", "play AC", "play JC", "play 4S",
             "play KS", "play 7C", "play 3S", "play QS", "play 6C", "play 2H"]
    st = scripted(moves)
    assert st.pub.phase == "vole" and kinds(st) == ["vole", "stop"]
    stopped, ev = st.play_text("stop")
    end = next(e for e in ev if e.kind == "deal_end").data
    assert end["result"] == "win" and end["premiers"] and end["matadors"] == 7 and end["vole"] == ""
    # each opponent pays 4 + 7 + 1 = 12
    assert end["payments"] == [24.0, -12.0, -12.0]
    go, _ = st.play_text("vole", "play JS", "play KD", "play 3H", "play 7S", "play QD", "play 4H",
                         "play KH", "play JD", "play 5H", "play QH", "play 2D", "play 6H")
    hist = dict(go.pub.history[-1])
    assert hist["vole"] == "made" and hist["payments"] == [40.0, -20.0, -20.0]  # 12 + 8 from each


def test_law_14_play_stops_when_the_result_is_decided():
    """An opponent with five tricks has codille whatever follows."""
    moves = ["spadille 2", DEAL, "pass", "ask", "pass", "trump C", "discard 2D", "discard -", "discard -",
             "no_look", "play_game"]
    st = scripted(moves)
    from engine.games.hombre.players import BeginnerPlayer
    import random
    rng = random.Random(0)
    while st.pub.phase == "play" or st.pub.phase == "vole":
        st, _ = st.apply(BeginnerPlayer().choose(st.observation(st.current_player()), rng))
    h = dict(st.pub.history[-1])
    assert sum(h["tricks"]) <= 9
    res, _w = R.classify(tuple(h["tricks"]), 1)
    if sum(h["tricks"]) < 9:
        # nothing the remaining tricks could do changes the result
        left = 9 - sum(h["tricks"])
        outs = {R.classify((h["tricks"][0] + a, h["tricks"][1] + b, h["tricks"][2] + left - a - b), 1)
                for a in range(left + 1) for b in range(left + 1 - a)}
        assert len(outs) == 1


def test_concession_and_playing_on():
    base = ["spadille 2", DEAL, "pass", "ask", "pass", "trump C", "discard 2D", "discard -", "discard -", "no_look"]
    st = scripted(base)
    assert st.current_player() == 1 and kinds(st) == ["play_game", "concede"]
    st2, _ = st.play_text("concede")
    assert st2.pub.phase == "challenge" and st2.current_player() == 2
    st3, ev = st2.play_text("accept", "accept")
    end = next(e for e in ev if e.kind == "deal_end").data
    assert end["result"] == "conceded" and end["bete"] == 4
    st4, _ = st2.play_text("challenge")
    assert st4.pub.phase == "play" and st4.pub.challenger == 2
    no_play = scripted(base + ["concede"], remise_play_on="not_allowed", deals=2)
    assert no_play.pub.phase == "deal" and dict(no_play.pub.history[-1])["result"] == "conceded"


def test_all_pass_is_a_dead_hand_and_the_pot_grows():
    st = scripted(["spadille 2", DEAL, "pass", "pass", "pass"], deals=3)
    assert st.pub.phase == "deal" and st.pub.dealer == 0 and st.pub.ledger.pot == 8


def test_spadille_force():
    st = scripted(["spadille 2", DEAL, "pass", "pass", "pass"], spadille_force="on")
    assert st.pub.declarer == 0 and st.pub.contract == "ask" and st.pub.forced and st.pub.phase == "trump"
    talon_as = TALON.replace("AD", "AS")
    h0 = H0.replace("AS", "AD")
    st = scripted(["spadille 2", deal_text([h0, H1, H2], talon_as), "pass", "pass", "pass"], spadille_force="on", deals=2)
    assert st.pub.phase == "deal" and dict(st.pub.history[-1])["result"] == "passed_out"


def test_casco_discards_eight_or_nine_and_names_trump_after():
    st = scripted(["spadille 2", DEAL, "casco", "pass", "pass"], casco="on")
    assert st.pub.phase == "exchange" and st.pub.trump is None
    assert {len(a.cards) for a in st.legal_actions()} == {8, 9}
    st, _ = st.play_text("discard 2S AC KS QS JS 7S KH QH")
    assert st.pub.phase == "trump" and st.hands[0] == m("AS AD AH 7H JH 3D 4D 5D 6D")
    st, _ = st.play_text("trump D")
    assert st.pub.trump == 1 and st.current_player() == 1


def test_casco_only_after_all_pass():
    st = scripted(["spadille 2", DEAL], casco="on", casco_timing="only_after_all_pass")
    assert "casco" not in kinds(st)
    st, _ = st.play_text("pass", "pass", "pass")
    assert st.pub.phase == "casco_round" and "casco" in kinds(st)
    st, _ = st.play_text("pass", "casco")
    assert st.pub.declarer == 1 and st.pub.contract == "casco"


def test_tourne_first_kind_turns_the_top_card():
    st = scripted(["spadille 2", DEAL, "pass", "tourne", "pass"], tourne="kind1")
    assert st.pub.turned == (R.INDEX[__import__("engine.cards", fromlist=["card"]).card("AD")],)
    assert st.pub.trump == 1 and st.pub.phase == "exchange"
    with pytest.raises(IllegalAction) as e:
        st.apply(Discard(()))
    assert e.value.code == "must_take_turned"
    st2, _ = st.play_text("discard 2D")
    assert st2.hands[1] >> R.INDEX[__import__("engine.cards", fromlist=["card"]).card("AD")] & 1


@pytest.mark.parametrize("rule,trump,turned", [("stands", 3, 1), ("turn_again", 2, 2)])
def test_tourne_black_ace(rule, trump, turned):
    talon = "AS " + TALON.replace("AD ", "")
    h0 = H0.replace("AS", "AD")
    st = scripted(["spadille 2", deal_text([h0, H1, H2], talon), "pass", "tourne", "pass"], tourne="kind1",
                  tourne_black_ace=rule)
    assert st.pub.trump == trump and len(st.pub.turned) == turned


def test_tourne_second_kind_keeps_black_aces_and_draws_trump():
    st = scripted(["spadille 2", DEAL], tourne="kinds_1_2_3")
    assert "tourne2" in kinds(st) and "tourne3" in kinds(st)
    st1, _ = st.play_text("pass")
    assert "tourne2" not in kinds(st1)  # player 1 lacks the black aces
    with pytest.raises(IllegalAction) as e:
        st1.apply(Bid("tourne2"))
    assert e.value.code == "needs_black_aces"
    st, _ = st.play_text("tourne2", "pass", "pass")
    assert kinds(st) == ["discard KH QH KS QS JS 7S 2S"]
    st, _ = st.play_text("discard KH QH KS QS JS 7S 2S")
    assert st.current_player() == CHANCE and st.pub.phase == "draw_trump"
    st, _ = st.play_text("draw_trump 2")
    assert st.pub.trump_card == R.INDEX[__import__("engine.cards", fromlist=["card"]).card("AH")]
    assert st.pub.trump == 2 and st.current_player() == 1


def test_tourne_third_kind_keeps_aces_and_one_king():
    st = scripted(["spadille 2", DEAL, "tourne3", "pass", "pass"], tourne="kinds_1_2_3")
    opts = [a for a in st.legal_actions()]
    assert {len(a.cards) for a in opts} == {6, 7}
    for a in opts:
        kept = m(H0) & ~R.mask_of(a.cards)
        assert kept & m("AS AC") == m("AS AC")
        assert R.popcount(kept & ~m("AS AC")) <= 1


def test_tourne_kind2_calque_partout_turns_the_talon():
    st = scripted(["spadille 2", DEAL, "tourne2", "pass", "pass"], tourne="kinds_1_2_3", tourne_kind2_turn_talon="on")
    assert st.pub.trump == 1 and st.pub.turned


def test_preference_favourite_suit():
    moves = ["spadille 2", "favourite H", DEAL, "ask"]
    st = scripted(moves, preference_3p="on")
    assert st.pub.favourite == 2
    assert Bid("ask", True) in st.legal_actions() and Bid("ask") not in st.legal_actions()
    st, _ = st.play_text("ask fav", "pass", "pass")
    assert kinds(st) == ["trump H"]
    with pytest.raises(IllegalAction) as e:
        st.apply(Trump(3))
    assert e.value.code == "must_name_favourite"


def test_kaufquadrille_deal_and_buying():
    hands = ["AS 2S AC KS QS JS 7S KH", "KC QC JC 7C 6C KD QD JD", "6S 5S 4S 3S 2H 3H 4H 5H", "6H QH 2D 3D 4D 5D 6D 7D"]
    talon = "AD AH 7H JH 5C 4C 3C 2C"
    st = scripted(["spadille 3", deal_text(hands, talon, n=4)], n=4)
    assert st.pub.forehand == 0 and len(st.talon) == 8 and st.observation(2).hand_sizes == (8, 8, 8, 8)
    st, _ = st.play_text("ask", "pass", "pass", "pass", "trump S", "discard KH")
    assert st.current_player() == 1
    st, _ = st.play_text("discard -", "discard -", "discard 2D 3D")
    assert st.pub.talon_size == 5 and st.pub.phase == "look" and st.current_player() == 3
    st, _ = st.play_text("no_look", "play_game")
    assert st.pub.phase == "play" and len(st.legal_actions()) == 8


def test_records_name_illegal_moves():
    from engine.record import RecordError, parse_record, replay
    text = '[Game "hombre"]\n[Preset "book_1782"]\n\nchance: spadille 2\nchance: ' + DEAL[0:] + "\np0: ask\np1: ask\n"
    with pytest.raises(RecordError) as e:
        replay(parse_record(text))
    assert e.value.line == 7 and "bid_too_low" in str(e.value)


def test_review_spoils_the_vole_law_34():
    start = ["spadille 2", DEAL, "sans_prendre", "pass", "pass", "trump S", "discard -", "discard -",
             "no_look", "play_game", "play AS", "play KC", "play 6S"]
    st = scripted(start)
    assert "review" in kinds(st) and st.observation(0).reviewable == (0,)
    assert st.observation(1).reviewable == ()  # law 34: l'Hombre only
    st, ev = st.play_text("review")
    assert st.pub.reviewed and "review" not in kinds(st) and st.current_player() == 0
    st, ev = st.play_text("play 2S", "play QC", "play 5S", "play AC", "play JC", "play 4S",
                          "play KS", "play 7C", "play 3S", "play QS", "play 6C", "play 2H")
    end = next(e for e in ev if e.kind == "deal_end").data
    assert end["result"] == "win" and end["vole"] == ""  # no vole decision was offered
    app = scripted(start, preset="app_recommended")
    assert "review" not in kinds(app) and app.observation(1).reviewable == (0,)


def test_law_23_sure_sans_prendre_is_laid_down():
    """Five matadors shown: paid sans prendre 4, five matadors 5 and the first five 1 (= 10)."""
    st = scripted(["spadille 2", DEAL, "sans_prendre", "pass", "pass", "trump S", "discard -", "discard -", "no_look"],
                  deals=2)
    assert "lay_down" in kinds(st)
    st, ev = st.play_text("lay_down", "accept", "accept")
    end = next(e for e in ev if e.kind == "deal_end").data
    assert end["laid_down"] and end["result"] == "win" and end["premiers"] and end["matadors"] == 7
    assert end["payments"] == [24.0, -12.0, -12.0]
    asker = scripted(["spadille 2", DEAL, "ask", "pass", "pass", "trump S", "discard KH", "discard -",
                      "discard -", "no_look"])
    assert "lay_down" not in kinds(asker)
    with pytest.raises(IllegalAction) as e:
        asker.apply(Call("lay_down"))
    assert e.value.code == "not_a_sure_game"


def test_law_23_an_opponent_may_hold_a_laid_down_game_to_be_played_out():
    """Seed lines 669-673: the sure game laid down is paid at once "unless he is held to play it
    out properly".  After ``lay_down`` nothing is paid yet; the first opponent accepts, the
    second holds him (``play_out``): the deal goes on to the play, forehand leading, and is not
    marked laid down.  Played out with the five top trumps first, l'Hombre still wins the first
    five tricks (premiers) as laid down he would have."""
    st = scripted(["spadille 2", DEAL, "sans_prendre", "pass", "pass", "trump S", "discard -", "discard -", "no_look"],
                  deals=2)
    st, ev = st.play_text("lay_down")
    assert not any(e.kind == "deal_end" for e in ev)
    assert st.pub.phase == "lay_down_hold" and st.current_player() == 1
    assert kinds(st) == ["accept", "play_out"]
    st, ev = st.play_text("accept")
    assert st.pub.phase == "lay_down_hold" and st.current_player() == 2
    st, ev = st.play_text("play_out")
    assert [e.kind for e in ev] == ["play_out"]
    assert st.pub.phase == "play" and not st.pub.laid_down and st.current_player() == st.pub.forehand
    import random

    from engine.games.hombre.players import BeginnerPlayer
    b, rng = BeginnerPlayer(), random.Random(0)
    end = None
    while end is None:
        p = st.current_player()
        st, ev = st.apply(b.choose(st.observation(p), rng))
        end = next((e.data for e in ev if e.kind == "deal_end"), None)
    assert end["result"] == "win" and not end["laid_down"] and end["premiers"] and end["matadors"] == 7


def test_a_tourne_of_the_second_kind_is_held_only_with_the_black_aces():
    """Holding a bid plays it: forehand, overcalled by a Tourné of the second kind, may not hold it
    without Spadille and Basto (before, he could, and then no discard was legal: the deal stuck)."""
    st = scripted(["spadille 2", deal_text([H1, H0, H2], TALON), "ask", "tourne2"], tourne="kinds_1_2_3")
    assert st.current_player() == 0 and kinds(st) == ["pass"]
    with pytest.raises(IllegalAction) as e:
        st.apply(Call("hold"))
    assert e.value.code == "needs_black_aces"


def test_the_sampled_worlds_give_a_tourne_caller_the_cards_his_call_shows():
    """During the auction the contract is not yet set, but a call of a Tourné of the second kind
    shows both black aces in the caller's hand: every sampled world puts them there."""
    import random

    from engine.games.hombre.sampler import sample

    st = scripted(["spadille 2", deal_text([H1, H0, H2], TALON), "ask", "tourne2"], tourne="kinds_1_2_3")
    rng = random.Random(5)
    for _ in range(30):
        w = sample(st.observation(0), rng)
        assert w.hands[1] & m("AS AC") == m("AS AC")
        assert w.legal_actions() == st.legal_actions()
