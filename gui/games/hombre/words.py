"""L'Hombre's and Kaufquadrille's words at the table (:class:`gui.registry.GameWords`), in the
interface language.  Every text has the translation context ``Hombre``; the German is in
:mod:`gui.games.hombre.german`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui import i18n
from gui import texts as tx
from gui.table.cards import card_text
from gui.words import suit_word as french_suit

__all__ = ["FamilyWords", "HombreWords", "KaufquadrilleWords", "bid_name", "suit_word", "amount", "who", "card_name"]

SUITS = "CDHS"



def suit_word(suit: int | str) -> str:
    """A suit by its index 0-3 (clubs, diamonds, hearts, spades) or its letter."""
    return french_suit(SUITS[suit] if isinstance(suit, int) else suit)


def card_name(c: Any) -> str:
    """A card as the table writes it, the black aces and the manilles by their names."""
    code = getattr(c, "code", str(c))
    if code == "AS":
        return QCoreApplication.translate("Hombre", "Spadille") + " (" + card_text(c) + ")"
    if code == "AC":
        return QCoreApplication.translate("Hombre", "Basto") + " (" + card_text(c) + ")"
    return card_text(c)


def bid_name(kind: str, fav: bool = False) -> str:
    names = {"ask": QCoreApplication.translate("Hombre", "Ask (buy from the talon)"), "casco": QCoreApplication.translate("Hombre", "Casco"), "tourne": QCoreApplication.translate("Hombre", "Tourné"),
             "tourne2": QCoreApplication.translate("Hombre", "Tourné, second kind"), "tourne3": QCoreApplication.translate("Hombre", "Tourné, third kind"),
             "sans_prendre": QCoreApplication.translate("Hombre", "Sans prendre"), "solo_tout": QCoreApplication.translate("Hombre", "Solo tout (all tricks)")}
    text = names.get(kind, kind)
    return QCoreApplication.translate("Hombre", "%1 in the favourite suit").replace("%1", text) if fav else text


def contract_name(kind: str | None, fav: bool = False) -> str:
    short = {"ask": QCoreApplication.translate("Hombre", "Asking game"), "casco": QCoreApplication.translate("Hombre", "Casco"), "tourne": QCoreApplication.translate("Hombre", "Tourné"),
             "tourne2": QCoreApplication.translate("Hombre", "Tourné, second kind"), "tourne3": QCoreApplication.translate("Hombre", "Tourné, third kind"),
             "sans_prendre": QCoreApplication.translate("Hombre", "Sans prendre"), "solo_tout": QCoreApplication.translate("Hombre", "Solo tout")}
    text = short.get(kind or "", kind or "")
    return QCoreApplication.translate("Hombre", "%1 in the favourite suit").replace("%1", text) if fav else text


def amount(v: float, money: str = "markers") -> str:
    """An amount of markers, or of Groschen (4 markers = 2 Groschen) when the option says so."""
    if money == "groschen":
        g = v / 2
        text = f"{g:g}".replace(".", ",") if i18n.current_language == "de" else f"{g:g}"
        return QCoreApplication.translate("Hombre", "%1 Gr.").replace("%1", text)
    text = f"{v:g}".replace(".", ",") if i18n.current_language == "de" else f"{v:g}"
    return text


def who(seat: int | None, me: int) -> str:
    if seat is None:
        return ""
    if seat == me:
        return QCoreApplication.translate("Hombre", "You")
    return QCoreApplication.translate("Hombre", "Player %1").replace("%1", str(seat + 1))


def _calls() -> dict[str, str]:
    return {
        "pass": QCoreApplication.translate("Hombre", "Pass"), "hold": QCoreApplication.translate("Hombre", "I hold (same bid)"), "look": QCoreApplication.translate("Hombre", "Look at the leftover talon"),
        "no_look": QCoreApplication.translate("Hombre", "Leave the talon hidden"), "play_game": QCoreApplication.translate("Hombre", "Play the game"),
        "concede": QCoreApplication.translate("Hombre", "Give it up (pay one bête)"), "lay_down": QCoreApplication.translate("Hombre", "Lay the cards down"),
        "challenge": QCoreApplication.translate("Hombre", "Play on for codille"), "accept": QCoreApplication.translate("Hombre", "Accept"), "vole": QCoreApplication.translate("Hombre", "Go for the vole"),
        "stop": QCoreApplication.translate("Hombre", "Stop with five tricks"), "review": QCoreApplication.translate("Hombre", "Look at the tricks taken"),
        "play_out": QCoreApplication.translate("Hombre", "Have it played out"),
    }


_MINE = ("first_dealer", "deal", "bid", "hold", "pass", "discard", "trick", "play_game", "trump", "contract", "vole", "stop", "concede",
         "challenge", "accept", "play_out")


def _mine(k: str, d: Any) -> str:
    """The person's own actions in the log, in the first person."""
    if k == "first_dealer":
        return QCoreApplication.translate("Hombre", "You deal first.")
    if k == "deal":
        return QCoreApplication.translate("Hombre", "You deal %1 cards each; %2 cards make the talon.").replace(
            "%1", str(d.get("hand_size", ""))).replace("%2", str(d.get("talon", "")))
    if k == "bid":
        return QCoreApplication.translate("Hombre", "You bid: %1.").replace("%1", bid_name(d.get("kind", ""), d.get("fav", False)))
    if k == "discard":
        n = int(d.get("count", 0))
        return QCoreApplication.translate("Hombre", "You buy nothing.") if n == 0 else QCoreApplication.translate("Hombre", "You discard %1 and buy %1.").replace("%1", str(n))
    if k == "trump":
        return QCoreApplication.translate("Hombre", "You name %1 trump.").replace("%1", suit_word(d["suit"]))
    if k == "contract":
        return QCoreApplication.translate("Hombre", "You are l'Hombre: %1.").replace("%1", contract_name(d.get("kind"), d.get("fav", False)))
    return {"hold": QCoreApplication.translate("Hombre", "You hold."), "pass": QCoreApplication.translate("Hombre", "You pass."), "trick": QCoreApplication.translate("Hombre", "You take the trick."),
            "play_game": QCoreApplication.translate("Hombre", "You play the game."), "vole": QCoreApplication.translate("Hombre", "You go for the vole!"),
            "stop": QCoreApplication.translate("Hombre", "You stop with five tricks."), "concede": QCoreApplication.translate("Hombre", "You give the game up and pay one bête."),
            "challenge": QCoreApplication.translate("Hombre", "You play on alone for codille."), "accept": QCoreApplication.translate("Hombre", "You accept."),
            "play_out": QCoreApplication.translate("Hombre", "You hold l'Hombre to play his game out.")}[k]


