"""The multi-player forms of Piquet in 004 (spec §10, interpretations A36-A39).

* **Königspiquet** (3 or 4 participants): two play a two-hand partie while the
  others watch as "Kings".  :class:`KoenigState` wraps the two-hand
  :class:`~engine.games.piquet.game.PiquetState` for each partie and adds the
  pairing and the payments: the loser pays one stake to the winner and one to
  every King, twice as much when he stayed *Schneider* (below 50).
* **Räuberpiquet** (4 players, two sides of partners sitting opposite) and
  **Normannisches Piquet** (3 players, each for himself) are played by
  :class:`TableState`: 8 or 10 cards each, turns to the right, a declaration
  round per category in which each player states his best claim or passes,
  play points, the Lese and the vole per side, and the 20-point *Neunziger* /
  *Sechziger*.  After a Norman partie the winner steps out and the other two
  play a two-hand partie (wrapped like a Königspiquet partie) whose loser pays
  both winners.

Seats are numbered so that seat ``p + 1`` sits at the right of seat ``p``.  In
Räuberpiquet the cut decides the seating: :attr:`TableState.seating` lists the
player at each table position (position 0 is the first dealer, 1 at his right,
2 his partner opposite, 3 at his left).
"""

from __future__ import annotations

import dataclasses
import random
import re
from dataclasses import dataclass
from typing import Any, Callable

from engine.cards import Card
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation

from . import scoring as S
from .actions import Exchange, Play, _cards as _codes_of, _parse_cards
from .actions import parse_action as _two_hand_parse
from .game import PiquetObservation, PiquetState
from .options import KoenigOptions, NormanOptions, PiquetOptions, RaeuberOptions

__all__ = [
    "new_variant_state", "variant_seats", "KoenigState", "TableState", "KoenigObservation", "TableObservation",
    "TableCut", "TableDeal", "Claim", "parse_variant_action", "koenig_payments", "koenig_next_pair",
    "KOENIG_SCHEDULE_4", "SCHNEIDER", "THRESHOLD",
]

CARDS = S.CARDS
SUIT_MASK = tuple(0xFF << (8 * s) for s in range(4))
CATS = ("point", "sequence", "set")
SCHNEIDER = 50          # a Königspiquet loser below this pays double (004)
THRESHOLD = 20          # Neunziger / Sechziger in the table forms (004)
RAEUBER_POINT_PIPS = 30  # a point below this counts nothing in Räuberpiquet (004)
# A36: four participants play this fixed order (A, B, C, D by their cut, lowest first)
KOENIG_SCHEDULE_4 = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))


def variant_seats(options: KoenigOptions | RaeuberOptions | NormanOptions) -> int:
    """Seats at the table for a multi-player form."""
    return options.seats


def new_variant_state(options: KoenigOptions | RaeuberOptions | NormanOptions, deals: int | None = None,
                      first_dealer: int | None = None) -> "KoenigState | TableState":
    """A new game of a multi-player form.  ``deals``: stop after that many deals in all;
    ``first_dealer``: that seat deals first, without the cut (see the states for the seating)."""
    if deals is not None and deals < 1:
        raise ValueError("deals must be at least 1")
    if isinstance(options, KoenigOptions):
        return KoenigState(options, deals, first_dealer)
    return TableState(options, deals, first_dealer)


_bits, _cards, _codes = S.popcount, S.card_tuple, S.codes


# ================================================================ actions
@dataclass(frozen=True, slots=True)
class TableCut:
    """Every participant draws a card (chance), listed by seat."""
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "cut " + _codes_of(self.cards)


@dataclass(frozen=True, slots=True)
class TableDeal:
    """The shuffled pack as dealt: each hand in the order the players receive them
    (the dealer's right first, the dealer last), then the cards left over, if any (chance)."""
    hands: tuple[tuple[Card, ...], ...]
    rest: tuple[Card, ...] = ()

    def __str__(self) -> str:
        parts = [_codes_of(h) for h in self.hands]
        if self.rest:
            parts.append("rest " + _codes_of(self.rest))
        return "deal " + " / ".join(parts)


@dataclass(frozen=True, slots=True)
class Claim:
    """A player's word in the declaration round of one category.

    ``value`` is ``None`` for a pass, else ``(cards, pips)`` for the point,
    ``(length, top rank letter)`` for a sequence, ``(count, rank letter)`` for a set.
    """
    category: str
    value: tuple[Any, ...] | None = None

    def __str__(self) -> str:
        if self.value is None:
            return f"pass {self.category}"
        a, b = self.value
        return f"claim {self.category} {a} {b}"


def parse_variant_action(text: str) -> Any:
    """Parse the record notation of a multi-player action (two-hand actions included)."""
    words = text.split()
    if not words:
        raise IllegalAction("malformed_action", "empty action")
    head, rest = words[0], words[1:]
    if head == "cut" and len(rest) in (3, 4):
        cs = _parse_cards(rest)
        return TableCut(cs)
    if head == "deal":
        parts = [p.split() for p in " ".join(rest).split("/")]
        if len(parts) >= 4:
            left: tuple[Card, ...] = ()
            if parts[-1] and parts[-1][0] == "rest":
                left = _parse_cards(parts[-1][1:])
                parts = parts[:-1]
            return TableDeal(tuple(_parse_cards(p) for p in parts), left)
    if head == "pass" and len(rest) == 1 and rest[0] in CATS:
        return Claim(rest[0])
    if head == "claim" and len(rest) == 3 and rest[0] in CATS:
        cat, a, b = rest
        try:
            n = int(a)
        except ValueError:
            raise IllegalAction("malformed_action", f"cannot read claim {text!r}") from None
        if cat == "point":
            if not b.isdigit():
                raise IllegalAction("malformed_action", f"cannot read claim {text!r}")
            return Claim(cat, (n, int(b)))
        if b not in S.RANKS:
            raise IllegalAction("malformed_action", f"cannot read claim {text!r}")
        return Claim(cat, (n, b))
    return _two_hand_parse(text)


# ================================================================ two-hand partie inside a multi-player game
_SEAT_KEYS = ("winner", "dealer", "chosen_by", "leader", "to")
_P_RE = re.compile(r"\bp([01])\b")


def _remap(evs: list[Event], seats: tuple[int, int], extra: dict[str, Any] | None = None) -> list[Event]:
    """Events of a wrapped two-hand partie with its seats 0/1 turned into the players ``seats``."""
    out = []
    for e in evs:
        data = dict(e.data)
        for k in _SEAT_KEYS:
            if isinstance(data.get(k), int) and not isinstance(data.get(k), bool) and data[k] in (0, 1):
                data[k] = seats[data[k]]
        if "bonuses" in data:
            data["bonuses"] = [[seats[p], k] for p, k in data["bonuses"]]
        for k in ("conceded", "claimed"):
            if data.get(k):
                data[k] = [seats[data[k][0]], data[k][1]]
        if e.kind in ("deal_end", "partie_end", "session_end"):
            data["players"] = list(seats)
        if extra:
            data.update(extra)
        text = _P_RE.sub(lambda m: f"p{seats[int(m.group(1))]}", e.text)
        kind = "partie_over" if e.kind == "session_end" else e.kind
        out.append(Event(kind, None if e.player is None else seats[e.player], data, text))
    return out


