"""Computer opponents.  They act only on a player's observation, never on hidden state.

Which players a game offers is declared in its ``GameSpec.player_kinds`` (lazy factories, see
:func:`engine.players.make_player`); importing this package names no game: it only makes those
declared kinds usable under their names in :data:`engine.players.PLAYER_KINDS`.
"""

from engine.players import declare_game_kinds

declare_game_kinds()
