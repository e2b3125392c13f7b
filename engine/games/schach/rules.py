"""The moves of the chess of 1782, layered over python-chess's move generation.

python-chess gives today's legal moves; the options of :class:`~.options.SchachOptions` take
some away (en passant, promotions to a piece not lost) and add some (castling out of or through
check, ``castling="book"``; a pawn that reaches the last rank with nothing lost and stays a
pawn).  Under the ``modern`` preset the moves are python-chess's own, unchanged (the perft test
checks it).  Nothing here is a hand-written move generator.
"""

from __future__ import annotations

import chess

from .options import SchachOptions

#: how many of each piece a side starts with (a side has "lost" a type while it has fewer)
START_COUNTS = {chess.QUEEN: 1, chess.ROOK: 2, chess.BISHOP: 2, chess.KNIGHT: 2}
PROMOTION_ORDER = (chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT)

#: (king from, king to, rook from, squares that must be empty) for each castling
_CASTLINGS = {
    chess.WHITE: ((chess.E1, chess.G1, chess.H1, (chess.F1, chess.G1)),
                  (chess.E1, chess.C1, chess.A1, (chess.B1, chess.C1, chess.D1))),
    chess.BLACK: ((chess.E8, chess.G8, chess.H8, (chess.F8, chess.G8)),
                  (chess.E8, chess.C8, chess.A8, (chess.B8, chess.C8, chess.D8))),
}


def lost_types(board: chess.Board, color: chess.Color) -> list[int]:
    """The piece types ``color`` has lost (fewer on the board than at the start), strongest first."""
    return [pt for pt in PROMOTION_ORDER
            if chess.popcount(board.pieces_mask(pt, color)) < START_COUNTS[pt]]


def book_castlings(board: chess.Board) -> list[chess.Move]:
    """The castlings the book allows that python-chess refuses because the king is in check or
    passes an attacked square: unmoved king and rook, the squares between empty, and the king
    not in check where he ends (2455)."""
    out = []
    turn = board.turn
    rights = board.clean_castling_rights()
    for kfrom, kto, rfrom, between in _CASTLINGS[turn]:
        if not rights & chess.BB_SQUARES[rfrom]:
            continue
        if board.king(turn) != kfrom or board.piece_at(rfrom) != chess.Piece(chess.ROOK, turn):
            continue
        if any(board.piece_at(sq) is not None for sq in between):
            continue
        m = chess.Move(kfrom, kto)
        board.push(m)
        ok = not board.was_into_check()
        board.pop()
        if ok:
            out.append(m)
    return out


def legal_moves(board: chess.Board, opts: SchachOptions) -> list[chess.Move]:
    """Every legal move of the side to move under ``opts``, in python-chess's order (the book's
    extra castlings after the rest)."""
    out: list[chess.Move] = []
    lost: list[int] | None = None
    lost_rule = opts.promotion == "lost_pieces"
    no_ep = not opts.en_passant
    for m in board.legal_moves:
        if m.promotion:
            if not lost_rule:
                out.append(m)
                continue
            if lost is None:
                lost = lost_types(board, board.turn)
            if not lost:
                # nothing lost: the pawn goes to the last rank and stays a pawn (our reading)
                if m.promotion == chess.QUEEN:
                    out.append(chess.Move(m.from_square, m.to_square))
            elif m.promotion in lost:
                out.append(m)
            continue
        if no_ep and board.ep_square is not None and board.is_en_passant(m):
            continue
        out.append(m)
    if opts.castling == "book" and board.castling_rights:
        have = set(out)
        out.extend(m for m in book_castlings(board) if m not in have)
    return out


