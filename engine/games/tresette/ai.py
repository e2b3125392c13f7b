"""Tresett's computer players: a beginner after the book's advice (spec §14, lines 1454-1456)
and the strong level, the shared search (:class:`engine.ai.search.SearchPlayer`) over the
sampler's deals with a quick open-handed rollout.

The beginner keeps the memory the book asks of a partner: which cards are gone, which suit the
partner invited in (led low) or led from the top, the suit the partner threw away first (not to
be led to him), and the suits each seat has shown void in.

* on lead: return the suit the partner invited in; with Three and Two and length lead the Three
  (from the top); with Three and Ace and length the Three (to find the Two unguarded); with one or
  two of the top cards and length lead low (invite); otherwise cash a card that is master; when
  it can neither invite nor lead strongly it leads a figure (partner, take over); else the lowest
  card of its longest suit, never the suit partner threw away first;
* following the partner: under his Three play the Two, else the Ace (1456); under a low lead
  (an invitation) play the highest; when partner's card is master, add a counting card;
* against the other side: win with a master card or, last to play, as cheaply as possible;
  otherwise play the lowest;
* void: throw a useless card (the lowest of the weakest suit), a counting card onto a trick the
  partner surely wins;
* declarations: everything, at once when on lead (allowed), else at the second trick.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.cardplay import TrickFacts, sound_order
from engine.ai.search import SearchPlayer

from . import scoring as SC
from . import tables as T
from .actions import Declare, Play
from .sampler import sample

__all__ = ["BeginnerPlayer", "advise", "MAXIMS", "sample", "rollout", "beginner", "strong", "bench_scores",
           "play_out", "VALUE_UNIT", "BENCH_UNIT", "BENCH_OPTIONS", "BENCH_SIDES"]

THREE, TWO, ACE = 9, 8, 7
#: each card's worth in thirds of a point (an Ace 3, a figure 1)
THIRDS: tuple[int, ...] = tuple(3 if T.RANK_OF[i] == "A" else 1 if T.RANK_OF[i] in T.FIGURES else 0
                                for i in range(T.N))

MAXIMS = {
    "declare": "Declare what you hold: on lead at once, otherwise at the second trick.",
    "return_invite": "Your partner invited in this suit: return it.",
    "lead_top": "With Three and Two and length, lead from the top.",
    "lead_three_find_two": "With Three and Ace and length, lead the Three to find the Two unguarded.",
    "invite": "With one or two top cards and length, lead low: invite your partner.",
    "cash": "Lead a card nobody can beat.",
    "lead_figure": "Nothing to invite with: lead a figure, so your partner takes over.",
    "long_suit": "Lead low from your longest suit.",
    "unblock": "Your partner leads the Three: drop your Two or your Ace to free his suit.",
    "answer_invite": "Your partner invites: win with your highest and return the suit.",
    "feed_partner": "Your partner's card holds the trick: add a counting card.",
    "win_master": "Win with a card nobody can beat.",
    "win_cheap": "Last to play: win as cheaply as you can.",
    "follow_low": "You cannot win it: play your lowest card.",
    "discard": "Void: throw away a useless card from your weakest suit.",
    "only": "The only card you may play.",
}


class _View:
    """What the player works out from one observation."""

    def __init__(self, obs: Any) -> None:
        self.obs = obs
        self.me = obs.player
        self.partner = (obs.player + 2) % 4
        self.hand = T.mask_of(obs.hand)
        played = 0
        self.invited: list[int] = []          # suits partner led low in
        self.partner_top: list[int] = []
        self.unwanted = -1                   # the suit partner threw away first
        for ld, cs, _w in obs.tricks:
            led = T.SUIT_OF[T.BY_ID[id(cs[0][1])]]
            for q, c in cs:
                i = T.BY_ID[id(c)]
                played |= 1 << i
                if q == self.partner and T.SUIT_OF[i] != led and self.unwanted < 0:
                    self.unwanted = T.SUIT_OF[i]
            if ld == self.partner:
                i = T.BY_ID[id(cs[0][1])]
                (self.invited if T.STRENGTH[i] < ACE else self.partner_top).append(T.SUIT_OF[i])
        for _q, c in obs.trick:
            played |= 1 << T.BY_ID[id(c)]
        self.played = played
        self.out = T.ALL & ~played & ~self.hand    # cards in the other hands

    def suit(self, s: int) -> int:
        return self.hand & T.SUIT_MASK[s]

    def master(self, c: int) -> bool:
        """No card still out beats ``c``."""
        s = T.SUIT_OF[c]
        return not any(T.STRENGTH[x] > T.STRENGTH[c] for x in T.bits(self.out & T.SUIT_MASK[s]))


def _lowest(m: int) -> int:
    return min(T.bits(m), key=lambda i: (THIRDS[i] > 0, T.STRENGTH[i]))


def _highest(m: int) -> int:
    return max(T.bits(m), key=lambda i: T.STRENGTH[i])


def _has(m: int, strength: int) -> bool:
    return any(T.STRENGTH[i] == strength for i in T.bits(m))


def _lead(v: _View) -> tuple[int, str]:
    for s in reversed(v.invited):
        m = v.suit(s)
        if m:
            return (_highest(m) if v.master(_highest(m)) else _lowest(m), "return_invite")
    best: tuple[Any, ...] | None = None
    for s in range(4):
        m = v.suit(s)
        n = T.count(m)
        if n >= 4 and _has(m, THREE) and _has(m, TWO):
            return (_highest(m), "lead_top")
        if n >= 4 and _has(m, THREE) and _has(m, ACE):
            return (_highest(m), "lead_three_find_two")
        if n >= 4 and (_has(m, THREE) or _has(m, TWO) or _has(m, ACE)) and s != v.unwanted:
            key = (n, s)
            if best is None or key > best:
                best = key
    if best is not None:
        return (_lowest(v.suit(best[1])), "invite")
    for s in range(4):
        m = v.suit(s)
        if m and v.master(_highest(m)) and THIRDS[_highest(m)]:
            return (_highest(m), "cash")
    figs = [i for i in T.bits(v.hand) if T.RANK_OF[i] in "KQJ" and T.SUIT_OF[i] != v.unwanted]
    if figs:
        return (max(figs, key=lambda i: (T.count(v.suit(T.SUIT_OF[i])), T.STRENGTH[i])), "lead_figure")
    suits = [s for s in range(4) if v.suit(s)]
    pref = [s for s in suits if s != v.unwanted] or suits
    s = max(pref, key=lambda x: (T.count(v.suit(x)), -x))
    return (_lowest(v.suit(s)), "long_suit")


def _follow(v: _View, legal: int) -> tuple[int, str]:
    obs = v.obs
    trick = [(q, T.BY_ID[id(c)]) for q, c in obs.trick]
    led = T.SUIT_OF[trick[0][1]]
    win_q, win_c = trick[0]
    for q, c in trick[1:]:
        if T.SUIT_OF[c] == led and T.STRENGTH[c] > T.STRENGTH[win_c]:
            win_q, win_c = q, c
    last = len(trick) == 3
    partner_wins = win_q == v.partner
    # partner safe: his card beats everything the players after me may hold
    safe = partner_wins and (last or v.master(win_c) or not any(
        T.STRENGTH[x] > T.STRENGTH[win_c] for x in T.bits(v.out & T.SUIT_MASK[led])))
    following = legal & T.SUIT_MASK[led]
    if not following:
        if safe:
            pts = [i for i in T.bits(legal) if THIRDS[i]]
            useless = [i for i in pts if not v.master(i)]
            if useless:
                return (max(useless, key=lambda i: (THIRDS[i], -T.STRENGTH[i])), "feed_partner")
        suits = [s for s in range(4) if legal & T.SUIT_MASK[s]]
        weak = min(suits, key=lambda s: (any(v.master(i) for i in T.bits(legal & T.SUIT_MASK[s])),
                                         sum(THIRDS[i] for i in T.bits(legal & T.SUIT_MASK[s])), T.count(legal & T.SUIT_MASK[s])))
        return (_lowest(legal & T.SUIT_MASK[weak]), "discard")
    if trick[0][0] == v.partner and len(trick) in (1, 2):
        lead_c = trick[0][1]
        if T.STRENGTH[lead_c] == THREE:
            for st in (TWO, ACE):
                hit = [i for i in T.bits(following) if T.STRENGTH[i] == st]
                if hit:
                    return (hit[0], "unblock")
        elif T.STRENGTH[lead_c] < ACE and not partner_wins:
            h = _highest(following)
            if T.STRENGTH[h] > T.STRENGTH[win_c]:
                return (h, "answer_invite")
        elif T.STRENGTH[lead_c] < ACE and partner_wins:
            h = _highest(following)
            if T.STRENGTH[h] > T.STRENGTH[win_c]:
                return (h, "answer_invite")
    if safe:
        pts = [i for i in T.bits(following) if THIRDS[i] and not v.master(i)]
        if pts:
            return (max(pts, key=lambda i: (THIRDS[i], -T.STRENGTH[i])), "feed_partner")
        return (_lowest(following), "follow_low")
    beaters = [i for i in T.bits(following) if T.STRENGTH[i] > T.STRENGTH[win_c]]
    if beaters and not partner_wins:
        if last:
            return (min(beaters, key=lambda i: T.STRENGTH[i]), "win_cheap")
        masters = [i for i in beaters if v.master(i)]
        if masters:
            return (min(masters, key=lambda i: T.STRENGTH[i]), "win_master")
    return (_lowest(following), "follow_low")


def advise(obs: Any) -> tuple[Any, str]:
    """The beginner's choice and the maxim behind it (a key of :data:`MAXIMS`)."""
    legal = list(obs.legal_actions)
    decl = [a for a in legal if isinstance(a, Declare)]
    if decl:
        return decl[0], "declare"
    plays = [a for a in legal if isinstance(a, Play)]
    if len(plays) == 1:
        return plays[0], "only"
    v = _View(obs)
    mask = T.mask_of(a.card for a in plays)
    c, why = _follow(v, mask) if obs.trick else _lead(v)
    if not mask >> c & 1:
        c = _lowest(mask)
    return Play(T.CARDS[c]), why


