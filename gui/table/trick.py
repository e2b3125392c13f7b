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
  (``gui.games.ui_for(game).make_words().action(action, obs)``); number keys press them.

What is truly a game's own (a talon, a folla, marks, its score sheet, hints) comes through
:class:`TableHooks`; every method there has a do-nothing default.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (QAbstractItemView, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem, QGroupBox,
                               QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QToolButton,
                               QVBoxLayout, QWidget)

from engine.cards import card as card_of
from engine.protocol import IllegalAction
from gui import worker
from gui.session import GameSession
from gui.table.base import BANNER_MARGIN, Bubble, CardTable, TableView, log_box, show_lines, wrap_to
from gui.table.cards import CARD_H, CARD_W, CardItem

__all__ = ["TrickTable", "TableHooks", "Zone", "FallbackWords", "ONE_ROW", "places_for"]

SCENE_W, SCENE_H = 1200.0, 860.0
SMALL = 0.5                                     # the other seats' cards and the won tricks
SW, SH = CARD_W * SMALL, CARD_H * SMALL
SUIT_SORT = "SHCDcdsb#"                         # the default order of suits in the hand (colours alternate)
RANK_SORT = "AKQCJT98765432"                    # and of ranks, high first
ONE_ROW = 14                                    # more cards than this: the hand in two rows
ROW_LIFT = 62                                   # how much of the back row shows above the front row
HAND_Y = SCENE_H - CARD_H - 14
HAND_RECT = QRectF(200, HAND_Y - ROW_LIFT - 30, SCENE_W - 400, CARD_H + ROW_LIFT + 40)
DISCARD_RECT = QRectF(10, SCENE_H - CARD_H - 50, 180, CARD_H + 40)
CENTRE = QPointF(SCENE_W / 2, 390)
TRICK_RECT = QRectF(CENTRE.x() - 240, CENTRE.y() - 200, 480, 400)
CENTRE_2 = QPointF(SCENE_W / 2, 430)            # two seats: the opponent's hand is full size at the top
TRICK_RECT_2 = QRectF(CENTRE_2.x() - 150, CENTRE_2.y() - CARD_H / 2 - 25, 300, CARD_H + 50)
DECK_POS = QPointF(CENTRE.x() - CARD_W / 2, CENTRE.y() - CARD_H / 2)
INFO_PX = (20, 18)          # the least font of a game's info lines on the felt (trump, contract, pot):
                            # 11 and 10 screen pixels in a 1024x700 window
NEXT_DEAL_PAUSE_MS = 700    # at the fastest speed the next deal follows after this pause
PILE_ME = QPointF(SCENE_W - 150, SCENE_H - SH - 60)

# where the other seats sit, by how many there are, from the person's right round to the left
PLACES = {1: ("top",), 2: ("right", "left"), 3: ("right", "top", "left"),
          4: ("right", "top_right", "top_left", "left")}


def places_for(seats: int) -> tuple[str, ...]:
    """The places of seats 0..n-1 counted from the person: ``bottom`` first, then the others."""
    return ("bottom",) + PLACES.get(seats - 1, ())


def _small_pos(top_left: QPointF, scale: float = SMALL) -> QPointF:
    """The item position that puts a card scaled about its centre with its top left at ``top_left``."""
    return QPointF(top_left.x() - CARD_W * (1 - scale) / 2, top_left.y() - CARD_H * (1 - scale) / 2)


@dataclass
class Zone:
    """A zone the game declares on the felt (talon, widow, folla): ``cards`` are laid left to
    right from ``rect``'s top left, a card face up, ``None`` a back; ``title`` is written under it."""

    key: str
    rect: QRectF
    title: str = ""
    cards: Sequence[Any] = ()
    scale: float = SMALL
    step: float = 0.0                 # 0: as much as fits
    outline: bool = True


@dataclass
class Place:
    """Where a seat sits on the felt (scene coordinates)."""

    name: str
    label: QPointF                    # top left of its name
    fan: QPointF                      # top left of its first back
    step: QPointF                     # from one back to the next
    trick: QPointF                    # top left of its card in the trick
    pile: QPointF                     # its won tricks
    align: str = "left"               # how its name is aligned at ``label``: left, centre, right
    scale: float = SMALL              # of its cards
    extra: dict = field(default_factory=dict)


def place_geometry(name: str, seats: int = 4) -> Place:
    cx, cy = CENTRE.x(), CENTRE.y()
    if seats == 2:
        c2 = CENTRE_2
        if name == "bottom":
            return Place(name, QPointF(HAND_RECT.left() + 4, HAND_RECT.top() - 26), QPointF(0, 0), QPointF(0, 0),
                         QPointF(c2.x() - CARD_W / 2 - 60, c2.y() - CARD_H / 2 + 30), PILE_ME)
        return Place(name, QPointF(SCENE_W / 2, 4), QPointF(SCENE_W / 2, 30), QPointF(52, 0),
                     QPointF(c2.x() - CARD_W / 2 + 60, c2.y() - CARD_H / 2 - 30), QPointF(SCENE_W - 12 - SW - 20, 40),
                     "centre", 1.0)
    if name == "bottom":
        return Place(name, QPointF(HAND_RECT.left() + 4, HAND_RECT.top() - 26), QPointF(0, 0), QPointF(0, 0),
                     QPointF(cx - CARD_W / 2, cy + 24), PILE_ME)
    if name == "top":
        return Place(name, QPointF(SCENE_W / 2, 8), QPointF(SCENE_W / 2, 40), QPointF(14, 0),
                     QPointF(cx - CARD_W / 2, cy - CARD_H - 24), QPointF(SCENE_W / 2 + 230, 40), "centre")
    if name in ("top_left", "top_right"):
        x = SCENE_W * (0.30 if name == "top_left" else 0.70)
        dx = -1 if name == "top_left" else 1
        return Place(name, QPointF(x, 8), QPointF(x, 40), QPointF(12, 0),
                     QPointF(cx - CARD_W / 2 + dx * 62, cy - CARD_H - 14), QPointF(x + dx * 190 - SW / 2, 40),
                     "centre")
    if name == "left":
        return Place(name, QPointF(12, 182), QPointF(12, 214), QPointF(0, 14),
                     QPointF(cx - 78 - CARD_W, cy - CARD_H / 2 - 6), QPointF(12 + SW + 16, 214))
    return Place(name, QPointF(SCENE_W - 12, 182), QPointF(SCENE_W - 12 - SW, 214), QPointF(0, 14),
                 QPointF(cx + 78, cy - CARD_H / 2 - 6), QPointF(SCENE_W - 12 - SW - 16 - SW, 214), "right")


class FallbackWords:
    """Words for a game that has no :class:`~gui.games.GameWords` of its own: the engine's
    notation and its English sentences."""

    def action(self, action: Any, obs: Any) -> str:
        return str(action)

    def event(self, event: Any, me: int) -> str | None:
        return event.text or None

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        return message or code

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        return ""


