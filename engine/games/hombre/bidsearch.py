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
  the search keeps a world with that probability (:meth:`engine.ai.search.SearchPlayer.draw`);
* :func:`strong` and :func:`kauf_strong` -- the strong levels: the auction, l'Hombre's trump and
  concession and every seat's exchange (among a few candidate discards) valued by
  :func:`blind_rollout` with the inference; l'Hombre's cards and the vole still by the open-hand
  rollout.
"""

from __future__ import annotations

import random
from typing import Any

from . import family_bidsearch as fbs
from . import ranks as R
from .actions import Discard
from .ai import _RULES, LastDealRules, _quick_exchange, _searched, discard_wish
from .ai import rollout as open_rollout
from .family import played_mask
from .family_ai import to_play
from .family_bidsearch import WEIGHT_SCALE
from .kauf_search import KaufSearchPlayer
from .kauf_search import rollout as kauf_open_rollout
from .payout import settled_rollout
from .players import ASK, SANS_PRENDRE, _strength
from .sampler import sample

__all__ = ["BlindPolicy", "blind_rollout", "kauf_blind_rollout", "call_weight", "strong", "kauf_strong",
           "searched", "PRE_PLAY", "WEIGHT_SCALE"]

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
        played = played_mask(pub)
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
        top = R.trick_strength(tc[wi], ls, t)
        winners = [c for c in cards if R.trick_strength(c, ls, t) > top]
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
    wish = discard_wish(state)
    if wish is None:
        return None
    p, hand, t, want = wish
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
    return to_play(state, rng, _RULES, quick_exchange)


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
    h: int = world.hands[q] | world.discards[q]
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


def _bar(obs: Any, word: str, red: bool) -> float:
    """The soft threshold of a call: sans prendre's (and the solo tout's) for those bids, the
    asking threshold (a little higher for four seats) for the rest and for a pass."""
    if word in ("sans_prendre", "solo_tout"):
        return SANS_PRENDRE[red]
    return ASK[red] + (0.2 if obs.public.n == 4 else 0.0)


def call_weight(world: Any, obs: Any) -> float:
    """How likely, in ``world``, the other seats' calls so far were (the family's
    :func:`.family_bidsearch.call_weight`): per call, a soft beginner's threshold on the hand's
    best evaluation (asking and holding likely above the asking threshold, sans prendre above its
    own, a first pass below the asking threshold); a pass after bidding, a Casco or a Tourné says
    little and counts 1."""
    return fbs.call_weight(world, obs, auction_hand, _bar, _VAGUE)


_VAGUE = frozenset({"casco", "tourne", "tourne2", "tourne3"})


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


def _make(name: str, budget: float | None, blind: Any, open_: Any, play: str, defend: bool,
          tie: bool = True) -> KaufSearchPlayer:
    return fbs.strong_player(KaufSearchPlayer, name, budget, sample=sample, fallback=LastDealRules(),
                             searched=_searched_defending if defend else searched, weight=call_weight,
                             phases=PRE_PLAY, blind=blind, open_=open_, blind_play=blind, play=play,
                             allies=allies if tie else None)


def strong(budget: float | None = STRONG_BUDGET, name: str = "hombre-strong", play: str = "open",
           defend: bool = False) -> KaufSearchPlayer:
    """L'Hombre's strong level: calls, trump, concession and exchanges valued by blind rollouts with
    inference from the calls; l'Hombre's cards and the vole by the open-hand rollout (``play="blind"``:
    by the blind rollout too; ``defend``: the defenders' cards searched as well)."""
    return _make(name, budget, blind_rollout, open_rollout, play, defend)


def kauf_strong(budget: float | None = STRONG_BUDGET, name: str = "kaufquadrille-strong", play: str = "open",
                defend: bool = False) -> KaufSearchPlayer:
    """Kaufquadrille's strong level: as :func:`strong`, valued as the deal pays four seats."""
    return _make(name, budget, kauf_blind_rollout, kauf_open_rollout, play, defend)


def strong_untied(budget: float | None = STRONG_BUDGET) -> KaufSearchPlayer:
    """The strong level without the tie-break among near-equal cards (for the benchmark)."""
    return _make("hombre-untied", budget, blind_rollout, open_rollout, "open", False, tie=False)


def strong_blind_play() -> KaufSearchPlayer:
    return strong(play="blind")


def strong_blind_defend() -> KaufSearchPlayer:
    return strong(play="blind", defend=True)


def kauf_strong_blind_defend() -> KaufSearchPlayer:
    return kauf_strong(play="blind", defend=True)


def strong_open(budget: float | None = STRONG_BUDGET) -> Any:
    """The strong level before (calls valued with open hands), for the benchmark's comparisons."""
    from .ai import strong as old

    return old(budget)

