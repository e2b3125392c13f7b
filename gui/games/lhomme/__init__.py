"""l'Homme's and La Triomphe's GUI (both our reconstructions): the shared table with the family's
hooks (trumps, the pot, who plays, balances), its words and its rules texts.  l'Homme seats three
to five at the table (the shared table has places for at most five; six and seven play headless)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gui.registry import GameUI, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.hooks import TableHooks


def _words() -> WordsClass:
    from .words import LhommeWords
    return LhommeWords


def _triomphe_words() -> WordsClass:
    from .words import TriompheWords
    return TriompheWords


def _hooks() -> type[TableHooks]:
    from .table import LhommeHooks
    return LhommeHooks


def _rules() -> object:
    from . import rules
    return rules


UI = register_ui(GameUI(
    game="lhomme",
    words=_words,
    hooks=_hooks,
    rules_module=_rules,
    table_seats=(3, 4, 5),
    order=70,
    tutorial=True,
))

TRIOMPHE_UI = register_ui(GameUI(
    game="triomphe",
    words=_triomphe_words,
    hooks=_hooks,
    rules_module=_rules,
    table_seats=(4,),
    order=71,
    tutorial=True,
))
