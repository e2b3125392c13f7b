"""The partie's score sheet: one row per deal, the partie totals, the target or rubicon,
and the settlement once the partie is over.  Filled from the engine's observation
(``history``, ``deal_scores``, ``partie_scores``) and its ``partie_end`` event."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QLabel, QSizePolicy, QTableWidgetItem

from gui.games.piquet.explain import deal_events, explain_points
from gui.games.piquet.forms_tally import Tally, tally
from gui.table.explain import Explanation, explain_tip, make_activatable, show_explanation
from gui.table.sheet import DealSheet, deal_table


class ScoreSheet(QGroupBox):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("score_sheet")
        lay, self.table = deal_table(self, 4)
        self.total_label = QLabel()
        self.total_label.setObjectName("totals")
        self.format_label = QLabel()
        self.format_label.setWordWrap(True)
        self.settlement_label = QLabel()
        self.settlement_label.setObjectName("settlement")
        self.settlement_label.setWordWrap(True)
        f = self.settlement_label.font()
        f.setBold(True)
        self.settlement_label.setFont(f)
        for w in (self.total_label, self.format_label, self.settlement_label):
            w.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
            lay.addWidget(w)
        for w, lines in ((self.format_label, 2), (self.settlement_label, 3)):
            w.setMinimumHeight(w.fontMetrics().lineSpacing() * lines + 4)
        # word-wrapped labels give the layout no height-for-width: reserve the whole sheet's room,
        # so a small window scrolls the side panel instead of drawing the totals over the table
        line = self.fontMetrics().lineSpacing()
        m = lay.contentsMargins()
        self.setMinimumHeight(self.table.minimumHeight() + line * 7 + 4 * lay.spacing() + m.top() + m.bottom() + 24)
        self.session = None
        self.settlement: dict | None = None
        self._rows: list[tuple[int, int, int]] = []
        make_activatable(self.table, self.activate)
        self.retranslate()

    def explain(self, row: int) -> Explanation | None:
        """Your points in the deal of row ``row`` (a finished deal, or the one in play), part by part."""
        s = self.session
        if s is None or row < 0 or row >= self.table.rowCount():
            return None
        me = s.human
        deals = deal_events(s.events_so_far())
        obs = s.observation()
        # the sheet shows the history of the partie in play: its rows are the last deals played
        done = len(deals) - 1
        first = done - len(obs.history)
        if row < len(obs.history):
            evs, total, no = deals[first + row], obs.history[row]["scores"][me], obs.history[row]["deal"]
            title = self.tr("Deal %1: your %2 points").replace("%1", str(no)).replace("%2", str(total))
        else:
            evs, total = deals[-1], obs.deal_scores[me]
            title = self.tr("Deal %1 so far: your %2 points").replace("%1", str(obs.deal_no)).replace("%2", str(total))
        e = explain_points(evs, me, title, total)
        other = explain_points(evs, 1 - me, "", 0)
        theirs = sum(int(p.amount) for p in other.parts)
        e.note = self.tr("Your opponent made %1 in this deal.").replace("%1", str(theirs))
        if other.parts:
            e.note += " " + "; ".join(p.text for p in other.parts) + "."
        return e

    def activate(self, row: int) -> bool:
        return show_explanation(self, self.explain(row), lambda: self.explain(row))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Score sheet"))
        self.table.setHorizontalHeaderLabels([self.tr("Deal"), self.tr("Dealer"), self.tr("You"), self.tr("Opponent")])
        self.table.setToolTip(explain_tip())
        if self.session is not None:
            self.update_from(self.session)
            if self.settlement is not None:
                self.partie_ended(self.settlement, self.session.human)

    def set_session(self, session) -> None:
        self.session = session
        self.settlement = None
        self.settlement_label.setText("")
        for ev in session.events_so_far():
            if ev.kind == "partie_end":
                self.partie_ended(ev.data, session.human)
        self.update_from(session)

    def rows(self) -> list[tuple[int, int, int]]:
        """(deal number, your score, opponent's score) of every finished deal shown."""
        return list(self._rows)

    def update_from(self, session) -> None:
        self.session = session
        me = session.human
        obs = session.observation()
        hist = [d for d in obs.history]
        self._rows = [(d["deal"], d["scores"][me], d["scores"][1 - me]) for d in hist]
        running = obs.phase not in ("cut", "choose_dealer", "deal", "over") and obs.deal_no and \
            not any(d["deal"] == obs.deal_no for d in hist)
        n = len(hist) + (1 if running else 0)
        self.table.setRowCount(n)
        for r, d in enumerate(hist):
            self._set_row(r, str(d["deal"]), self._who(d["dealer"], me), d["scores"][me], d["scores"][1 - me])
        if running:
            self._set_row(len(hist), f"{obs.deal_no} …", self._who(obs.dealer, me), obs.deal_scores[me],
                          obs.deal_scores[1 - me])
        o = obs.options
        ps = obs.partie_scores
        if session.is_over() and self.settlement is not None:
            ps = tuple(self.settlement.get("scores", ps))
        partie_no = obs.partie_no - 1 if session.is_over() and self.settlement is not None else obs.partie_no
        self.total_label.setText(self.tr("Partie %1 — you %2, opponent %3").replace("%1", str(partie_no))
                                 .replace("%2", str(ps[me])).replace("%3", str(ps[1 - me])))
        if o.partie_format == "target":
            text = self.tr("The first to reach %1 wins the partie.").replace("%1", str(o.target_score))
        elif o.partie_format == "rubicon_six_deals":
            text = self.tr("Six deals; a loser below 100 is rubiconed.")
        elif o.partie_format.startswith("four_deals"):
            text = self.tr("Four deals; the higher total wins.")
        else:
            text = self.tr("Every deal is settled on the difference.")
        self.format_label.setText(text)

    def _who(self, seat, me) -> str:
        if seat is None:
            return ""
        return self.tr("You") if seat == me else self.tr("Opponent")

    def _set_row(self, r: int, deal: str, dealer: str, mine: int, theirs: int) -> None:
        for c, v in enumerate((deal, dealer, str(mine), str(theirs))):
            self.table.setItem(r, c, QTableWidgetItem(v))

    def partie_ended(self, data: dict, me: int) -> None:
        self.settlement = dict(data)
        w = data.get("winner")
        sc = data.get("scores", [0, 0])
        if w is None:
            head = self.tr("Partie drawn, %1 to %2.").replace("%1", str(sc[me])).replace("%2", str(sc[1 - me]))
        elif w == me:
            head = self.tr("You won the partie, %1 to %2.").replace("%1", str(sc[me])).replace("%2", str(sc[1 - me]))
        else:
            head = self.tr("Your opponent won the partie, %1 to %2.").replace("%1", str(sc[1 - me])).replace("%2", str(sc[me]))
        parts = [head]
        if data.get("rubicon"):
            parts.append(self.tr("The loser is rubiconed."))
        if "payment" in data:
            parts.append(self.tr("Settlement: %1 points.").replace("%1", str(data["payment"])))
        elif "stakes" in data:
            n = data["stakes"]
            parts.append(self.tr("Settlement: one stake.") if n == 1
                         else self.tr("Settlement: %1 stakes.").replace("%1", str(n)))
            if data.get("double"):
                parts.append(self.tr("The loser stayed so far behind that the winner wins double."))
        elif "parties" in data:
            n = data["parties"]
            parts.append(self.tr("Settlement: one partie.") if n == 1
                         else self.tr("Settlement: %1 parties.").replace("%1", str(n)))
        self.settlement_label.setText(" ".join(parts))


class FormsSheet(DealSheet):
    """The score sheet of the Piquet forms for three and four: a row per deal with each seat's
    points (a watching King has none), a row per partie with its result, and under it the partie
    so far and the stakes won or paid, so the sheet explains every number the game ends with."""

    def __init__(self, table: Any) -> None:
        self.tab = table
        self.n = 0
        super().__init__("score_sheet", 1, "totals", lines=3)

    def sheet_title(self) -> str:
        return QCoreApplication.translate("PiquetForms", "Score sheet")

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("PiquetForms", "Deal")] + [self.tab.seat_title(q) for q in range(self.n)]

    def explain(self, row: int) -> Explanation | None:
        """The points of a deal's row, part by part, for you (or, if you watched, the first seat
        that played)."""
        from gui.table.explain import fit_sections

        s = self.session
        if s is None:
            return None
        t = self.tally()
        if not 0 <= row < len(t.rows) or t.rows[row].kind != "deal":
            return None
        r = t.rows[row]
        k = sum(1 for x in t.rows[:row] if x.kind == "deal")
        deals = deal_events(s.events_so_far())
        if k >= len(deals) - 1:
            return None
        seat = s.human if s.human in r.points else min(r.points, default=s.human)
        sides = tuple(getattr(s.observation(), "sides", ()) or ())
        partners = len(sides) == self.n and len(set(sides)) < self.n
        side = sides[seat] if partners else seat

        def mine(ev: Any) -> bool:
            d = ev.data or {}
            return d.get("side") == side if "side" in d else ev.player == seat

        total = r.points.get(seat, 0)
        title = QCoreApplication.translate("PiquetForms", "Deal %1: %2 points for %3").replace(
            "%1", str(r.number)).replace("%2", str(total)).replace("%3", self.tab.seat_title(seat))
        e = explain_points(deals[k], seat, title, total, mine)
        return fit_sections(e, s.spec.name, {
            "point": ("point", "declarations"), "sequences": ("sequences-sets", "combinations", "declarations"),
            "sets": ("sequences-sets", "combinations", "declarations"), "carte-blanche": ("carte-blanche", "declarations"),
            "play-points": ("play-points", "play"), "pique-repique": ("neunziger", "scoring", "values"),
            "end-of-deal": ("end", "scoring", "values"), "carte-rouge": ("scoring", "values"),
            "scoring-order": ("scoring", "values")})

    def tally(self) -> Tally:
        s = self.session
        obs = s.observation()
        return tally(s.events_so_far(), self.n, tuple(getattr(obs, "sides", ()) or ()))

    def update_from(self, session: Any) -> None:
        self.session = session
        n = session.spec.seat_count(session.options)
        if n != self.n:
            self.n = n
            self.table.setColumnCount(n + 1)
        self.table.setHorizontalHeaderLabels(self.headers())
        t = self.tally()
        lines, values = [], []
        for r in t.rows:
            if r.kind == "deal":
                label = (QCoreApplication.translate("PiquetForms", "Duel %1") if r.duel else "%1").replace(
                    "%1", f"{r.partie}.{r.number}" if r.partie > 1 else str(r.number))
            else:
                label = QCoreApplication.translate("PiquetForms", "Partie %1").replace("%1", str(r.number))
            lines.append([label] + [str(r.points[q]) if q in r.points else "—" for q in range(n)])
            values.append((r.kind, r.partie, r.number, tuple(r.points.get(q) for q in range(n))))
        self.fill(lines, values)
        for i, r in enumerate(t.rows):
            if r.kind == "partie":
                for c in range(n + 1):
                    item = self.table.item(i, c)
                    if item is not None:
                        f = item.font()
                        f.setBold(True)
                        item.setFont(f)
        self.total_label.setText(self.totals(t))

    def totals(self, t: Tally) -> str:
        s = self.session
        parts = []
        if t.partie_now and not s.is_over():
            parts.append(QCoreApplication.translate("PiquetForms", "This partie so far: %1").replace(
                "%1", ", ".join(f"{self.tab.seat_title(q)} {v}" for q, v in sorted(t.partie_now.items()))))
        net = tuple(getattr(s.observation(), "net", ()) or ())
        if s.is_over():
            net = tuple(s.state.scores())
        if len(net) == self.n:
            parts.append(QCoreApplication.translate("PiquetForms", "Stakes won (+) or paid (−): %1").replace(
                "%1", ", ".join(f"{self.tab.seat_title(q)} {signed(v)}" for q, v in enumerate(net))))
        return "\n".join(parts)


def signed(v: Any) -> str:
    v = int(round(float(v))) if float(v).is_integer() else v
    return f"+{v}" if v > 0 else ("−" + str(abs(v)) if v < 0 else "0")
