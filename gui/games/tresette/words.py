"""Tresett's words at the table (:class:`gui.registry.GameWords`), in the interface language.

Cards, suits and seats are named as in Whist (the same French suits and seats opposite); the
texts of Tresett itself keep the translation context ``Tresette``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.games.whist.words import card_words, seat_words, suit_words
from gui.texts import RulesWords

__all__ = ["TresetteWords", "declaration_words", "side_words", "card_words", "suit_words", "seat_words"]

Namer = Callable[[int], str]



def rank_plural(r: str) -> str:
    return {
        "3": QCoreApplication.translate("Tresette", "Threes"), "2": QCoreApplication.translate("Tresette", "Twos"),
        "A": QCoreApplication.translate("Tresette", "Aces"), "K": QCoreApplication.translate("Tresette", "Kings"),
        "Q": QCoreApplication.translate("Tresette", "Queens"), "J": QCoreApplication.translate("Tresette", "Jacks"),
        "7": QCoreApplication.translate("Tresette", "Sevens"), "6": QCoreApplication.translate("Tresette", "Sixes"),
        "5": QCoreApplication.translate("Tresette", "Fives"), "4": QCoreApplication.translate("Tresette", "Fours"),
    }.get(r, r)


def declaration_words(kind: str, key: str, n: int) -> str:
    """"three Threes", "Neapolitaine of 5 in spades"."""
    if kind == "set":
        text = (QCoreApplication.translate("Tresette", "four %1") if n >= 4 else
                QCoreApplication.translate("Tresette", "three %1"))
        return text.replace("%1", rank_plural(key))
    return QCoreApplication.translate("Tresette", "Neapolitaine of %1 in %2").replace("%1", str(n)).replace(
        "%2", suit_words(key))


def side_words(side: int, me: int) -> str:
    return QCoreApplication.translate("Tresette", "Our side") if side == me % 2 else \
        QCoreApplication.translate("Tresette", "The other side")


def slam_words(name: str) -> str:
    return {"gallara": QCoreApplication.translate("Tresette", "Gallara (all ten tricks)"),
            "gallaton": QCoreApplication.translate("Tresette", "Gallaton (all ten tricks by one player)"),
            "stramazette": QCoreApplication.translate("Tresette", "Stramazette (all tricks but one, no point lost)"),
            "stramazetton": QCoreApplication.translate(
                "Tresette", "Stramazetton (all tricks but one by one player, no point lost)")}.get(name, name)


class TresetteWords(RulesWords):
    GAME = "tresette"

    def action(self, action: Any, obs: Any) -> str:
        card = getattr(action, "card", None)
        if card is not None:
            return card_words(card)
        kind = getattr(action, "kind", None)
        if kind is not None:
            n = 3
            for k, key, cnt, _m, _p in getattr(obs, "declarable", ()) or ():
                if (k, key) == (kind, action.key):
                    n = cnt
            return QCoreApplication.translate("Tresette", "Declare %1").replace(
                "%1", declaration_words(kind, action.key, n))
        return str(action)

    def event(self, event: Any, me: int, name: Namer | None = None) -> str | None:
        who = name or (lambda q: seat_words(q, me))
        k, d, p = event.kind, event.data, event.player
        mine = me % 2
        if k == "deal":
            return QCoreApplication.translate("Tresette", "Deal %1, dealer: %2; %3 leads.").replace(
                "%1", str(d["deal"])).replace("%2", who(d["dealer"])).replace("%3", who(d["vorhand"]))
        if k == "declare":
            text = (QCoreApplication.translate("Tresette", "%1 declares %2: 1 mark.") if d["marks"] == 1 else
                    QCoreApplication.translate("Tresette", "%1 declares %2: %3 marks.")).replace("%1", who(p)).replace(
                "%2", declaration_words(d["kind"], d["key"], d["n"])).replace("%3", str(d["marks"]))
            if d.get("cards"):
                text += " " + QCoreApplication.translate("Tresette", "Shown: %1.").replace(
                    "%1", ", ".join(card_words(c) for c in d["cards"]))
            return text
        if k == "sevens_partie":
            return QCoreApplication.translate("Tresette", "Three Sevens: %1 wins a partie at once.").replace(
                "%1", side_words(d["side"], me))
        if k == "play":
            return QCoreApplication.translate("Tresette", "%1: %2.").replace("%1", who(p)).replace(
                "%2", card_words(d["card"]))
        if k == "trick":
            return QCoreApplication.translate("Tresette", "Trick %1 to %2.").replace("%1", str(d["trick"])).replace(
                "%2", who(p))
        if k == "marks":
            why = (QCoreApplication.translate("Tresette", "card points") if d["reason"] == "cards" else
                   QCoreApplication.translate("Tresette", "a declaration"))
            t = d["total"]
            return (QCoreApplication.translate("Tresette", "%1 lays %2 for %3. Marks: we %4, they %5.")
                    .replace("%1", side_words(d["side"], me)).replace("%2", str(d["marks"])).replace("%3", why)
                    .replace("%4", str(t[mine])).replace("%5", str(t[1 - mine])))
        if k == "race":
            return QCoreApplication.translate(
                "Tresette", "The race is on: both sides can go out in this deal, points count as tricks are taken.")
        if k == "partie_won":
            ours = d["side"] == mine
            if d["value"] == 2:
                text = (QCoreApplication.translate("Tresette", "Our side wins a double partie: the others laid %1.")
                        if ours else
                        QCoreApplication.translate("Tresette", "The other side wins a double partie: we laid %1."))
            else:
                text = (QCoreApplication.translate("Tresette", "Our side wins the partie; the others laid %1.")
                        if ours else
                        QCoreApplication.translate("Tresette", "The other side wins the partie; we laid %1."))
            return text.replace("%1", str(d["marks"][1 - d["side"]]))
        if k == "slam":
            return QCoreApplication.translate("Tresette", "%1 makes a %2: %3 partien.").replace(
                "%1", side_words(d["side"], me)).replace("%2", slam_words(d["name"])).replace("%3", str(d["partien"]))
        if k == "deal_end":
            pts, m, pt = d["points"], d["marks"], d["partien"]
            return (QCoreApplication.translate(
                "Tresette", "Deal %1: points %2 to %3. Marks %4 to %5, partien %6 to %7.")
                .replace("%1", str(d["deal"])).replace("%2", str(pts[mine])).replace("%3", str(pts[1 - mine]))
                .replace("%4", str(m[mine])).replace("%5", str(m[1 - mine]))
                .replace("%6", str(pt[mine])).replace("%7", str(pt[1 - mine])))
        if k == "match_over":
            pt = d["partien"]
            return QCoreApplication.translate("Tresette", "The session is over: partien, we %1, they %2.").replace(
                "%1", str(pt[mine])).replace("%2", str(pt[1 - mine]))
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if phase == "over":
            return QCoreApplication.translate("Tresette", "The session is over. Start a new game from the Game menu.")
        if not human_to_move:
            return QCoreApplication.translate("Tresette", "Waiting for the other players.")
        if phase == "play":
            legal = getattr(obs, "legal_actions", ())
            if any(getattr(a, "kind", None) for a in legal):
                return QCoreApplication.translate(
                    "Tresette", "You may declare now (it is lost after this turn), then play a card.") \
                    if getattr(obs, "trick_no", 0) >= 1 else QCoreApplication.translate(
                    "Tresette", "You lead: declare now or at the second trick, then play a card.")
            if getattr(obs, "trick", ()):
                return QCoreApplication.translate("Tresette", "Play a card; follow suit if you can.")
            return QCoreApplication.translate("Tresette", "Your lead: play any card.")
        return ""
