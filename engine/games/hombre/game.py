"""The L'Hombre state machine for three (L'Hombre) and four (Kaufquadrille) players.

Seats 0..n-1; every next seat sits on the previous one's right, so dealing, speaking,
exchanging and playing all go 0 → 1 → 2 (→ 3) → 0 (spec §1.6, INTERPRETATION 2).
Forehand is the seat after the dealer.

A state is a public part, :class:`Pub` (what every seat may know: the auction, the
contract, counts, played and shown cards, the ledger, the finished deals), and the hidden
cards (hands, the talon in order, each seat's discards and purchase).  An observation
carries the :class:`Pub` as it is, so a sampler rebuilds a state from an observation by
placing only the hidden cards.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Callable

from engine.cards import Card
from engine.kit import dispatch
from engine.protocol import CHANCE, Event, IllegalAction, Observation

from . import family as fam
from . import ranks as R
from .actions import (BID_KINDS, Bid, Call, Deal, Discard, DrawTrump, Favourite, HombreAction, Play, SpadilleDraw,
                      Trump, parse_action)
from .auction import PASS, Auction
from .family import FamilyState, set_at, who
from .ledger import Ledger
from .options import HombreOptions

__all__ = ["HombreState", "HombreObservation", "Pub", "new_state", "new_kauf_state", "REASON_CODES", "PHASES",
           "EVENT_KINDS", "FEES", "bid_level", "outcome", "multiplier", "win_fee", "loss_fee", "codille_doubles",
           "codille_takes_pot", "held_when_play_began"]

REASON_CODES = (
    "not_your_turn", "wrong_phase", "malformed_action", "game_over", "no_chance_due", "bad_deal", "bad_draw",
    "bid_too_low", "bid_not_offered", "may_not_hold", "needs_black_aces", "needs_spadille",
    "must_name_favourite", "not_a_suit", "card_not_in_hand", "duplicate_card", "must_buy", "too_many_cards",
    "wrong_discard_count", "must_keep_black_aces", "may_keep_one_king", "must_take_turned",
    "must_follow_suit", "must_play_trump", "not_lhombre", "bad_index", "may_not_review", "not_a_sure_game",
)
PHASES = ("first_dealer", "favourite", "deal", "auction", "casco_round", "trump", "exchange", "draw_trump",
          "look", "concede", "challenge", "lay_down_hold", "play", "vole", "over")
EVENT_KINDS = (
    "first_dealer", "favourite", "stake", "deal", "bid", "hold", "pass", "passed_out", "forced", "contract",
    "trump", "discard", "buy", "turn", "trump_drawn", "leftover", "concede", "challenge", "accept", "play_game",
    "lay_down", "play_out", "play", "trick", "review", "vole", "stop", "deal_end", "payment", "session_end",
)
# Game fee F per opponent (spec §2.7)
FEES = {"ask": 0, "casco": 4, "tourne": 2, "tourne2": 4, "tourne3": 4, "sans_prendre": 4, "solo_tout": 4}
KIND_WORDS = {"ask": "an asking game", "casco": "Casco", "tourne": "Tourné", "tourne2": "Tourné (second kind)",
              "tourne3": "Tourné (third kind)", "sans_prendre": "sans prendre", "solo_tout": "Solo tout"}
VOLE = 8
BLOCK = 12


def bid_level(bid: Bid, opts: HombreOptions) -> tuple[int, int]:
    """The bid ladder (spec §6): ask < Casco < Tourné < sans prendre < Solo tout (Casco
    above Tourné with the option); within a kind the favourite suit is higher."""
    base = {"ask": 1, "casco": 2, "tourne": 3, "tourne2": 3, "tourne3": 3, "sans_prendre": 4, "solo_tout": 5}[bid.kind]
    if opts.casco_outranks_tourne == "on" and base in (2, 3):
        base = 5 - base
    return (base, 1 if bid.fav else 0)


def _cards(m: int) -> str:
    return " ".join(c.code for c in R.cards_of(m)) or "-"


@dataclass(frozen=True)
class Pub:
    """Everything public about a position."""

    n: int
    deals_total: int
    ledger: Ledger
    phase: str = "first_dealer"
    to_move: int = CHANCE
    deal_no: int = 0
    dealer: int | None = None
    favourite: int | None = None
    auction: Auction | None = None
    casco_i: int = 0
    declarer: int | None = None
    contract: str | None = None
    contract_fav: bool = False
    forced: bool = False
    trump: int | None = None
    exch_order: tuple[int, ...] = ()
    exch_i: int = 0
    discard_counts: tuple[int, ...] = ()
    talon_size: int = 0
    turned: tuple[int, ...] = ()
    trump_card: int | None = None
    leftover_shown: tuple[int, ...] = ()
    conceded: bool = False
    challenger: int | None = None
    challenge_i: int = 0
    trick: tuple[tuple[int, int], ...] = ()
    leader: int | None = None
    tricks: tuple[tuple[int, tuple[tuple[int, int], ...], int], ...] = ()
    tricks_taken: tuple[int, ...] = ()
    vole: str = ""             # "", "committed", "stopped"
    reviewed: bool = False     # l'Hombre looked at a finished trick: no vole for him (law 34)
    laid_down: bool = False    # a sure sans prendre shown and paid without play (law 23)
    shown_hand: tuple[int, ...] = ()  # l'Hombre's hand as laid down under law 23: known to all while unplayed
    history: tuple[tuple[tuple[str, Any], ...], ...] = ()   # finished deals: tuples of (key, value) pairs

    @property
    def forehand(self) -> int:
        assert self.dealer is not None
        return (self.dealer + 1) % self.n


@dataclass(frozen=True)
class HombreObservation(Observation):
    """What one seat may see.  ``public`` is the whole public part of the position;
    ``discards`` and ``bought`` are this seat's own (the others' only as counts).
    ``known_cards`` has, per seat, the cards everybody knows to be in that hand now: the hand
    l'Hombre laid down under law 23 (``Pub.shown_hand``) and then had to play out, less the
    cards he has played since; empty for every other seat."""

    options: HombreOptions | None = None
    public: Pub | None = None
    discards: tuple[Card, ...] = ()
    bought: tuple[Card, ...] = ()
    declarer: int | None = None
    contract: str | None = None
    trump: int | None = None
    scores: tuple[float, ...] = ()
    reviewable: tuple[int, ...] = ()     # indices of the finished tricks this seat may turn over now (option trick_review)
    known_cards: tuple[tuple[Card, ...], ...] = ()    # per seat: cards publicly known to be in that hand now (law 23's shown hand)


class HombreState(FamilyState[HombreAction]):
    """L'Hombre for three or Kaufquadrille for four.  ``apply`` returns a new state."""

    __slots__ = ("opts", "game", "pub", "hands", "talon", "discards", "bought")

    def __init__(self, opts: HombreOptions, n: int = 3, deals: int | None = None, game: str = "hombre") -> None:
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        self.opts = opts
        self.game = game
        self.pub = Pub(n=n, deals_total=deals if deals is not None else opts.rounds * n,
                       ledger=Ledger.new(n, opts.block == "on"))
        self.hands: tuple[int, ...] = (0,) * n
        self.talon: tuple[int, ...] = ()
        self.discards: tuple[int, ...] = (0,) * n
        self.bought: tuple[tuple[int, ...], ...] = ((),) * n

    pub: Pub

    # ------------------------------------------------------------------ basics
    @property
    def hand_size(self) -> int:
        return 9 if self.n == 3 else 8

    def _clone(self) -> "HombreState":
        s = object.__new__(HombreState)
        s.opts, s.game, s.pub, s.hands, s.talon, s.discards, s.bought = (
            self.opts, self.game, self.pub, self.hands, self.talon, self.discards, self.bought)
        return s

    copy = _clone

    def parse_action(self, text: str) -> HombreAction:
        return parse_action(text)

    # ------------------------------------------------------------------ chance
    def sample_chance(self, rng: random.Random) -> HombreAction:
        ph = self.pub.phase
        if ph == "first_dealer":
            return SpadilleDraw(rng.randrange(R.N))
        if ph == "favourite":
            return Favourite(rng.randrange(4))
        if ph == "deal":
            order = list(R.CARDS)
            rng.shuffle(order)
            return Deal(tuple(order))
        if ph == "draw_trump":
            d = self.pub.declarer
            assert d is not None
            return DrawTrump(rng.randrange(len(self.bought[d])) + 1)
        raise IllegalAction("no_chance_due", "no chance event is due")

    # ------------------------------------------------------------------ legal actions
    def _offered_bids(self, p: int) -> list[Bid]:
        o = self.opts
        kinds = ["ask"]
        if o.casco == "on" and o.casco_timing == "forces_anytime":
            kinds.append("casco")
        if o.tourne != "off":
            kinds.append("tourne")
            if o.tourne == "kinds_1_2_3":
                h = self.hands[p]
                if h >> R.AS & 1 and h >> R.AC & 1:
                    kinds.append("tourne2")
                if h >> R.AS & 1:
                    kinds.append("tourne3")
        kinds.append("sans_prendre")
        if o.solo_tout_bid == "on":
            kinds.append("solo_tout")
        out = [Bid(k) for k in kinds]
        if o.preference_3p == "on":
            out += [Bid(k, True) for k in kinds if not k.startswith("tourne")]
        out.sort(key=lambda b: bid_level(b, o))
        return out

    def _level(self, b: Bid) -> tuple[int, int]:
        return bid_level(b, self.opts)

    def _refuse_bid(self, a: Bid) -> IllegalAction:
        if a.kind in ("tourne2",) and a.kind in _all_kinds(self):
            return IllegalAction("needs_black_aces", "Tourné of the second kind needs Spadille and Basto")
        if a.kind == "tourne3" and a.kind in _all_kinds(self):
            return IllegalAction("needs_spadille", "Tourné of the third kind needs Spadille")
        return IllegalAction("bid_not_offered", f"{a} is not a bid of these rules")

    def legal_actions(self) -> list[HombreAction]:
        pub, p = self.pub, self.pub.to_move
        if p < 0:
            return []
        ph = pub.phase
        if ph == "auction":
            return self._auction_actions(p)
        if ph == "casco_round":
            casco: list[HombreAction] = [Call(PASS), Bid("casco")]
            return casco + ([Bid("casco", True)] if self.opts.preference_3p == "on" else [])
        if ph == "trump":
            return [Trump(s) for s in self._trump_choices()]
        if ph == "exchange":
            return [Discard(R.cards_of(m)) for m in self._discard_choices(p)]
        if ph == "look":
            return [Call("look"), Call("no_look")]
        if ph == "concede":
            calls: list[HombreAction] = [Call("play_game"), Call("concede")]
            return calls + ([Call("lay_down")] if self._sure_game(p) else [])
        if ph == "challenge":
            return [Call("accept"), Call("challenge")]
        if ph == "lay_down_hold":
            return [Call("accept"), Call("play_out")]
        if ph == "play":
            out: list[HombreAction] = [Play(R.CARDS[c]) for c in R.bits(self._playable(p))]
            if self._may_review(p):
                out.append(Call("review"))
            return out
        if ph == "vole":
            return [Call("vole"), Call("stop")]
        return []

    def _sure_game(self, p: int) -> bool:
        """A sans prendre that cannot lose: l'Hombre holds the five highest trumps, each of
        which wins whatever trick it falls in (law 23)."""
        pub = self.pub
        if pub.contract not in ("sans_prendre",) or pub.trump is None or p != pub.declarer:
            return False
        top = R.trump_order(pub.trump)[:5]
        return all(self.hands[p] >> c & 1 for c in top)

    def _may_review(self, p: int) -> bool:
        """Looking at a finished trick is an action only where it matters: l'Hombre's look
        spoils his vole (law 34, ``review_voids_vole``); he may not look once committed."""
        pub = self.pub
        return (p == pub.declarer and self.opts.review_voids_vole == "on" and self.opts.trick_review != "none"
                and bool(pub.tricks) and not pub.reviewed and pub.vole == "" and pub.contract != "solo_tout"
                and pub.challenger is None)

    def _trump_choices(self) -> list[int]:
        pub = self.pub
        if pub.contract_fav and pub.favourite is not None:
            return [pub.favourite]
        return [0, 1, 2, 3]

    def _discard_rule(self, p: int) -> tuple[int, int, int, int]:
        """(fewest, most) cards seat ``p`` may discard now, plus masks: cards that must be kept,
        cards that may be kept (kind 3 keeps at most one king among them)."""
        pub = self.pub
        hand = self.hands[p]
        hs = R.popcount(hand)
        tal = pub.talon_size
        if p != pub.declarer:
            return 0, min(hs, tal), 0, hand
        k = pub.contract
        if k == "casco":
            return max(hs - 1, 1), min(hs, tal), 0, hand
        if k == "tourne2":
            keep = hand & ((1 << R.AS) | (1 << R.AC))
            return hs - 2, hs - 2, keep, keep
        if k == "tourne3":
            # keeps the black aces, and may keep one king besides (spec §2.10.3)
            aces = hand & ((1 << R.AS) | (1 << R.AC))
            kings = sum(1 << c for c in R.bits(hand) if R.rank_of(c) == "K")
            least = max(6 if self.n == 3 else 5, hs - R.popcount(aces) - 1)
            return least, min(hs, tal), aces, aces | kings
        least = max(1, len(pub.turned))
        return least, min(hs, tal), 0, hand

    def _discard_choices(self, p: int) -> list[int]:
        lo, hi, must_keep, may_keep = self._discard_rule(p)
        hand = self.hands[p]
        cs = R.bits(hand)
        out = []
        for k in range(lo, hi + 1):
            for combo in itertools.combinations(cs, k):
                m = sum(1 << c for c in combo)
                if self._discard_ok(p, m, must_keep, may_keep):
                    out.append(m)
        return out

    def _discard_ok(self, p: int, m: int, must_keep: int, may_keep: int) -> bool:
        kept = self.hands[p] & ~m
        if kept & must_keep != must_keep:
            return False
        if kept & ~may_keep:
            return False
        if p == self.pub.declarer and self.pub.contract == "tourne3":
            if sum(1 for c in R.bits(kept) if R.rank_of(c) == "K") > 1:
                return False
        return True

    # ------------------------------------------------------------------ apply
    def apply(self, action: HombreAction) -> tuple["HombreState", list[Event]]:
        return dispatch(self, _HANDLERS, action)

    # ------------------------------------------------------------------ observation
    def observation(self, player: int) -> HombreObservation:
        p = player
        pub = self.pub
        seen = self.hands[p] | self.discards[p] | fam.played_mask(pub)
        for c in pub.turned + pub.leftover_shown:
            seen |= 1 << c
        if pub.trump_card is not None:
            seen |= 1 << pub.trump_card
        known: tuple[tuple[Card, ...], ...] = ((),) * pub.n
        if pub.shown_hand:         # law 23: the hand laid down is known to all while he holds it
            shown = sum(1 << c for c in pub.shown_hand)
            seen |= shown
            known = tuple(R.cards_of(shown & self.hands[q]) if q == pub.declarer else () for q in range(pub.n))
        return HombreObservation(**self._view(p, seen), discards=R.cards_of(self.discards[p]),
                                 bought=tuple(R.CARDS[c] for c in self.bought[p]), known_cards=known)

    def _reviewable(self, p: int) -> tuple[int, ...]:
        """Which finished tricks ``p`` may look at (law 34, option ``trick_review``).  Computer
        players remember every card played anyway (spec §8 [15])."""
        k = len(self.pub.tricks)
        if not k or self.pub.phase not in ("play", "vole"):
            return ()
        rule = self.opts.trick_review
        if rule == "all_players_all" or (rule == "lhombre_all" and p == self.pub.declarer):
            return tuple(range(k))
        if rule == "last_trick_only":
            return (k - 1,)
        return ()

    # ------------------------------------------------------------------ bookkeeping for tests
    def places(self) -> list[int]:
        """Masks of every place a card can be (hands, discards, talon, tricks, the trick)."""
        pub = self.pub
        played = 0
        for _ld, cs, _w in pub.tricks:
            for _q, c in cs:
                played |= 1 << c
        trick = 0
        for _q, c in pub.trick:
            trick |= 1 << c
        talon = sum(1 << c for c in self.talon)
        return list(self.hands) + list(self.discards) + [talon, played, trick]


