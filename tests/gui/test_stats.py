"""The statistics history in SQLite: rows per partie, summaries, CSV, migration from
stats.toml, damaged files kept aside, transactions."""

import csv
import io
import sqlite3

from gui import stats
from gui.stats import History, Partie, load_stats, record_partie


def test_parties_are_kept_as_a_history_and_summarised(tmp_path):
    db = tmp_path / "history.sqlite3"
    record_partie("piquet", "classic_1900", "piquet-strong", "won", 104, 61, path=db, duration=300.0,
                  record="/x/piquet-1.txt", seats=["human", "piquet-strong"], options={"target_score": 150})
    _, problem = record_partie("piquet", "classic_1900", "piquet-strong", "lost", 80, 100, path=db)
    record_partie("minchiate", "dresden_1798", "random", "drawn", 5, 5, path=db)
    assert problem is None
    with History(db) as h:
        rows = h.parties()
        assert [r["result"] for r in rows] == ["won", "lost", "drawn"]
        assert rows[0]["record"] == "/x/piquet-1.txt" and rows[0]["duration"] == 300.0 and rows[0]["finished"]
        summary = {(s["game"], s["level"]): s for s in h.summary()}
        p = summary[("piquet", "strong")]
        assert (p["parties"], p["won"], p["lost"], p["best"], p["worst"]) == (2, 1, 1, 43, -20)
        assert p["average_for"] == 92.0
        assert summary[("minchiate", "random")]["drawn"] == 1
        assert [s["game"] for s in h.summary(game="minchiate")] == ["minchiate"]
        assert h.summary(since="2999-01-01") == []
        text = h.export_csv(tmp_path / "out.csv", game="piquet")
    table = list(csv.DictReader(io.StringIO((tmp_path / "out.csv").read_text(encoding="utf-8"))))
    assert table == list(csv.DictReader(io.StringIO(text))) and len(table) == 2
    assert table[0]["options"] == '{"target_score": 150}' and table[1]["result"] == "lost"
    assert sqlite3.connect(db).execute("PRAGMA user_version").fetchone()[0] == stats.SCHEMA_VERSION


def test_stats_toml_is_taken_over_once(tmp_path):
    old = tmp_path / "stats.toml"
    old.write_text("[piquet.classic_1900.piquet-strong]\nparties = 4\nwon = 1\nlost = 3\ndrawn = 0\n"
                   "points_for = 312\npoints_against = 415\n", encoding="utf-8")
    with History(tmp_path / "history.sqlite3") as h:
        assert h.problem is None
        s = h.summary()[0]
        assert (s["parties"], s["won"], s["lost"], s["best"]) == (4, 1, 3, None) and s["average_for"] == 78.0
    assert not old.exists() and (tmp_path / "stats.toml.migrated").exists()
    with History(tmp_path / "history.sqlite3") as h:
        assert h.summary()[0]["parties"] == 4         # not taken over twice


def test_a_damaged_stats_toml_is_kept_aside_not_overwritten(tmp_path):
    for data, words in [(b"[piquet]\nwon = 'lots'\n", "not a table"), (b"x = '\xff\xfe'\n", "not UTF-8"),
                        (b"a = " + b"[" * 600 + b"\n", "nested too deeply"), (b"not = [toml", "not valid TOML")]:
        (tmp_path / "stats.toml").write_bytes(data)
        assert words in load_stats(tmp_path / "stats.toml")[1]
        kept = sorted(tmp_path.glob("stats.toml.damaged-*"))
        assert kept and kept[-1].read_bytes() == data
        for k in kept:
            k.unlink()


def test_a_damaged_database_is_kept_aside_and_a_new_history_starts(tmp_path):
    db = tmp_path / "history.sqlite3"
    for junk in (b"this is not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 2000):
        db.write_bytes(junk)
        _, problem = record_partie("piquet", "classic_1900", "random", "won", 10, 2, path=db)
        assert "damaged" in problem and "kept as" in problem
        kept = list(tmp_path.glob("history.sqlite3.damaged-*"))
        assert len(kept) == 1 and kept[0].read_bytes() == junk
        kept[0].unlink()
        with History(db) as h:
            assert h.problem is None and len(h.parties()) == 1
        db.unlink()
    # a database of a newer version is not touched
    c = sqlite3.connect(db)
    c.execute("PRAGMA user_version = 99")
    c.close()
    h = History(db)
    assert "newer version" in h.problem
    h.close()


def test_a_failed_write_leaves_the_history_as_it_was(tmp_path):
    db = tmp_path / "history.sqlite3"
    record_partie("piquet", "classic_1900", "random", "won", 10, 2, path=db)
    with History(db) as h:
        try:
            with h.transaction():
                h.db.execute("INSERT INTO parties (game, won) VALUES ('piquet', 1)")
                raise RuntimeError("the power fails")
        except RuntimeError:
            pass
        assert len(h.parties()) == 1
