"""Entry script of the frozen application (PyInstaller runs this as ``__main__``).

It does what the ``academie`` console script does: ``gui.cli.main``.

One packaging-only switch: with ``ACADEMIE_QUIT_AFTER_START=1`` in the
environment, the first time the Qt event loop starts (the main window has been
built and shown) it is told to quit, so the smoke test can measure the cold
start of the frozen program to a running window and check it exits cleanly.
The application itself knows nothing of this.
"""

import os
import sys


def _quit_after_start() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    original = QApplication.exec

    def exec_and_quit() -> int:  # QApplication.exec is static
        QTimer.singleShot(0, QApplication.quit)
        return original()

    QApplication.exec = staticmethod(exec_and_quit)  # type: ignore[method-assign]


if __name__ == "__main__":
    if os.environ.get("ACADEMIE_QUIT_AFTER_START") == "1" and not sys.argv[1:]:
        _quit_after_start()
    from gui.cli import main

    sys.exit(main())
