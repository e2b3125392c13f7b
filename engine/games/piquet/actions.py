"""Piquet's actions and their record notation (see ``docs/record-format.md``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Iterable

from engine.cards import Card, CardError, card
from engine.protocol import IllegalAction

from .scoring import INDEX, RANKS, SUITS

__all__ = [
    "Cut", "ChooseDealer", "Deal", "Announce", "Exchange", "View", "Declare", "Reply", "Expose",
    "YoungerDeclare", "Play", "Sink", "ClaimRest", "Concede", "parse_action", "CATEGORIES",
]

CATEGORIES = ("point", "sequence", "set")


def _cards(cs: Iterable[Card]) -> str:
    return " ".join(c.code for c in cs)


@dataclass(frozen=True, slots=True)
class Cut:
    """Each player draws a card to choose the first dealer (chance)."""
    cards: tuple[Card, Card]

    def __str__(self) -> str:
        return "cut " + _cards(self.cards)


@dataclass(frozen=True, slots=True)
class ChooseDealer:
    deal: bool

    def __str__(self) -> str:
        return "choose deal" if self.deal else "choose elder"


@dataclass(frozen=True, slots=True)
class Deal:
    """The shuffled pack as dealt: elder's 12, younger's 12, the talon top first (chance)."""
    elder: tuple[Card, ...]
    younger: tuple[Card, ...]
    talon: tuple[Card, ...]

    def __str__(self) -> str:
        return f"deal {_cards(self.elder)} / {_cards(self.younger)} / {_cards(self.talon)}"


@dataclass(frozen=True, slots=True)
class Announce:
    """Elder holding carte blanche states how many cards he will exchange."""
    count: int

    def __str__(self) -> str:
        return f"announce {self.count}"


@dataclass(frozen=True, slots=True)
class Exchange:
    """Discard these cards and draw as many from the talon (cards in pack order)."""
    cards: tuple[Card, ...]

    @staticmethod
    def of(cards: Iterable[Card]) -> "Exchange":
        return Exchange(tuple(sorted(cards, key=INDEX.__getitem__)))

    def __str__(self) -> str:
        return "exchange " + _cards(self.cards)


@dataclass(frozen=True, slots=True)
class View:
    """Elder (named_suit): look at the talon cards younger left, binding the first lead to ``suit``."""
    suit: str | None  # None: do not look

    def __str__(self) -> str:
        return f"view {self.suit}" if self.suit else "no-view"


@dataclass(frozen=True, slots=True)
class Declare:
    """Elder's call in the declaration dialogue.

    kind ``point`` (value: number of cards), ``pips`` (pip total, after "equal"),
    ``sequence`` (length), ``top`` (rank letter of the top card, after "equal"),
    ``set`` (value: e.g. ``"4A"``, ``"3K"``) or ``pass`` (declares nothing in the category).
    """
    kind: str
    value: int | str | None = None

    def __str__(self) -> str:
        return self.kind if self.kind == "pass" else f"{self.kind} {self.value}"


@dataclass(frozen=True, slots=True)
class Reply:
    """Younger's answer: ``good``, ``not-good`` or ``equal``."""
    answer: str

    def __str__(self) -> str:
        return self.answer


@dataclass(frozen=True, slots=True)
class Expose:
    """Younger (Cavendish): turn the untaken talon cards face up after elder's first lead."""
    expose: bool

    def __str__(self) -> str:
        return "expose" if self.expose else "no-expose"


@dataclass(frozen=True, slots=True)
class YoungerDeclare:
    """Younger scores, before playing to the first trick, the categories elder left to him."""
    categories: tuple[str, ...]

    def __str__(self) -> str:
        return "declare " + (" ".join(self.categories) if self.categories else "none")


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {self.card.code}"


@dataclass(frozen=True, slots=True)
class Sink:
    """Leave a lesser sequence or set out of one's declarations (spec §6.8): it does not score
    and is not shown.  ``combination`` is its cards in pack order.  The opponent does not learn
    of it: ``private`` tells a table not to show it to the other seats."""
    combination: tuple[Card, ...]
    private: ClassVar[bool] = True

    @staticmethod
    def of(cards: Iterable[Card]) -> "Sink":
        return Sink(tuple(sorted(cards, key=INDEX.__getitem__)))

    def __str__(self) -> str:
        return "sink " + _cards(self.combination)


@dataclass(frozen=True, slots=True)
class ClaimRest:
    """The player on lead lays his cards down: every card he holds is sure to win, so the
    remaining tricks are his, played out as they must fall."""

    def __str__(self) -> str:
        return "claim-rest"


@dataclass(frozen=True, slots=True)
class Concede:
    """The player to move gives up the deal's remaining tricks to the opponent."""

    def __str__(self) -> str:
        return "concede"


def _parse_cards(words: list[str]) -> tuple[Card, ...]:
    try:
        cs = tuple(card(w) for w in words)
    except CardError as e:
        raise IllegalAction("malformed_action", str(e)) from None
    for c in cs:
        if c not in INDEX:
            raise IllegalAction("malformed_action", f"{c.code} is not in the Piquet pack")
    return cs


def parse_action(text: str) -> Any:
    """Parse the record notation of a Piquet action."""
    words = text.split()
    if not words:
        raise IllegalAction("malformed_action", "empty action")
    head, rest = words[0], words[1:]
    try:
        if head == "cut" and len(rest) == 2:
            first, second = _parse_cards(rest)
            return Cut((first, second))
        if head == "choose" and rest in (["deal"], ["elder"]):
            return ChooseDealer(rest[0] == "deal")
        if head == "deal":
            parts = " ".join(rest).split("/")
            if len(parts) != 3:
                raise IllegalAction("malformed_action", "deal needs elder / younger / talon")
            e, y, t = (_parse_cards(p.split()) for p in parts)
            return Deal(e, y, t)
        if head == "announce" and len(rest) == 1:
            return Announce(int(rest[0]))
        if head == "exchange":
            return Exchange.of(_parse_cards(rest))
        if head == "view" and len(rest) == 1 and rest[0] in SUITS:
            return View(rest[0])
        if head == "no-view" and not rest:
            return View(None)
        if head in ("point", "pips", "sequence") and len(rest) == 1:
            return Declare(head, int(rest[0]))
        if head == "top" and len(rest) == 1 and rest[0] in RANKS:
            return Declare("top", rest[0])
        if head == "set" and len(rest) == 1 and len(rest[0]) == 2 and rest[0][0] in "34" and rest[0][1] in RANKS:
            return Declare("set", rest[0])
        if head == "pass" and not rest:
            return Declare("pass")
        if head in ("good", "not-good", "equal") and not rest:
            return Reply(head)
        if head in ("expose", "no-expose") and not rest:
            return Expose(head == "expose")
        if head == "declare":
            cats = tuple(w for w in rest if w != "none")
            if any(c not in CATEGORIES for c in cats) or (rest == ["none"]) != (not cats):
                raise IllegalAction("malformed_action", "declare takes point, sequence, set or none")
            return YoungerDeclare(tuple(c for c in CATEGORIES if c in cats))
        if head == "play" and len(rest) == 1:
            return Play(_parse_cards(rest)[0])
        if head == "sink" and rest:
            return Sink.of(_parse_cards(rest))
        if head == "claim-rest" and not rest:
            return ClaimRest()
        if head == "concede" and not rest:
            return Concede()
    except IllegalAction:
        raise
    except ValueError:
        pass
    raise IllegalAction("malformed_action", f"cannot read Piquet action {text!r}")
