"""Saved games: the running game is written as a game record (``engine/record.py`` text,
readable by a person) to ``saves/autosave.txt`` when the window closes, and offered for
resuming at the next start."""

from __future__ import annotations

import time
from pathlib import Path

from .userdirs import atomic_write, keep_aside, saves_dir

AUTOSAVE = "autosave.txt"


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE


def write_autosave(text: str) -> Path:
    p = autosave_path()
    atomic_write(p, text)
    return p


def read_autosave() -> str | None:
    """The saved game's text; None when there is none.  An unreadable file (not UTF-8, too
    large, a folder…) raises ``OSError`` or ``engine.record.RecordError`` naming the problem, so
    the caller keeps it aside instead of overwriting it."""
    from engine.record import read_record_file

    p = autosave_path()
    if not p.exists():
        return None
    return read_record_file(p)


def discard_autosave() -> None:
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


def keep_aside_autosave() -> Path | None:
    """Rename an unreadable autosave so it is not offered again, and not lost."""
    return keep_aside(autosave_path())


def new_record_path(game: str) -> Path:
    """A fresh file name under ``saves/`` for a game record: ``GAME-20261121-2104.txt``."""
    stem = f"{game}-{time.strftime('%Y%m%d-%H%M%S')}"
    p = saves_dir() / f"{stem}.txt"
    n = 1
    while p.exists():
        p = saves_dir() / f"{stem}-{n}.txt"
        n += 1
    return p


def write_record_file(path: Path, text: str) -> Path:
    atomic_write(path, text)
    return path
