"""What is Minchiate's own at the shared table (:class:`gui.table.trick.TrickTable`): the
partners of the current Giro (they change from Giro to Giro), the folla with its counts, the
other seats' face-up cards and discards, the cards under the cutter's packet while he robs,
the won tricks by side, the versicole beside the seats, the running mark in fiches and
jettons, the Resti sheet, the seat names, and the good partner's rule of thumb as a hint.

Texts keep the translation context ``MinchiateTable`` (and ``Minchiate`` in the texts module)."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor

from gui.games.minchiate import words as mt
from gui.games.minchiate.marks import MarkItem
from gui.games.minchiate.sheet import RestiSheet, your_resti
from gui.games.minchiate.words import MinchiateWords
from gui.table.hooks import TableHooks, Zone
from gui.table.layout import CENTRE, DISCARD_RECT, SCENE_W, SH, SW, TRICK_RECT  # noqa: F401
from gui.table.trick import TrickTable

__all__ = ["MinchiateHooks", "MinchiateTable", "DISCARD_RECT", "TRICK_RECT", "sort_key"]

FOLLA_POS = QPointF(12, 12)
MARKS_POS = QPointF(SCENE_W - 340, 6)
OUR_PILE = QPointF(SCENE_W - 130, 860 - SH - 60)
THEIR_PILE = QPointF(SCENE_W - 130, 860 - SH - 220)
SUIT_SORT = "#cdsb"


def sort_key(c) -> tuple:
    from engine.games.minchiate import scoring as S

    i = S.INDEX[c]
    return (SUIT_SORT.index(c.suit), 0 if c.is_fool else 1, -S.STRENGTH[i])


def mark_words(n: int) -> str:
    """The counters of a mark in words ("3 fiches + double jetton"), so nobody has to know them."""
    from gui.games.minchiate.marks import FICHE, STACK, counters

    row = counters(n)
    fiches = sum(1 for k, _ in row if k == FICHE)
    stacks = sum(1 for k, _ in row if k == STACK)
    plus = sum(1 for k, sg in row if k not in (FICHE, STACK) and sg > 0)
    minus = sum(1 for k, sg in row if k not in (FICHE, STACK) and sg < 0)

    def jettons(k: int) -> str:
        return (QCoreApplication.translate("MinchiateTable", "1 jetton") if k == 1 else
                QCoreApplication.translate("MinchiateTable", "%1 jettons").replace("%1", str(k)))

    parts = []
    if stacks:
        parts.append(QCoreApplication.translate("MinchiateTable", "double jetton"))
    if plus:
        parts.append(jettons(plus))
    if fiches:
        parts.append(QCoreApplication.translate("MinchiateTable", "1 fiche") if fiches == 1 else
                     QCoreApplication.translate("MinchiateTable", "%1 fiches").replace("%1", str(fiches)))
    text = " + ".join(parts)
    if minus:
        text += " − " + jettons(minus)
    return text or QCoreApplication.translate("MinchiateTable", "nothing")


class _Partner:
    """The good partner's advice (:func:`engine.games.minchiate.players.advise`) as a player-like object."""

    def choose(self, obs: Any, rng: Any) -> Any:
        from engine.games.minchiate.players import advise

        return advise(obs, rng)


