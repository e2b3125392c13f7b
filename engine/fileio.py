"""Writing a file so that a crash at any moment leaves either the old file or the new one,
whole: the text goes to a temporary file beside it, is flushed to the disk, and replaces the
old file with ``os.replace``; then the folder itself is flushed, so the rename survives a
power cut.  Temporary files left by a writer that was killed are removed at the next write.
Pure Python (no Qt): the headless commands and the application share it."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

__all__ = ["atomic_write", "atomic_write_bytes", "TMP_MARK", "stale_temporaries"]

TMP_MARK = ".tmp-"      # <name>.tmp-<pid>-<random>


def _pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def stale_temporaries(path: Path) -> list[Path]:
    """Temporary files of ``path`` whose writer no longer runs (older versions wrote
    ``<name>.tmp<pid>``, this one ``<name>.tmp-<pid>-<random>``)."""
    out: list[Path] = []
    try:
        entries = list(path.parent.iterdir())
    except OSError:
        return out
    prefix = path.name + ".tmp"
    for p in entries:
        if not p.name.startswith(prefix):
            continue
        rest = p.name[len(prefix):].lstrip("-")
        pid_s = rest.split("-", 1)[0]
        if pid_s.isascii() and pid_s.isdigit() and len(pid_s) < 10 and not _pid_alive(int(pid_s)):
            out.append(p)
    return out


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return                       # Windows cannot open a folder to flush it; NTFS journals the rename
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    for old in stale_temporaries(path):
        try:
            old.unlink()
        except OSError:
            pass
    fd, tmp_name = tempfile.mkstemp(prefix=f"{path.name}{TMP_MARK}{os.getpid()}-", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        try:
            mode = path.stat().st_mode & 0o777
        except OSError:
            mode = 0o644
        if hasattr(os, "fchmod"):
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def atomic_write(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) to ``path`` atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))
