"""The chess of 1782 (Das Schachspiel, seed 003 lines 2420-2495; spec ``board_games.md`` §4).

python-chess gives the board, the moves, SAN and PGN; the book's rules are options layered over it
(:mod:`.rules`), with the presets ``book_1782`` and ``modern``.  The package is named for the book's
chapter, as the other games are named for theirs.

Importing the package registers the game (``catalogue.py`` names it); the board for it is
``gui/games/schach``.  The master level (a UCI engine) is offered only where an engine is found
(``PlayerKind.available``).
"""

from engine.protocol import GameSpec, PlayerKind, register, unregister

from .game import (END_REASONS, EVENT_KINDS, PHASES, REASON_CODES, ChessMove, Resign, SchachObservation,
                   SchachState, new_state, position, replay)
from .options import BOOK_1782, DEFAULT_PRESET, MODERN, PRESET_SOURCES, PRESETS, SchachOptions

PLAYER_KINDS = (
    PlayerKind("schach-beginner", "beginner",
               "Looks one move ahead and takes what hangs, with a little chance in its choice",
               "engine.games.schach.ai:beginner"),
    PlayerKind("schach-intermediate", "intermediate",
               "Searches three half-moves and the captures after them",
               "engine.games.schach.ai:intermediate"),
    PlayerKind("schach-strong", "strong",
               "Iterative deepening alpha-beta with quiescence and a transposition table, a second a move",
               "engine.games.schach.ai:strong"),
    PlayerKind("schach-master", "master",
               "A UCI chess engine (Stockfish) at full strength, a second a move, within the 1782 rules",
               "engine.games.schach.ai:master", available="engine.games.schach.ai:master_available",
               program="ACADEMIE_CHESS_ENGINE"),
)

SPEC: GameSpec = register(GameSpec(
    name="schach", title="Chess of 1782", players=2, options_type=SchachOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="", min_players=2, max_players=2,
    player_kinds=PLAYER_KINDS, family="schach", reason_codes=REASON_CODES, phases=PHASES,
    event_kinds=EVENT_KINDS, module="engine.games.schach",
))
SchachState.spec = SPEC


def register_spec() -> GameSpec:
    """Put the game in the registry again (importing the package already does)."""
    return register(SPEC)


def unregister_spec() -> None:
    unregister(SPEC.name)


__all__ = ["SPEC", "SchachState", "SchachObservation", "SchachOptions", "ChessMove", "Resign", "new_state",
           "position", "replay", "register_spec", "unregister_spec", "REASON_CODES", "PHASES", "EVENT_KINDS",
           "END_REASONS", "PRESETS", "PRESET_SOURCES", "BOOK_1782", "MODERN", "DEFAULT_PRESET"]
