"""Card items for a table scene.

A :class:`CardItem` is a ``QGraphicsObject`` showing one card face up or a card back.
It is moved by press-move-release on the item itself (no QDrag), so tests can drive it
with plain mouse events offscreen.  The table gets told through callbacks:

* ``on_click(item)`` / ``on_double_click(item)`` — a press and release without moving;
* ``on_drag_move(item, scene_pos)`` and ``on_drop(item, scene_pos) -> bool``; when the
  drop is refused the item springs back to where it came from.

Faces and backs come from :mod:`gui.art` (pixmaps cached by size and device-pixel ratio).
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from gui import art

CARD_W, CARD_H = 100.0, 150.0  # the art is 2:3
SUIT_GLYPH = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RANK_TEXT = {"T": "10"}
SMALL = 0.5                                     # the scale of the other seats' cards and the won tricks
RED = QColor(176, 24, 32)
BLACK = QColor(20, 20, 24)

def _device_ratio(painter: QPainter, widget=None) -> float:
    """The device-pixel ratio of the screen the card is painted for (2.0 on most HiDPI screens)."""
    if widget is not None:
        return float(widget.devicePixelRatioF()) or 1.0
    dev = painter.device()
    return float(dev.devicePixelRatioF()) if dev is not None else 1.0


def _cache_in_device_pixels(painter: QPainter, dpr: float) -> bool:
    """True when the painter draws into a cache pixmap of ratio 1 sized in device pixels."""
    dev = painter.device()
    return dpr > 1.0 and dev is not None and abs(dev.devicePixelRatioF() - 1.0) < 1e-6


class CardItem(QGraphicsObject):
    """One card on the table (``code`` None for an anonymous back)."""

    def __init__(self, code: str | None, face_up: bool = True) -> None:
        super().__init__()
        self.code = code
        self.face_up = face_up and code is not None
        self.home = QPointF()          # where the layout put it (springs back here)
        self.home_z = 0.0
        self.draggable = False
        self.selected_mark = False     # chosen for discarding
        self.focus_mark = False        # keyboard focus
        self.legal = False             # a legal choice right now
        self.hint = False              # the move the guided deal expects
        self.zone = ""                 # layout zone name
        self.on_click: Callable | None = None
        self.on_double_click: Callable | None = None
        self.on_drag_move: Callable | None = None
        self.on_drop: Callable | None = None
        self.on_drag_start: Callable | None = None
        self._press: QPointF | None = None
        self._grab_offset = QPointF()
        self._dragging = False
        self._anim: QPropertyAnimation | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)

    # -------------------------------------------------------------- drawing
    def boundingRect(self) -> QRectF:
        return QRectF(-8, -20, CARD_W + 16, CARD_H + 28)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(QRectF(0, 0, CARD_W, CARD_H))
        return p

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        code = self.code if self.face_up else None
        dpr = _device_ratio(painter, widget)
        # the item cache paints in device pixels: the transform may already hold the ratio
        scale = abs(painter.worldTransform().m11() or 1.0)
        if _cache_in_device_pixels(painter, dpr):
            scale /= dpr
        w = max(1, round(CARD_W * scale))
        pm = art.card_pixmap(code, w, round(w * CARD_H / CARD_W), dpr)
        painter.drawPixmap(rect, pm, QRectF(pm.rect()))
        if self.legal:
            painter.setPen(QPen(QColor(40, 160, 70, 200), 3))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)
        if self.hint:
            painter.setPen(QPen(QColor(255, 196, 40, 235), 5))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 8, 8)
        if self.focus_mark:
            # outside the card's edge, so the corner index stays readable, and a pointer above it
            painter.setPen(QPen(QColor(255, 200, 40), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 10, 10)
            painter.setPen(QPen(QColor(60, 40, 0), 1))
            painter.setBrush(QColor(255, 200, 40))
            tip = QPainterPath()
            tip.moveTo(8, -7)
            tip.lineTo(20, -7)
            tip.lineTo(14, -1)
            tip.closeSubpath()
            painter.drawPath(tip)

    def set_face(self, code: str | None, face_up: bool) -> None:
        face_up = face_up and code is not None
        if (code, face_up) != (self.code, self.face_up):
            self.code, self.face_up = code, face_up
            self.update()

    def set_marks(self, legal: bool | None = None, focus: bool | None = None, hint: bool | None = None) -> None:
        changed = False
        if legal is not None and legal != self.legal:
            self.legal, changed = legal, True
        if hint is not None and hint != self.hint:
            self.hint, changed = hint, True
        if focus is not None and focus != self.focus_mark:
            self.focus_mark, changed = focus, True
        if changed:
            self.update()

    # ------------------------------------------------------------- movement
    def move_to(self, pos: QPointF, z: float, duration: int, rotation: float = 0.0) -> None:
        self.home = QPointF(pos)
        self.home_z = z
        self.setZValue(z)
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        if self._dragging:
            return
        self.setRotation(rotation)
        if duration <= 0 or (self.pos() - pos).manhattanLength() < 0.5:
            self.setPos(pos)
            return
        a = QPropertyAnimation(self, b"pos", self)
        a.setDuration(duration)
        a.setStartValue(self.pos())
        a.setEndValue(pos)
        a.setEasingCurve(QEasingCurve.Type.OutCubic)
        a.start()
        self._anim = a

    def spring_back(self, duration: int) -> None:
        self.setZValue(self.home_z)
        self.move_to(self.home, self.home_z, max(duration, 0))

    def is_animating(self) -> bool:
        return self._anim is not None and self._anim.state() == QPropertyAnimation.State.Running

    # ---------------------------------------------------------------- mouse
    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab_offset = event.scenePos() - self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:
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
        self.setPos(event.scenePos() - self._grab_offset)
        if self.on_drag_move:
            self.on_drag_move(self, event.scenePos())

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        was_dragging = self._dragging
        self._dragging = False
        self._press = None
        if was_dragging:
            ok = bool(self.on_drop(self, event.scenePos())) if self.on_drop else False
            if not ok:
                self.spring_back(150)
        elif self.on_click:
            self.on_click(self)

    def mouseDoubleClickEvent(self, event) -> None:
        if self.on_double_click:
            self.on_double_click(self)
        event.accept()

    def _get_lift(self) -> float:
        return self.scale()

    def _set_lift(self, v: float) -> None:
        self.setScale(v)

    lift = Property(float, _get_lift, _set_lift)


def card_text(c: Any) -> str:
    """A card as the table writes it: rank and suit sign ("10♥")."""
    return RANK_TEXT.get(c.rank, c.rank) + SUIT_GLYPH.get(c.suit, c.suit)
