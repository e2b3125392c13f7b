"""Rule options of Minchiate and the preset ``dresden_1798``.

Each option settles one open question of the source (the ``AMB-nn`` tags of
``shared/rules/minchiatta.md`` §12); ``docs/minchiate.md`` lists them.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option

__all__ = ["MinchiateOptions", "PRESETS", "DEFAULT_PRESET"]


@dataclass(frozen=True)
class MinchiateOptions:
    seat_draw: bool = option(
        True, (True, False),
        "cut for seats and partners before the first deal (false: player 0 deals, 0 and 2 are partners)")
    partita_giri: int = option(3, (1, 2, 3), "Giri (rounds of four deals) in a partita")
    partner_changes: bool = option(True, (True, False), "partners change after each Giro (AMB-03)")
    rob_partial: bool = option(
        True, (True, False), "the cutter may stop robbing before the run ends (AMB-06)")
    rob_cap: int = option(13, (13,), "most cards the cutter may rob (AMB-05; the literal 'more' is not offered)")
    mark_dealer_face_up: bool = option(
        True, (True, False), "the dealer's own face-up 21st card is marked like the others' (AMB-07)")
    discard_counting: str = option(
        "forbidden", ("forbidden", "allowed"),
        "whether counting cards may be discarded (AMB-08; forbidden: only when nothing else is left)")
    king_rule: bool = option(
        True, (True, False), "a king must fall on its suit's first lead once a trump was played ahead (AMB-10)")
    matto_lead: bool = option(True, (True, False), "the Matto may be led; the next card sets the suit (AMB-11)")
    resto_during_play: bool = option(
        True, (True, False), "a Resto is paid at once whenever the marked lead reaches 60 (AMB-16)")
    all_tricks_doubling: str = option(
        "points", ("points", "resti", "off"),
        "one side takes all 21 tricks: double the points then convert, double the Resti, or no doubling (AMB-18)")
    senza_cancellation: bool = option(
        True, (True, False), "senza Re / senza Papi: 2:2 kings or Papi 2-5 are not counted by either side (§4.6)")


PRESETS = {"dresden_1798": MinchiateOptions()}
DEFAULT_PRESET = "dresden_1798"
