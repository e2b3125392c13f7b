"""Our German wording for Reversis's own texts (its table and its words), by English source text;
``translations/german.py`` gathers it with every other game's ``german.py``."""

DE = {
    "Reversis": "Reversis",
    "the Quinola placed on his trick": "den ihm beigegebenen Quinola",
    "the Quinola forced": "den forcierten Quinola",
    "forcing the Quinola": "das Forcieren des Quinola",
    "the Quinola led": "den ausgespielten Quinola",
    "an ace played": "ein gespieltes Ass",
    "an ace forced": "ein forciertes Ass",
    "an ace placed on his trick": "ein ihm beigegebenes Ass",
    "the partie": "die Partie",
    "the cards under the pot": "die Karten unter dem Topf",
    "a marked card": "ein ausgezeichnetes Blatt",
    "the Reversy": "den Reversy",
    "breaking the Reversy": "das Brechen des Reversy",
    "top": "oberste", "middle": "mittlere", "bottom": "unterste",
    "Lay %1 under the pot": "%1 unter den Topf legen",
    "Lay %1 away": "%1 weglegen",
    "Keep my hand": "Meine Karten behalten",
    "A fresh pot of %1: the dealer stakes 6, everyone else 3.":
        "Ein neuer Topf von %1: der Geber setzt 6, jeder andere 3.",
    "The Bête of %2 (%1) makes the new pot.": "Neuer Topf aus der Bête über %2 (%1).",
    "Added to the pot by %1: %2; it holds %3.": "Zusatz von %1: %2; der Topf hält %3.",
    "Deal %1, dealer: %2.": "Spiel %1, Geber: %2.",
    "%1: a card under the pot, the %2 table card taken.":
        "%1: eine Karte unter den Topf, dafür die %2 Tischkarte.",
    "%1: hand kept; the %2 table card goes under the pot.":
        "%1: kein Tausch; die %2 Tischkarte kommt unter den Topf.",
    "%1: a twelfth card laid under the pot.": "%1: das zwölfte Blatt unter den Topf.",
    "%1: %2.": "%1: %2.",
    "Trick %1 to %2 (%3 card points).": "Stich %1 an %2 (%3 Points).",
    "%1: the Quinola placed on another suit.": "%1: Quinola auf eine andere Farbe abgeworfen.",
    "%1: the Quinola given to a heart lead.": "%1: Quinola auf Cœur zugegeben.",
    "%1: the Quinola led.": "%1: Quinola ausgespielt.",
    "%1 (every trick so far): the Quinola led at the last trick.":
        "%1 (bisher alle Stiche): Quinola im letzten Stich ausgespielt.",
    "%1 (every trick so far): the Quinola led early; the pot goes with the Reversy.":
        "%1 (bisher alle Stiche): Quinola früh ausgespielt; mit dem Reversy gehört der Topf dazu.",
    "the partie winner": "den Gewinner der Partie",
    "Owed for %4: %2 from %1 to %3.": "Ass-Zahlung von %1 an %3: %2 für %4.",
    "Bête for %1: %2, staked at once; the pot holds %3.":
        "Bête für %1: %2, gleich gesetzt; der Topf hält %3.",
    "Bête for %1: %2, written down for a later pot.":
        "Bête für %1: %2, für einen späteren Topf angeschrieben.",
    "The pot to %1: %2.": "Der Topf an %1: %2.",
    "Reversy! Every trick to %1.": "Reversy! Alle Stiche an %1.",
    "The Reversy of %2 broken at trick %3 by %1.": "Reversy (%2) im %3. Stich gebrochen: %1.",
    "Fewest card points: the partie to %1, paid by %2.":
        "Die wenigsten Points: Partie an %1, bezahlt von %2.",
    "Payment for %4: %3 from %1 to %2.": "Zahlung von %1 an %2: %3 für %4.",
    "Deal %1 over: you took %2 card points; payments %3; the pot holds %4.":
        "Spiel %1 vorbei: Sie haben %2 Points genommen; Zahlungen %3; der Topf hält %4.",
    "The %1 counters left in the pot and owed for Bêtes are shared.":
        "Die %1 Marken im Topf und aus offenen Bêtes werden geteilt.",
    "The match is over: you %1, right %2, opposite %3, left %4.":
        "Die Partie ist zu Ende: Sie %1, rechts %2, gegenüber %3, links %4.",
    "The match is over. Start a new game from the Game menu.":
        "Die Partie ist zu Ende. Ein neues Spiel beginnt im Menü Spiel.",
    "Waiting for the other players.": "Die anderen sind am Zug.",
    "The Quinola lies on the table: you must lay a card under the pot and take your table card.":
        "Der Quinola liegt auf dem Tisch: Sie müssen eine Karte unter den Topf legen und Ihre Tischkarte nehmen.",
    "Lay a card under the pot to take your table card, or keep your hand.":
        "Legen Sie eine Karte unter den Topf, um Ihre Tischkarte zu nehmen, oder behalten Sie Ihre Karten.",
    "You dealt yourself twelve cards: lay one under the pot.":
        "Sie haben sich zwölf Karten gegeben: legen Sie eine unter den Topf.",
    "Play a card; follow suit if you can. Take as few points as you can.":
        "Spielen Sie eine Karte; bedienen Sie, wenn Sie können. Nehmen Sie so wenige Points wie möglich.",
    "Your lead: play any card.": "Sie spielen aus: jede Karte ist erlaubt.",
    "exchanged": "hat getauscht",
    "kept the hand": "hat behalten",
    "Card points taken: you %1, right %2, opposite %3, left %4":
        "Genommene Points: Sie %1, rechts %2, gegenüber %3, links %4",
    "Table cards": "Tischkarten",
    "Pot: %1": "Topf: %1",
    "Bêtes owed: %1": "Offene Bêtes: %1",
    "Quinola placed: the pot to %1": "Quinola angebracht: Topf an %1",
    "Quinola led early: %1": "Quinola früh ausgespielt: %1",
    "Bête: %1": "Bête: %1",
    "You hold all four aces: you need not follow suit.":
        "Sie haben alle vier Asse: Sie müssen nicht bedienen.",
    "Waiting for %1.": "Warten auf %1.",
    # a line of the sheet explained (gui/games/reversis/explain.py)
    "The stake into a fresh pot (the dealer %1, the others %2)": "Der Einsatz in einen neuen Pot (der Geber %1, die anderen %2)",
    "The dealer adds %1 to the pot": "Der Geber legt %1 in den Pot",
    "A Bête as large as the pot": "Eine Bête, so groß wie der Pot",
    "The pot won": "Den Pot gewonnen",
    "For %1: %2 pays": "Für %1: %2 zahlt",
    "For %1: paid to %2": "Für %1: an %2 gezahlt",
    "%1: %2 after deal %3": "%1: %2 nach Spiel %3",
    "Money before the deal": "Geld vor dem Spiel",
}
