"""Tresett's computer players: the sampler agrees with every observation (with and without calls,
declarations told but not shown), the open-hand playout plays whole legal deals, and the beginner
follows the book's advice (spec §14)."""

from __future__ import annotations

import random

from engine.cards import card
from engine.games.tresette import TresetteOptions
from engine.games.tresette import tables as T
from engine.games.tresette.actions import Declare, Play
from engine.games.tresette.ai import BeginnerPlayer, advise, play_out, rollout
from engine.games.tresette.sampler import sample
from engine.protocol import CHANCE
from tests.engine.tresette_helpers import state_with


def test_sampled_states_give_the_same_observation_with_and_without_calls():
    rng = random.Random(5)
    from engine.games.tresette import new_state

    for calls in (True, False):
        opts = TresetteOptions(with_calls=calls, continuation=not calls)
        for _ in range(3):
            st = new_state(opts, deals=1)
            while not st.is_over():
                p = st.current_player()
                if p == CHANCE:
                    st, _ = st.apply(st.sample_chance(rng))
                    continue
                for q in range(4):
                    obs = st.observation(q)
                    world = sample(obs, rng)
                    assert world.observation(q) == obs
                st, _ = st.apply(BeginnerPlayer().choose(st.observation(p), rng))


def test_a_told_set_of_three_keeps_the_fourth_card_out_of_the_declarers_hand():
    rng = random.Random(1)
    opts = TresetteOptions(with_calls=False)
    st = state_with({1: ["3S", "3C", "3D", "4C", "5C", "6C", "7C", "JC", "QD", "KD"],
                     0: ["3H", "4D", "5D", "6D", "7D", "JD", "4S", "5S", "6S", "7S"]}, dealer=2, opts=opts)
    st, _ = st.play_text("declare 3")
    obs = st.observation(2)          # seat 2 does not know which Threes seat 1 holds
    where = set()
    for _ in range(40):
        w = sample(obs, rng)
        assert T.count(w.hands[1] & T.RANK_MASK["3"]) == 3
        where.add(next(T.bits(T.RANK_MASK["3"] & ~w.hands[1])))
    assert len(where) > 1
    obs0 = st.observation(0)         # seat 0 holds the Three of hearts: seat 1 holds the other three
    for _ in range(10):
        w = sample(obs0, rng)
        assert (w.hands[1] & T.RANK_MASK["3"]) == T.mask_of(card(c) for c in ("3S", "3C", "3D"))


def test_playout_finishes_the_deal_with_legal_cards():
    rng = random.Random(2)
    for seed in range(5):
        st = state_with({}, dealer=seed % 4, seed=seed)
        tricks: list = []
        play_out(list(st.hands), [], st.to_move, st.step, tricks)
        assert len(tricks) == 10
        assert sum(T.count(m) for _, m in tricks) == 40
        v = rollout(st, 0, rng)
        assert -11 <= v <= 11 or abs(v) >= 33      # points, or a slam


def _obs_after(st, *moves):
    st, _ = st.play_text(*moves)
    return st, st.observation(st.to_move)


def test_beginner_declares_at_once_when_on_lead():
    st = state_with({1: ["3S", "3C", "3D", "4C", "5C", "6C", "7C", "JC", "QD", "KD"]}, dealer=2)
    a, why = advise(st.observation(1))
    assert a == Declare("set", "3") and why == "declare"


def test_beginner_unblocks_under_partners_three_and_answers_an_invitation():
    # seat 1 leads the Three of clubs; seat 3 (his partner) holds the Two: he must play it
    st = state_with({1: ["3C", "AC", "KC", "QC", "4D", "5D", "6D", "7D", "JD", "4S"],
                     0: ["4C", "5S", "6S", "7S", "JS", "QS", "KS", "AS", "2S", "3S"],
                     3: ["2C", "6C", "4H", "5H", "6H", "7H", "JH", "QH", "KH", "AH"]}, dealer=2)
    st, obs = _obs_after(st, "play 3C", "play 4C")
    assert obs.player == 3
    a, why = advise(obs)
    assert a == Play(card("2C")) and why == "unblock"
    # an invitation: seat 1 leads low from a long suit headed by the Two; partner plays his highest
    st2 = state_with({1: ["2D", "KD", "6D", "4D", "5C", "4H", "5H", "6H", "7H", "JC"],
                      0: ["5D", "5S", "6S", "7S", "JS", "QS", "KS", "AS", "2S", "3S"],
                      3: ["3D", "7D", "JD", "2H", "3H", "AH", "KH", "QH", "JH", "6C"]}, dealer=2)
    a, why = advise(st2.observation(1))
    assert why == "invite" and T.STRENGTH[T.INDEX[a.card]] < 7
    st2, obs = _obs_after(st2, str(a), "play 5D")
    a, why = advise(obs)
    assert a == Play(card("3D")) and why == "answer_invite"


def _positions(pred, seeds=range(30)):
    """Positions of beginner-played deals where ``pred(state)`` holds (the seat to move plays)."""
    from engine.games.tresette import new_state

    for k in seeds:
        rng = random.Random(k)
        st = new_state(TresetteOptions(), deals=1)
        beginner = BeginnerPlayer()
        while not st.is_over():
            p = st.current_player()
            if p == CHANCE:
                st, _ = st.apply(st.sample_chance(rng))
                continue
            obs = st.observation(p)
            if obs.phase == "play" and pred(st, obs):
                yield st, obs
            st, _ = st.apply(beginner.choose(obs, rng))


def test_tie_break_feeds_partners_trick_last_to_play_and_keeps_worth_off_the_opponents():
    from engine.games.tresette import ai as A

    def winner(obs, a):
        return T.trick_winner([(q, T.INDEX[c]) for q, c in obs.trick] + [(obs.player, T.INDEX[a.card])])

    fed = kept = 0
    for st, obs in _positions(lambda st, obs: len(obs.trick) == 3 and len(obs.legal_actions) > 1):
        plays = [a for a in obs.legal_actions if isinstance(a, Play)]
        if len(plays) != len(obs.legal_actions):
            continue
        order = A.tiebreak(obs, plays)
        assert sorted(map(str, order)) == sorted(map(str, plays))
        worth = [A.THIRDS[T.INDEX[a.card]] for a in plays]
        ours = [winner(obs, a) % 2 == obs.player % 2 for a in plays]
        if all(ours):
            # whatever it plays the trick is its side's (partner holds it, or every card takes it)
            assert A.THIRDS[T.INDEX[order[0].card]] == max(worth)
            fed += 1
        elif not any(ours):
            # nothing wins the opponents' trick: the card worth least goes
            assert A.THIRDS[T.INDEX[order[0].card]] == min(worth)
            kept += 1
    assert fed and kept
    leads = next(_positions(lambda st, obs: not obs.trick and len(obs.legal_actions) > 1))[1]
    assert A.tiebreak(leads, list(leads.legal_actions)) == []
    assert A.strong_tied().tiebreak is A.tiebreak and A.strong().tiebreak is None
