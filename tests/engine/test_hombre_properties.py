"""Properties of L'Hombre and Kaufquadrille over a few dozen random and beginner deals: cards
conserved, a legal action always exists, games end, scores agree with events, records
round-trip, observations hide what they must, and the sampler's contract."""

from __future__ import annotations

import random

import pytest

from engine.games.hombre import ranks as R
from engine.games.hombre.players import BeginnerPlayer
from engine.games.hombre.sampler import sample
from engine.match import play_out
from engine.players import RandomPlayer
from engine.protocol import CHANCE, TERMINAL
from engine.record import parse_record, record_of, replay, write_record
from tests.engine.test_hombre_helpers import HOMBRE, KAUF

CASES = [(spec, preset) for spec in (HOMBRE, KAUF) for preset in ("book_1782", "app_recommended", "old_regional")]
ALL_ON = dict(casco="on", tourne="kinds_1_2_3", spadille_force="on", preference_3p="on", remise_play_on="allowed",
              leftover_talon_view="last_exchanger_then_all")


def _walk(spec, preset, seed, deals=4, players=None, **ov):
    """Play a game, yielding every state reached."""
    opts = spec.options(preset, **ov)
    st = spec.new_state(opts, deals=deals)
    rng = random.Random(seed)
    prng = random.Random(seed + 1000)
    n = spec.players
    players = players or [RandomPlayer()] * n
    states = [st]
    moves = []
    for _ in range(5000):
        who = st.current_player()
        if who == TERMINAL:
            break
        if who == CHANCE:
            a = st.sample_chance(rng)
        else:
            a = players[who].choose(st.observation(who), prng)
        st, _ = st.apply(a)
        states.append(st)
        moves.append((who, a))
    else:
        raise AssertionError("game did not end")
    return states, moves


@pytest.mark.parametrize("spec,preset", CASES, ids=lambda x: getattr(x, "name", x))
def test_cards_conserved_and_a_legal_action_exists(spec, preset):
    for seed in range(4):
        states, _ = _walk(spec, preset, seed, **(ALL_ON if seed % 2 else {}))
        assert states[-1].is_over()
        for st in states:
            assert st.pub.ledger.total() == 0
            if st.current_player() >= 0:
                assert st.legal_actions(), st.pub.phase
            if st.pub.phase in ("first_dealer", "favourite", "deal", "over"):
                continue
            places = st.places()
            union = 0
            for pm in places:
                assert union & pm == 0
                union |= pm
            assert union == R.ALL


@pytest.mark.parametrize("spec,preset", CASES, ids=lambda x: getattr(x, "name", x))
def test_scores_agree_with_events_and_records_round_trip(spec, preset):
    n = spec.players
    opts = spec.options(preset)
    players = [BeginnerPlayer(), RandomPlayer()] + [BeginnerPlayer()] * (n - 2)
    played = play_out(spec.new_state(opts, deals=5), players, random.Random(7))
    ends = [e for e in played.events if e.kind == "deal_end"]
    sess = [e for e in played.events if e.kind == "session_end"]
    assert len(sess) == 1
    if ends:
        base = ends[-1].data["balances"]
        ret = sess[0].data["returned"]
        assert played.state.scores() == pytest.approx([base[q] + ret[q] for q in range(n)])
    assert sum(played.state.scores()) == pytest.approx(0)
    for keep in (True, False):
        rec = record_of(spec, preset, opts, ["hombre-beginner"] * n, 7, played.moves, keep_chance=keep, deals=5)
        text = write_record(rec)
        again = replay(parse_record(text))
        assert again.state.result() == played.state.result()
        assert again.state.is_over()


def _hidden_permuted(st, p, rng):
    """The same position with the cards ``p`` cannot see shuffled among the hidden places."""
    n = st.n
    hid = []
    for q in range(n):
        if q != p:
            hid += [("h", q, c) for c in R.bits(st.hands[q])]
            hid += [("d", q, c) for c in R.bits(st.discards[q])]
    shown = set(st.pub.leftover_shown) | (set(st.pub.turned) if st.pub.turned else set())
    tal = [c for c in st.talon if c not in shown]
    cards = [c for *_x, c in hid] + tal
    rng.shuffle(cards)
    s2 = st.copy()
    hands = list(st.hands)
    discs = list(st.discards)
    for q in range(n):
        if q != p:
            hands[q] = 0
            discs[q] = 0
    k = 0
    for kind, q, _c in hid:
        if kind == "h":
            hands[q] |= 1 << cards[k]
        else:
            discs[q] |= 1 << cards[k]
        k += 1
    it = iter(cards[k:])
    s2.talon = tuple(c if c in shown else next(it) for c in st.talon)
    s2.hands = tuple(hands)
    s2.discards = tuple(discs)
    return s2


@pytest.mark.parametrize("spec", [HOMBRE, KAUF], ids=lambda s: s.name)
def test_observation_unchanged_when_hidden_cards_are_permuted(spec):
    rng = random.Random(3)
    for seed in range(3):
        states, _ = _walk(spec, "book_1782", seed, deals=2, **ALL_ON)
        for st in states[::3]:
            for p in range(spec.players):
                assert _hidden_permuted(st, p, rng).observation(p) == st.observation(p)


