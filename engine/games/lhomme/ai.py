"""Computer players of l'Homme and La Triomphe (both our reconstructions), the sampler and the
rollout for the shared search (``docs/ai-search.md``).

* :class:`BeginnerPlayer` follows the spec's hints (ours; the book gives none): lead from the
  longest suit to draw the trumps out, a card nobody can beat first; when it may win a trick
  without being made to, it wins last to play or cheaply; keeps its low cards for the tricks it
  is made to take; never declines the duty to take (it would cost the pot's worth).  It plays
  every deal unless passing is free and its hand holds neither two trumps nor an ace.
* :func:`sample` places the unseen cards in the other hands and the cards out of play.
* :func:`rollout` plays the deal out with open hands and values the money it brings the seat
  against the others' average.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.search import CannotSample, SearchPlayer
from engine.ai.placing import place_cards
from engine.bitcards import played_by

from . import tables as T
from .actions import Join, Pass, Play
from .game import TrumpPotObservation, TrumpPotState, deal_winner, rules_of

__all__ = ["BeginnerPlayer", "beginner", "strong", "triomphe_beginner", "triomphe_strong", "sample", "rollout", "bench_scores", "VALUE_UNIT", "BENCH_UNIT"]

VALUE_UNIT = "stakes"
BENCH_UNIT = "stakes"
BENCH_OPTIONS: dict[str, Any] = {}


def _key(c: int, trump: int) -> int:
    return T.STRENGTH[c] + (10 if T.SUIT_OF[c] == trump else 0)


class BeginnerPlayer:
    name = "lhomme-beginner"

    def __init__(self) -> None:
        self.why = ""

    def choose(self, obs: Any, rng: random.Random) -> Any:
        legal = list(obs.legal_actions)
        if len(legal) == 1:
            self.why = "only"
            return legal[0]
        trump = T.SUITS.index(obs.trump)
        hand = T.mask_of(obs.hand)
        if obs.phase == "join":
            r = rules_of(obs.game, obs.options)
            free = r.game == "lhomme" and not r.par_force and obs.player != obs.dealer
            strong = T.count(hand & T.SUIT_MASK[trump]) >= 2 or any(T.STRENGTH[c] == 9 for c in T.bits(hand))
            self.why = "join" if strong or not free else "pass"
            return Join() if strong or not free else Pass()
        cards = [T.INDEX[a.card] for a in legal]
        seen = T.mask_of(obs.seen)
        r = rules_of(obs.game, obs.options)
        out = T.pack_mask(r.suits) & ~seen
        trick = [(q, T.INDEX[c]) for q, c in obs.trick]
        if not trick:
            boss = [c for c in cards if T.SUIT_OF[c] != trump and not out & T.SUIT_MASK[T.SUIT_OF[c]] & ((1 << c) - 1)]
            if boss:
                self.why = "lead_boss"
                return Play(T.CARDS[max(boss, key=lambda c: T.STRENGTH[c])])
            longest = max(cards, key=lambda c: (T.count(hand & T.SUIT_MASK[T.SUIT_OF[c]]), T.SUIT_OF[c] != trump))
            s = T.SUIT_OF[longest]
            self.why = "lead_long"
            return Play(T.CARDS[max((c for c in cards if T.SUIT_OF[c] == s), key=lambda c: T.STRENGTH[c])])
        _q, best = T.current_best(trick, trump)
        winners = [c for c in cards if T.beats(c, best, trump)]
        if winners and len(winners) == len(cards):
            self.why = "win"
            return Play(T.CARDS[min(winners, key=lambda c: _key(c, trump))])
        last = len(trick) == sum(obs.active) - 1
        if winners and (last or T.SUIT_OF[min(winners, key=lambda c: _key(c, trump))] != trump):
            self.why = "win"
            return Play(T.CARDS[min(winners, key=lambda c: _key(c, trump))])
        self.why = "low"
        return Play(T.CARDS[min(cards, key=lambda c: _key(c, trump))])


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


def sample(obs: TrumpPotObservation, rng: random.Random) -> TrumpPotState:
    if obs.phase != "play" or obs.trump is None:
        raise CannotSample(obs.phase)
    n, me = obs.seats, obs.player
    r = rules_of(obs.game, obs.options)
    played = played_by(obs.tricks, obs.trick, n, T.INDEX.__getitem__)
    allp = 0
    for m in played:
        allp |= m
    mine = T.mask_of(obs.hand)
    turned = T.INDEX[obs.turned_card]
    unknown = T.pack_mask(r.suits) & ~mine & ~allp & ~(1 << turned)
    room = [obs.hand_sizes[q] if q != me else 0 for q in range(n)] + [obs.stock_size]
    if sum(room) != T.count(unknown):
        raise CannotSample("the observation does not add up")
    void = [0] * (n + 1)
    for q in range(n):
        for su in obs.voids[q]:
            void[q] |= T.SUIT_MASK[T.SUITS.index(su)]
    got = place_cards(rng, unknown, room, void)
    if got is None:
        raise CannotSample("no placement found")
    hands = [got[q] if q != me else mine for q in range(n)]
    dealt = [hands[q] | played[q] for q in range(n)]
    dealt[me] = T.mask_of(obs.seen)
    return TrumpPotState.from_observation(obs, hands, got[n], dealt)


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play the deal out (open hands, quick policy); the seat's money from here less the others' average."""
    s = state
    n = s.n
    if s.phase != "play":
        return _rel(s.balances, seat) + 0.0
    trump = s.trump
    hands = list(s.hands)
    won = list(s.tricks_won)
    last = list(s.last_won)
    trick = list(s.trick)
    bal = list(s.balances)
    pot = s.pot
    p = s.to_move
    active = s.active
    na = sum(active)
    take = s.r.forcing_mode == "take_trick"
    par = s.r.par_force
    k = len(s.tricks)
    while True:
        hand = hands[p]
        if trick:
            led = T.SUIT_OF[trick[0][1]]
            follow = hand & T.SUIT_MASK[led] or hand
            _q, best = T.current_best(trick, trump)
            cs = list(T.bits(follow))
            winners = [c for c in cs if T.beats(c, best, trump)]
            duty = take and (par or len(trick) == na - 1)
            if winners:
                cheap = min(winners, key=lambda x: _key(x, trump))
            if rng.random() < 0.1:
                c = rng.choice(winners if winners and duty and par else cs)
            elif winners and (duty or len(trick) == na - 1 or T.SUIT_OF[cheap] != trump):
                c = cheap
            else:
                c = min(cs, key=lambda x: _key(x, trump))
        else:
            cs = list(T.bits(hand))
            if rng.random() < 0.1:
                c = rng.choice(cs)
            else:
                others = 0
                for q in range(n):
                    if q != p and active[q]:
                        others |= hands[q]
                boss = [x for x in cs if T.SUIT_OF[x] != trump
                        and not others & T.SUIT_MASK[T.SUIT_OF[x]] & ((1 << x) - 1)]
                if boss:
                    c = max(boss, key=lambda x: T.STRENGTH[x])
                else:
                    c = max(cs, key=lambda x: (T.count(hand & T.SUIT_MASK[T.SUIT_OF[x]]), T.SUIT_OF[x] != trump,
                                               T.STRENGTH[x]))
        hands[p] &= ~(1 << c)
        trick.append((p, c))
        if len(trick) < na:
            for j in range(1, n + 1):
                q = (p + j) % n
                if active[q]:
                    p = q
                    break
            continue
        w = T.trick_winner(trick, trump)
        won[w] += 1
        last[w] = k
        k += 1
        trick = []
        p = w
        if not hands[w]:
            break
    takers = deal_winner(s.r, active, tuple(won), tuple(last))
    for q in takers:
        bal[q] += pot / len(takers)
    return float(_rel(bal, seat) - _rel(s.balances, seat) + (won[seat] - sum(won) / na) / 100)


def _rel(bal: Any, seat: int) -> float:
    n = len(bal)
    return float(bal[seat] - (sum(bal) - bal[seat]) / (n - 1))


def bench_scores(state: TrumpPotState) -> list[float]:
    return state.scores()


def _searched(obs: Any) -> bool:
    return bool(obs.phase == "play")


def strong(budget: float | None = 0.5, name: str = "lhomme-strong") -> SearchPlayer:
    """The strong level: searches every card it plays; joins or passes as the beginner."""
    return SearchPlayer(name, sample, rollout, fallback=BeginnerPlayer(), searched=_searched, budget=budget)


def triomphe_beginner() -> BeginnerPlayer:
    p = BeginnerPlayer()
    p.name = "triomphe-beginner"
    return p


def triomphe_strong(budget: float | None = 0.5) -> SearchPlayer:
    return strong(budget, "triomphe-strong")
