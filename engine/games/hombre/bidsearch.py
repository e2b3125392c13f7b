"""Searched calls and exchanges for L'Hombre and Kaufquadrille: worlds played out blind.

The family's quick rollout (:func:`.ai._policy`) plays with every hand open.  That is fine for
choosing l'Hombre's next card, but a call valued that way is valued as if l'Hombre always found
the defence's weak spot and the defenders always knew where his trumps were: open hands promise
the declarer too much, and the strong level overbid (it never let a deal be passed out, and its
games were won less often than the beginner's).  Here a call (and an exchange) is valued instead
by worlds played out by players that see only their own cards:

* :class:`BlindPolicy` -- the beginner's card play (:meth:`.players.BeginnerPlayer._play`: draw
  trumps with the top trump while it is the highest unseen, cash kings, win cheaply, let a
  fellow defender's good trick stand) on bit masks, where "unseen" is what that seat has not seen
  (its own hand and discards, the cards played and shown), not what the others hold;
* :func:`blind_rollout` -- the rest of the auction, trump, the exchanges (by the beginner's rule
  made directly, :func:`.ai._quick_exchange`, which reads only the seat's own hand) and the
  concession by the beginner's rules, then the cards by :class:`BlindPolicy`, valued by the
  settlement (:func:`.payout.settled_rollout`, in bêtes);
* :func:`call_weight` -- inference from the other seats' calls so far: the likelihood, in a
  sampled world, that each of them said what it said, by a soft version of the beginner's
  thresholds on the §2.12 evaluator (asking is likely above the asking threshold, passing below);
  the search keeps a world with that probability (:meth:`engine.ai.search.SearchPlayer.draw`).
  The mechanism is the family's (:mod:`.family_bidsearch`, shared with the Quadrille forms); the
  thresholds (:data:`CALLS`) are L'Hombre's;
* :func:`strong` and :func:`kauf_strong` -- the strong levels: the auction, l'Hombre's trump and
  concession and every seat's exchange (among a few candidate discards) valued by
  :func:`blind_rollout` with the inference; l'Hombre's cards and the vole still by the open-hand
  rollout, cards the search cannot tell apart late in a trick by the sound rule
  (:func:`.family_bidsearch.sound_cards`; the sides from :func:`allies`);
* :func:`exchange_weight` -- inference from the exchange counts (a seat that bought k cards kept
  what the beginner's rule keeps); measured, not used by the levels (``strong_inferred``).
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.search import SearchPlayer
from engine.protocol import CHANCE, TERMINAL

from . import ranks as R
from .actions import Call, Discard
from .ai import _RULES, LastDealRules, _quick_exchange, _searched
from .ai import rollout as open_rollout
from .family_bidsearch import WEIGHT_SCALE, CallModel, Family
from .family_bidsearch import call_weight as family_call_weight
from .kauf_search import KaufSearchPlayer
from .kauf_search import rollout as kauf_open_rollout
from .payout import settled_rollout
from .players import ASK, SANS_PRENDRE, _strength
from .sampler import sample

__all__ = ["BlindPolicy", "blind_rollout", "kauf_blind_rollout", "call_weight", "strong", "kauf_strong",
           "searched", "PRE_PLAY", "WEIGHT_SCALE", "CALLS", "HOMBRE", "KAUFQUADRILLE"]

#: phases valued by the blind rollout (a world handed over in one of them comes from a call, a trump,
#: an exchange or a concession)
PRE_PLAY = frozenset({"auction", "casco_round", "trump", "exchange", "draw_trump", "look", "concede", "challenge",
                      "lay_down_hold"})


class BlindPolicy:
    """The beginner's card play on bit masks, each seat knowing only its own cards and what it has
    seen; :meth:`start` reads what each seat has seen when the play begins."""

    def __init__(self) -> None:
        self.hidden: list[int] = []
        self.in_hands = 0

    def start(self, state: Any) -> None:
        pub = state.pub
        played = 0
        for _ld, cs, _w in pub.tricks:
            for _q, c in cs:
                played |= 1 << c
        for _q, c in pub.trick:
            played |= 1 << c
        shown = 0
        for c in pub.turned + pub.leftover_shown + pub.shown_hand:
            shown |= 1 << c
        if pub.trump_card is not None:
            shown |= 1 << pub.trump_card
        self.hidden = [R.ALL & ~(state.hands[q] | state.discards[q] | played | shown) for q in range(pub.n)]
        self.in_hands = 0
        for h in state.hands:
            self.in_hands |= h

    def __call__(self, p: int, hands: list[int], trick: list[tuple[int, int]], lone: int, t: int, n: int,
                 rng: random.Random) -> int:
        hand = hands[p]
        led = trick[0][1] if trick else None
        allowed = R.legal_plays(hand, led, t)
        if allowed & (allowed - 1) == 0:
            return allowed.bit_length() - 1
        tm = R.trump_mask(t)
        cards = R.bits(allowed)
        st = _STRENGTH[t]
        lowkey = _LOW[t]
        if not trick:
            now = 0
            for h in hands:
                now |= h
            out = self.hidden[p] & ~(self.in_hands & ~now) & tm
            trumps = [c for c in cards if tm >> c & 1]
            if p == lone and trumps:
                top = max(trumps, key=lambda c: st[c])
                if out and all(st[c] < st[top] for c in R.bits(out)):
                    return top
            for c in cards:
                if not tm >> c & 1 and c % 10 == _KING:
                    return c
            if p == lone and trumps:
                return min(trumps, key=lambda c: st[c])
            plain = [c for c in cards if not tm >> c & 1]
            return min(plain or cards, key=lambda c: st[c])
        tc = [c for _, c in trick]
        wi = R.trick_winner(tc, t)
        winner_seat = trick[wi][0]
        last = len(trick) == n - 1
        friend_wins = p != lone and winner_seat != lone
        if friend_wins and (last or st[tc[wi]] >= 106):
            return min(cards, key=lambda c: lowkey[c])
        ls = R.plain_suit(tc[0], t)
        top = R._strength(tc[wi], ls, t)
        winners = [c for c in cards if R._strength(c, ls, t) > top]
        if winners:
            if friend_wins and not last:
                return min(cards, key=lambda c: lowkey[c])
            return min(winners, key=lambda c: st[c])
        return min(cards, key=lambda c: lowkey[c])


_KING = R.RANKS.index("K")
#: per trump suit: each card's strength (trumps above plain cards), and the key for the "lowest"
#: card (trumps kept back)
_STRENGTH = [[_strength(c, t) for c in range(R.N)] for t in range(4)]
_LOW = [[_strength(c, t) + (50 if R.trump_mask(t) >> c & 1 else 0) for c in range(R.N)] for t in range(4)]


def quick_exchange(state: Any) -> Any:
    """The beginner's discard made from the state (:func:`.ai._quick_exchange`), including where
    its first wish breaks the count the rules allow: then, as the beginner does, the nearest
    allowed count, adding the weakest kept cards or dropping the strongest discards.  None where
    trump is not yet named or that discard is not allowed."""
    a = _quick_exchange(state)
    if a is not None:
        return a
    pub = state.pub
    t = pub.trump
    if t is None:
        return None
    p = pub.to_move
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
    lo, hi, must_keep, may_keep = state._discard_rule(p)
    if lo > hi:
        return None
    k = min(hi, max(lo, R.popcount(want)))
    order = sorted(R.bits(hand), key=lambda c: (0 if want >> c & 1 else 1, _strength(c, t)))
    mk = sum(1 << c for c in order[:k])
    if not state._discard_ok(p, mk, must_keep, may_keep):
        return None
    return Discard(R.cards_of(mk))


def _to_play_quick(state: Any, rng: random.Random) -> Any:
    """:func:`.ai._to_play` with :func:`quick_exchange` (no observation lists every discard)."""
    for _ in range(200):
        ph = state.pub.phase
        if ph == "play":
            return state
        who = state.current_player()
        if who == TERMINAL or ph in ("deal", "over", "first_dealer", "favourite"):
            return state
        if who == CHANCE:
            a = state.sample_chance(rng)
        elif ph == "vole":
            a = Call("stop")
        elif ph == "exchange":
            a = quick_exchange(state)
        else:
            a = None
        if a is None:
            a = _RULES.choose(state.observation(who), rng)
        state, _ = state.apply(a)
    return state


def _blind(state: Any, seat: int, rng: random.Random, end_when_reviewed: bool) -> float:
    pol = BlindPolicy()

    def to_play(st: Any, r: random.Random) -> Any:
        st = _to_play_quick(st, r)
        if st.pub.phase == "play":
            pol.start(st)
        return st
    if state.pub.phase == "play":
        pol.start(state)
    return settled_rollout(state, seat, rng, to_play, pol, end_when_reviewed=end_when_reviewed)


def blind_rollout(state: Any, seat: int, rng: random.Random) -> float:
    """L'Hombre: the rest of the deal by the beginner's rules, every seat seeing only its own cards
    (:class:`BlindPolicy`), valued by the settlement in bêtes."""
    return _blind(state, seat, rng, True)


def kauf_blind_rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Kaufquadrille: as :func:`blind_rollout` (its settlement's own reading of a reviewed trick)."""
    return _blind(state, seat, rng, False)


