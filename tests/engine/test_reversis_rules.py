"""Reversis rules beyond the spec's vectors: the exchange, the Quinola's other fates, the aces,
the four-aces privilege, the Bête and pot cycle, every option of spec §11, and properties over
random games."""

from __future__ import annotations

import random

import pytest

from engine.cards import card
from engine.games.reversis import game as G
from engine.games.reversis import scoring as SC
from engine.games.reversis import tables as T
from engine.games.reversis.actions import Deal, Discard, Exchange, Pass, Play
from engine.games.reversis.game import new_state, pack_for_hands
from engine.games.reversis.options import PRESETS, ReversisOptions
from engine.protocol import CHANCE, IllegalAction

from tests.engine.test_reversis_vectors import OPTS, REVERSY_HANDS, at_last_trick, cs, payments, play, play_on, setup

I = T.INDEX


def c(code: str) -> int:
    return I[card(code)]


# ---------------------------------------------------------------- the exchange
def test_exchange_takes_ones_own_table_card_and_pass_only_looks():
    hs = [cs(REVERSY_HANDS[q]) + (cs("5H") if q == 0 else []) for q in range(4)]
    s, _ = new_state(OPTS, first_dealer=0).apply(Deal(pack_for_hands(hs, cs("4H 3H 2H"), 0)))
    s, evs = s.apply(Exchange(card("2C")))              # the elder takes the top card
    assert s.hands[1] >> c("4H") & 1 and not s.hands[1] >> c("2C") & 1
    assert evs[0].data["position"] == "top"
    s, _ = s.apply(Pass())                               # the next looks at the middle card, which goes away
    assert card("3H") in s.observation(2).seen and card("3H") in s.observation(2).under_known
    assert card("3H") not in s.observation(3).seen
    assert s.exchanges == ("", "took", "passed", "")
    s, _ = s.apply(Exchange(card("4S")))
    assert s.hands[3] >> c("2H") & 1
    with pytest.raises(IllegalAction) as e:
        s.apply(Pass())
    assert e.value.code == "wrong_phase"                  # the dealer must lay a card away
    s, _ = s.apply(Discard(card("5H")))
    assert T.count(s.under) == 4 and s.phase == "play"


def test_quinola_locked_while_no_bete_stands():
    o = ReversisOptions(quinola_discard_rule="forced_when_no_bete")
    hs = [cs(REVERSY_HANDS[q]) + (cs("5H") if q == 0 else []) for q in range(4)]
    s, _ = new_state(o, first_dealer=0).apply(Deal(pack_for_hands(hs, cs("4H 3H 2H"), 0)))
    # the Quinola may lie among the face-down table cards: nobody may pass, wherever it is
    assert Pass() not in s.legal_actions() and s.observation(2).must_exchange
    with pytest.raises(IllegalAction) as e:
        s.apply(Pass())
    assert e.value.code == "must_exchange"
    s, _ = s.play_text("exchange 8C", "exchange 6D")
    with pytest.raises(IllegalAction) as e:
        s.apply(Exchange(card("JH")))
    assert e.value.code == "quinola_not_discardable"
    assert Exchange(card("JH")) not in s.legal_actions()
    # the Quinola among the table cards or in a hand: the same choices, the same observations
    hs2 = [list(h) for h in hs]
    hs2[3].remove(card("JH"))
    hs2[3].append(card("4H"))
    s2, _ = new_state(o, first_dealer=0).apply(Deal(pack_for_hands(hs2, cs("JH 3H 2H"), 0)))
    s1, _ = new_state(o, first_dealer=0).apply(Deal(pack_for_hands(hs, cs("4H 3H 2H"), 0)))
    assert s1.legal_actions() == s2.legal_actions()
    assert s1.observation(1) == s2.observation(1) and s1.observation(2) == s2.observation(2)
    # once a Bête stands, the Quinola may go
    s = new_state(o, first_dealer=0)
    s.pot, s.pot_holds_bete = 30, True
    s, _ = s.apply(Deal(pack_for_hands(hs, cs("4H 3H 2H"), 0)))
    s, _ = s.play_text("pass", "pass")
    assert not s.locked and Exchange(card("JH")) in s.legal_actions()


