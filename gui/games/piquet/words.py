"""Piquet's words at the table, in the interface language: the declaration dialogue as players
speak it, event call-outs, reasons for refused moves and phase prompts, and the game's
:class:`gui.registry.GameWords` (:class:`PiquetWords`, :class:`FormsWords` for three and four).

Everything goes through ``QCoreApplication.translate`` so ``pyside6-lupdate`` finds it.
Reason sentences are taken from ``resources/rules/piquet.reasons.<lang>.toml`` when the
rules texts provide them, else from the sentences here, else from the engine's message.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gui import i18n
from gui.texts import explain_refusal, game_words
from gui.words import card_phrase, rank_word, seat_word, suit_word as suit_name


def rank_name(r: str, plural: bool = False) -> str:
    if plural:
        names = {"A": QCoreApplication.translate("Piquet", "aces"), "K": QCoreApplication.translate("Piquet", "kings"),
                 "Q": QCoreApplication.translate("Piquet", "queens"), "J": QCoreApplication.translate("Piquet", "jacks"),
                 "T": QCoreApplication.translate("Piquet", "tens")}
        return names.get(r, r)
    return rank_word(r) if r in ("A", "K", "Q", "J", "T") else r


def sequence_name(n: int) -> str:
    names = {3: QCoreApplication.translate("Piquet", "Tierce"), 4: QCoreApplication.translate("Piquet", "Quart"),
             5: QCoreApplication.translate("Piquet", "Quint"), 6: QCoreApplication.translate("Piquet", "Sixième"),
             7: QCoreApplication.translate("Piquet", "Septième"), 8: QCoreApplication.translate("Piquet", "Huitième")}
    return names.get(n, str(n))


def category_name(c: str) -> str:
    return {"point": QCoreApplication.translate("Piquet", "point"),
            "sequence": QCoreApplication.translate("Piquet", "sequence"),
            "set": QCoreApplication.translate("Piquet", "set")}.get(c, c)


def say(action) -> str:
    """An action as a player says it at the table ("Point of five", "Not good")."""
    text = str(action)
    head, _, rest = text.partition(" ")
    if head == "point":
        return QCoreApplication.translate("Piquet", "Point of %1").replace("%1", i18n.number_words(int(rest)))
    if head == "pips":
        return QCoreApplication.translate("Piquet", "Making %1").replace("%1", rest)
    if head == "sequence":
        return sequence_name(int(rest))
    if head == "top":
        return QCoreApplication.translate("Piquet", "To the %1").replace("%1", rank_name(rest))
    if head == "set":
        n, r = rest[0], rest[1]
        if n == "4":
            return QCoreApplication.translate("Piquet", "Fourteen %1").replace("%1", rank_name(r, True))
        return QCoreApplication.translate("Piquet", "Three %1").replace("%1", rank_name(r, True))
    if head == "pass":
        return QCoreApplication.translate("Piquet", "Nothing to show")
    if head == "good":
        return QCoreApplication.translate("Piquet", "Good")
    if head == "not-good":
        return QCoreApplication.translate("Piquet", "Not good")
    if head == "equal":
        return QCoreApplication.translate("Piquet", "Equal")
    if head == "declare":
        cats = rest.split()
        if cats == ["none"]:
            return QCoreApplication.translate("Piquet", "I count nothing")
        return QCoreApplication.translate("Piquet", "I count: %1").replace(
            "%1", ", ".join(category_name(c) for c in cats))
    if head == "expose":
        return QCoreApplication.translate("Piquet", "Show the talon cards left")
    if head == "no-expose":
        return QCoreApplication.translate("Piquet", "Leave the talon cards hidden")
    if head == "view":
        return QCoreApplication.translate("Piquet", "Look at the talon, leading %1").replace("%1", suit_name(rest))
    if head == "no-view":
        return QCoreApplication.translate("Piquet", "Do not look at the talon")
    if head == "announce":
        return QCoreApplication.translate("Piquet", "I shall exchange %1").replace("%1", rest)
    if head == "choose":
        if rest == "deal":
            return QCoreApplication.translate("Piquet", "I deal")
        return QCoreApplication.translate("Piquet", "You deal")
    if head == "play":
        card = getattr(action, "card", None)
        return card_words(card) if card is not None else card_words(_card(rest))
    if head == "exchange":       # the person's own exchange (a hint, the review): the cards by name
        cards = list(getattr(action, "cards", None) or (_card(c) for c in rest.split()))
        if not cards:
            return QCoreApplication.translate("Piquet", "Exchange no card")
        return QCoreApplication.translate("Piquet", "Exchange %1").replace("%1", ", ".join(card_words(c) for c in cards))
    if head == "sink":
        return QCoreApplication.translate("Piquet", "Leave out: %1").replace("%1", combination_name(rest.split()))
    if head == "claim-rest":
        return QCoreApplication.translate("Piquet", "Claim the remaining tricks")
    if head == "concede":
        return QCoreApplication.translate("Piquet", "Concede the remaining tricks")
    return text


def _card(code: str):
    from engine.cards import card

    return card(code)


def combination_name(codes) -> str:
    """A sequence or set by its cards ("Tierce to the nine of hearts", "Three kings")."""
    codes = [str(getattr(c, "code", c)) for c in codes]
    ranks, suits = [c[0] for c in codes], {c[1] for c in codes}
    if len(set(ranks)) == 1:
        return say(f"set {len(codes)}{ranks[0]}")
    order = "AKQJT987"
    top = min(ranks, key=order.index)
    return (QCoreApplication.translate("Piquet", "%1 to the %2 of %3").replace("%1", sequence_name(len(codes)))
            .replace("%2", rank_name(top) if top in "AKQJT" else number_rank(top))
            .replace("%3", suit_name(next(iter(suits)))))


def number_rank(r: str) -> str:
    return {"9": QCoreApplication.translate("Piquet", "nine"), "8": QCoreApplication.translate("Piquet", "eight"),
            "7": QCoreApplication.translate("Piquet", "seven")}.get(r, r)


def who(seat: int, me: int) -> str:
    """A seat at the table of two: "You" or "Opponent" (the French pack's seat words)."""
    return seat_word(seat, me, 2)


def rank_letter(r: str) -> str:
    """A rank as a letter in the interface language (Q, J; in German D, B), 10 for the ten."""
    if r == "Q":
        return QCoreApplication.translate("Piquet", "Q", "Piquet: rank letter of the queen")
    if r == "J":
        return QCoreApplication.translate("Piquet", "J", "Piquet: rank letter of the jack")
    if r == "K":
        return QCoreApplication.translate("Piquet", "K", "Piquet: rank letter of the king")
    if r == "A":
        return QCoreApplication.translate("Piquet", "A", "Piquet: rank letter of the ace")
    return "10" if r == "T" else r


def card_short(c) -> str:
    """A card as rank letter and suit sign, the letter in the interface language ("Q♦", "D♦")."""
    from gui.table.cards import SUIT_GLYPH

    return rank_letter(c.rank) + SUIT_GLYPH.get(c.suit, c.suit)


def _cards(cs) -> str:
    return " ".join(card_short(c) for c in cs)


def event_line(ev, me: int) -> str | None:
    """One line for the table's log, or None for events that need no words."""
    k, d = ev.kind, ev.data
    p = ev.player
    mine = p == me

    if k == "dealer":
        return QCoreApplication.translate("Piquet", "You deal first.") if mine else QCoreApplication.translate("Piquet", "Your opponent deals first.")
    if k == "deal":
        n = str(d.get("deal"))
        return (QCoreApplication.translate("Piquet", "Deal %1: you deal.") if mine else QCoreApplication.translate("Piquet", "Deal %1: your opponent deals.")).replace("%1", n)
    if k == "blanche":
        return QCoreApplication.translate("Piquet", "You have carte blanche!") if mine else QCoreApplication.translate("Piquet", "Your opponent has carte blanche!")
    if k == "exchange":
        n = str(d.get("count"))
        if n == "1":
            return (QCoreApplication.translate("Piquet", "You exchanged 1 card.") if mine
                    else QCoreApplication.translate("Piquet", "Your opponent exchanged 1 card."))
        return (QCoreApplication.translate("Piquet", "You exchanged %1 cards.") if mine else QCoreApplication.translate("Piquet", "Your opponent exchanged %1 cards.")).replace("%1", n)
    if k == "score":
        if not d.get("points"):
            return None
        t = QCoreApplication.translate("Piquet", "You score %1 for %2 (count %3).") if mine else QCoreApplication.translate("Piquet", "Your opponent scores %1 for %2 (count %3).")
        return t.replace("%1", str(d.get("points"))).replace("%2", item_name(str(d.get("item", "")))).replace(
            "%3", str(d.get("deal_score")))
    if k in ("pique", "repique", "capot", "carte_rouge"):
        return banner_text(k) + " — " + who(p, me)
    if k == "trick":
        n = str(d.get("trick"))
        return (QCoreApplication.translate("Piquet", "You take trick %1.") if mine else QCoreApplication.translate("Piquet", "Your opponent takes trick %1.")).replace("%1", n)
    if k == "cards_split":
        return QCoreApplication.translate("Piquet", "The tricks are split six and six.")
    if k == "deal_end":
        sc = d.get("scores", [0, 0])
        return QCoreApplication.translate("Piquet", "Deal ends: you %1, opponent %2.").replace("%1", str(sc[me])).replace("%2", str(sc[1 - me]))
    if k == "partie_end":
        if p is None:
            return QCoreApplication.translate("Piquet", "The partie ends in a draw.")
        return QCoreApplication.translate("Piquet", "You won the partie.") if mine else QCoreApplication.translate("Piquet", "Your opponent won the partie.")
    if k == "proof":
        return (QCoreApplication.translate("Piquet", "You show %1.") if mine else QCoreApplication.translate("Piquet", "Your opponent shows %1.")).replace(
            "%1", _cards(d.get("cards", [])))
    if k == "show_hand":
        return QCoreApplication.translate("Piquet", "You show your carte blanche.") if mine else QCoreApplication.translate("Piquet", "Your opponent shows the carte blanche.")
    if k == "view":
        if d.get("suit"):
            if mine:
                t = QCoreApplication.translate("Piquet", "You look at the talon and must lead %1.")
            else:
                t = QCoreApplication.translate("Piquet", "Your opponent looks at the talon and must lead %1.")
            return t.replace("%1", suit_name(d["suit"]))
        return None
    if k == "expose":
        return QCoreApplication.translate("Piquet", "The talon cards nobody took are shown: %1.").replace("%1", _cards(d.get("cards", [])))
    if k == "sink":       # only the player who left it out learns of it
        if not mine:
            return None
        return QCoreApplication.translate("Piquet", "You leave %1 out of your declarations: it will not score "
                                          "and will not be shown.").replace("%1", combination_name(d.get("cards", [])))
    if k == "claim_rest":
        n = str(d.get("tricks"))
        if n == "1":
            return (QCoreApplication.translate("Piquet", "You lay your card down and take the last trick.") if mine
                    else QCoreApplication.translate("Piquet", "Your opponent lays the card down and takes the last trick."))
        return (QCoreApplication.translate("Piquet", "You lay your cards down and take the remaining %1 tricks.") if mine
                else QCoreApplication.translate("Piquet", "Your opponent lays the cards down and takes the remaining %1 tricks.")
                ).replace("%1", n)
    if k == "concede":
        n = str(d.get("tricks"))
        if n == "1":
            return (QCoreApplication.translate("Piquet", "You give up the last trick.") if mine
                    else QCoreApplication.translate("Piquet", "Your opponent gives up the last trick."))
        return (QCoreApplication.translate("Piquet", "You give up the remaining %1 tricks.") if mine
                else QCoreApplication.translate("Piquet", "Your opponent gives up the remaining %1 tricks.")).replace("%1", n)
    if k == "separate_partie":
        return QCoreApplication.translate("Piquet", "The repique counts as a partie won.")
    return None


def item_name(label: str) -> str:
    """The engine's English item labels, in the interface language."""
    fixed = {"leading": QCoreApplication.translate("Piquet", "leading"),
             "winning the trick": QCoreApplication.translate("Piquet", "winning the trick"),
             "the last trick": QCoreApplication.translate("Piquet", "the last trick"),
             "the cards": QCoreApplication.translate("Piquet", "the cards"),
             "capot": QCoreApplication.translate("Piquet", "capot"),
             "carte blanche": QCoreApplication.translate("Piquet", "carte blanche"),
             "carte rouge": QCoreApplication.translate("Piquet", "carte rouge")}
    if label in fixed:
        return fixed[label]
    words = label.split()
    if label.startswith("point of") and len(words) >= 3:
        return QCoreApplication.translate("Piquet", "Point of %1").replace("%1", words[2]) + " " + " ".join(words[3:])
    if words and words[0] in ("tierce", "quart", "quint", "sixième", "septième", "huitième"):
        n = {"tierce": 3, "quart": 4, "quint": 5, "sixième": 6, "septième": 7, "huitième": 8}[words[0]]
        top = words[-1] if len(words) >= 3 else ""
        if len(top) == 2 and top[0] in "AKQJT987" and top[1] in "SHDC":      # a card code: K♥ as everywhere else
            from engine.cards import card as card_of

            top = _cards([card_of(top)])
        return sequence_name(n) + (f" ({top})" if top else "")
    if words and words[0] == "quatorze" and len(words) == 3:
        return QCoreApplication.translate("Piquet", "Fourteen %1").replace("%1", rank_name(words[2], True))
    if words and words[0] == "trio" and len(words) == 3:
        return QCoreApplication.translate("Piquet", "Three %1").replace("%1", rank_name(words[2], True))
    return label


def call_label(label: str) -> str:
    """The engine's item label as the heading of a seat's call on the table ("Last trick — 19"):
    a name standing on its own, not the phrase the log puts after "for"."""
    fixed = {"leading": QCoreApplication.translate("Piquet", "Leading"),
             "winning the trick": QCoreApplication.translate("Piquet", "Trick won"),
             "the last trick": QCoreApplication.translate("Piquet", "Last trick"),
             "the cards": QCoreApplication.translate("Piquet", "The cards"),
             "capot": QCoreApplication.translate("Piquet", "Capot"),
             "carte blanche": QCoreApplication.translate("Piquet", "Carte blanche"),
             "carte rouge": QCoreApplication.translate("Piquet", "Carte rouge")}
    return fixed.get(label) or item_name(label)


def banner_text(kind: str) -> str:
    return {"pique": QCoreApplication.translate("Piquet", "Pique!"),
            "repique": QCoreApplication.translate("Piquet", "Repique!"),
            "capot": QCoreApplication.translate("Piquet", "Capot!"),
            "carte_rouge": QCoreApplication.translate("Piquet", "Carte rouge!"),
            "blanche": QCoreApplication.translate("Piquet", "Carte blanche!")}.get(kind, kind)


def reason_and_section(code: str, message: str = "", details=None) -> tuple[str, str | None]:
    """The sentence for a refusal code in the interface language, and the rules section it names
    (from the rules texts, ``resources/rules/piquet.reasons.<lang>.toml``; an unknown code gets a
    general sentence there)."""
    return explain_refusal(code, i18n.current_language, "piquet", details or {})


def reason(code: str, message: str = "", details=None) -> str:
    return reason_and_section(code, message, details)[0]


def prompt(phase: str, human_to_move: bool, obs) -> str:
    if not human_to_move:
        return QCoreApplication.translate("Piquet", "Your opponent is thinking…")
    if phase == "exchange":
        legal = obs.legal_actions
        lo = min(len(a.cards) for a in legal)
        hi = max(len(a.cards) for a in legal)
        return QCoreApplication.translate(
            "Piquet", "Choose %1 to %2 cards to discard (drag them to your discard pile or click them), then press Exchange.").replace(
            "%1", str(lo)).replace("%2", str(hi))
    if phase == "play":
        return QCoreApplication.translate("Piquet", "Play a card: drag it to the middle, click it, or use the arrow keys and Space.")
    if phase == "declare":
        return QCoreApplication.translate("Piquet", "Declare: your best call is chosen; pick a lower one to sink.")
    if phase == "reply":
        return QCoreApplication.translate("Piquet", "Answer your opponent's declaration.")
    if phase == "ydeclare":
        return QCoreApplication.translate("Piquet", "Count what your opponent left to you.")
    if phase == "view":
        return QCoreApplication.translate("Piquet", "You may look at the talon cards left, naming the suit you will lead.")
    if phase == "expose":
        return QCoreApplication.translate("Piquet", "You may show the talon cards nobody took.")
    if phase == "announce":
        return QCoreApplication.translate("Piquet", "Carte blanche: say how many cards you will exchange.")
    if phase == "choose_dealer":
        return QCoreApplication.translate("Piquet", "You drew the higher card: choose who deals.")
    return ""


def card_words(c) -> str:
    """A card in words: "queen of hearts", "Herz-Dame"."""
    return card_phrase(rank_name(c.rank), suit_name(c.suit))


def decimal(v: float, signed: bool = False) -> str:
    """A number with one decimal, written as the interface language writes it."""
    text = f"{v:+.1f}" if signed else f"{v:.1f}"
    return text.replace(".", ",") if i18n.current_language == "de" else text


def hint_sentence(h) -> str:
    """The strong player's advice (:class:`engine.games.piquet.ai.Hint`) in one plain sentence; the
    figures behind it are in :func:`hint_details`, shown only when asked for."""
    a = h.action
    if h.reason in ("play_best", "play_same", "play_equal"):
        card = card_words(a.card)
        if h.reason == "play_best":
            return QCoreApplication.translate("Piquet", "Play the %1: it promises you the most of the points still to come.") \
                .replace("%1", card)
        if h.reason == "play_same":
            return QCoreApplication.translate("Piquet", "Play the %1: every card you may play comes to the same here.") \
                .replace("%1", card)
        return QCoreApplication.translate("Piquet", "Play the %1: the cards you may play are equal now, any of them will do.").replace(
            "%1", card)
    if h.reason == "discard":
        return (QCoreApplication.translate("Piquet", "Discard %1: this keeps the best chances in declarations and play.")
                .replace("%1", ", ".join(card_words(c) for c in a.cards)))
    if h.reason == "declare":
        return QCoreApplication.translate("Piquet", "Say “%1”: your best holding in this category; keeping it back gains nothing here.") \
            .replace("%1", say(a))
    if h.reason == "claim":
        return QCoreApplication.translate("Piquet", "Claim the remaining tricks: every card you hold is sure to win.")
    if h.reason == "reply":
        return QCoreApplication.translate("Piquet", "Answer “%1”: your cards decide it, and the true answer scores what you hold.") \
            .replace("%1", say(a))
    return QCoreApplication.translate("Piquet", "Choose “%1”: the strong computer player would do so here.").replace("%1", say(a))


def hint_details(h) -> str:
    """The figures behind :func:`hint_sentence` ("" when it has none)."""
    if h.reason == "play_best":
        return (QCoreApplication.translate("Piquet", "In %1 deals that fit what you know, your balance of the points still "
                                           "to come is %2 on average with it, %3 better than with any other card.")
                .replace("%1", str(h.samples)).replace("%2", decimal(h.value, True)).replace("%3", decimal(h.gap)))
    if h.reason == "play_same":
        return (QCoreApplication.translate("Piquet", "Whichever you play, your balance of the points still to come is %1.")
                .replace("%1", decimal(h.value, True)))
    if h.reason == "discard":
        return (QCoreApplication.translate("Piquet", "Over many possible talons your balance of points from declarations "
                                           "and play is %1 on average with this discard.")
                .replace("%1", decimal(h.value, True)))
    return ""


class PiquetWords:
    """Piquet's words (a form of Piquet may share them: a subclass names its own ``game``
    for its refusals and measure)."""

    game = "piquet"

    def action(self, action: Any, obs: Any) -> str:
        return say(action)

    def event(self, event: Any, me: int) -> str | None:
        return event_line(event, me)

    def reason(self, code: str, message: str = "", details: Any = None) -> str:
        return explain_refusal(code, i18n.current_language, self.game, details or {})[0]

    def phase(self, phase: str, human_to_move: bool, obs: Any) -> str:
        return prompt(phase, human_to_move, obs)

    def points(self) -> str:
        return str(game_words(self.game, i18n.current_language)["points"])



class FormsWords(PiquetWords):
    """Piquet for three and four: the log names every seat.  Another seat is written ``pN``, which
    the table puts as that seat's name ("Partner", "Links")."""

    def event(self, event: Any, me: int) -> str | None:
        k, d, p = event.kind, event.data, event.player
        mine = p == me
        other = f"p{p}"
        if k == "deal":
            return (QCoreApplication.translate("PiquetForms", "Deal %1: you deal.") if mine
                    else QCoreApplication.translate("PiquetForms", "Deal %1: %2 deals.").replace("%2", other)).replace("%1", str(d.get("deal")))
        if k == "koenig_partie":
            a, b = d.get("players", (None, None))
            return (QCoreApplication.translate("PiquetForms", "Partie %1: %2 against %3.").replace("%1", str(d.get("partie")))
                    .replace("%2", self._seat(a, me)).replace("%3", self._seat(b, me)))
        if k == "exchange" and d.get("count") == 1:
            return (QCoreApplication.translate("PiquetForms", "You exchanged 1 card.") if mine
                    else QCoreApplication.translate("PiquetForms", "%2 exchanged 1 card.").replace("%2", other))
        if k == "exchange":
            return (QCoreApplication.translate("PiquetForms", "You exchanged %1 cards.") if mine
                    else QCoreApplication.translate("PiquetForms", "%2 exchanged %1 cards.").replace("%2", other)).replace("%1", str(d.get("count")))
        if k == "score":
            if not d.get("points"):
                return None
            t = (QCoreApplication.translate("PiquetForms", "You score %1 for %2.") if mine
                 else QCoreApplication.translate("PiquetForms", "%3 scores %1 for %2.").replace("%3", other))
            return t.replace("%1", str(d.get("points"))).replace("%2", item_name(str(d.get("item", ""))))
        if k in ("pique", "repique") and d.get("points"):
            # at the table forms a bonus reached at 20 (it carries the side), in a partie for two
            # Piquet's own pique and repique
            name = ({"repique": QCoreApplication.translate("PiquetForms", "Neunziger"),
                     "pique": QCoreApplication.translate("PiquetForms", "Sechziger")} if "side" in d else
                    {"repique": QCoreApplication.translate("PiquetForms", "Repique"),
                     "pique": QCoreApplication.translate("PiquetForms", "Pique")})[k]
            t = (QCoreApplication.translate("PiquetForms", "%1 for you: +%2 (count %3).") if mine
                 else QCoreApplication.translate("PiquetForms", "%1 for %4: +%2 (count %3).").replace("%4", other))
            return t.replace("%1", name).replace("%2", str(d.get("points"))).replace("%3", str(d.get("deal_score", "")))
        if k == "proof":
            return (QCoreApplication.translate("PiquetForms", "You show %1.") if mine
                    else QCoreApplication.translate("PiquetForms", "%2 shows %1.").replace("%2", other)).replace("%1", _cards(d.get("cards", [])))
        if k == "trick":
            return (QCoreApplication.translate("PiquetForms", "You take trick %1.") if mine
                    else QCoreApplication.translate("PiquetForms", "%2 takes trick %1.").replace("%2", other)).replace("%1", str(d.get("trick")))
        if k in ("deal_end", "partie_end", "session_end"):
            return {"deal_end": QCoreApplication.translate("PiquetForms", "The deal is over."),
                    "partie_end": QCoreApplication.translate("PiquetForms", "The partie is over."),
                    "session_end": QCoreApplication.translate("PiquetForms", "The game is over.")}[k]
        return None

    @staticmethod
    def _seat(seat: Any, me: int) -> str:
        if seat == me:
            return QCoreApplication.translate("PiquetForms", "you")
        return f"p{seat}"


class KoenigspiquetWords(FormsWords):
    game = "koenigspiquet"


class RaeuberpiquetWords(FormsWords):
    game = "raeuberpiquet"


class NormannischWords(FormsWords):
    game = "normannisch"
