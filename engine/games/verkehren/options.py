"""The house rules of Verkehren im Brett (spec ``board_games.md`` §6.2)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option


@dataclass(frozen=True)
class VerkehrenOptions:
    #: the bands a player may have on the board (the Hücke and his own side) before the penalty
    #: applies; "usually 5" (2706, 2756); 0: no limit
    max_bands: int = option(5, (5, 4, 6, 7, 0), "the most bands a player may have (0: no limit)")
    #: what the opponent may do when a player has more bands than agreed (2706): hit those bands
    #: with his throws, have two stones of a band he names taken out, or choose either
    band_limit_penalty: str = option("opponent_choice", ("opponent_choice", "hit_allowed", "remove_two"),
                                     "the penalty for too many bands")
    #: doublets are played four times (2687); the book knows no other way
    doublets_four_moves: bool = option(True, (True,), "doublets are played four times")
    #: all stones piled exactly onto the last field before any is borne off win double (2752)
    double_by_piling: bool = option(True, (True, False), "piling all stones on the last field wins double")
    #: a player without a band on his own side may give the game up as a single loss (2718-2731)
    concession: bool = option(True, (True, False), "a single loss may be conceded")
    #: points of a match (a single game 1, a double 2)
    match_points: int = option(3, (3, 1, 5, 7), "points of a match")


#: the specification (§6.2) recommends the book's own rule for every option, the opponent's choice
#: of penalty among them: the two presets agree; ``book_1782`` stays the book's should the
#: recommendation ever change
VERKEHREN_PRESETS = {
    "book_1782": VerkehrenOptions(),
    "recommended": VerkehrenOptions(),
}
DEFAULT_PRESET = "recommended"

#: where each preset comes from (the rules pages cite it)
PRESET_SOURCES = {
    "book_1782": ("Hamburg 1782, Verkehren im Brett chapters II-IX",
                  "Hamburg 1782, Verkehren im Brett Kapitel II-IX"),
    "recommended": ("the book's rules, as the specification recommends (board_games.md §6.2)",
                    "die Regeln des Buches, wie die Spezifikation sie empfiehlt (board_games.md §6.2)"),
}
