"""A game's title in the interface language, for every place that names a game (window title,
menus, dialogs, statistics).

The engine's :class:`~engine.protocol.GameSpec` has one title ("Tarock for four"); the rules
texts have one per language, in their first heading (``# Tarock zu viert {#tarock4}``).  The
heading in the interface language is the title when the English heading is the spec's title
(so a heading that says more than the title, "Tarock for three" for a game of three or four,
never stands for it); otherwise the spec's title is kept."""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["game_title"]

_HEADING = re.compile(r"^#\s+(.+?)\s*\{#([\w-]+)\}\s*$")


@lru_cache(maxsize=256)
def _heading(game: str, lang: str) -> str | None:
    from gui import texts

    try:
        name = texts.texts_name(game)
        first = texts.read(f"{name}.{lang}.md").lstrip().splitlines()[0]
    except (KeyError, OSError, IndexError, ValueError):
        return None
    m = _HEADING.match(first)
    return m.group(1) if m and m.group(2) == game else None


def game_title(game: str, lang: str | None = None) -> str:
    """``game``'s title in ``lang`` (default: the interface language)."""
    from engine.protocol import get_game
    from gui import i18n

    try:
        title = get_game(game).title
    except KeyError:
        return game
    lang = lang or i18n.current_language
    if lang == "en" or _heading(game, "en") != title:
        return title
    return _heading(game, lang) or title
