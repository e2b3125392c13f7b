"""What is Tresett's own at the shared table (:class:`gui.table.trick.TrickTable`): partners
opposite, play passing to the right (the book's custom) or the left, each seat's declarations
beside it (and, played "with calls", the cards it showed), the marks of both sides towards 21,
the race and the partien on the felt, and a score sheet of points, marks and partien.  Texts
keep the context ``Tresette``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF
from gui.table.sheet import DealSheet
from gui.table.hooks import TableHooks
from gui.table.trick import TrickTable

from .words import TresetteWords, card_words, declaration_words

__all__ = ["TresetteHooks", "TresetteSheet", "sort_key"]

SUIT_SORT = "SHCD"   # alternating colours
INFO_POS = QPointF(14, 10)


def sort_key(c: Any) -> tuple:
    from engine.games.tresette import tables as T

    return (SUIT_SORT.index(c.suit), -T.STRENGTH[T.INDEX[c]])


class TresetteSheet(DealSheet):
    """One row per deal: the card points of both sides (yours first), the marks of declarations,
    the marks standing after the deal, and the partien; under it the partie in progress."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__("tresette_sheet", 4, "tresette_totals", 3, parent)

    def sheet_title(self) -> str:
        return QCoreApplication.translate("Tresette", "Score sheet")

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("Tresette", "Deal"), QCoreApplication.translate("Tresette", "Points"),
                QCoreApplication.translate("Tresette", "Marks"), QCoreApplication.translate("Tresette", "Parties")]

    def explain(self, row: int) -> Any:
        from .explain import deal_events, explain_deal

        s = self.session
        hist = s.observation().history if s is not None else ()
        deals = deal_events(s.events_so_far())[:-1] if s is not None else []
        if not 0 <= row < min(len(hist), len(deals)):
            return None
        return explain_deal(deals[row], hist[row], s.human % 2)

    def update_from(self, session: Any) -> None:
        self.session = session
        mine = session.human % 2
        obs = session.observation()
        values = []
        lines = []
        for e in obs.history:
            p, m, pt = e["points"], e["marks"], e["partien"]
            pts = f"{p[mine]} : {p[1 - mine]}"
            if e.get("slam"):
                pts += " *"
            row = (str(e["deal"]), pts, f"{m[mine]} : {m[1 - mine]}", f"{pt[mine]} : {pt[1 - mine]}")
            values.append((e["deal"], p[mine], p[1 - mine], m[mine], m[1 - mine], pt[mine], pt[1 - mine]))
            lines.append(row)
        self.fill(lines, values)
        o = obs.options
        self.total_label.setText(
            QCoreApplication.translate("Tresette", "Marks: we %1, they %2 (partie at %3)")
            .replace("%1", str(obs.marks[mine])).replace("%2", str(obs.marks[1 - mine]))
            .replace("%3", str(o.target_marks if o else 21)) + "\n"
            + QCoreApplication.translate("Tresette", "Parties: we %1, they %2 (session to %3)")
            .replace("%1", str(obs.partien[mine])).replace("%2", str(obs.partien[1 - mine]))
            .replace("%3", str(o.match_partien if o else 5)))


class TresetteHooks(TableHooks):
    # seat + 1 sits at the person's left, seat - 1 at the right, in either direction of play: with
    # the book's direction (seat - 1, "to the right") the play visibly passes to the right
    next_seat_left = True

    def build(self, table: TrickTable) -> None:
        self.info_lines(table, INFO_POS)

    def make_sheet(self, table: TrickTable) -> Any:
        return TresetteSheet()

    def partners(self, table: TrickTable, obs: Any) -> set | None:
        return {(table.live.human + 2) % 4}

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        if obs is None:
            return ""
        said = [declaration_words(kind, key, n) for q, kind, key, n, _m, _p, _c in obs.declarations if q == seat]
        if said:
            return QCoreApplication.translate("Tresette", "declared: %1").replace("%1", ", ".join(said))
        if obs.phase == "play" and seat == obs.vorhand and not obs.tricks:
            return QCoreApplication.translate("Tresette", "leads first")
        return ""

    def known_cards(self, obs: Any, seat: int) -> Any:
        """Cards a seat showed with its declarations and still holds (played "with calls")."""
        if seat == obs.player:
            return ()
        gone = {c for _ld, cs, _w in obs.tricks for _q, c in cs} | {c for _q, c in obs.trick}
        out = []
        for q, _k, _key, _n, _m, _p, cards in obs.declarations:
            if q == seat:
                out += [c for c in cards if c not in gone and c not in out]
        return tuple(out)

    def sort_key(self, card: Any) -> Any:
        return sort_key(card)

    def card_name(self, card: Any) -> str:
        return card_words(card)

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        mine = obs.player % 2
        o = obs.options
        target = o.target_marks if o else 21
        race = (" — " + QCoreApplication.translate("Tresette", "the race is on")) if obs.race else ""
        self.info.setText(
            QCoreApplication.translate("Tresette", "Marks: we %1, they %2 of %3").replace("%1", str(obs.marks[mine]))
            .replace("%2", str(obs.marks[1 - mine])).replace("%3", str(target)) + race)
        pts = obs.points_taken
        self.info2.setText(
            QCoreApplication.translate("Tresette", "Points in tricks: we %1, they %2").replace("%1", str(pts[mine]))
            .replace("%2", str(pts[1 - mine])) + "\n"
            + QCoreApplication.translate("Tresette", "Parties: we %1, they %2").replace("%1", str(obs.partien[mine]))
            .replace("%2", str(obs.partien[1 - mine])))

    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        words: TresetteWords = table.words  # type: ignore[assignment]
        return words.event(event, table.live.human, lambda q: table.seat_title(q))

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        self.banner_of(table, events, before, ("declare", "race", "partie_won", "sevens_partie", "slam", "deal_end"),
                       seconds=4, size=20)

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        q = self.waiting_for(table, mine)
        if q is None:
            return None
        return QCoreApplication.translate("Tresette", "Waiting for %1.").replace("%1", table.seat_title(q))
