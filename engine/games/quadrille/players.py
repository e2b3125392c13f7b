"""A beginner for the Quadrille family that bids by the book's hands (spec §4.8, the L'Hombre
family's reference evaluator) and plays after its advice (§10.4-10.9): the declarer draws
trumps and leads to the called king, the called king's holder covers the declarer's small
trump with his best and shows his king, the others never lead the called king's suit.  It
acts only on ``choose(observation, rng)``, and knows the partner only as its observation
does (``observation.partner``).
"""

from __future__ import annotations

import random
from typing import Any, cast

from engine.games.hombre import ranks as R
from engine.games.hombre.players import evaluate

from .actions import Bid, Call, CallKing, Give, Play, Request, Trump
from .game import QuadrilleObservation, pack_mask
from .options import QuadrilleOptions

__all__ = ["BeginnerPlayer", "thresholds", "strength", "friends"]


def thresholds(game: str, red: bool) -> dict[str, float]:
    """E needed for each bid (spec §4.8; Cinquille and Tritrille extrapolated)."""
    if game == "cinquille":
        return {"ask": 2.6, "mediateur": 3.5, "solo": 4.4 if red else 4.2}
    if game == "tritrille":
        return {"ask": 99.0, "mediateur": 3.6, "solo": 4.5 if red else 4.3}
    return {"ask": 2.8, "mediateur": 4.0, "solo": 5.0 if red else 4.7}


strength = R.card_strength   # a card's strength whatever was led (the family's ranks)


def friends(obs: QuadrilleObservation) -> set[int]:
    """The seats this seat knows to be on its side (itself included)."""
    pub = obs.public
    assert pub is not None
    me = obs.player
    d = pub.declarer
    p = obs.partner
    if d is None:
        return {me}
    if me == d:
        return {me} | ({p} if p is not None else set())
    if p == me:
        return {me, d}
    # a defender: the known others, not the declarer or his known partner
    if p is not None:
        return {q for q in range(pub.n) if q not in (d, p)}
    if pub.contract in ("mediateur", "solo", "solo_tout"):
        return {q for q in range(pub.n) if q != d}
    return {me}


