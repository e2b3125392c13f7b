"""Verkehren im Brett at the shared board, driven as a person drives it: the person's path runs
along the top and back along the bottom (his Mahl top right, place 13), stones are clicked or
dragged, a doublet's four moves may be made in any order, stones to enter wait on the bar, and a
refusal names the rule in English and German."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.games.verkehren import SPEC, Play, position
from gui.games.verkehren.table import place_of
from gui.session import GameSession

from gui_drive import open_window, view_point, wait_for_human

REC = SPEC.presets["recommended"]


def start_with(qtbot, window, st):
    window.switch_game("verkehren")
    sess = GameSession("verkehren", "recommended", REC, ["human", "random"], 5, human=0, start=st)
    t = window.table
    t.speed = "instant"
    t.start(sess)
    wait_for_human(qtbot, t)
    return t


def at_start(qtbot, window, throw: str):
    st = SPEC.new_state(REC, first_dealer=0)
    st, _ = st.play_text(throw)
    return start_with(qtbot, window, st)


def click_stone(t, place) -> None:
    it = t.stone_on(place)
    assert it is not None, f"no stone on {place}"
    QTest.mouseClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, view_point(t, it.scenePos()))


def click_place(t, place) -> None:
    QTest.mouseClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, view_point(t, t.layout_.place_rect(place).center()))


def human_plays(t) -> list:
    return [st.action for st in t.session.steps if st.who == t.session.human]


@pytest.fixture
def window(qtbot):
    return open_window(qtbot)


def test_from_the_mahl_the_stones_go_along_the_top_and_the_points_are_labelled_in_his_count(qtbot, window):
    t = at_start(qtbot, window, "dice 5 4")
    assert place_of(1) == 13 and t.layout_.label(13) == "1" and t.layout_.label(1) == "13"
    click_stone(t, place_of(1))
    lit = {p for p, it in t.point_items.items() if it.lit}
    assert lit == {place_of(5), place_of(6), place_of(10)}
    click_place(t, place_of(6))
    assert [(s.src, s.dst) for s in t.pending] == [(place_of(1), place_of(6))]
    click_stone(t, place_of(1))
    click_place(t, place_of(5))
    plays = human_plays(t)
    assert plays and isinstance(plays[0], Play) and sorted(m.dst for m in plays[0].moves) == [5, 6]


def test_a_doublets_four_moves_in_the_persons_own_order(qtbot, window):
    t = at_start(qtbot, window, "dice 3 3")
    for src, dst in ((1, 4), (4, 7), (1, 4), (7, 10)):
        click_stone(t, place_of(src))
        click_place(t, place_of(dst))
    plays = human_plays(t)
    assert plays and len(plays[0].moves) == 4
    mine = [t.session.state.board[k - 1] for k in (1, 4, 10)]
    assert mine == [13, 1, 1]


def test_a_stone_to_enter_waits_on_the_bar_and_enters_on_its_number(qtbot, window):
    st = position(REC, {1: 10, 13: 2, 14: 2}, {19: 15}, thrower=0, bar=(1, 0), dice=(6, 3))
    t = start_with(qtbot, window, st)
    assert t.stone_on("bar0") is not None
    click_stone(t, "bar0")
    assert {p for p, it in t.point_items.items() if it.lit} == {place_of(3), place_of(6), place_of(9)}


def test_refusal_names_the_rule_in_both_languages(qtbot, window):
    from gui import i18n

    st = position(REC, {1: 13, 5: 1, 10: 1}, {1: 15}, thrower=0, dice=(4, 2))
    t = start_with(qtbot, window, st)
    click_stone(t, place_of(1))
    click_place(t, place_of(5))
    assert not human_plays(t) and not t.pending
    assert "Hücke" in t.message and "side" in t.message
    assert t.reason_section == "bands"
    window.set_language("de") if hasattr(window, "set_language") else i18n.set_language("de")
    try:
        t = start_with(qtbot, window, st)
        click_stone(t, place_of(1))
        click_place(t, place_of(5))
        assert "Hücke" in t.message and "Seite" in t.message
    finally:
        window.set_language("en") if hasattr(window, "set_language") else i18n.set_language("en")


def test_hint_lights_the_advised_play_in_words(qtbot, window):
    t = at_start(qtbot, window, "dice 6 5")
    assert t.ask_hint()
    qtbot.waitUntil(lambda: t.advice is not None, timeout=20000)
    advised = t._advised()
    assert isinstance(advised, Play) and advised in t.session.observation().legal_actions
    hinted = {p for p, it in t.point_items.items() if it.hint}
    assert {s.dst for s in t.hooks.steps(t, advised, t.session.observation())} <= hinted
    assert "1-" not in t.message and "/" not in t.message        # words, not record codes


def test_the_penalty_is_offered_as_buttons_in_words(qtbot, window):
    six = {13: 2, 14: 2, 15: 2, 16: 2, 17: 2, 18: 2, 12: 1, 1: 2}
    st = position(SPEC.presets["book_1782"], {19: 15}, six, thrower=1, dice=(1, 1))
    st.phase = "penalty"
    st.offender = 1
    window.switch_game("verkehren")
    sess = GameSession("verkehren", "book_1782", SPEC.presets["book_1782"], ["human", "random"], 5, human=0, start=st)
    t = window.table
    t.speed = "instant"
    t.start(sess)
    wait_for_human(qtbot, t)
    labels = [b.text() for b in t.findChildren(type(t.hint_button)) if b.isVisible()]
    assert any("Take two stones out of the band on field" in x for x in labels), labels
    assert any("Let the bands stand" in x for x in labels), labels


# ---------------------------------------------------------------- a single loss offered and answered

#: White (the person) has five stones to enter before Black's bands, blots Black aims at, and a
#: band on his own side: he may only offer the game, and the strong player refuses (a Jan is near)
JAN_NEAR = ({14: 1, 16: 1, 18: 1, 20: 2, 22: 5}, {1: 3, 13: 2, 14: 2, 15: 2, 16: 2, 17: 2, 20: 2}, (5, 0))
#: a race Black is far ahead in: any player accepts the single game
RACE = ({16: 4, 19: 3, 20: 4, 21: 4}, {19: 2, 23: 1, 24: 2}, (0, 0))


def offer_table(qtbot, window, pos, opponent):
    white, black, bar = pos
    st = position(REC, white, black, thrower=0, bar=bar, dice=(2, 1))
    window.switch_game("verkehren")
    sess = GameSession("verkehren", "recommended", REC, ["human", opponent], 5, human=0, start=st)
    t = window.table
    t.speed = "instant"
    t.start(sess)
    wait_for_human(qtbot, t)
    return t


def visible_buttons(t) -> list:
    return [b for b in t.action_buttons if b.isVisible()]


def test_the_person_offers_by_key_the_refusal_lets_him_play_on_and_undo_takes_the_offer_back(qtbot, window):
    from engine.games.verkehren import Offer

    t = offer_table(qtbot, window, JAN_NEAR, "verkehren-strong")
    labels = [b.text() for b in visible_buttons(t)]
    assert labels == ["Nothing can be played", "Offer a single loss"]   # he is Junker
    b = visible_buttons(t)[1]
    assert "2" in b.toolTip()
    QTest.keyClick(t.view, Qt.Key_2)                       # the first press asks again
    assert not human_plays(t) and b.text() == "Click again to offer"
    QTest.keyClick(t.view, Qt.Key_2)
    qtbot.waitUntil(lambda: t.session.state.phase == "play" and t.waiting_for_human(), timeout=20000)
    assert human_plays(t) == [Offer()]
    assert any("offer to give the game up as a single loss" in x for x in t.log_lines)
    assert any("refuses your offer: you play on" in x for x in t.log_lines)
    assert t.session.state.refused                                     # not again at this throw
    assert [b.text() for b in visible_buttons(t)] == ["Nothing can be played"]
    assert t.undo()                                   # no dice since: the offer is taken back
    assert not t.session.state.refused and t.session.state.phase == "play" and not human_plays(t)
    assert len(visible_buttons(t)) == 2
    assert t.session.state.games_played == 0


def test_the_person_offers_by_click_and_the_opponent_accepts(qtbot, window):
    t = offer_table(qtbot, window, RACE, "verkehren-beginner")
    [b] = visible_buttons(t)
    QTest.mouseClick(b, Qt.LeftButton)
    QTest.mouseClick(b, Qt.LeftButton)
    qtbot.waitUntil(lambda: t.session.state.games_played == 1, timeout=20000)
    assert t.session.state.wins == [(1, 1, "conceded")]
    assert any("accepts your offer" in x for x in t.log_lines)


def asked_table(qtbot, window, pos):
    """The computer (Black) has offered; the person (White) is asked."""
    from engine.games.verkehren import Offer

    white, black, bar = pos
    st = position(REC, black, white, thrower=1, bar=(bar[1], bar[0]), dice=(2, 1))
    st, _ = st.apply(Offer())
    window.switch_game("verkehren")
    sess = GameSession("verkehren", "recommended", REC, ["human", "random"], 5, human=0, start=st)
    t = window.table
    t.speed = "instant"
    t.start(sess)
    wait_for_human(qtbot, t)
    return t


def test_the_person_asked_reads_the_question_and_accepts(qtbot, window):
    from engine.games.verkehren import Accept

    t = asked_table(qtbot, window, RACE)
    assert "offers to give this game up" in t.prompt_label.text() and "accept" in t.prompt_label.text()
    labels = [b.text() for b in visible_buttons(t)]
    assert labels == ["Accept: you win single", "Refuse: play on"]
    QTest.mouseClick(visible_buttons(t)[0], Qt.LeftButton)
    qtbot.waitUntil(lambda: t.session.state.games_played == 1, timeout=10000)
    assert human_plays(t) == [Accept()]
    assert t.session.state.wins == [(0, 1, "conceded")] and t.session.state.points == [1, 0]
    assert any("You accept the offer" in x for x in t.log_lines)


def test_the_person_asked_refuses_by_key_and_the_offerer_plays_on(qtbot, window):
    from engine.games.verkehren import Refuse

    t = asked_table(qtbot, window, RACE)
    QTest.keyClick(t.view, Qt.Key_2)
    qtbot.waitUntil(lambda: t.session.state.phase != "consent" and t.waiting_for_human(), timeout=10000)
    assert human_plays(t)[0] == Refuse()
    assert any("You refuse the offer" in x for x in t.log_lines)
    assert t.session.state.games_played == 0
    assert not t.undo() and "dice" in t.message          # the offerer has played and the dice are thrown


def test_the_question_in_german(qtbot, window):
    from gui import i18n

    window.set_language("de") if hasattr(window, "set_language") else i18n.set_language("de")
    try:
        t = asked_table(qtbot, window, RACE)
        text = t.prompt_label.text()
        assert "verloren zu geben" in text or "verloren" in text, text
        labels = [b.text() for b in visible_buttons(t)]
        assert labels[0].startswith("Annehmen") and labels[1].startswith("Ablehnen"), labels
    finally:
        window.set_language("en") if hasattr(window, "set_language") else i18n.set_language("en")


def test_a_hint_to_the_person_asked_names_the_answer_in_words(qtbot, window):
    from engine.games.verkehren import Accept

    t = asked_table(qtbot, window, RACE)
    assert t.ask_hint()
    qtbot.waitUntil(lambda: t.advice is not None, timeout=20000)
    assert t._advised() == Accept()                      # the race is the person's: the single is all there is
    assert "Accept: you win single" in t.message, t.message
