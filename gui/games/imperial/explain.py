"""A line of Imperial's sheet explained (issue 27, :mod:`gui.table.explain`): the strokes a player
stands at, stroke by stroke since they were last wiped out by an Imperial (robbing, the Imperial
trump turned up, the point, Imperial trumps in a trick, tricks above the share), from the
``strokes`` and ``imperial`` events.  Texts keep the context ``Imperial``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.games.imperial.words import _why
from gui.table.explain import Explanation, Part

_SECTION = {"robbing": "robbing", "dealt": "imperial-trumps", "point": "point", "trick": "imperial-trumps",
            "surplus": "surplus"}


def explain_strokes(events: list[Any], seat: int, total: int, name: Callable[[int], str]) -> Explanation:
    start = 0.0
    parts: list[Part] = []
    for ev in events:
        d = ev.data or {}
        if ev.kind == "imperial":         # every player's strokes are wiped out (the maker may carry some)
            start, parts = float(d["strokes"][seat]), []
        elif ev.kind == "strokes" and ev.player == seat:
            n = int(d["strokes"])
            text = (QCoreApplication.translate("Imperial", "One stroke %1") if n == 1 else
                    QCoreApplication.translate("Imperial", "%2 strokes %1").replace("%2", str(n))).replace("%1", _why(str(d["why"])))
            parts.append(Part(text, float(n), _SECTION.get(str(d["why"]), "strokes")))
    title = QCoreApplication.translate("Imperial", "%1: %2 strokes").replace("%1", name(seat)).replace("%2", str(total))
    e = Explanation(title, "strokes", parts, float(total), start=start,
                    start_text=QCoreApplication.translate("Imperial", "Since the last Imperial (six strokes make one)"))
    return e
