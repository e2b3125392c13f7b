"""Piquet's words at the table (:class:`gui.games.GameWords`), in the interface language."""

from __future__ import annotations

from typing import Any

from gui import i18n
from gui.panels.rules_text import explain_refusal, game_words
from gui.table import texts


class PiquetWords:
    """Piquet's words (a form of Piquet may share them: a subclass names its own ``game``
    for its refusals and measure)."""

    game = "piquet"

    def action(self, action: Any, obs: Any) -> str:
        return texts.say(action)

    def event(self, event: Any, me: int) -> str | None:
        return texts.event_line(event, me)

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        return explain_refusal(code, i18n.current_language, self.game, details or {})[0]

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        return texts.prompt(phase, human_to_move, obs)

    def points(self) -> str:
        return str(game_words(self.game, i18n.current_language)["points"])

