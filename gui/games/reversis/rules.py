"""Reversis's generated tables and values for the rules panel (no Qt): every number from the
engine (:mod:`engine.games.reversis.scoring`, ``.game``, ``.tables``); the words from
``resources/rules/reversis.tables.LANG.toml``."""

from __future__ import annotations

import html
from typing import Any

from engine.games.reversis import scoring as SC
from engine.games.reversis import tables as T
from engine.games.reversis.game import ADD_STAKE, DEALER_STAKE, FRESH_POT, OTHER_STAKE
from engine.games.reversis.options import break_tricks
from gui.texts import Ctx, table_html, values_table

__all__ = ["TABLES", "values"]


def values(opts: Any) -> dict[str, Any]:
    """Named numbers of the rules (``{{value:KEY}}``) for the options in force."""
    return {
        "pack": T.N, "hand": T.TRICKS, "dealer_hand": T.TRICKS + 1, "table_cards": 3, "under_pot": 4,
        "tricks": T.TRICKS, "total_points": sum(T.POINTS), "fresh_pot": FRESH_POT, "dealer_stake": DEALER_STAKE,
        "other_stake": OTHER_STAKE, "add_stake": ADD_STAKE, "partie": SC.PARTIE, "quinola": SC.QUINOLA_PAY,
        "quinola_other": SC.QUINOLA_OTHER, "ace": SC.ACE_PAY, "ace_diamonds": SC.ACE_DIAMONDS_PAY,
        "last_trick": SC.LAST_TRICK_FACTOR, "reversy": SC.REVERSY_PAY, "reversy_all": 3 * SC.REVERSY_PAY,
        "break": SC.BREAK_PAY, "break_tricks": ", ".join(str(k) for k in sorted(break_tricks(opts))),
        "early_lead": opts.quinola_early_lead_threshold, "deals": opts.deals_per_match,
        "under_ace": SC.UNDER_POT["ace"], "under_ace_diamonds": SC.UNDER_POT["ace_diamonds"],
        "under_quinola": SC.UNDER_POT["quinola"], "bonus": SC.BONUS_PAY,
    }


def _card_points(ctx: Ctx) -> str:
    lab = ctx.labels()
    t = lab["tables"]["card_points"]
    rows = [[html.escape(str(lab["ranks"][r])), str(T.POINTS[i])] for i, r in enumerate(T.RANK_CHARS)]
    rows.append([html.escape(str(t["total"])), str(sum(T.POINTS))])
    return table_html([html.escape(h) for h in t["head"]], rows)


TABLES = {
    "card_points": _card_points,
    "stakes": values_table("stakes"),
    "payments": values_table("payments"),
}
