"""A line of Boston's score sheet explained (issue 27, :mod:`gui.table.explain`): what one deal
did to your balance (the dealer's stake and a Bête staked into the pot, the payments of the
contract made or failed, your share of the pot), from the events of that deal.  Texts keep the
context ``Boston``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.games.boston.words import contract_words, number
from gui.table.explain import Explanation, Part, deal_events



def your_money(events: list[Any], me: int, name: Callable[[int], str] = str) -> list[Part]:
    """What the deal of ``events`` did to ``me``'s balance, part by part."""
    end: dict = dict(next((ev.data for ev in events if ev.kind == "deal_end"), {}) or {})
    contract = contract_words(end["contract"]) if end.get("contract") else ""
    parts: list[Part] = []
    for ev in events:
        d = ev.data or {}
        if ev.kind == "stake" and ev.player == me:
            parts.append(Part(QCoreApplication.translate("Boston", "Your stake into the pot as dealer"),
                              -float(d["points"]), "pot"))
        elif ev.kind == "bete_staked" and ev.player == me:
            parts.append(Part(QCoreApplication.translate("Boston", "Your Bête, staked into the pot"),
                              -float(d["points"]), "bete"))
        elif ev.kind == "payment" and me in (ev.player, d.get("to")) and ev.player != d.get("to"):
            made = bool(end.get("made"))
            if ev.player == me:
                text = (QCoreApplication.translate("Boston", "%1 made: you pay %3 %2") if made else
                        QCoreApplication.translate("Boston", "%1 failed: you pay %3 %2"))
                other = int(d.get("to", -1))
            else:
                text = (QCoreApplication.translate("Boston", "%1 made: %3 pays you %2") if made else
                        QCoreApplication.translate("Boston", "%1 failed: %3 pays you %2"))
                other = int(ev.player)
            text = text.replace("%1", contract).replace("%2", number(d["points"])).replace("%3", name(other))
            parts.append(Part(text, float(d["points"]) * (-1 if ev.player == me else 1), "payments"))
        elif ev.kind == "pot_taken" and me in d.get("seats", ()):
            share = float(d["points"]) / max(1, len(d["seats"]))
            parts.append(Part(QCoreApplication.translate("Boston", "Your share of the pot (%1 among %2)")
                              .replace("%1", number(d["points"])).replace("%2", str(len(d["seats"]))),
                              share, "pot"))
    return parts


def explain_deal(events: list[Any], me: int, name: Callable[[int], str]) -> Explanation:
    end: dict = dict(next((ev.data for ev in events if ev.kind == "deal_end"), {}) or {})
    parts = your_money(events, me, name)
    total = sum(p.amount for p in parts)
    title = QCoreApplication.translate("Boston", "Deal %1: %2 for you").replace("%1", str(end.get("deal", ""))).replace(
        "%2", ("+" if total > 0 else "") + number(total))
    e = Explanation(title, "payments", parts, total)
    if end.get("contract"):
        e.note = (QCoreApplication.translate("Boston", "%1 played %2 and needed %3 tricks: %4 taken.")
                  .replace("%1", name(end["declarer"])).replace("%2", contract_words(end["contract"]))
                  .replace("%3", str(end["target"])).replace("%4", str(end["tricks"])))
        if not end.get("made"):
            e.section = "bete"
    else:
        e.section = "all-pass"
        e.note = QCoreApplication.translate("Boston", "Everybody passed: the deal is thrown in.")
    return e
