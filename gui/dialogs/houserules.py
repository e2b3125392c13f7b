"""House rules: a preset plus any option changed, each with a one-line explanation.

Explanations come from the rules texts (``resources/rules/<game>.options.<lang>.toml``
through :mod:`gui.panels.rules_text`) when they are there; otherwise from the options'
own English ``doc`` strings, or our German lines below."""

from __future__ import annotations

import dataclasses
import tomllib
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QPushButton,
                               QScrollArea, QVBoxLayout, QWidget)

from engine.options import describe_options, make_options
from gui import i18n

GERMAN_DOCS = {
    "first_dealer_rule": "Wie der erste Geber bestimmt wird.",
    "cut_tie": "Gleich hohe Karten beim Ziehen: noch einmal ziehen.",
    "next_partie_first_dealer": "Wer in der nächsten Partie zuerst gibt.",
    "deal_packet_size": "Karten je Wurf beim Geben (nur Darstellung).",
    "talon_dealt_at": "Wann der Talon abgelegt wird (nur Darstellung).",
    "carte_blanche": "Carte blanche zählt 10.",
    "younger_blanche_announce": "Wann die Hinterhand eine Carte blanche zeigt.",
    "blanche_counts_for_pique_repique": "Die 10 der Carte blanche zählen zu den 30 für Pique und Repique.",
    "elder_min_exchange": "Wie viele Karten die Vorhand mindestens kauft.",
    "younger_min_exchange": "Wie viele Karten die Hinterhand mindestens kauft.",
    "unused_talon_visibility": "Wer die liegen gebliebenen Talonkarten sehen darf.",
    "point_scoring": "Was der Punkt zählt.",
    "point_min_cards": "Kürzeste Farbe, die als Punkt zählt.",
    "quart_value": "Wert einer Quart.",
    "trio_value": "Wert eines Trios.",
    "declaration_proof": "Ob gewertete Kombinationen vorgezeigt werden.",
    "score_precedence": "In welcher Reihenfolge die Punkte gutgeschrieben werden.",
    "pique_play_trick_limit": "Bis zu welchem Stich Spielpunkte zum Pique zählen.",
    "play_point_min_rank": "Niedrigste Karte, die beim Ausspielen oder Stechen zählt.",
    "last_trick_extra": "Zusatzpunkte für den letzten Stich.",
    "carte_rouge": "Carte rouge zählt 20.",
    "partie_format": "Wie eine Partie gespielt und abgerechnet wird.",
    "target_score": "Punktzahl, mit der man eine Zielpartie gewinnt.",
    "double_win_rule": "Wann der Sieger doppelt gewinnt.",
    "repique_in_target_game": "Was ein Repique in einer Zielpartie bedeutet.",
    "four_deal_scoring": "Wie Partien über vier Spiele gezählt werden.",
    "partie_tie": "Gleichstand in einer Partie fester Länge.",
    "lese_carryover": "Nach sechs zu sechs Stichen sind die nächsten Karten 10 mehr wert.",
    "settlement_unit": "Punkte je Zahlungseinheit (kaufmännisch gerundet).",
    "trick_review": "Welche gespielten Karten man nachsehen darf.",
    "enforce_legal_play": "Nur regelgerechte Züge sind möglich (keine Regelverstöße).",
    "revoke_penalty": "Strafe für Nichtbedienen; gilt nie, solange regelgerechtes Spiel erzwungen wird.",
    "variant": "Die Spielform.",
    "variant_bonus_mode": "Bonus in den Varianten mit 20 Punkten.",
}


def _rules_texts(game: str, lang: str) -> dict[str, Any]:
    try:
        from gui.panels.rules_text import option_texts

        return option_texts(game, lang)
    except Exception:
        pass
    try:
        path = i18n.repo_path("resources", "rules", f"{game}.options.{lang}.toml")
        return tomllib.loads(path.read_text(encoding="utf-8")).get("options", {})
    except Exception:
        return {}


def preset_title(spec, preset: str, lang: str | None = None) -> str:
    """The preset's name for people ("Classic (about 1900)"), else its identifier."""
    lang = lang or i18n.current_language
    try:
        path = i18n.repo_path("resources", "rules", f"{spec.name}.options.{lang}.toml")
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        return data["presets"][preset]["title"]
    except Exception:
        return preset


def option_explanations(spec, lang: str) -> dict[str, tuple[str, str, dict]]:
    """option -> (title, one line, {value key: label}) in ``lang``."""
    files = _rules_texts(spec.name, lang)
    out = {}
    for name, _default, _allowed, doc in describe_options(spec.options_type):
        entry = files.get(name) or {}
        line = entry.get("text") or (GERMAN_DOCS.get(name) if lang == "de" else None) or doc
        title = entry.get("title") or name.replace("_", " ")
        labels = {k: v.get("label", k) for k, v in (entry.get("values") or {}).items() if isinstance(v, dict)}
        out[name] = (title, line, labels)
    return out


def value_text(v: Any, labels: dict) -> str:
    key = ("true" if v else "false") if isinstance(v, bool) else str(v)
    return labels.get(key) or key.replace("_", " ")


class HouseRulesDialog(QDialog):
    """Choose a preset and change any option; ``result_rules()`` gives (preset, options)."""

    def __init__(self, spec, preset: str, options: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("house_rules")
        self.spec = spec
        self.setWindowTitle(self.tr("House rules — %1").replace("%1", spec.title))
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Preset:")))
        self.preset_box = QComboBox()
        self.preset_box.setObjectName("preset")
        for p in spec.presets:
            self.preset_box.addItem(preset_title(spec, p), p)
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
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)
        self.boxes: dict[str, QComboBox] = {}
        self.titles: dict[str, QLabel] = {}
        texts = option_explanations(spec, i18n.current_language)
        for name, _default, allowed, _doc in describe_options(spec.options_type):
            title, line, labels = texts[name]
            box = QComboBox()
            box.setObjectName(f"opt_{name}")
            for v in allowed:
                box.addItem(value_text(v, labels), v)
            box.setToolTip(line)
            box.setEnabled(len(allowed) > 1)
            box.currentIndexChanged.connect(self._mark)
            self.boxes[name] = box
            t = QLabel(title)
            t.setToolTip(name)
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
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
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
            box.setCurrentIndex(i)
            return
    raise ValueError(f"{name} has no value {value!r}")


_ = (dataclasses, Qt)
