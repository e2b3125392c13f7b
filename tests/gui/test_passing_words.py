"""Words that belong to a moment leave with it: the status line's "New game, shuffle number …"
clears itself, and a deal's result banner does not stay over the trick Ctrl+Z reopens."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.players import make_player
from gui.session import GameSession, spec_of

from gui_drive import click_card, wait_for_human


def test_the_new_game_news_leaves_the_status_line(qtbot, window):
    window.STATUS_MS = 60
    window.new_game(seed=5)
    assert "shuffle number 5" in window.status.text()
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=3000)
    window.set_language("de")                      # and a change of language does not bring it back
    assert window.status.text() == ""


def _before_the_persons_deal_ending_card() -> GameSession:
    """A Piquet partie played at random up to the person's card that ends the first deal."""
    for seed in range(1, 60):
        sess = GameSession("piquet", "classic_1900", spec_of("piquet").presets["classic_1900"], ["human", "random"], seed)
        rng = random.Random(seed)
        me = make_player("random", "piquet")
        while True:
            if sess.to_move < 0:
                sess.run_chance()
                continue
            sess.apply(me.choose(sess.observation(sess.to_move), rng))
            st = sess.steps[-1]
            if any(e.kind == "deal_end" for e in st.events):
                break
        if st.who == sess.human and type(st.action).__name__ == "Play":
            sess.state = st.before
            del sess.steps[-1:]
            return sess
    raise AssertionError("no deal ended with the person's card")


def test_undo_after_the_deal_takes_the_result_banner_away(qtbot, window):
    sess = _before_the_persons_deal_ending_card()
    t = window.table
    t.start(sess)
    wait_for_human(qtbot, t)
    card = sess.observation().legal_actions[0].card
    click_card(qtbot, t, card.code)                 # the last card of the deal
    qtbot.waitUntil(lambda: t.between_deals, timeout=5000)
    assert t.banner.text() and t.banner.isVisible()
    QTest.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    qtbot.waitUntil(lambda: t.waiting_for_human(), timeout=5000)
    assert not t.between_deals
    assert t.banner.text() == "" and not t.banner_back.isVisible()
    assert card in sess.observation().hand          # the card is back in the hand, the trick open
