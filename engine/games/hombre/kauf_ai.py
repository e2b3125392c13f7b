"""Kaufquadrille's computer players: the beginner of the L'Hombre family
(:mod:`engine.games.hombre.ai`) and Kaufquadrille's own strong level
(:mod:`engine.games.hombre.bidsearch`: the family's search, valued as the deal pays four seats,
its calls, trump, concession and exchanges valued by worlds played out blind)."""

from engine.games.hombre.ai import BENCH_OPTIONS, BENCH_UNIT, VALUE_UNIT, sample
from engine.games.hombre.ai import beginner as beginner
from engine.games.hombre.bidsearch import kauf_strong as strong
from engine.games.hombre.kauf_search import rollout

__all__ = ["sample", "rollout", "strong", "beginner", "BENCH_OPTIONS", "BENCH_UNIT", "VALUE_UNIT"]
