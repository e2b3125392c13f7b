from pathlib import Path

import pytest

from gui.settings import Settings, load_settings, parse_settings, save_settings, settings_path, SettingsError


def test_settings_round_trip_uses_the_options_toml_shape(academie_home):
    from gui.session import spec_of

    spec = spec_of("piquet")
    s = Settings(language="de", speed="fast")
    s.set_rules(spec, "eighteenth_century", spec.options("eighteenth_century", target_score=151))
    s.game("piquet").opponent = "random"
    save_settings(s)
    path = settings_path()
    assert str(path).startswith(str(academie_home))
    text = path.read_text()
    assert 'preset = "eighteenth_century"' in text and "target_score = 151" in text
    back, problem = load_settings()
    assert problem is None
    assert back.language == "de" and back.speed == "fast"
    assert back.game("piquet").options(spec).target_score == 151


@pytest.mark.parametrize("text, words", [
    ("language = ", "not valid TOML"),
    ('language = "fr"', "language"),
    ('[games.piquet]\npreset = "classic_1900"\n[games.piquet.options]\ntarget_score = 99', "target_score"),
    ('[games.piquet]\npreset = "modern"', "modern"),
])
def test_damaged_settings_are_kept_aside_and_defaults_used(academie_home, text, words):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    s, problem = load_settings()
    assert s == Settings()
    assert problem is not None and words in problem.problem
    assert not path.exists()
    kept = Path(problem.backup)
    assert kept.name.startswith("settings.toml.damaged-") and kept.read_text() == text


def test_parse_settings_names_the_problem():
    with pytest.raises(SettingsError, match="speed"):
        parse_settings('speed = "warp"')


def test_window_reports_a_damaged_settings_file(qtbot, academie_home):
    from gui.mainwindow import MainWindow

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("this is = = not toml")
    s, problem = load_settings()
    w = MainWindow(s, problem, ask_resume=lambda: False)
    qtbot.addWidget(w)
    w.show()
    w.begin()
    box = w.findChild(object, "settings_problem")
    assert box is not None and box.isVisible()
    assert "damaged" in box.text() and "settings.toml.damaged-" in box.text()
    box.close()
    w.persist = False
    w.close()


def test_keeping_aside_twice_in_one_second_loses_neither_file(tmp_path):
    from gui.userdirs import keep_aside

    p = tmp_path / "settings.toml"
    kept = []
    for text in ("first = [", "second = ["):
        p.write_text(text, encoding="utf-8")
        kept.append(keep_aside(p))
    assert not p.exists() and kept[0] != kept[1]
    assert [k.read_text(encoding="utf-8") for k in kept] == ["first = [", "second = ["]
    assert keep_aside(p) is None     # nothing left to keep aside


@pytest.mark.parametrize("data, words", [
    (b"a = " + b"[" * 600, "nested too deeply"),
    (b"language = 'd\xe9'\n", "not UTF-8"),
])
def test_settings_nested_too_deeply_or_not_utf8_are_kept_aside(academie_home, data, words):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    s, problem = load_settings()
    assert s == Settings() and problem is not None and words in problem.problem
    assert Path(problem.backup).read_bytes() == data


@pytest.mark.parametrize("data", [b'[games."../../x"]\npreset = "a"\n', b"[games.os]\npreset = 'a'\n"])
def test_a_game_this_version_does_not_know_is_kept_as_data_only(academie_home, data):
    """(A newer version's game: kept and written back, never looked up as a file or a module.)"""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    s, problem = load_settings()
    assert problem is None and not s.games and list(s.kept.values()) == [{"preset": "a"}]
