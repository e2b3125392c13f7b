"""Imperial's computer players, its sampler and its rollout (``docs/ai-search.md``).

* :class:`BeginnerPlayer` follows the spec's hints (§2.9, ours: the book gives none): keep the
  Imperial trumps safe -- lead the ace of trumps only to catch lower honours; win a trick that
  holds an honour, cheaply; otherwise second hand low, last hand wins cheaply when it can; throw
  the lowest plain card, never an honour when another card will do; count to one's share of
  tricks.  With two players it takes the stock when its hand holds fewer than three aces and
  kings.
* :func:`sample` places the cards a seat cannot see in the other hands and the hidden stock,
  agreeing with everything it saw (voids, the trump it showed it lacks, the turned, robbed,
  taken and declared cards).
* :func:`rollout` plays the deal out with all hands open by a quick policy and values it for the
  seat: its Imperials (six strokes each) and strokes less the other players' average, and the
  stakes when the game ends.
* :func:`strong` is the shared search (every card of the play); the stock is the beginner's.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.cardplay import TrickFacts, sound_order
from engine.ai.search import CannotSample, SearchPlayer
from engine.ai.placing import place_cards
from engine.bitcards import played_by

from . import tables as T
from .actions import Keep, Play, Take, TakeAll
from .game import ImperialObservation, ImperialState

__all__ = ["BeginnerPlayer", "beginner", "strong", "sample", "rollout", "bench_scores", "VALUE_UNIT",
           "BENCH_UNIT", "MAXIMS"]

VALUE_UNIT = "strokes"
BENCH_UNIT = "strokes"
#: one deal from the start of a game: the Imperials (as six strokes) and strokes each seat made
BENCH_OPTIONS: dict[str, Any] = {}

MAXIMS = {
    "take": "Without a trump and few high cards, take the stock.",
    "keep": "Your high cards are worth keeping.",
    "lead_ace_trump": "Lead the ace of trumps to catch the lower Imperial trumps.",
    "lead_boss": "Cash a card no one can beat.",
    "lead_long": "Lead a small card of your longest plain suit.",
    "win_honour": "An Imperial trump lies in the trick: take it as cheaply as you can.",
    "win_last": "Last to play: win as cheaply as you can.",
    "second_low": "Second hand low: keep your high cards.",
    "win": "Win the trick as cheaply as you can.",
    "throw": "You cannot win: throw your cheapest card, never an Imperial trump if you can help it.",
    "only": "The only card you may play.",
}


def _key(c: int, trump: int, honours: int) -> int:
    """How much a card is worth keeping: trumps above plain cards, honours above both."""
    return T.STRENGTH[c] + (10 if T.SUIT_OF[c] == trump else 0) + (30 if honours >> c & 1 else 0)


def _beats(c: int, best: int, led: int, trump: int) -> bool:
    sc, sb = T.SUIT_OF[c], T.SUIT_OF[best]
    if sc == sb:
        return T.STRENGTH[c] > T.STRENGTH[best]
    return sc == trump


def _current_best(trick: list[tuple[int, int]], trump: int) -> int:
    led = T.SUIT_OF[trick[0][1]]
    best = trick[0][1]
    for _q, c in trick[1:]:
        if _beats(c, best, led, trump):
            best = c
    return best


def _higher_out(c: int, out: int) -> bool:
    """A card of ``c``'s suit higher than ``c`` is among ``out``."""
    s = T.SUIT_OF[c]
    return bool(out & T.SUIT_MASK[s] & ((1 << c) - 1))


