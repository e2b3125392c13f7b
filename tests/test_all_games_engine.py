"""The engine protocol, checked from outside for every registered game, preset and seat-changing
option (after OpenSpiel's generic game tests).  A game is covered the moment it registers.

For each case a few random legal play-outs of a few deals check:

* the player to move has a legal action, every legal action applies, and ``apply`` never changes
  the state it was called on (a deep snapshot before and after);
* only the seat to move finds legal actions in its observation, and they are the state's;
* the base observation fields are consistent (hand within seen, hand sizes, trick seats, dealer);
* an action that is not legal is refused with an :class:`IllegalAction` whose code the game
  declares, every phase seen and every event kind emitted are declared too;
* a record written, parsed and replayed gives the same scores and events;
* ``new_state(first_dealer=p)`` starts with seat ``p`` dealing.
"""

from __future__ import annotations

import dataclasses
import pickle
import random
from typing import Any

import pytest

from engine.match import play_out
from engine.players import RandomPlayer, make_player, offered_kinds
from engine.protocol import CHANCE, LEVELS, TERMINAL, GameSpec, GameState, IllegalAction, Observation, games
from engine.record import parse_record, record_of, replay, write_record

DEALS = 2           # deals per play-out: enough to cross a deal's end, few enough to stay quick
MAX_STEPS = 5000


def _cases() -> list[Any]:
    """(game, preset, overrides) for every preset of every game, and the default preset with each
    option value that changes the number of seats (Königspiquet for four)."""
    out = []
    for spec in games():
        for preset in spec.presets:
            out.append(pytest.param(spec.name, preset, {}, id=f"{spec.name}-{preset}"))
        base = spec.options()
        for f in dataclasses.fields(base):
            for v in f.metadata.get("choices", ()):
                o = dataclasses.replace(base, **{f.name: v})
                if spec.seat_count(o) != spec.seat_count(base):
                    out.append(pytest.param(spec.name, spec.default_preset, {f.name: v},
                                            id=f"{spec.name}-{f.name}={v}"))
    return out


CASES = _cases()
GAMES = [pytest.param(s.name, id=s.name) for s in games()]


def _spec(name: str) -> GameSpec:
    return next(s for s in games() if s.name == name)


def _check_observation(spec: GameSpec, state: GameState, obs: Observation, p: int, n: int) -> None:
    who = state.current_player()
    assert obs.player == p and obs.game == spec.name
    assert obs.seats == n, f"{spec.name}: seats {obs.seats}, expected {n}"
    assert obs.to_move == who
    assert obs.phase in spec.phases, f"{spec.name}: phase {obs.phase!r} is not declared"
    if who == p:
        assert obs.legal_actions and tuple(obs.legal_actions) == tuple(state.legal_actions())
        assert tuple(obs.side_actions) == tuple(state.side_actions())
    else:
        assert obs.legal_actions == (), f"{spec.name}: seat {p} has legal actions while {who} is to move"
        assert obs.side_actions == (), f"{spec.name}: seat {p} has side actions while {who} is to move"
    assert set(obs.hand) <= set(obs.seen), f"{spec.name}: a card in hand is not in seen"
    assert len(set(obs.seen)) == len(obs.seen)
    if obs.hand_sizes:
        assert len(obs.hand_sizes) == n and len(obs.hand) == obs.hand_sizes[p]
    if obs.tricks_taken:
        assert len(obs.tricks_taken) == n
    for s, card in obs.trick:
        assert 0 <= s < n
        assert card in obs.seen, f"{spec.name}: a card on the table is not in seen"
    assert len({s for s, _ in obs.trick}) == len(obs.trick)
    if obs.trick:
        assert obs.trick_leader == obs.trick[0][0]
    assert obs.trick_leader is None or 0 <= obs.trick_leader < n
    assert obs.dealer is None or 0 <= obs.dealer < n


def _illegal_probe(spec: GameSpec, state: GameState, legal: list, pool: list, rng: random.Random) -> None:
    """An action seen elsewhere but not legal here is refused with a declared code."""
    others = [a for a in pool if a not in legal]
    if not others:
        return
    bad = rng.choice(others)
    with pytest.raises(IllegalAction) as exc:
        state.apply(bad)
    assert exc.value.code in spec.reason_codes, f"{spec.name}: undeclared refusal code {exc.value.code!r}"


def _play(spec: GameSpec, opts: Any, seed: int, first_dealer: int | None = None) -> tuple[GameState, list, list]:
    chance = random.Random(seed)        # chance alone, so a record giving only the seed replays
    rng = random.Random(seed + 1000)    # the players' choices and the probes
    n = spec.seat_count(opts)
    kwargs: dict[str, Any] = {"deals": DEALS}
    if first_dealer is not None:
        kwargs["first_dealer"] = first_dealer
    state = spec.new_state(opts, **kwargs)
    moves: list = []
    events: list = []
    pool: list = []
    for step in range(MAX_STEPS):
        who = state.current_player()
        if who == TERMINAL:
            break
        if step % 3 == 0 or who != CHANCE:
            for p in range(n):
                _check_observation(spec, state, state.observation(p), p, n)
        if who == CHANCE:
            action = state.sample_chance(chance)
        else:
            legal = state.legal_actions()
            assert legal, f"{spec.name}: seat {who} to move without a legal action"
            before = pickle.dumps(state)
            tried = legal if len(legal) <= 12 else rng.sample(legal, 12)
            for a in tried:
                assert state.parse_action(str(a)) == a, f"{spec.name}: {a} does not read back"
                state.apply(a)
            if step % 4 == 0:
                _illegal_probe(spec, state, legal, pool, rng)
            assert pickle.dumps(state) == before, f"{spec.name}: apply changed the state it was called on"
            pool = (pool + legal)[-60:]
            action = rng.choice(legal)
            side = state.side_actions()       # claim, concede, leave out: read back, apply, now and then taken
            for a in side:
                assert a not in legal and state.parse_action(str(a)) == a, f"{spec.name}: {a} does not read back"
                state.apply(a)
            if side and rng.random() < 0.05:
                action = rng.choice(side)
        state, evs = state.apply(action)
        moves.append((who, action))
        events.extend(evs)
    else:
        raise AssertionError(f"{spec.name}: not over after {MAX_STEPS} steps")
    assert state.legal_actions() == []
    for e in events:
        assert e.kind in spec.event_kinds, f"{spec.name}: undeclared event kind {e.kind!r}"
    assert len(state.scores()) == n
    return state, moves, events


