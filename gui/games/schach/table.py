"""The chess of 1782 at the shared board (:mod:`gui.board.table`): what is its own.

The board is the layout of squares (:class:`~gui.board.layout.GridLayout`): places are
python-chess's square numbers (a1 = 0 … h8 = 63), turned so that the person's pieces stand at the
bottom, and the two trays hold the pieces each side has taken (the person's takings at the
bottom).  A piece is a stone with a face (its letter), drawn by :mod:`.pieces`.  A move is one
step from square to square; castling is the king's step (the rook follows); a pawn that reaches the
last rank, where the rules offer more than one thing to become, makes the board ask with buttons
(what it may become, in words; under the book only pieces already lost, or it stays a pawn).
Check is announced on the board; the side panel keeps the moves in algebraic notation."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Sequence

import chess
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHeaderView, QLabel, QPlainTextEdit, QSizePolicy,
                               QTableWidget, QTableWidgetItem, QVBoxLayout)

from engine.games.schach import ChessMove, Resign
from gui.board.layout import GridLayout
from gui.board.table import BoardHooks, BoardTable, BoardView, Step
from gui.games.schach.pieces import paint_piece
from gui.games.schach.words import colour_words, end_words, move_words_of
from gui.table.explain import Explanation, Part, explain_tip, make_activatable, show_explanation, signed

__all__ = ["SchachHooks", "MoveList", "captured_pieces", "move_list_text"]

START = {chess.PAWN: 8, chess.KNIGHT: 2, chess.BISHOP: 2, chess.ROOK: 2, chess.QUEEN: 1}



def captured_pieces(start_fen: str, moves: Sequence[str]) -> tuple[list[str], list[str]]:
    """(White's pieces taken, Black's pieces taken) by letter, in the order they were taken."""
    b = chess.Board(start_fen)
    out: tuple[list[str], list[str]] = ([], [])
    for u in moves:
        m = chess.Move.from_uci(u)
        if m.drop:              # a pawn that stayed exchanged for a lost piece: nothing taken
            pass
        elif b.is_en_passant(m):
            out[0 if b.turn == chess.BLACK else 1].append("p")
        elif not b.is_castling(m):
            cap = b.piece_at(m.to_square)
            if cap is not None:
                out[0 if cap.color == chess.WHITE else 1].append(chess.piece_symbol(cap.piece_type))
        b.push(m)
    return out


@lru_cache(maxsize=8)
def _taken(start_fen: str, moves: tuple) -> tuple[tuple[str, ...], tuple[str, ...]]:
    a, b = captured_pieces(start_fen, moves)
    return tuple(a), tuple(b)


def move_list_text(sans: Sequence[str]) -> str:
    """The moves in algebraic notation, a numbered line per move of both sides ("1. e4 e5")."""
    lines = []
    for i in range(0, len(sans), 2):
        pair = "  ".join(sans[i:i + 2])
        lines.append(f"{i // 2 + 1}. {pair}")
    return "\n".join(lines)


class MoveList(QGroupBox):
    """The moves of the game in algebraic notation, beside the board (the newest at the bottom)."""

    def __init__(self, table: BoardTable) -> None:
        super().__init__()
        self.table = table
        self.setObjectName("move_list")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        self.text = QPlainTextEdit()
        self.text.setObjectName("move_list_text")
        self.text.setReadOnly(True)
        self.text.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        f = self.text.font()
        f.setFamily("DejaVu Sans Mono")
        self.text.setFont(f)
        lay.addWidget(self.text)
        self.note = QLabel()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        # the game's result, once it is over: a line that explains itself (gui.table.explain)
        self.result = QTableWidget(0, 3)
        self.result.setObjectName("move_list_result")
        self.result.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.result.verticalHeader().setVisible(False)
        head = self.result.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.result.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.result.setFixedHeight(64)
        make_activatable(self.result, self.activate)
        self.result.hide()
        lay.addWidget(self.result)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("Schach", "Moves"))
        if self.table.session is not None:
            self.update_from(self.table.session)

    def update_from(self, session: Any) -> None:
        obs = session.observation()
        text = move_list_text(tuple(getattr(obs, "sans", ()) or ()))
        if self.text.toPlainText() != text:
            self.text.setPlainText(text)
            bar = self.text.verticalScrollBar()
            bar.setValue(bar.maximum())
        result = getattr(obs, "result", None)
        self.note.setText(session.state.pgn_result() if result is not None else "")
        end = self._end(session)
        self.result.setVisible(end is not None)
        self.result.setToolTip(explain_tip())
        if end is not None:
            mine = self._mine(end)
            self.result.setHorizontalHeaderLabels(["", self.table.side_title(0), self.table.side_title(1)])
            self.result.setRowCount(1)
            for c, text in enumerate((QCoreApplication.translate("Schach", "Stake"), signed(mine), signed(-mine))):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.result.setItem(0, c, item)

    def _end(self, session: Any) -> Any:
        """The ``game_end`` event of the session, or None while the game goes on."""
        return next((e for e in reversed(list(session.events_so_far())) if e.kind == "game_end"), None)

    def _mine(self, end: Any) -> float:
        """What the game's end gives the person: the stake (or half of it) won or lost, 0 for a draw."""
        if end.player is None:
            return 0.0
        stake = float((end.data or {}).get("stake", 1.0) or 0.0)
        return stake if end.player == self.table.live.human else -stake

    def explain(self, row: int) -> Explanation | None:
        """The result line worked out: how the game ended and what that costs under the rules in force."""
        s = self.table.session
        end = self._end(s) if s is not None else None
        if end is None or row != 0:
            return None
        d = end.data or {}
        reason = str(d.get("reason", ""))
        mine = self._mine(end)
        me = self.table.live.human
        winner = None if mine == 0.0 else (me if mine > 0 else 1 - me)
        who = (lambda seat: QCoreApplication.translate("Schach", "You") if seat == me
               else QCoreApplication.translate("Schach", "Opponent"))
        section = {"checkmate": "checkmate", "stalemate": "stalemate", "resignation": "resign"}.get(reason, "draws")
        text = end_words(reason, winner, abs(mine), me, who)
        title = QCoreApplication.translate("Schach", "Your result: %1").replace("%1", signed(mine))
        return Explanation(title, section, [Part(text, mine, section)], mine)

    def activate(self, row: int) -> bool:
        return show_explanation(self, self.explain(row), lambda: self.explain(row))

    def moves_shown(self) -> str:
        return self.text.toPlainText()


