"""Geometry, actions and the move generator of the games of tables (Trictrac, Toccategli).

Points are absolute 1–24; White (seat 0) moves up, Black (seat 1) down.  A seat's *own* point
``k`` is absolute ``k`` for White and ``25 - k`` for Black; own 25 is "off".  Inside this module
positions are worked in own coordinates: ``mine[k]`` and ``theirs[k]`` (``k`` 1..24) count the
mover's and the opponent's stones on the mover's own point ``k``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.tables import (  # noqa: F401  (Dice, FirstThrow: the game's actions, named here too)
    STONES as STONES, Dice as Dice, FirstThrow as FirstThrow, Move as Move, moves_text, parse, parse_moves, split)
from engine.tables import start_board as tables_start

TALON = 1
COIN = 12            # one's own coin (Hücke, coin de repos)
OPP_COIN = 13        # the opponent's coin, in one's own numbering
OFF = 25
PETIT = range(1, 7)
GRAND = range(7, 13)
RETOUR = range(19, 25)
JAN_TABLES = {"petit_jan": PETIT, "grand_jan": GRAND, "jan_de_retour": RETOUR}


def absolute(seat: int, k: int) -> int:
    """Seat's own point ``k`` (1..25, 25 = off) as an absolute point (0 or 25 = off)."""
    return k if seat == 0 else 25 - k


def own(seat: int, a: int) -> int:
    """Absolute point ``a`` in seat's own numbering."""
    return a if seat == 0 else 25 - a


@dataclass(frozen=True)
class Play:
    """A whole throw played: its moves in the order made (none: nothing could be played)."""

    moves: tuple[Move, ...] = ()
    puissance: bool = False

    def __str__(self) -> str:
        return "play " + moves_text(self.moves) + (" puissance" if self.puissance and self.moves else "")


@dataclass(frozen=True)
class GoOut:
    def __str__(self) -> str:
        return "go"


@dataclass(frozen=True)
class Stay:
    def __str__(self) -> str:
        return "stay"


@dataclass(frozen=True)
class Mark:
    n: int

    def __str__(self) -> str:
        return f"mark {self.n}"


@dataclass(frozen=True)
class School:
    def __str__(self) -> str:
        return "school"


@dataclass(frozen=True)
class NoSchool:
    def __str__(self) -> str:
        return "accept"


def parse_action(text: str) -> object:
    return parse(text, _parse_words)


def _parse_words(w: str, rest: list[str], text: str) -> object | None:
    if w == "play":
        puissance = bool(rest) and rest[-1] == "puissance"
        return Play(parse_moves(rest[:-1] if puissance else rest, text, 2, none=not puissance), puissance)
    if not rest:
        simple = {"go": GoOut(), "stay": Stay(), "school": School(), "accept": NoSchool()}
        if w in simple:
            return simple[w]
    if w == "mark" and len(rest) == 1 and rest[0].isdigit() and len(rest[0]) <= 2:
        return Mark(int(rest[0]))
    return None


# ---------------------------------------------------------------------------------------------
# positions in own coordinates


def views(board: tuple[int, ...], seat: int) -> tuple[list[int], list[int]]:
    """``(mine, theirs)``: stones per own point 0..25 of ``seat`` and of the opponent."""
    return split(board, seat, own, 26)


def petit_jan_possible(theirs: list[int]) -> bool:
    """Whether the opponent can still make his petit jan: 12 of his stones or more in his first
    table (our reading of "while he can still make it", 2931)."""
    return sum(theirs[k] for k in RETOUR) >= 12


def grand_jan_possible(theirs: list[int]) -> bool:
    """Whether the opponent can still make (or hold) his grand jan: 12 of his stones or more in
    his first two tables (our reading of 3140)."""
    return sum(theirs[k] for k in range(13, 25)) >= 12


def full(mine: list[int], table: range) -> bool:
    return all(mine[k] >= 2 for k in table)


def _can_bear(mine: list[int], off: int) -> bool:
    return off + sum(mine[k] for k in RETOUR) == STONES


def _step(mine: list[int], theirs: list[int], off: int, src: int, d: int, toccategli: bool,
          passage: bool) -> int | None:
    """The own point a stone on ``src`` reaches with ``d`` (25: off), or None."""
    if mine[src] <= 0:
        return None
    dst = src + d
    if dst >= OFF:
        # all stones home, and only the farthest goes off: a number is given inside the table
        # while it can be, i.e. unless it carries the farthest stone to the rail or beyond (3158)
        if not _can_bear(mine, off) or any(mine[k] for k in range(19, src)):
            return None
        return OFF
    if theirs[dst] or dst == OPP_COIN:
        return None
    if passage and dst >= 19 and src < 19:
        return None
    return dst