# ---------------------------------------------------------------- the Quinola
def test_quinola_led_makes_a_bete_and_pays_the_partie_winner():
    items, fate = SC.trick_items(3, [(1, T.QUINOLA), (2, c("2H")), (3, c("3H")), (0, c("9S"))],
                                 [False] * 4, 1, -1, OPTS)
    assert fate == ("led", 1) and items == [("quinola_led", 1, SC.PW, 4, 3)]


def test_quinola_led_at_the_last_trick_in_a_reversy_attempt_costs_nothing():
    items, fate = SC.trick_items(11, [(1, T.QUINOLA), (2, c("2H")), (3, c("3H")), (0, c("9S"))],
                                 [True] * 4, 1, 1, OPTS)
    assert fate == ("attempt_last", 1) and items == []


def test_quinola_led_early_wins_the_pot_with_the_reversy():
    hands = {
        0: "AC KC QC JC AH KH QH JH AD KD QD",
        1: "8C 7C 6C 5C 4C 3C 2C 9D 8D 7D 6D",
        2: "5D 4D 3D 2D JD 9H 8H 7H 6H 5H 4H",
        3: "AS KS QS JS 9S 8S 7S 6S 5S 4S 3S",
    }
    s = setup(hands, "9C", "3H 2H 2S", pot=15)
    s, _ = play(s, "2C", "9H", "3S", "AC", "AH", "9D", "8H", "4S", "KH", "8D", "7H", "5S",
                "QH", "7D", "6H", "6S")
    s, evs = play(s, "JH", "6D", "5H", "7S")             # trick 5, holding every trick so far
    assert [e.data["what"] for e in evs if e.kind == "quinola"] == ["attempt_early"]
    assert s.pending == 0 and not [e for e in evs if e.kind == "bete"]
    before = s.money[0]
    s, evs = play_on(s)
    assert [e.player for e in evs if e.kind == "pot_won"] == [0]
    assert s.money[0] - before == 15 + 24


def test_quinola_led_early_and_broken_is_a_bete():
    winners = [0] * 6 + [1] * 5
    st = SC.settle(winners, (10, 5, 0, 0), (6, 5, 0, 0), [], 2, OPTS, 0, (0,) * 4, -1, False, 0)
    assert st.pending == "bete"
    assert ("quinola_led", 0, st.winner, 4, 0) in st.payments


def test_early_lead_threshold():
    plays = [(1, T.QUINOLA), (2, c("2H")), (3, c("3H")), (0, c("9S"))]
    assert SC.trick_items(10, plays, [False] * 4, 1, 1, OPTS)[1] == ("led", 1)
    o = ReversisOptions(quinola_early_lead_threshold=10)
    assert SC.trick_items(10, plays, [False] * 4, 1, 1, o)[1] == ("attempt_early", 1)


# ---------------------------------------------------------------- the aces
def test_aces_forced_played_and_led():
    # forced: the ace is the only club held, it wins: pays the leader
    items, _ = SC.trick_items(2, [(1, c("5C")), (2, c("AC")), (3, c("2C")), (0, c("3C"))],
                              [False, True, False, False], 2, -1, OPTS)
    assert items == [("ace_forced", 2, 1, 1, 2)]
    # played with other clubs in hand: pays the partie winner
    items, _ = SC.trick_items(2, [(1, c("5C")), (2, c("AC")), (3, c("2C")), (0, c("3C"))],
                              [False] * 4, 2, -1, OPTS)
    assert items == [("ace_played", 2, SC.PW, 1, 2)]
    # led: the ace of diamonds pays double, and double again at the last trick
    items, _ = SC.trick_items(11, [(1, T.ACE_DIAMONDS), (2, c("2D")), (3, c("3D")), (0, c("4D"))],
                              [True] * 4, 1, -1, OPTS)
    assert items == [("ace_played", 1, SC.PW, 4, 11)]


def test_heart_ace_free():
    o = ReversisOptions(heart_ace_free=True)
    plays = [(1, T.ACE_HEARTS), (2, c("2H")), (3, c("3H")), (0, c("4H"))]
    assert SC.trick_items(2, plays, [False] * 4, 1, -1, o)[0] == []
    plays = [(1, c("2S")), (2, T.ACE_HEARTS), (3, c("3S")), (0, c("4S"))]
    assert SC.trick_items(2, plays, [False] * 4, 0, -1, o)[0] == [("ace_renounce", 0, 2, 1, 2)]


