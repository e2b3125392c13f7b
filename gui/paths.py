"""Where the bundled read-only files are: ``resources/`` and ``translations/``.

In a development checkout (or an editable install) they sit beside ``engine/``
and ``gui/`` at the top of the repository.  In a PyInstaller build they sit in
the bundle folder ``sys._MEIPASS`` with the same layout, so one lookup serves
both::

    resource_path("cards", "french", "hearts_king.svg")   # <root>/resources/cards/...
    resource_path("resources", "rules", "glossary.en.md")   # same root, spelled out
    translations_dir() / "academie_de.qm"                  # <root>/translations/...

A first part of ``"resources"`` or ``"translations"`` is taken as relative to
the root, anything else as relative to ``resources/``.  ``ACADEMIE_ROOT``
overrides the root (for unusual installs and for tests).

Per-user files (settings, saves, statistics) are elsewhere: see
:mod:`gui.userdirs`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["root_dir", "resource_path", "translations_dir", "is_frozen"]

_TOP = ("resources", "translations")


def is_frozen() -> bool:
    """True when running from a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def root_dir() -> Path:
    """The folder holding ``resources/`` and ``translations/``."""
    env = os.environ.get("ACADEMIE_ROOT")
    if env:
        return Path(env)
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """A path under ``resources/`` (or under the root when ``parts[0]`` names a top folder)."""
    if parts and parts[0] in _TOP:
        return root_dir().joinpath(*parts)
    return root_dir().joinpath("resources", *parts)


def translations_dir() -> Path:
    """The folder with our compiled ``academie_<lang>.qm`` files."""
    return root_dir() / "translations"
