"""What a Piquet player may do besides his moves (issue 20, 1): leave a lesser sequence or set
out of his declarations (spec §6.8), claim the remaining tricks when every card he holds is
sure to win, or concede them (§8.3) — at the engine, in the observation and in the record."""

from __future__ import annotations

import random

import pytest

from engine.cards import parse_cards
from engine.games.piquet import PiquetState
from engine.games.piquet.actions import ClaimRest, Concede, Play, Sink
from engine.protocol import CHANCE, TERMINAL, IllegalAction, get_game
from engine.record import parse_record, record_of, replay, write_record
from test_piquet_vectors import hand  # "S: A K Q; H: 9 8" -> cards (same folder)

SPEC = get_game("piquet")
PRESETS = ("cavendish_1882", "classic_1900", "eighteenth_century")


def sink(text: str) -> Sink:
    return Sink.of(parse_cards(text.split()))


def scored(events, seat):
    return sorted(e.data["item"] for e in events if e.kind == "score" and e.player == seat
                  and e.data.get("source") == "decl")


# ----------------------------------------------------------------- leaving out (§6.8)
TV04_E = hand("S: A K Q J T 9 8; C: 7 8; D: 7 8 9")
TV04_Y = hand("H: A K Q J T 9 7; C: A K; D: A K Q")


@pytest.mark.parametrize("preset", PRESETS)
def test_younger_leaves_an_extra_trio_out_and_it_neither_scores_nor_shows(preset):
    st = PiquetState.at_declarations(SPEC.presets[preset], TV04_E, TV04_Y)
    e, y = st.elder, 1 - st.elder
    st, _ = st.play_text("point 7", "equal", "pips 68", "good", "sequence 7", "good", "pass")
    st, _ = st.play_text("play AS")
    assert st.phase == "ydeclare" and st.current_player() == y
    # the moves are unchanged; leaving out is offered beside them, for the lesser trio only
    assert [str(a) for a in st.legal_actions()] == ["declare none", "declare set"]
    assert st.side_actions() == [sink("KH KC KD")]
    with pytest.raises(IllegalAction) as err:
        st.apply(sink("AH AC AD"))                  # the best set cannot be left out
    assert err.value.code == "cannot_sink"
    st, ev = st.apply(sink("KH KC KD"))
    assert [x.kind for x in ev] == ["sink"] and ev[0].data["category"] == "set"
    assert st.observation(y).sunk == (sink("KH KC KD"),) and st.observation(e).sunk == ()
    assert st.side_actions() == [] and st.current_player() == y
    st, ev = st.play_text("declare set")
    assert scored(ev, y) == ["trio of A"]
    proof = [x for x in ev if x.kind == "proof" and x.player == y]
    assert proof and not {c.code for c in proof[0].data["cards"]} & {"KH", "KC", "KD"}
    assert not {c.code for c in st.observation(e).known_opponent_cards} & {"KH", "KC", "KD"}


def _elder_two_tierces():
    elder = hand("S: A K Q J; H: 9 8 7; C: A K Q; D: A T")
    younger = hand("H: A K Q; D: K Q J 9; C: J T 9; S: T 9")
    return elder, younger


@pytest.mark.parametrize("preset", PRESETS)
def test_elder_leaves_a_tierce_out_before_his_claim(preset):
    elder, younger = _elder_two_tierces()
    st = PiquetState.at_declarations(SPEC.presets[preset], elder, younger)
    e = st.elder
    st, _ = st.play_text("point 4", "equal", "pips 41", "good")
    assert st.phase == "declare" and st.cat == 1
    offered = {str(a) for a in st.side_actions()}
    assert offered == {"sink 9H 8H 7H", "sink AC KC QC"}        # never the quart, the best
    full = st.play_text("sequence 4", "good")[0]
    st, _ = st.play_text("sink 9H 8H 7H", "sequence 4", "good")
    assert full.announced[e] - st.announced[e] == 3
    # once younger has answered, what elder declared stands: nothing of sequences may go
    assert not any("C" in str(a) and "Q" in str(a) for a in st.side_actions())
    st, ev = st.play_text("set 3A", "good", "play AS")
    got = scored(ev, e)
    assert any(i.startswith("quart") for i in got) and sum(i.startswith("tierce") for i in got) == 1
    assert st.observation(e).sunk == (sink("9H 8H 7H"),)