def test_ace_payments_reach_the_partie_winner():
    s = at_last_trick({0: "2C", 1: "AS", 2: "3C", 3: "4C"}, leader=1, pot=15)
    s.points = (0, 10, 20, 5)      # seat 0 will win the partie, seat 2 lose it
    s, evs = play(s, "AS", "3C", "4C", "2C")
    pays = payments(evs)
    assert (1, 0, 2, "ace_played") in pays
    assert (2, 0, 4, "partie") in pays


# ---------------------------------------------------------------- the four aces
def test_four_aces_privilege_releases_from_following():
    hands = {
        0: "AC AD AH AS KC KD KH KS QC QD QH",
        1: "JC 9C 8C 7C 6C 5C 4C 3C 2C JD 9D",
        2: "8D 7D 6D 5D 4D 3D 2D QS JS 9S 8S",
        3: "JH 9H 8H 7H 6H 5H 4H 3H 7S 6S 5S",
    }
    s = setup(hands, "4S", "2H 3S 2S", pot=15)
    assert s.privilege == 0
    s, _ = play(s, "2C", "8D", "7S")
    assert Play(card("AH")) in s.legal_actions() and Play(card("QD")) in s.legal_actions()
    s, _ = play(s, "QD")
    assert s.privilege_used
    o = ReversisOptions(four_aces_privilege=False)
    s2 = setup(hands, "4S", "2H 3S 2S", opts=o)
    s2, _ = play(s2, "2C", "8D", "7S")
    assert all(card_.card.suit == "C" for card_ in s2.legal_actions())


def test_four_aces_holder_pays_the_whole_reversy():
    st = SC.settle([1] * 11, (0, 40, 0, 0), (0, 11, 0, 0), [], 0, OPTS, 0, (0,) * 4, 3, True, -1)
    assert [p for p in st.payments if p[0] == "reversy"] == [("reversy", 3, 1, 24, 0)]
    st = SC.settle([1] * 11, (0, 40, 0, 0), (0, 11, 0, 0), [], 0, OPTS, 0, (0,) * 4, -1, False, -1)
    assert len([p for p in st.payments if p[0] == "reversy"]) == 3


# ---------------------------------------------------------------- the Bête and the pot
def test_bete_cycle():
    s = new_state(OPTS, first_dealer=0)
    s, _ = s.apply(s.sample_chance(random.Random(1)))
    assert s.pot == 15 and not s.pot_holds_bete
    ev: list = []
    G._bete(s, 1, "led", ev)                      # the first Bête is staked at once
    assert s.pot == 30 and s.pot_holds_bete and s.money[1] == -3 - 15
    G._bete(s, 2, "forced", ev)                   # the next is written down
    assert s.pot == 30 and s.bete_queue == ((2, 30),) and s.money[2] == -3 - 30
    s.bete_queue = ((3, 20),) + s.bete_queue
    G._win_pot(s, 0, ev)
    assert s.pot == 0 and s.money[0] == -6 + 30
    s.phase, s.to_move = "deal", CHANCE
    s, evs = s.apply(s.sample_chance(random.Random(2)))
    assert evs[0].data["how"] == "bete" and s.pot == 30 and s.bete_queue == ((3, 20),)   # the largest first
    assert s.money[2] == -33                       # paid when it was made
    s.phase, s.to_move = "deal", CHANCE
    s, evs = s.apply(s.sample_chance(random.Random(3)))
    assert evs[0].data["how"] == "add" and s.pot == 33 and s.money[0] == 24 - 3
    G._win_pot(s, 1, ev)
    s.bete_queue = ()
    s.phase, s.to_move = "deal", CHANCE
    s, evs = s.apply(s.sample_chance(random.Random(4)))
    assert evs[0].data["how"] == "fresh" and s.pot == 15


