"""Whist's master level and its double-dummy solver (``engine/games/whist/dds.py``).

The solver is the optional ``endplay`` (DDS); the tests that call it are skipped without it, the
others check that the level is then simply not offered.  The mapping of Whist's seats, trump, lead
and partnerships onto DDS's N, E, S, W is checked on an ending worked out by hand and against a
brute-force search through the engine's own rules on endings of real deals."""

from __future__ import annotations

import random
import sys

import pytest

from engine.games.whist import dds
from engine.games.whist import tables as T
from engine.games.whist.actions import Play
from engine.protocol import CHANCE, get_game

needs_dds = pytest.mark.skipif(not dds.available(),
                               reason="the optional double-dummy solver endplay is not installed "
                                      "(pip install 'academie[dds]')")


def _play_state(seed: int, **opts):
    """A real deal of Whist dealt and in its play phase (nothing played yet)."""
    spec = get_game("whist")
    rng = random.Random(seed)
    s = spec.new_state(spec.options(draw_for_partners=False, calling_at_eight=False, **opts), deals=1)
    while s.phase != "play":
        s, _ = s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else s.legal_actions()[0])
    return s


IDX = {str(c): i for i, c in enumerate(T.CARDS)}


def _mask(cards: str) -> int:
    return sum(1 << IDX[c] for c in cards.split())


def _ending(hands: dict[int, str], trump: str, to_move: int, done: tuple[int, int], **opts):
    """A three-card ending built by hand: ``hands`` by seat, 10 tricks already taken (``done`` by
    side, split between the partners), the honours as in these hands."""
    s = _play_state(1, **opts).copy()
    hs = tuple(_mask(hands[q]) for q in range(4))
    for k, v in {"hands": hs, "dealt": hs, "trump": T.SUITS.index(trump), "to_move": to_move,
                 "leader": to_move, "trick": (), "turned_up": True,
                 "tricks_won": (done[0], done[1], 0, 0)}.items():
        object.__setattr__(s, k, v)
    return s


# Trump spades.  The seat to lead (E/W's side) holds three top hearts; South, void in hearts, holds
# the one trump left and two diamonds nobody else can follow.
#   E (leads): ♥A ♥K ♠3    S: ♠4 ♦2 ♦3    W: ♣2 ♣3 ♣4    N: ♥Q ♥J ♥T
# ♥A (or ♥K): South ruffs (or ducks: then E cashes the other heart and South ruffs the next) and
# gets in with ♦, which E ruffs with ♠3 -- E/W take 2 of the 3 tricks either way.  ♠3: South wins
# it with ♠4, the last trump, and runs ♦2 ♦3 -- E/W take none.
HAND_ENDING = {"E": "AH KH 3S", "S": "4S 2D 3D", "W": "2C 3C 4C", "N": "QH JH TH"}


def _seats(step: int) -> dict[str, int]:
    """Compass positions as Whist seats: play passes from seat q to q + step, as N → E → S → W."""
    return {"N": 0, "E": step % 4, "S": 2, "W": (2 + step) % 4}


@needs_dds
@pytest.mark.parametrize("direction", ["clockwise", "counter_clockwise"])
def test_a_hand_built_ending_comes_out_as_worked_out_by_hand(direction):
    step = 1 if direction == "clockwise" else 3
    at = _seats(step)
    s = _ending({at[k]: v for k, v in HAND_ENDING.items()}, "S", at["E"], (5, 5), deal_direction=direction)
    assert s.step == step and s.legal_actions() == [Play(T.CARDS[IDX[c]]) for c in ("AH", "KH", "3S")]
    assert dds.dd_tricks(s) == {IDX["AH"]: 2, IDX["KH"]: 2, IDX["3S"]: 0}
    # as points for E (seat to move), 5 tricks each so far: ♥A ends 7 to 6 ... 1 point and a trick more;
    # ♠3 ends 5 to 8: North-South score 2
    vals = dds.card_values(s, s.legal_actions(), at["E"], random.Random(0))
    assert vals == pytest.approx([1 + 1 / 100, 1 + 1 / 100, -2 - 3 / 100])
    # the same cards under each other trump, by hand: hearts -- E's hearts are sure and South's
    # diamonds are ruffed, so E/W take 2 whatever E leads; diamonds -- South ruffs the heart (or wins
    # ♠4 over ♠3) and his trumps are good: E/W take none; clubs -- West, with only trumps, ruffs ♠4
    # and E's hearts stand: E/W take all 3
    for trump, tricks in (("H", 2), ("D", 0), ("C", 3)):
        st = _ending({at[k]: v for k, v in HAND_ENDING.items()}, trump, at["E"], (5, 5), deal_direction=direction)
        assert dds.dd_tricks(st) == {IDX[c]: tricks for c in ("AH", "KH", "3S")}, trump


