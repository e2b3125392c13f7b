"""What the words of every game at the board share (:class:`BoardWords`): the seats are named by
the table (its names for the two sides) or, without a table, as "You" and "Opponent".  A game's
words (``gui/games/NAME/words.py``) derive from it and add their moves, reasons and scores."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication

from gui.texts import RulesWords

__all__ = ["BoardWords"]


class BoardWords(RulesWords):
    def __init__(self, name: Callable[[int, int], str] | None = None) -> None:
        self._name = name

    def who(self, seat: int, me: int) -> str:
        if self._name is not None:
            return self._name(seat, me)
        return (QCoreApplication.translate("BoardTable", "You") if seat == me
                else QCoreApplication.translate("BoardTable", "Opponent"))
