"""Geometry, actions and the move generator of Verkehren im Brett (spec §6.1; docs/verkehren.md).

Fields are absolute 1–24, the board's points as the shared board numbers them; absolute ``a`` is
White's own field ``a``.  Both players travel the same way: Black's own field ``k`` is absolute
``k + 12`` (``k − 12`` beyond 12), so each player's field 13 is the other's field 1, his *Mahl*,
where the other's 15 stones start.  Own fields 1–12 lie on the opponent's side (12 is the
*Hücke*), 13–24 on one's own side (19–24 the bearing-off quarter, 24 the corner).

In a :class:`Move`, ``src`` 0 is a stone entering from off the board (hit, to be re-entered) and
``dst`` 25 a stone borne off.  Inside this module positions are worked in own coordinates:
``mine[k]``/``theirs[k]`` count the mover's and the opponent's stones on the mover's field ``k``
(``mine[0]``: the mover's stones to re-enter).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.protocol import IllegalAction
from engine.tables import (  # noqa: F401  (Dice, FirstThrow: the game's actions, named here too)
    STONES as STONES, Dice as Dice, FirstThrow as FirstThrow, Move as Move, moves_text, parse, parse_moves, point, split)
from engine.tables import start_board as tables_start

MAHL = 1             # one's house: all stones start there
HUECKE = 12          # the corner on the opponent's side, the one field there that may hold a band
OPP_MAHL = 13        # the opponent's house, in one's own numbering
HOME = range(19, 25)  # the bearing-off quarter
CORNER = 24          # the last field
ENTRY = range(1, 7)   # the entry area (Einwurfsplatz): the quarter where one's stones started
OFF = 25
BAR = 0


def other(k: int) -> int:
    """A field in the other player's numbering (the same shift both ways)."""
    return k + 12 if k <= 12 else k - 12


def absolute(seat: int, k: int) -> int:
    """Seat's own field ``k`` as an absolute field (0 and 25, off the board, stay as they are)."""
    if k <= 0 or k >= OFF or seat == 0:
        return k
    return other(k)


def own(seat: int, a: int) -> int:
    """Absolute field ``a`` in seat's own numbering (0 and 25 stay)."""
    return absolute(seat, a)


@dataclass(frozen=True)
class Play:
    """A whole throw played: its moves in the order made (none: nothing can be played)."""

    moves: tuple[Move, ...] = ()

    def __str__(self) -> str:
        return "play " + moves_text(self.moves)


@dataclass(frozen=True)
class Take:
    """The penalty for too many bands: two stones of the offender's band on absolute ``point``
    are taken out (they must be entered again)."""

    point: int

    def __str__(self) -> str:
        return f"take {self.point}"


@dataclass(frozen=True)
class LetStand:
    """The penalty for too many bands chosen as the right to hit the offender's bands."""

    def __str__(self) -> str:
        return "hitbands"


@dataclass(frozen=True)
class Concede:
    """Give the game up as a single loss (only without a band on one's own side)."""

    def __str__(self) -> str:
        return "concede"


@dataclass(frozen=True)
class Offer:
    """Offer to give the game up as a single loss (with a band on one's own side the other must
    consent, 2729-2731); the other answers with :class:`Accept` or :class:`Refuse`."""

    def __str__(self) -> str:
        return "offer"


@dataclass(frozen=True)
class Accept:
    """Consent to the other's offer: he loses the game single."""

    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True)
class Refuse:
    """Refuse the other's offer: he plays his throw on."""

    def __str__(self) -> str:
        return "refuse"


def parse_action(text: str) -> object:
    return parse(text, _parse_words)


