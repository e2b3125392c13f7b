"""Actions of the Quadrille family and their record notation.

Chance: ``spadille 17`` (dealing singly, Spadille was the 18th card: seat 17 mod n deals
first), ``favourite H`` (the favourite suit of the sitting; ``favourite H S`` with the
préférence S as well, ``favourite - S`` when the favourite waits for the first won game),
``deal <cards>`` (the shuffled pack in dealing order, packets to each player from forehand).

Players: ``pass``, ``hold``, a bid ``ask`` / ``mediateur`` / ``respekt`` / ``solo`` /
``solo_tout`` (``… fav`` in the favourite suit, ``… pref`` in the préférence), ``trump H``,
``call KH`` (the called king, or a queen), ``request KH`` (the Mediateur's king),
``give 7D`` (the card the Mediateur gives back), ``play KH``, ``vole`` / ``stop`` (after the
side's first six tricks).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, card
from engine.games.hombre.actions import Call, Deal, Play, SpadilleDraw, Trump, read_common, read_suit
from engine.kit import parse_with
from engine.protocol import IllegalAction

__all__ = ["SpadilleDraw", "Favourite", "Deal", "Bid", "Call", "Trump", "CallKing", "Request", "Give", "Play",
           "parse_action", "BID_KINDS", "WORDS", "FAV_WORDS", "QuadrilleAction"]

BID_KINDS = ("ask", "mediateur", "respekt", "solo", "solo_tout")
WORDS = ("pass", "hold", "vole", "stop")
FAV_WORDS = ("", "fav", "pref")
SUITS = "CDHS"


@dataclass(frozen=True, slots=True)
class Favourite:
    suit: int | None
    pref: int | None = None

    def __str__(self) -> str:
        s = "favourite " + (SUITS[self.suit] if self.suit is not None else "-")
        return s + (f" {SUITS[self.pref]}" if self.pref is not None else "")


@dataclass(frozen=True, slots=True)
class Bid:
    kind: str
    fav: int = 0      # 0 plain, 1 favourite suit, 2 préférence

    def __str__(self) -> str:
        return self.kind + (" " + FAV_WORDS[self.fav] if self.fav else "")


@dataclass(frozen=True, slots=True)
class CallKing:
    king: Card        # not ``card``: the shared table makes a button of it, never a card to play

    def __str__(self) -> str:
        return f"call {self.king.code}"


@dataclass(frozen=True, slots=True)
class Request:
    king: Card

    def __str__(self) -> str:
        return f"request {self.king.code}"


@dataclass(frozen=True, slots=True)
class Give:
    card: Card

    def __str__(self) -> str:
        return f"give {self.card.code}"


#: every action of the Quadrille family (the state's action type, ``GameState[QuadrilleAction]``)
QuadrilleAction = SpadilleDraw | Favourite | Deal | Bid | Call | Trump | CallKing | Request | Give | Play


def _read(word: str, rest: str) -> QuadrilleAction | None:
    a = read_common(word, rest, WORDS)
    if a is not None:
        return a
    if word in BID_KINDS:
        if rest not in FAV_WORDS:
            raise IllegalAction("malformed_action", f"a bid may only add 'fav' or 'pref', not {rest!r}")
        return Bid(word, FAV_WORDS.index(rest))
    if word == "spadille":
        if not rest.isdigit():
            raise IllegalAction("malformed_action", "spadille needs a whole number")
        return SpadilleDraw(int(rest))
    if word == "favourite":
        parts = rest.split()
        if len(parts) not in (1, 2):
            raise IllegalAction("malformed_action", "favourite names one or two suits")
        fav = None if parts[0] == "-" else read_suit(parts[0])
        pref = read_suit(parts[1]) if len(parts) == 2 else None
        return Favourite(fav, pref)
    if word == "call":
        return CallKing(card(rest))
    if word == "request":
        return Request(card(rest))
    if word == "give":
        return Give(card(rest))
    return None


def parse_action(text: str) -> QuadrilleAction:
    a: QuadrilleAction = parse_with(text, _read)
    return a
