"""What Reversis pays, as pure functions over small integers (used by the engine and by the
search's fast play-outs alike).

A payment is an item ``(kind, payer, payee, amount, trick)``; ``payee`` :data:`PW` means "the
partie winner", settled when the deal is over (spec §8.1).  Kinds:

* ``quinola_renounce`` -- the winner of a trick on which the Quinola was renounced pays its player 4;
* ``quinola_forced`` / ``quinola_forced_other`` -- the Quinola played to a heart lead: its player
  pays the leader 4, each other player pays him 2;
* ``quinola_led`` -- the Quinola led: its player pays the partie winner 4;
* ``ace_played`` (to the partie winner), ``ace_forced`` (to the leader), ``ace_renounce`` (from the
  trick's winner) -- 1, the ace of diamonds 2;
* ``partie``, ``under_pot``, ``bonus``, ``reversy``, ``reversy_break`` -- the end-of-deal payments.

Everything happening at the 11th trick is paid double (1350); with ``vis_a_vis`` every payment
between opposite seats is doubled at the end (1364).
"""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from . import tables as T
from .options import ReversisOptions, bonus_cards, break_tricks

__all__ = ["PW", "trick_items", "partie", "settle", "Settlement", "tie_order", "ACE_KINDS"]

PW = -1
#: the book's payments in counters (1338-1364)
PARTIE = 4
QUINOLA_PAY = 4          # Quinola renounced (from the trick's winner), forced (to the leader), led (to the partie winner)
QUINOLA_OTHER = 2        # from each other player to the leader who forced the Quinola
ACE_PAY = 1
ACE_DIAMONDS_PAY = 2
LAST_TRICK_FACTOR = 2
REVERSY_PAY = 8          # from each other player
BREAK_PAY = 8            # to the player who breaks a Reversy à la bonne
UNDER_POT = {"ace": 1, "ace_diamonds": 2, "quinola": 4}
BONUS_PAY = 1
ACE_KINDS = ("ace_played", "ace_forced", "ace_renounce")


def tie_order(dealer: int) -> tuple[int, int, int, int]:
    """Seats from nearest to farthest on the pot's left (spec §8.3): the dealer, his left-hand
    neighbour, the player opposite, the elder hand (play passes seat + 1, to the right)."""
    return (dealer, (dealer + 3) % 4, (dealer + 2) % 4, (dealer + 1) % 4)


def partie(points: Sequence[int], tricks: Sequence[int], dealer: int) -> tuple[int, int]:
    """(winner, loser) of the partie: fewest points wins (ties: fewer tricks, then nearest to the
    pot's left); most points pays (ties: more tricks, then farthest from the pot's left)."""
    order = tie_order(dealer)
    near = {q: i for i, q in enumerate(order)}
    w = min(range(4), key=lambda q: (points[q], tricks[q], near[q]))
    lo = max(range(4), key=lambda q: (points[q], tricks[q], near[q]))
    return w, lo


def trick_items(k: int, plays: Sequence[tuple[int, int]], singles: Sequence[bool], winner: int, sweeper: int,
                opts: ReversisOptions) -> tuple[list[tuple[Any, ...]], tuple[str, int] | None]:
    """The payments a finished trick causes and what happened to the Quinola in it.

    ``k`` is the trick's number (1..11), ``plays`` its ``(seat, card)`` in order, ``singles[i]``
    whether the i-th player held no other card of the suit led when he played, ``sweeper`` the seat
    that won every earlier trick (``-1`` at the first trick or when no one did).  The Quinola's fate
    is ``("renounce" | "forced" | "led" | "attempt_last" | "attempt_early", seat)``: the engine
    gives the pot, makes the Bête, or waits for the Reversy."""
    dbl = LAST_TRICK_FACTOR if k == T.TRICKS else 1
    leader, led_card = plays[0]
    led = T.SUIT_OF[led_card]
    items: list[tuple[Any, ...]] = []
    fate: tuple[str, int] | None = None
    for i, (q, c) in enumerate(plays):
        if c == T.QUINOLA:
            if i == 0:
                if sweeper == q and k == T.TRICKS:
                    fate = ("attempt_last", q)
                elif sweeper == q and k <= opts.quinola_early_lead_threshold:
                    fate = ("attempt_early", q)
                else:
                    fate = ("led", q)
                    items.append(("quinola_led", q, PW, QUINOLA_PAY * dbl, k))
            elif led == T.HEARTS:
                fate = ("forced", q)
                items.append(("quinola_forced", q, leader, QUINOLA_PAY * dbl, k))
                for r, _c in plays:
                    if r not in (q, leader):
                        items.append(("quinola_forced_other", r, leader, QUINOLA_OTHER * dbl, k))
            else:
                fate = ("renounce", q)
                if winner != q:
                    items.append(("quinola_renounce", winner, q, QUINOLA_PAY * dbl, k))
        elif c in T.ACES:
            v = (ACE_DIAMONDS_PAY if c == T.ACE_DIAMONDS else ACE_PAY) * dbl
            free = opts.heart_ace_free and c == T.ACE_HEARTS
            if i == 0:
                if not free:
                    items.append(("ace_played", q, PW, v, k))
            elif T.SUIT_OF[c] == led:
                if free:
                    continue
                if singles[i]:
                    if q != leader:
                        items.append(("ace_forced", q, leader, v, k))
                else:
                    items.append(("ace_played", q, PW, v, k))
            elif winner != q:
                items.append(("ace_renounce", winner, q, v, k))
    return items, fate


