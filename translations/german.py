"""Our German wording for the interface, by English source text (context-free: the same
English always reads the same in German).  ``python translations/german.py`` runs
``pyside6-lupdate`` over the GUI sources, writes these into ``academie_de.ts`` (and marks
``academie_en.ts`` as finished), then ``pyside6-lrelease`` builds the ``.qm`` files."""

DE = {
    # house rules / new game
    "House rules — %1": "Hausregeln — %1",
    "Preset:": "Regelwerk:",
    "Back to the preset": "Zurück zum Regelwerk",
    "Options that differ from the preset are shown in bold.": "Regeln, die vom Regelwerk abweichen, stehen fett.",
    "New game of %1": "Neues Spiel: %1",
    "Rules (preset):": "Regeln (Regelwerk):",
    "Opponent:": "Gegner:",
    "Decided by cutting, as the rules say": "Durch Ziehen entschieden, wie es die Regeln wollen",
    "I deal first": "Ich gebe zuerst",
    "My opponent deals first": "Mein Gegner gibt zuerst",
    "Who deals first:": "Wer gibt zuerst:",
    "random": "zufällig",
    "Shuffle number:": "Mischnummer:",
    "Random player (plays any legal card)": "Zufallsspieler (spielt irgendeine erlaubte Karte)",
    "Beginner": "Anfänger",
    "Intermediate": "Fortgeschritten",
    "Strong": "Stark",
    "with your house rules: %1": "mit Ihren Hausregeln: %1",
    # main window
    "Settings could not be read": "Einstellungen nicht lesbar",
    "The settings file %1 is damaged: %2\nIt was kept as %3; the defaults are used.":
        "Die Einstellungsdatei %1 ist beschädigt: %2\nSie wurde als %3 aufbewahrt; es gelten die Grundeinstellungen.",
    "Your saved game was resumed.": "Ihr gespeichertes Spiel geht weiter.",
    "Saved game could not be resumed": "Gespeichertes Spiel nicht fortsetzbar",
    "The saved game cannot be read: %1\nIt was kept as %2.":
        "Das gespeicherte Spiel ist nicht lesbar: %1\nEs wurde als %2 aufbewahrt.",
    "Resume?": "Fortsetzen?",
    "A game was left unfinished. Do you want to go on with it?":
        "Ein Spiel ist nicht zu Ende gespielt. Möchten Sie es fortsetzen?",
    "New game, shuffle number %1.": "Neues Spiel, Mischnummer %1.",
    "The new rules apply from the next game.": "Die neuen Regeln gelten ab dem nächsten Spiel.",
    "Settings could not be saved: %1": "Einstellungen nicht gespeichert: %1",
    "Game not saved": "Spiel nicht gespeichert",
    "Académie des Jeux — Piquet": "Académie des Jeux — Piquet",
    "&Game": "&Spiel",
    "&New game…": "&Neues Spiel …",
    "&Undo": "&Rückgängig",
    "Show the &last trick": "&Letzten Stich zeigen",
    "&Quit": "&Beenden",
    "&Settings": "&Einstellungen",
    "&House rules…": "&Hausregeln …",
    "&Language": "S&prache",
    "&Speed": "&Tempo",
    "Instant (no animation)": "Sofort (ohne Bewegung)",
    "Fast": "Schnell",
    "Normal": "Normal",
    "Slow": "Langsam",
    "&Help": "&Hilfe",
    "&Rules": "&Regeln",
    "Rules": "Regeln",
    "The rules texts are not available in this build.": "Die Regeltexte fehlen in dieser Ausgabe.",
    # words at the table
    "aces": "Asse", "kings": "Könige", "queens": "Damen", "jacks": "Buben", "tens": "Zehnen",
    "ace": "Ass", "king": "König", "queen": "Dame", "jack": "Bube", "ten": "Zehn",
    "clubs": "Kreuz", "diamonds": "Karo", "hearts": "Herz", "spades": "Pik",
    "Tierce": "Terz", "Quart": "Quart", "Quint": "Quint", "Sixième": "Sext", "Septième": "Septime",
    "Huitième": "Oktave",
    "point": "Punkt", "sequence": "Sequenz", "set": "Satz",
    "Point of %1": "Punkt von %1",
    "Making %1": "Macht %1",
    "To the %1": "Bis %1",
    "Fourteen %1": "Quatorze %1",
    "Three %1": "Drei %1",
    "Nothing to show": "Nichts anzusagen",
    "Good": "Gut",
    "Not good": "Nicht gut",
    "Equal": "Gleich",
    "I count nothing": "Ich zähle nichts",
    "I count: %1": "Ich zähle: %1",
    "Show the talon cards left": "Die liegen gebliebenen Talonkarten zeigen",
    "Leave the talon cards hidden": "Die Talonkarten verdeckt lassen",
    "Look at the talon, leading %1": "Den Talon ansehen und %1 ausspielen",
    "Do not look at the talon": "Den Talon nicht ansehen",
    "I shall exchange %1": "Ich kaufe %1",
    "I deal": "Ich gebe",
    "You deal": "Sie geben",
    "Exchanges %1": "Kauft %1",
    "You": "Sie",
    "Opponent": "Gegner",
    "You deal first.": "Sie geben zuerst.",
    "Your opponent deals first.": "Ihr Gegner gibt zuerst.",
    "Deal %1: you deal.": "Spiel %1: Sie geben.",
    "Deal %1: your opponent deals.": "Spiel %1: Ihr Gegner gibt.",
    "You have carte blanche!": "Sie haben Carte blanche!",
    "Your opponent has carte blanche!": "Ihr Gegner hat Carte blanche!",
    "You exchanged %1 cards.": "Sie haben %1 Karten gekauft.",
    "Your opponent exchanged %1 cards.": "Ihr Gegner hat %1 Karten gekauft.",
    "You score %1 for %2 (count %3).": "Sie zählen %1 für %2 (Stand %3).",
    "Your opponent scores %1 for %2 (count %3).": "Ihr Gegner zählt %1 für %2 (Stand %3).",
    "You take trick %1.": "Sie machen Stich %1.",
    "Your opponent takes trick %1.": "Ihr Gegner macht Stich %1.",
    "The tricks are split six and six.": "Die Stiche stehen sechs zu sechs.",
    "Deal ends: you %1, opponent %2.": "Spiel zu Ende: Sie %1, Gegner %2.",
    "The partie ends in a draw.": "Die Partie endet unentschieden.",
    "You won the partie.": "Sie haben die Partie gewonnen.",
    "Your opponent won the partie.": "Ihr Gegner hat die Partie gewonnen.",
    "You show %1.": "Sie zeigen %1.",
    "Your opponent shows %1.": "Ihr Gegner zeigt %1.",
    "You show your carte blanche.": "Sie zeigen Ihre Carte blanche.",
    "Your opponent shows the carte blanche.": "Ihr Gegner zeigt die Carte blanche.",
    "You look at the talon and must lead %1.": "Sie sehen den Talon an und müssen %1 ausspielen.",
    "Your opponent looks at the talon and must lead %1.": "Ihr Gegner sieht den Talon an und muss %1 ausspielen.",
    "The talon cards nobody took are shown: %1.": "Die nicht gekauften Talonkarten liegen offen: %1.",
    "The repique counts as a partie won.": "Das Repique zählt als gewonnene Partie.",
    "leading": "Ausspielen",
    "winning the trick": "den Stich",
    "the last trick": "den letzten Stich",
    "the cards": "die Karten",
    "capot": "Capot",
    "carte blanche": "Carte blanche",
    "carte rouge": "Carte rouge",
    "Leading": "Ausspielen",
    "Trick won": "Stich gewonnen",
    "The cards": "Die Karten",
    "Capot": "Capot",
    "Carte blanche": "Carte blanche",
    "Carte rouge": "Carte rouge",
    "Pique!": "Pique!",
    "Repique!": "Repique!",
    "Capot!": "Capot!",
    "Carte rouge!": "Carte rouge!",
    "Carte blanche!": "Carte blanche!",
    "Undo is not possible: a card you had not seen has been shown since.":
        "Rückgängig geht nicht: Seitdem wurde eine Karte gezeigt, die Sie noch nicht kannten.",
    "There is nothing of yours to undo in this game.": "In diesem Spiel gibt es keinen Zug von Ihnen zurückzunehmen.",
    "Your opponent is thinking…": "Ihr Gegner überlegt …",
    "Choose %1 to %2 cards to discard (drag them to your discard pile or click them), then press Exchange.":
        "Wählen Sie %1 bis %2 Karten zum Ablegen (auf Ihren Ablagestapel ziehen oder anklicken) und drücken Sie dann „Kaufen“.",
    "Play a card: drag it to the middle, click it, or use the arrow keys and Space.":
        "Spielen Sie eine Karte: in die Mitte ziehen, anklicken oder mit den Pfeiltasten und der Leertaste.",
    "Declare: your best call is chosen; pick a lower one to sink.":
        "Ansagen: Ihre beste Ansage ist vorgewählt; eine niedrigere verschweigt den Rest.",
    "Answer your opponent's declaration.": "Antworten Sie auf die Ansage Ihres Gegners.",
    "Count what your opponent left to you.": "Zählen Sie, was Ihr Gegner Ihnen überlassen hat.",
    "You may look at the talon cards left, naming the suit you will lead.":
        "Sie dürfen die übrigen Talonkarten ansehen und nennen dafür die Farbe, die Sie ausspielen.",
    "You may show the talon cards nobody took.": "Sie dürfen die Talonkarten aufdecken, die niemand gekauft hat.",
    "Carte blanche: say how many cards you will exchange.": "Carte blanche: Sagen Sie, wie viele Karten Sie kaufen.",
    "You drew the higher card: choose who deals.": "Sie haben die höhere Karte gezogen: Wählen Sie, wer gibt.",
    # the table widget
    "Last trick": "Letzter Stich",
    "Look at the last trick again (key T)": "Den letzten Stich noch einmal ansehen (Taste T)",
    "Undo": "Rückgängig",
    "Declarations and calls": "Ansagen und Zurufe",
    "Your discards": "Ihre Ablage",
    "Opponent's discards": "Ablage des Gegners",
    "Talon": "Talon",
    "Trick": "Stich",
    "The partie is over. Start a new game from the Game menu.":
        "Die Partie ist vorbei. Ein neues Spiel beginnt im Menü „Spiel“.",
    "thinking": "überlegt",
    "The opponent tried an illegal move: %1": "Der Gegner wollte einen unerlaubten Zug machen: %1",
    "The computer player failed: %1": "Der Computerspieler hat versagt: %1",
    "The opponent %1 is not available; the random player takes the seat.":
        "Der Gegner %1 ist nicht vorhanden; der Zufallsspieler nimmt den Platz ein.",
    "first to %1 points": "wer zuerst %1 Punkte hat",
    "six deals, rubicon 100": "sechs Spiele, Rubikon 100",
    "Rules: %1 (%2)": "Regeln: %1 (%2)",
    "House rules: %1": "Hausregeln: %1",
    "Details": "Einzelheiten",
    "Key %1": "Taste %1",
    "Take back your last action (Ctrl+Z)": "Ihren letzten Zug zurücknehmen (Strg+Z)",
    "Exchange": "Kaufen",
    "Sink: %1": "Verschweigen: %1",
    "Exchange %1 cards": "%1 Karten kaufen",
    "You took back your last action.": "Sie haben Ihren letzten Zug zurückgenommen.",
    "Trick %1: %2 led %3, %4 played %5 — %6 took it":
        "Stich %1: %2 spielte %3 aus, %4 gab %5 zu — %6 bekam ihn",
    "Tricks played": "Gespielte Stiche",
    "Your tricks: %1": "Ihre Stiche: %1",
    "Opponent's tricks: %1": "Stiche des Gegners: %1",
    "Count\nYou: %1\nOpponent: %2": "Stand\nSie: %1\nGegner: %2",
    "Partie: %1 – %2": "Partie: %1 – %2",
    # reasons
    "It is not your turn.": "Sie sind nicht am Zug.",
    "That is not possible at this moment of the deal.": "Das geht in diesem Abschnitt des Spiels nicht.",
    "That move cannot be read.": "Dieser Zug ist nicht lesbar.",
    "That card is not in your hand.": "Diese Karte haben Sie nicht auf der Hand.",
    "A card was named twice.": "Eine Karte wurde zweimal genannt.",
    "You must exchange more cards.": "Sie müssen mehr Karten kaufen.",
    "You may not exchange that many cards.": "So viele Karten dürfen Sie nicht kaufen.",
    "That number of cards cannot be exchanged.": "Diese Anzahl Karten kann nicht gekauft werden.",
    "Exchange exactly as many cards as you announced.": "Kaufen Sie genau so viele Karten, wie Sie angesagt haben.",
    "You hold no card of that suit.": "Sie haben keine Karte dieser Farbe.",
    "You looked at the talon: lead the suit you named.": "Sie haben den Talon angesehen: Spielen Sie die genannte Farbe aus.",
    "You must follow suit.": "Sie müssen Farbe bekennen.",
    "Your hand does not hold that.": "Das hat Ihre Hand nicht.",
    "That suit is too short to count as the point.": "Diese Farbe ist zu kurz, um als Punkt zu zählen.",
    "Your cards do not allow that answer.": "Ihre Karten erlauben diese Antwort nicht.",
    "The game is over.": "Das Spiel ist vorbei.",
    # guided first deal, help buttons, end of a deal, card settings
    "Next deal": "Nächstes Spiel",
    "Deal %1 is over: you %2, your opponent %3. Click “Next deal” when you are ready.":
        "Spiel %1 ist aus: Sie %2, Ihr Gegner %3. Klicken Sie auf „Nächstes Spiel“, wenn Sie so weit sind.",
    "What the rules say about this": "Was die Regeln dazu sagen",
    "Welcome": "Willkommen",
    "Would you like to play a guided first deal? The rules panel explains every step while you play.":
        "Möchten Sie ein geführtes erstes Spiel spielen? Die Regeln erklären jeden Schritt, während Sie spielen.",
    "Guided first deal.": "Geführtes erstes Spiel.",
    "&Guided first deal": "&Geführtes erstes Spiel",
    "A guided first deal: read the explanation in the rules panel, then click “Continue”.":
        "Ein geführtes erstes Spiel: Lesen Sie die Erklärung bei den Regeln und klicken Sie dann auf „Weiter“.",
    "Read what just happened, then click “Continue”.":
        "Lesen Sie, was eben geschah, und klicken Sie dann auf „Weiter“.",
    "Start a real game": "Eine richtige Partie beginnen",
    "Play the guided deal again": "Das geführte Spiel noch einmal spielen",
    "Continue": "Weiter",
    "Guided deal, step %1 of %2: %3": "Geführtes Spiel, Schritt %1 von %2: %3",
    "discard %1 and exchange.": "%1 ablegen und kaufen.",
    "play %1.": "%1 spielen.",
    "choose “%1”.": "„%1“ wählen.",
    "In this guided deal, discard %1.": "In diesem geführten Spiel legen Sie %1 ab.",
    "In this guided deal, play %1.": "In diesem geführten Spiel spielen Sie %1.",
    "In this guided deal, choose “%1”.": "In diesem geführten Spiel wählen Sie „%1“.",
    "Read the explanation, then press “Continue”.": "Lesen Sie die Erklärung und klicken Sie dann auf „Weiter“.",
    "The guided deal is over: you %1, your opponent %2.": "Das geführte Spiel ist aus: Sie %1, Ihr Gegner %2.",
    "Start a real game when you are ready.": "Beginnen Sie eine richtige Partie, wenn Sie so weit sind.",
    "&Cards": "&Karten",
    "&Four-colour pack (high contrast)": "&Vierfarbiges Blatt (kräftiger Kontrast)",
    "Corner &indices": "&Eckzeichen",
    "Q": "D", "J": "B",     # rank letters on the cards (the guided deal's hints)
    # score sheet
    "Score sheet": "Schreibtafel",
    "Deal": "Spiel",
    "Dealer": "Geber",
    "Partie %1 — you %2, opponent %3": "Partie %1 — Sie %2, Gegner %3",
    "The first to reach %1 wins the partie.": "Wer zuerst %1 erreicht, gewinnt die Partie.",
    "Six deals; a loser below 100 is rubiconed.": "Sechs Spiele; wer unter 100 bleibt, ist im Rubikon.",
    "Four deals; the higher total wins.": "Vier Spiele; die höhere Summe gewinnt.",
    "Every deal is settled on the difference.": "Jedes Spiel wird nach dem Unterschied abgerechnet.",
    "Partie drawn, %1 to %2.": "Partie unentschieden, %1 zu %2.",
    "You won the partie, %1 to %2.": "Sie haben die Partie gewonnen, %1 zu %2.",
    "Your opponent won the partie, %1 to %2.": "Ihr Gegner hat die Partie gewonnen, %1 zu %2.",
    "The loser is rubiconed.": "Der Verlierer ist im Rubikon.",
    "Settlement: %1 points.": "Abrechnung: %1 Punkte.",
    "Settlement: one stake.": "Abrechnung: ein Einsatz.",
    "Settlement: %1 stakes.": "Abrechnung: %1 Einsätze.",
    "The loser stayed so far behind that the winner wins double.":
        "Der Verlierer blieb so weit zurück, dass der Sieger doppelt gewinnt.",
    "Settlement: one partie.": "Abrechnung: eine Partie.",
    "Settlement: %1 parties.": "Abrechnung: %1 Partien.",
    "For %1 players: not yet playable at the table.": "Für %1 Spieler: am Tisch noch nicht spielbar.",
    # hints
    "&Hint": "&Tipp",
    "Hint": "Tipp",
    "What would a strong player do here, and why? (key H)": "Was würde ein starker Spieler hier tun, und warum? (Taste H)",
    "Looking for the best move…": "Der beste Zug wird gesucht…",
    "No hint could be worked out: %1": "Es ließ sich kein Tipp finden: %1",
    "%1 of %2": "%2-%1",
    "Play the %1: in %2 deals that fit what you know, your balance of the points still to come is %3 on average with it, %4 better than with any other card.":
        "Spielen Sie %1: In %2 Verteilungen, die zu Ihrem Wissen passen, ist Ihre Bilanz der noch kommenden Punkte "
        "damit im Mittel %3, %4 besser als mit jeder anderen Karte.",
    "Play the %1: every card you may play gives the same balance of the points still to come, %2.":
        "Spielen Sie %1: Jede erlaubte Karte ergibt dieselbe Bilanz der noch kommenden Punkte, %2.",
    "Play the %1: the cards you may play are equal now, any of them will do.":
        "Spielen Sie %1: Ihre erlaubten Karten sind jetzt gleichwertig, jede tut es.",
    "Discard %1: over many possible talons this keeps the best balance of points from declarations and play (%2 on average).":
        "Legen Sie %1 ab: Über viele mögliche Talons bleibt so die beste Bilanz aus Ansagen und Spiel "
        "(%2 im Mittel).",
    "Say “%1”: your best holding in this category; keeping it back gains nothing here.":
        "Sagen Sie „%1“: Ihr Bestes in dieser Kategorie; Zurückhalten bringt hier nichts.",
    "Answer “%1”: your cards decide it, and the true answer scores what you hold.":
        "Antworten Sie „%1“: Ihre Karten entscheiden es, und die wahre Antwort zählt, was Sie haben.",
    "Choose “%1”: the strong computer player would do so here.":
        "Wählen Sie „%1“: So würde der starke Computerspieler hier handeln.",
    # game records
    "&Open game record…": "Spielprotokoll ö&ffnen…",
    "&Save game record…": "Spielprotokoll &speichern…",
    "There is no game of yours to save.": "Es gibt kein Spiel von Ihnen zu speichern.",
    "Save game record": "Spielprotokoll speichern",
    "Open game record": "Spielprotokoll öffnen",
    "Game records (*.txt)": "Spielprotokolle (*.txt)",
    "Game records (*.txt);;All files (*)": "Spielprotokolle (*.txt);;Alle Dateien (*)",
    "Game saved as %1.": "Spiel gespeichert als %1.",
    "there is no table for %1 yet": "für %1 gibt es noch keinen Tisch",
    "it is a game for %1 players; the table seats %2": "es ist ein Spiel für %1 Spieler; am Tisch sitzen %2",
    "Game record could not be opened": "Spielprotokoll nicht lesbar",
    "%1 cannot be opened: %2\nYour present game goes on unchanged.":
        "%1 lässt sich nicht öffnen: %2\nIhr laufendes Spiel geht unverändert weiter.",
    "Opened %1.": "%1 geöffnet.",
    "Your game in progress was kept as %1.": "Ihr laufendes Spiel wurde als %1 aufbewahrt.",
    # statistics
    "S&tatistics…": "S&tatistik…",
    "Statistics": "Statistik",
    "Statistics: %1": "Statistik: %1",
    "Game": "Spiel",
    "Parties": "Partien",
    "Won": "Gewonnen",
    "Lost": "Verloren",
    "Drawn": "Unentschieden",
    "Points for": "Eigene Punkte",
    "Points against": "Punkte der Gegner",
    "No partie finished yet. Every partie you finish is counted here.":
        "Noch keine Partie beendet. Jede Partie, die Sie zu Ende spielen, wird hier gezählt.",
    "Kept in %1": "Gespeichert in %1",
    "Each game's own measure: partie points in Piquet, Resti in Minchiate.":
        "Das Maß des jeweiligen Spiels: Partiepunkte im Piquet, Resti in der Minchiate.",
    "The statistics file could not be read: %1": "Die Statistikdatei war nicht lesbar: %1",
}

