"""``academie bench soak``: many random deals of every registered game, preset and seat count,
with invariants checked from outside, through the protocol only:

* a state to move has legal actions, each applies without :class:`IllegalAction`, and
  ``parse_action(str(action))`` gives the action back; so do its side actions (claim,
  concede, leave out), which a random deal takes now and then (:data:`SIDE_SHARE`);
* ``apply`` never changes the state it is called on (its observations stay equal);
* every seat's observation can be taken at every step, its legal actions are the state's for
  the seat to move and none for the others, and it never shows a seat another seat's hand
  (an observation is the same whatever the hidden cards of the others, checked by playing the
  same public course with the hands redealt is beyond the protocol; we check what can be
  checked: a seat's ``hand`` is never in another seat's ``hand``);
* scores are finite numbers, a deal ends within a bound, ``standing`` gives a known result
  with points of 0 or more;
* the deal written as a record replays to the same result.

Prints one line per game, preset and seat count, and a JSON summary with ``--json``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from typing import Any

from .cliargs import game_name, whole
from .protocol import CHANCE, TERMINAL, GameSpec, IllegalAction, games

__all__ = ["soak", "main"]

MAX_MOVES = 20_000


class SoakFailure(AssertionError):
    pass


def _forms(spec: GameSpec) -> list[tuple[str, Any]]:
    """(label, options) for every preset, and for every seat count the game takes."""
    out = []
    for name, opts in spec.presets.items():
        out.append((name, opts))
        lo, hi = spec.min_players or 0, spec.max_players or 0
        if lo and hi and lo != hi and spec.seats is not None:
            for n in range(lo, hi + 1):
                if n == spec.seat_count(opts):
                    continue
                import dataclasses

                # the option that sets the number of players: an int field equal to it today
                for f in dataclasses.fields(opts):
                    if getattr(opts, f.name) != spec.seat_count(opts):
                        continue
                    try:
                        other = spec.options(name, **{f.name: n})
                    except (ValueError, TypeError, KeyError):
                        continue
                    if spec.seat_count(other) == n:
                        out.append((f"{name}/{n}", other))
                        break
    return out


#: how often a random deal takes a side action when one is offered
SIDE_SHARE = 0.03


def _check(cond: bool, msg: str) -> None:
    if not cond:
        raise SoakFailure(msg)


def one_deal(spec: GameSpec, opts: Any, rng: random.Random, *, deep: bool = True) -> dict[str, Any]:
    """Play one random deal, checking the invariants; returns counters."""
    from .record import record_of, replay

    state = spec.new_state(opts, deals=1)
    n = spec.seat_count(opts)
    moves: list[tuple[int, Any]] = []
    for step in range(MAX_MOVES):
        who = state.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            action = state.sample_chance(rng)
        else:
            _check(0 <= who < n, f"current_player {who} is not a seat")
            legal = state.legal_actions()
            _check(bool(legal), f"seat {who} to move has no legal action")
            obs = [state.observation(p) for p in range(n)]
            _check(list(obs[who].legal_actions) == list(legal) or not obs[who].legal_actions,
                   "the observation's legal actions differ from the state's")
            side = state.side_actions()
            _check(list(getattr(obs[who], "side_actions", ())) == list(side),
                   "the observation's side actions differ from the state's")
            for p in range(n):
                if p != who:
                    _check(not obs[p].legal_actions, f"seat {p} sees legal actions while seat {who} moves")
                    _check(not getattr(obs[p], "side_actions", ()), f"seat {p} sees side actions while seat {who} moves")
            if deep:
                hands = [set(getattr(o, "hand", ()) or ()) for o in obs]
                for p in range(n):
                    for q in range(p + 1, n):
                        _check(not (hands[p] & hands[q]), f"seats {p} and {q} both hold {hands[p] & hands[q]}")
                for a in (legal if len(legal) <= 40 else rng.sample(list(legal), 40)) + side:
                    _check(state.parse_action(str(a)) == a, f"parse_action(str({a!r})) is not {a!r}")
            # a side action (claim, concede, leave out) now and then, so that deals still reach their ends
            action = rng.choice(side) if side and rng.random() < SIDE_SHARE else rng.choice(legal)
        before = state.observation(0) if deep else None
        try:
            new, _events = state.apply(action)
        except IllegalAction as e:
            raise SoakFailure(f"a legal action {action!r} was refused: {e} [{e.code}]") from None
        if deep:
            _check(state.observation(0) == before, "apply changed the state it was called on")
        moves.append((who, action))
        state = new
    else:
        raise SoakFailure(f"the deal did not end within {MAX_MOVES} moves")
    sc = state.scores()
    _check(len(sc) == n and all(isinstance(x, (int, float)) and math.isfinite(x) for x in sc),
           f"scores {sc!r} are not {n} finite numbers")
    for p in range(n):
        st = state.standing(p)
        _check(st.result in ("won", "lost", "drawn") and st.points_for >= 0 and st.points_against >= 0,
               f"standing({p}) = {st!r}")
    if deep:
        preset = next((k for k, v in spec.presets.items() if v == opts), spec.default_preset)
        rec = record_of(spec, preset, opts, ["random"] * n, None, moves, deals=1)
        again = replay(rec)
        _check(again.state.result() == state.result(), "the deal's record replays to another result")
    return {"moves": len(moves)}


def soak(deals: int, seed: int, game: str | None = None, deep_every: int = 1,
         out: Any = sys.stdout) -> list[dict[str, Any]]:
    results = []
    for spec in games():
        if game and spec.name != game:
            continue
        for label, opts in _forms(spec):
            rng = random.Random(f"{seed}/{spec.name}/{label}")
            t0 = time.perf_counter()
            moves = 0
            failures: list[str] = []
            for i in range(deals):
                try:
                    moves += one_deal(spec, opts, rng, deep=(i % deep_every == 0))["moves"]
                except SoakFailure as e:
                    failures.append(f"deal {i + 1}: {e}")
                except Exception as e:   # a crash in the engine is a finding, reported with the deal
                    failures.append(f"deal {i + 1}: {type(e).__name__}: {e}")
                if len(failures) >= 5:
                    break
            secs = time.perf_counter() - t0
            row = {"game": spec.name, "form": label, "deals": deals, "moves": moves, "seconds": round(secs, 2),
                   "failures": failures}
            results.append(row)
            if out is not None:
                print(f"{spec.name:14} {label:26} {deals:6} deals {moves:8} moves {secs:7.1f}s "
                      f"{'ok' if not failures else 'FAILED: ' + failures[0]}", file=out, flush=True)
    return results


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="academie bench soak", description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=whole(1, 100_000_000), default=10_000, help="random deals per game, preset and seat count")
    p.add_argument("--game", type=game_name, help="only this game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--deep-every", type=whole(1), default=1, metavar="K",
                   help="check the costly invariants (observations, parsing, the record) every K-th deal")
    p.add_argument("--json", action="store_true")
    try:
        a = p.parse_args(argv)
    except SystemExit as e:          # a bad argument: argparse has said which, in one line
        return e.code if isinstance(e.code, int) else 2
    if a.deals < 1 or a.deep_every < 1:
        print("academie: error: --deals and --deep-every must be 1 or more", file=sys.stderr)
        return 2
    res = soak(a.deals, a.seed, a.game, a.deep_every, out=None if a.json else sys.stdout)
    if a.game and not res:
        print(f"academie: error: unknown game {a.game!r}", file=sys.stderr)
        return 2
    if a.json:
        print(json.dumps(res, indent=2))
    bad = sum(1 for r in res if r["failures"])
    if not a.json:
        print(f"{len(res)} forms, {sum(r['deals'] for r in res)} deals, {bad} with failures")
    return 1 if bad else 0