def _duel_state(opts: PiquetOptions, dealer: int | None, partie_no: int, **overrides: Any) -> PiquetState:
    """A two-hand partie to the target under ``opts``; ``dealer`` (0/1) deals first, else they cut."""
    o = dataclasses.replace(opts, partie_format="target", **overrides)
    st = PiquetState(o, None)
    st.partie_no = partie_no  # numbered as a partie of the whole game
    if dealer is not None:
        # start at the deal instead of the cut (A36: the previous winner deals first)
        st.dealer = dealer
        st.phase, st.to_move = "deal", CHANCE
    return st


def _duel_player(st: PiquetState, seats: tuple[int, int]) -> int:
    p = st.current_player()
    return p if p in (CHANCE, TERMINAL) else seats[p]


# ================================================================ Königspiquet
def koenig_payments(participants: int, winner: int, loser: int, loser_score: int, stake: int = 1) -> dict[int, int]:
    """What the loser of a Königspiquet partie pays each other participant (A36).

    One stake to the winner and one to every participant who did not play
    (the Kings); twice that when the loser has fewer than 50 (*Schneider*).
    """
    unit = stake * (2 if loser_score < SCHNEIDER else 1)
    return {p: unit for p in range(participants) if p != loser}


def koenig_next_pair(participants: int, order: tuple[int, ...], partie_no: int, pair: tuple[int, int],
                     winner: int, kings: tuple[int, ...]) -> tuple[tuple[int, int], tuple[int, ...]]:
    """(next pair, next Kings) after partie ``partie_no`` (1-based) was won by ``winner``.

    Three participants: the winner plays the King; the loser becomes King.
    Four: the fixed order AB, AC, AD, BC, BD, CD (A36), ``order`` giving A, B, C, D.
    """
    if participants == 3:
        loser = pair[1] if winner == pair[0] else pair[0]
        return (winner, kings[0]), (loser,)
    a, b = KOENIG_SCHEDULE_4[partie_no % len(KOENIG_SCHEDULE_4)]
    nxt = (order[a], order[b])
    return nxt, tuple(p for p in order if p not in nxt)


@dataclass(frozen=True)
class KoenigObservation(Observation):
    """What one participant of a Königspiquet may see."""

    phase: str = ""
    to_move: int = TERMINAL
    options: PiquetOptions | None = None
    participants: int = 3
    order: tuple[Any, ...] = ()             # participants by their cut, lowest card first (A, B, C, D)
    pair: tuple[Any, ...] = ()              # the two playing this partie (their two-hand seats 0 and 1)
    kings: tuple[Any, ...] = ()             # those watching
    partie_no: int = 0
    partie_scores: tuple[Any, ...] = (0, 0)  # of the pair, in pair order
    partie: PiquetObservation | None = None  # the two-hand view, for the two who play
    net: tuple[Any, ...] = ()               # stakes won (+) or paid (-) so far, per participant
    parties: tuple[Any, ...] = ()           # finished parties (dicts)


