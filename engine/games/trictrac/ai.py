"""Computer players for Trictrac and Toccategli.

* :class:`BeginnerPlayer` follows the book's advice (Chapter VII, spec §7.8): take what the
  throw scores, make bands, take the coin, play small numbers from the stack early, keep
  blots few, go out when the position is poor.
* :class:`StrongPlayer` values every legal play by the points it brings now plus an evaluation
  of the position, which takes the expectation over the opponent's 21 throws of what his next
  throw scores against it (hits true and false, the coin hit, the jans of two tables and
  mézéas) and of what the player's own following throw may score.

Nothing is hidden in a game of tables: the observation is the whole position (the sampler of
the shared search gives it back as a state).
"""

from __future__ import annotations

import random
from typing import Any

from engine import tables as T

from . import board as B
from . import scoring as S
from .board import GoOut, Mark, NoSchool, Play, School, Stay

THROWS = T.THROWS

#: the bench (``academie bench ai --game trictrac``): whole parties on the same dice with the
#: seats swapped; the score is holes, and points per throw is reported beside it
BENCH_DEALS = None
BENCH_UNIT = "holes"
BENCH_PER = "partie"


def state_of(observation: Any) -> Any:
    """The state an observation shows (perfect information: nothing to sample)."""
    from .game import TrictracState

    thrower = observation.to_move if observation.phase != "school" else 1 - observation.to_move
    st = T.state_from(TrictracState, observation, thrower)
    st.holes, st.bred = list(observation.holes), list(observation.bredouille)
    st.throws, st.games = list(observation.throws), list(observation.games)
    st.due, st.marked = observation.due, observation.marked
    st.pending, st.trois = list(observation.pending), list(observation.trois)
    st.releve, st.played_games, st.hole_own = observation.releve, observation.games_played, observation.hole_own
    st.deux = list(observation.deux)
    return st


def sample(observation: Any, rng: random.Random) -> Any:
    return state_of(observation)


def _throw_gain(board: tuple[int, ...], seat: int, vals: S.Values) -> float:
    """Expected points ``seat`` scores at his next throw minus what that throw gives the other."""
    mine, theirs = B.views(board, seat)
    total = 0.0
    for a, b, w in THROWS:
        g = 0.0
        for sc in S.hits(mine, theirs, a, b, vals):
            g += sc.points if sc.to_thrower else -sc.points
        ch = S.coin_hit(mine, theirs, a, b, vals)
        if ch:
            g += ch.points
        for sc in S.early_jans(mine, theirs, a, b, vals):
            g += sc.points if sc.to_thrower else -sc.points
        total += w * g
    return total


def _shape(board: tuple[int, ...], off: tuple[int, ...], seat: int) -> float:
    """Positional value for ``seat``: bands, the coin, jans held or near, progress."""
    mine, theirs = B.views(board, seat)
    v = 0.0
    if mine[B.COIN] >= 2:
        v += 3.0
    for name, table in B.JAN_TABLES.items():
        bands = sum(1 for k in table if mine[k] >= 2)
        v += 0.5 * bands
        if bands == 6:
            v += 6.0               # a held jan scores on every throw that keeps it
        elif bands == 5 and sum(mine[k] for k in table) >= 11:
            v += 1.5
    v += 0.7 * sum(1 for k in range(7, 12) if mine[k] >= 2)   # the grand jan is the heart of the game
    v += 0.08 * sum(k * mine[k] for k in range(1, 25)) / 15 + 0.4 * off[seat]
    return v


def evaluate(st: Any, seat: int) -> float:
    """The value of state ``st`` for ``seat`` in points (after a play, the opponent to throw)."""
    if st.toccategli:
        score: float = 12 * (st.games[seat] - st.games[1 - seat]) + st.points[seat] - st.points[1 - seat]
    else:
        score = (12 * (st.holes[seat] - st.holes[1 - seat]) + st.points[seat] - st.points[1 - seat]
                 + 2.0 * (st.bred[seat] and st.points[seat] > 0) - 2.0 * (st.bred[1 - seat] and st.points[1 - seat] > 0))
    if st.phase == "over":
        return 100.0 * score
    o = 1 - seat
    if st.phase == "throw" and st.thrower == o:
        threat = _throw_gain(st.board, o, st.vals)
        mine = 0.6 * _throw_gain(st.board, seat, st.vals)
    else:
        threat = 0.6 * _throw_gain(st.board, o, st.vals)
        mine = _throw_gain(st.board, seat, st.vals)
    return score + mine - threat + _shape(st.board, st.off, seat) - _shape(st.board, st.off, o)


