"""The one board for the games of tables (and, with another layout, the board games to come).

:class:`BoardTable` is a :class:`~gui.table.base.CardTable` (the side panel, the computer's turn
off the UI thread, refusals, undo, keys, messages) whose felt is a board: points, stones and dice,
laid out by the geometry the game chooses (:mod:`gui.board.layout`).  It names no game: a game
gives what is its own through :class:`BoardHooks` (how its observation looks on the board, which
stone steps make up an action, its words for scores, its own items such as a scoring marker).

The person moves a stone by dragging it onto a point, by clicking it and then a point, or with
the keys (← → choose, Space picks up and sets down, Escape puts back); the points the stone can
reach light up.  A throw is played step by step: the table keeps the steps made so far
(``pending``) and applies the game's action once they make up a whole legal one; a stone may
take both numbers at once (it is dropped where the sum takes it).  A step no legal action
allows is refused with the rule's reason: the table asks the engine about the attempted action
(``BoardHooks.trial``) and shows its refusal from the game's reasons texts.

Words have the translation context ``BoardTable``; their German is in ``gui/board/german.py``."""

from __future__ import annotations

import itertools
import time

from dataclasses import dataclass, field
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (QAbstractItemView, QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene,
                               QGraphicsTextItem, QGroupBox, QHeaderView, QSizePolicy, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from engine.protocol import CHANCE, IllegalAction
from gui.board.items import DiceItem, PointItem, StoneItem
from gui.board.layout import TablesLayout
from gui.session import GameSession
from gui.table.base import Bubble, CardTable, TableView, log_box, show_lines
from gui.table.explain import explain_tip, make_activatable, show_explanation

__all__ = ["BoardHooks", "BoardTable", "BoardView", "Step", "ScoreLine"]

BOARD_FELT = ((62, 44, 32), (28, 18, 12))       # the table the board lies on: dark wood
PAUSE_AFTER_PLAY_MS = 3                         # times anim_ms the opponent's play stays before the next throw


@dataclass(frozen=True)
class Step:
    """One stone moved from ``src`` to ``dst`` (places of the layout); ``part`` is the game's own
    piece of an action (a game's ``Move``)."""

    src: Any
    dst: Any
    part: Any = None


@dataclass
class BoardView:
    """What the board shows: ``stacks`` place -> (stone colour, count); ``faces`` place -> what
    each of its stones is, bottom first (a board game's pieces; drawn by ``BoardHooks.paint_stone``,
    none for the plain stones of the games of tables); ``dice`` the throw and the
    colour of the stones of its thrower; ``colours`` the stone colour of the person (side 0) and of
    the opponent (side 1)."""

    stacks: dict = field(default_factory=dict)
    faces: dict = field(default_factory=dict)
    dice: tuple = ()
    dice_colour: int = 0
    colours: tuple[int, int] = (0, 1)


@dataclass(frozen=True)
class ScoreLine:
    """A score shown on the board in words: ``side`` 0 the person's, 1 the opponent's."""

    side: int
    text: str


class BoardHooks:
    """What a game adds to the board.  ``view`` is required; every other hook is optional."""

    felt = BOARD_FELT
    click_to_continue = False       # wait for a click after the opponent's play (the person may change it)
    pause_between_deals = True      # a deal's end waits for "Go on"
    hint_in_thread = True

    def layout(self) -> Any:
        return TablesLayout()

    def build(self, table: "BoardTable") -> None:
        """The game's own scene items."""

    def retranslate(self, table: "BoardTable") -> None:
        """Their words in the interface language."""

    def view(self, table: "BoardTable", obs: Any) -> BoardView:
        raise NotImplementedError

    #: ``paint_stone(painter, colour, face, size)`` draws a stone with a face (a piece) centred on
    #: the origin; None: every stone is a plain round stone
    paint_stone: Any = None

    def trace(self, table: "BoardTable", obs: Any) -> set:
        """Places to mark as the last move's (where it came from and went); none by default."""
        return set()

    def key_rows(self, table: "BoardTable") -> list[tuple[str, str]] | None:
        """The board's keys in the game's words for Help ▸ Keyboard shortcuts (None: the board's)."""
        return None

    def confirm(self, table: "BoardTable", action: Any, obs: Any) -> str | None:
        """For a button action that cannot be taken back (giving up): the button's text while it
        waits for a second click; None: one click acts."""
        return None

    def text(self, table: "BoardTable", key: str) -> str | None:
        """The game's own word for one of the board's texts (None: the board's): ``last`` (the
        button for the last play), ``last_menu`` (its Game menu entry), ``last_tip``, ``last_heading`` ("Last throw — %1: %2"),
        ``undo_tip``, ``move_prompt``, ``choose_prompt`` (several actions end in the same steps), and
        for the guided game ``guided_move`` ("move the stones: %1.") and ``guided_refuse`` ("In this
        guided game, move the stones: %1."), ``%1`` the play in words."""
        return None

    def steps(self, table: "BoardTable", action: Any, obs: Any) -> list[Step]:
        """The stone steps ``action`` makes, in order (``[]``: it moves no stone -- a button)."""
        return []

    def step_orders(self, table: "BoardTable", action: Any, obs: Any) -> list[list[Step]]:
        """Every order in which the person may make ``action``'s steps (default: the order of
        :meth:`steps`, then every other in which no stone moves on before it has arrived; a game
        whose rules fix the order more narrowly gives its own)."""
        return any_order(self.steps(table, action, obs))

    def trial(self, table: "BoardTable", obs: Any, steps: Sequence[Step], src: Any, dst: Any) -> Any:
        """An action to put to the engine for the reason why a stone from ``src`` to ``dst`` after
        ``steps`` is not allowed (None: no reason can be asked for)."""
        return None

    def candidate_targets(self, table: "BoardTable", obs: Any, steps: Sequence[Step], src: Any) -> list:
        """Where a stone on ``src`` would go with the numbers left (to ask the engine why it may not:
        a stone the person picks up that cannot move); ``[]``: every place."""
        return []

    def dice_used(self, table: "BoardTable", obs: Any, steps: Sequence[Step]) -> tuple[bool, ...]:
        """Which of the dice shown the ``steps`` made so far have used."""
        return ()

    def show_items(self, table: "BoardTable", obs: Any) -> None:
        """The game's own scene items (made in :meth:`build`, e.g. a scoring marker) follow the position
        ``obs`` the board shows (the live one, or one of the review)."""

    def score_lines(self, table: "BoardTable", events: list, before: Any) -> list[ScoreLine]:
        """The scores of a step in words, to show on the board as they happen."""
        return []

    def banner(self, table: "BoardTable", events: list, before: Any) -> Any:
        """A banner for a great moment (a hole, bredouille, the partie) -- text or a function.
        One of the play (not of a deal's end) lasts a moment and goes with the next move; it never
        covers a stone the person may move, nor the places :meth:`banner_keep_clear` names."""
        return None

    def banner_keep_clear(self, table: "BoardTable", obs: Any) -> list:
        """Places a banner must leave in view when the person is to move, besides the stones that
        may move (e.g. a king in check)."""
        return []

    def last_throw(self, table: "BoardTable", obs: Any) -> tuple[int, list[Step], str] | None:
        """(board side, steps, words) of the last play, for "the last throw" (key T)."""
        return None

    def seat_name(self, table: "BoardTable", seat: int) -> str | None:
        return None

    def side_note(self, table: "BoardTable", side: int, obs: Any) -> str:
        """A line beside a side's name (stones borne off, holes and points)."""
        return ""

    def prompt(self, table: "BoardTable", mine: bool, obs: Any) -> str | None:
        return None

    def button_label(self, table: "BoardTable", action: Any, obs: Any) -> str | None:
        return None

    def action_line(self, table: "BoardTable", seat: int, action: Any, before: Any) -> str | None:
        return None

    def event_line(self, table: "BoardTable", event: Any, before: Any) -> str | None:
        return table.words.event(event, table.live.human)

    def deal_ended(self, events: list) -> bool:
        return False

    def rewrite_log(self, events: list) -> bool:
        """Whether the log is written again after these events (lines the game held back, such
        as scores the person must find himself, may now be shown)."""
        return False

    def make_sheet(self, table: "BoardTable") -> QWidget | None:
        return None

    def sheet_rows(self, table: "BoardTable", obs: Any) -> list[tuple[str, str, str]]:
        """(what, the person's, the opponent's) rows of the generic score sheet."""
        return []

    def explain_row(self, table: "BoardTable", session: Any, row: int) -> Any:
        """What produced the person's figure in row ``row`` of the sheet (an
        :class:`gui.table.explain.Explanation`), or None."""
        return None

    def advisor(self, table: "BoardTable") -> Any:
        from gui.table.review import SearchAdvisor

        return SearchAdvisor(getattr(table, "hint_player", None))

    def advised_action(self, advice: Any) -> Any:
        return getattr(advice, "action", advice)

    def hint_sentence(self, table: "BoardTable", advice: Any) -> str:
        from gui.table.review import hint_sentence

        return hint_sentence(table, advice)

    def hint_details(self, table: "BoardTable", advice: Any) -> str | None:
        from gui.table.review import Hint, hint_details

        return hint_details(table, advice) if isinstance(advice, Hint) else None

    def on_start(self, table: "BoardTable") -> None:
        """A session sat down."""

    def inert_options(self) -> dict[str, Any]:
        return {}

    def card_name(self, card: Any) -> str:          # the shared review asks (a board has no cards)
        return str(card)

    def describe_rules(self, table: "BoardTable") -> bool:
        return False


class FallbackWords:
    def action(self, action: Any, obs: Any) -> str:
        return str(action)

    def event(self, event: Any, me: int) -> str | None:
        return None

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        return message or code

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        return ""


class BoardSheet(QGroupBox):
    """The score beside the board: rows the game gives (``sheet_rows``), the person's and the
    opponent's figures side by side.  A row the game explains (``explain_row``) opens the rules
    panel at its rule, worked out (:mod:`gui.table.explain`), when clicked or chosen with Enter."""

    def __init__(self, table: "BoardTable") -> None:
        super().__init__()
        self.table = table
        self.setObjectName("board_sheet")
        lay = QVBoxLayout(self)
        self.view = QTableWidget(0, 3)
        self.view.setObjectName("board_sheet_rows")
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        head = self.view.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.view.setMinimumHeight(60)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        make_activatable(self.view, self.activate)
        lay.addWidget(self.view, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("BoardTable", "Score"))
        self.view.setToolTip(explain_tip())
        if self.table.session is not None:
            self.update_from(self.table.session)

    def update_from(self, session: Any) -> None:
        rows = self.table.hooks.sheet_rows(self.table, session.observation())
        self.view.setHorizontalHeaderLabels(["", self.table.side_title(0), self.table.side_title(1)])
        self.view.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.view.setItem(r, c, item)

    def rows(self) -> list[tuple[str, ...]]:
        return [tuple((it.text() if (it := self.view.item(r, c)) else "") for c in range(3))
                for r in range(self.view.rowCount())]

    def explain(self, row: int) -> Any:
        s = self.table.session
        return self.table.hooks.explain_row(self.table, s, row) if s is not None else None

    def activate(self, row: int) -> bool:
        return show_explanation(self, self.explain(row), lambda: self.explain(row))


class BoardTable(CardTable):
    """The shared board.  ``hooks``: the game's :class:`BoardHooks`."""

    HINTS = True
    BANNER_SIZE = 40
    CHOOSE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Up)
    FALLBACK_WORDS = FallbackWords

    def __init__(self, parent: QWidget | None = None, speed: str = "normal", hooks: BoardHooks | None = None,
                 words: Any = None) -> None:
        super().__init__(parent, speed)
        self.hooks: BoardHooks = hooks or BoardHooks()
        self.words: Any = words or FallbackWords()
        self.game = ""
        self.layout_ = self.hooks.layout()
        self.players: dict[str, Any] = {}
        self.notes: list[str] = []
        self.pending: list[Step] = []           # the steps of the throw made so far, not yet applied
        self.pending_groups: list[int] = []     # how many steps each gesture made (2: one stone took both)
        self.choosing: list = []                # several actions end in the steps made: the person chooses
        self.chosen: Any = None                 # the place whose top stone is picked up
        self.focus_place: Any = None            # the keyboard's frame
        self.between_deals = False
        self.waiting_click = False
        self.wait_for_click: bool | None = None
        self.showing_last: Any = None
        self.rules_dock: Any = None
        self.advice: Any = None
        self._advice_state: Any = None
        self._hint_serial = 0
        self.hint_details = ""
        self.score_shown: list[ScoreLine] = []   # the scores of the last step, as the board shows them
        self._dice_shown: tuple = ()
        self._build()

    # ================================================================= building
    def _build(self) -> None:
        lay = self.layout_
        self.scene = QGraphicsScene(0, 0, lay.width, lay.height, self)
        self.view = TableView(self.scene, self, felt=self.hooks.felt)
        self.board_item = lay.make_board_item()
        self.scene.addItem(self.board_item)
        self.point_items: dict[Any, PointItem] = {}
        for place in lay.places:
            it = PointItem(lay, place)
            it.on_click = self.place_clicked
            self.scene.addItem(it)
            self.point_items[place] = it
        self.stones: dict[int, list[StoneItem]] = {0: [], 1: []}
        self.dice_item = DiceItem()
        self.scene.addItem(self.dice_item)
        # zones the shared parts expect (never lit here)
        self.trick_zone = self._zone(QRectF(), QPen(Qt.PenStyle.NoPen))
        self.discard_zone = self._zone(QRectF(), QPen(Qt.PenStyle.NoPen))
        self.hand_zone = self._zone(QRectF(), QPen(Qt.PenStyle.NoPen))
        self.name_labels = {side: self._label(lay.name_pos(side), 22, bold=True) for side in (0, 1)}
        self.note_labels = {side: self._label(lay.name_pos(side) + QPointF(0, 28), 17, color=QColor(255, 236, 160))
                            for side in (0, 1)}
        # the scores in words, in the left half's band between the points' tips
        self.score_text = QGraphicsTextItem()
        f = QFont("DejaVu Sans")
        f.setPixelSize(19)
        self.score_text.setFont(f)
        self.score_text.setZValue(450)
        self.scene.addItem(self.score_text)
        self.score_back = QGraphicsRectItem()
        self.score_back.setPen(QPen(QColor(90, 60, 30, 160), 1.5))
        self.score_back.setBrush(QColor(255, 250, 235, 225))
        self.score_back.setZValue(440)
        self.score_back.setVisible(False)
        self.scene.addItem(self.score_back)
        self.arrows: list[QGraphicsPathItem] = []
        self.banner_back = QGraphicsRectItem()
        self.banner_back.setPen(QPen(QColor(255, 215, 90, 180), 2))
        self.banner_back.setBrush(QColor(40, 20, 10, 225))
        self.banner_back.setZValue(1990)
        self.banner_back.setVisible(False)
        self.scene.addItem(self.banner_back)
        self.banner = self._label(QPointF(0, 0), self.BANNER_SIZE, bold=True, color=QColor(255, 215, 90))
        self.banner.setZValue(2000)
        self.message_text = Bubble(18)
        self.scene.addItem(self.message_text)
        self.thinking_text = self._label(QPointF(0, 0), 18, color=QColor(220, 230, 255))
        self._build_timers()
        self.log_box, self.log_list = log_box("log")
        self.guide_label = self._guide_box()     # the guided game's explanation when the rules panel is shut
        self._build_side(self.log_box, BoardSheet(self), [950, 280], under_prompt=(self.guide_label,))
        self.deal_review = install_review(self)
        self.hooks.build(self)
        self.retranslate()

    def _retranslate_table(self) -> None:
        self.last_trick_button.setText(self.hooks.text(self, "last") or QCoreApplication.translate("BoardTable", "Last throw"))
        self.last_trick_button.setToolTip(self.hooks.text(self, "last_tip") or QCoreApplication.translate(
            "BoardTable", "Show the last throw on the board again (key T)"))
        self.undo_button.setText(QCoreApplication.translate("BoardTable", "Undo"))
        if self.hint_button is not None:
            self.hint_button.setText(QCoreApplication.translate("BoardTable", "Hint"))
            self.hint_button.setToolTip(QCoreApplication.translate("BoardTable", "What would a good player do here? (key H)"))
        self.log_box.setTitle(QCoreApplication.translate("BoardTable", "At the board"))
        self.hooks.retranslate(self)
        self.deal_review.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        if self.session is not None:
            self._render_message()
            if self.banner.text() and self._banner_source:
                self.show_banner(self._banner_source)
            self._show_scores(self._score_source)

    _score_source: Any = None

    def review_deal(self) -> bool:
        return self.deal_review.start()

    def set_layout(self, layout: Any) -> None:
        """Another geometry of the same places (a game turns the board so the person's side is at
        the bottom): the board, the places and the stones follow."""
        if layout == self.layout_:
            return
        self.layout_ = layout
        self.board_item.prepareGeometryChange()
        self.board_item.layout = layout
        self.board_item.update()
        for pit in self.point_items.values():
            pit.prepareGeometryChange()
            pit.layout = layout
            pit.update()
        for it in self._all_items():
            if it.isVisible() and it.place is not None:
                it.move_to(layout.stone_pos(it.place, 0, 1), it.home_z, 0)

    # ================================================================= seats
    def side_of(self, seat: int) -> int:
        """The board side of ``seat``: 0 the person, 1 the opponent."""
        return 0 if self.session is None or seat == self.live.human else 1

    def seat_of_side(self, side: int) -> int:
        s = self.live
        return s.human if side == 0 else 1 - s.human

    def side_title(self, side: int) -> str:
        if self.session is not None:
            name = self.hooks.seat_name(self, self.seat_of_side(side))
            if name:
                return name
        return (QCoreApplication.translate("BoardTable", "You") if side == 0
                else QCoreApplication.translate("BoardTable", "Opponent"))

    def _player_missing_text(self, kind: str) -> str:      # the board's own German (gui/board/german.py)
        return QCoreApplication.translate(
            "BoardTable", "The computer player %1 is not available; the random player takes the seat.").replace("%1", kind)

    def _illegal_computer_move(self, why: str) -> str:      # the board's own German
        return QCoreApplication.translate("BoardTable", "A computer player tried an illegal move: %1").replace("%1", why)

    # ================================================================= game flow
    def start(self, session: GameSession, opponent: Any = None, guide: Any = None) -> None:
        self._sit_down(session, opponent, guide)
        sheet: Any = self.hooks.make_sheet(self)
        if sheet is not None and type(sheet) is not type(self.sheet):
            lay = self.side_panel.layout()
            assert lay is not None
            lay.replaceWidget(self.sheet, sheet)
            self.sheet.hide()
            self.sheet.deleteLater()
            self.sheet = sheet
            sheet.retranslate()
        self.pending = []
        self.pending_groups = []
        self.choosing = []
        self.chosen = None
        self.focus_place = None
        self.between_deals = False
        self.hold_until_gathered = None
        self.waiting_click = False
        self.showing_last = None
        self.advice = None
        self._clear_message()
        self._hide_banner()
        self._show_scores(None)
        self._clear_arrows()
        self.hooks.on_start(self)
        self._describe_rules()
        evs = self._run_chance()
        for st in reversed(session.steps):      # a resumed game shows the last scores made
            if self.hooks.score_lines(self, st.events, st.before):
                self._show_scores(lambda ev=st.events, b=st.before: self.hooks.score_lines(self, ev, b))
                break
        self._rebuild_log()
        self.sheet.update_from(session)
        self.refresh(animate=True)
        if evs:
            self._throw_dice_in_view()
        self.advance()

    def advance(self) -> None:
        s = self.session
        if s is None:
            return
        self._set_buttons()
        if s.is_over():
            self._game_over()
            return
        if self.between_deals or self.waiting_click or self.hold_until_gathered is not None:
            self._stop_thinking()
            self._update_prompt()
            self.changed.emit()
            return
        if s.to_move == CHANCE and not (self.guide is not None and self.guide.paused()):
            self._go_on(self.token)     # the guided game's next throw, once its explanation is read
            return
        if self.guide is not None and self.guide.pause_if_needed():
            self._stop_thinking()
            self.refresh(animate=True)
            self.changed.emit()
            return
        if s.human_to_move():
            self._human_turn()
            return
        if self.guide is not None:
            self.guide.computer_turn()
        seat = s.to_move
        self._think(self._player_for(self.player_kind(seat)), s.state.observation(seat))

    def _show_thinking(self, on: bool) -> None:
        if self.session is not None:
            self._side_texts(self.live.observation())

    def _update_prompt(self) -> None:
        s = self.live
        if s.is_over():
            over = self.hooks.prompt(self, False, s.observation())
            self.prompt_label.setText(over if over is not None else QCoreApplication.translate(
                "BoardTable", "The game is over. Start a new game from the Game menu."))
            return
        if self.between_deals:
            self.prompt_label.setText(QCoreApplication.translate(
                "BoardTable", "The stones are taken up. Click “Go on” to set them out again."))
            return
        if self.waiting_click:
            self.prompt_label.setText(QCoreApplication.translate(
                "BoardTable", "Click the board or press Space to go on."))
            return
        mine = s.human_to_move() and not self.thinking
        obs = s.observation()
        if mine and self.choosing:
            self.prompt_label.setText(self.hooks.text(self, "choose_prompt") or QCoreApplication.translate(
                "BoardTable", "Choose how the move ends (the buttons; Escape takes it back)."))
            return
        text = self.hooks.prompt(self, mine, obs)
        if text is None:
            text = self.words.phase(obs.phase, mine, obs)
        if not text:
            text = ((self.hooks.text(self, "move_prompt") or QCoreApplication.translate(
                "BoardTable", "Move a stone: drag it to a lit point, or click it and then the point, or use the arrow keys and Space."))
                    if mine else QCoreApplication.translate("BoardTable", "%1 is to play.").replace(
                        "%1", self.side_title(1)))
        self.prompt_label.setText(text)
        if self.guide is not None:
            self.guide.update_prompt()

    def _apply(self, action: Any) -> None:
        s = self.live
        who = s.to_move
        before_state = s.state
        events = s.apply(action)
        self._banner_after_move()
        self._clear_message()
        self._clear_arrows()
        self.showing_last = None
        self.pending = []
        self.pending_groups = []
        self.choosing = []
        self.chosen = None
        self.advice = None
        self._log_action(who, action, before_state)
        self._take_events(events, before_state)
        if self.hooks.deal_ended(events) and (s.is_over() or self.hooks.pause_between_deals):
            if not s.is_over():
                self.between_deals = True
                if self.anim_ms == 0:
                    token = self.token
                    QTimer.singleShot(300, self, lambda: token == self.token and self.next_deal())
            self.refresh(animate=True)
            self.advance()
            return
        if who != s.human and self.anim_ms > 0:
            # the opponent's play stays in view a moment (or until a click) before the next throw
            self.refresh(animate=True)
            if self.waits_for_click():
                self.waiting_click = True
                self.show_message(lambda: QCoreApplication.translate(
                    "BoardTable", "%1 has played. Click the board or press Space to go on.").replace("%1", self.side_title(1)))
                self._set_buttons()
                self._update_prompt()
                self.changed.emit()
                return
            self.hold_until_gathered = (who,)
            QTimer.singleShot(self.anim_ms * PAUSE_AFTER_PLAY_MS + 200, self, lambda tok=self.token: self._go_on(tok))
            self._set_buttons()
            self.changed.emit()
            return
        self._go_on(self.token)

    def _go_on(self, token: int) -> None:
        """After a play: throw the dice for the next (chance), then the next turn."""
        if token != self.token or self.session is None:
            return
        s = self.live
        self.hold_until_gathered = None
        self.waiting_click = False
        more = self._run_chance()
        self._take_events(more, s.state)
        self.refresh(animate=True)
        if more:
            self._throw_dice_in_view()
        self.advance()

    def _run_chance(self) -> list:
        """Throw the dice (chance) until a player must decide; in a guided game, one throw at a
        time and none while an explanation waits for "Continue", so the board shows what the
        explanation speaks of and not already the next throw."""
        s = self.live
        if self.guide is None:
            return s.run_chance()
        events: list = []
        while s.to_move == CHANCE and not self.guide.paused():
            events += s.apply(s.chance_action())
        return events

    def waits_for_click(self) -> bool:
        if self.guide is not None:      # the guided game stops for its own "Continue"
            return False
        return super().waits_for_click()

    def continue_play(self) -> bool:
        if self.showing_last is not None:
            self.showing_last = None
            self._clear_arrows()
            self._clear_message()
            self.refresh(animate=False)
            return True
        if not self.waiting_click:
            return False
        self.waiting_click = False
        self._clear_message()
        self._go_on(self.token)
        return True

    def next_deal(self) -> bool:
        s = self.session
        if s is None or not self.between_deals:
            return False
        self.between_deals = False
        self.hold_until_gathered = None
        self.waiting_click = False
        self._hide_banner()
        self._go_on(self.token)
        return True

    def _take_events(self, events: list, before: Any) -> None:
        s = self.live
        if self.hooks.rewrite_log(events):
            self._rebuild_log()
        else:
            self._log_events(events, before)
        lines = self.hooks.score_lines(self, events, before)
        if lines:
            self._show_scores(lambda ev=events, b=before: self.hooks.score_lines(self, ev, b))
        banner = self.hooks.banner(self, events, before)
        if banner:
            ends = self.hooks.deal_ended(events)
            self.show_banner(banner, seconds=max(2.0, self.anim_ms * 10 / 1000.0) if ends else self._moment_seconds())
            # a banner of the play (check, a hole) is a moment's: it goes with the next move
            self._banner_moment = not ends
            self._banner_since = time.monotonic()
        self.sheet.update_from(s)

    _banner_moment = False
    _banner_since = 0.0

    def _moment_seconds(self) -> float:
        """How long a banner of the play stays at most (if no move comes first)."""
        return max(1.0, self.anim_ms * 4 / 1000.0)

    def _banner_after_move(self) -> None:
        """A move was made: the banner of the moment before it goes -- at once, or (so that a quick
        reply does not make it flash) when it has been seen a short while, kept clear meanwhile of
        the stones the person may move now."""
        if not self._banner_moment or not self.banner.text():
            return
        left = self.anim_ms * 3 / 1000.0 - (time.monotonic() - self._banner_since)
        if left <= 0:
            self._banner_timer.stop()
            self._hide_banner()
        else:
            self._banner_timer.start(int(left * 1000))
            self._place_banner(self.banner.text())

    # ================================================================ the log
    def _show_log(self) -> None:
        show_lines(self.log_list, self.log_lines, self.HEADING)

    def _starts_deal(self, event: Any) -> bool:
        return event.kind == "setup"

    def _deal_heading(self, n: int) -> str:
        return QCoreApplication.translate("BoardTable", "Setting out %1").replace("%1", str(n))

    def _event_line(self, event: Any, before: Any) -> str | None:
        try:
            return self.hooks.event_line(self, event, before)
        except Exception:
            return None

    def _ends_deal(self, event: Any) -> bool:
        return self.hooks.deal_ended([event])

    def _undone_line(self) -> str:
        return QCoreApplication.translate("BoardTable", "You took back your play.")

    # ================================================================ buttons
    def _describe_rules(self) -> None:
        """The rules in force under the side panel: the preset's title and the house rules that
        differ from it (as at the card tables)."""
        s = self.session
        if s is None or self.hooks.describe_rules(self):
            return
        from html import escape

        from engine.options import describe_options, overrides_of
        from gui.texts import option_lines, preset_label

        over = overrides_of(s.spec, s.preset, s.options)
        shown = ", ".join(f"{escape(t)}: {escape(v)}" for t, v in option_lines(s.spec.name, over))
        self.rules_label.setText(QCoreApplication.translate("BoardTable", "Rules: %1").replace(
            "%1", preset_label(s.spec.name, s.preset))
            + (("<br>" + QCoreApplication.translate("BoardTable", "House rules: %1").replace("%1", shown)) if over else "")
            + " <a href='#'>" + QCoreApplication.translate("BoardTable", "Details") + "</a>")
        o = s.options
        self.rules_label.setToolTip("\n".join(f"{t}: {v}" for t, v in option_lines(
            s.spec.name, {n: getattr(o, n) for n, *_ in describe_options(type(o))})))

    def _undo_tip(self) -> str:
        return self.hooks.text(self, "undo_tip") or QCoreApplication.translate(
            "BoardTable", "Take back your stones of this throw (Ctrl+Z)")

    def _set_buttons(self) -> None:
        self._clear_buttons()
        s = self.live
        ok, why = self.undo_status()
        self.undo_button.setEnabled(ok and not self.thinking)
        self.undo_button.setToolTip(self._undo_tip() if ok else why)
        self.last_trick_button.setEnabled(self.hooks.last_throw(self, s.observation()) is not None)
        if self.hint_button is not None:
            self.hint_button.setEnabled(self._hint_available())
        self._add_action_buttons(s)
        self._fit_side_panel()

    def _hint_available(self) -> bool:
        return self.waiting_for_human() and not self.between_deals

    def _add_action_buttons(self, s: GameSession) -> None:
        if self.between_deals and not s.is_over():
            self._button(QCoreApplication.translate("BoardTable", "Go on"), self.next_deal, default=True)
            return
        if self.guide is not None and self.guide.add_buttons():
            return
        if not self.waiting_for_human() or self.waiting_click:
            return
        obs = s.observation()
        if self.choosing:           # the steps made end in several actions: one button each
            for i, a in enumerate(self.choosing):
                label = self.hooks.button_label(self, a, obs) or self.words.action(a, obs)
                self._button(label, lambda _c=False, act=a: self.act(act), default=i == 0)
            return
        buttons = [a for a in list(obs.legal_actions) + list(obs.side_actions)
                   if not self.hooks.steps(self, a, obs)]
        advised = self.guide.expected() if self.guide is not None else self._advised()
        for i, a in enumerate(buttons):
            label = self.hooks.button_label(self, a, obs) or self.words.action(a, obs)
            default = (a == advised) if advised is not None else (i == 0 and a in obs.legal_actions)
            sure = self.hooks.confirm(self, a, obs)
            holder: dict = {}
            b = self._button(label, (lambda _c=False, act=a: self.act(act)) if sure is None else
                             (lambda _c=False, act=a, text=sure, h=holder: self._confirm_then_act(act, text, h["b"])),
                             default=default)
            holder["b"] = b
            if self.guide is not None and a == advised:
                from gui.table.choices import mark_guided

                mark_guided(self, b)  # type: ignore[arg-type]

    def _confirm_then_act(self, action: Any, text: str, button: Any) -> None:
        """The first click arms the button (its text asks again), the second acts."""
        if button.property("armed"):
            self.act(action)
            return
        button.setProperty("armed", True)
        button.setText(text)

    # ================================================================ the guided game
    def action_steps(self, action: Any) -> list[Step]:
        """The stone steps of ``action`` (none for an action made by a button): the guided game
        names and highlights a play by them."""
        if self.session is None:
            return []
        return self.hooks.steps(self, action, self.live.observation())

    def _guided_orders(self) -> list[list[Step]]:
        """Every order of the stone steps of the play the guided game expects (none when it
        expects no play of stones now)."""
        exp = self.guide.expected() if self.guide is not None else None
        if exp is None or self.session is None or not self.live.human_to_move():
            return []
        return [st for st in self.hooks.step_orders(self, exp, self.live.observation()) if st]

    def guided_step(self) -> Step | None:
        """The next stone step of the play the guided game expects (None when it expects none):
        its stone and its point are lit, and a step off that play is refused with the guide's hint."""
        n = len(self.pending)
        made = [(x.src, x.dst, x.part) for x in self.pending]
        for st in self._guided_orders():
            if len(st) > n and [(x.src, x.dst, x.part) for x in st[:n]] == made:
                return st[n]
        return None

    def _guided_refusal(self, path: list[Step]) -> str | None:
        """The guide's hint when the steps ``path`` leave the play the guided game expects."""
        orders = self._guided_orders()
        if not orders or self.guide is None:
            return None
        made = [(x.src, x.dst, x.part) for x in self.pending + path]
        if any(len(st) >= len(made) and [(x.src, x.dst, x.part) for x in st[:len(made)]] == made for st in orders):
            return None
        return self.guide._with_reason(self.guide.hint())

    # ================================================================ moving stones
    def _legal_sequences(self) -> list[tuple[Any, list[Step]]]:
        """(action, its steps) of every legal stone action that begins with the steps made."""
        s = self.live
        obs = s.observation()
        out = []
        n = len(self.pending)
        for a in obs.legal_actions:
            for st in self.hooks.step_orders(self, a, obs):
                if st and len(st) >= n and [(x.src, x.dst, x.part) for x in st[:n]] == \
                        [(x.src, x.dst, x.part) for x in self.pending]:
                    out.append((a, st))
        return out

    def movable_places(self) -> list[Any]:
        """The places whose top stone the person may move now."""
        if not self.waiting_for_human() or self.waiting_click or self.showing_last is not None or self.choosing:
            return []
        n = len(self.pending)
        seen: list[Any] = []
        for _a, st in self._legal_sequences():
            if len(st) > n and st[n].src not in seen:
                seen.append(st[n].src)
        return seen

    def targets(self, src: Any) -> dict[Any, list[Step]]:
        """The places a stone from ``src`` can reach now, each with the steps that take it there
        (two when one stone takes both numbers)."""
        n = len(self.pending)
        out: dict[Any, list[Step]] = {}
        for _a, st in self._legal_sequences():
            if len(st) <= n or st[n].src != src:
                continue
            out.setdefault(st[n].dst, [st[n]])
            if len(st) > n + 1 and st[n + 1].src == st[n].dst:
                out.setdefault(st[n + 1].dst, [st[n], st[n + 1]])
        return out

    def move_stone(self, src: Any, dst: Any) -> bool:
        """The person moves the top stone of ``src`` to ``dst``: True when it was allowed."""
        if not self._may_act():
            return False
        path = self.targets(src).get(dst)
        if path is None:
            self._refuse_step(src, dst)
            return False
        refusal = self._guided_refusal(path)
        if refusal:
            self.chosen = None
            self.show_message(refusal)
            self.refresh(animate=True)
            return False
        self.pending = self.pending + path
        self.pending_groups = self.pending_groups + [len(path)]
        self.chosen = None
        self._clear_message()
        done = [a for a, st in self._legal_sequences() if len(st) == len(self.pending)]
        longer = [a for a, st in self._legal_sequences() if len(st) > len(self.pending)]
        if len(done) > 1 and not longer:     # the same steps end in several actions (a promotion): ask
            self.choosing = done
            self.refresh(animate=True)
            self._set_buttons()
            self._update_prompt()
            self.changed.emit()
            return True
        if done and not longer:
            pending = self.pending
            ok = self.act(done[0])
            if not ok:
                self.pending = pending
            return ok
        self.refresh(animate=True)
        self._set_buttons()
        self.changed.emit()
        return True

    def _refuse_step(self, src: Any, dst: Any) -> None:
        s = self.live
        obs = s.observation()
        e = self._trial_refusal(obs, src, dst)
        if e is not None:
            self.refuse(e)
            self.refresh(animate=True)
            return
        self.show_message(lambda: QCoreApplication.translate("BoardTable", "That stone cannot go there with this throw."))
        self.refresh(animate=True)

    def _trial_refusal(self, obs: Any, src: Any, dst: Any) -> IllegalAction | None:
        """The engine's refusal of a stone from ``src`` to ``dst`` after the steps made (the hooks
        give the action to try, or the refusal itself)."""
        trial = self.hooks.trial(self, obs, self.pending, src, dst)
        if trial is None:
            return None
        if isinstance(trial, IllegalAction):
            return trial
        try:
            self.live.state.apply(trial)
        except IllegalAction as e:
            return e
        return None

    def take_back_step(self) -> bool:
        """Take back the last stone moved in this throw (not yet played)."""
        if not self.pending:
            return False
        self.choosing = []
        n = self.pending_groups[-1] if self.pending_groups else 1
        self.pending = self.pending[:len(self.pending) - n]
        self.pending_groups = self.pending_groups[:-1]
        self.chosen = None
        self._clear_message()
        self.refresh(animate=True)
        self._set_buttons()
        self.changed.emit()
        return True

    def undo_status(self) -> tuple[bool, str]:
        """Whether Undo can take something back: the stones of this throw, or a whole play of the
        person's while no throw of the dice has been seen since."""
        if self.pending:
            return True, ""
        s = self.session
        if s is None:
            return False, ""
        idx = next((i for i in range(len(s.steps) - 1, -1, -1) if s.steps[i].who == s.human), None)
        if idx is not None and any(st.who < 0 for st in s.steps[idx + 1:]):
            return False, QCoreApplication.translate(
                "BoardTable", "Undo is not possible: the dice have been thrown since your play.")
        ok, why = s.undo_status()
        if not ok:
            if why == "no_action":
                return False, QCoreApplication.translate("BoardTable", "There is nothing of yours to undo in this game.")
            return False, QCoreApplication.translate(
                "BoardTable", "Undo is not possible: the dice have been thrown since your play.")
        return True, ""

    def undo(self) -> bool:
        if self.thinking or self.session is None:
            return False
        if self.take_back_step():
            return True
        ok, why = self.undo_status()
        if not ok:
            self.show_message(why)
            return False
        return super().undo()

    # ------------------------------------------------------------ gestures
    def stone_clicked(self, item: StoneItem) -> None:
        if self.continue_play():
            return
        place = item.place
        if self.chosen is not None and place != self.chosen and item.colour != self._my_colour():
            self.place_clicked(place)
            return
        if self.chosen is not None and place in self.targets(self.chosen) and place != self.chosen:
            self.move_stone(self.chosen, place)
            return
        if item.colour != self._my_colour():
            if self.chosen is not None:
                self.place_clicked(place)
            return
        if place == self.chosen:
            self.chosen = None
        elif place in self.movable_places():
            self.chosen = place
        elif self.chosen is not None:
            self.move_stone(self.chosen, place)
            return
        elif self.waiting_for_human():
            self._refuse_pick(place)
            return
        self._show_marks()

    def _refuse_pick(self, place: Any) -> None:
        """A stone of the person's that cannot move now: say why (the engine's first reason)."""
        s = self.live
        obs = s.observation()
        for dst in self.hooks.candidate_targets(self, obs, self.pending, place) or self.layout_.places:
            if dst == place:
                continue
            e = self._trial_refusal(obs, place, dst)
            if e is not None:
                self.refuse(e)
                return
        self.show_message(lambda: QCoreApplication.translate("BoardTable", "That stone cannot move with this throw."))

    def place_clicked(self, place: Any) -> None:
        if self.continue_play():
            return
        if self.chosen is None:
            if place in self.movable_places():
                self.chosen = place
                self._show_marks()
            return
        if place == self.chosen:
            self.chosen = None
            self._show_marks()
            return
        self.move_stone(self.chosen, place)

    def _drag_started(self, item: StoneItem) -> None:
        self.chosen = item.place
        self._show_marks()

    def _dropped_stone(self, item: StoneItem, pos: QPointF) -> bool:
        src = item.place
        place = self.layout_.place_at(pos, self.layout_.places)
        if place is None or place == src:
            self.chosen = src
            self._show_marks()
            return False
        ok = self.move_stone(src, place)
        if not ok:
            self.chosen = None
            self._show_marks()
        return ok

    def _my_colour(self) -> int:
        v = getattr(self, "_view", None)
        return v.colours[0] if v is not None else 0

    # ------------------------------------------------------------ keys
    def key(self, key: int, mods: Any) -> bool:
        if self.deal_review.key(key):
            return True
        if (self.waiting_click or self.showing_last is not None) and key not in (
                Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
            return self.continue_play()
        s = self.session
        if s is None:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            ring = self._key_ring()
            if not ring:
                return False
            i = ring.index(self.focus_place) if self.focus_place in ring else -1
            if i < 0:
                i = 0 if key in (Qt.Key.Key_Right, Qt.Key.Key_Home) else len(ring) - 1
            else:
                i = {Qt.Key.Key_Left: max(i - 1, 0), Qt.Key.Key_Right: min(i + 1, len(ring) - 1),
                     Qt.Key.Key_Home: 0, Qt.Key.Key_End: len(ring) - 1}[Qt.Key(key)]
            self.focus_place = ring[i]
            self._show_marks()
            return True
        if key in self.CHOOSE_KEYS:
            if self.focus_place is None:
                ring = self._key_ring()
                if not ring:
                    return False
                self.focus_place = ring[0]
                self._show_marks()
                return True
            if self.chosen is None:
                self.place_clicked(self.focus_place)
                if self.chosen is not None:     # the focus goes to the nearest point it can reach
                    ring = self._key_ring()
                    self.focus_place = ring[0] if ring else None
                    self._show_marks()
            else:
                self.move_stone(self.chosen, self.focus_place)
                self.focus_place = None
                ring = self._key_ring()
                self.focus_place = ring[0] if ring else None
                self._show_marks()
            return True
        if key == Qt.Key.Key_Escape and self.choosing:
            return self.take_back_step()
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_Down) and self.chosen is not None:
            self.focus_place = self.chosen
            self.chosen = None
            self._show_marks()
            return True
        if key == Qt.Key.Key_Backspace:
            return self.take_back_step()
        return super().key(key, mods)

    def key_rows(self) -> list[tuple[str, str]]:
        """The board's own keys for Help ▸ Keyboard shortcuts (the last row: key T); a game may
        word them its own way (``BoardHooks.key_rows``)."""
        own = self.hooks.key_rows(self)
        if own:
            return own
        return [
            (QCoreApplication.translate("BoardTable", "← → (Home, End)"), QCoreApplication.translate(
                "BoardTable", "Move the frame over the stones that can move, or, a stone picked up, over the points it can reach")),
            (QCoreApplication.translate("BoardTable", "Space or ↑"), QCoreApplication.translate(
                "BoardTable", "Pick up the stone in the frame; set it down on the point in the frame")),
            (QCoreApplication.translate("BoardTable", "Escape or ↓"), QCoreApplication.translate("BoardTable", "Put the stone back")),
            (QCoreApplication.translate("BoardTable", "Backspace"), QCoreApplication.translate(
                "BoardTable", "Take back the last stone moved in this throw")),
            ("T", QCoreApplication.translate("BoardTable", "Show the last throw on the board (again: back)")),
        ]

    def _key_ring(self) -> list[Any]:
        """The places the arrow keys step through: the stones that can move, or (a stone picked up)
        the places it can reach, in the board's order."""
        order = self.layout_.places
        if self.chosen is not None:
            t = self.targets(self.chosen)
            return [p for p in order if p in t]
        m = self.movable_places()
        return [p for p in order if p in m]

    def _hand_items(self) -> list:
        return []

    # ================================================================ last throw
    def review_tricks(self) -> None:
        """Show the last play on the board again (arrows from where to where), until a click or a key."""
        s = self.session
        if s is None:
            return
        if self.showing_last is not None:
            self.continue_play()
            return
        last = self.hooks.last_throw(self, s.observation())
        if last is None:
            return
        side, steps, words = last
        self.showing_last = last
        self._draw_arrows(steps, side)
        name = self.side_title(side)
        self.show_message(lambda: (self.hooks.text(self, "last_heading") or QCoreApplication.translate(
            "BoardTable", "Last throw — %1: %2")).replace("%1", name).replace("%2", words))

    def last_menu_text(self) -> str:
        """The Game menu's entry for the last play (the main window asks)."""
        return self.hooks.text(self, "last_menu") or QCoreApplication.translate("BoardTable", "Show the &last throw")

    def has_last(self) -> bool:
        """Whether there is a last throw to show (the main window's menu asks)."""
        return self.session is not None and self.hooks.last_throw(self, self.live.observation()) is not None

    def _draw_arrows(self, steps: Sequence[Step], side: int) -> None:
        self._clear_arrows()
        lay = self.layout_
        colour = QColor(255, 215, 90) if side == 1 else QColor(120, 255, 140)
        for st in steps:
            a = lay.stone_pos(st.src, 0, 1)
            b = lay.stone_pos(st.dst, 0, 1)
            path = QPainterPath(a)
            mid = (a + b) / 2 + QPointF(0, lay.bow(st.src))
            path.quadTo(mid, b)
            head = b - (b - mid) / max(((b - mid).x() ** 2 + (b - mid).y() ** 2) ** 0.5, 1) * 18
            path.moveTo(b)
            d = b - head
            n = QPointF(-d.y(), d.x()) * 0.5
            path.lineTo(head + n)
            path.moveTo(b)
            path.lineTo(head - n)
            it = QGraphicsPathItem(path)
            it.setPen(QPen(colour, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            it.setZValue(800)
            self.scene.addItem(it)
            self.arrows.append(it)

    def _clear_arrows(self) -> None:
        for it in self.arrows:
            self.scene.removeItem(it)
        self.arrows = []

    # ================================================================ hints
    def _advice_taken(self) -> None:
        self.pending, self.pending_groups = [], []   # the advice is a whole play, from the throw as it fell
        self.chosen = None

    # ================================================================ messages
    def _message_pos(self, width: float, height: float = 0.0) -> QPointF:
        r = self.layout_.message_rect()
        x = max(r.left(), min(r.right() - width, r.center().x() - width / 2))
        y = r.top() + max((r.height() - height) / 2, 0)
        if height > r.height():
            y = r.bottom() - height
        return QPointF(x, y)

    def _message_room(self) -> float:
        return self.layout_.message_rect().height()

    def _place_banner(self, text: str) -> None:
        if not text:
            self._hide_banner()
            return
        br = self.banner.boundingRect()
        back = self._banner_spot(br.width() + 32, br.height() + 16)
        self.banner.setPos(back.left() + 16, back.top() + 8)
        self.banner_back.setRect(back)
        self.banner_back.setVisible(True)
        self.banner.setVisible(True)

    def _banner_spot(self, w: float, h: float) -> QRectF:
        """Where a banner ``w`` × ``h`` goes: over the top of the field (clear of the words and the
        dice), unless that covers a stone the person may move now (or a place the game keeps
        clear); then the spot over the field nearest to it that covers no stone at all (nor the
        words and dice), else one that covers none the person may move; failing that, above the
        field, where no place is."""
        f = self.layout_.field
        home = QRectF(f.center().x() - w / 2, f.top() + f.height() * 0.2 - h / 2, w, h)
        must = self._banner_keep_clear()
        if not any(home.intersects(k) for k in must):
            return home
        rather = must + self._banner_rather_clear()
        room = max(0.0, f.width() - w)
        xs = {f.left() + room * i / 8 for i in range(9)}
        # heights: a grid over the field, each place's middle, and just clear of each stone
        ys = {f.top() + (f.height() - h) * i / 16 for i in range(17)}
        ys |= {self.layout_.place_rect(p).center().y() - h / 2 for p in self.layout_.places}
        ys |= {y for k in rather for y in (k.bottom() + 3, k.top() - h - 3)}
        spots = sorted((QRectF(x, y, w, h) for y in ys if f.top() <= y <= f.bottom() - h for x in xs),
                       key=lambda r: abs(r.top() - home.top()) + abs(r.left() - home.left()) / 2)
        for keep in (rather, must):
            for r in spots:
                wide = r.adjusted(-2, -2, 2, 2)      # the banner's edge
                if not any(wide.intersects(k) for k in keep):
                    return r
        return QRectF(home.left(), max(0.0, f.top() - h - 2), w, h)

    def _stone_rect(self, place: Any, i: int, n: int) -> QRectF:
        """The stone's rectangle as drawn (``StoneItem.boundingRect``), scaled as on its place."""
        c = self.layout_.stone_pos(place, i, n)
        scale = getattr(self.layout_, "stone_scale", None)
        r = (self.layout_.stone / 2 + 4) * (scale(place) if scale is not None else 1.0)
        return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)

    def _banner_keep_clear(self) -> list[QRectF]:
        """The scene rectangles a banner must not cover: when the person is to move, the stones
        they may move (the top stone of each place a legal move starts from) and the places the
        game names (:meth:`BoardHooks.banner_keep_clear`)."""
        s = self.session
        if s is None or s.is_over() or not s.human_to_move():
            return []
        obs = s.observation()
        places = set(self.hooks.banner_keep_clear(self, obs))
        for a in obs.legal_actions:
            for st in self.hooks.steps(self, a, obs):
                places.add(st.src)
        stacks = self.hooks.view(self, obs).stacks
        return [self._stone_rect(p, max(0, n - 1), max(1, n))
                for p in places for n in (stacks.get(p, (0, 0))[1],)]

    def _banner_rather_clear(self) -> list[QRectF]:
        """What a banner that must move had rather not cover either: every stone of the position
        (its lowest and top one), the scores in words and the dice."""
        s = self.session
        out = [it.sceneBoundingRect() for it in (self.score_back, self.dice_item) if it.isVisible()]
        if s is None:
            return out
        for p, (_c, n) in self.hooks.view(self, s.observation()).stacks.items():
            if n > 0:
                out += [self._stone_rect(p, 0, n), self._stone_rect(p, n - 1, n)]
        return out

    def _hide_banner(self) -> None:
        self.banner.setText("")
        self._banner_source = ""
        self._banner_moment = False
        self.banner_back.setVisible(False)

    def _show_scores(self, source: Any) -> None:
        """The scores of the last step in words, in the band between the points (side 0 green,
        side 1 gold)."""
        from html import escape

        self._score_source = source
        lines: list[ScoreLine] = list(source()) if callable(source) else []
        self.score_shown = lines
        if not lines:
            self.score_text.setHtml("")
            self.score_back.setVisible(False)
            return
        band = self.layout_.score_band()
        colours = {0: "#1f5e2a", 1: "#7a3b0c"}
        html = "<br>".join(f"<span style='color:{colours.get(ln.side, '#222')}'>{escape(ln.text)}</span>"
                           for ln in lines[-4:])
        self.score_text.setTextWidth(band.width() - 12)
        self.score_text.setHtml(f"<div>{html}</div>")
        h = self.score_text.boundingRect().height()
        f = self.score_text.font()
        size = 19
        while h > band.height() and size > 13:
            size -= 1
            f.setPixelSize(size)
            self.score_text.setFont(f)
            h = self.score_text.boundingRect().height()
        if size != 19 and h <= band.height() - 30:
            f.setPixelSize(19)
        y = band.center().y() - h / 2
        self.score_text.setPos(band.left() + 6, y)
        self.score_back.setRect(QRectF(band.left(), y - 2, band.width(), h + 4))
        self.score_back.setVisible(True)

    # ================================================================ layout
    def _throw_dice_in_view(self) -> None:
        lay = self.layout_
        end = lay.dice_centre()
        obs = self.live.observation()
        thrower = getattr(obs, "to_move", -1)
        side = self.side_of(thrower) if thrower is not None and thrower >= 0 else 0
        start = end + QPointF(120, 160 if side == 0 else -160)
        self.dice_item.roll(start, end, int(self.anim_ms * 2.5))

    def refresh(self, animate: bool = True, dealing: bool = False) -> None:
        if self.session is None:
            return
        self._lay_out(self.session.observation(), self.anim_ms if animate else 0, dealing, live=True)

    def _lay_out(self, obs: Any, dur: int, dealing: bool, live: bool = False) -> None:
        """Lay out ``obs``; ``live``: the live position, with the stones moved this throw."""
        view = self.hooks.view(self, obs)
        steps = list(self.pending) if live else []
        stacks = dict(view.stacks)
        faces = {p: list(f) for p, f in view.faces.items()}
        single = getattr(self.layout_, "one_a_place", False)
        for st in steps:                         # the stones moved this throw, not yet played
            c, n = stacks.get(st.src, (view.colours[0], 0))
            face = faces.get(st.src, [None])[-1] if faces.get(st.src) else None
            if n > 0:
                stacks[st.src] = (c, n - 1) if n > 1 else (c, 0)
                faces[st.src] = faces.get(st.src, [])[:-1]
            c2, n2 = stacks.get(st.dst, (view.colours[0], 0))
            if single:                           # one piece a square: it takes the other's place
                n2 = 0
                faces[st.dst] = []
            stacks[st.dst] = (view.colours[0], n2 + 1)
            faces[st.dst] = faces.get(st.dst, []) + [face]
        self._view = view
        self._place_stones({p: v for p, v in stacks.items() if v[1] > 0}, dur,
                           {p: f for p, f in faces.items() if f} if view.faces else {})
        used = self.hooks.dice_used(self, obs, steps)
        self.dice_item.show_dice(tuple(view.dice), tuple(used), view.dice_colour)
        if not self.dice_item.pos().x() and view.dice:
            self.dice_item.setPos(self.layout_.dice_centre())
        self.hooks.show_items(self, obs)
        self._side_texts(obs)
        self._show_marks()

    def _place_stones(self, stacks: dict, dur: int, faces: dict | None = None) -> None:
        """Put the stone items on their places, moving as few as possible (a stone that went from
        one point to another travels there; a piece goes where a piece of its face is wanted)."""
        lay = self.layout_
        faces = faces or {}
        scale = getattr(lay, "stone_scale", None)
        for colour in (0, 1):
            items = self.stones[colour]
            want = {p: n for p, (c, n) in stacks.items() if c == colour}
            need = sum(want.values())
            while len(items) < need:
                it = StoneItem(colour, lay.stone)
                it.on_click = self.stone_clicked
                it.on_drag_start = self._drag_started
                it.on_drop = self._dropped_stone
                it.setVisible(False)
                self.scene.addItem(it)
                items.append(it)
            by_place: dict[Any, list[StoneItem]] = {}
            free: list[StoneItem] = []
            for it in items:
                if it.isVisible() and it.place is not None:
                    by_place.setdefault(it.place, []).append(it)
                else:
                    free.append(it)
            for p in by_place:
                by_place[p].sort(key=lambda i: i.home_z)
            # surplus stones leave their places (the top ones)
            for p, its in list(by_place.items()):
                keep = want.get(p, 0)
                if faces and keep and [i.face for i in its[:keep]] != list(faces.get(p, []))[:keep]:
                    keep = 0                     # another piece stands here now (a capture, a promotion)
                while len(its) > keep:
                    free.append(its.pop())
            moving = [it for it in free if it.isVisible()]
            idle = [it for it in free if not it.isVisible()]
            order = sorted(want.items(), key=lambda kv: str(kv[0]))
            for p, n in order:
                its = by_place.setdefault(p, [])
                wanted = list(faces.get(p, []))
                while len(its) < n:
                    face = wanted[len(its)] if len(its) < len(wanted) else None
                    same = next((k for k, m in enumerate(moving) if m.face == face), 0) if faces else 0
                    its.append(moving.pop(same) if moving else idle.pop(0))
            for it in moving + idle:
                it.setVisible(False)
                it.place = None
            for p, its in by_place.items():
                n = len(its)
                wanted = list(faces.get(p, []))
                for i, it in enumerate(its):
                    it.place = p
                    it.face = wanted[i] if i < len(wanted) else None
                    it.painter = self.hooks.paint_stone if it.face is not None else None
                    if scale is not None:
                        it.setScale(scale(p))
                    it.count = n if (i == n - 1 and n > 5) else 0
                    z = 10.0 + i
                    target = lay.stone_pos(p, i, n)
                    if not it.isVisible():
                        it.setPos(target)
                        it.setVisible(True)
                    it.move_to(target, z, dur)
                    it.update()

    def _show_marks(self) -> None:
        """Which stones may be picked up, the chosen stone, the lit points, the keyboard's frame,
        the advised play."""
        movable = set(self.movable_places())
        targets = self.targets(self.chosen) if self.chosen is not None else {}
        advised = self._advised()
        hint_places: set = set()
        if advised is not None and self.session is not None and not self.pending:
            for st in self.hooks.steps(self, advised, self.live.observation()):
                hint_places |= {st.src, st.dst}
        guided = self.guided_step()
        if guided is not None:          # the guided game's stone and point
            hint_places = {guided.src, guided.dst}
        mine = self._my_colour()
        for colour, items in self.stones.items():
            for it in items:
                top = it.isVisible() and it.count >= 0 and self._is_top(it)
                it.draggable = bool(top and colour == mine and it.place in movable)
                it.chosen = bool(top and colour == mine and it.place == self.chosen)
                it.hint = bool(top and guided is not None and colour == mine and it.place == guided.src)
                it.update()
        trace = self.hooks.trace(self, self.live.observation()) if self.session is not None else set()
        for place, pit in self.point_items.items():
            pit.set_marks(lit=place in targets, focus=place == self.focus_place, hint=place in hint_places,
                          trace=place in trace)

    def _is_top(self, item: StoneItem) -> bool:
        same = [it for it in self.stones[item.colour] if it.isVisible() and it.place == item.place]
        return bool(same) and max(same, key=lambda i: i.home_z) is item

    def _side_texts(self, obs: Any) -> None:
        for side in (0, 1):
            name = self.side_title(side)
            if self.session is not None and self.thinking and side == 1:
                name += "  " + QCoreApplication.translate("BoardTable", "thinking") + "." * self._think_dots
            elif self.session is not None and not self.live.is_over() and self.live.to_move == self.seat_of_side(side):
                name += "  \u25c0"
            self.name_labels[side].setText(name)
            self.note_labels[side].setText(self.hooks.side_note(self, side, obs) if self.session is not None else "")
        self.thinking_text.setText("")

    def _all_items(self) -> list:
        return [it for items in self.stones.values() for it in items]

    def _clear_cards(self) -> None:
        pass

    def stone_on(self, place: Any) -> StoneItem | None:
        """The top stone on ``place`` (tests drive it)."""
        its = [it for items in self.stones.values() for it in items if it.isVisible() and it.place == place]
        return max(its, key=lambda i: i.home_z) if its else None

    def animations_running(self) -> bool:
        return any(it.is_animating() for it in self._all_items())


# ====================================================================== review
def install_review(table: BoardTable) -> Any:
    """The shared "Review the deal" (gui.table.review) in the board's side panel; a reviewed
    decision lights the better play's points and frames the one played."""
    from gui.table.review import DealReview

    class BoardReview(DealReview):
        def show_item(self, i: int) -> bool:
            if not super().show_item(i):
                return False
            item = self.items[i]
            t = self.table
            assert self.deal is not None
            start, moves, _first = self.deal
            st = start
            for _who, action in moves[:item.step]:
                st, _ = st.apply(action)
            obs = st.observation(t.live.human)
            better = {p for s in t.hooks.steps(t, item.better, obs) for p in (s.src, s.dst)}
            played = {p for s in t.hooks.steps(t, item.played, obs) for p in (s.src, s.dst)}
            for place, pit in t.point_items.items():
                pit.set_marks(lit=False, hint=place in better, focus=place in played)
            t.score_text.setVisible(False)          # the live scores wait for the way back
            t.score_back.setVisible(False)
            t._clear_arrows()
            return True

        def close_review(self) -> None:
            super().close_review()
            for pit in self.table.point_items.values():
                pit.set_marks(hint=False, focus=False)
            self.table.score_text.setVisible(True)
            self.table._show_scores(self.table._score_source)
            self.table._show_marks()

    r = BoardReview(table)
    r.ended = lambda events: table.hooks.deal_ended(list(events))
    lay: Any = table.side_panel.layout()
    lay.insertWidget(1, r.start_button)
    lay.insertWidget(2, r)
    table.changed.connect(r.update_state)
    table.finished.connect(r.update_state)
    return r


def any_order(steps: list[Step]) -> list[list[Step]]:
    """``steps`` first as given, then every other order in which no stone moves on from a place
    before another of the steps has brought it there (for a game that takes a play's moves in
    any order but lists each play once)."""
    out = [list(steps)]
    seen = {tuple((x.src, x.dst, x.part) for x in steps)}
    for perm in itertools.permutations(steps):
        key = tuple((x.src, x.dst, x.part) for x in perm)
        if key in seen or any(x.dst == r.src for i, r in enumerate(perm) for x in perm[i + 1:]):
            continue
        seen.add(key)
        out.append(list(perm))
    return out
