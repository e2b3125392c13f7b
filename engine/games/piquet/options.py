"""Piquet's rule options and the three period presets (spec §12).

Every number the rules panel shows comes from here or from
:mod:`engine.games.piquet.scoring`, never from hand-typed text.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.options import option

__all__ = ["PiquetOptions", "PRESETS", "DEFAULT_PRESET", "PRESET_SOURCES", "KoenigOptions", "RaeuberOptions",
           "NormanOptions", "FormOptions", "derived_presets", "BONUS_MODES"]


@dataclass(frozen=True)
class PiquetOptions:
    first_dealer_rule: str = option("low_card_deals", ("low_card_deals", "high_card_chooses"),
                                    "how the first dealer is chosen")
    cut_tie: str = option("redraw", ("redraw",), "equal cards when cutting: draw again")
    next_partie_first_dealer: str = option(
        "recut", ("recut", "previous_winner_deals", "continue_alternation"), "who deals first in the next partie")
    deal_packet_size: int = option(2, (2, 3, 4), "cards per packet when dealing (cosmetic)")
    talon_dealt_at: str = option("end", ("end", "start", "middle"), "when the talon is laid off (cosmetic)")
    carte_blanche: bool = option(True, (True, False), "carte blanche scores 10")
    younger_blanche_announce: str = option(
        "immediately", ("immediately", "after_elder_exchange"), "when younger shows a carte blanche")
    blanche_counts_for_pique_repique: bool = option(True, (True, False),
                                                    "the 10 for carte blanche counts toward the 30")
    elder_min_exchange: int = option(1, (1, 3), "fewest cards elder must exchange")
    younger_min_exchange: str = option("1", ("1", "2", "majority"), "fewest cards younger must exchange")
    unused_talon_visibility: str = option(
        "named_suit", ("named_suit", "cavendish_expose_after_lead"), "who may see talon cards left untaken")
    point_scoring: str = option("per_card", ("per_card", "pip_tens"), "what the point scores")
    point_min_cards: int = option(3, (3, 4), "shortest suit that can score as the point")
    quart_value: int = option(4, (4, 14), "value of a quart")
    trio_value: int = option(3, (3, 4), "value of a trio")
    declaration_proof: str = option("show_cards", ("show_cards", "announce_only"),
                                    "whether scored combinations are shown")
    score_precedence: str = option("category_order", ("category_order", "chronological"),
                                   "the order in which points are credited")
    pique_play_trick_limit: str = option("none", ("none", "7"), "last trick whose points count toward pique")
    play_point_min_rank: str = option("seven", ("seven", "ten"), "lowest card that scores when led or winning")
    last_trick_extra: int = option(1, (0, 1, 2), "extra points for winning the last trick")
    carte_rouge: bool = option(False, (False, True), "carte rouge scores 20")
    partie_format: str = option(
        "target", ("rubicon_six_deals", "target", "four_deals_doubled", "four_deals_plain", "session_surplus"),
        "how a partie is played and settled")
    target_score: int = option(100, (100, 101, 150, 151, 200, 201, 300, 301), "score that wins a target game")
    double_win_rule: str = option("none", ("none", "below_half_target"), "when the winner wins double")
    repique_in_target_game: str = option(
        "normal", ("normal", "separate_partie_win", "wins_partie"), "what a repique means in a target game")
    four_deal_scoring: str = option("plain_tens", ("doubled_with_prizes", "plain_tens"),
                                    "how four-deal parties are scored")
    partie_tie: str = option("draw", ("two_extra_deals_then_draw", "draw"), "equal totals in a fixed-length partie")
    lese_carryover: bool = option(False, (False, True), "after a 6-6 split the next cards are worth 10 more")
    settlement_unit: int = option(10, (10, 100), "points per unit of payment (rounded half up)")
    trick_review: str = option("all_played_cards", ("all_played_cards", "last_trick_only"),
                               "which played cards a person may look back at")
    enforce_legal_play: bool = option(True, (True,), "only legal moves can be made (irregularities cannot occur)")
    revoke_penalty: str = option("replace_card", ("replace_card", "five_points_and_suit_ban"),
                                 "penalty for a revoke; never applies while legal play is enforced")


_common: dict[str, Any] = dict(cut_tie="redraw", talon_dealt_at="end", lese_carryover=False, enforce_legal_play=True)

PRESETS: dict[str, PiquetOptions] = {
    "cavendish_1882": PiquetOptions(
        first_dealer_rule="high_card_chooses", next_partie_first_dealer="recut", deal_packet_size=2,
        carte_blanche=True, younger_blanche_announce="immediately", blanche_counts_for_pique_repique=True,
        elder_min_exchange=1, younger_min_exchange="1", unused_talon_visibility="cavendish_expose_after_lead",
        point_scoring="per_card", point_min_cards=3, quart_value=4, trio_value=3, declaration_proof="show_cards",
        score_precedence="category_order", pique_play_trick_limit="7", play_point_min_rank="seven",
        last_trick_extra=1, carte_rouge=False, partie_format="rubicon_six_deals",
        partie_tie="two_extra_deals_then_draw", trick_review="all_played_cards", **_common),
    "classic_1900": PiquetOptions(
        first_dealer_rule="low_card_deals", next_partie_first_dealer="previous_winner_deals", deal_packet_size=2,
        carte_blanche=True, younger_blanche_announce="after_elder_exchange",
        blanche_counts_for_pique_repique=False, elder_min_exchange=3, younger_min_exchange="majority",
        unused_talon_visibility="named_suit", point_scoring="per_card", point_min_cards=4, quart_value=4,
        trio_value=3, declaration_proof="show_cards", score_precedence="chronological",
        pique_play_trick_limit="none", play_point_min_rank="seven", last_trick_extra=1, carte_rouge=False,
        partie_format="target", target_score=100, double_win_rule="below_half_target",
        repique_in_target_game="separate_partie_win", four_deal_scoring="doubled_with_prizes",
        settlement_unit=10, partie_tie="draw", trick_review="last_trick_only", **_common),
    "eighteenth_century": PiquetOptions(
        first_dealer_rule="low_card_deals", next_partie_first_dealer="recut", deal_packet_size=3,
        carte_blanche=True, younger_blanche_announce="after_elder_exchange", blanche_counts_for_pique_repique=True,
        elder_min_exchange=1, younger_min_exchange="1", unused_talon_visibility="named_suit",
        point_scoring="pip_tens", point_min_cards=3, quart_value=4, trio_value=3, declaration_proof="show_cards",
        score_precedence="category_order", pique_play_trick_limit="none", play_point_min_rank="ten",
        last_trick_extra=1, carte_rouge=False, partie_format="target", target_score=101, double_win_rule="none",
        repique_in_target_game="normal", four_deal_scoring="plain_tens", settlement_unit=10, partie_tie="draw",
        trick_review="all_played_cards", **_common),
}
DEFAULT_PRESET = "classic_1900"

# How a reader names the source each preset follows (for the rules panel).
PRESET_SOURCES = {
    "cavendish_1882": ("Cavendish, 1882 (in a modern German description)", "Cavendish, 1882 (nach einer modernen deutschen Darstellung)"),
    "classic_1900": ("a German reference work of about 1900", "ein deutsches Nachschlagewerk um 1900"),
    "eighteenth_century": ("18th-century German rule books (1782 and earlier)", "deutsche Regelbücher des 18. Jahrhunderts (1782 und früher)"),
}

assert all(dataclasses.is_dataclass(p) for p in PRESETS.values())


# ---------------------------------------------------------------- the forms for three and four (004, spec §10)
def _same(name: str) -> Any:
    """The two-hand option ``name`` as a field of a form's options (same values, default and words)."""
    f = next(f for f in dataclasses.fields(PiquetOptions) if f.name == name)
    return option(f.default, f.metadata["choices"], f.metadata.get("doc", ""))


