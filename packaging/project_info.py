"""Facts the packaging recipes share, read from the one place they live.

The version is ``engine.__version__`` (``engine/__init__.py``); it is read as
text so the recipes need not import the project.  The application id names
the desktop file, the AppStream metainfo, the macOS bundle and the Windows
installer's AppId.

Run ``python packaging/project_info.py version`` (or ``app-id``) from shell
scripts.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "org.academiedesjeux.Academie"
APP_NAME = "Académie des Jeux"
EXE_NAME = "academie"
# Inno Setup AppId: fixed for ever, so upgrades replace the old installation.
WINDOWS_APP_GUID = "{8E0C6F5A-3B1D-4C6E-9A52-7D1F0B3E6A41}"

_VERSION_RE = re.compile(r'^__version__\s*=\s*["\']([^"\']+)["\']', re.M)


def read_version(root: Path = ROOT) -> str:
    text = (root / "engine" / "__init__.py").read_text(encoding="utf-8")
    m = _VERSION_RE.search(text)
    if not m:
        raise SystemExit("packaging: no __version__ = '…' line in engine/__init__.py")
    return m.group(1)


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` -> ``(1, 2, 3, 0)`` for Windows version resources (``rc1``, ``.dev2``… dropped)."""
    m = re.match(r"\d+(?:\.\d+)*", version)
    nums = [int(n) for n in m.group(0).split(".")[:4]] if m else []
    return tuple(nums + [0] * (4 - len(nums)))  # type: ignore[return-value]


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "version"
    values = {"version": read_version, "app-id": lambda: APP_ID, "exe": lambda: EXE_NAME}
    if what not in values:
        print(f"usage: project_info.py [{'|'.join(values)}]", file=sys.stderr)
        sys.exit(2)
    print(values[what]())