class BeginnerPlayer:
    """Plays by the spec's hints (§2.9); ``why`` names the maxim of its last choice."""

    name = "imperial-beginner"

    def __init__(self) -> None:
        self.why = ""

    def choose(self, obs: Any, rng: random.Random) -> Any:
        legal = list(obs.legal_actions)
        if len(legal) == 1:
            self.why = "only"
            return legal[0]
        if obs.phase == "exchange":
            return self._exchange(obs, legal)
        return self._play(obs, legal)

    def _exchange(self, obs: Any, legal: list[Any]) -> Any:
        hand = T.mask_of(obs.hand)
        high = sum(1 for c in T.bits(hand) if T.RANK_OF[c] <= 1)
        if high >= 3:
            self.why = "keep"
            return Keep()
        self.why = "take"
        if any(isinstance(a, TakeAll) for a in legal):
            return TakeAll()
        k = len(next(a for a in legal if isinstance(a, Take)).cards)
        lay = sorted(T.bits(hand), key=lambda c: T.STRENGTH[c])[:k]
        want = set(lay)
        return next(a for a in legal if isinstance(a, Take) and {T.INDEX[c] for c in a.cards} == want)

    def _play(self, obs: Any, legal: list[Any]) -> Any:
        trump = T.SUITS.index(obs.trump)
        o = obs.options
        honours = T.honour_mask(trump, o.pack)
        hand = T.mask_of(obs.hand)
        cards = [T.INDEX[a.card] for a in legal]
        seen = T.mask_of(obs.seen)
        out = (T.ALL36 if o.pack == 36 else T.ALL32) & ~seen
        # cards still to come into play in others' hands: not seen by me
        trick = [(q, T.INDEX[c]) for q, c in obs.trick]
        key = lambda c: _key(c, trump, honours)  # noqa: E731
        if not trick:
            trumps = hand & T.SUIT_MASK[trump]
            ace = 9 * trump
            if trumps >> ace & 1 and T.count(trumps) >= 3 and out & honours:
                self.why = "lead_ace_trump"
                return Play(T.CARDS[ace])
            boss = [c for c in cards if T.SUIT_OF[c] != trump and not _higher_out(c, out)
                    and out & T.SUIT_MASK[T.SUIT_OF[c]]]
            if boss:
                self.why = "lead_boss"
                return Play(T.CARDS[max(boss, key=lambda c: T.STRENGTH[c])])
            plain = [c for c in cards if T.SUIT_OF[c] != trump] or cards
            longest = max(plain, key=lambda c: (T.count(hand & T.SUIT_MASK[T.SUIT_OF[c]]), -T.STRENGTH[c]))
            s = T.SUIT_OF[longest]
            self.why = "lead_long"
            return Play(T.CARDS[min((c for c in plain if T.SUIT_OF[c] == s), key=key)])
        led = T.SUIT_OF[trick[0][1]]
        best = _current_best(trick, trump)
        winners = [c for c in cards if _beats(c, best, led, trump)]
        last = len(trick) == obs.seats - 1
        has_honour = any(honours >> c & 1 for _q, c in trick)
        if winners:
            cheap = min(winners, key=key)
            if has_honour:
                self.why = "win_honour"
                return Play(T.CARDS[cheap])
            if last:
                self.why = "win_last"
                return Play(T.CARDS[cheap])
            if len(trick) == 1 and _higher_out(cheap, out) and T.SUIT_OF[cheap] != trump:
                losers = [c for c in cards if c not in winners]
                if losers:
                    self.why = "second_low"
                    return Play(T.CARDS[min(losers, key=key)])
            if not (honours >> cheap & 1) or not _higher_out(cheap, out):
                self.why = "win"
                return Play(T.CARDS[cheap])
        self.why = "throw"
        return Play(T.CARDS[min(cards, key=key)])


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


