"""Tresett (Tresette) for four in two partnerships, after the Hamburg games book of 1782
("Das Tresett oder Tresettspiel").

See ``shared/rules/tresette.md`` for the specification and ``docs/tresette.md`` for what the
engine decides where the book is silent.
"""

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from .actions import Deal, Declare, Play, parse_action
from .game import EVENT_KINDS, PHASES, REASON_CODES, TresetteObservation, TresetteState, new_state, pack_for_hands
from .options import DEFAULT_PRESET, PRESETS, TresetteOptions

PLAYER_KINDS = (
    PlayerKind("tresette-beginner", "beginner",
               "Plays by the book's advice: invites partner with a low card, leads from the top with Three "
               "and Two, answers partner's invitation with the highest card and returns the suit, throws "
               "useless cards, declares at the second trick unless on lead",
               "engine.games.tresette.ai:BeginnerPlayer"),
    PlayerKind("tresette-strong", "strong",
               "Searches every card over deals that agree with what it has seen and been told; declares "
               "like the beginner",
               "engine.games.tresette.ai:strong"),
)


SPEC = register(GameSpec(
    name="tresette", title="Tresett", players=4, options_type=TresetteOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="hombre40",
    partnerships=Partnerships.FIXED, sides=lambda o: ((0, 2), (1, 3)), player_kinds=PLAYER_KINDS,
    family="tresette", reason_codes=REASON_CODES, phases=PHASES, event_kinds=EVENT_KINDS,
))

__all__ = [
    "SPEC", "REASON_CODES", "PHASES", "EVENT_KINDS", "TresetteOptions", "PRESETS", "TresetteState",
    "TresetteObservation", "new_state", "parse_action", "pack_for_hands", "Deal", "Play", "Declare", "PLAYER_KINDS",
]
