"""``academie bench engine``: random self-play speed and the cost of legal_actions/apply; chance
actions per second (shuffles and deals, or throws of the dice in a board game)."""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from .cliargs import check_preset, game_name, number
from .players import RandomPlayer
from .protocol import CHANCE, TERMINAL, get_game


def bench_engine(game: str, preset: str | None, seconds: float, seed: int) -> dict[str, Any]:
    spec = get_game(game)
    opts = spec.options(preset)
    rng = random.Random(seed)
    player = RandomPlayer()
    deals = moves = chances = 0
    t_legal = t_apply = t_obs = 0.0
    n_legal = n_apply = 0
    t_end = time.perf_counter() + seconds
    t0 = time.perf_counter()
    while time.perf_counter() < t_end:
        state = spec.new_state(opts, deals=1)
        while True:
            who = state.current_player()
            if who == TERMINAL:
                break
            if who == CHANCE:
                action = state.sample_chance(rng)
                chances += 1
            else:
                a = time.perf_counter()
                legal = state.legal_actions()
                b = time.perf_counter()
                obs = state.observation(who)
                c = time.perf_counter()
                t_legal += b - a
                t_obs += c - b
                n_legal += 1
                action = player.choose(obs, rng) if obs.legal_actions else rng.choice(legal)
            a = time.perf_counter()
            state, _ = state.apply(action)
            t_apply += time.perf_counter() - a
            n_apply += 1
            moves += 1
        deals += 1
    wall = time.perf_counter() - t0
    res = {
        "game": spec.name, "preset": preset or spec.default_preset, "seconds": round(wall, 2),
        "deals": deals, "deals_per_second": round(deals / wall, 1),
        "actions": moves, "chance_per_second": round(chances / wall, 1), "legal_actions_us": round(1e6 * t_legal / max(1, n_legal), 1),
        "observation_us": round(1e6 * t_obs / max(1, n_legal), 1),
        "apply_us": round(1e6 * t_apply / max(1, n_apply), 1),
    }
    return res


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="academie bench engine", description=__doc__)
    p.add_argument("--game", required=True, type=game_name, help="the game to measure (academie games lists them)")
    p.add_argument("--preset", action="append", help="preset(s) to measure (default: all)")
    p.add_argument("--seconds", type=number(0, 3600, above=True), default=5.0, help="time per preset")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    for preset in a.preset or ():
        check_preset(p, a.game, preset)
    spec = get_game(a.game)
    presets = a.preset or list(spec.presets)
    print(f"{'preset':22} {'deals/s':>9} {'chance/s':>9} {'legal µs':>9} {'obs µs':>8} {'apply µs':>9}")
    for pr in presets:
        r = bench_engine(a.game, pr, a.seconds, a.seed)
        print(f"{pr:22} {r['deals_per_second']:9.1f} {r['chance_per_second']:9.1f} {r['legal_actions_us']:9.1f} "
              f"{r['observation_us']:8.1f} {r['apply_us']:9.1f}")
    return 0
