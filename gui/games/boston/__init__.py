"""Boston's GUI: the shared table with Boston's hooks (the bids as buttons, the contract, the pot
and the Bêtes, each player's balance), its words and its rules texts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.hooks import TableHooks


def _words() -> WordsClass:
    from .words import BostonWords
    return BostonWords


def _hooks() -> type[TableHooks]:
    from .table import BostonHooks
    return BostonHooks


def _position() -> PositionMaker:
    from .screenshot import position
    return position


UI = register_ui(GameUI(
    game="boston",
    words=_words,
    screenshot=_position,
    hooks=_hooks,
    order=31,
    tutorial=True,
))
