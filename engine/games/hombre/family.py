"""What the games of the L'Hombre family play alike, in one place: L'Hombre and Kaufquadrille
(:mod:`engine.games.hombre.game`) and the Quadrille family (:mod:`engine.games.quadrille.game`)
both build their state machines on it, as they share the family's ranks (:mod:`.ranks`),
auction (:mod:`.auction`) and pot and bête ledger (:mod:`.ledger`).

A game's module keeps what is its own (bids, exchange, the called king, the Mediateur, what a
deal pays); this module has the common plumbing of a state (:class:`FamilyState`), the steps
every game takes the same way (the first dealer, the auction's calls, a card played and a
trick closed, the vole decision, the next deal and the end of the sitting) and the books a
settlement keeps while it pays (:class:`Books`).  The texts of events stay each game's own:
they are handed in.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Generic, TypeVar

from engine.protocol import TERMINAL, A, Event, GameState, IllegalAction

from . import ranks as R
from .actions import Call
from .auction import HOLD, PASS
from .ledger import Ledger

__all__ = ["FamilyState", "Books", "set_at", "who", "played_mask", "session_end", "stake_event", "first_dealer",
           "auction_call", "auction_bid", "auction_next", "play_card", "close_trick", "vole_call", "next_deal",
           "codille_doubled", "vole_words", "Settlement"]


T = TypeVar("T")


def set_at(t: tuple[T, ...], i: int, v: T) -> tuple[T, ...]:
    """``t`` with item ``i`` replaced by ``v``."""
    return t[:i] + (v,) + t[i + 1:]


def who(p: int) -> str:
    return f"Player {p}"


def played_mask(pub: Any) -> int:
    """The cards of the finished tricks and of the trick in progress."""
    m = 0
    for _ld, cs, _w in pub.tricks:
        for _q, c in cs:
            m |= 1 << c
    for _q, c in pub.trick:
        m |= 1 << c
    return m


class FamilyState(GameState[A], Generic[A]):
    """What a state of the family has: a public part ``pub`` (a frozen dataclass with at least
    ``n``, ``phase``, ``to_move``, ``ledger``, ``trick``, ``trump`` and ``history``), the hands as
    card masks, and the options.  A game's state class adds its hidden parts and its rules."""

    pub: Any
    hands: tuple[int, ...]
    opts: Any
    game: str

    @property
    def n(self) -> int:
        return int(self.pub.n)

    def _p(self, **kw: Any) -> None:
        """A new public part with ``kw`` changed (a shallow copy: much faster than
        ``dataclasses.replace`` for a frozen dataclass this size)."""
        old = self.pub
        new = object.__new__(type(old))
        d = new.__dict__
        d.update(old.__dict__)
        d.update(kw)
        self.pub = new

    def current_player(self) -> int:
        return int(self.pub.to_move)

    def scores(self) -> list[float]:
        return [float(b) for b in self.pub.ledger.balances]

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "deals": [dict(h) for h in self.pub.history],
                "deals_played": len(self.pub.history)}

    @property
    def phase(self) -> str:
        return str(self.pub.phase)

    def _led(self) -> int | None:
        return self.pub.trick[0][1] if self.pub.trick else None

    def _playable(self, p: int) -> int:
        t = self.pub.trump
        assert t is not None
        return R.legal_plays(self.hands[p], self._led(), t)

    # what a game's auction asks of its state (see :func:`auction_call`, :func:`auction_bid`)
    def _level(self, b: Any) -> tuple[int, ...]:
        raise NotImplementedError

    def _may_hold(self, p: int, best: Any) -> bool:
        """Whether ``p`` may hold the best bid (by default anyone overcalled may)."""
        return True

    def _refuse_bid(self, a: Any) -> IllegalAction:
        """Why the bid ``a``, which this seat is not offered, is refused."""
        return IllegalAction("bid_not_offered", f"{a} is not a bid of these rules")

    def _offered_bids(self, p: int) -> list[Any]:
        raise NotImplementedError

    def _reviewable(self, p: int) -> tuple[int, ...]:
        """The finished tricks ``p`` may look at now."""
        return ()

    def _auction_actions(self, p: int) -> list[Any]:
        """What ``p`` may say in the auction: hold or pass when overcalled, else pass or a higher bid."""
        a = self.pub.auction
        assert a is not None
        if a.may_hold():
            return [Call(HOLD), Call(PASS)] if self._may_hold(p, a.best) else [Call(PASS)]
        return [Call(PASS), *a.biddable(self._offered_bids(p), self._level)]

    def _view(self, p: int, seen: int) -> dict[str, Any]:
        """The fields every observation of the family has, for seat ``p`` who has seen ``seen``."""
        pub = self.pub
        lead = (pub.trick[0][0] if pub.trick else pub.leader) if pub.phase in ("play", "vole") else None
        return dict(
            game=self.game, player=p, legal_actions=tuple(self.legal_actions()) if pub.to_move == p else (),
            phase=pub.phase, to_move=pub.to_move, seats=pub.n, hand=R.cards_of(self.hands[p]),
            hand_sizes=tuple(R.popcount(h) for h in self.hands), trick=tuple((q, R.CARDS[c]) for q, c in pub.trick),
            trick_leader=lead, tricks_taken=pub.tricks_taken or (0,) * pub.n, seen=R.cards_of(seen),
            dealer=pub.dealer, options=self.opts, public=pub, declarer=pub.declarer, contract=pub.contract,
            trump=pub.trump, scores=tuple(self.scores()), reviewable=self._reviewable(p))


