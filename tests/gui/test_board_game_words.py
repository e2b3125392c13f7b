"""At the table of every registered board game, no button, label, panel title or menu entry calls
the game a "deal": the shared texts take the game's own word from its spec (``GameSpec.unit_name``,
``gui.units``), "Review the game" / "Partie durchsehen".  In German the check is against the German
of every shared text that says "deal" (which German renders "Spiel"), and against "Runde"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu

from engine.protocol import get_game
from gui import i18n
from gui.registry import uis
from gui_drive import open_window, wait_for_human

ROOT = Path(__file__).resolve().parents[2]
BOARD_GAMES = sorted(u.game for u in uis() if get_game(u.game).unit_name == "game")


def _deal_texts_de() -> set[str]:
    """The German of every text whose English says deal (accelerators and ellipses left out), less
    those German also uses for a text that does not ("Spiel" is the Game menu as well as a deal)."""
    deal, other = set(), set()
    for msg in ET.parse(ROOT / "translations" / "academie_de.ts").getroot().iter("message"):
        src, tr = msg.findtext("source") or "", msg.findtext("translation") or ""
        if tr and "%" not in tr:
            (deal if re.search(r"\bdeal(s)?\b", src, re.I) else other).add(_plain(tr))
    return deal - other


def _plain(text: str) -> str:
    return text.replace("&", "").replace("…", "").strip().rstrip(".:")


def _shown_texts(window) -> list[str]:
    """Every text on the present table (its buttons, labels and panel titles, shown or waiting to be
    shown) and in the menu bar's menus."""
    t = window.table
    texts = [w.text() for w in t.findChildren(QAbstractButton)] + [w.text() for w in t.findChildren(QLabel)]
    texts += [w.title() for w in t.findChildren(QGroupBox)]

    def menu(m: QMenu) -> None:
        texts.append(m.title())
        for a in m.actions():
            if a.menu() is not None:
                menu(a.menu())
            elif a.isVisible() and a.text():
                texts.append(a.text())

    for a in window.menuBar().actions():
        if a.menu() is not None:
            menu(a.menu())
    texts.append(window.statusBar().currentMessage())
    return [_plain(x) for x in texts if x]


def test_there_are_board_games_to_check():
    assert "schach" in BOARD_GAMES and len(BOARD_GAMES) >= 2, BOARD_GAMES
    assert get_game("piquet").unit_name == "deal"


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_no_text_at_a_board_game_s_table_says_deal(qtbot, game):
    window = open_window(qtbot, size=(1024, 700))
    window.new_game(game=game, seed=3)
    wait_for_human(qtbot, window.table, timeout=20000)
    window.table.deal_review.retranslate()          # its button, shown once the game is over
    texts = _shown_texts(window)
    assert "Review the game" in texts and "Guided first game of" in texts
    wrong = [x for x in texts if re.search(r"\bdeal(s|t)?\b", x, re.I)]
    assert wrong == [], wrong
    window.set_language("de")
    try:
        de = _shown_texts(window)
        assert "Partie durchsehen" in de
        deal_de = _deal_texts_de()
        wrong = [x for x in de if x in deal_de or re.search(r"\bRunden?\b", x)]
        assert wrong == [], wrong
    finally:
        window.set_language("en")
        i18n.set_language("en")


def test_the_statistics_speak_of_an_unfinished_board_game_as_a_game(qtbot):
    from gui.dialogs.statistics import StatisticsDialog

    d = StatisticsDialog(live=(BOARD_GAMES[0], 0))
    qtbot.addWidget(d)
    assert "deal" not in d.live_label.text() and "not finished" in d.live_label.text()
    d = StatisticsDialog(live=("piquet", 2))
    qtbot.addWidget(d)
    assert "2 deals of it are over" in d.live_label.text()
