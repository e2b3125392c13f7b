"""The board of squares (gui/board/layout.py GridLayout) that chess will sit at: every square
found where it is drawn, the board turned for the other side, a dark corner at the left, and the
board item drawing light and dark squares where the layout says."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from gui.board.layout import GridLayout


def test_every_square_is_found_where_it_stands():
    for flipped in (False, True):
        lay = GridLayout(flipped=flipped)
        squares = [p for p in lay.places if isinstance(p, int)]
        assert len(squares) == 64 and "off0" in lay.places and "off1" in lay.places
        for sq in squares:
            r = lay.square_rect(sq)
            assert lay.field.contains(r.center())
            assert lay.place_at(r.center(), lay.places) == sq
            assert lay.stone_pos(sq, 0, 1) == r.center()
        # the trays do not overlap the board
        for tray in ("off0", "off1"):
            assert not lay.off_rect(tray).intersects(lay.frame)
            assert lay.place_at(lay.off_rect(tray).center(), lay.places) == tray
        assert lay.place_at(QPointF(1, 1), lay.places) is None


def test_orientation_and_colours():
    lay = GridLayout()
    a1, h1, a8 = 0, 7, 56
    assert lay.label(a1) == "a1" and lay.label(63) == "h8"
    assert lay.is_dark(a1) and not lay.is_dark(h1)            # a light square at each player's right
    assert lay.square_rect(a1).left() < lay.square_rect(h1).left()
    assert lay.square_rect(a1).top() > lay.square_rect(a8).top()   # White's first rank at the bottom
    turned = GridLayout(flipped=True)
    assert turned.square_rect(a1).left() > turned.square_rect(h1).left()
    assert turned.square_rect(a1).top() < turned.square_rect(a8).top()
    letters = [t for t, _ in lay.edge_labels()]
    assert letters.count("a") == 2 and letters.count("8") == 2


def test_board_item_draws_the_squares(qapp):
    lay = GridLayout(width=600, height=450)
    scene = QGraphicsScene(0, 0, lay.width, lay.height)
    scene.addItem(lay.make_board_item())
    img = QImage(int(lay.width), int(lay.height), QImage.Format.Format_RGB32)
    img.fill(0)
    p = QPainter(img)
    scene.render(p)
    p.end()

    def lightness(sq: int) -> int:
        c = lay.square_rect(sq).center()
        return img.pixelColor(int(c.x()), int(c.y())).lightness()

    assert lightness(0) + 40 < lightness(7)       # a1 dark, h1 light
    assert lightness(63) + 40 < lightness(56)     # h8 dark, a8 light
