"""Tarock's GUI for its three forms: the shared table with Tarock's hooks (the Scat, honours,
counted points, payments), its words and a rules page for each form."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.hooks import TableHooks


def _words() -> WordsClass:
    from .words import TarockWords
    return TarockWords


def _hooks() -> type[TableHooks]:
    from .table import TarockHooks
    return TarockHooks


def _rules() -> object:
    from . import rules
    return rules


def _position() -> PositionMaker:
    from .screenshot import position
    return position


UI = register_ui(GameUI(
    game="tarock", words=_words, hooks=_hooks, screenshot=_position, order=60, rules_module=_rules, tutorial=True,
))

UI4 = register_ui(GameUI(
    game="tarock4", words=_words, hooks=_hooks, screenshot=_position, order=61, rules_module=_rules, tutorial=True,
))

UIQ = register_ui(GameUI(
    game="tarock_quadrille", words=_words, hooks=_hooks, screenshot=_position, order=62, rules_module=_rules,
    tutorial=True,
))
