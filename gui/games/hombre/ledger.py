"""What the last deal did to each balance in the ledger of the L'Hombre family (L'Hombre,
Kaufquadrille, the Quadrille family), read from the session's events: the balance before the
deal, each part that moved it (payments, the bête l'Hombre or a challenger pays into the pot,
what is taken from the pot, the stake put in for the next deal) and the balance after, so that
the ledger's line for the deal adds up to its balances."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from PySide6.QtCore import QCoreApplication


@dataclass
class SeatMoney:
    before: float
    after: float
    parts: list[tuple[str, float]] = field(default_factory=list)   # (kind, amount): + received, − paid


def _seat_map(m: Any) -> dict[int, float]:
    return {int(k): float(v) for k, v in (m or {}).items()}


def last_deal_money(events: Iterable[Any], n: int) -> list[SeatMoney] | None:
    """Per seat, what the last finished deal (and the stake that followed it) did to the balance;
    None before the first deal's end.  Every part is named; what the parts do not explain (a
    settlement the words do not know) is one part ``other``, so the parts always add up."""
    bal = [0.0] * n
    before: list[float] | None = None
    last: dict | None = None
    stake, returned = [0.0] * n, [0.0] * n       # after the last deal's end
    for ev in events:
        d = ev.data or {}
        if ev.kind == "stake":
            for q, v in _seat_map(d.get("put")).items():
                bal[q] -= v
                stake[q] -= v
        elif ev.kind == "session_end":       # the bêtes still waiting go back to those who paid them
            for q, v in _seat_map(d.get("returned")).items():
                bal[q] += v
                returned[q] += v
        elif ev.kind == "deal_end" and "balances" in d and len(d["balances"]) == n:
            before, last = list(bal), dict(d)
            bal = [float(x) for x in d["balances"]]
            stake, returned = [0.0] * n, [0.0] * n
    if last is None or before is None:
        return None
    out = [SeatMoney(before[q], bal[q]) for q in range(n)]
    pays = list(last.get("payments") or [0.0] * n)
    end = [float(x) for x in last["balances"]]
    for q in range(n):
        parts = out[q].parts
        if q < len(pays) and pays[q]:
            parts.append(("payments", float(pays[q])))
        if last.get("bete") and last.get("result") != "win":
            # l'Hombre pays it, or with a partner (the Quadrille family) each his share
            shares = list(last.get("shares") or (1.0, 0.0))
            share = shares[0] if q == last.get("declarer") else (
                shares[1] if last.get("partner") is not None and q == last.get("partner") and len(shares) > 1 else 0.0)
            if share:
                parts.append(("bete", -float(last["bete"]) * float(share)))
        if last.get("challenger_bete") and q == last.get("challenger"):
            parts.append(("bete", -float(last["challenger_bete"])))
        if q in _seat_map(last.get("pot_to")):
            parts.append(("pot", _seat_map(last.get("pot_to"))[q]))
        rest = end[q] - before[q] - sum(v for _, v in parts)
        if abs(rest) > 1e-9:
            parts.append(("other", rest))
        if stake[q]:
            parts.append(("stake", stake[q]))
        if returned[q]:
            parts.append(("returned", returned[q]))
    return out


def money_lines(money: list[SeatMoney], name: Callable[[int], str], amount: Callable[[float], str]) -> list[str]:
    """One line per seat: "You: −4 → −36 (−24 in payments, −4 bête into the pot, −4 stake for the
    next deal)"; a seat the deal left alone reads "Player 3: 12 (unchanged)"."""
    words = {
        "payments": QCoreApplication.translate("Hombre", "%1 in payments"),
        "bete": QCoreApplication.translate("Hombre", "%1 bête into the pot"),
        "pot": QCoreApplication.translate("Hombre", "%1 from the pot"),
        "other": QCoreApplication.translate("Hombre", "%1 in other settlements"),
        "stake": QCoreApplication.translate("Hombre", "%1 stake for the next deal"),
        "returned": QCoreApplication.translate("Hombre", "%1 of the bêtes left, returned at the end"),
    }

    def signed(v: float) -> str:
        return ("+" if v > 0 else "−" if v < 0 else "") + amount(abs(v))

    lines = []
    for q, m in enumerate(money):
        if not m.parts:
            lines.append(QCoreApplication.translate("Hombre", "%1: %2 (unchanged)").replace("%1", name(q)).replace("%2", amount(m.after)))
            continue
        parts = ", ".join(words[k].replace("%1", signed(v)) for k, v in m.parts)
        lines.append(QCoreApplication.translate("Hombre", "%1: %2 → %3 (%4)").replace("%1", name(q)).replace("%2", amount(m.before))
                     .replace("%3", amount(m.after)).replace("%4", parts))
    return lines
