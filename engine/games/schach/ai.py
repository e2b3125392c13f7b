"""Computer players for the chess of 1782: our own search on python-chess's boards.

* ``beginner`` looks one move ahead (plus the captures that follow) and chooses with some chance;
* ``intermediate`` searches three half-moves (with the same extensions and quiescence);
* ``strong`` deepens iteratively for 0.85 s: principal variation search with aspiration windows at
  the root, quiescence (delta pruning, losing captures of defended pieces left out), a
  transposition table kept from move to move (mates stored relative to the node), null-move
  pruning, reverse futility and futility pruning near the horizon, late-move reductions, a check
  extension, repetitions seen through the game's history, and moves ordered by the table's move
  (tried before the others are generated), captures (most valuable victim first), killers and
  history.  The evaluation is tapered between middle game and endgame: material and piece-square
  tables carried down the search and updated by each move (:func:`delta`), pawn structure
  (doubled, isolated, passed; cached by the pawns), the king's pawn shield, rooks on open files,
  the bishop pair, and driving a lone king to the edge;
* ``master`` (:class:`UciPlayer`) drives a UCI engine (Stockfish) when one is installed, its root
  moves restricted to those legal under the chosen 1782 options.

Every player sees only the observation, which is the whole position with its history.  The
search plays by the options in force: it takes its moves from :func:`.rules.legal_moves` and
:func:`.rules.exchanges` (a pawn becomes only a lost piece; a pawn that stayed a pawn on the last
rank is exchanged for a piece lost since, valued as the piece it becomes), and it knows that
stalemate costs the stalemated side half the stake under ``book_1782`` (:data:`STALEMATE`).
"""

from __future__ import annotations

import math
import os
import random
import shutil
import time
from typing import Any, Iterator

import chess

from . import rules as R
from .game import ChessMove, SchachState, replay
from .options import SchachOptions

MATE = 100_000
#: what stalemating the opponent is worth under ``stalemate="half_loss"`` (half the stake won for
#: sure), in centipawns, so that it is weighed against the position the search could keep instead:
#: the advantage whose winning chances (Lichess's model, ``2 / (1 + exp(-0.00368208 cp)) - 1``, in
#: stakes: +1 a win, -1 a loss) are half the stake, ``ln 3 / 0.00368208`` = 298.  A side further
#: ahead than that plays on for the whole stake; one less far ahead (or behind) takes the half.
STALEMATE = 300
INF = 10 * MATE
#: beyond this a value is a mate found, not an evaluation: no pruning by margins there
_DECIDED = MATE // 4
VALUES = {chess.PAWN: 100, chess.KNIGHT: 320, chess.BISHOP: 330, chess.ROOK: 500, chess.QUEEN: 900, chess.KING: 0}

#: the bench (``python -m engine.games.schach.bench``) plays whole games
BENCH_DEALS = None
BENCH_UNIT = "games"
BENCH_PER = "game"

# Piece-square tables (centipawns), listed from rank 8 down to rank 1 as seen by White.
_PST_TEXT = {
    chess.PAWN: """
  0   0   0   0   0   0   0   0
 50  50  50  50  50  50  50  50
 10  10  20  30  30  20  10  10
  5   5  10  25  25  10   5   5
  0   0   0  20  20   0   0   0
  5  -5 -10   0   0 -10  -5   5
  5  10  10 -20 -20  10  10   5
  0   0   0   0   0   0   0   0""",
    chess.KNIGHT: """
-50 -40 -30 -30 -30 -30 -40 -50
-40 -20   0   0   0   0 -20 -40
-30   0  10  15  15  10   0 -30
-30   5  15  20  20  15   5 -30
-30   0  15  20  20  15   0 -30
-30   5  10  15  15  10   5 -30
-40 -20   0   5   5   0 -20 -40
-50 -40 -30 -30 -30 -30 -40 -50""",
    chess.BISHOP: """
-20 -10 -10 -10 -10 -10 -10 -20
-10   0   0   0   0   0   0 -10
-10   0   5  10  10   5   0 -10
-10   5   5  10  10   5   5 -10
-10   0  10  10  10  10   0 -10
-10  10  10  10  10  10  10 -10
-10   5   0   0   0   0   5 -10
-20 -10 -10 -10 -10 -10 -10 -20""",
    chess.ROOK: """
  0   0   0   0   0   0   0   0
  5  10  10  10  10  10  10   5
 -5   0   0   0   0   0   0  -5
 -5   0   0   0   0   0   0  -5
 -5   0   0   0   0   0   0  -5
 -5   0   0   0   0   0   0  -5
 -5   0   0   0   0   0   0  -5
  0   0   0   5   5   0   0   0""",
    chess.QUEEN: """
-20 -10 -10  -5  -5 -10 -10 -20
-10   0   0   0   0   0   0 -10
-10   0   5   5   5   5   0 -10
 -5   0   5   5   5   5   0  -5
  0   0   5   5   5   5   0  -5
-10   5   5   5   5   5   0 -10
-10   0   5   0   0   0   0 -10
-20 -10 -10  -5  -5 -10 -10 -20""",
    chess.KING: """
-30 -40 -40 -50 -50 -40 -40 -30
-30 -40 -40 -50 -50 -40 -40 -30
-30 -40 -40 -50 -50 -40 -40 -30
-30 -40 -40 -50 -50 -40 -40 -30
-20 -30 -30 -40 -40 -30 -30 -20
-10 -20 -20 -20 -20 -20 -20 -10
 20  20   0   0   0   0  20  20
 20  30  10   0   0  10  30  20""",
}
_KING_END_TEXT = """
-50 -40 -30 -20 -20 -30 -40 -50
-30 -20 -10   0   0 -10 -20 -30
-30 -10  20  30  30  20 -10 -30
-30 -10  30  40  40  30 -10 -30
-30 -10  30  40  40  30 -10 -30
-30 -10  20  30  30  20 -10 -30
-30 -30   0   0   0   0 -30 -30
-50 -30 -30 -30 -30 -30 -30 -50"""


