"""Smoke test of a frozen build, and its cold-start times.

    python packaging/smoke_test.py dist/academie/academie [--runs 5] [--version X]

Runs the frozen program offscreen (``QT_QPA_PLATFORM=offscreen``), each time with a
fresh, empty per-user folder (``ACADEMIE_HOME``), and checks that each of these exits 0:

* ``academie --version``  prints ``academie <version>``;
* ``academie games --json``  lists the games (Piquet among them);
* ``academie play piquet --deals 1 --seed 1 --json``  plays one deal, JSON with one complete deal;
* ``academie screenshot piquet --seed 7 --out …``  draws a table with the bundled card art;
* ``academie`` with ``ACADEMIE_QUIT_AFTER_START=1``  opens the main window and quits
  as soon as the event loop runs (see packaging/academie_entry.py); a traceback
  printed on the way out is shown as a WARNING (the exit status must still be 0).

A traceback from any of the headless commands fails the test.

Then prints the median wall time of ``--runs`` runs of ``--version``, ``games``
and the window start.  Uses only the standard library: it runs on the build
machines of every system.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import project_info  # noqa: E402

TIMEOUT = 120
_warned: set[str] = set()


class SmokeFailure(Exception):
    pass


def run(exe: Path, args: list[str], env: dict[str, str], *, traceback_ok: bool = False) -> tuple[float, str]:
    """Run the program once with an empty per-user folder of its own (a first start: no
    saved game to offer, no settings), and return (wall seconds, stdout)."""
    with tempfile.TemporaryDirectory(prefix="academie-smoke-") as home:
        env = dict(env, ACADEMIE_HOME=home)
        t0 = time.perf_counter()
        try:
            p = subprocess.run([str(exe), *args], capture_output=True, text=True, env=env,
                               timeout=TIMEOUT, encoding="utf-8", errors="replace")
        except subprocess.TimeoutExpired:
            raise SmokeFailure(f"`academie {' '.join(args)}` did not finish within {TIMEOUT} s") from None
        dt = time.perf_counter() - t0
    if p.returncode != 0:
        raise SmokeFailure(f"`academie {' '.join(args)}` exited {p.returncode}\n--- stdout\n{p.stdout[-2000:]}"
                           f"\n--- stderr\n{p.stderr[-4000:]}")
    if "Traceback (most recent call last)" in p.stderr:
        if traceback_ok:
            if p.stderr not in _warned:  # each distinct message once
                _warned.add(p.stderr)
                print(f"WARNING: `academie {' '.join(args)}` exited 0 but printed a traceback:\n"
                      f"{p.stderr[-3000:]}", file=sys.stderr, flush=True)
            return dt, p.stdout
        raise SmokeFailure(f"`academie {' '.join(args)}` printed a traceback:\n{p.stderr[-4000:]}")
    return dt, p.stdout


def check_version(out: str, version: str) -> None:
    if out.strip() != f"academie {version}":
        raise SmokeFailure(f"--version printed {out.strip()!r}, expected 'academie {version}'")


def check_games(out: str) -> list[str]:
    try:
        names = [g["name"] for g in json.loads(out)["games"]]
    except (ValueError, KeyError, TypeError) as e:
        raise SmokeFailure(f"`games --json` did not print the expected JSON ({e}): {out[:500]!r}") from None
    if "piquet" not in names:
        raise SmokeFailure(f"`games --json` does not list piquet: {names}")
    return names


def check_play(out: str) -> dict:
    try:
        data = json.loads(out)
        deals = data["deals"]
    except (ValueError, KeyError, TypeError) as e:
        raise SmokeFailure(f"`play` did not print the expected JSON ({e}): {out[:500]!r}") from None
    if data.get("game") != "piquet" or len(deals) != 1 or not deals[0].get("complete"):
        raise SmokeFailure(f"`play piquet --deals 1` did not report one complete deal: {out[:800]!r}")
    return data


def check_png(path: Path) -> None:
    """The table screenshot exists, is a PNG and is not one flat colour (the cards were drawn)."""
    if not path.is_file():
        raise SmokeFailure(f"`screenshot` wrote no file {path}")
    data = path.read_bytes()
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        raise SmokeFailure(f"`screenshot` wrote something that is not a PNG: {path}")
    if len(data) < 20_000:  # a table of cards compresses far worse than this
        raise SmokeFailure(f"`screenshot` image is suspiciously small ({len(data)} bytes): card art missing?")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Smoke test and cold-start times of a frozen build.")
    ap.add_argument("exe", type=Path, help="the frozen program (dist/academie/academie)")
    ap.add_argument("--runs", type=int, default=5, help="timed runs of each command (default 5)")
    ap.add_argument("--version", dest="expect", default=None, help="expected version (default: the project's)")
    ap.add_argument("--no-window", action="store_true", help="skip the window start (no Qt platform plugin)")
    args = ap.parse_args(argv)
    if not args.exe.is_file():
        print(f"smoke_test: no such program: {args.exe}", file=sys.stderr)
        return 2
    version = args.expect or project_info.read_version()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)
    env.pop("ACADEMIE_QUIT_AFTER_START", None)
    gui_env = dict(env, ACADEMIE_QUIT_AFTER_START="1")
    try:
        first = {}
        first["--version"], out = run(args.exe, ["--version"], env)
        check_version(out, version)
        print(f"ok  academie --version -> {out.strip()}")
        first["games"], out = run(args.exe, ["games", "--json"], env)
        print(f"ok  academie games --json -> {', '.join(check_games(out))}")
        _, out = run(args.exe, ["play", "piquet", "--deals", "1", "--seed", "1", "--json"], env)
        d = check_play(out)["deals"][0]
        print(f"ok  academie play piquet --deals 1 --seed 1 --json -> deal scores {d.get('scores')}")
        if not args.no_window:
            first["window start+quit"], _ = run(args.exe, [], gui_env, traceback_ok=True)
            print("ok  academie (window offscreen, quit after start) -> exit 0")
            with tempfile.TemporaryDirectory(prefix="academie-shot-") as d:
                shot = Path(d) / "table.png"
                run(args.exe, ["screenshot", "piquet", "--seed", "7", "--out", str(shot)], env)
                check_png(shot)
                print(f"ok  academie screenshot piquet (bundled card art drawn) -> {shot.stat().st_size} bytes")
        timings = {
            "--version": (["--version"], env),
            "games": (["games"], env),
        }
        if not args.no_window:
            timings["window start+quit"] = ([], gui_env)
        load = f" (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)" if hasattr(os, "getloadavg") else ""
        print(f"start-up times{load}, wall clock in s: the first run of each, then the median of {args.runs} more:")
        for label, (cmd, e) in timings.items():
            times = [run(args.exe, cmd, e, traceback_ok=True)[0] for _ in range(args.runs)]
            print(f"  {label:20} first {first[label]:.3f}   median {statistics.median(times):.3f}"
                  f"  (min {min(times):.3f}, max {max(times):.3f})")
    except SmokeFailure as e:
        print(f"smoke_test: FAILED: {e}", file=sys.stderr)
        return 1
    print("smoke test passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
