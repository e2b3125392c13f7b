"""One module per game.  Importing a module registers its :class:`~engine.protocol.GameSpec`."""
