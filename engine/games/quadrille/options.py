"""House rules of the Quadrille family (spec §7.2) and each game's three presets
``book_1782``, ``app_recommended`` and ``old_regional``.

One options class serves every game of the family (Quadrille, Quadrille with Mediateur,
Quadrille solitaire, Tritrille, Cinquille); an option that does not concern a game changes
nothing there (``docs/quadrille.md`` says which).  The presets differ per game where §7.2
says so (Mediateur, the favourite suit and Respekt are on in the chapter VI game).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.options import option

__all__ = ["QuadrilleOptions", "presets", "DEFAULT_PRESET", "CAP_VALUES", "ROUND_VALUES"]

CAP_VALUES = (16, 24, 32, 48, 64, 128, 0)  # 0 = unlimited
ROUND_VALUES = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20)
STAKE_VALUES = (2, 4, 6, 8, 12)


@dataclass(frozen=True)
class QuadrilleOptions:
    quadrille_trick_target: int = option(6, (6, 7), "tricks the playing side needs (7 in some places)")
    quadrille_loss_split: str = option(
        "half_unless_declarer_lt3",
        ("half_unless_declarer_lt3", "partner_free_if_partner_2", "declarer_must_make_4",
         "voluntary_declarer_pays_all"),
        "who pays a lost called-king game: declarer and partner half each, with the exceptions")
    forced_spadille_payment: str = option("as_mediateur", ("as_mediateur", "as_ask"),
                                          "a forced Spadille game is paid like a Mediateur or like an ask")
    quadrille_trick_review: str = option("on_lead_any_game", ("on_lead_any_game", "solo_only_never_tout"),
                                         "when a player on lead may look at the tricks taken")
    codille_double_cap: int = option(32, CAP_VALUES, "largest stake still doubled on codille (0: unlimited)")
    may_call_own_king: str = option("off", ("off", "on"), "the declarer may call a king he holds himself")
    quadrille_payment_scheme: str = option(
        "current_markers", ("current_markers", "old_fiches", "money", "equal_pool"),
        "markers (now usual), the old fiches and jettons, money in groschen, or an equal pool")
    matador_payment_mode: str = option("per_matador", ("per_matador", "flat_fiche"),
                                       "old fiches: matadors paid each, or one fiche for all")
    mediateur: str = option("off", ("off", "on"), "a player may request a king and play alone (Mediateur)")
    couleur_favorite: str = option("off", ("off", "on"), "one suit is favoured all sitting: it outranks and pays double")
    favorite_selection: str = option("draw_card", ("draw_card", "first_king_turned", "first_won_game"),
                                     "how the favourite suit is chosen")
    preference_and_favorite: str = option("off", ("off", "on"),
                                          "a second privileged suit, the préférence, paying fourfold")
    solo_tout_bid: str = option("off", ("off", "on"), "a Solo announcing the vole may be bid")
    solo_tout_beats_favorite_solo: str = option("off", ("off", "on"),
                                                "a Solo announcing the vole beats even a Solo in the favourite suit")
    respekt: str = option("off", ("off", "on"), "Respekt (Forcé par tout): with both black aces, call a king "
                                                "and let its holder name trump")
    cinquille_two_kings_partner: str = option(
        "off", ("off", "forced_games_only", "all_games"), "Cinquille: a player holding two kings is the partner")
    cinquille_favorite: str = option("off", ("off", "on"), "Cinquille is played with a favourite suit")
    tritrille_deck: str = option("no_diamonds_30", ("no_diamonds_30", "no_threes_36"),
                                 "Tritrille: 30 cards without the diamonds but their king, or 36 without the threes")
    rounds: int = option(10, ROUND_VALUES, "rounds in a sitting (each player deals once a round)")
    dealer_stake: int = option(4, STAKE_VALUES, "markers the dealer puts into the pot")
    money_display: str = option("markers", ("markers", "groschen"), "amounts shown in markers or groschen")


_BASE = QuadrilleOptions()
_OLD: dict[str, Any] = dict(quadrille_trick_target=7, quadrille_loss_split="voluntary_declarer_pays_all",
            forced_spadille_payment="as_ask", quadrille_trick_review="solo_only_never_tout", codille_double_cap=0,
            may_call_own_king="on", quadrille_payment_scheme="old_fiches", matador_payment_mode="flat_fiche",
            favorite_selection="first_won_game", preference_and_favorite="on", solo_tout_bid="on",
            solo_tout_beats_favorite_solo="on", cinquille_two_kings_partner="all_games", cinquille_favorite="on",
            tritrille_deck="no_threes_36", money_display="groschen")
# the option values each game fixes in every preset (its defining rules)
_GAME_FIXED: dict[str, dict[str, Any]] = {
    "quadrille": {},
    "quadrille_mediateur": dict(mediateur="on", couleur_favorite="on", respekt="on"),
    "quadrille_solitaire": dict(mediateur="on"),
    "tritrille": dict(mediateur="on"),
    "cinquille": dict(mediateur="on", may_call_own_king="on"),
}


def presets(game: str) -> dict[str, QuadrilleOptions]:
    fixed = _GAME_FIXED[game]
    old: dict[str, Any] = dict(_OLD)
    if game == "quadrille":
        old = {k: v for k, v in old.items() if k not in ("preference_and_favorite",)}
    book = replace(_BASE, **fixed)
    return {
        "book_1782": book,
        "app_recommended": replace(book, codille_double_cap=32),
        "old_regional": replace(book, **old, **{k: v for k, v in fixed.items() if k not in old}),
    }


DEFAULT_PRESET = "app_recommended"
