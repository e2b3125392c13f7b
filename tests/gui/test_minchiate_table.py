"""The Minchiate table played the way a person plays it: drags, clicks and keys for the seat
at the bottom, the three computer seats through the worker at instant speed."""

import os

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from gui.mainwindow import MainWindow
from gui.settings import Settings
from gui.games.minchiate.table import DISCARD_RECT, TRICK_RECT, MinchiateTable
from gui.games.minchiate.marks import counters, counters_value

from gui_drive import click_button, click_card, drag_card, wait_for_human


def marks_of(t) -> tuple[int, int]:
    obs = t.session.observation()
    ours = obs.mark if obs.sides[t.session.human] == 0 else -obs.mark
    return max(ours, 0), max(-ours, 0)


def person_turn(qtbot, t, n: int) -> str:
    """One decision for the person, by gesture; ``n`` varies the gesture.  Returns the phase."""
    qtbot.waitUntil(lambda: not t.animations_running(), timeout=3000)
    obs = t.session.observation()
    phase = obs.phase
    legal = list(obs.legal_actions)
    if phase == "rob":
        t.view.setFocus()
        QTest.keyClick(t.view, Qt.Key_1)                    # the first button: rob the whole run
    elif phase == "discard":
        code = legal[0].card.code
        if n % 2:
            drag_card(qtbot, t, code, DISCARD_RECT.center(), strip=True)
        else:
            click_card(qtbot, t, code)
    elif phase == "play":
        code = legal[-1].card.code
        if n % 3 == 0:
            drag_card(qtbot, t, code, TRICK_RECT.center(), strip=True)
        elif n % 3 == 1:
            click_card(qtbot, t, code)
        else:
            t.view.setFocus()
            from gui_drive import key_to_card

            key_to_card(t, code)
    elif phase == "give":
        click_card(qtbot, t, legal[0].card.code)
    else:
        click_button(qtbot, t.action_buttons[0])
    return phase


def play_until(qtbot, t, done, turns: int):
    """The person plays by gesture until ``done(observation)`` holds at their turn, at most
    ``turns`` decisions; returns that observation, or None when it never came."""
    for n in range(turns):
        wait_for_human(qtbot, t, timeout=10000)
        obs = t.session.observation()
        if done(obs):
            return obs
        person_turn(qtbot, t, n)
    return None


def unplayable(obs) -> list:
    """The cards of the hand that may not be played now (none outside the play)."""
    if obs.phase != "play":
        return []
    legal = {a.card for a in obs.legal_actions}
    return [c for c in obs.hand if c not in legal]


def test_a_whole_deal_by_gestures_matches_the_engine(qtbot, window, artifacts):
    window.new_game(game="minchiate", seed=3)
    t = window.table
    assert isinstance(t, MinchiateTable) and window.stack.currentWidget() is t
    assert "Minchiate" in window.windowTitle()
    s = t.session
    assert s.seats == ["human"] + [s.seats[1]] * 3 and s.partner
    phases = set()
    checked_marks = 0
    for n in range(400):
        wait_for_human(qtbot, t, timeout=10000)
        if s.observation().history:
            break
        # the table's partner is opposite, the opponents left and right
        obs = s.observation()
        if obs.sides:
            assert obs.sides[t.seat_at(2)] == obs.sides[s.human]
            assert obs.sides[t.seat_at(1)] != obs.sides[s.human] and obs.sides[t.seat_at(3)] != obs.sides[s.human]
            assert t.marks_shown() == marks_of(t)        # the fiches and jettons show the running mark
            checked_marks += 1
        before = len(s.steps)
        phases.add(person_turn(qtbot, t, n))
        assert len(s.steps) > before, f"the gesture did nothing in {phases}: {t.message}"
    assert {"rob", "discard", "play"} <= phases
    assert checked_marks > 20
    deal = s.state.result()["deals"][0]
    mine = 0 if s.human in deal["sides"][0] else 1
    from gui.games.minchiate.sheet import your_resti

    row = t.sheet.rows()[0]
    assert row == (1, deal["totals"][mine], deal["totals"][1 - mine], your_resti(deal, s.human))
    assert t.sheet.totals() == {q: deal["resti_after"][q] for q in range(4)}
    assert sum(deal["resti_after"]) == 0
    assert t.sheet.table.item(0, 4).text() == f"{row[3]:+d}"
    # every line of the log speaks of the seats by name, never by number
    assert any("trick 21" in line for line in t.log_lines)


def test_versicole_and_face_up_cards_are_shown(qtbot, window):
    window.new_game(game="minchiate", seed=3)
    t = window.table
    s = t.session
    play_until(qtbot, t, lambda obs: obs.phase == "play" and obs.trick_no >= 1, turns=60)
    obs = s.observation()
    for pos in (1, 2, 3):     # the other seats' known cards (face-up 21st card, robbed, shown) lie face up
        seat = t.seat_at(pos)
        for c in obs.known_cards[seat]:
            it = t.card_item(c.code)
            assert it is not None and it.face_up
    for seat, _name, _cs, _pts in obs.versicole:
        assert "Versicole" in t.seat_notes[seat].text()
    folla_seen = [c for c in obs.folla_cards]
    assert folla_seen and all(t.card_item(c.code) is not None for c in folla_seen)
    assert t.hooks.folla_title.text().startswith("Folla")


