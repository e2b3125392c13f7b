"""Properties of random legal Minchiate deals (hundreds here; more with ``academie bench ai --game minchiate --own --soak``)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Card
from engine.games.minchiate import REASON_CODES, scoring as S
from engine.games.minchiate.game import ALL, MinchiateState
from engine.protocol import CHANCE, TERMINAL, IllegalAction, get_game

SPEC = get_game("minchiate")


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


def check_conservation(state: MinchiateState) -> None:
    if not state.hands[0] and not state.piles[0] and not state.piles[1]:
        return  # between deals
    union = 0
    for m in state.places():
        assert union & m == 0, "a card is in two places"
        union |= m
    assert union == ALL, "a card went missing"


def check_observations(state: MinchiateState) -> None:
    dealer = state.dealer
    for p in range(4):
        obs = state.observation(p)
        assert S.mask_of(obs.hand) == state.hands[p]
        seen = set()
        for name in obs.__dataclass_fields__:
            # ``seen`` and ``cutter_seen`` name cards this seat once saw that may since have gone
            # into another hand (what it saw, it knows); they are checked below against that
            if name in ("hand", "legal_actions", "options", "cutter_seen", "history", "seen"):
                continue
            _cards_in(getattr(obs, name), seen)
        seen_mask = S.mask_of(seen)
        for q in range(4):
            if q != p:
                hidden = state.hands[q] & ~state.known[q]
                assert seen_mask & hidden == 0, f"seat {p} sees hidden cards of seat {q}"
        if state.side[p] != state.side[dealer]:
            assert seen_mask & state.folla & ~state.folla_known == 0, "folla trumps shown to the dealer's opponents"
        if obs.legal_actions:
            assert state.current_player() == p
        assert set(obs.hand) <= set(obs.seen) and seen <= set(obs.seen) | set(obs.cutter_seen), \
            "seen must hold every card the observation shows"


def run_game(seed: int, overrides: dict, deals: int = 1, check_obs: bool = True) -> MinchiateState:
    rng = random.Random(seed)
    state = SPEC.new_state(SPEC.options(**overrides), deals=deals)
    expected = [0, 0, 0, 0]
    for step in range(5000 * deals):
        who = state.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            action = state.sample_chance(rng)
        else:
            legal = state.legal_actions()
            assert legal, "the player to move has no legal action"
            action = rng.choice(legal)
        state, events = state.apply(action)
        for e in events:
            if e.kind == "resto":
                for q in range(4):
                    expected[q] += 1 if state.side[q] == e.data["side"] else -1
            if e.kind == "deal_end":
                d = e.data
                if d["winner_side"] is not None:
                    for q in range(4):
                        expected[q] += d["resti"] if q in d["sides"][d["winner_side"]] else -d["resti"]
                for a in d["accounts"]:
                    assert a["total"] == (a["card_points"] + sum(v[2] for v in a["versicole"]) + a["ultima"]
                                          + a["counting"] + a["marked"])
                    assert a["cards_in_tricks"] % 4 == 0
                assert sum(a["cards_in_tricks"] for a in d["accounts"]) == 84
                assert d["difference"] == abs(d["totals"][0] - d["totals"][1])
        assert state.scores() == expected, "scores disagree with the events"
        check_conservation(state)
        if check_obs and state.phase in ("discard", "play", "give") and (step % 3 == 0 or state.trick_no < 2):
            check_observations(state)
    else:
        raise AssertionError("the game did not end")
    assert state.is_over()
    assert sum(state.scores()) == 0
    return state


OPTION_SETS = st.fixed_dictionaries({
    "rob_partial": st.booleans(), "mark_dealer_face_up": st.booleans(),
    "discard_counting": st.sampled_from(["forbidden", "allowed"]), "king_rule": st.booleans(),
    "matto_lead": st.booleans(), "resto_during_play": st.booleans(),
    "all_tricks_doubling": st.sampled_from(["points", "resti", "off"]), "senza_cancellation": st.booleans(),
})


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), overrides=OPTION_SETS)
def test_random_deals_with_observation_checks(seed, overrides):
    run_game(seed, overrides, deals=1, check_obs=True)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**31), overrides=OPTION_SETS)
def test_random_deals_conserve_cards_and_scores(seed, overrides):
    run_game(seed, overrides, deals=1, check_obs=False)


def test_a_whole_partita_rotates_deal_and_partners():
    rng = random.Random(7)
    state = SPEC.new_state(SPEC.options())
    while not state.is_over():
        state, _ = state.apply(state.sample_chance(rng) if state.current_player() == CHANCE
                               else rng.choice(state.legal_actions()))
    log = state.result()["deals"]
    assert len(log) == 12
    first = log[0]["order"][0]
    partners = set()
    for i, d in enumerate(log):
        assert d["dealer"] == d["order"][i % 4]
        assert d["order"][0] == first
        partners.add(d["order"][2])
    assert len(partners) == 3, "the first dealer partners each other player once"
    # each seat's standing is its own Resti: received for a win, paid for a loss
    for seat, r in enumerate(state.resti):
        st = state.standing(seat)
        assert st.points_for - st.points_against == r
        assert st.result == ("won" if r > 0 else "lost" if r < 0 else "drawn")


def test_illegal_actions_give_known_reason_codes():
    rng = random.Random(3)
    state = SPEC.new_state(SPEC.options(seat_draw=False), deals=1)
    codes = set()
    while not state.is_over():
        if state.current_player() == CHANCE:
            state, _ = state.apply(state.sample_chance(rng))
            continue
        legal = set(map(str, state.legal_actions()))
        if state.phase in ("play", "discard"):
            for c in S.CARDS:
                text = f"{state.phase} {c.code}"
                if text not in legal:
                    try:
                        state.apply(state.parse_action(text))
                    except IllegalAction as e:
                        codes.add(e.code)
                    else:
                        raise AssertionError(f"{text} was accepted but is not listed as legal")
        state, _ = state.apply(rng.choice(state.legal_actions()))
    assert codes and codes <= set(REASON_CODES)
    assert "card_not_in_hand" in codes and "must_follow_suit" in codes


def test_the_end_of_the_game_shows_nothing_new():
    """After the last deal nobody deals again: the dealer and cutter stay those of the last
    deal, so the folla's trumps are not shown to the other side (issue 20)."""
    spec = get_game("minchiate")
    st = spec.new_state(spec.presets[spec.default_preset], deals=1)
    rng = random.Random(3)
    before = None
    while st.current_player() != TERMINAL:
        who = st.current_player()
        a = st.sample_chance(rng) if who == CHANCE else rng.choice(st.legal_actions())
        before = st
        st = st.apply(a)[0]
    for p in range(4):
        o, b = st.observation(p), before.observation(p)
        assert (o.dealer, o.cutter) == (b.dealer, b.cutter)
        assert set(o.folla_cards) == set(b.folla_cards) and set(o.seen) >= set(b.seen)
        assert set(o.seen) - set(b.seen) <= {c for _, cs, _w in o.tricks for _, c in cs}
