"""Boston's searched calls (engine/games/boston/bidsearch.py): the blind card play is the
beginner's and sees only the seat's own cards; the strong level values its bids by search."""

from __future__ import annotations

import random

from engine.ai.fairness import deterministic
from engine.games.boston import bidsearch as B
from engine.games.boston.actions import Bid, Pass
from engine.games.boston.ai import BeginnerPlayer
from engine.games.whist import tables as T
from engine.protocol import CHANCE, TERMINAL, get_game


def _positions(phase: str, deals: int, seed: int = 3) -> list:
    spec = get_game("boston")
    rng = random.Random(seed)
    b = BeginnerPlayer()
    out = []
    for _ in range(deals):
        st = spec.new_state(spec.options(), deals=1)
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == CHANCE:
                a = st.sample_chance(rng)
            else:
                o = st.observation(who)
                if o.phase == phase and len(o.legal_actions) > 1:
                    out.append((st, o))
                a = b.choose(o, rng)
            st, _ = st.apply(a)
    return out


def test_blind_card_is_the_beginners_card_and_reads_no_other_hand():
    rng = random.Random(5)
    b = BeginnerPlayer()
    seen = 0
    for st, o in _positions("play", 4):
        p = o.player
        side = st.side()
        misere = st.contract == "misere"
        c = B.blind_card(list(st.hands), list(st.trick), p, st.trump, side, misere)
        assert T.CARDS[c] == b.choose(o, rng).card
        # the others' cards dealt anew among them: the same card
        others = [q for q in range(4) if q != p]
        pool = [x for q in others for x in T.bits(st.hands[q])]
        rng.shuffle(pool)
        hands = list(st.hands)
        k = 0
        for q in others:
            n = T.count(st.hands[q])
            hands[q] = sum(1 << x for x in pool[k:k + n])
            k += n
        assert B.blind_card(hands, list(st.trick), p, st.trump, side, misere) == c
        seen += 1
    assert seen > 50


def test_blind_rollout_ends_the_deal_and_values_a_made_contract_above_a_failed_one():
    spec = get_game("boston")
    st, _o = _positions("bid", 1)[0]
    v = B.blind_rollout(st, st.to_move, random.Random(1))
    assert isinstance(v, float)
    # a declarer holding all thirteen spades cannot fail: his small Boston is worth more than a pass
    rng = random.Random(2)
    st = spec.new_state(spec.options(), deals=1)
    st, _ = st.apply(st.sample_chance(rng))
    p = st.to_move
    rest = list(T.bits(T.ALL & ~T.SUIT_MASK[3]))
    hands = [0, 0, 0, 0]
    hands[p] = T.SUIT_MASK[3]
    for i, q in enumerate(x for x in range(4) if x != p):
        hands[q] = sum(1 << c for c in rest[i::3])
    st.hands = st.dealt = tuple(hands)
    bid = st.apply(Bid("small_boston"))[0]
    passed = st.apply(Pass())[0]
    assert B.blind_rollout(bid, p, random.Random(3)) > B.blind_rollout(passed, p, random.Random(3))


def test_strong_level_searches_its_bids():
    spec = get_game("boston")
    assert spec.player_kinds[1].factory.endswith("bidsearch:strong")
    p = deterministic(B.strong(), worlds=4)
    searched = 0
    for _st, o in _positions("bid", 3):
        ev = p.evaluate(o, random.Random(1))
        assert ev.best in o.legal_actions
        searched += ev.reason == "search"
    assert searched > 0
