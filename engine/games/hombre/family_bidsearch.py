"""The bid search of the L'Hombre family, in one place: L'Hombre and Kaufquadrille
(:mod:`.bidsearch`) and the Quadrille family (:mod:`engine.games.quadrille.bidsearch`) value a
call by worlds played out blind (each game its own blind rollout) and weigh each world by how
likely the other seats' calls were in it.  What is alike is here; each game hands in what differs:

* :func:`call_weight` -- the inference from the calls: per call of another seat, a soft version
  of the beginner's threshold on the §2.12 evaluator (:func:`.players.evaluate`, the best suit of
  the hand that seat held in the auction): a bid likely above its threshold, a first pass likely
  below.  The game says which hand a seat held (``auction_hand``), each call's threshold
  (``bar``) and which calls say little (``vague``: not weighed);
* :func:`before_play` -- a weight that infers only where the blind rollout values the decision;
* :func:`strong_player` -- a strong level: the decisions before the play valued by the blind
  rollout with the inference, the play by the open-hand rollout (``play="blind"``: by a blind
  rollout and the inference everywhere);
* :func:`sound_cards`, :func:`late_in_trick` -- the tie-break in the play: cards the search
  cannot tell apart follow the sound rule of :mod:`engine.ai.cardplay` (the cheapest card that
  beats an enemy's trick, else the lowest), late in a trick within one standard error;
* :func:`bidder`, :func:`calibration` -- how well the sampler, alone and with the inference,
  predicts the last bidder's hand (the games' ``--calibrate`` benchmarks).
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable, Container, TypeVar

from engine.ai.cardplay import TrickFacts, sound_order
from engine.ai.imperfect import calibrate, phase_rollout
from engine.protocol import CHANCE, TERMINAL, get_game

from . import ranks as R
from .family import played_mask
from .players import evaluate

__all__ = ["WEIGHT_SCALE", "sig", "call_weight", "before_play", "strong_player", "sound_cards", "late_in_trick",
           "bidder", "calibration"]

#: how soft the thresholds are: a hand this far (in the evaluator's units) above the asking
#: threshold asks with probability 1/(1+e^-1) = 0.73
WEIGHT_SCALE = 0.35

P = TypeVar("P")


def sig(x: float) -> float:
    """The logistic function (0 far below)."""
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def call_weight(world: Any, obs: Any, auction_hand: Callable[[Any, int], int], bar: Callable[[Any, str, bool], float],
                vague: Container[str] = (), vague_is_bid: bool = False) -> float:
    """How likely, in ``world``, the other seats' calls so far were: per call, ``bar(obs, word,
    red)`` is the threshold of the call's first word (``pass`` too) for a hand whose best suit is
    red or black; a bid or a hold is likely above it, a first pass below.  A pass after bidding
    says little and counts 1, so does a call of ``vague`` (which counts as bidding when
    ``vague_is_bid``).  The hands are those the seats held in the auction, ``auction_hand(world, q)``."""
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
        if q == me or word in vague:
            if word != "pass" and (q == me or vague_is_bid):
                bid_before.add(q)
            continue
        if word == "pass" and q in bid_before:
            continue
        if q not in cache:
            h = auction_hand(world, q)
            e, t = max((evaluate(h, s), s) for s in range(4))
            cache[q] = (e, R.is_red(t))
        e, red = cache[q]
        if word == "pass":
            w *= 1.0 - sig((e - bar(obs, word, red)) / WEIGHT_SCALE)
            continue
        w *= sig((e - bar(obs, word, red)) / WEIGHT_SCALE)
        bid_before.add(q)
    return w


def before_play(weight: Callable[[Any, Any], float], phases: Container[str]) -> Callable[[Any, Any], float]:
    """``weight`` where the observation's phase is one of ``phases`` (those the blind rollout
    values), 1 elsewhere."""
    def weigh(world: Any, obs: Any) -> float:
        return weight(world, obs) if obs.phase in phases else 1.0
    return weigh


def strong_player(make: Callable[..., P], name: str, budget: float | None, *, sample: Any, fallback: Any,
                  searched: Callable[[Any], bool], weight: Callable[[Any, Any], float], phases: Container[str],
                  blind: Any, open_: Any, blind_play: Any, play: str,
                  allies: Callable[[Any], set[int]] | None = None) -> P:
    """A strong level made by ``make`` (a search player class): in ``phases`` (before the play)
    valued by the ``blind`` rollout with the inference ``weight``, after them by the ``open_``
    rollout without it; with ``play="blind"`` everything by ``blind_play`` with the inference.
    ``allies(obs)``: the seats the observer knows are on its side -- with it, cards the search
    cannot tell apart go by :func:`sound_cards` (:func:`late_in_trick` says how near is near)."""
    def pre_play(state: Any) -> bool:
        return state.pub.phase in phases
    roll = blind_play if play == "blind" else phase_rollout(blind, open_, pre_play)
    w = weight if play == "blind" else before_play(weight, phases)
    if allies is None:
        return make(name, sample, roll, fallback=fallback, searched=searched, budget=budget, weight=w)
    side = allies

    def tiebreak(obs: Any, acts: list[Any]) -> list[Any]:
        return sound_cards(obs, acts, side)
    return make(name, sample, roll, fallback=fallback, searched=searched, budget=budget, weight=w,
                tiebreak=tiebreak, tie_z=late_in_trick)


# ---------------------------------------------------------------------- card play without noise
def sound_cards(obs: Any, actions: list[Any], allies: Callable[[Any], set[int]]) -> list[Any]:
    """The family's tie-break (the shared search's ``tiebreak``): cards the search cannot tell
    apart in the play, the soundest first by :func:`engine.ai.cardplay.sound_order` (the cheapest
    card that beats an enemy's trick late in it, else the lowest card, a discard from the longest
    plain suit), with the family's suits (every trump one suit, Spadille and Basto included) and
    ranks; ``allies(obs)`` the seats the observer knows are on its side.  Not for leads nor any
    other decision (an empty answer: the search's leader stays)."""
    if obs.phase != "play" or not obs.trick:
        return []
    by_card: dict[int, Any] = {}
    for a in actions:
        card = getattr(a, "card", None)
        if card is None:
            return []
        by_card[R.INDEX[card]] = a
    pub = obs.public
    t = pub.trump
    hand = R.mask_of(obs.hand)
    unseen = R.ALL & ~hand & ~played_mask(pub)
    friends = allies(obs)

    def rank(c: int) -> int:
        return 100 + R.trump_rank(c, t) if R.is_trump(c, t) else R.plain_rank(c)
    f = TrickFacts(suit=lambda c: R.plain_suit(c, t), rank=rank, trump=4,
                   trick=[(q, R.INDEX[c]) for q, c in obs.trick], me=obs.player, ally=friends.__contains__,
                   hand=R.bits(hand), unseen=R.bits(unseen), seats=pub.n)
    return [by_card[c] for c in sound_order(list(by_card), f)]


def late_in_trick(obs: Any) -> float:
    """``tie_z``: in the last two places of a trick cards within one standard error of the best go by
    the rule (most of the trick is in view); earlier only cards equal in every world."""
    pub = obs.public
    return 1.0 if obs.phase == "play" and pub is not None and len(obs.trick) >= pub.n - 2 else 0.0


# ---------------------------------------------------------------------- calibration
def bidder(obs: Any) -> int | None:
    """The last other seat that bid (not passed) in the auction so far."""
    pub = obs.public
    auc = pub.auction if pub is not None else None
    if auc is None:
        return None
    for q, text in reversed(auc.calls):
        if q != obs.player and text.split()[0] != "pass":
            return int(q)
    return None


def calibration(game: str, deals: int, *, phases: Container[str], make_player: Callable[[], Any], sample: Any,
                weight: Callable[[Any, Any], float], auction_hand: Callable[[Any, int], int],
                longest: str) -> None:
    """Prints how well the sampler predicts the last bidder's black aces and the cards of his
    longest suit (``longest`` names it), alone and with ``weight``, at every decision in ``phases``
    after another seat bid, over ``deals`` deals of beginners (``make_player()`` each seat; 40
    sampled worlds a decision)."""
    def black_aces(state: Any, obs: Any) -> float | None:
        q = bidder(obs)
        if q is None:
            return None
        h = auction_hand(state, q)
        return float((h >> R.AS & 1) + (h >> R.AC & 1))

    def longest_suit(state: Any, obs: Any) -> float | None:
        q = bidder(obs)
        if q is None:
            return None
        h = auction_hand(state, q)
        return float(max(R.popcount(h & R.trump_mask(t)) for t in range(4)))

    spec = get_game(game)
    rng = random.Random(5)
    cases = []
    for _ in range(deals):
        st = spec.new_state(spec.options(), deals=1)
        players = [make_player() for _ in range(spec.players)]
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == CHANCE:
                a = st.sample_chance(rng)
            else:
                o = st.observation(who)
                if o.phase in phases and bidder(o) is not None:
                    cases.append((st, o))
                a = players[who].choose(o, rng)
            st, _ = st.apply(a)
    for name, f in (("black aces", black_aces), (longest, longest_suit)):
        r = calibrate(cases, sample, f, weight=weight, worlds=40, rng=random.Random(2))
        for k, v in r.items():
            print(f"{game}: bidder's {name}, {k:8}: {v['cases']} decisions, predicted {v['mean_predicted']:.3f} "
                  f"v true {v['mean_true']:.3f} (mean error {v['mean_error']:+.3f}, mean absolute error "
                  f"{v['mean_abs_error']:.3f}, log-likelihood {v['log_likelihood']:.3f})")
