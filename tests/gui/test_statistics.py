"""A finished partie is added once to the history and shown in Game ▸ Statistics, per game and
opponent level, with a chart, filters and CSV export."""

from __future__ import annotations

import random
import os

import pytest

from engine.players import make_player
from gui import stats
from gui.mainwindow import MainWindow
from gui.session import GameSession
from engine.protocol import get_game
from gui.settings import Settings

from gui_drive import click_card, wait_for_human

ARTIFACTS = os.path.join(os.path.dirname(__file__), "..", "..", "test-artifacts")


def session_before_last_card(seed: int) -> GameSession:
    """A Piquet partie against the random player, played at random up to the person's last card."""
    sess = GameSession("piquet", "classic_1900", get_game("piquet").presets["classic_1900"], ["human", "random"], seed)
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


def test_the_finished_partie_is_counted_once_and_shown(qtbot, tmp_path):
    w = MainWindow(Settings(speed="instant"), ask_resume=lambda: False)
    qtbot.addWidget(w)
    w.show()
    sess = session_before_last_card(11)
    w.table.start(sess)
    wait_for_human(qtbot, w.table)
    card = sess.observation().legal_actions[0].card
    click_card(qtbot, w.table, card.code)                     # the person plays the last card
    qtbot.waitUntil(lambda: sess.is_over(), timeout=5000)
    qtbot.waitUntil(lambda: stats.history_path().exists(), timeout=5000)
    w.table.advance()                                          # redrawing the finished table counts nothing more
    with stats.History() as h:
        rows = h.parties()
    st = sess.state.standing(0)
    assert len(rows) == 1
    row = rows[0]
    assert (row["game"], row["preset"], row["opponent"], row["level"], row["result"]) == \
        ("piquet", "classic_1900", "random", "random", st.result)
    assert (row["points_for"], row["points_against"]) == (st.points_for, st.points_against)
    assert row["duration"] >= 0 and row["seats"] == '["human", "random"]'
    from engine.record import parse_record, replay
    from pathlib import Path

    assert replay(parse_record(Path(row["record"]).read_text(encoding="utf-8"))).state.is_over()

    w.act_stats.trigger()                                      # Game ▸ Statistics…
    d = w._statistics
    table = d.table
    assert table.rowCount() == 1 and d.empty_label.isHidden()
    cells = [table.item(0, c).text() for c in range(table.columnCount())]
    assert cells[0] == "Piquet" and cells[1].startswith("Random player")
    assert cells[2:6] == ["1", str(int(st.result == "won")), str(int(st.result == "lost")),
                          str(int(st.result == "drawn"))]
    assert d.chart.bars() == [(st.result, float(st.points_for - st.points_against))]
    d.set_filters("minchiate")                                  # filter by game
    assert d.table.isHidden() and not d.empty_label.isHidden()
    d.set_filters(None, 7)
    assert d.table.rowCount() == 1
    out = d.export_csv(str(tmp_path / "s.csv"))
    assert out and "piquet,," in (tmp_path / "s.csv").read_text(encoding="utf-8")
    d.close()
    w.persist = False
    w.close()


def test_statistics_dialog_reports_a_damaged_history_and_keeps_it(qtbot):
    path = stats.history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database " * 200)
    from gui.dialogs.statistics import StatisticsDialog

    d = StatisticsDialog()
    qtbot.addWidget(d)
    assert "damaged" in d.problem_label.text() and not d.problem_label.isHidden()
    assert not d.empty_label.isHidden()
    assert list(path.parent.glob("history.sqlite3.damaged-*"))


