"""l'Homme's and La Triomphe's GUI (both our reconstructions): the shared table with the family's
hooks (trumps, the pot, who plays, balances), its words and its rules texts.  l'Homme seats three
to five at the table (the shared table has places for at most five; six and seven play headless)."""

from gui.registry import GameUI, register_ui

UI = register_ui(GameUI(
    game="lhomme",
    words="gui.games.lhomme.words:LhommeWords",
    hooks="gui.games.lhomme.table:LhommeHooks",
    rules_module="gui.games.lhomme.rules",
    table_seats=(3, 4, 5),
    order=70,
    tutorial="gui.guided:start_guided_deal",
))

TRIOMPHE_UI = register_ui(GameUI(
    game="triomphe",
    words="gui.games.lhomme.words:TriompheWords",
    hooks="gui.games.lhomme.table:LhommeHooks",
    rules_module="gui.games.lhomme.rules",
    table_seats=(4,),
    order=71,
    tutorial="gui.guided:start_guided_deal",
))
