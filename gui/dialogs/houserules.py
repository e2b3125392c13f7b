"""House rules: a preset plus any option changed, each with a one-line explanation.

Titles, explanations and value labels come from the rules texts
(``resources/rules/<game>.options.<lang>.toml`` through :mod:`gui.texts`), the
same words the rules panel uses.  Values that seat a number of players the game's table
cannot seat (its ``GameUI.table_seats``) are shown but cannot be chosen."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QPushButton,
                               QScrollArea, QVBoxLayout, QWidget)

from engine.options import OptionError, describe_options, make_options
from gui import i18n
from gui import texts as tx


def option_explanations(spec, lang: str) -> dict[str, tuple[str, str, dict]]:
    """option -> (title, one line, {value key: label}) in ``lang``."""
    files = tx.option_texts(spec.name, lang)
    out = {}
    for name, _default, _allowed, doc in describe_options(spec.options_type):
        entry = files.get(name) or {}
        labels = {k: v.get("label", k) for k, v in (entry.get("values") or {}).items() if isinstance(v, dict)}
        out[name] = (entry.get("title") or name.replace("_", " "), entry.get("text") or doc, labels)
    return out


def value_text(v: Any, labels: dict) -> str:
    return labels.get(tx.value_key(v)) or tx.value_key(v).replace("_", " ")


def seats_with(spec, preset: str, name: str, value: Any) -> int | None:
    """How many players the game has with option ``name`` set to ``value`` on ``preset``."""
    try:
        return spec.seat_count(make_options(spec, preset, {name: value}))
    except OptionError:
        return None


class HouseRulesDialog(QDialog):
    """Choose a preset and change any option; ``result_rules()`` gives (preset, options)."""

    def __init__(self, spec, preset: str, options: Any, parent: QWidget | None = None,
                 seats_ok: Callable[[int], bool] | None = None, inert: dict | None = None) -> None:
        super().__init__(parent)
        self.inert = dict(inert or {})      # options that change nothing at the table -> why (a function)
        self.setObjectName("house_rules")
        self.spec = spec
        self.seats_ok = seats_ok    # whether the table seats so many players; None: any
        self.setWindowTitle(self.tr("House rules — %1").replace("%1", spec.title))
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Preset:")))
        self.preset_box = QComboBox()
        self.preset_box.setObjectName("preset")
        for p in spec.presets:
            self.preset_box.addItem(tx.preset_label(spec.name, p), p)
        self.preset_box.setCurrentIndex(list(spec.presets).index(preset))
        self.preset_box.currentIndexChanged.connect(self._preset_changed)
        top.addWidget(self.preset_box, 1)
        reset = QPushButton(self.tr("Back to the preset"))
        reset.clicked.connect(self._preset_changed)
        top.addWidget(reset)
        lay.addLayout(top)
        lay.addWidget(QLabel(self.tr("Options that differ from the preset are shown in bold.")))
        area = QScrollArea()
        area.setWidgetResizable(True)
        inner = QWidget()
        form = QFormLayout(inner)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.boxes: dict[str, QComboBox] = {}
        self.titles: dict[str, QLabel] = {}
        texts = option_explanations(spec, i18n.current_language)
        for name, _default, allowed, _doc in describe_options(spec.options_type):
            title, line, labels = texts[name]
            box = QComboBox()
            box.setObjectName(f"opt_{name}")
            for v in allowed:
                box.addItem(value_text(v, labels), v)
                n = seats_with(spec, preset, name, v) if seats_ok is not None else None
                if n is not None and seats_ok is not None and not seats_ok(n):   # shown, but not chosen
                    model = box.model()
                    item = model.item(box.count() - 1) if isinstance(model, QStandardItemModel) else None
                    if item is not None:
                        item.setEnabled(False)
                        item.setToolTip(self.tr("For %1 players: not yet playable at the table.")
                                        .replace("%1", str(n)))
            box.setToolTip(line)
            box.setEnabled(len(allowed) > 1 and name not in self.inert)
            if name in self.inert:          # greyed out, with the reason under it
                why = self.inert[name]
                line = (line + " " if line else "") + self.tr("Changes nothing at this table: %1").replace(
                    "%1", why() if callable(why) else str(why))
            box.currentIndexChanged.connect(self._mark)
            self.boxes[name] = box
            t = QLabel(title)
            t.setEnabled(name not in self.inert)
            self.titles[name] = t
            col = QVBoxLayout()
            col.setSpacing(0)
            col.addWidget(box)
            expl = QLabel(line)
            expl.setObjectName(f"doc_{name}")
            expl.setWordWrap(True)
            expl.setStyleSheet("color: #4a4a4a;")
            col.addWidget(expl)
            w = QWidget()
            w.setLayout(col)
            form.addRow(t, w)
        area.setWidget(inner)
        lay.addWidget(area, 1)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.resize(720, 640)
        self._load(options)

    def _load(self, options: Any) -> None:
        for name, box in self.boxes.items():
            v = getattr(options, name)
            for i in range(box.count()):
                if box.itemData(i) == v and type(box.itemData(i)) is type(v):
                    box.setCurrentIndex(i)
        self._mark()

    def _preset_changed(self, *_: Any) -> None:
        self._load(self.spec.presets[self.preset_box.currentData()])

    def _mark(self, *_: Any) -> None:
        base = self.spec.presets[self.preset_box.currentData()]
        for name, box in self.boxes.items():
            f = self.titles[name].font()
            f.setBold(box.currentData() != getattr(base, name))
            self.titles[name].setFont(f)

    def result_rules(self) -> tuple[str, Any]:
        preset = self.preset_box.currentData()
        base = self.spec.presets[preset]
        over = {n: b.currentData() for n, b in self.boxes.items() if b.currentData() != getattr(base, n)}
        return preset, make_options(self.spec, preset, over)


def set_option(dialog: HouseRulesDialog, name: str, value: Any) -> None:
    """Choose ``value`` for option ``name`` (used by tests and keyboard users alike)."""
    box = dialog.boxes[name]
    for i in range(box.count()):
        if box.itemData(i) == value:
            model = box.model()
            item = model.item(i) if isinstance(model, QStandardItemModel) else None
            if item is not None and not item.isEnabled():
                raise ValueError(f"{name} = {value!r} cannot be played at this table")
            box.setCurrentIndex(i)
            return
    raise ValueError(f"{name} has no value {value!r}")

