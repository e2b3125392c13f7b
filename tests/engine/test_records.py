"""Game records: written, read back, replayed to the same result; bad records named precisely."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from engine.match import play_out
from engine.players import RandomPlayer
from engine.protocol import get_game
from engine.record import RecordError, parse_record, record_of, replay, write_record

SPEC = get_game("piquet")


def _played(preset="classic_1900", seed=11, deals=4, **ov):
    opts = SPEC.options(preset, **ov)
    played = play_out(SPEC.new_state(opts, deals=deals), [RandomPlayer(), RandomPlayer()], random.Random(seed))
    return opts, played


@pytest.mark.parametrize("preset", ["cavendish_1882", "classic_1900", "eighteenth_century"])
@pytest.mark.parametrize("keep_chance", [True, False])
def test_record_round_trip_replays_to_the_same_result(preset, keep_chance):
    opts, played = _played(preset, seed=21, deals=7, target_score=150) if preset == "classic_1900" else _played(preset, 21, 7)
    rec = record_of(SPEC, preset, opts, ["random", "random"], 21, played.moves, keep_chance=keep_chance, deals=7)
    text = write_record(rec)
    again = parse_record(text)
    assert write_record(again) == text
    rp = replay(again)
    assert rp.state.result() == played.state.result()
    assert rp.state.is_over()


def test_explicit_deal_without_seed():
    opts, played = _played(deals=1)
    rec = record_of(SPEC, "classic_1900", opts, [], None, played.moves, deals=1)
    assert replay(parse_record(write_record(rec))).state.result() == played.state.result()


BAD = [
    ('[Game "piquet"]\n[Seed "x"]\n', 2, "Seed"),
    ('[Game "nope"]\n', 1, "Game"),
    ('[Game "piquet"]\n[Option "target_score" "99"]\n', 2, "Option"),
    ('[Game "piquet"]\n[Preset "modern"]\n', 2, "Preset"),
    ('[Game "piquet"]\n[Seed "1"]\n\np5: exchange 7C\n', 4, "seat"),
    ('[Game "piquet"]\n\nchance: deal AS KS / QS / JS\n', 3, "action"),
    ('[Game "piquet"]\n[Seed "1"]\nchance: cut AS AS\n', 3, "action"),
    ('[Game "piquet"]\nwhatever\n', 2, "action"),
    ('[Game "piquet"\n', 1, "header"),
    ('[Preset "classic_1900"]\n', None, "Game"),
]


@pytest.mark.parametrize("text,line,field", BAD)
def test_bad_records_name_line_and_field(text, line, field):
    with pytest.raises(RecordError) as exc:
        replay(parse_record(text))
    assert exc.value.line == line and exc.value.field == field
    assert (f"line {line}" if line else "record") in str(exc.value)


def test_illegal_move_in_record_names_its_line(tmp_path):
    opts, played = _played(deals=1)
    rec = record_of(SPEC, "classic_1900", opts, [], 11, played.moves, deals=1)
    lines = write_record(rec).splitlines()
    i = next(n for n, l in enumerate(lines) if ": play " in l)
    lines[i] = lines[i].split(":")[0] + ": play 7Z"
    path = tmp_path / "bad.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "gui.cli", "replay", str(path), "--json"],
                       capture_output=True, text=True)
    assert r.returncode == 2
    assert f"line {i + 1}" in r.stderr and "Traceback" not in r.stderr


def test_cli_play_and_replay_agree(tmp_path):
    rec = tmp_path / "g.txt"
    r = subprocess.run([sys.executable, "-m", "gui.cli", "play", "piquet", "--preset", "cavendish_1882", "--seed", "3",
                        "--deals", "6", "--players", "random,random", "--record", str(rec), "--json"],
                       capture_output=True, text=True, check=True)
    played = json.loads(r.stdout)
    r2 = subprocess.run([sys.executable, "-m", "gui.cli", "replay", str(rec), "--json"],
                        capture_output=True, text=True, check=True)
    again = json.loads(r2.stdout)
    assert again["deals"] == played["deals"] and again["parties"] == played["parties"]
    assert len(played["deals"]) == 6 and played["parties"][0]["payment"] > 0
    bad = subprocess.run([sys.executable, "-m", "gui.cli", "play", "piquet", "--option", "quart_value=5"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "quart_value" in bad.stderr and "4, 14" in bad.stderr