def _parse_words(w: str, rest: list[str], text: str) -> object | None:
    if w == "play":
        return Play(parse_moves(rest, text, 4, "field"))
    if w == "take" and len(rest) == 1:
        p = point(rest[0], "field")
        if not 1 <= p <= 24:
            raise IllegalAction("malformed_action", text)
        return Take(p)
    if w == "hitbands" and not rest:
        return LetStand()
    if w == "concede" and not rest:
        return Concede()
    if w == "offer" and not rest:
        return Offer()
    if w == "accept" and not rest:
        return Accept()
    if w == "refuse" and not rest:
        return Refuse()
    return None


# ---------------------------------------------------------------------------------------------
# positions in own coordinates


def views(board: tuple[int, ...], bar: tuple[int, int], seat: int) -> tuple[list[int], list[int]]:
    """``(mine, theirs)``: stones per own field 0..24 of ``seat`` (index 0: ``seat``'s stones to
    re-enter) and the opponent's stones on those fields."""
    mine, theirs = split(board, seat, own, 25)
    mine[0] = bar[seat]
    return mine, theirs


def bands(mine: list[int]) -> int:
    """The player's bands that count against the limit: the Hücke and his own side (our reading:
    the stones still on the Mahl are not a band made)."""
    return sum(1 for k in range(HUECKE, 25) if mine[k] >= 2)


def band_fields(mine: list[int]) -> list[int]:
    return [k for k in range(HUECKE, 25) if mine[k] >= 2]


def free_entry(mine: list[int], theirs: list[int], exposed: bool) -> int:
    """Free fields of the entry area: no own stone there (no band on the opponent's side) and no
    opposing band (unless his bands may be hit)."""
    return sum(1 for k in ENTRY if mine[k] == 0 and (theirs[k] <= 1 or exposed))


def can_bear(mine: list[int], off: int) -> bool:
    return mine[0] == 0 and off + sum(mine[k] for k in HOME) == STONES


def step(mine: list[int], theirs: list[int], off: int, src: int, d: int, exposed: bool) -> int | None:
    """The own field a stone on ``src`` (0: to enter) reaches with ``d`` (25: off), or None."""
    if src == BAR:
        if mine[0] <= 0:
            return None
        t = d
        if mine[t] or (theirs[t] >= 2 and not exposed):
            return None
        return t
    if mine[0] or mine[src] <= 0:
        return None
    t = src + d
    if t >= OFF:
        if not can_bear(mine, off):
            return None
        if t > OFF and any(mine[k] for k in range(19, src)):
            return None                # a higher number bears off only from the farthest field
        return OFF
    if theirs[t] >= 2 and not exposed:
        return None
    if t == OPP_MAHL and theirs[t]:
        return None                    # the opponent's house counts as occupied (2695)
    if t < HUECKE and mine[t]:
        return None                    # no band on the opponent's side but in the Hücke (2689)
    return t


def why_not(mine: list[int], theirs: list[int], off: int, src: int, d: int, exposed: bool) -> str:
    """The reason code for a stone of ``src`` that cannot move ``d`` (for refusals)."""
    if src != BAR and mine[0]:
        return "must_enter"
    if src == BAR:
        if mine[0] <= 0:
            return "no_stone"
        if mine[d]:
            return "no_band_opponent_side"
        return "point_blocked"
    if mine[src] <= 0:
        return "no_stone"
    t = src + d
    if t >= OFF:
        if not can_bear(mine, off):
            return "bear_off_early"
        return "bear_off_farthest"
    if theirs[t] >= 2 and not exposed:
        return "point_blocked"
    if t == OPP_MAHL and theirs[t]:
        return "opponent_mahl"
    if t < HUECKE and mine[t]:
        return "no_band_opponent_side"
    return "illegal_play"


Raw = tuple[tuple[int, int, int, bool], ...]     # (src, dst, die, hit) in own fields


