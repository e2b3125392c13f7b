"""Piquet's numbers and the combinations of a hand (spec §2, §6, §7, §8, §9).

Hands are bit masks over the ``piquet32`` pack: bit ``8*s + r`` is the card of
suit ``s`` (0 clubs, 1 diamonds, 2 hearts, 3 spades) and rank index ``r``
(0 ace, 1 king, 2 queen, 3 jack, 4 ten, 5 nine, 6 eight, 7 seven).  A lower
rank index is a higher card.  These tables are the single source of every
number the rules panel shows.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Iterable

from engine.cards import Card, pack

__all__ = [
    "PACK", "CARDS", "INDEX", "RANKS", "SUITS", "PIPS", "mask_of", "cards_of", "suit_ranks", "popcount",
    "card_tuple", "codes",
    "CARTE_BLANCHE", "CARTE_ROUGE", "CARDS_BONUS", "CAPOT", "CAPOT_PRIZE_EXTRA", "PIQUE_BONUS",
    "REPIQUE_BONUS", "QUATORZE", "SEQUENCE_NAMES", "SET_RANKS", "sequence_value", "set_value",
    "point_score", "best_point", "runs", "sets_of", "windows", "achievable_pips", "is_blanche",
    "min_rank_index", "values_table", "FOUR_DEAL_PRIZES", "round_half_up", "double_win_threshold",
    "younger_exchange_limits", "rubicon_payment", "four_deal_gain", "four_deal_recorded", "plain_parties",
]

PACK = pack("piquet32")
CARDS: tuple[Card, ...] = PACK.cards
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
RANKS = "AKQJT987"
SUITS = "CDHS"
PIPS = (11, 10, 10, 10, 10, 9, 8, 7)  # by rank index

CARTE_BLANCHE = 10
CARTE_ROUGE = 20
CARDS_BONUS = 10  # "the cards": majority of tricks (die Lese)
CAPOT = 40  # all twelve tricks, in place of the 10
PIQUE_BONUS = 30
REPIQUE_BONUS = 60
QUATORZE = 14
SET_RANKS = "AKQJT"  # only these form trios and quatorzes
SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}
_SEQ_VALUES = {3: 3, 5: 15, 6: 16, 7: 17, 8: 18}
CAPOT_PRIZE_EXTRA = CAPOT - CARDS_BONUS  # the vole's own 30 beyond the Lese
# Four-deal partie prizes (004): deals 1 and 4, deals 2 and 3.
FOUR_DEAL_PRIZES = {"vole": (600, 300), "repique": (400, 200), "pique": (200, 100)}

FULL = (1 << 32) - 1


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


def cards_of(mask: int) -> list[Card]:
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def popcount(mask: int) -> int:
    return bin(mask).count("1")


def card_tuple(mask: int) -> tuple[Card, ...]:
    return tuple(cards_of(mask))


def codes(mask: int) -> str:
    """The cards of ``mask`` in record notation, pack order."""
    return " ".join(c.code for c in cards_of(mask))


def suit_ranks(mask: int, s: int) -> list[int]:
    bits = (mask >> (8 * s)) & 0xFF
    return [r for r in range(8) if bits >> r & 1]


def sequence_value(length: int, opts: Any) -> int:
    if length == 4:
        value: int = opts.quart_value
        return value
    return _SEQ_VALUES[min(length, 8)]


def set_value(count: int, opts: Any) -> int:
    return QUATORZE if count == 4 else opts.trio_value


def point_score(n_cards: int, pips: int, opts: Any) -> int:
    if opts.point_scoring == "pip_tens":
        return (pips + 4) // 10
    return n_cards


def best_point(mask: int) -> tuple[int, int, int]:
    """(length, pips, suit) of the longest suit, pips breaking ties; (0, 0, -1) if empty."""
    best = (0, 0, -1)
    for s in range(4):
        rs = suit_ranks(mask, s)
        cand = (len(rs), sum(PIPS[r] for r in rs), s)
        if cand[:2] > best[:2]:
            best = cand
    return best


def achievable_pips(mask: int, n: int) -> set[int]:
    """Pip totals of every ``n`` cards of one suit in ``mask``."""
    out: set[int] = set()
    for s in range(4):
        rs = suit_ranks(mask, s)
        if len(rs) >= n:
            for combo in combinations(rs, n):
                out.add(sum(PIPS[r] for r in combo))
    return out


def best_n_of_suit(mask: int, n: int, pips: int | None = None) -> tuple[int, int]:
    """(suit, mask of cards) of the best ``n`` cards of one suit (with exactly ``pips`` if given)."""
    best: tuple[int, int, int] | None = None
    for s in range(4):
        rs = suit_ranks(mask, s)
        if len(rs) < n:
            continue
        for combo in combinations(rs, n):
            p = sum(PIPS[r] for r in combo)
            if pips is not None and p != pips:
                continue
            m = 0
            for r in combo:
                m |= 1 << (8 * s + r)
            if best is None or p > best[0]:
                best = (p, s, m)
    if best is None:
        raise ValueError("no such point")
    return best[1], best[2]


def runs(mask: int) -> list[tuple[int, int, int]]:
    """Maximal sequences of three or more: (length, top rank index, suit)."""
    out = []
    for s in range(4):
        bits = (mask >> (8 * s)) & 0xFF
        r = 0
        while r < 8:
            if bits >> r & 1:
                start = r
                while r < 8 and bits >> r & 1:
                    r += 1
                if r - start >= 3:
                    out.append((r - start, start, s))
            else:
                r += 1
    return out


def run_mask(length: int, top: int, suit: int) -> int:
    return ((1 << length) - 1) << (8 * suit + top)


def windows(mask: int, n: int) -> list[tuple[int, int]]:
    """Every ``n`` consecutive cards of one suit: (top rank index, suit)."""
    out: list[tuple[int, int]] = []
    for length, top, s in runs(mask):
        if length >= n:
            out.extend((top + k, s) for k in range(length - n + 1))
    return out


def sets_of(mask: int) -> list[tuple[int, int]]:
    """Trios and quatorzes: (count, rank index) for ranks A K Q J 10 held three or four times."""
    out = []
    for r in range(5):
        n = sum(1 for s in range(4) if mask >> (8 * s + r) & 1)
        if n >= 3:
            out.append((n, r))
    return out


def set_mask(mask: int, r: int, count: int) -> int:
    """The cards of a declared set; a trio out of four leaves out the last suit's card."""
    m = 0
    for s in range(4):
        if mask >> (8 * s + r) & 1:
            m |= 1 << (8 * s + r)
    while bin(m).count("1") > count:
        m ^= 1 << (m.bit_length() - 1)
    return m


