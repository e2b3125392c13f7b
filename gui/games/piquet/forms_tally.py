"""The running score of the Piquet forms for three and four (Königspiquet, Räuberpiquet,
Normannisches Piquet), read from the session's events alone (no Qt): each deal's points by
seat, each partie's result, the count of the deal in progress and the partie so far.  The
forms' score sheet, count on the felt, deal banner and prompt all read it, so they agree."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence


def seat_points(data: dict, seats: int, sides: Sequence[int] = ()) -> dict[int, int]:
    """The points of a ``deal_end`` or ``partie_end`` event's ``scores`` by seat: in the order of
    its ``players`` (Königspiquet's pair, the Norman closing partie), per seat when there is one
    score a seat (Normannisches Piquet for three), else per side (Räuberpiquet: both partners
    show their side's points)."""
    scores = [int(v) for v in (data.get("scores") or ())]
    players = data.get("players")
    if players:
        return {int(p): v for p, v in zip(players, scores)}
    if len(scores) == seats:
        return dict(enumerate(scores))
    if sides and len(sides) == seats:
        return {q: scores[sides[q]] for q in range(seats) if sides[q] < len(scores)}
    return {}


@dataclass
class Row:
    kind: str                 # "deal" or "partie"
    partie: int
    number: int               # the deal's number in its partie, or the partie's number
    points: dict[int, int]    # by seat; a seat that did not play has none
    duel: bool = False        # the Norman closing partie for two


@dataclass
class Tally:
    rows: list[Row] = field(default_factory=list)
    deal_now: dict[int, int] = field(default_factory=dict)     # the deal in progress, by seat
    partie_now: dict[int, int] = field(default_factory=dict)   # the finished deals of this partie
    last_deal: Row | None = None


def tally(events: Iterable[Any], seats: int, sides: Sequence[int] = ()) -> Tally:
    t = Tally()
    for ev in events:
        d = ev.data or {}
        if ev.kind in ("deal", "duel_start"):
            t.deal_now = {}
        elif ev.kind in ("score", "pique", "repique") and "deal_score" in d:    # a bonus raises the count too
            side = d.get("side")
            if side is not None and sides and len(sides) == seats and len(set(sides)) < seats:
                for q in range(seats):          # partners: the side's count stands at both
                    if sides[q] == side:
                        t.deal_now[q] = int(d["deal_score"])
            elif ev.player is not None:
                t.deal_now[int(ev.player)] = int(d["deal_score"])
        elif ev.kind == "deal_end":
            pts = seat_points(d, seats, sides)
            row = Row("deal", int(d.get("partie", 0) or 0), int(d.get("deal", 0) or 0), pts, bool(d.get("duel")))
            t.rows.append(row)
            t.last_deal = row
            for q, v in pts.items():
                t.partie_now[q] = t.partie_now.get(q, 0) + v
            t.deal_now = {}
        elif ev.kind == "partie_end":
            t.rows.append(Row("partie", int(d.get("partie", 0) or 0), int(d.get("partie", 0) or 0),
                              seat_points(d, seats, sides), bool(d.get("duel"))))
            t.partie_now = {}
    return t
