"""Minchiate rules in isolation: versicole figures of the source, the physical cut and deal, Resti."""

from __future__ import annotations

import random

import pytest

from engine.cards import parse_cards
from engine.games.minchiate import Cut, Shuffle, scoring as S
from engine.games.minchiate.game import MinchiateState
from engine.protocol import CHANCE, IllegalAction, get_game

SPEC = get_game("minchiate")


def vers(text: str) -> list[int]:
    return sorted(v[2] for v in S.versicole(S.mask_of(parse_cards(text))))


@pytest.mark.parametrize("cards,points", [
    ("#1 #2 #3", [11]), ("#1 #0 #40", [20]), ("#1 #13 #28", [15]), ("#30 #31 #32", [15]),
    ("#28 #29 #30 #31 #32 #0", [30]), ("#28 #29 #30 #31 #32 #33 #0", [35]), ("#34 #35 #36", [20]),
    ("#1 #2 #3 #0", [16]), ("#10 #20 #30 #40", [25]), ("#20 #30 #40", [20]), ("#10 #20 #30", [15]),
    ("Kc Kd Ks", [15]), ("Kc Kd Ks Kb #0", [25]), ("#28 #0 #30", []), ("#2 #3 #4 #5", [12]),
    ("#28 #29 #30 #32 #33 #34", [15, 15]),
])
def test_versicole_figures_of_the_source(cards, points):
    assert vers(cards) == points


def test_74_dell_uno():
    # Uno-Matto-Tromba 20 + Tredici with Matto 20 + Papi 1-5 with Matto 22, plus Papi 2-5 singly (12)
    pile = S.mask_of(parse_cards("#1 #2 #3 #4 #5 #0 #13 #28 #40"))
    vs = {v[0]: v[2] for v in S.versicole(pile)}
    assert vs["matto"] + vs["tredici"] + vs["run"] + 12 == 74


def test_senza_re_cancels_only_at_two_each():
    a = S.mask_of(parse_cards("Kc Kd #2 #3"))
    b = S.mask_of(parse_cards("Ks Kb #4"))
    acc = S.side_account(a, b, False, 0)
    assert acc["senza_re"] and acc["counting"] == 6 and not acc["senza_papi"]
    assert S.side_account(a, b, False, 0, cancel=False)["counting"] == 16


def _to_cut(seed: int, **opts) -> MinchiateState:
    st = SPEC.new_state(SPEC.options(seat_draw=False, **opts), deals=1)
    rng = random.Random(seed)
    st, _ = st.apply(st.sample_chance(rng))
    assert st.phase == "cut"
    return st


def test_physical_cut_robs_from_the_bottom_of_the_lifted_packet_and_deals_21_each():
    # a made-up pack: the lifted packet of 30 ends (bottom upwards) with #33, #21, then 2s which stops robbing
    rest = [c for c in S.CARDS if c.code not in ("#21", "#33", "2s", "5b")]
    order = rest[:27] + parse_cards("2s #21 #33") + rest[27:] + parse_cards("5b")
    st = SPEC.new_state(SPEC.options(seat_draw=False), deals=1)
    st, _ = st.apply(Shuffle(tuple(order)))
    st, ev = st.apply(Cut(30))
    assert st.phase == "rob" and st.current_player() == 3
    assert [str(a) for a in st.legal_actions()] == ["rob 2", "rob 1", "rob 0"]
    st, ev = st.apply(st.parse_action("rob 2"))
    assert [e.data["cards"] for e in ev if e.kind == "rob"][0] == parse_cards("#33 #21")
    first = [e.data for e in ev if e.kind == "mark"][0]
    assert (first["side"], first["points"], first["reason"]) == (1, 5, "robbed cards")  # the cutter's side, the 33
    sizes = [bin(h).count("1") for h in st.hands]
    due = st.discard_due
    assert [sizes[q] - due[q] for q in range(4)] == [21, 21, 21, 21]
    assert bin(st.folla).count("1") == 13 - 2 - due[0]
    assert [e.data["cards"] for e in ev if e.kind == "talon_count"] == [12]


def test_shuffle_with_a_counting_bottom_card_is_refused():
    order = [c for c in S.CARDS if c.code != "#40"] + parse_cards("#40")
    st = SPEC.new_state(SPEC.options(seat_draw=False), deals=1)
    with pytest.raises(IllegalAction) as e:
        st.apply(Shuffle(tuple(order)))
    assert e.value.code == "bottom_card_counts"


def test_a_resto_is_paid_when_the_mark_reaches_60():
    st = _to_cut(1)
    s = st._clone()
    ev = []
    s._mark(0, 45, "test", ev)
    s._mark(0, 20, "test", ev)
    assert s.mark == 5 and s.resti == (1, -1, 1, -1) and s.deal_resti == (1, 0)
    s2 = st._clone()
    s2.opts = SPEC.options(seat_draw=False, resto_during_play=False)
    s2._mark(1, 65, "test", [])
    assert s2.mark == -65 and s2.resti == (0, 0, 0, 0)


def test_all_tricks_doubles_the_points_before_converting():
    # drive random deals until one side takes every trick is impractical; check the rule on the account
    import math
    for diff, expect in ((83, 3), (30, 1), (210, 7)):
        assert math.ceil(2 * diff / 60) == expect
    # and the engine applies it: build the end of a deal where side 0 holds every card
    st = _to_cut(2)
    s = st._clone()
    s.piles = ((1 << 97) - 1 & ~S.mask_of(parse_cards("2c 3c 4c 5c 6c 7c 8c 9c Tc 2d 3d 4d 5d")), 0)
    s.tricks_won = (21, 0)
    s.last_winner = 0
    s.trick_no = 21
    from engine.games.minchiate.game import _end_of_deal
    ev = []
    _end_of_deal(s, ev)
    d = [e for e in ev if e.kind == "deal_end"][0].data
    assert d["all_tricks"] and d["resti"] == math.ceil(2 * d["difference"] / 60)
    assert s.scores() == [d["resti"], -d["resti"], d["resti"], -d["resti"]]


def test_seat_draw_and_redraw():
    st = SPEC.new_state(SPEC.options(), deals=1)
    assert st.current_player() == CHANCE and st.phase == "draw"
    st2, ev = st.apply(st.parse_action("draw #0 Kc #5 2b"))
    assert st2.phase == "draw" and any(e.kind == "draw_again" for e in ev)
    st3, _ = st.apply(st.parse_action("draw 2b #5 Kc #40"))
    # ranking: #40 (player 3) deals, #5 (player 1) is his partner; Giro 1 order P1 P3 P2 P4
    assert st3.order == (3, 2, 1, 0) and st3.dealer == 3 and st3.partner(3) == 1


def test_bad_actions_are_refused_with_codes():
    st = _to_cut(3)
    with pytest.raises(IllegalAction) as e:
        st.apply(Cut(96))
    assert e.value.code == "bad_cut"
    with pytest.raises(IllegalAction) as e:
        st.parse_action("juggle 3")
    assert e.value.code == "malformed_action"
    with pytest.raises(IllegalAction) as e:
        st.apply(st.parse_action("play Kc"))
    assert e.value.code == "wrong_phase"