# ====================================================================== the sitting
def session_end(s: FamilyState, ev: list[Event], **cleared: Any) -> None:
    """The sitting is over: the stakes are shared and standing bêtes go back (the ledger's
    :meth:`~.ledger.Ledger.settle_session`), the public part is cleared of the deal (and of
    ``cleared``), and the event says so.  The caller clears its hidden parts."""
    led, ch = s.pub.ledger.settle_session()
    s._p(ledger=led, phase="over", to_move=TERMINAL, trick=(), tricks=(), **cleared)
    ev.append(Event("session_end", None, {"returned": {q: float(v) for q, v in ch.items()}, "scores": s.scores()},
                    "The sitting is over: the stakes in the pot are shared equally and waiting bêtes go back "
                    "to those who paid them."))


def stake_event(pub: Any, led: Ledger, put: dict[int, Fraction], ev: list[Event]) -> None:
    """The stakes of a new deal (none when nobody put anything in)."""
    if put:
        ev.append(Event("stake", pub.dealer, {"put": {q: float(v) for q, v in put.items()}, "pot": float(led.pot)},
                        f"Stakes for deal {pub.deal_no + 1}: " + ", ".join(
                            f"player {q} puts in {v}" for q, v in put.items()) + f"; {led.pot} are at stake."))


def first_dealer(s: FamilyState, position: int, pack_size: int, refusal: str, ev: list[Event]) -> None:
    """Dealing singly until Spadille falls: the seat it falls to deals first."""
    if not 0 <= position < pack_size:
        raise IllegalAction("bad_draw", refusal)
    dealer = position % s.n
    s._p(dealer=dealer)
    ev.append(Event("first_dealer", dealer, {"position": position},
                    f"Dealing singly, Spadille falls to player {dealer}, who deals first."))


def next_deal(s: FamilyState, ev: list[Event], summary: dict[str, Any],
              start_deal: Callable[[Any, list[Event]], None]) -> None:
    """The deal's summary into the history; the next seat deals."""
    pub = s.pub
    assert pub.dealer is not None
    s._p(history=pub.history + (tuple(summary.items()),), deal_no=pub.deal_no + 1,
         dealer=(pub.dealer + 1) % pub.n)
    start_deal(s, ev)


