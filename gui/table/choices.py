"""The person's decisions at the shared table: the buttons of a decision (the legal actions by
the convention of ``docs/table.md``: a card, a choice of several cards, or a button), the call
the person answers, the "?" beside them, and choosing cards by click, key and drag.  The
:class:`~gui.table.trick.TrickTable` calls these with itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsRectItem, QHBoxLayout, QPushButton, QToolButton, QWidget

from engine.cards import card as card_of
from engine.protocol import IllegalAction
from gui.session import GameSession
from gui.table.cards import CardItem
from gui.table.hooks import deal_ended
from gui.table.layout import DISCARD_RECT, HAND_RECT

if TYPE_CHECKING:
    from gui.table.trick import TrickTable

__all__ = ["split_actions", "call_to_answer", "add_action_buttons", "add_help", "select", "unselect",
           "confirm_selection", "card_clicked", "targets_for", "dropped"]


def call_to_answer(table: TrickTable) -> str:
    """The call the person answers with the buttons now: the game's words, else the last
    call (an action that is not a card) another seat made since the person's last action."""
    s = table.live
    if s.is_over() or table.between_deals or not s.human_to_move() or table.guide is not None:
        return ""
    obs = s.observation()
    cards, several, buttons = table.split_actions(obs.legal_actions)
    if not buttons:
        return ""
    for st in reversed(s.steps):
        if st.who == s.human or deal_ended(st.events):
            return ""
        if st.who is None or st.who < 0:
            continue
        a = st.action
        if getattr(a, "card", None) is not None or isinstance(getattr(a, "cards", None), tuple):
            continue
        if getattr(a, "private", False):     # what another seat did unseen (left a combination out)
            continue
        try:
            said = table.hooks.button_label(table, a, st.before.observation(s.human)) or table.words.action(a, obs)
        except Exception:        # an action the game's words do not know from this seat
            return ""
        return QCoreApplication.translate("TrickTable", "%1 said: %2").replace(
            "%1", table.seat_title(st.who, obs)).replace("%2", said)
    return ""


def split_actions(legal: Sequence[Any]) -> tuple[dict, list, list]:
    """The legal actions by the convention: {card: action} played with a card, choices of
    several cards, and the rest (buttons)."""
    cards: dict = {}
    several: list = []
    buttons: list = []
    for a in legal:
        c = getattr(a, "card", None)
        cs = getattr(a, "cards", None)
        if c is not None:
            cards.setdefault(c, a)
        elif isinstance(cs, tuple):
            several.append(a)
        else:
            buttons.append(a)
    return cards, several, buttons


def add_action_buttons(table: TrickTable, s: GameSession) -> None:
    if table.between_deals:
        table.next_deal_button = table._button(QCoreApplication.translate("TrickTable", "Next deal"), table.next_deal,
                                             default=True)
        add_help(table, "deal_over")
        return
    if table.guide is not None and table.guide.add_buttons():
        return
    if s.is_over() or not s.human_to_move():
        return
    obs = s.observation()
    cards, several, buttons = table.split_actions(obs.legal_actions)
    buttons += [a for c, a in sorted(cards.items(), key=lambda ca: table.hooks.sort_key(ca[0]))
                if c not in obs.hand]        # a card to hand over that is not in the hand: a button too
    expected = table.guide.expected() if table.guide is not None else table._advised()
    if several:
        table.confirm_button = table._button("", table.confirm_selection, default=True)
        update_confirm(table)
        add_help(table, obs.phase)
    for i, a in enumerate(table.hooks.sort_buttons(buttons, obs)):
        label = table.hooks.button_label(table, a, obs) or table.words.action(a, obs)
        default = (a == expected) if expected is not None else (i == 0 and not several)
        b = table._button(label, lambda _c=False, a=a: table.act(a), default=default)
        if expected is not None and a == expected and table.guide is not None:
            mark_guided(table, b)
        if i == 0 and not several:
            add_help(table, obs.phase)
    if not several and not buttons:
        add_help(table, obs.phase)          # playing a card: the "?" on its own
    # what the person may do besides the moves (claim or concede the rest, leave a
    # combination out): after the moves, and the default only when the hint advises it, so
    # Enter never gives a deal away unasked
    for a in getattr(obs, "side_actions", ()):                   # in the engine's order
        label = table.hooks.button_label(table, a, obs) or table.words.action(a, obs)
        b = table._button(label, lambda _c=False, a=a: table.act(a), default=a == expected)
        b.setProperty("side", True)
        if expected is not None and a == expected and table.guide is not None:
            mark_guided(table, b)           # a guided deal's record may claim the rest too