def plays(board: tuple[int, ...], off: tuple[int, int], seat: int, dice: tuple[int, int],
          toccategli: bool) -> list[Play]:
    """Every legal way to play ``dice`` (both numbers when possible)."""
    mine0, theirs = views(board, seat)
    off0 = off[seat]
    a, b = dice
    passage = not toccategli and petit_jan_possible(theirs)
    # no stone is set in the opponent's grand jan table to stay there while he can still make his
    # grand jan; an empty point there may be passed to go on into his first table (3140, 2969-2975)
    no_stay = not toccategli and grand_jan_possible(theirs)
    orders = [(a, a)] if a == b else [(a, b), (b, a)]
    found: dict[tuple[Any, ...], tuple[tuple[int, int, int], ...]] = {}
    coin0 = mine0[COIN]

    def ok(mine: list[int], moves: list[tuple[int, int, int]]) -> bool:
        c = mine[COIN]
        if c == 1:
            return False
        if coin0 == 0 and len(moves) == 2 and moves[0][1] == COIN and moves[1][0] == COIN and c == 0:
            return False             # one stone alone may not rest in the empty coin
        if toccategli:
            for s, t, _ in moves:
                if s <= 12 < t < OFF and mine[t] < 2:
                    return False
        elif no_stay:
            for i, (s, t, _) in enumerate(moves):
                if 13 <= t <= 18 and not (i + 1 < len(moves) and moves[i + 1][0] == t and mine0[t] == 0):
                    return False
        return True

    def record(mine: list[int], moves: list[tuple[int, int, int]]) -> None:
        if not ok(mine, moves):
            return
        raw = tuple(moves)
        # two stones moved apart: one play whatever the order (written in the order of their points,
        # so the same play reads the same whichever die was thrown first)
        key = tuple(sorted(raw)) if len(raw) == 2 and raw[0][1] != raw[1][0] else raw
        if key not in found:
            found[key] = key

    record(mine0, [])
    for d1, d2 in orders:
        for s1 in range(1, 25):
            t1 = _step(mine0, theirs, off0, s1, d1, toccategli, passage)
            if t1 is None:
                continue
            m1 = mine0[:]
            m1[s1] -= 1
            off1 = off0
            if t1 == OFF:
                off1 += 1
            else:
                m1[t1] += 1
            record(m1, [(s1, t1, d1)])
            for s2 in range(1, 25):
                t2 = _step(m1, theirs, off1, s2, d2, toccategli, passage)
                if t2 is None or (t2 == OFF and s2 == t1 and mine0[t1] == 0):
                    continue                 # one stone may not count on to the rail (3158) ...
                m2 = m1[:]
                m2[s2] -= 1
                if t2 != OFF:
                    m2[t2] += 1
                record(m2, [(s1, t1, d1), (s2, t2, d2)])
    if full(mine0, RETOUR):
        # ... except to hold the jan de retour: the rail counts as a point, and a stone standing
        # the throw's sum from the rail (6-1, 5-2 or 4-3 from the seventh point from the end) goes
        # off in one, even before all stones are home (2992-2994, 3156)
        s1 = OFF - a - b
        for d1, d2 in orders:
            mid = s1 + d1
            if 1 <= s1 and mine0[s1] and mid <= 24 and theirs[mid] == 0 and mid != OPP_COIN:
                m = mine0[:]
                m[s1] -= 1
                if full(m, RETOUR):
                    record(m, [(s1, mid, d1), (mid, OFF, d2)])
    best = max(len(raw) for raw in found.values())
    out = [Play(tuple(Move(absolute(seat, s), absolute(seat, t), d) for s, t, d in raw))
           for raw in sorted(found.values()) if len(raw) == best]
    pp = puissance(mine0, theirs, seat, dice)
    if pp is not None and not any(sum(1 for m in p.moves if own(seat, m.dst) == COIN) == 2 for p in out):
        out.append(pp)
    return out


def puissance(mine: list[int], theirs: list[int], seat: int, dice: tuple[int, int]) -> Play | None:
    """The coin taken *par puissance*: neither player has his coin and the throw would bring two
    stones into the opponent's empty coin; each number is played one short, onto one's own."""
    if mine[COIN] or theirs[OPP_COIN] or theirs[COIN]:
        return None
    a, b = dice
    sa, sb = OPP_COIN - a, OPP_COIN - b
    if sa < 1 or sb < 1 or sa == COIN or sb == COIN:
        return None
    if (sa == sb and mine[sa] < 2) or mine[sa] < 1 or mine[sb] < 1:
        return None
    return Play((Move(absolute(seat, sa), absolute(seat, COIN), a), Move(absolute(seat, sb), absolute(seat, COIN), b)),
                True)


def apply_play(board: tuple[int, ...], off: tuple[int, int], seat: int, play: Play) -> tuple[tuple[int, ...], tuple[int, int]]:
    b = list(board)
    o = list(off)
    sign = 1 if seat == 0 else -1
    for m in play.moves:
        b[m.src - 1] -= sign
        if m.dst in (0, 25):
            o[seat] += 1
        else:
            b[m.dst - 1] += sign
    return tuple(b), (o[0], o[1])


def start_board() -> tuple[int, ...]:
    return tables_start(1, 24)