class _Base:
    name = "trictrac-base"

    def _side(self, obs: Any, rng: random.Random) -> Any | None:
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        if obs.phase == "mark":
            return Mark(obs.due)
        if obs.phase == "school":
            return School() if School() in legal else NoSchool()
        return None


class BeginnerPlayer(_Base):
    """The book's advice as rules of thumb, without looking at the opponent's throws."""

    name = "trictrac-beginner"

    def choose(self, observation: Any, rng: random.Random) -> Any:
        a = self._side(observation, rng)
        if a is not None:
            return a
        st = state_of(observation)
        seat = observation.player
        if observation.phase == "decide":
            mine, _ = B.views(st.board, seat)
            holding = any(B.full(mine, t) for t in B.JAN_TABLES.values())
            return Stay() if holding else GoOut()
        best, best_v = None, -1e9
        for act in observation.legal_actions:
            v = self.score(st, act, seat) + rng.random() * 1e-3
            if v > best_v:
                best, best_v = act, v
        return best

    @staticmethod
    def score(st: Any, act: Play, seat: int) -> float:
        nxt, _ = st.apply(act)
        gained = (12 * nxt.holes[seat] + nxt.points[seat]) - (12 * st.holes[seat] + st.points[seat])
        lost = (12 * nxt.holes[1 - seat] + nxt.points[1 - seat]) - (12 * st.holes[1 - seat] + st.points[1 - seat])
        mine, theirs = B.views(nxt.board, seat)
        v: float = gained - lost
        bands = [k for k in range(2, 13) if mine[k] >= 2]
        v += 1.0 * len(bands)                                                       # make bands (3172)
        v += 0.3 * sum(1 for k in bands if k + 1 in bands)                          # consecutive ones (3184)
        for k in range(2, 25):                                                      # blots where he has few
            if mine[k] == 1:                                                        # shots (the rule of ten, 3186)
                shots = max((S.shots(j - k) for j in range(k + 1, 25) if theirs[j] and j - k <= 12), default=0)
                v -= 0.3 + shots / 36
        v += 3.0 * (mine[B.COIN] >= 2)                                              # the coin (3208)
        v += 1.5 * (mine[7] >= 2)                                                   # the devil's point (3184)
        v -= 0.3 * sum(1 for m in act.moves if B.own(seat, m.src) >= 13)           # do not run too far
        if st.throws[seat] <= 3:                                                    # the start (3166)
            v += 0.3 * sum(1 for m in act.moves if B.own(seat, m.src) == 1 and m.die < 6)
            if sorted(st.dice) in ([1, 6], [2, 6], [3, 6]) and len(act.moves) == 2 \
                    and act.moves[0].dst == act.moves[1].src:
                v += 1.0                                                            # 6-1, 6-2, 6-3 with one stone
        v -= 0.4 * sum(1 for m in act.moves if m.die == 6 and B.own(seat, m.src) != 1
                       and B.own(seat, m.dst) != B.COIN)                            # keep the sixes (3174)
        return v


class StrongPlayer(_Base):
    """Values each play by the points now and :func:`evaluate` after it (the opponent's 21
    throws in expectation)."""

    name = "trictrac-strong"

    def choose(self, observation: Any, rng: random.Random) -> Any:
        a = self._side(observation, rng)
        if a is not None:
            return a
        ev = self.evaluate(observation, rng)
        return ev.best

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Any = ()) -> Any:
        st = state_of(observation)
        seat = observation.player
        legal = list(observation.legal_actions)
        values: dict[Any, float] = {}
        for act in legal:
            if isinstance(act, GoOut):
                nxt, _ = st.apply(act)
                values[act] = evaluate(nxt, seat)
            elif isinstance(act, Stay):
                nxt, _ = st.apply(act)
                values[act] = evaluate(nxt, seat)
            elif isinstance(act, Play):
                nxt, _ = st.apply(act)
                if nxt.phase == "decide" and nxt.thrower == seat:
                    values[act] = max(evaluate(nxt.apply(GoOut())[0], seat), evaluate(nxt.apply(Stay())[0], seat))
                else:
                    values[act] = evaluate(nxt, seat)
            else:
                values[act] = 0.0
        return T.exact_evaluation(legal, values)


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


def strong() -> StrongPlayer:
    return StrongPlayer()


def bench_metrics(final_state: Any) -> dict[str, list[float]]:
    """Points won per throw of the partie by each seat (every point marked, holes' points included)."""
    n = max(1, final_state.nthrows)
    return {"points per throw": [final_state.won[s] / n for s in (0, 1)]}