def _table(text: str) -> list[int]:
    rows = [int(x) for x in text.split()]
    assert len(rows) == 64
    return rows


def _tables() -> tuple[dict[int, list[int]], dict[int, list[int]], list[int], list[int]]:
    """Per (piece type): value + table for White (indexed by square) and for Black."""
    white: dict[int, list[int]] = {}
    black: dict[int, list[int]] = {}
    for pt, text in _PST_TEXT.items():
        t = _table(text)
        white[pt] = [VALUES[pt] + t[sq ^ 56] for sq in range(64)]
        black[pt] = [VALUES[pt] + t[sq] for sq in range(64)]
    ke = _table(_KING_END_TEXT)
    return white, black, [ke[sq ^ 56] for sq in range(64)], [ke[sq] for sq in range(64)]


_W, _B, _KEW, _KEB = _tables()
_PHASE = {chess.KNIGHT: 1, chess.BISHOP: 1, chess.ROOK: 2, chess.QUEEN: 4}

#: the endgame's material (a pawn grows in worth as the pieces go, a knight shrinks a little)
VALUES_END = {chess.PAWN: 120, chess.KNIGHT: 300, chess.BISHOP: 330, chess.ROOK: 520, chess.QUEEN: 940, chess.KING: 0}
#: the endgame's bonus for a pawn's rank (from its own side: index 1 its starting rank)
_PAWN_END_RANK = (0, 0, 5, 10, 20, 35, 55, 0)


def _signed_tables() -> tuple[list[list[list[int]]], list[list[list[int]]]]:
    """``MG[colour][piece type][square]`` and ``EG[...]``: value and placement, signed from White's
    view (Black's entries negative), the middle game's and the endgame's."""
    mg: list[list[list[int]]] = [[[0] * 64 for _ in range(7)] for _ in range(2)]
    eg: list[list[list[int]]] = [[[0] * 64 for _ in range(7)] for _ in range(2)]
    for colour, sign in ((chess.WHITE, 1), (chess.BLACK, -1)):
        own = _W if colour == chess.WHITE else _B
        for pt in (chess.PAWN, chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN, chess.KING):
            for sq in range(64):
                rel = sq if colour == chess.WHITE else sq ^ 56     # the square as White sees it
                placed = own[pt][sq] - VALUES[pt]
                mg[colour][pt][sq] = sign * (VALUES[pt] + placed)
                if pt == chess.KING:
                    end = (_KEW if colour == chess.WHITE else _KEB)[sq]
                elif pt == chess.PAWN:
                    end = VALUES_END[pt] + _PAWN_END_RANK[chess.square_rank(rel)] * 2
                else:
                    end = VALUES_END[pt] + placed // 2
                eg[colour][pt][sq] = sign * end
    return mg, eg


_MG, _EG = _signed_tables()


def _masks() -> tuple[list[int], list[list[int]], list[list[int]]]:
    """Adjacent files per file; for each colour and square the squares in front of a pawn on the
    same and adjacent files (a passed pawn has no enemy pawn there); the king's pawn shield."""
    adj = []
    for f in range(8):
        m = 0
        for g in (f - 1, f + 1):
            if 0 <= g < 8:
                m |= chess.BB_FILES[g]
        adj.append(m)
    front: list[list[int]] = [[0] * 64, [0] * 64]
    shield: list[list[int]] = [[0] * 64, [0] * 64]
    for sq in range(64):
        f, r = chess.square_file(sq), chess.square_rank(sq)
        files = chess.BB_FILES[f] | adj[f]
        ahead_w = sum(chess.BB_RANKS[x] for x in range(r + 1, 8))
        ahead_b = sum(chess.BB_RANKS[x] for x in range(0, r))
        front[chess.WHITE][sq] = files & ahead_w
        front[chess.BLACK][sq] = files & ahead_b
        near_w = sum(chess.BB_RANKS[x] for x in range(r + 1, min(8, r + 3)))
        near_b = sum(chess.BB_RANKS[x] for x in range(max(0, r - 2), r))
        shield[chess.WHITE][sq] = files & near_w
        shield[chess.BLACK][sq] = files & near_b
    return adj, front, shield


_ADJ, _FRONT, _SHIELD = _masks()
#: how far a square is from the four centre squares (0 to 6)
_CENTRE_DISTANCE = [max(3 - (sq & 7), (sq & 7) - 4) + max(3 - (sq >> 3), (sq >> 3) - 4) for sq in range(64)]
_PASSED_MG = (0, 0, 5, 10, 20, 35, 55, 0)
_PASSED_EG = (0, 10, 15, 25, 45, 75, 120, 0)
_pawn_cache: dict[tuple[int, int], tuple[int, int]] = {}


