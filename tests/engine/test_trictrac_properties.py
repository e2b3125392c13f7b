"""Trictrac and Toccategli: invariants of random play (every throw of a few random parties)."""

from __future__ import annotations

import random

import pytest

from engine.games.trictrac import SPEC, TOCCATEGLI
from engine.games.trictrac import board as B
from engine.protocol import CHANCE


def _check(st):
    w = sum(v for v in st.board if v > 0) + st.off[0]
    b = -sum(v for v in st.board if v < 0) + st.off[1]
    assert w == b == B.STONES
    for seat in (0, 1):
        mine, _ = B.views(st.board, seat)
        assert mine[B.COIN] != 1, "a coin with a single stone"
        assert mine[B.OPP_COIN] == 0, "a stone on the opponent's coin"
    assert all(0 <= p < 12 for p in st.points) or st.toccategli or st.is_over()
    assert st.tokens()[0] in (0, 1, 2) and st.tokens()[1] in (0, 1, 2)


@pytest.mark.parametrize("spec,preset", [(SPEC, "recommended"), (SPEC, "book_1782"), (TOCCATEGLI, "recommended")])
def test_random_parties_keep_the_invariants(spec, preset):
    for seed in range(3):
        rng = random.Random(seed)
        st = spec.new_state(spec.options(preset, holes_per_partie=6))
        throws = 0
        while not st.is_over():
            if st.current_player() == CHANCE:
                throws += st.phase == "throw"
                st, _ = st.apply(st.sample_chance(rng))
            else:
                legal = st.legal_actions()
                assert len(set(legal)) == len(legal)
                for p in legal:
                    moves = getattr(p, "moves", ())
                    assert all(m.die in st.dice for m in moves)
                st, _ = st.apply(rng.choice(legal))
            _check(st)
        assert throws < 2000


def test_every_relevé_ends_and_holes_only_grow():
    rng = random.Random(7)
    st = SPEC.new_state(SPEC.options(), deals=3)
    last = [0, 0]
    releves = 0
    while not st.is_over():
        if st.current_player() == CHANCE:
            st, ev = st.apply(st.sample_chance(rng))
        else:
            st, ev = st.apply(rng.choice(st.legal_actions()))
        releves += sum(1 for e in ev if e.kind == "releve")
        assert st.holes[0] >= last[0] and st.holes[1] >= last[1]
        last = list(st.holes)
    assert releves == 3 or max(st.holes) >= 12
