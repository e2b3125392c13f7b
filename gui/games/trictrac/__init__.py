"""Trictrac's and Toccategli's GUI: the shared board (gui.board) with their hooks, their words and
the position their screenshot shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.board.table import BoardHooks
    from gui.table.base import CardTable


def _words() -> WordsClass:
    from .words import TrictracWords
    return TrictracWords


def _toccategli_words() -> WordsClass:
    from .words import ToccategliWords
    return ToccategliWords


def _table() -> type[CardTable]:
    from gui.board.table import BoardTable
    return BoardTable


def _hooks() -> type[BoardHooks]:
    from .table import TrictracHooks
    return TrictracHooks


def _position() -> PositionMaker:
    from .screenshot import position
    return position


UI = register_ui(GameUI(
    game="trictrac",
    words=_words,
    table=_table,
    hooks=_hooks,
    screenshot=_position,
    tutorial=True,
    order=80,
))

TOCCATEGLI = register_ui(GameUI(
    game="toccategli",
    words=_toccategli_words,
    table=_table,
    hooks=_hooks,
    screenshot=_position,
    tutorial=True,
    order=81,
))
