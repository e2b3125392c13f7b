"""The Tresett state machine: the deal, declarations in their windows, ten tricks without
trumps, marks laid towards 21, the race at the end, partien (single or double), the three
Sevens, slam bonuses and the settlement.

Seats 0..3; partners sit opposite, side 0 is seats 0 and 2, side 1 seats 1 and 3.  Deal and
play pass to the next seat in the direction of play: seat - 1 ("to the right", the book's
custom, 1446) or seat + 1.  The player after the dealer (*Vorhand*) leads first.

When marks are laid (spec §8, our completion where the book is silent, ``docs/tresette.md``):

* declarations are laid when made; a side reaching the target (21) by them wins the partie
  at that moment;
* card points are laid at the end of the deal -- unless both sides stand within reach of the
  target with this deal's eleven points (*the race*, 1464): then every point is laid the moment
  the trick that completes it is taken (an Ace at once, each third figure, the last trick at
  the end) and the side that reaches the target first wins;
* once a partie is won during a deal, the rest of that deal lays nothing more (a new partie
  begins with the next deal); three Sevens and slams still count, being partien;
* a slam replaces the laying of the deal's card points.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.bitcards import cards_played, seen_in_order, void_suits
from engine.cards import Card
from engine.kit import SlotState, check_follow, dealer_seat, dispatch, lay_card, shuffled_deal, take_trick
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation, Standing

from . import scoring as SC
from . import tables as T
from .actions import Deal, Declare, Play, TresetteAction, parse_action
from .options import TresetteOptions

__all__ = ["TresetteState", "TresetteObservation", "new_state", "REASON_CODES", "PHASES", "EVENT_KINDS", "SIDES",
           "pack_for_hands"]

REASON_CODES = (
    "wrong_phase", "malformed_action", "game_over", "bad_deal", "card_not_in_hand", "must_follow_suit",
    "not_declarable", "declaration_window", "no_chance_due",
)
PHASES = ("deal", "play", "over")
EVENT_KINDS = (
    "deal", "declare", "play", "trick", "marks", "race", "partie_won", "sevens_partie", "slam", "deal_end",
    "match_over",
)
SIDES = ((0, 2), (1, 3))


def _c(i: int) -> Card:
    return T.CARDS[i]


def _side_name(side: int) -> str:
    return "0+2" if side == 0 else "1+3"


def pack_for_hands(hands: list[list[Card]], dealer: int, direction: str = "counter_clockwise") -> tuple[Card, ...]:
    """The dealing order (top card first) that gives each seat the cards of ``hands`` (four lists
    of ten :class:`~engine.cards.Card`): five at a time, twice round, from the dealer's neighbour."""
    step = 3 if direction == "counter_clockwise" else 1
    seats = [(dealer + step * k) % 4 for k in range(1, 5)]
    if any(len(h) != 10 for h in hands):
        raise ValueError("each hand needs 10 cards")
    out: list[Card] = []
    for rnd in range(2):
        for q in seats:
            out.extend(hands[q][5 * rnd:5 * rnd + 5])
    return tuple(out)


