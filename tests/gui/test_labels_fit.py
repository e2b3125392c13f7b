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
