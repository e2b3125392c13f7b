"""Piquet for two, after Cavendish (1882), a German reference work of about 1900,
and 18th-century German rule books, and its forms for three and four after 004
(Königspiquet, Räuberpiquet, Normannisches Piquet: games of their own in the
``piquet`` family).  See ``../shared/rules/piquet.md`` for the specification and
``docs/piquet-engine.md`` for what the engine decides."""

from __future__ import annotations

from typing import Any, Mapping

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from .actions import (Announce, ChooseDealer, Cut, Deal, Declare, Exchange, Expose, Play, Reply, View,
                      YoungerDeclare, parse_action)
from .game import PiquetObservation, PiquetState, new_state
from .options import (DEFAULT_PRESET, PRESET_SOURCES, PRESETS, KoenigOptions, NormanOptions, PiquetOptions,
                      RaeuberOptions, derived_presets)
from .variants import KoenigState, TableState, new_variant_state

FAMILY = "piquet"

REASON_CODES = (
    "not_your_turn", "wrong_phase", "malformed_action", "card_not_in_hand", "duplicate_card",
    "exchange_too_few", "exchange_too_many", "blanche_count_out_of_range", "blanche_count_mismatch",
    "named_suit_not_held", "must_lead_named_suit", "must_follow_suit", "claim_not_held", "point_too_short",
    "reply_not_true", "game_over", "cannot_sink", "claim_not_sure",
)

PHASES = ("cut", "choose_dealer", "deal", "announce", "exchange", "view", "declare", "reply", "expose",
          "ydeclare", "play", "over")

EVENT_KINDS = (
    "cut", "cut_tie", "dealer", "deal", "announce", "show_hand", "blanche", "exchange", "view", "declare",
    "declared", "reply", "proof", "expose", "score", "pique", "repique", "capot", "carte_rouge", "play",
    "trick", "cards_split", "deal_end", "separate_partie", "partie_end", "session_end", "sink", "claim_rest",
    "concede",
)

# the two-hand partie inside a form: its events carry the players' seats, and its end is "partie_over"
_DUEL_EVENTS = tuple(k for k in EVENT_KINDS if k != "session_end") + ("partie_over",)

_KOENIG_PHASES = ("cut", "play", "over")
_TABLE_PHASES = ("cut", "deal", "exchange", "declare", "play", "duel", "over")
_TABLE_EVENTS = ("cut", "cut_tie", "seating", "dealer", "deal", "exchange", "blanche", "claim", "category_tie",
                 "proof", "score", "pique", "repique", "play", "trick", "capot", "cards_split", "deal_end",
                 "partie_end", "session_end")

_AI = "engine.games.piquet.ai"
_FORMS_AI = "engine.games.piquet.forms_ai"

PIQUET_KINDS = (
    PlayerKind("piquet-beginner", "beginner", "Beginner (plays by the period advice, no search)",
               f"{_AI}:BeginnerPlayer"),
    PlayerKind("piquet-intermediate", "intermediate", "Intermediate (solves sampled deals, few samples)",
               f"{_AI}:IntermediatePlayer"),
    PlayerKind("piquet-strong", "strong", "Strong (solves many sampled deals)", f"{_AI}:StrongPlayer"),
)


def _two_hand_seats(options: PiquetOptions) -> int:
    return 2


# options the two-hand game once had for choosing a form for three or four (records and settings
# written before the forms became games of their own may still name them)
_OLD_FORM_OPTIONS = ("variant", "participants", "variant_bonus_mode")


