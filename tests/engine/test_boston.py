"""Boston: every test vector of ``shared/rules/boston.md`` §12 (named after its id), the
rules of the bidding, the pot and the Bêtes, and properties over random sessions
(cards conserved, a legal action always there, sessions end, money conserved and
agreeing with the events, observations leak nothing, the sampler's contract, records)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Card, parse_cards
from engine.games.boston import CONTRACTS, SPEC, BostonState
from engine.games.boston import scoring as SC
from engine.games.boston.actions import Bid, Deal, Pass, Play, Support, Trump
from engine.games.boston.ai import BeginnerPlayer, misere_hand
from engine.games.boston.sampler import sample
from engine.games.whist import tables as T
from engine.match import play_out
from engine.players import RandomPlayer
from engine.protocol import CHANCE, TERMINAL, IllegalAction
from engine.record import parse_record, record_of, replay, write_record


def deal_order(hands: list[str], dealer: int = 3) -> tuple:
    hs = [parse_cards(h) for h in hands]
    return tuple(hs[(dealer + 1 + k) % 4][k // 4] for k in range(52))


HANDS = [
    "AS KS QS JS TS 9S AH KH 2D 3D 2C 3C 4C",
    "8S 7S 6S QH JH TH 9H 4D 5D 6D 5C 6C 7C",
    "5S 4S 3S 2S 8H 7H 6H 7D 8D 9D 8C 9C TC",
    "5H 4H 3H 2H TD JD QD KD AD JC QC KC AC",
]


def dealt(hands=HANDS, dealer=3, **opts) -> BostonState:
    s = BostonState(SPEC.options(**opts), deals=4)
    s.dealer = dealer
    s2, _ = s.apply(Deal(deal_order(hands, dealer)))
    return s2


# ======================================================================= the vectors of §12
def test_bos_targets():
    assert {c: SC.target(c) for c in CONTRACTS} == {
        "small_boston": 5, "great_boston": 6, "small_independence": 7, "great_independence": 9, "misere": 0}
    assert SC.target("great_independence", great_independence_tricks=8) == 8


def test_bos_payment_win():
    r = SC.settle("great_boston", 7, 3, declarer=0, opponents=(1, 2, 3))
    assert r.made and r.pot_taken == 3 and r.bete == 0
    assert sorted(r.payments) == [(1, 0, 2), (2, 0, 2), (3, 0, 2)]


def test_bos_payment_loss():
    r = SC.settle("small_independence", 6, 4, declarer=0, opponents=(1, 2, 3))
    assert not r.made and r.bete == 4 and r.pot_taken == 0
    assert sorted(r.payments) == [(0, 1, 3), (0, 2, 3), (0, 3, 3)]


def test_bos_misere_order():
    s = dealt()
    s, _ = s.apply(Bid("small_boston"))
    s, _ = s.apply(Bid("great_independence"))
    s, ev = s.apply(Bid("misere"))
    assert s.contract == "misere" and s.declarer == 2     # nobody can outbid Misère: bidding ends
    assert s.phase == "play" and s.trump == -1            # Misère is played without trumps


# ======================================================================= the deal, pot and bidding
def test_dealer_stakes_and_nothing_is_turned():
    s = dealt()
    assert s.pot == 1 and s.balances[3] == -1
    assert [T.mask_of(parse_cards(h)) for h in HANDS] == list(s.hands)
    assert s.phase == "bid" and s.to_move == 0
    assert all(s.observation(p).trick == () for p in range(4))


def test_bids_must_outbid():
    s = dealt()
    s, _ = s.apply(Bid("great_boston"))
    assert [str(a) for a in s.legal_actions()] == [
        "bid small_independence", "bid great_independence", "bid misere", "pass"]
    with pytest.raises(IllegalAction) as e:
        s.apply(Bid("small_boston"))
    assert e.value.code == "bid_too_low"


def test_single_round_then_the_declarer_names_trumps():
    s = dealt()
    s, _ = s.apply(Bid("small_boston"))
    s, _ = s.apply(Pass())
    s, _ = s.apply(Pass())
    s, ev = s.apply(Pass())
    assert s.phase == "trump" and s.declarer == 0 and s.contract == "small_boston"
    s, ev = s.apply(Trump("S"))
    assert s.phase == "play" and s.to_move == 0 and s.trump == T.SUITS.index("S")


def test_multi_round_bidding_until_the_others_pass():
    s = dealt(bidding_rounds="multi")
    s, _ = s.apply(Bid("small_boston"))     # 0
    s, _ = s.apply(Pass())                  # 1 out
    s, _ = s.apply(Bid("great_boston"))     # 2
    s, _ = s.apply(Pass())                  # 3 out
    assert s.phase == "bid" and s.to_move == 0          # 0 may bid again
    s, _ = s.apply(Bid("small_independence"))
    assert s.to_move == 2
    s, _ = s.apply(Pass())
    assert s.phase == "trump" and s.declarer == 0 and s.contract == "small_independence"


def test_all_pass_redeal_pot_grows():
    s = dealt()
    for _ in range(4):
        s, ev = s.apply(Pass())
    assert "all_pass" in [e.kind for e in ev]
    assert s.phase == "deal" and s.dealer == 0 and s.pot == 1
    s, _ = s.apply(s.sample_chance(random.Random(1)))
    assert s.pot == 2 and s.balances[0] == -1 and s.balances[3] == -1


def test_all_pass_play_forced():
    s = dealt(all_pass="play_forced")
    for _ in range(4):
        s, _ = s.apply(Pass())
    assert s.phase == "trump" and s.declarer == 0 and s.contract == "small_boston"


def test_misere_with_trumps_named_when_agreed():
    s = dealt(misere_trumps="declarer_names")
    s, _ = s.apply(Bid("misere"))
    assert s.phase == "trump"


def _play_out(s, rng=None):
    rng = rng or random.Random(0)
    evs = []
    n = s.deal_no
    while s.deal_no == n and not s.is_over():
        s, e = s.apply(rng.choice(s.legal_actions()))
        evs += e
    return s, evs


def test_misere_lost_at_the_first_trick_taken_and_bete_made():
    s = dealt()
    s, _ = s.apply(Bid("misere"))        # seat 0 holds the top spades: he will take a trick
    assert s.phase == "play"
    s, ev = s.apply(Play(parse_cards("AS")[0]))
    for c in ("8S", "5S", "AC"):
        s, ev = s.apply(Play(parse_cards(c)[0]))
    kinds = [e.kind for e in ev]
    assert "misere_lost" in kinds and "bete_made" in kinds
    assert s.betes == ((0, Fraction(1)),)
    assert s.balances[0] == -24 and s.balances[1] == s.balances[2] == 8 and s.balances[3] == 8 - 1
    assert s.money() == 0


def test_a_made_contract_takes_the_pot_and_the_largest_bete_is_staked_next():
    s = BostonState(SPEC.options(), deals=8)
    s.betes = ((1, Fraction(2)), (2, Fraction(5)))
    s.betes = tuple(sorted(s.betes, key=lambda b: -b[1]))
    s.balances = (Fraction(0), Fraction(0), Fraction(0), Fraction(0))
    s.dealer = 3
    s, ev = s.apply(Deal(deal_order(HANDS)))
    assert s.pot_bete == (2, Fraction(5)) and s.pot == 6 and s.betes == ((1, Fraction(2)),)
    s, _ = s.apply(Bid("small_boston"))     # seat 0: six top spades, AH KH -- he makes it
    for _ in range(3):
        s, _ = s.apply(Pass())
    s, _ = s.apply(Trump("S"))
    player = BeginnerPlayer()
    rng = random.Random(0)
    evs = []
    while s.phase == "play":
        s, e = s.apply(player.choose(s.observation(s.to_move), rng))
        evs += e
    end = next(e for e in evs if e.kind == "deal_end").data
    assert end["made"] and end["tricks"] >= 5
    assert s.balances[0] == 6 + 3 * 1 and s.pot == 0 and s.pot_bete is None
    s, _ = s.apply(s.sample_chance(rng))
    assert s.pot_bete == (1, Fraction(2)) and s.pot == 3


def test_supporter_joins_and_the_pair_needs_three_more():
    s = dealt(declarer_partner="supporter")
    s, _ = s.apply(Bid("small_boston"))
    for _ in range(3):
        s, _ = s.apply(Pass())
    s, _ = s.apply(Trump("S"))
    assert s.phase == "support" and s.to_move == 1
    s, _ = s.apply(Pass())
    s, ev = s.apply(Support())
    assert s.supporter == 2 and s.target() == 8 and s.phase == "play" and s.to_move == 0
    assert s.observation(3).supporter == 2 and s.observation(3).support_asked == (1,)


def test_shared_payment_when_not_per_opponent():
    r = SC.settle("great_boston", 7, 3, declarer=0, opponents=(1, 2, 3), per_opponent=False)
    assert sorted(r.payments) == [(1, 0, Fraction(2, 3)), (2, 0, Fraction(2, 3)), (3, 0, Fraction(2, 3))]


def test_misere_hand_recognised():
    assert misere_hand(T.mask_of(parse_cards("2S 3S 9S 2H 4H 6H 8H 2D 5D 9D 3C 7C 8C")))
    assert not misere_hand(T.mask_of(parse_cards("2S 3S AS 2H 4H 6H 8H 2D 5D 9D 3C 7C 8C")))


# ======================================================================= properties
OPTION_SETS = st.fixed_dictionaries({
    "pot_per_deal": st.sampled_from([1, 2, 4]), "great_independence_tricks": st.sampled_from([9, 8]),
    "misere_trumps": st.sampled_from(["none", "declarer_names"]), "payments_per_opponent": st.booleans(),
    "bidding_rounds": st.sampled_from(["single", "multi"]),
    "all_pass": st.sampled_from(["redeal_pot_grows", "play_forced"]),
    "declarer_partner": st.sampled_from(["none", "supporter"]),
})


def _cards_in(obj, out: set) -> set:
    if isinstance(obj, Card):
        out.add(obj)
    elif isinstance(obj, (tuple, list)):
        for x in obj:
            _cards_in(x, out)
    return out


def check_state(s: BostonState, rng: random.Random, check_obs: bool) -> None:
    assert s.money() == 0, "points appeared or vanished"
    if s.phase in ("bid", "trump", "support", "play"):
        union = 0
        for m in s.places():
            assert union & m == 0
            union |= m
        assert union == T.ALL
    if not check_obs or s.phase not in ("bid", "trump", "support", "play"):
        return
    for p in range(4):
        obs = s.observation(p)
        shown = set()
        for name in obs.__dataclass_fields__:
            if name not in ("hand", "legal_actions", "seen", "history"):
                _cards_in(getattr(obs, name), shown)
        for q in range(4):
            if q != p:
                assert T.mask_of(shown) & s.hands[q] == 0
        w = sample(obs, rng)
        assert w.observation(p) == obs
        vs = w.voids()
        for q in range(4):
            for su in range(4):
                if vs[q] >> su & 1:
                    assert not w.hands[q] & T.SUIT_MASK[su]


def run_session(seed: int, overrides: dict, deals: int | None = 4, check_obs=True, players=None) -> BostonState:
    rng = random.Random(seed)
    s = SPEC.new_state(SPEC.options(**overrides), deals=deals)
    bal = [Fraction(0)] * 4
    for step in range(20000):
        who = s.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            action = s.sample_chance(rng)
        else:
            legal = s.legal_actions()
            assert legal
            action = players[who].choose(s.observation(who), rng) if players else rng.choice(legal)
        s, events = s.apply(action)
        for e in events:
            if e.kind == "payment":
                bal[e.player] -= Fraction(e.data["points"]).limit_denominator(1000)
                bal[e.data["to"]] += Fraction(e.data["points"]).limit_denominator(1000)
            if e.kind == "stake":
                bal[e.player] -= e.data["points"]
        check_state(s, rng, check_obs and step % 4 == 0)
    else:
        raise AssertionError("the session did not end")
    assert s.is_over() and abs(sum(s.scores())) < 1e-9
    return s


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), overrides=OPTION_SETS)
def test_random_sessions(seed, overrides):
    s = run_session(seed, overrides)
    assert len(s.log) == 4


def test_beginners_play_whole_sessions():
    for seed in range(3):
        s = run_session(seed, {}, deals=None, check_obs=False, players=[BeginnerPlayer()] * 4)
        assert len(s.log) == 8


def test_sampler_contract_on_many_positions():
    rng = random.Random(9)
    for seed in range(20):
        r = random.Random(seed)
        s = SPEC.new_state(SPEC.options(), deals=2)
        while not s.is_over():
            if s.phase == "play" and r.random() < 0.3:
                for p in range(4):
                    obs = s.observation(p)
                    assert sample(obs, rng).observation(p) == obs
            s, _ = s.apply(s.sample_chance(r) if s.current_player() == CHANCE else r.choice(s.legal_actions()))


def test_spec_metadata_and_event_kinds():
    assert SPEC.players == 4 and SPEC.pack == "whist52" and SPEC.family == "whist"
    assert SPEC.player_kind("boston-beginner").make().name == "boston-beginner"
    kinds = set()
    for seed in range(6):
        rng = random.Random(seed)
        s = SPEC.new_state(SPEC.options("with_supporter", all_pass="play_forced" if seed % 2 else "redeal_pot_grows"))
        while not s.is_over():
            s, ev = s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
            kinds |= {e.kind for e in ev}
            assert s.phase in SPEC.phases
    assert kinds <= set(SPEC.event_kinds)


def test_illegal_actions_use_known_reason_codes():
    from engine.games.boston import REASON_CODES
    s = dealt()
    codes = set()
    for bad in ("play 2C", "trump H", "bid nothing", "deal AS"):
        try:
            s.apply(s.parse_action(bad))
        except IllegalAction as e:
            codes.add(e.code)
    s, _ = s.apply(Bid("great_boston"))
    try:
        s.apply(Bid("small_boston"))
    except IllegalAction as e:
        codes.add(e.code)
    assert codes <= set(REASON_CODES) and {"wrong_phase", "malformed_action", "bid_too_low"} <= codes


@pytest.mark.parametrize("keep_chance", [True, False])
def test_records_round_trip(keep_chance):
    for preset, seed in (("hamburg_1782", 3), ("with_supporter", 4)):
        opts = SPEC.options(preset)
        played = play_out(SPEC.new_state(opts, deals=4), [RandomPlayer()] * 4, random.Random(seed))
        rec = record_of(SPEC, preset, opts, ["random"] * 4, seed, played.moves, keep_chance=keep_chance, deals=4)
        text = write_record(rec)
        assert write_record(parse_record(text)) == text
        rp = replay(parse_record(text))
        assert rp.state.result() == played.state.result() and rp.state.is_over()


def test_inference_weighs_a_deal_by_the_beginners_bidding_rule():
    """A seat that bid Great Independence is thought unlikely to hold a weak hand; the seat's own
    bids say nothing to itself."""
    from engine.games.boston.ai import _ODD, weight
    s = dealt()
    bidder = s.to_move
    s, _ = s.apply(Bid("great_independence"))
    me = s.to_move
    obs = s.observation(me)
    strong_hand = T.mask_of(parse_cards("AS KS QS JS TS 9S 8S AH KH AD KD AC KC"))
    weak_hand = T.mask_of(parse_cards("2S 3S 4S 2H 3H 4H 5H 2D 3D 4D 2C 3C 4C"))

    class World:
        dealt = [0, 0, 0, 0]
    w = World()
    w.dealt = [0] * 4
    w.dealt[bidder] = strong_hand
    assert weight(w, obs) == 1.0
    w.dealt[bidder] = weak_hand
    assert weight(w, obs) == _ODD
    assert weight(w, s.observation(bidder)) == 1.0
