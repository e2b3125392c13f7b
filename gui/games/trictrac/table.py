"""Trictrac and Toccategli at the shared board (:mod:`gui.board.table`): what is their own.

The board's frame numbers the points from the person: his own point ``k`` is place ``k`` (his
talon bottom left, his coin the last point of the bottom right table), so whichever colour he
plays, he moves along the bottom from left to right.  A ``Play`` is made of its ``Move``s, one
step each; the marker is the engine's (points on the tokens, holes on the pegs)."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication

from engine.games.trictrac import Move, Play, own
from engine.protocol import IllegalAction
from gui.board.table import BoardHooks, BoardTable, BoardView, ScoreLine, Step
from gui.games.trictrac.marker import MarkerItem, MarkerView
from gui.games.trictrac.words import TrictracWords, play_words, score_words

__all__ = ["TrictracHooks"]

OFF = 25


class TrictracHooks(BoardHooks):
    click_to_continue = False

    def __init__(self) -> None:
        self._dice_colour = 0
        self._held_key: tuple = ()
        self._held: set[int] = set()
        #: the marker on the board (made with the board's items, :meth:`build`)
        self.marker_item: MarkerItem | None = None

    def build(self, table: BoardTable) -> None:
        self.marker_item = MarkerItem(table.layout_)
        self.marker_item.setVisible(False)       # until a position's marker is shown
        table.scene.addItem(self.marker_item)

    def show_items(self, table: BoardTable, obs: Any) -> None:
        if self.marker_item is None:
            return
        self.marker_item.layout = table.layout_
        self.marker_item.show_marker(self.marker(table, obs))
        self.marker_item.setVisible(True)

    # ------------------------------------------------------------ places
    def place(self, table: BoardTable, a: int, mover: int) -> Any:
        """Absolute point ``a`` (0/25: off for ``mover``) as a place of the board."""
        if a <= 0 or a >= OFF:
            return "off0" if mover == table.live.human else "off1"
        return own(table.live.human, a)

    def absolute(self, table: BoardTable, place: Any) -> int:
        """A place of the person's as an absolute point (his stones borne off: 25 in his numbering)."""
        h = table.live.human
        k = OFF if isinstance(place, str) else int(place)
        return k if h == 0 else 25 - k

    # ------------------------------------------------------------ the board
    def view(self, table: BoardTable, obs: Any) -> BoardView:
        h = table.live.human
        stacks: dict = {}
        for i, n in enumerate(obs.board or ()):
            if n:
                stacks[own(h, i + 1)] = (0 if n > 0 else 1, abs(n))
        off = tuple(obs.off or (0, 0))
        if off[h]:
            stacks["off0"] = (h, off[h])
        if off[1 - h]:
            stacks["off1"] = (1 - h, off[1 - h])
        if obs.phase == "play" and obs.to_move >= 0:
            self._dice_colour = obs.to_move
        return BoardView(stacks=stacks, dice=tuple(obs.dice or ()), dice_colour=self._dice_colour,
                         colours=(h, 1 - h))

    def steps(self, table: BoardTable, action: Any, obs: Any) -> list[Step]:
        if not isinstance(action, Play) or not action.moves:
            return []
        mover = self._mover(action, obs)
        return [Step(self.place(table, m.src, mover), self.place(table, m.dst, mover), m) for m in action.moves]

    @staticmethod
    def _mover(action: Any, obs: Any) -> int:
        m = action.moves[0]
        if m.dst in (0, 25):
            return 0 if m.dst == 25 else 1
        return 0 if m.dst > m.src else 1

    def dice_used(self, table: BoardTable, obs: Any, steps: Sequence[Step]) -> tuple[bool, ...]:
        dice = list(obs.dice or ())
        used = [False] * len(dice)
        for st in steps:
            die = getattr(st.part, "die", None)
            for i, d in enumerate(dice):
                if not used[i] and d == die:
                    used[i] = True
                    break
        return tuple(used)

    def candidate_targets(self, table: BoardTable, obs: Any, steps: Sequence[Step], src: Any) -> list:
        if isinstance(src, str):
            return []
        left = list(obs.dice or ())
        for st in steps:
            if st.part.die in left:
                left.remove(st.part.die)
        reach = sorted({int(src) + d for d in left} | ({int(src) + sum(left)} if len(left) == 2 else set()))
        return [k if k < OFF else "off0" for k in reach]

    def trial(self, table: BoardTable, obs: Any, steps: Sequence[Step], src: Any, dst: Any) -> Any:
        """The engine's reason against a stone from ``src`` to ``dst``: the attempted move (or the two
        of one stone taking both numbers) after the steps made, completed to a whole play with a
        move of the other number that a legal play makes, so the engine names what is wrong with
        the stone's own move first."""
        s = table.live
        if isinstance(src, str):
            return IllegalAction("no_stone", "borne off")
        h = s.human
        dice = list(obs.dice or ())
        if len(dice) != 2:
            return None
        left = list(dice)
        for st in steps:
            if st.part.die in left:
                left.remove(st.part.die)
        if not left:
            return None
        k_src = int(src)
        k_dst = OFF if isinstance(dst, str) else int(dst)
        dist = k_dst - k_src
        a_src = self.absolute(table, src)
        a_dst = self.absolute(table, dst)
        tried: list[Move]
        if dist in left:
            tried = [Move(a_src, a_dst, dist)]
        elif len(left) == 2 and dist == left[0] + left[1]:
            mid = self.absolute(table, k_src + left[0])
            tried = [Move(a_src, mid, left[0]), Move(mid, a_dst, left[1])]
        elif isinstance(dst, str) and any(d > dist for d in left):
            d = min(d for d in left if d > dist)
            tried = [Move(a_src, a_dst, d)]
        else:
            tried = [Move(a_src, a_dst, left[0])]
        made = [st.part for st in steps] + tried
        need = max((len(a.moves) for a in obs.legal_actions if isinstance(a, Play)), default=2)
        if len(made) < need:        # complete with a legal move of the other number
            rest = list(dice)
            for m in made:
                if m.die in rest:
                    rest.remove(m.die)
            pads = [m for a in obs.legal_actions if isinstance(a, Play) for m in a.moves if rest and m.die == rest[0]]
            pad = next((m for m in pads if m.src != a_src), pads[0] if pads else None)
            if pad is not None:
                made.append(pad)
        play = Play(tuple(made))
        try:
            s.state.apply(play)
        except IllegalAction as e:
            if e.code == "illegal_play":     # each move may be made, but not together: both numbers
                return IllegalAction("must_play_both", str(e))
            return e
        return IllegalAction("must_play_both", f"{play} is not what the throw allows")

    def marker(self, table: BoardTable, obs: Any) -> MarkerView:
        h = table.live.human
        pair = lambda t, d=0: (tuple(t)[h], tuple(t)[1 - h]) if t else (d, d)   # noqa: E731
        return MarkerView(points=pair(obs.points), tokens=pair(obs.tokens), bredouille=pair(obs.bredouille, False),
                          holes=pair(obs.holes), colours=(h, 1 - h), hole_count=12)

    # ------------------------------------------------------------ words
    def _words(self, table: BoardTable) -> TrictracWords:
        w = table.words
        return w if isinstance(w, TrictracWords) else TrictracWords()

    def seat_name(self, table: BoardTable, seat: int) -> str | None:
        return None

    def _held_back(self, table: BoardTable) -> set[int]:
        """École: until the person has marked the points of his throw, its scores that he must mark
        himself (the engine's ``marked: False``) are not shown -- finding them is his task; the ids
        of those events."""
        s = table.live
        if s.is_over() or s.state.current_player() != s.human or getattr(s.state, "phase", "") not in ("play", "mark"):
            return set()
        key = (id(s.state), len(s.steps))
        if self._held_key == key:
            return self._held
        start = max((i for i, st in enumerate(s.steps) if any(e.kind == "dice" and e.player == s.human
                                                             for e in st.events)), default=len(s.steps))
        self._held_key = key
        self._held = {id(e) for st in s.steps[start:] for e in st.events
                      if e.kind == "score" and e.player == s.human and e.data.get("marked") is False}
        return self._held

    def rewrite_log(self, events: list) -> bool:
        return any(e.kind in ("mark", "school") for e in events)

    def score_lines(self, table: BoardTable, events: list, before: Any) -> list[ScoreLine]:
        me = table.live.human
        name = (lambda q: table.side_title(table.side_of(q)))
        out = []
        held = self._held_back(table)
        for ev in events:
            if id(ev) in held:
                continue
            if ev.kind == "score" and ev.player is not None:
                out.append(ScoreLine(table.side_of(ev.player), score_words(ev, name, me)))
            elif ev.kind == "hole" and ev.player is not None:
                line = self._words(table).event(ev, me)
                if line:
                    out.append(ScoreLine(table.side_of(ev.player), line))
        return out

    def banner(self, table: BoardTable, events: list, before: Any) -> Any:
        me = table.live.human
        for ev in events:
            if ev.kind == "game_end":
                w = ev.player
                return (lambda: QCoreApplication.translate("Trictrac", "The partie is over.")) if w is None else (
                    (lambda: QCoreApplication.translate("Trictrac", "You win the partie!")) if w == me else
                    (lambda: QCoreApplication.translate("Trictrac", "Your opponent wins the partie.")))
        for ev in events:
            if ev.kind == "hole":
                two = bool(ev.data.get("bredouille"))
                mine = ev.player == me
                if two:
                    return (lambda: QCoreApplication.translate("Trictrac", "Two holes en bredouille!")) if mine else (
                        lambda: QCoreApplication.translate("Trictrac", "Your opponent: two holes en bredouille"))
                return (lambda: QCoreApplication.translate("Trictrac", "A hole for you!")) if mine else (
                    lambda: QCoreApplication.translate("Trictrac", "A hole for your opponent"))
            if ev.kind == "game_won":
                mine = ev.player == me
                return (lambda: QCoreApplication.translate("Trictrac", "You win the game!")) if mine else (
                    lambda: QCoreApplication.translate("Trictrac", "Your opponent wins the game"))
            if ev.kind == "go_out":
                return lambda: QCoreApplication.translate("Trictrac", "Going out: the stones are set out again")
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
                    from gui.games.trictrac.words import throw_words

                    words = QCoreApplication.translate("Trictrac", "%1: %2").replace(
                        "%1", throw_words(dice[0], dice[1])).replace("%2", words)
                return table.side_of(st.who), steps, words
        return None

    def side_note(self, table: BoardTable, side: int, obs: Any) -> str:
        seat = table.seat_of_side(side)
        colour = (QCoreApplication.translate("Trictrac", "White") if seat == 0
                  else QCoreApplication.translate("Trictrac", "Black"))
        holes = tuple(obs.holes or (0, 0))[seat]
        pts = tuple(obs.points or (0, 0))[seat]
        if getattr(obs, "variant", "trictrac") == "toccategli":
            text = QCoreApplication.translate("Trictrac", "%1 · %2 points · games %3").replace("%1", colour).replace(
                "%2", str(pts)).replace("%3", str(tuple(obs.games or (0, 0))[seat]))
        else:
            text = (QCoreApplication.translate("Trictrac", "%1 · %2 points · 1 hole") if holes == 1 else
                    QCoreApplication.translate("Trictrac", "%1 · %2 points · %3 holes")).replace("%1", colour).replace(
                "%2", str(pts)).replace("%3", str(holes))
            if tuple(obs.bredouille or (False, False))[seat] and pts:
                text += " · " + QCoreApplication.translate("Trictrac", "en bredouille")
        off = tuple(obs.off or (0, 0))[seat]
        if off:
            text += " · " + QCoreApplication.translate("Trictrac", "%1 borne off").replace("%1", str(off))
        return text

    def sheet_rows(self, table: BoardTable, obs: Any) -> list[tuple[str, str, str]]:
        h = table.live.human
        pair = lambda t: (str(tuple(t)[h]), str(tuple(t)[1 - h]))   # noqa: E731
        rows = [(QCoreApplication.translate("Trictrac", "Points"), *pair(obs.points or (0, 0)))]
        if getattr(obs, "variant", "trictrac") == "toccategli":
            rows.append((QCoreApplication.translate("Trictrac", "Games won (value)"), *pair(obs.games or (0, 0))))
            rows.append((QCoreApplication.translate("Trictrac", "Game of"), str(obs.target), str(obs.target)))
        else:
            rows.append((QCoreApplication.translate("Trictrac", "Holes"), *pair(obs.holes or (0, 0))))
            rows.append((QCoreApplication.translate("Trictrac", "Partie of"), str(obs.target), str(obs.target)))
        return rows

    def explain_row(self, table: BoardTable, session: Any, row: int) -> Any:
        """Your points (row 0), your holes or, in Toccategli, your games won (row 1), worked out;
        the length of the partie (or of a Toccategli game) against what you have of it (row 2)."""
        from .explain import explain_games, explain_holes, explain_points, explain_target

        obs = session.observation()
        h = table.live.human
        events = list(session.events_so_far())
        if row == 0:
            return explain_points(events, h, tuple(obs.points or (0, 0))[h],
                                  holes=getattr(obs, "variant", "trictrac") != "toccategli")
        if row == 1 and getattr(obs, "variant", "trictrac") == "toccategli":
            return explain_games(events, h, tuple(obs.games or (0, 0))[h])
        if row == 1:
            return explain_holes(events, h, tuple(obs.holes or (0, 0))[h])
        if row == 2 and getattr(obs, "variant", "trictrac") == "toccategli":
            return explain_target(tuple(obs.points or (0, 0))[h], int(obs.target), games=True)
        if row == 2:
            return explain_target(tuple(obs.holes or (0, 0))[h], int(obs.target))
        return None

    def prompt(self, table: BoardTable, mine: bool, obs: Any) -> str | None:
        if mine and obs.phase == "play" and table.pending:
            return QCoreApplication.translate("Trictrac", "Now the other number (Ctrl+Z or Backspace takes the "
                                              "stone back).")
        return None

    def action_line(self, table: BoardTable, seat: int, action: Any, before: Any) -> str | None:
        return None          # the engine's events say what was played (and what it scored)

    def event_line(self, table: BoardTable, event: Any, before: Any) -> str | None:
        if id(event) in self._held_back(table):
            return None
        return self._words(table).event(event, table.live.human)

    def deal_ended(self, events: list) -> bool:
        return any(e.kind in ("releve", "game_end", "game_won") for e in events)
