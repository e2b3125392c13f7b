"""Piquet's generated tables and values for the rules panel (no Qt).

The game's ``rules_module`` (:class:`gui.registry.GameUI`): the rules panel reads
:data:`TABLES` and :func:`values` from here.  Every number comes from
:mod:`engine.games.piquet.scoring` for the options in force; the words from
``resources/rules/piquet.tables.LANG.toml``.
"""

from __future__ import annotations

import html
from typing import Any

from engine.games.piquet import scoring
from gui.texts import Ctx, table_html, values_table

from gui.games.piquet.rules_forms import FORMS  # noqa: E402,F401  (the forms for three and four)

__all__ = ["TABLES", "values", "FORMS"]


def values(opts: Any) -> dict[str, Any]:
    """Named numbers of the rules (``{{value:KEY}}``) for the options in force."""
    return dict(scoring.values_table(opts))


def _pips_table(ctx: Ctx) -> str:
    lab = ctx.labels()
    ranks = [html.escape(lab["ranks"][r]) for r in scoring.RANKS]
    head = [html.escape(lab["tables"]["pips"]["head"][0])] + ranks
    return table_html(head, [[html.escape(lab["tables"]["pips"]["head"][1])] + [str(p) for p in scoring.PIPS]])


def _exchange_table(ctx: Ctx) -> str:
    lab = ctx.labels()
    t = lab["tables"]["exchange_limits"]
    o = ctx.opts()
    rows = []
    for k in range(o.elder_min_exchange, 6):
        lo, hi = scoring.younger_exchange_limits(k, o)
        rows.append([str(k), str(8 - k), str(lo) if lo == hi else f"{lo}–{hi}"])
    return table_html([html.escape(h) for h in t["head"]], rows)


def _prizes_table(ctx: Ctx) -> str:
    lab = ctx.labels()
    t = lab["tables"]["four_deal_prizes"]
    rows = [[html.escape(lab["rows"]["prize_" + k]), str(a), str(b)] for k, (a, b) in scoring.FOUR_DEAL_PRIZES.items()]
    return table_html([html.escape(h) for h in t["head"]], rows)


TABLES = {
    "four_deal_prizes": _prizes_table,
    "declaration_values": values_table("declaration_values"),
    "play_points": values_table("play_points"),
    "pips": _pips_table,
    "exchange_limits": _exchange_table,
}