def is_blanche(mask: int) -> bool:
    """No king, queen or jack among the cards."""
    faces = 0
    for s in range(4):
        faces |= 0b1110 << (8 * s)
    return mask & faces == 0


def min_rank_index(opts: Any) -> int:
    """Highest rank index that still scores when led or winning (7 or 10 and above)."""
    return 7 if opts.play_point_min_rank == "seven" else 4


def round_half_up(points: int, unit: int) -> int:
    """Round to a multiple of ``unit``, halves up: 63 -> 60, 65 -> 70; 249 -> 200, 250 -> 300."""
    sign = -1 if points < 0 else 1
    return sign * ((abs(points) + unit // 2) // unit) * unit


def rubicon_payment(winner: int, loser: int) -> int:
    """Cavendish's rubicon: difference + 100, or the sum + 100 if the loser stayed under 100."""
    return (winner - loser) + 100 if loser >= 100 else winner + loser + 100


def four_deal_gain(winner: int, loser: int) -> int:
    """004's four-deal partie: the difference, or 2 x (W + (100 - L) + 100) if the loser is under 100."""
    return winner - loser if loser >= 100 else 2 * (winner + (100 - loser) + 100)


def four_deal_recorded(deal_scores: list[int]) -> list[int]:
    """The first and fourth deals count double."""
    return [x * (2 if i in (0, 3) else 1) for i, x in enumerate(deal_scores)]


def plain_parties(difference: int) -> int:
    """003: the difference in tens, five and above rounding up (44 -> 4, 45 -> 5)."""
    return round_half_up(difference, 10) // 10


def double_win_threshold(target: int) -> int:
    """The loser must have at least this much when the winner reaches the target (A24)."""
    return -(-target // 2)


def younger_exchange_limits(elder_took: int, opts: Any) -> tuple[int, int]:
    remaining = 8 - elder_took
    rule = opts.younger_min_exchange
    lo = remaining // 2 + 1 if rule == "majority" else int(rule)
    return min(lo, remaining), remaining


def values_table(opts: Any) -> list[tuple[str, int | str]]:
    """(key, value) rows of every scoring value under ``opts``, for the rules panel."""
    rows: list[tuple[str, int | str]] = []
    rows.append(("point", "pip_tens" if opts.point_scoring == "pip_tens" else "per_card"))
    rows.append(("point_min_cards", opts.point_min_cards))
    for n in range(3, 9):
        rows.append((SEQUENCE_NAMES[n], sequence_value(n, opts)))
    rows.append(("trio", set_value(3, opts)))
    rows.append(("quatorze", set_value(4, opts)))
    rows.append(("carte_blanche", CARTE_BLANCHE if opts.carte_blanche else 0))
    rows.append(("carte_rouge", CARTE_ROUGE if opts.carte_rouge else 0))
    rows.append(("lead_point", 1))
    rows.append(("win_point", 1))
    rows.append(("play_point_min_rank", "A-10" if opts.play_point_min_rank == "ten" else "A-7"))
    rows.append(("last_trick", 1 + opts.last_trick_extra))
    rows.append(("cards", CARDS_BONUS))
    rows.append(("capot", CAPOT))
    rows.append(("pique", PIQUE_BONUS))
    rows.append(("repique", REPIQUE_BONUS))
    return rows
