"""A line of Reversis's sheet explained (issue 27, :mod:`gui.table.explain`): a player's money
after the last deal, from the money after the deal before — the stake into the pot, a Bête, the
pot won, every payment for the Quinola, the aces, the partie, the Reversy — from the events of that
deal.  Texts keep the context ``Reversis``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from engine.games.reversis.game import ADD_STAKE, DEALER_STAKE, OTHER_STAKE
from gui.games.reversis.words import kind_words
from gui.table.explain import Explanation, Part


def _section(kind: str) -> str:
    if kind.startswith("quinola"):
        return "quinola"
    if kind.startswith("ace"):
        return "aces"
    if kind.startswith("reversy"):
        return "reversy"
    return "partie"


def explain_money(events: list[Any], seat: int, total: float, name: Callable[[int], str]) -> Explanation:
    """``seat``'s money (``total``) after the last finished deal, from the money before it."""
    ends = [i for i, ev in enumerate(events) if ev.kind == "deal_end"]
    if not ends:
        first, start, last = 0, 0.0, events
    else:
        first = ends[-2] + 1 if len(ends) > 1 else 0
        start = float(events[ends[-2]].data["money"][seat]) if len(ends) > 1 else 0.0
        last = events[first:]
    parts: list[Part] = []
    deal = ""
    for ev in last:
        d = ev.data or {}
        if ev.kind == "deal_end":
            deal = str(d.get("deal", ""))
        if ev.kind == "stake":
            how = d.get("how")
            if how == "fresh":
                v: float = DEALER_STAKE if ev.player == seat else OTHER_STAKE
                parts.append(Part(QCoreApplication.translate("Reversis", "The stake into a fresh pot (the dealer %1, the others %2)")
                                  .replace("%1", str(DEALER_STAKE)).replace("%2", str(OTHER_STAKE)), -float(v), "pot"))
            elif how == "add" and ev.player == seat:
                parts.append(Part(QCoreApplication.translate("Reversis", "The dealer adds %1 to the pot").replace(
                    "%1", str(ADD_STAKE)), -float(ADD_STAKE), "pot"))
        elif ev.kind == "bete" and ev.player == seat:
            parts.append(Part(QCoreApplication.translate("Reversis", "A Bête as large as the pot"), -float(d["amount"]), "bete"))
        elif ev.kind == "pot_won" and ev.player == seat:
            parts.append(Part(QCoreApplication.translate("Reversis", "The pot won"), float(d["amount"]), "pot"))
        elif ev.kind == "payment" and seat in (d.get("payer"), d.get("payee")) and d.get("payer") != d.get("payee"):
            what = kind_words(str(d.get("kind")))
            if d["payee"] == seat:
                text = QCoreApplication.translate("Reversis", "For %1: %2 pays").replace("%1", what).replace("%2", name(d["payer"]))
                v = float(d["amount"])
            else:
                text = QCoreApplication.translate("Reversis", "For %1: paid to %2").replace("%1", what).replace("%2", name(d["payee"]))
                v = -float(d["amount"])
            parts.append(Part(text, v, _section(str(d.get("kind")))))
    title = QCoreApplication.translate("Reversis", "%1: %2 after deal %3").replace("%1", name(seat)).replace(
        "%2", f"{total:+g}").replace("%3", deal)
    main = max(parts, key=lambda p: abs(p.amount), default=None)
    return Explanation(title, main.section if main else "pot", parts, float(total), start=start,
                       start_text=QCoreApplication.translate("Reversis", "Money before the deal"))
