"""Cards shown in proof of a declaration belong to the seat that declared them, whichever seat
is elder (the dealer's opponent): issue 19, item 1."""

from __future__ import annotations

import random

import pytest

from engine.cards import card as card_of
from engine.protocol import CHANCE, TERMINAL, get_game

SPEC = get_game("piquet")


def _proofs(dealer: int, seeds: range) -> list[tuple[int, set, set, set]]:
    """(seat, shown cards, that seat's cards, the other seat's cards) of every proof in one deal per seed."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        st = SPEC.new_state(SPEC.presets["classic_1900"], first_dealer=dealer)
        deals = 0
        while st.current_player() != TERMINAL and deals < 1:
            p = st.current_player()
            a = st.sample_chance(rng) if p == CHANCE else rng.choice(st.legal_actions())
            before = st
            st, evs = st.apply(a)
            for ev in evs:
                if ev.kind == "deal_end":
                    deals += 1
                if ev.kind == "proof":
                    held = []
                    for q in (0, 1):
                        o = before.observation(q)
                        held.append(set(o.hand) | {c for s_, c in o.trick if s_ == q})
                    shown = {card_of(c) if isinstance(c, str) else c for c in ev.data["cards"]}
                    out.append((ev.player, shown, held[ev.player], held[1 - ev.player]))
    return out


@pytest.mark.parametrize("dealer", [0, 1])
def test_shown_cards_are_the_declarers_own(dealer: int) -> None:
    proofs = _proofs(dealer, range(40))
    assert len(proofs) > 10
    for seat, shown, own, other in proofs:
        assert shown <= own, f"seat {seat} shows cards it does not hold"
        assert not shown & other


@pytest.mark.parametrize("dealer", [0, 1])
def test_the_opponent_learns_the_cards_shown(dealer: int) -> None:
    for seed in range(20):
        rng = random.Random(seed)
        st = SPEC.new_state(SPEC.presets["classic_1900"], first_dealer=dealer)
        while st.current_player() != TERMINAL:
            p = st.current_player()
            a = st.sample_chance(rng) if p == CHANCE else rng.choice(st.legal_actions())
            st, evs = st.apply(a)
            for ev in evs:
                if ev.kind == "proof":
                    known = set(st.observation(1 - ev.player).known_opponent_cards)
                    shown = {card_of(c) if isinstance(c, str) else c for c in ev.data["cards"]}
                    still = shown & set(st.observation(ev.player).hand)
                    assert still <= known
            if any(e.kind == "deal_end" for e in evs):
                break
