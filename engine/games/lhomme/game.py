"""The state machine of l'Homme and La Triomphe, both our reconstructions of the book's fragments
(spec ``minor_trump_games.md`` parts 1 and 3; ``docs/lhomme.md`` lists what is ours).

A deal: every player antes one to the pot; the dealer deals (seven or five cards each in
l'Homme, nine in La Triomphe) and turns up the next card for trumps; where "to take" means to
take part (l'Homme, ``forcing_mode = "must_play"``), or in La Triomphe where one may only give
the deal up at a cost, each player from the dealer's left says whether he plays; then the
tricks: follow suit, trump or throw anything when void; where "to take" means to win the trick
(``"take_trick"``), par force every player must win the trick when he can, otherwise only the
last player to it, who may decline by paying into the pot as much as it holds.  The player (or
in La Triomphe with partners, the side) with the most tricks takes the pot; between equal
counts, the one who reached his count first.  After the agreed deals the pot left is shared.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.bitcards import played_mask, void_suits
from engine.cards import Card
from engine.kit import (SlotState, dispatch, lay_card, next_in_queue, not_in_hand, replace_at, shuffled_deal,
                       take_trick, with_first_dealer)
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation

from . import tables as T
from .actions import Deal, Join, LhommeAction, Pass, Play, parse_action
from .options import LhommeOptions, TriompheOptions

__all__ = ["TrumpPotState", "TrumpPotObservation", "new_lhomme", "new_triomphe", "REASON_CODES", "PHASES",
           "EVENT_KINDS", "Rules", "rules_of"]

REASON_CODES = (
    "wrong_phase", "malformed_action", "game_over", "bad_deal", "card_not_in_hand", "must_follow_suit",
    "must_take", "no_chance_due",
)
PHASES = ("deal", "join", "play", "over")
EVENT_KINDS = (
    "ante", "deal", "trump_turned", "join", "pass", "alone", "nobody", "play", "declined", "trick", "deal_won",
    "deal_end", "pot_shared", "match_over",
)


@dataclass(frozen=True)
class Rules:
    """The options of either game in one shape."""

    game: str
    players: int
    hand: int
    suits: int
    forcing_mode: str
    par_force: bool
    pass_cost: int          # l'Homme par force: the mark; La Triomphe: losing double
    rounds: int
    partners: bool

    @property
    def join_phase(self) -> bool:
        return self.game == "triomphe" or self.forcing_mode == "must_play"


def rules_of(game: str, o: Any) -> Rules:
    if game == "triomphe":
        return Rules("triomphe", 4, 9, 4, o.forcing_mode, o.par_force, o.concede_penalty, o.rounds,
                     o.partnerships == "2v2")
    return Rules("lhomme", o.players, o.cards_per_player, T.suits_in_play(o.players), o.forcing_mode, o.par_force,
                 o.penalty_mark, o.rounds, False)


def _c(i: int) -> Card:
    return T.CARDS[i]


@dataclass(frozen=True)
class TrumpPotObservation(Observation):
    """What one seat may see.  ``active`` marks the seats playing this deal; ``decisions`` the
    ``(seat, plays)`` said so far; ``pot`` the stake on the table; ``balances`` every seat's
    money won less money paid; ``voids`` the suits each seat showed it lacks."""

    options: Any = None
    trump: str | None = None
    turned_card: Any = None
    stock_size: int = 0
    active: tuple[bool, ...] = ()
    decisions: tuple[tuple[int, bool], ...] = ()
    queue: tuple[int, ...] = ()
    pot: float = 0
    balances: tuple[float, ...] = ()
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = ()
    trick_no: int = 0
    voids: tuple[tuple[str, ...], ...] = ()
    deal_no: int = 0
    deals_total: int = 0
    deals_limit: int | None = None
    history: tuple[dict[str, Any], ...] = ()


class TrumpPotState(SlotState[LhommeAction]):
    """A session of l'Homme or La Triomphe.  ``apply`` returns a new state."""

    __slots__ = (
        "game", "opts", "r", "n", "deals_limit", "phase", "to_move", "dealer", "deal_no", "balances", "pot", "log",
        "hands", "dealt", "turned", "trump", "stock", "active", "decisions", "queue", "trick", "leader", "tricks",
        "tricks_won", "last_won",
    )

    def __init__(self, game: str, opts: Any, deals: int | None = None) -> None:
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        self.game = game
        self.opts = opts
        self.r = rules_of(game, opts)
        self.n = self.r.players
        self.deals_limit = deals
        self.phase = "deal"
        self.to_move = CHANCE
        self.dealer = 0
        self.deal_no = 0
        self.balances: tuple[float, ...] = (0.0,) * self.n
        self.pot = 0.0
        self.log: tuple[dict[str, Any], ...] = ()
        self._reset_deal()

    def _reset_deal(self) -> None:
        n = self.n
        self.hands: tuple[int, ...] = (0,) * n
        self.dealt: tuple[int, ...] = (0,) * n
        self.turned = -1
        self.trump = -1
        self.stock = 0
        self.active: tuple[bool, ...] = (True,) * n
        self.decisions: tuple[tuple[int, bool], ...] = ()
        self.queue: tuple[int, ...] = ()
        self.trick: tuple[tuple[int, int], ...] = ()
        self.leader = -1
        self.tricks: tuple[tuple[int, tuple[tuple[int, int], ...], int], ...] = ()
        self.tricks_won: tuple[int, ...] = (0,) * n
        self.last_won: tuple[int, ...] = (-1,) * n

    @property
    def deals_total(self) -> int:
        return self.r.rounds * self.n

    # ----------------------------------------------------------------- protocol
    def parse_action(self, text: str) -> LhommeAction:
        return parse_action(text)

    def scores(self) -> list[float]:
        return [float(x) for x in self.balances]

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "pot": self.pot, "deals_played": len(self.log)}

    def sample_chance(self, rng: random.Random) -> LhommeAction:
        if self.phase != "deal":
            raise IllegalAction("no_chance_due", "no chance event is due")
        return shuffled_deal(T.CARDS[:10 * self.r.suits], rng)

    def next_active(self, p: int) -> int:
        for k in range(1, self.n + 1):
            q = (p + k) % self.n
            if self.active[q]:
                return q
        return p

    def n_active(self) -> int:
        return sum(self.active)

    def duty(self, p: int) -> str:
        """``"must"`` -- ``p`` must win the trick if he can; ``"may_decline"`` -- he must, or pay
        the pot's worth into it; ``""`` -- no duty (he leads, or "to take" means to play)."""
        if not self.trick or self.r.forcing_mode != "take_trick":
            return ""
        if self.r.par_force:
            return "must"
        return "may_decline" if len(self.trick) == self.n_active() - 1 else ""

    def _follow(self, p: int) -> int:
        hand = self.hands[p]
        if not self.trick:
            return hand
        led = T.SUIT_OF[self.trick[0][1]]
        return hand & T.SUIT_MASK[led] or hand

    def _winners(self, m: int) -> int:
        _s, best = T.current_best(self.trick, self.trump)
        return sum(1 << c for c in T.bits(m) if T.beats(c, best, self.trump))

    def _playable(self, p: int) -> int:
        m = self._follow(p)
        if self.duty(p) == "must":
            return self._winners(m) or m
        return m

    def legal_actions(self) -> list[LhommeAction]:
        p = self.to_move
        if p < 0:
            return []
        if self.phase == "play":
            return [Play(_c(i)) for i in T.bits(self._playable(p))]
        if self.phase == "join":
            return [Join(), Pass()]
        return []

    def apply(self, action: LhommeAction) -> tuple["TrumpPotState", list[Event]]:
        return dispatch(self, _HANDLERS, action, "the session is over")

    # ----------------------------------------------------------------- observation
    def voids(self) -> tuple[int, ...]:
        return tuple(void_suits(self.tricks, self.trick, T.SUIT_OF, self.n))

    def _seen(self, p: int) -> tuple[Card, ...]:
        if not self.dealt[p]:
            return ()
        m = self.dealt[p] | (1 << self.turned if self.turned >= 0 else 0)
        return T.cards_of(m | played_mask(self.tricks, self.trick))

    def observation(self, player: int) -> TrumpPotObservation:
        p = player
        legal = tuple(self.legal_actions()) if self.to_move == p else ()
        vs = self.voids()
        return TrumpPotObservation(
            game=self.game, player=p, legal_actions=legal, phase=self.phase, to_move=self.to_move, seats=self.n,
            hand=T.cards_of(self.hands[p]), hand_sizes=tuple(T.count(h) for h in self.hands),
            trick=tuple((q, _c(c)) for q, c in self.trick),
            trick_leader=self.leader if self.phase == "play" else None, tricks_taken=self.tricks_won,
            seen=self._seen(p), dealer=self.dealer, options=self.opts,
            trump=None if self.trump < 0 else T.SUITS[self.trump],
            turned_card=None if self.turned < 0 else _c(self.turned), stock_size=T.count(self.stock),
            active=self.active, decisions=self.decisions, queue=self.queue, pot=self.pot, balances=self.balances,
            tricks=tuple((ld, tuple((q, _c(c)) for q, c in cs), w) for ld, cs, w in self.tricks),
            trick_no=len(self.tricks), voids=tuple(tuple(T.SUITS[s] for s in range(6) if m >> s & 1) for m in vs),
            deal_no=self.deal_no, deals_total=self.deals_total, deals_limit=self.deals_limit, history=self.log,
        )

    @classmethod
    def from_observation(cls, obs: TrumpPotObservation, hands: list[int], stock: int, dealt: list[int]
                         ) -> "TrumpPotState":
        s = object.__new__(cls)
        s.game = obs.game
        s.opts = obs.options
        s.r = rules_of(obs.game, obs.options)
        s.n = obs.seats
        s.deals_limit = obs.deals_limit
        s.phase, s.to_move = obs.phase, obs.to_move
        s.dealer = obs.dealer if obs.dealer is not None else 0
        s.deal_no = obs.deal_no
        s.balances, s.pot, s.log = obs.balances, obs.pot, obs.history
        s.hands, s.dealt, s.stock = tuple(hands), tuple(dealt), stock
        s.turned = -1 if obs.turned_card is None else T.INDEX[obs.turned_card]
        s.trump = -1 if obs.trump is None else T.SUITS.index(obs.trump)
        s.active, s.decisions, s.queue = obs.active, obs.decisions, obs.queue
        s.trick = tuple((q, T.BY_ID[id(c)]) for q, c in obs.trick)
        s.leader = obs.trick_leader if obs.trick_leader is not None else -1
        s.tricks = tuple((ld, tuple((q, T.BY_ID[id(c)]) for q, c in cs), w) for ld, cs, w in obs.tricks)
        s.tricks_won = obs.tricks_taken
        last = [-1] * s.n
        for k, (_ld, _cs, w) in enumerate(s.tricks):
            last[w] = k
        s.last_won = tuple(last)
        return s