def raw_plays(mine0: list[int], theirs0: list[int], off0: int, dice: tuple[int, int], exposed: bool,
              all_orders: bool = True) -> list[tuple[Raw, tuple[Any, ...]]]:
    """Every legal way to play ``dice`` in own fields with the position it leaves:
    ``[(moves, (mine, theirs, off, hit_stones))]``.  As many numbers as can be played must be
    played (either one when only one of two can); a player shut out (more stones to enter than
    free fields in his entry area) plays nothing; a stone entering onto an opposing blot must hit
    it (2714): of the plays, those entering onto the most blots.  ``all_orders`` False keeps one
    order of each resulting position (for the computer players)."""
    a, b = dice
    if mine0[0] and mine0[0] > free_entry(mine0, theirs0, exposed):
        return [((), (mine0, theirs0, off0, 0))]
    seqs: list[tuple[int, ...]] = [(a,) * 4] if a == b else [(a, b), (b, a)]
    found: dict[Any, Any] = {}
    best = [0]

    def rec(mine: list[int], theirs: list[int], off: int, rest: tuple[int, ...], moves: list[Any], hits: int) -> None:
        n = len(moves)
        if n >= best[0]:
            if n > best[0]:
                best[0] = n
            key = tuple(moves) if all_orders else (n, tuple(mine), tuple(theirs), off)
            if key not in found:
                found[key] = (tuple(moves), (mine, theirs, off, hits))
        if not rest:
            return
        d = rest[0]
        tried = set()
        for s in range(0, 25):
            if not mine[s] or s in tried:
                continue
            if s and mine[0]:
                break
            tried.add(s)
            t = step(mine, theirs, off, s, d, exposed)
            if t is None:
                continue
            m = mine[:]
            th = theirs
            m[s] -= 1
            hit = False
            o = off
            h = hits
            if t == OFF:
                o += 1
            else:
                if theirs[t]:
                    th = theirs[:]
                    h += th[t]
                    th[t] = 0
                    hit = True
                m[t] += 1
            rec(m, th, o, rest[1:], moves + [(s, t, d, hit)], h)

    for order in seqs:
        rec(mine0, theirs0, off0, order, [], 0)
    out = [v for v in found.values() if len(v[0]) == best[0]]
    if best[0] == 0:
        return [((), (mine0, theirs0, off0, 0))]
    # compulsory hitting on entry: every entering stone that can hit must (2714)
    enter_hits = [sum(1 for s, _, _, h in mv if s == BAR and h) for mv, _ in out]
    most = max(enter_hits)
    if most:
        out = [x for x, e in zip(out, enter_hits) if e == most]
    return out


def simulate(mine: list[int], theirs: list[int], off: int, moves: list[tuple[int, int, int]], exposed: bool
             ) -> tuple[Raw, tuple[Any, ...]] | None:
    """Make ``moves`` (own ``(src, dst, die)``) one after the other: the moves with their hits and
    the position they leave, or None when one of them cannot be made."""
    m, th = mine[:], theirs[:]
    out = []
    hits = 0
    for src, dst, d in moves:
        if not 0 <= src <= 24:
            return None
        t = step(m, th, off, src, d, exposed)
        if t is None or t != dst:
            return None
        m[src] -= 1
        hit = False
        if t == OFF:
            off += 1
        else:
            if th[t]:
                hits += th[t]
                th[t] = 0
                hit = True
            m[t] += 1
        out.append((src, t, d, hit))
    return tuple(out), (m, th, off, hits)


def to_play(seat: int, raw: Raw) -> Play:
    return Play(tuple(Move(absolute(seat, s), absolute(seat, t), d) for s, t, d, _ in raw))


def start_board() -> tuple[int, ...]:
    return tables_start(absolute(0, MAHL), absolute(1, MAHL))


def board_from(mine: list[int], theirs: list[int], seat: int) -> tuple[int, ...]:
    """The absolute board from ``seat``'s own view."""
    b = [0] * 24
    sign = 1 if seat == 0 else -1
    for k in range(1, 25):
        a = absolute(seat, k) - 1
        if mine[k]:
            b[a] = sign * mine[k]
        elif theirs[k]:
            b[a] = -sign * theirs[k]
    return tuple(b)