# ====================================================================== handlers
def _start_deal(s: HombreState, ev: list[Event]) -> None:
    pub = s.pub
    if pub.deal_no >= pub.deals_total:
        s.hands, s.talon, s.discards, s.bought = (0,) * pub.n, (), (0,) * pub.n, ((),) * pub.n
        fam.session_end(s, ev, turned=(), trump_card=None, leftover_shown=(), shown_hand=())
        return
    n = pub.n
    s.hands = (0,) * n
    s.talon = ()
    s.discards = (0,) * n
    s.bought = ((),) * n
    assert pub.dealer is not None
    led, put = pub.ledger.start_deal(pub.dealer, s.opts.stake_method, s.opts.dealer_stake, s.opts.codille_jettons)
    s._p(ledger=led, phase="deal", to_move=CHANCE, auction=None, casco_i=0, declarer=None, contract=None,
         contract_fav=False, forced=False, trump=None, exch_order=(), exch_i=0, discard_counts=(0,) * n,
         talon_size=0, turned=(), trump_card=None, leftover_shown=(), conceded=False, challenger=None,
         challenge_i=0, trick=(), leader=None, tricks=(), tricks_taken=(0,) * n, vole="", reviewed=False,
         laid_down=False, shown_hand=())
    fam.stake_event(pub, led, put, ev)


