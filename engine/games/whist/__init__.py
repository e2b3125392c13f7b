"""Whist with honours, after the Hamburg games book of 1782 ("Das Whistspiel").

See ``shared/rules/whist.md`` for the specification and ``docs/whist.md`` for what the
engine decides (where the book is silent, the laws the engine makes impossible).
"""

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from .actions import Call, Deal, Draw, Pass, Play, parse_action
from .game import EVENT_KINDS, PHASES, REASON_CODES, WhistObservation, WhistState, new_state, pack_for_hands
from .options import DEFAULT_PRESET, PRESETS, WhistOptions

PLAYER_KINDS = (
    PlayerKind("whist-beginner", "beginner",
               "Plays by the book's maxims: long-suit leads, second hand low, third hand high, "
               "returns partner's lead, leads trumps by the book's tables",
               "engine.games.whist.ai:BeginnerPlayer"),
    PlayerKind("whist-strong", "strong",
               "Searches every card over deals that agree with what it has seen; calls at eight like the beginner",
               "engine.games.whist.ai:strong"),
)

#: The master level (``engine/games/whist/dds.py``: the strong level's worlds valued double-dummy by
#: the optional solver endplay).  Not listed in PLAYER_KINDS, so not offered: a game lists a master
#: only where ``bench ai`` measured it stronger than strong, and this one measured -0.10 +- 0.20
#: points a deal against it over 40 mirrored deals (docs/whist.md, "The master level").  Listing it
#: (appending it to PLAYER_KINDS) offers it exactly where endplay imports.
MASTER_KIND = PlayerKind(
    "whist-master", "master",
    "Values every card in each deal it samples with a double-dummy solver (DDS), 3 s a card; "
    "only where the optional endplay package is installed",
    "engine.games.whist.dds:master", available="engine.games.whist.dds:available")


SPEC = register(GameSpec(
    name="whist", title="Whist", players=4, options_type=WhistOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="whist52",
    partnerships=Partnerships.FIXED, sides=lambda o: ((0, 2), (1, 3)), player_kinds=PLAYER_KINDS,
    family="whist", reason_codes=REASON_CODES, phases=PHASES, event_kinds=EVENT_KINDS,
))

__all__ = [
    "SPEC", "REASON_CODES", "PHASES", "EVENT_KINDS", "WhistOptions", "PRESETS", "WhistState", "WhistObservation",
    "new_state", "parse_action", "pack_for_hands", "Draw", "Deal", "Play", "Call", "Pass", "PLAYER_KINDS",
    "MASTER_KIND",
]