@pytest.mark.parametrize("game,preset,overrides", CASES)
def test_random_play_outs_keep_the_protocol(game, preset, overrides):
    spec = _spec(game)
    opts = spec.options(preset, **overrides)
    for seed in (1, 2):
        state, moves, events = _play(spec, opts, seed)
        # the record round trip: written, read and replayed, the same game
        n = spec.seat_count(opts)
        for keep_chance in (True, False):
            rec = record_of(spec, preset, opts, ["random"] * n, seed, moves, deals=DEALS, keep_chance=keep_chance)
            rp = replay(parse_record(write_record(rec)))
            assert rp.spec.name == spec.name and rp.state.is_over()
            assert rp.state.scores() == state.scores()
            assert [e.to_json() for e in rp.events] == [e.to_json() for e in events]


@pytest.mark.parametrize("game", GAMES)
def test_declared_metadata(game):
    spec = _spec(game)
    lo, hi = spec.seat_range
    assert 1 <= lo <= spec.players <= hi
    assert spec.default_preset in spec.presets
    for o in spec.presets.values():
        assert lo <= spec.seat_count(o) <= hi
        for side in spec.side_seats(o):
            assert all(0 <= s < spec.seat_count(o) for s in side)
    assert spec.phases and spec.reason_codes and spec.event_kinds
    assert len(set(spec.phases)) == len(spec.phases)
    names = [k.name for k in offered_kinds(spec)]
    assert names[0] == "random" and len(set(names)) == len(names)
    for k in spec.player_kinds:
        assert k.level in LEVELS
    assert spec.family


@pytest.mark.parametrize("game", GAMES)
def test_first_dealer_starts_without_the_cut(game):
    spec = _spec(game)
    opts = spec.options()
    n = spec.seat_count(opts)
    for p in range(n):
        state = spec.new_state(opts, deals=1, first_dealer=p)
        assert all(state.observation(q).dealer == p for q in range(n)), f"{spec.name}: seat {p} does not deal"
    state, moves, _ = _play(spec, opts, 5, first_dealer=n - 1)
    rec = record_of(spec, spec.default_preset, opts, ["random"] * n, 5, moves, deals=DEALS, first_dealer=n - 1)
    rp = replay(parse_record(write_record(rec)))
    assert rp.state.is_over() and rp.state.scores() == state.scores()
    with pytest.raises(ValueError):
        spec.new_state(opts, first_dealer=n)


@pytest.mark.parametrize("game", GAMES)
def test_every_offered_player_plays_a_deal(game):
    """Each declared computer player (below the searching levels) plays a deal through observations."""
    spec = _spec(game)
    opts = spec.options()
    n = spec.seat_count(opts)
    for kind in offered_kinds(spec):
        if kind.level in ("intermediate", "strong", "master") and kind.name not in ("minchiate-partner",):
            continue
        players = [make_player(kind.name, spec.name) if p % 2 == 0 else RandomPlayer() for p in range(n)]
        played = play_out(spec.new_state(opts, deals=1), players, random.Random(3))
        assert played.state.is_over()
    other = next((k.name for s in games() if s.name != spec.name for k in s.player_kinds
                  if spec.player_kind(k.name) is None), None)
    if other is not None:
        with pytest.raises(ValueError, match="does not offer"):
            make_player(other, spec.name)


@pytest.mark.parametrize("game", sorted(s.name for s in games()))
def test_a_card_of_another_pack_is_refused_with_a_reason(game):
    """A well-formed card code that is not in this game's pack (``play Kc``, ``play KC``,
    ``play XXI``) is refused with a declared reason, never a KeyError."""
    spec = _spec(game)
    opts = spec.presets[spec.default_preset]
    for seed in range(20):              # a random deal that comes to the play of the cards
        rng = random.Random(seed)
        state = spec.new_state(opts, deals=1)
        while state.phase != "play" and not state.is_over():
            who = state.current_player()
            state, _ = state.apply(state.sample_chance(rng) if who == CHANCE else rng.choice(state.legal_actions()))
        if state.phase == "play":
            break
    assert state.phase == "play", f"{game}: no random deal came to the play"
    for text in ("play Kc", "play 9c", "play KC", "play AS", "play XXI", "play 1X", "play Z"):
        try:
            action = state.parse_action(text)
        except IllegalAction as e:
            assert e.code in spec.reason_codes
            continue
        if action in state.legal_actions():
            continue
        with pytest.raises(IllegalAction) as exc:
            state.apply(action)
        assert exc.value.code in spec.reason_codes, f"{game}: {text} refused as {exc.value.code!r}"
