"""The GUI side of every game: one package (or module) per game, each registering its
:class:`~gui.registry.GameUI` with :func:`gui.registry.register_ui` when imported
(:func:`gui.registry.load` imports them all).  Nothing here is shared: the registry lives
below the games, in :mod:`gui.registry`."""
