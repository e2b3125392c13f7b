"""Minchiate (the Minchiatta rules, Dresden 1798) for four players in partnerships.

See ``../shared/rules/minchiatta.md`` for the specification and ``docs/minchiate.md``
for what the engine decides.  Card identifiers: the spec's ``matto`` is our ``fool``
(``#0``); every other spec id (``coppe_knight``, ``trump_13``, ``trump_stella`` …) is
the same id in :mod:`engine.cards` (see :mod:`.scoring`).
"""

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from .actions import Cut, Discard, Draw, Give, Layout, Play, Rob, Shuffle, parse_action
from .game import PHASES, REASON_CODES, MinchiateObservation, MinchiateState, new_state
from .options import DEFAULT_PRESET, PRESETS, MinchiateOptions

EVENT_KINDS = (
    "seat_draw", "draw_again", "seats", "shuffle", "cut", "talon_count", "rob", "face_up", "scoprire", "pigliare",
    "folla_announced", "discard", "discards_shown", "play_starts", "versicola", "play", "matto_back",
    "matto_exchange", "matto_lost", "trick", "fallen", "muore", "ultima", "mark", "resto", "deal_end", "giro",
    "game_over",
)

PLAYER_KINDS = (
    PlayerKind("minchiate-simple", "beginner", "Simple (plays by plain rules of thumb)",
               "engine.games.minchiate.players:SimplePlayer"),
    PlayerKind("minchiate-partner", "intermediate", "Good partner (counts cards, plays for the side)",
               "engine.games.minchiate.players:PartnerPlayer"),
    PlayerKind("minchiate-strong", "strong", "Strong (searches imagined deals of the unseen cards)",
               "engine.games.minchiate.ai:strong"),
)


def _sides(options: MinchiateOptions) -> tuple[tuple[int, ...], ...]:
    """The sides by seat when the options fix them (no draw for seats, no change of partners);
    otherwise the draw and each Giro decide them (the observation's ``sides``)."""
    if options.seat_draw or options.partner_changes:
        return ()
    return ((0, 2), (1, 3))


SPEC = register(GameSpec(
    name="minchiate", title="Minchiate", players=4, options_type=MinchiateOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="minchiate97", min_players=4, max_players=4,
    partnerships=Partnerships.FIXED, sides=_sides, player_kinds=PLAYER_KINDS, family="minchiate",
    reason_codes=REASON_CODES, phases=PHASES, event_kinds=EVENT_KINDS,
    bench="engine.games.minchiate.bench:main",
))

__all__ = [
    "SPEC", "REASON_CODES", "PHASES", "MinchiateOptions", "PRESETS", "MinchiateState", "MinchiateObservation",
    "new_state", "parse_action", "Draw", "Shuffle", "Cut", "Layout", "Rob", "Discard", "Play", "Give",
]
