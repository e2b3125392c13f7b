"""Computer players for Reversis: a beginner after the book's advice (spec §14) and the strong
level, the shared search (:mod:`engine.ai.search`) with this game's sampler and a fast play-out.

Reversis is a game of taking few card points, but what a deal is worth is counters: the pot, the
Bêtes, the aces, the partie, the Reversy.  The play-out and the benchmark therefore both measure
counters won or lost in the deal (:func:`rollout`, ``ReversisState.scores``), never card points
alone; card points only break ties between equal counters in the play-out (a fiftieth each).

Beginner (:class:`BeginnerPlayer`), all on the observation:

* exchange: lays the Quinola under the pot unless three other hearts come with it (1352); else
  the most dangerous card (a high card with few low cards below it in its suit), if dangerous
  enough; the dealer always lays his most dangerous card away;
* lead: the card most likely to be overtaken (the most higher cards still out, the fewest lower),
  never the Quinola while it can help it; with nothing that can be overtaken, its highest card;
* follow: ducks with its highest card that stays under the trick; when it must take the trick,
  last to play it takes with its highest card (1354), earlier its lowest (someone may still go
  over); on a heart lead it keeps the Quinola back while it has another heart;
* renounce: the Quinola first (the pot), then an ace (paid by the trick's winner), then the most
  dangerous card.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.placing import pick_by_room
from engine.ai.cardplay import TrickFacts, sound_order
from engine.ai.search import CannotSample, SearchPlayer
from engine.bitcards import played_mask

from . import scoring as SC
from . import tables as T
from .actions import Discard, Exchange, Pass, Play
from .options import break_tricks

__all__ = ["BeginnerPlayer", "beginner", "strong", "sample", "rollout", "VALUE_UNIT", "BENCH_UNIT", "advise",
           "MAXIMS"]

VALUE_UNIT = "counters"
BENCH_UNIT = "counters"
Q = T.QUINOLA
SM = T.SUIT_MASK
HM = T.SUIT_MASK[T.HEARTS]

MAXIMS = {
    "quinola_away": "Without three other hearts, lay the Quinola under the pot.",
    "exchange_high": "Exchange a high card that has few small cards below it.",
    "keep": "The hand is safe enough: keep it.",
    "lead_low": "Lead the card most likely to be overtaken.",
    "lead_high": "Every card would win: lead the highest to be free later.",
    "duck": "Stay under the trick with your highest card that does so.",
    "take_high": "The trick is yours anyway: take it with your highest card.",
    "take_low": "Play low: a later player may still go over.",
    "renounce_quinola": "Renounce with the Quinola: the pot is yours.",
    "renounce_ace": "Renounce with an ace: the trick's winner pays for it.",
    "renounce_high": "Throw your most dangerous card.",
    "only": "The only card you may play.",
    "lead_ace_first": "High cards, an ace and one small card: lead the ace first, then the small one.",
    "break": "Break the Reversy now, at the tenth or last trick: it pays 8.",
}


def _high(m: int) -> int:
    return (m & -m).bit_length() - 1  # lowest index = highest card of a suit


def _low(m: int) -> int:
    return m.bit_length() - 1


def _suit_high(m: int) -> int:
    """The highest card of a mask across suits (by strength)."""
    return max(T.bits(m), key=lambda i: (T.STRENGTH[i], T.POINTS[i], -i))


def danger(c: int, hand: int) -> int:
    """How likely ``c`` is to win tricks it should not: its strength less two for each card of its
    suit below it in the hand."""
    s = T.SUIT_OF[c]
    below = T.count(hand & SM[s] & ~((1 << (c + 1)) - 1))
    return T.STRENGTH[c] + T.POINTS[c] - 2 * below


def exchange_choice(hand: int, locked: bool, dealer: bool) -> tuple[int, str]:
    """(card to lay away or -1 to keep the hand, maxim key)."""
    if hand >> Q & 1 and not locked and T.count(hand & HM) - 1 < 3:
        return Q, "quinola_away"
    pool = hand & ~(1 << Q)
    if not pool:
        return (Q if dealer else -1), "keep"
    c = max(T.bits(pool), key=lambda i: (danger(i, hand), -i))
    if dealer or danger(c, hand) >= 10:
        return c, "exchange_high"
    return -1, "keep"


HIGH = 8  # a jack or better


def play_choice(hand: int, legal: int, trick: list[Any], out: int, breaking: bool = False) -> tuple[int, str]:
    """The beginner's card from ``legal`` (a mask), with ``trick`` the ``(seat, card)`` so far and
    ``out`` the cards it believes are still in other hands; ``breaking``: a player who has taken
    every trick so far is winning this one, and breaking him now earns the reward (1360)."""
    if legal & (legal - 1) == 0:
        return _high(legal), "only"
    if not trick:
        for st in range(4):
            m = hand & SM[st]
            if m >> T.ACES[st] & 1 and T.count(m) == 2 and T.STRENGTH[_low(m)] <= 5 and \
                    all(T.STRENGTH[i] >= HIGH for i in T.bits(hand & ~m)):
                return T.ACES[st], "lead_ace_first"   # high cards, an ace and a small one (1356)
        pool = legal & ~(1 << Q) or legal
        best, key = -1, None
        for c in T.bits(pool):
            s = T.SUIT_OF[c]
            higher = T.count(out & SM[s] & ((1 << c) - 1))
            if not higher:
                continue
            lower = T.count(out & SM[s] & ~((1 << (c + 1)) - 1))
            k = (lower - higher, -T.count(hand & SM[s]), c)
            if key is None or k < key:
                best, key = c, k
        if best >= 0:
            return best, "lead_low"
        return _suit_high(pool), "lead_high"
    led = T.SUIT_OF[trick[0][1]]
    same = legal & SM[led]
    if same:
        if led == T.HEARTS and same >> Q & 1 and same & ~(1 << Q):
            same &= ~(1 << Q)
        top = min(c for q, c in trick if T.SUIT_OF[c] == led)
        if breaking and same & ((1 << top) - 1):
            return _low(same & ((1 << top) - 1)), "break"
        below = same & ~((1 << (top + 1)) - 1)
        if below:
            return _high(below), "duck"
        if len(trick) == 3:
            return _high(same), "take_high"
        return _low(same), "take_low"
    if legal >> Q & 1 and led != T.HEARTS:
        return Q, "renounce_quinola"
    aces = legal & T.ACE_MASK
    if aces:
        return (T.ACE_DIAMONDS if aces >> T.ACE_DIAMONDS & 1 else _high(aces)), "renounce_ace"
    pool = legal & ~(1 << Q) or legal
    return max(T.bits(pool), key=lambda i: (danger(i, hand), -i)), "renounce_high"


def _breaking(winners: list[int], trick: list[Any], me: int, opts: Any) -> bool:
    """Whether a player who took every trick so far is winning this trick and a break now is paid."""
    if not winners or not trick or opts is None or len(winners) + 1 not in break_tricks(opts):
        return False
    sw = winners[0]
    if sw == me or any(w != sw for w in winners):
        return False
    led = T.SUIT_OF[trick[0][1]]
    top = min(c for _q, c in trick if T.SUIT_OF[c] == led)
    return any(q == sw and c == top for q, c in trick)


def _out(obs: Any) -> int:
    played = played_mask(obs.tricks, obs.trick, lambda c: T.BY_ID[id(c)])
    return T.ALL & ~played & ~T.mask_of(obs.hand) & ~T.mask_of(obs.under_known)


def advise(obs: Any) -> tuple[Any, str]:
    legal = list(obs.legal_actions)
    if not legal:
        raise ValueError("nothing to choose: the seat is not to move")
    hand = T.mask_of(obs.hand)
    if obs.phase in ("exchange", "discard"):
        c, why = exchange_choice(hand, obs.quinola_locked, obs.phase == "discard")
        if c < 0:
            a: Any = Pass()
        else:
            a = (Discard if obs.phase == "discard" else Exchange)(T.CARDS[c])
        if a not in legal:
            ex = [x for x in legal if not isinstance(x, Pass)]
            a = max(ex, key=lambda x: danger(T.INDEX[x.card], hand))
            why = "exchange_high"
        return a, why
    lm = T.mask_of(a.card for a in legal)
    trick = [(q, T.BY_ID[id(c)]) for q, c in obs.trick]
    winners = [w for _ld, _cs, w in obs.tricks]
    c, why = play_choice(hand, lm, trick, _out(obs), _breaking(winners, trick, obs.player, obs.options))
    return Play(T.CARDS[c]), why


class BeginnerPlayer:
    """Plays by the book's advice (spec §14); acts only on the observation."""

    name = "reversis-beginner"

    def choose(self, observation: Any, rng: random.Random) -> Any:
        return advise(observation)[0]

    def explain(self, observation: Any) -> tuple[Any, str]:
        a, key = advise(observation)
        return a, MAXIMS[key]


