"""Piquet's GUI: its own table (for two), words, rules-panel tables and the guided first deal."""

from gui.games import GameUI, register_ui

UI = register_ui(GameUI(
    game="piquet",
    words="gui.games.piquet.words:PiquetWords",
    table="gui.games.piquet.table:PiquetTable",
    rules_module="gui.games.piquet.rules",
    tutorial="gui.games.piquet.tutorial:start_guided_deal",
    screenshot="gui.games.piquet.screenshot:position",
    table_seats=(2,),
    order=10,
))

