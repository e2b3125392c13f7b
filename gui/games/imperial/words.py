"""Imperial's words at the table (:class:`gui.registry.GameWords`), in the interface language.
Texts keep the translation context ``Imperial``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.texts import RulesWords
from gui.words import card_words, seat_word, suit_word as suit_words

__all__ = ["ImperialWords", "card_words", "suit_words", "seat_words"]


def seat_words(seat: int | None, me: int, n: int) -> str:
    """A seat named from the person's place (the next seat in play sits at the right)."""
    return seat_word(seat, me, n)


Namer = Callable[[int], str]


def _why(w: str) -> str:
    return {"robbing": QCoreApplication.translate("Imperial", "for robbing the turned card"),
            "dealt": QCoreApplication.translate("Imperial", "for the Imperial trump turned up"),
            "point": QCoreApplication.translate("Imperial", "for the point"),
            "trick": QCoreApplication.translate("Imperial", "for the Imperial trumps in the trick"),
            "surplus": QCoreApplication.translate("Imperial", "for tricks above the share")}.get(w, w)


class ImperialWords(RulesWords):
    GAME = "imperial"

    def action(self, action: Any, obs: Any) -> str:
        card = getattr(action, "card", None)
        if card is not None:
            return card_words(card)
        t = str(action)
        if t == "take" or t.startswith("take "):
            return QCoreApplication.translate("Imperial", "Take the stock")
        if t == "keep":
            return QCoreApplication.translate("Imperial", "Keep my hand")
        return t

    def event(self, event: Any, me: int, name: Namer | None = None, seats: int = 3) -> str | None:
        n = seats
        who = name or (lambda q: seat_words(q, me, n))
        k, d, p = event.kind, event.data, event.player
        if k == "deal":
            return QCoreApplication.translate("Imperial", "Deal %1, dealer: %2.").replace("%1", str(d["deal"])).replace("%2", who(d["dealer"]))
        if k == "trump_turned":
            return QCoreApplication.translate("Imperial", "Turned up: %1. Trumps are %2.").replace("%1", card_words(d["card"])).replace(
                "%2", suit_words(d["suit"]))
        if k == "rob":
            return QCoreApplication.translate("Imperial", "%1 robs the %2 with the %3.").replace("%1", who(p)).replace(
                "%2", card_words(d["card"])).replace("%3", card_words(d["with"]))
        if k == "exchange":
            return QCoreApplication.translate("Imperial", "%1 holds no trump and takes the stock.").replace("%1", who(p))
        if k == "keep":
            return QCoreApplication.translate("Imperial", "%1 holds no trump and keeps the hand.").replace("%1", who(p))
        if k == "imperial_declared":
            what = (QCoreApplication.translate("Imperial", "four of a kind") if d["kind"] == "quartet" else QCoreApplication.translate("Imperial", "a quart major"))
            return QCoreApplication.translate("Imperial", "%1 shows %2 (%3): one Imperial.").replace("%1", who(p)).replace("%2", what).replace(
                "%3", ", ".join(card_words(c) for c in d["cards"]))
        if k == "point":
            return QCoreApplication.translate("Imperial", "%1 has the point: %2 cards of %3 worth %4.").replace("%1", who(p)).replace(
                "%2", str(d["cards"])).replace("%3", suit_words(d["suit"])).replace("%4", str(d["pips"]))
        if k == "play":
            return QCoreApplication.translate("Imperial", "%1: %2.").replace("%1", who(p)).replace("%2", card_words(d["card"]))
        if k == "trick":
            return QCoreApplication.translate("Imperial", "Trick %1 to %2.").replace("%1", str(d["trick"])).replace("%2", who(p))
        if k == "strokes":
            if d["strokes"] == 1:
                return QCoreApplication.translate("Imperial", "%1 marks a stroke %2.").replace("%1", who(p)).replace(
                    "%2", _why(d["why"]))
            return QCoreApplication.translate("Imperial", "%1 marks %2 strokes %3.").replace("%1", who(p)).replace(
                "%2", str(d["strokes"])).replace("%3", _why(d["why"]))
        if k == "imperial":
            return QCoreApplication.translate("Imperial", "%1 has six strokes: one Imperial, and every stroke is wiped out.").replace(
                "%1", who(p))
        if k == "surplus":
            return QCoreApplication.translate("Imperial", "%1 made %2 tricks.").replace("%1", who(p)).replace("%2", str(d["tricks"]))
        if k == "deal_end":
            return QCoreApplication.translate("Imperial", "Deal %1 is over. Imperials: %2.").replace("%1", str(d["deal"])).replace(
                "%2", ", ".join(f"{who(q)} {v}" for q, v in enumerate(d["imperials"])))
        if k == "game_won":
            return QCoreApplication.translate("Imperial", "%1 wins the game with %2 Imperials.").replace("%1", who(p)).replace(
                "%2", str(d["imperials"][p]))
        if k == "match_over":
            return QCoreApplication.translate("Imperial", "The game is over. Stakes: %1.").replace(
                "%1", ", ".join(f"{who(q)} {v:+d}" for q, v in enumerate(d["stakes"])))
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if phase == "over":
            return QCoreApplication.translate("Imperial", "The game is over. Start a new game from the Game menu.")
        if not human_to_move:
            return QCoreApplication.translate("Imperial", "Waiting for the other players.")
        if phase == "exchange":
            return QCoreApplication.translate("Imperial", "You hold no trump: take the stock for your hand, or keep it.")
        if phase == "play":
            if getattr(obs, "trick", ()):
                return QCoreApplication.translate("Imperial", "Play a card: follow suit; without it, trump if you can.")
            return QCoreApplication.translate("Imperial", "Your lead: play any card.")
        return ""