class KoenigState(GameState):
    """A round (or, with ``deals``, several rounds) of Königspiquet."""

    __slots__ = ("rules", "opts", "deals_limit", "n", "phase", "order", "pair", "kings", "duel", "partie_no",
                 "deals_played", "net", "log", "deal_log", "cut_cards")

    def __init__(self, opts: KoenigOptions, deals: int | None = None, first_dealer: int | None = None) -> None:
        self.rules: KoenigOptions | None = opts     # None in a sampled world (read only when a round starts)
        self.opts = opts.two_hand()
        self.deals_limit = deals
        self.n = opts.participants
        self.phase = "cut"
        self.order: tuple[Any, ...] = ()
        self.pair: tuple[Any, ...] = ()
        self.kings: tuple[Any, ...] = ()
        self.duel: PiquetState | None = None
        self.partie_no = 0
        self.deals_played = 0
        self.net = (0,) * self.n
        self.log: tuple[Any, ...] = ()
        self.deal_log: tuple[Any, ...] = ()
        self.cut_cards: tuple[Any, ...] = ()
        if first_dealer is not None:
            # no cut: the participants count from the first dealer (he and the next play first)
            if not 0 <= first_dealer < self.n:
                raise ValueError(f"first_dealer must be a seat from 0 to {self.n - 1}")
            self.order = tuple((first_dealer + i) % self.n for i in range(self.n))
            self._start_partie((self.order[0], self.order[1]), tuple(self.order[2:]), first_dealer, [])

    @property
    def _duel(self) -> PiquetState:
        """The partie in progress (there is one in every phase after the cut)."""
        assert self.duel is not None, "no partie in progress"
        return self.duel

    def _clone(self) -> "KoenigState":
        s = object.__new__(KoenigState)
        for k in KoenigState.__slots__:
            setattr(s, k, getattr(self, k))
        return s

    def _inner_opts(self) -> dict[str, Any]:
        return {"repique_in_target_game": "wins_partie", "double_win_rule": "none"}

    # ---------------------------------------------------------- protocol
    def current_player(self) -> int:
        if self.phase == "cut":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return _duel_player(self._duel, self.pair)

    def legal_actions(self) -> list[Any]:
        if self.phase != "play":
            return []
        return self._duel.legal_actions()

    def side_actions(self) -> list[Any]:
        """The partie's own: leave a combination out, claim or concede the rest of a deal."""
        return self._duel.side_actions() if self.phase == "play" else []

    def sample_chance(self, rng: random.Random) -> Any:
        if self.phase == "cut":
            return TableCut(tuple(rng.sample(CARDS, self.n)))
        if self.phase == "play":
            return self._duel.sample_chance(rng)
        raise IllegalAction("wrong_phase", "no chance event is due")

    def parse_action(self, text: str) -> Any:
        return parse_variant_action(text)

    def scores(self) -> list[float]:
        return list(self.net)

    def apply(self, action: Any) -> tuple["KoenigState", list[Event]]:
        if self.phase == "over":
            raise IllegalAction("game_over", "the round is over")
        s = self._clone()
        ev: list[Event] = []
        if self.phase == "cut":
            if not isinstance(action, TableCut):
                raise IllegalAction("wrong_phase", f"{action} is not possible now (phase cut)", phase="cut")
            s._cut(action, ev)
            return s, ev
        inner, iev = self._duel.apply(action)
        s.duel = inner
        ev += _remap(iev, s.pair, {"partie": s.partie_no})
        for e in iev:
            if e.kind == "deal_end":
                s.deals_played += 1
                s.deal_log = s.deal_log + ({**e.data, "players": list(s.pair), "koenig_partie": s.partie_no},)
        if inner.current_player() == TERMINAL:
            s._partie_over(ev)
        elif s.deals_limit is not None and s.deals_played >= s.deals_limit and inner.phase in ("deal", "cut"):
            s._finish(ev)
        return s, ev

    # ------------------------------------------------------------ rules
    def _cut(self, a: TableCut, ev: list[Event]) -> None:
        cs = a.cards
        if len(cs) != self.n or len(set(cs)) != self.n or any(c not in S.INDEX for c in cs):
            raise IllegalAction("malformed_action", f"the cut needs {self.n} different cards of the pack")
        self.cut_cards = cs
        ev.append(Event("cut", None, {"cards": list(cs)},
                        "cut: " + ", ".join(f"p{i} draws {c}" for i, c in enumerate(cs))))
        ranks = [S.INDEX[c] % 8 for c in cs]
        if len(set(ranks)) != len(ranks):
            ev.append(Event("cut_tie", None, {}, "equal cards: draw again"))
            return
        # lowest card first: a higher rank index is a lower card
        self.order = tuple(sorted(range(self.n), key=lambda p: -ranks[p]))
        pair = (self.order[0], self.order[1])
        kings = tuple(self.order[2:])
        self._start_partie(pair, kings, None, ev)

    def _start_partie(self, pair: tuple[int, ...], kings: tuple[int, ...], first_dealer: int | None, ev: list[Event]) -> None:
        self.partie_no += 1
        self.pair, self.kings = pair, kings
        dealer = pair.index(first_dealer) if first_dealer in pair else None
        self.duel = _duel_state(self.opts, dealer, self.partie_no, **self._inner_opts())
        self.phase = "play"
        ev.append(Event("koenig_partie", None, {"partie": self.partie_no, "players": list(pair),
                                                "kings": list(kings)},
                        f"partie {self.partie_no}: p{pair[0]} against p{pair[1]}; "
                        + ", ".join(f"p{k}" for k in kings) + (" is King" if len(kings) == 1 else " are Kings")))
        if dealer is not None:
            ev.append(Event("dealer", first_dealer, {"partie": self.partie_no},
                            f"p{first_dealer}, who won the last partie, deals first"))

    def _partie_over(self, ev: list[Event]) -> None:
        res = self._duel.partie_log[-1]
        w_in = res["winner"]
        scores = res["scores"]
        winner, loser = self.pair[w_in], self.pair[1 - w_in]
        loser_score = scores[1 - w_in]
        pays = koenig_payments(self.n, winner, loser, loser_score)
        net = list(self.net)
        for p, amount in pays.items():
            net[p] += amount
            net[loser] -= amount
        self.net = tuple(net)
        entry = {"partie": self.partie_no, "players": list(self.pair), "kings": list(self.kings),
                 "scores": list(scores), "winner": winner, "loser": loser, "reason": res.get("reason"),
                 "schneider": loser_score < SCHNEIDER, "payments": {str(p): a for p, a in pays.items()},
                 "deals": res.get("deals")}
        self.log = self.log + (entry,)
        ev.append(Event("koenig_payment", loser, entry,
                        f"p{loser} loses partie {self.partie_no} with {loser_score}"
                        + (" (Schneider)" if loser_score < SCHNEIDER else "") + " and pays "
                        + ", ".join(f"{a} to p{p}" for p, a in pays.items())))
        round_len = 3 if self.n == 3 else len(KOENIG_SCHEDULE_4)
        done = self.deals_limit is not None and self.deals_played >= self.deals_limit
        if done or (self.deals_limit is None and self.partie_no % round_len == 0):
            self._finish(ev)
            return
        pair, kings = koenig_next_pair(self.n, self.order, self.partie_no, self.pair, winner, self.kings)
        self._start_partie(pair, kings, winner, ev)

    def _finish(self, ev: list[Event]) -> None:
        self.phase = "over"
        ev.append(Event("session_end", None, {"net_payment": list(self.net)}, "the round is over"))

    # ------------------------------------------------------ observation
    def observation(self, player: int) -> KoenigObservation:
        inner = None
        scores: tuple[Any, ...] = (0, 0)
        if self.duel is not None:
            scores = tuple(self.duel.partie_pts)
            if player in self.pair:
                inner = self.duel.observation(self.pair.index(player))
        legal = tuple(self.legal_actions()) if self.current_player() == player else ()
        side = tuple(self.side_actions()) if self.current_player() == player else ()
        if inner is not None and (legal != inner.legal_actions or side != inner.side_actions):
            inner = dataclasses.replace(inner, legal_actions=legal, side_actions=side)
        base = _duel_fields(self.duel, self.pair, self.n, player)
        return KoenigObservation(
            **base,
            game="koenigspiquet", player=player, legal_actions=legal, side_actions=side, phase=self.phase,
            to_move=self.current_player(),
            options=self.opts, participants=self.n, order=self.order, pair=self.pair, kings=self.kings,
            partie_no=self.partie_no, partie_scores=scores, partie=inner, net=self.net, parties=self.log)

    def result(self) -> dict[str, Any]:
        cur = None
        if self.duel is not None and self.duel.current_player() != TERMINAL:
            cur = {"partie": self.partie_no, "players": list(self.pair), "scores": list(self.duel.partie_pts)}
        return {"variant": "koenigspiquet", "participants": self.n, "deals": [dict(d) for d in self.deal_log],
                "parties": [dict(p) for p in self.log], "current_partie": cur,
                "totals": {"net_payment": list(self.net),
                           "parties_won": [sum(1 for p in self.log if p["winner"] == i) for i in range(self.n)]}}


def _duel_fields(duel: PiquetState | None, pair: tuple[int, ...], n: int, player: int) -> dict[str, Any]:
    """The base observation fields of a table of ``n`` whose two seats ``pair`` play a two-hand
    partie: the trick and tricks are public, the hand and what was seen only for the two."""
    if duel is None or not pair:
        return {"seats": n, "tricks_taken": (0,) * n}
    taken = [0] * n
    sizes = [0] * n
    for i, p in enumerate(pair):
        taken[p] = duel.tricks_won[i]
        sizes[p] = _bits(duel.hands[i])
    if duel.trick:
        lead: int | None = pair[duel.trick[0][0]]
    else:
        lead = pair[duel.leader] if duel.phase == "play" and duel.leader is not None else None
    out: dict[str, Any] = {
        "seats": n, "hand_sizes": tuple(sizes), "tricks_taken": tuple(taken), "trick_leader": lead,
        "trick": tuple((pair[s], c) for s, c in duel.trick),
        "dealer": None if duel.dealer is None else pair[duel.dealer],
    }
    if player in pair:
        inner = duel.observation(pair.index(player))
        out.update(hand=inner.hand, seen=inner.seen)
    else:
        out["seen"] = _cards(S.mask_of([c for t in duel.tricks for c in t[1:3]] + [c for _, c in duel.trick]))
    return out