@pytest.mark.parametrize("spec,preset", CASES, ids=lambda x: getattr(x, "name", x))
def test_sampler_contract(spec, preset):
    rng = random.Random(11)
    for seed in range(3):
        states, _ = _walk(spec, preset, seed, deals=2, players=[BeginnerPlayer()] * spec.players,
                          **(ALL_ON if seed == 1 else {}))
        for st in states[::2]:
            for p in range(spec.players):
                obs = st.observation(p)
                s2 = sample(obs, rng)
                assert s2.observation(p) == obs, (st.pub.phase, p)
                if st.pub.phase not in ("first_dealer", "favourite", "deal", "over"):
                    union = 0
                    for pm in s2.places():
                        assert union & pm == 0
                        union |= pm
                    assert union == R.ALL
                    # the sampled world can be played on: every seat to move has a legal action
                    if s2.current_player() >= 0:
                        assert s2.legal_actions()
                    _check_voids(s2)


def _check_voids(st):
    """Every seat's hand agrees with the voids its play showed."""
    from engine.games.hombre.sampler import forbidden_cards
    forb = forbidden_cards(st.pub, st.n)
    for q in range(st.n):
        assert st.hands[q] & forb[q] == 0


def test_sampler_respects_shown_voids_in_play():
    rng = random.Random(5)
    found = 0
    for seed in range(30):
        states, _ = _walk(HOMBRE, "app_recommended", seed, deals=1, players=[BeginnerPlayer()] * 3)
        for st in states:
            if st.pub.phase == "play" and any(forb for forb in __import__(
                    "engine.games.hombre.sampler", fromlist=["x"]).forbidden_cards(st.pub, 3)):
                for p in range(3):
                    for _ in range(5):
                        s2 = sample(st.observation(p), rng)
                        _check_voids(s2)
                        assert s2.observation(p) == st.observation(p)
                found += 1
        if found > 20:
            break
    assert found > 0


def test_sampler_keeps_the_public_facts_of_special_games():
    from engine.cards import card
    from tests.engine.test_hombre_rules import DEAL, H0, H1, H2, TALON
    from tests.engine.test_hombre_helpers import deal_text, scripted
    rng = random.Random(9)
    AS, AC = R.INDEX[card("AS")], R.INDEX[card("AC")]
    # Tourné of the second kind: l'Hombre kept both black aces, the drawn card is his
    st = scripted(["spadille 2", DEAL, "tourne2", "pass", "pass", "discard KH QH KS QS JS 7S 2S", "draw_trump 2"],
                  tourne="kinds_1_2_3")
    for p in (1, 2):
        for _ in range(20):
            s2 = sample(st.observation(p), rng)
            assert s2.observation(p) == st.observation(p)
            assert s2.hands[0] >> AS & 1 and s2.hands[0] >> AC & 1
            assert s2.hands[0] >> st.pub.trump_card & 1
            assert not s2.discards[0] & ((1 << AS) | (1 << AC))
    # Tourné of the first kind before l'Hombre bought: the turned card lies on the talon
    st = scripted(["spadille 2", DEAL, "pass", "tourne", "pass"], tourne="kind1")
    for p in (0, 2):
        s2 = sample(st.observation(p), rng)
        assert s2.talon[0] == st.pub.turned[0] and s2.observation(p) == st.observation(p)
        s3, _ = s2.apply(s2.legal_actions()[0])
        assert s3.hands[1] >> st.pub.turned[0] & 1
    # Spadille forcé: the forced player held Spadille (in hand or among his discards)
    st = scripted(["spadille 2", DEAL, "pass", "pass", "pass", "trump C", "discard AS KH QH"], spadille_force="on")
    for _ in range(20):
        s2 = sample(st.observation(1), rng)
        assert (s2.hands[0] | s2.discards[0]) >> AS & 1
    # Kaufquadrille in the middle of play, every seat
    played = play_out(KAUF.new_state(KAUF.options("book_1782"), deals=1), [BeginnerPlayer()] * 4, random.Random(2))
    st = KAUF.new_state(KAUF.options("book_1782"), deals=1)
    for who, a in played.moves[:40]:
        st, _ = st.apply(a)
    for p in range(4):
        assert sample(st.observation(p), rng).observation(p) == st.observation(p)


@pytest.mark.parametrize("spec,preset", CASES, ids=lambda x: getattr(x, "name", x))
def test_every_marker_moved_is_told_by_an_event(spec, preset):
    """Balances rebuilt from the events alone (stakes put in, honours paid, pots taken, bêtes
    paid, the sitting's end) agree with the ledger after every deal and at the end."""
    n = spec.players
    for seed, ov in ((3, {}), (4, ALL_ON)):
        opts = spec.options(preset, **ov)
        played = play_out(spec.new_state(opts, deals=6), [RandomPlayer()] * n, random.Random(seed))
        bal = [0.0] * n
        for e in played.events:
            if e.kind == "stake":
                for q, v in e.data["put"].items():
                    bal[q] -= v
            elif e.kind == "deal_end":
                d = e.data
                for q in range(n):
                    bal[q] += d["payments"][q] + d.get("pot_to", {}).get(q, 0.0)
                bal[d["declarer"]] -= d.get("bete", 0.0) + d.get("block_paid", 0.0)
                if "challenger_bete" in d:
                    bal[d["challenger"]] -= d["challenger_bete"]
                assert bal == pytest.approx(d["balances"])
            elif e.kind == "session_end":
                for q, v in e.data["returned"].items():
                    bal[q] += v
        assert bal == pytest.approx(played.state.scores())
