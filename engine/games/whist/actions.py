"""Whist's actions and their record notation.

Chance: ``draw 9H KS 2C QD`` (the card each seat draws for partners, seats 0..3) and
``deal <52 cards>`` (the pack in dealing order, top card first: one card at a time from
the player after the dealer round to the dealer, whose last card is turned up).

Players: ``play QS``, ``call`` (a player of a side at eight holding two honours calls
for the game) and ``pass`` (no call).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, CardError, card
from engine.protocol import IllegalAction

__all__ = ["Draw", "Deal", "Play", "Call", "Pass", "parse_action"]


def _cards(cs) -> str:
    return " ".join(c.code for c in cs)


@dataclass(frozen=True, slots=True)
class Draw:
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "draw " + _cards(self.cards)


@dataclass(frozen=True, slots=True)
class Deal:
    order: tuple[Card, ...]

    def __str__(self) -> str:
        return "deal " + _cards(self.order)


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {self.card.code}"


@dataclass(frozen=True, slots=True)
class Call:
    def __str__(self) -> str:
        return "call"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


def _cl(text: str) -> tuple[Card, ...]:
    return tuple(card(t) for t in text.split())


def parse_action(text: str):
    t = text.strip()
    word, _, rest = t.partition(" ")
    rest = rest.strip()
    try:
        if word == "draw":
            cs = _cl(rest)
            if len(cs) != 4:
                raise IllegalAction("malformed_action", "draw needs one card for each of the 4 players")
            return Draw(cs)
        if word == "deal":
            return Deal(_cl(rest))
        if word == "play" and rest:
            return Play(card(rest))
        if word == "call" and not rest:
            return Call()
        if word == "pass" and not rest:
            return Pass()
    except CardError as e:
        raise IllegalAction("malformed_action", str(e)) from None
    raise IllegalAction("malformed_action", f"cannot read action {text!r}")