# ======================================================================= deal result
def deal_winner(r: Rules, active: tuple[bool, ...], tricks_won: tuple[int, ...], last_won: tuple[int, ...]) -> tuple[int, ...]:
    """The seats that take the pot: the player (or with partners the side) with the most tricks;
    between equal counts, the one whose count was complete first (our completion)."""
    n = len(tricks_won)
    if r.partners:
        sides = [(0, 2), (1, 3)]
        cands = []
        for side in sides:
            if any(active[q] for q in side):
                t = sum(tricks_won[q] for q in side)
                done = max(last_won[q] for q in side)
                cands.append((t, -done, side))
        best = max(cands)
        return tuple(q for q in best[2] if active[q])
    cands2 = [(tricks_won[q], -last_won[q], q) for q in range(n) if active[q]]
    return (max(cands2)[2],)


# ======================================================================= handlers
def _pay(s: TrumpPotState, p: int, amount: float) -> None:
    s.balances = replace_at(s.balances, p, s.balances[p] - amount)
    s.pot += amount


def _h_deal(s: TrumpPotState, a: Deal, ev: list[Event]) -> None:
    r = s.r
    n, d = s.n, s.dealer
    want = T.pack_mask(r.suits)
    try:
        order = [T.INDEX[c] for c in a.order]
    except KeyError:
        raise IllegalAction("bad_deal", "a card of the deal is not in the pack") from None
    if len(order) != T.count(want) or T.mask_of(order) != want:
        raise IllegalAction("bad_deal", f"a deal must list the {T.count(want)} cards in play once each")
    for q in range(n):
        _pay(s, q, 1)
    ev.append(Event("ante", None, {"pot": s.pot}, f"Every player puts one into the pot; it holds {s.pot:g}."))
    seats = [(d + k) % n for k in range(1, n + 1)]
    hands = [0] * n
    for k in range(n * r.hand):
        hands[seats[k % n]] |= 1 << order[k]
    s.hands = tuple(hands)
    s.dealt = tuple(hands)
    s.turned = order[n * r.hand]
    s.trump = T.SUIT_OF[s.turned]
    s.stock = T.mask_of(order[n * r.hand + 1:])
    ev.append(Event("deal", d, {"dealer": d, "deal": s.deal_no + 1, "cards": r.hand},
                    f"Player {d} deals {r.hand} cards to each player."))
    ev.append(Event("trump_turned", d, {"card": _c(s.turned), "suit": T.SUITS[s.trump]},
                    f"{_c(s.turned).code} is turned up for trumps."))
    if r.join_phase:
        s.queue = tuple(seats)
        s.phase, s.to_move = "join", seats[0]
        return
    _begin_play(s, ev)


