"""What is Piquet's own at the shared table (:class:`gui.table.trick.TrickTable`): the talon and
the opponent's discards, the calls of each seat on the felt, the running count, the
declaration dialogue in the side panel, the buttons of the declarations in their order, the
exchange of several cards, the score sheet and its settlement, the deal-end banners, the
review of the tricks played, and the strong level's hint.

Texts keep the translation context ``PiquetTable`` (and ``Piquet`` in :mod:`gui.games.piquet.words`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor

from engine.protocol import IllegalAction
from gui.games.piquet import words
from gui.games.piquet.words import PiquetWords
from gui.table.cards import CARD_H, CARD_W
from gui.games.piquet.forms_tally import seat_points, tally
from gui.games.piquet.sheet import FormsSheet, ScoreSheet
from gui.table.hooks import INFO_PX, TableHooks, Zone
from gui.table.layout import CENTRE_2, DISCARD_RECT, SCENE_W, TRICK_RECT_2
from gui.table.trick import TrickTable
from gui.texts import option_lines

__all__ = ["PiquetHooks", "PiquetTable", "MY_DISCARD_RECT", "TRICK_RECT", "sort_key"]

MY_DISCARD_RECT = DISCARD_RECT
TRICK_RECT = TRICK_RECT_2
TALON_RECT = QRectF(20, CENTRE_2.y() - CARD_H / 2 - 20, 300, CARD_H + 40)
OPP_DISCARD_RECT = QRectF(12, 26, 230, CARD_H + 20)
SUIT_ORDER = "SHCD"      # alternating colours in the fanned hand
RANK_ORDER = "AKQJT987"


def sort_key(c) -> tuple[int, int]:
    return SUIT_ORDER.index(c.suit), RANK_ORDER.index(c.rank)


class _Advisor:
    """The strong level's advice (:func:`engine.games.piquet.ai.hint`), worked out off the UI thread
    like a computer move, from the person's observation."""

    def choose(self, observation: Any, rng: Any) -> Any:
        from engine.games.piquet.ai import hint as strong_hint

        return strong_hint(observation, rng)


def call_number(n: int) -> str:
    from gui import i18n

    return f"{n} ({i18n.number_words(n)})" if n else "0"


def exchange_label(n: int) -> str:
    """The exchange button's label, with the right number of cards."""
    if n == 1:
        return QCoreApplication.translate("PiquetTable", "Exchange 1 card")
    return QCoreApplication.translate("PiquetTable", "Exchange %1 cards").replace("%1", str(n))


def best_first(legal: list) -> list:
    """Elder's declarations with the best call first; passing (sinking all) last."""
    def value(a):
        if a.kind == "pass":
            return (-1, 0)
        if a.kind in ("point", "sequence", "pips"):
            return (1, int(a.value))
        if a.kind == "top":
            return (1, -"AKQJT987".index(a.value))
        if a.kind == "set":
            return (1, int(a.value[0]) * 10 - "AKQJT".index(a.value[1]))
        return (0, 0)
    return sorted(legal, key=value, reverse=True)