def mark_guided(table: TrickTable, b: QPushButton) -> None:
    """The button the guided deal expects: highlighted like the hinted cards."""
    b.setProperty("guided", True)
    b.setStyleSheet("QPushButton { background: #ffd75a; color: #2a1d05; border: 2px solid #c98a00;"
                    " border-radius: 4px; padding: 3px; }")


def add_help(table: TrickTable, phase: str) -> Any:
    """A "?" beside the phase's first control that opens its section of the rules."""
    from gui.texts import phase_section

    try:
        section = phase_section(phase, table.game or "")
    except Exception:   # a game without rules texts: no "?"
        return None
    b = None
    if table.rules_dock is not None:
        from gui.panels.rules import help_button

        b = help_button(table.rules_dock, section)
    if b is None:
        b = QToolButton()
        b.setText("?")
        b.setAutoRaise(True)
        b.setProperty("rulesSection", section)
    b.clicked.connect(lambda _c=False, sec=section: table.rules_requested.emit(sec))
    b.setObjectName("help_" + phase)
    b.setToolTip(QCoreApplication.translate("TrickTable", "What the rules say about this"))
    first = table.action_buttons[-1] if table.action_buttons else None
    idx = table.buttons_layout.indexOf(first) if first is not None else -1
    row_w = QWidget()
    row = QHBoxLayout(row_w)
    row.setContentsMargins(0, 0, 0, 0)
    if first is not None and idx >= 0:
        table.buttons_layout.takeAt(idx)
        row.addWidget(first, 1)
        row.addWidget(b)
        table.buttons_layout.insertWidget(idx, row_w)
    else:
        row.addStretch(1)
        row.addWidget(b)
        table.buttons_layout.addWidget(row_w)
    row_w.setVisible(table.buttons_box.isVisible())
    if first is not None:
        first.setVisible(row_w.isVisible())
    b.setVisible(row_w.isVisible())
    table.help_buttons.append(b)
    return b


def several_choices(table: TrickTable) -> list:
    s = table.session
    if s is None or not s.human_to_move() or table.between_deals:
        return []
    return table.split_actions(s.observation().legal_actions)[1]


def matching_choice(table: TrickTable, several: list) -> Any:
    chosen = sorted(c.code for c in table.selected)
    return next((a for a in several if sorted(c.code for c in a.cards) == chosen), None)


def update_confirm(table: TrickTable) -> None:
    b = table.confirm_button
    several = several_choices(table)
    if b is None or not several:
        return
    match = matching_choice(table, several)
    obs = table.live.observation()
    label = table.hooks.selection_label(table, table.selected, match, obs)
    if label is None:
        label = (table.words.action(match, obs) if match is not None else
                 QCoreApplication.translate("TrickTable", "Choose cards (%1 chosen)").replace("%1", str(len(table.selected))))
    # a label that names every chosen card may not fit the button (a discard of many cards): then the
    # button says how many, and the cards are in its tooltip (they lie lit on the felt anyway)
    room = max(table.buttons_box.width(), table.side_panel.minimumWidth() - 12) - 24
    key_tip = b.toolTip().split("\n")[-1]            # "Key 1" stays the tooltip's last line
    if b.fontMetrics().horizontalAdvance(label) > room:
        b.setToolTip(label + ("\n" + key_tip if key_tip else ""))
        label = QCoreApplication.translate("TrickTable", "Confirm these %1 cards").replace("%1", str(len(table.selected)))
    else:
        b.setToolTip(key_tip)
    b.setText(label)
    b.setEnabled(match is not None)


