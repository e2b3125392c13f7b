"""The Quadrille family's computer players: the sampler (which handles the hidden partner), a
fast rollout, and the levels.

* :func:`sample` -- a complete :class:`~.game.QuadrilleState` agreeing with one seat's
  observation.  The hidden cards are placed as in L'Hombre's sampler (a seat that failed to
  follow holds none of the suit, one that answered a trump lead with a plain card holds no
  trump the lead forced), and besides: the called card is not in the declarer's hand (unless
  he may call his own king) while its holder is unknown, so **every imagined deal puts the
  called king with one of the seats the observer cannot rule out** -- which is how the
  players infer, from the play so far, who the partner is; the Mediateur holds the king he
  received; a forced declarer held Spadille.
* :func:`rollout` -- plays to the end of the deal with all hands open and the sides known (a
  side's members let each other's sure tricks stand, win cheaply otherwise), and returns the
  deal's value for the seat in markers (pot, bête and consolation, per head).
* :func:`strong` -- searches its bids, the vole and its cards when it is on the playing side;
  defends, names trump, calls, requests and gives back by the beginner's rules.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.search import SearchPlayer
from engine.games.hombre import ranks as R
from engine.games.hombre.family_ai import to_play
from engine.games.hombre.family_sampler import forbidden_cards, place_hidden

from .game import ALONE, QuadrilleObservation, QuadrilleState, fee_table, loss_shares, pack_mask, side_result
from .players import BeginnerPlayer

__all__ = ["sample", "rollout", "strong", "beginner", "BENCH_OPTIONS", "BENCH_UNIT", "VALUE_UNIT"]


def sample(obs: QuadrilleObservation, rng: random.Random) -> QuadrilleState:
    pub = obs.public
    opts = obs.options
    assert pub is not None and opts is not None
    n = pub.n
    p = obs.player
    s = object.__new__(QuadrilleState)
    s.opts, s.game, s.pub = opts, obs.game, pub
    s.returned = R.INDEX[obs.returned] if obs.returned is not None else None
    s.mate = None
    if pub.phase in ("first_dealer", "favourite", "deal", "over"):
        s.hands = (0,) * n
        s.start_hands = (0,) * n
        return s
    pk = pack_mask(obs.game, opts)
    hand_p = R.mask_of(obs.hand)
    played = 0
    played_by = [0] * n
    for _ld, cs, _w in pub.tricks:
        for q, c in cs:
            played |= 1 << c
            played_by[q] |= 1 << c
    for q, c in pub.trick:
        played |= 1 << c
        played_by[q] |= 1 << c
    d = pub.declarer
    hands = [0] * n
    hands[p] = hand_p
    known = hand_p | played
    if d is not None and d != p:
        pins = 0
        if pub.requested is not None:
            pins |= 1 << pub.requested
        if pub.forced:
            pins |= 1 << R.AS
        pins &= ~known
        hands[d] |= pins
        known |= pins
    if pub.partner is not None and pub.called is not None and pub.partner != p and not known >> pub.called & 1:
        hands[pub.partner] |= 1 << pub.called
        known |= 1 << pub.called
    pool = pk & ~known
    forb = forbidden_cards(pub, n)
    places: list[tuple[int, int]] = []
    seats: list[int] = []
    for q in range(n):
        if q == p:
            continue
        allowed = pk & ~forb[q]
        if (q == d and pub.called is not None and pub.partner is None and opts.may_call_own_king != "on"
                and pub.contract != "respekt"):
            allowed &= ~(1 << pub.called)
        places.append((obs.hand_sizes[q] - R.popcount(hands[q]), allowed))
        seats.append(q)
    got = place_hidden(rng, pool, places)
    for q, m in zip(seats, got):
        hands[q] |= m
    s.hands = tuple(hands)
    s.start_hands = tuple(hands[q] | played_by[q] for q in range(n))
    if pub.called is not None:
        if pub.partner is not None:
            s.mate = pub.partner
        else:
            s.mate = next((q for q in range(n) if hands[q] >> pub.called & 1), None)
    return s


# ---------------------------------------------------------------------- rollout
_beats = R.beats
_key = R.card_strength


def _policy(p: int, hands: list[int], trick: list[tuple[int, int]], team: list[int], t: int, n: int) -> int:
    """The card ``p`` plays with all hands open; ``team[q]`` is 1 for the playing side, 0 else."""
    hand = hands[p]
    led = trick[0][1] if trick else None
    allowed = R.legal_plays(hand, led, t)
    if allowed & (allowed - 1) == 0:
        return allowed.bit_length() - 1
    tm = R.trump_mask(t)
    enemies = 0
    for q in range(n):
        if team[q] != team[p]:
            enemies |= hands[q]
    others = 0
    for q in range(n):
        if q != p:
            others |= hands[q]
    cs = R.bits(allowed)
    if not trick:
        trumps = allowed & tm
        enemy_trumps = enemies & tm
        if trumps and enemy_trumps:
            top = max(R.bits(trumps), key=lambda c: _key(c, t))
            if _key(top, t) > max(_key(c, t) for c in R.bits(enemy_trumps)):
                return top
        for c in sorted(R.bits(allowed & ~tm), key=lambda c: -_key(c, t)):
            st = R.suit_of(c)
            rest = others & R.suit_mask(st) & ~tm
            if not rest or R.plain_rank(c) > max(R.plain_rank(x) for x in R.bits(rest)):
                # no enemy void in it with trumps left
                void_enemy = any(team[q] != team[p] and not hands[q] & R.suit_mask(st) & ~tm and hands[q] & tm
                                 for q in range(n))
                if not void_enemy:
                    return c
        if trumps and team[p] == 1 and enemy_trumps:
            return min(R.bits(trumps), key=lambda c: _key(c, t))
        return min(R.bits(allowed & ~tm) or cs, key=lambda c: _key(c, t))
    led_suit = R.plain_suit(trick[0][1], t)
    best_q, best_c = trick[0]
    for q, c in trick[1:]:
        if _beats(c, best_c, led_suit, t):
            best_q, best_c = q, c
    played = {q for q, _ in trick}
    later = [q for q in range(n) if q not in played and q != p]

    def safe(c: int) -> bool:
        for q in later:
            if team[q] == team[p]:
                continue
            for x in R.bits(R.legal_plays(hands[q], trick[0][1], t)):
                if _beats(x, c, led_suit, t):
                    return False
        return True
    low = min(cs, key=lambda c: _key(c, t) + (50 if tm >> c & 1 else 0))
    if team[best_q] == team[p] and safe(best_c):
        return low
    winners = [c for c in cs if _beats(c, best_c, led_suit, t)]
    sure = [c for c in winners if safe(c)]
    if sure:
        return min(sure, key=lambda c: _key(c, t))
    return low


def deal_value(state: QuadrilleState, tricks: list[int], won_first: bool, seat: int) -> float:
    """The deal's markers for ``seat`` from the trick counts (current markers; a bête made
    counts as lost but for the seat's share of its return, the pot as won)."""
    pub = state.pub
    o = state.opts
    n = pub.n
    side = state.side()
    d = side[0]
    mate = side[1] if len(side) > 1 else None
    opps = [q for q in range(n) if q not in side]
    t = pub.trump
    assert t is not None
    fees = fee_table(o)
    kind = pub.contract or "ask"
    fk = "forced" if pub.forced else kind
    held = 0
    for q in side:
        held |= state.start_hands[q]
    m = R.matadors(held, t, state.pack)
    won = sum(tricks[q] for q in side)
    total = state.total_tricks
    res = side_result(won, state.target)
    vole = won == total and pub.vole != "stopped"
    if kind == "solo_tout" and not vole:
        res = "remise" if res == "win" else res
    P = float(pub.ledger.pot)
    mat = float(fees.matadors(m, kind))
    if res == "win":
        X = float(fees.win[fk]) + mat + (float(fees.premiers) if won_first else 0.0)
        if vole:
            X += float(fees.vole[fk])
        elif pub.vole == "committed":
            X -= float(fees.vole[fk])
        if seat in side:
            return P / len(side) + X * len(opps) / len(side) + won / 100
        return -X - won / 100
    X = float((fees.remise if res == "remise" else fees.codille)[fk]) + mat
    if kind == "solo_tout":
        X += float(fees.vole[fk])
    bete = P
    if res == "codille" and kind not in ALONE and len(side) > 1:
        cap = o.codille_double_cap
        test = float(pub.ledger.bete_in_play or pub.ledger.stakes)
        if cap == 0 or test <= cap:
            bete = 2 * P
    sd, sp = loss_shares(o, kind, pub.forced, len(side) == 1, tricks[d], tricks[mate] if mate is not None else 0)
    cost = X * len(opps) + bete * (n - 1) / n
    if seat == d:
        return -cost * float(sd) + won / 100
    if seat == mate:
        return -cost * float(sp) + won / 100
    gain = X + (P / len(opps) if res == "codille" else bete / n)
    return gain - won / 100