class PiquetHooks(TableHooks):
    discard_scale = 1.0

    def build(self, table: TrickTable) -> None:
        self.table = table
        self.calls: dict[int, Any] = {}                 # last call of each seat, on the felt (a function writing it)
        self.count_text = table._label(QPointF(TRICK_RECT.right() + 30, CENTRE_2.y() - 70), 21, bold=True)
        self.trick_label = table._label(TRICK_RECT.bottomLeft() + QPointF(6, 2), 16)

    def retranslate(self, table: TrickTable) -> None:
        if table.hint_button is not None:
            table.hint_button.setToolTip(QCoreApplication.translate(
            "PiquetTable", "What would a strong player do here, and why? (key H)"))
        table.log_box.setTitle(QCoreApplication.translate("PiquetTable", "Declarations and calls"))
        self.trick_label.setText(QCoreApplication.translate("PiquetTable", "Trick"))

    def make_sheet(self, table: TrickTable) -> Any:
        return ScoreSheet()

    def inert_options(self) -> dict[str, Any]:
        return {
            "talon_dealt_at": lambda: QCoreApplication.translate(
                "PiquetTable", "The table always lays the talon off after the hands; when it is laid off changes nothing in play."),
            "revoke_penalty": lambda: QCoreApplication.translate(
                "PiquetTable", "The table lets you play only legal cards, so a revoke cannot happen here."),
            "enforce_legal_play": lambda: QCoreApplication.translate(
                "PiquetTable", "The table lets you play only legal cards, so a revoke cannot happen here."),
        }

    def on_start(self, table: TrickTable) -> None:
        self.after_undo(table)          # a resumed game shows the calls of its deal so far
        table.sheet.set_session(table.session)

    def card_name(self, card: Any) -> str:
        return words.card_words(card)

    def sort_key(self, card: Any) -> Any:
        return sort_key(card)

    def seat_name(self, table: TrickTable, seat: int, obs: Any) -> str | None:
        return words.who(seat, table.live.human)[:1].upper() + words.who(seat, table.live.human)[1:]

    # ------------------------------------------------------------ cards
    def _played(self, obs: Any) -> set:
        played = {c for t in obs.tricks for c in (t[1], t[2])}
        return played | {c for _, c in obs.trick}

    def known_cards(self, obs: Any, seat: int) -> Any:
        played = self._played(obs)
        return [c for c in obs.known_opponent_cards if c not in played]

    def discards(self, obs: Any) -> Any:
        return obs.discards

    def zones(self, table: TrickTable, obs: Any) -> list[Zone]:
        played = self._played(obs)
        taken_or_known = set(obs.hand) | set(obs.discards) | set(obs.known_opponent_cards) | played
        seen_left = [c for c in obs.seen_talon if c not in taken_or_known][:obs.talon_left]
        tl = obs.talon_left if obs.phase not in ("cut", "choose_dealer", "over") else 0
        talon = list(seen_left[:tl]) + [None] * (tl - len(seen_left[:tl]))
        title = QCoreApplication.translate("PiquetTable", "Talon") + (f" ({tl})" if tl else "")
        n = obs.opponent_discard_count
        return [Zone("talon", TALON_RECT, title, talon, scale=1.0, step=30),
                Zone("opp_discard", OPP_DISCARD_RECT,
                     QCoreApplication.translate("PiquetTable", "Opponent's discards") if n else "",
                     [None] * n, scale=1.0, step=24, outline=bool(n))]

    # ------------------------------------------------------------ calls and counts
    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        note = self.calls.get(seat)
        return note() if callable(note) else (note or "")

    def on_action(self, table: TrickTable, seat: int, action: Any) -> None:
        self._note_action(seat, action)

    def _note_action(self, seat: int, action: Any) -> None:
        if str(action).split()[0] not in ("play", "exchange", "sink"):
            self.calls[seat] = lambda a=action: words.say(a)

    def _note_events(self, events: list) -> None:
        """The calls on the felt after ``events``: a declaration's score beside its seat; the scores
        of leading and winning a trick stay in the count, a finished trick clears the calls, and the
        deal's last scores (last trick, the cards, capot) stay beside their seat."""
        for ev in events:
            item = str(ev.data.get("item", ""))
            if ev.kind == "score" and ev.player is not None and ev.data.get("points") and \
                    item not in ("leading", "winning the trick"):
                self.calls[ev.player] = lambda i=item, n=ev.data.get("deal_score", 0): \
                    words.call_label(i) + " — " + call_number(n)
            if ev.kind in ("deal", "trick"):
                self.calls = {}

    def after_undo(self, table: TrickTable) -> None:
        """The calls as they stood before the undone action: worked out again from the steps."""
        self.calls = {}
        for st in table.live.steps:
            if st.who is not None and st.who >= 0:
                self._note_action(st.who, st.action)
            self._note_events(st.events)

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        s = table.live
        self._note_events(events)
        for ev in events:
            line = words.event_line(ev, s.human)
            if ev.kind in ("pique", "repique", "capot", "carte_rouge", "blanche"):
                table.show_banner(lambda k=ev.kind: words.banner_text(k), size=64)
            if ev.kind == "deal_end" and line and not any(e.kind == "partie_end" for e in events):
                table.show_banner(lambda e=ev: words.event_line(e, s.human) or "", seconds=3, size=34)
            if ev.kind == "partie_end":
                table.sheet.partie_ended(ev.data, s.human)
                table.show_banner(lambda e=ev: words.event_line(e, s.human) or "", seconds=6, size=44)

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        s = table.live
        me = s.human
        ds, ps = obs.deal_scores, obs.partie_scores
        if s.is_over() and table.sheet.settlement is not None:
            ps = tuple(table.sheet.settlement.get("scores", ps))
        pending = self.pending(obs)
        mine, theirs = call_number(ds[me]), call_number(ds[1 - me])
        if any(pending):
            more = QCoreApplication.translate("PiquetTable", "%1 + %2 declared")
            mine = more.replace("%1", str(ds[me])).replace("%2", str(pending[me])) if pending[me] else mine
            theirs = more.replace("%1", str(ds[1 - me])).replace("%2", str(pending[1 - me])) if pending[1 - me] else theirs
        self.count_text.setText(
            QCoreApplication.translate("PiquetTable", "Count\nYou: %1\nOpponent: %2")
            .replace("%1", mine).replace("%2", theirs)
            + "\n" + QCoreApplication.translate("PiquetTable", "Partie: %1 – %2")
            .replace("%1", str(ps[me])).replace("%2", str(ps[1 - me]))
            + ("\n" + QCoreApplication.translate("PiquetTable", "(declarations count\nat the first lead)")
               if any(pending) else ""))

    @staticmethod
    def pending(obs: Any) -> tuple[int, int]:
        """Declaration points announced and not yet in the count (the rules credit them at the
        first lead), per seat."""
        before_credit = obs.phase in ("declare", "reply", "ydeclare", "expose", "view") or (
            obs.phase == "play" and not obs.tricks and not obs.trick)
        ann = tuple(getattr(obs, "announced", (0, 0)) or (0, 0))
        return (ann[0], ann[1]) if before_credit else (0, 0)

    # ------------------------------------------------------------ words and decisions
    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        return words.event_line(event, table.live.human)

    DIALOGUE = ("point", "pips", "sequence", "top", "set", "pass", "good", "not-good", "equal", "declare")

    def action_line(self, table: TrickTable, seat: int, action: Any, before: Any) -> str | None:
        """The declaration dialogue in the log, in the order it was spoken."""
        if str(action).split()[0] not in self.DIALOGUE:
            return None
        return f"{words.who(seat, table.live.human)}: {words.say(action)}"

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        s = table.live
        if s.is_over():
            return QCoreApplication.translate("PiquetTable", "The partie is over. Start a new game from the Game menu.")
        if table.between_deals and obs.history:
            d = obs.history[-1]
            me = s.human
            return (QCoreApplication.translate(
                "PiquetTable", "Deal %1 is over: you %2, your opponent %3. Click “Next deal” when you are ready.")
                .replace("%1", str(d["deal"])).replace("%2", str(d["scores"][me]))
                .replace("%3", str(d["scores"][1 - me])))
        return words.prompt(obs.phase, mine, obs)

    def sort_buttons(self, actions: list, obs: Any) -> list:
        if obs.phase == "declare":
            return best_first(actions)
        if obs.phase == "ydeclare":
            return sorted(actions, key=lambda a: -len(a.categories))
        if obs.phase == "reply":   # the strongest true answer first; "good" always remains possible
            return sorted(actions, key=lambda a: ("not-good", "equal", "good").index(a.answer))
        return actions

    def button_label(self, table: TrickTable, action: Any, obs: Any) -> str | None:
        label = words.say(action)
        if obs.phase == "declare" and getattr(action, "kind", "") == "pass" and len(obs.legal_actions) > 1:
            label = QCoreApplication.translate("PiquetTable", "Sink: %1").replace("%1", label)
        return label

    def selection_label(self, table: TrickTable, chosen: Any, match: Any, obs: Any) -> str | None:
        return exchange_label(len(chosen))

    def selection_refusal(self, table: TrickTable, trial: list, obs: Any) -> IllegalAction | None:
        from engine.games.piquet.actions import Exchange

        try:
            table.live.state.check(Exchange.of(trial))
        except IllegalAction as e:
            return e
        return None

    def describe_rules(self, table: TrickTable) -> bool:
        s = table.live
        from html import escape

        from engine.options import describe_options, overrides_of
        from gui.texts import option_lines, preset_label

        over = overrides_of(s.spec, s.preset, s.options)
        o = s.options
        if o.partie_format == "target":
            fmt = QCoreApplication.translate("PiquetTable", "first to %1 points").replace("%1", str(o.target_score))
        elif o.partie_format == "rubicon_six_deals":
            fmt = QCoreApplication.translate("PiquetTable", "six deals, rubicon 100")
        else:
            fmt = o.partie_format.replace("_", " ")
        shown = ", ".join(f"{escape(title)}: {escape(label)}" for title, label in option_lines(s.spec.name, over))
        table.rules_label.setText(
            QCoreApplication.translate("PiquetTable", "Rules: %1 (%2)").replace("%1", preset_label(s.spec.name, s.preset))
            .replace("%2", fmt)
            + (("<br>" + QCoreApplication.translate("PiquetTable", "House rules: %1").replace("%1", shown))
               if over else "")
            + " <a href='#'>" + QCoreApplication.translate("PiquetTable", "Details") + "</a>")
        table.rules_label.setToolTip("\n".join(f"{t}: {v}" for t, v in option_lines(
            s.spec.name, {n: getattr(o, n) for n, *_ in describe_options(type(o))})))
        return True

    def review(self, table: TrickTable) -> tuple[str, list[str]] | None:
        s = table.live
        obs = s.observation()
        show_all = getattr(obs.options, "trick_review", "last_trick_only") == "all_played_cards"
        if not obs.tricks or not show_all:      # the last trick alone: shown with its cards on the felt
            return None
        tricks = obs.tricks if show_all else obs.tricks[-1:]
        first = len(obs.tricks) - len(tricks) + 1
        lines = []
        for i, (leader, led, other, winner) in enumerate(tricks, start=first):
            lines.append(QCoreApplication.translate("PiquetTable", "Trick %1: %2 led %3, %4 played %5 — %6 took it")
                         .replace("%1", str(i)).replace("%2", words.who(leader, s.human)).replace("%3", words.card_short(led))
                         .replace("%4", words.who(1 - leader, s.human)).replace("%5", words.card_short(other))
                         .replace("%6", words.who(winner, s.human)))
        title = (QCoreApplication.translate("PiquetTable", "Tricks played") if show_all else
                 QCoreApplication.translate("PiquetTable", "Last trick"))
        return title, lines

    def advisor(self, table: TrickTable) -> Any:
        return _Advisor()

    def hint_wait_text(self, table: TrickTable) -> str | None:
        return QCoreApplication.translate("PiquetTable", "Looking for the best move…")

    def hint_sentence(self, table: TrickTable, advice: Any) -> str:
        return words.hint_sentence(advice)

    def hint_details(self, table: TrickTable, advice: Any) -> str | None:
        return words.hint_details(advice) or None


