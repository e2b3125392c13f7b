"""Rule options of l'Homme and La Triomphe (spec ``minor_trump_games.md`` §1.5, §3.3) -- both games
are our reconstructions; the book gives only fragments (see ``docs/lhomme.md``)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.options import option

__all__ = ["LhommeOptions", "TriompheOptions", "LHOMME_PRESETS", "TRIOMPHE_PRESETS"]


@dataclass(frozen=True)
class LhommeOptions:
    players: int = option(4, (3, 4, 5, 6, 7), "players: three to seven (1370-1378)")
    cards_per_player: int = option(7, (7, 5), "seven cards each, or five (1370, 1382)")
    forcing_mode: str = option(
        "take_trick", ("take_trick", "must_play"),
        "what 'nehmen' means: to win the trick, or to take part in the deal (1380, two readings)")
    par_force: bool = option(True, (True, False), "played par force, or only for pleasure (1380)")
    penalty_mark: int = option(1, (1,), "marks charged for failing to take par force (1380)")
    rounds: int = option(1, (1, 2, 3), "rounds of deals (every player deals once a round; ours)")


@dataclass(frozen=True)
class TriompheOptions:
    forcing_mode: str = option(
        "take_trick", ("take_trick", "must_play"),
        "what 'nehmen' means: to win the trick, or to take part in the deal (1416-1418, two readings)")
    par_force: bool = option(True, (True, False), "played par force, or not (1416)")
    concede_penalty: int = option(2, (2,), "a player who will not play loses double (1420)")
    partnerships: str = option("none", ("none", "2v2"), "each for himself, or two against two (not stated; ours)")
    rounds: int = option(1, (1, 2, 3), "rounds of deals (every player deals once a round; ours)")


LHOMME_PRESETS = {
    "reconstruction": LhommeOptions(),
    "three_players": LhommeOptions(players=3),
    "five_players": LhommeOptions(players=5),
    "for_pleasure": LhommeOptions(par_force=False),
    "five_cards": LhommeOptions(cards_per_player=5),
}
TRIOMPHE_PRESETS = {
    "reconstruction": TriompheOptions(),
    "partners": TriompheOptions(partnerships="2v2"),
    "not_par_force": TriompheOptions(par_force=False),
}
