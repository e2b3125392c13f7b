"""Académie des Jeux game engine: pure Python, no Qt.

The engine knows cards, packs, rule options and games. Every game answers the
same few questions (see :mod:`engine.protocol`): whose turn it is, which actions
are legal, what an action does, what each player may see, and the scores.
"""

__version__ = "0.1.0"
