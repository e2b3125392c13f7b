"""Minchiate's part of the computer players: the sampler, the fast rollout and the levels.

* :func:`sample` -- ``sample(observation, rng) -> MinchiateState``: a complete state that gives
  the seat exactly its observation, with the cards it cannot see placed where they may be:
  every other hand holds its publicly known cards (face-up, robbed, turned-up, versicole) and
  none of a suit it showed void in (failing to follow) nor trumps once it showed it has none;
  the folla hides only worthless trumps (its suit cards lie open); discards not yet shown are
  worthless dealt cards; the cutter knows the cards he saw under his packet lie in the folla or
  the dealer's hand.  Within these constraints the placement is drawn at random.
* :func:`rollout` -- plays a state to the end of the deal with all hands open and a quick
  policy after the 1798 advice (feed a partner's sure trick, win cheaply and safely, keep
  counting cards off enemy tricks, excuse with the Matto), and returns the deal's Resti for the
  seat's side (plus a hundredth of a Resto per point of difference, to break ties).
* :func:`strong` -- the searching level (``minchiate-strong``); :func:`beginner` -- the plain
  rule player (``minchiate-simple``) under a beginner's name.
"""

from __future__ import annotations

import math
import random
from typing import Any

from engine.ai.search import CannotSample, SearchPlayer

from . import scoring as S
from .game import MinchiateState

__all__ = ["sample", "rollout", "strong", "beginner", "intermediate"]

N = S.N
ALL = (1 << N) - 1
FOOL = S.FOOL
FOOLBIT = 1 << FOOL
TRUMPS = S.TRUMPS
COUNTING = S.COUNTING
KINGS = S.KINGS
SUIT_MASK = S.SUIT_MASK
SUIT_OF = S.SUIT_OF
STRENGTH = S.STRENGTH
VALUE = S.VALUE
INDEX = S.INDEX
TRUMP = 4


def _m(cards: Any) -> int:
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


# ====================================================================== sampler
def _voids(obs: Any) -> tuple[list[int], list[bool]]:
    """Per seat: a mask of cards it cannot hold (suits it showed void in, trumps once it has none)."""
    banned = [0, 0, 0, 0]
    no_trumps = [bool(x) for x in obs.fallen] if obs.fallen else [False] * 4

    def scan(cs: Any) -> None:
        led = None
        for q, c in cs:
            i = INDEX[c]
            if i == FOOL:
                continue
            s = SUIT_OF[i]
            if led is None:
                led = s
                continue
            if s != led:
                if led < 4:
                    banned[q] |= SUIT_MASK[led]
                if s != TRUMP:
                    no_trumps[q] = True
    for _, cs, _ in obs.tricks:
        scan(cs)
    scan(obs.trick)
    for q in range(4):
        if no_trumps[q]:
            banned[q] |= TRUMPS
    return banned, no_trumps


def _assign(cards: list[int], slots: list[list[int]], rng: random.Random) -> list[int] | None:
    """Place ``cards`` into ``slots`` (``[need, allowed_mask]``) at random: a random greedy pass, then
    augmenting paths for any card left over.  Returns each card's slot, or None if impossible."""
    order = cards[:]
    rng.shuffle(order)
    allowed = {c: [k for k, (_, m) in enumerate(slots) if m >> c & 1] for c in order}
    order.sort(key=lambda c: len(allowed[c]))  # most constrained first (stable: random among equals)
    room = [need for need, _ in slots]
    where: dict[int, int] = {}
    members: list[list[int]] = [[] for _ in slots]
    left = []
    for c in order:
        opts = [k for k in allowed[c] if room[k] > 0]
        if not opts:
            left.append(c)
            continue
        tot = sum(room[k] for k in opts)
        r = rng.random() * tot
        for k in opts:
            r -= room[k]
            if r < 0:
                break
        where[c] = k
        members[k].append(c)
        room[k] -= 1
    for c in left:
        # breadth-first search over slots: move a member of a full slot on to another slot
        start = allowed[c]
        prev: dict[int, tuple[int, int] | None] = {k: None for k in start}
        queue = list(start)
        found = -1
        while queue:
            k = queue.pop(0)
            if room[k] > 0:
                found = k
                break
            for d in members[k]:
                for k2 in allowed[d]:
                    if k2 not in prev:
                        prev[k2] = (k, d)
                        queue.append(k2)
        if found < 0:
            return None
        k = found
        room[k] -= 1
        step = prev[k]
        carry = c if step is None else None
        while step is not None:
            k_from, d = step
            members[k_from].remove(d)
            members[k].append(d)
            where[d] = k
            k = k_from
            step = prev[k]
        members[k].append(c)
        where[c] = k
        del carry
    return [where[c] for c in cards]


