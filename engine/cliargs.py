"""Argument checks shared by the ``academie`` subcommands (no Qt).

Each function here is an ``argparse`` ``type=``: it returns the value or raises
:class:`argparse.ArgumentTypeError` with a short reason, which the parser turns into one line
``academie …: error: argument --x: reason`` and exit status 2 (see :func:`one_line_errors`).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from contextlib import contextmanager
from typing import Any, Callable, Iterator

__all__ = ["whole", "number", "size", "whole_list", "number_list", "game_name", "record_path",
           "one_line_errors", "check_preset", "fail"]


def whole(lo: int | None = None, hi: int | None = None) -> Callable[[str], int]:
    """A whole number from ``lo`` to ``hi`` (either bound may be left open)."""
    def parse(text: str) -> int:
        try:
            v = int(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            raise argparse.ArgumentTypeError(f"{v} is not {_range(lo, hi)}")
        return v
    parse.__name__ = "whole number"
    return parse


def number(lo: float | None = None, hi: float | None = None, *, above: bool = False) -> Callable[[str], float]:
    """A finite number from ``lo`` (or above it, with ``above``) to ``hi``."""
    def parse(text: str) -> float:
        try:
            v = float(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a number") from None
        if not math.isfinite(v) or (lo is not None and (v <= lo if above else v < lo)) or (hi is not None and v > hi):
            raise argparse.ArgumentTypeError(f"{text[:40]} is not {_range(lo, hi, above)}")
        return v
    parse.__name__ = "number"
    return parse


def _range(lo: float | None, hi: float | None, above: bool = False) -> str:
    if lo is not None and hi is not None:
        return f"above {lo} and at most {hi}" if above else f"from {lo} to {hi}"
    if lo is not None:
        return f"above {lo}" if above else f"{lo} or more"
    if hi is not None:
        return f"{hi} or less"
    return "a finite number"


def size(lo: tuple[int, int], hi: tuple[int, int]) -> Callable[[str], tuple[int, int]]:
    """``WxH`` in pixels, each within the bounds."""
    def parse(text: str) -> tuple[int, int]:
        w, sep, h = text.strip().lower().partition("x")
        try:
            v = (int(w), int(h))
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not WIDTHxHEIGHT (e.g. 1280x800)") from None
        if not sep or not (lo[0] <= v[0] <= hi[0] and lo[1] <= v[1] <= hi[1]):
            raise argparse.ArgumentTypeError(f"{text[:40]} is not between {lo[0]}x{lo[1]} and {hi[0]}x{hi[1]}")
        return v
    parse.__name__ = "size"
    return parse


def _items(text: str) -> list[str]:
    items = [t.strip() for t in text.split(",")]
    if not text.strip() or any(not t for t in items):
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a comma-separated list")
    return items


def whole_list(lo: int, hi: int) -> Callable[[str], list[int]]:
    one = whole(lo, hi)

    def parse(text: str) -> list[int]:
        return [one(t) for t in _items(text)]
    parse.__name__ = "list"
    return parse


def number_list(lo: float, hi: float, *, above: bool = False) -> Callable[[str], list[float]]:
    one = number(lo, hi, above=above)

    def parse(text: str) -> list[float]:
        return [one(t) for t in _items(text)]
    parse.__name__ = "list"
    return parse


def game_name(text: str) -> str:
    """The name of a registered game (or of a form another game answers for)."""
    from .protocol import games, resolve_game

    try:
        spec, _ = resolve_game(text.strip(), {})
    except (KeyError, ValueError, TypeError):
        names = ", ".join(g.name for g in games())
        raise argparse.ArgumentTypeError(f"unknown game {text[:40]!r}; choose from {names}") from None
    return spec.name


game_name.__name__ = "game"


def check_preset(parser: argparse.ArgumentParser, game: str, preset: str | None, flag: str = "--preset") -> None:
    """Refuse (one line, status 2) a preset ``game`` does not have."""
    if preset is None:
        return
    from .protocol import get_game

    spec = get_game(game)
    if preset not in spec.presets:
        parser.error(f"argument {flag}: {game} has no preset {preset[:40]!r}; choose from {', '.join(spec.presets)}")


def record_path(text: str) -> str:
    """A file name that can be created: not empty, no part longer than the system allows."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the file name is empty")
    if "\0" in text:
        raise argparse.ArgumentTypeError("the file name contains a NUL character")
    limit = 255
    for part in text.replace("\\", "/").split("/"):
        # the longest part, plus the temporary suffix the atomic write adds
        if len(os.fsencode(part)) + 24 > limit:
            raise argparse.ArgumentTypeError(f"the file name {part[:20]!r}… is too long ({len(part)} characters)")
    return text


record_path.__name__ = "file name"


@contextmanager
def one_line_errors() -> Iterator[None]:
    """While active, every ``argparse`` parser refuses bad arguments in one line (``academie``'s
    subcommands build theirs with the standard class)."""
    saved = argparse.ArgumentParser.error

    def error(self: argparse.ArgumentParser, message: str) -> Any:
        line = " ".join(message.split())
        self.exit(2, f"{self.prog}: error: {line}\n")

    setattr(argparse.ArgumentParser, "error", error)     # a method replaced for a while: setattr says so
    try:
        yield
    finally:
        setattr(argparse.ArgumentParser, "error", saved)


def fail(prog: str, message: str) -> int:
    """Print ``prog: error: message`` in one line and answer exit status 2."""
    print(f"{prog}: error: {' '.join(message.split())}", file=sys.stderr)
    return 2
