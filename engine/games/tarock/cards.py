"""Tarock's cards as small integers (their index in the 78-card pack ``tarock78``) and the
tables the engine and the players read: suit, strength in the trick, value in the count.

The pack is the Tarocco pack of :mod:`engine.cards`: four Italian suits (coppe and denari are
the red suits, spade and bastoni the black ones, spec §2), the Tarocs ``#1`` (Pagat) to ``#21``
(Mongue) and the Scüs ``#0``.  Form C plays without the aces of spade and bastoni (76 cards,
pack ``tarock76``, registered here).
"""

from __future__ import annotations

from typing import Iterable

from engine.cards import Card, Pack, pack, register_pack

__all__ = [
    "PACK", "CARDS", "INDEX", "N", "SUIT", "STRENGTH", "VALUE", "TAROC", "SCUS", "PAGAT", "MONGUE",
    "TRUMP", "FOOL", "KING", "QUEEN", "KNIGHT", "JACK", "RED", "is_count", "pile_value", "single_value",
    "PACK76", "SUITS", "card_of", "suit_cards", "taroc", "EMPTY",
]

PACK = pack("tarock78")
CARDS: tuple[Card, ...] = PACK.cards
N = len(CARDS)
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
SUITS = "cdsb"           # coppe, denari (red), spade, bastoni (black)
RED = (True, True, False, False)
TRUMP = 4                # the suit number of the Tarocs
FOOL = 5                 # the suit number of the Scüs (it follows nothing and wins nothing)

# suit cards: red K Q N J A 2 … 10, black K Q N J 10 … 2 A (spec §2.1)
_RED_ORDER = "KQNJA23456789T"
_BLACK_ORDER = "KQNJT98765432A"

SUIT: list[int] = []
STRENGTH: list[int] = []
VALUE: list[int] = []
for _c in CARDS:
    if _c.suit == "#":
        n = _c.number
        SUIT.append(FOOL if n == 0 else TRUMP)
        STRENGTH.append(n)
        VALUE.append(5 if n in (0, 1, 21) else 1)
    else:
        s = SUITS.index(_c.suit)
        order = _RED_ORDER if RED[s] else _BLACK_ORDER
        SUIT.append(s)
        STRENGTH.append(14 - order.index(_c.rank))
        VALUE.append({"K": 5, "Q": 4, "N": 3, "J": 2}.get(_c.rank, 1))


def taroc(n: int) -> int:
    """The index of Taroc ``n`` (0 is the Scüs)."""
    return _TAROC_AT[n]


def _card(code: str) -> Card:
    from engine.cards import card
    return card(code)


_TAROC_AT = [INDEX[_card("#" + str(n))] for n in range(22)]
SCUS = taroc(0)
PAGAT = taroc(1)
MONGUE = taroc(21)
TAROC = frozenset(i for i in range(N) if SUIT[i] == TRUMP)
EMPTY = frozenset(i for i in range(N) if VALUE[i] == 1)


SUIT_CARDS = tuple(tuple(i for i in range(N) if SUIT[i] == s) for s in range(6))


def suit_cards(s: int) -> tuple[int, ...]:
    return SUIT_CARDS[s]


def _rank_card(s: int, rank: str) -> int:
    return INDEX[_card(rank + SUITS[s])]


KING = tuple(_rank_card(s, "K") for s in range(4))
QUEEN = tuple(_rank_card(s, "Q") for s in range(4))
KNIGHT = tuple(_rank_card(s, "N") for s in range(4))
JACK = tuple(_rank_card(s, "J") for s in range(4))


def card_of(i: int) -> Card:
    return CARDS[i]


def is_count(i: int) -> bool:
    """A counting card: a figure, XXI, I or the Scüs (spec §2.2)."""
    return VALUE[i] > 1


def pile_value(cards: Iterable[int]) -> int:
    """Points of a pile counted in threes (spec §2.2 and our completion for a remainder):
    the cards' values (an empty card 1) less 2 for each whole packet, less 1 for a remainder."""
    cs = list(cards)
    n = len(cs)
    return sum(VALUE[c] for c in cs) - 2 * (n // 3) - (1 if n % 3 else 0)


def single_value(cards: Iterable[int]) -> int:
    """Points of a pile counted card by card (form C, spec §5.4): an empty card counts 1."""
    return sum(VALUE[c] for c in cards)


_ACES_OUT = frozenset(_card(x) for x in ("As", "Ab"))
PACK76 = register_pack(Pack(
    "tarock76", tuple(c for c in CARDS if c not in _ACES_OUT), "italian",
    "76 cards: the Tarock pack without the aces of spade and bastoni (Tarock like Quadrille)"))
ACES_OUT = frozenset(INDEX[c] for c in _ACES_OUT)
