"""The Quadrille family's rules beyond the spec's vectors: the hidden partner, calling,
Mediateur, Respekt, forced Spadille, the favourite suit, every §7.2 option, and the games'
metadata."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.games.hombre import ranks as R
from engine.games.quadrille.actions import CallKing, Play, Trump
from engine.games.quadrille.options import QuadrilleOptions
from engine.protocol import CHANCE, TERMINAL, IllegalAction, Partnerships
from tests.engine.test_quadrille_helpers import deal_text, i, scripted, settle, spec

GAMES = ("quadrille", "quadrille_mediateur", "quadrille_solitaire", "tritrille", "cinquille")
SPEC_OPTIONS = {
    "quadrille_trick_target", "quadrille_loss_split", "forced_spadille_payment", "quadrille_trick_review",
    "codille_double_cap", "may_call_own_king", "quadrille_payment_scheme", "matador_payment_mode", "mediateur",
    "couleur_favorite", "favorite_selection", "preference_and_favorite", "solo_tout_beats_favorite_solo", "respekt",
    "cinquille_two_kings_partner", "cinquille_favorite", "tritrille_deck", "rounds",
}
# forehand (seat 0) asks with spades; seat 2 holds the king of hearts
HANDS = ["AS 2S AC KS QS KD 7D 6D KC 2C", "QH JH AH 2H 3H 4H 5H 6H 7H QC", "KH JS 7S 6S 5S 4S 3S JD AD 2D"]


def asked(**options):
    return scripted([deal_text(HANDS), "ask", "pass", "pass", "pass", "trump S"], **options)


# ---------------------------------------------------------------- metadata
def test_metadata():
    for g, n in zip(GAMES, (4, 4, 4, 3, 5)):
        sp = spec(g)
        assert sp.players == n and sp.family == "quadrille" and set(sp.presets) == {"book_1782", "app_recommended",
                                                                                      "old_regional"}
        assert sp.partnerships is (Partnerships.CALLED if g in ("quadrille", "quadrille_mediateur", "cinquille")
                                   else Partnerships.NONE)
        assert sp.new_state(sp.options()).pub.deals_total == 10 * n       # 10 rounds
    assert spec("tritrille").pack == "tritrille30"
    names = {f.name for f in dataclasses.fields(QuadrilleOptions)}
    assert SPEC_OPTIONS <= names


def test_presets_fix_each_games_rules():
    assert spec("quadrille_mediateur").options("book_1782").mediateur == "on"
    assert spec("quadrille_mediateur").options("app_recommended").respekt == "on"
    assert spec("quadrille").options("app_recommended").mediateur == "off"
    old = spec("quadrille").options("old_regional")
    assert old.quadrille_trick_target == 7 and old.quadrille_payment_scheme == "old_fiches"
    assert old.quadrille_loss_split == "voluntary_declarer_pays_all"


# ---------------------------------------------------------------- the hidden partner
def test_the_partner_is_hidden_until_the_king_falls():
    st = asked()
    assert st.pub.phase == "call"
    calls = {str(a) for a in st.legal_actions()}
    assert "call KH" in calls and "call KS" not in calls and "call KC" not in calls   # trump's king, his own
    st, ev = st.play_text("call KH")
    assert all("partner" not in e.data for e in ev) and all("Player 2" not in e.text for e in ev)
    rng = random.Random(3)
    revealed = False
    while st.pub.phase == "play":
        for q in (0, 1, 3):
            assert st.observation(q).partner is None and st.pub.partner is None
        assert st.observation(2).partner == 2
        a = next((x for x in st.legal_actions() if str(x) == "play KH"), None) or rng.choice(st.legal_actions())
        st, ev = st.apply(a)
        if str(a) == "play KH":
            revealed = True
            assert any(e.kind == "partner" and e.data["partner"] == 2 for e in ev)
            if st.pub.phase == "play":
                assert all(st.observation(q).partner == 2 for q in range(4))
            break
    assert revealed


def test_calling_rules():
    with pytest.raises(IllegalAction) as e:
        asked().play_text("call KS")
    assert e.value.code == "may_not_call"
    st = asked(may_call_own_king="on")
    assert "call KC" in {str(a) for a in st.legal_actions()}
    four = scripted([deal_text(["AS 2S AC KS KH KD KC QS 2C 3C"]), "ask", "pass", "pass", "pass", "trump S"])
    assert {str(a) for a in four.legal_actions()} == {"call QH", "call QD", "call QC"}


def test_forced_spadille_when_all_pass():
    st = scripted([deal_text(HANDS), "pass", "pass", "pass", "pass"])
    assert st.pub.declarer == 0 and st.pub.forced and st.pub.contract == "ask" and st.pub.phase == "trump"


def test_solitaire_passes_out_without_forcing():
    st = scripted([deal_text(HANDS, "quadrille_solitaire"), "pass", "pass", "pass", "pass"], "quadrille_solitaire",
                  deals=2)
    assert st.pub.deal_no == 1 and st.pub.phase == "deal" and st.pub.ledger.stakes == 8
    assert dict(st.pub.history[0])["result"] == "passed_out"


# ---------------------------------------------------------------- Respekt
def test_respekt_needs_both_black_aces_and_the_partner_names_trump():
    g = "quadrille_mediateur"
    st = scripted([deal_text(HANDS, g)], g, couleur_favorite="off")
    assert "respekt" in {str(a) for a in st.legal_actions()}
    st, _ = st.play_text("pass")
    assert "respekt" not in {str(a) for a in st.legal_actions()}
    with pytest.raises(IllegalAction) as e:
        st.play_text("respekt")
    assert e.value.code == "needs_black_aces"
    st = scripted([deal_text(HANDS, g), "respekt", "pass", "pass", "pass", "call KH"], g, couleur_favorite="off")
    assert st.pub.partner == 2 and st.pub.phase == "trump" and st.pub.to_move == 2
    assert Trump(2) not in st.legal_actions()                 # not the called king's suit
    st, _ = st.play_text("trump D")
    assert st.pub.trump == 1 and st.pub.phase == "play"


# ---------------------------------------------------------------- Mediateur
def test_mediateur_request_and_give_back():
    g = "quadrille_mediateur"
    st = scripted([deal_text(HANDS, g), "mediateur", "pass", "pass", "pass", "trump S"], g, couleur_favorite="off")
    req = {str(a) for a in st.legal_actions()}
    assert "request KH" in req and "request KS" not in req and "request KC" not in req
    st, ev = st.play_text("request KH")
    assert st.pub.giver == 2 and st.hands[0] >> i("KH") & 1 and not st.hands[2] >> i("KH") & 1
    st, ev = st.play_text("give 2C")
    assert st.hands[2] >> i("2C") & 1 and st.pub.phase == "play"
    assert all("2C" not in e.text for e in ev)
    assert st.observation(2).returned.code == "2C" and st.observation(1).returned is None
    assert "2C" not in {c.code for c in st.observation(1).seen}


# ---------------------------------------------------------------- favourite suit and préférence
def test_favourite_bids_are_played_in_the_favourite():
    g = "quadrille_mediateur"
    st = scripted(["favourite S", deal_text(HANDS, g), "ask fav", "pass", "pass", "pass"], g)
    assert st.legal_actions() == [Trump(3)]
    st2 = scripted(["favourite S", deal_text(HANDS, g), "ask", "pass", "pass", "pass"], g)
    assert Trump(3) not in st2.legal_actions()
    with pytest.raises(IllegalAction) as e:
        st2.play_text("trump S")
    assert e.value.code == "may_not_name_favourite"


def test_preference_pays_fourfold():
    _st, sm, _ = settle(mate=2, winners=[0, 0, 1, 2, 2, 3, 0, 0, 2, 1], preference=3, favourite=2,
                        couleur_favorite="on", preference_and_favorite="on")
    assert sm["multiplier"] == 4 and sm["payments"] == [4, -4, 4, -4]


def test_first_won_game_fixes_the_favourite():
    sp = spec("quadrille_mediateur")
    st = sp.new_state(sp.options(favorite_selection="first_won_game"), deals=3, first_dealer=3)
    assert st.pub.phase == "deal" and st.pub.favourite is None
    st, sm, ev = settle(st=st, mate=2, trump="H", winners=[0, 0, 1, 2, 2, 3, 0, 0, 2, 1])
    assert st.pub.favourite == 2 and sm["favourite_set"] == "H"


def test_favourite_draw_options():
    for sel in ("draw_card", "first_king_turned"):
        sp = spec("quadrille_mediateur")
        st = sp.new_state(sp.options(favorite_selection=sel), first_dealer=3)
        assert st.pub.phase == "favourite" and st.current_player() == CHANCE
        a = st.sample_chance(random.Random(1))
        assert a.suit is not None and a.pref is None


# ---------------------------------------------------------------- loss split (§4.6), every option
@pytest.mark.parametrize("rule, winners, forced, expect", [
    ("half_unless_declarer_lt3", [0, 0, 0, 2, 2, 1, 1, 1, 3, 3], False, (2, 2)),
    ("half_unless_declarer_lt3", [0, 0, 2, 2, 2, 1, 1, 1, 3, 3], False, (4, 0)),
    ("partner_free_if_partner_2", [0, 0, 0, 2, 2, 1, 1, 1, 3, 3], False, (4, 0)),
    ("partner_free_if_partner_2", [0, 0, 0, 0, 2, 1, 1, 1, 3, 3], False, (2, 2)),
    ("declarer_must_make_4", [0, 0, 0, 2, 2, 1, 1, 1, 3, 3], False, (4, 0)),
    ("declarer_must_make_4", [0, 0, 0, 0, 2, 1, 1, 1, 3, 3], False, (2, 2)),
    ("voluntary_declarer_pays_all", [0, 0, 0, 0, 2, 1, 1, 1, 3, 3], False, (4, 0)),
    ("voluntary_declarer_pays_all", [0, 0, 0, 0, 2, 1, 1, 1, 3, 3], True, (2, 2)),
])
def test_loss_split(rule, winners, forced, expect):
    st, sm, _ = settle(mate=2, winners=winners, forced=forced, quadrille_loss_split=rule)
    led = st.pub.ledger
    group = dict(led.queue[-1][1] if led.queue else led.in_play_debtors)
    assert (float(group.get(0, 0)), float(group.get(2, 0))) == expect


# ---------------------------------------------------------------- codille cap, equal pool
def test_codille_cap():
    _st, sm, _ = settle(mate=2, winners=[0, 0, 0, 2, 1, 1, 1, 3, 3, 3], stakes=4, bete_in_play=40)
    assert not sm["doubled"] and sm["bete"] == 44
    _st, sm, _ = settle(mate=2, winners=[0, 0, 0, 2, 1, 1, 1, 3, 3, 3], stakes=4, bete_in_play=40,
                        codille_double_cap=0)
    assert sm["doubled"] and sm["bete"] == 88


def test_equal_pool_pays_from_the_pot_and_makes_no_bete():
    sp = spec()
    st = sp.new_state(sp.options(quadrille_payment_scheme="equal_pool"), deals=3, first_dealer=3)
    assert st.pub.ledger.stakes == 16
    st, sm, _ = settle(st=st, mate=2, winners=[0, 0, 1, 2, 2, 3, 0, 0, 2, 1])
    assert sm["payments"] == [1, 0, 1, 0] and st.pub.ledger.stakes == 14     # 1 per head, out of the pot
    st, sm, _ = settle(st=st, mate=2, winners=[0, 0, 0, 2, 1, 1, 1, 3, 3, 3])
    assert sm["bete"] == 0 and sm["payments"] == [0, 1, 0, 1]


# ---------------------------------------------------------------- play: the end, the vole, the review
def _play_out(st, rng):
    while st.current_player() not in (TERMINAL, CHANCE) and st.pub.phase in ("play", "vole"):
        st, _ = st.apply(rng.choice(st.legal_actions()))
    return st


def test_trick_target_seven_and_solo_alone():
    _st, sm, _ = settle(mate=2, winners=[0, 0, 0, 2, 2, 2, 1, 3, 1, 3], quadrille_trick_target=7)
    assert sm["result"] == "remise"
    _st, sm, _ = settle(contract="solo", winners=[1] + [0] * 6 + [2, 3, 1])
    assert sm["result"] == "win" and sm["payments"] == [12, -4, -4, -4]
    _st, sm, _ = settle(contract="solo", winners=[0] * 6 + [1, 2, 3, 1])
    assert sm["premiers"] and sm["payments"] == [15, -5, -5, -5]


def test_a_won_game_ends_early_and_a_lost_one_is_played_out():
    rng = random.Random(5)
    for seed in range(30):
        rng = random.Random(seed)
        st = asked()
        st, _ = st.play_text("call KH")
        st = _play_out(st, rng)
        sm = dict(st.pub.history[-1])
        if sm["result"] != "win":
            assert sum(sm["tricks"]) == 10
        elif sm.get("vole") == "" and sm["side_tricks"] < 10:
            assert sm["side_tricks"] == 6 or sum(sm["tricks"]) == 10


def test_trick_review_on_lead_only():
    st = asked()
    st, _ = st.play_text("call KH")
    rng = random.Random(2)
    for _ in range(4):
        st, _ = st.apply(rng.choice(st.legal_actions()))
    lead = st.pub.to_move
    assert st.observation(lead).reviewable == (0,)
    assert all(st.observation(q).reviewable == () for q in range(4) if q != lead)
    st2 = asked(quadrille_trick_review="solo_only_never_tout")
    st2, _ = st2.play_text("call KH")
    for _ in range(4):
        st2, _ = st2.apply(random.Random(2).choice(st2.legal_actions()))
    assert all(st2.observation(q).reviewable == () for q in range(4))


# ---------------------------------------------------------------- Cinquille, Tritrille
def test_cinquille_two_kings_partner():
    g = "cinquille"
    hands = ["AS 2S AC KS QS 7D 6D 2C", "QH JH AH 2H 3H 4H 5H 6H", "KH KD JS 7S 6S 5S 4S 3S"]
    st = scripted([deal_text(hands, g), "ask", "pass", "pass", "pass", "pass", "trump S"], g,
                  cinquille_two_kings_partner="all_games")
    assert st.pub.partner == 2 and st.pub.phase == "play"
    st = scripted([deal_text(hands, g), "ask", "pass", "pass", "pass", "pass", "trump S"], g)
    assert st.pub.phase == "call" and st.pub.partner is None


def test_cinquille_may_call_its_own_king_and_plays_to_five():
    g = "cinquille"
    hands = ["AS 2S AC KS KH 7D 6D 2C"]
    st = scripted([deal_text(hands, g), "ask", "pass", "pass", "pass", "pass", "trump S"], g)
    assert "call KH" in {str(a) for a in st.legal_actions()}
    st, _ = st.play_text("call KH")
    assert st.side() == (0,)


def test_calling_ones_own_king_pays_only_the_plain_bete():
    _st, sm, _ = settle(game="cinquille", mate=0, winners=[0, 0, 0, 1, 1, 2, 3, 4])
    assert sm["result"] == "codille" and not sm["doubled"] and sm["bete"] == 4 and sm["partner"] is None


@pytest.mark.parametrize("preset", ["book_1782", "app_recommended", "old_regional"])
@pytest.mark.parametrize("winners", [[0, 0, 0, 1, 1, 2, 3, 4], [0, 0, 0, 0, 1, 2, 3, 4]])  # codille, remise
def test_calling_ones_own_king_and_losing_pays_no_consolation(preset, winners):
    # seed 003 line 1092: "wenn er verliert, nur die bloße Bête" -- only the bête, nothing to the others
    _st, sm, _ = settle(game="cinquille", mate=0, winners=winners, preset=preset)
    assert sm["result"] in ("codille", "remise") and sm["partner"] is None
    assert sm["payments"] == [0] * 5 and sm["bete"] == 4
    # a declarer who called another's king and lost pays the others their consolation
    _st, sm, _ = settle(game="cinquille", mate=4, winners=[0, 0, 0, 1, 1, 2, 3, 4], preset=preset)
    assert sm["result"] == "remise" and sm["payments"][0] < 0 and all(x > 0 for x in sm["payments"][1:4])


def test_tritrille_decks():
    sp = spec("tritrille")
    for deck, size in (("no_diamonds_30", 10), ("no_threes_36", 12)):
        st = sp.new_state(sp.options(tritrille_deck=deck), first_dealer=2)
        st, _ = st.apply(st.sample_chance(random.Random(0)))
        assert all(R.popcount(h) == size for h in st.hands)
        assert all(st.hands[q] & ~st.pack == 0 for q in range(3))
