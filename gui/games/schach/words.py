"""The chess of 1782's words at the board (:class:`gui.registry.GameWords`), in the interface
language: every move named in words ("White knight from g1 to f3", "Weißer Springer von g1 nach
f3"), check and mate, a pawn that stays a pawn, how the game ended, the prompts.  The record and
the move list keep algebraic notation; the log and the hints speak.  Translation context
``Schach``; the German is in ``german.py`` beside this file."""

from __future__ import annotations

from typing import Any, Callable

import chess
from PySide6.QtCore import QCoreApplication

from engine.games.schach import ChessMove, Resign
from gui.board.words import BoardWords

__all__ = ["SchachWords", "piece_words", "move_words", "move_words_of", "end_words", "colour_words"]



def colour_words(white: bool) -> str:
    return QCoreApplication.translate("Schach", "White") if white else QCoreApplication.translate("Schach", "Black")


def piece_words(white: bool, letter: str) -> str:
    """The piece with its colour, as the subject of a sentence ("White knight")."""
    names = {
        (True, "p"): QCoreApplication.translate("Schach", "White pawn"), (True, "n"): QCoreApplication.translate("Schach", "White knight"), (True, "b"): QCoreApplication.translate("Schach", "White bishop"),
        (True, "r"): QCoreApplication.translate("Schach", "White rook"), (True, "q"): QCoreApplication.translate("Schach", "White queen"), (True, "k"): QCoreApplication.translate("Schach", "White king"),
        (False, "p"): QCoreApplication.translate("Schach", "Black pawn"), (False, "n"): QCoreApplication.translate("Schach", "Black knight"), (False, "b"): QCoreApplication.translate("Schach", "Black bishop"),
        (False, "r"): QCoreApplication.translate("Schach", "Black rook"), (False, "q"): QCoreApplication.translate("Schach", "Black queen"), (False, "k"): QCoreApplication.translate("Schach", "Black king"),
    }
    return names[(white, letter.lower())]


def taken_words(letter: str) -> str:
    """The piece taken, as the object of "takes" ("the knight"; German: "den Springer")."""
    return {"p": QCoreApplication.translate("Schach", "the pawn"), "n": QCoreApplication.translate("Schach", "the knight"), "b": QCoreApplication.translate("Schach", "the bishop"), "r": QCoreApplication.translate("Schach", "the rook"),
            "q": QCoreApplication.translate("Schach", "the queen"), "k": QCoreApplication.translate("Schach", "the king")}[letter.lower()]


def becomes_words(letter: str) -> str:
    return {"n": QCoreApplication.translate("Schach", "and becomes a knight"), "b": QCoreApplication.translate("Schach", "and becomes a bishop"), "r": QCoreApplication.translate("Schach", "and becomes a rook"),
            "q": QCoreApplication.translate("Schach", "and becomes a queen")}[letter.lower()]


def exchange_words(white: bool, square: str, letter: str) -> str:
    """A pawn that stayed on the last rank exchanged for a lost piece ("White pawn on a8 is
    exchanged for a queen")."""
    text = {"q": QCoreApplication.translate("Schach", "%1 on %2 is exchanged for a queen"),
            "r": QCoreApplication.translate("Schach", "%1 on %2 is exchanged for a rook"),
            "b": QCoreApplication.translate("Schach", "%1 on %2 is exchanged for a bishop"),
            "n": QCoreApplication.translate("Schach", "%1 on %2 is exchanged for a knight")}[letter.lower()]
    return text.replace("%1", piece_words(white, "p")).replace("%2", square)


def exchange_label(square: str, letter: str) -> str:
    """The button that exchanges a pawn that stayed for a lost piece."""
    text = {"q": QCoreApplication.translate("Schach", "Exchange %1 for a queen"),
            "r": QCoreApplication.translate("Schach", "Exchange %1 for a rook"),
            "b": QCoreApplication.translate("Schach", "Exchange %1 for a bishop"),
            "n": QCoreApplication.translate("Schach", "Exchange %1 for a knight")}[letter.lower()]
    return text.replace("%1", square)


