"""L'Hombre at the table: the hand laid down under law 23 and held to be played out lies face up
before l'Hombre; the options the table makes moot are greyed out with their reasons."""

from __future__ import annotations

from gui.session import GameSession


def _record() -> str:
    from tests.engine.test_hombre_rules import DEAL
    moves = ["p0: sans_prendre", "p1: pass", "p2: pass", "p0: trump S", "p1: discard -", "p2: discard -",
             "p2: no_look", "p0: lay_down", "p1: accept", "p2: play_out"]
    head = ('[Game "hombre"]\n[Preset "book_1782"]\n[Seats "hombre-beginner" "human" "hombre-beginner"]\n'
            '[Human "1"]\n[Deals "2"]\n\n')
    return head + "chance: spadille 2\nchance: " + DEAL + "\n" + "\n".join(moves) + "\n"


def test_the_hand_laid_down_and_played_out_lies_face_up(qtbot, window):
    sess = GameSession.from_record_text(_record())
    assert sess.state.pub.phase == "play" and sess.human == 1
    window.switch_game("hombre")
    t = window.table
    t.start(sess)
    t.refresh(animate=False)
    obs = sess.observation(1)
    known = t.hooks.known_cards(obs, 0)
    assert 8 <= len(known) <= 9          # (l'Hombre may already have led one)
    for c in known:
        it = t.card_item(c.code)
        assert it is not None and it.face_up, c.code
    assert t.hooks.known_cards(obs, 2) == ()


def test_the_options_the_table_makes_moot_are_greyed_out(qtbot, window):
    from engine.protocol import get_game
    from gui import i18n
    from gui.dialogs.houserules import HouseRulesDialog
    from gui.games.hombre.table import HombreHooks

    inert = HombreHooks().inert_options()
    assert set(inert) == {"irregularity_penalty", "ten_card_passer_penalty", "missing_cards_from_discards",
                          "strict_early_discard_bete", "first_forehand_courtesy", "first_dealer"}
    for game in ("hombre", "kaufquadrille"):
        spec = get_game(game)
        d = HouseRulesDialog(spec, spec.default_preset, spec.options(), window, inert=inert)
        qtbot.addWidget(d)
        assert not d.boxes["irregularity_penalty"].isEnabled() and d.boxes["codille_jettons"].isEnabled()
        d.close()
    english = {name: why() for name, why in inert.items()}
    i18n.set_language("de")
    try:
        german = {name: why() for name, why in inert.items()}
    finally:
        i18n.set_language("en")
    assert all(german[k] and german[k] != english[k] for k in inert)