# ================================================================ Räuberpiquet and Normannisches Piquet
@dataclass(frozen=True)
class TableObservation(Observation):
    """What one player of Räuberpiquet or Normannisches Piquet may see.

    Everything given per player is indexed by player number; ``seating`` lists
    the players around the table, each at the right of the one before.
    """

    variant: str = ""
    phase: str = ""
    to_move: int = TERMINAL
    options: PiquetOptions | None = None
    seating: tuple[Any, ...] = ()
    sides: tuple[Any, ...] = ()              # side number of each player (partners share one)
    dealer: int | None = None
    elder: int | None = None       # declares first and leads to the first trick
    hand: tuple[Any, ...] = ()
    discards: tuple[Any, ...] = ()           # the Norman dealer's own two discards
    exchanged: bool | None = None  # whether the Norman dealer exchanged
    hand_sizes: tuple[Any, ...] = ()
    shown: tuple[Any, ...] = ()              # per player: cards shown to the table and still held
    category: str | None = None    # the category being declared
    dialogue: tuple[Any, ...] = ()           # (player, action text)
    declared: tuple[Any, ...] = ()           # per category: (winning side or None, points) once decided
    trick: tuple[Any, ...] = ()              # ((player, card), ...)
    tricks: tuple[Any, ...] = ()             # ((leader, (cards in playing order), winner), ...)
    tricks_won: tuple[Any, ...] = ()         # per player
    deal_scores: tuple[Any, ...] = ()        # per side
    partie_scores: tuple[Any, ...] = ()      # per side
    deal_no: int = 0
    partie_no: int = 0
    bonuses: tuple[Any, ...] = ()            # ((side, kind), ...)
    out: int | None = None         # Norman: the player who won the three-handed partie
    duel_players: tuple[Any, ...] = ()       # Norman: the two who play the closing partie
    duel: PiquetObservation | None = None
    net: tuple[Any, ...] = ()                # Norman: stakes won (+) or paid (-) per player
    bonus_mode: str = ""           # the form's variant_bonus_mode
    blanche: tuple[Any, ...] = ()            # per player: showed a carte blanche this deal (from the declarations on)


