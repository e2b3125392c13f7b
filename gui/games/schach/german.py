"""Our German wording for the chess of 1782's own texts (context ``Schach``), by English source
text; ``translations/german.py`` gathers it with every other game's ``german.py``.  The pieces by
their German names (König, Dame, Turm, Läufer, Springer, Bauer), the moves as a German player says
them ("Weißer Springer von g1 nach f3"), castling kurz and lang."""

DE = {
    "White": "Weiß",
    "Black": "Schwarz",
    "White pawn": "Weißer Bauer",
    "White knight": "Weißer Springer",
    "White bishop": "Weißer Läufer",
    "White rook": "Weißer Turm",
    "White queen": "Weiße Dame",
    "White king": "Weißer König",
    "Black pawn": "Schwarzer Bauer",
    "Black knight": "Schwarzer Springer",
    "Black bishop": "Schwarzer Läufer",
    "Black rook": "Schwarzer Turm",
    "Black queen": "Schwarze Dame",
    "Black king": "Schwarzer König",
    "the pawn": "den Bauern",
    "the knight": "den Springer",
    "the bishop": "den Läufer",
    "the rook": "den Turm",
    "the queen": "die Dame",
    "the king": "den König",
    "and becomes a knight": "und wird zum Springer",
    "and becomes a bishop": "und wird zum Läufer",
    "and becomes a rook": "und wird zum Turm",
    "and becomes a queen": "und wird zur Dame",
    "your move: %1.": "Ihr Zug: %1.",
    "In this guided game, your move is: %1.": "In dieser geführten Partie ist Ihr Zug: %1.",
    "%1 on %2 is exchanged for a queen": "%1 auf %2 wird gegen eine Dame getauscht",
    "%1 on %2 is exchanged for a rook": "%1 auf %2 wird gegen einen Turm getauscht",
    "%1 on %2 is exchanged for a bishop": "%1 auf %2 wird gegen einen Läufer getauscht",
    "%1 on %2 is exchanged for a knight": "%1 auf %2 wird gegen einen Springer getauscht",
    "Exchange %1 for a queen": "%1 gegen Dame tauschen",
    "Exchange %1 for a rook": "%1 gegen Turm tauschen",
    "Exchange %1 for a bishop": "%1 gegen Läufer tauschen",
    "Exchange %1 for a knight": "%1 gegen Springer tauschen",
    "and stays a pawn": "und bleibt ein Bauer",
    "White castles kingside": "Weiß rochiert kurz (am Königsflügel)",
    "Black castles kingside": "Schwarz rochiert kurz (am Königsflügel)",
    "White castles queenside": "Weiß rochiert lang (am Damenflügel)",
    "Black castles queenside": "Schwarz rochiert lang (am Damenflügel)",
    "%1 from %2 takes %3 on %4": "%1 von %2 schlägt %3 auf %4",
    "(en passant)": "(im Vorbeigehen)",
    "%1 from %2 to %3": "%1 von %2 nach %3",
    "Checkmate: you win the game.": "Schachmatt: Sie gewinnen die Partie.",
    "Checkmate: %1 wins the game.": "Schachmatt: %1 gewinnt die Partie.",
    "The game is given up: you win.": "Die Partie wird aufgegeben: Sie gewinnen.",
    "You give up the game: %1 wins.": "Sie geben die Partie auf: %1 gewinnt.",
    "Stalemate: the game is drawn.": "Patt: die Partie ist unentschieden.",
    "Stalemate: your opponent cannot move and pays you half the stake.":
        "Patt: Ihr Gegner kann nicht ziehen und zahlt Ihnen den halben Einsatz.",
    "Stalemate: you cannot move and pay half the stake.":
        "Patt: Sie können nicht ziehen und zahlen den halben Einsatz.",
    "Drawn: neither side has enough left to mate.": "Unentschieden: keiner hat genug übrig, um matt zu setzen.",
    "Drawn: the same position for the third time.": "Unentschieden: dieselbe Stellung zum dritten Mal.",
    "Drawn: fifty moves without a capture or a pawn's move.":
        "Unentschieden: fünfzig Züge ohne Schlagen und ohne Bauernzug.",
    "The game is drawn.": "Die Partie ist unentschieden.",
    "You": "Sie",
    "Opponent": "Gegner",
    "Stake": "Einsatz", "Your result: %1": "Ihr Ergebnis: %1",
    "The rules do not allow that move here.": "Die Regeln erlauben diesen Zug hier nicht.",
    "stakes": "Einsätze",
    "Give up the game": "Die Partie aufgeben",
    "A queen": "Eine Dame",
    "A rook": "Ein Turm",
    "A bishop": "Ein Läufer",
    "A knight": "Ein Springer",
    "It stays a pawn": "Er bleibt ein Bauer",
    "%1: %2.": "%1: %2.",
    "Checkmate!": "Schachmatt!",
    "Check! You are in check.": "Schach! Ihr König steht im Schach.",
    "Check to your opponent's king.": "Schach dem König Ihres Gegners.",
    "The pawn on %1 stays a pawn: its side has lost no piece it could become.":
        "Der Bauer auf %1 bleibt ein Bauer: seine Seite hat keine Figur verloren, zu der er werden könnte.",
    "You play White. Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.":
        "Sie spielen Weiß. Ziehen Sie eine Figur: auf ein hervorgehobenes Feld ziehen, oder erst sie und dann "
        "das Feld anklicken, oder die Pfeiltasten und die Leertaste benutzen.",
    "You play Black. Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.":
        "Sie spielen Schwarz. Ziehen Sie eine Figur: auf ein hervorgehobenes Feld ziehen, oder erst sie und dann "
        "das Feld anklicken, oder die Pfeiltasten und die Leertaste benutzen.",
    "Your king is in check!": "Ihr König steht im Schach!",
    "Moves": "Züge",
    "Last move": "Letzter Zug",
    "Show the &last move": "Den &letzten Zug zeigen",
    "Show the last move on the board again (key T)": "Den letzten Zug noch einmal auf dem Brett zeigen (Taste T)",
    "Last move — %1: %2": "Letzter Zug — %1: %2",
    "Take back your last move (and the reply to it) (Ctrl+Z)":
        "Ihren letzten Zug (und die Antwort darauf) zurücknehmen (Strg+Z)",
    "Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.":
        "Ziehen Sie eine Figur: auf ein hervorgehobenes Feld ziehen, oder erst sie und dann das Feld anklicken, "
        "oder die Pfeiltasten und die Leertaste benutzen.",
    "Your pawn has reached the last rank: choose what it becomes (the buttons or the number keys; Escape takes the move back).":
        "Ihr Bauer hat die letzte Reihe erreicht: wählen Sie, was er wird (die Knöpfe oder die Zifferntasten; "
        "Escape nimmt den Zug zurück).",
    "in check": "im Schach",
    "checkmated": "schachmatt",
    "Who plays White:": "Wer spielt Weiß:",
    "I play White": "Ich spiele Weiß",
    "My opponent plays White": "Mein Gegner spielt Weiß",
    "← → (Home, End)": "← → (Pos1, Ende)",
    "Move the frame over the pieces that can move, or, a piece picked up, over the squares it can reach":
        "Den Rahmen über die Figuren führen, die ziehen können, oder, ist eine Figur aufgenommen, über die "
        "Felder, die sie erreicht",
    "Space or ↑": "Leertaste oder ↑",
    "Pick up the piece in the frame; set it down on the square in the frame":
        "Die Figur im Rahmen aufnehmen; sie auf das Feld im Rahmen setzen",
    "Escape or ↓": "Esc oder ↓",
    "Put the piece back (a pawn on the last rank: take the move back)":
        "Die Figur zurückstellen (ein Bauer auf der letzten Reihe: den Zug zurücknehmen)",
    "Show the last move on the board (again: back)": "Den letzten Zug auf dem Brett zeigen (noch einmal: zurück)",
    "Start a new game from the Game menu.": "Ein neues Spiel beginnen Sie im Menü Spiel.",
    "Stalemate!": "Patt!",
    "Drawn": "Unentschieden",
    "Check!": "Schach!",
    "My advice: %1.": "Mein Rat: %1.",
    "Click again to give up the game": "Noch einmal klicken, um die Partie aufzugeben",
}
