"""A game's title in the interface language, for every place that names a game (window title,
menus, dialogs, statistics).

The engine's :class:`~engine.protocol.GameSpec` has one title; the rules texts have one per
language, in their first heading (``# <title in German> {#name}``).  The heading in the interface
language is the title when the English heading is the spec's title (so a heading that says more
than the title, one naming a single form of a game with several, never stands for it); otherwise
the spec's title is kept."""

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
    from engine.protocol import catalogue
    from gui import i18n

    try:
        title = catalogue()[game].title     # the light catalogue: naming a game imports none
    except KeyError:
        return game
    lang = lang or i18n.current_language
    if lang == "en" or _heading(game, "en") != title:
        return title
    return _heading(game, lang) or title
