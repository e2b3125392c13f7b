"""Reversis's GUI: the shared table with Reversis's hooks (the pot and the Bêtes, the table cards
of the exchange, the card points each seat has taken), its words and its rules texts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.hooks import TableHooks


def _words() -> WordsClass:
    from .words import ReversisWords
    return ReversisWords


def _hooks() -> type[TableHooks]:
    from .table import ReversisHooks
    return ReversisHooks


def _rules() -> object:
    from . import rules
    return rules


def _position() -> PositionMaker:
    from .screenshot import position
    return position


UI = register_ui(GameUI(
    game="reversis",
    words=_words,
    hooks=_hooks,
    rules_module=_rules,
    screenshot=_position,
    order=40,
    tutorial=True,
))