def test_every_registered_game_can_be_counted_and_shown(qtbot):
    """Generic: a finished partie of any registered game goes into the history and the dialog."""
    from gui.registry import uis

    for i, ui in enumerate(uis()):
        spec = get_game(ui.game)
        st = spec.new_state(spec.presets[spec.default_preset])
        rng = random.Random(i)
        players = [make_player("random", spec)] * spec.seat_count(spec.presets[spec.default_preset])
        while not st.is_over():
            who = st.current_player()
            a = st.sample_chance(rng) if who < 0 else players[who].choose(st.observation(who), rng)
            st = st.apply(a)[0]
        s = st.standing(0)
        stats.record_partie(spec.name, spec.default_preset, "random", s.result, s.points_for, s.points_against)
    from gui.dialogs.statistics import StatisticsDialog

    d = StatisticsDialog()
    qtbot.addWidget(d)
    assert d.table.rowCount() == len(uis())
    d.close()


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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_statistics_explain_themselves_and_show_every_column_and_row(qtbot, lang):
    """One partie in the history: in either language every column shows its header whole, the
    row is not under the scrollbar, the average column says whose points it gives, the chart's bar
    is labelled with its game; an unfinished partie at the table is named with its deals so far."""
    from gui import i18n
    from gui.dialogs.statistics import StatisticsDialog
    from gui.titles import game_title

    i18n.set_language(lang)
    try:
        stats.record_partie("tarock4", "hamburg_1782", "tarock4-strong", "lost", 0, 4)
        d = StatisticsDialog(live=("minchiate", 1))
        qtbot.addWidget(d)
        d.show()
        qtbot.wait(50)
        t = d.table
        assert t.rowCount() == 1
        head = t.horizontalHeader()
        for c in range(t.columnCount()):
            text = t.horizontalHeaderItem(c).text()
            need = head.fontMetrics().horizontalAdvance(text)
            assert t.columnWidth(c) >= need, (text, t.columnWidth(c), need)
        row = t.visualItemRect(t.item(0, 0))
        assert t.viewport().rect().contains(row), (row, t.viewport().rect())
        assert t.horizontalHeaderItem(6).text() == ("Average (you : others)" if lang == "en" else "Schnitt (Sie : andere)")
        assert "your opponents" in t.horizontalHeaderItem(6).toolTip() or "Ihrer Gegner" in t.horizontalHeaderItem(6).toolTip()
        assert d.chart.bar_labels() == [game_title("tarock4")]
        assert t.item(0, 0).text() == game_title("tarock4")
        live = d.live_label.text()
        assert d.live_label.isVisible() and game_title("minchiate") in live
        assert ("1 deal of it is over" if lang == "en" else "1 Spiel davon ist aus") in live
        d.grab().save(os.path.join(ARTIFACTS, f"statistics_{lang}.png"))
        d.close()
    finally:
        i18n.set_language("en")


def test_an_unfinished_partie_at_the_table_is_shown_as_it_stands(qtbot, window):
    """A whole deal of a long partie (Minchiate: 12 deals) played at the table: Game ▸ Statistics
    shows it in a row and a bar of its own, saying it is unfinished and at the table, with its
    deals and points so far, before anything is counted; the average's two numbers are explained."""
    from gui.titles import game_title

    window.new_game(game="minchiate", seed=5)
    t, sess = window.table, window.table.session
    rng = random.Random(5)
    for _ in range(400):
        qtbot.waitUntil(lambda: t.waiting_for_human() or t.between_deals or sess.is_over()
                        or any(e.kind == "deal_end" for st in sess.steps for e in st.events), timeout=20000)
        if any(e.kind == "deal_end" for st in sess.steps for e in st.events):
            break
        assert t.act(rng.choice(list(sess.observation().legal_actions)))
    window.statistics_dialog()
    d = window._statistics
    tab = d.table
    assert tab.isVisible() and tab.rowCount() == 1
    row = [tab.item(0, c).text() for c in range(tab.columnCount())]
    assert row[0] == f"{game_title('minchiate')} (at the table)"
    assert row[2] == "unfinished, 1 deal"
    st = sess.state.standing(sess.human)
    assert row[6] == f"{st.points_for:g} : {st.points_against:g}"
    assert d.chart.isVisible() and d.chart.bar_labels() == [f"{game_title('minchiate')} (at the table)"]
    assert d.chart.bars()[0][0] == "playing"
    assert d.average_label.isVisible() and "yours : your opponents'" in d.average_label.text()
    d.close()
