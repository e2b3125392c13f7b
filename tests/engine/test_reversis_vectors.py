"""Every test vector of the Reversis spec (shared/rules/reversis.md §13), and the rules behind them,
through the engine."""

from __future__ import annotations

import random

import pytest

from engine.cards import card
from engine.games.reversis import scoring as SC
from engine.games.reversis import tables as T
from engine.games.reversis.actions import Deal, Pass
from engine.games.reversis.game import FRESH_POT, ReversisState, new_state, pack_for_hands
from engine.games.reversis.options import PRESETS, ReversisOptions
from engine.protocol import CHANCE

OPTS = PRESETS["hamburg_1782"]


def cs(text: str) -> list:
    return [card(t) for t in text.split()]


def setup(hands: dict[int, str], extra: str, table: str, dealer: int = 0, opts: ReversisOptions = OPTS,
          pot: int | None = None) -> ReversisState:
    """A state at the first lead: ``hands`` (eleven cards each), the dealer's twelfth card ``extra``
    (which he discards), the three table cards (everyone passes)."""
    hs = [cs(hands[q]) + (cs(extra) if q == dealer else []) for q in range(4)]
    s = new_state(opts, first_dealer=dealer)
    s, _ = s.apply(Deal(pack_for_hands(hs, cs(table), dealer)))
    for _ in range(3):
        s, _ = s.apply(Pass())
    s, _ = s.play_text(f"discard {extra}")
    if pot is not None:
        s.pot = pot
    return s


def play(s: ReversisState, *cards: str):
    evs: list = []
    for c in cards:
        s, e = s.play_text(f"play {c}")
        evs += e
    return s, evs


def play_on(s: ReversisState, seed: int | None = None):
    """Finish the deal: the first legal card each time, or random cards by ``seed``."""
    rng = random.Random(seed)
    evs: list = []
    while s.phase == "play":
        legal = s.legal_actions()
        s, e = s.apply(legal[0] if seed is None else rng.choice(legal))
        evs += e
    return s, evs


def payments(evs) -> list[tuple]:
    return [(e.data["payer"], e.data["payee"], e.data["amount"], e.data["kind"]) for e in evs
            if e.kind == "payment"]


def at_last_trick(hands: dict[int, str], leader: int, pot: int, opts: ReversisOptions = OPTS,
                  dealer: int = 0) -> ReversisState:
    """A state at the 11th trick: one card in each hand, ten tricks already played (won in turn by
    seats 3, 1, 2, 0 … so nobody swept), the leader to lead."""
    s = new_state(opts, first_dealer=dealer)
    s.phase, s.to_move = "play", leader
    s.hands = tuple(T.mask_of(cs(hands[q])) for q in range(4))
    s.start_hands = s.hands
    s.known = s.hands
    winners = tuple((3, 1, 2, 0, 1, 3, 2, 0, 3)) + (leader,)
    s.winners = winners
    s.tricks = tuple((w, ((w, 0), ((w + 1) % 4, 1), ((w + 2) % 4, 2), ((w + 3) % 4, 3)), w) for w in winners)
    won = [0, 0, 0, 0]
    for w in winners:
        won[w] += 1
    s.tricks_won = tuple(won)
    s.points = (5, 6, 7, 8)
    s.pot = pot
    return s


# ---------------------------------------------------------------- rev-deal-sizes, rev-initial-pot
def test_rev_deal_sizes_and_initial_pot():
    s = new_state(OPTS, first_dealer=0)
    s, evs = s.apply(s.sample_chance(random.Random(4)))
    assert [T.count(h) for h in s.hands] == [12, 11, 11, 11]      # others 4+4+3, the dealer 4+4+4
    assert len([c for c in s.table if c >= 0]) == 3
    assert s.pot == FRESH_POT == 15
    assert s.money == (-6, -3, -3, -3)
    assert evs[0].kind == "stake" and evs[0].data["amount"] == 15
    s, _ = s.apply(s.legal_actions()[0])           # elder exchanges
    s, _ = s.apply(Pass())                          # the next passes (and sees his table card)
    s, _ = s.apply(s.legal_actions()[0])
    assert s.phase == "discard" and s.to_move == 0
    s, _ = s.apply(s.legal_actions()[0])
    assert [T.count(h) for h in s.hands] == [11, 11, 11, 11]
    assert T.count(s.under) == 4
    assert s.phase == "play" and s.to_move == 1    # the dealer's right-hand neighbour leads


