"""Tarock's GUI for its three forms: the shared table with Tarock's hooks (the Scat, honours,
counted points, payments), its words and a rules page for each form."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="tarock", words="gui.games.tarock.words:TarockWords", hooks="gui.games.tarock.table:TarockHooks",
    screenshot="gui.games.tarock.screenshot:position", order=60,
    rules_module="gui.games.tarock.rules", tutorial="gui.guided:start_guided_deal",
))
UI4 = register_ui(GameUI(
    game="tarock4", words="gui.games.tarock.words:TarockWords", hooks="gui.games.tarock.table:TarockHooks",
    screenshot="gui.games.tarock.screenshot:position", order=61,
    rules_module="gui.games.tarock.rules",
))
UIQ = register_ui(GameUI(
    game="tarock_quadrille", words="gui.games.tarock.words:TarockWords",
    hooks="gui.games.tarock.table:TarockHooks", screenshot="gui.games.tarock.screenshot:position", order=62,
    rules_module="gui.games.tarock.rules",
))
