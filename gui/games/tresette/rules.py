"""Tresett's generated tables and values for the rules panel (no Qt).

Every number comes from the engine (:mod:`engine.games.tresette.scoring` and ``.tables``) for
the options in force; the words from ``resources/rules/tresette.tables.LANG.toml``."""

from __future__ import annotations

from typing import Any

from engine.games.tresette import scoring as SC
from engine.games.tresette import tables as T
from gui.texts import values_table

__all__ = ["TABLES", "values"]


def values(opts: Any) -> dict[str, Any]:
    """Named numbers of the rules (``{{value:KEY}}``) for the options in force."""
    v: dict[str, Any] = {}
    for key, rank in (("threes", "3"), ("twos", "2"), ("aces", "A"), ("sevens", "7"), ("others", "K")):
        for n, word in ((3, "three"), (4, "four")):
            marks, partie = SC.set_value(rank, n, opts.three_sevens, opts.triples_2_A_worth)
            v[f"{word}_{key}"] = marks
            if key == "sevens":
                v[f"{word}_{key}_partie"] = partie
    v.update(nap=3, nap_king=4, nap_step=1, pack=T.N, hand=T.N // 4, tricks=T.TRICKS,
             deal_points=T.DEAL_POINTS, figures=T.count(T.FIGURE_MASK), figures_per_point=3, three_figures=1,
             ace=1, last_trick=1, target=opts.target_marks, double_at=opts.double_partie_threshold,
             stake=opts.stake_per_partie, match_partien=opts.match_partien)
    for name, p in SC.SLAM_PARTIEN.items():
        v[name] = p
    return v


TABLES = {
    "declarations": values_table("declarations"),
    "card_points": values_table("card_points"),
    "slams": values_table("slams"),
}
