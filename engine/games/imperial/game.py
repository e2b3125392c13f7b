"""The Imperial state machine: the deal and the turned trump, robbing, the two-player stock,
Imperials declared from the hand, the point, the play, strokes and their conversion, and the
payment when a player has made the Imperials that win.

Seats play in the order 0, 1, 2, …; the player after the dealer (*Vorhand*) leads the first
trick and is "nearer the lead" for the point.  Strokes are marked in the order of spec §2.4:
the turned card (robbing, or the dealer's turned honour with four), declared Imperials, the
point, the tricks as they are won, the surplus tricks after the last.  The game ends the moment
a player has the Imperials that win (our reading of 1406: "until one has brought together
three, or usually five").
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from typing import Any

from engine.cards import PACKS, Card, pack
from engine.bitcards import played_by, played_mask
from engine.kit import (SlotState, dispatch, lay_card, next_in_queue, not_in_hand, replace_at, shuffled_deal,
                       take_trick, with_first_dealer)
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation

from . import tables as T
from .actions import Deal, ImperialAction, Keep, Play, Take, TakeAll, parse_action
from .options import ImperialOptions

__all__ = ["ImperialState", "ImperialObservation", "new_state", "REASON_CODES", "PHASES", "EVENT_KINDS",
           "pack_for_hands", "pack_name"]

REASON_CODES = (
    "wrong_phase", "malformed_action", "game_over", "bad_deal", "card_not_in_hand", "must_follow_suit",
    "must_trump", "bad_exchange", "no_chance_due",
)
PHASES = ("deal", "exchange", "play", "over")
EVENT_KINDS = (
    "deal", "trump_turned", "rob", "exchange", "keep", "imperial_declared", "point", "play",
    "trick", "strokes", "imperial", "surplus", "deal_end", "game_won", "match_over",
)

KIND_WORDS = {"quartet": "four of a kind", "quart_major": "a quart major"}


def pack_name(opts: ImperialOptions) -> str:
    return "imperial36" if opts.pack == 36 else "piquet32"


def _c(i: int) -> Card:
    return T.CARDS[i]


def pack_for_hands(hands: list[list[Card]], dealer: int, stock: list[Card] | None = None,
                   players: int | None = None) -> tuple[Card, ...]:
    """The dealing order (top card first) that gives each seat the cards of ``hands`` (lists of
    :class:`~engine.cards.Card`) and leaves ``stock`` (its first card turned up).  With four
    players the dealer's last listed card is the one turned up."""
    n = players or len(hands)
    hs = [list(h) for h in hands]
    size = len(hs[0])
    if any(len(h) != size for h in hs):
        raise ValueError("every hand needs as many cards")
    order = [(dealer + k) % n for k in range(1, n + 1)]
    out = [hs[order[k % n]][k // n] for k in range(n * size)]
    return tuple(out + list(stock or ()))


@dataclass(frozen=True)
class ImperialObservation(Observation):
    """What one seat may see (cards are :class:`~engine.cards.Card`, suits letters ``C D H S``).

    ``turned_card`` is the card turned up for trumps; ``up_cards`` what lies face up on the
    stock now (the turned card, or the robbing card in its place); ``robbed`` is
    ``(seat, honour, robbing card)``; ``exchange`` ``(seat, face-up cards taken)`` once a player
    without a trump took the stock (two players), ``kept`` the players without a trump who kept
    their hands, ``exchange_queue`` who is still to decide; ``laid`` the cards this seat
    laid away for the stock; ``shown`` the Imperials declared ``(seat, kind, cards)``;
    ``known`` per seat the cards everyone knows it holds; ``point`` ``(seat, cards, pips)``;
    ``voids`` per seat the suits it showed it lacks (the trump suit when it did not trump).
    """

    options: ImperialOptions | None = None
    trump: str | None = None
    turned_card: Any = None
    up_cards: tuple[Card, ...] = ()
    robbed: tuple[Any, ...] | None = None
    exchange: tuple[Any, ...] | None = None
    kept: tuple[int, ...] = ()
    exchange_queue: tuple[int, ...] = ()
    laid: tuple[Any, ...] = ()
    stock_size: int = 0
    shown: tuple[Any, ...] = ()
    known: tuple[Any, ...] = ()
    point: tuple[Any, ...] | None = None
    tricks: tuple[Any, ...] = ()
    trick_no: int = 0
    voids: tuple[Any, ...] = ()
    gained: tuple[int, ...] = ()
    strokes: tuple[int, ...] = ()
    imperials: tuple[int, ...] = ()
    stakes: tuple[int, ...] = ()
    deal_no: int = 0
    deals_limit: int | None = None
    winner: int | None = None
    history: tuple[dict[str, Any], ...] = ()


class ImperialState(SlotState[ImperialAction]):
    """An Imperial game to the Imperials that win.  ``apply`` returns a new state."""

    __slots__ = (
        "opts", "n", "deals_limit", "phase", "to_move", "dealer", "deal_no", "strokes", "imperials", "stakes",
        "winner", "log", "hands", "dealt", "stock", "up", "turned", "trump", "robbed", "exchange", "queue",
        "laid", "kept", "shown", "point", "trick", "leader", "tricks", "tricks_won", "gained",
    )

    def __init__(self, opts: ImperialOptions, deals: int | None = None) -> None:
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        self.opts = opts
        self.n = opts.players
        self.deals_limit = deals
        self.phase = "deal"
        self.to_move = CHANCE
        self.dealer = 0
        self.deal_no = 0
        self.strokes: tuple[int, ...] = (0,) * self.n
        self.imperials: tuple[int, ...] = (0,) * self.n
        self.stakes: tuple[int, ...] = (0,) * self.n
        self.winner = -1
        self.log: tuple[dict[str, Any], ...] = ()
        self._reset_deal()

    def _reset_deal(self) -> None:
        n = self.n
        self.hands: tuple[int, ...] = (0,) * n
        self.dealt: tuple[int, ...] = (0,) * n
        self.stock = 0
        self.up = 0
        self.turned = -1
        self.trump = -1
        self.robbed: tuple[Any, ...] = ()
        self.exchange: tuple[Any, ...] = ()
        self.queue: tuple[int, ...] = ()
        self.laid = 0
        self.kept: tuple[int, ...] = ()
        self.shown: tuple[Any, ...] = ()
        self.point: tuple[Any, ...] = ()
        self.trick: tuple[tuple[int, int], ...] = ()
        self.leader = -1
        self.tricks: tuple[Any, ...] = ()
        self.tricks_won: tuple[int, ...] = (0,) * n
        self.gained: tuple[int, ...] = (0,) * n     # strokes marked in this deal, per seat (before erasing)

    # ----------------------------------------------------------------- helpers
    @property
    def vorhand(self) -> int:
        return (self.dealer + 1) % self.n

    def order_from(self, first: int) -> list[int]:
        return [(first + k) % self.n for k in range(self.n)]

    @property
    def honours(self) -> int:
        return T.honour_mask(self.trump, self.opts.pack) if self.trump >= 0 else 0

    @property
    def all_cards(self) -> int:
        return T.ALL36 if self.opts.pack == 36 else T.ALL32

    # ----------------------------------------------------------------- protocol
    def parse_action(self, text: str) -> ImperialAction:
        return parse_action(text)

    def scores(self) -> list[float]:
        return [float(x) for x in self.stakes]

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "imperials": list(self.imperials), "strokes": list(self.strokes),
                "winner": None if self.winner < 0 else self.winner, "deals_played": len(self.log)}

    def sample_chance(self, rng: random.Random) -> ImperialAction:
        if self.phase != "deal":
            raise IllegalAction("no_chance_due", "no chance event is due")
        return shuffled_deal(pack(pack_name(self.opts)).cards, rng)

    def legal_actions(self) -> list[ImperialAction]:
        p = self.to_move
        if p < 0:
            return []
        if self.phase == "play":
            return [Play(_c(i)) for i in T.bits(self._playable(p))]
        if self.phase == "exchange":
            hand = self.hands[p]
            k = T.count(self.stock | self.up)
            if k == T.count(hand):
                return [TakeAll(), Keep()]
            takes: list[ImperialAction] = [Take(tuple(_c(i) for i in combo))
                                           for combo in itertools.combinations(T.bits(hand), k)]
            return takes + [Keep()]
        return []

    def _playable(self, p: int) -> int:
        led = T.SUIT_OF[self.trick[0][1]] if self.trick else -1
        return T.playable(self.hands[p], led, self.trump)

    def apply(self, action: ImperialAction) -> tuple["ImperialState", list[Event]]:
        return dispatch(self, _HANDLERS, action, "the game is over")

    # ----------------------------------------------------------------- what is known
    def played_by(self) -> list[int]:
        return played_by(self.tricks, self.trick, self.n)

    def voids(self) -> tuple[int, ...]:
        """Per seat, a 4-bit mask of the suits it showed it lacks: the suit led when it did not
        follow, and trumps too when it then did not trump."""
        v = [0] * self.n
        for cs in [t[1] for t in self.tricks] + ([self.trick] if self.trick else []):
            led = T.SUIT_OF[cs[0][1]]
            for q, c in cs[1:]:
                s = T.SUIT_OF[c]
                if s != led:
                    v[q] |= 1 << led
                    if s != self.trump:
                        v[q] |= 1 << self.trump
        for q in self.kept + self.queue:                # kept a hand without a trump, or is asked
            v[q] |= 1 << self.trump                     # asked: holds no trump
        return tuple(v)

    def known_masks(self) -> list[int]:
        """Per seat, the cards of its hand every player knows: the robbed honour, the taken
        turned card, the dealer's turned card with four, the cards of declared Imperials."""
        k = [0] * self.n
        if self.robbed:
            k[self.robbed[0]] |= 1 << self.robbed[1]
        if self.n == 4 and self.turned >= 0:
            k[self.dealer] |= 1 << self.turned
        if self.exchange:
            k[self.exchange[0]] |= self.exchange[1]
        for q, _kind, m in self.shown:
            k[q] |= m
        return [k[q] & self.hands[q] for q in range(self.n)]

    def _seen(self, p: int) -> tuple[Card, ...]:
        if not self.dealt[p]:
            return ()
        m = self.dealt[p] | self.hands[p]
        if self.exchange and self.exchange[0] == p:
            m |= self.laid
        if self.turned >= 0:
            m |= 1 << self.turned
        m |= self.up
        if self.robbed:
            m |= 1 << self.robbed[2]
        for _q, _k, sm in self.shown:
            m |= sm
        return T.cards_of(m | played_mask(self.tricks, self.trick))

    def observation(self, player: int) -> ImperialObservation:
        p = player
        legal = tuple(self.legal_actions()) if self.to_move == p else ()
        vs = self.voids()
        mine = bool(self.exchange) and self.exchange[0] == p
        return ImperialObservation(
            game="imperial", player=p, legal_actions=legal, phase=self.phase, to_move=self.to_move, seats=self.n,
            hand=T.cards_of(self.hands[p]), hand_sizes=tuple(T.count(h) for h in self.hands),
            trick=tuple((q, _c(c)) for q, c in self.trick), trick_leader=self.leader if self.phase == "play" else None,
            tricks_taken=self.tricks_won, seen=self._seen(p), dealer=self.dealer,
            options=self.opts, trump=None if self.trump < 0 else T.SUITS[self.trump],
            turned_card=None if self.turned < 0 else _c(self.turned), up_cards=T.cards_of(self.up),
            robbed=None if not self.robbed else (self.robbed[0], _c(self.robbed[1]), _c(self.robbed[2])),
            exchange=None if not self.exchange else (self.exchange[0], T.cards_of(self.exchange[1])),
            kept=self.kept, exchange_queue=self.queue, laid=T.cards_of(self.laid) if mine else (),
            stock_size=T.count(self.stock | self.up),
            shown=tuple((q, kind, T.cards_of(m)) for q, kind, m in self.shown),
            known=tuple(T.cards_of(m) for m in self.known_masks()),
            point=self.point or None,
            tricks=tuple((ld, tuple((q, _c(c)) for q, c in cs), w) for ld, cs, w in self.tricks),
            trick_no=len(self.tricks),
            voids=tuple(tuple(T.SUITS[s] for s in range(4) if m >> s & 1) for m in vs),
            gained=self.gained, strokes=self.strokes, imperials=self.imperials, stakes=self.stakes, deal_no=self.deal_no,
            deals_limit=self.deals_limit, winner=None if self.winner < 0 else self.winner, history=self.log,
        )

    @classmethod
    def from_observation(cls, obs: ImperialObservation, hands: list[int], stock: int, dealt: list[int],
                         laid: int = 0) -> "ImperialState":
        """The state behind ``obs`` with the hidden cards placed: ``hands`` (masks, every seat),
        ``stock`` (the hidden stock), ``dealt`` (each seat's hand as play began, for what it saw)
        and ``laid`` (the cards the exchanging player laid away, when he took the stock).
        Used by the sampler; builds the state directly."""
        s = object.__new__(cls)
        assert obs.options is not None
        s.opts = obs.options
        s.n = obs.seats
        s.deals_limit = obs.deals_limit
        s.phase, s.to_move = obs.phase, obs.to_move
        s.dealer = obs.dealer if obs.dealer is not None else 0
        s.deal_no = obs.deal_no
        s.strokes, s.imperials, s.stakes = obs.strokes, obs.imperials, obs.stakes
        s.winner = -1 if obs.winner is None else obs.winner
        s.log = obs.history
        s.hands = tuple(hands)
        s.dealt = tuple(dealt)
        s.stock = stock
        s.up = T.mask_of(obs.up_cards)
        s.turned = -1 if obs.turned_card is None else T.INDEX[obs.turned_card]
        s.trump = -1 if obs.trump is None else T.SUITS.index(obs.trump)
        s.robbed = () if obs.robbed is None else (obs.robbed[0], T.INDEX[obs.robbed[1]], T.INDEX[obs.robbed[2]])
        s.exchange = () if obs.exchange is None else (obs.exchange[0], T.mask_of(obs.exchange[1]))
        s.kept = obs.kept
        s.queue = obs.exchange_queue
        s.laid = laid
        s.shown = tuple((q, kind, T.mask_of(cs)) for q, kind, cs in obs.shown)
        s.point = obs.point or ()
        s.trick = tuple((q, T.BY_ID[id(c)]) for q, c in obs.trick)
        s.leader = obs.trick_leader if obs.trick_leader is not None else -1
        s.tricks = tuple((ld, tuple((q, T.BY_ID[id(c)]) for q, c in cs), w) for ld, cs, w in obs.tricks)
        s.tricks_won = obs.tricks_taken
        s.gained = obs.gained
        return s


# ======================================================================= scoring helpers
def _mark(s: ImperialState, seat: int, n: int, why: str, ev: list[Event]) -> bool:
    """``seat`` marks ``n`` strokes (``why``: robbing, dealt, point, trick, surplus); converts six
    into an Imperial.  True when the game is won."""
    if n <= 0:
        return False
    s.gained = replace_at(s.gained, seat, s.gained[seat] + n)
    st, imp, made = T.award(s.strokes, s.imperials, seat, n, s.opts.excess_strokes == "carry")
    s.strokes, s.imperials = st, imp
    ev.append(Event("strokes", seat, {"strokes": n, "why": why, "total": list(st), "imperials": list(imp)},
                    f"Player {seat} marks {n} stroke{'s' if n != 1 else ''} ({why})."))
    if made:
        ev.append(Event("imperial", seat, {"imperials": list(imp), "strokes": list(st)},
                        f"Player {seat} has six strokes: one Imperial; every player's strokes are wiped out."))
    return _check_win(s, ev)


def _check_win(s: ImperialState, ev: list[Event]) -> bool:
    target = s.opts.imperials_to_win
    for q in s.order_from(s.vorhand):
        if s.imperials[q] >= target:
            _finish_game(s, q, ev)
            return True
    return False


def _finish_game(s: ImperialState, w: int, ev: list[Event]) -> None:
    s.winner = w
    stakes = list(s.stakes)
    pays = {}
    for q in range(s.n):
        if q == w:
            continue
        v = 2 if s.imperials[q] == 0 else 1
        pays[q] = v
        stakes[q] -= v
        stakes[w] += v
    s.stakes = tuple(stakes)
    ev.append(Event("game_won", w, {"imperials": list(s.imperials), "pays": pays},
                    f"Player {w} has {s.imperials[w]} Imperials and wins the game; "
                    + ", ".join(f"player {q} pays {v}" for q, v in pays.items()) + "."))
    _close_deal(s, ev, over=True)


def _close_deal(s: ImperialState, ev: list[Event], over: bool = False) -> None:
    entry = {"deal": s.deal_no + 1, "dealer": s.dealer, "trump": T.SUITS[s.trump] if s.trump >= 0 else None,
             "tricks": list(s.tricks_won), "gained": list(s.gained), "strokes": list(s.strokes),
             "imperials": list(s.imperials)}
    ev.append(Event("deal_end", None, entry,
                    f"Deal {s.deal_no + 1} ends: tricks " + ", ".join(str(t) for t in s.tricks_won)
                    + "; Imperials " + ", ".join(str(i) for i in s.imperials)
                    + "; strokes " + ", ".join(str(x) for x in s.strokes) + "."))
    s.log = s.log + (entry,)
    s.deal_no += 1
    if over or (s.deals_limit is not None and s.deal_no >= s.deals_limit):
        s.phase, s.to_move = "over", TERMINAL
        s._reset_deal()
        ev.append(Event("match_over", None, {"stakes": list(s.stakes), "imperials": list(s.imperials)},
                        "The game is over: stakes " + ", ".join(str(x) for x in s.stakes) + "."))
        return
    s.dealer = (s.dealer + 1) % s.n
    s._reset_deal()
    s.phase, s.to_move = "deal", CHANCE


# ======================================================================= handlers
def _h_deal(s: ImperialState, a: Deal, ev: list[Event]) -> None:
    cards = PACKS[pack_name(s.opts)]
    try:
        order = [T.INDEX[c] for c in a.order]
    except KeyError:
        raise IllegalAction("bad_deal", "a card of the deal is not in the pack") from None
    if len(order) != len(cards) or len(set(order)) != len(order) or any(_c(i) not in cards for i in order):
        raise IllegalAction("bad_deal", f"a deal must list the {len(cards)} cards of the pack once each")
    n, d = s.n, s.dealer
    hs = T.hand_size(n, s.opts.pack)
    seats = [(d + k) % n for k in range(1, n + 1)]
    hands = [0] * n
    for k in range(n * hs):
        hands[seats[k % n]] |= 1 << order[k]
    rest = order[n * hs:]
    if n == 4:
        s.turned = order[-1]
    else:
        s.turned = rest[0]
        s.up = 1 << rest[0]
        s.stock = T.mask_of(rest[1:])
    s.trump = T.SUIT_OF[s.turned]
    s.hands = tuple(hands)
    s.dealt = tuple(hands)
    ev.append(Event("deal", d, {"dealer": d, "deal": s.deal_no + 1, "cards": hs, "stock": len(rest)},
                    f"Player {d} deals {hs} cards to each player"
                    + (f"; {len(rest)} stay in the stock." if rest else ".")))
    ev.append(Event("trump_turned", d, {"card": _c(s.turned), "suit": T.SUITS[s.trump]},
                    f"{_c(s.turned).code} is turned up: {T.SUIT_NAMES[s.trump]} are trumps."))
    if s.honours >> s.turned & 1:
        if n == 4:
            if _mark(s, d, 1, "dealt", ev):
                return
        elif s.opts.robbing:
            rc = T.rob_card(s.trump, s.opts.pack)
            holder = next((q for q in range(n) if s.hands[q] >> rc & 1), -1)
            if holder >= 0:
                s.hands = replace_at(s.hands, holder, (s.hands[holder] & ~(1 << rc)) | (1 << s.turned))
                s.dealt = s.hands
                s.up = 1 << rc
                s.robbed = (holder, s.turned, rc)
                ev.append(Event("rob", holder, {"card": _c(s.turned), "with": _c(rc)},
                                f"Player {holder} robs {_c(s.turned).code} with {_c(rc).code}."))
                if _mark(s, holder, 1, "robbing", ev):
                    return
    if n == 2 and s.opts.two_player_stock_exchange == "whole_hand":
        q = tuple(p for p in s.order_from(s.vorhand) if not s.hands[p] & T.SUIT_MASK[s.trump])
        if q:
            s.queue = q
            s.phase, s.to_move = "exchange", q[0]
            return
    _begin_play(s, ev)


def _h_take(s: ImperialState, a: Take | TakeAll, ev: list[Event]) -> None:
    p = s.to_move
    hand = s.hands[p]
    if isinstance(a, TakeAll):
        lay = hand
    else:
        if any(c not in T.INDEX for c in a.cards):
            raise IllegalAction("card_not_in_hand", "a card laid away is not in the hand")
        lay = T.mask_of(a.cards)
        if lay & ~hand or len(set(a.cards)) != len(a.cards):
            raise IllegalAction("card_not_in_hand", "a card laid away is not in the hand")
    k = T.count(s.stock | s.up)
    if T.count(lay) != k:
        raise IllegalAction("bad_exchange", f"lay away exactly {k} cards for the stock")
    taken = s.stock | s.up
    s.hands = replace_at(s.hands, p, (hand & ~lay) | taken)
    s.dealt = replace_at(s.dealt, p, s.dealt[p] | taken)
    s.exchange = (p, s.up)
    s.laid = lay
    s.stock = lay
    s.up = 0
    s.queue = ()
    ev.append(Event("exchange", p, {"cards": k}, f"Player {p} has no trump and takes the {k} cards of the stock."))
    _begin_play(s, ev)


def _h_keep(s: ImperialState, a: Keep, ev: list[Event]) -> None:
    p = s.to_move
    s.kept = s.kept + (p,)
    ev.append(Event("keep", p, {}, f"Player {p} keeps his hand."))
    if not next_in_queue(s):
        _begin_play(s, ev)


def _begin_play(s: ImperialState, ev: list[Event]) -> None:
    o = s.opts
    order = s.order_from(s.vorhand)
    # Imperials from the hand (1398-1402)
    quart: list[tuple[int, int]] = [(q, r) for q in order for r in T.quartets(s.hands[q], o.pack)]
    if o.only_highest_quartet and quart:
        best = min(r for _q, r in quart)
        quart = [(q, r) for q, r in quart if r == best]
    decl: list[tuple[int, str, int]] = [(q, "quartet", sum(1 << (9 * x + r) for x in range(4))) for q, r in quart]
    decl += [(q, "quart_major", 0b1111 << (9 * su)) for q in order for su in T.quart_majors(s.hands[q])]
    decl.sort(key=lambda d: order.index(d[0]))
    for q, kind, m in decl:
        s.shown = s.shown + ((q, kind, m),)
        s.imperials = replace_at(s.imperials, q, s.imperials[q] + 1)
        ev.append(Event("imperial_declared", q, {"kind": kind, "cards": list(T.cards_of(m)),
                                                 "imperials": list(s.imperials)},
                        f"Player {q} shows {KIND_WORDS[kind]} ({' '.join(c.code for c in T.cards_of(m))}): "
                        "one Imperial."))
        if _check_win(s, ev):
            return
    # the point (1404)
    w = T.point_winner(s.hands, order)
    length, pips, suit = T.point_of(s.hands[w])
    s.point = (w, length, pips)
    ev.append(Event("point", w, {"cards": length, "pips": pips, "suit": T.SUITS[suit]},
                    f"Player {w} has the point: {length} cards worth {pips}."))
    if _mark(s, w, 1, "point", ev):
        return
    s.phase, s.to_move, s.leader = "play", s.vorhand, s.vorhand


def _h_play(s: ImperialState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    c = T.INDEX.get(a.card, -1)
    if c < 0 or not s.hands[p] >> c & 1:
        raise not_in_hand(a.card)
    if not s._playable(p) >> c & 1:
        led = T.SUIT_OF[s.trick[0][1]]
        if s.hands[p] & T.SUIT_MASK[led]:
            raise IllegalAction("must_follow_suit", f"must follow {T.SUIT_NAMES[led]}", suit=T.SUITS[led])
        raise IllegalAction("must_trump", f"must trump with {T.SUIT_NAMES[s.trump]}", suit=T.SUITS[s.trump])
    lay_card(s, p, c, a.card, s.hands[p] & ~(1 << c), ev)
    if len(s.trick) < s.n:
        s.to_move = (p + 1) % s.n
        return
    w = T.trick_winner(s.trick, s.trump)
    hon = [_c(x) for _q, x in s.trick if s.honours >> x & 1]
    take_trick(s, w, T.CARDS, ev, lambda: {"honours": hon})
    s.to_move = w
    if _mark(s, w, len(hon), "trick", ev):
        return
    if any(s.hands):
        return
    o = s.opts
    for q in s.order_from(s.vorhand):
        k = T.surplus_strokes(s.tricks_won[q], s.n, o.trick_quota_two, o.trick_quota_more)
        if k:
            ev.append(Event("surplus", q, {"tricks": s.tricks_won[q], "strokes": k},
                            f"Player {q} made {s.tricks_won[q]} tricks: {k} above his share."))
            if _mark(s, q, k, "surplus", ev):
                return
    _close_deal(s, ev)


_HANDLERS: dict[tuple[str, type], Any] = {
    ("deal", Deal): _h_deal,
    ("exchange", Take): _h_take,
    ("exchange", TakeAll): _h_take,
    ("exchange", Keep): _h_keep,
    ("play", Play): _h_play,
}


def new_state(options: ImperialOptions, deals: int | None = None, first_dealer: int | None = None) -> ImperialState:
    """A new game; seat 0 deals first unless ``first_dealer`` names another seat."""
    return with_first_dealer(ImperialState(options, deals), first_dealer, options.players)
