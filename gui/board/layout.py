"""Board geometries a game of the board chooses (``BoardHooks.layout``).

A layout knows where the places of a board are in the scene and nothing of any game: which
place a scene point falls on, its outline, colour and label, where the ``i``-th of ``n`` stones
on a place stands, where the dice lie, where the holes of the rails are, and which item draws
the board itself (``make_board_item``).  The table asks only these, so another geometry is
another layout class with the same methods.  Places are plain keys (ints for the points of
a game of tables, ``"off0"``/``"off1"`` for the stones borne off).  A further geometry (a board of
squares) is another class with the same methods.

:class:`TablesLayout` -- 24 points in four tables of six, seen from the person at the bottom:
points 1-12 run along the bottom from left to right (1-6 the left table, 7-12 the right one),
13-24 along the top from right to left, so 24 stands above 1.  A game numbers its points in this
frame (the person's own point ``p`` is ``p``; the opponent's ``q`` is ``25 - q`` when the two
move in opposite directions).

:class:`GridLayout` -- a board of squares, ``files`` by ``ranks`` (8×8 by default), one piece a
square, with the squares numbered ``file + files * rank`` from the bottom left as seen from the side
that sits at the bottom (``flipped`` turns the board for the other side), file letters and rank
numbers on the frame, and two trays beside the board (``"off0"``, ``"off1"``: the pieces each side
has taken).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

__all__ = ["TablesLayout", "GridLayout"]


@dataclass(frozen=True)
class TablesLayout:
    """The board of a game of tables in scene coordinates."""

    width: float = 1200.0
    height: float = 900.0
    top: float = 74.0              # the frame's outer top edge (room above for the opponent's name)
    bottom_room: float = 110.0     # room under the frame (the person's name, the messages)
    rail: float = 42.0             # the frame's rails (the holes for the pegs)
    tray: float = 74.0             # the tray for stones borne off, left of the frame
    bar: float = 44.0              # the bar between the left and the right tables
    stone: float = 68.0            # a stone's diameter
    point_depth: float = 0.40      # a point's length as a share of the field's height
    points: int = 24

    # -------------------------------------------------------------- the frame
    @property
    def frame(self) -> QRectF:
        return QRectF(self.tray + 8, self.top, self.width - self.tray - 16, self.height - self.top - self.bottom_room)

    @property
    def field(self) -> QRectF:
        return self.frame.adjusted(self.rail, self.rail, -self.rail, -self.rail)

    @property
    def point_w(self) -> float:
        return (self.field.width() - self.bar) / 12.0

    def half(self, right: bool) -> QRectF:
        f = self.field
        w = (f.width() - self.bar) / 2
        return QRectF(f.left() + (w + self.bar if right else 0), f.top(), w, f.height())

    @property
    def bar_rect(self) -> QRectF:
        f = self.field
        w = (f.width() - self.bar) / 2
        return QRectF(f.left() + w, f.top(), self.bar, f.height())

    # ------------------------------------------------------------- the points
    def column(self, point: int) -> int:
        """0-11 from the left."""
        return point - 1 if point <= 12 else 24 - point

    def is_bottom(self, point: int) -> bool:
        return point <= 12

    def point_rect(self, point: int) -> QRectF:
        """The rectangle a point's triangle stands in (its base on the rail)."""
        f = self.field
        c = self.column(point)
        x = f.left() + c * self.point_w + (self.bar if c >= 6 else 0)
        depth = f.height() * self.point_depth
        y = f.bottom() - depth if self.is_bottom(point) else f.top()
        return QRectF(x, y, self.point_w, depth)

    def point_base(self, point: int) -> QPointF:
        r = self.point_rect(point)
        return QPointF(r.center().x(), r.bottom() if self.is_bottom(point) else r.top())

    def stone_pos(self, place: Any, i: int, n: int) -> QPointF:
        """The centre of the ``i``-th (0: at the base) of ``n`` stones on ``place``; a tall
        stack closes up so it stays within its point."""
        d = self.stone
        if isinstance(place, str):              # borne off: a row in the tray
            r = self.off_rect(place)
            step = min(d * 0.3, (r.height() - d) / max(n - 1, 1))
            y = r.top() + d / 2 + i * step if place.endswith("0") else r.bottom() - d / 2 - i * step
            return QPointF(r.center().x(), y)
        depth = self.field.height() * self.point_depth + 10
        step = d if n <= 5 else min(d, (depth - d) / (n - 1))
        base = self.point_base(int(place))
        off = d / 2 + i * step
        return QPointF(base.x(), base.y() - off if self.is_bottom(int(place)) else base.y() + off)

    def off_rect(self, place: str) -> QRectF:
        """The tray left of the frame: stones of side 0 borne off at the top, side 1's at the bottom."""
        f = self.frame
        h = f.height() / 2 - 6
        y = f.top() if place.endswith("0") else f.bottom() - h
        return QRectF(4, y, self.tray, h)

    def place_rect(self, place: Any) -> QRectF:
        """Where a stone may be dropped on ``place`` (the whole column of a point)."""
        if isinstance(place, str):
            return self.off_rect(place)
        r = self.point_rect(int(place))
        return r.adjusted(0, 0, 0, 10) if self.is_bottom(int(place)) else r.adjusted(0, -10, 0, 0)

    def place_at(self, pos: QPointF, places: list) -> Any:
        """The place of ``places`` under ``pos`` (scene coordinates), or None."""
        for p in places:
            if self.place_rect(p).contains(pos):
                return p
        # between the tips of the points: the nearer column in that half
        f = self.field
        if f.contains(pos):
            bottom = pos.y() > f.center().y()
            for p in places:
                if isinstance(p, int) and self.is_bottom(p) == bottom:
                    r = self.point_rect(p)
                    if r.left() <= pos.x() < r.right():
                        return p
        return None

    # ---------------------------------------------------- dice, rails, texts
    def dice_centre(self) -> QPointF:
        h = self.half(True)
        return QPointF(h.center().x(), h.center().y())

    def middle_band(self, right: bool) -> QRectF:
        """The band between the tips of the points in one half (the words of the scores)."""
        h = self.half(right)
        depth = h.height() * self.point_depth
        return QRectF(h.left() + 6, h.top() + depth + 4, h.width() - 12, h.height() - 2 * depth - 8)

    def rail_holes(self, side: int) -> list[QPointF]:
        """The twelve holes for a side's peg on its rail (side 0: the bottom rail), counted from
        the left, where the stacks stand."""
        f = self.frame
        y = f.bottom() - 11 if side == 0 else f.top() + 11
        xs = []
        for c in range(12):
            x = self.field.left() + (c + 0.5) * self.point_w + (self.bar if c >= 6 else 0)
            xs.append(x)
        return [QPointF(x, y) for x in xs]

    def name_pos(self, side: int) -> QPointF:
        """Where a side's name and count stand (side 0 under the frame, 1 above it)."""
        f = self.frame
        return QPointF(f.left(), f.bottom() + 8) if side == 0 else QPointF(f.left(), 8)

    def message_rect(self) -> QRectF:
        """The band under the frame, right of the person's name, for the messages."""
        f = self.frame
        return QRectF(f.left() + 300, f.bottom() + 6, f.width() - 300, self.bottom_room - 10)

    # ------------------------------------------------------------ what the table asks
    def make_board_item(self) -> Any:
        """The item that draws the board under the places (frame, field, rails)."""
        from gui.board.items import BoardItem

        return BoardItem(self)

    def place_shape(self, place: Any) -> QPainterPath:
        """A place's outline: a point's long triangle, or the rounded tray."""
        path = QPainterPath()
        if isinstance(place, str):
            path.addRoundedRect(self.off_rect(place), 8, 8)
            return path
        r = self.point_rect(int(place))
        inset = r.width() * 0.06
        if self.is_bottom(int(place)):
            path.moveTo(r.left() + inset, r.bottom())
            path.lineTo(r.right() - inset, r.bottom())
            path.lineTo(r.center().x(), r.top())
        else:
            path.moveTo(r.left() + inset, r.top())
            path.lineTo(r.right() - inset, r.top())
            path.lineTo(r.center().x(), r.bottom())
        path.closeSubpath()
        return path

    def place_colour(self, place: Any) -> int | None:
        """0 or 1: the colour a place is painted in (None: not painted, a tray)."""
        return self.column(place) % 2 if isinstance(place, int) else None

    def label(self, place: Any) -> str:
        return str(place) if isinstance(place, int) else ""

    def label_rect(self, place: Any) -> QRectF:
        """Where a place's label stands: beyond the point's tip."""
        if isinstance(place, str):
            return QRectF()
        r = self.point_rect(int(place))
        if self.is_bottom(int(place)):
            return QRectF(r.left(), r.top() - 23, r.width(), 21)
        return QRectF(r.left(), r.bottom() + 2, r.width(), 21)

    def bow(self, place: Any) -> float:
        """Which way an arrow from ``place`` bends (scene y): into the board."""
        return -50.0 if not isinstance(place, int) or self.is_bottom(place) else 50.0

    def score_band(self) -> QRectF:
        """Where the scores are written in words: between the tips of the left half's points."""
        return self.middle_band(False)

    paints_places = True
    one_a_place = False

    def stone_scale(self, place: Any) -> float:
        return 1.0

    @property
    def places(self) -> list:
        return list(range(1, self.points + 1)) + ["off0", "off1"]


