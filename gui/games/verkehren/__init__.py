"""Verkehren im Brett's GUI: the shared board (gui.board) with its hooks, its words and the
position its screenshot shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.board.table import BoardHooks
    from gui.table.base import CardTable


def _words() -> WordsClass:
    from .words import VerkehrenWords
    return VerkehrenWords


def _table() -> type[CardTable]:
    from gui.board.table import BoardTable
    return BoardTable


def _hooks() -> type[BoardHooks]:
    from .table import VerkehrenHooks
    return VerkehrenHooks


def _position() -> PositionMaker:
    from .screenshot import position
    return position


UI = register_ui(GameUI(
    game="verkehren",
    words=_words,
    table=_table,
    hooks=_hooks,
    screenshot=_position,
    tutorial=True,
    order=82,
))
