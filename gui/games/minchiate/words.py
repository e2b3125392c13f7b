"""Minchiate's words at the table (:class:`gui.registry.GameWords`), in the interface language."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.texts import RulesWords
from gui.games.minchiate import texts as mt


class MinchiateWords(RulesWords):
    GAME = "minchiate"

    def action(self, action: Any, obs: Any) -> str:
        count = getattr(action, "count", None)
        if count is not None:           # robbing
            if count == 0:
                return QCoreApplication.translate("MinchiateWords", "Rob nothing")
            if count == 1:
                return QCoreApplication.translate("MinchiateWords", "Rob 1 card")
            return QCoreApplication.translate("MinchiateWords", "Rob %1 cards").replace("%1", str(count))
        card = getattr(action, "card", None)
        return mt.card_name(card) if card is not None else str(action)

    def event(self, event: Any, me: int) -> str | None:
        return mt.event_line(event, me)

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        return mt.reason_and_section(code, message, details)[0]

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        return mt.prompt(phase, human_to_move, obs)