def test_elder_may_not_leave_out_while_his_claim_is_open():
    elder, younger = _elder_two_tierces()
    st = PiquetState.at_declarations(SPEC.presets["classic_1900"], elder, younger)
    st, _ = st.play_text("point 4", "equal")
    assert st.phase == "declare" and st.stage == 2
    # point is open (nothing to leave out there); sequences and sets are still to come
    assert {str(a) for a in st.side_actions()} == {"sink 9H 8H 7H", "sink AC KC QC"}
    st, _ = st.play_text("pips 41", "good", "sequence 3", "equal")
    assert st.stage == 2 and st.side_actions() == []


def test_leaving_out_changes_nothing_in_the_legal_moves():
    st = PiquetState.at_declarations(SPEC.presets["classic_1900"], TV04_E, TV04_Y)
    st, _ = st.play_text("point 7", "equal", "pips 68")
    assert [str(a) for a in st.legal_actions()] == ["good"]
    assert sink("KH KC KD") in st.side_actions() and sink("AD KD QD") in st.side_actions()


# ----------------------------------------------------------------- claiming and conceding (§8.3)
def at_play(hands, *, leader=0, trick_no=10, tricks_won=(4, 5), preset="classic_1900"):
    return PiquetState.at_play(SPEC.presets[preset], (hand(hands[0]), hand(hands[1])), leader=leader,
                               trick_no=trick_no, tricks_won=tricks_won)


def play_out(st):
    """Play the rest: each seat its highest legal card."""
    evs = []
    while st.phase == "play":
        legal = st.legal_actions()
        st, ev = st.apply(legal[0])
        evs += ev
    return st, evs


@pytest.mark.parametrize("preset", PRESETS)
def test_a_sure_claim_takes_what_playing_out_takes(preset):
    st = at_play(("S: A K Q", "S: J T; H: 7"), preset=preset)
    assert ClaimRest() in st.side_actions() and ClaimRest() not in st.legal_actions()
    claimed, ev = st.apply(ClaimRest())
    played, _ = play_out(st)
    assert ev[0].kind == "claim_rest" and ev[0].data["tricks"] == 3
    assert claimed.deal_pts == played.deal_pts and claimed.tricks_won == played.tricks_won
    end = [x for x in ev if x.kind == "deal_end"][0].data
    assert end["claimed"] == [0, 3] and end["complete"] and end["cards"] == 0
    assert [0, "cards"] in end["bonuses"]


def test_a_claim_needs_every_card_sure_by_what_the_claimant_knows():
    st = at_play(("S: A K; H: 7", "S: J T; D: 7"))
    assert ClaimRest() not in st.side_actions()          # the seven of hearts may be beaten
    with pytest.raises(IllegalAction) as err:
        st.apply(ClaimRest())
    assert err.value.code == "claim_not_sure"
    # not on lead: no claim either
    st2 = at_play(("S: A K Q", "S: J T; H: 7"), leader=1)
    assert ClaimRest() not in st2.side_actions()
    # the opponent holds no spade at all, but the claimant does not know it: the jack is unseen
    st3 = at_play(("S: A K T", "H: J T 7"))
    assert ClaimRest() not in st3.side_actions()


def test_conceding_gives_the_remaining_tricks_the_cards_and_the_last_trick():
    st = at_play(("S: A K Q", "S: J T; H: 7"), tricks_won=(5, 4))
    o = st.opts
    assert Concede() in st.side_actions()
    before = st.deal_pts
    st2, ev = st.apply(Concede())
    assert st2.tricks_won == (5, 7)
    end = [x for x in ev if x.kind == "deal_end"][0].data
    assert end["conceded"] == [0, 3] and end["cards"] == 1 and [1, "cards"] in end["bonuses"]
    gained = end["scores"][1] - before[1]
    assert gained == o.last_trick_extra + 10
    assert end["scores"][0] == before[0]


