"""Our German wording for Whist's own texts (its table and its words), by English source text;
``translations/german.py`` gathers it with every other game's ``german.py``."""

DE = {
    "Call the game": "Die Partie rufen",
    "No call": "Nicht rufen",
    "Draw for partners: %1.": "Ziehen um die Partner: %1.",
    "Equal cards: everybody draws again.": "Gleiche Karten: alle ziehen noch einmal.",
    "Partners sit opposite; first dealer: %1.": "Die Partner sitzen einander gegenüber; erster Geber: %1.",
    "Deal %1, dealer: %2.": "Spiel %1, Geber: %2.",
    "Turned up: %1. Trumps are %2.": "Aufgeschlagen: %1. Trumpf ist %2.",
    "Call at eight: %1.": "Ruf bei acht: %1.",
    "The call stands: %1 honours shown (%2).": "Der Ruf gilt: %1 Honneurs gezeigt (%2).",
    "The call fails: the partner holds no honour.": "Der Ruf geht fehl: der Partner hat kein Honneur.",
    "No call: %1.": "Kein Ruf: %1.",
    "%1: %2.": "%1: %2.",
    "The dealer takes the turned card into the hand.": "Der Geber nimmt die aufgeschlagene Karte in die Hand.",
    "Trick %1 to %2.": "Stich %1 an %2.",
    "tricks over six": "Stiche über sechs",
    "honours": "Honneurs",
    "honours called at eight": "bei acht gerufene Honneurs",
    "a revoke": "eine Renonce",
    "Deal %1: won by a call at eight. Score %2 to %3.": "Spiel %1: durch den Ruf bei acht gewonnen. Stand %2 zu %3.",
    "Deal %1: tricks %2 to %3, honours %4 to %5. Score %6 to %7.":
        "Spiel %1: Stiche %2 zu %3, Honneurs %4 zu %5. Stand %6 zu %7.",
    "Your side wins the game %1 to %2, the others in the lurch: two stakes.":
        "Ihre Partei gewinnt die Partie %1 zu %2, die Gegner im Matsch: zwei Sätze.",
    "The other side wins the game %1 to %2, your side in the lurch: two stakes.":
        "Die Gegenpartei gewinnt die Partie %1 zu %2, Ihre Partei im Matsch: zwei Sätze.",
    "Your side wins the game %1 to %2: one stake.": "Ihre Partei gewinnt die Partie %1 zu %2: ein Satz.",
    "The other side wins the game %1 to %2: one stake.": "Die Gegenpartei gewinnt die Partie %1 zu %2: ein Satz.",
    "Your side wins the rubber, %1 games to %2.": "Ihre Partei gewinnt den Robber, %1 Partien zu %2.",
    "The other side wins the rubber, %1 games to %2.": "Die Gegenpartei gewinnt den Robber, %1 Partien zu %2.",
    "The session is over: your side %1 stakes, the other side %2.":
        "Die Sitzung ist zu Ende: Ihre Partei %1 Sätze, die Gegenpartei %2.",
    "The session is over. Start a new game from the Game menu.":
        "Die Sitzung ist zu Ende. Ein neues Spiel beginnen Sie im Menü Spiel.",
    "Waiting for the other players.": "Die anderen Spieler sind am Zug.",
    "Your side stands at eight and you hold two honours: call for the game, or play on.":
        "Ihre Partei steht auf acht und Sie haben zwei Honneurs: rufen Sie die Partie, oder spielen Sie weiter.",
    "Play a card; follow suit if you can.": "Spielen Sie eine Karte; bekennen Sie Farbe, wenn Sie können.",
    "Your lead: play any card.": "Sie spielen aus: jede Karte ist erlaubt.",
    "Tricks": "Stiche",
    "Honours": "Honneurs",
    "won": "gewonnen",
    "lost": "verloren",
    "(lurch)": "(Matsch)",
    "Game %1: we %2, they %3 (game at %4)": "Partie %1: wir %2, sie %3 (Partie bei %4)",
    "Games won: we %1, they %2": "Gewonnene Partien: wir %1, sie %2",
    "Stakes: we %1, they %2": "Sätze: wir %1, sie %2",
    "turned up: %1": "aufgeschlagen: %1",
    "called at eight": "hat bei acht gerufen",
    "Trumps: %1": "Trumpf: %1",
    "Tricks: we %1, they %2": "Stiche: wir %1, sie %2",
    "Score: we %1, they %2": "Stand: wir %1, sie %2",
    "Waiting for %1.": "%1 ist am Zug.",
    "The strong player would choose: %1.": "Der starke Spieler würde wählen: %1.",
}
