"""The rules of thumb of the book's strategy section (spec §10, §4.5) on pack indices, shared by
the beginner (which sees an observation) and the search's rollout (which sees every hand).

``choose_card(ctx)`` picks a card for the seat to move from what a player at the table knows:
its hand, the trick, the cards gone, its partners, who has shown a void.  ``choose_scat``
lays the Scat away, ``choose_bid`` / ``choose_king`` / ``choose_ask`` / ``choose_return``
decide form C's bidding.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterable, Sequence

from . import cards as T
from .honours import honours_of

SUIT, STR, VAL = T.SUIT, T.STRENGTH, T.VALUE
_TAROC_AT = [T.taroc(k) for k in range(22)]
TR, FOOL, SCUS, PAGAT, MONGUE = T.TRUMP, T.FOOL, T.SCUS, T.PAGAT, T.MONGUE


@dataclass
class Ctx:
    """What the seat to move knows, for the rules of thumb."""

    seat: int
    hand: list[int]                 # its cards
    legal: list[int]                # its legal cards
    trick: list[tuple[int, int]]    # ((seat, card), …) so far
    order: list[int]                # the seats still to play after it, in order
    partners: frozenset[int] = frozenset()   # its partners (form B, known partner in C)
    gone: set[int] = field(default_factory=set)        # cards played in earlier tricks and now
    voids: dict[int, set[int]] = field(default_factory=dict)     # seat -> set of suits it lacks (4 = Tarocs)
    pagat_owner_known: int = -1     # a seat known to hold the Pagat (-1: unknown / gone)
    last_tricks: int = 0            # tricks still to play including this one
    has_empty_pile: bool = False    # it has an empty card among its tricks (to pay for the Scüs)


def _beats(c: int, best: int) -> bool:
    sc, sb = SUIT[c], SUIT[best]
    if sc == FOOL:
        return False
    if sc == TR:
        return sb != TR or STR[c] > STR[best]
    return sc == sb and STR[c] > STR[best]


def current_best(trick: Iterable[tuple[int, int]]) -> tuple[int, int]:
    bq, bc = -1, -1
    for q, c in trick:
        if SUIT[c] == FOOL:
            continue
        if bq < 0 or _beats(c, bc):
            bq, bc = q, c
    return bq, bc


def _higher_tarocs_out(c: int, ctx: Ctx) -> bool:
    """Is any Taroc above ``c`` still in another hand (not gone, not mine)?"""
    gone, hand = ctx.gone, ctx.hand
    for k in range(STR[c] + 1, 22):
        t = _TAROC_AT[k]
        if t not in gone and t not in hand:
            return True
    return False


def _sure(c: int, ctx: Ctx) -> bool:
    """Will ``c`` win against the seats still to play (as far as the seat can tell)?"""
    s = SUIT[c]
    if s == TR:
        return not _higher_tarocs_out(c, ctx)
    gone, hand, sc = ctx.gone, ctx.hand, STR[c]
    for x in T.SUIT_CARDS[s]:
        if STR[x] > sc and x not in gone and x not in hand:
            return False
    # a seat void in the suit that still has Tarocs may trump
    for q in ctx.order:
        v = ctx.voids.get(q, set())
        if s in v and TR not in v:
            return False
    return True


def _cheap_key(c: int) -> tuple[int, int]:
    """Lower is cheaper to give away: empty cards first, low Tarocs last among empties, the Pagat
    and figures dear."""
    if c == SCUS:
        return (9, 0)
    if c == PAGAT:
        return (8, 0)
    if SUIT[c] == TR:
        return (2 if c != MONGUE else 9, STR[c])
    return (0 if VAL[c] == 1 else 3 + VAL[c], STR[c])


def choose_card(ctx: Ctx) -> int:
    legal = ctx.legal
    if len(legal) == 1:
        return legal[0]
    if not ctx.trick:
        return _lead(ctx)
    return _follow(ctx)


def _lead(ctx: Ctx) -> int:
    legal = [c for c in ctx.legal if c != SCUS] or ctx.legal
    hand = ctx.hand
    tarocs = sorted((c for c in legal if SUIT[c] == TR), key=lambda c: STR[c])
    # keep the Pagat for the last trick when it can win it
    if PAGAT in legal and len(legal) > 1 and ctx.last_tricks > 1:
        legal = [c for c in legal if c != PAGAT]
        tarocs = [c for c in tarocs if c != PAGAT]
    # lead Tarocs to force out an enemy Pagat (1544) when long in Tarocs
    pagat_out = PAGAT not in ctx.gone and PAGAT not in hand
    if tarocs and pagat_out and len(tarocs) >= 6:
        top = tarocs[-1]
        if not _higher_tarocs_out(top, ctx):
            return top
        return tarocs[0]
    # a sure King or other sure suit card
    for c in sorted(legal, key=lambda c: -VAL[c]):
        if SUIT[c] < 4 and VAL[c] >= 4 and _sure(c, ctx):
            return c
    # a low card of a suit where we hold no King (4.5), the longest such suit
    suits: dict[int, list[int]] = {}
    for c in legal:
        if SUIT[c] < 4:
            suits.setdefault(SUIT[c], []).append(c)
    if suits:
        def pref(s: int) -> tuple[bool, int]:
            has_k = T.KING[s] in hand
            return (has_k, -len(suits[s]))
        s = min(suits, key=pref)
        return min(suits[s], key=_cheap_key)
    return min(legal, key=_cheap_key)


def _follow(ctx: Ctx) -> int:
    legal = ctx.legal
    bq, bc = current_best(ctx.trick)
    points = sum(VAL[c] for _q, c in ctx.trick if c != SCUS)
    partner_wins = bq in ctx.partners
    last = not ctx.order
    winners = [c for c in legal if c != SCUS and _beats(c, bc)]
    real = [c for c in legal if c != SCUS] or legal
    if partner_wins:
        safe = last or (SUIT[bc] == TR and not _higher_tarocs_out(bc, ctx)) or _sure(bc, ctx)
        if safe:
            # feed partner a counting card that cannot win it for us anyway
            feed = [c for c in real if c not in (PAGAT, MONGUE) and not (SUIT[c] == TR)]
            if feed:
                return max(feed, key=lambda c: (VAL[c], -STR[c]))
        return min(real, key=_cheap_key)
    if winners:
        if last:
            # win as cheaply as possible; the Pagat wins in the last trick if it can
            if PAGAT in winners and ctx.last_tricks == 1:
                return PAGAT
            return min(winners, key=lambda c: (c == PAGAT, SUIT[c] == TR, STR[c]))
        sure = [c for c in winners if _sure(c, ctx)]
        if sure and (points >= 3 or any(VAL[c] >= 4 for c in sure)):
            return min(sure, key=lambda c: (SUIT[c] == TR and c != MONGUE, STR[c]))
    # cannot (or will not) win: keep counting cards; the Scüs saves a figure (1538)
    lose = min(real, key=_cheap_key)
    if SCUS in legal and VAL[lose] >= 2 and SUIT[lose] != TR:
        return SCUS
    if SCUS in legal and lose == PAGAT:
        return SCUS
    return lose


# ----------------------------------------------------------------------- the Scat
def choose_scat(hand: Sequence[int], choices: Sequence[int], k: int, variant: str = "classic",
                scus_ten: bool = False, form: str = "A") -> tuple[int, ...]:
    """Bury counting cards (not Kings) and make short suits void, keeping the honours (spec §10)."""
    suit_len = [sum(1 for c in hand if SUIT[c] == s) for s in range(4)]
    trumps = [c for c in hand if SUIT[c] in (TR, FOOL)]

    def score(c: int) -> float:
        if SUIT[c] in (TR, FOOL):
            return 20.0 if len(trumps) == 3 else -50.0   # few Tarocs: lay them away with the Pagat
        return VAL[c] * 3 + (6 - suit_len[SUIT[c]]) - STR[c] / 20
    cand = sorted(choices, key=score, reverse=True)[:10]
    base = sum(h[1] for h in honours_of(hand, variant, scus_ten, form))
    best: tuple[int, ...] | None = None
    best_v = -1e9
    for cs in combinations(cand, k):
        rest = [c for c in hand if c not in cs]
        hv = sum(h[1] for h in honours_of(rest, variant, scus_ten, form))
        v = sum(score(c) for c in cs) + 3 * (hv - base)
        if v > best_v:
            best, best_v = cs, v
    return tuple(sorted(best or tuple(choices[:k])))


# ----------------------------------------------------------------------- form C
def strength(hand: Sequence[int]) -> tuple[int, int]:
    t = sum(1 for c in hand if SUIT[c] == TR) + (1 if SCUS in hand else 0)
    k = sum(1 for c in hand if c in T.KING)
    return t, k


def choose_bid(hand: Sequence[int], open_bids: Sequence[str]) -> str:
    t, k = strength(hand)
    top = sum(1 for c in hand if SUIT[c] == TR and STR[c] >= 17)
    want = "pass"
    if t >= 12 and k >= 2 and top >= 3:
        want = "solo"
    elif t >= 10 and top >= 2:
        want = "mediateur"
    elif t >= 7 or (t >= 6 and k >= 2):
        want = "frage"
    order = ["pass", "frage", "mediateur", "solo"]
    while want not in open_bids:
        want = order[order.index(want) - 1]
    return want


def choose_king(hand: Sequence[int], kings: Sequence[int]) -> int:
    """The King of the suit it holds most of (partner's King guards its figures)."""
    def key(k: int) -> tuple[int, int]:
        s = SUIT[k]
        return (sum(VAL[c] for c in hand if SUIT[c] == s), sum(1 for c in hand if SUIT[c] == s))
    return max(kings, key=key)


def choose_ask(hand: Sequence[int], askable: Sequence[int]) -> int:
    tarocs = [c for c in askable if SUIT[c] == TR]
    if tarocs:
        return max(tarocs, key=lambda c: STR[c])
    return askable[0]


def choose_return(hand: Sequence[int], legal: Sequence[int]) -> int:
    suit_len = [sum(1 for c in hand if SUIT[c] == s) for s in range(4)]
    return min(legal, key=lambda c: (SUIT[c] == TR, VAL[c], suit_len[SUIT[c]] if SUIT[c] < 4 else 9, STR[c]))
