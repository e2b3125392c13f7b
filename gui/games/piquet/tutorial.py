"""The guided first deal (issue #6): a prepared record played at the ordinary table.

The person plays the newcomer's seat with the usual gestures; the other seat's
moves and the shuffle come from ``resources/rules/piquet.tutorial.txt``.  Before
each of the person's moves the rules panel shows that step's explanation
(``resources/rules/piquet.tutorial.<lang>.toml``, read by
:func:`gui.panels.rules_text.load_tutorial`) and the table highlights the card or
button the record expects; any other legal move is refused with a hint.  After an
opponent's move whose explanation the person should read, the table waits for
"Continue".  At the end: a summary and the way to a real game.

Nothing here decides a rule: the engine checks every move; the guide only
compares the person's move with the record.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from engine.protocol import CHANCE, IllegalAction
from engine.record import parse_record, start_state
from gui import i18n
from gui.session import GameSession

__all__ = ["GuidedSession", "TutorPlayer", "GuidedDeal", "start_guided_deal"]


class GuidedSession(GameSession):
    """A session whose chance outcomes (and the opponent's moves) are those of a record."""

    guided = True

    def __init__(self, record_text: str, human: int = 0) -> None:
        rec = parse_record(record_text)
        spec, opts, state = start_state(rec)
        seats = list(rec.seats) if len(rec.seats) == spec.players else ["human", "tutor"]
        super().__init__(rec.game, rec.preset or spec.default_preset, opts, seats, 0, "cut", human)
        self.state = state              # with the record's number of deals
        self.record_moves = list(rec.moves)

    def expected(self) -> Any:
        """The record's next action (None after the last one)."""
        i = len(self.steps)
        if i >= len(self.record_moves):
            return None
        return self.state.parse_action(self.record_moves[i][1])

    def chance_action(self) -> Any:
        a = self.expected()
        if a is None or self.record_moves[len(self.steps)][0] != CHANCE:
            return super().chance_action()
        return a

    def undo_status(self) -> tuple[bool, str]:
        return False, "no_action"       # the guided deal goes forward only


class TutorPlayer:
    """The opponent of the guided deal: plays what the record says."""

    name = "tutor"

    def __init__(self, session: GuidedSession) -> None:
        self.session = session

    def choose(self, observation, rng) -> Any:
        a = self.session.expected()
        if a is None:
            raise RuntimeError("the guided deal's record has no further move")
        return a


def _same(a: Any, b: Any) -> bool:
    if a is None or b is None or type(a) is not type(b):
        return False
    if hasattr(a, "cards") and hasattr(b, "cards"):
        return set(a.cards) == set(b.cards)
    return a == b


def _rank_letter(r: str) -> str:
    """The rank as printed in the corners of the cards (the French pack shows Q and J in every language)."""
    if r == "Q":
        return QCoreApplication.translate("Guide", "Q", "rank letter of the queen")
    if r == "J":
        return QCoreApplication.translate("Guide", "J", "rank letter of the jack")
    return "10" if r == "T" else r


def _cards_text(cards) -> str:
    from gui.table.cards import SUIT_GLYPH

    return " ".join(_rank_letter(c.rank) + SUIT_GLYPH.get(c.suit, c.suit) for c in cards)


class GuidedDeal(QObject):
    """Leads the person through the prepared deal at ``window.table``."""

    def __init__(self, window, game: str = "piquet") -> None:
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
        """After the opponent's (or the shuffle's) step j the person reads its text before going on."""
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

    # ------------------------------------------------------------ hooks called by the table
    def pause_if_needed(self) -> bool:
        p = self.pending() if self.active() else None
        if p is None:
            return False
        if p == "intro":
            self._show_html(self._para(self.tutorial.intro), "overview", title=self.tutorial.title)
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
            self.again_button = t._button(QCoreApplication.translate("Guide", "Play the guided deal again"), self.play_again)
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
        head = str(a).split()[0]
        if head == "exchange":
            return QCoreApplication.translate("Guide", "discard %1 and exchange.").replace("%1", _cards_text(a.cards))
        if head == "play":
            return QCoreApplication.translate("Guide", "play %1.").replace("%1", _cards_text([a.card]))
        from gui.games.piquet import texts

        return QCoreApplication.translate("Guide", "choose “%1”.").replace("%1", texts.say(a))

    def refusal(self, action: Any) -> str | None:
        """None when ``action`` is the record's move (or illegal: the engine explains that), else a hint."""
        exp = self.expected()
        if exp is None or _same(action, exp):
            return None
        try:
            self.session.state.check(action)
        except IllegalAction:           # the engine's own refusal says more than the guide's hint
            return None
        return self.hint()

    def discard_refusal(self, card) -> str | None:
        exp = self.expected()
        if exp is None or not hasattr(exp, "cards") or card in exp.cards:
            return None
        return self.hint()

    def hint(self) -> str:
        a = self.expected()
        if a is None or self.session.to_move != self.human or self.paused():
            # no move of the person's is due: while an explanation waits, say how to go on
            if self.active() and not self.session.is_over() and self.pending() is not None:
                return QCoreApplication.translate("Guide", "Read the explanation, then press “Continue”.")
            from gui.games.piquet import texts

            return texts.reason("not_your_turn")
        head = str(a).split()[0]
        if head == "exchange":
            return QCoreApplication.translate("Guide", "In this guided deal, discard %1.").replace("%1", _cards_text(a.cards))
        if head == "play":
            return QCoreApplication.translate("Guide", "In this guided deal, play %1.").replace("%1", _cards_text([a.card]))
        from gui.games.piquet import texts

        return QCoreApplication.translate("Guide", "In this guided deal, choose “%1”.").replace("%1", texts.say(a))

    def hint_cards(self, selected) -> set[str]:
        a = self.expected()
        if a is None or self.session.to_move != self.human:
            return set()
        if hasattr(a, "cards"):
            return {c.code for c in a.cards if c not in selected}
        if hasattr(a, "card"):
            return {a.card.code}
        return set()

    def finished(self) -> None:
        if not self.active():
            return
        self.done = True
        self.update_prompt()
        self._show_html("<p><b>" + self._summary() + "</b></p>" + self._para(self.tutorial.outro), "end-of-deal")

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
                QCoreApplication.translate("Guide", "A guided first deal: read the explanation in the rules panel, then click “Continue”."))
        elif p is not None:
            t.prompt_label.setText(QCoreApplication.translate("Guide", "Read what just happened, then click “Continue”."))
        elif self.session.to_move == self.human and not t.thinking:
            i = len(self.session.steps)
            t.prompt_label.setText(
                QCoreApplication.translate("Guide", "Guided deal, step %1 of %2: %3").replace("%1", str(i + 1))
                .replace("%2", str(len(self.tutorial.steps))).replace("%3", self.instruction()))

    def _summary(self) -> str:
        me = self.human
        sc = self.session.observation().deal_scores
        return QCoreApplication.translate("Guide", "The guided deal is over: you %1, your opponent %2.") \
            .replace("%1", str(sc[me])).replace("%2", str(sc[1 - me]))

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
        self.window.new_game()

    def play_again(self) -> None:
        start_guided_deal(self.window)

    # ------------------------------------------------------------ texts
    def refresh_texts(self) -> None:
        """After a change of language: the step texts in the new language, shown again."""
        if not self.active():
            return
        from gui.panels.rules_text import load_tutorial

        self.tutorial = load_tutorial(self.game, i18n.current_language)
        t = self.table
        t._set_buttons()
        if self.session.is_over():
            self.finished()
        elif not self.pause_if_needed():
            if self.session.to_move == self.human:
                self.human_turn()
            else:
                self.computer_turn()

    def _para(self, text: str) -> str:
        import html

        return "<p>" + html.escape(text) + "</p>"

    def _show_step(self, i: int) -> None:
        if not 0 <= i < len(self.tutorial.steps):
            return
        self.window.rules_dock.show_tutorial_step(self.tutorial, i)
        self._beside(self.tutorial.html(i))

    def _show_html(self, body: str, section: str, title: str = "") -> None:
        d = self.window.rules_dock
        head = f"<b>{title}</b> " if title else ""
        d.show_section(section)
        d._show_message(head + body, section, raw=True)
        self._beside(head + body)

    def _beside(self, html: str) -> None:
        """With the rules panel shut, the explanation goes beside the table."""
        self._shown_html = html
        self.table.set_guide_text("" if self.window.rules_dock.isVisible() else html)

    def _panel_shown_or_shut(self, _visible: bool) -> None:
        """The person shut (or opened) the rules panel: the explanation moves with it."""
        if self.active() and self._shown_html:
            self._beside(self._shown_html)


def start_guided_deal(window) -> GuidedDeal:
    """Sit the person down at the guided deal in ``window`` (a gui.mainwindow.MainWindow)."""
    guide = GuidedDeal(window)
    old = getattr(window, "guide", None)
    if old is not None and old is not guide:
        old.deleteLater()
    window.guide = guide
    window.table.start(guide.session, opponent=TutorPlayer(guide.session), guide=guide)
    return guide
