"""Our German wording for Imperial's own texts (its table and its words), by English source text;
``translations/german.py`` gathers it with every other game's ``german.py``."""

DE = {
    "Imperial": "Imperial",
    "for robbing the turned card": "für das Rauben der aufgeschlagenen Karte",
    "for the Imperial trump turned up": "für den aufgeschlagenen Imperialtrumpf",
    "for the point": "für den Kummel",
    "for the Imperial trumps in the trick": "für die Imperialtrümpfe im Stich",
    "for tricks above the share": "für Stiche über die gesetzten",
    "Take the stock": "Den Stamm nehmen",
    "Keep my hand": "Meine Karten behalten",
    "Deal %1, dealer: %2.": "Spiel %1, Geber: %2.",
    "Turned up: %1. Trumps are %2.": "Aufgeschlagen: %1. Trumpf ist %2.",
    "%1 robs the %2 with the %3.": "%1 raubt %2 mit %3.",
    "%1 holds no trump and takes the stock.": "%1 hat keinen Trumpf und nimmt den Stamm.",
    "%1 holds no trump and keeps the hand.": "%1 hat keinen Trumpf und behält die Karten.",
    "four of a kind": "vier gleiche Blätter",
    "a quart major": "eine Quarte major",
    "%1 shows %2 (%3): one Imperial.": "%1 zeigt %2 (%3): ein Imperial.",
    "%1 has the point: %2 cards of %3 worth %4.": "%1 hat den Kummel: %2 Blätter %3 mit %4 Augen.",
    "%1: %2.": "%1: %2.",
    "Trick %1 to %2.": "Stich %1 an %2.",
    "%1 marks a stroke %2.": "%1 schreibt einen Strich %2 an.",
    "%1 marks %2 strokes %3.": "%1 schreibt %2 Striche %3 an.",
    "%1 has six strokes: one Imperial, and every stroke is wiped out.":
        "%1 hat sechs Striche: ein Imperial, und alle Striche werden ausgelöscht.",
    "%1 made %2 tricks.": "%1 hat %2 Stiche gemacht.",
    "Deal %1 is over. Imperials: %2.": "Spiel %1 ist aus. Imperiale: %2.",
    "%1 wins the game with %2 Imperials.": "%1 gewinnt die Partie mit %2 Imperialen.",
    "The game is over. Stakes: %1.": "Die Partie ist aus. Sätze: %1.",
    "The game is over. Start a new game from the Game menu.":
        "Die Partie ist aus. Ein neues Spiel beginnen Sie im Menü Spiel.",
    "Waiting for the other players.": "Die anderen Spieler sind am Zug.",
    "You hold no trump: take the stock for your hand, or keep it.":
        "Sie haben keinen Trumpf: nehmen Sie den Stamm für Ihre Karten, oder behalten Sie sie.",
    "Play a card: follow suit; without it, trump if you can.":
        "Spielen Sie eine Karte: Farbe bekennen; wer sie nicht hat, muss Trumpf geben.",
    "Your lead: play any card.": "Sie spielen aus: jede Karte ist erlaubt.",
    "Imperials and strokes": "Imperiale und Striche",
    "Player": "Spieler", "Imperials": "Imperiale", "Strokes": "Striche", "Stakes": "Sätze",
    "Deals played: %1. The first to %2 Imperials wins.": "Gespielte Spiele: %1. Wer zuerst %2 Imperiale hat, gewinnt.",
    "%1 Imp. · %2 strokes": "%1 Imp. · %2 Striche",
    "Stock: %1": "Stamm: %1",
    "Lay away %1 cards and take the stock": "%1 Karten ablegen und den Stamm nehmen",
    "Trumps: %1": "Trumpf: %1",
    "You: Imperials %1, strokes %2": "Sie: Imperiale %1, Striche %2",
    "Waiting for %1.": "%1 ist am Zug.",
}
