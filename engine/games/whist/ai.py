"""A beginner's Whist player after the book's chapters I-IV (spec ``whist.md`` §13).

It acts on nothing but the seat's observation and keeps the memory the book's
chapter IV teaches (which cards are gone, the best card left in each suit, partner's
first lead, the suits a player has shown void, where the turned trump is):

* leads: trumps when strong in them (five or more, or four with an honour), by the
  book's trump-lead tables (:func:`trump_lead`, chapters I and II); otherwise partner's
  first suit is returned; weak in trumps, sure winners are taken early; otherwise the
  longest plain suit -- the top of a sequence of three or four, the lowest of five,
  the ace only from a three-card suit, a king-headed suit before a queen-headed one;
* second hand low (an honour is not put up; with A K Q the ace wins, with Q J 10 one of
  them goes on the second round);
* third hand high (the highest card, or the lowest of equal cards; nothing when partner
  already holds the trick with the best card);
* fourth hand wins as cheaply as it can, and plays low under partner's winning card;
* void: ruffs when weak in trumps, throws a loose card when strong (overtrumps only
  when weak); discards the lowest card of the weakest suit;
* the dealer keeps the turned trump as long as he can;
* at eight it calls whenever it holds two honours (it never reminds its partner).

:func:`advise` returns the same choice with the maxim behind it, for hints.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from . import tables as T
from .actions import Call, Pass, Play

__all__ = ["BeginnerPlayer", "advise", "trump_lead", "MAXIMS", "good_side_suit"]

A, K, Q, J, TEN, NINE, EIGHT = 12, 11, 10, 9, 8, 7, 6

MAXIMS = {
    "call": "At eight with two honours, call: if partner holds a third, the game is won.",
    "no_call": "Nothing to call with.",
    "trump_lead": "Strong in trumps: lead them, by the book's table for this holding.",
    "trump_continue": "Keep drawing trumps while you hold the best one.",
    "trump_continue_low": "Keep leading trumps, a small one, so partner can win it.",
    "return_partner": "Return your partner's first suit.",
    "cash_winners": "Weak in trumps: take your sure tricks early.",
    "sequence_top": "Lead the top of a sequence of three or four.",
    "sequence_low": "With five in sequence lead the lowest, to drive out the ace or king.",
    "ace_three": "Lead the ace of a three-card suit.",
    "long_suit": "Lead from your longest suit.",
    "second_low": "Second hand low: keep your honour back.",
    "second_top": "With the top cards over the leader, win with the ace.",
    "second_sequence": "With queen, jack and ten only, put one up on the second round.",
    "third_high": "Third hand high.",
    "third_low": "Partner's card holds the trick: play low.",
    "fourth_win": "Last to play: win as cheaply as you can.",
    "fourth_low": "Partner has the trick, or you cannot win it: play low.",
    "ruff": "Void and weak in trumps: trump it.",
    "overtrump": "Weak in trumps: overtrump.",
    "discard": "Throw a loose card from your weakest suit.",
    "follow_low": "You cannot win it: play your lowest card.",
    "only": "The only card you may play.",
}


def trump_lead(strengths: list[int], good_side_suit: bool = False, honour_turned_on_right: bool = False) -> int:
    """The trump to lead first, by the book's tables (chapters I and II, spec §12
    ``whi-trump-lead-table``).  ``strengths`` are the trumps held (ace 12 … two 0); the
    answer is the strength of the card to lead."""
    h = set(strengths)
    low = min(strengths)
    n = len(strengths)

    def has(*rs: int) -> bool:
        return all(r in h for r in rs)

    if has(A, K):
        if has(Q):
            return A                 # top of a sequence
        if has(J):
            return K                 # K, then the ace: the queen will likely fall (1690, 1710, 1730)
        if good_side_suit and n >= 6:
            return A                 # draw trumps three times to save the side suit (1752)
        return low                   # partner may hold an honour (1688, 1708, 1728)
    if has(K, Q):
        if has(J) or has(TEN):
            return K                 # the jack should fall on the second round (1694, 1714, 1734)
        if good_side_suit and n >= 6:
            return K                 # to be able to draw three times (1754-1759)
        return low
    if has(Q, J):
        if has(TEN) or has(NINE):
            return Q                 # the ten should fall (1698, 1720, 1738)
        return low
    if has(J, TEN):
        if has(NINE) or has(EIGHT):
            return J                 # so the nine makes no trick (1702, 1724, 1742)
        return low
    if has(TEN, NINE, EIGHT):
        if n >= 6 and not honour_turned_on_right:
            return low               # six low trumps: the lowest (1706)
        return TEN                   # 1706 (exception), 1726, 1744
    return low


def good_side_suit(hand: int, trump: int) -> bool:
    """A strong plain suit, "good cards in another suit" (chapter II): four or more with
    the ace and king, or five or more headed by the ace or by king and queen."""
    for s in range(4):
        if s == trump:
            continue
        cs = sorted((T.STRENGTH[i] for i in T.bits(hand & T.SUIT_MASK[s])), reverse=True)
        if len(cs) >= 4 and cs[0] == A and cs[1] == K:
            return True
        if len(cs) >= 5 and (cs[0] == A or cs[:2] == [K, Q]):
            return True
    return False


class _View:
    """What the player works out from one observation."""

    def __init__(self, obs: Any) -> None:
        self.obs = obs
        self.me = obs.player
        self.partner = (obs.player + 2) % 4
        self.trump = -1 if obs.trump is None else T.SUITS.index(obs.trump)
        self.hand = T.mask_of(obs.hand)
        played = 0
        self.first_lead: dict[int, int] = {}
        self.trump_leads_by_me = 0
        for ld, cs, _w in obs.tricks:
            for _q, c in cs:
                played |= 1 << T.INDEX[c]
            s = T.SUIT_OF[T.INDEX[cs[0][1]]]
            self.first_lead.setdefault(ld, s)
            if ld == self.me and s == self.trump:
                self.trump_leads_by_me += 1
        for _q, c in obs.trick:
            played |= 1 << T.INDEX[c]
        self.played = played
        self.out = T.ALL & ~played & ~self.hand          # cards in the other three hands
        self.voids = [sum(1 << T.SUITS.index(x) for x in v) for v in obs.voids]
        self.turned = T.INDEX[obs.trump_card] if obs.trump_card is not None else -1
        self.dealer = obs.dealer

    def suit(self, s: int) -> int:
        return self.hand & T.SUIT_MASK[s]

    def n_trumps(self) -> int:
        return 0 if self.trump < 0 else T.count(self.suit(self.trump))

    def strong_in_trumps(self) -> bool:
        """An honour and three more make one strong in trumps (1682); five are strong too."""
        n = self.n_trumps()
        return n >= 5 or (n >= 4 and T.honours_in(self.hand, self.trump) >= 1)

    def is_best(self, c: int) -> bool:
        """No card of its suit higher than ``c`` is left in another hand."""
        s = T.SUIT_OF[c]
        higher = T.SUIT_MASK[s] & ((1 << c) - 1)   # lower index = higher card within the suit
        return not self.out & higher

    def equivalents(self, c: int) -> int:
        """``c`` and the cards of my hand equal to it (no outstanding card between them)."""
        s = T.SUIT_OF[c]
        m = 1 << c
        i = c - 1
        while i >= 13 * s and not self.out >> i & 1:
            if self.hand >> i & 1:
                m |= 1 << i
            i -= 1
        i = c + 1
        while i < 13 * (s + 1) and not self.out >> i & 1:
            if self.hand >> i & 1:
                m |= 1 << i
            i += 1
        return m

    def keep_turned(self, choice: int, pool: int) -> int:
        """The dealer keeps the turned trump as long as he can (1934): swap it for an equal card."""
        if self.me == self.dealer and choice == self.turned:
            alt = self.equivalents(choice) & pool & ~(1 << choice)
            if alt:
                return max(T.bits(alt))
        return choice


def _lowest(m: int) -> int:
    """The lowest card of a mask (ties between suits: the first suit)."""
    return min(T.bits(m), key=lambda i: (T.STRENGTH[i], i))


def _highest(m: int) -> int:
    return max(T.bits(m), key=lambda i: (T.STRENGTH[i], -i))


def _winning(trick: list[tuple[int, int]], trump: int) -> tuple[int, int]:
    """(seat, card) currently winning an incomplete trick."""
    w = T.trick_winner(trick, trump)
    return w, next(c for q, c in trick if q == w)


def _beats(c: int, best: int, led: int, trump: int) -> bool:
    sc, sb = T.SUIT_OF[c], T.SUIT_OF[best]
    if sc == sb:
        return T.STRENGTH[c] > T.STRENGTH[best]
    return sc == trump


def _discard(v: _View, pool: int) -> int:
    """A loose card: the lowest of the shortest plain suit, keeping sure winners."""
    plain = [s for s in range(4) if s != v.trump and pool & T.SUIT_MASK[s]]
    if not plain:
        return _lowest(pool)
    def key(s: int) -> tuple[bool, int, int]:
        m = pool & T.SUIT_MASK[s]
        low = _lowest(m)
        return (v.is_best(low), T.count(m), T.STRENGTH[low])
    s = min(plain, key=key)
    return _lowest(pool & T.SUIT_MASK[s])


def _lead(v: _View) -> tuple[int, str]:
    hand, t = v.hand, v.trump
    trumps = v.suit(t) if t >= 0 else 0
    opp_trumps = v.out & T.SUIT_MASK[t] if t >= 0 else 0
    opps = [q for q in range(4) if q % 2 != v.me % 2]
    opps_void_in_trumps = t >= 0 and all(v.voids[q] >> t & 1 for q in opps)
    # 1. strong in trumps: lead them
    if trumps and opp_trumps and v.strong_in_trumps() and not opps_void_in_trumps:
        if v.trump_leads_by_me == 0:
            strengths = [T.STRENGTH[i] for i in T.bits(trumps)]
            rho = (v.me + 3) % 4 if v.obs.options is None or v.obs.options.deal_direction == "clockwise" \
                else (v.me + 1) % 4
            turned_h = v.turned >= 0 and v.dealer == rho and T.STRENGTH[v.turned] >= J
            r = trump_lead(strengths, good_side_suit(hand, t), turned_h)
            c = next(i for i in T.bits(trumps) if T.STRENGTH[i] == r)
            return v.keep_turned(c, trumps), "trump_lead"
        top = _highest(trumps)
        if v.is_best(top):
            return top, "trump_continue"
        return v.keep_turned(_lowest(trumps), trumps), "trump_continue_low"
    # 2. return partner's first lead
    ps = v.first_lead.get(v.partner)
    if ps is not None and ps != t and v.suit(ps):
        m = v.suit(ps)
        top = _highest(m)
        if v.is_best(top) or T.count(m) == 2:
            return top, "return_partner"
        return _lowest(m), "return_partner"
    # 3. weak in trumps: take sure tricks early
    if v.n_trumps() <= 3:
        for s in range(4):
            if s == t or not v.suit(s):
                continue
            top = _highest(v.suit(s))
            ruffable = t >= 0 and opp_trumps and any(v.voids[q] >> s & 1 for q in opps)
            if v.is_best(top) and not ruffable:
                return top, "cash_winners"
    # 4. the longest plain suit
    plain = [s for s in range(4) if s != t and v.suit(s)]
    if not plain:
        return v.keep_turned(_lowest(trumps), trumps), "long_suit"
    longest = max(T.count(v.suit(s)) for s in plain)

    def pref(s: int) -> tuple[int, bool, int]:
        m = v.suit(s)
        n = T.count(m)
        top = T.STRENGTH[_highest(m)]
        ace_headed = top == A and not (n == 3 and longest < 4)
        return (n, not ace_headed, top if top != A else 0)

    s = max(plain, key=pref)
    m = v.suit(s)
    n = T.count(m)
    top = _highest(m)
    seq = [i for i in T.bits(v.equivalents(top) & m)]
    if len(seq) >= 3 and (v.is_best(top) or T.STRENGTH[top] >= J):
        if len(seq) >= 5:
            return _lowest(v.equivalents(top) & m), "sequence_low"
        return top, "sequence_top"
    if T.STRENGTH[top] == A and n == 3:
        return top, "ace_three"
    return _lowest(m), "long_suit"


def _follow(v: _View) -> tuple[int, str]:
    obs = v.obs
    trick = [(q, T.INDEX[c]) for q, c in obs.trick]
    led = T.SUIT_OF[trick[0][1]]
    pos = len(trick) + 1
    t = v.trump
    legal = T.mask_of(a.card for a in obs.legal_actions)
    w_seat, w_card = _winning(trick, t)
    partner_wins = w_seat == v.partner
    same = legal & T.SUIT_MASK[led]
    if same:
        beaters = [i for i in T.bits(same) if _beats(i, w_card, led, t)]
        if pos == 2:
            top = _highest(same)
            if v.is_best(top) and beaters and T.count(v.equivalents(top) & same) >= 3:
                return top, "second_top"
            cs = sorted(T.STRENGTH[i] for i in T.bits(same))
            if cs == [TEN, J, Q] and any(T.SUIT_OF[T.INDEX[c2[0][1]]] == led for _ld, c2, _w in obs.tricks):
                return _lowest(same), "second_sequence"
            return _lowest(same), "second_low"
        if pos == 3:
            lho = next(q for q in range(4) if q not in (v.me, v.partner, trick[1][0]))
            ruff_risk = t >= 0 and led != t and v.voids[lho] >> led & 1 and v.out & T.SUIT_MASK[t]
            if partner_wins and v.is_best(w_card) and not ruff_risk:
                return _lowest(same), "third_low"
            if beaters:
                top = _highest(same)
                eq = v.equivalents(top) & same
                if T.count(eq) >= 4:
                    return top, "third_high"
                return _lowest(eq), "third_high"
            return _lowest(same), "follow_low"
        # fourth hand
        if partner_wins or not beaters:
            return _lowest(same), "fourth_low"
        return min(beaters, key=lambda i: T.STRENGTH[i]), "fourth_win"
    # void in the suit led
    trumps = legal & T.SUIT_MASK[t] if t >= 0 else 0
    if not trumps or partner_wins:
        return _discard(v, legal), "discard"
    opp_trumped = T.SUIT_OF[w_card] == t
    weak = not v.strong_in_trumps()
    winners = [i for i in T.bits(trumps) if _beats(i, w_card, led, t)]
    if not winners:
        return _discard(v, legal), "discard"
    cheapest = min(winners, key=lambda i: T.STRENGTH[i])
    if opp_trumped:
        if weak:
            return v.keep_turned(cheapest, trumps), "overtrump"
        return _discard(v, legal), "discard"
    if weak or pos == 4:
        return v.keep_turned(cheapest, trumps), "ruff"
    return _discard(v, legal), "discard"


def advise(obs: Any) -> tuple[Any, str]:
    """The beginner's choice for ``obs`` and the key of the maxim behind it (see :data:`MAXIMS`)."""
    legal = list(obs.legal_actions)
    if not legal:
        raise ValueError("nothing to choose: the seat is not to move")
    if any(isinstance(a, Call) for a in legal):
        return Call(), "call"
    if all(isinstance(a, Pass) for a in legal):
        return Pass(), "no_call"
    if len(legal) == 1:
        return legal[0], "only"
    v = _View(obs)
    if not obs.trick:
        c, why = _lead(v)
    else:
        c, why = _follow(v)
    action = Play(T.CARDS[c])
    if action not in legal:  # a safety net: never return an illegal card
        return legal[0], "only"
    return action, why


