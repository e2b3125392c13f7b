"""Speed of the L'Hombre engine and sampler: ``python -m engine.games.hombre.bench [deals]``.

Prints random-playout deals per second (three and four players), and sampler calls per
second over the positions of beginner deals.

``python -m engine.games.hombre.bench --calibrate [deals]`` measures instead how well the sampler
predicts a bidder's hand, with and without the inference from the calls
(:func:`.bidsearch.call_weight`): at every decision of beginner deals in the auction and the
exchange after another seat bid, the number of black aces (Spadille, Basto) and of cards of his
longest suit the last bidder held in the auction, predicted over 40 sampled worlds against the
truth (mean error, mean absolute error, log-likelihood of the true count).
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from engine.ai.imperfect import calibrate
from engine.protocol import CHANCE, TERMINAL, get_game

from . import ranks as R
from .bidsearch import auction_hand, call_weight
from .players import BeginnerPlayer
from .sampler import sample


def _bidder(obs: Any) -> int | None:
    pub = obs.public
    auc = pub.auction if pub is not None else None
    if auc is None:
        return None
    calls: tuple[tuple[int, str], ...] = auc.calls
    for q, text in reversed(calls):
        if q != obs.player and text.split()[0] != "pass":
            return q
    return None


def _black_aces(state: Any, obs: Any) -> float | None:
    q = _bidder(obs)
    if q is None:
        return None
    h = auction_hand(state, q)
    return float((h >> R.AS & 1) + (h >> R.AC & 1))


def _longest(state: Any, obs: Any) -> float | None:
    q = _bidder(obs)
    if q is None:
        return None
    h = auction_hand(state, q)
    return float(max(R.popcount(h & R.trump_mask(t)) for t in range(4)))


def calibrate_main(deals: int) -> int:
    for game in ("hombre", "kaufquadrille"):
        spec = get_game(game)
        n = spec.players
        rng = random.Random(5)
        cases = []
        for _ in range(deals):
            st = spec.new_state(spec.options(), deals=1)
            players = [BeginnerPlayer() for _ in range(n)]
            while st.current_player() != TERMINAL:
                who = st.current_player()
                if who == CHANCE:
                    a = st.sample_chance(rng)
                else:
                    o = st.observation(who)
                    if o.phase in ("auction", "exchange") and _bidder(o) is not None:
                        cases.append((st, o))
                    a = players[who].choose(o, rng)
                st, _ = st.apply(a)
        for name, f in (("black aces", _black_aces), ("cards of his longest trump suit", _longest)):
            r = calibrate(cases, sample, f, weight=call_weight, worlds=40, rng=random.Random(2))
            for k, v in r.items():
                print(f"{game}: bidder's {name}, {k:8}: {v['cases']} decisions, predicted {v['mean_predicted']:.3f} "
                      f"v true {v['mean_true']:.3f} (mean error {v['mean_error']:+.3f}, mean absolute error "
                      f"{v['mean_abs_error']:.3f}, log-likelihood {v['log_likelihood']:.3f})")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "--calibrate":
        return calibrate_main(int(args[1]) if len(args) > 1 else 60)
    deals = int(args[0]) if args else 30
    for game in ("hombre", "kaufquadrille"):
        spec = get_game(game)
        n = spec.players
        rng = random.Random(1)
        t0 = time.perf_counter()
        st = spec.new_state(spec.options("book_1782"), deals=deals)
        moves = 0
        while st.current_player() != TERMINAL:
            who = st.current_player()
            a = st.sample_chance(rng) if who == CHANCE else rng.choice(st.legal_actions())
            st, _ = st.apply(a)
            moves += 1
        dt = time.perf_counter() - t0
        print(f"{game}: random play {deals / dt:.0f} deals/s ({moves / dt:.0f} moves/s)")
        # positions from beginner play, then sample each from every seat
        st = spec.new_state(spec.options("book_1782"), deals=max(3, deals // 10))
        obs = []
        players = [BeginnerPlayer() for _ in range(n)]
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == CHANCE:
                a = st.sample_chance(rng)
            else:
                a = players[who].choose(st.observation(who), rng)
                obs.append(st.observation(who))
            st, _ = st.apply(a)
        t0 = time.perf_counter()
        calls = 0
        for _ in range(5):
            for o in obs:
                sample(o, rng)
                calls += 1
        dt = time.perf_counter() - t0
        print(f"{game}: sampler {calls / dt:.0f} calls/s over {len(obs)} positions ({1e6 * dt / calls:.0f} µs/call)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
