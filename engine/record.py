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
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from .options import OptionError, make_options, overrides_of
from .protocol import CHANCE, TERMINAL, Event, GameSpec, GameState, IllegalAction, resolve_game

__all__ = ["RecordError", "Record", "parse_record", "read_record_file", "write_record", "replay", "Replayed"]

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
    lines: dict[str, int] = field(default_factory=dict)  # header name (``Option NAME``) -> its line


# characters a header value may not hold as they are: the quote and the backslash, and every
# character that str.splitlines (or an editor) takes for the end of a line
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_LINE_BREAKS = "\v\f\x1c\x1d\x1e\x85\u2028\u2029"
_UNESCAPE = {"\\": "\\", '"': '"', "n": "\n", "r": "\r", "t": "\t"}
_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,63}\Z")
_SEAT = re.compile(r"p([0-9]{1,3})\Z")
_NUMBER = re.compile(r"-?[0-9]{1,18}\Z")

MAX_RECORD_CHARS = 8_000_000   # a record longer than this is refused (a whole session of thousands of deals is far less)
MAX_MOVES = 400_000            # actions in one record


def _quote(s: Any) -> str:
    out = []
    for ch in str(s):
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ch in _LINE_BREAKS or (ord(ch) < 32) or ch == "\x7f":
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _check_key(key: str) -> str:
    if not _KEY.match(key):
        raise ValueError(f"a header name must be a letter followed by letters, digits, _ or -, not {key!r}")
    return key


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
        out.append(f"[{_check_key(k)} {_quote(v)}]")
    out.append("")
    for who, text, _ in rec.moves:
        if "\n" in text or "\r" in text or ";" in text:
            raise ValueError(f"an action cannot be written on one line: {text!r}")
        out.append(("chance" if who == CHANCE else f"p{who}") + ": " + text)
    return "\n".join(out) + "\n"


def _header_tokens(n: int, line: str) -> list[str]:
    """The words of a header line ``[Key "value" …]`` (after the ``[``); ``;`` outside quotes
    starts a comment.  Linear in the length of the line."""
    toks: list[str] = []
    i, end = 1, len(line)
    closed = False
    while i < end:
        ch = line[i]
        if ch in " \t":
            i += 1
        elif ch == "]":
            closed = True
            rest = line[i + 1:].strip()
            if rest and not rest.startswith(";"):
                raise RecordError(n, "header", f"text after the closing ]: {rest[:40]!r}")
            break
        elif ch == ";":
            break
        elif ch == '"':
            buf: list[str] = []
            i += 1
            while True:
                j = i
                while j < end and line[j] not in '"\\':
                    j += 1
                buf.append(line[i:j])
                if j >= end:
                    raise RecordError(n, "header", "a quoted value is not closed (missing \")")
                if line[j] == '"':
                    i = j + 1
                    break
                esc = line[j + 1:j + 2]
                if esc in _UNESCAPE:
                    buf.append(_UNESCAPE[esc])
                    i = j + 2
                elif esc == "u" and re.match(r"[0-9a-fA-F]{4}\Z", line[j + 2:j + 6]):
                    buf.append(chr(int(line[j + 2:j + 6], 16)))
                    i = j + 6
                else:
                    raise RecordError(n, "header", f"unknown escape \\{esc} in a quoted value")
            toks.append("".join(buf))
        else:
            j = i
            while j < end and line[j] not in ' \t"];':
                j += 1
            toks.append(line[i:j])
            i = j
    if not closed:
        raise RecordError(n, "header", "missing closing ]")
    return toks


def _lines(text: str) -> Iterable[tuple[int, str]]:
    """(number, line) counting lines as an editor does: at ``\\n`` (a ``\\r`` before it is dropped)."""
    pos, n, size = 0, 0, len(text)
    while pos < size:
        nl = text.find("\n", pos)
        if nl < 0:
            nl = size
        n += 1
        line = text[pos:nl]
        if line.endswith("\r"):
            line = line[:-1]
        yield n, line
        pos = nl + 1