# ====================================================================== sampler
def sample(obs: ImperialObservation, rng: random.Random) -> ImperialState:
    """A complete state agreeing with ``obs`` (see the module's docstring)."""
    if obs.phase not in ("play", "exchange") or obs.options is None or obs.trump is None:
        raise CannotSample(obs.phase)
    n, me = obs.seats, obs.player
    o = obs.options
    trump = T.SUITS.index(obs.trump)
    allc = T.ALL36 if o.pack == 36 else T.ALL32
    hands = [0] * n
    hands[me] = T.mask_of(obs.hand)
    known = [T.mask_of(k) for k in obs.known]
    played = played_by(obs.tricks, obs.trick, n, T.INDEX.__getitem__)
    all_played = 0
    for m in played:
        all_played |= m
    up = T.mask_of(obs.up_cards)
    laid_mine = T.mask_of(obs.laid)
    stock_known = laid_mine
    fixed = hands[me] | all_played | up | laid_mine
    for q in range(n):
        if q != me:
            hands[q] = known[q]
            fixed |= known[q]
    unknown = allc & ~fixed
    # rooms: the other seats' hands and the hidden stock (index n)
    room = [obs.hand_sizes[q] - T.count(hands[q]) if q != me else 0 for q in range(n)]
    stock_room = obs.stock_size - T.count(up) - T.count(stock_known)
    room.append(stock_room)
    if any(r < 0 for r in room) or sum(room) != T.count(unknown):
        raise CannotSample("the observation does not add up")
    void = [0] * (n + 1)
    for q in range(n):
        for su in obs.voids[q] if q < len(obs.voids) else ():
            void[q] |= T.SUIT_MASK[T.SUITS.index(su)]
    if obs.exchange is not None and obs.exchange[0] != me:
        void[n] |= T.SUIT_MASK[trump]        # the stock is the hand of a player who held no trump
    got = place_cards(rng, unknown, room, void)
    if got is None:
        raise CannotSample("no placement of the hidden cards found")
    for q in range(n):
        if q != me:
            hands[q] |= got[q]
    stock = got[n] | stock_known
    dealt = [hands[q] | played[q] for q in range(n)]
    dealt[me] = T.mask_of(obs.seen)
    return ImperialState.from_observation(obs, hands, stock, dealt, laid=laid_mine)


