"""Trictrac's computer players: legal choices in every phase, the book's plain choices, and the
shared hints and review (strength is measured by ``academie bench ai --game trictrac``)."""

from __future__ import annotations

import random

import pytest

from engine.ai.search import advise, review
from engine.games.trictrac import SPEC, TOCCATEGLI, parse_action
from engine.games.trictrac import board as B
from engine.games.trictrac.ai import BeginnerPlayer, StrongPlayer, state_of
from engine.games.trictrac.game import position
from engine.protocol import CHANCE

OPTS = SPEC.options()


def _decisions(spec, opts, seed, n=60):
    rng = random.Random(seed)
    st = spec.new_state(opts, first_dealer=0)
    out = []
    while not st.is_over() and len(out) < n:
        if st.current_player() == CHANCE:
            st, _ = st.apply(st.sample_chance(rng))
            continue
        out.append(st)
        st, _ = st.apply(rng.choice(st.legal_actions()))
    return out


@pytest.mark.parametrize("spec,opts", [(SPEC, OPTS), (TOCCATEGLI, TOCCATEGLI.options()),
                                       (SPEC, SPEC.options("book_1782"))], ids=["trictrac", "toccategli", "ecole"])
def test_both_levels_choose_legal_actions_from_the_observation(spec, opts):
    players = [BeginnerPlayer(), StrongPlayer()]
    phases = set()
    for st in _decisions(spec, opts, 4):
        obs = st.observation(st.current_player())
        phases.add(obs.phase)
        assert state_of(obs).observation(obs.player) == obs       # the observation is the whole position
        for p in players:
            assert p.choose(obs, random.Random(1)) in obs.legal_actions
    assert "play" in phases


def test_they_take_the_coin_with_two_stones_when_they_can():
    st = position(OPTS, {1: 13, 6: 1, 7: 1}, {1: 15})
    st, _ = st.apply(parse_action("dice 6 5"))
    for p in (BeginnerPlayer(), StrongPlayer()):
        assert str(p.choose(st.observation(0), random.Random(0))) == "play 6-12/6 7-12/5"


def test_the_strong_level_fills_the_grand_jan_when_the_throw_allows():
    st = position(OPTS, {1: 1, 5: 1, 6: 1, 7: 2, 8: 2, 9: 2, 10: 3, 11: 1, 12: 2}, {1: 15})
    st, _ = st.apply(parse_action("dice 5 1"))
    a = StrongPlayer().choose(st.observation(0), random.Random(0))
    after = B.views(B.apply_play(st.board, st.off, 0, a)[0], 0)[0]
    assert B.full(after, B.GRAND)


def test_the_école_is_marked_truly_and_a_wrong_mark_is_claimed():
    st = position(SPEC.options(ecole=True), {1: 13, 7: 2}, {1: 15})
    st, _ = st.apply(parse_action("dice 6 5"))
    st, _ = st.apply(st.legal_actions()[0])
    assert StrongPlayer().choose(st.observation(0), random.Random(0)) == parse_action("mark 4")
    wrong, _ = st.apply(parse_action("mark 1"))
    assert BeginnerPlayer().choose(wrong.observation(1), random.Random(0)) == parse_action("school")


def test_hints_and_review_work_as_at_the_card_tables():
    st = position(OPTS, {1: 13, 6: 1, 7: 1}, {1: 15})
    st, _ = st.apply(parse_action("dice 6 5"))
    hint = advise(st.observation(0))
    assert str(hint.action) == "play 6-12/6 7-12/5" and hint.reason == "best" and hint.gap > 0
    rng = random.Random(9)
    start = SPEC.new_state(OPTS, first_dealer=0)
    s, moves = start, []
    while len(moves) < 40:
        who = s.current_player()
        a = s.sample_chance(rng) if who == CHANCE else rng.choice(s.legal_actions())
        moves.append((who, a))
        s, _ = s.apply(a)
    items = review(start, moves, 0)
    assert items and all(it.cost > 0 and it.played != it.better for it in items)


def test_the_bench_plays_whole_parties_on_mirrored_dice():
    """``academie bench ai --game trictrac``: a partie and its mirror on the same dice, seats
    swapped, so two copies of one player come out exactly even in holes and in points per throw."""
    from engine.ai.bench import duplicate_match
    from engine.games.trictrac.ai import beginner

    r = duplicate_match("trictrac", beginner, beginner, 1, 3, {}, {})
    assert r["deals"] == 1 and r["gain"] == 0.0
    assert r["metrics"]["points per throw"][0] == 0.0