class MinchiateHooks(TableHooks):
    felt = ((30, 96, 110), (12, 46, 58))
    pause_between_deals = False
    click_to_continue = True        # 21-card deals go fast: each trick and deal waits for a click
    hint_in_thread = False          # a rule of thumb: well under a millisecond

    # ------------------------------------------------------------ building
    def build(self, table: TrickTable) -> None:
        self.table = table
        self.folla_text = table._label(FOLLA_POS + QPointF(0, 22 + SH + 4), 16)
        self.folla_title = table._label(FOLLA_POS + QPointF(SW + 12, -4), 18, bold=True)
        self.side_piles = {"ours": table._label(OUR_PILE, 14), "theirs": table._label(THEIR_PILE, 14)}
        self.marks_title = table._label(MARKS_POS, 18, bold=True)
        self.marks_legend = table._label(MARKS_POS + QPointF(92, 3), 14, color=QColor(225, 220, 200))
        self.marks = {"ours": MarkItem(), "theirs": MarkItem()}
        for i, k in enumerate(("ours", "theirs")):
            self.marks[k].setPos(MARKS_POS + QPointF(0, 26 + i * (MarkItem.HEIGHT + 4)))
            self.marks[k].setZValue(900)
            table.scene.addItem(self.marks[k])

    def retranslate(self, table: TrickTable) -> None:
        if table.hint_button is not None:
            table.hint_button.setToolTip(QCoreApplication.translate(
            "MinchiateTable", "What would a good partner do here, and why? (key H)"))
        self.marks_title.setText(QCoreApplication.translate("MinchiateTable", "Marked"))
        self.marks_legend.setText(QCoreApplication.translate("MinchiateTable", "fiche = 10, jetton = 1"))
        tip = QCoreApplication.translate(
            "MinchiateTable", "Fiches count 10, jettons 1, two stacked jettons 5. Red jettons before the fiches are "
                              "added, blue ones after them are taken away.")
        for m in self.marks.values():
            m.setToolTip(tip)

    def make_sheet(self, table: TrickTable) -> Any:
        return RestiSheet()

    # ------------------------------------------------------------ seats
    def seat_order(self, obs: Any, seats: int) -> Any:
        return obs.order or range(seats)

    def partners(self, table: TrickTable, obs: Any) -> set | None:
        me = table.live.human
        return {q for q in range(4) if q != me and obs.sides and obs.sides[q] == obs.sides[me]}

    def seat_name(self, table: TrickTable, seat: int, obs: Any) -> str | None:
        return mt.seat_name(seat, table.live.human)

    def role_word(self, table: TrickTable, seat: int, role: str) -> str | None:
        if role == "partner" and mt.is_woman(seat, table.live.human):
            return QCoreApplication.translate("MinchiateTable", "partner", "feminine")
        return None

    def seat_note(self, table: TrickTable, seat: int, obs: Any) -> str:
        if obs is None:
            return ""
        parts = []
        if obs.fallen and obs.fallen[seat]:
            parts.append(QCoreApplication.translate("MinchiateTable", "no trumps"))
        vs = [f"{mt.versicola_name(nm)} {pts}" for q, nm, _cs, pts in obs.versicole if q == seat]
        if vs:
            parts.append(QCoreApplication.translate("MinchiateTable", "Versicole: %1").replace("%1", ", ".join(vs)))
        return "\n".join(parts)

    def known_cards(self, obs: Any, seat: int) -> Any:
        played = {c for t in obs.tricks for _, c in t[1]} | {c for _, c in obs.trick}
        return [c for c in obs.known_cards[seat] if c not in played] if obs.known_cards else ()

    def sort_key(self, card: Any) -> Any:
        return sort_key(card)

    def card_name(self, card: Any) -> str:
        return mt.card_name(card)

    # ------------------------------------------------------------ zones
    def discards(self, obs: Any) -> Any:
        return obs.discards[obs.player] if obs.discards else ()

    def card_zone(self, action: Any, obs: Any) -> str:
        return "discard" if str(action).startswith("discard ") else "trick"

    def zones(self, table: TrickTable, obs: Any) -> list[Zone]:
        out = []
        fs = obs.folla_size if obs.phase not in ("draw", "shuffle", "cut", "rob") else 0
        self._folla_size = fs
        out.append(Zone("folla", QRectF(FOLLA_POS.x() - 6, FOLLA_POS.y() - 6, SW + 18, SH + 14), "",
                        [None] * min(fs, 4), step=2, outline=False))
        played = {c for t in obs.tricks for _, c in t[1]} | {c for _, c in obs.trick}
        vis = [c for c in obs.folla_cards if c not in played and c not in set(obs.hand)] if fs else []
        if vis:
            width = SCENE_W / 2 - 200 - FOLLA_POS.x() - SW - 12
            out.append(Zone("folla_seen", QRectF(FOLLA_POS.x() + SW + 6, FOLLA_POS.y() + 16, width, SH + 12), "",
                            vis, step=min(24.0, (width - SW) / max(len(vis) - 1, 1)), outline=False))
        if obs.phase == "rob" and obs.cutter_seen:
            seen = sorted(obs.cutter_seen, key=sort_key)
            w = min(60.0, 480.0 / max(len(seen), 1))
            left = CENTRE.x() - (w * (len(seen) - 1) + 100) / 2
            out.append(Zone("cut", QRectF(left - 6, CENTRE.y() - 81, 480, 170), "", seen, scale=1.0, step=w,
                            outline=False))
        me = obs.player
        for seat in range(4):
            k = obs.discard_counts[seat] if obs.discard_counts and seat != me else 0
            if not k:
                continue
            g = table.place_of(seat, obs)
            if g.name == "top":
                tl = QPointF(g.pile.x() + 80, g.fan.y())
            elif g.name == "left":
                tl = QPointF(g.pile.x(), g.fan.y() + SH + 40)
            else:
                tl = QPointF(g.pile.x() - 20, g.fan.y() + SH + 40)
            out.append(Zone(f"disc{seat}", QRectF(tl.x() - 6, tl.y() - 6, SW + 8 * k + 12, SH + 12), "",
                            [None] * k, step=8, outline=False))
        return out

    def pile_for(self, table: TrickTable, obs: Any, winner: int) -> tuple[str, QPointF]:
        mine = obs.sides and obs.sides[winner] == obs.sides[obs.player]
        return ("ours", OUR_PILE) if mine else ("theirs", THEIR_PILE)

    def deal_end_view(self, table: TrickTable, view: Any, before: Any, held: Any) -> Any:
        """The deal's end with its last trick on the winning side's pile (the counts by side as the
        deal ended, not the next deal's zeros)."""
        if held is None or not view.sides or not view.tricks_won or not view.pile_sizes:
            return view
        if sum(view.tricks_won) != sum(before.tricks_won or ()):     # the last trick is counted already
            return view
        side = view.sides[held[1]]
        tw, ps = list(view.tricks_won), list(view.pile_sizes)
        tw[side] += 1
        ps[side] += len(held[0])
        return dataclasses.replace(view, tricks_won=tuple(tw), pile_sizes=tuple(ps))

    # ------------------------------------------------------------ texts on the felt
    def felt_texts(self, table: TrickTable, obs: Any) -> None:
        my_side = obs.sides[obs.player] if obs.sides else 0
        tw = obs.tricks_won or (0, 0)
        ps = obs.pile_sizes or (0, 0)
        self.side_piles["ours"].setText(QCoreApplication.translate("MinchiateTable", "Our tricks: %1 (%2 cards)")
                                        .replace("%1", str(tw[my_side])).replace("%2", str(ps[my_side])))
        self.side_piles["theirs"].setText(QCoreApplication.translate("MinchiateTable", "Their tricks: %1 (%2 cards)")
                                          .replace("%1", str(tw[1 - my_side])).replace("%2", str(ps[1 - my_side])))
        for k, lab in self.side_piles.items():      # two lines right above the pile, inside the felt
            lab.setText(lab.text().replace(" (", "\n("))
            br = lab.boundingRect()
            pile = OUR_PILE if k == "ours" else THEIR_PILE
            # above the highest card of the pile (a pile rises 1.5 px a trick, up to 12 tricks)
            lab.setPos(min(pile.x() + SW / 2 - br.width() / 2, SCENE_W - 8 - br.width()), pile.y() - 18 - br.height() - 6)
        for lab in table.pile_labels.values():       # the tricks go by side, not by seat
            lab.setText("")
        self._folla_texts(obs, getattr(self, "_folla_size", 0))
        ours = obs.mark if my_side == 0 else -obs.mark
        self.marks["ours"].set_mark(QCoreApplication.translate("MinchiateTable", "Our side"), max(ours, 0), ours > 0,
                                    mark_words(max(ours, 0)))
        self.marks["theirs"].set_mark(QCoreApplication.translate("MinchiateTable", "Their side"), max(-ours, 0),
                                      ours < 0, mark_words(max(-ours, 0)))

    def _folla_texts(self, obs: Any, fs: int) -> None:
        if not fs:
            self.folla_title.setText("")
            self.folla_text.setText("")
            return
        self.folla_title.setText(QCoreApplication.translate("MinchiateTable", "Folla: 1 card") if fs == 1 else
                                 QCoreApplication.translate("MinchiateTable", "Folla: %1 cards").replace("%1", str(fs)))
        c = obs.folla_counts or (0,) * 5
        parts = [f"{c[i]} {mt.suit_label(i, c[i])}" for i in range(5)]
        extra = []
        if obs.robbed:
            extra.append(QCoreApplication.translate("MinchiateTable", "robbed %1").replace("%1", str(len(obs.robbed))))
        if obs.scoprire:
            extra.append(QCoreApplication.translate("MinchiateTable", "turned up %1").replace("%1", str(len(obs.scoprire))))
        if obs.taken:
            extra.append(QCoreApplication.translate("MinchiateTable", "taken %1").replace("%1", str(len(obs.taken))))
        self.folla_text.setText(", ".join(parts) + (("\n" + ", ".join(extra)) if extra else ""))

    def marks_shown(self) -> tuple[int, int]:
        """(our mark, their mark) as the counters show them."""
        return self.marks["ours"].value, self.marks["theirs"].value

    # ------------------------------------------------------------ words and decisions
    def event_line(self, table: TrickTable, event: Any, before: Any) -> str | None:
        return mt.event_line(event, table.live.human, getattr(before, "side", ()))

    def on_events(self, table: TrickTable, events: list, before: Any) -> None:
        s = table.live
        sides = getattr(before, "side", ())
        versicole = [ev for ev in events if ev.kind == "versicola"]
        for ev in events:
            if ev.kind in ("deal_end", "resto"):
                def line(e: Any = ev) -> str:       # a function: a change of language writes it again
                    return (self.deal_line(e, s.human, sides) if e.kind == "deal_end"
                            else mt.event_line(e, s.human, sides)) or ""
                if line():
                    table.show_banner(line, seconds=3 if ev.kind == "deal_end" else 2,
                                      size=24 if ev.kind == "deal_end" else 26)
        if versicole:
            table.show_banner(lambda: QCoreApplication.translate("MinchiateTable", "Versicole") + "\n" + "\n".join(
                f"{mt.seat_name(ev.player, s.human)}: {mt.versicola_name(ev.data['name'])} {ev.data['points']}"
                for ev in versicole), seconds=3, size=24)

    @staticmethod
    def deal_line(ev: Any, me: int, sides: Any) -> str:
        """The deal's result as the sheet's row has it: the totals, the Resti won, and when Resti
        were paid during play too, what the deal comes to for the person's side in all."""
        line = mt.event_line(ev, me, sides) or ""
        d = ev.data
        rp = d.get("resti_during_play") or [0, 0]
        if any(rp) and d.get("sides"):
            line += " " + QCoreApplication.translate(
                "MinchiateTable", "With the Resti paid during play (%1), this deal comes to %2 for your side.") \
                .replace("%1", f"{rp[0 if me in d['sides'][0] else 1] - rp[1 if me in d['sides'][0] else 0]:+d}") \
                .replace("%2", f"{your_resti(d, me):+d}")
        return line

    def prompt(self, table: TrickTable, mine: bool, obs: Any) -> str | None:
        s = table.live
        if s.is_over():
            return QCoreApplication.translate("MinchiateTable", "The partita is over. Start a new game from the Game menu.")
        if table.between_deals:         # the deal's result stays beside the table until "Next deal"
            end = next((e for st in reversed(s.steps) for e in st.events if e.kind == "deal_end"), None)
            if end is not None:
                return self.deal_line(end, s.human, end.data.get("sides", ())) + " " + QCoreApplication.translate(
                    "MinchiateTable", "Click “Next deal” when you are ready.")
        waiting = mt.seat_name(s.to_move, s.human) if s.to_move >= 0 and not s.human_to_move() else ""
        return mt.prompt(obs.phase, mine, obs, waiting)

    def sort_buttons(self, actions: list, obs: Any) -> list:
        if obs.phase == "give":
            from engine.games.minchiate import scoring as S

            return sorted(actions, key=lambda a: S.STRENGTH[S.INDEX[a.card]])
        return actions

    def button_label(self, table: TrickTable, action: Any, obs: Any) -> str | None:
        if obs.phase == "rob":
            n = action.count
            return (QCoreApplication.translate("MinchiateTable", "Rob nothing") if n == 0 else
                    QCoreApplication.translate("MinchiateTable", "Rob 1 card") if n == 1 else
                    QCoreApplication.translate("MinchiateTable", "Rob %1 cards").replace("%1", str(n)))
        if obs.phase == "give":
            return QCoreApplication.translate("MinchiateTable", "Hand over %1").replace("%1", mt.card_name(action.card))
        return None

    def describe_rules(self, table: TrickTable) -> bool:
        s = table.live
        from engine.options import describe_options, overrides_of
        from gui.texts import option_lines, preset_label

        over = overrides_of(s.spec, s.preset, s.options)
        total = getattr(s.state, "deals_total", 0)
        fmt = (QCoreApplication.translate("MinchiateTable", "1 deal") if total == 1 else
               QCoreApplication.translate("MinchiateTable", "%1 deals").replace("%1", str(total)))
        from html import escape


        shown = ", ".join(f"{escape(t)}: {escape(v)}" for t, v in option_lines(s.spec.name, over))
        table.rules_label.setText(
            QCoreApplication.translate("MinchiateTable", "Rules: %1 (%2)").replace("%1", preset_label(s.spec.name, s.preset))
            .replace("%2", fmt)
            + (("<br>" + QCoreApplication.translate("MinchiateTable", "House rules: %1").replace("%1", shown))
               if over else "")
            + " <a href='#'>" + QCoreApplication.translate("MinchiateTable", "Details") + "</a>")
        o = s.options
        table.rules_label.setToolTip("\n".join(f"{t}: {v}" for t, v in option_lines(
            s.spec.name, {n: getattr(o, n) for n, *_ in describe_options(type(o))})))
        return True

    def advisor(self, table: TrickTable) -> Any:
        return _Partner()

    def advised_action(self, advice: Any) -> Any:
        return advice[0]

    def hint_sentence(self, table: TrickTable, advice: Any) -> str:
        return mt.hint_sentence(*advice)


class MinchiateTable(TrickTable):
    """The shared table with Minchiate's hooks (what the main window makes for Minchiate)."""

    def __init__(self, parent: Any = None, speed: str = "normal") -> None:
        super().__init__(parent, speed, hooks=MinchiateHooks(), words=MinchiateWords())
        self.game = "minchiate"

    def marks_shown(self) -> tuple[int, int]:
        hooks: MinchiateHooks = self.hooks      # type: ignore[assignment]
        return hooks.marks_shown()
