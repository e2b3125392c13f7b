"""The running mark of a Minchiate deal, laid out with fiches and jettons.

The 1798 booklet has each player mark with five oblong *fiches* (10 each) and five round
*jettons* (1 each; two stacked count 5).  Units laid before the tens are added, units laid
after them are taken away: 8 is a fiche followed by two jettons, 39 four fiches followed
by one jetton.  :func:`counters` turns a number into that row; :class:`MarkItem` draws
it in our own simple style (ivory fiches, red jettons)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

__all__ = ["counters", "counters_value", "MarkItem"]

FICHE, JETTON, STACK = "fiche", "jetton", "stack"


def counters(n: int) -> list[tuple[str, int]]:
    """The counters that show ``n`` from left to right, each as (kind, sign).

    ``sign`` is +1 for a counter that adds, -1 for a jetton laid after the fiches (taken
    away).  Tens are fiches; 1-3 units are jettons in front, 5 is two stacked jettons,
    4 and 6 add a jetton to that stack, and 7-9 are the next fiche less 3, 2 or 1."""
    if n <= 0:
        return []
    tens, units = divmod(n, 10)
    before: list[tuple[str, int]] = []
    after: list[tuple[str, int]] = []
    if units in (7, 8, 9):
        tens += 1
        after = [(JETTON, -1)] * (10 - units)
    elif units == 4:   # a stack before the fiches, less one jetton after them
        return [(STACK, 1)] + [(FICHE, 1)] * tens + [(JETTON, -1)]
    elif units >= 5:
        before = [(STACK, 1)] + [(JETTON, 1)] * (units - 5)
    else:
        before = [(JETTON, 1)] * units
    return before + [(FICHE, 1)] * tens + after


def counters_value(row: list[tuple[str, int]]) -> int:
    """What a row of counters is worth (the inverse of :func:`counters`)."""
    worth = {FICHE: 10, JETTON: 1, STACK: 5}
    return sum(worth[k] * s for k, s in row)


class MarkItem(QGraphicsObject):
    """One side's mark: a caption, the counters and the number."""

    WIDTH, HEIGHT = 334.0, 66.0

    def __init__(self) -> None:
        super().__init__()
        self.caption = ""
        self.words = ""
        self.value = 0
        self.active = False

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.WIDTH, self.HEIGHT)

    def set_mark(self, caption: str, value: int, active: bool, words: str = "") -> None:
        """``words``: the counters said in words, written beside the caption."""
        if (caption, value, active, words) != (self.caption, self.value, self.active, self.words):
            self.caption, self.value, self.active, self.words = caption, value, active, words
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = QFont("DejaVu Sans")
        f.setPixelSize(17)
        f.setBold(self.active)
        p.setFont(f)
        p.setPen(QColor(255, 236, 160) if self.active else QColor(220, 214, 190))
        p.drawText(QRectF(0, 0, 200, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   self.caption + (":" if self.words else ""))
        if self.words:
            w = p.fontMetrics().horizontalAdvance(self.caption + ":")
            f.setPixelSize(14)
            f.setBold(False)
            p.setFont(f)
            p.drawText(QRectF(w + 8, 0, self.WIDTH - w - 8, 22),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.words)
            f.setPixelSize(17)
            f.setBold(self.active)
            p.setFont(f)
        f.setPixelSize(28)
        f.setBold(True)
        p.setFont(f)
        p.drawText(QRectF(self.WIDTH - 60, 22, 60, 40), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(self.value))
        x = 0.0
        y = 24.0
        for kind, sign in counters(self.value):
            if kind == FICHE:
                r = QRectF(x, y, 22, 38)
                p.setPen(QPen(QColor(90, 70, 40), 1.2))
                p.setBrush(QBrush(QColor(238, 226, 190)))
                p.drawRoundedRect(r, 3, 3)
                p.setPen(QPen(QColor(160, 120, 60), 1))
                p.drawLine(QPointF(r.left() + 4, r.center().y()), QPointF(r.right() - 4, r.center().y()))
                x += 27
            else:
                colour = QColor(178, 34, 40) if sign > 0 else QColor(60, 90, 170)
                p.setPen(QPen(QColor(50, 20, 20), 1.2))
                p.setBrush(QBrush(colour))
                if kind == STACK:
                    p.drawEllipse(QRectF(x + 3, y + 12, 24, 24))
                    p.drawEllipse(QRectF(x, y + 6, 24, 24))
                else:
                    p.drawEllipse(QRectF(x, y + 8, 24, 24))
                x += 30
