"""The games this package registers, by name and English title: read as a literal by
:func:`engine.protocol.catalogue` (never imported), so finding a game imports none; keep it a
plain dict.  The chess of 1782 is not offered yet (its board is still to be built), so the
package registers nothing and finding the games never imports it or python-chess."""

GAMES = {}  # type: dict[str, str]
