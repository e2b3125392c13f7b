"""Hints and "Could I have won?" at the shared table for a game without hints of its own (Whist):
the hint is the strong level's search (engine.ai.search.advise), worked out off the UI thread and
worded in one sentence in English and German; after a deal, "Review the deal" judges the person's
decisions off the UI thread and steps through those where another choice was clearly better, each
shown on the felt, and gives the live table back afterwards.  Tiny budgets and a fixed evaluator
keep it quick."""

from __future__ import annotations

import os

from PySide6.QtCore import QThreadPool, Qt
from PySide6.QtTest import QTest

from engine.ai.search import Evaluation, Hint
from gui import i18n
from gui.session import GameSession

from gui_drive import open_window


def _whist(qtbot, window, seed: int = 5):
    from engine.protocol import get_game

    spec = get_game("whist")
    window.switch_game("whist")
    t = window.table
    sess = GameSession("whist", spec.default_preset, spec.options(), ["human"] + ["random"] * 3, seed=seed)
    t.start(sess)
    return t, sess


def _tiny_whist_player():
    from engine.games.whist.ai import strong

    p = strong(budget=None)
    p.max_worlds, p.min_worlds = 3, 2
    return p


def _until_a_choice(qtbot, t, sess):
    for _ in range(80):
        qtbot.waitUntil(lambda: t.waiting_for_human() or t.between_deals or sess.is_over(), timeout=10000)
        obs = sess.observation()
        if t.waiting_for_human() and any(getattr(a, "card", None) is not None for a in obs.legal_actions) \
                and len(obs.legal_actions) > 1:
            return obs
        assert t.act(obs.legal_actions[0])
    raise AssertionError("no choice of cards came up")


def test_whist_hint_is_the_search_off_the_ui_thread_in_both_languages(qtbot, window):
    t, sess = _whist(qtbot, window)
    t.hint_player = _tiny_whist_player()
    obs = _until_a_choice(qtbot, t, sess)
    assert t.ask_hint()
    assert t.advice is None                    # the search runs in the worker, not here
    qtbot.waitUntil(lambda: t.advice is not None, timeout=20000)
    assert isinstance(t.advice, Hint) and t.advice.action in obs.legal_actions
    assert t.message.startswith("My advice: ") and t.message.count(". ") == 0
    if t.advice.action.card is not None and t.advice.reason != "only":
        assert t.card_item(t.advice.action.card.code).hint
    i18n.set_language("de")
    t.advice = None
    assert t.ask_hint()
    qtbot.waitUntil(lambda: t.advice is not None, timeout=20000)
    assert t.message.startswith("Mein Rat: ")
    window.resize(1024, 700)
    qtbot.wait(20)
    window.grab().save(os.path.join(os.path.dirname(__file__), "..", "..", "test-artifacts", "hint_de_1024x700.png"))
    assert t.advice.action in obs.legal_actions


class _Fixed:
    """A judge that always prefers the last legal action by 5 points (a fixed, quick evaluation)."""

    name = "fixed"

    def evaluate(self, obs, rng, must_value=()):
        legal = list(obs.legal_actions)
        best = legal[-1]
        return Evaluation(best, {a: (5.0 if a == best else 0.0) for a in legal},
                          {a: (0.0 if a == best else 0.1) for a in legal}, 4, 0, 0.0, "search")

    def choose(self, obs, rng):
        return obs.legal_actions[-1]


def _play_the_deal(qtbot, t, sess):
    for _ in range(400):
        qtbot.waitUntil(lambda: t.waiting_for_human() or t.between_deals or sess.is_over(), timeout=10000)
        if t.between_deals or sess.is_over():
            return
        assert t.act(sess.observation().legal_actions[0])
    raise AssertionError("the deal did not end")


def _felt(t):
    return {k: (round(it.pos().x()), round(it.pos().y()), it.hint, it.focus_mark)
            for k, it in t.items.items() if it.isVisible()}


