"""The Whist state machine: the draw for partners, the deal with the turned trump card,
calling at eight, thirteen tricks, the score of tricks and honours, games, the lurch and
the rubber.

Seats 0..3 are the places at the table *after* the draw: partners sit opposite, so
side 0 is seats 0 and 2, side 1 seats 1 and 3 (``engine.protocol.Partnerships.FIXED``).
The draw therefore decides who deals first (the highest card) and records which two
cards made the partnership.  Deal and play pass to the next seat: seat + 1 when the
direction is clockwise, seat - 1 otherwise.

Revokes cannot happen: a player holding the suit led is offered only cards of that
suit (``docs/whist.md`` lists the other laws of chapter V the engine makes impossible).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from engine.cards import Card
from engine.bitcards import cards_played, played_by, played_mask, seen_in_order, void_suits
from engine.kit import (SlotState, check_follow, dispatch, lay_card, next_in_queue, shuffled_deal, take_trick,
                       with_first_dealer)
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation, Standing

from . import scoring as SC
from . import tables as T
from .actions import Call, Deal, Draw, Pass, Play, WhistAction, parse_action
from .options import WhistOptions

__all__ = ["WhistState", "WhistObservation", "new_state", "REASON_CODES", "PHASES", "EVENT_KINDS", "SIDES",
           "pack_for_hands"]

REASON_CODES = (
    "wrong_phase", "malformed_action", "game_over", "bad_draw", "bad_deal", "card_not_in_hand",
    "must_follow_suit", "may_not_call", "no_chance_due",
)
PHASES = ("draw", "deal", "call", "play", "over")
EVENT_KINDS = (
    "seat_draw", "draw_again", "seats", "deal", "trump_turned", "call", "call_answer", "no_call",
    "play", "trump_taken_up", "trick", "score", "deal_end", "game_won", "rubber_won", "match_over",
)
SIDES = ((0, 2), (1, 3))


#: a card played ``(seat, card index)``; a trick played ``(leader, cards, winner)``
Played = tuple[int, int]
TrickRecord = tuple[int, tuple[Played, ...], int]


def _c(i: int) -> Card:
    return T.CARDS[i]


def _side_name(side: int) -> str:
    return "0+2" if side == 0 else "1+3"


def draw_rank(i: int, ace_low: bool) -> int:
    """A card's rank in the draw for partners: the book's order, the ace lowest if agreed."""
    s = T.STRENGTH[i]
    return -1 if ace_low and s == 12 else s


def pack_for_hands(hands: Sequence[Iterable[Card]], dealer: int, direction: str = "clockwise",
                   turned: Card | None = None) -> tuple[Card, ...]:
    """The dealing order (top card first) that gives each seat the cards in ``hands``
    (four lists of 13 :class:`~engine.cards.Card`); the dealer's ``turned`` card (by
    default his last listed card) comes last and is turned up."""
    step = 1 if direction == "clockwise" else 3
    order = [(dealer + step * k) % 4 for k in range(1, 5)]
    hs = [list(h) for h in hands]
    if turned is not None:
        hs[dealer].remove(turned)
        hs[dealer].append(turned)
    if any(len(h) != 13 for h in hs):
        raise ValueError("each hand needs 13 cards")
    return tuple(hs[order[k % 4]][k // 4] for k in range(52))


@dataclass(frozen=True)
class WhistObservation(Observation):
    """What one seat may see.  Cards are :class:`~engine.cards.Card`; sides are 0 (seats 0, 2)
    and 1 (seats 1, 3).

    ``turned_card`` is the trump card lying face up -- ``None`` once the dealer has played
    to the first trick (law 22); ``trump_card`` is the same card as every player saw it,
    for computer players' memory (the law forbids asking for it, not remembering it).
    ``voids`` lists, per seat, the suits that seat has shown it lacks by not following.
    """

    options: WhistOptions | None = None
    sides: tuple[tuple[int, int], ...] = SIDES
    partner: int = -1
    draw: tuple[Card, ...] = ()                   # the card each seat drew for partners (after the last draw)
    trump: str | None = None           # suit letter of trumps for this deal
    turned_card: Any = None
    trump_card: Any = None
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = ()     # finished tricks of this deal: ((leader, ((seat, card), ...), winner), ...)
    trick_no: int = 0                  # finished tricks in this deal
    side_tricks: tuple[int, int] = (0, 0)
    voids: tuple[tuple[str, ...], ...] = ((), (), (), ())
    calls: tuple[tuple[int, bool], ...] = ()   # ((seat, won), ...) calls at eight made in this deal
    call_queue: tuple[int, ...] = ()           # seats still to say whether they call
    points: tuple[int, int] = (0, 0)           # the score of the game in progress, per side
    points_at_start: tuple[int, int] = (0, 0)  # the score when this deal began
    games_won: tuple[int, int] = (0, 0)
    side_stakes: tuple[int, int] = (0, 0)      # stakes won by each side in the session
    stakes: tuple[int, ...] = (0, 0, 0, 0)     # net stakes per seat
    deal_no: int = 0                   # deals finished
    game_no: int = 0                   # games finished
    deals_limit: int | None = None
    history: tuple[dict[str, Any], ...] = ()   # finished deals: summaries


class WhistState(SlotState[WhistAction]):
    """A Whist session (one game, several games, or a rubber).  ``apply`` returns a new state."""

    __slots__ = (
        "opts", "deals_limit", "phase", "to_move", "dealer", "draw", "deal_no", "game_no", "points",
        "start_points", "games_won", "side_stakes", "hands", "dealt", "turned", "trump", "turned_up", "trick",
        "leader", "tricks", "tricks_won", "calls", "call_queue", "log",
    )

    def __init__(self, opts: WhistOptions, deals: int | None = None) -> None:
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        self.opts = opts
        self.deals_limit = deals
        self.deal_no = 0
        self.game_no = 0
        self.points = (0, 0)
        self.start_points = (0, 0)
        self.games_won = (0, 0)
        self.side_stakes = (0, 0)
        self.log: tuple[dict[str, Any], ...] = ()
        self.draw: tuple[int, ...] = ()
        if opts.draw_for_partners:
            self.dealer = -1
            self.phase = "draw"
        else:
            self.dealer = 0
            self.phase = "deal"
        self.to_move = CHANCE
        self._reset_deal()

    def _reset_deal(self) -> None:
        self.hands: tuple[int, ...] = (0, 0, 0, 0)
        self.dealt: tuple[int, ...] = (0, 0, 0, 0)
        self.turned = -1
        self.trump = -1
        self.turned_up = False
        self.trick: tuple[Played, ...] = ()
        self.leader = -1
        self.tricks: tuple[TrickRecord, ...] = ()
        self.tricks_won: tuple[int, ...] = (0, 0, 0, 0)
        self.calls: tuple[tuple[int, bool], ...] = ()
        self.call_queue: tuple[int, ...] = ()

    # ----------------------------------------------------------------- helpers
    @property
    def step(self) -> int:
        return 1 if self.opts.deal_direction == "clockwise" else 3

    def next_seat(self, p: int, k: int = 1) -> int:
        return (p + self.step * k) % 4

    @staticmethod
    def partner(p: int) -> int:
        return (p + 2) % 4

    # ----------------------------------------------------------------- protocol
    def parse_action(self, text: str) -> WhistAction:
        return parse_action(text)

    def scores(self) -> list[float]:
        a, b = self.side_stakes
        return [float(a - b), float(b - a), float(a - b), float(b - a)]

    def standing(self, player: int) -> Standing:
        """Partners share a result: the stakes their side won against those the other side won."""
        mine, theirs = self.side_stakes[player % 2], self.side_stakes[1 - player % 2]
        return Standing("won" if mine > theirs else "lost" if mine < theirs else "drawn", mine, theirs)

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "side_stakes": list(self.side_stakes), "games_won": list(self.games_won),
                "points": list(self.points), "deals_played": len(self.log),
                "deals": [{**d, "turned": d["turned"].code, "items": [list(i) for i in d["items"]]} for d in self.log]}

    def sample_chance(self, rng: random.Random) -> WhistAction:
        if self.phase == "draw":
            cs = rng.sample(range(T.N), 4)
            ace_low = self.opts.cut_ace_low
            ranks = sorted((draw_rank(c, ace_low) for c in cs), reverse=True)
            if len(set(ranks)) < 4:
                return Draw(tuple(_c(c) for c in cs))
            cs.sort(key=lambda c: -draw_rank(c, ace_low))
            high_side = rng.randrange(2)
            seats_high = [high_side, high_side + 2]
            seats_low = [1 - high_side, 3 - high_side]
            rng.shuffle(seats_high)
            rng.shuffle(seats_low)
            out = [0, 0, 0, 0]
            for c, q in zip(cs, seats_high + seats_low):
                out[q] = c
            return Draw(tuple(_c(c) for c in out))
        if self.phase == "deal":
            return shuffled_deal(T.CARDS, rng)
        raise IllegalAction("no_chance_due", "no chance event is due")

    def legal_actions(self) -> list[WhistAction]:
        p = self.to_move
        if p < 0:
            return []
        if self.phase == "play":
            return [Play(_c(i)) for i in T.bits(self._playable(p))]
        if self.phase == "call":
            return [Call(), Pass()] if T.honours_in(self.hands[p], self.trump) >= 2 else [Pass()]
        return []

    def apply(self, action: WhistAction) -> tuple["WhistState", list[Event]]:
        return dispatch(self, _HANDLERS, action, "the session is over")

    def _playable(self, p: int) -> int:
        hand = self.hands[p]
        if not self.trick:
            return hand
        same = hand & T.SUIT_MASK[T.SUIT_OF[self.trick[0][1]]]
        return same or hand

    # ----------------------------------------------------------------- observation
    def played_by(self) -> list[int]:
        """Masks of the cards each seat has played in this deal."""
        return played_by(self.tricks, self.trick, 4)

    def voids(self) -> tuple[int, ...]:
        """Per seat: the suits (0..3) it failed to follow in this deal."""
        return tuple(void_suits(self.tricks, self.trick, T.SUIT_OF, 4))

    def _seen(self, p: int) -> tuple[Card, ...]:
        if not self.dealt[p]:
            return ()
        turned = [self.turned] if self.turned >= 0 else []
        return tuple(_c(i) for i in seen_in_order(self.dealt[p], [*turned, *cards_played(self.tricks, self.trick)]))

    def observation(self, player: int) -> WhistObservation:
        p = player
        legal = tuple(self.legal_actions()) if self.to_move == p else ()
        vs = self.voids()
        return WhistObservation(
            game="whist", player=p, legal_actions=legal, phase=self.phase, to_move=self.to_move, seats=4,
            hand=T.cards_of(self.hands[p]), hand_sizes=tuple(T.count(h) for h in self.hands),
            trick=tuple((q, _c(c)) for q, c in self.trick),
            trick_leader=self.leader if self.trick else None,
            tricks_taken=self.tricks_won, seen=self._seen(p), dealer=None if self.dealer < 0 else self.dealer,
            options=self.opts, partner=self.partner(p), draw=tuple(_c(c) for c in self.draw),
            trump=None if self.trump < 0 else T.SUITS[self.trump],
            turned_card=_c(self.turned) if self.turned_up else None,
            trump_card=None if self.turned < 0 else _c(self.turned),
            tricks=tuple((ld, tuple((q, _c(c)) for q, c in cs), w) for ld, cs, w in self.tricks),
            trick_no=len(self.tricks),
            side_tricks=(self.tricks_won[0] + self.tricks_won[2], self.tricks_won[1] + self.tricks_won[3]),
            voids=tuple(tuple(T.SUITS[s] for s in range(4) if m >> s & 1) for m in vs),
            calls=self.calls, call_queue=self.call_queue, points=self.points, points_at_start=self.start_points,
            games_won=self.games_won, side_stakes=self.side_stakes,
            stakes=tuple(int(x) for x in self.scores()), deal_no=self.deal_no, game_no=self.game_no,
            deals_limit=self.deals_limit, history=self.log,
        )

    @classmethod
    def from_observation(cls, obs: WhistObservation, hands: Sequence[int]) -> "WhistState":
        """The state behind ``obs`` with the hidden hands filled in (``hands``: four masks of the
        cards each seat holds now).  Used by the sampler; builds the state directly."""
        s = object.__new__(cls)
        assert obs.options is not None
        s.opts = obs.options
        s.deals_limit = obs.deals_limit
        s.phase = obs.phase
        s.to_move = obs.to_move
        s.dealer = -1 if obs.dealer is None else obs.dealer
        s.draw = tuple(T.INDEX[c] for c in obs.draw)
        s.deal_no, s.game_no = obs.deal_no, obs.game_no
        s.points, s.start_points = obs.points, obs.points_at_start
        s.games_won, s.side_stakes = obs.games_won, obs.side_stakes
        s.log = obs.history
        s.hands = tuple(hands)
        s.trump = -1 if obs.trump is None else T.SUITS.index(obs.trump)
        s.turned = -1 if obs.trump_card is None else T.INDEX[obs.trump_card]
        s.turned_up = obs.turned_card is not None
        s.trick = tuple((q, T.BY_ID[id(c)]) for q, c in obs.trick)
        s.tricks = tuple((ld, tuple((q, T.BY_ID[id(c)]) for q, c in cs), w) for ld, cs, w in obs.tricks)
        if obs.trick_leader is not None:
            s.leader = obs.trick_leader
        elif obs.phase == "play":
            s.leader = obs.to_move
        elif obs.phase == "call":
            s.leader = s.next_seat(s.dealer)
        else:
            s.leader = -1
        s.tricks_won = obs.tricks_taken
        s.calls, s.call_queue = obs.calls, obs.call_queue
        played = s.played_by()
        s.dealt = tuple(h | pl for h, pl in zip(s.hands, played)) if any(hands) or any(played) else (0, 0, 0, 0)
        return s

    # ----------------------------------------------------------------- bookkeeping for tests
    def places(self) -> list[int]:
        """Masks of every place a card can be in a deal: the four hands, the current trick, the tricks taken."""
        return list(self.hands) + [T.mask_of(c for _, c in self.trick), played_mask(self.tricks, ())]


# ======================================================================= handlers
def _h_draw(s: WhistState, a: Draw, ev: list[Event]) -> None:
    cs = [T.INDEX[c] for c in a.cards]
    if len(set(cs)) != 4:
        raise IllegalAction("bad_draw", "the four drawn cards must differ")
    ace_low = s.opts.cut_ace_low
    ranks = [draw_rank(c, ace_low) for c in cs]
    ev.append(Event("seat_draw", None, {"cards": list(a.cards)},
                    "Draw for partners: " + ", ".join(f"player {q} {c.code}" for q, c in enumerate(a.cards)) + "."))
    if len(set(ranks)) < 4:
        ev.append(Event("draw_again", None, {}, "Equal cards: the players draw again."))
        return
    order = sorted(range(4), key=lambda q: -ranks[q])
    if order[0] % 2 != order[1] % 2:
        raise IllegalAction("bad_draw", "the two highest cards must be drawn by partners sitting opposite")
    s.draw = tuple(cs)
    s.dealer = order[0]
    s.phase = "deal"
    high = order[0] % 2
    ev.append(Event("seats", None, {"dealer": s.dealer, "sides": [list(x) for x in SIDES], "high_side": high},
                    f"Players {_side_name(high)} drew the highest cards and play together against "
                    f"{_side_name(1 - high)}; player {s.dealer} deals first."))


def _h_deal(s: WhistState, a: Deal, ev: list[Event]) -> None:
    order = [T.INDEX[c] for c in a.order]
    if len(order) != T.N or len(set(order)) != T.N:
        raise IllegalAction("bad_deal", "a deal must list all 52 cards once each")
    hands = [0, 0, 0, 0]
    seats = [s.next_seat(s.dealer, k) for k in range(1, 5)]
    for k, c in enumerate(order):
        hands[seats[k % 4]] |= 1 << c
    s.hands = tuple(hands)
    s.dealt = tuple(hands)
    s.turned = order[-1]
    s.trump = T.SUIT_OF[s.turned]
    s.turned_up = True
    s.start_points = s.points
    d = s.dealer
    ev.append(Event("deal", d, {"dealer": d, "deal": s.deal_no + 1},
                    f"Player {d} deals thirteen cards to each player, one at a time."))
    ev.append(Event("trump_turned", d, {"card": _c(s.turned), "suit": T.SUITS[s.trump]},
                    f"Player {d} turns up his last card, {_c(s.turned).code}: {T.SUIT_NAMES[s.trump]} are trumps."))
    s.leader = s.next_seat(d)
    o = s.opts
    at = o.game_points - 2
    queue: tuple[int, ...] = ()
    if o.calling_at_eight and o.honours_count:
        queue = tuple(q for q in (s.next_seat(d, k) for k in range(1, 5)) if s.points[q % 2] == at)
    if queue:
        s.call_queue = queue
        s.phase, s.to_move = "call", queue[0]
    else:
        s.phase, s.to_move = "play", s.leader


def _h_call(s: WhistState, a: Call, ev: list[Event]) -> None:
    p = s.to_move
    mine = T.honours_in(s.hands[p], s.trump)
    if mine < 2:
        raise IllegalAction("may_not_call", "only a player holding two trump honours may call")
    side = p % 2
    total = mine + T.honours_in(s.hands[s.partner(p)], s.trump)
    ev.append(Event("call", p, {"side": side, "points": s.points[side]},
                    f"Player {p} calls: his side stands at {s.points[side]}."))
    won = total >= 3
    s.calls = s.calls + ((p, won),)
    if not won:
        ev.append(Event("call_answer", s.partner(p), {"answer": False},
                        f"Player {s.partner(p)} has no honour to add: play goes on."))
        _next_caller(s, ev)
        return
    shown = [_c(c) for q in (p, s.partner(p)) for c in T.bits(s.hands[q] & T.HONOUR_MASK[s.trump])]
    ev.append(Event("call_answer", s.partner(p), {"answer": True, "honours": shown, "held": total},
                    f"{total} honours shown ({' '.join(c.code for c in shown)}): the call stands."))
    before = s.points
    pts = list(before)
    got = min(SC.honour_points(total), s.opts.game_points - pts[side])
    pts[side] += got
    s.points = (pts[0], pts[1])
    item = SC.ScoreItem(side, "call", got, SC.honour_points(total))
    score = SC.DealScore(before, s.points, (item,), side)
    honours = [0, 0]
    for q in range(4):
        honours[q % 2] += T.honours_in(s.dealt[q], s.trump)
    _finish_deal(s, score, tuple(honours), ev, called=True)


def _h_pass(s: WhistState, a: Pass, ev: list[Event]) -> None:
    ev.append(Event("no_call", s.to_move, {}, f"Player {s.to_move} does not call."))
    _next_caller(s, ev)


def _next_caller(s: WhistState, ev: list[Event]) -> None:
    if not next_in_queue(s, "call_queue"):
        s.phase, s.to_move = "play", s.leader


def _h_play(s: WhistState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    c = T.INDEX[a.card]
    check_follow(s, c, a.card, T)
    lay_card(s, p, c, a.card, s.hands[p] & ~(1 << c), ev)
    if s.turned_up and p == s.dealer:
        s.turned_up = False
        ev.append(Event("trump_taken_up", p, {"suit": T.SUITS[s.trump]},
                        f"Player {p} takes the turned card into his hand; {T.SUIT_NAMES[s.trump]} remain trumps."))
    if len(s.trick) < 4:
        s.to_move = s.next_seat(p)
        return
    w = T.trick_winner(s.trick, s.trump)
    take_trick(s, w, T.CARDS, ev, lambda: {"side": w % 2})
    if len(s.tricks) < T.TRICKS:
        s.to_move = w
        return
    tw = (s.tricks_won[0] + s.tricks_won[2], s.tricks_won[1] + s.tricks_won[3])
    honours = [0, 0]
    for q in range(4):
        honours[q % 2] += T.honours_in(s.dealt[q], s.trump)
    o = s.opts
    score = SC.settle_deal(s.points, tw, (honours[0], honours[1]), game_points=o.game_points,
                           honours_count=o.honours_count, not_at_nine=o.honours_not_at_nine,
                           revoke_penalty=o.revoke_penalty_points)
    s.points = score.after
    _finish_deal(s, score, (honours[0], honours[1]), ev, called=False)


def _finish_deal(s: WhistState, score: SC.DealScore, honours: tuple[int, ...], ev: list[Event], called: bool) -> None:
    o = s.opts
    tw = (s.tricks_won[0] + s.tricks_won[2], s.tricks_won[1] + s.tricks_won[3])
    for it in score.items:
        what = {"tricks": "tricks over six", "honours": "honours", "call": "honours called at eight",
                "revoke": "a revoke"}[it.reason]
        ev.append(Event("score", None, {"side": it.side, "reason": it.reason, "points": it.points,
                                        "offered": it.offered, "score": list(s.points)},
                        f"Side {_side_name(it.side)} marks {it.points} for {what}."))
    entry: dict[str, Any] = {
        "deal": s.deal_no + 1, "game": s.game_no + 1, "dealer": s.dealer, "trump": T.SUITS[s.trump],
        "turned": _c(s.turned), "tricks": list(tw), "honours": list(honours), "called": called,
        "before": list(score.before), "after": list(score.after),
        "items": [(it.side, it.reason, it.points) for it in score.items], "winner": score.winner, "value": 0,
    }
    text = (f"Deal {s.deal_no + 1}: tricks {tw[0]} to {tw[1]}, honours {honours[0]} to {honours[1]}; "
            f"the score stands {s.points[0]} to {s.points[1]}.")
    if called:
        text = (f"Deal {s.deal_no + 1}: side {_side_name(score.winner or 0)} called at eight and wins the game; "
                f"the score stands {s.points[0]} to {s.points[1]}.")
    s.deal_no += 1
    finished = False
    if score.winner is not None:
        w = score.winner
        value = SC.game_value(s.points[1 - w], o.lurch_double)
        entry["value"] = value
        st = list(s.side_stakes)
        st[w] += value
        s.side_stakes = (st[0], st[1])
        gw = list(s.games_won)
        gw[w] += 1
        s.games_won = (gw[0], gw[1])
        s.game_no += 1
        ev.append(Event("deal_end", None, entry, text))
        ev.append(Event("game_won", None, {"side": w, "value": value, "points": list(s.points),
                                           "lurch": value == 2, "games_won": list(s.games_won)},
                        f"Side {_side_name(w)} wins game {s.game_no} by {s.points[w]} to {s.points[1 - w]}"
                        + (" with the other side in the lurch: two stakes." if value == 2 else ": one stake.")))
        s.points = (0, 0)
        if o.rubber == "best_of_3":
            if max(s.games_won) >= 2:
                ev.append(Event("rubber_won", None, {"side": w, "games_won": list(s.games_won)},
                                f"Side {_side_name(w)} wins the rubber, {s.games_won[w]} games to "
                                f"{s.games_won[1 - w]}."))
                finished = True
        elif s.game_no >= o.games:
            finished = True
    else:
        ev.append(Event("deal_end", None, entry, text))
    s.log = s.log + (entry,)
    if finished or (s.deals_limit is not None and s.deal_no >= s.deals_limit):
        s.phase, s.to_move = "over", TERMINAL
        s._reset_deal()
        a, b = s.side_stakes
        ev.append(Event("match_over", None, {"side_stakes": [a, b], "games_won": list(s.games_won)},
                        f"The session is over: side 0+2 {a} stakes, side 1+3 {b} stakes."))
        return
    s.dealer = s.next_seat(s.dealer)
    s._reset_deal()
    s.phase, s.to_move = "deal", CHANCE


_HANDLERS: dict[tuple[str, type], Any] = {
    ("draw", Draw): _h_draw,
    ("deal", Deal): _h_deal,
    ("call", Call): _h_call,
    ("call", Pass): _h_pass,
    ("play", Play): _h_play,
}


def new_state(options: WhistOptions, deals: int | None = None, first_dealer: int | None = None) -> WhistState:
    """A new game; with ``first_dealer`` that seat deals first and the seats are the partnerships as they sit, without the draw."""
    return with_first_dealer(WhistState(options, deals), first_dealer, 4, "deal")
