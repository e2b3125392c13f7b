"""Rule options of Whist (spec ``shared/rules/whist.md`` §10) and their presets.

``hamburg_1782`` is the book as we read it (spec §7.3: tricks over six, honours,
calling at eight, the lurch); ``plain`` is a simple family game: tricks only, no
honours, no calling.  ``draw_for_partners`` and ``games`` are ours (the spec's
draw is always made in the book; a session may skip it).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option

__all__ = ["WhistOptions", "PRESETS", "DEFAULT_PRESET"]


@dataclass(frozen=True)
class WhistOptions:
    game_points: int = option(10, (10,), "points that make a game (1639)")
    honours_count: bool = option(True, (True, False), "a side holding 3 or 4 trump honours scores 2 or 4 (1639)")
    honours_not_at_nine: bool = option(
        True, (True, False), "a side standing at 9 when the deal begins cannot score honours (completion)")
    calling_at_eight: bool = option(
        True, (True, False), "a side at 8 holding enough honours may call and win before the first lead (1964)")
    lurch_double: bool = option(True, (True, False), "a game won against fewer than 5 points is worth two (1680)")
    revoke_penalty_points: int = option(3, (3,), "points marked for a revoke (1962; revokes are prevented)")
    rubber: str = option("none", ("none", "best_of_3"), "play single games, or a rubber: best of three games")
    games: int = option(1, (1, 2, 3, 4, 5, 6), "games in a session when no rubber is played (ours)")
    cut_ace_low: bool = option(False, (False, True), "the ace counts lowest in the draw for partners")
    deal_direction: str = option(
        "clockwise", ("clockwise", "counter_clockwise"), "the direction in which deal and play pass")
    trump_card_visible_until: str = option(
        "dealer_plays_first_trick", ("dealer_plays_first_trick",),
        "the turned trump card lies face up until the dealer plays to the first trick (2008)")
    draw_for_partners: bool = option(
        True, (True, False), "draw cards for partners and first dealer (false: seat 0 deals, 0 and 2 are partners)")


PRESETS = {
    "hamburg_1782": WhistOptions(),
    "rubber": WhistOptions(rubber="best_of_3"),
    "plain": WhistOptions(honours_count=False, calling_at_eight=False, honours_not_at_nine=False),
}
DEFAULT_PRESET = "hamburg_1782"