# ---------------------------------------------------------------------- inference
def auction_hand(world: Any, q: int) -> int:
    """The hand seat ``q`` held during the auction, in ``world``: its hand now with the cards it
    played and discarded, without those it bought."""
    pub = world.pub
    h = world.hands[q] | world.discards[q]
    for _ld, cs, _w in pub.tricks:
        for x, c in cs:
            if x == q:
                h |= 1 << c
    for x, c in pub.trick:
        if x == q:
            h |= 1 << c
    for c in world.bought[q]:
        h &= ~(1 << c)
    return h


def _ask_need(obs: Any, red: bool) -> float:
    return ASK[red] + (0.2 if obs.public.n == 4 else 0.0)


def _need(obs: Any, word: str, red: bool) -> float | None:
    if word in ("casco", "tourne", "tourne2", "tourne3"):
        return None
    if word in ("sans_prendre", "solo_tout"):
        return SANS_PRENDRE[red]
    return _ask_need(obs, red)  # ask, hold


#: what the beginner's calls reveal: asking and holding above the asking threshold, sans prendre
#: above its own, a first pass below the asking threshold; a Casco or a Tourné says little
CALLS = CallModel(auction_hand, _need, _ask_need)


def call_weight(world: Any, obs: Any) -> float:
    """How likely, in ``world``, the other seats' calls so far were (:func:`.family_bidsearch.call_weight`
    with the beginner's thresholds: asking and holding likely above the asking threshold, sans
    prendre above its own, a first pass below the asking threshold); a pass after bidding, a Casco
    or a Tourné says little and counts 1."""
    return family_call_weight(world, obs, CALLS)


