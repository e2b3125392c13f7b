"""Piquet's GUI: its own table (for two), words, rules-panel tables and the guided first deal."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="piquet",
    words="gui.games.piquet.words:PiquetWords",
    table="gui.games.piquet.table:PiquetTable",
    rules_module="gui.games.piquet.rules",
    tutorial="gui.guided:start_guided_deal",
    screenshot="gui.games.piquet.screenshot:position",
    table_seats=(2,),
    order=10,
))


# Piquet for three and four (Königspiquet, Räuberpiquet, Normannisches Piquet) at the shared table
_GUIDED = {"raeuberpiquet", "koenigspiquet", "normannisch"}      # the forms with a guided first deal (GAME.tutorial.* in resources/rules)

for _name, _rules, _words, _order in (("koenigspiquet", "KOENIGSPIQUET", "Koenigspiquet", 11),
                                      ("raeuberpiquet", "RAEUBERPIQUET", "Raeuberpiquet", 12),
                                      ("normannisch", "NORMANNISCH", "Normannisch", 13)):
    register_ui(GameUI(
        game=_name,
        words=f"gui.games.piquet.words:{_words}Words",
        hooks="gui.games.piquet.table:PiquetFormsHooks",
        rules_module=f"gui.games.piquet.rules_forms:{_rules}",
        order=_order,
        tutorial="gui.guided:start_guided_deal" if _name in _GUIDED else "",
    ))
