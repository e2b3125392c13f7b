"""L'Hombre's GUI (three seats) and Kaufquadrille's (four): the shared table with the family's
hooks, its words, its position for screenshots and (L'Hombre) its guided first deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.hooks import TableHooks


def _words() -> WordsClass:
    from .words import HombreWords
    return HombreWords


def _kauf_words() -> WordsClass:
    from .words import KaufquadrilleWords
    return KaufquadrilleWords


def _hooks() -> type[TableHooks]:
    from .table import HombreHooks
    return HombreHooks


def _rules() -> object:
    from . import rules
    return rules


def _kauf_rules() -> object:
    from .rules import KAUF
    return KAUF


def _position() -> PositionMaker:
    from .screenshot import position
    return position


UI = register_ui(GameUI(
    game="hombre",
    words=_words,
    hooks=_hooks,
    rules_module=_rules,
    tutorial=True,
    screenshot=_position,
    table_seats=(3,),
    order=30,
))

KAUF_UI = register_ui(GameUI(
    game="kaufquadrille",
    words=_kauf_words,
    hooks=_hooks,
    rules_module=_kauf_rules,
    screenshot=_position,
    table_seats=(4,),
    order=31,
    tutorial=True,
))
