"""Computer opponents.  They act only on a player's observation, never on hidden state.

The generic search lives in :mod:`engine.ai.search`; each game offers its levels and its
sampler in ``engine/games/<game>/ai.py``.  Until every caller makes players from
``GameSpec.player_kinds``, importing this package still registers the older ``--players``
names (``engine.players.register_player``): it imports every game's ``ai`` module, which
registers its own kinds.
"""


def _register_game_players() -> None:
    import importlib
    import pkgutil

    from engine import games

    for m in pkgutil.iter_modules(games.__path__):
        try:
            importlib.import_module(f"engine.games.{m.name}.ai")
        except ImportError:
            pass


_register_game_players()
