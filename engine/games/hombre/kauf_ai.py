"""Kaufquadrille's computer players: those of the L'Hombre family (:mod:`engine.games.hombre.ai`), with the strong level set for four seats."""

from engine.games.hombre.ai import BENCH_OPTIONS, BENCH_UNIT, VALUE_UNIT, rollout, sample
from engine.games.hombre.ai import beginner as beginner
from engine.games.hombre.ai import kauf_strong as strong

__all__ = ["sample", "rollout", "strong", "beginner", "BENCH_OPTIONS", "BENCH_UNIT", "VALUE_UNIT"]
