"""Boston's words at the table (:class:`gui.registry.GameWords`), in the interface language.

Texts keep the translation context ``Boston``; cards, suits and seats are named as in Whist
(:mod:`gui.games.whist.words`)."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui import i18n
from gui.games.whist.words import card_words, seat_words, suit_words
from gui.texts import RulesWords

__all__ = ["BostonWords", "contract_words", "number"]


def number(v: Any) -> str:
    """A sum of points as the interface language writes it (1.5 / 1,5)."""
    x = float(v)
    text = f"{x:g}"
    return text.replace(".", ",") if i18n.current_language == "de" else text


def contract_words(c: str) -> str:
    return {"small_boston": QCoreApplication.translate("Boston", "small Boston"),
            "great_boston": QCoreApplication.translate("Boston", "great Boston"),
            "small_independence": QCoreApplication.translate("Boston", "small Independence"),
            "great_independence": QCoreApplication.translate("Boston", "great Independence"),
            "misere": QCoreApplication.translate("Boston", "Misère")}.get(c, c)


def tricks_words(n: int) -> str:
    if n == 0:
        return QCoreApplication.translate("Boston", "no trick")
    return QCoreApplication.translate("Boston", "%1 tricks").replace("%1", str(n))


class BostonWords(RulesWords):
    GAME = "boston"

    def action(self, action: Any, obs: Any) -> str:
        card = getattr(action, "card", None)
        if card is not None:
            return card_words(card)
        contract = getattr(action, "contract", None)
        if contract is not None:
            from engine.games.boston.scoring import target

            gi = obs.options.great_independence_tricks if getattr(obs, "options", None) else 9
            name = contract_words(contract)
            return f"{name[:1].upper()}{name[1:]} ({tricks_words(target(contract, gi))})"
        suit = getattr(action, "suit", None)
        if suit is not None:
            return QCoreApplication.translate("Boston", "Trumps: %1").replace("%1", suit_words(suit))
        t = str(action)
        if t == "support":
            return QCoreApplication.translate("Boston", "Support")
        if t == "pass":
            if getattr(obs, "phase", "") == "support":
                return QCoreApplication.translate("Boston", "No support")
            return QCoreApplication.translate("Boston", "Pass")
        return t

    def event(self, event: Any, me: int, name: Callable[[int], str] | None = None) -> str | None:
        who = name or (lambda q: seat_words(q, me))
        k, d, p = event.kind, event.data, event.player
        if k == "stake":
            return QCoreApplication.translate("Boston", "Stake into the pot from %1: %2; the pot holds %3.").replace(
                "%1", who(p)).replace("%2", number(d["points"])).replace("%3", number(d["pot"]))
        if k == "bete_staked":
            return QCoreApplication.translate("Boston", "Bête of %1 staked: %2; the pot holds %3.").replace(
                "%1", who(p)).replace("%2", number(d["points"])).replace("%3", number(d["pot"]))
        if k == "deal":
            return QCoreApplication.translate("Boston", "Deal %1, dealer: %2.").replace("%1", str(d["deal"])).replace(
                "%2", who(d["dealer"]))
        if k == "bid":
            return QCoreApplication.translate("Boston", "Bid by %1: %2.").replace("%1", who(p)).replace(
                "%2", contract_words(d["contract"]))
        if k == "pass":
            return QCoreApplication.translate("Boston", "Pass: %1.").replace("%1", who(p))
        if k == "all_pass":
            if d.get("forced") is not None:
                return QCoreApplication.translate("Boston", "All passed: %1 must play small Boston.").replace(
                    "%1", who(d["forced"]))
            return QCoreApplication.translate("Boston", "All passed: the cards are thrown in, the pot of %1 stays.") \
                .replace("%1", number(d["pot"]))
        if k == "contract":
            if d["contract"] == "misere":
                return QCoreApplication.translate("Boston", "Contract: Misère by %1, who may take no trick.").replace(
                    "%1", who(p))
            return QCoreApplication.translate("Boston", "Contract: %2 by %1, %3 needed.").replace("%1", who(p)) \
                .replace("%2", contract_words(d["contract"])).replace("%3", tricks_words(d["target"]))
        if k == "trump_named":
            return QCoreApplication.translate("Boston", "Trumps named: %1.").replace("%1", suit_words(d["suit"]))
        if k == "support":
            return QCoreApplication.translate("Boston", "Support by %1: together %2 needed.").replace(
                "%1", who(p)).replace("%2", tricks_words(d["target"]))
        if k == "no_support":
            return QCoreApplication.translate("Boston", "No support: %1.").replace("%1", who(p))
        if k == "play":
            return QCoreApplication.translate("Boston", "%1: %2.").replace("%1", who(p)).replace(
                "%2", card_words(d["card"]))
        if k == "trick":
            return QCoreApplication.translate("Boston", "Trick %1 to %2.").replace("%1", str(d["trick"])).replace(
                "%2", who(p))
        if k == "misere_lost":
            return QCoreApplication.translate("Boston", "The Misère is lost: %1 took a trick.").replace("%1", who(p))
        if k == "deal_end":
            if d.get("contract") is None:
                return QCoreApplication.translate("Boston", "Deal %1 is thrown in.").replace("%1", str(d["deal"]))
            text = (QCoreApplication.translate("Boston", "Deal %1: %2 by %3 made with %4.") if d["made"] else
                    QCoreApplication.translate("Boston", "Deal %1: %2 by %3 lost with %4."))
            return text.replace("%1", str(d["deal"])).replace("%2", contract_words(d["contract"])) \
                .replace("%3", who(d["declarer"])).replace("%4", tricks_words(d["tricks"]))
        if k == "payment":
            return QCoreApplication.translate("Boston", "Payment from %1 to %2: %3.").replace("%1", who(p)) \
                .replace("%2", who(d["to"])).replace("%3", number(d["points"]))
        if k == "pot_taken":
            return QCoreApplication.translate("Boston", "The pot of %1 goes to %2.").replace(
                "%1", number(d["points"])).replace("%2", " + ".join(who(q) for q in d["seats"]))
        if k == "bete_made":
            return QCoreApplication.translate("Boston", "Bête: %1 owes %2 to a later pot.").replace(
                "%1", who(p)).replace("%2", number(d["points"]))
        if k == "session_over":
            return QCoreApplication.translate("Boston", "The session is over; the pot of %1 is shared.").replace(
                "%1", number(d["pot_shared"]))
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if phase == "over":
            return QCoreApplication.translate("Boston", "The session is over. Start a new game from the Game menu.")
        if not human_to_move:
            return QCoreApplication.translate("Boston", "Waiting for the other players.")
        if phase == "bid":
            return QCoreApplication.translate("Boston", "Bid a contract higher than the one standing, or pass.")
        if phase == "trump":
            return QCoreApplication.translate("Boston", "Name the trump suit.")
        if phase == "support":
            return QCoreApplication.translate("Boston", "Support the declarer, or let him play alone.")
        if phase == "play":
            if getattr(obs, "trick", ()):
                return QCoreApplication.translate("Boston", "Play a card; follow suit if you can.")
            return QCoreApplication.translate("Boston", "Your lead: play any card.")
        return ""
