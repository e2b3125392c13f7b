"""Kaufquadrille is played by the L'Hombre engine (:mod:`engine.games.hombre`, which registers it);
this package only gives its computer players the conventional path ``engine.games.kaufquadrille.ai``."""

import engine.games.hombre  # noqa: F401  (registers kaufquadrille)
