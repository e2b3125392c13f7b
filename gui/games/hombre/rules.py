"""L'Hombre's and Kaufquadrille's generated tables and values for the rules panel (no Qt).

The rules module of both games (:class:`gui.registry.GameUI`): L'Hombre's ``GameUI`` refers to
this module as its ``rules_module``, Kaufquadrille's to :data:`KAUF` (the same tables for four
seats).  Every
number comes from the engine (:mod:`engine.games.hombre.game`, ``.ranks``, ``.ledger``)
for the options in force; the words from ``resources/rules/GAME.tables.LANG.toml``.
"""

from __future__ import annotations

import html
from types import SimpleNamespace
from typing import Any

from engine.games.hombre import ranks as R
from engine.games.hombre.actions import Bid
from engine.games.hombre.game import BLOCK, FEES, VOLE, bid_level
from engine.games.hombre.ledger import JETTON, groschen
from gui.texts import Ctx, table_html, values_table

from .family_rules import BLACK_TRUMP, RED_TRUMP, card_code, plain_rows, plain_table, trump_rows, trump_table

__all__ = ["TABLES", "values", "KAUF", "bid_ladder", "card_code", "provider", "trump_rows", "plain_rows", "BLACK_TRUMP",
           "RED_TRUMP"]

_BID_KINDS = ("ask", "casco", "tourne", "tourne2", "tourne3", "sans_prendre", "solo_tout")


def _numbers(n: int) -> dict[str, int]:
    """Sizes that depend on the number of seats (3: L'Hombre, 4: Kaufquadrille)."""
    hand = 9 if n == 3 else 8
    return {"players": n, "opponents": n - 1, "hand": hand, "talon": R.N - n * hand, "tricks": hand,
            "packet": 3 if n == 3 else 4, "pack": R.N,
            "casco_least": hand - 1, "casco_most": hand, "tourne_third_least": 6 if n == 3 else 5}


def values(opts: Any, n: int = 3) -> dict[str, Any]:
    """Named numbers of the rules (``{{value:KEY}}``) for the options in force."""
    v: dict[str, Any] = dict(_numbers(n))
    for kind, fee in FEES.items():
        v["fee_" + kind] = fee
    v.update(matador=1, premiers=1, vole=VOLE, failed_vole=-VOLE, announced_vole_loss=VOLE, block=BLOCK,
             jetton=JETTON, jettons_fresh=2 * JETTON, stake=opts.dealer_stake,
             sans_prendre_example=FEES["sans_prendre"] + 5 + 1,
             cap="unlimited" if opts.codille_double_cap == 0 else opts.codille_double_cap,
             groschen_per_point=str(groschen(4)), markers_per_point=4,
             black_trumps=len(R.trump_order(BLACK_TRUMP)), red_trumps=len(R.trump_order(RED_TRUMP)),
             deals=opts.rounds * n)
    return v


def _kauf_values(opts: Any) -> dict[str, Any]:
    return values(opts, 4)


def bid_ladder(opts: Any) -> list[tuple[int, list[tuple[str, bool]]]]:
    """The bids these options offer, lowest first, grouped by level: ``[(level, [(kind, fav)])]``.
    Levels are numbered 1, 2, ... in the order of the engine's ``bid_level``."""
    kinds = ["ask", "sans_prendre"]
    if opts.casco == "on":
        kinds.append("casco")
    if opts.tourne != "off":
        kinds.append("tourne")
    if opts.tourne == "kinds_1_2_3":
        kinds += ["tourne2", "tourne3"]
    if opts.solo_tout_bid == "on":
        kinds.append("solo_tout")
    favs = (False, True) if opts.preference_3p == "on" else (False,)
    bids = [(k, f) for k in kinds for f in favs if not (f and k.startswith("tourne"))]
    levels: dict[tuple[int, int], list[tuple[str, bool]]] = {}
    for k, f in bids:
        levels.setdefault(bid_level(Bid(k, f), opts), []).append((k, f))
    for lv in levels.values():
        lv.sort(key=lambda b: _BID_KINDS.index(b[0]))
    return [(i + 1, levels[key]) for i, key in enumerate(sorted(levels))]


def _ladder_table(ctx: Ctx) -> str:
    lab = ctx.labels()
    t = lab["tables"]["bid_ladder"]
    rows = []
    for level, bids in bid_ladder(ctx.opts()):
        names = [str(lab["bids"][k]) + (" " + str(lab["bids"]["fav"]) if f else "") for k, f in bids]
        rows.append([str(level), html.escape(", ".join(names))])
    return table_html([html.escape(h) for h in t["head"]], rows)


TABLES = {
    "trump_order": trump_table,
    "plain_order": plain_table,
    "bid_ladder": _ladder_table,
    "fees": values_table("fees"),
    "payments": values_table("payments"),
}

# Kaufquadrille: the same tables, the numbers of four seats.
KAUF = SimpleNamespace(TABLES=TABLES, values=_kauf_values)


def provider(game: str) -> Any:
    """The rules provider of ``game`` (``hombre`` or ``kaufquadrille``)."""
    import sys
    return KAUF if game == "kaufquadrille" else sys.modules[__name__]
