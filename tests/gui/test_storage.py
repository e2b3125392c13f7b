"""Nothing the person has is lost (issue 26): the statistics under a lock and a full disk, the
old stats.toml migrated even after a crash, two windows at once, parties killed before they
were counted, stale temporaries, settings of a newer version, an unreadable config folder."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gui import saves, stats
from gui.stats import History, HistoryUnavailable, Partie, record_partie

OLD = ("[piquet.classic_1900.piquet-strong]\nparties = 4\nwon = 1\nlost = 3\ndrawn = 0\n"
       "points_for = 312\npoints_against = 415\n")


def dead_pid() -> int:
    """The pid of a process that has ended."""
    out = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(out.stdout)


def a_partie(**more) -> Partie:
    return Partie(game="piquet", result="won", points_for=10, points_against=2, preset="classic_1900", **more)


# ------------------------------------------------------------------ item 1: locks, full disk
def test_a_locked_history_is_waited_for_and_never_taken_for_damaged(tmp_path):
    db = tmp_path / "history.sqlite3"
    record_partie("piquet", "classic_1900", "random", "won", 10, 2, path=db)
    other = sqlite3.connect(db, isolation_level=None)          # another window, or sqlite3 BEGIN EXCLUSIVE
    other.execute("BEGIN EXCLUSIVE")
    t0 = time.perf_counter()
    with pytest.raises(HistoryUnavailable) as e:
        History(db, busy_seconds=0.3)
    assert e.value.reason == "locked" and "in use" in str(e.value)
    assert time.perf_counter() - t0 >= 0.25                   # it waited for the lock
    assert not list(tmp_path.glob("*.damaged-*"))            # nothing was renamed
    other.execute("COMMIT")
    other.close()
    with History(db) as h:
        assert h.problem is None and len(h.parties()) == 1


def test_a_partie_finished_while_the_history_is_locked_is_counted_later(tmp_path):
    db = tmp_path / "history.sqlite3"
    record_partie("piquet", "classic_1900", "random", "won", 10, 2, path=db)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    old = stats.BUSY_SECONDS
    stats.BUSY_SECONDS = 0.2
    try:
        record, problems = stats.count_finished(a_partie(), "the record\n", path=db)
    finally:
        stats.BUSY_SECONDS = old
    assert any("in use" in p and "counted later" in p for p in problems), problems
    assert record and Path(record).read_text(encoding="utf-8") == "the record\n"
    other.execute("COMMIT")
    other.close()
    with History(db) as h:                                     # the next opening counts it, with its record
        rows = h.parties()
    assert len(rows) == 2 and rows[1]["record"] == record
    assert not list(stats.pending_dir(db).glob("*.json"))
    with History(db) as h:
        assert len(h.parties()) == 2                           # once


def test_a_full_disk_says_so_and_leaves_the_history_as_it_was(tmp_path):
    db = tmp_path / "history.sqlite3"
    record_partie("piquet", "classic_1900", "random", "won", 10, 2, path=db)
    with History(db) as h:
        pages = h.db.execute("PRAGMA page_count").fetchone()[0]
        h.db.execute(f"PRAGMA max_page_count = {pages}")       # no room for one more page: the disk is full
        with pytest.raises(HistoryUnavailable) as e:
            h.add(a_partie(record="x" * 50_000))
        assert e.value.reason == "full" and "disk is full" in str(e.value)
        assert "rollback" not in str(e.value)
        assert len(h.parties()) == 1


# ------------------------------------------------------------------ item 2: the old stats.toml
@pytest.mark.parametrize("beside", ["empty file", "empty database"])
def test_stats_toml_beside_an_empty_history_is_taken_over(tmp_path, beside):
    db = tmp_path / "history.sqlite3"
    if beside == "empty file":
        db.write_bytes(b"")
    else:
        History(db, old_stats=tmp_path / "none.toml").close()  # a first start killed before the migration
    (tmp_path / "stats.toml").write_text(OLD, encoding="utf-8")
    with History(db) as h:
        assert h.problem is None and h.summary()[0]["parties"] == 4
    assert (tmp_path / "stats.toml.migrated").exists() and not (tmp_path / "stats.toml").exists()


def test_a_migration_killed_halfway_is_finished_once_at_the_next_start(tmp_path, monkeypatch):
    db = tmp_path / "history.sqlite3"
    old = tmp_path / "stats.toml"
    old.write_text(OLD + "\n[minchiate.dresden_1798.random]\nparties = 2\nwon = 2\n", encoding="utf-8")
    calls = []
    real = stats.level_of

    def killed(game, kind):                                   # the process dies after the first row
        calls.append(game)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(game, kind)

    monkeypatch.setattr(stats, "level_of", killed)
    with pytest.raises(KeyboardInterrupt):
        History(db)
    monkeypatch.setattr(stats, "level_of", real)
    assert old.exists()
    with History(db) as h:
        assert sum(s["parties"] for s in h.summary()) == 6
    # killed after the migration's commit, before the rename: not taken over twice
    (tmp_path / "stats.toml.migrated").rename(old)
    with History(db) as h:
        assert sum(s["parties"] for s in h.summary()) == 6
    assert not old.exists()


# ------------------------------------------------------------------ item 7: parties killed before they were counted
def test_a_partie_killed_between_its_record_and_its_row_is_counted_at_the_next_start(tmp_path):
    db = tmp_path / "history.sqlite3"
    first = tmp_path / "saves" / "piquet-20261127-010203.txt"
    pid = dead_pid()
    folder = stats.pending_dir(db)
    folder.mkdir(parents=True)
    # one killed after its record was written, one killed before
    written = a_partie(uid="a" * 32, finished="2026-11-27T01:02:03+00:00")
    saves.write_new_record("piquet", "record A\n", first=first)
    (folder / f"{'a' * 32}-{pid}.json").write_text(json.dumps({
        "partie": written.__dict__, "record_text": "record A\n", "record_first": str(first)}), encoding="utf-8")
    unwritten = a_partie(uid="b" * 32, finished="2026-11-27T01:02:04+00:00")
    (folder / f"{'b' * 32}-{pid}.json").write_text(json.dumps({
        "partie": unwritten.__dict__, "record_text": "record B\n", "record_first": str(first)}), encoding="utf-8")
    # and one whose window still runs: not touched
    running = a_partie(uid="c" * 32)
    (folder / f"{'c' * 32}-1.json").write_text(json.dumps({"partie": running.__dict__}), encoding="utf-8")
    with History(db) as h:
        rows = h.parties()
    assert [Path(r["record"]).read_text(encoding="utf-8") for r in rows] == ["record A\n", "record B\n"]
    assert rows[0]["record"] == str(first) and len(list(first.parent.iterdir())) == 2
    assert [p.name for p in folder.iterdir()] == [f"{'c' * 32}-1.json"]


def test_temporaries_of_killed_writers_are_removed_at_the_start(tmp_path):
    from engine.fileio import clean_stale_temporaries

    pid = dead_pid()
    dead = tmp_path / f"piquet-20261127-010203.txt.tmp-{pid}-x1y2"
    live = tmp_path / f"piquet-20261127-010204.txt.tmp-{os.getpid()}-x1y2"
    record = tmp_path / "piquet-20261127-010203.txt"
    for p in (dead, live, record):
        p.write_text("x", encoding="utf-8")
    assert clean_stale_temporaries(tmp_path) == [dead]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([live.name, record.name])


# ------------------------------------------------------------------ item 3: two windows at once
def test_two_processes_saving_records_at_once_keep_every_record(tmp_path):
    """Two windows finishing parties in the same second: each record keeps its own file."""
    if not hasattr(os, "fork"):
        pytest.skip("needs fork")
    go = tmp_path / "go"
    pids = []
    for k in range(2):
        pid = os.fork()
        if pid == 0:
            try:
                while not go.exists():
                    time.sleep(0.001)
                for i in range(25):
                    saves.write_new_record("piquet", f"window {k} partie {i}\n")
            finally:
                os._exit(0)
        pids.append(pid)
    go.write_text("")
    for pid in pids:
        os.waitpid(pid, 0)
    texts = sorted(p.read_text(encoding="utf-8") for p in saves.saves_dir().glob("piquet-*.txt"))
    assert texts == sorted(f"window {k} partie {i}\n" for k in range(2) for i in range(25))


def test_a_record_name_taken_after_it_was_chosen_is_not_overwritten(tmp_path, monkeypatch):
    first = saves.saves_dir() / "piquet-20261127-010203.txt"
    first.parent.mkdir(parents=True)
    first.write_text("the other window's record\n", encoding="utf-8")
    monkeypatch.setattr(Path, "exists", lambda self: False)   # it looked free a moment ago
    p = saves.write_new_record("piquet", "mine\n", first=first)
    monkeypatch.undo()
    assert p != first and first.read_text(encoding="utf-8") == "the other window's record\n"
    assert p.read_text(encoding="utf-8") == "mine\n"


def test_every_window_keeps_its_own_autosave(tmp_path):
    a = saves.claim_autosave("game of window A\n")
    b = saves.claim_autosave("game of window B\n")
    assert a != b and {a.read_text(encoding="utf-8"), b.read_text(encoding="utf-8")} == \
        {"game of window A\n", "game of window B\n"}
    os.utime(a, (time.time() - 60, time.time() - 60))
    assert saves.offered_autosaves() == [b, a]                  # the most recent first
    taken = saves.take_autosave(b)                              # a window resumes B
    assert taken is not None and taken.read_text(encoding="utf-8") == "game of window B\n"
    assert saves.offered_autosaves() == [a]                     # another window does not offer it again
    assert saves.take_autosave(b) is None
    # a window killed while it held the game: its game is offered again
    dead = taken.with_name(f"autosave-2.txt.open-{dead_pid()}" if b.name == "autosave-2.txt"
                           else f"autosave.txt.open-{dead_pid()}")
    taken.rename(dead)
    assert set(saves.offered_autosaves()) == {a, dead}
    # one taken before the machine last started: its pid is another process's now
    before_boot = dead.with_name(dead.name.rsplit("-", 1)[0] + "-1")      # pid 1 always runs
    dead.rename(before_boot)
    assert set(saves.offered_autosaves()) == {a}
    os.utime(before_boot, (0, 0))
    assert set(saves.offered_autosaves()) == {a, before_boot}


def seed_of(record: str | None) -> int:
    from engine.record import parse_record

    return parse_record(record or "").seed


def test_two_windows_closed_with_games_in_progress_keep_both_and_offer_them(qtbot):
    from gui_drive import open_window, wait_for_human
    from test_play_by_gestures import person_turn

    games = []
    windows = [open_window(qtbot), open_window(qtbot)]
    for seed, w in zip((5, 6), windows):
        w.new_game(seed=seed, first_dealer="opponent")
        wait_for_human(qtbot, w.table)
        person_turn(qtbot, w.table)
        games.append(w.table.session.seed)
    for w in windows:
        w.close()
    assert sorted(seed_of(saves.read_autosave(p)) for p in saves.offered_autosaves()) == sorted(games)
    asked = []
    w3 = open_window(qtbot, ask_resume=lambda: asked.append(w3.other_autosaves) or True)
    w3.begin()
    assert asked == [1] and w3.table.session.seed in games
    w4 = open_window(qtbot, ask_resume=lambda: True)           # a window opened meanwhile offers the other
    w4.begin()
    assert {w3.table.session.seed, w4.table.session.seed} == set(games)
    assert saves.offered_autosaves() == []
    w4._game_finished()                                         # one window's game ends: the other's save stays
    w3.close()
    assert [seed_of(saves.read_autosave(p)) for p in saves.offered_autosaves()] == [w3.table.session.seed]
    w4.persist = False
    w4.close()


# ------------------------------------------------------------------ item 7: settings of a newer version, unreadable folders
NEWER = """language = "de"
speed = "fast"