def sample(obs: Any, rng: random.Random) -> MinchiateState:
    """A complete Minchiate state agreeing with ``obs`` (see the module's description)."""
    if obs.phase not in ("discard", "play", "give"):
        raise CannotSample(obs.phase)
    me = obs.player
    opts = obs.options
    order = tuple(obs.order)
    side = tuple(obs.sides)
    dealer = obs.dealer
    cutter = obs.cutter
    hand = _m(obs.hand)
    known = [_m(k) for k in obs.known_cards]
    known[me] = hand & known[me]
    played = 0
    for _, cs, _ in obs.tricks:
        played |= _m(c for _, c in cs)
    trick = tuple((q, INDEX[c]) for q, c in obs.trick)
    for _, c in trick:
        played |= 1 << c
    folla_vis = _m(obs.folla_cards)
    discards_shown = obs.phase != "discard" and (obs.trick_no > 0 or bool(trick))
    my_disc = _m(obs.discards[me]) if not discards_shown and obs.discards else 0
    located = hand | played | folla_vis | my_disc
    for q in range(4):
        if q != me:
            located |= known[q]
    unknown = ALL & ~located
    banned, _ = _voids(obs)
    robbed = tuple(INDEX[c] for c in obs.robbed)
    kept = tuple(INDEX[c] for c in obs.scoprire)
    taken = tuple(INDEX[c] for c in obs.taken)
    extra = [0, 0, 0, 0]
    extra[cutter] |= sum(1 << c for c in robbed)
    extra[dealer] |= sum(1 << c for c in kept) | sum(1 << c for c in taken)
    seen_below = _m(obs.cutter_seen) & unknown if me == cutter else 0
    non_count = ALL & ~COUNTING if opts.discard_counting != "allowed" else ALL
    # slots: 0..3 the hands (me excluded by need 0), 4 the hidden folla, 5..8 hidden discards
    slots: list[list[int]] = []
    for q in range(4):
        need = 0 if q == me else obs.hand_sizes[q] - bin(known[q]).count("1")
        allowed = ALL & ~banned[q]
        if seen_below and q != dealer:
            allowed &= ~seen_below
        slots.append([need, allowed])
    folla_hidden = obs.folla_size - bin(folla_vis).count("1")
    slots.append([folla_hidden, TRUMPS & ~COUNTING])
    for q in range(4):
        need = 0 if q == me or discards_shown else obs.discard_counts[q]
        allowed = non_count & ~extra[q]
        if seen_below and q != dealer:
            allowed &= ~seen_below
        slots.append([need, allowed])
    cards = S.bits(unknown)
    if sum(n for n, _ in slots) != len(cards):
        raise CannotSample("the observation's card counts do not add up")
    where = None
    for _ in range(20):
        where = _assign(cards, slots, rng)
        if where is not None:
            break
    if where is None:
        # the inferences cannot all hold (a rule allowed what we read as a void): drop them
        for k in range(4):
            slots[k][1] = ALL
        where = _assign(cards, slots, rng)
        if where is None:
            raise CannotSample("no placement of the unseen cards fits")
    hands = [0, 0, 0, 0]
    hands[me] = hand
    discards = [0, 0, 0, 0]
    discards[me] = my_disc
    folla = folla_vis
    for q in range(4):
        if q != me:
            hands[q] = known[q]
    for c, k in zip(cards, where):
        if k < 4:
            hands[k] |= 1 << c
        elif k == 4:
            folla |= 1 << c
        else:
            discards[k - 5] |= 1 << c
    s: MinchiateState = object.__new__(MinchiateState)
    s.opts = opts
    s.deals_total = obs.deals_total
    s.phase = obs.phase
    s.to_move = obs.to_move
    g = (obs.deal_no // 4 % 3) if opts.partner_changes else 0
    o = order
    s.ranking = ((o[0], o[2], o[1], o[3]), o, (o[0], o[1], o[3], o[2]))[g]
    s.order = order
    s.side = side
    s.deal_no = obs.deal_no
    s.resti = tuple(obs.resti)
    s.log = tuple(obs.history)
    s.pack = ()
    s.lifted = 0
    s.run = ()
    s.cutter_seen = _m(obs.cutter_seen) if me == cutter else 0
    s.hands = tuple(hands)
    if obs.phase == "discard":
        s.dealt = tuple((hands[q] | discards[q]) & ~extra[q] for q in range(4))
    else:
        s.dealt = (0, 0, 0, 0)
    s.known = tuple(known[q] if q != me else known[me] for q in range(4))
    s.face_up = tuple(None if f is None else INDEX[f] for f in obs.face_up)
    s.robbed = robbed
    s.kept = kept
    s.turned_back = None if obs.turned_back is None else INDEX[obs.turned_back]
    s.taken = taken
    s.folla = folla
    tb = 0 if s.turned_back is None else 1 << s.turned_back
    dealer_side = side[me] == side[dealer]
    s.folla_known = (folla & ~TRUMPS | tb) if dealer_side else folla_vis | tb
    s.folla_counts = tuple(obs.folla_counts)
    s.discards = tuple(discards)
    s.discard_due = tuple(obs.discard_due)
    s.discards_shown = discards_shown
    s.mark = obs.mark
    s.deal_resti = tuple(obs.deal_resti)
    s.trick = trick
    s.leader = obs.leader
    s.trick_no = obs.trick_no
    s.led = sum(1 << S.SUITS.index(x) for x in obs.led_suits)
    piles = [0, 0]
    matto_owner = None
    last_winner = -1
    for _ld, cs, w in obs.tricks:
        ws = side[w]
        for q, c in cs:
            i = INDEX[c]
            if i == FOOL and side[q] != ws:
                piles[side[q]] |= FOOLBIT
                matto_owner = q
            else:
                piles[ws] |= 1 << i
        last_winner = w
    if matto_owner is not None and obs.matto_owed is None:
        # the Matto was paid for with a worthless card from its side's tricks (not shown in the observation)
        own = side[matto_owner]
        free = piles[own] & ~COUNTING
        if free:
            c = min(S.bits(free), key=lambda i: (SUIT_OF[i] == TRUMP, STRENGTH[i]))
            piles[own] &= ~(1 << c)
            piles[1 - own] |= 1 << c
    s.piles = tuple(piles)
    s.tricks_won = tuple(obs.tricks_won)
    s.tricks = tuple((ld, tuple((q, INDEX[c]) for q, c in cs), w) for ld, cs, w in obs.tricks)
    s.matto_owner = obs.matto_owed if obs.matto_owed is not None else matto_owner
    s.matto_owed = obs.matto_owed is not None
    s.fallen = tuple(obs.fallen)
    s.versicole = tuple((q, n, tuple(INDEX[c] for c in cs), pts) for q, n, cs, pts in obs.versicole)
    s.last_winner = last_winner
    return s


# ====================================================================== rollout
def _playable(hand: int, trick: list[tuple[int, int]], led_mask: int, king_rule: bool, matto_lead: bool) -> int:
    fool = hand & FOOLBIT
    if fool and bin(hand).count("1") == 2:
        return fool
    led = None
    for _, c in trick:
        if c != FOOL:
            led = SUIT_OF[c]
            break
    if led is None:
        return hand if matto_lead or hand == fool else hand & ~fool
    same = hand & SUIT_MASK[led]
    if same:
        allowed = same
        if led < 4 and king_rule and not led_mask >> led & 1 and any(SUIT_OF[c] == TRUMP for _, c in trick):
            king = same & KINGS
            if king:
                allowed = king
    else:
        allowed = hand & TRUMPS or hand & ~fool
    return allowed | fool


def _beats(card: int, best: int, led: int) -> bool:
    if card == FOOL:
        return False
    sc = SUIT_OF[card]
    if sc == TRUMP:
        return SUIT_OF[best] != TRUMP or STRENGTH[card] > STRENGTH[best]
    return SUIT_OF[best] != TRUMP and sc == led and STRENGTH[card] > STRENGTH[best]


def _can_beat(hand: int, best: int, led: int) -> bool:
    """Could a player holding ``hand`` (still to play) beat ``best`` in a trick led with ``led``?"""
    if led < 4:
        same = hand & SUIT_MASK[led]
        if same:
            if SUIT_OF[best] == TRUMP:
                return False
            return any(STRENGTH[i] > STRENGTH[best] for i in S.bits(same))
    tr = hand & TRUMPS
    if not tr:
        return False
    if SUIT_OF[best] != TRUMP:
        return True
    return STRENGTH[tr.bit_length() - 1] > STRENGTH[best]  # trumps are in strength order in the pack


def _low(i: int) -> tuple[Any, ...]:
    return (VALUE[i] > 0, SUIT_OF[i] == TRUMP, STRENGTH[i])


_LOWKEY = tuple(_low(i) for i in range(N))
_FEEDKEY = tuple((VALUE[i], SUIT_OF[i] != TRUMP, -STRENGTH[i]) for i in range(N))
_WINKEY = tuple((VALUE[i], -STRENGTH[i]) for i in range(N))
_LEASTKEY = tuple((VALUE[i], STRENGTH[i]) for i in range(N))
_WORTHLESS_SUITS = sum(1 << i for i in range(N) if SUIT_OF[i] < 4 and not VALUE[i])
# the strongest card of each 14-card suit held, by the suit's 14 bits (red suits rank low pips high)
def _suit_tops(s: int) -> tuple[int, ...]:
    t = [0] * (1 << 14)
    for m in range(1, 1 << 14):
        low = m & -m
        t[m] = max(t[m ^ low], STRENGTH[14 * s + low.bit_length() - 1])
    return tuple(t)


_SUIT_TOP = tuple(_suit_tops(s) for s in range(4))


def _bits(m: int) -> list[int]:
    out = []
    while m:
        b = m & -m
        out.append(b.bit_length() - 1)
        m ^= b
    return out


def _policy(p: int, hands: list[int], trick: list[tuple[int, int]], allowed: int, side: tuple[int, ...],
            nxt: list[int]) -> int:
    if allowed & (allowed - 1) == 0:
        return allowed.bit_length() - 1
    non_fool_m = allowed & ~FOOLBIT or allowed
    cards = _bits(non_fool_m)
    if not trick or all(c == FOOL for _, c in trick):
        # lead: a worthless card of the longest suit no enemy can ruff, else a low trump
        suits_m = non_fool_m & _WORTHLESS_SUITS
        q1, q3 = nxt[p], nxt[nxt[nxt[p]]]
        if suits_m:
            h = hands[p]
            keys = []
            for su in range(4):
                sm = SUIT_MASK[su]
                ruff = (not hands[q1] & sm and bool(hands[q1] & TRUMPS)) + (not hands[q3] & sm and bool(hands[q3] & TRUMPS))
                keys.append((ruff, -bin(h & sm).count("1")))
            return min(_bits(suits_m), key=lambda i: (keys[SUIT_OF[i]], STRENGTH[i]))
        tr = non_fool_m & TRUMPS
        if tr:
            top = tr.bit_length() - 1  # trumps lie in strength order in the pack
            if not any((hands[q] & TRUMPS).bit_length() - 1 > top for q in (q1, q3)):
                return top
        return min(cards, key=_LOWKEY.__getitem__)
    led = next(SUIT_OF[c] for _, c in trick if c != FOOL)
    best_q, best_c = -1, -1
    for q, c in trick:
        if c == FOOL:
            continue
        if best_c < 0 or _beats(c, best_c, led):
            best_q, best_c = q, c
    # what each enemy still to play could do: its best card of the led suit (0: none), its best trump
    threats = []
    q = nxt[p]
    for _ in range(3 - len(trick)):
        if side[q] != side[p]:
            h = hands[q]
            st = _SUIT_TOP[led][(h >> (14 * led)) & 0x3FFF] if led < 4 else 0
            tt = h & TRUMPS
            threats.append((st, STRENGTH[tt.bit_length() - 1] if tt else -1))
        q = nxt[q]

    def safe(c: int) -> bool:
        c_trump = SUIT_OF[c] == TRUMP
        sc = STRENGTH[c]
        for st, tt in threats:
            if st:
                if not c_trump and st > sc:
                    return False
            elif tt >= 0 and (not c_trump or tt > sc):
                return False
        return True
    if side[best_q] == side[p] and safe(best_c):
        return max(cards, key=_FEEDKEY.__getitem__)
    winners = [i for i in cards if _beats(i, best_c, led) and safe(i)]
    if winners:
        return max(winners, key=_WINKEY.__getitem__)
    cheap = non_fool_m & ~COUNTING
    if cheap:
        return min(_bits(cheap), key=_LOWKEY.__getitem__)
    if allowed & FOOLBIT:
        return FOOL
    return min(cards, key=_LEASTKEY.__getitem__)


def _total(pile: int, other: int, won_last: bool, marked: int, cancel: bool) -> int:
    n = bin(pile).count("1")
    t = max(0, n - S.CARDS_BASE) + sum(v[2] for v in S.versicole(pile)) + (S.ULTIMA if won_last else 0) + marked
    skip = 0
    if cancel:
        if bin(pile & KINGS).count("1") == 2 and bin(other & KINGS).count("1") == 2:
            skip |= KINGS
        if bin(pile & S.PAPI_2_5).count("1") == 2 and bin(other & S.PAPI_2_5).count("1") == 2:
            skip |= S.PAPI_2_5
    return t + sum(VALUE[i] for i in _bits(pile & COUNTING & ~skip))


def _discard_choice(state: Any) -> int:
    """A quick discard after spec §11: worthless suit cards from the shortest suit without a king
    (to make a void), trumps last."""
    p = state.to_move
    h = state.hands[p]
    cands = _bits(state._discardable(p))
    lengths = [bin(h & SUIT_MASK[su]).count("1") for su in range(4)]

    def key(i: int) -> tuple[Any, ...]:
        su = SUIT_OF[i]
        if su >= 4:
            return (2, 0, 0, STRENGTH[i])
        return (1 if h & SUIT_MASK[su] & KINGS else 0, 0, lengths[su], STRENGTH[i])
    return min(cands, key=key)


def _to_opening_lead(state: Any) -> Any:
    """From the discards (or before the opening lead) through the engine up to the first card of
    the first trick, so that the engine shows the discards and marks the versicole."""
    from .actions import Discard, Play

    order = state.order
    nxt = [0, 0, 0, 0]
    for k in range(4):
        nxt[order[k]] = order[(k + 1) % 4]
    for _ in range(40):
        if state.phase == "discard":
            state, _ = state.apply(Discard(S.CARDS[_discard_choice(state)]))
        elif state.phase == "play" and state.trick_no == 0 and not state.trick:
            p = state.to_move
            allowed = _playable(state.hands[p], [], state.led, state.opts.king_rule, state.opts.matto_lead)
            c = _policy(p, list(state.hands), [], allowed, state.side, nxt)
            state, _ = state.apply(Play(S.CARDS[c]))
        else:
            return state
    return state


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play ``state`` to the end of its deal (all hands open, the quick policy) and return the deal's
    Resti for ``seat``'s side, plus 1/100 Resto per point of the final difference."""
    if state.phase == "discard" or (state.phase == "play" and state.trick_no == 0 and not state.trick):
        state = _to_opening_lead(state)
    o = state.opts
    side = state.side
    order = state.order
    nxt = [0, 0, 0, 0]
    for k in range(4):
        nxt[order[k]] = order[(k + 1) % 4]
    hands = list(state.hands)
    piles = list(state.piles)
    trick = list(state.trick)
    led_mask = state.led
    mark = state.mark
    dr = list(state.deal_resti)
    tw = list(state.tricks_won)
    trick_no = state.trick_no
    last = state.last_winner
    owner = state.matto_owner
    owed = state.matto_owed
    king_rule, matto_lead = o.king_rule, o.matto_lead
    during = o.resto_during_play
    p = state.to_move
    if state.phase == "give":
        g = piles[side[owner]] & ~COUNTING
        c = min(S.bits(g), key=lambda i: STRENGTH[i])
        piles[side[owner]] &= ~(1 << c)
        piles[1 - side[owner]] |= 1 << c
        owed = False
        p = state.leader
    elif state.phase != "play":
        raise ValueError(f"rollout from phase {state.phase}")
    while trick_no < S.TRICKS:
        c = _policy(p, hands, trick, _playable(hands[p], trick, led_mask, king_rule, matto_lead), side, nxt)
        hands[p] &= ~(1 << c)
        trick.append((p, c))
        if len(trick) < 4:
            p = nxt[p]
            continue
        led = next(SUIT_OF[x] for _, x in trick if x != FOOL)
        w, wc = -1, -1
        for q, x in trick:
            if x != FOOL and (wc < 0 or _beats(x, wc, led)):
                w, wc = q, x
        ws = side[w]
        if led < 4:
            led_mask |= 1 << led
        died = 0
        fool_by = -1
        for q, x in trick:
            if x == FOOL and side[q] != ws:
                fool_by = q
                continue
            piles[ws] |= 1 << x
            if side[q] != ws and x != FOOL:
                died += VALUE[x]
        tw[ws] += 1
        trick_no += 1
        last = w
        trick = []
        if died:
            mark += died if ws == 0 else -died
            if during:
                while abs(mark) >= S.RESTO:
                    k = 0 if mark > 0 else 1
                    mark -= S.RESTO if k == 0 else -S.RESTO
                    dr[k] += 1
        if fool_by >= 0:
            own = side[fool_by]
            piles[own] |= FOOLBIT
            owner, owed = fool_by, True
        if owed:
            own = side[owner]
            g = piles[own] & ~COUNTING
            if g:
                x = min(S.bits(g), key=lambda i: STRENGTH[i])
                piles[own] &= ~(1 << x)
                piles[1 - own] |= 1 << x
                owed = False
        p = w
    if owed:
        own = side[owner]
        rest = piles[own] & ~FOOLBIT
        if not rest:
            piles[own] = 0
            piles[1 - own] |= FOOLBIT
            mark += 5 if own == 1 else -5
        else:
            x = min(S.bits(rest), key=lambda i: (VALUE[i], i))
            piles[own] &= ~(1 << x)
            piles[1 - own] |= 1 << x
    lw = side[last]
    m0, m1 = max(0, mark), max(0, -mark)
    cancel = o.senza_cancellation
    t0 = _total(piles[0], piles[1], lw == 0, m0, cancel)
    t1 = _total(piles[1], piles[0], lw == 1, m1, cancel)
    diff = abs(t0 - t1)
    all_tricks = S.TRICKS in tw
    if all_tricks and o.all_tricks_doubling == "points":
        resti = math.ceil(2 * diff / S.RESTO)
    elif all_tricks and o.all_tricks_doubling == "resti":
        resti = 2 * math.ceil(diff / S.RESTO)
    else:
        resti = math.ceil(diff / S.RESTO)
    sp = side[seat]
    r0 = (resti if t0 > t1 else -resti if t1 > t0 else 0) + dr[0] - dr[1]
    pts0 = t0 - t1 + S.RESTO * (dr[0] - dr[1])
    v: float = r0 + pts0 / 100
    return v if sp == 0 else -v


# ====================================================================== levels
def _searched(obs: Any) -> bool:
    return bool(obs.phase in SEARCHED_PHASES)


SEARCHED_PHASES = ("play",)  # discards by search: strong(phases=("play", "discard")), not yet measured better


def strong(budget: float | None = 0.6, phases: tuple[str, ...] | None = None) -> SearchPlayer:
    """The strong level: searches every card it plays (and its discards, with ``phases=("play",
    "discard")``); robs, discards and pays for the Matto otherwise as the good partner does."""
    from .players import PartnerPlayer

    searched = _searched if phases is None else (lambda obs: obs.phase in phases)
    return SearchPlayer("minchiate-strong", sample, rollout, fallback=PartnerPlayer(), searched=searched,
                        budget=budget)


def intermediate() -> Any:
    from .players import PartnerPlayer

    return PartnerPlayer()


def beginner() -> Any:
    from .players import SimplePlayer

    return SimplePlayer()


# what ``academie bench ai`` needs to know: one deal per game without the seat draw, so that seats 0
# and 2 play against 1 and 3 and a mirrored deal swaps the sides; scores are Resti
BENCH_OPTIONS = {"seat_draw": False}
BENCH_SIDES = ((0, 2), (1, 3))
BENCH_UNIT = "Resti"
#: the unit of every value the strong level reports (hints, review costs): Resti of the deal for the
#: seat's side, a point of the final difference counting 1/100
VALUE_UNIT = "Resti"

