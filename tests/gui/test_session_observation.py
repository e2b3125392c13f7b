"""The session keeps each seat's observation while the state stays: what it gives is always the
observation of the state of the moment, after a move or a state set again (an undo, a record's)."""

from __future__ import annotations

from engine.protocol import get_game
from gui.session import GameSession


def test_the_kept_observation_follows_every_change_of_state():
    spec = get_game("piquet")
    s = GameSession("piquet", "classic_1900", spec.presets["classic_1900"], ["human", "random"], seed=3)
    s.run_chance()
    first = s.observation()
    assert s.observation() is first and first == s.state.observation(s.human)
    other = s.observation(1 - s.human)
    assert other == s.state.observation(1 - s.human) and other != first
    while not s.human_to_move():
        s.apply(s.observation(s.to_move).legal_actions[0])
        s.run_chance()
    before, mine = s.state, s.observation()
    s.apply(mine.legal_actions[-1])
    assert s.observation() == s.state.observation(s.human) and s.observation() != mine
    s.state = before                # taken back (as undo does), or set from outside (a record's)
    assert s.observation() == mine
    start = s.steps[0].before
    s.state = start
    assert s.observation() == start.observation(s.human) != mine
