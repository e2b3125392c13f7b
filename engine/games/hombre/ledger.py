"""The pot and the bêtes of the L'Hombre family (spec §2.7-2.8, INTERPRETATION 8), shared
by every game of the family.

Amounts are markers.  Every marker is always somewhere: in a player's balance, in the
stakes, in the bête in play, or in a waiting bête, so ``sum(balances) + pot + waiting == 0``.
A bête is paid when it is made (escrow) and waits in the queue until it is drawn into
play; unequal bêtes are played off largest first (law 45).

Marking methods:

* ``pot_method1`` -- the dealer stakes ``dealer_stake`` each deal;
* ``jetton_rows_method2`` -- every player sets 2 jettons (3 markers each) on a fresh pot,
  1 more after a pass-out or while bêtes stand, 1 when the stake was won but bêtes wait,
  2 again after a codille (spec §2.8.2, seed lines 349-357; 3 with the option
  ``codille_jettons`` as law 48 says, seed line 733); a third or later bête standing
  costs no more than the second did (seed lines 377-379, ``make_bete(..., third_rule=True)``);
* ``equal_pool_method3`` -- everyone puts ``dealer_stake`` in when the pot is empty;
  nothing for dealing (spec §2.8.3).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

__all__ = ["Ledger", "JETTON", "groschen", "points"]

JETTON = 3


@dataclass(frozen=True)
class Ledger:
    balances: tuple[Fraction, ...]
    stakes: Fraction = Fraction(0)
    bete_in_play: Fraction = Fraction(0)
    in_play_debtors: tuple[tuple[int, Fraction], ...] = ()
    queue: tuple[tuple[Fraction, tuple[tuple[int, Fraction], ...]], ...] = ()   # waiting bêtes: (amount, debtors)
    new_betes: tuple[tuple[int, Fraction], ...] = ()  # made in the current deal, not yet queued
    jettons: int = 0          # method 2: jettons each player has standing in the pot
    blocks: tuple[bool, ...] = ()
    last: str = "fresh"       # how the previous deal ended: fresh, pass_out, win, remise, codille
    second_bete: Fraction = Fraction(0)  # method 2: what the last second bête standing cost (seed 377-379)

    @staticmethod
    def new(n: int, block: bool) -> "Ledger":
        return Ledger(balances=(Fraction(0),) * n, blocks=(block,) * n)

    @property
    def pot(self) -> Fraction:
        """P: everything at stake in this deal."""
        return self.stakes + self.bete_in_play

    @property
    def waiting(self) -> Fraction:
        return sum((a for a, _ in self.queue), Fraction(0))

    def total(self) -> Fraction:
        return sum(self.balances, Fraction(0)) + self.pot + self.waiting + sum(
            (a for _, a in self.new_betes), Fraction(0))

    # ----------------------------------------------------------------- primitives
    def _bal(self, changes: dict[int, Fraction]) -> tuple[Fraction, ...]:
        b = list(self.balances)
        for q, v in changes.items():
            b[q] += v
        return tuple(b)

    def pay(self, payer: int, payee: int, amount: Fraction | int) -> "Ledger":
        if amount == 0 or payer == payee:
            return self
        a = Fraction(amount)
        return replace(self, balances=self._bal({payer: -a, payee: a}))

    def take_pot(self, winners: tuple[int, ...]) -> "Ledger":
        share = self.pot / len(winners)
        return replace(self, balances=self._bal({w: share for w in winners}), stakes=Fraction(0),
                       bete_in_play=Fraction(0), in_play_debtors=())

    def take_all_betes(self, winners: tuple[int, ...]) -> "Ledger":
        """The pot and every waiting bête (method 2 vole)."""
        total = self.pot + self.waiting
        share = total / len(winners)
        return replace(self, balances=self._bal({w: share for w in winners}), stakes=Fraction(0),
                       bete_in_play=Fraction(0), in_play_debtors=(), queue=())

    def make_bete(self, debtor: int, amount: Fraction | int, third_rule: bool = False) -> "Ledger":
        """``debtor`` pays a bête of ``amount`` into escrow.  With ``third_rule`` (method 2, seed
        lines 377-379) a bête made while two or more already stand (counting those made earlier
        in this deal) costs no more than the last second bête did; a second bête's cost is
        remembered for that.  The amount actually charged is the last entry of ``new_betes``."""
        a = Fraction(amount)
        if a <= 0:
            return self
        led = self
        if third_rule:
            if self.bete_ordinal() == 2:
                led = replace(led, second_bete=a)
            a = self.bete_cost(a, True)
        return replace(led, balances=led._bal({debtor: -a}), new_betes=led.new_betes + ((debtor, a),))

    def bete_ordinal(self, earlier: int = 0) -> int:
        """Which bête standing the next one made would be (bêtes in play, waiting, made earlier
        in this deal, plus ``earlier`` not yet recorded)."""
        return self.standing_betes() + len(self.new_betes) + earlier + 1

    def bete_cost(self, amount: Fraction, third_rule: bool, earlier: int = 0) -> Fraction:
        """What a bête of ``amount`` made now costs (method 2's cap on a third bête)."""
        if third_rule and self.bete_ordinal(earlier) >= 3 and self.second_bete > 0:
            return min(amount, self.second_bete)
        return amount

    def standing_betes(self) -> int:
        """Bêtes standing (in play or waiting), counting a group made at once as one."""
        return (1 if self.bete_in_play else 0) + len(self.queue)

    # ----------------------------------------------------------------- deal boundaries
    def start_deal(self, dealer: int, method: str, stake: int,
                   codille_jettons: int = 2) -> tuple["Ledger", dict[int, Fraction]]:
        """Stakes for a new deal; returns the new ledger and who put in what.  Method 2 sets
        ``codille_jettons`` jettons each after a codille (2: seed line 357; 3: law 48)."""
        n = len(self.balances)
        put: dict[int, Fraction] = {}
        led = self
        if led.bete_in_play == 0 and led.queue:
            big = max(range(len(led.queue)), key=lambda k: (led.queue[k][0], -k))
            amount, debtors = led.queue[big]
            led = replace(led, bete_in_play=amount, in_play_debtors=debtors,
                          queue=led.queue[:big] + led.queue[big + 1:])
        if method == "pot_method1":
            put[dealer] = Fraction(stake)
        elif method == "jetton_rows_method2":
            if led.last == "codille":
                k = rows = codille_jettons        # after a codille, even while bêtes wait
            elif led.last == "fresh" or (led.stakes == 0 and led.bete_in_play == 0 and not led.queue):
                k, rows = 2, 2                    # a fresh pot: two each
            elif led.stakes == 0:
                k, rows = 1, 1                    # the stake was won but bêtes wait: one each
            else:
                k, rows = 1, led.jettons + 1      # after a pass-out or while bêtes stand: one more
            led = replace(led, jettons=rows)
            for q in range(n):
                put[q] = Fraction(k * JETTON)
        else:  # equal pool
            if led.pot == 0:
                for q in range(n):
                    put[q] = Fraction(stake)
        led = replace(led, balances=led._bal({q: -v for q, v in put.items()}),
                      stakes=led.stakes + sum(put.values(), Fraction(0)))
        return led, put

    def end_deal(self, how: str, together: bool) -> "Ledger":
        """Queue the bêtes made in this deal (as one group, or each alone)."""
        q = self.queue
        if self.new_betes:
            if together:
                q = q + ((sum((a for _, a in self.new_betes), Fraction(0)), self.new_betes),)
            else:
                q = q + tuple((a, ((d, a),)) for d, a in self.new_betes)
        return replace(self, queue=q, new_betes=(), last=how)

    def settle_session(self) -> tuple["Ledger", dict[int, Fraction]]:
        """End of the sitting (INTERPRETATION 37): the stakes are shared equally, bêtes still
        standing go back to whoever paid them."""
        n = len(self.balances)
        ch: dict[int, Fraction] = {q: self.stakes / n for q in range(n)}
        for d, a in self.in_play_debtors:
            ch[d] += a
        for _, debtors in self.queue:
            for d, a in debtors:
                ch[d] += a
        for d, a in self.new_betes:
            ch[d] += a
        return (replace(self, balances=self._bal(ch), stakes=Fraction(0), bete_in_play=Fraction(0),
                        in_play_debtors=(), queue=(), new_betes=()), ch)


def groschen(markers: Fraction | int) -> Fraction:
    """Money at the book's usual stake: 4 markers = 2 groschen (spec §1.7)."""
    return Fraction(markers) / 2


def points(markers: Fraction | int) -> Fraction:
    """A point is 4 markers ("every stake is called a point")."""
    return Fraction(markers) / 4
