"""What is l'Homme's and La Triomphe's own at the shared table: trumps and the pot on the felt,
who plays this deal under each name, the partner in La Triomphe for two against two, the cups
and coins sorted after the French suits, and a sheet of balances.  Context ``Lhomme``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF
from gui.table.sheet import DealSheet, deal_number, shown_observation
from gui.table.hooks import TableHooks
from gui.table.trick import TrickTable

from .words import LhommeWords, card_words, suit_words

__all__ = ["LhommeHooks", "BalanceSheet"]

INFO_POS = QPointF(14, 610)
SUIT_SORT = "SHCDcd"
RANKS = "AKQJT98765"


class BalanceSheet(DealSheet):
    def __init__(self, table: TrickTable) -> None:
        super().__init__("lhomme_sheet", 3)
        self.owner = table

    def sheet_title(self) -> str:
        return QCoreApplication.translate("Lhomme", "Pot and balances")

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("Lhomme", "Player"),
                QCoreApplication.translate("Lhomme", "Tricks"),
                QCoreApplication.translate("Lhomme", "Balance")]

    def explain(self, row: int) -> Any:
        """The balance of the player of row ``row`` after the last deal, part by part."""
        from .explain import explain_balance

        s = self.session
        if s is None or not any(e.kind == "deal_end" for e in s.events_so_far()):
            return None
        obs = s.observation()
        if not obs.balances or not 0 <= row < obs.seats:
            return None
        return explain_balance(list(s.events_so_far()), row, obs.balances[row], lambda q: self.owner.seat_title(q, obs))

    def update_from(self, session: Any) -> None:
        self.session = session
        obs = shown_observation(self.owner, session)     # at a deal's end: its tricks, not the next one's 0
        self.fill([(self.owner.seat_title(q, obs), str(obs.tricks_taken[q]) if obs.tricks_taken else "",
                    f"{obs.balances[q]:+g}" if obs.balances else "") for q in range(obs.seats)], scroll=False)
        self.total_label.setText(QCoreApplication.translate("Lhomme", "Pot: %1 · deal %2 of %3").replace(
            "%1", f"{obs.pot:g}").replace("%2", str(deal_number(self.owner, obs.deal_no, obs.deals_total))).replace(
            "%3", str(obs.deals_total)))


class LhommeHooks(TableHooks):
    def build(self, table: TrickTable) -> None:
        self.info_lines(table, INFO_POS)

    def make_sheet(self, table: TrickTable) -> Any:
        return BalanceSheet(table)

    def partners(self, table: TrickTable, obs: Any) -> set | None:
        o = getattr(obs, "options", None) if obs is not None else None
        if o is not None and getattr(o, "partnerships", "none") == "2v2":
            return {(obs.player + 2) % 4}
        return set()

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        if obs is None or not obs.active or obs.phase not in ("join", "play"):
            return ""
        if not obs.active[seat]:
            return QCoreApplication.translate("Lhomme", "does not play")
        return ""

    def sort_key(self, card: Any) -> Any:
        return (SUIT_SORT.find(card.suit), RANKS.find(card.rank))

    def card_name(self, card: Any) -> str:
        return card_words(card)

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        if obs.trump:
            t = QCoreApplication.translate("Lhomme", "Trumps: %1").replace("%1", suit_words(obs.trump))
            if obs.turned_card is not None:
                t += " (" + card_words(obs.turned_card) + ")"
            self.info.setText(t)
        else:
            self.info.setText("")
        self.info2.setText(QCoreApplication.translate("Lhomme", "Pot: %1").replace("%1", f"{obs.pot:g}"))

    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        words: LhommeWords = table.words  # type: ignore[assignment]
        s = table.session
        assert s is not None
        return words.event(event, s.human, lambda q: table.seat_title(q), seats=table.seats())

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        self.banner_of(table, events, before, ("deal_won", "nobody", "declined"), seconds=4, size=22, last=2)