BONUS_MODES = ("count_becomes_90_60", "add_60_30")

class _Form:
    """What the options of every form answer: the two-hand rules its parties for two (or its
    table) are played by, the form's name and the seats it takes."""

    form: ClassVar[str]
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]    # every form's options are a dataclass

    def two_hand(self) -> PiquetOptions:
        """The two-hand options with this form's values (a partie for two to the target)."""
        mine = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if f.name in _PIQUET_FIELDS}
        return dataclasses.replace(PiquetOptions(), **mine, partie_format="target")

    @property
    def bonus_mode(self) -> str:
        return str(getattr(self, "variant_bonus_mode", BONUS_MODES[0]))

    @property
    def seats(self) -> int:
        raise NotImplementedError


_PIQUET_FIELDS = frozenset(f.name for f in dataclasses.fields(PiquetOptions))


@dataclass(frozen=True)
class _PartieRules:
    """The two-hand options that decide a partie played to the target (Königspiquet's parties, the
    closing partie of Normannisches Piquet); the options of fixed-length parties do not apply."""

    first_dealer_rule: str = _same("first_dealer_rule")
    cut_tie: str = _same("cut_tie")
    deal_packet_size: int = _same("deal_packet_size")
    talon_dealt_at: str = _same("talon_dealt_at")
    carte_blanche: bool = _same("carte_blanche")
    younger_blanche_announce: str = _same("younger_blanche_announce")
    blanche_counts_for_pique_repique: bool = _same("blanche_counts_for_pique_repique")
    elder_min_exchange: int = _same("elder_min_exchange")
    younger_min_exchange: str = _same("younger_min_exchange")
    unused_talon_visibility: str = _same("unused_talon_visibility")
    point_scoring: str = _same("point_scoring")
    point_min_cards: int = _same("point_min_cards")
    quart_value: int = _same("quart_value")
    trio_value: int = _same("trio_value")
    declaration_proof: str = _same("declaration_proof")
    score_precedence: str = _same("score_precedence")
    pique_play_trick_limit: str = _same("pique_play_trick_limit")
    play_point_min_rank: str = _same("play_point_min_rank")
    last_trick_extra: int = _same("last_trick_extra")
    carte_rouge: bool = _same("carte_rouge")
    target_score: int = _same("target_score")
    lese_carryover: bool = _same("lese_carryover")
    trick_review: str = _same("trick_review")
    enforce_legal_play: bool = _same("enforce_legal_play")
    revoke_penalty: str = _same("revoke_penalty")


