"""Piquet records say what the books say: the dealer given directly, a deal from given hands in
one call, exchange lines naming the cards drawn; events and observations carry facts, not only
English labels (issue 20, 1)."""

from __future__ import annotations

import random

import pytest

from engine.cards import card
from engine.games.piquet.game import PiquetState
from engine.players import RandomPlayer
from engine.protocol import CHANCE, TERMINAL, get_game
from engine.record import RecordError, parse_record, replay

SPEC = get_game("piquet")
OPTS = SPEC.presets["classic_1900"]
PACK = [card(r + s) for s in "CDHS" for r in "AKQJT987"]


def book_deal(seed=4):
    cards = list(PACK)
    random.Random(seed).shuffle(cards)
    return cards[:12], cards[12:24], cards[24:]


def test_a_deal_from_given_hands_in_one_call_without_a_cut():
    elder, younger, talon = book_deal()
    st = PiquetState.from_deal(OPTS, elder, younger, talon, elder_seat=1)
    obs = st.observation(1)
    assert obs.elder == 1 and obs.dealer == 0 and set(obs.hand) == set(elder)
    assert st.current_player() == 1 and obs.phase in ("exchange", "announce")
    # the same as the record: dealer given directly, the deal written out
    text = ('[Game "piquet"]\n[Preset "classic_1900"]\n[FirstDealerSeat "0"]\n\n'
            f'chance: deal {" ".join(c.code for c in elder)} / {" ".join(c.code for c in younger)} / '
            f'{" ".join(c.code for c in talon)}\n')
    rp = replay(parse_record(text))
    assert rp.state.observation(1) == obs and not [e for e in rp.events if e.kind == "cut"]


def test_an_exchange_line_may_name_the_cards_drawn():
    elder, younger, talon = book_deal()
    head = ('[Game "piquet"]\n[FirstDealerSeat "1"]\n\n'
            f'chance: deal {" ".join(c.code for c in elder)} / {" ".join(c.code for c in younger)} / '
            f'{" ".join(c.code for c in talon)}\n')
    discards = " ".join(c.code for c in elder[:5])
    drawn = " ".join(c.code for c in reversed(talon[:5]))        # in any order
    rp = replay(parse_record(head + f"p0: exchange {discards} draw {drawn}\n"))
    assert set(rp.state.observation(0).hand) == set(elder[5:]) | set(talon[:5])
    wrong = " ".join(c.code for c in talon[1:6])
    with pytest.raises(RecordError) as exc:
        replay(parse_record(head + f"p0: exchange {discards} draw {wrong}\n"))
    assert exc.value.line == 5 and "the talon gives" in str(exc.value)


def _random_deal(seed):
    st = SPEC.new_state(OPTS, deals=1)
    rng = random.Random(seed)
    p = RandomPlayer()
    events, obs = [], []
    while st.current_player() != TERMINAL:
        who = st.current_player()
        a = st.sample_chance(rng) if who == CHANCE else p.choose(st.observation(who), rng)
        st, evs = st.apply(a)
        events += evs
        obs.append(st.observation(0))
    return st, events, obs


def test_events_and_observations_carry_facts():
    seen_categories = set()
    for seed in range(12):
        st, events, obs = _random_deal(seed)
        for e in events:
            if e.kind == "score":
                assert e.data["source"] in ("decl", "blanche", "play", "end")
                if e.data["source"] == "decl" and e.data["category"] in ("point", "sequence", "set"):
                    cat = e.data["category"]
                    seen_categories.add(cat)
                    cards = e.data["cards"]
                    assert cards and all(c in PACK for c in cards)
                    if cat == "point":
                        assert e.data["length"] == len(cards) and e.data["pips"] > 0
                    elif cat == "sequence":
                        assert e.data["length"] == len(cards) and e.data["top"] in cards
                    else:
                        assert e.data["count"] == len(cards) and {c.code[0] for c in cards} == {e.data["rank"]}
                    assert e.to_json()["kind"] == "score"              # facts never hide the event's kind
                if e.data["source"] == "end":
                    assert e.data["bonus"] in ("cards", "capot", "carte_rouge")
        end = next(e for e in events if e.kind == "deal_end").data
        a, b = end["tricks"]
        assert end["cards"] == (None if a == b else 0 if a > b else 1)
        credited = [o.declarations_credited for o in obs]
        assert credited[-1] and not credited[0]
        assert all(credited[credited.index(True):])          # once scored, they stay scored
        assert any(o.younger_declared is not None for o in obs)
    assert seen_categories == {"point", "sequence", "set"}
