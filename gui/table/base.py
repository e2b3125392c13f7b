"""What every card table has in common, whatever the game: the felt, the side panel (prompt,
action buttons, "Last trick" and "Undo", a running log, the game's sheet, the rules in force),
the computer's turn off the UI thread (:mod:`gui.worker`) with its "thinking" indicator, the
person's actions and the engine's refusals, undo, the keys, and the card items with their
gestures (click, double-click, drag with lit targets, spring back).

:class:`CardTable` holds that; the shared trick table adds its layout, their
phases and their words through the hooks below (``_add_action_buttons``, ``_show_thinking``,
``_message_pos``, ``_place_banner``, ...).

Its own few words (why Undo cannot take anything back) have the translation context
``CardTable``; the shared table's (:mod:`gui.table.trick`) have ``TrickTable``, and a game's hooks
keep their game's context (each game's own table class)."""

from __future__ import annotations

import random
import time
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (QApplication, QGraphicsObject, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem,
                               QGraphicsView, QGroupBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QScrollArea,
                               QSizePolicy, QSplitter, QVBoxLayout, QWidget)

from engine.cards import card as card_of
from engine.protocol import IllegalAction
from gui import i18n, worker
from gui.session import GameSession
from gui.settings import SPEED_TIMES
from gui.table.cards import CARD_W, CardItem

GREEN_FELT = ((28, 110, 62), (12, 62, 34))      # centre and edge colours of the felt
MIN_CARD_PX = 45            # a full-size card on the screen is this wide at least, unless the rules panel
MIN_CARD_PX_BESIDE_RULES = 30   # needs the room: docked beside a small window the felt shrinks to this


BANNER_MARGIN = 120             # scene pixels the banner leaves free across the felt


def wrap_to(text: str, font: QFont, width: float) -> str:
    """``text`` with each of its lines broken between words so that none is wider than ``width``
    in ``font`` (a single word wider than that stays whole)."""
    from PySide6.QtGui import QFontMetricsF

    fm = QFontMetricsF(font)
    out: list[str] = []
    for line in text.split("\n"):
        cur = ""
        for word in line.split(" "):
            trial = word if not cur else cur + " " + word
            if cur and fm.horizontalAdvance(trial) > width:
                out.append(cur)
                cur = word
            else:
                cur = trial
        out.append(cur)
    return "\n".join(out)


def room_right_of(labels: Any, x: float, bottom: float, width: float) -> float:
    """The width a text at ``x`` on the felt may take before the first of ``labels`` (the seats'
    names) to its right that starts above ``bottom`` (``width``: the felt's)."""
    heads = [lab.sceneBoundingRect() for lab in labels
             if lab.isVisible() and lab.text() and lab.sceneBoundingRect().top() < bottom
             and lab.sceneBoundingRect().left() > x + 40]
    return min((r.left() for r in heads), default=width) - x - 16


def undo_reason(code: str) -> str:
    """Why "Undo" cannot take anything back now (the session's reason code), in words."""
    if code == "revealed":
        return QCoreApplication.translate("CardTable", "Undo is not possible: a card you had not seen has been shown since.")
    if code == "no_action":
        return QCoreApplication.translate("CardTable", "There is nothing of yours to undo in this game.")
    return ""


Text = "str | Callable[[], str]"      # a text, or how to write it in the interface language


def _text_of(text: Any) -> str:
    return text() if callable(text) else str(text or "")


class Bubble(QGraphicsObject):
    """A word-wrapped message on the felt (a refusal, a hint, the guided deal's word): a rounded
    box at most ``MAX_W`` scene pixels wide that the table keeps inside the felt.  ``text()``
    gives the plain text shown; a link "Why?" (``details``) shows more when clicked."""

    MAX_W = 700.0
    PAD = 9.0

    def __init__(self, size: int = 18) -> None:
        super().__init__()
        from PySide6.QtWidgets import QGraphicsTextItem

        self._text = ""
        self._details = ""
        self._more_label = ""
        self.max_w = self.MAX_W
        self.on_more: Any = None
        self.item = QGraphicsTextItem(self)
        f = QFont("DejaVu Sans")
        f.setPixelSize(size)
        self.item.setFont(f)
        self.item.setDefaultTextColor(QColor(255, 226, 200))
        self.item.setPos(self.PAD, self.PAD - 3)
        self.item.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.item.linkActivated.connect(self._link)
        self._rect = QRectF()
        self.setZValue(1500)
        self.setVisible(False)

    def _link(self, _href: str) -> None:
        if self.on_more is not None:
            self.on_more()

    def text(self) -> str:
        return self._text

    def wrap_at(self, width: float) -> None:
        """Wrap the text at most ``width`` scene pixels wide (a long message takes a wider box)."""
        if width != self.max_w:
            self.max_w = width
            self.setText(self._text, self._details, self._more_label)

    def details(self) -> str:
        return self._details

    def setText(self, text: str, details: str = "", more: str = "") -> None:
        from html import escape

        self.prepareGeometryChange()
        self._text, self._details, self._more_label = text, details, more
        self.item.setTextWidth(-1)
        body = escape(text).replace("\n", "<br>")
        if details and more:
            body += f' <a href="more" style="color:#ffd75a">{escape(more)}</a>'
        self.item.setHtml(f"<div style='color:#ffe2c8'>{body}</div>")
        natural = self.item.document().idealWidth()
        self.item.setTextWidth(min(natural + 2, self.max_w - 2 * self.PAD))
        br = self.item.boundingRect()
        self._rect = QRectF(0, 0, br.width() + 2 * self.PAD, br.height() + 2 * self.PAD - 6)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(255, 190, 150, 170), 1.5))
        p.setBrush(QColor(40, 18, 14, 225))
        p.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), 9, 9)


