"""The Minchiate table for four: the person at the bottom, the partner of this Giro
opposite, the opponents left and right; the folla, every face-up card, the versicole as
announced, the trick, the running mark in fiches and jettons, and the Resti sheet.

Like the Piquet table it presents a :class:`gui.session.GameSession`, lays every card
out from the person's observation only, turns gestures (drag, click, keys, buttons)
into engine actions and shows the engine's reason when one is refused.  The three
computer seats think off the UI thread (:mod:`gui.worker`); a seat on the person's side
in the current Giro plays with the partner's player kind, the others with the
opponents' kind (partners change from Giro to Giro)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QWidget

from engine.ai.minchiate import advise
from engine.players import make_player
from gui.session import GameSession
from gui.table import minchiate_texts as mt
from gui.table.base import CardTable, TableView, log_box, show_lines
from gui.table.cards import CARD_H, CARD_W, CardItem
from gui.table.minchiate_marks import MarkItem
from gui.table.minchiate_sheet import RestiSheet

SCENE_W, SCENE_H = 1200.0, 900.0
SMALL = 0.5                                   # other players' cards, the folla, the trick piles
SW, SH = CARD_W * SMALL, CARD_H * SMALL
HAND_Y = SCENE_H - CARD_H - 12
HAND_RECT = QRectF(225, HAND_Y - 30, SCENE_W - 450, CARD_H + 42)
DISCARD_RECT = QRectF(10, SCENE_H - CARD_H - 46, 200, CARD_H + 36)
CENTRE = QPointF(SCENE_W / 2, 420)
TRICK_RECT = QRectF(CENTRE.x() - 225, CENTRE.y() - 190, 450, 385)
DECK_POS = QPointF(CENTRE.x() - CARD_W / 2, CENTRE.y() - CARD_H / 2)
# where each table position (0 me, 1 right, 2 top, 3 left) lays its card in the trick
TRICK_SLOT = {0: QPointF(CENTRE.x() - CARD_W / 2, CENTRE.y() + 28),
              1: QPointF(CENTRE.x() + 85, CENTRE.y() - CARD_H / 2),
              2: QPointF(CENTRE.x() - CARD_W / 2, CENTRE.y() - CARD_H - 28),
              3: QPointF(CENTRE.x() - 85 - CARD_W, CENTRE.y() - CARD_H / 2)}
OUR_PILE = QPointF(SCENE_W - 130, SCENE_H - SH - 40)
THEIR_PILE = QPointF(SCENE_W - 130, SCENE_H - SH - 180)
FOLLA_POS = QPointF(12, 12)
MARKS_POS = QPointF(SCENE_W - 340, 6)
FAN_Y = 40            # the partner's backs
SIDE_FAN_Y = 205      # the side opponents' backs
SUIT_SORT = "#cdsb"


def sort_key(c) -> tuple:
    from engine.games.minchiate import scoring as S

    i = S.INDEX[c]
    return (SUIT_SORT.index(c.suit), 0 if c.is_fool else 1, -S.STRENGTH[i])


def _small_pos(top_left: QPointF, scale: float = SMALL) -> QPointF:
    """The item position that puts a card scaled about its centre with its top left at ``top_left``."""
    return QPointF(top_left.x() - CARD_W * (1 - scale) / 2, top_left.y() - CARD_H * (1 - scale) / 2)


class MinchiateTable(CardTable):
    """A whole Minchiate table with its side panel.  ``session`` is set by :meth:`start`.
    ``hold_until_gathered`` is (((seat, card), ...), winner) of a finished trick."""

    DECK_POS = DECK_POS
    BANNER_SIZE = 40
    HINTS = True
    _reasons = staticmethod(mt.reason_and_section)

    def __init__(self, parent: QWidget | None = None, speed: str = "normal") -> None:
        super().__init__(parent, speed)
        self.advice: tuple[Any, str] | None = None     # (action, rule of thumb) for _advice_state
        self._advice_state: Any = None
        self.players: dict[str, Any] = {}
        self.thinking_seat: int | None = None
        self._build()

    # ================================================================= building
    def _build(self) -> None:
        self.scene = QGraphicsScene(0, 0, SCENE_W, SCENE_H, self)
        self.view = TableView(self.scene, self, felt=((30, 96, 110), (12, 46, 58)))
        pen = QPen(QColor(230, 220, 170, 110), 2, Qt.DashLine)
        self.trick_zone = self._zone(TRICK_RECT, QPen(QColor(230, 220, 170, 50), 1, Qt.DotLine))
        self.discard_zone = self._zone(DISCARD_RECT, pen)
        self.hand_zone = self._zone(HAND_RECT, QPen(Qt.NoPen))
        self.discard_label = self._label(DISCARD_RECT.topLeft() + QPointF(8, 4), 15)
        self.seat_labels = {pos: self._label(QPointF(0, 0), 20, bold=True) for pos in range(4)}
        self.seat_notes = {pos: self._label(QPointF(0, 0), 16, color=QColor(255, 236, 160)) for pos in range(4)}
        self.folla_text = self._label(FOLLA_POS + QPointF(0, 22 + SH + 4), 16)
        self.folla_title = self._label(FOLLA_POS + QPointF(SW + 12, -4), 18, bold=True)
        self.pile_labels = {"ours": self._label(OUR_PILE, 14), "theirs": self._label(THEIR_PILE, 14)}
        self.marks_title = self._label(MARKS_POS + QPointF(0, 0), 18, bold=True)
        self.marks = {"ours": MarkItem(), "theirs": MarkItem()}
        for i, k in enumerate(("ours", "theirs")):
            self.marks[k].setPos(MARKS_POS + QPointF(0, 26 + i * (MarkItem.HEIGHT + 4)))
            self.marks[k].setZValue(900)
            self.scene.addItem(self.marks[k])
        self.banner_back = QGraphicsRectItem()
        self.banner_back.setPen(QPen(QColor(255, 215, 90, 160), 2))
        self.banner_back.setBrush(QColor(10, 30, 36, 215))
        self.banner_back.setZValue(1990)
        self.banner_back.setVisible(False)
        self.scene.addItem(self.banner_back)
        self.banner = self._label(QPointF(0, 0), 40, bold=True, color=QColor(255, 215, 90))
        self.banner.setZValue(2000)
        self.message_text = self._label(QPointF(0, TRICK_RECT.bottom() + 6), 19, color=QColor(255, 190, 170))
        self.message_text.setZValue(1500)
        self._banner_timer = QTimer(self, singleShot=True, timeout=self._hide_banner)
        self._think_timer = QTimer(self, interval=400, timeout=self._tick_thinking)
        self._think_dots = 0

        self.log_box, self.log_list = log_box("log")
        self._build_side(self.log_box, RestiSheet(), [950, 280])
        self.retranslate()

    def resizeEvent(self, event) -> None:
        """Small windows give the felt every pixel the side panel can spare."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self._fit_split)

    def _fit_split(self) -> None:
        w = self.split.width() - self.split.handleWidth()
        side = self.side_scroller.minimumWidth() if w < 1100 else min(self.side_scroller.maximumWidth(), w // 4)
        self.split.setSizes([max(w - side, 200), side])

    def _retranslate_table(self) -> None:
        self.last_trick_button.setText(self.tr("Last trick"))
        self.last_trick_button.setToolTip(self.tr("Look at the last trick again (key T)"))
        self.undo_button.setText(self.tr("Undo"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("What would a good partner do here, and why? (key H)"))
        self.log_box.setTitle(self.tr("At the table"))
        self.discard_label.setText(self.tr("Your discards"))
        self.marks_title.setText(self.tr("Marked"))
        tip = self.tr("Fiches count 10, jettons 1, two stacked jettons 5. Red jettons before the fiches are "
                      "added, blue ones after them are taken away.")
        for m in self.marks.values():
            m.setToolTip(tip)

    def _rebuild_log(self) -> None:
        self.log_lines = self._all_log_lines()

    def _undone_line(self) -> str:
        return self.tr("You took back your last action.")

    # ================================================================= game flow
    def _kinds(self, session: GameSession) -> tuple[str, str]:
        partner = getattr(session, "partner", None) or session.seats[1]
        return partner, session.seats[1]

    def start(self, session: GameSession) -> None:
        """Sit down at ``session`` (new or resumed)."""
        self.token += 1
        self._stop_thinking()
        self.session = session
        self.players = {}
        notes = []
        for kind in set(self._kinds(session)):
            try:
                self.players[kind] = make_player(kind, "minchiate")
            except ValueError:
                self.players[kind] = make_player("random", "minchiate")
                notes.append(self.tr("The computer player %1 is not available; the random player takes the seat.")
                             .replace("%1", kind))
        self._clear_cards()
        self.hold_until_gathered = None
        self.message = ""
        self.message_text.setText("")
        self._hide_banner()
        self._describe_rules()
        evs = session.run_chance()
        self.log_lines = self._all_log_lines() + notes
        self.sheet.update_from(session)
        del evs
        self.refresh(animate=True, dealing=True)
        self.advance()

    def _all_log_lines(self) -> list[str]:
        s = self.session
        out = []
        for st in s.steps:
            sides = getattr(st.before, "side", ())
            for ev in st.events:
                line = mt.event_line(ev, s.human, sides)
                if line:
                    out.append(line)
        return out

    def _update_prompt(self) -> None:
        s = self.session
        if s.is_over():
            self.prompt_label.setText(self.tr("The partita is over. Start a new game from the Game menu."))
            return
        waiting = mt.seat_name(s.to_move, s.human) if s.to_move >= 0 and not s.human_to_move() else ""
        self.prompt_label.setText(mt.prompt(s.state.phase, s.human_to_move() and not self.thinking,
                                            s.observation(), waiting))

    def advance(self) -> None:
        s = self.session
        if s is None:
            return
        self._set_buttons()
        if s.is_over():
            self._stop_thinking()
            self._update_prompt()
            self.changed.emit()
            self.finished.emit()
            return
        if self.hold_until_gathered is not None:
            return
        if s.human_to_move():
            self._stop_thinking()
            self._update_prompt()
            self.refresh(animate=True)
            self.changed.emit()
            return
        seat = s.to_move
        obs = s.state.observation(seat)
        partner_kind, opp_kind = self._kinds(s)
        player = self.players[partner_kind if obs.sides[seat] == obs.sides[s.human] else opp_kind]
        self.thinking_seat = seat
        self._think(player, obs)

    def _thinking_prompt(self) -> None:
        self._update_prompt()

    def _show_thinking(self, on: bool) -> None:
        self._seat_texts()          # the thinking seat's name gets the dots

    def _stop_thinking(self) -> None:
        self.thinking_seat = None
        super()._stop_thinking()

    def _illegal_computer_move(self, why: str) -> str:
        return self.tr("A computer player tried an illegal move: %1").replace("%1", why)

    def _computer_failed_text(self, why: str) -> str:
        return self.tr("The computer player failed: %1").replace("%1", why)

    def _apply(self, action: Any) -> None:
        s = self.session
        sides = s.state.side
        events = s.apply(action)
        self._clear_message()
        more = s.run_chance()
        self._take_events(events, sides)
        self._take_events(more, s.state.side)
        trick_done = [e for e in events if e.kind == "trick"]
        new_deal = any(e.kind == "shuffle" for e in more)
        if trick_done and self.anim_ms > 0:
            ev = trick_done[-1]
            self.hold_until_gathered = (tuple(ev.data["cards"]), ev.data["winner"])
            self.refresh(animate=True)
            QTimer.singleShot(self.anim_ms * 3 + 300, lambda tok=self.token: self._gather(tok, new_deal))
            return
        self.refresh(animate=True, dealing=new_deal)
        self.advance()

    def _gather(self, token: int, new_deal: bool = False) -> None:
        if token != self.token or self.hold_until_gathered is None:
            return
        self.hold_until_gathered = None
        self.refresh(animate=True, dealing=new_deal)
        self.advance()

    def _take_events(self, events: list, sides: tuple) -> None:
        s = self.session
        shown = []
        for ev in events:
            line = mt.event_line(ev, s.human, sides)
            if line:
                self.log_lines.append(line)
            if ev.kind == "versicola":
                shown.append(f"{mt.seat_name(ev.player, s.human)}: {mt.versicola_name(ev.data['name'])} "
                             f"{ev.data['points']}")
            if ev.kind == "deal_end" and line:
                self.show_banner(line, seconds=3, size=24)
            if ev.kind == "resto" and line:
                self.show_banner(line, seconds=2, size=26)
        if shown:
            self.show_banner(self.tr("Versicole") + "\n" + "\n".join(shown), seconds=3, size=24)
        self.sheet.update_from(s)

    # ================================================================ messages
    def _message_pos(self, width: float) -> QPointF:
        return QPointF(max(8.0, SCENE_W / 2 - width / 2), TRICK_RECT.bottom() + 6)

    def _place_banner(self, text: str) -> None:
        br = self.banner.boundingRect()
        self.banner.setPos(SCENE_W / 2 - br.width() / 2, CENTRE.y() - br.height() / 2)
        self.banner_back.setRect(self.banner.sceneBoundingRect().adjusted(-16, -10, 16, 10))
        self.banner_back.setVisible(bool(text))

    def _hide_banner(self) -> None:
        self.banner.setText("")
        self.banner_back.setVisible(False)

    def _describe_rules(self) -> None:
        s = self.session
        from engine.options import describe_options, overrides_of

        over = overrides_of(s.spec, s.preset, s.options)
        o = s.options
        fmt = self.tr("%1 deals").replace("%1", str(s.state.deals_total))
        shown = ", ".join(f"{k} = {v}" for k, v in over.items())
        from gui.dialogs.houserules import preset_title

        self.rules_label.setText(self.tr("Rules: %1 (%2)").replace("%1", preset_title(s.spec, s.preset))
                                 .replace("%2", fmt)
                                 + (("<br>" + self.tr("House rules: %1").replace("%1", shown)) if over else "")
                                 + " <a href='#'>" + self.tr("Details") + "</a>")
        self.rules_label.setToolTip("\n".join(f"{n} = {getattr(o, n)}" for n, *_ in describe_options(type(o))))

    # ================================================================== buttons
    def _undo_tip(self) -> str:
        return self.tr("Take back your last action (Ctrl+Z)")

    def _key_tip(self, n: int) -> str:
        return self.tr("Key %1").replace("%1", str(n))

    def _add_action_buttons(self, s: GameSession) -> None:
        if s.is_over() or not s.human_to_move():
            return
        obs = s.observation()
        legal = list(obs.legal_actions)
        if obs.phase == "rob":
            for i, a in enumerate(legal):
                label = (self.tr("Rob nothing") if a.count == 0 else self.tr("Rob 1 card") if a.count == 1 else
                         self.tr("Rob %1 cards").replace("%1", str(a.count)))
                self._button(label, lambda _c=False, a=a: self.act(a), default=(i == 0))
        elif obs.phase == "give":
            from engine.games.minchiate import scoring as S

            for i, a in enumerate(sorted(legal, key=lambda a: S.STRENGTH[S.INDEX[a.card]])):
                self._button(self.tr("Hand over %1").replace("%1", mt.card_name(a.card)),
                             lambda _c=False, a=a: self.act(a), default=(i == 0))

    # ================================================================== hints
    def ask_hint(self) -> bool:
        """Game ▸ Hint (key H): what the good-partner player would do for the person, and the rule
        of thumb behind it; the card lights up.  It decides in well under a millisecond, so no
        thread is needed."""
        s = self.session
        if s is None:
            return False
        if not self.waiting_for_human():
            self._not_your_turn()
            return False
        self.advice = advise(s.observation(), random.Random(f"{s.seed}:{len(s.steps)}"))
        self._advice_state = s.state
        self.show_message(mt.hint_sentence(*self.advice))
        self.refresh(animate=False)
        return True

    def _advised_code(self) -> str | None:
        """The card of the advice, when the advice is for the position on the table now."""
        s = self.session
        if self.advice is None or s is None or s.state is not self._advice_state:
            return None
        card = getattr(self.advice[0], "card", None)
        return card.code if card is not None else None

    # ============================================================ trick review
    def review_tricks(self) -> None:
        s = self.session
        if s is None:
            return
        obs = s.observation()
        if not obs.tricks:
            return
        _leader, cards, winner = obs.tricks[-1]
        lines = [f"{mt.seat_name(q, s.human)}: {mt.card_name(c)}" for q, c in cards]
        lines.append(self.tr("%1 took it.").replace("%1", mt.seat_name(winner, s.human)))
        self._show_review(self.tr("Last trick"), lines)

    # ================================================================== keys
    def _hand_cards(self, obs) -> list:
        return sorted(obs.hand, key=sort_key)

    # ========================================================= card gestures
    def _action_for(self, card) -> Any:
        from engine.games.minchiate import Discard, Give, Play

        s = self.session
        phase = s.state.phase
        obs = s.observation()
        if phase == "discard" and card in obs.hand:
            return Discard(card)
        if phase == "play" and card in obs.hand:
            return Play(card)
        if phase == "give" and any(a.card == card for a in obs.legal_actions):
            return Give(card)
        return None

    def _card_clicked(self, item: CardItem) -> None:
        s = self.session
        if s is None or item.code is None:
            return
        action = self._action_for(_card(item.code))
        if action is not None:
            self.act(action)

    def _targets_for(self, item: CardItem) -> list[QGraphicsRectItem]:
        s = self.session
        if s is None or item.code is None or not self.waiting_for_human():
            return []
        legal = {str(a) for a in s.state.legal_actions()}
        phase = s.state.phase
        if phase == "discard" and f"discard {item.code}" in legal:
            return [self.discard_zone]
        if phase == "play" and f"play {item.code}" in legal:
            return [self.trick_zone]
        return []

    def _dropped(self, card, on) -> bool:
        phase = self.session.state.phase
        if phase == "discard" and on(DISCARD_RECT):
            return self.act(self._action_for(card))
        if phase != "discard" and on(TRICK_RECT):
            action = self._action_for(card)
            if action is None:
                from engine.games.minchiate import Play

                action = Play(card)
            return self.act(action)
        return False

    # ================================================================= layout
    def position_of(self, seat: int) -> int:
        """Table position of ``seat``: 0 the person (bottom), 1 right, 2 opposite, 3 left."""
        s = self.session
        order = s.state.order
        return (order.index(seat) - order.index(s.human)) % 4

    def seat_at(self, pos: int) -> int:
        s = self.session
        order = s.state.order
        return order[(order.index(s.human) + pos) % 4]

    def _fan_origin(self, pos: int, n: int) -> tuple[QPointF, QPointF]:
        """Top left of the first small back of a computer seat's hand, and the step between backs."""
        if pos == 2:
            step = QPointF(13, 0)
            return QPointF(SCENE_W / 2 - (13 * max(n - 1, 0) + SW) / 2, FAN_Y), step
        step = QPointF(0, 14)
        x = 12 if pos == 3 else SCENE_W - 12 - SW
        return QPointF(x, SIDE_FAN_Y), step

    def _known_origin(self, pos: int, n: int = 1, step: float = 26) -> QPointF:
        if pos == 2:
            return QPointF(SCENE_W / 2 - (step * max(n - 1, 0) + SW) / 2, FAN_Y + SH + 6)
        if pos == 3:
            return QPointF(12 + SW + 12, SIDE_FAN_Y)
        return QPointF(SCENE_W - 12 - SW - 12 - SW, SIDE_FAN_Y)

    def _lay_out(self, obs, dur: int, dealing: bool) -> None:
        s = self.session
        me = s.human
        place: dict[str, tuple[QPointF, float, bool, bool, float]] = {}   # key -> (pos, z, face, back, scale)
        myturn = s.human_to_move() and not self.thinking and self.hold_until_gathered is None
        legal = {str(a) for a in obs.legal_actions} if myturn else set()
        advised = self._advised_code() if myturn else None
        held = self.hold_until_gathered
        held_cards = {c for _, c in held[0]} if held else set()
        in_trick = {c for _, c in obs.trick}

        # my hand, fanned
        hand = sorted(obs.hand, key=sort_key)
        n = len(hand)
        step = min(62.0, (HAND_RECT.width() - CARD_W) / max(n - 1, 1))
        x0 = HAND_RECT.center().x() - (step * (n - 1) + CARD_W) / 2
        for i, c in enumerate(hand):
            place[c.code] = (QPointF(x0 + i * step, HAND_Y), 100 + i, True, False, 1.0)
        # my discards (face up to me until they join the folla)
        mine = obs.discards[me] if obs.discards else ()
        for i, c in enumerate(mine):
            place[c.code] = (_small_pos(QPointF(DISCARD_RECT.left() + 10 + i * 26, DISCARD_RECT.top() + 30)),
                             50 + i, True, False, SMALL)

        # the three computer seats: known cards face up, the rest as backs
        played = {c for t in obs.tricks for _, c in t[1]} | in_trick | held_cards
        for pos in (1, 2, 3):
            seat = self.seat_at(pos)
            size = obs.hand_sizes[seat] if obs.hand_sizes else 0
            known = sorted((c for c in obs.known_cards[seat] if c not in played), key=sort_key)[:size] \
                if obs.known_cards else []
            backs = size - len(known)
            origin, st = self._fan_origin(pos, backs)
            for i in range(backs):
                place[f"hand{pos}:{i}"] = (_small_pos(origin + st * i), 100 + i, False, True, SMALL)
            kstep = min(28.0, 250.0 / max(len(known), 1)) if pos != 2 else min(28.0, 330.0 / max(len(known), 1))
            ko = self._known_origin(pos, len(known), kstep)
            for i, c in enumerate(known):
                if pos == 1:
                    tl = ko + QPointF(-i * kstep, 0)
                    z = 200 - i
                else:
                    tl = ko + QPointF(i * kstep, 0)
                    z = 200 + i
                place[c.code] = (_small_pos(tl), z, True, False, SMALL)
            for i in range(obs.discard_counts[seat] if obs.discard_counts and seat != me else 0):
                place[f"disc{pos}:{i}"] = (_small_pos(QPointF(ko.x() + (-i * 8 if pos == 1 else i * 8),
                                                              ko.y() + SH + 12)), 60 + i, False, True, SMALL)

        # the folla: a pile, the cards this seat may see, and during the cut the cards under my packet
        fs = obs.folla_size if obs.phase not in ("draw", "shuffle", "cut", "rob") else 0
        for i in range(min(fs, 4)):
            place[f"folla:{i}"] = (_small_pos(FOLLA_POS + QPointF(i * 2, -i * 2)), 10 + i, False, True, SMALL)
        vis = [c for c in obs.folla_cards if c not in played and c not in set(obs.hand)] if fs else []
        fstep = min(24.0, (SCENE_W / 2 - 200 - FOLLA_POS.x() - SW - 12 - SW) / max(len(vis) - 1, 1))
        for i, c in enumerate(vis):
            place[c.code] = (_small_pos(FOLLA_POS + QPointF(SW + 12 + i * fstep, 22)), 20 + i, True, False, SMALL)
        if obs.phase == "rob" and obs.cutter_seen:
            seen = sorted(obs.cutter_seen, key=sort_key)
            w = min(60.0, 480.0 / max(len(seen), 1))
            for i, c in enumerate(seen):
                place[c.code] = (QPointF(CENTRE.x() - (w * (len(seen) - 1) + CARD_W) / 2 + i * w,
                                         CENTRE.y() - CARD_H / 2), 300 + i, True, False, 1.0)

        # the trick in progress (or the finished one, held a moment), and the Matto's candidates
        cur = list(held[0]) if held else list(obs.trick)
        for i, (seat, c) in enumerate(cur):
            place[c.code] = (TRICK_SLOT[self.position_of(seat)], 300 + i, True, False, 1.0)
        give = [a.card for a in obs.legal_actions if str(a).startswith("give ")] if myturn else []
        if give:
            from engine.games.minchiate import scoring as S

            give = sorted(give, key=lambda c: S.STRENGTH[S.INDEX[c]])
            w = min(70.0, 480.0 / max(len(give), 1))
            for i, c in enumerate(give):
                place[c.code] = (QPointF(CENTRE.x() - (w * (len(give) - 1) + CARD_W) / 2 + i * w,
                                         CENTRE.y() - CARD_H / 2), 300 + i, True, False, 1.0)

        # won tricks, face down by side
        my_side = obs.sides[me] if obs.sides else 0
        counts = {"ours": 0, "theirs": 0}
        for _leader, cards, winner in obs.tricks:
            if held and held_cards == {c for _, c in cards}:
                continue
            k = "ours" if obs.sides[winner] == my_side else "theirs"
            base = OUR_PILE if k == "ours" else THEIR_PILE
            j = counts[k]
            counts[k] += 1
            for m, (_q, c) in enumerate(cards):
                if c.code in place:
                    continue
                place[c.code] = (_small_pos(base + QPointF(min(j, 20) * 2, -min(j, 20) * 1.5)), 20 + 4 * j + m,
                                 False, False, SMALL)
        tw = obs.tricks_won or (0, 0)
        ps = obs.pile_sizes or (0, 0)
        self.pile_labels["ours"].setText(self.tr("Our tricks: %1 (%2 cards)").replace("%1", str(tw[my_side]))
                                         .replace("%2", str(ps[my_side])))
        self.pile_labels["theirs"].setText(self.tr("Their tricks: %1 (%2 cards)").replace("%1", str(tw[1 - my_side]))
                                           .replace("%2", str(ps[1 - my_side])))
        for k, lab in self.pile_labels.items():      # two lines right above the pile, inside the felt
            lab.setText(lab.text().replace(" (", "\n("))
            br = lab.boundingRect()
            pile = OUR_PILE if k == "ours" else THEIR_PILE
            lab.setPos(min(pile.x() + SW / 2 - br.width() / 2, SCENE_W - 8 - br.width()), pile.y() - br.height() - 4)

        # move everything
        if dealing and dur:
            self._hide_all_cards()
        hand_codes = {c.code for c in hand}
        seen_keys = set()
        for order, (key, (pos, z, face, is_back, scale)) in enumerate(place.items()):
            it = self._back(key) if is_back else self._item(key)
            seen_keys.add(key)
            if not it.isVisible():
                it.setPos(DECK_POS)
                it.setVisible(True)
            if not is_back:
                it.set_face(key, face)
            if it.scale() != scale:
                it.setScale(scale)
            it.draggable = (not is_back and key in hand_codes)
            is_legal = (f"play {key}" in legal or f"discard {key}" in legal or f"give {key}" in legal)
            it.set_marks(legal=is_legal, focus=False, hint=(key == advised))
            it.move_to(pos, z, dur + (min(order, 60) * 6 if dealing and dur else 0))
        self._placed(seen_keys, len(hand))

        self._seat_texts(obs)
        self._folla_texts(obs, fs)
        self._mark_texts(obs)
        self._update_log()

    def _seat_texts(self, obs=None) -> None:
        s = self.session
        if s is None:
            return
        obs = obs or s.observation()
        me = s.human
        if not obs.sides:
            return
        for pos in range(4):
            seat = self.seat_at(pos)
            name = mt.seat_name(seat, me)
            role = []
            if pos == 2:
                role.append(self.tr("partner"))
            if seat == obs.dealer:
                role.append(self.tr("dealer"))
            if obs.fallen and obs.fallen[seat]:
                role.append(self.tr("no trumps"))
            n = obs.hand_sizes[seat] if obs.hand_sizes else 0
            text = name + (f" ({', '.join(role)})" if role else "")
            if pos != 0:
                text += " — " + self.tr("%1 cards").replace("%1", str(n))
            if self.thinking and self.thinking_seat == seat:
                text += "  " + self.tr("thinking") + "." * self._think_dots
            elif obs.to_move == seat and not s.is_over():
                text += "  ◀"
            lab = self.seat_labels[pos]
            lab.setText(text)
            lab.setBrush(QColor(255, 236, 160) if obs.to_move == seat else QColor(240, 232, 200))
            vs = [f"{mt.versicola_name(nm)} {pts}" for q, nm, _cs, pts in obs.versicole if q == seat]
            note = self.seat_notes[pos]
            note.setText((self.tr("Versicole: %1").replace("%1", ", ".join(vs))) if vs else "")
            br = lab.boundingRect()
            nb = note.boundingRect()
            if pos == 0:
                lab.setPos(HAND_RECT.left() + 4, HAND_Y - 56)
                note.setPos(HAND_RECT.left() + 4 + br.width() + 16, HAND_Y - 54)
            elif pos == 2:
                lab.setPos(SCENE_W / 2 - br.width() / 2, FAN_Y - 32)
                known = 1 if any(True for _ in obs.known_cards[seat]) else 0
                note.setPos(SCENE_W / 2 - nb.width() / 2, FAN_Y + SH + 8 + known * (SH + 4))
            elif pos == 3:
                lab.setPos(12, SIDE_FAN_Y - 32)
                note.setPos(12 + SW + 12, SIDE_FAN_Y + SH + 40)
            else:
                lab.setPos(SCENE_W - 12 - br.width(), SIDE_FAN_Y - 32)
                note.setPos(SCENE_W - 12 - SW - 12 - nb.width(), SIDE_FAN_Y + SH + 40)

    def _folla_texts(self, obs, fs: int) -> None:
        if not fs:
            self.folla_title.setText("")
            self.folla_text.setText("")
            return
        self.folla_title.setText(self.tr("Folla: %1 cards").replace("%1", str(fs)))
        c = obs.folla_counts or (0,) * 5
        parts = [f"{c[i]} {mt.suit_label(i, c[i])}" for i in range(5)]
        extra = []
        if obs.robbed:
            extra.append(self.tr("robbed %1").replace("%1", str(len(obs.robbed))))
        if obs.scoprire:
            extra.append(self.tr("turned up %1").replace("%1", str(len(obs.scoprire))))
        if obs.taken:
            extra.append(self.tr("taken %1").replace("%1", str(len(obs.taken))))
        self.folla_text.setText(", ".join(parts) + (("\n" + ", ".join(extra)) if extra else ""))

    def _mark_texts(self, obs) -> None:
        my_side = obs.sides[self.session.human] if obs.sides else 0
        ours = obs.mark if my_side == 0 else -obs.mark
        self.marks["ours"].set_mark(self.tr("Our side"), max(ours, 0), ours > 0)
        self.marks["theirs"].set_mark(self.tr("Their side"), max(-ours, 0), ours < 0)

    def marks_shown(self) -> tuple[int, int]:
        """(our mark, their mark) as the counters show them."""
        return self.marks["ours"].value, self.marks["theirs"].value

    def _update_log(self) -> None:
        show_lines(self.log_list, self.log_lines[-40:])


def _card(code: str):
    from engine.cards import card

    return card(code)
