"""The Resti sheet of a Minchiate partita: one row per deal (dealer, both sides' totals,
the difference and the Resti your side won or paid, including those paid during play)
and the Resti of every player in all.  Filled from the engine's ``history``."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGroupBox, QLabel, QTableWidgetItem

from gui.games.minchiate import texts as mt
from gui.table.sheet import deal_table


def your_resti(entry: dict, me: int) -> int:
    """The Resti the person's side won (+) or paid (-) in one deal, from the history entry."""
    mine = 0 if me in entry["sides"][0] else 1
    n = 0
    if entry.get("winner_side") is not None:
        n += entry["resti"] if entry["winner_side"] == mine else -entry["resti"]
    rp = entry.get("resti_during_play", [0, 0])
    return n + rp[mine] - rp[1 - mine]


class RestiSheet(QGroupBox):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("resti_sheet")
        lay, self.table = deal_table(self, 5)
        self.total_label = QLabel()
        self.total_label.setObjectName("resti_totals")
        self.total_label.setWordWrap(True)
        self.total_label.setMinimumHeight(self.total_label.fontMetrics().lineSpacing() * 2 + 4)
        lay.addWidget(self.total_label)
        self.session: Any = None
        self._rows: list[tuple] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Resti sheet"))
        self.table.setHorizontalHeaderLabels([self.tr("Deal"), self.tr("Dealer"), self.tr("Us"), self.tr("Them"),
                                              self.tr("Resti")])
        if self.session is not None:
            self.update_from(self.session)

    def rows(self) -> list[tuple]:
        """(deal, our total, their total, Resti for our side) of every finished deal."""
        return list(self._rows)

    def update_from(self, session) -> None:
        self.session = session
        me = session.human
        obs = session.observation()
        self._rows = []
        self.table.setRowCount(len(obs.history))
        for r, e in enumerate(obs.history):
            mine = 0 if me in e["sides"][0] else 1
            us, them = e["totals"][mine], e["totals"][1 - mine]
            n = your_resti(e, me)
            self._rows.append((e["deal"], us, them, n))
            for c, v in enumerate((str(e["deal"]), mt.seat_name(e["dealer"], me), str(us), str(them), f"{n:+d}")):
                self.table.setItem(r, c, QTableWidgetItem(v))
        if obs.history:
            self.table.scrollToBottom()
        parts = [f"{mt.seat_name(q, me)} {obs.resti[q]:+d}" for q in range(4)]
        deal = self.tr("Deal %1 of %2").replace("%1", str(min(obs.deal_no + 1, obs.deals_total))) \
            .replace("%2", str(obs.deals_total))
        self.total_label.setText(self.tr("Resti in all: %1").replace("%1", ", ".join(parts)) + "\n" + deal)

    def totals(self) -> dict[int, int]:
        obs = self.session.observation()
        return {q: obs.resti[q] for q in range(4)}
