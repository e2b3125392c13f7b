"""``academie bench gui [--game NAME]``: cold start to table shown, the registry's time, and memory
with a full table.

Each run starts a fresh Python process (so imports and Qt start-up are counted), first finds
every game as start-up does (the engine's catalogue and every game's GUI registration: the
registry's import time, which must not grow with the games' engines), opens the main window
offscreen with a seeded deal of the game (default: the first in the menu), and reports the time
until the table has been painted, then plays on (the person's seat
at random) to a table full of cards, five tricks into play, and reports the resident memory."""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from engine.cliargs import game_name, whole


def child(game: str = "") -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    t0, c0 = time.perf_counter(), time.process_time()
    from engine.protocol import catalogue
    from gui.registry import uis

    found = {u.game: catalogue()[u.game].title for u in uis()}
    print(f"REGISTRY {time.perf_counter() - t0:.6f} {len(found)} {time.process_time() - c0:.6f}", flush=True)
    from gui.app import make_app

    app = make_app([])
    from gui.mainwindow import MainWindow
    from gui.settings import Settings

    win = MainWindow(Settings(speed="instant"), ask_resume=lambda: False, persist=False)
    win.resize(1280, 800)
    win.show()
    win.new_game(seed=5, first_dealer="opponent", game=game or None)
    win.table.view.viewport().repaint()
    app.processEvents()
    print(f"SHOWN {time.process_time():.6f}", flush=True)
    # a full table: play on (both seats at random) until the sixth trick
    import random

    from engine.players import RandomPlayer

    t, rng, rp = win.table, random.Random(1), RandomPlayer()
    deadline = time.time() + 30
    while time.time() < deadline:
        app.processEvents()
        obs = t.session.observation()
        if t.session.is_over() or sum(obs.tricks_taken or ()) >= 5:
            break
        if t.waiting_for_human():
            t.act(rp.choose(obs, rng))
    win.grab()
    rss = peak = 0
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1])
            if line.startswith("VmHWM:"):
                peak = int(line.split()[1])
    print(f"RSS {rss} {peak} {sum(t.session.observation().tricks_taken or ())}", flush=True)
    win.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="academie bench gui")
    ap.add_argument("--runs", type=whole(1, 1000), default=3)
    ap.add_argument("--game", type=game_name, help="the game to deal (default: the first in the menu)")
    args = ap.parse_args(argv)
    args.game = args.game or ""
    times: list[float] = []
    rss: list[tuple[int, int]] = []
    registry: list[float] = []
    registry_cpu: list[float] = []
    found = 0
    cpu: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ACADEMIE_HOME=home)
        for _ in range(args.runs):
            t0 = time.perf_counter()
            p = subprocess.Popen([sys.executable, "-c", f"from gui.bench import child; child({args.game!r})"], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            shown = None
            assert p.stdout is not None
            for line in p.stdout:
                if line.startswith("SHOWN") and shown is None:
                    shown = time.perf_counter() - t0
                    cpu.append(float(line.split()[1]))
                if line.startswith("REGISTRY"):
                    registry.append(float(line.split()[1]))
                    found = int(line.split()[2])
                    registry_cpu.append(float(line.split()[3]))
                if line.startswith("RSS"):
                    _, a, b, n = line.split()
                    tricks = int(n)
                    rss.append((int(a), int(b)))
            p.wait()
            if shown is None or p.returncode != 0:
                print(f"academie bench gui: error: the child process failed (exit {p.returncode})", file=sys.stderr)
                return 1
            times.append(shown)
    print(f"cold start to table shown: median {statistics.median(times) * 1000:.0f} ms "
          f"(runs: {', '.join(f'{t * 1000:.0f}' for t in times)} ms)")
    print(f"CPU time to table shown (the process's own, less dependent on the machine's load): "
          f"median {statistics.median(cpu) * 1000:.0f} ms")
    if registry:
        print(f"registry (finding {found} games, engine and GUI): median {statistics.median(registry) * 1000:.0f} ms "
              f"(runs: {', '.join(f'{t * 1000:.0f}' for t in registry)} ms), CPU time median "
              f"{statistics.median(registry_cpu) * 1000:.0f} ms")
    if rss:
        print(f"memory with a full table ({tricks} tricks played): RSS {statistics.median(r[0] for r in rss) / 1024:.1f} MiB, "
              f"peak {max(r[1] for r in rss) / 1024:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
