"""A line of l'Homme's and La Triomphe's sheet explained (issue 27, :mod:`gui.table.explain`): a
player's balance after the last deal, from the balance before it — the ante, what he paid into the
pot for not playing or for declining a trick, his share of the pot won, the pot shared at the end —
from the events of that deal.  Texts keep the context ``Lhomme``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.table.explain import Explanation, Part, number


def explain_balance(events: list[Any], seat: int, total: float, name: Callable[[int], str]) -> Explanation:
    ends = [i for i, ev in enumerate(events) if ev.kind == "deal_end"]
    first = ends[-2] + 1 if len(ends) > 1 else 0
    start = float(events[ends[-2]].data["balances"][seat]) if len(ends) > 1 else 0.0
    parts: list[Part] = []
    deal = ""
    for ev in events[first:]:
        d = ev.data or {}
        if ev.kind == "deal_end":
            deal = str(d.get("deal", ""))
        elif ev.kind == "ante":
            parts.append(Part(QCoreApplication.translate("Lhomme", "The ante: every player puts one into the pot"), -1.0,
                              "dealing"))
        elif ev.kind == "pass" and ev.player == seat and d.get("paid"):
            parts.append(Part(QCoreApplication.translate("Lhomme", "Paid into the pot for not playing"), -float(d["paid"]),
                              "joining"))
        elif ev.kind == "declined" and ev.player == seat:
            parts.append(Part(QCoreApplication.translate("Lhomme", "Paid into the pot for declining a trick"),
                              -float(d["paid"]), "taking"))
        elif ev.kind == "deal_won" and seat in d.get("seats", ()):
            k = len(d["seats"])
            text = (QCoreApplication.translate("Lhomme", "The pot of %1 won") if k == 1 else
                    QCoreApplication.translate("Lhomme", "Your share of the pot of %1, won by %2 players").replace("%2", str(k)))
            parts.append(Part(text.replace("%1", number(d["pot"])), float(d["pot"]) / k, "pot"))
        elif ev.kind == "pot_shared":
            parts.append(Part(QCoreApplication.translate("Lhomme", "The pot left at the end, shared"), float(d["share"]), "pot"))
    title = QCoreApplication.translate("Lhomme", "%1: %2 after deal %3").replace("%1", name(seat)).replace(
        "%2", f"{total:+g}").replace("%3", deal)
    main = max(parts, key=lambda p: abs(p.amount), default=None)
    return Explanation(title, main.section if main else "pot", parts, float(total), start=start,
                       start_text=QCoreApplication.translate("Lhomme", "Balance before the deal"))
