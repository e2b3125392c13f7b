"""Drive the table the way a person does: mouse on card items, clicks on buttons, keys."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest


def view_point(table, scene_pos: QPointF) -> QPoint:
    return table.view.mapFromScene(scene_pos)


def drag_card(qtbot, table, code: str, target: QPointF) -> None:
    """Press on the card, move in steps, release over ``target`` (scene coordinates)."""
    item = table.card_item(code)
    assert item is not None, f"{code} is not on the table"
    vp = table.view.viewport()
    start = view_point(table, item.sceneBoundingRect().center())
    end = view_point(table, target)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 6):
        p = start + (end - start) * (i / 5)
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)


def click_card(qtbot, table, code: str) -> None:
    item = table.card_item(code)
    assert item is not None, f"{code} is not on the table"
    # click on the visible left strip of a fanned card
    r = item.sceneBoundingRect()
    QTest.mouseClick(table.view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     view_point(table, QPointF(r.left() + 12, r.top() + 30)))


def click_button(qtbot, button) -> None:
    QTest.mouseClick(button, Qt.LeftButton)


def wait_for_human(qtbot, table, timeout: int = 5000) -> None:
    qtbot.waitUntil(lambda: table.session.is_over() or table.waiting_for_human(), timeout=timeout)
