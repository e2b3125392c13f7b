"""Trictrac's and Toccategli's words at the board (:class:`gui.registry.GameWords`), in the interface
language: moves named in words (never in record codes), every score with its ways, the phases and
the log.  Points are named in the numbering of the seat they concern (one's own point 1 is the
talon, 12 the coin); the translation context is ``Trictrac``."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from engine.games.trictrac import GoOut, Mark, NoSchool, Play, School, Stay, own
from gui.board.words import BoardWords

__all__ = ["TrictracWords", "point_words", "play_words", "score_words", "die_words", "throw_words"]


def die_words(n: int) -> str:
    """The book's names of the numbers: As, Daus, Tres, Quatuor, Cinque, Sis."""
    return {1: QCoreApplication.translate("Trictrac", "ace"), 2: QCoreApplication.translate("Trictrac", "deuce"),
            3: QCoreApplication.translate("Trictrac", "three"), 4: QCoreApplication.translate("Trictrac", "four"),
            5: QCoreApplication.translate("Trictrac", "five"), 6: QCoreApplication.translate("Trictrac", "six")}.get(n, str(n))


def throw_words(a: int, b: int) -> str:
    """A throw in the book's words: "five and three"; a doublet by its name: "quines (five and five)"."""
    if a != b:
        return QCoreApplication.translate("Trictrac", "%1 and %2").replace("%1", die_words(a)).replace("%2", die_words(b))
    name = {1: QCoreApplication.translate("Trictrac", "ambesas"), 2: QCoreApplication.translate("Trictrac", "double deux"),
            3: QCoreApplication.translate("Trictrac", "ternes"), 4: QCoreApplication.translate("Trictrac", "carnes"),
            5: QCoreApplication.translate("Trictrac", "quines"), 6: QCoreApplication.translate("Trictrac", "sonnés")}.get(a, "")
    return QCoreApplication.translate("Trictrac", "%1 (%2 and %3)").replace("%1", name).replace(
        "%2", die_words(a)).replace("%3", die_words(b))


def point_words(k: int) -> str:
    """Point ``k`` (1-25) of the person's numbering in words: his talon (1) and coin (12), the
    opponent's coin (13) and talon (24), off the board (25)."""
    if k >= 25 or k <= 0:
        return QCoreApplication.translate("Trictrac", "off the board")
    if k == 1:
        return QCoreApplication.translate("Trictrac", "your talon")
    if k == 12:
        return QCoreApplication.translate("Trictrac", "your coin")
    if k == 13:
        return QCoreApplication.translate("Trictrac", "the opponent's coin")
    if k == 24:
        return QCoreApplication.translate("Trictrac", "the opponent's talon")
    return QCoreApplication.translate("Trictrac", "point %1").replace("%1", str(k))


def play_words(play: Any, seat: int) -> str:
    """A whole play in words, its points in ``seat``'s numbering (the person's):
    "your talon → point 7 (six), your talon → point 5 (four)"; one stone
    that takes both numbers is one arrow."""
    moves = list(getattr(play, "moves", ()) or ())
    if not moves:
        return QCoreApplication.translate("Trictrac", "nothing can be played")
    parts: list[str] = []
    i = 0
    while i < len(moves):
        m = moves[i]
        if i + 1 < len(moves) and moves[i + 1].src == m.dst:
            n = moves[i + 1]
            parts.append(QCoreApplication.translate("Trictrac", "one stone: %1 → %2 (%3 and %4)")
                         .replace("%1", point_words(own(seat, m.src))).replace("%2", point_words(own(seat, n.dst)))
                         .replace("%3", die_words(m.die)).replace("%4", die_words(n.die)))
            i += 2
            continue
        parts.append(QCoreApplication.translate("Trictrac", "%1 → %2 (%3)")
                     .replace("%1", point_words(own(seat, m.src))).replace("%2", point_words(own(seat, m.dst)))
                     .replace("%3", die_words(m.die)))
        i += 1
    text = ", ".join(parts)
    if getattr(play, "puissance", False):
        text += " " + QCoreApplication.translate("Trictrac", "(the coin taken by force)")
    return text


def _ways(n: int) -> str:
    if n == 1:
        return QCoreApplication.translate("Trictrac", "in one way")
    if n == 2:
        return QCoreApplication.translate("Trictrac", "in two ways")
    if n == 3:
        return QCoreApplication.translate("Trictrac", "in three ways")
    return ""