# ====================================================================== sampler
def _checks(allowed: list[int]) -> list[tuple[int, int]]:
    """The (suits, places) pairs Hall's condition must be checked on: every set of suits that may
    not go everywhere, with the places any of them may go (a set with a free suit can always be
    placed, since the room left always equals the cards left)."""
    full = 15
    tight = [s for s in range(4) if allowed[s] != full]
    out = []
    for sub in range(1, 1 << len(tight)):
        suits = places = 0
        for j, st in enumerate(tight):
            if sub >> j & 1:
                suits |= 1 << st
                places |= allowed[st]
        if places != full:
            out.append((suits, places))
    return out


def _feasible(counts: list[int], checks: list[tuple[int, int]], cap: list[int]) -> bool:
    """Hall's condition for placing ``counts[s]`` cards of suit s into places with room ``cap``."""
    for suits, places in checks:
        need = (counts[0] if suits & 1 else 0) + (counts[1] if suits & 2 else 0) + \
            (counts[2] if suits & 4 else 0) + (counts[3] if suits & 8 else 0)
        room = (cap[0] if places & 1 else 0) + (cap[1] if places & 2 else 0) + (cap[2] if places & 4 else 0) + \
            (cap[3] if places & 8 else 0)
        if need > room:
            return False
    return True


