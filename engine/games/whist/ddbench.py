"""Benchmark: how far each Whist level's cards fall short of double-dummy play, by seat position.

``python -m engine.games.whist.ddbench [--deals N] [--seed S] [--levels beginner,strong] [--budget S] [--positions 1,2,3,4]``

Deals are played by beginners (so every level is judged on the very same positions, before and
after a change); at each card decision with more than one legal card every level named in
``--levels`` is asked what it would play from the seat's observation alone, and the true deal is
solved double-dummy (all four hands open): a card's cost is the tricks the seat's side takes from
here with best play after the best card, minus after the card chosen.  Reported per level: tricks
lost per side per deal (two sides a deal) in all and by seat position in the trick (1st hand leads,
4th hand sees the whole trick), how often its card differs from the beginner's, and, for every level
after the first, the difference to the first paired over the deals with a 95% interval.

Needs the optional double-dummy solver ``endplay`` (``pip install 'academie[dds]'``, a wrapper of Bo
Haglund's DDS), as Whist's master level does (:mod:`.dds`, whose solver call this uses).
Numbers only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from engine.protocol import CHANCE, TERMINAL, get_game

from . import tables as T

from .dds import dd_tricks as dd_values  # card -> tricks of the side to move (the master's solver call)


def _value_of(values: dict[int, int], state: Any, c: int) -> int:
    """The card's double-dummy value; a card the solver left out is equal to one it gave (no card
    of the suit outside the seat's hand lies between them)."""
    if c in values:
        return values[c]
    hand = state.hands[state.to_move]
    others = T.ALL & ~hand
    for q, x in state.trick:
        others &= ~(1 << x)
    for c2, v in values.items():
        if T.SUIT_OF[c2] == T.SUIT_OF[c]:
            lo, hi = min(c, c2), max(c, c2)
            between = sum(1 << i for i in range(lo + 1, hi))
            if not (between & others & ~_played(state)):
                return v
    raise KeyError(f"no double-dummy value for card {c}")


def _played(state: Any) -> int:
    m = 0
    for _ld, cs, _w in state.tricks:
        for _q, c in cs:
            m |= 1 << c
    for _q, c in state.trick:
        m |= 1 << c
    return m


def _make(level: str, budget: float | None) -> Any:
    from engine.ai.bench import level_factories, _factory

    f = level_factories("whist").get(level) or _factory(level)
    p = f()
    if budget is not None and hasattr(p, "budget"):
        p.budget = budget
    return p


