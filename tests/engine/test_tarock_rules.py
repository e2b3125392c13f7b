"""Tarock's rules beyond the spec's vectors: the Scat, the Scüs, honours, the settlement of each
form, and properties over random deals."""

from __future__ import annotations

import random

import pytest

from engine.cards import card
from engine.protocol import CHANCE, IllegalAction, get_game
from engine.games.tarock import cards as T
from engine.games.tarock import game as G
from engine.games.tarock.actions import Play, Scat
from engine.games.tarock.honours import honours_of
from tests.engine.test_tarock_vectors import _playing, i


def _random_game(game: str, seed: int, deals: int = 1, **over):
    spec = get_game(game)
    rng = random.Random(seed)
    s = spec.new_state(spec.options(**over), deals=deals)
    evs = []
    while not s.is_over():
        a = s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions())
        s, e = s.apply(a)
        evs += e
    return s, evs


@pytest.mark.parametrize("game,total", [("tarock", 78), ("tarock4", 78), ("tarock_quadrille", 128)])
def test_the_points_of_a_deal_add_up_and_the_accounts_balance(game, total):
    for seed in range(4):
        s, evs = _random_game(game, seed)
        assert sum(s.ledger) == 0
        counts = [e for e in evs if e.kind == "count"]
        key = "side_points" if game == "tarock4" else "points"
        assert counts and sum(counts[-1].data[key]) == total


def test_four_players_one_sits_out_in_turn():
    s, evs = _random_game("tarock", 1, deals=4, players=4)
    out = [e.data["seat"] for e in evs if e.kind == "sits_out"]
    assert sorted(out) == [0, 1, 2, 3]
    assert sum(s.ledger) == 0


def test_scat_refuses_kings_and_tarocs():
    s = _playing("tarock", [[], [], []], leader=0)._clone()
    hand = ["Kc", "#5", "#0", "2c", "3c", "4c", "Qd"]
    s.hands = ((), (), tuple(sorted(i(c) for c in hand)))
    s.phase, s.to_move, s.dealer = "scat", 2, 2
    with pytest.raises(IllegalAction) as e:
        s.play_text("scat Kc 2c 3c")
    assert e.value.code == "scat_king"
    with pytest.raises(IllegalAction) as e:
        s.play_text("scat #5 2c 3c")
    assert e.value.code == "scat_taroc"
    s.play_text("scat Qd 2c 3c")


def test_three_trump_cards_with_the_pagat_may_go_to_the_scat():
    s = _playing("tarock", [[], [], []], leader=0)._clone()
    hand = ["#1", "#0", "#7", "2c", "3c", "Kd"]
    s.hands = ((), (), tuple(sorted(i(c) for c in hand)))
    s.phase, s.to_move, s.dealer = "scat", 2, 2
    assert Scat((card("#1"), card("#7"), card("#0"))) in s.legal_actions()   # in pack order


def test_the_scus_must_go_by_three_cards():
    st = _playing("tarock", [["2c", "Kc", "#0"], ["3c", "#4", "5d"], ["#2", "7d", "8d"]], leader=0)
    assert st.legal_actions() == [Play(card("#0"))]
    with pytest.raises(IllegalAction) as e:
        st.play_text("play Kc")
    assert e.value.code == "scus_must_be_played"


def test_void_in_the_suit_led_must_play_a_taroc():
    s = _playing("tarock", [["2c", "Kc", "5d", "6d"], ["#4", "5s", "6s", "7s"], ["3c", "7d", "8d", "9d"]],
                 leader=0)
    s, _ = s.play_text("play 2c")
    assert s.legal_actions() == [Play(card("#4"))]
    with pytest.raises(IllegalAction) as e:
        s.play_text("play 5s")
    assert e.value.code == "must_play_taroc"


def test_a_led_scus_asks_for_tarocs_and_the_highest_taroc_wins():
    s = _playing("tarock", [["#0", "2c", "3c", "4c"], ["#4", "5s", "6s", "7s"], ["3d", "7d", "8d", "9d"]],
                 leader=0, piles=[["5c", "6c", "7c"], [], []])
    s, _ = s.play_text("play #0")
    assert s.legal_actions() == [Play(card("#4"))]
    s, _ = s.play_text("play #4", "play 3d")
    assert s.tricks[-1][2] == 1 and s.to_move == 1


def test_the_scus_unpaid_is_paid_from_the_next_trick():
    s = _playing("tarock", [["#0", "2c", "3c", "4c"], ["Kc", "5s", "6s", "7s"], ["3d", "7d", "8d", "9d"]],
                 leader=1)
    s, _ = s.play_text("play Kc", "play 3d", "play #0")
    assert s.debts == ((0, 1),)
    # seat 0 wins the next trick and pays the empty card he owes out of it
    s, _ = s.play_text("play 5s", "play 7d", "play 2c")
    s = _playing("tarock", [["Kd", "4c"], ["5d", "6s"], ["8d", "9d"]], leader=0)._clone()
    s.debts = ((0, 1),)
    s, ev = s.play_text("play Kd", "play 5d", "play 8d")
    assert s.debts == () and any(e.kind == "scus_given" and e.data["to"] == 1 for e in ev)


