"""Boston, after the Hamburg games book of 1782 (one paragraph, 2505-2509), completed
where the book is silent (each completion is *our reading*, see ``docs/boston.md``).

See ``shared/rules/boston.md`` for the specification.
"""

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from .actions import CONTRACTS, Bid, Deal, Pass, Play, Support, Trump, parse_action
from .game import EVENT_KINDS, PHASES, REASON_CODES, BostonObservation, BostonState, new_state
from .options import DEFAULT_PRESET, PRESETS, BostonOptions

PLAYER_KINDS = (
    PlayerKind("boston-beginner", "beginner",
               "Bids what its sure tricks support, names its longest suit, plays Whist maxims; "
               "the defenders hold together against the declarer",
               "engine.games.boston.ai:BeginnerPlayer"),
    PlayerKind("boston-strong", "strong",
               "Values every bid, its trumps and its support by deals played out by players who see only "
               "their own cards, and searches every card, over deals that agree with what it has seen and heard",
               "engine.games.boston.bidsearch:strong"),
)


SPEC = register(GameSpec(
    name="boston", title="Boston", players=4, options_type=BostonOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="whist52", partnerships=Partnerships.NONE,
    player_kinds=PLAYER_KINDS, family="whist", reason_codes=REASON_CODES, phases=PHASES, event_kinds=EVENT_KINDS,
))

__all__ = [
    "SPEC", "REASON_CODES", "PHASES", "EVENT_KINDS", "CONTRACTS", "BostonOptions", "PRESETS", "BostonState",
    "BostonObservation", "new_state", "parse_action", "Deal", "Bid", "Pass", "Trump", "Support", "Play",
    "PLAYER_KINDS",
]
