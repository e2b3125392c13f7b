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
    "Confirm these %1 cards": "Diese %1 Karten bestätigen",
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
DE_TABLE.update({
    # main window: help, shortcuts, about, waiting after tricks
    "&About Académie des Jeux": "Ü&ber Académie des Jeux",
    "About Académie des Jeux": "Über Académie des Jeux",
    "&Keyboard shortcuts": "&Tastenkürzel",
    "Keyboard shortcuts": "Tastenkürzel",
    "&Wait for a click after each trick": "Nach jedem Stich auf einen &Klick warten",
    "Académie des Jeux %1\n\nThe card games of the 18th and 19th centuries against computer players, after the "
    "period rule books, with the rules in English and German: %2.":
        "Académie des Jeux %1\n\nDie Kartenspiele des 18. und 19. Jahrhunderts gegen Computerspieler, nach den "
        "Regelbüchern der Zeit, mit den Regeln auf Deutsch und Englisch: %2.",
    "1 … 9": "1 … 9",
    "← →": "← →",
    "Home / End": "Pos1 / Ende",
    "Space or ↑": "Leertaste oder ↑",
    "Enter": "Eingabetaste",
    "any key or a click": "eine Taste oder ein Klick",
    "Move along your hand (it stops at the ends)": "Durch Ihr Blatt gehen (an den Enden bleibt es stehen)",
    "The first / the last card of your hand": "Die erste / die letzte Karte Ihres Blatts",
    "Play or choose the card with the frame": "Die umrahmte Karte spielen oder wählen",
    "Press the buttons of the moment, from the top": "Die Schaltflächen des Augenblicks drücken, von oben gezählt",
    "Press the button in bold": "Die fett gedruckte Schaltfläche drücken",
    "Show the last trick on the table (again: back)": "Den letzten Stich auf dem Tisch zeigen (noch einmal: zurück)",
    "A hint; press again for the reasons in figures": "Ein Tipp; noch einmal drücken für die Gründe in Zahlen",
    "Take back your last action": "Ihre letzte Handlung zurücknehmen",
    "The rules at the section for the moment": "Die Regeln beim Abschnitt für den Augenblick",
    "New game": "Neues Spiel",
    "Open a game record": "Eine Spielaufzeichnung öffnen",
    "Save the game as a record": "Das Spiel als Aufzeichnung speichern",
    "Go on after a trick, when the table waits": "Nach einem Stich weiterspielen, wenn der Tisch wartet",
    "Changes nothing at this table: %1": "Ändert an diesem Tisch nichts: %1",
})
DE_TABLE.update({
    "You took the trick. Click the table or press Space to go on.":
        "Sie haben den Stich gemacht. Klicken Sie auf den Tisch oder drücken Sie die Leertaste, um weiterzuspielen.",
    "The last trick: you took it. Click the table or press a key to go back.":
        "Der letzte Stich: Sie haben ihn gemacht. Klicken Sie auf den Tisch oder drücken Sie eine Taste, um zurückzukehren.",
})
DE_TABLE.update({
    "You may choose only 1 card.": "Sie dürfen nur 1 Karte wählen.",
})
