"""``python -m gui.games.trictrac.bench``: milliseconds the shared board takes per gesture with
Trictrac (pick up a stone and light its points; lay out the board), over 30 positions of the
person's from games the beginner plays for both seats.  Prints the numbers; no timed test."""
from __future__ import annotations

import os
import statistics
import time


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.app import make_app
    make_app([])
    from gui.mainwindow import MainWindow
    from gui.settings import Settings
    from gui.session import play_to
    from engine.games.trictrac import SPEC
    w = MainWindow(Settings(speed="instant"), persist=False)
    w.resize(1024, 700)
    w.show()
    w.switch_game("trictrac")
    t = w.table
    pick: list[float] = []
    lay: list[float] = []
    nplays: list[int] = []
    for seed in range(1, 31):
        sess = play_to(SPEC, "recommended", seed, lambda o: o.phase == "play" and sum(o.throws) >= 2 * (seed % 12) + 2,
                       kind="trictrac-beginner", max_steps=600)
        if sess.is_over() or sess.observation().phase != "play":
            continue
        t.start(sess)
        t.token += 1
        t._stop_thinking()
        obs = sess.observation()
        nplays.append(len(obs.legal_actions))
        src = t.movable_places()
        if not src:
            continue
        a = time.perf_counter()
        t.place_clicked(src[0])
        pick.append((time.perf_counter() - a) * 1000)
        a = time.perf_counter()
        t.refresh(animate=False)
        lay.append((time.perf_counter() - a) * 1000)
        t.place_clicked(src[0])
    def q(x: list, p: float) -> float:
        return sorted(x)[min(len(x) - 1, int(p * len(x)))]
    print(f"positions {len(pick)}; legal plays median {statistics.median(nplays)} max {max(nplays)}")
    print(f"pick up a stone (targets lit): median {statistics.median(pick):.1f} ms, p95 {q(pick, .95):.1f} ms, max {max(pick):.1f} ms")
    print(f"lay out the board: median {statistics.median(lay):.1f} ms, p95 {q(lay, .95):.1f} ms, max {max(lay):.1f} ms")


if __name__ == "__main__":
    main()
