"""Computer players for the chess of 1782: our own search on python-chess's boards.

* ``beginner`` looks one move ahead (plus the captures that follow) and chooses with some chance;
* ``intermediate`` searches three half-moves;
* ``strong`` deepens iteratively for about a second: alpha-beta (principal variation search) with
  quiescence, a transposition table, null-move pruning, and moves ordered by the table's move,
  captures (most valuable victim first), killers and history;
* ``master`` (:class:`UciPlayer`) drives a UCI engine (Stockfish) when one is installed, its root
  moves restricted to those legal under the chosen 1782 options.

Every player sees only the observation, which is the whole position with its history.  The
search plays by the options in force: it knows that stalemate costs the stalemated side half the
stake under ``book_1782``, that a pawn becomes only a lost piece, and so on, because it takes its
moves from :func:`.rules.legal_moves`.
"""

from __future__ import annotations

import math
import os
import random
import shutil
import time
from typing import Any

import chess

from . import rules as R
from .game import ChessMove, SchachState, replay
from .options import SchachOptions

MATE = 100_000
#: what being stalemated costs under ``stalemate="half_loss"``: half of being mated
HALF = MATE // 2
INF = 10 * MATE
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


def _tables() -> tuple[dict, dict, list[int], list[int]]:
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


def evaluate(board: chess.Board, opts: SchachOptions | None = None) -> int:
    """Material and placement in centipawns from the side to move's view."""
    score = 0
    phase = 0
    scan = chess.scan_forward
    for pt in (chess.PAWN, chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN):
        tw, tb = _W[pt], _B[pt]
        wm = board.pieces_mask(pt, chess.WHITE)
        bm = board.pieces_mask(pt, chess.BLACK)
        for sq in scan(wm):
            score += tw[sq]
        for sq in scan(bm):
            score -= tb[sq]
        if pt in _PHASE:
            phase += _PHASE[pt] * (chess.popcount(wm) + chess.popcount(bm))
    if opts is not None and opts.promotion == "lost_pieces":
        # a pawn that stays on the last rank is worth little; it still counts as a pawn on the board
        score -= 80 * chess.popcount(board.pawns & board.occupied_co[chess.WHITE] & chess.BB_RANK_8)
        score += 80 * chess.popcount(board.pawns & board.occupied_co[chess.BLACK] & chess.BB_RANK_1)
    phase = min(phase, 24)
    wk, bk = board.king(chess.WHITE), board.king(chess.BLACK)
    if wk is not None and bk is not None:
        mid = _W[chess.KING][wk] - _B[chess.KING][bk]
        end = _KEW[wk] - _KEB[bk]
        score += (mid * phase + end * (24 - phase)) // 24
    if chess.popcount(board.bishops & board.occupied_co[chess.WHITE]) >= 2:
        score += 30
    if chess.popcount(board.bishops & board.occupied_co[chess.BLACK]) >= 2:
        score -= 30
    return score if board.turn == chess.WHITE else -score


class _Timeout(Exception):
    pass


def _key(b: chess.Board) -> tuple:
    return (b.pawns, b.knights, b.bishops, b.rooks, b.queens, b.kings, b.occupied_co[chess.WHITE], b.turn,
            b.castling_rights, b.ep_square)


_EXACT, _LOWER, _UPPER = 0, 1, 2