def _pawns(wp: int, bp: int) -> tuple[int, int]:
    """Pawn structure (middle game, endgame) from White's view: doubled, isolated and passed pawns."""
    hit = _pawn_cache.get((wp, bp))
    if hit is not None:
        return hit
    mg = eg = 0
    for colour, own, other, sign in ((chess.WHITE, wp, bp, 1), (chess.BLACK, bp, wp, -1)):
        m = e = 0
        for f in range(8):
            n = chess.popcount(own & chess.BB_FILES[f])
            if n:
                if n > 1:
                    m -= 10 * (n - 1)
                    e -= 20 * (n - 1)
                if not own & _ADJ[f]:
                    m -= 10 * n
                    e -= 15 * n
        for sq in chess.scan_forward(own):
            if not other & _FRONT[colour][sq]:
                rank = chess.square_rank(sq) if colour == chess.WHITE else 7 - chess.square_rank(sq)
                m += _PASSED_MG[rank]
                e += _PASSED_EG[rank]
        mg += sign * m
        eg += sign * e
    if len(_pawn_cache) > 50_000:
        _pawn_cache.clear()
    _pawn_cache[(wp, bp)] = (mg, eg)
    return mg, eg


def material(board: chess.Board) -> tuple[int, int]:
    """Value and placement of every piece (middle game, endgame), from White's view: what the
    search then keeps up to date move by move (:func:`delta`)."""
    mg = eg = 0
    for colour in (chess.WHITE, chess.BLACK):
        for pt in (chess.PAWN, chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN, chess.KING):
            tm, te = _MG[colour][pt], _EG[colour][pt]
            for sq in chess.scan_forward(board.pieces_mask(pt, colour)):
                mg += tm[sq]
                eg += te[sq]
    return mg, eg


def delta(b: chess.Board, m: chess.Move) -> tuple[int, int]:
    """How ``m`` (legal, not yet played) changes :func:`material`."""
    fr, to = m.from_square, m.to_square
    pt = b.piece_type_at(fr)
    c = b.turn
    if pt is None:   # a null move
        return 0, 0
    tm, te = _MG[c], _EG[c]
    if m.drop:   # the later exchange: the pawn on the last rank becomes the piece
        return tm[m.drop][to] - tm[chess.PAWN][to], te[m.drop][to] - te[chess.PAWN][to]
    dm = tm[pt][to] - tm[pt][fr]
    de = te[pt][to] - te[pt][fr]
    victim = b.piece_type_at(to)
    if victim is not None:
        dm -= _MG[not c][victim][to]
        de -= _EG[not c][victim][to]
    elif pt == chess.PAWN and (to - fr) & 7:   # a pawn's diagonal step to an empty square: en passant
        cap = to - 8 if c == chess.WHITE else to + 8
        dm -= _MG[not c][chess.PAWN][cap]
        de -= _EG[not c][chess.PAWN][cap]
    if m.promotion:
        dm += tm[m.promotion][to] - tm[chess.PAWN][to]
        de += te[m.promotion][to] - te[chess.PAWN][to]
    elif pt == chess.KING and abs(to - fr) == 2:   # castling: the rook moves too
        rf, rt = (fr + 3, fr + 1) if to > fr else (fr - 4, fr - 1)
        dm += tm[chess.ROOK][rt] - tm[chess.ROOK][rf]
        de += te[chess.ROOK][rt] - te[chess.ROOK][rf]
    return dm, de


def positional(board: chess.Board, mg: int, eg: int, opts: SchachOptions | None = None) -> int:
    """The evaluation from the side to move's view, given :func:`material`'s ``(mg, eg)``: tapered
    between middle game and endgame by the pieces left, with pawn structure, the king's pawn
    shield, rooks on open files, the bishop pair and the pawns that stayed on the last rank."""
    occ_w, occ_b = board.occupied_co[chess.WHITE], board.occupied_co[chess.BLACK]
    pawns = board.pawns
    wp, bp = pawns & occ_w, pawns & occ_b
    pm, pe = _pawns(wp, bp)
    mg += pm
    eg += pe
    phase = (chess.popcount(board.knights | board.bishops) + 2 * chess.popcount(board.rooks)
             + 4 * chess.popcount(board.queens))
    if phase > 24:
        phase = 24
    # the king's pawn shield (middle game only), while the king stays on his first two ranks
    wk, bk = board.king(chess.WHITE), board.king(chess.BLACK)
    if wk is not None and wk < 16:
        mg += 12 * min(3, chess.popcount(wp & _SHIELD[chess.WHITE][wk])) - 20
    if bk is not None and bk >= 48:
        mg -= 12 * min(3, chess.popcount(bp & _SHIELD[chess.BLACK][bk])) - 20
    rooks = board.rooks
    if rooks:
        for sq in chess.scan_forward(rooks):
            f = chess.BB_FILES[sq & 7]
            if occ_w & chess.BB_SQUARES[sq]:
                if not wp & f:
                    bonus = 20 if not bp & f else 10
                    mg += bonus
                    eg += bonus // 2
            else:
                if not bp & f:
                    bonus = 20 if not wp & f else 10
                    mg -= bonus
                    eg -= bonus // 2
    bishops = board.bishops
    if chess.popcount(bishops & occ_w) >= 2:
        mg += 30
        eg += 50
    if chess.popcount(bishops & occ_b) >= 2:
        mg -= 30
        eg -= 50
    mixed = mg * phase + eg * (24 - phase)
    score = mixed // 24 if mixed >= 0 else -(-mixed // 24)   # rounded alike for both colours
    if phase <= 6 and wk is not None and bk is not None and abs(eg) >= 400 and not (pawns & (occ_w if eg < 0 else occ_b)):
        # the stronger side (the other without pawns) drives the lone king to the edge, its own king close by
        loser = bk if eg > 0 else wk
        near = 14 - abs((wk & 7) - (bk & 7)) - abs((wk >> 3) - (bk >> 3))
        push = 10 * _CENTRE_DISTANCE[loser] + 4 * near
        score += push if eg > 0 else -push
    if opts is not None and opts.promotion == "lost_pieces":
        # a pawn that stays on the last rank is worth little; it still counts as a pawn on the board
        score -= 80 * chess.popcount(wp & chess.BB_RANK_8)
        score += 80 * chess.popcount(bp & chess.BB_RANK_1)
    return (score if board.turn == chess.WHITE else -score) + 10   # + the move's worth


