"""Computer opponents for two-hand Piquet (see ``docs/ai-piquet.md``).

Levels are registered as player kinds ``piquet-beginner``, ``piquet-intermediate``
and ``piquet-strong``; they see nothing but a seat's observation.
"""

from engine.players import register_player

from .players import LEVELS, BeginnerPlayer, Hint, IntermediatePlayer, StrongPlayer, hint

__all__ = ["LEVELS", "BeginnerPlayer", "IntermediatePlayer", "StrongPlayer", "Hint", "hint", "LEVEL_NAMES"]

# (kind, English name, German name) for the new-game dialog, weakest first
LEVEL_NAMES = (
    ("piquet-beginner", "Beginner", "Anfänger"),
    ("piquet-intermediate", "Intermediate", "Fortgeschritten"),
    ("piquet-strong", "Strong", "Stark"),
)


def _factory(kind):
    return lambda game: LEVELS[kind]()


for _kind in LEVELS:
    register_player(_kind, _factory(_kind))
