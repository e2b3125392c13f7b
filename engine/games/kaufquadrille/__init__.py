"""Kaufquadrille is played by the L'Hombre engine (:mod:`engine.games.hombre`, which registers it);
this package only gives its metadata and computer players the conventional paths
``engine.games.kaufquadrille`` and ``engine.games.kaufquadrille.ai``."""

from engine.games.hombre import EVENT_KINDS, PHASES, REASON_CODES
from engine.games.hombre import KAUF_SPEC as SPEC

__all__ = ["SPEC", "REASON_CODES", "PHASES", "EVENT_KINDS"]