#: how much less likely a world is where a seat's exchange count is not the beginner's for its hand
EXCHANGE_MISS = 0.15


def exchange_weight(world: Any, obs: Any) -> float:
    """How likely, in ``world``, the other seats' exchanges so far were: each bought as many cards as
    the beginner's rule (:func:`.ai._quick_exchange`: keep trumps and kings; a buyer before the last
    leaves five for the others unless he holds a matador; l'Hombre buys at least one) would have
    with the hand it held, else :data:`EXCHANGE_MISS`.  A seat's count tells how many trumps and
    kings it kept.  Only for an ask or sans prendre (the other games' exchanges follow other rules)."""
    pub = obs.public
    if pub is None or pub.contract not in ("ask", "sans_prendre") or pub.trump is None or not pub.exch_order:
        return 1.0
    t = pub.trump
    tm = R.trump_mask(t)
    priv = R.privileged(t)
    order = pub.exch_order
    done = pub.exch_i if obs.phase == "exchange" else len(order)
    counts = pub.discard_counts
    tal = pub.talon_size + sum(counts[q] for q in order[:done])
    w = 1.0
    for i, q in enumerate(order[:done]):
        if tal <= 0:
            break
        k = counts[q]
        if q != obs.player:
            h = auction_hand(world, q)
            plain = h & ~tm
            want = R.popcount(plain) - sum(1 for c in R.bits(plain) if c % 10 == _KING)
            if q != pub.declarer and i + 1 < len(order) and not h & tm & priv:
                want = min(want, max(0, tal - 5))
            lo = 1 if q == pub.declarer else 0
            if min(R.popcount(h), tal, max(lo, want)) != k:
                w *= EXCHANGE_MISS
        tal -= k
    return w


