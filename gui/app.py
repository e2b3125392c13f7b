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


NO_DISPLAY = """academie: the application window needs a desktop session (a screen), and none was found here
({why}).

Start it from a desktop, or with a display (for example over ssh -X).  Everything else works
without one:

  academie games                                        the games and their computer players
  academie play GAME --seed 7 --deals 6 --json          play games between computer players
  academie replay game.txt --json                       replay a saved game record
  academie screenshot GAME --out table.png              draw a table into a PNG file
  academie --help                                       every command"""


def display_problem() -> str | None:
    """Why the window cannot open here, in plain words (None: it can, as far as we can tell).
    Qt itself would stop with a message about its platform plugin (``xcb-cursor0``...)."""
    import ctypes.util
    import os

    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return NO_DISPLAY.format(why="neither DISPLAY nor WAYLAND_DISPLAY is set")
    if os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and \
            ctypes.util.find_library("xcb-cursor") is None:
        return NO_DISPLAY.format(why="the X11 library libxcb-cursor0 is missing; on Debian or Ubuntu: "
                                     "sudo apt install libxcb-cursor0")
    return None


def start_settings():
    """(settings, problem, first start) at the start: a settings file or folder that cannot be
    read gives a problem to show, never a traceback."""
    from gui.settings import load_settings, settings_path

    try:
        first_start = not settings_path().exists()     # never started here before: offer the guided deal
    except OSError:
        first_start = False
    settings, problem = load_settings()
    return settings, problem, first_start


def run_app(argv: list[str]) -> int:
    no_display = display_problem()
    if no_display:
        print(no_display, file=sys.stderr)
        return 2
    app = make_app(argv)
    from gui import i18n
    from gui.mainwindow import MainWindow

    settings, problem, first_start = start_settings()
    i18n.set_language(settings.language)
    win = MainWindow(settings, problem, first_start=first_start)
    win.show()
    win.restore_panels()
    from PySide6.QtCore import QTimer

    # once the event loop runs: a message box or a failing resume must not end the application
    QTimer.singleShot(0, win.begin)
    code = app.exec()
    from gui import worker

    worker.shutdown()
    return code
