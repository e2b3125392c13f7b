"""Card tables and the pure rules of Imperial (spec ``shared/rules/minor_trump_games.md`` part 2).

Inside the engine a card is a small integer, its index in the ``imperial36`` pack (clubs,
diamonds, hearts, spades; in each suit A K Q J 10 9 8 7 6), and a set of cards is a bit
mask.  The 32-card game uses the same indices without the sixes.  ``STRENGTH[i]`` is 8 for
the ace down to 0 for the six: Piquet's order, which the book gives for the trump games
(spec §2.2, an interpretation).
"""

from __future__ import annotations

from typing import Iterable

from engine.bitcards import bits, card_table, count
from engine.cards import Card, Pack, card, register_pack

__all__ = [
    "PACK36", "CARDS", "INDEX", "BY_ID", "N", "SUITS", "SUIT_NAMES", "RANK_CHARS", "SUIT_OF", "STRENGTH",
    "RANK_OF", "PIPS", "SUIT_MASK", "ALL36", "ALL32", "bits", "count", "mask_of", "cards_of", "trick_winner",
    "honour_mask", "rob_card", "playable", "point_of", "point_winner", "surplus_strokes", "award",
    "hand_size", "stock_size", "quartets", "quart_majors", "STROKES_PER_IMPERIAL", "RANK_NAMES",
]

SUITS = "CDHS"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_CHARS = "AKQJT9876"
RANK_NAMES = ("ace", "king", "queen", "jack", "10", "9", "8", "7", "6")

PACK36 = register_pack(Pack("imperial36", tuple(card(r + s) for s in SUITS for r in RANK_CHARS), "french",
                            "36 cards: A K Q J 10 9 8 7 6 in four French suits (Imperial)"))
CARDS, INDEX, BY_ID, N, mask_of, cards_of = card_table(PACK36.cards)
SUIT_OF: tuple[int, ...] = tuple(i // 9 for i in range(N))
RANK_OF: tuple[int, ...] = tuple(i % 9 for i in range(N))          # 0 ace .. 8 six
STRENGTH: tuple[int, ...] = tuple(8 - i % 9 for i in range(N))    # 8 ace .. 0 six
#: the point's pips (1404): ace 11, king, queen and jack 10, the others their number
PIPS: tuple[int, ...] = tuple((11, 10, 10, 10, 10, 9, 8, 7, 6)[i % 9] for i in range(N))
SUIT_MASK: tuple[int, ...] = tuple(0x1FF << (9 * s) for s in range(4))
SIXES = sum(1 << (9 * s + 8) for s in range(4))
ALL36 = (1 << N) - 1
ALL32 = ALL36 & ~SIXES
STROKES_PER_IMPERIAL = 6
_T, _9, _8, _7, _6 = 4, 5, 6, 7, 8


def honour_mask(trump: int, pack: int) -> int:
    """The Imperial trumps: A K Q J and the 6 of trumps with 36 cards (1394); A K Q J and the 7
    with 32 (our completion: the lowest trump, by analogy)."""
    low = _6 if pack == 36 else _7
    b = 9 * trump
    return (0b1111 << b) | (1 << (b + low))


def rob_card(trump: int, pack: int) -> int:
    """The card that robs the turned honour: the 7 of trumps with 36 cards (1394), the 8 with 32
    (our completion: the next-lowest trump)."""
    return 9 * trump + (_7 if pack == 36 else _8)


def hand_size(players: int, pack: int) -> int:
    """Cards each player receives (1392-1396): 12 for two, 9 for three, the whole pack for four."""
    if players == 2:
        return 12
    if players == 3:
        return 9
    return pack // 4


def stock_size(players: int, pack: int) -> int:
    return pack - players * hand_size(players, pack)


def trick_winner(trick: Iterable[tuple[int, int]], trump: int) -> int:
    """The seat that wins a complete trick of ``(seat, card)``: the highest trump, else the highest
    card of the suit led."""
    items = list(trick)
    led = SUIT_OF[items[0][1]]
    best_seat, best_key = -1, -1
    for seat, c in items:
        s = SUIT_OF[c]
        key = (20 if s == trump else 10 if s == led else 0) + STRENGTH[c]
        if key > best_key:
            best_seat, best_key = seat, key
    return best_seat


def playable(hand: int, led: int, trump: int) -> int:
    """The cards a player may play (1406): the suit led; without it a trump; without both, any.
    ``led`` is -1 when the player leads."""
    if led < 0:
        return hand
    same = hand & SUIT_MASK[led]
    if same:
        return same
    t = hand & SUIT_MASK[trump]
    return t or hand


def point_of(hand: int) -> tuple[int, int, int]:
    """A hand's point (Kummel, 1404): (cards in its longest suit, their pips, the suit); between
    suits of equal length the one with more pips."""
    best = (0, 0, -1)
    for s in range(4):
        m = hand & SUIT_MASK[s]
        k = (count(m), sum(PIPS[i] for i in bits(m)), s)
        if k[:2] > best[:2]:
            best = k
    return best


def point_winner(hands: Iterable[int], order: Iterable[int]) -> int:
    """The seat that scores the point: the most cards in one suit; equal, the most pips; equal
    again, the player nearer the lead (``order`` lists the seats from the leader on)."""
    hs = list(hands)
    best_seat, best = -1, (-1, -1)
    for q in order:
        n, pips, _s = point_of(hs[q])
        if (n, pips) > best:
            best_seat, best = q, (n, pips)
    return best_seat


def surplus_strokes(tricks: int, players: int, quota_two: int = 6, quota_more: int = 3) -> int:
    """One stroke for each trick above the quota (1406): six for two players, three for three or four."""
    return max(0, tricks - (quota_two if players == 2 else quota_more))


def award(strokes: tuple[int, ...], imperials: tuple[int, ...], seat: int, n: int,
          carry: bool = False) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """``seat`` gains ``n`` strokes.  At six he marks an Imperial and every player's strokes are
    erased (1406); strokes beyond the sixth are lost, or kept with ``carry``.  Returns the new
    strokes, Imperials and how many Imperials were marked."""
    st = list(strokes)
    imp = list(imperials)
    st[seat] += n
    made = 0
    while st[seat] >= STROKES_PER_IMPERIAL:
        extra = st[seat] - STROKES_PER_IMPERIAL
        imp[seat] += 1
        made += 1
        st = [0] * len(st)
        if carry:
            st[seat] = extra
        else:
            break
    return tuple(st), tuple(imp), made


def quartets(hand: int, pack: int) -> list[int]:
    """The ranks (0 ace .. 3 jack) of which ``hand`` holds all four (1398)."""
    return [r for r in range(4) if all(hand >> (9 * s + r) & 1 for s in range(4))]


def quart_majors(hand: int) -> list[int]:
    """The suits of which ``hand`` holds ace, king, queen and jack (1400)."""
    return [s for s in range(4) if (hand >> (9 * s)) & 0b1111 == 0b1111]
