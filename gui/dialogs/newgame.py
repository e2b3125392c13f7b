"""New game: the game (every registered game, grouped by family), the number of players when the
game allows several, the preset, the computer players the game offers -- a partner too where the
game is played in partnerships -- and who deals first where the person may choose."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout,
                               QWidget)

from engine.protocol import GameSpec
from gui.registry import ui_for, uis
from gui.players import has_partners, kind_label, kinds
from gui.session import offers_first_dealer, spec_of

__all__ = ["NewGameDialog", "game_entries", "player_label"]


def player_label(kind: str, game: str | None = None) -> str:
    """The name a person reads for a computer player kind, in the interface language."""
    spec = None
    if game:
        try:
            spec = spec_of(game)
        except KeyError:
            spec = None
    return kind_label(spec, kind)


def game_entries() -> list[tuple[str, list[GameSpec]]]:
    """Every registered game the engine knows, as (family, games) in menu order: a family stands
    where its first game does."""
    out: dict[str, list[GameSpec]] = {}
    for ui in uis():
        try:
            spec = spec_of(ui.game)
        except KeyError:
            continue
        out.setdefault(spec.family or spec.name, []).append(spec)
    return list(out.items())


def seat_options(spec: GameSpec, preset: str) -> dict[int, dict[str, Any]]:
    """Number of players -> the option (relative to ``preset``) that seats them, for every number
    within the spec's seat range that the game's table seats ({} for the preset's own number)."""
    from engine.options import OptionError, describe_options, make_options
    from gui.registry import ui_for

    ui = ui_for(spec.name)
    lo, hi = spec.seat_range
    out: dict[int, dict[str, Any]] = {}
    n0 = spec.seat_count(spec.presets[preset])
    if ui.seats_ok(n0):
        out[n0] = {}
    for name, _default, allowed, _doc in describe_options(spec.options_type):
        for v in allowed:
            try:
                n = spec.seat_count(make_options(spec, preset, {name: v}))
            except OptionError:
                continue
            if n not in out and lo <= n <= hi and ui.seats_ok(n):
                out[n] = {name: v}
    return dict(sorted(out.items()))


class NewGameDialog(QDialog):
    def __init__(self, spec: GameSpec, settings: Any, parent: QWidget | None = None) -> None:
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
        model = self.game_box.model()
        for family, specs in game_entries():
            if len(specs) > 1:          # a family of several games: its name as a heading
                head_title = next((x.title for x in specs if x.name == family), family[:1].upper() + family[1:])
                self.game_box.addItem(head_title, None)
                if isinstance(model, QStandardItemModel):
                    head = model.item(self.game_box.count() - 1)
                    head.setEnabled(False)
                    f = head.font()
                    f.setBold(True)
                    head.setFont(f)
            for s in specs:
                self.game_box.addItem(("    " if len(specs) > 1 else "") + s.title, s.name)
                if not ui_for(s.name).has_table() and isinstance(model, QStandardItemModel):
                    item = model.item(self.game_box.count() - 1)
                    item.setEnabled(False)          # listed, so a person knows it is coming
                    item.setToolTip(self.tr("Not yet playable at the table."))
        self.game_box.setCurrentIndex(max(self.game_box.findData(spec.name), 0))
        form.addRow(self.tr("Game:"), self.game_box)
        self.seats_box = QComboBox()
        self.seats_box.setObjectName("seats")
        self.seats_label = QLabel(self.tr("Players:"))
        form.addRow(self.seats_label, self.seats_box)
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
        self.dealer_label = QLabel(self.tr("Who deals first:"))
        form.addRow(self.dealer_label, self.dealer_box)
        self.seed_box = QSpinBox()
        self.seed_box.setObjectName("seed")
        self.seed_box.setRange(0, 999_999)
        self.seed_box.setSpecialValueText(self.tr("random"))
        form.addRow(self.tr("Shuffle number:"), self.seed_box)
        lay.addLayout(form)
        self.preset_box.currentIndexChanged.connect(self._fill_seats)
        self.seats_box.currentIndexChanged.connect(self._seats_chosen)
        self._fill_game()
        self.game_box.currentIndexChanged.connect(self._fill_game)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    def _fill_game(self, *_a: Any) -> None:
        """Numbers of players, presets and computer players of the game chosen."""
        name = self.game_box.currentData()
        if name is None:                # a family heading: the first game below it
            self.game_box.setCurrentIndex(self.game_box.currentIndex() + 1)
            return
        spec = spec_of(name)
        self.spec = spec
        g = self.settings.game(spec.name)
        self.setWindowTitle(self.tr("New game of %1").replace("%1", spec.title))
        self._overrides = dict(g.overrides)
        self._preset0 = g.preset
        partners = has_partners(spec)
        for box, chosen in ((self.opponent_box, g.opponent), (self.partner_box, g.partner or g.opponent)):
            box.clear()
            for k in kinds(spec):
                box.addItem(kind_label(spec, k.name), k.name)
            box.setCurrentIndex(max(box.findData(chosen), 0))
        for w in (self.partner_label, self.partner_box):
            w.setVisible(partners)
        self._fill_presets()

    def _fill_presets(self, *_a: Any) -> None:
        spec = self.spec
        g = self.settings.game(spec.name)
        names = list(spec.presets)
        from gui.texts import preset_label

        self.preset_box.blockSignals(True)
        self.preset_box.clear()
        for p in names:
            self.preset_box.addItem(preset_label(spec.name, p), p)
        self.preset_box.setCurrentIndex(names.index(g.preset) if g.preset in names else 0)
        self.preset_box.blockSignals(False)
        self._fill_seats()

    def _fill_seats(self, *_a: Any) -> None:
        """The numbers of players the chosen preset can seat (shown when there is a choice)."""
        spec = self.spec
        preset = self.preset_box.currentData()
        self._seat_options = seat_options(spec, preset)
        if preset == self._preset0:
            current = spec.seat_count(self.settings.game(spec.name).options(spec))
        else:
            current = spec.seat_count(spec.presets[preset])
        self.seats_box.blockSignals(True)
        self.seats_box.clear()
        for n in self._seat_options:
            self.seats_box.addItem(str(n), n)
        self.seats_box.setCurrentIndex(max(self.seats_box.findData(current), 0))
        self.seats_box.blockSignals(False)
        for w in (self.seats_label, self.seats_box):
            w.setVisible(len(self._seat_options) > 1)
        self._seats_chosen()

    def _seats_chosen(self, *_a: Any) -> None:
        spec = self.spec
        preset = self.preset_box.currentData()
        n = self.seats_box.currentData()
        if n is None:
            n = spec.seat_count(spec.presets[preset]) if preset in spec.presets else spec.players
        others = n - 1 - (1 if has_partners(spec) else 0)
        self.opponent_label.setText(self.tr("Opponents:") if others > 1 else self.tr("Opponent:"))
        g = self.settings.game(spec.name)
        self.dealer_box.clear()
        self.dealer_box.addItem(self.tr("Decided by cutting, as the rules say"), "cut")
        self.dealer_box.addItem(self.tr("I deal first"), "me")
        self.dealer_box.addItem(self.tr("My opponent deals first") if n == 2
                                else self.tr("The player after me deals first"), "opponent")
        self.dealer_box.setCurrentIndex(max(self.dealer_box.findData(g.first_dealer), 0))
        dealer = offers_first_dealer(spec, n)
        for w in (self.dealer_label, self.dealer_box):
            w.setVisible(dealer)
        self._note()

    def _note(self, *_a: Any) -> None:
        if self._overrides and self.preset_box.currentData() == self._preset0:
            from gui.texts import option_lines     # the options' titles and values in words

            self.house_note.setText(self.tr("with your house rules: %1").replace(
                "%1", ", ".join(f"{t}: {v}" for t, v in option_lines(self.spec.name, self._overrides))))
        else:
            self.house_note.setText("")

    def accept(self) -> None:
        if ui_for(self.spec.name).has_table():
            super().accept()

    def overrides(self) -> dict[str, Any]:
        """The options to play with beyond the preset: the house rules kept (same preset), with
        the option that seats the number of players chosen."""
        keep = dict(self._overrides) if self.preset_box.currentData() == self._preset0 else {}
        for over in self._seat_options.values():
            for k in over:
                keep.pop(k, None)
        keep.update(self._seat_options.get(self.seats_box.currentData(), {}))
        return keep

    def choices(self) -> dict:
        return {"game": self.game_box.currentData(), "overrides": self.overrides(),
                "partner": self.partner_box.currentData() if has_partners(self.spec) else None,
                "preset": self.preset_box.currentData(), "opponent": self.opponent_box.currentData(),
                "first_dealer": self.dealer_box.currentData() if self.dealer_box.isVisibleTo(self) else "cut",
                "seed": self.seed_box.value() or None,
                "keep_overrides": self.preset_box.currentData() == self._preset0}
