"""Minchiate's words at the table, in the interface language: seat names, event lines for the
log, prompts, versicola names and the reasons for refused moves, and the game's
:class:`gui.registry.GameWords` (:class:`MinchiateWords`).

Everything goes through ``QCoreApplication.translate("Minchiate", …)`` so
``pyside6-lupdate`` finds it.  Card names and refusal sentences come from the rules
texts (:mod:`gui.panels.rules_minchiate`, ``resources/rules/minchiate.reasons.*.toml``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui import i18n
from gui.texts import RulesWords, explain_refusal

COMPUTER_NAMES = {1: "Lorenzo", 2: "Bianca", 3: "Cosimo"}   # the same in every language
WOMEN = {"Bianca"}                                           # German says "Partnerin" of her


def is_woman(seat: int, me: int) -> bool:
    return seat != me and seat_name(seat, me) in WOMEN


translate = QCoreApplication.translate      # spelt out at each call, so pyside6-lupdate finds the texts


def seat_name(seat: int, me: int) -> str:
    if seat == me:
        return translate("Minchiate", "You")
    others = [q for q in range(4) if q != me]
    return COMPUTER_NAMES[others.index(seat) + 1]


def card_name(c) -> str:
    code = c.code if hasattr(c, "code") else str(c)
    from gui.games.minchiate.rules import card_name as cn

    return cn(i18n.current_language, code)


def cards_text(cs) -> str:
    return ", ".join(card_name(c) for c in cs)


def versicola_name(name: str) -> str:
    return {"run": translate("Minchiate", "Sequence of trumps"), "matto": translate("Minchiate", "Versicola of the Matto"), "tredici": translate("Minchiate", "Tredici"),
            "diecine": translate("Minchiate", "Diecine"), "diecine_vergognose": translate("Minchiate", "Diecine vergognose"),
            "kings": translate("Minchiate", "Kings")}.get(name, name)


def suit_label(i: int, n: int = 2) -> str:
    """The name of suit ``i`` (4: the trumps) after a count ``n``: "1 trump", "3 trumps"."""
    if i == 4 and n == 1:
        return translate("Minchiate", "trump")
    return (translate("Minchiate", "Coppe"), translate("Minchiate", "Denari"), translate("Minchiate", "Spade"), translate("Minchiate", "Bastoni"), translate("Minchiate", "trumps"))[i]


def mark_reason(why: str) -> str:
    if why.startswith("versicole in hand"):
        return translate("Minchiate", "versicole in hand")
    return {"robbed cards": translate("Minchiate", "robbed cards"), "face-up card": translate("Minchiate", "face-up card"),
            "cards turned up from the folla": translate("Minchiate", "cards turned up from the folla"), "muore": translate("Minchiate", "muore"),
            "the lost Matto": translate("Minchiate", "the lost Matto")}.get(why, why)


def event_line(ev, me: int, sides: tuple = ()) -> str | None:
    """One line for the table's log, or None for events that need no words."""
    k, d, p = ev.kind, ev.data, ev.player
    you = p == me
    name = seat_name(p, me) if p is not None else ""
    ours = lambda side: bool(sides) and side == sides[me]  # noqa: E731
    pick = lambda mine, other: (mine if you else other.replace("%1", name))  # noqa: E731
    if k == "seats":
        first, partner = d["order"][0], d["order"][2]
        if me in (first, partner):
            return translate("Minchiate", "Your side deals first: you and %1 are partners.").replace(
                "%1", seat_name(partner if first == me else first, me))
        return translate("Minchiate", "%1 and %2 deal first, as partners.").replace("%1", seat_name(first, me)) \
            .replace("%2", seat_name(partner, me))
    if k == "draw_again":
        return translate("Minchiate", "Equal cards or the Matto: everybody cuts again.")
    if k == "shuffle":
        return pick(translate("Minchiate", "You shuffle and deal."), translate("Minchiate", "%1 shuffles and deals."))
    if k == "cut":
        return pick(translate("Minchiate", "You cut %2 cards."), translate("Minchiate", "%1 cuts %2 cards.")).replace("%2", str(d.get("lifted")))
    if k == "rob":
        if not d.get("cards"):
            return pick(translate("Minchiate", "You rob nothing."), translate("Minchiate", "%1 robs nothing."))
        return pick(translate("Minchiate", "You rob %2."), translate("Minchiate", "%1 robs %2.")).replace("%2", cards_text(d["cards"]))
    if k == "face_up":
        return pick(translate("Minchiate", "Your 21st card, face up: %2."), translate("Minchiate", "%1's 21st card, face up: %2.")).replace("%2", card_name(d["card"]))
    if k == "scoprire":
        kept = d.get("kept") or []
        line = pick(translate("Minchiate", "You turn up the folla and keep %2."), translate("Minchiate", "%1 turns up the folla and keeps %2.")).replace(
            "%2", cards_text(kept) if kept else translate("Minchiate", "nothing"))
        if d.get("turned_back") is not None:
            line += " " + translate("Minchiate", "%1 stops it and goes back.").replace("%1", card_name(d["turned_back"]))
        return line
    if k == "pigliare":
        if not d.get("cards"):
            return None
        return pick(translate("Minchiate", "You take %2 from the folla."), translate("Minchiate", "%1 takes %2 from the folla.")).replace("%2", cards_text(d["cards"]))
    if k == "folla_announced":
        c = d.get("counts", {})
        parts = [f"{c.get(s, 0)} {suit_label(i, c.get(s, 0))}" for i, s in enumerate(("coppe", "denari", "spade", "bastoni", "trumps"))]
        return pick(translate("Minchiate", "You announce the folla: %2."), translate("Minchiate", "%1 announces the folla: %2.")).replace("%2", ", ".join(parts))
    if k == "discard":
        return pick(translate("Minchiate", "You discard a card."), translate("Minchiate", "%1 discards a card."))
    if k == "play_starts":
        return pick(translate("Minchiate", "You lead to the first trick."), translate("Minchiate", "%1 leads to the first trick."))
    if k == "fallen":
        return pick(translate("Minchiate", "You have no trumps (fallen)."), translate("Minchiate", "%1 has no trumps (fallen)."))
    if k == "versicola":
        return pick(translate("Minchiate", "You show %2 (%3): %4."), translate("Minchiate", "%1 shows %2 (%3): %4.")).replace("%2", versicola_name(d["name"])) \
            .replace("%3", cards_text(d["cards"])).replace("%4", str(d["points"]))
    if k == "mark":
        who_ = translate("Minchiate", "Your side") if ours(d["side"]) else translate("Minchiate", "The other side")
        return translate("Minchiate", "%1 marks %2 for %3.").replace("%1", who_).replace("%2", str(d["points"])) \
            .replace("%3", mark_reason(str(d.get("reason", ""))))
    if k == "resto":
        return (translate("Minchiate", "A Resto is paid to your side at once.") if ours(d["side"])
                else translate("Minchiate", "A Resto is paid to the other side at once."))
    if k == "discards_shown":
        return translate("Minchiate", "The discards are shown and join the folla.")
    if k == "trick":
        w = d["winner"]
        t = translate("Minchiate", "You take trick %2.") if w == me else translate("Minchiate", "%1 takes trick %2.").replace("%1", seat_name(w, me))
        return t.replace("%2", str(d["trick"]))
    if k == "muore":
        return pick(translate("Minchiate", "Muore: your %2 falls to the other side (%3)."), translate("Minchiate", "Muore: %1's %2 falls to the other side (%3).")) \
            .replace("%2", card_name(d["card"])).replace("%3", str(d["points"]))
    if k == "matto_back":
        return pick(translate("Minchiate", "You take the Matto back and owe a worthless card."),
                    translate("Minchiate", "%1 takes the Matto back and owes a worthless card."))
    if k == "matto_exchange":
        return pick(translate("Minchiate", "For the Matto, you hand over %2."), translate("Minchiate", "For the Matto, %1 hands over %2.")).replace(
            "%2", card_name(d["card"]))
    if k == "matto_lost":
        return translate("Minchiate", "The Matto's side took no trick: the Matto is lost.")
    if k == "ultima":
        return pick(translate("Minchiate", "You take the last trick (ultima, 10)."), translate("Minchiate", "%1 takes the last trick (ultima, 10)."))
    if k == "deal_end":
        t = d.get("totals", [0, 0])
        mine = 0 if me in d["sides"][0] else 1
        w = d.get("winner_side")
        line = translate("Minchiate", "Deal %1: your side %2, the other side %3.").replace("%1", str(d["deal"])) \
            .replace("%2", str(t[mine])).replace("%3", str(t[1 - mine]))
        if w is None:
            return line + " " + translate("Minchiate", "Nothing is paid.")
        n = str(d.get("resti", 0))
        return line + " " + (translate("Minchiate", "Your side wins %1 Resti.") if w == mine else translate("Minchiate", "The other side wins %1 Resti.")) \
            .replace("%1", n)
    if k == "giro":
        order = d["order"]
        partner = order[(order.index(me) + 2) % 4]
        if is_woman(partner, me):
            text = translate("Minchiate", "Giro %1: your partner is now %2.", "feminine")
        else:
            text = translate("Minchiate", "Giro %1: your partner is now %2.")
        return text.replace("%1", str(d["giro"])).replace("%2", seat_name(partner, me))
    if k == "game_over":
        return translate("Minchiate", "The partita is over.")
    return None


