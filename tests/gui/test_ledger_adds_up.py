"""The ledger of the L'Hombre family explains itself (issue 25): after each deal one line per seat
goes from the balance before to the balance after, naming every part that moved it (payments, a
bête into the pot, what came from the pot, the stake for the next deal), and the parts add up."""

from __future__ import annotations

import random
import re

import pytest

from gui.games.hombre.ledger import last_deal_money
from gui.players import make_player
from engine.protocol import get_game
from gui.session import GameSession
from gui_drive import open_window
from test_trick_table import keyboard_turn

FAMILY = ["hombre", "kaufquadrille", "quadrille", "quadrille_mediateur", "quadrille_solitaire", "tritrille", "cinquille"]


@pytest.mark.parametrize("game", FAMILY)
def test_the_parts_of_each_deal_add_up_to_the_ledger_balances(game):
    spec = get_game(game)
    opts = spec.presets[spec.default_preset]
    n = spec.seat_count(opts)
    sess = GameSession(game, spec.default_preset, opts, ["human"] + ["random"] * (n - 1), 3)
    player, rng = make_player(spec, "random"), random.Random(3)
    deals = 0
    for _ in range(6000):
        sess.run_chance()
        if sess.is_over() or deals >= 12:
            break
        events = sess.apply(player.choose(sess.observation(sess.to_move), rng))
        if any(e.kind == "deal_end" for e in events):
            sess.run_chance()                   # the stake for the next deal
            deals += 1
            money = last_deal_money(sess.events_so_far(), n)
            balances = sess.state.pub.ledger.balances
            for q, m in enumerate(money):
                assert m.after == pytest.approx(float(balances[q]))
                assert m.before + sum(v for _k, v in m.parts) == pytest.approx(m.after)
                assert all(k != "other" for k, _v in m.parts), m.parts     # every part has a name
    assert deals >= 5


LINE = re.compile(r"^(.+?): (-?[\d.]+) → (-?[\d.]+) \((.*)\)$")


def test_the_ledger_at_a_deal_end_says_how_each_balance_moved(qtbot):
    w = open_window(qtbot, size=(1024, 700))
    try:
        w.switch_game("hombre")
        w.new_game(seed=4)
        t, sess = w.table, w.table.session
        for _ in range(300):
            qtbot.waitUntil(lambda: sess.is_over() or t.waiting_for_human() or t.between_deals, timeout=10000)
            if t.between_deals or any(e.kind == "deal_end" for e in sess.events_so_far()):
                break
            keyboard_turn(qtbot, t)
        assert t.between_deals
        text = t.sheet.label.text().split("<br>")
        assert text[0].startswith("Deal 1 of")             # the deal just played, until "Next deal"
        balances = {line.split(": ")[0]: float(line.split(": ")[1]) for line in text
                    if re.fullmatch(r"(You|Player \d): -?[\d.]+", line)}
        moved = [LINE.match(line) for line in text if LINE.match(line)]
        assert {m.group(1) for m in moved} <= set(balances) and moved
        for m in moved:
            before, after = float(m.group(2)), float(m.group(3))
            assert after == balances[m.group(1)]
            parts = [float(x.replace("−", "-")) for x in re.findall(r"([+−][\d.]+)", m.group(4))]
            assert before + sum(parts) == pytest.approx(after), m.group(0)
    finally:
        w.persist = False
        w.close()


def test_the_ledger_lines_are_in_german_in_german(qtbot):
    from gui import i18n
    from gui.games.hombre.ledger import SeatMoney, money_lines

    i18n.set_language("de")
    try:
        lines = money_lines([SeatMoney(-4, -36, [("payments", -24.0), ("bete", -4.0), ("stake", -4.0)]),
                             SeatMoney(12, 12)], lambda q: ["Sie", "Spieler 2"][q], lambda v: f"{v:g}")
    finally:
        i18n.set_language("en")
    assert lines == ["Sie: -4 → -36 (−24 aus Zahlungen, −4 Bête in den Pott, −4 Einsatz für das nächste Spiel)",
                     "Spieler 2: 12 (unverändert)"]