# ---------------------------------------------------------------- other options
def test_discard_payment_bonus_cards_and_vis_a_vis():
    winners = [1, 2, 3, 0] * 2 + [1, 2, 3]
    under = 1 << T.ACE_DIAMONDS | 1 << T.QUINOLA | 1 << c("2C")
    o = ReversisOptions(discard_payment=True)
    st = SC.settle(winners, (5, 8, 12, 15), (3, 3, 3, 2), [], 0, o, under, (0,) * 4, -1, False, -1)
    assert ("under_pot", 3, 0, 6, 0) in st.payments
    st = SC.settle(winners, (5, 8, 12, 15), (3, 3, 3, 2), [], 0, OPTS, under, (0,) * 4, -1, False, -1)
    assert not [p for p in st.payments if p[0] == "under_pot"]
    o = ReversisOptions(bonus_cards="QS KC")
    hands = (1 << c("QS"), 1 << c("KC"), 0, 0)
    st = SC.settle(winners, (5, 8, 12, 15), (3, 3, 3, 2), [], 0, o, 0, hands, -1, False, -1)
    bonus = [p for p in st.payments if p[0] == "bonus"]
    assert len(bonus) == 6 and sum(p[3] for p in bonus if p[2] == 0) == 3
    o = ReversisOptions(vis_a_vis=True)
    st = SC.settle(winners, (5, 8, 15, 12), (3, 3, 3, 2), [], 0, o, 0, (0,) * 4, -1, False, -1)
    assert ("partie", 2, 0, 8, 0) in st.payments            # opposite seats: doubled
    st = SC.settle(winners, (5, 8, 12, 15), (3, 3, 3, 2), [], 0, o, 0, (0,) * 4, -1, False, -1)
    assert ("partie", 3, 0, 4, 0) in st.payments


def test_match_length_and_sharing_the_pot_at_the_end():
    for preset in ("hamburg_1782",):
        o = ReversisOptions(deals_per_match=4, end_of_match="shared")
        s = new_state(o)
        rng = random.Random(5)
        n = 0
        while not s.is_over():
            if s.current_player() == CHANCE:
                s, _ = s.apply(s.sample_chance(rng))
                n += 1
            else:
                s, _ = s.apply(rng.choice(s.legal_actions()))
        assert n == 4 and abs(sum(s.money)) < 1e-9 and s.pot == 0


# ---------------------------------------------------------------- properties
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_counters_are_conserved_and_every_deal_is_whole(preset):
    o = PRESETS[preset]
    rng = random.Random(hash(preset) % 1000)
    for seed in range(3):
        s = new_state(o, deals=3, first_dealer=seed % 4)
        while not s.is_over():
            if s.current_player() == CHANCE:
                s, _ = s.apply(s.sample_chance(rng))
                continue
            if s.phase == "play" and not s.trick and not s.tricks:
                assert T.count(s.under) == 4 and all(T.count(h) == 11 for h in s.hands)
                assert T.count(s.under | s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]) == 48
            s, evs = s.apply(rng.choice(s.legal_actions()))
            if any(e.kind == "deal_end" for e in evs):
                assert sum(s.money) + s.pot + sum(v for _q, v in s.bete_queue) == 0
                e = next(e for e in evs if e.kind == "deal_end")
                assert sum(e.data["tricks"]) == 11
                assert 40 - 17 <= sum(e.data["points"]) <= 40     # the four cards under the pot count for nobody


def test_reversy_refunds_the_aces_thrown_on_his_tricks_only():
    """The seed (1360-1362): the aces given to him and paid for come back; his own forced ace does not."""
    items = [("ace_renounce", 0, 3, 1, 1), ("ace_forced", 0, 1, 1, 1), ("quinola_renounce", 0, 2, 4, 2)]
    st = SC.settle([0] * 11, (40, 0, 0, 0), (11, 0, 0, 0), items, 0, OPTS, 0, (0,) * 4, -1, False, -1)
    assert ("ace_forced", 0, 1, 1, 1) in st.payments
    assert ("ace_renounce", 0, 3, 1, 1) in st.lapsed and ("quinola_renounce", 0, 2, 4, 2) in st.lapsed


@pytest.mark.parametrize("preset", ["hamburg_1782", "house_1782"])
def test_sampled_worlds_agree_with_the_observation_in_every_phase(preset):
    """The strong level's sampler, in the exchange and in the play: the seat sees exactly what it saw."""
    from engine.games.reversis.ai import rollout, sample

    rng = random.Random(7)
    o = PRESETS[preset]
    for seed in range(6):
        s = new_state(o, deals=1, first_dealer=seed % 4)
        while not s.is_over():
            if s.current_player() == CHANCE:
                s, _ = s.apply(s.sample_chance(rng))
                continue
            ob = s.observation(s.to_move)
            w = sample(ob, rng)
            assert w.observation(s.to_move) == ob
            assert T.count(w.under | w.hands[0] | w.hands[1] | w.hands[2] | w.hands[3]
                           | T.mask_of(c for c in w.table if c >= 0) | w.played()) == 48
            if o.quinola_discard_rule != "free" and w.locked:
                assert not w.under >> T.QUINOLA & 1
            rollout(w, s.to_move, rng)
            s, _ = s.apply(rng.choice(s.legal_actions()))


