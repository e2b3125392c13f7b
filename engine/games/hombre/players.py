"""A beginner for L'Hombre and Kaufquadrille that bids by the book's advice (spec §2.12) and
plays plainly: the reference hand evaluator, thresholds by seat and colour, the two-suit
maxim, keeping trumps and kings in the exchange, and simple trick play.  It acts only on
``choose(observation, rng)``.
"""

from __future__ import annotations

import random
from typing import Any, Iterable

from . import ranks as R
from .actions import Bid, Call, Discard, Play, Trump
from .game import HombreObservation

__all__ = ["evaluate", "best_suit", "BeginnerPlayer", "ASK", "SANS_PRENDRE"]

ASK = {False: 2.5, True: 2.8}           # by red trump
SANS_PRENDRE = {False: 4.1, True: 4.7}


def evaluate(hand: int, t: int) -> float:
    """The reference estimate E of a hand with trump suit ``t`` (spec §2.12)."""
    red = R.is_red(t)
    tm = R.trump_mask(t)
    trumps = hand & tm
    e = 0.0
    man = R.manille(t)
    pon = R.ponto(t)
    for c in R.bits(trumps):
        if c == R.AS:
            e += 1.0
        elif c == man:
            e += 0.9
        elif c == R.AC:
            e += 0.8
        elif c == pon:
            e += 0.6
        else:
            r = R.rank_of(c)
            e += {"K": 0.5 if red else 0.6, "Q": 0.3, "J": 0.2}.get(r, 0.1)
    n_tr = R.popcount(trumps)
    e += 0.45 * max(0, n_tr - 3)
    for s in range(4):
        if s == t:
            continue
        cs = hand & R.suit_mask(s) & ~tm
        ranks = {R.rank_of(c) for c in R.bits(cs)}
        k = R.popcount(cs)
        if "K" in ranks:
            e += 0.8
        if "Q" in ranks and "J" in ranks:
            e += 0.6
        elif "Q" in ranks and k >= 2:
            e += 0.4
        elif "J" in ranks and k >= 2:
            e += 0.2
        if k == 0 and n_tr >= 5:
            e += 0.3
    return round(e, 4)


def best_suit(hand: int, allowed: Iterable[int] = (0, 1, 2, 3)) -> tuple[int, float]:
    vals = sorted(((evaluate(hand, t), t) for t in allowed), reverse=True)
    return vals[0][1], vals[0][0]


_strength = R.card_strength   # a card's strength whatever was led (the family's ranks)


