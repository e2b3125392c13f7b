"""Boston's actions and their record notation.

Chance: ``deal <52 cards>`` (the pack in dealing order, top card first; nothing is turned).
Players: ``bid small_boston`` (``great_boston``, ``small_independence``,
``great_independence``, ``misere``), ``pass``, ``trump H`` (the declarer names trumps),
``support`` (joins a Boston bid when supporters are allowed) and ``play QS``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import card
from engine.kit import Deal, Pass, Play, parse_with, read_cards

__all__ = ["Deal", "Bid", "Pass", "Trump", "Support", "Play", "parse_action", "CONTRACTS", "BostonAction"]

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


#: every action of Boston (the state's action type, ``GameState[BostonAction]``)
BostonAction = Deal | Bid | Pass | Trump | Support | Play


def _read(word: str, rest: str) -> BostonAction | None:
    if word == "deal":
        return Deal(read_cards(rest))
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
    return None


def parse_action(text: str) -> BostonAction:
    a: BostonAction = parse_with(text, _read)
    return a