# ====================================================================== rollout
def _value(s: Any, seat: int) -> float:
    n: int = s.n
    vals: list[float] = [6 * s.imperials[q] + s.strokes[q] + 12 * s.stakes[q] for q in range(n)]
    return vals[seat] - (sum(vals) - vals[seat]) / (n - 1)


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play the deal out with open hands (quick policy) and value it for ``seat``."""
    s = state
    if s.phase != "play":
        return _value(s, seat)
    n: int = s.n
    o = s.opts
    trump = s.trump
    honours = s.honours
    carry = o.excess_strokes == "carry"
    target = o.imperials_to_win
    hands = list(s.hands)
    strokes, imperials = s.strokes, s.imperials
    won: list[int] = list(s.tricks_won)
    trick = list(s.trick)
    p = s.to_move
    out_all = 0
    for h in hands:
        out_all |= h
    winner = -1
    smask = T.SUIT_MASK
    strength = T.STRENGTH
    suit_of = T.SUIT_OF
    while True:
        # one card by p
        hand = hands[p]
        if trick:
            led = suit_of[trick[0][1]]
            legal = hand & smask[led] or hand & smask[trump] or hand
        else:
            led = -1
            legal = hand
        cs = list(T.bits(legal))
        if len(cs) == 1 or rng.random() < 0.1:
            c = cs[0] if len(cs) == 1 else rng.choice(cs)
        elif not trick:
            # lead: a boss card of a plain suit, else low from the longest plain suit
            others = out_all & ~hand
            c = -1
            for x in cs:
                if suit_of[x] != trump and not (others & smask[suit_of[x]] & ((1 << x) - 1)):
                    c = x
                    break
            if c < 0:
                c = min(cs, key=lambda x: _key(x, trump, honours) - 3 * T.count(hand & smask[suit_of[x]]))
        else:
            best = _current_best(trick, trump)
            winners = [x for x in cs if _beats(x, best, led, trump)]
            if winners and (len(trick) == n - 1 or any(honours >> y & 1 for _q, y in trick) or rng.random() < 0.5):
                c = min(winners, key=lambda x: _key(x, trump, honours))
            else:
                c = min(cs, key=lambda x: _key(x, trump, honours))
        hands[p] &= ~(1 << c)
        out_all &= ~(1 << c)
        trick.append((p, c))
        if len(trick) < n:
            p = (p + 1) % n
            continue
        w = T.trick_winner(trick, trump)
        won[w] += 1
        h = sum(1 for _q, y in trick if honours >> y & 1)
        trick = []
        p = w
        if h:
            strokes, imperials, _m = T.award(strokes, imperials, w, h, carry)
            if imperials[w] >= target:
                winner = w
                break
        if not hands[w]:
            for q in s.order_from(s.vorhand):
                k = T.surplus_strokes(won[q], n, o.trick_quota_two, o.trick_quota_more)
                if k:
                    strokes, imperials, _m = T.award(strokes, imperials, q, k, carry)
                    if imperials[q] >= target:
                        winner = q
                        break
            break
    vals: list[float] = [6 * imperials[q] + strokes[q] + 12 * s.stakes[q] for q in range(n)]
    if winner >= 0:
        for q in range(n):
            if q != winner:
                v = 2 if imperials[q] == 0 else 1
                vals[q] -= 12 * v
                vals[winner] += 12 * v
    return vals[seat] - (sum(vals) - vals[seat]) / (n - 1) + (won[seat] - sum(won) / n) / 100


def bench_scores(state: ImperialState) -> list[float]:
    """The benchmark's score of a one-deal session: each seat's Imperials (six strokes each) and
    strokes at the end of the deal (a game to five Imperials takes many deals)."""
    return [float(6 * state.imperials[q] + state.strokes[q]) for q in range(state.n)]


def _searched(obs: Any) -> bool:
    return bool(obs.phase == "play")


def tiebreak(obs: Any, actions: list[Any]) -> list[Any]:
    """Cards the search cannot tell apart, the soundest first (:func:`engine.ai.cardplay.sound_order`:
    the cheapest card or trump that wins the trick last to play, else the lowest card, a plain one
    before a trump; every player for himself).  Not for leads (an empty answer: the search's leader
    stays)."""
    if not obs.trick:
        return []
    by_card = {T.INDEX[a.card]: a for a in actions if isinstance(a, Play)}
    if len(by_card) != len(actions):
        return actions
    hand = T.mask_of(obs.hand)
    played = T.mask_of(c for _ld, cs, _w in obs.tricks for _q, c in cs) | T.mask_of(c for _q, c in obs.trick)
    me = obs.player
    n = len(obs.hand_sizes)
    f = TrickFacts(suit=T.SUIT_OF.__getitem__, rank=T.STRENGTH.__getitem__,
                   trump=None if obs.trump is None else T.SUITS.index(obs.trump),
                   trick=[(q, T.INDEX[c]) for q, c in obs.trick], me=me, ally=lambda q: q == me,
                   hand=list(T.bits(hand)), unseen=list(T.bits(T.ALL36 & ~hand & ~played)), seats=n)
    return [by_card[c] for c in sound_order(list(by_card), f)]


def tie_z(obs: Any) -> float:
    """The last hand (the whole trick in view): cards within a standard error of the best go by the
    rule; earlier only cards equal in every world or within :data:`TIE_MARGIN`."""
    return 1.0 if len(obs.trick) >= len(obs.hand_sizes) - 1 else 0.0


#: values within this many strokes of each other are noise
TIE_MARGIN = 0.05


def strong(budget: float | None = 0.5) -> SearchPlayer:
    """The strong level: searches every card it plays; takes or keeps the stock as the beginner."""
    return _searcher(budget)


def _searcher(budget: float | None, **tie: Any) -> SearchPlayer:
    return SearchPlayer("imperial-strong", sample, rollout, fallback=BeginnerPlayer(), searched=_searched,
                        budget=budget, **tie)


def strong_tied(budget: float | None = 0.5) -> SearchPlayer:
    """The strong level with the tie-break (:func:`tiebreak`) among cards the search cannot tell
    apart -- measured against the strong level and not adopted (docs/imperial.md, "Tie-break")."""
    return _searcher(budget, tiebreak=tiebreak, tie_z=tie_z, tie_margin=TIE_MARGIN)
