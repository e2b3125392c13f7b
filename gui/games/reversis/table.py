"""What is Reversis's own at the shared table (:class:`gui.table.trick.TrickTable`): the pot and
the Bêtes written down, the Quinola's fate, the three table cards during the exchange, the cards
this seat knows under the pot, and the card points each seat has taken.  Texts keep the context
``Reversis``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from gui.table.hooks import TableHooks, Zone
from gui.table.trick import TrickTable

from .words import ReversisWords, card_words, seat_words

__all__ = ["ReversisHooks", "sort_key"]

SUIT_SORT = "SHCD"   # alternating colours
RANKS = "AKQJ98765432"
INFO_POS = QPointF(14, 10)
TABLE_RECT = QRectF(12, 410, 210, 100)


def sort_key(c: Any) -> tuple:
    return (SUIT_SORT.index(c.suit), RANKS.index(c.rank))


class ReversisHooks(TableHooks):
    def build(self, table: TrickTable) -> None:
        self.info_lines(table, INFO_POS)

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        if obs is None:
            return ""
        if obs.phase in ("exchange", "discard"):
            ex = obs.exchanges[seat]
            if ex == "took":
                return QCoreApplication.translate("Reversis", "exchanged")
            if ex == "passed":
                return QCoreApplication.translate("Reversis", "kept the hand")
            return ""
        return ""

    def zones(self, table: TrickTable, obs: Any) -> list[Zone]:
        n = obs.table_left if obs.phase == "exchange" else 0
        if not n:
            return [Zone("table_cards", QRectF(), "", (), outline=False)]
        title = QCoreApplication.translate("Reversis", "Table cards") + f" ({n})"
        return [Zone("table_cards", TABLE_RECT, title, [None] * n, step=24)]

    def discards(self, obs: Any) -> Any:
        return tuple(obs.under_known)

    def card_zone(self, action: Any, obs: Any) -> str:
        return "discard" if str(action).split()[0] in ("exchange", "discard") else "trick"

    def sort_key(self, card: Any) -> Any:
        return sort_key(card)

    def card_name(self, card: Any) -> str:
        return card_words(card)

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        line = QCoreApplication.translate("Reversis", "Pot: %1").replace("%1", str(obs.pot))
        if obs.bete_queue:
            line += "   " + QCoreApplication.translate("Reversis", "Bêtes owed: %1").replace(
                "%1", ", ".join(str(v) for _q, v in obs.bete_queue))
        self.info.setText(line)
        me = obs.player
        parts = []
        if obs.pot_won_by >= 0:
            parts.append(QCoreApplication.translate("Reversis", "Quinola placed: the pot to %1").replace(
                "%1", seat_words(obs.pot_won_by, me)))
        elif obs.pending >= 0:
            parts.append(QCoreApplication.translate("Reversis", "Quinola led early: %1").replace("%1", seat_words(obs.pending, me)))
        elif obs.betes:
            parts.append(QCoreApplication.translate("Reversis", "Bête: %1").replace("%1", seat_words(obs.betes[-1][0], me)))
        if obs.phase == "play":
            pts = obs.points_taken
            parts.append(QCoreApplication.translate("Reversis", "Card points taken: you %1, right %2, opposite %3, left %4")
                         .replace("%1", str(pts[me])).replace("%2", str(pts[(me + 1) % 4]))
                         .replace("%3", str(pts[(me + 2) % 4])).replace("%4", str(pts[(me + 3) % 4])))
        if obs.privilege:
            parts.append(QCoreApplication.translate("Reversis", "You hold all four aces: you need not follow suit."))
        self.info2.setText("\n".join(parts))

    def explain_score(self, table: TrickTable, session: Any, row: int) -> Any:
        """The money of the seat of the sheet's row ``row`` after the last deal, part by part."""
        from .explain import explain_money

        scores = session.state.scores()
        if not 0 <= row < len(scores) or not any(e.kind == "deal_end" for e in session.events_so_far()):
            return None
        obs = session.observation()
        return explain_money(list(session.events_so_far()), row, scores[row], lambda q: table.seat_title(q, obs))

    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        words: ReversisWords = table.words  # type: ignore[assignment]
        return words.event(event, table.live.human, lambda q: table.seat_title(q))

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        self.banner_of(table, events, before, ("pot_won", "bete", "reversy", "reversy_broken", "partie", "deal_end"),
                       seconds=4, size=20)

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        q = self.waiting_for(table, mine)
        if q is None:
            return None
        return QCoreApplication.translate("Reversis", "Waiting for %1.").replace("%1", table.seat_title(q))