class TableView(QGraphicsView):
    """The felt: scales the scene to the window and hands keys to the table."""

    def __init__(self, scene: QGraphicsScene, table: "CardTable", felt: tuple = GREEN_FELT) -> None:
        super().__init__(scene)
        self.table = table
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # the felt never shrinks so far that a card is narrower than MIN_CARD_PX_BESIDE_RULES screen
        # pixels; the side panel never takes it below MIN_CARD_PX (it is at most 436 wide), only
        # the rules panel docked beside a small window does (MainWindow._place_rules_dock)
        self.set_least_card(MIN_CARD_PX_BESIDE_RULES)
        r = scene.sceneRect()
        g = QRadialGradient(r.width() / 2, r.height() / 2, r.width() * 0.7)
        g.setColorAt(0, QColor(*felt[0]))
        g.setColorAt(1, QColor(*felt[1]))
        self.setBackgroundBrush(QBrush(g))

    def set_least_card(self, px: int) -> None:
        """The felt shrinks no further than a full-size card ``px`` screen pixels wide."""
        r0 = self.sceneRect()
        k = px / CARD_W
        self.setMinimumSize(int(r0.width() * k), int(r0.height() * k))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The scene fills the view; a table that can (``fit_hand``) first lets the person's hand
        grow into the height a narrow felt leaves unused."""
        fit_hand = getattr(self.table, "fit_hand", None)
        if fit_hand is not None:
            fit_hand(self.viewport().width(), self.viewport().height())
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def keyPressEvent(self, event) -> None:
        if not self.table.key(event.key(), event.modifiers()):
            super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        """A click on the bare felt goes on after a trick (when the table waits for one)."""
        it = self.itemAt(event.position().toPoint())
        on_card_or_bubble = isinstance(it, (CardItem, Bubble)) or (it is not None and isinstance(it.parentItem(), Bubble))
        if not on_card_or_bubble and getattr(self.table, "felt_clicked", lambda: False)():
            event.accept()
            return
        super().mousePressEvent(event)


def log_box(name: str = "") -> tuple[QGroupBox, QListWidget]:
    """A titled box with a word-wrapped list of lines (declarations, the log of the table)."""
    box = QGroupBox()
    lay = QVBoxLayout(box)
    lines = QListWidget()
    if name:
        lines.setObjectName(name)
    lines.setMinimumHeight(90)
    lines.setWordWrap(True)
    lines.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
    lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    lay.addWidget(lines)
    return box, lines


def show_lines(widget: QListWidget, lines: list[str], heading: str = "") -> None:
    """Show ``lines`` in ``widget``, oldest first, scrolled to the newest; lines starting with
    ``heading`` are bold headings.  New lines are added below the old ones; untouched when they
    are already shown."""
    shown = [widget.item(i).text() for i in range(widget.count())]
    if shown == lines:
        return
    if lines[:len(shown)] != shown:
        widget.clear()
        shown = []
    for line in lines[len(shown):]:
        widget.addItem(line)
        if heading and line.startswith(heading):
            it = widget.item(widget.count() - 1)
            f = it.font()
            f.setBold(True)
            it.setFont(f)
    widget.scrollToBottom()
    QTimer.singleShot(0, widget.scrollToBottom)      # once the wrapped lines have their height


class CardTable(QWidget):
    """The common part of a table.  A game's table sets the class attributes, calls
    ``super().__init__`` first, then its own attributes, then builds (``_build``), using
    :meth:`_zone`, :meth:`_label` and :meth:`_build_side`."""

    changed = Signal()              # after every step (window updates undo, title)
    finished = Signal()             # the game is over
    rules_requested = Signal(str)   # a rules section id
    refused = Signal(str, object)   # an IllegalAction's code and details (the rules panel explains it)

    # made by the game's table in its _build
    scene: QGraphicsScene
    view: "TableView"
    banner: QGraphicsSimpleTextItem
    message_text: Any                              # a Bubble (or a plain text item)
    _banner_timer: QTimer
    _think_timer: QTimer
    trick_zone: QGraphicsRectItem
    discard_zone: QGraphicsRectItem
    hand_zone: QGraphicsRectItem
    sheet: Any                                      # the game's score sheet (update_from, retranslate)
    # set by the game's table in its __init__
    game: str                                       # the game whose words and hooks the table has taken
    hooks: Any                                      # the game's hooks (TableHooks, BoardHooks)
    words: Any                                      # the game's words (gui.registry)
    players: dict[str, Any]                         # the computer players, by kind
    notes: list[str]                                # lines about missing computer players
    advice: Any                                     # the last hint's advice
    _advice_state: Any                              # the state the advice was for
    _hint_serial: int
    _hint_signals: worker.MoveSignals
    wait_for_click: bool | None                     # the person's setting (None: the game's default)

    DECK_POS = QPointF(0, 0)                        # where new cards come from (the pack on the felt)
    CHOOSE_KEYS: tuple = (Qt.Key.Key_Space, Qt.Key.Key_Up)  # keys that click the card with the keyboard focus
    BANNER_SIZE = 64                                # the banner's pixel size unless told
    FALLBACK_WORDS: type = object                   # the words of a game that registered none
    RETRANSLATE_NEW_HOOKS = False                   # set_game retranslates after building a game's new hooks

    def __init__(self, parent: QWidget | None = None, speed: str = "normal") -> None:
        super().__init__(parent)
        self.session: GameSession | None = None
        self.speed = speed
        self.token = 0
        self.thinking = False
        self.hold_until_gathered: tuple | None = None   # a finished trick shown for a moment
        self.focus_index = 0
        self.message = ""
        self._message_source: tuple | None = None       # (text, details), each a string or a function writing it
        self._message_open = False                      # the details are shown
        self._banner_source: Any = ""
        self.reason_section = ""                        # rules section of the last refusal (F1 opens it)
        self.guide: Any = None                          # gui.tutorial.GuidedDeal while the guided deal runs
        self._last_click: tuple = (None, 0.0)
        self.items: dict[str, CardItem] = {}
        self.backs: dict[str, CardItem] = {}
        self.log_lines: list[str] = []
        self.action_buttons: list[QPushButton] = []
        self.help_buttons: list = []
        self._signals = worker.MoveSignals()
        self._signals.done.connect(self._computer_done)
        self._signals.failed.connect(self._computer_failed)

    @property
    def live(self) -> GameSession:
        """The session at the table (for code that runs only while one sits there)."""
        assert self.session is not None
        return self.session

    # ================================================================= the game
    def set_game(self, game: str) -> None:
        """Take the words and hooks ``game`` registered (gui.registry), or the generic ones."""
        if game == self.game:
            return
        self.game = game
        try:
            from gui.registry import ui_for

            ui = ui_for(game)
        except (KeyError, ImportError):
            return
        try:
            self.words = ui.make_words()
        except (ImportError, AttributeError):
            self.words = self.FALLBACK_WORDS()
        hooks = ui.make_hooks()
        if hooks is not None and type(hooks) is not type(self.hooks):
            self.hooks = hooks
            self.hooks.build(self)
            if self.RETRANSLATE_NEW_HOOKS:
                self.retranslate()

    def _sit_down(self, session: GameSession, opponent: Any, guide: Any) -> None:
        """The start of ``start``: the game's words and hooks, the session and its guide, and a
        computer player for every seat but the person's (``opponent`` replaces them all)."""
        self.token += 1
        self._stop_thinking()
        self.set_game(session.spec.name)
        self.session = session
        self.guide = guide
        self.set_guide_text("")
        self.players = {}
        self.notes = []
        if opponent is not None:
            for kind in self._opponent_kinds(session):
                self.players[kind] = opponent
        for seat in range(session.spec.seat_count(session.options)):
            if seat != session.human:
                self._player_for(self.player_kind(seat))

    def _opponent_kinds(self, session: GameSession) -> set[str]:
        """The player kinds an ``opponent`` given to ``start`` sits in for."""
        return set(session.seats)

    def player_kind(self, seat: int) -> str:
        """The kind of computer player at ``seat``."""
        return self.live.seats[seat]

    def _player_for(self, kind: str) -> Any:
        """The computer player of ``kind``, made once per game."""
        from engine.players import make_player

        if kind not in self.players:
            try:
                self.players[kind] = make_player(kind, self.live.spec.name)
            except ValueError:     # a computer player this installation does not have: the random one sits in
                self.players[kind] = make_player("random", self.live.spec.name)
                s = self.live
                s.seats[:] = ["random" if k == kind else k for k in s.seats]
                self.notes.append(self._player_missing_text(kind))
        return self.players[kind]

    def _player_missing_text(self, kind: str) -> str:
        """The log's note when the computer player ``kind`` is missing and the random one sits in."""
        return QCoreApplication.translate(
            "CardTable", "The computer player %1 is not available; the random player takes the seat.").replace("%1", kind)

    # ================================================================= building
    def _zone(self, rect: QRectF, pen: QPen) -> QGraphicsRectItem:
        z = QGraphicsRectItem(rect)
        z.setPen(pen)
        z.setBrush(Qt.BrushStyle.NoBrush)
        z.setZValue(-10)
        setattr(z, "normal_pen", pen)
        self.scene.addItem(z)
        return z

    def _label(self, pos: QPointF, size: int, bold: bool = False, color: QColor | None = None):
        t = QGraphicsSimpleTextItem()
        f = QFont("DejaVu Sans")
        f.setPixelSize(size)
        f.setBold(bold)
        t.setFont(f)
        t.setBrush(color or QColor(240, 232, 200))
        t.setPos(pos)
        t.setZValue(900)
        self.scene.addItem(t)
        return t

    def _guide_box(self) -> QLabel:
        """The box beside the table for the guided deal's explanation when the rules panel is shut
        (put it under the prompt with :meth:`_build_side`; :meth:`set_guide_text` fills it)."""
        label = QLabel()
        label.setObjectName("guide_text")
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setStyleSheet("QLabel { background: #fbf0d0; border: 1px solid #c9a95b; border-radius: 3px;"
                            " padding: 5px; color: #3c2a14; }")
        label.hide()
        return label

    def set_guide_text(self, html: str) -> None:
        """Show (or with "" hide) an explanation of the guided deal in the side panel."""
        label = getattr(self, "guide_label", None)
        if label is None:
            return
        if not html:
            label.hide()
            label.setText("")
            return
        from PySide6.QtGui import QTextDocument

        label.setText(html)
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setHtml(html)
        parent = label.parentWidget()
        doc.setTextWidth(max((parent.width() if parent is not None else 260) - 30, 200))
        label.setMinimumHeight(int(doc.size().height()) + 16)   # word wrap gets no height-for-width here
        label.show()

    def _build_timers(self) -> None:
        """The banner's timer, the thinking dots' timer and the hint's signals (after ``_build``
        has made the banner and the thinking text)."""
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._hide_banner)
        self._think_timer = QTimer(self)
        self._think_timer.setInterval(400)
        self._think_timer.timeout.connect(self._tick_thinking)
        self._think_dots = 0
        self._hint_signals = worker.MoveSignals()
        self._hint_signals.done.connect(self._hint_done)
        self._hint_signals.failed.connect(self._hint_failed)

    def resizeEvent(self, event) -> None:
        """Small windows give the felt every pixel the side panel can spare."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self._fit_split)

    preferred_side = 0     # the side panel's width the person left (settings), 0: as the window's size says

    def _fit_split(self) -> None:
        w = self.split.width() - self.split.handleWidth()
        side = self.side_scroller.minimumWidth() if w < 1100 else min(self.side_scroller.maximumWidth(), w // 4)
        if self.preferred_side:
            side = max(self.side_scroller.minimumWidth(), min(self.preferred_side, self.side_scroller.maximumWidth()))
        side = min(side, max(w - self.view.minimumWidth(), self.side_scroller.minimumWidth()))
        self.split.setSizes([max(w - side, 200), side])

    def _build_side(self, log: QGroupBox, sheet: QWidget, sizes: list[int], under_prompt: tuple = ()) -> None:
        """The side panel beside the felt, top to bottom: the prompt, ``under_prompt``, the action
        buttons, "Last trick" and "Undo", the ``log`` box, the ``sheet`` and the rules in force.
        Small windows scroll the side panel instead of growing."""
        side = QWidget()
        side.setMinimumWidth(250)
        side.setMaximumWidth(420)
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 6, 6, 6)
        self.prompt_label = QLabel()
        self.prompt_label.setObjectName("prompt")
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        # word-wrapped labels in a splitter get no height-for-width: reserve their lines
        self.prompt_label.setMinimumHeight(self.prompt_label.fontMetrics().lineSpacing() * 3 + 4)
        f = self.prompt_label.font()
        f.setBold(True)
        self.prompt_label.setFont(f)
        lay.addWidget(self.prompt_label)
        for w in under_prompt:
            lay.addWidget(w)
        self.buttons_box = QWidget()
        self.buttons_layout = QVBoxLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.buttons_box)
        row = QHBoxLayout()
        self.tools_row = row                 # a table may add its own buttons beside these
        self.last_trick_button = QPushButton()
        self.last_trick_button.clicked.connect(self.review_tricks)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        row.addWidget(self.last_trick_button)
        row.addWidget(self.undo_button)
        self.hint_button: QPushButton | None = None
        if self.HINTS:                      # Game ▸ Hint as a button too (its words: _retranslate_table)
            self.hint_button = QPushButton()
            self.hint_button.setObjectName("hint_button")
            self.hint_button.clicked.connect(self.ask_hint)
            row.addWidget(self.hint_button)
        lay.addLayout(row)
        lay.addWidget(log, 2)
        self.sheet = sheet
        lay.addWidget(sheet, 3)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setObjectName("rules_in_force")
        self.rules_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.rules_label.setMinimumHeight(self.rules_label.fontMetrics().lineSpacing() * 3 + 4)
        self.rules_label.linkActivated.connect(lambda _l: self.rules_requested.emit("options-in-force"))
        lay.addWidget(self.rules_label)

        scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        scroller.setWidget(side)
        scroller.setMinimumWidth(side.minimumWidth() + 16)
        scroller.setMaximumWidth(side.maximumWidth() + 16)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(scroller)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes(sizes)
        self.split, self.side_scroller, self.side_panel = split, scroller, side
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(split)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def retranslate(self) -> None:
        self._retranslate_table()
        self._fit_side_panel()
        self.sheet.retranslate()
        if self.session is not None:
            self._set_buttons()
            self._update_prompt()
            self._describe_rules()
            self._rebuild_log()
            self.refresh(animate=False)

    def _fit_side_panel(self) -> None:
        """The side panel is at least as wide as its rows of buttons need in the interface language
        (German labels run longer), so no button text is cut off in a small window."""
        lay = self.side_panel.layout()
        assert lay is not None
        m = lay.contentsMargins()
        need = max(250, self.tools_row.sizeHint().width() + m.left() + m.right(),
                   self.buttons_box.sizeHint().width() + m.left() + m.right())   # the decision's buttons too
        if self.guide is not None and hasattr(self.guide, "panel_width"):   # a guided deal: wide enough
            need = max(need, self.guide.panel_width())                    # for all its steps, so nothing jumps
        need = min(need, self.side_panel.maximumWidth())
        # the panel only grows while the language stays, so the felt does not jump from step to step
        from gui import i18n

        lang = i18n.current_language
        if getattr(self, "_side_lang", None) == lang:
            need = max(need, self.side_panel.minimumWidth())
        self._side_lang = lang
        self.side_panel.setMinimumWidth(need)
        self.side_scroller.setMinimumWidth(need + 16)

    def _retranslate_table(self) -> None:
        """The texts on the felt and in the side panel (the buttons too), in the interface language."""

    HEADING = "\u2014 "        # a log line starting so is a deal's heading (bold in the box)

    def _rebuild_log(self) -> None:
        """Write ``log_lines`` again from the session's steps, oldest first, with a heading for each deal."""
        s = self.live
        self.log_lines = list(self.notes)
        self._log_deals, self._log_new_deal = 0, True
        for st in s.steps:
            self._log_action(st.who, st.action, st.before)
            self._log_events(st.events, st.before)
        self._show_log()

    def _show_log(self) -> None:
        """Show ``log_lines`` in the log box now (a table that shows them when it lays out does nothing)."""

    def _log_action(self, who: int, action: Any, before: Any) -> None:
        """The log's line for ``action`` of seat ``who`` (``before``: the state it was made in)."""
        if who is None or who < 0:
            return
        try:
            line = self.hooks.action_line(self, who, action, before)
        except Exception:           # a line the game cannot word is left out, never a crash
            line = None
        if line:
            self.log_lines.append(line)
            self._show_log()

    def _log_events(self, events: list, before: Any) -> None:
        """The log's lines for ``events``, with a heading where a deal starts."""
        for ev in events:
            if self._starts_deal(ev) and getattr(self, "_log_new_deal", True):
                self._log_deals = getattr(self, "_log_deals", 0) + 1
                self._log_new_deal = False
                self.log_lines.append(self.HEADING + self._deal_heading(self._log_deals) + " \u2014")
            line = self._event_line(ev, before)
            if line:
                self.log_lines.append(line)
            if self._ends_deal(ev):
                self._log_new_deal = True
        self._show_log()

    def _starts_deal(self, event: Any) -> bool:
        """Whether ``event`` starts a deal (the log writes a heading before it)."""
        return False

    def _deal_heading(self, n: int) -> str:
        """The log's heading of the ``n``-th deal."""
        return str(n)

    def _event_line(self, event: Any, before: Any) -> str | None:
        """The log's line for ``event`` (None: none)."""
        return self.hooks.event_line(self, event, before)

    def _ends_deal(self, event: Any) -> bool:
        """Whether ``event`` ends a deal (the next deal's first event gets a heading)."""
        return False

    # ================================================================= game flow
    @property
    def anim_ms(self) -> int:
        return SPEED_TIMES.get(self.speed, SPEED_TIMES["normal"])[0]

    @property
    def think_s(self) -> float:
        return SPEED_TIMES.get(self.speed, SPEED_TIMES["normal"])[1] / 1000.0

    HINTS = False      # whether the table can advise the person (Game > Hint)

    _hint_pending = False      # a hint is being worked out off the UI thread

    def ask_hint(self) -> bool:
        """Advice for the person's present decision (tables with ``HINTS``), from the game's advisor:
        the same advice for the same position; asked again, the figures behind it."""
        s = self.session
        if s is None:
            return False
        if self._guide_hint():
            return True
        advisor = self.hooks.advisor(self)
        if advisor is None:
            self.show_message(QCoreApplication.translate("CardTable", "No hints for this game."))
            return False
        if not self.waiting_for_human():
            self._not_your_turn()
            return False
        if self._advised() is not None:    # asked again: the figures behind the advice
            if not self.show_message_details():
                self._show_hint(self.advice)
            return True
        self._advice_state = s.state
        self._hint_serial += 1
        self.advice = None
        rng = random.Random(f"{s.seed}:{len(s.steps)}")     # the same advice for the same position
        if not self.hooks.hint_in_thread:
            self._hint_done(self._hint_serial, advisor.choose(s.observation(), rng))
            return True
        self._hint_pending = True
        if self.hint_button is not None:
            self.hint_button.setEnabled(False)
        self.show_message(lambda: self._hint_wait_text())
        worker.start(worker.ComputerMove(self._hint_serial, self._hint_player(advisor), s.observation(), rng, 0.0,
                                         self._hint_signals))
        return True

    def _guide_hint(self) -> bool:
        """Whether a guided game's guide gave the hint itself."""
        return False

    def _hint_wait_text(self) -> str:
        """The message while the hint is worked out."""
        return QCoreApplication.translate("CardTable", "Looking for a good move…")

    def _hint_player(self, advisor: Any) -> Any:
        """What the worker asks for the hint (the advisor itself, or a stand-in for it)."""
        return advisor

    def _show_hint(self, advice: Any) -> None:
        """The advice in one plain sentence; its figures behind "Why?" (or H again)."""
        details = self.hooks.hint_details(self, advice)
        self.show_message(lambda: self.hooks.hint_sentence(self, advice),
                          (lambda: self.hooks.hint_details(self, advice) or "") if details else None)

    def _advised(self) -> Any:
        """The action the last hint advised, while the position it was for still stands."""
        s = self.session
        if self.advice is None or s is None or s.state is not self._advice_state:
            return None
        return self.hooks.advised_action(self.advice)

    def _hint_done(self, token: int, advice: Any) -> None:
        """The hint worked out (off the UI thread: ``_hint_signals``), shown while its position stands."""
        self._hint_pending = False
        s = self.session
        if self.hint_button is not None:
            self.hint_button.setEnabled(s is not None and not s.is_over())
        if s is None or s.state is not self._advice_state or token != self._hint_serial:
            return
        self.advice = advice
        self._advice_taken()
        self._show_hint(advice)
        self.refresh(animate=False)
        self._set_buttons()

    def _advice_taken(self) -> None:
        """What the table drops of the person's unfinished choice when advice comes."""

    def _hint_failed(self, token: int, message: str) -> None:
        """The hint could not be worked out off the UI thread."""
        self._hint_pending = False
        if self.hint_button is not None:
            self.hint_button.setEnabled(self.session is not None and not self.session.is_over())
        self.show_message(lambda: QCoreApplication.translate("CardTable", "No hint could be worked out: %1")
                          .replace("%1", message.splitlines()[0]))

    def waiting_for_human(self) -> bool:
        s = self.session
        return (s is not None and not s.is_over() and s.human_to_move() and not self.thinking
                and self.hold_until_gathered is None and not (self.guide is not None and self.guide.paused()))

    def _think(self, player: Any, obs: Any) -> None:
        """The computer's turn: ``player`` thinks about ``obs`` off the UI thread; its answer comes
        back to :meth:`_computer_done` unless the table has moved on (``token``) meanwhile."""
        self.token += 1
        self.thinking = True
        self._thinking_prompt()
        self._think_dots = 0
        self._tick_thinking()
        self._think_timer.start()
        assert self.session is not None
        worker.start(worker.ComputerMove(self.token, player, obs, self.session.ai_rng, self.think_s, self._signals))
        self.changed.emit()

    def _thinking_prompt(self) -> None:
        """The prompt while a computer player thinks (the table's prompt of the moment)."""
        self._update_prompt()

    def _tick_thinking(self) -> None:
        self._think_dots = (self._think_dots + 1) % 4
        self._show_thinking(True)

    def _stop_thinking(self) -> None:
        self.thinking = False
        self._think_timer.stop()
        self._show_thinking(False)

    def _show_thinking(self, on: bool) -> None:
        """Show (``on``, with ``_think_dots`` dots) or take away the "thinking" indicator."""

    def _computer_done(self, token: int, action: Any) -> None:
        if token != self.token or self.session is None:
            return
        self._stop_thinking()
        try:
            self._apply(action)
        except IllegalAction as e:  # a computer player that breaks the rules: say so, do not crash
            self.show_message(self._illegal_computer_move(str(e)))

    def _illegal_computer_move(self, why: str) -> str:
        """The message when a computer player breaks the rules (``why``: the engine's words)."""
        return QCoreApplication.translate("CardTable", "A computer player tried an illegal move: %1").replace("%1", why)

    def _computer_failed(self, token: int, message: str) -> None:
        if token != self.token:
            return
        self._stop_thinking()
        self.show_message(self._computer_failed_text(message.splitlines()[0]))

    def _computer_failed_text(self, why: str) -> str:
        """The message when a computer player fails (``why``: the first line of its error)."""
        return QCoreApplication.translate("CardTable", "The computer player failed: %1").replace("%1", why)

    def waits_for_click(self) -> bool:
        """Whether a finished play (and deal) stays until a click: the person's setting, else the
        game's default; never at the instant speed."""
        on = self.wait_for_click if self.wait_for_click is not None else self.hooks.click_to_continue
        return bool(on) and self.anim_ms > 0

    def continue_play(self) -> bool:
        """The click (or key) that goes on after a finished play, or ends the look at the last one."""
        return False

    def felt_clicked(self) -> bool:
        return self.continue_play()

    def _may_act(self) -> bool:
        """Whether the person may act now (a session, their turn); if it is not their turn, says so."""
        if self.session is None:
            return False
        if not self.waiting_for_human():
            self._not_your_turn()
            return False
        return True

    def act(self, action: Any) -> bool:
        """The person's action.  On refusal, shows the engine's reason and returns False."""
        if not self._may_act():
            return False
        self._last_click = (None, 0.0)
        if self.guide is not None:
            hint = self.guide.refusal(action)
            if hint:
                self.show_message(hint)
                return False
        try:
            self._apply(action)
        except IllegalAction as e:
            self.refuse(e)
            return False
        return True

    def _not_your_turn(self) -> None:
        self.refuse(IllegalAction("not_your_turn"))

    def refuse(self, e: IllegalAction) -> None:
        """Show the engine's refusal in the game's reasons texts (or the game's words for it) and
        keep its rules section for F1."""
        from gui.texts import RulesError, explain_refusal

        def sentence_and_section() -> tuple[str, str | None]:
            try:
                return explain_refusal(e.code, i18n.current_language, self.game or "", e.details or {})
            except (KeyError, OSError, RulesError):
                return self.words.reason(e.code, str(e), e.details), ""

        _sentence, section = sentence_and_section()
        self.reason_section = section or ""
        self.show_message(lambda: sentence_and_section()[0])      # rewritten on a change of language
        self.refused.emit(e.code, dict(e.details))

    def _clear_message(self) -> None:
        self.message = ""
        self._message_source = None
        self.reason_section = ""
        self.message_text.setText("")

    # ================================================================ messages
    def show_message(self, text: Any, details: Any = None) -> None:
        """Show ``text`` (a string, or a function that writes it in the interface language, so a
        change of language rewrites it) in the bubble on the felt; ``details`` (the same) are
        offered behind a "Why?" link, shown only when asked for."""
        self._message_source = (text, details)
        self._message_open = False
        self._render_message()

    def _render_message(self) -> None:
        src = getattr(self, "_message_source", None)
        if src is None:
            return
        text, details = _text_of(src[0]), _text_of(src[1]) if src[1] is not None else ""
        more = QCoreApplication.translate("CardTable", "Why?")
        if getattr(self, "_message_open", False) and details:
            text, details = text + "\n" + details, ""
        self.message = text
        if isinstance(self.message_text, Bubble):
            self.message_text.on_more = self.show_message_details
            self.message_text.max_w = Bubble.MAX_W
            self.message_text.setText(text, details, more)
            room = self._message_room()
            if room and self.message_text.boundingRect().height() > room:   # too tall for its band: wider
                self.message_text.wrap_at(min(self.scene.sceneRect().width() - 16, 1000.0))
            br = self.message_text.boundingRect()
            self.message_text.setPos(self._message_pos(br.width(), br.height()))
        else:
            self.message_text.setText(text)
            self.message_text.setPos(self._message_pos(self.message_text.boundingRect().width()))
        self.prompt_label.setToolTip(text)

    def show_message_details(self) -> bool:
        """The figures behind the message (the "Why?" link, or H a second time)."""
        src = getattr(self, "_message_source", None)
        if src is None or src[1] is None or getattr(self, "_message_open", False):
            return False
        self._message_open = True
        self._render_message()
        return True

    def _message_pos(self, width: float, height: float = 0.0) -> QPointF:
        return QPointF(0, 0)

    def _message_room(self) -> float:
        """How tall the message's own band on the felt is (0: no limit)."""
        return 0.0

    def show_banner(self, text: Any, seconds: float = 0, size: int | None = None) -> None:
        """A banner over the felt for a moment; ``text`` may be a function that writes it in the
        interface language (a change of language rewrites it)."""
        self._banner_source = text
        text = i18n.person_case(_text_of(text))
        size = size or self.BANNER_SIZE
        f = self.banner.font()
        if f.pixelSize() != size:
            f.setPixelSize(size)
            self.banner.setFont(f)
        text = wrap_to(text, f, self.scene.sceneRect().width() - BANNER_MARGIN)   # never wider than the felt
        self.banner.setText(text)
        self._place_banner(text)
        self._banner_timer.start(int(seconds * 1000) if seconds else max(1500, self.anim_ms * 8))

    def _place_banner(self, text: str) -> None:
        """Put the banner (its text already set) where the game shows it."""

    def _hide_banner(self) -> None:
        """Take the banner off the felt."""
        self._banner_source = ""
        self.banner.setText("")
        self._place_banner("")

    # ================================================================== buttons
    def _clear_buttons(self) -> None:
        while self.buttons_layout.count():
            item = self.buttons_layout.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()            # gone at once, even before the deferred deletion
                w.deleteLater()
        self.action_buttons = []
        self.help_buttons = []

    def _button(self, text: str, slot, default: bool = False) -> QPushButton:
        b = QPushButton(text)
        n = len(self.action_buttons) + 1
        if n <= 9:
            b.setToolTip(self._key_tip(n))
        b.clicked.connect(slot)
        if default:
            b.setDefault(True)
            f = b.font()
            f.setBold(True)
            b.setFont(f)
        self.buttons_layout.addWidget(b)
        b.setVisible(self.buttons_box.isVisible())   # shown now, not after the next event round
        self.action_buttons.append(b)
        return b

    def _set_buttons(self) -> None:
        self._clear_buttons()
        s = self.session
        assert s is not None
        ok, why = s.undo_status()
        self.undo_button.setEnabled(ok and not self.thinking)
        self.undo_button.setToolTip(self._undo_tip() if ok else undo_reason(why))
        self.last_trick_button.setEnabled(bool(getattr(s.observation(), "tricks", ())))
        if self.hint_button is not None:
            self.hint_button.setEnabled(self._hint_available())
        self._add_action_buttons(s)
        self._fit_side_panel()

    # ---------------------------------------------------------- what a game's table gives
    def _game_over(self) -> None:
        """``advance`` when the game is over: the last prompt, the guide's last word, the felt."""
        self._stop_thinking()
        self._update_prompt()
        if self.guide is not None:
            self.guide.finished()
        self.refresh(animate=True)
        self.changed.emit()
        self.finished.emit()

    def _human_turn(self) -> None:
        """``advance`` when the person is to act: the prompt, the guide's word, the felt."""
        self._stop_thinking()
        self._update_prompt()
        if self.guide is not None:
            self.guide.human_turn()
        self.refresh(animate=True)
        self.changed.emit()

    def advance(self) -> None:
        """Go on after a step: the person's buttons, or the computer's turn."""

    def _apply(self, action: Any) -> None:
        """Apply ``action`` of the seat to move and show what happened."""

    def _update_prompt(self) -> None:
        """The prompt above the buttons."""

    def _describe_rules(self) -> None:
        """The rules in force under the side panel."""

    def review_tricks(self) -> None:
        """Show the last trick (key T)."""

    def _card_clicked(self, item: CardItem) -> None:
        """A card was clicked (or chosen with the keys)."""

    def _hint_available(self) -> bool:
        """Whether the Hint button can help now (tables add their own conditions)."""
        return self.session is not None and not self.session.is_over()

    def _add_action_buttons(self, s: GameSession) -> None:
        """The buttons of the present decision (below the prompt)."""

    def _key_tip(self, n: int) -> str:
        """The tooltip of the ``n``-th action button: the number key that presses it."""
        return QCoreApplication.translate("CardTable", "Key %1").replace("%1", str(n))

    def _undo_tip(self) -> str:
        """The tooltip of "Undo" while there is something to take back."""
        return ""

    def press_button(self, n: int) -> bool:
        bs = self.action_buttons
        if 0 <= n < len(bs) and bs[n].isEnabled():
            bs[n].click()
            return True
        return False

    # ==================================================================== undo
    def undo(self) -> bool:
        s = self.session
        if s is None or self.thinking:
            return False
        ok, why = s.undo_status()
        if not ok:
            self.show_message(undo_reason(why))
            return False
        self.token += 1
        self._stop_thinking()
        s.undo()
        self.hold_until_gathered = None
        self._banner_timer.stop()         # "You win…" over a reopened trick would tell what is no more
        self._hide_banner()
        self._forget_turn()
        self._clear_message()
        self._rebuild_log()
        self.log_lines.append(self._undone_line())
        self.sheet.update_from(s)
        self.refresh(animate=True)
        self.advance()
        return True

    def _forget_turn(self) -> None:
        """What the table kept of the undone turn besides the session (chosen cards, a wait)."""

    def _undone_line(self) -> str:
        """The log's line after an undo."""
        return ""

    def _show_review(self, title: str, lines: list[str]) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setWindowTitle(title)
        box.setText("\n".join(lines))
        box.setObjectName("trick_review")
        box.open()
        self._review_box = box

    # ================================================================== keys
    def key(self, key: int, mods) -> bool:
        s = self.session
        if s is None:
            return False
        hand = self._hand_items()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End) and hand:
            # no wrap-around: the focus stops at the ends of the hand (Home and End go there)
            last = len(hand) - 1
            i = min(self.focus_index, last)
            i = {Qt.Key.Key_Left: max(i - 1, 0), Qt.Key.Key_Right: min(i + 1, last),
                 Qt.Key.Key_Home: 0, Qt.Key.Key_End: last}[Qt.Key(key)]
            self.focus_index = i
            self._show_focus(force=True)
            return True
        if key in self.CHOOSE_KEYS and hand:
            self.focus_index = min(self.focus_index, len(hand) - 1)
            self.card_clicked(hand[self.focus_index])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            for b in self.action_buttons:
                if b.isDefault() and b.isEnabled():
                    b.click()
                    return True
            return False
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            return self.press_button(key - Qt.Key.Key_1)
        if key == Qt.Key.Key_T:
            self.review_tricks()
            return True
        if key == Qt.Key.Key_Z and mods & Qt.KeyboardModifier.ControlModifier:
            return self.undo()
        return False

    def _hand_cards(self, obs) -> list:
        """The person's hand as it is fanned, left to right."""
        return list(obs.hand)

    def _hand_items(self) -> list[CardItem]:
        if self.session is None:
            return []
        obs = self.session.observation()
        return [self.items[c.code] for c in self._hand_cards(obs) if c.code in self.items]

    def _show_focus(self, force: bool = False) -> None:
        """The keyboard focus frame on one card of the hand -- none once the game is over."""
        over = self.session is None or self.session.is_over()
        if force:
            self._keys_used = True
        for i, it in enumerate(self._hand_items()):
            it.set_marks(focus=(i == self.focus_index and not over))

    # ========================================================= card gestures
    def _double_clicked(self, item: CardItem) -> None:
        """A double-click does what a click does -- once: its first click may already have acted."""
        _code, when = self._last_click
        if time.monotonic() - when < QApplication.doubleClickInterval() / 1000.0 + 0.05:
            return
        self.card_clicked(item)

    def card_clicked(self, item: CardItem) -> None:
        try:
            self._card_clicked(item)
        finally:
            self._last_click = (item.code, time.monotonic())   # after acting: act() clears it

    def _targets_for(self, item: CardItem) -> list[QGraphicsRectItem]:
        """The zones where ``item`` may be dropped now."""
        return []

    def _drag_start(self, item: CardItem) -> None:
        lit = QPen(QColor(120, 255, 140), 4)
        for z in self._targets_for(item):
            z.setPen(lit)
            z.setBrush(QColor(120, 255, 140, 40))

    def _unlight(self) -> None:
        for z in (self.trick_zone, self.discard_zone, self.hand_zone):
            z.setPen(getattr(z, "normal_pen"))
            z.setBrush(Qt.BrushStyle.NoBrush)

    def _drop(self, item: CardItem, pos: QPointF) -> bool:
        """A card let go at ``pos`` (scene coordinates): True when the game took it there;
        otherwise the card springs back to its place."""
        self._unlight()
        if self.session is None or item.code is None:
            return False
        centre = item.sceneBoundingRect().center()
        return self._dropped(card_of(item.code), lambda r: r.contains(pos) or r.contains(centre))

    def _dropped(self, card: Any, on) -> bool:
        """``card`` was let go; ``on(rect)`` says whether over ``rect`` (the pointer or the card's
        centre).  True when the game took the card."""
        return False

    # ================================================================= layout
    def refresh(self, animate: bool = True, dealing: bool = False) -> None:
        """Place every card from the person's observation (``dealing``: a new deal comes from the pack)."""
        if self.session is None:
            return
        self._lay_out(self.session.observation(), self.anim_ms if animate else 0, dealing)

    def _lay_out(self, obs, dur: int, dealing: bool) -> None:
        """Move every card to its place for ``obs`` in ``dur`` ms, and update the texts on the felt."""

    def art_changed(self) -> None:
        """The card look changed (gui.art.configure): repaint every card now."""
        for it in self._all_items():
            it.update()
        self.scene.update()

    def _all_items(self) -> list[CardItem]:
        return list(self.items.values()) + list(self.backs.values())

    def _clear_cards(self) -> None:
        """Take every card off the felt (a new session sits down)."""
        for it in self._all_items():
            self.scene.removeItem(it)
        self.items.clear()
        self.backs.clear()

    def _item(self, code: str) -> CardItem:
        it = self.items.get(code)
        if it is None:
            it = CardItem(code)
            it.on_click = self.card_clicked
            it.on_double_click = self._double_clicked
            it.on_drag_start = self._drag_start
            it.on_drop = self._drop
            it.setPos(self.DECK_POS)
            it.setVisible(False)
            self.scene.addItem(it)
            self.items[code] = it
        return it

    def _back(self, key: str) -> CardItem:
        it = self.backs.get(key)
        if it is None:
            it = CardItem(None, face_up=False)
            it.setPos(self.DECK_POS)
            it.setVisible(False)
            self.scene.addItem(it)
            self.backs[key] = it
        return it

    def _hide_all_cards(self) -> None:
        for it in self._all_items():
            it.setVisible(False)

    def _placed(self, keys: set, hand_size: int) -> None:
        """After a refresh placed the cards ``keys``: hide the others and keep the keyboard focus
        inside the hand of ``hand_size`` cards."""
        for key, it in list(self.items.items()) + list(self.backs.items()):
            if key not in keys:
                it.setVisible(False)
        self.focus_index = min(self.focus_index, max(hand_size - 1, 0))
        if (self.view.hasFocus() or getattr(self, "_keys_used", False)
                or (self.session is not None and self.session.is_over())):
            self._show_focus()

    def card_item(self, code: str) -> CardItem | None:
        it = self.items.get(code)
        return it if it is not None and it.isVisible() else None

    def animations_running(self) -> bool:
        return any(it.is_animating() for it in self._all_items())
