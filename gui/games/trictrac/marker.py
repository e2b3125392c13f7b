"""Trictrac's marker (also Toccategli's): three tokens for the points and a peg per side in the
holes of its rail, drawn in code like the rest of the board (``gui/board/items.py``).  The shared
board knows nothing of it: :class:`~gui.games.trictrac.table.TrictracHooks` makes it in ``build``
and shows the position's marker in ``show_items``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject

from gui.board.layout import TablesLayout

__all__ = ["MarkerItem", "MarkerView", "token_pos"]


def token_pos(lay: TablesLayout, side: int, points: int, index: int = 0) -> QPointF:
    """Where a side's token marks ``points`` (0-11): at the tips of its own first points as
    the book says -- two before the ace's point, four between the third and the fourth, six
    at the bar, eight in the other table, ten before the tenth point; odd points between.
    No points: the token waits on the rail at the left end.  ``index`` 1 is the second token
    of a side that marks with two (it lies beside the first)."""
    f = lay.field
    if points <= 0:
        x = f.left() - lay.rail / 2
    else:
        p = min(points, 11) / 2.0          # 1 -> the first point, 2 -> between the 3rd and 4th...
        # the column (0-11) a score reaches: 2 -> 0, 4 -> 2.5, 6 -> the bar, 8 -> 7, 10 -> 9
        col = {1.0: 0.0, 2.0: 2.5, 3.0: 5.75, 4.0: 7.0, 5.0: 9.0}.get(p)
        if col is None:
            lo = int(p)
            a = {0: -0.5, 1: 0.0, 2: 2.5, 3: 5.75, 4: 7.0, 5: 9.0}
            col = a[lo] + (a[min(lo + 1, 5)] - a[lo]) * (p - lo) if lo < 5 else 10.0
        if col == 5.75:
            x = lay.bar_rect.center().x()
        else:
            x = f.left() + (col + 0.5) * lay.point_w + (lay.bar if col >= 5.9 else 0)
    inner = lay.field
    y = inner.bottom() + 12 if side == 0 else inner.top() - 12
    return QPointF(x + 22 * index, y)


@dataclass(frozen=True)
class MarkerView:
    """The marker as it stands, per board side (0: the person, 1: the opponent): points on the
    tokens, how many tokens each marks with (0-2), whether its points count en bredouille, holes
    on the peg.  ``colours``: the stone colour of each side (the tokens take it)."""

    points: tuple[int, int] = (0, 0)
    tokens: tuple[int, int] = (0, 0)
    bredouille: tuple[bool, bool] = (False, False)
    holes: tuple[int, int] = (0, 0)
    colours: tuple[int, int] = (0, 1)
    hole_count: int = 12


class MarkerItem(QGraphicsObject):
    """Trictrac's marker as the book describes it: three tokens (*Schaupfennige*) for the points
    -- the first to score marks with one, the second with two -- set at the points of the board
    (2 before the ace's point, 4 between the third and fourth, 6 at the bar, 8 in the other table,
    10 before the tenth point), and two pegs (*Stifte*) in the holes of the rails, counted from the
    side where the stones start.  ``view`` is what it shows (tests read it)."""

    def __init__(self, layout: TablesLayout) -> None:
        super().__init__()
        self.layout = layout
        self.view = MarkerView()
        self.setZValue(300)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.layout.width, self.layout.height)

    def shape(self) -> QPainterPath:
        """Only the tokens and pegs: the marker spans the board but must not stand over the stones
        where one presses them (nor be what the view finds there)."""
        path = QPainterPath()
        for _side, c in self.token_places():
            path.addEllipse(c, 11.0, 11.0)
        for side in (0, 1):
            if not self.layout.rail_holes(side):     # a board without rails (a board of squares)
                continue
            hole = self.peg_place(side)
            if hole is None:
                first = self.layout.rail_holes(side)[0]
                hole = QPointF(self.layout.frame.left() + self.layout.rail / 2, first.y())
            path.addEllipse(hole, 7.0, 7.0)
        return path

    def show_marker(self, view: MarkerView) -> None:
        self.view = view
        self.setToolTip("")
        self.update()

    def token_places(self) -> list[tuple[int, QPointF]]:
        """(side, centre) of every token on the board."""
        out = []
        for side in (0, 1):
            n = self.view.tokens[side]
            for k in range(n):
                out.append((side, token_pos(self.layout, side, self.view.points[side], k)))
        return out

    def peg_place(self, side: int) -> QPointF | None:
        """The hole a side's peg stands in (None: no hole won yet, the peg waits beside the rail)."""
        h = self.view.holes[side]
        holes = self.layout.rail_holes(side)
        if h <= 0 or not holes:
            return None
        return holes[(h - 1) % len(holes)]

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for side, c in self.token_places():
            colour = self.view.colours[side]
            face = QColor(214, 170, 60) if colour == 0 else QColor(170, 176, 186)
            p.setPen(QPen(face.darker(170), 1.5))
            g = QRadialGradient(c + QPointF(-3, -3), 13)
            g.setColorAt(0, face.lighter(140))
            g.setColorAt(1, face.darker(115))
            p.setBrush(g)
            p.drawEllipse(c, 10.5, 10.5)
            p.setPen(QPen(face.darker(150), 1))
            p.drawEllipse(c, 6.5, 6.5)
        for side in (0, 1):
            if not self.layout.rail_holes(side):     # a board without rails (a board of squares)
                continue
            hole = self.peg_place(side)
            lay = self.layout
            if hole is None:        # beside the rail's first hole, not yet set
                first = lay.rail_holes(side)[0]
                hole = QPointF(lay.frame.left() + lay.rail / 2, first.y())
            colour = self.view.colours[side]
            head = QColor(240, 232, 210) if colour == 0 else QColor(40, 26, 20)
            p.setPen(QPen(QColor(30, 16, 8), 1.2))
            p.setBrush(head)
            p.drawEllipse(hole, 6.5, 6.5)
            p.setBrush(QColor(255, 255, 255, 120) if colour == 1 else QColor(120, 90, 50, 140))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawEllipse(hole + QPointF(-1.5, -1.5), 2, 2)
