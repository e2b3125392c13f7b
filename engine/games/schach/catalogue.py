"""The games this package registers, by name and English title: read as a literal by
:func:`engine.protocol.catalogue` (never imported), so finding a game imports none; keep it a
plain dict."""

GAMES = {"schach": "Chess of 1782"}
