"""Computer opponents.  They act only on a player's observation, never on hidden state."""
