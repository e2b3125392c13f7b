"""The Quadrille family (Das neue Königliche L'Hombre, Hamburg 1782, chapters V-VI):
Quadrille for four with a called king, Quadrille with Mediateur (with the favourite suit,
the préférence and Respekt), Quadrille solitaire, Tritrille for three and Cinquille for
five.  One engine (:mod:`.game`) plays them all, on the L'Hombre family's ranks, auction and
ledger (:mod:`engine.games.hombre`).

See ``shared/rules/hombre_family.md`` §4-9 and ``docs/quadrille.md``.
"""

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from .actions import Bid, CallKing, Favourite, Give, Request, parse_action
from .game import (EVENT_KINDS, PHASES, REASON_CODES, VARIANTS, QPub, QuadrilleObservation, QuadrilleState,
                   new_game)
from .options import DEFAULT_PRESET, QuadrilleOptions, presets

_MODULE = "engine.games.quadrille"
_TITLES = {
    "quadrille": "Quadrille",
    "quadrille_mediateur": "Quadrille with Mediateur",
    "quadrille_solitaire": "Quadrille solitaire",
    "tritrille": "Tritrille",
    "cinquille": "Cinquille",
}
_PACKS = {"tritrille": "tritrille30"}


def _kinds(game: str) -> tuple[PlayerKind, ...]:
    return (
        PlayerKind(f"{game}-beginner", "beginner", "Bids by the book's hands (1782), plays after its advice",
                   f"engine.games.quadrille.ai:{game}_beginner"),
        PlayerKind(f"{game}-strong", "strong", "Strong (bids by search, searches imagined deals for every card)",
                   f"engine.games.quadrille.bidsearch:{game}_strong"),
    )


SPECS = {}
for _g, _v in VARIANTS.items():
    SPECS[_g] = register(GameSpec(
        name=_g, title=_TITLES[_g], players=_v.n, options_type=QuadrilleOptions, presets=presets(_g),
        default_preset=DEFAULT_PRESET, new_state=new_game(_g), pack=_PACKS.get(_g, "hombre40"), min_players=_v.n,
        max_players=_v.n, partnerships=Partnerships.CALLED if _v.calling else Partnerships.NONE,
        player_kinds=_kinds(_g), family="quadrille", reason_codes=REASON_CODES, phases=PHASES,
        event_kinds=EVENT_KINDS, module=_MODULE, ai="engine.games.quadrille.ai",
    ))
SPEC = SPECS["quadrille"]

__all__ = [
    "SPEC", "SPECS", "REASON_CODES", "PHASES", "EVENT_KINDS", "QuadrilleOptions", "QuadrilleState",
    "QuadrilleObservation", "QPub", "parse_action", "Bid", "CallKing", "Request", "Give", "Favourite",
]