def test_honours_classic_and_seven_kings():
    hand = [T.MONGUE, T.PAGAT, T.SCUS, i("Kc"), i("Qc"), i("Nc"), i("Jc"), i("Kd"), i("Qd"), i("Jd")]
    hs = {h[0]: h[1] for h in honours_of(hand)}
    assert hs == {"matadors": 10, "cavalerie": 10, "scused_cavalerie": 5}
    hs7 = {h[0]: h[1] for h in honours_of(hand, "seven_kings")}
    assert hs7["seven_kings"] == 5 * (5 - 2) and hs7["three_honneurs"] == 10
    ten = [T.taroc(k) for k in range(2, 12)]
    assert ("ten_tarocs", 10) in [(h[0], h[1]) for h in honours_of(ten)]
    nine_and_scus = [T.taroc(k) for k in range(2, 11)] + [T.SCUS]
    assert not honours_of(nine_and_scus)
    assert ("ten_tarocs", 10) in [(h[0], h[1]) for h in honours_of(nine_and_scus, scus_counts_for_ten=True)]


def test_seven_kings_run_with_the_scus():
    hand = [T.MONGUE, T.taroc(20), T.SCUS, T.taroc(18)]   # XXI XX (Scüs for XIX) XVIII
    hs = {h[0]: h[1] for h in honours_of(hand, "seven_kings")}
    assert hs["matadors_scused"] == 10


def test_declared_honours_are_paid_by_each_other_player():
    s, evs = _random_game("tarock", 11, deals=3)
    for e in evs:
        if e.kind == "honour_paid":
            assert len(e.data["payers"]) == 2


def test_form_b_partie_surplus_and_partners_change():
    s, evs = _random_game("tarock4", 2, deals=12)
    parties = [e for e in evs if e.kind == "partie_end"]
    assert len(parties) == 3
    partners = [e.data["sides"] for e in evs if e.kind == "partners"]
    assert partners[0] == [[0, 2], [1, 3]] and partners[1] == [[0, 1], [2, 3]]
    for e in parties:
        d = e.data
        if d["winner"] is not None:
            assert d["amount"] == abs(d["surplus"][0] - d["surplus"][1]) and d["factor"] in (1, 2, 3)


def test_form_b_with_39_only_one_side_has_a_surplus():
    for seed in range(3):
        s, evs = _random_game("tarock4", seed, deals=2)
        for e in s.log:
            assert min(e["surplus"]) == 0


def test_form_c_all_pass_redeals_and_the_frage_partner_is_the_king_holder():
    for seed in range(6):
        s, evs = _random_game("tarock_quadrille", seed)
        called = [e for e in evs if e.kind == "king_called"]
        if called:
            e = s.log[-1]
            assert e["game"] == "frage"


def test_void_deal_option():
    s, evs = _random_game("tarock", 5, deals=3, void_deal_if_1_or_2_tarocs=True)
    assert s.deal_no == 3


def test_king_capture_payments_option():
    s, evs = _random_game("tarock", 6, deals=2, king_capture_payments=True)
    kinds = {it[0] for e in s.log for it in e["items"]}
    assert "king_lost" in kinds


def test_form_c_mediateur_without_top_matadors_pays_three():
    spec = get_game("tarock_quadrille")
    s = spec.new_state(spec.options(), deals=1)._clone()
    # the Mediateur (0) held none of XXI, Pagat, Scüs and captured no Pagat
    s.declarer, s.cgame, s.partner = 0, "mediateur", -1
    s.dealt = ((i("2c"),), (T.MONGUE,), (T.PAGAT,), (T.SCUS,))
    s.tricks = ((1, ((1, T.PAGAT), (2, i("3c")), (3, i("4c")), (0, i("5c"))), 1),)
    s.piles = ((), tuple(c for c in range(78) if c not in T.ACES_OUT), (), ())
    s.asked, s.given = (T.MONGUE,), ((1, T.MONGUE, i("2c")),)
    ev: list = []
    G._settle_c(s, ev)
    items = [list(x) for x in s.items]
    assert ["mediateur_matadors", 0, 1, 10] in items and ["mediateur_card", 0, 1, 10] in items


@pytest.mark.parametrize("game", ["tarock", "tarock4", "tarock_quadrille"])
def test_every_seat_is_asked_for_its_honours_and_older_records_still_replay(game):
    """Every seat in turn declares or stays silent (a seat without honours may only be silent),
    so the turn order tells nobody who holds one; a record written when the seats without
    honours were skipped replays to the same end."""
    from engine.protocol import TERMINAL
    from engine.record import parse_record, record_of, replay, write_record

    spec = get_game(game)
    opts = spec.options()
    declared_rounds = skipped = 0
    for seed in range(6):
        rng = random.Random(seed)
        s = spec.new_state(opts, deals=2)
        moves, old_moves, asked = [], [], []
        while s.current_player() != TERMINAL:
            who = s.current_player()
            a = s.sample_chance(rng) if who == CHANCE else rng.choice(s.legal_actions())
            if s.phase == "declare":
                asked.append(who)
                holds = bool(G._honours(s, who))
                assert s.legal_actions() == ([G.Declare(), G.Silent()] if holds else [G.Silent()])
                if not holds:
                    skipped += 1
                    moves.append((who, a))
                    s, _ = s.apply(a)
                    continue                          # an older record has no line for it
            elif asked:
                assert sorted(asked) == sorted(s.active()), "every seat playing the deal is asked"
                declared_rounds += 1
                asked = []
            moves.append((who, a))
            old_moves.append((who, a))
            s, _ = s.apply(a)
        for ms in (moves, old_moves):
            rec = record_of(spec, spec.default_preset, opts, ["random"] * spec.seat_count(opts), None, ms, deals=2)
            again = replay(parse_record(write_record(rec)))
            assert again.state.scores() == s.scores() and again.state.is_over()
    assert declared_rounds and skipped
