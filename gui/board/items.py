"""The board's scene items, drawn in code (vector paths and gradients, so they are crisp at any
device-pixel ratio): the wooden frame with its rails and holes (:class:`BoardItem`), the points
(:class:`PointItem`), the stones (:class:`StoneItem`) and the dice (:class:`DiceItem`).  None of
them knows a game: a game's own items (a scoring marker, say) live with the game
(``gui/games/NAME/``), made by ``BoardHooks.build`` and kept up by ``BoardHooks.show_items``.

A stone moves by press-move-release on the item itself (no QDrag, whose ``exec()`` returns at
once offscreen), so tests drive it with plain mouse events; the table is told through
callbacks: ``on_click(item)``, ``on_drag_start(item)``, ``on_drop(item, scene_pos) -> bool``
(refused: the stone springs back)."""

from __future__ import annotations

import math
from typing import Any, Callable

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject

from gui.board.layout import GridLayout, TablesLayout

__all__ = ["BoardItem", "GridBoardItem", "PointItem", "StoneItem", "DiceItem", "STONE_COLOURS"]

# (face, rim, text) of the two colours of stones: ivory and ebony
STONE_COLOURS = (((250, 243, 222), (196, 178, 140), (70, 52, 30)),
                 ((58, 36, 30), (20, 12, 10), (240, 226, 200)))
WOOD = ((122, 72, 38), (86, 48, 24))         # the frame: light and dark of the grain
FIELD = (236, 222, 186)                       # the field: ivory-coloured baize
POINT_COLOURS = ((150, 40, 34), (36, 62, 44))  # the points: alternately red and green
SQUARE_COLOURS = ((238, 224, 190), (150, 104, 62))   # a chequered board: light (box) and dark (walnut)
LIT = QColor(120, 255, 140)
HINT = QColor(255, 215, 90)


def _wood(p: QPainter, r: QRectF, vertical: bool = False) -> None:
    """A plank of wood with a few grain lines."""
    g = QLinearGradient(r.topLeft(), r.bottomLeft() if not vertical else r.topRight())
    g.setColorAt(0, QColor(*WOOD[0]).lighter(112))
    g.setColorAt(0.5, QColor(*WOOD[0]))
    g.setColorAt(1, QColor(*WOOD[1]))
    p.fillRect(r, g)
    pen = QPen(QColor(70, 38, 18, 60), 1.2)
    p.setPen(pen)
    n = 7
    for k in range(n):
        t = (k + 0.5) / n
        path = QPainterPath()
        if not vertical:
            y = r.top() + t * r.height()
            path.moveTo(r.left(), y)
            steps = 12
            for s in range(1, steps + 1):
                x = r.left() + r.width() * s / steps
                path.lineTo(x, y + 1.6 * math.sin(s * 1.3 + k * 2.1))
        else:
            x = r.left() + t * r.width()
            path.moveTo(x, r.top())
            steps = 12
            for s in range(1, steps + 1):
                y = r.top() + r.height() * s / steps
                path.lineTo(x + 1.6 * math.sin(s * 1.3 + k * 2.1), y)
        p.drawPath(path)


