"""A game-independent searching player: perfect-information Monte Carlo over sampled worlds.

The player sees one observation.  A game supplies a *sampler*,
``sample(observation, rng) -> GameState``, that makes a complete state of the
game agreeing with everything the seat has seen and heard
(``state.observation(seat) == observation``); and a *rollout*,
``rollout(state, seat, rng) -> float``, that plays a state on to the end of the
deal with a fast policy (all hands open) and returns the deal's value for
``seat`` (the game's own unit: Resti, points…).  Nothing else here knows a game.

For a decision the player draws worlds one at a time and, in each world, tries
every legal action followed by a rollout with the same random numbers (common
random numbers: the luck of the world and the rollout mostly cancels between
actions).  It stops

* at once when there is only one legal action;
* when one action is ahead of every other by more than ``z`` standard errors of
  the paired differences, or every other action has come to exactly the same
  value in every world so far (equivalent cards), after ``min_worlds``;
* when the time budget is spent, or after ``max_worlds`` worlds.

*Inference.*  A game may also give a ``weight(world, observation) -> float`` from 0 to 1: how
likely the other seats' bids and plays so far were in that world under a reasonable policy (e.g.
its beginner's).  Each sampled world is then kept with that probability (rejection sampling, at
most ``pool`` tries, else the likeliest seen), so deals in which the others' calls would have been
odd are searched rarely.

Actions clearly behind the leader are dropped on the way (``prune_z``), so the
rollouts go to the contenders.  With ``budget=None`` the number of worlds is
fixed (``max_worlds``, still stopping early on a clear winner), so a decision is
a function of the observation and the random generator alone -- what the tests
use.

The evaluation behind a decision (:class:`Evaluation`) is also what hints
(:func:`advise`) and the after-deal review (:func:`review`) report.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Sequence

from engine.protocol import CHANCE, TERMINAL, GameState, Observation

__all__ = [
    "CannotSample", "Sampler", "Rollout", "Evaluation", "SearchPlayer", "Hint", "ReviewItem", "advise", "review",
    "strong_player_for", "Evaluator", "Weight", "TieBreak", "WorldValues",
]

Sampler = Callable[[Any, random.Random], GameState]
Rollout = Callable[[GameState, int, random.Random], float]
Weight = Callable[[GameState, Any], float]
#: ``world_values(world, actions, seat, rng) -> values``: every action's value in one world at once
WorldValues = Callable[[GameState, list[Any], int, random.Random], list[float]]
#: ``tiebreak(observation, actions) -> actions``: the same actions, the soundest first (see SearchPlayer)
TieBreak = Callable[[Any, list[Any]], list[Any]]


class CannotSample(Exception):
    """The sampler does not make worlds for this kind of decision (the player then uses its fallback)."""


@dataclass
class Evaluation:
    """What a search found for one decision.

    ``values`` -- each legal action's average value over the worlds it was tried in (the game's
    unit, for the seat to move, from here to the end of the deal); ``worlds`` -- worlds searched;
    ``best`` -- the chosen action; ``stderr`` -- standard error of each action's difference to the
    best (paired over the same worlds; 0 for the best); ``reason`` -- ``"only"`` (one legal action),
    ``"search"`` (chosen by the values), ``"same"`` (every action came to the same value) or
    ``"rule"`` (the game's rule player decided; ``rule`` names its rule of thumb);
    ``playouts`` -- rollouts made; ``seconds`` -- time taken."""

    best: Any
    values: dict[Any, float] = field(default_factory=dict)
    stderr: dict[Any, float] = field(default_factory=dict)
    worlds: int = 0
    playouts: int = 0
    seconds: float = 0.0
    reason: str = "search"
    rule: str = ""

    def ranked(self) -> list[Any]:
        return sorted(self.values, key=lambda a: -self.values[a])

    @property
    def gap(self) -> float | None:
        """How much the chosen action is ahead of the next best one (None with fewer than two)."""
        if self.best not in self.values or len(self.values) < 2:
            return None
        v: float = self.values[self.best]
        return v - max(x for a, x in self.values.items() if a != self.best)


class Evaluator(Protocol):
    """A player whose decisions come with their evaluation (every strong level offers this)."""

    name: str

    def evaluate(self, observation: Any, rng: random.Random) -> Evaluation: ...

    def choose(self, observation: Any, rng: random.Random) -> Any: ...


class SearchPlayer:
    """Perfect-information Monte Carlo over worlds from ``sampler``, valued by ``rollout``.

    ``fallback`` decides whatever the search does not (the sampler raised :class:`CannotSample`,
    or ``searched(observation)`` is false); it may name its rule of thumb in a ``why`` attribute.

    ``tiebreak`` (optional): ``tiebreak(observation, actions)`` returns the actions in the order a
    sound rule prefers them (e.g. :func:`engine.ai.cardplay.sound_order`: the cheapest winning
    card, the lowest discard).  Among the actions whose values lie within noise of the best one --
    behind it by no more than ``tie_margin`` (the game's unit) or ``tie_z`` standard errors of the
    paired differences, or equal to it in every world -- the first in that order is chosen, not
    the noisy leader.  ``tie_z`` may be a function of the observation (a game whose rule is sound
    only at some decisions, e.g. late in a trick, gives 0 for the others).

    ``world_values`` (optional): ``world_values(world, actions, seat, rng)`` values all the given
    actions in one world at once, in place of applying each and calling ``rollout`` (an exact solver
    that answers every action in one call, e.g. a double-dummy solver for trick games); the values
    are in the rollout's unit, and the stopping rule, pruning and tie-break stay as they are."""

    def __init__(self, name: str, sampler: Sampler, rollout: Rollout, *, fallback: Any = None,
                 searched: Callable[[Any], bool] | None = None, budget: float | None = 0.6,
                 hard_limit: float = 1.5, min_worlds: int = 6, max_worlds: int = 2000, z: float = 3.0,
                 prune_z: float = 3.5, key: Callable[[Any], Any] | None = None,
                 weight: Weight | None = None, pool: int = 6, tiebreak: TieBreak | None = None,
                 tie_z: float | Callable[[Any], float] = 1.0, tie_margin: float = 0.0,
                 world_values: WorldValues | None = None) -> None:
        self.name = name
        self.sampler = sampler
        self.rollout = rollout
        self.fallback = fallback
        self.searched = searched
        self.budget = budget
        self.hard_limit = hard_limit
        self.min_worlds = min_worlds
        self.max_worlds = max_worlds
        self.z = z
        self.prune_z = prune_z
        self.key = key or str
        self.weight = weight
        self.pool = max(1, pool)
        self.tiebreak = tiebreak
        self.tie_z = tie_z
        self.tie_margin = tie_margin
        self.world_values = world_values
        self.last: Evaluation | None = None

    # ------------------------------------------------------------------ public
    def choose(self, observation: Any, rng: random.Random) -> Any:
        ev = self.evaluate(observation, rng)
        self.last = ev
        return ev.best

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Sequence[Any] = ()) -> Evaluation:
        """Search ``observation``.  ``must_value``: actions to keep valuing to the end (not pruned),
        e.g. the action a person took, for a review."""
        t0 = time.perf_counter()
        legal = list(observation.legal_actions)
        if not legal:
            raise ValueError("it is not this seat's turn")
        if len(legal) == 1 and not must_value:
            return Evaluation(legal[0], {}, {}, 0, 0, time.perf_counter() - t0, "only")
        if self.searched is not None and not self.searched(observation):
            return self._rule(observation, rng, t0)
        try:
            world = self.draw(observation, rng)
        except CannotSample:
            return self._rule(observation, rng, t0)
        return self._search(observation, legal, world, rng, t0, list(must_value))

    def draw(self, observation: Any, rng: random.Random) -> GameState:
        """One world to search: from the sampler, or (with ``weight``, a likelihood from 0 to 1)
        by rejection: a sampled world is kept with probability equal to its weight, so worlds
        come in proportion to how likely each makes what the others did; after ``pool`` refusals
        the likeliest world seen is taken.  Worlds of weight 1 cost one sample, as without
        inference."""
        if self.weight is None:
            return self.sampler(observation, rng)
        best, best_w = None, -1.0
        for _ in range(self.pool):
            world = self.sampler(observation, rng)
            w = min(1.0, max(0.0, float(self.weight(world, observation))))
            if rng.random() < w:
                return world
            if w > best_w:
                best, best_w = world, w
        assert best is not None
        return best

    # ----------------------------------------------------------------- helpers
    def _rule(self, observation: Any, rng: random.Random, t0: float) -> Evaluation:
        if self.fallback is None:
            return Evaluation(rng.choice(list(observation.legal_actions)), reason="rule", rule="random",
                              seconds=time.perf_counter() - t0)
        a = self.fallback.choose(observation, rng)
        return Evaluation(a, reason="rule", rule=str(getattr(self.fallback, "why", "") or ""),
                          seconds=time.perf_counter() - t0)

    def _search(self, obs: Any, legal: list[Any], world: GameState, rng: random.Random, t0: float,
                keep: list[Any]) -> Evaluation:
        seat = obs.player
        n_act = len(legal)
        active = list(range(n_act))
        keep_i = {i for i, a in enumerate(legal) if a in keep}
        sums = [0.0] * n_act
        counts = [0] * n_act
        # paired differences to a running reference are needed for the stopping rule: keep per-world rows
        rows: list[list[float | None]] = []
        budget = self.budget
        deadline = None if budget is None else t0 + budget
        hard = t0 + self.hard_limit
        playouts = 0
        n = 0
        best_i = 0
        reason = "search"
        while n < self.max_worlds:
            if n > 0:
                try:
                    world = self.draw(obs, rng)
                except CannotSample:
                    break  # the worlds so far decide
            seed = rng.getrandbits(32)
            row: list[float | None] = [None] * n_act
            if self.world_values is not None:
                vals = self.world_values(world, [legal[i] for i in active], seat, random.Random(seed))
            else:
                vals = [self.rollout(world.apply(legal[i])[0], seat, random.Random(seed)) for i in active]
            for i, v in zip(active, vals):
                row[i] = v
                sums[i] += v
                counts[i] += 1
                playouts += 1
            rows.append(row)
            n += 1
            now = time.perf_counter()
            if n >= self.min_worlds or now > hard:
                best_i = max(active, key=lambda i: sums[i] / counts[i])
                done, active, same = self._settle(rows, active, best_i, keep_i)
                if done:
                    reason = "same" if same else "search"
                    break
                if len(active) == 1:
                    break
            if now > hard or (deadline is not None and now > deadline and n >= self.min_worlds):
                break
        values = {legal[i]: sums[i] / counts[i] for i in range(n_act) if counts[i]}
        best_i = max((i for i in range(n_act) if counts[i]), key=lambda i: (i in active, sums[i] / counts[i]))
        if self.tiebreak is not None:
            best_i = self._tie_break(obs, legal, rows, sums, counts, active, best_i)
        stderr = {legal[i]: self._se(rows, i, best_i) for i in range(n_act) if counts[i]}
        return Evaluation(legal[best_i], values, stderr, n, playouts, time.perf_counter() - t0, reason)

    def _tie_break(self, obs: Any, legal: list[Any], rows: list[list[float | None]], sums: list[float], counts: list[int],
                   active: list[int], b: int) -> int:
        """The action the tie-break rule prefers among those within noise of action ``b``."""
        near = [b]
        vb = sums[b] / counts[b]
        tz = self.tie_z(obs) if callable(self.tie_z) else self.tie_z
        for i in range(len(legal)):
            if i == b or not counts[i]:
                continue
            d = self._diffs(rows, i, b)
            if d and all(x == 0 for x in d):
                near.append(i)              # equal in every world: an equivalent action
                continue
            gap = vb - sums[i] / counts[i]
            if gap <= self.tie_margin or (tz > 0 and i in active and gap <= tz * self._se(rows, i, b)):
                near.append(i)              # (an action dropped on the way was clearly behind)
        if len(near) < 2:
            return b
        assert self.tiebreak is not None
        order = self.tiebreak(obs, [legal[i] for i in near])
        if not order:
            return b
        return legal.index(order[0])

    @staticmethod
    def _diffs(rows: list[list[float | None]], i: int, b: int) -> list[float]:
        return [rb - ri for r in rows if (ri := r[i]) is not None and (rb := r[b]) is not None]

    def _se(self, rows: list[list[float | None]], i: int, b: int) -> float:
        if i == b:
            return 0.0
        d = self._diffs(rows, i, b)
        if len(d) < 2:
            return math.inf
        m = sum(d) / len(d)
        var = sum((x - m) ** 2 for x in d) / (len(d) - 1)
        return math.sqrt(var / len(d))

    def _settle(self, rows: list[list[float | None]], active: list[int], b: int, keep: set[int]) -> tuple[bool, list[int], bool]:
        """(stop now, the actions still in contention, every action came out the same)."""
        still = [b]
        clear = True
        same = True
        for i in active:
            if i == b:
                continue
            d = self._diffs(rows, i, b)
            m = sum(d) / len(d)
            var = sum((x - m) ** 2 for x in d) / max(1, len(d) - 1)
            se = math.sqrt(var / len(d))
            if m == 0 and se == 0:
                continue  # identical so far in every world: an equivalent action
            same = False
            if m <= self.z * se:
                clear = False
            if m <= self.prune_z * se or i in keep:
                still.append(i)
        return clear, sorted(still), same


# ---------------------------------------------------------------------- hints
@dataclass(frozen=True)
class Hint:
    """What the strong level would do for the seat to move, and why, as facts a table words in its
    own language.

    ``reason``: ``"only"`` (the one legal action), ``"best"`` (the action gains ``value`` from here
    on average over ``samples`` worlds that fit what the seat knows, ``gap`` more than the next
    best), ``"same"`` (every action comes to ``value``), or ``"rule"`` (the game's rule of thumb
    ``rule`` decided, no search)."""

    action: Any
    reason: str
    value: float | None = None
    gap: float | None = None
    samples: int = 0
    rule: str = ""

    def english(self) -> str:
        if self.reason == "best" and self.gap is not None:
            return (f"{self.action}: {self.value:+.2f} from here over {self.samples} possible deals, "
                    f"{self.gap:.2f} more than the next best")
        if self.value is not None:
            return f"{self.action}: {self.value:+.2f} from here ({self.reason})"
        return f"{self.action} ({self.reason}{': ' + self.rule if self.rule else ''})"


def hint_of(ev: Evaluation) -> Hint:
    if ev.reason == "only":
        return Hint(ev.best, "only")
    if ev.reason == "rule":
        return Hint(ev.best, "rule", rule=ev.rule)
    v = ev.values.get(ev.best)
    if ev.reason == "same" or ev.gap is None or ev.gap <= 1e-9:
        return Hint(ev.best, "same", v, None, ev.worlds)
    return Hint(ev.best, "best", v, ev.gap, ev.worlds)


def strong_player_for(game: str) -> Any:
    """The strong level a game offers: the kind of level ``strong`` in its ``GameSpec.player_kinds``,
    else the game's ``engine.games.<game>.ai:strong`` factory by convention."""
    from engine.protocol import get_game

    spec = get_game(game)
    for k in spec.player_kinds:
        if k.level == "strong":
            return k.make()
    return spec.ai_module().strong()


def advise(observation: Observation, rng: random.Random | None = None, player: Any = None) -> Hint:
    """The strong level's choice for ``observation`` with the evaluation behind it."""
    p = player or strong_player_for(observation.game)
    rng = rng or random.Random(0)
    if hasattr(p, "hint"):
        h: Hint = p.hint(observation, rng)
        return h
    return hint_of(p.evaluate(observation, rng))


@dataclass(frozen=True)
class ReviewItem:
    """One decision of a deal where another choice was clearly better.

    ``step`` -- the index of the move in the deal's move list; ``played`` -- what the seat did;
    ``better`` -- the strong level's choice; ``cost`` -- the estimated loss of ``played`` against
    ``better`` in the game's unit (points, Resti), from that seat's side; ``value_played``,
    ``value_better`` -- the two values; ``samples`` -- worlds searched; ``phase`` -- the game's phase."""

    step: int
    seat: int
    phase: str
    played: Any
    better: Any
    cost: float
    value_played: float
    value_better: float
    samples: int


def review(state: GameState, moves: Sequence[tuple[int, Any]], seat: int, *, player: Any = None,
           rng: random.Random | None = None, min_cost: float = 0.0, z: float = 2.0, limit: int = 5) -> list[ReviewItem]:
    """Replay ``moves`` (``(seat, action)`` pairs, as :class:`engine.match.Played` keeps them) from
    ``state`` and judge each decision of ``seat`` with the strong level's evaluation.  Returns the
    few (at most ``limit``) where a different action was clearly better -- ahead by more than
    ``min_cost`` and by ``z`` standard errors -- costliest first."""
    rng = rng or random.Random(0)
    items: list[ReviewItem] = []
    st = state
    for k, (who, action) in enumerate(moves):
        if who == seat and who not in (CHANCE, TERMINAL) and len(st.legal_actions()) > 1:
            obs = st.observation(seat)
            p = player or strong_player_for(obs.game)
            ev = p.evaluate(obs, random.Random(rng.getrandbits(32)), must_value=[action]) \
                if _takes_must_value(p) else p.evaluate(obs, random.Random(rng.getrandbits(32)))
            if action in ev.values and ev.best != action:
                vb, vp = ev.values[ev.best], ev.values[action]
                se = ev.stderr.get(action, math.inf)
                cost = vb - vp
                if cost > min_cost and cost > z * se:
                    items.append(ReviewItem(k, seat, getattr(obs, "phase", ""), action, ev.best, cost, vp, vb,
                                            ev.worlds))
        st, _ = st.apply(action)
    items.sort(key=lambda it: -it.cost)
    return items[:limit]


def _takes_must_value(p: Any) -> bool:
    import inspect

    try:
        return "must_value" in inspect.signature(p.evaluate).parameters
    except (TypeError, ValueError):
        return False
