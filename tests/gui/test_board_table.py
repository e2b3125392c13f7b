"""The shared board (gui/board) with Trictrac, driven as a person drives it: a stone dragged with
the mouse, clicked and then a point clicked, or moved with the arrow keys and Space; refusals give
the rule's reason; the marker and the words on the board show every score as it happens."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from engine.games.trictrac import Play
from gui.games.trictrac.marker import token_pos
from gui.session import GameSession

from gui_drive import open_window, view_point, wait_for_human


def start_at(qtbot, window, throw: str = "dice 5 3", human: int = 0, speed: str = "instant", game: str = "trictrac"):
    """The person (seat ``human``) to play ``throw`` from the starting position."""
    from engine.protocol import get_game

    window.switch_game(game)
    spec = get_game(game)
    opts = spec.presets["recommended"]
    st = spec.new_state(opts, first_dealer=human)
    st, _ = st.play_text(throw)
    seats = ["human", "random"] if human == 0 else ["random", "human"]
    sess = GameSession(game, "recommended", opts, seats, 5, human=human, start=st)
    t = window.table
    t.speed = speed
    t.start(sess)
    wait_for_human(qtbot, t)
    return t


def stone_point(t, place):
    it = t.stone_on(place)
    assert it is not None, f"no stone on {place}"
    return view_point(t, it.scenePos())


def place_point(t, place):
    return view_point(t, t.layout_.place_rect(place).center())


def drag(t, src, dst) -> None:
    vp = t.view.viewport()
    a, b = stone_point(t, src), place_point(t, dst)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * (i / 5))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, b)


def click_stone(t, place) -> None:
    QTest.mouseClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, stone_point(t, place))


def click_place(t, place) -> None:
    QTest.mouseClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, place_point(t, place))


def human_plays(t) -> list:
    return [st.action for st in t.session.steps if st.who == t.session.human]


@pytest.fixture
def window(qtbot):
    return open_window(qtbot)


def test_drag_one_stone_takes_both_numbers(qtbot, window):
    t = start_at(qtbot, window)
    drag(t, 1, 9)                      # five and three with one stone: talon to point 9
    plays = human_plays(t)
    assert plays and isinstance(plays[0], Play)
    assert [(m.src, m.dst) for m in plays[0].moves][-1][1] == 9
    assert plays[0].moves[0].src == 1 and len(plays[0].moves) == 2


def test_click_stone_then_point_lights_the_reachable_points(qtbot, window):
    t = start_at(qtbot, window)
    click_stone(t, 1)
    assert t.chosen == 1
    lit = {p for p, it in t.point_items.items() if it.lit}
    assert lit == {4, 6, 9}            # the three, the five, and both on one stone
    click_place(t, 6)
    assert [(s.src, s.dst) for s in t.pending] == [(1, 6)]
    assert t.dice_item.used.count(True) == 1          # the five is played, the three not yet
    assert t.stone_on(6) is not None                 # the stone stands there already
    click_stone(t, 1)
    assert {p for p, it in t.point_items.items() if it.lit} == {4}
    click_place(t, 4)
    play = human_plays(t)[0]
    assert sorted((m.src, m.dst, m.die) for m in play.moves) == [(1, 4, 3), (1, 6, 5)]


def test_keys_move_a_stone(qtbot, window):
    t = start_at(qtbot, window, "dice 4 2")
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_Right)             # the frame goes to the stones that can move
    assert t.focus_place == 1
    QTest.keyClick(t.view, Qt.Key_Space)              # picks up the top stone
    assert t.chosen == 1
    assert t._key_ring() == [3, 5, 7]
    QTest.keyClick(t.view, Qt.Key_End)
    assert t.focus_place == 7
    QTest.keyClick(t.view, Qt.Key_Left)
    assert t.focus_place == 5
    QTest.keyClick(t.view, Qt.Key_Space)              # set down on point 5 (the four)
    assert [(s.src, s.dst) for s in t.pending] == [(1, 5)]
    QTest.keyClick(t.view, Qt.Key_Z, Qt.ControlModifier)     # takes that stone back
    assert t.pending == [] and t.stone_on(5) is None
    QTest.keyClick(t.view, Qt.Key_Right)
    QTest.keyClick(t.view, Qt.Key_Space)
    QTest.keyClick(t.view, Qt.Key_End)                # point 7: one stone takes both numbers
    QTest.keyClick(t.view, Qt.Key_Space)
    play = human_plays(t)[0]
    assert play.moves[0].src == 1 and play.moves[-1].dst == 7


def test_refusal_names_the_rule(qtbot, window):
    t = start_at(qtbot, window, "dice 6 5")
    it = t.stone_on(1)
    home = QPointF(it.home)
    drag(t, 1, 12)                     # one stone into the coin: it is taken only with two
    assert not human_plays(t)
    assert "two stones" in t.message and "coin" in t.message
    assert t.reason_section == "coin"
    qtbot.waitUntil(lambda: not it.is_animating(), timeout=2000)
    assert it.pos() == home            # the refused stone went back
    click_stone(t, 1)
    click_place(t, 20)                 # no die takes a stone there
    assert "as many points as a number of the throw shows" in t.message
    assert not human_plays(t)
    drag(t, 1, 7)                      # the six from the talon: allowed
    assert [(s.src, s.dst) for s in t.pending] == [(1, 7)]


def test_refusal_in_german(qtbot, window):
    from gui import i18n

    window.set_language("de") if hasattr(window, "set_language") else i18n.set_language("de")
    try:
        t = start_at(qtbot, window, "dice 6 5")
        drag(t, 1, 12)
        assert "zwei Steinen" in t.message and "Hücke" in t.message
    finally:
        (window.set_language("en") if hasattr(window, "set_language") else i18n.set_language("en"))


@pytest.mark.parametrize("game,human", [("trictrac", 0), ("toccategli", 1)])
def test_marker_and_words_follow_every_score(qtbot, window, game, human):
    """Ten throws of the person played by gestures against the random player (as White in
    Trictrac, as Black in Toccategli): after every step the marker shows the engine's points,
    tokens and holes, and each score of a step is written on the board in words."""
    t = start_at(qtbot, window, "dice 3 1", human=human, game=game)
    scored = 0
    for _ in range(10):
        wait_for_human(qtbot, t)
        s = t.session
        if s.is_over():
            break
        obs = s.observation()
        h = s.human
        m = t.hooks.marker_item.view
        assert (m.points, m.holes, m.tokens) == ((obs.points[h], obs.points[1 - h]), (obs.holes[h], obs.holes[1 - h]),
                                                 (obs.tokens[h], obs.tokens[1 - h]))
        for side in (0, 1):
            if m.tokens[side]:
                first = [c for sd, c in t.hooks.marker_item.token_places() if sd == side][0]
                assert first == token_pos(t.layout_, side, m.points[side])
                assert (first.y() > t.layout_.field.bottom()) == (side == 0)     # on the side's own rail
        with_scores = [st for st in s.steps if any(e.kind == "score" for e in st.events)]
        if with_scores:
            scored += 1
            st = with_scores[-1]
            assert [ln.text for ln in t.score_shown] == [ln.text for ln in t.hooks.score_lines(t, st.events, st.before)]
            n_scores = sum(e.kind == "score" for e in st.events)
            assert sum(" — " in ln.text for ln in t.score_shown) == n_scores      # each with its points
        if t.between_deals:
            t.next_deal()
            continue
        if obs.phase != "play":
            t.press_button(0)
            continue
        play = next(a for a in obs.legal_actions if isinstance(a, Play))
        if not play.moves:
            t.press_button(0)
            continue
        n = len(human_plays(t))
        steps = t.hooks.steps(t, play, obs)
        for st in steps:
            drag(t, st.src, st.dst)
        assert len(human_plays(t)) == n + 1, t.message
    assert scored, "no score in ten throws: choose another seed"


def test_last_throw_and_wait_for_click(qtbot, window):
    t = start_at(qtbot, window, "dice 5 3", speed="fast")
    t.wait_for_click = True
    drag(t, 1, 9)
    qtbot.waitUntil(lambda: t.waiting_click, timeout=8000)     # the opponent has played and waits
    assert "Click" in t.message
    QTest.mouseClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, view_point(t, QPointF(5, 5)))
    qtbot.waitUntil(lambda: t.waiting_for_human(), timeout=8000)
    t.review_tricks()                                        # T: the opponent's last play, in arrows
    assert t.showing_last is not None and t.arrows
    assert "Last throw" in t.message and "Opponent" in t.message
    QTest.keyClick(t.view, Qt.Key_Space)
    assert t.showing_last is None and not t.arrows


def test_hint_lights_the_advised_play(qtbot, window):
    t = start_at(qtbot, window, "dice 5 3")
    assert t.ask_hint()
    qtbot.waitUntil(lambda: t.advice is not None, timeout=20000)
    assert t.message.startswith("My advice:")
    advised = t._advised()
    assert isinstance(advised, Play)
    hinted = {p for p, it in t.point_items.items() if it.hint}
    assert {s.dst for s in t.hooks.steps(t, advised, t.session.observation())} <= hinted
    assert "1-" not in t.message and "/" not in t.message        # words, not record codes


def test_review_lights_the_better_play_and_frames_the_played_one(qtbot, window):
    """A reviewed decision shows its position on the board, the better play's points lit in gold,
    the played one's framed, in words; closing the review lays out the live board again."""
    from engine.ai.search import ReviewItem

    t = start_at(qtbot, window, "dice 5 3")
    obs = t.session.observation()
    plays = [a for a in obs.legal_actions if isinstance(a, Play)]
    played = next(a for a in plays if [(m.src, m.dst) for m in a.moves] == [(1, 6), (1, 4)]
                  or [(m.src, m.dst) for m in a.moves] == [(1, 4), (1, 6)])
    better = next(a for a in plays if a.moves[-1].dst == 9)
    drag(t, 1, 9)
    wait_for_human(qtbot, t)
    r = t.deal_review
    start = t.session.steps[0].before
    r.deal = (start, [(st.who, st.action) for st in t.session.steps], 0)
    r.items = [ReviewItem(step=0, seat=0, phase="play", played=played, better=better, cost=3.0,
                          value_played=0.0, value_better=3.0, samples=1)]
    r.judged, r.busy = True, False
    r.setVisible(True)
    assert r.show_item(0)
    hint = {p for p, it in t.point_items.items() if it.hint}
    framed = {p for p, it in t.point_items.items() if it.focus}
    assert hint == {p for m in better.moves for p in (m.src, m.dst)} and {1, 9} <= hint     # one stone, 1 to 9
    assert framed == {1, 4, 6}
    assert t.stone_on(9) is None and t.stone_on(1).count == 15     # the position before the play
    assert "your talon → point 6 (five)" in r.text.text() or "your talon → point 4 (three)" in r.text.text()
    assert "/" not in r.text.text()
    r.close_review()
    assert not any(it.hint or it.focus for it in t.point_items.values())
    assert t.stone_on(9) is not None


