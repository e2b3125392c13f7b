"""The L'Hombre GameSpecs: metadata, options and presets, player kinds, codes and events."""

from __future__ import annotations

import random
import re
from pathlib import Path

from engine.games.hombre.game import EVENT_KINDS, REASON_CODES
from engine.games.hombre.options import HombreOptions
from engine.match import play_out
from engine.options import describe_options
from engine.players import RandomPlayer
from engine.protocol import Partnerships
from tests.engine.test_hombre_helpers import HOMBRE, KAUF

SPEC_OPTIONS = {
    "stake_method", "dealer_stake", "block", "bete_grouping", "codille_doubling", "codille_double_cap",
    "codille_pot_reading", "irregularity_penalty", "remise_play_on", "trick_review", "review_voids_vole",
    "leftover_talon_view", "ten_card_passer_penalty", "missing_cards_from_discards", "strict_early_discard_bete",
    "spadille_force", "casco", "casco_timing", "tourne", "tourne_black_ace", "tourne_kind2_turn_talon",
    "casco_outranks_tourne", "preference_3p", "solo_tout_bid", "first_dealer", "first_forehand_courtesy", "rounds",
    "money_display",
    "codille_jettons",   # not in the spec's table: law 48 against seed line 357 (INTERPRETATION 32)
}


def test_specs_metadata():
    for spec, n in ((HOMBRE, 3), (KAUF, 4)):
        assert spec.players == n and spec.seat_range == (n, n)
        assert spec.partnerships is Partnerships.NONE and spec.family == "hombre" and spec.pack == "hombre40"
        assert set(spec.presets) == {"book_1782", "app_recommended", "old_regional"}
        kinds = {k.level for k in spec.player_kinds}
        assert "beginner" in kinds
        for k in spec.player_kinds:
            assert hasattr(k.make(), "choose")


def test_every_option_of_the_spec_is_offered():
    names = {name for name, *_ in describe_options(HombreOptions)}
    assert names == SPEC_OPTIONS
    assert KAUF.options_type is HOMBRE.options_type


def test_presets_follow_the_spec_table():
    book, app, old = (HOMBRE.presets[p] for p in ("book_1782", "app_recommended", "old_regional"))
    assert book.stake_method == "pot_method1" and old.stake_method == "jetton_rows_method2"
    assert book.casco == "on" and app.casco == "off" and book.tourne == "kind1" and old.tourne == "kinds_1_2_3"
    assert app.trick_review == "all_players_all" and old.trick_review == "last_trick_only"
    assert old.spadille_force == "on" and old.preference_3p == "on" and book.spadille_force == "off"
    assert book.codille_double_cap == 32 and old.codille_doubling == "none"


def test_reason_codes_and_event_kinds_are_declared():
    src = (Path(__file__).parents[2] / "engine/games/hombre/game.py").read_text()
    raised = set(re.findall(r'IllegalAction\("([a-z_]+)"', src))
    assert raised <= set(REASON_CODES), raised - set(REASON_CODES)
    emitted = set(re.findall(r'Event\("([a-z_]+)"', src))
    assert emitted <= set(EVENT_KINDS), emitted - set(EVENT_KINDS)
    for spec in (HOMBRE, KAUF):
        assert spec.reason_codes == REASON_CODES and spec.event_kinds == EVENT_KINDS


def test_phases_seen_in_play_are_declared():
    for spec in (HOMBRE, KAUF):
        opts = spec.options("old_regional", casco_timing="forces_anytime")
        played = play_out(spec.new_state(opts, deals=6), [RandomPlayer()] * spec.players, random.Random(4))
        assert played.state.pub.phase in spec.phases


def test_beginner_beats_random_players():
    from engine.games.hombre.players import BeginnerPlayer
    for spec in (HOMBRE, KAUF):
        n = spec.players
        total = 0.0
        for seed in range(4):
            k = seed % n
            players = [BeginnerPlayer() if q == k else RandomPlayer() for q in range(n)]
            played = play_out(spec.new_state(spec.options("app_recommended"), deals=2 * n), players,
                              random.Random(seed))
            total += played.state.scores()[k]
        assert total > 0
