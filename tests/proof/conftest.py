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
def tricorne():
    """The made-up game registered (engine spec and GUI) for one test, and gone after it."""
    from tricorne.gui import register, unregister

    ui = register()
    yield ui
    unregister()


@pytest.fixture
def window(qtbot, tricorne):
    """A main window at instant speed with Tricorne registered; it saves nothing when the test ends."""
    from gui.mainwindow import MainWindow
    from gui.settings import Settings

    w = MainWindow(Settings(speed="instant"), ask_resume=lambda: False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.persist = False
    w.close()
