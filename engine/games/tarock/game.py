"""The Tarock state machine for the three forms of the 1782 book (spec §3-§5).

* Form A (``tarock``): three hands (a fourth player sits out in turn), the dealer's Scat of
  three, honours declared and paid, 26 points each, the Pagat and no-trick payments.
* Form B (``tarock4``): two against two (partners opposite, changed after two partien unless
  *partita ferma*), 19 cards each, the dealer's Scat of two, the surplus over the half carried
  through a partie of four deals, Reale, no point, Volata.
* Form C (``tarock_quadrille``): 76 cards, bidding like Quadrille (Frage with a called King,
  Mediateur, Solo), every card counted singly (128 in all, half 64).

Cards are pack indices (:mod:`.cards`).  Deal and play pass to the next seat: seat + 1 when
the direction is counter-clockwise (to the right: the shared table puts the next seat at the
person's right), seat - 1 otherwise.  Revokes cannot happen: only legal cards are offered.

The Scüs (spec §3.4): it may be played instead of any card; it never wins and is never
captured.  Its owner keeps it among his own tricks and gives the trick's winner an empty card
from the tricks he has won (or from his next trick, if he has none yet).  It must be played at
the latest when its owner is down to three cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Iterable, Sequence

from engine.cards import Card
from engine.kit import SlotState, dispatch, lay_card, next_in_queue, not_in_hand, replace_at, shuffled_deal
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation, Standing

from . import cards as T
from .actions import Ask, Bid, CallKing, Deal, Declare, Play, Return, Scat, Silent, TarockAction, parse_action
from .honours import Honour, honours_of

#: a pile or hand of cards as pack indices; a card played ``(seat, card)``; a trick played
#: ``(leader, cards, winner)``; a seat's declared honours ``(seat, honours)``; a payment
#: ``(reason, payer, payee, amount)``; a debt of an empty card ``(Scüs owner, creditor)``
Cards = tuple[int, ...]
Played = tuple[int, int]
TrickRecord = tuple[int, tuple[Played, ...], int]
Declaration = tuple[int, tuple[Honour, ...]]
Payment = tuple[str, int, int, int]
Debt = tuple[int, int]

__all__ = ["TarockState", "TarockObservation", "new_state", "REASON_CODES", "PHASES", "EVENT_KINDS",
           "PAIRINGS", "HONOUR_CODES", "pack_for_hands", "DEAL_PATTERN", "card_payments", "winner_of",
           "MUNICH_PACK"]

REASON_CODES = (
    "wrong_phase", "malformed_action", "game_over", "bad_deal", "card_not_in_hand", "must_follow_suit",
    "must_play_taroc", "scus_must_be_played", "scus_may_not_lead", "bad_scat", "scat_king", "scat_taroc",
    "nothing_to_declare", "no_chance_due", "bad_bid", "bad_call", "bad_ask", "bad_return",
)
PHASES = ("deal", "scat", "declare", "bid", "call", "ask", "return", "play", "over")
EVENT_KINDS = (
    "deal", "deal_void", "sits_out", "scat", "declare", "silent", "honour_paid", "bid", "all_pass", "game_chosen",
    "king_called", "ask", "give", "return", "play", "scus_played", "trick", "scus_given", "pagat_captured",
    "pagat_ultimo", "king_captured", "count", "payment", "deal_end", "partie_end", "partners", "match_over",
)
HONOUR_CODES = ("matadors", "matadors_scused", "ten_tarocs", "cavalerie", "scused_cavalerie", "seven_kings",
                "three_honneurs", "four_kings")
PAIRINGS = (((0, 2), (1, 3)), ((0, 1), (2, 3)), ((0, 3), (1, 2)))
# cards each receiving seat gets per round (the dealer's extra cards come last)
DEAL_PATTERN = {"A": ((5, 5, 5, 5, 5), 3), "B": ((5, 5, 5, 4), 2), "C": ((5, 5, 4, 4), 4)}
SCAT_SIZE = {"A": 3, "B": 2, "C": 4}
HALF = {"A": 26, "C": 64}
# form D, the Munich pack (spec §6; not played): XIII-XXI, Scüs, Pagat and the hearts doubled
MUNICH_PACK = 78 + len(range(13, 22)) + 2 + 14
BID_ORDER = {"pass": 0, "frage": 1, "mediateur": 2, "solo": 3}


def _c(i: int) -> Card:
    return T.CARDS[i]


def _sorted(cs: Iterable[int]) -> Cards:
    return tuple(sorted(cs))


def pack_for_hands(form: str, hands: Sequence[Iterable[Card | int]], dealer: int, step: int = 1,
                   sitter: int = -1) -> tuple[Card, ...]:
    """The dealing order (top card first) that gives each seat the cards in ``hands`` (lists of
    pack indices or cards; the dealer's list holds his cards before the Scat)."""
    n = len(hands)
    hs = [[T.INDEX[c] if not isinstance(c, int) else c for c in h] for h in hands]
    order = _receivers(form, n, dealer, step, sitter)
    out = []
    pos = [0] * n
    for q in order:
        out.append(hs[q][pos[q]])
        pos[q] += 1
    return tuple(_c(i) for i in out)


def _receivers(form: str, n: int, dealer: int, step: int, sitter: int) -> list[int]:
    rounds, extra = DEAL_PATTERN[form]
    seats = []
    q = dealer
    while True:
        q = (q + step) % n
        if q != sitter:
            seats.append(q)
        if q == dealer:
            break
    out: list[int] = []
    for r in rounds:
        for q in seats:
            out += [q] * r
    out += [dealer] * extra
    return out


@dataclass(frozen=True)
class TarockObservation(Observation):
    """What one seat may see.  Cards are :class:`~engine.cards.Card`.

    ``scat`` -- the Scat (only its layer sees it); ``declared`` -- ``((seat, honours), …)`` with
    each honour ``(code, points, cards)``; ``piles`` -- the cards each seat has won in tricks
    (every one was seen on the table; the Scat is not among them); ``debts`` -- ``(owner,
    creditor)`` for each empty card a Scüs owner still owes; ``voids`` -- per seat, the suits
    (``"c"``, ``"d"``, ``"s"``, ``"b"``, ``"#"`` for Tarocs) it has shown it lacks; ``ledger`` --
    each seat's account in the game; ``deal_items`` -- payments of this deal so far; ``sides``
    -- the partnerships now (form B; form C once the game is chosen and the partner known to
    this seat); ``bids`` -- form C's calls.
    """

    options: Any = None
    form: str = "A"
    sitter: int = -1
    scat: tuple[Card, ...] = ()
    scat_size: int = 0
    declared: tuple[tuple[int, tuple[tuple[str, int, tuple[Card, ...]], ...]], ...] = ()
    declare_queue: tuple[int, ...] = ()
    piles: tuple[tuple[Card, ...], ...] = ()
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = ()
    debts: tuple[Debt, ...] = ()
    voids: tuple[tuple[str, ...], ...] = ()
    ledger: tuple[int, ...] = ()
    deal_items: tuple[Payment, ...] = ()
    deal_no: int = 0
    deals_limit: int | None = None
    history: tuple[dict[str, Any], ...] = ()
    sides: tuple[tuple[int, ...], ...] = ()
    partie: tuple[int, ...] = ()              # form B: (partie number, deals in it, surplus side 0, surplus side 1,
    #                                 side 0 made a point, side 1 made a point)
    bids: tuple[tuple[int, str], ...] = ()
    declarer: int = -1
    contract: str = ""               # form C: frage / mediateur / solo
    called: Any = None               # form C: the called King
    partner: int = -1                # form C: the declarer's partner, if this seat knows him
    asked: tuple[Card, ...] = ()                # form C: the cards the Mediateur asked for (and received)
    given: tuple[tuple[int, Card, Card | None], ...] = ()                # form C: (giver, card asked, card returned or None)


class TarockState(SlotState[TarockAction]):
    """A game of Tarock in one of its forms.  ``apply`` returns a new state."""

    __slots__ = (
        "opts", "form", "n", "deals_limit", "deal_no", "phase", "to_move", "dealer", "sitter", "hands", "dealt",
        "scat", "declare_queue", "declared", "trick", "leader", "tricks", "piles", "debts", "ledger", "items",
        "log", "partie", "bids", "bid_queue", "declarer", "cgame", "called", "partner", "asked", "given",
        "ten_deferred", "first_dealer",
    )

    def __init__(self, opts: Any, deals: int | None = None, first_dealer: int | None = None) -> None:
        self.opts = opts
        self.form = type(opts).form
        if self.form == "A":
            self.n = opts.players if opts.fourth_player_rotates_out else 3
            default_deals = opts.deals
        elif self.form == "B":
            self.n = 4
            default_deals = 4 * opts.partien
        else:
            self.n = 4
            default_deals = opts.deals
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        self.deals_limit = deals if deals is not None else default_deals
        if first_dealer is not None and first_dealer not in range(self.n):
            raise ValueError(f"first_dealer must be a seat from 0 to {self.n - 1}, not {first_dealer!r}")
        self.first_dealer = 0 if first_dealer is None else first_dealer
        self.dealer = self.first_dealer
        self.deal_no = 0
        self.ledger: tuple[int, ...] = (0,) * self.n
        self.log: tuple[dict[str, Any], ...] = ()
        #: form B: (partie number, deals in it, surplus side 0, surplus side 1, side 0 made a point, side 1 …)
        self.partie: tuple[int, ...] = (0, 0, 0, 0, False, False)
        self.phase = "deal"
        self.to_move = CHANCE
        self._reset_deal()

    def _reset_deal(self) -> None:
        n = self.n
        self.sitter = (self.dealer - self.step) % n if n == 4 and self.form == "A" else -1
        self.hands: tuple[Cards, ...] = ((),) * n
        self.dealt: tuple[Cards, ...] = ((),) * n
        self.scat: Cards = ()
        self.declare_queue: tuple[int, ...] = ()
        self.declared: tuple[Declaration, ...] = ()
        self.trick: tuple[Played, ...] = ()
        self.leader = -1
        self.tricks: tuple[TrickRecord, ...] = ()
        self.piles: tuple[Cards, ...] = ((),) * n
        self.debts: tuple[Debt, ...] = ()
        self.items: tuple[Payment, ...] = ()
        self.bids: tuple[tuple[int, str], ...] = ()
        self.bid_queue: tuple[int, ...] = ()
        self.declarer = -1
        self.cgame = ""
        self.called = -1
        self.partner = -1
        self.asked: Cards = ()
        self.given: tuple[tuple[int, int, int | None], ...] = ()     # (giver, card asked, card returned)
        self.ten_deferred: tuple[tuple[int, int], ...] = ()         # (seat, points) of ten Tarocs

    # ----------------------------------------------------------------- helpers
    @property
    def step(self) -> int:
        return 1 if self.opts.deal_direction == "counter_clockwise" else -1

    def nxt(self, p: int) -> int:
        q = (p + self.step) % self.n
        if q == self.sitter:
            q = (q + self.step) % self.n
        return q

    def active(self) -> list[int]:
        return [q for q in range(self.n) if q != self.sitter]

    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The sides of this deal: form B its pairing; form C once the game is chosen; else each seat alone."""
        if self.form == "B":
            return PAIRINGS[self.pairing()]
        if self.form == "C" and self.declarer >= 0:
            d = self.declarer
            us = (d,) if self.partner < 0 or self.partner == d else tuple(sorted((d, self.partner)))
            return (us, tuple(q for q in range(self.n) if q not in us))
        return tuple((q,) for q in self.active())

    def pairing(self) -> int:
        if self.form != "B" or self.opts.tarock4_partita_ferma:
            return 0
        return (self.partie[0] // 2) % 3

    def side_of(self, p: int) -> tuple[int, ...]:
        for s in self.sides():
            if p in s:
                return s
        return (p,)

    def opponents(self, p: int) -> list[int]:
        mine = self.side_of(p)
        return [q for q in self.active() if q not in mine]

    def half(self) -> int:
        return self.opts.tarock4_half if self.form == "B" else HALF[self.form]

    # ----------------------------------------------------------------- protocol
    def parse_action(self, text: str) -> TarockAction:
        return parse_action(text)

    def scores(self) -> list[float]:
        return [float(x) for x in self.ledger]

    def standing(self, player: int) -> Standing:
        mine = self.ledger[player]
        best = max(v for q, v in enumerate(self.ledger) if q != player)
        if self.form == "B":
            best = -mine
        res = "won" if mine > best else "lost" if mine < best else "drawn"
        return Standing(res, max(0, round(mine)), max(0, round(best)))

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "deals_played": len(self.log), "deals": list(self.log)}

    def sample_chance(self, rng: random.Random) -> TarockAction:
        if self.phase != "deal":
            raise IllegalAction("no_chance_due", "no chance event is due")
        return shuffled_deal((_c(i) for i in range(T.N) if not (self.form == "C" and i in T.ACES_OUT)), rng)

    def legal_actions(self) -> list[TarockAction]:
        p = self.to_move
        if p < 0:
            return []
        ph = self.phase
        if ph == "play":
            return [Play(_c(i)) for i in self.playable(p)]
        if ph == "scat":
            return [Scat(tuple(_c(i) for i in cs)) for cs in combinations(self.scat_choices(p), SCAT_SIZE[self.form])]
        if ph == "declare":
            return [Declare(), Silent()] if _honours(self, p) else [Silent()]
        if ph == "bid":
            return [Bid(b) for b in self.bids_open(p)]
        if ph == "call":
            return [CallKing(_c(k)) for k in T.KING if k not in self.hands[p]]
        if ph == "ask":
            more: list[TarockAction] = [Ask(())] if self.given else []      # a second card is optional (one or two, spec §5.3)
            return more + [Ask((_c(c),)) for c in self.askable(p)]
        if ph == "return":
            return [Return(_c(c)) for c in self.hands[p] if c != T.SCUS and c not in self.asked]
        return []

    def implied_action(self) -> TarockAction | None:
        """Records written before every seat was asked for its honours skip the seats without any."""
        if self.phase == "declare" and self.to_move >= 0 and not _honours(self, self.to_move):
            return Silent()
        return None

    def apply(self, action: TarockAction) -> tuple["TarockState", list[Event]]:
        return dispatch(self, _HANDLERS, action, "the game is over")

    # ----------------------------------------------------------------- rules
    def scat_choices(self, p: int) -> list[int]:
        """The cards the dealer may lay away: no King, no Taroc or Scüs -- unless (form A, C) he holds
        exactly three trump cards (the Scüs counting) with the Pagat among them (spec §3.2)."""
        hand = self.hands[p]
        trumps = [c for c in hand if T.SUIT[c] in (T.TRUMP, T.FOOL)]
        may_trump = self.form != "B" and len(trumps) == 3 and T.PAGAT in trumps
        return [c for c in hand if c not in T.KING and (may_trump or T.SUIT[c] not in (T.TRUMP, T.FOOL))]

    def led_suit(self) -> int | None:
        """The suit the trick asks for: a suit, Tarocs, or ``None`` when it is empty."""
        for _q, c in self.trick:
            if c != T.SCUS:
                return T.SUIT[c]
        return T.TRUMP if self.trick else None

    def playable(self, p: int) -> list[int]:
        hand = self.hands[p]
        if T.SCUS in hand and len(hand) <= 3:
            return [T.SCUS]
        if not self.trick:
            if not self.opts.scus_may_lead and T.SCUS in hand and len(hand) > 1:
                return [c for c in hand if c != T.SCUS]
            return list(hand)
        led = self.trick[0][1]
        want = T.TRUMP if led == T.SCUS else T.SUIT[led]
        same = [c for c in hand if T.SUIT[c] == want]
        if not same and want != T.TRUMP:
            same = [c for c in hand if T.SUIT[c] == T.TRUMP]
        if not same:
            return list(hand)
        return same + ([T.SCUS] if T.SCUS in hand else [])

    def trick_winner(self, trick: Iterable[Played]) -> int:
        return winner_of(trick)

    # form C
    def bids_open(self, p: int) -> list[str]:
        best = max((BID_ORDER[b] for _q, b in self.bids), default=0)
        all_kings = all(k in self.hands[p] for k in T.KING)
        return ["pass"] + [b for b in ("frage", "mediateur", "solo")
                           if BID_ORDER[b] > best and not (b == "frage" and all_kings)]

    def askable(self, p: int) -> list[int]:
        """The cards a Mediateur may ask for: a King or a Taroc he does not hold (not the Scüs)."""
        hand = set(self.hands[p])
        return [c for c in list(T.KING) + sorted(T.TAROC, reverse=True) if c not in hand and c not in self.asked]

    # ----------------------------------------------------------------- observation
    def voids(self) -> tuple[frozenset[int], ...]:
        """Per seat: suits (0-3, 4 = Tarocs) it showed it lacks by not following."""
        v: list[set[int]] = [set() for _ in range(self.n)]
        for cs in [t[1] for t in self.tricks] + ([self.trick] if self.trick else []):
            led = cs[0][1]
            want = T.TRUMP if led == T.SCUS else T.SUIT[led]
            for q, c in cs[1:]:
                if c == T.SCUS:
                    continue
                sc = T.SUIT[c]
                if sc != want:
                    v[q].add(want)
                    if want != T.TRUMP and sc != T.TRUMP:
                        v[q].add(T.TRUMP)
        return tuple(frozenset(x) for x in v)

    def _seen(self, p: int) -> tuple[Card, ...]:
        if not any(self.dealt):
            return ()
        have = set(self.dealt[p])
        out = list(self.dealt[p])
        extra = [c for _l, cs, _w in self.tricks for _q, c in cs] + [c for _q, c in self.trick]
        extra += [c for pile in self.piles for c in pile]
        if p == self.dealer:
            extra += list(self.scat)
        extra += [c for c in self.hands[p]]
        extra += [a for a in self.asked]
        for g, a, r in self.given:
            if r is not None and p in (g, self.declarer):
                extra.append(r)
        for h in self.declared:
            for hh in h[1]:
                extra += list(hh[2])
        for c in extra:
            if c not in have:
                have.add(c)
                out.append(c)
        return tuple(_c(i) for i in sorted(out))

    def known_partner(self, p: int) -> int:
        """Form C: the declarer's partner as seat ``p`` knows him (-1 while hidden to ``p``)."""
        if self.partner < 0:
            return -1
        if p in (self.partner,) or self.called < 0:
            return self.partner
        played = {c for _l, cs, _w in self.tricks for _q, c in cs} | {c for _q, c in self.trick}
        return self.partner if self.called in played else -1

    def observation(self, player: int) -> TarockObservation:
        p = player
        legal = tuple(self.legal_actions()) if self.to_move == p else ()
        vs = self.voids()
        sides = self.sides()
        if self.form == "C" and self.partner >= 0 and self.known_partner(p) < 0:
            d = self.declarer
            sides = ((d,),) + tuple((q,) for q in range(self.n) if q != d)
        names = T.SUITS + "#"
        return TarockObservation(
            game=SPEC_NAMES[self.form], player=p, legal_actions=legal, phase=self.phase, to_move=self.to_move,
            seats=self.n, hand=tuple(_c(i) for i in self.hands[p]),
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple((q, _c(c)) for q, c in self.trick),
            trick_leader=(self.leader if (self.trick or self.phase == "play") else None),
            tricks_taken=tuple(sum(1 for t in self.tricks if t[2] == q) for q in range(self.n)),
            seen=self._seen(p), dealer=self.dealer,
            options=self.opts, form=self.form, sitter=self.sitter,
            scat=tuple(_c(i) for i in self.scat) if p == self.dealer else (),
            scat_size=len(self.scat),
            declared=tuple((q, tuple((h[0], h[1], tuple(_c(i) for i in h[2])) for h in hs))
                           for q, hs in self.declared),
            declare_queue=self.declare_queue,
            piles=tuple(tuple(_c(i) for i in pile) for pile in self.piles),
            tricks=tuple((ld, tuple((q, _c(c)) for q, c in cs), w) for ld, cs, w in self.tricks),
            debts=self.debts, voids=tuple(tuple(names[s] for s in sorted(v)) for v in vs),
            ledger=self.ledger, deal_items=self.items, deal_no=self.deal_no, deals_limit=self.deals_limit,
            history=self.log, sides=sides, partie=self.partie, bids=self.bids,
            declarer=self.declarer, contract=self.cgame, called=_c(self.called) if self.called >= 0 else None,
            partner=self.known_partner(p) if self.form == "C" else -1,
            asked=tuple(_c(i) for i in self.asked),
            given=tuple((g, _c(a), None if r is None or p not in (g, self.declarer) else _c(r))
                        for g, a, r in self.given),
        )

    @classmethod
    def from_observation(cls, obs: TarockObservation, hands: Sequence[Iterable[int]], scat: Iterable[int],
                         partner: int = -1) -> "TarockState":
        """The state behind ``obs`` with the hidden cards filled in: ``hands`` (per seat, pack
        indices now in hand), ``scat`` (indices) and, in form C, the hidden partner."""
        s = object.__new__(cls)
        s.opts = obs.options
        s.form = obs.form
        s.n = obs.seats
        s.deals_limit = obs.deals_limit
        s.deal_no = obs.deal_no
        s.phase, s.to_move = obs.phase, obs.to_move
        s.dealer = obs.dealer if obs.dealer is not None else 0
        s.first_dealer = 0
        s.sitter = obs.sitter
        s.hands = tuple(_sorted(h) for h in hands)
        s.scat = _sorted(scat)
        s.declare_queue = obs.declare_queue
        s.declared = tuple((q, tuple((h[0], h[1], tuple(T.INDEX[c] for c in h[2])) for h in hs))
                           for q, hs in obs.declared)
        s.trick = tuple((q, T.INDEX[c]) for q, c in obs.trick)
        s.leader = obs.trick_leader if obs.trick_leader is not None else -1
        s.tricks = tuple((ld, tuple((q, T.INDEX[c]) for q, c in cs), w) for ld, cs, w in obs.tricks)
        s.piles = tuple(tuple(T.INDEX[c] for c in pile) for pile in obs.piles)
        s.debts = obs.debts
        s.ledger = obs.ledger
        s.items = obs.deal_items
        s.log = obs.history
        s.partie = obs.partie
        s.bids = obs.bids
        s.bid_queue = ()
        s.declarer = obs.declarer
        s.cgame = obs.contract
        s.called = T.INDEX[obs.called] if obs.called is not None else -1
        s.partner = partner
        s.asked = tuple(T.INDEX[c] for c in obs.asked)
        s.given = tuple((g, T.INDEX[a], None if r is None else T.INDEX[r]) for g, a, r in obs.given)
        s.ten_deferred = tuple(x for x in _deferred_from(s))
        played: list[set[int]] = [set() for _ in range(s.n)]
        for _l, cs, _w in s.tricks:
            for q, c in cs:
                played[q].add(c)
        for q, c in s.trick:
            played[q].add(c)
        dealt = []
        for q in range(s.n):
            d = set(s.hands[q]) | played[q]
            if q == s.dealer:
                d |= set(s.scat)
            dealt.append(_sorted(d))
        s.dealt = tuple(dealt) if any(s.hands) or any(played) else ((),) * s.n
        return s


SPEC_NAMES = {"A": "tarock", "B": "tarock4", "C": "tarock_quadrille"}


def _deferred_from(s: TarockState) -> list[tuple[int, int]]:
    if s.form == "C" or not s.opts.ten_tarocs_requires_over_26:
        return []
    return [(q, h[1]) for q, hs in s.declared for h in hs if h[0] == "ten_tarocs"]


def winner_of(trick: Iterable[Played]) -> int:
    """The seat that wins a trick ``((seat, card), …)``: the highest Taroc, else the highest card
    of the suit of the first card that is not the Scüs (the Scüs never wins)."""
    best_q, best_c, led = -1, -1, -1
    for q, c in trick:
        sc = T.SUIT[c]
        if sc == T.FOOL:
            continue
        if best_q < 0:
            best_q, best_c, led = q, c, sc
            continue
        bs = T.SUIT[best_c]
        if sc == T.TRUMP and (bs != T.TRUMP or T.STRENGTH[c] > T.STRENGTH[best_c]):
            best_q, best_c = q, c
        elif sc == bs and T.STRENGTH[c] > T.STRENGTH[best_c]:
            best_q, best_c = q, c
    return best_q


# ======================================================================= handlers
def _h_deal(s: TarockState, a: Deal, ev: list[Event]) -> None:
    order = [T.INDEX[c] for c in a.order]
    want = 76 if s.form == "C" else 78
    if len(order) != want or len(set(order)) != want or (s.form == "C" and set(order) & T.ACES_OUT):
        raise IllegalAction("bad_deal", f"a deal must list the {want} cards of the pack once each")
    recv = _receivers(s.form, s.n, s.dealer, s.step, s.sitter)
    hands: list[list[int]] = [[] for _ in range(s.n)]
    for q, c in zip(recv, order):
        hands[q].append(c)
    s.hands = tuple(_sorted(h) for h in hands)
    s.dealt = s.hands
    d = s.dealer
    if s.sitter >= 0:
        ev.append(Event("sits_out", s.sitter, {"seat": s.sitter}, f"Player {s.sitter} sits out this deal."))
    ev.append(Event("deal", d, {"dealer": d, "deal": s.deal_no + 1, "sizes": [len(h) for h in s.hands]},
                    f"Player {d} deals: {len(s.hands[s.nxt(d)])} cards to each player, {len(s.hands[d])} to himself."))
    if s.form == "A" and s.opts.void_deal_if_1_or_2_tarocs:
        short = [q for q in s.active() if 1 <= sum(1 for c in s.hands[q] if T.SUIT[c] == T.TRUMP) <= 2]
        if short:
            ev.append(Event("deal_void", short[0], {"seat": short[0]},
                            f"Player {short[0]} holds only one or two Tarocs: the deal is void and dealt again."))
            s._reset_deal()
            s.phase, s.to_move = "deal", CHANCE
            return
    if s.form == "C":
        s.phase = "scat"
        s.to_move = d
        return
    s.phase, s.to_move = "scat", d


def _h_scat(s: TarockState, a: Scat, ev: list[Event]) -> None:
    p = s.to_move
    cs = [T.INDEX[c] for c in a.cards]
    k = SCAT_SIZE[s.form]
    if len(cs) != k or len(set(cs)) != k:
        raise IllegalAction("bad_scat", f"the Scat is {k} cards")
    for c in cs:
        if c not in s.hands[p]:
            raise not_in_hand(_c(c))
    allowed = set(s.scat_choices(p))
    for c in cs:
        if c in T.KING:
            raise IllegalAction("scat_king", "no King may be laid in the Scat")
        if c not in allowed:
            raise IllegalAction("scat_taroc", "Tarocs may go to the Scat only from a hand of exactly three "
                                              "trump cards with the Pagat")
    s.hands = replace_at(s.hands, p, _sorted(set(s.hands[p]) - set(cs)))
    s.scat = _sorted(cs)
    ev.append(Event("scat", p, {"count": k}, f"Player {p} lays {k} cards away in the Scat."))
    if s.form == "C":
        s.phase = "bid"
        first = s.nxt(s.dealer)
        s.bid_queue = tuple(_round_from(s, first))
        s.to_move = first
        return
    _start_declaring(s, ev)


def _round_from(s: TarockState, first: int) -> list[int]:
    out = [first]
    q = s.nxt(first)
    while q != first:
        out.append(q)
        q = s.nxt(q)
    return out


def _honours(s: TarockState, p: int) -> list[Honour]:
    o = s.opts
    return honours_of(s.hands[p], o.honours_variant, o.scus_counts_for_ten_tarocs, s.form)


def _start_declaring(s: TarockState, ev: list[Event]) -> None:
    """Every seat in turn declares its honours or says it declares none (spec §3.3: the dealer
    first, then the others in turn): a queue of the seats holding honours would tell every seat who
    holds one, even when the holder then stays silent."""
    first = s.dealer if s.form != "C" else s.declarer
    s.declare_queue = tuple(_round_from(s, first))
    s.phase, s.to_move = "declare", s.declare_queue[0]


def _start_play(s: TarockState) -> None:
    s.phase = "play"
    s.leader = s.nxt(s.dealer)
    s.to_move = s.leader


def _payers(s: TarockState, p: int) -> list[int]:
    """Who pays an honour of ``p``: every other player (forms A and C), the two opponents (form B)."""
    if s.form == "B":
        return s.opponents(p)
    return [q for q in s.active() if q != p]


def _pay(s: TarockState, payer: int, payee: int, amount: int, why: str, ev: list[Event] | None) -> None:
    if amount == 0 or payer == payee:
        return
    led = list(s.ledger)
    led[payer] -= amount
    led[payee] += amount
    s.ledger = tuple(led)
    s.items = s.items + ((why, payer, payee, amount),)
    if ev is not None:
        ev.append(Event("payment", payer, {"from": payer, "to": payee, "amount": amount, "reason": why},
                        f"Player {payer} pays {amount} to player {payee} ({why.replace('_', ' ')})."))


def _h_declare(s: TarockState, a: Declare, ev: list[Event]) -> None:
    p = s.to_move
    hs = _honours(s, p)
    if not hs:
        raise IllegalAction("nothing_to_declare", "this hand holds no honour")
    s.declared = s.declared + ((p, tuple(hs)),)
    ev.append(Event("declare", p, {"honours": [(h[0], h[1], [_c(c) for c in h[2]]) for h in hs]},
                    f"Player {p} declares " + ", ".join(f"{h[0].replace('_', ' ')} ({h[1]})" for h in hs) + "."))
    for h in hs:
        if h[0] == "ten_tarocs" and s.form != "C" and s.opts.ten_tarocs_requires_over_26:
            s.ten_deferred = s.ten_deferred + ((p, h[1]),)
            continue
        for q in _payers(s, p):
            _pay(s, q, p, h[1], h[0], ev)
        ev.append(Event("honour_paid", p, {"honour": h[0], "points": h[1], "payers": _payers(s, p)},
                        f"Player {p} receives {h[1]} from each of {len(_payers(s, p))} for {h[0].replace('_', ' ')}."))
    _next_declarer(s)


def _h_silent(s: TarockState, a: Silent, ev: list[Event]) -> None:
    ev.append(Event("silent", s.to_move, {}, f"Player {s.to_move} declares no honour."))
    _next_declarer(s)


def _next_declarer(s: TarockState) -> None:
    if not next_in_queue(s, "declare_queue"):
        _start_play(s)


# ----------------------------------------------------------------------- form C bidding
def _h_bid(s: TarockState, a: Bid, ev: list[Event]) -> None:
    p = s.to_move
    if a.bid not in s.bids_open(p):
        raise IllegalAction("bad_bid", f"{a.bid} is not open now")
    s.bids = s.bids + ((p, a.bid),)
    ev.append(Event("bid", p, {"bid": a.bid}, f"Player {p}: {a.bid}."))
    if next_in_queue(s, "bid_queue"):
        return
    best = max(BID_ORDER[b] for _q, b in s.bids)
    if best == 0:
        ev.append(Event("all_pass", None, {}, "Everybody passes: the next player deals."))
        _end_void_deal(s, ev)
        return
    # the highest call; of equal calls the earlier (only one of each can be made: calls must rise)
    q, b = next((q, b) for q, b in s.bids if BID_ORDER[b] == best)
    s.declarer, s.cgame = q, b
    ev.append(Event("game_chosen", q, {"game": b}, f"Player {q} plays {b}."))
    if b == "frage":
        s.phase, s.to_move = "call", q
    elif b == "mediateur":
        s.phase, s.to_move = "ask", q
    else:
        _start_declaring(s, ev)


def _end_void_deal(s: TarockState, ev: list[Event]) -> None:
    s.log = s.log + ({"deal": s.deal_no + 1, "dealer": s.dealer, "void": True, "points": [], "items": []},)
    s.dealer = s.nxt(s.dealer)
    s._reset_deal()
    s.phase, s.to_move = "deal", CHANCE


def _h_call(s: TarockState, a: CallKing, ev: list[Event]) -> None:
    p = s.to_move
    k = T.INDEX[a.king]
    if k not in T.KING or k in s.hands[p]:
        raise IllegalAction("bad_call", "call a King you do not hold")
    s.called = k
    holder = next((q for q in range(s.n) if k in s.hands[q]), -1)
    s.partner = holder if holder >= 0 else p     # a King in the Scat: he plays alone
    ev.append(Event("king_called", p, {"king": a.king}, f"Player {p} calls {a.king.code}."))
    _start_declaring(s, ev)


def _h_ask(s: TarockState, a: Ask, ev: list[Event]) -> None:
    p = s.to_move
    if not a.wanted and s.given:
        ev.append(Event("ask", p, {"card": None}, f"Player {p} asks for no second card."))
        _start_declaring(s, ev)
        return
    if len(a.wanted) != 1:
        raise IllegalAction("bad_ask", "ask for one card at a time")
    c = T.INDEX[a.wanted[0]]
    if c not in s.askable(p):
        raise IllegalAction("bad_ask", "that card cannot be asked for")
    giver = next((q for q in range(s.n) if c in s.hands[q]), -1)
    ev.append(Event("ask", p, {"card": a.wanted[0]}, f"Player {p} asks for {a.wanted[0].code}."))
    if giver < 0:
        ev.append(Event("give", None, {"card": a.wanted[0], "to": p, "in_scat": True},
                        f"{a.wanted[0].code} lies in the Scat: nobody gives it."))
        s.asked = s.asked + (c,)
        s.given = s.given + ((-1, c, None),)
        if len(s.given) < 2:
            return
        _start_declaring(s, ev)
        return
    s.hands = replace_at(s.hands, giver, _sorted(set(s.hands[giver]) - {c}))
    s.hands = replace_at(s.hands, p, _sorted(set(s.hands[p]) | {c}))
    s.asked = s.asked + (c,)
    s.given = s.given + ((giver, c, None),)
    ev.append(Event("give", giver, {"card": a.wanted[0], "to": p}, f"Player {giver} gives {a.wanted[0].code}."))
    s.phase = "return"


def _h_return(s: TarockState, a: Return, ev: list[Event]) -> None:
    p = s.to_move
    c = T.INDEX[a.card]
    if c not in s.hands[p] or c == T.SCUS or c in s.asked:
        raise IllegalAction("bad_return", "give back a card of your own other than the Scüs")
    giver, asked, _r = s.given[-1]
    s.hands = replace_at(s.hands, p, _sorted(set(s.hands[p]) - {c}))
    s.hands = replace_at(s.hands, giver, _sorted(set(s.hands[giver]) | {c}))
    s.given = s.given[:-1] + ((giver, asked, c),)
    ev.append(Event("return", p, {"card": a.card, "to": giver}, f"Player {p} gives {a.card.code} back."))
    # one or two cards (spec §5.3): after the first he may ask for a second
    if len(s.given) < 2:
        s.phase = "ask"
        return
    _start_declaring(s, ev)


# ----------------------------------------------------------------------- play
def _h_play(s: TarockState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    c = T.INDEX[a.card]
    if c not in s.hands[p]:
        raise not_in_hand(a.card)
    legal = s.playable(p)
    if c not in legal:
        if legal == [T.SCUS]:
            raise IllegalAction("scus_must_be_played", "the Scüs must be played now")
        if not s.trick:
            raise IllegalAction("scus_may_not_lead", "the Scüs may not be led")
        if all(T.SUIT[x] in (T.TRUMP, T.FOOL) for x in legal):
            raise IllegalAction("must_play_taroc", "a Taroc must be played")
        raise IllegalAction("must_follow_suit", "the suit led must be followed")
    lay_card(s, p, c, a.card, tuple(x for x in s.hands[p] if x != c), ev)
    if c == T.SCUS:
        ev.append(Event("scus_played", p, {}, f"Player {p} plays the Scüs and keeps it."))
    if len(s.trick) < len(s.active()):
        s.to_move = s.nxt(p)
        return
    _finish_trick(s, ev)


def _finish_trick(s: TarockState, ev: list[Event]) -> None:
    trick = s.trick
    w = winner_of(trick)
    last = all(not s.hands[q] for q in s.active())
    ntr = len(s.tricks) + 1
    piles = [list(x) for x in s.piles]
    scus_owner = next((q for q, c in trick if c == T.SCUS), -1)
    won = [c for _q, c in trick if c != T.SCUS]
    piles[w] += won
    # debts of the winner: pay creditors an empty card from this trick
    debts = list(s.debts)
    for d in list(debts):
        owner, cred = d
        if owner == w:
            e = next((x for x in sorted(won) if x in T.EMPTY), None)
            if e is not None:
                piles[w].remove(e)
                won.remove(e)
                piles[cred].append(e)
                debts.remove(d)
                ev.append(Event("scus_given", w, {"card": _c(e), "to": cred},
                                f"Player {w} gives {_c(e).code} to player {cred} for the Scüs."))
    given = None
    if scus_owner >= 0:
        piles[scus_owner].append(T.SCUS)
        same = s.form == "B" and w in s.side_of(scus_owner)
        if not same:
            e = next((x for x in sorted(piles[scus_owner]) if x in T.EMPTY), None)
            if e is not None:
                piles[scus_owner].remove(e)
                piles[w].append(e)
                given = e
            else:
                debts.append((scus_owner, w))
    s.piles = tuple(tuple(x) for x in piles)
    s.debts = tuple(debts)
    s.tricks = s.tricks + ((s.leader, trick, w),)
    s.trick = ()
    ev.append(Event("trick", w, {"trick": ntr, "cards": [(q, _c(x)) for q, x in trick], "winner": w},
                    f"Player {w} wins trick {ntr}."))
    if given is not None:
        ev.append(Event("scus_given", scus_owner, {"card": _c(given), "to": w},
                        f"Player {scus_owner} gives {_c(given).code} to player {w} for the Scüs."))
    for q, c in trick:
        if c == T.PAGAT:
            if w == q and last:
                ev.append(Event("pagat_ultimo", q, {}, f"Player {q} wins the last trick with the Pagat."))
            elif w not in s.side_of(q) or (s.form == "C" and w != q):
                ev.append(Event("pagat_captured", w, {"owner": q, "last": last},
                                f"Player {w} captures the Pagat of player {q}."))
        if s.form == "A" and s.opts.king_capture_payments and c in T.KING and w != q:
            ev.append(Event("king_captured", w, {"owner": q, "card": _c(c), "last": last},
                            f"Player {w} captures the King {_c(c).code} of player {q}."))
    if last:
        _settle(s, ev)
        return
    s.leader = w
    s.to_move = w


# ----------------------------------------------------------------------- settlement
def card_points(s: TarockState) -> list[int]:
    """Each seat's counted points (the Scat with the dealer): in threes (A, B) or singly (C)."""
    count = T.single_value if s.form == "C" else T.pile_value
    out = []
    for q in range(s.n):
        pile = list(s.piles[q]) + (list(s.scat) if q == s.dealer else [])
        out.append(count(pile) if q != s.sitter else 0)
    return out


def side_points(s: TarockState) -> list[int]:
    """Form B: the points of each side's tricks together (with the dealer's Scat)."""
    out = []
    for side in s.sides():
        pile = [c for q in side for c in s.piles[q]] + (list(s.scat) if s.dealer in side else [])
        out.append(T.pile_value(pile))
    return out


def _settle(s: TarockState, ev: list[Event]) -> None:
    if s.form == "A":
        entry = _settle_a(s, ev)
    elif s.form == "B":
        entry = _settle_b(s, ev)
    else:
        entry = _settle_c(s, ev)
    entry["ledger"] = list(s.ledger)
    entry["items"] = [list(i) for i in s.items]
    s.deal_no += 1
    s.log = s.log + (entry,)
    ev.append(Event("deal_end", None, entry, f"Deal {s.deal_no} is settled."))
    if s.deals_limit is not None and s.deal_no >= s.deals_limit:
        s.phase, s.to_move = "over", TERMINAL
        ev.append(Event("match_over", None, {"ledger": list(s.ledger)},
                        "The game is over: " + ", ".join(f"player {q} {v:+d}" for q, v in enumerate(s.ledger)) + "."))
        return
    s.dealer = (s.dealer + s.step) % s.n
    s._reset_deal()
    if s.form == "B" and s.partie[1] == 0:
        ev.append(Event("partners", None, {"sides": [list(x) for x in s.sides()]},
                        "New partners: " + " against ".join("+".join(map(str, x)) for x in s.sides()) + "."))
    s.phase, s.to_move = "deal", CHANCE


def _event_payments(s: TarockState, ev: list[Event]) -> None:
    """The Pagat, Kings and Pagat-and-XXI payments of the deal (spec §3.5), from the tricks."""
    o = s.opts
    mult = 2 if (s.form == "A" and o.king_capture_payments) else 1
    ntr = len(s.tricks)
    for i, (_ld, cs, w) in enumerate(s.tricks):
        last = i == ntr - 1
        for q, c in cs:
            if c == T.PAGAT:
                if w == q and last:
                    for r in _payers(s, q):
                        _pay(s, r, q, 10 * mult, "pagat_ultimo", ev)
                elif w != q and w not in (s.side_of(q) if s.form == "B" else (q,)):
                    for r in _payers(s, q):
                        _pay(s, q, r, (10 if last else 5) * mult, "pagat_lost", ev)
            if s.form == "A" and o.king_capture_payments and c in T.KING and w != q:
                _pay(s, q, w, 10 if last else 5, "king_lost", ev)
    if s.form == "A" and o.pagat_xxi_last_two_bonus and ntr >= 2:
        _l1, c1, w1 = s.tricks[-2]
        _l2, c2, w2 = s.tricks[-1]
        if w1 == w2 and (w1, T.PAGAT) in c1 and (w2, T.MONGUE) in c2:
            for r in _payers(s, w1):
                _pay(s, r, w1, o.pagat_xxi_last_two_bonus, "pagat_xxi", ev)


def card_payments(points: dict[int, int], half: int = 26) -> list[tuple[int, int, int]]:
    """``(payer, payee, amount)`` so that each seat ends with its points less the half (spec §3.5):
    the seats below the half pay their deficit to those above, in seat order."""
    net = {q: v - half for q, v in points.items()}
    win = [q for q in net if net[q] > 0]
    lose = [q for q in net if net[q] < 0]
    owe = {q: -net[q] for q in lose}
    out = []
    for w in win:
        need = net[w]
        for q in lose:
            x = min(need, owe[q])
            if x > 0:
                out.append((q, w, x))
                owe[q] -= x
                need -= x
    return out


def _settle_a(s: TarockState, ev: list[Event]) -> dict[str, Any]:
    pts = card_points(s)
    act = s.active()
    ev.append(Event("count", None, {"points": pts, "half": 26},
                    "Counted: " + ", ".join(f"player {q} {pts[q]}" for q in act) + "."))
    for payer, payee, x in card_payments({q: pts[q] for q in act}, 26):
        _pay(s, payer, payee, x, "card_points", ev)
    _event_payments(s, ev)
    for q in act:
        if not s.piles[q]:           # no trick (a lone Scüs is one), the dealer too (spec §3.5)
            for r in act:
                if r != q:
                    _pay(s, r, q, 26, "no_trick", ev)
    for q, v in s.ten_deferred:
        if pts[q] > 26:
            for r in _payers(s, q):
                _pay(s, r, q, v, "ten_tarocs", ev)
    return {"deal": s.deal_no + 1, "dealer": s.dealer, "sitter": s.sitter, "points": pts}


def _settle_b(s: TarockState, ev: list[Event]) -> dict[str, Any]:
    o = s.opts
    half = o.tarock4_half
    sides = s.sides()
    sp = side_points(s)
    ev.append(Event("count", None, {"points": card_points(s), "side_points": sp, "half": half},
                    "Counted: " + ", ".join(f"side {'+'.join(map(str, sd))} {v}" for sd, v in zip(sides, sp)) + "."))
    _event_payments(s, ev)
    for q, v in s.ten_deferred:
        k = next(i for i, sd in enumerate(sides) if q in sd)
        if sp[k] > half:
            for r in _payers(s, q):
                _pay(s, r, q, v, "ten_tarocs", ev)
    pn, nd, s0, s1, m0, m1 = s.partie
    sur = [max(0, sp[0] - half), max(0, sp[1] - half)]
    s0, s1 = s0 + sur[0], s1 + sur[1]
    m0, m1 = m0 or sur[0] > 0, m1 or sur[1] > 0
    # Volata: a side that took no point at all in this deal
    for k in (0, 1):
        if sp[k] == 0 and o.tarock4_volata_payment:
            amount = o.tarock4_volata_payment * half
            for a_, b_ in zip(sides[k], sides[1 - k]):
                _pay(s, a_, b_, amount, "volata", ev)
    nd += 1
    entry: dict[str, Any] = {"deal": s.deal_no + 1, "dealer": s.dealer, "points": card_points(s),
                             "side_points": sp, "sides": [list(x) for x in sides], "surplus": sur}
    if nd == 4:
        net = s0 - s1
        res: dict[str, Any] = {"partie": pn + 1, "surplus": [s0, s1], "winner": None, "amount": 0, "factor": 0}
        if net != 0:
            k = 0 if net > 0 else 1
            amount = abs(net)
            reale = amount >= 36
            zero = not (m1 if k == 0 else m0)
            factor = 3 if (reale and zero) else 2 if (reale or zero) else 1
            for a_, b_ in zip(sides[1 - k], sides[k]):
                _pay(s, a_, b_, amount * factor, "partie", ev)
            res.update(winner=k, amount=amount, factor=factor, reale=reale, no_point=zero)
        ev.append(Event("partie_end", None, res,
                        f"Partie {pn + 1}: surplus {s0} to {s1}" + (
                            f"; side {'+'.join(map(str, sides[res['winner']]))} wins {res['amount']} × {res['factor']}."
                            if res["winner"] is not None else "; nobody wins.")))
        entry["partie"] = res
        s.partie = (pn + 1, 0, 0, 0, False, False)
    else:
        s.partie = (pn, nd, s0, s1, m0, m1)
    return entry


def _settle_c(s: TarockState, ev: list[Event]) -> dict[str, Any]:
    o = s.opts
    pts = card_points(s)
    d = s.declarer
    team = [d] if s.partner < 0 or s.partner == d else [d, s.partner]
    made = sum(pts[q] for q in team)
    ev.append(Event("count", None, {"points": pts, "declarers": made, "half": 64},
                    f"Counted: the players of the {s.cgame} make {made} of 128."))
    diff = made - 64
    mult = o.mediateur_solo_multiplier if s.cgame in ("mediateur", "solo") else 1
    opps = [q for q in s.active() if q not in team]
    # each opponent pays (or is paid) |made - 64|; in a Frage the amount is split between the two
    for r in opps:
        amount = abs(diff) * mult
        if amount == 0:
            continue
        if len(team) == 1:
            if diff > 0:
                _pay(s, r, d, amount, "game", ev)
            else:
                _pay(s, d, r, amount, "game", ev)
        else:
            first = (amount + 1) // 2
            for i, t in enumerate(team):
                part = first if i == 0 else amount - first
                if diff > 0:
                    _pay(s, r, t, part, "game", ev)
                else:
                    _pay(s, t, r, part, "game", ev)
    _event_payments(s, ev)
    # matadors of the partners joined (spec §5.5): a run continued in the partner's hand, paid after play
    if len(team) == 2:
        ext = _joined_run_extension(s, team)
        if ext:
            for r in opps:
                for i, t in enumerate(team):
                    _pay(s, r, t, 5 * ext if i == 0 else 0, "matadors_joined", ev)
    if s.cgame == "mediateur":
        for g, a_, _r in s.given:
            if g >= 0:
                _pay(s, d, g, 10 if a_ == T.MONGUE else 5, "mediateur_card", ev)
        # his matadors (spec §5.5): none of the three top ones of his own and no Pagat captured:
        # he pays three matadors; XXI and Scüs with a captured Pagat: he is paid them (and the run)
        own = set(s.dealt[d])
        caught = any(w == d and any(c == T.PAGAT and q != d for q, c in cs) for _l, cs, w in s.tricks)
        if not ({T.MONGUE, T.PAGAT, T.SCUS} & own) and not caught:
            for r in opps:
                _pay(s, d, r, 10, "mediateur_matadors", ev)
        got = own | {a_ for g, a_, _r in s.given if g >= 0}
        if not ({T.MONGUE, T.PAGAT, T.SCUS} & own) and not caught:
            pass
        elif {T.MONGUE, T.SCUS} <= got and caught:
            run = 0
            for k in range(20, 1, -1):
                if T.taroc(k) in got:
                    run += 1
                else:
                    break
            for r in opps:
                _pay(s, r, d, 10 + 5 * run, "mediateur_matadors", ev)
    return {"deal": s.deal_no + 1, "dealer": s.dealer, "points": pts, "declarer": d, "game": s.cgame,
            "partner": s.partner, "made": made}


def _joined_run_extension(s: TarockState, team: list[int]) -> int:
    """How many matadors the partners' joined hands add to a declared run (spec §5.5, the book's example)."""
    d, pt = team
    run_decl = next((h for q, hs in s.declared if q == d for h in hs if h[0] == "matadors"), None)
    if run_decl is None:
        return 0
    both = set(s.dealt[d]) | set(s.dealt[pt])
    n = 0
    for k in range(20, 1, -1):
        if T.taroc(k) in both:
            n += 1
        else:
            break
    declared_run = len(run_decl[2]) - 3
    return max(0, n - declared_run)


_HANDLERS: dict[tuple[str, type], Any] = {
    ("deal", Deal): _h_deal,
    ("scat", Scat): _h_scat,
    ("declare", Declare): _h_declare,
    ("declare", Silent): _h_silent,
    ("bid", Bid): _h_bid,
    ("call", CallKing): _h_call,
    ("ask", Ask): _h_ask,
    ("return", Return): _h_return,
    ("play", Play): _h_play,
}


def new_state(options: Any, deals: int | None = None, first_dealer: int | None = None) -> TarockState:
    """A new game of Tarock in the form of ``options``' class."""
    return TarockState(options, deals, first_dealer)
