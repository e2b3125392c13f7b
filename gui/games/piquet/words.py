"""Piquet's words at the table (:class:`gui.registry.GameWords`), in the interface language."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui import i18n
from gui.texts import explain_refusal, game_words
from gui.games.piquet import texts


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



class FormsWords(PiquetWords):
    """Piquet for three and four: the log names every seat.  Another seat is written ``pN``, which
    the table puts as that seat's name ("Partner", "Links")."""

    def event(self, event: Any, me: int) -> str | None:
        k, d, p = event.kind, event.data, event.player
        mine = p == me
        other = f"p{p}"
        if k == "deal":
            return (QCoreApplication.translate("PiquetForms", "Deal %1: you deal.") if mine
                    else QCoreApplication.translate("PiquetForms", "Deal %1: %2 deals.").replace("%2", other)).replace("%1", str(d.get("deal")))
        if k == "koenig_partie":
            a, b = d.get("players", (None, None))
            return (QCoreApplication.translate("PiquetForms", "Partie %1: %2 against %3.").replace("%1", str(d.get("partie")))
                    .replace("%2", self._seat(a, me)).replace("%3", self._seat(b, me)))
        if k == "exchange" and d.get("count") == 1:
            return (QCoreApplication.translate("PiquetForms", "You exchanged 1 card.") if mine
                    else QCoreApplication.translate("PiquetForms", "%2 exchanged 1 card.").replace("%2", other))
        if k == "exchange":
            return (QCoreApplication.translate("PiquetForms", "You exchanged %1 cards.") if mine
                    else QCoreApplication.translate("PiquetForms", "%2 exchanged %1 cards.").replace("%2", other)).replace("%1", str(d.get("count")))
        if k == "score":
            if not d.get("points"):
                return None
            t = (QCoreApplication.translate("PiquetForms", "You score %1 for %2.") if mine
                 else QCoreApplication.translate("PiquetForms", "%3 scores %1 for %2.").replace("%3", other))
            return t.replace("%1", str(d.get("points"))).replace("%2", texts.item_name(str(d.get("item", ""))))
        if k == "proof":
            return (QCoreApplication.translate("PiquetForms", "You show %1.") if mine
                    else QCoreApplication.translate("PiquetForms", "%2 shows %1.").replace("%2", other)).replace("%1", texts._cards(d.get("cards", [])))
        if k == "trick":
            return (QCoreApplication.translate("PiquetForms", "You take trick %1.") if mine
                    else QCoreApplication.translate("PiquetForms", "%2 takes trick %1.").replace("%2", other)).replace("%1", str(d.get("trick")))
        if k in ("deal_end", "partie_end", "session_end"):
            return {"deal_end": QCoreApplication.translate("PiquetForms", "The deal is over."),
                    "partie_end": QCoreApplication.translate("PiquetForms", "The partie is over."),
                    "session_end": QCoreApplication.translate("PiquetForms", "The game is over.")}[k]
        return None

    @staticmethod
    def _seat(seat: Any, me: int) -> str:
        if seat == me:
            return QCoreApplication.translate("PiquetForms", "you")
        return f"p{seat}"


class KoenigspiquetWords(FormsWords):
    game = "koenigspiquet"


class RaeuberpiquetWords(FormsWords):
    game = "raeuberpiquet"


class NormannischWords(FormsWords):
    game = "normannisch"
