"""A line of Minchiate's Resti sheet explained (issue 27, :mod:`gui.table.explain`): your side's
total for one deal, line by line as the account of the book has it (cards over the base, each
versicola, the ultima, the counting cards, the points marked during play), from the deal's
history entry.  Texts keep the context ``Minchiate``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.games.minchiate import scoring as S
from gui.games.minchiate.words import versicola_name
from gui.table.explain import Explanation, Part


def explain_deal(entry: dict, me: int) -> Explanation:
    """Your side's total (the sheet's "Us") in the deal of ``entry``, part by part."""
    mine = 0 if me in entry["sides"][0] else 1
    acc = entry["accounts"][mine]
    parts = [Part(QCoreApplication.translate("Minchiate", "%1 cards in your side's tricks, %2 over the %3")
                  .replace("%1", str(acc["cards_in_tricks"])).replace("%2", str(acc["card_points"]))
                  .replace("%3", str(S.CARDS_BASE)), float(acc["card_points"]), "account")]
    for kind, cards, pts in acc.get("versicole", ()):
        n = len(str(cards).split())
        parts.append(Part(QCoreApplication.translate("Minchiate", "%1 of %2 cards").replace("%1", versicola_name(kind))
                          .replace("%2", str(n)), float(pts), "versicole"))
    if acc.get("ultima"):
        parts.append(Part(QCoreApplication.translate("Minchiate", "The ultima: your side took the last trick"),
                          float(acc["ultima"]), "account"))
    senza = []
    if acc.get("senza_re"):
        senza.append(QCoreApplication.translate("Minchiate", "senza Re"))
    if acc.get("senza_papi"):
        senza.append(QCoreApplication.translate("Minchiate", "senza Papi"))
    text = QCoreApplication.translate("Minchiate", "The counting cards in your side's tricks")
    if senza:
        text += " " + QCoreApplication.translate("Minchiate", "(not counted: %1)").replace("%1", ", ".join(senza))
    parts.append(Part(text, float(acc["counting"]), "senza" if senza else "counting-cards"))
    if acc.get("marked"):
        parts.append(Part(QCoreApplication.translate("Minchiate", "Marked for your side during play"),
                          float(acc["marked"]), "marking"))
    title = QCoreApplication.translate("Minchiate", "Deal %1: your side's total %2").replace(
        "%1", str(entry["deal"])).replace("%2", str(acc["total"]))
    e = Explanation(title, "account", parts, float(acc["total"]))
    theirs = entry["totals"][1 - mine]
    if entry.get("winner_side") is None:
        e.note = QCoreApplication.translate("Minchiate", "The other side made %1: nothing is paid.").replace("%1", str(theirs))
    else:
        won = entry["winner_side"] == mine
        e.note = (QCoreApplication.translate("Minchiate", "The other side made %1; the difference %2 wins your side %3 Resti.")
                  if won else
                  QCoreApplication.translate("Minchiate", "The other side made %1; the difference %2 costs your side %3 Resti.")
                  ).replace("%1", str(theirs)).replace("%2", str(entry["difference"])).replace("%3", str(entry["resti"]))
    return e
