"""The Minchiate state machine: seat draw, shuffle, cut and robbing, the deal with
face-up 21st cards, the dealer's folla (scoprire, pigliare), discards, play with the
king rule and the Matto, the running difference with Resti, the end-of-deal account
and the partita of three Giri with partner changes.

Seats are the players 0..3 and never change; the *order* of play (each next seat
sits on the previous one's right) is set for each Giro.  Side 0 is the first
dealer's side in the current Giro (``order[0]``, ``order[2]``); the running
difference ``mark`` is positive when it stands in side 0's favour.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable

from engine.cards import Card
from engine.kit import dispatch, replace_at
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation, Standing

from . import scoring as S
from .actions import Cut, Discard, Draw, Give, Layout, MinchiateAction, Play, Rob, Shuffle, parse_action
from .options import MinchiateOptions

__all__ = ["MinchiateState", "MinchiateObservation", "new_state", "REASON_CODES", "PHASES"]

REASON_CODES = (
    "not_your_turn", "wrong_phase", "malformed_action", "game_over", "bad_shuffle", "bottom_card_counts",
    "bad_draw", "bad_cut", "bad_layout", "rob_out_of_range", "card_not_in_hand", "not_a_dealt_card",
    "may_not_discard_counting_card", "must_follow_suit", "must_play_trump", "must_play_king",
    "must_play_matto", "may_not_lead_matto", "not_a_worthless_card", "no_chance_due",
)
PHASES = ("draw", "shuffle", "cut", "rob", "discard", "play", "give", "over")
SUIT_NAMES = ("coppe", "denari", "spade", "bastoni", "trumps", "matto")
ALL = (1 << S.N) - 1


def _c(i: int) -> Card:
    return S.CARDS[i]


def _codes(m: int) -> str:
    return " ".join(S.CARDS[i].code for i in S.bits(m))


@dataclass(frozen=True)
class MinchiateObservation(Observation):
    """What one seat may see; cards are :class:`~engine.cards.Card` tuples in pack order.

    Everything a table needs: the folla as announced, every face-up card, the robbed,
    turned-up and taken cards, the announced versicole, the running difference and the Resti.
    """

    phase: str = ""
    to_move: int = TERMINAL
    options: MinchiateOptions | None = None
    order: tuple[Any, ...] = ()                 # the seats in playing order (each next one on the right)
    sides: tuple[Any, ...] = ()                 # side (0/1) of each seat in this Giro
    partner: int | None = None        # None (like dealer and cutter) until the draw has seated everyone
    dealer: int | None = None
    cutter: int | None = None
    leader: int = -1
    hand: tuple[Any, ...] = ()
    hand_sizes: tuple[Any, ...] = ()
    known_cards: tuple[Any, ...] = ()           # per seat: cards publicly known to be in that hand now
    face_up: tuple[Any, ...] = ()               # per seat: the 21st card dealt face up (None before it is dealt)
    robbed: tuple[Any, ...] = ()
    scoprire: tuple[Any, ...] = ()              # the dealer's turned-up cards he kept
    turned_back: Card | None = None   # the card that stopped scoprire (shown, then back into the folla)
    taken: tuple[Any, ...] = ()                 # pigliare: counting cards the dealer took from the folla
    folla_counts: tuple[Any, ...] = ()          # cards per suit (coppe, denari, spade, bastoni, trumps) as announced
    folla_cards: tuple[Any, ...] = ()           # folla cards this seat may see (suit cards laid open; trumps for dealer side)
    folla_size: int = 0
    cutter_seen: tuple[Any, ...] = ()           # for the cutter only: the cards he looked at below his packet
    discard_due: tuple[Any, ...] = ()           # per seat: cards still to discard
    discards: tuple[Any, ...] = ()              # per seat: the discards this seat may see (own; all once shown)
    discard_counts: tuple[Any, ...] = ()
    trick: tuple[Any, ...] = ()                 # ((seat, card), ...) of the trick in progress
    tricks: tuple[Any, ...] = ()                # ((leader, ((seat, card), ...), winner), ...)
    trick_no: int = 0
    led_suits: tuple[Any, ...] = ()             # suit letters led so far in this deal
    tricks_won: tuple[Any, ...] = (0, 0)        # per side
    pile_sizes: tuple[Any, ...] = (0, 0)        # cards in each side's tricks
    mark: int = 0                     # running difference, > 0 for side 0
    versicole: tuple[Any, ...] = ()             # ((seat, name, cards, points), ...) announced in hand
    fallen: tuple[Any, ...] = ()                # per seat: no trumps left (shown)
    matto_owed: int | None = None     # seat whose side still owes a card for the Matto
    resti: tuple[Any, ...] = ()                 # per seat: Resti won (+) or paid (-) in the whole game
    deal_resti: tuple[Any, ...] = (0, 0)        # per side: Resti paid during play in this deal
    deal_no: int = 0
    giro: int = 0
    deals_total: int = 0
    history: tuple[Any, ...] = ()               # finished deals: summaries


class MinchiateState(GameState[MinchiateAction]):
    """A Minchiate game (one partita or a number of deals).  ``apply`` returns a new state."""

    __slots__ = (
        "opts", "deals_total", "phase", "to_move", "ranking", "order", "side", "deal_no", "resti", "log",
        "pack", "lifted", "run", "cutter_seen", "hands", "dealt", "known", "face_up", "robbed", "kept",
        "turned_back", "taken", "folla", "folla_known", "folla_counts", "discards", "discard_due", "discards_shown",
        "mark", "deal_resti", "trick", "leader", "trick_no", "led", "piles", "tricks_won", "tricks",
        "matto_owner", "matto_owed", "fallen", "versicole", "last_winner",
    )

    # per seat (4) or per side (2): card masks and counts
    resti: tuple[int, ...]
    hands: tuple[int, ...]
    dealt: tuple[int, ...]
    known: tuple[int, ...]
    discards: tuple[int, ...]
    discard_due: tuple[int, ...]
    deal_resti: tuple[int, ...]
    piles: tuple[int, ...]
    tricks_won: tuple[int, ...]
    ranking: tuple[int, ...] | None

    def __init__(self, opts: MinchiateOptions, deals: int | None = None) -> None:
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        self.opts = opts
        self.deals_total = deals if deals is not None else 4 * opts.partita_giri
        self.deal_no = 0
        self.resti = (0, 0, 0, 0)
        self.log: tuple[Any, ...] = ()
        if opts.seat_draw:
            self.ranking = None
            self.order = (0, 1, 2, 3)
            self.phase = "draw"
        else:
            self.ranking = (0, 2, 1, 3)
            self.order = (0, 1, 2, 3)
            self.phase = "shuffle"
        self.to_move = CHANCE
        self._set_sides()
        self._reset_deal()

    # ----------------------------------------------------------------- helpers
    def _set_sides(self) -> None:
        o = self.order
        side = [0, 0, 0, 0]
        side[o[1]] = side[o[3]] = 1
        self.side = tuple(side)

    def _reset_deal(self) -> None:
        self.pack: tuple[Any, ...] = ()
        self.lifted = 0
        self.run: tuple[Any, ...] = ()
        self.cutter_seen = 0
        self.hands = (0, 0, 0, 0)
        self.dealt = (0, 0, 0, 0)
        self.known = (0, 0, 0, 0)
        self.face_up: tuple[Any, ...] = (None, None, None, None)
        self.robbed: tuple[Any, ...] = ()
        self.kept: tuple[Any, ...] = ()
        self.turned_back: int | None = None
        self.taken: tuple[Any, ...] = ()
        self.folla = 0
        self.folla_known = 0
        self.folla_counts: tuple[Any, ...] = ()
        self.discards = (0, 0, 0, 0)
        self.discard_due = (0, 0, 0, 0)
        self.discards_shown = False
        self.mark = 0
        self.deal_resti = (0, 0)
        self.trick: tuple[Any, ...] = ()
        self.leader = -1
        self.trick_no = 0
        self.led = 0
        self.piles = (0, 0)
        self.tricks_won = (0, 0)
        self.tricks: tuple[Any, ...] = ()
        self.matto_owner: int | None = None
        self.matto_owed = False
        self.fallen = (False, False, False, False)
        self.versicole: tuple[Any, ...] = ()
        self.last_winner = -1

    @property
    def dealer(self) -> int:
        # after the last deal the dealer (and cutter) stay those of that deal: no next deal is made
        n = self.deal_no - 1 if self.phase == "over" and self.deal_no > 0 else self.deal_no
        return self.order[n % 4]

    def seat_after(self, p: int, k: int = 1) -> int:
        """The seat ``k`` places to the right of ``p`` (the next to play after ``p``)."""
        o = self.order
        return o[(o.index(p) + k) % 4]

    @property
    def cutter(self) -> int:
        return self.seat_after(self.dealer, 3)

    def partner(self, p: int) -> int:
        return self.seat_after(p, 2)

    def _clone(self) -> "MinchiateState":
        s = object.__new__(MinchiateState)
        for k in MinchiateState.__slots__:
            object.__setattr__(s, k, getattr(self, k))
        return s

    copy = _clone

    # ----------------------------------------------------------------- protocol
    def current_player(self) -> int:
        return self.to_move

    def parse_action(self, text: str) -> MinchiateAction:
        return parse_action(text)

    def scores(self) -> list[float]:
        return [float(r) for r in self.resti]

    def standing(self, player: int) -> Standing:
        """Partners change from giro to giro, so each seat's own Resti decide: the points are
        the Resti it received and the Resti it paid."""
        r = self.resti[player]
        return Standing("won" if r > 0 else "lost" if r < 0 else "drawn", max(r, 0), max(-r, 0))

    def sample_chance(self, rng: random.Random) -> MinchiateAction:
        if self.phase == "draw":
            return Draw(tuple(_c(i) for i in rng.sample(range(S.N), 4)))
        if self.phase == "shuffle":
            order = list(range(S.N))
            while True:
                rng.shuffle(order)
                if not S.VALUE[order[-1]]:
                    return Shuffle(tuple(_c(i) for i in order))
        if self.phase == "cut":
            return Cut(rng.randint(1, S.N - 2))
        raise IllegalAction("no_chance_due", "no chance event is due")

    def legal_actions(self) -> list[MinchiateAction]:
        ph, p = self.phase, self.to_move
        if p < 0:
            return []
        if ph == "rob":
            return [Rob(k) for k in range(len(self.run), -1, -1)]
        if ph == "discard":
            return [Discard(_c(i)) for i in S.bits(self._discardable(p))]
        if ph == "play":
            return [Play(_c(i)) for i in S.bits(self._playable(p))]
        if ph == "give":
            return [Give(_c(i)) for i in S.bits(self._givable())]
        return []

    def apply(self, action: MinchiateAction) -> tuple["MinchiateState", list[Event]]:
        return dispatch(self, _HANDLERS, action)

    # ---------------------------------------------------------------- legality
    def _discardable(self, p: int) -> int:
        base = self.dealt[p] & self.hands[p]
        if self.opts.discard_counting == "allowed":
            return base
        free = base & ~S.COUNTING
        if free:
            return free
        cnt = base & S.COUNTING
        low = min(S.VALUE[i] for i in S.bits(cnt))
        return sum(1 << i for i in S.bits(cnt) if S.VALUE[i] == low)

    def _led_suit(self) -> int | None:
        for _, c in self.trick:
            if c != S.FOOL:
                suit: int = S.SUIT_OF[c]
                return suit
        return None

    def _playable(self, p: int) -> int:
        hand = self.hands[p]
        fool = hand & (1 << S.FOOL)
        if fool and bin(hand).count("1") == 2:
            return fool
        led = self._led_suit()
        if led is None:
            return hand if self.opts.matto_lead or hand == fool else hand & ~fool
        same = hand & S.SUIT_MASK[led]
        if same:
            allowed = same
            if (led < 4 and self.opts.king_rule and not self.led >> led & 1
                    and any(S.SUIT_OF[c] == 4 for _, c in self.trick)):
                king = same & S.KINGS
                if king:
                    allowed = king
        else:
            allowed = hand & S.TRUMPS or hand & ~fool
        return allowed | fool

    def _owner(self) -> int:
        """The seat that took the Matto back (while its side owes a card for it)."""
        assert self.matto_owner is not None, "the Matto was not taken back"
        return self.matto_owner

    def _givable(self) -> int:
        return self.piles[self.side[self._owner()]] & ~S.COUNTING

    def _why_not(self, p: int, c: int) -> IllegalAction:
        hand = self.hands[p]
        if not hand >> c & 1:
            return IllegalAction("card_not_in_hand", f"{_c(c)} is not in the hand")
        if hand & (1 << S.FOOL) and bin(hand).count("1") == 2:
            return IllegalAction("must_play_matto", "the Matto may not be kept for the last trick")
        led = self._led_suit()
        if led is None:
            return IllegalAction("may_not_lead_matto", "the Matto may not be led")
        if hand & S.SUIT_MASK[led]:
            if S.SUIT_OF[c] == led:
                return IllegalAction("must_play_king", "the king must fall on its suit's first round")
            return IllegalAction("must_follow_suit", f"must follow {SUIT_NAMES[led]}")
        return IllegalAction("must_play_trump", "without the led suit a trump must be played")

    # ----------------------------------------------------------------- marking
    def _pay(self, side: int, n: int) -> None:
        r = list(self.resti)
        for q in range(4):
            r[q] += n if self.side[q] == side else -n
        self.resti = tuple(r)

    def _mark(self, side: int, pts: int, why: str, ev: list[Event], player: int | None = None) -> None:
        if pts <= 0:
            return
        self.mark += pts if side == 0 else -pts
        ev.append(Event("mark", player, {"side": side, "points": pts, "reason": why, "mark": self.mark,
                                         "marked": self._marked()},
                        f"Side {self._side_name(side)} marks {pts} ({why}); the difference stands at "
                        f"{abs(self.mark)} for {self._side_name(0 if self.mark >= 0 else 1)}."))
        if self.opts.resto_during_play:
            while abs(self.mark) >= S.RESTO:
                w = 0 if self.mark > 0 else 1
                self.mark -= S.RESTO if w == 0 else -S.RESTO
                self._pay(w, 1)
                dr = list(self.deal_resti)
                dr[w] += 1
                self.deal_resti = tuple(dr)
                ev.append(Event("resto", None, {"side": w, "mark": self.mark, "resti": list(self.resti)},
                                f"The lead reached {S.RESTO}: side {self._side_name(w)} is paid a Resto at once; "
                                f"{abs(self.mark)} stay marked."))

    def _marked(self) -> list[int]:
        return [max(0, self.mark), max(0, -self.mark)]

    def _side_name(self, side: int) -> str:
        ps = [q for q in self.order if self.side[q] == side]
        return f"{ps[0]}+{ps[1]}"

    # ----------------------------------------------------------------- observation
    def observation(self, player: int) -> MinchiateObservation:
        p = player
        dealer, cutter = self.dealer, self.cutter
        dealer_side = self.side[p] == self.side[dealer]
        seated = self.phase != "draw"  # before the draw nobody knows who deals or who partners whom
        folla_vis = self.folla & self.folla_known if not dealer_side else self.folla
        if self.discards_shown:
            discards = tuple(S.cards_of(d) for d in self.discards)
        else:
            discards = tuple(S.cards_of(d) if q == p else () for q, d in enumerate(self.discards))
        legal = tuple(self.legal_actions()) if self.to_move == p else ()
        seen = self.hands[p] | folla_vis | (self.cutter_seen if p == cutter else 0)
        for q in range(4):
            seen |= self.known[q] & self.hands[q]
            if self.discards_shown or q == p:
                seen |= self.discards[q]
        for i in (*self.robbed, *self.kept, *self.taken, *(f for f in self.face_up if f is not None),
                  *((self.turned_back,) if self.turned_back is not None else ()),
                  *(c for _, c in self.trick), *(c for _, cs, _w in self.tricks for _, c in cs)):
            seen |= 1 << i
        taken = [0, 0, 0, 0]
        for _ld, _cs, w in self.tricks:
            taken[w] += 1
        lead = self.trick[0][0] if self.trick else (self.leader if self.phase == "play" else None)
        return MinchiateObservation(
            game="minchiate", player=p, legal_actions=legal, phase=self.phase, to_move=self.to_move,
            seats=4, trick_leader=lead, tricks_taken=tuple(taken), seen=S.cards_of(seen),
            options=self.opts, order=self.order, sides=self.side, partner=self.partner(p) if seated else None,
            dealer=dealer if seated else None, cutter=cutter if seated else None, leader=self.leader, hand=S.cards_of(self.hands[p]),
            hand_sizes=tuple(bin(h).count("1") for h in self.hands),
            known_cards=tuple(S.cards_of(k & self.hands[q]) for q, k in enumerate(self.known)),
            face_up=tuple(None if f is None else _c(f) for f in self.face_up),
            robbed=tuple(_c(i) for i in self.robbed), scoprire=tuple(_c(i) for i in self.kept),
            turned_back=None if self.turned_back is None else _c(self.turned_back),
            taken=tuple(_c(i) for i in self.taken), folla_counts=self.folla_counts,
            folla_cards=S.cards_of(folla_vis), folla_size=bin(self.folla).count("1"),
            cutter_seen=S.cards_of(self.cutter_seen) if p == cutter else (),
            discard_due=self.discard_due, discards=discards,
            discard_counts=tuple(bin(d).count("1") for d in self.discards),
            trick=tuple((q, _c(c)) for q, c in self.trick),
            tricks=tuple((ld, tuple((q, _c(c)) for q, c in cs), w) for ld, cs, w in self.tricks),
            trick_no=self.trick_no, led_suits=tuple(S.SUITS[i] for i in range(4) if self.led >> i & 1),
            tricks_won=self.tricks_won, pile_sizes=tuple(bin(x).count("1") for x in self.piles),
            mark=self.mark, versicole=tuple((q, n, tuple(_c(i) for i in cs), pts) for q, n, cs, pts in self.versicole),
            fallen=self.fallen, matto_owed=self.matto_owner if self.matto_owed else None,
            resti=self.resti, deal_resti=self.deal_resti, deal_no=self.deal_no, giro=self.deal_no // 4,
            deals_total=self.deals_total, history=self.log,
        )

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "resti": list(self.resti), "deals": [dict(d) for d in self.log],
                "deals_played": len(self.log)}

    # ----------------------------------------------------------------- bookkeeping for tests
    def places(self) -> list[int]:
        """Masks of every place a card can be (hands, discards, folla, side piles, current trick)."""
        trick = 0
        for _, c in self.trick:
            trick |= 1 << c
        return list(self.hands) + list(self.discards) + [self.folla, self.piles[0], self.piles[1], trick]


# ======================================================================= handlers
def _h_draw(s: MinchiateState, a: Draw, ev: list[Event]) -> None:
    cs = [S.INDEX[c] for c in a.cards]
    if len(set(cs)) != 4:
        raise IllegalAction("bad_draw", "the four cut cards must differ")
    ev.append(Event("seat_draw", None, {"cards": list(a.cards)},
                    "Cut for seats: " + ", ".join(f"player {q} {c.code}" for q, c in enumerate(a.cards)) + "."))
    keys: list[tuple[int, int] | None] = []
    for c in cs:
        if c == S.FOOL:
            keys.append(None)
        else:
            keys.append((1 if S.SUIT_OF[c] == 4 else 0, S.STRENGTH[c]))
    if None in keys or len(set(keys)) < 4:
        ev.append(Event("draw_again", None, {}, "Equal cards or the Matto: the players cut again."))
        return
    rank = tuple(sorted(range(4), key=lambda q: keys[q] or (0, 0), reverse=True))
    s.ranking = rank
    s.order = _giro_order(rank, 0)
    s._set_sides()
    s.phase = "shuffle"
    ev.append(Event("seats", None, {"order": list(s.order), "dealer": s.order[0]},
                    f"Player {rank[0]} deals first, partnered by player {rank[1]}."))


def _giro_order(rank: tuple[int, ...], giro: int) -> tuple[int, int, int, int]:
    p1, p2, p3, p4 = rank
    return ((p1, p3, p2, p4), (p1, p2, p3, p4), (p1, p2, p4, p3))[giro % 3]


def _h_shuffle(s: MinchiateState, a: Shuffle, ev: list[Event]) -> None:
    order = tuple(S.INDEX[c] for c in a.order)
    if len(order) != S.N or len(set(order)) != S.N:
        raise IllegalAction("bad_shuffle", "a shuffle must list all 97 cards once each")
    if S.VALUE[order[-1]]:
        raise IllegalAction("bottom_card_counts", "the bottom card must be worthless; the dealer shuffles again")
    s.pack = order
    s.phase = "cut"
    ev.append(Event("shuffle", s.dealer, {"dealer": s.dealer},
                    f"Player {s.dealer} shuffles; the bottom card is worthless."))


def _h_cut(s: MinchiateState, a: Cut, ev: list[Event]) -> None:
    n = a.lifted
    if not 1 <= n <= S.N - 2:
        raise IllegalAction("bad_cut", "the cutter lifts 1 to 95 cards (at least 2 stay below)")
    s.lifted = n
    upper = s.pack[:n]
    run: list[int] = []
    for c in reversed(upper):
        if not S.ROBBABLE >> c & 1 or len(run) >= s.opts.rob_cap:
            break
        run.append(c)
    s.run = tuple(run)
    s.cutter_seen = S.mask_of(upper[-13:])
    ev.append(Event("cut", s.cutter, {"lifted": n}, f"Player {s.cutter} cuts {n} cards."))
    if run and s.opts.rob_partial:
        s.phase = "rob"
        s.to_move = s.cutter
    else:
        _deal_from_pack(s, len(run), ev)


def _h_rob(s: MinchiateState, a: Rob, ev: list[Event]) -> None:
    if s.to_move != s.cutter:
        raise IllegalAction("not_your_turn")
    if not 0 <= a.count <= len(s.run):
        raise IllegalAction("rob_out_of_range", f"the cutter may rob 0 to {len(s.run)} cards here")
    _deal_from_pack(s, a.count, ev)


def _deal_from_pack(s: MinchiateState, k: int, ev: list[Event]) -> None:
    upper, lower = s.pack[:s.lifted], s.pack[s.lifted:]
    robbed = s.run[:k]
    pack = lower + upper[:len(upper) - k]
    s.cutter_seen &= ~S.mask_of(robbed)
    pos = 0
    d = s.dealer
    seq = [s.seat_after(d, 1), s.seat_after(d, 2), s.seat_after(d, 3), d]
    down: dict[int, list[int]] = {q: [] for q in seq}
    for q in seq:
        down[q] += pack[pos:pos + 10]
        pos += 10
    ups = {}
    for q in seq[:3]:
        down[q] += pack[pos:pos + 10]
        ups[q] = pack[pos + 10]
        pos += 11
    down[d] += pack[pos:pos + 10]
    pos += 10
    ups[d] = pack[pos]
    folla = pack[pos + 1:]
    _after_deal(s, robbed, down, ups, folla, len(pack) - pos, ev)


def _h_layout(s: MinchiateState, a: Layout, ev: list[Event]) -> None:
    try:
        robbed = tuple(S.INDEX[c] for c in a.robbed)
        d = s.dealer
        seq = [s.seat_after(d, 1), s.seat_after(d, 2), s.seat_after(d, 3), d]
        down = {q: [S.INDEX[c] for c in a.hands[i][0]] for i, q in enumerate(seq)}
        ups = {q: S.INDEX[a.hands[i][1]] for i, q in enumerate(seq)}
        folla = tuple(S.INDEX[c] for c in a.folla)
    except (KeyError, IndexError):
        raise IllegalAction("bad_layout", "a layout needs four hands") from None
    everything = list(robbed) + [c for q in seq for c in down[q]] + list(ups.values()) + list(folla)
    if len(everything) != S.N or len(set(everything)) != S.N:
        raise IllegalAction("bad_layout", "a layout must place all 97 cards once each")
    if any(len(down[q]) != 20 for q in seq) or len(robbed) > s.opts.rob_cap:
        raise IllegalAction("bad_layout", "each hand has 20 face-down cards; at most 13 robbed")
    if any(not S.ROBBABLE >> c & 1 for c in robbed):
        raise IllegalAction("bad_layout", "only counting cards and Sopraventi can be robbed")
    _after_deal(s, robbed, down, ups, folla, len(folla) + 1, ev)


def _after_deal(s: MinchiateState, robbed: Any, down: Any, ups: Any, folla: Any, talon: int, ev: list[Event]) -> None:
    d, cut = s.dealer, s.cutter
    hands = [0, 0, 0, 0]
    known = [0, 0, 0, 0]
    face = [None] * 4
    for q in range(4):
        hands[q] = S.mask_of(down[q]) | 1 << ups[q]
        face[q] = ups[q]
        known[q] = 1 << ups[q]
    s.dealt = tuple(hands)
    s.robbed = tuple(robbed)
    if robbed:
        hands[cut] |= S.mask_of(robbed)
        known[cut] |= S.mask_of(robbed)
        ev.append(Event("rob", cut, {"cards": [_c(c) for c in robbed]},
                        f"Player {cut} robs {' '.join(_c(c).code for c in robbed)}."))
        s._mark(s.side[cut], sum(S.VALUE[c] for c in robbed), "robbed cards", ev, cut)
    else:
        ev.append(Event("rob", cut, {"cards": []}, f"Player {cut} robs nothing."))
    s.face_up = tuple(face)
    for q in (s.seat_after(d, 1), s.seat_after(d, 2), s.seat_after(d, 3), d):
        if q == d:
            ev.append(Event("talon_count", d, {"cards": talon},
                            f"Player {d} counts the talon: {talon} cards."))
        c = ups[q]
        ev.append(Event("face_up", q, {"card": _c(c), "value": S.VALUE[c]},
                        f"Player {q}'s 21st card is dealt face up: {_c(c).code}."))
        if S.VALUE[c] and (q != d or s.opts.mark_dealer_face_up):
            s._mark(s.side[q], S.VALUE[c], "face-up card", ev, q)
    # scoprire
    folla = list(folla)
    kept: list[int] = []
    s.turned_back = None
    while folla and S.ROBBABLE >> folla[0] & 1:
        kept.append(folla.pop(0))
    if folla:
        s.turned_back = folla[0]
    ev.append(Event("scoprire", d, {"kept": [_c(c) for c in kept],
                                     "turned_back": None if s.turned_back is None else _c(s.turned_back)},
                    f"Player {d} turns up the folla: keeps {' '.join(_c(c).code for c in kept) or 'nothing'}"
                    + (f", {_c(s.turned_back).code} goes back." if s.turned_back is not None else ".")))
    s.kept = tuple(kept)
    if kept:
        s._mark(s.side[d], sum(S.VALUE[c] for c in kept), "cards turned up from the folla", ev, d)
    taken = [c for c in folla if S.VALUE[c]]
    s.taken = tuple(taken)
    folla_mask = S.mask_of(c for c in folla if not S.VALUE[c])
    ev.append(Event("pigliare", d, {"cards": [_c(c) for c in taken]},
                    f"Player {d} takes {' '.join(_c(c).code for c in taken) or 'nothing'} from the folla "
                    "(not marked)."))
    hands[d] |= S.mask_of(kept) | S.mask_of(taken)
    known[d] |= S.mask_of(kept) | S.mask_of(taken)
    s.hands, s.known, s.folla = tuple(hands), tuple(known), folla_mask
    s.folla_counts = _counts(folla_mask)
    s.folla_known = folla_mask & ~S.TRUMPS | (0 if s.turned_back is None else 1 << s.turned_back)
    ev.append(Event("folla_announced", s.partner(d), {"counts": _counts_dict(folla_mask),
                                                      "suit_cards": list(S.cards_of(folla_mask & ~S.TRUMPS))},
                    f"Player {s.partner(d)} announces the folla: {_counts_text(folla_mask)}."))
    due = [0, 0, 0, 0]
    due[cut] += len(robbed)
    due[d] += len(kept) + len(taken)
    s.discard_due = tuple(due)
    _next_discarder(s, ev)


def _counts(m: int) -> tuple[int, ...]:
    return tuple(bin(m & S.SUIT_MASK[i]).count("1") for i in range(5))


def _counts_dict(m: int) -> dict[str, int]:
    return {SUIT_NAMES[i]: n for i, n in enumerate(_counts(m))}


def _counts_text(m: int) -> str:
    c = _counts(m)
    return ", ".join(f"{c[i]} {SUIT_NAMES[i].capitalize()}" for i in range(4)) + f" and {c[4]} trumps (not named)"


def _next_discarder(s: MinchiateState, ev: list[Event]) -> None:
    for q in (s.cutter, s.dealer):
        if s.discard_due[q]:
            s.phase, s.to_move = "discard", q
            return
    _start_play(s, ev)


def _h_discard(s: MinchiateState, a: Discard, ev: list[Event]) -> None:
    p = s.to_move
    c = S.INDEX[a.card]
    if not s.hands[p] >> c & 1:
        raise IllegalAction("card_not_in_hand", f"{a.card} is not in the hand")
    if not s.dealt[p] >> c & 1:
        raise IllegalAction("not_a_dealt_card", "only the 21 dealt cards may be discarded")
    if not s._discardable(p) >> c & 1:
        raise IllegalAction("may_not_discard_counting_card", "counting cards may not be discarded")
    s.hands = replace_at(s.hands, p, s.hands[p] & ~(1 << c))
    s.known = replace_at(s.known, p, s.known[p] & ~(1 << c))
    s.discards = replace_at(s.discards, p, s.discards[p] | 1 << c)
    s.discard_due = replace_at(s.discard_due, p, s.discard_due[p] - 1)
    ev.append(Event("discard", p, {"count": 1}, f"Player {p} discards a card face down."))
    _next_discarder(s, ev)


def _start_play(s: MinchiateState, ev: list[Event]) -> None:
    s.phase = "play"
    s.leader = s.seat_after(s.dealer, 1)
    s.to_move = s.leader
    s.dealt = (0, 0, 0, 0)
    ev.append(Event("play_starts", s.leader, {"leader": s.leader}, f"Player {s.leader} leads."))
    for q in s.order:
        if not s.hands[q] & S.TRUMPS:
            s.fallen = replace_at(s.fallen, q, True)
            ev.append(Event("fallen", q, {}, f"Player {q} holds no trumps."))


def _after_opening_lead(s: MinchiateState, ev: list[Event]) -> None:
    """Versicole in hand are announced and marked; the discards are shown and join the folla."""
    net = [0, 0]
    vs = []
    for q in (s.seat_after(s.leader, k) for k in range(4)):
        hand = s.hands[q] | (1 << s.trick[0][1] if s.trick[0][0] == q else 0)
        for name, cs, pts in S.versicole(hand):
            vs.append((q, name, cs, pts))
            net[s.side[q]] += pts
            s.known = replace_at(s.known, q, s.known[q] | S.mask_of(cs))
            ev.append(Event("versicola", q, {"name": name, "cards": [_c(c) for c in cs], "points": pts},
                            f"Player {q} shows the versicola {name} ({' '.join(_c(c).code for c in cs)}): {pts}."))
    s.versicole = tuple(vs)
    diff = net[0] - net[1]
    if diff:
        s._mark(0 if diff > 0 else 1, abs(diff), f"versicole in hand ({net[0]} against {net[1]})", ev)
    s.discards_shown = True
    shown = {q: list(S.cards_of(s.discards[q])) for q in range(4) if s.discards[q]}
    for dm in s.discards:
        s.folla |= dm
        s.folla_known |= dm
    s.discards = (0, 0, 0, 0)
    s.folla_counts = _counts(s.folla)
    ev.append(Event("discards_shown", s.partner(s.dealer), {"discards": shown, "counts": _counts_dict(s.folla)},
                    "Discards: " + ("; ".join(f"player {q} {' '.join(c.code for c in cs)}" for q, cs in shown.items())
                                    or "none") + f". The folla now holds {_counts_text(s.folla)}."))


def _h_play(s: MinchiateState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    c = S.INDEX[a.card]
    if not s._playable(p) >> c & 1:
        raise s._why_not(p, c)
    s.hands = replace_at(s.hands, p, s.hands[p] & ~(1 << c))
    s.known = replace_at(s.known, p, s.known[p] & ~(1 << c))
    s.trick = s.trick + ((p, c),)
    ev.append(Event("play", p, {"card": a.card, "trick": s.trick_no + 1},
                    f"Player {p} plays {a.card.code}."))
    if s.trick_no == 0 and len(s.trick) == 1:
        _after_opening_lead(s, ev)
    if S.SUIT_OF[c] == 4 and not s.hands[p] & S.TRUMPS and not s.fallen[p]:
        s.fallen = replace_at(s.fallen, p, True)
        ev.append(Event("fallen", p, {}, f"Player {p} has no trumps left (cascato)."))
    if len(s.trick) < 4:
        s.to_move = s.seat_after(p)
        return
    _close_trick(s, ev)


def _close_trick(s: MinchiateState, ev: list[Event]) -> None:
    led = s._led_suit()
    trumps = [(S.STRENGTH[c], q) for q, c in s.trick if S.SUIT_OF[c] == 4]
    if trumps:
        w = max(trumps)[1]
    else:
        w = max((S.STRENGTH[c], q) for q, c in s.trick if S.SUIT_OF[c] == led)[1]
    ws = s.side[w]
    if led is not None and led < 4:
        s.led |= 1 << led
    cards = 0
    died = []
    fool_lost_by = None
    for q, c in s.trick:
        if c == S.FOOL and s.side[q] != ws:
            fool_lost_by = q
            continue
        cards |= 1 << c
        if S.VALUE[c] and c != S.FOOL and s.side[q] != ws:
            died.append((q, c))
    piles = list(s.piles)
    piles[ws] |= cards
    tw = list(s.tricks_won)
    tw[ws] += 1
    s.tricks_won = tuple(tw)
    s.tricks = s.tricks + ((s.leader, s.trick, w),)
    s.trick_no += 1
    s.last_winner = w
    ev.append(Event("trick", w, {"trick": s.trick_no, "cards": [(q, _c(c)) for q, c in s.trick], "winner": w},
                    f"Player {w} wins trick {s.trick_no}."))
    s.trick = ()
    s.leader = w
    for q, c in died:
        ev.append(Event("muore", q, {"card": _c(c), "points": S.VALUE[c], "to_side": ws},
                        f"Muore {S.VALUE[c]}: player {q}'s {_c(c).code} falls to the other side."))
    if died:
        s._mark(ws, sum(S.VALUE[c] for _, c in died), "muore", ev, w)
    need_give = False
    if fool_lost_by is not None:
        own = s.side[fool_lost_by]
        piles[own] |= 1 << S.FOOL
        s.matto_owner = fool_lost_by
        s.matto_owed = True
        ev.append(Event("matto_back", fool_lost_by, {"to_side": own},
                        f"Player {fool_lost_by} takes the Matto back and owes a worthless card."))
    s.piles = tuple(piles)
    if s.matto_owed and s._givable():
        g = s._givable()
        if g & (g - 1):
            need_give = True
        else:
            _give(s, g.bit_length() - 1, ev)
    if need_give:
        s.phase, s.to_move = "give", s._owner()
        return
    _continue(s, ev)


def _continue(s: MinchiateState, ev: list[Event]) -> None:
    if s.trick_no < S.TRICKS:
        s.phase, s.to_move = "play", s.leader
    else:
        _end_of_deal(s, ev)


def _give(s: MinchiateState, c: int, ev: list[Event], counting: bool = False) -> None:
    own = s.side[s._owner()]
    piles = list(s.piles)
    piles[own] &= ~(1 << c)
    piles[1 - own] |= 1 << c
    s.piles = tuple(piles)
    ev.append(Event("matto_exchange", s.matto_owner, {"card": _c(c), "counting": counting},
                    f"For the Matto, player {s.matto_owner}'s side hands over {_c(c).code}."))
    s.matto_owed = False


def _h_give(s: MinchiateState, a: Give, ev: list[Event]) -> None:
    c = S.INDEX[a.card]
    if not s._givable() >> c & 1:
        raise IllegalAction("not_a_worthless_card", "give a worthless card from your side's tricks")
    _give(s, c, ev)
    _continue(s, ev)


def _end_of_deal(s: MinchiateState, ev: list[Event]) -> None:
    o = s.opts
    lw = s.side[s.last_winner]
    if s.matto_owed:
        own = s.side[s._owner()]
        rest = s.piles[own] & ~(1 << S.FOOL)
        if not rest:
            piles = list(s.piles)
            piles[own] = 0
            piles[1 - own] |= 1 << S.FOOL
            s.piles = tuple(piles)
            s.matto_owed = False
            ev.append(Event("matto_lost", s.matto_owner, {"to_side": 1 - own},
                            "The Matto's side took no trick: the Matto is lost."))
            s._mark(1 - own, 5, "the lost Matto", ev)
        else:
            low = min(S.VALUE[i] for i in S.bits(rest))
            c = next(i for i in S.bits(rest) if S.VALUE[i] == low)
            _give(s, c, ev, counting=True)
    ev.append(Event("ultima", s.last_winner, {"side": lw}, f"Player {s.last_winner} takes the last trick: ultima {S.ULTIMA}."))
    acc = [S.side_account(s.piles[i], s.piles[1 - i], lw == i, s._marked()[i], o.senza_cancellation)
           for i in (0, 1)]
    t = (acc[0]["total"], acc[1]["total"])
    diff = abs(t[0] - t[1])
    winner = None if diff == 0 else (0 if t[0] > t[1] else 1)
    all_tricks = S.TRICKS in s.tricks_won
    if all_tricks and o.all_tricks_doubling == "points":
        resti = math.ceil(2 * diff / S.RESTO)
    elif all_tricks and o.all_tricks_doubling == "resti":
        resti = 2 * math.ceil(diff / S.RESTO)
    else:
        resti = math.ceil(diff / S.RESTO)
    if winner is not None and resti:
        s._pay(winner, resti)
    entry = {
        "deal": s.deal_no + 1, "giro": s.deal_no // 4 + 1, "dealer": s.dealer, "order": list(s.order),
        "sides": [[q for q in s.order if s.side[q] == i] for i in (0, 1)],
        "totals": list(t), "difference": diff, "winner_side": winner, "resti": resti,
        "all_tricks": all_tricks, "resti_during_play": list(s.deal_resti), "tricks_won": list(s.tricks_won),
        "accounts": [{k: v for k, v in a.items() if k != "lines"} for a in acc],
        "resti_after": list(s.resti),
    }
    s.log = s.log + (entry,)
    ev.append(Event("deal_end", None, entry,
                    f"Deal {s.deal_no + 1}: {t[0]} to {t[1]}, difference {diff}"
                    + (f"; side {s._side_name(winner)} wins {resti} Resti" if winner is not None else "; nothing paid")
                    + (" (all tricks: doubled)" if all_tricks and o.all_tricks_doubling != "off" else "") + "."))
    s.deal_no += 1
    if s.deal_no >= s.deals_total:
        s.phase, s.to_move = "over", TERMINAL
        ev.append(Event("game_over", None, {"resti": list(s.resti)},
                        "Game over. Resti: " + ", ".join(f"player {q} {r:+d}" for q, r in enumerate(s.resti)) + "."))
        return
    if s.deal_no % 4 == 0 and o.partner_changes:
        assert s.ranking is not None, "seats are drawn before the first deal"
        s.order = _giro_order(s.ranking, s.deal_no // 4)
        s._set_sides()
        ev.append(Event("giro", None, {"order": list(s.order), "giro": s.deal_no // 4 + 1},
                        f"Giro {s.deal_no // 4 + 1}: player {s.order[0]} now plays with player {s.order[2]}."))
    s._reset_deal()
    s.phase, s.to_move = "shuffle", CHANCE


_HANDLERS: dict[tuple[str, type], Callable[..., None]] = {
    ("draw", Draw): _h_draw,
    ("shuffle", Shuffle): _h_shuffle,
    ("shuffle", Layout): _h_layout,
    ("cut", Cut): _h_cut,
    ("rob", Rob): _h_rob,
    ("discard", Discard): _h_discard,
    ("play", Play): _h_play,
    ("give", Give): _h_give,
}


def new_state(options: MinchiateOptions, deals: int | None = None, first_dealer: int | None = None) -> MinchiateState:
    """A new partita.  ``first_dealer``: that seat deals first, without the cut for seats; the
    seats keep their places (``first_dealer`` and the seat opposite are partners in the first Giro)."""
    st = MinchiateState(options, deals)
    if first_dealer is not None:
        if first_dealer not in range(4):
            raise ValueError("first_dealer must be a seat from 0 to 3")
        d = first_dealer
        st.ranking = (d, (d + 2) % 4, (d + 1) % 4, (d + 3) % 4)
        st.order = _giro_order(st.ranking, 0)
        st._set_sides()
        st.phase = "shuffle"
    return st
