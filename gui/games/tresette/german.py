"""Our German wording for Tresett's own texts (its table and its words), by English source text;
``translations/german.py`` gathers it with every other game's ``german.py``."""

DE = {
    "You take trick %1.": "Sie machen Stich %1.",
    "You declare %2: 1 mark.": "Sie sagen %2 an: 1 Marke.",
    "You declare %2: %3 marks.": "Sie sagen %2 an: %3 Marken.",
    "Threes": "Dreien", "Twos": "Zweien", "Aces": "Asse", "Kings": "Könige", "Queens": "Damen",
    "Jacks": "Buben", "Sevens": "Sieben", "Sixes": "Sechsen", "Fives": "Fünfen", "Fours": "Vieren",
    "four %1": "vier %1",
    "three %1": "drei %1",
    "Neapolitaine of %1 in %2": "Neapolitaine von %1 in %2",
    "Our side": "Unsere Partei",
    "The other side": "Die Gegenpartei",
    "Gallara (all ten tricks)": "Gallara (alle zehn Stiche)",
    "Gallaton (all ten tricks by one player)": "Gallaton (alle zehn Stiche von einem Spieler)",
    "Stramazette (all tricks but one, no point lost)": "Stramazette (alle Stiche bis auf einen, kein Point verloren)",
    "Stramazetton (all tricks but one by one player, no point lost)":
        "Stramazetton (alle Stiche bis auf einen von einem Spieler, kein Point verloren)",
    "Declare %1": "%1 ansagen",
    "Deal %1, dealer: %2; %3 leads.": "Spiel %1, Geber: %2; %3 spielt aus.",
    "%1 declares %2: %3 marks.": "%1 sagt %2 an: %3 Marken.",
    "%1 declares %2: 1 mark.": "%1 sagt %2 an: 1 Marke.",
    "Shown: %1.": "Gezeigt: %1.",
    "Three Sevens: %1 wins a partie at once.": "Drei Sieben: %1 gewinnt sofort eine Partie.",
    "%1: %2.": "%1: %2.",
    "Trick %1 to %2.": "Stich %1 an %2.",
    "card points": "Points in den Karten",
    "a declaration": "eine Ansage",
    "%1 lays %2 for %3. Marks: we %4, they %5.": "%1 legt %2 für %3 an. Marken: wir %4, sie %5.",
    "The race is on: both sides can go out in this deal, points count as tricks are taken.":
        "Das Wettrennen beginnt: beide Parteien können in diesem Spiel hinauskommen, die Points zählen, "
        "sobald die Stiche genommen sind.",
    "Our side wins a double partie: the others laid %1.":
        "Unsere Partei gewinnt eine doppelte Partie: die anderen haben %1 angelegt.",
    "The other side wins a double partie: we laid %1.":
        "Die Gegenpartei gewinnt eine doppelte Partie: wir haben %1 angelegt.",
    "Our side wins the partie; the others laid %1.": "Unsere Partei gewinnt die Partie; die anderen haben %1 angelegt.",
    "The other side wins the partie; we laid %1.": "Die Gegenpartei gewinnt die Partie; wir haben %1 angelegt.",
    "%1 makes a %2: %3 parties.": "%1 macht eine %2: %3 Partien.",
    "Deal %1: points %2 to %3. Marks %4 to %5, parties %6 to %7.":
        "Spiel %1: Points %2 zu %3. Marken %4 zu %5, Partien %6 zu %7.",
    "The session is over: parties, we %1, they %2.": "Die Sitzung ist zu Ende: Partien, wir %1, sie %2.",
    "The session is over. Start a new game from the Game menu.":
        "Die Sitzung ist zu Ende. Ein neues Spiel beginnen Sie im Menü Spiel.",
    "Waiting for the other players.": "Die anderen Spieler sind am Zug.",
    "You may declare now (it is lost after this turn), then play a card.":
        "Sie dürfen jetzt ansagen (danach gilt es nicht mehr), dann spielen Sie eine Karte.",
    "You lead: declare now or at the second trick, then play a card.":
        "Sie spielen aus: sagen Sie jetzt oder beim zweiten Stich an, dann spielen Sie eine Karte.",
    "Play a card; follow suit if you can.": "Spielen Sie eine Karte; bekennen Sie Farbe, wenn Sie können.",
    "Your lead: play any card.": "Sie spielen aus: jede Karte ist erlaubt.",
    "Score sheet": "Schreibtafel",
    "Deal": "Spiel",
    "Points": "Points",
    "Marks": "Marken",
    "Parties": "Partien",
    "Marks: we %1, they %2 (partie at %3)": "Marken: wir %1, sie %2 (Partie bei %3)",
    "Parties: we %1, they %2 (session to %3)": "Partien: wir %1, sie %2 (Sitzung bis %3)",
    "declared: %1": "angesagt: %1",
    "leads first": "spielt zuerst aus",
    "the race is on": "das Wettrennen läuft",
    "Marks: we %1, they %2 of %3": "Marken: wir %1, sie %2 von %3",
    "Points in tricks: we %1, they %2": "Points in den Stichen: wir %1, sie %2",
    "Parties: we %1, they %2": "Partien: wir %1, sie %2",
    "Waiting for %1.": "%1 ist am Zug.",
    # a line of the score sheet explained (gui/games/tresette/explain.py)
    "%1 marks for the card points (your side counted %2)": "%1 Marken für die Kartenpunkte (Ihre Partei zählte %2)",
    "%1 marks for a declaration: %2": "%1 Marken für eine Ansage: %2",
    "Deal %1: your side's marks %2": "Spiel %1: Marken Ihrer Partei %2",
    "Your side's marks before the deal": "Marken Ihrer Partei vor dem Spiel",
    "Your side's marks at the start of the partie": "Marken Ihrer Partei zu Beginn der Partie",
    "One mark for the card points (your side counted %2)": "Eine Marke für die Kartenpunkte (Ihre Partei zählte %2)",
    "One mark for a declaration: %2": "Eine Marke für eine Ansage: %2",
}
