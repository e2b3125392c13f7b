"""Our chess levels against Stockfish at ``UCI_LimitStrength``: an Elo estimate per level.

    python -m engine.games.schach.bench --games 100 --elo 1350,1600,1900

Each level plays ``--games`` games under the ``modern`` preset (the rules Stockfish knows), the
opponent's ``UCI_Elo`` taken in turn from ``--elo`` and the colours alternated.  The estimate is
the maximum-likelihood rating under the logistic Elo model against those opponents, with a 95%
interval from the curvature of the likelihood; a level that wins or loses every game gets only a
bound.  Games longer than ``--max-plies`` half-moves are adjudicated drawn (counted and printed).
Decision times of our level are printed as median, 95th percentile and maximum, and each level's
line says what was measured (clock, node budget, depth, noise).

The strong level at its own clock plays about a game a minute, so on a shared machine a level can
be measured with ``--time strong=0.3`` or a node budget ``--nodes strong=20000`` instead (the
output then says so).  Stockfish 15.1's ``UCI_Elo`` starts at 1350; a level below it can be placed
against one of ours counted at an earlier estimate (``--elo 1350,strong@1659``).  ``--perft 4``
compares our move generation with python-chess's and the published counts; ``--speed 6`` times
the strong search to a fixed depth (nodes, CPU seconds, nodes/s).

``--sf-nodes 20000`` (or ``--sf-depth 8``) has Stockfish search that many nodes a move instead of
``--sf-time``, on one thread from an emptied hash (``UciPlayer``'s fixed mode): with our levels on
``--nodes`` too, a seed then gives the same games, except where Stockfish is weakened by
``UCI_LimitStrength`` (it draws its weakened choices from a generator seeded by the clock; the
header says which).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from typing import Any, Sequence

import chess

from . import ai
from .game import ChessMove, new_state
from .options import MODERN


def expected(diff: float) -> float:
    return 1.0 / (1.0 + 10 ** (-diff / 400.0))


def elo_estimate(results: Sequence[tuple[float, float]]) -> tuple[float, float, float, str]:
    """``results``: (opponent rating, score 0/0.5/1) per game.  Returns (estimate, low, high, note);
    note is ``""``, ``"above"`` or ``"below"`` (a perfect or nil score: only a bound)."""
    if not results:
        return (math.nan, math.nan, math.nan, "none")
    total = sum(s for _, s in results)
    n = len(results)
    opps = [r for r, _ in results]
    if total <= 0:
        return (min(opps) - 400, -math.inf, min(opps), "below")
    if total >= n:
        return (max(opps) + 400, max(opps), math.inf, "above")
    lo, hi = min(opps) - 2000, max(opps) + 2000
    for _ in range(200):
        mid = (lo + hi) / 2
        if sum(expected(mid - r) for r in opps) < total:
            lo = mid
        else:
            hi = mid
    est = (lo + hi) / 2
    k = math.log(10) / 400
    info = sum(k * k * expected(est - r) * (1 - expected(est - r)) for r in opps)
    se = 1 / math.sqrt(info) if info > 0 else math.inf
    return (est, est - 1.96 * se, est + 1.96 * se, "")


def play_game(ours: Any, theirs: Any, our_seat: int, rng: random.Random, max_plies: int,
              times: list[float], opening: Sequence[str] = ()) -> tuple[float, str, int]:
    """One game under the modern rules; our score, how it ended, and its length in half-moves.
    ``opening``: UCI moves played first, for neither side (they vary the games)."""
    st = new_state(MODERN)
    for u in opening:
        st, _ = st.apply(ChessMove(u))
    players = {our_seat: ours, 1 - our_seat: theirs}
    while not st.is_over() and len(st.sans) < max_plies:
        seat = st.current_player()
        obs = st.observation(seat)
        t0 = time.perf_counter()
        act = players[seat].choose(obs, rng)
        if seat == our_seat:
            times.append(time.perf_counter() - t0)
        st, _ = st.apply(act)
    if not st.is_over():
        return 0.5, "adjudicated", len(st.sans)
    sc = st.scores()[our_seat]
    return (1.0 if sc > 0 else 0.0 if sc < 0 else 0.5), st.outcome[0] if st.outcome else "?", len(st.sans)


def random_opening(rng: random.Random, plies: int) -> list[str]:
    """``plies`` random legal half-moves from the start (not ending the game)."""
    st = new_state(MODERN)
    out: list[str] = []
    for _ in range(plies):
        acts = [a for a in st.legal_actions() if not st.apply(a)[0].is_over()]
        if not acts:
            break
        a = rng.choice(acts)
        out.append(str(a))     # a move's UCI text
        st, _ = st.apply(a)
    return out


def _per_level(text: str, kind: type) -> dict[str, Any]:
    """``"strong=0.3,intermediate=0.2"`` -> ``{"strong": 0.3, ...}``."""
    out: dict[str, Any] = {}
    for part in text.split(","):
        if part.strip():
            name, sep, value = part.partition("=")
            if not sep:
                raise SystemExit(f"expected LEVEL=VALUE, got {part!r}")
            out[name.strip()] = kind(value)
    return out


def make_level(level: str, seconds: dict[str, float], nodes: dict[str, int]) -> Any:
    """Our level ``level`` with its own clock, or with the seconds and node budget given."""
    p = getattr(ai, level)()
    if level in seconds:
        p.budget = seconds[level]
    if level in nodes:
        p.node_limit = nodes[level]
        if level not in seconds:
            p.budget = 60.0   # the node budget decides; the clock only guards
    return p


def describe_level(p: Any) -> str:
    """What is measured for a level: its clock and node budget as played."""
    text = f"{p.budget:g} s a move" if p.budget < 60 else "no clock"
    if getattr(p, "node_limit", 0):
        text += f", at most {p.node_limit} nodes a move"
    return text + f", depth at most {p.max_depth}" + (f", noise {p.noise} cp" if p.noise else "")


def perft_report(depth: int) -> int:
    """Our move generation under the modern preset against python-chess's and the published counts."""
    from .rules import legal_moves

    def ours(b: chess.Board, d: int) -> int:
        moves = legal_moves(b, MODERN)
        if d == 1:
            return len(moves)
        n = 0
        for m in moves:
            b.push(m)
            n += ours(b, d - 1)
            b.pop()
        return n

    def lib(b: chess.Board, d: int) -> int:
        if d == 1:
            return b.legal_moves.count()
        n = 0
        for m in b.legal_moves:
            b.push(m)
            n += lib(b, d - 1)
            b.pop()
        return n

    bad = 0
    for name, fen, published in PERFT_POSITIONS:
        for d in range(1, depth + 1):
            if d > len(published):
                break
            t0 = time.perf_counter()
            a = ours(chess.Board(fen), d)
            t1 = time.perf_counter()
            c = lib(chess.Board(fen), d)
            ok = a == c == published[d - 1]
            bad += not ok
            print(f"perft {name} depth {d}: ours {a} ({t1 - t0:.1f} s), python-chess {c}, published "
                  f"{published[d - 1]}: {'agree' if ok else 'DIFFER'}", flush=True)
    print("all agree" if not bad else f"{bad} disagreements")
    return 1 if bad else 0


