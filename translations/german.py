"""Our German wording for the shared interface, by English source text (context-free: the same
English always reads the same in German); each game's own wording is in its folder,
``gui/games/<name>/german.py``, and is gathered here.  ``python translations/german.py`` runs
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
    "Master (an outside engine)": "Meister (ein fremdes Programm)",
    "Outside programs": "Fremde Programme",
    "Outside &programs…": "Fremde &Programme…",
    "Some computer players drive a program of their own; each row names the game and the player. Where the program is not found by itself, give its path here.":
        "Manche Computerspieler lassen ein eigenes Programm spielen; jede Zeile nennt Spiel und Spieler. "
        "Wo das Programm nicht von selbst gefunden wird, geben Sie hier seinen Pfad an.",
    "Choose…": "Wählen…",
    "Choose the program": "Das Programm wählen",
    "Found: this player is offered.": "Gefunden: dieser Spieler wird angeboten.",
    "Not found: this player is not offered until the program is found.":
        "Nicht gefunden: dieser Spieler wird erst angeboten, wenn das Programm gefunden ist.",
    "Beginner": "Anfänger",
    "Intermediate": "Fortgeschritten",
    "Strong": "Stark",
    "Master": "Meister",
    "with your house rules: %1": "mit Ihren Hausregeln: %1",
    # the French pack's ranks, suits and cards and the seats from the person's place (gui/words.py)
    "ace": "Ass", "king": "König", "queen": "Dame", "jack": "Bube", "ten": "Zehn", "nine": "Neun",
    "eight": "Acht", "seven": "Sieben", "six": "Sechs", "five": "Fünf", "four": "Vier", "three": "Drei",
    "two": "Zwei",
    "clubs": "Kreuz", "diamonds": "Karo", "hearts": "Herz", "spades": "Pik",
    "%1 of %2": "%2-%1",
    "Left": "Links", "Right": "Rechts", "Partner": "Partner", "Opposite": "Gegenüber",
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
    "Games were left unfinished in %1 windows. Do you want to go on with the most recent one?":
        "In %1 Fenstern sind Spiele nicht zu Ende gespielt. Möchten Sie das jüngste fortsetzen?",
    "The others stay saved and are offered the next time the application starts (or at once in another window).":
        "Die anderen bleiben gespeichert und werden beim nächsten Start angeboten (oder sogleich in einem weiteren "
        "Fenster).",
    "The settings file %1 cannot be read: %2\nThe defaults are used, and nothing is saved over it.":
        "Die Einstellungsdatei %1 ist nicht lesbar: %2\nEs gelten die Grundeinstellungen; über die Datei wird nichts "
        "gespeichert.",
    "Reading %1…": "%1 wird gelesen …",
    "Opening %1 was cancelled.": "Das Öffnen von %1 wurde abgebrochen.",
    "The statistics are up to date again.": "Die Statistik ist wieder auf dem neuesten Stand.",
    "Cancel": "Abbrechen",
    "New game, shuffle number %1.": "Neues Spiel, Mischnummer %1.",
    "The new rules apply from the next game.": "Die neuen Regeln gelten ab dem nächsten Spiel.",
    "Settings could not be saved: %1": "Einstellungen nicht gespeichert: %1",
    "Your saved rules for %1 could not be used; its usual rules apply.":
        "Ihre gespeicherten Regeln für %1 waren nicht verwendbar; es gelten die üblichen Regeln des Spiels.",
    "Game not saved": "Spiel nicht gespeichert",
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
    "You": "Sie",
    "Opponent": "Gegner",
    "Play a card: drag it to the middle, click it, or use the arrow keys and Space.":
        "Spielen Sie eine Karte: in die Mitte ziehen, anklicken oder mit den Pfeiltasten und der Leertaste.",
    # the table widget
    "Last trick": "Letzter Stich",
    "Look at the last trick again (key T)": "Den letzten Stich noch einmal ansehen (Taste T)",
    "Undo": "Rückgängig",
    "Your discards": "Ihre Ablage",
    "thinking": "überlegt",
    "The computer player failed: %1": "Der Computerspieler hat versagt: %1",
    "Rules: %1 (%2)": "Regeln: %1 (%2)",
    "House rules: %1": "Hausregeln: %1",
    "%1, played by %2 players": "%1, gespielt von %2 Spielern",
    "Details": "Einzelheiten",
    "Key %1": "Taste %1",
    "Take back your last action (Ctrl+Z)": "Ihren letzten Zug zurücknehmen (Strg+Z)",
    "You took back your last action.": "Sie haben Ihren letzten Zug zurückgenommen.",
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
    "Welcome": "Willkommen",
    "Would you like to play a guided first deal? The rules panel explains every step while you play.":
        "Möchten Sie ein geführtes erstes Spiel spielen? Die Regeln erklären jeden Schritt, während Sie spielen.",
    "Guided first deal.": "Geführtes erstes Spiel.",
    "Would you like to play a guided first game? The rules panel explains every step while you play.":
        "Möchten Sie eine geführte erste Partie spielen? Die Regeln erklären jeden Schritt, während Sie spielen.",
    "Guided first game.": "Geführte erste Partie.",
    "&Guided first game": "&Geführte erste Partie",
    "Guided first game &of…": "Geführte erste Partie &von…",
    "Your game of %1 at the table is not finished. It is counted here once it is over.":
        "Ihre Partie %1 am Tisch ist nicht beendet. Sie wird hier gezählt, sobald sie aus ist.",
    "&Guided first deal": "&Geführtes erstes Spiel",
    "Guided first deal &of…": "Geführtes erstes Spiel &von…",
    "&Cards": "&Karten",
    "&Four-colour pack (high contrast)": "&Vierfarbiges Blatt (kräftiger Kontrast)",
    "Corner &indices": "&Eckzeichen",
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
    # undo, new game, statistics
    'Undo is not possible: a card you had not seen has been shown since.':
        'Rückgängig geht nicht: Seitdem wurde eine Karte gezeigt, die Sie noch nicht kannten.',
    'There is nothing of yours to undo in this game.':
        'In diesem Spiel gibt es keinen Zug von Ihnen zurückzunehmen.',
    "Players:": "Spieler:",
    "Not yet playable at the table.": "Noch nicht am Tisch spielbar.",
    "The player after me deals first": "Der Spieler nach mir gibt zuerst",
    "Each game's own measure: %1.": "Das Maß des jeweiligen Spiels: %1.",
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
    "The statistics file could not be read: %1": "Die Statistikdatei war nicht lesbar: %1",
    "The statistics could not be read: %1": "Die Statistik war nicht lesbar: %1",
    "The statistics could not be exported: %1": "Die Statistik wurde nicht exportiert: %1",
    "Game:": "Spiel:",
    "Period:": "Zeitraum:",
    "All time": "Gesamte Zeit",
    "Last 7 days": "Letzte 7 Tage",
    "Last 30 days": "Letzte 30 Tage",
    "Last 12 months": "Letzte 12 Monate",
    "All games": "Alle Spiele",
    "Export as CSV…": "Als CSV exportieren …",
    "Export statistics": "Statistik exportieren",
    "CSV files (*.csv)": "CSV-Dateien (*.csv)",
    "Opponent level": "Spielstärke der Gegner",
    "Average (you : others)": "Schnitt (Sie : andere)",
    "The points of a partie on average: yours, then your opponents'.":
        "Die Punkte einer Partie im Schnitt: Ihre, dann die Ihrer Gegner.",
    "Your best partie: your points less your opponents'.": "Ihre beste Partie: Ihre Punkte weniger die Ihrer Gegner.",
    "Your worst partie: your points less your opponents'.": "Ihre schlechteste Partie: Ihre Punkte weniger die Ihrer Gegner.",
    "Your partie of %1 at the table is not finished; no deal of it is over yet.":
        "Ihre Partie %1 am Tisch ist nicht beendet; noch ist kein Spiel davon aus.",
    "Your partie of %1 at the table is not finished: 1 deal of it is over.":
        "Ihre Partie %1 am Tisch ist nicht beendet: 1 Spiel davon ist aus.",
    "Your partie of %1 at the table is not finished: %2 deals of it are over.":
        "Ihre Partie %1 am Tisch ist nicht beendet: %2 Spiele davon sind aus.",
    "It is shown as it stands (“at the table”) and counted, with all its deals, once the partie is over.":
        "Sie steht hier mit ihrem jetzigen Stand („am Tisch“) und wird mit allen ihren Spielen gezählt, "
        "sobald die Partie aus ist.",
    "%1 (at the table)": "%1 (am Tisch)",
    "unfinished, 1 deal": "nicht beendet, 1 Spiel",
    "unfinished, %1 deals": "nicht beendet, %1 Spiele",
    "Your partie at the table, not finished: its points so far. It is counted once it is over.":
        "Ihre Partie am Tisch, nicht beendet: ihre Punkte bis jetzt. Gezählt wird sie, wenn sie aus ist.",
    "Average: the points of a partie on average, yours : your opponents', in each game's own measure (the tooltips name it).":
        "Schnitt: die Punkte einer Partie im Schnitt, Ihre : die Ihrer Gegner, im eigenen Maß jedes Spiels "
        "(die Tooltips nennen es).",
    "Best": "Beste",
    "Worst": "Schlechteste",
    "(unknown)": "(unbekannt)",
    "No partie in this selection yet.": "In dieser Auswahl noch keine Partie.",
    "won": "gewonnen",
    "lost": "verloren",
    "share of parties won (dashed: half)": "Anteil gewonnener Partien (gestrichelt: die Hälfte)",
    "One bar per partie, oldest on the left: up for won, down for lost, its height the margin in points; "
    "the line is the share of parties won.":
        "Ein Balken je Partie, die älteste links: nach oben gewonnen, nach unten verloren, die Höhe ist der "
        "Abstand in Punkten; die Linie zeigt den Anteil gewonnener Partien.",
}

def _sources() -> list[str]:
    """Every GUI source file with texts for ``pyside6-lupdate`` (``self.tr(`` or
    ``QCoreApplication.translate("…"``), relative to the repository, in a stable order."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    calls = re.compile(r"\.tr\(|\btranslate\(\s*\"")
    return sorted(p.relative_to(root).as_posix() for p in (root / "gui").rglob("*.py")
                  if calls.search(p.read_text(encoding="utf-8")))


SOURCES = _sources()


def _with_games() -> None:
    """Merge each game's own wording (``gui/games/<name>/german.py``, a ``DE`` dict) into DE:
    a new game brings its German in its own folder."""
    import importlib.util
    from pathlib import Path

    import re

    games = Path(__file__).resolve().parent.parent / "gui" / "games"
    context = re.compile(r"\btranslate\(\s*\"([^\"]+)\"")
    for path in sorted(games.glob("*/german.py")):
        spec = importlib.util.spec_from_file_location(f"german_{path.parent.name}", path)
        assert spec is not None and spec.loader is not None
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for k, v in mod.DE.items():
            DE.setdefault(k, v)
        # in the translation contexts the game's own files use, its German comes first, so two
        # games may word the same English differently ("Exchange %1 cards": kaufen / tauschen)
        for src in path.parent.glob("*.py"):
            for ctx in context.findall(src.read_text(encoding="utf-8")):
                CONTEXT_DE.setdefault(ctx, {}).update(mod.DE)


CONTEXT_DE: dict[str, dict[str, str]] = {}


_with_games()


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


def _with_table_review() -> None:
    """Merge the wording of the hints and the deal review (gui/table/german.py) into DE."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "gui" / "table" / "german.py"
    spec = importlib.util.spec_from_file_location("german_table_review", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for k, v in mod.DE.items():
        DE.setdefault(k, v)


_with_table_review()


def _with_guided() -> None:
    """Merge the wording of the guided first deal (gui/guided/german.py) into DE."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "gui" / "guided" / "german.py"
    spec = importlib.util.spec_from_file_location("german_guided", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for k, v in mod.DE.items():
        DE.setdefault(k, v)
    CONTEXT_DE.setdefault("Guide", {}).update(mod.DE)


_with_guided()


def _with_board() -> None:
    """Merge the wording of the shared board (gui/board/german.py, context ``BoardTable``) into DE."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "gui" / "board" / "german.py"
    spec = importlib.util.spec_from_file_location("german_board", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for k, v in mod.DE.items():
        DE.setdefault(k, v)
    CONTEXT_DE.setdefault("BoardTable", {}).update(mod.DE)


_with_board()


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
        for ctx_el in tree.getroot().iter("context"):
            ctx = ctx_el.findtext("name") or ""
            own = CONTEXT_DE.get(ctx, {})
            for m in ctx_el.iter("message"):
                src = m.findtext("source") or ""
                tr = m.find("translation")
                text = own.get(src, DE.get(src)) if lang == "de" else src
                note = m.findtext("comment")          # a disambiguation ("feminine"): "source|comment" first
                if note and lang == "de":
                    text = own.get(f"{src}|{note}", DE.get(f"{src}|{note}", text))
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
