"""The "?" beside each phase's controls opens that phase's section of the rules, and the end
of a deal waits on the table (last trick and score shown) until the person goes on."""

import pytest
from PySide6.QtWidgets import QToolButton

from gui.texts import phase_section

from gui_drive import click_button, wait_for_human
from test_play_by_gestures import person_turn, play_to_between_deals


def visible_help(t) -> list[QToolButton]:
    return [b for b in t.help_buttons if b.isVisible()]


def check_help(qtbot, w, phase) -> str:
    t = w.table
    helps = visible_help(t)
    assert len(helps) == 1, (phase, [b.objectName() for b in helps])
    section = phase_section(phase)
    assert helps[0].property("rulesSection") == section
    w.rules_dock.hide()
    w.rules_dock.show_section("overview")
    w.rules_dock.hide()
    click_button(qtbot, helps[0])
    assert w.rules_dock.isVisible(), phase
    assert w.rules_dock.current_section() == section
    assert w.rules_dock.doc.has(section)          # a real section of the rules, not the fallback
    return section


@pytest.mark.parametrize("first_dealer", ["opponent", "me"])
def test_each_phase_with_controls_has_a_help_button_that_opens_its_section(qtbot, window, first_dealer):
    window.new_game(preset="classic_1900", seed=21, first_dealer=first_dealer)
    t = window.table
    opened = {}
    for _ in range(200):
        wait_for_human(qtbot, t)
        if t.session.observation().history:
            break
        phase = t.session.state.phase
        opened[phase] = check_help(qtbot, window, phase)
        person_turn(qtbot, t)
    assert "exchange" in opened and "play" in opened
    assert {"declare", "reply"} & set(opened)
    assert opened["exchange"] == "exchange"


def test_between_deals_the_last_trick_stays_until_next_deal(qtbot, window):
    t = play_to_between_deals(qtbot, window)
    last = t.session.observation().tricks[-1]
    qtbot.wait(1200)                              # longer than any pause: still waiting
    assert t.between_deals and len(t.session.observation().tricks) == 12
    for code in (last[1].code, last[2].code):
        it = t.card_item(code)
        assert it is not None and it.face_up and t.trick_zone.sceneBoundingRect().intersects(it.sceneBoundingRect())
    d = t.session.observation().history[-1]
    me = t.session.human
    assert f"{d['scores'][me]}" in t.prompt_label.text() and f"{d['scores'][1 - me]}" in t.prompt_label.text()
    assert t.sheet.rows()[0] == (1, d["scores"][me], d["scores"][1 - me])
    check_help(qtbot, window, "deal_over")
    click_button(qtbot, t.next_deal_button)
    assert not t.between_deals
    assert t.session.observation().deal_no == 2 and not t.session.observation().tricks


def test_at_the_fastest_speed_the_next_deal_follows_after_a_short_pause(qtbot, window):
    window.new_game(preset="classic_1900", seed=5, first_dealer="me")
    t = window.table
    seen_between = []
    for _ in range(200):
        wait_for_human(qtbot, t)
        seen_between.append(t.between_deals)
        if t.session.observation().deal_no == 2:
            break
        person_turn(qtbot, t)
    assert t.session.observation().deal_no == 2 and not t.between_deals