class BeginnerPlayer:
    name = "tresette-beginner"

    def __init__(self) -> None:
        self.why = ""

    def choose(self, observation: Any, rng: random.Random) -> Any:
        a, self.why = advise(observation)
        return a


# ---------------------------------------------------------------------------- the search's parts
def _top(m: int) -> int:
    """The highest strength in ``m`` (-1 when empty)."""
    best = -1
    while m:
        low = m & -m
        st = STR[low.bit_length() - 1]
        if st > best:
            best = st
        m ^= low
    return best


STR = T.STRENGTH


def play_out(hands: list[int], trick: list[tuple[int, int]], to_move: int, step: int,
             tricks: list[tuple[int, int]]) -> None:
    """Play the deal to its end with all hands open, a quick policy: cash master cards (counting
    ones first), lead low to a partner who holds the master of a suit, else low from the longest
    suit; following, feed counting cards to a trick the side will win (partner's card holds, or the
    partner still to play can beat everything), win as cheaply as possible when no opponent after
    can beat it, otherwise keep the counting cards back.  ``tricks`` receives ``(winner, card mask)``
    for each trick finished."""
    hands = list(hands)
    trick = list(trick)
    p = to_move
    while True:
        h = hands[p]
        if not h:
            return
        partner = (p + 2) % 4
        if not trick:
            best = -1
            bestkey: tuple[Any, ...] = ()
            for s in range(4):
                m = h & T.SUIT_MASK[s]
                if not m:
                    continue
                my_top = _top(m)
                opp = (hands[(p + 1) % 4] | hands[(p + 3) % 4]) & T.SUIT_MASK[s]
                opp_top = _top(opp)
                pt = _top(hands[partner] & T.SUIT_MASK[s])
                if my_top > opp_top and my_top >= pt:
                    c = max(T.bits(m), key=STR.__getitem__)
                    key = (2, THIRDS[c], T.count(m))
                elif pt > opp_top and pt > my_top:
                    c = min(T.bits(m), key=lambda i: (THIRDS[i], STR[i]))
                    key = (1, -THIRDS[c], T.count(m))
                else:
                    c = min(T.bits(m), key=lambda i: (THIRDS[i], STR[i]))
                    key = (0, -THIRDS[c], T.count(m))
                if best < 0 or key > bestkey:
                    best, bestkey = c, key
            c = best
        else:
            led = T.SUIT_OF[trick[0][1]]
            sm = T.SUIT_MASK[led]
            wq, wc = trick[0]
            for q, x in trick[1:]:
                if T.SUIT_OF[x] == led and STR[x] > STR[wc]:
                    wq, wc = q, x
            f = h & sm
            n_after = 3 - len(trick)
            opp_top = -1
            partner_after = False
            for k in range(1, n_after + 1):
                q = (p + step * k) % 4
                if q == partner:
                    partner_after = True
                else:
                    t = _top(hands[q] & sm)
                    if t > opp_top:
                        opp_top = t
            wins = (wq == partner and STR[wc] > opp_top) or (
                partner_after and _top(hands[partner] & sm) > max(opp_top, STR[wc] if wq != p else -1))
            if f:
                if wins:
                    c = max(T.bits(f), key=lambda i: (THIRDS[i], -STR[i]))
                else:
                    need = max(STR[wc], opp_top)
                    win = [i for i in T.bits(f) if STR[i] > need]
                    if win:
                        c = min(win, key=STR.__getitem__)
                    else:
                        c = min(T.bits(f), key=lambda i: (THIRDS[i], STR[i]))
            elif wins:
                c = max(T.bits(h), key=lambda i: (THIRDS[i], -STR[i]))
            else:
                c = min(T.bits(h), key=lambda i: (THIRDS[i], STR[i]))
        hands[p] &= ~(1 << c)
        trick.append((p, c))
        if len(trick) < 4:
            p = (p + step) % 4
            continue
        w = T.trick_winner(trick)
        tricks.append((w, T.mask_of(x for _, x in trick)))
        trick = []
        p = w


