"""Tresett's GUI: the shared table with Tresett's hooks (partners opposite, declarations shown
beside the seats, the marks towards 21 and the race on the felt, a score sheet of marks and
partien), its words and its rules texts."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="tresette",
    words="gui.games.tresette.words:TresetteWords",
    screenshot="gui.games.tresette.screenshot:position",
    hooks="gui.games.tresette.table:TresetteHooks",
    rules_module="gui.games.tresette.rules",
    order=36,
    tutorial="gui.guided:start_guided_deal",
))
