"""Card tables, versicole and the end-of-deal account of Minchiate (Dresden 1798).

Cards are handled inside the engine as small integers, their index in the
``minchiate97`` pack of :mod:`engine.cards`, and sets of cards as bit masks.

Identifier mapping between the rules specification (``shared/rules/minchiatta.md``
§2.5) and our pack (:mod:`engine.cards`):

* spec ``coppe_king``, ``coppe_queen``, ``coppe_knight``, ``coppe_jack``, ``coppe_10`` …
  ``coppe_1`` are our ids ``coppe_king`` … ``coppe_1``, codes ``Kc Qc Nc Jc Tc 9c … 2c Ac``
  (the same for ``denari`` d, ``spade`` s, ``bastoni`` b);
* spec ``trump_1`` … ``trump_35`` are ``trump_1`` … ``trump_35`` (codes ``#1`` … ``#35``);
  ``trump_stella`` … ``trump_tromba`` are the same ids (codes ``#36`` … ``#40``);
* spec ``matto`` is our ``fool`` (code ``#0``).
"""

from __future__ import annotations

from typing import Any, Iterable

from engine.cards import Card, pack

__all__ = [
    "PACK", "CARDS", "INDEX", "N", "FOOL", "SUIT_OF", "STRENGTH", "VALUE", "COUNTING", "ROBBABLE",
    "TRUMPS", "KINGS", "trump", "mask_of", "cards_of", "bits", "versicole", "side_account", "SUITS",
    "PAPI_2_5", "TRICKS", "CARDS_BASE", "ULTIMA", "RESTO",
]

PACK = pack("minchiate97")
CARDS: tuple[Card, ...] = PACK.cards
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
N = len(CARDS)  # 97
TRICKS = 21       # tricks in a deal (and cards in each hand once discards are made)
CARDS_BASE = 42   # cards in a side's tricks that score nothing (14 mazzetti of 3); each further card scores 1
ULTIMA = 10       # for winning the last trick
RESTO = 60        # points in one Resto, the unit of payment
SUITS = "cdsb"  # coppe, denari (red: low pips high), spade, bastoni (long)
FOOL = next(i for i, c in enumerate(CARDS) if c.is_fool)


def trump(n: int) -> int:
    """Index of trump number ``n`` (1..40)."""
    return 56 + n - 1


# suit of each card: 0..3 for the suits, 4 for trumps, 5 for the Matto
SUIT_OF: tuple[int, ...] = tuple(SUITS.index(c.suit) if c.suit in SUITS else (5 if c.is_fool else 4)
                                 for c in CARDS)
_LONG = {"K": 14, "Q": 13, "N": 12, "J": 11, "T": 10, "9": 9, "8": 8, "7": 7, "6": 6, "5": 5, "4": 4,
         "3": 3, "2": 2, "A": 1}
_RED = {"K": 14, "Q": 13, "N": 12, "J": 11, "A": 10, "2": 9, "3": 8, "4": 7, "5": 6, "6": 5, "7": 4,
        "8": 3, "9": 2, "T": 1}


def _strength(c: Card) -> int:
    if c.is_fool:
        return 0
    if c.is_trump:
        return c.number
    return (_RED if c.suit in "cd" else _LONG)[c.rank]


STRENGTH: tuple[int, ...] = tuple(_strength(c) for c in CARDS)


def _value(c: Card) -> int:
    if c.is_fool:
        return 5
    if c.is_trump:
        n = c.number
        if n == 1:
            return 5
        if 2 <= n <= 5:
            return 3
        if n in (10, 13, 20, 28) or 30 <= n <= 35:
            return 5
        if n >= 36:
            return 10
        return 0
    return 5 if c.rank == "K" else 0


VALUE: tuple[int, ...] = tuple(_value(c) for c in CARDS)
COUNTING = sum(1 << i for i in range(N) if VALUE[i])
SOPRAVENTI = sum(1 << trump(n) for n in range(20, 30))
ROBBABLE = COUNTING | SOPRAVENTI  # may be robbed and turned up
TRUMPS = sum(1 << trump(n) for n in range(1, 41))
KINGS = sum(1 << i for i, c in enumerate(CARDS) if not c.is_trump and not c.is_fool and c.rank == "K")
PAPI_2_5 = sum(1 << trump(n) for n in (2, 3, 4, 5))
SUIT_MASK = tuple(sum(1 << i for i in range(N) if SUIT_OF[i] == s) for s in range(6))

