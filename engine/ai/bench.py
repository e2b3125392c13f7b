"""``academie bench ai --game G``: the computer levels of any game, measured the same way.

Prints, for the game ``G``:

1. duplicate matches on mirrored deals between levels: each deal (one deal per game, the same
   cards by the same chance seed) is replayed with the seats rotated -- in a partnership game
   the two sides swap, otherwise the first level sits once in every seat -- so the luck of the
   cards cancels.  Reported: the first level's score per deal minus the second's (a side's
   score in a partnership game, the game's own unit: points, Resti…) with a 95% confidence
   interval over deals.  Matches: strong v beginner, strong v intermediate (when the game has
   one) and strong v an all-seeing strong player (it is given the true state instead of
   sampled ones: the gap is what the hidden cards cost);
2. decision time of each level (median, 95th percentile and maximum, over decisions with more
   than one legal action);
3. the search's speed: worlds and playouts per second of processor time;
4. how often the strong level's decision differs from the one the beginner would have taken on
   the same observation, by phase (the observation's ``phase``: auction, exchange, play…);
5. in games with a declarer (a ``deal_end`` event naming a ``declarer``, or its seat): for each
   level, how often it declared and how its deals as declarer ended (the event's ``result``, e.g.
   win, remise, codille; or made / failed), and how many deals no one declared (a ``deal_end``
   without a declarer, or a ``passed_out`` event).

The levels are the game's ``GameSpec.player_kinds`` (by level), else the functions ``beginner``,
``intermediate``, ``strong`` (and ``oracle``) of its ``engine.games.<game>.ai`` module.  A game's
``ai`` module may also name ``BENCH_OPTIONS`` (option overrides for a fair duplicate match) and
``BENCH_UNIT``, ``BENCH_PER`` (what one benchmark game is called in the report, default "deal"),
and ``bench_scores(final_state)`` (per-seat scores of a one-deal session, when
``state.scores()`` says little after one deal), ``BENCH_DEALS`` (deals in one benchmark game:
default 1, ``None`` for the whole game, e.g. a partie of a board game) and
``bench_metrics(final_state) -> {name: per-seat values}`` (further measures, reported like the
score: the first level's minus the second's, with a 95% interval).  ``--quick`` ends within a minute.

``--own`` runs instead the game's own benchmark, where its ``GameSpec.bench`` says it is, with
the options that follow (``academie bench ai --game G --own --help`` lists them).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import statistics
import sys
import time
from typing import Any, Callable, TypedDict

from engine.cliargs import game_name, number, whole
from engine.protocol import CHANCE, TERMINAL, Event, Partnerships, get_game

from .search import SearchPlayer

__all__ = ["main", "duplicate_match", "level_factories", "own_bench"]


def _ai_module(game: str) -> Any:
    return get_game(game).ai_module()


def _factory(path: str) -> Callable[[], Any]:
    module, _, attr = path.partition(":")
    f: Callable[[], Any] = getattr(importlib.import_module(module), attr)
    return f


def _bad_opponent(game: str, opp: str) -> str | None:
    """Why ``opp`` cannot be an opponent in ``bench ai --matches``, or None: a level of the game,
    ``oracle``, or ``module:callable`` naming a player factory of a module outside the standard library."""
    import sys as _sys

    if opp in ("oracle", "master", *level_factories(game)):
        return None
    module, sep, attr = opp.partition(":")
    if not sep or not module or not attr:
        return f"unknown opponent {opp[:60]!r}: a level of {game} (beginner, intermediate), oracle, or module:callable"
    if module.split(".")[0] in _sys.stdlib_module_names:
        return f"{opp[:60]!r} is not a player factory"
    try:
        f = getattr(importlib.import_module(module), attr)
    except ImportError as e:
        return f"cannot import {module[:60]!r}: {e}"
    except AttributeError:
        return f"{module[:60]} has no {attr[:40]!r}"
    except Exception as e:                       # the module failed while loading
        return f"{module[:60]} cannot be loaded: {type(e).__name__}: {e}"
    if not callable(f):
        return f"{opp[:60]!r} is not a player factory"
    try:
        player = f()
    except Exception as e:
        return f"{opp[:60]!r} does not make a player ({type(e).__name__}: {e})"
    if not callable(getattr(player, "choose", None)):
        return f"{opp[:60]!r} does not make a player (it has no choose method)"
    return None


def level_factories(game: str) -> dict[str, Callable[[], Any]]:
    """Level name -> a function making a new player of that level."""
    spec = get_game(game)
    out: dict[str, Callable[[], Any]] = {}
    for k in spec.player_kinds:
        # a kind that needs an optional package is measured where the package is installed; one
        # that drives an outside program (``program``: a UCI engine) is not
        own = not k.available or (not k.program and k.is_available())
        if k.level in ("beginner", "intermediate", "strong", "master") and k.level not in out and own:
            out[k.level] = k.make
    mod = _ai_module(game) if not out else None  # the spec's kinds, when it lists them, are the game's players
    if mod is not None:
        for lvl in ("beginner", "intermediate", "strong"):
            if lvl not in out and hasattr(mod, lvl):
                out[lvl] = getattr(mod, lvl)
    return out


def _master_factory(levels: dict[str, Callable[[], Any]], worlds: int | None,
                    master_worlds: int | None) -> Callable[[], Any]:
    """The master opponent: the game's master level where it offers one, else the generic master of
    its strong level (engine.ai.master); with ``worlds`` a fixed amount of search (``master_worlds``,
    default six times ``worlds``: the master's 3 s against the strong level's 0.5 s)."""
    from .master import by_work, master_of

    strong = levels["strong"]
    base = levels.get("master") or (lambda: master_of(strong()))
    if worlds is None:
        return base
    n = master_worlds or 6 * worlds

    def make() -> Any:
        return by_work(base(), n)
    return make


class _Seen:
    """The true state of the game being played, for the all-seeing player."""
    state: Any = None


def oracle_of(game: str, seen: _Seen, make_strong: Callable[[], Any]) -> Any:
    mod = _ai_module(game)
    if mod is not None and hasattr(mod, "oracle"):
        return mod.oracle(lambda: seen.state)
    p = make_strong()
    if not isinstance(p, SearchPlayer):
        return None
    p.name = "all-seeing"
    p.sampler = lambda obs, rng: seen.state
    p.weight = None  # it sees the one true world: nothing to infer
    return p


class Timed:
    """A player whose decision times (and search statistics) are kept; with a ``shadow`` player,
    also how often its decision differs from the shadow's on the same observation, per phase
    (``differs[phase] = [different, decisions]``; the shadow's random numbers are its own, so the
    game goes on exactly as without it)."""

    def __init__(self, player: Any, times: list[float], stats: dict[str, float], shadow: Any = None,
                 differs: dict[str, list[int]] | None = None) -> None:
        self.p, self.times, self.stats, self.name = player, times, stats, player.name
        self.shadow = shadow
        self.differs = differs if differs is not None else {}
        self._srng = random.Random(12345)

    def choose(self, obs: Any, rng: random.Random) -> Any:
        t, c = time.perf_counter(), time.process_time()
        a = self.p.choose(obs, rng)
        if len(obs.legal_actions) > 1 and self.shadow is not None:
            b = self.shadow.choose(obs, self._srng)
            d = self.differs.setdefault(str(getattr(obs, "phase", "") or "?"), [0, 0])
            d[0] += a != b
            d[1] += 1
        if len(obs.legal_actions) > 1:
            self.times.append(time.perf_counter() - t)
            ev = getattr(self.p, "last", None)
            if ev is not None and getattr(ev, "worlds", None):
                self.stats["cpu"] = self.stats.get("cpu", 0.0) + time.process_time() - c
                self.stats["worlds"] = self.stats.get("worlds", 0) + ev.worlds
                self.stats["playouts"] = self.stats.get("playouts", 0) + ev.playouts
        return a


def _play(spec: Any, opts: Any, players: list[Any], seed: int, seen: _Seen,
          metrics: dict[str, list[float]] | None = None, ends: list[Event] | None = None) -> list[float]:
    mod = _ai_module(spec.name)
    st = spec.new_state(opts, deals=getattr(mod, "BENCH_DEALS", 1))
    rng = random.Random(seed)
    prng = random.Random(seed + 7)
    while st.current_player() != TERMINAL:
        who = st.current_player()
        if who == CHANCE:
            a = st.sample_chance(rng)
        else:
            seen.state = st
            a = players[who].choose(st.observation(who), prng)
        st, events = st.apply(a)
        if ends is not None:   # a deal's end; a deal passed out without one counts as not declared
            done = [e for e in events if e.kind == "deal_end"] or [e for e in events if e.kind == "passed_out"]
            ends.extend(done)
    custom = getattr(mod, "bench_scores", None)  # a game whose one-deal scores say little
    extra = getattr(mod, "bench_metrics", None)
    if extra is not None and metrics is not None:
        metrics.update({k: [float(x) for x in v] for k, v in extra(st).items()})
    return [float(x) for x in (custom(st) if custom else st.scores())]


def seatings(spec: Any, opts: Any, sides: Any) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(A's seats, B's seats) for each replay of a deal."""
    n = spec.seat_count(opts)
    if sides:
        return [(tuple(s), tuple(q for q in range(n) if q not in s)) for s in sides]
    return [((i,), tuple(q for q in range(n) if q != i)) for i in range(n)]