def reason_and_section(code: str, message: str = "", details=None) -> tuple[str, str | None]:
    """The sentence for a refusal code in the interface language, and its rules section."""

    return explain_refusal(code, i18n.current_language, "minchiate", details or {})


def prompt(phase: str, human_to_move: bool, obs, waiting_for: str = "") -> str:
    if not human_to_move:
        return translate("Minchiate", "%1 is thinking…").replace("%1", waiting_for) if waiting_for else ""
    if phase == "rob":
        return translate("Minchiate", "You cut: choose how many of the counting cards under your packet you rob (buttons or keys 1–9).")
    if phase == "discard":
        n = obs.discard_due[obs.player] if obs.discard_due else 0
        if n == 1:
            return translate("Minchiate", "Discard one more card from your dealt cards: drag it to your discards, or click it.")
        return translate("Minchiate", "Discard %1 more cards from your dealt cards: drag one to your discards, or click it.").replace(
            "%1", str(n))
    if phase == "play":
        return translate("Minchiate", "Play a card: drag it to the middle, click it, or use the arrow keys and Space.")
    if phase == "give":
        return translate("Minchiate", "Your side owes a worthless card for the Matto: click the card to hand over.")
    return ""


def hint_sentence(action, why: str) -> str:
    """The good partner's advice (:func:`engine.games.minchiate.players.advise`) in one sentence."""
    card = getattr(action, "card", None)
    name = card_name(card) if card is not None else ""
    texts = {
        "only": translate("Minchiate", "There is only one thing you may do here."),
        "rob_all": translate("Minchiate", "Rob every counting card you may: each one is marked for your side."),
        "give_worthless": translate("Minchiate", "Hand over the %1: the card that is of least use to you."),
        "discard_void": translate("Minchiate", "Discard the %1: it brings you nearer a void suit you can trump "
                                               "later, and keeps the suit of your partner's king."),
        "lead_partner_void": translate("Minchiate", "Lead the %1: your partner has none of that suit and can trump "
                                                    "it, and the opponent after him still has to follow."),
        "lead_long_suit": translate("Minchiate", "Lead the %1: low from your long suit with its king, before the "
                                                 "others can trump it."),
        "lead_safe_suit": translate("Minchiate", "Lead the %1: a card without points in the suit the opponents are "
                                                 "least likely to trump."),
        "lead_top_trump": translate("Minchiate", "Lead the %1: no trump still out can beat it."),
        "lead_cheap_trump": translate("Minchiate", "Lead the %1: a trump that costs little if it is beaten."),
        "lowest": translate("Minchiate", "Play the %1: your card of least value."),
        "feed_partner": translate("Minchiate", "Play the %1: your partner wins this trick for certain, so give him "
                                               "a counting card."),
        "under_partner": translate("Minchiate", "Play the %1: your partner wins this trick for certain; there is no "
                                                "need to overtake him."),
        "win_sure": translate("Minchiate", "Play the %1: the cheapest card that wins this trick for certain."),
        "fight_for_counters": translate("Minchiate", "Play the %1: there are counting cards in this trick, and your "
                                                     "strongest card without points has a fair chance."),
        "no_risk_for_partner": translate("Minchiate", "Play the %1: your partner's card may still be beaten, so add "
                                                      "nothing of value."),
        "throw_low": translate("Minchiate", "Play the %1: you cannot win this trick, so give a card without points."),
        "excuse_with_matto": translate("Minchiate", "Play the Matto: it excuses you, so none of your counting cards "
                                                    "falls to the opponents."),
        "win_counters": translate("Minchiate", "Play the %1: it takes the counting cards in this trick."),
        "least_loss": translate("Minchiate", "Play the %1: every card you may play costs something; this one the "
                                             "least."),
    }
    return texts.get(why, translate("Minchiate", "Play the %1.")).replace("%1", name)


class MinchiateWords(RulesWords):
    GAME = "minchiate"

    def action(self, action: Any, obs: Any) -> str:
        count = getattr(action, "count", None)
        if count is not None:           # robbing
            if count == 0:
                return QCoreApplication.translate("MinchiateWords", "Rob nothing")
            if count == 1:
                return QCoreApplication.translate("MinchiateWords", "Rob 1 card")
            return QCoreApplication.translate("MinchiateWords", "Rob %1 cards").replace("%1", str(count))
        card = getattr(action, "card", None)
        return card_name(card) if card is not None else str(action)

    def event(self, event: Any, me: int) -> str | None:
        return event_line(event, me)

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        return reason_and_section(code, message, details)[0]

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        return prompt(phase, human_to_move, obs)
