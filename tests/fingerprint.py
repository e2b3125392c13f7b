"""A behaviour fingerprint of every registered game: fixed-seed deals played by each computer
level the game offers, written move by move with the events and the acting seat's observation.

Run before and after a change that must not change behaviour (moving modules, splitting
classes) and compare the two files::

    .venv/bin/python tests/fingerprint.py /tmp/before.txt
    ... change ...
    .venv/bin/python tests/fingerprint.py /tmp/after.txt && cmp /tmp/before.txt /tmp/after.txt

The searching levels run without their clocks (:func:`engine.ai.fairness.deterministic`, a fixed
number of worlds), so a decision depends on the observation and the seed alone.  ``--games``
limits the run to some games, ``--seeds`` sets how many deals each level plays, ``--presets`` plays
them under every preset of the game instead of its default options (a game whose rules differ by
preset, such as the L'Hombre family's, needs it to cover its branches).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.fairness import deterministic  # noqa: E402
from engine.players import make_player, offered_kinds  # noqa: E402
from engine.protocol import CHANCE, TERMINAL, games, get_game  # noqa: E402


def _h(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:16]


def play(game: str, kind: str, seed: int, out: list[str], max_moves: int = 5000, preset: str | None = None) -> None:
    spec = get_game(game)
    opts = spec.options(preset)
    state = spec.new_state(opts, deals=1)
    rng = random.Random(seed)
    prng = random.Random(seed * 7919 + 1)
    seats = spec.seat_count(opts)
    players = [deterministic(make_player(kind, spec), worlds=2) for _ in range(seats)]
    out.append(f"# {game} {kind} seed={seed}" + (f" preset={preset}" if preset else ""))
    for n in range(max_moves):
        who = state.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            action = state.sample_chance(rng)
            obs_text = ""
        else:
            obs = state.observation(who)
            obs_text = repr(obs)
            action = players[who].choose(obs, prng)
        state, events = state.apply(action)
        out.append(f"{n} {who} {action} obs={_h(obs_text)} ev={_h(repr(events))}")
    else:
        out.append("did not end")
    out.append(f"end {state.current_player()} {_h(repr(state.observation(0)))}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", help="file to write")
    p.add_argument("--games", help="comma-separated game names (default: every registered game)")
    p.add_argument("--seeds", type=int, default=3, help="deals per level (seeds 1..N)")
    p.add_argument("--presets", action="store_true", help="every preset of each game, not only its default options")
    a = p.parse_args(argv)
    names = a.games.split(",") if a.games else [s.name for s in games()]
    lines: list[str] = []
    t0 = time.perf_counter()
    for name in names:
        t = time.perf_counter()
        for k in offered_kinds(name):
            if k.available:      # an outside program (a UCI engine) searches on its own clock: not reproducible
                continue
            for preset in (list(get_game(name).presets) if a.presets else [None]):
                for seed in range(1, a.seeds + 1):
                    play(name, k.name, seed, lines, preset=preset)
        print(f"{name:22} {time.perf_counter() - t:6.1f} s", file=sys.stderr)
    Path(a.out).write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} lines, {time.perf_counter() - t0:.1f} s, sha1 {_h(chr(10).join(lines))}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
