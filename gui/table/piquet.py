"""The Piquet table: both hands fanned, the talon, the discard piles, the trick, the won
tricks, the running count, the declaration dialogue and the score sheet.

The table presents a :class:`gui.session.GameSession`.  It lays every card out from the
person's observation (so it can never show a card the person may not see), turns
gestures into engine actions (drag to a target, click, keys, buttons) and animates the
events the engine returns.  It never recomputes a rule: legality comes from
``legal_actions()`` and refusals from the engine's ``IllegalAction``.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QHBoxLayout, QLabel, QPushButton, QWidget

from engine.ai.piquet import hint as strong_hint
from engine.protocol import IllegalAction
from engine.players import make_player
from gui import worker
from gui.session import GameSession
from gui.table import texts
from gui.table.base import CardTable, TableView, log_box, show_lines
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


class _Advisor:
    """The strong level's advice (:func:`engine.ai.piquet.hint`) in the shape of a player, so
    it is worked out off the UI thread like a computer move, from the person's observation."""

    def choose(self, observation, rng):
        return strong_hint(observation, rng)


class PiquetTable(CardTable):
    """A whole Piquet table with its side panel.  ``session`` is set by :meth:`start`.
    ``hold_until_gathered`` is (cards of the finished trick, leader, winner)."""

    HINTS = True

    DECK_POS = DECK_POS
    CHOOSE_KEYS = (Qt.Key_Space, Qt.Key_Up, Qt.Key_Down)
    BANNER_SIZE = 64

    def __init__(self, parent: QWidget | None = None, speed: str = "normal") -> None:
        super().__init__(parent, speed)
        self.opponent: Any = None
        self._missing_opponent = ""                     # the kind of computer player not available
        self.selected: list = []                        # cards chosen for discarding
        self.calls: dict[int, str] = {}                 # last call of each seat (bubble)
        self._prev_known: set = set()
        self._dealing = False
        self.between_deals = False                      # a deal is over; the next waits for "Next deal"
        self.rules_dock: Any = None                     # the window's RulesDock, for the "?" buttons
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
        self.guide_label = QLabel()          # the guided deal's explanation when the rules dock is too narrow
        self.guide_label.setObjectName("guide_text")
        self.guide_label.setWordWrap(True)
        self.guide_label.setTextFormat(Qt.RichText)
        self.guide_label.setStyleSheet("QLabel { background: #fbf0d0; border: 1px solid #c9a95b; border-radius: 3px;"
                                       " padding: 5px; color: #3c2a14; }")
        self.guide_label.hide()
        self.dialogue_box, self.dialogue_list = log_box()
        self._build_side(self.dialogue_box, ScoreSheet(), [900, 300], under_prompt=(self.guide_label,))
        # hints: the advice and the state it was given for (a stale one is never shown)
        self.advice: Any = None
        self._advice_state: Any = None
        self._hint_serial = 0
        self._hint_signals = worker.MoveSignals()
        self._hint_signals.done.connect(self._hint_done)
        self._hint_signals.failed.connect(self._hint_failed)
        self._hint_pending = False
        self.retranslate()

    def _retranslate_table(self) -> None:
        self.last_trick_button.setText(self.tr("Last trick"))
        self.last_trick_button.setToolTip(self.tr("Look at the last trick again (key T)"))
        self.undo_button.setText(self.tr("Undo"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("What would a strong player do here, and why? (key H)"))
        self.dialogue_box.setTitle(self.tr("Declarations and calls"))
        self.zone_labels["discard"].setText(self.tr("Your discards"))
        self.zone_labels["opp_discard"].setText(self.tr("Opponent's discards"))
        self.zone_labels["talon"].setText(self.tr("Talon"))
        self.zone_labels["trick"].setText(self.tr("Trick"))

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
        self._missing_opponent = ""
        kind = session.seats[1 - session.human]
        try:
            self.opponent = opponent if opponent is not None else make_player(kind, session.spec.name)
        except ValueError:     # a computer player this installation does not have: the random one sits in
            self.opponent = make_player("random", session.spec.name)
            session.seats[1 - session.human] = "random"
            self._missing_opponent = kind
            self.log_lines.append(self._missing_opponent_line())
        self._clear_cards()
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
        self._think(self.opponent, s.state.observation(s.to_move))

    def _thinking_prompt(self) -> None:
        self.prompt_label.setText(texts.prompt(self.session.state.phase, False, None))

    def _show_thinking(self, on: bool) -> None:
        self.thinking_text.setText(self.tr("thinking") + "." * self._think_dots if on else "")

    def _illegal_computer_move(self, why: str) -> str:
        return self.tr("The opponent tried an illegal move: %1").replace("%1", why)

    def _computer_failed_text(self, why: str) -> str:
        return self.tr("The computer player failed: %1").replace("%1", why)

    def _not_your_turn(self) -> None:
        self.show_message(texts.reason("not_your_turn"))

    def _apply(self, action: Any) -> None:
        s = self.session
        who = s.to_move
        obs_before = s.observation()
        events = s.apply(action)
        self._clear_message()
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
                self.calls[ev.player] = texts.call_label(str(ev.data.get("item", ""))) + " — " + \
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
    def _message_pos(self, width: float) -> QPointF:
        return QPointF(SCENE_W / 2 - width / 2, TRICK_RECT.bottom() + 14)

    def _place_banner(self, text: str) -> None:
        # in the band between the opponent's call and the top of a card in the trick, so the
        # banner never covers the last trick that stays on the table
        br = self.banner.boundingRect()
        top = OPP_HAND_Y + CARD_H + 40
        bottom = SCENE_H / 2 - CARD_H / 2 - 34
        y = min((top + bottom) / 2 - br.height() / 2, bottom - br.height())
        self.banner.setPos(SCENE_W / 2 - br.width() / 2, y)

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
    def _key_tip(self, n: int) -> str:
        return self.tr("Key %1").replace("%1", str(n))

    def _add_action_buttons(self, s: GameSession) -> None:
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
        expected = self.guide.expected() if self.guide is not None else self._advised()
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
        from gui.panels.rules_text import phase_section

        section = phase_section(phase)
        b = None
        if self.rules_dock is not None:
            from gui.panels.rules import help_button

            b = help_button(self.rules_dock, section)
            b.clicked.connect(lambda _c=False, sec=section: self.rules_requested.emit(sec))
        if b is None:           # a table without the main window's rules panel (tests, screenshots)
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

    # ==================================================================== undo
    def _forget_turn(self) -> None:
        self.between_deals = False
        self.selected = []

    def _undone_line(self) -> str:
        return self.tr("You took back your last action.")

    def _rebuild_log(self) -> None:
        """The log written again from the session's events: after a change of language it reads
        in the new one, and after an undo it no longer tells of what was taken back."""
        s = self.session
        self.log_lines = [self._missing_opponent_line()] if self._missing_opponent else []
        self.log_lines += [line for ev in s.events_so_far() if (line := texts.event_line(ev, s.human))]

    def _missing_opponent_line(self) -> str:
        return self.tr("The opponent %1 is not available; the random player takes the seat.").replace(
            "%1", self._missing_opponent)

    def _undo_tip(self) -> str:
        return self.tr("Take back your last action (Ctrl+Z)")

    # ============================================================ trick review
    def review_tricks(self) -> None:
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
        self._show_review(self.tr("Tricks played") if show_all else self.tr("Last trick"), lines)

    # ================================================================== keys
    def _hand_cards(self, obs) -> list:
        return sorted((c for c in obs.hand if c not in self.selected), key=sort_key)

    # ========================================================= card gestures
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

    def _dropped(self, card, on) -> bool:
        s = self.session
        phase = s.state.phase
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
    def _lay_out(self, obs, dur: int, dealing: bool) -> None:
        s = self.session
        me = s.human
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
            self._hide_all_cards()
        src_for_new = self._source_positions(obs)
        hinted = set()
        if self.guide is not None and self.waiting_for_human():
            hinted = self.guide.hint_cards(self.selected)
        elif self._advised() is not None:
            a = self._advised()
            hinted = {c.code for c in getattr(a, "cards", ()) if c not in self.selected}
            if getattr(a, "card", None) is not None:
                hinted.add(a.card.code)
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
        self._placed(seen_keys, len(hand))

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
                said = texts.say(s.state.parse_action(text))
            except IllegalAction:       # a line the dialogue holds that is no action: shown as it is
                said = text
            lines.append(f"{texts.who(seat, s.human)}: {said}")
        lines += self.log_lines[-12:]
        show_lines(self.dialogue_list, lines)

    # ================================================================== hints
    def ask_hint(self) -> bool:
        """Game ▸ Hint (key H): the strong level's choice for the person and why, worked out off
        the UI thread; the advised cards or button light up.  In the guided deal, its own hint."""
        s = self.session
        if s is None:
            return False
        if self.guide is not None and self.guide.active():
            self.show_message(self.guide.hint())
            return True
        if not self.waiting_for_human():
            self._not_your_turn()
            return False
        if self._advised() is not None:           # asked again: the same advice
            self.show_message(texts.hint_sentence(self.advice))
            return True
        self._advice_state = s.state
        self._hint_serial += 1
        self.advice = None
        self._hint_pending = True
        self.hint_button.setEnabled(False)
        self.show_message(self.tr("Looking for the best move…"))
        rng = random.Random(f"{s.seed}:{len(s.steps)}")     # the same samples first for the same position
        worker.start(worker.ComputerMove(self._hint_serial, _Advisor(), s.observation(), rng, 0.0, self._hint_signals))
        return True

    def _hint_available(self) -> bool:
        # between deals there is no decision to advise on: only "Next deal"
        return super()._hint_available() and not self._hint_pending and not self.between_deals

    def _advised(self) -> Any:
        """The advised action, when the advice is for the position on the table now."""
        s = self.session
        if self.advice is None or s is None or s.state is not self._advice_state:
            return None
        return self.advice.action

    def _hint_done(self, token: int, advice: Any) -> None:
        self._hint_pending = False
        self.hint_button.setEnabled(self.session is not None and not self.session.is_over())
        s = self.session
        if s is None or s.state is not self._advice_state or token != self._hint_serial:
            return                                 # the person moved on meanwhile
        self.advice = advice
        self.show_message(texts.hint_sentence(advice))
        self.refresh(animate=False)
        self._set_buttons()

    def _hint_failed(self, token: int, message: str) -> None:
        self._hint_pending = False
        self.hint_button.setEnabled(self.session is not None and not self.session.is_over())
        self.show_message(self.tr("No hint could be worked out: %1").replace("%1", message.splitlines()[0]))


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

    from gui.panels.rules_text import option_texts

    known = option_texts(game, i18n.current_language)
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
