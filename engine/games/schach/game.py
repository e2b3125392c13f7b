"""A game of the chess of 1782 in the one protocol (perfect information, no pack, no chance).

Seat ``white`` (0 unless ``first_dealer`` says otherwise) plays White and moves first.  Actions:
:class:`ChessMove` (text: the move in UCI, ``e2e4``, ``e7e8q``; ``parse_action`` also reads SAN)
and the side action :class:`Resign` (``resign``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import chess

from engine.protocol import TERMINAL, Event, GameState, IllegalAction, Observation

from . import rules as R
from .options import SchachOptions

REASON_CODES = (
    "game_over", "wrong_phase", "malformed_action", "no_piece", "illegal_move", "into_check", "promotion_required",
    "promotion_not_lost", "promotion_nothing_lost", "en_passant_off", "castling_check", "castling_moved",
    "castling_blocked",
)
PHASES = ("play", "over")
EVENT_KINDS = ("move", "check", "pawn_stays", "game_end")
#: how a game ends (``game_end`` data ``reason``)
END_REASONS = ("checkmate", "stalemate", "insufficient_material", "repetition", "fifty_moves", "resignation")
COLOURS = ("White", "Black")


@dataclass(frozen=True, slots=True)
class ChessMove:
    """A move, written in UCI (``e2e4``; a promotion ``e7e8q``; castling the king's move ``e1g1``;
    the later exchange of a pawn that stayed on the last rank as a drop, ``Q@a8``)."""

    uci: str

    def __str__(self) -> str:
        return self.uci

    @property
    def move(self) -> chess.Move:
        return chess.Move.from_uci(self.uci)


@dataclass(frozen=True, slots=True)
class Resign:
    """Giving the game up (a side action): the opponent wins the whole stake."""

    def __str__(self) -> str:
        return "resign"


@dataclass(frozen=True)
class SchachObservation(Observation):
    """The whole position (nothing is hidden).  ``fen`` the position now, ``start_fen`` where the
    game began and ``moves`` every move since in UCI (so repetitions can be told), ``sans`` the same
    in algebraic notation, ``white`` the seat playing White, ``check`` whether the side to move is
    in check, ``lost`` the piece letters each colour has lost (White's, Black's), ``result`` the
    end (``None`` while playing): ``(reason, winner seat or None, stake)``."""

    fen: str = chess.STARTING_FEN
    start_fen: str = chess.STARTING_FEN
    moves: tuple[str, ...] = ()
    sans: tuple[str, ...] = ()
    white: int = 0
    check: bool = False
    lost: tuple[str, str] = ("", "")
    last_move: str = ""
    result: tuple[str, int | None, float] | None = None
    options: Any = None


#: what a chess player does: a move, or resigning
SchachAction = ChessMove | Resign


class SchachState(GameState[SchachAction]):
    __slots__ = ("opts", "board", "white", "keys", "sans", "outcome", "_legal")

    def __init__(self, opts: SchachOptions, white: int = 0, fen: str | None = None) -> None:
        self.opts = opts
        self.board = chess.Board(fen) if fen else chess.Board()
        self.white = white
        self.keys: dict[R.PositionKey, int] = {R.position_key(self.board, opts): 1}
        self.sans: tuple[str, ...] = ()
        #: ``(reason, winner seat or None, stake)`` once the game is over
        self.outcome: tuple[str, int | None, float] | None = None
        self._legal: list[chess.Move] | None = None
        self._settle([])

    # -- copying ----------------------------------------------------------------------------

    def _copy(self) -> "SchachState":
        st = SchachState.__new__(SchachState)
        st.opts, st.white, st.sans, st.outcome = self.opts, self.white, self.sans, self.outcome
        st.board = self.board.copy(stack=True)
        st.keys = dict(self.keys)
        st._legal = None
        return st

    def __getstate__(self) -> dict[str, Any]:
        return {"opts": self.opts, "white": self.white, "start": self.board.root().fen(),
                "moves": [m.uci() for m in self.board.move_stack]}

    def __setstate__(self, d: dict[str, Any]) -> None:
        st = replay(d["opts"], d["moves"], white=d["white"], fen=d["start"])
        for k in self.__slots__:
            setattr(self, k, getattr(st, k))

    # -- the protocol -------------------------------------------------------------------------

    @property
    def phase(self) -> str:
        return "over" if self.outcome is not None else "play"

    def seat_of(self, color: chess.Color) -> int:
        return self.white if color == chess.WHITE else 1 - self.white

    def current_player(self) -> int:
        if self.outcome is not None:
            return TERMINAL
        return self.seat_of(self.board.turn)

    def legal_moves(self) -> list[chess.Move]:
        if self.outcome is not None:
            return []
        if self._legal is None:
            self._legal = R.legal_moves(self.board, self.opts) + R.exchanges(self.board, self.opts)
        return self._legal

    def legal_actions(self) -> list[SchachAction]:
        return [ChessMove(m.uci()) for m in self.legal_moves()]

    def side_actions(self) -> list[SchachAction]:
        return [] if self.outcome is not None else [Resign()]

    def sample_chance(self, rng: random.Random) -> SchachAction:
        raise IllegalAction("wrong_phase", "chess has no chance")

    def parse_action(self, text: str) -> SchachAction:
        t = text.strip()
        if t == "resign":
            return Resign()
        try:
            return ChessMove(chess.Move.from_uci(t).uci())
        except ValueError:
            pass
        bare = t.rstrip("+#!?")
        for m in self.legal_moves():
            if (_exchange_san(m) if m.drop else self.board._algebraic_without_suffix(m)) == bare:
                return ChessMove(m.uci())
        raise IllegalAction("malformed_action", f"not a move here: {text!r}")

    def scores(self) -> list[float]:
        if self.outcome is None or self.outcome[1] is None:
            return [0.0, 0.0]
        _, winner, stake = self.outcome
        return [stake if s == winner else -stake for s in (0, 1)]

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "reason": self.outcome[0] if self.outcome else None,
                "pgn_result": self.pgn_result(), "moves": len(self.board.move_stack)}

    def pgn_result(self) -> str:
        if self.outcome is None:
            return "*"
        _, winner, _ = self.outcome
        if winner is None:
            return "1/2-1/2"
        return "1-0" if winner == self.white else "0-1"

    def observation(self, player: int) -> SchachObservation:
        to_move = self.current_player()
        b = self.board
        white_lost, black_lost = ("".join(chess.piece_symbol(pt) for pt in R.lost_types(b, c))
                                  for c in (chess.WHITE, chess.BLACK))
        return SchachObservation(
            game="schach", player=player,
            legal_actions=tuple(self.legal_actions()) if to_move == player else (),
            side_actions=tuple(self.side_actions()) if to_move == player else (),
            phase=self.phase, to_move=to_move, seats=2, dealer=self.white,
            seen=(),      # nothing is revealed in chess: the person may take back a move
            fen=b.fen(), start_fen=b.root().fen(), moves=tuple(m.uci() for m in b.move_stack), sans=self.sans,
            white=self.white, check=b.is_check(), lost=(white_lost, black_lost),
            last_move=b.move_stack[-1].uci() if b.move_stack else "", result=self.outcome, options=self.opts)

    # -- applying -----------------------------------------------------------------------------

    def apply(self, action: SchachAction) -> tuple["SchachState", list[Event]]:
        if self.outcome is not None:
            raise IllegalAction("game_over", "the game is over")
        seat = self.current_player()
        if isinstance(action, Resign):
            st = self._copy()
            st.outcome = ("resignation", 1 - seat, 1.0)
            return st, [Event("game_end", 1 - seat, {"reason": "resignation", "stake": 1.0,
                                                     "result": st.pgn_result()},
                              f"{COLOURS[self._colour_index(seat)]} resigns")]
        if not isinstance(action, ChessMove):
            raise IllegalAction("malformed_action", f"not a chess action: {action!r}")
        try:
            move = action.move
        except ValueError:
            raise IllegalAction("malformed_action", f"not a move: {action!r}") from None
        if move not in self.legal_moves():
            code = R.exchange_refusal(self.board, self.opts, move) if move.drop else R.refusal(self.board, self.opts, move)
            raise IllegalAction(code, f"{action} is not legal here ({code})")
        if move.drop:
            return self._exchange(seat, move)
        b = self.board
        piece = b.piece_at(move.from_square)
        assert piece is not None
        captured = b.piece_at(move.to_square) if not b.is_castling(move) else None
        ep = b.is_en_passant(move)
        if ep:
            captured = chess.Piece(chess.PAWN, not b.turn)
        castling = None
        if b.is_castling(move):
            castling = "kingside" if chess.square_file(move.to_square) > chess.square_file(move.from_square) else "queenside"
        # python-chess's SAN without its check sign, which follows today's rules; ours follows
        # the options (under the book a king may castle out of check, so "mate" can differ)
        san = b._algebraic_without_suffix(move)
        stays = (piece.piece_type == chess.PAWN and move.promotion is None
                 and chess.square_rank(move.to_square) in (0, 7))
        st = self._copy()
        st.board.push(move)
        key = R.position_key(st.board, st.opts)
        st.keys[key] = st.keys.get(key, 0) + 1
        after: list[Event] = []
        if stays:
            after.append(Event("pawn_stays", seat, {"square": chess.square_name(move.to_square)},
                               "the pawn reaches the last rank with nothing lost and stays a pawn"))
        st._settle(after)
        if st.board.is_check():
            san += "#" if st.outcome is not None and st.outcome[0] == "checkmate" else "+"
        st.sans = self.sans + (san,)
        events = [Event("move", seat, {
            "uci": move.uci(), "san": san, "colour": "white" if piece.color else "black",
            "piece": chess.piece_symbol(piece.piece_type), "from": chess.square_name(move.from_square),
            "to": chess.square_name(move.to_square),
            "captured": chess.piece_symbol(captured.piece_type) if captured else None,
            "promotion": chess.piece_symbol(move.promotion) if move.promotion else None,
            "castling": castling, "en_passant": ep,
        }, f"{COLOURS[self._colour_index(seat)]} plays {san}")] + after
        return st, events

    def _exchange(self, seat: int, move: chess.Move) -> tuple["SchachState", list[Event]]:
        """A pawn that stayed on the last rank is exchanged for a piece lost since (a move)."""
        assert move.drop is not None
        colour = self.board.turn
        san = _exchange_san(move)
        st = self._copy()
        st.board.push(move)
        key = R.position_key(st.board, st.opts)
        st.keys[key] = st.keys.get(key, 0) + 1
        after: list[Event] = []
        st._settle(after)
        if st.board.is_check():
            san += "#" if st.outcome is not None and st.outcome[0] == "checkmate" else "+"
        st.sans = self.sans + (san,)
        sq = chess.square_name(move.to_square)
        return st, [Event("move", seat, {
            "uci": move.uci(), "san": san, "colour": "white" if colour else "black", "piece": "p",
            "from": sq, "to": sq, "captured": None, "promotion": chess.piece_symbol(move.drop),
            "castling": None, "en_passant": False, "exchange": True,
        }, f"{COLOURS[self._colour_index(seat)]} exchanges the pawn on {sq} for a lost "
           f"{chess.piece_name(move.drop)} ({san})")] + after

    def _colour_index(self, seat: int) -> int:
        return 0 if seat == self.white else 1

    def _settle(self, events: list[Event]) -> None:
        """Decide whether the game is over after the last move; announce check (2481)."""
        b = self.board
        legal = self.legal_moves()
        check = b.is_check()
        mover = self.seat_of(not b.turn)
        if check:
            events.append(Event("check", mover, {"mate": not legal, "king": chess.square_name(b.king(b.turn) or 0)},
                                "checkmate" if not legal else "check"))
        end: tuple[str, int | None, float] | None = None
        if not legal:
            if check:
                end = ("checkmate", mover, 1.0)
            elif self.opts.stalemate == "half_loss":
                end = ("stalemate", mover, 0.5)
            else:
                end = ("stalemate", None, 0.0)
        elif b.is_insufficient_material():
            end = ("insufficient_material", None, 0.0)
        elif self.keys.get(R.position_key(b, self.opts), 0) >= 3:
            end = ("repetition", None, 0.0)
        elif b.halfmove_clock >= 100:
            end = ("fifty_moves", None, 0.0)
        if end is not None:
            self.outcome = end
            self._legal = []
            events.append(Event("game_end", end[1], {"reason": end[0], "stake": end[2], "result": self.pgn_result()},
                                f"game over: {end[0]}"))


def _exchange_san(move: chess.Move) -> str:
    """Our notation for an exchange: the square and the piece, as a promotion (``a8=Q``)."""
    return f"{chess.square_name(move.to_square)}={chess.piece_symbol(move.drop or chess.QUEEN).upper()}"


def new_state(options: SchachOptions, deals: int | None = None, first_dealer: int | None = None) -> SchachState:
    """A new game; ``first_dealer`` is the seat that plays White and moves first (default 0).
    ``deals`` is accepted for the generic tools: a game is one deal."""
    if first_dealer not in (None, 0, 1):
        raise ValueError(f"first_dealer must be seat 0 or 1, not {first_dealer!r}")
    return SchachState(options, white=first_dealer or 0)


def position(options: SchachOptions, fen: str, white: int = 0) -> SchachState:
    """A game that starts from ``fen`` (for tests, puzzles and screenshots)."""
    return SchachState(options, white=white, fen=fen)


def replay(options: SchachOptions, moves: Any, white: int = 0, fen: str | None = None) -> SchachState:
    """The state after ``moves`` (UCI or SAN strings) from ``fen`` or the start."""
    st = SchachState(options, white=white, fen=None if fen in (None, chess.STARTING_FEN) else fen)
    for m in moves:
        st, _ = st.apply(st.parse_action(m))
    return st
