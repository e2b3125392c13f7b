"""Verkehren im Brett, the game of tables of the Hamburg games book of 1782 in which both players
travel the same way round the board from opposite sides (seed 003 lines 2681-2774; spec
``shared/rules/board_games.md`` §6).  The board, the observation, the actions and the events are
described in ``docs/verkehren.md``."""

from engine.protocol import GameSpec, PlayerKind, register

from .board import (Accept, Concede, Dice, FirstThrow, LetStand, Move, Offer, Play, Refuse, Take, absolute, own,
                    parse_action)
from .game import (EVENT_KINDS, PHASES, REASON_CODES, WIN_WAYS, VerkehrenObservation, VerkehrenState, new_state,
                   position)
from .options import DEFAULT_PRESET, PRESET_SOURCES, VERKEHREN_PRESETS, VerkehrenOptions

PLAYER_KINDS = (
    PlayerKind("verkehren-beginner", "beginner",
               "Follows the book's advice: the Hücke, bands kept together, few blots, hits what it can",
               "engine.games.verkehren.ai:beginner"),
    PlayerKind("verkehren-strong", "strong",
               "Weighs each play by the opponent's 21 throws against it and its own next throw",
               "engine.games.verkehren.ai:strong"),
)

SPEC: GameSpec = register(GameSpec(
    name="verkehren", title="Verkehren im Brett", players=2, options_type=VerkehrenOptions,
    presets=VERKEHREN_PRESETS, default_preset=DEFAULT_PRESET, new_state=new_state, pack="", min_players=2,
    max_players=2, player_kinds=PLAYER_KINDS, family="verkehren", reason_codes=REASON_CODES, phases=PHASES,
    event_kinds=EVENT_KINDS, module="engine.games.verkehren",
))
VerkehrenState.spec = SPEC

__all__ = ["SPEC", "VerkehrenState", "VerkehrenObservation", "VerkehrenOptions", "new_state", "position",
           "parse_action", "Move", "Play", "Dice", "FirstThrow", "Take", "LetStand", "Concede", "Offer", "Accept", "Refuse",
           "absolute", "own",
           "REASON_CODES", "PHASES", "EVENT_KINDS", "WIN_WAYS", "PRESET_SOURCES"]
