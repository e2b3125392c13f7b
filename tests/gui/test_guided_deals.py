"""Every game's guided first deal (gui.guided), played through as a newcomer plays it: only
what the table highlights is touched, with drags, clicks and "Continue"; the deal ends with the
record's own result, the felt never jumps from step to step, and a different legal move is
refused with the guide's hint."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from engine.record import parse_record, replay
from gui.registry import uis
from gui.panels.rules_text import load_tutorial
from gui.table.layout import DISCARD_RECT

from gui_drive import card_point, click_button, click_card, drag_card, view_point

GUIDED = [u.game for u in uis() if u.tutorial]


def visible_buttons(t) -> list[QPushButton]:
    return [b for b in t.buttons_box.findChildren(QPushButton) if b.isVisible()]


def continue_button(t):
    return next((b for b in visible_buttons(t) if b.property("role") == "continue"), None)


def settle(qtbot, t) -> None:
    qtbot.waitUntil(lambda: t.session.is_over() or continue_button(t) is not None
                    or t.waiting_for_human(), timeout=5000)
    qtbot.waitUntil(lambda: not t.animations_running(), timeout=3000)


def hinted(t) -> list[str]:
    return sorted(code for code, it in t.items.items() if it.isVisible() and it.hint)


def press(qtbot, t, b, keys: bool) -> None:
    """Click button ``b``, or with ``keys`` press its number key on the table."""
    if keys:
        QTest.keyClick(t.view, Qt.Key(Qt.Key.Key_1 + t.action_buttons.index(b)))
    else:
        click_button(qtbot, b)


def _covered_by_panel(w, global_rect: QRect) -> bool:
    dock = w.window().findChild(type(w.window().rules_dock)) if hasattr(w.window(), "rules_dock") else None
    if dock is None or not dock.isVisible():
        return False
    d = QRect(dock.mapToGlobal(QPoint(0, 0)), dock.size())
    return d.intersects(global_rect)


def button_problem(b) -> str:
    """Why a person could not press button ``b`` ("" when they can): missing, hidden, disabled,
    clipped away, outside the window or under the rules panel."""
    if b is None:
        return "the button is missing"
    if not (b.isVisible() and b.isEnabled()):
        return f"{b.text()!r} is hidden or disabled"
    if b.visibleRegion().isEmpty():
        return f"{b.text()!r} is clipped away"
    r = QRect(b.mapToGlobal(QPoint(0, 0)), b.size())
    win = b.window()
    if not QRect(win.mapToGlobal(QPoint(0, 0)), win.size()).contains(r):
        return f"{b.text()!r} is (partly) outside the window"
    if _covered_by_panel(b, r):
        return f"the rules panel covers {b.text()!r}"
    return ""


def card_problem(t, code: str) -> str:
    """Why a person could not take card ``code`` where one presses it ("" when they can): off the
    visible felt, under another item or under the rules panel."""
    item = t.card_item(code)
    if item is None or not item.isVisible():
        return f"{code} is not shown"
    p = card_point(t, code, strip=True)
    vp = t.view.viewport()
    if not vp.rect().contains(p):
        return f"{code} is off the visible felt"
    top = t.view.itemAt(p)
    if not (top is item or (top is not None and item.isAncestorOf(top))):
        return f"something covers {code}"
    g = vp.mapToGlobal(p)
    if _covered_by_panel(vp, QRect(g, g)):
        return f"the rules panel covers {code}"
    return ""


def stone_problem(t, step) -> str:
    """Why a person could not move the stone of board step ``step`` ("" when they can): the stone
    not shown, not lit by the guide, off the visible board or covered; the point not lit, off the
    visible board or covered."""
    item = t.stone_on(step.src)
    if item is None or not item.isVisible():
        return f"no stone is shown on {step.src}"
    if not (item.hint and item.draggable):
        return f"the stone on {step.src} is not lit to be moved"
    vp = t.view.viewport()
    p = stone_press_point(t, item)
    if p is None:
        return f"the stone on {step.src} is covered or off the visible board"
    point = t.point_items.get(step.dst)
    if point is None or not point.hint:
        return f"the point {step.dst} is not lit"
    q = view_point(t, t.layout_.place_rect(step.dst).center())
    if not vp.rect().contains(q):
        return f"the point {step.dst} is off the visible board"
    for r in (p, q):
        g = vp.mapToGlobal(r)
        if _covered_by_panel(vp, QRect(g, g)):
            return "the rules panel covers the stone or its point"
    return ""


def stone_press_point(t, item):
    """Where to press on stone ``item`` (view coordinates): its centre, or where a stack closes up
    under another stone, the nearest point of it that is on top and inside the visible board."""
    vp = t.view.viewport()
    r = item.sceneBoundingRect()
    c = item.sceneBoundingRect().center()
    for k in (0, 1, -1, 2, -2, 3, -3, 4, -4):
        p = view_point(t, c + QPointF(0, k * r.height() / 10))
        if not vp.rect().contains(p):
            continue
        top = t.view.itemAt(p)
        if top is item or (top is not None and item.isAncestorOf(top)):
            return p
    return None


def drag_stone(t, step) -> None:
    vp = t.view.viewport()
    a = stone_press_point(t, t.stone_on(step.src))
    b = view_point(t, t.layout_.place_rect(step.dst).center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * (i / 5))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def assert_reachable(qtbot, problem) -> None:
    """``problem()`` is "" once the layout has settled (a new step may re-fit the side panel)."""
    try:
        qtbot.waitUntil(lambda: not problem(), timeout=1000)
    except Exception:
        raise AssertionError(problem()) from None


def person_step(qtbot, t, keys: bool = False) -> str:
    """One gesture, chosen only from what the table highlights (buttons by number key with ``keys``);
    before it, the highlighted button or card is checked to be visible, enabled and uncovered."""
    settle(qtbot, t)
    if t.session.is_over():
        return "over"
    if continue_button(t) is not None:
        assert_reachable(qtbot, lambda: button_problem(continue_button(t)))
        press(qtbot, t, continue_button(t), keys)
        return "continue"
    exp = t.guide.expected()
    step = t.guided_step() if hasattr(t, "guided_step") else None
    if step is not None:                                         # a board: the lit stone to the lit point
        n = len(t.session.steps)
        while step is not None and len(t.session.steps) == n:
            assert_reachable(qtbot, lambda: stone_problem(t, t.guided_step()))
            before = len(t.pending)
            drag_stone(t, step)
            assert len(t.pending) > before or len(t.session.steps) > n, t.message
            step = t.guided_step()
        return "stones"
    cards = hinted(t)
    if isinstance(getattr(exp, "cards", None), tuple):          # a choice of several cards
        assert sorted(c.code for c in exp.cards) == cards
        for c in cards:
            assert_reachable(qtbot, lambda: card_problem(t, c))
            click_card(qtbot, t, c)
        assert t.confirm_button is not None
        assert_reachable(qtbot, lambda: button_problem(t.confirm_button))
        click_button(qtbot, t.confirm_button)
        return "cards"
    if getattr(exp, "card", None) is not None:
        assert cards == [exp.card.code], cards
        assert_reachable(qtbot, lambda: card_problem(t, cards[0]))
        zone = t.hooks.card_zone(exp, t.session.observation())
        target = DISCARD_RECT.center() if zone == "discard" else t.trick_rect.center()
        drag_card(qtbot, t, cards[0], target, strip=True)
        return "discard" if zone == "discard" else "play"
    def marked():
        return [b for b in visible_buttons(t) if b.property("guided")]
    assert len(marked()) == 1, [b.text() for b in visible_buttons(t)]
    assert_reachable(qtbot, lambda: button_problem(marked()[0]) if len(marked()) == 1 else "no single marked button")
    press(qtbot, t, marked()[0], keys)
    return "button"


def _shut_panel(qtbot, window) -> None:
    """The explanation then stands beside the table: it must not jump either."""
    window.rules_dock.close()
    assert window.table.guide_label.isVisible()
    qtbot.wait(100)                   # the window gives the table the panel's room


def play_through(qtbot, window, game: str, shut_panel: bool = False, keys: bool = False,
                 widen_after: int | None = None) -> list[str]:
    """Play the guided deal to its end; ``shut_panel`` shuts the rules panel at once; ``widen_after``:
    once that many actions are done, the window is widened to 1280x800 and the rules panel opened
    (docked beside the table), so one run sees both the box beside the table and the panel."""
    window.start_tutorial(game)
    t = window.table
    assert t.guide is not None and t.session.spec.name == game
    settle(qtbot, t)
    qtbot.wait(100)                   # the table fits its side panel to the guided deal's buttons
    if shut_panel:
        _shut_panel(qtbot, window)
    felt = None
    done: list[str] = []
    for _ in range(400):
        if t.session.is_over():
            break
        if widen_after is not None and len(t.session.steps) >= widen_after and not window.rules_dock.isVisible():
            window.resize(1280, 800)
            window.show_rules("")
            qtbot.waitUntil(lambda: window.rules_dock.isVisible() and not window.rules_dock.isFloating())
            qtbot.wait(100)
            felt = None
        n = len(t.session.steps)
        what = person_step(qtbot, t, keys)
        done.append(what)
        if what == "over" or t.session.is_over():      # the ending may take more room: no step follows
            break
        if what != "continue":
            assert len(t.session.steps) > n, (what, t.message)
        geo = (t.view.geometry(), t.guide_label.isVisible(), t.guide_label.minimumHeight())
        assert felt is None or geo == felt, ("the table moved between two steps", len(t.session.steps), done[-3:])
        felt = geo
    assert t.session.is_over()
    return done


@pytest.mark.parametrize("game", GUIDED)
def test_the_guided_deal_is_consistent_data(game):
    for lang in ("en", "de"):
        tut = load_tutorial(game, lang)
        rec = parse_record(tut.record_text)
        assert all(w == -1 or isinstance(w, int) for w, _a, _l in rec.moves)
        assert replay(rec).state.is_over()       # the record is one whole deal
        assert any(s.who == tut.human_seat for s in tut.steps)
        assert tut.title and tut.intro and tut.outro


@pytest.mark.parametrize("game", GUIDED)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_newcomer_plays_the_guided_deal_to_its_end(qtbot, window, game, lang):
    """Both languages at 1024x700, the smallest window we support: the rules panel, which holds
    the explanations, docks beside the felt, and every step's button or card must be visible,
    enabled and uncovered.  In German buttons are pressed by key; in English they are clicked,
    and half way through the window is widened, where the panel must cover nothing either."""
    window.set_language(lang)
    window.resize(1024, 700)
    qtbot.wait(50)
    shut = lang == "de"
    tut = load_tutorial(game, lang)
    done = play_through(qtbot, window, game, keys=shut, widen_after=None if shut else len(tut.steps) // 2)
    t = window.table
    me = t.session.human
    assert [(s.who, str(s.action)) for s in t.session.steps] == \
        [(w, str(t.session.state.parse_action(a))) for w, a, _ in t.session.record_moves]
    assert t.session.state.scores() == replay(parse_record(tut.record_text)).state.scores()
    assert done.count("continue") >= 3
    assert sum(1 for s in t.session.steps if s.who == me) == sum(1 for s in tut.steps if s.who == me)
    assert tut.summary and tut.summary in t.prompt_label.text()
    assert window.rules_dock.isVisible() and not window.rules_dock.isFloating()
    assert not t.guide_label.isVisible() and tut.summary in window.rules_dock.message.text()
    click_button(qtbot, t.guide.real_game_button)
    assert t.guide is None and not getattr(t.session, "guided", False)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_another_bid_is_refused_gently_with_the_reason(qtbot, window, lang):
    """L'Hombre, the first decision: passing instead of asking is refused with the guide's hint
    and the step's own reason, in the interface language; the record's bid is then taken."""
    window.set_language(lang)
    window.start_tutorial("hombre")
    t = window.table
    tut = load_tutorial("hombre", lang)
    for _ in range(5):
        settle(qtbot, t)
        if t.waiting_for_human() and continue_button(t) is None:
            break
        person_step(qtbot, t)
    assert t.session.state.observation(0).phase == "auction"
    others = [b for b in visible_buttons(t) if not b.property("guided") and b.text() and b.text() != "?"]
    guided = [b for b in visible_buttons(t) if b.property("guided")]
    assert len(guided) == 1 and others
    n = len(t.session.steps)
    click_button(qtbot, next(b for b in others if b.text() in ("Pass", "Passen")))
    assert len(t.session.steps) == n
    start = "In this guided deal, choose “" if lang == "en" else "In diesem geführten Spiel wählen Sie „"
    assert t.message.startswith(start) and t.message.endswith(tut.steps[n].refuse), t.message
    click_button(qtbot, guided[0])
    assert len(t.session.steps) > n


def test_a_wrong_discard_in_minchiate_is_refused_with_the_reason(qtbot, window):
    window.start_tutorial("minchiate")
    t = window.table
    tut = load_tutorial("minchiate", "en")
    for _ in range(10):
        settle(qtbot, t)
        if t.session.state.observation(t.session.human).phase == "discard" and continue_button(t) is None:
            break
        person_step(qtbot, t)
    n = len(t.session.steps)
    drag_card(qtbot, t, "Tc", DISCARD_RECT.center(), strip=True)     # legal, but not the plan
    assert len(t.session.steps) == n
    assert t.message == "In this guided deal, lay away 3 of Spade. " + tut.steps[n].refuse
    assert "3 of Spade" in t.prompt_label.text()


def test_academie_screenshot_shows_a_guided_deal_at_a_stop(qtbot, tmp_path, monkeypatch):
    from dataclasses import replace

    from PySide6.QtGui import QImage

    from gui import registry
    from gui.screenshot import main

    out = tmp_path / "guided.png"
    assert main(["hombre", "--guided", "3", "--lang", "de", "--size", "1024x700", "--panel-shut",
                 "--out", str(out)]) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1024, 700)
    # a game without a guided deal (every game may have one: take Toccategli's away) is refused
    monkeypatch.setitem(registry._UIS, "toccategli", replace(registry.ui_for("toccategli"), tutorial=False))
    assert main(["toccategli", "--guided", "1", "--out", str(tmp_path / "x.png")]) == 2


def test_a_change_of_language_rewrites_the_explanation_and_keeps_the_place(qtbot, window):
    window.start_tutorial("minchiate")
    t = window.table
    for _ in range(4):
        person_step(qtbot, t)
    settle(qtbot, t)
    n = len(t.session.steps)
    window.set_language("de")
    settle(qtbot, t)
    de = load_tutorial("minchiate", "de")
    assert t.guide.pending() is None and t.session.human_to_move()       # the second discard is due
    assert len(t.session.steps) == n
    msg = window.rules_dock.message.text()
    assert f"Schritt {n + 1} von 91" in msg and de.steps[n].text[:30] in msg
    assert t.prompt_label.text().startswith(f"Geführtes Spiel, Schritt {n + 1} von 91")
    assert hinted(t) == ["4s"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_another_stone_move_at_the_board_is_refused_with_the_guide_s_hint(qtbot, window, lang):
    """Trictrac, the first play (4 and 4: two stones from the talon to point 5): one stone taking
    both numbers to point 9 is legal, but not the plan; it springs back with the guide's hint, and
    the lit stone then goes where the record says."""
    window.set_language(lang)
    window.start_tutorial("trictrac")
    t = window.table
    for _ in range(5):
        settle(qtbot, t)
        if t.waiting_for_human() and continue_button(t) is None:
            break
        person_step(qtbot, t)
    step = t.guided_step()
    assert step is not None and (step.src, step.dst) == (1, 5)
    assert 9 in t.targets(1)                     # legal at a table without a guide
    n = len(t.session.steps)
    drag_stone(t, type(step)(1, 9, step.part))
    assert len(t.session.steps) == n and t.pending == []
    start = "In this guided game, move the stones: " if lang == "en" else "In diesem geführten Spiel ziehen Sie: "
    assert t.message.startswith(start), t.message
    assert person_step(qtbot, t) == "stones"
    assert t.session.steps[n].who == 0 and str(t.session.steps[n].action) == str(
        t.session.state.parse_action(t.session.record_moves[n][1]))
