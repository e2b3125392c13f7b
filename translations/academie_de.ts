<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardTable</name>
    <message>
        <location filename="../gui/board/table.py" line="279" />
        <source>Score</source>
        <extracomment>``paint_stone(painter, colour, face, size)`` draws a stone with a face (a piece) centred on the origin; None: every stone is a plain round stone</extracomment>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="402" />
        <source>Last throw</source>
        <translation>Letzter Wurf</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="403" />
        <source>Show the last throw on the board again (key T)</source>
        <translation>Den letzten Wurf noch einmal auf dem Brett zeigen (Taste T)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="405" />
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="407" />
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="408" />
        <source>What would a good player do here? (key H)</source>
        <translation>Was würde ein guter Spieler hier tun? (Taste H)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="409" />
        <source>At the board</source>
        <translation>Am Brett</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="457" />
        <location filename="../gui/board/words.py" line="23" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="458" />
        <location filename="../gui/board/words.py" line="24" />
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="461" />
        <source>The computer player %1 is not available; the random player takes the seat.</source>
        <translation>Der Computerspieler %1 ist nicht vorhanden; der Zufallsspieler nimmt den Platz ein.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="465" />
        <source>A computer player tried an illegal move: %1</source>
        <translation>Ein Computerspieler hat einen unerlaubten Zug versucht: %1</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="544" />
        <source>The game is over. Start a new game from the Game menu.</source>
        <translation>Das Spiel ist zu Ende. Ein neues Spiel beginnen Sie im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="548" />
        <source>The stones are taken up. Click “Go on” to set them out again.</source>
        <translation>Die Steine sind aufgehoben. Klicken Sie auf „Weiter“, um sie neu zu setzen.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="552" />
        <source>Click the board or press Space to go on.</source>
        <translation>Klicken Sie auf das Brett oder drücken Sie die Leertaste, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="558" />
        <source>Choose how the move ends (the buttons; Escape takes it back).</source>
        <translation>Wählen Sie, wie der Zug endet (die Knöpfe; Escape nimmt ihn zurück).</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="565" />
        <source>Move a stone: drag it to a lit point, or click it and then the point, or use the arrow keys and Space.</source>
        <translation>Ziehen Sie einen Stein: auf ein leuchtendes Feld ziehen, oder erst den Stein und dann das Feld anklicken, oder mit den Pfeiltasten und der Leertaste.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="567" />
        <source>%1 is to play.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="603" />
        <source>%1 has played. Click the board or press Space to go on.</source>
        <translation>%1 hat gezogen. Klicken Sie auf das Brett oder drücken Sie die Leertaste, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="719" />
        <source>Setting out %1</source>
        <translation>Aufsetzen %1</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="731" />
        <source>You took back your play.</source>
        <translation>Sie haben Ihren Zug zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="747" />
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="749" />
        <source>House rules: %1</source>
        <translation>Hausregeln: %1</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="750" />
        <source>Details</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="756" />
        <source>Take back your stones of this throw (Ctrl+Z)</source>
        <translation>Die Steine dieses Wurfs zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="776" />
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="933" />
        <source>That stone cannot go there with this throw.</source>
        <translation>Mit diesem Wurf kann der Stein nicht dorthin.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="975" />
        <location filename="../gui/board/table.py" line="981" />
        <source>Undo is not possible: the dice have been thrown since your play.</source>
        <translation>Rückgängig geht nicht: seit Ihrem Zug wurde schon gewürfelt.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="980" />
        <source>There is nothing of yours to undo in this game.</source>
        <translation>In diesem Spiel gibt es keinen Zug von Ihnen zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1034" />
        <source>That stone cannot move with this throw.</source>
        <translation>Dieser Stein kann mit diesem Wurf nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1133" />
        <source>← → (Home, End)</source>
        <translation>← → (Pos1, Ende)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1133" />
        <source>Move the frame over the stones that can move, or, a stone picked up, over the points it can reach</source>
        <translation>Den Rahmen über die Steine führen, die ziehen können, oder, wenn ein Stein aufgenommen ist, über die Felder, die er erreichen kann</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1135" />
        <source>Space or ↑</source>
        <translation>Leertaste oder ↑</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1135" />
        <source>Pick up the stone in the frame; set it down on the point in the frame</source>
        <translation>Den Stein im Rahmen aufnehmen; ihn auf das Feld im Rahmen setzen</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1137" />
        <source>Escape or ↓</source>
        <translation>Esc oder ↓</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1137" />
        <source>Put the stone back</source>
        <translation>Den Stein zurücklegen</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1138" />
        <source>Backspace</source>
        <translation>Rücktaste</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1138" />
        <source>Take back the last stone moved in this throw</source>
        <translation>Den zuletzt gezogenen Stein dieses Wurfs zurücknehmen</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1140" />
        <source>Show the last throw on the board (again: back)</source>
        <translation>Den letzten Wurf auf dem Brett zeigen (noch einmal: zurück)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1172" />
        <source>Last throw — %1: %2</source>
        <translation>Letzter Wurf — %1: %2</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1177" />
        <source>Show the &amp;last throw</source>
        <translation>Den &amp;letzten Wurf zeigen</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1484" />
        <source>thinking</source>
        <translation>überlegt</translation>
    </message>
