"""The hard deadline of Piquet's searching levels (and of Königspiquet's, which plays them inside its
own decision), as a contract on a clock the test controls: the solver gives up a bounded number of
nodes after the deadline and stays sound; a player past its deadline decides at once, as the
beginner would; Königspiquet hands the end of its own decision to the two-hand player."""

import random

from engine.games.piquet import PRESETS, new_state
from engine.games.piquet.ai.players import BeginnerPlayer, StrongPlayer
from engine.games.piquet.ai.solver import Solver, SolveTimeout, brute_force
from engine.games.piquet.forms_ai import KoenigPlayer
from engine.players import RandomPlayer
from engine.protocol import CHANCE, TERMINAL, get_game


class Ticks:
    """A clock that moves one step each time it is read (the work between readings is not timed)."""

    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> float:
        t = self.now
        self.now += 1
        return float(t)


class Frozen:
    def __init__(self, t: float) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def _deal(rng, n):
    cs = rng.sample(range(32), 2 * n)
    return sum(1 << c for c in cs[:n]), sum(1 << c for c in cs[n:])


def test_the_solver_gives_up_at_its_deadline_and_stays_sound():
    rng = random.Random(3)
    mine, theirs = _deal(rng, 12)
    s = Solver()
    clock = Ticks()
    s.set_deadline(3.0, clock)   # readings 0, 1, 2 are before the deadline, the 4th is not
    try:
        s.solve(mine, theirs, all_values=True)
        raise AssertionError("a twelve-card solve ended within 1,024 nodes")
    except SolveTimeout:
        pass
    assert s.nodes == 4 * Solver.CHECK_EVERY and clock.now == 4
    # the same solver, its table holding the abandoned search's bounds, solves it exactly
    s.set_deadline(None, clock)
    assert s.solve(mine, theirs, all_values=True).values == Solver().solve(mine, theirs, all_values=True).values
    # and on small endings it agrees with plain minimax after giving up in the middle
    for _ in range(20):
        n = rng.randint(3, 5)
        a, b = _deal(rng, n)
        tw = (rng.randint(0, 12 - n), 0)
        tw = (tw[0], 12 - n - tw[0])
        s = Solver()
        s.CHECK_EVERY = 1
        s.set_deadline(5.0, Ticks())
        try:
            s.solve(a, b, tricks_won=tw)
        except SolveTimeout:
            pass
        s.set_deadline(None, clock)
        assert s.solve(a, b, tricks_won=tw).value == brute_force(a, b, tricks_won=tw)


def _first_lead(seed):
    """Elder's observation at the first card of a deal (twelve cards: the slowest solves)."""
    rng = random.Random(seed)
    st = new_state(PRESETS["classic_1900"], deals=1)
    rp = RandomPlayer()
    while st.current_player() != TERMINAL:
        who = st.current_player()
        if who == CHANCE:
            a = st.sample_chance(rng)
        else:
            if st.phase == "play" and len(st.legal_actions()) > 1:
                return st.observation(who)
            a = rp.choose(st.observation(who), rng)
        st, _ = st.apply(a)
    raise AssertionError("no play")


def test_the_strong_level_stops_at_the_deadline_not_at_its_budget():
    obs = _first_lead(1)
    p = StrongPlayer(budget=1e9, max_samples=10_000, limit=None)
    clock = Ticks()
    p.clock = clock
    p.deadline = 40.0
    a = p.choose(obs, random.Random(0))
    assert a in obs.legal_actions
    # the reading that saw the deadline ended the search (one more, to choose the fallback)
    assert 40 <= clock.now <= 42
    assert p.last.worlds < 40
    # its own limit works the same way, counted from the start of the decision
    q = StrongPlayer(budget=1e9, max_samples=10_000, limit=25.0)
    q.clock = clock = Ticks()
    assert q.choose(obs, random.Random(0)) in obs.legal_actions
    assert 25 <= clock.now <= 27


def test_past_its_deadline_the_strong_level_decides_as_the_beginner():
    rng = random.Random(5)
    for game in range(2):
        st = new_state(PRESETS["classic_1900"], deals=1)
        compared = 0
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == CHANCE:
                st, _ = st.apply(st.sample_chance(rng))
                continue
            obs = st.observation(who)
            strong = StrongPlayer()
            strong.clock, strong.deadline = Frozen(10.0), 10.0
            a = strong.choose(obs, random.Random(game))
            assert a == BeginnerPlayer().choose(obs, random.Random(game))
            compared += len(obs.legal_actions) > 1
            st, _ = st.apply(a)
        assert compared > 12
    # with no deadline the same player solves its deals (the comparison above is not of two beginners)
    free = StrongPlayer(budget=0.0, max_samples=8, limit=None)
    free.min_samples = 8
    free.choose(_first_lead(2), random.Random(0))
    assert free.last.worlds == 8


def test_koenigspiquet_gives_the_two_hand_level_the_end_of_its_decision():
    spec = get_game("koenigspiquet")
    p = KoenigPlayer("strong", limit=0.75)
    seen = []
    real = p.inner.choose

    def spy(obs, rng):
        seen.append(p.inner.deadline)
        return real(obs, rng)
    p.inner.choose = spy
    # a whole round, every seat given no time: it plays as the Königspiquet beginner
    p.inner.clock = Frozen(100.0)
    p.limit = 0.0
    beginner = KoenigPlayer("beginner")
    rng = random.Random(7)
    st = spec.new_state(spec.options(), deals=1)
    decided = 0
    while st.current_player() != TERMINAL:
        who = st.current_player()
        if who == CHANCE:
            st, _ = st.apply(st.sample_chance(rng))
            continue
        obs = st.observation(who)
        a = p.choose(obs, random.Random(1))
        assert a == beginner.choose(obs, random.Random(1))
        decided += getattr(obs, "partie", None) is not None and len(obs.legal_actions) > 1
        st, _ = st.apply(a)
    assert decided > 5
    assert seen and all(d == 100.0 for d in seen) and p.inner.deadline is None
    p.limit = 0.75
    obs = _koen_obs(spec)
    assert obs is not None
    p.choose(obs, random.Random(0))
    assert seen[-1] == 100.75 and p.inner.deadline is None


def _koen_obs(spec):
    """An observation of a Königspiquet seat that plays the partie and has a choice."""
    rng = random.Random(11)
    st = spec.new_state(spec.options(), deals=1)
    rp = RandomPlayer()
    while st.current_player() != TERMINAL:
        who = st.current_player()
        if who == CHANCE:
            st, _ = st.apply(st.sample_chance(rng))
            continue
        obs = st.observation(who)
        if getattr(obs, "partie", None) is not None and len(obs.legal_actions) > 1:
            return obs
        st, _ = st.apply(rp.choose(obs, rng))
    return None


def test_the_benchmarks_level_without_a_limit_has_none():
    from engine.games.piquet.ai import strong_unlimited
    from engine.games.piquet.forms_ai import koenig_strong_unlimited

    k = koenig_strong_unlimited()
    assert k.limit is None and k.inner.limit is None and k.name != KoenigPlayer("strong").name
    assert strong_unlimited().limit is None and StrongPlayer().limit == 0.9
    # the all-seeing player of the benchmark solves its one true deal exactly, whatever the time
    from engine.games.piquet.ai.bench import OraclePlayer

    assert OraclePlayer().limit is None