def parse_record(text: str) -> Record:
    """Parse the text of a record.  Raises :class:`RecordError` naming the line."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(None, "size", f"the record is too long ({len(text):,} characters; "
                          f"at most {MAX_RECORD_CHARS:,})")
    if text.startswith("\ufeff"):
        text = text[1:]              # a byte-order mark some editors put first
    rec = Record(game="", preset="")
    seen_moves = False
    for n, raw in _lines(text):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#") or stripped.startswith(";"):
            continue
        if "\x00" in stripped:
            raise RecordError(n, "text", "the line holds a NUL character (not a text record)")
        if stripped.startswith("["):
            if seen_moves:
                raise RecordError(n, "header", "headers must come before the first action")
            parts = _header_tokens(n, stripped)
            if not parts:
                raise RecordError(n, "header", "empty header")
            key, vals = parts[0], parts[1:]
            if not _KEY.match(key):
                raise RecordError(n, "header", f"{key[:40]!r} is not a header name")
            if key in rec.lines and key != "Option":
                raise RecordError(n, key, f"given twice (also on line {rec.lines[key]})")
            rec.lines.setdefault(key, n)
            if key == "Game":
                rec.game = _one(n, key, vals)
            elif key == "Preset":
                rec.preset = _one(n, key, vals)
            elif key == "Option":
                if len(vals) != 2:
                    raise RecordError(n, "Option", 'expected [Option "name" "value"]')
                if vals[0] in rec.overrides:
                    raise RecordError(n, "Option", f"{vals[0]!r} is given twice")
                rec.overrides[vals[0]] = vals[1]
                rec.lines["Option " + vals[0]] = n
            elif key == "Seats":
                rec.seats = vals
            elif key in ("Seed", "Deals", "FirstDealerSeat"):
                v = _one(n, key, vals)
                if not _NUMBER.match(v):
                    raise RecordError(n, key, f"{v[:40]!r} is not a whole number (at most 18 digits)")
                num = int(v)
                if key == "Deals" and not 1 <= num <= 100_000:
                    raise RecordError(n, key, "must be from 1 to 100000")
                if key == "FirstDealerSeat" and num < 0:
                    raise RecordError(n, key, "must be a seat number (0 or more)")
                setattr(rec, {"FirstDealerSeat": "first_dealer"}.get(key, key.lower()), num)
            else:
                rec.headers[key] = " ".join(vals)
            continue
        seen_moves = True
        line = raw.split(";", 1)[0].strip()
        who_s, sep, act = line.partition(":")
        who_s = who_s.strip()
        if not sep or not act.strip():
            raise RecordError(n, "action", "expected 'chance: …' or 'pN: …'")
        if who_s == "chance":
            who = CHANCE
        else:
            m = _SEAT.match(who_s)
            if m is None:
                raise RecordError(n, "seat", f"{who_s[:40]!r} is neither 'chance' nor pN (N a seat number)")
            who = int(m.group(1))
        if len(rec.moves) >= MAX_MOVES:
            raise RecordError(n, "action", f"more than {MAX_MOVES:,} actions: no game is that long")
        rec.moves.append((who, act.strip(), n))
    if not rec.game:
        raise RecordError(None, "Game", "the record names no game ([Game \"…\"] header missing)")
    return rec


def read_record_file(path: Any) -> str:
    """The text of a record file, or :class:`RecordError` naming the problem: too large, not
    UTF-8 (with the line and column of the first bad byte), or holding NUL bytes.  A UTF-8
    byte-order mark is dropped."""
    from pathlib import Path

    p = Path(path)
    limit = MAX_RECORD_CHARS * 2          # bytes: room for accented names, never a whole 50 MB file in memory
    with open(p, "rb") as f:
        import os

        size = os.fstat(f.fileno()).st_size
        if size > limit:
            raise RecordError(None, "size", f"the file is too large ({size:,} bytes; a record is at most "
                              f"{limit:,})")
        data = f.read(limit + 1)
    if len(data) > limit:
        raise RecordError(None, "size", f"the file is too large (more than {limit:,} bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise RecordError(line, "encoding", f"column {col} (byte {e.start}): byte 0x{data[e.start]:02x} "
                          "is not UTF-8 text; a record is a UTF-8 text file") from None
    return text


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
    # per action replayed: its events and every seat's score after it (``GameState.scores``)
    course: list[tuple[list[Event], list[float]]] = field(default_factory=list)


def start_state(rec: Record) -> tuple[GameSpec, Any, GameState]:
    """The game, its options and its first state as the record's headers say; a problem is a
    :class:`RecordError` naming the header's line."""
    try:
        # an older record may name a game by an option of another (Piquet's variant=koenigspiquet)
        spec, overrides = resolve_game(rec.game, rec.overrides)
    except KeyError as e:
        raise RecordError(rec.lines.get("Game"), "Game", str(e.args[0])) from None
    except (ValueError, TypeError) as e:
        raise RecordError(rec.lines.get("Game"), "Game", str(e)) from None
    try:
        opts = make_options(spec, rec.preset or spec.default_preset, overrides)
    except OptionError as e:
        if e.option in (None, "preset"):
            raise RecordError(rec.lines.get("Preset"), "Preset", str(e)) from None
        raise RecordError(rec.lines.get(f"Option {e.option}", rec.lines.get("Option")), "Option", str(e)) from None
    kwargs: dict[str, Any] = {}
    if rec.deals is not None:
        kwargs["deals"] = rec.deals
    if rec.first_dealer is not None:
        if rec.first_dealer >= spec.seat_count(opts):
            raise RecordError(rec.lines.get("FirstDealerSeat"), "FirstDealerSeat",
                              f"seat {rec.first_dealer} does not play {spec.name} for {spec.seat_count(opts)}")
        kwargs["first_dealer"] = rec.first_dealer
    try:
        state = spec.new_state(opts, **kwargs)
    except (ValueError, TypeError) as e:
        raise RecordError(rec.lines.get("Deals") or rec.lines.get("Game"), "Deals" if rec.deals else "Game", str(e)) from None
    return spec, opts, state


