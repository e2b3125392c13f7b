"""The position ``academie screenshot boston`` shows: the bidding, the person to bid after another
player has spoken (the bids as buttons)."""

from gui.games.whist.screenshot import position

__all__ = ["position"]
