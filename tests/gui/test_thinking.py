"""With animation on: the table stays responsive while the opponent thinks, tricks are held
for a moment and then gathered, and the speed can be changed during play."""

import threading
import time

from PySide6.QtCore import QTimer

from gui.mainwindow import MainWindow
from gui.settings import Settings

from gui_drive import wait_for_human
from test_play_by_gestures import person_turn


class SlowPlayer:
    name = "slow"
    first = True

    def choose(self, observation, rng):
        # a long think, off the UI thread (the first one longer: it starts while the deal is shown)
        time.sleep(1.0 if self.first else 0.4)
        self.first = False
        return observation.legal_actions[0]


def test_table_stays_responsive_while_the_opponent_thinks(qtbot):
    from engine.players import PLAYER_KINDS

    PLAYER_KINDS["slow"] = lambda game: SlowPlayer()
    w = MainWindow(Settings(speed="fast"), ask_resume=lambda: False)
    qtbot.addWidget(w)
    w.show()
    try:
        w.new_game(seed=9, opponent="slow", first_dealer="me")    # the opponent is elder and starts
        t = w.table
        qtbot.waitUntil(lambda: t.thinking, timeout=3000)
        ticks = []
        timer = QTimer(interval=20, timeout=lambda: ticks.append(1))
        timer.start()
        qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=1000)     # the event loop runs meanwhile
        assert t.thinking and t.thinking_text.text().startswith("thinking")
        assert "thinking" in t.prompt_label.text()
        timer.stop()
        # play on until a trick has been held in the middle and gathered
        held = []
        for _ in range(60):
            qtbot.waitUntil(lambda: bool(t.session.is_over() or t.waiting_for_human() or t.hold_until_gathered),
                            timeout=5000)
            if t.hold_until_gathered:
                held.append(t.hold_until_gathered)
                qtbot.waitUntil(lambda: t.hold_until_gathered is None, timeout=3000)
                break
            if t.waiting_for_human():
                person_turn(qtbot, t)
        assert held, f"no trick was shown before it was gathered ({t.session.observation().phase}, {len(t.session.observation().tricks)} tricks)"
        cards = held[0][0]
        qtbot.waitUntil(lambda: not t.animations_running(), timeout=3000)
        for _seat, c in cards:                                     # gathered face down on a pile
            assert not t.items[c.code].face_up
        w.set_speed("instant")
        assert t.anim_ms == 0
    finally:
        del PLAYER_KINDS["slow"]
        w.persist = False
        w.close()


def test_an_answer_for_a_closed_table_is_dropped_quietly(qtbot):
    """Closing the window while the computer thinks: its answer finds no listener and is dropped."""
    import random

    import shiboken6

    from gui import worker

    class Quick:
        def choose(self, obs, rng):
            return "a move"

    signals = worker.MoveSignals()
    job = worker.ComputerMove(1, Quick(), None, random.Random(1), 0.0, signals)
    shiboken6.delete(signals)          # the table and its signals went away meanwhile
    job.run()                          # must not raise "Signal source has been deleted"


class BusyPlayer:
    """Thinks as a master does: pure Python work holding the interpreter (no sleep), until the test
    has seen what it looks for (``release``), or 20 s at most -- not a fixed time, which a loaded
    machine could use up before the window had its turn."""
    name = "busy"

    def __init__(self):
        self.release = threading.Event()

    def choose(self, observation, rng):
        end = time.perf_counter() + 20.0
        n = 0
        while not self.release.is_set() and time.perf_counter() < end:
            n += sum(i * i for i in range(200))
        return observation.legal_actions[0]


def test_a_long_search_does_not_freeze_the_window_and_the_indicator_moves_on(qtbot):
    from engine.players import PLAYER_KINDS

    busy = BusyPlayer()
    PLAYER_KINDS["busy"] = lambda game: busy
    w = MainWindow(Settings(speed="fast"), ask_resume=lambda: False)
    qtbot.addWidget(w)
    w.show()
    try:
        w.new_game(seed=9, opponent="busy", first_dealer="me")    # the opponent is elder and starts
        t = w.table
        qtbot.waitUntil(lambda: t.thinking, timeout=3000)
        ticks, dots = [], set()
        timer = QTimer(interval=20, timeout=lambda: (ticks.append(1), dots.add(t._think_dots)))
        timer.start()
        try:
            # while the search holds the interpreter, the window's timers still run and the dots move
            qtbot.waitUntil(lambda: len(ticks) >= 10 and len(dots) >= 2, timeout=15000)
            assert t.thinking
        finally:
            busy.release.set()
            timer.stop()
        qtbot.waitUntil(lambda: not t.thinking, timeout=10000)
    finally:
        del PLAYER_KINDS["busy"]
        w.persist = False
        w.close()
