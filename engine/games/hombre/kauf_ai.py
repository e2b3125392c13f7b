"""Kaufquadrille's computer players: the beginner of the L'Hombre family
(:mod:`engine.games.hombre.ai`) and Kaufquadrille's own strong level
(:mod:`engine.games.hombre.kauf_search`: the family's search, valued as the deal pays four seats,
searching trump, the concession and the exchanges too)."""

from engine.games.hombre.ai import BENCH_OPTIONS, BENCH_UNIT, VALUE_UNIT, sample
from engine.games.hombre.ai import beginner as beginner
from engine.games.hombre.kauf_search import rollout
from engine.games.hombre.kauf_search import strong as strong

__all__ = ["sample", "rollout", "strong", "beginner", "BENCH_OPTIONS", "BENCH_UNIT", "VALUE_UNIT"]
