"""Saved games: the running game is written as a game record (``engine/record.py`` text,
readable by a person) to an autosave under ``saves/`` when the window closes, and offered for
resuming at the next start.

Every window has its own autosave: the first free one of ``autosave.txt``, ``autosave-2.txt``,
``autosave-3.txt`` … is claimed when the window first saves (two windows closed with games in
progress keep both).  A window that resumes (or is offered and declines) an autosave takes it
by renaming it ``<name>.open-<pid>``, so no other window offers the same game; when that window
is killed, the file is offered again at the next start.

Records of finished parties get names of their own (``GAME-20261121-210405.txt``, then
``…-2.txt``), claimed atomically: two windows never write over each other's."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path
from typing import Iterator

from .userdirs import atomic_write, keep_aside, saves_dir

AUTOSAVE = "autosave.txt"
_SLOT = re.compile(r"autosave(?:-(\d{1,4}))?\.txt(?:\.open-(\d{1,9})(?:-\d{1,4})?)?\Z")
MAX_SLOTS = 999


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE


def write_autosave(text: str) -> Path:
    p = autosave_path()
    atomic_write(p, text)
    return p


def read_autosave(path: Path | None = None) -> str | None:
    """The saved game's text; None when there is none.  An unreadable file (not UTF-8, too
    large, a folder…) raises ``OSError`` or ``engine.record.RecordError`` naming the problem, so
    the caller keeps it aside instead of overwriting it."""
    from engine.record import read_record_file

    p = path or autosave_path()
    if not p.exists():
        return None
    return read_record_file(p)


def discard_autosave(path: Path | None = None) -> None:
    try:
        (path or autosave_path()).unlink()
    except FileNotFoundError:
        pass


def keep_aside_autosave(path: Path | None = None, name: str | None = None) -> Path | None:
    """Rename an unreadable autosave so it is not offered again, and not lost (as ``name``.damaged-…)."""
    return keep_aside(path or autosave_path(), name)


# ------------------------------------------------------------ one autosave per window
def _slot_names() -> Iterator[Path]:
    folder = saves_dir()
    yield folder / AUTOSAVE
    for n in range(2, MAX_SLOTS + 1):
        yield folder / f"autosave-{n}.txt"


def claim_autosave(text: str) -> Path:
    """Write ``text`` under the first free autosave name and return it (the window's own from now on)."""
    from engine.fileio import create_new

    return create_new(_slot_names(), text.encode("utf-8"))


def offered_autosaves() -> list[Path]:
    """The saved games to offer at the start, the most recent first: every autosave no running
    window has taken (one taken by a window that was killed is offered again)."""
    from engine.fileio import pid_alive

    try:
        entries = list(saves_dir().iterdir())
    except OSError:
        return []
    out = []
    booted = _boot_time()
    for p in entries:
        m = _SLOT.match(p.name)
        if not m:
            continue
        try:
            mtime = p.stat().st_mtime
        except OSError:
            continue
        # taken by a window that still runs (a file from before the machine started was not: its pid is another's now)
        if m.group(2) is not None and pid_alive(int(m.group(2))) and not mtime < booted:
            continue
        out.append((mtime, p))
    return [p for _, p in sorted(out, key=lambda t: (-t[0], t[1].name))]


def _boot_time() -> float:
    """When this machine started (Linux; 0 where it cannot be told)."""
    try:
        with open("/proc/stat", encoding="ascii") as f:
            for line in f:
                if line.startswith("btime "):
                    return float(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0.0


def take_autosave(path: Path) -> Path | None:
    """Take an offered autosave for this window (renamed ``<slot>.open-<pid>``, so no other window
    offers it); None when another window took it first."""
    slot = slot_of(path)
    for n in range(MAX_SLOTS):
        taken = path.with_name(f"{slot}.open-{os.getpid()}" + (f"-{n}" if n else ""))
        if taken == path:
            return path
        if not taken.exists():
            break
    try:
        path.rename(taken)
    except OSError:
        return None
    return taken


def slot_of(path: Path) -> str:
    """The autosave name of a taken autosave (``autosave-2.txt`` of ``autosave-2.txt.open-123``)."""
    at = path.name.rfind(".open-")
    return path.name[:at] if at > 0 else path.name


def new_record_path(game: str) -> Path:
    """A file name under ``saves/`` for a game record, free at the moment: ``GAME-20261121-210405.txt``
    (a suggestion for a file dialog; :func:`write_new_record` claims one safely)."""
    first = saves_dir() / f"{game}-{time.strftime('%Y%m%d-%H%M%S')}.txt"
    for p in record_names(first):
        if not p.exists():
            return p
    return first


def record_names(first: Path) -> Iterator[Path]:
    """``first``, then the same name with ``-1``, ``-2`` … before ``.txt``."""
    yield first
    stem = first.name[:-4] if first.name.endswith(".txt") else first.name
    for n in range(1, 10_000):
        yield first.with_name(f"{stem}-{n}.txt")


def write_new_record(game: str, text: str, first: Path | None = None) -> Path:
    """Write a game record under a name of its own in ``saves/`` (``first`` or, when another file
    holds it, ``first`` with ``-N``; never over another's) and return it."""
    from engine.fileio import create_new

    first = first or saves_dir() / f"{game}-{time.strftime('%Y%m%d-%H%M%S')}.txt"
    return create_new(record_names(first), text.encode("utf-8"))


def find_record(first: Path, text: str) -> Path | None:
    """A record already written under ``first`` or one of its ``-N`` names holding exactly ``text``."""
    data = text.encode("utf-8")
    for n, p in enumerate(record_names(first)):
        try:
            if p.stat().st_size == len(data) and p.read_bytes() == data:
                return p
        except FileNotFoundError:
            if n > 0:
                return None
        except OSError:
            return None
    return None


def write_record_file(path: Path, text: str) -> Path:
    atomic_write(path, text)
    return path
