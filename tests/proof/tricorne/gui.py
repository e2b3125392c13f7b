"""Tricorne's GUI: one GameUI (the shared table, the game's words, its rules texts kept in
``rules/`` beside this file).  Its words are plain dictionaries by language, since the
application's Qt translations are built from ``gui/`` only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gui import i18n
from gui.registry import GameUI, register_ui, unregister_ui
from gui.texts import explain_refusal, game_words

RULES = Path(__file__).resolve().parent / "rules"

UI = GameUI(game="tricorne", words=lambda: TricorneWords, rules_dir=str(RULES), order=900)

SUITS = {"en": {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"},
         "de": {"C": "Kreuz", "D": "Karo", "H": "Herz", "S": "Pik"}}
RANKS = {"en": dict(zip("AKQJT987", ("ace", "king", "queen", "jack", "ten", "nine", "eight", "seven"))),
         "de": dict(zip("AKQJT987", ("Ass", "König", "Dame", "Bube", "Zehn", "Neun", "Acht", "Sieben")))}
LINES = {
    "en": {"you": "You", "seat": "Player {n}", "deal": "Deal {n}.", "play": "{who}: {card}.",
           "trick": "{who} takes the trick.", "deal_end": "The deal is over.", "game_end": "The game is over.",
           "prompt": "Play a card.", "follow": "Play a card; follow suit if you can.", "wait": "{who} is thinking…"},
    "de": {"you": "Sie", "seat": "Spieler {n}", "deal": "Spiel {n}.", "play": "{who}: {card}.",
           "trick": "{who} nimmt den Stich.", "deal_end": "Das Spiel ist aus.", "game_end": "Die Partie ist aus.",
           "prompt": "Spielen Sie eine Karte.", "follow": "Spielen Sie eine Karte; bekennen Sie Farbe, wenn Sie können.",
           "wait": "{who} überlegt…"},
}


def _lang() -> str:
    return i18n.current_language if i18n.current_language in LINES else "en"


def card_words(c: Any) -> str:
    lang = _lang()
    name = f"{RANKS[lang][c.rank]} {SUITS[lang][c.suit]}"
    return name if lang == "de" else f"{RANKS[lang][c.rank]} of {SUITS[lang][c.suit]}"


class TricorneWords:
    def _who(self, seat: int | None, me: int) -> str:
        t = LINES[_lang()]
        return t["you"] if seat == me else t["seat"].format(n=(seat or 0) + 1)

    def action(self, action: Any, obs: Any) -> str:
        c = getattr(action, "card", None)
        return card_words(c) if c is not None else str(action)

    def event(self, event: Any, me: int) -> str | None:
        t = LINES[_lang()]
        if event.kind == "deal":
            return t["deal"].format(n=event.data.get("deal_no", 1))
        if event.kind == "play":
            return t["play"].format(who=self._who(event.player, me), card=card_words(event.data["card"]))
        if event.kind == "trick":
            return t["trick"].format(who=self._who(event.player, me))
        if event.kind in t:
            return t[event.kind]
        return None

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        return explain_refusal(code, _lang(), "tricorne", details or {})[0]

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        t = LINES[_lang()]
        if not human_to_move:
            return t["wait"].format(who=self._who(getattr(obs, "to_move", 0), getattr(obs, "player", 0)))
        return t["follow"] if getattr(obs, "trick", ()) else t["prompt"]

    def points(self) -> str:
        return str(game_words("tricorne", _lang())["points"])


def register() -> GameUI:
    """Register the engine spec and this GUI (a test calls it; nothing in the application does)."""
    from .engine import register_game

    register_game()
    return register_ui(UI)


def unregister() -> None:
    from .engine import unregister_game

    unregister_ui(UI.game)
    unregister_game()