class BeginnerPlayer:
    """Plays by the book's maxims (chapters I-IV); acts only on the observation."""

    name = "whist-beginner"

    def choose(self, observation: Any, rng: random.Random) -> Any:
        return advise(observation)[0]

    def explain(self, observation: Any) -> tuple[Any, str]:
        action, key = advise(observation)
        return action, MAXIMS[key]


# ====================================================================== the strong level
# (sampler, rollout, levels and the benchmark's constants; see docs/whist.md "Computer players")

from engine.ai.cardplay import TrickFacts, sound_order  # noqa: E402
from engine.ai.search import SearchPlayer  # noqa: E402

from . import scoring as SC  # noqa: E402
from .endgame import solve as solve_end  # noqa: E402
from .playout import play_out  # noqa: E402
from .sampler import sample  # noqa: E402,F401  (the game's sampler, for the search and the fairness tests)

#: the unit of every value the strong level reports (hints, review costs) and of the benchmark
VALUE_UNIT = "points"
BENCH_UNIT = "points"
#: one deal per game, seats as they sit (no draw): seats 0 and 2 play against 1 and 3
BENCH_OPTIONS = {"draw_for_partners": False}
BENCH_SIDES = ((0, 2), (1, 3))


def _deal_value(before: Sequence[int], after: Sequence[int], side: int) -> float:
    return float((after[side] - before[side]) - (after[1 - side] - before[1 - side]))


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play ``state`` to the end of the deal with all hands open (:func:`.playout.play_out`) and
    return the points the seat's side scored in the deal minus the other side's (tricks over six
    and honours, as the engine scores them), plus a hundredth per trick of difference."""
    return deal_rollout(state, seat)


def deal_rollout(state: Any, seat: int, exact_from: int = 0, solve_from: int = 0) -> float:
    """:func:`rollout` with exact play at the end (:mod:`.endgame`, for measuring; the strong level
    does not use it, see docs/whist.md): when every hand of ``state`` holds at most ``exact_from``
    cards the rest of the deal is solved double-dummy; otherwise the heuristic plays until every hand
    holds ``solve_from`` cards (0: to the end) and the solver takes the last tricks."""
    side = seat % 2
    if state.phase != "play":
        # the deal is over (the last card, or a call at eight): read its entry
        if not state.log:
            return 0.0
        e = state.log[-1]
        t: list[int] = e["tricks"]
        return _deal_value(tuple(e["before"]), tuple(e["after"]), side) + (t[side] - t[1 - side]) / 100
    hands = list(state.hands)
    won: list[int] = list(state.tricks_won)
    if exact_from and max(T.count(h) for h in hands) <= exact_from:
        # the real deal is at its end already (perhaps within a trick): solve it from here
        s0 = solve_end(hands, list(state.trick), state.to_move, state.trump, state.step)
        left = 13 - sum(won)
        tw = (won[0] + won[2] + s0, won[1] + won[3] + left - s0)
    else:
        lead: list[int] = []
        play_out(hands, list(state.trick), state.to_move, state.trump, won, state.step, stop=solve_from, leader=lead)
        tw = (won[0] + won[2], won[1] + won[3])
        if lead:
            s0 = solve_end(hands, [], lead[0], state.trump, state.step)
            tw = (tw[0] + s0, tw[1] + T.count(hands[0]) - s0)
    honours = [0, 0]
    for q in range(4):
        honours[q % 2] += T.honours_in(state.dealt[q], state.trump)
    o = state.opts
    sc = SC.settle_deal(state.points, tw, (honours[0], honours[1]), game_points=o.game_points,
                        honours_count=o.honours_count, not_at_nine=o.honours_not_at_nine,
                        revoke_penalty=o.revoke_penalty_points)
    return _deal_value(sc.before, sc.after, side) + (tw[side] - tw[1 - side]) / 100


def bench_scores(state: Any) -> list[float]:
    """The benchmark's score of a one-deal session: the points each seat's side made in the deal
    minus the other side's (a game is rarely decided in one deal, so stakes would say little)."""
    e = state.log[-1]
    v0 = _deal_value(tuple(e["before"]), tuple(e["after"]), 0)
    return [v0, -v0, v0, -v0]


def _searched(obs: Any) -> bool:
    return bool(obs.phase == "play")


def tiebreak(obs: Any, actions: list[Any]) -> list[Any]:
    """Cards the search cannot tell apart, the soundest first (:func:`engine.ai.cardplay.sound_order`:
    the cheapest winning card or ruff, else the lowest card, a discard from the longest plain suit).
    Not for leads (an empty answer: the search's leader stays): there the rule's lowest card of the
    longest suit lost 0.27 double-dummy tricks per side per deal against the search's choice."""
    if not obs.trick:
        return []
    v = _View(obs)
    f = TrickFacts(suit=T.SUIT_OF.__getitem__, rank=T.STRENGTH.__getitem__,
                   trump=v.trump if v.trump >= 0 else None,
                   trick=[(q, T.INDEX[c]) for q, c in obs.trick], me=v.me, ally=lambda q: q % 2 == v.me % 2,
                   hand=list(T.bits(v.hand)), unseen=list(T.bits(v.out)))
    by_card = {T.INDEX[a.card]: a for a in actions if isinstance(a, Play)}
    if len(by_card) != len(actions):
        return actions
    return [by_card[c] for c in sound_order(list(by_card), f)]


#: values of cards within this many points of each other are noise: a trick is worth a point and
#: more, so a tenth of a point is a trick in one world of ten
TIE_MARGIN = 0.1


def tie_z(obs: Any) -> float:
    """Third and fourth hand (most of the trick in view): cards within one standard error of the best
    go by the rule too; in second hand only cards within :data:`TIE_MARGIN` or equal in every world
    (the search's values are noisy there, but the rule knows less: applied within a standard error
    on leads and second hand it lost double-dummy tricks)."""
    return 1.0 if len(obs.trick) >= 2 else 0.0


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


def strong(budget: float | None = 0.5) -> SearchPlayer:
    """The strong level: searches every card it plays; calls at eight as the beginner does (with two
    honours: the call can only win)."""
    return SearchPlayer("whist-strong", sample, rollout, fallback=BeginnerPlayer(), searched=_searched,
                        budget=budget, tiebreak=tiebreak, tie_z=tie_z, tie_margin=TIE_MARGIN)
