"""Proof that a computer player acts on its observation alone.

:func:`isolated_choices` runs players in a fresh Python process that is given nothing but the
pickled observations (no game state exists there), and returns their choices, to be compared
with the choices the same players make inside the process where the live game is reachable (a
player that found the state through the garbage collector, a global or a frame would choose
differently).  :func:`deterministic` turns off the clocks of the searching levels (a fixed number
of worlds instead of a time budget), so that a decision is a function of the observation and the
random seed alone.

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
from typing import Any, Sequence

__all__ = ["deterministic", "make", "isolated_choices", "choices"]


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


def choices(factory: str, observations: Sequence[Any], seed: int) -> list[str]:
    """The record notation of the action the player chooses for each observation, in this process."""
    out = []
    for k, obs in enumerate(observations):
        p = deterministic(make(factory))
        out.append(str(p.choose(obs, random.Random(seed + k))))
    return out


def isolated_choices(requests: Sequence[tuple[str, Sequence[Any]]], seed: int, *, cwd: str | None = None,
                     timeout: float = 300) -> list[list[str]]:
    """For each ``(factory, observations)``: the choices made in a separate process that receives only
    the pickled observations."""
    payload = pickle.dumps((list((f, list(obs)) for f, obs in requests), seed))
    r = subprocess.run([sys.executable, "-m", "engine.ai.fairness"], input=payload, capture_output=True,
                       cwd=cwd, timeout=timeout)
    if r.returncode != 0:
        raise RuntimeError(f"isolated player process failed:\n{r.stderr.decode(errors='replace')}")
    answer: list[list[str]] = pickle.loads(r.stdout)
    return answer


def _child() -> int:
    requests, seed = pickle.loads(sys.stdin.buffer.read())
    out = [choices(f, obs, seed) for f, obs in requests]
    sys.stdout.buffer.write(pickle.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(_child())
