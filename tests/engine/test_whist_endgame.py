"""The exact solver of Whist's last tricks (engine/games/whist/endgame.py): hand-built endings with
known results, agreement with a plain minimax over every legal card on random small endings, and the
strong level's exact rollout solving the real deal's last tricks."""

from __future__ import annotations

import random

import pytest

from engine.games.whist import tables as T
from engine.games.whist.endgame import brute_force, solve

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3


def m(*cards: str) -> int:
    """A mask from card names such as ``"SA"`` (suit letter, rank letter of AKQJT98765432)."""
    out = 0
    for c in cards:
        out |= 1 << (13 * T.SUITS.index(c[0]) + T.RANK_CHARS.index(c[1]))
    return out


def c(card: str) -> int:
    return m(card).bit_length() - 1


@pytest.mark.parametrize("east, west, expected", [
    (("S6", "S5"), ("SK", "S4"), 2),   # the king sits before the ace-queen: the finesse wins both tricks
    (("SK", "S4"), ("S6", "S5"), 1),   # the king sits behind them: one trick only
])
def test_a_finesse_wins_only_when_the_king_sits_before_the_ace_queen(east, west, expected):
    # seat 2 leads towards seat 0's ace-queen; play goes 2, 3, 0, 1
    hands = [m("SA", "SQ"), m(*east), m("S3", "S2"), m(*west)]
    assert solve(hands, [], 2, -1, 1) == expected
    assert brute_force(hands, [], 2, -1, 1) == expected


def test_a_void_hand_ruffs_the_ace_and_the_direction_of_play_matters():
    # hearts trumps; seat 1 leads the spade ace, seat 2 holds no spade but a small trump
    hands = [m("S2", "D2"), m("SA", "SK"), m("H2", "D3"), m("S3", "S4")]
    assert solve(hands, [], 1, HEARTS, 1) == 2   # 1, 2 (ruffs), 3, 0; then seat 2 leads D3 for a second trick
    # counter-clockwise seat 0 plays second: it must follow, seat 2 still ruffs last
    assert solve(hands, [], 1, HEARTS, 3) == brute_force(hands, [], 1, HEARTS, 3)
    # without trumps the two spades of seat 1 win both tricks
    assert solve(hands, [], 1, -1, 1) == 0


def test_a_trick_in_progress_counts_and_one_card_each_is_forced():
    hands = [m("CA"), m("C2"), m("C3"), 0]
    assert solve(hands, [(3, c("CK"))], 0, -1, 1) == 1
    assert solve([m("C2"), m("CA"), m("C3"), m("C4")], [], 0, -1, 1) == 0


def _random_ending(rng: random.Random, k: int, in_trick: int):
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [sum(1 << x for x in cards[q * k:(q + 1) * k]) for q in range(4)]
    trump, step, p = rng.choice([-1, 0, 1, 2, 3]), rng.choice([1, 3]), rng.randrange(4)
    trick: list[tuple[int, int]] = []
    for _ in range(in_trick):
        same = hands[p] & T.SUIT_MASK[T.SUIT_OF[trick[0][1]]] if trick else 0
        x = rng.choice(list(T.bits(same or hands[p])))
        hands[p] ^= 1 << x
        trick.append((p, x))
        p = (p + step) % 4
    return hands, trick, p, trump, step


def test_the_solver_agrees_with_plain_minimax_on_random_endings():
    rng = random.Random(7)
    for _ in range(150):
        h, t, p, trump, step = _random_ending(rng, rng.choice([1, 2, 3]), rng.randrange(4))
        assert solve(h, t, p, trump, step) == brute_force(h, t, p, trump, step), (h, t, p, trump, step)


def test_minimax_over_the_current_trick_with_exact_leaves_is_the_exact_value():
    from engine.games.whist.endgame import trick_then_playout

    rng = random.Random(11)
    for _ in range(40):
        h, t, p, trump, step = _random_ending(rng, 3, rng.randrange(1, 4))

        def finish(hands, leader, won):
            return won[0] + won[2] + solve(hands, [], leader, trump, step)

        assert trick_then_playout(list(h), list(t), p, trump, step, [0] * 4, finish) == solve(h, t, p, trump, step)


def _late_positions(n: int, seed: int, cards: int):
    from engine.protocol import CHANCE, get_game

    spec = get_game("whist")
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        s = spec.new_state(spec.options(calling_at_eight=False), deals=1, first_dealer=0)
        while not s.is_over():
            if s.current_player() == CHANCE:
                s, _ = s.apply(s.sample_chance(rng))
                continue
            if s.phase == "play" and max(T.count(h) for h in s.hands) <= cards and rng.random() < 0.5:
                out.append(s)
            s, _ = s.apply(rng.choice(s.legal_actions()))
    return out[:n]


def test_the_exact_rollout_scores_the_solvers_tricks_at_the_end_of_a_real_deal():
    from engine.games.whist.ai import deal_rollout

    for s in _late_positions(12, 3, 3):
        s0 = sum(s.tricks_won[q] for q in (0, 2)) + solve(s.hands, list(s.trick), s.to_move, s.trump, s.step)
        v = deal_rollout(s, 0, exact_from=3)
        # the value is whole points plus a hundredth per trick of difference between the sides
        assert round((v - round(v)) * 100) == 2 * s0 - 13


def test_play_out_stops_at_the_given_number_of_cards_and_names_the_leader():
    from engine.games.whist.playout import play_out

    for s in _late_positions(20, 4, 6):
        if min(T.count(h) for h in s.hands) < 3:
            continue
        hands = list(s.hands)
        lead: list[int] = []
        won = play_out(hands, list(s.trick), s.to_move, s.trump, list(s.tricks_won), s.step, stop=2, leader=lead)
        assert len(lead) == 1 and all(T.count(h) == 2 for h in hands)
        assert sum(won) == 11
