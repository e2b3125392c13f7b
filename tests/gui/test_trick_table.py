"""The shared table (gui.table.trick.TrickTable) for every registered game: it opens offscreen and a
whole deal is played by keyboard only -- arrows and Space for cards, number keys for buttons --
with the computer players in every other seat, until the deal ends; no exception on the way.

The games come from the GUI registry (``gui.registry.uis()``); every other game of the engine is
added too, at the shared table with no hooks (the Piquet forms for three and four with theirs),
so a game of tricks plays at the table before its GUI registers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gui.session import GameSession
from gui.table.layout import ONE_ROW
from gui.table.trick import TrickTable

from gui_drive import wait_for_human


def _cases() -> list:
    from engine.protocol import games
    from gui.registry import uis

    registered = {u.game for u in uis()}
    # a game with a table of another kind (the board of the games of tables) is not played here
    names = [u.game for u in uis() if issubclass(u.table_class(), TrickTable)]
    cases: list = [pytest.param(g, {}, id=g) for g in names]
    # every other game of cards in the engine sits at the shared table too, before its GUI registers
    # (the Piquet forms for three and four with Piquet's hooks for them, the others with none)
    for spec in games():
        if spec.name not in registered and spec.pack:
            cases.append(pytest.param(spec.name, {}, id=spec.name))
        if spec.family == "piquet" and "participants" in spec.options_type.__dataclass_fields__:
            cases.append(pytest.param(spec.name, {"participants": 4}, id=f"{spec.name}-4"))
    return cases


def _table_for(window, game: str, opts: dict) -> TrickTable:
    from gui.registry import ui_for

    try:
        ui_for(game)
    except KeyError:   # a game not registered with the GUI yet: the shared table (with hooks for the forms)
        from engine.protocol import get_game
        from gui.games.piquet.table import PiquetFormsHooks

        hooks = PiquetFormsHooks() if get_game(game).family == "piquet" else None
        t = TrickTable(window, speed="instant", hooks=hooks)
        window.stack.addWidget(t)
        window.stack.setCurrentWidget(t)
        return t
    window.switch_game(game)
    return window.table


def key_to_card(t, code: str) -> None:
    hand = [it.code for it in t._hand_items()]
    step = hand.index(code) - min(t.focus_index, len(hand) - 1)     # the focus does not wrap round
    for _ in range(abs(step)):
        QTest.keyClick(t.view, Qt.Key_Right if step > 0 else Qt.Key_Left)
    QTest.keyClick(t.view, Qt.Key_Space)


def keyboard_turn(qtbot, t) -> None:
    """One decision of the person, by keys only."""
    qtbot.waitUntil(lambda: not t.animations_running(), timeout=3000)
    t.view.setFocus()
    obs = t.session.observation()
    cards, several, _buttons = t.split_actions(obs.legal_actions)
    in_hand = [c for c in obs.hand if c in cards]
    if in_hand:
        key_to_card(t, in_hand[-1].code)
    elif several:
        choice = min(several, key=lambda a: len(a.cards))
        for c in choice.cards:
            key_to_card(t, c.code)
        assert t.confirm_button is not None and t.confirm_button.isEnabled()
        QTest.keyClick(t.view, Qt.Key_1)      # the button that confirms the choice
    else:
        assert t.action_buttons, f"no control for the decision in {obs.phase}"
        QTest.keyClick(t.view, Qt.Key_1)


@pytest.mark.parametrize("game, opts", _cases())
def test_a_deal_played_by_keyboard_at_the_shared_table(qtbot, window, game, opts):
    from engine.protocol import get_game

    spec = get_game(game)
    options = spec.options(**opts)
    n = spec.seat_count(options)
    t = _table_for(window, game, opts)
    assert isinstance(t, TrickTable)
    kind = spec.player_kinds[0].name if spec.player_kinds else "random"     # its weakest computer player
    sess = GameSession(game, spec.default_preset, options, ["human"] + [kind] * (n - 1), seed=11)
    t.start(sess)
    assert t.seats() == n and len(t.seat_labels) == n
    places = {t.place_of(q).name for q in range(n)}
    assert len(places) == n and t.place_of(sess.human).name == "bottom"
    ended = False
    for _ in range(400):
        qtbot.waitUntil(lambda: sess.is_over() or t.waiting_for_human() or t.between_deals, timeout=10000)
        if sess.is_over() or t.between_deals or any(e.kind == "deal_end" for e in sess.events_so_far()):
            ended = True
            break
        before = len(sess.steps)
        keyboard_turn(qtbot, t)
        assert len(sess.steps) > before or t.message == "", f"the keys did nothing: {t.message}"
    assert ended, "the deal did not end"
    wait_for_human(qtbot, t) if not (sess.is_over() or t.between_deals) else None


def test_a_long_hand_lies_in_two_rows_with_every_corner_showing(qtbot):
    t = TrickTable(speed="instant")
    qtbot.addWidget(t)
    for n in (8, ONE_ROW, 21, 25):
        ps = t.hand_positions(n)
        assert len(ps) == n
        rows = sorted({p.y() for p in ps})
        assert len(rows) == (1 if n <= ONE_ROW else 2)
        for y in rows:       # in each row, the next card leaves the corner index of the one before visible
            xs = sorted(p.x() for p in ps if p.y() == y)
            assert all(b - a >= 30 for a, b in zip(xs, xs[1:])), (n, xs)