def test_beginner_follows_the_books_advice():
    from engine.games.reversis.ai import exchange_choice, play_choice

    m = T.mask_of
    # the Quinola goes under the pot without three other hearts, stays with them
    assert exchange_choice(m(cs("JH 2H 3H 2C 3C 4C 5C 6C 7C 8C 9C")), False, False)[0] == T.QUINOLA
    assert exchange_choice(m(cs("JH 2H 3H 4H 3C 4C 5C 6C 7C 8C 9C")), False, False)[0] != T.QUINOLA
    # duck under the trick with the highest card that stays under
    hand = m(cs("KC 9C 4C 2D"))
    assert play_choice(hand, m(cs("KC 9C 4C")), [(1, c("QC"))], 0)[0] == c("9C")
    # must take, last to play: with the highest card
    hand = m(cs("KC AC 2D"))
    assert play_choice(hand, m(cs("KC AC")), [(1, c("2C")), (2, c("3C")), (3, c("4C"))], 0)[0] == c("AC")
    # void: the Quinola first, then an ace, the ace of diamonds before the others
    hand = m(cs("JH AD AS 2H"))
    assert play_choice(hand, hand, [(1, c("2C"))], 0)[0] == T.QUINOLA
    hand = m(cs("AD AS 2H"))
    assert play_choice(hand, hand, [(1, c("2C"))], 0)[0] == T.ACE_DIAMONDS
    # high cards with an ace and one small card: lead the ace first
    hand = m(cs("AS 3S KC QC KD JH"))
    assert play_choice(hand, hand, [], T.ALL & ~hand)[0] == c("AS")
    # break a Reversy at the tenth trick with the lowest card that does it
    hand = m(cs("AC QC 2C"))
    assert play_choice(hand, m(cs("AC QC 2C")), [(1, c("JC"))], 0, True)[0] == c("QC")


def test_tie_break_plays_under_the_trick_with_the_highest_card_that_stays_under():
    """Among cards the search cannot tell apart the tie-break ducks with its highest card that stays
    under the trick, and on a heart lead keeps the Quinola back."""
    from engine.games.reversis import ai as A

    rng = random.Random(3)
    beginner = A.BeginnerPlayer()
    ducked = 0
    for seed in range(12):
        s = new_state(PRESETS["hamburg_1782"], deals=1, first_dealer=seed % 4)
        while not s.is_over():
            if s.current_player() == CHANCE:
                s, _ = s.apply(s.sample_chance(rng))
                continue
            ob = s.observation(s.to_move)
            if ob.phase == "play" and ob.trick and len(ob.legal_actions) > 1:
                plays = list(ob.legal_actions)
                order = A.tiebreak(ob, plays)
                assert sorted(map(str, order)) == sorted(map(str, plays))
                trick = [(q, T.INDEX[c]) for q, c in ob.trick]
                led = T.SUIT_OF[trick[0][1]]
                top = max(T.STRENGTH[c] for _q, c in trick if T.SUIT_OF[c] == led)
                under = [a for a in plays if T.SUIT_OF[T.INDEX[a.card]] == led and T.STRENGTH[T.INDEX[a.card]] < top]
                if under and len(under) == len(plays) and led != T.HEARTS:
                    assert order[0] == max(under, key=lambda a: T.STRENGTH[T.INDEX[a.card]])
                    ducked += 1
                if led == T.HEARTS and any(T.INDEX[a.card] == T.QUINOLA for a in plays):
                    assert T.INDEX[order[0].card] != T.QUINOLA
            elif ob.phase == "play" and not ob.trick and len(ob.legal_actions) > 1:
                assert A.tiebreak(ob, list(ob.legal_actions)) == []
            s, _ = s.apply(beginner.choose(ob, rng))
    assert ducked
    assert A.strong_tied().tiebreak is A.tiebreak and A.strong().tiebreak is None
