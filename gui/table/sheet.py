"""What the games' score sheets share: the read-only table of deals, the totals under it and
the sheet itself (:class:`DealSheet`), the sheet of a game without its own (:class:`GenericSheet`) and
the place of the sheet before a game sits down (:class:`SheetSlot`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QCoreApplication, Qt

from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHeaderView, QLabel, QSizePolicy, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from gui.session import GameSession

if TYPE_CHECKING:
    from gui.table.trick import TrickTable


def deal_table(box: QGroupBox, columns: int) -> tuple[QVBoxLayout, QTableWidget]:
    """The layout of a sheet ``box`` (a game's score or settlement sheet) and its
    read-only table of deals: no row numbers, no selection, the columns sharing the width."""
    lay = QVBoxLayout(box)
    table = QTableWidget(0, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setMinimumHeight(80)
    table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
    lay.addWidget(table, 1)
    return lay, table


def totals_label(lay: QVBoxLayout, name: str, lines: int = 0) -> QLabel:
    """The word-wrapped line under a sheet's table (totals, the game in progress), named
    ``name`` and added to ``lay``; ``lines`` > 0 keeps room for that many lines."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    if lines > 0:
        label.setMinimumHeight(label.fontMetrics().lineSpacing() * lines + 4)
    lay.addWidget(label)
    return label


class DealSheet(QGroupBox):
    """A game's score sheet: a group box named ``name`` holding a read-only table of
    ``columns`` columns and under it a totals label named ``totals`` (room for ``lines``
    lines, see :func:`totals_label`).

    A game overrides :meth:`sheet_title` and :meth:`headers` (the texts, re-read on a change
    of language) and :meth:`update_from`, which reads the session and fills the table with
    :meth:`fill`.  ``session`` is the last session shown (None before the first)."""

    def __init__(self, name: str, columns: int, totals: str = "", lines: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        lay, self.table = deal_table(self, columns)
        self.total_label = totals_label(lay, totals, lines)
        self.session: Any = None
        self._rows: list[tuple] = []
        self.retranslate()

    def sheet_title(self) -> str:
        """The box's title in the language of the moment."""
        raise NotImplementedError

    def headers(self) -> list[str]:
        """The column headers in the language of the moment."""
        raise NotImplementedError

    def update_from(self, session: Any) -> None:
        """Show ``session``: keep it in ``session`` and fill the table and the totals."""
        raise NotImplementedError

    def retranslate(self) -> None:
        self.setTitle(self.sheet_title())
        self.table.setHorizontalHeaderLabels(self.headers())
        if self.session is not None:
            self.update_from(self.session)

    def rows(self) -> list[tuple]:
        """What :meth:`fill` kept of the rows shown (their values, or else their texts)."""
        return list(self._rows)

    def fill(self, lines: Sequence[Sequence[str]], values: list[tuple] | None = None,
             scroll: bool = True) -> None:
        """Put the texts ``lines`` in the table, a row each; :meth:`rows` will answer ``values``
        (or, without them, the texts as tuples).  ``scroll``: show the last row when there is
        one (a sheet of deals; a sheet of seats does not scroll)."""
        self._rows = list(values) if values is not None else [tuple(line) for line in lines]
        self.table.setRowCount(len(lines))
        for r, line in enumerate(lines):
            for c, v in enumerate(line):
                self.table.setItem(r, c, QTableWidgetItem(v))
        if scroll and lines:
            self.table.scrollToBottom()


class GenericSheet(QGroupBox):
    """The score sheet of a game without its own: every seat and its score."""

    def __init__(self, table: "TrickTable") -> None:
        super().__init__()
        self.setObjectName("score_sheet")
        self.owner = table
        lay = QVBoxLayout(self)
        self.table = QTableWidget(0, 2)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setMinimumHeight(100)
        lay.addWidget(self.table)
        self.session: GameSession | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("TrickTable", "Scores"))
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("TrickTable", "Seat"),
                                              QCoreApplication.translate("TrickTable", "Score")])
        if self.session is not None:
            self.update_from(self.session)

    def update_from(self, session: GameSession) -> None:
        self.session = session
        scores = session.state.scores()
        self.table.setRowCount(len(scores))
        obs = session.observation()
        for seat, v in enumerate(scores):
            name = self.owner.seat_title(seat, obs)
            for col, text in enumerate((name, f"{v:g}" if isinstance(v, float) else str(v))):
                it = QTableWidgetItem(text)
                if col:
                    it.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(seat, col, it)

    def rows(self) -> list[tuple[str, str]]:
        return [((a.text() if (a := self.table.item(r, 0)) else ""), (b.text() if (b := self.table.item(r, 1)) else ""))
                for r in range(self.table.rowCount())]


class SheetSlot(QWidget):
    """Holds the sheet's place in the side panel until a game sits down."""

    def retranslate(self) -> None:
        pass

    def update_from(self, session: Any) -> None:
        pass
