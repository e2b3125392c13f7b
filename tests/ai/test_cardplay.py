"""The sound order among cards a search cannot tell apart, and the searching player's tie-break."""

from __future__ import annotations

import random

from engine.ai.cardplay import TrickFacts, sound_order
from engine.ai.search import SearchPlayer
from engine.games.whist import ai as wai
from engine.protocol import CHANCE, get_game

# cards as (rank, suit); hearts are trumps; seats 1 and 3 are partners
H, S, D, C = "H", "S", "D", "C"


def _facts(trick, hand, me=3, unseen=()):
    return TrickFacts(suit=lambda c: c[1], rank=lambda c: c[0], trump=H, trick=trick, me=me,
                      ally=lambda q: q % 2 == me % 2, hand=hand, unseen=list(unseen))


def test_an_opponents_trick_is_taken_with_the_cheapest_ruff_before_any_discard():
    hand = [(2, H), (9, H), (3, D), (7, C), (8, C)]
    f = _facts([(0, (13, S)), (1, (5, S)), (2, (10, S))], hand)
    assert sound_order([(9, H), (3, D), (7, C), (2, H)], f)[:2] == [(2, H), (9, H)]


def test_an_opponents_trick_is_taken_with_the_cheapest_card_of_the_suit_that_wins_it():
    hand = [(14, S), (12, S), (11, S), (3, S)]
    f = _facts([(0, (4, S)), (1, (6, S)), (2, (10, S))], hand)
    assert sound_order([(14, S), (12, S), (11, S), (3, S)], f) == [(11, S), (12, S), (14, S), (3, S)]


def test_under_partners_trick_the_lowest_discard_comes_from_the_longest_plain_suit_and_keeps_trumps():
    hand = [(2, H), (3, D), (9, D), (7, C), (8, C), (12, C)]
    f = _facts([(0, (13, S)), (1, (14, S)), (2, (10, S))], hand)   # partner (1) holds the trick with the ace
    assert sound_order([(2, H), (3, D), (7, C)], f) == [(7, C), (3, D), (2, H)]


def test_second_hand_plays_low_and_a_discard_beside_trumps_makes_a_void():
    hand = [(12, S), (4, S), (3, H), (6, D), (7, C), (8, C), (9, C)]
    # second hand of four: low, though the queen would beat the leader's card for now
    f = _facts([(0, (10, S))], hand, me=1)
    assert sound_order([(12, S), (4, S)], f) == [(4, S), (12, S)]
    # third hand: the cheapest card that beats the opponent's
    f = _facts([(1, (10, S)), (2, (5, S))], hand, me=0)
    assert sound_order([(12, S), (4, S)], f) == [(12, S), (4, S)]
    # void in the suit led, a trump in hand, no card to beat partner's: the singleton diamond goes
    f = _facts([(0, (2, S)), (1, (14, S))], [(3, H), (6, D), (7, C), (8, C), (9, C)], me=3)
    assert sound_order([(6, D), (7, C), (3, H)], f) == [(6, D), (7, C), (3, H)]
    # without a trump: the longest plain suit
    f = _facts([(0, (2, S)), (1, (14, S))], [(6, D), (7, C), (8, C), (9, C)], me=3)
    assert sound_order([(6, D), (7, C)], f) == [(7, C), (6, D)]


def test_a_discard_keeps_the_best_card_left_of_a_suit():
    hand = [(14, D), (7, C), (8, C)]
    # the ace of diamonds is the best diamond left, the sevens and eights of clubs are not
    f = _facts([(0, (13, S))], hand, me=1, unseen=[(13, D), (9, C), (10, C)])
    assert sound_order([(14, D), (7, C)], f) == [(7, C), (14, D)]
    # unable to win: the lowest card of the suit led; leading: the lowest of the longest plain suit
    f2 = _facts([(0, (13, S))], [(10, S), (3, S), (12, S)], me=1, unseen=[(14, S)])
    assert sound_order([(12, S), (10, S), (3, S)], f2)[0] == (3, S)
    f3 = _facts([], [(2, H), (5, D), (9, C), (8, C)], me=1)
    assert sound_order([(2, H), (5, D), (9, C), (8, C)], f3)[0] == (8, C)


class _World:
    """A world of a toy decision: the state after an action knows the action."""

    def __init__(self, action=None):
        self.action = action

    def apply(self, action):
        return _World(action), []


class _Obs:
    player = 0
    legal_actions = ("a", "b", "c")


def _player(values, noise, **kw):
    def rollout(state, seat, rng):
        return values[state.action] + noise * rng.gauss(0, 1)
    return SearchPlayer("t", lambda obs, rng: _World(), rollout, budget=None, min_worlds=6, max_worlds=40, **kw)


def test_the_tie_break_chooses_among_actions_within_noise_and_never_over_a_clearly_better_one():
    prefer_c = lambda obs, actions: sorted(actions, key=lambda a: a != "c")  # noqa: E731
    # all three alike in every world: the rule's choice, not the first action
    p = _player({"a": 1.0, "b": 1.0, "c": 1.0}, 0.0, tiebreak=prefer_c)
    assert p.choose(_Obs(), random.Random(1)) == "c"
    assert _player({"a": 1.0, "b": 1.0, "c": 1.0}, 0.0).choose(_Obs(), random.Random(1)) == "a"
    # a and c differ by less than the margin: c; b is clearly best: b whatever the rule prefers
    p = _player({"a": 1.05, "b": 0.0, "c": 1.0}, 0.0, tiebreak=prefer_c, tie_margin=0.1)
    assert p.choose(_Obs(), random.Random(1)) == "c"
    p = _player({"a": 0.0, "b": 2.0, "c": 1.0}, 0.01, tiebreak=prefer_c, tie_margin=0.1)
    ev = p.evaluate(_Obs(), random.Random(1))
    assert ev.best == "b" and ev.reason == "search"