def _h_spadille(s: HombreState, a: SpadilleDraw, ev: list[Event]) -> None:
    fam.first_dealer(s, a.position, R.N, "Spadille's place must be 0..39", ev)
    if s.opts.preference_3p == "on":
        s._p(phase="favourite", to_move=CHANCE)
    else:
        _start_deal(s, ev)


def _h_favourite(s: HombreState, a: Favourite, ev: list[Event]) -> None:
    s._p(favourite=a.suit)
    ev.append(Event("favourite", None, {"suit": a.suit},
                    f"The favourite suit of this sitting is {R.SUITS[a.suit]}."))
    _start_deal(s, ev)


def _h_deal(s: HombreState, a: Deal, ev: list[Event]) -> None:
    idx = [R.INDEX.get(c, -1) for c in a.order]
    if len(idx) != R.N or len(set(idx)) != R.N or -1 in idx:
        raise IllegalAction("bad_deal", "a deal gives all 40 cards once each")
    pub = s.pub
    n, hs = pub.n, s.hand_size
    packet = 3 if n == 3 else 4
    hands = [0] * n
    k = 0
    fh = pub.forehand
    for _round in range(hs // packet):
        for j in range(n):
            q = (fh + j) % n
            for _ in range(packet):
                hands[q] |= 1 << idx[k]
                k += 1
    s.hands = tuple(hands)
    s.talon = tuple(idx[k:])
    order = tuple((fh + j) % n for j in range(n))
    s._p(phase="auction", auction=Auction(order=order), to_move=fh, talon_size=len(s.talon))
    ev.append(Event("deal", pub.dealer, {"talon": len(s.talon), "hand_size": hs},
                    f"Player {pub.dealer} deals {hs} cards each; {len(s.talon)} form the talon."))


def _bid_text(b: Bid) -> str:
    return KIND_WORDS[b.kind] + (" in the favourite suit" if b.fav else "")


def _h_auction_call(s: HombreState, a: Call, ev: list[Event]) -> None:
    fam.auction_call(s, a, ev, _bid_text, _auction_next)


def _h_auction_bid(s: HombreState, a: Bid, ev: list[Event]) -> None:
    fam.auction_bid(s, a, ev, _bid_text, "asks: 'Is it permitted?'", _auction_next)


def _all_kinds(s: HombreState) -> set[str]:
    o = s.opts
    k = {"ask", "sans_prendre"}
    if o.casco == "on":
        k.add("casco")
    if o.tourne != "off":
        k.add("tourne")
    if o.tourne == "kinds_1_2_3":
        k |= {"tourne2", "tourne3"}
    if o.solo_tout_bid == "on":
        k.add("solo_tout")
    return k


def _auction_next(s: HombreState, ev: list[Event]) -> None:
    fam.auction_next(s, ev, _contract, _casco_round_or_all_passed)


def _casco_round_or_all_passed(s: HombreState, ev: list[Event]) -> None:
    if s.opts.casco == "on" and s.opts.casco_timing == "only_after_all_pass":
        s._p(phase="casco_round", casco_i=0, to_move=s.pub.forehand)
        return
    _all_passed(s, ev)


def _h_casco_round(s: HombreState, a: Any, ev: list[Event]) -> None:
    pub = s.pub
    p = pub.to_move
    if isinstance(a, Call) and a.word == PASS:
        ev.append(Event("pass", p, {"casco_round": True}, f"{who(p)} does not play Casco."))
        i = pub.casco_i + 1
        if i >= pub.n:
            _all_passed(s, ev)
        else:
            s._p(casco_i=i, to_move=(pub.forehand + i) % pub.n)
        return
    if isinstance(a, Bid) and a.kind == "casco" and (not a.fav or s.opts.preference_3p == "on"):
        ev.append(Event("bid", p, {"bid": str(a), "kind": "casco", "fav": a.fav},
                        f"{who(p)} plays {_bid_text(a)}."))
        _contract(s, p, "casco", a.fav, False, ev)
        return
    raise IllegalAction("bid_not_offered", "after everyone passed only Casco may be played")


def _all_passed(s: HombreState, ev: list[Event]) -> None:
    pub = s.pub
    if s.opts.spadille_force == "on":
        holder = next((q for q in range(pub.n) if s.hands[q] >> R.AS & 1), None)
        if holder is not None:
            ev.append(Event("forced", holder, {},
                            f"Everyone passed: player {holder} holds Spadille and must play an asking game."))
            _contract(s, holder, "ask", False, True, ev)
            return
        ev.append(Event("passed_out", None, {"spadille_in_talon": True},
                        "Everyone passed and Spadille lies in the talon: the deal is not played."))
    else:
        ev.append(Event("passed_out", None, {}, "Everyone passed: the stake stays and the next player deals."))
    s._p(ledger=s.pub.ledger.end_deal("pass_out", True))
    _next_deal(s, ev, {"deal": pub.deal_no + 1, "dealer": pub.dealer, "result": "passed_out"})


def _contract(s: HombreState, d: int, kind: str, fav: bool, forced: bool, ev: list[Event]) -> None:
    pub = s.pub
    n = pub.n
    defenders = tuple((d + j) % n for j in range(1, n))
    buys = kind not in ("sans_prendre", "solo_tout")
    order = ((d,) if buys else ()) + defenders
    s._p(declarer=d, contract=kind, contract_fav=fav, forced=forced, exch_order=order, exch_i=0)
    ev.append(Event("contract", d, {"kind": kind, "fav": fav, "forced": forced},
                    f"Player {d} is l'Hombre and plays {KIND_WORDS[kind]}" + (" in the favourite suit" if fav else "")
                    + ("." if not forced else " (forced: he holds Spadille).")))
    if kind in ("ask", "sans_prendre", "solo_tout"):
        s._p(phase="trump", to_move=d)
    elif kind == "tourne" or (kind == "tourne2" and s.opts.tourne_kind2_turn_talon == "on"):
        _turn(s, ev)
        s._p(phase="exchange", to_move=d)
    else:  # casco, tourne2, tourne3: the declarer buys first, trump comes after
        s._p(phase="exchange", to_move=d)


def _turn(s: HombreState, ev: list[Event]) -> None:
    """Tourné: the talon's top card is turned and its suit is trump."""
    turned: list[int] = []
    k = 0
    while True:
        c = s.talon[k]
        turned.append(c)
        k += 1
        if c in (R.AS, R.AC) and s.opts.tourne_black_ace == "turn_again" and k < len(s.talon):
            continue
        break
    c = turned[-1]
    t = 3 if c == R.AS else 0 if c == R.AC else R.suit_of(c)
    s._p(turned=tuple(turned), trump=t)
    ev.append(Event("turn", s.pub.declarer, {"cards": [R.CARDS[x] for x in turned], "trump": t},
                    f"Turned up: {' '.join(R.CARDS[x].code for x in turned)}; {R.SUITS[t]} are trump."))


def _h_trump(s: HombreState, a: Trump, ev: list[Event]) -> None:
    pub = s.pub
    if not 0 <= a.suit < 4:
        raise IllegalAction("not_a_suit", "trump must be one of the four suits")
    if a.suit not in s._trump_choices():
        raise IllegalAction("must_name_favourite", "a game bid in the favourite suit is played in it")
    s._p(trump=a.suit)
    d = pub.declarer
    ev.append(Event("trump", d, {"suit": a.suit}, f"Player {d} names {R.SUITS[a.suit]} trump."))
    if pub.contract == "casco":
        _after_declarer_exchange(s, ev)
        return
    s._p(phase="exchange", to_move=pub.exch_order[0] if pub.exch_order else d)
    if not pub.exch_order:
        _exchanges_done(s, ev)


def _h_discard(s: HombreState, a: Discard, ev: list[Event]) -> None:
    pub = s.pub
    p = pub.to_move
    m = 0
    for c in a.cards:
        i = R.INDEX[c]
        if m >> i & 1:
            raise IllegalAction("duplicate_card", f"{c} is named twice")
        m |= 1 << i
    hand = s.hands[p]
    if m & ~hand:
        raise IllegalAction("card_not_in_hand", f"{_cards(m & ~hand)} not in the hand")
    lo, hi, must_keep, may_keep = s._discard_rule(p)
    k = R.popcount(m)
    if k < lo:
        if pub.turned and p == pub.declarer and k < len(pub.turned):
            raise IllegalAction("must_take_turned", "l'Hombre must take the turned card")
        if pub.contract in ("casco", "tourne2", "tourne3") and p == pub.declarer:
            raise IllegalAction("wrong_discard_count", f"this game discards at least {lo}")
        raise IllegalAction("must_buy", "whoever asked must buy at least one card")
    if k > hi:
        raise IllegalAction("too_many_cards", f"only {hi} cards can be bought")
    if not s._discard_ok(p, m, must_keep, may_keep):
        if pub.contract == "tourne2":
            raise IllegalAction("must_keep_black_aces", "Tourné of the second kind keeps the black aces only")
        raise IllegalAction("may_keep_one_king", "Tourné of the third kind keeps the black aces and one king")
    new = s.talon[:k]
    s.talon = s.talon[k:]
    s.hands = set_at(s.hands, p, (hand & ~m) | sum(1 << c for c in new))
    s.discards = set_at(s.discards, p, s.discards[p] | m)
    s.bought = set_at(s.bought, p, tuple(new))
    s._p(discard_counts=set_at(pub.discard_counts, p, pub.discard_counts[p] + k), talon_size=len(s.talon))
    ev.append(Event("discard", p, {"count": k}, f"{who(p)} discards {k} and buys {k}."
                    + (f" {len(s.talon)} cards are left in the talon." if s.talon else "")))
    if p == pub.declarer:
        _after_declarer_exchange(s, ev)
        return
    _next_exchanger(s, ev)


def _after_declarer_exchange(s: HombreState, ev: list[Event]) -> None:
    pub = s.pub
    d = pub.declarer
    assert d is not None
    if pub.trump is None:
        if pub.contract == "casco":
            s._p(phase="trump", to_move=d)
            return
        if pub.contract in ("tourne2", "tourne3"):
            s._p(phase="draw_trump", to_move=CHANCE)
            return
    _next_exchanger(s, ev)


def _h_draw_trump(s: HombreState, a: DrawTrump, ev: list[Event]) -> None:
    d = s.pub.declarer
    assert d is not None
    new = s.bought[d]
    if not 1 <= a.index <= len(new):
        raise IllegalAction("bad_index", f"choose one of the {len(new)} cards bought")
    c = new[a.index - 1]
    t = R.suit_of(c)
    s._p(trump_card=c, trump=t)
    ev.append(Event("trump_drawn", d, {"card": R.CARDS[c], "suit": t},
                    f"Drawn from the new cards: {R.CARDS[c].code}; {R.SUITS[t]} are trump."))
    _next_exchanger(s, ev)


def _next_exchanger(s: HombreState, ev: list[Event]) -> None:
    pub = s.pub
    i = pub.exch_i + 1
    if i < len(pub.exch_order) and pub.talon_size > 0:
        s._p(exch_i=i, to_move=pub.exch_order[i], phase="exchange")
        return
    s._p(exch_i=i)
    _exchanges_done(s, ev)


def _exchanges_done(s: HombreState, ev: list[Event]) -> None:
    pub = s.pub
    if s.talon:
        view = s.opts.leftover_talon_view
        if view == "everyone":
            _show_leftover(s, ev)
        elif view == "last_exchanger_then_all":
            last = pub.exch_order[-1] if pub.exch_order else pub.declarer
            s._p(phase="look", to_move=last)
            return
    _to_concede(s, ev)


def _show_leftover(s: HombreState, ev: list[Event]) -> None:
    s._p(leftover_shown=tuple(s.talon))
    ev.append(Event("leftover", s.pub.to_move, {"cards": [R.CARDS[c] for c in s.talon]},
                    "The talon cards nobody bought: " + " ".join(R.CARDS[c].code for c in s.talon) + "."))


def _h_look(s: HombreState, a: Call, ev: list[Event]) -> None:
    if a.word == "look":
        _show_leftover(s, ev)
    elif a.word != "no_look":
        raise IllegalAction("wrong_phase", f"{a}: say look or no_look")
    _to_concede(s, ev)


def _to_concede(s: HombreState, ev: list[Event]) -> None:
    s._p(phase="concede", to_move=s.pub.declarer)


def _h_concede(s: HombreState, a: Call, ev: list[Event]) -> None:
    pub = s.pub
    d = pub.declarer
    assert d is not None
    if a.word == "play_game":
        ev.append(Event("play_game", d, {}, f"Player {d} plays the game."))
        _start_play(s)
        return
    if a.word == "lay_down":
        if not s._sure_game(d):
            raise IllegalAction("not_a_sure_game", "only a sans prendre with the five highest trumps is laid down")
        ev.append(Event("lay_down", d, {"hand": R.cards_of(s.hands[d])},
                        f"Player {d} shows a sure sans prendre: " + " ".join(
                            c.code for c in R.cards_of(s.hands[d])) + "."))
        # law 23: each opponent in turn may accept it, or hold him to play it out properly; the
        # cards shown stay known to all while he still holds them
        s._p(phase="lay_down_hold", challenge_i=0, to_move=(d + 1) % pub.n, shown_hand=tuple(R.bits(s.hands[d])))
        return
    if a.word != "concede":
        raise IllegalAction("wrong_phase", f"{a}: say play_game or concede")
    ev.append(Event("concede", d, {}, f"Player {d} gives it remis: he pays one bête and cannot lose codille."))
    s._p(conceded=True)
    if s.opts.remise_play_on == "allowed":
        s._p(phase="challenge", challenge_i=0, to_move=(d + 1) % pub.n)
        return
    _settle(s, ev)


def _h_challenge(s: HombreState, a: Call, ev: list[Event]) -> None:
    pub = s.pub
    p = pub.to_move
    d = pub.declarer
    assert d is not None
    if a.word == "challenge":
        ev.append(Event("challenge", p, {}, f"Player {p} plays the conceded game on, hoping for codille; "
                                            "the others play against him."))
        s._p(challenger=p)
        _start_play(s)
        return
    if a.word != "accept":
        raise IllegalAction("wrong_phase", f"{a}: say accept or challenge")
    ev.append(Event("accept", p, {}, f"Player {p} accepts the concession."))
    i = pub.challenge_i + 1
    if i >= pub.n - 1:
        _settle(s, ev)
    else:
        s._p(challenge_i=i, to_move=(d + 1 + i) % pub.n)


def _h_lay_down_hold(s: HombreState, a: Call, ev: list[Event]) -> None:
    """Law 23: a sure sans prendre laid down is paid at once, unless an opponent holds
    l'Hombre to play it out; then it is played like any other game."""
    pub = s.pub
    p = pub.to_move
    d = pub.declarer
    assert d is not None
    if a.word == "play_out":
        ev.append(Event("play_out", p, {}, f"Player {p} holds l'Hombre to play the game out."))
        _start_play(s)
        return
    if a.word != "accept":
        raise IllegalAction("wrong_phase", f"{a}: say accept or play_out")
    ev.append(Event("accept", p, {}, f"Player {p} accepts the game laid down."))
    i = pub.challenge_i + 1
    if i >= pub.n - 1:
        s._p(laid_down=True)
        _settle(s, ev)
    else:
        s._p(challenge_i=i, to_move=(d + 1 + i) % pub.n)


def _start_play(s: HombreState) -> None:
    pub = s.pub
    fh = pub.forehand
    s._p(phase="play", leader=fh, to_move=fh, vole="committed" if pub.contract == "solo_tout" else "")


def _h_play(s: HombreState, a: Play, ev: list[Event]) -> None:
    pub = s.pub
    p = pub.to_move
    trick = fam.play_card(s, a.card, R.INDEX[a.card], ev)
    if len(trick) < pub.n:
        s._p(trick=trick, to_move=(p + 1) % pub.n)
        return
    fam.close_trick(s, trick, ev)
    _after_trick(s, ev)


def outcome(pub: Pub, tricks: tuple[int, ...]) -> tuple[str, int | None]:
    """What the trick counts decide under the contract (for settling and for stopping early)."""
    d = pub.declarer
    assert d is not None
    if pub.challenger is not None:
        res, w = R.classify(tricks, -1)
        return ("challenged", w)
    res, w = R.classify(tricks, d)
    if pub.contract == "solo_tout" and res == "win" and tricks[d] < _total_tricks(pub):
        return ("remise", None)  # INTERPRETATION 11: most tricks without the announced vole
    return (res, w)


# ---------------------------------------------------------------------- the settlement's rules
# (read by the settlement below and by the rollouts' quick mirror of it, :func:`.payout.settlement`)
def multiplier(o: HombreOptions, pub: Pub) -> int:
    """Payments between seats are doubled when trump is the favourite suit (the préférence of three)."""
    return 2 if o.preference_3p == "on" and pub.favourite is not None and pub.trump == pub.favourite else 1


def win_fee(kind: str, m: int, prem: int, made: bool, failed: bool) -> int:
    """What each opponent pays l'Hombre who won (before the multiplier): the game's fee, his
    matadors, the premiers, and the vole made (or, played for and failed, paid back)."""
    return FEES[kind] + m + prem + (VOLE if made else 0) - (VOLE if failed else 0)


def loss_fee(kind: str, m: int) -> int:
    """What l'Hombre who lost pays each opponent (before the multiplier): the game's fee, his
    matadors, and the vole of an announced Solo tout."""
    return FEES[kind] + m + (VOLE if kind == "solo_tout" else 0)


def codille_doubles(o: HombreOptions, led: Ledger) -> bool:
    """A codille doubles l'Hombre's bête where the options say so, within their cap."""
    return (o.stake_method != "equal_pool_method3" and o.codille_doubling == "double_up_to_cap"
            and fam.codille_doubled(led, o.codille_double_cap))


def codille_takes_pot(o: HombreOptions, doubled: bool) -> bool:
    """The codille's winner takes the pot, unless a doubled bête leaves it standing."""
    return not (doubled and o.codille_pot_reading == "pot_stays_when_doubled")


def _total_tricks(pub: Pub) -> int:
    return 9 if pub.n == 3 else 8


def _decided(pub: Pub) -> bool:
    """The result can no longer change however the remaining tricks fall (law 14)."""
    total = _total_tricks(pub)
    left = total - len(pub.tricks)
    if left == 0:
        return True
    base = pub.tricks_taken
    first = outcome(pub, base)
    n = pub.n
    for split in itertools.product(range(left + 1), repeat=n - 1):
        rest = left - sum(split)
        if rest < 0:
            continue
        tr = tuple(base[q] + (split[q] if q < n - 1 else rest) for q in range(n))
        if outcome(pub, tr) != first:
            return False
    return True


def _after_trick(s: HombreState, ev: list[Event]) -> None:
    pub = s.pub
    d = pub.declarer
    assert d is not None
    total = _total_tricks(pub)
    played = len(pub.tricks)
    if pub.vole == "committed":
        if pub.tricks_taken[d] < played and pub.contract != "solo_tout":
            _settle(s, ev)  # the vole failed: l'Hombre has won, nothing else can change
            return
        if played == total or (pub.tricks_taken[d] < played and _decided(pub)):
            _settle(s, ev)
        return
    if (played == 5 and pub.tricks_taken[d] == 5 and pub.challenger is None and pub.vole == ""
            and not pub.reviewed):
        s._p(phase="vole", to_move=d)
        return
    if _decided(pub):
        _settle(s, ev)


def _h_review(s: HombreState, a: Call, ev: list[Event]) -> None:
    pub = s.pub
    p = pub.to_move
    if a.word != "review":
        raise IllegalAction("wrong_phase", f"{a} is not possible while playing")
    if not s._may_review(p):
        raise IllegalAction("may_not_review", "only l'Hombre, before any vole, looks at the tricks here")
    s._p(reviewed=True)
    ev.append(Event("review", p, {}, f"Player {p} looks at the tricks taken: he can no longer make the vole."))


def _h_vole(s: HombreState, a: Call, ev: list[Event]) -> None:
    d = s.pub.declarer
    assert d is not None
    fam.vole_call(s, a, d, ev, f"Player {d} leads on to the sixth trick: he must now make the vole.",
                f"Player {d} stops with five tricks and wins.", _settle)


# ====================================================================== settlement
def _settle(s: HombreState, ev: list[Event]) -> None:
    """Pay the deal (spec §2.7-2.9): l'Hombre's win, his loss by remise or codille, or his
    concession (and a challenger's game); then the next deal."""
    st = _Settlement(s)
    if s.pub.conceded:
        how = st.conceded()
    elif st.result()[0] == "win":
        how = st.won()
    else:
        how = st.lost()
    st.finish(s, ev, how, s.opts.bete_grouping == "together", _summary_text, _next_deal)


class _Settlement(fam.Settlement):
    """The facts a deal is paid by (l'Hombre ``d``, his opponents, the game's fee ``F``, his
    matadors ``m``, the premiers, the favourite suit's multiplier) and the books as they are paid:
    each step below is one way a deal ends."""

    pub: Pub

    def __init__(self, s: HombreState) -> None:
        super().__init__(s)
        pub, o, d, t, kind = self.pub, self.o, self.d, self.t, self.kind
        self.opps = tuple(q for q in range(pub.n) if q != d)
        self.m = R.matadors(held_when_play_began(s, d), t)
        self.F = FEES[kind]
        self.mult = multiplier(o, pub)
        first_five = pub.laid_down or (len(pub.tricks) >= 5 and all(w == d for _ld, _cs, w in pub.tricks[:5]))
        self.prem = 1 if first_five else 0
        self.third = o.stake_method == "jetton_rows_method2"   # a third bête costs no more than the second
        self.summary = {
            "deal": pub.deal_no + 1, "dealer": pub.dealer, "declarer": d, "contract": kind, "fav": pub.contract_fav,
            "trump": R.SUIT_LETTERS[t], "tricks": list(pub.tricks_taken), "matadors": self.m,
            "premiers": bool(self.prem), "pot": float(self.P), "laid_down": pub.laid_down}

    def honour(self, q_from: int, q_to: int, amount: Fraction | int) -> None:
        """A payment between two seats, doubled in the favourite suit."""
        self.books.pay(q_from, q_to, Fraction(amount) * self.mult)

    def take(self, winners: tuple[int, ...], everything: bool = False) -> None:
        """``winners`` share the pot (with ``everything``, every waiting bête too)."""
        led = self.led
        amount = led.pot + (led.waiting if everything else 0)
        self.led = led.take_all_betes(winners) if everything else led.take_pot(winners)
        self.summary["pot_to"] = {w: float(amount / len(winners)) for w in winners}

    def make_bete(self, debtor: int, amount: Fraction) -> Fraction:
        """``debtor`` makes a bête of ``amount``: what it cost him (method 2 caps a third)."""
        self.led = self.led.make_bete(debtor, amount, self.third)
        return self.led.new_betes[-1][1]

    def lose_block(self) -> None:
        """A l'Hombre who loses with his block standing pays it as a bête (spec §2.9)."""
        led, d = self.led, self.d
        if led.blocks and led.blocks[d]:
            self.led = replace(led.make_bete(d, BLOCK), blocks=set_at(led.blocks, d, False))
            self.summary["block_paid"] = BLOCK

    def result(self) -> tuple[str, int | None]:
        pub = self.pub
        return ("win", self.d) if pub.laid_down else outcome(pub, pub.tricks_taken)

    # ------------------------------------------------------------------ the ways a deal ends
    def conceded(self) -> str:
        """L'Hombre gave it remis: one bête, the loss fee to each opponent; a challenger who played
        it on takes the pot by codille, or pays a bête himself."""
        d, sm = self.d, self.summary
        bete = self.make_bete(d, self.P)
        for q in self.opps:
            self.honour(d, q, self.F + self.m)
        self.lose_block()
        sm["result"] = "conceded"
        sm["bete"] = float(bete)
        ch = self.pub.challenger
        if ch is None:
            return "remise"
        _res, w = R.classify(self.pub.tricks_taken, -1)
        sm["challenger"] = ch
        if w == ch:
            self.take((ch,))
            sm["codille_by"] = ch
            return "codille"
        how = "remise"
        if w is not None and w != d:
            self.take((w,))
            sm["codille_by"] = w
            how = "codille"
        sm["challenger_bete"] = float(self.make_bete(ch, self.P))
        return how

    def _vole(self) -> tuple[bool, bool]:
        """(the vole made, a vole played for and failed), into the summary."""
        made = self.pub.tricks_taken[self.d] == _total_tricks(self.pub)
        failed = self.pub.vole == "committed" and not made
        self.summary["vole"] = "made" if made else ("failed" if failed else "")
        return made, failed

    def won(self) -> str:
        """L'Hombre won: the pot and, from each opponent, fee, matadors, premiers and the vole
        (method 2: a vole takes every waiting bête, a failed one gives them to the opponents)."""
        d, opps, fee = self.d, self.opps, self.F + self.m
        made, failed = self._vole()
        self.summary["result"] = "win"
        how = "win"
        method2 = self.o.stake_method == "jetton_rows_method2"
        if method2 and made:
            standing = self.led.standing_betes()
            total = self.led.pot + self.led.waiting
            self.take((d,), True)
            for q in opps:
                self.honour(q, d, fee + self.prem)
                if standing <= 1:
                    self.books.pay(q, d, total / len(opps))
        elif method2 and failed:
            self.take(opps, True)
            for q in opps:
                self.honour(q, d, fee)
            how = "codille"
        else:
            self.take((d,))
            for q in opps:
                self.honour(q, d, win_fee(self.kind, self.m, self.prem, made, failed))
        if self.led.blocks and self.led.blocks[d]:
            self.led = replace(self.led, blocks=set_at(self.led.blocks, d, False))
        return how

    def lost(self) -> str:
        """L'Hombre lost: a bête (a codille's doubled where the options say, its winner taking the
        pot), and the loss fee to each opponent (with the vole of an announced Solo tout)."""
        d, sm = self.d, self.summary
        self._vole()
        res, w = self.result()
        fee = loss_fee(self.kind, self.m)
        bete = self.P
        if res == "remise":
            sm["result"] = "remise"
        else:
            sm["result"] = "codille"
            sm["codille_by"] = w
            doubled = codille_doubles(self.o, self.led)
            bete = 2 * self.P if doubled else self.P
            sm["doubled"] = doubled
            assert w is not None
            if codille_takes_pot(self.o, doubled):
                self.take((w,))
        sm["bete"] = float(self.make_bete(d, bete))
        for q in self.opps:
            self.honour(d, q, fee)
        self.lose_block()
        return res



def held_when_play_began(s: HombreState, d: int) -> int:
    """L'Hombre's hand as it was when play began (his matadors are counted in it)."""
    held = s.hands[d]
    for _ld, cs, _w in s.pub.tricks:
        for q, c in cs:
            if q == d:
                held |= 1 << c
    for q, c in s.pub.trick:
        if q == d:
            held |= 1 << c
    return held


def _summary_text(sm: dict[str, Any]) -> str:
    d = sm["declarer"]
    res = sm["result"]
    tr = "-".join(str(x) for x in sm["tricks"])
    if res == "win":
        txt = f"Player {d} wins ({tr})."
    elif res == "remise":
        txt = f"Remise: player {d} is bête ({tr})."
    elif res == "codille":
        txt = f"Codille: player {sm['codille_by']} beats player {d} ({tr})."
    else:
        txt = f"Player {d} conceded."
    if sm.get("laid_down"):
        txt = f"Player {d} laid down a sure sans prendre and is paid."
    return txt + fam.vole_words(sm)


def _next_deal(s: HombreState, ev: list[Event], summary: dict[str, Any]) -> None:
    fam.next_deal(s, ev, summary, _start_deal)


_HANDLERS: dict[tuple[str, type], Callable[[HombreState, Any, list[Event]], None]] = {
    ("first_dealer", SpadilleDraw): _h_spadille,
    ("favourite", Favourite): _h_favourite,
    ("deal", Deal): _h_deal,
    ("auction", Call): _h_auction_call,
    ("auction", Bid): _h_auction_bid,
    ("casco_round", Call): _h_casco_round,
    ("casco_round", Bid): _h_casco_round,
    ("trump", Trump): _h_trump,
    ("exchange", Discard): _h_discard,
    ("draw_trump", DrawTrump): _h_draw_trump,
    ("look", Call): _h_look,
    ("concede", Call): _h_concede,
    ("challenge", Call): _h_challenge,
    ("lay_down_hold", Call): _h_lay_down_hold,
    ("play", Play): _h_play,
    ("play", Call): _h_review,
    ("vole", Call): _h_vole,
}


def _start(options: HombreOptions, n: int, deals: int | None, first_dealer: int | None, game: str) -> HombreState:
    st = HombreState(options, n, deals, game)
    if first_dealer is not None:
        if first_dealer not in range(n):
            raise ValueError(f"first_dealer must be a seat 0..{n - 1}")
        st._p(dealer=first_dealer)
        if options.preference_3p == "on":
            st._p(phase="favourite", to_move=CHANCE)
        else:
            _start_deal(st, [])
    return st


def new_state(options: HombreOptions, deals: int | None = None, first_dealer: int | None = None) -> HombreState:
    """L'Hombre for three.  ``first_dealer``: that seat deals first, without drawing for Spadille."""
    return _start(options, 3, deals, first_dealer, "hombre")


def new_kauf_state(options: HombreOptions, deals: int | None = None,
                   first_dealer: int | None = None) -> HombreState:
    """Kaufquadrille: L'Hombre for four with buying (8 cards each, 8 in the talon)."""
    return _start(options, 4, deals, first_dealer, "kaufquadrille")