def play_weight(world: Any, obs: Any) -> float:
    """The inference for l'Hombre's cards: the calls and the exchanges."""
    return call_weight(world, obs) * exchange_weight(world, obs)


# ====================================================================== levels
def searched(obs: Any) -> bool:
    """The family's searched decisions (the auction, l'Hombre's cards, the vole), l'Hombre's trump
    and whether he plays or concedes, and every seat's exchange once trump is known."""
    pub = obs.public
    if pub is not None and obs.phase in ("trump", "concede") and obs.player == pub.declarer:
        return True
    if obs.phase == "exchange" and pub is not None and pub.trump is not None:
        return True
    return _searched(obs)


#: seconds a searched decision may take (hard limit 1.5 s in the shared search)
STRONG_BUDGET = 0.5


def _searched_defending(obs: Any) -> bool:
    """:func:`searched`, and every seat's cards (a defender's too)."""
    return searched(obs) or obs.phase in ("play", "vole")


def allies(obs: Any) -> set[int]:
    """The seats on the observer's side in the play: l'Hombre (or a challenger) alone, the others
    together."""
    pub = obs.public
    lone = pub.challenger if pub.challenger is not None else pub.declarer
    if obs.player == lone:
        return {lone}
    return {q for q in range(pub.n) if q != lone}


def _family(blind: Any, open_: Any, tie: bool = True, infer: bool = False) -> Family:
    return Family(sample=sample, blind=blind, open_=open_, pre_play=PRE_PLAY,
                  weight=play_weight if infer else call_weight, searched=searched,
                  searched_defending=_searched_defending, fallback=LastDealRules, player=KaufSearchPlayer,
                  allies=allies if tie else None, play_weight=play_weight if infer else None)


#: L'Hombre's and Kaufquadrille's parts of the family's strong level
HOMBRE = _family(blind_rollout, open_rollout)
KAUFQUADRILLE = _family(kauf_blind_rollout, kauf_open_rollout)


def strong(budget: float | None = STRONG_BUDGET, name: str = "hombre-strong", play: str = "open",
           defend: bool = False) -> SearchPlayer:
    """L'Hombre's strong level: calls, trump, concession and exchanges valued by blind rollouts with
    inference from the calls; l'Hombre's cards and the vole by the open-hand rollout (``play="blind"``:
    by the blind rollout too; ``defend``: the defenders' cards searched as well)."""
    return HOMBRE.strong(name, budget, play, defend)


def kauf_strong(budget: float | None = STRONG_BUDGET, name: str = "kaufquadrille-strong", play: str = "open",
                defend: bool = False) -> SearchPlayer:
    """Kaufquadrille's strong level: as :func:`strong`, valued as the deal pays four seats."""
    return KAUFQUADRILLE.strong(name, budget, play, defend)


def strong_untied() -> SearchPlayer:
    """The strong level without the tie-break among near-equal cards (for the benchmark)."""
    return _family(blind_rollout, open_rollout, tie=False).strong("hombre-untied", STRONG_BUDGET)


def strong_08() -> SearchPlayer:
    """The strong level given 0.8 s a decision (for the benchmark)."""
    return strong(budget=0.8, name="hombre-0.8s")


def strong_inferred() -> SearchPlayer:
    """The strong level with the inference from the calls and the exchange counts for every
    searched decision (l'Hombre's cards too)."""
    return _family(blind_rollout, open_rollout, infer=True).strong("hombre-inferred", STRONG_BUDGET)


def strong_blind_play() -> SearchPlayer:
    return strong(play="blind")


def strong_blind_defend() -> SearchPlayer:
    return strong(play="blind", defend=True)


def kauf_strong_blind_defend() -> SearchPlayer:
    return kauf_strong(play="blind", defend=True)


def strong_open(budget: float | None = STRONG_BUDGET) -> Any:
    """The strong level before (calls valued with open hands), for the benchmark's comparisons."""
    from .ai import strong as old

    return old(budget)