class Searcher:
    """Iterative deepening alpha-beta over a python-chess board under the 1782 options."""

    def __init__(self, opts: SchachOptions, *, tt_size: int = 400_000) -> None:
        self.opts = opts
        self.tt: dict[tuple, tuple[int, int, int, chess.Move | None]] = {}
        self.tt_size = tt_size
        self.nodes = 0
        self.deadline = 0.0
        self.killers: list[list[chess.Move | None]] = [[None, None] for _ in range(128)]
        self.history: dict[tuple[int, int], int] = {}
        self.seen: set[tuple] = set()

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

    def _order(self, b: chess.Board, moves: list[chess.Move], tt_move: chess.Move | None, ply: int) -> list[chess.Move]:
        killers = self.killers[ply] if ply < len(self.killers) else [None, None]
        hist = self.history
        pt_at = b.piece_type_at

        def score(m: chess.Move) -> int:
            if m == tt_move:
                return 10_000_000
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
        if self.nodes & 127 == 0 and time.perf_counter() > self.deadline:
            raise _Timeout

    def quiesce(self, b: chess.Board, alpha: int, beta: int, qdepth: int = 0) -> int:
        self._tick()
        stand = evaluate(b, self.opts)
        if stand >= beta:
            return stand
        if stand > alpha:
            alpha = stand
        if qdepth > 8:
            return stand
        caps = self._captures(b)
        pt_at = b.piece_type_at
        caps.sort(key=lambda m: VALUES[pt_at(m.to_square) or chess.PAWN] * 10 - VALUES[pt_at(m.from_square) or chess.PAWN] // 10,
                  reverse=True)
        for m in caps:
            victim = pt_at(m.to_square) or chess.PAWN
            if stand + VALUES[victim] + 200 < alpha and not m.promotion:
                continue  # delta pruning
            b.push(m)
            v = -self.quiesce(b, -beta, -alpha, qdepth + 1)
            b.pop()
            if v >= beta:
                return v
            if v > alpha:
                alpha = v
        return alpha

    def _terminal(self, b: chess.Board, ply: int) -> int:
        if b.is_check():
            return -MATE + ply
        if self.opts.stalemate == "half_loss":
            return -HALF + ply
        return 0

    def search(self, b: chess.Board, depth: int, alpha: int, beta: int, ply: int, null_ok: bool = True) -> int:
        self._tick()
        key = _key(b)
        if ply > 0:
            if key in self.seen or b.halfmove_clock >= 100:
                return 0
            if chess.popcount(b.occupied) <= 4 and b.is_insufficient_material():
                return 0
        in_check = b.is_check()
        if depth <= 0 and not in_check:
            return self.quiesce(b, alpha, beta)
        depth = max(depth, 0)
        entry = self.tt.get(key)
        tt_move = None
        if entry is not None:
            edepth, eval_, flag, tt_move = entry
            if edepth >= depth and ply > 0:
                if flag == _EXACT:
                    return eval_
                if flag == _LOWER and eval_ >= beta:
                    return eval_
                if flag == _UPPER and eval_ <= alpha:
                    return eval_
        moves = R.legal_moves(b, self.opts)
        if not moves:
            return self._terminal(b, ply)
        if depth == 0:
            depth = 1  # in check at the horizon: look at every reply once
        # null move: give the move away; if still good enough, cut (not in check, not near the end)
        if (null_ok and depth >= 3 and not in_check and ply > 0 and beta < MATE // 2
                and b.occupied_co[b.turn] & ~(b.pawns | b.kings)):
            b.push(chess.Move.null())
            self.seen.add(key)
            try:
                v = -self.search(b, depth - 3, -beta, -beta + 1, ply + 1, False)
            finally:
                self.seen.discard(key)
                b.pop()
            if v >= beta:
                return beta
        orig_alpha = alpha
        best = -INF
        best_move = None
        self.seen.add(key)
        try:
            for i, m in enumerate(self._order(b, moves, tt_move, ply)):
                quiet = not b.is_capture(m) and not m.promotion
                b.push(m)
                if i == 0:
                    v = -self.search(b, depth - 1, -beta, -alpha, ply + 1)
                else:
                    # late quiet moves are searched a ply shallower first
                    red = 1 if (quiet and i >= 4 and depth >= 3 and not in_check and not b.is_check()) else 0
                    v = -self.search(b, depth - 1 - red, -alpha - 1, -alpha, ply + 1)
                    if alpha < v < beta or (red and v > alpha):
                        v = -self.search(b, depth - 1, -beta, -alpha, ply + 1)
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
        flag = _UPPER if best <= orig_alpha else _LOWER if best >= beta else _EXACT
        if len(self.tt) >= self.tt_size:
            self.tt.clear()
        self.tt[key] = (depth, best, flag, best_move)
        return best

    def root(self, b: chess.Board, moves: list[chess.Move], history: set[tuple], seconds: float,
             max_depth: int = 64) -> tuple[chess.Move, dict[chess.Move, int], int]:
        """The best move within ``seconds`` (at least depth 1 is finished), the values of the root
        moves at the deepest finished depth, and that depth."""
        self.deadline = time.perf_counter() + seconds
        self.seen = set(history)
        self.seen.add(_key(b))
        self.nodes = 0
        best = moves[0]
        values: dict[chess.Move, int] = {m: 0 for m in moves}
        done = 0
        for depth in range(1, max_depth + 1):
            cur: dict[chess.Move, int] = {}
            alpha = -INF
            top: chess.Move | None = None
            try:
                order = sorted(moves, key=lambda m: (m != best, -values.get(m, 0)))
                for m in order:
                    b.push(m)
                    if top is None:
                        v = -self.search(b, depth - 1, -INF, INF, 1)
                    else:
                        # a null window first: most moves only need to be shown no better
                        v = -self.search(b, depth - 1, -alpha - 1, -alpha, 1)
                        if v > alpha:
                            v = -self.search(b, depth - 1, -INF, -alpha, 1)
                    b.pop()
                    cur[m] = v  # exact for the best move, an upper bound for the others
                    if top is None or v > alpha:
                        alpha, top = v, m
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
            values, done = cur, depth
            assert top is not None
            best = top
            if abs(cur[best]) >= MATE - 200:
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

    def __init__(self, name: str, seconds: float, max_depth: int, noise: int = 0) -> None:
        self.name = name
        self.budget = seconds
        self.max_depth = max_depth
        self.noise = noise
        self.min_samples = self.max_samples = 0   # unused: present for ``deterministic``
        self.last_depth = 0
        self.last_nodes = 0

    @property
    def seconds(self) -> float:
        return self.budget

    def choose(self, observation: Any, rng: random.Random) -> Any:
        return self.evaluate(observation, rng).best

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Any = ()) -> Any:
        from engine.ai.search import Evaluation

        t0 = time.perf_counter()
        opts: SchachOptions = observation.options
        b, keys = _board_of(observation)
        b = b.copy(stack=False)
        moves = R.legal_moves(b, opts)
        history = set(keys)
        searcher = Searcher(opts)
        searcher._base = len(b.move_stack)
        if len(moves) == 1:
            best, vals, depth = moves[0], {moves[0]: 0}, 0
        else:
            if self.budget > 0:
                left = max(0.05, self.budget - (time.perf_counter() - t0))
                best, vals, depth = searcher.root(b, moves, history, left, self.max_depth)
            else:  # no clock: a fixed depth, so the choice depends on the observation alone
                best, vals, depth = searcher.root(b, moves, history, math.inf, min(self.max_depth, self.FIXED_DEPTH))
        self.last_depth, self.last_nodes = depth, searcher.nodes
        if self.noise and len(moves) > 1:
            noisy = {m: vals.get(m, -INF) + rng.gauss(0, self.noise) for m in moves}
            best = max(moves, key=lambda m: noisy[m])
        values = {ChessMove(m.uci()): float(vals.get(m, 0)) / 100.0 for m in moves}
        act = ChessMove(best.uci())
        return Evaluation(best=act, values=values, stderr={a: 0.0 for a in values}, worlds=1,
                          playouts=searcher.nodes, reason="only" if len(moves) == 1 else "search")