def test_a_stone_that_cannot_move_says_why(qtbot, window):
    """Six-five at the start is played from the talon with two stones: after the six from the
    talon, the stone on point 7 may not take the five into the coin alone."""
    t = start_at(qtbot, window, "dice 6 5")
    drag(t, 1, 7)
    click_stone(t, 7)
    assert t.chosen is None
    assert "coin" in t.message and "two stones" in t.message


def test_the_menus_follow_the_board(qtbot, window):
    """Game ▸ Undo is on while a stone of this throw can be taken back, and off once the dice have
    been thrown since the person's play; Game ▸ Show the last trick shows the last throw."""
    t = start_at(qtbot, window, "dice 5 3")
    assert not window.act_undo.isEnabled()
    click_stone(t, 1)
    click_place(t, 6)
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert t.pending == []
    drag(t, 1, 9)
    wait_for_human(qtbot, t)
    assert not window.act_undo.isEnabled() and "dice" in window.act_undo.toolTip()
    assert window.act_trick.isEnabled()
    window.act_trick.trigger()
    assert t.showing_last is not None


def test_ecole_holds_back_the_persons_scores_until_he_has_marked(qtbot):
    """With the école on (the book's preset) the board does not tell the person what his throw
    won before he marks it; once he has marked, the scores are in the log and on the board."""
    import random

    w = open_window(qtbot)
    w.new_game(game="trictrac", seed=4, preset="book_1782", opponent="trictrac-beginner")
    t = w.table
    rng = random.Random(2)
    for _ in range(200):
        wait_for_human(qtbot, t)
        if t.between_deals:
            t.next_deal()
            continue
        s = t.session
        obs = s.observation()
        if obs.phase == "mark" and obs.due > 0:
            break
        a = rng.choice(list(obs.legal_actions))
        steps = t.hooks.steps(t, a, obs)
        for st in steps:
            t.move_stone(st.src, st.dst)
        if not steps:
            t.act(a)
    else:
        pytest.fail("no école marking came")
    mine = [ln for ln in t.log_lines if ln.startswith("You: ")]
    own = [e for st in s.steps for e in st.events if e.kind == "score" and e.player == s.human]
    assert own and len(mine) < len(own)                 # the last throw's scores are held back
    assert not [ln for ln in t.score_shown if ln.side == 0 and "marked" not in ln.text]
    due = obs.due
    label = f"Mark {due} points" if due != 1 else "Mark 1 point"
    button = next(b for b in t.action_buttons if b.text() == label)
    n = len(t.session.steps)
    button.click()                     # the right mark: the held-back scores are shown now
    own = [e for st in t.session.steps[:n] for e in st.events if e.kind == "score" and e.player == s.human]
    assert len([ln for ln in t.log_lines if ln.startswith("You: ") and "marked" not in ln]) >= len(own)


def test_help_lists_the_boards_keys(qtbot, window):
    t = start_at(qtbot, window)
    rows = dict(window.shortcut_rows())
    assert "Put the stone back" in rows.values() and rows["T"].startswith("Show the last throw")
    assert not any("hand" in v for v in rows.values())
    window.switch_game("piquet")
    assert any("hand" in v for v in dict(window.shortcut_rows()).values())     # the card tables' keys stay
