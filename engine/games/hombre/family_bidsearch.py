"""The L'Hombre family's bid search: what L'Hombre, Kaufquadrille and the Quadrille forms share.

Each game's ``bidsearch`` module (:mod:`engine.games.hombre.bidsearch`,
:mod:`engine.games.quadrille.bidsearch`) brings what differs -- its blind rollout (the rest of the
deal played by players that see only their own cards), its open-hand rollout, the hand a seat held
in the auction and the thresholds its beginner bids by -- and builds here:

* :func:`call_weight` -- inference from the other seats' calls so far (the shared search's
  ``weight``): per call, a soft version of the beginner's threshold on the §2.12 evaluator of the
  hand the seat held in the auction (a bid likely above its threshold, a first pass below the
  lowest), parameterised by a :class:`CallModel`;
* :class:`Family` -- the strong levels: the decisions before the play (calls, trump, exchanges…)
  valued by the blind rollout with that inference, the rest by the open-hand rollout;
* :func:`calibration_main` -- how well the sampler, alone and with the inference, predicts the last
  bidder's hand (his black aces, the cards of his longest suit) over beginner deals.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from engine.ai.cardplay import TrickFacts, sound_order
from engine.ai.imperfect import calibrate, phase_rollout
from engine.ai.search import Rollout, Sampler, SearchPlayer, Weight
from engine.protocol import CHANCE, TERMINAL, get_game

from . import ranks as R
from .family import played_mask
from .players import evaluate

__all__ = ["WEIGHT_SCALE", "CallModel", "call_weight", "Family", "in_phases", "bidder", "calibration_main",
           "sound_cards", "late_in_trick"]

#: how soft the thresholds are: a hand this far (in the evaluator's units) above a threshold makes
#: the call with probability 1/(1+e^-1) = 0.73
WEIGHT_SCALE = 0.35


def _sig(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


@dataclass(frozen=True)
class CallModel:
    """What a game's beginner reveals by its calls.

    ``auction_hand(world, q)``: the cards seat ``q`` held in the auction, in a sampled world;
    ``need(obs, word, red)``: the evaluation a bid ``word`` needs (trump red or black), or None for
    a call that says little (weight 1); ``pass_need(obs, red)``: below it a first pass is likely."""

    auction_hand: Callable[[Any, int], int]
    need: Callable[[Any, str, bool], float | None]
    pass_need: Callable[[Any, bool], float]


def call_weight(world: Any, obs: Any, model: CallModel, scale: float = WEIGHT_SCALE) -> float:
    """How likely, in ``world``, the other seats' calls so far were: per call, a soft beginner's
    threshold on the hand's best evaluation (over the four trump suits); a pass after bidding says
    little and counts 1."""
    pub = obs.public
    auc = pub.auction if pub is not None else None
    if auc is None or not auc.calls:
        return 1.0
    me = obs.player
    w = 1.0
    cache: dict[int, tuple[float, bool]] = {}
    bid_before: set[int] = set()
    for q, text in auc.calls:
        word = text.split()[0]
        if q == me or (word == "pass" and q in bid_before):
            if word != "pass":
                bid_before.add(q)
            continue
        if word != "pass":
            bid_before.add(q)
        need = None if word == "pass" else model.need(obs, word, False)
        if word != "pass" and need is None:
            continue
        if q not in cache:
            h = model.auction_hand(world, q)
            e, t = max((evaluate(h, s), s) for s in range(4))
            cache[q] = (e, R.is_red(t))
        e, red = cache[q]
        if word == "pass":
            w *= 1.0 - _sig((e - model.pass_need(obs, red)) / scale)
        else:
            need = model.need(obs, word, red)
            assert need is not None
            w *= _sig((e - need) / scale)
    return w


def in_phases(phases: Iterable[str], weight: Weight, otherwise: Weight | None = None) -> Weight:
    """``weight`` for decisions in ``phases`` (those the blind rollout values), ``otherwise`` (or 1)
    elsewhere."""
    ph = frozenset(phases)

    def w(world: Any, obs: Any) -> float:
        if obs.phase in ph:
            return weight(world, obs)
        return otherwise(world, obs) if otherwise is not None else 1.0
    return w


@dataclass(frozen=True)
class Family:
    """One game's parts for the family's strong levels.

    ``blind``: the rest of the deal played blind (values the decisions before the play);
    ``open_``: the open-hand rollout (the cards and the vole); ``pre_play``: the phases whose worlds
    go to ``blind``; ``blind_only``: the rollout for ``play="blind"`` (default ``blind``);
    ``searched`` / ``searched_defending``: which decisions the search takes (without and with the
    defenders' cards); ``fallback``: the rules for the rest; ``player``: the search class;
    ``allies(obs)``: the seats the observer knows are on its side -- with it, cards the search cannot
    tell apart go by :func:`sound_cards`; ``play_weight``: the inference for the other searched
    decisions (the cards, the vole), where the worlds go to ``open_`` (default: none)."""

    sample: Sampler
    blind: Rollout
    open_: Rollout
    pre_play: frozenset[str]
    weight: Weight
    searched: Callable[[Any], bool]
    searched_defending: Callable[[Any], bool]
    fallback: Callable[[], Any]
    player: type[SearchPlayer] = SearchPlayer
    blind_only: Rollout | None = None
    allies: Callable[[Any], set[int]] | None = None
    play_weight: Weight | None = None

    def is_pre_play(self, state: Any) -> bool:
        return state.pub.phase in self.pre_play

    def strong(self, name: str, budget: float | None, play: str = "open", defend: bool = False) -> SearchPlayer:
        """The strong level ``name``: the decisions before the play valued by the blind rollout with
        the inference, the rest by the open-hand rollout (``play="blind"``: every searched decision
        by the blind rollout, with the inference; ``defend``: the defenders' cards searched too)."""
        if play == "blind":
            roll = self.blind_only or self.blind
            weight = self.weight
        else:
            roll = phase_rollout(self.blind, self.open_, self.is_pre_play)
            weight = in_phases(self.pre_play, self.weight, self.play_weight)
        allies = self.allies
        tiebreak = None if allies is None else (lambda obs, acts: sound_cards(obs, acts, allies))
        return self.player(name, self.sample, roll, fallback=self.fallback(),
                           searched=self.searched_defending if defend else self.searched, budget=budget,
                           weight=weight, tiebreak=tiebreak, tie_z=late_in_trick)


# ---------------------------------------------------------------------- card play without noise
def _card_index(card: Any) -> int:
    return R.INDEX[card]


def sound_cards(obs: Any, actions: list, allies: Callable[[Any], set[int]]) -> list:
    """The family's tie-break (the shared search's ``tiebreak``): cards the search cannot tell
    apart in the play, the soundest first by :func:`engine.ai.cardplay.sound_order` (the cheapest
    card that beats an enemy's trick late in it, else the lowest card, a discard from the longest
    plain suit), with the family's suits (every trump one suit, Spadille and Basto included) and
    ranks; ``allies(obs)`` the seats the observer knows are on its side.  Not for leads nor any
    other decision (an empty answer: the search's leader stays)."""
    if obs.phase != "play" or not obs.trick:
        return []
    by_card = {}
    for a in actions:
        card = getattr(a, "card", None)
        if card is None:
            return []
        by_card[_card_index(card)] = a
    pub = obs.public
    t = pub.trump
    hand = R.mask_of(obs.hand)
    unseen = R.ALL & ~hand & ~played_mask(pub)
    friends = allies(obs)

    def rank(c: int) -> int:
        return 100 + R.trump_rank(c, t) if R.is_trump(c, t) else R.plain_rank(c)
    f = TrickFacts(suit=lambda c: R.plain_suit(c, t), rank=rank, trump=4,
                   trick=[(q, _card_index(c)) for q, c in obs.trick], me=obs.player, ally=friends.__contains__,
                   hand=R.bits(hand), unseen=R.bits(unseen), seats=pub.n)
    return [by_card[c] for c in sound_order(list(by_card), f)]


def late_in_trick(obs: Any) -> float:
    """``tie_z``: in the last two places of a trick cards within one standard error of the best go by
    the rule (most of the trick is in view); earlier only cards equal in every world."""
    pub = obs.public
    return 1.0 if obs.phase == "play" and pub is not None and len(obs.trick) >= pub.n - 2 else 0.0


# ---------------------------------------------------------------------- calibration
def bidder(obs: Any) -> int | None:
    """The last seat other than the observer that bid (not passed) in the auction so far."""
    auc = obs.public.auction if obs.public is not None else None
    if auc is None:
        return None
    for q, text in reversed(auc.calls):
        if q != obs.player and text.split()[0] != "pass":
            return q
    return None


def calibration_main(games: Iterable[str], deals: int, beginner: Callable[[], Any], sample: Sampler,
                     weight: Weight, auction_hand: Callable[[Any, int], int], phases: Iterable[str]) -> int:
    """Print how well ``sample`` predicts the last bidder's hand in the auction (his black aces, the
    cards of his longest suit), alone and with ``weight``, at every decision in ``phases`` of
    ``deals`` beginner deals after another seat bid (40 sampled worlds each)."""
    ph = frozenset(phases)

    def black_aces(state: Any, obs: Any) -> float | None:
        q = bidder(obs)
        if q is None:
            return None
        h = auction_hand(state, q)
        return float((h >> R.AS & 1) + (h >> R.AC & 1))

    def longest(state: Any, obs: Any) -> float | None:
        q = bidder(obs)
        if q is None:
            return None
        h = auction_hand(state, q)
        return float(max(R.popcount(h & R.trump_mask(t)) for t in range(4)))

    for game in games:
        spec = get_game(game)
        rng = random.Random(5)
        cases = []
        for _ in range(deals):
            st = spec.new_state(spec.options(), deals=1)
            players = [beginner() for _ in range(spec.players)]
            while st.current_player() != TERMINAL:
                who = st.current_player()
                if who == CHANCE:
                    a = st.sample_chance(rng)
                else:
                    o = st.observation(who)
                    if o.phase in ph and bidder(o) is not None:
                        cases.append((st, o))
                    a = players[who].choose(o, rng)
                st, _ = st.apply(a)
        for name, f in (("black aces", black_aces), ("cards of his longest suit", longest)):
            r = calibrate(cases, sample, f, weight=weight, worlds=40, rng=random.Random(2))
            for k, v in r.items():
                print(f"{game}: bidder's {name}, {k:8}: {v['cases']} decisions, predicted {v['mean_predicted']:.3f} "
                      f"v true {v['mean_true']:.3f} (mean error {v['mean_error']:+.3f}, mean absolute error "
                      f"{v['mean_abs_error']:.3f}, log-likelihood {v['log_likelihood']:.3f})")
    return 0
