"""Settings ▸ Outside programs…: the path of each outside program a computer player drives (a
player kind with ``program`` set, such as an engine spoken to over UCI), for machines where it is not found
by itself (Windows, macOS).  Names no game: the kinds come from the registered specs."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QGridLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QVBoxLayout, QWidget)

__all__ = ["ProgramsDialog", "program_kinds"]


def program_kinds() -> list[tuple[Any, Any]]:
    """(spec, kind) of every registered player kind that drives an outside program."""
    from engine.protocol import games

    return [(spec, k) for spec in games() for k in spec.player_kinds if k.program]


class ProgramsDialog(QDialog):
    """One row per program: what plays with it, its path (typed or chosen) and whether it is found."""

    def __init__(self, programs: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from gui.players import level_label
        from gui.titles import game_title

        self.setObjectName("programs_dialog")
        self.setWindowTitle(self.tr("Outside programs"))
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr("Some computer players drive a program of their own; each row names the game and the "
                               "player. Where the program is not found by itself, give its path here."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        grid = QGridLayout()
        lay.addLayout(grid)
        self.edits: dict[str, QLineEdit] = {}
        self.found: dict[str, QLabel] = {}
        self._kinds: dict[str, Any] = {}
        for row, (spec, kind) in enumerate(program_kinds()):
            if kind.program in self.edits:
                continue
            grid.addWidget(QLabel(f"{game_title(spec.name)}: {level_label(kind.level)}"), 2 * row, 0)
            edit = QLineEdit(programs.get(kind.program, ""))
            edit.setObjectName(f"program_{kind.program}")
            edit.textChanged.connect(lambda _t, key=kind.program: self._check(key))
            choose = QPushButton(self.tr("Choose…"))
            choose.clicked.connect(lambda _c=False, key=kind.program: self._choose(key))
            box = QHBoxLayout()
            box.addWidget(edit, 1)
            box.addWidget(choose)
            grid.addLayout(box, 2 * row, 1)
            found = QLabel()
            found.setWordWrap(True)
            grid.addWidget(found, 2 * row + 1, 1)
            self.edits[kind.program], self.found[kind.program], self._kinds[kind.program] = edit, found, kind
            self._check(kind.program)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(620, self.sizeHint().height())

    def _choose(self, key: str) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the program"), self.edits[key].text())
        if path:
            self.edits[key].setText(path)

    def _check(self, key: str) -> None:
        """Say whether the kind can play with the path as typed (the kind's own check)."""
        import os

        path = self.edits[key].text().strip()
        before = os.environ.get(key)
        try:
            if path:
                os.environ[key] = path
            ok = self._kinds[key].is_available()
        finally:
            if before is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = before
        self.found[key].setText(self.tr("Found: this player is offered.") if ok else
                                self.tr("Not found: this player is not offered until the program is found."))

    def programs(self) -> dict[str, str]:
        return {k: e.text().strip() for k, e in self.edits.items() if e.text().strip()}
