"""Whist's GUI: the shared table with Whist's hooks (partners opposite, the turned trump, the
score sheet), its words and its rules texts."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="whist",
    words="gui.games.whist.words:WhistWords",
    screenshot="gui.games.whist.screenshot:position",
    hooks="gui.games.whist.table:WhistHooks",
    order=30,
    tutorial="gui.guided:start_guided_deal",
))
