"""A line of Piquet's score sheet explained (issue 27, :mod:`gui.table.explain`): the points a
player made in one deal, part by part, each with the rule that gives it, from the engine's
``score``, ``pique`` and ``repique`` events of that deal.  Texts keep the context ``Piquet``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.games.piquet.words import item_name
from gui.table.explain import Explanation, Part, deal_events

__all__ = ["deal_events", "explain_points"]

# the rule of each kind of score
_DECL = {"point": "point", "sequence": "sequences", "set": "sets", "blanche": "carte-blanche"}
_END = {"cards": "end-of-deal", "capot": "end-of-deal", "carte_rouge": "carte-rouge"}
_PLAY = {"leading": "lead", "winning the trick": "trick", "the last trick": "last_trick"}
_BONUS = {"the cards": "cards", "capot": "capot", "carte rouge": "carte_rouge"}



def explain_points(events: list[Any], seat: int, title: str, total: int,
                   mine: Callable[[Any], bool] | None = None) -> Explanation:
    """The points ``seat`` made in the deal of ``events``, part by part; ``total`` is the sheet's
    figure (the parts add up to it).  ``mine(event)``: whether a score is the seat's (default: its
    player is the seat; partners score for their side)."""
    parts: list[Part] = []
    play: dict[str, int] = {}
    play_total = 0
    for ev in events:
        if not (mine(ev) if mine is not None else ev.player == seat):
            continue
        d = ev.data or {}
        if ev.kind in ("pique", "repique"):
            word = QCoreApplication.translate("Piquet", "%1 for the pique") if ev.kind == "pique" else QCoreApplication.translate("Piquet", "%1 for the repique")
            parts.append(Part(word.replace("%1", str(d.get("points", 0))), int(d.get("points", 0)), "pique-repique"))
            continue
        if ev.kind != "score" or not d.get("points"):
            continue
        pts = int(d["points"])
        src = d.get("source")
        item = str(d.get("item", ""))
        if src is None:                 # the forms' scores name the item only
            if item in _PLAY:
                src, d = "play", {**d, "play": _PLAY[item]}
            elif item in _BONUS:
                src, d = "end", {**d, "bonus": _BONUS[item]}
            elif item == "carte blanche":
                src = "blanche"
            elif item.startswith(("point of", "quatorze", "trio", "tierce", "quart", "quint", "sixième", "septième",
                                  "huitième")):
                src = "decl"
                d = {**d, "category": "point" if item.startswith("point of") else
                     "set" if item.startswith(("quatorze", "trio")) else "sequence"}
        if src == "play":
            key = str(d.get("play", "trick"))
            play[key] = play.get(key, 0) + pts
            play_total += pts
            continue
        if src == "decl":
            section = _DECL.get(str(d.get("category", "")), "declarations")
        elif src == "blanche":
            section = "carte-blanche"
        elif src == "end":
            section = _END.get(str(d.get("bonus", "")), "end-of-deal")
        else:
            section = "scoring-order"
        parts.append(Part(QCoreApplication.translate("Piquet", "%1 for %2").replace("%1", str(pts)).replace("%2", item_name(str(d.get("item", "")))),
                          pts, section))
    if play_total:
        bits = []
        for key, word in (("lead", QCoreApplication.translate("Piquet", "%1 for leading")), ("trick", QCoreApplication.translate("Piquet", "%1 for tricks won")),
                          ("last_trick", QCoreApplication.translate("Piquet", "%1 for the last trick"))):
            if play.get(key):
                bits.append(word.replace("%1", str(play[key])))
        parts.append(Part(QCoreApplication.translate("Piquet", "%1 in play (%2)").replace("%1", str(play_total)).replace("%2", ", ".join(bits)),
                          play_total, "play-points"))
    biggest = max(parts, key=lambda p: p.amount, default=None)
    return Explanation(title, biggest.section if biggest is not None else "scoring-order", parts, float(total))
