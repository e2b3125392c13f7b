"""What is Boston's own at the shared table (:class:`gui.table.trick.TrickTable`): every player
for himself, play passing to the left, the bids as buttons (the legal actions with their names and
the tricks they need), the contract and trumps, the pot and the Bêtes waiting on the felt, the
declarer's tricks against the target, and a sheet of the deals and each player's balance.
Texts keep the context ``Boston``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF
from gui.games.whist.table import sort_key
from gui.games.whist.words import card_words, suit_words
from gui.table.sheet import DealSheet, deal_number
from gui.table.hooks import TableHooks
from gui.table.trick import TrickTable

from .words import BostonWords, contract_words, number

__all__ = ["BostonHooks", "BostonSheet"]

INFO_POS = QPointF(14, 10)


class BostonSheet(DealSheet):
    """One row per deal: the contract, its player, the tricks and whether it was made; under it
    the pot, the Bêtes waiting and every player's balance."""

    def __init__(self, table: TrickTable) -> None:
        super().__init__("boston_sheet", 5, "boston_totals", 3)
        self.owner = table

    def sheet_title(self) -> str:
        return QCoreApplication.translate("Boston", "Score sheet")

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("Boston", "Deal"), QCoreApplication.translate("Boston", "Contract"),
                QCoreApplication.translate("Boston", "Player"), QCoreApplication.translate("Boston", "Tricks"),
                QCoreApplication.translate("Boston", "You")]

    def explain(self, row: int) -> Any:
        from .explain import deal_events, explain_deal

        s = self.session
        if s is None:
            return None
        deals = deal_events(s.events_so_far())[:-1]
        if not 0 <= row < len(deals):
            return None
        obs = s.observation()
        return explain_deal(deals[row], s.human, lambda q: self.owner.seat_title(q, obs))

    def update_from(self, session: Any) -> None:
        self.session = session
        obs = session.observation()
        rows = []
        from .explain import deal_events, your_money

        deals = deal_events(session.events_so_far())[:-1]
        for i, e in enumerate(obs.history):
            # what the deal did to your balance (explained part by part when the line is chosen)
            mine = sum(p.amount for p in your_money(deals[i], session.human)) if i < len(deals) else 0.0
            you = ("+" if mine > 0 else "") + number(mine)
            if e.get("contract") is None:
                rows.append((str(e["deal"]), QCoreApplication.translate("Boston", "all passed"), "", "", you))
                continue
            res = "✓" if e["made"] else "✗"
            rows.append((str(e["deal"]), contract_words(e["contract"]), self.owner.seat_title(e["declarer"], obs),
                         f"{e['tricks']}/{e['target']} {res}", you))
        self.fill(rows)
        bal = ", ".join(f"{self.owner.seat_title(q, obs)} {number(obs.balances[q]) if obs.balances else 0}"
                        for q in range(4))
        betes = ", ".join(f"{self.owner.seat_title(q, obs)} {number(x)}" for q, x in obs.betes)
        deal = QCoreApplication.translate("Boston", "Deal %1 of %2").replace(
            "%1", str(deal_number(self.owner, obs.deal_no, obs.deals_total))).replace("%2", str(obs.deals_total))
        text = (QCoreApplication.translate("Boston", "Balances: %1").replace("%1", bal) + "\n"
                + QCoreApplication.translate("Boston", "Pot: %1").replace("%1", number(obs.pot)))
        if betes:
            text += " · " + QCoreApplication.translate("Boston", "Bêtes waiting: %1").replace("%1", betes)
        self.total_label.setText(text + "\n" + deal)


class BostonHooks(TableHooks):
    next_seat_left = True
    felt = ((40, 92, 120), (16, 44, 66))

    def build(self, table: TrickTable) -> None:
        self.info_lines(table, INFO_POS)

    def make_sheet(self, table: TrickTable) -> Any:
        return BostonSheet(table)

    def partners(self, table: TrickTable, obs: Any) -> set | None:
        return set()

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        if obs is None:
            return ""
        if obs.phase in ("trump", "support") and obs.declarer == seat and obs.contract:
            return QCoreApplication.translate("Boston", "plays %1").replace("%1", contract_words(obs.contract))
        if obs.phase == "bid":
            said = [c for q, c in obs.bids if q == seat]
            if said:
                c = said[-1]
                return contract_words(c) if c else QCoreApplication.translate("Boston", "passed")
        return ""

    def sort_buttons(self, actions: list, obs: Any) -> list:
        """Passing first (the default button): Enter never bids by accident."""
        return sorted(actions, key=lambda a: str(a) != "pass")

    def sort_key(self, card: Any) -> Any:
        return sort_key(card)

    def card_name(self, card: Any) -> str:
        return card_words(card)

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        pot = QCoreApplication.translate("Boston", "Pot: %1").replace("%1", number(obs.pot))
        if obs.pot_bete:
            pot += " " + QCoreApplication.translate("Boston", "(with a Bête of %1)").replace(
                "%1", number(obs.pot_bete[1]))
        self.info.setText(pot)
        lines = []
        if obs.contract:
            lines.append(QCoreApplication.translate("Boston", "Contract: %1 by %2").replace(
                "%1", contract_words(obs.contract)).replace("%2", table.seat_title(obs.declarer, obs)))
            if obs.trump:
                lines.append(QCoreApplication.translate("Boston", "Trumps: %1").replace("%1", suit_words(obs.trump)))
            side = [obs.declarer] + ([obs.supporter] if obs.supporter is not None else [])
            got = sum(obs.tricks_taken[q] for q in side)
            lines.append(QCoreApplication.translate("Boston", "Tricks: %1 of %2").replace("%1", str(got)).replace(
                "%2", str(obs.target)))
        elif obs.high_bid:
            lines.append(QCoreApplication.translate("Boston", "Highest bid: %1").replace(
                "%1", contract_words(obs.high_bid)))
        self.info2.setText("\n".join(lines))

    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        words: BostonWords = table.words  # type: ignore[assignment]
        return words.event(event, table.live.human, lambda q: table.seat_title(q))

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        self.banner_of(table, events, before, ("contract", "deal_end", "pot_taken", "bete_made"),
                       seconds=3, size=22)

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        q = self.waiting_for(table, mine)
        if q is None:
            return None
        return QCoreApplication.translate("Boston", "Waiting for %1.").replace("%1", table.seat_title(q))