def move_words(d: dict) -> str:
    """A move in words from a ``move`` event's data."""
    white = d.get("colour") == "white"
    if d.get("exchange"):
        return exchange_words(white, str(d.get("to")), str(d.get("promotion") or "q"))
    if d.get("castling"):
        return (QCoreApplication.translate("Schach", "White castles kingside") if white else QCoreApplication.translate("Schach", "Black castles kingside")) \
            if d["castling"] == "kingside" else \
            (QCoreApplication.translate("Schach", "White castles queenside") if white else QCoreApplication.translate("Schach", "Black castles queenside"))
    who = piece_words(white, str(d.get("piece", "p")))
    if d.get("captured"):
        text = QCoreApplication.translate("Schach", "%1 from %2 takes %3 on %4").replace("%1", who).replace("%2", str(d.get("from"))).replace(
            "%3", taken_words(str(d["captured"]))).replace("%4", str(d.get("to")))
        if d.get("en_passant"):
            text += " " + QCoreApplication.translate("Schach", "(en passant)")
    else:
        text = QCoreApplication.translate("Schach", "%1 from %2 to %3").replace("%1", who).replace("%2", str(d.get("from"))).replace(
            "%3", str(d.get("to")))
    if d.get("promotion"):
        text += " " + becomes_words(str(d["promotion"]))
    elif d.get("piece") == "p" and str(d.get("to", "x0"))[-1:] in ("1", "8"):
        text += " " + QCoreApplication.translate("Schach", "and stays a pawn")
    return text


def move_data(board: chess.Board, move: chess.Move) -> dict:
    """The data of the ``move`` event ``move`` would make on ``board`` (for words before it is made)."""
    piece = board.piece_at(move.from_square)
    if move.drop:
        return {"colour": "white" if board.turn else "black", "piece": "p", "from": chess.square_name(move.to_square),
                "to": chess.square_name(move.to_square), "captured": None, "promotion": chess.piece_symbol(move.drop),
                "castling": None, "en_passant": False, "exchange": True}
    castling = None
    if board.is_castling(move):
        castling = "kingside" if chess.square_file(move.to_square) > chess.square_file(move.from_square) else "queenside"
    ep = board.is_en_passant(move)
    cap = board.piece_at(move.to_square) if not castling else None
    return {"colour": "white" if piece is None or piece.color else "black",
            "piece": chess.piece_symbol(piece.piece_type) if piece else "p",
            "from": chess.square_name(move.from_square), "to": chess.square_name(move.to_square),
            "captured": "p" if ep else (chess.piece_symbol(cap.piece_type) if cap else None),
            "promotion": chess.piece_symbol(move.promotion) if move.promotion else None,
            "castling": castling, "en_passant": ep}


def move_words_of(fen: str, uci: str) -> str:
    """A move in words, in the position ``fen`` before it."""
    return move_words(move_data(chess.Board(fen), chess.Move.from_uci(uci)))


def end_words(reason: str, winner: int | None, stake: float, me: int, who: Callable[[int], str]) -> str:
    """How the game ended, from the ``game_end`` event (``me``: the person's seat)."""
    if reason == "checkmate":
        return (QCoreApplication.translate("Schach", "Checkmate: you win the game.") if winner == me else
                QCoreApplication.translate("Schach", "Checkmate: %1 wins the game.").replace("%1", who(winner if winner is not None else 1 - me)))
    if reason == "resignation":
        return (QCoreApplication.translate("Schach", "The game is given up: you win.") if winner == me else
                QCoreApplication.translate("Schach", "You give up the game: %1 wins.").replace("%1", who(winner if winner is not None else 1 - me)))
    if reason == "stalemate":
        if winner is None:
            return QCoreApplication.translate("Schach", "Stalemate: the game is drawn.")
        return (QCoreApplication.translate("Schach", "Stalemate: your opponent cannot move and pays you half the stake.") if winner == me else
                QCoreApplication.translate("Schach", "Stalemate: you cannot move and pay half the stake."))
    return {"insufficient_material": QCoreApplication.translate("Schach", "Drawn: neither side has enough left to mate."),
            "repetition": QCoreApplication.translate("Schach", "Drawn: the same position for the third time."),
            "fifty_moves": QCoreApplication.translate("Schach", "Drawn: fifty moves without a capture or a pawn's move.")}.get(
        reason, QCoreApplication.translate("Schach", "The game is drawn."))