def duplicate_match(game: str, make_a: Callable[[], Any], make_b: Callable[[], Any], deals: int, seed: int,
                    times: dict[str, list[float]], stats: dict[str, dict[str, float]], *, seen: _Seen | None = None, a: Any = None,
                    progress: Callable[[str], None] | None = None, time_limit: float | None = None,
                    shadow: Callable[[], Any] | None = None) -> dict[str, Any]:
    """A duplicate match of ``make_a``'s level against ``make_b``'s (see the module's doc).  With
    ``shadow`` (a player factory, e.g. the beginner), the result also says how often A's decisions
    differ from the shadow's on the same observations, per phase (``differs``)."""
    spec = get_game(game)
    mod = _ai_module(game)
    opts = spec.options(**getattr(mod, "BENCH_OPTIONS", {}))
    sides: Any = spec.side_seats(opts) or getattr(mod, "BENCH_SIDES", ())
    if not sides and spec.partnerships == Partnerships.FIXED and spec.seat_count(opts) == 4:
        sides = ((0, 2), (1, 3))
    partnership = bool(sides)
    seen = seen or _Seen()
    pa = a if a is not None else make_a()
    pb = make_b()
    differs: dict[str, list[int]] = {}
    ta = Timed(pa, times.setdefault(pa.name, []), stats.setdefault(pa.name, {}),
               shadow=shadow() if shadow is not None else None, differs=differs)
    tb = Timed(pb, times.setdefault(pb.name, []), stats.setdefault(pb.name, {}))
    gains: list[float] = []
    extra: dict[str, list[float]] = {}
    declarers: Declarers = {"a": _declarer_counts(), "b": _declarer_counts(), "no_declarer": 0}
    t0 = time.perf_counter()
    for i in range(deals):
        g: list[float] = []
        xg: dict[str, list[float]] = {}
        for a_seats, b_seats in seatings(spec, opts, sides):
            players = [ta if q in a_seats else tb for q in range(spec.seat_count(opts))]
            metrics: dict[str, list[float]] = {}
            ends: list[Event] = []
            sc = _play(spec, opts, players, seed * 100_003 + i, seen, metrics, ends)
            _count_declarers(ends, a_seats, b_seats, declarers)
            ma = statistics.fmean(sc[q] for q in a_seats)
            mb = statistics.fmean(sc[q] for q in b_seats)
            g.append(ma if partnership else ma - mb)
            for k, v in metrics.items():
                xa = statistics.fmean(v[q] for q in a_seats)
                xb = statistics.fmean(v[q] for q in b_seats)
                xg.setdefault(k, []).append(xa if partnership else xa - xb)
        gains.append(statistics.fmean(g))
        for k, v in xg.items():
            extra.setdefault(k, []).append(statistics.fmean(v))
        if progress and (i + 1) % 10 == 0:
            m, h = _mean_ci(gains)
            progress(f"    {pa.name} v {pb.name}: {i + 1} deals, {m:+.3f} ± {h:.3f} ({time.perf_counter() - t0:.0f} s)")
        if time_limit is not None and time.perf_counter() - t0 > time_limit:
            break
    m, h = _mean_ci(gains)
    out: dict[str, Any] = {"a": pa.name, "b": pb.name, "deals": len(gains), "gain": m, "ci95": h,
           "seconds": time.perf_counter() - t0, "metrics": {k: _mean_ci(v) for k, v in extra.items()}}
    if differs:
        out["differs"] = {k: {"share": d / n, "decisions": n} for k, (d, n) in differs.items()}
    if declarers["a"]["declared"] or declarers["b"]["declared"]:
        out["declarers"] = {pa.name: declarers["a"], pb.name: declarers["b"],
                            "no_declarer": declarers["no_declarer"]}
    return out


