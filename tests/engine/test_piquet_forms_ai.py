"""Computer players and the sampler of the Piquet forms for three and four."""

from __future__ import annotations

import random

import pytest

from engine.games.piquet.forms_ai import CannotSample, KoenigPlayer, TableBeginner, sample
from engine.match import play_out
from engine.players import RandomPlayer, make_player
from engine.protocol import CHANCE, TERMINAL, get_game


@pytest.mark.parametrize("game", ["raeuberpiquet", "normannisch"])
def test_sampled_positions_give_the_seat_its_observation(game):
    spec = get_game(game)
    rng = random.Random(7)
    sampled = 0
    for seed in range(3):
        st = spec.new_state(spec.options(), deals=2)
        chance = random.Random(seed)
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == CHANCE:
                st, _ = st.apply(st.sample_chance(chance))
                continue
            for p in (who, (who + 1) % spec.seat_count(spec.options())):
                obs = st.observation(p)
                try:
                    world = sample(obs, rng)
                except CannotSample:
                    assert obs.phase != "play" or obs.duel is not None, "no world during the play of the cards"
                    continue
                assert world.observation(p) == obs
                assert world.current_player() == who
                assert sorted(world.legal_actions(), key=str) == sorted(st.legal_actions(), key=str) or p != who
                # the world plays on to the end of the deal
                w = world
                while w.current_player() >= 0 and w.phase == "play":
                    w, _ = w.apply(rng.choice(w.legal_actions()))
                sampled += 1
            st, _ = st.apply(rng.choice(st.legal_actions()))
    assert sampled > 50


@pytest.mark.parametrize("game", ["raeuberpiquet", "normannisch"])
def test_the_table_beginner_beats_random_players(game):
    """Two beginners (partners in Räuberpiquet) against random players over a few parties."""
    spec = get_game(game)
    n = spec.players
    mine = theirs = 0
    for seed in range(6):
        players = [make_player(f"{game}-beginner", game) if p % 2 == 0 else RandomPlayer() for p in range(n)]
        played = play_out(spec.new_state(spec.options(), deals=4), players, random.Random(seed))
        sc = played.state.result()["deals"]
        for d in sc:
            if game == "raeuberpiquet":
                seats = played.state.seating
                side0 = played.state.side(seats.index(0))
                mine += d["scores"][side0]
                theirs += d["scores"][1 - side0]
            else:
                pos = {p: i for i, p in enumerate(played.state.seating)}
                mine += d["scores"][pos[0]] + d["scores"][pos[2]]
                theirs += 2 * d["scores"][pos[1]]
    assert mine > theirs


def test_koenig_player_plays_its_parties_as_the_two_hand_level():
    spec = get_game("koenigspiquet")
    p = make_player("koenigspiquet-beginner", spec)
    assert isinstance(p, KoenigPlayer) and p.name == "koenigspiquet-beginner"
    played = play_out(spec.new_state(spec.options(), deals=3), [p, RandomPlayer(), make_player(
        "koenigspiquet-beginner", spec)], random.Random(2))
    assert played.state.is_over()
    assert isinstance(make_player("raeuberpiquet-beginner", "raeuberpiquet"), TableBeginner)


@pytest.mark.parametrize("game", ["raeuberpiquet", "normannisch"])
def test_the_strong_level_searches_the_play_and_plays_a_deal(game):
    from engine.games.piquet.forms_ai import table_strong

    spec = get_game(game)
    n = spec.players
    players = [table_strong(budget=None, max_worlds=4) if p == 0 else TableBeginner() for p in range(n)]
    played = play_out(spec.new_state(spec.options(), deals=1, first_dealer=1), players, random.Random(4))
    assert played.state.is_over()
    assert make_player(f"{game}-strong", game).name == "piquet-table-strong"
