"""The state of a match of Verkehren im Brett (spec §6; docs/verkehren.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import tables as T
from engine.protocol import CHANCE, TERMINAL, Event, IllegalAction, Observation

from . import board as B
from .board import Accept, Concede, Dice, FirstThrow, LetStand, Move, Offer, Play, Refuse, Take, parse_action
from .options import VerkehrenOptions

REASON_CODES = (
    "not_your_turn", "wrong_phase", "game_over", "malformed_action", "bad_dice", "wrong_die", "no_stone",
    "point_blocked", "opponent_mahl", "no_band_opponent_side", "must_enter", "junker", "must_hit_on_entry",
    "bear_off_early", "bear_off_farthest", "must_play_both", "illegal_play", "not_a_band", "concession_band",
    "concession_off", "offer_needless", "offer_refused",
)
#: ``consent``: the thrower has offered a single loss and the other answers (accept or refuse)
PHASES = ("first_throw", "throw", "play", "penalty", "consent", "over")
EVENT_KINDS = ("setup", "first_throw", "dice", "junker", "move", "hit", "unplayable", "too_many_bands", "penalty",
               "offer", "consent", "game_won", "game_end")
#: how a game is won: by bearing off first (single), by concession (single), by piling all
#: stones on the last field (double), by making the other *Jan* (double)
WIN_WAYS = ("borne_off", "conceded", "piling", "jan")
COLOURS = T.COLOURS


@dataclass(frozen=True)
class VerkehrenObservation(Observation):
    #: 24 ints, index ``i`` is absolute field ``i + 1``: ``n > 0`` White's, ``n < 0`` Black's
    board: tuple[int, ...] = ()
    #: ``(white, black)`` stones off the board to be entered again (hit or taken out)
    bar: tuple[int, int] = (0, 0)
    #: ``(white, black)`` stones borne off
    off: tuple[int, int] = (0, 0)
    dice: tuple[int, ...] = ()
    #: match points won (a single game 1, a double 2) and the match's length
    points: tuple[int, ...] = (0, 0)
    target: int = 3
    #: ``(white, black)`` bands that count against the limit, and whether each side's bands may be hit
    bands: tuple[int, ...] = (0, 0)
    exposed: tuple[bool, ...] = (False, False)
    #: the seat whose bands are over the limit while the other chooses the penalty (else None)
    offender: int | None = None
    last_moves: tuple[Any, ...] = ()
    games_played: int = 0
    options: Any = None
    #: the seat that offers a single loss while the other is asked to consent (else None)
    offer: int | None = None
    #: the thrower's offer was refused at this throw (he may not offer again until his next)
    refused: bool = False


class VerkehrenState(T.TablesState):
    __slots__ = ("opts", "phase", "thrower", "first", "board", "bar", "off", "dice", "points", "exposed",
                 "offender", "games_played", "deals", "last_moves", "nthrows", "wins", "refused", "_legal", "_raws")
    SETUP = ({"game": 1}, "The stones are set on the Mahl.")
    LISTS = ("points", "exposed", "wins")
    CACHES = ("_legal", "_raws")
    OVER = "the match is over"

    def __init__(self, opts: VerkehrenOptions, deals: int | None = None, first: int | None = None) -> None:
        self.opts = opts
        self.phase = "first_throw" if first is None else "throw"
        self.thrower = 0 if first is None else first
        self.first: int | None = first
        self.board = B.start_board()
        self.bar = (0, 0)
        self.off = (0, 0)
        self.dice: tuple[Any, ...] = ()
        self.points = [0, 0]
        self.exposed = [False, False]
        self.offender: int | None = None
        self.games_played = 0
        self.deals = deals
        self.last_moves: tuple[Any, ...] = ()
        self.nthrows = 0
        self.wins: list[tuple[int, int, str]] = []     # (winner, value, way) per game
        self.refused = False                           # the thrower's offer refused at this throw
        self._legal: list[Any] | None = None
        self._raws: list[Any] | None = None

    # -- positions ----------------------------------------------------------------------------

    def views(self, seat: int) -> tuple[list[int], list[int]]:
        return B.views(self.board, self.bar, seat)

    def lapsed(self, seat: int) -> bool:
        """The band limit no longer binds ``seat``: the other has borne off all but one (2756)."""
        return self.off[1 - seat] >= B.STONES - 1

    def over_limit(self, seat: int, mine: list[int] | None = None) -> bool:
        m = self.opts.max_bands
        if not m or self.lapsed(seat):
            return False
        return B.bands(mine if mine is not None else self.views(seat)[0]) > m

    def hittable(self, seat: int) -> bool:
        """Whether ``seat``'s bands may be hit now (he has too many, and the penalty allows it)."""
        if not self.over_limit(seat):
            return False
        return self.opts.band_limit_penalty == "hit_allowed" or self.exposed[seat]

    def raw_plays(self, all_orders: bool = True) -> list[Any]:
        """The legal plays in own fields with the positions they leave (one order of each play
        unless ``all_orders``); the one-order list is kept (the state is not changed in place)."""
        if not all_orders and self._raws is not None:
            return self._raws
        mine, theirs = self.views(self.thrower)
        if not all_orders:
            self._raws = B.raw_plays(mine, theirs, self.off[self.thrower], self.dice,
                                     self.hittable(1 - self.thrower), False)
            return self._raws
        return B.raw_plays(mine, theirs, self.off[self.thrower], self.dice, self.hittable(1 - self.thrower),
                           all_orders)

    # -- the protocol -----------------------------------------------------------------------

    def current_player(self) -> int:
        if self.phase in ("first_throw", "throw"):
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        if self.phase == "penalty":
            return 1 - (self.offender if self.offender is not None else 0)
        if self.phase == "consent":
            return 1 - self.thrower
        return self.thrower

    def _compute_legal(self) -> list[Any]:
        if self.phase == "play":
            return [B.to_play(self.thrower, raw) for raw, _ in self.raw_plays(all_orders=False)]
        if self.phase == "penalty" and self.offender is not None:
            mine, _ = self.views(self.offender)
            out: list[Any] = [Take(B.absolute(self.offender, k)) for k in B.band_fields(mine)]
            if self.opts.band_limit_penalty == "opponent_choice":
                out.append(LetStand())
            return out
        if self.phase == "consent":
            return [Accept(), Refuse()]
        return []

    def band_at_home(self, seat: int) -> bool:
        """Whether ``seat`` has a band on his own side (his fields 13-24)."""
        mine, _ = self.views(seat)
        return any(mine[k] >= 2 for k in range(13, 25))

    def can_concede(self, seat: int) -> bool:
        """A player may concede a single loss at his throw while he has no band on his own side
        (2718-2729)."""
        if not self.opts.concession or self.phase != "play" or seat != self.thrower:
            return False
        return not self.band_at_home(seat)

    def can_offer(self, seat: int) -> bool:
        """With a band on his own side he may only offer the single loss, the other to consent
        (2729-2731); once refused, not again at the same throw (our reading)."""
        if not self.opts.concession or self.phase != "play" or seat != self.thrower or self.refused:
            return False
        return self.band_at_home(seat)

    def side_actions(self) -> list[Any]:
        if self.can_concede(self.thrower):
            return [Concede()]
        return [Offer()] if self.can_offer(self.thrower) else []

    def parse_action(self, text: str) -> Any:
        return parse_action(text)

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "points": list(self.points), "games": len(self.wins),
                "wins": [list(w) for w in self.wins], "throws": self.nthrows}

    def observation(self, player: int) -> VerkehrenObservation:
        to_move = self.current_player()
        mine = to_move == player
        bands = tuple(B.bands(self.views(s)[0]) for s in (0, 1))
        return VerkehrenObservation(
            game="verkehren", player=player,
            legal_actions=tuple(self.legal_actions()) if mine else (),
            side_actions=tuple(self.side_actions()) if mine else (),
            phase=self.phase, to_move=to_move, seats=2, dealer=self.first, seen=tuple(range(self.nthrows)),
            board=self.board, bar=self.bar, off=self.off, dice=self.dice, points=tuple(self.points),
            target=self.opts.match_points, bands=bands, exposed=(self.hittable(0), self.hittable(1)),
            offender=self.offender, last_moves=self.last_moves, games_played=self.games_played, options=self.opts,
            offer=self.thrower if self.phase == "consent" else None, refused=self.refused)

    def to_position(self) -> tuple[Any, ...]:
        return (self.board, self.bar, self.off, tuple(self.points), self.phase, self.thrower, self.dice,
                tuple(self.exposed), self.offender, self.refused)

    # -- applying ---------------------------------------------------------------------------

    def _apply_player(self, action: Any) -> tuple["VerkehrenState", list[Event]]:
        ph = self.phase
        if isinstance(action, (Concede, Offer)):
            return self._apply_concession(action)
        if ph == "consent":
            return self._apply_consent(action)
        if ph == "play":
            if not isinstance(action, Play):
                raise IllegalAction("wrong_phase", f"{COLOURS[self.thrower]} must play his throw")
            return self._apply_play(action)
        if ph == "penalty":
            return self._apply_penalty(action)
        raise IllegalAction("wrong_phase", ph)

    def _apply_concession(self, action: Concede | Offer) -> tuple["VerkehrenState", list[Event]]:
        """Conceding outright (no band on one's own side) or offering to (a band there)."""
        if self.phase != "play":
            raise IllegalAction("wrong_phase", "one gives the game up at one's throw")
        if not self.opts.concession:
            raise IllegalAction("concession_off", "the house rules let no game be given up")
        s = self.thrower
        band = self.band_at_home(s)
        st = self._copy()
        events: list[Event] = []
        if isinstance(action, Concede):
            if band:
                raise IllegalAction("concession_band", "with a band on one's own side only with the other's consent")
            st._game_won(1 - s, 1, "conceded", events)
            return st, events
        if not band:
            raise IllegalAction("offer_needless", "without a band on one's own side one concedes without asking")
        if self.refused:
            raise IllegalAction("offer_refused", "the offer was refused at this throw")
        st.phase = "consent"
        events.append(Event("offer", s, {"value": 1},
                            f"{COLOURS[s]} offers to give the game up as a single loss."))
        return st, events

    def _apply_consent(self, action: Any) -> tuple["VerkehrenState", list[Event]]:
        """The other's answer to the offer: the game ends single, or the thrower plays on."""
        if not isinstance(action, (Accept, Refuse)):
            raise IllegalAction("wrong_phase", "accept or refuse the offer")
        s = self.thrower
        st = self._copy()
        accepted = isinstance(action, Accept)
        events = [Event("consent", 1 - s, {"accepted": accepted},
                        f"{COLOURS[1 - s]} {'accepts' if accepted else 'refuses'} the offer.")]
        if accepted:
            st._game_won(1 - s, 1, "conceded", events)
        else:
            st.phase = "play"
            st.refused = True
        return st, events

    def _apply_dice(self, action: Dice) -> tuple["VerkehrenState", list[Event]]:
        st = self._copy()
        s = st.thrower
        st.refused = False
        st.dice = (action.a, action.b)
        st.nthrows += 1
        st.last_moves = ()
        st.phase = "play"
        events = [T.dice_event(s, action.a, action.b)]
        mine, theirs = st.views(s)
        if mine[0] and mine[0] > B.free_entry(mine, theirs, st.hittable(1 - s)):
            events.append(Event("junker", s, {"to_enter": mine[0],
                                              "free": B.free_entry(mine, theirs, st.hittable(1 - s))},
                                f"{COLOURS[s]} is shut out (Junker)."))
        return st, events

    def _apply_play(self, action: Play) -> tuple["VerkehrenState", list[Event]]:
        s = self.thrower
        match = self._match(action)
        if match is None:
            raise IllegalAction(self._why(action), f"{action} is not a legal play of {self.dice}")
        raw, (mine, theirs, off, _hits) = match
        st = self._copy()
        o = 1 - s
        # hits: the opponent's stones go off the board, to be entered again
        obar = st.bar[o]
        events: list[Event] = []
        hits = []
        before_mine, before_theirs = self.views(s)
        cur = before_theirs[:]
        for src, dst, die, hit in raw:
            if hit:
                n = cur[dst]
                obar += n
                hits.append((B.absolute(s, dst), n))
                cur[dst] = 0
        bar = [0, 0]
        bar[s], bar[o] = mine[0], obar
        st.bar = (bar[0], bar[1])
        offl = list(st.off)
        offl[s] = off
        st.off = (offl[0], offl[1])
        st.board = B.board_from(mine, theirs, s)
        st.last_moves = action.moves
        events.append(Event("move", s, {"moves": [{"src": m.src, "dst": m.dst, "die": m.die, "hit": r[3]}
                                                  for m, r in zip(action.moves, raw)]},
                            f"{COLOURS[s]} plays {' '.join(str(m) for m in action.moves) or 'nothing'}."))
        for point, n in hits:
            events.append(Event("hit", s, {"point": point, "stones": n, "band": n >= 2},
                                f"{COLOURS[s]} hits {n} stone{'s' if n > 1 else ''} on {point}."))
        nd = 4 if self.dice[0] == self.dice[1] else 2
        if len(raw) < nd and off < B.STONES:
            left = list(self.dice) if nd == 2 else [self.dice[0]] * 4
            for _s, _t, d, _h in raw:
                left.remove(d)
            events.append(Event("unplayable", s, {"numbers": tuple(left)},
                                f"{COLOURS[s]} cannot play {' and '.join(map(str, left))}."))
        st._after_play(events)
        return st, events

    def _match(self, action: Play) -> tuple[Any, ...] | None:
        """The legal play ``action`` is, in any order its moves can be made in: its own moves with
        their hits and the position it leaves; None when it is not legal."""
        s = self.thrower
        legal = self.raw_plays(all_orders=False)
        most = max(len(r) for r, _ in legal)
        if len(action.moves) != most:
            return None
        a, b = self.dice
        left = [a] * 4 if a == b else [a, b]
        for m in action.moves:
            if m.die not in left:
                return None
            left.remove(m.die)
        mine, theirs = self.views(s)
        moves = [(B.own(s, m.src) if 1 <= m.src <= 24 else m.src, B.own(s, m.dst) if 1 <= m.dst <= 24 else m.dst,
                  m.die) for m in action.moves]
        done = B.simulate(mine, theirs, self.off[s], moves, self.hittable(1 - s))
        if done is None:
            return None
        raw, (m2, t2, o2, _h) = done
        key = (tuple(m2), tuple(t2), o2)
        for r, (lm, lt, lo, _lh) in legal:
            if (tuple(lm), tuple(lt), lo) == key:
                ehits = sum(1 for x in raw if x[0] == 0 and x[3])
                if ehits == sum(1 for x in r if x[0] == 0 and x[3]):
                    return done
        return None

    def _after_play(self, events: list[Event]) -> None:
        s = self.thrower
        o = 1 - s
        mine, theirs = self.views(s)
        if self.off[s] == B.STONES:
            self._game_won(s, 1, "borne_off", events)
            return
        if self.opts.double_by_piling and self.off[s] == 0 and mine[B.CORNER] == B.STONES:
            self._game_won(s, 2, "piling", events)
            return
        if self.is_jan(o):
            self._game_won(s, 2, "jan", events)
            return
        if not self.over_limit(s, mine):
            self.exposed[s] = False
        elif not self.exposed[s] and self.opts.band_limit_penalty != "hit_allowed":
            events.append(Event("too_many_bands", s, {"bands": B.bands(mine), "limit": self.opts.max_bands},
                                f"{COLOURS[s]} has more bands than agreed."))
            self.offender = s
            self.phase = "penalty"
            self._legal = None
            self._raws = None
            return
        elif self.opts.band_limit_penalty == "hit_allowed" and not self.exposed[s]:
            self.exposed[s] = True
            events.append(Event("too_many_bands", s, {"bands": B.bands(mine), "limit": self.opts.max_bands},
                                f"{COLOURS[s]} has more bands than agreed: they may be hit."))
        if not self.over_limit(o):
            self.exposed[o] = False
        self.thrower = o
        self.phase = "throw"
        self._legal = None
        self._raws = None

    def is_jan(self, seat: int) -> bool:
        """Whether ``seat`` is made *Jan* (a double loss, 2746-2748): he has stones to enter and
        no free field to enter them, the winner's bands having left his entry area; or he has 6
        or more to enter and cannot enter them all while the winner's bands stand there."""
        mine, theirs = self.views(seat)
        if not mine[0]:
            return False
        exposed = self.hittable(1 - seat)
        free = B.free_entry(mine, theirs, exposed)
        winner_bands = any(theirs[k] >= 2 for k in B.ENTRY)
        if not winner_bands and free == 0:
            return True
        return winner_bands and mine[0] >= 6 and mine[0] > free

    def _apply_penalty(self, action: Any) -> tuple["VerkehrenState", list[Event]]:
        if action not in self.legal_actions():
            if isinstance(action, Take):
                raise IllegalAction("not_a_band", f"no band of the offender's on {action.point}")
            raise IllegalAction("wrong_phase", "choose the penalty")
        st = self._copy()
        off_seat = st.offender if st.offender is not None else 0
        events: list[Event] = []
        if isinstance(action, LetStand):
            st.exposed[off_seat] = True
            events.append(Event("penalty", 1 - off_seat, {"choice": "hit", "point": None},
                                f"{COLOURS[1 - off_seat]} keeps the right to hit the bands."))
        else:
            k = B.own(off_seat, action.point)
            mine, theirs = st.views(off_seat)
            mine[k] -= 2
            mine[0] += 2
            st.board = B.board_from(mine, theirs, off_seat)
            bar = list(st.bar)
            bar[off_seat] += 2
            st.bar = (bar[0], bar[1])
            events.append(Event("penalty", 1 - off_seat, {"choice": "take", "point": action.point},
                                f"Two stones of {COLOURS[off_seat]}'s band on {action.point} are taken out."))
            if st.over_limit(off_seat):
                st._legal = None
                st._raws = None
                return st, events                   # still too many: the other takes again
        st.offender = None
        st.thrower = 1 - off_seat
        st.phase = "throw"
        st._legal = None
        st._raws = None
        return st, events

    def _game_won(self, winner: int, value: int, way: str, events: list[Event]) -> None:
        self.points[winner] += value
        self.games_played += 1
        self.wins.append((winner, value, way))
        self._legal = None
        self._raws = None
        events.append(Event("game_won", winner, {"value": value, "way": way, "points": tuple(self.points)},
                            f"{COLOURS[winner]} wins {'double' if value == 2 else 'single'} ({way})."))
        if self.points[winner] >= self.opts.match_points or (self.deals is not None and self.games_played >= self.deals):
            w = 0 if self.points[0] > self.points[1] else 1 if self.points[1] > self.points[0] else None
            self.phase = "over"
            events.append(Event("game_end", w, {"points": tuple(self.points)}, "The match is over."))
            return
        self.board = B.start_board()
        self.bar = (0, 0)
        self.off = (0, 0)
        self.exposed = [False, False]
        self.offender = None
        self.thrower = winner
        self.first = winner
        self.phase = "throw"
        events.append(Event("setup", None, {"game": self.games_played + 1, "first": winner},
                            f"The stones are set out again; {COLOURS[winner]} throws first."))

    def _why(self, action: Play) -> str:
        """The reason code for a play that is not legal (the first thing wrong with it)."""
        s = self.thrower
        mine, theirs = self.views(s)
        exposed = self.hittable(1 - s)
        off = self.off[s]
        legal = self.raw_plays(all_orders=False)
        most = max((len(r) for r, _ in legal), default=0)
        if mine[0] and mine[0] > B.free_entry(mine, theirs, exposed) and action.moves:
            return "junker"
        a, b = self.dice
        left = [a] * 4 if a == b else [a, b]
        m, th = mine[:], theirs[:]
        enter_hits = 0
        for mv in action.moves:
            if mv.die not in left:
                return "wrong_die"
            left.remove(mv.die)
            src = B.own(s, mv.src) if mv.src else 0
            dst = B.own(s, mv.dst) if 1 <= mv.dst <= 24 else mv.dst
            want = B.OFF if src + mv.die >= B.OFF else src + mv.die
            if dst != want:
                return "wrong_die"
            t = B.step(m, th, off, src, mv.die, exposed)
            if t is None:
                return B.why_not(m, th, off, src, mv.die, exposed)
            m[src] -= 1
            if t == B.OFF:
                off += 1
            else:
                if th[t]:
                    if src == 0:
                        enter_hits += 1
                    th[t] = 0
                m[t] += 1
        if len(action.moves) < most:
            return "must_play_both"
        best_hits = max((sum(1 for x in r if x[0] == 0 and x[3]) for r, _ in legal), default=0)
        if enter_hits < best_hits:
            return "must_hit_on_entry"
        return "illegal_play"


