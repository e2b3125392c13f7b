"""The soak command's invariants hold for one random deal of every registered game, preset and
seat count (``academie bench soak --deals 10000`` is the long run)."""

import io

from engine.soak import main, soak


def test_one_deal_of_every_game_form_keeps_the_invariants():
    res = soak(1, seed=7, out=io.StringIO())
    assert res and all(not r["failures"] for r in res), [r for r in res if r["failures"]]
    from engine.protocol import games

    assert {r["game"] for r in res} == {s.name for s in games()}


def test_soak_command_refuses_bad_arguments(capsys):
    assert main(["--deals", "0"]) == 2
    assert main(["--deals", "1", "--game", "nope"]) == 2
    assert "Traceback" not in capsys.readouterr().err