class SchachHooks(BoardHooks):
    click_to_continue = False
    pause_between_deals = False

    paint_stone = staticmethod(paint_piece)

    def layout(self) -> Any:
        return GridLayout()

    def on_start(self, table: BoardTable) -> None:
        """Turn the board so the person's pieces stand at the bottom."""
        obs = table.live.observation()
        table.set_layout(replace(table.layout_, flipped=obs.white != table.live.human))

    # ------------------------------------------------------------ the board
    def _white_side(self, table: BoardTable, obs: Any) -> int:
        """The board side (0 the person) playing White."""
        return 0 if obs.white == table.live.human else 1

    def view(self, table: BoardTable, obs: Any) -> BoardView:
        board = chess.Board(obs.fen)
        stacks: dict = {}
        faces: dict = {}
        for sq, piece in board.piece_map().items():
            stacks[sq] = (0 if piece.color == chess.WHITE else 1, 1)
            faces[sq] = (chess.piece_symbol(piece.piece_type),)
        white_side = self._white_side(table, obs)
        lost_white, lost_black = _taken(obs.start_fen, tuple(obs.moves))
        # a tray holds what its side has taken: White's takings are Black's lost pieces
        for side, taken, colour in ((white_side, lost_black, 1), (1 - white_side, lost_white, 0)):
            if taken:
                stacks[f"off{side}"] = (colour, len(taken))
                faces[f"off{side}"] = tuple(taken)
        me = 0 if white_side == 0 else 1
        return BoardView(stacks=stacks, faces=faces, colours=(me, 1 - me))

    def steps(self, table: BoardTable, action: Any, obs: Any) -> list[Step]:
        if not isinstance(action, ChessMove):
            return []
        m = action.move
        if m.drop:              # exchanging a pawn that stayed: a button, in words
            return []
        return [Step(m.from_square, m.to_square)]

    def trial(self, table: BoardTable, obs: Any, steps: Sequence[Step], src: Any, dst: Any) -> Any:
        """The move from ``src`` to ``dst`` for the engine to refuse (it names the rule)."""
        if not isinstance(src, int) or not isinstance(dst, int):
            return None
        return ChessMove(chess.Move(src, dst).uci())

    def candidate_targets(self, table: BoardTable, obs: Any, steps: Sequence[Step], src: Any) -> list:
        """Where the piece on ``src`` could go by its way of moving (the engine then says what forbids it)."""
        if not isinstance(src, int):
            return []
        board = chess.Board(obs.fen)
        return [m.to_square for m in board.generate_pseudo_legal_moves(chess.BB_SQUARES[src])] or \
            [sq for sq in range(64) if sq != src]

    # ------------------------------------------------------------ words on the board
    def text(self, table: BoardTable, key: str) -> str | None:
        return {
            "last": QCoreApplication.translate("Schach", "Last move"),
            "last_menu": QCoreApplication.translate("Schach", "Show the &last move"),
            "last_tip": QCoreApplication.translate("Schach", "Show the last move on the board again (key T)"),
            "last_heading": QCoreApplication.translate("Schach", "Last move — %1: %2"),
            "undo_tip": QCoreApplication.translate("Schach", "Take back your last move (and the reply to it) (Ctrl+Z)"),
            "move_prompt": QCoreApplication.translate("Schach", "Move a piece: drag it to a lit square, or click it and then the square, "
                              "or use the arrow keys and Space."),
            "guided_move": QCoreApplication.translate("Schach", "your move: %1."),
            "guided_refuse": QCoreApplication.translate("Schach", "In this guided game, your move is: %1."),
            "choose_prompt": QCoreApplication.translate("Schach", "Your pawn has reached the last rank: choose what it becomes "
                                "(the buttons or the number keys; Escape takes the move back)."),
        }.get(key)

    def key_rows(self, table: BoardTable) -> list[tuple[str, str]] | None:
        return [
            (QCoreApplication.translate("Schach", "← → (Home, End)"), QCoreApplication.translate(
                "Schach", "Move the frame over the pieces that can move, or, a piece picked up, over the squares "
                "it can reach")),
            (QCoreApplication.translate("Schach", "Space or ↑"), QCoreApplication.translate(
                "Schach", "Pick up the piece in the frame; set it down on the square in the frame")),
            (QCoreApplication.translate("Schach", "Escape or ↓"), QCoreApplication.translate(
                "Schach", "Put the piece back (a pawn on the last rank: take the move back)")),
            ("T", QCoreApplication.translate("Schach", "Show the last move on the board (again: back)")),
        ]

    def side_note(self, table: BoardTable, side: int, obs: Any) -> str:
        white = (side == self._white_side(table, obs))
        note = colour_words(white)
        to_move_white = obs.fen.split()[1] == "w"
        if obs.check and to_move_white == white:
            note += " — " + (QCoreApplication.translate("Schach", "checkmated") if obs.result is not None
                             and obs.result[0] == "checkmate" else QCoreApplication.translate("Schach", "in check"))
        return note

    def prompt(self, table: BoardTable, mine: bool, obs: Any) -> str | None:
        if obs.result is not None:
            reason, winner, stake = obs.result
            me = table.live.human
            return end_words(reason, winner, stake, me, lambda s: table.side_title(table.side_of(s))) + " " + \
                QCoreApplication.translate("Schach", "Start a new game from the Game menu.")
        return None

    def action_line(self, table: BoardTable, seat: int, action: Any, before: Any) -> str | None:
        return None           # the move event says it in words

    def banner(self, table: BoardTable, events: list, before: Any) -> Any:
        for ev in events:
            if ev.kind == "game_end":
                d = ev.data
                reason = str(d.get("reason", ""))
                if reason == "checkmate":
                    return lambda: QCoreApplication.translate("Schach", "Checkmate!")
                if reason == "stalemate":
                    return lambda: QCoreApplication.translate("Schach", "Stalemate!")
                if reason == "resignation":
                    return None
                return lambda: QCoreApplication.translate("Schach", "Drawn")
        if any(ev.kind == "check" for ev in events):
            return lambda: QCoreApplication.translate("Schach", "Check!")
        return None

    def banner_keep_clear(self, table: BoardTable, obs: Any) -> list:
        """The king in check stays in view (with the pieces that may move)."""
        if not obs.check:
            return []
        board = chess.Board(obs.fen)
        king = board.king(board.turn)
        return [] if king is None else [king]

    def deal_ended(self, events: list) -> bool:
        return any(ev.kind == "game_end" for ev in events)

    def last_throw(self, table: BoardTable, obs: Any) -> tuple[int, list[Step], str] | None:
        if not obs.moves:
            return None
        uci = obs.moves[-1]
        b = chess.Board(obs.start_fen)
        for u in obs.moves[:-1]:
            b.push(chess.Move.from_uci(u))
        m = chess.Move.from_uci(uci)
        mover_white = b.turn == chess.WHITE
        side = self._white_side(table, obs) if mover_white else 1 - self._white_side(table, obs)
        return side, [Step(m.from_square, m.to_square)], move_words_of(b.fen(), uci)

    def trace(self, table: BoardTable, obs: Any) -> set:
        """The last move's squares, as chess boards mark them."""
        if not obs.moves:
            return set()
        m = chess.Move.from_uci(obs.moves[-1])
        return {m.from_square, m.to_square}

    def confirm(self, table: BoardTable, action: Any, obs: Any) -> str | None:
        if isinstance(action, Resign):
            return QCoreApplication.translate("Schach", "Click again to give up the game")
        return None

    def make_sheet(self, table: BoardTable) -> Any:
        return MoveList(table)

    # ------------------------------------------------------------ hints
    def hint_sentence(self, table: BoardTable, advice: Any) -> str:
        act = self.advised_action(advice)
        obs = table.live.observation()
        table.hint_details = ""
        if not isinstance(act, ChessMove):
            return str(act)
        return QCoreApplication.translate("Schach", "My advice: %1.").replace("%1", move_words_of(obs.fen, act.uci))

    def hint_details(self, table: BoardTable, advice: Any) -> str | None:
        return None

    def describe_rules(self, table: BoardTable) -> bool:
        return False
