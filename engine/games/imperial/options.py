"""Rule options of Imperial (spec ``minor_trump_games.md`` §2.7) and their presets.

``hamburg_1782`` is the book as we read it: three players, 36 cards, five Imperials.  The other
presets change only the company or the pack; every option of the spec's table is here.
``players`` is ours (the book allows two, three or four).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option

__all__ = ["ImperialOptions", "PRESETS", "DEFAULT_PRESET"]


@dataclass(frozen=True)
class ImperialOptions:
    players: int = option(3, (2, 3, 4), "players at the table: two, three or four (1388)")
    pack: int = option(36, (36, 32), "36 cards (with the sixes) or 32 (1390)")
    imperials_to_win: int = option(5, (5, 3), "Imperials that win the game: usually five, or three (1406)")
    only_highest_quartet: bool = option(
        False, (False, True), "only the highest four of a kind at the table scores an Imperial (1398, reading)")
    trick_quota_two: int = option(6, (6,), "tricks each player must make with two players (1406)")
    trick_quota_more: int = option(3, (3,), "tricks each player must make with three or four (1406)")
    robbing: bool = option(True, (True, False), "the holder of the 7 of trumps robs a turned Imperial trump (1394)")
    two_player_stock_exchange: str = option(
        "whole_hand", ("whole_hand", "none"),
        "with two, a player without a trump may take the stock for his hand (1392)")
    excess_strokes: str = option(
        "discard", ("discard", "carry"), "strokes beyond the sixth are lost, or carried (not stated; ours)")


PRESETS = {
    "hamburg_1782": ImperialOptions(),
    "two_players": ImperialOptions(players=2),
    "four_players": ImperialOptions(players=4),
    "piquet_pack": ImperialOptions(pack=32),
    "short_game": ImperialOptions(imperials_to_win=3),
}
DEFAULT_PRESET = "hamburg_1782"
