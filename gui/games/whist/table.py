"""What is Whist's own at the shared table (:class:`gui.table.trick.TrickTable`): partners
opposite, play passing to the left, the turned trump card face up beside the dealer until he
plays to the first trick, trumps and both sides' tricks on the felt, the honours told at the end
of the deal, and a score sheet of points, games and lurches.  Texts keep the context ``Whist``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF
from gui.table.explain import Explanation
from gui.table.sheet import DealSheet
from gui.table.hooks import TableHooks
from gui.table.trick import TrickTable

from .words import WhistWords, card_words, suit_words

__all__ = ["WhistHooks", "WhistSheet", "sort_key"]

SUIT_SORT = "SHCD"   # alternating colours
INFO_POS = QPointF(14, 10)


def sort_key(c: Any) -> tuple:
    from engine.games.whist import tables as T

    i = T.INDEX[c]
    return (SUIT_SORT.index(c.suit), -T.STRENGTH[i])


class WhistSheet(DealSheet):
    """One row per deal: tricks, honours and points of both sides (yours first), the game's end
    with its stakes and the lurch; under it the score of the game in progress, games and stakes."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__("whist_sheet", 4, "whist_totals", 3, parent)

    def sheet_title(self) -> str:
        return QCoreApplication.translate("Whist", "Score sheet")

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("Whist", "Deal"), QCoreApplication.translate("Whist", "Tricks"),
                QCoreApplication.translate("Whist", "Honours"), QCoreApplication.translate("Whist", "Score")]

    def explain(self, row: int) -> Explanation | None:
        from .explain import explain_deal

        hist = self.session.observation().history if self.session is not None else ()
        return explain_deal(hist[row], self.session.human % 2) if 0 <= row < len(hist) else None

    def update_from(self, session: Any) -> None:
        self.session = session
        me = session.human
        mine = me % 2
        obs = session.observation()
        values = []
        lines = []
        for e in obs.history:
            t, h, a = e["tricks"], e["honours"], e["after"]
            score = f"{a[mine]} : {a[1 - mine]}"
            if e.get("winner") is not None:
                ours = e["winner"] == mine
                stakes = e.get("value", 1)
                mark = (QCoreApplication.translate("Whist", "won") if ours else
                        QCoreApplication.translate("Whist", "lost"))
                if stakes == 2:
                    mark += " " + QCoreApplication.translate("Whist", "(lurch)")
                score += " " + mark
            row = (str(e["deal"]), f"{t[mine]} : {t[1 - mine]}",
                   "—" if e.get("called") else f"{h[mine]} : {h[1 - mine]}", score)
            values.append((e["deal"], t[mine], t[1 - mine], a[mine], a[1 - mine]))
            lines.append(row)
        self.fill(lines, values)
        pts, gw, st = obs.points, obs.games_won, obs.side_stakes
        self.total_label.setText(
            QCoreApplication.translate("Whist", "Game %1: we %2, they %3 (game at %4)")
            .replace("%1", str(obs.game_no + 1 if obs.phase != "over" else obs.game_no))
            .replace("%2", str(pts[mine])).replace("%3", str(pts[1 - mine]))
            .replace("%4", str(obs.options.game_points if obs.options else 10)) + "\n"
            + QCoreApplication.translate("Whist", "Games won: we %1, they %2").replace("%1", str(gw[mine]))
            .replace("%2", str(gw[1 - mine])) + "\n"
            + QCoreApplication.translate("Whist", "Stakes: we %1, they %2").replace("%1", str(st[mine]))
            .replace("%2", str(st[1 - mine])))


class WhistHooks(TableHooks):
    next_seat_left = True

    def build(self, table: TrickTable) -> None:
        self.info_lines(table, INFO_POS)

    def make_sheet(self, table: TrickTable) -> Any:
        return WhistSheet()

    def seat_order(self, obs: Any, seats: int) -> Any:
        o = getattr(obs, "options", None)
        if o is not None and getattr(o, "deal_direction", "clockwise") == "counter_clockwise":
            return (0, 3, 2, 1)
        return range(seats)

    def partners(self, table: TrickTable, obs: Any) -> set | None:
        return {(table.live.human + 2) % 4}

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        if obs is None:
            return ""
        if obs.turned_card is not None and seat == obs.dealer:
            return QCoreApplication.translate("Whist", "turned up: %1").replace("%1", card_words(obs.turned_card))
        calls = [c for c in obs.calls if c[0] == seat]
        if calls:
            return QCoreApplication.translate("Whist", "called at eight")
        return ""

    def known_cards(self, obs: Any, seat: int) -> Any:
        if obs.turned_card is not None and seat == obs.dealer and seat != obs.player:
            return (obs.turned_card,)
        return ()

    def sort_key(self, card: Any) -> Any:
        return sort_key(card)

    def card_name(self, card: Any) -> str:
        return card_words(card)

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        mine = obs.player % 2
        if obs.trump:
            self.info.setText(QCoreApplication.translate("Whist", "Trumps: %1").replace("%1", suit_words(obs.trump)))
        else:
            self.info.setText("")
        st = list(obs.side_tricks)
        tt = list(obs.tricks_taken or ())
        if len(tt) == 4 and sum(tt) > sum(st):      # a deal's end on the felt: the tricks as the deal ended
            st = [tt[0] + tt[2], tt[1] + tt[3]]
        self.info2.setText(
            QCoreApplication.translate("Whist", "Tricks: we %1, they %2").replace("%1", str(st[mine]))
            .replace("%2", str(st[1 - mine])) + "\n"
            + QCoreApplication.translate("Whist", "Score: we %1, they %2").replace("%1", str(obs.points[mine]))
            .replace("%2", str(obs.points[1 - mine])))

    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        words: WhistWords = table.words  # type: ignore[assignment]
        return words.event(event, table.live.human, lambda q: table.seat_title(q))

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        self.banner_of(table, events, before, ("deal_end", "game_won", "rubber_won", "call_answer"),
                       seconds=4, size=22)

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        q = self.waiting_for(table, mine)
        if q is None:
            return None
        return QCoreApplication.translate("Whist", "Waiting for %1.").replace("%1", table.seat_title(q))
