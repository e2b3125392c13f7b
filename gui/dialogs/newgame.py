"""New game: the game (every registered game, grouped by family), the number of players when the
game allows several, the preset, the computer players the game offers -- a partner too where the
game is played in partnerships -- and who deals first where the person may choose."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout,
                               QWidget)

from engine.options import options_from_mapping
from engine.protocol import GameSpec, get_game
from gui.registry import seat_options, ui_for, uis
from gui.players import has_partners, kind_label, kinds
from gui.session import GameSetup, offers_first_dealer
from gui.titles import game_title

__all__ = ["NewGameDialog", "game_entries", "player_label"]


def player_label(kind: str, game: str | None = None) -> str:
    """The name a person reads for a computer player kind, in the interface language."""
    spec = None
    if game:
        try:
            spec = get_game(game)
        except KeyError:
            spec = None
    return kind_label(spec, kind)


def game_entries() -> list[tuple[str, list[GameSpec]]]:
    """Every registered game the engine knows, as (family, games) in menu order: a family stands
    where its first game does."""
    out: dict[str, list[GameSpec]] = {}
    for ui in uis():
        try:
            spec = get_game(ui.game)
        except KeyError:
            continue
        out.setdefault(spec.family or spec.name, []).append(spec)
    return list(out.items())


class NewGameDialog(QDialog):
    def __init__(self, spec: GameSpec, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game")
        self.spec = spec
        self.settings = settings
        g = settings.game(spec.name)
        self.setWindowTitle(self.tr("New game of %1").replace("%1", game_title(spec.name)))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.form = form
        self.game_box = QComboBox()
        self.game_box.setObjectName("game")
        model = self.game_box.model()
        for family, specs in game_entries():
            if len(specs) > 1:          # a family of several games: its name as a heading
                head_title = next((game_title(x.name) for x in specs if x.name == family), family[:1].upper() + family[1:])
                self.game_box.addItem(head_title, None)
                if isinstance(model, QStandardItemModel):
                    head = model.item(self.game_box.count() - 1)
                    head.setEnabled(False)
                    f = head.font()
                    f.setBold(True)
                    head.setFont(f)
            for s in specs:
                self.game_box.addItem(("    " if len(specs) > 1 else "") + game_title(s.name), s.name)
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
        spec = get_game(name)
        self.spec = spec
        g = self.settings.game(spec.name)
        self.setWindowTitle(self.tr("New game of %1").replace("%1", game_title(spec.name)))
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
        own = self._first_labels(spec)       # a game may word the choice its own way (e.g. which colour a seat plays)
        self.dealer_label.setText(own["title"] if own else self.tr("Who deals first:"))
        if not own or own.get("cut"):
            self.dealer_box.addItem(own["cut"] if own else self.tr("Decided by cutting, as the rules say"), "cut")
        self.dealer_box.addItem(own["me"] if own else self.tr("I deal first"), "me")
        self.dealer_box.addItem(own["opponent"] if own else (self.tr("My opponent deals first") if n == 2
                                else self.tr("The player after me deals first")), "opponent")
        self.dealer_box.setCurrentIndex(max(self.dealer_box.findData(g.first_dealer), 0))
        dealer = offers_first_dealer(spec, n)
        for w in (self.dealer_label, self.dealer_box):
            w.setVisible(dealer)
        self._note()

    @staticmethod
    def _first_labels(spec: Any) -> dict[str, str] | None:
        """The game's words for who begins (its words' ``first_labels()``: ``title``, ``me``,
        ``opponent`` and ``cut``, empty when the rules draw no lots), or None: the dealing words."""
        try:
            words = ui_for(spec.name).make_words()
        except (KeyError, ImportError, AttributeError):
            return None
        labels = getattr(words, "first_labels", None)
        return labels() if callable(labels) else None

    def _note(self, *_a: Any) -> None:
        """The house rules that will apply, as chosen now: the option that seats the players is
        the Players box's, never a house rule of an earlier game."""
        seating = {k for over in self._seat_options.values() for k in over}
        house = {k: v for k, v in self.overrides().items() if k not in seating}
        if house:
            from gui.texts import option_lines     # the options' titles and values in words

            self.house_note.setText(self.tr("with your house rules: %1").replace(
                "%1", ", ".join(f"{t}: {v}" for t, v in option_lines(self.spec.name, house))))
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

    def setup(self) -> GameSetup:
        """The game chosen, in one piece (:class:`~gui.session.GameSetup`)."""
        spec = get_game(self.game_box.currentData())
        preset = self.preset_box.currentData()
        overrides = self.overrides()
        options = options_from_mapping(spec, {"preset": preset, "options": overrides})[1]
        return GameSetup.of(spec, preset, options, self.opponent_box.currentData(),
                            self.partner_box.currentData() if has_partners(spec) else None,
                            self.dealer_box.currentData() if self.dealer_box.isVisibleTo(self) else "cut",
                            self.seed_box.value() or None, overrides)
