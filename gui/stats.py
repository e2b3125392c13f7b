"""The history of the person's finished parties: one SQLite database (stdlib ``sqlite3``),
``history.sqlite3`` in the user data folder.  No Qt here.

Every finished partie is one row: when it ended (UTC), the game, its variant, preset and
options, the seats and the opponents' level, the result and the points in the game's own
measure, how long it took and the file its record was saved to.  Each row is written in one
transaction, so a crash at any moment leaves the history as it was before or after that partie.

The database carries its schema version (``PRAGMA user_version``).  A file that is not a
database, fails SQLite's integrity check, or comes from a newer version is renamed aside as
``history.sqlite3.damaged-<time>`` and a new history starts; :attr:`History.problem` names it.
A database that is only busy (another window finishing a partie holds its lock), on a full
disk, or that cannot be read is *not* damaged: SQLite waits for the lock, and when it stays
:class:`HistoryUnavailable` says what is wrong and nothing is renamed.

A finished partie is first written down in ``history-pending/<uid>-<pid>.json`` beside the
database (with its record's text), then its record goes to ``saves/``, then its row into the
database (``uid`` makes the row unique), then the pending file is removed.  Whatever stops
that (a kill, a lock that stays, a full disk), the next :class:`History` opened finishes it:
the partie is counted once, with its record.

Counts kept by older versions in ``stats.toml`` (``[GAME.PRESET.PLAYER_KIND]`` with parties,
won, lost, drawn, points_for, points_against) are taken over once as one summary row each (no
date, no best or worst), in one transaction that also notes the file's digest in the
``migrations`` table; then the file is renamed ``stats.toml.migrated``.  A migration cut short
(a kill) is done at the next start, and never twice; a damaged ``stats.toml`` is kept aside
and named.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import re
import sqlite3
import tomllib
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from .userdirs import data_dir, keep_aside

__all__ = ["History", "Partie", "SCHEMA_VERSION", "history_path", "stats_path", "record_partie", "level_of",
           "load_stats", "RESULTS", "FIELDS", "HistoryError", "HistoryUnavailable", "count_finished",
           "pending_dir", "BUSY_SECONDS"]

SCHEMA_VERSION = 2
BUSY_SECONDS = 5.0       # how long a lock held by another window is waited for
RESULTS = ("won", "lost", "drawn")
FIELDS = ("parties", "won", "lost", "drawn", "points_for", "points_against")   # the old stats.toml rows

_SCHEMA = """
CREATE TABLE IF NOT EXISTS parties (
    id INTEGER PRIMARY KEY,
    finished TEXT,                 -- UTC, ISO 8601, NULL for counts taken over from stats.toml
    game TEXT NOT NULL,
    variant TEXT NOT NULL DEFAULT '',
    preset TEXT NOT NULL DEFAULT '',
    options TEXT NOT NULL DEFAULT '{}',   -- JSON: the options that differ from the preset
    seats TEXT NOT NULL DEFAULT '[]',     -- JSON: the player kind in every seat ("human" for the person)
    human INTEGER NOT NULL DEFAULT 0,
    opponent TEXT NOT NULL DEFAULT '',    -- the opponents' player kind
    level TEXT NOT NULL DEFAULT '',       -- its level: random, beginner, intermediate, strong
    result TEXT,                          -- won, lost, drawn (NULL for a summary row)
    won INTEGER NOT NULL DEFAULT 0,       -- parties won / lost / drawn this row stands for
    lost INTEGER NOT NULL DEFAULT 0,
    drawn INTEGER NOT NULL DEFAULT 0,
    points_for INTEGER NOT NULL DEFAULT 0,
    points_against INTEGER NOT NULL DEFAULT 0,
    duration REAL,                        -- seconds at the table
    record TEXT                           -- the saved record's file
);
CREATE INDEX IF NOT EXISTS parties_game ON parties (game, finished);
"""
# version 2: a partie's unique id (a partie written down before it was counted is counted once),
# and the migrations done (stats.toml taken over in the same transaction that notes it)
_SCHEMA_2 = """
CREATE UNIQUE INDEX IF NOT EXISTS parties_uid ON parties (uid);
CREATE TABLE IF NOT EXISTS migrations (source TEXT PRIMARY KEY, done TEXT NOT NULL);
"""


def history_path() -> Path:
    return data_dir() / "history.sqlite3"


def stats_path() -> Path:
    """The statistics file of older versions (taken over into the history once)."""
    return data_dir() / "stats.toml"


def level_of(game: str, kind: str) -> str:
    """The level of a player kind of ``game`` (``""`` when the game or kind is unknown)."""
    try:
        from engine.players import offered_kinds

        from .session import spec_of

        for k in offered_kinds(spec_of(game)):
            if k.name == kind:
                return k.level
    except (KeyError, ImportError, ValueError):
        pass
    return ""


@dataclass
class Partie:
    """One finished partie as the history keeps it."""

    game: str
    result: str
    points_for: int
    points_against: int
    preset: str = ""
    variant: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[str] = field(default_factory=list)
    human: int = 0
    opponent: str = ""
    level: str = ""
    duration: float | None = None
    record: str | None = None
    finished: str | None = None      # UTC ISO time; now when None
    uid: str | None = None           # a partie added twice with one uid is counted once


def _text(b: bytes) -> str:
    return b.decode("utf-8", "replace")


def _now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


class HistoryError(Exception):
    """The history database is damaged (kept aside, a new one started)."""


class HistoryUnavailable(Exception):
    """The history cannot be used just now, but is not damaged: another program holds its lock,
    the disk is full, or it cannot be read or written.  ``reason``: locked, full, unreadable."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


