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