StepHook = Callable[[GameState, int, Any, list[Event]], None]


def replay(rec: Record, *, until: int | None = None, course: bool = False, start: tuple[GameSpec, Any, GameState] |
           None = None, on_step: StepHook | None = None, progress: Callable[[int, int], None] | None = None,
           progress_every: int = 500) -> Replayed:
    """Replay a record; chance outcomes not written down are drawn from its seed.  With
    ``course`` the result also holds each action's events and the running scores.

    ``start``: :func:`start_state` of the record when the caller has it already; ``on_step``
    is called with (state before, who, action, events) for every action replayed (then the
    events are not also gathered in the result, which keeps a long record's replay lean);
    ``progress`` with (actions of the record replayed, actions in the record) every
    ``progress_every`` actions — it may raise to stop the replay."""
    spec, opts, state = start if start is not None else start_state(rec)
    rng = random.Random(rec.seed) if rec.seed is not None else None
    events: list[Event] = []
    moves = list(rec.moves)
    done: list[tuple[int, str, int | None]] = []
    steps: list[tuple[list[Event], list[float]]] = []
    i = 0
    while until is None or len(done) < until:
        who = state.current_player()
        if who == TERMINAL:
            if i < len(moves):
                raise RecordError(moves[i][2], "action", "the game is already over")
            break
        implied = state.implied_action() if who >= 0 and i < len(moves) else None
        if implied is not None and not _fits(state, moves[i], who):
            # an older record leaves out a turn the game once skipped: take the implied action
            action, before = implied, state
            state, evs = state.apply(implied)
            text, line = str(implied), None
        elif i < len(moves) and (moves[i][0] == who or (who == CHANCE) == (moves[i][0] == CHANCE)):
            mwho, text, line = moves[i]
            if mwho != who:
                raise RecordError(line, "seat", f"it is {_who(who)}'s turn, not {_who(mwho)}'s")
            try:
                action = state.parse_action(text)
                before = state
                state, evs = state.apply(action)
            except IllegalAction as e:
                raise RecordError(line, "action", f"{text[:80]!r} is illegal here: {e} [{e.code}]") from None
            except (ValueError, KeyError, IndexError, TypeError, AttributeError) as e:
                raise RecordError(line, "action", f"cannot read {text[:80]!r}: {e}") from None
            i += 1
        elif who == CHANCE and rng is not None:
            action = state.sample_chance(rng)
            text, line = str(action), None
            before = state
            state, evs = state.apply(action)
        elif i >= len(moves):
            break  # record ends mid-game: that is allowed (a saved game)
        else:
            mwho, text, line = moves[i]
            if who == CHANCE:
                raise RecordError(line, "action", "a chance outcome is needed here, and the record has no Seed")
            raise RecordError(line, "seat", f"it is {_who(who)}'s turn, not {_who(mwho)}'s")
        done.append((who, text, line))
        if on_step is not None:
            on_step(before, who, action, evs)
        else:
            events.extend(evs)
        if progress is not None and len(done) % progress_every == 0:
            progress(i, len(moves))
        if course:
            steps.append((list(evs), [float(x) for x in state.scores()]))
    return Replayed(spec, opts, state, events, done, steps)


def _fits(state: GameState, move: tuple[int, str, int | None], who: int) -> bool:
    """Whether the record line ``move`` is a legal action of seat ``who`` in ``state``."""
    if move[0] != who:
        return False
    try:
        state.apply(state.parse_action(move[1]))
    except (IllegalAction, ValueError, KeyError, IndexError, TypeError, AttributeError):
        return False
    return True


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