def _sample_exchange(obs: Any, rng: random.Random) -> Any:
    """A complete state of the exchange (or the dealer's discard) agreeing with ``obs``: the hidden
    cards go to the other hands, the table cards not yet used and under the pot, the Quinola kept
    out of the pot while the house rule holds it."""
    from .game import ReversisState

    p = obs.player
    my = T.mask_of(obs.hand)
    known_under = T.mask_of(obs.under_known)
    unknown = T.ALL & ~my & ~known_under
    d = obs.dealer
    acted = sum(1 for x in obs.exchanges if x)
    n_table = obs.table_left
    n_under = acted - T.count(known_under)
    others = [q for q in range(4) if q != p]
    sizes = [obs.hand_sizes[q] for q in others]
    cards = list(T.bits(unknown))
    if len(cards) != sum(sizes) + n_table + n_under or n_under < 0:
        raise CannotSample("the hidden cards do not add up")
    rng.shuffle(cards)
    q_in_unknown = unknown >> Q & 1
    if q_in_unknown and obs.quinola_locked:
        # never under the pot: in another hand or among the table cards left, each place alike
        cards.remove(Q)
        k = rng.randrange(sum(sizes) + n_table)
        cards.insert(k, Q)
    hands = [0, 0, 0, 0]
    hands[p] = my
    at = 0
    for q, n in zip(others, sizes):
        for c in cards[at:at + n]:
            hands[q] |= 1 << c
        at += n
    table_cards = cards[at:at + n_table]
    rest = cards[at + n_table:]
    under = known_under
    for c in rest:
        under |= 1 << c
    table = [-1, -1, -1]
    for k in range(3 - n_table, 3):
        table[k] = table_cards[k - (3 - n_table)]
    st = object.__new__(ReversisState)
    st.opts = obs.options
    st.deals_limit = obs.deals_limit if obs.deals_limit is not None else obs.options.deals_per_match
    st.deal_no = obs.deal_no
    st.phase, st.to_move, st.dealer = obs.phase, obs.to_move, d if d is not None else 0
    st.pot, st.pot_holds_bete, st.bete_queue, st.money = obs.pot, obs.pot_holds_bete, obs.bete_queue, obs.money
    st.log = obs.history
    st.hands = tuple(hands)
    kn = list(hands)
    kn[p] = T.mask_of(obs.seen)
    st.known = tuple(kn)
    st.table = tuple(table)
    st.under = under
    st.exchanges = obs.exchanges
    st.start_hands = (0, 0, 0, 0)
    st.privilege, st.privilege_used = -1, False
    st.trick, st.singles, st.tricks, st.winners = (), (), (), ()
    st.tricks_won, st.points = (0, 0, 0, 0), (0, 0, 0, 0)
    st.items, st.pending, st.pot_won_by, st.betes = (), -1, -1, ()
    st.locked = obs.quinola_locked
    return st


