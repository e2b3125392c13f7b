"""Reversis for four, after the Hamburg games book of 1782 ("Le Reversy, oder Du Reversis").

See ``shared/rules/reversis.md`` for the specification and ``docs/reversis.md`` for what the
engine decides where the book is silent.
"""

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from .actions import Deal, Discard, Exchange, Pass, Play, parse_action
from .game import EVENT_KINDS, PHASES, REASON_CODES, ReversisObservation, ReversisState, new_state, pack_for_hands
from .options import DEFAULT_PRESET, PRESET_SOURCES, PRESETS, ReversisOptions

PLAYER_KINDS = (
    PlayerKind("reversis-beginner", "beginner",
               "Plays by the book's advice: lays the Quinola away without three hearts, makes voids, ducks "
               "under the trick, takes a trick it must with its highest card",
               "engine.games.reversis.ai:beginner"),
    PlayerKind("reversis-strong", "strong",
               "Searches every card and the exchange over deals that agree with what it has seen",
               "engine.games.reversis.ai:strong"),
)

SPEC = register(GameSpec(
    name="reversis", title="Reversis", players=4, options_type=ReversisOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="reversis48", min_players=4, max_players=4,
    partnerships=Partnerships.NONE, player_kinds=PLAYER_KINDS, family="reversis", reason_codes=REASON_CODES,
    phases=PHASES, event_kinds=EVENT_KINDS,
))

__all__ = [
    "SPEC", "REASON_CODES", "PHASES", "EVENT_KINDS", "ReversisOptions", "PRESETS", "PRESET_SOURCES",
    "ReversisState", "ReversisObservation", "new_state", "parse_action", "pack_for_hands", "Deal", "Exchange",
    "Pass", "Discard", "Play", "PLAYER_KINDS",
]