class FamilyWords:
    """What the words of every game of the L'Hombre family say alike (the Quadrille family's
    :class:`gui.games.quadrille.words.QuadrilleWords` too): a refusal and the statistics measure
    from the rules texts of the game ``game``."""

    #: the game whose rules texts give the refusals and the statistics measure
    game = ""

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        return tx.explain_refusal(code, i18n.current_language, self.game, details)[0]

    def points(self) -> str:
        return str(tx.game_words(self.game, i18n.current_language)["points"])


class HombreWords(FamilyWords):
    game = "hombre"

    def action(self, action: Any, obs: Any) -> str:
        from engine.games.hombre.actions import Bid, Call, Discard, Play, Trump

        if isinstance(action, Bid):
            return bid_name(action.kind, action.fav)
        if isinstance(action, Call):
            return _calls().get(action.word, action.word)
        if isinstance(action, Trump):
            return QCoreApplication.translate("Hombre", "%1 trump").replace("%1", suit_word(action.suit).capitalize())
        if isinstance(action, Discard):
            if not action.cards:
                return QCoreApplication.translate("Hombre", "Buy nothing")
            return QCoreApplication.translate("Hombre", "Exchange %1 cards").replace("%1", str(len(action.cards)))
        if isinstance(action, Play):
            return card_name(action.card)
        return str(action)

    def event(self, event: Any, me: int) -> str | None:
        k, p, d = event.kind, event.player, event.data
        w = who(p, me)
        if p == me and k in _MINE:
            return _mine(k, d)
        if k == "first_dealer":
            return QCoreApplication.translate("Hombre", "%1 deals first.").replace("%1", w)
        if k == "favourite":
            return QCoreApplication.translate("Hombre", "The favourite suit of this sitting is %1.").replace("%1", suit_word(d["suit"]))
        if k == "stake":
            return QCoreApplication.translate("Hombre", "Stakes are set; the pot holds %1.").replace("%1", amount(d.get("pot", 0)))
        if k == "deal":
            return QCoreApplication.translate("Hombre", "%1 deals %2 cards each; %3 cards make the talon.").replace("%1", w).replace(
                "%2", str(d.get("hand_size", ""))).replace("%3", str(d.get("talon", "")))
        if k == "bid":
            return QCoreApplication.translate("Hombre", "%1: %2.").replace("%1", w).replace("%2", bid_name(d.get("kind", ""), d.get("fav", False)))
        if k == "hold":
            return QCoreApplication.translate("Hombre", "%1: I hold.").replace("%1", w)
        if k == "pass":
            return QCoreApplication.translate("Hombre", "%1: pass.").replace("%1", w)
        if k == "passed_out":
            return QCoreApplication.translate("Hombre", "Everyone passed: the stakes stay and the next player deals.")
        if k == "forced":
            return QCoreApplication.translate("Hombre", "%1 holds Spadille and must play.").replace("%1", w)
        if k == "contract":
            return QCoreApplication.translate("Hombre", "%1 is l'Hombre: %2.").replace("%1", w).replace("%2", contract_name(d.get("kind"),
                                                                                         d.get("fav", False)))
        if k == "trump":
            return QCoreApplication.translate("Hombre", "%1 names %2 trump.").replace("%1", w).replace("%2", suit_word(d["suit"]))
        if k == "discard":
            n = int(d.get("count", 0))
            if n == 0:
                return QCoreApplication.translate("Hombre", "%1 buys nothing.").replace("%1", w)
            return QCoreApplication.translate("Hombre", "%1 discards %2 and buys %2.").replace("%1", w).replace("%2", str(n))
        if k == "buy":
            return QCoreApplication.translate("Hombre", "%1 buys.").replace("%1", w)
        if k == "turn":
            cards = ", ".join(card_name(c) for c in d.get("cards", ()))
            return QCoreApplication.translate("Hombre", "Turned up: %1.").replace("%1", cards)
        if k == "trump_drawn":
            return QCoreApplication.translate("Hombre", "%1 decides trump: %2.").replace("%1", card_name(d["card"])).replace(
                "%2", suit_word(d["suit"]))
        if k == "leftover":
            cards = ", ".join(card_name(c) for c in d.get("cards", ())) or "—"
            return QCoreApplication.translate("Hombre", "The talon left over: %1.").replace("%1", cards)
        if k == "concede":
            return QCoreApplication.translate("Hombre", "%1 gives the game up and pays one bête.").replace("%1", w)
        if k == "challenge":
            return QCoreApplication.translate("Hombre", "%1 plays on alone for codille.").replace("%1", w)
        if k == "accept":
            return QCoreApplication.translate("Hombre", "%1 accepts.").replace("%1", w)
        if k == "play_out":
            return QCoreApplication.translate("Hombre", "%1 holds l'Hombre to play his game out.").replace("%1", w)
        if k == "play_game":
            return QCoreApplication.translate("Hombre", "%1 plays the game.").replace("%1", w)
        if k == "lay_down":
            return QCoreApplication.translate("Hombre", "%1 lays the cards down: the game is sure.").replace("%1", w)
        if k == "play":
            return None
        if k == "trick":
            return QCoreApplication.translate("Hombre", "%1 takes the trick.").replace("%1", w)
        if k == "review":
            return QCoreApplication.translate("Hombre", "%1 looks at the tricks: no vole now.").replace("%1", w)
        if k == "vole":
            return QCoreApplication.translate("Hombre", "%1 goes for the vole!").replace("%1", w)
        if k == "stop":
            return QCoreApplication.translate("Hombre", "%1 stops with five tricks.").replace("%1", w)
        if k == "deal_end":
            return deal_end_line(d, me)
        if k == "session_end":
            return QCoreApplication.translate("Hombre", "The sitting is over: the stakes are shared out.")
        if k == "payment":
            return QCoreApplication.translate("Hombre", "Payments.")
        return event.text or None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if not human_to_move:
            waiting = who(getattr(obs, "to_move", None), getattr(obs, "player", -1)) if obs is not None else ""
            if phase in ("auction", "casco_round"):
                return QCoreApplication.translate("Hombre", "The auction: %1 to speak.").replace("%1", waiting)
            if phase == "exchange":
                return QCoreApplication.translate("Hombre", "The exchange: %1 buys.").replace("%1", waiting)
            return QCoreApplication.translate("Hombre", "Waiting for %1.").replace("%1", waiting) if waiting else ""
        prompts = {
            "auction": QCoreApplication.translate("Hombre", "Your bid: a higher game, or pass."),
            "casco_round": QCoreApplication.translate("Hombre", "Everyone passed: will you play Casco?"),
            "trump": QCoreApplication.translate("Hombre", "Name trump."),
            "exchange": QCoreApplication.translate("Hombre", "Choose the cards to discard (the same number is bought), then confirm."),
            "look": QCoreApplication.translate("Hombre", "You were the last to buy: look at the talon that is left?"),
            "concede": QCoreApplication.translate("Hombre", "Play the game, or give it up?"),
            "challenge": QCoreApplication.translate("Hombre", "l'Hombre gives the game up: accept, or play on for codille?"),
            "lay_down_hold": QCoreApplication.translate("Hombre", "l'Hombre lays down a sure game: accept it, or have it played out?"),
            "play": QCoreApplication.translate("Hombre", "Play a card."),
            "vole": QCoreApplication.translate("Hombre", "Five straight tricks: go for the vole, or stop?"),
        }
        return prompts.get(phase, "")


