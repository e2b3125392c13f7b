"""The benchmark's machinery (the benchmark itself is a command, not a test)."""

import random

from engine.games.piquet.ai.bench import OraclePlayer, bench_solver, duplicate_match, play_deal
from engine.games.piquet.ai.players import BeginnerPlayer
from engine.games.piquet import PRESETS
from engine.games.piquet import scoring as S
from engine.games.piquet.actions import Deal


def test_mirrored_deals_cancel_for_equal_players():
    """A deterministic level against itself on mirrored deals scores exactly zero per pair."""
    times = {}
    m, h, n = duplicate_match(PRESETS["classic_1900"], BeginnerPlayer, BeginnerPlayer, 3, 5, times, "b v b",
                              progress=False)
    assert n == 3 and m == 0 and h == 0
    assert times["piquet-beginner"]


def test_mirrored_deal_gives_each_player_both_hands():
    opts = PRESETS["classic_1900"]
    order = list(S.CARDS)
    random.Random(2).shuffle(order)
    deal = Deal(tuple(order[:12]), tuple(order[12:24]), tuple(order[24:]))
    a = play_deal(opts, deal, [BeginnerPlayer(), BeginnerPlayer()], random.Random(1))
    b = play_deal(opts, deal, [BeginnerPlayer(), BeginnerPlayer()], random.Random(1))
    assert a == b  # same seats, same cards, same points
    assert a[0] >= 0 and a[1] >= 0


def test_all_seeing_player_beats_beginner_on_average():
    times = {}
    m, h, n = duplicate_match(PRESETS["classic_1900"], OraclePlayer, BeginnerPlayer, 4, 9, times, "o v b",
                              progress=False)
    assert m > 0


def test_solver_timing_rows():
    rows = bench_solver((4, 6), 3, 1, PRESETS["classic_1900"])
    assert set(rows) == {4, 6} and all(r[0] >= 0 and r[1] >= r[0] for r in rows.values())
