"""Imperial over random legal games, every preset: cards are conserved, the sampler gives every
seat its own observation back, the rollout and both computer players run on it."""

from __future__ import annotations

import random

import pytest

from engine.games.imperial import tables as T
from engine.games.imperial.ai import BeginnerPlayer, rollout, sample
from engine.protocol import CHANCE, get_game

SPEC = get_game("imperial")


def _places(s) -> int:
    total = 0
    seen = 0
    for m in list(s.hands) + [s.stock, s.up] + [1 << c for _ld, cs, _w in s.tricks for _q, c in cs] + \
            [1 << c for _q, c in s.trick]:
        assert not seen & m, "a card is in two places"
        seen |= m
        total += T.count(m)
    return total


@pytest.mark.parametrize("preset,extra", [(p, {}) for p in SPEC.presets] + [
    ("two_players", {"pack": 32}), ("four_players", {"pack": 32}), ("hamburg_1782", {"excess_strokes": "carry"})])
def test_random_games_keep_cards_and_sample_consistently(preset, extra):
    opts = SPEC.options(preset, **extra)
    rng = random.Random(11)
    beginner = BeginnerPlayer()
    for seed in range(2):
        s = SPEC.new_state(opts, deals=2)
        step = 0
        while not s.is_over():
            p = s.current_player()
            if p == CHANCE:
                s, _ = s.apply(s.sample_chance(rng))
                continue
            assert _places(s) == opts.pack
            if step % 5 == 0 and s.phase == "play":
                for q in range(opts.players):
                    obs = s.observation(q)
                    w = sample(obs, rng)
                    assert w.observation(q) == obs
                    assert _places(w) == opts.pack
                    assert isinstance(rollout(w, q, random.Random(1)), float)
            a = beginner.choose(s.observation(p), rng) if seed else rng.choice(s.legal_actions())
            s, _ = s.apply(a)
            step += 1


def test_tie_break_wins_last_to_play_with_the_cheapest_card_and_leaves_leads_to_the_search():
    from engine.games.imperial import ai as A

    rng = random.Random(4)
    beginner = BeginnerPlayer()
    won = 0
    for _ in range(8):
        st = SPEC.new_state(SPEC.options(None), deals=1)
        while not st.is_over():
            p = st.current_player()
            if p == CHANCE:
                st, _ = st.apply(st.sample_chance(rng))
                continue
            ob = st.observation(p)
            if ob.phase == "play" and len(ob.legal_actions) > 1:
                plays = list(ob.legal_actions)
                order = A.tiebreak(ob, plays)
                if not ob.trick:
                    assert order == []
                else:
                    assert sorted(map(str, order)) == sorted(map(str, plays))
                    trick = [(q, T.INDEX[c]) for q, c in ob.trick]
                    led = T.SUIT_OF[trick[0][1]]
                    if len(trick) == len(ob.hand_sizes) - 1:
                        winners = [a for a in plays if T.trick_winner(trick + [(p, T.INDEX[a.card])],
                                                                      T.SUITS.index(ob.trump)) == p]
                        same = [a for a in winners if T.SUIT_OF[T.INDEX[a.card]] == led]
                        if same:
                            assert order[0] == min(same, key=lambda a: T.STRENGTH[T.INDEX[a.card]])
                            won += 1
            st, _ = st.apply(beginner.choose(ob, rng))
    assert won
    assert A.strong_tied().tiebreak is A.tiebreak and A.strong().tiebreak is None