# ====================================================================== the auction
def auction_call(s: FamilyState, a: Any, ev: list[Event], bid_text: Callable[[Any], str],
                 after: Callable[[Any, list[Event]], None]) -> None:
    """The call ``a``: hold or pass."""
    pub = s.pub
    auc = pub.auction
    assert auc is not None
    p = pub.to_move
    if a.word == HOLD:
        if not auc.may_hold():
            raise IllegalAction("may_not_hold", "only an earlier bidder who was overcalled may hold")
        if not s._may_hold(p, auc.best):
            raise s._refuse_bid(auc.best)     # the bid's own condition (Respekt, a Tourné of a kind)
        auc = auc.after(p, HOLD, s._level, "hold")
        ev.append(Event("hold", p, {"bid": str(auc.best)},
                        f"{who(p)} holds: he will play {bid_text(auc.best)} himself, sitting earlier."))
    elif a.word == PASS:
        auc = auc.after(p, PASS, s._level, "pass")
        ev.append(Event("pass", p, {}, f"{who(p)} passes."))
    else:
        raise IllegalAction("wrong_phase", f"{a} is not a call of the auction")
    s._p(auction=auc)
    after(s, ev)


def auction_bid(s: FamilyState, a: Any, ev: list[Event], bid_text: Callable[[Any], str], asking: str,
                after: Callable[[Any, list[Event]], None]) -> None:
    """A bid: one this seat is offered and that beats the best so far; ``asking`` is what the plain
    asking bid says."""
    pub = s.pub
    auc = pub.auction
    assert auc is not None
    p = pub.to_move
    if a not in s._offered_bids(p):
        raise s._refuse_bid(a)
    if auc.may_hold():
        raise IllegalAction("bid_too_low", "overcalled, you may only hold or pass")
    if a not in auc.biddable([a], s._level):
        raise IllegalAction("bid_too_low", f"{a} does not beat {auc.best}")
    auc = auc.after(p, a, s._level, str(a))
    s._p(auction=auc)
    ev.append(Event("bid", p, {"bid": str(a), "kind": a.kind, "fav": a.fav},
                    f"{who(p)} " + (asking if a.kind == "ask" and not a.fav else f"bids {bid_text(a)}.")))
    after(s, ev)


def auction_next(s: FamilyState, ev: list[Event], contract: Callable[..., None],
                 all_passed: Callable[[Any, list[Event]], None]) -> None:
    """The next seat to speak; or the contract of the seat that won the auction; or, when
    everyone passed, ``all_passed``."""
    pub = s.pub
    auc = pub.auction
    assert auc is not None
    nxt = auc.to_move()
    if nxt is not None:
        s._p(to_move=nxt)
        return
    if auc.holder is not None:
        b = auc.best
        contract(s, auc.holder, b.kind, b.fav, False, ev)
        return
    all_passed(s, ev)


# ====================================================================== the play
def play_card(s: FamilyState, card: Any, c: int, ev: list[Event]) -> tuple[tuple[int, int], ...]:
    """The seat to move plays ``card`` (index ``c``, negative for a card not of the pack),
    following suit as the family's laws say: the trick so far with it."""
    pub = s.pub
    p = pub.to_move
    hand = s.hands[p]
    if c < 0 or not hand >> c & 1:
        raise IllegalAction("card_not_in_hand", f"{card} is not in the hand")
    if not s._playable(p) >> c & 1:
        led = s._led()
        t = pub.trump
        assert led is not None and t is not None
        if R.is_trump(led, t):
            raise IllegalAction("must_play_trump", "a trump was led and you hold a trump it forces")
        raise IllegalAction("must_follow_suit", f"you must follow {R.SUITS[R.suit_of(led)]}")
    s.hands = set_at(s.hands, p, hand & ~(1 << c))
    ev.append(Event("play", p, {"card": card}, f"{who(p)} plays {card.code}."))
    trick: tuple[tuple[int, int], ...] = pub.trick + ((p, c),)
    return trick


def close_trick(s: FamilyState, trick: tuple[tuple[int, int], ...], ev: list[Event],
                before: Callable[[int], None] | None = None) -> None:
    """A full trick goes to its winner, who leads next; ``before(winner)`` sees it first."""
    pub = s.pub
    t = pub.trump
    assert t is not None
    w = trick[R.trick_winner([x for _, x in trick], t)][0]
    taken = set_at(pub.tricks_taken, w, pub.tricks_taken[w] + 1)
    tricks = pub.tricks + ((trick[0][0], trick, w),)
    if before is not None:
        before(w)
    s._p(trick=(), tricks=tricks, tricks_taken=taken, leader=w, to_move=w)
    ev.append(Event("trick", w, {"cards": [R.CARDS[x] for _, x in trick], "winner": w,
                                 "tricks_taken": list(taken)},
                    f"{who(w)} wins the trick ({' '.join(R.CARDS[x].code for _, x in trick)})."))


