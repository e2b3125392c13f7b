"""Tricorne: a card game made up for a test, living only under ``tests/proof/``.

It proves that a game is "its own files": the engine spec (:mod:`.engine`), the GUI
registration with its words (:mod:`.gui`) and its rules texts (``rules/``) are all here,
and the application shows it in the new-game dialog, plays it at the shared table, opens
its rules and counts it in the statistics without one edit outside ``tests/``.

Rules: three players, the 32-card pack, ten cards each (two lie aside unseen).  The
player left of the dealer leads; the others follow suit if they can; the highest card of
the suit led wins the trick and leads the next.  Each trick is a point (the last one
counts ``last_trick`` more); after ``deals`` deals the most points win.
"""

from .engine import SPEC, register_game, unregister_game  # noqa: F401
