"""The Quadrille family's GUI: Quadrille (four seats), Quadrille with Mediateur, Quadrille
solitaire, Tritrille (three) and Cinquille (five), all on the shared table with the family's
hooks (the called king and the hidden partner, the Mediateur's king, the favourite suit, the
ledger), their words and their rules tables."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from gui.registry import GameUI, PositionMaker, WordsClass, register_ui

if TYPE_CHECKING:
    from gui.table.hooks import TableHooks


def _hooks() -> type[TableHooks]:
    from .table import QuadrilleHooks
    return QuadrilleHooks


def _position() -> PositionMaker:
    from .screenshot import position
    return position


def _words_of(game: str) -> Callable[[], WordsClass]:
    def load() -> WordsClass:
        from . import words as W
        classes: dict[str, WordsClass] = {
            "quadrille": W.QuadrilleWords, "quadrille_mediateur": W.MediateurWords,
            "quadrille_solitaire": W.SolitaireWords, "tritrille": W.TritrilleWords, "cinquille": W.CinquilleWords}
        return classes[game]
    return load


def _rules_of(game: str) -> Callable[[], object]:
    def load() -> object:
        from .rules import PROVIDERS
        return PROVIDERS[game]
    return load


_GUIDED = {"quadrille", "quadrille_mediateur", "quadrille_solitaire", "cinquille", "tritrille"}          # the games with a guided first deal (GAME.tutorial.* in resources/rules)
_SEATS = {"quadrille": 4, "quadrille_mediateur": 4, "quadrille_solitaire": 4, "tritrille": 3, "cinquille": 5}

UIS = {
    g: register_ui(GameUI(
        game=g,
        words=_words_of(g),
        hooks=_hooks,
        rules_module=_rules_of(g),
        screenshot=_position,
        table_seats=(_SEATS[g],),
        order=32 + i,
        tutorial=g in _GUIDED,
    ))
    for i, g in enumerate(_SEATS)
}
