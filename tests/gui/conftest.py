import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ARTIFACTS = os.path.join(os.path.dirname(__file__), "..", "..", "test-artifacts")


@pytest.fixture(autouse=True)
def academie_home(tmp_path, monkeypatch):
    """Settings and saved games go to a temporary folder, never the real user folders."""
    monkeypatch.setenv("ACADEMIE_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.instance() is not None:
        from gui import i18n

        i18n.set_language("en")


@pytest.fixture
def artifacts():
    os.makedirs(ARTIFACTS, exist_ok=True)
    return ARTIFACTS


@pytest.fixture
def window(qtbot):
    """A main window at instant speed, shown at 1280x800; it saves nothing when the test ends."""
    from gui_drive import open_window

    w = open_window(qtbot)
    yield w
    w.persist = False
    w.close()