class DeclarerCounts(TypedDict):
    """One side's declarations over a match: seat-deals played, deals declared, and how they ended."""
    seat_deals: int
    declared: int
    results: dict[str, int]


class Declarers(TypedDict):
    """Both sides' declarations over a match and the deals no one declared."""
    a: DeclarerCounts
    b: DeclarerCounts
    no_declarer: int


def _declarer_counts() -> DeclarerCounts:
    return {"seat_deals": 0, "declared": 0, "results": {}}


def _count_declarers(ends: list[Event], a_seats: tuple[int, ...], b_seats: tuple[int, ...],
                     counts: Declarers) -> None:
    """Count the deals of one game by who declared and how they ended, from its ``deal_end`` events:
    the declarer is the event's ``declarer`` (else its seat), the end its ``result`` (else
    ``made`` / ``failed`` from its ``made``)."""
    for e in ends:
        data = e.data or {}
        counts["a"]["seat_deals"] += len(a_seats)
        counts["b"]["seat_deals"] += len(b_seats)
        d = data.get("declarer", e.player)
        if not isinstance(d, int) or isinstance(d, bool) or d < 0:
            counts["no_declarer"] += 1
            continue
        side = counts["a"] if d in a_seats else counts["b"] if d in b_seats else None
        if side is None:
            continue
        side["declared"] += 1
        res = data.get("result")
        if res is None and isinstance(data.get("made"), bool):
            res = "made" if data["made"] else "failed"
        key = str(res) if res is not None else "?"
        side["results"][key] = side["results"].get(key, 0) + 1


