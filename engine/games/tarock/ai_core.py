"""The computer players of every Tarock form: the beginner (rules of thumb, :mod:`.policy`),
the sampler (deals that agree with what a seat has seen) and the rollout for the shared
search (:mod:`engine.ai.search`).  ``ai.py``, ``ai4.py`` and ``aiq.py`` give each form its
levels and bench constants."""

from __future__ import annotations

import random
from typing import Any

from engine.ai.placing import pick_by_room
from engine.ai.search import CannotSample, SearchPlayer

from . import cards as T
from . import game as G
from . import policy as P
from .actions import Ask, Bid, CallKing, Declare, Play, Return, Scat, Silent

SUIT_OF_NAME = {**{s: i for i, s in enumerate(T.SUITS)}, "#": T.TRUMP}


def _order_after(obs: Any, p: int) -> list[int]:
    """The seats still to play to the current trick after ``p``."""
    n, sitter = obs.seats, obs.sitter
    step = 1 if obs.options.deal_direction == "counter_clockwise" else -1
    active = [q for q in range(n) if q != sitter]
    played = {q for q, _c in obs.trick}
    out, q = [], p
    for _ in range(n):
        q = (q + step) % n
        if q == p:
            break
        if q in active and q not in played:
            out.append(q)
    return out


def partners_of(obs: Any) -> frozenset[int]:
    p = obs.player
    if obs.form == "B" or (obs.form == "C" and obs.declarer >= 0):
        for side in obs.sides:
            if p in side:
                return frozenset(q for q in side if q != p)
    return frozenset()


def ctx_of(obs: Any) -> P.Ctx:
    p = obs.player
    gone = {T.INDEX[c] for _l, cs, _w in obs.tricks for _q, c in cs} | {T.INDEX[c] for _q, c in obs.trick}
    voids = {q: {SUIT_OF_NAME[x] for x in v} for q, v in enumerate(obs.voids)}
    return P.Ctx(seat=p, hand=[T.INDEX[c] for c in obs.hand],
                 legal=[T.INDEX[a.card] for a in obs.legal_actions if isinstance(a, Play)],
                 trick=[(q, T.INDEX[c]) for q, c in obs.trick], order=_order_after(obs, p),
                 partners=partners_of(obs), gone=gone, voids=voids, last_tricks=len(obs.hand))


class BeginnerPlayer:
    """The book's rules of thumb (spec §10, §4.5); declares every honour."""

    def __init__(self, name: str = "tarock-beginner") -> None:
        self.name = name
        self.why = ""

    def choose(self, observation: Any, rng: random.Random) -> Any:
        obs = observation
        legal = list(obs.legal_actions)
        ph = obs.phase
        hand = [T.INDEX[c] for c in obs.hand]
        self.why = ph
        if ph == "play":
            c = P.choose_card(ctx_of(obs))
            return Play(T.CARDS[c])
        if ph == "declare":
            return Declare() if Declare() in legal else Silent()
        if ph == "scat":
            k = len(legal[0].cards)
            choices = sorted({T.INDEX[c] for a in legal for c in a.cards})
            o = obs.options
            cs = P.choose_scat(hand, choices, k, o.honours_variant, o.scus_counts_for_ten_tarocs, obs.form)
            a = Scat(tuple(T.CARDS[c] for c in cs))
            return a if a in legal else legal[0]
        if ph == "bid":
            b = P.choose_bid(hand, [a.bid for a in legal])
            return Bid(b)
        if ph == "call":
            k = P.choose_king(hand, [T.INDEX[a.king] for a in legal])
            return CallKing(T.CARDS[k])
        if ph == "ask":
            if Ask(()) in legal:
                return Ask(())               # one card is enough for the rules of thumb
            c = P.choose_ask(hand, [T.INDEX[a.wanted[0]] for a in legal])
            return Ask((T.CARDS[c],))
        if ph == "return":
            c = P.choose_return(hand, [T.INDEX[a.card] for a in legal])
            return Return(T.CARDS[c])
        return legal[0]


