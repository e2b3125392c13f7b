"""The README's "Where your data lives" table matches what platformdirs does for our app name."""

import os
from pathlib import Path

import pytest

from gui import userdirs

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def test_readme_has_the_section():
    assert "## Where your data lives" in README


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    for k in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "ACADEMIE_HOME"):
        monkeypatch.delenv(k, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    return tmp_path


@pytest.mark.skipif(os.name != "posix", reason="Unix paths")
def test_linux_folders(clean_env):
    from platformdirs.unix import Unix

    d = Unix(userdirs.APPNAME, appauthor=False)
    assert d.user_config_dir == str(clean_env / ".config" / "academie")
    assert d.user_data_dir == str(clean_env / ".local" / "share" / "academie")
    assert "`~/.config/academie`" in README and "`~/.local/share/academie`" in README


@pytest.mark.skipif(os.name != "posix", reason="Unix paths")
def test_linux_folders_follow_xdg(clean_env, monkeypatch):
    from platformdirs.unix import Unix

    monkeypatch.setenv("XDG_CONFIG_HOME", str(clean_env / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(clean_env / "dat"))
    d = Unix(userdirs.APPNAME, appauthor=False)
    assert d.user_config_dir == str(clean_env / "cfg" / "academie")
    assert d.user_data_dir == str(clean_env / "dat" / "academie")


@pytest.mark.skipif(os.name != "posix", reason="expands ~ the Unix way")
def test_macos_folders(clean_env):
    from platformdirs.macos import MacOS

    d = MacOS(userdirs.APPNAME, appauthor=False)
    want = str(clean_env / "Library" / "Application Support" / "academie")
    assert d.user_config_dir == want and d.user_data_dir == want
    assert "`~/Library/Application Support/academie`" in README


def test_windows_folders(monkeypatch):
    import platformdirs.windows as w

    monkeypatch.setattr(w, "get_win_folder", lambda name: {
        "CSIDL_LOCAL_APPDATA": r"C:\Users\p\AppData\Local", "CSIDL_APPDATA": r"C:\Users\p\AppData\Roaming"}[name])
    d = w.Windows(userdirs.APPNAME, appauthor=False, ensure_exists=False)
    want = os.path.join(r"C:\Users\p\AppData\Local", "academie")
    assert d.user_config_dir == want and d.user_data_dir == want  # no author folder, not roaming
    assert r"`%LOCALAPPDATA%\academie`" in README


def test_the_app_uses_those_folders(clean_env):
    from platformdirs import user_config_dir, user_data_dir

    assert userdirs.config_dir() == Path(user_config_dir("academie", appauthor=False))
    assert userdirs.data_dir() == Path(user_data_dir("academie", appauthor=False))
    assert userdirs.saves_dir() == userdirs.data_dir() / "saves"
