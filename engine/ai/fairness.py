"""Proof that a computer player acts on its observation alone.

:func:`played_decisions` lets a player decide at points of a real game, called from the loop that
holds the live state (as a table or a match calls it: the state is a local of the caller's frame,
reachable through ``inspect`` and the garbage collector); :func:`isolated_choices` gives the same
observations, pickled, to the same players in a fresh Python process where no game state exists.
A player that found the state through a frame, the garbage collector or a global, and let a hidden
card change its decision, decides differently in the two processes.

The players keep their real time budgets; the clock is seeded instead (:class:`SeededClock`: every
reading of the clock advances it by a fixed tick), so that a decision is a function of the
observation and the random seed alone, and a player that behaves otherwise only while it has a
budget is checked as it plays.  :func:`deterministic` (a fixed number of worlds instead of a clock)
remains for tests that want the cheapest decision.

Run as ``python -m engine.ai.fairness`` it reads the pickled request from standard input and
writes the pickled answers to standard output.
"""

from __future__ import annotations

import importlib
import math
import pickle
import random
import subprocess
import sys
import time
from typing import Any, Callable, Sequence

__all__ = ["deterministic", "make", "isolated_choices", "choices", "choose_seeded", "played_decisions",
           "SeededClock", "TICK"]

TICK = 0.25        # seconds the seeded clock advances at each reading: a budget of 0.5 s lasts two readings


def make(factory: str) -> Any:
    """A new player from an import path ``"module:callable"``."""
    module, _, attr = factory.partition(":")
    return getattr(importlib.import_module(module), attr)()


def deterministic(p: Any, worlds: int = 4) -> Any:
    """``p`` with a fixed amount of search instead of a clock (levels without search are unchanged)."""
    from .search import SearchPlayer

    if isinstance(p, SearchPlayer):
        p.budget = None
        p.hard_limit = math.inf
        p.min_worlds = min(p.min_worlds, worlds)
        p.max_worlds = worlds
        return p
    if hasattr(p, "budget") and hasattr(p, "min_samples"):
        p.budget, p.min_samples, p.max_samples = 0.0, 2, 2
    if hasattr(p, "discard_worlds"):
        p.discard_worlds = 6
    inner = getattr(p, "inner", None)  # a player that hands its decisions to another
    if inner is not None and inner is not p:
        deterministic(inner, worlds)
    return p


_CLOCKS = ("perf_counter", "monotonic", "time", "process_time", "thread_time")


class SeededClock:
    """Within ``with SeededClock():`` every clock of the :mod:`time` module reads a counter that
    starts at ``start`` and advances by ``tick`` seconds at each reading, the same in every process."""

    def __init__(self, tick: float = TICK, start: float = 1000.0) -> None:
        self.tick, self.now = tick, start
        self._saved: dict[str, Callable[[], Any]] = {}

    def _read(self) -> float:
        self.now += self.tick
        return self.now

    def _read_ns(self) -> int:
        return int(self._read() * 1e9)

    def __enter__(self) -> "SeededClock":
        for name in _CLOCKS:
            for n, f in ((name, self._read), (name + "_ns", self._read_ns)):
                if hasattr(time, n):
                    self._saved[n] = getattr(time, n)
                    setattr(time, n, f)
        return self

    def __exit__(self, *exc: Any) -> None:
        for n, f in self._saved.items():
            setattr(time, n, f)
        self._saved.clear()


def choose_seeded(player: Any, obs: Any, seed: int) -> Any:
    """``player``'s choice for ``obs`` with ``random.Random(seed)`` under a freshly seeded clock."""
    rng = random.Random(seed)
    with SeededClock():
        return player.choose(obs, rng)


def choices(factory: str, observations: Sequence[Any], seed: int) -> list[str]:
    """The record notation of the action a new player chooses for each observation (seed ``seed + k``
    for the k-th), in this process, with its real budget under the seeded clock."""
    return [str(choose_seeded(make(factory), obs, seed + k)) for k, obs in enumerate(observations)]


def _spread(found: dict[str, list[int]], n: int, rng: random.Random) -> list[int]:
    out: list[int] = []
    phases = sorted(found)
    k = 0
    while len(out) < n and any(found.values()):
        ph = phases[k % len(phases)]
        if found[ph]:
            out.append(found[ph].pop(rng.randrange(len(found[ph]))))
        k += 1
    return sorted(out)


def played_decisions(game: str, factory: str, seed: int, n: int = 6, *, deals: int = 1) -> list[tuple[Any, str]]:
    """A real game of ``game`` (random players, seeded by ``seed``) in which, at ``n`` points where the
    seat to move has a choice (spread over the phases), a new player from ``factory`` decides for
    that seat, called from this loop with the live state at hand.  Returns each point's observation
    and the player's choice (its seed is ``seed + k`` for the k-th point); the game goes on with the
    random player's move, so every player is asked at the same points."""
    from ..players import RandomPlayer
    from ..protocol import CHANCE, TERMINAL, get_game

    spec = get_game(game)
    rp = RandomPlayer()

    def run(points: set[int] | None) -> Any:
        rng = random.Random(seed)
        state = spec.new_state(spec.options(), deals=deals)
        found: dict[str, list[int]] = {}
        asked: list[tuple[Any, str]] = []
        step = 0
        while state.current_player() != TERMINAL:
            who = state.current_player()
            if who == CHANCE:
                action = state.sample_chance(rng)
            else:
                obs = state.observation(who)
                if len(obs.legal_actions) > 1:
                    if points is None:
                        found.setdefault(str(getattr(obs, "phase", "")), []).append(step)
                    elif step in points:
                        player = make(factory)
                        asked.append((obs, str(choose_seeded(player, obs, seed + len(asked)))))
                    step += 1
                action = rp.choose(obs, rng)
            state, _ = state.apply(action)
        return found if points is None else asked

    chosen: list[tuple[Any, str]] = run(set(_spread(run(None), n, random.Random(seed))))
    return chosen


def isolated_choices(requests: Sequence[tuple[Any, ...]], seed: int | Sequence[int], *,
                     cwd: str | None = None, timeout: float = 300) -> list[list[str]]:
    """For each ``(factory, observations)`` or ``(factory, observations, seeds)``: the choices made in
    a separate process that receives only the pickled observations, with the players' real budgets
    under the seeded clock.  The k-th observation is decided with the k-th of the request's
    ``seeds``, else with ``seed + k`` (or the k-th of ``seed`` when it is a sequence)."""
    jobs = []
    for req in requests:
        f, obs = req[0], list(req[1])
        if len(req) > 2:
            seeds = list(req[2])
        else:
            seeds = [seed + k for k in range(len(obs))] if isinstance(seed, int) else list(seed)
        jobs.append((f, obs, seeds))
    payload = pickle.dumps(jobs)
    r = subprocess.run([sys.executable, "-m", "engine.ai.fairness"], input=payload, capture_output=True,
                       cwd=cwd, timeout=timeout)
    if r.returncode != 0:
        raise RuntimeError(f"isolated player process failed:\n{r.stderr.decode(errors='replace')}")
    answer: list[list[str]] = pickle.loads(r.stdout)
    return answer


def _child() -> int:
    jobs = pickle.loads(sys.stdin.buffer.read())
    out = [[str(choose_seeded(make(f), o, s)) for o, s in zip(obs, seeds)] for f, obs, seeds in jobs]
    sys.stdout.buffer.write(pickle.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(_child())
