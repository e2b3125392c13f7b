"""Whist's master level: the strong level's worlds, each valued double-dummy by a real solver.

Bridge programs value each sampled world with a double-dummy solver (perfect-information Monte
Carlo with exact open-hand play); the strong level values it with the heuristic open-hand playout of
:mod:`.playout`, and more time for it buys more worlds but not better judgement of each.  The master
samples worlds exactly as the strong level does (:func:`.sampler.sample`, from the seat's
observation alone) and values every legal card in each world by one call of Bo Haglund's DDS
(``endplay.dds.solve_board``: the tricks the side to move takes with every card, all four hands
open), turned into the points the deal would score (:func:`card_values`).  3 s a decision
(:data:`engine.ai.master.MASTER_BUDGET`) through the shared search (:class:`engine.ai.search.SearchPlayer`:
its stopping rule, tie-break and evaluation for hints and reviews).

The solver is the optional dependency ``endplay`` (``pip install 'academie[dds]'``, MIT, a wheel
for CPython 3.11 on manylinux); :func:`available` says whether it imports, and the kind
``engine.games.whist.MASTER_KIND`` is offered only then (``PlayerKind.available``) -- once listed:
measured not stronger than the strong level (docs/whist.md, "The master level"), it is not listed
yet.  Nothing else of Whist needs the solver.

Seats map onto DDS's N, E, S, W so that play goes N → E → S → W whatever Whist's direction of play
(:func:`dds_player`): seats 0 and 2 are always N and S, seats 1 and 3 E and W, so Whist's sides are
DDS's; Whist's suits C D H S are DDS's denominations clubs 3 … spades 0.
"""

from __future__ import annotations

import random
from typing import Any

from . import scoring as SC
from . import tables as T

__all__ = ["available", "dds_player", "dd_tricks", "card_values", "master", "RANKS"]

RANKS = "23456789TJQKA"


def available() -> bool:
    """Whether the double-dummy solver can be used here (the optional ``endplay`` imports)."""
    try:
        import endplay.dds  # noqa: F401
    except Exception:            # not installed, or its library cannot load on this machine
        return False
    return True


def dds_player(seat: int, step: int) -> int:
    """The DDS player (N 0, E 1, S 2, W 3; play goes clockwise N → E → S → W) of a Whist seat when
    play passes from seat ``q`` to ``q + step`` (1 clockwise, 3 counter-clockwise)."""
    return seat if step == 1 else (4 - seat) % 4


def _pbn_suit(mask: int, suit: int) -> str:
    return "".join(RANKS[T.STRENGTH[i]] for i in T.bits(mask & T.SUIT_MASK[suit]))


def dd_tricks(state: Any) -> dict[int, int]:
    """Card index -> the tricks the side of the seat to move takes from here on (the trick in
    progress included) when it plays that card and all four hands play on with best play, seeing
    each other's cards.  Every legal card of the seat to move is answered."""
    from endplay.dds import solve_board
    from endplay.types import Card, Deal, Denom, Player

    step = state.step
    hands = list(state.hands)
    for q, c in state.trick:              # DDS takes the trick's cards from the hands as they are played
        hands[q] |= 1 << c
    by_player = [0] * 4
    for q in range(4):
        by_player[dds_player(q, step)] = hands[q]
    # PBN lists each hand spades, hearts, diamonds, clubs; Whist's suits are C D H S (0..3)
    d = Deal("N:" + " ".join(".".join(_pbn_suit(by_player[p], s) for s in (3, 2, 1, 0)) for p in range(4)))
    first = state.trick[0][0] if state.trick else state.to_move
    d.first = Player(dds_player(first, step))
    d.trump = Denom(3 - state.trump) if state.trump >= 0 else Denom.nt
    for _q, c in state.trick:
        d.play(Card(f"{'CDHS'[T.SUIT_OF[c]]}{RANKS[T.STRENGTH[c]]}"))
    out: dict[int, int] = {}
    for card, tricks in solve_board(d):
        suit = 3 - int(card.suit)                    # Denom: spades 0 .. clubs 3
        rank = int(card.rank).bit_length() - 3       # Rank: the two is 1 << 2 .. the ace 1 << 14
        out[13 * suit + 12 - rank] = int(tricks)
    return out


def _deal_points(state: Any, side_tricks: int, side: int) -> float:
    """The points ``side`` scores in the deal minus the other side's when it ends with ``side_tricks``
    tricks of 13 (as :func:`.ai.rollout` counts them: tricks over six and honours through
    :func:`.scoring.settle_deal`, plus a hundredth per trick of difference)."""
    tw = [0, 0]
    tw[side] = side_tricks
    tw[1 - side] = T.TRICKS - side_tricks
    honours = [0, 0]
    for q in range(4):
        honours[q % 2] += T.honours_in(state.dealt[q], state.trump)
    o = state.opts
    sc = SC.settle_deal(state.points, (tw[0], tw[1]), (honours[0], honours[1]), game_points=o.game_points,
                        honours_count=o.honours_count, not_at_nine=o.honours_not_at_nine,
                        revoke_penalty=o.revoke_penalty_points)
    return float((sc.after[side] - sc.before[side]) - (sc.after[1 - side] - sc.before[1 - side])) \
        + (tw[side] - tw[1 - side]) / 100


def card_values(world: Any, actions: list[Any], seat: int, rng: random.Random) -> list[float]:
    """Each action's value in ``world`` for ``seat`` (the seat to move): the points its side makes in
    the deal minus the other side's with double-dummy play from here on (the unit of the strong
    level's rollout, so hints and reviews read the same).  The search's ``world_values``."""
    side = seat % 2
    done = world.tricks_won[side] + world.tricks_won[side + 2]
    dd = dd_tricks(world)
    cache: dict[int, float] = {}
    out = []
    for a in actions:
        n = done + dd[T.INDEX[a.card]]
        if n not in cache:
            cache[n] = _deal_points(world, n, side)
        out.append(cache[n])
    return out


def master(budget: float | None = None) -> Any:
    """The master level: the strong level (its sampler, the beginner's calls at eight, its tie-break)
    with each world valued double-dummy, for 3 s a decision (``budget``: another time; ``None`` keeps
    the master's)."""
    from engine.ai.master import MASTER_BUDGET, master_of

    from .ai import strong

    p = master_of(strong(), budget=MASTER_BUDGET if budget is None else budget)
    p.world_values = card_values
    return p
