"""Tarock's rule options (spec ``shared/rules/tarock.md`` §7) and presets, per form.

The three forms share the options of the play (honours, the Scüs, the Pagat, the direction,
the suits) and each adds its own: form A (three hands) the rotating fourth player and the
king payments, form B (four hands in partnership) the half of the pack, partners and the
Volata, form C (four hands like Quadrille) the multiplier of the games played alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.options import option

__all__ = ["TarockOptions", "Tarock4Options", "TarockQuadrilleOptions", "PRESETS", "PRESETS4", "PRESETSQ",
           "PRESET_SOURCES"]


@dataclass(frozen=True)
class _Common:
    form: ClassVar[str] = "A"
    honours_variant: str = option("classic", ("classic", "seven_kings"),
                                  "the honours of the older game, or the newer seven kings (1496-1504)")
    ten_tarocs_requires_over_26: bool = option(
        False, (False, True), "ten Tarocs are paid only if their holder ends with more than half the points (1498)")
    scus_counts_for_ten_tarocs: bool = option(False, (False, True), "the Scüs counts among the ten Tarocs (ours)")
    scus_may_lead: bool = option(True, (True, False), "the Scüs may be led like a Taroc (1557)")
    deal_direction: str = option("counter_clockwise", ("counter_clockwise", "clockwise"),
                                 "deal and play pass to the right, or to the left (ours)")
    deck_suits: str = option("italian", ("italian", "french"),
                             "the suits are named as on Italian or on French-suited Tarock cards (1512)")


@dataclass(frozen=True)
class TarockOptions(_Common):
    """Form A: three hands, the Scat of three, honours, 26 points each."""

    form: ClassVar[str] = "A"
    void_deal_if_1_or_2_tarocs: bool = option(False, (False, True),
                                              "a hand of only one or two Tarocs makes the deal void (1514)")
    king_capture_payments: bool = option(
        False, (False, True), "a captured King costs its owner 5 (10 in the last trick); Pagat payments double (1563)")
    pagat_xxi_last_two_bonus: int = option(
        0, (0, 30), "the Pagat winning the second-last trick and the XXI the last pays this from each (1563)")
    players: int = option(3, (3, 4), "three players, or four of whom one sits out each deal (1508)")
    fourth_player_rotates_out: bool = option(
        True, (True, False), "with four players one sits out each deal, in turn (1508)")
    deals: int = option(12, (3, 6, 9, 12, 18, 24), "deals in a game; with four players 12 or 24 let each deal equally")


@dataclass(frozen=True)
class Tarock4Options(_Common):
    """Form B: two against two, 19 cards each, the dealer's Scat of two."""

    form: ClassVar[str] = "B"
    tarock4_half: int = option(39, (39, 36), "the points that are half the pack: 39 (our reading) or the book's 36 (1583)")
    tarock4_partita_ferma: bool = option(False, (False, True),
                                         "keep one partner for all six partien instead of changing after two (1567)")
    tarock4_volata_payment: int = option(2, (0, 1, 2, 3),
                                         "a deal in which one side makes no point pays this many halves (1587)")
    partien: int = option(6, (1, 2, 3, 6), "partien of four deals in a match (1567: six)")


@dataclass(frozen=True)
class TarockQuadrilleOptions(_Common):
    """Form C: four hands bid like Quadrille, 76 cards, 18 each, the dealer's Scat of four."""

    form: ClassVar[str] = "C"
    mediateur_solo_multiplier: int = option(1, (1, 2), "payments of a Mediateur or a Solo are multiplied by this (ours)")
    deals: int = option(8, (4, 8, 12), "deals in a game (ours: each player deals equally)")


PRESETS = {
    "hamburg_1782": TarockOptions(),
    "seven_kings": TarockOptions(honours_variant="seven_kings"),
    "king_payments": TarockOptions(king_capture_payments=True, pagat_xxi_last_two_bonus=30),
    "four_players": TarockOptions(players=4),
}
PRESETS4 = {
    "hamburg_1782": Tarock4Options(),
    "book_36": Tarock4Options(tarock4_half=36),
    "partita_ferma": Tarock4Options(tarock4_partita_ferma=True),
}
PRESETSQ = {
    "hamburg_1782": TarockQuadrilleOptions(),
    "doubled_alone": TarockQuadrilleOptions(mediateur_solo_multiplier=2),
}
PRESET_SOURCES = {
    "hamburg_1782": "1782 Hamburg games book, Das Tarocspiel (003:1480-1621), with the spec's recommended readings",
    "seven_kings": "the newer honours of seven kings (1502-1504)",
    "king_payments": "what many play: captured Kings paid, Pagat payments doubled, Pagat and XXI in the last two tricks 30 (1563)",
    "four_players": "four at the table, one sitting out each deal in turn (1508)",
    "book_36": "the book's literal half of 36 points (1583)",
    "partita_ferma": "partita ferma: the same partners for the whole match (1567)",
    "doubled_alone": "games played alone (Mediateur, Solo) pay double (ours)",
}
