"""Words of l'Homme and La Triomphe at the table (:class:`gui.registry.GameWords`), in the interface
language.  Texts keep the translation context ``Lhomme``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.texts import RulesWords
from gui.words import card_phrase, rank_word, suit_word

__all__ = ["LhommeWords", "TriompheWords", "card_words", "suit_words", "seat_words"]


def suit_words(s: str) -> str:
    return {"c": QCoreApplication.translate("Lhomme", "cups"),
            "d": QCoreApplication.translate("Lhomme", "coins")}.get(s) or suit_word(s)


def card_words(c: Any) -> str:
    return card_phrase(rank_word(c.rank), suit_words(c.suit))


def seat_words(seat: int | None, me: int, n: int) -> str:
    if seat is None or seat < 0:
        return ""
    d = (seat - me) % n
    if d == 0:
        return QCoreApplication.translate("Lhomme", "You")
    return QCoreApplication.translate("Lhomme", "Player %1").replace("%1", str(d + 1))


Namer = Callable[[int], str]


def _money(v: float) -> str:
    return f"{v:g}"


class LhommeWords(RulesWords):
    GAME = "lhomme"

    def action(self, action: Any, obs: Any) -> str:
        card = getattr(action, "card", None)
        if card is not None:
            return card_words(card)
        t = str(action)
        if t == "join":
            return QCoreApplication.translate("Lhomme", "Play this deal")
        if t == "pass":
            if getattr(obs, "game", "") == "triomphe":
                return QCoreApplication.translate("Lhomme", "Give the deal up")
            return QCoreApplication.translate("Lhomme", "Pass")
        return t

    def event(self, event: Any, me: int, name: Namer | None = None, seats: int = 4) -> str | None:
        who = name or (lambda q: seat_words(q, me, seats))
        k, d, p = event.kind, event.data, event.player
        if k == "ante":
            return QCoreApplication.translate("Lhomme", "Everybody puts one into the pot: %1.").replace(
                "%1", _money(d["pot"]))
        if k == "deal":
            return QCoreApplication.translate("Lhomme", "Deal %1, dealer: %2.").replace("%1", str(d["deal"])).replace(
                "%2", who(d["dealer"]))
        if k == "trump_turned":
            return QCoreApplication.translate("Lhomme", "Turned up: %1. Trumps are %2.").replace(
                "%1", card_words(d["card"])).replace("%2", suit_words(d["suit"]))
        if k == "join":
            return QCoreApplication.translate("Lhomme", "%1 plays.").replace("%1", who(p))
        if k == "pass":
            if d.get("paid"):
                return QCoreApplication.translate("Lhomme", "%1 does not play and pays %2 into the pot.").replace(
                    "%1", who(p)).replace("%2", _money(d["paid"]))
            return QCoreApplication.translate("Lhomme", "%1 does not play.").replace("%1", who(p))
        if k == "alone":
            return QCoreApplication.translate("Lhomme", "Nobody plays against %1: the pot of %2 is won.").replace(
                "%1", who(p)).replace("%2", _money(d["pot"]))
        if k == "nobody":
            return QCoreApplication.translate("Lhomme", "Nobody plays; the pot of %1 stays.").replace(
                "%1", _money(d["pot"]))
        if k == "play":
            return QCoreApplication.translate("Lhomme", "%1: %2.").replace("%1", who(p)).replace(
                "%2", card_words(d["card"]))
        if k == "declined":
            return QCoreApplication.translate("Lhomme", "%1 does not take the trick and pays %2 into the pot.").replace(
                "%1", who(p)).replace("%2", _money(d["paid"]))
        if k == "trick":
            return QCoreApplication.translate("Lhomme", "Trick %1 to %2.").replace("%1", str(d["trick"])).replace(
                "%2", who(p))
        if k == "deal_won":
            return QCoreApplication.translate("Lhomme", "%1 takes the pot of %2.").replace(
                "%1", " + ".join(who(q) for q in d["seats"])).replace("%2", _money(d["pot"]))
        if k == "deal_end":
            return QCoreApplication.translate("Lhomme", "Deal %1 is over. Tricks: %2.").replace(
                "%1", str(d["deal"])).replace("%2", ", ".join(f"{who(q)} {t}" for q, t in enumerate(d["tricks"])))
        if k == "pot_shared":
            return QCoreApplication.translate("Lhomme", "The %1 left in the pot is shared.").replace(
                "%1", _money(d["pot"]))
        if k == "match_over":
            return QCoreApplication.translate("Lhomme", "The session is over: %1.").replace(
                "%1", ", ".join(f"{who(q)} {b:+g}" for q, b in enumerate(d["balances"])))
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if phase == "over":
            return QCoreApplication.translate("Lhomme", "The session is over. Start a new game from the Game menu.")
        if not human_to_move:
            return QCoreApplication.translate("Lhomme", "Waiting for the other players.")
        if phase == "join":
            if getattr(obs, "game", "") == "triomphe":
                return QCoreApplication.translate("Lhomme", "Play this deal, or give it up and pay double.")
            return QCoreApplication.translate("Lhomme", "Do you play this deal?")
        if phase == "play":
            if getattr(obs, "trick", ()):
                return QCoreApplication.translate("Lhomme", "Play a card: follow suit; take the trick if you must.")
            return QCoreApplication.translate("Lhomme", "Your lead: play any card.")
        return ""


class TriompheWords(LhommeWords):
    GAME = "triomphe"
