"""Every file the application reads, damaged, for every registered game: refused with a message
naming the file (records: the line and field), never a traceback, nothing lost; and writers
killed at random moments never leave a damaged file (issue 20, 3).  The long runs are
``academie bench fuzz --cases 100`` and ``academie bench kill --kills 200``."""

import os
import sys

import pytest

from gui import fuzz, killtest


def test_damaged_files_of_every_kind_and_game_are_refused_cleanly():
    res = fuzz.run(n_per_seed=5, seed=3, large=300_000)
    failed = [(o.kind, o.label, o.mutation, o.problem, o.message) for o in res if not o.ok]
    assert not failed, failed[:3]
    kinds = {o.kind for o in res}
    assert kinds == {"record", "autosave", "settings", "stats", "history", "locked", "stats_beside_empty"}
    from engine.protocol import games

    assert {o.label.split()[0] for o in res if o.kind == "record"} == {s.name for s in games()}
    assert {o.mutation.split("+")[0] for o in res} == set(fuzz.MUTATORS)    # every kind of damage tried
    assert any(not o.accepted for o in res) and any(o.accepted for o in res)


def test_a_record_naming_a_path_as_its_game_writes_nothing_outside(tmp_path):
    for game in ("../../x", "/etc/passwd", "os", "piquet/../../x", "engine.games.piquet"):
        data = f'# Académie des Jeux game record\n[Game "{game}"]\n'.encode()
        o = fuzz.run_case("record", "path", "header", data)
        assert o.ok and not o.accepted, (game, o.problem)
        o = fuzz.run_case("autosave", "path", "header", data)
        assert o.ok and not o.accepted


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "win32", reason="needs fork and SIGKILL")
def test_killed_writers_never_leave_a_damaged_file():
    import subprocess

    # in a process of its own: forking the test process (with Qt's threads) would not be safe
    r = subprocess.run([sys.executable, "-m", "gui.cli", "bench", "kill", "--kills", "5", "--seed", "2"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert {l.split()[0] for l in lines[:-1]} == set(killtest.WRITERS)
    assert lines[-1].startswith(f"{5 * len(killtest.WRITERS)} kills") and lines[-1].endswith(", 0 problems")
