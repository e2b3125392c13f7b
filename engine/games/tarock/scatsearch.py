"""Tarock's searched Scat (the dealer's cards laid away) and form C's calls, valued by worlds played out by
players who see only their own cards (issue 28).

The strong level before searched only the cards and laid its Scat by the beginner's rule
(:func:`.policy.choose_scat`).  Here the dealer's Scat is chosen among a few candidates -- the
beginner's and the next best by the same rule's score -- by the shared search:

* :func:`sample` -- the sampler of :mod:`.ai_core` extended to the Scat (the dealer knows his own
  hand and nothing else: the other hands dealt anew by their sizes);
* :func:`candidates` -- the beginner's Scat and the next :data:`CANDIDATES` - 1 best by its score;
* :func:`blind_rollout` -- the honours (and, in form C, the calls) by the beginner's rules from
  each seat's own observation (:func:`engine.ai.imperfect.play_on`), then the cards by the
  rules of thumb of :mod:`.policy`, which read only the seat's own hand and what is public
  (:func:`.ai_core.play_out`), valued from the moment of the Scat on, so the honours the
  kept cards declare are counted;
* :func:`weight` -- form C: inference from the other seats' calls (the beginner's rule);
* :func:`ask_candidates` -- form C: the Mediateur's asks compared (the beginner's first);
* :func:`make_strong` -- the strong level: the Scat, the honours (``declare`` / ``silent``) and
  form C's calls, King call and asks so (the beginner's choice kept unless another is clearly
  ahead), the cards as before.
"""

from __future__ import annotations

import dataclasses
import random
from itertools import combinations
from typing import Any

from engine.ai.imperfect import Calibration, play_on
from engine.ai.search import CannotSample

from . import cards as T
from . import game as G
from . import policy as P
from .actions import Scat
from .ai_core import BeginnerPlayer, TarockSearch, deal_value, play_out, rollout
from .ai_core import sample as play_sample
from .honours import honours_of

__all__ = ["sample", "candidates", "ask_candidates", "blind_rollout", "make_strong", "CANDIDATES"]

#: Scats the search compares (the beginner's first)
CANDIDATES = 6

_RULES = BeginnerPlayer()


def sample(obs: Any, rng: random.Random) -> G.TarockState:
    """:func:`.ai_core.sample`, and at the dealer's Scat: his hand as it is, the other cards dealt
    anew among the other seats by their sizes; in the calls of form C: the hidden hands and Scat
    placed as for the play (nothing is played or shown yet), the calls still to come queued."""
    if obs.phase == "bid":
        w = play_sample(dataclasses.replace(obs, phase="play"), rng)
        w.phase = "bid"
        first = w.nxt(w.dealer)
        w.bid_queue = tuple(G._round_from(w, first))[len(obs.bids):]
        return w
    if obs.phase in _BEFORE_PLAY:
        # as for the play (nothing is played yet); before the King is called there is no partner
        calling = obs.phase == "call"
        w = play_sample(dataclasses.replace(obs, phase="play", contract="solo" if calling else obs.contract), rng)
        w.phase, w.to_move = obs.phase, obs.to_move
        if calling:
            w.cgame, w.partner = obs.contract, -1
        return w
    if obs.phase != "scat":
        return play_sample(obs, rng)
    p, n = obs.player, obs.seats
    mine = {T.INDEX[c] for c in obs.hand}
    pack = [c for c in range(T.N) if not (obs.form == "C" and c in T.ACES_OUT) and c not in mine]
    rng.shuffle(pack)
    hands: list[list[int]] = [[] for _ in range(n)]
    hands[p] = sorted(mine)
    k = 0
    for q in range(n):
        if q == p or q == obs.sitter:
            continue
        size = obs.hand_sizes[q]
        hands[q] = pack[k:k + size]
        k += size
    if k != len(pack):
        raise CannotSample("scat: the hidden cards do not fill the hands")
    return G.TarockState.from_observation(obs, tuple(tuple(h) for h in hands), ())


