"""Tresett's GUI: the shared table with Tresett's hooks (partners opposite, declarations shown
beside the seats, the marks towards 21 and the race on the felt, a score sheet of marks and
partien), its words and its rules texts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.hooks import TableHooks


def _words() -> WordsClass:
    from .words import TresetteWords
    return TresetteWords


def _hooks() -> type[TableHooks]:
    from .table import TresetteHooks
    return TresetteHooks


def _rules() -> object:
    from . import rules
    return rules


def _position() -> PositionMaker:
    from .screenshot import position
    return position


UI = register_ui(GameUI(
    game="tresette",
    words=_words,
    screenshot=_position,
    hooks=_hooks,
    rules_module=_rules,
    order=36,
    tutorial=True,
))
