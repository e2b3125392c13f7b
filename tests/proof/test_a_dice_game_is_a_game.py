"""THE PROOF that a board game with dice needs no shared file: Trundle, a made-up dice race that
lives only under ``tests/proof/trundle`` (no pack, the dice as chance actions, a perfect-information
observation), goes through the generic engine checks, the soak, the records (``chance: dice 5 3``),
the fairness check and the searching opponent with its hints and review."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.protocol import CHANCE, IllegalAction, get_game, games

ROOT = Path(__file__).resolve().parents[2]
PROOF = Path(__file__).resolve().parent


@pytest.fixture
def trundle():
    from trundle import register_game, unregister_game

    spec = register_game()
    yield spec
    unregister_game()


def _random_game(spec, seed, first=None):
    chance, rng = random.Random(seed), random.Random(seed + 1)
    kw = {} if first is None else {"first_dealer": first}
    st = spec.new_state(spec.options(), **kw)
    moves, events = [], []
    while not st.is_over():
        who = st.current_player()
        a = st.sample_chance(chance) if who == CHANCE else rng.choice(st.legal_actions())
        assert st.parse_action(str(a)) == a
        st, ev = st.apply(a)
        moves.append((who, a))
        events += ev
    return st, moves, events


def test_nothing_outside_tests_names_the_made_up_dice_game():
    for top in ("engine", "gui", "resources", "translations", "packaging", "docs"):
        for p in (ROOT / top).rglob("*"):
            if p.is_file() and p.suffix in (".py", ".md", ".toml", ".txt", ".ts", ".json", ".spec"):
                assert "trundle" not in p.read_text(encoding="utf-8", errors="replace").lower(), p


def test_a_game_without_a_pack_registers_and_plays(trundle):
    assert get_game("trundle").pack == "" and "trundle" in [s.name for s in games()]
    st, moves, events = _random_game(trundle, 3)
    assert {e.kind for e in events} <= set(trundle.event_kinds)
    obs = st.observation(0)
    assert obs.hand == () and obs.stones == st.stones      # the whole position, nothing hidden
    with pytest.raises(IllegalAction) as e:
        trundle.new_state(trundle.options()).apply(st.parse_action("move 0/3"))
    assert e.value.code in trundle.reason_codes


def test_the_dice_are_chance_in_a_record_and_replay(trundle):
    from engine.record import parse_record, record_of, replay, write_record

    st, moves, events = _random_game(trundle, 5, first=1)
    for keep_chance in (True, False):
        rec = record_of(trundle, "plain", trundle.options(), ["random", "random"], 5, moves, keep_chance=keep_chance,
                        first_dealer=1)
        text = write_record(rec)
        assert ("chance: dice " in text) == keep_chance
        again = replay(parse_record(text))
        assert again.state.scores() == st.scores()
        assert [e.to_json() for e in again.events] == [e.to_json() for e in events]


def test_the_soak_takes_it(trundle):
    from engine.soak import one_deal

    for seed in range(5):
        assert one_deal(trundle, trundle.options(), random.Random(seed))["moves"] > 0


def test_its_players_act_on_the_observation_alone(trundle):
    from engine.ai.fairness import choices, isolated_choices

    st, moves, _ = _random_game(trundle, 8)
    state = trundle.new_state(trundle.options())
    obs = []
    for who, a in moves:
        if who != CHANCE and len(state.legal_actions()) > 1:
            obs.append(state.observation(who))
        state, _ = state.apply(a)
    assert obs
    here = choices("trundle.engine:Greedy", obs[:20], 1)
    assert isolated_choices([("trundle.engine:Greedy", obs[:20])], 1, cwd=str(PROOF))[0] == here


def test_hints_and_review_come_from_the_shared_search(trundle):
    from engine.ai.search import advise, review

    from trundle.engine import Dice, Move

    st = trundle.new_state(trundle.options())
    st, _ = st.apply(Dice(6, 5))
    st, _ = st.apply(Move(((0, 6), (0, 5))))      # seat 0 brings a stone home with one stone
    st, _ = st.apply(Dice(3, 4))
    hint = advise(st.observation(1), random.Random(1))
    assert hint.action in st.legal_actions() and hint.reason in ("best", "same", "only")
    start = trundle.new_state(trundle.options())
    _, moves, _ = _random_game(trundle, 11)
    items = review(start, moves[:30], 0, rng=random.Random(2))
    assert all(it.played != it.better and it.cost > 0 for it in items)


def test_undo_never_takes_back_a_throw_of_the_dice(trundle):
    from gui.session import GameSession

    sess = GameSession("trundle", "plain", trundle.options(), ["human", "trundle-greedy"], 4)
    sess.run_chance()
    assert sess.to_move == 0
    sess.apply(sess.observation(0).legal_actions[0])
    assert sess.to_move == CHANCE
    sess.run_chance()                               # the other seat's dice are seen
    assert sess.undo_status() == (False, "revealed")
