"""The state of a partie of Grand Trictrac or Toccategli (spec §7; docs/board-games.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import tables as T
from engine.protocol import CHANCE, TERMINAL, Event, IllegalAction, Observation

from . import board as B
from . import scoring as S
from .board import Dice, FirstThrow, GoOut, Mark, Move, NoSchool, Play, School, Stay, parse_action
from .options import TrictracOptions

REASON_CODES = (
    "not_your_turn", "wrong_phase", "game_over", "malformed_action", "bad_dice", "wrong_die", "no_stone",
    "point_blocked", "opponent_coin", "coin_alone", "passage", "bear_off_early", "bear_off_number",
    "must_play_both", "puissance_not_allowed", "intermediate_blocked", "illegal_play", "cannot_go_out", "bad_mark",
    "nothing_to_claim",
)
PHASES = ("first_throw", "throw", "play", "decide", "mark", "school", "over")
EVENT_KINDS = ("setup", "first_throw", "dice", "move", "score", "unplayable", "marker", "hole", "decision", "go_out",
               "stay", "bear_off", "releve", "mark", "school", "game_won", "game_end")
SCORE_REASONS = ("jan_de_trois_coups", "jan_de_deux_tables", "contre_jan_de_deux_tables", "jan_de_mezeas",
                 "contre_jan_de_mezeas", "petit_jan", "grand_jan", "jan_de_retour", "hold_petit_jan",
                 "hold_grand_jan", "hold_jan_de_retour", "true_hit", "false_hit", "coin_hit", "unplayable",
                 "first_off", "marked", "school")
COLOURS = T.COLOURS


@dataclass(frozen=True)
class TrictracObservation(Observation):
    board: tuple[int, ...] = ()
    off: tuple[int, int] = (0, 0)
    dice: tuple[int, ...] = ()
    points: tuple[int, ...] = (0, 0)
    holes: tuple[int, ...] = (0, 0)
    bredouille: tuple[bool, ...] = (False, False)
    tokens: tuple[int, ...] = (0, 0)
    throws: tuple[int, ...] = (0, 0)
    variant: str = "trictrac"
    target: int = 12
    games: tuple[int, ...] = (0, 0)
    due: int = 0
    marked: int = 0
    last_moves: tuple[Any, ...] = ()
    #: the opponent's points of this throw that wait until it is played (false hits, contre-jans,
    #: unplayable numbers): ``(reason, points, ways, point, true)`` each
    pending: tuple[tuple[Any, ...], ...] = ()
    #: whether each side has had its jan de trois coups in this relevé
    trois: tuple[bool, ...] = (False, False)
    #: whether each side has had its jan de deux tables (or its contre-jan) in this relevé
    deux: tuple[bool, ...] = (False, False)
    releve: int = 0
    games_played: int = 0
    hole_own: bool = False
    options: Any = None


class TrictracState(T.TablesState):
    __slots__ = ("opts", "vals", "phase", "thrower", "first", "board", "off", "dice", "points", "holes", "bred",
                 "throws", "trois", "releve", "deals", "games", "played_games", "pending", "hole_own", "due",
                 "marked", "last_moves", "releve_next", "partie_bredouille", "won", "nthrows", "deux", "_legal")
    SETUP = ({"releve": 1}, "The stones are set out.")
    LISTS = ("points", "holes", "bred", "throws", "trois", "games", "pending", "won", "deux")

    def __init__(self, opts: TrictracOptions, deals: int | None = None, first: int | None = None) -> None:
        self.opts = opts
        self.vals = (S.toccategli_values(opts.toccategli_doublet_jan) if opts.variant == "toccategli"
                     else S.TRICTRAC)
        self.phase = "first_throw" if first is None else "throw"
        self.thrower = 0 if first is None else first
        self.first: int | None = first
        self.board = B.start_board()
        self.off = (0, 0)
        self.dice: tuple[Any, ...] = ()
        self.points = [0, 0]
        self.holes = [0, 0]
        self.bred = [False, False]
        self.throws = [0, 0]
        self.trois = [False, False]
        self.deux = [False, False]     # the jan de deux tables (or its contre-jan) made in this relevé
        self.releve = 0
        self.deals = deals
        self.games = [0, 0]
        self.played_games = 0
        self.pending: list[tuple[str, int, int, int | None, bool | None]] = []
        self.hole_own = False
        self.due = 0
        self.marked = 0
        self.last_moves: tuple[Any, ...] = ()
        self.releve_next: int | None = None
        self.partie_bredouille = False
        self.won = [0, 0]             # every point marked in the partie, per seat (for statistics and the bench)
        self.nthrows = 0
        self._legal: list[Any] | None = None

    # -- the protocol -----------------------------------------------------------------------

    @property
    def toccategli(self) -> bool:
        return self.opts.variant == "toccategli"

    def current_player(self) -> int:
        if self.phase in ("first_throw", "throw"):
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        if self.phase == "school":
            return 1 - self.thrower
        return self.thrower

    def _compute_legal(self) -> list[Any]:
        if self.phase == "play":
            return B.plays(self.board, self.off, self.thrower, self.dice, self.toccategli)
        if self.phase == "decide":
            return [GoOut(), Stay()]
        if self.phase == "mark":
            return [Mark(n) for n in range(self.due + 5)]
        if self.phase == "school":
            return [NoSchool(), School()]
        return []

    def parse_action(self, text: str) -> Any:
        return parse_action(text)

    def scores(self) -> list[float]:
        if self.toccategli:
            return [float(g) for g in self.games]
        return [float(h) for h in self.holes]

    def result(self) -> dict[str, Any]:
        return {"scores": self.scores(), "holes": list(self.holes), "games": list(self.games),
                "partie_bredouille": self.partie_bredouille, "points_won": list(self.won), "throws": self.nthrows}

    def observation(self, player: int) -> TrictracObservation:
        to_move = self.current_player()
        return TrictracObservation(
            game=self.opts.variant, player=player,
            legal_actions=tuple(self.legal_actions()) if to_move == player else (),
            phase=self.phase, to_move=to_move, seats=2, dealer=self.first, seen=tuple(range(self.nthrows)),
            board=self.board, off=self.off, dice=self.dice, points=tuple(self.points), holes=tuple(self.holes),
            bredouille=tuple(self.bred), tokens=self.tokens(), throws=tuple(self.throws),
            variant=self.opts.variant, target=12 if self.toccategli else self.opts.holes_per_partie,
            games=tuple(self.games), due=self.due, marked=self.marked, last_moves=self.last_moves,
            pending=tuple(self.pending), trois=tuple(self.trois), deux=tuple(self.deux), releve=self.releve,
            games_played=self.played_games, hole_own=self.hole_own, options=self.opts)

    def tokens(self) -> tuple[int, int]:
        out = []
        for s in (0, 1):
            if self.points[s] == 0:
                out.append(0)
            elif self.points[1 - s] == 0:
                out.append(1)
            else:
                out.append(2 if self.bred[s] else 1)
        return (out[0], out[1])

    def to_position(self) -> tuple[Any, ...]:
        """A hashable key of the position (for tests and search caches)."""
        return (self.board, self.off, tuple(self.points), tuple(self.holes), tuple(self.bred), self.phase,
                self.thrower, self.dice)

    # -- applying ---------------------------------------------------------------------------

    def _apply_player(self, action: Any) -> tuple["TrictracState", list[Event]]:
        ph = self.phase
        if isinstance(action, (GoOut, Stay)) and ph != "decide":
            raise IllegalAction("cannot_go_out", "only after a hole won by one's own throw")
        if ph == "play":
            if not isinstance(action, Play):
                raise IllegalAction("wrong_phase", f"{COLOURS[self.thrower]} must play his throw")
            return self._apply_play(action)
        if ph == "decide":
            if isinstance(action, GoOut):
                return self._go_out()
            if isinstance(action, Stay):
                st = self._copy()
                events = [Event("stay", st.thrower, {}, f"{COLOURS[st.thrower]} stays.")]
                st._finish_throw(events)
                return st, events
            raise IllegalAction("wrong_phase", "go out or stay")
        if ph == "mark":
            if not isinstance(action, Mark):
                raise IllegalAction("wrong_phase", "mark your points")
            if not 0 <= action.n <= self.due + 4:
                raise IllegalAction("bad_mark", f"cannot mark {action.n}")
            st = self._copy()
            st.marked = action.n
            events = [Event("mark", st.thrower, {"marked": action.n, "due": st.due},
                            f"{COLOURS[st.thrower]} marks {action.n} points.")]
            if action.n:
                st._score(st.thrower, "marked", action.n, 0, None, None, own_throw=True, events=events)
            if st.phase not in ("over", "throw"):
                if st.marked != st.due:
                    st.phase = "school"      # the other may send him to school
                else:
                    st.due = st.marked = 0   # nothing to claim: the throw goes on
                    st._after_marks(events)
            return st, events
        if ph == "school":
            if isinstance(action, NoSchool):
                st = self._copy()
                events = [Event("school", 1 - st.thrower, {"claimed": 0}, "No claim.")]
            elif isinstance(action, School):
                diff = abs(self.due - self.marked)
                if not diff:
                    raise IllegalAction("nothing_to_claim", "he marked what was due")
                st = self._copy()
                events = [Event("school", 1 - st.thrower, {"claimed": diff},
                                f"{COLOURS[1 - st.thrower]} sends him to school: {diff} points.")]
                if st.marked > st.due:      # over-marked points are taken back
                    st.points[st.thrower] = max(0, st.points[st.thrower] - (st.marked - st.due))
                st._score(1 - st.thrower, "school", diff, 0, None, None, own_throw=False, events=events)
            else:
                raise IllegalAction("wrong_phase", "claim or accept")
            st.due = st.marked = 0
            if st.phase == "school":
                st._after_marks(events)
            return st, events
        raise IllegalAction("wrong_phase", ph)

    def _apply_dice(self, action: Dice) -> tuple["TrictracState", list[Event]]:
        st = self._copy()
        s = st.thrower
        a, b = action.a, action.b
        st.dice = (a, b)
        st.throws[s] += 1
        st.nthrows += 1
        st.hole_own = False
        st.due = st.marked = 0
        st.pending = []
        st.last_moves = ()
        events = [T.dice_event(s, a, b)]
        mine, theirs = B.views(st.board, s)
        scores = S.hits(mine, theirs, a, b, st.vals)
        ch = S.coin_hit(mine, theirs, a, b, st.vals)
        if ch:
            scores.append(ch)
        for sc in S.early_jans(mine, theirs, a, b, st.vals):
            if "deux_tables" in sc.reason:
                if st.deux[s]:
                    continue             # each player makes it only once (2894)
                st.deux[s] = True
            scores.append(sc)
        st.phase = "play"
        if st.opts.jan_de_trois_coups and not st.trois[s] and st.throws[s] <= 3 and not S.trois_coups(mine):
            # it is enough to throw the numbers within the first three throws; one need not set them (2876)
            for p in st.legal_actions():
                nb, _ = B.apply_play(st.board, st.off, s, p)
                if S.trois_coups(B.views(nb, s)[0]):
                    st.trois[s] = True
                    scores.append(S.Score("jan_de_trois_coups", st.vals.trois_coups))
                    break
        st._book(scores, events)
        return st, events

    def _book(self, scores: list[S.Score], events: list[Event]) -> None:
        """The thrower's scores are marked now (or fall due, with the école); the opponent's wait
        until the throw is played (2842)."""
        s = self.thrower
        for sc in scores:
            pt = B.absolute(s, sc.point) if sc.point is not None else None
            if sc.to_thrower:
                if self.opts.ecole:
                    self.due += sc.points
                    events.append(self._score_event(s, sc.reason, sc.points, sc.ways, pt, sc.true, marked=False))
                else:
                    self._score(s, sc.reason, sc.points, sc.ways, pt, sc.true, own_throw=True, events=events)
                    if self.phase in ("over", "throw"):
                        return
            else:
                self.pending.append((sc.reason, sc.points, sc.ways, pt, sc.true))

    def _score_event(self, who: int, reason: str, pts: int, ways: int, point: int | None, true: bool | None,
                     marked: bool = True) -> Event:
        return Event("score", who, {"reason": reason, "points": pts, "ways": ways, "doublet": len(self.dice) == 2
                                    and self.dice[0] == self.dice[1], "thrower": self.thrower, "point": point,
                                    "true": true, "marked": marked},
                     f"{COLOURS[who]} scores {pts} ({reason.replace('_', ' ')}"
                     + (f", {ways} way{'s' if ways != 1 else ''}" if ways else "") + ").")

    def _marker_event(self) -> Event:
        return Event("marker", None, {"points": tuple(self.points), "holes": tuple(self.holes),
                                      "bredouille": tuple(self.bred), "tokens": self.tokens()}, "")

    def _score(self, who: int, reason: str, pts: int, ways: int, point: int | None, true: bool | None, *,
               own_throw: bool, events: list[Event]) -> None:
        """Mark ``pts`` for ``who``: holes, bredouille, the end of a Toccategli game or of the partie."""
        if reason != "marked":
            events.append(self._score_event(who, reason, pts, ways, point, true))
        o = 1 - who
        if self.points[who] == 0:
            self.bred[who] = True
        if self.points[o] > 0:
            self.bred[o] = False
        self.points[who] += pts
        self.won[who] += pts
        if self.toccategli:
            events.append(self._marker_event())
            if self.points[who] >= 12:
                self._toccategli_won(who, False, events)
            return
        while self.points[who] >= 12 and self.phase != "over":
            h = 2 if self.bred[who] else 1
            self.holes[who] += h
            self.points[who] -= 12
            self.points[o] = 0
            self.bred[o] = False
            self.bred[who] = self.points[who] > 0
            if own_throw and who == self.thrower:
                self.hole_own = True
            events.append(Event("hole", who, {"holes": h, "bredouille": h == 2, "total": self.holes[who]},
                                f"{COLOURS[who]} marks {h} hole{'s' if h > 1 else ''}"
                                + (" (bredouille)" if h == 2 else "") + "."))
            if self.holes[who] >= self.opts.holes_per_partie:
                self._partie_over(who, events)
        events.append(self._marker_event())

    def _partie_over(self, winner: int, events: list[Event]) -> None:
        self.partie_bredouille = self.holes[1 - winner] == 0
        if self.partie_bredouille and self.opts.bredouille_pays_double:
            self.holes[winner] = max(self.holes[winner], self.opts.holes_per_partie) * 2
        self.phase = "over"
        self._legal = None
        self.pending = []
        events.append(Event("game_end", winner, {"holes": tuple(self.holes), "bredouille": self.partie_bredouille},
                            f"{COLOURS[winner]} wins the partie."))

    def _toccategli_won(self, who: int, outright: bool, events: list[Event]) -> None:
        lp = self.points[1 - who]
        if self.opts.toccategli_result_scale == "simple":
            value = 1
        else:
            value = 4 if lp == 0 else 3 if lp <= 3 else 2 if lp <= 6 else 1
        self.games[who] += value
        self.played_games += 1
        events.append(Event("game_won", who, {"value": value, "loser_points": lp, "outright": outright},
                            f"{COLOURS[who]} wins the game ({value})."))
        self.points = [0, 0]
        self.pending = []
        self.due = self.marked = 0
        if self.played_games >= self.opts.games_per_match:
            w = 0 if self.games[0] > self.games[1] else 1 if self.games[1] > self.games[0] else None
            self.phase = "over"
            self._legal = None
            events.append(Event("game_end", w, {"games": tuple(self.games), "bredouille": False},
                                "The match is over."))
            return
        self._releve("game_won", who, events)

    def _releve(self, reason: str, next_thrower: int, events: list[Event]) -> None:
        self._legal = None
        self.releve += 1
        if self.deals is not None and self.releve >= self.deals:
            w = 0 if self.scores()[0] > self.scores()[1] else 1 if self.scores()[1] > self.scores()[0] else None
            self.phase = "over"
            events.append(Event("releve", None, {"reason": reason, "next": None}, "The stones are taken up."))
            events.append(Event("game_end", w, {"holes": tuple(self.holes), "games": tuple(self.games),
                                                "bredouille": False}, "The sitting ends."))
            return
        self.board = B.start_board()
        self.off = (0, 0)
        self.throws = [0, 0]
        self.trois = [False, False]
        self.deux = [False, False]
        self.pending = []
        self.thrower = next_thrower
        self.first = next_thrower
        self.phase = "throw"
        events.append(Event("releve", None, {"reason": reason, "next": next_thrower},
                            f"The stones are set out again; {COLOURS[next_thrower]} throws first."))
        events.append(Event("setup", None, {"releve": self.releve + 1, "first": next_thrower}, ""))

    def _apply_play(self, action: Play) -> tuple["TrictracState", list[Event]]:
        legal = self.legal_actions()
        if action not in legal:
            # the same moves in the other order, or a coin by force written without its word
            alts = [Play(ms, f) for ms in (action.moves, tuple(reversed(action.moves))) for f in (False, True)]
            alt = next((a for a in alts if a in legal), None)
            if alt is None:
                raise IllegalAction(self._why(action), f"{action} is not a legal play of {self.dice}")
            action = alt
        st = self._copy()
        s = st.thrower
        a, b = st.dice
        before, theirs = B.views(st.board, s)
        st.board, st.off = B.apply_play(st.board, st.off, s, action)
        st.last_moves = action.moves
        events = [Event("move", s, {"moves": [{"src": m.src, "dst": m.dst, "die": m.die} for m in action.moves],
                                    "puissance": action.puissance},
                        f"{COLOURS[s]} plays {' '.join(str(m) for m in action.moves) or 'nothing'}.")]
        after, _ = B.views(st.board, s)
        scores: list[S.Score] = []
        if not action.puissance:
            scores += S.jan_scores(before, theirs, after, a, b, st.vals)
        unplayed = 0 if st.off[s] == B.STONES else 2 - len(action.moves)
        if unplayed:
            dice = [a, b]
            for m in action.moves:
                if m.die in dice:
                    dice.remove(m.die)
            events.append(Event("unplayable", s, {"numbers": tuple(dice)},
                                f"{COLOURS[s]} cannot play {' and '.join(map(str, dice))}."))
            per = st.vals.unplayable[1 if a == b else 0]
            scores.append(S.Score("unplayable", per * unplayed, 0, False))
        borne = st.off[s] == B.STONES
        if borne:
            events.append(Event("bear_off", s, {"first": True}, f"{COLOURS[s]} has borne off all his stones."))
            scores.append(S.Score("first_off", st.vals.first_off[1 if a == b else 0]))
            st.releve_next = s
        st._book(scores, events)
        if st.phase in ("over", "throw"):
            return st, events
        if borne and st.toccategli:
            st._toccategli_won(s, True, events)
            return st, events
        if st.opts.ecole and st.due:
            st.phase = "mark"
            return st, events
        st._after_marks(events)
        return st, events

    def _after_marks(self, events: list[Event]) -> None:
        if self.hole_own and self.opts.allow_going_out and not self.toccategli and self.phase != "over":
            self.phase = "decide"
            events.append(Event("decision", self.thrower, {"can_go_out": True}, "Go out or stay?"))
            return
        self._finish_throw(events)

    def _finish_throw(self, events: list[Event]) -> None:
        s = self.thrower
        for reason, pts, ways, pt, true in self.pending:
            if self.phase in ("over", "throw"):
                break
            self._score(1 - s, reason, pts, ways, pt, true, own_throw=False, events=events)
        self.pending = []
        if self.phase in ("over", "throw"):
            self.releve_next = None
            return
        if self.releve_next is not None:
            nxt, self.releve_next = self.releve_next, None
            self._releve("borne_off", nxt, events)
            return
        self.thrower = 1 - s
        self.phase = "throw"

    def _go_out(self) -> tuple["TrictracState", list[Event]]:
        st = self._copy()
        s = st.thrower
        events = [Event("go_out", s, {}, f"{COLOURS[s]} goes out.")]
        st.pending = []
        st.points = [0, 0]
        st.bred = [False, False]
        st.releve_next = None
        events.append(st._marker_event())
        st._releve("going_out", s, events)      # who goes out keeps the dice and begins (2934)
        return st, events

    def _why(self, action: Play) -> str:
        """The reason code for a play that is not legal (the first thing wrong with it)."""
        s = self.thrower
        mine, theirs = B.views(self.board, s)
        dice = list(self.dice)
        if len(action.moves) < max((len(p.moves) for p in self.legal_actions()), default=0):
            return "must_play_both"
        if action.puissance:
            return "puissance_not_allowed"
        m = mine[:]
        for mv in action.moves:
            if mv.die not in dice:
                return "wrong_die"
            dice.remove(mv.die)
            src, dst = B.own(s, mv.src), B.own(s, mv.dst)
            if not 1 <= src <= 24 or m[src] <= 0:
                return "no_stone"
            if dst != src + mv.die and not (dst == B.OFF and src + mv.die > B.OFF):
                return "wrong_die"
            if dst >= B.OFF:
                if sum(m[k] for k in B.RETOUR) + self.off[s] < B.STONES:
                    return "bear_off_early"
                if any(m[k] for k in range(19, src)):
                    return "bear_off_number"
            elif dst == B.OPP_COIN:
                return "opponent_coin"
            elif theirs[dst]:
                return "point_blocked"
            elif dst >= 19 and not self.toccategli and B.petit_jan_possible(theirs):
                return "passage"
            elif 13 <= dst <= 18 and not self.toccategli and B.grand_jan_possible(theirs):
                return "passage"
            m[src] -= 1
            if dst < B.OFF:
                m[dst] += 1
        if m[B.COIN] == 1 or any(B.own(s, mv.dst) == B.COIN for mv in action.moves):
            return "coin_alone"
        return "illegal_play"


def new_state(options: TrictracOptions, deals: int | None = None, first_dealer: int | None = None) -> TrictracState:
    if first_dealer is not None and first_dealer not in (0, 1):
        raise ValueError(f"no seat {first_dealer}")
    st = TrictracState(options, deals, first_dealer)
    if first_dealer is not None:
        st.first = first_dealer
    return st


__all__ = ["TrictracState", "TrictracObservation", "new_state", "REASON_CODES", "PHASES", "EVENT_KINDS",
           "SCORE_REASONS", "position", "Move", "Play", "Dice", "FirstThrow", "GoOut", "Stay", "Mark", "School", "NoSchool"]


def position(options: TrictracOptions, white: dict[int, int], black: dict[int, int], *, thrower: int = 0,
             first: int = 0, **fields: Any) -> TrictracState:
    """A state at the throw with the stones where given: ``white`` and ``black`` map each side's
    *own* points (1-24; 12 is his coin) to stone counts; the rest of 15 count as borne off.
    ``fields`` set other attributes (``points=[4, 0]``, ``holes=...``, ``throws=...``) — for tests,
    the guided game and screenshots."""
    st = TrictracState(options, None, first)
    st.board = T.board_of(white, black, B.absolute)
    st.off = (B.STONES - sum(white.values()), B.STONES - sum(black.values()))
    st.phase, st.thrower = "throw", thrower
    st.throws = [5, 5]
    for name, v in fields.items():
        setattr(st, name, list(v) if isinstance(v, (list, tuple)) and name != "board" else v)
    return st
