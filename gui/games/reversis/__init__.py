"""Reversis's GUI: the shared table with Reversis's hooks (the pot and the Bêtes, the table cards
of the exchange, the card points each seat has taken), its words and its rules texts."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="reversis",
    words="gui.games.reversis.words:ReversisWords",
    hooks="gui.games.reversis.table:ReversisHooks",
    rules_module="gui.games.reversis.rules",
    screenshot="gui.games.reversis.screenshot:position",
    order=40,
    tutorial="gui.guided:start_guided_deal",
))
