"""Where per-user files live: settings under the user config folder, saved games under the
user data folder (platformdirs, appname "academie").  ``ACADEMIE_HOME`` overrides both
(``$ACADEMIE_HOME/config`` and ``$ACADEMIE_HOME/data``) — tests and portable installs use it."""

from __future__ import annotations

import os
import time
from pathlib import Path

APPNAME = "academie"


def config_dir() -> Path:
    home = os.environ.get("ACADEMIE_HOME")
    if home:
        return Path(home) / "config"
    from platformdirs import user_config_dir

    return Path(user_config_dir(APPNAME, appauthor=False))


def data_dir() -> Path:
    home = os.environ.get("ACADEMIE_HOME")
    if home:
        return Path(home) / "data"
    from platformdirs import user_data_dir

    return Path(user_data_dir(APPNAME, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (:func:`engine.fileio.atomic_write`: a temporary
    file, ``os.replace``, the folder flushed; temporaries of killed writers removed)."""
    from engine.fileio import atomic_write as write

    write(path, text)


def keep_aside(path: Path, name: str | None = None) -> Path | None:
    """Rename a damaged ``path`` to ``<name>.damaged-<time>`` beside it (``name``: the file's own
    name unless given), so it is neither used again nor lost; a backup from the same second is
    never overwritten.  Returns the new path, or None when there was no file or it could not
    be renamed."""
    stem = (name or path.name) + ".damaged-" + time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        backup = path.with_name(stem if n == 0 else f"{stem}-{n}")
        if not backup.exists():
            break
    try:
        path.rename(backup)
    except OSError:
        return None
    return backup


def tidy() -> None:
    """At the start: remove the temporary files of writers that were killed (a record or a
    setting cut short is never written again under that name, so nothing else removes them)."""
    from engine.fileio import clean_stale_temporaries

    for folder in (config_dir(), data_dir(), saves_dir(), data_dir() / "history-pending"):
        clean_stale_temporaries(folder)
