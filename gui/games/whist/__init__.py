"""Whist's GUI: the shared table with Whist's hooks (partners opposite, the turned trump, the
score sheet), its words and its rules texts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.hooks import TableHooks


def _words() -> WordsClass:
    from .words import WhistWords
    return WhistWords


def _hooks() -> type[TableHooks]:
    from .table import WhistHooks
    return WhistHooks


def _position() -> PositionMaker:
    from .screenshot import position
    return position


UI = register_ui(GameUI(
    game="whist",
    words=_words,
    screenshot=_position,
    hooks=_hooks,
    order=30,
    tutorial=True,
))
