"""Whist's words at the table (:class:`gui.registry.GameWords`), in the interface language.

Texts keep the translation context ``Whist``; Boston uses :func:`card_words`, :func:`suit_words`
and :func:`seat_words` too (it plays with the same pack and seats)."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.texts import RulesWords
from gui.words import card_words, seat_word, suit_word as suit_words

__all__ = ["WhistWords", "card_words", "suit_words", "seat_words", "side_words"]


def seat_words(seat: int | None, me: int) -> str:
    """A seat named from the person's place: you, your partner opposite, left and right (play passes
    to the left)."""
    return seat_word(seat, me, 4, next_left=True, partner=True)


def side_words(side: int, me: int) -> str:
    return QCoreApplication.translate("Whist", "Our side") if side == me % 2 else \
        QCoreApplication.translate("Whist", "The other side")


Namer = Callable[[int], str]


class WhistWords(RulesWords):
    GAME = "whist"

    def action(self, action: Any, obs: Any) -> str:
        card = getattr(action, "card", None)
        if card is not None:
            return card_words(card)
        t = str(action)
        if t == "call":
            return QCoreApplication.translate("Whist", "Call the game")
        if t == "pass":
            return QCoreApplication.translate("Whist", "No call")
        return t

    def event(self, event: Any, me: int, name: Namer | None = None) -> str | None:
        who = name or (lambda q: seat_words(q, me))
        k, d, p = event.kind, event.data, event.player
        mine = me % 2
        if k == "seat_draw":
            cs = d.get("cards", [])
            return QCoreApplication.translate("Whist", "Draw for partners: %1.").replace(
                "%1", ", ".join(f"{who(q)} {card_words(c)}" for q, c in enumerate(cs)))
        if k == "draw_again":
            return QCoreApplication.translate("Whist", "Equal cards: everybody draws again.")
        if k == "seats":
            return QCoreApplication.translate("Whist", "Partners sit opposite; first dealer: %1.").replace(
                "%1", who(d["dealer"]))
        if k == "deal":
            return QCoreApplication.translate("Whist", "Deal %1, dealer: %2.").replace("%1", str(d["deal"])).replace(
                "%2", who(d["dealer"]))
        if k == "trump_turned":
            return QCoreApplication.translate("Whist", "Turned up: %1. Trumps are %2.").replace(
                "%1", card_words(d["card"])).replace("%2", suit_words(d["suit"]))
        if k == "call":
            return QCoreApplication.translate("Whist", "Call at eight: %1.").replace("%1", who(p))
        if k == "call_answer":
            if d.get("answer"):
                return QCoreApplication.translate("Whist", "The call stands: %1 honours shown (%2).").replace(
                    "%1", str(d["held"])).replace("%2", ", ".join(card_words(c) for c in d["honours"]))
            return QCoreApplication.translate("Whist", "The call fails: the partner holds no honour.")
        if k == "no_call":
            return QCoreApplication.translate("Whist", "No call: %1.").replace("%1", who(p))
        if k == "play":
            return QCoreApplication.translate("Whist", "%1: %2.").replace("%1", who(p)).replace(
                "%2", card_words(d["card"]))
        if k == "trump_taken_up":
            return QCoreApplication.translate("Whist", "The dealer takes the turned card into the hand.")
        if k == "trick":
            return QCoreApplication.translate("Whist", "Trick %1 to %2.").replace("%1", str(d["trick"])).replace(
                "%2", who(p))
        if k == "score":
            why = {"tricks": QCoreApplication.translate("Whist", "tricks over six"),
                   "honours": QCoreApplication.translate("Whist", "honours"),
                   "call": QCoreApplication.translate("Whist", "honours called at eight"),
                   "revoke": QCoreApplication.translate("Whist", "a revoke")}.get(d["reason"], d["reason"])
            return QCoreApplication.translate("Whist", "%1 marks %2 for %3.").replace(
                "%1", side_words(d["side"], me)).replace("%2", str(d["points"])).replace("%3", why)
        if k == "deal_end":
            t, h, a = d["tricks"], d["honours"], d["after"]
            if d.get("called"):
                return QCoreApplication.translate("Whist", "Deal %1: won by a call at eight. Score %2 to %3.").replace(
                    "%1", str(d["deal"])).replace("%2", str(a[mine])).replace("%3", str(a[1 - mine]))
            return (QCoreApplication.translate("Whist", "Deal %1: tricks %2 to %3, honours %4 to %5. Score %6 to %7.")
                    .replace("%1", str(d["deal"])).replace("%2", str(t[mine])).replace("%3", str(t[1 - mine]))
                    .replace("%4", str(h[mine])).replace("%5", str(h[1 - mine]))
                    .replace("%6", str(a[mine])).replace("%7", str(a[1 - mine])))
        if k == "game_won":
            pts = d["points"]
            ours = d["side"] == mine
            if d.get("lurch"):
                text = (QCoreApplication.translate("Whist", "Your side wins the game %1 to %2, the others in the lurch: two stakes.")
                        if ours else
                        QCoreApplication.translate("Whist", "The other side wins the game %1 to %2, your side in the lurch: two stakes."))
            else:
                text = (QCoreApplication.translate("Whist", "Your side wins the game %1 to %2: one stake.") if ours else
                        QCoreApplication.translate("Whist", "The other side wins the game %1 to %2: one stake."))
            w = d["side"]
            return text.replace("%1", str(pts[w])).replace("%2", str(pts[1 - w]))
        if k == "rubber_won":
            g = d["games_won"]
            w = d["side"]
            text = (QCoreApplication.translate("Whist", "Your side wins the rubber, %1 games to %2.") if w == mine else
                    QCoreApplication.translate("Whist", "The other side wins the rubber, %1 games to %2."))
            return text.replace("%1", str(g[w])).replace("%2", str(g[1 - w]))
        if k == "match_over":
            st = d["side_stakes"]
            return QCoreApplication.translate("Whist", "The session is over: your side %1 stakes, the other side %2.") \
                .replace("%1", str(st[mine])).replace("%2", str(st[1 - mine]))
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if phase == "over":
            return QCoreApplication.translate("Whist", "The session is over. Start a new game from the Game menu.")
        if not human_to_move:
            return QCoreApplication.translate("Whist", "Waiting for the other players.")
        if phase == "call":
            return QCoreApplication.translate(
                "Whist", "Your side stands at eight and you hold two honours: call for the game, or play on.")
        if phase == "play":
            if getattr(obs, "trick", ()):
                return QCoreApplication.translate("Whist", "Play a card; follow suit if you can.")
            return QCoreApplication.translate("Whist", "Your lead: play any card.")
        return ""
