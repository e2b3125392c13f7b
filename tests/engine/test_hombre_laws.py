"""Laws of the 1782 book that became choices or observation facts: law 48 against seed line 357
(option ``codille_jettons``) and law 23's hand shown and then played out."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from engine.games.hombre.ledger import JETTON, Ledger

from tests.engine.test_hombre_helpers import HOMBRE, KAUF, settle


def _standing_ledger(n: int = 3) -> Ledger:
    """Rows of four jettons each standing (36 markers among three) and a bête of 20 waiting."""
    stakes = Fraction(4 * JETTON * n)
    led = Ledger.new(n, False)
    bal = tuple(Fraction(-4 * JETTON) - (20 if q == 2 else 0) for q in range(n))
    return replace(led, balances=bal, stakes=stakes, jettons=4, queue=((Fraction(20), ((2, Fraction(20)),)),),
                   last="pass_out")


@pytest.mark.parametrize("jettons", [2, 3])
@pytest.mark.parametrize("spec", [HOMBRE, KAUF], ids=lambda s: s.name)
def test_method2_codille_jettons_law_48(spec, jettons):
    """A codille under rows of jettons: the codille winner takes the 36 standing; then, although
    a bête still waits, everyone sets two jettons (seed line 357, the default) or three (law 48,
    seed line 733) and the row stands at that many."""
    n = spec.players
    winners = [0, 0, 1, 1, 1, 1, 1, 2, 2] if n == 3 else [0, 0, 1, 1, 1, 2, 3, 3]
    st, sm, ev = settle(contract="ask", hand="5H", winners=winners, n=n, ledger=_standing_ledger(n),
                        preset="old_regional", codille_jettons=jettons)
    assert sm["result"] == "codille" and sm["codille_by"] == 1 and sm["pot_to"] == {1: 36 if n == 3 else 48}
    stake = [e for e in ev if e.kind == "stake"][-1].data
    assert stake["put"] == {q: jettons * JETTON for q in range(n)}
    led = st.pub.ledger
    assert led.jettons == jettons and led.stakes == n * jettons * JETTON
    # l'Hombre's bête (the pot) is the largest and is played for next (law 45); 20 still waits
    assert led.bete_in_play == sm["bete"] and [a for a, _ in led.queue] == [20]
    assert led.total() == 0


def test_codille_jettons_defaults_to_seed_line_357_in_every_preset():
    for spec in (HOMBRE, KAUF):
        for preset in spec.presets:
            assert spec.options(preset).codille_jettons == 2


def test_codille_jettons_only_matters_after_a_codille():
    """A fresh pot is two each and a pass-out adds one, whatever the option says."""
    for k in (2, 3):
        led, put = Ledger.new(3, False).start_deal(0, "jetton_rows_method2", 4, codille_jettons=k)
        assert put == {0: 6, 1: 6, 2: 6} and led.jettons == 2
        led, put = led.end_deal("pass_out", True).start_deal(0, "jetton_rows_method2", 4, codille_jettons=k)
        assert put == {0: 3, 1: 3, 2: 3} and led.jettons == 3
        led, put = replace(led, last="codille").start_deal(0, "pot_method1", 4, codille_jettons=k)
        assert put == {0: 4}               # only the rows of jettons know the option


# ------------------------------------------------------------------ law 23: the hand laid down
def _held_to_play_out():
    from tests.engine.test_hombre_helpers import scripted
    from tests.engine.test_hombre_rules import DEAL
    st = scripted(["spadille 2", DEAL, "sans_prendre", "pass", "pass", "trump S", "discard -", "discard -", "no_look"],
                  deals=2)
    return st.play_text("lay_down", "accept", "play_out")[0]


def _codes(cards) -> set[str]:
    return {c.code for c in cards}


def test_law_23_the_hand_laid_down_is_known_while_he_holds_it():
    """Seed lines 669-673: l'Hombre shows a sure sans prendre, an opponent has it played out.
    Every seat's observation then names l'Hombre's remaining cards as known in his hand (and
    as seen); a card he plays leaves the known cards but stays seen."""
    from tests.engine.test_hombre_rules import H0
    before = _held_to_play_out()
    assert before.pub.phase == "play" and before.pub.declarer == 0
    shown = set(H0.split())
    for p in range(3):
        obs = before.observation(p)
        assert _codes(obs.known_cards[0]) == shown and obs.known_cards[1] == obs.known_cards[2] == ()
        assert shown <= _codes(obs.seen)
    # the opponents before it is played out: the laid-down hand already lies open
    from tests.engine.test_hombre_helpers import scripted
    from tests.engine.test_hombre_rules import DEAL
    held = scripted(["spadille 2", DEAL, "sans_prendre", "pass", "pass", "trump S", "discard -", "discard -",
                     "no_look", "lay_down"], deals=2)
    assert held.pub.phase == "lay_down_hold" and _codes(held.observation(1).known_cards[0]) == shown
    # forehand (l'Hombre, seat 0) leads Spadille: it is gone from the known cards, still seen
    st, _ = before.play_text("play AS")
    for p in range(3):
        obs = st.observation(p)
        assert _codes(obs.known_cards[0]) == shown - {"AS"} and "AS" in _codes(obs.seen)
    # the next deal knows nothing of it
    from engine.games.hombre.players import BeginnerPlayer
    import random
    b, rng = BeginnerPlayer(), random.Random(0)
    while st.pub.deal_no == 0:
        p = st.current_player()
        st, _ = st.apply(b.choose(st.observation(p), rng) if p >= 0 else st.sample_chance(rng))
    assert st.pub.shown_hand == () and all(k == () for k in st.observation(1).known_cards)


def test_law_23_nothing_is_known_without_a_lay_down():
    from tests.engine.test_hombre_helpers import scripted
    from tests.engine.test_hombre_rules import DEAL
    st = scripted(["spadille 2", DEAL, "sans_prendre", "pass", "pass", "trump S", "discard -", "discard -", "no_look",
                   "play_game"])
    assert all(st.observation(p).known_cards == ((), (), ()) for p in range(3))


def test_law_23_the_sampler_keeps_the_hand_laid_down():
    import random

    from engine.games.hombre.sampler import sample
    st = _held_to_play_out()
    st, _ = st.play_text("play AS")
    rng = random.Random(1)
    for p in (1, 2):
        for _ in range(10):
            s2 = sample(st.observation(p), rng)
            assert s2.observation(p) == st.observation(p)
            assert s2.hands[0] == st.hands[0]
