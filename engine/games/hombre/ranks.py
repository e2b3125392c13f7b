"""The L'Hombre family's cards and ranks, shared by every game of the family.

Cards are the 40 of :data:`engine.cards.PACKS` ``"hombre40"`` (the French pack without
8, 9 and 10), numbered 0..39 in pack order (suits C D H S, ranks A K Q J 7 6 5 4 3 2),
and handled as bit masks.  Suit numbers: 0 clubs, 1 diamonds, 2 hearts, 3 spades.

* Spadille (AS) is always the highest trump, Basto (AC) always the third; the Manille
  is the 2 of a black trump suit or the 7 of a red one; the Ponto (the ace of a red
  trump suit) is the fourth trump.  Both black aces belong to the trumps in every deal.
* Plain red suits run K Q J A 2 3 4 5 6 7, plain black suits K Q J 7 6 5 4 3 2
  (spec §1.3, INTERPRETATION 1).
* Only Spadille, Manille and Basto are privileged: a lower trump led never forces
  them, a higher matador *led* does (spec §1.4, INTERPRETATION 3).

Everything here takes an optional ``pack`` mask so the reduced packs of the Quadrille
variants (Tritrille) count matadors over the cards that exist.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from engine.cards import Card, pack

__all__ = [
    "CARDS", "INDEX", "N", "ALL", "SUITS", "SUIT_LETTERS", "AS", "AC", "suit_of", "rank_of", "is_red",
    "trump_mask", "manille", "ponto", "privileged", "trump_order", "trump_rank", "plain_rank", "plain_suit",
    "is_trump", "legal_plays", "trick_winner", "matadors", "bits", "cards_of", "mask_of", "popcount",
    "suit_mask", "classify", "trick_strength", "card_strength", "tops_trumps", "beats",
]

CARDS: tuple[Card, ...] = pack("hombre40").cards
N = len(CARDS)
ALL = (1 << N) - 1
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
SUIT_LETTERS = "CDHS"
SUITS = ("clubs", "diamonds", "hearts", "spades")
RANKS = "AKQJ765432"


def _i(code: str) -> int:
    return SUIT_LETTERS.index(code[1]) * 10 + RANKS.index(code[0])


AS = _i("AS")
AC = _i("AC")


def suit_of(c: int) -> int:
    return c // 10


def rank_of(c: int) -> str:
    return RANKS[c % 10]


def is_red(s: int) -> bool:
    return s in (1, 2)


def popcount(m: int) -> int:
    return bin(m).count("1")


def bits(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


@lru_cache(maxsize=1 << 16)
def cards_of(m: int) -> tuple[Card, ...]:
    return tuple(CARDS[i] for i in bits(m))


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


def suit_mask(s: int) -> int:
    return ((1 << 10) - 1) << (10 * s)


_RED_PLAIN = "KQJA234567"
_BLACK_PLAIN = "KQJ765432"


def _plain_rank_table() -> tuple[int, ...]:
    out = []
    for c in range(N):
        order = _RED_PLAIN if is_red(suit_of(c)) else _BLACK_PLAIN
        r = rank_of(c)
        out.append(len(order) - order.index(r) if r in order else -1)
    return tuple(out)


_PLAIN_RANK = _plain_rank_table()


def manille(t: int) -> int:
    return t * 10 + RANKS.index("7" if is_red(t) else "2")


def ponto(t: int) -> int | None:
    return t * 10 if is_red(t) else None


def trump_order(t: int) -> tuple[int, ...]:
    """The trumps of suit ``t``, highest first (spec §1.3)."""
    s = t * 10
    if is_red(t):
        rest = [s + RANKS.index(r) for r in "KQJ23456"]
        return (AS, manille(t), AC, s) + tuple(rest)
    rest = [s + RANKS.index(r) for r in "KQJ76543"]
    return (AS, manille(t), AC) + tuple(rest)


_TRUMP_ORDER = tuple(trump_order(t) for t in range(4))
_TRUMP_MASK = tuple(mask_of(CARDS[c] for c in o) for o in _TRUMP_ORDER)
_TRUMP_RANK = tuple({c: len(o) - k for k, c in enumerate(o)} for o in _TRUMP_ORDER)
_PRIV = tuple((1 << AS) | (1 << manille(t)) | (1 << AC) for t in range(4))


def trump_mask(t: int) -> int:
    return _TRUMP_MASK[t]


def privileged(t: int) -> int:
    """Mask of the three true matadors of trump suit ``t``."""
    return _PRIV[t]


def is_trump(c: int, t: int) -> bool:
    return bool(_TRUMP_MASK[t] >> c & 1)


def trump_rank(c: int, t: int) -> int:
    return _TRUMP_RANK[t].get(c, 0)


def plain_rank(c: int) -> int:
    return _PLAIN_RANK[c]


def plain_suit(c: int, t: int) -> int:
    """The suit a card counts as: ``4`` for a trump, else its own suit."""
    return 4 if is_trump(c, t) else suit_of(c)


def trick_strength(c: int, led_suit: int, t: int) -> int:
    """How strong ``c`` is in a trick led in ``led_suit`` (:func:`plain_suit`, 4 for trumps): a trump
    100 and its rank, a card of the led suit its plain rank, any other -1."""
    if _TRUMP_MASK[t] >> c & 1:
        return 100 + _TRUMP_RANK[t][c]
    if suit_of(c) == led_suit:
        return _PLAIN_RANK[c]
    return -1


def card_strength(c: int, t: int) -> int:
    """A card's strength whatever was led: a trump 100 and its rank, else its plain rank."""
    return 100 + trump_rank(c, t) if is_trump(c, t) else plain_rank(c)


