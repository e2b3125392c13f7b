"""Verkehren im Brett at the shared board (:mod:`gui.board.table`): what is its own.

The board is the 24-point board of the games of tables.  Both players travel the same way, so
the person's path runs along the top from right to left (his fields 1-12 on the opponent's
side: his Mahl top right, the Hücke top left) and then along the bottom from left to right (his
own side, fields 13-24, the corner bottom right).  The points are labelled in his numbering.
Stones that were hit wait on the bar (his in its lower half) until they enter."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPainterPath

from engine.games.verkehren import Concede, Move, Offer, Play, absolute, own
from engine.protocol import IllegalAction
from gui.board.layout import TablesLayout
from gui.board.table import BoardHooks, BoardTable, BoardView, ScoreLine, Step
from gui.games.verkehren.words import VerkehrenWords, play_words, throw_words, win_words

__all__ = ["VerkehrenHooks", "VerkehrenLayout", "place_of", "field_of"]

OFF = 25


def place_of(k: int) -> int:
    """The person's own field ``k`` (1-24) as a place of the board."""
    return k + 12 if k <= 12 else k - 12


def field_of(place: int) -> int:
    return place + 12 if place <= 12 else place - 12


@dataclass(frozen=True)
class VerkehrenLayout(TablesLayout):
    """The tables' layout with the bar as two places for the stones to enter (``"bar0"`` the
    person's, in its lower half) and the points labelled in the person's numbering."""

    def bar_place_rect(self, place: str) -> QRectF:
        b = self.bar_rect
        h = b.height() / 2
        return QRectF(b.left(), b.top() + (h if place.endswith("0") else 0), b.width(), h)

    def stone_pos(self, place: Any, i: int, n: int) -> QPointF:
        if isinstance(place, str) and place.startswith("bar"):
            r = self.bar_place_rect(place)
            d = self.stone * 0.8
            step = min(d, (r.height() - d) / max(n - 1, 1))
            y = r.bottom() - d / 2 - 8 - i * step if place.endswith("1") else r.top() + d / 2 + 8 + i * step
            return QPointF(r.center().x(), y)
        return super().stone_pos(place, i, n)

    def place_rect(self, place: Any) -> QRectF:
        if isinstance(place, str) and place.startswith("bar"):
            return self.bar_place_rect(place)
        return super().place_rect(place)

    def place_shape(self, place: Any) -> QPainterPath:
        if isinstance(place, str) and place.startswith("bar"):
            path = QPainterPath()
            path.addRoundedRect(self.bar_place_rect(place), 6, 6)
            return path
        return super().place_shape(place)

    def label(self, place: Any) -> str:
        return str(field_of(place)) if isinstance(place, int) else ""

    def bow(self, place: Any) -> float:
        if isinstance(place, str) and place.startswith("bar"):
            return 50.0 if place.endswith("0") else -50.0
        return super().bow(place)

    @property
    def places(self) -> list:
        return super().places + ["bar0", "bar1"]


