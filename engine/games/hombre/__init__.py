"""The L'Hombre family (Das neue Königliche L'Hombre, Hamburg 1782): L'Hombre for three and
Kaufquadrille (L'Hombre for four with buying).  Quadrille and its variants live in
:mod:`engine.games.quadrille` and share :mod:`.ranks`, :mod:`.auction`, :mod:`.ledger`, the
state machines' common steps of :mod:`.family`, the evaluator of :mod:`.players` and the
placement helpers of :mod:`.sampler`.

See ``shared/rules/hombre_family.md`` for the specification and ``docs/hombre.md`` for what
the engine decides.
"""

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from .actions import Bid, Call, Deal, Discard, DrawTrump, Favourite, Play, SpadilleDraw, Trump, parse_action
from .game import (EVENT_KINDS, PHASES, REASON_CODES, HombreObservation, HombreState, Pub, new_kauf_state,
                   new_state)
from .options import DEFAULT_PRESET, PRESETS, HombreOptions

_KINDS = (
    PlayerKind("hombre-beginner", "beginner",
               "Bids by the book's minimum hands (1782), plays sensibly", "engine.games.hombre.players:BeginnerPlayer"),
    PlayerKind("hombre-strong", "strong",
               "Strong (bids by the book, searches imagined deals for every card)", "engine.games.hombre.ai:strong"),
)
_KAUF_KINDS = (
    _KINDS[0],
    PlayerKind("kaufquadrille-strong", "strong",
               "Strong (bids by the book, searches imagined deals for every card)",
               "engine.games.hombre.kauf_ai:strong"),
)

SPEC = register(GameSpec(
    name="hombre", title="L'Hombre", players=3, options_type=HombreOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_state, pack="hombre40", min_players=3, max_players=3,
    partnerships=Partnerships.NONE, player_kinds=_KINDS, family="hombre", reason_codes=REASON_CODES,
    phases=PHASES, event_kinds=EVENT_KINDS,
))

KAUF_SPEC = register(GameSpec(
    name="kaufquadrille", title="Kaufquadrille", players=4, options_type=HombreOptions, presets=PRESETS,
    default_preset=DEFAULT_PRESET, new_state=new_kauf_state, pack="hombre40", min_players=4, max_players=4,
    partnerships=Partnerships.NONE, player_kinds=_KAUF_KINDS, family="hombre", reason_codes=REASON_CODES,
    phases=PHASES, event_kinds=EVENT_KINDS, ai="engine.games.hombre.kauf_ai",
))


__all__ = [
    "SPEC", "KAUF_SPEC", "REASON_CODES", "PHASES", "EVENT_KINDS", "HombreOptions", "PRESETS", "HombreState",
    "HombreObservation", "Pub", "new_state", "new_kauf_state", "parse_action", "SpadilleDraw", "Favourite", "Deal",
    "DrawTrump", "Bid", "Call", "Trump", "Discard", "Play",
]
