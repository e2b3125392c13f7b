"""Verkehren im Brett's words at the board (:class:`gui.games.GameWords`), in the interface
language: moves named in words (never in record codes), the hits, the Junker, the penalty for
too many bands, the ways of winning, the phases and the log.  Fields are named in the numbering
of the person (his Mahl is his field 1, the Hücke 12, the corner 24); the translation context
is ``Verkehren``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.games.verkehren import Accept, Concede, LetStand, Move, Offer, Play, Refuse, Take, own
from gui.board.words import BoardWords

__all__ = ["VerkehrenWords", "consent_question", "field_words", "play_words", "throw_words", "win_words"]


def throw_words(a: int, b: int) -> str:
    if a == b:
        return QCoreApplication.translate("Verkehren", "%1 and %1 (a doublet, played four times)").replace("%1", str(a))
    return QCoreApplication.translate("Verkehren", "%1 and %2").replace("%1", str(a)).replace("%2", str(b))


def field_words(k: int) -> str:
    """Field ``k`` (0-25) of the person's numbering in words."""
    if k <= 0:
        return QCoreApplication.translate("Verkehren", "off the board")
    if k >= 25:
        return QCoreApplication.translate("Verkehren", "borne off")
    if k == 1:
        return QCoreApplication.translate("Verkehren", "your Mahl")
    if k == 12:
        return QCoreApplication.translate("Verkehren", "your Hücke")
    if k == 13:
        return QCoreApplication.translate("Verkehren", "the opponent's Mahl")
    if k == 24:
        return QCoreApplication.translate("Verkehren", "your corner")
    return QCoreApplication.translate("Verkehren", "field %1").replace("%1", str(k))


def _fw(seat: int, a: int) -> str:
    return field_words(own(seat, a) if 1 <= a <= 24 else a)


def play_words(play: Any, seat: int) -> str:
    """A whole play in words, its fields in ``seat``'s numbering (the person's)."""
    moves = list(getattr(play, "moves", ()) or ())
    if not moves:
        return QCoreApplication.translate("Verkehren", "nothing can be played")
    parts = []
    for m in moves:
        if m.src == 0:
            parts.append(QCoreApplication.translate("Verkehren", "a stone enters on %1 (%2)")
                         .replace("%1", _fw(seat, m.dst)).replace("%2", str(m.die)))
        elif m.dst == 25:
            parts.append(QCoreApplication.translate("Verkehren", "%1 borne off (%2)")
                         .replace("%1", _fw(seat, m.src)).replace("%2", str(m.die)))
        else:
            parts.append(QCoreApplication.translate("Verkehren", "%1 → %2 (%3)")
                         .replace("%1", _fw(seat, m.src)).replace("%2", _fw(seat, m.dst)).replace("%3", str(m.die)))
    return ", ".join(parts)


def consent_question() -> str:
    """The question to the person whose opponent offers to give the game up."""
    return QCoreApplication.translate(
        "Verkehren", "Your opponent offers to give this game up: you would win it single, one point. Do you "
        "accept, or refuse and play on (for a double, at the risk of losing)?")


def win_words(way: str, value: int) -> str:
    return {
        "borne_off": QCoreApplication.translate("Verkehren", "single, by bearing off first"),
        "conceded": QCoreApplication.translate("Verkehren", "single, the game conceded"),
        "piling": QCoreApplication.translate("Verkehren", "double, every stone piled on the last field"),
        "jan": QCoreApplication.translate("Verkehren", "double: made Jan, no field left to enter"),
    }.get(way, QCoreApplication.translate("Verkehren", "double") if value == 2 else
          QCoreApplication.translate("Verkehren", "single"))


