"""Tables and values of the l'Homme and La Triomphe rules pages (no Qt), from the engine
(:mod:`engine.games.lhomme.tables`, :mod:`engine.games.lhomme.game`)."""

from __future__ import annotations

import html
from typing import Any

from engine.games.lhomme import tables as T
from gui.texts import Ctx, table_html

__all__ = ["TABLES", "values", "pack_rows"]


def values(opts: Any) -> dict[str, Any]:
    players = getattr(opts, "players", 4)
    hand = getattr(opts, "cards_per_player", 9)
    suits = T.suits_in_play(players) if hasattr(opts, "players") else 4
    v = {"in_play": 10 * suits, "hand": hand, "left": 10 * suits - players * hand, "players_now": players,
         "deals": opts.rounds * players}
    return v


def pack_rows(lab: dict[str, Any]) -> list[list[str]]:
    """Players, suits in play (named), cards in play, cards each, left over (``tables.suits_in_play``)."""
    rows = []
    for n in (7, 6, 5, 4, 3):
        k = T.suits_in_play(n)
        names = ", ".join(lab["suits"][s] for s in T.SUITS[:k])
        rows.append([str(n), names, str(10 * k), "7", str(10 * k - 7 * n)])
    return rows


def _pack_table(ctx: Ctx) -> str:
    lab = ctx.labels()
    head = lab["tables"]["pack_sizes"]["head"]
    return table_html([html.escape(h) for h in head], [[html.escape(c) for c in r] for r in pack_rows(lab)])


TABLES = {"pack_sizes": _pack_table}
