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