class TableHooks:
    """What a game adds to the shared table.  Every hook has a default that does nothing (or the
    generic thing), so a game overrides only what is its own.  ``table`` is the
    :class:`TrickTable` (its ``session``, its ``words``, its ``scene`` for items of the game's own)."""

    # the next seat in playing order sits at the person's right (as in the Italian and French books);
    # ``True`` puts it at the left (as English games are played)
    next_seat_left = False
    # the table waits for "Next deal" after a deal (else the next deal follows at once)
    pause_between_deals = True
    # the felt's colours (centre, edge)
    felt: tuple = ((28, 110, 62), (12, 62, 34))
    # after each trick (and deal) the table waits for a click or a key, unless the person turns it
    # off (Settings ▸ Wait for a click after each trick); at the instant speed play runs on
    click_to_continue = False

    def build(self, table: "TrickTable") -> None:
        """Make the game's own scene items and side-panel widgets (called once)."""

    def info_lines(self, table: "TrickTable", pos: QPointF, sizes: tuple[int, int] = INFO_PX) -> None:
        """For :meth:`build`: keep ``table`` as ``self.table`` and put the game's two texts on the
        felt, ``self.info`` (bold, font ``sizes[0]``) at ``pos`` and ``self.info2`` (``sizes[1]``)
        24 points under it."""
        self.table = table
        sizes = (max(sizes[0], INFO_PX[0]), max(sizes[1], INFO_PX[1]))   # legible at 1024x700
        self.info = table._label(pos, sizes[0], bold=True)
        self.info2 = table._label(pos + QPointF(0, sizes[0] + 7), sizes[1])

    def retranslate(self, table: "TrickTable") -> None:
        """Set the texts of the game's own items in the interface language."""

    def make_sheet(self, table: "TrickTable") -> QWidget | None:
        """The score sheet widget (``update_from(session)``, ``retranslate()``); None: the generic one."""
        return None

    def seat_order(self, obs: Any, seats: int) -> Sequence[int]:
        """The seats in playing order round the table (default 0, 1, 2, ...)."""
        return range(seats)

    def partners(self, table: "TrickTable", obs: Any) -> set | None:
        """The person's partners now (None: the fixed sides of the game's metadata)."""
        return None

    def seat_name(self, table: "TrickTable", seat: int, obs: Any) -> str | None:
        """A seat's name on the felt (None: the table's words for its place)."""
        return None

    def seat_note(self, table: "TrickTable", seat: int, obs: Any) -> str:
        """A line under a seat's name (what it declared, that it watches...)."""
        return ""

    def role_word(self, table: "TrickTable", seat: int, role: str) -> str | None:
        """The word for a seat's ``role`` ("partner") when the game words it for that seat (German
        "Partnerin" of a woman); None: the table's word."""
        return None

    def inert_options(self) -> dict[str, Any]:
        """Options that change nothing at this table: option name -> a function giving the reason
        in words (the house-rules dialog greys them out with it)."""
        return {}

    def known_cards(self, obs: Any, seat: int) -> Sequence[Any]:
        """Cards of another seat's hand the person may see (laid face up there)."""
        return ()

    def zones(self, table: "TrickTable", obs: Any) -> Sequence[Zone]:
        """The game's own zones on the felt (talon, widow, folla...)."""
        return ()

    def discards(self, obs: Any) -> Sequence[Any]:
        """The person's discards shown face up in the discard zone."""
        return ()

    # the size of the cards in the person's discard zone
    discard_scale = SMALL

    def card_zone(self, action: Any, obs: Any) -> str:
        """Where a card action goes: ``"trick"`` (default) or ``"discard"``."""
        return "trick"

    def sort_key(self, card: Any) -> Any:
        """How the hand is sorted left to right: suits in alternating colours, high ranks first."""
        suit = SUIT_SORT.find(card.suit)
        rank = RANK_SORT.find(card.rank)
        return (suit if suit >= 0 else 99, rank if rank >= 0 else 99, card.rank)

    def sort_buttons(self, actions: list, obs: Any) -> list:
        """The order of the buttons of a decision (first: the default)."""
        return actions

    def button_label(self, table: "TrickTable", action: Any, obs: Any) -> str | None:
        """A button's label (None: the game's words for the action)."""
        return None

    def selection_label(self, table: "TrickTable", chosen: Sequence[Any], match: Any, obs: Any) -> str | None:
        """The label of the button that confirms a choice of several cards (None: generic)."""
        return None

    def pile_for(self, table: "TrickTable", obs: Any, winner: int) -> tuple[str, QPointF]:
        """The pile (a key and its top left) where ``winner``'s tricks go (default: in front of it)."""
        return f"won{winner}", table.place_of(winner, obs).pile

    def hint_wait_text(self, table: "TrickTable") -> str | None:
        """What the table says while the hint is worked out (None: the table's words)."""
        return None

    def prompt(self, table: "TrickTable", mine: bool, obs: Any) -> str | None:
        """The prompt above the buttons (None: the game's words for the phase)."""
        return None

    def event_line(self, table: "TrickTable", event: Any, before: Any) -> str | None:
        """The log line of an event; ``before`` is the state the step started from."""
        return table.words.event(event, table.live.human)

    def action_line(self, table: "TrickTable", seat: int, action: Any, before: Any) -> str | None:
        """A log line for a seat's action itself, before the lines of its events (a call, a bid);
        None: the events say all."""
        return None

    def call_to_answer(self, table: "TrickTable", obs: Any) -> str | None:
        """What the person answers now, shown above the buttons (None: the last call another seat
        made since the person's last action, if any; "": nothing)."""
        return None

    def hint_details(self, table: "TrickTable", advice: Any) -> str | None:
        """The figures behind a hint, shown only on request (None: none)."""
        from engine.ai.search import Hint

        if isinstance(advice, Hint):
            from gui.table.review import hint_details

            return hint_details(table, advice) or None
        return None

    def describe_rules(self, table: "TrickTable") -> bool:
        """Write the rules in force under the side panel (False: the table writes them)."""
        return False

    def card_name(self, card: Any) -> str:
        """A card in words (the trick review)."""
        return card_text(card)

    def felt_texts(self, table: "TrickTable", obs: Any) -> None:
        """Update the game's own texts and items on the felt after a layout."""

    def on_events(self, table: "TrickTable", events: list, before: Any) -> None:
        """The events of one step, after the table logged them (banners, the sheet); by default
        the end of a deal is told in a banner."""
        for ev in events:
            if ev.kind == "deal_end":
                line = self.event_line(table, ev, before)
                if line:
                    table.show_banner(line, seconds=3, size=26)

    def banner_of(self, table: "TrickTable", events: list, before: Any, kinds: Sequence[str],
                  seconds: float, size: int, last: int = 0) -> None:
        """For :meth:`on_events`: tell the events of the ``kinds`` among ``events`` in one banner,
        a line each (its :meth:`event_line`; the last ``last`` lines if ``last`` > 0), shown
        ``seconds`` long at font ``size``; nothing when none of them has a line."""
        lines = [x for ev in events if ev.kind in kinds if (x := self.event_line(table, ev, before))]
        if last > 0:
            lines = lines[-last:]
        if lines:
            table.show_banner("\n".join(lines), seconds=seconds, size=size)

    def waiting_for(self, table: "TrickTable", mine: bool) -> int | None:
        """For :meth:`prompt`: the seat the person waits for, or None (his turn, nobody's, or the
        game over)."""
        s = table.live
        if not mine and s.to_move is not None and s.to_move >= 0 and not s.is_over():
            return s.to_move
        return None

    def on_action(self, table: "TrickTable", seat: int, action: Any) -> None:
        """A seat's action was applied (before its events are shown)."""

    def on_start(self, table: "TrickTable") -> None:
        """A session sat down at the table (its sheet, its own state)."""

    def after_undo(self, table: "TrickTable") -> None:
        """The person's last action was taken back: set the game's own notes as they stood before."""

    def review(self, table: "TrickTable") -> tuple[str, list[str]] | None:
        """The title and lines of "Last trick" (None: the table's own from the last trick)."""
        return None

    def log_view(self, table: "TrickTable", obs: Any) -> list[str] | None:
        """The lines the side panel's box shows (None: the newest lines of the log)."""
        return None

    def selection_refusal(self, table: "TrickTable", trial: list, obs: Any) -> IllegalAction | None:
        """Why choosing ``trial`` (one card more than the most any choice takes) is refused."""
        return None

    def deal_ended(self, events: list) -> bool:
        """Whether these events end a deal."""
        return any(e.kind == "deal_end" for e in events)

    def tricks(self, table: "TrickTable", obs: Any) -> Any:
        """The deal's finished tricks as the table reads them (``obs.tricks`` by default: (leader,
        cards, winner) or a two-hand game's (leader, led, other, winner)); None when the game lists
        none or its rules do not let the players look back (no Last trick, no T)."""
        return getattr(obs, "tricks", None)

    def advisor(self, table: "TrickTable") -> Any:
        """A player-like object whose ``choose(obs, rng)`` gives advice (``.action``; None: no hints).
        By default the strong level's search (gui.table.review; ``table.hint_player`` if set)."""
        from gui.table.review import SearchAdvisor

        return SearchAdvisor(getattr(table, "hint_player", None))

    # the advice is worked out off the UI thread (a search); False: at once (a rule of thumb)
    hint_in_thread = True

    def advised_action(self, advice: Any) -> Any:
        return getattr(advice, "action", advice)

    def hint_sentence(self, table: "TrickTable", advice: Any) -> str:
        from gui.table.review import hint_sentence

        return hint_sentence(table, advice)


