"""Minchiate's actions and their record notation.

Chance:  ``draw Kc #13 5d #40`` (seat cut, one card per player 0..3),
``shuffle <97 cards top first>``, ``cut 40`` (cards lifted), and for injected
deals ``layout rob <cards> / <S1 20 cards> + <face-up> / <S2 …> + <…> / <S3 …> + <…> /
<dealer 20 cards> + <face-up> / folla <cards top first>`` (S1 is on the dealer's right).

Players: ``rob 2`` (the cutter takes the first 2 cards of the run), ``discard 9s``,
``play Kb``, ``give 6s`` (the card handed over in exchange for the Matto).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card, card
from engine.kit import Play, card_codes, parse_with
from engine.protocol import IllegalAction

__all__ = ["Draw", "Shuffle", "Cut", "Layout", "Rob", "Discard", "Play", "Give", "parse_action"]


@dataclass(frozen=True, slots=True)
class Draw:
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "draw " + card_codes(self.cards)


@dataclass(frozen=True, slots=True)
class Shuffle:
    order: tuple[Card, ...]

    def __str__(self) -> str:
        return "shuffle " + card_codes(self.order)


@dataclass(frozen=True, slots=True)
class Cut:
    lifted: int

    def __str__(self) -> str:
        return f"cut {self.lifted}"


@dataclass(frozen=True, slots=True)
class Layout:
    """A deal given card by card (for worked examples that no physical pack order produces)."""
    robbed: tuple[Card, ...]
    hands: tuple[tuple[tuple[Card, ...], Card], ...]  # S1, S2, S3, dealer: (20 face-down, face-up)
    folla: tuple[Card, ...]

    def __str__(self) -> str:
        parts = ["layout rob " + card_codes(self.robbed)]
        parts += [f"{card_codes(h)} + {u.code}" for h, u in self.hands]
        parts.append("folla " + card_codes(self.folla))
        return " / ".join(parts)


@dataclass(frozen=True, slots=True)
class Rob:
    count: int

    def __str__(self) -> str:
        return f"rob {self.count}"


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card.code}"


@dataclass(frozen=True, slots=True)
class Give:
    card: Card

    def __str__(self) -> str:
        return f"give {self.card.code}"


ALIASES = {"matto": "#0", "squisse": "#0"}   # the spec's name of the fool (its id is "fool")


def _card(t: str) -> Card:
    """A card by its code (``#0``, ``Kc``), its id (``trump_13``, ``coppe_king``) or the spec's
    name of the fool, ``matto``."""
    return card(ALIASES.get(t.lower(), t))


def _cl(text: str) -> tuple[Card, ...]:
    return tuple(_card(t) for t in text.split())


#: every action of Minchiate (the state's action type)
MinchiateAction = Draw | Shuffle | Cut | Layout | Rob | Discard | Give | Play


def _read(word: str, rest: str) -> MinchiateAction | None:
    if word == "draw":
        cs = _cl(rest)
        if len(cs) != 4:
            raise IllegalAction("malformed_action", "draw needs one card for each of the 4 players")
        return Draw(cs)
    if word == "shuffle":
        return Shuffle(_cl(rest))
    if word in ("cut", "rob"):
        if not (rest.isascii() and rest.isdigit() and len(rest) <= 3):
            raise IllegalAction("malformed_action", f"{word} needs a whole number, not {rest!r}")
        return Cut(int(rest)) if word == "cut" else Rob(int(rest))
    if word in ("discard", "play", "give"):
        c = _card(rest)
        if word == "discard":
            return Discard(c)
        return Play(c) if word == "play" else Give(c)
    if word == "layout":
        parts = [p.strip() for p in rest.split("/")]
        if len(parts) != 6 or not parts[0].startswith("rob") or not parts[5].startswith("folla"):
            raise IllegalAction("malformed_action",
                                "layout needs: rob … / four hands 'cards + face-up' / folla …")
        hands = []
        for p in parts[1:5]:
            down, sep, up = p.partition("+")
            if not sep:
                raise IllegalAction("malformed_action", f"hand {p!r} lacks '+ face-up card'")
            hands.append((_cl(down), _card(up.strip())))
        return Layout(_cl(parts[0][3:]), tuple(hands), _cl(parts[5][5:]))
    return None


def parse_action(text: str) -> MinchiateAction:
    a: MinchiateAction = parse_with(text, _read)
    return a
