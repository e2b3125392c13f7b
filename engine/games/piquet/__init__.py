"""Piquet for two, after Cavendish (1882), a German reference work of about 1900,
and 18th-century German rule books.  See ``../shared/rules/piquet.md`` for the
specification and ``docs/piquet-engine.md`` for what the engine decides."""

from engine.protocol import GameSpec, register

from .actions import (Announce, ChooseDealer, Cut, Deal, Declare, Exchange, Expose, Play, Reply, View,
                      YoungerDeclare, parse_action)
from .game import PiquetObservation, PiquetState, new_state, seat_count
from .options import DEFAULT_PRESET, PRESET_SOURCES, PRESETS, PiquetOptions

REASON_CODES = (
    "not_your_turn", "wrong_phase", "malformed_action", "card_not_in_hand", "duplicate_card",
    "exchange_too_few", "exchange_too_many", "blanche_count_out_of_range", "blanche_count_mismatch",
    "named_suit_not_held", "must_lead_named_suit", "must_follow_suit", "claim_not_held", "point_too_short",
    "reply_not_true", "game_over",
)

PHASES = ("cut", "choose_dealer", "deal", "announce", "exchange", "view", "declare", "reply", "expose",
          "ydeclare", "play", "over")

SPEC = register(GameSpec(
    name="piquet", title="Piquet", players=2, options_type=PiquetOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="piquet32", seats=seat_count,
))

__all__ = [
    "SPEC", "REASON_CODES", "PHASES", "PiquetOptions", "PRESETS", "PRESET_SOURCES", "PiquetState",
    "PiquetObservation", "new_state", "parse_action", "Cut", "ChooseDealer", "Deal", "Announce", "Exchange",
    "View", "Declare", "Reply", "Expose", "YoungerDeclare", "Play",
]