def _pass_cost(s: TrumpPotState, p: int) -> float:
    r = s.r
    if r.game == "triomphe" or r.par_force:
        return float(r.pass_cost)
    return s.pot if p == s.dealer else 0.0


def _h_join(s: TrumpPotState, a: Join, ev: list[Event]) -> None:
    p = s.to_move
    s.decisions = s.decisions + ((p, True),)
    ev.append(Event("join", p, {}, f"Player {p} plays."))
    _next_decision(s, ev)


def _h_pass(s: TrumpPotState, a: Pass, ev: list[Event]) -> None:
    p = s.to_move
    cost = _pass_cost(s, p)
    if cost:
        _pay(s, p, cost)
    s.decisions = s.decisions + ((p, False),)
    s.active = replace_at(s.active, p, False)
    ev.append(Event("pass", p, {"paid": cost, "pot": s.pot},
                    f"Player {p} does not play" + (f" and pays {cost:g} into the pot." if cost else ".")))
    _next_decision(s, ev)


def _next_decision(s: TrumpPotState, ev: list[Event]) -> None:
    if not next_in_queue(s):
        _begin_play(s, ev)


def _begin_play(s: TrumpPotState, ev: list[Event]) -> None:
    playing = [q for q in range(s.n) if s.active[q]]
    sides_playing = {q % 2 for q in playing} if s.r.partners else set(playing)
    if not playing:
        ev.append(Event("nobody", None, {"pot": s.pot}, f"Nobody plays; the pot of {s.pot:g} stays for the next deal."))
        _close_deal(s, (), ev)
        return
    if len(sides_playing) == 1:
        ev.append(Event("alone", playing[0], {"seats": playing, "pot": s.pot},
                        f"Only player {playing[0]}{' and partner' if len(playing) > 1 else ''} play: the pot is theirs."))
        _close_deal(s, tuple(playing), ev)
        return
    s.leader = s.next_active(s.dealer)
    s.phase, s.to_move = "play", s.leader