def test_dealing_order_gives_the_table_cards_last():
    order = tuple(T.CARDS)
    s, _ = new_state(OPTS, first_dealer=2).apply(Deal(order))
    assert s.table == (45, 46, 47)
    assert T.count(s.hands[2]) == 12 and s.hands[3] >> 0 & 1    # the first card goes to the dealer's right


# ---------------------------------------------------------------- rev-total-points
def test_rev_total_points():
    assert sum(T.POINTS) == 40
    assert [T.POINTS[T.INDEX[card(c)]] for c in ("AS", "KS", "QS", "JS", "9S", "2S")] == [4, 3, 2, 1, 0, 0]


# ---------------------------------------------------------------- rev-tie-win, rev-tie-win-seat
def _settle_partie(points, tricks):
    winners = [1, 2, 3, 0] * 2 + [1, 2, 3]
    return SC.settle(winners, points, tricks, [], 0, OPTS, 0, (0, 0, 0, 0), -1, False, -1)


def test_rev_tie_win():
    st = _settle_partie((5, 5, 12, 18), (3, 2, 3, 3))
    assert (st.winner, st.loser) == (1, 3)
    assert ("partie", 3, 1, 4, 0) in st.payments
    assert st.net == (0, 4, 0, -4)


def test_rev_tie_win_seat():
    st = _settle_partie((5, 5, 12, 18), (2, 2, 4, 3))
    assert st.winner == 0                          # the dealer sits nearest the pot's left


def test_losing_ties_more_tricks_then_farthest():
    assert SC.partie((5, 12, 12, 11), (2, 3, 4, 2), 0)[1] == 2       # more tricks pays
    assert SC.partie((5, 12, 12, 11), (2, 3, 3, 3), 0)[1] == 1       # then the elder, farthest from the pot
    assert SC.partie((12, 5, 12, 11), (3, 2, 3, 3), 1)[1] == 2       # dealer 1: the elder is seat 2


# ---------------------------------------------------------------- rev-quinola-discard
def test_rev_quinola_discard_items():
    items, fate = SC.trick_items(4, [(1, T.INDEX[card("7C")]), (2, T.QUINOLA), (3, T.INDEX[card("KC")]),
                                     (0, T.INDEX[card("2C")])], [False] * 4, 3, -1, OPTS)
    assert fate == ("renounce", 2)
    assert items == [("quinola_renounce", 3, 2, 4, 4)]


QUINOLA_HANDS = {
    0: "2C 3C 4C 5C 6C 7D 8D 9D 2S 3S 4S",
    1: "7C 8C 9C 2D 3D 4D 5D 6D 5S 6S 7S",
    2: "JH 2H 3H 4H AS KS QS JS 9S 8S AH",
    3: "KC AC QC JC KD QD JD AD 5H 6H 7H",
}


def test_rev_quinola_discard_through_the_engine():
    s = setup(QUINOLA_HANDS, "8H", "9H QH KH", pot=18)
    before = s.money
    s, evs = play(s, "7C", "JH", "KC", "2C")
    won = [e for e in evs if e.kind == "pot_won"]
    assert won and won[0].player == 2 and won[0].data["amount"] == 18
    assert s.pot == 0 and s.money[2] == before[2] + 18
    assert ("quinola_renounce", 3, 2, 4, 1) in s.items
    s, _ = play(s, "5H", "9D", "6D", "AH")       # player 2 takes a trick: no Reversy
    s, evs = play_on(s)
    assert (3, 2, 4, "quinola_renounce") in payments(evs)


# ---------------------------------------------------------------- rev-quinola-forced-last-trick
def test_rev_quinola_forced_last_trick():
    s = at_last_trick({0: "2C", 1: "3C", 2: "5H", 3: "JH"}, leader=2, pot=21)
    before = s.money
    s, evs = play(s, "5H", "JH", "2C", "3C")
    bete = [e for e in evs if e.kind == "bete"]
    assert bete and bete[0].player == 3 and bete[0].data["amount"] == 21
    pays = payments(evs)
    assert (3, 2, 8, "quinola_forced") in pays
    assert (0, 2, 4, "quinola_forced_other") in pays and (1, 2, 4, "quinola_forced_other") in pays
    assert s.log[-1]["pot"] == 42                   # the first Bête is staked at once
    assert s.money[3] - before[3] <= -21 - 8