# SQLite's primary result codes that say nothing about the file's contents
_BUSY, _LOCKED, _FULL = 5, 6, 13
_NOT_DAMAGE = {3, _BUSY, _LOCKED, 7, 8, 9, 10, _FULL, 14, 15, 22, 23}   # PERM NOMEM READONLY INTERRUPT
                                                                       # IOERR CANTOPEN PROTOCOL NOLFS AUTH


def _unavailable(e: sqlite3.Error, path: Path, waited: float) -> HistoryUnavailable | None:
    """The error as :class:`HistoryUnavailable` when it is not about the file's contents."""
    code = getattr(e, "sqlite_errorcode", None)
    text = str(e)
    if code is None:
        code = _BUSY if "locked" in text or "busy" in text else _FULL if "is full" in text else 0
    code &= 0xFF
    if code not in _NOT_DAMAGE:
        return None
    if code in (_BUSY, _LOCKED):
        return HistoryUnavailable(f"{path} is in use by another program (another window of this application?) "
                                  f"and stayed locked for {waited:g} s", "locked")
    if code == _FULL:
        return HistoryUnavailable(f"{path} cannot be written: the disk is full", "full")
    return HistoryUnavailable(f"{path} cannot be used: {text}", "unreadable")


class History:
    """The history database.  ``History()`` opens (or creates) it under the data folder; a
    damaged file is kept aside and :attr:`problem` says so; a ``stats.toml`` of an older
    version is taken over."""

    def __init__(self, path: Path | None = None, old_stats: Path | None = None,
                 busy_seconds: float | None = None) -> None:
        self.path = Path(path) if path is not None else history_path()
        self.busy_seconds = BUSY_SECONDS if busy_seconds is None else busy_seconds
        self.problem: str | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise HistoryUnavailable(f"{self.path.parent} cannot be used: {e.strerror or e}", "unreadable") from None
        try:
            self.db = self._open()
        except (sqlite3.DatabaseError, HistoryError) as e:
            self.db = self._start_afresh(str(e))
        try:
            old = old_stats if old_stats is not None else (stats_path() if path is None else
                                                           self.path.with_name("stats.toml"))
            self._migrate(old)
            self._count_pending()
        except BaseException:
            self.db.close()
            raise

    # ----------------------------------------------------------------- opening
    def _open(self) -> sqlite3.Connection:
        try:
            return self._open_checked()
        except UnicodeDecodeError:              # SQLite's own message quotes a damaged schema's bytes
            raise HistoryError("its schema is damaged (bytes that are not UTF-8 text)") from None
        except sqlite3.Error as e:
            busy = _unavailable(e, self.path, self.busy_seconds)
            if busy is not None:
                raise busy from None
            raise

    def _open_checked(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=self.busy_seconds, isolation_level=None)
        db.text_factory = _text                 # a damaged text cell reads as text, not as a traceback
        try:
            db.execute("PRAGMA synchronous = FULL")
            check = db.execute("PRAGMA quick_check").fetchone()
            if not check or check[0] != "ok":
                raise HistoryError(f"the integrity check failed ({check[0] if check else '?'})")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise HistoryError(f"it was written by a newer version (schema {version}, this version knows "
                                   f"{SCHEMA_VERSION})")
            db.execute("BEGIN IMMEDIATE")
            try:
                if version < 1:
                    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                    if tables - {"parties"}:
                        raise HistoryError("it holds tables this application did not write")
                    for stmt in _SCHEMA.split(";"):
                        if stmt.strip():
                            db.execute(stmt)
                cols = {r[1] for r in db.execute("PRAGMA table_info(parties)")}
                missing = {"finished", "game", "won", "lost", "drawn", "points_for", "points_against"} - cols
                if missing:
                    raise HistoryError(f"the parties table lacks {', '.join(sorted(missing))}")
                if version < 2:
                    if "uid" not in cols:
                        db.execute("ALTER TABLE parties ADD COLUMN uid TEXT")
                    for stmt in _SCHEMA_2.split(";"):
                        if stmt.strip():
                            db.execute(stmt)
                # later versions: "if version < 3: ALTER TABLE …" here, each step in this transaction
                if version < SCHEMA_VERSION:
                    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    try:
                        db.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass
                raise
        except BaseException:
            db.close()
            raise
        return db

    def _start_afresh(self, why: str) -> sqlite3.Connection:
        kept = keep_aside(self.path)
        for extra in ("-journal", "-wal", "-shm"):
            side = self.path.with_name(self.path.name + extra)
            if side.exists() and kept is not None:
                try:
                    side.rename(kept.with_name(kept.name + extra))
                except OSError:
                    pass
        where = f"It was kept as {kept.name}" if kept else "It could not be renamed"
        self.problem = f"{self.path} is damaged: {why}. {where}; a new history starts."
        if kept is None:
            raise HistoryError(self.problem)
        return self._open()

    def _migrate(self, old: Path) -> None:
        """Take over an older version's ``stats.toml``: its rows and the note that it was taken
        over (its digest) in one transaction, so a kill leaves it either not begun (done at the
        next start) or done (never done twice); then the file is renamed."""
        try:
            raw = old.read_bytes()
        except FileNotFoundError:
            return
        except OSError:
            raw = None                          # load_stats names the problem and keeps the file aside
        source = "stats.toml sha256:" + hashlib.sha256(raw).hexdigest() if raw is not None else ""
        done = source and self.db.execute("SELECT 1 FROM migrations WHERE source = ?", (source,)).fetchone()
        if not done:
            data, problem = load_stats(old, raw)
            if problem:
                self.problem = ((self.problem + " ") if self.problem else "") + problem
                return
            with self.transaction():
                if self.db.execute("SELECT 1 FROM migrations WHERE source = ?", (source,)).fetchone():
                    pass                        # another window took it over meanwhile
                else:
                    for game, presets in data.items():
                        for preset, opponents in presets.items():
                            for opp, row in opponents.items():
                                self.db.execute(
                                    "INSERT INTO parties (finished, game, preset, opponent, level, won, lost, "
                                    "drawn, points_for, points_against) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                    (game, preset, opp, level_of(game, opp), row.get("won", 0), row.get("lost", 0),
                                     row.get("drawn", 0), row.get("points_for", 0), row.get("points_against", 0)))
                    self.db.execute("INSERT INTO migrations (source, done) VALUES (?, ?)", (source, _now()))
        try:
            old.rename(old.with_name(old.name + ".migrated"))
        except OSError:
            pass

    def _count_pending(self) -> None:
        """Count the parties written down but not counted (their window was killed, or the
        history was locked or the disk full); each once, with its record."""
        folder = pending_dir(self.path)
        try:
            names = sorted(p.name for p in folder.iterdir())
        except OSError:
            return
        from engine.fileio import clean_stale_temporaries, pid_alive

        clean_stale_temporaries(folder)
        for name in names:
            m = _PENDING.match(name)
            if m is None or (int(m.group(2)) != os.getpid() and pid_alive(int(m.group(2)))):
                continue                        # not ours, or its window is still counting it
            f = folder / name
            mine = folder / f"{m.group(1)}-{os.getpid()}.json"
            if f != mine:
                try:                            # taken over, so that no other window counts it at once
                    f.rename(mine)
                except OSError:
                    continue                    # another window took it first
                f = mine
            try:
                entry = json.loads(f.read_text(encoding="utf-8"))
                p = Partie(**entry["partie"])
                if p.result not in RESULTS or p.uid != m.group(1):
                    raise ValueError("not a partie")
            except FileNotFoundError:
                continue
            except (OSError, ValueError, TypeError, KeyError, RecursionError) as e:
                kept = keep_aside(f)
                self.problem = ((self.problem + " ") if self.problem else "") + \
                    f"{f} cannot be counted ({e}); it was kept as {kept.name if kept else '-'}."
                continue
            if p.record is None and isinstance(entry.get("record_text"), str) and entry.get("record_first"):
                p.record = _write_record_once(Path(entry["record_first"]), entry["record_text"])
            self.add(p)
            try:
                f.unlink()
            except OSError:
                pass

    def transaction(self) -> "_Transaction":
        return _Transaction(self.db, self.path, self.busy_seconds)

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> "History":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # ------------------------------------------------------------------ writing
    def add(self, p: Partie) -> int:
        if p.result not in RESULTS:
            raise ValueError(f"result must be one of {', '.join(RESULTS)}")
        with self.transaction():
            if p.uid is not None:
                had = self.db.execute("SELECT id FROM parties WHERE uid = ?", (p.uid,)).fetchone()
                if had:
                    return int(had[0])          # counted already
            cur = self.db.execute(
                "INSERT INTO parties (finished, game, variant, preset, options, seats, human, opponent, level, "
                "result, won, lost, drawn, points_for, points_against, duration, record, uid) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (p.finished or _now(), p.game, p.variant, p.preset, json.dumps(p.options, default=str),
                 json.dumps(p.seats), p.human, p.opponent, p.level or level_of(p.game, p.opponent), p.result,
                 int(p.result == "won"), int(p.result == "lost"), int(p.result == "drawn"),
                 max(0, int(p.points_for)), max(0, int(p.points_against)), p.duration, p.record, p.uid))
            return int(cur.lastrowid or 0)

    # ------------------------------------------------------------------ reading
    @staticmethod
    def _where(game: str | None, since: str | None) -> tuple[str, list[Any]]:
        conds, args = [], []
        if game:
            conds.append("game = ?")
            args.append(game)
        if since:
            conds.append("finished >= ?")
            args.append(since)
        return (" WHERE " + " AND ".join(conds)) if conds else "", args

    def parties(self, game: str | None = None, since: str | None = None) -> list[dict[str, Any]]:
        """Every row (oldest first; summary rows taken over from stats.toml first)."""
        where, args = self._where(game, since)
        cur = self.db.execute(f"SELECT * FROM parties{where} ORDER BY finished IS NOT NULL, finished, id", args)
        names = [d[0] for d in cur.description]
        return [dict(zip(names, r)) for r in cur.fetchall()]

    def summary(self, game: str | None = None, since: str | None = None) -> list[dict[str, Any]]:
        """Per game and opponent level: parties, won, lost, drawn, average points for and
        against, and the best and worst partie (points for minus against; single parties only)."""
        where, args = self._where(game, since)
        cur = self.db.execute(
            "SELECT game, level, SUM(won + lost + drawn), SUM(won), SUM(lost), SUM(drawn), SUM(points_for), "
            "SUM(points_against), MAX(CASE WHEN result IS NOT NULL THEN points_for - points_against END), "
            "MIN(CASE WHEN result IS NOT NULL THEN points_for - points_against END) "
            f"FROM parties{where} GROUP BY game, level ORDER BY game, level", args)
        out = []
        for game_, level, n, won, lost, drawn, pf, pa, best, worst in cur.fetchall():
            n = n or 0
            out.append({"game": game_, "level": level, "parties": n, "won": won, "lost": lost, "drawn": drawn,
                        "average_for": pf / n if n else 0.0, "average_against": pa / n if n else 0.0,
                        "best": best, "worst": worst})
        return out

    def games(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT DISTINCT game FROM parties ORDER BY game")]

    def export_csv(self, path: Path | None = None, game: str | None = None, since: str | None = None) -> str:
        """The rows as CSV (UTF-8, a header line); written atomically to ``path`` when given."""
        rows = self.parties(game, since)
        buf = io.StringIO()
        cols = ["finished", "game", "variant", "preset", "options", "seats", "human", "opponent", "level", "result",
                "won", "lost", "drawn", "points_for", "points_against", "duration", "record"]
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(cols)
        for r in rows:
            w.writerow(["" if r[c] is None else _csv_safe(r[c]) for c in cols])
        text = buf.getvalue()
        if path is not None:
            from .userdirs import atomic_write

            atomic_write(Path(path), text)
        return text


def _csv_safe(v: Any) -> Any:
    """A text cell a spreadsheet would take for a formula starts with a quote mark."""
    if isinstance(v, str) and v[:1] in ("=", "+", "-", "@"):
        return "'" + v
    return v


class _Transaction:
    """One write: all of it or nothing.  A lock held elsewhere or a full disk is raised as
    :class:`HistoryUnavailable` naming it (never as a failed ROLLBACK of a transaction SQLite
    has already rolled back)."""

    def __init__(self, db: sqlite3.Connection, path: Path | None = None, waited: float = 0.0) -> None:
        self.db = db
        self.path = path or Path("history.sqlite3")
        self.waited = waited

    def _raise(self, e: sqlite3.Error) -> None:
        busy = _unavailable(e, self.path, self.waited)
        if busy is not None:
            raise busy from e
        raise e

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            self._raise(e)
        return self.db

    def _rollback(self) -> None:
        if self.db.in_transaction:      # SQLite rolls back by itself after some errors (a full disk)
            try:
                self.db.execute("ROLLBACK")
            except sqlite3.Error:
                pass

    def __exit__(self, kind: Any, value: Any, tb: Any) -> None:
        if kind is not None:
            self._rollback()
            if isinstance(value, sqlite3.Error):
                self._raise(value)
            return
        try:
            self.db.execute("COMMIT")
        except sqlite3.Error as e:
            self._rollback()
            self._raise(e)


def period_start(days: int | None) -> str | None:
    """The ISO time ``days`` ago (None: all time), for the period filter."""
    if not days:
        return None
    return (datetime.now(timezone.utc) - timedelta(days=days)).replace(microsecond=0).isoformat()


def record_partie(game: str, preset: str, opponent: str, result: str, points_for: int, points_against: int,
                  path: Path | None = None, **more: Any) -> tuple[int, str | None]:
    """Add one finished partie to the history.  Returns its row id and the problem of a
    damaged database found on the way (kept aside, a new history started)."""
    with History(path) as h:
        rid = h.add(Partie(game=game, preset=preset, opponent=opponent, result=result, points_for=points_for,
                           points_against=points_against, **more))
        return rid, h.problem


def pending_dir(history: Path | None = None) -> Path:
    """Where finished parties wait to be counted: ``history-pending/`` beside the database."""
    return (history or history_path()).parent / "history-pending"


_PENDING = re.compile(r"([0-9a-f]{32})-(\d{1,9})\.json\Z")


def _write_record_once(first: Path, text: str) -> str | None:
    """The record of a partie being counted: the one written already (same text, under ``first``
    or ``first`` with ``-N``), else written now; None when it cannot be written."""
    from . import saves

    found = saves.find_record(first, text)
    if found is not None:
        return str(found)
    try:
        return str(saves.write_new_record("", text, first=first))
    except OSError:
        return None


def has_pending(path: Path | None = None) -> bool:
    """Whether parties wait in ``history-pending/`` to be counted."""
    try:
        return any(_PENDING.match(p.name) for p in pending_dir(path).iterdir())
    except OSError:
        return False


def count_left_over(path: Path | None = None) -> str | None:
    """At the start: count the parties a killed window (or a locked history) left written down
    but not counted; returns a problem to show, or None.  Opens the history only when there
    are some."""
    hist = Path(path) if path is not None else history_path()
    try:
        if not any(_PENDING.match(p.name) for p in pending_dir(hist).iterdir()):
            return None
    except OSError:
        return None
    try:
        with History(hist) as h:
            return h.problem
    except HistoryUnavailable as e:
        return f"{e}; the parties of an earlier session are counted later."
    except (OSError, sqlite3.Error, HistoryError) as e:
        return f"{hist}: {e}"


def count_finished(p: Partie, record_text: str | None, path: Path | None = None,
                   record_first: Path | None = None) -> tuple[str | None, list[str]]:
    """Count a finished partie with its record: written down first (``history-pending/``), then
    the record saved under ``saves/`` (a name of its own), then the row added, then the note
    removed, so that a kill at any moment leaves it to be counted, once, at the next start.
    Returns (the record's file or None, problems to show)."""
    import uuid

    from engine.fileio import atomic_write

    from . import saves

    hist = Path(path) if path is not None else history_path()
    p.uid = uuid.uuid4().hex
    p.finished = p.finished or _now()
    problems: list[str] = []
    first = record_first or saves.saves_dir() / f"{p.game}-{datetime.now().strftime('%Y%m%d-%H%M%S')}.txt"
    note = pending_dir(hist) / f"{p.uid}-{os.getpid()}.json"
    try:
        atomic_write(note, json.dumps({"partie": asdict(p), "record_text": record_text,
                                       "record_first": str(first) if record_text is not None else None},
                                      default=str))
        noted = True
    except OSError as e:
        noted = False
        problems.append(f"the partie could not be written down ({e.strerror or e})")
    if record_text is not None:
        try:
            p.record = str(saves.write_new_record(p.game, record_text, first=first))
        except OSError as e:
            problems.append(f"the record could not be saved ({e.strerror or e})")
    try:
        with History(hist) as h:            # it counts the partie from its note (and any left by a killed window)
            h.add(p)
            if h.problem:
                problems.append(h.problem)
        if noted:
            try:
                note.unlink()
            except FileNotFoundError:
                pass
    except HistoryUnavailable as e:
        later = " It is kept and counted later." if noted else ""
        problems.append(f"{e}; the partie could not be counted now.{later}")
    except (OSError, sqlite3.Error, HistoryError) as e:
        problems.append(f"{hist}: {e}")
    return p.record, problems


def add_finished(sess: Any, path: Path | None = None) -> str | None:
    """Add the finished game of a :class:`gui.session.GameSession` to the history, with its
    record saved under ``saves/``; returns a problem to show (a damaged history kept aside, a
    locked or full one, a file that could not be written) or None."""
    from engine.options import overrides_of

    st = sess.state.standing(sess.human)
    opponent = next((k for i, k in enumerate(sess.seats) if i != sess.human), "random")
    try:
        options = overrides_of(sess.spec, sess.preset, sess.options)
    except (KeyError, ValueError, TypeError):
        options = {}
    try:
        text: str | None = sess.record_text()
    except (ValueError, KeyError) as e:
        text = None
        pre = [f"the record could not be written ({e})"]
    else:
        pre = []
    p = Partie(game=sess.spec.name, preset=sess.preset, opponent=opponent, result=st.result,
               points_for=st.points_for, points_against=st.points_against,
               variant=str(getattr(sess.options, "variant", "") or ""), options=options, seats=list(sess.seats),
               human=sess.human, duration=round(sess.elapsed(), 1))
    _, problems = count_finished(p, text, path)
    return " ".join(pre + problems) or None


# ------------------------------------------------------------- the old stats.toml
def _valid(data: Any) -> str | None:
    if not isinstance(data, dict):
        return "not a table"
    for game, presets in data.items():
        if not isinstance(presets, dict):
            return f"[{game}] is not a table"
        for preset, opponents in presets.items():
            if not isinstance(opponents, dict):
                return f"[{game}.{preset}] is not a table"
            for opp, row in opponents.items():
                if not isinstance(row, dict):
                    return f"[{game}.{preset}.{opp}] is not a table"
                for k, v in row.items():
                    if k not in FIELDS:
                        return f"[{game}.{preset}.{opp}] has an unknown entry {k!r}"
                    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < 2**62:
                        return f"[{game}.{preset}.{opp}] {k} must be a whole number of 0 or more"
    return None


def load_stats(path: Path | None = None, raw: bytes | None = None) -> tuple[dict, str | None]:
    """The counts of an older version's ``stats.toml`` (its bytes ``raw`` when read already):
    (counts, problem).  A file that cannot be used (not UTF-8, unreadable, not TOML, nested too
    deeply, wrong shape) is renamed aside and the problem names it."""
    path = path or stats_path()
    try:
        text = (raw if raw is not None else path.read_bytes()).decode("utf-8")
        data = tomllib.loads(text)
        problem = _valid(data)
    except FileNotFoundError:
        return {}, None
    except UnicodeDecodeError as e:
        data, problem = {}, f"not UTF-8 text (byte {e.start})"
    except OSError as e:
        data, problem = {}, f"cannot be read ({e.strerror or e})"
    except tomllib.TOMLDecodeError as e:
        data, problem = {}, f"not valid TOML ({e})"
    except RecursionError:
        data, problem = {}, "not valid TOML (brackets nested too deeply)"
    if problem is None:
        return data, None
    backup = keep_aside(path)
    kept = f"It was kept as {backup.name}" if backup else "It could not be renamed"
    return {}, f"{path} is damaged: {problem}. {kept}."


def rows(data: dict) -> list[tuple[str, str, str, dict]]:
    """(game, preset, opponent, counts) of old ``stats.toml`` counts, sorted."""
    out = []
    for game in sorted(data):
        for preset in sorted(data[game]):
            for opp in sorted(data[game][preset]):
                out.append((game, preset, opp, data[game][preset][opp]))
    return out


def iso_to_local(iso: str | None) -> str:
    if not iso:
        return ""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso
