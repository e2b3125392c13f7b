"""Tarock's actions and their record notation.

Chance: ``deal <cards>`` -- the pack in dealing order, top card first (who receives which
card is the form's dealing pattern, see :mod:`.game`).

Players:

* ``scat #3 Ac 7b`` -- the dealer lays the Scat away;
* ``declare`` -- declare every honour the hand holds; ``silent`` -- declare none (honours not
  declared before the first lead are void);
* ``play Kc`` -- play a card;
* form C: ``bid pass`` / ``bid frage`` / ``bid mediateur`` / ``bid solo``; ``call Kd`` (the
  King the Frage player calls); ``ask Kd`` / ``ask Kd Qs`` (the cards the Mediateur asks for);
  ``return 4c`` (the card he gives back for each card received, one at a time); ``ask nothing``
  (no second card).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, card
from engine.kit import Deal, Play, card_codes, parse_with, read_cards

__all__ = ["Deal", "Scat", "Declare", "Silent", "Play", "Bid", "CallKing", "Ask", "Return", "parse_action", "BIDS",
           "TarockAction"]

BIDS = ("pass", "frage", "mediateur", "solo")


@dataclass(frozen=True, slots=True)
class Scat:
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "scat " + card_codes(self.cards)


@dataclass(frozen=True, slots=True)
class Declare:
    def __str__(self) -> str:
        return "declare"


@dataclass(frozen=True, slots=True)
class Silent:
    def __str__(self) -> str:
        return "silent"


@dataclass(frozen=True, slots=True)
class Bid:
    bid: str

    def __str__(self) -> str:
        return f"bid {self.bid}"


@dataclass(frozen=True, slots=True)
class CallKing:
    king: Card

    def __str__(self) -> str:
        return f"call {self.king.code}"


@dataclass(frozen=True, slots=True)
class Ask:
    """The card a Mediateur asks for; ``()`` (``ask nothing``): no second card."""

    wanted: tuple[Card, ...]

    def __str__(self) -> str:
        return "ask " + (card_codes(self.wanted) if self.wanted else "nothing")


@dataclass(frozen=True, slots=True)
class Return:
    card: Card

    def __str__(self) -> str:
        return f"return {self.card.code}"


#: every action of Tarock (the state's action type, ``GameState[TarockAction]``)
TarockAction = Deal | Scat | Declare | Silent | Play | Bid | CallKing | Ask | Return


def _read(word: str, rest: str) -> TarockAction | None:
    if word == "deal" and rest:
        return Deal(read_cards(rest))
    if word == "scat" and rest:
        return Scat(read_cards(rest))
    if word == "declare" and not rest:
        return Declare()
    if word == "silent" and not rest:
        return Silent()
    if word == "play" and rest:
        return Play(card(rest))
    if word == "bid" and rest in BIDS:
        return Bid(rest)
    if word == "call" and rest:
        return CallKing(card(rest))
    if word == "ask" and rest == "nothing":
        return Ask(())
    if word == "ask" and rest:
        return Ask(read_cards(rest))
    if word == "return" and rest:
        return Return(card(rest))
    return None


def parse_action(text: str) -> TarockAction:
    a: TarockAction = parse_with(text, _read)
    return a
