"""Solver speed, decision times, duplicate matches between levels: ``academie bench ai --game piquet --own``
(or its alias ``academie bench piquet-ai``).

Prints, in order:

1. the open-hand solver's time for random 6-, 8-, 10- and 12-trick positions
   (median and 95th percentile);
2. duplicate matches on mirrored deals: each deal is played twice with the
   players' seats swapped, so both get the same cards; the average points per
   deal of the first-named level minus the second's, with a 95% confidence
   interval over deal pairs; including the strong level against an all-seeing
   opponent (it sees both hands and the talon: the gap shows what hidden
   information costs);
3. decision time per level (median, 95th percentile) over every decision with
   more than one legal choice made in those matches.

``--quick`` runs a small version that ends within a minute.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from typing import Any

from engine.cards import card
from engine.cliargs import whole
from engine.games.piquet import PRESETS, new_state
from engine.games.piquet import scoring as S
from engine.games.piquet.actions import Cut, Deal
from engine.protocol import CHANCE, TERMINAL

from .sampling import World
from .players import LEVELS, StrongPlayer
from .solver import Solver


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    if not xs:
        return float("nan")
    return xs[min(len(xs) - 1, int(math.ceil(q * len(xs))) - 1)]


def bench_solver(sizes: Any, n: int, seed: int, opts: Any) -> dict[str, Any]:
    rng = random.Random(seed)
    out = {}
    for k in sizes:
        ts = []
        cs_ = []
        for _ in range(n):
            cs = rng.sample(range(32), 2 * k)
            a, b = sum(1 << c for c in cs[:k]), sum(1 << c for c in cs[k:])
            tw0 = rng.randint(0, 12 - k)
            s = Solver.for_options(opts)
            t, c = time.perf_counter(), time.process_time()
            s.solve(a, b, tricks_won=(tw0, 12 - k - tw0))
            ts.append(time.perf_counter() - t)
            cs_.append(time.process_time() - c)
        out[k] = (statistics.median(ts), _pct(ts, 0.95), max(ts), statistics.median(cs_), _pct(cs_, 0.95))
    return out


class OraclePlayer(StrongPlayer):
    """Sees the whole deal (for the benchmark only; never offered as an opponent)."""

    name = "all-seeing"

    def __init__(self) -> None:
        # no hard limit: it solves the one true deal exactly, however long that takes
        super().__init__(budget=0.0, max_samples=1, discard_worlds=1, limit=None)
        self.min_samples = 1
        self.state: Any = None

    def _true_world(self, obs: Any) -> World:
        st = self.state
        me = obs.player
        opp = 1 - me
        if obs.phase == "exchange":
            k = 0 if obs.elder == me else (st.elder_took or 0)
            talon = tuple(st.talon[k:])
        else:
            talon = ()
        return World(st.hands[opp], st.discards[opp], talon)

    def make_sampler(self, obs: Any, use_dialogue: bool) -> Any:
        w = self._true_world(obs)

        class _One:
            relaxed = 0

            def sample(self, rng: random.Random) -> World:
                return w

            def samples(self, rng: random.Random, n: int) -> list[World]:
                return [w] * n
        return _One()


class Timed:
    """Wraps a player and records how long each real decision takes."""

    def __init__(self, player: Any, times: list[tuple[float, float]]) -> None:
        self.p = player
        self.times = times
        self.name = player.name

    def choose(self, obs: Any, rng: random.Random) -> Any:
        t, c = time.perf_counter(), time.process_time()
        a = self.p.choose(obs, rng)
        if len(obs.legal_actions) > 1:
            self.times.append((time.perf_counter() - t, time.process_time() - c))
        return a


def play_deal(opts: Any, deal: Deal, players: Any, rng: random.Random) -> tuple[int, int]:
    """One deal with seat 0 dealing (seat 1 elder holds ``deal.elder``); the deal points of each seat."""
    st = new_state(opts, deals=1)
    st, _ = st.apply(Cut((card("7C"), card("AS"))))  # the lower card deals: seat 0
    if st.current_player() != CHANCE:  # a preset where the higher card chooses
        from engine.games.piquet.actions import ChooseDealer
        st, _ = st.apply(ChooseDealer(st.current_player() == 0))
    st, _ = st.apply(deal)
    assert st.dealer == 0
    while st.current_player() != TERMINAL:
        who = st.current_player()
        p = players[who]
        inner = getattr(p, "p", p)
        if isinstance(inner, OraclePlayer):
            inner.state = st
        st, _ = st.apply(p.choose(st.observation(who), rng))
    sc = st.deal_log[-1]["scores"]
    return sc[0], sc[1]


def duplicate_match(opts: Any, make_a: Any, make_b: Any, pairs: int, seed: int, times: dict[str, list[tuple[float, float]]], label: str,
                    progress: bool = True) -> tuple[float, float, int]:
    """Mean of (A's points - B's points) per deal over mirrored deal pairs, and its 95% half-width."""
    deal_rng = random.Random(seed)
    a, b = make_a(), make_b()
    ta = Timed(a, times.setdefault(a.name, []))
    tb = Timed(b, times.setdefault(b.name, []))
    diffs = []
    t0 = time.perf_counter()
    for i in range(pairs):
        order = list(S.CARDS)
        deal_rng.shuffle(order)
        deal = Deal(tuple(order[:12]), tuple(order[12:24]), tuple(order[24:]))
        s1 = play_deal(opts, deal, [ta, tb], random.Random(seed * 1000 + 2 * i))
        s2 = play_deal(opts, deal, [tb, ta], random.Random(seed * 1000 + 2 * i + 1))
        diffs.append(((s1[0] - s1[1]) + (s2[1] - s2[0])) / 2)
        if progress and (i + 1) % 50 == 0:
            m, h = _mean_ci(diffs)
            print(f"    {label}: {i + 1} pairs, {m:+.2f} ± {h:.2f} ({time.perf_counter() - t0:.0f} s)", flush=True)
    m, h = _mean_ci(diffs)
    return m, h, len(diffs)


def _mean_ci(xs: list[float]) -> tuple[float, float]:
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, float("nan")
    return m, 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="academie bench ai --game piquet --own", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="a small run that ends within a minute")
    p.add_argument("--preset", default="classic_1900", choices=sorted(PRESETS))
    p.add_argument("--positions", type=whole(1, 100_000), help="solver positions per size (default 60; quick 20)")
    p.add_argument("--pairs", type=whole(1, 1_000_000), help="deal pairs for strong against beginner (default 500; quick 2)")
    p.add_argument("--other-pairs", type=whole(1, 1_000_000),
                   help="deal pairs for the other matches (default 200; quick 2)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--only", choices=("solver", "matches"), help="run one part only")
    a = p.parse_args(argv if argv is not None else sys.argv[1:])
    opts = PRESETS[a.preset]
    npos = a.positions or (20 if a.quick else 60)
    pairs = a.pairs or (2 if a.quick else 500)
    other = a.other_pairs or (2 if a.quick else 200)
    t_start = time.perf_counter()
    print(f"Piquet AI benchmark, preset {a.preset}, seed {a.seed}{' (quick)' if a.quick else ''}")
    if a.only != "matches":
        print(f"\nSolver, exact value and best card, {npos} random positions per size:")
        print("  (wall clock; in brackets the process's CPU time, which other work on the machine does not inflate)")
        print(f"  {'tricks':>6} {'median s':>9} {'p95 s':>8} {'max s':>8} {'[median':>9} {'p95]':>8}")
        for k, (med, p95, mx, cmed, cp95) in bench_solver((6, 8, 10, 12), npos, a.seed, opts).items():
            print(f"  {k:>6} {med:9.4f} {p95:8.4f} {mx:8.4f} {cmed:9.4f} {cp95:8.4f}", flush=True)
    if a.only == "solver":
        return 0

    times: dict[str, list[tuple[float, float]]] = {}
    matches = [
        ("piquet-strong", "piquet-beginner", pairs),
        ("piquet-intermediate", "piquet-beginner", other),
        ("piquet-strong", "piquet-intermediate", other),
        ("piquet-strong", "all-seeing", other),
    ]
    print("\nDuplicate matches on mirrored deals (points per deal, first minus second, 95% CI):", flush=True)
    results: list[Any] = []

    def mk(k: str) -> Any:
        return OraclePlayer if k == "all-seeing" else LEVELS[k]

    for x, y, n in matches:
        m, h, cnt = duplicate_match(opts, mk(x), mk(y), n, a.seed + len(results), times, f"{x} v {y}",
                                    progress=not a.quick)
        results.append((x, y, m, h, cnt))
        print(f"  {x:20} v {y:20} {m:+7.2f} ± {h:5.2f}  ({cnt} deal pairs, {2 * cnt} deals)", flush=True)

    print("\nDecision time per level (decisions with a choice, from the matches above):")
    print(f"  {'level':20} {'decisions':>9} {'median s':>9} {'p95 s':>8} {'max s':>8} {'[cpu p95]':>10}")
    for k in ("piquet-beginner", "piquet-intermediate", "piquet-strong", "all-seeing"):
        tt = times.get(k)
        if tt:
            ts = [w for w, _ in tt]
            cs = [c for _, c in tt]
            print(f"  {k:20} {len(ts):9d} {statistics.median(ts):9.4f} {_pct(ts, 0.95):8.4f} {max(ts):8.4f} "
                  f"{_pct(cs, 0.95):10.4f}")
    sb = results[0]
    ok = sb[2] - sb[3] > 0 and sb[2] >= 6
    print(f"\nTarget (strong at least 6 points per deal better than beginner, CI above zero): "
          f"{'met' if ok else 'not met'} ({sb[2]:+.2f} ± {sb[3]:.2f})")
    print(f"Total time {time.perf_counter() - t_start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
