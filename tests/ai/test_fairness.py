"""Every computer player of every registered game acts on its observation alone.

1. Isolation: each level decides at points of real games, called from the loop that holds the live
   state, with its real time budget under a seeded clock; a separate process given nothing but the
   pickled observations must decide exactly the same.  Three deliberately cheating players fail
   this check: one finds the live state through the garbage collector, one reads it from its
   caller's frame with ``inspect``, one cheats only while it has a time budget.
2. Indistinguishable states: the game's sampler builds, from a seat's observation alone, a complete
   state with the hidden cards placed anew; that state gives the seat the same observation, plays
   on legally, and the seat's decision on it is the same.
"""

from __future__ import annotations

import gc
import importlib
import inspect
import os
import random
import time
import zlib

import pytest

from engine.ai.fairness import deterministic, isolated_choices, make, played_decisions
from engine.players import RandomPlayer
from engine.protocol import CHANCE, TERMINAL, GameState, games, get_game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMES = [g.name for g in games()]


def _ai(game: str):
    return get_game(game).ai_module()


def factories(game: str) -> list[str]:
    """Import paths of every computer player the game offers (its player kinds, else its ai module's levels)."""
    spec = next(g for g in games() if g.name == game)
    # a kind that drives an outside program (``program`` set: a UCI engine) is left out: its
    # search runs on the program's clock, which the fairness check cannot fix; the game's own tests
    # check what it is given (the position and the moves legal under the rules).  A kind that needs
    # an optional package (Whist's double-dummy master) is checked where the package is installed.
    out = [k.factory for k in spec.player_kinds if not k.program and k.is_available()]
    mod = _ai(game) if not out else None  # a game that lists its kinds: those are its players
    if mod is not None:
        out += [f"{spec.ai_module_name}:{lvl}" for lvl in ("beginner", "intermediate", "strong") if hasattr(mod, lvl)]
    return list(dict.fromkeys(out))


def decision_points(game: str, seed: int, n: int = 6) -> list[tuple[GameState, int]]:
    """States of a real game (random players, one deal) where the seat to move has a real choice,
    spread over the deal's phases."""
    spec = next(g for g in games() if g.name == game)
    rng = random.Random(seed)
    st = spec.new_state(spec.options(), deals=1)
    rp = RandomPlayer()
    found: dict[str, list] = {}
    while st.current_player() != TERMINAL:
        who = st.current_player()
        if who == CHANCE:
            a = st.sample_chance(rng)
        else:
            if len(st.legal_actions()) > 1:
                found.setdefault(getattr(st.observation(who), "phase", ""), []).append((st, who))
            a = rp.choose(st.observation(who), rng)
        st, _ = st.apply(a)
    out: list = []
    phases = sorted(found)
    k = 0
    while len(out) < n and any(found.values()):
        ph = phases[k % len(phases)]
        if found[ph]:
            out.append(found[ph].pop(rng.randrange(len(found[ph]))))
        k += 1
    return out


def _secret_choice(obs, state):
    """The cheat: the next seat's hidden hand in ``state`` picks one of ``obs``'s legal actions."""
    legal = list(obs.legal_actions)
    n = len(getattr(obs, "hand_sizes", ())) or 2
    secret = str(state.observation((obs.player + 1) % n).hand)
    return legal[zlib.crc32(secret.encode()) % len(legal)]


def _same_position(o, obs) -> bool:
    try:
        return isinstance(o, GameState) and o.current_player() == obs.player and o.observation(obs.player) == obs
    except Exception:
        return False


class Cheater:
    """Looks through the garbage collector for the live game state behind its observation and lets
    the next seat's hidden hand decide.  Without a live state it plays the first legal action."""

    name = "cheater"

    def choose(self, obs, rng):
        for o in gc.get_objects():
            if _same_position(o, obs):
                return _secret_choice(obs, o)
        return list(obs.legal_actions)[0]


class FrameCheater:
    """Reads the live state from the local variables of its callers' frames (``inspect``)."""

    name = "frame-cheater"

    def choose(self, obs, rng):
        frame = inspect.currentframe()
        while frame is not None:
            for v in list(frame.f_locals.values()):
                if _same_position(v, obs):
                    return _secret_choice(obs, v)
            frame = frame.f_back
        return list(obs.legal_actions)[0]