def _mean_ci(xs: list[float]) -> tuple[float, float]:
    m = statistics.fmean(xs) if xs else float("nan")
    h = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return m, h


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, int(math.ceil(q * len(xs))) - 1))] if xs else float("nan")


def own_bench(game: str) -> Callable[[list[str]], int] | None:
    """The game's own benchmark (``GameSpec.bench``: ``main(argv) -> int``), or None if it has none."""
    target = get_game(game).bench
    if not target:
        return None
    module, _, attr = target.partition(":")
    run: Callable[[list[str]], int] = getattr(importlib.import_module(module), attr)
    return run


def _run_own(argv: list[str]) -> int | None:
    """``--game G --own REST``: G's own benchmark run with REST; None when ``--own`` is not given."""
    pre = argparse.ArgumentParser(prog="academie bench ai", add_help=False)
    pre.add_argument("--game", type=game_name)
    pre.add_argument("--own", action="store_true")
    a, rest = pre.parse_known_args(argv)
    if not a.own:
        return None
    if not a.game:
        print("academie: error: --own needs --game", file=sys.stderr)
        return 2
    run = own_bench(a.game)
    if run is None:
        print(f"academie: error: {a.game} has no benchmark of its own", file=sys.stderr)
        return 2
    return int(run(rest) or 0)