class BoardItem(QGraphicsObject):
    """The frame (wood), the rails with twelve holes a side, the field (ivory) and the bar."""

    def __init__(self, layout: TablesLayout) -> None:
        super().__init__()
        self.layout = layout
        self.setZValue(-50)

    def boundingRect(self) -> QRectF:
        lay = self.layout
        return QRectF(0, 0, lay.width, lay.height)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        lay = self.layout
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = lay.frame
        # shadow, then the frame
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(f.translated(5, 7), 14, 14)
        path = QPainterPath()
        path.addRoundedRect(f, 14, 14)
        p.save()
        p.setClipPath(path)
        _wood(p, f)
        p.restore()
        p.setPen(QPen(QColor(50, 26, 12), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(f, 14, 14)
        # the field
        field = lay.field
        for right in (False, True):
            h = lay.half(right)
            g = QLinearGradient(h.topLeft(), h.bottomRight())
            g.setColorAt(0, QColor(*FIELD).lighter(104))
            g.setColorAt(1, QColor(*FIELD).darker(106))
            p.fillRect(h, g)
        p.setPen(QPen(QColor(60, 32, 14), 2.5))
        p.drawRect(field)
        # the bar
        bar = lay.bar_rect
        _wood(p, bar, vertical=True)
        p.setPen(QPen(QColor(60, 32, 14), 2))
        p.drawRect(bar)
        # the twelve holes on each long rail
        for side in (0, 1):
            for c in lay.rail_holes(side):
                p.setPen(QPen(QColor(40, 20, 8), 1))
                g2 = QRadialGradient(c, 6)
                g2.setColorAt(0, QColor(20, 10, 4))
                g2.setColorAt(1, QColor(70, 40, 18))
                p.setBrush(g2)
                p.drawEllipse(c, 4.5, 4.5)
        # the trays for stones borne off
        for place in ("off0", "off1"):
            r = lay.off_rect(place)
            p.setPen(QPen(QColor(50, 26, 12), 2))
            tp = QPainterPath()
            tp.addRoundedRect(r, 8, 8)
            p.save()
            p.setClipPath(tp)
            _wood(p, r, vertical=True)
            p.fillRect(r.adjusted(6, 6, -6, -6), QColor(60, 34, 18, 120))
            p.restore()
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, 8, 8)


class GridBoardItem(QGraphicsObject):
    """A chequered board (:class:`~gui.board.layout.GridLayout`): the wooden frame with the file
    letters and rank numbers, light and dark squares, and the trays for taken pieces."""

    def __init__(self, layout: GridLayout) -> None:
        super().__init__()
        self.layout = layout
        self.setZValue(-50)

    def boundingRect(self) -> QRectF:
        lay = self.layout
        return QRectF(0, 0, lay.width, lay.height)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        lay = self.layout
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = lay.frame
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(f.translated(5, 7), 10, 10)
        path = QPainterPath()
        path.addRoundedRect(f, 10, 10)
        p.save()
        p.setClipPath(path)
        _wood(p, f)
        p.restore()
        p.setPen(QPen(QColor(50, 26, 12), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(f, 10, 10)
        for sq in range(lay.files * lay.ranks):
            r = lay.square_rect(sq)
            light, dark = (QColor(*c) for c in SQUARE_COLOURS)
            base = dark if lay.is_dark(sq) else light
            g = QLinearGradient(r.topLeft(), r.bottomRight())
            g.setColorAt(0, base.lighter(104))
            g.setColorAt(1, base.darker(104))
            p.fillRect(r, g)
        p.setPen(QPen(QColor(60, 32, 14), 2.5))
        p.drawRect(lay.field)
        font = p.font()
        font.setPixelSize(max(10, int(lay.rail * 0.5)))
        p.setFont(font)
        p.setPen(QColor(*FIELD))
        for text, rect in lay.edge_labels():
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        for place in ("off0", "off1"):
            r = lay.off_rect(place)
            p.setPen(QPen(QColor(50, 26, 12), 2))
            tp = QPainterPath()
            tp.addRoundedRect(r, 8, 8)
            p.save()
            p.setClipPath(tp)
            _wood(p, r, vertical=True)
            p.fillRect(r.adjusted(6, 6, -6, -6), QColor(60, 34, 18, 120))
            p.restore()
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, 8, 8)


class PointItem(QGraphicsObject):
    """One point (a long triangle); lit when the chosen stone can reach it, framed under the
    keyboard focus, gold for a hint.  ``on_click(place)``."""

    def __init__(self, layout: Any, place: Any) -> None:
        super().__init__()
        self.layout = layout
        self.place = place
        self.colour = layout.place_colour(place)
        self.lit = False
        self.focus = False
        self.hint = False
        self.trace = False          # where the last move came from and went (a board of squares shows it)
        self.on_click: Callable[[Any], None] | None = None
        self.label = layout.label(place)          # the point's number, beyond its tip
        self.painted = getattr(layout, "paints_places", True)   # False: the board item paints the places
        self.setZValue(-20)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def rect(self) -> QRectF:
        return self.layout.place_rect(self.place)

    def boundingRect(self) -> QRectF:
        r = self.rect()
        lab = self.layout.label_rect(self.place)
        return (r.united(lab) if not lab.isNull() else r).adjusted(-3, -3, 3, 3)

    def _triangle(self) -> QPainterPath:
        return self.layout.place_shape(self.place)

    def set_marks(self, lit: bool | None = None, focus: bool | None = None, hint: bool | None = None,
                  trace: bool | None = None) -> None:
        if trace is not None:
            self.trace = trace
        if lit is not None:
            self.lit = lit
        if focus is not None:
            self.focus = focus
        if hint is not None:
            self.hint = hint
        self.update()

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        tri = self._triangle()
        if self.colour is not None and self.painted:
            base = QColor(*POINT_COLOURS[self.colour])
            r = tri.boundingRect()
            g = QLinearGradient(r.topLeft(), r.topRight())
            g.setColorAt(0, base.lighter(118))
            g.setColorAt(0.5, base)
            g.setColorAt(1, base.darker(125))
            p.setPen(QPen(base.darker(150), 1))
            p.setBrush(g)
            p.drawPath(tri)
        if self.trace:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(235, 200, 60, 95))
            p.drawPath(tri)
        if self.lit or self.hint:
            c = HINT if self.hint else LIT
            p.setPen(QPen(c, 4))
            glow = QColor(c)
            glow.setAlpha(70)
            p.setBrush(glow)
            p.drawPath(tri)
        if self.label:
            f = p.font()
            f.setPixelSize(18)
            f.setBold(self.lit or self.focus)
            p.setFont(f)
            p.setPen(QColor(90, 60, 30) if not self.lit else QColor(20, 120, 40))
            p.drawText(self.layout.label_rect(self.place), int(Qt.AlignmentFlag.AlignCenter), self.label)
        if self.focus:
            p.setPen(QPen(QColor(60, 60, 200), 3, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(self.rect().adjusted(1, 1, -1, -1))

    def mousePressEvent(self, event: Any) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()

    def mouseReleaseEvent(self, event: Any) -> None:
        if self.on_click is not None:
            self.on_click(self.place)


class StoneItem(QGraphicsObject):
    """A stone of ``colour`` (0 ivory, 1 ebony); ``count`` > 0 writes a number on the top stone
    of a tall stack.  A stone with a ``face`` (a piece of a board game: what it is) is drawn by
    ``painter(p, colour, face, size)`` -- the game's own art -- instead of as a round stone."""

    def __init__(self, colour: int, diameter: float) -> None:
        super().__init__()
        self.colour = colour
        self.d = diameter
        self.place: Any = None
        self.home = QPointF()
        self.home_z = 0.0
        self.count = 0
        self.draggable = False
        self.chosen = False           # picked up by a click or the keys
        self.hint = False
        self.face: Any = None
        self.painter: Callable[[QPainter, int, Any, float], None] | None = None
        self.on_click: Callable | None = None
        self.on_drag_start: Callable | None = None
        self.on_drop: Callable | None = None
        self._press: QPointF | None = None
        self._grab = QPointF()
        self._dragging = False
        self._anim: QPropertyAnimation | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:
        r = self.d / 2 + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.face is not None and self.painter is not None:
            self._paint_piece(p)
            return
        face, rim, text = (QColor(*c) for c in STONE_COLOURS[self.colour])
        r = self.d / 2
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawEllipse(QPointF(2, 3), r, r)
        g = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        g.setColorAt(0, face.lighter(115))
        g.setColorAt(0.6, face)
        g.setColorAt(1, rim)
        p.setBrush(g)
        p.setPen(QPen(rim.darker(130), 1.5))
        p.drawEllipse(QPointF(0, 0), r, r)
        p.setPen(QPen(rim, 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(0, 0), r * 0.68, r * 0.68)
        if self.count > 1:
            f = p.font()
            f.setPixelSize(int(r * 0.8))
            f.setBold(True)
            p.setFont(f)
            p.setPen(text)
            p.drawText(QRectF(-r, -r, 2 * r, 2 * r), int(Qt.AlignmentFlag.AlignCenter), str(self.count))
        if self.chosen or self.hint:
            p.setPen(QPen(HINT if self.hint and not self.chosen else LIT, 4))
            p.drawEllipse(QPointF(0, 0), r + 1, r + 1)
        elif self.draggable:
            p.setPen(QPen(QColor(120, 200, 255, 170), 2))
            p.drawEllipse(QPointF(0, 0), r + 1, r + 1)

    def _paint_piece(self, p: QPainter) -> None:
        """A piece: the game's drawing, its marks a rounded frame around it."""
        assert self.painter is not None
        r = self.d / 2
        p.save()
        self.painter(p, self.colour, self.face, self.d)
        p.restore()
        frame = QRectF(-r - 1, -r - 1, 2 * r + 2, 2 * r + 2)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.chosen or self.hint:
            p.setPen(QPen(HINT if self.hint and not self.chosen else LIT, 4))
            p.drawRoundedRect(frame, r * 0.3, r * 0.3)
        # a piece that may move has no frame of its own (a board full of frames hides the pieces);
        # it lights its squares when it is picked up

    def set_marks(self, legal: bool | None = None, focus: bool | None = None, hint: bool | None = None) -> None:
        """The marks the shared review sets on a table's items (focus: the move played)."""
        if focus is not None:
            self.chosen = focus
        if hint is not None:
            self.hint = hint
        self.update()

    # ------------------------------------------------------------ movement
    def move_to(self, pos: QPointF, z: float, duration: int) -> None:
        self.home = QPointF(pos)
        self.home_z = z
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        if duration <= 0 or not self.isVisible() or (self.pos() - pos).manhattanLength() < 1:
            self.setPos(pos)
            self.setZValue(z)
            return
        self.setZValue(max(z, 500))
        a = QPropertyAnimation(self, b"pos")
        a.setDuration(duration)
        a.setEndValue(pos)
        a.setEasingCurve(QEasingCurve.Type.InOutCubic)
        a.finished.connect(lambda: self.setZValue(self.home_z))
        a.start()
        self._anim = a

    def is_animating(self) -> bool:
        return self._anim is not None and self._anim.state() == QPropertyAnimation.State.Running

    def spring_back(self, duration: int = 150) -> None:
        self.move_to(self.home, self.home_z, duration)

    def mousePressEvent(self, event: Any) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab = event.scenePos() - self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: Any) -> None:
        if self._press is None or not self.draggable:
            return
        if not self._dragging and (event.scenePos() - self._press).manhattanLength() < 6:
            return
        if not self._dragging:
            self._dragging = True
            if self._anim is not None:
                self._anim.stop()
            self.setZValue(1000)
            if self.on_drag_start:
                self.on_drag_start(self)
        self.setPos(event.scenePos() - self._grab)

    def mouseReleaseEvent(self, event: Any) -> None:
        if self._press is None:
            return
        was = self._dragging
        self._dragging = False
        self._press = None
        if was:
            ok = bool(self.on_drop(self, event.scenePos())) if self.on_drop else False
            if not ok:
                self.spring_back(150)
        elif self.on_click:
            self.on_click(self)


_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
         4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
         6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


class DiceItem(QGraphicsObject):
    """The thrown dice, side by side; a die whose number is played is greyed.  ``roll()`` throws
    them in view (they tumble in from the thrower's side)."""

    SIZE = 54.0

    def __init__(self) -> None:
        super().__init__()
        self.values: tuple[int, ...] = ()
        self.used: tuple[bool, ...] = ()
        self.colour = 0
        self._anim: QPropertyAnimation | None = None
        self._spin: QPropertyAnimation | None = None
        self.setZValue(400)

    def boundingRect(self) -> QRectF:
        n = max(len(self.values), 2)
        w = n * self.SIZE + (n - 1) * 16
        return QRectF(-w / 2 - 6, -self.SIZE / 2 - 6, w + 12, self.SIZE + 12)

    def show_dice(self, values: tuple[int, ...], used: tuple[bool, ...], colour: int) -> None:
        self.prepareGeometryChange()
        self.values, self.used, self.colour = tuple(values), tuple(used), colour
        self.setVisible(bool(values))
        self.update()

    def roll(self, start: QPointF, end: QPointF, duration: int) -> None:
        """Throw the dice from ``start`` to ``end`` (scene points) in ``duration`` ms."""
        if duration <= 0:
            self.setPos(end)
            self.setRotation(0)
            return
        self.setPos(start)
        a = QPropertyAnimation(self, b"pos")
        a.setDuration(duration)
        a.setEndValue(end)
        a.setEasingCurve(QEasingCurve.Type.OutCubic)
        a.start()
        self._anim = a
        s = QPropertyAnimation(self, b"rotation")
        s.setDuration(duration)
        s.setStartValue(-200.0)
        s.setEndValue(0.0)
        s.setEasingCurve(QEasingCurve.Type.OutCubic)
        s.start()
        self._spin = s

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = len(self.values)
        w = n * self.SIZE + (n - 1) * 16
        for i, v in enumerate(self.values):
            x = -w / 2 + i * (self.SIZE + 16)
            r = QRectF(x, -self.SIZE / 2, self.SIZE, self.SIZE)
            used = i < len(self.used) and self.used[i]
            face = QColor(252, 248, 236) if self.colour == 0 else QColor(40, 28, 24)
            pip = QColor(30, 20, 14) if self.colour == 0 else QColor(246, 236, 214)
            if used:
                face.setAlpha(110)
                pip.setAlpha(110)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 60 if not used else 25))
            p.drawRoundedRect(r.translated(3, 4), 9, 9)
            g = QLinearGradient(r.topLeft(), r.bottomRight())
            g.setColorAt(0, face.lighter(108))
            g.setColorAt(1, face.darker(112))
            p.setBrush(g)
            p.setPen(QPen(QColor(90, 70, 50, 200 if not used else 90), 1.5))
            p.drawRoundedRect(r, 9, 9)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(pip)
            q = self.SIZE * 0.26
            for dx, dy in _PIPS.get(v, []):
                p.drawEllipse(r.center() + QPointF(dx * q, dy * q), self.SIZE * 0.085, self.SIZE * 0.085)
