"""Tarock's words at the table (:class:`gui.registry.GameWords`) for its three forms, in the
interface language.  Texts keep the translation context ``Tarock``.

Cards are named as on Italian-suited Tarock cards (cups, coins, swords, batons) or, with the
option ``deck_suits = french``, as on French-suited ones (hearts, diamonds, spades, clubs: the
red suits for the red, the black for the black, spec §2)."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from gui.texts import RulesWords

__all__ = ["TarockWords", "card_words", "roman", "honour_words"]

_ROMAN = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman(n: int) -> str:
    out = ""
    for v, s in _ROMAN:
        while n >= v:
            out += s
            n -= v
    return out




def suit_words(s: str, french: bool = False) -> str:
    if french:
        return {"c": QCoreApplication.translate("Tarock", "hearts"), "d": QCoreApplication.translate("Tarock", "diamonds"), "s": QCoreApplication.translate("Tarock", "spades"), "b": QCoreApplication.translate("Tarock", "clubs")}.get(s, s)
    return {"c": QCoreApplication.translate("Tarock", "cups"), "d": QCoreApplication.translate("Tarock", "coins"), "s": QCoreApplication.translate("Tarock", "swords"), "b": QCoreApplication.translate("Tarock", "batons")}.get(s, s)


def rank_words(r: str) -> str:
    return {"K": QCoreApplication.translate("Tarock", "king"), "Q": QCoreApplication.translate("Tarock", "queen"), "N": QCoreApplication.translate("Tarock", "cavalier"), "J": QCoreApplication.translate("Tarock", "valet"), "A": QCoreApplication.translate("Tarock", "ace"),
            "T": "10"}.get(r, r)


def card_words(c: Any, french: bool = False) -> str:
    """A card in words: "queen of cups", "Pagat (I)", "Scüs", "Taroc XIV"."""
    if c.suit == "#":
        n = c.number
        if n == 0:
            return QCoreApplication.translate("Tarock", "the Scüs")
        if n == 1:
            return QCoreApplication.translate("Tarock", "the Pagat (I)")
        if n == 21:
            return QCoreApplication.translate("Tarock", "the XXI (Mongue)")
        return QCoreApplication.translate("Tarock", "Taroc %1").replace("%1", roman(n))
    return QCoreApplication.translate("Tarock", "%1 of %2").replace("%1", rank_words(c.rank)).replace("%2", suit_words(c.suit, french))


def honour_words(code: str) -> str:
    return {
        "matadors": QCoreApplication.translate("Tarock", "matadors"), "matadors_scused": QCoreApplication.translate("Tarock", "matadors with the Scüs"),
        "ten_tarocs": QCoreApplication.translate("Tarock", "ten Tarocs"), "cavalerie": QCoreApplication.translate("Tarock", "Cavalerie"), "scused_cavalerie": QCoreApplication.translate("Tarock", "Cavalerie with the Scüs"),
        "seven_kings": QCoreApplication.translate("Tarock", "kings among the seven"), "three_honneurs": QCoreApplication.translate("Tarock", "the three honours"),
        "four_kings": QCoreApplication.translate("Tarock", "four Kings"),
    }.get(code, code)


def reason_words(code: str) -> str:
    return {
        "card_points": QCoreApplication.translate("Tarock", "card points"), "pagat_ultimo": QCoreApplication.translate("Tarock", "the Pagat in the last trick"),
        "pagat_lost": QCoreApplication.translate("Tarock", "the Pagat lost"), "king_lost": QCoreApplication.translate("Tarock", "a King lost"), "pagat_xxi": QCoreApplication.translate("Tarock", "Pagat and XXI at the end"),
        "no_trick": QCoreApplication.translate("Tarock", "no trick"), "partie": QCoreApplication.translate("Tarock", "the partie"), "volata": QCoreApplication.translate("Tarock", "Volata"), "game": QCoreApplication.translate("Tarock", "the game"),
        "matadors_joined": QCoreApplication.translate("Tarock", "matadors joined with the partner"), "mediateur_card": QCoreApplication.translate("Tarock", "a card given to the Mediateur"),
        "mediateur_matadors": QCoreApplication.translate("Tarock", "the Mediateur's matadors"),
    }.get(code) or honour_words(code)


def bid_words(b: str) -> str:
    return {"pass": QCoreApplication.translate("Tarock", "Pass"), "frage": QCoreApplication.translate("Tarock", "Frage (call a King)"), "mediateur": QCoreApplication.translate("Tarock", "Mediateur"),
            "solo": QCoreApplication.translate("Tarock", "Solo")}.get(b, b)


def _french(obs: Any) -> bool:
    o = getattr(obs, "options", None)
    return getattr(o, "deck_suits", "italian") == "french"


Namer = Callable[[int], str]


def default_seat(seat: int | None, me: int) -> str:
    if seat is None or seat < 0:
        return ""
    if seat == me:
        return QCoreApplication.translate("Tarock", "You")
    return QCoreApplication.translate("Tarock", "Player %1").replace("%1", str(seat + 1))


class TarockWords(RulesWords):
    GAME = "tarock"

    french = False

    def action(self, action: Any, obs: Any) -> str:
        fr = _french(obs)
        card = getattr(action, "card", None)
        t = str(action)
        word = t.split()[0]
        if word == "return" and card is not None:
            return QCoreApplication.translate("Tarock", "Give back %1").replace("%1", card_words(card, fr))
        if card is not None:
            return card_words(card, fr)
        if word == "scat":
            return QCoreApplication.translate("Tarock", "Lay away: %1").replace("%1", ", ".join(card_words(c, fr) for c in action.cards))
        if word == "declare":
            return QCoreApplication.translate("Tarock", "Declare the honours")
        if word == "silent":
            return QCoreApplication.translate("Tarock", "Declare nothing")
        if word == "bid":
            return bid_words(action.bid)
        if word == "call":
            return QCoreApplication.translate("Tarock", "Call %1").replace("%1", card_words(action.king, fr))
        if word == "ask" and not action.wanted:
            return QCoreApplication.translate("Tarock", "No second card")
        if word == "ask":
            return QCoreApplication.translate("Tarock", "Ask for %1").replace("%1", ", ".join(card_words(c, fr) for c in action.wanted))
        return t

    def event(self, event: Any, me: int, name: Namer | None = None, french: bool | None = None) -> str | None:
        who = name or (lambda q: default_seat(q, me))
        fr = self.french if french is None else french
        k, d, p = event.kind, event.data, event.player
        if k == "deal":
            return QCoreApplication.translate("Tarock", "Deal %1, dealer: %2.").replace("%1", str(d["deal"])).replace("%2", who(d["dealer"]))
        if k == "deal_void":
            return QCoreApplication.translate("Tarock", "%1 holds only one or two Tarocs: the deal is void and dealt again.").replace("%1", who(p))
        if k == "sits_out":
            return QCoreApplication.translate("Tarock", "%1 sits out this deal.").replace("%1", who(p))
        if k == "scat":
            return QCoreApplication.translate("Tarock", "%1 lays %2 cards away in the Scat.").replace("%1", who(p)).replace("%2", str(d["count"]))
        if k == "declare":
            hs = ", ".join(f"{honour_words(h[0])} ({h[1]})" for h in d["honours"])
            return QCoreApplication.translate("Tarock", "%1 declares %2.").replace("%1", who(p)).replace("%2", hs)
        if k == "silent":
            return QCoreApplication.translate("Tarock", "%1 declares no honour.").replace("%1", who(p))
        if k == "honour_paid":
            return QCoreApplication.translate("Tarock", "%1 is paid %2 by each of %3 for %4.").replace("%1", who(p)).replace(
                "%2", str(d["points"])).replace("%3", str(len(d["payers"]))).replace("%4", honour_words(d["honour"]))
        if k == "bid":
            return QCoreApplication.translate("Tarock", "%1: %2.").replace("%1", who(p)).replace("%2", bid_words(d["bid"]))
        if k == "all_pass":
            return QCoreApplication.translate("Tarock", "Everybody passes: the next player deals.")
        if k == "game_chosen":
            return QCoreApplication.translate("Tarock", "%1 plays %2.").replace("%1", who(p)).replace("%2", bid_words(d["game"]))
        if k == "king_called":
            return QCoreApplication.translate("Tarock", "%1 calls %2.").replace("%1", who(p)).replace("%2", card_words(d["king"], fr))
        if k == "ask" and d.get("card") is None:
            return QCoreApplication.translate("Tarock", "%1 asks for no second card.").replace("%1", who(p))
        if k == "ask":
            return QCoreApplication.translate("Tarock", "%1 asks for %2.").replace("%1", who(p)).replace("%2", card_words(d["card"], fr))
        if k == "give":
            if d.get("in_scat"):
                return QCoreApplication.translate("Tarock", "%1 lies in the Scat: nobody gives it.").replace("%1", card_words(d["card"], fr))
            return QCoreApplication.translate("Tarock", "%1 gives %2.").replace("%1", who(p)).replace("%2", card_words(d["card"], fr))
        if k == "return":
            return QCoreApplication.translate("Tarock", "%1 gives a card back.").replace("%1", who(p))
        if k == "play":
            return QCoreApplication.translate("Tarock", "%1: %2.").replace("%1", who(p)).replace("%2", card_words(d["card"], fr))
        if k == "scus_played":
            return QCoreApplication.translate("Tarock", "%1 plays the Scüs and keeps it.").replace("%1", who(p))
        if k == "trick":
            return QCoreApplication.translate("Tarock", "Trick %1 to %2.").replace("%1", str(d["trick"])).replace("%2", who(p))
        if k == "scus_given":
            return QCoreApplication.translate("Tarock", "%1 gives %2 to %3 for the Scüs.").replace("%1", who(p)).replace(
                "%2", card_words(d["card"], fr)).replace("%3", who(d["to"]))
        if k == "pagat_captured":
            return QCoreApplication.translate("Tarock", "%1 captures the Pagat of %2.").replace("%1", who(p)).replace("%2", who(d["owner"]))
        if k == "pagat_ultimo":
            return QCoreApplication.translate("Tarock", "%1 wins the last trick with the Pagat.").replace("%1", who(p))
        if k == "king_captured":
            return QCoreApplication.translate("Tarock", "%1 captures %2 from %3.").replace("%1", who(p)).replace(
                "%2", card_words(d["card"], fr)).replace("%3", who(d["owner"]))
        if k == "count":
            if "side_points" in d:
                return QCoreApplication.translate("Tarock", "Counted: the sides made %1 (half: %2).").replace(
                    "%1", " : ".join(str(x) for x in d["side_points"])).replace("%2", str(d["half"]))
            if "declarers" in d:
                return QCoreApplication.translate("Tarock", "Counted: the players of the game made %1 of 128 (half: 64).").replace(
                    "%1", str(d["declarers"]))
            pts = d["points"]
            return QCoreApplication.translate("Tarock", "Counted: %1 (half: %2).").replace(
                "%1", ", ".join(f"{who(q)} {v}" for q, v in enumerate(pts) if v or q != -1)).replace(
                "%2", str(d["half"]))
        if k == "payment":
            return QCoreApplication.translate("Tarock", "%1 pays %2 to %3 (%4).").replace("%1", who(d["from"])).replace(
                "%2", str(d["amount"])).replace("%3", who(d["to"])).replace("%4", reason_words(d["reason"]))
        if k == "deal_end":
            led = d.get("ledger", [])
            if me < len(led):
                return QCoreApplication.translate("Tarock", "Deal %1 settled: your account stands at %2.").replace("%1", str(d["deal"])).replace(
                    "%2", f"{led[me]:+d}")
            return QCoreApplication.translate("Tarock", "Deal %1 settled.").replace("%1", str(d["deal"]))
        if k == "partie_end":
            if d.get("winner") is None:
                return QCoreApplication.translate("Tarock", "Partie %1: no surplus, nobody wins.").replace("%1", str(d["partie"]))
            return QCoreApplication.translate("Tarock", "Partie %1: surplus %2 : %3, paid %4 × %5.").replace("%1", str(d["partie"])).replace(
                "%2", str(d["surplus"][0])).replace("%3", str(d["surplus"][1])).replace(
                "%4", str(d["amount"])).replace("%5", str(d["factor"]))
        if k == "partners":
            return QCoreApplication.translate("Tarock", "New partners: %1.").replace(
                "%1", QCoreApplication.translate("Tarock", " against ").join(" + ".join(who(q) for q in side) for side in d["sides"]))
        if k == "match_over":
            led = d.get("ledger", [])
            return QCoreApplication.translate("Tarock", "The game is over: %1.").replace(
                "%1", ", ".join(f"{who(q)} {v:+d}" for q, v in enumerate(led)))
        return None

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        if phase == "over":
            return QCoreApplication.translate("Tarock", "The game is over. Start a new game from the Game menu.")
        if not human_to_move:
            return QCoreApplication.translate("Tarock", "Waiting for the other players.")
        if phase == "scat":
            n = getattr(obs, "form", "A")
            k = {"A": 3, "B": 2, "C": 4}.get(n, 3)
            return QCoreApplication.translate("Tarock", "Lay %1 cards away in the Scat: no King, no Taroc (they count for you).").replace("%1", str(k))
        if phase == "declare":
            if not any(str(a) == "declare" for a in obs.legal_actions):
                return QCoreApplication.translate("Tarock", "You hold no honour: say so, and the next player declares.")
            return QCoreApplication.translate("Tarock", "Declare your honours now: each other player pays you for them.")
        if phase == "bid":
            return QCoreApplication.translate("Tarock", "Your call: pass, Frage (play with a called King), Mediateur or Solo.")
        if phase == "call":
            return QCoreApplication.translate("Tarock", "Call a King you do not hold: its holder is your secret partner.")
        if phase == "ask":
            if getattr(obs, "given", ()):
                return QCoreApplication.translate("Tarock", "You may ask for a second card, or for none.")
            return QCoreApplication.translate("Tarock", "Ask for the card you want.")
        if phase == "return":
            return QCoreApplication.translate("Tarock", "Give a card of yours back for it.")
        if phase == "play":
            if getattr(obs, "trick", ()):
                return QCoreApplication.translate("Tarock", "Play a card: follow suit, else a Taroc; the Scüs may always be played.")
            return QCoreApplication.translate("Tarock", "Your lead: play any card.")
        return ""