def new_state(options: VerkehrenOptions, deals: int | None = None, first_dealer: int | None = None) -> VerkehrenState:
    if first_dealer is not None and first_dealer not in (0, 1):
        raise ValueError(f"no seat {first_dealer}")
    return VerkehrenState(options, deals, first_dealer)


def position(options: VerkehrenOptions, white: dict[int, int], black: dict[int, int], *, thrower: int = 0,
             bar: tuple[int, int] = (0, 0), dice: tuple[int, int] | None = None, **fields: Any) -> VerkehrenState:
    """A state with the stones where given: ``white`` and ``black`` map each side's *own* fields
    (1-24) to stones; ``bar`` the stones to enter; the rest of 15 count as borne off.  With
    ``dice`` the state is at the play of that throw, else at the throw — for tests, the guided
    game and screenshots."""
    st = VerkehrenState(options, None, thrower)
    st.board = T.board_of(white, black, B.absolute)
    st.bar = bar
    st.off = (B.STONES - sum(white.values()) - bar[0], B.STONES - sum(black.values()) - bar[1])
    st.thrower = thrower
    st.nthrows = 10
    if dice is not None:
        st.dice = dice
        st.phase = "play"
    for name, v in fields.items():
        setattr(st, name, v)
    return st


__all__ = ["VerkehrenState", "VerkehrenObservation", "new_state", "position", "REASON_CODES", "PHASES",
           "EVENT_KINDS", "WIN_WAYS", "Move", "Play", "Dice", "FirstThrow", "Take", "LetStand", "Concede", "Offer",
           "Accept", "Refuse"]