class BeginnerPlayer:
    name = "quadrille-beginner"

    def choose(self, obs: QuadrilleObservation, rng: random.Random) -> Any:
        legal = list(obs.legal_actions)
        if len(legal) == 1:
            return legal[0]
        ph = obs.phase
        try:
            if ph == "auction":
                return self._bid(obs, legal)
            if ph == "trump":
                return self._trump(obs, legal)
            if ph == "call":
                return self._call(obs, legal)
            if ph == "request":
                return self._request(obs, legal)
            if ph == "give":
                return self._give(obs, legal)
            if ph == "vole":
                return Call("vole") if self._sure_vole(obs) else Call("stop")
            if ph == "play":
                return self._play(obs, legal)
        except (ValueError, KeyError, IndexError, AssertionError):
            pass
        return legal[0]

    # ------------------------------------------------------------------ bidding
    def _values(self, obs: QuadrilleObservation) -> list[tuple[float, int]]:
        hand = R.mask_of(obs.hand)
        return sorted(((evaluate(hand, t), t) for t in range(4)), reverse=True)

    def _bid(self, obs: QuadrilleObservation, legal: list[Any]) -> Any:
        pub = obs.public
        assert pub is not None
        hand = R.mask_of(obs.hand)
        vals = self._values(obs)
        e, t = vals[0]
        th = thresholds(obs.game, R.is_red(t))
        fav = 2 if t == pub.preference else 1 if t == pub.favourite else 0
        bids = [a for a in legal if isinstance(a, Bid)]

        def pick(kind: str) -> Any:
            for want in (fav, 0):
                for a in bids:
                    if a.kind == kind and a.fav == want:
                        return a
            return None

        if Call("hold") in legal:
            auc = pub.auction
            assert auc is not None
            need = th.get(auc.best.kind, 99.0) if auc.best.kind != "respekt" else 99.0
            return Call("hold") if e >= need else Call("pass")
        kings = sum(1 for c in R.bits(hand) if R.rank_of(c) == "K")
        if e >= th["solo"] and pick("solo") is not None:
            return pick("solo")
        black_aces = hand >> R.AS & 1 and hand >> R.AC & 1
        if e >= th["mediateur"] - (0.2 if kings >= 2 else 0) and pick("mediateur") is not None:
            return pick("mediateur")
        if black_aces and pick("respekt") is not None and e < th["mediateur"]:
            return pick("respekt")
        if e >= th["ask"] and pick("ask") is not None:
            return pick("ask")
        return Call("pass")

    def _trump(self, obs: QuadrilleObservation, legal: list[Any]) -> Any:
        pub = obs.public
        assert pub is not None
        hand = R.mask_of(obs.hand)
        suits = [a.suit for a in legal if isinstance(a, Trump)]
        if pub.contract == "respekt" and obs.player != pub.declarer:
            # the partner names the suit of his Manille, else his best (spec §10.8)
            for s in suits:
                if hand >> R.manille(s) & 1:
                    return Trump(s)
        best = max(suits, key=lambda s: (evaluate(hand, s), R.popcount(hand & R.trump_mask(s))))
        return Trump(best)

    def _call(self, obs: QuadrilleObservation, legal: list[Any]) -> Any:
        """The king of a suit where a guarded queen waits for it, else of the shortest suit
        (spec §10.4, §10.8)."""
        pub = obs.public
        assert pub is not None
        hand = R.mask_of(obs.hand)
        t = pub.trump

        def score(a: CallKing) -> tuple[bool, bool, int]:
            c = R.INDEX[a.king]
            s = R.suit_of(c)
            mine = hand & R.suit_mask(s) & ~(R.trump_mask(t) if t is not None else 0)
            queen = any(R.rank_of(x) == "Q" for x in R.bits(mine)) and R.popcount(mine) >= 2
            own = bool(hand >> c & 1)
            return (not own, queen and pub.contract != "respekt", -R.popcount(mine))
        return max((a for a in legal if isinstance(a, CallKing)), key=score)

    def _request(self, obs: QuadrilleObservation, legal: list[Any]) -> Any:
        """A king where the Mediateur holds high cards or a bare queen (spec §10.7)."""
        hand = R.mask_of(obs.hand)

        def score(a: Request) -> tuple[int, int]:
            s = R.suit_of(R.INDEX[a.king])
            mine = hand & R.suit_mask(s)
            return (sum(R.plain_rank(x) for x in R.bits(mine)), R.popcount(mine))
        return max((a for a in legal if isinstance(a, Request)), key=score)

    def _give(self, obs: QuadrilleObservation, legal: list[Any]) -> Any:
        """Give a low card away to make a void (spec §10.7)."""
        pub = obs.public
        assert pub is not None and pub.trump is not None
        t = pub.trump
        hand = R.mask_of(obs.hand)

        def score(a: Give) -> tuple[int, int]:
            c = R.INDEX[a.card]
            if R.is_trump(c, t):
                return (9, strength(c, t))
            k = R.popcount(hand & R.suit_mask(R.suit_of(c)) & ~R.trump_mask(t))
            return (k, strength(c, t) + (50 if R.rank_of(c) == "K" else 0))
        return min((a for a in legal if isinstance(a, Give)), key=score)

    # ------------------------------------------------------------------ play
    def _sure_vole(self, obs: QuadrilleObservation) -> bool:
        pub = obs.public
        assert pub is not None and pub.trump is not None
        t = pub.trump
        opts = cast(QuadrilleOptions, obs.options)      # an observation of a game in play carries its options
        unseen = R.trump_mask(t) & pack_mask(obs.game, opts) & ~R.mask_of(obs.seen)
        return R.tops_trumps(R.mask_of(obs.hand), unseen, t)

    def _play(self, obs: QuadrilleObservation, legal: list[Any]) -> Any:
        pub = obs.public
        assert pub is not None and pub.trump is not None
        t = pub.trump
        cards = [R.INDEX[a.card] for a in legal if isinstance(a, Play)]
        me = obs.player
        d = pub.declarer
        mine = friends(obs)
        called = R.INDEX[obs.called] if obs.called is not None else None
        called_suit = R.suit_of(called) if called is not None and pub.partner is None else None
        unseen_trumps = R.trump_mask(t) & ~R.mask_of(obs.seen)

        def low(cs: list[int]) -> int:
            return min(cs, key=lambda c: strength(c, t) + (50 if R.is_trump(c, t) else 0)
                       + (30 if R.rank_of(c) == "K" else 0))

        trumps = [c for c in cards if R.is_trump(c, t)]
        plain = [c for c in cards if not R.is_trump(c, t)]
        if not pub.trick:
            if me == d or obs.partner == me and d in mine:
                if trumps:
                    top = max(trumps, key=lambda c: R.trump_rank(c, t))
                    if unseen_trumps and all(R.trump_rank(c, t) < R.trump_rank(top, t) for c in R.bits(unseen_trumps)):
                        return Play(R.CARDS[top])
                if me == d and called_suit is not None:
                    # lead to the called king, so that the partner shows himself
                    to_king = [c for c in plain if R.suit_of(c) == called_suit]
                    if to_king:
                        return Play(R.CARDS[low(to_king)])
                if me != d and called is not None and called in cards and pub.partner is None:
                    if trumps and R.popcount(R.mask_of(obs.hand) & R.trump_mask(t)) >= 2:
                        return Play(R.CARDS[min(trumps, key=lambda c: R.trump_rank(c, t))])
                    return Play(R.CARDS[called])
            kings = [c for c in plain if R.rank_of(c) == "K" and R.suit_of(c) != called_suit]
            if kings:
                return Play(R.CARDS[kings[0]])
            if me == d and trumps and unseen_trumps:
                return Play(R.CARDS[min(trumps, key=lambda c: R.trump_rank(c, t))])
            safe = [c for c in plain if R.suit_of(c) != called_suit] or plain or cards
            return Play(R.CARDS[low(safe)])
        trick = [c for _, c in pub.trick]
        wi = R.trick_winner(trick, t)
        winner_seat = pub.trick[wi][0]
        last = len(pub.trick) == pub.n - 1
        friend_wins = winner_seat in mine and winner_seat != me
        led = trick[0]
        # the called king's holder: cover the declarer's small trump with the best one (spec §10.5)
        if obs.partner == me and me != d and pub.trick[0][0] == d and R.is_trump(led, t) and trumps:
            best = max(trumps, key=lambda c: R.trump_rank(c, t))
            if R.trick_winner(trick + [best], t) == len(trick):
                return Play(R.CARDS[best])
        if called is not None and called in cards and R.suit_of(led) == R.suit_of(called) and not R.is_trump(led, t):
            if not any(R.is_trump(c, t) for c in trick):
                return Play(R.CARDS[called])
        if friend_wins and (last or strength(trick[wi], t) >= 100 + 6):
            return Play(R.CARDS[low(cards)])
        winners = [c for c in cards if R.trick_winner(trick + [c], t) == len(trick)]
        if winners:
            if friend_wins and not last:
                return Play(R.CARDS[low(cards)])
            return Play(R.CARDS[min(winners, key=lambda c: strength(c, t))])
        return Play(R.CARDS[low(cards)])
