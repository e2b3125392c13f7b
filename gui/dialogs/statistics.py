"""Statistics: the parties the person has finished, per game, rules and opponent, read from
``stats.toml`` (:mod:`gui.stats`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget, QTableWidgetItem,
                               QVBoxLayout)

from gui import stats
from gui.dialogs.newgame import player_label
from gui.games import uis


class StatisticsDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics")
        self.setWindowTitle(self.tr("Statistics"))
        lay = QVBoxLayout(self)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("statistics_problem")
        self.problem_label.setWordWrap(True)
        lay.addWidget(self.problem_label)
        self.table = QTableWidget(0, 9)
        self.table.setObjectName("statistics_table")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setHorizontalHeaderLabels([
            self.tr("Game"), self.tr("Rules"), self.tr("Opponent"), self.tr("Parties"), self.tr("Won"),
            self.tr("Lost"), self.tr("Drawn"), self.tr("Points for"), self.tr("Points against")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        measure = self.tr("Each game's own measure: %1.").replace("%1", "; ".join(
            f"{title}: {points}" for title, points in self._measures().values()))
        for col in (7, 8):
            head = self.table.horizontalHeaderItem(col)
            if head is not None:
                head.setToolTip(measure)
        lay.addWidget(self.table)
        self.empty_label = QLabel(self.tr("No partie finished yet. Every partie you finish is counted here."))
        self.empty_label.setObjectName("statistics_empty")
        lay.addWidget(self.empty_label)
        self.where = QLabel()
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where.setWordWrap(True)
        lay.addWidget(self.where)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.resize(760, 320)
        self.reload()

    @staticmethod
    def _measures() -> dict[str, tuple[str, str]]:
        """game -> (title, the name of its measure) for every registered game."""
        from gui.session import spec_of

        out = {}
        for ui in uis():
            try:
                out[ui.game] = (spec_of(ui.game).title, ui.make_words().points())
            except (KeyError, ImportError, OSError, ValueError):
                continue
        return out

    def reload(self) -> None:
        from gui.dialogs.houserules import preset_title
        from gui.session import spec_of

        data, problem = stats.load_stats()
        self.problem_label.setText(self.tr("The statistics file could not be read: %1").replace("%1", problem)
                                   if problem else "")
        self.problem_label.setVisible(bool(problem))
        found = stats.rows(data)
        measures = self._measures()
        self.table.setRowCount(len(found))
        for r, (game, preset, opponent, counts) in enumerate(found):
            try:
                spec = spec_of(game)
                names = [spec.title, preset_title(spec, preset) if preset in spec.presets else preset]
            except KeyError:        # a game this version does not have: its counts are still shown
                names = [game, preset]
            cells = names + [player_label(opponent, game)] + [str(counts.get(k, 0)) for k in stats.FIELDS]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if c >= 7 and game in measures:
                    item.setToolTip(measures[game][1])
                self.table.setItem(r, c, item)
        self.table.setVisible(bool(found))
        self.table.resizeColumnsToContents()
        wanted = self.table.horizontalHeader().length() + self.table.frameWidth() * 2 + 24
        self.resize(min(max(self.width(), wanted), 1200), self.height())
        self.empty_label.setVisible(not found)
        self.where.setText(self.tr("Kept in %1").replace("%1", str(stats.stats_path())))
