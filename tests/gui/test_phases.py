"""Phases that need a particular deal: carte blanche (announce, exact exchange), by keyboard."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.cards import pack, parse_cards
from engine.games.piquet.actions import Deal
from gui.session import GameSession
from engine.protocol import get_game

from gui_drive import click_button, open_window, wait_for_human


def test_carte_blanche_announce_and_exchange_by_keyboard(qtbot):
    spec = get_game("piquet")
    sess = GameSession("piquet", "classic_1900", spec.presets["classic_1900"], ["human", "random"], 5,
                       first_dealer="opponent")
    assert sess.state.phase == "deal" and sess.state.dealer == 1   # no cut: the opponent deals, the person is elder
    elder = parse_cards("AS TS 9S 8S AH TH 9H 8H AD TD 9D 8D")   # no king, queen or jack: carte blanche
    rest = [c for c in pack("piquet32") if c not in elder]
    sess.apply(Deal(tuple(elder), tuple(rest[:12]), tuple(rest[12:])))
    w = open_window(qtbot)
    t = w.table
    t.start(sess)
    wait_for_human(qtbot, t)
    assert sess.state.phase == "announce"
    assert "Carte blanche" in t.prompt_label.text()
    assert t.banner.text() == "" or "blanche" in t.banner.text().lower()
    labels = [b.text() for b in t.action_buttons]
    assert labels[0] == "I shall exchange 3"
    click_button(qtbot, t.action_buttons[0])
    wait_for_human(qtbot, t)
    assert sess.state.phase == "exchange" and sess.to_move == 0
    t.view.setFocus()
    for _ in range(3):
        QTest.keyClick(t.view, Qt.Key_Space)              # choose three cards by keyboard
    assert len(t.selected) == 3
    QTest.keyClick(t.view, Qt.Key_Space)                  # a fourth is refused with the rule's reason
    assert len(t.selected) == 3 and t.message
    QTest.keyClick(t.view, Qt.Key_Return)                 # Enter presses "Exchange"
    wait_for_human(qtbot, t)
    assert len(sess.observation().discards) == 3
    w.persist = False
    w.close()