#: middle-game and endgame positions for ``--speed``
SPEED_POSITIONS = (
    chess.STARTING_FEN,
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "r1b2rk1/2q1bppp/p2p1n2/np2p3/3PP3/5N1P/PPBN1PP1/R1BQR1K1 w - - 0 13",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
)


def speed_report(depth: int) -> int:
    """The strong search to a fixed depth on :data:`SPEED_POSITIONS`: nodes, CPU seconds (not wall
    time: the machine may be shared) and nodes a second."""
    from .rules import legal_moves

    total_nodes = 0
    total_cpu = 0.0
    for fen in SPEED_POSITIONS:
        b = chess.Board(fen)
        s = ai.Searcher(MODERN)
        t0 = time.process_time()
        best, _, done = s.root(b, legal_moves(b, MODERN), set(), math.inf, depth)
        cpu = time.process_time() - t0
        total_nodes += s.nodes
        total_cpu += cpu
        print(f"{fen}: depth {done}, {s.nodes} nodes, {cpu:.2f} s CPU, {s.nodes / max(cpu, 1e-9):.0f} nodes/s, "
              f"best {b.san(best)}", flush=True)
    print(f"depth {depth} on {len(SPEED_POSITIONS)} positions: {total_nodes} nodes in {total_cpu:.2f} s CPU, "
          f"{total_nodes / max(total_cpu, 1e-9):.0f} nodes/s")
    return 0


