"""Imperial's GUI: the shared table with Imperial's hooks (trumps, the stock and its turned card,
strokes and Imperials on a sheet), its words and its rules texts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.hooks import TableHooks


def _words() -> WordsClass:
    from .words import ImperialWords
    return ImperialWords


def _hooks() -> type[TableHooks]:
    from .table import ImperialHooks
    return ImperialHooks


def _rules() -> object:
    from . import rules
    return rules


UI = register_ui(GameUI(
    game="imperial",
    words=_words,
    hooks=_hooks,
    rules_module=_rules,
    order=60,
    tutorial=True,
))
