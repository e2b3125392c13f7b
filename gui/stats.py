"""Statistics of the person's games: ``stats.toml`` in the user data folder.

One table per game, preset and opponent (``[GAME.PRESET.PLAYER_KIND]``), readable and
editable by a person, e.g.::

    [GAME.PRESET.PLAYER_KIND]
    parties = 4
    won = 1
    lost = 3
    drawn = 0
    points_for = 312
    points_against = 415

A damaged file is kept aside as ``stats.toml.damaged-<time>`` and counting starts
afresh; :func:`load_stats` returns a message naming the problem.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import tomli_w

from .userdirs import atomic_write, data_dir, keep_aside

FIELDS = ("parties", "won", "lost", "drawn", "points_for", "points_against")
RESULTS = ("won", "lost", "drawn")


def stats_path() -> Path:
    return data_dir() / "stats.toml"


def _valid(data: Any) -> str | None:
    if not isinstance(data, dict):
        return "not a table"
    for game, presets in data.items():
        if not isinstance(presets, dict):
            return f"[{game}] is not a table"
        for preset, opponents in presets.items():
            if not isinstance(opponents, dict):
                return f"[{game}.{preset}] is not a table"
            for opp, row in opponents.items():
                if not isinstance(row, dict):
                    return f"[{game}.{preset}.{opp}] is not a table"
                for k, v in row.items():
                    if k not in FIELDS:
                        return f"[{game}.{preset}.{opp}] has an unknown entry {k!r}"
                    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                        return f"[{game}.{preset}.{opp}] {k} must be a whole number of 0 or more"
    return None


def load_stats(path: Path | None = None) -> tuple[dict, str | None]:
    """(statistics, problem).  A damaged file is renamed aside and the problem names it."""
    path = path or stats_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, None
    except (OSError, UnicodeDecodeError) as e:
        return {}, f"{path} cannot be read: {e}"
    try:
        data = tomllib.loads(text)
        problem = _valid(data)
    except tomllib.TOMLDecodeError as e:
        data, problem = {}, f"not valid TOML ({e})"
    if problem is None:
        return data, None
    backup = keep_aside(path)
    kept = f"It was kept as {backup.name}" if backup else "It could not be renamed"
    return {}, f"{path} is damaged: {problem}. {kept}; counting starts afresh."


def record_partie(game: str, preset: str, opponent: str, result: str, points_for: int, points_against: int,
                  path: Path | None = None) -> tuple[dict, str | None]:
    """Add one finished partie and write the file atomically.

    Returns the updated row and the problem of a damaged file found on the way (it was kept
    aside and counting started afresh), so the window can say so."""
    if result not in RESULTS:
        raise ValueError(f"result must be one of {', '.join(RESULTS)}")
    path = path or stats_path()
    data, problem = load_stats(path)
    row = data.setdefault(game, {}).setdefault(preset, {}).setdefault(opponent, {k: 0 for k in FIELDS})
    for k in FIELDS:
        row.setdefault(k, 0)
    row["parties"] += 1
    row[result] += 1
    row["points_for"] += max(0, int(points_for))
    row["points_against"] += max(0, int(points_against))
    atomic_write(path, tomli_w.dumps(data))
    return row, problem


def rows(data: dict) -> list[tuple[str, str, str, dict]]:
    """(game, preset, opponent, counts) for a statistics table, sorted."""
    out = []
    for game in sorted(data):
        for preset in sorted(data[game]):
            for opp in sorted(data[game][preset]):
                out.append((game, preset, opp, data[game][preset][opp]))
    return out
