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


def test_the_auction_shortcut_is_the_beginners_call_trumps_and_support():
    b = BeginnerPlayer()
    seen = set()
    for phase in ("bid", "trump", "support"):
        for st, o in _positions(phase, 12):
            assert B._shortcut(st, random.Random(0)) == b.choose(o, random.Random(0))
            seen.add(phase)
    assert {"bid", "trump"} <= seen


def test_the_beginners_trick_count_is_read_from_its_suit_tables():
    from engine.games.boston.ai import best_trump, estimate_tricks
    rng = random.Random(4)
    for _ in range(400):
        hand = sum(1 << c for c in rng.sample(range(52), 13))
        s, est = best_trump(hand)
        want = max(range(4), key=lambda x: (estimate_tricks(hand, x), T.count(hand & T.SUIT_MASK[x]), -x))
        assert (s, est) == (want, estimate_tricks(hand, want))


def test_the_blind_rollout_plays_the_beginners_cards_to_the_end():
    """The rollout's own trick bookkeeping: each card is blind_card's, the tricks those of the rules."""
    for st, _o in _positions("play", 2)[:30]:
        hands, trick, won = list(st.hands), list(st.trick), list(st.tricks_won)
        p, side, misere = st.to_move, st.side(), st.contract == "misere"
        while any(hands):
            c = B.blind_card(hands, trick, p, st.trump, side, misere)
            hands[p] &= ~(1 << c)
            trick.append((p, c))
            if len(trick) == 4:
                w = T.trick_winner(trick, st.trump)
                won[w] += 1
                trick, p = [], w
                if misere and w == st.declarer:
                    break
            else:
                p = (p + 1) % 4
        for seat in range(4):
            from engine.games.boston.ai import deal_value
            assert B.blind_rollout(st, seat, random.Random(1)) == deal_value(st, seat, won)


def test_cards_the_search_cannot_tell_apart_go_by_the_sound_rule():
    from engine.games.boston.ai import _beats
    p = B.strong()
    assert p.tiebreak is B.tiebreak
    checked = 0
    for st, o in _positions("play", 6):
        order = B.tiebreak(o, list(o.legal_actions))
        if not o.trick or o.contract == "misere":
            assert order == []
            continue
        assert sorted(map(str, order)) == sorted(map(str, o.legal_actions))
        if len(o.trick) == 3:
            side = st.side()
            w = T.trick_winner(list(st.trick), st.trump)
            wcard = next(c for q, c in st.trick if q == w)
            cards = [T.INDEX[a.card] for a in o.legal_actions]
            win = [c for c in cards if _beats(c, wcard, st.trump)]
            first = T.INDEX[order[0].card]
            if (w in side) != (o.player in side) and win:
                # an opponent holds the trick: the cheapest card that takes it, a trump only if needed
                plain = [c for c in win if T.SUIT_OF[c] != st.trump] or win
                assert first == min(plain, key=lambda c: T.STRENGTH[c])
            else:
                assert T.STRENGTH[first] == min(T.STRENGTH[c] for c in cards if T.SUIT_OF[c] == T.SUIT_OF[first])
            checked += 1
    assert checked > 10
