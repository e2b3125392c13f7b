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

from engine.protocol import CHANCE, TERMINAL, get_game

from .bidsearch import auction_hand, call_weight
from .family_bidsearch import calibration_main
from .players import BeginnerPlayer
from .sampler import sample


def calibrate_main(deals: int) -> int:
    """Every auction and exchange decision of ``deals`` beginner deals after another seat bid, in
    L'Hombre and Kaufquadrille (:func:`.family_bidsearch.calibration_main`)."""
    return calibration_main(("hombre", "kaufquadrille"), deals, BeginnerPlayer, sample, call_weight, auction_hand,
                            ("auction", "exchange"))


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