def beats(c: int, best: int, led_suit: int, t: int) -> bool:
    """``c`` beats ``best`` in a trick led in ``led_suit`` (:func:`trick_strength`)."""
    return trick_strength(c, led_suit, t) > trick_strength(best, led_suit, t)


def tops_trumps(hand: int, others: int, t: int) -> bool:
    """Every card of ``hand`` is a trump above every trump of ``others`` (a vole is sure with it)."""
    tm = _TRUMP_MASK[t]
    if hand & ~tm:
        return False
    out = others & tm
    if not out:
        return True
    low = min(trump_rank(c, t) for c in bits(hand))
    return all(trump_rank(c, t) < low for c in bits(out))


def trick_winner(cards: list[int] | tuple[int, ...], t: int) -> int:
    """Index (in playing order) of the card that wins the trick."""
    led = plain_suit(cards[0], t)
    best, who = -2, 0
    for k, c in enumerate(cards):
        v = trick_strength(c, led, t)
        if v > best:
            best, who = v, k
    return who


def legal_plays(hand: int, led: int | None, t: int) -> int:
    """Mask of the cards of ``hand`` that may be played to a trick led by ``led``
    (``None``: the trick is empty) with trump suit ``t`` (spec §1.5)."""
    if led is None:
        return hand
    tm = _TRUMP_MASK[t]
    if tm >> led & 1:
        trumps = hand & tm
        if not trumps:
            return hand
        priv = _PRIV[t]
        led_rank = _TRUMP_RANK[t][led]
        led_priv = bool(priv >> led & 1)
        for c in bits(trumps):
            if not (priv >> c & 1):
                return trumps  # an ordinary trump is held: some trump must be played
            if led_priv and led_rank > _TRUMP_RANK[t][c]:
                return trumps  # a higher matador led forces this one
        return hand  # every trump held is a matador shielded from this lead
    same = hand & suit_mask(suit_of(led)) & ~tm
    return same if same else hand


def matadors(hand: int, t: int, pack_mask: int = ALL) -> int:
    """Matadors held for payment: the unbroken run from Spadille down the trump order,
    counted over the cards of ``pack_mask``; 0 unless at least the top three are held."""
    run = 0
    for c in _TRUMP_ORDER[t]:
        if not pack_mask >> c & 1:
            continue
        if hand >> c & 1:
            run += 1
        else:
            break
    return run if run >= 3 else 0


def classify(tricks: tuple[int, ...] | list[int], declarer: int) -> tuple[str, int | None]:
    """``("win", declarer)``, ``("codille", seat)`` or ``("remise", None)`` from the trick
    counts per seat (spec §2.6, INTERPRETATION 4 and 28): strictly most tricks decides."""
    top = max(tricks)
    leaders = [q for q, k in enumerate(tricks) if k == top]
    if len(leaders) > 1:
        return ("remise", None)
    w = leaders[0]
    return ("win", w) if w == declarer else ("codille", w)
