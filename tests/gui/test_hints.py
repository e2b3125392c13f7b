"""Game ▸ Hint (key H): the strong level's advice for the person's decision, worked out off
the UI thread, shown in words with the advised card lit; never shown for a position that is
gone."""

from __future__ import annotations

from PySide6.QtCore import QThreadPool, Qt
from PySide6.QtTest import QTest

from gui import i18n
from gui_drive import click_card, wait_for_human
from test_play_by_gestures import person_turn


def play_until_a_choice_of_cards(qtbot, t):
    for _ in range(60):
        wait_for_human(qtbot, t)
        obs = t.session.observation()
        if obs.phase == "play" and len(obs.legal_actions) > 1:
            return obs
        person_turn(qtbot, t)
    raise AssertionError("no choice of cards came up")


def test_hint_names_a_legal_card_lights_it_and_goes_with_the_move(qtbot, window):
    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = window.table
    obs = play_until_a_choice_of_cards(qtbot, t)
    assert window.act_hint.isEnabled()
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_H)                    # the menu's shortcut
    qtbot.waitUntil(lambda: t.advice is not None, timeout=15000)
    card = t.advice.action.card
    assert card in [a.card for a in obs.legal_actions]
    assert t.message.startswith("Play the ") and card.code not in t.message   # in words, not codes
    assert t.card_item(card.code).hint
    lit = [it.code for it in t._hand_items() if it.hint]
    assert lit == [card.code]
    click_card(qtbot, t, card.code)                     # the person follows the advice
    mine = [st for st in t.session.steps if st.who == t.session.human]
    assert mine[-1].action.card == card
    assert not t.message.startswith("Play the ")
    assert not any(it.hint for it in t._hand_items())


def test_a_hint_for_a_position_that_is_gone_is_not_shown(qtbot, window):
    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = window.table
    obs = play_until_a_choice_of_cards(qtbot, t)
    assert t.ask_hint()
    assert t.message == "Looking for the best move…"
    click_card(qtbot, t, obs.legal_actions[0].card.code)   # plays before the advice arrives
    QThreadPool.globalInstance().waitForDone(15000)
    qtbot.wait(50)                                          # the late answer is delivered, and dropped
    assert t.advice is None
    assert not any(it.hint for it in t._hand_items())
    assert not t.message.startswith("Play the ")


def test_hint_in_german(qtbot, window):
    i18n.set_language("de")
    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = window.table
    play_until_a_choice_of_cards(qtbot, t)
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: t.advice is not None, timeout=15000)
    assert t.message.startswith("Spielen Sie ")
    assert window.act_hint.text() == "&Tipp"


def test_minchiate_hint_is_the_good_partners_card_with_its_reason(qtbot, window):
    from engine.games.minchiate.players import advise
    from test_minchiate_table import play_until

    i18n.set_language("de")
    window.new_game(game="minchiate", seed=3)
    t = window.table
    obs = play_until(qtbot, t, lambda o: o.phase == "play" and len(o.legal_actions) > 1, turns=80)
    assert obs is not None and window.act_hint.isEnabled()
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_H)
    action, why = t.advice
    assert action == advise(obs)[0] and why
    assert t.message.startswith("Spielen Sie ") and action.card.code not in t.message
    assert [it.code for it in t._hand_items() if it.hint] == [action.card.code]
    click_card(qtbot, t, action.card.code)            # following the advice
    assert not any(it.hint for it in t._hand_items())


def test_no_hint_once_the_partie_is_over(qtbot, window):
    from test_statistics import session_before_last_card

    sess = session_before_last_card(11)
    window.table.start(sess)
    wait_for_human(qtbot, window.table)
    assert window.table.hint_button.isEnabled() and window.act_hint.isEnabled()
    click_card(qtbot, window.table, sess.observation().legal_actions[0].card.code)
    qtbot.waitUntil(lambda: sess.is_over(), timeout=5000)
    assert not window.table.hint_button.isEnabled() and not window.act_hint.isEnabled()
    assert "stake" in window.table.sheet.settlement_label.text() and "(s)" not in window.table.sheet.settlement_label.text()
