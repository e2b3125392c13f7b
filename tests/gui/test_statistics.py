"""A finished partie is counted once in stats.toml and shown in the Statistics dialog."""

from __future__ import annotations

import random
import tomllib

from engine.players import make_player
from gui import stats
from gui.mainwindow import MainWindow
from gui.session import GameSession, spec_of
from gui.settings import Settings

from gui_drive import click_card, wait_for_human


def session_before_last_card(seed: int) -> GameSession:
    """A Piquet partie against the random player, played at random up to the person's last card."""
    sess = GameSession("piquet", "classic_1900", spec_of("piquet").presets["classic_1900"], ["human", "random"], seed)
    rng = random.Random(seed)
    me = make_player("random", "piquet")
    while not sess.is_over():
        if sess.to_move < 0:
            sess.run_chance()
            continue
        sess.apply(me.choose(sess.observation(sess.to_move), rng))
    last = max(i for i, st in enumerate(sess.steps) if st.who == sess.human)
    assert type(sess.steps[last].action).__name__ == "Play"
    sess.state = sess.steps[last].before
    del sess.steps[last:]
    return sess


def test_the_finished_partie_is_counted_once_and_shown(qtbot):
    w = MainWindow(Settings(speed="instant"), ask_resume=lambda: False)
    qtbot.addWidget(w)
    w.show()
    sess = session_before_last_card(11)
    w.table.start(sess)
    wait_for_human(qtbot, w.table)
    card = sess.observation().legal_actions[0].card
    click_card(qtbot, w.table, card.code)                     # the person plays the last card
    qtbot.waitUntil(lambda: sess.is_over(), timeout=5000)
    qtbot.waitUntil(lambda: stats.stats_path().exists(), timeout=5000)
    w.table.advance()                                          # redrawing the finished table counts nothing more
    data = tomllib.loads(stats.stats_path().read_text(encoding="utf-8"))
    row = data["piquet"]["classic_1900"]["random"]
    st = sess.state.standing(0)
    assert row["parties"] == 1 and row[st.result] == 1
    assert (row["points_for"], row["points_against"]) == (st.points_for, st.points_against)
    assert st.points_for != st.points_against or st.result == "drawn"

    w.act_stats.trigger()                                      # Game ▸ Statistics…
    d = w._statistics
    table = d.table
    assert table.rowCount() == 1 and d.empty_label.isHidden()
    cells = [table.item(0, c).text() for c in range(table.columnCount())]
    assert cells[0] == "Piquet" and cells[2].startswith("Random player")
    assert cells[3:] == [str(row[k]) for k in stats.FIELDS]
    d.close()
    w.persist = False
    w.close()


def test_statistics_dialog_reports_a_damaged_file_and_keeps_it(qtbot):
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[piquet]\nwon = 'lots'\n", encoding="utf-8")
    from gui.dialogs.statistics import StatisticsDialog

    d = StatisticsDialog()
    qtbot.addWidget(d)
    assert "damaged" in d.problem_label.text() and not d.problem_label.isHidden()
    assert not d.empty_label.isHidden()
    assert list(path.parent.glob("stats.toml.damaged-*"))


def test_no_keyboard_focus_frame_is_left_on_a_card_after_the_partie(qtbot, window):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    sess = session_before_last_card(11)
    t = window.table
    t.start(sess)
    wait_for_human(qtbot, t)
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_Right)                  # the person moves the focus frame along the hand
    assert any(it.focus_mark for it in t._hand_items())
    QTest.keyClick(t.view, Qt.Key_Space)                  # and plays the last card with the keyboard
    qtbot.waitUntil(lambda: sess.is_over(), timeout=5000)
    assert not any(it.focus_mark for it in t.items.values() if it.isVisible())
