"""The rules panel: a dockable browser of the rules, glossary and guided deal.

API for the main window (everything else is internal)::

    dock = RulesDock(parent, game=name, lang="de")   # a game's rules (its GameUI.rules_name texts)
    main_window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.set_game(other, preset)                # the table's game changes (opens at its overview)
    dock.open_page("billard", "overview")      # any page: a game's or a reference page (Back returns)
    dock.show_home_section("exchange")         # the table's game's section, from whatever page is shown
    dock.set_language("en")                     # "de" | "en"; keeps the section shown
    dock.set_options(preset, options)           # tables follow the rules in force
    dock.show_section("exchange")               # open at a section (raises the dock)
    dock.show_phase(state.phase)                # open at the section for an engine phase
    dock.show_refusal(err.code, err.details)    # explain an IllegalAction; returns the sentence
    dock.show_tutorial_step(tutorial, index)    # the guided first deal (see rules_text.load_tutorial)
    dock.show_explanation(explanation, again)   # a score sheet's line worked out (gui.table.explain), in a
                                                # box above its section until the person goes elsewhere
    dock.clear_message()
    help_button(dock, "exchange")               # a "?" QToolButton that opens that section

Signals: ``sectionShown(str)`` when a section is shown.

The page chooser above the contents lists every rules page: the games that can be played, then the
book's other games (reference pages, :func:`gui.panels.rules_text.reference_pages`).  The search looks
through every page: the page shown first, then the others with hits, one group per page.  Refusals,
phases and the guided deal always speak of the table's game (``home``): shown from another page,
they bring its page back first.

Rendering, tables, search and the refusal sentences come from
:mod:`gui.panels.rules_text` (no Qt), so they are tested without a screen.
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QEvent, QObject, QTimer, QUrl, Signal, Qt
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (QComboBox, QDockWidget, QHBoxLayout, QLabel, QLineEdit, QSplitter, QToolButton,
                               QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from . import rules_text as rt
from gui import texts as tx
from gui import texts as tx

__all__ = ["RulesDock", "help_button"]

_UI = {
    "en": {"title": "Rules", "search": "Search the rules…", "back": "◀", "back_tip": "Back",
           "contents": "Contents", "results": "{title}: {n} sections found", "none": "{title}: nothing found",
           "rule": "See the rule", "step": "Step {i} of {n}", "pages": "Rules of",
           "pages_tip": "Open the rules of another game of the book",
           "reference": "The book's other games (not playable here)",
           "group": "{title}: {n}", "elsewhere": "In other games: {n} sections"},
    "de": {"title": "Regeln", "search": "In den Regeln suchen…", "back": "◀", "back_tip": "Zurück",
           "contents": "Inhalt", "results": "{title}: {n} Abschnitte gefunden", "none": "{title}: nichts gefunden",
           "rule": "Zur Regel", "step": "Schritt {i} von {n}", "pages": "Regeln von",
           "pages_tip": "Die Regeln eines anderen Spiels aus dem Buch öffnen",
           "reference": "Die übrigen Spiele des Buches (hier nicht spielbar)",
           "group": "{title}: {n}", "elsewhere": "In anderen Spielen: {n} Abschnitte"},
}

_EXPLANATION_STYLE = ("QLabel { background: #eef3fb; border: 1px solid #7d93b8; border-radius: 3px; "
                      "padding: 6px; color: #1c2838; }")

_MESSAGE_STYLE = ("QLabel { background: #fbf0d0; border: 1px solid #c9a95b; border-radius: 3px; "
                  "padding: 6px; color: #3c2a14; }")


class RulesDock(QDockWidget):
    sectionShown = Signal(str)

    def __init__(self, parent: QWidget | None = None, game: str = "", lang: str = "en",
                 preset: str | None = None, options: Any = None, hidden: bool = False) -> None:
        """``hidden``: the dock starts hidden and writes its page only when it is shown or asked
        for it (the window's dock: rendering a game's rules at every start and every new game
        while nobody reads them cost a tenth of the start to the table)."""
        super().__init__(parent)
        self.setObjectName("RulesDock")
        self._stale = False             # the page is to be written anew before it is shown or read
        self._doc: rt.RulesDocument | None = None
        self._lazy = hidden
        if hidden:
            self.hide()
        self.game, self.lang, self.preset, self.options = game, lang, preset, options
        self.home = game                # the table's game (set_game); self.game is the page shown
        self._current = "overview"
        self._history: list[str] = []
        self._left_pages: dict[str, tuple[str | None, Any]] = {}  # game -> (preset, options) when left by a link
        self._message_section: str | None = None
        self._chooser_depth: int | None = None     # history length after the last page chosen in the chooser

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
        # the search looks through every page: render the others a page at a time while the
        # person is about to type, so the first search does not stop the window
        self._warm_pages: list[str] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_one)
        self.search_field.installEventFilter(self)
        top.addWidget(self.back)
        top.addWidget(self.search_field, 1)
        lay.addLayout(top)
        self.pages = QComboBox(w)
        self.pages.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.pages.setMinimumContentsLength(12)
        self.pages.activated.connect(self._on_page_chosen)
        lay.addWidget(self.pages)

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
        # the section's text, and above it the box of a score line explained (show_explanation)
        text_side = QWidget(self.splitter)
        text_lay = QVBoxLayout(text_side)
        text_lay.setContentsMargins(0, 0, 0, 0)
        text_lay.setSpacing(4)
        self.explanation_box = QLabel(text_side)
        self.explanation_box.setObjectName("explanation_box")
        self.explanation_box.setWordWrap(True)
        self.explanation_box.setTextFormat(Qt.TextFormat.RichText)
        self.explanation_box.setStyleSheet(_EXPLANATION_STYLE)
        self.explanation_box.linkActivated.connect(self._on_explanation_link)
        self.explanation_box.hide()
        text_lay.addWidget(self.explanation_box)
        self._explanation: Any = None            # the Explanation shown in the box
        self._explanation_again: Any = None      # writes it again in another language
        self._explained: set[str] = set()        # the sections the box belongs to
        self._explained_page = ""
        self.browser = QTextBrowser(text_side)
        text_lay.addWidget(self.browser, 1)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_anchor)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 3)
        lay.addWidget(self.splitter, 1)
        self.setWidget(w)
        self._rebuild()

    # ------------------------------------------------------------ public API
    @property
    def doc(self) -> "rt.RulesDocument":
        """The page shown (written now if it waited for the dock to be shown)."""
        self._ensure()
        assert self._doc is not None
        return self._doc

    def setVisible(self, visible: bool) -> None:
        if visible:
            self._ensure()
        super().setVisible(visible)

    def _ensure(self) -> None:
        if self._stale:
            self._stale = False
            self._write_page()

    def set_language(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self._rebuild()

    def set_game(self, game: str, preset: str | None = None, options: Any = None) -> None:
        """The table's game changed: show its rules (from its overview), with its preset and options."""
        self.home = game
        self._left_pages.pop(game, None)
        self._set_page(game, preset, options)

    def _set_page(self, game: str, preset: str | None = None, options: Any = None) -> None:
        if game != self.game or preset != self.preset or options is not self.options:
            self.game, self.preset, self.options = game, preset, options
            self._current = "overview"
            self._history.clear()
            self.back.setEnabled(False)
            self._rebuild()

    def set_options(self, preset: str | None, options: Any = None) -> None:
        """The rules in force at the table (they belong to the table's game, whatever page is shown)."""
        if self.game != self.home:
            self._left_pages[self.home] = (preset, options)
            return
        self.preset, self.options = preset, options
        self._rebuild()

    def open_page(self, page: str, section: str = "overview") -> None:
        """Open any rules page (a game's or a reference page) at ``section``; Back returns."""
        if page == self.game:
            self.show_section(section)
        else:
            self._open_other_game(page, section)

    def go_home(self) -> None:
        """Back to the table's game's page, if another page is shown."""
        if self.game != self.home:
            self._open_other_game(self.home, "overview")

    def show_home_section(self, section_id: str) -> None:
        """Open a section of the table's game (F1, the "?" buttons), from whatever page is shown."""
        if self.game != self.home:
            self._open_other_game(self.home, section_id or "overview")
        else:
            self.show_section(section_id or "overview")

    def show_section(self, section_id: str, *, remember: bool = True) -> None:
        self._ensure()
        if not self.doc.has(section_id):
            section_id = "overview"
        if self._explanation is not None and (section_id not in self._explained or self.game != self._explained_page):
            self.clear_explanation()        # the person went elsewhere
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
        self.show_home_section(tx.phase_section(phase, self.home))

    def show_refusal(self, code: str, details: Mapping[str, Any] | None = None) -> str:
        sentence, section = tx.explain_refusal(code, self.lang, self.home, details)
        self.go_home()
        self._ensure()
        self._show_message(sentence, section)
        self.show_section(section)
        return sentence

    def show_tutorial_step(self, tutorial: "rt.Tutorial", index: int) -> None:
        step = tutorial.step(index)
        self.go_home()
        self._ensure()
        ui = _UI[self.lang]
        head = f"<b>{ui['step'].format(i=index + 1, n=len(tutorial.steps))}</b> "
        self._show_message(head + tutorial.html(index)[3:-4], step.section, raw=True)
        self.show_section(step.section)

    def show_explanation(self, explanation: Any, again: Any = None) -> None:
        """Open the rule that produced a score sheet's line (a :class:`gui.table.explain.Explanation`)
        with the deal's figures worked out in a box above the section's text; the box stays while
        the person reads that section (or a section its parts link to) and goes when he goes
        elsewhere.  ``again()`` writes the explanation anew after a change of language."""
        page = explanation.page or self.home
        if page != self.game:
            self.open_page(page, explanation.section)
        self._ensure()
        if not self.doc.has(explanation.section):
            explanation.section = "overview"
        self.clear_explanation()
        self.show_section(explanation.section)
        self._explanation, self._explanation_again = explanation, again
        self._explained = {explanation.section} | {p.section for p in explanation.parts if p.section}
        self._explained_page = self.game
        self.explanation_box.setText(explanation.html())
        self.explanation_box.show()
        # the box (and a dock just opened) changed the text's height: scroll to the section again
        # once laid out, so the section's heading stands right under the box
        section = explanation.section
        QTimer.singleShot(0, lambda: self.browser.scrollToAnchor(section) if self._explanation is not None else None)

    def clear_explanation(self) -> None:
        self._explanation = self._explanation_again = None
        self._explained = set()
        self.explanation_box.hide()
        self.explanation_box.setText("")

    def explanation(self) -> Any:
        """The explanation the box shows (None: no box)."""
        return self._explanation

    def _on_explanation_link(self, link: str) -> None:
        self.show_section(link.lstrip("#"))

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
        elif tx.is_reference(game):      # a reference page has no options
            preset, options = None, None
        else:  # the same preset if that game has it; options belong to their own game
            spec = get_game(tx.Ctx(game).spec.name)
            preset = self.preset if self.preset in spec.presets else None
            options = self.options if isinstance(self.options, spec.options_type) else None
        self._set_page(game, preset, options)
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
        if self._lazy and self.isHidden():
            self._stale = True          # written when shown or read (_ensure)
            return
        self._stale = False
        self._write_page()

    def _write_page(self) -> None:
        self._doc = rt.RulesDocument(self.game, self.lang, self.preset, self.options)
        self.browser.setHtml(self._doc.html)
        self._fill_pages()
        self._fill_toc()
        if self.search_field.text():
            self._search(self.search_field.text())
        self.clear_message()
        self._explain_again()

    def _explain_again(self) -> None:
        """After a rebuild (another language, other options) the box shows its explanation anew,
        in the language of the moment, or goes when it cannot be written again."""
        if getattr(self, "_explanation", None) is None:
            return
        if self.game != self._explained_page:
            self.clear_explanation()
            return
        again = self._explanation_again
        fresh = again() if again is not None else None
        if fresh is None:
            self.clear_explanation()
            return
        self._explanation = fresh
        self.explanation_box.setText(fresh.html())
        self.explanation_box.show()
        self.show_section(self._current, remember=False)

    def _fill_pages(self) -> None:
        """The page chooser: the games with rules, then the book's other games under a heading."""
        ui = _UI[self.lang]
        self.pages.blockSignals(True)
        self.pages.clear()
        self.pages.setToolTip(ui["pages_tip"])
        self.pages.setAccessibleName(ui["pages"])
        games = sorted(tx.games_with_rules(), key=lambda n: rt._fold(rt.page_title(n, self.lang)))
        refs = sorted(tx.reference_pages(), key=lambda n: rt._fold(rt.page_title(n, self.lang)))
        for name in games:
            self.pages.addItem(rt.page_title(name, self.lang), name)
        if refs:
            self.pages.insertSeparator(self.pages.count())
            self.pages.addItem(ui["reference"], None)
            head = self.pages.model().index(self.pages.count() - 1, 0)  # a heading, not a page
            self.pages.model().setData(head, 0, Qt.ItemDataRole.UserRole - 1)
            for name in refs:
                self.pages.addItem(rt.page_title(name, self.lang), name)
        at = self.pages.findData(self.game)
        if at < 0:      # a page named by another game's name (a form sharing its family's texts)
            self.pages.addItem(rt.page_title(self.game, self.lang), self.game)
            at = self.pages.count() - 1
        self.pages.setCurrentIndex(at)
        self.pages.blockSignals(False)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.search_field and event.type() == QEvent.Type.FocusIn and not self._warm_timer.isActive():
            self._warm_pages = [n for n in tx.rules_pages() if n != self.game]
            self._warm_timer.start()
        return super().eventFilter(obj, event)

    def _warm_one(self) -> None:
        if not self._warm_pages:
            self._warm_timer.stop()
            return
        rt.prepare_search(self._warm_pages.pop(0), self.lang)

    def _on_page_chosen(self, index: int) -> None:
        page = self.pages.itemData(index)
        if page:
            # stepping through the chooser with the arrow keys opens each page on the way; Back
            # returns to the page shown before the first step, not to each page passed
            passing = self._chooser_depth == len(self._history) and self._history
            if page == self.game:
                return
            self._open_other_game(page, "overview", remember=not passing)
            self._chooser_depth = len(self._history)
        else:
            self.pages.setCurrentIndex(max(0, self.pages.findData(self.game)))

    def page_names(self) -> list[str]:
        """The pages the chooser offers, in its order."""
        self._ensure()
        return [d for d in (self.pages.itemData(i) for i in range(self.pages.count())) if d]

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
        groups = rt.search_all(text, self.lang, self.doc)
        self.tree.clear()
        ui = _UI[self.lang]
        _page, _title, hits = groups[0]
        here = rt.page_title(self.game, self.lang)
        head = QTreeWidgetItem([ui["results"].format(title=here, n=len(hits)) if hits else ui["none"].format(title=here)])
        head.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.tree.addTopLevelItem(head)
        self._add_hits(head, self.game, hits)
        head.setExpanded(True)
        others = groups[1:]
        if others:
            n = sum(len(h) for _p, _t, h in others)
            rest = QTreeWidgetItem([ui["elsewhere"].format(n=n)])
            rest.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(rest)
            for page, title, hits in others:
                group = QTreeWidgetItem([ui["group"].format(title=title, n=len(hits))])
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
                group.setData(0, Qt.ItemDataRole.UserRole + 1, page)
                rest.addChild(group)
                self._add_hits(group, page, hits)
                group.setExpanded(True)
            rest.setExpanded(True)

    def _add_hits(self, parent: QTreeWidgetItem, page: str, hits: list[tuple[str, str, str]]) -> None:
        for sid, title, snippet in hits:
            it = QTreeWidgetItem([title])
            it.setToolTip(0, snippet)
            it.setData(0, Qt.ItemDataRole.UserRole, sid)
            it.setData(0, Qt.ItemDataRole.UserRole + 1, page)
            parent.addChild(it)

    def search_groups(self) -> list[tuple[str, list[str]]]:
        """The search results shown, as ``[(page, [section ids])]``: the page shown first."""
        self._ensure()
        out: list[tuple[str, list[str]]] = []

        def walk(item: QTreeWidgetItem) -> Any:
            yield item
            for j in range(item.childCount()):
                child = item.child(j)
                if child is not None:
                    yield from walk(child)

        tops = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        for it in (x for top in tops if top is not None for x in walk(top)):
            sid, page = it.data(0, Qt.ItemDataRole.UserRole), it.data(0, Qt.ItemDataRole.UserRole + 1)
            if sid and page:
                if not out or out[-1][0] != page:
                    out.append((page, []))
                out[-1][1].append(sid)
        return out

    def _open_first_result(self) -> None:
        groups = rt.search_all(self.search_field.text(), self.lang, self.doc)
        for page, _title, hits in groups:
            if hits:
                self.open_page(page, hits[0][0])
                return

    def _on_item(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        sid = item.data(0, Qt.ItemDataRole.UserRole)
        page = item.data(0, Qt.ItemDataRole.UserRole + 1)
        if sid and page and page != self.game:
            self.open_page(page, sid)
        elif sid:
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
        self._ensure()
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
    b.clicked.connect(lambda: dock.show_home_section(section_id))
    return b
