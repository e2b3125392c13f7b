"""Our chess levels against Stockfish at ``UCI_LimitStrength``: an Elo estimate per level.

    python -m engine.games.schach.bench --games 100 --elo 1350,1600,1900

Each level plays ``--games`` games under the ``modern`` preset (the rules Stockfish knows), the
opponent's ``UCI_Elo`` taken in turn from ``--elo`` and the colours alternated.  The estimate is
the maximum-likelihood rating under the logistic Elo model against those opponents, with a 95%
interval from the curvature of the likelihood; a level that wins or loses every game gets only a
bound.  Games longer than ``--max-plies`` half-moves are adjudicated drawn (counted and printed).
Decision times of our level are printed as median, 95th percentile and maximum.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from typing import Any, Sequence

from . import ai
from .game import new_state
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
              times: list[float]) -> tuple[float, str, int]:
    """One game under the modern rules; our score, how it ended, and its length in half-moves."""
    st = new_state(MODERN)
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


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.games.schach.bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100, help="games per level (default 100)")
    ap.add_argument("--levels", default="beginner,strong,intermediate", help="our levels, comma-separated")
    ap.add_argument("--elo", default="1350,1600,1900", help="Stockfish UCI_Elo values, taken in turn")
    ap.add_argument("--sf-time", type=float, default=0.1, help="Stockfish's seconds a move (default 0.1)")
    ap.add_argument("--engine", default=None, help="path of the UCI engine (default: Stockfish, found)")
    ap.add_argument("--max-plies", type=int, default=300, help="adjudicate a draw after this many half-moves")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    path = ai.find_uci_engine(args.engine)
    if path is None:
        print("no UCI engine found (install Stockfish: apt-get install stockfish, or give --engine)")
        return 2
    elos = [int(x) for x in args.elo.split(",") if x.strip()]
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    rng = random.Random(args.seed)
    sf: dict[int, ai.UciPlayer] = {}
    print(f"engine {path}; {args.games} games per level; UCI_Elo {elos}; Stockfish {args.sf_time} s a move; "
          f"modern rules; draws adjudicated after {args.max_plies} half-moves", flush=True)
    summary = []
    try:
        for level in levels:
            ours = getattr(ai, level)()
            results: list[tuple[float, float]] = []
            times: list[float] = []
            ends: dict[str, int] = {}
            for g in range(args.games):
                elo = elos[(g // 2) % len(elos)]
                if elo not in sf:
                    sf[elo] = ai.UciPlayer(path, seconds=args.sf_time, name=f"stockfish-{elo}", options={
                        "UCI_LimitStrength": True, "UCI_Elo": elo, "Threads": 1, "Hash": 16})
                our_seat = g % 2
                score, end, plies = play_game(ours, sf[elo], our_seat, rng, args.max_plies, times)
                results.append((elo, score))
                ends[end] = ends.get(end, 0) + 1
                print(f"  {level} game {g + 1}: {'White' if our_seat == 0 else 'Black'} v {elo}: {score} "
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
            line = (f"{level}: {pts:g}/{len(results)} points, {shown}; decision time median "
                    f"{statistics.median(times) if times else math.nan:.3f} s, p95 {p95:.3f} s, "
                    f"max {max(times) if times else math.nan:.3f} s over {len(times)} moves; ends {ends}")
            print(line, flush=True)
            summary.append(line)
    finally:
        for p in sf.values():
            p.close()
    print("\nsummary:")
    for line in summary:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