# ----------------------------------------------------------------------- sampler
def sample(obs: Any, rng: random.Random) -> G.TarockState:
    """A complete state agreeing with ``obs``: the hidden hands and (for all but the dealer) the
    Scat dealt anew, respecting shown voids, declared honours still in hand, the Scat's rules (no
    King, no Taroc) and the Scüs rule (no Scüs in a hand of two cards or fewer)."""
    if obs.phase != "play":
        raise CannotSample(obs.phase)
    p, n = obs.player, obs.seats
    mine = {T.INDEX[c] for c in obs.hand}
    known_out = set(mine)
    for pile in obs.piles:
        known_out |= {T.INDEX[c] for c in pile}
    known_out |= {T.INDEX[c] for _q, c in obs.trick}
    scat_known = p == obs.dealer
    if scat_known:
        known_out |= {T.INDEX[c] for c in obs.scat}
    pack = [c for c in range(T.N) if not (obs.form == "C" and c in T.ACES_OUT)]
    unknown = [c for c in pack if c not in known_out]
    sizes: list[int] = list(obs.hand_sizes)
    holders = [q for q in range(n) if q != p and q != obs.sitter and sizes[q] > 0]
    fixed: dict[int, int] = {}
    played = {T.INDEX[c] for _l, cs, _w in obs.tricks for _q, c in cs} | {T.INDEX[c] for _q, c in obs.trick}
    for q, hs in obs.declared:
        if q == p:
            continue
        for h in hs:
            for c in h[2]:
                ci = T.INDEX[c]
                if ci not in played and ci not in known_out:
                    fixed[ci] = q
    if obs.form == "C":
        for g, a, r in obs.given:
            ai, ri = T.INDEX[a], (T.INDEX[r] if r is not None else -1)
            if g < 0:                        # it lay in the Scat
                if not scat_known and ai not in known_out:
                    fixed[ai] = -1
                continue
            if obs.declarer != p and ai not in played and ai not in known_out:
                fixed[ai] = obs.declarer
            if ri >= 0 and g != p and ri not in played and ri not in known_out:
                fixed[ri] = g
    voids = {q: {SUIT_OF_NAME[x] for x in v} for q, v in enumerate(obs.voids)}
    SCAT = -1
    cap = {q: sizes[q] for q in holders}
    if not scat_known:
        cap[SCAT] = obs.scat_size
    places = list(cap)

    def ok(c: int, q: int) -> bool:
        if q == SCAT:
            return c not in T.KING and T.SUIT[c] not in (T.TRUMP, T.FOOL)
        s = T.SUIT[c]
        if s == T.FOOL:
            return sizes[q] > 2
        return s not in voids[q]

    for _attempt in range(40):
        left = dict(cap)
        where: dict[int, int] = {}
        bad = False
        for c, q in fixed.items():
            if left.get(q, 0) <= 0:
                bad = True
                break
            where[c] = q
            left[q] -= 1
        if bad:
            break
        free = [c for c in unknown if c not in fixed]
        rng.shuffle(free)
        elig = {c: [q for q in places if ok(c, q)] for c in free}
        free.sort(key=lambda c: len(elig[c]))
        for c in free:
            qs = [q for q in elig[c] if left[q] > 0]
            if not qs:
                bad = True
                break
            q = pick_by_room(rng, qs, left)
            where[c] = q
            left[q] -= 1
        if bad:
            continue
        hands: list[list[int]] = [[] for _ in range(n)]
        hands[p] = sorted(mine)
        scat = sorted(T.INDEX[c] for c in obs.scat) if scat_known else []
        for c, q in where.items():
            if q == SCAT:
                scat.append(c)
            else:
                hands[q].append(c)
        partner = obs.partner
        if obs.form == "C" and obs.declarer >= 0 and obs.contract == "frage" and partner < 0:
            k = T.INDEX[obs.called]
            partner = next((q for q in range(n) if k in hands[q]), -1)
            if partner < 0:
                partner = obs.declarer if k in scat else -1
            if partner < 0:       # the King was played: the observation knows the partner
                continue
        elif obs.form == "C" and obs.declarer >= 0 and obs.contract != "frage":
            partner = -1
        return G.TarockState.from_observation(obs, tuple(tuple(h) for h in hands), tuple(scat), partner)
    raise CannotSample("no deal found")


# ----------------------------------------------------------------------- rollout
def _playable(hand: list[int], trick: list[tuple[int, int]], may_lead: bool) -> list[int]:
    if T.SCUS in hand and len(hand) <= 3:
        return [T.SCUS]
    if not trick:
        if not may_lead and T.SCUS in hand and len(hand) > 1:
            return [c for c in hand if c != T.SCUS]
        return hand
    led = trick[0][1]
    want = T.TRUMP if led == T.SCUS else T.SUIT[led]
    same = [c for c in hand if T.SUIT[c] == want]
    if not same and want != T.TRUMP:
        same = [c for c in hand if T.SUIT[c] == T.TRUMP]
    if not same:
        return hand
    return same + ([T.SCUS] if T.SCUS in hand else [])


