"""Whist's actions and their record notation.

Chance: ``draw 9H KS 2C QD`` (the card each seat draws for partners, seats 0..3) and
``deal <52 cards>`` (the pack in dealing order, top card first: one card at a time from
the player after the dealer round to the dealer, whose last card is turned up).

Players: ``play QS``, ``call`` (a player of a side at eight holding two honours calls
for the game) and ``pass`` (no call).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, card
from engine.kit import Deal, Pass, Play, card_codes, parse_with, read_cards
from engine.protocol import IllegalAction

__all__ = ["Draw", "Deal", "Play", "Call", "Pass", "parse_action", "WhistAction"]


@dataclass(frozen=True, slots=True)
class Draw:
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "draw " + card_codes(self.cards)


@dataclass(frozen=True, slots=True)
class Call:
    def __str__(self) -> str:
        return "call"


#: every action of Whist (the state's action type, ``GameState[WhistAction]``)
WhistAction = Draw | Deal | Play | Call | Pass


def _read(word: str, rest: str) -> WhistAction | None:
    if word == "draw":
        cs = read_cards(rest)
        if len(cs) != 4:
            raise IllegalAction("malformed_action", "draw needs one card for each of the 4 players")
        return Draw(cs)
    if word == "deal":
        return Deal(read_cards(rest))
    if word == "play" and rest:
        return Play(card(rest))
    if word == "call" and not rest:
        return Call()
    if word == "pass" and not rest:
        return Pass()
    return None


def parse_action(text: str) -> WhistAction:
    a: WhistAction = parse_with(text, _read)
    return a
