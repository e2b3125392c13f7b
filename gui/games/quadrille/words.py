"""The Quadrille family's words at the table (:class:`gui.registry.GameWords`), in the interface
language.  Texts have the translation context ``Quadrille``; the German is in
:mod:`gui.games.quadrille.german`.  Suits, amounts and card names are L'Hombre's
(:mod:`gui.games.hombre.words`): the family shares its cards."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui.games.hombre.words import FamilyWords, amount, card_name, suit_word, who
from gui.words import card_phrase

__all__ = ["QuadrilleWords", "bid_name", "contract_name", "deal_end_line", "card_long", "WORDS_BY_GAME"]


def card_long(c: Any) -> str:
    """A card in words, e.g. "King of hearts"."""
    code = getattr(c, "code", str(c))
    ranks = {"K": QCoreApplication.translate("Quadrille", "King"), "Q": QCoreApplication.translate("Quadrille", "Queen"),
             "J": QCoreApplication.translate("Quadrille", "Jack")}
    if code[0] in ranks:
        return card_phrase(ranks[code[0]], suit_word(code[1]))
    return card_name(c)


def _fav_suffix(fav: int) -> str:
    if fav == 1:
        return " " + QCoreApplication.translate("Quadrille", "in the favourite suit")
    if fav == 2:
        return " " + QCoreApplication.translate("Quadrille", "in the préférence")
    return ""


def bid_name(kind: str, fav: int = 0) -> str:
    names = {"ask": QCoreApplication.translate("Quadrille", "Ask (call a king)"),
             "mediateur": QCoreApplication.translate("Quadrille", "Mediateur (request a king)"),
             "respekt": QCoreApplication.translate("Quadrille", "Respekt (partner names trump)"),
             "solo": QCoreApplication.translate("Quadrille", "Solo"),
             "solo_tout": QCoreApplication.translate("Quadrille", "Solo tout (all tricks)")}
    name = names.get(kind, kind)
    if fav:             # the plain bid's button beside it explains the word; this one stays short
        name = name.split(" (")[0]
    return name + _fav_suffix(int(fav or 0))


def contract_name(kind: str | None, fav: int = 0, forced: bool = False) -> str:
    names = {"ask": QCoreApplication.translate("Quadrille", "Called-king game"),
             "mediateur": QCoreApplication.translate("Quadrille", "Mediateur"),
             "respekt": QCoreApplication.translate("Quadrille", "Respekt"),
             "solo": QCoreApplication.translate("Quadrille", "Solo"),
             "solo_tout": QCoreApplication.translate("Quadrille", "Solo tout")}
    text = names.get(kind or "", kind or "") + _fav_suffix(int(fav or 0))
    if forced:
        text = QCoreApplication.translate("Quadrille", "%1 (Spadille forced)").replace("%1", text)
    return text


def _calls() -> dict[str, str]:
    return {"pass": QCoreApplication.translate("Quadrille", "Pass"),
            "hold": QCoreApplication.translate("Quadrille", "I hold (same bid)"),
            "vole": QCoreApplication.translate("Quadrille", "Go for all the tricks"),
            "stop": QCoreApplication.translate("Quadrille", "Stop: the game is won")}


def _side(d: Any, me: int) -> str:
    decl = who(d.get("declarer"), me)
    p = d.get("partner")
    if p is None or p == d.get("declarer"):
        return decl
    return QCoreApplication.translate("Quadrille", "%1 and %2").replace("%1", decl).replace("%2", who(p, me))


def deal_end_line(d: Any, me: int) -> str:
    res = d.get("result", "")
    if res == "passed_out" or not d.get("tricks"):
        return QCoreApplication.translate("Quadrille", "Everyone passed.")
    side = _side(d, me)
    tricks = "–".join(str(x) for x in d.get("tricks", ()))
    k = str(d.get("side_tricks", ""))
    p = d.get("partner")
    if d.get("declarer") != me and (p is None or p == d.get("declarer")):   # one other player: the verb agrees
        if res == "win":
            text = QCoreApplication.translate("Quadrille", "%1 wins with %2 tricks (%3).").replace("%1", side).replace(
                "%2", k).replace("%3", tricks)
            if d.get("vole") == "made":
                text = QCoreApplication.translate("Quadrille", "%1 takes every trick (%2)!").replace("%1", side).replace("%2", tricks)
            elif d.get("vole") == "failed":
                text += " " + QCoreApplication.translate("Quadrille", "The attempt at every trick failed.")
        elif res == "remise":
            text = QCoreApplication.translate("Quadrille", "Remise: %1 makes %2 tricks and pays a bête (%3).").replace(
                "%1", side).replace("%2", k).replace("%3", tricks)
        else:
            text = (QCoreApplication.translate("Quadrille", "Codille: %1 makes only one trick (%3).") if k == "1" else
                    QCoreApplication.translate("Quadrille", "Codille: %1 makes only %2 tricks (%3).")).replace(
                "%1", side).replace("%2", k).replace("%3", tricks)
        if d.get("matadors"):
            text += " " + QCoreApplication.translate("Quadrille", "With %1 matadors.").replace("%1", str(d["matadors"]))
        return text
    if res == "win":
        text = QCoreApplication.translate("Quadrille", "%1 win with %2 tricks (%3).").replace("%1", side).replace(
            "%2", k).replace("%3", tricks)
        if d.get("vole") == "made":
            text = QCoreApplication.translate("Quadrille", "%1 take every trick (%2)!").replace("%1", side).replace("%2", tricks)
        elif d.get("vole") == "failed":
            text += " " + QCoreApplication.translate("Quadrille", "The attempt at every trick failed.")
    elif res == "remise":
        text = QCoreApplication.translate("Quadrille", "Remise: %1 make %2 tricks and pay a bête (%3).").replace(
            "%1", side).replace("%2", k).replace("%3", tricks)
    else:
        text = (QCoreApplication.translate("Quadrille", "Codille: %1 make only one trick (%3).") if k == "1" else
                QCoreApplication.translate("Quadrille", "Codille: %1 make only %2 tricks (%3).")).replace(
            "%1", side).replace("%2", k).replace("%3", tricks)
    if d.get("matadors"):
        text += " " + QCoreApplication.translate("Quadrille", "With %1 matadors.").replace("%1", str(d["matadors"]))
    return text


def _mine(k: str, d: Any) -> str | None:
    """The person's own actions in the log, in the second person."""
    if k == "first_dealer":
        return QCoreApplication.translate("Quadrille", "You deal first.")
    if k == "deal":
        return QCoreApplication.translate("Quadrille", "You deal %1 cards each.").replace("%1", str(d.get("hand_size", "")))
    if k == "bid":
        return QCoreApplication.translate("Quadrille", "You bid: %1.").replace("%1", bid_name(d.get("kind", ""), d.get("fav", 0)))
    if k == "hold":
        return QCoreApplication.translate("Quadrille", "You hold.")
    if k == "pass":
        return QCoreApplication.translate("Quadrille", "You pass.")
    if k == "forced":
        return QCoreApplication.translate("Quadrille", "Everyone passed: you hold Spadille and must play.")
    if k == "contract":
        return QCoreApplication.translate("Quadrille", "You play: %1.").replace(
            "%1", contract_name(d.get("kind"), d.get("fav", 0), d.get("forced", False)))
    if k == "trump":
        return QCoreApplication.translate("Quadrille", "You name %1 trump.").replace("%1", suit_word(d["suit"]))
    if k == "call":
        return QCoreApplication.translate("Quadrille", "You call the %1. Its holder is your partner, unknown until it is played.").replace(
            "%1", card_long(d["card"]))
    if k == "request":
        return QCoreApplication.translate("Quadrille", "You request the %1.").replace("%1", card_long(d["card"]))
    if k == "give":
        return QCoreApplication.translate("Quadrille", "You give a card in return.")
    if k == "trick":
        return QCoreApplication.translate("Quadrille", "You take the trick.")
    if k == "vole":
        return QCoreApplication.translate("Quadrille", "You go for every trick!")
    if k == "stop":
        return QCoreApplication.translate("Quadrille", "You stop: the game is won.")
    if k == "two_kings":
        return QCoreApplication.translate("Quadrille", "You hold two kings and are the partner.")
    return None


