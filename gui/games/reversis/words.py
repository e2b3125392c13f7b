"""Reversis's words at the table (:class:`gui.registry.GameWords`), in the interface language.
Texts keep the translation context ``Reversis``; card names are Whist's (the same French pack)."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.texts import RulesWords
from gui.words import card_words, seat_word

__all__ = ["ReversisWords", "seat_words", "kind_words"]

Namer = Callable[[int], str]


def seat_words(seat: int | None, me: int) -> str:
    """A seat named from the person's place; play passes to the right."""
    return seat_word(seat, me, 4)


def kind_words(kind: str) -> str:
    """What a payment is for."""
    return {
        "quinola_renounce": QCoreApplication.translate("Reversis", "the Quinola placed on his trick"),
        "quinola_forced": QCoreApplication.translate("Reversis", "the Quinola forced"),
        "quinola_forced_other": QCoreApplication.translate("Reversis", "forcing the Quinola"),
        "quinola_led": QCoreApplication.translate("Reversis", "the Quinola led"),
        "ace_played": QCoreApplication.translate("Reversis", "an ace played"),
        "ace_forced": QCoreApplication.translate("Reversis", "an ace forced"),
        "ace_renounce": QCoreApplication.translate("Reversis", "an ace placed on his trick"),
        "partie": QCoreApplication.translate("Reversis", "the partie"),
        "under_pot": QCoreApplication.translate("Reversis", "the cards under the pot"),
        "bonus": QCoreApplication.translate("Reversis", "a marked card"),
        "reversy": QCoreApplication.translate("Reversis", "the Reversy"),
        "reversy_break": QCoreApplication.translate("Reversis", "breaking the Reversy"),
    }.get(kind, kind)


def position_words(p: str) -> str:
    return {"top": QCoreApplication.translate("Reversis", "top"),
            "middle": QCoreApplication.translate("Reversis", "middle"),
            "bottom": QCoreApplication.translate("Reversis", "bottom")}.get(p, p)


