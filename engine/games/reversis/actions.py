"""Reversis actions and their record notation.

Chance: ``deal <48 cards>`` -- the pack in dealing order, top card first, dealt to the right in
three rounds (4, 4, 3 to the others and 4, 4, 4 to the dealer); the last three cards are the
table cards, top, middle and bottom.

Players: ``exchange 9C`` (lay 9C under the pot and take one's table card), ``pass`` (keep the
hand; one's table card is looked at and goes under the pot), ``discard 9C`` (the dealer lays one
of his twelve cards under the pot) and ``play 9C``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, card
from engine.kit import Deal, Pass, Play, parse_with

__all__ = ["Deal", "Exchange", "Pass", "Discard", "Play", "parse_action"]


@dataclass(frozen=True, slots=True)
class Exchange:
    card: Card

    def __str__(self) -> str:
        return f"exchange {self.card.code}"


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card.code}"


#: every action of Reversis (the state's action type)
ReversisAction = Deal | Exchange | Discard | Play | Pass


def _read(word: str, rest: str) -> ReversisAction | None:
    if word == "deal" and rest:
        return Deal(tuple(card(t) for t in rest.split()))
    if word == "exchange" and rest:
        return Exchange(card(rest))
    if word == "discard" and rest:
        return Discard(card(rest))
    if word == "play" and rest:
        return Play(card(rest))
    if word == "pass" and not rest:
        return Pass()
    return None


def parse_action(text: str) -> ReversisAction:
    a: ReversisAction = parse_with(text, _read)
    return a
