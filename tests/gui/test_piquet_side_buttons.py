"""Leaving a combination out, claiming and conceding the rest at the Piquet table (issue 20, 1):
buttons beside the moves, never the default, in both languages, and what they did in the log."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from engine.games.piquet.actions import ClaimRest, Concede, Sink
from engine.protocol import CHANCE, TERMINAL, get_game
from engine.record import record_of, write_record
from gui import i18n
from gui_drive import click_button, wait_for_human

SPEC = get_game("piquet")


def position(want, seeds=range(200)):
    """Record text of a deal played by beginners up to the first moment seat 0 (the person) is
    offered a side action of type ``want``; the person's side of it plays its moves only."""
    from engine.games.piquet.ai import BeginnerPlayer

    bot = BeginnerPlayer()
    for seed in seeds:
        rng = random.Random(seed)
        st = SPEC.new_state(SPEC.presets["classic_1900"], deals=1, first_dealer=seed % 2)
        moves: list = []
        while st.current_player() != TERMINAL:
            who = st.current_player()
            if who == 0 and any(isinstance(a, want) for a in st.side_actions()):
                rec = record_of(SPEC, "classic_1900", SPEC.presets["classic_1900"], ["human", "piquet-beginner"],
                                None, moves, deals=1, first_dealer=seed % 2, headers={"Human": "0"})
                return write_record(rec), st
            if who == CHANCE:
                a = st.sample_chance(rng)
            elif who == 0:
                a = st.legal_actions()[0]
            else:
                a = bot.choose(st.observation(who), rng)
            moves.append((who, a))
            st, _ = st.apply(a)
    raise AssertionError(f"no position offers {want.__name__}")


def side_buttons(t):
    return [b for b in t.action_buttons if b.property("side")]


def log_lines(t) -> list[str]:
    return [t.log_list.item(i).text() for i in range(t.log_list.count())]


def open_position(qtbot, window, tmp_path, want):
    text, st = position(want)
    path = tmp_path / "position.txt"
    path.write_text(text, encoding="utf-8")
    assert window.open_game(path)
    t = window.table
    wait_for_human(qtbot, t)
    return t, st


def test_claiming_the_rest_by_its_button(qtbot, window, tmp_path):
    t, st = open_position(qtbot, window, tmp_path, ClaimRest)
    labels = [b.text() for b in side_buttons(t)]
    assert labels == ["Claim the remaining tricks", "Concede the remaining tricks"]
    assert not any(b.isDefault() for b in side_buttons(t))
    before = t.session.observation().tricks_won
    click_button(qtbot, side_buttons(t)[0])
    qtbot.waitUntil(lambda: any("You lay your card" in line for line in log_lines(t)), timeout=5000)
    end = [e for s in t.session.steps for e in s.events if e.kind == "deal_end"][-1].data
    assert end["claimed"][0] == 0 and end["tricks"][0] == before[0] + end["claimed"][1]


def test_leaving_a_combination_out_by_its_button_in_german(qtbot, window, tmp_path):
    i18n.set_language("de")
    try:
        t, st = open_position(qtbot, window, tmp_path, Sink)
        sinks = [b for b in side_buttons(t) if b.text().startswith("Verheimlichen: ")]
        assert sinks and not any(b.isDefault() for b in side_buttons(t))
        moves_before = [b.text() for b in t.action_buttons if not b.property("side")]
        click_button(qtbot, sinks[0])
        qtbot.waitUntil(lambda: any(line.startswith("Sie verheimlichen ") for line in log_lines(t)), timeout=5000)
        assert t.session.observation().sunk
        # the moves are still there, and the combination left out is offered no more
        assert [b.text() for b in t.action_buttons if not b.property("side")] == moves_before
        assert sinks[0].text() not in [b.text() for b in side_buttons(t)]
    finally:
        i18n.set_language("en")


def test_enter_never_concedes(qtbot, window, tmp_path):
    t, st = open_position(qtbot, window, tmp_path, Concede)
    assert any(b.text() == "Concede the remaining tricks" for b in side_buttons(t))
    n = len(t.session.steps)
    t.key(Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    qtbot.wait(50)
    assert not any(isinstance(s.action, (Concede, ClaimRest)) for s in t.session.steps[n:])


def test_the_hint_advises_a_sure_claim_and_enter_then_takes_it(qtbot, window, tmp_path):
    t, st = open_position(qtbot, window, tmp_path, ClaimRest)
    assert t.ask_hint()
    qtbot.waitUntil(lambda: t.advice is not None, timeout=15000)
    assert t.message.startswith("Claim the remaining tricks: every card you hold is sure to win")
    claim = next(b for b in side_buttons(t) if b.text() == "Claim the remaining tricks")
    assert claim.isDefault() and not any(b.isDefault() for b in t.action_buttons if b is not claim)
    assert t.key(Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    qtbot.waitUntil(lambda: any(isinstance(s.action, ClaimRest) for s in t.session.steps), timeout=5000)