def candidates(obs: Any) -> list[Scat]:
    """The beginner's Scat and the next best by the score of :func:`.policy.choose_scat`."""
    legal = list(obs.legal_actions)
    if len(legal) <= CANDIDATES:
        return legal
    hand = [T.INDEX[c] for c in obs.hand]
    k = len(legal[0].cards)
    choices = sorted({T.INDEX[c] for a in legal for c in a.cards})
    o = obs.options
    first = _RULES.choose(obs, random.Random(0))
    suit_len = [sum(1 for c in hand if P.SUIT[c] == s) for s in range(4)]
    trumps = [c for c in hand if P.SUIT[c] in (P.TR, P.FOOL)]

    def score(c: int) -> float:
        if P.SUIT[c] in (P.TR, P.FOOL):
            return 20.0 if len(trumps) == 3 else -50.0
        return P.VAL[c] * 3 + (6 - suit_len[P.SUIT[c]]) - P.STR[c] / 20

    cand = sorted(choices, key=score, reverse=True)[:10]
    base = sum(h[1] for h in honours_of(hand, o.honours_variant, o.scus_counts_for_ten_tarocs, obs.form))
    ranked = []
    for cs in combinations(cand, k):
        rest = [c for c in hand if c not in cs]
        hv = sum(h[1] for h in honours_of(rest, o.honours_variant, o.scus_counts_for_ten_tarocs, obs.form))
        ranked.append((sum(score(c) for c in cs) + 3 * (hv - base), tuple(sorted(cs))))
    ranked.sort(key=lambda x: -x[0])
    out = [first]
    allowed = set(legal)
    for _v, cs in ranked:
        a = Scat(tuple(T.CARDS[c] for c in cs))
        if a in allowed and a not in out:
            out.append(a)
        if len(out) >= CANDIDATES:
            break
    return out


class _Base:
    """The accounts at the start of the deal (before this deal's payments so far, e.g. the honours
    just declared): every action of one decision is valued from the same point, so the payment a
    declaration brings at once counts."""

    def __init__(self, s: G.TarockState) -> None:
        led = list(s.ledger)
        for _why, payer, payee, amount in s.items:
            led[payer] += amount
            led[payee] -= amount
        self.ledger, self.log, self.form = tuple(led), s.log, s.form


def _side(state: G.TarockState, seat: int) -> tuple[int, ...]:
    if state.form == "A":
        return (seat,)
    if state.phase == "play":
        return tuple(state.side_of(seat))
    e = state.log[-1] if state.log else {}
    if state.form == "B" and "sides" in e:
        return next(tuple(x) for x in e["sides"] if seat in x)
    if state.form == "C" and e.get("declarer", -1) >= 0:
        team = {e["declarer"], e["partner"]} - {-1}
        return tuple(sorted(team)) if seat in team else tuple(q for q in range(state.n) if q not in team)
    return (seat,)


def blind_rollout(state: Any, seat: int, rng: random.Random) -> float:
    """From a world before the play: the honours and calls by the beginner from each seat's own
    observation, the cards by the rules of thumb; the deal's value for ``seat`` counted from
    ``state`` on (the honours paid before the play included)."""
    if state.phase == "play":
        return rollout(state, seat, rng)
    base = _Base(state)
    deal = state.deal_no
    st = play_on(state, lambda q: _RULES, lambda s: s.phase == "play" or s.deal_no != deal or s.phase == "over", rng)
    if st.phase != "play":
        return deal_value(base, st, seat, _side(st, seat))
    end = play_out(st, rng)
    return deal_value(base, end, seat, _side(end, seat))


#: the phases after the Scat (and form C's calls) and before the first card: nothing is played yet
_BEFORE_PLAY = ("declare", "call", "ask")

#: the decisions before the play whose choice stays the beginner's unless another is clearly ahead
_RULED = ("scat", "bid") + _BEFORE_PLAY

#: how many cards a Mediateur's ask compares besides the rule's and "nothing"
ASK_CANDIDATES = 4


def _searched(obs: Any) -> bool:
    return obs.phase == "play" or obs.phase in _RULED


def ask_candidates(obs: Any) -> list[Any]:
    """The Mediateur's asks the search compares: the beginner's (the highest Taroc he lacks; no
    second card), "nothing" where he may stop, and the next highest Tarocs and the Kings he lacks,
    :data:`ASK_CANDIDATES` in all besides those two."""
    legal = list(obs.legal_actions)
    first = _RULES.choose(obs, random.Random(0))
    out = [first]
    nothing = [a for a in legal if not a.wanted]
    out += [a for a in nothing if a not in out]
    cards = [a for a in legal if a.wanted and a not in out]
    tarocs = sorted((a for a in cards if P.SUIT[T.INDEX[a.wanted[0]]] == P.TR),
                    key=lambda a: -P.STR[T.INDEX[a.wanted[0]]])
    kings = [a for a in cards if T.INDEX[a.wanted[0]] in T.KING]
    extra = (tarocs[:2] + kings + tarocs[2:])[:ASK_CANDIDATES]
    return out + extra


