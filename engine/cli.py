"""Headless commands: ``academie play``, ``academie replay``, ``academie bench engine``.

Exit status 2 and a one-line message (never a traceback) for bad input.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from .cliargs import record_path, whole
from .options import OptionError
from .protocol import resolve_game

__all__ = ["play_main", "replay_main"]


def _fail(msg: str) -> int:
    print(f"academie: error: {msg}", file=sys.stderr)
    return 2


def _parse_overrides(items: list[str]) -> dict[str, str]:
    out = {}
    for it in items or []:
        k, sep, v = it.partition("=")
        if not sep:
            raise OptionError(f"--option expects NAME=VALUE, got {it!r}")
        out[k.strip()] = v.strip()
    return out


def _check_record_path(path: str) -> str | None:
    """Why ``--record PATH`` cannot be written (checked before the game is played), or None."""
    p = Path(path)
    folder = p.parent if str(p.parent) else Path(".")
    if p.is_dir():
        return f"--record {path}: that is a folder"
    if not folder.is_dir():
        return f"--record {path}: the folder {folder} does not exist"
    import os

    if not os.access(folder, os.W_OK):
        return f"--record {path}: the folder {folder} cannot be written to"
    return None


def cmd_play(args: argparse.Namespace) -> int:
    from .fileio import atomic_write
    from .match import play_out
    from .players import make_player
    from .protocol import IllegalAction
    from .record import record_of, write_record

    if args.deals is not None and args.deals < 1:
        return _fail(f"--deals must be 1 or more, not {args.deals}")
    if args.record is not None:
        why = _check_record_path(args.record)
        if why:
            return _fail(why)
    try:
        spec, overrides = resolve_game(args.game, _parse_overrides(args.option))
        preset = args.preset or spec.default_preset
        opts = spec.options(preset, **overrides)
        kinds = ([k.strip() for k in args.players.split(",")] if args.players
                 else ["random"] * spec.seat_count(opts))
        if len(kinds) != spec.seat_count(opts):
            return _fail(f"{spec.name} needs {spec.seat_count(opts)} players, --players names {len(kinds)}")
        players = [make_player(k, spec) for k in kinds]
    except (KeyError, ValueError, TypeError) as e:
        return _fail(str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e))
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    kwargs: dict[str, Any] = {}
    if args.deals is not None:
        kwargs["deals"] = args.deals
    if args.first_dealer is not None:
        if not 0 <= args.first_dealer < spec.seat_count(opts):
            return _fail(f"--first-dealer must be a seat from 0 to {spec.seat_count(opts) - 1}")
        kwargs["first_dealer"] = args.first_dealer
    try:
        state = spec.new_state(opts, **kwargs)
        t0 = time.perf_counter()
        played = play_out(state, players, random.Random(seed))
        elapsed = time.perf_counter() - t0
    except (ValueError, KeyError, TypeError, IllegalAction, RuntimeError) as e:
        return _fail(f"{spec.name}: {e}")
    result = {"game": spec.name, "preset": preset, "seed": seed, "players": kinds,
              **played.state.result(), "seconds": round(elapsed, 3)}
    if args.record:
        rec = record_of(spec, preset, opts, kinds, seed, played.moves, deals=args.deals,
                        first_dealer=args.first_dealer)
        try:
            atomic_write(args.record, write_record(rec))
        except OSError as e:
            return _fail(f"--record {args.record}: cannot be written: {e.strerror or e}")
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        for ev in played.events:
            if ev.text:
                print(ev.text)
        print(json.dumps({k: v for k, v in result.items() if k != "deals"}, ensure_ascii=False))
    return 0


def _course(rp: Any) -> list[dict[str, Any]]:
    """Every action replayed with its record line, its events (structured facts) and the scores after it."""
    out = []
    for (who, text, line), (evs, scores) in zip(rp.moves, rp.course):
        out.append({"line": line, "who": "chance" if who < 0 else f"p{who}", "action": text,
                    "events": [e.to_json() for e in evs], "scores": scores})
    return out


def cmd_replay(args: argparse.Namespace) -> int:
    from .record import RecordError, parse_record, read_record_file, replay

    try:
        text = read_record_file(args.file)
    except OSError as e:
        return _fail(f"cannot read {args.file}: {e.strerror or e}")
    except RecordError as e:
        return _fail(f"{args.file}: {e}")
    try:
        rec = parse_record(text)
        rp = replay(rec, course=args.json)
    except RecordError as e:
        return _fail(f"{args.file}: {e}")
    except RecursionError:
        return _fail(f"{args.file}: the record is nested too deeply to be read")
    result = {"game": rp.spec.name, "preset": rec.preset or rp.spec.default_preset,
              "seed": rec.seed, "complete": rp.state.is_over(), **rp.state.result()}
    if args.json:
        result["course"] = _course(rp)
        print(json.dumps(result, indent=2, ensure_ascii=False, default=str))
    else:
        for ev in rp.events:
            if ev.text:
                print(ev.text)
        print(json.dumps({k: v for k, v in result.items() if k != "deals"}, ensure_ascii=False))
    return 0


def play_main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="academie play", description="play games headless between computer players")
    p.add_argument("game")
    p.add_argument("--preset")
    p.add_argument("--option", action="append", metavar="NAME=VALUE", help="override one rule option")
    p.add_argument("--seed", type=whole(-(10**18 - 1), 10**18 - 1))
    p.add_argument("--deals", type=whole(1, 100_000), help="number of deals to play (default: one partie)")
    p.add_argument("--first-dealer", type=whole(0), metavar="SEAT", help="this seat deals first (no cut for the deal)")
    p.add_argument("--players", help="comma-separated player kinds, e.g. random,piquet-strong "
                   "(academie games lists each game's kinds)")
    p.add_argument("--record", metavar="FILE", type=record_path, help="write the game record to FILE")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    return cmd_play(p.parse_args(argv))


def replay_main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="academie replay", description="replay a game record and print its results")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print the results as JSON, with the course of the "
                   "game: every action, its events and the running scores")
    return cmd_replay(p.parse_args(argv))
