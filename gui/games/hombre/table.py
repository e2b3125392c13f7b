"""What is L'Hombre's own at the shared table (:class:`gui.table.trick.TrickTable`): each seat's
call in the auction and, once the game is made, l'Hombre's contract and trump under his name and
in a line on the felt that stays all deal; the cards each seat bought; the cards turned up for a
Tourné and the talon left over where the rules show it; the person's own discards; and a ledger
(the pot, the bête in play, each bête waiting to be played for, every seat's balance, the last
deal's result with codille, vole and matadors) in markers or Groschen as the option says.

Texts keep the translation context ``Hombre``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QTableWidgetItem, QVBoxLayout, QWidget

from engine.games.hombre import ranks as R
from gui.games.hombre.ledger import last_deal_money, money_lines
from gui.table.explain import Explanation, explain_tip, make_activatable, number, show_explanation, signed
from gui.table.sheet import deal_number, deal_table
from gui.games.hombre.words import amount, card_name, contract_name, deal_end_line, suit_word, who
from gui.table.hooks import INFO_PX, TableHooks, Zone
from gui.table.layout import CENTRE, SCENE_W, SH, SW
from gui.table.trick import TrickTable

__all__ = ["HombreHooks", "LedgerSheet", "FamilyHooks", "finished_tricks", "CONTRACT_POS"]

CONTRACT_POS = QPointF(12, 8)
TALON_POS = QPointF(12, 64)          # the talon, the turned and the leftover cards: top left, under the contract
_ORDER = "KQJA765432"



def _money(session: Any) -> str:
    return getattr(session.options, "money_display", "markers")


class LedgerSheet(QGroupBox):
    """The ledger: pot, bêtes, balances, the deals played and the last deal's result; under it a
    line per deal played (what it did to your balance, and the balance after), which explains
    itself in the rules panel when chosen (:mod:`gui.games.hombre.explain`)."""

    #: the words of a deal's result (the Quadrille family has its own)
    result_line = staticmethod(deal_end_line)

    def __init__(self, table: TrickTable) -> None:
        super().__init__()
        self.setObjectName("score_sheet")
        self.owner = table
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        lay = QVBoxLayout(self)
        lay.addWidget(self.label)
        holder = QWidget(self)                          # the deals' table, as every sheet's
        _lay, self.deals = deal_table(holder, 3)
        _lay.setContentsMargins(0, 0, 0, 0)
        self.deals.setObjectName("ledger_deals")
        self.deals.setMinimumHeight(70)
        lay.addWidget(holder, 1)
        make_activatable(self.deals, self.activate)
        self.session: Any = None
        self.retranslate()

    def money(self) -> str:
        return _money(self.session)

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("Hombre", "Ledger"))
        unit = QCoreApplication.translate("Hombre", "Gr.") if self.session is not None and self.money() == "groschen" else ""
        self.deals.setHorizontalHeaderLabels([
            QCoreApplication.translate("Hombre", "Deal"),
            QCoreApplication.translate("Hombre", "You %1").replace("%1", unit).strip(),
            QCoreApplication.translate("Hombre", "Balance %1").replace("%1", unit).strip()])
        self.deals.setToolTip(explain_tip())
        if self.session is not None:
            self.update_from(self.session)

    def _deals(self) -> list:
        """Per finished deal, its end and what it did to each balance (worked out once per new event)."""
        from gui.games.hombre.explain import deals_money

        s = self.session
        if s is None:
            return []
        events = list(s.events_so_far())
        key = (id(s), len(events))
        if getattr(self, "_deals_key", None) != key:
            self._deals_key, self._deals_cache = key, deals_money(events, s.state.pub.n)
        return list(self._deals_cache)

    def _unit(self) -> float:
        return 2.0 if self.money() == "groschen" else 1.0

    def explain(self, row: int) -> Explanation | None:
        """Your balance after the deal of row ``row``, part by part."""
        from gui.games.hombre.explain import explain_deal

        deals = self._deals()
        if not 0 <= row < len(deals):
            return None
        d, money = deals[row]
        me = self.session.human
        unit = self._unit()
        return explain_deal(d, money[me], me, type(self).result_line, unit,
                            QCoreApplication.translate("Hombre", "Gr.") if unit == 2.0 else "")

    def activate(self, row: int) -> bool:
        return show_explanation(self, self.explain(row), lambda: self.explain(row))

    def fill_deals(self) -> None:
        me, unit = self.session.human, self._unit()
        rows = []
        for d, money in self._deals():
            m = money[me]
            rows.append((str(d.get("deal", "")), signed((m.after - m.before) / unit), number(m.after / unit)))
        self.deals.setRowCount(len(rows))
        for r, line in enumerate(rows):
            for c, v in enumerate(line):
                self.deals.setItem(r, c, QTableWidgetItem(v))
        if rows:
            self.deals.scrollToBottom()

    def lines(self) -> list[str]:
        s = self.session
        if s is None:
            return []
        st = s.state
        pub = st.pub
        led = pub.ledger
        me = s.human
        money = _money(s)
        out = [QCoreApplication.translate("Hombre", "Deal %1 of %2").replace("%1", str(self.deal_shown())).replace(
            "%2", str(pub.deals_total))]
        out.append(QCoreApplication.translate("Hombre", "Pot: %1").replace("%1", amount(float(led.pot), money)))
        if led.bete_in_play:
            out.append(QCoreApplication.translate("Hombre", "Bête played for: %1").replace("%1", amount(float(led.bete_in_play), money)))
        waiting = [a for a, _ in led.queue] + [a for _, a in led.new_betes]
        if waiting:
            out.append(QCoreApplication.translate("Hombre", "Bêtes waiting: %1").replace("%1", ", ".join(amount(float(a), money) for a in waiting)))
        for q in range(pub.n):
            out.append(f"{who(q, me)}: {amount(float(led.balances[q]), money)}")
        if pub.history:
            last = dict(pub.history[-1])
            line = deal_end_line(last, me)
            if last.get("matadors"):
                line += " " + QCoreApplication.translate("Hombre", "%1 matadors").replace("%1", str(last["matadors"]))
            out.append(QCoreApplication.translate("Hombre", "Last deal: %1").replace("%1", line))
            out += self.money_lines(money)
        return out

    def deal_shown(self) -> int:
        """The deal the ledger is about: the one in play, or the one just finished while the table
        shows its end (until "Next deal") or the game is over."""
        pub = self.session.state.pub
        return deal_number(self.owner, pub.deal_no, pub.deals_total)

    def money_lines(self, money: str) -> list[str]:
        """What the last deal did to each balance, part by part, adding up to the balances above."""
        s = self.session
        moved = last_deal_money(s.events_so_far(), s.state.pub.n)
        if moved is None:
            return []
        return money_lines(moved, lambda q: who(q, s.human), lambda v: amount(v, money))

    def update_from(self, session: Any) -> None:
        self.session = session
        self.label.setText("<br>".join(self.lines()))
        self.fill_deals()

    def rows(self) -> list[tuple[str, str]]:
        return [(x, "") for x in self.lines()]


def may_look_back(obs: Any) -> bool:
    """Whether the rules in force let the players see the last trick again (L'Hombre's
    ``trick_review``, the Quadrille family's ``quadrille_trick_review``)."""
    o = getattr(obs, "options", None)
    if getattr(o, "trick_review", "") == "none":
        return False
    if getattr(o, "quadrille_trick_review", "") == "solo_only_never_tout":
        return getattr(getattr(obs, "public", None), "contract", None) == "solo"
    return True


def finished_tricks(obs: Any) -> Any:
    """The deal's finished tricks for the table (the engine keeps them by card index in
    ``public.tricks``), so Last trick and T work, unless the rules in force let nobody look back."""
    pub = getattr(obs, "public", None)
    if pub is None or not may_look_back(obs):
        return None
    return tuple((leader, tuple((q, R.CARDS[c]) for q, c in cards), winner) for leader, cards, winner in pub.tricks)


class FamilyHooks(TableHooks):
    """What the tables of the whole L'Hombre family do alike (L'Hombre and Kaufquadrille here, the
    Quadrille family in :mod:`gui.games.quadrille.table`): played to the right (the next seat sits
    at the person's right, the default), the game's text top left (``contract_text``, each game's
    ``felt_texts`` fills it), the cards sorted by suit and rank, named in words, and the finished
    tricks for the review."""

    next_seat_left = False
    hint_in_thread = True

    def build(self, table: TrickTable) -> None:
        self.table = table
        self.contract_text = table._label(CONTRACT_POS, INFO_PX[0], bold=True)
        self.contract_text.setZValue(950)

    def sort_key(self, card: Any) -> Any:
        return ("SHCD".index(card.suit) if card.suit in "SHCD" else 9, _ORDER.find(card.rank))

    def card_name(self, card: Any) -> str:
        return card_name(card)

    def tricks(self, table: TrickTable, obs: Any) -> Any:
        return finished_tricks(obs)


class HombreHooks(FamilyHooks):
    felt = ((30, 100, 58), (12, 56, 30))

    def make_sheet(self, table: TrickTable) -> Any:
        return LedgerSheet(table)

    # ------------------------------------------------------------ seats
    def seat_name(self, table: TrickTable, seat: int, obs: Any) -> str | None:
        name = who(seat, table.session.human if table.session is not None else 0)
        pub = getattr(obs, "public", None) if obs is not None else None
        if pub is not None and pub.declarer == seat and pub.contract is not None and pub.phase != "over":
            return QCoreApplication.translate("Hombre", "%1 (l'Hombre)").replace("%1", name)
        return name

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        if obs is None or obs.public is None:
            return ""
        pub = obs.public
        lines = []
        if pub.phase in ("play", "vole", "over"):
            return ""        # the names say who is l'Hombre; the piles' counts stand where the notes would
        if pub.declarer is not None and pub.contract is not None:
            if pub.challenger == seat:
                lines.append(QCoreApplication.translate("Hombre", "plays on for codille"))
        elif pub.auction is not None and pub.phase in ("auction", "casco_round"):
            auc = pub.auction
            if seat in auc.passed:
                lines.append(QCoreApplication.translate("Hombre", "passed"))
            elif getattr(auc, "holder", None) == seat and auc.best is not None:
                lines.append(QCoreApplication.translate("Hombre", "bids: %1").replace("%1", contract_name(auc.best.kind, auc.best.fav)))
        if pub.discard_counts and pub.phase not in ("auction", "casco_round", "deal"):
            k = pub.discard_counts[seat]
            if k and (pub.exch_order and seat in pub.exch_order[:pub.exch_i + 1] or pub.phase not in
                      ("exchange", "trump", "draw_trump")):
                lines.append(QCoreApplication.translate("Hombre", "bought %1").replace("%1", str(k)))
        return "\n".join(lines)

    # ------------------------------------------------------------ cards
    def known_cards(self, obs: Any, seat: int) -> Any:
        """The hand l'Hombre laid down under law 23 lies face up before him while an opponent
        decides and, if he is held to play it out, for as long as he still holds those cards."""
        known = getattr(obs, "known_cards", ())
        return known[seat] if known and seat < len(known) else ()

    # ------------------------------------------------------------ zones
    def discards(self, obs: Any) -> Any:
        return tuple(obs.discards or ())

    def card_zone(self, action: Any, obs: Any) -> str:
        return "trick"

    def zones(self, table: TrickTable, obs: Any) -> list[Zone]:
        pub = obs.public
        if pub is None:
            return []
        out = []
        shown = [R.CARDS[c] for c in pub.leftover_shown]
        title = ""
        if shown and pub.phase in ("look", "concede", "challenge", "lay_down_hold", "play", "vole"):
            title = QCoreApplication.translate("Hombre", "Talon left over")
        elif pub.turned and pub.phase in ("exchange", "trump", "draw_trump", "look", "concede"):
            shown = [R.CARDS[c] for c in pub.turned]
            title = QCoreApplication.translate("Hombre", "Turned up")
        elif pub.talon_size and pub.phase in ("auction", "casco_round", "trump", "exchange", "draw_trump"):
            k = min(pub.talon_size, 8)
            out.append(Zone("talon", QRectF(TALON_POS.x(), TALON_POS.y(), SW + 4 * k + 12, SH + 12),
                            QCoreApplication.translate("Hombre", "Talon: %1").replace("%1", str(pub.talon_size)), [None] * k, step=4, outline=False))
            return out
        if shown:
            step = 26.0
            w = SW + step * (len(shown) - 1) + 12
            out.append(Zone("shown", QRectF(TALON_POS.x(), TALON_POS.y(), w, SH + 12), title, shown, step=step))
        return out

    # ------------------------------------------------------------ texts on the felt
    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        pub = obs.public
        text = ""
        if pub is not None and pub.declarer is not None and pub.contract is not None:
            me = obs.player
            text = QCoreApplication.translate("Hombre", "l'Hombre: %1 — %2").replace("%1", who(pub.declarer, me)).replace(
                "%2", contract_name(pub.contract, pub.contract_fav))
            if pub.trump is not None:
                text += "\n" + QCoreApplication.translate("Hombre", "Trump: %1").replace("%1", suit_word(pub.trump))
        elif pub is not None and pub.favourite is not None:
            text = QCoreApplication.translate("Hombre", "Favourite suit: %1").replace("%1", suit_word(pub.favourite))
        self.contract_text.setText(text)

    # ------------------------------------------------------------ words and decisions
    def inert_options(self) -> dict[str, Any]:
        """Options of L'Hombre and Kaufquadrille that change nothing here: the irregularities
        they punish cannot happen at a table that deals, exchanges and plays only legally, the
        courtesy is not modelled, and the first dealer is drawn the same way either way."""
        return {
            "irregularity_penalty": lambda: QCoreApplication.translate(
                "Hombre", "The table lets you make only legal moves, so no irregularity can happen here."),
            "ten_card_passer_penalty": lambda: QCoreApplication.translate(
                "Hombre", "The table deals and exchanges the cards itself, so no hand can have too many or too few."),
            "missing_cards_from_discards": lambda: QCoreApplication.translate(
                "Hombre", "The table hands every buyer the cards he paid for, so nobody is ever short of cards."),
            "strict_early_discard_bete": lambda: QCoreApplication.translate(
                "Hombre", "The table asks each player to discard in his turn, so nobody can discard early."),
            "first_forehand_courtesy": lambda: QCoreApplication.translate(
                "Hombre", "A courtesy of the company that the table does not model."),
            "first_dealer": lambda: QCoreApplication.translate(
                "Hombre", "Either way every player is equally likely to deal first; the table deals singly for Spadille."),
        }

    def sort_buttons(self, actions: list, obs: Any) -> list:
        from engine.games.hombre.actions import Bid, Call

        def key(a: Any) -> Any:
            if isinstance(a, Call) and a.word in ("pass", "stop", "play_game", "accept", "look"):
                return (0, 0)
            if isinstance(a, Bid):
                from engine.games.hombre.game import bid_level

                lv = bid_level(a, obs.options) if obs.options is not None else (0, 0)
                return (1, lv)
            return (2, 0)
        return sorted(actions, key=key)

    def selection_label(self, table: TrickTable, chosen: Any, match: Any, obs: Any) -> str | None:
        if match is None:
            return None
        k = len(chosen)
        if k == 0:
            return QCoreApplication.translate("Hombre", "Buy nothing")
        return QCoreApplication.translate("Hombre", "Discard %1 and buy %1").replace("%1", str(k))


class _Advisor:
    def __init__(self, player: Any) -> None:
        self.player = player

    def choose(self, obs: Any, rng: Any) -> Any:
        return self.player.choose(obs, rng)