class QuadrilleWords(FamilyWords):
    game = "quadrille"

    def action(self, action: Any, obs: Any) -> str:
        from engine.games.quadrille.actions import Bid, Call, CallKing, Give, Play, Request, Trump

        if isinstance(action, Bid):
            return bid_name(action.kind, action.fav)
        if isinstance(action, Call):
            return _calls().get(action.word, action.word)
        if isinstance(action, Trump):
            return QCoreApplication.translate("Quadrille", "%1 trump").replace("%1", suit_word(action.suit).capitalize())
        if isinstance(action, CallKing):
            return QCoreApplication.translate("Quadrille", "Call the %1").replace("%1", card_long(action.king))
        if isinstance(action, Request):
            return QCoreApplication.translate("Quadrille", "Request the %1").replace("%1", card_long(action.king))
        if isinstance(action, Give):
            return QCoreApplication.translate("Quadrille", "Give back %1").replace("%1", card_name(action.card))
        if isinstance(action, Play):
            return card_name(action.card)
        return str(action)

    def event(self, event: Any, me: int) -> str | None:
        k, p, d = event.kind, event.player, event.data
        w = who(p, me)
        mine = p == me
        if mine:
            text = _mine(k, d)
            if text:
                return text
        if k == "first_dealer":
            return QCoreApplication.translate("Quadrille", "%1 deals first.").replace("%1", w)
        if k == "favourite":
            parts = []
            if d.get("suit") is not None:
                parts.append(QCoreApplication.translate("Quadrille", "The favourite suit is %1.").replace("%1", suit_word(d["suit"])))
            if d.get("pref") is not None:
                parts.append(QCoreApplication.translate("Quadrille", "The préférence is %1.").replace("%1", suit_word(d["pref"])))
            return " ".join(parts) or None
        if k == "stake":
            return QCoreApplication.translate("Quadrille", "Stakes are set; the pot holds %1.").replace("%1", amount(d.get("pot", 0)))
        if k == "deal":
            return QCoreApplication.translate("Quadrille", "%1 deals %2 cards each.").replace("%1", w).replace(
                "%2", str(d.get("hand_size", "")))
        if k == "bid":
            return QCoreApplication.translate("Quadrille", "%1: %2.").replace("%1", w).replace(
                "%2", bid_name(d.get("kind", ""), d.get("fav", 0)))
        if k == "hold":
            return QCoreApplication.translate("Quadrille", "%1: I hold.").replace("%1", w)
        if k == "pass":
            return QCoreApplication.translate("Quadrille", "%1: pass.").replace("%1", w)
        if k == "passed_out":
            return QCoreApplication.translate("Quadrille", "Everyone passed: the stakes stay and the next player deals.")
        if k == "forced":
            return QCoreApplication.translate("Quadrille", "Everyone passed: %1 holds Spadille and must play.").replace("%1", w)
        if k == "contract":
            return QCoreApplication.translate("Quadrille", "%1 plays: %2.").replace("%1", w).replace(
                "%2", contract_name(d.get("kind"), d.get("fav", 0), d.get("forced", False)))
        if k == "trump":
            return QCoreApplication.translate("Quadrille", "%1 names %2 trump.").replace("%1", w).replace("%2", suit_word(d["suit"]))
        if k == "call":
            return QCoreApplication.translate("Quadrille", "%1 calls the %2. Its holder is the partner, unknown until it is played.").replace(
                "%1", w).replace("%2", card_long(d["card"]))
        if k == "two_kings":
            return QCoreApplication.translate("Quadrille", "%1 holds two kings and is the partner.").replace("%1", w)
        if k == "request" and d.get("giver") == me:
            return QCoreApplication.translate("Quadrille", "%1 requests the %2; you hand it over.").replace("%1", w).replace(
                "%2", card_long(d["card"]))
        if k == "give" and d.get("to") == me:
            return QCoreApplication.translate("Quadrille", "%1 gives you a card in return.").replace("%1", w)
        if k == "request":
            return QCoreApplication.translate("Quadrille", "%1 requests the %2; %3 hands it over.").replace("%1", w).replace(
                "%2", card_long(d["card"])).replace("%3", who(d.get("giver"), me))
        if k == "give":
            return QCoreApplication.translate("Quadrille", "%1 gives %2 a card in return.").replace("%1", w).replace(
                "%2", who(d.get("to"), me))
        if k == "partner":
            if d.get("partner") == event.player and mine:
                return QCoreApplication.translate("Quadrille", "You hold the called %1: you are the partner!").replace(
                    "%1", card_long(d["card"]))
            return QCoreApplication.translate("Quadrille", "The called %1 falls: %2 is the partner!").replace(
                "%1", card_long(d["card"])).replace("%2", w)
        if k == "play":
            return None
        if k == "trick":
            return QCoreApplication.translate("Quadrille", "%1 takes the trick.").replace("%1", w)
        if k == "vole":
            return QCoreApplication.translate("Quadrille", "%1 goes for every trick!").replace("%1", w)
        if k == "stop":
            return QCoreApplication.translate("Quadrille", "%1 stops: the game is won.").replace("%1", w)
        if k == "deal_end":
            return deal_end_line(d, me)
        if k == "session_end":
            return QCoreApplication.translate("Quadrille", "The sitting is over: the stakes are shared out.")
        return event.text or None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if not human_to_move:
            waiting = who(getattr(obs, "to_move", None), getattr(obs, "player", -1)) if obs is not None else ""
            if phase == "auction":
                return QCoreApplication.translate("Quadrille", "The auction: %1 to speak.").replace("%1", waiting)
            return QCoreApplication.translate("Quadrille", "Waiting for %1.").replace("%1", waiting) if waiting else ""
        prompts = {
            "auction": QCoreApplication.translate("Quadrille", "Your bid: a higher game, or pass."),
            "trump": QCoreApplication.translate("Quadrille", "Name trump."),
            "call": QCoreApplication.translate("Quadrille", "Call a king: its holder becomes your partner."),
            "request": QCoreApplication.translate("Quadrille", "Request a king: its holder must hand it to you."),
            "give": QCoreApplication.translate("Quadrille", "Give a card back in return."),
            "play": QCoreApplication.translate("Quadrille", "Play a card."),
            "vole": QCoreApplication.translate("Quadrille", "Your side took the first tricks: go for all of them, or stop?"),
        }
        return prompts.get(phase, "")


class MediateurWords(QuadrilleWords):
    game = "quadrille_mediateur"


class SolitaireWords(QuadrilleWords):
    game = "quadrille_solitaire"


class TritrilleWords(QuadrilleWords):
    game = "tritrille"


class CinquilleWords(QuadrilleWords):
    game = "cinquille"


WORDS_BY_GAME = {"quadrille": QuadrilleWords, "quadrille_mediateur": MediateurWords,
                 "quadrille_solitaire": SolitaireWords, "tritrille": TritrilleWords, "cinquille": CinquilleWords}