</context>
<context>
    <name>Boston</name>
    <message>
        <location filename="../gui/games/boston/table.py" line="34" />
        <source>Score sheet</source>
        <translation>Schreibtafel</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="37" />
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="37" />
        <source>Contract</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="38" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="38" />
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="39" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="65" />
        <source>all passed</source>
        <translation>alle gepasst</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="74" />
        <source>Deal %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="76" />
        <source>Balances: %1</source>
        <translation>Stand: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="77" />
        <location filename="../gui/games/boston/table.py" line="119" />
        <source>Pot: %1</source>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="79" />
        <source>Bêtes waiting: %1</source>
        <translation>Wartende Bêtes: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="100" />
        <source>plays %1</source>
        <translation>spielt %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="105" />
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="121" />
        <source>(with a Bête of %1)</source>
        <translation>(mit einer Bête von %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="126" />
        <source>Contract: %1 by %2</source>
        <translation>Ansage: %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="129" />
        <location filename="../gui/games/boston/words.py" line="58" />
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="132" />
        <source>Tricks: %1 of %2</source>
        <translation>Stiche: %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="135" />
        <source>Highest bid: %1</source>
        <translation>Höchstes Gebot: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="151" />
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="27" />
        <source>small Boston</source>
        <translation>klein Boston</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="28" />
        <source>great Boston</source>
        <translation>groß Boston</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="29" />
        <source>small Independence</source>
        <translation>klein Independence</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="30" />
        <source>great Independence</source>
        <translation>groß Independence</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="31" />
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="36" />
        <source>no trick</source>
        <translation>kein Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="38" />
        <source>1 trick</source>
        <translation>1 Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="39" />
        <source>%1 tricks</source>
        <translation>%1 Stiche</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="61" />
        <source>Support</source>
        <translation>Unterstützen</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="64" />
        <source>No support</source>
        <translation>Nicht unterstützen</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="65" />
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="72" />
        <source>%1 pays you %3.</source>
        <translation>%1 zahlt Ihnen %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="74" />
        <source>All passed: you must play small Boston.</source>
        <translation>Alle haben gepasst: Sie müssen klein Boston spielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="76" />
        <source>Deal %1: your %2 is made with %4.</source>
        <translation>Spiel %1: Ihr %2 ist gewonnen, %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="77" />
        <source>Deal %1: your %2 is lost with %4.</source>
        <translation>Spiel %1: Ihr %2 ist verloren, %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="83" />
        <source>You stake %2 into the pot; it holds %3.</source>
        <translation>Sie setzen %2 in den Pot; darin liegen %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="86" />
        <source>Your bête is staked: %2; the pot holds %3.</source>
        <translation>Ihre Bête ist gesetzt: %2; im Pot liegen %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="89" />
        <source>You bid %2.</source>
        <translation>Sie bieten %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="91" />
        <source>You pass.</source>
        <translation>Sie passen.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="94" />
        <source>Contract: your Misère; you may take no trick.</source>
        <translation>Ansage: Ihre Misère; Sie dürfen keinen Stich machen.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="95" />
        <source>Contract: your %2, %3 needed.</source>
        <translation>Ansage: Ihr %2, %3 nötig.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="98" />
        <source>You support: together %2 needed.</source>
        <translation>Sie unterstützen: zusammen %2 nötig.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="100" />
        <source>You do not support.</source>
        <translation>Sie unterstützen nicht.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="102" />
        <source>You take trick %1.</source>
        <translation>Sie machen Stich %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="104" />
        <source>The Misère is lost: you took a trick.</source>
        <translation>Die Misère ist verloren: Sie haben einen Stich gemacht.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="106" />
        <source>You pay %3 to %2.</source>
        <translation>Sie zahlen %3 an %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="108" />
        <source>Bête: you owe %2 to a later pot.</source>
        <translation>Bête: Sie schulden %2 einem späteren Pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="118" />
        <source>Stake into the pot from %1: %2; the pot holds %3.</source>
        <translation>Einsatz in den Pot von %1: %2; im Pot liegen %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="121" />
        <source>Bête of %1 staked: %2; the pot holds %3.</source>
        <translation>Bête von %1 gesetzt: %2; im Pot liegen %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="124" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Spiel %1, Geber: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="127" />
        <source>Bid by %1: %2.</source>
        <translation>Gebot von %1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="130" />
        <source>Pass: %1.</source>
        <translation>Passt: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="133" />
        <source>All passed: %1 must play small Boston.</source>
        <translation>Alle haben gepasst: %1 muss klein Boston spielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="135" />
        <source>All passed: the cards are thrown in, the pot of %1 stays.</source>
        <translation>Alle haben gepasst: die Karten werden zusammengeworfen, der Pot von %1 bleibt stehen.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="139" />
        <source>Contract: Misère by %1, who may take no trick.</source>
        <translation>Ansage: Misère von %1, ohne einen einzigen Stich.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="141" />
        <source>Contract: %2 by %1, %3 needed.</source>
        <translation>Ansage: %2 von %1, %3 nötig.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="144" />
        <source>Trumps named: %1.</source>
        <translation>Trumpf genannt: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="146" />
        <source>Support by %1: together %2 needed.</source>
        <translation>Unterstützung von %1: zusammen %2 nötig.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="149" />
        <source>No support: %1.</source>
        <translation>Unterstützt nicht: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="151" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="154" />
        <source>Trick %1 to %2.</source>
        <translation>Stich %1 an %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="157" />
        <source>The Misère is lost: %1 took a trick.</source>
        <translation>Die Misère ist verloren: %1 hat einen Stich gemacht.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="160" />
        <source>Deal %1 is thrown in.</source>
        <translation>Spiel %1 wird zusammengeworfen.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="161" />
        <source>Deal %1: %2 by %3 made with %4.</source>
        <translation>Spiel %1: %2 von %3 gewonnen, %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="162" />
        <source>Deal %1: %2 by %3 lost with %4.</source>
        <translation>Spiel %1: %2 von %3 verloren, %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="166" />
        <source>Payment from %1 to %2: %3.</source>
        <translation>Zahlung von %1 an %2: %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="169" />
        <source>The pot of %1 goes to %2.</source>
        <translation>Der Pot von %1 geht an %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="172" />
        <source>Bête: %1 owes %2 to a later pot.</source>
        <translation>Bête: %1 schuldet %2 einem späteren Pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="175" />
        <source>The session is over; the pot of %1 is shared.</source>
        <translation>Die Sitzung ist zu Ende; der Pot von %1 wird geteilt.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="181" />
        <source>The session is over. Start a new game from the Game menu.</source>
        <translation>Die Sitzung ist zu Ende. Ein neues Spiel beginnen Sie im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="183" />
        <source>Waiting for the other players.</source>
        <translation>Die anderen Spieler sind am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="185" />
        <source>Bid a contract higher than the one standing, or pass.</source>
        <translation>Bieten Sie höher als das stehende Gebot, oder passen Sie.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="187" />
        <source>Name the trump suit.</source>
        <translation>Nennen Sie die Trumpffarbe.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="189" />
        <source>Support the declarer, or let him play alone.</source>
        <translation>Unterstützen Sie den Spielenden, oder lassen Sie ihn allein spielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="192" />
        <source>Play a card; follow suit if you can.</source>
        <translation>Spielen Sie eine Karte; bekennen Sie Farbe, wenn Sie können.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="193" />
        <source>Your lead: play any card.</source>
        <translation>Sie spielen aus: jede Karte ist erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="25" />
        <source>Your stake into the pot as dealer</source>
        <translation>Ihr Einsatz als Geber in den Pot</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="28" />
        <source>Your Bête, staked into the pot</source>
        <translation>Ihre Bête, in den Pot gesetzt</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="33" />
        <source>%1 made: you pay %3 %2</source>
        <translation>%1 gewonnen: Sie zahlen %3 %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="34" />
        <source>%1 failed: you pay %3 %2</source>
        <translation>%1 verloren: Sie zahlen %3 %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="37" />
        <source>%1 made: %3 pays you %2</source>
        <translation>%1 gewonnen: %3 zahlt Ihnen %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="38" />
        <source>%1 failed: %3 pays you %2</source>
        <translation>%1 verloren: %3 zahlt Ihnen %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="44" />
        <source>Your share of the pot (%1 among %2)</source>
        <translation>Ihr Anteil am Pot (%1 unter %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="54" />
        <source>Deal %1: %2 for you</source>
        <translation>Spiel %1: %2 für Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="58" />
        <source>%1 played %2 and needed %3 tricks: %4 taken.</source>
        <translation>%1 spielte %2 und brauchte %3 Stiche: %4 gemacht.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="65" />
        <source>Everybody passed: the deal is thrown in.</source>
        <translation>Alle passten: das Spiel wird eingeworfen.</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <location filename="../gui/table/base.py" line="74" />
        <source>Undo is not possible: a card you had not seen has been shown since.</source>
        <translation>Rückgängig geht nicht: Seitdem wurde eine Karte gezeigt, die Sie noch nicht kannten.</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="76" />
        <source>There is nothing of yours to undo in this game.</source>
        <translation>In diesem Spiel gibt es keinen Zug von Ihnen zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="385" />
        <source>The computer player %1 is not available; the random player takes the seat.</source>
        <translation>Der Computerspieler %1 fehlt; der Zufallsspieler nimmt den Platz ein.</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="656" />
        <source>No hints for this game.</source>
        <translation>Für dieses Spiel gibt es keine Tipps.</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="686" />
        <source>Looking for a good move…</source>
        <translation>Ein guter Zug wird gesucht …</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="727" />
        <source>No hint could be worked out: %1</source>
        <translation>Es ließ sich kein Tipp finden: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="775" />
        <source>A computer player tried an illegal move: %1</source>
        <translation>Ein Computerspieler versuchte einen unerlaubten Zug: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="785" />
        <source>The computer player failed: %1</source>
        <translation>Der Computerspieler hat versagt: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="865" />
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="1010" />
        <source>Key %1</source>
        <translation>Taste %1</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <location filename="../gui/words.py" line="21" />
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="21" />
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="22" />
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="22" />
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="23" />
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="23" />
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="24" />
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="24" />
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="25" />
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="25" />
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="26" />
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="26" />
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="27" />
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="33" />
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="34" />
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="35" />
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="36" />
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="41" />
        <source>%1 of %2</source>
        <translation>%2-%1</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="57" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="59" />
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="61" />
        <location filename="../gui/words.py" line="65" />
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="62" />
        <location filename="../gui/words.py" line="64" />
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="66" />
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="67" />
        <source>Opposite</source>
        <translation>Gegenüber</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../gui/table/explain.py" line="91" />
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../gui/table/explain.py" line="97" />
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../gui/table/explain.py" line="191" />
        <source>Click a line (or press Enter on it) to see how it was scored</source>
        <translation>Eine Zeile anklicken (oder mit Enter wählen): wie sie zustande kam</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../gui/guided/__init__.py" line="112" />
        <source>Q</source>
        <comment>rank letter of the queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="114" />
        <source>J</source>
        <comment>rank letter of the jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="224" />
        <location filename="../gui/guided/__init__.py" line="272" />
        <source>Start a real game</source>
        <translation>Eine richtige Partie beginnen</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="410" />
        <source>Play the guided game again</source>
        <translation>Geführte Partie wiederholen</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="411" />
        <source>Play the guided deal again</source>
        <translation>Geführtes Spiel wiederholen</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="223" />
        <location filename="../gui/guided/__init__.py" line="276" />
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="295" />
        <source>move the stones: %1.</source>
        <translation>ziehen Sie: %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="297" />
        <source>choose %1 and confirm.</source>
        <translation>%1 wählen und bestätigen.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="300" />
        <source>lay away %1.</source>
        <translation>%1 ablegen.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="301" />
        <source>play %1.</source>
        <translation>%1 spielen.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="302" />
        <source>choose “%1”.</source>
        <translation>„%1“ wählen.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="332" />
        <source>Read the explanation, then press “Continue”.</source>
        <translation>Lesen Sie die Erklärung und klicken Sie dann auf „Weiter“.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="337" />
        <source>In this guided game, move the stones: %1.</source>
        <translation>In diesem geführten Spiel ziehen Sie: %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="340" />
        <source>In this guided deal, discard %1.</source>
        <translation>In diesem geführten Spiel legen Sie %1 ab.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="343" />
        <source>In this guided deal, lay away %1.</source>
        <translation>In diesem geführten Spiel legen Sie %1 ab.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="344" />
        <source>In this guided deal, play %1.</source>
        <translation>In diesem geführten Spiel spielen Sie %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="345" />
        <source>In this guided deal, choose “%1”.</source>
        <translation>In diesem geführten Spiel wählen Sie „%1“.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="373" />
        <source>Start a real game when you are ready.</source>
        <translation>Beginnen Sie eine richtige Partie, wenn Sie so weit sind.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="376" />
        <source>A guided first game: read the explanation in the rules panel, then click “Continue”.</source>
        <translation>Eine geführte erste Partie: Lesen Sie die Erklärung bei den Regeln und klicken Sie dann auf „Weiter“.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="378" />
        <source>A guided first deal: read the explanation in the rules panel, then click “Continue”.</source>
        <translation>Ein geführtes erstes Spiel: Lesen Sie die Erklärung bei den Regeln und klicken Sie dann auf „Weiter“.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="380" />
        <source>Read what just happened, then click “Continue”.</source>
        <translation>Lesen Sie, was eben geschah, und klicken Sie dann auf „Weiter“.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="384" />
        <source>Guided game, step %1 of %2: %3</source>
        <translation>Geführte Partie, Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="385" />
        <source>Guided deal, step %1 of %2: %3</source>
        <translation>Geführtes Spiel, Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="393" />
        <source>The guided game is over: %1.</source>
        <translation>Die geführte Partie ist aus: %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="394" />
        <source>The guided deal is over: %1.</source>
        <translation>Das geführte Spiel ist aus: %1.</translation>
    </message>
</context>
<context>
    <name>Hombre</name>
    <message>
        <location filename="../gui/games/hombre/table.py" line="70" />
        <source>Ledger</source>
        <extracomment>the words of a deal's result (the Quadrille family has its own)</extracomment>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="134" />
        <source>Deal %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="136" />
        <source>Pot: %1</source>
        <translation>Pott: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="138" />
        <source>Bête played for: %1</source>
        <translation>Ausgespielte Bête: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="141" />
        <source>Bêtes waiting: %1</source>
        <translation>Wartende Bêten: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="40" />
        <source>Payments received for the game</source>
        <translation>Zahlungen für das Spiel erhalten</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="41" />
        <source>Payments made for the game</source>
        <translation>Zahlungen für das Spiel geleistet</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="45" />
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="49" />
        <location filename="../gui/games/hombre/table.py" line="148" />
        <source>%1 matadors</source>
        <translation>%1 Matadore</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="51" />
        <source>the vole made</source>
        <translation>die Vole gemacht</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="53" />
        <source>the vole failed</source>
        <translation>die Vole verfehlt</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="61" />
        <source>Bête into the pot: %1 = the pot of %2, doubled by the codille</source>
        <translation>Bête in den Pott: %1 = der Pott von %2, verdoppelt durch die Codille</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="64" />
        <source>Bête into the pot: %1 (the pot played for: %2)</source>
        <translation>Bête in den Pott: %1 (der Pott, um den gespielt wurde: %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="68" />
        <source>(your share: %1)</source>
        <translation>(Ihr Anteil: %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="70" />
        <source>Your share of the pot taken</source>
        <translation>Ihr Anteil am genommenen Pott</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="73" />
        <source>Your stake into the pot for the next deal</source>
        <translation>Ihr Einsatz in den Pott für das nächste Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="76" />
        <source>The bêtes left, returned at the end of the sitting</source>
        <translation>Die übrigen Bêtes, am Ende der Sitzung zurückgegeben</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="79" />
        <source>Other settlements of the deal</source>
        <translation>Übrige Abrechnungen des Spiels</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="82" />
        <source>Deal %1: your balance %2</source>
        <translation>Spiel %1: Ihr Stand %2</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="87" />
        <source>Your balance before the deal</source>
        <translation>Ihr Stand vor dem Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="149" />
        <source>Last deal: %1</source>
        <translation>Letztes Spiel: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="315" />
        <source>The table lets you make only legal moves, so no irregularity can happen here.</source>
        <translation>Der Tisch lässt nur regelgerechte Züge zu, daher kann hier kein Versehen vorkommen.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="317" />
        <source>The table deals and exchanges the cards itself, so no hand can have too many or too few.</source>
        <translation>Der Tisch gibt und tauscht die Karten selbst, daher hat keine Hand zu viele oder zu wenige.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="319" />
        <source>The table hands every buyer the cards he paid for, so nobody is ever short of cards.</source>
        <translation>Der Tisch gibt jedem Käufer die Karten, die ihm zustehen, daher fehlen nie Karten.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="321" />
        <source>The table asks each player to discard in his turn, so nobody can discard early.</source>
        <translation>Der Tisch fordert jeden Spieler in seiner Reihe zum Ablegen auf, daher kann niemand zu früh ablegen.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="323" />
        <source>A courtesy of the company that the table does not model.</source>
        <translation>Eine Höflichkeit der Gesellschaft, die der Tisch nicht nachbildet.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="325" />
        <source>Either way every player is equally likely to deal first; the table deals singly for Spadille.</source>
        <translation>So oder so gibt jeder Spieler mit gleicher Wahrscheinlichkeit zuerst; der Tisch gibt einzeln nach der Spadille aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="232" />
        <source>%1 (l'Hombre)</source>
        <translation>%1 (l'Hombre)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="71" />
        <location filename="../gui/games/hombre/table.py" line="107" />
        <source>Gr.</source>
        <translation>Gr.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="73" />
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="74" />
        <source>You %1</source>
        <translation>Sie %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="75" />
        <source>Balance %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="244" />
        <source>plays on for codille</source>
        <translation>spielt auf Codille</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="248" />
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="250" />
        <source>bids: %1</source>
        <translation>bietet: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="255" />
        <source>bought %1</source>
        <translation>kaufte %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="280" />
        <source>Talon left over</source>
        <translation>Übriger Talon</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="283" />
        <source>Turned up</source>
        <translation>Aufgeschlagen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="287" />
        <source>Talon: %1</source>
        <translation>Talon: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="301" />
        <source>l'Hombre: %1 — %2</source>
        <translation>l'Hombre: %1 — %2</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="304" />
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="306" />
        <source>Favourite suit: %1</source>
        <translation>Favoritfarbe: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="348" />
        <location filename="../gui/games/hombre/words.py" line="138" />
        <source>Buy nothing</source>
        <translation>Nichts kaufen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="349" />
        <source>Discard %1 and buy %1</source>
        <translation>%1 ablegen und %1 kaufen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="31" />
        <source>Spadille</source>
        <translation>Spadille</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="33" />
        <source>Basto</source>
        <translation>Basto</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="38" />
        <source>Ask (buy from the talon)</source>
        <translation>Fragen (aus dem Talon kaufen)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="38" />
        <location filename="../gui/games/hombre/words.py" line="46" />
        <source>Casco</source>
        <translation>Casco</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="38" />
        <location filename="../gui/games/hombre/words.py" line="46" />
        <source>Tourné</source>
        <translation>Tourné</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="39" />
        <location filename="../gui/games/hombre/words.py" line="47" />
        <source>Tourné, second kind</source>
        <translation>Tourné, zweite Art</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="39" />
        <location filename="../gui/games/hombre/words.py" line="47" />
        <source>Tourné, third kind</source>
        <translation>Tourné, dritte Art</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="40" />
        <location filename="../gui/games/hombre/words.py" line="48" />
        <source>Sans prendre</source>
        <translation>Sans prendre</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="40" />
        <source>Solo tout (all tricks)</source>
        <translation>Solo tout (alle Stiche)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="42" />
        <location filename="../gui/games/hombre/words.py" line="50" />
        <source>%1 in the favourite suit</source>
        <translation>%1 in der Favoritfarbe</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="46" />
        <source>Asking game</source>
        <translation>Fragspiel</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="48" />
        <source>Solo tout</source>
        <translation>Solo tout</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="58" />
        <source>%1 Gr.</source>
        <translation>%1 Gr.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="67" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="68" />
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="73" />
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="73" />
        <source>I hold (same bid)</source>
        <translation>Ich halte (gleiches Gebot)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="73" />
        <source>Look at the leftover talon</source>
        <translation>Den übrigen Talon ansehen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="74" />
        <source>Leave the talon hidden</source>
        <translation>Den Talon verdeckt lassen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="74" />
        <source>Play the game</source>
        <translation>Das Spiel spielen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="75" />
        <source>Give it up (pay one bête)</source>
        <translation>Aufgeben (eine Bête zahlen)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="75" />
        <source>Lay the cards down</source>
        <translation>Die Karten auflegen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="76" />
        <source>Play on for codille</source>
        <translation>Auf Codille weiterspielen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="76" />
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="76" />
        <source>Go for the vole</source>
        <translation>Auf die Vole gehen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="77" />
        <source>Stop with five tricks</source>
        <translation>Mit fünf Stichen aufhören</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="77" />
        <source>Look at the tricks taken</source>
        <translation>Die Stiche ansehen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="78" />
        <source>Have it played out</source>
        <translation>Ausspielen lassen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="89" />
        <source>You deal first.</source>
        <translation>Sie geben zuerst.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="91" />
        <source>You deal %1 cards each; %2 cards make the talon.</source>
        <translation>Sie geben jedem %1 Karten; %2 Karten bilden den Talon.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="94" />
        <source>You bid: %1.</source>
        <translation>Sie bieten: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="97" />
        <source>You buy nothing.</source>
        <translation>Sie kaufen nichts.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="97" />
        <source>You discard %1 and buy %1.</source>
        <translation>Sie legen %1 ab und kaufen %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="99" />
        <source>You name %1 trump.</source>
        <translation>Sie nennen %1 Trumpf.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="101" />
        <source>You are l'Hombre: %1.</source>
        <translation>Sie sind l'Hombre: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="102" />
        <source>You hold.</source>
        <translation>Sie halten.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="102" />
        <source>You pass.</source>
        <translation>Sie passen.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="102" />
        <source>You take the trick.</source>
        <translation>Sie nehmen den Stich.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="103" />
        <source>You play the game.</source>
        <translation>Sie spielen das Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="103" />
        <source>You go for the vole!</source>
        <translation>Sie gehen auf die Vole!</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="104" />
        <source>You stop with five tricks.</source>
        <translation>Sie hören mit fünf Stichen auf.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="104" />
        <source>You give the game up and pay one bête.</source>
        <translation>Sie geben das Spiel auf und zahlen eine Bête.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="105" />
        <source>You play on alone for codille.</source>
        <translation>Sie spielen allein auf Codille weiter.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="105" />
        <source>You accept.</source>
        <translation>Sie nehmen an.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="106" />
        <source>You hold l'Hombre to play his game out.</source>
        <translation>Sie halten l'Hombre an, sein Spiel auszuspielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="135" />
        <source>%1 trump</source>
        <extracomment>the game whose rules texts give the refusals and the statistics measure</extracomment>
        <translation>%1 Trumpf</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="139" />
        <source>Exchange %1 cards</source>
        <translation>%1 Karten tauschen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="150" />
        <source>%1 deals first.</source>
        <translation>%1 gibt zuerst.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="152" />
        <source>The favourite suit of this sitting is %1.</source>
        <translation>Die Favoritfarbe dieser Partie ist %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="154" />
        <source>Stakes are set; the pot holds %1.</source>
        <translation>Der Einsatz ist gesetzt; im Pott liegen %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="156" />
        <source>%1 deals %2 cards each; %3 cards make the talon.</source>
        <translation>%1 gibt jedem %2 Karten; %3 Karten bilden den Talon.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="159" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="161" />
        <source>%1: I hold.</source>
        <translation>%1: Ich halte.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="163" />
        <source>%1: pass.</source>
        <translation>%1: passe.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="165" />
        <source>Everyone passed: the stakes stay and the next player deals.</source>
        <translation>Alle haben gepasst: der Einsatz bleibt stehen, der Nächste gibt.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="167" />
        <source>%1 holds Spadille and must play.</source>
        <translation>%1 hat die Spadille und muss spielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="169" />
        <source>%1 is l'Hombre: %2.</source>
        <translation>%1 ist l'Hombre: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="172" />
        <source>%1 names %2 trump.</source>
        <translation>%1 nennt %2 Trumpf.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="176" />
        <source>%1 buys nothing.</source>
        <translation>%1 kauft nichts.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="177" />
        <source>%1 discards %2 and buys %2.</source>
        <translation>%1 legt %2 ab und kauft %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="179" />
        <source>%1 buys.</source>
        <translation>%1 kauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="182" />
        <source>Turned up: %1.</source>
        <translation>Aufgeschlagen: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="184" />
        <source>%1 decides trump: %2.</source>
        <translation>%1 bestimmt Trumpf: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="188" />
        <source>The talon left over: %1.</source>
        <translation>Der übrige Talon: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="190" />
        <source>%1 gives the game up and pays one bête.</source>
        <translation>%1 gibt das Spiel auf und zahlt eine Bête.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="192" />
        <source>%1 plays on alone for codille.</source>
        <translation>%1 spielt allein auf Codille weiter.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="194" />
        <source>%1 accepts.</source>
        <translation>%1 nimmt an.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="196" />
        <source>%1 holds l'Hombre to play his game out.</source>
        <translation>%1 hält l'Hombre an, sein Spiel auszuspielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="198" />
        <source>%1 plays the game.</source>
        <translation>%1 spielt das Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="200" />
        <source>%1 lays the cards down: the game is sure.</source>
        <translation>%1 legt die Karten auf: das Spiel ist sicher.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="204" />
        <source>%1 takes the trick.</source>
        <translation>%1 nimmt den Stich.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="206" />
        <source>%1 looks at the tricks: no vole now.</source>
        <translation>%1 sieht die Stiche an: nun keine Vole mehr.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="208" />
        <source>%1 goes for the vole!</source>
        <translation>%1 geht auf die Vole!</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="210" />
        <source>%1 stops with five tricks.</source>
        <translation>%1 hört mit fünf Stichen auf.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="214" />
        <source>The sitting is over: the stakes are shared out.</source>
        <translation>Die Partie ist aus: der Pott wird geteilt.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="216" />
        <source>Payments.</source>
        <translation>Zahlungen.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="223" />
        <source>The auction: %1 to speak.</source>
        <translation>Das Reizen: %1 ist dran.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="225" />
        <source>The exchange: %1 buys.</source>
        <translation>Das Kaufen: %1 kauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="226" />
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="228" />
        <source>Your bid: a higher game, or pass.</source>
        <translation>Ihr Gebot: ein höheres Spiel, oder passen.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="229" />
        <source>Everyone passed: will you play Casco?</source>
        <translation>Alle haben gepasst: spielen Sie Casco?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="230" />
        <source>Name trump.</source>
        <translation>Nennen Sie Trumpf.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="231" />
        <source>Choose the cards to discard (the same number is bought), then confirm.</source>
        <translation>Wählen Sie die Karten zum Ablegen (ebenso viele werden gekauft), dann bestätigen.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="232" />
        <source>You were the last to buy: look at the talon that is left?</source>
        <translation>Sie haben zuletzt gekauft: den übrigen Talon ansehen?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="233" />
        <source>Play the game, or give it up?</source>
        <translation>Das Spiel spielen oder aufgeben?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="234" />
        <source>l'Hombre gives the game up: accept, or play on for codille?</source>
        <translation>l'Hombre gibt das Spiel auf: annehmen oder auf Codille weiterspielen?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="235" />
        <source>l'Hombre lays down a sure game: accept it, or have it played out?</source>
        <translation>l'Hombre legt ein sicheres Spiel auf: annehmen oder ausspielen lassen?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="236" />
        <source>Play a card.</source>
        <translation>Spielen Sie eine Karte aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="237" />
        <source>Five straight tricks: go for the vole, or stop?</source>
        <translation>Fünf Stiche in Folge: auf die Vole gehen oder aufhören?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="255" />
        <source>%1 wins the game (%2).</source>
        <translation>%1 gewinnt das Spiel (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="257" />
        <location filename="../gui/games/hombre/words.py" line="300" />
        <source>With %1 matadors.</source>
        <translation>Mit %1 Matadoren.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="259" />
        <source>%1 makes the vole (%2)!</source>
        <translation>%1 macht die Vole (%2)!</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="261" />
        <source>%1 wins but fails the vole (%2).</source>
        <translation>%1 gewinnt, verfehlt aber die Vole (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="263" />
        <source>Remise: %1 pays a bête (%2).</source>
        <translation>Remise: %1 zahlt eine Bête (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="265" />
        <source>Codille: %1 beats %2 (%3).</source>
        <translation>Codille: %1 schlägt %2 (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="268" />
        <source>Everyone passed.</source>
        <translation>Alle haben gepasst.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="270" />
        <source>%1 gave the game up.</source>
        <translation>%1 hat das Spiel aufgegeben.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="272" />
        <source>The deal is over (%1).</source>
        <translation>Das Spiel ist aus (%1).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="283" />
        <source>Codille: you beat %1 (%2).</source>
        <translation>Codille: Sie schlagen %1 (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="286" />
        <source>Codille: %1 beats you (%2).</source>
        <translation>Codille: %1 schlägt Sie (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="289" />
        <source>Remise: you pay a bête (%1).</source>
        <translation>Remise: Sie zahlen eine Bête (%1).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="291" />
        <source>You gave the game up.</source>
        <translation>Sie haben das Spiel aufgegeben.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="294" />
        <source>You make the vole (%1)!</source>
        <translation>Sie machen die Vole (%1)!</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="296" />
        <source>You win but fail the vole (%1).</source>
        <translation>Sie gewinnen, verfehlen aber die Vole (%1).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="298" />
        <source>You win the game (%1).</source>
        <translation>Sie gewinnen das Spiel (%1).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="82" />
        <source>%1 in payments</source>
        <translation>%1 aus Zahlungen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="83" />
        <source>%1 bête into the pot</source>
        <translation>%1 Bête in den Pott</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="84" />
        <source>%1 from the pot</source>
        <translation>%1 aus dem Pott</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="85" />
        <source>%1 in other settlements</source>
        <translation>%1 aus weiteren Abrechnungen</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="86" />
        <source>%1 stake for the next deal</source>
        <translation>%1 Einsatz für das nächste Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="87" />
        <source>%1 of the bêtes left, returned at the end</source>
        <translation>%1 aus den übrigen Bêtes, am Ende zurückgegeben</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="96" />
        <source>%1: %2 (unchanged)</source>
        <translation>%1: %2 (unverändert)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="99" />
        <source>%1: %2 → %3 (%4)</source>
        <translation>%1: %2 → %3 (%4)</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="55" />
        <source>House rules — %1</source>
        <translation>Hausregeln — %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="58" />
        <source>Preset:</source>
        <translation>Regelwerk:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="66" />
        <source>Back to the preset</source>
        <translation>Zurück zum Regelwerk</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="70" />
        <source>Options that differ from the preset are shown in bold.</source>
        <translation>Regeln, die vom Regelwerk abweichen, stehen fett.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="91" />
        <source>For %1 players: not yet playable at the table.</source>
        <translation>Für %1 Spieler: am Tisch noch nicht spielbar.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="97" />
        <source>Changes nothing at this table: %1</source>
        <translation>Ändert an diesem Tisch nichts: %1</translation>
    </message>
</context>
<context>
    <name>Imperial</name>
    <message>
        <location filename="../gui/games/imperial/table.py" line="33" />
        <source>Imperials and strokes</source>
        <translation>Imperiale und Striche</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="36" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="36" />
        <source>Imperials</source>
        <translation>Imperiale</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="37" />
        <source>Strokes</source>
        <translation>Striche</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="37" />
        <source>Stakes</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="58" />
        <source>Deals played: %1. The first to %2 Imperials wins.</source>
        <translation>Gespielte Spiele: %1. Wer zuerst %2 Imperiale hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="83" />
        <source>Stock: %1</source>
        <translation>Stamm: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="90" />
        <source>Lay away %1 cards and take the stock</source>
        <translation>%1 Karten ablegen und den Stamm nehmen</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="95" />
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="104" />
        <source>You: Imperials %1, strokes %2</source>
        <translation>Sie: Imperiale %1, Striche %2</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="122" />
        <source>Waiting for %1.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="25" />
        <source>for robbing the turned card</source>
        <translation>für das Rauben der aufgeschlagenen Karte</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="26" />
        <source>for the Imperial trump turned up</source>
        <translation>für den aufgeschlagenen Imperialtrumpf</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="27" />
        <source>for the point</source>
        <translation>für den Kummel</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="28" />
        <source>for the Imperial trumps in the trick</source>
        <translation>für die Imperialtrümpfe im Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="29" />
        <source>for tricks above the share</source>
        <translation>für Stiche über die gesetzten</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="41" />
        <source>Take the stock</source>
        <translation>Den Stamm nehmen</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="43" />
        <source>Keep my hand</source>
        <translation>Meine Karten behalten</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="51" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Spiel %1, Geber: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="53" />
        <source>Turned up: %1. Trumps are %2.</source>
        <translation>Aufgeschlagen: %1. Trumpf ist %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="57" />
        <source>You rob the %2 with the %3.</source>
        <translation>Sie rauben %2 mit %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="59" />
        <source>%1 robs the %2 with the %3.</source>
        <translation>%1 raubt %2 mit %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="62" />
        <source>You hold no trump and take the stock.</source>
        <translation>Sie haben keinen Trumpf und nehmen den Stamm.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="64" />
        <source>You hold no trump and keep your hand.</source>
        <translation>Sie haben keinen Trumpf und behalten Ihre Karten.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="66" />
        <source>%1 holds no trump and takes the stock.</source>
        <translation>%1 hat keinen Trumpf und nimmt den Stamm.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="68" />
        <source>%1 holds no trump and keeps the hand.</source>
        <translation>%1 hat keinen Trumpf und behält die Karten.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="70" />
        <source>four of a kind</source>
        <translation>vier gleiche Blätter</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="70" />
        <source>a quart major</source>
        <translation>eine Quarte major</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="72" />
        <source>You show %2 (%3): one Imperial.</source>
        <translation>Sie zeigen %2 (%3): ein Imperial.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="74" />
        <source>%1 shows %2 (%3): one Imperial.</source>
        <translation>%1 zeigt %2 (%3): ein Imperial.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="77" />
        <source>You have the point: %2 cards of %3 worth %4.</source>
        <translation>Sie haben den Kummel: %2 Blätter %3 mit %4 Augen.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="80" />
        <source>You take trick %1.</source>
        <translation>Sie machen Stich %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="83" />
        <source>You mark a stroke %2.</source>
        <translation>Sie schreiben einen Strich %2 an.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="84" />
        <source>You mark %2 strokes %3.</source>
        <translation>Sie schreiben %2 Striche %3 an.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="86" />
        <source>You have six strokes: one Imperial, and every stroke is wiped out.</source>
        <translation>Sie haben sechs Striche: ein Imperial, und alle Striche werden ausgelöscht.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="88" />
        <source>You made %2 tricks.</source>
        <translation>Sie haben %2 Stiche gemacht.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="90" />
        <source>You win the game with %2 Imperials.</source>
        <translation>Sie gewinnen die Partie mit %2 Imperialen.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="92" />
        <source>%1 has the point: %2 cards of %3 worth %4.</source>
        <translation>%1 hat den Kummel: %2 Blätter %3 mit %4 Augen.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="95" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="97" />
        <source>Trick %1 to %2.</source>
        <translation>Stich %1 an %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="100" />
        <source>%1 marks a stroke %2.</source>
        <translation>%1 schreibt einen Strich %2 an.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="102" />
        <source>%1 marks %2 strokes %3.</source>
        <translation>%1 schreibt %2 Striche %3 an.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="105" />
        <source>%1 has six strokes: one Imperial, and every stroke is wiped out.</source>
        <translation>%1 hat sechs Striche: ein Imperial, und alle Striche werden ausgelöscht.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="108" />
        <source>%1 made %2 tricks.</source>
        <translation>%1 hat %2 Stiche gemacht.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="110" />
        <source>Deal %1 is over. Imperials: %2.</source>
        <translation>Spiel %1 ist aus. Imperiale: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="113" />
        <source>%1 wins the game with %2 Imperials.</source>
        <translation>%1 gewinnt die Partie mit %2 Imperialen.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="116" />
        <source>The game is over. Stakes: %1.</source>
        <translation>Die Partie ist aus. Sätze: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="122" />
        <source>The game is over. Start a new game from the Game menu.</source>
        <translation>Die Partie ist aus. Ein neues Spiel beginnen Sie im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="124" />
        <source>Waiting for the other players.</source>
        <translation>Die anderen Spieler sind am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="126" />
        <source>You hold no trump: take the stock for your hand, or keep it.</source>
        <translation>Sie haben keinen Trumpf: nehmen Sie den Stamm für Ihre Karten, oder behalten Sie sie.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="129" />
        <source>Play a card: follow suit; without it, trump if you can.</source>
        <translation>Spielen Sie eine Karte: Farbe bekennen; wer sie nicht hat, muss Trumpf geben.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="130" />
        <source>Your lead: play any card.</source>
        <translation>Sie spielen aus: jede Karte ist erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/explain.py" line="28" />
        <source>One stroke %1</source>
        <translation>Ein Strich %1</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/explain.py" line="29" />
        <source>%2 strokes %1</source>
        <translation>%2 Striche %1</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/explain.py" line="31" />
        <source>%1: %2 strokes</source>
        <translation>%1: %2 Striche</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/explain.py" line="33" />
        <source>Since the last Imperial (six strokes make one)</source>
        <translation>Seit dem letzten Imperial (sechs Striche machen eines)</translation>
    </message>
</context>
<context>
    <name>Lhomme</name>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="29" />
        <source>Pot and balances</source>
        <translation>Topf und Stand</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="32" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="33" />
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="34" />
        <source>Balance</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="53" />
        <source>Pot: %1 · deal %2 of %3</source>
        <translation>Topf: %1 · Spiel %2 von %3</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="75" />
        <source>does not play</source>
        <translation>spielt nicht mit</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="86" />
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="92" />
        <source>Pot: %1</source>
        <translation>Topf: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="17" />
        <source>cups</source>
        <translation>Becher</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="18" />
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="30" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="31" />
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="50" />
        <source>Play this deal</source>
        <translation>Dieses Spiel mitspielen</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="53" />
        <source>Give the deal up</source>
        <translation>Das Spiel aufgeben</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="54" />
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="62" />
        <source>You play.</source>
        <translation>Sie spielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="64" />
        <source>You do not play and pay %2 into the pot.</source>
        <translation>Sie spielen nicht und zahlen %2 in den Pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="67" />
        <source>You do not play.</source>
        <translation>Sie spielen nicht.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="69" />
        <source>Nobody plays against you: the pot of %2 is won.</source>
        <translation>Niemand spielt gegen Sie: der Pot von %2 ist gewonnen.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="72" />
        <source>You do not take the trick and pay %2 into the pot.</source>
        <translation>Sie nehmen den Stich nicht und zahlen %2 in den Pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="75" />
        <source>You take trick %1.</source>
        <translation>Sie machen Stich %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="77" />
        <source>You take the pot of %2.</source>
        <translation>Sie nehmen den Pot von %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="79" />
        <source>Everybody puts one into the pot: %1.</source>
        <translation>Jeder setzt eins in den Topf: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="82" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Spiel %1, Geber: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="85" />
        <source>Turned up: %1. Trumps are %2.</source>
        <translation>Aufgeschlagen: %1. Trumpf ist %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="88" />
        <source>%1 plays.</source>
        <translation>%1 spielt mit.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="91" />
        <source>%1 does not play and pays %2 into the pot.</source>
        <translation>%1 spielt nicht mit und zahlt %2 in den Topf.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="93" />
        <source>%1 does not play.</source>
        <translation>%1 spielt nicht mit.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="95" />
        <source>Nobody plays against %1: the pot of %2 is won.</source>
        <translation>Niemand spielt gegen %1: der Topf von %2 ist gewonnen.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="98" />
        <source>Nobody plays; the pot of %1 stays.</source>
        <translation>Niemand spielt; der Topf von %1 bleibt stehen.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="101" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="104" />
        <source>%1 does not take the trick and pays %2 into the pot.</source>
        <translation>%1 nimmt den Stich nicht und zahlt %2 in den Topf.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="107" />
        <source>Trick %1 to %2.</source>
        <translation>Stich %1 an %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="110" />
        <source>%1 takes the pot of %2.</source>
        <translation>%1 zieht den Topf von %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="113" />
        <source>Deal %1 is over. Tricks: %2.</source>
        <translation>Spiel %1 ist aus. Stiche: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="116" />
        <source>The %1 left in the pot is shared.</source>
        <translation>Die %1 im Topf werden geteilt.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="119" />
        <source>The session is over: %1.</source>
        <translation>Die Sitzung ist zu Ende: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="125" />
        <source>The session is over. Start a new game from the Game menu.</source>
        <translation>Die Sitzung ist zu Ende. Ein neues Spiel beginnen Sie im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="127" />
        <source>Waiting for the other players.</source>
        <translation>Die anderen Spieler sind am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="130" />
        <source>Play this deal, or give it up and pay double.</source>
        <translation>Spielen Sie dieses Spiel, oder geben Sie es auf und zahlen doppelt.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="131" />
        <source>Do you play this deal?</source>
        <translation>Spielen Sie dieses Spiel mit?</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="134" />
        <source>Play a card: follow suit; take the trick if you must.</source>
        <translation>Spielen Sie eine Karte: Farbe bekennen; den Stich nehmen, wenn Sie müssen.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="135" />
        <source>Your lead: play any card.</source>
        <translation>Sie spielen aus: jede Karte ist erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="26" />
        <source>The ante: every player puts one into the pot</source>
        <translation>Der Einsatz: jeder legt eins in den Pot</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="29" />
        <source>Paid into the pot for not playing</source>
        <translation>In den Pot gezahlt, weil nicht mitgespielt</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="32" />
        <source>Paid into the pot for declining a trick</source>
        <translation>In den Pot gezahlt, weil einen Stich abgelehnt</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="36" />
        <source>The pot of %1 won</source>
        <translation>Den Pot von %1 gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="37" />
        <source>Your share of the pot of %1, won by %2 players</source>
        <translation>Anteil am Pot von %1, von %2 Spielern gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="40" />
        <source>The pot left at the end, shared</source>
        <translation>Der am Ende übrige Pot, geteilt</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="41" />
        <source>%1: %2 after deal %3</source>
        <translation>%1: %2 nach Spiel %3</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="45" />
        <source>Balance before the deal</source>
        <translation>Stand vor dem Spiel</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/mainwindow.py" line="125" />
        <source>Settings could not be read</source>
        <translation>Einstellungen nicht lesbar</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="122" />
        <source>The settings file %1 is damaged: %2
It was kept as %3; the defaults are used.</source>
        <translation>Die Einstellungsdatei %1 ist beschädigt: %2
Sie wurde als %3 aufbewahrt; es gelten die Grundeinstellungen.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="179" />
        <source>Your saved game was resumed.</source>
        <translation>Ihr gespeichertes Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="186" />
        <source>Saved game could not be resumed</source>
        <translation>Gespeichertes Spiel nicht fortsetzbar</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="187" />
        <source>The saved game cannot be read: %1
It was kept as %2.</source>
        <translation>Das gespeicherte Spiel ist nicht lesbar: %1
Es wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="211" />
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="214" />
        <source>Would you like to play a guided first deal? The rules panel explains every step while you play.</source>
        <translation>Möchten Sie ein geführtes erstes Spiel spielen? Die Regeln erklären jeden Schritt, während Sie spielen.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="255" />
        <source>Guided first deal.</source>
        <translation>Geführtes erstes Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="264" />
        <source>Resume?</source>
        <translation>Fortsetzen?</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="258" />
        <source>A game was left unfinished. Do you want to go on with it?</source>
        <translation>Ein Spiel ist nicht zu Ende gespielt. Möchten Sie es fortsetzen?</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="294" />
        <source>New game, shuffle number %1.</source>
        <translation>Neues Spiel, Mischnummer %1.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="338" />
        <source>The new rules apply from the next game.</source>
        <translation>Die neuen Regeln gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="349" />
        <source>Settings could not be saved: %1</source>
        <translation>Einstellungen nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="396" />
        <source>There is no game of yours to save.</source>
        <translation>Es gibt kein Spiel von Ihnen zu speichern.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="405" />
        <source>Save game record</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="402" />
        <source>Game records (*.txt)</source>
        <translation>Spielprotokolle (*.txt)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="414" />
        <location filename="../gui/mainwindow.py" line="546" />
        <source>Game not saved</source>
        <translation>Spiel nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="416" />
        <source>Game saved as %1.</source>
        <translation>Spiel gespeichert als %1.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="425" />
        <location filename="../gui/mainwindow.py" line="479" />
        <source>Open game record</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="426" />
        <source>Game records (*.txt);;All files (*)</source>
        <translation>Spielprotokolle (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="201" />
        <location filename="../gui/mainwindow.py" line="203" />
        <source>there is no table for %1 yet</source>
        <translation>für %1 gibt es noch keinen Tisch</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="206" />
        <source>it is a game for %1 players; the table seats %2</source>
        <translation>es ist ein Spiel für %1 Spieler; am Tisch sitzen %2</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="448" />
        <source>Game record could not be opened</source>
        <translation>Spielprotokoll nicht lesbar</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="449" />
        <source>%1 cannot be opened: %2
Your present game goes on unchanged.</source>
        <translation>%1 lässt sich nicht öffnen: %2
Ihr laufendes Spiel geht unverändert weiter.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="461" />
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="747" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="748" />
        <source>&amp;About Académie des Jeux</source>
        <translation>Ü&amp;ber Académie des Jeux</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="749" />
        <source>&amp;Wait for a click after each trick</source>
        <translation>Nach jedem Stich auf einen &amp;Klick warten</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="853" />
        <source>Undo is not possible: a card you had not seen has been shown since.</source>
        <translation>Rückgängig geht nicht: Seitdem wurde eine Karte gezeigt, die Sie noch nicht kannten.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="855" />
        <source>There is nothing of yours to undo in this game.</source>
        <translation>In diesem Spiel gibt es keinen Zug von Ihnen zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="319" />
        <location filename="../gui/mainwindow.py" line="463" />
        <source>Your game in progress was kept as %1.</source>
        <translation>Ihr laufendes Spiel wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="107" />
        <source>Your saved rules for %1 could not be used; its usual rules apply.</source>
        <extracomment>the keys a view that keeps its own (``ownKeys``: a score sheet whose lines explain themselves) handles</extracomment>
        <translation>Ihre gespeicherten Regeln für %1 waren nicht verwendbar; es gelten die üblichen Regeln des Spiels.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="119" />
        <source>The settings file %1 cannot be read: %2
The defaults are used, and nothing is saved over it.</source>
        <translation>Die Einstellungsdatei %1 ist nicht lesbar: %2
Es gelten die Grundeinstellungen; über die Datei wird nichts gespeichert.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="149" />
        <location filename="../gui/mainwindow.py" line="569" />
        <source>Statistics: %1</source>
        <translation>Statistik: %1</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="212" />
        <source>Would you like to play a guided first game? The rules panel explains every step while you play.</source>
        <translation>Möchten Sie eine geführte erste Partie spielen? Die Regeln erklären jeden Schritt, während Sie spielen.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="255" />
        <source>Guided first game.</source>
        <translation>Geführte erste Partie.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="260" />
        <source>Games were left unfinished in %1 windows. Do you want to go on with the most recent one?</source>
        <translation>In %1 Fenstern sind Spiele nicht zu Ende gespielt. Möchten Sie das jüngste fortsetzen?</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="262" />
        <source>The others stay saved and are offered the next time the application starts (or at once in another window).</source>
        <translation>Die anderen bleiben gespeichert und werden beim nächsten Start angeboten (oder sogleich in einem weiteren Fenster).</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="477" />
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="477" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="510" />
        <source>Opening %1 was cancelled.</source>
        <translation>Das Öffnen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="584" />
        <source>The statistics are up to date again.</source>
        <translation>Die Statistik ist wieder auf dem neuesten Stand.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="717" />
        <source>Académie des Jeux — %1</source>
        <translation>Académie des Jeux — %1</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="718" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="719" />
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="720" />
        <source>&amp;Open game record…</source>
        <translation>Spielprotokoll ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="721" />
        <source>&amp;Save game record…</source>
        <translation>Spielprotokoll &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="722" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="723" />
        <location filename="../gui/mainwindow.py" line="843" />
        <source>Show the &amp;last trick</source>
        <translation>&amp;Letzten Stich zeigen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="724" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="725" />
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="729" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="730" />
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="731" />
        <source>&amp;House rules…</source>
        <translation>&amp;Hausregeln …</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="732" />
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="733" />
        <source>&amp;Speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="734" />
        <source>Instant (no animation)</source>
        <translation>Sofort (ohne Bewegung)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="734" />
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="735" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="735" />
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="738" />
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="739" />
        <source>&amp;Four-colour pack (high contrast)</source>
        <translation>&amp;Vierfarbiges Blatt (kräftiger Kontrast)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="740" />
        <source>Corner &amp;indices</source>
        <translation>&amp;Eckzeichen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="741" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="742" />
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="743" />
        <source>&amp;Guided first deal</source>
        <translation>&amp;Geführtes erstes Spiel</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="743" />
        <source>&amp;Guided first game</source>
        <translation>&amp;Geführte erste Partie</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="744" />
        <source>Guided first deal &amp;of…</source>
        <translation>Geführtes erstes Spiel &amp;von…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="744" />
        <source>Guided first game &amp;of…</source>
        <translation>Geführte erste Partie &amp;von…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="750" />
        <source>Outside &amp;programs…</source>
        <translation>Fremde &amp;Programme…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="932" />
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="932" />
        <source>Move along your hand (it stops at the ends)</source>
        <translation>Durch Ihr Blatt gehen (an den Enden bleibt es stehen)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="933" />
        <source>Home / End</source>
        <translation>Pos1 / Ende</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="933" />
        <source>The first / the last card of your hand</source>
        <translation>Die erste / die letzte Karte Ihres Blatts</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="934" />
        <source>Space or ↑</source>
        <translation>Leertaste oder ↑</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="934" />
        <source>Play or choose the card with the frame</source>
        <translation>Die umrahmte Karte spielen oder wählen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="938" />
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="938" />
        <source>Press the buttons of the moment, from the top</source>
        <translation>Die Schaltflächen des Augenblicks drücken, von oben gezählt</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="939" />
        <source>Enter</source>
        <translation>Eingabetaste</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="939" />
        <source>Press the button in bold</source>
        <translation>Die fett gedruckte Schaltfläche drücken</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="935" />
        <source>Show the last trick on the table (again: back)</source>
        <translation>Den letzten Stich auf dem Tisch zeigen (noch einmal: zurück)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="941" />
        <source>A hint; press again for the reasons in figures</source>
        <translation>Ein Tipp; noch einmal drücken für die Gründe in Zahlen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="942" />
        <source>Take back your last action</source>
        <translation>Ihre letzte Handlung zurücknehmen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="943" />
        <source>The rules at the section for the moment</source>
        <translation>Die Regeln beim Abschnitt für den Augenblick</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="944" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="945" />
        <source>Open a game record</source>
        <translation>Eine Spielaufzeichnung öffnen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="946" />
        <source>Save the game as a record</source>
        <translation>Das Spiel als Aufzeichnung speichern</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="947" />
        <source>any key or a click</source>
        <translation>eine Taste oder ein Klick</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="947" />
        <source>Go on after a trick, when the table waits</source>
        <translation>Nach einem Stich weiterspielen, wenn der Tisch wartet</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="955" />
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="965" />
        <source>About Académie des Jeux</source>
        <translation>Über Académie des Jeux</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="966" />
        <source>Académie des Jeux %1

The card games of the 18th and 19th centuries against computer players, after the period rule books, with the rules in English and German: %2.</source>
        <translation>Académie des Jeux %1

Die Kartenspiele des 18. und 19. Jahrhunderts gegen Computerspieler, nach den Regelbüchern der Zeit, mit den Regeln auf Deutsch und Englisch: %2.</translation>
    </message>
</context>
<context>
    <name>Minchiate</name>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="31" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="48" />
        <source>Sequence of trumps</source>
        <translation>Trumpffolge</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="48" />
        <source>Versicola of the Matto</source>
        <translation>Versicola des Matto</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="48" />
        <source>Tredici</source>
        <translation>Tredici</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="49" />
        <source>Diecine</source>
        <translation>Diecine</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="49" />
        <source>Diecine vergognose</source>
        <translation>Diecine vergognose</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="50" />
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="56" />
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="57" />
        <source>Coppe</source>
        <translation>Coppe</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="57" />
        <source>Denari</source>
        <translation>Denari</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="57" />
        <source>Spade</source>
        <translation>Spade</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="57" />
        <source>Bastoni</source>
        <translation>Bastoni</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="57" />
        <source>trumps</source>
        <translation>Trümpfe</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="62" />
        <source>versicole in hand</source>
        <translation>Versicole in der Hand</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="63" />
        <source>robbed cards</source>
        <translation>geraubte Karten</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="63" />
        <source>face-up card</source>
        <translation>offene Karte</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="64" />
        <source>cards turned up from the folla</source>
        <translation>aus der Folla aufgedeckte Karten</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="64" />
        <source>muore</source>
        <translation>Muore</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="65" />
        <source>the lost Matto</source>
        <translation>den verlorenen Matto</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="78" />
        <source>Your side deals first: you and %1 are partners.</source>
        <translation>Ihre Partei gibt zuerst: Sie und %1 spielen zusammen.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="80" />
        <source>%1 and %2 deal first, as partners.</source>
        <translation>%1 und %2 geben zuerst und spielen zusammen.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="83" />
        <source>Equal cards or the Matto: everybody cuts again.</source>
        <translation>Gleiche Karten oder der Matto: alle heben noch einmal ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="85" />
        <source>You shuffle and deal.</source>
        <translation>Sie mischen und geben.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="85" />
        <source>%1 shuffles and deals.</source>
        <translation>%1 mischt und gibt.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="87" />
        <source>You cut %2 cards.</source>
        <translation>Sie heben %2 Karten ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="87" />
        <source>%1 cuts %2 cards.</source>
        <translation>%1 hebt %2 Karten ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="90" />
        <source>You rob nothing.</source>
        <translation>Sie rauben nichts.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="90" />
        <source>%1 robs nothing.</source>
        <translation>%1 raubt nichts.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="91" />
        <source>You rob %2.</source>
        <translation>Sie rauben %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="91" />
        <source>%1 robs %2.</source>
        <translation>%1 raubt %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="93" />
        <source>Your 21st card, face up: %2.</source>
        <translation>Ihre 21. Karte, offen gegeben: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="93" />
        <source>%1's 21st card, face up: %2.</source>
        <translation>Die 21. Karte von %1, offen gegeben: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="96" />
        <source>You turn up the folla and keep %2.</source>
        <translation>Sie decken die Folla auf und behalten %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="96" />
        <source>%1 turns up the folla and keeps %2.</source>
        <translation>%1 deckt die Folla auf und behält %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="97" />
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="99" />
        <source>%1 stops it and goes back.</source>
        <translation>%1 beendet das Aufdecken und kommt zurück.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="104" />
        <source>You take %2 from the folla.</source>
        <translation>Sie nehmen %2 aus der Folla.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="104" />
        <source>%1 takes %2 from the folla.</source>
        <translation>%1 nimmt %2 aus der Folla.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="108" />
        <source>You announce the folla: %2.</source>
        <translation>Sie sagen die Folla an: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="108" />
        <source>%1 announces the folla: %2.</source>
        <translation>%1 sagt die Folla an: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="110" />
        <source>You discard a card.</source>
        <translation>Sie legen eine Karte ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="110" />
        <source>%1 discards a card.</source>
        <translation>%1 legt eine Karte ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="112" />
        <source>You lead to the first trick.</source>
        <translation>Sie spielen zum ersten Stich aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="112" />
        <source>%1 leads to the first trick.</source>
        <translation>%1 spielt zum ersten Stich aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="114" />
        <source>You have no trumps (fallen).</source>
        <translation>Sie haben keine Trümpfe (gefallen).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="114" />
        <source>%1 has no trumps (fallen).</source>
        <translation>%1 hat keine Trümpfe (gefallen).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="116" />
        <source>You show %2 (%3): %4.</source>
        <translation>Sie zeigen %2 (%3): %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="116" />
        <source>%1 shows %2 (%3): %4.</source>
        <translation>%1 zeigt %2 (%3): %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="119" />
        <source>Your side</source>
        <translation>Ihre Partei</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="119" />
        <source>The other side</source>
        <translation>Die Gegenpartei</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="120" />
        <source>%1 marks %2 for %3.</source>
        <translation>%1 markiert %2 für %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="123" />
        <source>A Resto is paid to your side at once.</source>
        <translation>Ihre Partei bekommt sofort einen Resto bezahlt.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="124" />
        <source>A Resto is paid to the other side at once.</source>
        <translation>Die Gegenpartei bekommt sofort einen Resto bezahlt.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="126" />
        <source>The discards are shown and join the folla.</source>
        <translation>Die abgelegten Karten werden gezeigt und kommen zur Folla.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="129" />
        <source>You take trick %2.</source>
        <translation>Sie machen Stich %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="129" />
        <source>%1 takes trick %2.</source>
        <translation>%1 macht Stich %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="132" />
        <source>Muore: your %2 falls to the other side (%3).</source>
        <translation>Muore: Ihre Karte %2 fällt der Gegenpartei zu (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="132" />
        <source>Muore: %1's %2 falls to the other side (%3).</source>
        <translation>Muore: %2 von %1 fällt der Gegenpartei zu (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="135" />
        <source>You take the Matto back and owe a worthless card.</source>
        <translation>Sie nehmen den Matto zurück und schulden eine Karte ohne Wert.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="136" />
        <source>%1 takes the Matto back and owes a worthless card.</source>
        <translation>%1 nimmt den Matto zurück und schuldet eine Karte ohne Wert.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="138" />
        <source>For the Matto, you hand over %2.</source>
        <translation>Für den Matto geben Sie %2 ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="138" />
        <source>For the Matto, %1 hands over %2.</source>
        <translation>Für den Matto gibt %1 %2 ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="141" />
        <source>The Matto's side took no trick: the Matto is lost.</source>
        <translation>Die Partei des Matto hat keinen Stich gemacht: der Matto ist verloren.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="143" />
        <source>You take the last trick (ultima, 10).</source>
        <translation>Sie machen den letzten Stich (Ultima, 10).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="143" />
        <source>%1 takes the last trick (ultima, 10).</source>
        <translation>%1 macht den letzten Stich (Ultima, 10).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="148" />
        <source>Deal %1: your side %2, the other side %3.</source>
        <translation>Spiel %1: Ihre Partei %2, die Gegenpartei %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="151" />
        <source>Nothing is paid.</source>
        <translation>Es wird nichts bezahlt.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="154" />
        <source>Your side wins 1 Resto.</source>
        <translation>Ihre Partei gewinnt 1 Resto.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="155" />
        <source>The other side wins 1 Resto.</source>
        <translation>Die Gegenpartei gewinnt 1 Resto.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="156" />
        <source>Your side wins %1 Resti.</source>
        <translation>Ihre Partei gewinnt %1 Resti.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="156" />
        <source>The other side wins %1 Resti.</source>
        <translation>Die Gegenpartei gewinnt %1 Resti.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="162" />
        <source>Giro %1: your partner is now %2.</source>
        <comment>feminine</comment>
        <translation>Giro %1: Ihre Partnerin ist jetzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="164" />
        <source>Giro %1: your partner is now %2.</source>
        <translation>Giro %1: Ihr Partner ist jetzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="167" />
        <source>The partita is over.</source>
        <translation>Die Partita ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="179" />
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="181" />
        <source>You cut: choose how many of the counting cards under your packet you rob (buttons or keys 1–9).</source>
        <translation>Sie heben ab: wählen Sie, wie viele der Zählkarten unter Ihrem Päckchen Sie rauben (Knöpfe oder Tasten 1–9).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="185" />
        <source>Discard one more card from your dealt cards: drag it to your discards, or click it.</source>
        <translation>Legen Sie noch eine Ihrer ausgeteilten Karten ab: auf Ihren Ablagestapel ziehen oder anklicken.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="186" />
        <source>Discard %1 more cards from your dealt cards: drag one to your discards, or click it.</source>
        <translation>Legen Sie noch %1 Ihrer ausgeteilten Karten ab: auf Ihren Ablagestapel ziehen oder anklicken.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="189" />
        <source>Play a card: drag it to the middle, click it, or use the arrow keys and Space.</source>
        <translation>Spielen Sie eine Karte: in die Mitte ziehen, anklicken oder mit den Pfeiltasten und der Leertaste.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="191" />
        <source>Your side owes a worthless card for the Matto: click the card to hand over.</source>
        <translation>Ihre Partei schuldet für den Matto eine Karte ohne Wert: klicken Sie die Karte an, die Sie abgeben.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="200" />
        <source>There is only one thing you may do here.</source>
        <translation>Hier gibt es nur eine Möglichkeit.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="201" />
        <source>Rob every counting card you may: each one is marked for your side.</source>
        <translation>Rauben Sie jede Zählkarte, die Sie dürfen: Jede wird Ihrer Partei gutgeschrieben.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="202" />
        <source>Hand over the %1: the card that is of least use to you.</source>
        <translation>Geben Sie %1 ab: die Karte, die Ihnen am wenigsten nützt.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="203" />
        <source>Discard the %1: it brings you nearer a void suit you can trump later, and keeps the suit of your partner's king.</source>
        <translation>Legen Sie %1 ab: So kommen Sie einer leeren Farbe näher, in der Sie später stechen können, und die Farbe des Königs Ihres Partners bleibt.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="205" />
        <source>Lead the %1: your partner has none of that suit and can trump it, and the opponent after him still has to follow.</source>
        <translation>Spielen Sie %1 aus: Ihr Partner hat diese Farbe nicht mehr und kann stechen, und der Gegner nach ihm muss noch bedienen.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="207" />
        <source>Lead the %1: low from your long suit with its king, before the others can trump it.</source>
        <translation>Spielen Sie %1 aus: niedrig aus Ihrer langen Farbe mit dem König, bevor die anderen darin stechen können.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="209" />
        <source>Lead the %1: a card without points in the suit the opponents are least likely to trump.</source>
        <translation>Spielen Sie %1 aus: eine Karte ohne Wert in der Farbe, in der die Gegner am wenigsten stechen können.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="211" />
        <source>Lead the %1: no trump still out can beat it.</source>
        <translation>Spielen Sie %1 aus: Kein Trumpf, der noch im Spiel ist, schlägt ihn.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="212" />
        <source>Lead the %1: a trump that costs little if it is beaten.</source>
        <translation>Spielen Sie %1 aus: ein Trumpf, der wenig kostet, wenn er geschlagen wird.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="213" />
        <source>Play the %1: your card of least value.</source>
        <translation>Spielen Sie %1: Ihre Karte mit dem geringsten Wert.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="214" />
        <source>Play the %1: your partner wins this trick for certain, so give him a counting card.</source>
        <translation>Spielen Sie %1: Ihr Partner gewinnt diesen Stich sicher, also geben Sie ihm eine Zählkarte.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="216" />
        <source>Play the %1: your partner wins this trick for certain; there is no need to overtake him.</source>
        <translation>Spielen Sie %1: Ihr Partner gewinnt diesen Stich sicher; Sie brauchen ihn nicht zu überstechen.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="218" />
        <source>Play the %1: the cheapest card that wins this trick for certain.</source>
        <translation>Spielen Sie %1: die billigste Karte, die diesen Stich sicher gewinnt.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="219" />
        <source>Play the %1: there are counting cards in this trick, and your strongest card without points has a fair chance.</source>
        <translation>Spielen Sie %1: In diesem Stich liegen Zählkarten, und Ihre stärkste Karte ohne Wert hat eine gute Chance.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="221" />
        <source>Play the %1: your partner's card may still be beaten, so add nothing of value.</source>
        <translation>Spielen Sie %1: Die Karte Ihres Partners kann noch geschlagen werden, also geben Sie nichts Wertvolles dazu.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="223" />
        <source>Play the %1: you cannot win this trick, so give a card without points.</source>
        <translation>Spielen Sie %1: Diesen Stich gewinnen Sie nicht, also geben Sie eine Karte ohne Wert.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="224" />
        <source>Play the Matto: it excuses you, so none of your counting cards falls to the opponents.</source>
        <translation>Spielen Sie den Matto: Er entschuldigt Sie, so fällt keine Ihrer Zählkarten an die Gegner.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="226" />
        <source>Play the %1: it takes the counting cards in this trick.</source>
        <translation>Spielen Sie %1: Damit nehmen Sie die Zählkarten dieses Stichs.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="227" />
        <source>Play the %1: every card you may play costs something; this one the least.</source>
        <translation>Spielen Sie %1: Jede erlaubte Karte kostet etwas, diese am wenigsten.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="230" />
        <source>Play the %1.</source>
        <translation>Spielen Sie %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="19" />
        <source>%1 cards in your side's tricks, %2 over the %3</source>
        <translation>%1 Karten in den Stichen Ihrer Partei, %2 über die %3</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="24" />
        <source>%1 of %2 cards</source>
        <translation>%1 aus %2 Karten</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="27" />
        <source>The ultima: your side took the last trick</source>
        <translation>Die Ultima: Ihre Partei machte den letzten Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="31" />
        <source>senza Re</source>
        <translation>senza Re</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="33" />
        <source>senza Papi</source>
        <translation>senza Papi</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="34" />
        <source>The counting cards in your side's tricks</source>
        <translation>Die Zählkarten in den Stichen Ihrer Partei</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="36" />
        <source>(not counted: %1)</source>
        <translation>(nicht gezählt: %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="39" />
        <source>Marked for your side during play</source>
        <translation>Im Spiel für Ihre Partei angeschrieben</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="41" />
        <source>Deal %1: your side's total %2</source>
        <translation>Spiel %1: Summe Ihrer Partei %2</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="46" />
        <source>The other side made %1: nothing is paid.</source>
        <translation>Die Gegenpartei machte %1: es wird nichts bezahlt.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="49" />
        <source>The other side made %1; the difference %2 wins your side %3 Resti.</source>
        <translation>Die Gegenpartei machte %1; der Unterschied %2 bringt Ihrer Partei %3 Resti.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="51" />
        <source>The other side made %1; the difference %2 costs your side %3 Resti.</source>
        <translation>Die Gegenpartei machte %1; der Unterschied %2 kostet Ihre Partei %3 Resti.</translation>
    </message>
</context>
<context>
    <name>MinchiateTable</name>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="102" />
        <source>Marked</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="104" />
        <source>Fiches count 10, jettons 1, two stacked jettons 5. Red jettons before the fiches are added, blue ones after them are taken away.</source>
        <translation>Fiches zählen 10, Jetons 1, zwei aufeinandergelegte Jetons 5. Rote Jetons vor den Fiches werden dazugezählt, blaue dahinter abgezogen.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="292" />
        <source>The partita is over. Start a new game from the Game menu.</source>
        <translation>Die Partita ist zu Ende. Ein neues Spiel beginnt im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="271" />
        <source>Versicole</source>
        <translation>Versicole</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="283" />
        <source>With the Resti paid during play (%1), this deal comes to %2 for your side.</source>
        <translation>Mit den im Spiel bezahlten Resti (%1) bringt dieses Spiel Ihrer Seite %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="296" />
        <source>Click “Next deal” when you are ready.</source>
        <translation>Klicken Sie auf „Nächstes Spiel“, wenn Sie so weit sind.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="325" />
        <source>1 deal</source>
        <translation>1 Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="326" />
        <source>%1 deals</source>
        <translation>%1 Spiele</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="332" />
        <source>Rules: %1 (%2)</source>
        <translation>Regeln: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="334" />
        <source>House rules: %1</source>
        <translation>Hausregeln: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="336" />
        <source>Details</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="311" />
        <source>Rob nothing</source>
        <translation>Nichts rauben</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="315" />
        <source>Hand over %1</source>
        <translation>%1 abgeben</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="100" />
        <source>What would a good partner do here, and why? (key H)</source>
        <translation>Was würde ein guter Partner hier tun, und warum? (Taste H)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="312" />
        <source>Rob 1 card</source>
        <translation>1 Karte rauben</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="313" />
        <source>Rob %1 cards</source>
        <translation>%1 Karten rauben</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="213" />
        <source>Our tricks: %1 (%2 cards)</source>
        <translation>Unsere Stiche: %1 (%2 Karten)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="215" />
        <source>Their tricks: %1 (%2 cards)</source>
        <translation>Gegnerische Stiche: %1 (%2 Karten)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="134" />
        <source>no trumps</source>
        <translation>keine Trümpfe</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="52" />
        <source>1 jetton</source>
        <translation>1 Jeton</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="53" />
        <source>%1 jettons</source>
        <translation>%1 Jetons</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="57" />
        <source>double jetton</source>
        <translation>Doppeljeton</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="61" />
        <source>1 fiche</source>
        <translation>1 Fiche</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="62" />
        <source>%1 fiches</source>
        <translation>%1 Fiches</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="66" />
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="103" />
        <source>fiche = 10, jetton = 1</source>
        <translation>Fiche = 10, Jeton = 1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="126" />
        <source>partner</source>
        <comment>feminine</comment>
        <translation>Partnerin</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="137" />
        <source>Versicole: %1</source>
        <translation>Versicole: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="237" />
        <source>Folla: 1 card</source>
        <translation>Folla: 1 Karte</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="238" />
        <source>Folla: %1 cards</source>
        <translation>Folla: %1 Karten</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="243" />
        <source>robbed %1</source>
        <translation>geraubt %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="245" />
        <source>turned up %1</source>
        <translation>aufgedeckt %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="247" />
        <source>taken %1</source>
        <translation>genommen %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="227" />
        <source>Our side</source>
        <translation>Unsere Partei</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="229" />
        <source>Their side</source>
        <translation>Gegenpartei</translation>
    </message>
</context>
<context>
    <name>MinchiateWords</name>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="240" />
        <source>Rob nothing</source>
        <translation>Nichts rauben</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="242" />
        <source>Rob 1 card</source>
        <translation>1 Karte rauben</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="243" />
        <source>Rob %1 cards</source>
        <translation>%1 Karten rauben</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="54" />
        <location filename="../gui/dialogs/newgame.py" line="125" />
        <source>New game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="76" />
        <source>Not yet playable at the table.</source>
        <translation>Noch nicht am Tisch spielbar.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="81" />
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="85" />
        <source>Rules (preset):</source>
        <translation>Regeln (Regelwerk):</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="178" />
        <source>Opponent:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="184" />
        <source>Decided by cutting, as the rules say</source>
        <translation>Durch Ziehen entschieden, wie es die Regeln wollen</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="187" />
        <source>The player after me deals first</source>
        <translation>Der Spieler nach mir gibt zuerst</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="78" />
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="95" />
        <source>Your partner:</source>
        <translation>Ihr Partner:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="185" />
        <source>I deal first</source>
        <translation>Ich gebe zuerst</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="186" />
        <source>My opponent deals first</source>
        <translation>Mein Gegner gibt zuerst</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="99" />
        <location filename="../gui/dialogs/newgame.py" line="182" />
        <source>Who deals first:</source>
        <translation>Wer gibt zuerst:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="104" />
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="105" />
        <source>Shuffle number:</source>
        <translation>Mischnummer:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="178" />
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="213" />
        <source>with your house rules: %1</source>
        <translation>mit Ihren Hausregeln: %1</translation>
    </message>
</context>
<context>
    <name>Piquet</name>
    <message>
        <location filename="../gui/games/piquet/words.py" line="23" />
        <source>aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="23" />
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="24" />
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="24" />
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="25" />
        <source>tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="31" />
        <source>Tierce</source>
        <translation>Terz</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="31" />
        <source>Quart</source>
        <translation>Quart</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="32" />
        <source>Quint</source>
        <translation>Quint</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="32" />
        <source>Sixième</source>
        <translation>Sext</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="33" />
        <source>Septième</source>
        <translation>Septime</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="33" />
        <source>Huitième</source>
        <translation>Oktave</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="38" />
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="39" />
        <source>sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="40" />
        <source>set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="48" />
        <location filename="../gui/games/piquet/words.py" line="250" />
        <source>Point of %1</source>
        <translation>Punkt von %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="50" />
        <source>Making %1</source>
        <translation>Macht %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="54" />
        <source>To the %1</source>
        <translation>Bis %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="58" />
        <location filename="../gui/games/piquet/words.py" line="260" />
        <source>Fourteen %1</source>
        <translation>Quatorze %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="59" />
        <location filename="../gui/games/piquet/words.py" line="262" />
        <source>Three %1</source>
        <translation>Drei %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="61" />
        <source>Nothing to show</source>
        <translation>Nichts anzusagen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="63" />
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="65" />
        <source>Not good</source>
        <translation>Nicht gut</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="67" />
        <source>Equal</source>
        <translation>Gleich</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="71" />
        <source>I count nothing</source>
        <translation>Ich zähle nichts</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="72" />
        <source>I count: %1</source>
        <translation>Ich zähle: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="75" />
        <source>Show the talon cards left</source>
        <translation>Die liegen gebliebenen Talonkarten zeigen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="77" />
        <source>Leave the talon cards hidden</source>
        <translation>Die Talonkarten verdeckt lassen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="79" />
        <source>Look at the talon, leading %1</source>
        <translation>Den Talon ansehen und %1 ausspielen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="81" />
        <source>Do not look at the talon</source>
        <translation>Den Talon nicht ansehen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="83" />
        <source>I shall exchange %1</source>
        <translation>Ich kaufe %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="86" />
        <source>I deal</source>
        <translation>Ich gebe</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="87" />
        <source>You deal</source>
        <translation>Sie geben</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="97" />
        <source>Leave out: %1</source>
        <translation>Verheimlichen: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="99" />
        <source>Claim the remaining tricks</source>
        <translation>Restliche Stiche beanspruchen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="101" />
        <source>Concede the remaining tricks</source>
        <translation>Restliche Stiche abgeben</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="119" />
        <source>%1 to the %2 of %3</source>
        <translation>%3-%1 bis %2</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="125" />
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="125" />
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="126" />
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="137" />
        <source>Q</source>
        <comment>Piquet: rank letter of the queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="139" />
        <source>J</source>
        <comment>Piquet: rank letter of the jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="141" />
        <source>K</source>
        <comment>Piquet: rank letter of the king</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="143" />
        <source>A</source>
        <comment>Piquet: rank letter of the ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="165" />
        <source>You deal first.</source>
        <translation>Sie geben zuerst.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="165" />
        <source>Your opponent deals first.</source>
        <translation>Ihr Gegner gibt zuerst.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="168" />
        <source>Deal %1: you deal.</source>
        <translation>Spiel %1: Sie geben.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="168" />
        <source>Deal %1: your opponent deals.</source>
        <translation>Spiel %1: Ihr Gegner gibt.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="170" />
        <source>You have carte blanche!</source>
        <translation>Sie haben Carte blanche!</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="170" />
        <source>Your opponent has carte blanche!</source>
        <translation>Ihr Gegner hat Carte blanche!</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="174" />
        <source>You exchanged 1 card.</source>
        <translation>Sie haben 1 Karte gekauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="175" />
        <source>Your opponent exchanged 1 card.</source>
        <translation>Ihr Gegner hat 1 Karte gekauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="176" />
        <source>You exchanged %1 cards.</source>
        <translation>Sie haben %1 Karten gekauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="176" />
        <source>Your opponent exchanged %1 cards.</source>
        <translation>Ihr Gegner hat %1 Karten gekauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="180" />
        <source>You score %1 for %2 (count %3).</source>
        <translation>Sie zählen %1 für %2 (Stand %3).</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="180" />
        <source>Your opponent scores %1 for %2 (count %3).</source>
        <translation>Ihr Gegner zählt %1 für %2 (Stand %3).</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="187" />
        <source>You take trick %1.</source>
        <translation>Sie machen Stich %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="187" />
        <source>Your opponent takes trick %1.</source>
        <translation>Ihr Gegner macht Stich %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="189" />
        <source>The tricks are split six and six.</source>
        <translation>Die Stiche stehen sechs zu sechs.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="192" />
        <source>Deal ends: you %1, opponent %2.</source>
        <translation>Spiel zu Ende: Sie %1, Gegner %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="195" />
        <source>The partie ends in a draw.</source>
        <translation>Die Partie endet unentschieden.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="196" />
        <source>You won the partie.</source>
        <translation>Sie haben die Partie gewonnen.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="196" />
        <source>Your opponent won the partie.</source>
        <translation>Ihr Gegner hat die Partie gewonnen.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="198" />
        <source>You show %1.</source>
        <translation>Sie zeigen %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="198" />
        <source>Your opponent shows %1.</source>
        <translation>Ihr Gegner zeigt %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="201" />
        <source>You show your carte blanche.</source>
        <translation>Sie zeigen Ihre Carte blanche.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="201" />
        <source>Your opponent shows the carte blanche.</source>
        <translation>Ihr Gegner zeigt die Carte blanche.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="205" />
        <source>You look at the talon and must lead %1.</source>
        <translation>Sie sehen den Talon an und müssen %1 ausspielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="207" />
        <source>Your opponent looks at the talon and must lead %1.</source>
        <translation>Ihr Gegner sieht den Talon an und muss %1 ausspielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="211" />
        <source>The talon cards nobody took are shown: %1.</source>
        <translation>Die nicht gekauften Talonkarten liegen offen: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="215" />
        <source>You leave %1 out of your declarations: it will not score and will not be shown.</source>
        <translation>Sie verheimlichen %1: das zählt nicht und wird nicht vorgezeigt.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="220" />
        <source>You lay your card down and take the last trick.</source>
        <translation>Sie legen Ihre Karte auf und machen den letzten Stich.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="221" />
        <source>Your opponent lays the card down and takes the last trick.</source>
        <translation>Ihr Gegner legt die Karte auf und macht den letzten Stich.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="222" />
        <source>You lay your cards down and take the remaining %1 tricks.</source>
        <translation>Sie legen Ihre Karten auf und machen die restlichen %1 Stiche.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="223" />
        <source>Your opponent lays the cards down and takes the remaining %1 tricks.</source>
        <translation>Ihr Gegner legt die Karten auf und macht die restlichen %1 Stiche.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="228" />
        <source>You give up the last trick.</source>
        <translation>Sie geben den letzten Stich ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="229" />
        <source>Your opponent gives up the last trick.</source>
        <translation>Ihr Gegner gibt den letzten Stich ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="230" />
        <source>You give up the remaining %1 tricks.</source>
        <translation>Sie geben die restlichen %1 Stiche ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="231" />
        <source>Your opponent gives up the remaining %1 tricks.</source>
        <translation>Ihr Gegner gibt die restlichen %1 Stiche ab.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="233" />
        <source>The repique counts as a partie won.</source>
        <translation>Das Repique zählt als gewonnene Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="239" />
        <source>leading</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="240" />
        <source>winning the trick</source>
        <translation>den Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="241" />
        <source>the last trick</source>
        <translation>den letzten Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="242" />
        <source>the cards</source>
        <translation>die Karten</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="243" />
        <source>capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="244" />
        <source>carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="245" />
        <source>carte rouge</source>
        <translation>Carte rouge</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="269" />
        <source>Leading</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="270" />
        <source>Trick won</source>
        <translation>Stich gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="271" />
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="272" />
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="273" />
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="274" />
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="275" />
        <source>Carte rouge</source>
        <translation>Carte rouge</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="280" />
        <source>Pique!</source>
        <translation>Pique!</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="281" />
        <source>Repique!</source>
        <translation>Repique!</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="282" />
        <source>Capot!</source>
        <translation>Capot!</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="283" />
        <source>Carte rouge!</source>
        <translation>Carte rouge!</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="284" />
        <source>Carte blanche!</source>
        <translation>Carte blanche!</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="300" />
        <source>Your opponent is thinking…</source>
        <translation>Ihr Gegner überlegt …</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="305" />
        <source>Choose %1 to %2 cards to discard (drag them to your discard pile or click them), then press Exchange.</source>
        <translation>Wählen Sie %1 bis %2 Karten zum Ablegen (auf Ihren Ablagestapel ziehen oder anklicken) und drücken Sie dann „Kaufen“.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="309" />
        <source>Play a card: drag it to the middle, click it, or use the arrow keys and Space.</source>
        <translation>Spielen Sie eine Karte: in die Mitte ziehen, anklicken oder mit den Pfeiltasten und der Leertaste.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="311" />
        <source>Declare: your best call is chosen; pick a lower one to sink.</source>
        <translation>Ansagen: Ihre beste Ansage ist vorgewählt; eine niedrigere verschweigt den Rest.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="313" />
        <source>Answer your opponent's declaration.</source>
        <translation>Antworten Sie auf die Ansage Ihres Gegners.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="315" />
        <source>Count what your opponent left to you.</source>
        <translation>Zählen Sie, was Ihr Gegner Ihnen überlassen hat.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="317" />
        <source>You may look at the talon cards left, naming the suit you will lead.</source>
        <translation>Sie dürfen die übrigen Talonkarten ansehen und nennen dafür die Farbe, die Sie ausspielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="319" />
        <source>You may show the talon cards nobody took.</source>
        <translation>Sie dürfen die Talonkarten aufdecken, die niemand gekauft hat.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="321" />
        <source>Carte blanche: say how many cards you will exchange.</source>
        <translation>Carte blanche: Sagen Sie, wie viele Karten Sie kaufen.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="323" />
        <source>You drew the higher card: choose who deals.</source>
        <translation>Sie haben die höhere Karte gezogen: Wählen Sie, wer gibt.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="345" />
        <source>Play the %1: it promises you the most of the points still to come.</source>
        <translation>Spielen Sie %1: Das verspricht Ihnen die meisten der noch kommenden Punkte.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="348" />
        <source>Play the %1: every card you may play comes to the same here.</source>
        <translation>Spielen Sie %1: Jede erlaubte Karte läuft hier auf dasselbe hinaus.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="359" />
        <source>Claim the remaining tricks: every card you hold is sure to win.</source>
        <translation>Beanspruchen Sie die restlichen Stiche: jede Ihrer Karten macht sicher ihren Stich.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="369" />
        <source>In %1 deals that fit what you know, your balance of the points still to come is %2 on average with it, %3 better than with any other card.</source>
        <translation>In %1 Verteilungen, die zu Ihrem Wissen passen, ist Ihre Bilanz der noch kommenden Punkte damit im Mittel %2, %3 besser als mit jeder anderen Karte.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="373" />
        <source>Whichever you play, your balance of the points still to come is %1.</source>
        <translation>Was Sie auch spielen, Ihre Bilanz der noch kommenden Punkte ist %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="376" />
        <source>Over many possible talons your balance of points from declarations and play is %1 on average with this discard.</source>
        <translation>Über viele mögliche Talons ist Ihre Bilanz aus Ansagen und Spiel mit dieser Ablage im Mittel %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="350" />
        <source>Play the %1: the cards you may play are equal now, any of them will do.</source>
        <translation>Spielen Sie %1: Ihre erlaubten Karten sind jetzt gleichwertig, jede tut es.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="94" />
        <source>Exchange no card</source>
        <translation>Keine Karte kaufen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="95" />
        <source>Exchange %1</source>
        <translation>Ablegen und kaufen: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="353" />
        <source>Discard %1: this keeps the best chances in declarations and play.</source>
        <translation>Legen Sie %1 ab: So bleiben die besten Aussichten bei Ansagen und Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="356" />
        <source>Say “%1”: your best holding in this category; keeping it back gains nothing here.</source>
        <translation>Sagen Sie „%1“: Ihr Bestes in dieser Kategorie; Zurückhalten bringt hier nichts.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="361" />
        <source>Answer “%1”: your cards decide it, and the true answer scores what you hold.</source>
        <translation>Antworten Sie „%1“: Ihre Karten entscheiden es, und die wahre Antwort zählt, was Sie haben.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="363" />
        <source>Choose “%1”: the strong computer player would do so here.</source>
        <translation>Wählen Sie „%1“: So würde der starke Computerspieler hier handeln.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="37" />
        <source>%1 for the pique</source>
        <translation>%1 für den Pique</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="37" />
        <source>%1 for the repique</source>
        <translation>%1 für den Repique</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="70" />
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="74" />
        <source>%1 for leading</source>
        <translation>%1 fürs Ausspielen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="74" />
        <source>%1 for tricks won</source>
        <translation>%1 für gewonnene Stiche</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="75" />
        <source>%1 for the last trick</source>
        <translation>%1 für den letzten Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="78" />
        <source>%1 in play (%2)</source>
        <translation>%1 im Spiel (%2)</translation>
    </message>
</context>
<context>
    <name>PiquetForms</name>
    <message>
        <location filename="../gui/games/piquet/words.py" line="414" />
        <source>Deal %1: you deal.</source>
        <translation>Spiel %1: Sie geben.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="415" />
        <source>Deal %1: %2 deals.</source>
        <translation>Spiel %1: %2 gibt.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="418" />
        <source>Partie %1: %2 against %3.</source>
        <translation>Partie %1: %2 gegen %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="421" />
        <source>You exchanged 1 card.</source>
        <translation>Sie haben 1 Karte gekauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="422" />
        <source>%2 exchanged 1 card.</source>
        <translation>%2 hat 1 Karte gekauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="424" />
        <source>You exchanged %1 cards.</source>
        <translation>Sie haben %1 Karten gekauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="425" />
        <source>%2 exchanged %1 cards.</source>
        <translation>%2 hat %1 Karten gekauft.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="429" />
        <source>You score %1 for %2.</source>
        <translation>Sie zählen %1 für %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="430" />
        <source>%3 scores %1 for %2.</source>
        <translation>%3 zählt %1 für %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="435" />
        <source>Neunziger</source>
        <translation>Neunziger</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="436" />
        <source>Sechziger</source>
        <translation>Sechziger</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="437" />
        <source>Repique</source>
        <translation>Repique</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="438" />
        <source>Pique</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="439" />
        <source>%1 for you: +%2 (count %3).</source>
        <translation>%1 für Sie: +%2 (Stand %3).</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="440" />
        <source>%1 for %4: +%2 (count %3).</source>
        <translation>%1 für %4: +%2 (Stand %3).</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="443" />
        <source>You show %1.</source>
        <translation>Sie zeigen %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="444" />
        <source>%2 shows %1.</source>
        <translation>%2 zeigt %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="446" />
        <source>You take trick %1.</source>
        <translation>Sie machen Stich %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="447" />
        <source>%2 takes trick %1.</source>
        <translation>%2 macht Stich %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="449" />
        <source>The deal is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="450" />
        <source>The partie is over.</source>
        <translation>Die Partie ist aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="451" />
        <source>The game is over.</source>
        <translation>Die Runde ist aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="457" />
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="179" />
        <source>Score sheet</source>
        <translation>Schreibtafel</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="182" />
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="212" />
        <source>Deal %1: %2 points for %3</source>
        <translation>Spiel %1: %2 Punkte für %3</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="234" />
        <source>Closing deal %1: %2 points</source>
        <translation>Spiel %1 der Schlusspartie: %2 Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="235" />
        <source>Deal %1: %2 points</source>
        <translation>Spiel %1: %2 Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="239" />
        <source>Partie %1: %2 points for %3</source>
        <translation>Partie %1: %2 Punkte für %3</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="255" />
        <source>The repique (%1) won the partie at once: its points are not added to it</source>
        <translation>Das Repique (%1) gewann die Partie sofort: seine Punkte werden ihr nicht zugezählt</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="259" />
        <source>Points the partie does not count: %1</source>
        <translation>Punkte, die die Partie nicht zählt: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="264" />
        <source>Winner of the partie: %1.</source>
        <translation>Gewinner der Partie: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="285" />
        <source>Duel %1</source>
        <translation>Zweikampf %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="288" />
        <source>Partie %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="306" />
        <source>This partie so far: %1</source>
        <translation>Diese Partie bisher: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="312" />
        <source>Stakes won (+) or paid (−): %1</source>
        <translation>Einsätze gewonnen (+) oder bezahlt (−): %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="400" />
        <source>Count</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="403" />
        <source>Partie: %1</source>
        <translation>Partie: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="461" />
        <source>Deal %1: %2</source>
        <translation>Spiel %1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="472" />
        <source>Deal %1 is over: %2. Click “Next deal” when you are ready.</source>
        <translation>Spiel %1 ist aus: %2. Klicken Sie auf „Nächstes Spiel“, wenn Sie so weit sind.</translation>
    </message>
</context>
<context>
    <name>PiquetTable</name>
    <message>
        <location filename="../gui/games/piquet/table.py" line="314" />
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="92" />
        <source>Declarations and calls</source>
        <translation>Ansagen und Zurufe</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="143" />
        <source>Opponent's discards</source>
        <translation>Ablage des Gegners</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="139" />
        <location filename="../gui/games/piquet/table.py" line="443" />
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="93" />
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="236" />
        <source>The partie is over. Start a new game from the Game menu.</source>
        <translation>Die Partie ist vorbei. Ein neues Spiel beginnt im Menü „Spiel“.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="90" />
        <source>What would a strong player do here, and why? (key H)</source>
        <translation>Was würde ein starker Spieler hier tun, und warum? (Taste H)</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="60" />
        <source>Exchange 1 card</source>
        <translation>1 Karte kaufen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="100" />
        <source>The table always lays the talon off after the hands; when it is laid off changes nothing in play.</source>
        <translation>Der Tisch legt den Talon immer nach den Blättern ab; wann er abgelegt wird, ändert am Spiel nichts.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="102" />
        <location filename="../gui/games/piquet/table.py" line="104" />
        <source>The table lets you play only legal cards, so a revoke cannot happen here.</source>
        <translation>Der Tisch lässt nur erlaubte Karten zu, ein Verstoß gegen die Bedienpflicht kann hier nicht vorkommen.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="201" />
        <source>%1 + %2 declared</source>
        <translation>%1 + %2 angesagt</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="209" />
        <source>(declarations count
at the first lead)</source>
        <translation>(Ansagen zählen
beim ersten Ausspiel)</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="240" />
        <source>Deal %1 is over: you %2, your opponent %3. Click “Next deal” when you are ready.</source>
        <translation>Spiel %1 ist aus: Sie %2, Ihr Gegner %3. Klicken Sie auf „Nächstes Spiel“, wenn Sie so weit sind.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="283" />
        <source>first to %1 points</source>
        <translation>wer zuerst %1 Punkte hat</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="285" />
        <source>six deals, rubicon 100</source>
        <translation>sechs Spiele, Rubikon 100</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="290" />
        <source>Rules: %1 (%2)</source>
        <translation>Regeln: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="292" />
        <source>House rules: %1</source>
        <translation>Hausregeln: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="294" />
        <source>Details</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="493" />
        <source>Pass (%1)</source>
        <translation>Passe (%1)</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="505" />
        <source>Keep my cards</source>
        <translation>Meine Karten behalten</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="321" />
        <source>Looking for the best move…</source>
        <translation>Der beste Zug wird gesucht…</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="258" />
        <source>Sink: %1</source>
        <translation>Verschweigen: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="61" />
        <source>Exchange %1 cards</source>
        <translation>%1 Karten kaufen</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="309" />
        <source>Trick %1: %2 led %3, %4 played %5 — %6 took it</source>
        <translation>Stich %1: %2 spielte %3 aus, %4 gab %5 zu — %6 bekam ihn</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="313" />
        <source>Tricks played</source>
        <translation>Gespielte Stiche</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="205" />
        <source>Count
You: %1
Opponent: %2</source>
        <translation>Stand
Sie: %1
Gegner: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="207" />
        <source>Partie: %1 – %2</source>
        <translation>Partie: %1 – %2</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../gui/players.py" line="20" />
        <source>Random player (plays any legal card)</source>
        <translation>Zufallsspieler (spielt irgendeine erlaubte Karte)</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="21" />
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="22" />
        <source>Intermediate</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="23" />
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="24" />
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="47" />
        <source>Master (an outside engine)</source>
        <translation>Meister (ein fremdes Programm)</translation>
    </message>
</context>
<context>
    <name>ProgramsDialog</name>
    <message>
        <location filename="../gui/dialogs/programs.py" line="31" />
        <source>Outside programs</source>
        <translation>Fremde Programme</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="33" />
        <source>Some computer players drive a program of their own; each row names the game and the player. Where the program is not found by itself, give its path here.</source>
        <translation>Manche Computerspieler lassen ein eigenes Programm spielen; jede Zeile nennt Spiel und Spieler. Wo das Programm nicht von selbst gefunden wird, geben Sie hier seinen Pfad an.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="49" />
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="67" />
        <source>Choose the program</source>
        <translation>Das Programm wählen</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="86" />
        <source>Found: this player is offered.</source>
        <translation>Gefunden: dieser Spieler wird angeboten.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="87" />
        <source>Not found: this player is not offered until the program is found.</source>
        <translation>Nicht gefunden: dieser Spieler wird erst angeboten, wenn das Programm gefunden ist.</translation>
    </message>
</context>
<context>
    <name>Quadrille</name>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="50" />
        <source>Deal %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="52" />
        <source>Pot: %1</source>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="54" />
        <source>Bête played for: %1</source>
        <translation>Bête im Spiel: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="58" />
        <source>Bêtes waiting: %1</source>
        <translation>Wartende Bêtes: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="65" />
        <source>Last deal: %1</source>
        <translation>Letztes Spiel: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="100" />
        <source>%1 (declarer)</source>
        <translation>%1 (l'Hombre)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="102" />
        <source>%1 ★ partner</source>
        <translation>%1 ★ Partner</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="113" />
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="115" />
        <source>bids: %1</source>
        <translation>bietet: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="118" />
        <source>gave the king</source>
        <translation>gab den König</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="120" />
        <source>you hold the called king</source>
        <translation>Sie haben den gerufenen König</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="134" />
        <source>Called: %1, in your hand: you are the partner</source>
        <translation>Gerufen: %1, in Ihrer Hand: Sie sind der Partner</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="137" />
        <source>Called: partner unknown</source>
        <translation>Gerufen: Partner unbekannt</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="139" />
        <source>Called: you are the partner</source>
        <translation>Gerufen: Sie sind Partner</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="141" />
        <source>Called: the declarer's own</source>
        <translation>Gerufen: der eigene des Spielers</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="143" />
        <source>Called: partner %1</source>
        <translation>Gerufen: Partner %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="147" />
        <source>Requested from you: %1, in your hand</source>
        <translation>Von Ihnen verlangt: %1, in Ihrer Hand</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="151" />
        <source>Requested from you</source>
        <translation>Von Ihnen verlangt</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="153" />
        <source>Requested from %1</source>
        <translation>Verlangt von %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="161" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="164" />
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="167" />
        <source>Favourite suit: %1</source>
        <translation>Favoritfarbe: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="169" />
        <source>Préférence: %1</source>
        <translation>Préférence: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="183" />
        <source>★ You are the partner ★</source>
        <translation>★ Sie sind Partner ★</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="185" />
        <source>The declarer called his own king: he plays alone</source>
        <translation>Der Spieler hat seinen eigenen König gerufen: er spielt allein</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="186" />
        <source>★ %1 is the partner ★</source>
        <translation>★ %1 ist Partner ★</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="21" />
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="21" />
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="22" />
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="30" />
        <source>in the favourite suit</source>
        <translation>in der Favoritfarbe</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="32" />
        <source>in the préférence</source>
        <translation>in der Préférence</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="37" />
        <source>Ask (call a king)</source>
        <translation>Fragen (einen König rufen)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="38" />
        <source>Mediateur (request a king)</source>
        <translation>Mediateur (einen König verlangen)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="39" />
        <source>Respekt (partner names trump)</source>
        <translation>Respekt (der Partner nennt Trumpf)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="40" />
        <location filename="../gui/games/quadrille/words.py" line="52" />
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="41" />
        <source>Solo tout (all tricks)</source>
        <translation>Solo tout (alle Stiche)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="49" />
        <source>Called-king game</source>
        <translation>Frage (gerufener König)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="50" />
        <source>Mediateur</source>
        <translation>Mediateur</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="51" />
        <source>Respekt</source>
        <translation>Respekt</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="53" />
        <source>Solo tout</source>
        <translation>Solo tout</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="56" />
        <source>%1 (Spadille forced)</source>
        <translation>%1 (Spadille forciert)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="61" />
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="62" />
        <source>I hold (same bid)</source>
        <translation>Ich halte (gleiches Gebot)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="63" />
        <source>Go for all the tricks</source>
        <translation>Auf alle Stiche spielen</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="64" />
        <source>Stop: the game is won</source>
        <translation>Aufhören: das Spiel ist gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="72" />
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="78" />
        <source>Everyone passed.</source>
        <translation>Alle haben gepasst.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="102" />
        <source>%1 win with %2 tricks (%3).</source>
        <translation>%1 gewinnen mit %2 Stichen (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="105" />
        <source>%1 take every trick (%2)!</source>
        <translation>%1 machen alle Stiche (%2)!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="90" />
        <location filename="../gui/games/quadrille/words.py" line="107" />
        <source>The attempt at every trick failed.</source>
        <translation>Der Versuch auf alle Stiche ist misslungen.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="109" />
        <source>Remise: %1 make %2 tricks and pay a bête (%3).</source>
        <translation>Remise: %1 machen %2 Stiche und setzen eine Bête (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="113" />
        <source>Codille: %1 make only %2 tricks (%3).</source>
        <translation>Codille: %1 machen nur %2 Stiche (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="99" />
        <location filename="../gui/games/quadrille/words.py" line="116" />
        <source>With %1 matadors.</source>
        <translation>Mit %1 Matadoren.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="85" />
        <source>%1 wins with %2 tricks (%3).</source>
        <translation>%1 gewinnt mit %2 Stichen (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="88" />
        <source>%1 takes every trick (%2)!</source>
        <translation>%1 macht alle Stiche (%2)!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="92" />
        <source>Remise: %1 makes %2 tricks and pays a bête (%3).</source>
        <translation>Remise: %1 macht %2 Stiche und setzt eine Bête (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="95" />
        <source>Codille: %1 makes only one trick (%3).</source>
        <translation>Codille: %1 macht nur einen Stich (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="96" />
        <source>Codille: %1 makes only %2 tricks (%3).</source>
        <translation>Codille: %1 macht nur %2 Stiche (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="112" />
        <source>Codille: %1 make only one trick (%3).</source>
        <translation>Codille: %1 machen nur einen Stich (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="123" />
        <source>You deal first.</source>
        <translation>Sie geben zuerst.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="125" />
        <source>You deal %1 cards each.</source>
        <translation>Sie geben jedem %1 Karten.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="127" />
        <source>You bid: %1.</source>
        <translation>Sie bieten: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="129" />
        <source>You hold.</source>
        <translation>Sie halten.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="131" />
        <source>You pass.</source>
        <translation>Sie passen.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="133" />
        <source>Everyone passed: you hold Spadille and must play.</source>
        <translation>Alle haben gepasst: Sie haben Spadille und müssen spielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="135" />
        <source>You play: %1.</source>
        <translation>Sie spielen: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="138" />
        <source>You name %1 trump.</source>
        <translation>Sie nennen %1 als Trumpf.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="140" />
        <source>You call the %1. Its holder is your partner, unknown until it is played.</source>
        <translation>Sie rufen den %1. Wer ihn hat, ist Ihr Partner – unerkannt, bis er gespielt wird.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="143" />
        <source>You request the %1.</source>
        <translation>Sie verlangen den %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="145" />
        <source>You give a card in return.</source>
        <translation>Sie geben dafür eine Karte zurück.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="147" />
        <source>You take the trick.</source>
        <translation>Sie nehmen den Stich.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="149" />
        <source>You go for every trick!</source>
        <translation>Sie spielen auf alle Stiche!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="151" />
        <source>You stop: the game is won.</source>
        <translation>Sie hören auf: das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="153" />
        <source>You hold two kings and are the partner.</source>
        <translation>Sie haben zwei Könige und sind Partner.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="168" />
        <source>%1 trump</source>
        <translation>%1 Trumpf</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="170" />
        <source>Call the %1</source>
        <translation>%1 rufen</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="172" />
        <source>Request the %1</source>
        <translation>%1 verlangen</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="174" />
        <source>Give back %1</source>
        <translation>%1 zurückgeben</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="188" />
        <source>%1 deals first.</source>
        <translation>%1 gibt zuerst.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="192" />
        <source>The favourite suit is %1.</source>
        <translation>Die Favoritfarbe ist %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="194" />
        <source>The préférence is %1.</source>
        <translation>Die Préférence ist %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="197" />
        <source>Stakes are set; the pot holds %1.</source>
        <translation>Der Einsatz ist gesetzt; im Pot liegen %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="199" />
        <source>%1 deals %2 cards each.</source>
        <translation>%1 gibt jedem %2 Karten.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="202" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="205" />
        <source>%1: I hold.</source>
        <translation>%1: Ich halte.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="207" />
        <source>%1: pass.</source>
        <translation>%1: passe.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="209" />
        <source>Everyone passed: the stakes stay and the next player deals.</source>
        <translation>Alle haben gepasst: der Einsatz bleibt stehen, der Nächste gibt.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="211" />
        <source>Everyone passed: %1 holds Spadille and must play.</source>
        <translation>Alle haben gepasst: %1 hat Spadille und muss spielen.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="213" />
        <source>%1 plays: %2.</source>
        <translation>%1 spielt: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="216" />
        <source>%1 names %2 trump.</source>
        <translation>%1 nennt %2 als Trumpf.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="218" />
        <source>%1 calls the %2. Its holder is the partner, unknown until it is played.</source>
        <translation>%1 ruft den %2. Wer ihn hat, ist Partner – unerkannt, bis er gespielt wird.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="221" />
        <source>%1 holds two kings and is the partner.</source>
        <translation>%1 hat zwei Könige und ist Partner.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="223" />
        <source>%1 requests the %2; you hand it over.</source>
        <translation>%1 verlangt den %2; Sie geben ihn her.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="226" />
        <source>%1 gives you a card in return.</source>
        <translation>%1 gibt Ihnen dafür eine Karte zurück.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="228" />
        <source>%1 requests the %2; %3 hands it over.</source>
        <translation>%1 verlangt den %2; %3 gibt ihn her.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="231" />
        <source>%1 gives %2 a card in return.</source>
        <translation>%1 gibt %2 dafür eine Karte zurück.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="235" />
        <source>You hold the called %1: you are the partner!</source>
        <translation>Sie haben den gerufenen %1: Sie sind Partner!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="237" />
        <source>The called %1 falls: %2 is the partner!</source>
        <translation>Der gerufene %1 fällt: %2 ist Partner!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="242" />
        <source>%1 takes the trick.</source>
        <translation>%1 nimmt den Stich.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="244" />
        <source>%1 goes for every trick!</source>
        <translation>%1 spielt auf alle Stiche!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="246" />
        <source>%1 stops: the game is won.</source>
        <translation>%1 hört auf: das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="250" />
        <source>The sitting is over: the stakes are shared out.</source>
        <translation>Die Partie ist aus: der Einsatz wird verteilt.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="257" />
        <source>The auction: %1 to speak.</source>
        <translation>Das Reizen: %1 spricht.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="258" />
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="260" />
        <source>Your bid: a higher game, or pass.</source>
        <translation>Ihr Gebot: ein höheres Spiel, oder passen.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="261" />
        <source>Name trump.</source>
        <translation>Nennen Sie Trumpf.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="262" />
        <source>Call a king: its holder becomes your partner.</source>
        <translation>Rufen Sie einen König: wer ihn hat, wird Ihr Partner.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="263" />
        <source>Request a king: its holder must hand it to you.</source>
        <translation>Verlangen Sie einen König: wer ihn hat, muss ihn Ihnen geben.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="264" />
        <source>Give a card back in return.</source>
        <translation>Geben Sie dafür eine Karte zurück.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="265" />
        <source>Play a card.</source>
        <translation>Spielen Sie eine Karte.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="266" />
        <source>Your side took the first tricks: go for all of them, or stop?</source>
        <translation>Ihre Seite hat die ersten Stiche gemacht: auf alle spielen oder aufhören?</translation>
    </message>
</context>
<context>
    <name>RestiSheet</name>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="28" />
        <source>Resti sheet</source>
        <translation>Resti-Blatt</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Them</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Resti</source>
        <translation>Resti</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="53" />
        <source>Deal %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="55" />
        <source>Resti in all: %1</source>
        <translation>Resti insgesamt: %1</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="54" />
        <source>%1 (at the table)</source>
        <translation>%1 (am Tisch)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="70" />
        <source>No partie in this selection yet.</source>
        <translation>In dieser Auswahl noch keine Partie.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="116" />
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="116" />
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="117" />
        <source>share of parties won (dashed: half)</source>
        <translation>Anteil gewonnener Partien (gestrichelt: die Hälfte)</translation>
    </message>
</context>
<context>
    <name>Reversis</name>
    <message>
        <location filename="../gui/games/reversis/table.py" line="39" />
        <source>exchanged</source>
        <translation>hat getauscht</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="41" />
        <source>kept the hand</source>
        <translation>hat behalten</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="49" />
        <source>Table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="65" />
        <source>Pot: %1</source>
        <translation>Topf: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="67" />
        <source>Bêtes owed: %1</source>
        <translation>Offene Bêtes: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="73" />
        <source>Quinola placed: the pot to %1</source>
        <translation>Quinola angebracht: Topf an %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="76" />
        <source>Quinola led early: %1</source>
        <translation>Quinola früh ausgespielt: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="78" />
        <source>Bête: %1</source>
        <translation>Bête: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="81" />
        <source>Card points taken: you %1, right %2, opposite %3, left %4</source>
        <translation>Genommene Points: Sie %1, rechts %2, gegenüber %3, links %4</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="85" />
        <source>You hold all four aces: you need not follow suit.</source>
        <translation>Sie haben alle vier Asse: Sie müssen nicht bedienen.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="110" />
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="26" />
        <source>the Quinola placed on his trick</source>
        <translation>den ihm beigegebenen Quinola</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="27" />
        <source>the Quinola forced</source>
        <translation>den forcierten Quinola</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="28" />
        <source>forcing the Quinola</source>
        <translation>das Forcieren des Quinola</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="29" />
        <source>the Quinola led</source>
        <translation>den ausgespielten Quinola</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="30" />
        <source>an ace played</source>
        <translation>ein gespieltes Ass</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="31" />
        <source>an ace forced</source>
        <translation>ein forciertes Ass</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="32" />
        <source>an ace placed on his trick</source>
        <translation>ein ihm beigegebenes Ass</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="33" />
        <source>the partie</source>
        <translation>die Partie</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="34" />
        <source>the cards under the pot</source>
        <translation>die Karten unter dem Topf</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="35" />
        <source>a marked card</source>
        <translation>ein ausgezeichnetes Blatt</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="36" />
        <source>the Reversy</source>
        <translation>den Reversy</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="37" />
        <source>breaking the Reversy</source>
        <translation>das Brechen des Reversy</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="42" />
        <source>top</source>
        <translation>oberste</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="43" />
        <source>middle</source>
        <translation>mittlere</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="44" />
        <source>bottom</source>
        <translation>unterste</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="54" />
        <source>Lay %1 under the pot</source>
        <translation>%1 unter den Topf legen</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="56" />
        <source>Lay %1 away</source>
        <translation>%1 weglegen</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="60" />
        <source>Keep my hand</source>
        <translation>Meine Karten behalten</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="68" />
        <source>A fresh pot of %1: the dealer stakes 6, everyone else 3.</source>
        <translation>Ein neuer Topf von %1: der Geber setzt 6, jeder andere 3.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="71" />
        <source>The Bête of %2 (%1) makes the new pot.</source>
        <translation>Neuer Topf aus der Bête über %2 (%1).</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="73" />
        <source>Added to the pot by %1: %2; it holds %3.</source>
        <translation>Zusatz von %1: %2; der Topf hält %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="76" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Spiel %1, Geber: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="79" />
        <source>%1: a card under the pot, the %2 table card taken.</source>
        <translation>%1: eine Karte unter den Topf, dafür die %2 Tischkarte.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="82" />
        <source>%1: hand kept; the %2 table card goes under the pot.</source>
        <translation>%1: kein Tausch; die %2 Tischkarte kommt unter den Topf.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="85" />
        <source>%1: a twelfth card laid under the pot.</source>
        <translation>%1: das zwölfte Blatt unter den Topf.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="87" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="89" />
        <source>Trick %1 to %2 (%3 card points).</source>
        <translation>Stich %1 an %2 (%3 Points).</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="93" />
        <source>%1: the Quinola placed on another suit.</source>
        <translation>%1: Quinola auf eine andere Farbe abgeworfen.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="94" />
        <source>%1: the Quinola given to a heart lead.</source>
        <translation>%1: Quinola auf Cœur zugegeben.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="95" />
        <source>%1: the Quinola led.</source>
        <translation>%1: Quinola ausgespielt.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="96" />
        <source>%1 (every trick so far): the Quinola led at the last trick.</source>
        <translation>%1 (bisher alle Stiche): Quinola im letzten Stich ausgespielt.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="97" />
        <source>%1 (every trick so far): the Quinola led early; the pot goes with the Reversy.</source>
        <translation>%1 (bisher alle Stiche): Quinola früh ausgespielt; mit dem Reversy gehört der Topf dazu.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="102" />
        <source>the partie winner</source>
        <translation>den Gewinner der Partie</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="103" />
        <source>Owed for %4: %2 from %1 to %3.</source>
        <translation>Ass-Zahlung von %1 an %3: %2 für %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="107" />
        <source>Bête for %1: %2, staked at once; the pot holds %3.</source>
        <translation>Bête für %1: %2, gleich gesetzt; der Topf hält %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="109" />
        <source>Bête for %1: %2, written down for a later pot.</source>
        <translation>Bête für %1: %2, für einen späteren Topf angeschrieben.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="112" />
        <source>The pot to %1: %2.</source>
        <translation>Der Topf an %1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="114" />
        <source>Reversy! Every trick to %1.</source>
        <translation>Reversy! Alle Stiche an %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="116" />
        <source>The Reversy of %2 broken at trick %3 by %1.</source>
        <translation>Reversy (%2) im %3. Stich gebrochen: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="119" />
        <source>Fewest card points: the partie to %1, paid by %2.</source>
        <translation>Die wenigsten Points: Partie an %1, bezahlt von %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="122" />
        <source>Payment for %4: %3 from %1 to %2.</source>
        <translation>Zahlung von %1 an %2: %3 für %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="126" />
        <source>Deal %1 over: you took %2 card points; payments %3; the pot holds %4.</source>
        <translation>Spiel %1 vorbei: Sie haben %2 Points genommen; Zahlungen %3; der Topf hält %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="130" />
        <source>The %1 counters left in the pot and owed for Bêtes are shared.</source>
        <translation>Die %1 Marken im Topf und aus offenen Bêtes werden geteilt.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="134" />
        <source>The match is over: you %1, right %2, opposite %3, left %4.</source>
        <translation>Die Partie ist zu Ende: Sie %1, rechts %2, gegenüber %3, links %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="141" />
        <source>The match is over. Start a new game from the Game menu.</source>
        <translation>Die Partie ist zu Ende. Ein neues Spiel beginnt im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="143" />
        <source>Waiting for the other players.</source>
        <translation>Die anderen sind am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="146" />
        <source>The Quinola lies on the table: you must lay a card under the pot and take your table card.</source>
        <translation>Der Quinola liegt auf dem Tisch: Sie müssen eine Karte unter den Topf legen und Ihre Tischkarte nehmen.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="148" />
        <source>Lay a card under the pot to take your table card, or keep your hand.</source>
        <translation>Legen Sie eine Karte unter den Topf, um Ihre Tischkarte zu nehmen, oder behalten Sie Ihre Karten.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="150" />
        <source>You dealt yourself twelve cards: lay one under the pot.</source>
        <translation>Sie haben sich zwölf Karten gegeben: legen Sie eine unter den Topf.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="153" />
        <source>Play a card; follow suit if you can. Take as few points as you can.</source>
        <translation>Spielen Sie eine Karte; bedienen Sie, wenn Sie können. Nehmen Sie so wenige Points wie möglich.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="154" />
        <source>Your lead: play any card.</source>
        <translation>Sie spielen aus: jede Karte ist erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="46" />
        <source>The stake into a fresh pot (the dealer %1, the others %2)</source>
        <translation>Der Einsatz in einen neuen Pot (der Geber %1, die anderen %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="49" />
        <source>The dealer adds %1 to the pot</source>
        <translation>Der Geber legt %1 in den Pot</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="52" />
        <source>A Bête as large as the pot</source>
        <translation>Eine Bête, so groß wie der Pot</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="54" />
        <source>The pot won</source>
        <translation>Den Pot gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="58" />
        <source>For %1: %2 pays</source>
        <translation>Für %1: %2 zahlt</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="61" />
        <source>For %1: paid to %2</source>
        <translation>Für %1: an %2 gezahlt</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="64" />
        <source>%1: %2 after deal %3</source>
        <translation>%1: %2 nach Spiel %3</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="68" />
        <source>Money before the deal</source>
        <translation>Geld vor dem Spiel</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../gui/mainwindow.py" line="727" />
        <source>Review the &amp;game</source>
        <translation>&amp;Partie durchsehen</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="728" />
        <source>Review &amp;deal</source>
        <translation>Spiel &amp;durchsehen</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="50" />
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="50" />
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="51" />
        <source>Resti</source>
        <translation>Resti</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="51" />
        <source>Resto</source>
        <translation>Resto</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="52" />
        <source>bêtes</source>
        <translation>Bêtes</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="52" />
        <source>bête</source>
        <translation>Bête</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="53" />
        <source>counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="53" />
        <source>counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="54" />
        <source>stroke</source>
        <translation>Strich</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="54" />
        <source>strokes</source>
        <translation>Striche</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="55" />
        <source>stake</source>
        <translation>Satz</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="55" />
        <source>stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="56" />
        <source>marker</source>
        <translation>Marke</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="56" />
        <source>markers</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="89" />
        <source>My advice: %1, because there is no other choice here.</source>
        <translation>Mein Rat: %1, denn eine andere Wahl gibt es hier nicht.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="91" />
        <source>My advice: %1, though here every choice comes to the same.</source>
        <translation>Mein Rat: %1, doch hier läuft jede Wahl auf dasselbe hinaus.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="93" />
        <source>My advice: %1, as the usual rule of play says.</source>
        <translation>Mein Rat: %1, wie es die übliche Spielregel will.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="95" />
        <source>My advice: %1, because that promises the best result from here, whatever the others hold.</source>
        <translation>Mein Rat: %1, denn das verspricht von hier an das beste Ergebnis, was die anderen auch halten.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="101" />
        <source>What would a good player do here? (key H)</source>
        <translation>Was würde ein guter Spieler hier tun? (Taste H)</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="110" />
        <source>On average %1 from here, over %2 possible deals that fit what you know.</source>
        <translation>Im Schnitt %1 von hier an, über %2 mögliche Kartenverteilungen, die zu Ihrem Wissen passen.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="114" />
        <source>The next best choice is about as good.</source>
        <translation>Die nächstbeste Wahl ist etwa ebenso gut.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="290" />
        <source>Review of the game</source>
        <translation>Durchsicht der Partie</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="291" />
        <source>Review the game</source>
        <translation>Partie durchsehen</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="348" />
        <source>The game could not be reviewed: %1</source>
        <translation>Die Partie ließ sich nicht durchsehen: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="390" />
        <source>Looking at each of your decisions in this game…</source>
        <translation>Jede Ihrer Entscheidungen in dieser Partie wird geprüft …</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="408" />
        <source>You chose: %1.</source>
        <translation>Sie wählten: %1.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="409" />
        <source>Better: %1.</source>
        <translation>Besser: %1.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="410" />
        <source>On average the better choice gives you about %1 more.</source>
        <translation>Im Schnitt bringt Ihnen die bessere Wahl etwa %1 mehr.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="413" />
        <source>With all cards open, the best the play could have given you was %1 (your points in the play less your opponent's).</source>
        <translation>Mit offenen Karten hätte Ihnen das Spiel der Stiche bestenfalls %1 gebracht (Ihre Punkte im Spiel weniger die des Gegners).</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="116" />
        <source>That is %1 more than the next best choice.</source>
        <translation>Das sind %1 mehr als bei der nächstbesten Wahl.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="293" />
        <source>Review of the deal</source>
        <translation>Durchsicht des Spiels</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="294" />
        <source>Review the deal</source>
        <translation>Spiel durchsehen</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="295" />
        <source>Could I have won? The decisions where another choice was clearly better.</source>
        <translation>Hätte ich gewinnen können? Die Entscheidungen, bei denen eine andere Wahl deutlich besser war.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="296" />
        <source>&amp;Previous</source>
        <translation>&amp;Vorige</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="297" />
        <source>&amp;Next</source>
        <translation>&amp;Nächste</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="298" />
        <source>&amp;Back to the table</source>
        <translation>&amp;Zurück zum Tisch</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="349" />
        <source>The deal could not be reviewed: %1</source>
        <translation>Das Spiel ließ sich nicht durchsehen: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="391" />
        <source>Looking at each of your decisions in this deal…</source>
        <translation>Jede Ihrer Entscheidungen in diesem Spiel wird geprüft …</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="396" />
        <source>The computer player of this game cannot judge decisions yet.</source>
        <translation>Der Computerspieler dieses Spiels kann Entscheidungen noch nicht beurteilen.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="398" />
        <source>Well played: at none of your decisions was another choice clearly better.</source>
        <translation>Gut gespielt: bei keiner Ihrer Entscheidungen war eine andere Wahl deutlich besser.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="401" />
        <source>Decision %1 of %2</source>
        <translation>Entscheidung %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="405" />
        <source>You chose: %1 (framed).</source>
        <translation>Sie wählten: %1 (umrahmt).</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="406" />
        <source>Better: %1 (lit).</source>
        <translation>Besser: %1 (hervorgehoben).</translation>
    </message>
</context>
<context>
    <name>Schach</name>
    <message>
        <location filename="../gui/games/schach/table.py" line="105" />
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="125" />
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="157" />
        <source>Your result: %1</source>
        <translation>Ihr Ergebnis: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="228" />
        <source>Last move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="229" />
        <source>Show the &amp;last move</source>
        <translation>Den &amp;letzten Zug zeigen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="230" />
        <source>Show the last move on the board again (key T)</source>
        <translation>Den letzten Zug noch einmal auf dem Brett zeigen (Taste T)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="231" />
        <source>Last move — %1: %2</source>
        <translation>Letzter Zug — %1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="232" />
        <source>Take back your last move (and the reply to it) (Ctrl+Z)</source>
        <translation>Ihren letzten Zug (und die Antwort darauf) zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="233" />
        <source>Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.</source>
        <translation>Ziehen Sie eine Figur: auf ein hervorgehobenes Feld ziehen, oder erst sie und dann das Feld anklicken, oder die Pfeiltasten und die Leertaste benutzen.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="235" />
        <source>your move: %1.</source>
        <translation>Ihr Zug: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="236" />
        <source>In this guided game, your move is: %1.</source>
        <translation>In dieser geführten Partie ist Ihr Zug: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="237" />
        <source>Your pawn has reached the last rank: choose what it becomes (the buttons or the number keys; Escape takes the move back).</source>
        <translation>Ihr Bauer hat die letzte Reihe erreicht: wählen Sie, was er wird (die Knöpfe oder die Zifferntasten; Escape nimmt den Zug zurück).</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="243" />
        <source>← → (Home, End)</source>
        <translation>← → (Pos1, Ende)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="243" />
        <source>Move the frame over the pieces that can move, or, a piece picked up, over the squares it can reach</source>
        <translation>Den Rahmen über die Figuren führen, die ziehen können, oder, ist eine Figur aufgenommen, über die Felder, die sie erreicht</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="246" />
        <source>Space or ↑</source>
        <translation>Leertaste oder ↑</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="246" />
        <source>Pick up the piece in the frame; set it down on the square in the frame</source>
        <translation>Die Figur im Rahmen aufnehmen; sie auf das Feld im Rahmen setzen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="248" />
        <source>Escape or ↓</source>
        <translation>Esc oder ↓</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="248" />
        <source>Put the piece back (a pawn on the last rank: take the move back)</source>
        <translation>Die Figur zurückstellen (ein Bauer auf der letzten Reihe: den Zug zurücknehmen)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="250" />
        <source>Show the last move on the board (again: back)</source>
        <translation>Den letzten Zug auf dem Brett zeigen (noch einmal: zurück)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="258" />
        <source>checkmated</source>
        <translation>schachmatt</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="259" />
        <source>in check</source>
        <translation>im Schach</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="267" />
        <source>Start a new game from the Game menu.</source>
        <translation>Ein neues Spiel beginnen Sie im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="279" />
        <source>Checkmate!</source>
        <translation>Schachmatt!</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="281" />
        <source>Stalemate!</source>
        <translation>Patt!</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="284" />
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="286" />
        <source>Check!</source>
        <translation>Schach!</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="321" />
        <source>Click again to give up the game</source>
        <translation>Noch einmal klicken, um die Partie aufzugeben</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="334" />
        <source>My advice: %1.</source>
        <translation>Mein Rat: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="22" />
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="22" />
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="28" />
        <source>White pawn</source>
        <translation>Weißer Bauer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="28" />
        <source>White knight</source>
        <translation>Weißer Springer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="28" />
        <source>White bishop</source>
        <translation>Weißer Läufer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="29" />
        <source>White rook</source>
        <translation>Weißer Turm</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="29" />
        <source>White queen</source>
        <translation>Weiße Dame</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="29" />
        <source>White king</source>
        <translation>Weißer König</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="30" />
        <source>Black pawn</source>
        <translation>Schwarzer Bauer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="30" />
        <source>Black knight</source>
        <translation>Schwarzer Springer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="30" />
        <source>Black bishop</source>
        <translation>Schwarzer Läufer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="31" />
        <source>Black rook</source>
        <translation>Schwarzer Turm</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="31" />
        <source>Black queen</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="31" />
        <source>Black king</source>
        <translation>Schwarzer König</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="38" />
        <source>the pawn</source>
        <translation>den Bauern</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="38" />
        <source>the knight</source>
        <translation>den Springer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="38" />
        <source>the bishop</source>
        <translation>den Läufer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="38" />
        <source>the rook</source>
        <translation>den Turm</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="39" />
        <source>the queen</source>
        <translation>die Dame</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="39" />
        <source>the king</source>
        <translation>den König</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="43" />
        <source>and becomes a knight</source>
        <translation>und wird zum Springer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="43" />
        <source>and becomes a bishop</source>
        <translation>und wird zum Läufer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="43" />
        <source>and becomes a rook</source>
        <translation>und wird zum Turm</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="44" />
        <source>and becomes a queen</source>
        <translation>und wird zur Dame</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="50" />
        <source>%1 on %2 is exchanged for a queen</source>
        <translation>%1 auf %2 wird gegen eine Dame getauscht</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="51" />
        <source>%1 on %2 is exchanged for a rook</source>
        <translation>%1 auf %2 wird gegen einen Turm getauscht</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="52" />
        <source>%1 on %2 is exchanged for a bishop</source>
        <translation>%1 auf %2 wird gegen einen Läufer getauscht</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="53" />
        <source>%1 on %2 is exchanged for a knight</source>
        <translation>%1 auf %2 wird gegen einen Springer getauscht</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="59" />
        <source>Exchange %1 for a queen</source>
        <translation>%1 gegen Dame tauschen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="60" />
        <source>Exchange %1 for a rook</source>
        <translation>%1 gegen Turm tauschen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="61" />
        <source>Exchange %1 for a bishop</source>
        <translation>%1 gegen Läufer tauschen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="62" />
        <source>Exchange %1 for a knight</source>
        <translation>%1 gegen Springer tauschen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="72" />
        <source>White castles kingside</source>
        <translation>Weiß rochiert kurz (am Königsflügel)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="72" />
        <source>Black castles kingside</source>
        <translation>Schwarz rochiert kurz (am Königsflügel)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="74" />
        <source>White castles queenside</source>
        <translation>Weiß rochiert lang (am Damenflügel)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="74" />
        <source>Black castles queenside</source>
        <translation>Schwarz rochiert lang (am Damenflügel)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="77" />
        <source>%1 from %2 takes %3 on %4</source>
        <translation>%1 von %2 schlägt %3 auf %4</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="80" />
        <source>(en passant)</source>
        <translation>(im Vorbeigehen)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="82" />
        <source>%1 from %2 to %3</source>
        <translation>%1 von %2 nach %3</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="87" />
        <source>and stays a pawn</source>
        <translation>und bleibt ein Bauer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="119" />
        <source>Checkmate: you win the game.</source>
        <translation>Schachmatt: Sie gewinnen die Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="120" />
        <source>Checkmate: %1 wins the game.</source>
        <translation>Schachmatt: %1 gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="122" />
        <source>The game is given up: you win.</source>
        <translation>Die Partie wird aufgegeben: Sie gewinnen.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="123" />
        <source>You give up the game: %1 wins.</source>
        <translation>Sie geben die Partie auf: %1 gewinnt.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="126" />
        <source>Stalemate: the game is drawn.</source>
        <translation>Patt: die Partie ist unentschieden.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="127" />
        <source>Stalemate: your opponent cannot move and pays you half the stake.</source>
        <translation>Patt: Ihr Gegner kann nicht ziehen und zahlt Ihnen den halben Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="128" />
        <source>Stalemate: you cannot move and pay half the stake.</source>
        <translation>Patt: Sie können nicht ziehen und zahlen den halben Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="129" />
        <source>Drawn: neither side has enough left to mate.</source>
        <translation>Unentschieden: keiner hat genug übrig, um matt zu setzen.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="130" />
        <source>Drawn: the same position for the third time.</source>
        <translation>Unentschieden: dieselbe Stellung zum dritten Mal.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="131" />
        <source>Drawn: fifty moves without a capture or a pawn's move.</source>
        <translation>Unentschieden: fünfzig Züge ohne Schlagen und ohne Bauernzug.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="132" />
        <source>The game is drawn.</source>
        <translation>Die Partie ist unentschieden.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="153" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="154" />
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="141" />
        <source>Who plays White:</source>
        <translation>Wer spielt Weiß:</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="142" />
        <source>I play White</source>
        <translation>Ich spiele Weiß</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="143" />
        <source>My opponent plays White</source>
        <translation>Mein Gegner spielt Weiß</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="149" />
        <source>The rules do not allow that move here.</source>
        <translation>Die Regeln erlauben diesen Zug hier nicht.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="155" />
        <source>stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="159" />
        <source>Give up the game</source>
        <translation>Die Partie aufgeben</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="170" />
        <source>A queen</source>
        <translation>Eine Dame</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="170" />
        <source>A rook</source>
        <translation>Ein Turm</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="170" />
        <source>A bishop</source>
        <translation>Ein Läufer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="171" />
        <source>A knight</source>
        <translation>Ein Springer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="172" />
        <source>It stays a pawn</source>
        <translation>Er bleibt ein Bauer</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="179" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="183" />
        <source>Check! You are in check.</source>
        <translation>Schach! Ihr König steht im Schach.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="183" />
        <source>Check to your opponent's king.</source>
        <translation>Schach dem König Ihres Gegners.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="185" />
        <source>The pawn on %1 stays a pawn: its side has lost no piece it could become.</source>
        <translation>Der Bauer auf %1 bleibt ein Bauer: seine Seite hat keine Figur verloren, zu der er werden könnte.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="195" />
        <source>You play White. Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.</source>
        <translation>Sie spielen Weiß. Ziehen Sie eine Figur: auf ein hervorgehobenes Feld ziehen, oder erst sie und dann das Feld anklicken, oder die Pfeiltasten und die Leertaste benutzen.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="197" />
        <source>You play Black. Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.</source>
        <translation>Sie spielen Schwarz. Ziehen Sie eine Figur: auf ein hervorgehobenes Feld ziehen, oder erst sie und dann das Feld anklicken, oder die Pfeiltasten und die Leertaste benutzen.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="200" />
        <source>Your king is in check!</source>
        <translation>Ihr König steht im Schach!</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="62" />
        <source>Deal %1: your %2 points</source>
        <translation>Spiel %1: Ihre %2 Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="65" />
        <source>Deal %1 so far: your %2 points</source>
        <translation>Spiel %1 bisher: Ihre %2 Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="69" />
        <source>Your opponent made %1 in this deal.</source>
        <translation>Ihr Gegner machte in diesem Spiel %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="78" />
        <source>Score sheet</source>
        <translation>Schreibtafel</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="79" />
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="79" />
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="79" />
        <location filename="../gui/games/piquet/sheet.py" line="134" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="79" />
        <location filename="../gui/games/piquet/sheet.py" line="134" />
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="119" />
        <source>Partie %1 — you %2, opponent %3</source>
        <translation>Partie %1 — Sie %2, Gegner %3</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="122" />
        <source>The first to reach %1 wins the partie.</source>
        <translation>Wer zuerst %1 erreicht, gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="124" />
        <source>Six deals; a loser below 100 is rubiconed.</source>
        <translation>Sechs Spiele; wer unter 100 bleibt, ist im Rubikon.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="126" />
        <source>Four deals; the higher total wins.</source>
        <translation>Vier Spiele; die höhere Summe gewinnt.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="128" />
        <source>Every deal is settled on the difference.</source>
        <translation>Jedes Spiel wird nach dem Unterschied abgerechnet.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="145" />
        <source>Partie drawn, %1 to %2.</source>
        <translation>Partie unentschieden, %1 zu %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="147" />
        <source>You won the partie, %1 to %2.</source>
        <translation>Sie haben die Partie gewonnen, %1 zu %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="149" />
        <source>Your opponent won the partie, %1 to %2.</source>
        <translation>Ihr Gegner hat die Partie gewonnen, %1 zu %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="152" />
        <source>The loser is rubiconed.</source>
        <translation>Der Verlierer ist im Rubikon.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="154" />
        <source>Settlement: %1 points.</source>
        <translation>Abrechnung: %1 Punkte.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="157" />
        <source>Settlement: one stake.</source>
        <translation>Abrechnung: ein Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="158" />
        <source>Settlement: %1 stakes.</source>
        <translation>Abrechnung: %1 Einsätze.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="160" />
        <source>The loser stayed so far behind that the winner wins double.</source>
        <translation>Der Verlierer blieb so weit zurück, dass der Sieger doppelt gewinnt.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="163" />
        <source>Settlement: one partie.</source>
        <translation>Abrechnung: eine Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="164" />
        <source>Settlement: %1 parties.</source>
        <translation>Abrechnung: %1 Partien.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="136" />
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="143" />
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="147" />
        <source>Period:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="150" />
        <source>All time</source>
        <translation>Gesamte Zeit</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="150" />
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="150" />
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="151" />
        <source>Last 12 months</source>
        <translation>Letzte 12 Monate</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="155" />
        <source>Export as CSV…</source>
        <translation>Als CSV exportieren …</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="166" />
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="166" />
        <source>Worst</source>
        <translation>Schlechteste</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="179" />
        <source>Average: the points of a partie on average, yours : your opponents', in each game's own measure (the tooltips name it).</source>
        <translation>Schnitt: die Punkte einer Partie im Schnitt, Ihre : die Ihrer Gegner, im eigenen Maß jedes Spiels (die Tooltips nennen es).</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="198" />
        <source>Your game of %1 at the table is not finished. It is counted here once it is over.</source>
        <translation>Ihre Partie %1 am Tisch ist nicht beendet. Sie wird hier gezählt, sobald sie aus ist.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="206" />
        <source>It is shown as it stands (“at the table”) and counted, with all its deals, once the partie is over.</source>
        <translation>Sie steht hier mit ihrem jetzigen Stand („am Tisch“) und wird mit allen ihren Spielen gezählt, sobald die Partie aus ist.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="235" />
        <source>The statistics could not be read: %1</source>
        <translation>Die Statistik war nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="252" />
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="305" />
        <source>%1 (at the table)</source>
        <translation>%1 (am Tisch)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="307" />
        <source>unfinished, 1 deal</source>
        <translation>nicht beendet, 1 Spiel</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="307" />
        <source>unfinished, %1 deals</source>
        <translation>nicht beendet, %1 Spiele</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="313" />
        <source>Your partie at the table, not finished: its points so far. It is counted once it is over.</source>
        <translation>Ihre Partie am Tisch, nicht beendet: ihre Punkte bis jetzt. Gezählt wird sie, wenn sie aus ist.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="317" />
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="354" />
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="355" />
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="362" />
        <source>The statistics could not be exported: %1</source>
        <translation>Die Statistik wurde nicht exportiert: %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Parties</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Opponent level</source>
        <translation>Spielstärke der Gegner</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="166" />
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="166" />
        <source>Average (you : others)</source>
        <translation>Schnitt (Sie : andere)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="168" />
        <source>Each game's own measure: %1.</source>
        <translation>Das Maß des jeweiligen Spiels: %1.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="170" />
        <source>The points of a partie on average: yours, then your opponents'.</source>
        <translation>Die Punkte einer Partie im Schnitt: Ihre, dann die Ihrer Gegner.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="171" />
        <source>Your best partie: your points less your opponents'.</source>
        <translation>Ihre beste Partie: Ihre Punkte weniger die Ihrer Gegner.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="172" />
        <source>Your worst partie: your points less your opponents'.</source>
        <translation>Ihre schlechteste Partie: Ihre Punkte weniger die Ihrer Gegner.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="185" />
        <source>One bar per partie, oldest on the left: up for won, down for lost, its height the margin in points; the line is the share of parties won.</source>
        <translation>Ein Balken je Partie, die älteste links: nach oben gewonnen, nach unten verloren, die Höhe ist der Abstand in Punkten; die Linie zeigt den Anteil gewonnener Partien.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="188" />
        <source>No partie finished yet. Every partie you finish is counted here.</source>
        <translation>Noch keine Partie beendet. Jede Partie, die Sie zu Ende spielen, wird hier gezählt.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="202" />
        <source>Your partie of %1 at the table is not finished; no deal of it is over yet.</source>
        <translation>Ihre Partie %1 am Tisch ist nicht beendet; noch ist kein Spiel davon aus.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="203" />
        <source>Your partie of %1 at the table is not finished: 1 deal of it is over.</source>
        <translation>Ihre Partie %1 am Tisch ist nicht beendet: 1 Spiel davon ist aus.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="204" />
        <source>Your partie of %1 at the table is not finished: %2 deals of it are over.</source>
        <translation>Ihre Partie %1 am Tisch ist nicht beendet: %2 Spiele davon sind aus.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="344" />
        <source>Kept in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
</context>
<context>
    <name>Tarock</name>
    <message>
        <location filename="../gui/games/tarock/table.py" line="56" />
        <source>Score sheet</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="59" />
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="59" />
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="59" />
        <source>This deal</source>
        <translation>Ertrag</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="59" />
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="101" />
        <source>Accounts: %1</source>
        <translation>Konten: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="114" />
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="114" />
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="147" />
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="164" />
        <source>Scat</source>
        <translation>Scat</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="164" />
        <source>(yours)</source>
        <translation>(Ihrer)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="203" />
        <source>Partie %1, deal %2 of 4
surplus over %3: we %4, they %5</source>
        <translation>Partie %1, Spiel %2 von 4
Überschuss über %3: wir %4, sie %5</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="209" />
        <source>Counted (half %1)</source>
        <translation>Gezählt (Hälfte %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="194" />
        <source>Counted: we %1, they %2</source>
        <translation>Gezählt: wir %1, sie %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="212" />
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="215" />
        <source>called: %1</source>
        <translation>gerufen: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="241" />
        <source>Paid this deal: %1; your account: %2</source>
        <translation>In diesem Spiel: %1; Ihr Konto: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="252" />
        <source>your side is over the half by %1</source>
        <translation>Ihre Partei liegt %1 über der Hälfte</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="253" />
        <source>the other side is over the half by %1</source>
        <translation>die andere Partei liegt %1 über der Hälfte</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="255" />
        <source>neither side is over the half</source>
        <translation>keine Partei liegt über der Hälfte</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="256" />
        <source>Counted: your side (%1) %2, the other side %3 (half: %4): %5.</source>
        <translation>Gezählt: Ihre Partei (%1) %2, die andere Partei %3 (Hälfte: %4): %5.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="289" />
        <source>This deal: %1; your account: %2.</source>
        <translation>Dieses Spiel: %1; Ihr Konto: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="299" />
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="34" />
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="34" />
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="34" />
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="34" />
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="35" />
        <source>cups</source>
        <translation>Becher</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="35" />
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="35" />
        <source>swords</source>
        <translation>Schwerter</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="35" />
        <source>batons</source>
        <translation>Stäbe</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>cavalier</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>valet</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="48" />
        <source>the Scüs</source>
        <translation>der Scüs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="50" />
        <source>the Pagat (I)</source>
        <translation>der Pagat (I)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="52" />
        <source>the XXI (Mongue)</source>
        <translation>der XXI (Mond)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="53" />
        <source>Taroc %1</source>
        <translation>Tarock %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="54" />
        <source>%1 of %2</source>
        <translation>%1 der %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="59" />
        <source>matadors</source>
        <translation>Matadors</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="59" />
        <source>matadors with the Scüs</source>
        <translation>Matadors mit dem Scüs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="60" />
        <source>ten Tarocs</source>
        <translation>zehn Tarocks</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="60" />
        <source>Cavalerie</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="60" />
        <source>Cavalerie with the Scüs</source>
        <translation>Cavalerie mit dem Scüs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="61" />
        <source>kings among the seven</source>
        <translation>Könige unter den sieben</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="61" />
        <source>the three honours</source>
        <translation>die drei Honneurs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="62" />
        <source>four Kings</source>
        <translation>vier Könige</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="68" />
        <source>card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="68" />
        <source>the Pagat in the last trick</source>
        <translation>der Pagat im letzten Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="69" />
        <source>the Pagat lost</source>
        <translation>der verlorene Pagat</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="69" />
        <source>a King lost</source>
        <translation>ein verlorener König</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="69" />
        <source>Pagat and XXI at the end</source>
        <translation>Pagat und XXI am Ende</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="70" />
        <source>no trick</source>
        <translation>kein Stich</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="70" />
        <source>the partie</source>
        <translation>die Partie</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="70" />
        <source>Volata</source>
        <translation>Volata</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="70" />
        <source>the game</source>
        <translation>das Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="71" />
        <source>matadors joined with the partner</source>
        <translation>mit dem Partner verbundene Matadors</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="71" />
        <source>a card given to the Mediateur</source>
        <translation>eine dem Mediateur gegebene Karte</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="72" />
        <source>the Mediateur's matadors</source>
        <translation>die Matadors des Mediateurs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="77" />
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="77" />
        <source>Frage (call a King)</source>
        <translation>Frage (einen König rufen)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="77" />
        <source>Mediateur</source>
        <translation>Mediateur</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="78" />
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="93" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="94" />
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="108" />
        <source>Give back %1</source>
        <translation>%1 zurückgeben</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="114" />
        <source>Lay this card away</source>
        <translation>Diese Karte weglegen</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="115" />
        <source>Lay these %1 cards away</source>
        <translation>Diese %1 Karten weglegen</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="117" />
        <source>Declare the honours</source>
        <translation>Die Honneurs melden</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="119" />
        <source>Declare nothing</source>
        <translation>Nichts melden</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="123" />
        <source>Call %1</source>
        <translation>%1 rufen</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="125" />
        <source>No second card</source>
        <translation>Keine zweite Karte</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="127" />
        <source>Ask for %1</source>
        <translation>%1 verlangen</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="134" />
        <source>%1 pays you %2 (%4).</source>
        <translation>%1 zahlt Ihnen %2 (%4).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="137" />
        <source>You pay %2 to %3 (%4).</source>
        <translation>Sie zahlen %3 %2 (%4).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="140" />
        <source>the Pagat</source>
        <translation>den Pagat</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="141" />
        <source>%1 captures your %2.</source>
        <translation>%1 fängt Ihren %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="143" />
        <source>%1 gives you %2 for the Scüs.</source>
        <translation>%1 gibt Ihnen für den Scüs %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="148" />
        <source>You hold only one or two Tarocs: the deal is void and dealt again.</source>
        <translation>Sie haben nur ein oder zwei Tarocks: das Spiel gilt nicht und wird neu gegeben.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="150" />
        <source>You sit out this deal.</source>
        <translation>Sie setzen dieses Spiel aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="152" />
        <source>You lay %2 cards away in the Scat.</source>
        <translation>Sie legen %2 Karten in den Scat.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="155" />
        <source>You declare %2.</source>
        <translation>Sie melden %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="157" />
        <source>You declare no honour.</source>
        <translation>Sie melden kein Honneur.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="159" />
        <source>You are paid %2 by each of %3 for %4.</source>
        <translation>Sie bekommen %2 von jedem der %3 für %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="162" />
        <source>You play %2.</source>
        <translation>Sie spielen %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="164" />
        <source>You call %2.</source>
        <translation>Sie rufen %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="166" />
        <source>You ask for no second card.</source>
        <translation>Sie verlangen keine zweite Karte.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="168" />
        <source>You ask for %2.</source>
        <translation>Sie verlangen %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="170" />
        <source>You give %2.</source>
        <translation>Sie geben %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="172" />
        <source>You give a card back.</source>
        <translation>Sie geben eine Karte zurück.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="174" />
        <source>You play the Scüs and keep it.</source>
        <translation>Sie spielen den Scüs und behalten ihn.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="176" />
        <source>You take trick %1.</source>
        <translation>Sie machen Stich %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="178" />
        <source>You give %2 to %3 for the Scüs.</source>
        <translation>Sie geben %3 für den Scüs %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="181" />
        <source>You capture the Pagat of %2.</source>
        <translation>Sie fangen den Pagat von %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="183" />
        <source>You win the last trick with the Pagat.</source>
        <translation>Sie machen den letzten Stich mit dem Pagat.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="185" />
        <source>You capture %2 from %3.</source>
        <translation>Sie fangen %2 von %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="197" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Spiel %1, Geber: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="199" />
        <source>%1 holds only one or two Tarocs: the deal is void and dealt again.</source>
        <translation>%1 hat nur einen oder zwei Tarocks: das Spiel ist ungültig und wird neu gegeben.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="201" />
        <source>%1 sits out this deal.</source>
        <translation>%1 setzt dieses Spiel aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="203" />
        <source>%1 lays %2 cards away in the Scat.</source>
        <translation>%1 legt %2 Karten in den Scat.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="206" />
        <source>%1 declares %2.</source>
        <translation>%1 meldet %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="208" />
        <source>%1 declares no honour.</source>
        <translation>%1 meldet kein Honneur.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="210" />
        <source>%1 is paid %2 by each of %3 for %4.</source>
        <translation>%1 bekommt %2 von jedem der %3 für %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="213" />
        <location filename="../gui/games/tarock/words.py" line="231" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="215" />
        <source>Everybody passes: the next player deals.</source>
        <translation>Alle passen: der nächste Spieler gibt.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="217" />
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="219" />
        <source>%1 calls %2.</source>
        <translation>%1 ruft %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="221" />
        <source>%1 asks for no second card.</source>
        <translation>%1 verlangt keine zweite Karte.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="223" />
        <source>%1 asks for %2.</source>
        <translation>%1 verlangt %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="226" />
        <source>%1 lies in the Scat: nobody gives it.</source>
        <translation>%1 liegt im Scat: niemand gibt die Karte.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="227" />
        <source>%1 gives %2.</source>
        <translation>%1 gibt %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="229" />
        <source>%1 gives a card back.</source>
        <translation>%1 gibt eine Karte zurück.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="233" />
        <source>%1 plays the Scüs and keeps it.</source>
        <translation>%1 spielt den Scüs und behält ihn.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="235" />
        <source>Trick %1 to %2.</source>
        <translation>Stich %1 an %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="237" />
        <source>%1 gives %2 to %3 for the Scüs.</source>
        <translation>%1 gibt %3 für den Scüs %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="240" />
        <source>%1 captures the Pagat of %2.</source>
        <translation>%1 fängt den Pagat von %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="242" />
        <source>%1 wins the last trick with the Pagat.</source>
        <translation>%1 macht den letzten Stich mit dem Pagat.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="244" />
        <source>%1 captures %2 from %3.</source>
        <translation>%1 fängt %2 von %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="248" />
        <source>Counted: the sides made %1 (half: %2).</source>
        <translation>Gezählt: die Parteien machten %1 (Hälfte: %2).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="251" />
        <source>Counted: the players of the game made %1 of 128 (half: 64).</source>
        <translation>Gezählt: die Spieler des Spiels machten %1 von 128 (Hälfte: 64).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="254" />
        <source>Counted: %1 (half: %2).</source>
        <translation>Gezählt: %1 (Hälfte: %2).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="258" />
        <source>%1 pays %2 to %3 (%4).</source>
        <translation>%1 zahlt %3 %2 (%4).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="263" />
        <source>Deal %1 settled: your account stands at %2.</source>
        <translation>Spiel %1 abgerechnet: Ihr Konto steht bei %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="265" />
        <source>Deal %1 settled.</source>
        <translation>Spiel %1 abgerechnet.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="268" />
        <source>Partie %1: no surplus, nobody wins.</source>
        <translation>Partie %1: kein Überschuss, niemand gewinnt.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="269" />
        <source>Partie %1: surplus %2 : %3, paid %4 × %5.</source>
        <translation>Partie %1: Überschuss %2 : %3, bezahlt %4 × %5.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="273" />
        <source>New partners: %1.</source>
        <translation>Neue Partner: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="274" />
        <source> against </source>
        <translation> gegen </translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="277" />
        <source>The game is over: %1.</source>
        <translation>Die Partie ist vorbei: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="283" />
        <source>The game is over. Start a new game from the Game menu.</source>
        <translation>Die Partie ist vorbei. Beginnen Sie eine neue im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="285" />
        <source>Waiting for the other players.</source>
        <translation>Warten auf die anderen Spieler.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="289" />
        <source>Lay %1 cards away in the Scat: no King, no Taroc (they count for you).</source>
        <translation>Legen Sie %1 Karten in den Scat: keinen König, keinen Tarock (sie zählen für Sie).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="292" />
        <source>You hold no honour: say so, and the next player declares.</source>
        <translation>Sie haben kein Honneur: sagen Sie es, dann meldet der nächste Spieler.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="293" />
        <source>Declare your honours now: each other player pays you for them.</source>
        <translation>Melden Sie jetzt Ihre Honneurs: jeder andere Spieler bezahlt sie Ihnen.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="295" />
        <source>Your call: pass, Frage (play with a called King), Mediateur or Solo.</source>
        <translation>Ihre Ansage: passen, Frage (mit einem gerufenen König), Mediateur oder Solo.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="297" />
        <source>Call a King you do not hold: its holder is your secret partner.</source>
        <translation>Rufen Sie einen König, den Sie nicht haben: sein Inhaber ist Ihr geheimer Partner.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="300" />
        <source>You may ask for a second card, or for none.</source>
        <translation>Sie dürfen eine zweite Karte verlangen oder keine.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="301" />
        <source>Ask for the card you want.</source>
        <translation>Verlangen Sie die Karte, die Sie wollen.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="303" />
        <source>Give a card of yours back for it.</source>
        <translation>Geben Sie eine Ihrer Karten dafür zurück.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="306" />
        <source>Play a card: follow suit, else a Taroc; the Scüs may always be played.</source>
        <translation>Spielen Sie eine Karte: Farbe bedienen, sonst Tarock; den Scüs dürfen Sie immer geben.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="307" />
        <source>Your lead: play any card.</source>
        <translation>Sie spielen aus: jede Karte.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="38" />
        <source>%1: %2 pays you</source>
        <translation>%1: %2 zahlt Ihnen</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="41" />
        <source>%1: you pay %2</source>
        <translation>%1: Sie zahlen %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="46" />
        <source>(you counted %1)</source>
        <translation>(Sie zählten %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="49" />
        <source>Deal %1: %2 for you</source>
        <translation>Spiel %1: %2 für Sie</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="54" />
        <source>Your account after the deal: %1</source>
        <translation>Ihr Konto nach dem Spiel: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="57" />
        <source>Nobody paid you and you paid nobody in this deal.</source>
        <translation>In diesem Spiel zahlte Ihnen niemand, und Sie zahlten niemandem.</translation>
    </message>
</context>
<context>
    <name>Tresette</name>
    <message>
        <location filename="../gui/games/tresette/table.py" line="38" />
        <source>Score sheet</source>
        <translation>Schreibtafel</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="41" />
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="41" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="42" />
        <source>Marks</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="71" />
        <source>Marks: we %1, they %2 (partie at %3)</source>
        <translation>Marken: wir %1, sie %2 (Partie bei %3)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="42" />
        <source>Parties</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="74" />
        <source>Parties: we %1, they %2 (session to %3)</source>
        <translation>Partien: wir %1, sie %2 (Sitzung bis %3)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="98" />
        <source>declared: %1</source>
        <translation>angesagt: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="100" />
        <source>leads first</source>
        <translation>spielt zuerst aus</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="124" />
        <source>the race is on</source>
        <translation>das Wettrennen läuft</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="126" />
        <source>Marks: we %1, they %2 of %3</source>
        <translation>Marken: wir %1, sie %2 von %3</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="130" />
        <source>Points in tricks: we %1, they %2</source>
        <translation>Points in den Stichen: wir %1, sie %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="132" />
        <source>Parties: we %1, they %2</source>
        <translation>Partien: wir %1, sie %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="147" />
        <source>Waiting for %1.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="23" />
        <source>Threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="23" />
        <source>Twos</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="24" />
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="24" />
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="25" />
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="25" />
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="26" />
        <source>Sevens</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="26" />
        <source>Sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="27" />
        <source>Fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="27" />
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="34" />
        <source>four %1</source>
        <translation>vier %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="35" />
        <source>three %1</source>
        <translation>drei %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="37" />
        <source>Neapolitaine of %1 in %2</source>
        <translation>Neapolitaine von %1 in %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="42" />
        <source>Our side</source>
        <translation>Unsere Partei</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="43" />
        <source>The other side</source>
        <translation>Die Gegenpartei</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="47" />
        <source>Gallara (all ten tricks)</source>
        <translation>Gallara (alle zehn Stiche)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="48" />
        <source>Gallaton (all ten tricks by one player)</source>
        <translation>Gallaton (alle zehn Stiche von einem Spieler)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="49" />
        <source>Stramazette (all tricks but one, no point lost)</source>
        <translation>Stramazette (alle Stiche bis auf einen, kein Point verloren)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="50" />
        <source>Stramazetton (all tricks but one by one player, no point lost)</source>
        <translation>Stramazetton (alle Stiche bis auf einen von einem Spieler, kein Point verloren)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="67" />
        <source>Declare %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="76" />
        <source>Deal %1, dealer: %2; %3 leads.</source>
        <translation>Spiel %1, Geber: %2; %3 spielt aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="79" />
        <source>You take trick %1.</source>
        <translation>Sie machen Stich %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="82" />
        <source>You declare %2: 1 mark.</source>
        <translation>Sie sagen %2 an: 1 Marke.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="83" />
        <source>You declare %2: %3 marks.</source>
        <translation>Sie sagen %2 an: %3 Marken.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="85" />
        <source>%1 declares %2: 1 mark.</source>
        <translation>%1 sagt %2 an: 1 Marke.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="86" />
        <source>%1 declares %2: %3 marks.</source>
        <translation>%1 sagt %2 an: %3 Marken.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="90" />
        <source>Shown: %1.</source>
        <translation>Gezeigt: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="94" />
        <source>Three Sevens: %1 wins a partie at once.</source>
        <translation>Drei Sieben: %1 gewinnt sofort eine Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="97" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="100" />
        <source>Trick %1 to %2.</source>
        <translation>Stich %1 an %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="103" />
        <source>card points</source>
        <translation>Points in den Karten</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="104" />
        <source>a declaration</source>
        <translation>eine Ansage</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="106" />
        <source>%1 lays %2 for %3. Marks: we %4, they %5.</source>
        <translation>%1 legt %2 für %3 an. Marken: wir %4, sie %5.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="110" />
        <source>The race is on: both sides can go out in this deal, points count as tricks are taken.</source>
        <translation>Das Wettrennen beginnt: beide Parteien können in diesem Spiel hinauskommen, die Points zählen, sobald die Stiche genommen sind.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="115" />
        <source>Our side wins a double partie: the others laid %1.</source>
        <translation>Unsere Partei gewinnt eine doppelte Partie: die anderen haben %1 angelegt.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="117" />
        <source>The other side wins a double partie: we laid %1.</source>
        <translation>Die Gegenpartei gewinnt eine doppelte Partie: wir haben %1 angelegt.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="119" />
        <source>Our side wins the partie; the others laid %1.</source>
        <translation>Unsere Partei gewinnt die Partie; die anderen haben %1 angelegt.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="121" />
        <source>The other side wins the partie; we laid %1.</source>
        <translation>Die Gegenpartei gewinnt die Partie; wir haben %1 angelegt.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="124" />
        <source>%1 makes a %2: %3 parties.</source>
        <translation>%1 macht eine %2: %3 Partien.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="128" />
        <source>Deal %1: points %2 to %3. Marks %4 to %5, parties %6 to %7.</source>
        <translation>Spiel %1: Points %2 zu %3. Marken %4 zu %5, Partien %6 zu %7.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="135" />
        <source>The session is over: parties, we %1, they %2.</source>
        <translation>Die Sitzung ist zu Ende: Partien, wir %1, sie %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="141" />
        <source>The session is over. Start a new game from the Game menu.</source>
        <translation>Die Sitzung ist zu Ende. Ein neues Spiel beginnen Sie im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="143" />
        <source>Waiting for the other players.</source>
        <translation>Die anderen Spieler sind am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="147" />
        <source>You may declare now (it is lost after this turn), then play a card.</source>
        <translation>Sie dürfen jetzt ansagen (danach gilt es nicht mehr), dann spielen Sie eine Karte.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="149" />
        <source>You lead: declare now or at the second trick, then play a card.</source>
        <translation>Sie spielen aus: sagen Sie jetzt oder beim zweiten Stich an, dann spielen Sie eine Karte.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="152" />
        <source>Play a card; follow suit if you can.</source>
        <translation>Spielen Sie eine Karte; bekennen Sie Farbe, wenn Sie können.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="153" />
        <source>Your lead: play any card.</source>
        <translation>Sie spielen aus: jede Karte ist erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="32" />
        <source>One mark for the card points (your side counted %2)</source>
        <translation>Eine Marke für die Kartenpunkte (Ihre Partei zählte %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="34" />
        <source>%1 marks for the card points (your side counted %2)</source>
        <translation>%1 Marken für die Kartenpunkte (Ihre Partei zählte %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="38" />
        <source>One mark for a declaration: %2</source>
        <translation>Eine Marke für eine Ansage: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="39" />
        <source>%1 marks for a declaration: %2</source>
        <translation>%1 Marken für eine Ansage: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="46" />
        <source>Deal %1: your side's marks %2</source>
        <translation>Spiel %1: Marken Ihrer Partei %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="49" />
        <source>Your side's marks before the deal</source>
        <translation>Marken Ihrer Partei vor dem Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="52" />
        <source>Your side's marks at the start of the partie</source>
        <translation>Marken Ihrer Partei zu Beginn der Partie</translation>
    </message>
</context>
<context>
    <name>TrickTable</name>
    <message>
        <location filename="../gui/games/piquet/table.py" line="425" />
        <location filename="../gui/games/piquet/table.py" line="428" />
        <source>watching</source>
        <translation>sieht zu</translation>
    </message>
    <message>
        <location filename="../gui/table/sheet.py" line="241" />
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../gui/table/sheet.py" line="242" />
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../gui/table/sheet.py" line="243" />
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="192" />
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="193" />
        <source>Look at the last trick again (key T)</source>
        <translation>Den letzten Stich noch einmal ansehen (Taste T)</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="194" />
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="196" />
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="197" />
        <source>What would a good player do here? (key H)</source>
        <translation>Was würde ein guter Spieler hier tun? (Taste H)</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="198" />
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="199" />
        <source>Your discards</source>
        <translation>Ihre Ablage</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="287" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="290" />
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="291" />
        <source>Opposite</source>
        <translation>Gegenüber</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="292" />
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="293" />
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="294" />
        <source>Across left</source>
        <translation>Gegenüber links</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="295" />
        <source>Across right</source>
        <translation>Gegenüber rechts</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="337" />
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="350" />
        <source>The game is over. Start a new game from the Game menu.</source>
        <translation>Die Partie ist aus. Ein neues Spiel beginnen Sie im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="356" />
        <source>The deal is over. Click “Next deal” when you are ready.</source>
        <translation>Das Spiel ist aus. Klicken Sie auf „Nächstes Spiel“, wenn Sie bereit sind.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="360" />
        <source>%1 is to play.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="363" />
        <source>Choose the cards, then press the button.</source>
        <translation>Wählen Sie die Karten, dann drücken Sie die Schaltfläche.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="364" />
        <source>Play a card: drag it to the middle, click it, or use the arrow keys and Space.</source>
        <translation>Spielen Sie eine Karte: in die Mitte ziehen, anklicken oder mit den Pfeiltasten und der Leertaste.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="366" />
        <source>Choose with a button (or its number key).</source>
        <translation>Wählen Sie mit einer Schaltfläche (oder ihrer Zifferntaste).</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="448" />
        <source>You took the trick. Click the table or press Space to go on.</source>
        <translation>Sie haben den Stich gemacht. Klicken Sie auf den Tisch oder drücken Sie die Leertaste, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="450" />
        <source>%1 took the trick. Click the table or press Space to go on.</source>
        <translation>%1 hat den Stich gemacht. Klicken Sie auf den Tisch oder drücken Sie die Leertaste, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="619" />
        <source>%1, played by %2 players</source>
        <translation>%1, gespielt von %2 Spielern</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="621" />
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="623" />
        <source>House rules: %1</source>
        <translation>Hausregeln: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="624" />
        <source>Details</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="631" />
        <source>Take back your last action (Ctrl+Z)</source>
        <translation>Ihren letzten Zug zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="634" />
        <source>You took back your last action.</source>
        <translation>Sie haben Ihren letzten Zug zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="51" />
        <source>%1 said: %2</source>
        <translation>%1 sagte: %2</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="76" />
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="141" />
        <source>What the rules say about this</source>
        <translation>Was die Regeln dazu sagen</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="186" />
        <source>Choose cards (%1 chosen)</source>
        <translation>Karten wählen (%1 gewählt)</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="193" />
        <source>Confirm these %1 cards</source>
        <translation>Diese %1 Karten bestätigen</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="216" />
        <source>You may choose only 1 card.</source>
        <translation>Sie dürfen nur 1 Karte wählen.</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="217" />
        <source>You may choose at most %1 cards.</source>
        <translation>Sie dürfen höchstens %1 Karten wählen.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="707" />
        <source>The last trick: you took it. Click the table or press a key to go back.</source>
        <translation>Der letzte Stich: Sie haben ihn gemacht. Klicken Sie auf den Tisch oder drücken Sie eine Taste, um zurückzukehren.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="709" />
        <source>The last trick: %1 took it. Click the table or press a key to go back.</source>
        <translation>Der letzte Stich: %1 hat ihn gemacht. Klicken Sie auf den Tisch oder drücken Sie eine Taste, um zurückzukehren.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="723" />
        <source>Looking for a good move…</source>
        <translation>Ein guter Zug wird gesucht …</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="293" />
        <source>partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="295" />
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="302" />
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="303" />
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="310" />
        <source>Tricks: %1</source>
        <translation>Stiche: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="334" />
        <source>thinking</source>
        <translation>überlegt</translation>
    </message>
</context>
<context>
    <name>Trictrac</name>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="220" />
        <location filename="../gui/games/trictrac/words.py" line="251" />
        <source>The partie is over.</source>
        <extracomment>the marker on the board (made with the board's items, :meth:`build`)</extracomment>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="221" />
        <source>You win the partie!</source>
        <translation>Sie gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="222" />
        <source>Your opponent wins the partie.</source>
        <translation>Ihr Gegner gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="228" />
        <source>Two holes en bredouille!</source>
        <translation>Zwei Löcher in Bredouille!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="229" />
        <source>Your opponent: two holes en bredouille</source>
        <translation>Ihr Gegner: zwei Löcher in Bredouille</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="230" />
        <source>A hole for you!</source>
        <translation>Ein Loch für Sie!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="231" />
        <source>A hole for your opponent</source>
        <translation>Ein Loch für Ihren Gegner</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="234" />
        <source>You win the game!</source>
        <translation>Sie gewinnen das Spiel!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="235" />
        <source>Your opponent wins the game</source>
        <translation>Ihr Gegner gewinnt das Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="237" />
        <source>Going out: the stones are set out again</source>
        <translation>Austreten: die Steine werden neu gesetzt</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="251" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="258" />
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="259" />
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="263" />
        <source>%1 · %2 points · games %3</source>
        <translation>%1 · %2 Points · Spiele %3</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="266" />
        <source>%1 · %2 points · 1 hole</source>
        <translation>%1 · %2 Points · 1 Loch</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="267" />
        <source>%1 · %2 points · %3 holes</source>
        <translation>%1 · %2 Points · %3 Löcher</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="270" />
        <source>en bredouille</source>
        <translation>in Bredouille</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="273" />
        <source>%1 borne off</source>
        <translation>%1 hinausgespielt</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="279" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="281" />
        <source>Games won (value)</source>
        <translation>Gewonnene Spiele (Wert)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="282" />
        <source>Game of</source>
        <translation>Spiel auf</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="284" />
        <source>Holes</source>
        <translation>Löcher</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="285" />
        <source>Partie of</source>
        <translation>Partie auf</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="311" />
        <source>Now the other number (Ctrl+Z or Backspace takes the stone back).</source>
        <translation>Jetzt die andere Zahl (Strg+Z oder die Rücktaste nimmt den Stein zurück).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="20" />
        <source>ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="20" />
        <source>deuce</source>
        <translation>Daus</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="21" />
        <source>three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="21" />
        <source>four</source>
        <translation>Quatuor</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="22" />
        <source>five</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="22" />
        <source>six</source>
        <translation>Sis</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="28" />
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="29" />
        <source>ambesas</source>
        <translation>Ambesas</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="29" />
        <source>double deux</source>
        <translation>Double deux</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="30" />
        <source>ternes</source>
        <translation>Ternes</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="30" />
        <source>carnes</source>
        <translation>Carnes</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="31" />
        <source>quines</source>
        <translation>Quines</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="31" />
        <source>sonnés</source>
        <translation>Sonnés</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="32" />
        <source>%1 (%2 and %3)</source>
        <translation>%1 (%2 und %3)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="40" />
        <source>off the board</source>
        <translation>hinaus</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="42" />
        <source>your talon</source>
        <translation>Ihr Haufen</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="44" />
        <source>your coin</source>
        <translation>Ihre Hücke</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="46" />
        <source>the opponent's coin</source>
        <translation>die Hücke des Gegners</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="48" />
        <source>the opponent's talon</source>
        <translation>der Haufen des Gegners</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="49" />
        <source>point %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="58" />
        <source>nothing can be played</source>
        <translation>nichts kann gesetzt werden</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="65" />
        <source>one stone: %1 → %2 (%3 and %4)</source>
        <translation>ein Stein: %1 → %2 (%3 und %4)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="70" />
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="76" />
        <source>(the coin taken by force)</source>
        <translation>(die Hücke mit Gewalt genommen)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="82" />
        <source>in one way</source>
        <translation>auf einem Weg</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="84" />
        <source>in two ways</source>
        <translation>auf zwei Wegen</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="86" />
        <source>in three ways</source>
        <translation>auf drei Wegen</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="94" />
        <source>jan de trois coups</source>
        <translation>Jan de trois coups</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="95" />
        <source>jan de deux tables</source>
        <translation>Jan de deux tables</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="96" />
        <source>contre-jan de deux tables</source>
        <translation>Contre-Jan de deux tables</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="97" />
        <source>jan de mézéas</source>
        <translation>Jan de mézéas</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="98" />
        <source>contre-jan de mézéas</source>
        <translation>Contre-Jan de mézéas</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="99" />
        <source>petit jan made</source>
        <translation>kleiner Jan gemacht</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="100" />
        <source>grand jan made</source>
        <translation>großer Jan gemacht</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="101" />
        <source>jan de retour made</source>
        <translation>Rückjan gemacht</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="102" />
        <source>petit jan held</source>
        <translation>kleiner Jan gehalten</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="103" />
        <source>grand jan held</source>
        <translation>großer Jan gehalten</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="104" />
        <source>jan de retour held</source>
        <translation>Rückjan gehalten</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="105" />
        <source>true hit</source>
        <translation>wahrer Treffer</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="106" />
        <source>false hit</source>
        <translation>falscher Treffer</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="107" />
        <source>the empty coin hit</source>
        <translation>die leere Hücke getroffen</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="108" />
        <source>a number that cannot be played</source>
        <translation>eine Zahl, die nicht gesetzt werden kann</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="109" />
        <source>first to bear off</source>
        <translation>zuerst hinausgespielt</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="110" />
        <source>points marked</source>
        <translation>Points marquiert</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="111" />
        <source>sent to school</source>
        <translation>in die Schule geschickt</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="129" />
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="131" />
        <source>(by your throw)</source>
        <translation>(durch Ihren Wurf)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="132" />
        <source>(by %1's throw)</source>
        <translation>(durch den Wurf von %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="133" />
        <source>1 point</source>
        <translation>1 Point</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="134" />
        <source>%1 points</source>
        <translation>%1 Points</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="135" />
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="146" />
        <source>The rules do not allow that move here.</source>
        <translation>Das erlauben die Regeln hier nicht.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="152" />
        <source>holes</source>
        <translation>Löcher</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="158" />
        <source>Nothing can be played</source>
        <translation>Nichts kann gesetzt werden</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="161" />
        <source>Go out (set the stones out again)</source>
        <translation>Austreten (die Steine neu setzen)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="163" />
        <source>Stay (play on)</source>
        <translation>Bleiben (weiterspielen)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="166" />
        <source>Mark nothing</source>
        <translation>Nichts marquieren</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="167" />
        <source>Mark 1 point</source>
        <translation>1 Point marquieren</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="168" />
        <source>Mark %1 points</source>
        <translation>%1 Points marquieren</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="170" />
        <source>Send your opponent to school</source>
        <translation>Den Gegner in die Schule schicken</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="172" />
        <source>Let it pass</source>
        <translation>Gelten lassen</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="181" />
        <source>Opening throw: White %1, Black %2.</source>
        <translation>Erster Wurf: Weiß %1, Schwarz %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="184" />
        <source>Equal: again.</source>
        <translation>Gleich: noch einmal.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="185" />
        <source>%1 begins.</source>
        <translation>%1 fängt an.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="188" />
        <source>You throw %2.</source>
        <translation>Sie werfen %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="189" />
        <source>%1 throws %2.</source>
        <translation>%1 wirft %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="264" />
        <source>You threw %1.</source>
        <translation>Sie haben %1 geworfen.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="196" />
        <source>You play: %2.</source>
        <translation>Sie setzen: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="197" />
        <source>%1 plays: %2.</source>
        <translation>%1 setzt: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="203" />
        <source>You cannot play: %2.</source>
        <translation>Sie können nicht setzen: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="204" />
        <source>%1 cannot play: %2.</source>
        <translation>%1 kann nicht setzen: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="208" />
        <source>You win two holes en bredouille (%2 in all).</source>
        <translation>Sie gewinnen zwei Löcher in Bredouille (%2 insgesamt).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="209" />
        <source>%1 wins two holes en bredouille (%2 in all).</source>
        <translation>%1 gewinnt zwei Löcher in Bredouille (%2 insgesamt).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="212" />
        <source>You win a hole (%2 in all).</source>
        <translation>Sie gewinnen ein Loch (%2 insgesamt).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="213" />
        <source>You win %3 holes (%2 in all).</source>
        <translation>Sie gewinnen %3 Löcher (%2 insgesamt).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="215" />
        <source>%1 wins a hole (%2 in all).</source>
        <translation>%1 gewinnt ein Loch (%2 insgesamt).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="216" />
        <source>%1 wins %3 holes (%2 in all).</source>
        <translation>%1 gewinnt %3 Löcher (%2 insgesamt).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="219" />
        <source>You may go out or stay.</source>
        <translation>Sie dürfen austreten oder bleiben.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="220" />
        <source>%1 may go out or stay.</source>
        <translation>%1 darf austreten oder bleiben.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="222" />
        <source>You go out: the stones are set out again.</source>
        <translation>Sie treten aus: die Steine werden neu gesetzt.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="223" />
        <source>%1 goes out: the stones are set out again.</source>
        <translation>%1 tritt aus: die Steine werden neu gesetzt.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="225" />
        <source>You stay and play on.</source>
        <translation>Sie bleiben und spielen weiter.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="226" />
        <source>%1 stays and plays on.</source>
        <translation>%1 bleibt und spielt weiter.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="228" />
        <source>You have borne off every stone.</source>
        <translation>Sie haben alle Steine hinausgespielt.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="229" />
        <source>%1 has borne off every stone.</source>
        <translation>%1 hat alle Steine hinausgespielt.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="231" />
        <source>The stones are taken up.</source>
        <translation>Die Steine werden aufgehoben.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="233" />
        <source>You mark %2 points.</source>
        <translation>Sie marquieren %2 Points.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="234" />
        <source>%1 marks %2 points.</source>
        <translation>%1 marquiert %2 Points.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="239" />
        <source>You let the marking pass.</source>
        <translation>Sie lassen das Marquieren gelten.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="240" />
        <source>You send your opponent to school: %2 points.</source>
        <translation>Sie schicken den Gegner in die Schule: %2 Points.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="242" />
        <source>%1 lets the marking pass.</source>
        <translation>%1 lässt das Marquieren gelten.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="243" />
        <source>%1 sends you to school: %2 points.</source>
        <translation>%1 schickt Sie in die Schule: %2 Points.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="246" />
        <source>You win the game (value %2).</source>
        <translation>Sie gewinnen das Spiel (Wert %2).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="247" />
        <source>%1 wins the game (value %2).</source>
        <translation>%1 gewinnt das Spiel (Wert %2).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="252" />
        <source>You win the partie.</source>
        <translation>Sie gewinnen die Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="253" />
        <source>%1 wins the partie.</source>
        <translation>%1 gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="255" />
        <source>A partie bredouille!</source>
        <translation>Eine Partie Bredouille!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="266" />
        <source>Move a stone: drag it to a lit point, or click it and then the point (one stone may take both numbers), or use the arrow keys and Space.</source>
        <translation>Ziehen Sie einen Stein: auf ein leuchtendes Feld ziehen, oder erst den Stein und dann das Feld anklicken (ein Stein darf beide Zahlen nehmen), oder mit den Pfeiltasten und der Leertaste.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="270" />
        <source>You won a hole with your own throw: go out (the stones are set out again) or stay and play on?</source>
        <translation>Sie haben mit Ihrem eigenen Wurf ein Loch gewonnen: austreten (die Steine werden neu gesetzt) oder bleiben und weiterspielen?</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="273" />
        <source>École: mark the points your throw has won.</source>
        <translation>Schule: Marquieren Sie die Points, die Ihr Wurf gewonnen hat.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="275" />
        <source>École: did your opponent mark what was due? Send him to school or let it pass.</source>
        <translation>Schule: Hat Ihr Gegner marquiert, was fällig war? Schicken Sie ihn in die Schule oder lassen Sie es gelten.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="44" />
        <source>Your points: %1</source>
        <translation>Ihre Punkte: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="46" />
        <source>Carried over after the last hole</source>
        <translation>Nach dem letzten Loch übertragen</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="47" />
        <source>Since the points last began again</source>
        <translation>Seit die Punkte zuletzt neu begannen</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="49" />
        <source>Twelve points make a hole.</source>
        <translation>Zwölf Punkte machen ein Loch.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="67" />
        <source>Two holes (bredouille) for %1 points: %2</source>
        <translation>Zwei Löcher (Bredouille) für %1 Punkte: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="68" />
        <source>One hole for %1 points: %2</source>
        <translation>Ein Loch für %1 Punkte: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="76" />
        <location filename="../gui/games/trictrac/explain.py" line="103" />
        <source>Your holes: %1</source>
        <translation>Ihre Löcher: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="78" />
        <source>Holes before</source>
        <translation>Löcher vorher</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="87" />
        <source>A game won, the loser at %1 points</source>
        <translation>Ein Spiel gewonnen, der Verlierer bei %1 Punkten</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="89" />
        <source>Your games won: %1</source>
        <translation>Ihre gewonnenen Spiele: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="97" />
        <source>A game of %1 points</source>
        <translation>Ein Spiel auf %1 Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="98" />
        <source>Your points in this game: %1</source>
        <translation>Ihre Punkte in diesem Spiel: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="99" />
        <source>Points still to make: %1</source>
        <translation>Noch zu machende Punkte: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="102" />
        <source>A partie of %1 holes</source>
        <translation>Eine Partie auf %1 Löcher</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="104" />
        <source>Holes still to take: %1</source>
        <translation>Noch zu machende Löcher: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="111" />
        <source>You have won the game.</source>
        <translation>Sie haben das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="112" />
        <source>You have won the partie.</source>
        <translation>Sie haben die Partie gewonnen.</translation>
    </message>
</context>
<context>
    <name>Verkehren</name>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="241" />
        <location filename="../gui/games/verkehren/words.py" line="194" />
        <source>The match is over.</source>
        <translation>Die Partie ist aus.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="242" />
        <source>You win the match!</source>
        <translation>Sie gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="243" />
        <source>Your opponent wins the match.</source>
        <translation>Ihr Gegner gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="250" />
        <source>You win: %1</source>
        <translation>Sie gewinnen: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="252" />
        <source>Your opponent wins: %1</source>
        <translation>Ihr Gegner gewinnt: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="255" />
        <source>Your opponent offers a single loss</source>
        <translation>Ihr Gegner bietet einen einfachen Verlust an</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="257" />
        <source>Your opponent refuses: play on</source>
        <translation>Ihr Gegner lehnt ab: Spielen Sie weiter</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="260" />
        <source>Junker: no field free to enter</source>
        <translation>Junker: kein lediges Feld zum Einwerfen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="261" />
        <source>Your opponent is Junker</source>
        <translation>Ihr Gegner ist Junker</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="273" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="280" />
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="281" />
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="283" />
        <source>%1 · 1 point</source>
        <translation>%1 · 1 Punkt</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="284" />
        <source>%1 · %2 points</source>
        <translation>%1 · %2 Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="286" />
        <source>1 band</source>
        <translation>1 Band</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="287" />
        <source>%1 bands</source>
        <translation>%1 Bände</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="290" />
        <source>%1 to enter</source>
        <translation>%1 einzuwerfen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="293" />
        <source>%1 borne off</source>
        <translation>%1 ausgenommen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="301" />
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="302" />
        <source>Bands (limit %1)</source>
        <translation>Bände (höchstens %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="304" />
        <source>Match of</source>
        <translation>Partie auf</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="325" />
        <source>Click again to concede</source>
        <translation>Zum Aufgeben noch einmal klicken</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="327" />
        <source>Click again to offer</source>
        <translation>Zum Anbieten noch einmal klicken</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="332" />
        <source>Your opponent considers your offer.</source>
        <translation>Ihr Gegner bedenkt Ihr Angebot.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="334" />
        <source>Now the next number (Ctrl+Z or Backspace takes the stone back).</source>
        <translation>Nun die nächste Zahl (Strg+Z oder die Rücktaste nimmt den Stein zurück).</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="21" />
        <source>%1 and %1 (a doublet, played four times)</source>
        <translation>%1 und %1 (Pasch, viermal gesetzt)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="22" />
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="28" />
        <source>off the board</source>
        <translation>außerhalb des Brettes</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="30" />
        <source>borne off</source>
        <translation>ausgenommen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="32" />
        <source>your Mahl</source>
        <translation>Ihr Mahl</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="34" />
        <source>your Hücke</source>
        <translation>Ihre Hücke</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="36" />
        <source>the opponent's Mahl</source>
        <translation>das Mahl des Gegners</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="38" />
        <source>your corner</source>
        <translation>Ihre Ecke</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="39" />
        <source>field %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="50" />
        <source>nothing can be played</source>
        <translation>nichts lässt sich setzen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="54" />
        <source>a stone enters on %1 (%2)</source>
        <translation>ein Stein wird auf %1 eingeworfen (%2)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="57" />
        <source>%1 borne off (%2)</source>
        <translation>von %1 ausgenommen (%2)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="60" />
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="67" />
        <source>Your opponent offers to give this game up: you would win it single, one point. Do you accept, or refuse and play on (for a double, at the risk of losing)?</source>
        <translation>Ihr Gegner bietet an, dieses Spiel verloren zu geben. Nehmen Sie an, gewinnen Sie es einfach (einen Punkt); lehnen Sie ab, spielen Sie weiter (um ein doppeltes Spiel, mit dem Wagnis zu verlieren).</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="74" />
        <source>single, by bearing off first</source>
        <translation>einfach, durch das erste Ausnehmen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="75" />
        <source>single, the game conceded</source>
        <translation>einfach, das Spiel verloren gegeben</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="76" />
        <source>double, every stone piled on the last field</source>
        <translation>doppelt, alle Steine auf das letzte Feld gespielt</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="77" />
        <source>double: made Jan, no field left to enter</source>
        <translation>doppelt: zum Jan gemacht, kein Feld mehr zum Einwerfen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="78" />
        <source>double</source>
        <translation>doppelt</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="79" />
        <source>single</source>
        <translation>einfach</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="89" />
        <source>The rules do not allow that move here.</source>
        <translation>Die Regeln erlauben diesen Zug hier nicht.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="95" />
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="101" />
        <source>Nothing can be played</source>
        <translation>Nichts lässt sich setzen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="104" />
        <source>Take two stones out of the band on %1</source>
        <translation>Zwei Steine aus dem Band auf %1 herausnehmen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="107" />
        <source>Let the bands stand and hit them</source>
        <translation>Die Bände stehen lassen und schlagen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="109" />
        <source>Concede the game (a single loss)</source>
        <translation>Das Spiel verloren geben (einfach)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="111" />
        <source>Offer a single loss</source>
        <translation>Einfachen Verlust anbieten</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="113" />
        <source>Accept: you win single</source>
        <translation>Annehmen: einfach gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="115" />
        <source>Refuse: play on</source>
        <translation>Ablehnen: weiterspielen</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="122" />
        <source>The stones are set on the Mahl; you throw first.</source>
        <translation>Die Steine stehen auf dem Mahl; Sie werfen zuerst.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="124" />
        <source>The stones are set on the Mahl; %1 throws first.</source>
        <translation>Die Steine stehen auf dem Mahl; %1 wirft zuerst.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="128" />
        <source>Throw for the first move: White %1, Black %2.</source>
        <translation>Wurf um den ersten Zug: Weiß %1, Schwarz %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="132" />
        <source>Equal: again.</source>
        <translation>Gleich: noch einmal.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="133" />
        <source>%1 begins.</source>
        <translation>%1 beginnt.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="136" />
        <source>You throw %2.</source>
        <translation>Sie werfen %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="137" />
        <source>%1 throws %2.</source>
        <translation>%1 wirft %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="140" />
        <source>You are Junker: %2 stones to enter, %3 free fields.</source>
        <translation>Sie sind Junker: %2 Steine einzuwerfen, %3 ledige Felder.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="142" />
        <source>%1 is Junker: %2 stones to enter, %3 free fields.</source>
        <translation>%1 ist Junker: %2 Steine einzuwerfen, %3 ledige Felder.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="146" />
        <source>You play: %2.</source>
        <translation>Sie setzen: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="147" />
        <source>%1 plays: %2.</source>
        <translation>%1 setzt: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="153" />
        <source>You hit a stone on %2.</source>
        <translation>Sie schlagen einen Stein auf %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="154" />
        <source>You hit a band of %3 stones on %2.</source>
        <translation>Sie schlagen einen Band von %3 Steinen auf %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="156" />
        <source>%1 hits your stone on %2.</source>
        <translation>%1 schlägt Ihren Stein auf %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="157" />
        <source>%1 hits your band of %3 stones on %2.</source>
        <translation>%1 schlägt Ihren Band von %3 Steinen auf %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="161" />
        <source>You cannot play: %2.</source>
        <translation>Sie können nicht setzen: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="162" />
        <source>%1 cannot play: %2.</source>
        <translation>%1 kann nicht setzen: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="165" />
        <source>You have %2 bands, more than the %3 agreed.</source>
        <translation>Sie haben %2 Bände, mehr als die vereinbarten %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="166" />
        <source>%1 has %2 bands, more than the %3 agreed.</source>
        <translation>%1 hat %2 Bände, mehr als die vereinbarten %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="170" />
        <source>You keep the right to hit the bands.</source>
        <translation>Sie behalten das Recht, die Bände zu schlagen.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="171" />
        <source>%1 keeps the right to hit your bands.</source>
        <translation>%1 behält das Recht, Ihre Bände zu schlagen.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="173" />
        <source>Two stones of the opponent's band on %2 are taken out.</source>
        <translation>Zwei Steine aus dem Band des Gegners auf %2 werden herausgenommen.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="174" />
        <source>%1 has two stones of your band on %2 taken out.</source>
        <translation>%1 lässt zwei Steine aus Ihrem Band auf %2 herausnehmen.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="177" />
        <source>You offer to give the game up as a single loss.</source>
        <translation>Sie bieten an, das Spiel einfach verloren zu geben.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="178" />
        <source>%1 offers to give the game up as a single loss.</source>
        <translation>%1 bietet an, das Spiel einfach verloren zu geben.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="182" />
        <source>You accept the offer.</source>
        <translation>Sie nehmen das Angebot an.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="183" />
        <source>%1 accepts your offer.</source>
        <translation>%1 nimmt Ihr Angebot an.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="184" />
        <source>You refuse the offer: %2 plays on.</source>
        <translation>Sie lehnen das Angebot ab: %2 spielt weiter.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="185" />
        <source>%1 refuses your offer: you play on.</source>
        <translation>%1 lehnt Ihr Angebot ab: Sie spielen weiter.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="189" />
        <source>You win the game: %2.</source>
        <translation>Sie gewinnen das Spiel: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="190" />
        <source>%1 wins the game: %2.</source>
        <translation>%1 gewinnt das Spiel: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="195" />
        <source>You win the match.</source>
        <translation>Sie gewinnen die Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="196" />
        <source>%1 wins the match.</source>
        <translation>%1 gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="204" />
        <source>You threw %1.</source>
        <translation>Sie haben %1 geworfen.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="208" />
        <source>Enter your stones first: drag one from the bar onto a lit field of your entry area.</source>
        <translation>Werfen Sie zuerst Ihre Steine ein: ziehen Sie einen von der Leiste auf ein hervorgehobenes Feld Ihres Einwurfsplatzes.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="211" />
        <source>Move a stone: drag it to a lit field, or click it and then the field, or use the arrow keys and Space.</source>
        <translation>Ziehen Sie einen Stein: auf ein hervorgehobenes Feld ziehen, oder erst ihn und dann das Feld anklicken, oder die Pfeiltasten und die Leertaste benutzen.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="215" />
        <source>Your opponent has more bands than agreed: choose the penalty.</source>
        <translation>Ihr Gegner hat mehr Bände als vereinbart: wählen Sie die Strafe.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="26" />
        <source>Game %1 won: %2</source>
        <translation>Spiel %1 gewonnen: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="28" />
        <location filename="../gui/games/verkehren/explain.py" line="54" />
        <source>Your points: %1</source>
        <translation>Ihre Punkte: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="39" />
        <source>A band of %1 stones on %2</source>
        <translation>Ein Band von %1 Steinen auf %2</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="42" />
        <source>Your bands: %1</source>
        <translation>Ihre Bände: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="44" />
        <source>You may have at most %1 bands in the Hücke and on your own side; more are punished.</source>
        <translation>In der Hücke und auf Ihrer eigenen Seite dürfen Sie höchstens %1 Bände haben; mehr werden bestraft.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="46" />
        <source>Under the rules in force any number of bands may stand.</source>
        <translation>Nach den geltenden Regeln dürfen beliebig viele Bände stehen.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="53" />
        <source>A match of %1 points</source>
        <translation>Eine Partie auf %1 Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="56" />
        <source>Points still to win: %1</source>
        <translation>Noch zu gewinnende Punkte: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="58" />
        <source>A single game counts one point, a double two.</source>
        <translation>Ein einfaches Spiel zählt einen Punkt, ein doppeltes zwei.</translation>
    </message>
</context>
<context>
    <name>Whist</name>
    <message>
        <location filename="../gui/games/whist/table.py" line="39" />
        <source>Score sheet</source>
        <translation>Schreibtafel</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="42" />
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="42" />
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="43" />
        <source>Honours</source>
        <translation>Honneurs</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="43" />
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="64" />
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="65" />
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="67" />
        <source>(lurch)</source>
        <translation>(Matsch)</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="76" />
        <source>Game %1: we %2, they %3 (game at %4)</source>
        <translation>Partie %1: wir %2, sie %3 (Partie bei %4)</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="80" />
        <source>Games won: we %1, they %2</source>
        <translation>Gewonnene Partien: wir %1, sie %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="82" />
        <source>Stakes: we %1, they %2</source>
        <translation>Sätze: wir %1, sie %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="108" />
        <source>turned up: %1</source>
        <translation>aufgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="111" />
        <source>called at eight</source>
        <translation>hat bei acht gerufen</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="128" />
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="136" />
        <source>Tricks: we %1, they %2</source>
        <translation>Stiche: wir %1, sie %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="138" />
        <source>Score: we %1, they %2</source>
        <translation>Stand: wir %1, sie %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="153" />
        <source>Waiting for %1.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="25" />
        <source>Our side</source>
        <translation>Unsere Partei</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="26" />
        <source>The other side</source>
        <translation>Die Gegenpartei</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="41" />
        <source>Call the game</source>
        <translation>Die Partie rufen</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="43" />
        <source>No call</source>
        <translation>Nicht rufen</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="52" />
        <source>Draw for partners: %1.</source>
        <translation>Ziehen um die Partner: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="55" />
        <source>Equal cards: everybody draws again.</source>
        <translation>Gleiche Karten: alle ziehen noch einmal.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="57" />
        <source>Partners sit opposite; first dealer: %1.</source>
        <translation>Die Partner sitzen einander gegenüber; erster Geber: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="60" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Spiel %1, Geber: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="63" />
        <source>Turned up: %1. Trumps are %2.</source>
        <translation>Aufgeschlagen: %1. Trumpf ist %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="66" />
        <source>Call at eight: %1.</source>
        <translation>Ruf bei acht: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="69" />
        <source>The call stands: %1 honours shown (%2).</source>
        <translation>Der Ruf gilt: %1 Honneurs gezeigt (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="71" />
        <source>The call fails: the partner holds no honour.</source>
        <translation>Der Ruf geht fehl: der Partner hat kein Honneur.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="73" />
        <source>No call: %1.</source>
        <translation>Kein Ruf: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="75" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="78" />
        <source>The dealer takes the turned card into the hand.</source>
        <translation>Der Geber nimmt die aufgeschlagene Karte in die Hand.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="80" />
        <source>Trick %1 to %2.</source>
        <translation>Stich %1 an %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="83" />
        <source>tricks over six</source>
        <translation>Stiche über sechs</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="84" />
        <source>honours</source>
        <translation>Honneurs</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="85" />
        <source>honours called at eight</source>
        <translation>bei acht gerufene Honneurs</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="86" />
        <source>a revoke</source>
        <translation>eine Renonce</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="87" />
        <source>%1 marks %2 for %3.</source>
        <translation>%1 markiert %2 für %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="92" />
        <source>Deal %1: won by a call at eight. Score %2 to %3.</source>
        <translation>Spiel %1: durch den Ruf bei acht gewonnen. Stand %2 zu %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="94" />
        <source>Deal %1: tricks %2 to %3, honours %4 to %5. Score %6 to %7.</source>
        <translation>Spiel %1: Stiche %2 zu %3, Honneurs %4 zu %5. Stand %6 zu %7.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="102" />
        <source>Your side wins the game %1 to %2, the others in the lurch: two stakes.</source>
        <translation>Ihre Partei gewinnt die Partie %1 zu %2, die Gegner im Matsch: zwei Sätze.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="104" />
        <source>The other side wins the game %1 to %2, your side in the lurch: two stakes.</source>
        <translation>Die Gegenpartei gewinnt die Partie %1 zu %2, Ihre Partei im Matsch: zwei Sätze.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="106" />
        <source>Your side wins the game %1 to %2: one stake.</source>
        <translation>Ihre Partei gewinnt die Partie %1 zu %2: ein Satz.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="107" />
        <source>The other side wins the game %1 to %2: one stake.</source>
        <translation>Die Gegenpartei gewinnt die Partie %1 zu %2: ein Satz.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="113" />
        <source>Your side wins the rubber, %1 games to %2.</source>
        <translation>Ihre Partei gewinnt den Robber, %1 Partien zu %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="114" />
        <source>The other side wins the rubber, %1 games to %2.</source>
        <translation>Die Gegenpartei gewinnt den Robber, %1 Partien zu %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="118" />
        <source>The session is over: your side %1 stakes, the other side %2.</source>
        <translation>Die Sitzung ist zu Ende: Ihre Partei %1 Sätze, die Gegenpartei %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="124" />
        <source>The session is over. Start a new game from the Game menu.</source>
        <translation>Die Sitzung ist zu Ende. Ein neues Spiel beginnen Sie im Menü Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="126" />
        <source>Waiting for the other players.</source>
        <translation>Die anderen Spieler sind am Zug.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="128" />
        <source>Your side stands at eight and you hold two honours: call for the game, or play on.</source>
        <translation>Ihre Partei steht auf acht und Sie haben zwei Honneurs: rufen Sie die Partie, oder spielen Sie weiter.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="132" />
        <source>Play a card; follow suit if you can.</source>
        <translation>Spielen Sie eine Karte; bekennen Sie Farbe, wenn Sie können.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="133" />
        <source>Your lead: play any card.</source>
        <translation>Sie spielen aus: jede Karte ist erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="24" />
        <source>%1 tricks, %2 over six: a point each</source>
        <translation>%1 Stiche, %2 über sechs: je ein Punkt</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="27" />
        <source>Your side held %1 of the four honours</source>
        <translation>Ihre Partei hielt %1 der vier Honneurs</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="30" />
        <source>Honours called at eight and shown</source>
        <translation>Bei acht gerufene und gezeigte Honneurs</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="32" />
        <source>The penalty for a revoke</source>
        <translation>Die Strafe für eine Renonce</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="34" />
        <source>Deal %1: your side's score %2</source>
        <translation>Spiel %1: Stand Ihrer Partei %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="37" />
        <source>Your side's score before the deal</source>
        <translation>Stand Ihrer Partei vor dem Spiel</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="39" />
        <source>Your side marked nothing in this deal.</source>
        <translation>Ihre Partei schrieb in diesem Spiel nichts an.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="45" />
        <source>The game is won: one stake.</source>
        <translation>Die Partie ist gewonnen: ein Satz.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="46" />
        <source>The game is lost: one stake.</source>
        <translation>Die Partie ist verloren: ein Satz.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="48" />
        <source>The game is won: %1 stakes.</source>
        <translation>Die Partie ist gewonnen: %1 Sätze.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="49" />
        <source>The game is lost: %1 stakes.</source>
        <translation>Die Partie ist verloren: %1 Sätze.</translation>
    </message>
</context>
</TS>