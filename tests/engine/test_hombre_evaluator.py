"""§9.3: the book's lists of playable hands scored by the reference evaluator of §2.12."""

from __future__ import annotations

import random

import pytest

from engine.games.hombre import ranks as R
from engine.games.hombre.actions import Bid, Call
from engine.games.hombre.players import ASK, SANS_PRENDRE, BeginnerPlayer, evaluate
from tests.engine.test_hombre_helpers import deal_text, scripted

RED_SMALL = "65432"     # lowest red trumps first
BLACK_SMALL = "34567"   # lowest black trumps first
FILL_RED = "34567"      # worthless plain red cards
FILL_BLACK = "23456"


def build(desc: str, trump: str, voids: int = 0, size: int = 9, extra_fill: int = 0) -> tuple[int, int]:
    """A hand for a book description; returns (hand mask, voids in the hand)."""
    t = "CDHS".index(trump)
    red = R.is_red(t)
    hand: list[str] = []
    named = {"S": "AS", "B": "AC", "M": ("7" if red else "2") + trump, "P": "A" + trump}
    small = iter(r + trump for r in (RED_SMALL if red else BLACK_SMALL))
    tokens = desc.split()
    side_items = [x for x in tokens if x.startswith("s")]
    for tok in tokens:
        if tok.startswith("s"):
            continue
        if tok in named:
            hand.append(named[tok])
        elif tok == "x":
            while True:
                c = next(small)
                if c not in hand and c not in tokens:
                    break
            hand.append(c)
        else:
            hand.append(tok + trump)
    # small trumps named by rank must not be taken as "x" again
    assert len(set(hand)) == len(hand), (desc, hand)
    sides = [s for s in "CDHS" if s != trump]
    fill = {s: iter((FILL_RED if R.is_red("CDHS".index(s)) else FILL_BLACK)) for s in sides}
    occupied: dict[str, int] = {s: 0 for s in sides}
    for k, item in enumerate(side_items):
        s = sides[k % 3]
        cards = {"sK": ["K"], "sQJ": ["Q", "J"], "sQg": ["Q", "x"], "sQg2": ["Q", "x", "x"], "sJg": ["J", "x"]}[item]
        for r in cards:
            hand.append((next(fill[s]) if r == "x" else r) + s)
        occupied[s] += len(cards)
    n_fill = size - len(hand)
    assert n_fill >= 0, desc
    want_occupied = 3 - voids
    for _ in range(n_fill):
        empty = [s for s in sides if occupied[s] == 0]
        if empty and sum(1 for s in sides if occupied[s]) < want_occupied:
            s = empty[0]
        else:
            s = max((s for s in sides if occupied[s]), key=lambda s: (occupied[s] > 0, -occupied[s]))
        hand.append(next(fill[s]) + s)
        occupied[s] += 1
    m = R.mask_of(__import__("engine.cards", fromlist=["parse_cards"]).parse_cards(hand))
    assert R.popcount(m) == size, (desc, hand)
    return m, sum(1 for s in sides if occupied[s] == 0)


def expected(desc: str, trump: str, e_book: float, voids_listed: int, voids_got: int, m: int) -> float:
    t = "CDHS".index(trump)
    if R.popcount(m & R.trump_mask(t)) >= 5:
        return e_book + 0.3 * (voids_got - voids_listed)
    return e_book


LH_ASK_BLACK = [
    ("M B K x", 0, 2.85), ("S B K x", 0, 2.95), ("S M K x", 0, 3.05), ("S M x x", 0, 2.55), ("S B Q 7", 0, 2.65),
    ("M B Q x x", 0, 3.10), ("S K Q J 7", 0, 3.10), ("M K Q J 7", 0, 3.00), ("B K Q J 7", 0, 2.90),
    ("M B 7 6 5 4", 0, 3.45), ("K Q J 7 6 5", 0, 2.75), ("S K 5 4 3", 0, 2.80),
]
LH_ASK_RED = [
    ("S M P x", 0, 3.05), ("M B P x", 0, 2.85), ("S B P x", 0, 2.95), ("S M K Q", 0, 3.15), ("S M J 3 sK", 0, 3.45),
    ("S B K Q J", 0, 3.70), ("B P K Q J", 0, 3.30), ("M P K Q J", 0, 3.40), ("M B K Q x", 0, 3.50),
    ("S P K Q x", 0, 3.40), ("M B J 2 3 4", 0, 3.55), ("S B K x sK", 0, 3.65),
]
LH_SP_BLACK = [
    ("S M B K x", 1, 4.60), ("S M Q J sK sK", 1, 4.45), ("S M B K sK sK", 0, 5.35), ("S M B x x x", 1, 4.65),
    ("M B Q J x x sK", 0, 4.55), ("M B K x x x", 1, 4.25), ("B K Q J 7 6 5 sK", 0, 4.80),
    ("K Q J 7 6 5 4 sK", 0, 4.10), ("S K Q 7 6 4 sK", 2, 4.95), ("M K Q J 7 4 sK", 2, 4.95),
]
LH_SP_RED = [
    ("S M B x x x sK", 0, 5.15), ("S M B K x sK", 0, 5.00), ("S M B P x sK sK", 0, 5.90),
    ("S M P x x sK sQg", 0, 4.80), ("M B Q J x x sK sQg", 0, 4.95), ("B P K x x x sK sQg", 0, 4.75),
    ("M B P K x sQg sQg", 1, 4.90), ("P K Q J 2 3 6 sK sK", 1, 5.60), ("M B P x x x sK", 1, 5.05),
    ("S P K Q x x sK sJg", 0, 4.95),
]
Q_CALL_RED = [("M B K Q 6", 0, 3.50), ("S P J 2 3 sQg", 0, 3.30), ("M K Q J 4 sK", 0, 3.70), ("S M Q J", 0, 2.85)]
Q_CALL_BLACK = [("B K Q J 6", 0, 2.90), ("M K Q 6 sK", 0, 3.15), ("S Q J 6 5 sQg", 0, 3.00), ("K Q J 6 5 sK", 0, 3.00)]
Q_SOLO_RED = [("S M P K 2 4 sK", 0, 5.35), ("S M B J 4 5 sQJ", 0, 5.05)]
Q_SOLO_BLACK = [("M B Q J 6 5 sK sQg2", 0, 4.95), ("S M K 7 5 4 sK", 0, 4.95), ("S M K 7 5 4 sQJ", 0, 4.75),
                ("M K Q J 6 5 3 sK", 0, 4.90), ("S M B Q 7 sK", 0, 4.80)]


