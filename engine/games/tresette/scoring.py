"""Tresett's counting, as pure functions (spec §7-§8; the test vectors of §13 call these).

* :func:`set_value` -- the marks (and partie) of three or four cards of one rank;
* :func:`neapolitaine_length`, :func:`declarations_of` -- what a dealt hand may declare;
* :func:`points_of_side` -- a side's card points (1458);
* :func:`partie_value` -- one partie, or two when the losers laid no more than half (1458);
* :func:`slam` -- Gallara, Gallaton, Stramazette, Stramazetton (1466-1472);
* :func:`settlement` -- the payment when play stops (1474).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from . import tables as T

__all__ = ["Decl", "set_value", "neapolitaine_length", "declarations_of", "points_of_side", "partie_value", "slam",
           "SLAM_PARTIEN", "settlement", "NAP_ORDER"]

#: the order after 3-2-A in which a Neapolitaine grows (1452)
NAP_ORDER = "32AKQJ7654"
SLAM_PARTIEN = {"gallara": 4, "gallaton": 8, "stramazette": 3, "stramazetton": 6}


@dataclass(frozen=True)
class Decl:
    """One declaration: ``kind`` ``"set"`` (``key`` the rank, ``n`` how many) or ``"nap"``
    (``key`` the suit letter, ``n`` the length); ``marks`` laid and ``partie`` won at once;
    ``cards`` the mask of the cards it consists of."""

    kind: str
    key: str
    n: int
    marks: int
    partie: int
    cards: int


def set_value(rank: str, n: int, three_sevens: str = "partie", triples_2_A_worth: int = 3) -> tuple[int, int]:
    """(marks, partien) for ``n`` (3 or 4) cards of ``rank`` in one hand (1446-1450).

    Our reading where the book is silent: four Twos or four Aces count 4 when three count 3
    (by analogy with four Threes), otherwise 2 like any other four; four Sevens in the newer
    custom count 4 (spec §12.4)."""
    if n < 3:
        return (0, 0)
    four = n >= 4
    if rank == "3":
        return (4 if four else 3, 0)
    if rank in "2A":
        if triples_2_A_worth == 3:
            return (4 if four else 3, 0)
        return (2 if four else 1, 0)
    if rank == "7":
        if three_sevens == "partie":
            return (2 if four else 1, 1)
        return (4 if four else 3, 0)
    return (2 if four else 1, 0)


def neapolitaine_length(hand: int, suit: int) -> int:
    """How long the Neapolitaine of ``suit`` is in ``hand``: 0 without 3-2-A, else 3 plus every
    further card in unbroken order (K, Q, J, 7 …)."""
    n = 0
    for r in NAP_ORDER:
        if hand >> T.card_of(r, suit) & 1:
            n += 1
        else:
            break
    return n if n >= 3 else 0


def declarations_of(hand: int, three_sevens: str = "partie", triples_2_A_worth: int = 3) -> list[Decl]:
    """Everything a hand of ten cards (a mask) may declare: sets by rank in the order 3 2 A K … 4,
    then the Neapolitaines by suit."""
    out = []
    for r in T.ORDER:
        m = hand & T.RANK_MASK[r]
        k = T.count(m)
        if k >= 3:
            marks, partie = set_value(r, k, three_sevens, triples_2_A_worth)
            out.append(Decl("set", r, k, marks, partie, m))
    for s in range(4):
        n = neapolitaine_length(hand, s)
        if n:
            m = sum(1 << T.card_of(r, s) for r in NAP_ORDER[:n])
            out.append(Decl("nap", T.SUITS[s], n, n, 0, m))
    return out


def points_of_side(aces: int, figures: int, last_trick: bool) -> int:
    """A side's points: one per Ace, one per full three figures, one for the last trick (1458)."""
    return aces + figures // 3 + (1 if last_trick else 0)


def partie_value(loser_marks: int, threshold: int = 10) -> int:
    """Partien won: two when the other side has laid no more than ``threshold`` marks (1458)."""
    return 2 if loser_marks <= threshold else 1


def slam(tricks: Sequence[tuple[int, Any]]) -> tuple[int, str] | None:
    """The slam made in a deal, from its ten tricks as ``(winner seat, card mask)`` in order:
    ``(side, name)`` or ``None``.  Gallaton: one player took all ten; Gallara: one side all ten;
    Stramazetton / Stramazette: the same with all tricks but one, when the lost trick is not the
    last and holds no Ace and at most two figures (so the losers made no point; our reading, §8.3)."""
    if len(tricks) != T.TRICKS:
        return None
    winners = [w for w, _ in tricks]
    sides = {w % 2 for w in winners}
    if len(sides) == 1:
        side = winners[0] % 2
        return (side, "gallaton" if len(set(winners)) == 1 else "gallara")
    for side in (0, 1):
        lost = [i for i, w in enumerate(winners) if w % 2 != side]
        if len(lost) != 1:
            continue
        i = lost[0]
        m = tricks[i][1]
        if i == T.TRICKS - 1 or m & T.ACE_MASK or T.count(m & T.FIGURE_MASK) > 2:
            return None
        mine = {w for w in winners if w % 2 == side}
        return (side, "stramazetton" if len(mine) == 1 else "stramazette")
    return None


def settlement(partien_a: int, partien_b: int, stake: int = 1) -> int:
    """What side B pays side A when play stops (negative: A pays B) (1474)."""
    return (partien_a - partien_b) * stake
