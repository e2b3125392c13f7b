"""New game: the game (Piquet or Minchiate), the preset, the opponent (every player kind
registered for the game at run time) -- for Minchiate the partner too -- and who deals first."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout

import engine.players as players
from gui.session import TABLE_SEATS

GAMES = tuple(TABLE_SEATS)         # the games with a table, Piquet first


def opponent_kinds(game: str) -> list[str]:
    try:
        import engine.ai  # noqa: F401  (registers the computer opponents that exist)
    except ImportError:
        pass
    kinds = [k for k in players.PLAYER_KINDS if k == "random" or k.startswith(game) or "-" not in k]
    return kinds or ["random"]


def player_label(kind: str) -> str:
    """The name a person reads for a computer player kind, in the interface language."""
    names = {"random": QCoreApplication.translate("NewGameDialog", "Random player (plays any legal card)"),
             "piquet-beginner": QCoreApplication.translate("NewGameDialog", "Beginner"),
             "piquet-intermediate": QCoreApplication.translate("NewGameDialog", "Intermediate"),
             "piquet-strong": QCoreApplication.translate("NewGameDialog", "Strong"),
             "minchiate-simple": QCoreApplication.translate("NewGameDialog", "Simple (plays by plain rules of thumb)"),
             "minchiate-partner": QCoreApplication.translate("NewGameDialog", "Good partner (counts cards, plays for the side)")}
    return names.get(kind, kind)


class NewGameDialog(QDialog):
    def __init__(self, spec, settings, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game")
        self.spec = spec
        self.settings = settings
        g = settings.game(spec.name)
        self.setWindowTitle(self.tr("New game of %1").replace("%1", spec.title))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.form = form
        self.game_box = QComboBox()
        self.game_box.setObjectName("game")
        from gui.session import spec_of

        for name in GAMES:
            self.game_box.addItem(spec_of(name).title, name)
        self.game_box.setCurrentIndex(max(self.game_box.findData(spec.name), 0))
        form.addRow(self.tr("Game:"), self.game_box)
        self.preset_box = QComboBox()
        self.preset_box.setObjectName("preset")
        form.addRow(self.tr("Rules (preset):"), self.preset_box)
        self.house_note = QLabel()
        self.house_note.setWordWrap(True)
        form.addRow("", self.house_note)
        self.opponent_box = QComboBox()
        self.opponent_box.setObjectName("opponent")
        self.opponent_label = QLabel()
        form.addRow(self.opponent_label, self.opponent_box)
        self.partner_box = QComboBox()
        self.partner_box.setObjectName("partner")
        self.partner_label = QLabel(self.tr("Your partner:"))
        form.addRow(self.partner_label, self.partner_box)
        self.dealer_box = QComboBox()
        self.dealer_box.setObjectName("first_dealer")
        self.dealer_box.addItem(self.tr("Decided by cutting, as the rules say"), "cut")
        self.dealer_box.addItem(self.tr("I deal first"), "me")
        self.dealer_box.addItem(self.tr("My opponent deals first"), "opponent")
        self.dealer_box.setCurrentIndex(max(self.dealer_box.findData(g.first_dealer), 0))
        self.dealer_label = QLabel(self.tr("Who deals first:"))
        form.addRow(self.dealer_label, self.dealer_box)
        self.seed_box = QSpinBox()
        self.seed_box.setObjectName("seed")
        self.seed_box.setRange(0, 999_999)
        self.seed_box.setSpecialValueText(self.tr("random"))
        form.addRow(self.tr("Shuffle number:"), self.seed_box)
        lay.addLayout(form)
        self.preset_box.currentIndexChanged.connect(self._note)
        self._fill_game()
        self.game_box.currentIndexChanged.connect(self._fill_game)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    def _fill_game(self, *_a) -> None:
        """Presets and computer players of the game chosen; the partner only for Minchiate."""
        from gui.dialogs.houserules import preset_title
        from gui.session import spec_of

        spec = spec_of(self.game_box.currentData())
        self.spec = spec
        g = self.settings.game(spec.name)
        self.setWindowTitle(self.tr("New game of %1").replace("%1", spec.title))
        self.preset_box.blockSignals(True)
        self.preset_box.clear()
        for p in spec.presets:
            self.preset_box.addItem(preset_title(spec, p), p)
        self.preset_box.setCurrentIndex(list(spec.presets).index(g.preset) if g.preset in spec.presets else 0)
        self.preset_box.blockSignals(False)
        self._overrides = dict(g.overrides)
        self._preset0 = g.preset
        partners = spec.players > 2
        for box, chosen in ((self.opponent_box, g.opponent), (self.partner_box, g.partner or g.opponent)):
            box.clear()
            for k in opponent_kinds(spec.name):
                box.addItem(player_label(k), k)
            box.setCurrentIndex(max(box.findData(chosen), 0))
        self.opponent_label.setText(self.tr("Opponents:") if partners else self.tr("Opponent:"))
        for w in (self.partner_label, self.partner_box):
            w.setVisible(partners)
        for w in (self.dealer_label, self.dealer_box):   # Minchiate's players cut for seats and the deal
            w.setVisible(not partners)
        self._note()

    def _note(self, *_a) -> None:
        if self._overrides and self.preset_box.currentData() == self._preset0:
            self.house_note.setText(self.tr("with your house rules: %1").replace(
                "%1", ", ".join(f"{k} = {v}" for k, v in self._overrides.items())))
        else:
            self.house_note.setText("")

    def choices(self) -> dict:
        return {"game": self.game_box.currentData(), "partner": self.partner_box.currentData(),
                "preset": self.preset_box.currentData(), "opponent": self.opponent_box.currentData(),
                "first_dealer": self.dealer_box.currentData(), "seed": self.seed_box.value() or None,
                "keep_overrides": self.preset_box.currentData() == self._preset0}