# ---------------------------------------------------------------- rev-diamond-ace-discard(-last)
def test_rev_diamond_ace_discard():
    items, _ = SC.trick_items(5, [(0, T.INDEX[card("9S")]), (1, T.ACE_DIAMONDS), (2, T.INDEX[card("KS")]),
                                  (3, T.INDEX[card("2S")])], [False] * 4, 2, -1, OPTS)
    assert items == [("ace_renounce", 2, 1, 2, 5)]


def test_rev_diamond_ace_discard_last():
    s = at_last_trick({0: "9S", 1: "AD", 2: "KS", 3: "2S"}, leader=0, pot=15)
    s, evs = play(s, "9S", "AD", "KS", "2S")
    assert (2, 1, 4, "ace_renounce") in payments(evs)


# ---------------------------------------------------------------- rev-reversy
REVERSY_HANDS = {
    0: "AC KC QC JC 9C AD KD QD AS KS QS",
    1: "8C 7C 6C 5C 4C 3C 2C JD 9D 8D 7D",
    2: "6D 5D 4D 3D 2D JS 9S 8S 7S 6S 5S",
    3: "4S 3S 2S AH KH QH JH 9H 8H 7H 6H",
}


def test_rev_reversy():
    s = setup(REVERSY_HANDS, "5H", "4H 3H 2H", pot=15)
    before = s.money
    s, evs1 = play(s, "2C", "6D", "AH", "AC", "KC", "3C", "5D", "JH")
    assert ("ace_renounce", 0, 3, 1, 1) in s.items and ("quinola_renounce", 0, 3, 4, 2) in s.items
    s, evs2 = play_on(s)
    evs = evs1 + evs2
    assert [e.player for e in evs if e.kind == "reversy"] == [0]
    assert not [e for e in evs if e.kind == "partie"]
    pays = payments(evs)
    assert sorted(p for p in pays if p[3] == "reversy") == [(1, 0, 8, "reversy"), (2, 0, 8, "reversy"),
                                                            (3, 0, 8, "reversy")]
    # the ace and the Quinola he paid for are given back; the pot stays with the Quinola's player
    assert not [p for p in pays if p[0] == 0]
    assert s.money[0] - before[0] == 24
    assert s.money[3] - before[3] == 15 - 8


# ---------------------------------------------------------------- rev-break-a-la-bonne
def test_rev_break_a_la_bonne():
    winners = [2] * 9 + [0, 2]
    items = [("ace_played", 1, SC.PW, 1, 3), ("ace_renounce", 2, 3, 1, 4)]
    st = SC.settle(winners, (4, 0, 30, 0), (1, 0, 10, 0), items, 0, OPTS, 0, (0, 0, 0, 0), -1, False, -1)
    assert st.broken == (2, 0, 10)
    assert ("reversy_break", 2, 0, 8, 10) in st.payments
    assert st.winner == -1 and not [p for p in st.payments if p[0] == "partie"]
    assert ("ace_played", 1, SC.PW, 1, 3) in st.lapsed          # no partie winner to pay
    assert ("ace_renounce", 2, 3, 1, 4) in st.payments


def test_break_before_trick_ten_is_an_ordinary_partie():
    winners = [2] * 8 + [0, 2, 2]
    st = SC.settle(winners, (4, 0, 30, 0), (1, 0, 10, 0), [], 0, OPTS, 0, (0, 0, 0, 0), -1, False, -1)
    assert not st.broken and st.loser == 2


def test_break_reward_tricks_option():
    winners = [2] * 10 + [0]
    o = ReversisOptions(reversy_break_reward_tricks="11")
    assert SC.settle(winners, (4, 0, 30, 0), (1, 0, 10, 0), [], 0, o, 0, (0,) * 4, -1, False, -1).broken == (2, 0, 11)
    winners = [2] * 9 + [0, 2]
    assert not SC.settle(winners, (4, 0, 30, 0), (1, 0, 10, 0), [], 0, o, 0, (0,) * 4, -1, False, -1).broken