def run(deals: int, seed: int, levels: list[str], budget: float | None,
        progress: Any = None, positions: tuple[int, ...] = (1, 2, 3, 4)) -> dict[str, Any]:
    spec = get_game("whist")
    from .ai import BENCH_OPTIONS, BeginnerPlayer

    opts = spec.options(None, calling_at_eight=False, **BENCH_OPTIONS)
    driver = BeginnerPlayer()
    players = {lv: _make(lv, budget) for lv in levels}
    lost = {lv: [0.0] * 5 for lv in levels}          # index 1..4: seat position; 0 unused
    differ = {lv: [0] * 5 for lv in levels}
    decisions = [0] * 5
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    per_deal = {lv: [0.0] * deals for lv in levels}   # tricks lost in each deal (both sides)
    t0 = time.perf_counter()
    for i in range(deals):
        rng = random.Random(seed * 100_003 + i)
        st = spec.new_state(opts, deals=1)
        k = 0
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == CHANCE:
                st, _ = st.apply(st.sample_chance(rng))
                continue
            obs = st.observation(who)
            legal = list(obs.legal_actions)
            drive = driver.choose(obs, rng)
            if st.phase == "play" and len(legal) > 1 and len(st.trick) + 1 in positions:
                pos = len(st.trick) + 1
                decisions[pos] += 1
                vals = dd_values(st)
                best = max(vals.values())
                for lv, p in players.items():
                    t = time.perf_counter()
                    a = p.choose(obs, random.Random(seed * 7919 + i * 131 + k))
                    times[lv].append(time.perf_counter() - t)
                    cost = best - _value_of(vals, st, T.INDEX[a.card])
                    lost[lv][pos] += cost
                    per_deal[lv][i] += cost
                    if a != drive:
                        differ[lv][pos] += 1
            k += 1
            st, _ = st.apply(drive)
        if progress and (i + 1) % 5 == 0:
            progress(f"  {i + 1} deals ({time.perf_counter() - t0:.0f} s): " + ", ".join(
                f"{lv} {sum(lost[lv]) / (2 * (i + 1)):.3f}" for lv in levels))
    n_sides = 2 * deals
    out: dict[str, Any] = {"deals": deals, "seed": seed, "budget": budget, "levels": {}, "decisions": decisions[1:],
                 "seconds": time.perf_counter() - t0}
    for lv in levels:
        ts = sorted(times[lv])
        out["levels"][lv] = {
            "lost_per_side_per_deal": sum(lost[lv]) / n_sides,
            "by_position": [lost[lv][pos] / n_sides for pos in range(1, 5)],
            "differs_from_driver": [differ[lv][pos] / max(1, decisions[pos]) for pos in range(1, 5)],
            "decision_p95": ts[int(0.95 * (len(ts) - 1))] if ts else None,
            "decision_max": ts[-1] if ts else None,
        }
    # each level against the first one named, paired over the same deals: mean and 95% half-width of
    # the difference in tricks lost per side per deal (the noise of a comparison on so many deals)
    ref = levels[0] if levels else None
    for lv in levels:
        if ref is None or lv == ref or deals < 2:
            continue
        d = [(per_deal[lv][k] - per_deal[ref][k]) / 2 for k in range(deals)]
        m = sum(d) / deals
        var = sum((x - m) ** 2 for x in d) / (deals - 1)
        out["levels"][lv]["versus_first"] = (m, 1.96 * (var / deals) ** 0.5)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="beginner,strong",
                    help="levels to judge: beginner, strong, or module:callable player factories")
    ap.add_argument("--budget", type=float, default=None, help="the searching levels' time a decision")
    ap.add_argument("--positions", default="1,2,3,4",
                    help="seat positions in the trick to judge (1 leads), e.g. 1 for the leads only")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    try:
        import endplay  # noqa: F401
    except ImportError:
        print("this benchmark needs the double-dummy solver endplay: pip install endplay", file=sys.stderr)
        return 2
    say = (lambda s: None) if a.json else (lambda s: print(s, flush=True))
    r = run(a.deals, a.seed, [x for x in a.levels.split(",") if x], a.budget, progress=say,
            positions=tuple(int(x) for x in a.positions.split(",") if x))
    if a.json:
        print(json.dumps(r, indent=2))
        return 0
    print(f"Whist, double-dummy tricks lost per side per deal, {r['deals']} deals played by beginners "
          f"(seed {r['seed']}); card decisions by position: {r['decisions']}")
    print(f"  {'level':28} {'all':>6} {'1st':>6} {'2nd':>6} {'3rd':>6} {'4th':>6}   differs from beginner (1st..4th)")
    for lv, d in r["levels"].items():
        bp = " ".join(f"{x:6.3f}" for x in d["by_position"])
        df = " ".join(f"{x:4.0%}" for x in d["differs_from_driver"])
        p95 = d["decision_p95"] or 0.0
        mx = d["decision_max"] or 0.0
        print(f"  {lv:28} {d['lost_per_side_per_deal']:6.3f} {bp}   {df}   p95 {1000 * p95:.0f} ms, "
              f"max {1000 * mx:.0f} ms")
    for lv, d in r["levels"].items():
        if "versus_first" in d:
            m, h = d["versus_first"]
            print(f"  {lv} minus {next(iter(r['levels']))}: {m:+.3f} ± {h:.3f} tricks lost per side per deal "
                  f"(paired over the deals, 95%)")
    print(f"  ({r['seconds']:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
