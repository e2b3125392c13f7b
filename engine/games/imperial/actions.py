"""Imperial's actions and their record notation.

Chance: ``deal <cards>`` -- the pack in dealing order, top card first: one card at a time to
each player from the dealer's left round to the dealer until every hand is full; the cards
left are the stock, its first card turned up for trumps.  With four players the whole pack is
dealt and the dealer's last card is turned up.

Players: ``play QS``; with two players the player without a trump says ``take`` (his whole hand
for the stock, 36 cards) or ``take 7C 8C …`` (with 32 cards: the cards he lays away, as many as
the stock holds) or ``keep``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, card
from engine.kit import Deal, Play, card_codes, parse_with

__all__ = ["Deal", "Play", "Take", "TakeAll", "Keep", "parse_action"]


@dataclass(frozen=True, slots=True)
class Take:
    """Take the stock, laying ``cards`` away in its place."""
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "take " + card_codes(self.cards)


@dataclass(frozen=True, slots=True)
class TakeAll:
    """Take the stock, laying the whole hand away in its place (36 cards: stock and hand are equal)."""

    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class Keep:
    def __str__(self) -> str:
        return "keep"


#: every action of Imperial (the state's action type)
ImperialAction = Deal | Play | Take | TakeAll | Keep


def _read(word: str, rest: str) -> ImperialAction | None:
    if word == "deal":
        return Deal(tuple(card(x) for x in rest.split()))
    if word == "play" and rest:
        return Play(card(rest))
    if word == "take" and rest:
        return Take(tuple(card(x) for x in rest.split()))
    if word == "take" and not rest:
        return TakeAll()
    if word == "keep" and not rest:
        return Keep()
    return None


def parse_action(text: str) -> ImperialAction:
    a: ImperialAction = parse_with(text, _read)
    return a