class KaufquadrilleWords(HombreWords):
    game = "kaufquadrille"


def deal_end_line(d: Any, me: int) -> str:
    if d.get("declarer") == me or d.get("codille_by") == me:
        mine = _my_deal_end(d, me)
        if mine:
            return mine
    decl = who(d.get("declarer"), me)
    tricks = "–".join(str(x) for x in d.get("tricks", ()))
    res = d.get("result", "")
    if res == "win":
        text = QCoreApplication.translate("Hombre", "%1 wins the game (%2).").replace("%1", decl).replace("%2", tricks)
        if d.get("matadors"):
            text += " " + QCoreApplication.translate("Hombre", "With %1 matadors.").replace("%1", str(d["matadors"]))
        if d.get("vole") == "made":
            text = QCoreApplication.translate("Hombre", "%1 makes the vole (%2)!").replace("%1", decl).replace("%2", tricks)
        elif d.get("vole") == "failed":
            text = QCoreApplication.translate("Hombre", "%1 wins but fails the vole (%2).").replace("%1", decl).replace("%2", tricks)
    elif res == "remise":
        text = QCoreApplication.translate("Hombre", "Remise: %1 pays a bête (%2).").replace("%1", decl).replace("%2", tricks)
    elif res == "codille":
        text = QCoreApplication.translate("Hombre", "Codille: %1 beats %2 (%3).").replace("%1", who(d.get("codille_by"), me)).replace(
            "%2", decl).replace("%3", tricks)
    elif not d.get("tricks"):
        return QCoreApplication.translate("Hombre", "Everyone passed.")
    elif res == "conceded":
        text = QCoreApplication.translate("Hombre", "%1 gave the game up.").replace("%1", decl)
    else:
        text = QCoreApplication.translate("Hombre", "The deal is over (%1).").replace("%1", tricks)
    return text


