"""Actions of l'Homme and La Triomphe and their record notation.

Chance: ``deal <cards>`` -- the cards in play in dealing order, top card first: one card at a
time to each player from the dealer's left round to the dealer until every hand is full; the
next card is turned up for trumps, the rest lie out of play.

Players: ``play QS``; ``join`` / ``pass`` -- take part in the deal or not (l'Homme when "to take"
means to play; La Triomphe's ``pass`` is giving the deal up, which loses double).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, card
from engine.kit import Deal, Pass, Play, parse_with

__all__ = ["Deal", "Play", "Join", "Pass", "parse_action"]


@dataclass(frozen=True, slots=True)
class Join:
    def __str__(self) -> str:
        return "join"


#: every action of l'Homme and La Triomphe (the state's action type)
LhommeAction = Deal | Play | Join | Pass


def _read(word: str, rest: str) -> LhommeAction | None:
    if word == "deal":
        return Deal(tuple(card(x) for x in rest.split()))
    if word == "play" and rest:
        return Play(card(rest))
    if word == "join" and not rest:
        return Join()
    if word == "pass" and not rest:
        return Pass()
    return None


def parse_action(text: str) -> LhommeAction:
    a: LhommeAction = parse_with(text, _read)
    return a
