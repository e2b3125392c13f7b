"""The Quadrille family's computer players: the sampler keeps the hidden partner hidden but
consistent, the beginner plays as a partner after the book's advice, the strong level decides."""

from __future__ import annotations

import random

import pytest

from engine.games.hombre import ranks as R
from engine.games.quadrille.ai import sample, strong
from engine.games.quadrille.players import BeginnerPlayer
from engine.protocol import CHANCE, TERMINAL
from tests.engine.test_quadrille_helpers import deal_text, i, scripted, spec

GAMES = ("quadrille", "quadrille_mediateur", "quadrille_solitaire", "tritrille", "cinquille")


@pytest.mark.parametrize("game", GAMES)
def test_sampled_states_give_the_same_observation(game):
    sp = spec(game)
    rng = random.Random(4)
    st = sp.new_state(sp.options("old_regional" if game == "quadrille_mediateur" else "app_recommended"), deals=2)
    players = [BeginnerPlayer() for _ in range(sp.players)]
    checked = 0
    while st.current_player() != TERMINAL:
        who = st.current_player()
        if who == CHANCE:
            st, _ = st.apply(st.sample_chance(rng))
            continue
        for q in range(sp.players):
            o = st.observation(q)
            w = sample(o, rng)
            assert w.observation(q) == o
            checked += 1
        st, _ = st.apply(players[who].choose(st.observation(who), rng))
    assert checked > 50


def test_the_called_king_is_imagined_with_any_seat_but_the_declarer():
    st = scripted([deal_text(["AS 2S AC KS QS KD 7D 6D KC 2C", "QH JH AH 2H 3H 4H 5H 6H 7H QC"]), "ask", "pass",
                   "pass", "pass", "trump S", "call KH"])
    o = st.observation(1)
    holders = set()
    for k in range(60):
        w = sample(o, random.Random(k))
        h = next(q for q in range(4) if w.hands[q] >> i("KH") & 1)
        holders.add(h)
        assert w.mate == h
    assert holders == {2, 3}


def test_a_seat_void_in_the_kings_suit_is_never_imagined_as_the_partner():
    st = scripted([deal_text(["AS 2S AC KS QS KD 7D 6D 3H 2C", "QH JH AH 2H 7C 4H 5H 6H 7H QC",
                              "JS 7S 6S 5S 4S 3S JD AD 2D QD"]), "ask", "pass", "pass", "pass", "trump S", "call KH",
                   "play 3H", "play 2H", "play JD"])
    o = st.observation(1)       # seat 2 did not follow hearts: only seat 3 can hold the king
    assert {next(q for q in range(4) if sample(o, random.Random(k)).hands[q] >> i("KH") & 1)
            for k in range(30)} == {3}


def test_the_beginner_partner_plays_the_called_king_on_its_suit():
    st = scripted([deal_text(["AS 2S AC KS QS KD 7D 6D 3H 2C", "QH JH AH 2H 7C 4H 5H 6H 7H QC",
                              "KH JS 7S 6S 5S 4S 3S JD AD 2D"]), "ask", "pass", "pass", "pass", "trump S", "call KH",
                  "play 3H", "play 2H"])
    a = BeginnerPlayer().choose(st.observation(2), random.Random(0))
    assert str(a) == "play KH"


def test_the_beginner_declarer_leads_to_the_called_king_when_trumps_are_not_his():
    st = scripted([deal_text(["KS QS JS KD 7D 6D 5D 3H 2C KC", "AS 2S AC 2H 7C 4H 5H 6H 7H QC"]), "ask", "pass",
                   "pass", "pass", "trump S", "call KH"])
    a = BeginnerPlayer().choose(st.observation(0), random.Random(0))
    assert str(a) == "play 3H"


def test_the_strong_level_decides_legally_with_a_fixed_number_of_worlds():
    st = scripted([deal_text([])])
    p = strong(budget=None)
    p.max_worlds = 12
    rng = random.Random(1)
    for _ in range(12):
        who = st.current_player()
        if who in (TERMINAL, CHANCE):
            break
        a = p.choose(st.observation(who), rng)
        assert a in st.legal_actions()
        st, _ = st.apply(a)
