"""Words for the French pack, once for every game: its ranks, suits and cards, and the seats named
from the person's place (translation context ``CardWords``).

A game whose words differ keeps its own (another German word for the ace, another order of rank
and suit); a game adds its own names for the cards it names otherwise (the named trumps of some
games).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

__all__ = ["rank_word", "suit_word", "card_phrase", "card_words", "seat_word"]


def rank_word(r: str) -> str:
    """A rank of the French pack in words ("queen"); an unknown rank as it is."""
    return {
        "A": QCoreApplication.translate("CardWords", "ace"), "K": QCoreApplication.translate("CardWords", "king"),
        "Q": QCoreApplication.translate("CardWords", "queen"), "J": QCoreApplication.translate("CardWords", "jack"),
        "T": QCoreApplication.translate("CardWords", "ten"), "9": QCoreApplication.translate("CardWords", "nine"),
        "8": QCoreApplication.translate("CardWords", "eight"), "7": QCoreApplication.translate("CardWords", "seven"),
        "6": QCoreApplication.translate("CardWords", "six"), "5": QCoreApplication.translate("CardWords", "five"),
        "4": QCoreApplication.translate("CardWords", "four"), "3": QCoreApplication.translate("CardWords", "three"),
        "2": QCoreApplication.translate("CardWords", "two"),
    }.get(r, r)


def suit_word(s: str) -> str:
    """A suit of the French pack by its letter ("hearts"); an unknown suit as it is."""
    return {"C": QCoreApplication.translate("CardWords", "clubs"),
            "D": QCoreApplication.translate("CardWords", "diamonds"),
            "H": QCoreApplication.translate("CardWords", "hearts"),
            "S": QCoreApplication.translate("CardWords", "spades")}.get(s, s)


def card_phrase(rank: str, suit: str) -> str:
    """A card from the words for its rank and suit: "queen of hearts", "Herz-Dame"."""
    return QCoreApplication.translate("CardWords", "%1 of %2").replace("%1", rank).replace("%2", suit)


def card_words(c: Any) -> str:
    """A card of the French pack in words: "queen of hearts", "Herz-Dame"."""
    return card_phrase(rank_word(c.rank), suit_word(c.suit))


def seat_word(seat: int | None, me: int, n: int, next_left: bool = False, partner: bool = False) -> str:
    """A seat named from the person's place at a table of ``n``: you; with two, the opponent;
    else the next seat in play at the right (at the left when ``next_left``), the seat before it
    at the other side, and the one opposite (the partner, when ``partner``)."""
    if seat is None or seat < 0:
        return ""
    d = (seat - me) % n
    if d == 0:
        return QCoreApplication.translate("CardWords", "You")
    if n == 2:
        return QCoreApplication.translate("CardWords", "Opponent")
    if d == 1:
        return QCoreApplication.translate("CardWords", "Left") if next_left else \
            QCoreApplication.translate("CardWords", "Right")
    if d == n - 1:
        return QCoreApplication.translate("CardWords", "Right") if next_left else \
            QCoreApplication.translate("CardWords", "Left")
    return QCoreApplication.translate("CardWords", "Partner") if partner else \
        QCoreApplication.translate("CardWords", "Opposite")
