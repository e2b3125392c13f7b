import tomllib

from gui.stats import load_stats, record_partie, rows


def test_parties_are_counted_and_readable(tmp_path):
    p = tmp_path / "stats.toml"
    record_partie("piquet", "classic_1900", "piquet-strong", "won", 104, 61, path=p)
    row, problem = record_partie("piquet", "classic_1900", "piquet-strong", "lost", 80, 100, path=p)
    assert problem is None
    assert row == {"parties": 2, "won": 1, "lost": 1, "drawn": 0, "points_for": 184, "points_against": 161}
    data = tomllib.loads(p.read_text(encoding="utf-8"))  # a person can read it
    assert data["piquet"]["classic_1900"]["piquet-strong"]["won"] == 1
    assert rows(load_stats(p)[0])[0][:3] == ("piquet", "classic_1900", "piquet-strong")


def test_damaged_file_is_kept_aside_with_a_message(tmp_path):
    p = tmp_path / "stats.toml"
    p.write_text("[piquet.classic_1900.random]\nwon = 'many'\n", encoding="utf-8")
    data, problem = load_stats(p)
    assert data == {} and "won must be a whole number" in problem and "damaged" in problem
    kept = list(tmp_path.glob("stats.toml.damaged-*"))
    assert len(kept) == 1 and "many" in kept[0].read_text(encoding="utf-8")
    p.write_text("not = [toml", encoding="utf-8")
    assert "not valid TOML" in load_stats(p)[1]
    p.write_text("not = [toml either", encoding="utf-8")
    _, problem = record_partie("piquet", "classic_1900", "random", "drawn", 50, 50, path=p)
    assert "not valid TOML" in problem       # recording over a damaged file says so
    assert len(list(tmp_path.glob("stats.toml.damaged-*"))) == 3
    assert load_stats(p) == ({"piquet": {"classic_1900": {"random": {
        "parties": 1, "won": 0, "lost": 0, "drawn": 1, "points_for": 50, "points_against": 50}}}}, None)
