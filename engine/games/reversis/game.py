"""The Reversis state machine: the pot and the Bêtes, the deal with the three table cards, the
exchange under the pot, eleven tricks without trumps, the Quinola, the aces, the partie and the
Reversy.

Seats 0..3; deal and play pass to the right, which here is seat + 1: the dealer's right-hand
neighbour (``dealer + 1``) is the elder hand, exchanges first and leads; the next dealer is
``dealer + 1`` too.  Scores are each player's counters won minus counters paid, the stakes put
into the pot and every Bête counted as paid the moment it is made (a Bête written down is a debt
that the next pot collects).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.bitcards import played_by, played_mask, void_suits
from engine.cards import Card
from engine.kit import SlotState, check_follow, dealer_seat, dispatch, not_in_hand, replace_at, shuffled_deal
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation

from . import scoring as SC
from . import tables as T
from .actions import Deal, Discard, Exchange, Pass, Play, ReversisAction, parse_action
from .options import ReversisOptions

__all__ = ["ReversisState", "ReversisObservation", "new_state", "REASON_CODES", "PHASES", "EVENT_KINDS",
           "pack_for_hands", "FRESH_POT", "DEALER_STAKE", "OTHER_STAKE", "ADD_STAKE"]

REASON_CODES = (
    "wrong_phase", "malformed_action", "game_over", "bad_deal", "card_not_in_hand", "must_follow_suit",
    "must_exchange", "quinola_not_discardable", "no_chance_due",
)
PHASES = ("deal", "exchange", "discard", "play", "over")
EVENT_KINDS = (
    "stake", "deal", "exchange", "pass", "discard", "play", "trick", "quinola", "ace", "bete", "pot_won",
    "reversy", "reversy_broken", "partie", "payment", "deal_end", "match_over", "pot_shared",
)
DEALER_STAKE, OTHER_STAKE, ADD_STAKE = 6, 3, 3
FRESH_POT = DEALER_STAKE + 3 * OTHER_STAKE
POSITIONS = ("top", "middle", "bottom")


def _c(i: int) -> Card:
    return T.CARDS[i]


def pack_for_hands(hands: list[list[Card]], table: list[Card], dealer: int) -> tuple[Card, ...]:
    """The dealing order (top card first) that gives each seat the cards in ``hands`` (four lists:
    eleven cards for the others, twelve for the dealer) and leaves ``table`` (top, middle, bottom)."""
    seats = [(dealer + k) % 4 for k in (1, 2, 3, 4)]
    hs = [list(h) for h in hands]
    if any(len(hs[q]) != (12 if q == dealer else 11) for q in range(4)) or len(table) != 3:
        raise ValueError("eleven cards each, twelve for the dealer, three on the table")
    out: list[Card] = []
    at = [0, 0, 0, 0]
    for sizes in ((4, 4, 4, 4), (4, 4, 4, 4), (3, 3, 3, 4)):
        for q, n in zip(seats, sizes):
            out.extend(hs[q][at[q]:at[q] + n])
            at[q] += n
    return tuple(out) + tuple(table)


@dataclass(frozen=True)
class ReversisObservation(Observation):
    """What one seat may see (cards are :class:`~engine.cards.Card`).

    Public: ``pot``, ``bete_queue`` (Bêtes written down, ``(seat, amount)``), ``money`` (every
    seat's counters), the exchange (``exchanges``: per seat ``""``, ``"took"``, ``"passed"`` or
    ``"discarded"``; ``table_left``: table cards not yet taken or laid away), the finished tricks,
    the card points each seat has taken, the suits each seat showed it lacks, the payments of the
    deal so far (``items``), the Quinola led early in a Reversy attempt (``pending``) and who
    won the pot in this deal.  Private: ``under_known`` (the cards this seat laid under the pot or
    looked at), ``privilege`` (this seat holds all four aces and may renounce at will).
    """

    options: ReversisOptions | None = None
    pot: int = 0
    pot_holds_bete: bool = False
    bete_queue: tuple[tuple[int, int], ...] = ()
    money: tuple[float, ...] = (0, 0, 0, 0)
    exchanges: tuple[str, ...] = ("", "", "", "")
    table_left: int = 0
    must_exchange: bool = False
    quinola_locked: bool = False
    under_known: tuple[Any, ...] = ()
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = ()   # ((leader, ((seat, card), ...), winner), ...)
    trick_no: int = 0
    points_taken: tuple[int, ...] = (0, 0, 0, 0)
    voids: tuple[tuple[str, ...], ...] = ((), (), (), ())
    items: tuple[tuple[Any, ...], ...] = ()   # payments caused so far: (kind, payer, payee, amount, trick); payee -1 = partie winner
    pending: int = -1
    pot_won_by: int = -1
    betes: tuple[tuple[int, int], ...] = ()   # (seat, amount) Bêtes made in this deal
    privilege: bool = False
    deal_no: int = 0
    deals_limit: int | None = None
    history: tuple[dict[str, Any], ...] = ()


class ReversisState(SlotState[ReversisAction]):
    """A Reversis match.  ``apply`` returns a new state."""

    __slots__ = (
        "opts", "deals_limit", "deal_no", "phase", "to_move", "dealer", "pot", "pot_holds_bete", "bete_queue",
        "money", "hands", "known", "table", "under", "exchanges", "start_hands", "privilege", "privilege_used",
        "trick", "singles", "tricks", "winners", "tricks_won", "points", "items", "pending", "pot_won_by",
        "betes", "locked", "log",
    )

    def __init__(self, opts: ReversisOptions, deals: int | None = None, dealer: int = 0) -> None:
        self.opts = opts
        self.deals_limit = deals if deals is not None else opts.deals_per_match
        if self.deals_limit < 1:
            raise ValueError("deals must be at least 1")
        self.deal_no = 0
        self.dealer = dealer
        self.pot = 0
        self.pot_holds_bete = False
        self.bete_queue: tuple[tuple[int, int], ...] = ()
        self.money: tuple[float, ...] = (0, 0, 0, 0)
        self.log: tuple[dict[str, Any], ...] = ()
        self.phase = "deal"
        self.to_move = CHANCE
        self._reset_deal()

    def _reset_deal(self) -> None:
        self.hands: tuple[int, ...] = (0, 0, 0, 0)
        self.known: tuple[int, ...] = (0, 0, 0, 0)
        self.table: tuple[int, ...] = ()
        self.under = 0
        self.exchanges: tuple[str, ...] = ("", "", "", "")
        self.start_hands: tuple[int, ...] = (0, 0, 0, 0)
        self.privilege = -1
        self.privilege_used = False
        self.trick: tuple[tuple[int, int], ...] = ()
        self.singles: tuple[bool, ...] = ()
        self.tricks: tuple[Any, ...] = ()
        self.winners: tuple[int, ...] = ()
        self.tricks_won: tuple[int, ...] = (0, 0, 0, 0)
        self.points: tuple[int, ...] = (0, 0, 0, 0)
        self.items: tuple[tuple[Any, ...], ...] = ()
        self.pending = -1
        self.pot_won_by = -1
        self.betes: tuple[tuple[int, int], ...] = ()
        self.locked = False

    # ----------------------------------------------------------------- protocol
    def parse_action(self, text: str) -> ReversisAction:
        return parse_action(text)

    def scores(self) -> list[float]:
        return [float(x) for x in self.money]

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "pot": self.pot, "bete_queue": [list(b) for b in self.bete_queue],
                "deals_played": len(self.log), "deals": list(self.log)}

    def sample_chance(self, rng: random.Random) -> ReversisAction:
        if self.phase != "deal":
            raise IllegalAction("no_chance_due", "no chance event is due")
        return shuffled_deal(T.CARDS, rng)

    @property
    def elder(self) -> int:
        return (self.dealer + 1) % 4

    def quinola_locked(self) -> bool:
        """The Quinola may not go under the pot (house rule, while no Bête stands)."""
        return self.locked

    def legal_actions(self) -> list[ReversisAction]:
        p = self.to_move
        if p < 0:
            return []
        h = self.hands[p]
        if self.phase == "play":
            return [Play(_c(i)) for i in T.bits(self._playable(p))]
        if self.phase == "exchange":
            avail = h & ~(1 << T.QUINOLA) if self.locked else h
            out: list[ReversisAction] = [Exchange(_c(i)) for i in T.bits(avail)]
            if not self._must_exchange():
                out.append(Pass())
            return out
        if self.phase == "discard":
            avail = h & ~(1 << T.QUINOLA) if self.locked else h
            return [Discard(_c(i)) for i in T.bits(avail)]
        return []

    def _must_exchange(self) -> bool:
        """Under the house rule (while no Bête stands) nobody may pass: the Quinola may lie among the
        face-down table cards, and a passed table card goes under the pot (book 1346).  Whether it
        does lie there is nobody's knowledge, so the rule binds every deal under the lock."""
        return self.locked

    def _playable(self, p: int) -> int:
        hand = self.hands[p]
        if not self.trick or p == self.privilege:
            return hand
        same = hand & T.SUIT_MASK[T.SUIT_OF[self.trick[0][1]]]
        return same or hand

    def apply(self, action: ReversisAction) -> tuple["ReversisState", list[Event]]:
        return dispatch(self, _HANDLERS, action, "the match is over")

    # ----------------------------------------------------------------- observation
    def voids(self) -> tuple[int, ...]:
        return tuple(void_suits(self.tricks, self.trick, T.SUIT_OF, 4))

    def played(self) -> int:
        return played_mask(self.tricks, self.trick)

    def observation(self, player: int) -> ReversisObservation:
        p = player
        legal = tuple(self.legal_actions()) if self.to_move == p else ()
        vs = self.voids()
        seen = self.known[p] | self.played()
        return ReversisObservation(
            game="reversis", player=p, legal_actions=legal, phase=self.phase, to_move=self.to_move, seats=4,
            hand=T.cards_of(self.hands[p]), hand_sizes=tuple(T.count(h) for h in self.hands),
            trick=tuple((q, _c(c)) for q, c in self.trick),
            trick_leader=(self.trick[0][0] if self.trick else self._leader()) if self.phase == "play" else None,
            tricks_taken=self.tricks_won, seen=T.cards_of(seen), dealer=self.dealer,
            options=self.opts, pot=self.pot, pot_holds_bete=self.pot_holds_bete, bete_queue=self.bete_queue,
            money=self.money, exchanges=self.exchanges, table_left=len([c for c in self.table if c >= 0]),
            must_exchange=self.phase == "exchange" and self._must_exchange(), quinola_locked=self.locked,
            under_known=T.cards_of(self.under & self.known[p]),
            tricks=tuple((ld, tuple((q, _c(c)) for q, c in cs), w) for ld, cs, w in self.tricks),
            trick_no=len(self.tricks), points_taken=self.points,
            voids=tuple(tuple(T.SUITS[s] for s in range(4) if m >> s & 1) for m in vs),
            items=self.items, pending=self.pending, pot_won_by=self.pot_won_by, betes=self.betes,
            privilege=self.privilege == p, deal_no=self.deal_no, deals_limit=self.deals_limit, history=self.log,
        )

    def _leader(self) -> int:
        return self.winners[-1] if self.winners else self.elder

    @classmethod
    def from_observation(cls, obs: ReversisObservation, hands: tuple[int, ...], under: int, privilege: int = -1
                         ) -> "ReversisState":
        """The state behind a play-phase ``obs`` with the hidden cards placed: ``hands`` (four masks of
        the cards held now) and ``under`` (the four cards under the pot).  Used by the sampler."""
        s = object.__new__(cls)
        assert obs.options is not None
        p = obs.player
        s.opts = obs.options
        s.deals_limit = obs.deals_limit if obs.deals_limit is not None else s.opts.deals_per_match
        s.deal_no = obs.deal_no
        s.phase, s.to_move = obs.phase, obs.to_move
        s.dealer = obs.dealer if obs.dealer is not None else 0
        s.pot, s.pot_holds_bete, s.bete_queue, s.money = obs.pot, obs.pot_holds_bete, obs.bete_queue, obs.money
        s.log = obs.history
        s.hands = tuple(hands)
        s.table = (-1, -1, -1)
        s.under = under
        s.exchanges = obs.exchanges
        s.trick = tuple((q, T.BY_ID[id(c)]) for q, c in obs.trick)
        s.tricks = tuple((ld, tuple((q, T.BY_ID[id(c)]) for q, c in cs), w) for ld, cs, w in obs.tricks)
        s.winners = tuple(w for _ld, _cs, w in s.tricks)
        played = played_by(s.tricks, s.trick, 4)
        s.start_hands = tuple(h | pl for h, pl in zip(s.hands, played))
        known = list(s.start_hands)
        known[p] = T.mask_of(obs.seen)
        s.known = tuple(known)
        if obs.privilege:
            s.privilege = p
        elif privilege >= 0:
            s.privilege = privilege
        else:
            s.privilege = next((q for q in range(4) if s.start_hands[q] & T.ACE_MASK == T.ACE_MASK), -1)
            if not s.opts.four_aces_privilege:
                s.privilege = -1
        s.privilege_used = False
        if s.privilege >= 0:
            for _ld, cs, _w in s.tricks + ((None, s.trick, None),):
                if cs and any(q == s.privilege and T.SUIT_OF[c] != T.SUIT_OF[cs[0][1]] for q, c in cs[1:]):
                    s.privilege_used = True  # a renounce by the four-aces holder: assume he used it
        led = T.SUIT_OF[s.trick[0][1]] if s.trick else -1
        s.singles = tuple(not (s.hands[q] & T.SUIT_MASK[led]) for q, _c2 in s.trick)
        s.tricks_won, s.points = obs.tricks_taken, obs.points_taken
        s.items, s.pending, s.pot_won_by, s.betes = obs.items, obs.pending, obs.pot_won_by, obs.betes
        s.locked = obs.quinola_locked
        return s


