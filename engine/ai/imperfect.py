"""Valuing a decision by imperfect-information rollouts, and measuring how well inference works.

The shared search (:mod:`engine.ai.search`) values each action by rolling sampled worlds out.  A
game's quick rollout usually plays with all hands open, which is right for choosing a card but
wrong for a call or an exchange: with open hands the declarer always finds the defence's weak
spot and the defenders never misjudge, so a bid is valued as if everyone played perfectly -- and
open hands promise the declarer too much.  Here is what no game owns:

* :func:`play_on` and :func:`policy_rollout` -- a ``Rollout`` that plays a world on to the end of the deal through the
  game's own ``apply`` with each seat deciding from *its own observation* (any player with
  ``choose(observation, rng)``, typically the game's beginner), optionally short-cut where the
  game can make the same decision more cheaply from the state (``shortcut(state) -> action or
  None``), and returns the game's value of the finished deal (``value(state, seat) -> float``,
  called once ``done(state)`` is true);
* :func:`phase_rollout` -- one rollout for decisions before the play (calls, exchanges) and
  another for the rest, chosen by the phase of the world the search hands over (so a searching
  player values its calls by the imperfect-information rollout and still its cards by the quick
  open-hand one);
* :func:`calibrate` -- how well a sampler (with or without a ``weight`` for the other seats'
  calls) predicts hidden facts: over decision points of real deals, the mean of a feature of the
  hidden hands (trumps a bidder holds, his matadors…) over sampled worlds against its true value,
  as mean error, mean absolute error and the log-likelihood of the true value under the sampled
  distribution.
"""

from __future__ import annotations

import math
import random
import statistics
from typing import Any, Callable, Iterable

from engine.protocol import CHANCE, TERMINAL, GameState

from .search import Rollout, Sampler, SearchPlayer, Weight

__all__ = ["play_on", "policy_rollout", "phase_rollout", "calibrate", "Calibration"]


def play_on(state: Any, players: Callable[[int], Any], done: Callable[[Any], bool], rng: random.Random, *,
            shortcut: Callable[[Any, random.Random], Any] | None = None, max_steps: int = 1000) -> Any:
    """``state`` played on until ``done(state)`` (or the end of the game, or a seat to move with no
    legal action, which an imagined world can reach), each seat deciding by
    ``players(seat).choose(state.observation(seat), rng)`` -- from its own observation only -- unless
    ``shortcut(state, rng)`` makes the same decision from the state more cheaply (None where it
    does not apply)."""
    st: Any = state
    for _ in range(max_steps):
        if done(st):
            break
        who = st.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            a = st.sample_chance(rng)
        else:
            a = shortcut(st, rng) if shortcut is not None else None
            if a is None:
                obs = st.observation(who)
                if not obs.legal_actions:
                    break   # a sampled world the rules cannot go on from (e.g. no king left to call)
                a = players(who).choose(obs, rng)
        st, _ = st.apply(a)
    return st


def policy_rollout(players: Callable[[int], Any], done: Callable[[Any], bool], value: Callable[[Any, int], float],
                   *, shortcut: Callable[[Any, random.Random], Any] | None = None, max_steps: int = 1000) -> Rollout:
    """A rollout playing each seat by :func:`play_on` until ``done(state)``, then ``value(state, seat)``."""

    def rollout(state: GameState, seat: int, rng: random.Random) -> float:
        st = play_on(state, players, done, rng, shortcut=shortcut, max_steps=max_steps)
        return float(value(st, seat))

    return rollout


def phase_rollout(before: Rollout, after: Rollout, is_before: Callable[[Any], bool]) -> Rollout:
    """``before`` for worlds still in a phase ``is_before(state)`` says comes before the play (the
    world after a call or an exchange), ``after`` for the rest."""

    def rollout(state: GameState, seat: int, rng: random.Random) -> float:
        return before(state, seat, rng) if is_before(state) else after(state, seat, rng)

    return rollout


class Calibration(dict[str, dict[str, float]]):
    """``{"weighted": {...}, "uniform": {...}}``, each with ``cases``, ``mean_error`` (predicted
    minus true, averaged), ``mean_abs_error``, ``log_likelihood`` (mean log of the share of sampled
    worlds, smoothed, in which the feature had its true value) and ``mean_predicted``,
    ``mean_true``."""


def calibrate(cases: Iterable[tuple[Any, Any]], sampler: Sampler, feature: Callable[[Any, Any], float | None],
              *, weight: Weight | None = None, worlds: int = 40, rng: random.Random | None = None,
              pool: int = 6) -> Calibration:
    """How well ``sampler`` -- alone and with ``weight`` (drawn as the search draws, rejection with
    ``pool`` tries) -- predicts ``feature(state, observation)`` of the hidden cards.  ``cases`` are
    ``(true_state, observation)`` pairs; a feature of None skips the case."""
    rng = rng or random.Random(1)
    results: dict[str, dict[str, list[float]]] = {"uniform": {}, "weighted": {}}
    drawers: dict[str, SearchPlayer] = {
        "uniform": SearchPlayer("calibrate", sampler, lambda s, q, r: 0.0),
        "weighted": SearchPlayer("calibrate", sampler, lambda s, q, r: 0.0, weight=weight, pool=pool),
    }
    if weight is None:
        del drawers["weighted"], results["weighted"]
    for true_state, obs in cases:
        truth = feature(true_state, obs)
        if truth is None:
            continue
        for name, p in drawers.items():
            xs = [feature(p.draw(obs, rng), obs) for _ in range(worlds)]
            vals = [float(x) for x in xs if x is not None]
            if not vals:
                continue
            r = results[name]
            mean = statistics.fmean(vals)
            hit = sum(1 for x in vals if x == truth)
            r.setdefault("pred", []).append(mean)
            r.setdefault("true", []).append(float(truth))
            r.setdefault("ll", []).append(math.log((hit + 0.5) / (len(vals) + 1.0)))
    out = Calibration()
    for name, r in results.items():
        if not r:
            continue
        preds, trues = r["pred"], r["true"]
        out[name] = {
            "cases": len(preds),
            "mean_predicted": statistics.fmean(preds),
            "mean_true": statistics.fmean(trues),
            "mean_error": statistics.fmean(a - b for a, b in zip(preds, trues)),
            "mean_abs_error": statistics.fmean(abs(a - b) for a, b in zip(preds, trues)),
            "log_likelihood": statistics.fmean(r["ll"]),
        }
    return out