def select(table: TrickTable, card: Any) -> bool:
    several = several_choices(table)
    if not several:
        return False
    if table.guide is not None:
        hint = table.guide.discard_refusal(card)
        if hint:
            table.show_message(hint)
            table.refresh(animate=True)
            return False
    most = max(len(a.cards) for a in several)
    if len(table.selected) >= most:
        why = table.hooks.selection_refusal(table, table.selected + [card], table.live.observation())
        if why is not None:
            table.refuse(why)
        else:
            table.show_message(QCoreApplication.translate("TrickTable", "You may choose only 1 card.") if most == 1
                              else QCoreApplication.translate("TrickTable", "You may choose at most %1 cards.")
                              .replace("%1", str(most)))
        table.refresh(animate=True)
        return False
    table.selected.append(card)
    table._clear_message()
    update_confirm(table)
    table.refresh(animate=True)
    return True


def unselect(table: TrickTable, card: Any) -> None:
    if card in table.selected:
        table.selected.remove(card)
    update_confirm(table)
    table.refresh(animate=True)


def confirm_selection(table: TrickTable) -> bool:
    several = several_choices(table)
    match = matching_choice(table, several)
    if match is None:
        return False
    return table.act(match)


def card_action(table: TrickTable, card: Any) -> Any:
    s = table.session
    if s is None or not s.human_to_move():
        return None
    return table.split_actions(s.observation().legal_actions)[0].get(card)


def card_clicked(table: TrickTable, item: CardItem) -> None:
    s = table.session
    if s is None or item.code is None or table.continue_play():
        return
    card = card_of(item.code)
    if several_choices(table) and table.waiting_for_human():
        if card in table.selected:
            table.unselect(card)
        elif card in s.observation().hand:
            table.select(card)
        return
    action = card_action(table, card)
    if action is not None:
        table.act(action)
    elif card in s.observation().hand and s.observation().phase:
        refuse_card(table, card)


def refuse_card(table: TrickTable, card: Any) -> None:
    """A card of the hand that may not be played now: the engine's reason, when it gives one."""
    s = table.live
    if not table.waiting_for_human():
        table._not_your_turn()
        return
    _cards, several, _buttons = table.split_actions(s.observation().legal_actions)
    if several or not _cards:
        return
    proto = next(iter(_cards.values()))
    try:
        trial = type(proto)(card)
        s.state.check(trial)
    except IllegalAction as e:
        table.refuse(e)
    except Exception:
        return


def targets_for(table: TrickTable, item: CardItem) -> list[QGraphicsRectItem]:
    s = table.session
    if s is None or item.code is None or not table.waiting_for_human():
        return []
    card = card_of(item.code)
    if several_choices(table):
        return [table.hand_zone] if card in table.selected else [table.discard_zone]
    a = card_action(table, card)
    if a is None:
        return []
    return [table.discard_zone] if table.hooks.card_zone(a, s.observation()) == "discard" else [table.trick_zone]


def dropped(table: TrickTable, card: Any, on: Callable) -> bool:
    s = table.live
    if several_choices(table) and s.human_to_move():
        if card in table.selected and on(HAND_RECT):
            table.unselect(card)
            return True
        if card not in table.selected and on(DISCARD_RECT):
            return table.select(card)
        return False
    a = card_action(table, card)
    zone = table.hooks.card_zone(a, s.observation()) if a is not None else "trick"
    if on(DISCARD_RECT if zone == "discard" else table.trick_rect):
        if a is None:
            if card in s.observation().hand:
                refuse_card(table, card) if table.waiting_for_human() else table._not_your_turn()
            return False
        return table.act(a)
    return False