# ======================================================================= handlers
def _bete(s: ReversisState, q: int, why: str, ev: list[Event]) -> None:
    amount = s.pot
    m = list(s.money)
    m[q] -= amount
    s.money = tuple(m)
    s.betes = s.betes + ((q, amount),)
    if not s.pot_holds_bete:
        s.pot += amount
        s.pot_holds_bete = True
        ev.append(Event("bete", q, {"amount": amount, "why": why, "staked": True, "pot": s.pot},
                        f"Player {q} makes a Bête of {amount} and stakes it at once: the pot holds {s.pot}."))
    else:
        s.bete_queue = s.bete_queue + ((q, amount),)
        ev.append(Event("bete", q, {"amount": amount, "why": why, "staked": False, "pot": s.pot},
                        f"Player {q} makes a Bête of {amount}; it is written down for a later pot."))


def _win_pot(s: ReversisState, q: int, ev: list[Event]) -> None:
    amount = s.pot
    m = list(s.money)
    m[q] += amount
    s.money = tuple(m)
    s.pot = 0
    s.pot_holds_bete = False
    s.pot_won_by = q
    ev.append(Event("pot_won", q, {"amount": amount}, f"Player {q} wins the pot of {amount}."))


def _h_deal(s: ReversisState, a: Deal, ev: list[Event]) -> None:
    order = [T.INDEX[c] for c in a.order]
    if len(order) != T.N or len(set(order)) != T.N:
        raise IllegalAction("bad_deal", "a deal must list all 48 cards once each")
    d = s.dealer
    m = list(s.money)
    if s.pot == 0:
        if s.bete_queue:
            big = max(range(len(s.bete_queue)), key=lambda i: (s.bete_queue[i][1], -i))
            q, amount = s.bete_queue[big]
            s.bete_queue = s.bete_queue[:big] + s.bete_queue[big + 1:]
            s.pot = amount
            s.pot_holds_bete = True
            ev.append(Event("stake", q, {"how": "bete", "amount": amount, "pot": s.pot},
                            f"Player {q}'s Bête of {amount} makes the new pot."))
        else:
            for r in range(4):
                m[r] -= DEALER_STAKE if r == d else OTHER_STAKE
            s.pot = FRESH_POT
            s.pot_holds_bete = False
            ev.append(Event("stake", d, {"how": "fresh", "amount": FRESH_POT, "pot": s.pot},
                            f"A fresh pot: player {d} stakes {DEALER_STAKE}, the others {OTHER_STAKE} each; "
                            f"the pot holds {FRESH_POT}."))
    else:
        m[d] -= ADD_STAKE
        s.pot += ADD_STAKE
        ev.append(Event("stake", d, {"how": "add", "amount": ADD_STAKE, "pot": s.pot},
                        f"Player {d} adds {ADD_STAKE} to the pot, which holds {s.pot}."))
    s.money = tuple(m)
    seats = [(d + k) % 4 for k in (1, 2, 3, 4)]
    hands = [0, 0, 0, 0]
    pos = 0
    for sizes in ((4, 4, 4, 4), (4, 4, 4, 4), (3, 3, 3, 4)):
        for q, n in zip(seats, sizes):
            for c in order[pos:pos + n]:
                hands[q] |= 1 << c
            pos += n
    s.hands = tuple(hands)
    s.known = tuple(hands)
    s.table = tuple(order[45:48])
    s.locked = s.opts.quinola_discard_rule == "forced_when_no_bete" and not s.pot_holds_bete and not s.bete_queue
    ev.append(Event("deal", d, {"dealer": d, "deal": s.deal_no + 1, "table": 3},
                    f"Player {d} deals eleven cards to each player and twelve to himself; three lie on the table."))
    s.phase, s.to_move = "exchange", s.elder