def main(argv: list[str] | None = None) -> int:
    argv = list(argv if argv is not None else sys.argv[1:])
    own = _run_own(argv)
    if own is not None:
        return own
    p = argparse.ArgumentParser(prog="academie bench ai", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", required=True, type=game_name)
    p.add_argument("--own", action="store_true",
                   help="run the game's own benchmark instead, with the options that follow")
    p.add_argument("--quick", action="store_true", help="a small run that ends within a minute")
    p.add_argument("--deals", type=whole(1, 1_000_000), help="deals per match (default 100; quick: as many as fit)")
    p.add_argument("--budget", type=number(0, 60, above=True),
                   help="the strong level's time per decision in seconds (default: the level's own; quick 0.1)")
    p.add_argument("--worlds", type=whole(1, 1_000_000),
                   help="search a fixed number of worlds a decision instead of a time budget (the strong level; "
                        "for a loaded machine: what its budget buys unloaded)")
    p.add_argument("--master-worlds", type=whole(1, 10_000_000),
                   help="with --worlds: the master's worlds a decision (default: --worlds times the master's budget "
                        "over the strong level's, 3 s / 0.5 s = 6)")
    p.add_argument("--matches", default=None,
                   help="opponents of the strong level, comma-separated (default: the game's beginner and "
                        "intermediate levels, those it has, and oracle): beginner, intermediate, oracle, master "
                        "(the game's master level, else engine.ai.master's of its strong level), or a "
                        "player factory module:callable (e.g. another setting of the strong level)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    game = a.game
    if a.matches is None:      # the game's own lower levels: not every game has an intermediate one
        a.matches = ",".join([lv for lv in ("beginner", "intermediate") if lv in level_factories(game)] + ["oracle"])
    for opp in a.matches.split(","):
        why = _bad_opponent(game, opp.strip())
        if why:
            p.error(f"argument --matches: {why}")
    spec = get_game(game)
    levels = level_factories(game)
    if "strong" not in levels:
        print(f"academie: error: {game} offers no strong level", file=sys.stderr)
        return 2
    make_strong = levels["strong"]
    if a.budget is None and a.quick:
        a.budget = 0.1
    if a.budget is not None:
        base = make_strong

        def make_strong() -> Any:
            s = base()
            if hasattr(s, "budget"):
                s.budget = a.budget
            return s
    if a.worlds is not None:
        from .master import by_work

        base_w = make_strong

        def make_strong() -> Any:
            return by_work(base_w(), a.worlds)

    def say(s: str) -> None:
        if not a.json:
            print(s, flush=True)

    deals = a.deals or (1000 if a.quick else 100)
    opponents = [x for x in a.matches.split(",") if x]
    per_match = 45.0 / max(1, len(opponents)) if a.quick else None
    times: dict[str, list[float]] = {}
    stats: dict[str, dict[str, float]] = {}
    out: dict[str, Any] = {"game": game, "matches": []}
    say(f"{spec.title}: the strong level against the others on mirrored deals "
        f"({'quick: about ' + str(int(per_match or 0)) + ' s a match' if a.quick else str(deals) + ' deals a match'})")
    for opp in opponents:
        seen = _Seen()
        if opp == "oracle":
            orc = oracle_of(game, seen, make_strong)
            if orc is None:
                say("    (no all-seeing version of this strong level)")
                continue
            r = duplicate_match(game, make_strong, lambda: orc, deals, a.seed, times, stats, seen=seen,
                                progress=say, time_limit=per_match, shadow=levels.get("beginner"))
        elif opp == "master":
            make_opp = _master_factory(levels, a.worlds, a.master_worlds)
            r = duplicate_match(game, make_strong, make_opp, deals, a.seed, times, stats, progress=say,
                                time_limit=per_match, shadow=levels.get("beginner"))
        elif opp in levels or ":" in opp:
            make_opp = levels[opp] if opp in levels else _factory(opp)
            if opp not in levels and a.budget is not None:
                base_opp = make_opp

                def make_opp() -> Any:
                    s = base_opp()
                    if hasattr(s, "budget"):
                        s.budget = a.budget
                    return s
            r = duplicate_match(game, make_strong, make_opp, deals, a.seed, times, stats, progress=say,
                                time_limit=per_match, shadow=levels.get("beginner"))
        else:
            say(f"    (unknown opponent {opp!r}: a level of this game or module:callable)")
            continue
        r["opponent"] = opp
        out["matches"].append(r)
        per = getattr(_ai_module(game), "BENCH_PER", "deal")     # what one benchmark game is
        say(f"  strong v {opp} ({r['b']}): {r['gain']:+.3f} ± {r['ci95']:.3f} per {per} over {r['deals']} "
            f"mirrored {per}s ({r['seconds']:.0f} s)")
        for k, (mk, hk) in r["metrics"].items():
            say(f"      {k}: {mk:+.3f} ± {hk:.3f}")
        if r.get("differs"):
            say("      strong's decisions unlike the beginner's: " + ", ".join(
                f"{ph} {d['share']:.0%} of {d['decisions']}" for ph, d in r["differs"].items()))
        for who, d in r.get("declarers", {}).items():
            if who == "no_declarer":
                say(f"      deals without a declarer: {d}")
                continue
            res = ", ".join(f"{k} {v} ({v / d['declared']:.0%})" for k, v in sorted(d["results"].items()))
            say(f"      {who}: declared {d['declared']} of {d['seat_deals']} seat-deals "
                f"({d['declared'] / max(1, d['seat_deals']):.0%}){': ' + res if res else ''}")
    out["decision_seconds"] = {}
    for name, ts in times.items():
        if not ts:
            continue
        d = {"decisions": len(ts), "median": statistics.median(ts), "p95": _pct(ts, 0.95), "max": max(ts)}
        out["decision_seconds"][name] = d
        say(f"  {name}: decision time median {1000 * d['median']:.1f} ms, p95 {1000 * d['p95']:.1f} ms, "
            f"max {1000 * d['max']:.1f} ms over {d['decisions']} decisions")
    for name, s in stats.items():
        if s.get("cpu"):
            w, pl = s["worlds"] / s["cpu"], s["playouts"] / s["cpu"]
            out.setdefault("search_speed", {})[name] = {"worlds_per_cpu_second": w, "playouts_per_cpu_second": pl}
            say(f"  {name}: {w:.0f} worlds and {pl:.0f} playouts per second of processor time")
    if a.json:
        print(json.dumps(out, indent=2, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
