"""The chess of 1782's GUI: the shared board (gui.board) with its hooks (a board of squares, the
pieces drawn in an 18th-century style), its words and the position its screenshot shows."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="schach",
    words="gui.games.schach.words:SchachWords",
    table="gui.board.table:BoardTable",
    hooks="gui.games.schach.table:SchachHooks",
    screenshot="gui.games.schach.screenshot:position",
    record_format="gui.games.schach.records:PGN",
    tutorial="gui.guided:start_guided_deal",
    order=83,
))
