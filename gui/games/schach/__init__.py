"""The chess of 1782's GUI: the shared board (gui.board) with its hooks (a board of squares, the
pieces drawn in an 18th-century style), its words and the position its screenshot shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, RecordFormat, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.board.table import BoardHooks
    from gui.table.base import CardTable


def _words() -> WordsClass:
    from .words import SchachWords
    return SchachWords


def _table() -> type[CardTable]:
    from gui.board.table import BoardTable
    return BoardTable


def _hooks() -> type[BoardHooks]:
    from .table import SchachHooks
    return SchachHooks


def _position() -> PositionMaker:
    from .screenshot import position
    return position


def _records() -> RecordFormat:
    from .records import PGN
    return PGN


UI = register_ui(GameUI(
    game="schach",
    words=_words,
    table=_table,
    hooks=_hooks,
    screenshot=_position,
    record_format=_records,
    tutorial=True,
    order=83,
))
