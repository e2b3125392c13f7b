"""The rules panel: a dockable browser of the rules, glossary and guided deal.

API for the main window (everything else is internal)::

    dock = RulesDock(parent, game=name, lang="de")   # a game's rules (its GameUI.rules_name texts)
    main_window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.set_game(other, preset)                # another game's rules (opens at its overview)
    dock.set_language("en")                     # "de" | "en"; keeps the section shown
    dock.set_options(preset, options)           # tables follow the rules in force
    dock.show_section("exchange")               # open at a section (raises the dock)
    dock.show_phase(state.phase)                # open at the section for an engine phase
    dock.show_refusal(err.code, err.details)    # explain an IllegalAction; returns the sentence
    dock.show_tutorial_step(tutorial, index)    # the guided first deal (see rules_text.load_tutorial)
    dock.clear_message()
    help_button(dock, "exchange")               # a "?" QToolButton that opens that section

Signals: ``sectionShown(str)`` when a section is shown.

Rendering, tables, search and the refusal sentences come from
:mod:`gui.panels.rules_text` (no Qt), so they are tested without a screen.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QUrl, Signal, Qt
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (QDockWidget, QHBoxLayout, QLabel, QLineEdit, QSplitter, QToolButton,
                               QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from . import rules_text as rt
from gui import texts as tx

__all__ = ["RulesDock", "help_button"]

_UI = {
    "en": {"title": "Rules", "search": "Search the rules…", "back": "◀", "back_tip": "Back",
           "contents": "Contents", "results": "{n} sections found", "none": "Nothing found",
           "rule": "See the rule", "step": "Step {i} of {n}"},
    "de": {"title": "Regeln", "search": "In den Regeln suchen…", "back": "◀", "back_tip": "Zurück",
           "contents": "Inhalt", "results": "{n} Abschnitte gefunden", "none": "Nichts gefunden",
           "rule": "Zur Regel", "step": "Schritt {i} von {n}"},
}

_MESSAGE_STYLE = ("QLabel { background: #fbf0d0; border: 1px solid #c9a95b; border-radius: 3px; "
                  "padding: 6px; color: #3c2a14; }")


class RulesDock(QDockWidget):
    sectionShown = Signal(str)

    def __init__(self, parent: QWidget | None = None, game: str = "", lang: str = "en",
                 preset: str | None = None, options: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDock")
        self.game, self.lang, self.preset, self.options = game, lang, preset, options
        self._current = "overview"
        self._history: list[str] = []
        self._left_pages: dict[str, tuple[str | None, Any]] = {}  # game -> (preset, options) when left by a link
        self._message_section: str | None = None

        w = QWidget(self)
        lay = QVBoxLayout(w)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(4)
        top = QHBoxLayout()
        self.back = QToolButton(w)
        self.back.clicked.connect(self.go_back)
        self.back.setEnabled(False)
        self.search_field = QLineEdit(w)
        self.search_field.setClearButtonEnabled(True)
        self.search_field.textChanged.connect(self._search)
        self.search_field.returnPressed.connect(self._open_first_result)
        top.addWidget(self.back)
        top.addWidget(self.search_field, 1)
        lay.addLayout(top)

        self.message = QLabel(w)
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setStyleSheet(_MESSAGE_STYLE)
        self.message.linkActivated.connect(self._on_message_link)
        self.message.hide()
        lay.addWidget(self.message)

        self.splitter = QSplitter(Qt.Orientation.Vertical, w)
        self.tree = QTreeWidget(self.splitter)
        self.tree.setHeaderHidden(True)
        self.tree.setIndentation(12)
        self.tree.itemActivated.connect(self._on_item)
        self.tree.itemClicked.connect(self._on_item)
        self.browser = QTextBrowser(self.splitter)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_anchor)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 3)
        lay.addWidget(self.splitter, 1)
        self.setWidget(w)
        self._rebuild()

    # ------------------------------------------------------------ public API
    def set_language(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self._rebuild()

    def set_game(self, game: str, preset: str | None = None, options: Any = None) -> None:
        """Show another game's rules (from its overview), with its preset and options."""
        if game != self.game or preset != self.preset or options is not self.options:
            self.game, self.preset, self.options = game, preset, options
            self._current = "overview"
            self._history.clear()
            self.back.setEnabled(False)
            self._rebuild()

    def set_options(self, preset: str | None, options: Any = None) -> None:
        self.preset, self.options = preset, options
        self._rebuild()

    def show_section(self, section_id: str, *, remember: bool = True) -> None:
        if not self.doc.has(section_id):
            section_id = "overview"
        if remember and section_id != self._current:
            self._history.append(self._current)
            self.back.setEnabled(True)
        self._current = section_id
        self.browser.scrollToAnchor(section_id)
        self._select_in_tree(section_id)
        self.sectionShown.emit(section_id)
        if not self.isVisible() and self.parent() is not None:
            self.show()
        self.raise_()

    def show_phase(self, phase: str) -> None:
        self.show_section(tx.phase_section(phase, self.game))

    def show_refusal(self, code: str, details: Mapping[str, Any] | None = None) -> str:
        sentence, section = tx.explain_refusal(code, self.lang, self.game, details)
        self._show_message(sentence, section)
        self.show_section(section)
        return sentence

    def show_tutorial_step(self, tutorial: "rt.Tutorial", index: int) -> None:
        step = tutorial.step(index)
        ui = _UI[self.lang]
        head = f"<b>{ui['step'].format(i=index + 1, n=len(tutorial.steps))}</b> "
        self._show_message(head + tutorial.html(index)[3:-4], step.section, raw=True)
        self.show_section(step.section)

    def clear_message(self) -> None:
        self.message.hide()
        self._message_section = None

    def current_section(self) -> str:
        return self._current

    def go_back(self) -> None:
        if self._history:
            prev = self._history.pop()
            if prev.startswith("rules:"):  # back from another game's page (see _open_other_game)
                game, _, sid = prev[len("rules:"):].partition("#")
                self._open_other_game(game, sid, remember=False)
            else:
                self.show_section(prev, remember=False)
        self.back.setEnabled(bool(self._history))

    def _open_other_game(self, game: str, section: str, *, remember: bool = True) -> None:
        """Follow a link ``rules:GAME#section`` (a form's page links into its family's page);
        Back returns to the page left, with the rules it showed."""
        from engine.protocol import get_game
        history = self._history + ([f"rules:{self.game}#{self._current}"] if remember else [])
        left = self._left_pages
        left[self.game] = (self.preset, self.options)
        if game in left:
            preset, options = left[game]
        else:  # the same preset if that game has it; options belong to their own game
            spec = get_game(game)
            preset = self.preset if self.preset in spec.presets else None
            options = self.options if isinstance(self.options, spec.options_type) else None
        self.set_game(game, preset, options)
        self._history = history
        self.back.setEnabled(bool(history))
        self.show_section(section or "overview", remember=False)

    # ------------------------------------------------------------ internals
    def _rebuild(self) -> None:
        ui = _UI[self.lang]
        self.setWindowTitle(ui["title"])
        self.back.setText(ui["back"])
        self.back.setToolTip(ui["back_tip"])
        self.search_field.setPlaceholderText(ui["search"])
        self.doc = rt.RulesDocument(self.game, self.lang, self.preset, self.options)
        self.browser.setHtml(self.doc.html)
        self._fill_toc()
        if self.search_field.text():
            self._search(self.search_field.text())
        self.clear_message()
        self.show_section(self._current, remember=False)

    def _fill_toc(self) -> None:
        self.tree.clear()
        stack: list[tuple[int, QTreeWidgetItem | None]] = [(0, None)]
        for level, sid, title in self.doc.toc:
            while stack and stack[-1][0] >= level:
                stack.pop()
            parent = stack[-1][1] if stack else None
            item = QTreeWidgetItem([title])
            item.setData(0, Qt.ItemDataRole.UserRole, sid)
            if parent is None:
                self.tree.addTopLevelItem(item)
            else:
                parent.addChild(item)
            stack.append((level, item))
        # rules expanded, glossary entries folded
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None:
                continue
            top.setExpanded(True)
            if top.data(0, Qt.ItemDataRole.UserRole) == "glossary":
                for j in range(top.childCount()):
                    child = top.child(j)
                    if child is not None:
                        child.setExpanded(False)

    def _items(self):
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            it = stack.pop()
            yield it
            stack.extend(it.child(j) for j in range(it.childCount()))

    def _select_in_tree(self, sid: str) -> None:
        for it in self._items():
            if it.data(0, Qt.ItemDataRole.UserRole) == sid:
                self.tree.blockSignals(True)
                self.tree.setCurrentItem(it)
                self.tree.blockSignals(False)
                return

    def _search(self, text: str) -> None:
        if not text.strip():
            self._fill_toc()
            self._select_in_tree(self._current)
            return
        hits = self.doc.search(text)
        self.tree.clear()
        ui = _UI[self.lang]
        head = QTreeWidgetItem([ui["results"].format(n=len(hits)) if hits else ui["none"]])
        head.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.tree.addTopLevelItem(head)
        for sid, title, snippet in hits:
            it = QTreeWidgetItem([title])
            it.setToolTip(0, snippet)
            it.setData(0, Qt.ItemDataRole.UserRole, sid)
            head.addChild(it)
        head.setExpanded(True)

    def _open_first_result(self) -> None:
        hits = self.doc.search(self.search_field.text())
        if hits:
            self.show_section(hits[0][0])

    def _on_item(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        sid = item.data(0, Qt.ItemDataRole.UserRole)
        if sid:
            self.show_section(sid)

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
            return
        if url.scheme() == "rules" and url.path():
            self._open_other_game(url.path(), url.fragment())
            return
        frag = url.fragment() or url.toString().lstrip("#")
        if frag:
            self.show_section(frag)

    def _show_message(self, text: str, section: str, raw: bool = False) -> None:
        import html as _h
        body = text if raw else _h.escape(text)
        self.message.setText(f'{body} <a href="#{section}">{_UI[self.lang]["rule"]}</a>')
        self._message_section = section
        self.message.show()

    def _on_message_link(self, link: str) -> None:
        self.show_section(link.lstrip("#"))


def help_button(dock: RulesDock, section_id: str, parent: QWidget | None = None) -> QToolButton:
    """A small "?" button that opens ``section_id`` in the rules panel."""
    b = QToolButton(parent)
    b.setText("?")
    b.setAutoRaise(True)
    b.setToolTip(_UI[dock.lang]["rule"])
    b.setProperty("rulesSection", section_id)
    b.clicked.connect(lambda: dock.show_section(section_id))
    return b
