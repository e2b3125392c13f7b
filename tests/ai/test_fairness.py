"""Every computer player of every registered game acts on its observation alone.

1. Isolation: each level chooses, for observations taken from real games, exactly what it chooses
   when run in a separate process given nothing but the pickled observations.  A deliberately
   cheating player (it finds the live game state through the garbage collector) fails this check.
2. Indistinguishable states: the game's sampler builds, from a seat's observation alone, a complete
   state with the hidden cards placed anew; that state gives the seat the same observation, plays
   on legally, and the seat's decision on it is the same.
"""

from __future__ import annotations

import gc
import importlib
import os
import random
import zlib

import pytest

from engine.ai.fairness import choices, deterministic, isolated_choices, make
from engine.players import RandomPlayer
from engine.protocol import CHANCE, TERMINAL, GameState, games, get_game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMES = [g.name for g in games()]


def _ai(game: str):
    return get_game(game).ai_module()


def factories(game: str) -> list[str]:
    """Import paths of every computer player the game offers (its player kinds, else its ai module's levels)."""
    spec = next(g for g in games() if g.name == game)
    out = [k.factory for k in spec.player_kinds]
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


class Cheater:
    """Looks through the garbage collector for the live game state behind its observation and lets
    the next seat's hidden hand decide.  Without a live state it plays the first legal action."""

    name = "cheater"

    def choose(self, obs, rng):
        legal = list(obs.legal_actions)
        for o in gc.get_objects():
            if isinstance(o, GameState) and o.current_player() == obs.player:
                try:
                    same = o.observation(obs.player) == obs
                except Exception:
                    continue
                if same:
                    n = len(getattr(obs, "hand_sizes", ())) or 2
                    secret = str(o.observation((obs.player + 1) % n).hand)
                    return legal[zlib.crc32(secret.encode()) % len(legal)]
        return legal[0]


def _isolation_mismatches(game: str, facts: list[str], seeds=(1, 2)) -> list[tuple[str, int, str, str]]:
    points = [p for s in seeds for p in decision_points(game, s)]
    observations = [st.observation(who) for st, who in points]
    here = [choices(f, observations, 11) for f in facts]  # the live states in `points` are reachable here
    there = isolated_choices([(f, observations) for f in facts], 11, cwd=ROOT)
    bad = []
    for f, h, t in zip(facts, here, there):
        for k, (a, b) in enumerate(zip(h, t)):
            if a != b:
                bad.append((f, k, a, b))
    del points
    return bad


@pytest.mark.parametrize("game", GAMES)
def test_players_choose_the_same_given_only_the_pickled_observation(game):
    facts = factories(game)
    assert facts, f"{game} offers no computer player"
    assert _isolation_mismatches(game, facts) == []


def test_the_isolation_check_catches_a_player_that_finds_the_live_state():
    mismatches = []
    for game in GAMES:
        mismatches += _isolation_mismatches(game, ["tests.ai.test_fairness:Cheater"], seeds=(1, 2, 3))
    assert mismatches, "the cheating player went unnoticed"


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
