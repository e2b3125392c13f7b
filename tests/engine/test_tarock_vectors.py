"""Every test vector of the Tarock spec (shared/rules/tarock.md §8), one test each."""

from __future__ import annotations

import random

from engine.cards import card
from engine.protocol import CHANCE, get_game
from engine.games.tarock import cards as T
from engine.games.tarock import game as G
from engine.games.tarock.actions import Play
from engine.games.tarock.honours import honours_of


def i(code: str) -> int:
    return T.INDEX[card(code)]


def _playing(game: str, hands: list[list[str]], leader: int, piles=None, dealer: int = 2, scat=()):
    """A state in the play of the cards with the given hands (codes), piles and Scat."""
    spec = get_game(game)
    s = spec.new_state(spec.options(), deals=1, first_dealer=dealer)
    s = s._clone()
    s.hands = tuple(tuple(sorted(i(c) for c in h)) for h in hands)
    s.dealt = s.hands
    s.piles = tuple(tuple(i(c) for c in p) for p in (piles or [[]] * s.n))
    s.scat = tuple(i(c) for c in scat)
    s.phase, s.leader, s.to_move = "play", leader, leader
    return s


def test_tar_deck():
    cs = T.CARDS
    assert sum(1 for c in cs if c.is_trump) == 21
    assert sum(1 for c in cs if c.is_fool) == 1
    assert sum(1 for c in cs if c.suit != "#") == 56
    assert len(cs) == 78


def test_tar_total_points_3hand():
    assert T.pile_value(range(78)) == 78
    assert sum(1 for c in range(78) if T.is_count(c)) == 19


def test_tar_packets():
    empty = [i("5c"), i("6d"), i("7s")]
    assert T.pile_value([i("Kc"), empty[0], empty[1]]) == 5
    assert T.pile_value(empty) == 1
    assert T.pile_value([i("Kc"), i("Qd"), empty[0]]) == 8
    assert T.pile_value([i("Kc"), i("Qc"), i("Nc")]) == 10
    assert T.pile_value([T.MONGUE, T.PAGAT, T.SCUS]) == 13


def test_tar_scus_example():
    # Cajus (0) leads the Valet of bastoni (clubs); Titius (1) holds the Queen and the Scüs and plays
    # the Scüs rather than risk the Queen; Sempronius (2) takes the trick with the King.
    s = _playing("tarock", [["Jb", "2c"], ["Qb", "#0", "3c", "4c"], ["Kb", "5c"]], leader=0,
                 piles=[[], ["6c", "7c", "8c"], []])
    s, _ = s.play_text("play Jb")
    assert Play(card("#0")) in s.legal_actions() and Play(card("Qb")) in s.legal_actions()
    s, _ = s.play_text("play #0")
    s, ev = s.play_text("play Kb")
    assert s.tricks[-1][2] == 2                                   # Sempronius wins
    assert {i("Jb"), i("Kb")} <= set(s.piles[2])
    assert len(s.piles[2]) == 3 and i("#0") in s.piles[1]         # he also gets one empty card of Titius'
    assert i("Qb") in s.hands[1]                                  # Titius keeps the Queen in hand
    assert any(e.kind == "scus_given" and e.data["to"] == 2 for e in ev)


def test_tar_lone_scus():
    assert T.pile_value([T.SCUS]) == 4


def test_tar_deal_3hand():
    spec = get_game("tarock")
    s = spec.new_state(spec.options(), deals=1, first_dealer=0)
    s, _ = s.apply(s.sample_chance(random.Random(3)))
    assert [len(h) for h in s.hands] == [28, 25, 25]
    s, _ = s.apply(s.legal_actions()[0])
    assert len(s.hands[0]) == 25 and len(s.scat) == 3


def test_tar_settlement_3hand():
    pays = G.card_payments({0: 34, 1: 26, 2: 18})
    net = [0, 0, 0]
    for a, b, x in pays:
        net[a] -= x
        net[b] += x
    assert net == [8, 0, -8]


def test_tar_matadors():
    hand = [T.taroc(21), T.taroc(20), T.taroc(19), T.PAGAT, T.SCUS, i("2c")]
    hs = honours_of(hand)
    assert [(h[0], h[1]) for h in hs] == [("matadors", 20)]


def test_tar_pagat_lost_last():
    # the last trick: player 0 leads the Pagat, player 1 takes it with the V; everything else was
    # taken by player 1 before
    rest = [c for c in range(78) if c not in (T.PAGAT, T.taroc(5), i("2c"))]
    s = _playing("tarock", [["#1"], ["#5"], ["2c"]], leader=0,
                 piles=[[], [T.CARDS[c].code for c in rest], []])
    s, ev = s.play_text("play #1", "play #5", "play 2c")
    items = s.log[-1]["items"]
    assert ["pagat_lost", 0, 1, 10] in items and ["pagat_lost", 0, 2, 10] in items


def test_tar_mediateur_total():
    assert len(T.PACK76) == 76
    assert T.single_value(T.INDEX[c] for c in T.PACK76.cards) == 128


def test_tar_mediateur_deal():
    spec = get_game("tarock_quadrille")
    s = spec.new_state(spec.options(), deals=1, first_dealer=3)
    s, _ = s.apply(s.sample_chance(random.Random(4)))
    assert [len(h) for h in s.hands] == [18, 18, 18, 22]
    s, _ = s.apply(s.legal_actions()[0])
    assert len(s.hands[3]) == 18 and len(s.scat) == 4


def test_tar_mediateur_matador_extension():
    spec = get_game("tarock_quadrille")
    s = spec.new_state(spec.options(), deals=1)._clone()
    a_hand = [T.MONGUE, T.PAGAT, T.SCUS, T.taroc(18)]
    partner = [T.taroc(20), T.taroc(19)]
    s.dealt = (tuple(a_hand), tuple(partner), (), ())
    s.declarer, s.partner = 0, 1
    s.declared = ((0, tuple(honours_of(a_hand, form="C"))),)
    ext = G._joined_run_extension(s, [0, 1])
    assert ext == 3 and 5 * ext == 15


def test_tar_munich_deck():
    assert G.MUNICH_PACK == 103
