"""``python -m gui.games.schach.bench``: milliseconds the shared board takes per gesture with chess
(pick up a piece and light its squares; lay out the board), over 30 positions of the person's from
games the beginner plays for both seats (6 to 64 half-moves in).  Prints the numbers; no timed test."""
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
    from engine.games.schach import SPEC
    w = MainWindow(Settings(speed="instant"), persist=False)
    w.resize(1024, 700)
    w.show()
    w.switch_game("schach")
    t = w.table
    pick: list[float] = []
    lay: list[float] = []
    nmoves: list[int] = []
    for seed in range(1, 31):
        plies = 6 + 2 * (seed % 30)
        sess = play_to(SPEC, "book_1782", seed, lambda o: len(o.moves) >= plies, kind="schach-beginner", max_steps=200)
        if sess.is_over():
            continue
        t.start(sess)
        t.token += 1
        t._stop_thinking()
        nmoves.append(len(sess.observation().legal_actions))
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
    print(f"positions {len(pick)}; legal moves median {statistics.median(nmoves)} max {max(nmoves)}")
    print(f"pick up a piece (squares lit): median {statistics.median(pick):.1f} ms, p95 {q(pick, .95):.1f} ms, "
          f"max {max(pick):.1f} ms")
    print(f"lay out the board: median {statistics.median(lay):.1f} ms, p95 {q(lay, .95):.1f} ms, max {max(lay):.1f} ms")


if __name__ == "__main__":
    main()