def sample(observation: Any, rng: random.Random) -> Any:
    """A complete state of the play agreeing with ``observation``: the hidden cards go to the other
    three hands and under the pot (the cards under it that this seat does not know), no hand
    receiving a suit it showed it lacks (by renouncing, or by an ace it was forced to play), and
    the Quinola never under the pot while the house rule kept it out."""
    from .game import ReversisState

    obs = observation
    if obs.phase in ("exchange", "discard"):
        return _sample_exchange(obs, rng)
    if obs.phase != "play":
        raise CannotSample("the search covers the exchange and the play only")
    p = obs.player
    my = T.mask_of(obs.hand)
    played = played_mask(obs.tricks, obs.trick, lambda c: T.BY_ID[id(c)])
    known_under = T.mask_of(obs.under_known)
    unknown = T.ALL & ~my & ~played & ~known_under
    places = [q for q in range(4) if q != p] + [4]       # three hands and the pot
    cap = [obs.hand_sizes[q] for q in places[:3]] + [4 - T.count(known_under)]
    voids = [0, 0, 0, 0]
    for q in range(4):
        for x in obs.voids[q]:
            voids[q] |= 1 << T.SUITS.index(x)
    for kind, payer, _payee, _v, t in obs.items:
        if kind == "ace_forced" and 1 <= t <= len(obs.tricks):
            cs = obs.tricks[t - 1][1]
            c = next(T.BY_ID[id(x)] for q, x in cs if q == payer)
            voids[payer] |= 1 << T.SUIT_OF[c]
    allowed = [0, 0, 0, 0]
    for s in range(4):
        for i, q in enumerate(places):
            if q == 4 or not voids[q] >> s & 1:
                allowed[s] |= 1 << i
    counts = [T.count(unknown & SM[s]) for s in range(4)]
    checks = _checks(allowed)
    if sum(counts) != sum(cap) or not _feasible(counts, checks, cap):
        raise CannotSample("no placement of the hidden cards agrees with the observation")
    hands = [0, 0, 0, 0, 0]
    hands[p] = my
    cards = list(T.bits(unknown))
    rng.shuffle(cards)
    if obs.quinola_locked and unknown >> Q & 1:
        cards.remove(Q)
        cands = [i for i in range(3) if cap[i] and not voids[places[i]] >> T.HEARTS & 1]
        counts[T.HEARTS] -= 1
        ok = False
        for i in rng.sample(cands, len(cands)):
            cap[i] -= 1
            if _feasible(counts, checks, cap):
                hands[places[i]] |= 1 << Q
                ok = True
                break
            cap[i] += 1
        if not ok:
            raise CannotSample("the Quinola has no place")
    for c in cards:
        s = T.SUIT_OF[c]
        counts[s] -= 1
        cands = [i for i in range(4) if cap[i] and allowed[s] >> i & 1]
        while True:
            i = pick_by_room(rng, cands, cap)
            cap[i] -= 1
            if len(cands) == 1 or not checks or _feasible(counts, checks, cap):
                break
            cap[i] += 1
            cands.remove(i)
        hands[places[i]] |= 1 << c
    under = hands[4] | known_under
    return ReversisState.from_observation(obs, tuple(hands[:4]), under)


