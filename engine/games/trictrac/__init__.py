"""Trictrac (Grand Trictrac) and Toccategli, the games of tables of the Hamburg games book of 1782
(seed 003 lines 2780-3214; spec ``shared/rules/board_games.md`` §7).

Two specs on one engine: ``trictrac`` and ``toccategli`` (family ``trictrac``).  The board, the
observation, the actions and the events are described in ``docs/board-games.md``.
"""

from dataclasses import replace
from typing import Any

from engine.protocol import GameSpec, PlayerKind, register

from .board import Dice, FirstThrow, GoOut, Mark, Move, NoSchool, Play, School, Stay, absolute, own, parse_action
from .game import (EVENT_KINDS, PHASES, REASON_CODES, SCORE_REASONS, TrictracObservation, TrictracState,
                   new_state)
from .options import DEFAULT_PRESET, PRESET_SOURCES, TOCCATEGLI_PRESETS, TRICTRAC_PRESETS, TrictracOptions

PLAYER_KINDS = (
    PlayerKind("trictrac-beginner", "beginner",
               "Follows the book's advice (Chapter VII): bands, the coin, the jans, few blots",
               "engine.games.trictrac.ai:beginner"),
    PlayerKind("trictrac-strong", "strong",
               "Searches the 21 throws one move ahead with an evaluation of position and score",
               "engine.games.trictrac.ai:strong"),
)


def _new_toccategli(options: TrictracOptions, deals: int | None = None, first_dealer: int | None = None) -> Any:
    if options.variant != "toccategli":
        options = replace(options, variant="toccategli")
    return new_state(options, deals=deals, first_dealer=first_dealer)


SPEC: GameSpec = register(GameSpec(
    name="trictrac", title="Trictrac", players=2, options_type=TrictracOptions, presets=TRICTRAC_PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="", min_players=2, max_players=2,
    player_kinds=PLAYER_KINDS, family="trictrac", reason_codes=REASON_CODES, phases=PHASES,
    event_kinds=EVENT_KINDS, module="engine.games.trictrac",
))
TOCCATEGLI: GameSpec = register(GameSpec(
    name="toccategli", title="Toccategli", players=2, options_type=TrictracOptions, presets=TOCCATEGLI_PRESETS,
    default_preset=DEFAULT_PRESET, new_state=_new_toccategli, pack="", min_players=2, max_players=2,
    player_kinds=PLAYER_KINDS, family="trictrac", reason_codes=REASON_CODES, phases=PHASES,
    event_kinds=EVENT_KINDS, module="engine.games.trictrac",
))
TrictracState.spec = SPEC

__all__ = ["SPEC", "TOCCATEGLI", "TrictracState", "TrictracObservation", "TrictracOptions", "new_state",
           "parse_action", "Move", "Play", "Dice", "FirstThrow", "GoOut", "Stay", "Mark", "School", "NoSchool",
           "absolute", "own", "REASON_CODES", "PHASES", "EVENT_KINDS", "SCORE_REASONS", "PRESET_SOURCES"]