def test_review_of_a_finished_deal_steps_through_and_gives_the_table_back(qtbot, artifacts):
    i18n.set_language("de")
    w = open_window(qtbot, size=(1024, 700))
    try:
        t, sess = _whist(qtbot, w, seed=8)
        _play_the_deal(qtbot, t, sess)
        r = t.deal_review
        r.player = _Fixed()
        assert r.available() and r.start_button.isVisible()
        assert w.act_review.isEnabled()
        live = _felt(t)
        w.act_review.trigger()                       # Game ▸ Review deal
        assert r.reviewing() and r.busy              # the judging runs in the worker
        qtbot.waitUntil(lambda: not r.busy, timeout=20000)
        assert r.items, r.text.text()
        assert len(r.items) <= 5 and all(it.cost == 5.0 for it in r.items)
        assert "Entscheidung 1 von" in r.text.text() and "Punkte" in r.text.text()
        first = _felt(t)
        assert first != live                         # the felt shows that decision's position
        better = r.items[0].better.card.code
        assert t.items[better].isVisible() and t.items[better].hint
        t.view.setFocus()
        QTest.keyClick(t.view, Qt.Key_Right)         # the next decision, by keys
        assert r.index == (1 if len(r.items) > 1 else 0)
        QTest.keyClick(t.view, Qt.Key_Left)
        assert r.index == 0 and _felt(t) == first
        w.grab().save(os.path.join(artifacts, "review_de_1024x700.png"))
        QTest.keyClick(t.view, Qt.Key_Escape)        # back to the table
        assert not r.reviewing()
        assert _felt(t) == live
        assert t.between_deals or sess.is_over()
    finally:
        QThreadPool.globalInstance().waitForDone(20000)
        w.persist = False
        w.close()


def test_a_deal_without_a_clearly_better_choice_says_so(qtbot, window):
    class Agrees(_Fixed):
        def evaluate(self, obs, rng, must_value=()):
            legal = list(obs.legal_actions)
            return Evaluation(legal[0], {a: 0.0 for a in legal}, {a: 0.0 for a in legal}, 4, 0, 0.0, "same")

    t, sess = _whist(qtbot, window, seed=3)
    _play_the_deal(qtbot, t, sess)
    r = t.deal_review
    r.player = Agrees()
    assert t.review_deal()
    qtbot.waitUntil(lambda: not r.busy, timeout=20000)
    assert not r.items and "Well played" in r.text.text()
    r.close_review()
    assert not r.reviewing()


def test_piquet_review_adds_the_best_score_with_all_cards_open(qtbot, artifacts):
    i18n.set_language("de")
    w = open_window(qtbot, size=(1024, 700))
    try:
        w.new_game(preset="classic_1900", seed=21, first_dealer="opponent")
        t = w.table
        sess = t.session
        _play_the_deal(qtbot, t, sess)
        r = t.deal_review
        r.player = _Fixed()
        assert t.review_deal()
        qtbot.waitUntil(lambda: not r.busy, timeout=30000)
        assert r.best_open is not None
        assert "Mit offenen Karten" in r.text.text()
        qtbot.wait(30)
        w.grab().save(os.path.join(artifacts, "review_piquet_de_1024x700.png"))
        r.close_review()
    finally:
        QThreadPool.globalInstance().waitForDone(20000)
        w.persist = False
        w.close()


def test_leaving_the_review_after_the_banner_went_leaves_no_empty_box_on_the_felt(qtbot, window):
    """(Issue 25) The deal's banner ran out while the person reviewed the deal: back at the table,
    neither the banner's dark box nor an empty message stays on the felt."""
    t, sess = _whist(qtbot, window, seed=3)
    _play_the_deal(qtbot, t, sess)
    t.show_banner("The deal is over.", seconds=30)
    r = t.deal_review
    r.player = _Fixed()
    assert t.review_deal()
    qtbot.waitUntil(lambda: not r.busy, timeout=20000)
    t._hide_banner()                  # what the banner's timer does while the review is open
    t._clear_message()
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key_Escape)
    assert not r.reviewing()
    assert not t.banner_back.isVisible() and not t.message_text.isVisible()
    QThreadPool.globalInstance().waitForDone(20000)
