"""Actions of the L'Hombre family and their record notation.

Chance: ``spadille 17`` (dealing singly from seat 0, Spadille was the 18th card: the
first dealer is seat 17 mod n), ``favourite H`` (the favourite suit of a Préférence
sitting), ``deal <40 cards>`` (the shuffled pack in dealing order: packets of three to
each player from forehand on, the rest is the talon top first), ``draw_trump 3`` (Tourné
of the second or third kind: the third of the newly bought cards decides trump).

Players: ``pass``, ``hold``, a bid ``ask`` / ``casco`` / ``tourne`` / ``tourne2`` /
``tourne3`` / ``sans_prendre`` / ``solo_tout`` (``… fav`` in the favourite suit),
``trump H``, ``discard 7D 3C`` (``discard -`` takes nothing), ``look`` / ``no_look``
(the leftover talon), ``play_game`` / ``concede`` / ``lay_down`` (l'Hombre before the first lead),
``challenge`` / ``accept`` (an opponent on a conceded game), ``play_out`` / ``accept`` (an
opponent on a sure game laid down, law 23), ``play KH``, ``vole`` /
``stop`` (after five straight tricks), ``review`` (l'Hombre looks at the tricks taken,
which spoils his vole where ``review_voids_vole`` is on).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Container

from engine.cards import Card, card
from engine.kit import parse_with
from engine.protocol import IllegalAction

__all__ = [
    "SpadilleDraw", "Favourite", "Deal", "DrawTrump", "Bid", "Call", "Trump", "Discard", "Play",
    "parse_action", "BID_KINDS", "WORDS", "HombreAction", "read_common", "read_suit",
]

BID_KINDS = ("ask", "casco", "tourne", "tourne2", "tourne3", "sans_prendre", "solo_tout")
# one-word decisions
WORDS = ("pass", "hold", "look", "no_look", "play_game", "concede", "challenge", "accept", "vole", "stop", "review", "lay_down", "play_out")
SUITS = "CDHS"


@dataclass(frozen=True, slots=True)
class SpadilleDraw:
    position: int

    def __str__(self) -> str:
        return f"spadille {self.position}"


@dataclass(frozen=True, slots=True)
class Favourite:
    suit: int

    def __str__(self) -> str:
        return f"favourite {SUITS[self.suit]}"


@dataclass(frozen=True, slots=True)
class Deal:
    order: tuple[Card, ...]

    def __str__(self) -> str:
        return "deal " + " ".join(c.code for c in self.order)


@dataclass(frozen=True, slots=True)
class DrawTrump:
    index: int  # 1-based among the cards just bought

    def __str__(self) -> str:
        return f"draw_trump {self.index}"


@dataclass(frozen=True, slots=True)
class Bid:
    kind: str
    fav: bool = False

    def __str__(self) -> str:
        return self.kind + (" fav" if self.fav else "")


@dataclass(frozen=True, slots=True)
class Call:
    """A one-word decision (pass, hold, look, concede, vole …)."""
    word: str

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True, slots=True)
class Trump:
    suit: int

    def __str__(self) -> str:
        return f"trump {SUITS[self.suit]}"


@dataclass(frozen=True, slots=True)
class Discard:
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "discard " + (" ".join(c.code for c in self.cards) if self.cards else "-")


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {self.card.code}"


def read_suit(t: str) -> int:
    """A suit's letter (C, D, H, S) as its index 0-3."""
    t = t.strip().upper()
    if len(t) != 1 or t not in SUITS:
        raise IllegalAction("malformed_action", f"{t!r} is not a suit (C, D, H, S)")
    return SUITS.index(t)


#: every action of L'Hombre and Kaufquadrille (the state's action type, ``GameState[HombreAction]``)
HombreAction = SpadilleDraw | Favourite | Deal | DrawTrump | Bid | Call | Trump | Discard | Play


def _int(t: str, word: str) -> int:
    if not t.strip().isdigit():
        raise IllegalAction("malformed_action", f"{word} needs a whole number, not {t!r}")
    return int(t)


def read_common(word: str, rest: str, words: Container[str]) -> Call | Deal | Trump | Play | None:
    """The actions every game of the family writes alike (for :func:`engine.kit.parse_with`): a
    one-word decision of ``words``, ``deal``, ``trump`` and ``play``; None for any other word."""
    if word in words and not rest:
        return Call(word)
    if word == "deal":
        return Deal(tuple(card(x) for x in rest.split()))
    if word == "trump":
        return Trump(read_suit(rest))
    if word == "play":
        return Play(card(rest))
    return None


def _read(word: str, rest: str) -> HombreAction | None:
    a = read_common(word, rest, WORDS)
    if a is not None:
        return a
    if word in BID_KINDS:
        if rest not in ("", "fav"):
            raise IllegalAction("malformed_action", f"a bid may only add 'fav', not {rest!r}")
        return Bid(word, rest == "fav")
    if word == "spadille":
        return SpadilleDraw(_int(rest, word))
    if word == "favourite":
        return Favourite(read_suit(rest))
    if word == "draw_trump":
        return DrawTrump(_int(rest, word))
    if word == "discard":
        if rest in ("", "-"):
            return Discard(())
        return Discard(tuple(card(x) for x in rest.split()))
    return None


def parse_action(text: str) -> HombreAction:
    a: HombreAction = parse_with(text, _read)
    return a
