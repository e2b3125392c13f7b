"""What `academie bench ai` reports beside the score: decisions unlike the beginner's, declarers."""

from __future__ import annotations

from engine.ai.bench import _count_declarers, _declarer_counts, duplicate_match
from engine.games.whist.ai import BeginnerPlayer
from engine.players import RandomPlayer
from engine.protocol import Event


def test_decisions_unlike_the_shadow_are_counted_by_phase_and_never_for_the_same_player():
    same = duplicate_match("whist", BeginnerPlayer, BeginnerPlayer, 1, 3, {}, {}, shadow=BeginnerPlayer)
    assert set(same["differs"]) == {"play"}
    assert same["differs"]["play"]["share"] == 0 and same["differs"]["play"]["decisions"] > 20
    other = duplicate_match("whist", RandomPlayer, BeginnerPlayer, 1, 3, {}, {}, shadow=BeginnerPlayer)
    assert 0.3 < other["differs"]["play"]["share"] < 1
    assert "declarers" not in other          # Whist has no declarer


def test_declarers_and_their_results_are_counted_per_level_from_deal_end_events():
    counts = {"a": _declarer_counts(), "b": _declarer_counts(), "no_declarer": 0}
    ends = [Event("deal_end", 1, {"declarer": 1, "result": "codille"}),
            Event("deal_end", 0, {"declarer": 0, "result": "win"}),
            Event("deal_end", None, {"result": "passed_out"}),
            Event("deal_end", 2, {"made": False})]
    _count_declarers(ends, (0,), (1, 2), counts)
    assert counts["a"] == {"seat_deals": 4, "declared": 1, "results": {"win": 1}}
    assert counts["b"] == {"seat_deals": 8, "declared": 2, "results": {"codille": 1, "failed": 1}}
    assert counts["no_declarer"] == 1


def test_master_against_strong_on_a_fixed_amount_of_work(capsys):
    """``--matches master --worlds N``: the strong level searches at most N worlds a decision, the
    (generic) master six times as many, whatever the load; the report names both players."""
    from engine.ai.bench import _master_factory, level_factories, main

    levels = level_factories("imperial")
    m = _master_factory(levels, 3, None)()
    assert m.name == "imperial-master" and m.budget is None and m.max_worlds == 18
    assert _master_factory(levels, 3, 5)().max_worlds == 5
    assert main(["--game", "imperial", "--deals", "1", "--worlds", "2", "--master-worlds", "4",
                 "--matches", "master"]) == 0
    out = capsys.readouterr().out
    assert "strong v master" in out and "imperial-master: decision time" in out


def test_the_default_matches_are_the_games_own_lower_levels_and_the_all_seeing_one(capsys):
    """Without --matches the bench plays the levels the game has: L'Hombre has no intermediate level,
    and naming one it lacks had stopped the default run before its first deal."""
    from engine.ai.bench import main

    assert main(["--game", "hombre", "--deals", "1", "--worlds", "2"]) == 0
    out = capsys.readouterr().out
    assert "strong v beginner" in out and "strong v oracle" in out and "intermediate" not in out