# ---------------------------------------------------------------------- inference from the calls
#: how likely a call the beginner's rule would not make is thought to be
ODD = 0.2


def weight(world: Any, obs: Any) -> float:
    """Form C: how likely the other seats' calls so far were in ``world``: a call the beginner's
    rule (:func:`.policy.choose_bid`) would make on that seat's hand counts 1, another :data:`ODD`."""
    if obs.phase not in ("bid",) + _BEFORE_PLAY or not obs.bids:
        return 1.0
    w = 1.0
    best = 0
    for q, b in obs.bids:
        if q != obs.player:
            open_bids = ["pass"] + [x for x in ("frage", "mediateur", "solo") if G.BID_ORDER[x] > best]
            if P.choose_bid(list(world.hands[q]), open_bids) != b:
                w *= ODD
        best = max(best, G.BID_ORDER[b])
    return w


#: how many paired standard errors another Scat must be ahead of the beginner's to be laid instead
NOISE_Z = 2.0


class ScatSearch(TarockSearch):
    """The shared search, at the Scat over :func:`candidates` only; the beginner's Scat (and in
    form C its call) stays unless another is ahead of it by more than :data:`NOISE_Z` standard
    errors (a handful of worlds cannot tell near-equal Scats apart, and the noise chose worse
    than the rule)."""

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Any = ()) -> Any:
        if observation.phase not in _RULED or len(observation.legal_actions) < 2:
            return super().evaluate(observation, rng, must_value=must_value)
        if observation.phase == "scat":
            cands = candidates(observation)
        elif observation.phase == "ask":
            cands = ask_candidates(observation)
        else:
            cands = [_RULES.choose(observation, random.Random(0))]
            cands += [a for a in observation.legal_actions if a != cands[0]]
        first = cands[0]
        cands += [a for a in must_value if a not in cands]
        obs = dataclasses.replace(observation, legal_actions=tuple(cands))
        ev = super().evaluate(obs, rng, must_value=tuple(must_value) + (first,))
        if ev.reason == "search" and ev.best != first and first in ev.values:
            gap = ev.values[ev.best] - ev.values[first]
            if gap <= NOISE_Z * ev.stderr.get(first, 0.0):
                ev.best, ev.reason, ev.rule = first, "rule", f"{observation.phase} within noise"
        return ev


def make_strong(name: str, budget: float | None = 0.45) -> ScatSearch:
    return ScatSearch(name, sample, blind_rollout, fallback=BeginnerPlayer(), searched=_searched, budget=budget,
                      hard_limit=0.9, weight=weight)


# ---------------------------------------------------------------------- calibration
def calibration(deals: int = 60, worlds: int = 40, seed: int = 1) -> Calibration:
    """Form C: how well the sampler, alone and weighted by the calls, predicts the trump cards
    (:func:`.policy.strength`) of the seat that called last, at every call after the first of
    ``deals`` beginner deals."""
    from engine.ai.imperfect import calibrate
    from engine.protocol import CHANCE

    from . import SPECQ as SPEC

    cases = []
    for d in range(deals):
        rng = random.Random(seed + d)
        st = SPEC.new_state(SPEC.options(), deals=1)
        while st.phase not in ("play", "over") and st.deal_no == 0:
            who = st.current_player()
            if who == CHANCE:
                st, _ = st.apply(st.sample_chance(rng))
                continue
            obs = st.observation(who)
            if obs.phase == "bid" and obs.bids:
                cases.append((st, obs))
            st, _ = st.apply(_RULES.choose(obs, rng))

    def feature(state: Any, obs: Any) -> float | None:
        q = obs.bids[-1][0]
        return float(P.strength(list(state.hands[q]))[0])

    return calibrate(cases, sample, feature, weight=weight, worlds=worlds, rng=random.Random(seed))


if __name__ == "__main__":
    import json

    print(json.dumps(calibration(), indent=1))
