"""What the shared texts call one deal of the game at hand: a deal of cards, or a board game's
game (*Partie* in German).  The engine's ``GameSpec.unit_name`` says which; the texts themselves
stay literal at their call sites (``tr("Review &deal")`` / ``tr("Review the &game")``), so that the
translation tools find both.  Naming no game."""

from __future__ import annotations

from typing import Any


def whole_game(spec_or_name: Any) -> bool:
    """Whether one deal of this game is called a game (a board game) rather than a deal."""
    spec = spec_or_name
    if isinstance(spec_or_name, str):
        if not spec_or_name:
            return False
        from engine.protocol import get_game

        try:
            spec = get_game(spec_or_name)
        except Exception:  # an unknown name: the cards' word
            return False
    return getattr(spec, "unit_name", "deal") == "game"