@dataclass(frozen=True)
class GridLayout:
    """A board of ``files`` × ``ranks`` squares in scene coordinates (8×8 by default).

    Places are square numbers ``file + files * rank`` (0 the bottom-left square of the side that
    sits at the bottom when not ``flipped``) and the trays ``"off0"`` (beside the board, at the
    bottom: what side 0 has taken) and ``"off1"`` (at the top).  The bottom-left square is dark
    when ``dark_corner`` is true (the game says which colour each player's right-hand corner has)."""

    files: int = 8
    ranks: int = 8
    flipped: bool = False
    width: float = 1200.0
    height: float = 900.0
    top: float = 60.0              # the frame's outer top edge (room above for the opponent's name)
    bottom_room: float = 96.0      # room under the frame (the person's name, the messages)
    rail: float = 34.0             # the frame around the squares (file letters and rank numbers)
    tray: float = 150.0            # the trays for taken pieces, right of the frame
    dark_corner: bool = True

    # -------------------------------------------------------------- the frame
    @property
    def square(self) -> float:
        avail_h = self.height - self.top - self.bottom_room - 2 * self.rail
        avail_w = self.width - self.tray - 24 - 2 * self.rail
        return min(avail_h / self.ranks, avail_w / self.files)

    @property
    def field(self) -> QRectF:
        """The squares."""
        q = self.square
        w, h = q * self.files, q * self.ranks
        left = (self.width - self.tray - 8 - w) / 2
        return QRectF(left, self.top + self.rail, w, h)

    @property
    def frame(self) -> QRectF:
        return self.field.adjusted(-self.rail, -self.rail, self.rail, self.rail)

    @property
    def stone(self) -> float:
        """A piece's size (the table sizes its items by it)."""
        return self.square * 0.86

    # ------------------------------------------------------------- the squares
    def file_rank(self, place: int) -> tuple[int, int]:
        return place % self.files, place // self.files

    def square_rect(self, place: int) -> QRectF:
        f, r = self.file_rank(place)
        col = self.files - 1 - f if self.flipped else f
        row = r if self.flipped else self.ranks - 1 - r     # rows from the top of the scene
        fld = self.field
        return QRectF(fld.left() + col * self.square, fld.top() + row * self.square, self.square, self.square)

    def is_dark(self, place: int) -> bool:
        f, r = self.file_rank(place)
        return ((f + r) % 2 == 0) == self.dark_corner

    def off_rect(self, place: str) -> QRectF:
        """The tray right of the frame: side 1's takings at the top, side 0's at the bottom."""
        fr = self.frame
        h = fr.height() / 2 - 6
        y = fr.bottom() - h if place.endswith("0") else fr.top()
        return QRectF(fr.right() + 12, y, self.tray - 16, h)

    def stone_pos(self, place: Any, i: int, n: int) -> QPointF:
        """A piece's centre: the square's centre; in a tray, rows of three from the inner edge."""
        if isinstance(place, str):
            r = self.off_rect(place)
            per_row = 3
            step = min(self.stone * 0.62, (r.width() - 8) / per_row)
            col, row = i % per_row, i // per_row
            x = r.left() + 4 + step * (col + 0.5)
            y = (r.bottom() - step * (row + 0.5) - 4) if place.endswith("0") else (r.top() + step * (row + 0.5) + 4)
            return QPointF(x, y)
        return self.square_rect(int(place)).center()

    def place_rect(self, place: Any) -> QRectF:
        return self.off_rect(place) if isinstance(place, str) else self.square_rect(int(place))

    def place_at(self, pos: QPointF, places: list) -> Any:
        """The place of ``places`` under ``pos`` (scene coordinates), or None."""
        for p in places:
            if self.place_rect(p).contains(pos):
                return p
        return None

    def place_shape(self, place: Any) -> QPainterPath:
        path = QPainterPath()
        if isinstance(place, str):
            path.addRoundedRect(self.off_rect(place), 8, 8)
        else:
            path.addRect(self.square_rect(int(place)))
        return path

    def place_colour(self, place: Any) -> int | None:
        """1 for a dark square, 0 for a light one (None: a tray)."""
        return None if isinstance(place, str) else int(self.is_dark(int(place)))

    def label(self, place: Any) -> str:
        """A square's name, ``a1`` … (files by letter, ranks by number)."""
        if isinstance(place, str):
            return ""
        f, r = self.file_rank(int(place))
        return f"{chr(ord('a') + f)}{r + 1}"

    def label_rect(self, place: Any) -> QRectF:
        return QRectF()

    def edge_labels(self) -> list[tuple[str, QRectF]]:
        """The file letters under and above the squares and the rank numbers beside them."""
        out = []
        fld = self.field
        for f in range(self.files):
            r = self.square_rect(f)
            for y in (fld.bottom(), fld.top() - self.rail):
                out.append((chr(ord("a") + f), QRectF(r.left(), y, r.width(), self.rail)))
        for rk in range(self.ranks):
            r = self.square_rect(rk * self.files)
            for x in (fld.left() - self.rail, fld.right()):
                out.append((str(rk + 1), QRectF(x, r.top(), self.rail, r.height())))
        return out

    def bow(self, place: Any) -> float:
        return 0.0

    #: the board item paints the squares (the places only show their marks)
    paints_places = False
    #: one piece a square: a piece moved onto a square takes the other's place
    one_a_place = True

    def stone_scale(self, place: Any) -> float:
        """A piece in a tray is drawn smaller than on the board."""
        return 0.56 if isinstance(place, str) else 1.0

    # ---------------------------------------------------- texts and what a board of tables has
    def name_pos(self, side: int) -> QPointF:
        fr = self.frame
        return QPointF(fr.left(), fr.bottom() + 8) if side == 0 else QPointF(fr.left(), 8)

    def message_rect(self) -> QRectF:
        fr = self.frame
        return QRectF(fr.left() + 300, fr.bottom() + 6, max(100.0, self.width - fr.left() - 310), self.bottom_room - 10)

    def score_band(self) -> QRectF:
        """Where words about the game are written: the tray column's middle."""
        fr = self.frame
        return QRectF(fr.right() + 12, fr.center().y() - 40, self.tray - 16, 80)

    def dice_centre(self) -> QPointF:
        return self.score_band().center()

    def rail_holes(self, side: int) -> list[QPointF]:
        return []

    def make_board_item(self) -> Any:
        from gui.board.items import GridBoardItem

        return GridBoardItem(self)

    @property
    def places(self) -> list:
        return list(range(self.files * self.ranks)) + ["off0", "off1"]
