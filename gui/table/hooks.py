"""The contract between the shared table and a game: what a game adds to the table
(:class:`TableHooks`, each hook with a default, so a game overrides only what is its own), the
zones it declares on the felt (:class:`Zone`), where a seat sits (:class:`Place`) and the words
of a game without words of its own (:class:`FallbackWords`).  See ``docs/table.md``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QWidget

from engine.protocol import IllegalAction
from gui.table.cards import SMALL, card_text

INFO_PX = (20, 18)          # the least font of a game's info lines on the felt (trump, contract, pot):
                            # 11 and 10 screen pixels in a 1024x700 window

if TYPE_CHECKING:
    from gui.table.trick import TrickTable

__all__ = ["TableHooks", "Zone", "Place", "FallbackWords", "deal_ended", "SUIT_SORT", "RANK_SORT"]

SUIT_SORT = "SHCDcdsb#"                         # the default order of suits in the hand (colours alternate)
RANK_SORT = "AKQCJT98765432"                    # and of ranks, high first


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


class FallbackWords:
    """Words for a game that has no :class:`~gui.registry.GameWords` of its own: the engine's
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

    def deal_end_view(self, table: "TrickTable", view: Any, before: Any, held: Any) -> Any:
        """The observation the felt shows at a deal's end until "Next deal": ``view`` is the
        game's after its last card with every field the deal's end cleared as it stood ``before``
        that card; a game adds the last trick ``held`` (((seat, card), ...), winner) to its own
        counts (tricks by side, pile sizes)."""
        return view

    def on_events(self, table: "TrickTable", events: list, before: Any) -> None:
        """The events of one step, after the table logged them (banners, the sheet); by default
        the end of a deal is told in a banner."""
        for ev in events:
            if ev.kind == "deal_end" and self.event_line(table, ev, before):
                # a function, so a change of language writes the banner again
                table.show_banner(lambda e=ev: self.event_line(table, e, before) or "", seconds=3, size=26)

    def banner_of(self, table: "TrickTable", events: list, before: Any, kinds: Sequence[str],
                  seconds: float, size: int, last: int = 0) -> None:
        """For :meth:`on_events`: tell the events of the ``kinds`` among ``events`` in one banner,
        a line each (its :meth:`event_line`; the last ``last`` lines if ``last`` > 0), shown
        ``seconds`` long at font ``size``; nothing when none of them has a line."""
        def write() -> str:                 # again at a change of language
            lines = [x for ev in events if ev.kind in kinds if (x := self.event_line(table, ev, before))]
            return "\n".join(lines[-last:] if last > 0 else lines)

        if write():
            table.show_banner(write, seconds=seconds, size=size)

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

    def selection_refusal(self, table: "TrickTable", trial: list, obs: Any) -> IllegalAction | None:
        """Why choosing ``trial`` (one card more than the most any choice takes) is refused."""
        return None

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


def deal_ended(events: Sequence[Any]) -> bool:
    """Whether these events end a deal."""
    return any(e.kind == "deal_end" for e in events)
