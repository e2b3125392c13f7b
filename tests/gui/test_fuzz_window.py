"""Damaged records opened and resumed in the window itself, for every registered game: refused
with a message or seated at the table, never an exception (issue 20, 3).  The files come from
the fuzz benchmark's mutations (``academie bench fuzz``)."""

from __future__ import annotations

from gui import fuzz, saves
from gui.mainwindow import MainWindow
from gui.settings import Settings


def test_damaged_records_open_or_are_refused_in_the_window(qtbot, tmp_path):
    w = MainWindow(Settings(speed="instant"), ask_resume=lambda: True)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.new_game(seed=2)
    opened = refused = 0
    for i, (kind, label, mutation, data) in enumerate(fuzz.cases(3, seed=11, kinds=("autosave",), large=200_000)):
        path = tmp_path / f"case{i}.txt"
        path.write_bytes(data)
        before = w.table.session
        ok = w.open_game(path)                      # Game ▸ Open game record…
        qtbot.wait(5)
        if ok:
            opened += 1
            assert w.table.session is not before and w.table.session is not None, (label, mutation)
        else:
            refused += 1
            assert w._warning_box.objectName() == "open_failed" and str(path) in w._warning_box.text()
            assert w.table.session is before
        assert path.read_bytes() == data            # the file is never changed
        # the same file as the saved game at the next start: resumed, or kept aside whole
        saves.autosave_path().parent.mkdir(parents=True, exist_ok=True)
        saves.autosave_path().write_bytes(data)
        w._resume_autosave()
        if saves.autosave_path().exists():
            assert w.table.session is not None
            saves.discard_autosave()
        else:
            kept = sorted(saves.saves_dir().glob("autosave.txt.damaged-*"))
            assert kept and kept[-1].read_bytes() == data
            kept[-1].unlink()
        w.table.token += 1                          # computer moves of the case left behind are ignored
    assert opened and refused
    w.persist = False
    w.close()
