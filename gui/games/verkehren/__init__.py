"""Verkehren im Brett's GUI: the shared board (gui.board) with its hooks, its words and the
position its screenshot shows."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="verkehren",
    words="gui.games.verkehren.words:VerkehrenWords",
    table="gui.board.table:BoardTable",
    hooks="gui.games.verkehren.table:VerkehrenHooks",
    screenshot="gui.games.verkehren.screenshot:position",
    tutorial="gui.guided:start_guided_deal",
    order=82,
))
