"""Writing a file so that a crash at any moment leaves either the old file or the new one,
whole: the text goes to a temporary file beside it, is flushed to the disk, and replaces the
old file with ``os.replace``; then the folder itself is flushed, so the rename survives a
power cut.  Temporary files left by a writer that was killed are removed at the next write.
Pure Python (no Qt): the headless commands and the application share it."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Iterable

__all__ = ["atomic_write", "atomic_write_bytes", "TMP_MARK", "stale_temporaries", "clean_stale_temporaries",
           "create_new", "pid_alive"]

TMP_MARK = ".tmp-"      # <name>.tmp-<pid>-<random>


def pid_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs (on doubt: yes, so nothing of a live writer is touched)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":                  # os.kill(pid, 0) would end the process there
        return _pid_alive_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True



def _pid_alive_windows(pid: int) -> bool:
    try:
        import ctypes

        kernel32 = getattr(ctypes, "windll").kernel32     # ctypes.windll: on Windows only
        handle = kernel32.OpenProcess(0x1000, False, pid)     # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return bool(kernel32.GetLastError() == 5)           # access denied: it runs
        try:
            code = ctypes.c_ulong()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return code.value == 259                            # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    except (AttributeError, OSError):
        return True


def _writer_pid(rest: str) -> int | None:
    """The writer's pid in what follows ``.tmp`` in a temporary's name (None: not ours)."""
    pid_s = rest.lstrip("-").split("-", 1)[0]
    if pid_s.isascii() and pid_s.isdigit() and len(pid_s) < 10:
        return int(pid_s)
    return None


def clean_stale_temporaries(folder: Path) -> list[Path]:
    """Remove every temporary file in ``folder`` (``<name>.tmp-<pid>-<random>``) whose writer no
    longer runs, whatever file it was for (a record killed while being written is never written
    again under that name); returns those removed."""
    removed: list[Path] = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    for p in entries:
        at = p.name.rfind(TMP_MARK)
        if at <= 0:
            continue
        pid = _writer_pid(p.name[at + len(TMP_MARK):])
        if pid is None or pid_alive(pid):
            continue
        try:
            if p.is_file() and not p.is_symlink():
                p.unlink()
                removed.append(p)
        except OSError:
            pass
    return removed


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
        pid = _writer_pid(p.name[len(prefix):])
        if pid is not None and not pid_alive(pid):
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


def _write_temporary(path: Path, data: bytes, mode: int = 0o644) -> Path:
    """``data`` in a flushed temporary file beside ``path``."""
    fd, tmp_name = tempfile.mkstemp(prefix=f"{path.name}{TMP_MARK}{os.getpid()}-", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    return tmp


def create_new(candidates: Iterable[Path], data: bytes) -> Path:
    """Write ``data`` whole under the first of ``candidates`` that no file holds yet and return
    it.  The name is claimed atomically when the written file is linked to it (two processes
    never both take one name, and a name taken between looking and writing is not
    overwritten); a file system without hard links claims it with an exclusive create first.
    ``FileExistsError`` when every candidate is taken."""
    tmp: Path | None = None
    try:
        for path in candidates:
            path = Path(path)
            if tmp is None:
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = _write_temporary(path, data)
            try:
                os.link(tmp, path)
            except FileExistsError:
                continue
            except OSError:                   # no hard links here (FAT, some network shares)
                try:
                    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
                except FileExistsError:
                    continue
                os.close(fd)
                os.replace(tmp, path)
                tmp = None
            _fsync_dir(path.parent)
            return path
        raise FileExistsError("every name is taken")
    finally:
        if tmp is not None:
            try:
                tmp.unlink()
            except OSError:
                pass


def atomic_write(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) to ``path`` atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))
