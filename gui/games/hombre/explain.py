"""A line of the L'Hombre family's ledger explained (issue 27, :mod:`gui.table.explain`): what one
deal did to your balance — the payments of the game won or lost, the bête into the pot (worked out:
the pot played for, doubled by a codille where the rules double it), what came from the pot, the
stake for the next deal — from the balance before to the balance after, each part with its rule.
Read from the session's events (:func:`gui.games.hombre.ledger.last_deal_money`, deal by deal), so
it serves L'Hombre, Kaufquadrille and the Quadrille family alike.  Texts keep the context ``Hombre``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.games.hombre.ledger import SeatMoney, last_deal_money
from gui.table.explain import Explanation, Part, number


def deals_money(events: list[Any], n: int) -> list[tuple[dict, list[SeatMoney]]]:
    """Per finished deal: its ``deal_end`` data and what it (and the stake after it) did to each
    balance."""
    ends = [i for i, ev in enumerate(events) if ev.kind == "deal_end" and "balances" in (ev.data or {})
            and len(ev.data["balances"]) == n]
    out = []
    for k, i in enumerate(ends):
        upto = ends[k + 1] if k + 1 < len(ends) else len(events)
        money = last_deal_money(events[:upto], n)
        if money is not None:
            out.append((dict(events[i].data), money))
    return out


def explain_deal(d: dict, m: SeatMoney, me: int, result_line: Callable[[dict, int], str], unit: float = 1.0,
                 unit_word: str = "") -> Explanation:
    """Your balance after the deal ``d`` (``m``: what moved it), in markers (``unit`` 1) or Groschen
    (``unit`` 2 markers a Groschen)."""
    parts: list[Part] = []
    for kind, v in m.parts:
        v = v / unit
        if kind == "payments":
            text = (QCoreApplication.translate("Hombre", "Payments received for the game") if v > 0 else
                    QCoreApplication.translate("Hombre", "Payments made for the game"))
            pays = [float(x) / unit for x in (d.get("payments") or ())]
            others = [x for q, x in enumerate(pays) if q != me and x * v < 0]
            if others and all(abs(x - others[0]) < 1e-9 for x in others) and abs(abs(others[0]) * len(others) - abs(v)) < 1e-9:
                text += ": " + QCoreApplication.translate("Hombre", "%1 × %2").replace("%1", str(len(others))).replace(
                    "%2", number(abs(others[0])))
            details = []
            if d.get("matadors"):
                details.append(QCoreApplication.translate("Hombre", "%1 matadors").replace("%1", str(d["matadors"])))
            if d.get("vole") == "made":
                details.append(QCoreApplication.translate("Hombre", "the vole made"))
            elif d.get("vole") == "failed":
                details.append(QCoreApplication.translate("Hombre", "the vole failed"))
            if details:
                text += " (" + ", ".join(details) + ")"
            section = "payments"
        elif kind == "bete":
            pot = float(d.get("pot", 0)) / unit
            full = float(d.get("bete") or d.get("challenger_bete") or 0) / unit or abs(v)
            if d.get("doubled") and abs(full - 2 * pot) < 1e-9:
                text = QCoreApplication.translate("Hombre", "Bête into the pot: %1 = the pot of %2, doubled by the codille")
                section = "codille-doubling"
            else:
                text = QCoreApplication.translate("Hombre", "Bête into the pot: %1 (the pot played for: %2)")
                section = "betes"
            text = text.replace("%1", number(full)).replace("%2", number(pot))
            if abs(full - abs(v)) > 1e-9:          # l'Hombre and his partner share it (the Quadrille family)
                text += " " + QCoreApplication.translate("Hombre", "(your share: %1)").replace("%1", number(abs(v)))
        elif kind == "pot":
            text = QCoreApplication.translate("Hombre", "Your share of the pot taken")
            section = "pot"
        elif kind == "stake":
            text = QCoreApplication.translate("Hombre", "Your stake into the pot for the next deal")
            section = "pot"
        elif kind == "returned":
            text = QCoreApplication.translate("Hombre", "The bêtes left, returned at the end of the sitting")
            section = "sitting-end"
        else:
            text = QCoreApplication.translate("Hombre", "Other settlements of the deal")
            section = "results"
        parts.append(Part(text, v, section))
    title = QCoreApplication.translate("Hombre", "Deal %1: your balance %2").replace("%1", str(d.get("deal", ""))).replace(
        "%2", number(m.after / unit) + (" " + unit_word if unit_word else ""))
    main = next((p.section for p in parts if p.section in ("codille-doubling", "betes")), None) or (
        "payments" if any(p.section == "payments" for p in parts) else "results")
    e = Explanation(title, main, parts, m.after / unit, start=m.before / unit,
                    start_text=QCoreApplication.translate("Hombre", "Your balance before the deal"))
    e.note = result_line(d, me)
    return e