@dataclass(frozen=True)
class _TableRules:
    """The two-hand options the table forms (Räuberpiquet, the Norman three-handed parties) read."""

    cut_tie: str = _same("cut_tie")
    carte_blanche: bool = _same("carte_blanche")
    blanche_counts_for_pique_repique: bool = _same("blanche_counts_for_pique_repique")
    point_scoring: str = _same("point_scoring")
    point_min_cards: int = _same("point_min_cards")
    quart_value: int = _same("quart_value")
    trio_value: int = _same("trio_value")
    declaration_proof: str = _same("declaration_proof")
    play_point_min_rank: str = _same("play_point_min_rank")
    last_trick_extra: int = _same("last_trick_extra")
    target_score: int = _same("target_score")
    trick_review: str = _same("trick_review")
    enforce_legal_play: bool = _same("enforce_legal_play")


@dataclass(frozen=True)
class _Participants:
    participants: int = option(3, (3, 4), "participants (two of them play each partie, the others watch)")


@dataclass(frozen=True)
class _BonusMode:
    variant_bonus_mode: str = option(BONUS_MODES[0], BONUS_MODES, "the bonus for reaching 20 first")


# a form's own options come first, then the two-hand ones it takes, in the two-hand order
PARTIE_FIELDS = tuple(f.name for f in dataclasses.fields(_PartieRules))
TABLE_FIELDS = tuple(f.name for f in dataclasses.fields(_TableRules))


@dataclass(frozen=True)
class KoenigOptions(_PartieRules, _Participants, _Form):
    """Königspiquet: three or four take part, two play each partie to the target, the others are Kings."""

    form: ClassVar[str] = "koenigspiquet"

    @property
    def seats(self) -> int:
        return self.participants


@dataclass(frozen=True)
class RaeuberOptions(_TableRules, _BonusMode, _Form):
    """Räuberpiquet: four in two sides of partners, eight cards each, no talon."""

    form: ClassVar[str] = "raeuberpiquet"

    @property
    def seats(self) -> int:
        return 4


@dataclass(frozen=True)
class NormanOptions(_PartieRules, _BonusMode, _Form):
    """Normannisches Piquet: three, each for himself, ten cards each; then the two others play a partie."""

    form: ClassVar[str] = "normannisch"

    @property
    def seats(self) -> int:
        return 3


FormOptions = KoenigOptions | RaeuberOptions | NormanOptions


def derived_presets(cls: type[Any]) -> dict[str, Any]:
    """A form's presets: the three two-hand presets with the values of the options that carry over."""
    names = {f.name for f in dataclasses.fields(cls)}
    return {name: cls(**{k: getattr(p, k) for k in names if k in _PIQUET_FIELDS}) for name, p in PRESETS.items()}