def evaluate(board: chess.Board, opts: SchachOptions | None = None) -> int:
    """Material, placement and structure in centipawns from the side to move's view."""
    mg, eg = material(board)
    return positional(board, mg, eg, opts)


class _Timeout(Exception):
    pass


#: a position for the search's tables: pieces, colours, side to move, castling rights, en passant square
BoardKey = tuple[int, int, int, int, int, int, int, bool, int, int | None]


def _key(b: chess.Board) -> BoardKey:
    return (b.pawns, b.knights, b.bishops, b.rooks, b.queens, b.kings, b.occupied_co[chess.WHITE], b.turn,
            b.castling_rights, b.ep_square)


_EXACT, _LOWER, _UPPER = 0, 1, 2


class Searcher:
    """Iterative deepening alpha-beta over a python-chess board under the 1782 options.

    The material and placement part of the evaluation (``mg``, ``eg``: :func:`material`) is carried
    down the search and updated by each move (:func:`delta`), so a leaf costs only the positional
    terms.  ``node_limit`` (the bench's option) stops the search after that many nodes instead of
    (or as well as) the clock."""

    #: an entry costs about half a kilobyte (whole-position keys), and a move of the strong level
    #: stores some 4,000: the table is emptied when full, so it holds the last dozen moves' searches
    #: in some 30 MB
    def __init__(self, opts: SchachOptions, *, tt_size: int = 60_000) -> None:
        self.opts = opts
        #: whether the later exchange is among the moves (``late_exchange`` under ``lost_pieces``)
        self._exchanging = opts.promotion == "lost_pieces" and opts.late_exchange
        #: whether a stalemate costs something, so that it is looked for beyond the horizon too
        self._half_stalemate = opts.stalemate == "half_loss"
        self.tt: dict[BoardKey, tuple[int, int, int, chess.Move | None]] = {}
        self.tt_size = tt_size
        self.nodes = 0
        self.deadline = 0.0
        self.node_limit = 0
        self.killers: list[list[chess.Move | None]] = [[None, None] for _ in range(128)]
        self.history: dict[tuple[int, int], int] = {}
        self.seen: set[BoardKey] = set()

    # -- moves --------------------------------------------------------------------------------

    def _captures(self, b: chess.Board) -> list[chess.Move]:
        out = []
        lost: list[int] | None = None
        for m in b.generate_legal_captures():
            if m.promotion:
                if self.opts.promotion == "lost_pieces":
                    if lost is None:
                        lost = R.lost_types(b, b.turn)
                    if m.promotion not in lost and not (not lost and m.promotion == chess.QUEEN):
                        continue
                    if not lost:
                        m = chess.Move(m.from_square, m.to_square)
                elif m.promotion != chess.QUEEN:
                    continue
            elif not self.opts.en_passant and b.ep_square is not None and b.is_en_passant(m):
                continue
            out.append(m)
        return out

    def _staged(self, b: chess.Board, tt_move: chess.Move | None, ply: int) -> Iterator[chess.Move]:
        """The moves to search: the table's move, then (generated only if it did not cut) the rest
        in order."""
        if tt_move is not None:
            yield tt_move
        moves = R.legal_moves(b, self.opts)
        if self._exchanging:
            moves += R.exchanges(b, self.opts)
        if tt_move is not None:
            moves = [m for m in moves if m != tt_move]
        yield from self._order(b, moves, None, ply)

    def _order(self, b: chess.Board, moves: list[chess.Move], tt_move: chess.Move | None, ply: int) -> list[chess.Move]:
        killers = self.killers[ply] if ply < len(self.killers) else [None, None]
        hist = self.history
        pt_at = b.piece_type_at

        def score(m: chess.Move) -> int:
            if m == tt_move:
                return 10_000_000
            if m.drop:   # an exchange: like a promotion
                return 900_000 + VALUES[m.drop]
            victim = pt_at(m.to_square)
            if victim is not None:
                return 1_000_000 + VALUES[victim] * 10 - VALUES[pt_at(m.from_square) or chess.PAWN] // 10
            if m.promotion:
                return 900_000 + VALUES[m.promotion]
            if m == killers[0]:
                return 800_000
            if m == killers[1]:
                return 700_000
            return hist.get((m.from_square, m.to_square), 0)

        return sorted(moves, key=score, reverse=True)

    # -- search -------------------------------------------------------------------------------

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes & 127 == 0 and (time.perf_counter() > self.deadline
                                      or (self.node_limit and self.nodes >= self.node_limit)):
            raise _Timeout

    def _stalemated(self, b: chess.Board) -> bool:
        """Whether the side to move, not in check, has no move at all, looked at only where a
        stalemate costs something (``half_loss``) and only for a side with nothing but king and
        pawns (where nearly every stalemate happens): so the horizon and the captures after it see
        a stalemate too, at little cost, and the modern game's search is unchanged."""
        if b.occupied_co[b.turn] & ~(b.pawns | b.kings) or b.is_check():
            return False
        ep = b.ep_square is not None and not self.opts.en_passant
        for m in b.generate_legal_moves():
            if not (ep and b.is_en_passant(m)):
                return False
        return not R.exchanges(b, self.opts)   # (no castling: the side has no rook)

    def quiesce(self, b: chess.Board, alpha: int, beta: int, mg: int, eg: int, qdepth: int = 0, ply: int = 0) -> int:
        self._tick()
        if self._half_stalemate and self._stalemated(b):
            return self._terminal(b, ply)
        stand = positional(b, mg, eg, self.opts)
        if stand >= beta:
            return stand
        if stand > alpha:
            alpha = stand
        if qdepth > 8:
            return stand
        caps = self._captures(b)
        if self._exchanging:
            caps += R.exchanges(b, self.opts)
        if not caps:
            return stand
        pt_at = b.piece_type_at
        them = not b.turn
        scored = []
        for m in caps:
            if m.drop:   # an exchange: the pawn becomes the piece, nothing is taken
                if stand + VALUES[m.drop] - 100 + 200 >= alpha:
                    scored.append((VALUES[m.drop] * 10, m))
                continue
            victim = pt_at(m.to_square) or chess.PAWN
            attacker = pt_at(m.from_square) or chess.PAWN
            gain = VALUES[victim] + (VALUES[m.promotion] - 100 if m.promotion else 0)
            if stand + gain + 200 < alpha:
                continue  # delta pruning: even winning the piece would not reach alpha
            if VALUES[victim] < VALUES[attacker] and not m.promotion and b.is_attacked_by(them, m.to_square):
                continue  # a losing capture (a defended piece worth less than the taker): not looked at
            scored.append((VALUES[victim] * 10 - VALUES[attacker] // 10, m))
        scored.sort(key=lambda x: x[0], reverse=True)
        for _, m in scored:
            dm, de = delta(b, m)
            b.push(m)
            v = -self.quiesce(b, -beta, -alpha, mg + dm, eg + de, qdepth + 1, ply + 1)
            b.pop()
            if v >= beta:
                return v
            if v > alpha:
                alpha = v
        return alpha

    def _terminal(self, b: chess.Board, ply: int) -> int:
        """No move at all (the exchanges counted): mate, or stalemate worth :data:`STALEMATE` to
        the side that gave it under the book (a little more the sooner), nothing under today's rules."""
        if b.is_check():
            return -MATE + ply
        if self.opts.stalemate == "half_loss":
            return -STALEMATE + min(ply, 50)
        return 0

    def search(self, b: chess.Board, depth: int, alpha: int, beta: int, ply: int, null_ok: bool = True,
               mg: int | None = None, eg: int | None = None) -> int:
        self._tick()
        if mg is None or eg is None:
            mg, eg = material(b)
        key = _key(b)
        if ply > 0:
            if key in self.seen or b.halfmove_clock >= 100:
                return 0
            if chess.popcount(b.occupied) <= 4 and b.is_insufficient_material():
                return 0
        in_check = b.is_check()
        if in_check and ply < 48:
            depth += 1  # check extension: a check is answered a ply deeper
        if depth <= 0:
            return self.quiesce(b, alpha, beta, mg, eg, 0, ply)
        entry = self.tt.get(key)
        tt_move = None
        if entry is not None:
            edepth, eval_, flag, tt_move = entry
            if eval_ >= _DECIDED:   # a mate is stored as seen from this node: back to the root's
                eval_ -= ply
            elif eval_ <= -_DECIDED:
                eval_ += ply
            if edepth >= depth and ply > 0:
                if flag == _EXACT:
                    return eval_
                if flag == _LOWER and eval_ >= beta:
                    return eval_
                if flag == _UPPER and eval_ <= alpha:
                    return eval_
        pv_node = beta - alpha > 1
        static = -INF
        if not in_check and ply > 0 and -_DECIDED < alpha and beta < _DECIDED:
            static = positional(b, mg, eg, self.opts)
            # reverse futility: far above beta near the horizon, the opponent will not come back
            if not pv_node and depth <= 3 and static - 120 * depth >= beta:
                return static
            # null move: give the move away; if still good enough, cut (not in check, not in a pawn ending)
            if (null_ok and not pv_node and depth >= 3 and static >= beta
                    and b.occupied_co[b.turn] & ~(b.pawns | b.kings)):
                b.push(chess.Move.null())
                self.seen.add(key)
                try:
                    v = -self.search(b, depth - 3 - depth // 6, -beta, -beta + 1, ply + 1, False, mg, eg)
                finally:
                    self.seen.discard(key)
                    b.pop()
                if v >= beta:
                    return beta
        # futility: a quiet move at the last plies cannot lift a position this far below alpha
        futile = (not in_check and not pv_node and depth <= 2 and static > -INF
                  and static + (150 if depth == 1 else 320) <= alpha)
        orig_alpha = alpha
        best = -INF
        best_move = None
        legal = 0
        self.seen.add(key)
        try:
            # the table's move first, before the others are generated: it often cuts at once (it was
            # legal in this very position, so it is legal under the same options now)
            for i, m in enumerate(self._staged(b, tt_move, ply)):
                legal += 1
                quiet = not m.promotion and not m.drop and not b.is_capture(m)
                dm, de = delta(b, m)
                b.push(m)
                gives_check = b.is_check()
                if futile and quiet and i > 0 and not gives_check:
                    b.pop()
                    continue
                if i == 0:
                    v = -self.search(b, depth - 1, -beta, -alpha, ply + 1, True, mg + dm, eg + de)
                else:
                    # late quiet moves are searched shallower first (more so the later and deeper)
                    red = 0
                    if quiet and i >= 3 and depth >= 3 and not in_check and not gives_check:
                        red = 1 + (i >= 8 and depth >= 5) + (i >= 20 and depth >= 7)
                        if pv_node and red > 1:
                            red -= 1
                    v = -self.search(b, depth - 1 - red, -alpha - 1, -alpha, ply + 1, True, mg + dm, eg + de)
                    if v > alpha and (red or v < beta):
                        v = -self.search(b, depth - 1, -beta, -alpha, ply + 1, True, mg + dm, eg + de)
                b.pop()
                if v > best:
                    best, best_move = v, m
                if v > alpha:
                    alpha = v
                if alpha >= beta:
                    if quiet and ply < len(self.killers):
                        k = self.killers[ply]
                        if k[0] != m:
                            k[1], k[0] = k[0], m
                        hk = (m.from_square, m.to_square)
                        self.history[hk] = self.history.get(hk, 0) + depth * depth
                    break
        finally:
            self.seen.discard(key)
        if not legal:
            return self._terminal(b, ply)
        if best_move is None:   # every move was futile: the position is as bad as it stands
            return static
        flag = _UPPER if best <= orig_alpha else _LOWER if best >= beta else _EXACT
        if len(self.tt) >= self.tt_size:
            self.tt.clear()
        stored = best + ply if best >= _DECIDED else best - ply if best <= -_DECIDED else best
        self.tt[key] = (depth, stored, flag, best_move)
        return best

    def _root_pass(self, b: chess.Board, order: list[chess.Move], depth: int, alpha: int, beta: int,
                   mg: int, eg: int, cur: dict[chess.Move, int], margin: int = 0) -> tuple[chess.Move | None, int]:
        """One pass over the root moves at ``depth`` with the window (``alpha``, ``beta``): the best
        move (``None`` when every move failed low) and its value; ``cur`` gets each move's value:
        exact for the best, and for every move within ``margin`` of it (the levels that choose
        with chance need them), a bound for the others."""
        top: chess.Move | None = None
        best = -INF
        for m in order:
            dm, de = delta(b, m)
            b.push(m)
            if top is None:
                v = -self.search(b, depth - 1, -beta, -alpha, 1, True, mg + dm, eg + de)
            else:
                # a null window first: most moves only need to be shown no better (than the best
                # less ``margin``)
                low = max(-INF, alpha - margin)
                v = -self.search(b, depth - 1, -low - 1, -low, 1, True, mg + dm, eg + de)
                if low < v < beta:
                    v = -self.search(b, depth - 1, -beta, -low, 1, True, mg + dm, eg + de)
            b.pop()
            cur[m] = v  # exact for the best move, a bound for the others
            if v > best:
                best = v
            if v > alpha:
                alpha, top = v, m
                if v >= beta:
                    break
        return top, best

    def root(self, b: chess.Board, moves: list[chess.Move], history: set[BoardKey], seconds: float,
             max_depth: int = 64, node_limit: int = 0, margin: int = 0) -> tuple[chess.Move, dict[chess.Move, int], int]:
        """The best move within ``seconds`` (and ``node_limit`` nodes, if given; at least depth 1
        is finished), the values of the root moves at the deepest finished depth, and that depth.
        From depth 4 on each depth first looks in a narrow window (aspiration) around the last
        depth's value and widens it when the value falls outside."""
        start = time.perf_counter()
        self.deadline = start + seconds
        self.node_limit = node_limit
        self.seen = set(history)
        self.seen.add(_key(b))
        self.nodes = 0
        mg, eg = material(b)
        best = moves[0]
        values: dict[chess.Move, int] = {m: 0 for m in moves}
        done = 0
        prev = 0
        for depth in range(1, max_depth + 1):
            cur: dict[chess.Move, int] = {}
            top: chess.Move | None = None
            try:
                order = sorted(moves, key=lambda m: (m != best, -values.get(m, 0)))
                window = 35 if depth >= 4 and abs(prev) < _DECIDED else INF
                lo, hi = max(-INF, prev - window), min(INF, prev + window)
                while True:
                    top, val = self._root_pass(b, order, depth, lo, hi, mg, eg, cur, margin)
                    if top is None or val <= lo:
                        if lo <= -INF:
                            break
                        lo = -INF if window >= 200 else max(-INF, val - window * 4)
                        window *= 4
                    elif val >= hi:
                        if hi >= INF:
                            break
                        hi = INF if window >= 200 else min(INF, val + window * 4)
                        window *= 4
                        order = [top] + [m for m in order if m != top]
                    else:
                        break
                    cur = {}
            except _Timeout:
                while len(b.move_stack) > self._base:
                    b.pop()
                if not done:
                    # not even depth 1 in time: the moves not reached are valued as they stand
                    for m in moves:
                        if m not in cur:
                            b.push(m)
                            cur[m] = -evaluate(b, self.opts)
                            b.pop()
                    values, done = cur, 1
                    best = max(moves, key=lambda m: cur[m])
                elif top is not None and top != best and best in cur and cur[top] > cur[best]:
                    # a move of the unfinished depth proved better than the finished depth's best
                    best = top
                break
            if top is None:   # cannot happen with a full window; keep the last depth's choice
                break
            values, done = cur, depth
            best = top
            prev = cur[best]
            if abs(cur[best]) >= MATE - 200:
                break
            if node_limit and self.nodes >= node_limit:
                break
            if seconds != math.inf and time.perf_counter() > self.deadline - seconds * 0.45 and depth >= 2:
                break  # the next depth would not finish
        return best, values, done

    _base = 0


def _state_of(observation: Any) -> SchachState:
    fen = observation.start_fen if observation.start_fen != chess.STARTING_FEN else None
    return replay(observation.options, observation.moves, white=observation.white, fen=fen)


def sample(observation: Any, rng: random.Random) -> Any:
    """Perfect information: the position itself."""
    return _state_of(observation)


class SearchPlayer:
    """A level of our search: ``seconds`` a move, at most ``max_depth`` half-moves, and ``noise``
    centipawns of chance in the choice among the root moves."""

    #: the search depth when there is no clock (``budget`` 0: the shared fairness check's
    #: ``engine.ai.fairness.deterministic`` sets it so, with ``min_samples``/``max_samples``)
    FIXED_DEPTH = 3

    def __init__(self, name: str, seconds: float, max_depth: int, noise: int = 0, node_limit: int = 0) -> None:
        self.name = name
        self.budget = seconds
        self.max_depth = max_depth
        self.noise = noise
        #: at most this many nodes a move (0: no limit; the bench's ``--nodes``)
        self.node_limit = node_limit
        #: the search kept from move to move (its transposition table), while the clock runs
        self._searcher: Searcher | None = None
        self.min_samples = self.max_samples = 0   # unused: present for ``deterministic``
        self.last_depth = 0
        self.last_nodes = 0

    @property
    def seconds(self) -> float:
        return self.budget

    @property
    def margin(self) -> int:
        """How far below the best a root move's value is still searched exactly: three times the
        noise, so that the chance picks among values, not among bounds (a move shown only "no
        better than the best" once looked as good as the best to the noise)."""
        return 3 * self.noise

    def choose(self, observation: Any, rng: random.Random) -> Any:
        return self.evaluate(observation, rng).best

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Any = ()) -> Any:
        from engine.ai.search import Evaluation

        t0 = time.perf_counter()
        opts: SchachOptions = observation.options
        b, keys = _board_of(observation)
        b = b.copy(stack=False)
        moves = R.legal_moves(b, opts) + R.exchanges(b, opts)
        history = set(keys)
        if self.budget > 0 and self._searcher is not None and self._searcher.opts == opts:
            # the table of the last move's search still holds: its positions are whole positions
            searcher = self._searcher
            searcher.killers = [[None, None] for _ in range(128)]
            searcher.history = {}
        else:
            # without a clock a fresh search each time, so the choice depends on the observation alone
            searcher = Searcher(opts)
            if self.budget > 0:
                self._searcher = searcher
        searcher._base = len(b.move_stack)
        if len(moves) == 1:
            best, vals, depth = moves[0], {moves[0]: 0}, 0
        else:
            if self.budget > 0:
                left = max(0.05, self.budget - (time.perf_counter() - t0))
                best, vals, depth = searcher.root(b, moves, history, left, self.max_depth, self.node_limit,
                                                  self.margin)
            else:  # no clock: a fixed depth, so the choice depends on the observation alone
                best, vals, depth = searcher.root(b, moves, history, math.inf, min(self.max_depth, self.FIXED_DEPTH),
                                                  0, self.margin)
        self.last_depth, self.last_nodes = depth, searcher.nodes
        if self.noise and len(moves) > 1:
            noisy = {m: vals.get(m, -INF) + rng.gauss(0, self.noise) for m in moves}
            best = max(moves, key=lambda m: noisy[m])
        values = {ChessMove(m.uci()): float(vals.get(m, 0)) / 100.0 for m in moves}
        act = ChessMove(best.uci())
        return Evaluation(best=act, values=values, stderr={a: 0.0 for a in values}, worlds=1,
                          playouts=searcher.nodes, reason="only" if len(moves) == 1 else "search")


def _board_of(observation: Any) -> tuple[chess.Board, list[BoardKey]]:
    """The board an observation shows and the keys of every position of the game so far (the
    current one last), built by pushing the moves without checking them again: the observation's
    moves were legal under its options, which python-chess's checks do not know."""
    b = chess.Board(observation.start_fen)
    keys = [_key(b)]
    for u in observation.moves:
        b.push(chess.Move.from_uci(u))
        keys.append(_key(b))
    return b, keys


def _history_keys(st: SchachState) -> list[BoardKey]:
    """The current position and those before it (a return to one is a draw inside the search)."""
    b = st.board.copy(stack=True)
    keys = [_key(b)]
    while b.move_stack:
        b.pop()
        keys.append(_key(b))
    return keys


class RandomPlayer:
    name = "schach-random"

    def choose(self, observation: Any, rng: random.Random) -> Any:
        return rng.choice(list(observation.legal_actions))


# -- the master level: a UCI engine ---------------------------------------------------------------

#: where a UCI engine is looked for when no path is set (Debian's stockfish is in /usr/games)
ENGINE_CANDIDATES = ("stockfish", "/usr/games/stockfish", "/usr/local/bin/stockfish", "/opt/homebrew/bin/stockfish",
                     "stockfish.exe")
#: the environment variable (and the setting's name) for the engine's path
ENGINE_SETTING = "ACADEMIE_CHESS_ENGINE"


def find_uci_engine(path: str | None = None) -> str | None:
    """The path of a UCI engine: ``path`` (the setting), else ``$ACADEMIE_CHESS_ENGINE``, else a
    Stockfish on the PATH or in the usual places; ``None`` when there is none."""
    for cand in (path, os.environ.get(ENGINE_SETTING), *ENGINE_CANDIDATES):
        if not cand:
            continue
        found = shutil.which(cand) if not os.path.isabs(cand) else (cand if os.access(cand, os.X_OK) else None)
        if found:
            return found
    return None


class UciPlayer:
    """The master level: a UCI engine chooses among the moves legal under the 1782 options.

    The engine knows only today's rules, so it is given the position without an en passant square
    when en passant is off, and its root moves are restricted to ours (``root_moves``).  Where the
    book allows what the engine cannot express (a castling out of check, a pawn that stays a pawn
    on the last rank, a position with such a pawn), or the engine fails, our strong search plays.

    By default the engine plays by the clock (``seconds`` a move), so the same game is not played
    twice.  With ``depth`` or ``nodes`` (the tests' and the bench's ``--sf-nodes``/``--sf-depth``) it
    searches that far instead, on one thread, its hash cleared (``ucinewgame``) before every move,
    and the fallback is our strong search on :data:`FALLBACK_NODES` nodes with a fresh table: each
    move then depends on the game so far alone, and a fixed seed gives the same game.  (Not with
    ``UCI_LimitStrength``: Stockfish draws its weakened choice from a generator seeded by the
    clock; :attr:`reproducible` says so.)"""

    #: the fallback's node budget a move in the fixed mode (about the strong level's 0.85 s)
    FALLBACK_NODES = 30_000

    def __init__(self, path: str | None = None, seconds: float = 1.0, options: dict[str, Any] | None = None,
                 name: str = "schach-master", *, depth: int | None = None, nodes: int | None = None) -> None:
        if (depth is not None and depth < 1) or (nodes is not None and nodes < 1):
            raise ValueError("depth and nodes must be positive")
        self.name = name
        self.path = find_uci_engine(path)
        self.seconds = seconds
        self.depth = depth
        self.nodes = nodes
        self.options = dict(options or {})
        self._engine: Any = None
        self.fallback = strong()
        if self.fixed:
            self.fallback.budget = 60.0   # the node budget decides; the clock only guards
            self.fallback.node_limit = self.FALLBACK_NODES
        self.fallbacks = 0

    @property
    def fixed(self) -> bool:
        """Whether the engine searches to a fixed depth or node count instead of by the clock."""
        return self.depth is not None or self.nodes is not None

    @property
    def reproducible(self) -> bool:
        """Whether the same game (and seed) gives the same moves: fixed, and not weakened by chance."""
        return self.fixed and not self.options.get("UCI_LimitStrength")

    def limit(self) -> Any:
        """What the engine is told for a move: the fixed depth or nodes, else the clock."""
        import chess.engine

        if self.fixed:
            return chess.engine.Limit(depth=self.depth, nodes=self.nodes)
        return chess.engine.Limit(time=self.seconds)

    def describe(self) -> str:
        """The budget in words (the bench prints it)."""
        if not self.fixed:
            return f"{self.seconds:g} s a move"
        parts = ([f"depth {self.depth}"] if self.depth is not None else []) + (
            [f"{self.nodes} nodes"] if self.nodes is not None else [])
        return " and ".join(parts) + " a move" + (", reproducible" if self.reproducible else "")

    def _open(self) -> Any:
        import chess.engine

        if self._engine is None:
            if self.path is None:
                raise RuntimeError("no UCI engine found")
            self._engine = chess.engine.SimpleEngine.popen_uci(self.path)
            options = dict(self.options)
            if self.fixed and "Threads" in self._engine.options:
                options["Threads"] = 1   # several threads search differently each time
            if options:
                self._engine.configure(options)
        return self._engine

    def close(self) -> None:
        if getattr(self, "_engine", None) is not None:
            try:
                self._engine.quit()
            except Exception:
                pass
            self._engine = None

    def __del__(self) -> None:  # pragma: no cover - best effort
        self.close()

    def choose(self, observation: Any, rng: random.Random) -> Any:
        import chess.engine

        st = _state_of(observation)
        ours = R.legal_moves(st.board, st.opts)
        theirs = set(st.board.legal_moves) if st.board.is_valid() else set()
        root = [m for m in ours if m in theirs]
        if not root:
            return self._fall_back(observation, rng)
        if st.opts.en_passant:
            board = st.board.copy(stack=True)
        else:
            board = chess.Board(st.board.fen())
            board.ep_square = None
        try:
            # in the fixed mode a new "game" each move: python-chess then sends ucinewgame, which
            # empties the engine's hash and histories, so the move depends on this position alone
            res = self._open().play(board, self.limit(), root_moves=root, game=object() if self.fixed else None)
        except (chess.engine.EngineError, chess.engine.EngineTerminatedError, OSError, RuntimeError):
            self.close()
            return self._fall_back(observation, rng)
        if res.move is None or res.move not in ours:
            return self._fall_back(observation, rng)
        return ChessMove(res.move.uci())

    def _fall_back(self, observation: Any, rng: random.Random) -> Any:
        self.fallbacks += 1
        if self.fixed:
            self.fallback._searcher = None   # a fresh table: the move depends on the position alone
        return self.fallback.choose(observation, rng)


# -- the levels ----------------------------------------------------------------------------------

def random_player() -> RandomPlayer:
    return RandomPlayer()


def beginner() -> SearchPlayer:
    return SearchPlayer("schach-beginner", seconds=0.3, max_depth=1, noise=60)


def intermediate() -> SearchPlayer:
    return SearchPlayer("schach-intermediate", seconds=0.5, max_depth=3, noise=10)


def strong() -> SearchPlayer:
    return SearchPlayer("schach-strong", seconds=0.85, max_depth=64)


def master(path: str | None = None, *, depth: int | None = None, nodes: int | None = None) -> UciPlayer:
    """The master level: by the clock, or (``depth``/``nodes``) reproducibly, see :class:`UciPlayer`."""
    return UciPlayer(path, depth=depth, nodes=nodes)


def master_available(path: str | None = None) -> bool:
    """Whether the master level can be offered (a UCI engine is found)."""
    return find_uci_engine(path) is not None
