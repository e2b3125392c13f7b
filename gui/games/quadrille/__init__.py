"""The Quadrille family's GUI: Quadrille (four seats), Quadrille with Mediateur, Quadrille
solitaire, Tritrille (three) and Cinquille (five), all on the shared table with the family's
hooks (the called king and the hidden partner, the Mediateur's king, the favourite suit, the
ledger), their words and their rules tables."""

from gui.registry import GameUI, register_ui

_WORDS = {"quadrille": "QuadrilleWords", "quadrille_mediateur": "MediateurWords",
          "quadrille_solitaire": "SolitaireWords", "tritrille": "TritrilleWords", "cinquille": "CinquilleWords"}
_RULES = {"quadrille": "QUADRILLE", "quadrille_mediateur": "MEDIATEUR", "quadrille_solitaire": "SOLITAIRE",
          "tritrille": "TRITRILLE", "cinquille": "CINQUILLE"}
_GUIDED = {"quadrille"}          # the games with a guided first deal (GAME.tutorial.* in resources/rules)
_SEATS = {"quadrille": 4, "quadrille_mediateur": 4, "quadrille_solitaire": 4, "tritrille": 3, "cinquille": 5}

UIS = {
    g: register_ui(GameUI(
        game=g,
        words=f"gui.games.quadrille.words:{_WORDS[g]}",
        hooks="gui.games.quadrille.table:QuadrilleHooks",
        rules_module=f"gui.games.quadrille.rules:{_RULES[g]}",
        screenshot="gui.games.quadrille.screenshot:position",
        table_seats=(_SEATS[g],),
        order=32 + i,
        tutorial="gui.guided:start_guided_deal" if g in _GUIDED else "",
    ))
    for i, g in enumerate(_WORDS)
}
