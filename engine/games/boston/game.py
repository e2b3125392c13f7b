"""The Boston state machine: the dealer's stake in the pot, the Bête staked from the
queue, the deal (nothing turned), the bidding, trumps named by the declarer, an
optional supporter, Whist play, the payments and the Bêtes (spec ``boston.md``).

Every player plays for himself; the declarer plays alone against the other three
(with a supporter only when the option allows it).  Deal and play go clockwise
(seat + 1); the player after the dealer bids and leads first.  Money is counted in
points as exact fractions: ``balances`` per seat, ``pot`` on the table; the sum of
the balances and the pot is always zero.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Sequence

from engine.cards import Card
from engine.games.whist import tables as T
from engine.bitcards import cards_played, played_by, played_mask, seen_in_order, void_suits
from engine.kit import (SlotState, check_follow, dispatch, lay_card, replace_at, shuffled_deal, take_trick,
                       with_first_dealer)
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation, Standing

from . import scoring as SC
from .actions import CONTRACTS, Bid, BostonAction, Deal, Pass, Play, Support, Trump, parse_action
from .options import BostonOptions

__all__ = ["BostonState", "BostonObservation", "new_state", "REASON_CODES", "PHASES", "EVENT_KINDS"]

REASON_CODES = (
    "wrong_phase", "malformed_action", "game_over", "bad_deal", "card_not_in_hand", "must_follow_suit",
    "bid_too_low", "no_chance_due",
)
PHASES = ("deal", "bid", "trump", "support", "play", "over")
EVENT_KINDS = (
    "stake", "bete_staked", "deal", "bid", "pass", "all_pass", "contract", "trump_named", "support", "no_support",
    "play", "trick", "misere_lost", "deal_end", "payment", "pot_taken", "bete_made", "session_over",
)
CONTRACT_NAMES = {"small_boston": "small Boston", "great_boston": "great Boston",
                  "small_independence": "small Independence", "great_independence": "great Independence",
                  "misere": "Misère"}


#: a card played ``(seat, card index)``; a trick played ``(leader, cards, winner)``; a Bête ``(maker, amount)``
Played = tuple[int, int]
TrickRecord = tuple[int, tuple[Played, ...], int]
Bete = tuple[int, Fraction]


def _c(i: int) -> Card:
    return T.CARDS[i]


def _num(x: Fraction) -> float | int:
    return int(x) if x.denominator == 1 else float(x)


@dataclass(frozen=True)
class BostonObservation(Observation):
    """What one seat may see.  Money is in points (exact fractions)."""

    options: BostonOptions | None = None
    bids: tuple[tuple[int, str | None], ...] = ()   # ((seat, contract or None for a pass), ...) in this deal
    out_of_bidding: tuple[int, ...] = ()            # seats that have passed
    high_bid: str | None = None
    contract: str | None = None
    declarer: int | None = None
    supporter: int | None = None
    support_asked: tuple[int, ...] = ()     # seats that declined to support
    target: int | None = None     # tricks the declaring side needs (None before the contract)
    trump: str | None = None
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = ()
    trick_no: int = 0
    voids: tuple[tuple[str, ...], ...] = ((), (), (), ())
    pot: Fraction = Fraction(0)
    pot_bete: Bete | None = None  # (maker, amount) of the Bête staked in the pot now, if any
    betes: tuple[Bete, ...] = ()  # queued Bêtes ((maker, amount), ...), largest first
    balances: tuple[Fraction, ...] = ()
    deal_no: int = 0
    deals_total: int = 0
    history: tuple[dict[str, Any], ...] = ()


class BostonState(SlotState[BostonAction]):
    """A Boston session of a fixed number of deals.  ``apply`` returns a new state."""

    __slots__ = (
        "opts", "deals_total", "phase", "to_move", "dealer", "deal_no", "pot", "pot_bete", "betes", "balances",
        "hands", "dealt", "bids", "out", "high", "high_seat", "contract", "declarer", "supporter", "declined",
        "trump", "trick", "leader", "tricks", "tricks_won", "log", "turns",
    )

    def __init__(self, opts: BostonOptions, deals: int | None = None) -> None:
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        self.opts = opts
        self.deals_total = deals if deals is not None else 4 * opts.rounds
        self.deal_no = 0
        self.dealer = 0
        self.pot = Fraction(0)
        self.pot_bete: Bete | None = None
        self.betes: tuple[Bete, ...] = ()
        self.balances: tuple[Fraction, ...] = (Fraction(0),) * 4
        self.log: tuple[dict[str, Any], ...] = ()
        self.phase, self.to_move = "deal", CHANCE
        self._reset_deal()

    def _reset_deal(self) -> None:
        self.hands: tuple[int, ...] = (0, 0, 0, 0)
        self.dealt: tuple[int, ...] = (0, 0, 0, 0)
        self.bids: tuple[tuple[int, str | None], ...] = ()
        self.out: tuple[int, ...] = ()
        self.high: str | None = None
        self.high_seat = -1
        self.contract: str | None = None
        self.declarer = -1
        self.supporter = -1
        self.declined: tuple[int, ...] = ()
        self.trump = -1
        self.trick: tuple[Played, ...] = ()
        self.leader = -1
        self.tricks: tuple[TrickRecord, ...] = ()
        self.tricks_won: tuple[int, ...] = (0, 0, 0, 0)
        self.turns = 0

    # ----------------------------------------------------------------- helpers
    @staticmethod
    def next_seat(p: int, k: int = 1) -> int:
        return (p + k) % 4

    def side(self) -> tuple[int, ...]:
        return (self.declarer,) if self.supporter < 0 else (self.declarer, self.supporter)

    def side_tricks(self) -> int:
        return sum(self.tricks_won[q] for q in self.side())

    def target(self) -> int | None:
        if self.contract is None:
            return None
        return SC.target(self.contract, self.opts.great_independence_tricks, self.supporter >= 0)

    # ----------------------------------------------------------------- protocol
    def parse_action(self, text: str) -> BostonAction:
        return parse_action(text)

    def scores(self) -> list[float]:
        return [float(b) for b in self.balances]

    def standing(self, player: int) -> Standing:
        """Each plays for himself: won when his balance is the best, points are whole points won or lost."""
        sc = self.scores()
        mine = sc[player]
        best = max(v for i, v in enumerate(sc) if i != player)
        result = "won" if mine > best else "lost" if mine < best else "drawn"
        return Standing(result, max(0, round(mine)), max(0, round(-mine)))

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "pot": float(self.pot), "deals": [dict(d) for d in self.log],
                "deals_played": len(self.log)}

    def sample_chance(self, rng: random.Random) -> BostonAction:
        if self.phase == "deal":
            return shuffled_deal(T.CARDS, rng)
        raise IllegalAction("no_chance_due", "no chance event is due")

    def _higher_bids(self) -> list[str]:
        lo = -1 if self.high is None else CONTRACTS.index(self.high)
        return list(CONTRACTS[lo + 1:])

    def legal_actions(self) -> list[BostonAction]:
        p = self.to_move
        if p < 0:
            return []
        if self.phase == "play":
            return [Play(_c(i)) for i in T.bits(self._playable(p))]
        if self.phase == "bid":
            bids: list[BostonAction] = [Bid(c) for c in self._higher_bids()]
            return bids + [Pass()]
        if self.phase == "trump":
            return [Trump(s) for s in T.SUITS]
        if self.phase == "support":
            return [Support(), Pass()]
        return []

    def apply(self, action: BostonAction) -> tuple["BostonState", list[Event]]:
        return dispatch(self, _HANDLERS, action, "the session is over")

    def _playable(self, p: int) -> int:
        hand = self.hands[p]
        if not self.trick:
            return hand
        return hand & T.SUIT_MASK[T.SUIT_OF[self.trick[0][1]]] or hand

    # ----------------------------------------------------------------- observation
    def played_by(self) -> list[int]:
        return played_by(self.tricks, self.trick, 4)

    def voids(self) -> tuple[int, ...]:
        return tuple(void_suits(self.tricks, self.trick, T.SUIT_OF, 4))

    def _seen(self, p: int) -> tuple[Card, ...]:
        if not self.dealt[p]:
            return ()
        return tuple(_c(i) for i in seen_in_order(self.dealt[p], cards_played(self.tricks, self.trick)))

    def observation(self, player: int) -> BostonObservation:
        p = player
        legal = tuple(self.legal_actions()) if self.to_move == p else ()
        return BostonObservation(
            game="boston", player=p, legal_actions=legal, phase=self.phase, to_move=self.to_move, seats=4,
            hand=T.cards_of(self.hands[p]), hand_sizes=tuple(T.count(h) for h in self.hands),
            trick=tuple((q, _c(c)) for q, c in self.trick), trick_leader=self.leader if self.trick else None,
            tricks_taken=self.tricks_won, seen=self._seen(p), dealer=self.dealer, options=self.opts,
            bids=self.bids, out_of_bidding=self.out, high_bid=self.high, contract=self.contract,
            declarer=None if self.declarer < 0 else self.declarer,
            supporter=None if self.supporter < 0 else self.supporter, support_asked=self.declined,
            target=self.target(), trump=None if self.trump < 0 else T.SUITS[self.trump],
            tricks=tuple((ld, tuple((q, _c(c)) for q, c in cs), w) for ld, cs, w in self.tricks),
            trick_no=len(self.tricks),
            voids=tuple(tuple(T.SUITS[s] for s in range(4) if m >> s & 1) for m in self.voids()),
            pot=self.pot, pot_bete=self.pot_bete, betes=self.betes, balances=self.balances,
            deal_no=self.deal_no, deals_total=self.deals_total, history=self.log,
        )

    @classmethod
    def from_observation(cls, obs: BostonObservation, hands: Sequence[int]) -> "BostonState":
        """The state behind ``obs`` with the hidden hands filled in (four masks held now)."""
        s = object.__new__(cls)
        assert obs.options is not None
        s.opts = obs.options
        s.deals_total = obs.deals_total
        s.phase, s.to_move = obs.phase, obs.to_move
        s.dealer = obs.dealer if obs.dealer is not None else 0
        s.deal_no = obs.deal_no
        s.pot, s.pot_bete, s.betes, s.balances = obs.pot, obs.pot_bete, obs.betes, obs.balances
        s.log = obs.history
        s.hands = tuple(hands)
        s.bids, s.out, s.high = obs.bids, obs.out_of_bidding, obs.high_bid
        s.high_seat = next((q for q, b in reversed(obs.bids) if b is not None), -1)
        s.contract = obs.contract
        s.declarer = -1 if obs.declarer is None else obs.declarer
        s.supporter = -1 if obs.supporter is None else obs.supporter
        s.declined = obs.support_asked
        s.trump = -1 if obs.trump is None else T.SUITS.index(obs.trump)
        s.trick = tuple((q, T.BY_ID[id(c)]) for q, c in obs.trick)
        s.tricks = tuple((ld, tuple((q, T.BY_ID[id(c)]) for q, c in cs), w) for ld, cs, w in obs.tricks)
        if obs.trick_leader is not None:
            s.leader = obs.trick_leader
        elif obs.phase == "play":
            s.leader = obs.to_move
        else:
            s.leader = -1
        s.tricks_won = obs.tricks_taken
        s.turns = len(obs.bids)
        played = s.played_by()
        s.dealt = tuple(h | pl for h, pl in zip(s.hands, played))
        return s

    def places(self) -> list[int]:
        return list(self.hands) + [T.mask_of(c for _, c in self.trick), played_mask(self.tricks, ())]

    def money(self) -> Fraction:
        """The balances plus the pot: zero at all times."""
        return sum(self.balances, Fraction(0)) + self.pot


# ======================================================================= handlers
def _pay(s: BostonState, seat: int, amount: Fraction) -> None:
    s.balances = replace_at(s.balances, seat, s.balances[seat] + amount)


def _h_deal(s: BostonState, a: Deal, ev: list[Event]) -> None:
    order = [T.INDEX[c] for c in a.order]
    if len(order) != T.N or len(set(order)) != T.N:
        raise IllegalAction("bad_deal", "a deal must list all 52 cards once each")
    d = s.dealer
    stake = Fraction(s.opts.pot_per_deal)
    _pay(s, d, -stake)
    s.pot += stake
    ev.append(Event("stake", d, {"points": _num(stake), "pot": _num(s.pot)},
                    f"Player {d} puts {stake} into the pot; it holds {s.pot}."))
    if s.pot_bete is None and s.betes:
        maker, amount = s.betes[0]
        s.betes = s.betes[1:]
        _pay(s, maker, -amount)
        s.pot += amount
        s.pot_bete = (maker, amount)
        ev.append(Event("bete_staked", maker, {"points": _num(amount), "pot": _num(s.pot)},
                        f"Player {maker}'s Bête of {amount} is staked; the pot holds {s.pot}."))
    hands = [0, 0, 0, 0]
    for k, c in enumerate(order):
        hands[(d + 1 + k) % 4] |= 1 << c
    s.hands = s.dealt = tuple(hands)
    ev.append(Event("deal", d, {"dealer": d, "deal": s.deal_no + 1},
                    f"Player {d} deals thirteen cards to each player; no card is turned."))
    s.phase, s.to_move = "bid", s.next_seat(d)


def _bidding_over(s: BostonState) -> bool:
    if s.high == CONTRACTS[-1]:
        return True
    if s.opts.bidding_rounds == "single":
        return s.turns >= 4
    active = [q for q in range(4) if q not in s.out]
    if not active:
        return True
    return s.high is not None and active == [s.high_seat]


def _next_bidder(s: BostonState, ev: list[Event]) -> None:
    if _bidding_over(s):
        _end_bidding(s, ev)
        return
    q = s.next_seat(s.to_move)
    while q in s.out:
        q = s.next_seat(q)
    s.to_move = q


def _h_bid(s: BostonState, a: Bid, ev: list[Event]) -> None:
    p = s.to_move
    if a.contract not in s._higher_bids():
        raise IllegalAction("bid_too_low", f"{a.contract} does not outbid {s.high}", high=s.high)
    s.bids = s.bids + ((p, a.contract),)
    s.high, s.high_seat = a.contract, p
    s.turns += 1
    ev.append(Event("bid", p, {"contract": a.contract}, f"Player {p} bids {CONTRACT_NAMES[a.contract]}."))
    _next_bidder(s, ev)


def _h_pass(s: BostonState, a: Pass, ev: list[Event]) -> None:
    p = s.to_move
    s.bids = s.bids + ((p, None),)
    s.out = s.out + (p,)
    s.turns += 1
    ev.append(Event("pass", p, {}, f"Player {p} passes."))
    _next_bidder(s, ev)


def _end_bidding(s: BostonState, ev: list[Event]) -> None:
    if s.high is None:
        if s.opts.all_pass == "play_forced":
            s.high, s.high_seat = "small_boston", s.next_seat(s.dealer)
            ev.append(Event("all_pass", None, {"forced": s.high_seat},
                            f"All pass: player {s.high_seat} must play small Boston."))
        else:
            ev.append(Event("all_pass", None, {"forced": None, "pot": _num(s.pot)},
                            f"All pass: the cards are thrown in and the pot of {s.pot} stays for the next deal."))
            entry = {"deal": s.deal_no + 1, "dealer": s.dealer, "contract": None, "declarer": None,
                     "pot": _num(s.pot)}
            _next_deal(s, entry, ev)
            return
    s.contract, s.declarer = s.high, s.high_seat
    ev.append(Event("contract", s.declarer, {"contract": s.contract, "target": s.target()},
                    f"Player {s.declarer} plays {CONTRACT_NAMES[s.contract]} alone: {s.target()} tricks"
                    if s.contract != "misere" else f"Player {s.declarer} plays Misère: no trick at all."))
    if s.contract != "misere" or s.opts.misere_trumps == "declarer_names":
        s.phase, s.to_move = "trump", s.declarer
    else:
        _after_trump(s, ev)


def _h_trump(s: BostonState, a: Trump, ev: list[Event]) -> None:
    s.trump = T.SUITS.index(a.suit)
    ev.append(Event("trump_named", s.declarer, {"suit": a.suit},
                    f"Player {s.declarer} names {T.SUIT_NAMES[s.trump]} as trumps."))
    _after_trump(s, ev)


def _after_trump(s: BostonState, ev: list[Event]) -> None:
    if s.opts.declarer_partner == "supporter" and s.contract in ("small_boston", "great_boston"):
        s.phase, s.to_move = "support", s.next_seat(s.declarer)
        return
    _start_play(s, ev)


def _h_support(s: BostonState, a: Support, ev: list[Event]) -> None:
    p = s.to_move
    s.supporter = p
    ev.append(Event("support", p, {"declarer": s.declarer, "target": s.target()},
                    f"Player {p} supports player {s.declarer}: together they need {s.target()} tricks."))
    _start_play(s, ev)


def _h_no_support(s: BostonState, a: Pass, ev: list[Event]) -> None:
    p = s.to_move
    s.declined = s.declined + (p,)
    ev.append(Event("no_support", p, {}, f"Player {p} does not support."))
    q = s.next_seat(p)
    if q == s.declarer:
        _start_play(s, ev)
    else:
        s.to_move = q


def _start_play(s: BostonState, ev: list[Event]) -> None:
    s.phase = "play"
    s.leader = s.to_move = s.next_seat(s.dealer)


def _h_play(s: BostonState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    c = T.INDEX[a.card]
    check_follow(s, c, a.card, T)
    lay_card(s, p, c, a.card, s.hands[p] & ~(1 << c), ev)
    if len(s.trick) < 4:
        s.to_move = s.next_seat(p)
        return
    w = T.trick_winner(s.trick, s.trump)
    take_trick(s, w, T.CARDS, ev, lambda: {"declaring_side": w in s.side()})
    s.to_move = w
    if s.contract == "misere" and w == s.declarer:
        ev.append(Event("misere_lost", w, {"trick": len(s.tricks)},
                        f"Player {w} has taken a trick: the Misère is lost."))
        _settle(s, ev)
        return
    if len(s.tricks) == T.TRICKS:
        _settle(s, ev)


def _settle(s: BostonState, ev: list[Event]) -> None:
    assert s.contract is not None
    side = s.side()
    opponents = tuple(q for q in range(4) if q not in side)
    tricks = s.side_tricks()
    res = SC.settle(s.contract, tricks, s.pot, s.declarer, opponents, s.supporter if s.supporter >= 0 else None,
                    great_independence_tricks=s.opts.great_independence_tricks,
                    per_opponent=s.opts.payments_per_opponent)
    for payer, payee, amount in res.payments:
        _pay(s, payer, -amount)
        _pay(s, payee, amount)
        ev.append(Event("payment", payer, {"to": payee, "points": _num(amount)},
                        f"Player {payer} pays player {payee} {amount}."))
    bete = None
    if res.made:
        share = s.pot / len(side)
        for q in side:
            _pay(s, q, share)
        ev.append(Event("pot_taken", s.declarer, {"points": _num(s.pot), "seats": list(side)},
                        f"Player {s.declarer} takes the pot of {s.pot}"
                        + (f", shared with player {s.supporter}." if len(side) > 1 else ".")))
        s.pot = Fraction(0)
        s.pot_bete = None
    else:
        bete = res.bete
        queue = list(s.betes) + [(s.declarer, bete)]
        queue.sort(key=lambda b: -b[1])          # stable: equal Bêtes keep their order
        s.betes = tuple(queue)
        ev.append(Event("bete_made", s.declarer, {"points": _num(bete)},
                        f"Player {s.declarer} is Bête: {bete} to be staked in a later deal."))
    entry = {"deal": s.deal_no + 1, "dealer": s.dealer, "contract": s.contract, "declarer": s.declarer,
             "supporter": None if s.supporter < 0 else s.supporter,
             "trump": None if s.trump < 0 else T.SUITS[s.trump], "tricks": tricks, "target": s.target(),
             "made": res.made, "value": res.value, "bete": None if bete is None else _num(bete),
             "payments": [(a, b, _num(x)) for a, b, x in res.payments], "pot": _num(s.pot)}
    ev.append(Event("deal_end", s.declarer, entry,
                    f"Deal {s.deal_no + 1}: player {s.declarer} "
                    + ("makes" if res.made else "fails in") + f" {CONTRACT_NAMES[s.contract]} with {tricks} tricks."))
    _next_deal(s, entry, ev, logged=True)


def _next_deal(s: BostonState, entry: dict[str, Any], ev: list[Event], logged: bool = False) -> None:
    if not logged:
        ev.append(Event("deal_end", None, entry, f"Deal {s.deal_no + 1} is thrown in."))
    s.log = s.log + (entry,)
    s.deal_no += 1
    s._reset_deal()
    if s.deal_no >= s.deals_total:
        _end_session(s, ev)
        return
    s.dealer = s.next_seat(s.dealer)
    s.phase, s.to_move = "deal", CHANCE


def _end_session(s: BostonState, ev: list[Event]) -> None:
    """Our reading: the Bêtes still queued are paid into the pot, and the pot is shared
    equally by the four players."""
    for maker, amount in s.betes:
        _pay(s, maker, -amount)
        s.pot += amount
    s.betes = ()
    share = s.pot / 4
    for q in range(4):
        _pay(s, q, share)
    left = s.pot
    s.pot = Fraction(0)
    s.pot_bete = None
    s.phase, s.to_move = "over", TERMINAL
    ev.append(Event("session_over", None, {"pot_shared": _num(left), "balances": [_num(b) for b in s.balances]},
                    f"The session is over; the pot of {left} is shared. Balances: "
                    + ", ".join(f"player {q} {float(b):+g}" for q, b in enumerate(s.balances)) + "."))


_HANDLERS: dict[tuple[str, type], Any] = {
    ("deal", Deal): _h_deal,
    ("bid", Bid): _h_bid,
    ("bid", Pass): _h_pass,
    ("trump", Trump): _h_trump,
    ("support", Support): _h_support,
    ("support", Pass): _h_no_support,
    ("play", Play): _h_play,
}


def new_state(options: BostonOptions, deals: int | None = None, first_dealer: int | None = None) -> BostonState:
    """A new game; with ``first_dealer`` that seat deals first."""
    return with_first_dealer(BostonState(options, deals), first_dealer, 4, "deal")
