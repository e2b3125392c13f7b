"""Boston's searched calls: every contract of the auction, the trumps and the support valued by
worlds played out blind.

The strong level before searched only the trumps and the cards, with the open-hand rollout
(:func:`.ai.rollout`); searching the bids that way lost, because open hands promise the declarer
more tricks than he makes.  Here a call is valued instead by worlds played out by players that
see only their own cards (issue 28; the shared pieces are in :mod:`engine.ai.imperfect`):

* :func:`blind_card` -- the beginner's card play (:meth:`.ai.BeginnerPlayer._play`) on bit masks,
  each seat knowing its own hand and the cards played, not where the others are;
* :func:`blind_rollout` -- the rest of the auction, the trumps and the support by the beginner's
  rules (:func:`engine.ai.imperfect.play_on`, each seat from its own observation), then the cards
  by :func:`blind_card`, valued by the deal's payments (:func:`.ai.deal_value`);
* :func:`strong` -- the strong level: the bids, passes, trumps and support valued by
  :func:`blind_rollout` (:func:`engine.ai.imperfect.phase_rollout`), the cards still by the
  open-hand rollout, every world weighted by the others' calls (:func:`.ai.weight`);
* :func:`calibration` -- how well the sampler with that weight predicts the other seats' trick
  counts (``python -m engine.games.boston.bidsearch``).
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.cardplay import TrickFacts, sound_order
from engine.ai.imperfect import Calibration, phase_rollout, play_on
from engine.ai.search import SearchPlayer
from engine.bitcards import played_mask
from engine.games.whist import tables as T
from engine.games.whist.actions import Pass, Play
from engine.protocol import CHANCE, TERMINAL

from .actions import Support, Trump
from .ai import BeginnerPlayer, _highest, _lowest, best_trump, bid_of, deal_value, rollout, supports, weight
from .sampler import sample

__all__ = ["blind_card", "blind_rollout", "strong", "searched", "calibration", "AUCTION"]

#: the phases before the play: a world handed over in one of them comes from a call
AUCTION = ("bid", "trump", "support")
SM = T.SUIT_MASK

_RULES = BeginnerPlayer()


def blind_card(hands: list[int], trick: list[tuple[int, int]], p: int, trump: int, declaring: tuple[int, ...],
               misere: bool) -> int:
    """The card :meth:`.ai.BeginnerPlayer._play` chooses for seat ``p``, on bit masks: the seat
    knows its own hand and (as the cards not in any hand) what has been played."""
    now = 0
    for h in hands:
        now |= h
    if trick:
        w = T.trick_winner(trick, trump)
        wcard = next(c for q, c in trick if q == w)
        return _card(hands[p], now & ~hands[p], T.SUIT_OF[trick[0][1]], wcard, w in declaring, trump,
                     p in declaring, misere)
    return _card(hands[p], now & ~hands[p], -1, -1, False, trump, p in declaring, misere)


def _card(hand: int, out: int, led: int, wcard: int, declarer_winning: bool, trump: int, i_declare: bool,
          misere: bool) -> int:
    """:func:`blind_card` from what the seat knows: its ``hand``, the cards ``out`` in other hands,
    the suit ``led`` (-1: it leads), the card ``wcard`` winning the trick so far and whether the
    declaring side holds it."""
    lm = (hand & SM[led] or hand) if led >= 0 else hand
    if lm & (lm - 1) == 0:
        return lm.bit_length() - 1
    if led < 0:
        if misere:
            return _lowest(lm)
        trumps = lm & SM[trump] if trump >= 0 else 0
        if i_declare and trumps and T.count(trumps) >= 4 and out & SM[trump]:
            top = _highest(trumps)
            return top if not out & SM[T.SUIT_OF[top]] & ((1 << top) - 1) else _lowest(trumps)
        for s in range(4):
            m = lm & SM[s]
            if m and s != trump:
                top = _highest(m)
                if not out & SM[s] & ((1 << top) - 1):
                    return top
        plain = [s for s in range(4) if s != trump and lm & SM[s]] or [s for s in range(4) if lm & SM[s]]
        s = max(plain, key=lambda x: T.count(lm & SM[x]))
        return _lowest(lm & SM[s])
    ws = T.SUIT_OF[wcard]
    # a card beats the best one by a higher card of its suit (a lower bit) or, led otherwise, a trump
    beaters = lm & ((SM[ws] & ((1 << wcard) - 1)) | (SM[trump] if trump >= 0 and ws != trump else 0))
    losers = lm & ~beaters
    if misere:
        if i_declare:
            return _highest(losers) if losers else _lowest(lm)
        if declarer_winning and losers:
            return _highest(losers)
        return _lowest(lm)
    if declarer_winning == i_declare:
        same = lm & SM[led]
        if same:
            return _lowest(same)
        return _lowest(lm & ~(SM[trump] if trump >= 0 else 0) or lm)
    if beaters:
        cheap = beaters & ~SM[trump] if trump >= 0 else beaters
        return _lowest(cheap or beaters)      # the cheapest card that wins, a trump only if needed
    same = lm & SM[led]
    return _lowest(same) if same else _lowest(lm & ~(SM[trump] if trump >= 0 else 0) or lm)


def _shortcut(state: Any, rng: random.Random) -> Any:
    """The beginner's call, trumps or support from the state (its own hand and the contracts still
    open only), without building an observation."""
    ph = state.phase
    if ph == "bid":
        return bid_of(state.hands[state.to_move], state._higher_bids(), state.opts.great_independence_tricks)
    if ph == "trump":
        return Trump(T.SUITS[best_trump(state.hands[state.to_move])[0]])
    if ph == "support":
        return Support() if supports(state.hands[state.to_move]) else Pass()
    return None


def _in_auction(state: Any) -> bool:
    return state.phase in AUCTION and state.to_move >= 0


def blind_rollout(state: Any, seat: int, rng: random.Random) -> float:
    """The rest of the deal by the beginner's rules, every seat seeing only its own cards: the
    auction, trumps and support from each seat's observation, the cards by :func:`blind_card`;
    the seat's balance after the deal's payments (:func:`.ai.deal_value`)."""
    st = play_on(state, lambda q: _RULES, lambda s: not _in_auction(s), rng, shortcut=_shortcut)
    if st.phase != "play":
        return deal_value(st, seat, None)
    side = st.side()
    misere = st.contract == "misere"
    declarer = st.declarer
    hands = list(st.hands)
    won = list(st.tricks_won)
    p = st.to_move
    trump = st.trump
    now = hands[0] | hands[1] | hands[2] | hands[3]
    led, w, wcard, k = -1, -1, -1, len(st.trick)
    if st.trick:
        w = T.trick_winner(st.trick, trump)
        wcard = next(c for q, c in st.trick if q == w)
        led = T.SUIT_OF[st.trick[0][1]]
    suit_of = T.SUIT_OF
    while now:
        hand = hands[p]
        c = _card(hand, now & ~hand, led, wcard, w in side, trump, p in side, misere)
        bit = 1 << c
        hands[p] = hand & ~bit
        now &= ~bit
        if led < 0:
            led, w, wcard = suit_of[c], p, c
        else:
            sc, sw = suit_of[c], suit_of[wcard]
            if (sc == sw and c < wcard) or (sc == trump and sw != trump):   # a lower bit is a higher card
                w, wcard = p, c
        k += 1
        if k == 4:
            won[w] += 1
            p = w
            led, w, wcard, k = -1, -1, -1, 0
            if misere and p == declarer:
                break
        else:
            p = (p + 1) % 4
    return deal_value(st, seat, won)


def _before_play(state: Any) -> bool:
    """Worlds handed over by a call: still in the auction, or at the first lead (after the trumps
    or the last call), or the deal settled (all passed)."""
    ph = state.phase
    return ph in AUCTION or ph != "play" or (not state.tricks and not state.trick)


def searched(obs: Any) -> bool:
    return obs.phase in ("bid", "trump", "support", "play")


class BidSearch(SearchPlayer):
    """The shared search; with ``keep_z`` set, the beginner's call stays unless another is ahead of
    it by more than ``keep_z`` paired standard errors."""

    keep_z: float | None = None

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Any = ()) -> Any:
        if self.keep_z is None or observation.phase not in AUCTION or len(observation.legal_actions) < 2:
            return super().evaluate(observation, rng, must_value=must_value)
        first = _RULES.choose(observation, random.Random(0))
        ev = super().evaluate(observation, rng, must_value=tuple(must_value) + (first,))
        if ev.reason == "search" and ev.best != first and first in ev.values:
            if ev.values[ev.best] - ev.values[first] <= self.keep_z * ev.stderr.get(first, 0.0):
                ev.best, ev.reason, ev.rule = first, "rule", "call within noise"
        return ev


def tiebreak(obs: Any, actions: list[Any]) -> list[Any]:
    """Cards the search cannot tell apart, the soundest first (:func:`engine.ai.cardplay.sound_order`:
    the cheapest winning card or ruff, else the lowest card, a discard from the longest plain suit),
    as in Whist; the declaring side (declarer and supporter) against the rest.  Not for leads and
    not in a Misère (there the rule would win tricks the declarer must lose): an empty answer."""
    if obs.phase != "play" or not obs.trick or obs.contract == "misere" or obs.declarer is None:
        return []
    hand = T.mask_of(obs.hand)
    played = played_mask(obs.tricks, obs.trick, lambda c: T.BY_ID[id(c)])
    side = (obs.declarer,) if obs.supporter is None else (obs.declarer, obs.supporter)
    mine = obs.player in side
    trump = -1 if obs.trump is None else T.SUITS.index(obs.trump)
    f = TrickFacts(suit=T.SUIT_OF.__getitem__, rank=T.STRENGTH.__getitem__, trump=trump if trump >= 0 else None,
                   trick=[(q, T.INDEX[c]) for q, c in obs.trick], me=obs.player,
                   ally=lambda q: (q in side) == mine, hand=list(T.bits(hand)),
                   unseen=list(T.bits(T.ALL & ~played & ~hand)))
    by_card = {T.INDEX[a.card]: a for a in actions if isinstance(a, Play)}
    if len(by_card) != len(actions):
        return []
    return [by_card[c] for c in sound_order(list(by_card), f)]


#: card values within this many points of each other are noise: past the contract a trick is worth
#: only the hundredth that breaks ties (:func:`.ai.deal_value`)
TIE_MARGIN = 0.05


def tie_z(obs: Any) -> float:
    """Third and fourth hand: cards within a standard error of the best go by the rule (Whist's
    measure); second hand only within :data:`TIE_MARGIN` or equal in every world."""
    return 1.0 if len(obs.trick) >= 2 else 0.0


def strong(budget: float | None = 0.5, name: str = "boston-strong", play: str = "open",
           keep_z: float | None = None, sound: bool = True) -> SearchPlayer:
    """The strong level: bids, passes, trumps and support valued by :func:`blind_rollout`, the cards
    by the open-hand rollout (``play="blind"``: by the blind one too), every world weighted by the
    others' calls (:func:`.ai.weight`); ``keep_z``: see :class:`BidSearch`."""
    roll = blind_rollout if play == "blind" else phase_rollout(blind_rollout, rollout, _before_play)
    extra: dict[str, Any] = dict(tiebreak=tiebreak, tie_z=tie_z, tie_margin=TIE_MARGIN) if sound else {}
    p = BidSearch(name, sample, roll, fallback=BeginnerPlayer(), searched=searched, budget=budget, weight=weight,
                  **extra)
    p.keep_z = keep_z
    return p


