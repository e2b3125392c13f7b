"""The text game record: like PGN for chess, one file per game.

::

    # Académie des Jeux game record
    [Game "piquet"]
    [Preset "classic_1900"]
    [Option "target_score" "101"]
    [Seats "random" "human"]
    [Seed "42"]
    [FirstDealerSeat "1"]      ; optional: seat 1 deals first, without the cut

    chance: cut 9H KS
    chance: deal AS KS … (the whole pack in dealing order)
    p0: exchange 7C 8C 9C
    p1: exchange 7D
    …

Header lines are ``[Key "value" …]``.  Every other non-blank line is one action:
``chance:`` for the shuffle or the cut, ``pN:`` for seat N (counted from 0).
``;`` starts a comment.  Chance lines may be left out when a ``Seed`` header is
given: the replay then draws the same outcomes from that seed.  See
``docs/record-format.md``.
"""

from __future__ import annotations

import dataclasses
import random
import shlex
from dataclasses import dataclass, field
from typing import Any, Iterable

from .options import OptionError, make_options, overrides_of
from .protocol import CHANCE, TERMINAL, Event, GameSpec, GameState, IllegalAction, resolve_game

__all__ = ["RecordError", "Record", "parse_record", "write_record", "replay", "Replayed"]

MAGIC = "# Académie des Jeux game record"


class RecordError(ValueError):
    """A malformed or impossible record; names the line and the field."""

    def __init__(self, line: int | None, field_: str, message: str) -> None:
        self.line = line
        self.field = field_
        where = f"line {line}" if line is not None else "record"
        super().__init__(f"{where}: {field_}: {message}")


@dataclass
class Record:
    game: str
    preset: str
    overrides: dict[str, Any] = field(default_factory=dict)
    seats: list[str] = field(default_factory=list)
    seed: int | None = None
    deals: int | None = None  # deals to play (None: one partie / one game)
    first_dealer: int | None = None  # the seat that deals first without a cut (None: the game's cut or draw)
    headers: dict[str, str] = field(default_factory=dict)  # any other headers, kept verbatim
    moves: list[tuple[int, str, int | None]] = field(default_factory=list)  # (who, action text, line)


def _quote(s: Any) -> str:
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_record(rec: Record) -> str:
    out = [MAGIC, f"[Game {_quote(rec.game)}]", f"[Preset {_quote(rec.preset)}]"]
    for k, v in rec.overrides.items():
        vv = ("true" if v else "false") if isinstance(v, bool) else v
        out.append(f"[Option {_quote(k)} {_quote(vv)}]")
    if rec.seats:
        out.append("[Seats " + " ".join(_quote(s) for s in rec.seats) + "]")
    if rec.seed is not None:
        out.append(f"[Seed {_quote(rec.seed)}]")
    if rec.deals is not None:
        out.append(f"[Deals {_quote(rec.deals)}]")
    if rec.first_dealer is not None:
        out.append(f"[FirstDealerSeat {_quote(rec.first_dealer)}]")
    for k, v in rec.headers.items():
        out.append(f"[{k} {_quote(v)}]")
    out.append("")
    for who, text, _ in rec.moves:
        out.append(("chance" if who == CHANCE else f"p{who}") + ": " + text)
    return "\n".join(out) + "\n"


