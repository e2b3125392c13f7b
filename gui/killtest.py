"""``academie bench kill``: start a process that writes one of the application's files over and
over, kill it (SIGKILL, no chance to clean up) at a random moment, and check that the file is
always whole and readable, either the version before or the one being written, never a mix;
then that the next write clears the temporary files killed writers left behind.

Writers: a game record or the autosave (``engine.fileio.atomic_write``, also ``play
--record``), ``settings.toml`` (``gui.settings.save_settings``) and the statistics history
(``gui.stats.History.add``, one SQLite transaction per partie).
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
from typing import Any, Callable

from engine.cliargs import whole

__all__ = ["run", "main", "WRITERS"]

# each writer: a function of the folder; it calls ``ready()`` once set up, then writes version
# 1, 2, 3 … of its file until it is killed.  It runs in a forked child (cheap: the modules are
# already imported), so hundreds of kills take seconds.
def _games() -> list[str]:
    """The registered games whose settings the application keeps (no game is named here)."""
    from engine.protocol import games
    from gui.session import spec_of

    out = []
    for spec in games():
        try:
            spec_of(spec.name)
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
    if sorted(s.games) != _games():
        return f"settings hold {sorted(s.games)}"
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


Writer = Callable[[Path, Callable[[], None]], None]
WRITERS: dict[str, tuple[Writer, Callable[[Path, dict[str, Any]], str | None]]] = {
    "record": (_write_record, _check_record),
    "settings": (_write_settings, _check_settings),
    "history": (_write_history, _check_history),
}


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
                try:
                    pid = _start(writer, folder)
                except RuntimeError as e:
                    problems.append(f"kill {k + 1}: {e}")
                    break
                time.sleep(rng.uniform(0, max_delay))
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                if _leftovers(folder) or any(True for _ in folder.rglob("*-journal")):
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
            left = [x for x in _leftovers(folder) if f".tmp-{pid}-" not in x]
        report[kind] = {"kills": kills, "killed_while_a_temporary_existed": killed_mid_file,
                        "problems": problems, "temporaries_left": left}
        if out is not None:
            print(f"{kind:9} {kills:5} kills  {killed_mid_file:5} mid-write  {len(problems):3} problems  "
                  f"{len(left):3} temporaries left" + (f"\n  {problems[0]}" if problems else ""), file=out, flush=True)
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
