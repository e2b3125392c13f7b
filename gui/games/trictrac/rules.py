"""Trictrac's and Toccategli's generated tables for the rules panel (no Qt).  Every number comes from
the engine (:mod:`engine.games.trictrac.scoring`: ``TRICTRAC``, ``toccategli_values``,
``jan_points_by_ways``) for the options in force; the words from
``resources/rules/{trictrac,toccategli}.tables.LANG.toml``.  Both games find this module as their
family's rules module (``gui.games.trictrac.rules``)."""

from __future__ import annotations

import html
from typing import Any

from engine.games.trictrac import scoring as S
from gui.texts import Ctx, table_html

__all__ = ["TABLES", "values", "game_values", "scoring_rows"]

#: a doublet fills a jan in at most two ways (``scoring.jan_scores``)
DOUBLET_MAX_WAYS = 2


def game_values(opts: Any) -> S.Values:
    """The values the engine plays with under ``opts`` (as ``game.TrictracState`` chooses them)."""
    return S.toccategli_values(opts.toccategli_doublet_jan) if opts.variant == "toccategli" else S.TRICTRAC


def _ways(v: S.Values, ways: int) -> tuple[int, int | None]:
    simple = S.jan_points_by_ways(ways, False, *v.jan)
    double = S.jan_points_by_ways(ways, True, *v.jan) if ways <= DOUBLET_MAX_WAYS else None
    return simple, double


def scoring_rows(opts: Any) -> list[tuple[str, str, tuple[int, int | None], bool]]:
    """``(row key, section id, (simple, doublet), to the opponent)`` for the options in force."""
    v = game_values(opts)
    rows: list[tuple[str, str, tuple[int, int | None], bool]] = []
    if opts.jan_de_trois_coups:
        rows.append(("jan_de_trois_coups", "jan-de-trois-coups", (v.trois_coups, v.trois_coups), False))
    rows += [
        ("jan_de_deux_tables", "jan-de-deux-tables", v.jan, False),
        ("contre_jan_de_deux_tables", "contre-jan", v.jan, True),
        ("jan_de_mezeas", "mezeas", v.jan, False),
        ("contre_jan_de_mezeas", "contre-jan", v.jan, True),
        ("jan_one_way", "jans", _ways(v, 1), False),
        ("jan_two_ways", "jans", _ways(v, 2), False),
        ("jan_three_ways", "jans", _ways(v, 3), False),
        ("hold_jan", "jans", v.jan, False),
        ("true_hit_grand", "hits", v.hit_grand, False),
        ("true_hit_petit", "hits", v.hit_petit, False),
    ]
    if v.false_hits:
        rows += [("false_hit_grand", "hits", v.hit_grand, True),
                 ("false_hit_petit", "hits", v.hit_petit, True)]
    rows += [
        ("coin_hit", "coin", v.jan, False),
        ("unplayable", "unplayable", v.unplayable, True),
        ("first_off", "bearing-off", v.first_off, False),
    ]
    return rows


def values(opts: Any) -> dict[str, Any]:
    """Named numbers of the rules (``{{value:KEY}}``) for the options in force."""
    v = game_values(opts)
    return {"jan_simple": v.jan[0], "jan_doublet": v.jan[1], "trois_coups": v.trois_coups}


def _scoring(ctx: Ctx) -> str:
    lab = ctx.labels()
    t = lab["tables"]["scoring"]
    rows = []
    for key, section, (simple, double), other in scoring_rows(ctx.opts()):
        cell = f'<a href="#{section}">{html.escape(t["rows"][key])}</a>'
        if other:
            cell += f" — <i>{html.escape(t.get('to_other', {}).get(key, t['other']))}</i>"
        rows.append([cell, str(simple), "—" if double is None else str(double)])
    return table_html([html.escape(h) for h in t["head"]], rows)


TABLES = {"scoring": _scoring}
