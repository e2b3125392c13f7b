"""Tresett's rules page: the generated tables are the engine's values for the preset in force."""

from __future__ import annotations

import pytest

from engine.games.tresette import PRESETS
from engine.games.tresette import scoring as SC
from gui import texts as tx


@pytest.mark.parametrize("preset", list(PRESETS))
def test_declaration_and_slam_tables_come_from_the_engine(preset):
    opts = PRESETS[preset]
    ctx = tx.Ctx("tresette", "en", preset)
    rows = dict(tx.table_rows(ctx, "declarations"))
    for key, rank in (("threes", "3"), ("twos", "2"), ("aces", "A"), ("sevens", "7"), ("others", "K")):
        for n, word in ((3, "three"), (4, "four")):
            marks, partie = SC.set_value(rank, n, opts.three_sevens, opts.triples_2_A_worth)
            assert rows[f"{word}_{key}"] == marks
            if key == "sevens":
                assert rows[f"{word}_sevens_partie"] == partie
    assert dict(tx.table_rows(ctx, "slams")) == SC.SLAM_PARTIEN
    assert dict(tx.table_rows(ctx, "card_points"))["deal_points"] == 11
    for lang in tx.LANGS:
        html = tx.Ctx("tresette", lang, preset).table("declarations")
        assert "<td" in html
