"""Cards, suits and the packs the period games use.

Every card has two names:

* a stable identifier, ``card.id`` -- ``"spades_ace"``, ``"coppe_king"``,
  ``"trump_13"``, ``"trump_stella"``, ``"fool"`` -- used in files and art;
* a short text notation, ``card.code`` -- ``"AS"``, ``"Kc"``, ``"#13"``, ``"#0"`` --
  used in game records, logs and tests.

French suits are upper-case letters (``C D H S``), Italian suits lower-case
(``c`` coppe, ``d`` denari, ``s`` spade, ``b`` bastoni).  Ranks are one
character: ``A K Q J T 9 … 2`` for French packs; Italian suit cards use ``K Q N J``
(re, regina/dama, cavallo -- the knight, fante) and ``T 9 … 2 A`` (A is the 1).
Trumps are ``#1`` … ``#40`` and the fool / Matto / Scüs is ``#0``.

Cards are interned: there is exactly one object per card, so ``is`` and ``==``
agree and cards are cheap to hash and copy.  Rank *order* is a property of a
game, not of a pack -- each game defines its own order tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, Sequence

__all__ = [
    "Card", "Pack", "CardError", "card", "parse_cards", "format_cards",
    "PACKS", "pack", "register_pack", "FRENCH_SUITS", "ITALIAN_SUITS",
]

FRENCH_SUITS = "CDHS"  # clubs, diamonds, hearts, spades
ITALIAN_SUITS = "cdsb"  # coppe, denari, spade, bastoni
TRUMP = "#"

SUIT_NAMES = {
    "C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades",
    "c": "coppe", "d": "denari", "s": "spade", "b": "bastoni",
    "#": "trump",
}
FRENCH_RANK_NAMES = {
    "A": "ace", "K": "king", "Q": "queen", "J": "jack", "N": "knight", "T": "10",
    "9": "9", "8": "8", "7": "7", "6": "6", "5": "5", "4": "4", "3": "3", "2": "2",
}
ITALIAN_RANK_NAMES = {
    "K": "king", "Q": "queen", "N": "knight", "J": "jack", "T": "10",
    "9": "9", "8": "8", "7": "7", "6": "6", "5": "5", "4": "4", "3": "3", "2": "2", "A": "1",
}
MINCHIATE_ARIE = {36: "stella", 37: "luna", 38: "sole", 39: "mondo", 40: "tromba"}


class CardError(ValueError):
    """A card notation that names no card."""


@dataclass(frozen=True, slots=True)
class Card:
    """One card.  Create cards with :func:`card`; never construct directly."""

    suit: str  # one of FRENCH_SUITS, ITALIAN_SUITS or "#" for trumps and the fool
    rank: str  # one character for suit cards; the trump number as text for trumps

    @property
    def code(self) -> str:
        if self.suit == TRUMP:
            return "#" + self.rank
        return self.rank + self.suit

    @property
    def id(self) -> str:
        if self.suit == TRUMP:
            n = int(self.rank)
            if n == 0:
                return "fool"
            if n in MINCHIATE_ARIE:
                return "trump_" + MINCHIATE_ARIE[n]
            return f"trump_{n}"
        names = ITALIAN_RANK_NAMES if self.suit in ITALIAN_SUITS else FRENCH_RANK_NAMES
        return f"{SUIT_NAMES[self.suit]}_{names[self.rank]}"

    @property
    def is_trump(self) -> bool:
        return self.suit == TRUMP and self.rank != "0"

    @property
    def is_fool(self) -> bool:
        return self.suit == TRUMP and self.rank == "0"

    @property
    def number(self) -> int:
        """The trump number (0 for the fool); suit cards have none."""
        if self.suit != TRUMP:
            raise ValueError(f"{self.code} is not a trump")
        return int(self.rank)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"card({self.code!r})"

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:  # keep interning across pickling / deepcopy
        return (card, (self.code,))


_BY_CODE: dict[str, Card] = {}
_BY_ID: dict[str, Card] = {}


def _intern(suit: str, rank: str) -> Card:
    c = Card(suit, rank)
    if c.code not in _BY_CODE:
        _BY_CODE[c.code] = c
        _BY_ID[c.id] = c
    return _BY_CODE[c.code]


def card(text: str) -> Card:
    """Return the card named by a short code (``"AS"``, ``"10S"``, ``"Kc"``, ``"#13"``) or an id."""
    c = _BY_CODE.get(text) or _BY_ID.get(text)
    if c is not None:
        return c
    t = text.strip()
    if t.startswith("10") and len(t) == 3:
        t = "T" + t[2]
    if len(t) == 2 and t[1] in FRENCH_SUITS and t[0].isalnum():
        t = t[0].upper() + t[1]
    c = _BY_CODE.get(t)
    if c is None:
        raise CardError(f"unknown card {text!r}")
    return c


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse a list of cards separated by spaces or commas: ``"AS KS QS"``."""
    if isinstance(text, str):
        text = text.replace(",", " ").split()
    return [card(t) for t in text]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(c.code for c in cards)


