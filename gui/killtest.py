"""``academie bench kill``: start a process that writes one of the application's files over and
over, kill it (SIGKILL, no chance to clean up) at a random moment, and check that the file is
always whole and readable, either the version before or the one being written, never a mix;
then that the next write clears the temporary files killed writers left behind.

Writers: a game record or the autosave (``engine.fileio.atomic_write``, also ``play
--record``), ``settings.toml`` (``gui.settings.save_settings``) and the statistics history
(``gui.stats.History.add``, one SQLite transaction per partie); and (issue 26):

- ``parties``: finished parties counted with their records (``gui.stats.count_finished``);
  after each kill the next start (``count_left_over``) must give every record exactly one
  row and every row its own record;
- ``two``: the same with two windows at once, both killed: no record written over another's;
- ``migrate``: the first start taking over an old ``stats.toml``, killed at random: the next
  start has every old count, once;
- ``lock``: another process holds the history's lock (a window in the middle of a
  transaction) and is killed there, while this one counts parties: the history is never taken
  for damaged, and a partie that met the lock is counted afterwards, once.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import tempfile
import time
from pathlib import Path
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from engine.cliargs import whole

__all__ = ["run", "main", "WRITERS"]

# each writer: a function of the folder; it calls ``ready()`` once set up, then writes version
# 1, 2, 3 … of its file until it is killed.  It runs in a forked child (cheap: the modules are
# already imported), so hundreds of kills take seconds.
def _games() -> list[str]:
    """The registered games whose settings the application keeps (no game is named here)."""
    from engine.protocol import games
    from engine.protocol import get_game

    out = []
    for spec in games():
        try:
            get_game(spec.name)
        except KeyError:
            continue
        out.append(spec.name)
    return sorted(out)


def _write_record(folder: Path, ready: Callable[[], None]) -> None:
    from engine.fileio import atomic_write

    game = _games()[0]
    path = folder / "autosave.txt"
    moves = "".join(f"p{i % 2}: play {c}\n" for i, c in enumerate(["AS", "KS", "QS", "JS"] * 4000))
    nxt = folder / "next"
    i = int(nxt.read_text()) if nxt.exists() else 1
    ready()
    while True:
        text = f'# Académie des Jeux game record\n[Game "{game}"]\n[Event "v{i}"]\n\n' + moves + f"; end v{i}\n"
        atomic_write(path, text)
        i += 1
        atomic_write(nxt, str(i))


def _write_settings(folder: Path, ready: Callable[[], None]) -> None:
    from gui.settings import Settings, save_settings

    names = _games()
    ready()
    i = 0
    while True:
        s = Settings(language=("en", "de")[i % 2], speed=("fast", "slow", "normal")[i % 3])
        for g in names:
            s.game(g).opponent = "random" if i % 2 else "x" * 5000
        save_settings(s, folder / "config" / "settings.toml")
        i += 1


def _write_history(folder: Path, ready: Callable[[], None]) -> None:
    from gui.stats import History, Partie

    h = History(folder / "data" / "history.sqlite3")
    game = _games()[0]
    ready()
    while True:
        h.add(Partie(game=game, result="won", points_for=101, points_against=40, record="x" * 20000))


def _check_record(folder: Path, state: dict[str, Any]) -> str | None:
    from engine.record import parse_record, read_record_file

    p = folder / "autosave.txt"
    if not p.exists():
        return None if state.get("version", 0) == 0 else "the record vanished"
    text = read_record_file(p)
    rec = parse_record(text)
    v = int(rec.headers["Event"][1:])
    if not text.endswith(f"; end v{v}\n"):
        return f"version {v} is cut short"
    if v < state.get("version", 0):
        return f"went back from version {state['version']} to {v}"
    state["version"] = v
    return None


def _check_settings(folder: Path, state: dict[str, Any]) -> str | None:
    from gui.settings import load_settings

    p = folder / "config" / "settings.toml"
    if not p.exists():
        return None
    s, problem = load_settings(p)
    if problem is not None:
        return f"settings damaged: {problem.problem}"
    if s.names() != _games():
        return f"settings hold {s.names()}"
    return None


def _check_history(folder: Path, state: dict[str, Any]) -> str | None:
    from gui.stats import History

    p = folder / "data" / "history.sqlite3"
    with History(p) as h:
        if h.problem:
            return f"history damaged: {h.problem}"
        n = len(h.parties())
    if n < state.get("rows", 0):
        return f"the history lost parties: {state['rows']} -> {n}"
    state["rows"] = n
    return None


# ------------------------------------------------------------------ issue 26
@contextmanager
def _home(folder: Path) -> Iterator[None]:
    old = os.environ.get("ACADEMIE_HOME")
    os.environ["ACADEMIE_HOME"] = str(folder)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("ACADEMIE_HOME", None)
        else:
            os.environ["ACADEMIE_HOME"] = old


def _record_text(n: int) -> str:
    return f'# Académie des Jeux game record\n[Game "{_games()[0]}"]\n[Event "partie {n}"]\n\n' + "; x\n" * 2000


def _write_parties(folder: Path, ready: Callable[[], None]) -> None:
    from gui.stats import Partie, count_finished

    os.environ["ACADEMIE_HOME"] = str(folder)
    game = _games()[0]
    n = random.Random(os.getpid()).randrange(1 << 40)       # this window's parties: numbered from a random start
    ready()
    while True:
        count_finished(Partie(game=game, result="won", points_for=n % 1_000_000, points_against=n // 1_000_000),
                       _record_text(n))
        n += 1


def _check_parties(folder: Path, state: dict[str, Any]) -> str | None:
    """The next start: every record has exactly one row, every row its own record."""
    from gui.saves import saves_dir
    from gui.stats import History, count_left_over

    with _home(folder):
        problem = count_left_over()
        if problem:
            return f"at the next start: {problem}"
        records = {p for p in saves_dir().glob("*.txt")}
        with History() as h:
            if h.problem:
                return f"history damaged: {h.problem}"
            rows = h.parties()
    by_record: dict[str, int] = {}
    for r in rows:
        if not r["record"]:
            return "a row without its record"
        by_record[r["record"]] = by_record.get(r["record"], 0) + 1
        text = Path(r["record"]).read_text(encoding="utf-8") if Path(r["record"]).exists() else ""
        n = r["points_for"] + 1_000_000 * r["points_against"]
        if f'[Event "partie {n}"]' not in text:
            return f"row {r['id']} points to another partie's record ({Path(r['record']).name})" if text \
                else f"row {r['id']}'s record is missing"
    twice = [k for k, v in by_record.items() if v > 1]
    if twice:
        return f"{len(twice)} records counted twice"
    lost = [p.name for p in records if str(p) not in by_record]
    if lost:
        return f"{len(lost)} records without a row ({lost[0]})"
    if len(rows) < state.get("rows", 0):
        return f"the history lost parties: {state['rows']} -> {len(rows)}"
    state["rows"] = len(rows)
    return None


def _old_stats(k: int) -> tuple[str, int]:
    """An old stats.toml of ``k`` rows and the parties it counts."""
    from engine.players import offered_kinds
    from engine.protocol import get_game

    lines, total = [], 0
    for i, game in enumerate(_games()[:max(1, k)]):
        spec = get_game(game)
        for j, kind in enumerate(offered_kinds(spec)):
            lines.append(f"[{game}.{spec.default_preset}.{kind.name}]\nparties = {i + j + 1}\nwon = {i + j + 1}\n")
            total += i + j + 1
    return "\n".join(lines), total


def _write_migrate(folder: Path, ready: Callable[[], None]) -> None:
    from gui.stats import History

    run = folder / "run"
    run.mkdir(exist_ok=True)
    old = run / "stats.toml"
    if not old.exists() and not (run / "stats.toml.migrated").exists():
        old.write_text(_old_stats(50)[0], encoding="utf-8")
    ready()
    History(run / "history.sqlite3").close()                # the first start of the new version
    while True:
        time.sleep(1)


def _check_migrate(folder: Path, state: dict[str, Any]) -> str | None:
    import shutil

    from gui.stats import History

    run = folder / "run"
    if (run / "stats.toml").exists():
        state["killed_mid_migration"] = state.get("killed_mid_migration", 0) + 1
    try:
        with History(run / "history.sqlite3") as h:           # the next start
            if h.problem:
                return f"history: {h.problem}"
            got = sum(s["parties"] for s in h.summary())
    finally:
        pass
    want = _old_stats(50)[1]
    if got != want:
        return f"the old counts were not taken over whole: {got} of {want} parties"
    if (run / "stats.toml").exists() or not (run / "stats.toml.migrated").exists():
        return "stats.toml was not marked as taken over"
    shutil.rmtree(run)                                         # the next kill starts afresh
    return None


def _write_lock(folder: Path, ready: Callable[[], None]) -> None:
    """Another window: it holds the history's write lock for a moment, over and over."""
    import sqlite3

    from gui.stats import History

    hist = folder / "data" / "history.sqlite3"
    History(hist).close()
    db = sqlite3.connect(hist, isolation_level=None, timeout=5)
    rng = random.Random(os.getpid())
    game = _games()[0]
    ready()
    while True:
        db.execute("BEGIN EXCLUSIVE")
        db.execute("INSERT INTO parties (finished, game, result, lost, points_for, points_against) "
                   "VALUES ('2026-01-01T00:00:00+00:00', ?, 'lost', 1, 0, 1)", (game,))
        time.sleep(rng.uniform(0, 0.05))
        db.execute("COMMIT")
        time.sleep(rng.uniform(0, 0.01))