def play_out(state: G.TarockState, rng: random.Random) -> G.TarockState:
    """The deal played to its end by the rules of thumb, every hand open; the tricks, piles and
    Scüs debts are kept in local lists (the engine's rules, see ``game._finish_trick``) and the
    engine settles the finished deal (no events kept)."""
    s = state._clone()
    may_lead = s.opts.scus_may_lead
    n = s.n
    hands = [list(h) for h in s.hands]
    piles = [list(x) for x in s.piles]
    debts = list(s.debts)
    tricks = list(s.tricks)
    gone = {c for _l, cs, _w in s.tricks for _q, c in cs} | {c for _q, c in s.trick}
    voids: dict[int, set[int]] = {q: set(v) for q, v in enumerate(s.voids())}
    sides = s.sides()
    side_of = {q: sd for sd in sides for q in sd}
    partners = {q: frozenset(x for x in side_of.get(q, (q,)) if x != q) for q in range(n)}
    order_of = []
    q = s.leader if s.trick else s.to_move
    seq = [q]
    for _ in range(n):
        q = s.nxt(q)
        if q == seq[0]:
            break
        seq.append(q)
    nact = len(seq)
    pos = {q: i for i, q in enumerate(seq)}
    form_b = s.form == "B"
    trick = list(s.trick)
    p = s.to_move
    leader = s.leader if s.trick else p
    EMPTY, SCUS, FOOL, TRUMP, SUIT = T.EMPTY, T.SCUS, T.FOOL, T.TRUMP, T.SUIT
    while True:
        hand = hands[p]
        legal = _playable(hand, trick, may_lead)
        if len(legal) == 1:
            c = legal[0]
        else:
            i0 = pos[p]
            order_of = [seq[(i0 + k) % nact] for k in range(1, nact - len(trick))]
            ctx = P.Ctx(seat=p, hand=hand, legal=legal, trick=trick, order=order_of, partners=partners[p],
                        gone=gone, voids=voids, last_tricks=len(hand))
            c = P.choose_card(ctx)
        if trick:
            led = trick[0][1]
            want = TRUMP if led == SCUS else SUIT[led]
            sc = SUIT[c]
            if sc != FOOL and sc != want:
                voids[p].add(want)
                if want != TRUMP and sc != TRUMP:
                    voids[p].add(TRUMP)
        hand.remove(c)
        gone.add(c)
        trick.append((p, c))
        if len(trick) < nact:
            p = seq[(pos[p] + 1) % nact]
            continue
        # the trick is complete: the engine's bookkeeping of game._finish_trick
        w = G.winner_of(trick)
        won = [x for _q, x in trick if x != SCUS]
        piles[w] += won
        for d in list(debts):
            if d[0] == w:
                e = next((x for x in won if x in EMPTY), None)
                if e is not None:
                    piles[w].remove(e)
                    won.remove(e)
                    piles[d[1]].append(e)
                    debts.remove(d)
        owner = next((q for q, x in trick if x == SCUS), -1)
        if owner >= 0:
            piles[owner].append(SCUS)
            if not (form_b and w in side_of.get(owner, (owner,))):
                e = next((x for x in sorted(piles[owner]) if x in EMPTY), None)
                if e is not None:
                    piles[owner].remove(e)
                    piles[w].append(e)
                else:
                    debts.append((owner, w))
        tricks.append((leader, tuple(trick), w))
        trick = []
        if not hands[w]:
            break
        leader = p = w
    s.hands = tuple(() for _ in range(n))
    s.piles = tuple(tuple(x) for x in piles)
    s.debts = tuple(debts)
    s.tricks = tuple(tricks)
    s.trick = ()
    G._settle(s, [])
    return s


