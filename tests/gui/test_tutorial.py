"""The guided first deal, played the way a newcomer plays it: the table highlights what the
record expects, the person acts with drags and clicks only, a different legal move is
refused with a hint in the interface language, and the end is the record's own result."""

import pytest
from PySide6.QtWidgets import QPushButton

from engine.record import parse_record, replay
from gui.panels.rules_text import load_tutorial
from gui.games.piquet.table import MY_DISCARD_RECT, TRICK_RECT

from gui_drive import click_button, click_card, drag_card


def visible_buttons(t) -> list[QPushButton]:
    return [b for b in t.buttons_box.findChildren(QPushButton) if b.isVisible()]


def continue_button(t):
    return next((b for b in visible_buttons(t) if b.property("role") == "continue"), None)


def settle(qtbot, t):
    """Wait until the table waits for the person: a decision or a "Continue"."""
    qtbot.waitUntil(lambda: t.session.is_over() or continue_button(t) is not None
                    or t.waiting_for_human(), timeout=5000)
    qtbot.waitUntil(lambda: not t.animations_running(), timeout=3000)


def hinted_cards(t) -> list[str]:
    return sorted(code for code, it in t.items.items() if it.isVisible() and it.hint)


def guided_button(t):
    marked = [b for b in visible_buttons(t) if b.property("guided")]
    assert len(marked) == 1, [b.text() for b in visible_buttons(t)]
    return marked[0]


def person_step(qtbot, t) -> str:
    """One gesture, chosen only from what the table highlights.  Returns what was done."""
    settle(qtbot, t)
    b = continue_button(t)
    if b is not None:
        click_button(qtbot, b)
        return "continue"
    phase = t.session.state.phase
    if phase == "exchange":
        cards = hinted_cards(t)
        assert len(cards) == 5
        drag_card(qtbot, t, cards[0], MY_DISCARD_RECT.center())
        for c in cards[1:]:
            click_card(qtbot, t, c)
        assert t.exchange_button.isEnabled()
        click_button(qtbot, t.exchange_button)
        return "exchange"
    if phase == "play":
        cards = hinted_cards(t)
        assert len(cards) == 1, cards
        drag_card(qtbot, t, cards[0], TRICK_RECT.center())
        return "play"
    click_button(qtbot, guided_button(t))
    return "button"


def test_a_newcomer_completes_the_guided_deal_by_gestures(qtbot, window):
    tut = load_tutorial("piquet", "en")
    expected = replay(parse_record(tut.record_text)).state.scores()
    assert expected == [40, 26]
    window.findChild(type(window.act_tutorial), "guided_deal_action").trigger()
    t = window.table
    assert t.guide is not None and window.rules_dock.isVisible()
    done = []
    for _ in range(120):
        if t.session.is_over():
            break
        n = len(t.session.steps)
        what = person_step(qtbot, t)
        done.append(what)
        if what != "continue":     # the gesture was the record's move: it was taken
            assert len(t.session.steps) > n, (what, t.message)
    assert t.session.is_over()
    # every step is the record's, in order, and the score is the replay's
    assert [(s.who, str(s.action)) for s in t.session.steps] == \
        [(w, str(t.session.state.parse_action(a))) for w, a, _ in t.session.record_moves]
    me = t.session.human
    sc = t.session.observation().deal_scores
    assert [sc[me], sc[1 - me]] == expected
    assert done.count("play") == 12              # elder plays all twelve cards, by dragging
    assert "continue" in done and "exchange" in done and "button" in done
    # the last trick stays on the table at the end
    last = t.session.observation().tricks[-1]
    for c in (last[1], last[2]):
        it = t.card_item(c.code)
        assert it is not None and it.face_up and t.trick_zone.sceneBoundingRect().intersects(it.sceneBoundingRect())
    # the end: a summary and the way to a real game
    assert "40" in t.prompt_label.text() and "26" in t.prompt_label.text()
    assert window.rules_dock.message.isVisible() and "40" in window.rules_dock.message.text()
    real = t.guide.real_game_button
    click_button(qtbot, real)
    assert t.guide is None and not getattr(t.session, "guided", False)


def _to_first_lead(qtbot, t):
    for _ in range(60):
        settle(qtbot, t)
        if t.session.state.phase == "play" and t.waiting_for_human() and continue_button(t) is None:
            return
        person_step(qtbot, t)
    raise AssertionError("the first lead never came")


@pytest.mark.parametrize("lang, hint", [("en", "In this guided deal, play ace of hearts."),
                                         ("de", "In diesem geführten Spiel spielen Sie Herz-Ass.")])
def test_a_different_legal_card_is_refused_with_a_hint(qtbot, window, lang, hint):
    window.set_language(lang)
    window.start_tutorial()
    t = window.table
    _to_first_lead(qtbot, t)
    assert hinted_cards(t) == ["AH"]
    n = len(t.session.steps)
    drag_card(qtbot, t, "KH", TRICK_RECT.center())        # legal, but not the record's card
    assert len(t.session.steps) == n
    assert t.message == hint
    assert t.message_text.text() == hint
    drag_card(qtbot, t, "AH", TRICK_RECT.center())
    assert len(t.session.steps) == n + 1 and t.message == ""