def _whist_fourth_hand_ruff(seed: int):
    """A Whist position, fourth hand void in the suit led with trumps, an opponent holding the
    trick unruffed."""
    spec = get_game("whist")
    rng = random.Random(seed)
    st = spec.new_state(spec.options(draw_for_partners=False, calling_at_eight=False), deals=1)
    beginner = wai.BeginnerPlayer()
    while not st.is_over():
        who = st.current_player()
        if who == CHANCE:
            st, _ = st.apply(st.sample_chance(rng))
            continue
        if st.phase == "play" and len(st.trick) == 3:
            led = wai.T.SUIT_OF[st.trick[0][1]]
            hand = st.hands[who]
            w = wai.T.trick_winner(st.trick, st.trump)
            ruffed = any(wai.T.SUIT_OF[c] == st.trump for _q, c in st.trick)
            if (not hand & wai.T.SUIT_MASK[led] and hand & wai.T.SUIT_MASK[st.trump] and w % 2 != who % 2
                    and hand & ~wai.T.SUIT_MASK[st.trump] and not ruffed):
                return st
        st, _ = st.apply(beginner.choose(st.observation(who), rng))
    return None


def test_whist_tie_break_ruffs_an_opponents_trick_in_fourth_hand_with_the_lowest_trump():
    st = next(s for s in (_whist_fourth_hand_ruff(k) for k in range(40)) if s is not None)
    obs = st.observation(st.current_player())
    order = wai.tiebreak(obs, list(obs.legal_actions))
    trumps = [a for a in obs.legal_actions if wai.T.SUIT_OF[wai.T.INDEX[a.card]] == st.trump]
    lowest = min(trumps, key=lambda a: wai.T.STRENGTH[wai.T.INDEX[a.card]])
    assert order[0] == lowest
    assert wai.strong().tiebreak is wai.tiebreak


def test_whist_leaves_leads_to_the_search_values():
    spec = get_game("whist")
    st = spec.new_state(spec.options(draw_for_partners=False), deals=1)
    rng = random.Random(5)
    while st.current_player() == CHANCE:
        st, _ = st.apply(st.sample_chance(rng))
    obs = st.observation(st.current_player())
    assert obs.phase == "play" and not obs.trick and len(obs.legal_actions) == 13
    assert wai.tiebreak(obs, list(obs.legal_actions)) == []
    assert wai.tie_z(obs) == 0.0


def _plain(trick, hand, me, *, worth=None, aim="win", ally=None):
    """Facts of a game without trumps (Tresett, Reversis)."""
    return TrickFacts(suit=lambda c: c[1], rank=lambda c: c[0], trump=None, trick=trick, me=me,
                      ally=ally or (lambda q: q % 2 == me % 2), hand=hand, worth=worth, aim=aim)


def test_with_worth_the_cheapest_card_is_the_one_worth_least_and_partners_sure_trick_is_fed():
    worth = lambda c: 3 if c[0] == 14 else 1 if c[0] >= 11 else 0  # noqa: E731  (an ace 3, a figure 1)
    hand = [(14, D), (4, D), (12, C), (5, C)]
    # an opponent (seat 2) holds the trick, nothing beats it: the card worth least, not merely the lowest
    f = _plain([(1, (3, S)), (2, (9, S))], hand, me=3, worth=worth)
    assert sound_order([(14, D), (4, D), (12, C), (5, C)], f)[:2] == [(4, D), (5, C)]
    assert sound_order([(14, D), (12, C)], f) == [(12, C), (14, D)]
    # last to play to partner's (seat 1's) trick: the card worth most goes onto it
    f = _plain([(0, (3, S)), (1, (13, S)), (2, (9, S))], hand, me=3, worth=worth)
    assert sound_order([(14, D), (4, D), (12, C)], f)[0] == (14, D)
    # without worth the order is the plain one (the lowest card)
    f = _plain([(0, (3, S)), (1, (13, S)), (2, (9, S))], hand, me=3)
    assert sound_order([(14, D), (4, D), (12, C)], f)[0] == (4, D)


def test_shedding_plays_under_the_trick_with_the_highest_card_and_takes_high_only_last():
    alone = lambda q: q == 3  # noqa: E731  (every player for himself)
    f = _plain([(0, (10, S)), (1, (5, S))], [(12, S), (9, S), (4, S)], me=3, aim="shed", ally=alone)
    # the nine stays under the ten and is the highest that does: it goes first
    assert sound_order([(12, S), (9, S), (4, S)], f) == [(9, S), (4, S), (12, S)]
    # every card takes it: third of four plays the lowest (a later player may go over) ...
    f = _plain([(0, (3, S)), (1, (2, S))], [(12, S), (9, S)], me=3, aim="shed", ally=alone)
    assert sound_order([(12, S), (9, S)], f)[0] == (9, S)
    # ... last to play the highest: the trick is taken anyway
    f = _plain([(0, (3, S)), (1, (2, S)), (2, (2, H))], [(12, S), (9, S)], me=3, aim="shed", ally=alone)
    assert sound_order([(12, S), (9, S)], f)[0] == (12, S)
    # void: the card that costs most is thrown
    worth = lambda c: 4 if c[0] == 14 else 0  # noqa: E731
    f = _plain([(0, (10, S))], [(14, D), (13, C), (2, C)], me=1, aim="shed", ally=alone, worth=worth)
    assert sound_order([(14, D), (13, C), (2, C)], f) == [(14, D), (13, C), (2, C)]
