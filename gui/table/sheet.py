"""What the games' score sheets share: the read-only table of deals."""

from __future__ import annotations

from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHeaderView, QLabel, QSizePolicy, QTableWidget,
                               QVBoxLayout)


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