class VerkehrenWords(BoardWords):
    GAME = "verkehren"

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        try:
            return super().reason(code, message, details)
        except (KeyError, OSError):
            return QCoreApplication.translate("Verkehren", "The rules do not allow that move here.")

    def points(self) -> str:
        try:
            return super().points()
        except (KeyError, OSError):
            return QCoreApplication.translate("Verkehren", "points")

    def action(self, action: Any, obs: Any) -> str:
        seat = obs.player if obs is not None else 0
        if isinstance(action, Play):
            if not action.moves:
                return QCoreApplication.translate("Verkehren", "Nothing can be played")
            return play_words(action, seat)
        if isinstance(action, Take):
            return QCoreApplication.translate("Verkehren", "Take two stones out of the band on %1").replace(
                "%1", _fw(seat, action.point))
        if isinstance(action, LetStand):
            return QCoreApplication.translate("Verkehren", "Let the bands stand and hit them")
        if isinstance(action, Concede):
            return QCoreApplication.translate("Verkehren", "Concede the game (a single loss)")
        if isinstance(action, Offer):
            return QCoreApplication.translate("Verkehren", "Offer a single loss")
        if isinstance(action, Accept):
            return QCoreApplication.translate("Verkehren", "Accept: you win single")
        if isinstance(action, Refuse):
            return QCoreApplication.translate("Verkehren", "Refuse: play on")
        return str(action)

    def event(self, event: Any, me: int) -> str | None:
        k, d, p = event.kind, event.data, event.player
        name = (lambda q: self.who(q, me))
        if k == "setup":
            return (QCoreApplication.translate("Verkehren", "The stones are set on the Mahl; you throw first.")
                    if d.get("first") == me else
                    QCoreApplication.translate("Verkehren", "The stones are set on the Mahl; %1 throws first.")
                    .replace("%1", name(d.get("first", 1 - me))))
        if k == "first_throw":
            dice = d.get("dice", (0, 0))
            line = QCoreApplication.translate("Verkehren", "Throw for the first move: White %1, Black %2.").replace(
                "%1", str(dice[0])).replace("%2", str(dice[1]))
            starts = d.get("starts")
            if starts is None:
                return line + " " + QCoreApplication.translate("Verkehren", "Equal: again.")
            return line + " " + QCoreApplication.translate("Verkehren", "%1 begins.").replace("%1", name(starts))
        if k == "dice":
            a, b = d.get("dice", (0, 0))
            return (QCoreApplication.translate("Verkehren", "You throw %2.") if p == me else
                    QCoreApplication.translate("Verkehren", "%1 throws %2.")).replace("%1", name(p)).replace(
                "%2", throw_words(a, b))
        if k == "junker":
            return (QCoreApplication.translate("Verkehren", "You are Junker: %2 stones to enter, %3 free fields.")
                    if p == me else
                    QCoreApplication.translate("Verkehren", "%1 is Junker: %2 stones to enter, %3 free fields.")
                    ).replace("%1", name(p)).replace("%2", str(d.get("to_enter", 0))).replace("%3", str(d.get("free", 0)))
        if k == "move":
            play = Play(tuple(Move(m["src"], m["dst"], m["die"]) for m in d.get("moves", [])))
            return (QCoreApplication.translate("Verkehren", "You play: %2.") if p == me else
                    QCoreApplication.translate("Verkehren", "%1 plays: %2.")).replace("%1", name(p)).replace(
                "%2", play_words(play, me))
        if k == "hit":
            n = int(d.get("stones", 1))
            where = _fw(me, int(d.get("point", 0)))
            if p == me:
                text = (QCoreApplication.translate("Verkehren", "You hit a stone on %2.") if n == 1 else
                        QCoreApplication.translate("Verkehren", "You hit a band of %3 stones on %2."))
            else:
                text = (QCoreApplication.translate("Verkehren", "%1 hits your stone on %2.") if n == 1 else
                        QCoreApplication.translate("Verkehren", "%1 hits your band of %3 stones on %2."))
            return text.replace("%1", name(p)).replace("%2", where).replace("%3", str(n))
        if k == "unplayable":
            nums = ", ".join(str(n) for n in d.get("numbers", ()))
            return (QCoreApplication.translate("Verkehren", "You cannot play: %2.") if p == me else
                    QCoreApplication.translate("Verkehren", "%1 cannot play: %2.")).replace("%1", name(p)).replace(
                "%2", nums)
        if k == "too_many_bands":
            return (QCoreApplication.translate("Verkehren", "You have %2 bands, more than the %3 agreed.") if p == me
                    else QCoreApplication.translate("Verkehren", "%1 has %2 bands, more than the %3 agreed.")
                    ).replace("%1", name(p)).replace("%2", str(d.get("bands", 0))).replace("%3", str(d.get("limit", 0)))
        if k == "penalty":
            if d.get("choice") == "hit":
                return (QCoreApplication.translate("Verkehren", "You keep the right to hit the bands.") if p == me else
                        QCoreApplication.translate("Verkehren", "%1 keeps the right to hit your bands.")
                        ).replace("%1", name(p))
            return (QCoreApplication.translate("Verkehren", "Two stones of the opponent's band on %2 are taken out.") if p == me
                    else QCoreApplication.translate("Verkehren", "%1 has two stones of your band on %2 taken out.")
                    ).replace("%1", name(p)).replace("%2", _fw(me, int(d.get("point") or 0)))
        if k == "offer":
            return (QCoreApplication.translate("Verkehren", "You offer to give the game up as a single loss.") if p == me
                    else QCoreApplication.translate("Verkehren", "%1 offers to give the game up as a single loss.")
                    ).replace("%1", name(p))
        if k == "consent":
            if d.get("accepted"):
                return (QCoreApplication.translate("Verkehren", "You accept the offer.") if p == me else
                        QCoreApplication.translate("Verkehren", "%1 accepts your offer.")).replace("%1", name(p))
            return (QCoreApplication.translate("Verkehren", "You refuse the offer: %2 plays on.") if p == me else
                    QCoreApplication.translate("Verkehren", "%1 refuses your offer: you play on.")
                    ).replace("%1", name(p)).replace("%2", name(1 - p) if p is not None else "")
        if k == "game_won":
            way = win_words(str(d.get("way", "")), int(d.get("value", 1)))
            return (QCoreApplication.translate("Verkehren", "You win the game: %2.") if p == me else
                    QCoreApplication.translate("Verkehren", "%1 wins the game: %2.")).replace("%1", name(p)).replace(
                "%2", way)
        if k == "game_end":
            if p is None:
                return QCoreApplication.translate("Verkehren", "The match is over.")
            return (QCoreApplication.translate("Verkehren", "You win the match.") if p == me else
                    QCoreApplication.translate("Verkehren", "%1 wins the match.")).replace("%1", name(p))
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if not human_to_move:
            return ""
        if phase == "play":
            dice = tuple(getattr(obs, "dice", ()) or ())
            throw = (QCoreApplication.translate("Verkehren", "You threw %1.").replace("%1", throw_words(dice[0], dice[1]))
                     if len(dice) == 2 else "")
            bar = tuple(getattr(obs, "bar", (0, 0)) or (0, 0))
            if bar and bar[obs.player]:
                return (throw + " " + QCoreApplication.translate(
                    "Verkehren", "Enter your stones first: drag one from the bar onto a lit field of your entry "
                    "area.")).strip()
            return (throw + " " + QCoreApplication.translate(
                "Verkehren", "Move a stone: drag it to a lit field, or click it and then the field, or use the "
                "arrow keys and Space.")).strip()
        if phase == "penalty":
            return QCoreApplication.translate("Verkehren", "Your opponent has more bands than agreed: choose the "
                                              "penalty.")
        if phase == "consent":
            return consent_question()
        return ""