class PiquetTable(TrickTable):
    """The shared table with Piquet's hooks (what the main window makes for Piquet)."""

    BANNER_SIZE = 64

    def __init__(self, parent: Any = None, speed: str = "normal") -> None:
        super().__init__(parent, speed, hooks=PiquetHooks(), words=PiquetWords())
        self.game = "piquet"

    @property
    def exchange_button(self) -> Any:
        return self.confirm_button

    @property
    def calls(self) -> dict[int, str]:
        return self.hooks.calls          # type: ignore[attr-defined]

    @property
    def call_me(self) -> Any:
        return self._seat_label(self.live.human)[1]

    @property
    def call_opp(self) -> Any:
        return self._seat_label(1 - self.live.human)[1]

    def do_exchange(self) -> bool:
        return self.confirm_selection()

    def _not_your_turn(self) -> None:
        self.show_message(words.reason("not_your_turn"))


_ = (QColor, CARD_W, SCENE_W)


class PiquetFormsHooks(TableHooks):
    """Piquet for three and four at the shared table: Königspiquet (two play, the others watch as
    "Kings"), Räuberpiquet in partnerships and Normannisches Piquet (three, then a closing
    two-hand partie).  The seats sit as the game's ``seating`` says; the calls of each seat stand
    beside it; a watching King is marked; cards a player has shown lie face up in front of him."""

    def build(self, table: TrickTable) -> None:
        self.calls: dict[int, Any] = {}                 # each seat's last call (its action: written when shown)
        # the count, as at Piquet for two: this deal's points and the partie so far (top left)
        self.count_text = table._label(QPointF(14, 8), INFO_PX[0], bold=True)

    def on_start(self, table: TrickTable) -> None:
        self.calls = {}

    def make_sheet(self, table: TrickTable) -> Any:
        return FormsSheet(table)

    def tally(self, table: TrickTable) -> Any:
        s = table.live
        return tally(s.events_so_far(), table.seats(), tuple(getattr(s.observation(), "sides", ()) or ()))

    def _scores_line(self, table: TrickTable, points: dict[int, int]) -> str:
        """"You 7, Left 23": the seats that scored, highest first."""
        order = sorted(points, key=lambda q: (-points[q], q))
        return ", ".join(f"{table.seat_title(q)} {points[q]}" for q in order)

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        t = self.tally(table)
        playing = [q for q in range(table.seats()) if q not in getattr(obs, "kings", ())
                   and not (getattr(obs, "duel_players", ()) and getattr(obs, "phase", "") == "duel"
                            and q not in obs.duel_players)]
        if table.between_deals and t.last_deal is not None:
            deal = dict(t.last_deal.points)
        else:
            deal = {q: t.deal_now.get(q, 0) for q in playing}
        lines = [QCoreApplication.translate("PiquetForms", "Count")]
        lines += [f"{table.seat_title(q)}: {v}" for q, v in sorted(deal.items())]
        if t.partie_now:
            lines.append(QCoreApplication.translate("PiquetForms", "Partie: %1").replace(
                "%1", " – ".join(str(t.partie_now.get(q, 0)) for q in sorted(t.partie_now))))
        self.count_text.setText("\n".join(lines))

    def card_name(self, card: Any) -> str:
        return words.card_words(card)

    def sort_key(self, card: Any) -> Any:
        return sort_key(card)

    def seat_order(self, obs: Any, seats: int) -> Any:
        return getattr(obs, "seating", ()) or range(seats)

    def partners(self, table: TrickTable, obs: Any) -> set | None:
        sides = getattr(obs, "sides", ())
        me = table.live.human
        if sides and len(set(sides)) < len(sides):
            return {q for q in range(len(sides)) if q != me and sides[q] == sides[me]}
        return None

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        if seat in getattr(obs, "kings", ()):
            return QCoreApplication.translate("TrickTable", "watching")
        if getattr(obs, "phase", "") == "duel" and getattr(obs, "duel_players", ()) and \
                seat not in obs.duel_players:
            return QCoreApplication.translate("TrickTable", "watching")
        call = self.calls.get(seat)
        if call is None:
            return ""
        return call() if callable(call) else self.label(call)

    def known_cards(self, obs: Any, seat: int) -> Any:
        shown = getattr(obs, "shown", ())
        return shown[seat] if shown and seat < len(shown) else ()

    def zones(self, table: TrickTable, obs: Any) -> list[Zone]:
        partie = getattr(obs, "partie", None) or getattr(obs, "duel", None)
        tl = getattr(partie, "talon_left", 0) if partie is not None else 0
        if not tl or getattr(partie, "phase", "") in ("cut", "choose_dealer", "over"):
            return [Zone("talon", QRectF(), "", (), outline=False)]
        title = QCoreApplication.translate("PiquetTable", "Talon") + f" ({tl})"
        return [Zone("talon", QRectF(12, 500 - 90, 210, 100), title, [None] * tl, step=18)]

    def on_action(self, table: TrickTable, seat: int, action: Any) -> None:
        if getattr(action, "card", None) is None:
            cards = getattr(action, "cards", None)
            if cards and seat != table.live.human:      # another's exchange: how many, never which
                self.calls[seat] = lambda n=len(cards): exchange_label(n)
            else:
                self.calls[seat] = action   # worded when shown, in the language of the moment

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        if any(e.kind in ("deal", "deal_end") for e in events):
            self.calls = {}
        s = table.live
        for ev in events:
            if ev.kind == "deal_end":       # as at Piquet for two: the deal's points in a banner
                pts = seat_points(ev.data, table.seats(), tuple(getattr(s.observation(), "sides", ()) or ()))
                table.show_banner(lambda e=ev, p=pts: QCoreApplication.translate("PiquetForms", "Deal %1: %2")
                                  .replace("%1", str(e.data.get("deal", ""))).replace("%2", self._scores_line(table, p)),
                                  seconds=3, size=30)

    def button_label(self, table: TrickTable, action: Any, obs: Any) -> str | None:
        return self.label(action)

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        if table.between_deals and not table.live.is_over():
            last = self.tally(table).last_deal
            if last is not None:
                return (QCoreApplication.translate(
                    "PiquetForms", "Deal %1 is over: %2. Click “Next deal” when you are ready.")
                    .replace("%1", str(last.number)).replace("%2", self._scores_line(table, last.points)))
        if table.live.is_over() or table.between_deals or not mine:
            return None
        inner = getattr(obs, "partie", None) or getattr(obs, "duel", None)
        return words.prompt(getattr(inner, "phase", "") or obs.phase, True, obs) or None

    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        """The engine's line with the seats by their names at this table ("p2" is "Partner")."""
        import re

        line = table.words.event(event, table.live.human)
        if not line:
            return None
        return re.sub(r"\bp(\d)\b", lambda m: table.seat_title(int(m.group(1))), line)

    def label(self, action: Any) -> str:
        text = str(action)
        head, _, rest = text.partition(" ")
        if head == "pass" and rest in ("point", "sequence", "set"):
            return QCoreApplication.translate("PiquetTable", "Pass (%1)").replace("%1", words.category_name(rest))
        if head == "claim":
            cat, a, b = rest.split()
            if cat == "point":
                return words.say(f"point {a}") + f" ({b})"
            if cat == "sequence":
                return f"{words.sequence_name(int(a))} ({words.say('top ' + b)})"
            return words.say(f"set {a}{b}")
        return words.say(action)

    def selection_label(self, table: TrickTable, chosen: Any, match: Any, obs: Any) -> str | None:
        if not chosen and match is not None:
            return QCoreApplication.translate("PiquetTable", "Keep my cards")
        return exchange_label(len(chosen))