def _during_lock(folder: Path, state: dict[str, Any]) -> str | None:
    """This window counts a partie while the other may hold the lock."""
    from gui import stats

    with _home(folder):
        old = stats.BUSY_SECONDS
        stats.BUSY_SECONDS = 0.02
        try:
            n = state.get("mine", 0)
            _, problems = stats.count_finished(stats.Partie(game=_games()[0], result="won", points_for=n,
                                                            points_against=0), None,
                                               path=folder / "data" / "history.sqlite3")
        finally:
            stats.BUSY_SECONDS = old
    state["mine"] = n + 1
    if any("locked" in p for p in problems):
        state["met_the_lock"] = state.get("met_the_lock", 0) + 1
    bad = [p for p in problems if "locked" not in p]
    return f"while locked: {bad[0]}" if bad else None


def _check_lock(folder: Path, state: dict[str, Any]) -> str | None:
    from gui.stats import History

    p = folder / "data" / "history.sqlite3"
    if list(p.parent.glob("*.damaged-*")):
        return "the locked history was taken for damaged"
    with History(p) as h:
        if h.problem:
            return f"history damaged: {h.problem}"
        mine = sorted(r["points_for"] for r in h.parties() if r["result"] == "won")
    if mine != list(range(state.get("mine", 0))):
        return f"this window's parties counted {len(mine)} times for {state.get('mine', 0)}"
    return None