def vole_call(s: FamilyState, a: Any, p: int, ev: list[Event], on: str, stop: str,
              settle: Callable[[Any, list[Event]], None]) -> None:
    """After the first tricks all went to the playing side: ``p`` plays on for the vole (and must
    then take every trick) or stops and is paid (``on`` and ``stop`` are the events' texts)."""
    if a.word == "vole":
        s._p(vole="committed", phase="play", to_move=p)
        ev.append(Event("vole", p, {}, on))
        return
    if a.word != "stop":
        raise IllegalAction("wrong_phase", f"{a}: say vole or stop")
    s._p(vole="stopped")
    ev.append(Event("stop", p, {}, stop))
    settle(s, ev)


# ====================================================================== settlement
class Books:
    """The ledger as a settlement changes it, with what each seat paid or was paid in this deal
    (the summary's ``payments``)."""

    def __init__(self, led: Ledger, n: int) -> None:
        self.led = led
        self.pays: dict[int, Fraction] = {q: Fraction(0) for q in range(n)}

    def pay(self, q_from: int, q_to: int, amount: Fraction) -> None:
        """``q_from`` pays ``q_to`` (a negative amount the other way round)."""
        if amount == 0 or q_from == q_to:
            return
        if amount < 0:
            q_from, q_to, amount = q_to, q_from, -amount
        self.led = self.led.pay(q_from, q_to, amount)
        self.pays[q_from] -= amount
        self.pays[q_to] += amount

    def payments(self) -> list[float]:
        return [float(self.pays[q]) for q in range(len(self.pays))]


def codille_doubled(led: Ledger, cap: int) -> bool:
    """The codille doubles the bête while the bête at stake (or, without one, the stakes) is
    within ``cap`` (0: no cap)."""
    test = led.bete_in_play if led.bete_in_play > 0 else led.stakes
    return cap == 0 or test <= cap


def vole_words(sm: dict[str, Any]) -> str:
    """What the summary's ``vole`` adds to the deal's last words."""
    if sm.get("vole") == "made":
        return " Vole!"
    if sm.get("vole") == "failed":
        return " The vole failed."
    return ""



class Settlement:
    """What a game's settlement starts from: the position's public part ``pub``, the options ``o``,
    the declarer ``d``, trump ``t``, the contract ``kind``, the pot ``P`` and the :class:`Books`;
    a game's subclass adds its facts and names its ways of paying."""

    def __init__(self, s: FamilyState) -> None:
        pub = self.pub = s.pub
        self.o = s.opts
        d, t = pub.declarer, pub.trump
        assert d is not None and t is not None
        self.d: int = d
        self.t: int = t
        self.kind: str = pub.contract or "ask"
        self.books = Books(pub.ledger, pub.n)
        self.P: Fraction = pub.ledger.pot
        self.summary: dict[str, Any] = {}

    @property
    def led(self) -> Ledger:
        return self.books.led

    @led.setter
    def led(self, led: Ledger) -> None:
        self.books.led = led

    def finish(self, s: FamilyState, ev: list[Event], how: str, together: bool, text: Callable[[dict[str, Any]], str],
               then: Callable[[Any, list[Event], dict[str, Any]], None], **public: Any) -> None:
        """The bêtes made queue (``together``: as one), the public part takes the ledger (and
        ``public``), the summary goes out as the deal's end (``text`` its words) and ``then`` starts
        the next deal."""
        sm = self.summary
        sm["payments"] = self.books.payments()
        led = self.led.end_deal(how, together)
        s._p(ledger=led, **public)
        sm["balances"] = [float(b) for b in led.balances]
        ev.append(Event("deal_end", self.d, dict(sm), text(sm)))
        then(s, ev, sm)