class ReversisWords(RulesWords):
    GAME = "reversis"

    def action(self, action: Any, obs: Any) -> str:
        t = str(action)
        card = getattr(action, "card", None)
        if t.startswith("exchange") and card is not None:
            return QCoreApplication.translate("Reversis", "Lay %1 under the pot").replace("%1", card_words(card))
        if t.startswith("discard") and card is not None:
            return QCoreApplication.translate("Reversis", "Lay %1 away").replace("%1", card_words(card))
        if card is not None:
            return card_words(card)
        if t == "pass":
            return QCoreApplication.translate("Reversis", "Keep my hand")
        return t

    def event(self, event: Any, me: int, name: Namer | None = None) -> str | None:
        who = name or (lambda q: seat_words(q, me))
        k, d, p = event.kind, event.data, event.player
        if k == "stake":
            if d["how"] == "fresh":
                return QCoreApplication.translate("Reversis", "A fresh pot of %1: the dealer stakes 6, everyone else 3.").replace(
                    "%1", str(d["pot"]))
            if d["how"] == "bete":
                return QCoreApplication.translate("Reversis", "The Bête of %2 (%1) makes the new pot.").replace("%1", who(p)).replace(
                    "%2", str(d["amount"]))
            return QCoreApplication.translate("Reversis", "Added to the pot by %1: %2; it holds %3.").replace("%1", who(p)).replace(
                "%2", str(d["amount"])).replace("%3", str(d["pot"]))
        if k == "deal":
            return QCoreApplication.translate("Reversis", "Deal %1, dealer: %2.").replace("%1", str(d["deal"])).replace(
                "%2", who(d["dealer"]))
        if k == "exchange":
            return QCoreApplication.translate("Reversis", "%1: a card under the pot, the %2 table card taken.").replace(
                "%1", who(p)).replace("%2", position_words(d["position"]))
        if k == "pass":
            return QCoreApplication.translate("Reversis", "%1: hand kept; the %2 table card goes under the pot.").replace(
                "%1", who(p)).replace("%2", position_words(d["position"]))
        if k == "discard":
            return QCoreApplication.translate("Reversis", "%1: a twelfth card laid under the pot.").replace("%1", who(p))
        if k == "play":
            return QCoreApplication.translate("Reversis", "%1: %2.").replace("%1", who(p)).replace("%2", card_words(d["card"]))
        if k == "trick":
            return QCoreApplication.translate("Reversis", "Trick %1 to %2 (%3 card points).").replace("%1", str(d["trick"])).replace(
                "%2", who(p)).replace("%3", str(d["points"]))
        if k == "quinola":
            texts = {
                "renounce": QCoreApplication.translate("Reversis", "%1: the Quinola placed on another suit."),
                "forced": QCoreApplication.translate("Reversis", "%1: the Quinola given to a heart lead."),
                "led": QCoreApplication.translate("Reversis", "%1: the Quinola led."),
                "attempt_last": QCoreApplication.translate("Reversis", "%1 (every trick so far): the Quinola led at the last trick."),
                "attempt_early": QCoreApplication.translate("Reversis", "%1 (every trick so far): the Quinola led early; "
                                                "the pot goes with the Reversy."),
            }
            return texts.get(d["what"], texts["led"]).replace("%1", who(p))
        if k == "ace":
            to = QCoreApplication.translate("Reversis", "the partie winner") if d["payee"] < 0 else who(d["payee"])
            return QCoreApplication.translate("Reversis", "Owed for %4: %2 from %1 to %3.").replace("%1", who(p)).replace(
                "%2", str(d["amount"])).replace("%3", to).replace("%4", kind_words(d["kind"]))
        if k == "bete":
            if d.get("staked"):
                return QCoreApplication.translate("Reversis", "Bête for %1: %2, staked at once; the pot holds %3.").replace(
                    "%1", who(p)).replace("%2", str(d["amount"])).replace("%3", str(d["pot"]))
            return QCoreApplication.translate("Reversis", "Bête for %1: %2, written down for a later pot.").replace(
                "%1", who(p)).replace("%2", str(d["amount"]))
        if k == "pot_won":
            return QCoreApplication.translate("Reversis", "The pot to %1: %2.").replace("%1", who(p)).replace("%2", str(d["amount"]))
        if k == "reversy":
            return QCoreApplication.translate("Reversis", "Reversy! Every trick to %1.").replace("%1", who(p))
        if k == "reversy_broken":
            return QCoreApplication.translate("Reversis", "The Reversy of %2 broken at trick %3 by %1.").replace("%1", who(p)).replace(
                "%2", who(d["maker"])).replace("%3", str(d["trick"]))
        if k == "partie":
            return QCoreApplication.translate("Reversis", "Fewest card points: the partie to %1, paid by %2.").replace(
                "%1", who(d["winner"])).replace("%2", who(d["loser"]))
        if k == "payment":
            return QCoreApplication.translate("Reversis", "Payment for %4: %3 from %1 to %2.").replace("%1", who(d["payer"])).replace(
                "%2", who(d["payee"])).replace("%3", str(d["amount"])).replace("%4", kind_words(d["kind"]))
        if k == "deal_end":
            net = d["net"]
            return QCoreApplication.translate("Reversis", "Deal %1 over: you took %2 card points; payments %3; the pot holds %4.").replace(
                "%1", str(d["deal"])).replace("%2", str(d["points"][me])).replace(
                "%3", f"{net[me]:+d}").replace("%4", str(d["pot"]))
        if k == "pot_shared":
            return QCoreApplication.translate("Reversis", "The %1 counters left in the pot and owed for Bêtes are shared.").replace(
                "%1", str(d["amount"]))
        if k == "match_over":
            m = d["money"]
            return QCoreApplication.translate("Reversis", "The match is over: you %1, right %2, opposite %3, left %4.").replace(
                "%1", f"{m[me]:+g}").replace("%2", f"{m[(me + 1) % 4]:+g}").replace(
                "%3", f"{m[(me + 2) % 4]:+g}").replace("%4", f"{m[(me + 3) % 4]:+g}")
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if phase == "over":
            return QCoreApplication.translate("Reversis", "The match is over. Start a new game from the Game menu.")
        if not human_to_move:
            return QCoreApplication.translate("Reversis", "Waiting for the other players.")
        if phase == "exchange":
            if getattr(obs, "must_exchange", False):
                return QCoreApplication.translate("Reversis", "The Quinola lies on the table: you must lay a card under the pot and take "
                                      "your table card.")
            return QCoreApplication.translate("Reversis", "Lay a card under the pot to take your table card, or keep your hand.")
        if phase == "discard":
            return QCoreApplication.translate("Reversis", "You dealt yourself twelve cards: lay one under the pot.")
        if phase == "play":
            if getattr(obs, "trick", ()):
                return QCoreApplication.translate("Reversis", "Play a card; follow suit if you can. Take as few points as you can.")
            return QCoreApplication.translate("Reversis", "Your lead: play any card.")
        return ""
