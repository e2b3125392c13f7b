"""Imperial's GUI: the shared table with Imperial's hooks (trumps, the stock and its turned card,
strokes and Imperials on a sheet), its words and its rules texts."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="imperial",
    words="gui.games.imperial.words:ImperialWords",
    hooks="gui.games.imperial.table:ImperialHooks",
    rules_module="gui.games.imperial.rules",
    order=60,
    tutorial="gui.guided:start_guided_deal",
))