assert N == 97 and bin(COUNTING).count("1") == 25 and sum(VALUE) == 142


def mask_of(cards: Iterable[Card | int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << (c if isinstance(c, int) else INDEX[c])
    return m


def bits(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def cards_of(m: int) -> tuple[Card, ...]:
    return tuple(CARDS[i] for i in bits(m))


PAPI_CHAIN = tuple(trump(n) for n in range(1, 6))
UPPER_CHAIN = tuple(trump(n) for n in range(28, 41))


def _vvalue(i: int) -> int:
    return 5 if i == trump(29) else VALUE[i]


def versicole(m: int) -> list[tuple[str, tuple[int, ...], int]]:
    """Every versicola in the card set ``m``: (name, member cards, points) -- spec §4.4.

    The Matto adds 5 to each versicola except the Versicola del Matto, of which it is a member.
    Only maximal runs score; cards may be shared between versicole.
    """
    def has(i: int) -> bool:
        return bool(m >> i & 1)

    M = 5 if has(FOOL) else 0
    out: list[tuple[str, tuple[int, ...], int]] = []
    for chain in (PAPI_CHAIN, UPPER_CHAIN):
        run: list[int] = []
        for i in chain + (-1,):
            if i >= 0 and has(i):
                run.append(i)
                continue
            if len(run) >= 3:
                out.append(("run", tuple(run), sum(_vvalue(x) for x in run) + M))
            run = []
    t1, t10, t13, t20, t28, t30, t40 = (trump(n) for n in (1, 10, 13, 20, 28, 30, 40))
    if has(t1) and has(FOOL) and has(t40):
        out.append(("matto", (t1, FOOL, t40), 20))
    if has(t1) and has(t13) and has(t28):
        out.append(("tredici", (t1, t13, t28), 15 + M))
    if has(t20) and has(t30) and (has(t10) or has(t40)):
        d = tuple(i for i in (t10, t20, t30, t40) if has(i))
        out.append(("diecine" if has(t40) else "diecine_vergognose", d, sum(VALUE[i] for i in d) + M))
    k = bits(m & KINGS)
    if len(k) >= 3:
        out.append(("kings", tuple(k), 5 * len(k) + M))
    if M:
        out = [(n, cs + ((FOOL,) if n != "matto" else ()), p) for n, cs, p in out]
    return out


def versicola_text(v: tuple[str, tuple[int, ...], int]) -> str:
    return " ".join(CARDS[i].code for i in v[1])


def side_account(pile: int, other_pile: int, won_last: bool, marked: int, cancel: bool = True) -> dict[str, Any]:
    """The end-of-deal total of one side (spec §9.1): lines and total.

    ``marked`` is the part of the running difference standing in this side's favour (>= 0).
    ``cancel`` applies *senza Re* / *senza Papi* (§4.6).
    """
    n = bin(pile).count("1")
    lines: list[tuple[str, int]] = []
    cards = max(0, n - CARDS_BASE)
    lines.append(("cards", cards))
    vs = versicole(pile)
    for v in vs:
        lines.append((f"versicola {v[0]}: {versicola_text(v)}", v[2]))
    if won_last:
        lines.append(("ultima", ULTIMA))
    senza_re = cancel and bin(pile & KINGS).count("1") == 2 and bin(other_pile & KINGS).count("1") == 2
    senza_papi = cancel and bin(pile & PAPI_2_5).count("1") == 2 and bin(other_pile & PAPI_2_5).count("1") == 2
    skip = (KINGS if senza_re else 0) | (PAPI_2_5 if senza_papi else 0)
    counting = sum(VALUE[i] for i in bits(pile & COUNTING & ~skip))
    lines.append(("counting cards", counting))
    lines.append(("marked", marked))
    total = cards + sum(v[2] for v in vs) + (ULTIMA if won_last else 0) + counting + marked
    return {"cards_in_tricks": n, "card_points": cards, "versicole": [(v[0], versicola_text(v), v[2]) for v in vs],
            "ultima": ULTIMA if won_last else 0, "counting": counting, "senza_re": senza_re,
            "senza_papi": senza_papi, "marked": marked, "total": total, "lines": lines}