def _brute(s, side: int) -> int:
    """The tricks ``side`` takes from here with best play by both sides, through the engine's rules."""
    if s.phase != "play":
        t = s.log[-1]["tricks"]
        return int(t[side])
    me = s.current_player() % 2 == side
    vals = [_brute(s.apply(a)[0], side) for a in s.legal_actions()]
    return max(vals) if me else min(vals)


def _endings(n: int, seed: int, direction: str):
    """Real deals played at random down to their last three tricks, stopped at a random card of the
    eleventh trick."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        s = _play_state(rng.randrange(10 ** 6), deal_direction=direction)
        stop = 40 + rng.randrange(4)
        for _ in range(stop):
            s, _ = s.apply(rng.choice(s.legal_actions()))
        out.append(s)
    return out


@needs_dds
@pytest.mark.parametrize("direction", ["clockwise", "counter_clockwise"])
def test_the_solver_agrees_with_a_search_through_the_engines_rules(direction):
    """On endings of real deals (any trump, any seat to move, in the middle of a trick) every legal
    card's double-dummy tricks equal a full search of the engine's own play."""
    for s in _endings(8, 5, direction):
        who = s.current_player()
        side = who % 2
        before = s.tricks_won[side] + s.tricks_won[side + 2]
        dd = dds.dd_tricks(s)
        for a in s.legal_actions():
            assert dd[T.INDEX[a.card]] == _brute(s.apply(a)[0], side) - before, (str(a), s.trick, who)


@needs_dds
def test_the_master_searches_its_worlds_double_dummy_from_its_observation():
    s = _play_state(3)
    rng = random.Random(3)
    for _ in range(13):                           # into the fourth trick: a quicker solve
        s, _ = s.apply(rng.choice(s.legal_actions()))
    obs = s.observation(s.current_player())
    m = dds.master()
    assert m.name == "whist-master" and m.budget == 3.0
    m.budget, m.max_worlds = None, 6              # a fixed amount of search: a function of obs and seed
    ev = m.evaluate(obs, random.Random(1))
    assert ev.worlds == 6 and ev.best in obs.legal_actions
    assert set(ev.values) == set(obs.legal_actions)
    assert m.evaluate(obs, random.Random(1)).best == ev.best


@needs_dds
def test_the_master_decides_on_its_observation_alone_with_its_real_budget():
    """At points of a real deal, with its 3 s budget under the seeded clock, the master decides
    exactly what it decides in a separate process given nothing but the pickled observations (the
    generic fairness check, which covers the kinds a game lists, for this unlisted level)."""
    import os

    from engine.ai.fairness import isolated_choices, played_decisions

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    f = "engine.games.whist.dds:master"
    here = played_decisions("whist", f, 2, n=2)
    assert len(here) == 2
    there = isolated_choices([(f, [o for o, _a in here], [2 + k for k in range(len(here))])], 0, cwd=root)
    assert [a for _o, a in here] == there[0]


def test_the_master_is_offered_once_listed_and_only_where_the_solver_imports(monkeypatch):
    """Not listed yet (not measured stronger than strong); listed, it is offered exactly where endplay
    imports, as Master."""
    import dataclasses

    from engine.games.whist import MASTER_KIND
    from engine.players import offered_kinds

    spec = get_game("whist")
    assert spec.player_kind("whist-master") is None
    listed = dataclasses.replace(spec, player_kinds=spec.player_kinds + (MASTER_KIND,))
    assert MASTER_KIND.level == "master" and not MASTER_KIND.program
    assert ("whist-master" in [k.name for k in offered_kinds(listed)]) == dds.available()
    monkeypatch.setitem(sys.modules, "endplay.dds", None)        # an import that fails
    assert not dds.available()
    assert [k.name for k in offered_kinds(listed)] == ["random", "whist-beginner", "whist-strong"]