def _my_deal_end(d: Any, me: int) -> str:
    """The end of a deal in which the person was l'Hombre or won codille, in the second person."""
    tricks = "–".join(str(x) for x in d.get("tricks", ()))
    res = d.get("result", "")
    if not d.get("tricks"):
        return ""
    if res == "codille" and d.get("codille_by") == me:
        return QCoreApplication.translate("Hombre", "Codille: you beat %1 (%2).").replace(
            "%1", who(d.get("declarer"), me)).replace("%2", tricks)
    if res == "codille":
        return QCoreApplication.translate("Hombre", "Codille: %1 beats you (%2).").replace(
            "%1", who(d.get("codille_by"), me)).replace("%2", tricks)
    if res == "remise":
        return QCoreApplication.translate("Hombre", "Remise: you pay a bête (%1).").replace("%1", tricks)
    if res == "conceded":
        return QCoreApplication.translate("Hombre", "You gave the game up.")
    if res == "win":
        if d.get("vole") == "made":
            text = QCoreApplication.translate("Hombre", "You make the vole (%1)!").replace("%1", tricks)
        elif d.get("vole") == "failed":
            text = QCoreApplication.translate("Hombre", "You win but fail the vole (%1).").replace("%1", tricks)
        else:
            text = QCoreApplication.translate("Hombre", "You win the game (%1).").replace("%1", tricks)
        if d.get("matadors"):
            text += " " + QCoreApplication.translate("Hombre", "With %1 matadors.").replace("%1", str(d["matadors"]))
        return text
    return ""
