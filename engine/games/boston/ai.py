"""A beginner's Boston player (spec ``boston.md`` §13, our completion: the book gives
no advice).  It acts only on the observation.

* bidding: counts its likely tricks with each suit as trumps (aces, guarded kings and
  queens, long trumps and long side suits) and bids the highest contract those tricks
  reach above the bid standing; Misère with a hand of low cards and no high one;
* trumps: the suit that counted best;
* support (when allowed): with three or more aces and kings;
* play as declarer: draws trumps when long in them, takes sure winners, leads its long
  suit, wins as cheaply as it can; in Misère it plays the highest card that still loses;
* play as defender: the defenders hold together -- a defender does not overtake
  another defender who holds the trick, beats the declarer's card as cheaply as
  possible; against Misère they play under the declarer's card to make him win.
"""

from __future__ import annotations

import random
from typing import Any

from engine.bitcards import played_mask
from engine.games.whist import tables as T
from engine.games.whist.actions import Pass, Play

from .actions import CONTRACTS, Bid, Support, Trump
from .scoring import target

__all__ = ["BeginnerPlayer", "estimate_tricks", "best_trump", "misere_hand"]

A, K, Q, J = 12, 11, 10, 9


def _strengths(hand: int, s: int) -> list[int]:
    return sorted((T.STRENGTH[i] for i in T.bits(hand & T.SUIT_MASK[s])), reverse=True)


def estimate_tricks(hand: int, trump: int) -> float:
    """Likely tricks with ``trump`` as trumps: a simple count for a beginner."""
    total = 0.0
    for s in range(4):
        cs = _strengths(hand, s)
        n = len(cs)
        if s == trump:
            for r, need in ((A, 1), (K, 2), (Q, 3), (J, 4)):
                if r in cs and n >= need:
                    total += 1
            total += max(0, n - 3) - sum(1 for r in (A, K, Q, J) if r in cs and n >= 4 and cs.index(r) >= 3)
            continue
        if A in cs:
            total += 1
        if K in cs and n >= 2:
            total += 1 if A in cs else 0.5
        if Q in cs and n >= 3 and (A in cs or K in cs):
            total += 0.5
        if n >= 5:
            total += (n - 4) * 0.5
    return total


def _suit_tables() -> tuple[tuple[float, ...], tuple[float, ...]]:
    """:func:`estimate_tricks`'s count of one suit, per 13-bit pattern of the suit (bit 0 the ace,
    bit 12 the two): as trumps, and as a plain suit."""
    as_trump, plain = [], []
    for x in range(1 << 13):
        n = bin(x).count("1")
        a, k, q, j = x & 1, x & 2, x & 4, x & 8
        t = float(bool(a)) + float(bool(k) and n >= 2) + float(bool(q) and n >= 3) + float(bool(j) and n >= 4)
        t += max(0, n - 3) - (1 if (j and n >= 4 and a and k and q) else 0)
        as_trump.append(t)
        v = 0.0
        if a:
            v += 1
        if k and n >= 2:
            v += 1 if a else 0.5
        if q and n >= 3 and (a or k):
            v += 0.5
        if n >= 5:
            v += (n - 4) * 0.5
        plain.append(v)
    return tuple(as_trump), tuple(plain)


_AS_TRUMP, _PLAIN = _suit_tables()


def best_trump(hand: int) -> tuple[int, float]:
    """The suit that promises most tricks as trumps (longer first on equal counts): the same as
    :func:`estimate_tricks` for each suit, read from a table per suit pattern (the searched calls ask
    it for thousands of sampled hands a decision)."""
    xs = [(hand >> (13 * s)) & 0x1FFF for s in range(4)]
    base = _PLAIN[xs[0]] + _PLAIN[xs[1]] + _PLAIN[xs[2]] + _PLAIN[xs[3]]
    best, key = 0, (-1.0, -1, 0)
    for s in range(4):
        x = xs[s]
        k = (base - _PLAIN[x] + _AS_TRUMP[x], bin(x).count("1"), -s)
        if k > key:
            best, key = s, k
    return best, key[0]


def misere_hand(hand: int) -> bool:
    """No card above the nine, and every suit held has a card of five or lower."""
    for s in range(4):
        cs = _strengths(hand, s)
        if not cs:
            continue
        if cs[0] > 7 or cs[-1] > 3:
            return False
    return True


def _lowest(m: int) -> int:
    """The weakest card of ``m`` (of equal ones the first suit's).  In each suit's 13 bits the ace
    is the lowest bit and the two the highest, so a suit's weakest card is its highest bit."""
    best, key = -1, 13
    for s in (0, 13, 26, 39):
        x = (m >> s) & 0x1FFF
        if x:
            b = x.bit_length() - 1          # the weakest of the suit, strength 12 - b
            if 12 - b < key:
                best, key = s + b, 12 - b
    return best


def _highest(m: int) -> int:
    """The strongest card of ``m`` (of equal ones the first suit's): a suit's lowest bit."""
    best, key = -1, -1
    for s in (0, 13, 26, 39):
        x = (m >> s) & 0x1FFF
        if x:
            b = (x & -x).bit_length() - 1
            if 12 - b > key:
                best, key = s + b, 12 - b
    return best


