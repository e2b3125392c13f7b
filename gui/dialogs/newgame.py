"""New game: the preset, the opponent (every player kind registered for the game at run
time) and who deals first."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout

import engine.players as players


def opponent_kinds(game: str) -> list[str]:
    try:
        import engine.ai  # noqa: F401  (registers the computer opponents that exist)
    except ImportError:
        pass
    kinds = [k for k in players.PLAYER_KINDS if k == "random" or k.startswith(game) or "-" not in k]
    return kinds or ["random"]


class NewGameDialog(QDialog):
    def __init__(self, spec, settings, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game")
        self.spec = spec
        g = settings.game(spec.name)
        self.setWindowTitle(self.tr("New game of %1").replace("%1", spec.title))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.preset_box = QComboBox()
        self.preset_box.setObjectName("preset")
        from gui.dialogs.houserules import preset_title

        for p in spec.presets:
            self.preset_box.addItem(preset_title(spec, p), p)
        self.preset_box.setCurrentIndex(list(spec.presets).index(g.preset) if g.preset in spec.presets else 0)
        form.addRow(self.tr("Rules (preset):"), self.preset_box)
        self.house_note = QLabel()
        self.house_note.setWordWrap(True)
        form.addRow("", self.house_note)
        self.opponent_box = QComboBox()
        self.opponent_box.setObjectName("opponent")
        for k in opponent_kinds(spec.name):
            self.opponent_box.addItem(self._kind_label(k), k)
        i = self.opponent_box.findData(g.opponent)
        self.opponent_box.setCurrentIndex(max(i, 0))
        form.addRow(self.tr("Opponent:"), self.opponent_box)
        self.dealer_box = QComboBox()
        self.dealer_box.setObjectName("first_dealer")
        self.dealer_box.addItem(self.tr("Decided by cutting, as the rules say"), "cut")
        self.dealer_box.addItem(self.tr("I deal first"), "me")
        self.dealer_box.addItem(self.tr("My opponent deals first"), "opponent")
        self.dealer_box.setCurrentIndex(max(self.dealer_box.findData(g.first_dealer), 0))
        form.addRow(self.tr("Who deals first:"), self.dealer_box)
        self.seed_box = QSpinBox()
        self.seed_box.setObjectName("seed")
        self.seed_box.setRange(0, 999_999)
        self.seed_box.setSpecialValueText(self.tr("random"))
        form.addRow(self.tr("Shuffle number:"), self.seed_box)
        lay.addLayout(form)
        self.preset_box.currentIndexChanged.connect(self._note)
        self._overrides = dict(g.overrides)
        self._preset0 = g.preset
        self._note()
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    def _kind_label(self, k: str) -> str:
        names = {"random": self.tr("Random player (plays any legal card)"),
                 "piquet-beginner": self.tr("Beginner"), "piquet-intermediate": self.tr("Intermediate"),
                 "piquet-strong": self.tr("Strong")}
        return names.get(k, k)

    def _note(self, *_a) -> None:
        if self._overrides and self.preset_box.currentData() == self._preset0:
            self.house_note.setText(self.tr("with your house rules: %1").replace(
                "%1", ", ".join(f"{k} = {v}" for k, v in self._overrides.items())))
        else:
            self.house_note.setText("")

    def choices(self) -> dict:
        return {"preset": self.preset_box.currentData(), "opponent": self.opponent_box.currentData(),
                "first_dealer": self.dealer_box.currentData(), "seed": self.seed_box.value() or None,
                "keep_overrides": self.preset_box.currentData() == self._preset0}
