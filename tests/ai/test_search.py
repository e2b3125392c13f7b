"""The generic searching player, hints (advise) and the after-deal review."""

from __future__ import annotations

import random

from engine.ai.fairness import deterministic
from engine.ai.search import Evaluation, Hint, ReviewItem, SearchPlayer, advise, review
from engine.games.minchiate import ai as mai
from engine.match import play_out
from engine.players import RandomPlayer
from engine.protocol import CHANCE, get_game


def _minchiate_play_state(seed: int):
    spec = get_game("minchiate")
    rng = random.Random(seed)
    st = spec.new_state(spec.options(seat_draw=False), deals=1)
    while st.phase != "play" or len(st.legal_actions()) < 3:
        who = st.current_player()
        st, _ = st.apply(st.sample_chance(rng) if who == CHANCE else rng.choice(st.legal_actions()))
    return st


def test_one_legal_action_is_chosen_without_search():
    calls = []

    def sampler(obs, rng):
        calls.append(1)
        raise AssertionError("no world is needed")
    p = SearchPlayer("t", sampler, lambda s, seat, rng: 0.0, budget=None)

    class Obs:
        legal_actions = ("only",)
        player = 0
    assert p.choose(Obs(), random.Random(0)) == "only" and not calls
    assert p.last is not None and p.last.reason == "only"


def test_equivalent_actions_stop_the_search_at_the_minimum():
    st = _minchiate_play_state(1)
    obs = st.observation(st.current_player())
    p = SearchPlayer("t", mai.sample, lambda s, seat, rng: 1.0, budget=None, min_worlds=3, max_worlds=50)
    ev = p.evaluate(obs, random.Random(0))
    assert ev.reason == "same" and ev.worlds == 3
    assert set(ev.values) == set(obs.legal_actions)


def test_a_dominant_action_is_found_and_the_search_stops_early():
    st = _minchiate_play_state(2)
    obs = st.observation(st.current_player())
    target = obs.legal_actions[-1]

    def rollout(s, seat, rng):  # the state after ``target`` is worth one more, whatever the world
        last = s.trick[-1][1] if s.trick else s.tricks[-1][1][-1][1]
        return (1.0 if mai.S.CARDS[last] == target.card else 0.0) + rng.random() * 0.1
    p = SearchPlayer("t", mai.sample, rollout, budget=None, min_worlds=4, max_worlds=200)
    ev = p.evaluate(obs, random.Random(0))
    assert ev.best == target and ev.reason == "search" and ev.worlds < 20
    assert ev.gap is not None and ev.gap > 0.5


def test_minchiate_strong_level_plays_whole_deals_legally_and_advises():
    spec = get_game("minchiate")
    strong = deterministic(mai.strong())
    played = play_out(spec.new_state(spec.options(), deals=1),
                      [strong, mai.beginner(), deterministic(mai.strong()), mai.intermediate()], random.Random(4))
    assert played.state.is_over() and sum(played.state.scores()) == 0
    st = _minchiate_play_state(3)
    obs = st.observation(st.current_player())
    h = advise(obs, random.Random(0), player=deterministic(mai.strong()))
    assert isinstance(h, Hint) and h.action in obs.legal_actions and h.reason in ("best", "same")
    assert h.samples > 0 and h.value is not None and h.english()


def test_review_lists_clearly_worse_choices_with_their_cost():
    spec = get_game("minchiate")
    start = spec.new_state(spec.options(seat_draw=False), deals=1)
    players = [RandomPlayer(), mai.intermediate(), mai.intermediate(), mai.intermediate()]
    played = play_out(start, players, random.Random(9))
    items = review(start, played.moves, 0, player=deterministic(mai.strong(), worlds=8), limit=4)
    assert 0 < len(items) <= 4
    costs = [it.cost for it in items]
    assert costs == sorted(costs, reverse=True)
    for it in items:
        assert isinstance(it, ReviewItem) and it.seat == 0 and it.played != it.better and it.cost > 0
        assert played.moves[it.step] == (0, it.played)


def test_piquet_strong_level_evaluates_every_card_and_the_open_hand_best():
    from engine.games.piquet.ai.solver import Solver
    from engine.cards import parse_cards
    from engine.games.piquet import PRESETS, PiquetState
    from engine.games.piquet import ai as pai

    opts = PRESETS["classic_1900"]
    hands = (parse_cards("AS KS QS JS TS 9S AH KH QH JH TH 9H"), parse_cards("8S 7S 8H 7H AD KD QD JD AC KC QC JC"))
    st = PiquetState.at_play(opts, hands, leader=0, trick_no=1)
    best = pai.open_hand_best(st, 0)
    s = Solver.for_options(opts)
    assert best == s.solve(st.hands[0], st.hands[1]).value and pai.open_hand_best(st, 1) == -best
    obs = st.observation(0)
    ev = deterministic(pai.strong()).evaluate(obs, random.Random(0))
    assert isinstance(ev, Evaluation) and ev.best in obs.legal_actions
    assert set(ev.values) == set(obs.legal_actions)
    h = advise(obs, random.Random(0), player=deterministic(pai.strong()))
    assert h.action in obs.legal_actions


def test_rollout_and_sampler_keep_every_card_somewhere():
    st = _minchiate_play_state(5)
    for seat in range(4):
        w = mai.sample(st.observation(seat), random.Random(seat))
        union = 0
        for m in w.places():
            assert not union & m
            union |= m
        assert union == (1 << 97) - 1
        v = mai.rollout(w, seat, random.Random(0))
        assert isinstance(v, float)


def test_weighted_worlds_follow_the_weight_and_never_pick_an_impossible_one_beside_a_possible():
    """Inference: a world is kept with probability equal to its weight."""
    def sampler(obs, rng):
        return "likely" if rng.random() < 0.5 else "odd"

    def weight(world, obs):
        return 1.0 if world == "likely" else 0.0
    p = SearchPlayer("t", sampler, lambda s, seat, rng: 0.0, budget=None, weight=weight, pool=6)
    rng = random.Random(4)
    drawn = [p.draw(None, rng) for _ in range(400)]
    # six tries find a likely world except with chance 1/64
    assert drawn.count("odd") < 400 * 3 / 64
    blind = SearchPlayer("t", sampler, lambda s, seat, rng: 0.0, budget=None)
    assert [blind.draw(None, rng) for _ in range(400)].count("odd") > 150