@dataclass(frozen=True)
class Pack:
    """A named pack: an ordered tuple of cards with a stable canonical order."""

    name: str
    cards: tuple[Card, ...]
    style: str  # "french" or "italian": which art family draws it
    description: str

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, c: object) -> bool:
        return c in self._set

    @property
    def _set(self) -> frozenset[Card]:
        s = self.__dict__.get("_s")
        if s is None:
            s = frozenset(self.cards)
            object.__setattr__(self, "_s", s)
        return s

    def index(self, c: Card) -> int:
        idx: dict[Card, int] | None = self.__dict__.get("_idx")
        if idx is None:
            idx = {x: i for i, x in enumerate(self.cards)}
            object.__setattr__(self, "_idx", idx)
        return idx[c]


def _french(ranks: Sequence[str]) -> tuple[Card, ...]:
    return tuple(_intern(s, r) for s in FRENCH_SUITS for r in ranks)


def _italian(ranks: Sequence[str]) -> tuple[Card, ...]:
    return tuple(_intern(s, r) for s in ITALIAN_SUITS for r in ranks)


def _trumps(n: int, fool: bool = True) -> tuple[Card, ...]:
    ts = tuple(_intern(TRUMP, str(i)) for i in range(1, n + 1))
    return ts + ((_intern(TRUMP, "0"),) if fool else ())


_ITALIAN_14 = ("K", "Q", "N", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2", "A")

PACKS: dict[str, Pack] = {
    p.name: p
    for p in (
        Pack("piquet32", _french("AKQJT987"), "french",
             "32 cards: A K Q J 10 9 8 7 in four French suits (Piquet)"),
        Pack("hombre40", _french("AKQJ765432"), "french",
             "40 cards: the French pack without 8, 9 and 10 (L'Hombre, Quadrille, Tresett)"),
        Pack("reversis48", _french("AKQJ98765432"), "french",
             "48 cards: the French pack without the tens (Reversis)"),
        Pack("whist52", _french("AKQJT98765432"), "french", "52 cards: the full French pack (Whist, Boston)"),
        Pack("tarock78", _italian(_ITALIAN_14) + _trumps(21), "italian",
             "78 cards: four Italian suits of 14, trumps 1-21 and the fool (Tarock)"),
        Pack("minchiate97", _italian(_ITALIAN_14) + _trumps(40), "italian",
             "97 cards: four Italian suits of 14, trumps 1-35, five arie and the Matto (Minchiate)"),
    )
}


def register_pack(p: Pack) -> Pack:
    """Add a pack a game needs (e.g. a reduced pack of one of its forms); the game's module calls
    this when it is imported, so no shared module names a game's pack.  Registering the same name
    again with other cards is an error."""
    old = PACKS.get(p.name)
    if old is not None and old.cards != p.cards:
        raise CardError(f"pack {p.name!r} is already registered with other cards")
    PACKS[p.name] = p
    return p


def pack(name: str) -> Pack:
    try:
        return PACKS[name]
    except KeyError:
        raise CardError(f"unknown pack {name!r}; packs are {', '.join(PACKS)}") from None
