"""The points of Verkehren im Brett explained (issue 27, :mod:`gui.table.explain`): game by game,
how each was won (single by bearing off first, double by piling or by a Jan) and what it is worth,
from the ``game_won`` events.  Texts keep the context ``Verkehren``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.games.verkehren.words import win_words
from gui.table.explain import Explanation, Part

_SECTION = {"borne_off": "single", "conceded": "concession", "piling": "winning", "jan": "jan"}


def explain_points(events: list[Any], me: int, total: int) -> Explanation:
    parts = []
    game = 0
    for ev in events:
        d = ev.data or {}
        if ev.kind == "setup":
            game = int(d.get("game", game + 1) or game + 1)
        elif ev.kind == "game_won" and ev.player == me:
            way = str(d.get("way", ""))
            parts.append(Part(QCoreApplication.translate("Verkehren", "Game %1 won: %2").replace("%1", str(game)).replace(
                "%2", win_words(way, int(d.get("value", 1)))), float(d.get("value", 1)), _SECTION.get(way, "winning")))
    title = QCoreApplication.translate("Verkehren", "Your points: %1").replace("%1", str(total))
    return Explanation(title, "winning", parts, float(total))
