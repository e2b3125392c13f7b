from pathlib import Path

import pytest

from gui.settings import Settings, load_settings, parse_settings, save_settings, settings_path, SettingsError


def test_settings_round_trip_uses_the_options_toml_shape(academie_home):
    from engine.protocol import get_game

    spec = get_game("piquet")
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
    ('[games.piquet]\nfirst_dealer = "nobody"', "first_dealer"),
    ('[games.piquet]\nopponent = 3', "opponent"),
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


@pytest.mark.parametrize("text, words", [
    ('[games.piquet]\npreset = "classic_1900"\n[games.piquet.options]\ntarget_score = 99', "target_score"),
    ('[games.piquet]\npreset = "modern"', "modern"),
])
def test_rules_a_game_refuses_are_found_when_it_is_chosen_and_its_defaults_used(academie_home, text, words):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + '\n[games.hombre]\npreset = "book_1782"\nopponent = "random"\n')
    s, problem = load_settings()
    assert problem is None and s.names() == ["hombre", "piquet"] and not s.games
    from engine.protocol import get_game

    g = s.game("piquet")
    assert g.preset == get_game("piquet").default_preset and g.overrides == {}
    assert words in s.rejected["piquet"] and "hombre" not in s.rejected
    assert s.game("hombre").opponent == "random"


def test_reading_and_writing_settings_imports_no_games_engine(tmp_path):
    import subprocess
    import sys

    text = ('language = "de"\n[games.piquet]\npreset = "classic_1900"\n[games.piquet.options]\n'
            'target_score = 151\n[games.hombre]\npreset = "book_1782"\n[games.newer_game]\npreset = "x"\n')
    (tmp_path / "settings.toml").write_text(text, encoding="utf-8")
    code = (
        "import sys\nfrom pathlib import Path\nfrom gui.settings import load_settings, save_settings\n"
        "p = Path(sys.argv[1]) / 'settings.toml'\n"
        "s, problem = load_settings(p)\nassert problem is None, problem\n"
        "assert s.names() == ['hombre', 'piquet'] and 'newer_game' in s.kept\n"
        "s.speed = 'fast'\nsave_settings(s, p)\nback, problem = load_settings(p)\nassert back == s\n"
        "print(sorted(m for m in sys.modules if m.startswith('engine.games.') or m.startswith('gui.games')))\n"
        "s.game('piquet')\n"
        "print(sorted(m for m in sys.modules if m.startswith('engine.games.') and m.count('.') == 2))\n")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=root, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "[]"                                   # reading and writing: no game imported
    assert lines[1] == "['engine.games.piquet']"              # choosing piquet imports its engine only
    written = (tmp_path / "settings.toml").read_text(encoding="utf-8")
    assert "target_score = 151" in written and "newer_game" in written


def test_parse_settings_names_the_problem():
    with pytest.raises(SettingsError, match="speed"):
        parse_settings('speed = "warp"')


def _window_over(qtbot, text):
    """A main window begun over a settings file holding ``text``."""
    from gui.mainwindow import MainWindow

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    s, problem = load_settings()
    w = MainWindow(s, problem, ask_resume=lambda: False)
    qtbot.addWidget(w)
    w.show()
    w.begin()
    return w


def test_window_reports_a_damaged_settings_file(qtbot, academie_home):
    w = _window_over(qtbot, "this is = = not toml")
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


def test_window_says_when_a_games_saved_rules_are_refused(qtbot, academie_home):
    w = _window_over(qtbot, '[games.hombre]\npreset = "modern"\n')
    w.switch_game("hombre")
    assert "L'Hombre" in w.status.text() and "modern" in w.status.toolTip()
    assert "hombre" not in w.settings.rejected
    w.persist = False
    w.close()