class TableState(GameState):
    """Räuberpiquet (4) or Normannisches Piquet (3).  Internally indexed by table position."""

    __slots__ = (
        "opts", "form", "n", "deals_limit", "phase", "to_move", "seat", "dealer", "hands", "dealt", "rest",
        "discards", "exchanged", "blanche", "shown", "cat", "claims", "dialogue", "declared", "trick",
        "tricks", "tricks_won", "leader", "trick_no", "deal_pts", "cnt", "scored", "bonuses", "partie_pts",
        "deal_no", "partie_no", "deals_played", "partie_log", "deal_log", "ended", "out", "duel",
        "duel_seats", "net", "cut_cards", "bonus_mode",
    )

    def __init__(self, opts: RaeuberOptions | NormanOptions, deals: int | None = None,
                 first_dealer: int | None = None) -> None:
        self.opts = opts.two_hand()
        self.form = opts.form
        self.bonus_mode = opts.bonus_mode
        self.n = 4 if self.form == "raeuberpiquet" else 3
        self.deals_limit = deals
        self.phase, self.to_move = "cut", CHANCE
        self.seat: tuple[int, ...] = tuple(range(self.n))  # player at each table position
        self.dealer: int | None = None           # a position
        self.deal_no = 0
        self.partie_no = 1
        self.deals_played = 0
        self.partie_pts = (0,) * self.sides_count
        self.partie_log: tuple[Any, ...] = ()
        self.deal_log: tuple[Any, ...] = ()
        self.out: int | None = None
        self.duel: PiquetState | None = None
        self.duel_seats: tuple[Any, ...] = ()
        self.net = (0,) * self.n
        self.cut_cards: tuple[Any, ...] = ()
        self._reset_deal()
        if first_dealer is not None:
            # no cut: everyone keeps his seat (in Räuberpiquet seats 0 and 2 are partners) and
            # ``first_dealer`` deals
            if not 0 <= first_dealer < self.n:
                raise ValueError(f"first_dealer must be a seat from 0 to {self.n - 1}")
            self.dealer = first_dealer
            self._start_deal_phase()

    def _reset_deal(self) -> None:
        n = self.n
        self.hands = (0,) * n
        self.dealt = (0,) * n
        self.rest = 0
        self.discards = 0
        self.exchanged: bool | None = None
        self.blanche = (False,) * n
        self.shown = (0,) * n
        self.cat = 0
        self.claims: tuple[Any, ...] = ()
        self.dialogue: tuple[Any, ...] = ()
        self.declared: tuple[Any, ...] = ()
        self.trick: tuple[Any, ...] = ()
        self.tricks: tuple[Any, ...] = ()
        self.tricks_won = (0,) * n
        self.leader: int | None = None
        self.trick_no = 0
        k = self.sides_count
        self.deal_pts = (0,) * k
        self.cnt = (0,) * k
        self.scored = (False,) * k
        self.bonuses: tuple[Any, ...] = ()
        self.ended = False

    @property
    def sides_count(self) -> int:
        return 2 if self.form == "raeuberpiquet" else 3

    def side(self, pos: int) -> int:
        return pos % 2 if self.form == "raeuberpiquet" else pos

    def _clone(self) -> "TableState":
        s = object.__new__(TableState)
        for k in TableState.__slots__:
            setattr(s, k, getattr(self, k))
        return s

    @property
    def seating(self) -> tuple[int, ...]:
        return self.seat

    def pos_of(self, player: int) -> int:
        return self.seat.index(player)

    def _p(self, pos: int) -> int:
        return self.seat[pos]

    @property
    def elder(self) -> int | None:
        return None if self.dealer is None else (self.dealer + 1) % self.n

    @property
    def _dealer(self) -> int:
        """The dealer's position, once known (every phase after the cut)."""
        assert self.dealer is not None, "no dealer yet"
        return self.dealer

    @property
    def _elder(self) -> int:
        return (self._dealer + 1) % self.n

    @property
    def _duel(self) -> PiquetState:
        assert self.duel is not None, "no partie for two in progress"
        return self.duel

    # ---------------------------------------------------------- protocol
    def current_player(self) -> int:
        if self.phase == "duel":
            return _duel_player(self._duel, self.duel_seats)
        if self.to_move in (CHANCE, TERMINAL):
            return self.to_move
        return self.seat[self.to_move]

    def parse_action(self, text: str) -> Any:
        return parse_variant_action(text)

    def scores(self) -> list[float]:
        if self.form == "normannisch":
            return list(self.net)
        return [self.partie_pts[self.side(self.pos_of(p))] for p in range(self.n)]

    def sample_chance(self, rng: random.Random) -> Any:
        if self.phase == "duel":
            return self._duel.sample_chance(rng)
        if self.phase == "cut":
            return TableCut(tuple(rng.sample(CARDS, self.n)))
        if self.phase == "deal":
            order = list(CARDS)
            rng.shuffle(order)
            k = 8 if self.n == 4 else 10
            return TableDeal(tuple(tuple(order[i * k:(i + 1) * k]) for i in range(self.n)), tuple(order[self.n * k:]))
        raise IllegalAction("wrong_phase", "no chance event is due")

    def side_actions(self) -> list[Any]:
        """In the closing two-hand partie, the partie's own (leave out, claim, concede)."""
        return self._duel.side_actions() if self.phase == "duel" else []

    def legal_actions(self) -> list[Any]:
        ph, p = self.phase, self.to_move
        if ph == "duel":
            return self._duel.legal_actions()
        if p in (CHANCE, TERMINAL):
            return []
        if ph == "exchange":
            from itertools import combinations
            hand = S.cards_of(self.hands[p])
            return [Exchange(())] + [Exchange(c) for c in combinations(hand, 2)]
        if ph == "declare":
            best = self._best_claim(p, self.cat)
            return [Claim(CATS[self.cat])] + ([best] if best is not None else [])
        if ph == "play":
            return [Play(CARDS[i]) for i in self._playable()]
        return []

    def apply(self, action: Any) -> tuple["TableState", list[Event]]:
        if self.phase == "over":
            raise IllegalAction("game_over", "the game is over")
        s = self._clone()
        ev: list[Event] = []
        if self.phase == "duel":
            s._duel_apply(action, ev)
            return s, ev
        handler = _TABLE_HANDLERS.get((self.phase, type(action)))
        if handler is None:
            raise IllegalAction("wrong_phase", f"{action} is not possible now (phase {self.phase})", phase=self.phase)
        handler(s, action, ev)
        return s, ev

    # ------------------------------------------------------------ claims
    def _best_claim(self, pos: int, cat: int) -> Claim | None:
        h, o = self.hands[pos], self.opts
        if cat == 0:
            n, pips, _ = S.best_point(h)
            if n < o.point_min_cards:
                return None
            if self.form == "raeuberpiquet" and pips < RAEUBER_POINT_PIPS:
                return None
            return Claim("point", (n, pips))
        if cat == 1:
            rs = S.runs(h)
            if not rs:
                return None
            n, top, _ = max(rs, key=lambda r: (r[0], -r[1]))
            return Claim("sequence", (n, S.RANKS[top]))
        ss = S.sets_of(h)
        if not ss:
            return None
        c, r = max(ss, key=lambda x: (x[0], -x[1]))
        return Claim("set", (c, S.RANKS[r]))

    @staticmethod
    def _key(c: Claim) -> tuple[Any, ...]:
        assert c.value is not None, "a pass has no key"
        a, b = c.value
        if c.category == "point":
            return (a, b)
        return (a, -S.RANKS.index(b))

    def _playable(self) -> list[int]:
        h = self.hands[self.to_move]
        if self.trick:
            led = S.INDEX[self.trick[0][1]] // 8
            if h & SUIT_MASK[led]:
                h &= SUIT_MASK[led]
        return [i for i in range(32) if h >> i & 1]

    # ------------------------------------------------------------ ledger
    def _credit(self, pos: int, pts: int, kind: str, ev: list[Event], label: str) -> bool:
        """Credit ``pts`` to the side of ``pos``; Neunziger/Sechziger; target.  False once the partie ended."""
        if self.ended or pts <= 0:
            return not self.ended
        sd = self.side(pos)
        self.scored = _tset(self.scored, sd, True)
        self.deal_pts = _tadd(self.deal_pts, sd, pts)
        ev.append(Event("score", self._p(pos), {"points": pts, "item": label, "side": sd,
                                                 "deal_score": self.deal_pts[sd]},
                        f"p{self._p(pos)} scores {pts} for {label} ({self.deal_pts[sd]})"))
        if not self._to_partie(pos, pts, ev):
            return False
        counts = kind == "decl" or kind == "play" or (kind == "blanche" and self.opts.blanche_counts_for_pique_repique)
        if counts:
            before = self.cnt[sd]
            self.cnt = _tadd(self.cnt, sd, pts)
            others = any(self.scored[x] for x in range(self.sides_count) if x != sd)
            if before < THRESHOLD <= self.cnt[sd] and not self.bonuses and not others:
                return self._bonus(pos, "repique" if kind in ("decl", "blanche") else "pique", ev)
        return True

    def _bonus(self, pos: int, kind: str, ev: list[Event]) -> bool:
        sd = self.side(pos)
        becomes = self.bonus_mode == "count_becomes_90_60"
        if kind == "repique":
            pts = 90 - THRESHOLD if becomes else 60
        else:
            pts = 60 - THRESHOLD if becomes else 30
        self.bonuses = self.bonuses + ((sd, kind),)
        self.deal_pts = _tadd(self.deal_pts, sd, pts)
        name = "Neunziger" if kind == "repique" else "Sechziger"
        ev.append(Event(kind, self._p(pos), {"points": pts, "side": sd, "deal_score": self.deal_pts[sd]},
                        f"p{self._p(pos)} reaches {THRESHOLD}: {name} (+{pts}, {self.deal_pts[sd]})"))
        return self._to_partie(pos, pts, ev)

    def _to_partie(self, pos: int, pts: int, ev: list[Event]) -> bool:
        sd = self.side(pos)
        self.partie_pts = _tadd(self.partie_pts, sd, pts)
        if self.partie_pts[sd] >= self.opts.target_score:
            self._end_partie(pos, ev)
            return False
        return True

    # ------------------------------------------------------------ flow
    def _start_deal_phase(self) -> None:
        self.phase, self.to_move = "deal", CHANCE

    def _after_deal(self, ev: list[Event]) -> None:
        if self.form == "normannisch" and self.rest:
            self.phase, self.to_move = "exchange", self._dealer
            return
        self._start_declarations(ev)

    def _start_declarations(self, ev: list[Event]) -> None:
        e = self._elder
        order = [(e + i) % self.n for i in range(self.n)]
        for pos in order:
            if self.blanche[pos]:
                self.shown = _tset(self.shown, pos, self.shown[pos] | self.dealt[pos])
                ev.append(Event("blanche", self._p(pos), {"cards": list(_cards(self.dealt[pos]))},
                                f"p{self._p(pos)} shows a carte blanche: {_codes(self.dealt[pos])}"))
                if not self._credit(pos, S.CARTE_BLANCHE, "blanche", ev, "carte blanche"):
                    return
        self.cat, self.claims = 0, ()
        self.phase, self.to_move = "declare", e

    def _resolve_category(self, ev: list[Event]) -> bool:
        cat, o = self.cat, self.opts
        made = [(pos, c) for pos, c in self.claims if c.value is not None]
        if not made:
            self.declared = self.declared + ((None, 0),)
            return True
        best = max(self._key(c) for _, c in made)
        holders = [pos for pos, c in made if self._key(c) == best]
        sides = {self.side(pos) for pos in holders}
        if len(sides) > 1:
            self.declared = self.declared + ((None, 0),)
            ev.append(Event("category_tie", None, {"category": CATS[cat]},
                            f"equal best {CATS[cat]} on both sides: nobody scores it"))
            return True
        win = holders[0]
        sd = self.side(win)
        items: list[tuple[int, int, str, int]] = []
        if cat == 0:
            n, pips, su = S.best_point(self.hands[win])
            items.append((win, S.point_score(n, pips, o), f"point of {n} ({pips})", self.hands[win] & SUIT_MASK[su]))
        else:
            scorers = [win]
            if self.form == "raeuberpiquet":  # the winner entitles his partner too
                scorers.append((win + 2) % 4)
            for pos in scorers:
                h = self.hands[pos]
                if cat == 1:
                    for ln, tp, su in S.runs(h):
                        items.append((pos, S.sequence_value(ln, o),
                                      f"{S.SEQUENCE_NAMES[min(ln, 8)]} to {S.RANKS[tp]}{S.SUITS[su]}",
                                      S.run_mask(ln, tp, su)))
                else:
                    for c, r in S.sets_of(h):
                        items.append((pos, S.set_value(c, o), f"{'quatorze' if c == 4 else 'trio'} of {S.RANKS[r]}",
                                      S.set_mask(h, r, c)))
        total = sum(it[1] for it in items)
        self.declared = self.declared + ((sd, total),)
        # proof: sequences and sets are shown; the point only under show_cards and never in Räuberpiquet
        show = o.declaration_proof == "show_cards" and not (cat == 0 and self.form == "raeuberpiquet")
        if show:
            for pos, _pts, _lab, m in items:
                self.shown = _tset(self.shown, pos, self.shown[pos] | m)
                ev.append(Event("proof", self._p(pos), {"cards": list(_cards(m))}, f"p{self._p(pos)} shows {_codes(m)}"))
        for pos, pts, lab, _m in items:
            if not self._credit(pos, pts, "decl", ev, lab):
                return False
        return True

    def _end_of_deal(self, ev: list[Event]) -> None:
        k = self.sides_count
        per_side = [0] * k
        for pos in range(self.n):
            per_side[self.side(pos)] += self.tricks_won[pos]
        total = sum(per_side)
        best = max(per_side)
        need = 5 if self.form == "raeuberpiquet" else 4
        if best == total:
            sd = per_side.index(best)
            pos = next(p for p in range(self.n) if self.side(p) == sd and self.tricks_won[p])
            self.bonuses = self.bonuses + ((sd, "capot"),)
            ev.append(Event("capot", self._p(pos), {"side": sd}, f"p{self._p(pos)}'s side takes every trick: vole"))
            if not self._credit(pos, S.CAPOT, "end", ev, "vole"):
                return
        elif best >= need and per_side.count(best) == 1:
            sd = per_side.index(best)
            pos = next(p for p in range(self.n) if self.side(p) == sd)
            if not self._credit(pos, S.CARDS_BONUS, "end", ev, "the cards"):
                return
        else:
            ev.append(Event("cards_split", None, {"tricks": per_side}, "nobody has the cards: the Lese stands"))
        self._close_deal(ev)
        if self.deals_limit is not None and self.deals_played >= self.deals_limit:
            self._finish(ev)
            return
        self.dealer = (self._dealer + 1) % self.n
        self._start_deal_phase()

    def _close_deal(self, ev: list[Event]) -> None:
        if self.dealer is None or not any(self.dealt):
            return
        summary = {"deal": self.deal_no, "partie": self.partie_no, "dealer": self._p(self._dealer),
                   "scores": list(self.deal_pts), "tricks": [self.tricks_won[self.pos_of(p)] for p in range(self.n)],
                   "bonuses": [[sd, k] for sd, k in self.bonuses], "complete": self.trick_no > self._tricks_per_deal()}
        self.deal_log = self.deal_log + (summary,)
        self.deals_played += 1
        ev.append(Event("deal_end", None, summary, f"deal {self.deal_no} ends: "
                        + " to ".join(str(x) for x in self.deal_pts)))
        self.dealt = (0,) * self.n

    def _tricks_per_deal(self) -> int:
        return 8 if self.n == 4 else 10

    def _end_partie(self, pos: int, ev: list[Event]) -> None:
        sd = self.side(pos)
        self.ended = True
        winners = [self._p(q) for q in range(self.n) if self.side(q) == sd]
        res = {"partie": self.partie_no, "scores": list(self.partie_pts), "winner_side": sd,
               "winners": winners, "deals": self.deal_no}
        self.partie_log = self.partie_log + (res,)
        ev.append(Event("partie_end", self._p(pos), res,
                        f"partie {self.partie_no} ends: " + " to ".join(str(x) for x in self.partie_pts)
                        + " won by " + " and ".join(f"p{w}" for w in winners)))
        self._close_deal(ev)
        limit_hit = self.deals_limit is not None and self.deals_played >= self.deals_limit
        if self.form == "normannisch":
            self.out = self._p(pos)
            others = tuple(self._p(q) for q in range(self.n) if q != pos)
            res["duel_players"] = list(others)
            if limit_hit:
                self._finish(ev)
                return
            self.duel_seats = others
            self.duel = _duel_state(self.opts, None, self.partie_no)
            self.phase, self.to_move = "duel", CHANCE
            ev.append(Event("duel_start", None, {"players": list(others), "out": self.out},
                            f"p{self.out} steps out; p{others[0]} and p{others[1]} play a partie for two"))
            return
        self._next_partie(limit_hit, ev)

    def _next_partie(self, limit_hit: bool, ev: list[Event]) -> None:
        if limit_hit or self.deals_limit is None:
            self._finish(ev)
            return
        self.partie_no += 1
        self.partie_pts = (0,) * self.sides_count
        self.out, self.duel, self.duel_seats = None, None, ()
        self.dealer = (self._dealer + 1) % self.n
        self._reset_deal()
        self._start_deal_phase()

    def _duel_apply(self, action: Any, ev: list[Event]) -> None:
        inner, iev = self._duel.apply(action)
        self.duel = inner
        ev += _remap(iev, self.duel_seats, {"duel": True})
        for e in iev:
            if e.kind == "deal_end":
                self.deals_played += 1
        limit_hit = self.deals_limit is not None and self.deals_played >= self.deals_limit
        if inner.current_player() == TERMINAL:
            res = inner.partie_log[-1]
            w_in = res["winner"]
            winner, loser = self.duel_seats[w_in], self.duel_seats[1 - w_in]
            net = list(self.net)
            pays = {self.out: 1, winner: 1}
            for p, a in pays.items():
                net[p] += a
                net[loser] -= a
            self.net = tuple(net)
            entry = {"partie": self.partie_no, "duel": True, "players": list(self.duel_seats),
                     "scores": list(res["scores"]), "winner": winner, "loser": loser,
                     "payments": {str(p): a for p, a in pays.items()}}
            self.partie_log = self.partie_log + (entry,)
            ev.append(Event("duel_payment", loser, entry, f"p{loser} loses the partie for two and pays 1 to p{self.out}"
                            f" and 1 to p{winner}"))
            self.phase = "deal"
            self._next_partie(limit_hit, ev)
        elif limit_hit and inner.phase in ("deal", "cut"):
            self._finish(ev)

    def _finish(self, ev: list[Event]) -> None:
        self.phase, self.to_move = "over", TERMINAL
        ev.append(Event("session_end", None, {"scores": self.scores()}, "the game is over"))

    # ------------------------------------------------------ observation
    def observation(self, player: int) -> TableObservation:
        n = self.n
        pos = self.pos_of(player)
        def by_player(t: Any) -> tuple[Any, ...]:
            return tuple(t[self.pos_of(p)] for p in range(n))

        shown = tuple(_cards(self.shown[self.pos_of(p)] & self.hands[self.pos_of(p)]) for p in range(n))
        legal = tuple(self.legal_actions()) if self.current_player() == player else ()
        side = tuple(self.side_actions()) if self.current_player() == player else ()
        duel = None
        if self.phase in ("duel", "over") and self.duel is not None and player in self.duel_seats:
            duel = self.duel.observation(self.duel_seats.index(player))
            duel = dataclasses.replace(duel, legal_actions=legal, side_actions=side)
        cur = self.current_player()
        if duel is not None or (self.phase in ("duel", "over") and self.duel is not None):
            base = _duel_fields(self.duel, self.duel_seats, n, player)
        else:
            seen = self.hands[pos] | (self.discards if pos == self.dealer else 0)
            for p in range(n):
                seen |= self.shown[self.pos_of(p)]
            played = [c for t in self.tricks for c in t[1]] + [c for _, c in self.trick]
            lead = self.trick[0][0] if self.trick else (cur if self.phase == "play" else None)
            base = dict(seats=n, trick_leader=lead, tricks_taken=by_player(self.tricks_won),
                        seen=_cards(seen | S.mask_of(played)))
        fields: dict[str, Any] = dict(
            game=self.form, player=player, legal_actions=legal, side_actions=side, variant=self.form,
            phase=self.phase, to_move=cur,
            options=self.opts, seating=self.seat, sides=tuple(self.side(self.pos_of(p)) for p in range(n)),
            dealer=None if self.dealer is None else self._p(self.dealer),
            elder=None if self.dealer is None else self._p(self._elder),
            hand=_cards(self.hands[pos]),
            discards=_cards(self.discards) if pos == self.dealer and self.discards else (),
            exchanged=self.exchanged, hand_sizes=by_player(tuple(_bits(h) for h in self.hands)), shown=shown,
            category=CATS[self.cat] if self.phase == "declare" else None, dialogue=self.dialogue,
            declared=self.declared, trick=self.trick, tricks=self.tricks, tricks_won=by_player(self.tricks_won),
            deal_scores=self.deal_pts, partie_scores=self.partie_pts, deal_no=self.deal_no, partie_no=self.partie_no,
            bonuses=self.bonuses, out=self.out, duel_players=self.duel_seats, duel=duel, net=self.net,
            bonus_mode=self.bonus_mode,
            blanche=by_player(self.blanche) if self.phase in ("declare", "play") else (),
        )
        fields.update(base)
        return TableObservation(**fields)

    def result(self) -> dict[str, Any]:
        cur = None
        if not self.ended and self.phase != "duel":
            cur = {"partie": self.partie_no, "scores": list(self.partie_pts)}
        out: dict[str, Any] = {
            "variant": self.form, "seating": list(self.seat),
            "sides": [self.side(self.pos_of(p)) for p in range(self.n)],
            "deals": [dict(d) for d in self.deal_log], "parties": [dict(p) for p in self.partie_log],
            "current_partie": cur,
        }
        if self.form == "normannisch":
            out["totals"] = {"net_payment": list(self.net)}
        else:
            out["totals"] = {"parties_won": [sum(1 for p in self.partie_log if p.get("winner_side") == sd)
                                             for sd in range(2)]}
        return out