def _board_of(observation: Any) -> tuple[chess.Board, list[tuple]]:
    """The board an observation shows and the keys of every position of the game so far (the
    current one last), built by pushing the moves without checking them again: the observation's
    moves were legal under its options, which python-chess's checks do not know."""
    b = chess.Board(observation.start_fen)
    keys = [_key(b)]
    for u in observation.moves:
        b.push(chess.Move.from_uci(u))
        keys.append(_key(b))
    return b, keys


def _history_keys(st: SchachState) -> list[tuple]:
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
    on the last rank, a position with such a pawn), or the engine fails, our strong search plays."""

    def __init__(self, path: str | None = None, seconds: float = 1.0, options: dict | None = None,
                 name: str = "schach-master") -> None:
        self.name = name
        self.path = find_uci_engine(path)
        self.seconds = seconds
        self.options = dict(options or {})
        self._engine: Any = None
        self.fallback = strong()
        self.fallbacks = 0

    def _open(self) -> Any:
        import chess.engine

        if self._engine is None:
            if self.path is None:
                raise RuntimeError("no UCI engine found")
            self._engine = chess.engine.SimpleEngine.popen_uci(self.path)
            if self.options:
                self._engine.configure(self.options)
        return self._engine

    def close(self) -> None:
        if self._engine is not None:
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
            self.fallbacks += 1
            return self.fallback.choose(observation, rng)
        if st.opts.en_passant:
            board = st.board.copy(stack=True)
        else:
            board = chess.Board(st.board.fen())
            board.ep_square = None
        try:
            res = self._open().play(board, chess.engine.Limit(time=self.seconds), root_moves=root)
        except (chess.engine.EngineError, chess.engine.EngineTerminatedError, OSError, RuntimeError):
            self.close()
            self.fallbacks += 1
            return self.fallback.choose(observation, rng)
        if res.move is None or res.move not in ours:
            self.fallbacks += 1
            return self.fallback.choose(observation, rng)
        return ChessMove(res.move.uci())


# -- the levels ----------------------------------------------------------------------------------

def random_player() -> RandomPlayer:
    return RandomPlayer()


def beginner() -> SearchPlayer:
    return SearchPlayer("schach-beginner", seconds=0.3, max_depth=1, noise=60)


def intermediate() -> SearchPlayer:
    return SearchPlayer("schach-intermediate", seconds=0.5, max_depth=3, noise=10)


def strong() -> SearchPlayer:
    return SearchPlayer("schach-strong", seconds=0.9, max_depth=64)


def master(path: str | None = None) -> UciPlayer:
    return UciPlayer(path)


def master_available(path: str | None = None) -> bool:
    """Whether the master level can be offered (a UCI engine is found)."""
    return find_uci_engine(path) is not None