def _next_exchange(s: ReversisState) -> None:
    q = (s.to_move + 1) % 4
    if q == s.dealer:
        s.phase = "discard"
    s.to_move = q


def _h_exchange(s: ReversisState, a: Exchange, ev: list[Event]) -> None:
    p = s.to_move
    c = T.INDEX[a.card]
    if not s.hands[p] >> c & 1:
        raise not_in_hand(a.card)
    if s.locked and c == T.QUINOLA:
        raise IllegalAction("quinola_not_discardable", "while no Bête stands the Quinola may not go under the pot")
    k, t = _table_card(s, p)
    s.hands = replace_at(s.hands, p, s.hands[p] & ~(1 << c) | 1 << t)
    s.under |= 1 << c
    s.exchanges = replace_at(s.exchanges, p, "took")
    ev.append(Event("exchange", p, {"position": POSITIONS[k]},
                    f"Player {p} lays a card under the pot and takes the {POSITIONS[k]} table card."))
    _next_exchange(s)


def _table_card(s: ReversisState, p: int) -> tuple[int, int]:
    """Seat ``p``'s table card (its position and the card), taken off the table: ``p`` knows it now."""
    k = (p - s.dealer - 1) % 4
    t = s.table[k]
    s.table = replace_at(s.table, k, -1)
    s.known = replace_at(s.known, p, s.known[p] | 1 << t)
    return k, t