def _value(tricks: list[tuple[int, int]], side: int, slam_bonuses: bool) -> float:
    taken = [0, 0]
    for w, m in tricks:
        taken[w % 2] |= m
    last = tricks[-1][0] % 2
    pts = [T.points_of(taken[s], last == s) for s in (0, 1)]
    v = float(pts[side] - pts[1 - side])
    if slam_bonuses:
        sl = SC.slam(tricks)
        if sl is not None:
            b = SC.SLAM_PARTIEN[sl[1]] * T.DEAL_POINTS
            v += b if sl[0] == side else -b
    return v


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play ``state`` to the end of the deal with all hands open (:func:`play_out`) and return the
    card points of the seat's side in the whole deal minus the other side's (a slam counted at
    eleven points a partie)."""
    side = seat % 2
    if state.phase != "play":
        if not state.log:
            return 0.0
        return _entry_value(state.log[-1], side)
    tricks = [(w, T.mask_of(c for _, c in cs)) for _ld, cs, w in state.tricks]
    play_out(list(state.hands), list(state.trick), state.to_move, state.step, tricks)
    return _value(tricks, side, state.opts.slam_bonuses)


def _entry_value(e: dict[str, Any], side: int) -> float:
    pts = e["points"]
    v = float(pts[side] - pts[1 - side])
    if e.get("slam"):
        s, _name, value = e["slam"]
        v += value * T.DEAL_POINTS * (1 if s == side else -1)
    return v


#: the unit of the values the strong level reports and of the benchmark
VALUE_UNIT = "points"
BENCH_UNIT = "points"
BENCH_OPTIONS: dict[str, Any] = {}
BENCH_SIDES = ((0, 2), (1, 3))


def bench_scores(state: Any) -> list[float]:
    """A one-deal session's score: the card points of each seat's side minus the other side's (a slam
    at eleven points a partie); partien are rarely decided in one deal."""
    v0 = _entry_value(state.log[-1], 0)
    return [v0, -v0, v0, -v0]


def _searched(obs: Any) -> bool:
    return obs.phase == "play" and not any(isinstance(a, Declare) for a in obs.legal_actions)


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


def tiebreak(obs: Any, actions: list[Any]) -> list[Any]:
    """Cards the search cannot tell apart, the soundest first (:func:`engine.ai.cardplay.sound_order`
    with each card's worth in thirds: the cheapest card that wins an opponent's trick, else the card
    worth least, the lowest of it; last to a trick the side holds, the card worth most).  Not for
    leads (an empty answer: the search's leader stays)."""
    if not obs.trick:
        return []
    by_card = {T.INDEX[a.card]: a for a in actions if isinstance(a, Play)}
    if len(by_card) != len(actions):
        return actions
    hand = T.mask_of(obs.hand)
    played = T.mask_of(c for _ld, cs, _w in obs.tricks for _q, c in cs) | T.mask_of(c for _q, c in obs.trick)
    me = obs.player
    f = TrickFacts(suit=T.SUIT_OF.__getitem__, rank=T.STRENGTH.__getitem__, trump=None,
                   trick=[(q, T.INDEX[c]) for q, c in obs.trick], me=me, ally=lambda q: q % 2 == me % 2,
                   hand=list(T.bits(hand)), unseen=list(T.bits(T.ALL & ~hand & ~played)),
                   worth=THIRDS.__getitem__)
    return [by_card[c] for c in sound_order(list(by_card), f)]


def tie_z(obs: Any) -> float:
    """Third and fourth hand: cards within a standard error of the best go by the rule; second
    hand only cards within :data:`TIE_MARGIN` or equal in every world (as in Whist)."""
    return 1.0 if len(obs.trick) >= 2 else 0.0


#: card values within this many points of each other are noise (a point is three figures)
TIE_MARGIN = 0.1


def strong(budget: float | None = 0.5) -> SearchPlayer:
    """The strong level: searches every card it plays; declares as the beginner does."""
    return _searcher(budget)


def _searcher(budget: float | None, **tie: Any) -> SearchPlayer:
    return SearchPlayer("tresette-strong", sample, rollout, fallback=BeginnerPlayer(), searched=_searched,
                        budget=budget, **tie)


def strong_tied(budget: float | None = 0.5) -> SearchPlayer:
    """The strong level with the tie-break (:func:`tiebreak`) among cards the search cannot tell
    apart -- measured against the strong level and not adopted (docs/tresette.md, "Tie-break")."""
    return _searcher(budget, tiebreak=tiebreak, tie_z=tie_z, tie_margin=TIE_MARGIN)
