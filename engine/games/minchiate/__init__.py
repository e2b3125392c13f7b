"""Minchiate (the Minchiatta rules, Dresden 1798) for four players in partnerships.

See ``../shared/rules/minchiatta.md`` for the specification and ``docs/minchiate.md``
for what the engine decides.  Card identifiers: the spec's ``matto`` is our ``fool``
(``#0``); every other spec id (``coppe_knight``, ``trump_13``, ``trump_stella`` …) is
the same id in :mod:`engine.cards` (see :mod:`.scoring`).
"""

from engine.protocol import GameSpec, register

from .actions import Cut, Discard, Draw, Give, Layout, Play, Rob, Shuffle, parse_action
from .game import PHASES, REASON_CODES, MinchiateObservation, MinchiateState, new_state
from .options import DEFAULT_PRESET, PRESETS, MinchiateOptions

SPEC = register(GameSpec(
    name="minchiate", title="Minchiate", players=4, options_type=MinchiateOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="minchiate97",
))

__all__ = [
    "SPEC", "REASON_CODES", "PHASES", "MinchiateOptions", "PRESETS", "MinchiateState", "MinchiateObservation",
    "new_state", "parse_action", "Draw", "Shuffle", "Cut", "Layout", "Rob", "Discard", "Play", "Give",
]