#: the standard perft positions (chessprogramming.org) and their published counts by depth
PERFT_POSITIONS = (
    ("start", chess.STARTING_FEN, (20, 400, 8902, 197281, 4865609)),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", (48, 2039, 97862, 4085603)),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", (14, 191, 2812, 43238, 674624)),
    ("position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", (6, 264, 9467, 422333)),
    ("position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", (44, 1486, 62379, 2103487)),
)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.games.schach.bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100, help="games per level (default 100)")
    ap.add_argument("--levels", default="beginner,strong,intermediate", help="our levels, comma-separated")
    ap.add_argument("--elo", default="1350,1600,1900",
                    help="opponents, taken in turn (two games each, colours swapped): a number is Stockfish at "
                         "that UCI_Elo; LEVEL@RATING is our own level LEVEL, counted at RATING (an estimate "
                         "from an earlier run: the result is then relative to it)")
    ap.add_argument("--time", default="", help="seconds a move per level instead of its own, e.g. strong=0.5")
    ap.add_argument("--nodes", default="", help="a node budget a move per level, e.g. strong=20000")
    ap.add_argument("--sf-time", type=float, default=0.1, help="Stockfish's seconds a move (default 0.1)")
    ap.add_argument("--sf-nodes", type=int, default=None,
                    help="Stockfish searches this many nodes a move instead of --sf-time (reproducible "
                         "where not weakened by UCI_Elo; UCI_Elo is calibrated by time, so its scale shifts)")
    ap.add_argument("--sf-depth", type=int, default=None, help="Stockfish searches to this depth instead of --sf-time")
    ap.add_argument("--engine", default=None, help="path of the UCI engine (default: Stockfish, found)")
    ap.add_argument("--max-plies", type=int, default=300, help="adjudicate a draw after this many half-moves")
    ap.add_argument("--random-plies", type=int, default=0,
                    help="random half-moves to open each pair of games (the same for both colours)")
    ap.add_argument("--perft", type=int, default=0, metavar="DEPTH",
                    help="only compare perft counts to DEPTH (modern preset against python-chess)")
    ap.add_argument("--speed", type=int, default=0, metavar="DEPTH",
                    help="only time the strong search to DEPTH on a few positions (nodes, CPU s, nodes/s)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    if args.perft:
        return perft_report(args.perft)
    if args.speed:
        return speed_report(args.speed)
    path = ai.find_uci_engine(args.engine)
    opponents: list[tuple[str, float]] = []
    for part in args.elo.split(","):
        part = part.strip()
        if not part:
            continue
        if "@" in part:
            name, _, rating = part.partition("@")
            opponents.append((name.strip(), float(rating)))
        else:
            opponents.append(("stockfish", float(part)))
    if path is None and any(k == "stockfish" for k, _ in opponents):
        print("no UCI engine found (install Stockfish: apt-get install stockfish, or give --engine)")
        return 2
    for flag, value in (("--sf-nodes", args.sf_nodes), ("--sf-depth", args.sf_depth)):
        if value is not None and value < 1:
            ap.error(f"{flag} must be positive")
    sf = ai.UciPlayer(path, seconds=args.sf_time, depth=args.sf_depth, nodes=args.sf_nodes,
                      options={"UCI_LimitStrength": True})
    sf_budget = sf.describe()
    if sf.fixed and not sf.reproducible:
        sf_budget += " (not reproducible at a UCI_Elo: Stockfish weakens itself by a clock-seeded chance)"
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    seconds = _per_level(args.time, float)
    nodes = _per_level(args.nodes, int)
    rng = random.Random(args.seed)
    opp_players: dict[tuple[str, float], Any] = {}
    print(f"engine {path}; {args.games} games per level; opponents "
          f"{', '.join(f'Stockfish UCI_Elo {r:g}' if k == 'stockfish' else f'our {k} counted at {r:g}' for k, r in opponents)}; "
          f"Stockfish {sf_budget}; modern rules; {args.random_plies} random opening half-moves; "
          f"draws adjudicated after {args.max_plies} half-moves", flush=True)
    summary = []
    try:
        for level in levels:
            ours = make_level(level, seconds, nodes)
            what = describe_level(ours)
            print(f"{level}: {what}", flush=True)
            results: list[tuple[float, float]] = []
            times: list[float] = []
            ends: dict[str, int] = {}
            opening: list[str] = []
            for g in range(args.games):
                kind, rating = opponents[(g // 2) % len(opponents)]
                if (kind, rating) not in opp_players:
                    if kind == "stockfish":
                        opp_players[(kind, rating)] = ai.UciPlayer(
                            path, seconds=args.sf_time, name=f"stockfish-{rating:g}",
                            options={"UCI_LimitStrength": True, "UCI_Elo": int(rating), "Threads": 1, "Hash": 16},
                            depth=args.sf_depth, nodes=args.sf_nodes)
                    else:
                        opp_players[(kind, rating)] = make_level(kind, {}, {})
                if g % 2 == 0:
                    opening = random_opening(rng, args.random_plies)
                our_seat = g % 2
                score, end, plies = play_game(ours, opp_players[(kind, rating)], our_seat, rng, args.max_plies,
                                              times, opening)
                results.append((rating, score))
                ends[end] = ends.get(end, 0) + 1
                who = f"Stockfish {rating:g}" if kind == "stockfish" else f"{kind} ({rating:g})"
                print(f"  {level} game {g + 1}: {'White' if our_seat == 0 else 'Black'} v {who}: {score} "
                      f"({end}, {plies} plies)", flush=True)
            est, lo, hi, note = elo_estimate(results)
            pts = sum(s for _, s in results)
            t_sorted = sorted(times)
            p95 = t_sorted[min(len(t_sorted) - 1, int(0.95 * len(t_sorted)))] if t_sorted else math.nan
            if note == "above":
                shown = f"Elo above {hi if hi != math.inf else lo:.0f} (won every game)"
            elif note == "below":
                shown = f"Elo below {hi:.0f} (lost every game)"
            else:
                shown = f"Elo {est:.0f} (95% interval {lo:.0f} to {hi:.0f})"
            by_opp = ", ".join(
                f"{sum(s for r, s in results if r == rating):g}/{sum(1 for r, _ in results if r == rating)} v {rating:g}"
                for rating in sorted({r for r, _ in results}))
            line = (f"{level} ({what}): {pts:g}/{len(results)} points ({by_opp}), {shown}; decision time median "
                    f"{statistics.median(times) if times else math.nan:.3f} s, p95 {p95:.3f} s, "
                    f"max {max(times) if times else math.nan:.3f} s over {len(times)} moves; ends {ends}")
            print(line, flush=True)
            summary.append(line)
    finally:
        for p in opp_players.values():
            if hasattr(p, "close"):
                p.close()
    print("\nsummary:")
    for line in summary:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