[games.piquet]
preset = "classic_1900"
opponent = "random"

[games.piquet.options]

[games.game_of_a_newer_version]
preset = "its_preset"
opponent = "its-player"

[games.game_of_a_newer_version.options]
its_option = 3
"""


def test_an_unknown_game_in_settings_keeps_the_rest_and_is_kept_for_later(academie_home):
    from gui.settings import load_settings, save_settings, settings_path

    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(NEWER, encoding="utf-8")
    s, problem = load_settings()
    assert problem is None and (s.language, s.speed) == ("de", "fast")
    assert s.game("piquet").opponent == "random"
    assert "game_of_a_newer_version" not in s.games
    s.speed = "slow"
    save_settings(s)                                           # the window saves at exit
    import tomllib

    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["speed"] == "slow"
    assert data["games"]["game_of_a_newer_version"] == {"preset": "its_preset", "opponent": "its-player",
                                                         "options": {"its_option": 3}}
    assert load_settings()[0] == s


def _unreadable(monkeypatch, folder: Path) -> None:
    """``folder`` as after ``chmod 000`` (the tests may run as root, who reads everything)."""
    real_stat, real_open, real_iterdir = Path.stat, Path.open, Path.iterdir

    def denied(p: Path) -> bool:
        return folder in p.parents

    def stat(self, *a, **k):
        if denied(self):
            raise PermissionError(13, "Permission denied", str(self))
        return real_stat(self, *a, **k)

    def open_(self, *a, **k):
        if denied(self):
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *a, **k)

    def iterdir(self):
        if self == folder or denied(self):
            raise PermissionError(13, "Permission denied", str(self))
        return real_iterdir(self)

    monkeypatch.setattr(Path, "stat", stat)
    monkeypatch.setattr(Path, "open", open_)
    monkeypatch.setattr(Path, "iterdir", iterdir)


def test_an_unreadable_config_folder_gives_a_message_not_a_traceback(qtbot, academie_home, monkeypatch):
    from gui.app import start_settings
    from gui.settings import settings_path

    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('language = "de"\n', encoding="utf-8")
    _unreadable(monkeypatch, path.parent)
    settings, problem, first_start = start_settings()
    assert problem is not None and "Permission denied" in problem.problem and not problem.backup
    assert settings.language == "en" and not first_start
    from gui_drive import open_window

    w = open_window(qtbot, problem=problem)
    w.begin()
    assert "cannot be read" in w._problem_box.text() and str(settings_path()) in w._problem_box.text()
    w.close()                                                   # nothing is saved over the file it could not read
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == 'language = "de"\n'


# ------------------------------------------------------------------ item 8: a long damaged record
def long_record(deals: int = 6, seed: int = 3) -> str:
    import random

    from engine.players import RandomPlayer
    from engine.protocol import get_game
    from engine.record import record_of, write_record

    spec = get_game("piquet")
    opts = spec.presets["classic_1900"]
    st, moves, rng, p = spec.new_state(opts, deals=deals), [], random.Random(seed), RandomPlayer()
    while st.current_player() != -2 and not st.is_over():
        who = st.current_player()
        a = st.sample_chance(rng) if who < 0 else p.choose(st.observation(who), rng)
        moves.append((who, a))
        st = st.apply(a)[0]
    return write_record(record_of(spec, "classic_1900", opts, ["human", "random"], seed, moves, deals=deals,
                                  headers={"Human": "0"}))


def test_a_long_record_is_checked_before_and_replayed_once_when_damaged(monkeypatch):
    from engine.record import RecordError
    from gui import session

    good = long_record()
    calls = []
    real = session.replay

    def counting(rec, **kw):
        calls.append(kw.get("on_step"))
        return real(rec, **kw)

    monkeypatch.setattr(session, "replay", counting)
    # a header the table cannot use: refused before any replay
    with pytest.raises(RecordError, match="Human"):
        session.GameSession.from_record_text(good.replace('[Human "0"]', '[Human "7"]'))
    assert calls == []
    # a bad last line: refused after one replay that kept no steps
    seen = []
    with pytest.raises(RecordError, match="already over"):
        session.GameSession.from_record_text(good + "p0: play AS\n", progress=lambda d, n: seen.append((d, n)))
    assert len(calls) == 1 and seen and all(d <= n == seen[0][1] for d, n in seen)
    # a good record: checked, then replayed keeping its steps
    calls.clear()
    sess = session.GameSession.from_record_text(good)
    from engine.record import parse_record

    assert len(calls) == 2 and sess.is_over() and len(sess.steps) == len(parse_record(good).moves)

    def stop(d, n):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):                         # progress can stop it
        session.GameSession.from_record_text(good, progress=stop)


def test_a_long_record_opens_off_the_windows_thread_with_progress(qtbot, tmp_path, monkeypatch):
    from gui.mainwindow import MainWindow
    from gui_drive import open_window

    monkeypatch.setattr(MainWindow, "BACKGROUND_LINES", 50)
    good = long_record()
    w = open_window(qtbot)
    w.new_game(seed=5)
    before = w.table.session
    bad = tmp_path / "bad.txt"
    bad.write_text(good + "p0: play AS\n", encoding="utf-8")
    assert w.open_game(bad)                                      # taken in hand: the window goes on meanwhile
    assert w._loading is not None and w._loading[1].objectName() == "open_progress"
    qtbot.waitUntil(lambda: w._loading is None, timeout=20000)
    assert w.table.session is before and w._warning_box.objectName() == "open_failed"
    assert "already over" in w._warning_box.text() and str(bad) in w._warning_box.text()
    # cancelled: nothing changes
    path = tmp_path / "good.txt"
    path.write_text(good, encoding="utf-8")
    assert w.open_game(path)
    w._loading[1].cancel()
    qtbot.waitUntil(lambda: w._loading is None, timeout=20000)
    assert w.table.session is before
    # opened
    assert w.open_game(path)
    qtbot.waitUntil(lambda: w._loading is None, timeout=20000)
    assert w.table.session is not before and w.table.session.is_over()
    w.persist = False
    w.close()


def test_a_history_of_the_previous_schema_is_upgraded_and_its_untaken_stats_toml_migrated(tmp_path):
    db = tmp_path / "history.sqlite3"
    c = sqlite3.connect(db)
    c.executescript(stats._SCHEMA + "PRAGMA user_version = 1;")
    c.execute("INSERT INTO parties (finished, game, result, won, points_for) VALUES ('2026-01-01', 'piquet', 'won', 1, 9)")
    c.commit()
    c.close()
    (tmp_path / "stats.toml").write_text(OLD, encoding="utf-8")   # the old version was killed before taking it over
    with History(db) as h:
        assert h.problem is None and len(h.parties()) == 2 and sum(s["parties"] for s in h.summary()) == 5
        assert h.db.execute("PRAGMA user_version").fetchone()[0] == stats.SCHEMA_VERSION == 2
        h.add(a_partie(uid="d" * 32))
        h.add(a_partie(uid="d" * 32))
        assert len(h.parties()) == 3                           # one uid, one row


def test_the_start_removes_dead_writers_temporaries_and_counts_parties_left_over(qtbot):
    from gui_drive import open_window

    pid = dead_pid()
    saves.saves_dir().mkdir(parents=True)
    temp = saves.saves_dir() / f"piquet-20261127-010203.txt.tmp-{pid}-abcd"
    temp.write_text("half a rec", encoding="utf-8")
    note = stats.pending_dir() / f"{'e' * 32}-{pid}.json"
    note.parent.mkdir(parents=True)
    note.write_text(json.dumps({"partie": a_partie(uid="e" * 32).__dict__, "record_text": "rec\n",
                                "record_first": str(saves.saves_dir() / "piquet-20261127-010203.txt")}),
                    encoding="utf-8")
    w = open_window(qtbot)
    w.begin()
    qtbot.waitUntil(lambda: not note.exists(), timeout=5000)
    assert not temp.exists()
    with History() as h:
        assert [r["uid"] for r in h.parties()] == ["e" * 32]
    w.persist = False
    w.close()


def test_a_database_whose_schema_holds_bytes_that_are_not_utf8_is_kept_aside(tmp_path):
    """(Found by ``bench fuzz --kind locked``: SQLite's message quoting the schema failed to decode.)"""
    db = tmp_path / "history.sqlite3"
    History(db).close()
    data = db.read_bytes()
    at = data.index(b"CREATE TABLE parties")
    db.write_bytes(data[:at + 7] + b"\xc3(" + data[at + 9:])
    with History(db) as h:
        assert "damaged" in h.problem and h.parties() == []
    assert len(list(tmp_path.glob("history.sqlite3.damaged-*"))) == 1


def test_a_partie_that_met_a_locked_history_is_counted_by_the_window_when_the_lock_is_gone(qtbot, monkeypatch):
    from gui.mainwindow import MainWindow
    from gui_drive import open_window
    from test_statistics import session_before_last_card

    monkeypatch.setattr(MainWindow, "RECOUNT_MS", 100)
    monkeypatch.setattr(stats, "BUSY_SECONDS", 0.05)
    record_partie("piquet", "classic_1900", "random", "won", 10, 2)
    other = sqlite3.connect(stats.history_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")                          # another window in the middle of writing
    w = open_window(qtbot)
    sess = session_before_last_card(11)
    sess.apply(sess.observation().legal_actions[0])
    assert sess.is_over()
    w._count_partie(sess)
    assert "counted later" in w.status.text() and stats.has_pending()
    other.execute("COMMIT")
    other.close()
    qtbot.waitUntil(lambda: not stats.has_pending(), timeout=5000)
    with History() as h:
        assert len(h.parties()) == 2
    assert "up to date" in w.status.text()
    w.persist = False
    w.close()
