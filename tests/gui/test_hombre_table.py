"""L'Hombre and Kaufquadrille at the shared table: the auction as buttons naming the bids, the
contract on the felt, the ledger, the words in both languages, a game record saved and opened."""

from __future__ import annotations

import pytest

from engine.games.hombre.actions import Bid, Call, Discard, Trump
from gui.session import GameSession
from gui_drive import wait_for_human
from test_trick_table import keyboard_turn


def _start(window, game: str, seed: int):
    from engine.protocol import get_game

    spec = get_game(game)
    window.switch_game(game)
    t = window.table
    n = spec.players
    sess = GameSession(game, spec.default_preset, spec.options(), ["human"] + ["hombre-beginner"] * (n - 1), seed)
    t.start(sess)
    return t, sess


@pytest.mark.parametrize("game", ["hombre", "kaufquadrille"])
def test_the_auction_is_buttons_naming_the_bids_and_the_contract_stays_on_the_felt(qtbot, window, game):
    t, sess = _start(window, game, 4)
    wait_for_human(qtbot, t)
    obs = sess.observation()
    labels = [b.text().replace("&", "") for b in t.action_buttons]
    if obs.phase == "auction":
        assert "Pass" in labels
        bids = [a for a in obs.legal_actions if isinstance(a, Bid)]
        assert all(t.words.action(b, obs) in labels for b in bids)
    # the person plays on by keyboard (the first button: pass) until a game is made
    for _ in range(40):
        if sess.observation().public.contract is not None or sess.is_over():
            break
        wait_for_human(qtbot, t, timeout=10000)
        if sess.observation().public.contract is None:
            keyboard_turn(qtbot, t)
    pub = sess.observation().public
    if pub.contract is not None:
        t.refresh(animate=False)
        assert "l'Hombre" in t.hooks.contract_text.text()
    lines = t.sheet.lines()
    assert lines[0].startswith("Deal ") and any(x.startswith("Pot: ") for x in lines)


def test_the_words_name_every_decision_in_english_and_german(qapp):
    from gui import i18n
    from gui.games.hombre.words import HombreWords

    w = HombreWords()
    actions = [Bid(k) for k in ("ask", "casco", "tourne", "tourne2", "tourne3", "sans_prendre", "solo_tout")]
    actions += [Bid("ask", True), Trump(2), Discard(()), *(Call(x) for x in (
        "pass", "hold", "look", "no_look", "play_game", "concede", "lay_down", "challenge", "accept", "vole", "stop",
        "review", "play_out"))]
    said = {}
    for lang in ("en", "de"):
        i18n.set_language(lang)
        said[lang] = [w.action(a, None) for a in actions]
        assert len(set(said[lang])) == len(actions) and all(said[lang])
    i18n.set_language("en")
    assert sum(a != b for a, b in zip(said["en"], said["de"])) >= len(actions) - 4


def test_a_codille_and_a_vole_are_told_at_the_end_of_the_deal(qapp):
    from gui.games.hombre.words import deal_end_line

    assert "Codille" in deal_end_line({"declarer": 1, "result": "codille", "codille_by": 2, "tricks": [2, 3, 4]}, 0)
    assert "vole" in deal_end_line({"declarer": 0, "result": "win", "vole": "made", "tricks": [9, 0, 0]}, 0)
    assert "Everyone passed" in deal_end_line({"declarer": None, "result": ""}, 0)