def _h_pass(s: ReversisState, a: Pass, ev: list[Event]) -> None:
    p = s.to_move
    if s._must_exchange():
        raise IllegalAction("must_exchange", "while no Bête stands everyone must exchange: the Quinola may lie among the table cards")
    k, t = _table_card(s, p)
    s.under |= 1 << t
    s.exchanges = replace_at(s.exchanges, p, "passed")
    ev.append(Event("pass", p, {"position": POSITIONS[k]},
                    f"Player {p} keeps his hand; the {POSITIONS[k]} table card goes under the pot."))
    _next_exchange(s)


def _h_discard(s: ReversisState, a: Discard, ev: list[Event]) -> None:
    p = s.to_move
    c = T.INDEX[a.card]
    if not s.hands[p] >> c & 1:
        raise not_in_hand(a.card)
    if s.locked and c == T.QUINOLA:
        raise IllegalAction("quinola_not_discardable", "while no Bête stands the Quinola may not go under the pot")
    s.hands = replace_at(s.hands, p, s.hands[p] & ~(1 << c))
    s.under |= 1 << c
    s.exchanges = replace_at(s.exchanges, p, "discarded")
    ev.append(Event("discard", p, {}, f"Player {p} lays one of his twelve cards under the pot."))
    s.start_hands = s.hands
    if s.opts.four_aces_privilege:
        s.privilege = next((q for q in range(4) if s.hands[q] & T.ACE_MASK == T.ACE_MASK), -1)
    s.phase, s.to_move = "play", s.elder