def test_a_different_call_and_a_wrong_discard_are_refused(qtbot, window):
    window.set_language("de")
    window.start_tutorial()
    t = window.table
    settle(qtbot, t)
    click_button(qtbot, continue_button(t))           # the introduction
    for _ in range(4):                                # the draw, the deal
        settle(qtbot, t)
        if t.session.state.phase == "exchange" and continue_button(t) is None:
            break
        person_step(qtbot, t)
    assert t.session.state.phase == "exchange"
    click_card(qtbot, t, "AH")                        # not one of the cards to throw away
    assert t.selected == [] and t.message.startswith("In diesem geführten Spiel legen Sie")
    for _ in range(20):
        if t.session.state.phase == "declare" and t.waiting_for_human() and continue_button(t) is None:
            break
        person_step(qtbot, t)
    assert t.session.state.phase == "declare"
    other = next(b for b in visible_buttons(t) if not b.property("guided") and b.text().startswith("Punkt"))
    n = len(t.session.steps)
    click_button(qtbot, other)
    assert len(t.session.steps) == n
    assert t.message.startswith("In diesem geführten Spiel wählen Sie „")
    # the panel shows the step's explanation in German
    assert "Blatt" in window.rules_dock.message.text()


def test_the_guided_deal_keeps_a_game_in_progress_saved(qtbot, window):
    from gui import saves

    from gui_drive import wait_for_human
    from test_play_by_gestures import person_turn

    window.new_game(seed=3)
    window.start_tutorial()
    assert saves.read_autosave() is None           # a game not yet begun is not worth resuming
    window.new_game(seed=3, first_dealer="opponent")
    wait_for_human(qtbot, window.table)
    person_turn(qtbot, window.table)               # the person has begun this one
    window.start_tutorial()
    kept = saves.read_autosave()
    assert kept and "Seed \"3\"" in kept          # the real game was kept
    window.save_game()
    window._game_finished()
    assert saves.read_autosave() == kept           # the guided deal is never saved over it


def test_with_the_rules_panel_shut_the_explanation_stands_beside_the_table(qtbot, window):
    window.start_tutorial()
    t = window.table
    settle(qtbot, t)
    assert window.rules_dock.isVisible() and not t.guide_label.isVisible()
    window.rules_dock.close()                       # the person shuts the panel
    assert t.guide_label.isVisible()
    assert load_tutorial("piquet", "en").intro[:40] in t.guide_label.text()
    window.rules_dock.show()                        # and opens it again: one place only
    assert not t.guide_label.isVisible()
    window.rules_dock.close()
    window.new_game(seed=2)
    assert not t.guide_label.isVisible()


def test_hint_at_every_moment_of_the_guided_deal_says_something_true(qtbot, window):
    """Pressing "Hint" while an explanation waits for "Continue" (or the opponent is to move)
    once said 'choose “None”'; the guided button must also fit its side panel (German, 900x600)."""
    window.resize(900, 600)
    window.set_language("de")
    window.start_tutorial()
    t = window.table
    seen_pause = False
    for _ in range(120):
        settle(qtbot, t)
        if t.session.is_over():
            break
        t.ask_hint()
        assert "None" not in t.message, t.message
        if continue_button(t) is not None:
            seen_pause = True
            assert "„Weiter“" in t.message, t.message
        for b in visible_buttons(t):                # no button text cut off
            assert b.width() >= b.sizeHint().width(), (b.text(), b.width(), b.sizeHint().width())
        m = t.side_panel.layout().contentsMargins()  # ... however narrow the splitter makes the panel
        assert t.side_panel.minimumWidth() >= t.buttons_box.sizeHint().width() + m.left() + m.right(), \
            [b.text() for b in visible_buttons(t)]
        person_step(qtbot, t)
    assert seen_pause and t.session.is_over()


def test_help_lists_every_game_with_a_guided_deal_and_starts_another_games(qtbot, window, monkeypatch):
    from dataclasses import replace

    from gui import registry
    from gui.registry import ui_for, uis

    menu = window.findChild(type(window.help_menu), "guided_deal_menu")
    listed = [a.text() for a in menu.actions()]
    with_guide = [u.game for u in uis() if u.tutorial]
    assert len(with_guide) >= 3 and listed == [window.tutorial_actions[g].text() for g in with_guide]
    # a game without a guided deal of its own (every game may have one: take one away for the test)
    monkeypatch.setitem(registry._UIS, "lhomme", replace(ui_for("lhomme"), tutorial=False))
    window.switch_game("lhomme")
    assert not window.act_tutorial.isEnabled()
    other = next(g for g in with_guide if g != "piquet")
    window.tutorial_actions[other].trigger()
    assert window.spec.name == other and window.table.guide is not None