def score_what(data: dict) -> str:
    """What a score is for, in words (with its ways and the point hit)."""
    r = data.get("reason", "")
    names = {
        "jan_de_trois_coups": QCoreApplication.translate("Trictrac", "jan de trois coups"),
        "jan_de_deux_tables": QCoreApplication.translate("Trictrac", "jan de deux tables"),
        "contre_jan_de_deux_tables": QCoreApplication.translate("Trictrac", "contre-jan de deux tables"),
        "jan_de_mezeas": QCoreApplication.translate("Trictrac", "jan de mézéas"),
        "contre_jan_de_mezeas": QCoreApplication.translate("Trictrac", "contre-jan de mézéas"),
        "petit_jan": QCoreApplication.translate("Trictrac", "petit jan made"),
        "grand_jan": QCoreApplication.translate("Trictrac", "grand jan made"),
        "jan_de_retour": QCoreApplication.translate("Trictrac", "jan de retour made"),
        "hold_petit_jan": QCoreApplication.translate("Trictrac", "petit jan held"),
        "hold_grand_jan": QCoreApplication.translate("Trictrac", "grand jan held"),
        "hold_jan_de_retour": QCoreApplication.translate("Trictrac", "jan de retour held"),
        "true_hit": QCoreApplication.translate("Trictrac", "true hit"),
        "false_hit": QCoreApplication.translate("Trictrac", "false hit"),
        "coin_hit": QCoreApplication.translate("Trictrac", "the empty coin hit"),
        "unplayable": QCoreApplication.translate("Trictrac", "a number that cannot be played"),
        "first_off": QCoreApplication.translate("Trictrac", "first to bear off"),
        "marked": QCoreApplication.translate("Trictrac", "points marked"),
        "school": QCoreApplication.translate("Trictrac", "sent to school"),
    }
    text = names.get(r, r.replace("_", " "))
    ways = int(data.get("ways") or 0)
    if ways and r not in ("unplayable",):
        text += " " + _ways(ways)
    return text


def score_words(event: Any, name: Callable[[int], str], me: int) -> str:
    """A score in one line: "You: petit jan made in two ways — 8 points"; a false hit names the
    thrower whose throw gave the points; an unplayable number names who could not play it."""
    d = event.data
    who = event.player if event.player is not None else -1
    pts = int(d.get("points", 0))
    what = score_what(d)
    point = d.get("point")
    if point is not None and d.get("reason") in ("true_hit", "false_hit", "coin_hit"):
        what += " " + QCoreApplication.translate("Trictrac", "on %1").replace("%1", point_words(own(me, point)))
    if d.get("reason") in ("false_hit", "unplayable") and d.get("thrower") is not None and d.get("thrower") != who:
        what += " " + (QCoreApplication.translate("Trictrac", "(by your throw)") if d["thrower"] == me else
                       QCoreApplication.translate("Trictrac", "(by %1's throw)").replace("%1", name(d["thrower"])))
    amount = (QCoreApplication.translate("Trictrac", "1 point") if pts == 1
              else QCoreApplication.translate("Trictrac", "%1 points").replace("%1", str(pts)))
    return QCoreApplication.translate("Trictrac", "%1: %2 — %3").replace("%1", name(who)).replace(
        "%2", what).replace("%3", amount)


