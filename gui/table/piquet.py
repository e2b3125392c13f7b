"""The Piquet table: both hands fanned, the talon, the discard piles, the trick, the won
tricks, the running count, the declaration dialogue and the score sheet.

The table presents a :class:`gui.session.GameSession`.  It lays every card out from the
person's observation (so it can never show a card the person may not see), turns
gestures into engine actions (drag to a target, click, keys, buttons) and animates the
events the engine returns.  It never recomputes a rule: legality comes from
``legal_actions()`` and refusals from the engine's ``IllegalAction``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView,
                               QGroupBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QScrollArea, QSizePolicy, QSplitter,
                               QVBoxLayout, QWidget)

from engine.protocol import IllegalAction
from engine.players import make_player
from gui import worker
from gui.session import GameSession
from gui.settings import SPEED_TIMES
from gui.table import texts
from gui.table.cards import CARD_H, CARD_W, CardItem
from gui.table.scoresheet import ScoreSheet

SCENE_W, SCENE_H = 1250.0, 860.0
NEXT_DEAL_PAUSE_MS = 700  # at the fastest speed the next deal follows after this pause
SUIT_ORDER = "SHCD"      # alternating colours in the fanned hand
RANK_ORDER = "AKQJT987"

# zone rectangles (scene coordinates)
MY_HAND_Y = SCENE_H - CARD_H - 28
OPP_HAND_Y = 28
TRICK_RECT = QRectF(SCENE_W / 2 - 150, SCENE_H / 2 - CARD_H / 2 - 25, 300, CARD_H + 50)
MY_DISCARD_RECT = QRectF(30, SCENE_H - CARD_H - 60, 205, CARD_H + 40)
OPP_DISCARD_RECT = QRectF(40, 20, 230, CARD_H + 20)
TALON_RECT = QRectF(40, SCENE_H / 2 - CARD_H / 2 - 20, 300, CARD_H + 40)
MY_TRICKS_POS = QPointF(SCENE_W - CARD_W - 50, SCENE_H - CARD_H - 40)
OPP_TRICKS_POS = QPointF(SCENE_W - CARD_W - 50, 30)
DECK_POS = QPointF(SCENE_W / 2 - CARD_W / 2, SCENE_H / 2 - CARD_H / 2)
HAND_RECT = QRectF(250, MY_HAND_Y - 40, SCENE_W - 430, CARD_H + 70)


def sort_key(c) -> tuple[int, int]:
    return SUIT_ORDER.index(c.suit), RANK_ORDER.index(c.rank)


class TableView(QGraphicsView):
    """The felt: scales the scene to the window and hands keys to the table."""

    def __init__(self, scene: QGraphicsScene, table: "PiquetTable") -> None:
        super().__init__(scene)
        self.table = table
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(480, 320)
        g = QRadialGradient(SCENE_W / 2, SCENE_H / 2, SCENE_W * 0.7)
        g.setColorAt(0, QColor(28, 110, 62))
        g.setColorAt(1, QColor(12, 62, 34))
        self.setBackgroundBrush(QBrush(g))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)

    def keyPressEvent(self, event) -> None:
        if not self.table.key(event.key(), event.modifiers()):
            super().keyPressEvent(event)


class PiquetTable(QWidget):
    """A whole Piquet table with its side panel.  ``session`` is set by :meth:`start`."""

    changed = Signal()              # after every step (window updates undo, title)
    finished = Signal()             # the game is over
    rules_requested = Signal(str)   # a rules section id
    refused = Signal(str, object)   # an IllegalAction's code and details (the rules panel explains it)

    def __init__(self, parent: QWidget | None = None, speed: str = "normal") -> None:
        super().__init__(parent)
        self.session: GameSession | None = None
        self.speed = speed
        self.opponent: Any = None
        self.token = 0
        self.thinking = False
        self.hold_until_gathered: tuple | None = None   # (cards of the finished trick, winner)
        self.selected: list = []                        # cards chosen for discarding
        self.focus_index = 0
        self.message = ""
        self.reason_section = ""                        # rules section of the last refusal (F1 opens it)
        self._last_click: tuple = (None, 0.0)
        self.items: dict[str, CardItem] = {}
        self.backs: dict[str, CardItem] = {}
        self.calls: dict[int, str] = {}                 # last call of each seat (bubble)
        self.log_lines: list[str] = []
        self._prev_known: set = set()
        self._dealing = False
        self.between_deals = False                      # a deal is over; the next waits for "Next deal"
        self.guide: Any = None                          # gui.tutorial.GuidedDeal while the guided deal runs
        self.rules_dock: Any = None                     # the window's RulesDock, for the "?" buttons
        self._signals = worker.MoveSignals()
        self._signals.done.connect(self._computer_done)
        self._signals.failed.connect(self._computer_failed)
        self._build()

    # ================================================================= building
    def _build(self) -> None:
        self.scene = QGraphicsScene(0, 0, SCENE_W, SCENE_H, self)
        self.view = TableView(self.scene, self)
        pen = QPen(QColor(230, 220, 170, 110), 2, Qt.DashLine)
        self.trick_zone = self._zone(TRICK_RECT, pen)
        self.discard_zone = self._zone(MY_DISCARD_RECT, pen)
        self.hand_zone = self._zone(HAND_RECT, QPen(Qt.NoPen))
        self.talon_zone = self._zone(TALON_RECT, QPen(QColor(230, 220, 170, 60), 1, Qt.DotLine))
        self.opp_discard_zone = self._zone(OPP_DISCARD_RECT, QPen(QColor(230, 220, 170, 60), 1, Qt.DotLine))
        self.zone_labels = {
            "discard": self._label(MY_DISCARD_RECT.bottomLeft() + QPointF(6, -24), 16),
            "opp_discard": self._label(OPP_DISCARD_RECT.bottomLeft() + QPointF(6, -4), 16),
            "talon": self._label(TALON_RECT.bottomLeft() + QPointF(6, 2), 16),
            "trick": self._label(TRICK_RECT.bottomLeft() + QPointF(6, 2), 16),
            "my_tricks": self._label(QPointF(SCENE_W - 250, MY_TRICKS_POS.y() - 28), 16),
            "opp_tricks": self._label(QPointF(SCENE_W - 250, OPP_TRICKS_POS.y() + CARD_H + 8), 16),
        }
        self.count_text = self._label(QPointF(TRICK_RECT.right() + 30, SCENE_H / 2 - 70), 21, bold=True)
        self.call_me = self._label(QPointF(SCENE_W / 2 - 260, MY_HAND_Y - 62), 19, bold=True,
                                   color=QColor(255, 236, 160))
        self.call_opp = self._label(QPointF(SCENE_W / 2 - 260, OPP_HAND_Y + CARD_H + 12), 19, bold=True,
                                    color=QColor(255, 236, 160))
        self.thinking_text = self._label(QPointF(SCENE_W / 2 + 200, OPP_HAND_Y + CARD_H + 12), 17,
                                         color=QColor(220, 230, 255))
        self.banner = self._label(QPointF(0, 0), 64, bold=True, color=QColor(255, 215, 90))
        self.banner.setZValue(2000)
        self.message_text = self._label(QPointF(SCENE_W / 2 - 300, SCENE_H / 2 + CARD_H / 2 + 40), 17,
                                        color=QColor(255, 190, 170))
        self.message_text.setZValue(1500)
        self._banner_timer = QTimer(self, singleShot=True, timeout=lambda: self.banner.setText(""))
        self._think_timer = QTimer(self, interval=400, timeout=self._tick_thinking)
        self._think_dots = 0

        # side panel
        side = QWidget()
        side.setMinimumWidth(250)
        side.setMaximumWidth(420)
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 6, 6, 6)
        self.prompt_label = QLabel()
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        # word-wrapped labels in a splitter get no height-for-width: reserve their lines
        self.prompt_label.setMinimumHeight(self.prompt_label.fontMetrics().lineSpacing() * 3 + 4)
        self.prompt_label.setObjectName("prompt")
        f = self.prompt_label.font()
        f.setBold(True)
        self.prompt_label.setFont(f)
        lay.addWidget(self.prompt_label)
        self.guide_label = QLabel()          # the guided deal's explanation when the rules dock is too narrow
        self.guide_label.setObjectName("guide_text")
        self.guide_label.setWordWrap(True)
        self.guide_label.setTextFormat(Qt.RichText)
        self.guide_label.setStyleSheet("QLabel { background: #fbf0d0; border: 1px solid #c9a95b; border-radius: 3px;"
                                       " padding: 5px; color: #3c2a14; }")
        self.guide_label.hide()
        lay.addWidget(self.guide_label)
        self.buttons_box = QWidget()
        self.buttons_layout = QVBoxLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.buttons_box)
        row = QHBoxLayout()
        self.last_trick_button = QPushButton()
        self.last_trick_button.clicked.connect(self.review_tricks)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        row.addWidget(self.last_trick_button)
        row.addWidget(self.undo_button)
        lay.addLayout(row)
        self.dialogue_box = QGroupBox()
        dl = QVBoxLayout(self.dialogue_box)
        self.dialogue_list = QListWidget()
        self.dialogue_list.setMinimumHeight(90)
        self.dialogue_list.setWordWrap(True)
        self.dialogue_list.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Ignored)
        self.dialogue_list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        dl.addWidget(self.dialogue_list)
        lay.addWidget(self.dialogue_box, 2)
        self.sheet = ScoreSheet()
        lay.addWidget(self.sheet, 3)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setObjectName("rules_in_force")
        self.rules_label.setTextInteractionFlags(Qt.TextBrowserInteraction)
        self.rules_label.setMinimumHeight(self.rules_label.fontMetrics().lineSpacing() * 3 + 4)
        self.rules_label.linkActivated.connect(lambda _l: self.rules_requested.emit("options-in-force"))
        lay.addWidget(self.rules_label)

        scroller = QScrollArea()           # small windows scroll the side panel instead of growing
        scroller.setWidgetResizable(True)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        scroller.setFrameShape(QScrollArea.NoFrame)
        scroller.setWidget(side)
        scroller.setMinimumWidth(side.minimumWidth() + 16)
        scroller.setMaximumWidth(side.maximumWidth() + 16)
        split = QSplitter(Qt.Horizontal)
        split.addWidget(self.view)
        split.addWidget(scroller)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([900, 300])
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(split)
        self.view.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.retranslate()

    def _zone(self, rect: QRectF, pen: QPen) -> QGraphicsRectItem:
        z = QGraphicsRectItem(rect)
        z.setPen(pen)
        z.setBrush(Qt.NoBrush)
        z.setZValue(-10)
        z.normal_pen = pen
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

    def retranslate(self) -> None:
        self.last_trick_button.setText(self.tr("Last trick"))
        self.last_trick_button.setToolTip(self.tr("Look at the last trick again (key T)"))
        self.undo_button.setText(self.tr("Undo"))
        self.dialogue_box.setTitle(self.tr("Declarations and calls"))
        self.zone_labels["discard"].setText(self.tr("Your discards"))
        self.zone_labels["opp_discard"].setText(self.tr("Opponent's discards"))
        self.zone_labels["talon"].setText(self.tr("Talon"))
        self.zone_labels["trick"].setText(self.tr("Trick"))
        self.sheet.retranslate()
        if self.session is not None:
            self._set_buttons()
            self._update_prompt()
            self._describe_rules()
            self.refresh(animate=False)

    def _update_prompt(self) -> None:
        s = self.session
        if s.is_over():
            self.prompt_label.setText(self.tr("The partie is over. Start a new game from the Game menu."))
        else:
            self.prompt_label.setText(texts.prompt(s.state.phase, s.human_to_move() and not self.thinking,
                                                   s.observation()))
        if self.between_deals:
            self._update_between_deals()
        if self.guide is not None:
            self.guide.update_prompt()

    # ================================================================= game flow
    @property
    def anim_ms(self) -> int:
        return SPEED_TIMES.get(self.speed, SPEED_TIMES["normal"])[0]

    @property
    def think_s(self) -> float:
        return SPEED_TIMES.get(self.speed, SPEED_TIMES["normal"])[1] / 1000.0

    def start(self, session: GameSession, opponent: Any = None, guide: Any = None) -> None:
        """Sit down at ``session`` (new or resumed); ``opponent`` replaces the seat's computer player
        and ``guide`` leads the person through a prepared deal (see :mod:`gui.tutorial`)."""
        self.token += 1
        self.thinking = False
        self.between_deals = False
        self.session = session
        self.guide = guide
        self.set_guide_text("")
        self.log_lines = []
        kind = session.seats[1 - session.human]
        try:
            self.opponent = opponent if opponent is not None else make_player(kind, session.spec.name)
        except ValueError:     # a computer player this installation does not have: the random one sits in
            self.opponent = make_player("random", session.spec.name)
            session.seats[1 - session.human] = "random"
            self.log_lines.append(
                self.tr("The opponent %1 is not available; the random player takes the seat.").replace("%1", kind))
        for it in list(self.items.values()) + list(self.backs.values()):
            self.scene.removeItem(it)
        self.items.clear()
        self.backs.clear()
        self.selected = []
        self.calls = {}
        self.dialogue_list.clear()
        self.hold_until_gathered = None
        self.message = ""
        self.sheet.set_session(session)
        self._describe_rules()
        if s_over_trick := (session.is_over() and session.observation().tricks):
            t = s_over_trick[-1]
            self.hold_until_gathered = ((t[1], t[2]), t[0], t[3])
        for ev in session.events_so_far():
            line = texts.event_line(ev, session.human)
            if line:
                self.log_lines.append(line)
        evs = session.run_chance()
        self._take_events(evs, animate=False)
        self.refresh(animate=True, dealing=any(e.kind == "deal" for e in evs))
        self.advance()

    def waiting_for_human(self) -> bool:
        s = self.session
        return (s is not None and not s.is_over() and s.human_to_move() and not self.thinking
                and self.hold_until_gathered is None and not (self.guide is not None and self.guide.paused()))

    def advance(self) -> None:
        s = self.session
        if s is None:
            return
        self._set_buttons()
        if s.is_over():
            self._stop_thinking()
            self.prompt_label.setText(self.tr("The partie is over. Start a new game from the Game menu."))
            if self.guide is not None:
                self.guide.finished()
            self.changed.emit()
            self.finished.emit()
            return
        if self.between_deals:
            self._stop_thinking()
            self.changed.emit()
            return
        if self.hold_until_gathered is not None:
            return
        if self.guide is not None and self.guide.pause_if_needed():
            self._stop_thinking()
            self.changed.emit()
            return
        if s.human_to_move():
            self._stop_thinking()
            self.prompt_label.setText(texts.prompt(s.state.phase, True, s.observation()))
            if self.guide is not None:
                self.guide.human_turn()
                self.refresh(animate=True)
            self.changed.emit()
            return
        if self.guide is not None:
            self.guide.computer_turn()
        # the computer's turn: think off the UI thread
        self.token += 1
        self.thinking = True
        self.prompt_label.setText(texts.prompt(s.state.phase, False, None))
        self._think_dots = 0
        self._tick_thinking()
        self._think_timer.start()
        obs = s.state.observation(s.to_move)
        worker.start(worker.ComputerMove(self.token, self.opponent, obs, s.ai_rng, self.think_s, self._signals))
        self.changed.emit()

    def _tick_thinking(self) -> None:
        self._think_dots = (self._think_dots + 1) % 4
        self.thinking_text.setText(self.tr("thinking") + "." * self._think_dots)

    def _stop_thinking(self) -> None:
        self.thinking = False
        self._think_timer.stop()
        self.thinking_text.setText("")

    def _computer_done(self, token: int, action: Any) -> None:
        if token != self.token or self.session is None:
            return
        self._stop_thinking()
        try:
            self._apply(action)
        except IllegalAction as e:  # a computer player that breaks the rules: say so, do not crash
            self.show_message(self.tr("The opponent tried an illegal move: %1").replace("%1", str(e)))

    def _computer_failed(self, token: int, message: str) -> None:
        if token != self.token:
            return
        self._stop_thinking()
        self.show_message(self.tr("The computer player failed: %1").replace("%1", message.splitlines()[0]))

    def act(self, action: Any) -> bool:
        """The person's action.  On refusal, shows the engine's reason and returns False."""
        s = self.session
        if s is None:
            return False
        if not self.waiting_for_human():
            self.show_message(texts.reason("not_your_turn"))
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

    def refuse(self, e: IllegalAction) -> None:
        sentence, section = texts.reason_and_section(e.code, str(e), e.details)
        self.reason_section = section or ""
        self.show_message(sentence)
        self.refused.emit(e.code, dict(e.details))

    def _apply(self, action: Any) -> None:
        s = self.session
        who = s.to_move
        obs_before = s.observation()
        events = s.apply(action)
        self.message = ""
        self.reason_section = ""
        self.message_text.setText("")
        if who == s.human:
            self.selected = []
        self.calls[who] = texts.say(action) if str(action).split()[0] not in ("play", "exchange") else self.calls.get(who, "")
        if str(action).split()[0] in ("exchange",):
            self.calls[who] = texts.say(action)
        trick_done = [e for e in events if e.kind == "trick"]
        if any(e.kind == "deal_end" for e in events):
            # the last trick and the deal's score stay on the table until the person asks for the next deal
            self._take_events(events, animate=True)
            if trick_done:
                ev = trick_done[-1]
                self.hold_until_gathered = (tuple(ev.data.get("cards", ())), ev.data.get("leader"), ev.player)
            if not s.is_over():
                self.between_deals = True
                self._update_between_deals()
                if self.anim_ms == 0:       # the fastest speed: only a short pause
                    token = self.token
                    QTimer.singleShot(NEXT_DEAL_PAUSE_MS, lambda: token == self.token and self.next_deal())
            self.refresh(animate=True)
            self.advance()
            return
        more = s.run_chance()
        dealing = any(e.kind == "deal" for e in more)
        self._take_events(events + more, animate=True)
        if trick_done and self.anim_ms > 0 and not dealing:
            ev = trick_done[-1]
            self.hold_until_gathered = (tuple(ev.data.get("cards", ())), ev.data.get("leader"), ev.player)
            self.refresh(animate=True)
            QTimer.singleShot(self.anim_ms * 3 + 250, self._gather)
            return
        if dealing and self.anim_ms > 0:
            # show the finished deal's last trick for a moment before the new deal arrives
            self.refresh(animate=True, dealing=True)
        else:
            self.refresh(animate=True)
        del obs_before
        self.advance()

    def set_guide_text(self, html: str) -> None:
        """Show (or with "" hide) an explanation of the guided deal in the side panel."""
        if not html:
            self.guide_label.hide()
            self.guide_label.setText("")
            return
        from PySide6.QtGui import QTextDocument

        self.guide_label.setText(html)
        doc = QTextDocument()
        doc.setDefaultFont(self.guide_label.font())
        doc.setHtml(html)
        doc.setTextWidth(max(self.guide_label.parentWidget().width() - 30, 200))
        self.guide_label.setMinimumHeight(int(doc.size().height()) + 16)   # word wrap gets no height-for-width here
        self.guide_label.show()

    def _update_between_deals(self) -> None:
        s = self.session
        me = s.human
        hist = s.observation().history
        if hist:
            d = hist[-1]
            self.prompt_label.setText(
                self.tr("Deal %1 is over: you %2, your opponent %3. Click “Next deal” when you are ready.")
                .replace("%1", str(d["deal"])).replace("%2", str(d["scores"][me])).replace("%3", str(d["scores"][1 - me])))

    def next_deal(self) -> bool:
        """Gather the finished deal and deal the next one."""
        s = self.session
        if s is None or not self.between_deals:
            return False
        self.between_deals = False
        self.hold_until_gathered = None
        self.banner.setText("")
        more = s.run_chance()
        self._take_events(more, animate=True)
        self.refresh(animate=True, dealing=any(e.kind == "deal" for e in more))
        self.advance()
        return True

    def _gather(self) -> None:
        self.hold_until_gathered = None
        self.refresh(animate=True)
        self.advance()

    def _take_events(self, events: list, animate: bool) -> None:
        s = self.session
        for ev in events:
            line = texts.event_line(ev, s.human)
            if line:
                self.log_lines.append(line)
            if ev.kind in ("pique", "repique", "capot", "carte_rouge", "blanche"):
                self.show_banner(texts.banner_text(ev.kind))
            if ev.kind == "score" and ev.player is not None and ev.data.get("points"):
                self.calls[ev.player] = texts.item_name(str(ev.data.get("item", ""))) + " — " + \
                    _call_number(ev.data.get("deal_score", 0))
            if ev.kind == "deal":
                self.calls = {}
            if ev.kind == "deal_end" and line and not any(e.kind == "partie_end" for e in events):
                self.show_banner(line, seconds=3, size=34)
            if ev.kind == "partie_end":
                self.sheet.partie_ended(ev.data, s.human)
                self.show_banner(line or "", seconds=6, size=44)
        self.sheet.update_from(s)

    # ================================================================ messages
    def show_message(self, text: str) -> None:
        self.message = text
        self.message_text.setText(text)
        br = self.message_text.boundingRect()
        self.message_text.setPos(SCENE_W / 2 - br.width() / 2, TRICK_RECT.bottom() + 14)
        self.prompt_label.setToolTip(text)

    def show_banner(self, text: str, seconds: float = 0, size: int = 64) -> None:
        f = self.banner.font()
        if f.pixelSize() != size:
            f.setPixelSize(size)
            self.banner.setFont(f)
        self.banner.setText(text)
        br = self.banner.boundingRect()
        self.banner.setPos(SCENE_W / 2 - br.width() / 2, SCENE_H / 2 - br.height() / 2 - CARD_H / 2 - 40)
        self._banner_timer.start(int(seconds * 1000) if seconds else max(1500, self.anim_ms * 8))

    def _describe_rules(self) -> None:
        s = self.session
        from engine.options import describe_options, overrides_of

        over = overrides_of(s.spec, s.preset, s.options)
        o = s.options
        if o.partie_format == "target":
            fmt = self.tr("first to %1 points").replace("%1", str(o.target_score))
        elif o.partie_format == "rubicon_six_deals":
            fmt = self.tr("six deals, rubicon 100")
        else:
            fmt = o.partie_format.replace("_", " ")
        from html import escape

        shown = ", ".join(f"{escape(title)}: {escape(label)}" for title, label in _option_lines(s.spec.name, over))
        from gui.dialogs.houserules import preset_title

        self.rules_label.setText(self.tr("Rules: %1 (%2)").replace("%1", preset_title(s.spec, s.preset)).replace("%2", fmt) +
                                 (("<br>" + self.tr("House rules: %1").replace("%1", shown)) if over else "") +
                                 " <a href='#'>" + self.tr("Details") + "</a>")
        tip = "\n".join(f"{t}: {v}" for t, v in
                        _option_lines(s.spec.name, {n: getattr(o, n) for n, *_ in describe_options(type(o))}))
        self.rules_label.setToolTip(tip)

    # ================================================================== buttons
    def _clear_buttons(self) -> None:
        while self.buttons_layout.count():
            w = self.buttons_layout.takeAt(0).widget()
            if w is not None:
                w.hide()            # gone at once, even before the deferred deletion
                w.deleteLater()
        self.action_buttons: list[QPushButton] = []
        self.help_buttons: list = []

    def _button(self, text: str, slot, default: bool = False) -> QPushButton:
        b = QPushButton(text)
        n = len(self.action_buttons) + 1
        if n <= 9:
            b.setToolTip(self.tr("Key %1").replace("%1", str(n)))
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
        ok, why = s.undo_status()
        self.undo_button.setEnabled(ok and not self.thinking)
        self.undo_button.setToolTip(self.tr("Take back your last action (Ctrl+Z)") if ok else texts.undo_reason(why))
        self.last_trick_button.setEnabled(bool(s.observation().tricks))
        if self.between_deals:
            self.next_deal_button = self._button(self.tr("Next deal"), self.next_deal, default=True)
            self._add_help("deal_over")
            return
        if self.guide is not None and self.guide.add_buttons():
            return
        if s.is_over() or not s.human_to_move():
            return
        obs = s.observation()
        phase = obs.phase
        legal = list(obs.legal_actions)
        if phase == "exchange":
            self.exchange_button = self._button(self.tr("Exchange"), self.do_exchange, default=True)
            self._add_help(phase)
            self._update_exchange_button()
            return
        if phase == "play":
            self._add_help(phase)
            return
        if phase == "declare":
            legal = _best_first(legal)
        elif phase == "ydeclare":
            legal = sorted(legal, key=lambda a: -len(a.categories))
        elif phase == "reply":   # the strongest true answer first; "good" always remains possible
            legal = sorted(legal, key=lambda a: ("not-good", "equal", "good").index(a.answer))
        expected = self.guide.expected() if self.guide is not None else None
        for i, a in enumerate(legal):
            label = texts.say(a)
            if phase == "declare" and a.kind == "pass" and len(legal) > 1:
                label = self.tr("Sink: %1").replace("%1", label)
            b = self._button(label, lambda _c=False, a=a: self.act(a),
                             default=(a == expected) if expected is not None else (i == 0))
            if expected is not None and a == expected:
                self._mark_guided(b)
            if i == 0:
                self._add_help(phase)

    def _mark_guided(self, b: QPushButton) -> None:
        """The button the guided deal expects: highlighted like the hinted cards."""
        b.setProperty("guided", True)
        b.setStyleSheet("QPushButton { background: #ffd75a; color: #2a1d05; border: 2px solid #c98a00;"
                        " border-radius: 4px; padding: 3px; }")

    def _add_help(self, phase: str) -> Any:
        """A "?" beside the phase's controls that opens its section of the rules."""
        try:
            from gui.panels.rules_text import phase_section

            section = phase_section(phase)
        except Exception:
            section = "overview"
        b = None
        if self.rules_dock is not None:
            try:
                from gui.panels.rules import help_button

                b = help_button(self.rules_dock, section)
                b.clicked.connect(lambda _c=False, sec=section: self.rules_requested.emit(sec))
            except Exception:
                b = None
        if b is None:
            from PySide6.QtWidgets import QToolButton

            b = QToolButton()
            b.setText("?")
            b.setAutoRaise(True)
            b.setProperty("rulesSection", section)
            b.clicked.connect(lambda _c=False, sec=section: self.rules_requested.emit(sec))
        b.setObjectName("help_" + phase)
        b.setToolTip(self.tr("What the rules say about this"))
        # the "?" sits at the right of the row of the phase's first control
        first = self.action_buttons[-1] if self.action_buttons else None
        idx = self.buttons_layout.indexOf(first) if first is not None else -1
        row_w = QWidget()
        row = QHBoxLayout(row_w)
        row.setContentsMargins(0, 0, 0, 0)
        if first is not None and idx >= 0:
            self.buttons_layout.takeAt(idx)
            row.addWidget(first, 1)
            row.addWidget(b)
            self.buttons_layout.insertWidget(idx, row_w)
        else:
            row.addStretch(1)
            row.addWidget(b)
            self.buttons_layout.addWidget(row_w)
        row_w.setVisible(self.buttons_box.isVisible())
        if first is not None:
            first.setVisible(row_w.isVisible())
        b.setVisible(row_w.isVisible())
        self.help_buttons.append(b)
        return b

    def _update_exchange_button(self) -> None:
        s = self.session
        if s is None or s.state.phase != "exchange" or not s.human_to_move():
            return
        n = len(self.selected)
        sizes = {len(a.cards) for a in s.state.legal_actions()}
        b = getattr(self, "exchange_button", None)
        if b is not None:
            b.setText(self.tr("Exchange %1 cards").replace("%1", str(n)))
            b.setEnabled(n in sizes)

    def do_exchange(self) -> bool:
        from engine.games.piquet.actions import Exchange

        return self.act(Exchange.of(self.selected))

    def press_button(self, n: int) -> bool:
        bs = getattr(self, "action_buttons", [])
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
            self.show_message(texts.undo_reason(why))
            return False
        self.token += 1
        self._stop_thinking()
        s.undo()
        self.between_deals = False
        self.hold_until_gathered = None
        self.selected = []
        self.message = ""
        self.message_text.setText("")
        self.log_lines.append(self.tr("You took back your last action."))
        self.sheet.update_from(s)
        self.refresh(animate=True)
        self.advance()
        return True

    # ============================================================ trick review
    def review_tricks(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        s = self.session
        if s is None:
            return
        obs = s.observation()
        if not obs.tricks:
            return
        show_all = getattr(obs.options, "trick_review", "last_trick_only") == "all_played_cards"
        tricks = obs.tricks if show_all else obs.tricks[-1:]
        first = len(obs.tricks) - len(tricks) + 1
        lines = []
        for i, (leader, led, other, winner) in enumerate(tricks, start=first):
            lines.append(self.tr("Trick %1: %2 led %3, %4 played %5 — %6 took it").replace("%1", str(i))
                         .replace("%2", texts.who(leader, s.human)).replace("%3", _card_text(led))
                         .replace("%4", texts.who(1 - leader, s.human)).replace("%5", _card_text(other))
                         .replace("%6", texts.who(winner, s.human)))
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Tricks played") if show_all else self.tr("Last trick"))
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
        if key in (Qt.Key_Left, Qt.Key_Right) and hand:
            self.focus_index = (self.focus_index + (1 if key == Qt.Key_Right else -1)) % len(hand)
            self._show_focus()
            return True
        if key in (Qt.Key_Space, Qt.Key_Up, Qt.Key_Down) and hand:
            self.focus_index = min(self.focus_index, len(hand) - 1)
            self.card_clicked(hand[self.focus_index])
            return True
        if key in (Qt.Key_Return, Qt.Key_Enter):
            bs = getattr(self, "action_buttons", [])
            for b in bs:
                if b.isDefault() and b.isEnabled():
                    b.click()
                    return True
            return False
        if Qt.Key_1 <= key <= Qt.Key_9:
            return self.press_button(key - Qt.Key_1)
        if key == Qt.Key_T:
            self.review_tricks()
            return True
        if key == Qt.Key_Z and mods & Qt.ControlModifier:
            return self.undo()
        return False

    def _hand_items(self) -> list[CardItem]:
        if self.session is None:
            return []
        obs = self.session.observation()
        cards = sorted((c for c in obs.hand if c not in self.selected), key=sort_key)
        return [self.items[c.code] for c in cards if c.code in self.items]

    def _show_focus(self) -> None:
        hand = self._hand_items()
        for i, it in enumerate(hand):
            it.set_marks(focus=(i == self.focus_index))

    # ========================================================= card gestures
    def _double_clicked(self, item: CardItem) -> None:
        """A double-click does what a click does -- once: its first click may already have acted."""
        import time

        from PySide6.QtWidgets import QApplication

        last_code, when = self._last_click
        if time.monotonic() - when < QApplication.doubleClickInterval() / 1000.0 + 0.05:
            return
        self.card_clicked(item)

    def card_clicked(self, item: CardItem) -> None:
        import time

        try:
            self._card_clicked(item)
        finally:
            self._last_click = (item.code, time.monotonic())   # after acting: act() clears it

    def _card_clicked(self, item: CardItem) -> None:
        s = self.session
        if s is None or item.code is None:
            return
        phase = s.state.phase
        card = _card(item.code)
        if phase == "exchange" and s.human_to_move():
            if card in self.selected:
                self.unselect(card)
            elif card in s.observation().hand:
                self.select(card)
            return
        if phase == "play" and card in s.observation().hand:
            from engine.games.piquet.actions import Play

            self.act(Play(card))

    def select(self, card) -> bool:
        """Choose ``card`` for discarding; refused (with the engine's reason) beyond the limit."""
        from engine.games.piquet.actions import Exchange

        s = self.session
        if self.guide is not None:
            hint = self.guide.discard_refusal(card)
            if hint:
                self.show_message(hint)
                self.refresh(animate=True)
                return False
        trial = self.selected + [card]
        sizes = {len(a.cards) for a in s.state.legal_actions()}
        if len(trial) > max(sizes):
            try:
                s.state.check(Exchange.of(trial))
            except IllegalAction as e:
                self.refuse(e)
                self.refresh(animate=True)
                return False
        self.selected = trial
        self.message_text.setText("")
        self._update_exchange_button()
        self.refresh(animate=True)
        return True

    def unselect(self, card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        self._update_exchange_button()
        self.refresh(animate=True)

    def _targets_for(self, item: CardItem) -> list[QGraphicsRectItem]:
        s = self.session
        if s is None or item.code is None or not s.human_to_move() or self.thinking:
            return []
        card = _card(item.code)
        phase = s.state.phase
        if phase == "exchange":
            if card in self.selected:
                return [self.hand_zone]
            sizes = {len(a.cards) for a in s.state.legal_actions()}
            return [self.discard_zone] if len(self.selected) < max(sizes) else []
        if phase == "play":
            if any(str(a) == f"play {card.code}" for a in s.state.legal_actions()):
                return [self.trick_zone]
        return []

    def _drag_start(self, item: CardItem) -> None:
        lit = QPen(QColor(120, 255, 140), 4)
        for z in self._targets_for(item):
            z.setPen(lit)
            z.setBrush(QColor(120, 255, 140, 40))

    def _unlight(self) -> None:
        for z in (self.trick_zone, self.discard_zone, self.hand_zone):
            z.setPen(z.normal_pen)
            z.setBrush(Qt.NoBrush)

    def _drop(self, item: CardItem, pos: QPointF) -> bool:
        self._unlight()
        s = self.session
        if s is None or item.code is None:
            return False
        card = _card(item.code)
        phase = s.state.phase
        centre = item.sceneBoundingRect().center()
        on = lambda r: r.contains(pos) or r.contains(centre)  # noqa: E731
        if phase == "exchange" and s.human_to_move():
            if card in self.selected and on(HAND_RECT):
                self.unselect(card)
                return True
            if card not in self.selected and on(MY_DISCARD_RECT):
                return self.select(card)
            return False
        if on(TRICK_RECT):
            from engine.games.piquet.actions import Play

            if card not in s.observation().hand:
                return False
            return self.act(Play(card))
        return False

    # ================================================================= layout
    def _item(self, code: str) -> CardItem:
        it = self.items.get(code)
        if it is None:
            it = CardItem(code)
            it.on_click = self.card_clicked
            it.on_double_click = self._double_clicked
            it.on_drag_start = self._drag_start
            it.on_drop = self._drop
            it.setPos(DECK_POS)
            it.setVisible(False)
            self.scene.addItem(it)
            self.items[code] = it
        return it

    def _back(self, key: str) -> CardItem:
        it = self.backs.get(key)
        if it is None:
            it = CardItem(None, face_up=False)
            it.setPos(DECK_POS)
            it.setVisible(False)
            self.scene.addItem(it)
            self.backs[key] = it
        return it

    def refresh(self, animate: bool = True, dealing: bool = False) -> None:
        """Place every card from the person's observation."""
        s = self.session
        if s is None:
            return
        obs = s.observation()
        me = s.human
        dur = self.anim_ms if animate else 0
        place: dict[str, tuple[QPointF, float, bool, bool]] = {}   # key -> (pos, z, face_up, is_back)

        played = set()
        for t in obs.tricks:
            played |= {t[1], t[2]}
        trick_cards = {c for _, c in obs.trick}

        # my hand (minus cards chosen for discarding), fanned
        hand = [c for c in sorted(obs.hand, key=sort_key) if c not in self.selected]
        n = len(hand)
        step = min(70.0, (HAND_RECT.width() - CARD_W) / max(n - 1, 1))
        x0 = HAND_RECT.center().x() - (step * (n - 1) + CARD_W) / 2
        legal_play = {str(a)[5:] for a in obs.legal_actions if str(a).startswith("play ")}
        for i, c in enumerate(hand):
            place[c.code] = (QPointF(x0 + i * step, MY_HAND_Y), 100 + i, True, False)
        # cards chosen for discarding, then the discards made
        pile = list(self.selected) + [c for c in obs.discards if c not in self.selected]
        for i, c in enumerate(pile):
            place[c.code] = (QPointF(MY_DISCARD_RECT.left() + 8 + i * 18, MY_DISCARD_RECT.top() + 10), 50 + i,
                             True, False)

        # opponent's hand: the cards this seat knows face up, the rest as backs
        opp_n = obs.opponent_hand_size
        known = sorted((c for c in obs.known_opponent_cards if c not in played and c not in trick_cards),
                       key=sort_key)[:opp_n]
        step_o = min(52.0, (SCENE_W - 560 - CARD_W) / max(opp_n - 1, 1))
        xo = SCENE_W / 2 - (step_o * (opp_n - 1) + CARD_W) / 2
        slots = [("k", c) for c in known] + [("b", None)] * (opp_n - len(known))
        for i, (kind, c) in enumerate(slots):
            pos = QPointF(xo + i * step_o, OPP_HAND_Y)
            if kind == "k":
                place[c.code] = (pos, 100 + i, True, False)
            else:
                place[f"opp_hand:{i}"] = (pos, 100 + i, False, True)
        for i in range(obs.opponent_discard_count):
            place[f"opp_discard:{i}"] = (QPointF(OPP_DISCARD_RECT.left() + 10 + i * 24, OPP_DISCARD_RECT.top() + 10),
                                         50 + i, False, True)

        # the talon: untaken cards this seat has seen face up, the others face down
        taken_or_known = set(obs.hand) | set(obs.discards) | set(obs.known_opponent_cards) | played | trick_cards
        seen_left = [c for c in obs.seen_talon if c not in taken_or_known][:obs.talon_left]
        tl = obs.talon_left if s.state.phase not in ("cut", "choose_dealer", "over") else 0
        for i in range(tl):
            pos = QPointF(TALON_RECT.left() + 10 + i * 30, TALON_RECT.top() + 20 + (i % 2) * 0)
            if i < len(seen_left):
                place[seen_left[i].code] = (pos, 60 + i, True, False)
            else:
                place[f"talon:{i}"] = (pos, 60 + i, False, True)

        # the trick in progress (or the finished trick held for a moment)
        held = self.hold_until_gathered
        cur = list(obs.trick)
        if held is not None:
            cards, leader, _winner = held
            cur = [(leader, cards[0]), (1 - leader, cards[1])] if len(cards) == 2 else cur
        for i, (seat, c) in enumerate(cur):
            dy = 30 if seat == me else -30
            place[c.code] = (QPointF(SCENE_W / 2 - CARD_W / 2 - 60 + i * 120, SCENE_H / 2 - CARD_H / 2 + dy),
                             300 + i, True, False)

        # won tricks, gathered face down by the winner
        counts = {0: 0, 1: 0}
        for t in obs.tricks:
            winner = t[3]
            if held is not None and {t[1], t[2]} == set(held[0]):
                continue
            base = MY_TRICKS_POS if winner == me else OPP_TRICKS_POS
            k = counts[winner]
            counts[winner] += 1
            for j, c in enumerate((t[1], t[2])):
                place[c.code] = (base + QPointF(min(k, 11) * 3 + j, -min(k, 11) * 2), 20 + 2 * k + j, False, False)
        self.zone_labels["my_tricks"].setText(self.tr("Your tricks: %1").replace("%1", str(obs.tricks_won[me])))
        self.zone_labels["opp_tricks"].setText(self.tr("Opponent's tricks: %1").replace("%1", str(obs.tricks_won[1 - me])))

        # move everything (a new deal starts from the pack in the middle)
        if dealing and dur:
            for it in list(self.items.values()) + list(self.backs.values()):
                it.setVisible(False)
        src_for_new = self._source_positions(obs)
        hinted = self.guide.hint_cards(self.selected) if self.guide is not None and self.waiting_for_human() else set()
        order = 0
        seen_keys = set()
        for key, (pos, z, face, is_back) in place.items():
            it = self._back(key) if is_back else self._item(key)
            seen_keys.add(key)
            if not it.isVisible():
                it.setPos(DECK_POS if dealing else src_for_new.get(key.split(":")[0], DECK_POS))
                it.setVisible(True)
            if not is_back:
                it.set_face(key, face)
            it.draggable = (not is_back and face and key in {c.code for c in hand} | {c.code for c in self.selected})
            it.set_marks(legal=(key in legal_play and self.waiting_for_human()), focus=False,
                         hint=(key in hinted))
            delay_dur = dur + (order * 12 if dealing and dur else 0)
            it.move_to(pos, z, delay_dur)
            order += 1
        for key, it in list(self.items.items()):
            if key not in seen_keys:
                it.setVisible(False)
        for key, it in list(self.backs.items()):
            if key not in seen_keys:
                it.setVisible(False)
        self.focus_index = min(self.focus_index, max(len(hand) - 1, 0))
        if self.view.hasFocus():
            self._show_focus()

        # running count and calls
        ds = obs.deal_scores
        ps = obs.partie_scores
        if s.is_over() and self.sheet.settlement is not None:
            ps = tuple(self.sheet.settlement.get("scores", ps))
        self.count_text.setText(
            self.tr("Count\nYou: %1\nOpponent: %2").replace("%1", _call_number(ds[me])).replace("%2", _call_number(ds[1 - me]))
            + "\n" + self.tr("Partie: %1 – %2").replace("%1", str(ps[me])).replace("%2", str(ps[1 - me])))
        self.call_me.setText(self.calls.get(me, ""))
        self.call_opp.setText(self.calls.get(1 - me, ""))
        self._update_dialogue(obs)
        self.zone_labels["talon"].setText(self.tr("Talon") + (f" ({tl})" if tl else ""))

    def _source_positions(self, obs) -> dict[str, QPointF]:
        talon = QPointF(TALON_RECT.left() + 10, TALON_RECT.top() + 20)
        opp = QPointF(SCENE_W / 2 - CARD_W / 2, OPP_HAND_Y)
        return {"opp_hand": talon, "opp_discard": opp, "talon": DECK_POS}

    def _update_dialogue(self, obs) -> None:
        s = self.session
        lines = []
        for seat, text in obs.dialogue:
            try:
                a = s.state.parse_action(text)
                said = texts.say(a)
            except Exception:
                said = text
            lines.append(f"{texts.who(seat, s.human)}: {said}")
        lines += self.log_lines[-12:]
        if [self.dialogue_list.item(i).text() for i in range(self.dialogue_list.count())] != lines:
            self.dialogue_list.clear()
            self.dialogue_list.addItems(lines)
            self.dialogue_list.scrollToBottom()

    def art_changed(self) -> None:
        """The card look changed (gui.art.configure): repaint every card now."""
        for it in list(self.items.values()) + list(self.backs.values()):
            it.update()
        self.scene.update()

    def card_item(self, code: str) -> CardItem | None:
        it = self.items.get(code)
        return it if it is not None and it.isVisible() else None

    def animations_running(self) -> bool:
        return any(it.is_animating() for it in list(self.items.values()) + list(self.backs.values()))


def _card(code: str):
    from engine.cards import card

    return card(code)


def _card_text(c) -> str:
    from gui.table.cards import RANK_TEXT, SUIT_GLYPH

    return RANK_TEXT.get(c.rank, c.rank) + SUIT_GLYPH.get(c.suit, c.suit)


def _option_lines(game: str, values: dict) -> list[tuple[str, str]]:
    """(option title, value label) in the interface language, from the rules texts' option file;
    an option or value the file does not name is shown as the engine names it."""
    from gui import i18n

    try:
        from gui.panels.rules_text import option_texts

        known = option_texts(game, i18n.current_language)
    except Exception:
        known = {}
    out = []
    for name, v in values.items():
        entry = known.get(name, {})
        key = ("true" if v else "false") if isinstance(v, bool) else str(v)
        label = entry.get("values", {}).get(key, {}).get("label", key)
        out.append((entry.get("title", name), label))
    return out


def _call_number(n: int) -> str:
    from gui import i18n

    return f"{n} ({i18n.number_words(n)})" if n else "0"


def _best_first(legal: list) -> list:
    """Elder's declarations with the best call first; passing (sinking all) last."""
    def value(a):
        if a.kind == "pass":
            return (-1, 0)
        if a.kind in ("point", "sequence", "pips"):
            return (1, int(a.value))
        if a.kind == "top":
            return (1, -"AKQJT987".index(a.value))
        if a.kind == "set":
            return (1, int(a.value[0]) * 10 - "AKQJT".index(a.value[1]))
        return (0, 0)
    return sorted(legal, key=value, reverse=True)


_ = QKeySequence  # imported for keyboard helpers in subclasses
