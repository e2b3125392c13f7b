"""Game ▸ Statistics: the history of the person's finished parties (:mod:`gui.stats`), per game
and opponent level, with a chart of the results over time drawn with QPainter, filters by game
and period, and an export to CSV."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QHeaderView, QLabel,
                               QPushButton, QSizePolicy, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from gui import stats
from gui.registry import uis
from gui.titles import game_title
from gui.units import whole_game

PERIODS = (0, 7, 30, 365)     # days; 0: all time


class ResultsChart(QWidget):
    """One bar per partie, oldest on the left: up for won, down for lost, a short grey mark
    for drawn; the bar's height is the margin in the game's points.  A line shows the share of
    parties won so far."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_chart")
        self.setMinimumHeight(180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.rows: list[dict[str, Any]] = []
        self.live: dict[str, Any] | None = None

    def set_rows(self, rows: list[dict[str, Any]], live: dict[str, Any] | None = None) -> None:
        """The finished parties, and ``live``: the unfinished partie at the table (drawn last,
        outlined, as it stands now), or None."""
        self.rows = [r for r in rows if r.get("result") in stats.RESULTS]
        self.live = live if live is not None and live.get("points_for") is not None else None
        self.update()

    def bars(self) -> list[tuple[str, float]]:
        """(result, margin) per partie, as drawn; the unfinished partie last as ("playing", margin)."""
        out = [(r["result"], float(r["points_for"] - r["points_against"])) for r in self.rows]
        if self.live is not None:
            out.append(("playing", float(self.live["points_for"] - self.live["points_against"])))
        return out

    def bar_labels(self) -> list[str]:
        """The game of each bar, as written under it (its title in the interface language)."""
        out = [game_title(str(r.get("game", ""))) for r in self.rows]
        if self.live is not None:
            out.append(self.tr("%1 (at the table)").replace("%1", game_title(str(self.live["game"]))))
        return out

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().base())
        legend_h = p.fontMetrics().height() + 6
        label_h = p.fontMetrics().height() + 4         # the games' names under the bars
        rect = QRectF(self.rect()).adjusted(8, 8 + legend_h, -8, -8 - label_h)
        bars = self.bars()
        mid = rect.center().y()
        p.setPen(QPen(self.palette().mid().color(), 1))
        p.drawLine(QPointF(rect.left(), mid), QPointF(rect.right(), mid))
        if not bars:
            p.setPen(self.palette().text().color())
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.tr("No partie in this selection yet."))
            p.end()
            return
        top = max(1.0, max(abs(m) for _, m in bars))
        w = rect.width() / len(bars)
        colours = {"won": QColor(46, 125, 50), "lost": QColor(183, 28, 28), "drawn": QColor(120, 120, 120),
                   "playing": QColor(21, 101, 192)}
        won = 0
        line: list[QPointF] = []
        bars_x: list[float] = []
        for i, (result, margin) in enumerate(bars):
            h = max(2.0, abs(margin) / top * (rect.height() / 2 - 2))
            x = rect.left() + i * w
            y = mid - h if result == "won" or (result in ("drawn", "playing") and margin >= 0) else mid
            bar = QRectF(x + w * 0.15, y, max(1.0, w * 0.7), h)
            bars_x.append(x)
            if result == "playing":             # the partie at the table: outlined, not in the share won
                p.setPen(QPen(colours[result], 2, Qt.PenStyle.DashLine))
                p.drawRect(bar)
                continue
            p.fillRect(bar, colours[result])
            won += result == "won"
            share = won / (i + 1)
            line.append(QPointF(x + w / 2, rect.bottom() - share * rect.height()))
        half = rect.bottom() - 0.5 * rect.height()
        p.setPen(QPen(QColor(21, 101, 192, 110), 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(rect.left(), half), QPointF(rect.right(), half))
        p.setPen(QPen(QColor(21, 101, 192), 2))
        for a, b in zip(line, line[1:]):
            p.drawLine(a, b)
        # a legend in words, top left
        p.setPen(self.palette().text().color())
        fm = p.fontMetrics()
        # under each bar its game, as far as the bar's width allows; a run of bars of one game
        # shares one label
        labels = self.bar_labels()
        i = 0
        while i < len(labels):
            j = i
            while j + 1 < len(labels) and labels[j + 1] == labels[i]:
                j += 1
            span = QRectF(bars_x[i], rect.bottom() + 4, w * (j - i + 1), label_h)
            text = fm.elidedText(labels[i], Qt.TextElideMode.ElideRight, int(span.width()) - 2)
            p.drawText(span, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
            i = j + 1
        x, y = rect.left() + 4, rect.top() - legend_h + fm.ascent()
        for colour, text in ((colours["won"], self.tr("won")), (colours["lost"], self.tr("lost")),
                             (QColor(21, 101, 192), self.tr("share of parties won (dashed: half)"))):
            p.fillRect(QRectF(x, y - fm.ascent() + 3, 10, fm.ascent() - 4), colour)
            p.drawText(QPointF(x + 14, y), text)
            x += 14 + fm.horizontalAdvance(text) + 14
        p.end()


class StatisticsDialog(QDialog):
    """``live``: the partie at the table, unfinished: (game, deals over) or a dict with ``game``,
    ``deals``, and as it stands ``points_for``, ``points_against`` and ``level``.  The history
    counts it only once it is finished; until then the table shows it in a row of its own and
    the chart as an outlined bar, each saying it is the partie at the table."""

    def __init__(self, parent=None, live: Any = None) -> None:
        super().__init__(parent)
        if isinstance(live, tuple):
            live = {"game": live[0], "deals": live[1]}
        self.live: dict[str, Any] | None = live
        self.setObjectName("statistics")
        self.setWindowTitle(self.tr("Statistics"))
        lay = QVBoxLayout(self)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("statistics_problem")
        self.problem_label.setWordWrap(True)
        lay.addWidget(self.problem_label)
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Game:")))
        self.game_box = QComboBox()
        self.game_box.setObjectName("statistics_game")
        filters.addWidget(self.game_box)
        filters.addWidget(QLabel(self.tr("Period:")))
        self.period_box = QComboBox()
        self.period_box.setObjectName("statistics_period")
        for days, text in zip(PERIODS, (self.tr("All time"), self.tr("Last 7 days"), self.tr("Last 30 days"),
                                        self.tr("Last 12 months"))):
            self.period_box.addItem(text, days)
        filters.addWidget(self.period_box)
        filters.addStretch(1)
        self.export_button = QPushButton(self.tr("Export as CSV…"))
        self.export_button.setObjectName("statistics_export")
        self.export_button.clicked.connect(lambda: self.export_csv())
        filters.addWidget(self.export_button)
        lay.addLayout(filters)
        self.table = QTableWidget(0, 9)
        self.table.setObjectName("statistics_table")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setHorizontalHeaderLabels([
            self.tr("Game"), self.tr("Opponent level"), self.tr("Parties"), self.tr("Won"), self.tr("Lost"),
            self.tr("Drawn"), self.tr("Average (you : others)"), self.tr("Best"), self.tr("Worst")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        measure = self.tr("Each game's own measure: %1.").replace("%1", "; ".join(
            f"{title}: {points}" for title, points in self._measures().values()))
        explain = {6: self.tr("The points of a partie on average: yours, then your opponents'."),
                   7: self.tr("Your best partie: your points less your opponents'."),
                   8: self.tr("Your worst partie: your points less your opponents'.")}
        for col in (6, 7, 8):
            head = self.table.horizontalHeaderItem(col)
            if head is not None:
                head.setToolTip(explain[col] + "\n" + measure)
        lay.addWidget(self.table, 0)
        # what the average's two numbers are, said under the table, not only in a tooltip
        self.average_label = QLabel(self.tr("Average: the points of a partie on average, yours : your opponents', "
                                            "in each game's own measure (the tooltips name it)."))
        self.average_label.setObjectName("statistics_average")
        self.average_label.setWordWrap(True)
        lay.addWidget(self.average_label)
        self.chart = ResultsChart(self)
        self.chart.setToolTip(self.tr("One bar per partie, oldest on the left: up for won, down for lost, "
                                      "its height the margin in points; the line is the share of parties won."))
        lay.addWidget(self.chart, 1)
        self.empty_label = QLabel(self.tr("No partie finished yet. Every partie you finish is counted here."))
        self.empty_label.setObjectName("statistics_empty")
        self.empty_label.setWordWrap(True)
        lay.addWidget(self.empty_label)
        self.live_label = QLabel()
        self.live_label.setObjectName("statistics_live")
        self.live_label.setWordWrap(True)
        if live is not None:
            game, deals = live["game"], live["deals"]
            if whole_game(game):         # a board game: the game is not over, no deals to count
                self.live_label.setText(self.tr("Your game of %1 at the table is not finished. It is counted here "
                                                "once it is over.").replace("%1", game_title(game)))
            else:
                self.live_label.setText(
                    (self.tr("Your partie of %1 at the table is not finished; no deal of it is over yet.") if deals == 0 else
                     self.tr("Your partie of %1 at the table is not finished: 1 deal of it is over.") if deals == 1 else
                     self.tr("Your partie of %1 at the table is not finished: %2 deals of it are over."))
                    .replace("%1", game_title(game)).replace("%2", str(deals))
                    + " " + self.tr("It is shown as it stands (“at the table”) and counted, with all its deals, "
                                    "once the partie is over."))
        self.live_label.setVisible(live is not None)
        lay.addWidget(self.live_label)
        self.where = QLabel()
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where.setWordWrap(True)
        lay.addWidget(self.where)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.resize(780, 520)
        self.history: stats.History | None = None
        self._open_history()
        self._fill_games()
        self.game_box.currentIndexChanged.connect(lambda _i: self.reload())
        self.period_box.currentIndexChanged.connect(lambda _i: self.reload())
        self.finished.connect(lambda _r: self._close_history())
        self.reload()

    # --------------------------------------------------------------- the data
    def _open_history(self) -> None:
        problem = None
        try:
            self.history = stats.History()
            problem = self.history.problem
        except Exception as e:           # a history that cannot be opened at all: say so, show nothing
            self.history = None
            problem = str(e)
        self.problem_label.setText(self.tr("The statistics could not be read: %1").replace("%1", problem)
                                   if problem else "")
        self.problem_label.setVisible(bool(problem))

    def _close_history(self) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None

    @staticmethod
    def _title(game: str) -> str:
        try:
            return game_title(game)
        except KeyError:
            return game

    def _fill_games(self) -> None:
        self.game_box.addItem(self.tr("All games"), "")
        names = [u.game for u in uis()]
        if self.history is not None:
            names += [g for g in self.history.games() if g not in names]
        for g in names:
            self.game_box.addItem(self._title(g), g)

    @staticmethod
    def _measures() -> dict[str, tuple[str, str]]:
        """game -> (title, the name of its measure) for every registered game."""
        out = {}
        for ui in uis():
            try:
                out[ui.game] = (game_title(ui.game), ui.make_words().points())
            except (KeyError, ImportError, OSError, ValueError):
                continue
        return out

    @staticmethod
    def _decimal(v: float) -> str:
        """One decimal, as the interface language writes it ("0,5" in German)."""
        from gui import i18n

        text = f"{v:.1f}"
        return text.replace(".", ",") if i18n.current_language == "de" else text

    def filters(self) -> tuple[str | None, str | None]:
        game = self.game_box.currentData() or None
        return game, stats.period_start(self.period_box.currentData())

    def set_filters(self, game: str | None = None, days: int = 0) -> None:
        i = self.game_box.findData(game or "")
        if i >= 0:
            self.game_box.setCurrentIndex(i)
        j = self.period_box.findData(days)
        if j >= 0:
            self.period_box.setCurrentIndex(j)
        self.reload()

    def reload(self) -> None:
        from gui.players import level_label

        game, since = self.filters()
        found = self.history.summary(game, since) if self.history is not None else []
        measures = self._measures()
        live = self.live if (self.live is not None and self.live.get("points_for") is not None
                             and game in (None, self.live["game"])) else None
        self.table.setRowCount(len(found) + (live is not None))
        if live is not None:                    # the partie at the table, as it stands
            from gui.players import level_label

            d = int(live.get("deals", 0))
            pf, pa = live.get("points_for"), live.get("points_against")
            cells = [self.tr("%1 (at the table)").replace("%1", self._title(live["game"])),
                     level_label(live["level"]) if live.get("level") else "",
                     self.tr("unfinished, 1 deal") if d == 1 else self.tr("unfinished, %1 deals").replace("%1", str(d)),
                     "", "", "", "" if pf is None else f"{pf:g} : {pa:g}", "", ""]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setToolTip(self.tr("Your partie at the table, not finished: its points so far. "
                                        "It is counted once it is over."))
                self.table.setItem(len(found), c, item)
        for r, row in enumerate(found):
            level = level_label(row["level"]) if row["level"] else self.tr("(unknown)")
            fmt = (lambda v: "" if v is None else f"{v:+d}")
            cells = [self._title(row["game"]), level, str(row["parties"]), str(row["won"]), str(row["lost"]),
                     str(row["drawn"]), self._decimal(row['average_for']) + " : " + self._decimal(row['average_against']),
                     fmt(row["best"]), fmt(row["worst"])]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if c >= 6 and row["game"] in measures:
                    item.setToolTip(measures[row["game"]][1])
                self.table.setItem(r, c, item)
        shown = bool(found) or live is not None
        self.table.setVisible(shown)
        self.average_label.setVisible(shown)
        self.table.resizeColumnsToContents()
        rows_h = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        wanted = self.table.horizontalHeader().length() + self.table.frameWidth() * 2 + 40
        self.resize(min(max(self.width(), wanted), 1200), self.height())
        self.table.setFixedHeight(min(320, self.table.horizontalHeader().height() + rows_h
                                      + 2 * self.table.frameWidth() + 2
                                      + (self.table.horizontalScrollBar().sizeHint().height()
                                         if wanted > 1200 else 0)))
        self.chart.set_rows(self.history.parties(game, since) if self.history is not None else [], live)
        self.chart.setVisible(shown)
        self.export_button.setEnabled(bool(found))
        self.empty_label.setVisible(not found)
        self.where.setText(self.tr("Kept in %1").replace("%1", str(stats.history_path())))

    def export_csv(self, path: str | None = None) -> str | None:
        """Export the rows in the present selection as CSV; without ``path`` a file dialog asks."""
        if self.history is None:
            return None
        if path is None:
            from gui import saves

            saves.saves_dir().mkdir(parents=True, exist_ok=True)
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export statistics"),
                                                  str(saves.saves_dir() / "statistics.csv"), self.tr("CSV files (*.csv)"))
            if not path:
                return None
        game, since = self.filters()
        try:
            self.history.export_csv(Path(path), game, since)
        except OSError as e:
            self.problem_label.setText(self.tr("The statistics could not be exported: %1").replace("%1", str(e)))
            self.problem_label.show()
            return None
        return str(path)
