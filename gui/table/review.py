"""Hints and "Could I have won?" at the shared table, for every game.

* :class:`SearchAdvisor` -- the hint of a game without its own: the strong level's choice from
  :func:`engine.ai.search.advise`, worked out off the UI thread by the table (:mod:`gui.worker`),
  worded by :func:`hint_sentence` in one plain sentence; the figures (value, lead, deals looked at)
  only in :func:`hint_details` (the tooltip of the message and of the Hint button).
* :class:`DealReview` -- after a deal, "Review the deal": :func:`engine.ai.search.review` for the
  person's seat off the UI thread (:class:`ReviewJob`, with progress), then the few decisions where
  another choice was clearly better, stepped through with Previous / Next; each shows on the felt
  the position as it stood (the table's own layout of that step's observation, read only), and
  closing the review lays out the live table again.

Words have the translation context ``Review``; their German is in ``gui/table/german.py``."""

from __future__ import annotations

import dataclasses
import random
import traceback
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRect, QRunnable, Qt, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout

from engine.ai.search import Hint, ReviewItem, advise, review, strong_player_for
from engine.protocol import CHANCE, TERMINAL, GameState, get_game
from gui import worker
from gui.table.hooks import deal_ended

__all__ = ["SearchAdvisor", "hint_sentence", "hint_details", "deal_moves", "ReviewJob", "DealReview", "unit_word"]


# ====================================================================== hints
class SearchAdvisor:
    """A player-like advisor for the table's Hint: ``choose`` returns a :class:`Hint` (its ``action``
    is what is lit).  ``player``: the strong level to ask (None: the game's own, made in the worker)."""

    def __init__(self, player: Any = None) -> None:
        self.player = player

    def choose(self, observation: Any, rng: random.Random) -> Hint:
        p = self.player or strong_player_for(observation.game)
        if not hasattr(p, "evaluate") and not hasattr(p, "hint"):   # a rule player: its choice, no figures
            return Hint(p.choose(observation, rng), "rule")
        return advise(observation, rng, p)


def _units() -> dict[str, tuple[str, str]]:
    """The units the games' computer players count in (``VALUE_UNIT``): (one, several)."""
    return {"points": (QCoreApplication.translate("Review", "point"), QCoreApplication.translate("Review", "points")),
            "Resti": (QCoreApplication.translate("Review", "Resto"), QCoreApplication.translate("Review", "Resti")),
            "bêtes": (QCoreApplication.translate("Review", "bête"), QCoreApplication.translate("Review", "bêtes")),
            "counters": (QCoreApplication.translate("Review", "counter"), QCoreApplication.translate("Review", "counters")),
            "strokes": (QCoreApplication.translate("Review", "stroke"), QCoreApplication.translate("Review", "strokes")),
            "stakes": (QCoreApplication.translate("Review", "stake"), QCoreApplication.translate("Review", "stakes")),
            "markers": (QCoreApplication.translate("Review", "marker"), QCoreApplication.translate("Review", "markers"))}


def unit_word(game: str, amount: float | None = None) -> str:
    """The game's unit (its ai module's ``VALUE_UNIT``) in the interface language, for ``amount``
    as :func:`_fmt` writes it ("1 point", "1,5 points"; none: the plural)."""
    unit = str(getattr(get_game(game).ai_module(), "VALUE_UNIT", "points"))
    one, several = _units().get(unit, (unit, unit))
    return one if amount is not None and _fmt(amount) in ("1", "-1") else several


def _amount(x: float, game: str) -> str:
    """A number and its unit: "1 point", "2,4 Zähler"."""
    return f"{_fmt(x)} {unit_word(game, x)}"


def _fmt(x: float) -> str:
    r = round(x, 1)
    text = f"{r:.0f}" if r == int(r) else f"{r:.1f}"
    from gui import i18n

    if i18n.current_language == "de":     # German: decimal comma
        text = text.replace(".", ",")
    return text