class Settlement(NamedTuple):
    payments: list[tuple[Any, ...]]   # (kind, payer, payee, amount, trick) between players, vis-à-vis applied
    net: tuple[int, ...]    # per seat, from the payments
    winner: int             # partie winner, -1 when no partie was played
    loser: int
    reversy: int            # the seat that took every trick, or -1
    broken: tuple[int, ...]   # (maker, breaker, trick) of a Reversy broken à la bonne, or ()
    pending: str            # the Quinola led early in a Reversy attempt: "pot", "bete" or ""
    lapsed: list[tuple[Any, ...]]   # items that were dropped (payments to a partie winner when none, refunds)


def settle(winners: Sequence[int], points: Sequence[int], tricks: Sequence[int], items: Sequence[tuple[Any, ...]],
           dealer: int, opts: ReversisOptions, under: int, start_hands: Sequence[int], privilege: int,
           privilege_used: bool, pending: int) -> Settlement:
    """The payments of a finished deal.  ``winners`` are the 11 tricks' winners in order, ``items``
    the payments the tricks caused, ``under`` the mask of the cards under the pot, ``start_hands``
    the hands when the play began, ``privilege`` the seat with all four aces using the privilege
    (or -1), ``pending`` the seat that led the Quinola early in a Reversy attempt (or -1)."""
    pays: list[tuple[Any, ...]] = []
    lapsed: list[tuple[Any, ...]] = []
    first = winners[0]
    j = next((i for i, w in enumerate(winners) if w != first), None)
    reversy = first if j is None else -1
    broken: tuple[int, ...] = ()
    if j is not None and j + 1 in break_tricks(opts) and j >= 1:
        broken = (first, winners[j], j + 1)
    pend = ""
    its = list(items)
    if pending >= 0:
        if reversy == pending:
            pend = "pot"
        else:
            pend = "bete"
            its.append(("quinola_led", pending, PW, QUINOLA_PAY, 0))
    w = lo = -1
    if reversy >= 0:
        for it in its:
            # the seed (1360-1362): the aces thrown on his tricks and the Quinola's 4 come back to him
            if it[2] == PW or (it[1] == reversy and it[0] in ("ace_renounce", "quinola_renounce")):
                lapsed.append(it)
            else:
                pays.append(it)
        if privilege >= 0 and privilege != reversy and privilege_used and opts.four_aces_privilege:
            pays.append(("reversy", privilege, reversy, 3 * REVERSY_PAY, 0))
        else:
            pays.extend(("reversy", q, reversy, REVERSY_PAY, 0) for q in range(4) if q != reversy)
    elif broken:
        for it in its:
            (lapsed if it[2] == PW else pays).append(it)
        pays.append(("reversy_break", broken[0], broken[1], BREAK_PAY, broken[2]))
    else:
        w, lo = partie(points, tricks, dealer)
        for it in its:
            if it[2] == PW:
                if it[1] != w:
                    pays.append((it[0], it[1], w, it[3], it[4]))
            else:
                pays.append(it)
        pays.append(("partie", lo, w, PARTIE, 0))
        if opts.discard_payment:
            v = sum(UNDER_POT["ace_diamonds"] if c == T.ACE_DIAMONDS else UNDER_POT["quinola"] if c == T.QUINOLA
                    else UNDER_POT["ace"] for c in T.bits(under & (T.ACE_MASK | 1 << T.QUINOLA)))
            if v:
                pays.append(("under_pot", lo, w, v, 0))
    for code in bonus_cards(opts):
        c = T.INDEX[next(x for x in T.CARDS if x.code == code)]
        holder = next((q for q in range(4) if start_hands[q] >> c & 1), -1)
        if holder >= 0:
            pays.extend(("bonus", q, holder, BONUS_PAY, 0) for q in range(4) if q != holder)
    if opts.vis_a_vis:
        pays = [(k, a, b, v * 2 if (a - b) % 4 == 2 else v, t) for k, a, b, v, t in pays]
    net = [0, 0, 0, 0]
    for _k, a, b, v, _t in pays:
        if a != b:
            net[a] -= v
            net[b] += v
    return Settlement(pays, tuple(net), w, lo, reversy, broken, pend, lapsed)


def describe(it: tuple[Any, ...]) -> dict[str, Any]:
    k, a, b, v, t = it
    return {"kind": k, "payer": a, "payee": b, "amount": v, "trick": t}
