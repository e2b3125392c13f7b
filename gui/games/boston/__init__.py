"""Boston's GUI: the shared table with Boston's hooks (the bids as buttons, the contract, the pot
and the Bêtes, each player's balance), its words and its rules texts."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="boston",
    words="gui.games.boston.words:BostonWords",
    screenshot="gui.games.boston.screenshot:position",
    hooks="gui.games.boston.table:BostonHooks",
    order=31,
    tutorial="gui.guided:start_guided_deal",
))
