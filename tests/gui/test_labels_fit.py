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
