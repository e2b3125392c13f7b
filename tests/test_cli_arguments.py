"""Every ``academie`` subcommand refuses a bad argument with one line on standard error and exit
status 2, before it starts any work (no traceback, no window, no silent default)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gui import cli

LONG = "r" * 300

# (argv, a word the one line must contain)
BAD: list[tuple[list[str], str]] = [
    (["--nonsense"], "--nonsense"),
    (["-platform"], "-platform"),
    (["nosuch"], "nosuch"),
    # play / replay
    (["play"], "game"),
    (["play", "nosuch"], "nosuch"),
    (["play", "piquet", "--game", ""], "--game"),
    (["play", "piquet", "--preset", "nosuch"], "nosuch"),
    (["play", "piquet", "--record", ""], "--record"),
    (["play", "piquet", "--record", LONG], "--record"),
    (["play", "piquet", "--deals", "0"], "--deals"),
    (["play", "piquet", "--deals", "-1"], "--deals"),
    (["play", "piquet", "--seed", "x"], "--seed"),
    (["play", "piquet", "--seed", "1" * 20], "--seed"),
    (["play", "piquet", "--first-dealer", "-1"], "--first-dealer"),
    (["play", "piquet", "--first-dealer", "7"], "first-dealer"),
    (["play", "piquet", "--players", "x,y"], "x"),
    (["play", "piquet", "--option", "x"], "NAME=VALUE"),
    (["replay"], "file"),
    (["replay", "/nonexistent-academie/none.txt"], "cannot read"),
    (["replay", "x.txt", "--nonsense"], "--nonsense"),
    # games
    (["games", "--nonsense"], "--nonsense"),
    # cards
    (["cards"], "generate"),
    (["cards", "nosuch"], "nosuch"),
    (["cards", "sheet", "--pack", "piquet32", "--out", "x.png", "--columns", "-1"], "--columns"),
    (["cards", "sheet", "--pack", "piquet32", "--out", "x.png", "--width", "100000"], "--width"),
    (["cards", "sheet", "--pack", "piquet32", "--out", "x.png", "--width", "0"], "--width"),
    (["cards", "sheet", "--pack", "piquet32", "--out", ""], "--out"),
    (["cards", "sheet", "--pack", "nosuch", "--out", "x.png"], "nosuch"),
    # screenshot
    (["screenshot", "piquet", "--out", "x.png", "--size", "99999x99999"], "--size"),
    (["screenshot", "piquet", "--out", "x.png", "--size", "10x10"], "--size"),
    (["screenshot", "piquet", "--out", "x.png", "--size", "big"], "--size"),
    (["screenshot", "piquet", "--out", "x.png", "--preset", "nosuch"], "nosuch"),
    (["screenshot", "piquet", "--out", LONG + ".png"], "--out"),
    (["screenshot", "piquet", "--out", ""], "--out"),
    (["screenshot", "piquet", "--out", "x.png", "--guided", "-1"], "--guided"),
    (["screenshot", "nosuch", "--out", "x.png"], "nosuch"),
    (["screenshot", "piquet", "--out", "x.png", "--lang", "fr"], "--lang"),
    # bench
    (["bench", "nosuch"], "nosuch"),
    (["bench", "engine", "--game", "nosuch"], "nosuch"),
    (["bench", "engine", "--game", ""], "--game"),
    (["bench", "engine", "--game", "piquet", "--preset", "nosuch"], "nosuch"),
    (["bench", "engine", "--game", "piquet", "--seconds", "-1"], "--seconds"),
    (["bench", "engine", "--game", "piquet", "--seconds", "nan"], "--seconds"),
    (["bench", "engine", "--game", "piquet", "--seconds", "0"], "--seconds"),
    (["bench", "ai", "--game", "nosuch"], "nosuch"),
    (["bench", "ai", "--game", ""], "--game"),
    (["bench", "ai", "--game", "whist", "--deals", "0"], "--deals"),
    (["bench", "ai", "--game", "whist", "--deals", "-1"], "--deals"),
    (["bench", "ai", "--game", "whist", "--budget", "-1"], "--budget"),
    (["bench", "ai", "--game", "whist", "--matches", "nosuchmod:x"], "nosuchmod"),
    (["bench", "ai", "--game", "whist", "--matches", "os:system"], "os:system"),
    (["bench", "ai", "--game", "whist", "--matches", "engine.cards:nosuch"], "nosuch"),
    (["bench", "ai", "--game", "whist", "--matches", "engine.cards:card"], "player"),
    (["bench", "ai", "--game", "whist", "--matches", "nosuchlevel"], "nosuchlevel"),
    (["bench", "ai", "--game", "nosuch", "--own"], "nosuch"),
    (["bench", "ai", "--game", "whist", "--own"], "own"),
    (["bench", "gui", "--runs", "0"], "--runs"),
    (["bench", "gui", "--runs", "-1"], "--runs"),
    (["bench", "gui", "--game", "nosuch"], "nosuch"),
    (["bench", "art", "--widths", "x"], "--widths"),
    (["bench", "art", "--widths", "60,"], "--widths"),
    (["bench", "art", "--widths", "100000"], "--widths"),
    (["bench", "art", "--dprs", "0"], "--dprs"),
    (["bench", "art", "--repeat", "0"], "--repeat"),
    (["bench", "art", "--pack", "nosuch"], "nosuch"),
    (["bench", "soak", "--deals", "0"], "--deals"),
    (["bench", "soak", "--game", "nosuch"], "nosuch"),
    (["bench", "soak", "--deep-every", "0"], "--deep-every"),
    (["bench", "fuzz", "--cases", "-1"], "--cases"),
    (["bench", "fuzz", "--kind", "nosuch"], "nosuch"),
    (["bench", "fuzz", "--large", "-1"], "--large"),
    (["bench", "kill", "--kills", "0"], "--kills"),
    (["bench", "kill", "--kind", "nosuch"], "nosuch"),
    (["bench", "piquet-ai", "--pairs", "-1"], "--pairs"),
    (["bench", "piquet-ai", "--positions", "0"], "--positions"),
    (["bench", "piquet-ai", "--preset", "nosuch"], "nosuch"),
    (["bench", "minchiate-ai", "--deals", "0"], "--deals"),
    (["bench", "minchiate-ai", "--deals", "-1"], "--deals"),
    (["bench", "minchiate-ai", "--soak", "-1"], "--soak"),
]


def _id(case: tuple[list[str], str]) -> str:
    return " ".join(a if len(a) < 20 else a[:8] + "…" for a in case[0]) or "-"


@pytest.mark.parametrize("argv,word", BAD, ids=[_id(c) for c in BAD])
def test_a_bad_argument_is_refused_in_one_line(argv, word, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert cli.main(list(argv)) == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert "error" in lines[0] and word in lines[0], lines[0]
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == [], "nothing is written for a refused command"


def test_a_guided_screenshot_of_a_game_without_a_guided_deal_is_refused(capsys, tmp_path, monkeypatch):
    """(Every game may have a guided deal: the test takes Toccategli's away itself.)"""
    from dataclasses import replace

    from gui import registry

    monkeypatch.chdir(tmp_path)
    monkeypatch.setitem(registry._UIS, "toccategli", replace(registry.ui_for("toccategli"), tutorial=False))
    assert cli.main(["screenshot", "toccategli", "--out", "x.png", "--guided", "1"]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "error" in lines[0] and "guided" in lines[0], lines
    assert list(tmp_path.iterdir()) == []


def test_every_subcommand_has_bad_arguments_in_the_table():
    covered = {c[0][0] for c in BAD} | {c[0][1] for c in BAD if c[0][0] == "bench" and len(c[0]) > 1}
    missing = (set(cli.COMMANDS) | set(cli._benches())) - covered
    assert not missing, f"subcommands without a bad-argument case: {sorted(missing)}"


def test_the_command_answers_status_2_and_one_line_from_outside():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    r = subprocess.run([sys.executable, "-m", "gui.cli", "screenshot", "piquet", "--out", "x.png", "--size", "99999x99999"],
                       capture_output=True, text=True, cwd=root, env=env, timeout=120)
    assert r.returncode == 2 and len(r.stderr.splitlines()) == 1 and r.stdout == "", (r.returncode, r.stderr)
