"""Rule options of Reversis (spec ``shared/rules/reversis.md`` §11) and their presets.

``hamburg_1782`` is the book as the spec reads it (its "book default" column); ``recommended``
takes the spec's recommended values (the Quinola led up to the 10th trick still counts as an
early lead in a Reversy attempt); ``house_1782`` plays the optional customs the book lists at the
end (paying for the cards under the pot, the two marked cards, the heart ace free, vis-à-vis).
``end_of_match`` and ``first`` parts of the match are ours.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option

__all__ = ["ReversisOptions", "PRESETS", "DEFAULT_PRESET", "PRESET_SOURCES", "break_tricks", "bonus_cards"]


@dataclass(frozen=True)
class ReversisOptions:
    discard_payment: bool = option(
        False, (False, True), "the partie loser also pays the winner for the cards under the pot: ace 1, "
        "ace of diamonds 2, Quinola 4 (1344)")
    quinola_discard_rule: str = option(
        "free", ("free", "forced_when_no_bete"),
        "while no Bête stands the Quinola may not be laid under the pot, and lying among the table cards it "
        "makes all three exchange (1346)")
    bonus_cards: str = option("none", ("none", "QS KC"), "cards whose holder receives 1 from each other player (1364)")
    heart_ace_free: bool = option(False, (False, True), "the ace of hearts costs nothing when played or forced (1364)")
    vis_a_vis: bool = option(False, (False, True), "every payment between players sitting opposite is doubled (1364)")
    four_aces_privilege: bool = option(
        True, (True, False), "the holder of all four aces need not follow suit (and pays the whole Reversy) (1338)")
    reversy_break_reward_tricks: str = option(
        "10 11", ("10 11", "11", "9 10 11"), "the tricks at which breaking a Reversy earns 8 (1360)")
    quinola_early_lead_threshold: int = option(
        9, (9, 10), "the last trick at which a Reversy-maker may lead the Quinola to win the pot (1342)")
    deals_per_match: int = option(16, (4, 8, 12, 16, 20, 24), "deals in a match, a multiple of four (ours)")
    end_of_match: str = option(
        "unsettled", ("unsettled", "shared"),
        "at the end, the pot and the Bêtes still owed stay where they are or are shared equally (ours)")


def break_tricks(o: ReversisOptions) -> frozenset[int]:
    return frozenset(int(x) for x in o.reversy_break_reward_tricks.split())


def bonus_cards(o: ReversisOptions) -> tuple[str, ...]:
    return () if o.bonus_cards == "none" else tuple(o.bonus_cards.split())


PRESETS = {
    "hamburg_1782": ReversisOptions(),
    "recommended": ReversisOptions(quinola_early_lead_threshold=10),
    "house_1782": ReversisOptions(discard_payment=True, bonus_cards="QS KC", heart_ace_free=True, vis_a_vis=True,
                                  quinola_discard_rule="forced_when_no_bete"),
}
DEFAULT_PRESET = "hamburg_1782"
PRESET_SOURCES = {
    "hamburg_1782": "Hamburg games book 1782, Le Reversy (1322-1364), the spec's book defaults",
    "recommended": "the spec's recommended readings (§11)",
    "house_1782": "the optional customs the book lists (1344, 1346, 1364)",
}
