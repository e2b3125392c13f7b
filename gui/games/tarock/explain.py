"""A line of the Tarock forms' score sheet explained (issue 27, :mod:`gui.table.explain`): what
one deal brought you, payment by payment (honours shown, card points over the half, the Pagat,
the game…), from the deal's history entry (``items``: what, payer, payee, amount), each with the
rule that makes it.  Texts keep the context ``Tarock``."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication

from gui.games.tarock.words import reason_words
from gui.table.explain import Explanation, Part

_HONOURS = ("matadors", "matadors_scused", "ten_tarocs", "cavalerie", "scused_cavalerie", "seven_kings",
            "three_honneurs", "four_kings")


def _section(kind: str, game: str) -> str:
    if kind in _HONOURS:
        return "honours"
    if kind.startswith("pagat") or kind == "king_lost":
        return "pagat"
    if kind in ("game", "matadors_joined", "mediateur_card", "mediateur_matadors"):
        return "game"
    return "payments" if game == "tarock" else "scoring"


def explain_deal(entry: dict, me: int, game: str, name: Callable[[int], str]) -> Explanation:
    """What the deal of ``entry`` brought ``me`` (the sheet's "This deal"), payment by payment."""
    parts: list[Part] = []
    for kind, payer, payee, amount in entry.get("items", ()):
        if me not in (payer, payee) or payer == payee or not amount:
            continue
        what = reason_words(kind)
        what = what[:1].upper() + what[1:]
        if payee == me:
            text = QCoreApplication.translate("Tarock", "%1: %2 pays you").replace("%1", what).replace("%2", name(payer))
            amt = float(amount)
        else:
            text = QCoreApplication.translate("Tarock", "%1: you pay %2").replace("%1", what).replace("%2", name(payee))
            amt = -float(amount)
        if kind == "card_points" and entry.get("points"):
            pts = entry.get("side_points") or entry["points"]
            mine = (0 if me in entry["sides"][0] else 1) if entry.get("side_points") else me
            text += " " + QCoreApplication.translate("Tarock", "(you counted %1)").replace("%1", str(pts[mine]))
        parts.append(Part(text, amt, _section(kind, game)))
    total = sum(p.amount for p in parts)
    title = QCoreApplication.translate("Tarock", "Deal %1: %2 for you").replace("%1", str(entry["deal"])).replace(
        "%2", f"{int(total):+d}")
    biggest = max(parts, key=lambda p: abs(p.amount), default=None)
    e = Explanation(title, biggest.section if biggest else ("counting" if game != "tarock" else "payments"),
                    parts, total)
    e.note = QCoreApplication.translate("Tarock", "Your account after the deal: %1").replace(
        "%1", f"{int(entry['ledger'][me]):+d}")
    if not parts:
        e.note = QCoreApplication.translate("Tarock", "Nobody paid you and you paid nobody in this deal.") + " " + e.note
    return e
