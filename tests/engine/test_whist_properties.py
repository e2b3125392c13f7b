"""Whist properties over random deals: cards conserved, a legal action always there, every
session ends, scores agree with the events, observations leak nothing, the sampler's
contract holds, records round-trip."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Card, card, parse_cards
from engine.games.whist import SPEC, Deal, WhistState, pack_for_hands
from engine.games.whist import tables as T
from engine.games.whist.ai import BeginnerPlayer
from engine.games.whist.sampler import sample
from engine.match import play_out
from engine.players import RandomPlayer
from engine.protocol import CHANCE, TERMINAL, IllegalAction
from engine.record import parse_record, record_of, replay, write_record

OPTION_SETS = st.fixed_dictionaries({
    "honours_count": st.booleans(), "honours_not_at_nine": st.booleans(), "calling_at_eight": st.booleans(),
    "lurch_double": st.booleans(), "rubber": st.sampled_from(["none", "best_of_3"]), "games": st.sampled_from([1, 2]),
    "cut_ace_low": st.booleans(), "deal_direction": st.sampled_from(["clockwise", "counter_clockwise"]),
    "draw_for_partners": st.booleans(),
})


def check_conservation(s: WhistState) -> None:
    if s.phase not in ("call", "play"):
        return
    union = 0
    for m in s.places():
        assert union & m == 0, "a card is in two places"
        union |= m
    assert union == T.ALL, "a card went missing"
    for q in range(4):
        assert T.count(s.hands[q]) == 13 - len(s.tricks) - (1 if any(p == q for p, _ in s.trick) else 0)


def _cards_in(obj, out: set) -> set:
    if isinstance(obj, Card):
        out.add(obj)
    elif isinstance(obj, (tuple, list)):
        for x in obj:
            _cards_in(x, out)
    elif isinstance(obj, dict):
        for x in obj.values():
            _cards_in(x, out)
    return out


def check_no_leak(s: WhistState, rng: random.Random) -> None:
    """A seat's observation shows no card of another hand except the turned trump while it
    lies face up, and does not change when the hidden cards are dealt anew."""
    for p in range(4):
        obs = s.observation(p)
        shown = set()
        for name in obs.__dataclass_fields__:
            if name in ("hand", "legal_actions", "history", "seen", "trump_card", "draw"):
                continue
            _cards_in(getattr(obs, name), shown)
        for q in range(4):
            if q == p:
                continue
            hidden = s.hands[q]
            if s.turned >= 0 and q == s.dealer:
                hidden &= ~(1 << s.turned)
            assert T.mask_of(shown) & hidden == 0, f"seat {p} sees seat {q}'s cards"
        other = sample(obs, rng)       # the hidden cards placed anew
        assert other.observation(p) == obs


def check_sampler(s: WhistState, rng: random.Random) -> None:
    for p in range(4):
        obs = s.observation(p)
        w = sample(obs, rng)
        assert w.observation(p) == obs
        check_conservation(w)
        voids = w.voids()
        for q in range(4):
            for su in range(4):
                if voids[q] >> su & 1:
                    assert not w.hands[q] & T.SUIT_MASK[su], "a sampled hand holds a suit its seat showed void"
        if s.turned >= 0 and not any(c == s.turned for pl in w.played_by() for c in T.bits(pl)):
            assert w.hands[w.dealer] >> s.turned & 1, "the turned card left the dealer's hand"
        for seat, won in s.calls:
            if not won:
                assert T.honours_in(w.dealt[seat], w.trump) == 2
                assert T.honours_in(w.dealt[(seat + 2) % 4], w.trump) == 0


def run_session(seed: int, overrides: dict, deals: int | None = 3, check_obs: bool = True,
                players=None) -> WhistState:
    rng = random.Random(seed)
    s = SPEC.new_state(SPEC.options(**overrides), deals=deals)
    stakes = [0, 0]
    for step in range(20000):
        who = s.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            action = s.sample_chance(rng)
        else:
            legal = s.legal_actions()
            assert legal, "the player to move has no legal action"
            obs = s.observation(who)
            assert list(obs.legal_actions) == legal
            action = players[who].choose(obs, rng) if players else rng.choice(legal)
        s, events = s.apply(action)
        for e in events:
            if e.kind == "game_won":
                stakes[e.data["side"]] += e.data["value"]
            if e.kind == "deal_end":
                d = e.data
                pts = list(d["before"])
                for side, _reason, p in d["items"]:
                    pts[side] += p
                assert pts == d["after"], "the marks disagree with the score"
                assert max(d["after"]) <= 10
                if not d["called"]:
                    assert sum(d["tricks"]) == 13
        assert tuple(stakes) == s.side_stakes, "stakes disagree with the events"
        check_conservation(s)
        if check_obs and s.phase in ("call", "play") and step % 5 == 0:
            check_no_leak(s, rng)
    else:
        raise AssertionError("the session did not end")
    assert s.is_over()
    assert sum(s.scores()) == 0
    return s


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), overrides=OPTION_SETS)
def test_random_sessions_with_observation_checks(seed, overrides):
    run_session(seed, overrides, deals=2)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31), overrides=OPTION_SETS)
def test_whole_sessions_end(seed, overrides):
    s = run_session(seed, overrides, deals=None, check_obs=False)
    o = SPEC.options(**overrides)
    if o.rubber == "best_of_3":
        assert max(s.games_won) == 2
    else:
        assert sum(s.games_won) == o.games


def test_beginners_play_legal_whole_games():
    for seed in range(3):
        run_session(seed, {}, deals=None, check_obs=False, players=[BeginnerPlayer()] * 4)


def _positions(seed: int, points=(0, 0), deals=1):
    """Every position of a random deal (the side scores preset, so calls at eight happen)."""
    rng = random.Random(seed)
    s = SPEC.new_state(SPEC.options(draw_for_partners=False), deals=deals)
    s.points = points
    while not s.is_over():
        yield s
        s, _ = s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    yield s


@pytest.mark.parametrize("seed", range(24))
def test_sampler_contract_on_random_positions(seed):
    rng = random.Random(1000 + seed)
    points = [(0, 0), (8, 3), (8, 8), (9, 8)][seed % 4]
    for i, s in enumerate(_positions(seed, points)):
        if i % 3 == 0 or s.phase == "call":
            check_sampler(s, rng)


def test_sampler_honours_a_failed_call():
    from engine.games.whist.actions import Call, Pass
    hands = ["AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
             "QS 3S 4S 5S 6S 7S 2D 3D 4D 5D 6D 7D 8D",
             "2S 8S 9S TS KH AH 9D TD JD QD KD AD 2C",
             "JS 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"]
    s = WhistState(SPEC.options(draw_for_partners=False))
    s.dealer, s.points = 3, (8, 8)
    s, _ = s.apply(Deal(pack_for_hands([parse_cards(h) for h in hands], 3, turned=card("JS"))))
    s, _ = s.apply(Call())
    rng = random.Random(2)
    for _ in range(200):
        w = sample(s.observation(1), rng)
        assert T.honours_in(w.hands[0], w.trump) == 2 and T.honours_in(w.hands[2], w.trump) == 0
        assert w.hands[3] >> T.INDEX[card("JS")] & 1
        assert w.observation(1) == s.observation(1)
    for _ in range(3):
        s, _ = s.apply(Pass())
    check_sampler(s, rng)


def test_sampled_states_play_on_to_the_end():
    rng = random.Random(4)
    for i, s in enumerate(_positions(7)):
        if s.phase != "play" or i % 4:
            continue
        w = sample(s.observation(s.to_move), rng)
        while w.phase == "play":
            w, _ = w.apply(rng.choice(w.legal_actions()))
        assert w.log and sum(w.log[-1]["tricks"]) == 13


def test_illegal_actions_use_known_reason_codes():
    from engine.games.whist import REASON_CODES
    rng = random.Random(3)
    s = SPEC.new_state(SPEC.options(), deals=1)
    codes = set()
    while not s.is_over():
        if s.current_player() == CHANCE:
            for bad in ("play 2C", "call"):
                try:
                    s.apply(s.parse_action(bad))
                except IllegalAction as e:
                    codes.add(e.code)
            s, _ = s.apply(s.sample_chance(rng))
            continue
        for c in T.CARDS:
            try:
                s.check(s.parse_action(f"play {c.code}"))
            except IllegalAction as e:
                codes.add(e.code)
        s, _ = s.apply(rng.choice(s.legal_actions()))
    for bad in ("play 2C", "draw AS", "nonsense", "play ZZ"):
        try:
            s.apply(s.parse_action(bad))
        except IllegalAction as e:
            codes.add(e.code)
    assert codes <= set(REASON_CODES)
    assert {"wrong_phase", "card_not_in_hand", "must_follow_suit", "game_over", "malformed_action"} <= codes


def test_spec_metadata():
    assert SPEC.players == 4 and SPEC.pack == "whist52" and SPEC.partnerships.value == "fixed"
    assert SPEC.side_seats(SPEC.options()) == ((0, 2), (1, 3))
    assert SPEC.player_kind("whist-beginner").make().name == "whist-beginner"
    # every event kind the engine emits is declared
    kinds = set()
    for seed in range(4):
        rng = random.Random(seed)
        s = SPEC.new_state(SPEC.options("rubber"))
        s.points = (8, 8)
        while not s.is_over():
            s, ev = s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
            kinds |= {e.kind for e in ev}
            assert s.phase in SPEC.phases
    assert kinds <= set(SPEC.event_kinds)
    assert {"play", "trick", "deal_end", "game_won", "trump_turned"} <= kinds


@pytest.mark.parametrize("keep_chance", [True, False])
def test_records_round_trip(keep_chance):
    for preset, seed in (("hamburg_1782", 5), ("rubber", 6)):
        opts = SPEC.options(preset)
        played = play_out(SPEC.new_state(opts, deals=3), [RandomPlayer()] * 4, random.Random(seed))
        rec = record_of(SPEC, preset, opts, ["random"] * 4, seed, played.moves, keep_chance=keep_chance, deals=3)
        text = write_record(rec)
        again = parse_record(text)
        assert write_record(again) == text
        rp = replay(again)
        assert rp.state.result() == played.state.result()
        assert rp.state.is_over()


@pytest.mark.parametrize("game,players", [("whist", "whist-beginner,random,whist-beginner,random"),
                                          ("boston", "boston-beginner,random,boston-beginner,random")])
def test_headless_play_with_the_beginners_prints_json(game, players, capsys, tmp_path):
    import json

    from engine.cli import play_main
    rec = tmp_path / "game.txt"
    assert play_main([game, "--players", players, "--seed", "5", "--deals", "3", "--json", "--record", str(rec)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == game and 1 <= out["deals_played"] <= 3
    assert replay(parse_record(rec.read_text(encoding="utf-8"))).state.is_over()
