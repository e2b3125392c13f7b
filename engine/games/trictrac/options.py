"""The house rules of Trictrac and Toccategli (spec §7.9, §7.10)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option


@dataclass(frozen=True)
class TrictracOptions:
    #: Grand Trictrac or its Italian form (a second GameSpec, ``toccategli``, sets it)
    variant: str = option("trictrac", ("trictrac", "toccategli"), "which form of the game")
    #: holes in a partie (Trictrac); Toccategli: points in a game
    holes_per_partie: int = option(12, (12, 6, 2), "holes in a partie (Toccategli: points in a game, always 12)")
    #: a partie won without the opponent making a hole counts double (only by agreement, 2820)
    bredouille_pays_double: bool = option(False, (False, True), "partie bredouille paid double")
    #: the école: each player marks his own points and the opponent claims what he got wrong
    ecole: bool = option(False, (False, True), "the école (players mark their own points)")
    #: the player who wins a hole by his own throw may go out (2842)
    allow_going_out: bool = option(True, (True, False), "going out after a hole")
    #: the jan de trois coups counts (2874)
    jan_de_trois_coups: bool = option(True, (True, False), "the jan de trois coups")
    #: Toccategli's result scale by the loser's points (2838, with 1, 4 and 5 filled in as §7.5):
    #: 7-11 simple, 4-6 double, 1-3 triple, 0 quadruple; or every game simple
    toccategli_result_scale: str = option("scale", ("scale", "simple"), "Toccategli's result scale")
    #: Toccategli: a doublet's jan by one way (not stated, 2929/2947): 4 (the doublet column) or 3
    toccategli_doublet_jan: int = option(4, (4, 3), "Toccategli: points of a doublet's jan by one way")
    #: Toccategli: games in a match
    games_per_match: int = option(1, (1, 3, 5), "Toccategli: games in a match")


TRICTRAC_PRESETS = {
    "book_1782": TrictracOptions(ecole=True),
    "recommended": TrictracOptions(),
}
TOCCATEGLI_PRESETS = {
    "book_1782": TrictracOptions(variant="toccategli", ecole=True),
    "recommended": TrictracOptions(variant="toccategli"),
}
DEFAULT_PRESET = "recommended"

#: where each preset comes from (the rules pages cite it)
PRESET_SOURCES = {
    "book_1782": ("Hamburg 1782, Trictrac chapters I-VII", "Hamburg 1782, Trictrac Kapitel I-VII"),
    "recommended": ("the book with automatic scoring", "das Buch mit selbsttätiger Zählung"),
}
