"""The shared board's banner (gui/board/table.py), driven through the chess of 1782: a banner of
the play ("Check!") lasts a moment, goes with the next move, and never covers a piece the person
may move nor the king in check; a banner of the game's end stays longer."""

from __future__ import annotations

import random

import chess
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from engine.games.schach import SPEC, ChessMove, position
from gui.session import GameSession

from gui_drive import open_window, view_point, wait_for_human

BOOK = SPEC.presets["book_1782"]
SQ = chess.parse_square


class Scripted:
    """A computer player that plays the moves it is given, in turn."""

    name = "scripted"

    def __init__(self, moves: list[str]) -> None:
        self.moves = list(moves)

    def choose(self, observation, rng: random.Random):
        return ChessMove(self.moves.pop(0))


def start(qtbot, window, fen: str, replies: list[str]):
    window.switch_game("schach")
    sess = GameSession("schach", "book_1782", BOOK, ["human", "schach-beginner"], 5, human=0,
                       start=position(BOOK, fen))
    t = window.table
    t.speed = "instant"
    t.start(sess)
    wait_for_human(qtbot, t, timeout=20000)
    t.players["schach-beginner"] = Scripted(replies)
    return t


def drag(t, src: str, dst: str) -> None:
    vp = t.view.viewport()
    a = view_point(t, t.stone_on(SQ(src)).scenePos())
    b = view_point(t, t.layout_.place_rect(SQ(dst)).center())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * (i / 5))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, b)


def covers(t, square: str) -> bool:
    """Whether the banner covers the piece on ``square`` (the piece as drawn)."""
    return t.banner_back.sceneBoundingRect().intersects(t.stone_on(SQ(square)).sceneBoundingRect())


def test_check_banner_keeps_clear_of_the_pieces_to_move_and_goes_with_the_next_move(qtbot):
    window = open_window(qtbot)
    # the white rooks stand on d7 and e7, where the banner would go; Black answers a3 with Qe5+
    t = start(qtbot, window, "k7/3RR3/8/7q/8/8/P7/4K3 w - - 0 1", ["h5e5"])
    drag(t, "a2", "a3")
    wait_for_human(qtbot, t, timeout=20000)
    assert t.session.state.board.is_check()
    assert t.banner.text() == "Check!" and t.banner_back.isVisible()
    # where it went before: over the top of the field, on the rook that may take the queen
    f = t.layout_.field
    back = t.banner_back.rect()
    home = QRectF(f.center().x() - back.width() / 2, f.top() + f.height() * 0.2 - back.height() / 2,
                  back.width(), back.height())
    assert home.intersects(t.stone_on(SQ("e7")).sceneBoundingRect())
    movable = {chess.square_name(m.from_square) for m in t.session.state.legal_moves()}
    assert movable == {"e1", "e7"}
    for sq in movable | {"e1"}:
        assert not covers(t, sq), sq
    # and, there being room, it covers no piece at all (the rook on d7 and the checking queen stay in view)
    for sq in t.session.state.board.piece_map():
        assert not covers(t, chess.square_name(sq)), chess.square_name(sq)
    assert t.layout_.field.contains(t.banner_back.rect())
    # a moment's banner: shorter than the end's, and gone with the next move
    assert t._banner_timer.isActive() and t._banner_timer.interval() <= 1000
    drag(t, "e7", "e5")
    assert t.session.state.board.piece_at(SQ("e5")) == chess.Piece(chess.ROOK, chess.WHITE)
    assert not t.banner_back.isVisible() and t.banner.text() == ""
    window.close()


def test_the_banner_of_the_end_stays_longer(qtbot):
    window = open_window(qtbot)
    t = start(qtbot, window, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", [])
    drag(t, "a1", "a8")
    assert t.session.is_over() and t.banner.text() == "Checkmate!"
    assert t._banner_timer.interval() >= 2000
    window.close()