def _tset(t: tuple[Any, ...], i: int, v: Any) -> tuple[Any, ...]:
    return t[:i] + (v,) + t[i + 1:]


def _tadd(t: tuple[int, ...], i: int, v: int) -> tuple[int, ...]:
    return t[:i] + (t[i] + v,) + t[i + 1:]


# ---------------------------------------------------------------- handlers
def _t_cut(s: TableState, a: TableCut, ev: list[Event]) -> None:
    cs = a.cards
    if len(cs) != s.n or len(set(cs)) != s.n or any(c not in S.INDEX for c in cs):
        raise IllegalAction("malformed_action", f"the cut needs {s.n} different cards of the pack")
    s.cut_cards = cs
    ev.append(Event("cut", None, {"cards": list(cs)}, "cut: " + ", ".join(f"p{i} draws {c}" for i, c in enumerate(cs))))
    ranks = [S.INDEX[c] % 8 for c in cs]
    if len(set(ranks)) != len(ranks):
        ev.append(Event("cut_tie", None, {}, "equal cards: draw again"))
        return
    low_first = sorted(range(s.n), key=lambda p: -ranks[p])
    if s.form == "raeuberpiquet":
        # lowest deals (position 0), second lowest sits opposite; of the other two the higher card
        # sits at the dealer's right (position 1)
        a1, a2, b_low, b_high = low_first
        s.seat = (a1, b_high, a2, b_low)
        s.dealer = 0
        ev.append(Event("seating", a1, {"seating": list(s.seat)},
                        f"p{a1} deals first with p{a2} as partner; p{b_high} sits at his right, p{b_low} at his left"))
    else:
        s.dealer = low_first[0]
        ev.append(Event("dealer", s._dealer, {}, f"p{s._dealer} deals first"))
    s._start_deal_phase()


