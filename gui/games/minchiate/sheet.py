"""The Resti sheet of a Minchiate partita: one row per deal (dealer, both sides' totals,
the difference and the Resti your side won or paid, including those paid during play)
and the Resti of every player in all.  Filled from the engine's ``history``."""

from __future__ import annotations

from gui.games.minchiate import words as mt
from gui.table.sheet import DealSheet, deal_number


def your_resti(entry: dict, me: int) -> int:
    """The Resti the person's side won (+) or paid (-) in one deal, from the history entry."""
    mine = 0 if me in entry["sides"][0] else 1
    n = 0
    if entry.get("winner_side") is not None:
        n += entry["resti"] if entry["winner_side"] == mine else -entry["resti"]
    rp = entry.get("resti_during_play", [0, 0])
    return n + rp[mine] - rp[1 - mine]


class RestiSheet(DealSheet):
    """:meth:`rows`: (deal, our total, their total, Resti for our side) of every finished deal."""

    def __init__(self, parent=None) -> None:
        super().__init__("resti_sheet", 5, "resti_totals", 2, parent)

    def sheet_title(self) -> str:
        return self.tr("Resti sheet")

    def headers(self) -> list[str]:
        return [self.tr("Deal"), self.tr("Dealer"), self.tr("Us"), self.tr("Them"), self.tr("Resti")]

    def explain(self, row: int):
        from gui.games.minchiate.explain import explain_deal

        hist = self.session.observation().history if self.session is not None else ()
        return explain_deal(hist[row], self.session.human) if 0 <= row < len(hist) else None

    def update_from(self, session) -> None:
        self.session = session
        me = session.human
        obs = session.observation()
        values = []
        lines = []
        for e in obs.history:
            mine = 0 if me in e["sides"][0] else 1
            us, them = e["totals"][mine], e["totals"][1 - mine]
            n = your_resti(e, me)
            values.append((e["deal"], us, them, n))
            lines.append((str(e["deal"]), mt.seat_name(e["dealer"], me), str(us), str(them), f"{n:+d}"))
        self.fill(lines, values)
        parts = [f"{mt.seat_name(q, me)} {obs.resti[q]:+d}" for q in range(4)]
        deal = self.tr("Deal %1 of %2").replace("%1", str(deal_number(self, obs.deal_no, obs.deals_total))) \
            .replace("%2", str(obs.deals_total))
        self.total_label.setText(self.tr("Resti in all: %1").replace("%1", ", ".join(parts)) + "\n" + deal)

    def totals(self) -> dict[int, int]:
        obs = self.session.observation()
        return {q: obs.resti[q] for q in range(4)}
