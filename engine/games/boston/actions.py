"""Boston's actions and their record notation.

Chance: ``deal <52 cards>`` (the pack in dealing order, top card first; nothing is turned).
Players: ``bid small_boston`` (``great_boston``, ``small_independence``,
``great_independence``, ``misere``), ``pass``, ``trump H`` (the declarer names trumps),
``support`` (joins a Boston bid when supporters are allowed) and ``play QS``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import CardError, card
from engine.games.whist.actions import Deal, Pass, Play
from engine.protocol import IllegalAction

__all__ = ["Deal", "Bid", "Pass", "Trump", "Support", "Play", "parse_action", "CONTRACTS"]

CONTRACTS = ("small_boston", "great_boston", "small_independence", "great_independence", "misere")


@dataclass(frozen=True, slots=True)
class Bid:
    contract: str

    def __str__(self) -> str:
        return f"bid {self.contract}"


@dataclass(frozen=True, slots=True)
class Trump:
    suit: str   # C D H S

    def __str__(self) -> str:
        return f"trump {self.suit}"


@dataclass(frozen=True, slots=True)
class Support:
    def __str__(self) -> str:
        return "support"


def parse_action(text: str):
    t = text.strip()
    word, _, rest = t.partition(" ")
    rest = rest.strip()
    try:
        if word == "deal":
            return Deal(tuple(card(x) for x in rest.split()))
        if word == "play" and rest:
            return Play(card(rest))
        if word == "bid" and rest in CONTRACTS:
            return Bid(rest)
        if word == "trump" and rest in ("C", "D", "H", "S"):
            return Trump(rest)
        if word == "pass" and not rest:
            return Pass()
        if word == "support" and not rest:
            return Support()
    except CardError as e:
        raise IllegalAction("malformed_action", str(e)) from None
    raise IllegalAction("malformed_action", f"cannot read action {text!r}")


