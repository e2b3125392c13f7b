"""What the games' score sheets share: the read-only table of deals, the totals under it and
the sheet itself (:class:`DealSheet`), the sheet of a game without its own (:class:`GenericSheet`) and
the place of the sheet before a game sits down (:class:`SheetSlot`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHeaderView, QLabel, QSizePolicy, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from gui.session import GameSession
from gui.table.explain import Explanation, explain_tip, make_activatable, show_explanation

if TYPE_CHECKING:
    from gui.table.trick import TrickTable


def _table_of(w: Any) -> Any:
    """The card table ``w`` is (or sits in: a sheet in its side panel), or None."""
    while w is not None:
        if hasattr(w, "between_deals"):
            return w
        w = w.parentWidget() if hasattr(w, "parentWidget") else None
    return None


def deal_ended(w: Any) -> bool:
    """Whether the table of ``w`` shows a deal's end (until "Next deal", or the game over)."""
    t = _table_of(w)
    s = getattr(t, "session", None)
    return t is not None and (bool(t.between_deals) or (s is not None and s.is_over()))


def deal_number(w: Any, deal_no: int, total: int) -> int:
    """The deal a sheet names from the engine's count of finished deals ``deal_no``: the one in
    play, or the one just finished while its end is shown ("Deal 1 of 8" until "Next deal")."""
    return max(1, min(deal_no if deal_ended(w) else deal_no + 1, total))


def shown_observation(w: Any, session: Any) -> Any:
    """The observation the felt shows (a deal's end as it ended), for a sheet that counts tricks."""
    t = _table_of(w)
    if t is not None and hasattr(t, "_shown_observation") and t.session is session:
        return t._shown_observation()
    return session.observation()


class WordFitTable(QTableWidget):
    """A sheet's table whose columns cut no word off: the first column as wide as its longest
    text, every other at least as wide as its header and its longest single word (a longer text
    wraps between words, its row grows); the width left over is shared out.  When even that is
    more than the panel's width, the table scrolls sideways rather than cut a word ("small
    Indepen…" in a contract column, "Gegenü…" in a narrow side panel)."""

    PAD = 14                    # a cell's margins and grid line

    def __init__(self, rows: int, columns: int) -> None:
        super().__init__(rows, columns)
        self._fit_due = False
        m = self.model()
        for sig in (m.dataChanged, m.rowsInserted, m.rowsRemoved, m.modelReset, m.headerDataChanged):
            sig.connect(self._fit_later)

    def _fit_later(self, *_args: Any) -> None:
        if not self._fit_due:
            self._fit_due = True
            QTimer.singleShot(0, self, self.fit_columns)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def column_needs(self) -> list[int]:
        """The least width of each column: the first its longest text, the others their header
        and their longest word."""
        fm, hfm = self.fontMetrics(), self.horizontalHeader().fontMetrics()
        out = []
        for c in range(self.columnCount()):
            head = self.horizontalHeaderItem(c)
            need = hfm.horizontalAdvance(head.text()) if head is not None else 0
            for r in range(self.rowCount()):
                it = self.item(r, c)
                if it is None or not it.text():
                    continue
                parts = it.text().split("\n") if c == 0 else it.text().split()
                need = max([need] + [fm.horizontalAdvance(x) for x in parts])
            out.append(need + self.PAD)
        return out

    def fit_columns(self) -> None:
        self._fit_due = False
        n = self.columnCount()
        if n == 0:
            return
        need = self.column_needs()
        room = self.viewport().width()
        extra = max(0, room - sum(need))
        head = self.horizontalHeader()
        sharing = list(range(1, n)) or [0]       # the first column keeps its width if others can grow
        for c in range(n):
            head.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            share = 0
            if c in sharing:
                k = sharing.index(c)
                share = extra // len(sharing) + (1 if k < extra % len(sharing) else 0)
            self.setColumnWidth(c, need[c] + share)


def deal_table(box: QWidget, columns: int) -> tuple[QVBoxLayout, QTableWidget]:
    """The layout of a sheet ``box`` (a game's score or settlement sheet) and its
    read-only table of deals: no row numbers, no selection, the columns sharing the width."""
    lay = QVBoxLayout(box)
    table = WordFitTable(0, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    # no text is cut off ("small Indepen…", "Gegenü…"): the first column (the
    # deal, or a seat's name) is as wide as its longest text, the others at least as wide as their
    # longest word and share the rest; a long text wraps in its cell, whose row grows to hold it
    table.horizontalHeader().setStretchLastSection(False)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    table.setWordWrap(True)
    table.setTextElideMode(Qt.TextElideMode.ElideNone)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
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
        make_activatable(self.table, self.activate)
        self.retranslate()

    def explain(self, row: int) -> Explanation | None:
        """What produced row ``row`` (see :mod:`gui.table.explain`); None: the row explains nothing."""
        return None

    def activate(self, row: int) -> bool:
        """The person clicked row ``row`` or pressed Enter on it: open the rules panel at its rule."""
        return show_explanation(self, self.explain(row), lambda: self.explain(row))

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
        self.table.setToolTip(explain_tip())
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
        self.table = WordFitTable(0, 2)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setMinimumHeight(100)
        lay.addWidget(self.table)
        self.session: GameSession | None = None
        make_activatable(self.table, self.activate)
        self.retranslate()

    def explain(self, row: int) -> Explanation | None:
        """What the last deal did to the score of the seat in row ``row``: the table's hooks say it
        (``explain_score``), or nothing."""
        hook = getattr(getattr(self.owner, "hooks", None), "explain_score", None)
        if hook is None or self.session is None:
            return None
        e: Explanation | None = hook(self.owner, self.session, row)
        return e

    def activate(self, row: int) -> bool:
        return show_explanation(self, self.explain(row), lambda: self.explain(row))

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("TrickTable", "Scores"))
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("TrickTable", "Seat"),
                                              QCoreApplication.translate("TrickTable", "Score")])
        self.table.setToolTip(explain_tip())
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