def _beats(c: int, best: int, trump: int) -> bool:
    if T.SUIT_OF[c] == T.SUIT_OF[best]:
        return T.STRENGTH[c] > T.STRENGTH[best]
    return T.SUIT_OF[c] == trump


def bid_of(hand: int, offered: list[Any], gi: int) -> Any:
    """The beginner's call with ``hand`` when ``offered`` are the contracts still open."""
    if "misere" in offered and misere_hand(hand):
        return Bid("misere")
    _s, est = best_trump(hand)
    choice = None
    for c in CONTRACTS[:-1]:
        if c in offered and est >= target(c, gi):
            choice = c
    return Bid(choice) if choice else Pass()


def supports(hand: int) -> bool:
    """The beginner supports with three or more aces and kings."""
    return sum(1 for i in T.bits(hand) if T.STRENGTH[i] >= K) >= 3


class BeginnerPlayer:
    name = "boston-beginner"

    def choose(self, obs: Any, rng: random.Random) -> Any:
        legal = list(obs.legal_actions)
        if len(legal) == 1:
            return legal[0]
        hand = T.mask_of(obs.hand)
        first = legal[0]
        if isinstance(first, Bid) or (isinstance(first, Pass) and obs.phase == "bid"):
            return self._bid(obs, hand, legal)
        if isinstance(first, Trump):
            s, _ = best_trump(hand)
            return Trump(T.SUITS[s])
        if isinstance(first, Support):
            return Support() if supports(hand) else Pass()
        return Play(T.CARDS[self._play(obs, hand, legal)])

    def _bid(self, obs: Any, hand: int, legal: list[Any]) -> Any:
        offered = [a.contract for a in legal if isinstance(a, Bid)]
        gi = obs.options.great_independence_tricks if obs.options else 9
        return bid_of(hand, offered, gi)

    def _play(self, obs: Any, hand: int, legal: list[Any]) -> int:
        lm = T.mask_of(a.card for a in legal)
        trump = -1 if obs.trump is None else T.SUITS.index(obs.trump)
        me = obs.player
        declaring = (obs.declarer,) if obs.supporter is None else (obs.declarer, obs.supporter)
        i_declare = me in declaring
        misere = obs.contract == "misere"
        played = played_mask(obs.tricks, obs.trick, lambda c: T.BY_ID[id(c)])
        out = T.ALL & ~played & ~hand
        trick = [(q, T.INDEX[c]) for q, c in obs.trick]

        def is_best(c: int) -> bool:
            return not out & T.SUIT_MASK[T.SUIT_OF[c]] & ((1 << c) - 1)

        if not trick:
            if misere and i_declare:
                return _lowest(lm)
            if misere:
                return _lowest(lm)            # lead low: the declarer may have to win it
            trumps = lm & T.SUIT_MASK[trump] if trump >= 0 else 0
            if i_declare and trumps and T.count(trumps) >= 4 and out & T.SUIT_MASK[trump]:
                top = _highest(trumps)
                return top if is_best(top) else _lowest(trumps)
            for s in range(4):
                m = lm & T.SUIT_MASK[s]
                if m and s != trump and is_best(_highest(m)):
                    return _highest(m)
            plain = [s for s in range(4) if s != trump and lm & T.SUIT_MASK[s]] or \
                [s for s in range(4) if lm & T.SUIT_MASK[s]]
            s = max(plain, key=lambda x: T.count(lm & T.SUIT_MASK[x]))
            return _lowest(lm & T.SUIT_MASK[s])
        w = T.trick_winner(trick, trump)
        wcard = next(c for q, c in trick if q == w)
        beaters = [c for c in T.bits(lm) if _beats(c, wcard, trump)]
        losers = [c for c in T.bits(lm) if not _beats(c, wcard, trump)]
        declarer_winning = w in declaring
        friend_winning = (w in declaring) == i_declare
        if misere:
            if i_declare:
                if losers:
                    return _highest(T.mask_of(losers))  # the highest card that still loses
                return _lowest(lm)
            if declarer_winning and losers:
                return _highest(T.mask_of(losers))     # stay under the declarer's card
            return _lowest(lm)
        if friend_winning:
            same = lm & T.SUIT_MASK[T.SUIT_OF[trick[0][1]]]
            if same:
                return _lowest(same)
            return self._discard(lm, trump)
        if beaters:
            return min(beaters, key=lambda c: (T.SUIT_OF[c] == trump, T.STRENGTH[c]))
        same = lm & T.SUIT_MASK[T.SUIT_OF[trick[0][1]]]
        return _lowest(same) if same else self._discard(lm, trump)

    @staticmethod
    def _discard(lm: int, trump: int) -> int:
        plain = lm & ~(T.SUIT_MASK[trump] if trump >= 0 else 0)
        return _lowest(plain or lm)


# ====================================================================== the strong level
# (sampler, rollout, levels and the benchmark's constants; see docs/boston.md "Computer players")

from engine.ai.search import SearchPlayer  # noqa: E402
from engine.games.whist.playout import play_out  # noqa: E402

