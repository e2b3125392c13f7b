"""Every text on the felt stays inside it, in English and in German (German words run longer)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from gui import i18n
from gui_drive import wait_for_human


def texts_outside(table) -> list[str]:
    scene = table.scene
    rect = scene.sceneRect()
    return [it.text() for it in scene.items()
            if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible() and it.text().strip()
            and not rect.contains(it.sceneBoundingRect())]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", ["piquet", "minchiate"])
def test_felt_texts_fit(qtbot, window, lang, game):
    window.set_language(lang)
    window.new_game(game=game, seed=5)
    t = window.table
    for _ in range(12):                     # a few decisions in, with piles, calls and counts on the felt
        wait_for_human(qtbot, t, timeout=10000)
        assert texts_outside(t) == []
        obs = t.session.observation()
        if t.session.is_over():
            break
        t.act(obs.legal_actions[-1])
    i18n.set_language("en")


@pytest.mark.parametrize("game", ["piquet", "minchiate"])
def test_side_buttons_keep_their_words_in_a_small_german_window(qtbot, window, game):
    window.set_language("de")
    window.resize(900, 600)
    window.new_game(game=game, seed=5)
    t = window.table
    wait_for_human(qtbot, t, timeout=10000)
    qtbot.wait(50)
    row = t.tools_row
    buttons = [row.itemAt(i).widget() for i in range(row.count())]
    assert len(buttons) >= 2
    for b in buttons:
        assert b.width() >= b.sizeHint().width(), f"{b.text()!r} is cut to {b.width()} px"
    i18n.set_language("en")


def _overlaps(table) -> list[str]:
    """Pairs of texts on the felt that run over each other (the banner, over everything for a
    moment, aside)."""
    its = [it for it in table.scene.items() if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible()
           and it.text().strip() and it is not table.banner]
    out = []
    for i, a in enumerate(its):
        ra = a.sceneBoundingRect().adjusted(1, 1, -1, -1)
        for b in its[i + 1:]:
            if ra.intersects(b.sceneBoundingRect().adjusted(1, 1, -1, -1)):
                out.append(f"{a.text()!r} over {b.text()!r}")
    return out


def _card_games() -> list[str]:
    from gui.registry import uis
    from gui.table.trick import TrickTable

    return [u.game for u in uis() if u.has_table() and issubclass(u.table_class(), TrickTable)]


@pytest.mark.parametrize("game", _card_games())
def test_no_felt_text_runs_over_another_or_off_the_felt_in_german(qtbot, game):
    """A deal of every card game in German (the longer words) at 1024x700, the person's seat played
    at random through the table: after every step the texts on the felt (seats' names, notes and
    tricks, zone titles, the game's info lines) stay inside the felt and none covers another."""
    import random

    from engine.protocol import get_game
    from gui.session import GameSession
    from gui_drive import open_window

    w = open_window(qtbot, size=(1024, 700))
    try:
        w.set_language("de")
        w.switch_game(game)
        t = w.table
        spec = get_game(game)
        n = spec.seat_count(spec.options())
        sess = GameSession(game, spec.default_preset, spec.options(), ["human"] + ["random"] * (n - 1), seed=3)
        faults: set[str] = set()
        lay = t._lay_out

        def checked(obs, dur, dealing):            # every layout of the felt, the computers' steps too
            lay(obs, dur, dealing)
            faults.update(f"outside: {x!r}" for x in texts_outside(t))
            faults.update(_overlaps(t))

        t._lay_out = checked
        t.start(sess)
        rng = random.Random(3)
        for _ in range(400):
            qtbot.waitUntil(lambda: t.waiting_for_human() or t.between_deals or sess.is_over(), timeout=20000)
            if t.between_deals or sess.is_over():
                break
            assert t.act(rng.choice(list(sess.observation().legal_actions)))
        assert not faults, "\n".join(sorted(faults)[:20])
    finally:
        w.persist = False
        w.close()
        i18n.set_language("en")
