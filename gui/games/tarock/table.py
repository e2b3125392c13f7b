"""What is Tarock's own at the shared table (:class:`gui.table.trick.TrickTable`), for its three
forms: the Scat (face up for its layer, backs for the others), the honours each seat declared
under its name, the points counted in each seat's tricks and the account on the felt, the
payments of a deal in a banner and on the score sheet.  Texts keep the context ``Tarock``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from engine.games.tarock import cards as T
from gui.table.sheet import DealSheet
from gui.table.hooks import TableHooks, Zone
from gui.table.trick import TrickTable

from .words import TarockWords, bid_words, card_words, honour_words, reason_words

__all__ = ["TarockHooks", "TarockSheet", "sort_key"]

INFO_POS = QPointF(14, 10)
SCAT_RECT = QRectF(12, 580, 180, 100)
SUIT_SORT = "csdb"     # the colours alternate: cups, swords, coins, batons




def sort_key(c: Any) -> tuple:
    if c.suit == "#":
        n = c.number
        return (0, -(n if n else 22))      # the Scüs first, then the Tarocs from XXI down
    i = T.INDEX[c]
    return (1 + SUIT_SORT.index(c.suit), -T.STRENGTH[i])


def _french(obs: Any) -> bool:
    return getattr(getattr(obs, "options", None), "deck_suits", "italian") == "french"


def counted(obs: Any) -> list[int]:
    """The points in each seat's tricks as counted so far (the Scat not included)."""
    count = T.single_value if obs.form == "C" else T.pile_value
    return [count(T.INDEX[c] for c in pile) for pile in obs.piles]