def hint_sentence(table: Any, advice: Any) -> str:
    """One plain sentence: what the strong level would choose, and why."""
    if not isinstance(advice, Hint):
        return str(getattr(advice, "why", "") or getattr(advice, "action", advice))
    obs = table.session.observation() if table.session is not None else None
    name = _action_name(table, advice.action, obs)
    if advice.reason == "only":
        text = QCoreApplication.translate("Review", "My advice: %1, because there is no other choice here.")
    elif advice.reason == "same":
        text = QCoreApplication.translate("Review", "My advice: %1, though here every choice comes to the same.")
    elif advice.reason == "rule":
        text = QCoreApplication.translate("Review", "My advice: %1, as the usual rule of play says.")
    else:
        text = QCoreApplication.translate("Review", "My advice: %1, because that promises the best result from here, whatever the others hold.")
    details = hint_details(table, advice)
    table.hint_details = details
    tip = details or ""
    table.message_text.setToolTip(tip)
    if table.hint_button is not None:
        table.hint_button.setToolTip(tip or QCoreApplication.translate("Review", "What would a good player do here? (key H)"))
    return text.replace("%1", name)


def hint_details(table: Any, advice: Hint) -> str:
    """The figures behind a hint, for those who ask (a tooltip)."""
    if advice.value is None:
        return ""
    game = table.game or (table.session.spec.name if table.session else "")
    text = QCoreApplication.translate("Review", "On average %1 from here, over %2 possible deals that fit what you know.")
    text = text.replace("%1", _amount(advice.value, game)).replace("%2", str(advice.samples))
    if advice.gap is not None:
        if _fmt(advice.gap) in ("0", "-0"):
            text += " " + QCoreApplication.translate("Review", "The next best choice is about as good.")
        else:
            text += " " + QCoreApplication.translate("Review", "That is %1 more than the next best choice.").replace(
                "%1", _amount(advice.gap, game))
    return text


# ===================================================================== review
def deal_moves(session: Any, ended: Any) -> tuple[GameState, list[tuple[int, Any]], int] | None:
    """The last finished deal of ``session``: its first state, its moves and the index of its first
    step; ``ended(events)`` says whether a step's events end a deal.  None before a deal has ended."""
    ends = [i for i, st in enumerate(session.steps) if ended(st.events)]
    if not ends:
        return None
    end = ends[-1]
    start = ends[-2] + 1 if len(ends) > 1 else 0
    steps = session.steps[start:end + 1]
    if not steps:
        return None
    return steps[0].before, [(st.who, st.action) for st in steps], start


class ReviewSignals(QObject):
    progress = Signal(int, int, int)        # token, decisions judged, decisions in all
    done = Signal(int, object)              # token, (items, open-hand best or None)
    failed = Signal(int, str)


class ReviewJob(QRunnable):
    """Judges each decision of ``seat`` in ``moves`` from ``start`` with the strong level (one call
    of :func:`engine.ai.search.review` per decision, so progress can be shown), off the UI thread."""

    def __init__(self, token: int, game: str, start: GameState, moves: list, seat: int, signals: ReviewSignals,
                 player: Any = None, seed: int = 0, limit: int = 5, min_cost: float = 0.25) -> None:
        super().__init__()
        self.token, self.game, self.start, self.moves, self.seat = token, game, start, moves, seat
        self.signals, self.player, self.seed, self.limit = signals, player, seed, limit
        self.min_cost = min_cost        # smaller losses (in the game's unit) are not worth a word
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = self._work()
        except Exception as e:  # noqa: BLE001 -- a failing search must not take the window down
            self._send(self.signals.failed, f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=3)}")
            return
        self._send(self.signals.done, result)

    def _work(self) -> tuple[list[ReviewItem], float | None, bool]:
        player = self.player or strong_player_for(self.game)
        if not hasattr(player, "evaluate"):          # a rule player cannot weigh one choice against another
            return [], None, False
        st = self.start
        todo = [k for k, (who, _a) in enumerate(self.moves) if who == self.seat and who not in (CHANCE, TERMINAL)]
        items: list[ReviewItem] = []
        best_open: float | None = None
        done = 0
        for k, (who, action) in enumerate(self.moves):
            if best_open is None:
                best_open = _open_hand_best(self.game, st, self.seat)
            if k in todo:
                if len(st.legal_actions()) > 1:
                    found = review(st, [(who, action)], self.seat, player=player,
                                   rng=random.Random(self.seed * 1000 + k), limit=1, min_cost=self.min_cost)
                    items += [dataclasses.replace(it, step=k) for it in found]
                done += 1
                self.signals.progress.emit(self.token, done, len(todo))
            st, _ = st.apply(action)
        items.sort(key=lambda it: -it.cost)
        return items[:self.limit], best_open, True

    def _send(self, signal: Any, value: Any) -> None:
        if worker._stopping.is_set():
            return
        try:
            signal.emit(self.token, value)
        except RuntimeError:
            pass