_RULES = BeginnerPlayer()


def _to_play(state: Any, rng: random.Random) -> Any:
    return to_play(state, rng, _RULES)


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    before = state.pub.deal_no
    if state.pub.phase == "vole":
        return deal_value(state, list(state.pub.tricks_taken), True, seat) if state.pub.vole == "stopped" else \
            _play_out(state, seat)
    if state.pub.phase != "play":
        state = _to_play(state, rng)
        if state.pub.phase != "play" or state.pub.deal_no != before:
            if state.pub.history and dict(state.pub.history[-1]).get("deal") == before + 1:
                last = dict(state.pub.history[-1])
                pays = last.get("payments")
                if pays:
                    return float(pays[seat])
            return 0.0
    return _play_out(state, seat)


def _play_out(state: QuadrilleState, seat: int) -> float:
    pub = state.pub
    n = pub.n
    t = pub.trump
    assert t is not None
    side = state.side()
    team = [1 if q in side else 0 for q in range(n)]
    hands = list(state.hands)
    tricks = list(pub.tricks_taken)
    winners = [w for _ld, _cs, w in pub.tricks]
    trick = list(pub.trick)
    p = pub.to_move
    while any(hands):
        c = _policy(p, hands, trick, team, t, n)
        hands[p] &= ~(1 << c)
        trick.append((p, c))
        if len(trick) < n:
            p = (p + 1) % n
            continue
        w = trick[R.trick_winner([x for _, x in trick], t)][0]
        tricks[w] += 1
        winners.append(w)
        trick = []
        p = w
    target = state.target
    first = len(winners) >= target and all(w in side for w in winners[:target])
    return deal_value(state, tricks, first, seat)