def deal_value(before: Any, after: G.TarockState, seat: int, side: tuple[int, ...] = ()) -> float:
    """What the deal brought ``seat``'s side (``side``: its seats, itself by default): the average
    change of their accounts; in form B also half the side's card-point lead (its surplus over the
    half, paid to each partner at the end of the partie)."""
    side = side or (seat,)
    # the side's accounts on average: each partner is paid (or pays) the partie and the game himself
    v: float = sum(after.ledger[q] - before.ledger[q] for q in side) / len(side)
    e = after.log[-1] if after.log and len(after.log) > len(before.log) else None
    if e is None:
        return v
    if before.form == "B":
        sides = e["sides"]
        k = 0 if seat in sides[0] else 1
        v += (e["side_points"][k] - e["side_points"][1 - k]) / 2
    return v


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play ``state`` to the end of the deal with the rules of thumb and return the deal's value
    for ``seat`` (from the current account on; differences between actions are what count)."""
    base = _Base(state)
    side = state.side_of(seat) if state.form != "A" else (seat,)
    if state.phase != "play":
        e = state.log[-1] if state.log else {}
        if state.form == "B" and "sides" in e:
            side = next(tuple(x) for x in e["sides"] if seat in x)
        elif state.form == "C" and e.get("declarer", -1) >= 0:
            team = {e["declarer"], e["partner"]} - {-1}
            side = tuple(sorted(team)) if seat in team else tuple(q for q in range(state.n) if q not in team)
        return deal_value(base, state, seat, side)
    end = play_out(state, rng)
    return deal_value(base, end, seat, side)


class _Base:
    """The account and log a rollout's value is measured from."""

    def __init__(self, s: G.TarockState) -> None:
        self.ledger = s.ledger if s.phase == "play" or not s.log else tuple(
            a - d for a, d in zip(s.ledger, _delta(s.log[-1], s.n)))
        self.log = s.log if s.phase == "play" else s.log[:-1]
        self.form = s.form


def _delta(entry: dict[str, Any], n: int) -> list[int]:
    d = [0] * n
    for _why, payer, payee, amount in entry["items"]:
        d[payer] -= amount
        d[payee] += amount
    return d


def bench_scores(state: Any) -> list[float]:
    """A one-deal game's score per seat: the account (form B adds half the side's card-point
    difference, since the partie is not paid after one deal)."""
    e = state.log[-1]
    sc = [float(x) for x in state.ledger]
    if state.form == "B":
        sides = e["sides"]
        for k in (0, 1):
            for q in sides[k]:
                sc[q] += (e["side_points"][k] - e["side_points"][1 - k]) / 2
    return sc


def _searched(obs: Any) -> bool:
    return bool(obs.phase == "play")


def representatives(obs: Any) -> list[Play]:
    """The legal cards with equivalent ones merged: empty cards of one suit (or plain Tarocs) that
    touch in rank once the cards played (and the seat's own Scat) are left out play alike, so
    the search tries only the lowest of each run."""
    legal = list(obs.legal_actions)
    hand = {T.INDEX[c] for c in obs.hand}
    gone = {T.INDEX[c] for _l, cs, _w in obs.tricks for _q, c in cs} | {T.INDEX[c] for _q, c in obs.trick}
    gone |= {T.INDEX[c] for c in obs.scat}
    keep = []
    by_suit: dict[int, list[Play]] = {}
    for a in legal:
        c = T.INDEX[a.card]
        if T.VALUE[c] == 1 and T.SUIT[c] in (0, 1, 2, 3, T.TRUMP):
            by_suit.setdefault(T.SUIT[c], []).append(a)
        else:
            keep.append(a)
    for su, acts in by_suit.items():
        order = sorted((c for c in range(T.N) if T.SUIT[c] == su and c not in T.ACES_OUT), key=lambda c: T.STRENGTH[c])
        mine = {T.INDEX[a.card]: a for a in acts}
        run_open = False
        for c in order:
            if c in mine:
                if not run_open:
                    keep.append(mine[c])
                    run_open = True
            elif c in gone:
                continue
            else:
                run_open = False
    return [a for a in legal if a in keep]


class TarockSearch(SearchPlayer):
    """The shared search over the representatives of equivalent cards (:func:`representatives`)."""

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Any = ()) -> Any:
        if observation.phase == "play" and len(observation.legal_actions) > 2:
            reps = set(representatives(observation)) | set(must_value)
            if len(reps) < len(observation.legal_actions):
                import dataclasses
                observation = dataclasses.replace(
                    observation, legal_actions=tuple(a for a in observation.legal_actions if a in reps))
        return super().evaluate(observation, rng, must_value=must_value)


def make_strong(name: str, budget: float | None = 0.45) -> SearchPlayer:
    return TarockSearch(name, sample, rollout, fallback=BeginnerPlayer(), searched=_searched, budget=budget,
                        hard_limit=0.9)
