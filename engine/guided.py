"""Helpers for writing a game's guided first deal (``docs/guided-deal.md``); no Qt here.

* :func:`make_record` plays one deal of a game with computer players (a stronger one for the
  person's seat, so the person's moves are worth explaining) and returns its record with every
  chance line written out, as ``GAME.tutorial.txt`` needs it.
* :func:`describe` lists a record's actions by index, with who acts, the phase and what the
  engine says happened: the keys and the facts for ``GAME.tutorial.LANG.toml``.

From the command line::

    python -m engine.guided make GAME --seed 2 --first-dealer 2 --human 0 --person KIND > deal.txt
    python -m engine.guided show deal.txt
    python -m engine.guided search GAME --seeds 1-60 --want 'honours' --want 'codille' --person-wins

* :func:`search` tries seeds until a deal shows every wanted moment (regular expressions over
  the engine's sentences), so a guided deal is chosen by its content; the command that found a
  deal is written in its record's comment.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass
from typing import Any

from .protocol import CHANCE, TERMINAL, get_game
from .record import parse_record, record_of, start_state, write_record

__all__ = ["make_record", "describe", "search", "Line"]


def make_record(game: str, seed: int, human: int = 0, first_dealer: int | None = None, *,
                person: str | None = None, others: str | None = None, preset: str | None = None) -> str:
    """The record of one deal of ``game``: chance drawn from ``seed``, seat ``human`` played by
    the computer player ``person`` and every other seat by ``others`` (default: the game's
    strongest and its first offered level)."""
    from .players import make_player, offered_kinds

    spec = get_game(game)
    preset = preset or spec.default_preset
    opts = spec.options(preset)
    kinds = [k.name for k in offered_kinds(spec) if k.name != "random"] or ["random"]
    person = person or kinds[-1]
    others = others or kinds[0]
    state = spec.new_state(opts, deals=1, first_dealer=first_dealer)
    n = spec.seat_count(opts)
    players = {q: make_player(person if q == human else others, spec) for q in range(n)}
    rng = random.Random(seed)
    moves: list[tuple[int, Any]] = []
    while state.current_player() != TERMINAL:
        who = state.current_player()
        if who == CHANCE:
            action = state.sample_chance(rng)
        else:
            action = players[who].choose(state.observation(who), random.Random(seed * 31 + len(moves)))
        moves.append((who, action))
        state, _events = state.apply(action)
    seats = ["tutor"] * n
    seats[human] = "human"
    return write_record(record_of(spec, preset, opts, seats, None, moves, deals=1, first_dealer=first_dealer))


@dataclass(frozen=True)
class Line:
    index: int          # the key of the step's text
    who: int            # seat, or CHANCE
    phase: str          # the phase the action was taken in ("" when the observation has none)
    action: str         # record notation
    events: tuple[str, ...]    # the engine's sentences for what followed


def describe(record_text: str) -> list[Line]:
    """Every action of the record with its index, seat, phase and the events it caused."""
    rec = parse_record(record_text)
    _spec, _opts, state = start_state(rec)
    out = []
    for i, (who, text, _line) in enumerate(rec.moves):
        seat = who if who != CHANCE else 0
        phase = str(getattr(state.observation(seat), "phase", "") or "")
        state, events = state.apply(state.parse_action(text))
        out.append(Line(i, who, phase, text, tuple(e.text for e in events if e.text)))
    return out


def search(game: str, seeds: range, wants: list[str], human: int = 0, first_dealer: int | None = None, *,
           person: str | None = None, others: str | None = None, preset: str | None = None,
           person_wins: bool = False, avoid: list[str] | None = None) -> list[tuple[int, str]]:
    """The seeds whose deal shows every pattern of ``wants`` (and none of ``avoid``) in the
    engine's sentences, with ``person_wins``: where the person's seat ends with the best score;
    each with its record."""
    import re

    found = []
    for seed in seeds:
        text = make_record(game, seed, human, first_dealer, person=person, others=others, preset=preset)
        said = "\n".join(e for ln in describe(text) for e in ln.events)
        if not all(re.search(w, said, re.I | re.M) for w in wants):
            continue
        if any(re.search(a, said, re.I | re.M) for a in avoid or []):
            continue
        if person_wins:
            rec = parse_record(text)
            _spec, _opts, state = start_state(rec)
            for _who, act, _line in rec.moves:
                state = state.apply(state.parse_action(act))[0]
            scores = list(state.scores())
            if scores[human] < max(scores):
                continue
        found.append((seed, text))
    return found


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.guided", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    mk = sub.add_parser("make", help="play one deal and print its record")
    mk.add_argument("game")
    mk.add_argument("--seed", type=int, default=1)
    mk.add_argument("--human", type=int, default=0, help="the person's seat")
    mk.add_argument("--first-dealer", type=int, default=None)
    mk.add_argument("--person", default=None, help="computer player for the person's seat")
    mk.add_argument("--others", default=None, help="computer player for the other seats")
    mk.add_argument("--preset", default=None)
    se = sub.add_parser("search", help="try seeds until a deal shows every wanted moment")
    se.add_argument("game")
    se.add_argument("--seeds", default="1-40", help="a range A-B")
    se.add_argument("--want", action="append", default=[], help="a regular expression over what happened")
    se.add_argument("--avoid", action="append", default=[], help="a regular expression that must not match")
    se.add_argument("--person-wins", action="store_true")
    se.add_argument("--human", type=int, default=0)
    se.add_argument("--first-dealer", type=int, default=None)
    se.add_argument("--person", default=None)
    se.add_argument("--others", default=None)
    se.add_argument("--preset", default=None)
    se.add_argument("--first", action="store_true", help="stop at the first match and print its record")
    sh = sub.add_parser("show", help="list a record's actions by index with what happened")
    sh.add_argument("record")
    a = ap.parse_args(argv)
    if a.cmd == "make":
        sys.stdout.write(make_record(a.game, a.seed, a.human, a.first_dealer, person=a.person, others=a.others,
                                     preset=a.preset))
        return 0
    if a.cmd == "search":
        lo, _, hi = a.seeds.partition("-")
        seeds = range(int(lo), int(hi or lo) + 1)
        for seed in seeds:
            hit = search(a.game, range(seed, seed + 1), a.want, a.human, a.first_dealer, person=a.person,
                         others=a.others, preset=a.preset, person_wins=a.person_wins, avoid=a.avoid)
            if hit:
                print(f"seed {seed}: matches", flush=True)
                if a.first:
                    sys.stdout.write(hit[0][1])
                    return 0
        return 0
    with open(a.record, encoding="utf-8") as f:
        lines = describe(f.read())
    for ln in lines:
        who = "chance" if ln.who == CHANCE else f"p{ln.who}"
        act = ln.action if len(ln.action) <= 60 else ln.action[:60] + "…"
        print(f"{ln.index:3d} {who:6s} {ln.phase:10s} {act}")
        for e in ln.events:
            print(f"{'':21s}{e}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