def _open_hand_best(game: str, state: GameState, seat: int) -> float | None:
    """The exact best score with all cards open, for games whose ai module offers it (``open_hand_best``)."""
    f = getattr(get_game(game).ai_module(), "open_hand_best", None)
    if f is None:
        return None
    try:
        v = f(state, seat)
    except Exception:  # noqa: BLE001 -- a form it does not handle: no figure
        return None
    return None if v is None else float(v)


class DealReview(QGroupBox):
    """The review in the side panel: the "Review the deal" button after a deal, then the list of
    decisions to step through.  Made by :func:`install` for a :class:`~gui.table.trick.TrickTable`."""

    def __init__(self, table: Any) -> None:
        super().__init__()
        self.table = table
        self.setObjectName("deal_review")
        self.player: Any = None              # the strong level to judge with (None: the game's own)
        self.ended: Any = deal_ended         # whether a step's events end a deal (a board's hooks say it)
        self.items: list[ReviewItem] = []
        self.best_open: float | None = None
        self.judged = True
        self.index = -1
        self.token = 0
        self.busy = False
        self.deal: tuple | None = None
        self._live_state: Any = None
        self._held: Any = None
        self._felt_texts: list | None = None
        self._obs: Any = None                # the observation of the decision shown
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.text = QLabel()
        self.text.setObjectName("review_text")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.text)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        lay.addWidget(self.progress)
        row = QHBoxLayout()
        self.prev_button = QPushButton()
        self.prev_button.clicked.connect(lambda: self.show_item(self.index - 1))
        self.next_button = QPushButton()
        self.next_button.clicked.connect(lambda: self.show_item(self.index + 1))
        self.close_button = QPushButton()
        self.close_button.setObjectName("close_review")
        self.close_button.clicked.connect(self.close_review)
        for b in (self.prev_button, self.next_button):
            row.addWidget(b)
        lay.addLayout(row)
        lay.addWidget(self.close_button)
        self.start_button = QPushButton()
        self.start_button.setObjectName("review_deal_button")
        self.start_button.clicked.connect(self.start)
        self._signals = ReviewSignals()
        self._signals.progress.connect(self._progress)
        self._signals.done.connect(self._done)
        self._signals.failed.connect(self._failed)
        self.setVisible(False)
        self.start_button.setVisible(False)
        self.retranslate()

    # ------------------------------------------------------------------ state
    def available(self) -> bool:
        """Whether a finished deal can be reviewed now (the table shows the deal's end)."""
        t = self.table
        s = t.session
        if s is None or t.thinking or not (t.between_deals or s.is_over()):
            return False
        return deal_moves(s, self.ended) is not None

    def reviewing(self) -> bool:
        return self.isVisible()

    def update_state(self) -> None:
        """After every step of the table: offer the review, or end one whose deal is gone."""
        s = self.table.session
        if self.reviewing() and (s is None or s.state is not self._live_state):
            self.close_review()
        self.start_button.setVisible(self.available() and not self.reviewing())
        if self.start_button.isVisible():
            self.retranslate()             # the game at the table may have changed its word for a deal

    def _whole_game(self) -> bool:
        """Whether the game at this table calls a deal a game (a board game): the texts say so."""
        from gui.units import whole_game

        s = self.table.session
        return whole_game(s.spec if s is not None else getattr(self.table, "game", ""))

    def retranslate(self) -> None:
        if self._whole_game():
            self.setTitle(QCoreApplication.translate("Review", "Review of the game"))
            self.start_button.setText(QCoreApplication.translate("Review", "Review the game"))
        else:
            self.setTitle(QCoreApplication.translate("Review", "Review of the deal"))
            self.start_button.setText(QCoreApplication.translate("Review", "Review the deal"))
        self.start_button.setToolTip(QCoreApplication.translate("Review", "Could I have won? The decisions where another choice was clearly better."))
        self.prev_button.setText(QCoreApplication.translate("Review", "&Previous"))
        self.next_button.setText(QCoreApplication.translate("Review", "&Next"))
        self.close_button.setText(QCoreApplication.translate("Review", "&Back to the table"))
        if self.reviewing():
            self._show_text()

    # ------------------------------------------------------------------ work
    def start(self) -> bool:
        if not self.available():
            return False
        t = self.table
        s = t.session
        self.deal = deal_moves(s, self.ended)
        assert self.deal is not None
        self._live_state = s.state
        self._held = t.hold_until_gathered
        self.items, self.best_open, self.index, self.judged, self._obs = [], None, -1, True, None
        self.token += 1
        self.busy = True
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.setVisible(True)
        self.start_button.setVisible(False)
        self._show_text()
        start, moves, _first = self.deal
        worker.start(ReviewJob(self.token, s.spec.name, start, moves, s.human, self._signals, player=self.player,  # type: ignore[arg-type]
                               seed=s.seed))
        self.close_button.setFocus()
        return True

    def _progress(self, token: int, done: int, total: int) -> None:
        if token != self.token:
            return
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _done(self, token: int, result: Any) -> None:
        if token != self.token or not self.reviewing():
            return
        self.busy = False
        self.items, self.best_open, self.judged = result
        self.progress.setVisible(False)
        if self.items:
            self.show_item(0)
        else:
            self._show_text()

    def _failed(self, token: int, message: str) -> None:
        if token != self.token:
            return
        self.busy = False
        self.progress.setVisible(False)
        self._set_text((QCoreApplication.translate("Review", "The game could not be reviewed: %1") if self._whole_game() else
                        QCoreApplication.translate("Review", "The deal could not be reviewed: %1")).replace("%1", message.splitlines()[0]))

    # ------------------------------------------------------------------ showing
    def show_item(self, i: int) -> bool:
        if not self.items or not 0 <= i < len(self.items) or self.deal is None:
            return False
        self.index = i
        item = self.items[i]
        start, moves, _first = self.deal
        st = start
        for who, action in moves[:item.step]:
            st, _ = st.apply(action)
        t = self.table
        obs = st.observation(t.live.human)
        t.hold_until_gathered = None
        if self._felt_texts is None:       # the live table's banner and message wait for the way back
            self._felt_texts = [(x, x.isVisible()) for x in (t.banner, getattr(t, "banner_back", None), t.message_text)
                                if x is not None]
        for x, _on in self._felt_texts:
            x.setVisible(False)
        t._lay_out(obs, 0, False)
        for it in t._all_items():
            it.set_marks(legal=False, focus=False, hint=False)
        for c in _cards_of(item.better):
            if c.code in t.items:
                t.items[c.code].set_marks(legal=False, focus=False, hint=True)
        for c in _cards_of(item.played):
            if c.code in t.items:
                t.items[c.code].set_marks(legal=False, focus=True, hint=False)
        self._show_text(obs)
        return True

    def _show_text(self, obs: Any = None) -> None:
        if obs is None:                 # a change of language: the decision shown names its moves again
            obs = self._obs
        self._obs = obs
        self.prev_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(0 <= self.index < len(self.items) - 1)
        self.prev_button.setVisible(len(self.items) > 1)
        self.next_button.setVisible(len(self.items) > 1)
        if self.busy:
            self._set_text(QCoreApplication.translate("Review", "Looking at each of your decisions in this game…") if self._whole_game()
                           else QCoreApplication.translate("Review", "Looking at each of your decisions in this deal…"))
            return
        t = self.table
        lines: list[str] = []
        if not self.judged:
            lines.append(QCoreApplication.translate("Review", "The computer player of this game cannot judge decisions yet."))
        elif not self.items:
            lines.append(QCoreApplication.translate("Review", "Well played: at none of your decisions was another choice clearly better."))
        else:
            item = self.items[self.index]
            lines.append(QCoreApplication.translate("Review", "Decision %1 of %2").replace("%1", str(self.index + 1)).replace("%2", str(len(self.items))))
            game = t.live.spec.name
            shown = _cards_of(item.played) or _cards_of(item.better)     # framed and lit on the felt
            if shown:
                lines.append(QCoreApplication.translate("Review", "You chose: %1 (framed).").replace("%1", _action_name(t, item.played, obs)))
                lines.append(QCoreApplication.translate("Review", "Better: %1 (lit).").replace("%1", _action_name(t, item.better, obs)))
            else:                                   # a bid, a call: nothing on the felt to frame
                lines.append(QCoreApplication.translate("Review", "You chose: %1.").replace("%1", _action_name(t, item.played, obs)))
                lines.append(QCoreApplication.translate("Review", "Better: %1.").replace("%1", _action_name(t, item.better, obs)))
            lines.append(QCoreApplication.translate("Review", "On average the better choice gives you about %1 more.")
                         .replace("%1", _amount(item.cost, game)))
        if self.best_open is not None:
            lines.append(QCoreApplication.translate("Review", "With all cards open, the best the play could have given you was %1 (your points in the play less your opponent's).")
                         .replace("%1", _amount(self.best_open, t.live.spec.name)))
        self._set_text("\n".join(lines))

    def _set_text(self, text: str) -> None:
        """Word-wrapped labels in the side panel get no height for their width: reserve it."""
        self.text.setText(text)
        panel = self.table.side_panel.width() - 60
        width = max(min(self.text.width(), panel) if self.text.width() > 100 else panel, 160)
        fm = self.text.fontMetrics()
        need = fm.boundingRect(QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), text).height()
        self.text.setMinimumHeight(need + fm.lineSpacing())
        for lay in (self.layout(), self.table.side_panel.layout()):
            if lay is not None:
                lay.invalidate()
                lay.activate()

    def close_review(self) -> None:
        """Back to the live table, as it was."""
        if not self.reviewing():
            return
        self.token += 1
        self.busy = False
        self.setVisible(False)
        t = self.table
        if t.session is not None and t.session.state is self._live_state:
            t.hold_until_gathered = self._held
        for x, on in self._felt_texts or ():
            # what went meanwhile (a banner's time ran out, the message was cleared) stays gone:
            # no empty dark box is left on the felt
            if x is getattr(t, "banner_back", None) or x is t.banner:
                on = on and bool(t.banner.text())
            elif x is t.message_text:
                on = on and bool(getattr(t, "message", ""))
            x.setVisible(on)
        self._felt_texts = None
        self.items, self.index, self.deal, self._obs = [], -1, None, None
        if t.session is not None:
            t.refresh(animate=False)
        self.start_button.setVisible(self.available())
        if self.start_button.isVisible():
            self.start_button.setFocus()

    def key(self, key: int) -> bool:
        """Keys while reviewing: left/right step, Escape goes back."""
        if not self.reviewing():
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.show_item(self.index - 1)
            return True
        if key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.show_item(self.index + 1)
            return True
        if key == Qt.Key.Key_Escape:
            self.close_review()
            return True
        return True          # the live table's keys wait until the review is closed


def _cards_of(action: Any) -> list:
    card = getattr(action, "card", None)
    return [card] if card is not None else list(getattr(action, "cards", None) or ())


def _action_name(table: Any, action: Any, obs: Any) -> str:
    """The action in the game's words, as its button says it; a choice of several cards the game
    words only in its notation is named by its cards."""
    name = (table.hooks.button_label(table, action, obs) if obs is not None else None) or table.words.action(action, obs)
    cards = list(getattr(action, "cards", None) or ())
    if cards and name == str(action):
        name = ", ".join(table.hooks.card_name(c) for c in cards)
    elif cards and not any(table.hooks.card_name(c) in name for c in cards):
        # "Exchange 3 cards": which ones the person must read to follow the advice
        name = f"{name}: {', '.join(table.hooks.card_name(c) for c in cards)}"
    return name


def install(table: Any) -> DealReview:
    """Put the review into ``table``'s side panel, under the prompt, and keep it up to date."""
    r = DealReview(table)
    lay = table.side_panel.layout()
    lay.insertWidget(1, r.start_button)
    lay.insertWidget(2, r)
    table.changed.connect(r.update_state)
    table.finished.connect(r.update_state)
    return r
