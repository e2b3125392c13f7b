"""Tarock with 78 cards after the Hamburg games book of 1782 ("Das Tarocspiel").

Three games of one family on one engine: ``tarock`` (form A, three hands with the Scat and
honours), ``tarock4`` (form B, four hands in partnership) and ``tarock_quadrille`` (form C,
four hands bid like Quadrille, 76 cards).  See ``shared/rules/tarock.md`` and ``docs/tarock.md``.
"""

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from . import cards as _cards  # noqa: F401  (registers the 76-card pack)
from .actions import Ask, Bid, CallKing, Deal, Declare, Play, Return, Scat, Silent, parse_action
from .game import (EVENT_KINDS, HONOUR_CODES, PAIRINGS, PHASES, REASON_CODES, TarockObservation, TarockState,
                   new_state, pack_for_hands)
from .options import (PRESET_SOURCES, PRESETS, PRESETS4, PRESETSQ, Tarock4Options, TarockOptions,
                      TarockQuadrilleOptions)

PLAYER_KINDS = (
    PlayerKind("tarock-beginner", "beginner",
               "Plays by the book's advice: buries counting cards in the Scat, forces out the Pagat, "
               "saves figures with the Scüs", "engine.games.tarock.ai:beginner"),
    PlayerKind("tarock-strong", "strong",
               "Searches every card over deals that agree with what it has seen; lays the beginner's Scat "
               "unless another is clearly better in deals played out by players who see only their own cards",
               "engine.games.tarock.ai:strong"),
)
PLAYER_KINDS4 = (
    PlayerKind("tarock4-beginner", "beginner",
               "Plays by the book's advice for partners: feeds partner's tricks, saves the Pagat",
               "engine.games.tarock.ai4:beginner"),
    PlayerKind("tarock4-strong", "strong",
               "Searches every card over deals that agree with what it has seen; lays the beginner's Scat "
               "unless another is clearly better in deals played out by players who see only their own cards",
               "engine.games.tarock.ai4:strong"),
)
PLAYER_KINDSQ = (
    PlayerKind("tarock-quadrille-beginner", "beginner",
               "Bids by its Tarocs and Kings and plays by the book's advice",
               "engine.games.tarock.aiq:beginner"),
    PlayerKind("tarock-quadrille-strong", "strong",
               "Searches every card over deals that agree with what it has seen; bids and lays the Scat like "
               "the beginner unless another choice is clearly better in deals played out blind",
               "engine.games.tarock.aiq:strong"),
)


SPEC = register(GameSpec(
    name="tarock", title="Tarock", players=3, options_type=TarockOptions, presets=PRESETS,
    default_preset="hamburg_1782", new_state=new_state, pack="tarock78",
    seats=lambda o: o.players if o.fourth_player_rotates_out else 3, min_players=3, max_players=4,
    player_kinds=PLAYER_KINDS, family="tarock", reason_codes=REASON_CODES, phases=PHASES,
    event_kinds=EVENT_KINDS, module="engine.games.tarock", ai="engine.games.tarock.ai",
))
SPEC4 = register(GameSpec(
    name="tarock4", title="Tarock for four", players=4, options_type=Tarock4Options, presets=PRESETS4,
    default_preset="hamburg_1782", new_state=new_state, pack="tarock78",
    partnerships=Partnerships.FIXED,
    sides=lambda o: PAIRINGS[0] if o.tarock4_partita_ferma else (),
    player_kinds=PLAYER_KINDS4, family="tarock", reason_codes=REASON_CODES, phases=PHASES,
    event_kinds=EVENT_KINDS, module="engine.games.tarock", ai="engine.games.tarock.ai4",
))
SPECQ = register(GameSpec(
    name="tarock_quadrille", title="Tarock like Quadrille", players=4, options_type=TarockQuadrilleOptions,
    presets=PRESETSQ, default_preset="hamburg_1782", new_state=new_state, pack="tarock76",
    partnerships=Partnerships.CALLED, player_kinds=PLAYER_KINDSQ, family="tarock", reason_codes=REASON_CODES,
    phases=PHASES, event_kinds=EVENT_KINDS, module="engine.games.tarock", ai="engine.games.tarock.aiq",
))

__all__ = [
    "SPEC", "SPEC4", "SPECQ", "REASON_CODES", "PHASES", "EVENT_KINDS", "HONOUR_CODES", "TarockOptions",
    "Tarock4Options", "TarockQuadrilleOptions", "PRESETS", "PRESETS4", "PRESETSQ", "PRESET_SOURCES",
    "TarockState", "TarockObservation", "new_state", "parse_action", "pack_for_hands", "Deal", "Scat", "Declare",
    "Silent", "Play", "Bid", "CallKing", "Ask", "Return", "PLAYER_KINDS",
]
