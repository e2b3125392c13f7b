"""Rule options of Boston (spec ``shared/rules/boston.md`` §10) and their presets.

The book gives one paragraph (2505-2509); everything it leaves open is settled here
as **our reading** and said so in ``docs/boston.md`` and the rules pages.  ``rounds``
is ours: the session is a fixed number of rounds of four deals (spec §8).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option

__all__ = ["BostonOptions", "PRESETS", "DEFAULT_PRESET"]


@dataclass(frozen=True)
class BostonOptions:
    pot_per_deal: int = option(1, (1, 2, 4), "points each dealer puts into the pot before he deals (2509)")
    great_independence_tricks: int = option(9, (9, 8), "tricks great Independence needs (9 as printed)")
    misere_trumps: str = option("none", ("none", "declarer_names"), "Misère without trumps, or the declarer names one")
    payments_per_opponent: bool = option(
        True, (True, False), "each opponent pays or is paid the contract's value (false: the value once, shared)")
    bidding_rounds: str = option("single", ("single", "multi"), "one round of bids, or rounds until the others pass")
    all_pass: str = option(
        "redeal_pot_grows", ("redeal_pot_grows", "play_forced"),
        "when all pass: the next dealer deals and the pot grows, or the eldest hand must play small Boston")
    declarer_partner: str = option(
        "none", ("none", "supporter"), "the declarer plays alone, or another player may support a Boston bid")
    bete_queue: str = option("l_hombre_style", ("l_hombre_style",), "Bêtes are staked largest first, as in L'Hombre")
    rounds: int = option(2, (1, 2, 3, 4, 5), "rounds of four deals in a session (ours)")


PRESETS = {
    "hamburg_1782": BostonOptions(),
    "with_supporter": BostonOptions(declarer_partner="supporter", bidding_rounds="multi"),
}
DEFAULT_PRESET = "hamburg_1782"