class BeginnerPlayer:
    name = "hombre-beginner"

    def choose(self, obs: HombreObservation, rng: random.Random) -> Any:
        legal = [a for a in obs.legal_actions if a != Call("review")]  # it remembers every card anyway
        if len(legal) == 1:
            return legal[0]
        ph = obs.phase
        try:
            if ph in ("auction", "casco_round"):
                return self._bid(obs, legal)
            if ph == "trump":
                hand = R.mask_of(obs.hand)
                suits = [a.suit for a in legal if isinstance(a, Trump)]
                return Trump(best_suit(hand, suits)[0])
            if ph == "exchange":
                return self._exchange(obs, legal)
            if ph == "look":
                return Call("look")
            if ph == "concede":
                return Call("lay_down") if Call("lay_down") in legal else Call("play_game")
            if ph in ("challenge", "lay_down_hold"):
                return Call("accept")
            if ph == "vole":
                return Call("vole") if self._sure_vole(obs) else Call("stop")
            if ph == "play":
                return self._play(obs, legal)
        except (ValueError, KeyError, IndexError):
            pass
        return legal[0]

    # ------------------------------------------------------------------ bidding
    def _thresholds(self, obs: HombreObservation, red: bool) -> tuple[float, float]:
        pub = obs.public
        assert pub is not None and pub.auction is not None
        order = pub.auction.order
        pos = order.index(obs.player)
        ask, sp = ASK[red], SANS_PRENDRE[red]
        if pub.n == 4:
            ask += 0.2  # Kaufquadrille: prospects of five, at least four tricks (spec §3)
        all_passed_before = all(q in pub.auction.passed for q in order[:pos])
        if pos == 0:
            sp -= 0.2
        elif pos == len(order) - 1:
            sp -= 0.2
            if all_passed_before:
                ask -= 0.1
        else:
            ask += 0.3
            sp += 0.3
        return ask, sp

    def _bid(self, obs: HombreObservation, legal: list[Any]) -> Any:
        hand = R.mask_of(obs.hand)
        pub = obs.public
        assert pub is not None
        vals = sorted(((evaluate(hand, t), t) for t in range(4)), reverse=True)
        e, t = vals[0]
        ask, sp = self._thresholds(obs, R.is_red(t))
        fav = pub.favourite is not None and t == pub.favourite

        def pick(kind: str) -> Any:
            for a in legal:
                if isinstance(a, Bid) and a.kind == kind and a.fav == fav:
                    return a
            for a in legal:
                if isinstance(a, Bid) and a.kind == kind:
                    return a
            return None

        if Call("hold") in legal:
            auc = pub.auction
            assert auc is not None
            need = sp if auc.best.kind in ("sans_prendre", "solo_tout", "casco") else ask
            if auc.best.kind == "solo_tout":
                need = 99.0
            return Call("hold") if e >= need else Call("pass")
        if pub.phase == "casco_round":
            return Call("pass")
        if e >= sp:
            b = pick("sans_prendre")
            if b is not None:
                return b
        if e >= ask:
            second_e, second_t = vals[1]
            if second_e >= ask and e - second_e <= 0.25 and R.is_red(second_t) == R.is_red(t):
                return Call("pass")  # "if you have two games, pass"
            b = pick("ask")
            if b is not None:
                return b
        return Call("pass")

    # ------------------------------------------------------------------ exchange
    def _exchange(self, obs: HombreObservation, legal: list[Any]) -> Any:
        pub = obs.public
        assert pub is not None
        hand = R.mask_of(obs.hand)
        options = {R.mask_of(a.cards): a for a in legal if isinstance(a, Discard)}
        t = pub.trump
        if t is None:  # Casco or Tourné 2/3 before trump: keep black aces and kings, as few as allowed
            def kept_value(mk: int) -> float:
                kept = hand & ~mk
                return sum(2 if c in (R.AS, R.AC) else 1 if R.rank_of(c) == "K" else 0 for c in R.bits(kept))
            return options[max(options, key=lambda mk: (kept_value(mk), -R.popcount(mk)))]
        keep = hand & R.trump_mask(t)
        for c in R.bits(hand & ~keep):
            if R.rank_of(c) == "K":
                keep |= 1 << c
        want = hand & ~keep
        if obs.player != pub.declarer:
            # the first of two buyers leaves at least five for the next (spec §2.12)
            later = pub.exch_order[pub.exch_i + 1:] if pub.exch_i + 1 < len(pub.exch_order) else ()
            if later:
                cap = max(0, pub.talon_size - 5)
                strong = R.popcount(hand & R.trump_mask(t) & R.privileged(t)) > 0
                if not strong:
                    while R.popcount(want) > cap:
                        want &= ~(1 << max(R.bits(want), key=lambda c: _strength(c, t)))
        if want in options:
            return options[want]
        # adjust to the nearest allowed count: add weakest kept cards or drop strongest discards
        counts = sorted({R.popcount(mk) for mk in options})
        k = R.popcount(want)
        target = min(counts, key=lambda x: abs(x - k))
        order = sorted(R.bits(hand), key=lambda c: (0 if want >> c & 1 else 1, _strength(c, t)))
        mk = sum(1 << c for c in order[:target])
        return options.get(mk, legal[0])

    # ------------------------------------------------------------------ play
    def _unseen_trumps(self, obs: HombreObservation, t: int) -> int:
        seen = R.mask_of(obs.seen)
        return R.trump_mask(t) & ~seen

    def _sure_vole(self, obs: HombreObservation) -> bool:
        pub = obs.public
        assert pub is not None and pub.trump is not None
        t = pub.trump
        return R.tops_trumps(R.mask_of(obs.hand), self._unseen_trumps(obs, t), t)

    def _play(self, obs: HombreObservation, legal: list[Any]) -> Any:
        pub = obs.public
        assert pub is not None and pub.trump is not None
        t = pub.trump
        cards = [R.INDEX[a.card] for a in legal if isinstance(a, Play)]
        me = obs.player
        d = pub.declarer
        low = min(cards, key=lambda c: _strength(c, t) + (50 if R.is_trump(c, t) else 0))
        if not pub.trick:
            trumps = [c for c in cards if R.is_trump(c, t)]
            out = self._unseen_trumps(obs, t)
            if me == d and trumps:
                top = max(trumps, key=lambda c: R.trump_rank(c, t))
                if out and all(R.trump_rank(c, t) < R.trump_rank(top, t) for c in R.bits(out)):
                    return Play(R.CARDS[top])
                if not out:
                    kings = [c for c in cards if not R.is_trump(c, t) and R.rank_of(c) == "K"]
                    if kings:
                        return Play(R.CARDS[kings[0]])
            kings = [c for c in cards if not R.is_trump(c, t) and R.rank_of(c) == "K"]
            if kings:
                return Play(R.CARDS[kings[0]])
            if me == d and trumps:
                return Play(R.CARDS[min(trumps, key=lambda c: R.trump_rank(c, t))])
            plain = [c for c in cards if not R.is_trump(c, t)]
            return Play(R.CARDS[min(plain or cards, key=lambda c: _strength(c, t))])
        trick = [c for _, c in pub.trick]
        wi = R.trick_winner(trick, t)
        winner_seat = pub.trick[wi][0]
        last = len(pub.trick) == pub.n - 1
        friend_wins = (me != d and winner_seat != d)
        if friend_wins and (last or winner_seat != d):
            if last or _strength(trick[wi], t) >= 100 + 6:
                return Play(R.CARDS[low])
        winners = [c for c in cards if R.trick_winner(trick + [c], t) == len(trick)]
        if winners:
            if friend_wins and not last:
                return Play(R.CARDS[low])
            return Play(R.CARDS[min(winners, key=lambda c: _strength(c, t))])
        return Play(R.CARDS[low])