def strong_keep1() -> SearchPlayer:
    """A variant measured (docs/boston.md): the beginner's call unless another is a standard error ahead."""
    return strong(name="boston-strong-keep1", keep_z=1.0)


def strong_noisy() -> SearchPlayer:
    """A variant measured (docs/boston.md): the cards the search cannot tell apart left to the noise."""
    return strong(name="boston-strong-noisy", sound=False)


# ---------------------------------------------------------------------- calibration
def _cases(deals: int, seed: int) -> list[tuple[Any, Any]]:
    """(true state, observation) at every bid decision of ``deals`` deals played by the beginner."""
    from . import SPEC

    out = []
    for d in range(deals):
        rng = random.Random(seed + d)
        st = SPEC.new_state(SPEC.options(), deals=1)
        while st.current_player() != TERMINAL and st.phase not in ("play", "over"):
            who = st.current_player()
            if who == CHANCE:
                a = st.sample_chance(rng)
            else:
                obs = st.observation(who)
                if st.phase == "bid" and st.bids:
                    out.append((st, obs))
                a = _RULES.choose(obs, rng)
            st, _ = st.apply(a)
    return out


def calibration(deals: int = 60, worlds: int = 40, seed: int = 1) -> Calibration:
    """How well the sampler, alone and weighted by the calls, predicts the best trick count
    (:func:`.ai.best_trump`, whole tricks) of the seat that has bid highest so far (or, with no
    bid yet, of the seat before the one to call)."""
    from engine.ai.imperfect import calibrate

    def feature(state: Any, obs: Any) -> float | None:
        q = None
        for x, c in obs.bids:
            if c is not None and x != obs.player:
                q = x
        if q is None:
            q = obs.bids[-1][0]
            if q == obs.player:
                return None
        return float(int(best_trump(state.dealt[q])[1]))

    return calibrate(_cases(deals, seed), sample, feature, weight=weight, worlds=worlds,
                     rng=random.Random(seed))


def rollout_speed(deals: int = 60, seed: int = 1, repeat: int = 3) -> dict[str, Any]:
    """Processor milliseconds per :func:`blind_rollout` from the bid decisions of ``deals`` beginner
    deals (``python -m engine.games.boston.bidsearch speed``)."""
    import time

    states = [st for st, _o in _cases(deals, seed)]
    t = time.process_time()
    for _ in range(repeat):
        for st in states:
            blind_rollout(st, st.to_move, random.Random(1))
    ms = (time.process_time() - t) * 1000 / (repeat * len(states))
    return {"rollouts": repeat * len(states), "ms_per_rollout": round(ms, 4)}


if __name__ == "__main__":
    import json
    import sys

    print(json.dumps(rollout_speed() if sys.argv[1:] == ["speed"] else calibration(), indent=1))
