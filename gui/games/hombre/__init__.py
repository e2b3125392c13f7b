"""L'Hombre's GUI (three seats) and Kaufquadrille's (four): the shared table with the family's
hooks, its words, its position for screenshots and (L'Hombre) its guided first deal."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="hombre",
    words="gui.games.hombre.words:HombreWords",
    hooks="gui.games.hombre.table:HombreHooks",
    rules_module="gui.games.hombre.rules",
    tutorial="gui.guided:start_guided_deal",
    screenshot="gui.games.hombre.screenshot:position",
    table_seats=(3,),
    order=30,
))

KAUF_UI = register_ui(GameUI(
    game="kaufquadrille",
    words="gui.games.hombre.words:KaufquadrilleWords",
    hooks="gui.games.hombre.table:HombreHooks",
    rules_module="gui.games.hombre.rules:KAUF",
    screenshot="gui.games.hombre.screenshot:position",
    table_seats=(4,),
    order=31,
    tutorial="gui.guided:start_guided_deal",
))