def test_conceding_every_trick_is_a_capot():
    st = at_play(("S: A K Q", "S: J T; H: 7"), tricks_won=(0, 9))
    st2, ev = st.apply(Concede())
    end = [x for x in ev if x.kind == "deal_end"][0].data
    assert [1, "capot"] in end["bonuses"] and [1, "cards"] not in end["bonuses"]


def test_no_concession_before_the_declarations_are_scored():
    st = PiquetState.at_declarations(SPEC.presets["classic_1900"], TV04_E, TV04_Y)
    assert Concede() not in st.side_actions()
    with pytest.raises(IllegalAction):
        st.apply(Concede())


# ----------------------------------------------------------------- records and random games
def test_side_actions_are_written_and_replayed():
    """Random deals taking leave-outs and claims often and concessions seldom: each kind turns
    up, every record replays to the same result, and only the seat to move is offered any."""
    rng = random.Random(7)
    took: set[str] = set()
    for seed in range(300):
        st = SPEC.new_state(SPEC.presets["classic_1900"], deals=1, first_dealer=seed % 2)
        moves = []
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == CHANCE:
                a = st.sample_chance(random.Random(seed))
            else:
                side = st.side_actions()
                assert st.observation(who).side_actions == tuple(side)
                assert st.observation(1 - who).side_actions == ()
                keen = [x for x in side if not isinstance(x, Concede)]
                if keen and rng.random() < 0.5:
                    a = rng.choice(keen)
                elif Concede() in side and rng.random() < 0.02:
                    a = Concede()
                else:
                    a = rng.choice(st.legal_actions())
            if isinstance(a, (Sink, ClaimRest, Concede)):
                took.add(type(a).__name__)
            moves.append((who, a))
            st, _ = st.apply(a)
        rec = record_of(SPEC, "classic_1900", SPEC.presets["classic_1900"], ["random", "random"], None, moves,
                        deals=1, first_dealer=seed % 2)
        back = replay(parse_record(write_record(rec)))
        assert back.state.result() == st.result()
        if len(took) == 3 and seed >= 20:
            return
    pytest.fail(f"300 random deals took only {sorted(took)}")


def test_the_computer_claims_and_never_concedes_or_leaves_out():
    from engine.games.piquet.ai import BeginnerPlayer

    st = at_play(("S: A K Q", "S: J T; H: 7"))
    assert BeginnerPlayer().choose(st.observation(0), random.Random(0)) == ClaimRest()
    st2 = at_play(("S: A K; H: 7", "S: J T; D: 7"))
    assert isinstance(BeginnerPlayer().choose(st2.observation(0), random.Random(0)), Play)
    st3 = PiquetState.at_declarations(SPEC.presets["classic_1900"], *_elder_two_tierces())
    st3, _ = st3.play_text("point 4", "equal", "pips 41", "good")
    assert st3.side_actions()
    assert not isinstance(BeginnerPlayer().choose(st3.observation(st3.elder), random.Random(0)), Sink)


def test_a_suit_the_opponent_did_not_follow_is_known_empty():
    """Seat 0 holds the seven of hearts; once seat 1 has failed to follow hearts, nothing can
    beat it, and the rest may be claimed."""
    st = at_play(("S: A K; H: 8 7", "S: J T; D: 8 7"), trick_no=9, tricks_won=(4, 4))
    assert ClaimRest() not in st.side_actions()
    st, _ = st.play_text("play 8H", "play 7D")       # seat 1 shows out of hearts
    assert st.current_player() == 0 and ClaimRest() in st.side_actions()
    claimed, ev = st.apply(ClaimRest())
    assert claimed.tricks_won == (8, 4)