def _check(desc, voids, e_book, trump, size=9):
    m, got = build(desc, trump, voids, size)
    e = evaluate(m, "CDHS".index(trump))
    assert e == pytest.approx(expected(desc, trump, e_book, voids, got, m), abs=1e-6), (desc, R.cards_of(m))
    return e


@pytest.mark.parametrize("desc,voids,e_book", LH_ASK_BLACK)
def test_LH_ask_black_hands_ask(desc, voids, e_book):
    e = _check(desc, voids, e_book, "S")
    assert ASK[False] <= e < SANS_PRENDRE[False]


@pytest.mark.parametrize("desc,voids,e_book", LH_ASK_RED)
def test_LH_ask_red_hands_ask(desc, voids, e_book):
    e = _check(desc, voids, e_book, "H")
    assert ASK[True] <= e < SANS_PRENDRE[True]


@pytest.mark.parametrize("desc,voids,e_book", LH_SP_BLACK)
def test_LH_sans_prendre_black_hands(desc, voids, e_book):
    assert _check(desc, voids, e_book, "S") >= SANS_PRENDRE[False]


@pytest.mark.parametrize("desc,voids,e_book", LH_SP_RED)
def test_LH_sans_prendre_red_hands(desc, voids, e_book):
    assert _check(desc, voids, e_book, "H") >= SANS_PRENDRE[True]


@pytest.mark.parametrize("desc,voids,e_book,trump,least", [
    *[(d, v, e, "H", 2.8) for d, v, e in Q_CALL_RED], *[(d, v, e, "C", 2.8) for d, v, e in Q_CALL_BLACK],
    *[(d, v, e, "H", 5.0) for d, v, e in Q_SOLO_RED], *[(d, v, e, "C", 4.7) for d, v, e in Q_SOLO_BLACK],
])
def test_quadrille_lists_score_as_the_spec_says(desc, voids, e_book, trump, least):
    """The evaluator is shared with Quadrille (10-card hands); its thresholds come with that game."""
    assert _check(desc, voids, e_book, trump, size=10) >= least


def test_negative_controls():
    m, _ = build("S M x x", "H")
    assert evaluate(m, 2) == pytest.approx(2.55) and evaluate(m, 2) < ASK[True]
    m2, _ = build("S M x x sK sK", "H")
    assert evaluate(m2, 2) == pytest.approx(4.15)
    from engine.cards import parse_cards
    aces = R.mask_of(parse_cards("AS AC 2C 3C 4C 3D 4D 3H 4H"))
    assert evaluate(aces, 3) == pytest.approx(1.80) and evaluate(aces, 3) < ASK[False]


def test_beginner_passes_a_poor_hand_and_asks_a_good_one():
    hands = ["AS 2S AC KS 3S 5H 6D 4H 7D", "3C 4C 5C 3D 4D 5D 2H 3H 6H", "QS JS 7S 6S 5S KH QH KC QC"]
    talon = "AD AH 7H JH KD QD JD 2D 2C 6C 7C JC 4S"
    st = scripted(["spadille 2", deal_text(hands, talon)])
    assert BeginnerPlayer().choose(st.observation(0), random.Random(0)) in (Bid("ask"), Bid("sans_prendre"))
    st2, _ = st.play_text("pass")
    assert BeginnerPlayer().choose(st2.observation(1), random.Random(0)) == Call("pass")
