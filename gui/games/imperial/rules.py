"""Imperial's generated tables and values for the rules panel (no Qt).  Every number comes from
the engine (:mod:`engine.games.imperial.tables`) for the options in force; the words from
``resources/rules/imperial.tables.LANG.toml``."""

from __future__ import annotations

import html
from typing import Any

from engine.games.imperial import tables as T
from gui.texts import Ctx, table_html

__all__ = ["TABLES", "values", "deal_rows", "honour_rows", "pip_rows"]


def values(opts: Any) -> dict[str, Any]:
    """Named numbers of the rules (``{{value:KEY}}``) for the options in force."""
    n, pk = opts.players, opts.pack
    return {"hand": T.hand_size(n, pk), "stock": T.stock_size(n, pk), "tricks": T.hand_size(n, pk),
            "quota": opts.trick_quota_two if n == 2 else opts.trick_quota_more,
            "strokes_per_imperial": T.STROKES_PER_IMPERIAL, "target": opts.imperials_to_win}


def deal_rows(lab: dict[str, Any]) -> list[list[str]]:
    """Players, pack, cards each, stock, where trumps come from (``tables.hand_size``/``stock_size``)."""
    rows = []
    for pk in (36, 32):
        for n in (2, 3, 4):
            stock = T.stock_size(n, pk)
            rows.append([str(n), str(pk), str(T.hand_size(n, pk)), str(stock),
                         lab["trump_from"]["stock" if stock else "dealer"]])
    return rows


def _card(lab: dict[str, Any], i: int) -> str:
    c = T.CARDS[i]
    return str(lab["card"]).replace("{rank}", lab["ranks"][c.rank]).replace("{suit}", lab["suits"][c.suit])


def honour_rows(lab: dict[str, Any]) -> list[list[str]]:
    """The Imperial trumps and the robbing card of each pack, hearts as the example trump suit."""
    h = T.SUITS.index("H")
    rows = []
    for pk in (36, 32):
        hon = ", ".join(lab["ranks_short"][T.CARDS[i].rank] for i in T.bits(T.honour_mask(h, pk)))
        rows.append([str(pk), hon, lab["ranks_short"][T.CARDS[T.rob_card(h, pk)].rank]])
    return rows


def pip_rows(lab: dict[str, Any]) -> list[list[str]]:
    """The point's pips by rank (``tables.PIPS``)."""
    return [[lab["ranks"][T.RANK_CHARS[r]], str(T.PIPS[r])] for r in range(9)]


def _make(name: str, rows_of: Any) -> Any:
    def make(ctx: Ctx) -> str:
        lab = ctx.labels()
        head = lab["tables"][name]["head"]
        return table_html([html.escape(h) for h in head], [[html.escape(c) for c in r] for r in rows_of(lab)])
    return make


TABLES = {
    "deal_sizes": _make("deal_sizes", deal_rows),
    "imperial_trumps": _make("imperial_trumps", honour_rows),
    "pips": _make("pips", pip_rows),
}