# ====================================================================== levels
SEARCHED_PHASES = ("auction", "play", "vole")


def _searched(obs: Any) -> bool:
    """Searched: every bid, the vole decision, and the cards of the playing side (the declarer,
    and the called king's holder, who knows he is the partner).  The defenders play by the
    beginner's rules: on the same deals (80 mirrored deals, budget 0.3-0.4 s) searching defenders
    gained nothing (+0.02 ± 0.30 markers a deal) while searching the bids and the side's cards
    gained +1.15 ± 0.71 (docs/quadrille.md)."""
    if obs.phase in ("auction", "vole"):
        return True
    if obs.phase != "play":
        return False
    pub = obs.public
    return bool(obs.player == pub.declarer or obs.partner == obs.player)


def strong(budget: float | None = 0.4, name: str = "quadrille-strong") -> SearchPlayer:
    """The strong level: searches bids, the vole and the playing side's cards; defends, names
    trump, calls, requests and gives back by the beginner's rules."""
    return SearchPlayer(name, sample, rollout, fallback=BeginnerPlayer(), searched=_searched, budget=budget)


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


def _levels(game: str) -> tuple[Any, Any]:
    """Each game's levels under the game's own names (``<game>-beginner``, ``<game>-strong``)."""
    def make_beginner() -> BeginnerPlayer:
        b = BeginnerPlayer()
        b.name = f"{game}-beginner"
        return b

    def make_strong() -> SearchPlayer:
        return strong(name=f"{game}-strong")
    return make_beginner, make_strong


quadrille_beginner, quadrille_strong = _levels("quadrille")
quadrille_mediateur_beginner, quadrille_mediateur_strong = _levels("quadrille_mediateur")
quadrille_solitaire_beginner, quadrille_solitaire_strong = _levels("quadrille_solitaire")
tritrille_beginner, tritrille_strong = _levels("tritrille")
cinquille_beginner, cinquille_strong = _levels("cinquille")


BENCH_OPTIONS: dict[str, Any] = {}
BENCH_UNIT = "markers"
VALUE_UNIT = "markers"
