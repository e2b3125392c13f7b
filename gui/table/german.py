"""German wording of the hints and the deal review at the shared table (gui.table.review, context
``Review``); gathered by translations/german.py."""

DE = {
    # a score sheet's line explained in the rules panel (gui.table.explain, context Explain)
    "Total": "Summe", "Before": "Vorher",
    "Click a line (or press Enter on it) to see how it was scored":
        "Eine Zeile anklicken (oder mit Enter wählen): wie sie zustande kam",
    "point": "Punkt", "points": "Punkte",
    "Resto": "Resto", "Resti": "Resti",
    "bête": "Bête", "bêtes": "Bêtes",
    "counter": "Zähler", "counters": "Zähler",
    "stroke": "Strich", "strokes": "Striche",
    "stake": "Satz", "stakes": "Sätze",
    "marker": "Marke", "markers": "Marken",
    "The next best choice is about as good.": "Die nächstbeste Wahl ist etwa ebenso gut.",
    "You chose: %1.": "Sie wählten: %1.",
    "Better: %1.": "Besser: %1.",
    "On average the better choice gives you about %1 more.":
        "Im Schnitt bringt Ihnen die bessere Wahl etwa %1 mehr.",
    "On average %1 from here, over %2 possible deals that fit what you know.":
        "Im Schnitt %1 von hier an, über %2 mögliche Kartenverteilungen, die zu Ihrem Wissen passen.",
    "With all cards open, the best the play could have given you was %1 (your points in the play less your opponent's).":
        "Mit offenen Karten hätte Ihnen das Spiel der Stiche bestenfalls %1 gebracht (Ihre Punkte im Spiel weniger die des Gegners).",
    "My advice: %1, because there is no other choice here.":
        "Mein Rat: %1, denn eine andere Wahl gibt es hier nicht.",
    "My advice: %1, though here every choice comes to the same.":
        "Mein Rat: %1, doch hier läuft jede Wahl auf dasselbe hinaus.",
    "My advice: %1, as the usual rule of play says.":
        "Mein Rat: %1, wie es die übliche Spielregel will.",
    "My advice: %1, because that promises the best result from here, whatever the others hold.":
        "Mein Rat: %1, denn das verspricht von hier an das beste Ergebnis, was die anderen auch halten.",
    "What would a good player do here? (key H)": "Was würde ein guter Spieler hier tun? (Taste H)",
    "That is %1 more than the next best choice.": "Das sind %1 mehr als bei der nächstbesten Wahl.",
    "Review of the deal": "Durchsicht des Spiels",
    "Review the deal": "Spiel durchsehen",
    "Could I have won? The decisions where another choice was clearly better.":
        "Hätte ich gewinnen können? Die Entscheidungen, bei denen eine andere Wahl deutlich besser war.",
    "&Previous": "&Vorige",
    "&Next": "&Nächste",
    "&Back to the table": "&Zurück zum Tisch",
    "The deal could not be reviewed: %1": "Das Spiel ließ sich nicht durchsehen: %1",
    "Looking at each of your decisions in this deal…": "Jede Ihrer Entscheidungen in diesem Spiel wird geprüft …",
    "Well played: at none of your decisions was another choice clearly better.":
        "Gut gespielt: bei keiner Ihrer Entscheidungen war eine andere Wahl deutlich besser.",
    "Decision %1 of %2": "Entscheidung %1 von %2",
    "You chose: %1 (framed).": "Sie wählten: %1 (umrahmt).",
    "Better: %1 (lit).": "Besser: %1 (hervorgehoben).",
    "The computer player of this game cannot judge decisions yet.":
        "Der Computerspieler dieses Spiels kann Entscheidungen noch nicht beurteilen.",
    "Review &deal": "Spiel &durchsehen",
    # a board game calls its deal a game: Partie
    "Review of the game": "Durchsicht der Partie",
    "Review the game": "Partie durchsehen",
    "The game could not be reviewed: %1": "Die Partie ließ sich nicht durchsehen: %1",
    "Looking at each of your decisions in this game…": "Jede Ihrer Entscheidungen in dieser Partie wird geprüft …",
    "Review the &game": "&Partie durchsehen",
}
