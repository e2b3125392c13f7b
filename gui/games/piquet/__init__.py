"""Piquet's GUI: its own table (for two), words, rules-panel tables and the guided first deal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.base import CardTable
    from gui.table.hooks import TableHooks


def _words() -> WordsClass:
    from .words import PiquetWords
    return PiquetWords


def _table() -> type[CardTable]:
    from .table import PiquetTable
    return PiquetTable


def _rules() -> object:
    from . import rules
    return rules


def _position() -> PositionMaker:
    from .screenshot import position
    return position


def _forms_hooks() -> type[TableHooks]:
    from .table import PiquetFormsHooks
    return PiquetFormsHooks


def _form_words(game: str) -> Callable[[], WordsClass]:
    def load() -> WordsClass:
        from . import words as W
        classes: dict[str, WordsClass] = {"koenigspiquet": W.KoenigspiquetWords, "raeuberpiquet": W.RaeuberpiquetWords,
                                          "normannisch": W.NormannischWords}
        return classes[game]
    return load


def _form_rules(game: str) -> Callable[[], object]:
    def load() -> object:
        from .rules_forms import FORMS
        return FORMS[game]
    return load


UI = register_ui(GameUI(
    game="piquet",
    words=_words,
    table=_table,
    rules_module=_rules,
    tutorial=True,
    screenshot=_position,
    table_seats=(2,),
    order=10,
))


# Piquet for three and four (Königspiquet, Räuberpiquet, Normannisches Piquet) at the shared table
_GUIDED = {"raeuberpiquet", "koenigspiquet", "normannisch"}      # the forms with a guided first deal (GAME.tutorial.* in resources/rules)

for _name, _order in (("koenigspiquet", 11), ("raeuberpiquet", 12), ("normannisch", 13)):
    register_ui(GameUI(
        game=_name,
        words=_form_words(_name),
        hooks=_forms_hooks,
        rules_module=_form_rules(_name),
        order=_order,
        tutorial=_name in _GUIDED,
    ))
