"""The later exchange of a pawn that stayed a pawn on the last rank (our reading of spec §4's
chess additions): offered as its owner's move once its side has lost a piece, only the kinds
lost, never in check, not under the option's "no" nor under today's promotion; played and taken
back by python-chess as a drop (``Q@a8``), written ``a8=Q``, and kept by PGN and pickling."""

from __future__ import annotations

import pickle
from dataclasses import replace

import chess
import pytest

from engine.games.schach import BOOK_1782, MODERN, ChessMove, position, replay
from engine.games.schach.options import describe, parse_description
from engine.games.schach.pgn import from_pgn, to_pgn
from engine.protocol import IllegalAction

# the pawn takes its way to a8 with nothing lost (it stays a pawn), then the queens come off
LINE = "e4 d5 exd5 c6 dxc6 Nf6 cxb7 Bf5 b7a8 e5 Bc4 Bc5 Nf3 Ng4 d4 Bb4+ e1g1 exd4 Qxd4 Qxd4".split()


def exchanges(st) -> list[str]:
    return sorted(str(a) for a in st.legal_actions() if "@" in str(a))


def test_no_exchange_while_nothing_is_lost_then_the_lost_queen_is_offered():
    before = replay(BOOK_1782, LINE[:-2])              # the pawn stands on a8, nothing of White's lost
    assert before.board.piece_at(chess.A8) == chess.Piece(chess.PAWN, chess.WHITE)
    assert exchanges(before) == []
    st = replay(BOOK_1782, LINE)                        # White's queen is gone now
    assert exchanges(st) == ["Q@a8"]
    after, events = st.apply(ChessMove("Q@a8"))
    assert after.board.piece_at(chess.A8) == chess.Piece(chess.QUEEN, chess.WHITE)
    assert after.sans[-1] == "a8=Q" and after.observation(0).lost[0] == ""
    (ev,) = events
    assert ev.kind == "move" and ev.data["exchange"] and ev.data["promotion"] == "q" and ev.data["to"] == "a8"
    assert after.current_player() == 1                  # it was White's move


def test_only_the_kinds_lost_and_the_refusals_say_why():
    # White: king, a pawn that stayed on a8; queen, both rooks and a knight lost
    st = position(BOOK_1782, "P3k3/8/8/8/8/8/8/2B1KBN1 w - - 0 1")
    assert exchanges(st) == ["N@a8", "Q@a8", "R@a8"]
    with pytest.raises(IllegalAction) as e:
        st.apply(ChessMove("B@a8"))                     # both bishops still on the board
    assert e.value.code == "promotion_not_lost"
    with pytest.raises(IllegalAction) as e:
        st.apply(ChessMove("Q@b8"))                     # no pawn of his there
    assert e.value.code == "no_piece"


def test_a_piece_exchanged_in_can_give_check_and_mate():
    st = position(BOOK_1782, "P6k/8/6K1/8/8/8/8/8 w - - 0 1")
    after, events = st.apply(ChessMove("R@a8"))
    assert [e.kind for e in events] == ["move", "check", "game_end"] and after.sans[-1] == "a8=R#"
    assert after.scores() == [1.0, -1.0]


def test_never_in_check_nor_under_the_option_no_nor_today():
    in_check = position(BOOK_1782, "P3k3/8/8/8/8/8/8/r3K3 w - - 0 1")
    assert exchanges(in_check) == []
    with pytest.raises(IllegalAction) as e:
        in_check.apply(ChessMove("Q@a8"))
    assert e.value.code == "into_check"
    fen = "P3k3/8/8/8/8/8/8/4K3 w - - 0 1"
    assert exchanges(position(BOOK_1782, fen)) == ["B@a8", "N@a8", "Q@a8", "R@a8"]
    assert exchanges(position(replace(BOOK_1782, late_exchange=False), fen)) == []
    assert exchanges(position(MODERN, fen)) == []


def test_the_exchange_is_written_read_back_and_pickled():
    st = replay(BOOK_1782, LINE + ["a8=Q", "Qxc4"])       # SAN read too
    assert st.sans[-2] == "a8=Q"
    assert from_pgn(to_pgn(st, ("A", "B"))).board.fen() == st.board.fen()
    assert pickle.loads(pickle.dumps(st)).board.fen() == st.board.fen()
    assert parse_description(describe(replace(BOOK_1782, late_exchange=False))).late_exchange is False
    assert "late_exchange=on" in describe(BOOK_1782)