def _h_play(s: TrumpPotState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    c = T.INDEX.get(a.card, -1)
    if c < 0 or not s.hands[p] >> c & 1:
        raise not_in_hand(a.card)
    follow = s._follow(p)
    if not follow >> c & 1:
        led = T.SUIT_OF[s.trick[0][1]]
        raise IllegalAction("must_follow_suit", "must follow suit", suit=T.SUITS[led])
    duty = s.duty(p)
    winners = s._winners(follow) if duty else 0
    if duty == "must" and winners and not winners >> c & 1:
        raise IllegalAction("must_take", "must win the trick")
    if duty == "may_decline" and winners and not winners >> c & 1:
        cost = s.pot
        _pay(s, p, cost)
        ev.append(Event("declined", p, {"paid": cost, "pot": s.pot},
                        f"Player {p} declines to take the trick and pays {cost:g} into the pot."))
    lay_card(s, p, c, a.card, s.hands[p] & ~(1 << c), ev)
    if len(s.trick) < s.n_active():
        s.to_move = s.next_active(p)
        return
    w = T.trick_winner(s.trick, s.trump)
    take_trick(s, w, T.CARDS, ev)
    s.last_won = replace_at(s.last_won, w, len(s.tricks) - 1)
    s.to_move = w
    if s.hands[w]:
        return
    _close_deal(s, deal_winner(s.r, s.active, s.tricks_won, s.last_won), ev)


def _close_deal(s: TrumpPotState, winners: tuple[int, ...], ev: list[Event]) -> None:
    won = 0.0
    if winners:
        won = s.pot
        share = s.pot / len(winners)
        for q in winners:
            s.balances = replace_at(s.balances, q, s.balances[q] + share)
        s.pot = 0.0
        ev.append(Event("deal_won", winners[0], {"seats": list(winners), "pot": won, "tricks": list(s.tricks_won)},
                        f"Player {' and '.join(str(q) for q in winners)} take{'s' if len(winners) == 1 else ''} "
                        f"the pot of {won:g}."))
    entry = {"deal": s.deal_no + 1, "dealer": s.dealer, "trump": T.SUITS[s.trump] if s.trump >= 0 else None,
             "tricks": list(s.tricks_won), "active": list(s.active), "winners": list(winners), "pot": won,
             "balances": list(s.balances)}
    ev.append(Event("deal_end", None, entry, f"Deal {s.deal_no + 1} ends; balances "
                    + ", ".join(f"{b:g}" for b in s.balances) + "."))
    s.log = s.log + (entry,)
    s.deal_no += 1
    if s.deal_no >= s.deals_total or (s.deals_limit is not None and s.deal_no >= s.deals_limit):
        if s.pot:
            share = s.pot / s.n
            s.balances = tuple(b + share for b in s.balances)
            ev.append(Event("pot_shared", None, {"pot": s.pot, "share": share},
                            f"The {s.pot:g} left in the pot is shared."))
            s.pot = 0.0
        s.phase, s.to_move = "over", TERMINAL
        s._reset_deal()
        ev.append(Event("match_over", None, {"balances": list(s.balances)},
                        "The session is over: " + ", ".join(f"{b:+g}" for b in s.balances) + "."))
        return
    s.dealer = (s.dealer + 1) % s.n
    s._reset_deal()
    s.phase, s.to_move = "deal", CHANCE


_HANDLERS: dict[tuple[str, type], Any] = {
    ("deal", Deal): _h_deal,
    ("join", Join): _h_join,
    ("join", Pass): _h_pass,
    ("play", Play): _h_play,
}


def _new(game: str, options: Any, deals: int | None, first_dealer: int | None) -> TrumpPotState:
    state = TrumpPotState(game, options, deals)
    return with_first_dealer(state, first_dealer, state.n)


def new_lhomme(options: LhommeOptions, deals: int | None = None, first_dealer: int | None = None) -> TrumpPotState:
    """A session of l'Homme; seat 0 deals first unless ``first_dealer`` says otherwise."""
    return _new("lhomme", options, deals, first_dealer)


def new_triomphe(options: TriompheOptions, deals: int | None = None,
                 first_dealer: int | None = None) -> TrumpPotState:
    """A session of La Triomphe; seat 0 deals first unless ``first_dealer`` says otherwise."""
    return _new("triomphe", options, deals, first_dealer)
