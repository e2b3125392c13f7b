"""Computer players that drive an outside program (a UCI chess engine): offered only where the
program is found (``PlayerKind.available``), and its path kept in the settings ([programs]) and
set from Settings ▸ Outside programs…, for machines where it is not found by itself."""

from __future__ import annotations

import dataclasses
import os
import stat

import pytest

from engine.players import offered_kinds
from engine.protocol import PlayerKind, games
from gui.settings import Settings, SettingsError, apply_programs, parse_settings

import tomli_w


def test_a_kind_is_offered_only_where_its_check_says_it_can_play(monkeypatch):
    spec = next(s for s in games() if s.player_kinds)
    broken = PlayerKind("x-broken", "master", "its check fails", "engine.players:RandomPlayer",
                      available="os.path:isdir")       # isdir() without a path: a TypeError -> not offered
    fine = PlayerKind("x-fine", "master", "found", "engine.players:RandomPlayer", available="builtins:object")
    spec2 = dataclasses.replace(spec, player_kinds=spec.player_kinds + (broken, fine))
    names = [k.name for k in offered_kinds(spec2)]
    assert "x-fine" in names and "x-broken" not in names


def test_the_master_level_of_chess_follows_the_engine_found(monkeypatch, tmp_path):
    from engine.games.schach import SPEC, ai

    monkeypatch.setattr(ai, "ENGINE_CANDIDATES", ())
    monkeypatch.delenv("ACADEMIE_CHESS_ENGINE", raising=False)
    assert "schach-master" not in [k.name for k in offered_kinds(SPEC)]
    fake = tmp_path / "engine"
    fake.write_text("#!/bin/sh\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    apply_programs(Settings(programs={"ACADEMIE_CHESS_ENGINE": str(fake)}))
    try:
        assert "schach-master" in [k.name for k in offered_kinds(SPEC)]
    finally:
        os.environ.pop("ACADEMIE_CHESS_ENGINE", None)


def test_the_programs_are_kept_in_the_settings_and_bad_ones_refused():
    s = Settings(programs={"ACADEMIE_CHESS_ENGINE": "C:/Programs/stockfish.exe"})
    back = parse_settings(tomli_w.dumps(s.to_dict()))
    assert back.programs == s.programs
    with pytest.raises(SettingsError, match="programs"):
        parse_settings('[programs]\nACADEMIE_CHESS_ENGINE = 3\n')
    with pytest.raises(SettingsError, match="programs"):
        parse_settings('programs = "x"\n')


def test_the_dialog_sets_the_path_and_says_whether_it_is_found(qtbot, monkeypatch, tmp_path):
    from engine.games.schach import ai
    from gui.dialogs.programs import ProgramsDialog

    monkeypatch.setattr(ai, "ENGINE_CANDIDATES", ())
    monkeypatch.delenv("ACADEMIE_CHESS_ENGINE", raising=False)
    dlg = ProgramsDialog({})
    qtbot.addWidget(dlg)
    edit = dlg.edits["ACADEMIE_CHESS_ENGINE"]
    assert "Not found" in dlg.found["ACADEMIE_CHESS_ENGINE"].text()
    fake = tmp_path / "engine"
    fake.write_text("#!/bin/sh\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    edit.setText(str(fake))
    assert dlg.found["ACADEMIE_CHESS_ENGINE"].text().startswith("Found")
    assert dlg.programs() == {"ACADEMIE_CHESS_ENGINE": str(fake)}
    assert "ACADEMIE_CHESS_ENGINE" not in os.environ          # only the settings set it, once accepted
