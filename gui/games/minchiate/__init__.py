"""Minchiate's GUI: its own table (four players in partnerships), words and rules-panel tables."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.base import CardTable


def _words() -> WordsClass:
    from .words import MinchiateWords
    return MinchiateWords


def _table() -> type[CardTable]:
    from .table import MinchiateTable
    return MinchiateTable


def _rules() -> object:
    from . import rules
    return rules


def _position() -> PositionMaker:
    from .screenshot import position
    return position


UI = register_ui(GameUI(
    game="minchiate",
    words=_words,
    table=_table,
    rules_module=_rules,
    tutorial=True,
    screenshot=_position,
    order=20,
))