class SchachWords(BoardWords):
    GAME = "schach"

    def first_labels(self) -> dict[str, str]:
        """The new-game dialog's choice of who begins, in chess words: who plays White (the
        rules draw no lots; without a choice the person plays White)."""
        return {"title": QCoreApplication.translate("Schach", "Who plays White:"), "cut": "",
                "me": QCoreApplication.translate("Schach", "I play White"),
                "opponent": QCoreApplication.translate("Schach", "My opponent plays White")}

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        try:
            return super().reason(code, message, details)
        except (KeyError, OSError):
            return QCoreApplication.translate("Schach", "The rules do not allow that move here.")

    def points(self) -> str:
        try:
            return super().points()
        except (KeyError, OSError):
            return QCoreApplication.translate("Schach", "stakes")

    def action(self, action: Any, obs: Any) -> str:
        if isinstance(action, Resign):
            return QCoreApplication.translate("Schach", "Give up the game")
        if isinstance(action, ChessMove):
            fen = getattr(obs, "fen", None) or chess.STARTING_FEN
            board = chess.Board(fen)
            move = action.move
            if move.drop:
                return exchange_label(chess.square_name(move.to_square), chess.piece_symbol(move.drop))
            piece = board.piece_at(move.from_square)
            last = chess.square_rank(move.to_square) in (0, 7)
            if piece is not None and piece.piece_type == chess.PAWN and last:
                if move.promotion:            # the choice of what the pawn becomes
                    return {chess.QUEEN: QCoreApplication.translate("Schach", "A queen"), chess.ROOK: QCoreApplication.translate("Schach", "A rook"), chess.BISHOP: QCoreApplication.translate("Schach", "A bishop"),
                            chess.KNIGHT: QCoreApplication.translate("Schach", "A knight")}.get(move.promotion, str(action))
                return QCoreApplication.translate("Schach", "It stays a pawn")
            return move_words(move_data(board, move))
        return str(action)

    def event(self, event: Any, me: int) -> str | None:
        k, d, p = event.kind, event.data, event.player
        if k == "move":
            return QCoreApplication.translate("Schach", "%1: %2.").replace("%1", self.who(p, me)).replace("%2", move_words(d))
        if k == "check":
            if d.get("mate"):
                return None           # the end of the game says it
            return QCoreApplication.translate("Schach", "Check! You are in check.") if p != me else QCoreApplication.translate("Schach", "Check to your opponent's king.")
        if k == "pawn_stays":
            return QCoreApplication.translate("Schach", "The pawn on %1 stays a pawn: its side has lost no piece it could become.").replace(
                "%1", str(d.get("square", "")))
        if k == "game_end":
            return end_words(str(d.get("reason", "")), p, float(d.get("stake", 0)), me, lambda s: self.who(s, me))
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if not human_to_move or phase != "play":
            return ""
        white = getattr(obs, "white", 0) == getattr(obs, "player", 0)
        text = (QCoreApplication.translate("Schach", "You play White. Move a piece: drag it to a lit square, or click it and then the square, "
                   "or use the arrow keys and Space.") if white else
                QCoreApplication.translate("Schach", "You play Black. Move a piece: drag it to a lit square, or click it and then the square, "
                   "or use the arrow keys and Space."))
        if getattr(obs, "check", False):
            text = QCoreApplication.translate("Schach", "Your king is in check!") + " " + text
        return text
