"""Our German wording for the shared table of tricks (merged into ``german.DE`` by ``german.py``)."""

DE_TABLE = {
    "Scores": "Punkte",
    "Seat": "Platz",
    "Score": "Punkte",
    "You": "Sie",
    "Partner": "Partner",
    "Opposite": "Gegenüber",
    "Left": "Links",
    "Right": "Rechts",
    "Across left": "Gegenüber links",
    "Across right": "Gegenüber rechts",
    "%1 cards": "%1 Karten",
    "The game is over. Start a new game from the Game menu.":
        "Das Spiel ist aus. Ein neues Spiel beginnen Sie im Menü „Spiel“.",
    "The deal is over. Click “Next deal” when you are ready.":
        "Das Spiel ist aus. Klicken Sie auf „Nächstes Spiel“, wenn Sie bereit sind.",
    "%1 is to play.": "%1 ist am Zug.",
    "A computer player tried an illegal move: %1": "Ein Computerspieler versuchte einen unerlaubten Zug: %1",
    "Rules: %1": "Regeln: %1",
    "Choose cards (%1 chosen)": "Karten wählen (%1 gewählt)",
    "You may choose at most %1 cards.": "Sie dürfen höchstens %1 Karten wählen.",
    "%1 took it.": "%1 hat ihn gemacht.",
    "No hints for this game.": "Für dieses Spiel gibt es keine Tipps.",
    "Looking for a good move…": "Ein guter Zug wird gesucht …",
    "What would a good player do here? (key H)": "Was würde ein guter Spieler hier tun? (Taste H)",
    "Tricks: %1": "Stiche: %1",
    "watching": "sieht zu",
}
DE_TABLE.update({
    "Pass (%1)": "Passe (%1)",
    "Keep my cards": "Meine Karten behalten",
})
DE_TABLE.update({
    "Choose the cards, then press the button.": "Wählen Sie die Karten, dann drücken Sie die Schaltfläche.",
    "Choose with a button (or its number key).": "Wählen Sie mit einer Schaltfläche (oder ihrer Zifferntaste).",
    "Play a card: drag it to the middle, click it, or use the arrow keys and Space.":
        "Spielen Sie eine Karte: in die Mitte ziehen, anklicken oder mit den Pfeiltasten und der Leertaste.",
    "%1 said: %2": "%1 sagte: %2",
    "%1 took the trick. Click the table or press Space to go on.":
        "%1 hat den Stich gemacht. Klicken Sie auf den Tisch oder drücken Sie die Leertaste, um weiterzuspielen.",
    "1 card": "1 Karte",
    "Deal %1": "Spiel %1",
    "The last trick: %1 took it. Click the table or press a key to go back.":
        "Der letzte Stich: %1 hat ihn gemacht. Klicken Sie auf den Tisch oder drücken Sie eine Taste, um zurückzukehren.",
    "Why?": "Warum?",
})
