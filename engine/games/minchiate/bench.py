"""The partner player against the simple rule player: ``academie bench ai --game minchiate --own``.

Mirrored deals: every deal is played twice with the same cards, the partner
players sitting once on one side and once on the other, so the luck of the cards
cancels.  Reports the partner side's average gain per deal (Resti and points) with
a 95% confidence interval, and the partner player's decision time per move.
``--soak N`` also plays N random deals checking that the 97 cards are conserved
and every deal ends.  (``academie bench minchiate-ai`` is the same command.)
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from typing import Any

from engine.cliargs import whole
from engine.match import play_out
from engine.protocol import CHANCE, TERMINAL, get_game

from .players import PartnerPlayer, SimplePlayer


class _Timed:
    def __init__(self, inner: Any, times: list[float]) -> None:
        self.inner, self.times, self.name = inner, times, inner.name

    def choose(self, obs: Any, rng: random.Random) -> Any:
        t = time.perf_counter()
        a = self.inner.choose(obs, rng)
        self.times.append(time.perf_counter() - t)
        return a


def _gain(state: Any, partner_side_seats: tuple[int, int]) -> tuple[float, float]:
    d = state.result()["deals"][-1]
    resti = state.scores()[partner_side_seats[0]]
    side = 0 if partner_side_seats[0] in d["sides"][0] else 1
    rp = d["resti_during_play"]
    pts = d["totals"][side] - d["totals"][1 - side] + 60 * (rp[side] - rp[1 - side])
    return resti, pts


def _ci(xs: list[float]) -> tuple[float, float]:
    m = statistics.fmean(xs)
    h = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return m, h


def match(deals: int, seed: int) -> dict[str, Any]:
    spec = get_game("minchiate")
    opts = spec.options(seat_draw=False)
    times: list[float] = []
    partner, simple = _Timed(PartnerPlayer(), times), SimplePlayer()
    resti, points = [], []
    for i in range(deals):
        r = []
        for seats, players in (((0, 2), [partner, simple, partner, simple]),
                               ((1, 3), [simple, partner, simple, partner])):
            st = play_out(spec.new_state(opts, deals=1), players, random.Random(seed * 100003 + i),
                          player_rng=random.Random(i))
            r.append(_gain(st.state, seats))
        resti.append((r[0][0] + r[1][0]) / 2)
        points.append((r[0][1] + r[1][1]) / 2)
    rm, rh = _ci(resti)
    pm, ph = _ci(points)
    ts = sorted(times)
    return {
        "mirrored_deals": deals, "resti_per_deal": round(rm, 3), "resti_ci95": round(rh, 3),
        "points_per_deal": round(pm, 2), "points_ci95": round(ph, 2),
        "decisions": len(ts), "decision_ms_median": round(1000 * statistics.median(ts), 4),
        "decision_ms_p95": round(1000 * ts[int(0.95 * (len(ts) - 1))], 4),
        "decision_ms_max": round(1000 * ts[-1], 4),
    }


def soak(deals: int, seed: int) -> dict[str, Any]:
    spec = get_game("minchiate")
    rng = random.Random(seed)
    full = (1 << 97) - 1
    steps = 0
    t0 = time.perf_counter()
    for _ in range(deals):
        st = spec.new_state(spec.options(), deals=1)
        for _ in range(5000):
            who = st.current_player()
            if who == TERMINAL:
                break
            legal = st.legal_actions()
            if who != CHANCE and not legal:
                raise AssertionError("no legal action for the player to move")
            st, _ = st.apply(st.sample_chance(rng) if who == CHANCE else rng.choice(legal))
            steps += 1
            if st.hands[0] or st.piles[0] or st.piles[1]:
                union = 0
                for m in st.places():
                    if union & m:
                        raise AssertionError("a card is in two places")
                    union |= m
                if union != full:
                    raise AssertionError("a card went missing")
        else:
            raise AssertionError("a deal did not end")
        if sum(st.scores()) != 0:
            raise AssertionError("Resti do not balance")
    return {"soak_deals": deals, "steps": steps, "seconds": round(time.perf_counter() - t0, 2)}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="academie bench ai --game minchiate --own", description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=whole(1, 1_000_000), default=200, help="mirrored deal pairs to play (default 200)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--soak", type=whole(0, 10_000_000), default=0, metavar="N", help="also play N random deals checking invariants")
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    res = match(a.deals, a.seed)
    if a.soak:
        res.update(soak(a.soak, a.seed))
    if a.json:
        print(json.dumps(res, indent=2))
    else:
        print(f"partner vs simple, {res['mirrored_deals']} mirrored deals: "
              f"{res['resti_per_deal']:+.3f} ± {res['resti_ci95']:.3f} Resti per deal, "
              f"{res['points_per_deal']:+.1f} ± {res['points_ci95']:.1f} points per deal")
        print(f"partner decision time: median {res['decision_ms_median']:.3f} ms, "
              f"p95 {res['decision_ms_p95']:.3f} ms, max {res['decision_ms_max']:.3f} ms "
              f"over {res['decisions']} decisions")
        if a.soak:
            print(f"soak: {res['soak_deals']} random deals, {res['steps']} steps, all invariants held "
                  f"({res['seconds']} s)")
    return 0