from . import scoring as SC  # noqa: E402
from .sampler import sample  # noqa: E402,F401  (the game's sampler, for the search and the fairness tests)

#: the unit of every value the strong level reports and of the benchmark: points (money)
VALUE_UNIT = "points"
BENCH_UNIT = "points"


_AUCTION = ("bid", "trump", "support")


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play ``state`` to the end of the deal with all hands open (:func:`engine.games.whist.playout.play_out`,
    the declaring side against the rest) and return the seat's balance after the deal's payments,
    a Bête the seat makes counted as already lost (plus a hundredth per trick of its side, to break ties).
    From the auction every seat bids on, names trumps and answers for support as the beginner does."""
    policy = BeginnerPlayer()
    while state.phase in _AUCTION and state.to_move >= 0:
        state, _ = state.apply(policy.choose(state.observation(state.to_move), rng))
    if state.phase != "play":
        return deal_value(state, seat, None)
    side = (state.declarer,) if state.supporter < 0 else (state.declarer, state.supporter)
    team = tuple(0 if q in side else 1 for q in range(4))
    misere = state.contract == "misere"
    hands = list(state.hands)
    won = list(state.tricks_won)
    play_out(hands, list(state.trick), state.to_move, state.trump, won, 1,
             misere_seat=state.declarer if misere else -1, team=team)
    return deal_value(state, seat, won)


def deal_value(state: Any, seat: int, won: list[int] | None) -> float:
    """The seat's balance after the deal: ``state`` settled (``won`` None: a Bête the seat makes
    counted as already lost), or in the play with ``won`` the tricks each seat takes in the end
    (plus a hundredth per trick of the seat's side, to break ties)."""
    if won is None:
        v = float(state.balances[seat])
        if state.phase != "over" and state.log:
            e = state.log[-1]
            if e.get("declarer") == seat and e.get("bete"):
                v -= float(e["bete"])
        return v
    side: tuple[int, ...] = (state.declarer,) if state.supporter < 0 else (state.declarer, state.supporter)
    misere = state.contract == "misere"
    tricks = sum(won[q] for q in side)
    o = state.opts
    ok = SC.made(state.contract, tricks, o.great_independence_tricks, state.supporter >= 0)
    value = SC.VALUES[state.contract]
    n_opp = 4 - len(side)
    amount = value if o.payments_per_opponent else value / n_opp
    bal = float(state.balances[seat])
    pot = float(state.pot)
    if seat in side:
        bal += amount * n_opp + pot / len(side) if ok else -amount * n_opp - (pot if seat == state.declarer else 0)
        mine = tricks
    else:
        bal += -amount * len(side) if ok else amount * len(side)
        mine = won[seat]
    return bal + (-mine if misere and seat in side else mine) / 100


_SEARCHED = ("play", "trump")


def _searched(obs: Any) -> bool:
    return obs.phase in _SEARCHED


# ---------------------------------------------------------------------- inference from the bids
_ODD = 0.15  # how likely a call the beginner's rule would not make is thought to be


def weight(world: Any, obs: Any) -> float:
    """How likely the other seats' calls so far were in ``world``: each bid and pass is checked
    against the bidding rule of the beginner (its trick count for the contract, with a trick of
    leeway either way); a call that rule would not make counts :data:`_ODD`.  The seat's own
    calls and a deal with no calls weigh 1."""
    if not obs.bids:
        return 1.0
    gi = obs.options.great_independence_tricks if obs.options else 9
    w = 1.0
    high: str | None = None
    est: dict[int, float] = {}
    for q, contract in obs.bids:
        if q != obs.player:
            hand = world.dealt[q]
            if q not in est:
                est[q] = best_trump(hand)[1]
            lo = -1 if high is None else CONTRACTS.index(high)
            offered = CONTRACTS[lo + 1:-1]
            if contract is None:
                if offered and est[q] >= target(offered[0], gi) + 1:
                    w *= _ODD  # passed holding clearly more than the lowest bid open
            elif contract == "misere":
                if not misere_hand(hand):
                    w *= _ODD
            elif est[q] < target(contract, gi) - 1:
                w *= _ODD  # bid well above what the hand counts
        if contract is not None:
            high = contract
    return w


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


def strong(budget: float | None = 0.5, infer: bool = True) -> SearchPlayer:
    """The strong level: searches the trumps it names and every card it plays over deals weighted
    by what the others' calls say of their hands (:func:`weight`); bids and supports as the
    beginner does.  (Searching the bids too, with the auction played on by the beginner's rule and
    the cards open, lost: -0.53 ± 1.60 points a deal against the beginner over 60 mirrored deals,
    because open-hand play promises the declarer more tricks than he makes.)"""
    return SearchPlayer("boston-strong", sample, rollout, fallback=BeginnerPlayer(), searched=_searched,
                        budget=budget, weight=weight if infer else None)


def strong_blind(budget: float | None = 0.5) -> SearchPlayer:
    """The strong level without inference from the calls (for measuring what inference adds)."""
    p = strong(budget, infer=False)
    p.name = "boston-strong-blind"
    return p
