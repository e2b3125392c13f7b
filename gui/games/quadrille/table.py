"""What is the Quadrille family's own at the shared table (:class:`gui.table.trick.TrickTable`):
each seat's call in the auction; the game on the felt (declarer, contract, trump, favourite
suit); **the called king laid face up** on the felt with "partner unknown" under it until it
is played, then the partner's name, a banner and "partner" under his seat name (the person
who holds the called king is told so from the start); the Mediateur's requested king and who
gave it; and the ledger after each deal (L'Hombre's ledger sheet: pot, bêtes, balances, the
last deal's result and payments).

Texts keep the translation context ``Quadrille``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from engine.games.hombre import ranks as R
from gui.games.hombre.table import CONTRACT_POS, FamilyHooks, LedgerSheet
from gui.games.hombre.words import amount, card_name, suit_word, who
from gui.games.quadrille.words import contract_name, deal_end_line
from gui.table.base import room_right_of, wrap_to
from gui.table.hooks import Zone
from gui.table.layout import SCENE_W, SH, SW
from gui.table.trick import TrickTable

__all__ = ["QuadrilleHooks", "QuadrilleLedger"]

CALLED_POS = QPointF(12, 84)        # under the game's text (three lines at most)


class QuadrilleLedger(LedgerSheet):
    """L'Hombre's ledger with the Quadrille family's deal results (both partners named)."""

    result_line = staticmethod(deal_end_line)

    def money(self) -> str:
        s = self.session
        return "groschen" if getattr(s.options, "quadrille_payment_scheme", "") == "money" else getattr(
            s.options, "money_display", "markers")

    def lines(self) -> list[str]:
        s = self.session
        if s is None:
            return []
        pub = s.state.pub
        led = pub.ledger
        me = s.human
        money = "groschen" if getattr(s.options, "quadrille_payment_scheme", "") == "money" else getattr(
            s.options, "money_display", "markers")
        out = [QCoreApplication.translate("Quadrille", "Deal %1 of %2").replace(
            "%1", str(self.deal_shown())).replace("%2", str(pub.deals_total))]
        out.append(QCoreApplication.translate("Quadrille", "Pot: %1").replace("%1", amount(float(led.pot), money)))
        if led.bete_in_play:
            out.append(QCoreApplication.translate("Quadrille", "Bête played for: %1").replace(
                "%1", amount(float(led.bete_in_play), money)))
        waiting = [a for a, _ in led.queue] + [a for _, a in led.new_betes]
        if waiting:
            out.append(QCoreApplication.translate("Quadrille", "Bêtes waiting: %1").replace(
                "%1", ", ".join(amount(float(a), money) for a in waiting)))
        for q in range(pub.n):
            out.append(f"{who(q, me)}: {amount(float(led.balances[q]), money)}")
        if pub.history:
            last = dict(pub.history[-1])
            line = deal_end_line(last, me)
            out.append(QCoreApplication.translate("Quadrille", "Last deal: %1").replace("%1", line))
            out += self.money_lines(money)
        return out


