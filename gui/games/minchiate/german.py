"""Our German wording for Minchiate's own texts (its table and its words), by English source text;
``translations/german.py`` gathers it with every other game's ``german.py``."""

DE = {
    "Académie des Jeux — %1": "Académie des Jeux — %1",
    "Sequence of trumps": "Trumpffolge",
    "Versicola of the Matto": "Versicola des Matto",
    "Tredici": "Tredici",
    "Diecine": "Diecine",
    "Diecine vergognose": "Diecine vergognose",
    "Kings": "Könige",
    "Coppe": "Coppe",
    "Denari": "Denari",
    "Spade": "Spade",
    "Bastoni": "Bastoni",
    "trumps": "Trümpfe",
    "trump": "Trumpf",
    "versicole in hand": "Versicole in der Hand",
    "robbed cards": "geraubte Karten",
    "face-up card": "offene Karte",
    "cards turned up from the folla": "aus der Folla aufgedeckte Karten",
    "muore": "Muore",
    "the lost Matto": "den verlorenen Matto",
    "Your side deals first: you and %1 are partners.": "Ihre Partei gibt zuerst: Sie und %1 spielen zusammen.",
    "%1 and %2 deal first, as partners.": "%1 und %2 geben zuerst und spielen zusammen.",
    "Equal cards or the Matto: everybody cuts again.": "Gleiche Karten oder der Matto: alle heben noch einmal ab.",
    "You shuffle and deal.": "Sie mischen und geben.",
    "%1 shuffles and deals.": "%1 mischt und gibt.",
    "You cut %2 cards.": "Sie heben %2 Karten ab.",
    "%1 cuts %2 cards.": "%1 hebt %2 Karten ab.",
    "You rob nothing.": "Sie rauben nichts.",
    "%1 robs nothing.": "%1 raubt nichts.",
    "You rob %2.": "Sie rauben %2.",
    "%1 robs %2.": "%1 raubt %2.",
    "Your 21st card, face up: %2.": "Ihre 21. Karte, offen gegeben: %2.",
    "%1's 21st card, face up: %2.": "Die 21. Karte von %1, offen gegeben: %2.",
    "You turn up the folla and keep %2.": "Sie decken die Folla auf und behalten %2.",
    "%1 turns up the folla and keeps %2.": "%1 deckt die Folla auf und behält %2.",
    "nothing": "nichts",
    "%1 stops it and goes back.": "%1 beendet das Aufdecken und kommt zurück.",
    "You take %2 from the folla.": "Sie nehmen %2 aus der Folla.",
    "%1 takes %2 from the folla.": "%1 nimmt %2 aus der Folla.",
    "You announce the folla: %2.": "Sie sagen die Folla an: %2.",
    "%1 announces the folla: %2.": "%1 sagt die Folla an: %2.",
    "You discard a card.": "Sie legen eine Karte ab.",
    "%1 discards a card.": "%1 legt eine Karte ab.",
    "You lead to the first trick.": "Sie spielen zum ersten Stich aus.",
    "%1 leads to the first trick.": "%1 spielt zum ersten Stich aus.",
    "You have no trumps (fallen).": "Sie haben keine Trümpfe (gefallen).",
    "%1 has no trumps (fallen).": "%1 hat keine Trümpfe (gefallen).",
    "You show %2 (%3): %4.": "Sie zeigen %2 (%3): %4.",
    "%1 shows %2 (%3): %4.": "%1 zeigt %2 (%3): %4.",
    "Your side": "Ihre Partei",
    "The other side": "Die Gegenpartei",
    "%1 marks %2 for %3.": "%1 markiert %2 für %3.",
    "A Resto is paid to your side at once.": "Ihre Partei bekommt sofort einen Resto bezahlt.",
    "A Resto is paid to the other side at once.": "Die Gegenpartei bekommt sofort einen Resto bezahlt.",
    "The discards are shown and join the folla.": "Die abgelegten Karten werden gezeigt und kommen zur Folla.",
    "You take trick %2.": "Sie machen Stich %2.",
    "%1 takes trick %2.": "%1 macht Stich %2.",
    "Muore: your %2 falls to the other side (%3).": "Muore: Ihre Karte %2 fällt der Gegenpartei zu (%3).",
    "Muore: %1's %2 falls to the other side (%3).": "Muore: %2 von %1 fällt der Gegenpartei zu (%3).",
    "You take the Matto back and owe a worthless card.":
        "Sie nehmen den Matto zurück und schulden eine Karte ohne Wert.",
    "%1 takes the Matto back and owes a worthless card.":
        "%1 nimmt den Matto zurück und schuldet eine Karte ohne Wert.",
    "For the Matto, you hand over %2.": "Für den Matto geben Sie %2 ab.",
    "For the Matto, %1 hands over %2.": "Für den Matto gibt %1 %2 ab.",
    "The Matto's side took no trick: the Matto is lost.":
        "Die Partei des Matto hat keinen Stich gemacht: der Matto ist verloren.",
    "You take the last trick (ultima, 10).": "Sie machen den letzten Stich (Ultima, 10).",
    "%1 takes the last trick (ultima, 10).": "%1 macht den letzten Stich (Ultima, 10).",
    "Deal %1: your side %2, the other side %3.": "Spiel %1: Ihre Partei %2, die Gegenpartei %3.",
    "Nothing is paid.": "Es wird nichts bezahlt.",
    "Your side wins %1 Resti.": "Ihre Partei gewinnt %1 Resti.",
    "The other side wins %1 Resti.": "Die Gegenpartei gewinnt %1 Resti.",
    "Your side wins 1 Resto.": "Ihre Partei gewinnt 1 Resto.",
    "The other side wins 1 Resto.": "Die Gegenpartei gewinnt 1 Resto.",
    "Giro %1: your partner is now %2.": "Giro %1: Ihr Partner ist jetzt %2.",
    "The partita is over.": "Die Partita ist zu Ende.",
    "%1 is thinking…": "%1 überlegt …",
    "You cut: choose how many of the counting cards under your packet you rob (buttons or keys 1–9).":
        "Sie heben ab: wählen Sie, wie viele der Zählkarten unter Ihrem Päckchen Sie rauben "
        "(Knöpfe oder Tasten 1–9).",
    "Discard one more card from your dealt cards: drag it to your discards, or click it.":
        "Legen Sie noch eine Ihrer ausgeteilten Karten ab: auf Ihren Ablagestapel ziehen oder anklicken.",
    "Discard %1 more cards from your dealt cards: drag one to your discards, or click it.":
        "Legen Sie noch %1 Ihrer ausgeteilten Karten ab: auf Ihren Ablagestapel ziehen oder anklicken.",
    "Your side owes a worthless card for the Matto: click the card to hand over.":
        "Ihre Partei schuldet für den Matto eine Karte ohne Wert: klicken Sie die Karte an, die Sie abgeben.",
    "At the table": "Am Tisch",
    "Marked": "Markiert",
    "Fiches count 10, jettons 1, two stacked jettons 5. Red jettons before the fiches are added, "
    "blue ones after them are taken away.":
        "Fiches zählen 10, Jetons 1, zwei aufeinandergelegte Jetons 5. Rote Jetons vor den Fiches werden "
        "dazugezählt, blaue dahinter abgezogen.",
    "The computer player %1 is not available; the random player takes the seat.":
        "Der Computerspieler %1 fehlt; der Zufallsspieler nimmt den Platz ein.",
    "The partita is over. Start a new game from the Game menu.":
        "Die Partita ist zu Ende. Ein neues Spiel beginnt im Menü Spiel.",
    "A computer player tried an illegal move: %1": "Ein Computerspieler versuchte einen unerlaubten Zug: %1",
    "Versicole": "Versicole",
    "%1 deals": "%1 Spiele",
    "1 deal": "1 Spiel",
    "Rob nothing": "Nichts rauben",
    "Rob 1 card": "1 Karte rauben",
    "Rob %1 cards": "%1 Karten rauben",
    "Hand over %1": "%1 abgeben",
    "%1 took it.": "%1 hat ihn gemacht.",
    "Our tricks: %1 (%2 cards)": "Unsere Stiche: %1 (%2 Karten)",
    "Their tricks: %1 (%2 cards)": "Gegnerische Stiche: %1 (%2 Karten)",
    "partner": "Partner",
    "dealer": "Geber",
    "no trumps": "keine Trümpfe",
    "%1 cards": "%1 Karten",
    "Versicole: %1": "Versicole: %1",
    "Folla: %1 cards": "Folla: %1 Karten",
    "Folla: 1 card": "Folla: 1 Karte",
    "robbed %1": "geraubt %1",
    "turned up %1": "aufgedeckt %1",
    "taken %1": "genommen %1",
    "Our side": "Unsere Partei",
    "Their side": "Gegenpartei",
    "Game:": "Spiel:",
    "Your partner:": "Ihr Partner:",
    "Opponents:": "Gegner:",
    "Simple (plays by plain rules of thumb)": "Einfach (spielt nach einfachen Faustregeln)",
    "Good partner (counts cards, plays for the side)": "Guter Partner (zählt Karten, spielt für die Partei)",
    "Resti sheet": "Resti-Blatt",
    "Us": "Wir",
    "Them": "Gegner",
    "Resti": "Resti",
    "Deal %1 of %2": "Spiel %1 von %2",
    "Resti in all: %1": "Resti insgesamt: %1",
    # hints
    "What would a good partner do here, and why? (key H)": "Was würde ein guter Partner hier tun, und warum? (Taste H)",
    "There is only one thing you may do here.": "Hier gibt es nur eine Möglichkeit.",
    "Rob every counting card you may: each one is marked for your side.":
        "Rauben Sie jede Zählkarte, die Sie dürfen: Jede wird Ihrer Partei gutgeschrieben.",
    "Hand over the %1: the card that is of least use to you.": "Geben Sie %1 ab: die Karte, die Ihnen am wenigsten nützt.",
    "Discard the %1: it brings you nearer a void suit you can trump later, and keeps the suit of your partner's king.":
        "Legen Sie %1 ab: So kommen Sie einer leeren Farbe näher, in der Sie später stechen können, und die Farbe "
        "des Königs Ihres Partners bleibt.",
    "Lead the %1: your partner has none of that suit and can trump it, and the opponent after him still has to follow.":
        "Spielen Sie %1 aus: Ihr Partner hat diese Farbe nicht mehr und kann stechen, und der Gegner nach ihm muss "
        "noch bedienen.",
    "Lead the %1: low from your long suit with its king, before the others can trump it.":
        "Spielen Sie %1 aus: niedrig aus Ihrer langen Farbe mit dem König, bevor die anderen darin stechen können.",
    "Lead the %1: a card without points in the suit the opponents are least likely to trump.":
        "Spielen Sie %1 aus: eine Karte ohne Wert in der Farbe, in der die Gegner am wenigsten stechen können.",
    "Lead the %1: no trump still out can beat it.": "Spielen Sie %1 aus: Kein Trumpf, der noch im Spiel ist, schlägt ihn.",
    "Lead the %1: a trump that costs little if it is beaten.":
        "Spielen Sie %1 aus: ein Trumpf, der wenig kostet, wenn er geschlagen wird.",
    "Play the %1: your card of least value.": "Spielen Sie %1: Ihre Karte mit dem geringsten Wert.",
    "Play the %1: your partner wins this trick for certain, so give him a counting card.":
        "Spielen Sie %1: Ihr Partner gewinnt diesen Stich sicher, also geben Sie ihm eine Zählkarte.",
    "Play the %1: your partner wins this trick for certain; there is no need to overtake him.":
        "Spielen Sie %1: Ihr Partner gewinnt diesen Stich sicher; Sie brauchen ihn nicht zu überstechen.",
    "Play the %1: the cheapest card that wins this trick for certain.":
        "Spielen Sie %1: die billigste Karte, die diesen Stich sicher gewinnt.",
    "Play the %1: there are counting cards in this trick, and your strongest card without points has a fair chance.":
        "Spielen Sie %1: In diesem Stich liegen Zählkarten, und Ihre stärkste Karte ohne Wert hat eine gute Chance.",
    "Play the %1: your partner's card may still be beaten, so add nothing of value.":
        "Spielen Sie %1: Die Karte Ihres Partners kann noch geschlagen werden, also geben Sie nichts Wertvolles dazu.",
    "Play the %1: you cannot win this trick, so give a card without points.":
        "Spielen Sie %1: Diesen Stich gewinnen Sie nicht, also geben Sie eine Karte ohne Wert.",
    "Play the Matto: it excuses you, so none of your counting cards falls to the opponents.":
        "Spielen Sie den Matto: Er entschuldigt Sie, so fällt keine Ihrer Zählkarten an die Gegner.",
    "Play the %1: it takes the counting cards in this trick.":
        "Spielen Sie %1: Damit nehmen Sie die Zählkarten dieses Stichs.",
    "Play the %1: every card you may play costs something; this one the least.":
        "Spielen Sie %1: Jede erlaubte Karte kostet etwas, diese am wenigsten.",
    "Play the %1.": "Spielen Sie %1.",
    # the disambiguation "feminine" (translations/german.py looks up "source|comment" first)
    "partner|feminine": "Partnerin",
    "Giro %1: your partner is now %2.|feminine": "Giro %1: Ihre Partnerin ist jetzt %2.",
    # the marks in words
    "fiche = 10, jetton = 1": "Fiche = 10, Jeton = 1",
    "1 fiche": "1 Fiche",
    "%1 fiches": "%1 Fiches",
    "1 jetton": "1 Jeton",
    "%1 jettons": "%1 Jetons",
    "double jetton": "Doppeljeton",
    "nothing": "nichts",
    "With the Resti paid during play (%1), this deal comes to %2 for your side.":
        "Mit den im Spiel bezahlten Resti (%1) bringt dieses Spiel Ihrer Seite %2.",
    "Click “Next deal” when you are ready.": "Klicken Sie auf „Nächstes Spiel“, wenn Sie so weit sind.",
    # a line of the Resti sheet explained (gui/games/minchiate/explain.py)
    "%1 cards in your side's tricks, %2 over the %3": "%1 Karten in den Stichen Ihrer Partei, %2 über die %3",
    "%1 of %2 cards": "%1 aus %2 Karten",
    "The ultima: your side took the last trick": "Die Ultima: Ihre Partei machte den letzten Stich",
    "senza Re": "senza Re", "senza Papi": "senza Papi",
    "The counting cards in your side's tricks": "Die Zählkarten in den Stichen Ihrer Partei",
    "(not counted: %1)": "(nicht gezählt: %1)",
    "Marked for your side during play": "Im Spiel für Ihre Partei angeschrieben",
    "Deal %1: your side's total %2": "Spiel %1: Summe Ihrer Partei %2",
    "The other side made %1: nothing is paid.": "Die Gegenpartei machte %1: es wird nichts bezahlt.",
    "The other side made %1; the difference %2 wins your side %3 Resti.":
        "Die Gegenpartei machte %1; der Unterschied %2 bringt Ihrer Partei %3 Resti.",
    "The other side made %1; the difference %2 costs your side %3 Resti.":
        "Die Gegenpartei machte %1; der Unterschied %2 kostet Ihre Partei %3 Resti.",
}
