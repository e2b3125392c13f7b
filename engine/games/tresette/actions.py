"""Tresett's actions and their record notation.

Chance: ``deal <40 cards>`` (the pack in dealing order, top card first: five cards at a time
to each player from the dealer's neighbour in the direction of play, twice round).

Players: ``play 3S``; ``declare 3`` (a set of one rank: three or four Threes …),
``declare nap S`` (the Neapolitaine of spades, 3-2-A and what follows in order).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, card
from engine.kit import Deal, Play, parse_with

__all__ = ["Deal", "Play", "Declare", "parse_action"]

RANKS = "32AKQJ7654"


@dataclass(frozen=True, slots=True)
class Declare:
    """``kind`` is ``"set"`` (``key`` a rank character) or ``"nap"`` (``key`` a suit letter)."""

    kind: str
    key: str

    def __str__(self) -> str:
        return f"declare {self.key}" if self.kind == "set" else f"declare nap {self.key}"


#: every action of Tresett (the state's action type)
TresetteAction = Deal | Play | Declare


def _read(word: str, rest: str) -> TresetteAction | None:
    if word == "deal":
        return Deal(tuple(card(x) for x in rest.split()))
    if word == "play" and rest:
        return Play(card(rest))
    if word == "declare":
        parts = rest.split()
        if len(parts) == 1 and parts[0] in RANKS:
            return Declare("set", parts[0])
        if len(parts) == 2 and parts[0] == "nap" and parts[1] in "CDHS":
            return Declare("nap", parts[1])
    return None


def parse_action(text: str) -> TresetteAction:
    a: TresetteAction = parse_with(text, _read)
    return a