def _h_play(s: ReversisState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    c = T.INDEX[a.card]
    check_follow(s, c, a.card, T)
    hand = s.hands[p]
    if s.trick:
        led = T.SUIT_OF[s.trick[0][1]]
        single = not (hand & ~(1 << c) & T.SUIT_MASK[led])
        if p == s.privilege and T.SUIT_OF[c] != led and hand & T.SUIT_MASK[led]:
            s.privilege_used = True
    else:
        single = not (hand & ~(1 << c) & T.SUIT_MASK[T.SUIT_OF[c]])
    s.hands = replace_at(s.hands, p, hand & ~(1 << c))
    s.trick = s.trick + ((p, c),)
    s.singles = (s.singles if len(s.trick) > 1 else ()) + (single,)
    k = len(s.tricks) + 1
    ev.append(Event("play", p, {"card": a.card, "trick": k}, f"Player {p} plays {a.card.code}."))
    if len(s.trick) < 4:
        s.to_move = (p + 1) % 4
        return
    _finish_trick(s, ev)


def _finish_trick(s: ReversisState, ev: list[Event]) -> None:
    k = len(s.tricks) + 1
    w = T.trick_winner(s.trick)
    sweeper = s.winners[0] if s.winners and all(x == s.winners[0] for x in s.winners) else -1
    items, fate = SC.trick_items(k, s.trick, s.singles, w, sweeper, s.opts)
    leader = s.trick[0][0]
    s.tricks = s.tricks + ((leader, s.trick, w),)
    s.winners = s.winners + (w,)
    s.tricks_won = replace_at(s.tricks_won, w, s.tricks_won[w] + 1)
    pts = sum(T.POINTS[c] for _q, c in s.trick)
    s.points = replace_at(s.points, w, s.points[w] + pts)
    ev.append(Event("trick", w, {"trick": k, "cards": [(q, _c(x)) for q, x in s.trick], "winner": w,
                                 "points": pts},
                    f"Player {w} takes trick {k} with {pts} card points."))
    if fate is not None:
        what, q = fate
        texts = {
            "renounce": f"Player {q} places the Quinola on another suit.",
            "forced": f"Player {q} has to give the Quinola to a heart lead.",
            "led": f"Player {q} leads the Quinola.",
            "attempt_last": f"Player {q}, holding every trick, leads the Quinola at the last trick.",
            "attempt_early": f"Player {q}, holding every trick, leads the Quinola early: the pot is his if he "
                             f"takes every trick.",
        }
        ev.append(Event("quinola", q, {"what": what, "trick": k}, texts[what]))
        if what == "renounce":
            _win_pot(s, q, ev)
        elif what in ("forced", "led"):
            _bete(s, q, what, ev)
        elif what == "attempt_early":
            s.pending = q
    for it in items:
        kind, payer, payee, amount, _t = it
        if kind.startswith("ace"):
            to = "the partie winner" if payee == SC.PW else f"player {payee}"
            ev.append(Event("ace", payer, {"kind": kind, "payee": payee, "amount": amount, "trick": k},
                            f"An ace: player {payer} owes {amount} to {to}."))
    s.items = s.items + tuple(items)
    s.trick = ()
    s.singles = ()
    if len(s.tricks) < T.TRICKS:
        s.to_move = w
        return
    _finish_deal(s, ev)


def _finish_deal(s: ReversisState, ev: list[Event]) -> None:
    st = SC.settle(s.winners, s.points, s.tricks_won, s.items, s.dealer, s.opts, s.under, s.start_hands,
                   s.privilege if s.privilege_used else -1, s.privilege_used, s.pending)
    if st.pending == "pot":
        _win_pot(s, s.pending, ev)
    elif st.pending == "bete":
        _bete(s, s.pending, "broken", ev)
    if st.reversy >= 0:
        ev.append(Event("reversy", st.reversy, {"seat": st.reversy},
                        f"Player {st.reversy} takes every trick: a Reversy."))
    elif st.broken:
        mk, br, k = st.broken
        ev.append(Event("reversy_broken", br, {"maker": mk, "trick": k},
                        f"Player {br} breaks player {mk}'s Reversy at trick {k}."))
    else:
        ev.append(Event("partie", st.winner, {"winner": st.winner, "loser": st.loser, "points": list(s.points)},
                        f"Player {st.winner} has the fewest card points and wins the partie; "
                        f"player {st.loser}, with the most, pays."))
    for kind, a, b, v, t in st.payments:
        if a != b:
            ev.append(Event("payment", a, {"kind": kind, "payer": a, "payee": b, "amount": v, "trick": t},
                            f"Player {a} pays player {b} {v} ({kind.replace('_', ' ')})."))
    m = list(s.money)
    for q in range(4):
        m[q] += st.net[q]
    s.money = tuple(m)
    entry = {
        "deal": s.deal_no + 1, "dealer": s.dealer, "points": list(s.points), "tricks": list(s.tricks_won),
        "winner": st.winner, "loser": st.loser, "reversy": st.reversy, "broken": list(st.broken),
        "net": list(st.net), "pot": s.pot, "pot_won_by": s.pot_won_by, "betes": [list(b) for b in s.betes],
        "money": list(s.money),
    }
    s.log = s.log + (entry,)
    s.deal_no += 1
    ev.append(Event("deal_end", None, entry,
                    f"Deal {s.deal_no}: card points {' '.join(str(x) for x in s.points)}; the pot holds {s.pot}."))
    if s.deal_no >= s.deals_limit:
        if s.opts.end_of_match == "shared" and (s.pot or s.bete_queue):
            total = s.pot + sum(v for _q, v in s.bete_queue)
            s.money = tuple(x + total / 4 for x in s.money)
            s.pot, s.bete_queue, s.pot_holds_bete = 0, (), False
            ev.append(Event("pot_shared", None, {"amount": total},
                            f"The match is over: the {total} counters in the pot and owed for Bêtes are shared."))
        s.phase, s.to_move = "over", TERMINAL
        s._reset_deal()
        ev.append(Event("match_over", None, {"money": list(s.money)},
                        "The match is over: " + ", ".join(f"player {q} {s.money[q]:+g}" for q in range(4)) + "."))
        return
    s.dealer = (s.dealer + 1) % 4
    s._reset_deal()
    s.phase, s.to_move = "deal", CHANCE


_HANDLERS: dict[tuple[str, type], Any] = {
    ("deal", Deal): _h_deal,
    ("exchange", Exchange): _h_exchange,
    ("exchange", Pass): _h_pass,
    ("discard", Discard): _h_discard,
    ("play", Play): _h_play,
}


def new_state(options: ReversisOptions, deals: int | None = None, first_dealer: int | None = None
              ) -> ReversisState:
    """A new match of ``options.deals_per_match`` deals (or ``deals``); seat 0 deals first unless
    ``first_dealer`` names another seat."""
    d = dealer_seat(first_dealer, 4)
    return ReversisState(options, deals, 0 if d is None else d)
