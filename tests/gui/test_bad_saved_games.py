"""Saved games and records that cannot be used are set aside with a message: never a crash,
never lost (issue 20, 3)."""

from __future__ import annotations

import pytest

from gui import saves
from gui.mainwindow import MainWindow
from gui.session import GameSession
from gui.settings import Settings

HEAD = "# Académie des Jeux game record\n"

BAD_HEADERS = [
    ('[Game "piquet"]\n[Seed "3"]\n[Human "5"]\n', "Human", 4),
    ('[Game "piquet"]\n[Seed "3"]\n[Human "-1"]\n', "Human", 4),
    ('[Game "piquet"]\n[Seed "3"]\n[Seats "human"]\n', "Seats", 4),
    ('[Game "piquet"]\n[Seed "3"]\n[Human "²"]\n', "Human", 4),
    ('[Game "piquet"]\n[Seed "3"]\n[FirstDealer "tomorrow"]\n', "FirstDealer", 4),
]


def make_window(qtbot, resume=True):
    w = MainWindow(Settings(speed="instant"), ask_resume=lambda: resume)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


@pytest.mark.parametrize("body,field,line", BAD_HEADERS)
def test_bad_seat_headers_are_refused_naming_line_and_field(qtbot, tmp_path, body, field, line):
    from engine.record import RecordError

    with pytest.raises(RecordError) as exc:
        GameSession.from_record_text(HEAD + body)
    assert exc.value.field == field and exc.value.line == line
    w = make_window(qtbot, resume=False)
    w.new_game(seed=5)
    before = w.table.session
    path = tmp_path / "bad.txt"
    path.write_text(HEAD + body, encoding="utf-8")
    assert not w.open_game(path)
    assert w.table.session is before and f"line {line}: {field}" in w._warning_box.text()
    w.persist = False
    w.close()


@pytest.mark.parametrize("body", [b[0] for b in BAD_HEADERS[:3]] + [None])
def test_a_saved_game_that_cannot_be_resumed_is_kept_aside_and_a_new_game_starts(qtbot, body):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = (HEAD + body).encode() if body else HEAD.encode() + b'[Game "piquet"]\n[Event "Caf\xe9"]\n'
    path.write_bytes(data)
    w = make_window(qtbot)
    w.begin()
    assert w._warning_box.objectName() == "resume_failed"
    if body is None:                                  # not UTF-8: the message says where
        assert "line 3" in w._warning_box.text() and "UTF-8" in w._warning_box.text()
    assert not path.exists()
    kept = list(path.parent.glob("autosave.txt.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == data
    assert w.table.session is not None
    w.persist = False
    w.close()


def test_a_koenigspiquet_record_as_the_saved_game_resumes_at_its_table(qtbot, tmp_path):
    import random

    from engine.players import RandomPlayer
    from engine.protocol import get_game
    from engine.record import record_of, write_record

    spec = get_game("koenigspiquet")
    opts = spec.presets[spec.default_preset]
    st, moves, rng, players = spec.new_state(opts), [], random.Random(4), [RandomPlayer()] * 3
    while len(moves) < 20:
        who = st.current_player()
        a = st.sample_chance(rng) if who < 0 else players[who].choose(st.observation(who), rng)
        moves.append((who, a))
        st = st.apply(a)[0]
    text = write_record(record_of(spec, spec.default_preset, opts, ["human", "random", "random"], 4, moves))
    saves.write_autosave(text)
    w = make_window(qtbot)
    w.begin()
    assert w.table.session is not None and w.table.session.spec.name == "koenigspiquet"
    assert len(w.table.session.steps) == 20
    w.persist = False
    w.close()


def test_a_minchiate_record_naming_me_as_first_dealer_without_seed_opens(qtbot, tmp_path):
    text = HEAD + '[Game "minchiate"]\n[FirstDealer "me"]\n[Human "0"]\n'
    saves.write_autosave(text)
    w = make_window(qtbot)
    w.begin()
    assert w.table.session is not None and w.table.session.spec.name == "minchiate"
    assert not list(saves.autosave_path().parent.glob("autosave.txt.damaged-*"))
    path = tmp_path / "m.txt"
    path.write_text(text, encoding="utf-8")
    assert w.open_game(path)
    w.persist = False
    w.close()


def test_event_and_date_survive_open_and_save(qtbot, tmp_path):
    from engine.record import parse_record

    text = (HEAD + '[Game "piquet"]\n[Seed "7"]\n[Event "Paris; 1882 \\"Cercle\\""]\n[Date "1882.03.01"]\n'
            '[Deals "2"]\n[Human "0"]\n')
    path = tmp_path / "e.txt"
    path.write_text(text, encoding="utf-8")
    w = make_window(qtbot, resume=False)
    assert w.open_game(path)
    w.table.session.seats[1] = 'odd "name"; with\nnew\rlines\u2028'
    out = w.save_game_as(tmp_path / "out.txt")
    rec = parse_record(out.read_text(encoding="utf-8"))
    assert rec.headers["Event"] == 'Paris; 1882 "Cercle"' and rec.headers["Date"] == "1882.03.01"
    assert rec.deals == 2 and rec.seats[1] == 'odd "name"; with\nnew\rlines\u2028'
    w.persist = False
    w.close()


def test_the_application_resumes_inside_the_event_loop(monkeypatch):
    """``run_app`` shows the window and leaves the offer to resume to the event loop, so a
    message box or a failure there cannot end the application before it starts."""
    from PySide6.QtWidgets import QApplication

    from gui import app as app_mod
    from gui.mainwindow import MainWindow as MW

    calls = []
    monkeypatch.setattr(MW, "begin", lambda self: calls.append("begin"))

    def fake_exec(self=None):
        calls.append("exec")
        QApplication.processEvents()
        for w in QApplication.topLevelWidgets():
            if isinstance(w, MW):
                w.persist = False
                w.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    from gui import worker

    monkeypatch.setattr(worker, "shutdown", lambda: None)      # the other tests' computer players go on
    assert app_mod.run_app([]) == 0
    assert calls[:2] == ["exec", "begin"]


def test_a_reopened_finished_record_shows_the_last_trick_as_played(qtbot, tmp_path):
    """Issue 19, 12: the final table of a reopened record shows the last trick's cards."""
    from test_statistics import session_before_last_card

    sess = session_before_last_card(11)
    sess.apply(sess.observation().legal_actions[0])
    sess.run_chance()
    last = sess.observation().tricks[-1]
    path = tmp_path / "done.txt"
    path.write_text(sess.record_text(), encoding="utf-8")
    w = make_window(qtbot, resume=False)
    assert w.open_game(path)
    t = w.table
    qtbot.wait(300)
    shown = sorted(code for code, it in t.items.items()
                   if it.isVisible() and t.trick_rect.intersects(it.sceneBoundingRect()))
    assert shown == sorted(c.code for c in last if hasattr(c, "code"))
    w.persist = False
    w.close()


def test_the_save_and_open_dialogs_start_in_saves(qtbot, monkeypatch, academie_home):
    """Issue 19, 13: the file dialogs open in saves/ (made if missing), not the working folder."""
    from PySide6.QtWidgets import QFileDialog

    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (asked.append(a[2]), ("", ""))[1])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (asked.append(a[2]), ("", ""))[1])
    w = make_window(qtbot, resume=False)
    w.new_game(seed=3)
    assert not saves.saves_dir().exists()
    w.save_game_as()
    w.open_game()
    from pathlib import Path

    assert Path(asked[0]).parent == saves.saves_dir() and Path(asked[1]) == saves.saves_dir()
    assert saves.saves_dir().is_dir()
    w.persist = False
    w.close()
