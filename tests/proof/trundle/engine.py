"""Trundle's engine: a dice game after :mod:`engine.protocol`, with the search hooks of
``docs/ai-search.md`` (sampler, rollout, levels) in the same module."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from engine.options import option
from engine.protocol import (CHANCE, TERMINAL, Event, GameSpec, GameState, IllegalAction, Observation, PlayerKind,
                             register, unregister)

NAME = "trundle"
TRACK = 9
HOME = TRACK + 1
STONES = 3

REASON_CODES = ("not_your_turn", "no_such_move", "game_over", "malformed_action")
PHASES = ("throw", "play", "over")
EVENT_KINDS = ("dice", "move", "home", "unplayable", "race_end", "game_end")


@dataclass(frozen=True)
class TrundleOptions:
    races: int = option(1, (1, 2, 3), "races in a game")


PRESETS = {"plain": TrundleOptions(), "long": TrundleOptions(races=3)}


@dataclass(frozen=True)
class Dice:
    a: int
    b: int

    def __str__(self) -> str:
        return f"dice {self.a} {self.b}"


@dataclass(frozen=True)
class Move:
    """``steps``: (stone index, die) pairs in the order played; none when nothing can be played."""

    steps: tuple[tuple[int, int], ...]

    def __str__(self) -> str:
        return "move " + (" ".join(f"{s}/{d}" for s, d in self.steps) or "-")


@dataclass(frozen=True)
class TrundleObservation(Observation):
    stones: tuple = ()       # per seat: the points of its three stones (0 before the track, HOME home)
    dice: tuple = ()
    points: tuple = (0, 0)
    race: int = 0


@dataclass(frozen=True)
class TrundleState(GameState):
    opts: TrundleOptions
    phase: str = "throw"
    turn: int = 0
    first: int = 0
    stones: tuple = ((0, 0, 0), (0, 0, 0))
    dice: tuple = ()
    points: tuple = (0, 0)
    race: int = 0
    races: int | None = None
    throws: int = 0          # throws of the dice so far: the observation's ``seen``, so undo never takes one back

    def current_player(self) -> int:
        return CHANCE if self.phase == "throw" else TERMINAL if self.phase == "over" else self.turn

    def _steps(self, stones: tuple, dice: tuple) -> list[tuple[tuple[int, int], ...]]:
        out: list[tuple[tuple[int, int], ...]] = []
        if not dice:
            return [()]
        d, rest = dice[0], dice[1:]
        other = set(self.stones[1 - self.turn]) - {0, HOME}
        for i, p in enumerate(stones):
            if p == HOME:
                continue
            t = min(HOME, p + d)
            if t != HOME and t in other:
                continue
            moved = stones[:i] + (t,) + stones[i + 1:]
            out += [((i, d),) + tail for tail in self._steps(moved, rest)]
        return out

    def legal_actions(self) -> list:
        if self.phase != "play":
            return []
        a, b = self.dice
        seqs = set(self._steps(self.stones[self.turn], (a, b)) + self._steps(self.stones[self.turn], (b, a)))
        if not seqs:
            for single in ((a,), (b,)):
                seqs |= set(self._steps(self.stones[self.turn], single))
        return sorted((Move(s) for s in seqs), key=str) or [Move(())]

    def sample_chance(self, rng: random.Random) -> Any:
        return Dice(rng.randint(1, 6), rng.randint(1, 6))

    def apply(self, action: Any) -> tuple["TrundleState", list[Event]]:
        if self.phase == "over":
            raise IllegalAction("game_over")
        if self.phase == "throw":
            if not isinstance(action, Dice):
                raise IllegalAction("not_your_turn")
            return (replace(self, phase="play", dice=(action.a, action.b), throws=self.throws + 1),
                    [Event("dice", self.turn, {"dice": (action.a, action.b)}, f"p{self.turn} throws {action}.")])
        if not isinstance(action, Move):
            raise IllegalAction("not_your_turn")
        if action not in self.legal_actions():
            raise IllegalAction("no_such_move", str(action))
        me = list(self.stones[self.turn])
        events = [Event("move", self.turn, {"steps": action.steps}, f"p{self.turn} {action}.")]
        pts = list(self.points)
        for i, d in action.steps:
            before = me[i]
            me[i] = min(HOME, me[i] + d)
            if me[i] == HOME and before != HOME:
                pts[self.turn] += sum(self.dice)
                events.append(Event("home", self.turn, {"stone": i}, f"p{self.turn} brings a stone home."))
        if len(action.steps) < 2:
            pts[1 - self.turn] += 2 - len(action.steps)
            events.append(Event("unplayable", self.turn, {"numbers": 2 - len(action.steps)}, "A number is lost."))
        stones = tuple(tuple(me) if s == self.turn else self.stones[s] for s in (0, 1))
        st = replace(self, stones=stones, points=tuple(pts), phase="throw", turn=1 - self.turn)
        if all(p == HOME for p in me):
            events.append(Event("race_end", self.turn, {"points": tuple(pts)}, "The race is over."))
            race = self.race + 1
            limit = self.races if self.races is not None else self.opts.races
            if race >= limit:
                events.append(Event("game_end", None, {"points": tuple(pts)}, "The game is over."))
                return replace(st, phase="over", race=race), events
            st = replace(st, race=race, stones=((0, 0, 0), (0, 0, 0)), turn=self.turn, first=self.turn)
        return st, events

    def observation(self, player: int) -> TrundleObservation:
        to_move = self.current_player()
        return TrundleObservation(
            game=NAME, player=player, legal_actions=tuple(self.legal_actions()) if to_move == player else (),
            phase=self.phase, to_move=to_move, seats=2, dealer=self.first, seen=tuple(range(self.throws)),
            stones=self.stones, dice=self.dice,
            points=self.points, race=self.race)

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def parse_action(self, text: str) -> Any:
        w = text.split()
        try:
            if w[0] == "dice" and len(w) == 3 and all(x in "123456" and len(x) == 1 for x in w[1:]):
                return Dice(int(w[1]), int(w[2]))
            if w[0] == "move":
                if w[1:] == ["-"]:
                    return Move(())
                steps = tuple((int(s), int(d)) for s, d in (x.split("/") for x in w[1:]))
                if 1 <= len(steps) <= 2 and all(0 <= s < STONES and 1 <= d <= 6 for s, d in steps):
                    return Move(steps)
        except (IndexError, ValueError):
            pass
        raise IllegalAction("malformed_action", text)


def new_state(options: TrundleOptions, deals: int | None = None, first_dealer: int | None = None) -> TrundleState:
    if first_dealer not in (None, 0, 1):
        raise ValueError(f"no seat {first_dealer}")
    first = first_dealer or 0
    return TrundleState(options, turn=first, first=first, races=deals)


# -- the search hooks (docs/ai-search.md): nothing is hidden, chance is the dice --------------------

def sample(observation: TrundleObservation, rng: random.Random) -> TrundleState:
    """The state the observation shows: a game of perfect information has nothing to sample."""
    return TrundleState(TrundleOptions(), phase=observation.phase, turn=observation.to_move, first=observation.dealer or 0,
                        stones=observation.stones, dice=observation.dice, points=observation.points,
                        race=observation.race, races=observation.race + 1, throws=len(observation.seen))


def rollout(state: TrundleState, seat: int, rng: random.Random) -> float:
    """Random dice, greedy moves (the farthest stone first) to the end of the race."""
    st = state
    while not st.is_over() and st.race == state.race:
        if st.current_player() == CHANCE:
            st, _ = st.apply(st.sample_chance(rng))
        else:
            legal = st.legal_actions()
            st, _ = st.apply(max(legal, key=lambda m: sum(st.stones[st.turn][i] + d for i, d in m.steps)))
    return st.points[seat] - st.points[1 - seat]


class Greedy:
    """Brings stones home first (a beginner)."""

    name = "trundle-greedy"

    def choose(self, observation: Observation, rng: random.Random) -> Any:
        legal = observation.legal_actions
        me = observation.stones[observation.player]            # type: ignore[attr-defined]
        return max(legal, key=lambda m: sum(1 for i, d in m.steps if me[i] + d >= HOME))


def beginner() -> Greedy:
    return Greedy()


def strong() -> Any:
    from engine.ai.search import SearchPlayer

    return SearchPlayer("trundle-strong", sample, rollout, budget=0.05, hard_limit=0.5)


SPEC: GameSpec = GameSpec(
    name=NAME, title="Trundle", players=2, options_type=TrundleOptions, presets=PRESETS, default_preset="plain",
    new_state=new_state, pack="", min_players=2, max_players=2,
    player_kinds=(PlayerKind("random", "random", "Random player", "engine.players:RandomPlayer"),
                  PlayerKind("trundle-greedy", "beginner", "Brings stones home first", "trundle.engine:Greedy"),
                  PlayerKind("trundle-strong", "strong", "Searches the dice", "trundle.engine:strong")),
    family=NAME, reason_codes=REASON_CODES, phases=PHASES, event_kinds=EVENT_KINDS, module="trundle",
    ai="trundle.engine",
)
TrundleState.spec = SPEC


def register_game() -> GameSpec:
    """Register the engine spec (the made-up game is never loaded by ``engine.games``)."""
    return register(SPEC)


def unregister_game() -> None:
    unregister(NAME)
