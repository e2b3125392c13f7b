"""Saved games: the running game is written as a game record (``engine/record.py`` text,
readable by a person) to ``saves/autosave.txt`` when the window closes, and offered for
resuming at the next start."""

from __future__ import annotations

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
    p = autosave_path()
    try:
        return p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def discard_autosave() -> None:
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass


def keep_aside_autosave() -> Path | None:
    """Rename an unreadable autosave so it is not offered again, and not lost."""
    return keep_aside(autosave_path())