SOURCES = ["gui/app.py", "gui/mainwindow.py", "gui/table/texts.py", "gui/table/scoresheet.py",
           "gui/dialogs/newgame.py", "gui/dialogs/houserules.py", "gui/dialogs/statistics.py", "gui/tutorial.py",
           "gui/table/minchiate_texts.py", "gui/table/minchiate_sheet.py",
           "gui/table/trick.py", "gui/games/minchiate/table.py", "gui/games/piquet/table.py"]


def _with_minchiate() -> None:
    """Merge the Minchiate table's wording (translations/german_minchiate.py) into DE."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent / "german_minchiate.py"
    spec = importlib.util.spec_from_file_location("german_minchiate", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for k, v in mod.DE_MINCHIATE.items():
        DE.setdefault(k, v)


_with_minchiate()


def _with_table() -> None:
    """Merge the shared table's wording (translations/german_table.py) into DE."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent / "german_table.py"
    spec = importlib.util.spec_from_file_location("german_table", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for k, v in mod.DE_TABLE.items():
        DE.setdefault(k, v)


_with_table()


def main() -> int:
    import os
    import subprocess
    import sys
    import xml.etree.ElementTree as ET
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    bindir = Path(sys.executable).parent
    ts = {lang: root / "translations" / f"academie_{lang}.ts" for lang in ("de", "en")}
    subprocess.run([str(bindir / "pyside6-lupdate"), *SOURCES, "-no-obsolete", "-ts", str(ts["de"]), str(ts["en"])],
                   cwd=root, check=True)
    missing = []
    for lang, path in ts.items():
        tree = ET.parse(path)
        for m in tree.getroot().iter("message"):
            src = m.find("source").text or ""
            tr = m.find("translation")
            text = DE.get(src) if lang == "de" else src
            if text is None:
                missing.append(src)
                continue
            tr.text = text
            tr.attrib.pop("type", None)
        tree.write(path, encoding="utf-8", xml_declaration=True)
        subprocess.run([str(bindir / "pyside6-lrelease"), str(path)], cwd=root, check=True,
                       stdout=subprocess.DEVNULL)
    for s in sorted(set(missing)):
        print("no German for:", repr(s), file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
