"""``academie games``: list the games this build knows, with their presets.

Plain text by default, ``--json`` for scripts (the packaging smoke test uses
it).  Headless: never imports Qt.
"""

from __future__ import annotations

import argparse
import json
import sys


def _describe() -> list[dict]:
    from engine.protocol import games

    out = []
    for spec in games():
        out.append({
            "name": spec.name,
            "title": spec.title,
            "players": spec.players,
            "presets": list(spec.presets),
            "default_preset": spec.default_preset,
        })
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="academie games", description="List the games and their rule presets.")
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
        print(f"{g['name']:12} {g['title']} — {g['players']} players; presets: {presets}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
