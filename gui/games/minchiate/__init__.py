"""Minchiate's GUI: its own table (four players in partnerships), words and rules-panel tables."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="minchiate",
    words="gui.games.minchiate.words:MinchiateWords",
    table="gui.games.minchiate.table:MinchiateTable",
    rules_module="gui.games.minchiate.rules",
    tutorial="gui.guided:start_guided_deal",
    screenshot="gui.games.minchiate.screenshot:position",
    order=20,
))