@dataclass(frozen=True)
class TresetteObservation(Observation):
    """What one seat may see.  Sides are 0 (seats 0, 2) and 1 (seats 1, 3).

    ``declarations``: ``((seat, kind, key, n, marks, partie, cards), ...)`` in the order made;
    ``cards`` are the cards shown ("with calls"), else ``()`` for other seats' sets of three (a
    Neapolitaine or a set of four names its cards anyway, but they are not shown).
    ``marks`` the marks laid in the partie in progress, ``partien`` partien won, ``laid`` the
    card points of this deal already laid, ``points_taken`` the card points in each side's tricks,
    ``race`` whether the race is on, ``partie_closed`` whether a partie was won during this deal.
    """

    options: TresetteOptions | None = None
    sides: tuple[tuple[int, int], ...] = SIDES
    partner: int = -1
    vorhand: int = -1
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = ()   # ((leader, ((seat, card), ...), winner), ...)
    trick_no: int = 0
    side_tricks: tuple[int, int] = (0, 0)
    voids: tuple[tuple[str, ...], ...] = ((), (), (), ())
    declarations: tuple[Any, ...] = ()
    declarable: tuple[tuple[Any, ...], ...] = ()             # this seat's declarations not yet made: ((kind, key, n, marks, partie), ...)
    marks: tuple[int, int] = (0, 0)
    partien: tuple[int, int] = (0, 0)
    laid: tuple[int, int] = (0, 0)
    points_taken: tuple[int, int] = (0, 0)
    race: bool = False
    partie_closed: bool = False
    partie_no: int = 0
    stakes: tuple[int, ...] = (0, 0, 0, 0)
    deal_no: int = 0
    deals_limit: int | None = None
    history: tuple[dict[str, Any], ...] = ()


