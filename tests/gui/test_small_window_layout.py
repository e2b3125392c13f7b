"""A small window (1024x700) as a new player meets it (issue 25): the rules panel, opened with F1
or by the guided deal, is docked beside the felt and never covers what the person must press --
the prompt, the move buttons, the log, the sheet, the guide's "Continue" and "Start a real game"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from gui import i18n
from gui.table.layout import place_thinking
from gui_drive import click_button, open_window, wait_for_human
from test_guided_deals import GUIDED, person_step


def global_rect(w: QWidget) -> QRect:
    return QRect(w.mapToGlobal(QPoint(0, 0)), w.size())


def covered(window) -> list[str]:
    """What the person must see or press in the side panel and is hidden by the rules panel or
    lies outside the window: [] when all is in reach."""
    t = window.table
    dock = window.rules_dock
    rules = global_rect(dock) if dock.isVisible() else QRect()
    win = global_rect(window)
    bad = []
    musts: list[QWidget] = [t.prompt_label, t.log_list, t.sheet, t.view]
    musts += [b for b in t.side_panel.findChildren(QPushButton) if b.isVisible()]
    for w in musts:
        if not w.isVisible():
            continue
        r = global_rect(w)
        if w is not t.view:   # the side panel scrolls: the part shown must not be under the rules
            r = r.intersected(global_rect(t.side_scroller.viewport()))
        if r.isEmpty():
            continue
        if r.intersects(rules) or not win.contains(r):
            bad.append(w.text() if isinstance(w, QPushButton) else w.objectName() or type(w).__name__)
    return bad


def press_f1(window) -> None:
    """Help ▸ Rules (F1; offscreen the window is never active, so the menu's action is triggered)."""
    window.act_show_rules.trigger()
    QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_at_1024_the_rules_panel_docks_beside_the_felt_and_hides_nothing(qtbot, lang):
    i18n.set_language(lang)
    w = open_window(qtbot, size=(1024, 700))
    try:
        w.set_language(lang)
        w.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
        t = w.table
        wait_for_human(qtbot, t)
        w.table.view.setFocus()
        press_f1(w)
        # docked, at least RULES_LEAST wide, and the window did not grow past the screen
        qtbot.waitUntil(lambda: w.rules_dock.isVisible() and w.rules_dock.width() >= w.RULES_LEAST
                        and w.width() == 1024, timeout=1000)
        assert not w.rules_dock.isFloating()
        assert covered(w) == []
        def card_px() -> float:
            card = t._hand_items()[0]
            return t.view.mapFromScene(card.sceneBoundingRect()).boundingRect().width()

        # the felt gave way (a full-size card about 40 px wide), the hand grew into the felt's
        # unused height: its cards wider than a full-size card, as far as leaves each card's
        # middle its own (where a hand presses it), all in view
        from gui.table.cards import CARD_W

        full = CARD_W * t.view.transform().m11()
        qtbot.waitUntil(lambda: card_px() > full + 2, timeout=2000)
        assert t.hand_scale > 1
        for card in t._hand_items():
            box = t.view.mapFromScene(card.sceneBoundingRect()).boundingRect()
            assert t.view.viewport().rect().contains(box)
            assert t.view.itemAt(box.center()) is card
        w.rules_dock.close()
        qtbot.waitUntil(lambda: card_px() >= 45, timeout=1000)    # shut: the felt has its room again
        w.resize(1600, 1000)
        press_f1(w)
        qtbot.wait(100)
        assert not w.rules_dock.isFloating() and covered(w) == []
    finally:
        w.persist = False
        w.close()
        i18n.set_language("en")


@pytest.mark.parametrize("game", GUIDED)
def test_a_guided_deal_at_1024_in_german_keeps_every_button_in_reach(qtbot, game):
    i18n.set_language("de")
    w = open_window(qtbot, size=(1024, 700))
    try:
        w.set_language("de")
        w.start_tutorial(game)
        t = w.table
        assert w.rules_dock.isVisible()                # the guide explains in the rules panel
        for _ in range(400):
            what = person_step(qtbot, t)                # presses "Continue" and the guide's buttons
            qtbot.wait(30)                              # what the person sees: the layout settled
            assert covered(w) == [], (game, len(t.session.steps), w.width(), global_rect(w.rules_dock), global_rect(t.side_scroller), global_rect(t.view))
            assert w.width() == 1024
            if what == "over" or t.session.is_over():
                break
        qtbot.waitUntil(lambda: t.guide.real_game_button.isVisible())
        assert covered(w) == []                        # "Start a real game" and the result too
        assert w.rules_dock.isVisible() and not w.rules_dock.isFloating()
    finally:
        w.persist = False
        w.close()
        i18n.set_language("en")


@pytest.mark.parametrize("game", ["minchiate", "hombre", "whist", "tarock", "koenigspiquet", "cinquille"])
def test_thinking_beside_a_seat_covers_no_other_text_in_german_at_1024(qtbot, game):
    """(Issue 25) Minchiate's German "überlegt …" ran over "Markiert": "thinking…" goes beside
    each seat's name where it covers no other text on the felt."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    i18n.set_language("de")
    w = open_window(qtbot, size=(1024, 700))
    try:
        w.set_language("de")
        w.new_game(game=game, seed=3)
        t = w.table
        wait_for_human(qtbot, t, timeout=15000)
        t.thinking_text.setText("überlegt ...")
        for seat, lab in t.seat_labels.items():
            if seat == t.session.human:
                continue
            g = t.place_of(seat)
            if g.align == "centre":       # the longest a name gets in play, centred as the table centres it
                lab.setText(lab.text().split(" —")[0] + " (Partner, Geber) — 16 Karten ◀")
                lab.setPos(g.label.x() - lab.boundingRect().width() / 2, g.label.y())
            place_thinking(t, lab, g.align)
            r = t.thinking_text.sceneBoundingRect()
            others = [it for it in t.scene.items() if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible()
                      and it.text() and it is not t.thinking_text and it is not lab]
            hit = [it.text() for it in others if it.sceneBoundingRect().intersects(r)]
            assert hit == [] and 0 <= r.left() and r.right() <= t.scene.sceneRect().width(), (seat, hit)
    finally:
        w.persist = False
        w.close()
        i18n.set_language("en")


def test_a_sheet_cuts_no_text_off_in_a_narrow_side_panel(qtbot):
    """(Issue 25) Boston's "small Indepen…", Imperial's "Gegenü…": the first column is as wide as its
    longest text, a long text in another column wraps and its row grows to hold it."""
    from gui.table.sheet import DealSheet

    class Sheet(DealSheet):
        def sheet_title(self) -> str:
            return "Sheet"

        def headers(self) -> list[str]:
            return ["Player", "Contract", "Tricks", "Score"]

        def update_from(self, session) -> None:
            pass

    sheet = Sheet("sheet", 4)
    qtbot.addWidget(sheet)
    sheet.resize(260, 300)
    sheet.show()
    sheet.fill([["Gegenüber", "Große Independence (9 Stiche)", "5/5", "+12"]])
    QApplication.processEvents()
    t = sheet.table
    fm = t.fontMetrics()
    assert t.columnWidth(0) >= fm.horizontalAdvance("Gegenüber")
    assert t.rowHeight(0) >= 2 * fm.lineSpacing()           # the contract wraps instead of "Große Indepen…"
    assert t.textElideMode() == Qt.TextElideMode.ElideNone


def test_the_button_that_confirms_a_tarock_scat_is_never_clipped(qtbot):
    """(Issue 25) The Scat button listed every chosen card and was cut off at both ends: a label too
    long for the button says how many cards, the cards themselves are in its tooltip."""
    from test_trick_table import key_to_card, keyboard_turn

    i18n.set_language("de")
    w = open_window(qtbot, size=(1024, 700))
    try:
        w.set_language("de")
        w.new_game(game="tarock", seed=2)
        t, sess = w.table, w.table.session
        for _ in range(600):
            qtbot.waitUntil(lambda: sess.is_over() or t.waiting_for_human() or t.between_deals, timeout=10000)
            if t.between_deals:
                click_button(qtbot, t.next_deal_button)
                continue
            obs = sess.observation()
            _cards, several, _buttons = t.split_actions(obs.legal_actions)
            if several:
                choice = max(several, key=lambda a: len(a.cards))
                for c in choice.cards:
                    key_to_card(t, c.code)
                QApplication.processEvents()
                b = t.confirm_button
                assert b is not None and b.isEnabled()
                room = b.contentsRect().width()
                assert b.fontMetrics().horizontalAdvance(b.text()) <= room, (b.text(), room)
                return
            keyboard_turn(qtbot, t)
        pytest.skip("the person laid no Scat in these deals")
    finally:
        w.persist = False
        w.close()
        i18n.set_language("en")


def test_no_word_of_a_sheet_is_cut_in_any_column(qtbot):
    """(Issue 25) A word longer than its column's share ("Independence", "Gegenüber" in the
    player column of a 260-px sheet): every column is at least as wide as its longest word and
    its header, the row grows for the wrapped text, and the table scrolls sideways rather than cut."""
    from gui.table.sheet import DealSheet

    class Sheet(DealSheet):
        def sheet_title(self) -> str:
            return "Sheet"

        def headers(self) -> list[str]:
            return ["Deal", "Contract", "Player", "Tricks"]

        def update_from(self, session) -> None:
            pass

    sheet = Sheet("sheet", 4)
    qtbot.addWidget(sheet)
    sheet.resize(240, 300)
    sheet.show()
    sheet.fill([["1", "small Independence", "Gegenüber", "5/5 ✓"], ["2", "Misère", "Rechts", "0/0 ✓"]])
    QApplication.processEvents()
    t = sheet.table
    fm, hfm = t.fontMetrics(), t.horizontalHeader().fontMetrics()
    for c, word in enumerate(["1", "Independence", "Gegenüber", "5/5"]):
        assert t.columnWidth(c) >= fm.horizontalAdvance(word), (word, t.columnWidth(c))
        head = t.horizontalHeaderItem(c).text()
        assert t.columnWidth(c) >= hfm.horizontalAdvance(head), (head, t.columnWidth(c))
    assert t.rowHeight(0) >= 2 * fm.lineSpacing()           # "small Independence" wraps
    sheet.resize(600, 300)                                   # room to spare: the columns share it
    QApplication.processEvents()
    assert sum(t.columnWidth(c) for c in range(4)) >= t.viewport().width() - 4
