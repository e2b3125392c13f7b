"""The Minchiate table for four: the person at the bottom, the partner of this Giro
opposite, the opponents left and right; the folla, every face-up card, the versicole as
announced, the trick, the running mark in fiches and jettons, and the Resti sheet.

Like the Piquet table it presents a :class:`gui.session.GameSession`, lays every card
out from the person's observation only, turns gestures (drag, click, keys, buttons)
into engine actions and shows the engine's reason when one is refused.  The three
computer seats think off the UI thread (:mod:`gui.worker`); a seat on the person's side
in the current Giro plays with the partner's player kind, the others with the
opponents' kind (partners change from Giro to Giro)."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QRadialGradient
from PySide6.QtWidgets import (QApplication, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem, QGroupBox,
                               QHBoxLayout, QLabel, QListWidget, QPushButton, QScrollArea, QSizePolicy, QSplitter,
                               QVBoxLayout, QWidget)

from engine.protocol import IllegalAction
from engine.players import make_player
from gui import worker
from gui.session import GameSession
from gui.settings import SPEED_TIMES
from gui.table import minchiate_texts as mt
from gui.table import texts
from gui.table.cards import CARD_H, CARD_W, CardItem
from gui.table.minchiate_marks import MarkItem
from gui.table.minchiate_sheet import RestiSheet
from gui.table.piquet import TableView

SCENE_W, SCENE_H = 1200.0, 900.0
SMALL = 0.5                                   # other players' cards, the folla, the trick piles
SW, SH = CARD_W * SMALL, CARD_H * SMALL
HAND_Y = SCENE_H - CARD_H - 12
HAND_RECT = QRectF(225, HAND_Y - 30, SCENE_W - 450, CARD_H + 42)
DISCARD_RECT = QRectF(10, SCENE_H - CARD_H - 46, 200, CARD_H + 36)
CENTRE = QPointF(SCENE_W / 2, 420)
TRICK_RECT = QRectF(CENTRE.x() - 225, CENTRE.y() - 190, 450, 385)
DECK_POS = QPointF(CENTRE.x() - CARD_W / 2, CENTRE.y() - CARD_H / 2)
# where each table position (0 me, 1 right, 2 top, 3 left) lays its card in the trick
TRICK_SLOT = {0: QPointF(CENTRE.x() - CARD_W / 2, CENTRE.y() + 28),
              1: QPointF(CENTRE.x() + 85, CENTRE.y() - CARD_H / 2),
              2: QPointF(CENTRE.x() - CARD_W / 2, CENTRE.y() - CARD_H - 28),
              3: QPointF(CENTRE.x() - 85 - CARD_W, CENTRE.y() - CARD_H / 2)}
OUR_PILE = QPointF(SCENE_W - 130, SCENE_H - SH - 40)
THEIR_PILE = QPointF(SCENE_W - 130, SCENE_H - SH - 180)
FOLLA_POS = QPointF(12, 12)
MARKS_POS = QPointF(SCENE_W - 340, 6)
FAN_Y = 40            # the partner's backs
SIDE_FAN_Y = 205      # the side opponents' backs
SUIT_SORT = "#cdsb"


def sort_key(c) -> tuple:
    from engine.games.minchiate import scoring as S

    i = S.INDEX[c]
    return (SUIT_SORT.index(c.suit), 0 if c.is_fool else 1, -S.STRENGTH[i])


def _small_pos(top_left: QPointF, scale: float = SMALL) -> QPointF:
    """The item position that puts a card scaled about its centre with its top left at ``top_left``."""
    return QPointF(top_left.x() - CARD_W * (1 - scale) / 2, top_left.y() - CARD_H * (1 - scale) / 2)


class MinchiateTable(QWidget):
    """A whole Minchiate table with its side panel.  ``session`` is set by :meth:`start`."""

    changed = Signal()
    finished = Signal()
    rules_requested = Signal(str)
    refused = Signal(str, object)

    def __init__(self, parent: QWidget | None = None, speed: str = "normal") -> None:
        super().__init__(parent)
        self.session: GameSession | None = None
        self.speed = speed
        self.players: dict[str, Any] = {}
        self.token = 0
        self.thinking = False
        self.thinking_seat: int | None = None
        self.hold_until_gathered: tuple | None = None   # (((seat, card), ...), winner) of a finished trick
        self.focus_index = 0
        self.message = ""
        self.reason_section = ""
        self._last_click: tuple = (None, 0.0)
        self.items: dict[str, CardItem] = {}
        self.backs: dict[str, CardItem] = {}
        self.log_lines: list[str] = []
        self.action_buttons: list[QPushButton] = []
        self._signals = worker.MoveSignals()
        self._signals.done.connect(self._computer_done)
        self._signals.failed.connect(self._computer_failed)
        self._build()

    # ================================================================= building
    def _build(self) -> None:
        self.scene = QGraphicsScene(0, 0, SCENE_W, SCENE_H, self)
        self.view = TableView(self.scene, self)
        g = QRadialGradient(SCENE_W / 2, SCENE_H / 2, SCENE_W * 0.7)
        g.setColorAt(0, QColor(30, 96, 110))
        g.setColorAt(1, QColor(12, 46, 58))
        self.view.setBackgroundBrush(QBrush(g))
        pen = QPen(QColor(230, 220, 170, 110), 2, Qt.DashLine)
        self.trick_zone = self._zone(TRICK_RECT, QPen(QColor(230, 220, 170, 50), 1, Qt.DotLine))
        self.discard_zone = self._zone(DISCARD_RECT, pen)
        self.hand_zone = self._zone(HAND_RECT, QPen(Qt.NoPen))
        self.discard_label = self._label(DISCARD_RECT.topLeft() + QPointF(8, 4), 15)
        self.seat_labels = {pos: self._label(QPointF(0, 0), 20, bold=True) for pos in range(4)}
        self.seat_notes = {pos: self._label(QPointF(0, 0), 16, color=QColor(255, 236, 160)) for pos in range(4)}
        self.folla_text = self._label(FOLLA_POS + QPointF(0, 22 + SH + 4), 16)
        self.folla_title = self._label(FOLLA_POS + QPointF(SW + 12, -4), 18, bold=True)
        self.pile_labels = {"ours": self._label(OUR_PILE + QPointF(-80, SH + 4), 16),
                            "theirs": self._label(THEIR_PILE + QPointF(-80, SH + 4), 16)}
        self.marks_title = self._label(MARKS_POS + QPointF(0, 0), 18, bold=True)
        self.marks = {"ours": MarkItem(), "theirs": MarkItem()}
        for i, k in enumerate(("ours", "theirs")):
            self.marks[k].setPos(MARKS_POS + QPointF(0, 26 + i * (MarkItem.HEIGHT + 4)))
            self.marks[k].setZValue(900)
            self.scene.addItem(self.marks[k])
        self.banner_back = QGraphicsRectItem()
        self.banner_back.setPen(QPen(QColor(255, 215, 90, 160), 2))
        self.banner_back.setBrush(QColor(10, 30, 36, 215))
        self.banner_back.setZValue(1990)
        self.banner_back.setVisible(False)
        self.scene.addItem(self.banner_back)
        self.banner = self._label(QPointF(0, 0), 40, bold=True, color=QColor(255, 215, 90))
        self.banner.setZValue(2000)
        self.message_text = self._label(QPointF(0, TRICK_RECT.bottom() + 6), 19, color=QColor(255, 190, 170))
        self.message_text.setZValue(1500)
        self._banner_timer = QTimer(self, singleShot=True, timeout=self._hide_banner)
        self._think_timer = QTimer(self, interval=400, timeout=self._tick_thinking)
        self._think_dots = 0

        side = QWidget()
        side.setMinimumWidth(250)
        side.setMaximumWidth(420)
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 6, 6, 6)
        self.prompt_label = QLabel()
        self.prompt_label.setObjectName("prompt")
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        self.prompt_label.setMinimumHeight(self.prompt_label.fontMetrics().lineSpacing() * 3 + 4)
        f = self.prompt_label.font()
        f.setBold(True)
        self.prompt_label.setFont(f)
        lay.addWidget(self.prompt_label)
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
        self.log_box = QGroupBox()
        ll = QVBoxLayout(self.log_box)
        self.log_list = QListWidget()
        self.log_list.setObjectName("log")
        self.log_list.setMinimumHeight(90)
        self.log_list.setWordWrap(True)
        self.log_list.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Ignored)
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        ll.addWidget(self.log_list)
        lay.addWidget(self.log_box, 2)
        self.sheet = RestiSheet()
        lay.addWidget(self.sheet, 3)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setObjectName("rules_in_force")
        self.rules_label.setTextInteractionFlags(Qt.TextBrowserInteraction)
        self.rules_label.setMinimumHeight(self.rules_label.fontMetrics().lineSpacing() * 3 + 4)
        self.rules_label.linkActivated.connect(lambda _l: self.rules_requested.emit("options-in-force"))
        lay.addWidget(self.rules_label)
        scroller = QScrollArea()
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
        split.setSizes([950, 280])
        self.split, self.side_scroller = split, scroller
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(split)
        self.view.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.retranslate()

    def resizeEvent(self, event) -> None:
        """Small windows give the felt every pixel the side panel can spare."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self._fit_split)

    def _fit_split(self) -> None:
        w = self.split.width() - self.split.handleWidth()
        side = self.side_scroller.minimumWidth() if w < 1100 else min(self.side_scroller.maximumWidth(), w // 4)
        self.split.setSizes([max(w - side, 200), side])

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
        self.log_box.setTitle(self.tr("At the table"))
        self.discard_label.setText(self.tr("Your discards"))
        self.marks_title.setText(self.tr("Marked"))
        tip = self.tr("Fiches count 10, jettons 1, two stacked jettons 5. Red jettons before the fiches are "
                      "added, blue ones after them are taken away.")
        for m in self.marks.values():
            m.setToolTip(tip)
        self.sheet.retranslate()
        if self.session is not None:
            self._set_buttons()
            self._update_prompt()
            self._describe_rules()
            self.log_lines = self._all_log_lines()
            self.refresh(animate=False)

    # ================================================================= game flow
    @property
    def anim_ms(self) -> int:
        return SPEED_TIMES.get(self.speed, SPEED_TIMES["normal"])[0]

    @property
    def think_s(self) -> float:
        return SPEED_TIMES.get(self.speed, SPEED_TIMES["normal"])[1] / 1000.0

    def _kinds(self, session: GameSession) -> tuple[str, str]:
        partner = getattr(session, "partner", None) or session.seats[1]
        return partner, session.seats[1]

    def start(self, session: GameSession) -> None:
        """Sit down at ``session`` (new or resumed)."""
        self.token += 1
        self._stop_thinking()
        self.session = session
        self.players = {}
        notes = []
        for kind in set(self._kinds(session)):
            try:
                self.players[kind] = make_player(kind, "minchiate")
            except ValueError:
                self.players[kind] = make_player("random", "minchiate")
                notes.append(self.tr("The computer player %1 is not available; the random player takes the seat.")
                             .replace("%1", kind))
        for it in list(self.items.values()) + list(self.backs.values()):
            self.scene.removeItem(it)
        self.items.clear()
        self.backs.clear()
        self.hold_until_gathered = None
        self.message = ""
        self.message_text.setText("")
        self._hide_banner()
        self._describe_rules()
        evs = session.run_chance()
        self.log_lines = self._all_log_lines() + notes
        self.sheet.update_from(session)
        del evs
        self.refresh(animate=True, dealing=True)
        self.advance()

    def _all_log_lines(self) -> list[str]:
        s = self.session
        out = []
        for st in s.steps:
            sides = getattr(st.before, "side", ())
            for ev in st.events:
                line = mt.event_line(ev, s.human, sides)
                if line:
                    out.append(line)
        return out

    def waiting_for_human(self) -> bool:
        s = self.session
        return (s is not None and not s.is_over() and s.human_to_move() and not self.thinking
                and self.hold_until_gathered is None)

    def _update_prompt(self) -> None:
        s = self.session
        if s.is_over():
            self.prompt_label.setText(self.tr("The partita is over. Start a new game from the Game menu."))
            return
        waiting = mt.seat_name(s.to_move, s.human) if s.to_move >= 0 and not s.human_to_move() else ""
        self.prompt_label.setText(mt.prompt(s.state.phase, s.human_to_move() and not self.thinking,
                                            s.observation(), waiting))

    def advance(self) -> None:
        s = self.session
        if s is None:
            return
        self._set_buttons()
        if s.is_over():
            self._stop_thinking()
            self._update_prompt()
            self.changed.emit()
            self.finished.emit()
            return
        if self.hold_until_gathered is not None:
            return
        if s.human_to_move():
            self._stop_thinking()
            self._update_prompt()
            self.refresh(animate=True)
            self.changed.emit()
            return
        seat = s.to_move
        obs = s.state.observation(seat)
        partner_kind, opp_kind = self._kinds(s)
        player = self.players[partner_kind if obs.sides[seat] == obs.sides[s.human] else opp_kind]
        self.token += 1
        self.thinking = True
        self.thinking_seat = seat
        self._update_prompt()
        self._think_dots = 0
        self._tick_thinking()
        self._think_timer.start()
        worker.start(worker.ComputerMove(self.token, player, obs, s.ai_rng, self.think_s, self._signals))
        self.changed.emit()

    def _tick_thinking(self) -> None:
        self._think_dots = (self._think_dots + 1) % 4
        self._seat_texts()

    def _stop_thinking(self) -> None:
        self.thinking = False
        self.thinking_seat = None
        self._think_timer.stop()
        if self.session is not None:
            self._seat_texts()

    def _computer_done(self, token: int, action: Any) -> None:
        if token != self.token or self.session is None:
            return
        self._stop_thinking()
        try:
            self._apply(action)
        except IllegalAction as e:
            self.show_message(self.tr("A computer player tried an illegal move: %1").replace("%1", str(e)))

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
            self.refuse(IllegalAction("not_your_turn"))
            return False
        self._last_click = (None, 0.0)
        try:
            self._apply(action)
        except IllegalAction as e:
            self.refuse(e)
            return False
        return True

    def refuse(self, e: IllegalAction) -> None:
        sentence, section = mt.reason_and_section(e.code, str(e), e.details)
        self.reason_section = section or ""
        self.show_message(sentence)
        self.refused.emit(e.code, dict(e.details))

    def _apply(self, action: Any) -> None:
        s = self.session
        sides = s.state.side
        events = s.apply(action)
        self.message = ""
        self.reason_section = ""
        self.message_text.setText("")
        more = s.run_chance()
        self._take_events(events, sides)
        self._take_events(more, s.state.side)
        trick_done = [e for e in events if e.kind == "trick"]
        new_deal = any(e.kind == "shuffle" for e in more)
        if trick_done and self.anim_ms > 0:
            ev = trick_done[-1]
            self.hold_until_gathered = (tuple(ev.data["cards"]), ev.data["winner"])
            self.refresh(animate=True)
            QTimer.singleShot(self.anim_ms * 3 + 300, lambda tok=self.token: self._gather(tok, new_deal))
            return
        self.refresh(animate=True, dealing=new_deal)
        self.advance()

    def _gather(self, token: int, new_deal: bool = False) -> None:
        if token != self.token or self.hold_until_gathered is None:
            return
        self.hold_until_gathered = None
        self.refresh(animate=True, dealing=new_deal)
        self.advance()

    def _take_events(self, events: list, sides: tuple) -> None:
        s = self.session
        shown = []
        for ev in events:
            line = mt.event_line(ev, s.human, sides)
            if line:
                self.log_lines.append(line)
            if ev.kind == "versicola":
                shown.append(f"{mt.seat_name(ev.player, s.human)}: {mt.versicola_name(ev.data['name'])} "
                             f"{ev.data['points']}")
            if ev.kind == "deal_end" and line:
                self.show_banner(line, seconds=3, size=24)
            if ev.kind == "resto" and line:
                self.show_banner(line, seconds=2, size=26)
        if shown:
            self.show_banner(self.tr("Versicole") + "\n" + "\n".join(shown), seconds=3, size=24)
        self.sheet.update_from(s)

    # ================================================================ messages
    def show_message(self, text: str) -> None:
        self.message = text
        self.message_text.setText(text)
        br = self.message_text.boundingRect()
        self.message_text.setPos(max(8.0, SCENE_W / 2 - br.width() / 2), TRICK_RECT.bottom() + 6)
        self.prompt_label.setToolTip(text)

    def show_banner(self, text: str, seconds: float = 0, size: int = 40) -> None:
        f = self.banner.font()
        if f.pixelSize() != size:
            f.setPixelSize(size)
            self.banner.setFont(f)
        self.banner.setText(text)
        br = self.banner.boundingRect()
        self.banner.setPos(SCENE_W / 2 - br.width() / 2, CENTRE.y() - br.height() / 2)
        self.banner_back.setRect(self.banner.sceneBoundingRect().adjusted(-16, -10, 16, 10))
        self.banner_back.setVisible(bool(text))
        self._banner_timer.start(int(seconds * 1000) if seconds else max(1500, self.anim_ms * 8))

    def _hide_banner(self) -> None:
        self.banner.setText("")
        self.banner_back.setVisible(False)

    def _describe_rules(self) -> None:
        s = self.session
        from engine.options import describe_options, overrides_of
        from gui.dialogs.houserules import preset_title

        over = overrides_of(s.spec, s.preset, s.options)
        o = s.options
        fmt = self.tr("%1 deals").replace("%1", str(s.state.deals_total))
        shown = ", ".join(f"{k} = {v}" for k, v in over.items())
        self.rules_label.setText(self.tr("Rules: %1 (%2)").replace("%1", preset_title(s.spec, s.preset))
                                 .replace("%2", fmt)
                                 + (("<br>" + self.tr("House rules: %1").replace("%1", shown)) if over else "")
                                 + " <a href='#'>" + self.tr("Details") + "</a>")
        self.rules_label.setToolTip("\n".join(f"{n} = {getattr(o, n)}" for n, *_ in describe_options(type(o))))

    # ================================================================== buttons
    def _clear_buttons(self) -> None:
        while self.buttons_layout.count():
            w = self.buttons_layout.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.action_buttons = []

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
        self.action_buttons.append(b)
        return b

    def _set_buttons(self) -> None:
        self._clear_buttons()
        s = self.session
        ok, why = s.undo_status()
        self.undo_button.setEnabled(ok and not self.thinking)
        self.undo_button.setToolTip(self.tr("Take back your last action (Ctrl+Z)") if ok else texts.undo_reason(why))
        self.last_trick_button.setEnabled(bool(s.observation().tricks))
        if s.is_over() or not s.human_to_move():
            return
        obs = s.observation()
        legal = list(obs.legal_actions)
        if obs.phase == "rob":
            for i, a in enumerate(legal):
                label = (self.tr("Rob nothing") if a.count == 0 else
                         self.tr("Rob %1 card(s)").replace("%1", str(a.count)))
                self._button(label, lambda _c=False, a=a: self.act(a), default=(i == 0))
        elif obs.phase == "give":
            from engine.games.minchiate import scoring as S

            for i, a in enumerate(sorted(legal, key=lambda a: S.STRENGTH[S.INDEX[a.card]])):
                self._button(self.tr("Hand over %1").replace("%1", mt.card_name(a.card)),
                             lambda _c=False, a=a: self.act(a), default=(i == 0))

    def press_button(self, n: int) -> bool:
        if 0 <= n < len(self.action_buttons) and self.action_buttons[n].isEnabled():
            self.action_buttons[n].click()
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
        self.hold_until_gathered = None
        self.message = ""
        self.message_text.setText("")
        self.log_lines = self._all_log_lines() + [self.tr("You took back your last action.")]
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
        _leader, cards, winner = obs.tricks[-1]
        lines = [f"{mt.seat_name(q, s.human)}: {mt.card_name(c)}" for q, c in cards]
        lines.append(self.tr("%1 took it.").replace("%1", mt.seat_name(winner, s.human)))
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Last trick"))
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
        if key in (Qt.Key_Space, Qt.Key_Up) and hand:
            self.focus_index = min(self.focus_index, len(hand) - 1)
            self.card_clicked(hand[self.focus_index])
            return True
        if key in (Qt.Key_Return, Qt.Key_Enter):
            for b in self.action_buttons:
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
        return [self.items[c.code] for c in sorted(obs.hand, key=sort_key) if c.code in self.items]

    def _show_focus(self) -> None:
        for i, it in enumerate(self._hand_items()):
            it.set_marks(focus=(i == self.focus_index))

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
            self._last_click = (item.code, time.monotonic())

    def _action_for(self, card) -> Any:
        from engine.games.minchiate import Discard, Give, Play

        s = self.session
        phase = s.state.phase
        obs = s.observation()
        if phase == "discard" and card in obs.hand:
            return Discard(card)
        if phase == "play" and card in obs.hand:
            return Play(card)
        if phase == "give" and any(a.card == card for a in obs.legal_actions):
            return Give(card)
        return None

    def _card_clicked(self, item: CardItem) -> None:
        s = self.session
        if s is None or item.code is None:
            return
        action = self._action_for(_card(item.code))
        if action is not None:
            self.act(action)

    def _targets_for(self, item: CardItem) -> list[QGraphicsRectItem]:
        s = self.session
        if s is None or item.code is None or not self.waiting_for_human():
            return []
        legal = {str(a) for a in s.state.legal_actions()}
        phase = s.state.phase
        if phase == "discard" and f"discard {item.code}" in legal:
            return [self.discard_zone]
        if phase == "play" and f"play {item.code}" in legal:
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
        centre = item.sceneBoundingRect().center()
        on = lambda r: r.contains(pos) or r.contains(centre)  # noqa: E731
        phase = s.state.phase
        card = _card(item.code)
        if phase == "discard" and on(DISCARD_RECT):
            return self.act(self._action_for(card))
        if phase != "discard" and on(TRICK_RECT):
            action = self._action_for(card)
            if action is None:
                from engine.games.minchiate import Play

                action = Play(card)
            return self.act(action)
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

    def position_of(self, seat: int) -> int:
        """Table position of ``seat``: 0 the person (bottom), 1 right, 2 opposite, 3 left."""
        s = self.session
        order = s.state.order
        return (order.index(seat) - order.index(s.human)) % 4

    def seat_at(self, pos: int) -> int:
        s = self.session
        order = s.state.order
        return order[(order.index(s.human) + pos) % 4]

    def _fan_origin(self, pos: int, n: int) -> tuple[QPointF, QPointF]:
        """Top left of the first small back of a computer seat's hand, and the step between backs."""
        if pos == 2:
            step = QPointF(13, 0)
            return QPointF(SCENE_W / 2 - (13 * max(n - 1, 0) + SW) / 2, FAN_Y), step
        step = QPointF(0, 14)
        x = 12 if pos == 3 else SCENE_W - 12 - SW
        return QPointF(x, SIDE_FAN_Y), step

    def _known_origin(self, pos: int, n: int = 1, step: float = 26) -> QPointF:
        if pos == 2:
            return QPointF(SCENE_W / 2 - (step * max(n - 1, 0) + SW) / 2, FAN_Y + SH + 6)
        if pos == 3:
            return QPointF(12 + SW + 12, SIDE_FAN_Y)
        return QPointF(SCENE_W - 12 - SW - 12 - SW, SIDE_FAN_Y)

    def refresh(self, animate: bool = True, dealing: bool = False) -> None:
        """Place every card from the person's observation."""
        s = self.session
        if s is None:
            return
        obs = s.observation()
        me = s.human
        dur = self.anim_ms if animate else 0
        place: dict[str, tuple[QPointF, float, bool, bool, float]] = {}   # key -> (pos, z, face, back, scale)
        myturn = s.human_to_move() and not self.thinking and self.hold_until_gathered is None
        legal = {str(a) for a in obs.legal_actions} if myturn else set()
        held = self.hold_until_gathered
        held_cards = {c for _, c in held[0]} if held else set()
        in_trick = {c for _, c in obs.trick}

        # my hand, fanned
        hand = sorted(obs.hand, key=sort_key)
        n = len(hand)
        step = min(62.0, (HAND_RECT.width() - CARD_W) / max(n - 1, 1))
        x0 = HAND_RECT.center().x() - (step * (n - 1) + CARD_W) / 2
        for i, c in enumerate(hand):
            place[c.code] = (QPointF(x0 + i * step, HAND_Y), 100 + i, True, False, 1.0)
        # my discards (face up to me until they join the folla)
        mine = obs.discards[me] if obs.discards else ()
        for i, c in enumerate(mine):
            place[c.code] = (_small_pos(QPointF(DISCARD_RECT.left() + 10 + i * 26, DISCARD_RECT.top() + 30)),
                             50 + i, True, False, SMALL)

        # the three computer seats: known cards face up, the rest as backs
        played = {c for t in obs.tricks for _, c in t[1]} | in_trick | held_cards
        for pos in (1, 2, 3):
            seat = self.seat_at(pos)
            size = obs.hand_sizes[seat] if obs.hand_sizes else 0
            known = sorted((c for c in obs.known_cards[seat] if c not in played), key=sort_key)[:size] \
                if obs.known_cards else []
            backs = size - len(known)
            origin, st = self._fan_origin(pos, backs)
            for i in range(backs):
                place[f"hand{pos}:{i}"] = (_small_pos(origin + st * i), 100 + i, False, True, SMALL)
            kstep = min(28.0, 250.0 / max(len(known), 1)) if pos != 2 else min(28.0, 330.0 / max(len(known), 1))
            ko = self._known_origin(pos, len(known), kstep)
            for i, c in enumerate(known):
                if pos == 1:
                    tl = ko + QPointF(-i * kstep, 0)
                    z = 200 - i
                else:
                    tl = ko + QPointF(i * kstep, 0)
                    z = 200 + i
                place[c.code] = (_small_pos(tl), z, True, False, SMALL)
            for i in range(obs.discard_counts[seat] if obs.discard_counts and seat != me else 0):
                place[f"disc{pos}:{i}"] = (_small_pos(QPointF(ko.x() + (-i * 8 if pos == 1 else i * 8),
                                                              ko.y() + SH + 12)), 60 + i, False, True, SMALL)

        # the folla: a pile, the cards this seat may see, and during the cut the cards under my packet
        fs = obs.folla_size if obs.phase not in ("draw", "shuffle", "cut", "rob") else 0
        for i in range(min(fs, 4)):
            place[f"folla:{i}"] = (_small_pos(FOLLA_POS + QPointF(i * 2, -i * 2)), 10 + i, False, True, SMALL)
        vis = [c for c in obs.folla_cards if c not in played and c not in set(obs.hand)] if fs else []
        fstep = min(24.0, (SCENE_W / 2 - 200 - FOLLA_POS.x() - SW - 12 - SW) / max(len(vis) - 1, 1))
        for i, c in enumerate(vis):
            place[c.code] = (_small_pos(FOLLA_POS + QPointF(SW + 12 + i * fstep, 22)), 20 + i, True, False, SMALL)
        if obs.phase == "rob" and obs.cutter_seen:
            seen = sorted(obs.cutter_seen, key=sort_key)
            w = min(60.0, 480.0 / max(len(seen), 1))
            for i, c in enumerate(seen):
                place[c.code] = (QPointF(CENTRE.x() - (w * (len(seen) - 1) + CARD_W) / 2 + i * w,
                                         CENTRE.y() - CARD_H / 2), 300 + i, True, False, 1.0)

        # the trick in progress (or the finished one, held a moment), and the Matto's candidates
        cur = list(held[0]) if held else list(obs.trick)
        for i, (seat, c) in enumerate(cur):
            place[c.code] = (TRICK_SLOT[self.position_of(seat)], 300 + i, True, False, 1.0)
        give = [a.card for a in obs.legal_actions if str(a).startswith("give ")] if myturn else []
        if give:
            from engine.games.minchiate import scoring as S

            give = sorted(give, key=lambda c: S.STRENGTH[S.INDEX[c]])
            w = min(70.0, 480.0 / max(len(give), 1))
            for i, c in enumerate(give):
                place[c.code] = (QPointF(CENTRE.x() - (w * (len(give) - 1) + CARD_W) / 2 + i * w,
                                         CENTRE.y() - CARD_H / 2), 300 + i, True, False, 1.0)

        # won tricks, face down by side
        my_side = obs.sides[me] if obs.sides else 0
        counts = {"ours": 0, "theirs": 0}
        for _leader, cards, winner in obs.tricks:
            if held and held_cards == {c for _, c in cards}:
                continue
            k = "ours" if obs.sides[winner] == my_side else "theirs"
            base = OUR_PILE if k == "ours" else THEIR_PILE
            j = counts[k]
            counts[k] += 1
            for m, (_q, c) in enumerate(cards):
                if c.code in place:
                    continue
                place[c.code] = (_small_pos(base + QPointF(min(j, 20) * 2, -min(j, 20) * 1.5)), 20 + 4 * j + m,
                                 False, False, SMALL)
        tw = obs.tricks_won or (0, 0)
        ps = obs.pile_sizes or (0, 0)
        self.pile_labels["ours"].setText(self.tr("Our tricks: %1 (%2 cards)").replace("%1", str(tw[my_side]))
                                         .replace("%2", str(ps[my_side])))
        self.pile_labels["theirs"].setText(self.tr("Their tricks: %1 (%2 cards)").replace("%1", str(tw[1 - my_side]))
                                           .replace("%2", str(ps[1 - my_side])))

        # move everything
        if dealing and dur:
            for it in list(self.items.values()) + list(self.backs.values()):
                it.setVisible(False)
        hand_codes = {c.code for c in hand}
        seen_keys = set()
        for order, (key, (pos, z, face, is_back, scale)) in enumerate(place.items()):
            it = self._back(key) if is_back else self._item(key)
            seen_keys.add(key)
            if not it.isVisible():
                it.setPos(DECK_POS)
                it.setVisible(True)
            if not is_back:
                it.set_face(key, face)
            if it.scale() != scale:
                it.setScale(scale)
            it.draggable = (not is_back and key in hand_codes)
            is_legal = (f"play {key}" in legal or f"discard {key}" in legal or f"give {key}" in legal)
            it.set_marks(legal=is_legal, focus=False)
            it.move_to(pos, z, dur + (min(order, 60) * 6 if dealing and dur else 0))
        for key, it in list(self.items.items()) + list(self.backs.items()):
            if key not in seen_keys:
                it.setVisible(False)
        self.focus_index = min(self.focus_index, max(len(hand) - 1, 0))
        if self.view.hasFocus():
            self._show_focus()

        self._seat_texts(obs)
        self._folla_texts(obs, fs)
        self._mark_texts(obs)
        self._update_log()

    def _seat_texts(self, obs=None) -> None:
        s = self.session
        if s is None:
            return
        obs = obs or s.observation()
        me = s.human
        if not obs.sides:
            return
        for pos in range(4):
            seat = self.seat_at(pos)
            name = mt.seat_name(seat, me)
            role = []
            if pos == 2:
                role.append(self.tr("partner"))
            if seat == obs.dealer:
                role.append(self.tr("dealer"))
            if obs.fallen and obs.fallen[seat]:
                role.append(self.tr("no trumps"))
            n = obs.hand_sizes[seat] if obs.hand_sizes else 0
            text = name + (f" ({', '.join(role)})" if role else "")
            if pos != 0:
                text += " — " + self.tr("%1 cards").replace("%1", str(n))
            if self.thinking and self.thinking_seat == seat:
                text += "  " + self.tr("thinking") + "." * self._think_dots
            elif obs.to_move == seat and not s.is_over():
                text += "  ◀"
            lab = self.seat_labels[pos]
            lab.setText(text)
            lab.setBrush(QColor(255, 236, 160) if obs.to_move == seat else QColor(240, 232, 200))
            vs = [f"{mt.versicola_name(nm)} {pts}" for q, nm, _cs, pts in obs.versicole if q == seat]
            note = self.seat_notes[pos]
            note.setText((self.tr("Versicole: %1").replace("%1", ", ".join(vs))) if vs else "")
            br = lab.boundingRect()
            nb = note.boundingRect()
            if pos == 0:
                lab.setPos(HAND_RECT.left() + 4, HAND_Y - 56)
                note.setPos(HAND_RECT.left() + 4 + br.width() + 16, HAND_Y - 54)
            elif pos == 2:
                lab.setPos(SCENE_W / 2 - br.width() / 2, FAN_Y - 32)
                known = 1 if any(True for _ in obs.known_cards[seat]) else 0
                note.setPos(SCENE_W / 2 - nb.width() / 2, FAN_Y + SH + 8 + known * (SH + 4))
            elif pos == 3:
                lab.setPos(12, SIDE_FAN_Y - 32)
                note.setPos(12 + SW + 12, SIDE_FAN_Y + SH + 40)
            else:
                lab.setPos(SCENE_W - 12 - br.width(), SIDE_FAN_Y - 32)
                note.setPos(SCENE_W - 12 - SW - 12 - nb.width(), SIDE_FAN_Y + SH + 40)

    def _folla_texts(self, obs, fs: int) -> None:
        if not fs:
            self.folla_title.setText("")
            self.folla_text.setText("")
            return
        self.folla_title.setText(self.tr("Folla: %1 cards").replace("%1", str(fs)))
        c = obs.folla_counts or (0,) * 5
        parts = [f"{c[i]} {mt.suit_label(i)}" for i in range(5)]
        extra = []
        if obs.robbed:
            extra.append(self.tr("robbed %1").replace("%1", str(len(obs.robbed))))
        if obs.scoprire:
            extra.append(self.tr("turned up %1").replace("%1", str(len(obs.scoprire))))
        if obs.taken:
            extra.append(self.tr("taken %1").replace("%1", str(len(obs.taken))))
        self.folla_text.setText(", ".join(parts) + (("\n" + ", ".join(extra)) if extra else ""))

    def _mark_texts(self, obs) -> None:
        my_side = obs.sides[self.session.human] if obs.sides else 0
        ours = obs.mark if my_side == 0 else -obs.mark
        self.marks["ours"].set_mark(self.tr("Our side"), max(ours, 0), ours > 0)
        self.marks["theirs"].set_mark(self.tr("Their side"), max(-ours, 0), ours < 0)

    def marks_shown(self) -> tuple[int, int]:
        """(our mark, their mark) as the counters show them."""
        return self.marks["ours"].value, self.marks["theirs"].value

    def _update_log(self) -> None:
        lines = self.log_lines[-40:]
        if [self.log_list.item(i).text() for i in range(self.log_list.count())] != lines:
            self.log_list.clear()
            self.log_list.addItems(lines)
            self.log_list.scrollToBottom()

    def card_item(self, code: str) -> CardItem | None:
        it = self.items.get(code)
        return it if it is not None and it.isVisible() else None

    def animations_running(self) -> bool:
        return any(it.is_animating() for it in list(self.items.values()) + list(self.backs.values()))


def _card(code: str):
    from engine.cards import card

    return card(code)
