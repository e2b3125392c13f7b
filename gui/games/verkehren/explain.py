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


def explain_bands(board: tuple[int, ...], bar: tuple[int, int], me: int, total: int, limit: int) -> Explanation:
    """Your bands that count against the limit, field by field (the Hücke and your own side)."""
    from engine.games.verkehren import board as B

    from gui.games.verkehren.words import field_words

    mine = B.views(tuple(board), (bar[0], bar[1]), me)[0]
    parts = [Part(QCoreApplication.translate("Verkehren", "A band of %1 stones on %2").replace("%1", str(mine[k]))
                  .replace("%2", field_words(k)), 1.0, "huecke" if k == B.HUECKE else "bands")
             for k in B.band_fields(mine)]
    title = QCoreApplication.translate("Verkehren", "Your bands: %1").replace("%1", str(total))
    e = Explanation(title, "band-limit", parts, float(total))
    e.note = (QCoreApplication.translate("Verkehren", "You may have at most %1 bands in the Hücke and on your own side; more are punished.")
              .replace("%1", str(limit)) if limit else
              QCoreApplication.translate("Verkehren", "Under the rules in force any number of bands may stand."))
    return e


def explain_match(points: int, target: int) -> Explanation:
    """The length of the match: your points and what is still to win."""
    rest = max(target - points, 0)
    title = QCoreApplication.translate("Verkehren", "A match of %1 points").replace("%1", str(target))
    parts = [Part(QCoreApplication.translate("Verkehren", "Your points: %1").replace("%1", str(points)),
                  float(min(points, target)), "winning"),
             Part(QCoreApplication.translate("Verkehren", "Points still to win: %1").replace("%1", str(rest)), float(rest))]
    e = Explanation(title, "match", parts, float(target))
    e.note = QCoreApplication.translate("Verkehren", "A single game counts one point, a double two.")
    return e
