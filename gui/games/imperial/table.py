"""What is Imperial's own at the shared table (:class:`gui.table.trick.TrickTable`): trumps and
the turned card on the felt, the stock (its backs and the card face up on it), the cards every
player knows another holds (a robbed honour, the dealer's turned card with four, declared
Imperials), each seat's Imperials and strokes under its name, and a sheet of Imperials, strokes
and the deals played.  Texts keep the context ``Imperial``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from gui.table.sheet import DealSheet
from gui.table.hooks import TableHooks, Zone
from gui.table.layout import SH, SW
from gui.table.trick import TrickTable

from .words import ImperialWords, card_words, suit_words

__all__ = ["ImperialHooks", "ImperialSheet"]

INFO_POS = QPointF(14, 10)
STOCK_POS = QPointF(12, 470)


class ImperialSheet(DealSheet):
    """One row per player: Imperials, strokes, stakes; under it the deals played."""

    def __init__(self, table: TrickTable) -> None:
        super().__init__("imperial_sheet", 4, "imperial_deals")
        self.owner = table

    def sheet_title(self) -> str:
        return QCoreApplication.translate("Imperial", "Imperials and strokes")

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("Imperial", "Player"), QCoreApplication.translate("Imperial", "Imperials"),
                QCoreApplication.translate("Imperial", "Strokes"), QCoreApplication.translate("Imperial", "Stakes")]

    def explain(self, row: int) -> Any:
        """The strokes of the player of row ``row``, stroke by stroke since the last Imperial."""
        from .explain import explain_strokes

        s = self.session
        if s is None:
            return None
        obs = s.observation()
        if not 0 <= row < obs.seats:
            return None
        return explain_strokes(list(s.events_so_far()), row, obs.strokes[row], lambda q: self.owner.seat_title(q, obs))

    def update_from(self, session: Any) -> None:
        self.session = session
        obs = session.observation()
        self.fill([(self.owner.seat_title(q, obs), str(obs.imperials[q]), str(obs.strokes[q]), f"{obs.stakes[q]:+d}")
                   for q in range(obs.seats)], scroll=False)
        target = obs.options.imperials_to_win if obs.options else 5
        self.total_label.setText(
            QCoreApplication.translate("Imperial", "Deals played: %1. The first to %2 Imperials wins.")
            .replace("%1", str(obs.deal_no)).replace("%2", str(target)))


class ImperialHooks(TableHooks):
    def build(self, table: TrickTable) -> None:
        self.info_lines(table, INFO_POS)

    def make_sheet(self, table: TrickTable) -> Any:
        return ImperialSheet(table)

    def known_cards(self, obs: Any, seat: int) -> Any:
        if seat == obs.player or not obs.known or seat >= len(obs.known):
            return ()
        return obs.known[seat]

    def zones(self, table: TrickTable, obs: Any) -> list[Zone]:
        size = getattr(obs, "stock_size", 0)
        if not size or obs.phase not in ("exchange", "play"):
            return []
        up = list(obs.up_cards)
        backs = max(0, min(size - len(up), 6))
        cards: list = [None] * backs + up
        step = 8.0
        w = SW + step * max(0, len(cards) - 1) + 12 + (SW if up else 0)
        title = QCoreApplication.translate("Imperial", "Stock: %1").replace("%1", str(size))
        return [Zone("stock", QRectF(STOCK_POS.x(), STOCK_POS.y(), w, SH + 12), title, cards, step=step)]

    def card_name(self, card: Any) -> str:
        return card_words(card)

    def selection_label(self, table: TrickTable, chosen: Any, match: Any, obs: Any) -> str | None:
        return QCoreApplication.translate("Imperial", "Lay away %1 cards and take the stock").replace(
            "%1", str(len(chosen)))

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        if obs.trump:
            t = QCoreApplication.translate("Imperial", "Trumps: %1").replace("%1", suit_words(obs.trump))
            if obs.turned_card is not None:
                t += " (" + card_words(obs.turned_card) + ")"
            self.info.setText(t)
        else:
            self.info.setText("")
        me = obs.player
        if obs.imperials:
            self.info2.setText(
                QCoreApplication.translate("Imperial", "You: Imperials %1, strokes %2").replace(
                    "%1", str(obs.imperials[me])).replace("%2", str(obs.strokes[me])))
        else:
            self.info2.setText("")

    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        words: ImperialWords = table.words  # type: ignore[assignment]
        s = table.live
        return words.event(event, s.human, lambda q: table.seat_title(q), seats=table.seats())

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        self.banner_of(table, events, before, ("imperial", "imperial_declared", "deal_end", "game_won"),
                       seconds=4, size=20, last=3)

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        q = self.waiting_for(table, mine)
        if q is None:
            return None
        return QCoreApplication.translate("Imperial", "Waiting for %1.").replace("%1", table.seat_title(q))
