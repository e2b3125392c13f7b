"""Computer players for Tarock for four in partnership (form B): the beginner and the strong level."""

from __future__ import annotations

from engine.ai.search import SearchPlayer

from .ai_core import BeginnerPlayer, bench_scores, rollout
from .scatsearch import make_strong, sample

__all__ = ["beginner", "strong", "sample", "rollout", "bench_scores", "BENCH_UNIT", "BeginnerPlayer"]

BENCH_UNIT = "points"


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer("tarock4-beginner")


def strong(budget: float | None = 0.45) -> SearchPlayer:
    return make_strong("tarock4-strong", budget)