Writer = Callable[[Path, Callable[[], None]], None]
WRITERS: dict[str, tuple[Writer, Callable[[Path, dict[str, Any]], str | None]]] = {
    "record": (_write_record, _check_record),
    "settings": (_write_settings, _check_settings),
    "history": (_write_history, _check_history),
    "parties": (_write_parties, _check_parties),
    "two": (_write_parties, _check_parties),
    "migrate": (_write_migrate, _check_migrate),
    "lock": (_write_lock, _check_lock),
}
PROCESSES = {"two": 2}                       # writers at once (default 1)
DURING: dict[str, Callable[[Path, dict[str, Any]], str | None]] = {"lock": _during_lock}   # while it runs
MAX_DELAY = {"migrate": 0.15}                # the first start's import of every game takes a while


def _start(writer: Writer, folder: Path) -> int:
    """Fork a child running ``writer``; return its pid once it is ready."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:                                   # the child: write until killed
        os.close(r)
        try:
            def ready() -> None:
                os.write(w, b"ready\n")
                os.close(w)

            writer(folder, ready)
        except BaseException:
            import traceback

            traceback.print_exc()
        finally:
            os._exit(1)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        if f.readline().strip() != b"ready":
            os.waitpid(pid, 0)
            raise RuntimeError("the writer did not start")
    return pid


def _leftovers(folder: Path) -> list[str]:
    return [str(p.relative_to(folder)) for p in folder.rglob("*") if ".tmp" in p.name]


def run(kills: int, seed: int = 1, kinds: tuple[str, ...] | None = None, max_delay: float = 0.08,
        out: Any = None) -> dict[str, dict[str, Any]]:
    """Kill each writer ``kills`` times; returns per writer the kills, the problems found and
    the temporaries left at the end (after one more write)."""
    rng = random.Random(seed)
    report: dict[str, dict[str, Any]] = {}
    for kind, (writer, check) in WRITERS.items():
        if kinds and kind not in kinds:
            continue
        problems: list[str] = []
        state: dict[str, Any] = {}
        killed_mid_file = 0
        with tempfile.TemporaryDirectory(prefix=f"academie-kill-{kind}-") as d:
            folder = Path(d)
            for k in range(kills):
                pids = []
                try:
                    for _ in range(PROCESSES.get(kind, 1)):
                        pids.append(_start(writer, folder))
                except RuntimeError as e:
                    problems.append(f"kill {k + 1}: {e}")
                    break
                time.sleep(rng.uniform(0, MAX_DELAY.get(kind, max_delay)))
                if kind in DURING:
                    try:
                        why = DURING[kind](folder, state)
                    except Exception as e:
                        why = f"{type(e).__name__}: {e}"
                    if why:
                        problems.append(f"kill {k + 1}: {why}")
                for pid in pids:
                    os.kill(pid, signal.SIGKILL)
                for pid in pids:
                    os.waitpid(pid, 0)
                if _leftovers(folder) or any(True for _ in folder.rglob("*-journal")) or \
                        any(True for _ in folder.rglob("history-pending/*.json")):
                    killed_mid_file += 1
                try:
                    why = check(folder, state)
                except Exception as e:          # a file that cannot even be read is the failure we look for
                    why = f"{type(e).__name__}: {e}"
                if why:
                    problems.append(f"kill {k + 1}: {why}")
            # one more writer, stopped between writes: the killed writers' temporaries are gone
            pid = _start(writer, folder)
            time.sleep(0.2)
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            with _home(folder):                     # and the next start's tidying up
                from gui.userdirs import tidy

                tidy()
            left = [x for x in _leftovers(folder) if f".tmp-{pid}-" not in x]
        report[kind] = {"kills": kills, "killed_while_a_temporary_existed": killed_mid_file,
                        "problems": problems, "temporaries_left": left,
                        **{k: v for k, v in state.items() if k in ("killed_mid_migration", "met_the_lock")}}
        if out is not None:
            extra = "".join(f"  {state[k]:5} {k.replace('_', ' ')}" for k in ("killed_mid_migration", "met_the_lock")
                            if k in state)
            print(f"{kind:9} {kills:5} kills  {killed_mid_file:5} mid-write  {len(problems):3} problems  "
                  f"{len(left):3} temporaries left{extra}" + (f"\n  {problems[0]}" if problems else ""), file=out,
                  flush=True)
    return report


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="academie bench kill", description=__doc__.split("\n\n")[0])
    p.add_argument("--kills", type=whole(1, 1_000_000), default=200, help="kills per writer (default 200)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--kind", action="append", choices=sorted(WRITERS))
    a = p.parse_args(argv)
    if a.kills < 1:
        print("academie: error: --kills must be 1 or more", file=sys.stderr)
        return 2
    if not hasattr(signal, "SIGKILL") or not hasattr(os, "fork"):
        print("academie: error: this benchmark needs SIGKILL (Linux or macOS)", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    rep = run(a.kills, a.seed, tuple(a.kind) if a.kind else None, out=sys.stdout)
    bad = sum(len(r["problems"]) + len(r["temporaries_left"]) for r in rep.values())
    print(f"{sum(r['kills'] for r in rep.values())} kills in {time.perf_counter() - t0:.1f}s, {bad} problems")
    return 1 if bad else 0
