"""Drive the table the way a person does: mouse on card items, clicks on buttons, keys."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest


def view_point(table, scene_pos: QPointF) -> QPoint:
    return table.view.mapFromScene(scene_pos)


def card_point(table, code: str, strip: bool = False) -> QPoint:
    """Where to press on a card (view coordinates): its centre, or with ``strip`` the visible
    left strip of a fanned card."""
    item = table.card_item(code)
    assert item is not None, f"{code} is not on the table"
    r = item.sceneBoundingRect()
    return view_point(table, QPointF(r.left() + 12, r.top() + 30) if strip else r.center())


def drag_card(qtbot, table, code: str, target: QPointF, strip: bool = False) -> None:
    """Press on the card (``strip``: on its visible strip), move in steps, release over ``target``
    (scene coordinates)."""
    vp = table.view.viewport()
    start = card_point(table, code, strip)
    end = view_point(table, target)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 6):
        p = start + (end - start) * (i / 5)
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)


def click_card(qtbot, table, code: str) -> None:
    # click on the visible left strip of a fanned card
    QTest.mouseClick(table.view.viewport(), Qt.LeftButton, Qt.NoModifier, card_point(table, code, strip=True))


def click_button(qtbot, button) -> None:
    QTest.mouseClick(button, Qt.LeftButton)


def wait_for_human(qtbot, table, timeout: int = 5000) -> None:
    qtbot.waitUntil(lambda: table.session.is_over() or table.waiting_for_human(), timeout=timeout)


def open_window(qtbot, settings=None, size=(1280, 800), **kw):
    """A main window as the tests use it: instant speed unless ``settings`` say otherwise, no
    question about resuming (unless ``ask_resume`` is given), shown at ``size``."""
    from gui.mainwindow import MainWindow
    from gui.settings import Settings

    kw.setdefault("ask_resume", lambda: False)
    w = MainWindow(settings if settings is not None else Settings(speed="instant"), **kw)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    return w


def key_to_card(table, code: str) -> None:
    """Move the keyboard focus to ``code`` with the arrow keys (the focus does not wrap round at the
    ends of the hand) and choose it with Space."""
    hand = [it.code for it in table._hand_items()]
    step = hand.index(code) - min(table.focus_index, len(hand) - 1)
    for _ in range(abs(step)):
        QTest.keyClick(table.view, Qt.Key_Right if step > 0 else Qt.Key_Left)
    QTest.keyClick(table.view, Qt.Key_Space)