def _t_deal(s: TableState, a: TableDeal, ev: list[Event]) -> None:
    k = 8 if s.n == 4 else 10
    allc = [c for h in a.hands for c in h] + list(a.rest)
    if (len(a.hands) != s.n or any(len(h) != k for h in a.hands) or len(a.rest) != 32 - s.n * k
            or len(set(allc)) != 32 or any(c not in S.INDEX for c in allc)):
        raise IllegalAction("malformed_action",
                            f"a deal is {s.n} hands of {k} cards" + (" and 2 cards left over" if s.n == 3 else "")
                            + ", all different")
    s._reset_deal()
    hands = [0] * s.n
    for i, h in enumerate(a.hands):
        hands[(s._dealer + 1 + i) % s.n] = S.mask_of(h)
    s.hands = s.dealt = tuple(hands)
    s.rest = S.mask_of(a.rest)
    s.deal_no += 1
    packets = [2, 2, 2, 2] if s.n == 4 else [2, 3, 2, 3]
    d = s._p(s._dealer)
    ev.append(Event("deal", d, {"deal": s.deal_no, "dealer": d, "packets": packets},
                    f"deal {s.deal_no}: p{d} deals to the right, p{s._p(s._elder)} is first"))
    if s.opts.carte_blanche:
        s.blanche = tuple(S.is_blanche(h) for h in s.hands)
    s._after_deal(ev)


