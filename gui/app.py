"""QApplication start-up: settings, translations, the main window."""

from __future__ import annotations

import sys

from engine import __version__


def make_app(argv: list[str] | None = None):
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], *(argv or [])])
    app.setApplicationName("Académie des Jeux")
    app.setApplicationVersion(__version__)
    # ties the window to packaging/linux/org.academiedesjeux.Academie.desktop (icon, name in the dock)
    QGuiApplication.setDesktopFileName("org.academiedesjeux.Academie")
    return app


def offscreen_gui_app(name: str):
    """A QGuiApplication for commands that only draw into images (contact sheets, the art
    benchmark): offscreen unless told otherwise, so they also run without a screen."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([name])


def run_app(argv: list[str]) -> int:
    app = make_app(argv)
    from gui import i18n
    from gui.mainwindow import MainWindow
    from gui.settings import load_settings, settings_path

    first_start = not settings_path().exists()     # never started here before: offer the guided deal
    settings, problem = load_settings()
    i18n.set_language(settings.language)
    win = MainWindow(settings, problem, first_start=first_start)
    win.show()
    from PySide6.QtCore import QTimer

    # once the event loop runs: a message box or a failing resume must not end the application
    QTimer.singleShot(0, win.begin)
    code = app.exec()
    from gui import worker

    worker.shutdown()
    return code
