"""What is Tarock's own at the shared table (:class:`gui.table.trick.TrickTable`), for its three
forms: the Scat (face up for its layer, backs for the others), the honours each seat declared
under its name, the points counted in each seat's tricks and the account on the felt, the
payments of a deal in a banner and on the score sheet.  Texts keep the context ``Tarock``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from engine.games.tarock import cards as T
from gui.table.base import room_right_of, wrap_to
from gui.table.sheet import DealSheet
from gui.table.hooks import TableHooks, Zone
from gui.table.layout import SCENE_W
from gui.table.trick import TrickTable

from .words import TarockWords, bid_words, card_words, honour_words

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

    def explain(self, row: int) -> Any:
        from .explain import explain_deal

        s = self.session
        if s is None:
            return None
        me = s.human if s.human is not None and s.human >= 0 else 0
        hist = [e for e in s.observation().history if not e.get("void")]
        if not 0 <= row < len(hist):
            return None
        return explain_deal(hist[row], me, s.spec.name, lambda q: self._seat(q, me))

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
        self.info_lines(table, INFO_POS)
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
            elif bids and obs.phase == "bid":      # a call overcalled or passed is not noted all deal
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

    @staticmethod
    def finished_deal(table: TrickTable, obs: Any) -> dict | None:
        """The deal the felt tells of while the table shows a deal's end (until "Next deal", or the
        game over): the last entry of the history; None while a deal is played."""
        if (table.between_deals or table.live.is_over()) and obs.history:
            last = dict(obs.history[-1])
            return None if last.get("void") else last
        return None

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        me = obs.player
        pts = counted(obs)
        done = self.finished_deal(table, obs)
        if done is not None and done.get("points"):      # the finished deal's count, not the next one's zeros
            pts = list(done["points"])
        if obs.form == "B":
            sides = [list(x) for x in done["sides"]] if done is not None and done.get("sides") else obs.sides
            k = 0 if me in sides[0] else 1
            sp = [sum(pts[q] for q in side) for side in sides]
            p = obs.partie
            self.info.setText(QCoreApplication.translate("Tarock", "Counted: we %1, they %2").replace("%1", str(sp[k])).replace("%2", str(sp[1 - k])))
            half = getattr(obs.options, "tarock4_half", 39)
            partie_no, deal_in = p[0] + 1, p[1] + 1         # the deal being played
            surplus = (p[2], p[3])
            if done is not None:                # the deal just played, until "Next deal": not the next one
                partie_no, deal_in = (p[0] + 1, p[1]) if p[1] else (p[0], 4)
                if not p[1] and isinstance(done.get("partie"), dict):      # the partie's last deal
                    surplus = tuple(done["partie"]["surplus"])
            sur = (surplus[0], surplus[1]) if k == 0 else (surplus[1], surplus[0])
            self.info2.setText(QCoreApplication.translate("Tarock", "Partie %1, deal %2 of 4\nsurplus over %3: we %4, they %5").replace(
                "%1", str(partie_no)).replace("%2", str(deal_in)).replace("%3", str(half)).replace(
                "%4", str(sur[0])).replace("%5", str(sur[1])) + "\n" + self._account(obs, done))
            return
        half = 64 if obs.form == "C" else 26
        shown = [q for q in range(obs.seats) if q != obs.sitter]
        head = QCoreApplication.translate("Tarock", "Counted (half %1)").replace("%1", str(half))
        if obs.form == "C" and obs.declarer >= 0 and obs.contract and done is None:
            # like Quadrille: who plays which game, and the King he called, all deal on the felt
            game = QCoreApplication.translate("Tarock", "%1 plays %2").replace("%1", table.seat_title(obs.declarer)).replace(
                "%2", bid_words(obs.contract))
            if obs.called is not None:
                game += " · " + QCoreApplication.translate("Tarock", "called: %1").replace(
                    "%1", card_words(obs.called, _french(obs)))
            head = game + "\n" + head
        # the lines wrap short of a seat's name beside them (the top seat at four)
        self.info.setText(wrap_to(head, self.info.font(), room_right_of(table.seat_labels.values(), INFO_POS.x(),
                                                                        INFO_POS.y() + 60, SCENE_W)))
        self.info2.setPos(INFO_POS + QPointF(0, self.info.boundingRect().height() + 3))   # under all its lines
        self.info2.setText(", ".join(f"{table.seat_title(q)} {pts[q]}" for q in shown) + "\n" + self._account(obs, done))

    @staticmethod
    def paid(items: Any, me: int) -> int:
        """What the payments ``items`` ((why, payer, payee, amount), ...) brought ``me``."""
        paid = 0
        for _w, payer, payee, amount in items:
            if payer == me:
                paid -= amount
            if payee == me:
                paid += amount
        return paid

    def _account(self, obs: Any, done: dict | None = None) -> str:
        """This deal's payments and the account, as the sheet's row has them (the finished deal's
        while the table shows its end)."""
        me = obs.player
        items = done["items"] if done is not None else obs.deal_items
        account = done["ledger"][me] if done is not None and me < len(done.get("ledger", ())) else obs.ledger[me]
        return QCoreApplication.translate("Tarock", "Paid this deal: %1; your account: %2").replace(
            "%1", f"{self.paid(items, me):+d}").replace("%2", f"{account:+d}")

    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        obs = table.live.observation()
        me = table.live.human
        d = event.data or {}
        if event.kind == "count" and "side_points" in d and getattr(obs, "sides", None):
            # Tarock for four: which side is the person's, and which is over the half
            sp, half = list(d["side_points"]), d.get("half", 0)
            k = 0 if me in obs.sides[0] else 1
            ahead = QCoreApplication.translate("Tarock", "your side is over the half by %1").replace(
                "%1", str(sp[k] - half)) if sp[k] > half else QCoreApplication.translate(
                "Tarock", "the other side is over the half by %1").replace("%1", str(sp[1 - k] - half)) \
                if sp[1 - k] > half else QCoreApplication.translate("Tarock", "neither side is over the half")
            return QCoreApplication.translate("Tarock", "Counted: your side (%1) %2, the other side %3 (half: %4): %5.") \
                .replace("%1", " + ".join(table.seat_title(q) for q in obs.sides[k])).replace("%2", str(sp[k])) \
                .replace("%3", str(sp[1 - k])).replace("%4", str(half)).replace("%5", ahead)
        return self.words.event(event, me, lambda q: table.seat_title(q), french=_french(obs))

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        """The deal's end in a banner that adds up to the sheet: the count, each payment to or from
        the person with who pays whom and why, and the deal's total with the account."""
        me = table.live.human

        def write() -> str:                     # a function: a change of language writes it again
            return self._deal_banner(table, events, before, me)

        if write():
            table.show_banner(write, seconds=4, size=20)

    def _deal_banner(self, table: TrickTable, events: list, before: Any, me: int) -> str:
        lines = []
        total: str | None = None
        for ev in events:
            if ev.kind in ("count", "partie_end", "deal_void", "all_pass"):
                line = self.event_line(table, ev, before)
                if line:
                    lines.append(line)
            elif ev.kind == "payment" and me in (ev.data["from"], ev.data["to"]):
                line = self.event_line(table, ev, before)
                if line:
                    lines.append(line)
            elif ev.kind == "declare" and ev.player != me:
                line = self.event_line(table, ev, before)
                if line:
                    lines.append(line)
            elif ev.kind == "deal_end" and me < len(ev.data.get("ledger", ())):
                total = QCoreApplication.translate("Tarock", "This deal: %1; your account: %2.").replace(
                    "%1", f"{self.paid(ev.data.get('items', ()), me):+d}").replace("%2", f"{ev.data['ledger'][me]:+d}")
        if total is not None:
            lines = lines[:7] + [total]
        return "\n".join(lines[:8])

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        q = self.waiting_for(table, mine)
        if q is None:
            return None
        return QCoreApplication.translate("Tarock", "Waiting for %1.").replace("%1", table.seat_title(q))