def _t_exchange(s: TableState, a: Exchange, ev: list[Event]) -> None:
    p = s._dealer
    if len(a.cards) not in (0, 2):
        raise IllegalAction("exchange_too_few" if len(a.cards) < 2 else "exchange_too_many",
                            "the dealer exchanges both cards left over or none")
    m = S.mask_of(a.cards)
    if _bits(m) != len(a.cards):
        raise IllegalAction("duplicate_card", "a card is named twice")
    if m & ~s.hands[p]:
        c = next(c for c in a.cards if not s.hands[p] >> S.INDEX[c] & 1)
        raise IllegalAction("card_not_in_hand", f"{c} is not in your hand", card=c.code)
    if m:
        drawn = s.rest
        s.hands = _tset(s.hands, p, (s.hands[p] & ~m) | drawn)
        s.discards, s.rest, s.exchanged = m, 0, True
        ev.append(Event("exchange", s._p(p), {"count": 2, "discards": list(a.cards), "drawn": list(_cards(drawn))},
                        f"p{s._p(p)} exchanges 2"))
    else:
        s.exchanged = False
        ev.append(Event("exchange", s._p(p), {"count": 0}, f"p{s._p(p)} leaves the two cards unseen"))
    s._start_declarations(ev)


def _t_claim(s: TableState, a: Claim, ev: list[Event]) -> None:
    p = s.to_move
    if a.category != CATS[s.cat]:
        raise IllegalAction("wrong_phase", f"the {CATS[s.cat]} is being declared now", phase="declare")
    if a.value is not None:
        best = s._best_claim(p, s.cat)
        if best != a:
            if (a.category == "point" and s.form == "raeuberpiquet" and a.value[1] < RAEUBER_POINT_PIPS
                    and a.value[0] >= s.opts.point_min_cards):
                raise IllegalAction("point_too_short", f"a point of fewer than {RAEUBER_POINT_PIPS} pips counts nothing")
            if a.category == "point" and isinstance(a.value[0], int) and a.value[0] < s.opts.point_min_cards:
                raise IllegalAction("point_too_short", f"a point needs at least {s.opts.point_min_cards} cards")
            raise IllegalAction("claim_not_held", f"you cannot declare {a}: state your best {a.category} or pass")
    s.claims = s.claims + ((p, a),)
    s.dialogue = s.dialogue + ((s._p(p), str(a)),)
    ev.append(Event("claim", s._p(p), {"category": a.category, "value": list(a.value) if a.value else None},
                    f"p{s._p(p)}: {a}"))
    if len(s.claims) < s.n:
        s.to_move = (p + 1) % s.n
        return
    if not s._resolve_category(ev):
        return
    s.cat += 1
    s.claims = ()
    if s.cat < 3:
        s.to_move = s._elder
        return
    s.phase, s.to_move = "play", s._elder
    s.leader, s.trick_no, s.trick = s._elder, 1, ()


def _t_play(s: TableState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    i = S.INDEX.get(a.card)
    if i is None or not s.hands[p] >> i & 1:
        raise IllegalAction("card_not_in_hand", f"{a.card} is not in your hand", card=a.card.code)
    if i not in s._playable():
        raise IllegalAction("must_follow_suit", "you must follow suit", suit=S.SUITS[S.INDEX[s.trick[0][1]] // 8])
    minr = S.min_rank_index(s.opts)
    s.hands = _tset(s.hands, p, s.hands[p] & ~(1 << i))
    s.trick = s.trick + ((s._p(p), a.card),)
    ev.append(Event("play", s._p(p), {"card": a.card, "trick": s.trick_no}, f"p{s._p(p)} plays {a.card}"))
    if len(s.trick) == 1:
        if i % 8 <= minr and not s._credit(p, 1, "play", ev, "leading"):
            return
        s.to_move = (p + 1) % s.n
        return
    if len(s.trick) < s.n:
        s.to_move = (p + 1) % s.n
        return
    led = S.INDEX[s.trick[0][1]] // 8
    lead_pos = s.pos_of(s.trick[0][0])
    win_pl, win_card = min((c for c in s.trick if S.INDEX[c[1]] // 8 == led), key=lambda c: S.INDEX[c[1]])
    win = s.pos_of(win_pl)
    s.tricks = s.tricks + ((s.trick[0][0], tuple(c for _, c in s.trick), win_pl),)
    s.tricks_won = _tadd(s.tricks_won, win, 1)
    s.trick = ()
    tn = s.trick_no
    ev.append(Event("trick", win_pl, {"trick": tn, "cards": [c for c in s.tricks[-1][1]], "leader": s._p(lead_pos)},
                    f"p{win_pl} wins trick {tn}"))
    if s.side(win) != s.side(lead_pos) and S.INDEX[win_card] % 8 <= minr:
        if not s._credit(win, 1, "play", ev, "winning the trick"):
            return
    if tn == s._tricks_per_deal():
        if s.opts.last_trick_extra and not s._credit(win, s.opts.last_trick_extra, "play", ev, "the last trick"):
            return
        s._end_of_deal(ev)
        return
    s.trick_no += 1
    s.leader = s.to_move = win


_TABLE_HANDLERS: dict[tuple[str, type], Callable[..., None]] = {
    ("cut", TableCut): _t_cut,
    ("deal", TableDeal): _t_deal,
    ("exchange", Exchange): _t_exchange,
    ("declare", Claim): _t_claim,
    ("play", Play): _t_play,
}
