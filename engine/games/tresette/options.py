"""Rule options of Tresett (spec ``shared/rules/tresette.md`` §11) and their presets.

``hamburg_1782`` is the book as we read it (three Sevens win a partie, triples of Twos and
Aces worth 3 as the spec recommends, declarations shown "with calls", no continuation);
``old_custom`` is the older custom the book gives first (triples of Twos and Aces worth 1);
``newer_custom`` counts three Sevens as three marks only (1448-1450); ``continuation`` plays
without calls and carries the winners' surplus into the next partie (1472).
``match_partien`` (how many partien end the session) is ours: the book leaves the end to the
players (1474).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option

__all__ = ["TresetteOptions", "PRESETS", "DEFAULT_PRESET"]


@dataclass(frozen=True)
class TresetteOptions:
    three_sevens: str = option("partie", ("partie", "three_marks"),
                               "three Sevens win a partie and a mark, or count three marks (1448-1450)")
    triples_2_A_worth: int = option(3, (3, 1), "marks for three Twos or three Aces (1446, 1450)")
    with_calls: bool = option(True, (True, False), "declarations are shown to the table (\"mit Zurufen\", 1432)")
    continuation: bool = option(False, (False, True),
                                "the winners carry their surplus marks into the next partie (1472; "
                                "not with calls)")
    double_partie_threshold: int = option(10, (10,), "a partie is double when the losers laid no more marks (1458)")
    slam_bonuses: bool = option(True, (True, False), "Gallara, Gallaton, Stramazette, Stramazetton (1466-1472)")
    target_marks: int = option(21, (21,), "marks that win a partie (1432, 1458)")
    stake_per_partie: int = option(1, (1, 2, 5, 10), "what each partie of difference is paid (1474)")
    play_direction: str = option("counter_clockwise", ("counter_clockwise", "clockwise"),
                                 "deal and play pass to the right (1446) or to the left")
    match_partien: int = option(5, (1, 2, 3, 5, 10), "partien a side must win to end the session (ours)")


PRESETS = {
    "hamburg_1782": TresetteOptions(),
    "old_custom": TresetteOptions(triples_2_A_worth=1),
    "newer_custom": TresetteOptions(three_sevens="three_marks"),
    "continuation": TresetteOptions(with_calls=False, continuation=True),
}
DEFAULT_PRESET = "hamburg_1782"