class BudgetCheater:
    """Plays honestly (the first legal action) when it has no time to think (``budget`` 0, as a
    fairness check that turns the clocks off sets it) and cheats through its callers' frames
    otherwise."""

    name = "budget-cheater"

    def __init__(self):
        self.budget, self.min_samples, self.max_samples = 0.5, 6, 200

    def choose(self, obs, rng):
        if not self.budget:
            return list(obs.legal_actions)[0]
        t_end = time.perf_counter() + self.budget
        while time.perf_counter() < t_end:
            pass                                   # "thinks" until its budget is spent
        return FrameCheater().choose(obs, rng)


def _decisions(game: str, facts: list[str], seeds=(1, 2), n: int = 3) -> list[list[tuple]]:
    """For each player: ``(observation, choice, seed)`` at ``n`` points of a real game per seed."""
    here: list[list[tuple]] = [[] for _ in facts]
    for seed in seeds:
        for i, f in enumerate(facts):
            here[i] += [(obs, a, seed + k) for k, (obs, a) in enumerate(played_decisions(game, f, seed, n))]
    return here


def _mismatches(facts: list[str], here: list[list[tuple]]) -> list[tuple[int, str, int, str, str]]:
    """The decisions in which a player decided otherwise in a process given only the observations:
    ``(request, factory, decision, choice here, choice there)``."""
    there = isolated_choices([(f, [o for o, _a, _s in h], [s for _o, _a, s in h]) for f, h in zip(facts, here)],
                             0, cwd=ROOT)
    return [(i, f, k, a, b) for i, (f, h, t) in enumerate(zip(facts, here, there))
            for k, ((_o, a, _s), b) in enumerate(zip(h, t)) if a != b]


@pytest.mark.parametrize("game", GAMES)
def test_players_choose_the_same_given_only_the_pickled_observation(game):
    facts = factories(game)
    assert facts, f"{game} offers no computer player"
    here = _decisions(game, facts)
    assert all([o for o, _a, _s in h] == [o for o, _a, _s in here[0]] for h in here), "every player is asked at the same points"
    assert _mismatches(facts, here) == []


CHEATS = ["tests.ai.test_fairness:Cheater", "tests.ai.test_fairness:FrameCheater", "tests.ai.test_fairness:BudgetCheater"]


@pytest.mark.parametrize("cheat", CHEATS)
def test_the_isolation_check_catches_a_cheating_player(cheat):
    here = [_decisions(g, [cheat], seeds=(1,), n=4)[0] for g in GAMES]
    caught = {GAMES[i] for i, *_ in _mismatches([cheat] * len(GAMES), here)}
    # the cheat lets a hidden hand pick among the legal actions: in every game it must show
    assert caught == set(GAMES), f"{cheat} went unnoticed in {sorted(set(GAMES) - caught)}"


SAMPLED = [g for g in GAMES if _ai(g) is not None and hasattr(_ai(g), "sample")]


@pytest.mark.parametrize("game", SAMPLED)
def test_sampled_states_are_indistinguishable_and_decisions_do_not_change(game):
    from engine.ai.search import CannotSample

    sample = _ai(game).sample
    facts = factories(game)
    rng = random.Random(3)
    checked = 0
    for seed in (1, 2, 3):
        for st, who in decision_points(game, seed, n=8):
            for seat in range(len(st.scores())):
                obs = st.observation(seat)
                try:
                    st2 = sample(obs, rng)
                except CannotSample:
                    continue
                assert st2.observation(seat) == obs
                checked += 1
                if seat == who and all(st2.observation(q) == st.observation(q) for q in range(len(st.scores()))):
                    continue    # the sample is the position itself for every seat (nothing hidden, as in chess)
                if seat == who:
                    # the sampled state plays on legally to the end
                    s, r = st2, random.Random(seed)
                    while s.current_player() not in (TERMINAL,) and getattr(s, "deal_no", 0) == getattr(st2, "deal_no", 0):
                        a = s.sample_chance(r) if s.current_player() == CHANCE else r.choice(s.legal_actions())
                        s, _ = s.apply(a)
                    # and the seat decides the same, whichever of the two states is live
                    for f in facts:
                        a1 = deterministic(make(f)).choose(obs, random.Random(5))
                        obs2 = st2.observation(seat)
                        a2 = deterministic(make(f)).choose(obs2, random.Random(5))
                        assert a1 == a2, (f, str(a1), str(a2))
    assert checked > 0
