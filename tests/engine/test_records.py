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


# ---------------------------------------------------------------- bad input (issue 20, 3)
from engine import cli as engine_cli  # noqa: E402
from engine.record import MAX_RECORD_CHARS, read_record_file  # noqa: E402

HEAD = "# Académie des Jeux game record\n"


@pytest.mark.parametrize("text,line,field", [
    (HEAD + '[Game "piquet"]\n[Seed "1"]\np²: good\n', 4, "seat"),
    (HEAD + '[Game "piquet"]\n[Seed "1"]\np' + "9" * 5000 + ": good\n", 4, "seat"),
    (HEAD + '[Game "piquet"]\n[Seed "' + "9" * 5000 + '"]\n', 3, "Seed"),
    (HEAD + '[Game "piquet"]\n[Seed "١٢"]\n', 3, "Seed"),
    (HEAD + '[Game "piquet"]\n[Deals "0"]\n', 3, "Deals"),
    (HEAD + '[Game "piquet"]\n[Game "minchiate"]\n', 3, "Game"),
    (HEAD + '[Game "piquet" "x\\q"]\n', 2, "header"),
    (HEAD + '[Game "piquet]\n', 2, "header"),
    (HEAD + '[Game "piquet"] trailing\n', 2, "header"),
    (HEAD + '[Game "piquet"]\n[Seed "1"]\np0: play \x00\n', 4, "text"),
    (HEAD + '[Game "piquet"]\n[Option "nonsense" "1"]\n', 3, "Option"),
])
def test_bad_records_are_refused_with_line_and_field_not_a_traceback(text, line, field):
    with pytest.raises(RecordError) as exc:
        replay(parse_record(text))
    assert (exc.value.line, exc.value.field) == (line, field)


def test_a_huge_header_is_read_in_linear_time_and_a_huge_record_refused():
    big = "x" * 1_000_000          # took 25 s with shlex; now a single pass
    rec = parse_record(HEAD + f'[Game "piquet"]\n[Event "{big}"]\n')
    assert rec.headers["Event"] == big
    with pytest.raises(RecordError) as exc:
        parse_record(HEAD + '[Game "piquet"]\n' + "p0: good\n" * (MAX_RECORD_CHARS // 9 + 1))
    assert exc.value.field == "size"


def test_byte_order_mark_and_positions_of_bad_bytes(tmp_path):
    p = tmp_path / "bom.txt"
    p.write_bytes(b"\xef\xbb\xbf" + (HEAD + '[Game "piquet"]\n[Seed "1"]\n').encode())
    assert parse_record(read_record_file(p)).game == "piquet"
    assert parse_record("\ufeff" + HEAD + '[Game "piquet"]\n').game == "piquet"
    p.write_bytes(HEAD.encode() + b'[Game "piquet"]\n[Event "Caf\xe9"]\n')
    with pytest.raises(RecordError) as exc:
        read_record_file(p)
    assert exc.value.line == 3 and exc.value.field == "encoding" and "column 12" in str(exc.value)


def test_header_values_round_trip_whatever_they_hold():
    odd = 'a;b "c" \\d\ne\rf\u2028g\u2029h\x85i\tj\x0bk'
    rec = parse_record(HEAD + '[Game "piquet"]\n')
    rec.seats, rec.headers = [odd, "random"], {"Event": odd, "Date": "1882"}
    text = write_record(rec)
    assert text.splitlines() == text[:-1].split("\n")      # no line break hides inside a value
    again = parse_record(text)
    assert again.seats == [odd, "random"] and again.headers == {"Event": odd, "Date": "1882"}
    assert write_record(again) == text


@pytest.mark.parametrize("argv,words", [
    (["play", "piquet", "--deals", "0"], "--deals"),
    (["play", "piquet", "--record", "/nonexistent-folder/x.txt"], "does not exist"),
    (["play", "piquet", "--option", "variant=koenigspiquet", "--players", "piquet-strong,random,random"],
     "piquet-strong"),
    (["play", "raeuberpiquet", "--players", "piquet-beginner,random,random,random"], "piquet-beginner"),
    (["play", "piquet", "--players", "minchiate-partner,random"], "minchiate-partner"),
    (["play", "nope"], "nope"),
    (["replay", "/nonexistent-folder/x.txt"], "cannot read"),
])
def test_cli_refuses_bad_arguments_with_one_line(argv, words, capsys):
    from gui.cli import main

    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and words in err and err.startswith("academie") and ": error: " in err
    assert len(err.splitlines()) == 1


def test_play_record_is_written_atomically_and_replay_json_has_the_course(tmp_path, capsys):
    out = tmp_path / "g.txt"
    out.write_text("the previous record\n", encoding="utf-8")
    assert engine_cli.play_main(["piquet", "--seed", "5", "--deals", "1", "--record", str(out)]) == 0
    assert [p.name for p in tmp_path.iterdir()] == ["g.txt"]          # no temporary left behind
    capsys.readouterr()
    assert engine_cli.replay_main([str(out), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    course = data["course"]
    assert course[0]["who"] == "chance" and all({"line", "action", "events", "scores"} <= set(c) for c in course)
    assert course[-1]["scores"] == list(map(float, data["deals"][-1]["scores"]))
    exchange = next(e for c in course for e in c["events"] if e["kind"] == "exchange")
    assert {"discards", "drawn", "count"} <= set(exchange)


def test_a_50_mb_record_is_refused_before_it_is_read(tmp_path, capsys):
    p = tmp_path / "huge.txt"
    with open(p, "wb") as f:
        f.write((HEAD + '[Game "piquet"]\n').encode())
        f.truncate(50_000_000)                 # sparse: no 50 MB written, none read
    with pytest.raises(RecordError) as exc:
        read_record_file(p)
    assert exc.value.field == "size" and "too large" in str(exc.value)
    assert engine_cli.replay_main([str(p)]) == 2
    assert "too large" in capsys.readouterr().err
