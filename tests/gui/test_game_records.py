"""Game ▸ Save game record… and Open game record…: a game written as a record a person can
read, opened again where it stood; a bad file is named with its problem and changes nothing;
a game in progress is never lost by opening another."""

from __future__ import annotations

from pathlib import Path

from engine.protocol import get_game
from engine.record import parse_record
from gui import saves
from gui.session import GameSetup
from gui_drive import wait_for_human
from test_play_by_gestures import person_turn


def begin(qtbot, window, seed=21, turns=3):
    window.new_game(preset="classic_1900", seed=seed, first_dealer="opponent")
    t = window.table
    for _ in range(turns):
        wait_for_human(qtbot, t)
        person_turn(qtbot, t)
    wait_for_human(qtbot, t)
    return t.session


def test_a_saved_record_opens_where_the_game_stood(qtbot, window, tmp_path):
    window.persist = True
    s = begin(qtbot, window)
    path = window.save_game_as(tmp_path / "my game.txt")
    text = path.read_text(encoding="utf-8")
    assert parse_record(text).game == "piquet" and "[Human " in text          # readable, a proper record
    moves = [str(st.action) for st in s.steps]
    window.new_game(seed=99)
    assert window.open_game(path)
    back = window.table.session
    assert [str(st.action) for st in back.steps] == moves
    assert back.observation().hand == s.observation().hand
    assert "Opened my game.txt." in window.status.text()
    # the fresh game had no move of the person's yet: nothing to keep
    assert list(saves.saves_dir().glob("piquet-*.txt")) == [] and "kept" not in window.status.text()
    window.persist = False


def test_opening_keeps_the_game_in_progress(qtbot, window, tmp_path):
    window.persist = True
    first = begin(qtbot, window, seed=21)
    path = window.save_game_as(tmp_path / "first.txt")
    second = begin(qtbot, window, seed=33)
    assert window.open_game(path)
    kept = list(saves.saves_dir().glob("piquet-*.txt"))
    assert len(kept) == 1 and str(kept[0]) in window.status.text()
    assert [text for _who, text, _line in parse_record(kept[0].read_text(encoding="utf-8")).moves] == \
        [str(st.action) for st in second.steps]
    assert window.table.session.seed == first.seed
    window.persist = False


def test_a_damaged_record_is_named_and_changes_nothing(qtbot, window, tmp_path):
    s = begin(qtbot, window)
    good = window.save_game_as(tmp_path / "good.txt").read_text(encoding="utf-8")
    lines = good.splitlines()
    last = max(i for i, line in enumerate(lines) if line.startswith("p0:"))
    lines[last] = "p0: play ZZ"
    bad = tmp_path / "bad.txt"
    damaged = "\n".join(lines) + "\n"
    bad.write_text(damaged, encoding="utf-8")
    assert not window.open_game(bad)
    box = window._warning_box
    assert box.objectName() == "open_failed" and f"line {last + 1}" in box.text()
    assert "goes on unchanged" in box.text()
    assert window.table.session is s
    assert bad.read_text(encoding="utf-8") == damaged                              # the file is left as it was
    box.close()


def test_an_old_record_of_piquet_for_three_opens_at_the_koenigspiquet_table(qtbot, window, tmp_path):
    import subprocess
    import sys

    rec = tmp_path / "koenig.txt"
    p = subprocess.run([sys.executable, "-m", "gui.cli", "play", "piquet", "--preset", "classic_1900", "--seed", "4",
                        "--deals", "1", "--players", "random,random,random", "--record", str(rec),
                        "--option", "variant=koenigspiquet"], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    # the old variant option names Königspiquet, a game of its own with its place at the shared table
    assert window.open_game(rec)
    s = window.table.session
    assert s.spec.name == "koenigspiquet" and len(s.seats) == 3
    assert s.is_over() and window.table.isVisible()


def test_nothing_to_save_during_the_guided_deal(qtbot, window, tmp_path):
    window.start_tutorial()
    assert window.save_game_as(tmp_path / "x.txt") is None
    assert not (tmp_path / "x.txt").exists()
    assert "no game of yours" in window.status.text()


def test_opening_a_finished_game_does_not_count_it_again(qtbot, window, tmp_path):
    from gui import stats
    from test_statistics import session_before_last_card

    window.persist = True
    sess = session_before_last_card(11)
    sess.apply(sess.observation().legal_actions[0])
    sess.run_chance()
    assert sess.is_over()
    rec = tmp_path / "finished.txt"
    rec.write_text(sess.record_text(), encoding="utf-8")
    assert window.open_game(rec)
    qtbot.wait(50)
    assert window.table.session.is_over()
    assert not stats.history_path().exists()
    window.persist = False


def test_a_new_game_from_the_dialog_keeps_the_game_in_progress(qtbot, window):
    window.persist = True
    old = begin(qtbot, window, seed=21)
    spec = get_game("piquet")
    window.start_game(GameSetup.of(spec, "classic_1900", spec.presets["classic_1900"], "random", seed=5))
    kept = list(saves.saves_dir().glob("piquet-*.txt"))
    assert len(kept) == 1 and str(kept[0]) in window.status.text()
    assert [text for _w, text, _l in parse_record(kept[0].read_text(encoding="utf-8")).moves] == \
        [str(st.action) for st in old.steps]
    assert window.open_game(kept[0]) and window.table.session.seed == old.seed     # and can be taken up again
    window.persist = False