class TarockSheet(DealSheet):
    """One row per deal: the dealer, the points counted (yours first), what the deal brought you
    and your account; under it every seat's account."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__("tarock_sheet", 4, "tarock_totals", 0, parent)
        self.seat_title: Any = None              # seat -> its name at the table (set by the table)

    def sheet_title(self) -> str:
        return QCoreApplication.translate("Tarock", "Score sheet")

    def headers(self) -> list[str]:
        return [QCoreApplication.translate("Tarock", "Deal"), QCoreApplication.translate("Tarock", "Points"), QCoreApplication.translate("Tarock", "This deal"), QCoreApplication.translate("Tarock", "Account")]

    def update_from(self, session: Any) -> None:
        self.session = session
        me = session.human if session.human is not None and session.human >= 0 else 0
        obs = session.observation()
        values = []
        lines = []
        for e in obs.history:
            if e.get("void"):
                continue
            delta = 0
            for _w, payer, payee, amount in e["items"]:
                if payer == me:
                    delta -= amount
                if payee == me:
                    delta += amount
            pts = e.get("side_points") or e.get("points") or []
            if e.get("side_points"):
                k = 0 if me in e["sides"][0] else 1
                shown = f"{pts[k]} : {pts[1 - k]}"
            elif pts:
                shown = " : ".join(str(pts[q]) for q in [me] + [q for q in range(len(pts)) if q != me])
            else:
                shown = "—"
            row = (str(e["deal"]), shown, f"{delta:+d}", f"{e['ledger'][me]:+d}")
            values.append((e["deal"], delta, e["ledger"][me]))
            lines.append(row)
        self.fill(lines, values)
        led = obs.ledger
        self.total_label.setText(QCoreApplication.translate("Tarock", "Accounts: %1").replace(
            "%1", ", ".join(f"{self._seat(q, me)} {v:+d}" for q, v in enumerate(led))))

    def _seat(self, q: int, me: int) -> str:
        if q != me and self.seat_title is not None:
            try:
                return str(self.seat_title(q))
            except Exception:           # no session at the table yet
                pass
        return _seat(q, me)


def _seat(q: int, me: int) -> str:
    return QCoreApplication.translate("Tarock", "you") if q == me else QCoreApplication.translate("Tarock", "player %1").replace("%1", str(q + 1))


class TarockHooks(TableHooks):
    def build(self, table: TrickTable) -> None:
        self.info_lines(table, INFO_POS, (16, 14))
        self.words = TarockWords()

    def make_sheet(self, table: TrickTable) -> Any:
        sheet = TarockSheet()
        sheet.seat_title = table.seat_title       # the seats by the names the felt gives them
        return sheet

    def seat_order(self, obs: Any, seats: int) -> Any:
        o = getattr(obs, "options", None)
        if o is not None and getattr(o, "deal_direction", "counter_clockwise") == "clockwise":
            return [0] + list(range(seats - 1, 0, -1))
        return range(seats)

    def partners(self, table: TrickTable, obs: Any) -> set | None:
        if obs is None:
            return set()
        me = obs.player
        if obs.form == "B" or (obs.form == "C" and obs.declarer >= 0):
            for side in obs.sides:
                if me in side and len(side) > 1:
                    return {q for q in side if q != me}
        return set()

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        if obs is None:
            return ""
        if seat == obs.sitter:
            return QCoreApplication.translate("Tarock", "sits out")
        notes = []
        for q, hs in obs.declared:
            if q == seat:
                notes.append(", ".join(f"{honour_words(h[0])} {h[1]}" for h in hs))
        if obs.form == "C":
            bids = [b for q, b in obs.bids if q == seat]
            if seat == obs.declarer and obs.contract:
                notes.insert(0, bid_words(obs.contract))
            elif bids:
                notes.insert(0, bid_words(bids[-1]))
        return " · ".join(n for n in notes if n)

    def zones(self, table: TrickTable, obs: Any) -> list[Zone]:
        if obs is None or obs.phase in ("deal", "over") or not obs.scat_size:
            return [Zone("scat", QRectF(), "", (), outline=False)]
        cards = list(obs.scat) if obs.scat else [None] * obs.scat_size
        title = QCoreApplication.translate("Tarock", "Scat") + (" " + QCoreApplication.translate("Tarock", "(yours)") if obs.scat else "")
        return [Zone("scat", SCAT_RECT, title, cards, scale=0.5, step=44)]

    def sort_key(self, card: Any) -> Any:
        return sort_key(card)

    def card_name(self, card: Any) -> str:
        obs = self.table.live.observation() if getattr(self, "table", None) is not None else None
        return card_words(card, _french(obs))

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        me = obs.player
        pts = counted(obs)
        if obs.form == "B":
            sides = obs.sides
            k = 0 if me in sides[0] else 1
            sp = [sum(pts[q] for q in side) for side in sides]
            p = obs.partie
            self.info.setText(QCoreApplication.translate("Tarock", "Counted: we %1, they %2").replace("%1", str(sp[k])).replace("%2", str(sp[1 - k])))
            half = getattr(obs.options, "tarock4_half", 39)
            sur = (p[2], p[3]) if k == 0 else (p[3], p[2])
            self.info2.setText(QCoreApplication.translate("Tarock", "Partie %1, deal %2 of 4\nsurplus over %3: we %4, they %5").replace(
                "%1", str(p[0] + 1)).replace("%2", str(p[1] + 1)).replace("%3", str(half)).replace(
                "%4", str(sur[0])).replace("%5", str(sur[1])) + "\n" + self._account(obs))
            return
        half = 64 if obs.form == "C" else 26
        shown = [q for q in range(obs.seats) if q != obs.sitter]
        self.info.setText(QCoreApplication.translate("Tarock", "Counted (half %1)").replace("%1", str(half)))
        self.info2.setText(", ".join(f"{table.seat_title(q)} {pts[q]}" for q in shown) + "\n" + self._account(obs))

    def _account(self, obs: Any) -> str:
        me = obs.player
        paid = 0
        for _w, payer, payee, amount in obs.deal_items:
            if payer == me:
                paid -= amount
            if payee == me:
                paid += amount
        return QCoreApplication.translate("Tarock", "Paid this deal: %1; your account: %2").replace("%1", f"{paid:+d}").replace(
            "%2", f"{obs.ledger[me]:+d}")

    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        obs = table.live.observation()
        return self.words.event(event, table.live.human, lambda q: table.seat_title(q), french=_french(obs))

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        lines = []
        me = table.live.human
        for ev in events:
            if ev.kind in ("count", "partie_end", "deal_void", "all_pass"):
                line = self.event_line(table, ev, before)
                if line:
                    lines.append(line)
            elif ev.kind == "payment" and me in (ev.data["from"], ev.data["to"]):
                a = ev.data["amount"] * (1 if ev.data["to"] == me else -1)
                lines.append(f"{reason_words(ev.data['reason'])}: {a:+d}")
            elif ev.kind == "declare" and ev.player != me:
                line = self.event_line(table, ev, before)
                if line:
                    lines.append(line)
        if lines:
            table.show_banner("\n".join(lines[:8]), seconds=4, size=20)

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        q = self.waiting_for(table, mine)
        if q is None:
            return None
        return QCoreApplication.translate("Tarock", "Waiting for %1.").replace("%1", table.seat_title(q))
