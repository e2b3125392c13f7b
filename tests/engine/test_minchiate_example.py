"""The worked example of the 1798 rule book (spec §13), replayed from its game record."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cards import card
from engine.record import parse_record, replay

RECORD = Path(__file__).parent / "data" / "minchiate_dresden_1798_example.txt"
A, B, C, D = 0, 1, 2, 3


@pytest.fixture(scope="module")
def rp():
    return replay(parse_record(RECORD.read_text(encoding="utf-8")))


def _kinds(rp, kind):
    return [e for e in rp.events if e.kind == kind]


def test_every_running_mark_of_the_source(rp):
    # mark > 0 favours side 0 = A,C; the source marks for B,D (spec §13.2)
    marks_bd = [-e.data["mark"] for e in _kinds(rp, "mark")]
    assert marks_bd == [5, 10, 15, 30, 35, 40, 35, 38, 41, 44, 39, 34]
    reasons = [e.data["reason"].split(" (")[0] for e in _kinds(rp, "mark")]
    assert reasons[:4] == ["robbed cards", "face-up card", "face-up card", "versicole in hand"]
    assert not _kinds(rp, "resto")


def test_final_account_88_to_171(rp):
    (end,) = _kinds(rp, "deal_end")
    d = end.data
    assert d["totals"] == [88, 171]
    assert d["difference"] == 83 and d["resti"] == 2 and d["winner_side"] == 1
    ac, bd = d["accounts"]
    assert (ac["cards_in_tricks"], bd["cards_in_tricks"]) == (40, 44)
    assert (ac["card_points"], bd["card_points"]) == (0, 2)
    assert ac["senza_re"] and bd["senza_re"]
    assert [v[2] for v in ac["versicole"]] == [20]
    assert sorted(v[2] for v in bd["versicole"]) == [16, 20, 35]
    assert (ac["counting"], bd["counting"]) == (58, 64)
    assert (ac["ultima"], ac["marked"], bd["marked"]) == (10, 0, 34)
    assert rp.state.is_over() and rp.state.scores() == [-2, 2, -2, 2]


def test_deal_folla_and_versicole(rp):
    (rob,) = _kinds(rp, "rob")
    assert rob.player == D and [c.code for c in rob.data["cards"]] == ["#21", "#33"]
    assert [e.data["card"].code for e in _kinds(rp, "face_up")] == ["#32", "4d", "Kc", "Nb"]
    assert _kinds(rp, "talon_count")[0].data["cards"] == 12
    sc = _kinds(rp, "scoprire")[0].data
    assert sc["kept"] == [] and sc["turned_back"] is card("#17")
    assert {c.code for c in _kinds(rp, "pigliare")[0].data["cards"]} == {"Kb", "Ks", "#20"}
    ann = _kinds(rp, "folla_announced")[0]
    assert ann.player == C
    assert [ann.data["counts"][s] for s in ("coppe", "denari", "spade", "bastoni", "trumps")] == [0, 1, 1, 1, 5]
    shown = _kinds(rp, "discards_shown")[0].data
    assert [shown["counts"][s] for s in ("coppe", "denari", "spade", "bastoni", "trumps")] == [3, 1, 3, 1, 5]
    vs = {(e.player, e.data["points"]) for e in _kinds(rp, "versicola")}
    assert vs == {(B, 30), (A, 15)}


def test_tricks_winners_fallen_and_matto(rp):
    winners = [e.data["winner"] for e in _kinds(rp, "trick")]
    assert winners == [A, B, D, C, A, B, D, B, A, B, A, B, D, B, D, C, B, A, A, A, A]
    died = [(e.data["card"].code, e.data["points"]) for e in _kinds(rp, "muore")]
    assert died == [("Kd", 5), ("Ks", 5), ("#13", 5), ("#5", 3), ("#2", 3), ("#3", 3), ("#34", 5), ("Kc", 5)]
    fallen = [e.player for e in _kinds(rp, "fallen")]
    assert fallen[:3] == [C, B, D]
    (ex,) = _kinds(rp, "matto_exchange")
    assert ex.player == B and ex.data["card"] is card("6s")


def test_king_rule_forces_the_king_in_trick_3():
    rec = parse_record(RECORD.read_text(encoding="utf-8"))
    # stop just before A's card to trick 3: layout + 5 discards + 8 plays of tricks 1-2 + 3 plays of trick 3
    rp = replay(rec, until=1 + 5 + 8 + 3)
    st = rp.state
    assert st.current_player() == A
    assert [str(a) for a in st.legal_actions()] == ["play Ks"]
    with pytest.raises(Exception) as e:
        st.apply(st.parse_action("play Qs"))
    assert e.value.code == "must_play_king"
