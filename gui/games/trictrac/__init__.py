"""Trictrac's and Toccategli's GUI: the shared board (gui.board) with their hooks, their words and
the position their screenshot shows."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="trictrac",
    words="gui.games.trictrac.words:TrictracWords",
    table="gui.board.table:BoardTable",
    hooks="gui.games.trictrac.table:TrictracHooks",
    screenshot="gui.games.trictrac.screenshot:position",
    tutorial="gui.guided:start_guided_deal",
    order=80,
))

TOCCATEGLI = register_ui(GameUI(
    game="toccategli",
    words="gui.games.trictrac.words:ToccategliWords",
    table="gui.board.table:BoardTable",
    hooks="gui.games.trictrac.table:TrictracHooks",
    screenshot="gui.games.trictrac.screenshot:position",
    tutorial="gui.guided:start_guided_deal",
    order=81,
))
