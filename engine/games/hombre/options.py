"""House rules of L'Hombre (spec §7.1) and the presets ``book_1782``, ``app_recommended``
and ``old_regional``.  Kaufquadrille inherits the same options.

Options the program makes moot (``ten_card_passer_penalty``, ``missing_cards_from_discards``,
``strict_early_discard_bete``: the irregularities they punish cannot happen) are kept so a
preset reads like the spec's table; ``docs/hombre.md`` says which options change nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.options import option

__all__ = ["HombreOptions", "PRESETS", "DEFAULT_PRESET", "CAP_VALUES", "ROUND_VALUES"]

CAP_VALUES = (16, 24, 32, 48, 64, 128, 0)  # 0 = unlimited
ROUND_VALUES = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20)
STAKE_VALUES = (1, 2, 3, 4, 6, 8, 12)


@dataclass(frozen=True)
class HombreOptions:
    stake_method: str = option(
        "pot_method1", ("pot_method1", "jetton_rows_method2", "equal_pool_method3"),
        "how the pot is marked: the dealer's stake of 4, rows of jettons, or an equal pool")
    dealer_stake: int = option(4, STAKE_VALUES, "markers the dealer puts into the pot (method 1; method 3: each player's ante)")
    block: str = option("off", ("off", "on"), "a bête of 12 is written against every player until he wins a game")
    codille_jettons: int = option(
        2, (2, 3), "rows of jettons: jettons each player sets after a codille (2: the method's description, "
        "seed line 357; 3: law 48)")
    bete_grouping: str = option("together", ("together", "bete_a_bete"),
                                "bêtes made in one deal are played together or one at a time")
    codille_doubling: str = option("double_up_to_cap", ("none", "double_up_to_cap"),
                                   "a codille loser's bête is doubled while the bête in play is small")
    codille_double_cap: int = option(32, CAP_VALUES, "largest bête in play still doubled on codille (0: unlimited)")
    codille_pot_reading: str = option(
        "winner_takes_pot", ("winner_takes_pot", "pot_stays_when_doubled"),
        "on a doubled codille the winner takes the pot (R1) or the pot stays (R2)")
    irregularity_penalty: str = option("error_decides_game", ("bete", "error_decides_game"),
                                       "irregularities cost a bête or decide the game (none can happen here)")
    remise_play_on: str = option("allowed", ("allowed", "not_allowed"),
                                 "an opponent may play on a game l'Hombre concedes, hoping for codille")
    trick_review: str = option("lhombre_all", ("lhombre_all", "all_players_all", "last_trick_only", "none"),
                               "who may look at the tricks already taken")
    review_voids_vole: str = option("on", ("on", "off"), "looking at tricks spoils the vole")
    leftover_talon_view: str = option(
        "last_exchanger_then_all", ("last_exchanger_then_all", "nobody", "everyone"),
        "who sees the talon cards nobody bought")
    ten_card_passer_penalty: str = option("none", ("none", "bete"), "(cannot happen: wrong card counts are prevented)")
    missing_cards_from_discards: str = option("allowed", ("allowed", "not_allowed"), "(cannot happen)")
    strict_early_discard_bete: str = option("on", ("off", "on"), "(cannot happen: nobody discards out of turn)")
    spadille_force: str = option("off", ("off", "on"), "when all pass, the holder of Spadille must play")
    casco: str = option("on", ("off", "on"), "Casco: discard 8 or 9 blind, name trump after buying")
    casco_timing: str = option("forces_anytime", ("forces_anytime", "only_after_all_pass"),
                               "Casco may be bid at any time, or only after everyone passed")
    tourne: str = option("kind1", ("off", "kind1", "kinds_1_2_3"), "Tourné: trump decided by a turned card")
    tourne_black_ace: str = option("stands", ("stands", "turn_again"),
                                   "a turned black ace makes its own suit trump, or another card is turned")
    tourne_kind2_turn_talon: str = option("off", ("off", "on"),
                                          "calque partout: Tourné of the second kind turns the talon's top card")
    casco_outranks_tourne: str = option("off", ("off", "on"), "Casco ranks above Tourné")
    preference_3p: str = option("off", ("off", "on"), "a favourite suit outranks and pays double")
    solo_tout_bid: str = option("on", ("on", "off"), "the vole may be announced in the auction (Solo tout)")
    first_dealer: str = option("spadille_draw", ("spadille_draw", "random"),
                               "the first dealer is whoever receives Spadille dealing singly")
    first_forehand_courtesy: str = option("off", ("off", "on"), "(table etiquette: not modelled)")
    rounds: int = option(10, ROUND_VALUES, "rounds in a sitting (each player deals once a round)")
    money_display: str = option("markers", ("markers", "groschen"), "amounts shown in markers or groschen")


_BOOK = HombreOptions(first_forehand_courtesy="on", codille_pot_reading="pot_stays_when_doubled")
PRESETS = {
    "book_1782": _BOOK,
    "app_recommended": replace(
        _BOOK, codille_pot_reading="winner_takes_pot", trick_review="all_players_all", review_voids_vole="off", casco="off", tourne="off",
        first_forehand_courtesy="off"),
    "old_regional": replace(
        _BOOK, stake_method="jetton_rows_method2", block="on", bete_grouping="bete_a_bete", codille_doubling="none",
        codille_pot_reading="pot_stays_when_doubled", irregularity_penalty="bete", remise_play_on="not_allowed",
        trick_review="last_trick_only", leftover_talon_view="nobody", ten_card_passer_penalty="bete",
        missing_cards_from_discards="not_allowed", spadille_force="on", casco_timing="only_after_all_pass",
        tourne="kinds_1_2_3", tourne_black_ace="turn_again", tourne_kind2_turn_talon="on",
        casco_outranks_tourne="on", preference_3p="on", money_display="groschen"),
}
DEFAULT_PRESET = "app_recommended"
