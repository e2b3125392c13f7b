"""Our German wording for the shared board (gui/board, context ``BoardTable``), by English source
text; ``translations/german.py`` gathers it."""

DE = {
    "Score": "Stand",
    "Show the &last throw": "Den &letzten Wurf zeigen",
    "Choose how the move ends (the buttons; Escape takes it back).":
        "Wählen Sie, wie der Zug endet (die Knöpfe; Escape nimmt ihn zurück).",
    "Last throw": "Letzter Wurf",
    "Show the last throw on the board again (key T)": "Den letzten Wurf noch einmal auf dem Brett zeigen (Taste T)",
    "Undo": "Rückgängig",
    "Hint": "Tipp",
    "What would a good player do here? (key H)": "Was würde ein guter Spieler hier tun? (Taste H)",
    "At the board": "Am Brett",
    "You": "Sie",
    "Opponent": "Gegner",
    "The computer player %1 is not available; the random player takes the seat.":
        "Der Computerspieler %1 ist nicht vorhanden; der Zufallsspieler nimmt den Platz ein.",
    "A computer player tried an illegal move: %1": "Ein Computerspieler hat einen unerlaubten Zug versucht: %1",
    "The game is over. Start a new game from the Game menu.":
        "Das Spiel ist zu Ende. Ein neues Spiel beginnen Sie im Menü Spiel.",
    "The stones are taken up. Click “Go on” to set them out again.":
        "Die Steine sind aufgehoben. Klicken Sie auf „Weiter“, um sie neu zu setzen.",
    "Click the board or press Space to go on.": "Klicken Sie auf das Brett oder drücken Sie die Leertaste, um weiterzuspielen.",
    "Move a stone: drag it to a lit point, or click it and then the point, or use the arrow keys and Space.":
        "Ziehen Sie einen Stein: auf ein leuchtendes Feld ziehen, oder erst den Stein und dann das Feld anklicken, "
        "oder mit den Pfeiltasten und der Leertaste.",
    "%1 is to play.": "%1 ist am Zug.",
    "%1 has played. Click the board or press Space to go on.":
        "%1 hat gezogen. Klicken Sie auf das Brett oder drücken Sie die Leertaste, um weiterzuspielen.",
    "Setting out %1": "Aufsetzen %1",
    "You took back your play.": "Sie haben Ihren Zug zurückgenommen.",
    "Rules: %1": "Regeln: %1",
    "House rules: %1": "Hausregeln: %1",
    "Details": "Einzelheiten",
    "Take back your stones of this throw (Ctrl+Z)": "Die Steine dieses Wurfs zurücknehmen (Strg+Z)",
    "Go on": "Weiter",
    "That stone cannot go there with this throw.": "Mit diesem Wurf kann der Stein nicht dorthin.",
    "Undo is not possible: the dice have been thrown since your play.":
        "Rückgängig geht nicht: seit Ihrem Zug wurde schon gewürfelt.",
    "There is nothing of yours to undo in this game.": "In diesem Spiel gibt es keinen Zug von Ihnen zurückzunehmen.",
    "That stone cannot move with this throw.": "Dieser Stein kann mit diesem Wurf nicht ziehen.",
    "Last throw — %1: %2": "Letzter Wurf — %1: %2",
    "thinking": "überlegt",
    "← → (Home, End)": "← → (Pos1, Ende)",
    "Move the frame over the stones that can move, or, a stone picked up, over the points it can reach":
        "Den Rahmen über die Steine führen, die ziehen können, oder, wenn ein Stein aufgenommen ist, über die Felder, "
        "die er erreichen kann",
    "Space or ↑": "Leertaste oder ↑",
    "Pick up the stone in the frame; set it down on the point in the frame":
        "Den Stein im Rahmen aufnehmen; ihn auf das Feld im Rahmen setzen",
    "Escape or ↓": "Esc oder ↓",
    "Put the stone back": "Den Stein zurücklegen",
    "Backspace": "Rücktaste",
    "Take back the last stone moved in this throw": "Den zuletzt gezogenen Stein dieses Wurfs zurücknehmen",
    "Show the last throw on the board (again: back)": "Den letzten Wurf auf dem Brett zeigen (noch einmal: zurück)",
}