class QuadrilleHooks(FamilyHooks):
    felt = ((34, 92, 70), (14, 50, 38))

    def make_sheet(self, table: TrickTable) -> Any:
        return QuadrilleLedger(table)

    # ------------------------------------------------------------ seats and sides
    def partners(self, table: TrickTable, obs: Any) -> set | None:
        """The person's partners as far as the person knows them."""
        pub = getattr(obs, "public", None)
        if pub is None or pub.declarer is None or pub.phase == "over":
            return set()
        me, d, p = obs.player, pub.declarer, obs.partner
        if pub.contract in ("mediateur", "solo", "solo_tout"):
            return set() if me == d else {q for q in range(pub.n) if q not in (me, d)}
        if me == d:
            return {p} if p is not None and p != me else set()
        if p == me:
            return {d}
        if p is not None:
            return {q for q in range(pub.n) if q not in (me, d, p)}
        return set()

    def seat_name(self, table: TrickTable, seat: int, obs: Any) -> str | None:
        me = table.session.human if table.session is not None else 0
        name = who(seat, me)
        pub = getattr(obs, "public", None) if obs is not None else None
        if pub is None or pub.declarer is None or pub.contract is None or pub.phase == "over":
            return name
        if seat == pub.declarer:
            return QCoreApplication.translate("Quadrille", "%1 (declarer)").replace("%1", name)
        if pub.partner == seat and pub.partner != pub.declarer:
            return QCoreApplication.translate("Quadrille", "%1 ★ partner").replace("%1", name)
        return name

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        pub = getattr(obs, "public", None) if obs is not None else None
        if pub is None:
            return ""
        if pub.phase == "auction" and pub.auction is not None:
            from gui.games.quadrille.words import bid_name
            auc = pub.auction
            if seat in auc.passed:
                return QCoreApplication.translate("Quadrille", "passed")
            if auc.holder == seat and auc.best is not None:
                return QCoreApplication.translate("Quadrille", "bids: %1").replace("%1", bid_name(auc.best.kind, auc.best.fav))
            return ""
        if pub.giver == seat and pub.phase in ("give", "play", "vole"):
            return QCoreApplication.translate("Quadrille", "gave the king")
        if seat == obs.player and obs.partner == seat and pub.partner is None and seat != pub.declarer:
            return QCoreApplication.translate("Quadrille", "you hold the called king")
        return ""

    # ------------------------------------------------------------ the felt
    def zones(self, table: TrickTable, obs: Any) -> list[Zone]:
        pub = getattr(obs, "public", None)
        if pub is None or pub.phase not in ("call", "trump", "request", "give", "play", "vole"):
            return []
        rect = QRectF(CALLED_POS.x(), CALLED_POS.y(), SW + 12, SH + 12)
        held = set(getattr(obs, "hand", ()) or ())
        named = QRectF(CALLED_POS.x(), CALLED_POS.y(), SW + 12, 0)     # a title alone: the card is in the hand
        if pub.called is not None:
            c = R.CARDS[pub.called]
            if c in held:       # the person holds it: it stays in the hand, playable, and the words agree
                return [Zone("called", named, QCoreApplication.translate(
                    "Quadrille", "Called: %1, in your hand: you are the partner").replace("%1", card_name(c)), [], outline=False)]
            if pub.partner is None:
                title = QCoreApplication.translate("Quadrille", "Called: partner unknown")
            elif pub.partner == obs.player:
                title = QCoreApplication.translate("Quadrille", "Called: you are the partner")
            elif pub.partner == pub.declarer:
                title = QCoreApplication.translate("Quadrille", "Called: the declarer's own")
            else:
                title = QCoreApplication.translate("Quadrille", "Called: partner %1").replace("%1", who(pub.partner, obs.player))
            return [Zone("called", rect, title, [c], step=0)]
        if pub.requested is not None:
            if R.CARDS[pub.requested] in held:
                return [Zone("called", named, QCoreApplication.translate(
                    "Quadrille", "Requested from you: %1, in your hand").replace("%1", card_name(R.CARDS[pub.requested])),
                    [], outline=False)]
            if pub.giver == obs.player:
                title = QCoreApplication.translate("Quadrille", "Requested from you")
            else:
                title = QCoreApplication.translate("Quadrille", "Requested from %1").replace("%1", who(pub.giver, obs.player))
            return [Zone("called", rect, title, [R.CARDS[pub.requested]], step=0)]
        return []

    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        pub = getattr(obs, "public", None)
        lines = []
        if pub is not None and pub.declarer is not None and pub.contract is not None:
            lines.append(QCoreApplication.translate("Quadrille", "%1: %2").replace("%1", who(pub.declarer, obs.player)).replace(
                "%2", contract_name(pub.contract, pub.fav, pub.forced)))
            if pub.trump is not None:
                lines.append(QCoreApplication.translate("Quadrille", "Trump: %1").replace("%1", suit_word(pub.trump)))
        fav = []
        if pub is not None and pub.favourite is not None:
            fav.append(QCoreApplication.translate("Quadrille", "Favourite suit: %1").replace("%1", suit_word(pub.favourite)))
        if pub is not None and pub.preference is not None:
            fav.append(QCoreApplication.translate("Quadrille", "Préférence: %1").replace("%1", suit_word(pub.preference)))
        if fav:
            lines.append(" · ".join(fav))
        # five seats: the top left seat's name stands beside these lines; they wrap short of it
        room = room_right_of(table.seat_labels.values(), CONTRACT_POS.x(), CALLED_POS.y(), SCENE_W)
        self.contract_text.setText(wrap_to("\n".join(lines), self.contract_text.font(), room))

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        for ev in events:
            if ev.kind == "partner":
                me = table.live.human

                def text(partner: Any = ev.data.get("partner")) -> str:   # again at a change of language
                    if partner == me:
                        return QCoreApplication.translate("Quadrille", "★ You are the partner ★")
                    if partner == getattr(getattr(before, "pub", None), "declarer", None):
                        return QCoreApplication.translate("Quadrille", "The declarer called his own king: he plays alone")
                    return QCoreApplication.translate("Quadrille", "★ %1 is the partner ★").replace("%1", who(partner, me))
                table.show_banner(text, seconds=2.5, size=26)
            elif ev.kind == "deal_end" and self.event_line(table, ev, before):
                table.show_banner(lambda e=ev: self.event_line(table, e, before) or "", seconds=3, size=24)

    # ------------------------------------------------------------ decisions
    def sort_buttons(self, actions: list, obs: Any) -> list:
        from engine.games.quadrille.actions import Bid, Call
        from engine.games.quadrille.game import bid_level

        def key(a: Any) -> Any:
            if isinstance(a, Call) and a.word in ("pass", "stop"):
                return (0, (0, 0, 0))
            if isinstance(a, Bid):
                return (1, bid_level(a, obs.options) if obs.options is not None else (0, 0, 0))
            return (2, (0, 0, 0))
        return sorted(actions, key=key)

    def card_zone(self, action: Any, obs: Any) -> str:
        from engine.games.quadrille.actions import Give
        return "discard" if isinstance(action, Give) else "trick"

