"""`academie --version`, `academie games`, and gui.paths in a checkout and in a frozen bundle."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.protocol import games
from gui import cli, paths

ROOT = Path(__file__).resolve().parents[2]


def test_version_command_prints_engine_version(capsys):
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"academie {engine.__version__}"


def test_installed_console_script_prints_the_same_version():
    exe = Path(sys.executable).with_name("academie")
    if not exe.exists():
        pytest.skip("the academie console script is not installed next to this Python")
    out = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"academie {engine.__version__}"


def test_games_is_a_registered_command():
    assert cli.COMMANDS["games"][0] == "gui.games_cli:main"


def test_games_json_lists_every_registered_game_with_its_presets(capsys):
    assert cli.main(["games", "--json"]) == 0
    listed = {g["name"]: g for g in json.loads(capsys.readouterr().out)["games"]}
    specs = {s.name: s for s in games()}
    assert set(listed) == set(specs) and "piquet" in listed
    for name, spec in specs.items():
        assert listed[name]["title"] == spec.title
        assert listed[name]["presets"] == list(spec.presets)
        assert listed[name]["default_preset"] == spec.default_preset
        assert listed[name]["default_preset"] in listed[name]["presets"]


def test_games_text_names_each_game_and_marks_the_default(capsys):
    assert cli.main(["games"]) == 0
    out = capsys.readouterr().out
    for spec in games():
        line = next(ln for ln in out.splitlines() if ln.split()[0] == spec.name)
        assert spec.title in line and f"{spec.default_preset} (default)" in line


def test_games_bad_option_is_a_usage_error_not_a_traceback(capsys):
    assert cli.main(["games", "--nonsense"]) == 2
    err = capsys.readouterr().err
    assert "unrecognized arguments" in err and len(err.splitlines()) == 1


def test_games_command_does_not_load_qt():
    code = ("import sys; from gui.cli import main; main(['games']); "
            "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt loaded'")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert p.returncode == 0, p.stderr


def test_resource_path_in_a_checkout(monkeypatch):
    monkeypatch.delenv("ACADEMIE_ROOT", raising=False)
    assert paths.root_dir() == ROOT
    assert not paths.is_frozen()
    rules = paths.resource_path("rules", "piquet.en.md")
    assert rules == ROOT / "resources" / "rules" / "piquet.en.md" and rules.is_file()
    assert paths.resource_path("resources", "rules", "piquet.en.md") == rules  # spelled-out form
    assert paths.resource_path("cards", "backs", "paris.svg").is_file()
    assert paths.translations_dir() == ROOT / "translations"
    assert (paths.translations_dir() / "academie_de.qm").is_file()
    assert paths.resource_path() == ROOT / "resources"


def test_resource_path_in_a_frozen_bundle(monkeypatch, tmp_path):
    monkeypatch.delenv("ACADEMIE_ROOT", raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.is_frozen()
    assert paths.root_dir() == tmp_path
    assert paths.resource_path("cards", "french", "hearts_king.svg") == tmp_path / "resources/cards/french/hearts_king.svg"
    assert paths.translations_dir() == tmp_path / "translations"


def test_resource_root_override(monkeypatch, tmp_path):
    monkeypatch.setenv("ACADEMIE_ROOT", str(tmp_path))
    assert paths.resource_path("rules") == tmp_path / "resources" / "rules"


def test_i18n_lookup_goes_through_resource_path(monkeypatch, tmp_path):
    from gui import i18n

    monkeypatch.setenv("ACADEMIE_ROOT", str(tmp_path))
    assert i18n.translations_dir() == tmp_path / "translations"
    assert i18n.repo_path("resources", "rules", "x.toml") == tmp_path / "resources" / "rules" / "x.toml"
