"""What the games' score sheets share: the read-only table of deals."""

from __future__ import annotations

from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHeaderView, QSizePolicy, QTableWidget,
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
