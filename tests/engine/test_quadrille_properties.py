"""Properties over random legal games of every game and preset of the Quadrille family: the cards
are always all somewhere, every marker is accounted for, a sitting ends even, and nobody but the
holder learns who the partner is before the called card falls."""

from __future__ import annotations

import random

import pytest

from engine.games.hombre import ranks as R
from engine.protocol import CHANCE, TERMINAL, get_game

GAMES = ("quadrille", "quadrille_mediateur", "quadrille_solitaire", "tritrille", "cinquille")
CASES = [(g, p) for g in GAMES for p in ("book_1782", "app_recommended", "old_regional")]


@pytest.mark.parametrize("game, preset", CASES)
def test_random_games(game, preset):
    sp = get_game(game)
    for seed in range(3):
        rng = random.Random(seed)
        st = sp.new_state(sp.options(preset), deals=3)
        while st.current_player() != TERMINAL:
            who = st.current_player()
            pub = st.pub
            if pub.phase not in ("first_dealer", "favourite", "deal", "over"):
                places = st.places()
                union = 0
                for m in places:
                    assert not union & m, "a card in two places"
                    union |= m
                assert union == st.pack
                led = pub.ledger
                assert sum(led.balances) + led.pot + led.waiting + sum(a for _, a in led.new_betes) == 0
            if pub.called is not None and pub.partner is None:
                holder = next(q for q in range(pub.n) if st.hands[q] >> pub.called & 1)
                for q in range(pub.n):
                    o = st.observation(q)
                    assert o.partner == (q if q == holder else None)
            a = st.sample_chance(rng) if who == CHANCE else rng.choice(st.legal_actions())
            st, ev = st.apply(a)
            for e in ev:
                if e.kind not in ("partner", "deal_end", "two_kings", "session_end"):
                    assert "partner" not in e.data
        assert abs(sum(st.scores())) < 1e-9
        assert len(st.pub.history) == 3
