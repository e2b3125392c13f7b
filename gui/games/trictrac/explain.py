"""The lines of Trictrac's and Toccategli's score explained (issue 27, :mod:`gui.table.explain`):
your points, score by score since they last began again (a hole taken, the relevé); your holes,
hole by hole with the points that made each (a bredouille counting two); Toccategli's games won,
each with its value.  Read from the ``score``, ``hole``, ``marker`` and ``game_won`` events.
Texts keep the context ``Trictrac``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.games.trictrac.words import score_what
from gui.table.explain import Explanation, Part

_SECTION = {"true_hit": "hits", "false_hit": "hits", "coin_hit": "coin", "unplayable": "unplayable",
            "first_off": "bearing-off", "school": "ecole", "petit_jan": "petit-jan", "hold_petit_jan": "petit-jan",
            "grand_jan": "grand-jan", "hold_grand_jan": "grand-jan", "jan_de_retour": "jan-de-retour",
            "hold_jan_de_retour": "jan-de-retour", "jan_de_mezeas": "mezeas", "contre_jan_de_mezeas": "contre-jan",
            "jan_de_deux_tables": "jan-de-deux-tables", "contre_jan_de_deux_tables": "contre-jan",
            "jan_de_trois_coups": "jan-de-trois-coups"}


def _score_part(d: dict) -> Part:
    return Part(score_what(d), float(d.get("points", 0)), _SECTION.get(str(d.get("reason")), "scoring"))


def explain_points(events: list[Any], me: int, total: int, holes: bool = True) -> Explanation:
    """Your points now, score by score since they last began again."""
    start, parts, pending, cur = 0.0, [], [], 0.0
    for ev in events:
        d = ev.data or {}
        if ev.kind == "score" and ev.player == me:
            pending.append(_score_part(d))
        elif ev.kind == "marker":
            new = float(d["points"][me])
            if abs(new - (cur + sum(p.amount for p in pending))) < 1e-9:
                parts += pending
            else:                       # a hole was taken (the points over twelve carry on) or a relevé
                start, parts = new, []
            cur, pending = new, []
        elif ev.kind in ("releve", "game_won"):
            start, parts, cur, pending = 0.0, [], 0.0, []
    title = QCoreApplication.translate("Trictrac", "Your points: %1").replace("%1", str(total))
    e = Explanation(title, "scoring", parts, float(total), start=start,
                    start_text=(QCoreApplication.translate("Trictrac", "Carried over after the last hole") if start
                                else QCoreApplication.translate("Trictrac", "Since the points last began again")))
    if holes:
        e.note = QCoreApplication.translate("Trictrac", "Twelve points make a hole.")
    else:
        e.section = "partie"
    return e


def explain_holes(events: list[Any], me: int, total: int) -> Explanation:
    """Your holes, each with the points that made it."""
    parts: list[Part] = []
    scored: list[Part] = []
    start = 0.0
    for ev in events:
        d = ev.data or {}
        if ev.kind == "score" and ev.player == me:
            scored.append(_score_part(d))
        elif ev.kind == "hole" and ev.player == me:
            made = ", ".join(f"{int(p.amount)} {p.text}" for p in scored) or "—"
            n = int(d["holes"])
            text = (QCoreApplication.translate("Trictrac", "Two holes (bredouille) for %1 points: %2") if n == 2 else
                    QCoreApplication.translate("Trictrac", "One hole for %1 points: %2")).replace(
                "%1", str(int(sum(p.amount for p in scored)))).replace("%2", made)
            parts.append(Part(text, float(n), "bredouille" if n == 2 else "holes"))
            scored = []
        elif ev.kind == "hole":
            scored = []                 # the other's hole wipes out your points
        elif ev.kind == "game_end":
            start, parts, scored = 0.0, [], []
    title = QCoreApplication.translate("Trictrac", "Your holes: %1").replace("%1", str(total))
    return Explanation(title, "holes", parts, float(total), start=start if parts else float(total) - sum(p.amount for p in parts),
                       start_text=QCoreApplication.translate("Trictrac", "Holes before"))


def explain_games(events: list[Any], me: int, total: int) -> Explanation:
    """Toccategli: your games won, each with its value (by the loser's points)."""
    parts = []
    for ev in events:
        d = ev.data or {}
        if ev.kind == "game_won" and ev.player == me:
            parts.append(Part(QCoreApplication.translate("Trictrac", "A game won, the loser at %1 points").replace(
                "%1", str(d.get("loser_points", 0))), float(d.get("value", 1)), "partie"))
    title = QCoreApplication.translate("Trictrac", "Your games won: %1").replace("%1", str(total))
    return Explanation(title, "partie", parts, float(total))
