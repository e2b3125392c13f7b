"""Every test vector of spec §9 for the Quadrille family (Q-BOOK-01..07, TRI-BOOK-01, D-MAT-05,
D-RES-05..08, D-QPAY-01..05) and the bid hierarchy of §6."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.games.hombre import ranks as R
from engine.games.quadrille.actions import Bid, Call, Request
from engine.games.quadrille.game import _after_trick, bid_level, fee_table, side_result, trick_target
from tests.engine.test_quadrille_helpers import deal_text, i, m, scripted, settle, spec

# seats: the declarer 0 (South), 1 East, 2 North, 3 West; forehand is 0 (seat 3 deals)
SIDE7 = [0, 0, 1, 2, 2, 3, 0, 0, 2, 1]          # 0: 4, 2: 3 -> 7, the third trick lost: no premiers


def betes(st) -> list[tuple[int, float]]:
    """The bêtes made in the deal just settled (the last group queued)."""
    led = st.pub.ledger
    group = led.queue[-1][1] if led.queue else led.in_play_debtors     # drawn into play at the next deal
    return [(d, float(a)) for d, a in group]


# ---------------------------------------------------------------- Q-BOOK-01 (lines 799-803)
def test_q_book_01_win_pot_split_between_the_partners():
    st, sm, _ = settle(mate=2, winners=[0, 0, 0, 2, 2, 2, 1, 3, 1, 3])
    assert sm["result"] == "win" and sm["pot_to"] == {0: 2.0, 2: 2.0}


def test_q_book_01_remise_bete_half_each():
    st, sm, _ = settle(mate=2, winners=[0, 0, 0, 2, 2, 1, 1, 1, 3, 3])
    assert sm["result"] == "remise" and sm["bete"] == 4
    assert betes(st) == [(0, 2.0), (2, 2.0)]


def test_q_book_01_codille_opponents_split_the_pot():
    st, sm, _ = settle(mate=2, winners=[0, 0, 0, 2, 1, 1, 1, 3, 3, 3])
    assert sm["result"] == "codille" and sm["pot_to"] == {1: 2.0, 3: 2.0}
    assert sm["bete"] == 8 and betes(st) == [(0, 4.0), (2, 4.0)]      # doubled under the cap, half each


def test_q_book_01_declarer_with_two_tricks_pays_everything():
    st, sm, _ = settle(mate=2, winners=[0, 0, 2, 2, 2, 1, 1, 1, 3, 3])
    assert sm["result"] == "remise" and betes(st) == [(0, 4.0)]
    assert sm["payments"] == [-2.0, 1.0, 0.0, 1.0]


# ---------------------------------------------------------------- Q-BOOK-02 (line 808)
def test_q_book_02_forced_spadille_partner_pays_half_at_the_mediateur_rate():
    st, sm, _ = settle(mate=2, forced=True, winners=[0, 2, 2, 2, 1, 1, 1, 3, 3, 3])
    assert sm["result"] == "codille"
    assert betes(st) == [(0, 4.0), (2, 4.0)]
    assert sm["payments"] == [-2.0, 2.0, -2.0, 2.0]       # 2 per head, as a Mediateur


def test_q_book_02_forced_as_ask_option():
    st, sm, _ = settle(mate=2, forced=True, winners=[0, 2, 2, 2, 1, 1, 1, 3, 3, 3], forced_spadille_payment="as_ask")
    assert sm["payments"] == [-1.0, 1.0, -1.0, 1.0]


# ---------------------------------------------------------------- Q-BOOK-03 (lines 820-822)
def test_q_book_03_an_asker_overcalled_by_solo_may_play_solo_himself():
    st = scripted([deal_text([])])
    st, _ = st.play_text("ask", "solo")
    assert st.pub.to_move == 0 and set(map(str, st.legal_actions())) == {"hold", "pass"}
    st, _ = st.play_text("hold", "pass", "pass", "pass")
    assert st.pub.declarer == 0 and st.pub.contract == "solo"


def test_q_book_03_or_he_passes_and_the_soloist_plays():
    st = scripted([deal_text([]), "ask", "solo", "pass", "pass", "pass"])
    assert st.pub.declarer == 1 and st.pub.contract == "solo"


# ---------------------------------------------------------------- Q-BOOK-04 (line 832)
def test_q_book_04_only_the_partner_on_lead_decides_the_tout():
    st = scripted([deal_text([])])
    from dataclasses import replace
    st.mate = 2
    st.pub = replace(st.pub, phase="play", declarer=0, contract="ask", trump=3, called=i("KH"),
                     tricks=tuple((0, (), w) for w in [0, 2, 0, 2, 0, 2]), tricks_taken=(3, 0, 3, 0), leader=2,
                     to_move=2)
    _after_trick(st, [])
    assert st.pub.phase == "vole" and st.pub.to_move == 2
    assert set(map(str, st.legal_actions())) == {"vole", "stop"}
    assert st.observation(0).legal_actions == ()       # the declarer may not prompt him


# ---------------------------------------------------------------- Q-BOOK-05 (lines 848-850)
def test_q_book_05_old_fiches_bete_series():
    sp = spec()
    st = sp.new_state(sp.options("app_recommended", quadrille_payment_scheme="old_fiches"), deals=10, first_dealer=3)
    seen = []
    for _ in range(5):
        st, sm, _ = settle(st=st, mate=2, winners=[0, 0, 0, 2, 2, 1, 1, 1, 3, 3])
        assert sm["result"] == "remise"
        seen.append(sm["bete"])
    assert seen == [14, 42, 56, 70, 84]


def test_q_book_05_after_a_codille_the_second_bete_is_28():
    sp = spec()
    st = sp.new_state(sp.options("app_recommended", quadrille_payment_scheme="old_fiches"), deals=10, first_dealer=3)
    st, sm, _ = settle(st=st, mate=2, winners=[0, 0, 0, 2, 2, 1, 1, 1, 3, 3])
    assert sm["bete"] == 14
    st, sm, _ = settle(st=st, mate=2, winners=[0, 0, 0, 2, 1, 1, 1, 3, 3, 3])
    assert sm["result"] == "codille" and sm["bete"] == 28 and sm["pot_to"] == {1: 7.0, 3: 7.0}


# ---------------------------------------------------------------- Q-BOOK-06 (lines 1027-1037)
OLD = dict(quadrille_payment_scheme="old_fiches")
WIN6 = [0, 0, 0, 2, 2, 2, 1, 3, 1, 3]       # no premiers matter here (the old table has none)
ALONE6 = [0, 0, 0, 0, 0, 1, 0, 2, 3, 3]
ALONE5 = [0, 0, 0, 0, 0, 1, 1, 2, 3, 3]
ALONE4 = [0, 0, 0, 0, 1, 1, 1, 2, 3, 3]


@pytest.mark.parametrize("kind, winners, fav, per_head", [
    ("ask", WIN6, None, 6), ("ask", WIN6, 3, 12),
    ("mediateur", ALONE6, None, 16), ("mediateur", ALONE6, 3, 32),
    ("solo", ALONE6, None, 26), ("solo", ALONE6, 3, 52),
])
def test_q_book_06_old_table_wins(kind, winners, fav, per_head):
    mate = 2 if kind == "ask" else None
    _st, sm, _ = settle(contract=kind, mate=mate, winners=winners, favourite=fav, couleur_favorite="on", **OLD)
    if mate is None:
        assert sm["payments"] == [3 * per_head, -per_head, -per_head, -per_head]
    else:
        assert sm["payments"] == [per_head, -per_head, per_head, -per_head]


@pytest.mark.parametrize("kind, winners, per_head", [
    ("mediateur", ALONE5, 14), ("mediateur", ALONE4, 16), ("solo", ALONE5, 24), ("solo", ALONE4, 26)])
def test_q_book_06_old_table_losses(kind, winners, per_head):
    _st, sm, _ = settle(contract=kind, winners=winners, **OLD)
    assert sm["payments"] == [-3 * per_head, per_head, per_head, per_head]


def test_q_book_06_old_table_called_king_losses():
    _st, sm, _ = settle(mate=2, winners=[0, 0, 0, 2, 2, 1, 1, 1, 3, 3], **OLD)       # remise: 4 to each
    assert sm["payments"] == [-4, 4, -4, 4]          # each opponent receives 4, the partners pay half each
    _st, sm, _ = settle(mate=2, winners=[0, 0, 0, 2, 1, 1, 1, 3, 3, 3], **OLD)       # codille: 6 to each
    assert sm["payments"] == [-6, 6, -6, 6]


@pytest.mark.parametrize("kind, fav, fiches", [("ask", None, 2), ("ask", 3, 4), ("mediateur", None, 3),
                                               ("mediateur", 3, 6), ("solo", None, 4), ("solo", 3, 8)])
def test_q_book_06_old_table_vole_in_fiches(kind, fav, fiches):
    mate = 2 if kind == "ask" else None
    winners = [0, 2] * 5 if mate is not None else [0] * 10
    _st, sm, _ = settle(contract=kind, mate=mate, winners=winners, favourite=fav, couleur_favorite="on", vole="committed",
                        **OLD)
    base = {"ask": 6, "mediateur": 16, "solo": 26}[kind] * (2 if fav is not None else 1)
    assert sm["payments"][1] == -(base + 10 * fiches)


@pytest.mark.parametrize("mode, fav, expect", [("per_matador", None, 6), ("per_matador", 3, 12),
                                               ("flat_fiche", None, 10), ("flat_fiche", 3, 20)])
def test_q_book_06_old_matadors(mode, fav, expect):
    _st, sm, _ = settle(contract="solo", winners=ALONE6, hands={0: "AS 2S AC"}, favourite=fav, couleur_favorite="on",
                        matador_payment_mode=mode, **OLD)
    base = 26 * (2 if fav is not None else 1)
    assert sm["matadors"] == 3 and sm["payments"][1] == -(base + expect)


# ---------------------------------------------------------------- Q-BOOK-07 (lines 1039-1041)
def test_q_book_07_current_marker_values():
    f = fee_table(spec().options())
    assert {k: f.win[k] for k in ("ask", "mediateur", "solo", "respekt")} == {"ask": 1, "mediateur": 2, "solo": 4,
                                                                              "respekt": 4}
    assert f.premiers == 1 and f.vole["ask"] == 8 and f.matadors(5, "ask") == 5 and f.matadors(0, "ask") == 0
    _st, sm, _ = settle(mate=2, winners=SIDE7, favourite=3, couleur_favorite="on")     # the ask in the favourite suit
    assert sm["payments"] == [2, -2, 2, -2]


def test_q_book_07_money_values():
    f = fee_table(spec().options(quadrille_payment_scheme="money"))
    assert f.unit == "groschen"
    assert f.win["ask"] * 2 == 1 and f.win["mediateur"] == 1 and f.win["solo"] == f.win["respekt"] == 2
    assert f.premiers == 1 and f.vole["solo"] == 4 and f.matadors(3, "ask") == 2 and f.matadors(5, "ask") == 4
    _st, sm, _ = settle(mate=2, winners=SIDE7, favourite=3, couleur_favorite="on", quadrille_payment_scheme="money")
    assert sm["payments"] == [1, -1, 1, -1]        # the ask in the favourite suit: 1 Gr per head


# ---------------------------------------------------------------- TRI-BOOK-01, D-MAT-05 (lines 1065-1069)
def test_tri_book_01_diamonds_trump_three_matadors():
    sp = spec("tritrille")
    st = sp.new_state(sp.options())
    assert R.popcount(st.pack) == 30 and R.popcount(st.pack & R.trump_mask(1)) == 3
    assert {c.code for c in R.cards_of(st.pack & R.trump_mask(1))} == {"AS", "AC", "KD"}
    assert R.matadors(m("AS AC KD"), 1, st.pack) == 3


def test_tri_book_01_a_mediateur_may_request_the_king_of_diamonds():
    st = scripted([deal_text(["AS AC KS KC KH QS JS 7S 6S 5S"], "tritrille"), "mediateur", "pass", "pass", "trump S"],
                  "tritrille")
    assert st.pub.phase == "request" and Request(R.CARDS[i("KD")]) in st.legal_actions()


# ---------------------------------------------------------------- D-RES-05..08
@pytest.mark.parametrize("game, tricks, expect", [("cinquille", 5, "win"), ("cinquille", 4, "remise"),
                                                  ("cinquille", 3, "codille")])
def test_d_res_cinquille(game, tricks, expect):
    assert trick_target(game, spec(game).options()) == 5
    assert side_result(tricks, 5) == expect
    winners = [0] * tricks + [1, 2, 3, 4, 1, 2, 3, 4][:8 - tricks]
    _st, sm, _ = settle(game=game, contract="solo", winners=winners)
    assert sm["result"] == expect


def test_d_res_08_tritrille_b_needs_seven_of_twelve():
    o = spec("tritrille").options(tritrille_deck="no_threes_36")
    assert trick_target("tritrille", o) == 7
    _st, sm, _ = settle(game="tritrille", contract="solo", winners=[0] * 7 + [1, 2] * 2 + [1],
                        tritrille_deck="no_threes_36")
    assert sm["result"] == "win"


# ---------------------------------------------------------------- D-QPAY-01..05
def test_d_qpay_01():
    _st, sm, _ = settle(mate=2, winners=SIDE7, hands={0: "AS AC", 2: "2S"})
    assert sm["matadors"] == 3 and not sm["premiers"]
    assert sm["pot_to"] == {0: 2.0, 2: 2.0} and sm["payments"] == [4, -4, 4, -4]


def test_d_qpay_02():
    st, sm, _ = settle(mate=2, winners=[0, 0, 2, 2, 2, 1, 1, 1, 3, 3], stakes=8)
    assert sm["result"] == "remise" and sm["bete"] == 8 and betes(st) == [(0, 8.0)]
    assert sm["payments"] == [-2, 1, 0, 1]


def test_d_qpay_03():
    st, sm, _ = settle(contract="solo", winners=[0, 0, 0, 1, 1, 1, 2, 2, 3, 3])
    assert sm["result"] == "codille" and sm["bete"] == 4 and not sm.get("doubled")
    assert betes(st) == [(0, 4.0)] and sm["payments"] == [-12, 4, 4, 4]


def test_d_qpay_04():
    _st, sm, _ = settle(contract="mediateur", giver=1, winners=[1, 0, 0, 0, 0, 0, 0, 2, 3, 3])
    assert sm["result"] == "win" and sm["pot_to"] == {0: 4.0}
    assert sm["payments"] == [4, 0, -2, -2]


def test_d_qpay_05():
    st, sm, _ = settle(contract="mediateur", giver=1, king_trumped_by=2, winners=ALONE5)
    assert sm["result"] == "remise" and betes(st) == [(0, 4.0)]
    assert sm["payments"] == [-10, 4, 4, 2]


# ---------------------------------------------------------------- §6 the bid hierarchy
def _all_bids(game: str, o) -> list[Bid]:
    kinds = {"quadrille": ["ask", "mediateur", "respekt", "solo", "solo_tout"],
             "quadrille_mediateur": ["ask", "mediateur", "respekt", "solo", "solo_tout"],
             "quadrille_solitaire": ["mediateur", "solo"], "tritrille": ["mediateur", "solo"],
             "cinquille": ["ask", "mediateur", "solo"]}[game]
    bids = [Bid(k, f) for k in kinds for f in ((0,) if k == "respekt" else (0, 1))]
    return sorted(bids, key=lambda b: bid_level(b, o))


def test_bid_hierarchy_mediateur_favourite_respekt():
    o = spec("quadrille_mediateur").options()
    assert [str(b) for b in _all_bids("quadrille_mediateur", o)] == [
        "ask", "ask fav", "mediateur", "mediateur fav", "respekt", "solo", "solo_tout", "solo fav", "solo_tout fav"]
    o2 = spec("quadrille_mediateur").options(solo_tout_beats_favorite_solo="on")
    assert [str(b) for b in _all_bids("quadrille_mediateur", o2)][-3:] == ["solo fav", "solo_tout", "solo_tout fav"]


def test_bid_hierarchy_preference_above_favourite():
    o = spec("quadrille_mediateur").options(preference_and_favorite="on")
    assert bid_level(Bid("ask", 2), o) > bid_level(Bid("ask", 1), o) > bid_level(Bid("ask"), o)
    assert bid_level(Bid("mediateur"), o) > bid_level(Bid("ask", 2), o)


@pytest.mark.parametrize("game, ladder", [
    ("quadrille", ["ask", "solo"]),
    ("quadrille_solitaire", ["mediateur", "solo"]),
    ("tritrille", ["mediateur", "solo"]),
    ("cinquille", ["ask", "mediateur", "solo"]),
])
def test_bid_hierarchy_offered(game, ladder):
    """What forehand is offered with a hand without the black aces, lowest first."""
    hand = "KS QS JS 7S 6S 5S 4S 3S 2S KH" if game != "cinquille" else "KS QS JS 7S 6S 5S 4S KH"
    st = scripted([deal_text([hand], game)], game)
    assert [str(a) for a in st.legal_actions()] == ["pass"] + ladder


def test_bid_hierarchy_quadrille_with_mediateur_offered():
    st = scripted([deal_text(["AS AC KS QS JS 7S 6S 5S 4S 3S"], "quadrille_mediateur")], "quadrille_mediateur",
                  couleur_favorite="off")
    assert [str(a) for a in st.legal_actions()] == ["pass", "ask", "mediateur", "respekt", "solo"]
