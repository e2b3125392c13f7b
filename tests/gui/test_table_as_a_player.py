"""The table as a new player meets it (issue 19): each test drives the window the way a person
does -- clicks, keys, the menus -- and checks what the person sees."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui import i18n
from gui_drive import click_button, click_card, open_window, wait_for_human
from test_play_by_gestures import person_turn


def turns_until(qtbot, t, done, most: int = 80) -> None:
    """The person plays by gestures until ``done(observation)``."""
    for _ in range(most):
        wait_for_human(qtbot, t)
        if done(t.session.observation()):
            return
        person_turn(qtbot, t)
    raise AssertionError("the moment did not come")


def log_lines(t) -> list[str]:
    return [t.log_list.item(i).text() for i in range(t.log_list.count())]


# ------------------------------------------------------------------ 1: proofs by seat
def test_cards_shown_when_the_person_deals_are_credited_to_their_owner(qtbot, window):
    for seed in range(1, 12):
        window.new_game(preset="classic_1900", seed=seed, first_dealer="me")     # elder sits at seat 1
        t = window.table
        turns_until(qtbot, t, lambda o: o.phase not in ("exchange", "deal", "cut"))
        mine = {c for c in t.session.observation().hand}
        turns_until(qtbot, t, lambda o: o.phase == "play" and o.trick == () and len(o.tricks) >= 1)
        from gui.games.piquet.words import _cards

        names = {_cards([c]): c for c in mine}
        shown = [line for line in log_lines(t) if "show" in line and "talon" not in line and "blanche" not in line]
        if not any(line.startswith("Your opponent shows") for line in shown):
            continue
        for line in shown:
            cards = line.rstrip(".").split("show")[-1].split()[1:] if "shows" in line else line.rstrip(".").split()[2:]
            if line.startswith("You show"):
                assert all(c in names for c in cards), line
            elif line.startswith("Your opponent shows"):
                assert not any(c in names for c in cards), line
        return
    pytest.skip("no deal with the opponent's proof among these seeds")


# ------------------------------------------------------------------ 2: the log and the call to answer
def test_the_log_runs_in_order_with_a_heading_per_deal_and_the_call_stands_by_the_answers(qtbot, window):
    window.new_game(preset="classic_1900", seed=21, first_dealer="me")     # the opponent (elder) declares first
    t = window.table
    turns_until(qtbot, t, lambda o: o.phase == "reply")
    assert t.call_label.isVisible() and t.call_label.text().startswith("Opponent said: ")
    said = t.call_label.text().split(": ", 1)[1]
    lines = log_lines(t)
    assert lines[0] == "\u2014 Deal 1 \u2014"
    assert lines[-1] == f"Opponent: {said}"                                 # the newest line is at the bottom
    assert t.log_list.item(0).font().bold()
    click_button(qtbot, t.action_buttons[0])                                # the person answers
    wait_for_human(qtbot, t)
    lines = log_lines(t)
    assert lines.index(f"Opponent: {said}") < lines.index(next(x for x in lines if x.startswith("You: ")))
    qtbot.waitUntil(lambda: t.log_list.verticalScrollBar().value() == t.log_list.verticalScrollBar().maximum())


def test_the_second_deal_is_logged_below_the_first(qtbot, window):
    from test_play_by_gestures import play_to_between_deals

    t = play_to_between_deals(qtbot, window)
    t.next_deal()
    wait_for_human(qtbot, t)
    lines = log_lines(t)
    assert lines.index("\u2014 Deal 1 \u2014") < lines.index("\u2014 Deal 2 \u2014")
    assert lines.index("\u2014 Deal 2 \u2014") > max(i for i, x in enumerate(lines) if x.startswith("Deal ends"))


# ------------------------------------------------------------------ 3: the bubble
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_messages_wrap_inside_the_felt_below_the_trick_label(qtbot, size):
    w = open_window(qtbot, size=size)
    w.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = w.table
    wait_for_human(qtbot, t)
    long = "In diesem geführten Spiel " * 12
    t.show_message(long)
    b = t.message_text.sceneBoundingRect()
    assert t.scene.sceneRect().contains(b)
    assert b.width() <= 1000 and b.height() > 40                            # wrapped, not one long line
    assert not b.intersects(t.hooks.trick_label.sceneBoundingRect())
    talon_title = t.zone_items["talon"][1]
    assert not b.intersects(talon_title.sceneBoundingRect())
    vis = t.view.mapFromScene(b).boundingRect()
    assert t.view.viewport().rect().contains(vis)
    t.show_message("You must follow suit: play a card of the suit led if you have one. There are no trumps.")
    b = t.message_text.sceneBoundingRect()
    assert b.width() <= t.message_text.MAX_W + 1 and not b.intersects(t.hooks.trick_label.sceneBoundingRect())
    w.persist = False
    w.close()


def test_a_hint_is_one_plain_sentence_and_its_figures_come_when_asked(qtbot, window):
    from test_hints import play_until_a_choice_of_cards

    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = window.table
    play_until_a_choice_of_cards(qtbot, t)
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_H)
    qtbot.waitUntil(lambda: t.advice is not None, timeout=15000)
    first = t.message
    assert first.count(". ") == 0 and not any(ch.isdigit() for ch in first)
    if t.message_text.details():                 # "Why?" or H again: the figures
        QTest.keyClick(t.view, Qt.Key_H)
        assert t.message.startswith(first) and any(ch.isdigit() for ch in t.message)


# ------------------------------------------------------------------ 4: small windows
def test_at_1024_the_rules_panel_floats_and_the_cards_keep_their_size(qtbot):
    w = open_window(qtbot, size=(1024, 700))
    w.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = w.table
    wait_for_human(qtbot, t)
    felt_before = t.view.width()
    w.show_rules("overview")
    QApplication.processEvents()
    assert w.rules_dock.isFloating()
    assert t.view.width() >= felt_before - 2          # the table is not squeezed
    card = t._hand_items()[0]
    on_screen = t.view.mapFromScene(card.sceneBoundingRect()).boundingRect().width()
    assert on_screen >= 45
    w.resize(1600, 1000)
    QApplication.processEvents()
    assert not w.rules_dock.isFloating()              # a wide window docks it again
    w.persist = False
    w.close()


def test_window_size_and_panels_are_remembered(qtbot):
    from gui.mainwindow import MainWindow
    from gui.settings import Settings, parse_settings
    import tomli_w

    w = open_window(qtbot, size=(1100, 720))
    w.show_rules("overview")
    w._keep_layout()
    w.persist = False
    w.close()
    again = parse_settings(tomli_w.dumps(w.settings.to_dict()))
    assert again.window["width"] == 1100 and again.window["height"] == 720 and again.window["rules"] is True
    w2 = MainWindow(again, ask_resume=lambda: False, persist=False)
    qtbot.addWidget(w2)
    assert (w2.width(), w2.height()) == (1100, 720)
    w2.show()
    w2.restore_panels()
    assert w2.rules_dock.isVisible()
    w2.close()
    assert isinstance(Settings().window, dict)


def test_the_felt_does_not_jump_between_decisions(qtbot, window):
    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = window.table
    widths = set()
    for _ in range(8):
        wait_for_human(qtbot, t)
        QApplication.processEvents()
        widths.add(t.view.width())
        person_turn(qtbot, t)
    assert max(widths) - min(widths) <= 2, widths


# ------------------------------------------------------------------ 5: a change of language
def test_switching_language_rewrites_calls_messages_and_status(qtbot):
    from gui.settings import Settings

    i18n.set_language("de")
    w = open_window(qtbot, settings=Settings(language="de", speed="instant"))
    w.new_game(preset="classic_1900", seed=21, first_dealer="me")
    t = w.table
    turns_until(qtbot, t, lambda o: o.phase == "reply")
    click_button(qtbot, t.action_buttons[-1])          # the person answers ("Gut" is always possible)
    wait_for_human(qtbot, t)
    german_calls = t.call_me.text() + t.call_opp.text()
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_H)                   # a hint, in German
    qtbot.waitUntil(lambda: t.advice is not None, timeout=20000)
    german = t.message
    assert german and german == t.message_text.text()
    w.save_game_as(str(os.path.join(os.environ["ACADEMIE_HOME"], "x.txt")))
    assert w.status.text().startswith("Spiel gespeichert")
    w.lang_actions["en"].trigger()
    assert w.status.text().startswith("Game saved")
    assert t.message and t.message != german and t.message_text.text() == t.message    # the hint in English
    for word in ("Gut", "Nicht gut", "Gleich", "Punkt"):
        assert word not in t.call_me.text() + t.call_opp.text(), (german_calls, t.call_me.text())
    w.persist = False
    w.close()


# ------------------------------------------------------------------ 6: keys
def test_number_keys_work_after_clicking_the_help_button_and_the_focus_stops_at_the_ends(qtbot, window):
    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = window.table
    turns_until(qtbot, t, lambda o: o.phase == "declare")
    helper = next(b for b in t.help_buttons if b.isVisible())
    QTest.mouseClick(helper, Qt.LeftButton)            # "?" opens the rules
    helper.setFocus()                                  # the focus is on the "?" now, not on the felt
    n = len(t.session.steps)
    QTest.keyClick(QApplication.focusWidget() or helper, Qt.Key_1)
    assert len(t.session.steps) > n                    # the first button was pressed
    turns_until(qtbot, t, lambda o: o.phase == "play" and len(o.hand) > 3)
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_Home)
    assert t.focus_index == 0
    QTest.keyClick(t.view, Qt.Key_Left)                # no wrap-around
    assert t.focus_index == 0
    QTest.keyClick(t.view, Qt.Key_End)
    last = len(t._hand_items()) - 1
    assert t.focus_index == last and t._hand_items()[last].focus_mark
    QTest.keyClick(t.view, Qt.Key_Right)
    assert t.focus_index == last


def test_menus_show_the_shortcuts_and_help_lists_them(qtbot, window):
    assert window.act_trick.shortcut().toString() == "T"
    assert window.act_hint.shortcut().toString() == "H"
    texts = [a.text() for a in window.help_menu.actions()]
    assert "&Keyboard shortcuts" in texts and "&About Académie des Jeux" in texts
    window.act_keys.trigger()
    box = window._shortcuts_box
    assert box.isVisible() and "Home / End" in box.text() and "T</b>" in box.text()
    box.close()
    window.act_about.trigger()
    assert window._about_box.isVisible() and "Académie des Jeux" in window._about_box.text()
    from engine.protocol import get_game
    from gui.registry import uis
    assert all(get_game(ui.game).title in window._about_box.text() for ui in uis())  # every game, from the registry
    window._about_box.close()


# ------------------------------------------------------------------ 7: Minchiate readability
def test_minchiate_marks_in_words_and_pile_labels_clear_of_the_piles(qtbot, window):
    from gui.games.minchiate.screenshot import position
    from gui.games.minchiate.table import mark_words
    from gui.session import spec_of

    assert mark_words(35) == "double jetton + 3 fiches"
    assert mark_words(39) == "4 fiches − 1 jetton"
    assert mark_words(1) == "1 jetton"
    window.switch_game("minchiate")
    t = window.table
    sess = position(spec_of("minchiate"), "dresden_1798", 7)
    t.start(sess)
    t.token += 1
    t._stop_thinking()
    t.refresh(animate=False)
    hooks = t.hooks
    assert hooks.marks_legend.text() == "fiche = 10, jetton = 1"
    assert hooks.marks["ours"].words or hooks.marks["theirs"].words
    piles = [it.sceneBoundingRect() for it in t.items.values() if it.isVisible() and not it.face_up]
    for lab in hooks.side_piles.values():
        for r in piles:
            assert not lab.sceneBoundingRect().intersects(r), lab.text()
    hand = t._hand_items()
    assert len({round(it.pos().y()) for it in hand}) == 2           # two rows


# ------------------------------------------------------------------ 8: wording
def test_wording_singular_option_titles_and_card_signs(qtbot, window):
    from gui.dialogs.newgame import NewGameDialog
    from gui.games.piquet.words import item_name

    assert item_name("tierce to KH") == "Tierce (K\u2665)"
    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = window.table
    turns_until(qtbot, t, lambda o: o.phase == "exchange")
    click_card(qtbot, t, t.session.observation().hand[0].code)
    assert t.confirm_button.text() == "Exchange 1 card"
    window.switch_game("minchiate")
    g = window.settings.game("minchiate")
    g.overrides = {"partita_giri": 1}
    d = NewGameDialog(window.spec, window.settings, window)
    qtbot.addWidget(d)
    assert "partita_giri" not in d.house_note.text() and d.house_note.text()
    d.close()


def test_german_calls_bianca_partnerin(qtbot):
    from gui.settings import Settings

    i18n.set_language("de")
    w = open_window(qtbot, settings=Settings(language="de", speed="instant"))
    for seed in range(1, 30):
        w.new_game(game="minchiate", seed=seed)
        t = w.table
        wait_for_human(qtbot, t)
        label = next(lab for lab in t.seat_labels.values() if lab.text().startswith("Bianca"))
        if "Partner" in label.text():
            assert "(Partnerin" in label.text(), label.text()
            break
    else:
        pytest.skip("Bianca was not the partner in these deals")
    others = [lab.text() for lab in t.seat_labels.values() if not lab.text().startswith("Bianca")]
    assert not any("Partnerin" in x for x in others)
    w.persist = False
    w.close()


# ------------------------------------------------------------------ 9 and 10: calls and the count
def test_undo_restores_the_calls_and_the_count_shows_declared_points_pending(qtbot, window):
    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")   # the person is elder
    t = window.table
    turns_until(qtbot, t, lambda o: o.phase == "declare")
    click_button(qtbot, t.action_buttons[0])            # the best call
    wait_for_human(qtbot, t)
    turns_until(qtbot, t, lambda o: o.phase == "play" and not o.tricks and not o.trick)
    obs = t.session.observation()
    me = t.session.human
    if obs.announced[me]:
        assert "declared" in t.hooks.count_text.text()   # pending until the first lead, as the guide says
    click_card(qtbot, t, obs.legal_actions[0].card.code)     # the first lead: declarations are credited
    wait_for_human(qtbot, t)
    assert "declared" not in t.hooks.count_text.text()
    turns_until(qtbot, t, lambda o: o.phase == "play" and len(o.tricks) >= 2 and not o.trick)
    notes = (t.call_me.text(), t.call_opp.text())
    click_card(qtbot, t, t.session.observation().legal_actions[0].card.code)   # a lead scores "leading"
    wait_for_human(qtbot, t)
    assert "Leading" not in t.call_me.text() and "Leading" not in t.call_opp.text()
    if t.session.undo_status()[0]:
        assert t.undo()
        wait_for_human(qtbot, t)
        assert (t.call_me.text(), t.call_opp.text()) == notes


# ------------------------------------------------------------------ 11: the last trick and waiting
def test_t_shows_the_last_trick_on_the_felt_and_a_key_goes_back(qtbot, window):
    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = window.table
    turns_until(qtbot, t, lambda o: o.phase == "play" and len(o.tricks) >= 1 and not o.trick)
    last = t._last_trick(t.session.observation())
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_T)
    assert t.showing_last is not None and "last trick" in t.message
    for seat, c in last[0]:
        it = t.card_item(c.code)
        assert it is not None and it.face_up
        assert (it.pos() - t.place_of(seat).trick).manhattanLength() < 1
    QTest.keyClick(t.view, Qt.Key_Escape)
    assert t.showing_last is None and not t.message


def test_minchiate_waits_for_a_click_after_a_trick(qtbot):
    from gui.settings import Settings

    w = open_window(qtbot, settings=Settings(speed="fast"))
    w.new_game(game="minchiate", seed=3)
    t = w.table
    assert w.act_wait.isChecked()                      # on by default in Minchiate
    from test_minchiate_table import person_turn as minchiate_turn

    for _ in range(120):
        qtbot.waitUntil(lambda: t.waiting_for_human() or t.waiting_click or t.between_deals, timeout=10000)
        if t.waiting_click:
            break
        minchiate_turn(qtbot, t, 1)
    assert t.waiting_click and t.hold_until_gathered is not None
    qtbot.waitUntil(lambda: not t.animations_running(), timeout=3000)
    n = len(t.session.steps)
    QTest.mouseClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, t.view.mapFromScene(QPointF(600, 130)))
    assert not t.waiting_click
    w.act_wait.trigger()                               # the person turns it off
    assert w.settings.game("minchiate").click_to_continue is False and t.wait_for_click is False
    assert len(t.session.steps) >= n
    w.persist = False
    w.close()


# ------------------------------------------------------------------ 13: no display, clean output, house rules
def test_without_a_display_the_application_says_so_in_plain_words(monkeypatch):
    from gui.app import display_problem, run_app

    monkeypatch.setattr(sys, "platform", "linux")
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(var, raising=False)
    text = display_problem()
    assert text and "desktop session" in text and "academie play" in text and "xcb" not in text
    assert run_app([]) == 2


def test_screenshot_output_is_clean(tmp_path):
    out = tmp_path / "t.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-m", "gui.cli", "screenshot", "piquet", "--seed", "7", "--size", "1024x700",
                        "--out", str(out)], capture_output=True, text=True, env=env, timeout=120,
                       cwd=os.path.join(os.path.dirname(__file__), "..", ".."))
    assert r.returncode == 0 and out.exists()
    assert r.stdout.strip() == str(out) and "propagateSizeHints" not in r.stderr, r.stderr


def test_house_rules_grey_out_what_changes_nothing_at_the_table(qtbot, window):
    from gui.dialogs.houserules import HouseRulesDialog

    hooks = window.table.hooks
    inert = hooks.inert_options()
    assert "talon_dealt_at" in inert
    g = window.settings.game("piquet")
    d = HouseRulesDialog(window.spec, g.preset, g.options(window.spec), window, inert=inert)
    qtbot.addWidget(d)
    assert not d.boxes["talon_dealt_at"].isEnabled() and not d.titles["talon_dealt_at"].isEnabled()
    why = d.findChild(type(d.titles["talon_dealt_at"]), "doc_talon_dealt_at").text()
    assert "Changes nothing at this table" in why
    assert d.boxes["carte_blanche"].isEnabled()
    assert all(t.toolTip() != name for name, t in d.titles.items())     # no internal names
    d.close()


def test_the_felt_does_not_jump_between_steps_of_the_guided_deal(qtbot, window):
    try:
        from test_tutorial import person_step
    except ImportError:
        pytest.skip("the guided deal's test helpers moved")
    window.act_tutorial.trigger()
    t = window.table
    widths = set()
    for _ in range(25):
        if t.session.is_over():
            break
        qtbot.wait(20)                       # the window settles as it does for a person
        widths.add(t.view.width())
        person_step(qtbot, t)
    assert max(widths) - min(widths) <= 2, widths