class VerkehrenHooks(BoardHooks):
    click_to_continue = False

    def __init__(self) -> None:
        self._dice_colour = 0
        self._orders_key: tuple = ()
        self._orders: dict = {}

    def layout(self) -> Any:
        return VerkehrenLayout()

    # ------------------------------------------------------------ places
    def place(self, table: BoardTable, a: int, mover: int, entering: bool = False) -> Any:
        """Absolute field ``a`` as a place (0: the mover's stones to enter, 25: borne off)."""
        side = 0 if mover == table.live.human else 1
        if a <= 0:
            return f"bar{side}"
        if a >= OFF:
            return f"off{side}"
        return place_of(own(table.live.human, a))

    def absolute(self, table: BoardTable, place: Any) -> int:
        h = table.live.human
        if isinstance(place, str):
            return 0 if place.startswith("bar") else OFF
        return own(h, field_of(int(place)))

    # ------------------------------------------------------------ the board
    def view(self, table: BoardTable, obs: Any) -> BoardView:
        h = table.live.human
        stacks: dict = {}
        for i, n in enumerate(obs.board or ()):
            if n:
                stacks[place_of(own(h, i + 1))] = (0 if n > 0 else 1, abs(n))
        off = tuple(obs.off or (0, 0))
        bar = tuple(obs.bar or (0, 0))
        for seat, side in ((h, 0), (1 - h, 1)):
            if off[seat]:
                stacks[f"off{side}"] = (seat, off[seat])
            if bar[seat]:
                stacks[f"bar{side}"] = (seat, bar[seat])
        if obs.phase == "play" and obs.to_move >= 0:
            self._dice_colour = obs.to_move
        return BoardView(stacks=stacks, dice=tuple(obs.dice or ()), dice_colour=self._dice_colour,
                         colours=(h, 1 - h))

    def steps(self, table: BoardTable, action: Any, obs: Any) -> list[Step]:
        if not isinstance(action, Play) or not action.moves:
            return []
        mover = obs.to_move if obs.to_move >= 0 else table.live.human
        return [Step(self.place(table, m.src, mover), self.place(table, m.dst, mover), m) for m in action.moves]

    def step_orders(self, table: BoardTable, action: Any, obs: Any) -> list[list[Step]]:
        """The engine lists one order of each play; the person may make its moves in any order
        that can be made: every order of the moves that leaves the same position."""
        if not isinstance(action, Play) or not action.moves:
            return [self.steps(table, action, obs)]
        st: Any = table.live.state
        key = (id(st), st.to_position())
        if self._orders_key != key:
            self._orders_key = key
            self._orders = {}
            if getattr(st, "phase", "") == "play":
                for raw, (m, th, off, _h) in st.raw_plays(all_orders=True):
                    self._orders.setdefault((len(raw), tuple(m), tuple(th), off), []).append(raw)
        done = st._match(action) if hasattr(st, "_match") else None
        if done is None:
            return [self.steps(table, action, obs)]
        raw0, (m, th, off, _h) = done
        mover = st.thrower
        out = []
        for raw in self._orders.get((len(raw0), tuple(m), tuple(th), off), []):
            moves = [Move(absolute(mover, s), absolute(mover, t), d) for s, t, d, _hit in raw]
            out.append([Step(self.place(table, x.src, mover), self.place(table, x.dst, mover), x) for x in moves])
        return out or [self.steps(table, action, obs)]

    def dice_used(self, table: BoardTable, obs: Any, steps: Sequence[Step]) -> tuple[bool, ...]:
        dice = list(obs.dice or ())
        if len(dice) == 2 and dice[0] == dice[1]:
            dice = dice * 2
        used = [False] * len(dice)
        for st in steps:
            die = getattr(st.part, "die", None)
            for i, d in enumerate(dice):
                if not used[i] and d == die:
                    used[i] = True
                    break
        n = len(tuple(obs.dice or ()))
        if len(used) > n:      # a doublet: each die shows played once two of its four moves are made
            k = sum(used)
            return tuple(k >= 2 * (i + 1) for i in range(n))
        return tuple(used)

    def _left(self, obs: Any, steps: Sequence[Step]) -> list[int]:
        dice = list(obs.dice or ())
        left = [dice[0]] * 4 if len(dice) == 2 and dice[0] == dice[1] else dice
        for st in steps:
            if st.part.die in left:
                left.remove(st.part.die)
        return left

    def candidate_targets(self, table: BoardTable, obs: Any, steps: Sequence[Step], src: Any) -> list:
        if isinstance(src, str) and src.startswith("off"):
            return []
        k = 0 if isinstance(src, str) else field_of(int(src))
        out = []
        for d in sorted(set(self._left(obs, steps))):
            t = k + d
            out.append("off0" if t >= OFF else place_of(t))
        return out

    def trial(self, table: BoardTable, obs: Any, steps: Sequence[Step], src: Any, dst: Any) -> Any:
        """The engine's reason against a stone from ``src`` to ``dst`` after the steps made: the
        moves made and the attempted one as a play (the engine names the first thing wrong)."""
        if isinstance(src, str) and src.startswith("off"):
            return IllegalAction("no_stone", "borne off")
        left = self._left(obs, steps)
        if not left:
            return None
        k_src = 0 if isinstance(src, str) else field_of(int(src))
        k_dst = OFF if isinstance(dst, str) else field_of(int(dst))
        dist = k_dst - k_src
        if dist in left:
            die = dist
        elif k_dst == OFF and any(d > dist for d in left):
            die = min(d for d in left if d > dist)
        else:
            return IllegalAction("wrong_die", "no number of the throw takes it there")
        tried = Move(self.absolute(table, src), self.absolute(table, dst), die)
        play = Play(tuple(st.part for st in steps) + (tried,))
        try:
            table.live.state.apply(play)
        except IllegalAction as e:
            return e
        return IllegalAction("must_play_both", f"{play} is not what the throw allows")

    # ------------------------------------------------------------ words
    def _words(self, table: BoardTable) -> VerkehrenWords:
        w = table.words
        return w if isinstance(w, VerkehrenWords) else VerkehrenWords()

    def seat_name(self, table: BoardTable, seat: int) -> str | None:
        return None

    def score_lines(self, table: BoardTable, events: list, before: Any) -> list[ScoreLine]:
        me = table.live.human
        out = []
        for ev in events:
            if ev.kind in ("hit", "junker", "too_many_bands", "penalty", "game_won") and ev.player is not None:
                line = self._words(table).event(ev, me)
                if line:
                    side = ev.player if ev.kind not in ("junker", "too_many_bands") else ev.player
                    out.append(ScoreLine(table.side_of(side), line))
        return out

    def banner(self, table: BoardTable, events: list, before: Any) -> Any:
        me = table.live.human
        for ev in events:
            if ev.kind == "game_end":
                w = ev.player
                return (lambda: QCoreApplication.translate("Verkehren", "The match is over.")) if w is None else (
                    (lambda: QCoreApplication.translate("Verkehren", "You win the match!")) if w == me else
                    (lambda: QCoreApplication.translate("Verkehren", "Your opponent wins the match.")))
        for ev in events:
            if ev.kind == "game_won":
                way = str(ev.data.get("way", ""))
                value = int(ev.data.get("value", 1))
                mine = ev.player == me
                if mine:
                    return lambda: QCoreApplication.translate("Verkehren", "You win: %1").replace(
                        "%1", win_words(way, value))
                return lambda: QCoreApplication.translate("Verkehren", "Your opponent wins: %1").replace(
                    "%1", win_words(way, value))
            if ev.kind == "offer" and ev.player != me:
                return lambda: QCoreApplication.translate("Verkehren", "Your opponent offers a single loss")
            if ev.kind == "consent" and ev.player != me and not ev.data.get("accepted"):
                return lambda: QCoreApplication.translate("Verkehren", "Your opponent refuses: play on")
            if ev.kind == "junker":
                mine = ev.player == me
                return ((lambda: QCoreApplication.translate("Verkehren", "Junker: no field free to enter"))
                        if mine else (lambda: QCoreApplication.translate("Verkehren", "Your opponent is Junker")))
        return None

    def last_throw(self, table: BoardTable, obs: Any) -> tuple[int, list[Step], str] | None:
        s = table.live
        for st in reversed(s.steps):
            if isinstance(st.action, Play) and st.who >= 0:
                steps = [Step(self.place(table, m.src, st.who), self.place(table, m.dst, st.who), m)
                         for m in st.action.moves]
                dice = tuple(getattr(st.before, "dice", ()) or ())
                words = play_words(st.action, s.human)
                if len(dice) == 2:
                    words = QCoreApplication.translate("Verkehren", "%1: %2").replace(
                        "%1", throw_words(dice[0], dice[1])).replace("%2", words)
                return table.side_of(st.who), steps, words
        return None

    def side_note(self, table: BoardTable, side: int, obs: Any) -> str:
        seat = table.seat_of_side(side)
        colour = (QCoreApplication.translate("Verkehren", "White") if seat == 0
                  else QCoreApplication.translate("Verkehren", "Black"))
        pts = tuple(obs.points or (0, 0))[seat]
        text = (QCoreApplication.translate("Verkehren", "%1 · 1 point") if pts == 1 else
                QCoreApplication.translate("Verkehren", "%1 · %2 points")).replace("%1", colour).replace("%2", str(pts))
        bands = tuple(obs.bands or (0, 0))[seat]
        text += " · " + (QCoreApplication.translate("Verkehren", "1 band") if bands == 1 else
                         QCoreApplication.translate("Verkehren", "%1 bands").replace("%1", str(bands)))
        bar = tuple(obs.bar or (0, 0))[seat]
        if bar:
            text += " · " + QCoreApplication.translate("Verkehren", "%1 to enter").replace("%1", str(bar))
        off = tuple(obs.off or (0, 0))[seat]
        if off:
            text += " · " + QCoreApplication.translate("Verkehren", "%1 borne off").replace("%1", str(off))
        return text

    def sheet_rows(self, table: BoardTable, obs: Any) -> list[tuple[str, str, str]]:
        h = table.live.human
        pair = lambda t: (str(tuple(t)[h]), str(tuple(t)[1 - h]))   # noqa: E731
        limit = getattr(getattr(obs, "options", None), "max_bands", 0)
        return [
            (QCoreApplication.translate("Verkehren", "Points"), *pair(obs.points or (0, 0))),
            (QCoreApplication.translate("Verkehren", "Bands (limit %1)").replace("%1", str(limit) if limit else "–"),
             *pair(obs.bands or (0, 0))),
            (QCoreApplication.translate("Verkehren", "Match of"), str(obs.target), str(obs.target)),
        ]

    def explain_row(self, table: BoardTable, session: Any, row: int) -> Any:
        """Your points (row 0), game by game; your bands (row 1), field by field; the match's
        length against your points (row 2)."""
        from .explain import explain_bands, explain_match, explain_points

        obs = session.observation()
        h = table.live.human
        if row == 0:
            return explain_points(list(session.events_so_far()), h, tuple(obs.points or (0, 0))[h])
        if row == 1:
            limit = getattr(getattr(obs, "options", None), "max_bands", 0)
            return explain_bands(obs.board, obs.bar, h, tuple(obs.bands or (0, 0))[h], int(limit or 0))
        if row == 2:
            return explain_match(tuple(obs.points or (0, 0))[h], int(obs.target))
        return None

    def confirm(self, table: BoardTable, action: Any, obs: Any) -> str | None:
        if isinstance(action, Concede):
            return QCoreApplication.translate("Verkehren", "Click again to concede")
        if isinstance(action, Offer):
            return QCoreApplication.translate("Verkehren", "Click again to offer")
        return None

    def prompt(self, table: BoardTable, mine: bool, obs: Any) -> str | None:
        if not mine and obs.phase == "consent":
            return QCoreApplication.translate("Verkehren", "Your opponent considers your offer.")
        if mine and obs.phase == "play" and table.pending:
            return QCoreApplication.translate("Verkehren", "Now the next number (Ctrl+Z or Backspace takes the "
                                              "stone back).")
        return None

    def action_line(self, table: BoardTable, seat: int, action: Any, before: Any) -> str | None:
        return None          # the engine's events say what was played

    def event_line(self, table: BoardTable, event: Any, before: Any) -> str | None:
        return self._words(table).event(event, table.live.human)

    def deal_ended(self, events: list) -> bool:
        return any(e.kind in ("game_won", "game_end") for e in events)