class GenericSheet(QGroupBox):
    """The score sheet of a game without its own: every seat and its score."""

    def __init__(self, table: "TrickTable") -> None:
        super().__init__()
        self.setObjectName("score_sheet")
        self.owner = table
        lay = QVBoxLayout(self)
        self.table = QTableWidget(0, 2)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setMinimumHeight(100)
        lay.addWidget(self.table)
        self.session: GameSession | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("TrickTable", "Scores"))
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("TrickTable", "Seat"),
                                              QCoreApplication.translate("TrickTable", "Score")])
        if self.session is not None:
            self.update_from(self.session)

    def update_from(self, session: GameSession) -> None:
        self.session = session
        scores = session.state.scores()
        self.table.setRowCount(len(scores))
        obs = session.observation()
        for seat, v in enumerate(scores):
            name = self.owner.seat_title(seat, obs)
            for col, text in enumerate((name, f"{v:g}" if isinstance(v, float) else str(v))):
                it = QTableWidgetItem(text)
                if col:
                    it.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(seat, col, it)

    def rows(self) -> list[tuple[str, str]]:
        return [((a.text() if (a := self.table.item(r, 0)) else ""), (b.text() if (b := self.table.item(r, 1)) else ""))
                for r in range(self.table.rowCount())]


class _Advisor:
    def __init__(self, advisor: Any) -> None:
        self.advisor = advisor

    def choose(self, observation: Any, rng: random.Random) -> Any:
        return self.advisor.choose(observation, rng)


