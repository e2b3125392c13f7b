"""l'Homme and La Triomphe, after the fragments of the Hamburg games book of 1782 (lines
1366-1382 and 1408-1422) -- both labelled reconstructions: the book gives the packs, the deal,
the turned trump and a sentence on playing *par force*; objective, scoring and play are ours
(spec ``shared/rules/minor_trump_games.md`` parts 1 and 3, ``docs/lhomme.md``)."""

from engine.protocol import GameSpec, Partnerships, PlayerKind, register

from . import tables  # noqa: F401  (registers the 60- and 40-card packs)
from .actions import Deal, Join, Pass, Play, parse_action
from .game import EVENT_KINDS, PHASES, REASON_CODES, TrumpPotObservation, TrumpPotState, new_lhomme, new_triomphe
from .options import LHOMME_PRESETS, TRIOMPHE_PRESETS, LhommeOptions, TriompheOptions

LHOMME_KINDS = (
    PlayerKind("lhomme-beginner", "beginner", "Plays by our hints: long suits first, low cards kept for the duty "
               "to take, plays every deal it can hold", "engine.games.lhomme.ai:beginner"),
    PlayerKind("lhomme-strong", "strong", "Searches every card over deals that agree with what it has seen",
               "engine.games.lhomme.ai:strong"),
)
TRIOMPHE_KINDS = (
    PlayerKind("triomphe-beginner", "beginner", "Plays by our hints: long suits first, low cards kept for the "
               "duty to take", "engine.games.lhomme.ai:triomphe_beginner"),
    PlayerKind("triomphe-strong", "strong", "Searches every card over deals that agree with what it has seen",
               "engine.games.lhomme.ai:triomphe_strong"),
)

SPEC = register(GameSpec(
    name="lhomme", title="l'Homme", players=4, options_type=LhommeOptions, presets=LHOMME_PRESETS,
    default_preset="reconstruction", new_state=new_lhomme, pack="lhomme60", seats=lambda o: o.players,
    min_players=3, max_players=7, player_kinds=LHOMME_KINDS, family="lhomme", reason_codes=REASON_CODES,
    phases=PHASES, event_kinds=EVENT_KINDS, module="engine.games.lhomme", ai="engine.games.lhomme.ai",
))

TRIOMPHE_SPEC = register(GameSpec(
    name="triomphe", title="La Triomphe", players=4, options_type=TriompheOptions, presets=TRIOMPHE_PRESETS,
    default_preset="reconstruction", new_state=new_triomphe, pack="lhomme40", min_players=4, max_players=4,
    partnerships=Partnerships.NONE, sides=lambda o: ((0, 2), (1, 3)) if o.partnerships == "2v2" else (),
    player_kinds=TRIOMPHE_KINDS, family="lhomme", reason_codes=REASON_CODES, phases=PHASES,
    event_kinds=EVENT_KINDS, module="engine.games.lhomme", ai="engine.games.lhomme.ai",
))

__all__ = [
    "SPEC", "TRIOMPHE_SPEC", "REASON_CODES", "PHASES", "EVENT_KINDS", "LhommeOptions", "TriompheOptions",
    "LHOMME_PRESETS", "TRIOMPHE_PRESETS", "TrumpPotState", "TrumpPotObservation", "new_lhomme", "new_triomphe",
    "parse_action", "Deal", "Play", "Join", "Pass",
]
