"""Computer players think off the UI thread.

:class:`ComputerMove` runs ``player.choose(observation, rng)`` in Qt's global thread pool
and reports through :class:`MoveSignals`; a ``token`` lets the window ignore answers that
arrive after the game moved on (undo, new game).  The observation is an immutable value,
so the worker never touches the live game."""

from __future__ import annotations

import random
import threading
import time
import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


_stopping = threading.Event()      # set when the application quits: no more waiting for show


class MoveSignals(QObject):
    done = Signal(int, object)      # token, action
    failed = Signal(int, str)       # token, message


class ComputerMove(QRunnable):
    def __init__(self, token: int, player: Any, observation: Any, rng: random.Random, min_seconds: float,
                 signals: MoveSignals) -> None:
        super().__init__()
        self.token, self.player, self.obs, self.rng = token, player, observation, rng
        self.min_seconds = min_seconds
        self.signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        t0 = time.perf_counter()
        try:
            action = self.player.choose(self.obs, self.rng)
        except Exception as e:  # a broken player must not take the window down
            self._send(self.signals.failed, f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=3)}")
            return
        left = self.min_seconds - (time.perf_counter() - t0)
        if left > 0:
            _stopping.wait(left)
        self._send(self.signals.done, action)

    def _send(self, signal, value: Any) -> None:
        if _stopping.is_set():
            return
        try:
            signal.emit(self.token, value)
        except RuntimeError:    # the table that asked was closed meanwhile: nobody is listening
            pass


def start(job: ComputerMove) -> None:
    QThreadPool.globalInstance().start(job)


def shutdown(timeout_ms: int = 5000) -> bool:
    """At quit: answers still on their way are dropped, and the thinking threads are let finish
    before Python goes away.  Returns False if one was still busy after ``timeout_ms``."""
    _stopping.set()
    return QThreadPool.globalInstance().waitForDone(timeout_ms)


class Stopped(Exception):
    """A job was stopped (its window asked to cancel)."""


class LoadSignals(QObject):
    progress = Signal(int, int)     # done, total
    done = Signal(object)           # the result
    failed = Signal(object)         # the exception


class RecordLoad(QRunnable):
    """Rebuild a :class:`gui.session.GameSession` from a long record's text off the window's
    thread, reporting progress; :attr:`stop` (a ``threading.Event``) cancels it."""

    def __init__(self, text: str, signals: LoadSignals) -> None:
        super().__init__()
        self.text, self.signals = text, signals
        self.stop = threading.Event()
        self.setAutoDelete(True)

    def _progress(self, done: int, total: int) -> None:
        if self.stop.is_set() or _stopping.is_set():
            raise Stopped()
        try:
            self.signals.progress.emit(done, total)
        except RuntimeError:
            raise Stopped() from None

    def run(self) -> None:
        from gui.session import GameSession

        result: object
        try:
            sess = GameSession.from_record_text(self.text, progress=self._progress)
        except Exception as e:      # RecordError, Stopped, or anything a damaged record provokes
            result, signal = e, self.signals.failed
        else:
            result, signal = sess, self.signals.done
        self.text = ""
        if _stopping.is_set():
            return
        try:
            signal.emit(result)
        except RuntimeError:        # the window was closed meanwhile
            pass


def start_job(job: QRunnable) -> None:
    QThreadPool.globalInstance().start(job)
