"""QApplication start-up and the main window."""

from __future__ import annotations

import sys

from engine import __version__


def run_app(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Académie des Jeux")
    app.setApplicationVersion(__version__)
    win = QMainWindow()
    win.setWindowTitle("Académie des Jeux")
    win.setCentralWidget(QLabel("Académie des Jeux"))
    win.resize(1100, 760)
    win.show()
    return app.exec()
