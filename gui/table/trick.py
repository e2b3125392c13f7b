"""One table for any game of tricks with 2 to 5 seats, laid out from the game's metadata
(:class:`~engine.protocol.GameSpec`) and the base fields of its observation (``seats``,
``hand``, ``hand_sizes``, ``trick``, ``trick_leader``, ``tricks_taken``, ``dealer``, ``phase``,
``to_move``).  See ``docs/table.md``.

* The person sits at the bottom; the other seats around the felt (the partner opposite when
  the game has fixed sides), each with its cards as backs, its name and its tricks.
* The trick lies in the middle, each card in front of the seat that played it; a finished
  trick stays a moment, then goes to its winner.
* The hand is one row, or two rows once it holds more than :data:`ONE_ROW` cards, so the
  corner indices stay legible in a 1024×700 window.

The legal actions follow one convention (for every game to come):

* an action with a ``.card`` attribute plays that card: drag it to the trick, click it, or
  choose it with the arrow keys and Space (:meth:`TableHooks.card_zone` may send it to another
  zone, e.g. a discard pile);
* an action with ``.cards`` (a tuple) is a choice of several cards (exchange, discard): the
  person picks the cards, which move to the discard zone, then presses the button;
* any other action is a button, labelled by the game's words
  (``gui.registry.ui_for(game).make_words().action(action, obs)``); number keys press them.

What is truly a game's own (a talon, a folla, marks, its score sheet, hints) comes through
:class:`TableHooks`; every method there has a do-nothing default.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem, QLabel, QPushButton, QWidget

from gui import i18n
from gui.session import GameSession
from gui.table.base import BANNER_MARGIN, Bubble, CardTable, TableView, log_box, wrap_to
from gui.table.cards import CARD_H, CARD_W, CardItem
from gui.table import choices
from gui.table.hooks import FallbackWords, Place, TableHooks, deal_ended
from gui.table.layout import (CENTRE, CENTRE_2, DECK_POS, DISCARD_RECT, HAND_RECT, HAND_Y, NEXT_DEAL_PAUSE_MS, ONE_ROW,
                              ROW_LIFT, SCENE_H, SCENE_W, TRICK_RECT, TRICK_RECT_2, hand_growth, hand_positions, hand_rows,
                              hand_scale_for, lay_out, place_geometry, places_for, seat_texts)
from gui.table.sheet import GenericSheet, SheetSlot

__all__ = ["TrickTable"]


HAND_READABLE_PX = 56       # a card of the person's hand on the screen is this wide at least, where the felt has the height
HAND_MOST = 1.5             # and at most this many times full size

# the observation's fields that tell the moment, not the deal: never taken back from before the
# deal's last card into the view of its end
LIVE_FIELDS = frozenset({"game", "player", "legal_actions", "side_actions", "phase", "to_move", "seats", "hand",
                         "hand_sizes", "trick", "trick_leader", "tricks_taken", "dealer"})


# fields whose emptying at a deal's end is its result, not a clearing for the next deal: the pot
# a player took (a "Pot: 4" taken by Right read 0 at the deal's end)
RESULT_FIELDS = frozenset({"pot"})


def _cleared(now: Any, then: Any) -> bool:
    """Whether a field went from something to nothing at a deal's end (None, 0, empty, all zeros,
    all False, all empty): cleared for the next deal, not a result of this one."""
    def empty(v: Any) -> bool:
        if v is None or v is False or (isinstance(v, (int, float)) and not isinstance(v, bool) and v == 0):
            return True
        if isinstance(v, (tuple, list, dict, str, frozenset, set)):
            return len(v) == 0 or (isinstance(v, (tuple, list)) and all(empty(x) for x in v))
        return False
    return empty(now) and not empty(then)


def _kept_from(before: Any, after: Any, live: frozenset = frozenset()) -> dict:
    """The fields of ``after`` the deal's end cleared, as they stood ``before`` (inside a game's
    public part too: a contract and a called king)."""
    out = {}
    for f in dataclasses.fields(after):
        if f.name in live or f.name in RESULT_FIELDS:
            continue
        now: Any = getattr(after, f.name)
        then: Any = getattr(before, f.name, None)
        if _cleared(now, then):
            out[f.name] = then
        elif dataclasses.is_dataclass(now) and not isinstance(now, type) and type(then) is type(now):
            inner = _kept_from(then, now)
            if inner:
                out[f.name] = dataclasses.replace(now, **inner)
    return out


class _Advisor:
    def __init__(self, advisor: Any) -> None:
        self.advisor = advisor

    def choose(self, observation: Any, rng: random.Random) -> Any:
        return self.advisor.choose(observation, rng)


class TrickTable(CardTable):
    """The shared table.  ``hooks`` is the game's :class:`TableHooks` (or None: the generic table);
    the main window gives it with :meth:`set_game` before :meth:`start`."""

    sheet: Any                                      # the game's score sheet (update_from, retranslate)
    next_deal_button: QPushButton                   # between deals (gui.table.choices)
    DECK_POS = DECK_POS
    CHOOSE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down)
    BANNER_SIZE = 34
    HINTS = True
    FALLBACK_WORDS = FallbackWords
    RETRANSLATE_NEW_HOOKS = True

    def __init__(self, parent: QWidget | None = None, speed: str = "normal", hooks: TableHooks | None = None,
                 words: Any = None) -> None:
        super().__init__(parent, speed)
        self.hooks: TableHooks = hooks or TableHooks()
        self.words: Any = words or FallbackWords()
        self.game = ""
        self.players: dict[str, Any] = {}
        self.notes: list[str] = []                      # lines about missing computer players
        self.thinking_seat: int | None = None
        self.selected: list = []                        # cards chosen for a choice of several
        self.between_deals = False
        self.rules_dock: Any = None                     # the window's RulesDock, for the "?" buttons
        self.advice: Any = None
        self._advice_state: Any = None
        self._hint_serial = 0
        self._hint_pending = False
        self.confirm_button: QPushButton | None = None
        self._build()

    # ================================================================= building
    def _build(self) -> None:
        self.scene = QGraphicsScene(0, 0, SCENE_W, SCENE_H, self)
        self.view = TableView(self.scene, self, felt=self.hooks.felt)
        pen = QPen(QColor(230, 220, 170, 110), 2, Qt.PenStyle.DashLine)
        self.trick_zone = self._zone(TRICK_RECT, QPen(QColor(230, 220, 170, 50), 1, Qt.PenStyle.DotLine))
        self.discard_zone = self._zone(DISCARD_RECT, pen)
        self.hand_zone = self._zone(HAND_RECT, QPen(Qt.PenStyle.NoPen))
        self.discard_label = self._label(DISCARD_RECT.topLeft() + QPointF(8, 4), 15)
        self.seat_labels: dict[int, Any] = {}
        self.seat_notes: dict[int, Any] = {}
        self.pile_labels: dict[int, Any] = {}
        self.zone_items: dict[str, tuple[QGraphicsRectItem, Any]] = {}
        self.banner_back = QGraphicsRectItem()
        self.banner_back.setPen(QPen(QColor(255, 215, 90, 160), 2))
        self.banner_back.setBrush(QColor(10, 30, 20, 215))
        self.banner_back.setZValue(1990)
        self.banner_back.setVisible(False)
        self.scene.addItem(self.banner_back)
        self.banner = self._label(QPointF(0, 0), self.BANNER_SIZE, bold=True, color=QColor(255, 215, 90))
        self.banner.setZValue(2000)
        self.message_text = Bubble(18)          # refusals, hints, the guide's words: wrapped, inside the felt
        self.scene.addItem(self.message_text)
        self.showing_last: tuple | None = None   # the last trick shown again on the felt (key T)
        self.waiting_click = False              # a finished trick stays until a click or a key
        self.wait_for_click: bool | None = None  # the person's setting (None: the game's default)
        self.thinking_text = self._label(QPointF(0, 0), 17, color=QColor(220, 230, 255))
        self._build_timers()
        self.log_box, self.log_list = log_box("log")
        self.guide_label = self._guide_box()   # the guided deal's explanation when the rules dock is shut
        self.call_label = QLabel()           # the call the person answers, beside the answer buttons
        self.call_label.setObjectName("call_to_answer")
        self.call_label.setWordWrap(True)
        self.call_label.setStyleSheet("QLabel { background: #eef3e6; border: 1px solid #9fb48a; border-radius: 3px;"
                                      " padding: 4px; color: #1d2a14; }")
        self.call_label.hide()
        self._build_side(self.log_box, SheetSlot(), [950, 280], under_prompt=(self.guide_label, self.call_label))
        from gui.table.review import install as install_review   # "Review the deal" (gui.table.review)

        self.deal_review = install_review(self)
        self.hooks.build(self)
        self.retranslate()

    def _seat_label(self, seat: int) -> tuple[Any, Any, Any]:
        if seat not in self.seat_labels:
            self.seat_labels[seat] = self._label(QPointF(0, 0), 19, bold=True)
            self.seat_notes[seat] = self._label(QPointF(0, 0), 15, color=QColor(255, 236, 160))
            self.pile_labels[seat] = self._label(QPointF(0, 0), 14)
        return self.seat_labels[seat], self.seat_notes[seat], self.pile_labels[seat]

    def _zone_item(self, key: str) -> tuple[QGraphicsRectItem, Any]:
        if key not in self.zone_items:
            z = self._zone(QRectF(), QPen(QColor(230, 220, 170, 60), 1, Qt.PenStyle.DotLine))
            self.zone_items[key] = (z, self._label(QPointF(0, 0), 15))
        return self.zone_items[key]

    def _retranslate_table(self) -> None:
        self.last_trick_button.setText(QCoreApplication.translate("TrickTable", "Last trick"))
        self.last_trick_button.setToolTip(QCoreApplication.translate("TrickTable", "Look at the last trick again (key T)"))
        self.undo_button.setText(QCoreApplication.translate("TrickTable", "Undo"))
        if self.hint_button is not None:
            self.hint_button.setText(QCoreApplication.translate("TrickTable", "Hint"))
            self.hint_button.setToolTip(QCoreApplication.translate("TrickTable", "What would a good player do here? (key H)"))
        self.log_box.setTitle(QCoreApplication.translate("TrickTable", "At the table"))
        self.discard_label.setText(QCoreApplication.translate("TrickTable", "Your discards"))
        self.hooks.retranslate(self)
        self.deal_review.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        if self.session is not None:
            self._render_message()
            if self.banner.text() and self._banner_source:
                self.banner.setText(wrap_to(i18n.person_case(self._banner_source() if callable(self._banner_source) else self._banner_source),
                                            self.banner.font(), SCENE_W - BANNER_MARGIN))
                self._place_banner(self.banner.text())
            if self.deal_review.reviewing():
                self.deal_review.show_item(self.deal_review.index)

    def review_deal(self) -> bool:
        """Game ▸ Review deal: the decisions of the finished deal where another choice was clearly better."""
        return self.deal_review.start()

    def key(self, key: int, mods) -> bool:
        if self.deal_review.key(key):
            return True
        if (self.waiting_click or self.showing_last is not None) and key not in (
                Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
            return self.continue_play()      # any key goes on after a trick, or back from the last one
        return super().key(key, mods)

    def _use_sheet(self) -> None:
        """The game's score sheet (or the generic one) in the side panel's slot."""
        sheet: Any = self.hooks.make_sheet(self) or GenericSheet(self)
        old = self.sheet
        lay = self.side_panel.layout()
        assert lay is not None
        lay.replaceWidget(old, sheet)
        old.hide()
        old.deleteLater()
        self.sheet = sheet
        sheet.retranslate()

    # ================================================================= seats
    def seats(self) -> int:
        s = self.session
        return s.spec.seat_count(s.options) if s is not None else 0

    def order(self, obs: Any = None) -> list[int]:
        n = self.seats()
        order = list(self.hooks.seat_order(obs if obs is not None else self.live.observation(), n))
        return order if len(order) == n else list(range(n))

    def position_of(self, seat: int, obs: Any = None) -> int:
        """Table position of ``seat`` counted from the person (0) towards the right."""
        order = self.order(obs)
        me = self.live.human
        n = len(order)
        p = (order.index(seat) - order.index(me)) % n
        return (n - p) % n if self.hooks.next_seat_left else p

    def seat_at(self, pos: int, obs: Any = None) -> int:
        order = self.order(obs)
        n = len(order)
        if self.hooks.next_seat_left:
            pos = (n - pos) % n
        return order[(order.index(self.live.human) + pos) % n]

    def place_of(self, seat: int, obs: Any = None) -> Place:
        return place_geometry(places_for(self.seats())[self.position_of(seat, obs)], self.seats())

    @property
    def trick_rect(self) -> QRectF:
        return TRICK_RECT_2 if self.seats() == 2 else TRICK_RECT

    def partners(self) -> set[int]:
        """The person's partners (fixed sides from the game's metadata)."""
        s = self.live
        hooked = self.hooks.partners(self, s.observation())
        if hooked is not None:
            return set(hooked)
        for side in s.spec.side_seats(s.options):
            if s.human in side:
                return set(side) - {s.human}
        return set()

    def seat_title(self, seat: int, obs: Any = None) -> str:
        s = self.session
        name = self.hooks.seat_name(self, seat, obs) if s is not None else None
        if name:
            return name
        if s is None or seat == s.human:
            return QCoreApplication.translate("TrickTable", "You")
        place = places_for(self.seats())[self.position_of(seat, obs)]
        if seat in self.partners():
            return QCoreApplication.translate("TrickTable", "Partner")
        return {"top": QCoreApplication.translate("TrickTable", "Opposite"),
                "left": QCoreApplication.translate("TrickTable", "Left"),
                "right": QCoreApplication.translate("TrickTable", "Right"),
                "top_left": QCoreApplication.translate("TrickTable", "Across left"),
                "top_right": QCoreApplication.translate("TrickTable", "Across right")}.get(place, str(seat + 1))

    # ================================================================= game flow
    def _opponent_kinds(self, session: GameSession) -> set[str]:
        return set(session.seats) | {getattr(session, "partner", None) or ""}

    def player_kind(self, seat: int) -> str:
        s = self.live
        partner = getattr(s, "partner", None)
        if partner and seat in self.partners():
            return partner
        return s.seats[seat]

    def start(self, session: GameSession, opponent: Any = None, guide: Any = None) -> None:
        """Sit down at ``session`` (new or resumed); ``opponent`` replaces every computer seat's player."""
        self._sit_down(session, opponent, guide)
        if isinstance(self.sheet, SheetSlot):
            self._use_sheet()
        self._clear_cards()
        self.selected = []
        self.between_deals = False
        self.deal_end_view = None
        self.hold_until_gathered = None
        self.waiting_click = False
        self.showing_last = None
        self.advice = None
        self._clear_message()
        self._hide_banner()
        self.hooks.on_start(self)
        self._describe_rules()
        if session.is_over():
            self.hold_until_gathered = self._last_trick(session.observation())
        evs = session.run_chance()
        self._rebuild_log()
        self.sheet.update_from(session)
        self.refresh(animate=True, dealing=bool(evs))
        self.advance()

    def _starts_deal(self, event: Any) -> bool:
        return event.kind in ("deal", "shuffle", "cut")

    def _deal_heading(self, n: int) -> str:
        return QCoreApplication.translate("TrickTable", "Deal %1").replace("%1", str(n))

    def _event_line(self, event: Any, before: Any) -> str | None:
        line = self.hooks.event_line(self, event, before)
        return i18n.person_case(line) if line else line

    def _ends_deal(self, event: Any) -> bool:
        return deal_ended([event])

    def _update_prompt(self) -> None:
        s = self.live
        if s.is_over():
            over = self.hooks.prompt(self, False, s.observation())
            self.prompt_label.setText(over if over is not None else QCoreApplication.translate(
                "TrickTable", "The game is over. Start a new game from the Game menu."))
            return
        mine = s.human_to_move() and not self.thinking and not self.between_deals
        text = self.hooks.prompt(self, mine, s.observation())
        if text is None and self.between_deals:
            text = QCoreApplication.translate("TrickTable", "The deal is over. Click “Next deal” when you are ready.")
        if text is None:
            text = self.words.phase(s.observation().phase, mine, s.observation())
            if not mine and s.to_move >= 0 and not text:
                text = QCoreApplication.translate("TrickTable", "%1 is to play.").replace("%1", self.seat_title(s.to_move))
            if mine and not text:        # the game says nothing: what the controls of the moment do
                cards, several, _buttons = self.split_actions(s.observation().legal_actions)
                text = (QCoreApplication.translate("TrickTable", "Choose the cards, then press the button.") if several
                        else QCoreApplication.translate(
                            "TrickTable", "Play a card: drag it to the middle, click it, or use the arrow keys and Space.")
                        if cards else QCoreApplication.translate("TrickTable", "Choose with a button (or its number key)."))
        self.prompt_label.setText(i18n.person_case(text))
        if self.guide is not None:
            self.guide.update_prompt()

    def advance(self) -> None:
        s = self.session
        if s is None:
            return
        self._set_buttons()
        if s.is_over():
            self._game_over()
            return
        if self.between_deals:
            self._stop_thinking()
            self._update_prompt()
            self.changed.emit()
            return
        if self.hold_until_gathered is not None:
            return
        if self.guide is not None and self.guide.pause_if_needed():
            self._stop_thinking()
            self.changed.emit()
            return
        if s.human_to_move():
            self._human_turn()
            return
        if self.guide is not None:
            self.guide.computer_turn()
        seat = s.to_move
        self.thinking_seat = seat
        self._think(self._player_for(self.player_kind(seat)), s.state.observation(seat))

    def _show_thinking(self, on: bool) -> None:
        if self.session is not None:
            obs = self._shown_observation()
            seat_texts(self, obs)
            self.hooks.felt_texts(self, obs)    # the game's texts again over the seats' (e.g. piles by side)

    def _stop_thinking(self) -> None:
        self.thinking_seat = None
        super()._stop_thinking()

    def _apply(self, action: Any) -> None:
        s = self.live
        who = s.to_move
        before = s.observation()
        before_state = s.state
        events = s.apply(action)
        self._clear_message()
        self.showing_last = None
        if who == s.human:
            self.selected = []
        self._log_action(who, action, before_state)
        self.hooks.on_action(self, who, action)
        after = s.observation()
        held = self._finished_trick(before, after, who, action, events)
        self._take_events(events, before_state)
        if deal_ended(events) and (s.is_over() or self.hooks.pause_between_deals or self.waits_for_click()):
            # the last trick and the deal's score stay on the table until the person asks for the next deal
            self.hold_until_gathered = held
            self.deal_end_view = self._deal_end_view(before, after, held)
            if self.banner.text():          # the deal's banner moves off the last trick
                self._place_banner(self.banner.text())
            if not s.is_over():
                self.between_deals = True
                self.sheet.update_from(s)   # the sheet may tell the finished deal apart from the next
                if self.anim_ms == 0:       # the fastest speed: only a short pause
                    token = self.token
                    QTimer.singleShot(NEXT_DEAL_PAUSE_MS, self, lambda: token == self.token and self.next_deal())
            self.refresh(animate=True)
            self.advance()
            return
        more = s.run_chance()
        self._take_events(more, s.state)
        dealing = bool(more) and any(e.kind in ("deal", "shuffle") for e in more)
        if held is not None and self.anim_ms > 0:
            self.hold_until_gathered = held
            self.refresh(animate=True)
            if self.waits_for_click():      # the trick stays until the person clicks or presses a key
                self.waiting_click = True
                self._gather_dealing = dealing
                self.show_message(lambda: QCoreApplication.translate(
                    "TrickTable", "You took the trick. Click the table or press Space to go on.")
                    if held[1] == s.human else QCoreApplication.translate(
                    "TrickTable", "%1 took the trick. Click the table or press Space to go on.")
                    .replace("%1", self.seat_title(held[1])))
                self.changed.emit()
                return
            QTimer.singleShot(self.anim_ms * 3 + 250, self, lambda tok=self.token: self._gather(tok, dealing))
            return
        self.refresh(animate=True, dealing=dealing)
        self.advance()

    def _finished_trick(self, before: Any, after: Any, who: int, action: Any, events: Any = ()) -> tuple | None:
        """((seat, card), ...) and the winner of the trick ``action`` finished, from the base fields;
        the deal's last trick (after which the counts may already start again at 0) from its
        ``trick`` event."""
        c = getattr(action, "card", None)
        if c is None or after.trick or not before.trick:
            return None
        if before.tricks_taken and after.tricks_taken and sum(after.tricks_taken) > sum(before.tricks_taken):
            winner = next(q for q in range(len(after.tricks_taken)) if after.tricks_taken[q] > before.tricks_taken[q])
            return tuple(before.trick) + ((who, c),), winner
        ev = next((e for e in events if e.kind == "trick"), None)
        if ev is None:
            return None
        winner = (ev.data or {}).get("winner", ev.player)
        return (tuple(before.trick) + ((who, c),), winner) if isinstance(winner, int) else None

    def continue_play(self) -> bool:
        """The click (or key) that goes on after a finished trick, or ends the look at the last trick."""
        if self.showing_last is not None:
            self.showing_last = None
            self._clear_message()
            self.refresh(animate=True)
            return True
        if not self.waiting_click:
            return False
        self.waiting_click = False
        self._clear_message()
        self._gather(self.token, getattr(self, "_gather_dealing", False))
        return True

    def _gather(self, token: int, dealing: bool = False) -> None:
        if token != self.token or self.hold_until_gathered is None:
            return
        self.waiting_click = False
        self.hold_until_gathered = None
        self.refresh(animate=True, dealing=dealing)
        self.advance()

    def _deal_end_view(self, before: Any, after: Any, held: Any) -> Any:
        """The observation the felt shows at a deal's end: the game's own (its scores) with the
        finished deal's dealer and tricks won, not the next deal's (whose counts start at 0); every
        other field the deal's end cleared for the next deal (the contract, the trump, the piles,
        the side's tricks, the talon) as it stood before the last card, and the game's
        ``deal_end_view`` hook adds what the last trick changed in its own fields."""
        try:
            taken = list(before.tricks_taken) if before.tricks_taken else None
            if taken is not None and held is not None and 0 <= held[1] < len(taken) and (
                    not after.tricks_taken or sum(after.tricks_taken) <= sum(before.tricks_taken)):
                taken[held[1]] += 1
            elif after.tricks_taken and sum(after.tricks_taken) > sum(before.tricks_taken or ()):
                taken = list(after.tricks_taken)
            kept = _kept_from(before, after, LIVE_FIELDS)
            view = dataclasses.replace(after, **{**kept, "dealer": before.dealer,
                                                 "tricks_taken": tuple(taken) if taken is not None else after.tricks_taken})
        except (TypeError, ValueError, AttributeError):     # an observation that is not a plain dataclass
            return None
        return self.hooks.deal_end_view(self, view, before, held)

    def _shown_observation(self) -> Any:
        """What the felt shows: the deal's end as it ended while the table waits for "Next deal"
        (or the game is over), else the person's observation now."""
        view = getattr(self, "deal_end_view", None)
        if view is not None and (self.between_deals or self.live.is_over()) and not self.deal_review.reviewing():
            return view
        return self.live.observation()

    def refresh(self, animate: bool = True, dealing: bool = False) -> None:
        if self.session is not None:
            self._lay_out(self._shown_observation(), self.anim_ms if animate else 0, dealing)

    def next_deal(self) -> bool:
        """Gather the finished deal and deal the next one."""
        s = self.session
        if s is None or not self.between_deals:
            return False
        self.deal_end_view = None
        self.between_deals = False
        self.hold_until_gathered = None
        self.waiting_click = False
        self.showing_last = None
        self._hide_banner()
        more = s.run_chance()
        self._take_events(more, s.state)
        self.refresh(animate=True, dealing=bool(more))
        self.advance()
        return True

    def _take_events(self, events: list, before: Any) -> None:
        """Log ``events`` (``before``: the state their step started from) and show what they change."""
        s = self.session
        self._log_events(events, before)
        self.hooks.on_events(self, events, before)
        self.sheet.update_from(s)

    # ================================================================ messages
    def _message_band(self) -> tuple[float, float]:
        """(top, bottom) of the band under the trick and its label, above the person's name."""
        n = len(self._hand_cards(self.live.observation())) if self.session is not None else 0
        rows = hand_rows(n, hand_scale_for(n, self.hand_scale))
        return self.trick_rect.bottom() + 24, HAND_Y - (ROW_LIFT if rows == 2 else 0) - 34

    def _message_room(self) -> float:
        top, bottom = self._message_band()
        return max(bottom - top, 0.0)

    def _message_pos(self, width: float, height: float = 0.0) -> QPointF:
        """The bubble's place: centred under the trick and its label, above the person's name; when
        that band is too low for it, as low as it fits above the name.  Always inside the felt."""
        below, name_top = self._message_band()
        y = below if below + height <= name_top else name_top - height
        x = SCENE_W / 2 - width / 2
        return QPointF(min(max(8.0, x), SCENE_W - 8 - width), min(max(8.0, y), SCENE_H - 8 - height))

    def _place_banner(self, text: str) -> None:
        br = self.banner.boundingRect()
        if self.seats() == 2:
            # in the band between the opponent's call and the top of a card in the trick, so the
            # banner never covers the last trick that stays on the table
            top, bottom = 30 + CARD_H + 30, CENTRE_2.y() - CARD_H / 2 - 34
            y = min((top + bottom) / 2 - br.height() / 2, bottom - br.height())
        else:
            y = CENTRE.y() - br.height() / 2
            if self.hold_until_gathered is not None or self.showing_last is not None:
                # a trick lies on the table: the banner goes above it, or below it where the texts
                # above (the top seat's tricks, its note) would be covered
                x = SCENE_W / 2 - br.width() / 2
                texts = [it.sceneBoundingRect() for it in self.scene.items()
                         if isinstance(it, QGraphicsSimpleTextItem) and it is not self.banner and it.isVisible()
                         and it.text()]
                spots = [self.trick_rect.top() - br.height() - 14, self.trick_rect.bottom() + 14]
                y = next((v for v in spots if v >= 40 and not any(
                    QRectF(x - 16, v - 8, br.width() + 32, br.height() + 16).intersects(r) for r in texts)), spots[0])
        self.banner.setPos(SCENE_W / 2 - br.width() / 2, y)
        self.banner_back.setRect(self.banner.sceneBoundingRect().adjusted(-16, -8, 16, 8))
        self.banner_back.setVisible(bool(text))

    def _hide_banner(self) -> None:
        self.banner.setText("")
        self.banner_back.setVisible(False)

    def _describe_rules(self) -> None:
        if self.hooks.describe_rules(self):
            return
        s = self.live
        from html import escape

        from engine.options import describe_options, overrides_of
        from gui.texts import option_lines, preset_label

        from gui.registry import seat_options

        over = overrides_of(s.spec, s.preset, s.options)
        # the option that seats the players is no house rule: the preset's line says how many play
        seating = {k for o in seat_options(s.spec, s.preset).values() for k in o}
        over = {k: v for k, v in over.items() if k not in seating}
        shown = ", ".join(f"{escape(t)}: {escape(v)}" for t, v in option_lines(s.spec.name, over))
        title = preset_label(s.spec.name, s.preset)
        n = s.spec.seat_count(s.options)
        if n != s.spec.seat_count(s.spec.presets[s.preset]):
            title = QCoreApplication.translate("TrickTable", "%1, played by %2 players").replace(
                "%1", title).replace("%2", str(n))
        self.rules_label.setText(QCoreApplication.translate("TrickTable", "Rules: %1").replace(
            "%1", escape(title))
            + (("<br>" + QCoreApplication.translate("TrickTable", "House rules: %1").replace("%1", shown)) if over else "")
            + " <a href='#'>" + QCoreApplication.translate("TrickTable", "Details") + "</a>")
        o = s.options
        self.rules_label.setToolTip("\n".join(f"{t}: {v}" for t, v in option_lines(
            s.spec.name, {n: getattr(o, n) for n, *_ in describe_options(type(o))})))

    # ================================================================== buttons
    def _undo_tip(self) -> str:
        return QCoreApplication.translate("TrickTable", "Take back your last action (Ctrl+Z)")

    def _undone_line(self) -> str:
        return QCoreApplication.translate("TrickTable", "You took back your last action.")

    def _forget_turn(self) -> None:
        self.between_deals = False
        self.waiting_click = False
        self.showing_last = None
        self.selected = []
        self.hooks.after_undo(self)

    def _hint_available(self) -> bool:
        return (not self.live.is_over() and not self.between_deals and not self._hint_pending
                and self.hooks.advisor(self) is not None)

    def _set_buttons(self) -> None:
        self.confirm_button = None
        super()._set_buttons()
        s = self.live
        self.last_trick_button.setEnabled(self._last_trick(s.observation()) is not None)
        call = choices.call_to_answer(self)
        self.call_label.setText(call)
        self.call_label.setVisible(bool(call))

    # ================================================================ choices of several cards
    # ================================================================ card gestures
    # ================================================================ trick review
    def _tricks(self, obs: Any) -> list | None:
        """Every finished trick of the deal as (((seat, card), ...), winner), when the observation
        lists them (``tricks`` as (leader, cards, winner) or a two-hand game's (leader, led, other, winner))."""
        tricks = self.hooks.tricks(self, obs)
        if tricks is None:
            return None
        out = []
        n = self.seats()
        order = self.order(obs)
        for t in tricks:
            if len(t) == 3 and isinstance(t[1], tuple):
                leader, cards, winner = t
                if cards and isinstance(cards[0], tuple):
                    out.append((tuple(cards), winner))
                else:
                    i = order.index(leader) if leader in order else 0
                    out.append((tuple((order[(i + k) % n], c) for k, c in enumerate(cards)), winner))
            elif len(t) == 4:
                leader, led, other, winner = t
                out.append((((leader, led), (1 - leader, other)), winner))
            else:
                return None
        return out

    def _last_trick(self, obs: Any) -> tuple | None:
        """((seat, card), ...) and winner of the last finished trick, from ``obs.tricks`` when the
        game keeps them as (leader, cards, winner) or as a two-hand game's (leader, led, other, winner)."""
        if self.hold_until_gathered is not None:
            return self.hold_until_gathered
        tricks = self._tricks(obs)
        return tricks[-1] if tricks else None

    def review_tricks(self) -> None:
        s = self.session
        if s is None:
            return
        mine = self.hooks.review(self)
        if mine is not None:
            self._show_review(*mine)
            return
        last = self._last_trick(s.observation())
        if last is None or self.hold_until_gathered is not None:
            return      # none yet, or the finished trick still lies on the table
        if self.showing_last is not None:
            self.continue_play()
            return
        self.showing_last = last
        cards, winner = last
        self.show_message(lambda: QCoreApplication.translate(
            "TrickTable", "The last trick: you took it. Click the table or press a key to go back.")
            if winner == s.human else QCoreApplication.translate(
            "TrickTable", "The last trick: %1 took it. Click the table or press a key to go back.")
            .replace("%1", self.seat_title(winner)))
        self.refresh(animate=True)

    # ================================================================ hints
    def _guide_hint(self) -> bool:
        if self.guide is not None and self.guide.active():
            guide = self.guide
            self.show_message(lambda: guide.hint())          # rewritten on a change of language
            return True
        return False

    def _hint_wait_text(self) -> str:
        return self.hooks.hint_wait_text(self) or QCoreApplication.translate("TrickTable", "Looking for a good move…")

    def _hint_player(self, advisor: Any) -> Any:
        return _Advisor(advisor)

    # ================================================================ layout
    def _hand_cards(self, obs: Any) -> list:
        return sorted((c for c in obs.hand if c not in self.selected), key=self.hooks.sort_key)

    def hand_positions(self, n: int) -> list[QPointF]:
        return hand_positions(n, hand_scale_for(n, self.hand_scale))

    hand_scale = 1.0            # the person's cards, times full size (more than 1 on a narrow felt)

    def fit_hand(self, width: int, height: int) -> None:
        """On a felt so narrow that a full-size card is under ``HAND_READABLE_PX`` screen pixels
        wide (1024x700 with the rules panel docked beside it), the person's hand grows (up to
        ``HAND_MOST`` times) into the height the felt leaves unused below the scene: the scene
        grows downwards by as much, the rest of the felt stays as it is."""
        if width <= 0 or height <= 0:
            return
        s = width / SCENE_W                     # the view's scale while the width bounds it
        k = 1.0
        if s * CARD_W < HAND_READABLE_PX:
            room = height / s - SCENE_H         # scene pixels of unused height
            k = max(1.0, min(HAND_MOST, HAND_READABLE_PX / (s * CARD_W), 1 + room / (CARD_H + ROW_LIFT)))
        k = round(k, 2)
        if k == self.hand_scale:
            return
        self.hand_scale = k
        self.scene.setSceneRect(0, 0, SCENE_W, SCENE_H + hand_growth(k))
        if self.session is not None:
            QTimer.singleShot(0, self, self._refresh_now)

    def _refresh_now(self) -> None:
        if self.session is not None:
            self.refresh(animate=False)

    def _lay_out(self, obs: Any, dur: int, dealing: bool) -> None:
        lay_out(self, obs, dur, dealing)

    # ================================================================ the person's decisions (gui.table.choices)
    split_actions = staticmethod(choices.split_actions)

    def _add_action_buttons(self, s: GameSession) -> None:
        choices.add_action_buttons(self, s)

    def select(self, card: Any) -> bool:
        return choices.select(self, card)

    def unselect(self, card: Any) -> None:
        choices.unselect(self, card)

    def confirm_selection(self) -> bool:
        return choices.confirm_selection(self)

    def _card_clicked(self, item: CardItem) -> None:
        choices.card_clicked(self, item)

    def _targets_for(self, item: CardItem) -> list[QGraphicsRectItem]:
        return choices.targets_for(self, item)

    def _dropped(self, card: Any, on: Callable) -> bool:
        return choices.dropped(self, card, on)
