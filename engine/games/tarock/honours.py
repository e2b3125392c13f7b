"""Honours (spec §2.3, §5.2): what a hand may declare and what each holding is paid.

An honour is ``(code, points, cards)``: ``code`` names it (``matadors``, ``ten_tarocs``,
``cavalerie``, ``scused_cavalerie``, ``seven_kings``, ``three_honneurs``, ``four_kings``),
``points`` is what each paying player pays, ``cards`` (pack indices) are the cards that make
it.  The Scüs counts as itself among the matadors (and, in the newer variant, among the seven
kings and the three honneurs) and may stand in for one missing card in at most one other
holding (spec §9.11): the engine takes the stand-in that pays most.
"""

from __future__ import annotations

from typing import AbstractSet, Iterable

from . import cards as T

__all__ = ["honours_of", "Honour", "matador_run"]

#: ``(code, points, cards)``
Honour = tuple[str, int, tuple[int, ...]]


def matador_run(hand: AbstractSet[int]) -> int:
    """How many Tarocs run down unbroken from XX (XX, XIX, …) in ``hand``."""
    n = 0
    for k in range(20, 1, -1):
        if T.taroc(k) in hand:
            n += 1
        else:
            break
    return n


def _cavaleries(hand: AbstractSet[int]) -> tuple[list[Honour], list[Honour]]:
    full: list[Honour] = []
    half: list[Honour] = []
    for s in range(4):
        k, q, c, v = T.KING[s], T.QUEEN[s], T.KNIGHT[s], T.JACK[s]
        if k not in hand:
            continue
        held = [x for x in (q, c, v) if x in hand]
        if len(held) == 3:
            full.append(("cavalerie", 10, (k, q, c, v)))
        elif len(held) == 2:
            half.append(("scused_cavalerie", 5, (k, *held, T.SCUS)))
    return full, half


def _ten_tarocs(hand: AbstractSet[int], scus_counts: bool) -> list[Honour]:
    ts = [c for c in hand if T.SUIT[c] == T.TRUMP]
    if scus_counts and T.SCUS in hand:
        ts.append(T.SCUS)
    return [("ten_tarocs", 10, tuple(sorted(ts)))] if len(ts) >= 10 else []


def honours_of(hand_cards: Iterable[int], variant: str = "classic", scus_counts_for_ten: bool = False,
               form: str = "A") -> list[Honour]:
    """Every honour the hand holds, the best use of the Scüs chosen."""
    hand = frozenset(hand_cards)
    out: list[Honour] = []
    out += _ten_tarocs(hand, scus_counts_for_ten)
    full, half = _cavaleries(hand)
    out += full
    has_scus = T.SCUS in hand
    big3 = {T.MONGUE, T.PAGAT, T.SCUS} <= hand
    if form == "C":
        # spec §5.2: ten Tarocs, three or more matadors, a full or half Cavalerie, four real Kings
        if big3:
            run = matador_run(hand)
            out.append(("matadors", 10 + 5 * run,
                        (T.MONGUE, T.PAGAT, T.SCUS) + tuple(T.taroc(20 - i) for i in range(run))))
        if has_scus and half:
            out.append(half[0])
        if all(k in hand for k in T.KING):
            out.append(("four_kings", 10, tuple(T.KING)))
        return out
    if variant == "classic":
        if big3:
            run = matador_run(hand)
            out.append(("matadors", 10 + 5 * run,
                        (T.MONGUE, T.PAGAT, T.SCUS) + tuple(T.taroc(20 - i) for i in range(run))))
        if has_scus and half:
            out.append(half[0])
        return out
    # the seven kings (1502-1504)
    sevens = [k for k in T.KING if k in hand] + [c for c in (T.MONGUE, T.PAGAT, T.SCUS) if c in hand]
    if len(sevens) >= 3:
        out.append(("seven_kings", 5 * (len(sevens) - 2), tuple(sorted(sevens))))
    if big3:
        out.append(("three_honneurs", 10, (T.MONGUE, T.PAGAT, T.SCUS)))
    # matadors from XXI down; the Scüs may fill one gap or follow the last one
    runs: list[Honour] = []
    if T.MONGUE in hand:
        real = [T.MONGUE] + [T.taroc(20 - i) for i in range(matador_run(hand))]
        if len(real) >= 3:
            runs = [("matadors", 10 + 5 * (len(real) - 3), tuple(real))]
        if has_scus:
            gap = 21 - len(real)          # the first missing Taroc
            after = []
            k = gap - 1
            while k >= 2 and T.taroc(k) in hand:
                after.append(T.taroc(k))
                k -= 1
            with_scus = real + [T.SCUS] + after
            if len(with_scus) >= 3:
                v = 5 + 5 * (len(with_scus) - 3)
                if not runs or v > runs[0][1]:
                    runs = [("matadors_scused", v, tuple(with_scus))]
    stand_ins = [h for h in runs if h[0] == "matadors_scused"]
    plain = [h for h in runs if h[0] == "matadors"]
    # the Scüs stands in once: for the matador run or for a half Cavalerie, whichever pays more
    best_half = half[0] if (has_scus and half) else None
    if stand_ins and best_half is not None:
        alt = plain[0][1] if plain else 0
        if stand_ins[0][1] - alt >= best_half[1]:
            out += stand_ins
        else:
            out += plain + [best_half]
    elif stand_ins:
        out += stand_ins
    else:
        out += plain
        if best_half is not None:
            out.append(best_half)
    return out
