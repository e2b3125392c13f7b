"""A whole deal played the way a person plays it: drags, clicks, keys — never engine calls."""

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gui.games.piquet.table import MY_DISCARD_RECT, TRICK_RECT

from gui_drive import click_button, click_card, drag_card, wait_for_human


def person_turn(qtbot, t, use_keys=False):
    """Make one decision for the person, by gesture.  Returns the phase it acted in."""
    qtbot.waitUntil(lambda: not t.animations_running(), timeout=3000)   # a person waits for cards to settle
    s = t.session
    obs = s.observation()
    phase = obs.phase
    if phase == "exchange":
        legal = obs.legal_actions
        n = min(len(a.cards) for a in legal)
        ranks = "AKQJT987"
        lowest = sorted(obs.hand, key=lambda c: -ranks.index(c.rank))[:n]
        drag_card(qtbot, t, lowest[0].code, MY_DISCARD_RECT.center())      # by dragging
        for c in lowest[1:]:
            click_card(qtbot, t, c.code)                                    # and by clicking
        assert set(t.selected) == set(lowest)
        assert t.exchange_button.isEnabled()
        click_button(qtbot, t.exchange_button)
    elif phase == "play":
        legal = [a.card for a in obs.legal_actions]
        if use_keys:
            t.view.setFocus()
            from gui_drive import key_to_card

            key_to_card(t, legal[0].code)
        else:
            drag_card(qtbot, t, legal[0].code, TRICK_RECT.center())
    else:
        click_button(qtbot, t.action_buttons[0])    # the pre-filled best choice
    return phase



def play_to_between_deals(qtbot, window):
    """A Classic deal played by gestures up to the wait for "Next deal" (with animation on, so
    the table holds the last trick); returns the table."""
    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
    t = window.table
    for _ in range(200):
        wait_for_human(qtbot, t)
        obs = t.session.observation()
        if obs.phase == "play" and len(obs.hand) == 1:
            break
        person_turn(qtbot, t)
    t.speed = "fast"                              # with animation the table waits for the person
    person_turn(qtbot, t)
    qtbot.waitUntil(lambda: t.between_deals and not t.animations_running(), timeout=5000)
    return t


def play_one_deal(qtbot, w, use_keys=False):
    t = w.table
    phases = set()
    for _ in range(200):
        wait_for_human(qtbot, t)
        if t.session.observation().history:
            break
        before = len(t.session.steps)
        phases.add(person_turn(qtbot, t, use_keys))
        assert len(t.session.steps) > before, f"the gesture in {phases} did nothing: {t.message}"
    return phases


@pytest.mark.parametrize("first_dealer", ["opponent", "me"])
def test_a_whole_deal_by_gestures_matches_the_engine(qtbot, window, first_dealer, artifacts):
    window.new_game(preset="classic_1900", seed=21, first_dealer=first_dealer)
    phases = play_one_deal(qtbot, window, use_keys=(first_dealer == "me"))
    assert {"exchange", "play"} <= phases
    s = window.table.session
    deal = s.state.result()["deals"][0]
    me = s.human
    rows = window.table.sheet.rows()
    assert rows[0] == (1, deal["scores"][me], deal["scores"][1 - me])
    assert deal["complete"] or s.is_over()
    window.grab().save(os.path.join(artifacts, f"after-deal-{first_dealer}.png"))


def test_an_illegal_drop_springs_back_with_the_engines_reason(qtbot, window):
    from gui import i18n

    window.set_language("de")
    window.new_game(preset="classic_1900", seed=4, first_dealer="me")   # the opponent leads
    t = window.table
    for _ in range(60):
        wait_for_human(qtbot, t)
        obs = t.session.observation()
        if obs.phase == "play" and obs.trick:
            legal = {a.card for a in obs.legal_actions}
            wrong = [c for c in obs.hand if c not in legal]
            if wrong:
                break
        person_turn(qtbot, t)
    else:
        pytest.skip("no position where a card could not be played")
    code = wrong[0].code
    item = t.card_item(code)
    home = item.pos()
    t._drag_start(item)                                          # an illegal card lights nothing
    assert t.trick_zone.brush().style() == Qt.NoBrush
    t._unlight()
    drag_card(qtbot, t, code, TRICK_RECT.center())
    assert t.session.observation().trick == obs.trick          # nothing was played
    assert wrong[0] in t.session.observation().hand
    qtbot.waitUntil(lambda: (t.card_item(code).pos() - home).manhattanLength() < 1, timeout=2000)
    german = i18n_reason("must_follow_suit")
    assert t.message.startswith(german)
    i18n.current_language = "en"
    assert not t.message.startswith(i18n_reason("must_follow_suit"))   # it really is the German sentence
    i18n.current_language = "de"
    # a legal card lights the trick as its target while dragged
    good = next(iter(legal))
    t._drag_start(t.card_item(good.code))
    assert t.trick_zone.brush().color().alpha() > 0
    t._unlight()
    assert i18n.current_language == "de"


def i18n_reason(code):
    from gui.games.piquet import words

    return words.reason(code, "", {})


def test_computer_moves_run_off_the_ui_thread(qtbot, window):
    import threading

    from engine.players import PLAYER_KINDS, RandomPlayer

    threads = []

    class Spy(RandomPlayer):
        def choose(self, observation, rng):
            threads.append(threading.current_thread() is threading.main_thread())
            return super().choose(observation, rng)

    PLAYER_KINDS["spy"] = lambda game: Spy()
    try:
        window.new_game(seed=3, opponent="spy", first_dealer="me")
        wait_for_human(qtbot, window.table)
        play_one_deal(qtbot, window)
    finally:
        del PLAYER_KINDS["spy"]
    assert threads and not any(threads)


def test_a_double_click_plays_exactly_one_card(qtbot, window):
    from PySide6.QtCore import QPointF

    from gui_drive import view_point

    window.new_game(preset="classic_1900", seed=21, first_dealer="opponent", opponent="random")
    t = window.table
    for _ in range(40):
        wait_for_human(qtbot, t)
        obs = t.session.observation()
        if obs.phase == "play" and not obs.trick:
            break
        person_turn(qtbot, t)
    card = obs.legal_actions[0].card
    r = t.card_item(card.code).sceneBoundingRect()
    n = len(obs.hand)
    at = view_point(t, QPointF(r.left() + 12, r.top() + 30))
    # what a person's double-click delivers: press, release, then the double-click press, release
    QTest.mouseClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, at)
    QTest.mouseDClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, at)
    wait_for_human(qtbot, t)
    after = t.session.observation()
    assert card not in after.hand and len(after.hand) >= n - 2   # ours, and at most the next lead of ours
    played_by_me = [c for seat, c in after.trick if seat == t.session.human] + \
        [x for tr in after.tricks for x in ((tr[1],) if tr[0] == t.session.human else (tr[2],))]
    assert played_by_me.count(card) == 1 and len(played_by_me) == len(obs.tricks) + 1