class TrickTable(CardTable):
    """The shared table.  ``hooks`` is the game's :class:`TableHooks` (or None: the generic table);
    the main window gives it with :meth:`set_game` before :meth:`start`."""

    sheet: Any                                      # the game's score sheet (update_from, retranslate)
    DECK_POS = DECK_POS
    CHOOSE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down)
    BANNER_SIZE = 34
    HINTS = True

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

    @property
    def live(self) -> GameSession:
        """The session at the table (for code that runs only while one sits there)."""
        assert self.session is not None
        return self.session

    # ================================================================= the game
    def set_game(self, game: str) -> None:
        """Take the words and hooks ``game`` registered (gui.games), or the generic ones."""
        if game == self.game:
            return
        self.game = game
        try:
            from gui.games import ui_for

            ui = ui_for(game)
        except (KeyError, ImportError):
            return
        try:
            self.words = ui.make_words()
        except (ImportError, AttributeError):
            self.words = FallbackWords()
        hooks = ui.make_hooks()
        if hooks is not None and type(hooks) is not type(self.hooks):
            self.hooks = hooks
            self.hooks.build(self)
            self.retranslate()

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
        self.log_box, self.log_list = log_box("log")
        self.guide_label = QLabel()          # the guided deal's explanation when the rules dock is shut
        self.guide_label.setObjectName("guide_text")
        self.guide_label.setWordWrap(True)
        self.guide_label.setTextFormat(Qt.TextFormat.RichText)
        self.guide_label.setStyleSheet("QLabel { background: #fbf0d0; border: 1px solid #c9a95b; border-radius: 3px;"
                                       " padding: 5px; color: #3c2a14; }")
        self.guide_label.hide()
        self.call_label = QLabel()           # the call the person answers, beside the answer buttons
        self.call_label.setObjectName("call_to_answer")
        self.call_label.setWordWrap(True)
        self.call_label.setStyleSheet("QLabel { background: #eef3e6; border: 1px solid #9fb48a; border-radius: 3px;"
                                      " padding: 4px; color: #1d2a14; }")
        self.call_label.hide()
        self._build_side(self.log_box, _SheetSlot(), [950, 280], under_prompt=(self.guide_label, self.call_label))
        from gui.table.review import install as install_review   # "Review the deal" (gui.table.review)

        self.deal_review = install_review(self)
        self.hooks.build(self)
        self.retranslate()

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
        parent = self.guide_label.parentWidget()
        doc.setTextWidth(max((parent.width() if parent is not None else 260) - 30, 200))
        self.guide_label.setMinimumHeight(int(doc.size().height()) + 16)   # word wrap gets no height-for-width here
        self.guide_label.show()

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
                self.banner.setText(wrap_to(self._banner_source() if callable(self._banner_source) else self._banner_source,
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
    def player_kind(self, seat: int) -> str:
        s = self.live
        partner = getattr(s, "partner", None)
        if partner and seat in self.partners():
            return partner
        return s.seats[seat]

    def _player_for(self, kind: str) -> Any:
        from engine.players import make_player

        if kind not in self.players:
            try:
                self.players[kind] = make_player(kind, self.live.spec.name)
            except ValueError:     # a computer player this installation does not have: the random one sits in
                self.players[kind] = make_player("random", self.live.spec.name)
                s = self.live
                s.seats[:] = ["random" if k == kind else k for k in s.seats]
                self.notes.append(QCoreApplication.translate(
                    "TrickTable", "The computer player %1 is not available; the random player takes the seat.")
                    .replace("%1", kind))
        return self.players[kind]

    def start(self, session: GameSession, opponent: Any = None, guide: Any = None) -> None:
        """Sit down at ``session`` (new or resumed); ``opponent`` replaces every computer seat's player."""
        self.token += 1
        self._stop_thinking()
        self.set_game(session.spec.name)
        self.session = session
        self.guide = guide
        self.set_guide_text("")
        self.players = {}
        self.notes = []
        if opponent is not None:
            for kind in set(session.seats) | {getattr(session, "partner", None) or ""}:
                self.players[kind] = opponent
        for seat in range(self.seats()):
            if seat != session.human:
                self._player_for(self.player_kind(seat))
        if isinstance(self.sheet, _SheetSlot):
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

    HEADING = "\u2014 "        # a log line starting so is a deal's heading (bold in the box)

    def _rebuild_log(self) -> None:
        """The log from the session's steps, oldest first, with a heading for each deal."""
        s = self.live
        self.log_lines = list(self.notes)
        self._log_deals, self._log_new_deal = 0, True
        for st in s.steps:
            self._log_action(st.who, st.action, st.before)
            self._log_events(st.events, st.before)

    def _log_action(self, who: int, action: Any, before: Any) -> None:
        if who is None or who < 0:
            return
        try:
            line = self.hooks.action_line(self, who, action, before)
        except Exception:           # a line the game cannot word is left out, never a crash
            line = None
        if line:
            self.log_lines.append(line)

    def _log_events(self, events: list, before: Any) -> None:
        for ev in events:
            if ev.kind in ("deal", "shuffle", "cut") and getattr(self, "_log_new_deal", True):
                self._log_deals = getattr(self, "_log_deals", 0) + 1
                self._log_new_deal = False
                self.log_lines.append(self.HEADING + QCoreApplication.translate("TrickTable", "Deal %1")
                                      .replace("%1", str(self._log_deals)) + " \u2014")
            line = self.hooks.event_line(self, ev, before)
            if line:
                self.log_lines.append(line)
            if self.hooks.deal_ended([ev]):
                self._log_new_deal = True

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
        self.prompt_label.setText(text)
        if self.guide is not None:
            self.guide.update_prompt()

    def advance(self) -> None:
        s = self.session
        if s is None:
            return
        self._set_buttons()
        if s.is_over():
            self._stop_thinking()
            self._update_prompt()
            if self.guide is not None:
                self.guide.finished()
            self.refresh(animate=True)
            self.changed.emit()
            self.finished.emit()
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
            self._stop_thinking()
            self._update_prompt()
            if self.guide is not None:
                self.guide.human_turn()
            self.refresh(animate=True)
            self.changed.emit()
            return
        if self.guide is not None:
            self.guide.computer_turn()
        seat = s.to_move
        self.thinking_seat = seat
        self._think(self._player_for(self.player_kind(seat)), s.state.observation(seat))

    def _thinking_prompt(self) -> None:
        self._update_prompt()

    def _show_thinking(self, on: bool) -> None:
        if self.session is not None:
            self._seat_texts(self._shown_observation())

    def _stop_thinking(self) -> None:
        self.thinking_seat = None
        super()._stop_thinking()

    def _illegal_computer_move(self, why: str) -> str:
        return QCoreApplication.translate("TrickTable", "A computer player tried an illegal move: %1").replace("%1", why)

    def _computer_failed_text(self, why: str) -> str:
        return QCoreApplication.translate("TrickTable", "The computer player failed: %1").replace("%1", why)

    def refuse(self, e: IllegalAction) -> None:
        from gui import i18n
        from gui.panels.rules_text import RulesError, explain_refusal

        def sentence_and_section() -> tuple[str, str | None]:
            try:
                return explain_refusal(e.code, i18n.current_language, self.game or "", e.details or {})
            except (KeyError, OSError, RulesError):
                return self.words.reason(e.code, str(e), e.details), ""

        _sentence, section = sentence_and_section()
        self.reason_section = section or ""
        self.show_message(lambda: sentence_and_section()[0])      # rewritten on a change of language
        self.refused.emit(e.code, dict(e.details))

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
        if self.hooks.deal_ended(events) and (s.is_over() or self.hooks.pause_between_deals or self.waits_for_click()):
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

    def waits_for_click(self) -> bool:
        """Whether a finished trick (and deal) stays until a click: the person's setting, else the
        game's default; never at the instant speed."""
        on = self.wait_for_click if self.wait_for_click is not None else self.hooks.click_to_continue
        return bool(on) and self.anim_ms > 0

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

    def felt_clicked(self) -> bool:
        return self.continue_play()

    def _gather(self, token: int, dealing: bool = False) -> None:
        if token != self.token or self.hold_until_gathered is None:
            return
        self.waiting_click = False
        self.hold_until_gathered = None
        self.refresh(animate=True, dealing=dealing)
        self.advance()

    def _deal_end_view(self, before: Any, after: Any, held: Any) -> Any:
        """The observation the felt shows at a deal's end: the game's own (its scores) with the
        finished deal's dealer and tricks won, not the next deal's (whose counts start at 0)."""
        import dataclasses

        try:
            taken = list(before.tricks_taken) if before.tricks_taken else None
            if taken is not None and held is not None and 0 <= held[1] < len(taken) and (
                    not after.tricks_taken or sum(after.tricks_taken) <= sum(before.tricks_taken)):
                taken[held[1]] += 1
            elif after.tricks_taken and sum(after.tricks_taken) > sum(before.tricks_taken or ()):
                taken = list(after.tricks_taken)
            return dataclasses.replace(after, dealer=before.dealer,
                                       tricks_taken=tuple(taken) if taken is not None else after.tricks_taken)
        except (TypeError, ValueError, AttributeError):     # an observation that is not a plain dataclass
            return None

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
        rows = 2 if self.session is not None and len(self._hand_cards(self.live.observation())) > ONE_ROW else 1
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
        from gui.dialogs.houserules import preset_title

        over = overrides_of(s.spec, s.preset, s.options)
        shown = ", ".join(f"{escape(t)}: {escape(v)}" for t, v in option_lines(s.spec.name, over))
        self.rules_label.setText(QCoreApplication.translate("TrickTable", "Rules: %1").replace(
            "%1", preset_title(s.spec, s.preset))
            + (("<br>" + QCoreApplication.translate("TrickTable", "House rules: %1").replace("%1", shown)) if over else "")
            + " <a href='#'>" + QCoreApplication.translate("TrickTable", "Details") + "</a>")
        o = s.options
        self.rules_label.setToolTip("\n".join(f"{t}: {v}" for t, v in option_lines(
            s.spec.name, {n: getattr(o, n) for n, *_ in describe_options(type(o))})))

    # ================================================================== buttons
    def _key_tip(self, n: int) -> str:
        return QCoreApplication.translate("TrickTable", "Key %1").replace("%1", str(n))

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
        call = self._call_to_answer()
        self.call_label.setText(call)
        self.call_label.setVisible(bool(call))

    def _call_to_answer(self) -> str:
        """The call the person answers with the buttons now: the game's words, else the last
        call (an action that is not a card) another seat made since the person's last action."""
        s = self.live
        if s.is_over() or self.between_deals or not s.human_to_move() or self.guide is not None:
            return ""
        obs = s.observation()
        cards, several, buttons = self.split_actions(obs.legal_actions)
        if not buttons:
            return ""
        own = self.hooks.call_to_answer(self, obs)
        if own is not None:
            return own
        for st in reversed(s.steps):
            if st.who == s.human or self.hooks.deal_ended(st.events):
                return ""
            if st.who is None or st.who < 0:
                continue
            a = st.action
            if getattr(a, "card", None) is not None or isinstance(getattr(a, "cards", None), tuple):
                continue
            if getattr(a, "private", False):     # what another seat did unseen (left a combination out)
                continue
            try:
                said = self.hooks.button_label(self, a, st.before.observation(s.human)) or self.words.action(a, obs)
            except Exception:        # an action the game's words do not know from this seat
                return ""
            return QCoreApplication.translate("TrickTable", "%1 said: %2").replace(
                "%1", self.seat_title(st.who, obs)).replace("%2", said)
        return ""

    @staticmethod
    def split_actions(legal: Sequence[Any]) -> tuple[dict, list, list]:
        """The legal actions by the convention: {card: action} played with a card, choices of
        several cards, and the rest (buttons)."""
        cards: dict = {}
        several: list = []
        buttons: list = []
        for a in legal:
            c = getattr(a, "card", None)
            cs = getattr(a, "cards", None)
            if c is not None:
                cards.setdefault(c, a)
            elif isinstance(cs, tuple):
                several.append(a)
            else:
                buttons.append(a)
        return cards, several, buttons

    def _add_action_buttons(self, s: GameSession) -> None:
        if self.between_deals:
            self.next_deal_button = self._button(QCoreApplication.translate("TrickTable", "Next deal"), self.next_deal,
                                                 default=True)
            self._add_help("deal_over")
            return
        if self.guide is not None and self.guide.add_buttons():
            return
        if s.is_over() or not s.human_to_move():
            return
        obs = s.observation()
        cards, several, buttons = self.split_actions(obs.legal_actions)
        buttons += [a for c, a in sorted(cards.items(), key=lambda ca: self.hooks.sort_key(ca[0]))
                    if c not in obs.hand]        # a card to hand over that is not in the hand: a button too
        expected = self.guide.expected() if self.guide is not None else self._advised()
        if several:
            self.confirm_button = self._button("", self.confirm_selection, default=True)
            self._update_confirm()
            self._add_help(obs.phase)
        for i, a in enumerate(self.hooks.sort_buttons(buttons, obs)):
            label = self.hooks.button_label(self, a, obs) or self.words.action(a, obs)
            default = (a == expected) if expected is not None else (i == 0 and not several)
            b = self._button(label, lambda _c=False, a=a: self.act(a), default=default)
            if expected is not None and a == expected and self.guide is not None:
                self._mark_guided(b)
            if i == 0 and not several:
                self._add_help(obs.phase)
        if not several and not buttons:
            self._add_help(obs.phase)          # playing a card: the "?" on its own
        # what the person may do besides the moves (claim or concede the rest, leave a
        # combination out): after the moves, and the default only when the hint advises it, so
        # Enter never gives a deal away unasked
        for a in getattr(obs, "side_actions", ()):                   # in the engine's order
            label = self.hooks.button_label(self, a, obs) or self.words.action(a, obs)
            b = self._button(label, lambda _c=False, a=a: self.act(a), default=a == expected)
            b.setProperty("side", True)

    def _mark_guided(self, b: QPushButton) -> None:
        """The button the guided deal expects: highlighted like the hinted cards."""
        b.setProperty("guided", True)
        b.setStyleSheet("QPushButton { background: #ffd75a; color: #2a1d05; border: 2px solid #c98a00;"
                        " border-radius: 4px; padding: 3px; }")

    def _add_help(self, phase: str) -> Any:
        """A "?" beside the phase's first control that opens its section of the rules."""
        from gui.panels.rules_text import phase_section

        try:
            section = phase_section(phase, self.game or "")
        except Exception:   # a game without rules texts: no "?"
            return None
        b = None
        if self.rules_dock is not None:
            from gui.panels.rules import help_button

            b = help_button(self.rules_dock, section)
        if b is None:
            b = QToolButton()
            b.setText("?")
            b.setAutoRaise(True)
            b.setProperty("rulesSection", section)
        b.clicked.connect(lambda _c=False, sec=section: self.rules_requested.emit(sec))
        b.setObjectName("help_" + phase)
        b.setToolTip(QCoreApplication.translate("TrickTable", "What the rules say about this"))
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

    # ================================================================ choices of several cards
    def _several(self) -> list:
        s = self.session
        if s is None or not s.human_to_move() or self.between_deals:
            return []
        return self.split_actions(s.observation().legal_actions)[1]

    def _match(self, several: list) -> Any:
        chosen = sorted(c.code for c in self.selected)
        return next((a for a in several if sorted(c.code for c in a.cards) == chosen), None)

    def _update_confirm(self) -> None:
        b = self.confirm_button
        several = self._several()
        if b is None or not several:
            return
        match = self._match(several)
        obs = self.live.observation()
        label = self.hooks.selection_label(self, self.selected, match, obs)
        if label is None:
            label = (self.words.action(match, obs) if match is not None else
                     QCoreApplication.translate("TrickTable", "Choose cards (%1 chosen)").replace("%1", str(len(self.selected))))
        # a label that names every chosen card may not fit the button (Tarock's Scat): then the
        # button says how many, and the cards are in its tooltip (they lie lit on the felt anyway)
        room = max(self.buttons_box.width(), self.side_panel.minimumWidth() - 12) - 24
        key_tip = b.toolTip().split("\n")[-1]            # "Key 1" stays the tooltip's last line
        if b.fontMetrics().horizontalAdvance(label) > room:
            b.setToolTip(label + ("\n" + key_tip if key_tip else ""))
            label = QCoreApplication.translate("TrickTable", "Confirm these %1 cards").replace("%1", str(len(self.selected)))
        else:
            b.setToolTip(key_tip)
        b.setText(label)
        b.setEnabled(match is not None)

    def select(self, card: Any) -> bool:
        several = self._several()
        if not several:
            return False
        if self.guide is not None:
            hint = self.guide.discard_refusal(card)
            if hint:
                self.show_message(hint)
                self.refresh(animate=True)
                return False
        most = max(len(a.cards) for a in several)
        if len(self.selected) >= most:
            why = self.hooks.selection_refusal(self, self.selected + [card], self.live.observation())
            if why is not None:
                self.refuse(why)
            else:
                self.show_message(QCoreApplication.translate("TrickTable", "You may choose only 1 card.") if most == 1
                                  else QCoreApplication.translate("TrickTable", "You may choose at most %1 cards.")
                                  .replace("%1", str(most)))
            self.refresh(animate=True)
            return False
        self.selected.append(card)
        self._clear_message()
        self._update_confirm()
        self.refresh(animate=True)
        return True

    def unselect(self, card: Any) -> None:
        if card in self.selected:
            self.selected.remove(card)
        self._update_confirm()
        self.refresh(animate=True)

    def confirm_selection(self) -> bool:
        several = self._several()
        match = self._match(several)
        if match is None:
            return False
        return self.act(match)

    # ================================================================ card gestures
    def _card_action(self, card: Any) -> Any:
        s = self.session
        if s is None or not s.human_to_move():
            return None
        return self.split_actions(s.observation().legal_actions)[0].get(card)

    def _card_clicked(self, item: CardItem) -> None:
        s = self.session
        if s is None or item.code is None or self.continue_play():
            return
        card = card_of(item.code)
        if self._several() and self.waiting_for_human():
            if card in self.selected:
                self.unselect(card)
            elif card in s.observation().hand:
                self.select(card)
            return
        action = self._card_action(card)
        if action is not None:
            self.act(action)
        elif card in s.observation().hand and s.observation().phase:
            self._refuse_card(card)

    def _refuse_card(self, card: Any) -> None:
        """A card of the hand that may not be played now: the engine's reason, when it gives one."""
        s = self.live
        if not self.waiting_for_human():
            self._not_your_turn()
            return
        _cards, several, _buttons = self.split_actions(s.observation().legal_actions)
        if several or not _cards:
            return
        proto = next(iter(_cards.values()))
        try:
            trial = type(proto)(card)
            s.state.check(trial)
        except IllegalAction as e:
            self.refuse(e)
        except Exception:
            return

    def _targets_for(self, item: CardItem) -> list[QGraphicsRectItem]:
        s = self.session
        if s is None or item.code is None or not self.waiting_for_human():
            return []
        card = card_of(item.code)
        if self._several():
            return [self.hand_zone] if card in self.selected else [self.discard_zone]
        a = self._card_action(card)
        if a is None:
            return []
        return [self.discard_zone] if self.hooks.card_zone(a, s.observation()) == "discard" else [self.trick_zone]

    def _dropped(self, card: Any, on: Callable) -> bool:
        s = self.live
        if self._several() and s.human_to_move():
            if card in self.selected and on(HAND_RECT):
                self.unselect(card)
                return True
            if card not in self.selected and on(DISCARD_RECT):
                return self.select(card)
            return False
        a = self._card_action(card)
        zone = self.hooks.card_zone(a, s.observation()) if a is not None else "trick"
        if on(DISCARD_RECT if zone == "discard" else self.trick_rect):
            if a is None:
                if card in s.observation().hand:
                    self._refuse_card(card) if self.waiting_for_human() else self._not_your_turn()
                return False
            return self.act(a)
        return False

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
    def ask_hint(self) -> bool:
        s = self.session
        if s is None:
            return False
        if self.guide is not None and self.guide.active():
            guide = self.guide
            self.show_message(lambda: guide.hint())          # rewritten on a change of language
            return True
        advisor = self.hooks.advisor(self)
        if advisor is None:
            self.show_message(QCoreApplication.translate("TrickTable", "No hints for this game."))
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
            self.advice = advisor.choose(s.observation(), rng)
            self._show_hint(self.advice)
            self.refresh(animate=False)
            self._set_buttons()
            return True
        self._hint_pending = True
        if self.hint_button is not None:
            self.hint_button.setEnabled(False)
        self.show_message(lambda: self.hooks.hint_wait_text(self) or
                          QCoreApplication.translate("TrickTable", "Looking for a good move…"))
        worker.start(worker.ComputerMove(self._hint_serial, _Advisor(advisor), s.observation(), rng, 0.0,
                                         self._hint_signals))
        return True

    def _show_hint(self, advice: Any) -> None:
        """The advice in one plain sentence; its figures behind "Why?" (or H again)."""
        details = self.hooks.hint_details(self, advice)
        self.show_message(lambda: self.hooks.hint_sentence(self, advice),
                          (lambda: self.hooks.hint_details(self, advice) or "") if details else None)

    def _advised(self) -> Any:
        s = self.session
        if self.advice is None or s is None or s.state is not self._advice_state:
            return None
        return self.hooks.advised_action(self.advice)

    def _hint_done(self, token: int, advice: Any) -> None:
        self._hint_pending = False
        s = self.session
        if self.hint_button is not None:
            self.hint_button.setEnabled(s is not None and not s.is_over())
        if s is None or s.state is not self._advice_state or token != self._hint_serial:
            return
        self.advice = advice
        self._show_hint(advice)
        self.refresh(animate=False)
        self._set_buttons()

    def _hint_failed(self, token: int, message: str) -> None:
        self._hint_pending = False
        if self.hint_button is not None:
            self.hint_button.setEnabled(self.session is not None and not self.session.is_over())
        self.show_message(lambda: QCoreApplication.translate("TrickTable", "No hint could be worked out: %1")
                          .replace("%1", message.splitlines()[0]))

    # ================================================================ layout
    def _hand_cards(self, obs: Any) -> list:
        return sorted((c for c in obs.hand if c not in self.selected), key=self.hooks.sort_key)

    def hand_positions(self, n: int) -> list[QPointF]:
        """Top left of each card of a hand of ``n`` cards: one row, or two once it holds more than
        :data:`ONE_ROW` (the back row first, its corners showing above the front row)."""
        rows = [n] if n <= ONE_ROW else [(n + 1) // 2, n // 2]
        out: list[QPointF] = []
        for r, k in enumerate(rows):
            y = HAND_Y - (ROW_LIFT if len(rows) == 2 and r == 0 else 0)
            step = min(70.0, (HAND_RECT.width() - CARD_W) / max(k - 1, 1))
            x0 = HAND_RECT.center().x() - (step * (k - 1) + CARD_W) / 2 + (step / 2 if r == 1 and k < rows[0] else 0)
            out += [QPointF(x0 + i * step, y) for i in range(k)]
        return out

    def _lay_out(self, obs: Any, dur: int, dealing: bool) -> None:
        s = self.live
        me = s.human
        n = self.seats()
        place: dict[str, tuple[QPointF, float, bool, bool, float]] = {}   # key -> (pos, z, face, back, scale)
        myturn = self.waiting_for_human()
        cards_legal, several, _ = self.split_actions(obs.legal_actions) if myturn else ({}, [], [])
        advised = self._advised() if myturn else None
        hinted = set()
        if advised is not None:
            hinted = {c.code for c in getattr(advised, "cards", ()) or ()}
            if getattr(advised, "card", None) is not None:
                hinted.add(advised.card.code)
        if self.guide is not None and myturn:
            hinted = set(self.guide.hint_cards(self.selected))
        held = self.hold_until_gathered
        held_cards = {c for _, c in held[0]} if held else set()

        # the hand, one row or two
        hand = self._hand_cards(obs)
        for i, (c, p) in enumerate(zip(hand, self.hand_positions(len(hand)))):
            place[c.code] = (p, 100 + i, True, False, 1.0)
        # chosen cards and the discards the game shows
        shown_discards = list(self.selected) + [c for c in self.hooks.discards(obs) if c not in self.selected]
        show_discard_zone = bool(several) or bool(shown_discards) or any(
            self.hooks.card_zone(a, obs) == "discard" for a in cards_legal.values())
        self.discard_zone.setVisible(show_discard_zone)
        self.discard_label.setVisible(show_discard_zone)
        ds = self.hooks.discard_scale
        dstep = min(22.0, (DISCARD_RECT.width() - 20 - CARD_W * ds) / max(len(shown_discards) - 1, 1))
        for i, c in enumerate(shown_discards):
            place[c.code] = (_small_pos(QPointF(DISCARD_RECT.left() + 10 + i * dstep, DISCARD_RECT.top() + 30), ds),
                             50 + i, True, False, ds)
        # card actions whose card is not in the hand (a card to hand over...) lie in the middle
        loose = [c for c in cards_legal if c not in obs.hand]
        w = min(70.0, 480.0 / max(len(loose), 1))
        for i, c in enumerate(sorted(loose, key=self.hooks.sort_key)):
            place[c.code] = (QPointF(CENTRE.x() - (w * (len(loose) - 1) + CARD_W) / 2 + i * w,
                                     CENTRE.y() - CARD_H / 2), 300 + i, True, False, 1.0)

        # the other seats: known cards face up, the rest as backs
        in_trick = {c for _, c in obs.trick} | held_cards
        for seat in range(n):
            if seat == me:
                continue
            g = self.place_of(seat, obs)
            size = obs.hand_sizes[seat] if obs.hand_sizes and seat < len(obs.hand_sizes) else 0
            known = [c for c in sorted(self.hooks.known_cards(obs, seat), key=self.hooks.sort_key)
                     if c not in in_trick][:size]
            backs = size - len(known)
            horizontal = g.step.x() > 0
            origin = QPointF(g.fan)
            if g.scale >= 1.0:      # a full-size hand: the cards seen face up in it, then the backs
                step = min(g.step.x(), (SCENE_W - 560 - CARD_W) / max(size - 1, 1))
                x0 = g.fan.x() - (step * max(size - 1, 0) + CARD_W) / 2
                for i in range(size):
                    tl = QPointF(x0 + i * step, g.fan.y())
                    if i < len(known):
                        place[known[i].code] = (tl, 100 + i, True, False, 1.0)
                    else:
                        place[f"hand{seat}:{i - len(known)}"] = (tl, 100 + i, False, True, 1.0)
                continue
            if horizontal:
                total = g.step.x() * max(backs - 1, 0) + SW
                origin = QPointF(g.fan.x() - total / 2, g.fan.y())
            for i in range(backs):
                place[f"hand{seat}:{i}"] = (_small_pos(origin + g.step * i), 100 + i, False, True, SMALL)
            # the cards of that hand the person has seen lie face up beside it
            ks = min(26.0, 240.0 / max(len(known), 1))
            for i, c in enumerate(known):
                if horizontal:
                    tl = QPointF(g.fan.x() - (ks * (len(known) - 1) + SW) / 2 + i * ks, g.fan.y() + SH + 6)
                elif g.name == "left":
                    tl = QPointF(g.fan.x() + SW + 12 + i * ks, g.fan.y())
                else:
                    tl = QPointF(g.fan.x() - SW - 12 - i * ks, g.fan.y())
                place[c.code] = (_small_pos(tl), 200 + (i if g.name != "right" else -i), True, False, SMALL)

        # the game's own zones; a zone the game no longer shows goes, with its title (no stale labels)
        zones = list(self.hooks.zones(self, obs))
        for key, (frame, title) in self.zone_items.items():
            if key not in {z.key for z in zones}:
                frame.setVisible(False)
                title.setText("")
        for zone in zones:
            frame, title = self._zone_item(zone.key)
            frame.setRect(zone.rect)
            frame.setPen(QPen(QColor(230, 220, 170, 60), 1, Qt.PenStyle.DotLine) if zone.outline else QPen(Qt.PenStyle.NoPen))
            frame.setVisible(True)
            title.setText(zone.title)
            title.setPos(zone.rect.left() + 4, zone.rect.bottom() + 2)
            cw = CARD_W * zone.scale
            k = len(zone.cards)
            step = zone.step or min(cw * 0.6, (zone.rect.width() - 12 - cw) / max(k - 1, 1))
            for i, c in enumerate(zone.cards):
                tl = QPointF(zone.rect.left() + 6 + i * step, zone.rect.top() + 6)
                key = c.code if c is not None else f"{zone.key}:{i}"
                place[key] = (_small_pos(tl, zone.scale), 60 + i, c is not None, c is None, zone.scale)

        # the trick (or the finished one, held a moment; or the last one, shown again)
        cur = list(held[0]) if held else list(self.showing_last[0]) if self.showing_last else list(obs.trick)
        for i, (seat, c) in enumerate(cur):
            place[c.code] = (self.place_of(seat, obs).trick, 300 + i, True, False, 1.0)
        self.trick_zone.setRect(self.trick_rect)

        # won tricks as small piles of backs in front of each seat
        # won tricks, face down on their winner's pile: the real cards when the observation lists
        # the tricks, else as many backs as ``tricks_taken`` counts
        tricks = self._tricks(obs)
        heights: dict[str, int] = {}
        if tricks is not None:
            for cards, winner in tricks:
                if held and {c for _, c in cards} == held_cards:
                    continue
                key, tl = self.hooks.pile_for(self, obs, winner)
                j = heights.get(key, 0)
                heights[key] = j + 1
                for m, (_q, c) in enumerate(cards):
                    if c.code not in place:
                        place[c.code] = (_small_pos(tl + QPointF(min(j, 12) * 2 + m, -min(j, 12) * 1.5)),
                                         20 + 4 * j + m, False, False, SMALL)
        else:
            for seat, k in enumerate((obs.tricks_taken or ())[:n]):
                key, tl = self.hooks.pile_for(self, obs, seat)
                k -= 1 if held and held[1] == seat else 0
                for j in range(min(max(k, 0), 8)):
                    place[f"{key}:{heights.get(key, 0) + j}"] = (_small_pos(tl + QPointF(j * 3, -j * 2)), 20 + j,
                                                                 False, True, SMALL)
                heights[key] = heights.get(key, 0) + max(k, 0)

        # move everything
        if dealing and dur:
            self._hide_all_cards()
        hand_codes = {c.code for c in hand} | {c.code for c in self.selected}
        legal_codes = {c.code for c in cards_legal} | ({c.code for c in obs.hand} if several else set())
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
            it.draggable = not is_back and key in hand_codes | {c.code for c in loose}
            it.set_marks(legal=key in legal_codes and myturn and not several, focus=False, hint=key in hinted)
            it.move_to(pos, z, dur + (min(order, 60) * 6 if dealing and dur else 0))
        self._placed(seen_keys, len(hand))
        self._seat_texts(obs)
        self.hooks.felt_texts(self, obs)
        view = self.hooks.log_view(self, obs)
        show_lines(self.log_list, view if view is not None else self.log_lines[-300:], self.HEADING)

    def _seat_texts(self, obs: Any) -> None:
        s = self.session
        if s is None:
            return
        n = self.seats()
        me = s.human
        partners = self.partners()
        for seat in range(n):
            lab, note, pile = self._seat_label(seat)
            g = self.place_of(seat, obs)
            role = []
            if seat in partners:
                role.append(self.hooks.role_word(self, seat, "partner") or QCoreApplication.translate("TrickTable", "partner"))
            if seat == obs.dealer:
                role.append(QCoreApplication.translate("TrickTable", "dealer"))
            text = self.seat_title(seat, obs)
            if seat in partners and text == QCoreApplication.translate("TrickTable", "Partner"):
                role = role[1:]
            text += f" ({', '.join(role)})" if role else ""
            if seat != me and obs.hand_sizes and seat < len(obs.hand_sizes) and obs.hand_sizes[seat]:
                k = obs.hand_sizes[seat]
                text += " — " + (QCoreApplication.translate("TrickTable", "1 card") if k == 1 else
                                 QCoreApplication.translate("TrickTable", "%1 cards").replace("%1", str(k)))
            if obs.to_move == seat and not s.is_over() and not self.between_deals:
                text += "  ◀"
            lab.setText(text)
            lab.setBrush(QColor(255, 236, 160) if obs.to_move == seat else QColor(240, 232, 200))
            note.setText(self.hooks.seat_note(self, seat, obs))
            k = obs.tricks_taken[seat] if obs.tricks_taken and seat < len(obs.tricks_taken) else 0
            pile.setText(QCoreApplication.translate("TrickTable", "Tricks: %1").replace("%1", str(k)) if k else "")
            br, nb = lab.boundingRect(), note.boundingRect()
            if g.align == "centre":
                lab.setPos(g.label.x() - br.width() / 2, g.label.y())
                size = obs.hand_sizes[seat] if obs.hand_sizes else 0
                known = 1 if seat != me and g.scale < 1 and self.hooks.known_cards(obs, seat) else 0
                note.setPos(g.label.x() - nb.width() / 2,
                            g.fan.y() + (CARD_H * g.scale + 6 if size else 0) + known * (SH + 4))
            elif g.align == "right":
                lab.setPos(g.label.x() - br.width(), g.label.y())
                note.setPos(g.fan.x() - 12 - nb.width(), g.fan.y() + SH + 12)
            else:
                lab.setPos(g.label)
                if seat == me:
                    rows = 2 if len(self._hand_cards(obs)) > ONE_ROW else 1
                    lab.setPos(g.label.x(), HAND_Y - (ROW_LIFT if rows == 2 else 0) - 30)
                    note.setPos(g.label.x() + br.width() + 16, lab.y() + 2)
                else:
                    note.setPos(g.fan.x() + SW + 12, g.fan.y() + SH + 12)
            pile.setPos(g.pile.x(), g.pile.y() + SH + 2)
            if self.thinking and self.thinking_seat == seat:
                self.thinking_text.setText(QCoreApplication.translate("TrickTable", "thinking") + "." * self._think_dots)
                self._place_thinking(lab, g.align)
        if not self.thinking:
            self.thinking_text.setText("")


    def _place_thinking(self, lab: Any, align: str) -> None:
        """"thinking…" beside the seat's name, on the side where it covers no other text on the
        felt (a German "überlegt …" ran over Minchiate's "Markiert"), else under the name."""
        t = self.thinking_text
        tb = t.boundingRect()
        lb = lab.sceneBoundingRect()
        right = QPointF(lb.right() + 12, lb.top() + 2)
        left = QPointF(lb.left() - tb.width() - 12, lb.top() + 2)
        spots = [left, right] if align == "right" else [right, left]
        spots.append(QPointF(lb.center().x() - tb.width() / 2, lb.bottom() + 2))
        others = [it.sceneBoundingRect() for it in self.scene.items()
                  if isinstance(it, QGraphicsSimpleTextItem) and it is not t and it is not lab and it.isVisible()
                  and it.text()]
        for p in spots:
            r = QRectF(p, tb.size())
            if r.left() >= 4 and r.right() <= SCENE_W - 4 and not any(r.intersects(o) for o in others):
                t.setPos(p)
                return
        t.setPos(spots[0])


class _SheetSlot(QWidget):
    """Holds the sheet's place in the side panel until a game sits down."""

    def retranslate(self) -> None:
        pass

    def update_from(self, session: Any) -> None:
        pass


def card_text(c: Any) -> str:
    from gui.table.cards import RANK_TEXT, SUIT_GLYPH

    return RANK_TEXT.get(c.rank, c.rank) + SUIT_GLYPH.get(c.suit, c.suit)


def option_lines(game: str, values: dict) -> list[tuple[str, str]]:
    """(option title, value label) in the interface language, from the rules texts' option file;
    an option or value the file does not name is shown as the engine names it."""
    from gui import i18n
    from gui.panels.rules_text import RulesError, option_texts

    try:
        known = option_texts(game, i18n.current_language)
    except (KeyError, OSError, RulesError):
        known = {}
    out = []
    for name, v in values.items():
        entry = known.get(name, {})
        key = ("true" if v else "false") if isinstance(v, bool) else str(v)
        label = entry.get("values", {}).get(key, {}).get("label", key)
        out.append((entry.get("title", name), label))
    return out
