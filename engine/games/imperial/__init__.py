"""Imperial, after the Hamburg games book of 1782 ("I Imperial", lines 1384-1406).

Two, three or four players, 32 or 36 cards, a turned trump; strokes for the Imperial trumps, the
point and tricks above one's share, six strokes an Imperial, four of a kind and the quart major
an Imperial at once; the first to five (or three) Imperials wins.  Spec
``shared/rules/minor_trump_games.md`` part 2; ``docs/imperial.md`` says what is ours.
"""

from engine.protocol import GameSpec, PlayerKind, register

from . import tables  # noqa: F401  (registers the 36-card pack)
from .actions import Deal, Keep, Play, Take, TakeAll, parse_action
from .game import (EVENT_KINDS, PHASES, REASON_CODES, ImperialObservation, ImperialState, new_state,
                   pack_for_hands, pack_name)
from .options import DEFAULT_PRESET, PRESETS, ImperialOptions

PLAYER_KINDS = (
    PlayerKind("imperial-beginner", "beginner",
               "Plays by our hints: keeps honours safe, wins tricks that hold honours, counts to its share",
               "engine.games.imperial.ai:beginner"),
    PlayerKind("imperial-strong", "strong",
               "Searches every card over deals that agree with what it has seen",
               "engine.games.imperial.ai:strong"),
)

SPEC = register(GameSpec(
    name="imperial", title="Imperial", players=3, options_type=ImperialOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="imperial36", seats=lambda o: o.players,
    min_players=2, max_players=4, player_kinds=PLAYER_KINDS, family="imperial",
    reason_codes=REASON_CODES, phases=PHASES, event_kinds=EVENT_KINDS,
))

__all__ = [
    "SPEC", "REASON_CODES", "PHASES", "EVENT_KINDS", "ImperialOptions", "PRESETS", "ImperialState",
    "ImperialObservation", "new_state", "parse_action", "pack_for_hands", "pack_name", "Deal", "Play", "Take",
    "TakeAll", "Keep", "PLAYER_KINDS",
]