# ====================================================================== rollout
def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play ``state`` to the end of the deal with all hands open (the beginner's policy, every
    hand seeing the others) and return the counters ``seat`` ends the deal with, less a fiftieth
    per card point it took (to prefer fewer points among equal payments)."""
    s = state
    while s.phase in ("exchange", "discard"):
        h = s.hands[s.to_move]
        c, _ = exchange_choice(h, s.locked, s.phase == "discard")
        if c < 0 and s._must_exchange():
            c = max(T.bits(h & ~(1 << Q)), key=lambda i: (danger(i, h), -i))
        a: Any = Pass() if c < 0 else (Discard if s.phase == "discard" else Exchange)(T.CARDS[c])
        s, _ = s.apply(a)
    if s.phase != "play":
        return float(s.money[seat]) - (s.log[-1]["points"][seat] / 50 if s.log else 0)
    opts = s.opts
    breaks = break_tricks(opts)
    hands = list(s.hands)
    trick = list(s.trick)
    singles = list(s.singles)
    winners = list(s.winners)
    won = list(s.tricks_won)
    points: list[int] = list(s.points)
    items = list(s.items)
    pot = s.pot
    holds = s.pot_holds_bete
    money: float = s.money[seat]
    pending = s.pending
    priv = s.privilege
    priv_used = s.privilege_used
    to = s.to_move
    while True:
        h = hands[to]
        if trick:
            led = T.SUIT_OF[trick[0][1]]
            same = h & SM[led]
            legal = h if (to == priv or not same) else same
            out = 0
            for q in range(4):
                if q != to:
                    out |= hands[q]
            brk = len(winners) + 1 in breaks and bool(winners) and _breaking(winners, trick, to, opts)
            c, _ = play_choice(h, legal, trick, out, brk)
            single = not (h & ~(1 << c) & SM[led])
            if to == priv and T.SUIT_OF[c] != led and same:
                priv_used = True
        else:
            out = 0
            for q in range(4):
                if q != to:
                    out |= hands[q]
            c, _ = play_choice(h, h, trick, out)
            single = not (h & ~(1 << c) & SM[T.SUIT_OF[c]])
        hands[to] = h & ~(1 << c)
        trick.append((to, c))
        singles.append(single)
        if len(trick) < 4:
            to = (to + 1) % 4
            continue
        k = len(winners) + 1
        w = T.trick_winner(trick)
        sweeper = winners[0] if winners and all(x == winners[0] for x in winners) else -1
        its, fate = SC.trick_items(k, trick, singles, w, sweeper, opts)
        items.extend(its)
        winners.append(w)
        won[w] += 1
        points[w] += sum(T.POINTS[x] for _q, x in trick)
        if fate is not None:
            what, q = fate
            if what == "renounce":
                if q == seat:
                    money += pot
                pot, holds = 0, False
            elif what in ("forced", "led"):
                if q == seat:
                    money -= pot
                if not holds:
                    pot, holds = pot * 2, True
            elif what == "attempt_early":
                pending = q
        trick, singles = [], []
        to = w
        if k == T.TRICKS:
            break
    st = SC.settle(winners, points, won, items, s.dealer, opts, s.under, s.start_hands,
                   priv if priv_used else -1, priv_used, pending)
    if pending == seat:
        money += pot if st.pending == "pot" else -pot
    return money + st.net[seat] - points[seat] / 50


# ====================================================================== levels
def _searched(obs: Any) -> bool:
    return bool(obs.phase == "play")


def _searched_all(obs: Any) -> bool:
    return obs.phase in ("play", "exchange", "discard")


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


def tiebreak(obs: Any, actions: list[Any]) -> list[Any]:
    """Cards the search cannot tell apart, the soundest first (:func:`engine.ai.cardplay.sound_order`
    with ``aim="shed"``: under the trick the highest card that stays under it, renouncing the card
    that costs most -- the Quinola, an ace, then the card points; when every card takes the trick,
    the highest last to play, else the lowest).  On a heart lead the Quinola is kept back.  Not for
    leads (an empty answer: the search's leader stays)."""
    if not obs.trick or obs.phase != "play":
        return []
    by_card = {T.INDEX[a.card]: a for a in actions if isinstance(a, Play)}
    if len(by_card) != len(actions):
        return actions
    hand = T.mask_of(obs.hand)
    me = obs.player
    heart_lead = T.SUIT_OF[T.INDEX[obs.trick[0][1]]] == T.HEARTS

    def worth(c: int) -> float:
        if c == Q:
            return -10.0 if heart_lead else 10.0
        return T.POINTS[c] + (5 if T.ACE_MASK >> c & 1 else 0)

    f = TrickFacts(suit=T.SUIT_OF.__getitem__, rank=T.STRENGTH.__getitem__, trump=None,
                   trick=[(q, T.INDEX[c]) for q, c in obs.trick], me=me, ally=lambda q: q == me,
                   hand=list(T.bits(hand)), worth=worth, aim="shed")
    return [by_card[c] for c in sound_order(list(by_card), f)]


def tie_z(obs: Any) -> float:
    """Third and fourth hand: cards within a standard error of the best go by the rule; earlier only
    cards equal in every world or within :data:`TIE_MARGIN`."""
    return 1.0 if len(obs.trick) >= 2 else 0.0


#: values within this many counters of each other are noise
TIE_MARGIN = 0.1


def strong(budget: float | None = 0.6, exchange: bool = True) -> SearchPlayer:
    """The strong level: searches every card it plays and (with ``exchange``) the card it lays
    under the pot or whether to keep its hand; without it, exchanges as the beginner does."""
    return _searcher(budget, exchange)


def _searcher(budget: float | None, exchange: bool, **tie: Any) -> SearchPlayer:
    return SearchPlayer("reversis-strong", sample, rollout, fallback=BeginnerPlayer(),
                        searched=_searched_all if exchange else _searched, budget=budget, hard_limit=0.9, **tie)


def strong_tied(budget: float | None = 0.6, exchange: bool = True) -> SearchPlayer:
    """The strong level with the tie-break (:func:`tiebreak`) among cards the search cannot tell
    apart -- measured against the strong level and not adopted (docs/reversis.md, "Tie-break")."""
    return _searcher(budget, exchange, tiebreak=tiebreak, tie_z=tie_z, tie_margin=TIE_MARGIN)
