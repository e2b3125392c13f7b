"""A line of Tresett's score sheet explained (issue 27, :mod:`gui.table.explain`): the marks your
side stands at after one deal — the marks before it, those laid for card points and those for each
declaration — from the ``declare`` and ``marks`` events of that deal.  Texts keep the context
``Tresette``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.games.tresette.words import declaration_words
from gui.table.explain import Explanation, Part, deal_events



def explain_deal(events: list[Any], entry: dict, mine: int) -> Explanation:
    parts: list[Part] = []
    start: float | None = None
    declared = ""
    for ev in events:
        d = ev.data or {}
        if ev.kind == "declare":
            declared = declaration_words(str(d.get("kind")), str(d.get("key")), int(d.get("n", 0)))
        if ev.kind != "marks":
            continue
        if start is None:      # the marks standing before the deal's first
            start = float(d["total"][mine]) - (float(d["marks"]) if d["side"] == mine else 0.0)
        if d["side"] != mine:
            continue
        if d.get("reason") == "cards":
            text = (QCoreApplication.translate("Tresette", "One mark for the card points (your side counted %2)")
                    if d["marks"] == 1 else
                    QCoreApplication.translate("Tresette", "%1 marks for the card points (your side counted %2)")).replace(
                "%1", str(d["marks"])).replace("%2", str(entry["points"][mine]))
            section = "marks"
        else:
            text = (QCoreApplication.translate("Tresette", "One mark for a declaration: %2") if d["marks"] == 1 else
                    QCoreApplication.translate("Tresette", "%1 marks for a declaration: %2")).replace(
                "%1", str(d["marks"])).replace("%2", declared)
            section = "declarations"
        parts.append(Part(text, float(d["marks"]), section))
    total = float(entry["marks"][mine])
    if start is None:
        start = total
    title = QCoreApplication.translate("Tresette", "Deal %1: your side's marks %2").replace(
        "%1", str(entry["deal"])).replace("%2", str(entry["marks"][mine]))
    e = Explanation(title, "marks", parts, total, start=start,
                    start_text=QCoreApplication.translate("Tresette", "Your side's marks before the deal"))
    if e.start is not None and not e.adds_up():       # the partie ended in the deal and the marks began again
        e.start = total - sum(p.amount for p in parts)
        e.start_text = QCoreApplication.translate("Tresette", "Your side's marks at the start of the partie")
        e.section = "partie"
    return e