def parse_record(text: str) -> Record:
    """Parse the text of a record.  Raises :class:`RecordError` naming the line."""
    rec = Record(game="", preset="")
    seen_moves = False
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.split(";", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line:
            continue
        if line.startswith("["):
            if seen_moves:
                raise RecordError(n, "header", "headers must come before the first action")
            if not line.endswith("]"):
                raise RecordError(n, "header", "missing closing ]")
            try:
                parts = shlex.split(line[1:-1])
            except ValueError as e:
                raise RecordError(n, "header", f"cannot read it ({e})") from None
            if not parts:
                raise RecordError(n, "header", "empty header")
            key, vals = parts[0], parts[1:]
            if key == "Game":
                rec.game = _one(n, key, vals)
            elif key == "Preset":
                rec.preset = _one(n, key, vals)
            elif key == "Option":
                if len(vals) != 2:
                    raise RecordError(n, "Option", 'expected [Option "name" "value"]')
                rec.overrides[vals[0]] = vals[1]
            elif key == "Seats":
                rec.seats = vals
            elif key in ("Seed", "Deals", "FirstDealerSeat"):
                v = _one(n, key, vals)
                try:
                    num = int(v)
                except ValueError:
                    raise RecordError(n, key, f"{v!r} is not a whole number") from None
                if key == "Deals" and num < 1:
                    raise RecordError(n, key, "must be at least 1")
                if key == "FirstDealerSeat" and num < 0:
                    raise RecordError(n, key, "must be a seat number (0 or more)")
                setattr(rec, {"FirstDealerSeat": "first_dealer"}.get(key, key.lower()), num)
            else:
                rec.headers[key] = " ".join(vals)
            continue
        seen_moves = True
        who_s, sep, act = line.partition(":")
        who_s = who_s.strip()
        if not sep or not act.strip():
            raise RecordError(n, "action", "expected 'chance: …' or 'pN: …'")
        if who_s == "chance":
            who = CHANCE
        elif who_s.startswith("p") and who_s[1:].isdigit():
            who = int(who_s[1:])
        else:
            raise RecordError(n, "seat", f"{who_s!r} is neither 'chance' nor pN")
        rec.moves.append((who, act.strip(), n))
    if not rec.game:
        raise RecordError(None, "Game", "the record names no game ([Game \"…\"] header missing)")
    return rec


def _one(n: int, key: str, vals: list[str]) -> str:
    if len(vals) != 1:
        raise RecordError(n, key, f'expected [{key} "value"]')
    return vals[0]


@dataclass
class Replayed:
    spec: GameSpec
    options: Any
    state: GameState
    events: list[Event]
    moves: list[tuple[int, str, int | None]]


def start_state(rec: Record) -> tuple[GameSpec, Any, GameState]:
    try:
        # an older record may name a game by an option of another (Piquet's variant=koenigspiquet)
        spec, overrides = resolve_game(rec.game, rec.overrides)
    except KeyError as e:
        raise RecordError(None, "Game", str(e.args[0])) from None
    try:
        opts = make_options(spec, rec.preset or spec.default_preset, overrides)
    except OptionError as e:
        raise RecordError(None, "Option" if e.option not in (None, "preset") else "Preset", str(e)) from None
    kwargs: dict[str, Any] = {}
    if rec.deals is not None:
        kwargs["deals"] = rec.deals
    if rec.first_dealer is not None:
        if rec.first_dealer >= spec.seat_count(opts):
            raise RecordError(None, "FirstDealerSeat", f"seat {rec.first_dealer} does not play {spec.name} "
                              f"for {spec.seat_count(opts)}")
        kwargs["first_dealer"] = rec.first_dealer
    return spec, opts, spec.new_state(opts, **kwargs)


def replay(rec: Record, *, until: int | None = None) -> Replayed:
    """Replay a record; chance outcomes not written down are drawn from its seed."""
    spec, opts, state = start_state(rec)
    rng = random.Random(rec.seed) if rec.seed is not None else None
    events: list[Event] = []
    moves = list(rec.moves)
    done: list[tuple[int, str, int | None]] = []
    i = 0
    while until is None or len(done) < until:
        who = state.current_player()
        if who == TERMINAL:
            if i < len(moves):
                raise RecordError(moves[i][2], "action", "the game is already over")
            break
        if i < len(moves) and (moves[i][0] == who or (who == CHANCE) == (moves[i][0] == CHANCE)):
            mwho, text, line = moves[i]
            if mwho != who:
                raise RecordError(line, "seat", f"it is {_who(who)}'s turn, not {_who(mwho)}'s")
            try:
                action = state.parse_action(text)
                state, evs = state.apply(action)
            except IllegalAction as e:
                raise RecordError(line, "action", f"{text!r} is illegal here: {e} [{e.code}]") from None
            except (ValueError, KeyError) as e:
                raise RecordError(line, "action", f"cannot read {text!r}: {e}") from None
            i += 1
        elif who == CHANCE and rng is not None:
            action = state.sample_chance(rng)
            text, line = str(action), None
            state, evs = state.apply(action)
        elif i >= len(moves):
            break  # record ends mid-game: that is allowed (a saved game)
        else:
            mwho, text, line = moves[i]
            if who == CHANCE:
                raise RecordError(line, "action", "a chance outcome is needed here, and the record has no Seed")
            raise RecordError(line, "seat", f"it is {_who(who)}'s turn, not {_who(mwho)}'s")
        done.append((who, text, line))
        events.extend(evs)
    return Replayed(spec, opts, state, events, done)


def _who(w: int) -> str:
    return "chance" if w == CHANCE else f"p{w}"


def record_of(spec: GameSpec, preset: str, options: Any, seats: Iterable[str], seed: int | None,
              moves: Iterable[tuple[int, Any]], *, keep_chance: bool = True, deals: int | None = None,
              headers: dict[str, str] | None = None, first_dealer: int | None = None) -> Record:
    """Build a :class:`Record` from moves played."""
    return Record(
        game=spec.name, preset=preset, overrides=overrides_of(spec, preset, options),
        seats=list(seats), seed=seed, deals=deals, first_dealer=first_dealer, headers=dict(headers or {}),
        moves=[(w, str(a), None) for w, a in moves if keep_chance or w != CHANCE],
    )


def asdict_options(options: Any) -> dict[str, Any]:
    return dataclasses.asdict(options)