class TresetteState(SlotState[TresetteAction]):
    """A Tresett session: partien to the agreed number, or a number of deals."""

    __slots__ = (
        "opts", "deals_limit", "phase", "to_move", "dealer", "deal_no", "marks", "partien", "partie_no", "hands",
        "dealt", "trick", "leader", "tricks", "tricks_won", "taken", "laid", "declared", "race", "closed", "log",
    )

    def __init__(self, opts: TresetteOptions, deals: int | None = None, dealer: int = 0) -> None:
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        self.opts = opts
        self.deals_limit = deals
        self.deal_no = 0
        self.marks = (0, 0)
        self.partien = (0, 0)
        self.partie_no = 0
        self.log: tuple[dict[str, Any], ...] = ()
        self.dealer = dealer
        self.phase = "deal"
        self.to_move = CHANCE
        self._reset_deal()

    def _reset_deal(self) -> None:
        self.hands: tuple[int, ...] = (0, 0, 0, 0)
        self.dealt: tuple[int, ...] = (0, 0, 0, 0)
        self.trick: tuple[tuple[int, int], ...] = ()
        self.leader = -1
        self.tricks: tuple[tuple[int, tuple[tuple[int, int], ...], int], ...] = ()
        self.tricks_won: tuple[int, ...] = (0, 0, 0, 0)
        self.taken: tuple[int, int] = (0, 0)
        self.laid: tuple[int, int] = (0, 0)
        self.declared: tuple[tuple[int, Any], ...] = ()     # ((seat, Decl), ...)
        self.race = False
        self.closed = False

    # ----------------------------------------------------------------- helpers
    @property
    def step(self) -> int:
        return 3 if self.opts.play_direction == "counter_clockwise" else 1

    def next_seat(self, p: int, k: int = 1) -> int:
        return (p + self.step * k) % 4

    @property
    def vorhand(self) -> int:
        return self.next_seat(self.dealer)

    def declarations_held(self, p: int) -> list[SC.Decl]:
        o = self.opts
        return SC.declarations_of(self.dealt[p], o.three_sevens, o.triples_2_A_worth)

    def open_declarations(self, p: int) -> list[SC.Decl]:
        """``p``'s declarations not yet made."""
        done = {(d.kind, d.key) for q, d in self.declared if q == p}
        return [d for d in self.declarations_held(p) if (d.kind, d.key) not in done]

    def in_window(self, p: int) -> bool:
        """Whether ``p`` may declare now: the Vorhand before the first lead, everybody at his turn in
        the second trick (1446, 1462); never once a partie was won in this deal."""
        if self.phase != "play" or self.to_move != p or self.closed:
            return False
        n = len(self.tricks)
        return (n == 0 and not self.trick and p == self.vorhand) or n == 1

    def _playable(self, p: int) -> int:
        h = self.hands[p]
        if not self.trick:
            return h
        led = T.SUIT_OF[self.trick[0][1]]
        f = h & T.SUIT_MASK[led]
        return f or h

    def voids(self) -> list[int]:
        return void_suits(self.tricks, self.trick, T.SUIT_OF, 4)

    def earned(self, side: int) -> int:
        """Card points in ``side``'s tricks so far (the last trick's point once it is taken)."""
        last = len(self.tricks) == T.TRICKS and self.tricks[-1][2] % 2 == side
        return T.points_of(self.taken[side], last)

    def _race_on(self) -> bool:
        tgt = self.opts.target_marks
        return all(self.marks[s] - self.laid[s] + T.DEAL_POINTS >= tgt for s in (0, 1))

    # ----------------------------------------------------------------- protocol
    def parse_action(self, text: str) -> TresetteAction:
        return parse_action(text)

    def scores(self) -> list[float]:
        v = SC.settlement(self.partien[0], self.partien[1], self.opts.stake_per_partie)
        return [float(v), float(-v), float(v), float(-v)]

    def standing(self, player: int) -> Standing:
        """Partners share a result: the partien their side won against the other side's."""
        mine, theirs = self.partien[player % 2], self.partien[1 - player % 2]
        return Standing("won" if mine > theirs else "lost" if mine < theirs else "drawn", mine, theirs)

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "partien": list(self.partien), "marks": list(self.marks),
                "deals_played": len(self.log), "deals": [dict(d) for d in self.log]}

    def sample_chance(self, rng: random.Random) -> TresetteAction:
        if self.phase != "deal":
            raise IllegalAction("no_chance_due", "nothing is to be dealt now")
        return shuffled_deal(T.CARDS, rng)

    def legal_actions(self) -> list[TresetteAction]:
        if self.phase != "play":
            return []
        p = self.to_move
        out: list[TresetteAction] = []
        if self.in_window(p):
            out += [Declare(d.kind, d.key) for d in self.open_declarations(p)]
        out += [Play(_c(i)) for i in T.bits(self._playable(p))]
        return out

    def apply(self, action: TresetteAction) -> tuple["TresetteState", list[Event]]:
        return dispatch(self, _HANDLERS, action, "the session is over", _wrong_phase)

    def _seen(self, p: int) -> tuple[Card, ...]:
        if not self.dealt[p]:
            return ()
        extra: list[int] = []
        if self.opts.with_calls:
            for _q, d in self.declared:
                extra += list(T.bits(d.cards))
        extra += cards_played(self.tricks, self.trick)
        return tuple(_c(i) for i in sorted(seen_in_order(self.dealt[p], extra)))

    def observation(self, player: int) -> TresetteObservation:
        p = player
        legal = tuple(self.legal_actions()) if self.to_move == p else ()
        shown = self.opts.with_calls
        decls = tuple((q, d.kind, d.key, d.n, d.marks, d.partie,
                       T.cards_of(d.cards) if (shown or q == p) else ()) for q, d in self.declared)
        mine = tuple((d.kind, d.key, d.n, d.marks, d.partie) for d in self.open_declarations(p)) \
            if self.dealt[p] and self.phase == "play" else ()
        vs = self.voids()
        a = SC.settlement(self.partien[0], self.partien[1], self.opts.stake_per_partie)
        return TresetteObservation(
            game="tresette", player=p, legal_actions=legal, phase=self.phase, to_move=self.to_move, seats=4,
            hand=T.cards_of(self.hands[p]), hand_sizes=tuple(T.count(h) for h in self.hands),
            trick=tuple((q, _c(c)) for q, c in self.trick),
            trick_leader=(self.trick[0][0] if self.trick else self.leader) if self.phase == "play" else None,
            tricks_taken=self.tricks_won, seen=self._seen(p), dealer=self.dealer,
            options=self.opts, partner=(p + 2) % 4, vorhand=self.vorhand,
            tricks=tuple((ld, tuple((q, _c(c)) for q, c in cs), w) for ld, cs, w in self.tricks),
            trick_no=len(self.tricks),
            side_tricks=(self.tricks_won[0] + self.tricks_won[2], self.tricks_won[1] + self.tricks_won[3]),
            voids=tuple(tuple(T.SUITS[s] for s in range(4) if m >> s & 1) for m in vs),
            declarations=decls, declarable=mine, marks=self.marks, partien=self.partien, laid=self.laid,
            points_taken=(self.earned(0), self.earned(1)), race=self.race, partie_closed=self.closed,
            partie_no=self.partie_no, stakes=(a, -a, a, -a), deal_no=self.deal_no, deals_limit=self.deals_limit,
            history=self.log,
        )

    @classmethod
    def from_observation(cls, obs: TresetteObservation, hands: tuple[int, ...], declared: tuple[tuple[int, Any], ...]) -> "TresetteState":
        """The state behind ``obs`` with the hidden hands (four masks of the cards held now) and the
        declarations (``((seat, Decl), ...)`` with their cards) filled in.  Used by the sampler."""
        s = object.__new__(cls)
        assert obs.options is not None
        s.opts = obs.options
        s.deals_limit = obs.deals_limit
        s.phase = obs.phase
        s.to_move = obs.to_move
        s.dealer = obs.dealer if obs.dealer is not None else 0
        s.deal_no = obs.deal_no
        s.marks, s.partien, s.partie_no = obs.marks, obs.partien, obs.partie_no
        s.log = obs.history
        s.hands = tuple(hands)
        s.trick = tuple((q, T.BY_ID[id(c)]) for q, c in obs.trick)
        s.tricks = tuple((ld, tuple((q, T.BY_ID[id(c)]) for q, c in cs), w) for ld, cs, w in obs.tricks)
        s.leader = obs.trick_leader if obs.trick_leader is not None else -1
        s.tricks_won = obs.tricks_taken
        taken = [0, 0]
        played = [0, 0, 0, 0]
        for _ld, cs, w in s.tricks:
            for q, c in cs:
                taken[w % 2] |= 1 << c
                played[q] |= 1 << c
        for q, c in s.trick:
            played[q] |= 1 << c
        s.taken = (taken[0], taken[1])
        s.laid = obs.laid
        s.declared = declared
        s.race = obs.race
        s.closed = obs.partie_closed
        s.dealt = tuple(h | pl for h, pl in zip(s.hands, played)) if obs.phase == "play" else (0, 0, 0, 0)
        return s


