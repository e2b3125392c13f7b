"""The Qt front end.  It presents the engine and turns gestures into actions."""

import sys as _sys


def _guard_none_refcount() -> None:
    """Work around a PySide6 6.12 defect on CPython < 3.12.

    PySide6 6.12's stable-ABI wheel drops one reference to ``None`` on every call of a
    C++ method returning ``void`` (``setPos``, ``update``, ``setText`` …).  On Python 3.12+
    ``None`` is immortal and nothing happens; on 3.11 the count reaches zero after a few
    thousand calls and the interpreter aborts with "none_dealloc".  We give ``None`` a
    reference count so large that it can never run out (as 3.12 does by design).
    """
    if _sys.version_info >= (3, 12) or _sys.implementation.name != "cpython":
        return
    found = _pyside_version()
    if found and not found.startswith("6.12"):
        return  # pyproject.toml asks for < 6.12; this only guards a hand-installed 6.12
    import ctypes

    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 48


def _pyside_version() -> str:
    """PySide6's version as its package states it ("" when not found), read from its
    ``_config.py`` without importing it or ``importlib.metadata`` (which alone took a tenth of
    the cold start to the table)."""
    import importlib.util
    import re

    try:
        spec = importlib.util.find_spec("PySide6")
        where = spec.submodule_search_locations if spec is not None else None
        if not where:
            return ""
        with open(f"{list(where)[0]}/_config.py", encoding="utf-8") as f:
            found = re.search(r'^version = "([^"]+)"', f.read(), re.MULTILINE)
    except (ImportError, OSError, ValueError):
        return ""
    return found.group(1) if found else ""


_guard_none_refcount()
