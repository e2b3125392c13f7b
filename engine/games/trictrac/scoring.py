"""What a throw scores: hits true and false, the coin hit, the jans and their ways (§7.3, §7.6).

All in the thrower's own coordinates (see :mod:`.board`).  Values are Grand Trictrac's; the
state halves them for Toccategli through :class:`Values`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.tables import distinct_throws

from .board import COIN, GRAND, JAN_TABLES, OPP_COIN, PETIT, RETOUR, TALON, full

#: the 36 throws of two dice by their sum (Chapter V)
def combinations() -> dict[int, int]:
    out: dict[int, int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            out[a + b] = out.get(a + b, 0) + 1
    return out


def shots(distance: int) -> int:
    """How many of the 36 throws hit a blot ``distance`` (1..12) points away, nothing in the way,
    doublets played as two moves (the book's rule of ten, 3082)."""
    n = 0
    for a in range(1, 7):
        for b in range(1, 7):
            if distance in (a, b) or (a + b == distance) or (a == b and 2 * a == distance):
                n += 1
    return n


def jan_points_by_ways(ways: int, doublet: bool, simple: int = 4, double: int = 6) -> int:
    return ways * (double if doublet else simple)


def routes(a: int, b: int) -> list[tuple[int, ...]]:
    """The ways a throw can carry a stone: each number alone and both together (a doublet: the
    number and twice it)."""
    if a == b:
        return [(a,), (a, a)]
    return [(a,), (b,), (a, b)]


@dataclass(frozen=True)
class Values:
    """Points of one game form: (simple, doublet) pairs."""

    jan: tuple[int, int] = (4, 6)
    hit_petit: tuple[int, int] = (4, 6)
    hit_grand: tuple[int, int] = (2, 4)
    unplayable: tuple[int, int] = (2, 2)
    trois_coups: int = 4
    false_hits: bool = True
    first_off: tuple[int, int] = (4, 6)     # seed 3000; Toccategli's footnote: only 2, doublet or not


TRICTRAC = Values()


def toccategli_values(doublet_jan: int) -> Values:
    return Values(jan=(2, doublet_jan), hit_petit=(2, 4), hit_grand=(1, 2), unplayable=(1, 2), trois_coups=2,
                  false_hits=False, first_off=(2, 2))


@dataclass(frozen=True)
class Score:
    """One score: ``to_thrower`` False gives it to the opponent."""

    reason: str
    points: int
    ways: int = 0
    to_thrower: bool = True
    point: int | None = None     # own point of the thrower hit (converted by the state)
    true: bool | None = None


def hits(mine: list[int], theirs: list[int], a: int, b: int, v: Values) -> list[Score]:
    """True and false hits on the opponent's blots, per way, valued by the table of the blot."""
    d = 1 if a == b else 0
    out = []
    for t in range(2, 25):
        if theirs[t] != 1:
            continue
        ways = 0
        blind = False
        for r in routes(a, b):
            dist = sum(r)
            src = t - dist
            if src < 1 or mine[src] == 0:
                continue
            if len(r) == 1:
                ways += 1
                continue
            mids = {src + r[0], src + r[1]}
            # one may rest on a half band, but not to cross into the jan de retour table (3006)
            if any(theirs[m] == 0 or (theirs[m] == 1 and t < 19) for m in mids):
                ways += 1
            else:
                blind = True
        pair = v.hit_petit if (t in PETIT or t in RETOUR) else v.hit_grand
        if ways:
            out.append(Score("true_hit", ways * pair[d], ways, True, t, True))
        elif blind and v.false_hits:
            out.append(Score("false_hit", pair[d], 1, False, t, False))
    return out


def coin_hit(mine: list[int], theirs: list[int], a: int, b: int, v: Values) -> Score | None:
    """The opponent's empty coin hit: one's own coin held and two stones reach his (3037)."""
    if mine[COIN] < 2 or theirs[OPP_COIN]:
        return None
    sa, sb = OPP_COIN - a, OPP_COIN - b
    if sa < 1 or sb < 1:
        return None
    need = {sa: 0, sb: 0}
    need[sa] += 1
    need[sb] += 1
    if any(mine[src] < n for src, n in need.items()):
        return None
    d = 1 if a == b else 0
    # with aces the coin is hit only by stones piled on one's own coin beyond its two (3037); a hit
    # by a stone that may not be set is a blind one (3021): our reading, a blind hit in the petit
    # jan table, to the opponent
    if any(mine[src] - 2 < n for src, n in need.items() if src == COIN):
        return Score("false_hit", v.hit_petit[d], 1, False, OPP_COIN, False) if v.false_hits else None
    return Score("coin_hit", v.jan[d])


def early_jans(mine: list[int], theirs: list[int], a: int, b: int, v: Values) -> list[Score]:
    """Jan de deux tables and jan de mézéas, or their contre-jans (2880-2920)."""
    d = 1 if a == b else 0
    pts = v.jan[d]
    opp_has_coin = theirs[OPP_COIN] >= 2
    if mine[TALON] != 13:
        return []
    others = [k for k in range(2, 25) for _ in range(mine[k])]
    if len(others) != 2:
        return []
    if others == [COIN, COIN]:
        if 1 in (a, b):
            reason = "contre_jan_de_mezeas" if opp_has_coin else "jan_de_mezeas"
            return [Score(reason, pts, 0, not opp_has_coin)]
        return []
    x, y = others
    if (x + a == COIN and y + b == OPP_COIN) or (x + b == COIN and y + a == OPP_COIN) or \
            (y + a == COIN and x + b == OPP_COIN) or (y + b == COIN and x + a == OPP_COIN):
        reason = "contre_jan_de_deux_tables" if opp_has_coin else "jan_de_deux_tables"
        return [Score(reason, pts, 0, not opp_has_coin)]
    return []


def jan_ways(mine: list[int], theirs: list[int], a: int, b: int, table: range) -> int:
    """In how many ways the throw fills the jan of ``table`` (2937-2953): when one stone is
    missing, one way for each number (and their sum) that can bring a stone to the point that
    lacks it without breaking a band; otherwise one way."""
    missing = [(k, 2 - mine[k]) for k in table if mine[k] < 2]
    need = sum(n for _, n in missing)
    if need != 1:
        return 1
    t = missing[0][0]
    ways = 0
    for r in routes(a, b):
        src = t - sum(r)
        if src < 1 or mine[src] == 0:
            continue
        if src in table and mine[src] <= 2:
            continue                 # would break a band of the same jan
        if src == COIN and (table is RETOUR or mine[COIN] == 2):
            continue                 # a stone in one's coin supplies no way (2988), nor leaves it alone
        if len(r) == 2:
            mids = {src + r[0], src + r[1]}
            if not any(theirs[m] == 0 and m != OPP_COIN for m in mids):
                continue
        ways += 1
    return max(ways, 1)


def jan_scores(before: list[int], theirs: list[int], after: list[int], a: int, b: int, v: Values) -> list[Score]:
    """Jans made (by ways) or held after the play."""
    d = 1 if a == b else 0
    out = []
    for name, table in JAN_TABLES.items():
        if not full(after, table):
            continue
        if full(before, table):
            out.append(Score("hold_" + name, v.jan[d]))
        else:
            w = jan_ways(before, theirs, a, b, table)
            if d:
                w = min(w, 2)
            out.append(Score(name, w * v.jan[d], w))
    return out


def trois_coups(after: list[int]) -> bool:
    """Six stones in a row from the second point: the jan de trois coups (2874)."""
    return all(after[k] >= 1 for k in range(2, 8))


__all__ = ["combinations", "distinct_throws", "shots", "jan_points_by_ways", "routes", "Values", "TRICTRAC",
           "toccategli_values", "Score", "hits", "coin_hit", "early_jans", "jan_ways", "jan_scores", "trois_coups",
           "GRAND"]
