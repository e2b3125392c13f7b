"""Computer opponents.  They act only on a player's observation, never on hidden state.

Which players a game offers is declared in its ``GameSpec.player_kinds`` (lazy factories, see
:func:`engine.players.make_player`).  Importing this package names and imports no game
(:func:`engine.players.declare_game_kinds` lists every game's kinds under their names in
:data:`engine.players.PLAYER_KINDS` when something wants them all).
"""