def _redirect(overrides: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """``variant=koenigspiquet`` (and the other forms) on game piquet: the form's own game, keeping
    the overrides that form has."""
    variant = str(overrides.get("variant", "two_hand"))
    if variant not in FORMS:
        rest = {k: v for k, v in overrides.items() if k not in _OLD_FORM_OPTIONS}
        return "piquet", rest
    names = FORMS[variant].options_type.__dataclass_fields__
    return variant, {k: v for k, v in overrides.items() if k in names}


SPEC = register(GameSpec(
    name="piquet", title="Piquet", players=2, options_type=PiquetOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="piquet32", seats=_two_hand_seats,
    min_players=2, max_players=2, partnerships=Partnerships.NONE, player_kinds=PIQUET_KINDS, family=FAMILY,
    reason_codes=REASON_CODES, phases=PHASES, event_kinds=EVENT_KINDS, redirect=_redirect,
    bench=f"{_AI}.bench:main",
))


def _koenig_seats(options: KoenigOptions) -> int:
    return options.participants


def _form_seats(options: RaeuberOptions | NormanOptions) -> int:
    return options.seats


KOENIG_SPEC = register(GameSpec(
    name="koenigspiquet", title="Königspiquet", players=3, options_type=KoenigOptions,
    presets=derived_presets(KoenigOptions), default_preset=DEFAULT_PRESET, new_state=new_variant_state,
    pack="piquet32", seats=_koenig_seats, min_players=3, max_players=4, partnerships=Partnerships.NONE,
    player_kinds=tuple(
        PlayerKind(f"koenigspiquet-{k.level}", k.level, k.label + "; plays each partie, watches as King",
                   f"{_FORMS_AI}:koenig_{k.level}") for k in PIQUET_KINDS),
    family=FAMILY, reason_codes=REASON_CODES, phases=_KOENIG_PHASES, ai=_FORMS_AI,
    event_kinds=_DUEL_EVENTS + ("koenig_partie", "koenig_payment", "session_end"),
))

RAEUBER_SPEC = register(GameSpec(
    name="raeuberpiquet", title="Räuberpiquet", players=4, options_type=RaeuberOptions,
    presets=derived_presets(RaeuberOptions), default_preset=DEFAULT_PRESET, new_state=new_variant_state,
    pack="piquet32", seats=_form_seats, min_players=4, max_players=4, partnerships=Partnerships.DRAWN,
    player_kinds=(PlayerKind("raeuberpiquet-beginner", "beginner",
                             "Beginner (declares its best, cashes sure winners, supports its partner)",
                             f"{_FORMS_AI}:TableBeginner"),
                  PlayerKind("raeuberpiquet-strong", "strong", "Strong (searches imagined deals of the unseen cards)",
                             f"{_FORMS_AI}:table_strong")),
    family=FAMILY, reason_codes=REASON_CODES, phases=_TABLE_PHASES, event_kinds=_TABLE_EVENTS, ai=_FORMS_AI,
))

NORMAN_SPEC = register(GameSpec(
    name="normannisch", title="Normannisches Piquet", players=3, options_type=NormanOptions,
    presets=derived_presets(NormanOptions), default_preset=DEFAULT_PRESET, new_state=new_variant_state,
    pack="piquet32", seats=_form_seats, min_players=3, max_players=3, partnerships=Partnerships.NONE,
    player_kinds=(PlayerKind("normannisch-beginner", "beginner",
                             "Beginner (declares its best, cashes sure winners, else plays low)",
                             f"{_FORMS_AI}:TableBeginner"),
                  PlayerKind("normannisch-strong", "strong", "Strong (searches imagined deals of the unseen cards)",
                             f"{_FORMS_AI}:table_strong")),
    family=FAMILY, reason_codes=REASON_CODES, phases=_TABLE_PHASES, ai=_FORMS_AI,
    event_kinds=tuple(dict.fromkeys(_TABLE_EVENTS + ("duel_start", "duel_payment") + _DUEL_EVENTS)),
))

#: the forms for three and four by their game name
FORMS = {s.name: s for s in (KOENIG_SPEC, RAEUBER_SPEC, NORMAN_SPEC)}

__all__ = [
    "SPEC", "KOENIG_SPEC", "RAEUBER_SPEC", "NORMAN_SPEC", "FORMS", "REASON_CODES", "PHASES", "PiquetOptions",
    "KoenigOptions", "RaeuberOptions", "NormanOptions", "PRESETS", "PRESET_SOURCES", "PiquetState",
    "PiquetObservation", "KoenigState", "TableState", "new_state", "parse_action", "Cut", "ChooseDealer", "Deal",
    "Announce", "Exchange", "View", "Declare", "Reply", "Expose", "YoungerDeclare", "Play",
]
