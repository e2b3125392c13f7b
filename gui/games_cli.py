"""``academie games``: list the games this build knows, with what each offers.

Plain text by default, ``--json`` for scripts (the packaging smoke test uses
it): for every game its name, title, family, seats, partnerships, pack, rule
presets (with the seats each takes) and the computer players it offers with
their levels.  Headless: never imports Qt.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def _describe() -> list[dict[str, Any]]:
    from engine.players import offered_kinds
    from engine.protocol import games

    out = []
    for spec in games():
        lo, hi = spec.seat_range
        default = spec.options()
        out.append({
            "name": spec.name,
            "title": spec.title,
            "family": spec.family or spec.name,
            "players": spec.players,
            "min_players": lo,
            "max_players": hi,
            "partnerships": spec.partnerships.value,
            "sides": [list(s) for s in spec.side_seats(default)],
            "pack": spec.pack,
            "presets": list(spec.presets),
            "default_preset": spec.default_preset,
            "preset_seats": {name: spec.seat_count(o) for name, o in spec.presets.items()},
            "player_kinds": [{"name": k.name, "level": k.level, "label": k.label} for k in offered_kinds(spec)],
        })
    return out


def _seats_text(g: dict[str, Any]) -> str:
    lo, hi = g["min_players"], g["max_players"]
    n = f"{lo}" if lo == hi else f"{lo}-{hi}"
    return n + " players" + ("" if g["partnerships"] == "none" else f" ({g['partnerships']} partnerships)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="academie games",
                                 description="List the games, their rule presets and their computer players.")
    ap.add_argument("--json", action="store_true", help="print JSON instead of text")
    args = ap.parse_args(argv)
    games = _describe()
    if args.json:
        json.dump({"games": games}, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    if not games:
        print("no games are installed")
        return 1
    for g in games:
        presets = ", ".join(p + (" (default)" if p == g["default_preset"] else "") for p in g["presets"])
        print(f"{g['name']:14} {g['title']} — {_seats_text(g)}; family {g['family']}; presets: {presets}")
        kinds = ", ".join(f"{k['name']} ({k['level']})" for k in g["player_kinds"])
        print(f"{'':14} players: {kinds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
