"""A guided first deal for any game, from data only (see ``docs/guided-deal.md``).

A game supplies, in its rules folder (``resources/rules`` or its ``GameUI.rules_dir``):

* ``GAME.tutorial.txt`` -- an ordinary game record (:mod:`engine.record`) of one deal with
  every chance outcome written out: the cut or draw, the deal, and then every seat's moves.
  The person plays ``human_seat``; every other seat plays what the record says.
* ``GAME.tutorial.en.toml`` and ``GAME.tutorial.de.toml`` -- the title, an introduction, one
  explanation per action of the record (keys are action indices counted from 0, chance lines
  included, or ranges ``"a-b"``), each with the rules section it links to and, optionally, a
  ``refuse`` sentence said when the person does something else at that step; an ending and,
  optionally, a one-sentence ``summary`` of the result.

and registers ``tutorial=True`` in its :class:`~gui.registry.GameUI`.

The person plays at the game's ordinary table with the usual gestures.  Before each of the
person's moves the rules panel (or, with the panel shut, a box beside the table) shows that
step's explanation with its link into the rules, and the table highlights the card or button the
record expects; any other legal move is refused with a gentle hint (and the step's ``refuse``
sentence).  After a move of another seat (or of chance) whose explanation the person should
read, the table waits for "Continue".  At the end: a summary and the way to a real game.

Nothing here decides a rule: the engine checks every move; the guide only compares the
person's move with the record.  Nothing here names a game: cards and actions are named by the
table's own words and hooks (:class:`gui.table.hooks.TableHooks`).
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from engine.protocol import CHANCE, IllegalAction
from engine.record import parse_record, start_state
from gui import i18n
from gui.session import GameSession

__all__ = ["GuidedSession", "RecordPlayer", "TutorPlayer", "GuidedDeal", "start_guided_deal", "same_action", "walk"]


class GuidedSession(GameSession):
    """A session whose chance outcomes (and the other seats' moves) are those of a record."""

    guided = True

    def __init__(self, record_text: str, human: int = 0) -> None:
        rec = parse_record(record_text)
        spec, opts, state = start_state(rec)
        n = spec.seat_count(opts)
        seats = list(rec.seats) if len(rec.seats) == n else ["tutor"] * n
        seats = ["tutor" if i != human else "human" for i in range(n)] if "human" not in seats else seats
        super().__init__(rec.game, rec.preset or spec.default_preset, opts, seats, 0, "cut", human)
        self.state = state              # with the record's number of deals and first dealer
        self.record_moves = list(rec.moves)

    def expected(self) -> Any:
        """The record's next action (None after the last one)."""
        i = len(self.steps)
        if i >= len(self.record_moves):
            return None
        return self.state.parse_action(self.record_moves[i][1])

    def chance_action(self) -> Any:
        i = len(self.steps)
        if i >= len(self.record_moves) or self.record_moves[i][0] != CHANCE:
            return super().chance_action()
        return self.expected()

    def undo_status(self) -> tuple[bool, str]:
        return False, "no_action"       # the guided deal goes forward only


class RecordPlayer:
    """Every other seat of the guided deal: plays what the record says."""

    name = "tutor"

    def __init__(self, session: GuidedSession) -> None:
        self.session = session

    def choose(self, observation: Any, rng: Any) -> Any:
        a = self.session.expected()
        if a is None:
            raise RuntimeError("the guided deal's record has no further move")
        return a


TutorPlayer = RecordPlayer      # its older name


def same_action(a: Any, b: Any) -> bool:
    """Whether two actions are the same move (a choice of several cards in any order)."""
    if a is None or b is None or type(a) is not type(b):
        return False
    if isinstance(getattr(a, "cards", None), tuple) and isinstance(getattr(b, "cards", None), tuple):
        return set(a.cards) == set(b.cards) and {k: v for k, v in _fields(a).items() if k != "cards"} == \
            {k: v for k, v in _fields(b).items() if k != "cards"}
    return bool(a == b)


def _fields(a: Any) -> dict:
    import dataclasses

    return {f.name: getattr(a, f.name) for f in dataclasses.fields(a)} if dataclasses.is_dataclass(a) else {}


def _rank_letter(r: str) -> str:
    """A French pack's rank as printed in the corners of its cards (Q and J in every language)."""
    if r == "Q":
        return QCoreApplication.translate("Guide", "Q", "rank letter of the queen")
    if r == "J":
        return QCoreApplication.translate("Guide", "J", "rank letter of the jack")
    return "10" if r == "T" else r


class GuidedDeal(QObject):
    """Leads the person through the prepared deal at ``window.table``."""

    def __init__(self, window: Any, game: str) -> None:
        super().__init__(window)
        from gui.panels.rules_text import load_tutorial

        self.window = window
        self.table = window.table
        self.game = game
        self.tutorial = load_tutorial(game, i18n.current_language)
        self.session = GuidedSession(self.tutorial.record_text, self.tutorial.human_seat)
        self.intro_done = False
        self.explained = 0          # steps whose explanation needs no more reading
        self.done = False
        self._shown_html = ""       # the explanation in view, kept to move it beside the table
        self._box_height = 0        # the box beside the table keeps the height of the longest text
        self._panel_width: int | None = None    # the side panel's width for every step's buttons
        self._started = False       # the first explanation opens the rules panel
        self._reshow: Any = None    # shows the explanation in view in the rules panel again
        self.real_game_button: Any = None
        self.again_button: Any = None
        self.continue_button: Any = None
        window.rules_dock.visibilityChanged.connect(self._panel_shown_or_shut)

    # ------------------------------------------------------------ state
    @property
    def human(self) -> int:
        return self.session.human

    def active(self) -> bool:
        return self.table.guide is self and self.table.session is self.session

    def expected(self) -> Any:
        return self.session.expected() if self.active() else None

    def _text(self, i: int) -> str:
        return self.tutorial.steps[i].text if 0 <= i < len(self.tutorial.steps) else ""

    def _pause_after(self, j: int) -> bool:
        """After another seat's (or chance's) step j the person reads its text before going on."""
        steps = self.tutorial.steps
        if j >= len(steps) - 1 or steps[j].who == self.human:
            return False
        return self._text(j) != self._text(j + 1)

    def pending(self) -> Any:
        """"intro", the index of a step whose explanation waits for "Continue", or None."""
        if not self.intro_done:
            return "intro"
        n = len(self.session.steps)
        while self.explained < n:
            if self._pause_after(self.explained):
                return self.explained
            self.explained += 1
        return None

    def paused(self) -> bool:
        return self.active() and not self.session.is_over() and self.pending() is not None

    # ------------------------------------------------------------ words
    def card_words(self, cards: Any) -> str:
        """Cards as the table names them (the game's ``card_name`` hook, else rank and suit sign)."""
        from gui.table.cards import SUIT_GLYPH
        from gui.table.hooks import TableHooks

        hooks = self.table.hooks
        if type(hooks).card_name is not TableHooks.card_name:
            return ", ".join(hooks.card_name(c) for c in cards)
        return " ".join(_rank_letter(c.rank) + SUIT_GLYPH.get(c.suit, c.suit) for c in cards)

    def action_words(self, a: Any) -> str:
        """A button's action as the table labels it."""
        t = self.table
        obs = self.session.observation()
        return t.hooks.button_label(t, a, obs) or t.words.action(a, obs)

    def _kind(self, a: Any) -> str:
        steps = getattr(self.table, "action_steps", None)     # a board: a play is its stones' steps
        if steps is not None and steps(a):
            return "stones"
        if isinstance(getattr(a, "cards", None), tuple):
            return "cards"
        if getattr(a, "card", None) is not None:
            return "card"
        return "button"

    def _card_zone(self, a: Any) -> str:
        try:
            return self.table.hooks.card_zone(a, self.session.observation())
        except Exception:       # a hook that cannot say: the trick
            return "trick"

    # ------------------------------------------------------------ hooks called by the table
    def panel_width(self) -> int:
        """The side panel's width that fits the buttons of every step of the deal (the person's
        decisions and the guide's own), so the felt keeps its size from step to step."""
        if self._panel_width is None:
            self._panel_width = self._widest_buttons()
        return self._panel_width

    def _widest_buttons(self) -> int:
        from PySide6.QtWidgets import QPushButton, QToolButton

        t = self.table
        labels = [QCoreApplication.translate("Guide", "Continue"),
                  QCoreApplication.translate("Guide", "Start a real game"),
                  self._again_text()]
        rec = parse_record(self.tutorial.record_text)
        _spec, _opts, state = start_state(rec)
        try:
            for who, text, _line in rec.moves:
                if who == self.human:
                    obs = state.observation(who)
                    _cards, _several, buttons = t.split_actions(obs.legal_actions)
                    # the table's buttons besides the moves too (leave a combination out, claim or
                    # concede the rest: gui/table/choices.py), so they never widen the panel later
                    buttons = list(buttons) + list(getattr(obs, "side_actions", ()) or ())
                    labels += [t.hooks.button_label(t, a, obs) or t.words.action(a, obs) for a in buttons]
                state = state.apply(state.parse_action(text))[0]
        except Exception:       # a label a hook cannot make outside its moment: what was gathered so far
            pass
        probe = QPushButton()
        font = probe.font()
        font.setBold(True)
        probe.setFont(font)
        probe.setStyleSheet("QPushButton { border: 2px solid; padding: 3px; }")   # as the guided button
        widest = 0
        for label in labels:
            probe.setText(label)
            widest = max(widest, probe.sizeHint().width(), QPushButton(label).sizeHint().width())
        probe.deleteLater()
        help_w = QToolButton().sizeHint().width() + 12       # the "?" beside the first button
        m = t.side_panel.layout().contentsMargins()
        b = t.buttons_box.layout().contentsMargins() if t.buttons_box.layout() is not None else m
        return widest + help_w + m.left() + m.right() + b.left() + b.right() + 8

    def pause_if_needed(self) -> bool:
        p = self.pending() if self.active() else None
        if p is None:
            return False
        if p == "intro":
            self._show_html(self.tutorial.inline_html(self.tutorial.intro), "overview", title=self.tutorial.title)
        else:
            self._show_step(p)
        self.update_prompt()
        return True

    def add_buttons(self) -> bool:
        """The guide's own controls (Continue; at the end the way to a real game)."""
        if not self.active():
            return False
        t = self.table
        if self.session.is_over():
            self.real_game_button = t._button(QCoreApplication.translate("Guide", "Start a real game"), self.start_real_game, default=True)
            self.again_button = t._button(self._again_text(), self.play_again)
            return True
        if self.pending() is not None:
            self.continue_button = t._button(QCoreApplication.translate("Guide", "Continue"), self.go_on, default=True)
            self.continue_button.setProperty("role", "continue")
            return True
        return False

    def human_turn(self) -> None:
        self._show_step(len(self.session.steps))
        self.update_prompt()

    def computer_turn(self) -> None:
        self._show_step(len(self.session.steps))

    def instruction(self) -> str:
        a = self.expected()
        if a is None:
            return ""
        kind = self._kind(a)
        if kind == "stones":
            own = self._board_text("guided_move")      # a board game's own word for its pieces
            return (own or QCoreApplication.translate("Guide", "move the stones: %1.")).replace("%1", self.action_words(a))
        if kind == "cards":
            return QCoreApplication.translate("Guide", "choose %1 and confirm.").replace("%1", self.card_words(a.cards))
        if kind == "card":
            if self._card_zone(a) == "discard":
                return QCoreApplication.translate("Guide", "lay away %1.").replace("%1", self.card_words([a.card]))
            return QCoreApplication.translate("Guide", "play %1.").replace("%1", self.card_words([a.card]))
        return QCoreApplication.translate("Guide", "choose “%1”.").replace("%1", self.action_words(a))

    def refusal(self, action: Any) -> str | None:
        """None when ``action`` is the record's move (or illegal: the engine explains that), else a hint."""
        exp = self.expected()
        if exp is None or same_action(action, exp):
            return None
        try:
            self.session.state.check(action)
        except IllegalAction:           # the engine's own refusal says more than the guide's hint
            return None
        return self._with_reason(self.hint())

    def discard_refusal(self, card: Any) -> str | None:
        exp = self.expected()
        if exp is None or not isinstance(getattr(exp, "cards", None), tuple) or card in exp.cards:
            return None
        return self._with_reason(self.hint())

    def _with_reason(self, hint: str) -> str:
        """The hint and, when the step gives one, why the record's move is the plan."""
        i = len(self.session.steps)
        why = self.tutorial.steps[i].refuse if 0 <= i < len(self.tutorial.steps) else ""
        return hint + (" " + why if why else "")

    def hint(self) -> str:
        a = self.expected()
        if a is None or self.session.to_move != self.human or self.paused():
            # no move of the person's is due: while an explanation waits, say how to go on
            if self.active() and not self.session.is_over() and self.pending() is not None:
                return QCoreApplication.translate("Guide", "Read the explanation, then press “Continue”.")
            return self.table.words.reason("not_your_turn")
        kind = self._kind(a)
        if kind == "stones":
            own = self._board_text("guided_refuse")
            return (own or QCoreApplication.translate("Guide", "In this guided game, move the stones: %1.")).replace(
                "%1", self.action_words(a))
        if kind == "cards":
            return QCoreApplication.translate("Guide", "In this guided deal, discard %1.").replace("%1", self.card_words(a.cards))
        if kind == "card":
            if self._card_zone(a) == "discard":
                return QCoreApplication.translate("Guide", "In this guided deal, lay away %1.").replace("%1", self.card_words([a.card]))
            return QCoreApplication.translate("Guide", "In this guided deal, play %1.").replace("%1", self.card_words([a.card]))
        return QCoreApplication.translate("Guide", "In this guided deal, choose “%1”.").replace("%1", self.action_words(a))

    def hint_cards(self, selected: Any) -> set[str]:
        a = self.expected()
        if a is None or self.session.to_move != self.human:
            return set()
        kind = self._kind(a)
        if kind == "cards":
            return {c.code for c in a.cards if c not in selected}
        if kind == "card":
            return {a.card.code}
        return set()

    def finished(self) -> None:
        if not self.active():
            return
        self.done = True
        self.update_prompt()
        self._show_html("<p><b>" + html.escape(self._summary()) + "</b></p>"
                        + self.tutorial.inline_html(self.tutorial.outro), self.tutorial.steps[-1].section)

    def update_prompt(self) -> None:
        """The table's prompt line for the guided deal's present moment."""
        if not self.active():
            return
        t = self.table
        p = self.pending()
        if self.session.is_over():
            t.prompt_label.setText(self._summary() + " " + QCoreApplication.translate("Guide", "Start a real game when you are ready."))
        elif p == "intro":
            t.prompt_label.setText(
                QCoreApplication.translate("Guide", "A guided first game: read the explanation in the rules panel, then click “Continue”.")
                if self._whole_game() else
                QCoreApplication.translate("Guide", "A guided first deal: read the explanation in the rules panel, then click “Continue”."))
        elif p is not None:
            t.prompt_label.setText(QCoreApplication.translate("Guide", "Read what just happened, then click “Continue”."))
        elif self.session.to_move == self.human and not t.thinking:
            i = len(self.session.steps)
            t.prompt_label.setText(
                (QCoreApplication.translate("Guide", "Guided game, step %1 of %2: %3") if self._whole_game() else
                 QCoreApplication.translate("Guide", "Guided deal, step %1 of %2: %3")).replace("%1", str(i + 1))
                .replace("%2", str(len(self.tutorial.steps))).replace("%3", self.instruction()))

    def _summary(self) -> str:
        if self.tutorial.summary:
            return self.tutorial.summary
        scores = self.session.state.scores()
        parts = ", ".join(f"{self.table.seat_title(q)} {scores[q]:g}" for q in range(len(scores)))
        return (QCoreApplication.translate("Guide", "The guided game is over: %1.") if self._whole_game() else
                QCoreApplication.translate("Guide", "The guided deal is over: %1.")).replace("%1", parts)

    def _whole_game(self) -> bool:
        """Whether this game calls a deal a game (a board game): the guide's own texts say so."""
        from gui.units import whole_game

        return whole_game(self.game)

    def _board_text(self, key: str) -> str | None:
        """A board game's own wording of a guide's text (``BoardHooks.text``: ``guided_move``,
        ``guided_refuse``, with ``%1`` for the play), or ``None``."""
        hooks = getattr(self.table, "hooks", None)
        text = getattr(hooks, "text", None)
        return text(self.table, key) if callable(text) else None

    def _again_text(self) -> str:
        return (QCoreApplication.translate("Guide", "Play the guided game again") if self._whole_game() else
                QCoreApplication.translate("Guide", "Play the guided deal again"))

    # ------------------------------------------------------------ buttons
    def go_on(self) -> None:
        p = self.pending()
        if p == "intro":
            self.intro_done = True
        elif p is not None:
            self.explained = p + 1
        self.table.advance()
        self.table.refresh(animate=True)

    def start_real_game(self) -> None:
        self.table.guide = None
        self.table.set_guide_text("")
        self.window.new_game()

    def play_again(self) -> None:
        start_guided_deal(self.window, self.game)

    # ------------------------------------------------------------ texts
    def refresh_texts(self) -> None:
        """After a change of language: the step texts in the new language, shown again."""
        if not self.active():
            return
        from gui.panels.rules_text import load_tutorial

        self.tutorial = load_tutorial(self.game, i18n.current_language)
        self._box_height = 0
        self._panel_width = None
        t = self.table
        t._set_buttons()
        if self.session.is_over():
            self.finished()
        elif not self.pause_if_needed():
            if self.session.to_move == self.human:
                self.human_turn()
            else:
                self.computer_turn()

    def _show_step(self, i: int) -> None:
        if not 0 <= i < len(self.tutorial.steps):
            return
        d = self.window.rules_dock
        self._reshow = lambda: d.show_tutorial_step(self.tutorial, i)
        if self._panel_open():
            self._reshow()
        self._beside(self.tutorial.html(i))

    def _show_html(self, body: str, section: str, title: str = "") -> None:
        d = self.window.rules_dock
        head = f"<b>{html.escape(title)}</b> " if title else ""

        def show() -> None:
            d.show_section(section)
            d._show_message(head + body, section, raw=True)
        self._reshow = show
        if self._panel_open():
            show()
        self._beside(head + body)

    def _panel_open(self) -> bool:
        """Whether the explanations go to the rules panel: yes at the start; once the person has
        shut the panel, they stay beside the table until the person opens it again."""
        if not self._started:
            self._started = True
            QTimer.singleShot(0, self, self._hold_panel_width)
            return True
        return self.window.rules_dock.isVisible()

    def _hold_panel_width(self) -> None:
        """The rules panel keeps the width it opened with while the explanations change in it
        (else the main window may give it a new width when the table's side panel changes)."""
        from PySide6.QtCore import Qt

        d = self.window.rules_dock
        if d.isVisible() and not d.isFloating():
            self.window.resizeDocks([d], [d.width()], Qt.Orientation.Horizontal)

    def _beside(self, text: str) -> None:
        """With the rules panel shut, the explanation goes beside the table, in a box as high as
        the longest explanation needs, so nothing below it moves from step to step."""
        self._shown_html = text
        t = self.table
        if self.window.rules_dock.isVisible():
            t.set_guide_text("")
            return
        t.set_guide_text(text)
        label = getattr(t, "guide_label", None)
        if label is not None:
            from PySide6.QtCore import Qt

            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            if self.session.is_over():
                self._box_height = 0
            h = max(self._box_height, label.minimumHeight(), self._tallest(label))
            self._box_height = h
            label.setMinimumHeight(h)

    def _tallest(self, label: Any) -> int:
        """The height the longest of the guided deal's texts needs in ``label``'s width."""
        from PySide6.QtGui import QTextDocument

        from PySide6.QtWidgets import QApplication, QStyle

        from PySide6.QtWidgets import QScrollArea

        parent = label.parentWidget()
        # room for a scroll bar is kept back: one may appear in the side panel beside a tall text
        # (when it is already there, the parent's width has given it its room)
        bar = QApplication.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 2
        area = parent
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        if isinstance(area, QScrollArea) and area.verticalScrollBar().isVisible():
            bar = 2
        width = max((parent.width() if parent is not None else 260) - 30 - bar, 200)
        tut = self.tutorial
        texts = {tut.html(i) for i in range(len(tut.steps))}
        texts.add(f"<b>{html.escape(tut.title)}</b> " + tut.inline_html(tut.intro))
        if self.session.is_over():      # the ending may need more room; no step follows it
            texts.add("<p><b>" + html.escape(self._summary()) + "</b></p>" + tut.inline_html(tut.outro))
        best = 0
        for body in texts:
            doc = QTextDocument()
            doc.setDefaultFont(label.font())
            doc.setHtml(body)
            doc.setTextWidth(width)
            best = max(best, int(doc.size().height()) + 16)
        return best

    def _panel_shown_or_shut(self, visible: bool) -> None:
        """The person shut (or opened) the rules panel: the explanation moves with it."""
        if not (self.active() and self._shown_html):
            return
        self._beside(self._shown_html)
        if visible and self._reshow is not None:     # opened again: the explanation in view goes there too
            self._reshow()


def start_guided_deal(window: Any, game: str | None = None) -> GuidedDeal:
    """Sit the person down at ``game``'s guided deal (default: the window's present game) in
    ``window`` (a gui.mainwindow.MainWindow); a game whose ``GameUI.tutorial`` is on is played here."""
    game = game or window.spec.name
    guide = GuidedDeal(window, game)
    old = getattr(window, "guide", None)
    if old is not None and old is not guide:
        old.deleteLater()
    window.guide = guide
    window.table.start(guide.session, opponent=RecordPlayer(guide.session), guide=guide)
    return guide


def walk(window: Any, stops: int, pump: Any, panel_shut: bool = False) -> None:
    """Take the guided deal running in ``window`` through ``stops`` of its stops (a "Continue" or
    a move of the person's, made as the record says), calling ``pump()`` to let the table move;
    for screenshots and benchmarks (tests drive the table by gestures instead)."""
    import time

    t = window.table
    guide = t.guide

    def settle() -> None:
        for _ in range(2000):
            pump()
            if t.session.is_over() or guide.paused() or t.waiting_for_human():
                if not t.animations_running():
                    break
            time.sleep(0.002)

    settle()
    if panel_shut:
        window.rules_dock.close()
    for _ in range(stops):
        settle()
        if t.session.is_over():
            break
        if guide.paused():
            guide.go_on()
        else:
            t.act(guide.expected())
    settle()
    for _ in range(20):
        pump()
