"""Benchmark: ``python -m engine.games.whist.bench [--positions N] [--deals N] [--endgame]``.

Prints the sampler's speed for Whist and Boston (microseconds per sampled state, on
positions from random deals), random play speed, and how the beginners do against
random partners.  Numbers only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any, Callable

from engine.protocol import CHANCE, get_game


def _positions(game: str, n: int, seed: int) -> list[Any]:
    spec = get_game(game)
    rng = random.Random(seed)
    out: list[Any] = []
    while len(out) < n:
        s = spec.new_state(spec.options(), deals=1)
        while not s.is_over():
            if s.phase == "play":
                out.append(s.observation(s.to_move))
            s, _ = s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    return out[:n]


def _sampler(game: str, n: int) -> float:
    sample: Callable[[Any, random.Random], Any]
    if game == "whist":
        from engine.games.whist.sampler import sample as whist_sample
        sample = whist_sample
    else:
        from engine.games.boston.sampler import sample as boston_sample
        sample = boston_sample
    obs = _positions(game, n, 1)
    best = float("inf")
    for _ in range(3):   # the best of three runs: the machine is shared
        rng = random.Random(2)
        t = time.perf_counter()
        for o in obs:
            sample(o, rng)
        best = min(best, time.perf_counter() - t)
    return best / len(obs) * 1e6


def _beginner_tricks(deals: int) -> tuple[float, float]:
    from engine.games.whist.ai import BeginnerPlayer
    from engine.players import RandomPlayer
    spec = get_game("whist")
    mine = theirs = 0
    for seed in range(deals):
        rng = random.Random(seed)
        side = seed % 2
        players = [BeginnerPlayer() if q % 2 == side else RandomPlayer() for q in range(4)]
        s = spec.new_state(spec.options(calling_at_eight=False), deals=1)
        while not s.is_over():
            p = s.current_player()
            s, _ = s.apply(s.sample_chance(rng) if p == CHANCE else players[p].choose(s.observation(p), rng))
        tricks = s.log[-1]["tricks"]
        mine += tricks[side]
        theirs += tricks[1 - side]
    return mine / deals, theirs / deals


def _random_play(deals: int) -> float:
    spec = get_game("whist")
    rng = random.Random(3)
    t = time.perf_counter()
    moves = 0
    for _ in range(deals):
        s = spec.new_state(spec.options(), deals=1)
        while not s.is_over():
            s, _ = s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
            moves += 1
    return moves / (time.perf_counter() - t)


def _endgame(cards: int, n: int) -> tuple[float, float]:
    """The exact solver (:mod:`.endgame`) on ``n`` random endings of ``cards`` cards a hand (random
    trumps or none, random leader and direction): microseconds and nodes per solve, best of three."""
    from engine.games.whist.endgame import _Solver

    rng = random.Random(1)
    cases = []
    for _ in range(n):
        pack = list(range(52))
        rng.shuffle(pack)
        hands = [sum(1 << c for c in pack[q * cards:(q + 1) * cards]) for q in range(4)]
        cases.append((hands, rng.choice([-1, 0, 1, 2, 3]), rng.choice([1, 3]), rng.randrange(4)))
    best, nodes = float("inf"), 0
    for _ in range(3):
        nodes = 0
        t = time.perf_counter()
        for hands, trump, step, lead in cases:
            sv = _Solver(trump, step)
            sv.ab(list(hands), [], lead, -1, cards + 1)
            nodes += sv.nodes
        best = min(best, time.perf_counter() - t)
    return best / n * 1e6, nodes / n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=2000)
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--endgame", action="store_true", help="only the exact solver of the last tricks")
    a = ap.parse_args(argv)
    if a.endgame:
        for k in (2, 3, 4, 5):
            us, nodes = _endgame(k, 200 if k < 5 else 50)
            print(f"whist endgame solver, {k} cards a hand: {us:.0f} us and {nodes:.0f} nodes per solve "
                  f"(random endings, best of 3)")
        return 0
    print(f"whist sampler: {_sampler('whist', a.positions):.1f} us per state ({a.positions} positions, best of 3)")
    print(f"boston sampler: {_sampler('boston', a.positions):.1f} us per state ({a.positions} positions, best of 3)")
    print(f"whist random play: {_random_play(a.deals // 4 or 1):.0f} actions per second")
    m, t = _beginner_tricks(a.deals)
    print(f"whist beginner pair vs random pair: {m:.2f} to {t:.2f} tricks per deal ({a.deals} deals)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