# ======================================================================= handlers
def _h_deal(s: TresetteState, a: Deal, ev: list[Event]) -> None:
    order = [T.BY_ID.get(id(c), -1) for c in a.order]
    if len(order) != T.N or len(set(order)) != T.N or -1 in order:
        raise IllegalAction("bad_deal", "a deal must list all forty cards once each")
    hands = [0, 0, 0, 0]
    seats = [s.next_seat(s.dealer, k) for k in range(1, 5)]
    for k, c in enumerate(order):
        hands[seats[(k // 5) % 4]] |= 1 << c
    s.hands = tuple(hands)
    s.dealt = tuple(hands)
    d = s.dealer
    ev.append(Event("deal", d, {"dealer": d, "deal": s.deal_no + 1, "vorhand": s.vorhand},
                    f"Player {d} deals ten cards to each player, five at a time; player {s.vorhand} leads."))
    s.leader = s.vorhand
    s.phase, s.to_move = "play", s.vorhand
    _check_race(s, ev)


def _h_declare(s: TresetteState, a: Declare, ev: list[Event]) -> None:
    p = s.to_move
    d = next((x for x in s.open_declarations(p) if (x.kind, x.key) == (a.kind, a.key)), None)
    if d is None:
        raise IllegalAction("not_declarable", f"{a} is not in the hand, or was declared already")
    if not s.in_window(p):
        raise IllegalAction("declaration_window", "declarations are made by the Vorhand before the first lead, "
                            "by everybody at the second trick")
    s.declared = s.declared + ((p, d),)
    side = p % 2
    what = (f"{d.n} cards of rank {d.key}" if d.kind == "set" else f"a Neapolitaine of {d.n} in "
            f"{T.SUIT_NAMES[T.SUITS.index(d.key)]}")
    shown = s.opts.with_calls
    ev.append(Event("declare", p, {"kind": d.kind, "key": d.key, "n": d.n, "marks": d.marks, "partie": d.partie,
                                   "side": side, "cards": list(T.cards_of(d.cards)) if shown else []},
                    f"Player {p} declares {what}" + (" and shows it" if shown else "") + "."))
    if d.partie:
        pt = list(s.partien)
        pt[side] += d.partie
        s.partien = (pt[0], pt[1])
        ev.append(Event("sevens_partie", p, {"side": side, "partien": list(s.partien)},
                        f"Three Sevens: side {_side_name(side)} wins a partie at once."))
    if d.marks:
        _lay(s, side, d.marks, "declaration", ev)
    if not s.closed:
        _check_race(s, ev)


def _lay(s: TresetteState, side: int, n: int, reason: str, ev: list[Event]) -> None:
    if n <= 0 or s.closed:
        return
    m = list(s.marks)
    m[side] += n
    s.marks = (m[0], m[1])
    if reason == "cards":
        ld = list(s.laid)
        ld[side] += n
        s.laid = (ld[0], ld[1])
    ev.append(Event("marks", None, {"side": side, "marks": n, "reason": reason, "total": list(s.marks)},
                    f"Side {_side_name(side)} lays {n} mark{'s' if n != 1 else ''} for "
                    f"{'card points' if reason == 'cards' else 'a declaration'}: {s.marks[0]} to {s.marks[1]}."))
    if s.marks[side] >= s.opts.target_marks:
        _win_partie(s, side, ev)


def _win_partie(s: TresetteState, side: int, ev: list[Event]) -> None:
    o = s.opts
    value = SC.partie_value(s.marks[1 - side], o.double_partie_threshold)
    pt = list(s.partien)
    pt[side] += value
    s.partien = (pt[0], pt[1])
    s.partie_no += 1
    surplus = s.marks[side] - o.target_marks if (o.continuation and not o.with_calls) else 0
    ev.append(Event("partie_won", None, {"side": side, "value": value, "marks": list(s.marks),
                                         "partien": list(s.partien), "surplus": surplus},
                    f"Side {_side_name(side)} has laid all {o.target_marks} marks against {s.marks[1 - side]}: "
                    f"{'a double partie' if value == 2 else 'a partie'}."))
    m = [0, 0]
    m[side] = surplus
    s.marks = (m[0], m[1])
    s.closed = True
    s.race = False


def _check_race(s: TresetteState, ev: list[Event]) -> None:
    if s.closed or s.race or s.phase != "play" or not s._race_on():
        return
    s.race = True
    ev.append(Event("race", None, {"marks": list(s.marks)},
                    f"Both sides can reach {s.opts.target_marks} in this deal: points are laid as they are taken."))
    _lay_pending(s, ev, first=None)


def _lay_pending(s: TresetteState, ev: list[Event], first: int | None) -> None:
    order = (0, 1) if first is None else (first, 1 - first)
    for side in order:
        if s.closed:
            return
        _lay(s, side, s.earned(side) - s.laid[side], "cards", ev)


def _h_play(s: TresetteState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    c = T.BY_ID.get(id(a.card), -1)
    check_follow(s, c, a.card, T)
    lay_card(s, p, c, a.card, s.hands[p] & ~(1 << c), ev)
    if len(s.trick) < 4:
        s.to_move = s.next_seat(p)
        return
    w = T.trick_winner(s.trick)
    tk = list(s.taken)
    tk[w % 2] |= T.mask_of(c for _, c in s.trick)
    s.taken = (tk[0], tk[1])
    take_trick(s, w, T.CARDS, ev, lambda: {"side": w % 2, "points": list((s.earned(0), s.earned(1)))})
    last = len(s.tricks) == T.TRICKS
    if s.race and not s.closed and not (last and _slam_of(s)):
        _lay_pending(s, ev, first=w % 2)
    if not last:
        s.to_move = w
        return
    _end_deal(s, ev)


def _slam_of(s: TresetteState) -> tuple[int, str] | None:
    if not s.opts.slam_bonuses:
        return None
    return SC.slam([(w, T.mask_of(c for _, c in cs)) for _ld, cs, w in s.tricks])


def _end_deal(s: TresetteState, ev: list[Event]) -> None:
    o = s.opts
    sl = _slam_of(s)
    pts = (s.earned(0), s.earned(1))
    slam_entry = None
    if sl is not None:
        side, name = sl
        value = SC.SLAM_PARTIEN[name]
        pt = list(s.partien)
        pt[side] += value
        s.partien = (pt[0], pt[1])
        slam_entry = [side, name, value]
        ev.append(Event("slam", None, {"side": side, "name": name, "partien": value, "total": list(s.partien)},
                        f"Side {_side_name(side)} makes a {name.capitalize()}: {value} partien."))
    elif not s.closed:
        if s.race:
            first = s.tricks[-1][2] % 2
        else:
            # outside the race both sides lay after the deal (1458): the side that cannot go out
            # lays first, so the winners' double partie is judged on the losers' full count
            reach = [s.marks[x] + s.earned(x) - s.laid[x] for x in (0, 1)]
            first = 0 if reach[0] <= reach[1] else 1
        _lay_pending(s, ev, first=first)
    entry: dict[str, Any] = {
        "deal": s.deal_no + 1, "dealer": s.dealer, "tricks": [s.tricks_won[0] + s.tricks_won[2],
                                                              s.tricks_won[1] + s.tricks_won[3]],
        "points": list(pts), "laid": list(s.laid), "marks": list(s.marks), "partien": list(s.partien),
        "declarations": [[q, d.kind, d.key, d.n, d.marks, d.partie] for q, d in s.declared],
        "race": s.race, "slam": slam_entry, "partie_no": s.partie_no,
    }
    s.deal_no += 1
    s.log = s.log + (entry,)
    ev.append(Event("deal_end", None, entry,
                    f"Deal {entry['deal']}: points {pts[0]} to {pts[1]}; marks {s.marks[0]} to {s.marks[1]}, "
                    f"partien {s.partien[0]} to {s.partien[1]}."))
    if max(s.partien) >= o.match_partien or (s.deals_limit is not None and s.deal_no >= s.deals_limit):
        s.phase, s.to_move = "over", TERMINAL
        dealer = s.dealer
        s._reset_deal()
        s.dealer = dealer
        v = SC.settlement(s.partien[0], s.partien[1], o.stake_per_partie)
        ev.append(Event("match_over", None, {"partien": list(s.partien), "payment": v},
                        f"The session is over: partien {s.partien[0]} to {s.partien[1]}; "
                        + (f"side {_side_name(0 if v > 0 else 1)} receives {abs(v)}." if v else "nobody pays.")))
        return
    s.dealer = s.next_seat(s.dealer)
    s._reset_deal()
    s.phase, s.to_move = "deal", CHANCE


def _wrong_phase(phase: str, action: Any) -> str:
    if phase == "deal" and not isinstance(action, Deal):
        return "the cards must be dealt first"
    return f"{action} is not possible in the {phase} phase"


_HANDLERS: dict[tuple[str, type], Any] = {
    ("deal", Deal): _h_deal,
    ("play", Play): _h_play,
    ("play", Declare): _h_declare,
}


def new_state(options: TresetteOptions, deals: int | None = None, first_dealer: int | None = None) -> TresetteState:
    """A new session; seat ``first_dealer`` (default 0) deals first, partners as they sit."""
    d = dealer_seat(first_dealer, 4)
    return TresetteState(options, deals, 0 if d is None else d)