def test_an_illegal_drop_springs_back_with_the_reason_in_german(qtbot, window):
    from gui.texts import explain_refusal

    window.set_language("de")
    window.new_game(game="minchiate", seed=3)
    t = window.table
    s = t.session
    obs = play_until(qtbot, t, lambda obs: bool(unplayable(obs)), turns=200)
    assert obs is not None, "no position with an illegal card came up"
    wrong = unplayable(obs)
    qtbot.waitUntil(lambda: not t.animations_running(), timeout=3000)
    item = t.card_item(wrong[0].code)
    home = QPointF(item.home)
    steps = len(s.steps)
    drag_card(qtbot, t, wrong[0].code, TRICK_RECT.center(), strip=True)
    assert len(s.steps) == steps
    try:
        s.state.check(__import__("engine.games.minchiate", fromlist=["Play"]).Play(wrong[0]))
    except Exception as e:
        code = e.code
    german = explain_refusal(code, "de", "minchiate")[0]
    assert t.message == german and german != explain_refusal(code, "en", "minchiate")[0]
    qtbot.waitUntil(lambda: not item.is_animating(), timeout=2000)
    assert (item.pos() - home).manhattanLength() < 1
    assert t.prompt_label.text().startswith("Spielen Sie")


def test_save_and_resume_a_minchiate_game(qtbot, window, academie_home):
    from gui import saves

    window.new_game(game="minchiate", seed=7)
    t = window.table
    for n in range(6):
        wait_for_human(qtbot, t, timeout=10000)
        person_turn(qtbot, t, n)
    wait_for_human(qtbot, t, timeout=10000)
    steps = [str(st.action) for st in t.session.steps]
    window.save_game()
    text = saves.read_autosave()
    assert text and '[Partner "' in text
    w2 = MainWindow(Settings(speed="instant"), ask_resume=lambda: True)
    qtbot.addWidget(w2)
    w2.show()
    w2.begin()
    assert isinstance(w2.table, MinchiateTable)
    assert [str(st.action) for st in w2.table.session.steps] == steps
    assert w2.table.session.partner == t.session.partner
    w2.persist = False
    w2.close()


def test_new_game_dialog_chooses_minchiate_with_partner_and_opponents(qtbot, window):
    from gui.dialogs.newgame import NewGameDialog

    d = NewGameDialog(window.spec, window.settings, window)
    qtbot.addWidget(d)
    assert d.game_box.currentData() == "piquet" and not d.partner_box.isVisibleTo(d)
    d.game_box.setCurrentIndex(d.game_box.findData("minchiate"))
    assert d.partner_box.isVisibleTo(d) and not d.dealer_box.isVisibleTo(d)
    assert d.preset_box.currentData() == "dresden_1798"
    d.partner_box.setCurrentIndex(d.partner_box.findData("minchiate-partner"))
    d.opponent_box.setCurrentIndex(d.opponent_box.findData("minchiate-simple"))
    c = d.choices()
    assert c["game"] == "minchiate"
    sess = window.start_from_choices(c)
    assert sess.spec.name == "minchiate" and sess.partner == "minchiate-partner"
    assert sess.seats == ["human", "minchiate-simple", "minchiate-simple", "minchiate-simple"]
    assert window.settings.game("minchiate").partner == "minchiate-partner"
    # and back to Piquet: its table returns
    window.new_game(game="piquet", seed=2)
    assert window.table.session.spec.name == "piquet" and window.windowTitle().endswith("Piquet")


def test_fiches_and_jettons_as_the_book_lays_them():
    assert counters(8) == [("fiche", 1), ("jetton", -1), ("jetton", -1)]
    assert counters(18) == [("fiche", 1)] * 2 + [("jetton", -1)] * 2
    assert counters(39) == [("fiche", 1)] * 4 + [("jetton", -1)]
    assert counters(0) == []
    assert all(counters_value(counters(n)) == n for n in range(0, 240))


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)])
def test_screenshots_at_two_sizes(qtbot, artifacts, size):
    from gui.screenshot import render

    out = os.path.join(artifacts, f"minchiate-table-{size[0]}x{size[1]}.png")
    render("minchiate", 3, out, "en", size)
    img = QImage(out)
    assert (img.width(), img.height()) == size
    # the cards of the hand stay big enough to read: at least 40 px wide on the screen
    w = MainWindow(Settings(speed="instant"), persist=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    w.new_game(game="minchiate", seed=3)
    for n in range(5):
        wait_for_human(qtbot, w.table, timeout=10000)
        if w.table._hand_items():
            break
        person_turn(qtbot, w.table, n)      # the person cuts first: rob, then the hand is dealt
    it = w.table._hand_items()[0]
    r = w.table.view.mapFromScene(it.sceneBoundingRect()).boundingRect()
    assert r.width() >= 40
    w.close()


def test_undo_takes_back_a_move_that_revealed_nothing_and_says_why_not_otherwise(qtbot, window):
    window.new_game(game="minchiate", seed=7)
    t = window.table
    s = t.session
    undone = refused = 0
    for n in range(80):
        wait_for_human(qtbot, t, timeout=10000)
        if s.is_over() or (undone and refused):
            break
        ok, why = s.undo_status()
        assert t.undo_button.isEnabled() == (ok and not t.thinking)
        if ok and not undone:
            mine = max(i for i, st in enumerate(s.steps) if st.who == s.human)
            before = s.steps[mine].before
            t.view.setFocus()
            QTest.keyClick(t.view, Qt.Key_Z, Qt.ControlModifier)      # Ctrl+Z, as a person would
            assert s.state is before and len(s.steps) == mine
            assert sorted(c.code for c in s.observation().hand) == sorted(it.code for it in t._hand_items())
            undone += 1
            continue
        if not ok and why == "revealed":
            assert t.undo_button.toolTip()                               # the reason, in words
            refused += 1
        person_turn(qtbot, t, n)
    assert undone and refused