class TrictracWords(BoardWords):
    GAME = "trictrac"

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        try:
            return super().reason(code, message, details)
        except (KeyError, OSError):
            return QCoreApplication.translate("Trictrac", "The rules do not allow that move here.")

    def points(self) -> str:
        try:
            return super().points()
        except (KeyError, OSError):
            return QCoreApplication.translate("Trictrac", "holes")

    def action(self, action: Any, obs: Any) -> str:
        if isinstance(action, Play):
            seat = obs.player if obs is not None else 0
            if not action.moves:
                return QCoreApplication.translate("Trictrac", "Nothing can be played")
            return play_words(action, seat)
        if isinstance(action, GoOut):
            return QCoreApplication.translate("Trictrac", "Go out (set the stones out again)")
        if isinstance(action, Stay):
            return QCoreApplication.translate("Trictrac", "Stay (play on)")
        if isinstance(action, Mark):
            if action.n == 0:
                return QCoreApplication.translate("Trictrac", "Mark nothing")
            return (QCoreApplication.translate("Trictrac", "Mark 1 point") if action.n == 1 else
                    QCoreApplication.translate("Trictrac", "Mark %1 points").replace("%1", str(action.n)))
        if isinstance(action, School):
            return QCoreApplication.translate("Trictrac", "Send your opponent to school")
        if isinstance(action, NoSchool):
            return QCoreApplication.translate("Trictrac", "Let it pass")
        return str(action)

    def event(self, event: Any, me: int) -> str | None:
        k, d, p = event.kind, event.data, event.player
        name = (lambda q: self.who(q, me))
        if k == "first_throw":
            dice = d.get("dice", (0, 0))
            starts = d.get("starts")
            line = QCoreApplication.translate("Trictrac", "Opening throw: White %1, Black %2.").replace(
                "%1", str(dice[0])).replace("%2", str(dice[1]))
            if starts is None:
                return line + " " + QCoreApplication.translate("Trictrac", "Equal: again.")
            return line + " " + QCoreApplication.translate("Trictrac", "%1 begins.").replace("%1", name(starts))
        if k == "dice":
            a, b = d.get("dice", (0, 0))
            return (QCoreApplication.translate("Trictrac", "You throw %2.") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 throws %2.")).replace("%1", name(p)).replace(
                "%2", throw_words(a, b))
        if k == "move":
            moves = d.get("moves", [])
            from engine.games.trictrac import Move

            play = Play(tuple(Move(m["src"], m["dst"], m["die"]) for m in moves), bool(d.get("puissance")))
            return (QCoreApplication.translate("Trictrac", "You play: %2.") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 plays: %2.")).replace("%1", name(p)).replace(
                "%2", play_words(play, me))
        if k == "score":
            return score_words(event, name, me) + "."
        if k == "unplayable":
            nums = ", ".join(die_words(n) for n in d.get("numbers", ()))
            return (QCoreApplication.translate("Trictrac", "You cannot play: %2.") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 cannot play: %2.")).replace("%1", name(p)).replace("%2", nums)
        if k == "hole":
            h = int(d.get("holes", 1))
            if d.get("bredouille"):
                return (QCoreApplication.translate("Trictrac", "You win two holes en bredouille (%2 in all).") if p == me
                        else QCoreApplication.translate("Trictrac", "%1 wins two holes en bredouille (%2 in all).")
                        ).replace("%1", name(p)).replace("%2", str(d.get("total", "")))
            if p == me:
                return (QCoreApplication.translate("Trictrac", "You win a hole (%2 in all).") if h == 1 else
                        QCoreApplication.translate("Trictrac", "You win %3 holes (%2 in all).")).replace(
                    "%2", str(d.get("total", ""))).replace("%3", str(h))
            return (QCoreApplication.translate("Trictrac", "%1 wins a hole (%2 in all).") if h == 1 else
                    QCoreApplication.translate("Trictrac", "%1 wins %3 holes (%2 in all).")).replace(
                "%1", name(p)).replace("%2", str(d.get("total", ""))).replace("%3", str(h))
        if k == "decision":
            return (QCoreApplication.translate("Trictrac", "You may go out or stay.") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 may go out or stay.")).replace("%1", name(p))
        if k == "go_out":
            return (QCoreApplication.translate("Trictrac", "You go out: the stones are set out again.") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 goes out: the stones are set out again.")).replace("%1", name(p))
        if k == "stay":
            return (QCoreApplication.translate("Trictrac", "You stay and play on.") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 stays and plays on.")).replace("%1", name(p))
        if k == "bear_off":
            return (QCoreApplication.translate("Trictrac", "You have borne off every stone.") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 has borne off every stone.")).replace("%1", name(p))
        if k == "releve":
            return QCoreApplication.translate("Trictrac", "The stones are taken up.")
        if k == "mark":
            return (QCoreApplication.translate("Trictrac", "You mark %2 points.") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 marks %2 points.")).replace("%1", name(p)).replace(
                "%2", str(d.get("marked", 0)))
        if k == "school":
            c = int(d.get("claimed", 0))
            if p == me:
                return (QCoreApplication.translate("Trictrac", "You let the marking pass.") if not c else
                        QCoreApplication.translate("Trictrac", "You send your opponent to school: %2 points.")
                        .replace("%2", str(c)))
            return (QCoreApplication.translate("Trictrac", "%1 lets the marking pass.") if not c else
                    QCoreApplication.translate("Trictrac", "%1 sends you to school: %2 points.")
                    .replace("%2", str(c))).replace("%1", name(p))
        if k == "game_won":
            return (QCoreApplication.translate("Trictrac", "You win the game (value %2).") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 wins the game (value %2).")).replace("%1", name(p)).replace(
                "%2", str(d.get("value", 1)))
        if k == "game_end":
            if p is None:
                return QCoreApplication.translate("Trictrac", "The partie is over.")
            text = (QCoreApplication.translate("Trictrac", "You win the partie.") if p == me else
                    QCoreApplication.translate("Trictrac", "%1 wins the partie.")).replace("%1", name(p))
            if d.get("bredouille"):
                text += " " + QCoreApplication.translate("Trictrac", "A partie bredouille!")
            return text
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if not human_to_move:
            return ""
        if phase == "play":
            dice = tuple(getattr(obs, "dice", ()) or ())
            throw = (QCoreApplication.translate("Trictrac", "You threw %1.").replace("%1", throw_words(dice[0], dice[1]))
                     if len(dice) == 2 else "")
            return (throw + " " + QCoreApplication.translate(
                "Trictrac", "Move a stone: drag it to a lit point, or click it and then the point (one stone may take "
                "both numbers), or use the arrow keys and Space.")).strip()
        if phase == "decide":
            return QCoreApplication.translate("Trictrac", "You won a hole with your own throw: go out (the stones are "
                                              "set out again) or stay and play on?")
        if phase == "mark":
            return QCoreApplication.translate("Trictrac", "École: mark the points your throw has won.")
        if phase == "school":
            return QCoreApplication.translate("Trictrac", "École: did your opponent mark what was due? Send him to "
                                              "school or let it pass.")
        return ""


class ToccategliWords(TrictracWords):
    GAME = "toccategli"
