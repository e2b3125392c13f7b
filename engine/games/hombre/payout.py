"""What a finished deal of the L'Hombre family pays each seat, for the strong levels' rollouts.

Shared by L'Hombre for three (:mod:`.ai`) and Kaufquadrille (:mod:`.kauf_search`):

* :func:`settlement` -- the settlement's facts (payments, who takes the pot, the bêtes made) for a
  deal played out to given trick counts; it mirrors ``game._settle`` (fee, matadors held when play
  began, premiers, vole, codille doubling, the pot readings, method 2's jetton rows and its capped
  third bête, the block) without building the engine's ledger, events and next deal;
* :func:`deal_value` -- what those facts are worth to one seat in markers: his payments, his
  share of the pot, and the bêtes: on the last deal of a sitting they go back to their payer
  (INTERPRETATION 37); earlier a bête costs its maker all but his share of the pots it will feed;
* :func:`settled_rollout` -- plays a position to the end of its deal with all hands open and a
  quick policy, and returns :func:`deal_value` divided by the pot in play (the family's unit,
  bêtes, for hints).

``tests/engine/test_kauf_ai.py`` and ``tests/engine/test_hombre_payout.py`` check
:func:`settlement` against ``game._settle`` over random finished deals under every preset.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from . import ranks as R
from .game import (FEES, codille_doubles, codille_takes_pot, held_when_play_began, loss_fee, multiplier, outcome,
                   win_fee)

__all__ = ["deal_value", "settlement", "vole_sure", "settled_rollout"]

#: ``policy(p, hands, trick, lone, trump, n, rng) -> card``: the card seat ``p`` plays, all hands open
Policy = Callable[[int, list[int], list[tuple[int, int]], int, int, int, random.Random], int]


def deal_value(summary: dict[str, Any], seat: int, n: int, last: bool, pot: float) -> float:
    """What a finished deal pays ``seat`` in markers, from its summary (``game._settle``'s keys:
    ``result``, ``payments``, ``pot_to``, ``bete``, ``challenger_bete``, ``block_paid``,
    ``declarer``, ``challenger``); ``pot`` is the pot the deal was played for."""
    if summary.get("result") == "passed_out":
        return pot / n
    pays = summary.get("payments") or [0.0] * n
    v = float(pays[seat])
    pot_to = summary.get("pot_to") or {}
    if pot_to:
        v += float(pot_to.get(seat, 0.0))
    else:
        v += pot / n
    if not last:
        d = summary.get("declarer")
        for maker, key in ((d, "bete"), (summary.get("challenger"), "challenger_bete"), (d, "block_paid")):
            a = float(summary.get(key) or 0.0)
            if a and maker is not None:
                v += a / n - (a if seat == maker else 0.0)
    return v


def settlement(state: Any, tricks: list[int], held_d: int, premiers: bool, vole: str) -> dict[str, Any]:
    """The settlement's facts for a deal played out to ``tricks`` (mirrors ``game._settle``):
    ``held_d`` is l'Hombre's hand when play began (for the matadors), ``vole`` ``committed`` when
    he played for it (or announced it)."""
    pub = state.pub
    o = state.opts
    n = pub.n
    d = pub.declarer
    t = pub.trump
    opps = [q for q in range(n) if q != d]
    led = pub.ledger
    P = float(led.pot)
    m = R.matadors(held_d, t)
    kind = pub.contract or "ask"
    F = FEES[kind]
    mult = multiplier(o, pub)
    prem = 1 if (pub.laid_down or premiers) else 0
    pays = [0.0] * n
    out: dict[str, Any] = {"declarer": d, "challenger": pub.challenger, "payments": pays}

    def honour(q_from: int, q_to: int, amount: float) -> None:
        a = amount * mult
        pays[q_from] -= a
        pays[q_to] += a
    block = bool(led.blocks and led.blocks[d])
    third = o.stake_method == "jetton_rows_method2"   # a third bête costs no more than the second

    # bêtes in the order the engine makes them: which bête standing each is (method 2 caps a third
    # at what the second cost) depends on the pot being taken first and on the bêtes made before
    standing = led.standing_betes() + len(led.new_betes)
    second = float(led.second_bete)

    def cost(amount: float) -> float:
        nonlocal standing, second
        if amount <= 0:
            return 0.0
        standing += 1
        if third:
            if standing == 2:
                second = amount
            elif standing >= 3 and second > 0:
                return min(amount, second)
        return amount

    def take() -> None:
        nonlocal standing
        if led.bete_in_play:
            standing -= 1   # the bête in play goes with the pot
    if pub.conceded:
        for q in opps:
            honour(d, q, F + m)
        out.update(result="conceded", bete=cost(P), block_paid=12 if block else 0)
        standing += block
        ch = pub.challenger
        _res, w = R.classify(tricks, -1)
        if w == ch:
            out["pot_to"] = {ch: P}
        else:
            if w is not None and w != d:
                out["pot_to"] = {w: P}
                take()
            out["challenger_bete"] = cost(P)
        return out
    res, w = ("win", d) if pub.laid_down else outcome(pub, tuple(tricks))
    total = 9 if n == 3 else 8
    made = tricks[d] == total
    failed = vole == "committed" and not made
    if res == "win":
        out["result"] = "win"
        if o.stake_method == "jetton_rows_method2" and made:
            allp = P + float(led.waiting)
            out["pot_to"] = {d: allp}
            for q in opps:
                honour(q, d, F + m + prem)
                if led.standing_betes() <= 1:
                    pays[q] -= allp / len(opps)
                    pays[d] += allp / len(opps)
        elif o.stake_method == "jetton_rows_method2" and failed:
            allp = P + float(led.waiting)
            out["pot_to"] = {q: allp / len(opps) for q in opps}
            for q in opps:
                honour(q, d, F + m)
        else:
            out["pot_to"] = {d: P}
            for q in opps:
                honour(q, d, win_fee(kind, m, prem, made, failed))
        return out
    loss = loss_fee(kind, m)
    bete = P
    if res == "codille":
        doubled = codille_doubles(o, led)
        bete = 2 * P if doubled else P
        if codille_takes_pot(o, doubled):
            out["pot_to"] = {w: P}
            take()
    out.update(result=res, bete=cost(bete), block_paid=12 if block else 0)
    for q in opps:
        honour(d, q, loss)
    return out


def vole_sure(hand: int, others: int, t: int) -> bool:
    """L'Hombre's remaining cards (some left) are all trumps above every trump the others hold."""
    return bool(hand) and R.tops_trumps(hand, others, t)


def settled_rollout(state: Any, seat: int, rng: random.Random, to_play: Callable[[Any, random.Random], Any],
                    policy: Policy, *, end_when_reviewed: bool = False) -> float:
    """Play ``state`` to the end of its deal and return what it pays ``seat`` (:func:`deal_value`)
    in bêtes (markers divided by the pot in play).  ``to_play(state, rng)`` takes a position before
    the play up to the first card (or to the end of a deal that is not played); the cards are then
    played by ``policy``.  After five tricks to l'Hombre he plays on for the vole only if it is
    sure; with ``end_when_reviewed`` a l'Hombre who looked at a trick (and may no longer play for
    the vole) ends there too, as the engine does, instead of playing on to a vole it never pays."""
    pub0 = state.pub
    n = pub0.n
    pot = float(pub0.ledger.pot)
    before = pub0.deal_no
    last = pub0.deal_no + 1 >= pub0.deals_total
    unit = pot if pot > 0 else 1.0
    if pub0.phase != "play":
        state = to_play(state, rng)
        if state.pub.phase != "play" or state.pub.deal_no != before:
            hist = state.pub.history
            if hist:
                summ = dict(hist[-1])
                if summ.get("deal") == before + 1:
                    return deal_value(summ, seat, n, last, pot) / unit
            return float(pot / n / unit)
    pub = state.pub
    t = pub.trump
    d = pub.declarer
    lone = pub.challenger if pub.challenger is not None else d
    hands = list(state.hands)
    held_d = held_when_play_began(state, d)
    tricks = list(pub.tricks_taken)
    done = len(pub.tricks)
    premiers = done >= 5 and all(w == d for _ld, _cs, w in pub.tricks[:5])
    vole = pub.vole
    trick = list(pub.trick)
    p = pub.to_move
    while any(hands):
        c = policy(p, hands, trick, lone, t, n, rng)
        hands[p] &= ~(1 << c)
        trick.append((p, c))
        if len(trick) < n:
            p = (p + 1) % n
            continue
        w = trick[R.trick_winner([x for _, x in trick], t)][0]
        tricks[w] += 1
        done += 1
        trick = []
        p = w
        if done == 5 and tricks[d] == 5 and pub.challenger is None:
            premiers = True
            if vole == "" and not pub.reviewed:
                others = 0
                for q in range(n):
                    if q != d:
                        others |= hands[q]
                if vole_sure(hands[d], others, t):
                    vole = "committed"
                else:
                    vole = "stopped"
                    break
            elif vole == "" and end_when_reviewed:
                break  # the game is won and no vole can follow: the engine settles now
        if vole == "committed" and tricks[d] < done and pub.contract != "solo_tout":
            break  # the vole failed: settled at once
    summ = settlement(state, tricks, held_d, premiers, vole)
    return deal_value(summ, seat, n, last, pot) / unit
