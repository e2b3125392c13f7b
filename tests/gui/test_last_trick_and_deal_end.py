"""The last trick and a deal's end as a person meets them (issue 25): in the L'Hombre family and
the Quadrille family "Last trick" and T show the last trick when the rules allow looking back;
the deal's last trick stays on the felt; and the end-of-deal screen keeps the finished deal's
dealer and tricks (not the next deal's zeros) until "Next deal"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import gui.table.trick as trick
from gui_drive import click_button, open_window
from test_trick_table import keyboard_turn


@pytest.mark.parametrize("game", ["hombre", "kaufquadrille", "quadrille", "whist", "tarock"])
def test_the_last_trick_can_be_seen_again_and_the_deal_end_stays_until_next_deal(qtbot, monkeypatch, game):
    monkeypatch.setattr(trick, "NEXT_DEAL_PAUSE_MS", 60000)     # the fastest speed waits for the person too
    w = open_window(qtbot, size=(1024, 700))
    try:
        w.switch_game(game)
        w.new_game(seed=4)
        t, sess = w.table, w.table.session
        looked = False
        for _ in range(1200):
            qtbot.waitUntil(lambda: sess.is_over() or t.waiting_for_human() or t.between_deals, timeout=10000)
            if sess.is_over() or (t.between_deals and looked):
                break
            if t.between_deals:                 # a deal without a look back (all passed): the next one
                click_button(qtbot, t.next_deal_button)
                continue
            obs = sess.observation()
            if not looked and obs.phase == "play" and sum(obs.tricks_taken or ()) >= 1 and not obs.trick:
                assert t.last_trick_button.isEnabled() and w.act_trick.isEnabled()
                t.view.setFocus()
                QTest.keyClick(t.view, Qt.Key_T)                 # T shows the last trick on the felt
                assert t.showing_last is not None
                for _seat, c in t.showing_last[0]:
                    assert t.items[c.code].isVisible()
                QTest.keyClick(t.view, Qt.Key_Space)             # a key goes back
                assert t.showing_last is None
                looked = True
            keyboard_turn(qtbot, t)
        assert looked and t.between_deals
        # the deal's last trick lies on the felt, and the seats keep the finished deal's tricks and dealer
        held = t.hold_until_gathered
        assert held is not None
        for _seat, c in held[0]:
            assert t.items[c.code].isVisible()
        step = next(st for st in reversed(sess.steps) if any(e.kind == "deal_end" for e in st.events))
        end = next(e for e in step.events if e.kind == "deal_end")
        view = t.deal_end_view
        assert view is not None
        assert sum(view.tricks_taken) == sum(step.before.observation(sess.human).tricks_taken) + 1
        if "dealer" in end.data:
            assert view.dealer == end.data["dealer"]
            assert "(dealer)" in t.seat_labels[end.data["dealer"]].text()
        click_button(qtbot, t.next_deal_button)                  # only now the next deal comes
        assert t.deal_end_view is None and t.hold_until_gathered is None
    finally:
        w.persist = False
        w.close()


def _to_the_first_deal_end(qtbot, w, game: str, seed: int = 3):
    """The table at the end of the first deal of ``game`` played at random through the table."""
    import random

    from engine.protocol import get_game
    from gui.session import GameSession

    spec = get_game(game)
    w.switch_game(game)
    t = w.table
    n = spec.seat_count(spec.options())
    sess = GameSession(game, spec.default_preset, spec.options(), ["human"] + ["random"] * (n - 1), seed=seed)
    t.hooks.pause_between_deals = True      # Minchiate waits by its click after each trick, off at instant speed
    t.start(sess)
    rng = random.Random(seed)
    for _ in range(400):
        qtbot.waitUntil(lambda: t.waiting_for_human() or t.between_deals or sess.is_over(), timeout=20000)
        if t.between_deals or sess.is_over():
            break
        assert t.act(rng.choice(list(sess.observation().legal_actions)))
    assert t.between_deals
    return t, sess


def _felt(t) -> list[str]:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    return [it.text() for it in t.scene.items() if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible()
            and it.text().strip() and it is not t.banner]


@pytest.mark.parametrize("game", ["minchiate", "tarock4", "boston", "whist", "quadrille", "triomphe"])
def test_the_games_own_fields_show_the_finished_deal_until_next_deal(qtbot, monkeypatch, game):
    """Fields a game keeps on the felt (Minchiate's piles by side, Tarock for four's deal of the
    partie, the contract and the trump) tell the deal just played, not the next one's zeros."""
    monkeypatch.setattr(trick, "NEXT_DEAL_PAUSE_MS", 60000)
    w = open_window(qtbot, size=(1024, 700))
    try:
        t, sess = _to_the_first_deal_end(qtbot, w, game)
        felt = "\n".join(_felt(t))
        view = t.deal_end_view
        if game == "minchiate":
            tricks = sum(view.tricks_taken)
            assert sum(view.tricks_won) == tricks and sum(view.pile_sizes) == 4 * tricks
            my = view.sides[view.player]
            assert f"Our tricks: {view.tricks_won[my]}" in felt and f"Their tricks: {view.tricks_won[1 - my]}" in felt
            assert not any(x.startswith("Tricks: ") for x in _felt(t)), "the tricks go by side, not by seat"
        elif game == "tarock4":
            assert "deal 1 of 4" in felt, felt
        elif game == "boston":
            assert view.contract is not None and view.trump == sess.steps[-2].before.observation(0).trump
        elif game == "whist":
            assert "Trumps: " in felt, felt
        elif game == "triomphe":            # a pot taken at the deal's end is empty, not as before
            assert view.pot == sess.observation().pot
            assert f"Pot: {sess.observation().pot:g}" in felt, felt
        elif game == "quadrille":
            assert view.public.declarer is not None
            if view.public.contract is not None:
                assert view.public.contract in felt or any(":" in x for x in _felt(t))
        click_button(qtbot, t.next_deal_button)                  # the next deal's own fields only now
        assert t.deal_end_view is None
    finally:
        w.persist = False
        w.close()
