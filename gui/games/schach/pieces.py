"""The chess pieces, drawn in code in the manner of the turned sets of the 18th century (the
French *Régence* pattern and its German kin), not the Staunton pattern of 1849: tall slender
balusters with collars on a round foot; the pawn a ball on a short baluster, the rook a
barrel-shaped tower with a low crenellated rim, the bishop a mitre with its slit, the knight a
horse's head on a turned stem, the queen a coronet of small balls round a finial, the king a
closed crown under a cross.  Ivory (White) and ebony (Black), as vector paths with gradients, so
they are crisp at any size and device-pixel ratio.

:func:`paint_piece` is the board's ``BoardHooks.paint_stone``: ``face`` is the piece's letter
(``p n b r q k``), ``colour`` 0 ivory, 1 ebony; the piece is centred on the origin and fills a
square of ``size``."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

__all__ = ["paint_piece", "piece_path", "PIECES"]

PIECES = "pnbrqk"

# (fill light, fill dark, outline, detail lines) for ivory and ebony
_COLOURS = (
    ((255, 250, 234), (214, 196, 156), (74, 50, 26), (150, 120, 80)),
    ((96, 74, 62), (22, 14, 12), (226, 208, 172), (150, 126, 100)),
)


def _turned(profile: list[tuple[float, float]]) -> QPainterPath:
    """A turned body: ``profile`` is (half-width, y) from the foot up on the right-hand side; the
    left side mirrors it.  Corners are softened (each point is a control point of a curve
    through the midpoints), as a lathe leaves them."""
    right = [QPointF(x, y) for x, y in profile]
    left = [QPointF(-x, y) for x, y in reversed(profile)]
    pts = right + left
    path = QPainterPath(QPointF(0, profile[0][1]))
    path.lineTo(right[0])
    for i in range(1, len(pts) - 1):
        mid = (pts[i] + pts[i + 1]) / 2
        path.quadTo(pts[i], mid)
    path.lineTo(pts[-1])
    path.closeSubpath()
    return path


def _ball(cx: float, cy: float, r: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), r, r)
    return p


#: the foot every piece stands on: a wide plinth, a bead and a cove
_FOOT = [(0.33, 0.47), (0.34, 0.43), (0.31, 0.40), (0.27, 0.385), (0.28, 0.355), (0.21, 0.33)]


def _pawn() -> QPainterPath:
    body = _turned([(0.27, 0.47), (0.28, 0.435), (0.25, 0.41), (0.22, 0.40), (0.23, 0.375), (0.16, 0.35),
                    (0.10, 0.26), (0.075, 0.14), (0.07, 0.07), (0.14, 0.045), (0.14, 0.015), (0.06, 0.0),
                    (0.05, -0.02)])
    return body.united(_ball(0, -0.115, 0.125)).simplified()


def _rook() -> QPainterPath:
    body = _turned(_FOOT + [(0.15, 0.28), (0.12, 0.18), (0.13, 0.12), (0.19, 0.09), (0.19, 0.06), (0.15, 0.04),
                            (0.17, -0.05), (0.19, -0.16), (0.19, -0.22), (0.225, -0.25), (0.225, -0.29)])
    # the rim: four merlons seen in front, the embrasures cut down into it
    top = QPainterPath()
    top.addRect(QRectF(-0.225, -0.31, 0.45, 0.06))
    merlons = QPainterPath()
    w = 0.45 / 7
    for k in (0, 2, 4, 6):
        merlons.addRect(QRectF(-0.225 + k * w, -0.40, w, 0.10))
    return body.united(top).united(merlons).simplified()


def _bishop() -> QPainterPath:
    body = _turned(_FOOT + [(0.12, 0.25), (0.075, 0.12), (0.065, 0.02), (0.13, -0.005), (0.13, -0.035),
                            (0.07, -0.05), (0.06, -0.06)])
    mitre = QPainterPath()
    mitre.moveTo(0, -0.40)
    mitre.cubicTo(0.16, -0.33, 0.18, -0.12, 0.07, -0.055)
    mitre.lineTo(-0.07, -0.055)
    mitre.cubicTo(-0.18, -0.12, -0.16, -0.33, 0, -0.40)
    mitre.closeSubpath()
    # the slit: a notch cut into the mitre from the right
    slit = QPainterPath()
    slit.moveTo(0.17, -0.30)
    slit.lineTo(-0.01, -0.19)
    slit.lineTo(0.0, -0.165)
    slit.lineTo(0.17, -0.255)
    slit.closeSubpath()
    return body.united(mitre).subtracted(slit).united(_ball(0, -0.435, 0.045)).simplified()


def _knight() -> QPainterPath:
    body = _turned(_FOOT + [(0.15, 0.28), (0.12, 0.20), (0.17, 0.17), (0.17, 0.14)])
    head = QPainterPath()
    head.moveTo(0.17, 0.15)                  # the back of the neck, at the collar
    head.cubicTo(0.24, 0.02, 0.23, -0.18, 0.14, -0.30)   # the crest of the neck
    head.quadTo(0.10, -0.36, 0.08, -0.38)
    head.lineTo(0.07, -0.47)                 # the ear
    head.lineTo(0.02, -0.39)
    head.cubicTo(-0.08, -0.37, -0.17, -0.29, -0.24, -0.17)   # the forehead and the face
    head.cubicTo(-0.28, -0.11, -0.31, -0.07, -0.29, -0.03)   # the muzzle
    head.quadTo(-0.26, 0.005, -0.19, -0.02)  # the mouth and the chin
    head.cubicTo(-0.13, -0.06, -0.08, -0.07, -0.06, -0.05)   # the jaw
    head.cubicTo(-0.06, 0.02, -0.12, 0.10, -0.15, 0.15)      # the throat, down to the collar
    head.closeSubpath()
    return body.united(head).simplified()


def _queen() -> QPainterPath:
    body = _turned(_FOOT + [(0.13, 0.26), (0.075, 0.12), (0.06, 0.00), (0.07, -0.06), (0.14, -0.085),
                            (0.14, -0.11), (0.08, -0.13), (0.12, -0.20), (0.19, -0.27), (0.20, -0.295),
                            (0.12, -0.30), (0.05, -0.34)])
    crown = body
    for k in range(-2, 3):               # the coronet: five small balls on the rim
        crown = crown.united(_ball(k * 0.085, -0.305 - 0.018 * (2 - abs(k)), 0.036))
    return crown.united(_ball(0, -0.40, 0.06)).simplified()


def _king() -> QPainterPath:
    body = _turned(_FOOT + [(0.14, 0.26), (0.08, 0.12), (0.065, 0.00), (0.075, -0.06), (0.15, -0.085),
                            (0.15, -0.11), (0.085, -0.13), (0.14, -0.20), (0.19, -0.26), (0.17, -0.31),
                            (0.08, -0.345), (0.04, -0.35)])
    upright, arm = QPainterPath(), QPainterPath()
    upright.addRect(QRectF(-0.025, -0.49, 0.05, 0.15))
    arm.addRect(QRectF(-0.075, -0.445, 0.15, 0.045))
    return body.united(upright).united(arm).united(_ball(0, -0.345, 0.045)).simplified()


_MAKERS = {"p": _pawn, "n": _knight, "b": _bishop, "r": _rook, "q": _queen, "k": _king}


@lru_cache(maxsize=None)
def piece_path(face: str) -> QPainterPath:
    """The outline of a piece (``p n b r q k``) in a unit square centred on the origin."""
    return _MAKERS[face.lower()]()


def _details(face: str) -> list[QPainterPath]:
    """Lines carved into a piece (collars, the knight's eye and mane), in unit coordinates."""
    out = []
    f = face.lower()
    collar = QPainterPath()
    collar.moveTo(-0.25, 0.385)
    collar.quadTo(0, 0.40, 0.25, 0.385)
    out.append(collar)
    if f == "n":
        eye = QPainterPath()
        eye.addEllipse(QPointF(-0.09, -0.27), 0.022, 0.018)
        mane = QPainterPath()
        for k in range(4):
            y = -0.30 + k * 0.1
            mane.moveTo(0.15 + 0.02 * k, y)
            mane.lineTo(0.10 + 0.02 * k, y + 0.06)
        nostril = QPainterPath()
        nostril.moveTo(-0.255, -0.09)
        nostril.quadTo(-0.24, -0.06, -0.225, -0.085)
        out += [eye, mane, nostril]
    elif f in "qk":
        band = QPainterPath()
        band.moveTo(-0.14, -0.10)
        band.quadTo(0, -0.08, 0.14, -0.10)
        out.append(band)
    elif f == "r":
        band = QPainterPath()
        band.moveTo(-0.18, -0.12)
        band.lineTo(0.18, -0.12)
        band.moveTo(-0.16, 0.0)
        band.lineTo(0.16, 0.0)
        out.append(band)
    return out


def paint_piece(p: QPainter, colour: int, face: str, size: float) -> None:
    """Draw the piece ``face`` of ``colour`` (0 ivory, 1 ebony) centred on the origin, ``size`` high."""
    light, dark, outline, detail = (QColor(*c) for c in _COLOURS[1 if colour else 0])
    t = QTransform.fromScale(size, size)
    path = t.map(piece_path(face))
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # the shadow on the square
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 55))
    p.drawEllipse(QPointF(size * 0.03, size * 0.45), size * 0.33, size * 0.06)
    g = QLinearGradient(QPointF(-size * 0.3, -size * 0.2), QPointF(size * 0.3, size * 0.2))
    g.setColorAt(0, light)
    g.setColorAt(0.45, light.darker(104) if colour == 0 else light)
    g.setColorAt(1, dark)
    p.setBrush(g)
    p.setPen(QPen(outline, max(1.0, size * 0.022), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                  Qt.PenJoinStyle.RoundJoin))
    p.drawPath(path)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(detail, max(0.8, size * 0.014), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for d in _details(face):
        p.drawPath(t.map(d))
