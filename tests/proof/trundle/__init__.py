"""Trundle: a dice game made up for a test, living only under ``tests/proof/``.

It proves that a board game with dice and no cards is a game like any other to the shared
machinery: the throw of the dice is a chance action written ``chance: dice 5 3`` in a record,
the spec names no pack, the observation is the whole position (nothing is hidden), and the
generic engine checks, the soak, the records, the fairness check and the searching opponent
(hints and review) all take it without a line of it outside ``tests/``.

Rules: two players, three stones each on a track of points 1..9 (both start before point 1 and
race the same way).  A throw is two dice; the player moves one stone by each number in turn
(one stone may take both).  A stone may not stop on a point where the other's stone stands; a
stone that passes 9 is home, and then the throw scores its sum.  A number that cannot be played
costs a point.  The first with all three stones home wins the race (a deal); the points are
the score.
"""

from .engine import SPEC, register_game, unregister_game  # noqa: F401