def exchanges(board: chess.Board, opts: SchachOptions) -> list[chess.Move]:
    """The exchanges of a pawn that stayed a pawn on the last rank for a piece its side has lost
    since, each a move of its own (our reading of the spec's recommendation; the book is silent).
    Written as python-chess drop moves (``Q@a8``: a queen set on the pawn's square), which its
    ``push``/``pop`` play and take back.  Never while in check: the piece stands where the pawn
    stood, so it can neither cover the king nor take the attacker; out of check it cannot expose
    the king either (the square stays occupied).  Kept apart from :func:`legal_moves`."""
    if opts.promotion != "lost_pieces" or not opts.late_exchange:
        return []
    turn = board.turn
    pawns = board.pieces_mask(chess.PAWN, turn) & (chess.BB_RANK_8 if turn == chess.WHITE else chess.BB_RANK_1)
    if not pawns or board.is_check():
        return []
    lost = lost_types(board, turn)
    return [chess.Move(sq, sq, drop=pt) for sq in chess.scan_forward(pawns) for pt in lost]


def exchange_refusal(board: chess.Board, opts: SchachOptions, move: chess.Move) -> str:
    """Why an exchange (a drop move) that is not among :func:`exchanges` is refused."""
    turn = board.turn
    last = chess.square_rank(move.to_square) == (7 if turn == chess.WHITE else 0)
    if board.piece_at(move.to_square) != chess.Piece(chess.PAWN, turn) or not last:
        return "no_piece"
    if opts.promotion != "lost_pieces" or not opts.late_exchange:
        return "illegal_move"
    if board.is_check():
        return "into_check"
    lost = lost_types(board, turn)
    return "promotion_not_lost" if lost else "promotion_nothing_lost"


def is_exchange(move: chess.Move) -> bool:
    return bool(move.drop)


def refusal(board: chess.Board, opts: SchachOptions, move: chess.Move) -> str:
    """The reason code for a move that is not among :func:`legal_moves` (why it is refused)."""
    piece = board.piece_at(move.from_square)
    if piece is None or piece.color != board.turn:
        return "no_piece"
    back = chess.square_rank(move.to_square) in (0, 7)
    if piece.piece_type == chess.PAWN and back:
        queen = chess.Move(move.from_square, move.to_square, chess.QUEEN)
        if board.is_legal(queen):
            lost = lost_types(board, board.turn) if opts.promotion == "lost_pieces" else list(PROMOTION_ORDER)
            if move.promotion is None and lost:
                return "promotion_required"
            if move.promotion is not None and not lost:
                return "promotion_nothing_lost"
            if move.promotion is not None and move.promotion not in lost:
                return "promotion_not_lost"
    if board.ep_square is not None and board.is_en_passant(move) and not opts.en_passant:
        return "en_passant_off"
    if piece.piece_type == chess.KING and abs(chess.square_file(move.from_square)
                                              - chess.square_file(move.to_square)) == 2:
        if not board.has_castling_rights(board.turn) or not _rook_unmoved(board, move):
            return "castling_moved"
        if not _path_empty(board, move):
            return "castling_blocked"
        if opts.castling == "modern" and move in book_castlings(board):
            return "castling_check"
        return "into_check"
    if board.is_pseudo_legal(move) and board.is_into_check(move):
        return "into_check"
    return "illegal_move"


def _rook_unmoved(board: chess.Board, move: chess.Move) -> bool:
    for kfrom, kto, rfrom, _ in _CASTLINGS[board.turn]:
        if move.from_square == kfrom and move.to_square == kto:
            return bool(board.clean_castling_rights() & chess.BB_SQUARES[rfrom])
    return False


def _path_empty(board: chess.Board, move: chess.Move) -> bool:
    for kfrom, kto, _, between in _CASTLINGS[board.turn]:
        if move.from_square == kfrom and move.to_square == kto:
            return all(board.piece_at(sq) is None for sq in between)
    return False


#: pieces by kind (six bitboards), each colour's squares, side to move, castling rights, en passant square
PositionKey = tuple[int, int, int, int, int, int, int, int, bool, int, int | None]


def position_key(board: chess.Board, opts: SchachOptions) -> PositionKey:
    """The position for repetition: pieces, side to move, castling rights, and the en passant
    square only where en passant is played and possible."""
    ep = board.ep_square if opts.en_passant and board.has_legal_en_passant() else None
    return (board.pawns, board.knights, board.bishops, board.rooks, board.queens, board.kings,
            board.occupied_co[chess.WHITE], board.occupied_co[chess.BLACK], board.turn,
            board.clean_castling_rights(), ep)
