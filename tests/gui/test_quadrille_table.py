"""The Quadrille family at the shared table: the called king on the felt with the partner
unknown, then revealed with a star; the person told when he holds the king; the ledger after each
deal; the words of every decision in English and German."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from engine.games.quadrille.actions import Bid, Call, CallKing, Give, Request, Trump
from engine.cards import card
from gui.session import GameSession
from gui_drive import wait_for_human
from test_trick_table import keyboard_turn
from tests.engine.test_quadrille_helpers import deal_text, scripted


def _called_state():
    return scripted([deal_text(["AS 2S AC KS QS KD 7D 6D KC 2C", "QH JH AH 2H 3H 4H 5H 6H 7H QC",
                                "KH JS 7S 6S 5S 4S 3S JD AD 2D"]), "ask", "pass", "pass", "pass", "trump S", "call KH"])


def test_the_called_king_is_shown_and_the_partner_revealed(qapp):
    from gui.games.quadrille.table import QuadrilleHooks

    h = QuadrilleHooks()
    st = _called_state()
    table = SimpleNamespace(session=SimpleNamespace(human=1))
    obs = st.observation(1)
    z = h.zones(table, obs)
    assert z and z[0].cards[0].code == "KH" and "unknown" in z[0].title
    assert h.partners(table, obs) == set()
    assert "partner" not in h.seat_name(table, 2, obs)
    # the holder is told; his partner is the declarer
    mine = st.observation(2)
    assert h.partners(SimpleNamespace(session=SimpleNamespace(human=2)), mine) == {0}
    assert h.seat_note(table, 2, mine) == "you hold the called king"
    # play until the king falls
    rng = random.Random(1)
    while st.pub.partner is None:
        a = next((x for x in st.legal_actions() if str(x) == "play KH"), None) or rng.choice(st.legal_actions())
        st, _ = st.apply(a)
    obs = st.observation(1)
    assert "★" in h.seat_name(table, 2, obs) and "Player 3" in h.zones(table, obs)[0].title
    assert h.partners(table, obs) == {3}


@pytest.mark.parametrize("game", ["quadrille", "cinquille"])
def test_a_session_plays_with_the_ledger(qtbot, window, game):
    from engine.protocol import get_game

    spec = get_game(game)
    window.switch_game(game)
    t = window.table
    sess = GameSession(game, spec.default_preset, spec.options(), ["human"] + [f"{game}-beginner"] * (spec.players - 1), 5)
    t.start(sess)
    wait_for_human(qtbot, t)
    obs = sess.observation()
    labels = [b.text().replace("&", "") for b in t.action_buttons]
    if obs.phase == "auction":
        assert "Pass" in labels
        assert all(t.words.action(b, obs) in labels for b in obs.legal_actions if isinstance(b, Bid))
    for _ in range(40):
        if sess.observation().public.contract is not None or sess.is_over():
            break
        wait_for_human(qtbot, t, timeout=10000)
        if sess.observation().public.contract is None:
            keyboard_turn(qtbot, t)
    lines = t.sheet.lines()
    assert lines[0].startswith("Deal ") and any(x.startswith("Pot: ") for x in lines)


def test_the_words_name_every_decision_in_english_and_german(qapp):
    from gui import i18n
    from gui.games.quadrille.words import QuadrilleWords, deal_end_line

    w = QuadrilleWords()
    actions = [Bid(k) for k in ("ask", "mediateur", "respekt", "solo", "solo_tout")] + [Bid("ask", 1), Bid("solo", 2)]
    actions += [Trump(2), CallKing(card("KH")), Request(card("KD")), Give(card("7C"))]
    actions += [Call(x) for x in ("pass", "hold", "vole", "stop")]
    said = {}
    for lang in ("en", "de"):
        i18n.set_language(lang)
        said[lang] = [w.action(a, None) for a in actions]
        assert len(set(said[lang])) == len(actions) and all(said[lang])
    i18n.set_language("en")
    assert sum(a != b for a, b in zip(said["en"], said["de"])) >= len(actions) - 4
    assert "Codille" in deal_end_line({"declarer": 1, "partner": 3, "result": "codille", "side_tricks": 3,
                                       "tricks": [2, 1, 5, 2]}, 0)
    assert "Everyone passed" in deal_end_line({"result": "passed_out"}, 0)


def test_a_called_king_the_person_holds_stays_in_the_hand_lit_and_playable(qtbot, window):
    """(Issue 25) The called king in the person's hand is not moved to the "Called" spot: it stays in
    the hand, is lit when it may be played, and the words agree with the seat's note."""
    import random

    from engine.games.hombre import ranks as R
    from gui.players import make_player
    from engine.protocol import get_game
    from gui.session import GameSession
    from gui_drive import click_card

    spec = get_game("quadrille")
    kind = spec.player_kinds[0].name
    for seed in range(1, 40):
        sess = GameSession("quadrille", spec.default_preset, spec.presets[spec.default_preset], ["human"] + [kind] * 3, seed)
        player, rng = make_player(spec, kind), random.Random(seed)
        found = None
        for _ in range(300):
            sess.run_chance()
            o = sess.observation(0)
            if o.public.called is not None and R.CARDS[o.public.called] in o.hand and o.public.declarer != 0:
                found = R.CARDS[o.public.called]
                break
            if sess.is_over() or any(e.kind == "deal_end" for st in sess.steps[-1:] for e in st.events):
                break
            sess.apply(player.choose(sess.observation(sess.to_move), rng))
        if found is not None:
            break
    assert found is not None
    window.switch_game("quadrille")
    t = window.table
    t.start(sess)
    for _ in range(60):
        qtbot.waitUntil(lambda: t.waiting_for_human() or sess.is_over(), timeout=10000)
        obs = sess.observation()
        assert found.code in [it.code for it in t._hand_items()]          # never taken out of the hand
        title = t.zone_items["called"][1].text()
        assert "in your hand" in title and "unknown" not in title
        legal = [a.card for a in obs.legal_actions if getattr(a, "card", None) is not None]
        if found in legal:
            assert t.items[found.code].legal                             # lit like any playable card
            click_card(qtbot, t, found.code)
            assert found not in sess.observation().hand
            return
        click_card(qtbot, t, legal[0].code)
    raise AssertionError("the called king was never playable")
