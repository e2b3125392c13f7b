"""Searched calls for the Quadrille family: worlds played out by players that see only their own cards.

The family's quick rollout (:func:`.ai.rollout`) plays with every hand open and the sides known to
all, which promises the declarer too much when it values a bid: the defenders always know who the
partner is and where the trumps are, and so does he.  A call is valued here instead by
:func:`blind_rollout`: the rest of the auction, trump, the called king, the Mediateur's request and
gift by the beginner from each seat's own observation (through the shared
:func:`engine.ai.imperfect.play_on`), then the cards by :func:`blind_card` (the beginner's card play
on bit masks, each seat knowing the partner only once the called king shows him, or if it holds
it), valued as the open rollout values a finished play (:func:`.ai.deal_value`).

:func:`call_weight` is the inference from the other seats' calls so far (a soft version of the
beginner's thresholds on the §2.12 evaluator); :func:`strong` the family's strong level with both:
its bids valued blind, the vole and the playing side's cards by the open-hand rollout as before.
In the forms of :data:`OWN_PLAY` the blind rollout plays the searching seat's own later cards on the
playing side as the level plays them, by the open rollout's policy (:func:`blind_rollout_own`).
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.imperfect import play_on
from engine.ai.search import SearchPlayer
from engine.games.hombre import family_bidsearch as fbs
from engine.games.hombre import ranks as R
from engine.games.hombre.family_bidsearch import WEIGHT_SCALE

from .ai import _policy, _searched, deal_value, sample
from .ai import rollout as open_rollout
from .actions import Call
from .players import BeginnerPlayer, friends, strength, thresholds

__all__ = ["blind_rollout", "call_weight", "strong", "PRE_PLAY", "WEIGHT_SCALE"]

#: phases valued by the blind rollout
PRE_PLAY = frozenset({"auction", "trump", "call", "request", "give"})
_ENDED = frozenset({"deal", "over", "first_dealer", "favourite"})

_BEGINNER = BeginnerPlayer()


def _value(state: Any, seat: int) -> float:
    pub = state.pub
    if pub.history:
        pays = dict(pub.history[-1]).get("payments")
        if pays:
            return float(pays[seat])
    return 0.0


def _to_play_done(state: Any) -> bool:
    return state.pub.phase in _ENDED or state.pub.phase == "play"


def _advance(state: Any, rng: Any) -> Any:
    return play_on(state, lambda seat: _BEGINNER, _to_play_done, rng)


def _low(cs: list[int], t: int) -> int:
    return min(cs, key=lambda c: strength(c, t) + (50 if R.is_trump(c, t) else 0) + (30 if R.rank_of(c) == "K" else 0))


def blind_card(state: Any, p: int, hands: list[int], trick: list[tuple[int, int]], revealed: bool) -> int:
    """The beginner's card (:meth:`.players.BeginnerPlayer._play`) on bit masks, from what seat ``p``
    knows: its own hand, the cards played (in Quadrille every unplayed card is in some hand, so
    the trumps it has not seen are the others' trumps), and the partner once the called card has
    shown him (``revealed``) or if ``p`` holds it."""
    pub = state.pub
    t = pub.trump
    n = pub.n
    d = pub.declarer
    mate = state.mate if pub.partner is None else pub.partner
    hand = hands[p]
    led = trick[0][1] if trick else None
    allowed = R.legal_plays(hand, led, t)
    if allowed & (allowed - 1) == 0:
        return allowed.bit_length() - 1
    cards = R.bits(allowed)
    tm = R.trump_mask(t)
    partner = mate if (revealed or p == mate) and mate != d else None
    if p == d:
        mine = {p} | ({partner} if partner is not None else set())
    elif partner == p:
        mine = {p, d}
    elif partner is not None:
        mine = {q for q in range(n) if q not in (d, partner)}
    elif pub.contract in ("mediateur", "solo", "solo_tout"):
        mine = {q for q in range(n) if q != d}
    else:
        mine = {p}
    called: int | None = pub.called
    called_suit = R.suit_of(called) if called is not None and not revealed else None
    others = 0
    for q in range(n):
        if q != p:
            others |= hands[q]
    unseen = tm & others
    trumps = [c for c in cards if tm >> c & 1]
    plain = [c for c in cards if not tm >> c & 1]
    if not trick:
        if p == d or (partner == p and d in mine):
            if trumps:
                top = max(trumps, key=lambda c: R.trump_rank(c, t))
                if unseen and all(R.trump_rank(c, t) < R.trump_rank(top, t) for c in R.bits(unseen)):
                    return top
            if p == d and called_suit is not None:
                to_king = [c for c in plain if R.suit_of(c) == called_suit]
                if to_king:
                    return _low(to_king, t)
            if p != d and called is not None and called in cards and not revealed:
                if trumps and R.popcount(hand & tm) >= 2:
                    return min(trumps, key=lambda c: R.trump_rank(c, t))
                return called
        kings = [c for c in plain if R.rank_of(c) == "K" and R.suit_of(c) != called_suit]
        if kings:
            return kings[0]
        if p == d and trumps and unseen:
            return min(trumps, key=lambda c: R.trump_rank(c, t))
        safe = [c for c in plain if R.suit_of(c) != called_suit] or plain or cards
        return _low(safe, t)
    tc = [c for _, c in trick]
    wi = R.trick_winner(tc, t)
    winner_seat = trick[wi][0]
    last = len(trick) == n - 1
    friend_wins = winner_seat in mine and winner_seat != p
    lead = tc[0]
    if partner == p and p != d and trick[0][0] == d and tm >> lead & 1 and trumps:
        best = max(trumps, key=lambda c: R.trump_rank(c, t))
        if R.trick_winner(tc + [best], t) == len(tc):
            return best
    if called is not None and called in cards and R.suit_of(lead) == R.suit_of(called) and not tm >> lead & 1:
        if not any(tm >> c & 1 for c in tc):
            return called
    if friend_wins and (last or strength(tc[wi], t) >= 106):
        return _low(cards, t)
    ls = R.plain_suit(tc[0], t)
    top = R.trick_strength(tc[wi], ls, t)
    winners = [c for c in cards if R.trick_strength(c, ls, t) > top]
    if winners:
        if friend_wins and not last:
            return _low(cards, t)
        return min(winners, key=lambda c: strength(c, t))
    return _low(cards, t)


def _blind_play_out(state: Any, seat: int, own_open: bool = False) -> float:
    """The play to the end by :func:`blind_card`, valued as the open rollout values it.  With
    ``own_open``, ``seat``'s own cards on the playing side follow the open rollout's policy
    (:func:`.ai._policy`, hands open, sides known): the strong level searches those cards with
    the open rollout, so they are played better than the beginner's rules would."""
    pub = state.pub
    n = pub.n
    t = pub.trump
    side = state.side()
    team = [1 if q in side else 0 for q in range(n)]
    own = own_open and seat in side
    hands = list(state.hands)
    tricks = list(pub.tricks_taken)
    winners = [w for _ld, _cs, w in pub.tricks]
    trick = list(pub.trick)
    called: int | None = pub.called
    revealed = pub.partner is not None or called is None
    if called is not None:
        for _ld, cs, _w in pub.tricks:
            revealed = revealed or any(c == called for _q, c in cs)
        revealed = revealed or any(c == called for _q, c in trick)
    p = pub.to_move
    while any(hands):
        if own and p == seat:
            c = _policy(p, hands, trick, team, t, n)
        else:
            c = blind_card(state, p, hands, trick, revealed)
        hands[p] &= ~(1 << c)
        trick.append((p, c))
        if c == called:
            revealed = True
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


def blind_rollout(state: Any, seat: int, rng: Any, own_open: bool = False) -> float:
    """The rest of the deal by the beginner, every seat from what it knows: the calls, trump, the
    called king, the request and the gift from its own observation, the cards by :func:`blind_card`
    (``own_open``: ``seat``'s own cards on the playing side as the strong level plays them, by the
    open rollout's policy; see :func:`_blind_play_out`)."""
    if state.pub.phase in PRE_PLAY:
        state = _advance(state, rng)
    if state.pub.phase != "play" or state.pub.trump is None:
        return _value(state, seat)
    return _blind_play_out(state, seat, own_open)


def blind_rollout_own(state: Any, seat: int, rng: Any) -> float:
    """:func:`blind_rollout` with the searching seat's own cards on the playing side played as the
    strong level plays them (issue 28 (b))."""
    return blind_rollout(state, seat, rng, own_open=True)


# ---------------------------------------------------------------------- inference
def _auction_hand(state: Any, q: int) -> int:
    """Seat ``q``'s hand in the auction (the engine fills ``start_hands`` only when play begins)."""
    return int(state.hands[q] if state.pub.phase == "auction" else state.start_hands[q])


def _bar(obs: Any, word: str, red: bool) -> float:
    """The soft threshold of a call: the lowest bid's for a pass, the asking one for a hold, the
    bid's own (else the asking one) for a bid."""
    th = thresholds(obs.game, red)
    if word == "pass":
        return min(th.values())
    return th.get(word, th["ask"]) if word != "hold" else th["ask"]


def call_weight(world: Any, obs: Any) -> float:
    """How likely, in ``world``, the other seats' calls so far were under a soft beginner's
    thresholds (the family's :func:`engine.games.hombre.family_bidsearch.call_weight`: asking, a
    Mediateur, a solo likely above their thresholds, a first pass below the asking one; a Respekt
    says little); the hands are those the seats held in the auction (``world.start_hands``)."""
    return fbs.call_weight(world, obs, _auction_hand, _bar, ("respekt",), vague_is_bid=True)


def _searched_all_play(obs: Any) -> bool:
    return _searched(obs) or obs.phase == "play"


def strong(budget: float | None = 0.4, name: str = "quadrille-strong", play: str = "open",
           defend: bool = False, tie: bool = True, own: bool = False,
           make: type[SearchPlayer] = SearchPlayer, blind: Any = None) -> SearchPlayer:
    """The family's strong level: bids valued by blind rollouts with inference from the calls; the
    vole and the playing side's cards by the open-hand rollout (``play="blind"``: by the blind
    rollout too; ``defend``: the defenders' cards searched as well); the rest by the beginner's rules.
    Cards the search cannot tell apart follow the sound rule (``tie``, :func:`.family_bidsearch.sound_cards`).
    ``own``: the blind rollout plays the searching seat's own later cards on the playing side as
    this level does (:func:`blind_rollout_own`); ``blind``: another blind rollout instead (the
    benchmark's variants, :mod:`.variants`).  ``make``: the search player's class."""
    if blind is None:
        blind = blind_rollout_own if own else blind_rollout
    return fbs.strong_player(make, name, budget, sample=sample, fallback=BeginnerPlayer(),
                             searched=_searched_all_play if defend else _searched, weight=call_weight,
                             phases=PRE_PLAY, blind=blind, open_=open_rollout, blind_play=_blind_any,
                             play=play, allies=friends if tie else None)


def _prefer_bidding(player: SearchPlayer, z: float, passes: bool = False) -> SearchPlayer:
    """Issue 28 (c): in the auction, a call of the beginner's (an ask, a hold, a bid -- a pass
    too if ``passes``) within ``z`` standard errors of the search's leader is taken instead of the leader."""
    cards = player.tiebreak
    cards_z = player.tie_z

    def tiebreak(obs: Any, acts: list[Any]) -> list[Any]:
        if obs.phase == "auction":
            want = _BEGINNER.choose(obs, random.Random(0))
            return [want] if want in acts and (passes or want != Call("pass")) else []
        return cards(obs, acts) if cards is not None else []

    def tie_z(obs: Any) -> float:
        if obs.phase == "auction":
            return z
        return cards_z(obs) if callable(cards_z) else cards_z
    player.tiebreak = tiebreak
    player.tie_z = tie_z
    return player


def strong_asks(z: float = 1.0) -> SearchPlayer:
    """The strong level taking the beginner's bid where it is within ``z`` standard errors of the
    search's choice (for the benchmark)."""
    return _prefer_bidding(strong(name="quadrille-asks"), z)


def _blind_any(state: Any, seat: int, rng: Any) -> float:
    if state.pub.phase == "vole":
        return open_rollout(state, seat, rng)
    return blind_rollout(state, seat, rng)


def strong_untied() -> SearchPlayer:
    """The strong level without the tie-break among near-equal cards (for the benchmark)."""
    return strong(name="quadrille-untied", tie=False)


def strong_own() -> SearchPlayer:
    """The strong level whose blind rollout plays its own later cards as it does (for the benchmark)."""
    return strong(name="quadrille-own", own=True)


def strong_defend() -> SearchPlayer:
    """The strong level with the defenders' cards searched too (open rollout; for the benchmark)."""
    return strong(name="quadrille-defend", defend=True)


def strong_blind_defend() -> SearchPlayer:
    return strong(play="blind", defend=True)


def strong_blind_play() -> SearchPlayer:
    return strong(play="blind")


#: the forms whose strong level values its calls with its own later cards played as it plays them
#: (:func:`blind_rollout_own`; measured in Quadrille and Quadrille solitaire, docs/quadrille.md)
OWN_PLAY = frozenset({"quadrille", "quadrille_solitaire"})


def _levels(game: str) -> Any:
    def make_strong() -> SearchPlayer:
        return strong(name=f"{game}-strong", own=game in OWN_PLAY)
    return make_strong


def strong_without_own(game: str = "quadrille") -> SearchPlayer:
    """The strong level as it was before :data:`OWN_PLAY` (its own later cards the beginner's in
    the blind rollout; for the benchmark)."""
    return strong(name=f"{game}-before-own")


def solitaire_without_own() -> SearchPlayer:
    return strong_without_own("quadrille_solitaire")


quadrille_strong = _levels("quadrille")
quadrille_mediateur_strong = _levels("quadrille_mediateur")
quadrille_solitaire_strong = _levels("quadrille_solitaire")
tritrille_strong = _levels("tritrille")
cinquille_strong = _levels("cinquille")


# ---------------------------------------------------------------------- calibration
def main(argv: list[str] | None = None) -> int:
    """``python -m engine.games.quadrille.bidsearch [deals] [game]``: how well the sampler predicts
    the last bidder's hand, alone and with :func:`call_weight`, at every auction decision of
    beginner deals after another seat bid (40 sampled worlds each)."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    deals = int(args[0]) if args else 40
    for game in args[1:] or ["quadrille"]:
        fbs.calibration(game, deals, phases=("auction",), make_player=lambda: _BEGINNER, sample=sample,
                        weight=call_weight, auction_hand=_auction_hand, longest="cards of his longest suit")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
