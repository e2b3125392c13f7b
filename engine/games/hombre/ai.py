"""The L'Hombre family's part of the computer players: the sampler, a fast rollout and the levels.

* :func:`sample` -- re-exported from :mod:`.sampler` (``sample(observation, rng) -> HombreState``).
* :func:`rollout` -- plays a state to the end of its deal with all hands open and a quick policy
  (l'Hombre draws trumps with his top trumps and cashes his winners; the defenders, allies within
  the deal, let a friend's sure trick stand, win as cheaply as is safe against l'Hombre still to
  play and otherwise throw their lowest card) on bit masks, and returns what the engine's
  settlement pays the seat for it (:mod:`.payout`: fee, matadors, premiers, vole, codille, the pot
  and the bêtes under the options in force), in bêtes (markers divided by the pot in play).  Any
  phase before the play (exchange, look, concede, challenge) is first played through the engine
  by the beginner's rules (the exchanges by :func:`_quick_exchange`, the same rule without
  listing every discard).
* :func:`strong` -- the searching level (``hombre-strong``; :func:`kauf_strong` is the same search
  for four seats, no longer Kaufquadrille's level, see :mod:`.kauf_search`): it searches its calls
  in the auction, every card it plays as l'Hombre (or as a challenger playing alone) and the
  vole-or-stop decision; it defends, names trump, exchanges and concedes by the beginner's rules
  and §2.12 evaluator (the exchange offers up to 2^9 discards, far too many to search).
  :func:`beginner` -- the book's minimum hands.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.search import SearchPlayer

from . import ranks as R
from .actions import Discard
from .family_ai import to_play
from .payout import settled_rollout
from .players import BeginnerPlayer, _strength
from .sampler import sample

__all__ = ["sample", "rollout", "strong", "kauf_strong", "beginner", "SEARCHED_PHASES", "BENCH_OPTIONS", "BENCH_UNIT",
           "VALUE_UNIT"]

#: strength of a card for choosing cheap or strong ones (trumps above every plain card)
_key = R.card_strength
_beats = R.beats


def _low(m: int, t: int) -> int:
    return min(R.bits(m), key=lambda c: _key(c, t))


def _high(m: int, t: int) -> int:
    return max(R.bits(m), key=lambda c: _key(c, t))


def _policy(p: int, hands: list[int], trick: list[tuple[int, int]], lone: int, t: int, n: int,
            rng: random.Random) -> int:
    """The card ``p`` plays (all hands open); ``lone`` is the seat playing alone (l'Hombre or a challenger)."""
    hand = hands[p]
    led = trick[0][1] if trick else None
    allowed = R.legal_plays(hand, led, t)
    if allowed & (allowed - 1) == 0:
        return allowed.bit_length() - 1
    tm = R.trump_mask(t)
    others = 0
    for q in range(n):
        if q != p:
            others |= hands[q]
    if not trick:
        if p == lone:
            trumps = allowed & tm
            enemy_trumps = others & tm
            if trumps and enemy_trumps:
                top = _high(trumps, t)
                if _key(top, t) > _key(_high(enemy_trumps, t), t):
                    return top
                return _low(trumps, t) if R.popcount(trumps) > R.popcount(enemy_trumps) else _low(allowed & ~tm or
                                                                                                   allowed, t)
            # cash a plain winner, else lead low
            for c in sorted(R.bits(allowed & ~tm), key=lambda c: -_key(c, t)):
                s = R.suit_of(c)
                rest = others & R.suit_mask(s) & ~tm
                if not rest or R.plain_rank(c) > max(R.plain_rank(x) for x in R.bits(rest)):
                    if not (enemy_trumps and not (others & R.suit_mask(s) & ~tm)):
                        return c
            return _low(allowed, t)
        # a defender leads: a sure plain winner (a king), else low from a suit l'Hombre must follow
        plain = allowed & ~tm
        lone_hand = hands[lone]
        for c in R.bits(plain):
            s = R.suit_of(c)
            rest = others & R.suit_mask(s) & ~tm
            if (not rest or R.plain_rank(c) > max(R.plain_rank(x) for x in R.bits(rest))) and \
                    (lone_hand & R.suit_mask(s) & ~tm or not lone_hand & tm):
                return c
        follow = [c for c in R.bits(plain) if lone_hand & R.suit_mask(R.suit_of(c)) & ~tm]
        if follow:
            return min(follow, key=lambda c: _key(c, t))
        return _low(plain or allowed, t)
    led_suit = R.plain_suit(trick[0][1], t)
    best_q, best_c = trick[0]
    for q, c in trick[1:]:
        if _beats(c, best_c, led_suit, t):
            best_q, best_c = q, c
    played = {q for q, _ in trick}
    later = [q for q in range(n) if q not in played and q != p]

    def safe(c: int) -> bool:
        """No enemy still to play can beat ``c``."""
        for q in later:
            if (q == lone) == (p == lone):
                continue
            h = hands[q]
            for x in R.bits(R.legal_plays(h, trick[0][1], t)):
                if _beats(x, c, led_suit, t):
                    return False
        return True
    friend = (best_q == lone) == (p == lone)
    if friend and p != lone and safe(best_c):
        return _low(allowed, t)
    winners = [c for c in R.bits(allowed) if _beats(c, best_c, led_suit, t)]
    sure = [c for c in winners if safe(c)]
    if sure:
        return min(sure, key=lambda c: _key(c, t))
    if winners and p == lone and not later:
        return min(winners, key=lambda c: _key(c, t))
    return _low(allowed, t)


_RULES = BeginnerPlayer()

#: how much lower the strong level's asking threshold lies on the last deal of a sitting
LAST_DEAL_MARGIN = 0.6


class LastDealRules(BeginnerPlayer):
    """The beginner's rules, but on the last deal of a sitting it asks with weaker hands: the
    waiting bêtes then go back to those who paid them and the stakes are shared (INTERPRETATION
    37), so a remise costs l'Hombre nothing and a codille only his share of the pot, while a
    win takes the whole pot."""

    name = "hombre-strong-rules"

    def _thresholds(self, obs: Any, red: bool) -> tuple[float, float]:
        ask, sp = super()._thresholds(obs, red)
        pub = obs.public
        if pub is not None and pub.deal_no + 1 >= pub.deals_total:
            ask -= LAST_DEAL_MARGIN
        return ask, sp


def discard_wish(state: Any) -> tuple[int, int, int, int] | None:
    """What the beginner wants to discard, read from the state: (the seat, its hand, trump, the
    cards): all but trumps and kings, and the first of several buyers leaves five for the others
    unless he holds a matador.  None before trump is named."""
    pub = state.pub
    p = pub.to_move
    t = pub.trump
    if t is None:
        return None
    hand = state.hands[p]
    tm = R.trump_mask(t)
    keep = hand & tm
    for c in R.bits(hand & ~keep):
        if R.rank_of(c) == "K":
            keep |= 1 << c
    want = hand & ~keep
    if p != pub.declarer and pub.exch_i + 1 < len(pub.exch_order):
        cap = max(0, pub.talon_size - 5)
        if not R.popcount(hand & tm & R.privileged(t)):
            while R.popcount(want) > cap:
                want &= ~(1 << max(R.bits(want), key=lambda c: _strength(c, t)))
    return p, hand, t, want


def _quick_exchange(state: Any) -> Any:
    """The beginner's discard (:func:`discard_wish`) made without listing every legal discard, or
    None where that rule does not apply (trump not yet named, or a discard the rules forbid)."""
    wish = discard_wish(state)
    if wish is None:
        return None
    p, _hand, _t, want = wish
    lo, hi, must_keep, may_keep = state._discard_rule(p)
    if lo <= R.popcount(want) <= hi and state._discard_ok(p, want, must_keep, may_keep):
        return Discard(R.cards_of(want))
    return None


def _to_play(state: Any, rng: random.Random) -> Any:
    """Through the engine up to the first card by the beginner's rules (vole: stop), the exchanges
    by :func:`_quick_exchange` where it applies: an observation in the exchange lists every subset
    of the hand, which cost nine tenths of a rollout from the auction."""
    return to_play(state, rng, _RULES, _quick_exchange)


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play ``state`` to the end of its deal (all hands open, the quick policy; phases before the
    play by the beginner's rules) and return what the engine's settlement pays ``seat``, in bêtes
    (markers divided by the pot in play; :func:`.payout.settled_rollout`)."""
    return settled_rollout(state, seat, rng, _to_play, _policy, end_when_reviewed=True)


# ====================================================================== levels
SEARCHED_PHASES = ("play", "vole")
#: the auction is searched too (every later decision of the deal played by the beginner's rules)
SEARCH_AUCTION = True


def _searched(obs: Any) -> bool:
    """Searched: whether to bid (ask or pass, hold or pass) and l'Hombre's cards (and a
    challenger's, who plays alone as he does) and the vole.  A defender plays by the beginner's
    rules: on the same deals, defenders by search did worse than defenders by the rules (about
    -0.3 markers a deal, see docs/hombre.md)."""
    if obs.phase == "auction" and SEARCH_AUCTION:
        return True
    if obs.phase not in SEARCHED_PHASES:
        return False
    pub = obs.public
    alone = pub.challenger if pub.challenger is not None else pub.declarer
    return bool(obs.player == alone)


def strong(budget: float | None = 0.5, name: str = "hombre-strong") -> SearchPlayer:
    """The strong level before issue 28 (the game now offers :func:`.bidsearch.strong`, which values
    its calls and exchanges by worlds played out blind): searches its calls in the auction,
    l'Hombre's cards and the vole, all valued with open hands by what the settlement pays
    (:func:`rollout`); names trump, exchanges, concedes and defends as the beginner."""
    return SearchPlayer(name, sample, rollout, fallback=LastDealRules(), searched=_searched,
                        budget=budget)


def kauf_strong(budget: float | None = 0.5) -> SearchPlayer:
    """Kaufquadrille's strong level (the same search under its own name)."""
    return strong(budget, "kaufquadrille-strong")


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


# what ``academie bench ai`` needs: one deal a game; no partnerships, so every seat takes its turn as
# the strong level against the beginner in the others (scores are markers)
BENCH_OPTIONS: dict[str, Any] = {}
BENCH_UNIT = "markers"
#: the unit of every value the strong level reports (hints, review costs): bêtes, the markers a deal
#: pays divided by the pot in play
VALUE_UNIT = "bêtes"
