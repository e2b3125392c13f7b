"""The open-hand playout behind Whist's and Boston's strong levels: every card it plays is legal
for the engine, and the tricks it counts are the engine's; the rollouts value a finished deal
as the engine scored it."""

from __future__ import annotations

import random

from engine.games.whist import tables as T
from engine.games.whist.actions import Play
from engine.games.whist.playout import play_out
from engine.protocol import CHANCE, get_game


def _positions(game: str, n: int, seed: int, **opts):
    spec = get_game(game)
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        s = spec.new_state(spec.options(**opts), deals=1, first_dealer=0)
        while not s.is_over():
            p = s.current_player()
            if p == CHANCE:
                s, _ = s.apply(s.sample_chance(rng))
                continue
            if s.phase == "play" and rng.random() < 0.15:
                out.append(s)
            s, _ = s.apply(rng.choice(s.legal_actions()))
    return out[:n]


def _replay(s, moves):
    for p, c in moves:
        if s.phase != "play":
            break
        assert s.current_player() == p
        a = Play(T.CARDS[c])
        assert a in s.legal_actions(), f"{a} is not legal for seat {p}"
        s, _ = s.apply(a)
    return s


def test_whist_playout_plays_legal_cards_and_counts_the_engines_tricks():
    for s in _positions("whist", 25, 1, calling_at_eight=False):
        moves: list = []
        won = play_out(list(s.hands), list(s.trick), s.to_move, s.trump, list(s.tricks_won), s.step, record=moves)
        assert sum(won) == 13
        end = _replay(s, moves)
        e = end.log[-1]
        assert [won[0] + won[2], won[1] + won[3]] == e["tricks"]


def test_whist_rollout_of_a_finished_deal_is_the_points_it_scored():
    from engine.games.whist.ai import rollout

    for s in _positions("whist", 10, 2, calling_at_eight=False):
        moves: list = []
        play_out(list(s.hands), list(s.trick), s.to_move, s.trump, list(s.tricks_won), s.step, record=moves)
        v = rollout(s, 0, random.Random(0))
        end = _replay(s, moves)
        e = end.log[-1]
        pts = (e["after"][0] - e["before"][0]) - (e["after"][1] - e["before"][1])
        assert round(v) == pts
        assert rollout(end, 0, random.Random(0)) == v


def test_boston_playout_plays_legal_cards_for_the_declarer_and_the_defenders():
    for s in _positions("boston", 25, 3, all_pass="play_forced"):
        side = (s.declarer,) if s.supporter < 0 else (s.declarer, s.supporter)
        team = tuple(0 if q in side else 1 for q in range(4))
        moves: list = []
        misere = s.contract == "misere"
        play_out(list(s.hands), list(s.trick), s.to_move, s.trump, list(s.tricks_won), 1,
                 misere_seat=s.declarer if misere else -1, team=team, record=moves)
        _replay(s, moves)
