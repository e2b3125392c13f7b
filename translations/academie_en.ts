<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>BoardTable</name>
    <message>
        <location filename="../gui/board/table.py" line="279" />
        <source>Score</source>
        <extracomment>``paint_stone(painter, colour, face, size)`` draws a stone with a face (a piece) centred on the origin; None: every stone is a plain round stone</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="402" />
        <source>Last throw</source>
        <translation>Last throw</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="403" />
        <source>Show the last throw on the board again (key T)</source>
        <translation>Show the last throw on the board again (key T)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="405" />
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="407" />
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="408" />
        <source>What would a good player do here? (key H)</source>
        <translation>What would a good player do here? (key H)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="409" />
        <source>At the board</source>
        <translation>At the board</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="457" />
        <location filename="../gui/board/words.py" line="23" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="458" />
        <location filename="../gui/board/words.py" line="24" />
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="461" />
        <source>The computer player %1 is not available; the random player takes the seat.</source>
        <translation>The computer player %1 is not available; the random player takes the seat.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="465" />
        <source>A computer player tried an illegal move: %1</source>
        <translation>A computer player tried an illegal move: %1</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="544" />
        <source>The game is over. Start a new game from the Game menu.</source>
        <translation>The game is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="548" />
        <source>The stones are taken up. Click “Go on” to set them out again.</source>
        <translation>The stones are taken up. Click “Go on” to set them out again.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="552" />
        <source>Click the board or press Space to go on.</source>
        <translation>Click the board or press Space to go on.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="558" />
        <source>Choose how the move ends (the buttons; Escape takes it back).</source>
        <translation>Choose how the move ends (the buttons; Escape takes it back).</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="565" />
        <source>Move a stone: drag it to a lit point, or click it and then the point, or use the arrow keys and Space.</source>
        <translation>Move a stone: drag it to a lit point, or click it and then the point, or use the arrow keys and Space.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="567" />
        <source>%1 is to play.</source>
        <translation>%1 is to play.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="603" />
        <source>%1 has played. Click the board or press Space to go on.</source>
        <translation>%1 has played. Click the board or press Space to go on.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="719" />
        <source>Setting out %1</source>
        <translation>Setting out %1</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="731" />
        <source>You took back your play.</source>
        <translation>You took back your play.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="747" />
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="749" />
        <source>House rules: %1</source>
        <translation>House rules: %1</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="750" />
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="756" />
        <source>Take back your stones of this throw (Ctrl+Z)</source>
        <translation>Take back your stones of this throw (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="776" />
        <source>Go on</source>
        <translation>Go on</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="933" />
        <source>That stone cannot go there with this throw.</source>
        <translation>That stone cannot go there with this throw.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="975" />
        <location filename="../gui/board/table.py" line="981" />
        <source>Undo is not possible: the dice have been thrown since your play.</source>
        <translation>Undo is not possible: the dice have been thrown since your play.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="980" />
        <source>There is nothing of yours to undo in this game.</source>
        <translation>There is nothing of yours to undo in this game.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1034" />
        <source>That stone cannot move with this throw.</source>
        <translation>That stone cannot move with this throw.</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1133" />
        <source>← → (Home, End)</source>
        <translation>← → (Home, End)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1133" />
        <source>Move the frame over the stones that can move, or, a stone picked up, over the points it can reach</source>
        <translation>Move the frame over the stones that can move, or, a stone picked up, over the points it can reach</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1135" />
        <source>Space or ↑</source>
        <translation>Space or ↑</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1135" />
        <source>Pick up the stone in the frame; set it down on the point in the frame</source>
        <translation>Pick up the stone in the frame; set it down on the point in the frame</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1137" />
        <source>Escape or ↓</source>
        <translation>Escape or ↓</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1137" />
        <source>Put the stone back</source>
        <translation>Put the stone back</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1138" />
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1138" />
        <source>Take back the last stone moved in this throw</source>
        <translation>Take back the last stone moved in this throw</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1140" />
        <source>Show the last throw on the board (again: back)</source>
        <translation>Show the last throw on the board (again: back)</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1172" />
        <source>Last throw — %1: %2</source>
        <translation>Last throw — %1: %2</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1177" />
        <source>Show the &amp;last throw</source>
        <translation>Show the &amp;last throw</translation>
    </message>
    <message>
        <location filename="../gui/board/table.py" line="1484" />
        <source>thinking</source>
        <translation>thinking</translation>
    </message>
</context>
<context>
    <name>Boston</name>
    <message>
        <location filename="../gui/games/boston/table.py" line="34" />
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="37" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="37" />
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="38" />
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="38" />
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="39" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="65" />
        <source>all passed</source>
        <translation>all passed</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="74" />
        <source>Deal %1 of %2</source>
        <translation>Deal %1 of %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="76" />
        <source>Balances: %1</source>
        <translation>Balances: %1</translation>
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
        <translation>Bêtes waiting: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="100" />
        <source>plays %1</source>
        <translation>plays %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="105" />
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="121" />
        <source>(with a Bête of %1)</source>
        <translation>(with a Bête of %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="126" />
        <source>Contract: %1 by %2</source>
        <translation>Contract: %1 by %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="129" />
        <location filename="../gui/games/boston/words.py" line="58" />
        <source>Trumps: %1</source>
        <translation>Trumps: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="132" />
        <source>Tricks: %1 of %2</source>
        <translation>Tricks: %1 of %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="135" />
        <source>Highest bid: %1</source>
        <translation>Highest bid: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/table.py" line="151" />
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="27" />
        <source>small Boston</source>
        <translation>small Boston</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="28" />
        <source>great Boston</source>
        <translation>great Boston</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="29" />
        <source>small Independence</source>
        <translation>small Independence</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="30" />
        <source>great Independence</source>
        <translation>great Independence</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="31" />
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="36" />
        <source>no trick</source>
        <translation>no trick</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="38" />
        <source>1 trick</source>
        <translation>1 trick</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="39" />
        <source>%1 tricks</source>
        <translation>%1 tricks</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="61" />
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="64" />
        <source>No support</source>
        <translation>No support</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="65" />
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="72" />
        <source>%1 pays you %3.</source>
        <translation>%1 pays you %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="74" />
        <source>All passed: you must play small Boston.</source>
        <translation>All passed: you must play small Boston.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="76" />
        <source>Deal %1: your %2 is made with %4.</source>
        <translation>Deal %1: your %2 is made with %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="77" />
        <source>Deal %1: your %2 is lost with %4.</source>
        <translation>Deal %1: your %2 is lost with %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="83" />
        <source>You stake %2 into the pot; it holds %3.</source>
        <translation>You stake %2 into the pot; it holds %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="86" />
        <source>Your bête is staked: %2; the pot holds %3.</source>
        <translation>Your bête is staked: %2; the pot holds %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="89" />
        <source>You bid %2.</source>
        <translation>You bid %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="91" />
        <source>You pass.</source>
        <translation>You pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="94" />
        <source>Contract: your Misère; you may take no trick.</source>
        <translation>Contract: your Misère; you may take no trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="95" />
        <source>Contract: your %2, %3 needed.</source>
        <translation>Contract: your %2, %3 needed.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="98" />
        <source>You support: together %2 needed.</source>
        <translation>You support: together %2 needed.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="100" />
        <source>You do not support.</source>
        <translation>You do not support.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="102" />
        <source>You take trick %1.</source>
        <translation>You take trick %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="104" />
        <source>The Misère is lost: you took a trick.</source>
        <translation>The Misère is lost: you took a trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="106" />
        <source>You pay %3 to %2.</source>
        <translation>You pay %3 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="108" />
        <source>Bête: you owe %2 to a later pot.</source>
        <translation>Bête: you owe %2 to a later pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="118" />
        <source>Stake into the pot from %1: %2; the pot holds %3.</source>
        <translation>Stake into the pot from %1: %2; the pot holds %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="121" />
        <source>Bête of %1 staked: %2; the pot holds %3.</source>
        <translation>Bête of %1 staked: %2; the pot holds %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="124" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Deal %1, dealer: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="127" />
        <source>Bid by %1: %2.</source>
        <translation>Bid by %1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="130" />
        <source>Pass: %1.</source>
        <translation>Pass: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="133" />
        <source>All passed: %1 must play small Boston.</source>
        <translation>All passed: %1 must play small Boston.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="135" />
        <source>All passed: the cards are thrown in, the pot of %1 stays.</source>
        <translation>All passed: the cards are thrown in, the pot of %1 stays.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="139" />
        <source>Contract: Misère by %1, who may take no trick.</source>
        <translation>Contract: Misère by %1, who may take no trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="141" />
        <source>Contract: %2 by %1, %3 needed.</source>
        <translation>Contract: %2 by %1, %3 needed.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="144" />
        <source>Trumps named: %1.</source>
        <translation>Trumps named: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="146" />
        <source>Support by %1: together %2 needed.</source>
        <translation>Support by %1: together %2 needed.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="149" />
        <source>No support: %1.</source>
        <translation>No support: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="151" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="154" />
        <source>Trick %1 to %2.</source>
        <translation>Trick %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="157" />
        <source>The Misère is lost: %1 took a trick.</source>
        <translation>The Misère is lost: %1 took a trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="160" />
        <source>Deal %1 is thrown in.</source>
        <translation>Deal %1 is thrown in.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="161" />
        <source>Deal %1: %2 by %3 made with %4.</source>
        <translation>Deal %1: %2 by %3 made with %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="162" />
        <source>Deal %1: %2 by %3 lost with %4.</source>
        <translation>Deal %1: %2 by %3 lost with %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="166" />
        <source>Payment from %1 to %2: %3.</source>
        <translation>Payment from %1 to %2: %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="169" />
        <source>The pot of %1 goes to %2.</source>
        <translation>The pot of %1 goes to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="172" />
        <source>Bête: %1 owes %2 to a later pot.</source>
        <translation>Bête: %1 owes %2 to a later pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="175" />
        <source>The session is over; the pot of %1 is shared.</source>
        <translation>The session is over; the pot of %1 is shared.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="181" />
        <source>The session is over. Start a new game from the Game menu.</source>
        <translation>The session is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="183" />
        <source>Waiting for the other players.</source>
        <translation>Waiting for the other players.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="185" />
        <source>Bid a contract higher than the one standing, or pass.</source>
        <translation>Bid a contract higher than the one standing, or pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="187" />
        <source>Name the trump suit.</source>
        <translation>Name the trump suit.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="189" />
        <source>Support the declarer, or let him play alone.</source>
        <translation>Support the declarer, or let him play alone.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="192" />
        <source>Play a card; follow suit if you can.</source>
        <translation>Play a card; follow suit if you can.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/words.py" line="193" />
        <source>Your lead: play any card.</source>
        <translation>Your lead: play any card.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="25" />
        <source>Your stake into the pot as dealer</source>
        <translation>Your stake into the pot as dealer</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="28" />
        <source>Your Bête, staked into the pot</source>
        <translation>Your Bête, staked into the pot</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="33" />
        <source>%1 made: you pay %3 %2</source>
        <translation>%1 made: you pay %3 %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="34" />
        <source>%1 failed: you pay %3 %2</source>
        <translation>%1 failed: you pay %3 %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="37" />
        <source>%1 made: %3 pays you %2</source>
        <translation>%1 made: %3 pays you %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="38" />
        <source>%1 failed: %3 pays you %2</source>
        <translation>%1 failed: %3 pays you %2</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="44" />
        <source>Your share of the pot (%1 among %2)</source>
        <translation>Your share of the pot (%1 among %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="54" />
        <source>Deal %1: %2 for you</source>
        <translation>Deal %1: %2 for you</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="58" />
        <source>%1 played %2 and needed %3 tricks: %4 taken.</source>
        <translation>%1 played %2 and needed %3 tricks: %4 taken.</translation>
    </message>
    <message>
        <location filename="../gui/games/boston/explain.py" line="65" />
        <source>Everybody passed: the deal is thrown in.</source>
        <translation>Everybody passed: the deal is thrown in.</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <location filename="../gui/table/base.py" line="74" />
        <source>Undo is not possible: a card you had not seen has been shown since.</source>
        <translation>Undo is not possible: a card you had not seen has been shown since.</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="76" />
        <source>There is nothing of yours to undo in this game.</source>
        <translation>There is nothing of yours to undo in this game.</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="385" />
        <source>The computer player %1 is not available; the random player takes the seat.</source>
        <translation>The computer player %1 is not available; the random player takes the seat.</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="656" />
        <source>No hints for this game.</source>
        <translation>No hints for this game.</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="686" />
        <source>Looking for a good move…</source>
        <translation>Looking for a good move…</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="727" />
        <source>No hint could be worked out: %1</source>
        <translation>No hint could be worked out: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="775" />
        <source>A computer player tried an illegal move: %1</source>
        <translation>A computer player tried an illegal move: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="785" />
        <source>The computer player failed: %1</source>
        <translation>The computer player failed: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="865" />
        <source>Why?</source>
        <translation>Why?</translation>
    </message>
    <message>
        <location filename="../gui/table/base.py" line="1010" />
        <source>Key %1</source>
        <translation>Key %1</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <location filename="../gui/words.py" line="21" />
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="21" />
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="22" />
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="22" />
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="23" />
        <source>ten</source>
        <translation>ten</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="23" />
        <source>nine</source>
        <translation>nine</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="24" />
        <source>eight</source>
        <translation>eight</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="24" />
        <source>seven</source>
        <translation>seven</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="25" />
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="25" />
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="26" />
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="26" />
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="27" />
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="33" />
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="34" />
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="35" />
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="36" />
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="41" />
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="57" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="59" />
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="61" />
        <location filename="../gui/words.py" line="65" />
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="62" />
        <location filename="../gui/words.py" line="64" />
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="66" />
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../gui/words.py" line="67" />
        <source>Opposite</source>
        <translation>Opposite</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../gui/table/explain.py" line="91" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../gui/table/explain.py" line="97" />
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <location filename="../gui/table/explain.py" line="191" />
        <source>Click a line (or press Enter on it) to see how it was scored</source>
        <translation>Click a line (or press Enter on it) to see how it was scored</translation>
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
        <translation>Start a real game</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="410" />
        <source>Play the guided game again</source>
        <translation>Play the guided game again</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="411" />
        <source>Play the guided deal again</source>
        <translation>Play the guided deal again</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="223" />
        <location filename="../gui/guided/__init__.py" line="276" />
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="295" />
        <source>move the stones: %1.</source>
        <translation>move the stones: %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="297" />
        <source>choose %1 and confirm.</source>
        <translation>choose %1 and confirm.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="300" />
        <source>lay away %1.</source>
        <translation>lay away %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="301" />
        <source>play %1.</source>
        <translation>play %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="302" />
        <source>choose “%1”.</source>
        <translation>choose “%1”.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="332" />
        <source>Read the explanation, then press “Continue”.</source>
        <translation>Read the explanation, then press “Continue”.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="337" />
        <source>In this guided game, move the stones: %1.</source>
        <translation>In this guided game, move the stones: %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="340" />
        <source>In this guided deal, discard %1.</source>
        <translation>In this guided deal, discard %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="343" />
        <source>In this guided deal, lay away %1.</source>
        <translation>In this guided deal, lay away %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="344" />
        <source>In this guided deal, play %1.</source>
        <translation>In this guided deal, play %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="345" />
        <source>In this guided deal, choose “%1”.</source>
        <translation>In this guided deal, choose “%1”.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="373" />
        <source>Start a real game when you are ready.</source>
        <translation>Start a real game when you are ready.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="376" />
        <source>A guided first game: read the explanation in the rules panel, then click “Continue”.</source>
        <translation>A guided first game: read the explanation in the rules panel, then click “Continue”.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="378" />
        <source>A guided first deal: read the explanation in the rules panel, then click “Continue”.</source>
        <translation>A guided first deal: read the explanation in the rules panel, then click “Continue”.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="380" />
        <source>Read what just happened, then click “Continue”.</source>
        <translation>Read what just happened, then click “Continue”.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="384" />
        <source>Guided game, step %1 of %2: %3</source>
        <translation>Guided game, step %1 of %2: %3</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="385" />
        <source>Guided deal, step %1 of %2: %3</source>
        <translation>Guided deal, step %1 of %2: %3</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="393" />
        <source>The guided game is over: %1.</source>
        <translation>The guided game is over: %1.</translation>
    </message>
    <message>
        <location filename="../gui/guided/__init__.py" line="394" />
        <source>The guided deal is over: %1.</source>
        <translation>The guided deal is over: %1.</translation>
    </message>
</context>
<context>
    <name>Hombre</name>
    <message>
        <location filename="../gui/games/hombre/table.py" line="70" />
        <source>Ledger</source>
        <extracomment>the words of a deal's result (the Quadrille family has its own)</extracomment>
        <translation>Ledger</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="134" />
        <source>Deal %1 of %2</source>
        <translation>Deal %1 of %2</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="136" />
        <source>Pot: %1</source>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="138" />
        <source>Bête played for: %1</source>
        <translation>Bête played for: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="141" />
        <source>Bêtes waiting: %1</source>
        <translation>Bêtes waiting: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="40" />
        <source>Payments received for the game</source>
        <translation>Payments received for the game</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="41" />
        <source>Payments made for the game</source>
        <translation>Payments made for the game</translation>
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
        <translation>%1 matadors</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="51" />
        <source>the vole made</source>
        <translation>the vole made</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="53" />
        <source>the vole failed</source>
        <translation>the vole failed</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="61" />
        <source>Bête into the pot: %1 = the pot of %2, doubled by the codille</source>
        <translation>Bête into the pot: %1 = the pot of %2, doubled by the codille</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="64" />
        <source>Bête into the pot: %1 (the pot played for: %2)</source>
        <translation>Bête into the pot: %1 (the pot played for: %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="68" />
        <source>(your share: %1)</source>
        <translation>(your share: %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="70" />
        <source>Your share of the pot taken</source>
        <translation>Your share of the pot taken</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="73" />
        <source>Your stake into the pot for the next deal</source>
        <translation>Your stake into the pot for the next deal</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="76" />
        <source>The bêtes left, returned at the end of the sitting</source>
        <translation>The bêtes left, returned at the end of the sitting</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="79" />
        <source>Other settlements of the deal</source>
        <translation>Other settlements of the deal</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="82" />
        <source>Deal %1: your balance %2</source>
        <translation>Deal %1: your balance %2</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/explain.py" line="87" />
        <source>Your balance before the deal</source>
        <translation>Your balance before the deal</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="149" />
        <source>Last deal: %1</source>
        <translation>Last deal: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="315" />
        <source>The table lets you make only legal moves, so no irregularity can happen here.</source>
        <translation>The table lets you make only legal moves, so no irregularity can happen here.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="317" />
        <source>The table deals and exchanges the cards itself, so no hand can have too many or too few.</source>
        <translation>The table deals and exchanges the cards itself, so no hand can have too many or too few.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="319" />
        <source>The table hands every buyer the cards he paid for, so nobody is ever short of cards.</source>
        <translation>The table hands every buyer the cards he paid for, so nobody is ever short of cards.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="321" />
        <source>The table asks each player to discard in his turn, so nobody can discard early.</source>
        <translation>The table asks each player to discard in his turn, so nobody can discard early.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="323" />
        <source>A courtesy of the company that the table does not model.</source>
        <translation>A courtesy of the company that the table does not model.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="325" />
        <source>Either way every player is equally likely to deal first; the table deals singly for Spadille.</source>
        <translation>Either way every player is equally likely to deal first; the table deals singly for Spadille.</translation>
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
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="74" />
        <source>You %1</source>
        <translation>You %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="75" />
        <source>Balance %1</source>
        <translation>Balance %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="244" />
        <source>plays on for codille</source>
        <translation>plays on for codille</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="248" />
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="250" />
        <source>bids: %1</source>
        <translation>bids: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="255" />
        <source>bought %1</source>
        <translation>bought %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="280" />
        <source>Talon left over</source>
        <translation>Talon left over</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="283" />
        <source>Turned up</source>
        <translation>Turned up</translation>
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
        <translation>Trump: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="306" />
        <source>Favourite suit: %1</source>
        <translation>Favourite suit: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="348" />
        <location filename="../gui/games/hombre/words.py" line="138" />
        <source>Buy nothing</source>
        <translation>Buy nothing</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/table.py" line="349" />
        <source>Discard %1 and buy %1</source>
        <translation>Discard %1 and buy %1</translation>
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
        <translation>Ask (buy from the talon)</translation>
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
        <translation>Tourné, second kind</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="39" />
        <location filename="../gui/games/hombre/words.py" line="47" />
        <source>Tourné, third kind</source>
        <translation>Tourné, third kind</translation>
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
        <translation>Solo tout (all tricks)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="42" />
        <location filename="../gui/games/hombre/words.py" line="50" />
        <source>%1 in the favourite suit</source>
        <translation>%1 in the favourite suit</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="46" />
        <source>Asking game</source>
        <translation>Asking game</translation>
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
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="68" />
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="73" />
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="73" />
        <source>I hold (same bid)</source>
        <translation>I hold (same bid)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="73" />
        <source>Look at the leftover talon</source>
        <translation>Look at the leftover talon</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="74" />
        <source>Leave the talon hidden</source>
        <translation>Leave the talon hidden</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="74" />
        <source>Play the game</source>
        <translation>Play the game</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="75" />
        <source>Give it up (pay one bête)</source>
        <translation>Give it up (pay one bête)</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="75" />
        <source>Lay the cards down</source>
        <translation>Lay the cards down</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="76" />
        <source>Play on for codille</source>
        <translation>Play on for codille</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="76" />
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="76" />
        <source>Go for the vole</source>
        <translation>Go for the vole</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="77" />
        <source>Stop with five tricks</source>
        <translation>Stop with five tricks</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="77" />
        <source>Look at the tricks taken</source>
        <translation>Look at the tricks taken</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="78" />
        <source>Have it played out</source>
        <translation>Have it played out</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="89" />
        <source>You deal first.</source>
        <translation>You deal first.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="91" />
        <source>You deal %1 cards each; %2 cards make the talon.</source>
        <translation>You deal %1 cards each; %2 cards make the talon.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="94" />
        <source>You bid: %1.</source>
        <translation>You bid: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="97" />
        <source>You buy nothing.</source>
        <translation>You buy nothing.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="97" />
        <source>You discard %1 and buy %1.</source>
        <translation>You discard %1 and buy %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="99" />
        <source>You name %1 trump.</source>
        <translation>You name %1 trump.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="101" />
        <source>You are l'Hombre: %1.</source>
        <translation>You are l'Hombre: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="102" />
        <source>You hold.</source>
        <translation>You hold.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="102" />
        <source>You pass.</source>
        <translation>You pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="102" />
        <source>You take the trick.</source>
        <translation>You take the trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="103" />
        <source>You play the game.</source>
        <translation>You play the game.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="103" />
        <source>You go for the vole!</source>
        <translation>You go for the vole!</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="104" />
        <source>You stop with five tricks.</source>
        <translation>You stop with five tricks.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="104" />
        <source>You give the game up and pay one bête.</source>
        <translation>You give the game up and pay one bête.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="105" />
        <source>You play on alone for codille.</source>
        <translation>You play on alone for codille.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="105" />
        <source>You accept.</source>
        <translation>You accept.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="106" />
        <source>You hold l'Hombre to play his game out.</source>
        <translation>You hold l'Hombre to play his game out.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="135" />
        <source>%1 trump</source>
        <extracomment>the game whose rules texts give the refusals and the statistics measure</extracomment>
        <translation>%1 trump</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="139" />
        <source>Exchange %1 cards</source>
        <translation>Exchange %1 cards</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="150" />
        <source>%1 deals first.</source>
        <translation>%1 deals first.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="152" />
        <source>The favourite suit of this sitting is %1.</source>
        <translation>The favourite suit of this sitting is %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="154" />
        <source>Stakes are set; the pot holds %1.</source>
        <translation>Stakes are set; the pot holds %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="156" />
        <source>%1 deals %2 cards each; %3 cards make the talon.</source>
        <translation>%1 deals %2 cards each; %3 cards make the talon.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="159" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="161" />
        <source>%1: I hold.</source>
        <translation>%1: I hold.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="163" />
        <source>%1: pass.</source>
        <translation>%1: pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="165" />
        <source>Everyone passed: the stakes stay and the next player deals.</source>
        <translation>Everyone passed: the stakes stay and the next player deals.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="167" />
        <source>%1 holds Spadille and must play.</source>
        <translation>%1 holds Spadille and must play.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="169" />
        <source>%1 is l'Hombre: %2.</source>
        <translation>%1 is l'Hombre: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="172" />
        <source>%1 names %2 trump.</source>
        <translation>%1 names %2 trump.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="176" />
        <source>%1 buys nothing.</source>
        <translation>%1 buys nothing.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="177" />
        <source>%1 discards %2 and buys %2.</source>
        <translation>%1 discards %2 and buys %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="179" />
        <source>%1 buys.</source>
        <translation>%1 buys.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="182" />
        <source>Turned up: %1.</source>
        <translation>Turned up: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="184" />
        <source>%1 decides trump: %2.</source>
        <translation>%1 decides trump: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="188" />
        <source>The talon left over: %1.</source>
        <translation>The talon left over: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="190" />
        <source>%1 gives the game up and pays one bête.</source>
        <translation>%1 gives the game up and pays one bête.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="192" />
        <source>%1 plays on alone for codille.</source>
        <translation>%1 plays on alone for codille.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="194" />
        <source>%1 accepts.</source>
        <translation>%1 accepts.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="196" />
        <source>%1 holds l'Hombre to play his game out.</source>
        <translation>%1 holds l'Hombre to play his game out.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="198" />
        <source>%1 plays the game.</source>
        <translation>%1 plays the game.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="200" />
        <source>%1 lays the cards down: the game is sure.</source>
        <translation>%1 lays the cards down: the game is sure.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="204" />
        <source>%1 takes the trick.</source>
        <translation>%1 takes the trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="206" />
        <source>%1 looks at the tricks: no vole now.</source>
        <translation>%1 looks at the tricks: no vole now.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="208" />
        <source>%1 goes for the vole!</source>
        <translation>%1 goes for the vole!</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="210" />
        <source>%1 stops with five tricks.</source>
        <translation>%1 stops with five tricks.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="214" />
        <source>The sitting is over: the stakes are shared out.</source>
        <translation>The sitting is over: the stakes are shared out.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="216" />
        <source>Payments.</source>
        <translation>Payments.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="223" />
        <source>The auction: %1 to speak.</source>
        <translation>The auction: %1 to speak.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="225" />
        <source>The exchange: %1 buys.</source>
        <translation>The exchange: %1 buys.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="226" />
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="228" />
        <source>Your bid: a higher game, or pass.</source>
        <translation>Your bid: a higher game, or pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="229" />
        <source>Everyone passed: will you play Casco?</source>
        <translation>Everyone passed: will you play Casco?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="230" />
        <source>Name trump.</source>
        <translation>Name trump.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="231" />
        <source>Choose the cards to discard (the same number is bought), then confirm.</source>
        <translation>Choose the cards to discard (the same number is bought), then confirm.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="232" />
        <source>You were the last to buy: look at the talon that is left?</source>
        <translation>You were the last to buy: look at the talon that is left?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="233" />
        <source>Play the game, or give it up?</source>
        <translation>Play the game, or give it up?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="234" />
        <source>l'Hombre gives the game up: accept, or play on for codille?</source>
        <translation>l'Hombre gives the game up: accept, or play on for codille?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="235" />
        <source>l'Hombre lays down a sure game: accept it, or have it played out?</source>
        <translation>l'Hombre lays down a sure game: accept it, or have it played out?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="236" />
        <source>Play a card.</source>
        <translation>Play a card.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="237" />
        <source>Five straight tricks: go for the vole, or stop?</source>
        <translation>Five straight tricks: go for the vole, or stop?</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="255" />
        <source>%1 wins the game (%2).</source>
        <translation>%1 wins the game (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="257" />
        <location filename="../gui/games/hombre/words.py" line="300" />
        <source>With %1 matadors.</source>
        <translation>With %1 matadors.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="259" />
        <source>%1 makes the vole (%2)!</source>
        <translation>%1 makes the vole (%2)!</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="261" />
        <source>%1 wins but fails the vole (%2).</source>
        <translation>%1 wins but fails the vole (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="263" />
        <source>Remise: %1 pays a bête (%2).</source>
        <translation>Remise: %1 pays a bête (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="265" />
        <source>Codille: %1 beats %2 (%3).</source>
        <translation>Codille: %1 beats %2 (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="268" />
        <source>Everyone passed.</source>
        <translation>Everyone passed.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="270" />
        <source>%1 gave the game up.</source>
        <translation>%1 gave the game up.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="272" />
        <source>The deal is over (%1).</source>
        <translation>The deal is over (%1).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="283" />
        <source>Codille: you beat %1 (%2).</source>
        <translation>Codille: you beat %1 (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="286" />
        <source>Codille: %1 beats you (%2).</source>
        <translation>Codille: %1 beats you (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="289" />
        <source>Remise: you pay a bête (%1).</source>
        <translation>Remise: you pay a bête (%1).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="291" />
        <source>You gave the game up.</source>
        <translation>You gave the game up.</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="294" />
        <source>You make the vole (%1)!</source>
        <translation>You make the vole (%1)!</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="296" />
        <source>You win but fail the vole (%1).</source>
        <translation>You win but fail the vole (%1).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/words.py" line="298" />
        <source>You win the game (%1).</source>
        <translation>You win the game (%1).</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="82" />
        <source>%1 in payments</source>
        <translation>%1 in payments</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="83" />
        <source>%1 bête into the pot</source>
        <translation>%1 bête into the pot</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="84" />
        <source>%1 from the pot</source>
        <translation>%1 from the pot</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="85" />
        <source>%1 in other settlements</source>
        <translation>%1 in other settlements</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="86" />
        <source>%1 stake for the next deal</source>
        <translation>%1 stake for the next deal</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="87" />
        <source>%1 of the bêtes left, returned at the end</source>
        <translation>%1 of the bêtes left, returned at the end</translation>
    </message>
    <message>
        <location filename="../gui/games/hombre/ledger.py" line="96" />
        <source>%1: %2 (unchanged)</source>
        <translation>%1: %2 (unchanged)</translation>
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
        <translation>House rules — %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="58" />
        <source>Preset:</source>
        <translation>Preset:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="66" />
        <source>Back to the preset</source>
        <translation>Back to the preset</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="70" />
        <source>Options that differ from the preset are shown in bold.</source>
        <translation>Options that differ from the preset are shown in bold.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="91" />
        <source>For %1 players: not yet playable at the table.</source>
        <translation>For %1 players: not yet playable at the table.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/houserules.py" line="97" />
        <source>Changes nothing at this table: %1</source>
        <translation>Changes nothing at this table: %1</translation>
    </message>
</context>
<context>
    <name>Imperial</name>
    <message>
        <location filename="../gui/games/imperial/table.py" line="33" />
        <source>Imperials and strokes</source>
        <translation>Imperials and strokes</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="36" />
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="36" />
        <source>Imperials</source>
        <translation>Imperials</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="37" />
        <source>Strokes</source>
        <translation>Strokes</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="37" />
        <source>Stakes</source>
        <translation>Stakes</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="58" />
        <source>Deals played: %1. The first to %2 Imperials wins.</source>
        <translation>Deals played: %1. The first to %2 Imperials wins.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="83" />
        <source>Stock: %1</source>
        <translation>Stock: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="90" />
        <source>Lay away %1 cards and take the stock</source>
        <translation>Lay away %1 cards and take the stock</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="95" />
        <source>Trumps: %1</source>
        <translation>Trumps: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="104" />
        <source>You: Imperials %1, strokes %2</source>
        <translation>You: Imperials %1, strokes %2</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/table.py" line="122" />
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="25" />
        <source>for robbing the turned card</source>
        <translation>for robbing the turned card</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="26" />
        <source>for the Imperial trump turned up</source>
        <translation>for the Imperial trump turned up</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="27" />
        <source>for the point</source>
        <translation>for the point</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="28" />
        <source>for the Imperial trumps in the trick</source>
        <translation>for the Imperial trumps in the trick</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="29" />
        <source>for tricks above the share</source>
        <translation>for tricks above the share</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="41" />
        <source>Take the stock</source>
        <translation>Take the stock</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="43" />
        <source>Keep my hand</source>
        <translation>Keep my hand</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="51" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Deal %1, dealer: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="53" />
        <source>Turned up: %1. Trumps are %2.</source>
        <translation>Turned up: %1. Trumps are %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="57" />
        <source>You rob the %2 with the %3.</source>
        <translation>You rob the %2 with the %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="59" />
        <source>%1 robs the %2 with the %3.</source>
        <translation>%1 robs the %2 with the %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="62" />
        <source>You hold no trump and take the stock.</source>
        <translation>You hold no trump and take the stock.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="64" />
        <source>You hold no trump and keep your hand.</source>
        <translation>You hold no trump and keep your hand.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="66" />
        <source>%1 holds no trump and takes the stock.</source>
        <translation>%1 holds no trump and takes the stock.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="68" />
        <source>%1 holds no trump and keeps the hand.</source>
        <translation>%1 holds no trump and keeps the hand.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="70" />
        <source>four of a kind</source>
        <translation>four of a kind</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="70" />
        <source>a quart major</source>
        <translation>a quart major</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="72" />
        <source>You show %2 (%3): one Imperial.</source>
        <translation>You show %2 (%3): one Imperial.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="74" />
        <source>%1 shows %2 (%3): one Imperial.</source>
        <translation>%1 shows %2 (%3): one Imperial.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="77" />
        <source>You have the point: %2 cards of %3 worth %4.</source>
        <translation>You have the point: %2 cards of %3 worth %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="80" />
        <source>You take trick %1.</source>
        <translation>You take trick %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="83" />
        <source>You mark a stroke %2.</source>
        <translation>You mark a stroke %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="84" />
        <source>You mark %2 strokes %3.</source>
        <translation>You mark %2 strokes %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="86" />
        <source>You have six strokes: one Imperial, and every stroke is wiped out.</source>
        <translation>You have six strokes: one Imperial, and every stroke is wiped out.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="88" />
        <source>You made %2 tricks.</source>
        <translation>You made %2 tricks.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="90" />
        <source>You win the game with %2 Imperials.</source>
        <translation>You win the game with %2 Imperials.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="92" />
        <source>%1 has the point: %2 cards of %3 worth %4.</source>
        <translation>%1 has the point: %2 cards of %3 worth %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="95" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="97" />
        <source>Trick %1 to %2.</source>
        <translation>Trick %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="100" />
        <source>%1 marks a stroke %2.</source>
        <translation>%1 marks a stroke %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="102" />
        <source>%1 marks %2 strokes %3.</source>
        <translation>%1 marks %2 strokes %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="105" />
        <source>%1 has six strokes: one Imperial, and every stroke is wiped out.</source>
        <translation>%1 has six strokes: one Imperial, and every stroke is wiped out.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="108" />
        <source>%1 made %2 tricks.</source>
        <translation>%1 made %2 tricks.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="110" />
        <source>Deal %1 is over. Imperials: %2.</source>
        <translation>Deal %1 is over. Imperials: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="113" />
        <source>%1 wins the game with %2 Imperials.</source>
        <translation>%1 wins the game with %2 Imperials.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="116" />
        <source>The game is over. Stakes: %1.</source>
        <translation>The game is over. Stakes: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="122" />
        <source>The game is over. Start a new game from the Game menu.</source>
        <translation>The game is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="124" />
        <source>Waiting for the other players.</source>
        <translation>Waiting for the other players.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="126" />
        <source>You hold no trump: take the stock for your hand, or keep it.</source>
        <translation>You hold no trump: take the stock for your hand, or keep it.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="129" />
        <source>Play a card: follow suit; without it, trump if you can.</source>
        <translation>Play a card: follow suit; without it, trump if you can.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/words.py" line="130" />
        <source>Your lead: play any card.</source>
        <translation>Your lead: play any card.</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/explain.py" line="28" />
        <source>One stroke %1</source>
        <translation>One stroke %1</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/explain.py" line="29" />
        <source>%2 strokes %1</source>
        <translation>%2 strokes %1</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/explain.py" line="31" />
        <source>%1: %2 strokes</source>
        <translation>%1: %2 strokes</translation>
    </message>
    <message>
        <location filename="../gui/games/imperial/explain.py" line="33" />
        <source>Since the last Imperial (six strokes make one)</source>
        <translation>Since the last Imperial (six strokes make one)</translation>
    </message>
</context>
<context>
    <name>Lhomme</name>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="29" />
        <source>Pot and balances</source>
        <translation>Pot and balances</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="32" />
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="33" />
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="34" />
        <source>Balance</source>
        <translation>Balance</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="53" />
        <source>Pot: %1 · deal %2 of %3</source>
        <translation>Pot: %1 · deal %2 of %3</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="75" />
        <source>does not play</source>
        <translation>does not play</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="86" />
        <source>Trumps: %1</source>
        <translation>Trumps: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/table.py" line="92" />
        <source>Pot: %1</source>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="17" />
        <source>cups</source>
        <translation>cups</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="18" />
        <source>coins</source>
        <translation>coins</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="30" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="31" />
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="50" />
        <source>Play this deal</source>
        <translation>Play this deal</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="53" />
        <source>Give the deal up</source>
        <translation>Give the deal up</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="54" />
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="62" />
        <source>You play.</source>
        <translation>You play.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="64" />
        <source>You do not play and pay %2 into the pot.</source>
        <translation>You do not play and pay %2 into the pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="67" />
        <source>You do not play.</source>
        <translation>You do not play.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="69" />
        <source>Nobody plays against you: the pot of %2 is won.</source>
        <translation>Nobody plays against you: the pot of %2 is won.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="72" />
        <source>You do not take the trick and pay %2 into the pot.</source>
        <translation>You do not take the trick and pay %2 into the pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="75" />
        <source>You take trick %1.</source>
        <translation>You take trick %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="77" />
        <source>You take the pot of %2.</source>
        <translation>You take the pot of %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="79" />
        <source>Everybody puts one into the pot: %1.</source>
        <translation>Everybody puts one into the pot: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="82" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Deal %1, dealer: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="85" />
        <source>Turned up: %1. Trumps are %2.</source>
        <translation>Turned up: %1. Trumps are %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="88" />
        <source>%1 plays.</source>
        <translation>%1 plays.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="91" />
        <source>%1 does not play and pays %2 into the pot.</source>
        <translation>%1 does not play and pays %2 into the pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="93" />
        <source>%1 does not play.</source>
        <translation>%1 does not play.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="95" />
        <source>Nobody plays against %1: the pot of %2 is won.</source>
        <translation>Nobody plays against %1: the pot of %2 is won.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="98" />
        <source>Nobody plays; the pot of %1 stays.</source>
        <translation>Nobody plays; the pot of %1 stays.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="101" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="104" />
        <source>%1 does not take the trick and pays %2 into the pot.</source>
        <translation>%1 does not take the trick and pays %2 into the pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="107" />
        <source>Trick %1 to %2.</source>
        <translation>Trick %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="110" />
        <source>%1 takes the pot of %2.</source>
        <translation>%1 takes the pot of %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="113" />
        <source>Deal %1 is over. Tricks: %2.</source>
        <translation>Deal %1 is over. Tricks: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="116" />
        <source>The %1 left in the pot is shared.</source>
        <translation>The %1 left in the pot is shared.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="119" />
        <source>The session is over: %1.</source>
        <translation>The session is over: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="125" />
        <source>The session is over. Start a new game from the Game menu.</source>
        <translation>The session is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="127" />
        <source>Waiting for the other players.</source>
        <translation>Waiting for the other players.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="130" />
        <source>Play this deal, or give it up and pay double.</source>
        <translation>Play this deal, or give it up and pay double.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="131" />
        <source>Do you play this deal?</source>
        <translation>Do you play this deal?</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="134" />
        <source>Play a card: follow suit; take the trick if you must.</source>
        <translation>Play a card: follow suit; take the trick if you must.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/words.py" line="135" />
        <source>Your lead: play any card.</source>
        <translation>Your lead: play any card.</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="26" />
        <source>The ante: every player puts one into the pot</source>
        <translation>The ante: every player puts one into the pot</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="29" />
        <source>Paid into the pot for not playing</source>
        <translation>Paid into the pot for not playing</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="32" />
        <source>Paid into the pot for declining a trick</source>
        <translation>Paid into the pot for declining a trick</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="36" />
        <source>The pot of %1 won</source>
        <translation>The pot of %1 won</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="37" />
        <source>Your share of the pot of %1, won by %2 players</source>
        <translation>Your share of the pot of %1, won by %2 players</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="40" />
        <source>The pot left at the end, shared</source>
        <translation>The pot left at the end, shared</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="41" />
        <source>%1: %2 after deal %3</source>
        <translation>%1: %2 after deal %3</translation>
    </message>
    <message>
        <location filename="../gui/games/lhomme/explain.py" line="45" />
        <source>Balance before the deal</source>
        <translation>Balance before the deal</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/mainwindow.py" line="125" />
        <source>Settings could not be read</source>
        <translation>Settings could not be read</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="122" />
        <source>The settings file %1 is damaged: %2
It was kept as %3; the defaults are used.</source>
        <translation>The settings file %1 is damaged: %2
It was kept as %3; the defaults are used.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="179" />
        <source>Your saved game was resumed.</source>
        <translation>Your saved game was resumed.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="186" />
        <source>Saved game could not be resumed</source>
        <translation>Saved game could not be resumed</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="187" />
        <source>The saved game cannot be read: %1
It was kept as %2.</source>
        <translation>The saved game cannot be read: %1
It was kept as %2.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="211" />
        <source>Welcome</source>
        <translation>Welcome</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="214" />
        <source>Would you like to play a guided first deal? The rules panel explains every step while you play.</source>
        <translation>Would you like to play a guided first deal? The rules panel explains every step while you play.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="255" />
        <source>Guided first deal.</source>
        <translation>Guided first deal.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="264" />
        <source>Resume?</source>
        <translation>Resume?</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="258" />
        <source>A game was left unfinished. Do you want to go on with it?</source>
        <translation>A game was left unfinished. Do you want to go on with it?</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="294" />
        <source>New game, shuffle number %1.</source>
        <translation>New game, shuffle number %1.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="338" />
        <source>The new rules apply from the next game.</source>
        <translation>The new rules apply from the next game.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="349" />
        <source>Settings could not be saved: %1</source>
        <translation>Settings could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="396" />
        <source>There is no game of yours to save.</source>
        <translation>There is no game of yours to save.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="405" />
        <source>Save game record</source>
        <translation>Save game record</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="402" />
        <source>Game records (*.txt)</source>
        <translation>Game records (*.txt)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="414" />
        <location filename="../gui/mainwindow.py" line="546" />
        <source>Game not saved</source>
        <translation>Game not saved</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="416" />
        <source>Game saved as %1.</source>
        <translation>Game saved as %1.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="425" />
        <location filename="../gui/mainwindow.py" line="479" />
        <source>Open game record</source>
        <translation>Open game record</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="426" />
        <source>Game records (*.txt);;All files (*)</source>
        <translation>Game records (*.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="201" />
        <location filename="../gui/mainwindow.py" line="203" />
        <source>there is no table for %1 yet</source>
        <translation>there is no table for %1 yet</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="206" />
        <source>it is a game for %1 players; the table seats %2</source>
        <translation>it is a game for %1 players; the table seats %2</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="448" />
        <source>Game record could not be opened</source>
        <translation>Game record could not be opened</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="449" />
        <source>%1 cannot be opened: %2
Your present game goes on unchanged.</source>
        <translation>%1 cannot be opened: %2
Your present game goes on unchanged.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="461" />
        <source>Opened %1.</source>
        <translation>Opened %1.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="747" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="748" />
        <source>&amp;About Académie des Jeux</source>
        <translation>&amp;About Académie des Jeux</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="749" />
        <source>&amp;Wait for a click after each trick</source>
        <translation>&amp;Wait for a click after each trick</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="853" />
        <source>Undo is not possible: a card you had not seen has been shown since.</source>
        <translation>Undo is not possible: a card you had not seen has been shown since.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="855" />
        <source>There is nothing of yours to undo in this game.</source>
        <translation>There is nothing of yours to undo in this game.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="319" />
        <location filename="../gui/mainwindow.py" line="463" />
        <source>Your game in progress was kept as %1.</source>
        <translation>Your game in progress was kept as %1.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="107" />
        <source>Your saved rules for %1 could not be used; its usual rules apply.</source>
        <extracomment>the keys a view that keeps its own (``ownKeys``: a score sheet whose lines explain themselves) handles</extracomment>
        <translation>Your saved rules for %1 could not be used; its usual rules apply.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="119" />
        <source>The settings file %1 cannot be read: %2
The defaults are used, and nothing is saved over it.</source>
        <translation>The settings file %1 cannot be read: %2
The defaults are used, and nothing is saved over it.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="149" />
        <location filename="../gui/mainwindow.py" line="569" />
        <source>Statistics: %1</source>
        <translation>Statistics: %1</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="212" />
        <source>Would you like to play a guided first game? The rules panel explains every step while you play.</source>
        <translation>Would you like to play a guided first game? The rules panel explains every step while you play.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="255" />
        <source>Guided first game.</source>
        <translation>Guided first game.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="260" />
        <source>Games were left unfinished in %1 windows. Do you want to go on with the most recent one?</source>
        <translation>Games were left unfinished in %1 windows. Do you want to go on with the most recent one?</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="262" />
        <source>The others stay saved and are offered the next time the application starts (or at once in another window).</source>
        <translation>The others stay saved and are offered the next time the application starts (or at once in another window).</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="477" />
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="477" />
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="510" />
        <source>Opening %1 was cancelled.</source>
        <translation>Opening %1 was cancelled.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="584" />
        <source>The statistics are up to date again.</source>
        <translation>The statistics are up to date again.</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="717" />
        <source>Académie des Jeux — %1</source>
        <translation>Académie des Jeux — %1</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="718" />
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="719" />
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="720" />
        <source>&amp;Open game record…</source>
        <translation>&amp;Open game record…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="721" />
        <source>&amp;Save game record…</source>
        <translation>&amp;Save game record…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="722" />
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="723" />
        <location filename="../gui/mainwindow.py" line="843" />
        <source>Show the &amp;last trick</source>
        <translation>Show the &amp;last trick</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="724" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="725" />
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="729" />
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="730" />
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="731" />
        <source>&amp;House rules…</source>
        <translation>&amp;House rules…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="732" />
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="733" />
        <source>&amp;Speed</source>
        <translation>&amp;Speed</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="734" />
        <source>Instant (no animation)</source>
        <translation>Instant (no animation)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="734" />
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="735" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="735" />
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="738" />
        <source>&amp;Cards</source>
        <translation>&amp;Cards</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="739" />
        <source>&amp;Four-colour pack (high contrast)</source>
        <translation>&amp;Four-colour pack (high contrast)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="740" />
        <source>Corner &amp;indices</source>
        <translation>Corner &amp;indices</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="741" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="742" />
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="743" />
        <source>&amp;Guided first deal</source>
        <translation>&amp;Guided first deal</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="743" />
        <source>&amp;Guided first game</source>
        <translation>&amp;Guided first game</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="744" />
        <source>Guided first deal &amp;of…</source>
        <translation>Guided first deal &amp;of…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="744" />
        <source>Guided first game &amp;of…</source>
        <translation>Guided first game &amp;of…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="750" />
        <source>Outside &amp;programs…</source>
        <translation>Outside &amp;programs…</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="932" />
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="932" />
        <source>Move along your hand (it stops at the ends)</source>
        <translation>Move along your hand (it stops at the ends)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="933" />
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="933" />
        <source>The first / the last card of your hand</source>
        <translation>The first / the last card of your hand</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="934" />
        <source>Space or ↑</source>
        <translation>Space or ↑</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="934" />
        <source>Play or choose the card with the frame</source>
        <translation>Play or choose the card with the frame</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="938" />
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="938" />
        <source>Press the buttons of the moment, from the top</source>
        <translation>Press the buttons of the moment, from the top</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="939" />
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="939" />
        <source>Press the button in bold</source>
        <translation>Press the button in bold</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="935" />
        <source>Show the last trick on the table (again: back)</source>
        <translation>Show the last trick on the table (again: back)</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="941" />
        <source>A hint; press again for the reasons in figures</source>
        <translation>A hint; press again for the reasons in figures</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="942" />
        <source>Take back your last action</source>
        <translation>Take back your last action</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="943" />
        <source>The rules at the section for the moment</source>
        <translation>The rules at the section for the moment</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="944" />
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="945" />
        <source>Open a game record</source>
        <translation>Open a game record</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="946" />
        <source>Save the game as a record</source>
        <translation>Save the game as a record</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="947" />
        <source>any key or a click</source>
        <translation>any key or a click</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="947" />
        <source>Go on after a trick, when the table waits</source>
        <translation>Go on after a trick, when the table waits</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="955" />
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="965" />
        <source>About Académie des Jeux</source>
        <translation>About Académie des Jeux</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="966" />
        <source>Académie des Jeux %1

The card games of the 18th and 19th centuries against computer players, after the period rule books, with the rules in English and German: %2.</source>
        <translation>Académie des Jeux %1

The card games of the 18th and 19th centuries against computer players, after the period rule books, with the rules in English and German: %2.</translation>
    </message>
</context>
<context>
    <name>Minchiate</name>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="31" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="48" />
        <source>Sequence of trumps</source>
        <translation>Sequence of trumps</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="48" />
        <source>Versicola of the Matto</source>
        <translation>Versicola of the Matto</translation>
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
        <translation>Kings</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="56" />
        <source>trump</source>
        <translation>trump</translation>
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
        <translation>trumps</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="62" />
        <source>versicole in hand</source>
        <translation>versicole in hand</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="63" />
        <source>robbed cards</source>
        <translation>robbed cards</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="63" />
        <source>face-up card</source>
        <translation>face-up card</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="64" />
        <source>cards turned up from the folla</source>
        <translation>cards turned up from the folla</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="64" />
        <source>muore</source>
        <translation>muore</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="65" />
        <source>the lost Matto</source>
        <translation>the lost Matto</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="78" />
        <source>Your side deals first: you and %1 are partners.</source>
        <translation>Your side deals first: you and %1 are partners.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="80" />
        <source>%1 and %2 deal first, as partners.</source>
        <translation>%1 and %2 deal first, as partners.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="83" />
        <source>Equal cards or the Matto: everybody cuts again.</source>
        <translation>Equal cards or the Matto: everybody cuts again.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="85" />
        <source>You shuffle and deal.</source>
        <translation>You shuffle and deal.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="85" />
        <source>%1 shuffles and deals.</source>
        <translation>%1 shuffles and deals.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="87" />
        <source>You cut %2 cards.</source>
        <translation>You cut %2 cards.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="87" />
        <source>%1 cuts %2 cards.</source>
        <translation>%1 cuts %2 cards.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="90" />
        <source>You rob nothing.</source>
        <translation>You rob nothing.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="90" />
        <source>%1 robs nothing.</source>
        <translation>%1 robs nothing.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="91" />
        <source>You rob %2.</source>
        <translation>You rob %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="91" />
        <source>%1 robs %2.</source>
        <translation>%1 robs %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="93" />
        <source>Your 21st card, face up: %2.</source>
        <translation>Your 21st card, face up: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="93" />
        <source>%1's 21st card, face up: %2.</source>
        <translation>%1's 21st card, face up: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="96" />
        <source>You turn up the folla and keep %2.</source>
        <translation>You turn up the folla and keep %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="96" />
        <source>%1 turns up the folla and keeps %2.</source>
        <translation>%1 turns up the folla and keeps %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="97" />
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="99" />
        <source>%1 stops it and goes back.</source>
        <translation>%1 stops it and goes back.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="104" />
        <source>You take %2 from the folla.</source>
        <translation>You take %2 from the folla.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="104" />
        <source>%1 takes %2 from the folla.</source>
        <translation>%1 takes %2 from the folla.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="108" />
        <source>You announce the folla: %2.</source>
        <translation>You announce the folla: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="108" />
        <source>%1 announces the folla: %2.</source>
        <translation>%1 announces the folla: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="110" />
        <source>You discard a card.</source>
        <translation>You discard a card.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="110" />
        <source>%1 discards a card.</source>
        <translation>%1 discards a card.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="112" />
        <source>You lead to the first trick.</source>
        <translation>You lead to the first trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="112" />
        <source>%1 leads to the first trick.</source>
        <translation>%1 leads to the first trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="114" />
        <source>You have no trumps (fallen).</source>
        <translation>You have no trumps (fallen).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="114" />
        <source>%1 has no trumps (fallen).</source>
        <translation>%1 has no trumps (fallen).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="116" />
        <source>You show %2 (%3): %4.</source>
        <translation>You show %2 (%3): %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="116" />
        <source>%1 shows %2 (%3): %4.</source>
        <translation>%1 shows %2 (%3): %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="119" />
        <source>Your side</source>
        <translation>Your side</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="119" />
        <source>The other side</source>
        <translation>The other side</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="120" />
        <source>%1 marks %2 for %3.</source>
        <translation>%1 marks %2 for %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="123" />
        <source>A Resto is paid to your side at once.</source>
        <translation>A Resto is paid to your side at once.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="124" />
        <source>A Resto is paid to the other side at once.</source>
        <translation>A Resto is paid to the other side at once.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="126" />
        <source>The discards are shown and join the folla.</source>
        <translation>The discards are shown and join the folla.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="129" />
        <source>You take trick %2.</source>
        <translation>You take trick %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="129" />
        <source>%1 takes trick %2.</source>
        <translation>%1 takes trick %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="132" />
        <source>Muore: your %2 falls to the other side (%3).</source>
        <translation>Muore: your %2 falls to the other side (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="132" />
        <source>Muore: %1's %2 falls to the other side (%3).</source>
        <translation>Muore: %1's %2 falls to the other side (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="135" />
        <source>You take the Matto back and owe a worthless card.</source>
        <translation>You take the Matto back and owe a worthless card.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="136" />
        <source>%1 takes the Matto back and owes a worthless card.</source>
        <translation>%1 takes the Matto back and owes a worthless card.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="138" />
        <source>For the Matto, you hand over %2.</source>
        <translation>For the Matto, you hand over %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="138" />
        <source>For the Matto, %1 hands over %2.</source>
        <translation>For the Matto, %1 hands over %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="141" />
        <source>The Matto's side took no trick: the Matto is lost.</source>
        <translation>The Matto's side took no trick: the Matto is lost.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="143" />
        <source>You take the last trick (ultima, 10).</source>
        <translation>You take the last trick (ultima, 10).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="143" />
        <source>%1 takes the last trick (ultima, 10).</source>
        <translation>%1 takes the last trick (ultima, 10).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="148" />
        <source>Deal %1: your side %2, the other side %3.</source>
        <translation>Deal %1: your side %2, the other side %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="151" />
        <source>Nothing is paid.</source>
        <translation>Nothing is paid.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="154" />
        <source>Your side wins 1 Resto.</source>
        <translation>Your side wins 1 Resto.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="155" />
        <source>The other side wins 1 Resto.</source>
        <translation>The other side wins 1 Resto.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="156" />
        <source>Your side wins %1 Resti.</source>
        <translation>Your side wins %1 Resti.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="156" />
        <source>The other side wins %1 Resti.</source>
        <translation>The other side wins %1 Resti.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="162" />
        <source>Giro %1: your partner is now %2.</source>
        <comment>feminine</comment>
        <translation>Giro %1: your partner is now %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="164" />
        <source>Giro %1: your partner is now %2.</source>
        <translation>Giro %1: your partner is now %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="167" />
        <source>The partita is over.</source>
        <translation>The partita is over.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="179" />
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="181" />
        <source>You cut: choose how many of the counting cards under your packet you rob (buttons or keys 1–9).</source>
        <translation>You cut: choose how many of the counting cards under your packet you rob (buttons or keys 1–9).</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="185" />
        <source>Discard one more card from your dealt cards: drag it to your discards, or click it.</source>
        <translation>Discard one more card from your dealt cards: drag it to your discards, or click it.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="186" />
        <source>Discard %1 more cards from your dealt cards: drag one to your discards, or click it.</source>
        <translation>Discard %1 more cards from your dealt cards: drag one to your discards, or click it.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="189" />
        <source>Play a card: drag it to the middle, click it, or use the arrow keys and Space.</source>
        <translation>Play a card: drag it to the middle, click it, or use the arrow keys and Space.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="191" />
        <source>Your side owes a worthless card for the Matto: click the card to hand over.</source>
        <translation>Your side owes a worthless card for the Matto: click the card to hand over.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="200" />
        <source>There is only one thing you may do here.</source>
        <translation>There is only one thing you may do here.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="201" />
        <source>Rob every counting card you may: each one is marked for your side.</source>
        <translation>Rob every counting card you may: each one is marked for your side.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="202" />
        <source>Hand over the %1: the card that is of least use to you.</source>
        <translation>Hand over the %1: the card that is of least use to you.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="203" />
        <source>Discard the %1: it brings you nearer a void suit you can trump later, and keeps the suit of your partner's king.</source>
        <translation>Discard the %1: it brings you nearer a void suit you can trump later, and keeps the suit of your partner's king.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="205" />
        <source>Lead the %1: your partner has none of that suit and can trump it, and the opponent after him still has to follow.</source>
        <translation>Lead the %1: your partner has none of that suit and can trump it, and the opponent after him still has to follow.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="207" />
        <source>Lead the %1: low from your long suit with its king, before the others can trump it.</source>
        <translation>Lead the %1: low from your long suit with its king, before the others can trump it.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="209" />
        <source>Lead the %1: a card without points in the suit the opponents are least likely to trump.</source>
        <translation>Lead the %1: a card without points in the suit the opponents are least likely to trump.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="211" />
        <source>Lead the %1: no trump still out can beat it.</source>
        <translation>Lead the %1: no trump still out can beat it.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="212" />
        <source>Lead the %1: a trump that costs little if it is beaten.</source>
        <translation>Lead the %1: a trump that costs little if it is beaten.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="213" />
        <source>Play the %1: your card of least value.</source>
        <translation>Play the %1: your card of least value.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="214" />
        <source>Play the %1: your partner wins this trick for certain, so give him a counting card.</source>
        <translation>Play the %1: your partner wins this trick for certain, so give him a counting card.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="216" />
        <source>Play the %1: your partner wins this trick for certain; there is no need to overtake him.</source>
        <translation>Play the %1: your partner wins this trick for certain; there is no need to overtake him.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="218" />
        <source>Play the %1: the cheapest card that wins this trick for certain.</source>
        <translation>Play the %1: the cheapest card that wins this trick for certain.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="219" />
        <source>Play the %1: there are counting cards in this trick, and your strongest card without points has a fair chance.</source>
        <translation>Play the %1: there are counting cards in this trick, and your strongest card without points has a fair chance.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="221" />
        <source>Play the %1: your partner's card may still be beaten, so add nothing of value.</source>
        <translation>Play the %1: your partner's card may still be beaten, so add nothing of value.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="223" />
        <source>Play the %1: you cannot win this trick, so give a card without points.</source>
        <translation>Play the %1: you cannot win this trick, so give a card without points.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="224" />
        <source>Play the Matto: it excuses you, so none of your counting cards falls to the opponents.</source>
        <translation>Play the Matto: it excuses you, so none of your counting cards falls to the opponents.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="226" />
        <source>Play the %1: it takes the counting cards in this trick.</source>
        <translation>Play the %1: it takes the counting cards in this trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="227" />
        <source>Play the %1: every card you may play costs something; this one the least.</source>
        <translation>Play the %1: every card you may play costs something; this one the least.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="230" />
        <source>Play the %1.</source>
        <translation>Play the %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="19" />
        <source>%1 cards in your side's tricks, %2 over the %3</source>
        <translation>%1 cards in your side's tricks, %2 over the %3</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="24" />
        <source>%1 of %2 cards</source>
        <translation>%1 of %2 cards</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="27" />
        <source>The ultima: your side took the last trick</source>
        <translation>The ultima: your side took the last trick</translation>
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
        <translation>The counting cards in your side's tricks</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="36" />
        <source>(not counted: %1)</source>
        <translation>(not counted: %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="39" />
        <source>Marked for your side during play</source>
        <translation>Marked for your side during play</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="41" />
        <source>Deal %1: your side's total %2</source>
        <translation>Deal %1: your side's total %2</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="46" />
        <source>The other side made %1: nothing is paid.</source>
        <translation>The other side made %1: nothing is paid.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="49" />
        <source>The other side made %1; the difference %2 wins your side %3 Resti.</source>
        <translation>The other side made %1; the difference %2 wins your side %3 Resti.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/explain.py" line="51" />
        <source>The other side made %1; the difference %2 costs your side %3 Resti.</source>
        <translation>The other side made %1; the difference %2 costs your side %3 Resti.</translation>
    </message>
</context>
<context>
    <name>MinchiateTable</name>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="102" />
        <source>Marked</source>
        <translation>Marked</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="104" />
        <source>Fiches count 10, jettons 1, two stacked jettons 5. Red jettons before the fiches are added, blue ones after them are taken away.</source>
        <translation>Fiches count 10, jettons 1, two stacked jettons 5. Red jettons before the fiches are added, blue ones after them are taken away.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="292" />
        <source>The partita is over. Start a new game from the Game menu.</source>
        <translation>The partita is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="271" />
        <source>Versicole</source>
        <translation>Versicole</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="283" />
        <source>With the Resti paid during play (%1), this deal comes to %2 for your side.</source>
        <translation>With the Resti paid during play (%1), this deal comes to %2 for your side.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="296" />
        <source>Click “Next deal” when you are ready.</source>
        <translation>Click “Next deal” when you are ready.</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="325" />
        <source>1 deal</source>
        <translation>1 deal</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="326" />
        <source>%1 deals</source>
        <translation>%1 deals</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="332" />
        <source>Rules: %1 (%2)</source>
        <translation>Rules: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="334" />
        <source>House rules: %1</source>
        <translation>House rules: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="336" />
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="311" />
        <source>Rob nothing</source>
        <translation>Rob nothing</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="315" />
        <source>Hand over %1</source>
        <translation>Hand over %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="100" />
        <source>What would a good partner do here, and why? (key H)</source>
        <translation>What would a good partner do here, and why? (key H)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="312" />
        <source>Rob 1 card</source>
        <translation>Rob 1 card</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="313" />
        <source>Rob %1 cards</source>
        <translation>Rob %1 cards</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="213" />
        <source>Our tricks: %1 (%2 cards)</source>
        <translation>Our tricks: %1 (%2 cards)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="215" />
        <source>Their tricks: %1 (%2 cards)</source>
        <translation>Their tricks: %1 (%2 cards)</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="134" />
        <source>no trumps</source>
        <translation>no trumps</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="52" />
        <source>1 jetton</source>
        <translation>1 jetton</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="53" />
        <source>%1 jettons</source>
        <translation>%1 jettons</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="57" />
        <source>double jetton</source>
        <translation>double jetton</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="61" />
        <source>1 fiche</source>
        <translation>1 fiche</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="62" />
        <source>%1 fiches</source>
        <translation>%1 fiches</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="66" />
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="103" />
        <source>fiche = 10, jetton = 1</source>
        <translation>fiche = 10, jetton = 1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="126" />
        <source>partner</source>
        <comment>feminine</comment>
        <translation>partner</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="137" />
        <source>Versicole: %1</source>
        <translation>Versicole: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="237" />
        <source>Folla: 1 card</source>
        <translation>Folla: 1 card</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="238" />
        <source>Folla: %1 cards</source>
        <translation>Folla: %1 cards</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="243" />
        <source>robbed %1</source>
        <translation>robbed %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="245" />
        <source>turned up %1</source>
        <translation>turned up %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="247" />
        <source>taken %1</source>
        <translation>taken %1</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="227" />
        <source>Our side</source>
        <translation>Our side</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/table.py" line="229" />
        <source>Their side</source>
        <translation>Their side</translation>
    </message>
</context>
<context>
    <name>MinchiateWords</name>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="240" />
        <source>Rob nothing</source>
        <translation>Rob nothing</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="242" />
        <source>Rob 1 card</source>
        <translation>Rob 1 card</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/words.py" line="243" />
        <source>Rob %1 cards</source>
        <translation>Rob %1 cards</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="54" />
        <location filename="../gui/dialogs/newgame.py" line="125" />
        <source>New game of %1</source>
        <translation>New game of %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="76" />
        <source>Not yet playable at the table.</source>
        <translation>Not yet playable at the table.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="81" />
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="85" />
        <source>Rules (preset):</source>
        <translation>Rules (preset):</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="178" />
        <source>Opponent:</source>
        <translation>Opponent:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="184" />
        <source>Decided by cutting, as the rules say</source>
        <translation>Decided by cutting, as the rules say</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="187" />
        <source>The player after me deals first</source>
        <translation>The player after me deals first</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="78" />
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="95" />
        <source>Your partner:</source>
        <translation>Your partner:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="185" />
        <source>I deal first</source>
        <translation>I deal first</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="186" />
        <source>My opponent deals first</source>
        <translation>My opponent deals first</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="99" />
        <location filename="../gui/dialogs/newgame.py" line="182" />
        <source>Who deals first:</source>
        <translation>Who deals first:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="104" />
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="105" />
        <source>Shuffle number:</source>
        <translation>Shuffle number:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="178" />
        <source>Opponents:</source>
        <translation>Opponents:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/newgame.py" line="213" />
        <source>with your house rules: %1</source>
        <translation>with your house rules: %1</translation>
    </message>
</context>
<context>
    <name>Piquet</name>
    <message>
        <location filename="../gui/games/piquet/words.py" line="23" />
        <source>aces</source>
        <translation>aces</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="23" />
        <source>kings</source>
        <translation>kings</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="24" />
        <source>queens</source>
        <translation>queens</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="24" />
        <source>jacks</source>
        <translation>jacks</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="25" />
        <source>tens</source>
        <translation>tens</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="31" />
        <source>Tierce</source>
        <translation>Tierce</translation>
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
        <translation>Sixième</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="33" />
        <source>Septième</source>
        <translation>Septième</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="33" />
        <source>Huitième</source>
        <translation>Huitième</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="38" />
        <source>point</source>
        <translation>point</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="39" />
        <source>sequence</source>
        <translation>sequence</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="40" />
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="48" />
        <location filename="../gui/games/piquet/words.py" line="250" />
        <source>Point of %1</source>
        <translation>Point of %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="50" />
        <source>Making %1</source>
        <translation>Making %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="54" />
        <source>To the %1</source>
        <translation>To the %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="58" />
        <location filename="../gui/games/piquet/words.py" line="260" />
        <source>Fourteen %1</source>
        <translation>Fourteen %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="59" />
        <location filename="../gui/games/piquet/words.py" line="262" />
        <source>Three %1</source>
        <translation>Three %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="61" />
        <source>Nothing to show</source>
        <translation>Nothing to show</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="63" />
        <source>Good</source>
        <translation>Good</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="65" />
        <source>Not good</source>
        <translation>Not good</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="67" />
        <source>Equal</source>
        <translation>Equal</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="71" />
        <source>I count nothing</source>
        <translation>I count nothing</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="72" />
        <source>I count: %1</source>
        <translation>I count: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="75" />
        <source>Show the talon cards left</source>
        <translation>Show the talon cards left</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="77" />
        <source>Leave the talon cards hidden</source>
        <translation>Leave the talon cards hidden</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="79" />
        <source>Look at the talon, leading %1</source>
        <translation>Look at the talon, leading %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="81" />
        <source>Do not look at the talon</source>
        <translation>Do not look at the talon</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="83" />
        <source>I shall exchange %1</source>
        <translation>I shall exchange %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="86" />
        <source>I deal</source>
        <translation>I deal</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="87" />
        <source>You deal</source>
        <translation>You deal</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="97" />
        <source>Leave out: %1</source>
        <translation>Leave out: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="99" />
        <source>Claim the remaining tricks</source>
        <translation>Claim the remaining tricks</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="101" />
        <source>Concede the remaining tricks</source>
        <translation>Concede the remaining tricks</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="119" />
        <source>%1 to the %2 of %3</source>
        <translation>%1 to the %2 of %3</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="125" />
        <source>nine</source>
        <translation>nine</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="125" />
        <source>eight</source>
        <translation>eight</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="126" />
        <source>seven</source>
        <translation>seven</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="137" />
        <source>Q</source>
        <comment>Piquet: rank letter of the queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="139" />
        <source>J</source>
        <comment>Piquet: rank letter of the jack</comment>
        <translation>J</translation>
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
        <translation>You deal first.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="165" />
        <source>Your opponent deals first.</source>
        <translation>Your opponent deals first.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="168" />
        <source>Deal %1: you deal.</source>
        <translation>Deal %1: you deal.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="168" />
        <source>Deal %1: your opponent deals.</source>
        <translation>Deal %1: your opponent deals.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="170" />
        <source>You have carte blanche!</source>
        <translation>You have carte blanche!</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="170" />
        <source>Your opponent has carte blanche!</source>
        <translation>Your opponent has carte blanche!</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="174" />
        <source>You exchanged 1 card.</source>
        <translation>You exchanged 1 card.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="175" />
        <source>Your opponent exchanged 1 card.</source>
        <translation>Your opponent exchanged 1 card.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="176" />
        <source>You exchanged %1 cards.</source>
        <translation>You exchanged %1 cards.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="176" />
        <source>Your opponent exchanged %1 cards.</source>
        <translation>Your opponent exchanged %1 cards.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="180" />
        <source>You score %1 for %2 (count %3).</source>
        <translation>You score %1 for %2 (count %3).</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="180" />
        <source>Your opponent scores %1 for %2 (count %3).</source>
        <translation>Your opponent scores %1 for %2 (count %3).</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="187" />
        <source>You take trick %1.</source>
        <translation>You take trick %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="187" />
        <source>Your opponent takes trick %1.</source>
        <translation>Your opponent takes trick %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="189" />
        <source>The tricks are split six and six.</source>
        <translation>The tricks are split six and six.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="192" />
        <source>Deal ends: you %1, opponent %2.</source>
        <translation>Deal ends: you %1, opponent %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="195" />
        <source>The partie ends in a draw.</source>
        <translation>The partie ends in a draw.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="196" />
        <source>You won the partie.</source>
        <translation>You won the partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="196" />
        <source>Your opponent won the partie.</source>
        <translation>Your opponent won the partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="198" />
        <source>You show %1.</source>
        <translation>You show %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="198" />
        <source>Your opponent shows %1.</source>
        <translation>Your opponent shows %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="201" />
        <source>You show your carte blanche.</source>
        <translation>You show your carte blanche.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="201" />
        <source>Your opponent shows the carte blanche.</source>
        <translation>Your opponent shows the carte blanche.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="205" />
        <source>You look at the talon and must lead %1.</source>
        <translation>You look at the talon and must lead %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="207" />
        <source>Your opponent looks at the talon and must lead %1.</source>
        <translation>Your opponent looks at the talon and must lead %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="211" />
        <source>The talon cards nobody took are shown: %1.</source>
        <translation>The talon cards nobody took are shown: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="215" />
        <source>You leave %1 out of your declarations: it will not score and will not be shown.</source>
        <translation>You leave %1 out of your declarations: it will not score and will not be shown.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="220" />
        <source>You lay your card down and take the last trick.</source>
        <translation>You lay your card down and take the last trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="221" />
        <source>Your opponent lays the card down and takes the last trick.</source>
        <translation>Your opponent lays the card down and takes the last trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="222" />
        <source>You lay your cards down and take the remaining %1 tricks.</source>
        <translation>You lay your cards down and take the remaining %1 tricks.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="223" />
        <source>Your opponent lays the cards down and takes the remaining %1 tricks.</source>
        <translation>Your opponent lays the cards down and takes the remaining %1 tricks.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="228" />
        <source>You give up the last trick.</source>
        <translation>You give up the last trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="229" />
        <source>Your opponent gives up the last trick.</source>
        <translation>Your opponent gives up the last trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="230" />
        <source>You give up the remaining %1 tricks.</source>
        <translation>You give up the remaining %1 tricks.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="231" />
        <source>Your opponent gives up the remaining %1 tricks.</source>
        <translation>Your opponent gives up the remaining %1 tricks.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="233" />
        <source>The repique counts as a partie won.</source>
        <translation>The repique counts as a partie won.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="239" />
        <source>leading</source>
        <translation>leading</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="240" />
        <source>winning the trick</source>
        <translation>winning the trick</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="241" />
        <source>the last trick</source>
        <translation>the last trick</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="242" />
        <source>the cards</source>
        <translation>the cards</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="243" />
        <source>capot</source>
        <translation>capot</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="244" />
        <source>carte blanche</source>
        <translation>carte blanche</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="245" />
        <source>carte rouge</source>
        <translation>carte rouge</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="269" />
        <source>Leading</source>
        <translation>Leading</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="270" />
        <source>Trick won</source>
        <translation>Trick won</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="271" />
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="272" />
        <source>The cards</source>
        <translation>The cards</translation>
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
        <translation>Your opponent is thinking…</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="305" />
        <source>Choose %1 to %2 cards to discard (drag them to your discard pile or click them), then press Exchange.</source>
        <translation>Choose %1 to %2 cards to discard (drag them to your discard pile or click them), then press Exchange.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="309" />
        <source>Play a card: drag it to the middle, click it, or use the arrow keys and Space.</source>
        <translation>Play a card: drag it to the middle, click it, or use the arrow keys and Space.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="311" />
        <source>Declare: your best call is chosen; pick a lower one to sink.</source>
        <translation>Declare: your best call is chosen; pick a lower one to sink.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="313" />
        <source>Answer your opponent's declaration.</source>
        <translation>Answer your opponent's declaration.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="315" />
        <source>Count what your opponent left to you.</source>
        <translation>Count what your opponent left to you.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="317" />
        <source>You may look at the talon cards left, naming the suit you will lead.</source>
        <translation>You may look at the talon cards left, naming the suit you will lead.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="319" />
        <source>You may show the talon cards nobody took.</source>
        <translation>You may show the talon cards nobody took.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="321" />
        <source>Carte blanche: say how many cards you will exchange.</source>
        <translation>Carte blanche: say how many cards you will exchange.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="323" />
        <source>You drew the higher card: choose who deals.</source>
        <translation>You drew the higher card: choose who deals.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="345" />
        <source>Play the %1: it promises you the most of the points still to come.</source>
        <translation>Play the %1: it promises you the most of the points still to come.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="348" />
        <source>Play the %1: every card you may play comes to the same here.</source>
        <translation>Play the %1: every card you may play comes to the same here.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="359" />
        <source>Claim the remaining tricks: every card you hold is sure to win.</source>
        <translation>Claim the remaining tricks: every card you hold is sure to win.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="369" />
        <source>In %1 deals that fit what you know, your balance of the points still to come is %2 on average with it, %3 better than with any other card.</source>
        <translation>In %1 deals that fit what you know, your balance of the points still to come is %2 on average with it, %3 better than with any other card.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="373" />
        <source>Whichever you play, your balance of the points still to come is %1.</source>
        <translation>Whichever you play, your balance of the points still to come is %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="376" />
        <source>Over many possible talons your balance of points from declarations and play is %1 on average with this discard.</source>
        <translation>Over many possible talons your balance of points from declarations and play is %1 on average with this discard.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="350" />
        <source>Play the %1: the cards you may play are equal now, any of them will do.</source>
        <translation>Play the %1: the cards you may play are equal now, any of them will do.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="94" />
        <source>Exchange no card</source>
        <translation>Exchange no card</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="95" />
        <source>Exchange %1</source>
        <translation>Exchange %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="353" />
        <source>Discard %1: this keeps the best chances in declarations and play.</source>
        <translation>Discard %1: this keeps the best chances in declarations and play.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="356" />
        <source>Say “%1”: your best holding in this category; keeping it back gains nothing here.</source>
        <translation>Say “%1”: your best holding in this category; keeping it back gains nothing here.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="361" />
        <source>Answer “%1”: your cards decide it, and the true answer scores what you hold.</source>
        <translation>Answer “%1”: your cards decide it, and the true answer scores what you hold.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="363" />
        <source>Choose “%1”: the strong computer player would do so here.</source>
        <translation>Choose “%1”: the strong computer player would do so here.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="37" />
        <source>%1 for the pique</source>
        <translation>%1 for the pique</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="37" />
        <source>%1 for the repique</source>
        <translation>%1 for the repique</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="70" />
        <source>%1 for %2</source>
        <translation>%1 for %2</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="74" />
        <source>%1 for leading</source>
        <translation>%1 for leading</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="74" />
        <source>%1 for tricks won</source>
        <translation>%1 for tricks won</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="75" />
        <source>%1 for the last trick</source>
        <translation>%1 for the last trick</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/explain.py" line="78" />
        <source>%1 in play (%2)</source>
        <translation>%1 in play (%2)</translation>
    </message>
</context>
<context>
    <name>PiquetForms</name>
    <message>
        <location filename="../gui/games/piquet/words.py" line="414" />
        <source>Deal %1: you deal.</source>
        <translation>Deal %1: you deal.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="415" />
        <source>Deal %1: %2 deals.</source>
        <translation>Deal %1: %2 deals.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="418" />
        <source>Partie %1: %2 against %3.</source>
        <translation>Partie %1: %2 against %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="421" />
        <source>You exchanged 1 card.</source>
        <translation>You exchanged 1 card.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="422" />
        <source>%2 exchanged 1 card.</source>
        <translation>%2 exchanged 1 card.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="424" />
        <source>You exchanged %1 cards.</source>
        <translation>You exchanged %1 cards.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="425" />
        <source>%2 exchanged %1 cards.</source>
        <translation>%2 exchanged %1 cards.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="429" />
        <source>You score %1 for %2.</source>
        <translation>You score %1 for %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="430" />
        <source>%3 scores %1 for %2.</source>
        <translation>%3 scores %1 for %2.</translation>
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
        <translation>%1 for you: +%2 (count %3).</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="440" />
        <source>%1 for %4: +%2 (count %3).</source>
        <translation>%1 for %4: +%2 (count %3).</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="443" />
        <source>You show %1.</source>
        <translation>You show %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="444" />
        <source>%2 shows %1.</source>
        <translation>%2 shows %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="446" />
        <source>You take trick %1.</source>
        <translation>You take trick %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="447" />
        <source>%2 takes trick %1.</source>
        <translation>%2 takes trick %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="449" />
        <source>The deal is over.</source>
        <translation>The deal is over.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="450" />
        <source>The partie is over.</source>
        <translation>The partie is over.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="451" />
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/words.py" line="457" />
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="179" />
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="182" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="212" />
        <source>Deal %1: %2 points for %3</source>
        <translation>Deal %1: %2 points for %3</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="234" />
        <source>Closing deal %1: %2 points</source>
        <translation>Closing deal %1: %2 points</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="235" />
        <source>Deal %1: %2 points</source>
        <translation>Deal %1: %2 points</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="239" />
        <source>Partie %1: %2 points for %3</source>
        <translation>Partie %1: %2 points for %3</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="255" />
        <source>The repique (%1) won the partie at once: its points are not added to it</source>
        <translation>The repique (%1) won the partie at once: its points are not added to it</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="259" />
        <source>Points the partie does not count: %1</source>
        <translation>Points the partie does not count: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="264" />
        <source>Winner of the partie: %1.</source>
        <translation>Winner of the partie: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="285" />
        <source>Duel %1</source>
        <translation>Duel %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="288" />
        <source>Partie %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="306" />
        <source>This partie so far: %1</source>
        <translation>This partie so far: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="312" />
        <source>Stakes won (+) or paid (−): %1</source>
        <translation>Stakes won (+) or paid (−): %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="400" />
        <source>Count</source>
        <translation>Count</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="403" />
        <source>Partie: %1</source>
        <translation>Partie: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="461" />
        <source>Deal %1: %2</source>
        <translation>Deal %1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="472" />
        <source>Deal %1 is over: %2. Click “Next deal” when you are ready.</source>
        <translation>Deal %1 is over: %2. Click “Next deal” when you are ready.</translation>
    </message>
</context>
<context>
    <name>PiquetTable</name>
    <message>
        <location filename="../gui/games/piquet/table.py" line="314" />
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="92" />
        <source>Declarations and calls</source>
        <translation>Declarations and calls</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="143" />
        <source>Opponent's discards</source>
        <translation>Opponent's discards</translation>
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
        <translation>Trick</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="236" />
        <source>The partie is over. Start a new game from the Game menu.</source>
        <translation>The partie is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="90" />
        <source>What would a strong player do here, and why? (key H)</source>
        <translation>What would a strong player do here, and why? (key H)</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="60" />
        <source>Exchange 1 card</source>
        <translation>Exchange 1 card</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="100" />
        <source>The table always lays the talon off after the hands; when it is laid off changes nothing in play.</source>
        <translation>The table always lays the talon off after the hands; when it is laid off changes nothing in play.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="102" />
        <location filename="../gui/games/piquet/table.py" line="104" />
        <source>The table lets you play only legal cards, so a revoke cannot happen here.</source>
        <translation>The table lets you play only legal cards, so a revoke cannot happen here.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="201" />
        <source>%1 + %2 declared</source>
        <translation>%1 + %2 declared</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="209" />
        <source>(declarations count
at the first lead)</source>
        <translation>(declarations count
at the first lead)</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="240" />
        <source>Deal %1 is over: you %2, your opponent %3. Click “Next deal” when you are ready.</source>
        <translation>Deal %1 is over: you %2, your opponent %3. Click “Next deal” when you are ready.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="283" />
        <source>first to %1 points</source>
        <translation>first to %1 points</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="285" />
        <source>six deals, rubicon 100</source>
        <translation>six deals, rubicon 100</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="290" />
        <source>Rules: %1 (%2)</source>
        <translation>Rules: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="292" />
        <source>House rules: %1</source>
        <translation>House rules: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="294" />
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="493" />
        <source>Pass (%1)</source>
        <translation>Pass (%1)</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="505" />
        <source>Keep my cards</source>
        <translation>Keep my cards</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="321" />
        <source>Looking for the best move…</source>
        <translation>Looking for the best move…</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="258" />
        <source>Sink: %1</source>
        <translation>Sink: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="61" />
        <source>Exchange %1 cards</source>
        <translation>Exchange %1 cards</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="309" />
        <source>Trick %1: %2 led %3, %4 played %5 — %6 took it</source>
        <translation>Trick %1: %2 led %3, %4 played %5 — %6 took it</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="313" />
        <source>Tricks played</source>
        <translation>Tricks played</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/table.py" line="205" />
        <source>Count
You: %1
Opponent: %2</source>
        <translation>Count
You: %1
Opponent: %2</translation>
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
        <translation>Random player (plays any legal card)</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="21" />
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="22" />
        <source>Intermediate</source>
        <translation>Intermediate</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="23" />
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="24" />
        <source>Master</source>
        <translation>Master</translation>
    </message>
    <message>
        <location filename="../gui/players.py" line="47" />
        <source>Master (an outside engine)</source>
        <translation>Master (an outside engine)</translation>
    </message>
</context>
<context>
    <name>ProgramsDialog</name>
    <message>
        <location filename="../gui/dialogs/programs.py" line="31" />
        <source>Outside programs</source>
        <translation>Outside programs</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="33" />
        <source>Some computer players drive a program of their own; each row names the game and the player. Where the program is not found by itself, give its path here.</source>
        <translation>Some computer players drive a program of their own; each row names the game and the player. Where the program is not found by itself, give its path here.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="49" />
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="67" />
        <source>Choose the program</source>
        <translation>Choose the program</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="86" />
        <source>Found: this player is offered.</source>
        <translation>Found: this player is offered.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/programs.py" line="87" />
        <source>Not found: this player is not offered until the program is found.</source>
        <translation>Not found: this player is not offered until the program is found.</translation>
    </message>
</context>
<context>
    <name>Quadrille</name>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="50" />
        <source>Deal %1 of %2</source>
        <translation>Deal %1 of %2</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="52" />
        <source>Pot: %1</source>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="54" />
        <source>Bête played for: %1</source>
        <translation>Bête played for: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="58" />
        <source>Bêtes waiting: %1</source>
        <translation>Bêtes waiting: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="65" />
        <source>Last deal: %1</source>
        <translation>Last deal: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="100" />
        <source>%1 (declarer)</source>
        <translation>%1 (declarer)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="102" />
        <source>%1 ★ partner</source>
        <translation>%1 ★ partner</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="113" />
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="115" />
        <source>bids: %1</source>
        <translation>bids: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="118" />
        <source>gave the king</source>
        <translation>gave the king</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="120" />
        <source>you hold the called king</source>
        <translation>you hold the called king</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="134" />
        <source>Called: %1, in your hand: you are the partner</source>
        <translation>Called: %1, in your hand: you are the partner</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="137" />
        <source>Called: partner unknown</source>
        <translation>Called: partner unknown</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="139" />
        <source>Called: you are the partner</source>
        <translation>Called: you are the partner</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="141" />
        <source>Called: the declarer's own</source>
        <translation>Called: the declarer's own</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="143" />
        <source>Called: partner %1</source>
        <translation>Called: partner %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="147" />
        <source>Requested from you: %1, in your hand</source>
        <translation>Requested from you: %1, in your hand</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="151" />
        <source>Requested from you</source>
        <translation>Requested from you</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="153" />
        <source>Requested from %1</source>
        <translation>Requested from %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="161" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="164" />
        <source>Trump: %1</source>
        <translation>Trump: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="167" />
        <source>Favourite suit: %1</source>
        <translation>Favourite suit: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="169" />
        <source>Préférence: %1</source>
        <translation>Préférence: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="183" />
        <source>★ You are the partner ★</source>
        <translation>★ You are the partner ★</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="185" />
        <source>The declarer called his own king: he plays alone</source>
        <translation>The declarer called his own king: he plays alone</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/table.py" line="186" />
        <source>★ %1 is the partner ★</source>
        <translation>★ %1 is the partner ★</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="21" />
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="21" />
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="22" />
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="30" />
        <source>in the favourite suit</source>
        <translation>in the favourite suit</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="32" />
        <source>in the préférence</source>
        <translation>in the préférence</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="37" />
        <source>Ask (call a king)</source>
        <translation>Ask (call a king)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="38" />
        <source>Mediateur (request a king)</source>
        <translation>Mediateur (request a king)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="39" />
        <source>Respekt (partner names trump)</source>
        <translation>Respekt (partner names trump)</translation>
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
        <translation>Solo tout (all tricks)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="49" />
        <source>Called-king game</source>
        <translation>Called-king game</translation>
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
        <translation>%1 (Spadille forced)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="61" />
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="62" />
        <source>I hold (same bid)</source>
        <translation>I hold (same bid)</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="63" />
        <source>Go for all the tricks</source>
        <translation>Go for all the tricks</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="64" />
        <source>Stop: the game is won</source>
        <translation>Stop: the game is won</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="72" />
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="78" />
        <source>Everyone passed.</source>
        <translation>Everyone passed.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="102" />
        <source>%1 win with %2 tricks (%3).</source>
        <translation>%1 win with %2 tricks (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="105" />
        <source>%1 take every trick (%2)!</source>
        <translation>%1 take every trick (%2)!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="90" />
        <location filename="../gui/games/quadrille/words.py" line="107" />
        <source>The attempt at every trick failed.</source>
        <translation>The attempt at every trick failed.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="109" />
        <source>Remise: %1 make %2 tricks and pay a bête (%3).</source>
        <translation>Remise: %1 make %2 tricks and pay a bête (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="113" />
        <source>Codille: %1 make only %2 tricks (%3).</source>
        <translation>Codille: %1 make only %2 tricks (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="99" />
        <location filename="../gui/games/quadrille/words.py" line="116" />
        <source>With %1 matadors.</source>
        <translation>With %1 matadors.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="85" />
        <source>%1 wins with %2 tricks (%3).</source>
        <translation>%1 wins with %2 tricks (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="88" />
        <source>%1 takes every trick (%2)!</source>
        <translation>%1 takes every trick (%2)!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="92" />
        <source>Remise: %1 makes %2 tricks and pays a bête (%3).</source>
        <translation>Remise: %1 makes %2 tricks and pays a bête (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="95" />
        <source>Codille: %1 makes only one trick (%3).</source>
        <translation>Codille: %1 makes only one trick (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="96" />
        <source>Codille: %1 makes only %2 tricks (%3).</source>
        <translation>Codille: %1 makes only %2 tricks (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="112" />
        <source>Codille: %1 make only one trick (%3).</source>
        <translation>Codille: %1 make only one trick (%3).</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="123" />
        <source>You deal first.</source>
        <translation>You deal first.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="125" />
        <source>You deal %1 cards each.</source>
        <translation>You deal %1 cards each.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="127" />
        <source>You bid: %1.</source>
        <translation>You bid: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="129" />
        <source>You hold.</source>
        <translation>You hold.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="131" />
        <source>You pass.</source>
        <translation>You pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="133" />
        <source>Everyone passed: you hold Spadille and must play.</source>
        <translation>Everyone passed: you hold Spadille and must play.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="135" />
        <source>You play: %1.</source>
        <translation>You play: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="138" />
        <source>You name %1 trump.</source>
        <translation>You name %1 trump.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="140" />
        <source>You call the %1. Its holder is your partner, unknown until it is played.</source>
        <translation>You call the %1. Its holder is your partner, unknown until it is played.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="143" />
        <source>You request the %1.</source>
        <translation>You request the %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="145" />
        <source>You give a card in return.</source>
        <translation>You give a card in return.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="147" />
        <source>You take the trick.</source>
        <translation>You take the trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="149" />
        <source>You go for every trick!</source>
        <translation>You go for every trick!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="151" />
        <source>You stop: the game is won.</source>
        <translation>You stop: the game is won.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="153" />
        <source>You hold two kings and are the partner.</source>
        <translation>You hold two kings and are the partner.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="168" />
        <source>%1 trump</source>
        <translation>%1 trump</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="170" />
        <source>Call the %1</source>
        <translation>Call the %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="172" />
        <source>Request the %1</source>
        <translation>Request the %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="174" />
        <source>Give back %1</source>
        <translation>Give back %1</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="188" />
        <source>%1 deals first.</source>
        <translation>%1 deals first.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="192" />
        <source>The favourite suit is %1.</source>
        <translation>The favourite suit is %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="194" />
        <source>The préférence is %1.</source>
        <translation>The préférence is %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="197" />
        <source>Stakes are set; the pot holds %1.</source>
        <translation>Stakes are set; the pot holds %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="199" />
        <source>%1 deals %2 cards each.</source>
        <translation>%1 deals %2 cards each.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="202" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="205" />
        <source>%1: I hold.</source>
        <translation>%1: I hold.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="207" />
        <source>%1: pass.</source>
        <translation>%1: pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="209" />
        <source>Everyone passed: the stakes stay and the next player deals.</source>
        <translation>Everyone passed: the stakes stay and the next player deals.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="211" />
        <source>Everyone passed: %1 holds Spadille and must play.</source>
        <translation>Everyone passed: %1 holds Spadille and must play.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="213" />
        <source>%1 plays: %2.</source>
        <translation>%1 plays: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="216" />
        <source>%1 names %2 trump.</source>
        <translation>%1 names %2 trump.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="218" />
        <source>%1 calls the %2. Its holder is the partner, unknown until it is played.</source>
        <translation>%1 calls the %2. Its holder is the partner, unknown until it is played.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="221" />
        <source>%1 holds two kings and is the partner.</source>
        <translation>%1 holds two kings and is the partner.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="223" />
        <source>%1 requests the %2; you hand it over.</source>
        <translation>%1 requests the %2; you hand it over.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="226" />
        <source>%1 gives you a card in return.</source>
        <translation>%1 gives you a card in return.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="228" />
        <source>%1 requests the %2; %3 hands it over.</source>
        <translation>%1 requests the %2; %3 hands it over.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="231" />
        <source>%1 gives %2 a card in return.</source>
        <translation>%1 gives %2 a card in return.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="235" />
        <source>You hold the called %1: you are the partner!</source>
        <translation>You hold the called %1: you are the partner!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="237" />
        <source>The called %1 falls: %2 is the partner!</source>
        <translation>The called %1 falls: %2 is the partner!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="242" />
        <source>%1 takes the trick.</source>
        <translation>%1 takes the trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="244" />
        <source>%1 goes for every trick!</source>
        <translation>%1 goes for every trick!</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="246" />
        <source>%1 stops: the game is won.</source>
        <translation>%1 stops: the game is won.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="250" />
        <source>The sitting is over: the stakes are shared out.</source>
        <translation>The sitting is over: the stakes are shared out.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="257" />
        <source>The auction: %1 to speak.</source>
        <translation>The auction: %1 to speak.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="258" />
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="260" />
        <source>Your bid: a higher game, or pass.</source>
        <translation>Your bid: a higher game, or pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="261" />
        <source>Name trump.</source>
        <translation>Name trump.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="262" />
        <source>Call a king: its holder becomes your partner.</source>
        <translation>Call a king: its holder becomes your partner.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="263" />
        <source>Request a king: its holder must hand it to you.</source>
        <translation>Request a king: its holder must hand it to you.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="264" />
        <source>Give a card back in return.</source>
        <translation>Give a card back in return.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="265" />
        <source>Play a card.</source>
        <translation>Play a card.</translation>
    </message>
    <message>
        <location filename="../gui/games/quadrille/words.py" line="266" />
        <source>Your side took the first tricks: go for all of them, or stop?</source>
        <translation>Your side took the first tricks: go for all of them, or stop?</translation>
    </message>
</context>
<context>
    <name>RestiSheet</name>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="28" />
        <source>Resti sheet</source>
        <translation>Resti sheet</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Us</source>
        <translation>Us</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Them</source>
        <translation>Them</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="31" />
        <source>Resti</source>
        <translation>Resti</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="53" />
        <source>Deal %1 of %2</source>
        <translation>Deal %1 of %2</translation>
    </message>
    <message>
        <location filename="../gui/games/minchiate/sheet.py" line="55" />
        <source>Resti in all: %1</source>
        <translation>Resti in all: %1</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="54" />
        <source>%1 (at the table)</source>
        <translation>%1 (at the table)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="70" />
        <source>No partie in this selection yet.</source>
        <translation>No partie in this selection yet.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="116" />
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="116" />
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="117" />
        <source>share of parties won (dashed: half)</source>
        <translation>share of parties won (dashed: half)</translation>
    </message>
</context>
<context>
    <name>Reversis</name>
    <message>
        <location filename="../gui/games/reversis/table.py" line="39" />
        <source>exchanged</source>
        <translation>exchanged</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="41" />
        <source>kept the hand</source>
        <translation>kept the hand</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="49" />
        <source>Table cards</source>
        <translation>Table cards</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="65" />
        <source>Pot: %1</source>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="67" />
        <source>Bêtes owed: %1</source>
        <translation>Bêtes owed: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="73" />
        <source>Quinola placed: the pot to %1</source>
        <translation>Quinola placed: the pot to %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="76" />
        <source>Quinola led early: %1</source>
        <translation>Quinola led early: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="78" />
        <source>Bête: %1</source>
        <translation>Bête: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="81" />
        <source>Card points taken: you %1, right %2, opposite %3, left %4</source>
        <translation>Card points taken: you %1, right %2, opposite %3, left %4</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="85" />
        <source>You hold all four aces: you need not follow suit.</source>
        <translation>You hold all four aces: you need not follow suit.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/table.py" line="110" />
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="26" />
        <source>the Quinola placed on his trick</source>
        <translation>the Quinola placed on his trick</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="27" />
        <source>the Quinola forced</source>
        <translation>the Quinola forced</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="28" />
        <source>forcing the Quinola</source>
        <translation>forcing the Quinola</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="29" />
        <source>the Quinola led</source>
        <translation>the Quinola led</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="30" />
        <source>an ace played</source>
        <translation>an ace played</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="31" />
        <source>an ace forced</source>
        <translation>an ace forced</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="32" />
        <source>an ace placed on his trick</source>
        <translation>an ace placed on his trick</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="33" />
        <source>the partie</source>
        <translation>the partie</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="34" />
        <source>the cards under the pot</source>
        <translation>the cards under the pot</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="35" />
        <source>a marked card</source>
        <translation>a marked card</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="36" />
        <source>the Reversy</source>
        <translation>the Reversy</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="37" />
        <source>breaking the Reversy</source>
        <translation>breaking the Reversy</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="42" />
        <source>top</source>
        <translation>top</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="43" />
        <source>middle</source>
        <translation>middle</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="44" />
        <source>bottom</source>
        <translation>bottom</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="54" />
        <source>Lay %1 under the pot</source>
        <translation>Lay %1 under the pot</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="56" />
        <source>Lay %1 away</source>
        <translation>Lay %1 away</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="60" />
        <source>Keep my hand</source>
        <translation>Keep my hand</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="68" />
        <source>A fresh pot of %1: the dealer stakes 6, everyone else 3.</source>
        <translation>A fresh pot of %1: the dealer stakes 6, everyone else 3.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="71" />
        <source>The Bête of %2 (%1) makes the new pot.</source>
        <translation>The Bête of %2 (%1) makes the new pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="73" />
        <source>Added to the pot by %1: %2; it holds %3.</source>
        <translation>Added to the pot by %1: %2; it holds %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="76" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Deal %1, dealer: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="79" />
        <source>%1: a card under the pot, the %2 table card taken.</source>
        <translation>%1: a card under the pot, the %2 table card taken.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="82" />
        <source>%1: hand kept; the %2 table card goes under the pot.</source>
        <translation>%1: hand kept; the %2 table card goes under the pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="85" />
        <source>%1: a twelfth card laid under the pot.</source>
        <translation>%1: a twelfth card laid under the pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="87" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="89" />
        <source>Trick %1 to %2 (%3 card points).</source>
        <translation>Trick %1 to %2 (%3 card points).</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="93" />
        <source>%1: the Quinola placed on another suit.</source>
        <translation>%1: the Quinola placed on another suit.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="94" />
        <source>%1: the Quinola given to a heart lead.</source>
        <translation>%1: the Quinola given to a heart lead.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="95" />
        <source>%1: the Quinola led.</source>
        <translation>%1: the Quinola led.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="96" />
        <source>%1 (every trick so far): the Quinola led at the last trick.</source>
        <translation>%1 (every trick so far): the Quinola led at the last trick.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="97" />
        <source>%1 (every trick so far): the Quinola led early; the pot goes with the Reversy.</source>
        <translation>%1 (every trick so far): the Quinola led early; the pot goes with the Reversy.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="102" />
        <source>the partie winner</source>
        <translation>the partie winner</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="103" />
        <source>Owed for %4: %2 from %1 to %3.</source>
        <translation>Owed for %4: %2 from %1 to %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="107" />
        <source>Bête for %1: %2, staked at once; the pot holds %3.</source>
        <translation>Bête for %1: %2, staked at once; the pot holds %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="109" />
        <source>Bête for %1: %2, written down for a later pot.</source>
        <translation>Bête for %1: %2, written down for a later pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="112" />
        <source>The pot to %1: %2.</source>
        <translation>The pot to %1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="114" />
        <source>Reversy! Every trick to %1.</source>
        <translation>Reversy! Every trick to %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="116" />
        <source>The Reversy of %2 broken at trick %3 by %1.</source>
        <translation>The Reversy of %2 broken at trick %3 by %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="119" />
        <source>Fewest card points: the partie to %1, paid by %2.</source>
        <translation>Fewest card points: the partie to %1, paid by %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="122" />
        <source>Payment for %4: %3 from %1 to %2.</source>
        <translation>Payment for %4: %3 from %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="126" />
        <source>Deal %1 over: you took %2 card points; payments %3; the pot holds %4.</source>
        <translation>Deal %1 over: you took %2 card points; payments %3; the pot holds %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="130" />
        <source>The %1 counters left in the pot and owed for Bêtes are shared.</source>
        <translation>The %1 counters left in the pot and owed for Bêtes are shared.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="134" />
        <source>The match is over: you %1, right %2, opposite %3, left %4.</source>
        <translation>The match is over: you %1, right %2, opposite %3, left %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="141" />
        <source>The match is over. Start a new game from the Game menu.</source>
        <translation>The match is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="143" />
        <source>Waiting for the other players.</source>
        <translation>Waiting for the other players.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="146" />
        <source>The Quinola lies on the table: you must lay a card under the pot and take your table card.</source>
        <translation>The Quinola lies on the table: you must lay a card under the pot and take your table card.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="148" />
        <source>Lay a card under the pot to take your table card, or keep your hand.</source>
        <translation>Lay a card under the pot to take your table card, or keep your hand.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="150" />
        <source>You dealt yourself twelve cards: lay one under the pot.</source>
        <translation>You dealt yourself twelve cards: lay one under the pot.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="153" />
        <source>Play a card; follow suit if you can. Take as few points as you can.</source>
        <translation>Play a card; follow suit if you can. Take as few points as you can.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/words.py" line="154" />
        <source>Your lead: play any card.</source>
        <translation>Your lead: play any card.</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="46" />
        <source>The stake into a fresh pot (the dealer %1, the others %2)</source>
        <translation>The stake into a fresh pot (the dealer %1, the others %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="49" />
        <source>The dealer adds %1 to the pot</source>
        <translation>The dealer adds %1 to the pot</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="52" />
        <source>A Bête as large as the pot</source>
        <translation>A Bête as large as the pot</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="54" />
        <source>The pot won</source>
        <translation>The pot won</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="58" />
        <source>For %1: %2 pays</source>
        <translation>For %1: %2 pays</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="61" />
        <source>For %1: paid to %2</source>
        <translation>For %1: paid to %2</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="64" />
        <source>%1: %2 after deal %3</source>
        <translation>%1: %2 after deal %3</translation>
    </message>
    <message>
        <location filename="../gui/games/reversis/explain.py" line="68" />
        <source>Money before the deal</source>
        <translation>Money before the deal</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../gui/mainwindow.py" line="727" />
        <source>Review the &amp;game</source>
        <translation>Review the &amp;game</translation>
    </message>
    <message>
        <location filename="../gui/mainwindow.py" line="728" />
        <source>Review &amp;deal</source>
        <translation>Review &amp;deal</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="50" />
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="50" />
        <source>point</source>
        <translation>point</translation>
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
        <translation>bêtes</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="52" />
        <source>bête</source>
        <translation>bête</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="53" />
        <source>counter</source>
        <translation>counter</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="53" />
        <source>counters</source>
        <translation>counters</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="54" />
        <source>stroke</source>
        <translation>stroke</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="54" />
        <source>strokes</source>
        <translation>strokes</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="55" />
        <source>stake</source>
        <translation>stake</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="55" />
        <source>stakes</source>
        <translation>stakes</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="56" />
        <source>marker</source>
        <translation>marker</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="56" />
        <source>markers</source>
        <translation>markers</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="89" />
        <source>My advice: %1, because there is no other choice here.</source>
        <translation>My advice: %1, because there is no other choice here.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="91" />
        <source>My advice: %1, though here every choice comes to the same.</source>
        <translation>My advice: %1, though here every choice comes to the same.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="93" />
        <source>My advice: %1, as the usual rule of play says.</source>
        <translation>My advice: %1, as the usual rule of play says.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="95" />
        <source>My advice: %1, because that promises the best result from here, whatever the others hold.</source>
        <translation>My advice: %1, because that promises the best result from here, whatever the others hold.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="101" />
        <source>What would a good player do here? (key H)</source>
        <translation>What would a good player do here? (key H)</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="110" />
        <source>On average %1 from here, over %2 possible deals that fit what you know.</source>
        <translation>On average %1 from here, over %2 possible deals that fit what you know.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="114" />
        <source>The next best choice is about as good.</source>
        <translation>The next best choice is about as good.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="290" />
        <source>Review of the game</source>
        <translation>Review of the game</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="291" />
        <source>Review the game</source>
        <translation>Review the game</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="348" />
        <source>The game could not be reviewed: %1</source>
        <translation>The game could not be reviewed: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="390" />
        <source>Looking at each of your decisions in this game…</source>
        <translation>Looking at each of your decisions in this game…</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="408" />
        <source>You chose: %1.</source>
        <translation>You chose: %1.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="409" />
        <source>Better: %1.</source>
        <translation>Better: %1.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="410" />
        <source>On average the better choice gives you about %1 more.</source>
        <translation>On average the better choice gives you about %1 more.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="413" />
        <source>With all cards open, the best the play could have given you was %1 (your points in the play less your opponent's).</source>
        <translation>With all cards open, the best the play could have given you was %1 (your points in the play less your opponent's).</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="116" />
        <source>That is %1 more than the next best choice.</source>
        <translation>That is %1 more than the next best choice.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="293" />
        <source>Review of the deal</source>
        <translation>Review of the deal</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="294" />
        <source>Review the deal</source>
        <translation>Review the deal</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="295" />
        <source>Could I have won? The decisions where another choice was clearly better.</source>
        <translation>Could I have won? The decisions where another choice was clearly better.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="296" />
        <source>&amp;Previous</source>
        <translation>&amp;Previous</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="297" />
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="298" />
        <source>&amp;Back to the table</source>
        <translation>&amp;Back to the table</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="349" />
        <source>The deal could not be reviewed: %1</source>
        <translation>The deal could not be reviewed: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="391" />
        <source>Looking at each of your decisions in this deal…</source>
        <translation>Looking at each of your decisions in this deal…</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="396" />
        <source>The computer player of this game cannot judge decisions yet.</source>
        <translation>The computer player of this game cannot judge decisions yet.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="398" />
        <source>Well played: at none of your decisions was another choice clearly better.</source>
        <translation>Well played: at none of your decisions was another choice clearly better.</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="401" />
        <source>Decision %1 of %2</source>
        <translation>Decision %1 of %2</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="405" />
        <source>You chose: %1 (framed).</source>
        <translation>You chose: %1 (framed).</translation>
    </message>
    <message>
        <location filename="../gui/table/review.py" line="406" />
        <source>Better: %1 (lit).</source>
        <translation>Better: %1 (lit).</translation>
    </message>
</context>
<context>
    <name>Schach</name>
    <message>
        <location filename="../gui/games/schach/table.py" line="105" />
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="125" />
        <source>Stake</source>
        <translation>Stake</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="157" />
        <source>Your result: %1</source>
        <translation>Your result: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="228" />
        <source>Last move</source>
        <translation>Last move</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="229" />
        <source>Show the &amp;last move</source>
        <translation>Show the &amp;last move</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="230" />
        <source>Show the last move on the board again (key T)</source>
        <translation>Show the last move on the board again (key T)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="231" />
        <source>Last move — %1: %2</source>
        <translation>Last move — %1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="232" />
        <source>Take back your last move (and the reply to it) (Ctrl+Z)</source>
        <translation>Take back your last move (and the reply to it) (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="233" />
        <source>Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.</source>
        <translation>Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="235" />
        <source>your move: %1.</source>
        <translation>your move: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="236" />
        <source>In this guided game, your move is: %1.</source>
        <translation>In this guided game, your move is: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="237" />
        <source>Your pawn has reached the last rank: choose what it becomes (the buttons or the number keys; Escape takes the move back).</source>
        <translation>Your pawn has reached the last rank: choose what it becomes (the buttons or the number keys; Escape takes the move back).</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="243" />
        <source>← → (Home, End)</source>
        <translation>← → (Home, End)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="243" />
        <source>Move the frame over the pieces that can move, or, a piece picked up, over the squares it can reach</source>
        <translation>Move the frame over the pieces that can move, or, a piece picked up, over the squares it can reach</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="246" />
        <source>Space or ↑</source>
        <translation>Space or ↑</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="246" />
        <source>Pick up the piece in the frame; set it down on the square in the frame</source>
        <translation>Pick up the piece in the frame; set it down on the square in the frame</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="248" />
        <source>Escape or ↓</source>
        <translation>Escape or ↓</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="248" />
        <source>Put the piece back (a pawn on the last rank: take the move back)</source>
        <translation>Put the piece back (a pawn on the last rank: take the move back)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="250" />
        <source>Show the last move on the board (again: back)</source>
        <translation>Show the last move on the board (again: back)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="258" />
        <source>checkmated</source>
        <translation>checkmated</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="259" />
        <source>in check</source>
        <translation>in check</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="267" />
        <source>Start a new game from the Game menu.</source>
        <translation>Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="279" />
        <source>Checkmate!</source>
        <translation>Checkmate!</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="281" />
        <source>Stalemate!</source>
        <translation>Stalemate!</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="284" />
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="286" />
        <source>Check!</source>
        <translation>Check!</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="321" />
        <source>Click again to give up the game</source>
        <translation>Click again to give up the game</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="334" />
        <source>My advice: %1.</source>
        <translation>My advice: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="22" />
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="22" />
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="28" />
        <source>White pawn</source>
        <translation>White pawn</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="28" />
        <source>White knight</source>
        <translation>White knight</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="28" />
        <source>White bishop</source>
        <translation>White bishop</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="29" />
        <source>White rook</source>
        <translation>White rook</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="29" />
        <source>White queen</source>
        <translation>White queen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="29" />
        <source>White king</source>
        <translation>White king</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="30" />
        <source>Black pawn</source>
        <translation>Black pawn</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="30" />
        <source>Black knight</source>
        <translation>Black knight</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="30" />
        <source>Black bishop</source>
        <translation>Black bishop</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="31" />
        <source>Black rook</source>
        <translation>Black rook</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="31" />
        <source>Black queen</source>
        <translation>Black queen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="31" />
        <source>Black king</source>
        <translation>Black king</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="38" />
        <source>the pawn</source>
        <translation>the pawn</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="38" />
        <source>the knight</source>
        <translation>the knight</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="38" />
        <source>the bishop</source>
        <translation>the bishop</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="38" />
        <source>the rook</source>
        <translation>the rook</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="39" />
        <source>the queen</source>
        <translation>the queen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="39" />
        <source>the king</source>
        <translation>the king</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="43" />
        <source>and becomes a knight</source>
        <translation>and becomes a knight</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="43" />
        <source>and becomes a bishop</source>
        <translation>and becomes a bishop</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="43" />
        <source>and becomes a rook</source>
        <translation>and becomes a rook</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="44" />
        <source>and becomes a queen</source>
        <translation>and becomes a queen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="50" />
        <source>%1 on %2 is exchanged for a queen</source>
        <translation>%1 on %2 is exchanged for a queen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="51" />
        <source>%1 on %2 is exchanged for a rook</source>
        <translation>%1 on %2 is exchanged for a rook</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="52" />
        <source>%1 on %2 is exchanged for a bishop</source>
        <translation>%1 on %2 is exchanged for a bishop</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="53" />
        <source>%1 on %2 is exchanged for a knight</source>
        <translation>%1 on %2 is exchanged for a knight</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="59" />
        <source>Exchange %1 for a queen</source>
        <translation>Exchange %1 for a queen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="60" />
        <source>Exchange %1 for a rook</source>
        <translation>Exchange %1 for a rook</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="61" />
        <source>Exchange %1 for a bishop</source>
        <translation>Exchange %1 for a bishop</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="62" />
        <source>Exchange %1 for a knight</source>
        <translation>Exchange %1 for a knight</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="72" />
        <source>White castles kingside</source>
        <translation>White castles kingside</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="72" />
        <source>Black castles kingside</source>
        <translation>Black castles kingside</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="74" />
        <source>White castles queenside</source>
        <translation>White castles queenside</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="74" />
        <source>Black castles queenside</source>
        <translation>Black castles queenside</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="77" />
        <source>%1 from %2 takes %3 on %4</source>
        <translation>%1 from %2 takes %3 on %4</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="80" />
        <source>(en passant)</source>
        <translation>(en passant)</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="82" />
        <source>%1 from %2 to %3</source>
        <translation>%1 from %2 to %3</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="87" />
        <source>and stays a pawn</source>
        <translation>and stays a pawn</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="119" />
        <source>Checkmate: you win the game.</source>
        <translation>Checkmate: you win the game.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="120" />
        <source>Checkmate: %1 wins the game.</source>
        <translation>Checkmate: %1 wins the game.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="122" />
        <source>The game is given up: you win.</source>
        <translation>The game is given up: you win.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="123" />
        <source>You give up the game: %1 wins.</source>
        <translation>You give up the game: %1 wins.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="126" />
        <source>Stalemate: the game is drawn.</source>
        <translation>Stalemate: the game is drawn.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="127" />
        <source>Stalemate: your opponent cannot move and pays you half the stake.</source>
        <translation>Stalemate: your opponent cannot move and pays you half the stake.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="128" />
        <source>Stalemate: you cannot move and pay half the stake.</source>
        <translation>Stalemate: you cannot move and pay half the stake.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="129" />
        <source>Drawn: neither side has enough left to mate.</source>
        <translation>Drawn: neither side has enough left to mate.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="130" />
        <source>Drawn: the same position for the third time.</source>
        <translation>Drawn: the same position for the third time.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="131" />
        <source>Drawn: fifty moves without a capture or a pawn's move.</source>
        <translation>Drawn: fifty moves without a capture or a pawn's move.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="132" />
        <source>The game is drawn.</source>
        <translation>The game is drawn.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="153" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/table.py" line="154" />
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="141" />
        <source>Who plays White:</source>
        <translation>Who plays White:</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="142" />
        <source>I play White</source>
        <translation>I play White</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="143" />
        <source>My opponent plays White</source>
        <translation>My opponent plays White</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="149" />
        <source>The rules do not allow that move here.</source>
        <translation>The rules do not allow that move here.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="155" />
        <source>stakes</source>
        <translation>stakes</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="159" />
        <source>Give up the game</source>
        <translation>Give up the game</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="170" />
        <source>A queen</source>
        <translation>A queen</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="170" />
        <source>A rook</source>
        <translation>A rook</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="170" />
        <source>A bishop</source>
        <translation>A bishop</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="171" />
        <source>A knight</source>
        <translation>A knight</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="172" />
        <source>It stays a pawn</source>
        <translation>It stays a pawn</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="179" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="183" />
        <source>Check! You are in check.</source>
        <translation>Check! You are in check.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="183" />
        <source>Check to your opponent's king.</source>
        <translation>Check to your opponent's king.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="185" />
        <source>The pawn on %1 stays a pawn: its side has lost no piece it could become.</source>
        <translation>The pawn on %1 stays a pawn: its side has lost no piece it could become.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="195" />
        <source>You play White. Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.</source>
        <translation>You play White. Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="197" />
        <source>You play Black. Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.</source>
        <translation>You play Black. Move a piece: drag it to a lit square, or click it and then the square, or use the arrow keys and Space.</translation>
    </message>
    <message>
        <location filename="../gui/games/schach/words.py" line="200" />
        <source>Your king is in check!</source>
        <translation>Your king is in check!</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="62" />
        <source>Deal %1: your %2 points</source>
        <translation>Deal %1: your %2 points</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="65" />
        <source>Deal %1 so far: your %2 points</source>
        <translation>Deal %1 so far: your %2 points</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="69" />
        <source>Your opponent made %1 in this deal.</source>
        <translation>Your opponent made %1 in this deal.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="78" />
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="79" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="79" />
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="79" />
        <location filename="../gui/games/piquet/sheet.py" line="134" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="79" />
        <location filename="../gui/games/piquet/sheet.py" line="134" />
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="119" />
        <source>Partie %1 — you %2, opponent %3</source>
        <translation>Partie %1 — you %2, opponent %3</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="122" />
        <source>The first to reach %1 wins the partie.</source>
        <translation>The first to reach %1 wins the partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="124" />
        <source>Six deals; a loser below 100 is rubiconed.</source>
        <translation>Six deals; a loser below 100 is rubiconed.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="126" />
        <source>Four deals; the higher total wins.</source>
        <translation>Four deals; the higher total wins.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="128" />
        <source>Every deal is settled on the difference.</source>
        <translation>Every deal is settled on the difference.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="145" />
        <source>Partie drawn, %1 to %2.</source>
        <translation>Partie drawn, %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="147" />
        <source>You won the partie, %1 to %2.</source>
        <translation>You won the partie, %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="149" />
        <source>Your opponent won the partie, %1 to %2.</source>
        <translation>Your opponent won the partie, %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="152" />
        <source>The loser is rubiconed.</source>
        <translation>The loser is rubiconed.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="154" />
        <source>Settlement: %1 points.</source>
        <translation>Settlement: %1 points.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="157" />
        <source>Settlement: one stake.</source>
        <translation>Settlement: one stake.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="158" />
        <source>Settlement: %1 stakes.</source>
        <translation>Settlement: %1 stakes.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="160" />
        <source>The loser stayed so far behind that the winner wins double.</source>
        <translation>The loser stayed so far behind that the winner wins double.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="163" />
        <source>Settlement: one partie.</source>
        <translation>Settlement: one partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/piquet/sheet.py" line="164" />
        <source>Settlement: %1 parties.</source>
        <translation>Settlement: %1 parties.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="136" />
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="143" />
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="147" />
        <source>Period:</source>
        <translation>Period:</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="150" />
        <source>All time</source>
        <translation>All time</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="150" />
        <source>Last 7 days</source>
        <translation>Last 7 days</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="150" />
        <source>Last 30 days</source>
        <translation>Last 30 days</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="151" />
        <source>Last 12 months</source>
        <translation>Last 12 months</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="155" />
        <source>Export as CSV…</source>
        <translation>Export as CSV…</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="166" />
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="166" />
        <source>Worst</source>
        <translation>Worst</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="179" />
        <source>Average: the points of a partie on average, yours : your opponents', in each game's own measure (the tooltips name it).</source>
        <translation>Average: the points of a partie on average, yours : your opponents', in each game's own measure (the tooltips name it).</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="198" />
        <source>Your game of %1 at the table is not finished. It is counted here once it is over.</source>
        <translation>Your game of %1 at the table is not finished. It is counted here once it is over.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="206" />
        <source>It is shown as it stands (“at the table”) and counted, with all its deals, once the partie is over.</source>
        <translation>It is shown as it stands (“at the table”) and counted, with all its deals, once the partie is over.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="235" />
        <source>The statistics could not be read: %1</source>
        <translation>The statistics could not be read: %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="252" />
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="305" />
        <source>%1 (at the table)</source>
        <translation>%1 (at the table)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="307" />
        <source>unfinished, 1 deal</source>
        <translation>unfinished, 1 deal</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="307" />
        <source>unfinished, %1 deals</source>
        <translation>unfinished, %1 deals</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="313" />
        <source>Your partie at the table, not finished: its points so far. It is counted once it is over.</source>
        <translation>Your partie at the table, not finished: its points so far. It is counted once it is over.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="317" />
        <source>(unknown)</source>
        <translation>(unknown)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="354" />
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="355" />
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="362" />
        <source>The statistics could not be exported: %1</source>
        <translation>The statistics could not be exported: %1</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Parties</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="165" />
        <source>Opponent level</source>
        <translation>Opponent level</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="166" />
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="166" />
        <source>Average (you : others)</source>
        <translation>Average (you : others)</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="168" />
        <source>Each game's own measure: %1.</source>
        <translation>Each game's own measure: %1.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="170" />
        <source>The points of a partie on average: yours, then your opponents'.</source>
        <translation>The points of a partie on average: yours, then your opponents'.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="171" />
        <source>Your best partie: your points less your opponents'.</source>
        <translation>Your best partie: your points less your opponents'.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="172" />
        <source>Your worst partie: your points less your opponents'.</source>
        <translation>Your worst partie: your points less your opponents'.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="185" />
        <source>One bar per partie, oldest on the left: up for won, down for lost, its height the margin in points; the line is the share of parties won.</source>
        <translation>One bar per partie, oldest on the left: up for won, down for lost, its height the margin in points; the line is the share of parties won.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="188" />
        <source>No partie finished yet. Every partie you finish is counted here.</source>
        <translation>No partie finished yet. Every partie you finish is counted here.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="202" />
        <source>Your partie of %1 at the table is not finished; no deal of it is over yet.</source>
        <translation>Your partie of %1 at the table is not finished; no deal of it is over yet.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="203" />
        <source>Your partie of %1 at the table is not finished: 1 deal of it is over.</source>
        <translation>Your partie of %1 at the table is not finished: 1 deal of it is over.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="204" />
        <source>Your partie of %1 at the table is not finished: %2 deals of it are over.</source>
        <translation>Your partie of %1 at the table is not finished: %2 deals of it are over.</translation>
    </message>
    <message>
        <location filename="../gui/dialogs/statistics.py" line="344" />
        <source>Kept in %1</source>
        <translation>Kept in %1</translation>
    </message>
</context>
<context>
    <name>Tarock</name>
    <message>
        <location filename="../gui/games/tarock/table.py" line="56" />
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="59" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="59" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="59" />
        <source>This deal</source>
        <translation>This deal</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="59" />
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="101" />
        <source>Accounts: %1</source>
        <translation>Accounts: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="114" />
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="114" />
        <source>player %1</source>
        <translation>player %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="147" />
        <source>sits out</source>
        <translation>sits out</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="164" />
        <source>Scat</source>
        <translation>Scat</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="164" />
        <source>(yours)</source>
        <translation>(yours)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="203" />
        <source>Partie %1, deal %2 of 4
surplus over %3: we %4, they %5</source>
        <translation>Partie %1, deal %2 of 4
surplus over %3: we %4, they %5</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="209" />
        <source>Counted (half %1)</source>
        <translation>Counted (half %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="194" />
        <source>Counted: we %1, they %2</source>
        <translation>Counted: we %1, they %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="212" />
        <source>%1 plays %2</source>
        <translation>%1 plays %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="215" />
        <source>called: %1</source>
        <translation>called: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="241" />
        <source>Paid this deal: %1; your account: %2</source>
        <translation>Paid this deal: %1; your account: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="252" />
        <source>your side is over the half by %1</source>
        <translation>your side is over the half by %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="253" />
        <source>the other side is over the half by %1</source>
        <translation>the other side is over the half by %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="255" />
        <source>neither side is over the half</source>
        <translation>neither side is over the half</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="256" />
        <source>Counted: your side (%1) %2, the other side %3 (half: %4): %5.</source>
        <translation>Counted: your side (%1) %2, the other side %3 (half: %4): %5.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="289" />
        <source>This deal: %1; your account: %2.</source>
        <translation>This deal: %1; your account: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/table.py" line="299" />
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="34" />
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="34" />
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="34" />
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="34" />
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="35" />
        <source>cups</source>
        <translation>cups</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="35" />
        <source>coins</source>
        <translation>coins</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="35" />
        <source>swords</source>
        <translation>swords</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="35" />
        <source>batons</source>
        <translation>batons</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>cavalier</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>valet</source>
        <translation>valet</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="39" />
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="48" />
        <source>the Scüs</source>
        <translation>the Scüs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="50" />
        <source>the Pagat (I)</source>
        <translation>the Pagat (I)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="52" />
        <source>the XXI (Mongue)</source>
        <translation>the XXI (Mongue)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="53" />
        <source>Taroc %1</source>
        <translation>Taroc %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="54" />
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="59" />
        <source>matadors</source>
        <translation>matadors</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="59" />
        <source>matadors with the Scüs</source>
        <translation>matadors with the Scüs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="60" />
        <source>ten Tarocs</source>
        <translation>ten Tarocs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="60" />
        <source>Cavalerie</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="60" />
        <source>Cavalerie with the Scüs</source>
        <translation>Cavalerie with the Scüs</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="61" />
        <source>kings among the seven</source>
        <translation>kings among the seven</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="61" />
        <source>the three honours</source>
        <translation>the three honours</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="62" />
        <source>four Kings</source>
        <translation>four Kings</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="68" />
        <source>card points</source>
        <translation>card points</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="68" />
        <source>the Pagat in the last trick</source>
        <translation>the Pagat in the last trick</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="69" />
        <source>the Pagat lost</source>
        <translation>the Pagat lost</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="69" />
        <source>a King lost</source>
        <translation>a King lost</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="69" />
        <source>Pagat and XXI at the end</source>
        <translation>Pagat and XXI at the end</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="70" />
        <source>no trick</source>
        <translation>no trick</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="70" />
        <source>the partie</source>
        <translation>the partie</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="70" />
        <source>Volata</source>
        <translation>Volata</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="70" />
        <source>the game</source>
        <translation>the game</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="71" />
        <source>matadors joined with the partner</source>
        <translation>matadors joined with the partner</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="71" />
        <source>a card given to the Mediateur</source>
        <translation>a card given to the Mediateur</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="72" />
        <source>the Mediateur's matadors</source>
        <translation>the Mediateur's matadors</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="77" />
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="77" />
        <source>Frage (call a King)</source>
        <translation>Frage (call a King)</translation>
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
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="94" />
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="108" />
        <source>Give back %1</source>
        <translation>Give back %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="114" />
        <source>Lay this card away</source>
        <translation>Lay this card away</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="115" />
        <source>Lay these %1 cards away</source>
        <translation>Lay these %1 cards away</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="117" />
        <source>Declare the honours</source>
        <translation>Declare the honours</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="119" />
        <source>Declare nothing</source>
        <translation>Declare nothing</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="123" />
        <source>Call %1</source>
        <translation>Call %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="125" />
        <source>No second card</source>
        <translation>No second card</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="127" />
        <source>Ask for %1</source>
        <translation>Ask for %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="134" />
        <source>%1 pays you %2 (%4).</source>
        <translation>%1 pays you %2 (%4).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="137" />
        <source>You pay %2 to %3 (%4).</source>
        <translation>You pay %2 to %3 (%4).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="140" />
        <source>the Pagat</source>
        <translation>the Pagat</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="141" />
        <source>%1 captures your %2.</source>
        <translation>%1 captures your %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="143" />
        <source>%1 gives you %2 for the Scüs.</source>
        <translation>%1 gives you %2 for the Scüs.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="148" />
        <source>You hold only one or two Tarocs: the deal is void and dealt again.</source>
        <translation>You hold only one or two Tarocs: the deal is void and dealt again.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="150" />
        <source>You sit out this deal.</source>
        <translation>You sit out this deal.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="152" />
        <source>You lay %2 cards away in the Scat.</source>
        <translation>You lay %2 cards away in the Scat.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="155" />
        <source>You declare %2.</source>
        <translation>You declare %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="157" />
        <source>You declare no honour.</source>
        <translation>You declare no honour.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="159" />
        <source>You are paid %2 by each of %3 for %4.</source>
        <translation>You are paid %2 by each of %3 for %4.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="162" />
        <source>You play %2.</source>
        <translation>You play %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="164" />
        <source>You call %2.</source>
        <translation>You call %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="166" />
        <source>You ask for no second card.</source>
        <translation>You ask for no second card.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="168" />
        <source>You ask for %2.</source>
        <translation>You ask for %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="170" />
        <source>You give %2.</source>
        <translation>You give %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="172" />
        <source>You give a card back.</source>
        <translation>You give a card back.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="174" />
        <source>You play the Scüs and keep it.</source>
        <translation>You play the Scüs and keep it.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="176" />
        <source>You take trick %1.</source>
        <translation>You take trick %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="178" />
        <source>You give %2 to %3 for the Scüs.</source>
        <translation>You give %2 to %3 for the Scüs.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="181" />
        <source>You capture the Pagat of %2.</source>
        <translation>You capture the Pagat of %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="183" />
        <source>You win the last trick with the Pagat.</source>
        <translation>You win the last trick with the Pagat.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="185" />
        <source>You capture %2 from %3.</source>
        <translation>You capture %2 from %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="197" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Deal %1, dealer: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="199" />
        <source>%1 holds only one or two Tarocs: the deal is void and dealt again.</source>
        <translation>%1 holds only one or two Tarocs: the deal is void and dealt again.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="201" />
        <source>%1 sits out this deal.</source>
        <translation>%1 sits out this deal.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="203" />
        <source>%1 lays %2 cards away in the Scat.</source>
        <translation>%1 lays %2 cards away in the Scat.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="206" />
        <source>%1 declares %2.</source>
        <translation>%1 declares %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="208" />
        <source>%1 declares no honour.</source>
        <translation>%1 declares no honour.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="210" />
        <source>%1 is paid %2 by each of %3 for %4.</source>
        <translation>%1 is paid %2 by each of %3 for %4.</translation>
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
        <translation>Everybody passes: the next player deals.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="217" />
        <source>%1 plays %2.</source>
        <translation>%1 plays %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="219" />
        <source>%1 calls %2.</source>
        <translation>%1 calls %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="221" />
        <source>%1 asks for no second card.</source>
        <translation>%1 asks for no second card.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="223" />
        <source>%1 asks for %2.</source>
        <translation>%1 asks for %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="226" />
        <source>%1 lies in the Scat: nobody gives it.</source>
        <translation>%1 lies in the Scat: nobody gives it.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="227" />
        <source>%1 gives %2.</source>
        <translation>%1 gives %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="229" />
        <source>%1 gives a card back.</source>
        <translation>%1 gives a card back.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="233" />
        <source>%1 plays the Scüs and keeps it.</source>
        <translation>%1 plays the Scüs and keeps it.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="235" />
        <source>Trick %1 to %2.</source>
        <translation>Trick %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="237" />
        <source>%1 gives %2 to %3 for the Scüs.</source>
        <translation>%1 gives %2 to %3 for the Scüs.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="240" />
        <source>%1 captures the Pagat of %2.</source>
        <translation>%1 captures the Pagat of %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="242" />
        <source>%1 wins the last trick with the Pagat.</source>
        <translation>%1 wins the last trick with the Pagat.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="244" />
        <source>%1 captures %2 from %3.</source>
        <translation>%1 captures %2 from %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="248" />
        <source>Counted: the sides made %1 (half: %2).</source>
        <translation>Counted: the sides made %1 (half: %2).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="251" />
        <source>Counted: the players of the game made %1 of 128 (half: 64).</source>
        <translation>Counted: the players of the game made %1 of 128 (half: 64).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="254" />
        <source>Counted: %1 (half: %2).</source>
        <translation>Counted: %1 (half: %2).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="258" />
        <source>%1 pays %2 to %3 (%4).</source>
        <translation>%1 pays %2 to %3 (%4).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="263" />
        <source>Deal %1 settled: your account stands at %2.</source>
        <translation>Deal %1 settled: your account stands at %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="265" />
        <source>Deal %1 settled.</source>
        <translation>Deal %1 settled.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="268" />
        <source>Partie %1: no surplus, nobody wins.</source>
        <translation>Partie %1: no surplus, nobody wins.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="269" />
        <source>Partie %1: surplus %2 : %3, paid %4 × %5.</source>
        <translation>Partie %1: surplus %2 : %3, paid %4 × %5.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="273" />
        <source>New partners: %1.</source>
        <translation>New partners: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="274" />
        <source> against </source>
        <translation> against </translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="277" />
        <source>The game is over: %1.</source>
        <translation>The game is over: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="283" />
        <source>The game is over. Start a new game from the Game menu.</source>
        <translation>The game is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="285" />
        <source>Waiting for the other players.</source>
        <translation>Waiting for the other players.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="289" />
        <source>Lay %1 cards away in the Scat: no King, no Taroc (they count for you).</source>
        <translation>Lay %1 cards away in the Scat: no King, no Taroc (they count for you).</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="292" />
        <source>You hold no honour: say so, and the next player declares.</source>
        <translation>You hold no honour: say so, and the next player declares.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="293" />
        <source>Declare your honours now: each other player pays you for them.</source>
        <translation>Declare your honours now: each other player pays you for them.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="295" />
        <source>Your call: pass, Frage (play with a called King), Mediateur or Solo.</source>
        <translation>Your call: pass, Frage (play with a called King), Mediateur or Solo.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="297" />
        <source>Call a King you do not hold: its holder is your secret partner.</source>
        <translation>Call a King you do not hold: its holder is your secret partner.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="300" />
        <source>You may ask for a second card, or for none.</source>
        <translation>You may ask for a second card, or for none.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="301" />
        <source>Ask for the card you want.</source>
        <translation>Ask for the card you want.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="303" />
        <source>Give a card of yours back for it.</source>
        <translation>Give a card of yours back for it.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="306" />
        <source>Play a card: follow suit, else a Taroc; the Scüs may always be played.</source>
        <translation>Play a card: follow suit, else a Taroc; the Scüs may always be played.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/words.py" line="307" />
        <source>Your lead: play any card.</source>
        <translation>Your lead: play any card.</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="38" />
        <source>%1: %2 pays you</source>
        <translation>%1: %2 pays you</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="41" />
        <source>%1: you pay %2</source>
        <translation>%1: you pay %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="46" />
        <source>(you counted %1)</source>
        <translation>(you counted %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="49" />
        <source>Deal %1: %2 for you</source>
        <translation>Deal %1: %2 for you</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="54" />
        <source>Your account after the deal: %1</source>
        <translation>Your account after the deal: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tarock/explain.py" line="57" />
        <source>Nobody paid you and you paid nobody in this deal.</source>
        <translation>Nobody paid you and you paid nobody in this deal.</translation>
    </message>
</context>
<context>
    <name>Tresette</name>
    <message>
        <location filename="../gui/games/tresette/table.py" line="38" />
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="41" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="41" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="42" />
        <source>Marks</source>
        <translation>Marks</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="71" />
        <source>Marks: we %1, they %2 (partie at %3)</source>
        <translation>Marks: we %1, they %2 (partie at %3)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="42" />
        <source>Parties</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="74" />
        <source>Parties: we %1, they %2 (session to %3)</source>
        <translation>Parties: we %1, they %2 (session to %3)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="98" />
        <source>declared: %1</source>
        <translation>declared: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="100" />
        <source>leads first</source>
        <translation>leads first</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="124" />
        <source>the race is on</source>
        <translation>the race is on</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="126" />
        <source>Marks: we %1, they %2 of %3</source>
        <translation>Marks: we %1, they %2 of %3</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="130" />
        <source>Points in tricks: we %1, they %2</source>
        <translation>Points in tricks: we %1, they %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="132" />
        <source>Parties: we %1, they %2</source>
        <translation>Parties: we %1, they %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/table.py" line="147" />
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="23" />
        <source>Threes</source>
        <translation>Threes</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="23" />
        <source>Twos</source>
        <translation>Twos</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="24" />
        <source>Aces</source>
        <translation>Aces</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="24" />
        <source>Kings</source>
        <translation>Kings</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="25" />
        <source>Queens</source>
        <translation>Queens</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="25" />
        <source>Jacks</source>
        <translation>Jacks</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="26" />
        <source>Sevens</source>
        <translation>Sevens</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="26" />
        <source>Sixes</source>
        <translation>Sixes</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="27" />
        <source>Fives</source>
        <translation>Fives</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="27" />
        <source>Fours</source>
        <translation>Fours</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="34" />
        <source>four %1</source>
        <translation>four %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="35" />
        <source>three %1</source>
        <translation>three %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="37" />
        <source>Neapolitaine of %1 in %2</source>
        <translation>Neapolitaine of %1 in %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="42" />
        <source>Our side</source>
        <translation>Our side</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="43" />
        <source>The other side</source>
        <translation>The other side</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="47" />
        <source>Gallara (all ten tricks)</source>
        <translation>Gallara (all ten tricks)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="48" />
        <source>Gallaton (all ten tricks by one player)</source>
        <translation>Gallaton (all ten tricks by one player)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="49" />
        <source>Stramazette (all tricks but one, no point lost)</source>
        <translation>Stramazette (all tricks but one, no point lost)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="50" />
        <source>Stramazetton (all tricks but one by one player, no point lost)</source>
        <translation>Stramazetton (all tricks but one by one player, no point lost)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="67" />
        <source>Declare %1</source>
        <translation>Declare %1</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="76" />
        <source>Deal %1, dealer: %2; %3 leads.</source>
        <translation>Deal %1, dealer: %2; %3 leads.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="79" />
        <source>You take trick %1.</source>
        <translation>You take trick %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="82" />
        <source>You declare %2: 1 mark.</source>
        <translation>You declare %2: 1 mark.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="83" />
        <source>You declare %2: %3 marks.</source>
        <translation>You declare %2: %3 marks.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="85" />
        <source>%1 declares %2: 1 mark.</source>
        <translation>%1 declares %2: 1 mark.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="86" />
        <source>%1 declares %2: %3 marks.</source>
        <translation>%1 declares %2: %3 marks.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="90" />
        <source>Shown: %1.</source>
        <translation>Shown: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="94" />
        <source>Three Sevens: %1 wins a partie at once.</source>
        <translation>Three Sevens: %1 wins a partie at once.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="97" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="100" />
        <source>Trick %1 to %2.</source>
        <translation>Trick %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="103" />
        <source>card points</source>
        <translation>card points</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="104" />
        <source>a declaration</source>
        <translation>a declaration</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="106" />
        <source>%1 lays %2 for %3. Marks: we %4, they %5.</source>
        <translation>%1 lays %2 for %3. Marks: we %4, they %5.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="110" />
        <source>The race is on: both sides can go out in this deal, points count as tricks are taken.</source>
        <translation>The race is on: both sides can go out in this deal, points count as tricks are taken.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="115" />
        <source>Our side wins a double partie: the others laid %1.</source>
        <translation>Our side wins a double partie: the others laid %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="117" />
        <source>The other side wins a double partie: we laid %1.</source>
        <translation>The other side wins a double partie: we laid %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="119" />
        <source>Our side wins the partie; the others laid %1.</source>
        <translation>Our side wins the partie; the others laid %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="121" />
        <source>The other side wins the partie; we laid %1.</source>
        <translation>The other side wins the partie; we laid %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="124" />
        <source>%1 makes a %2: %3 parties.</source>
        <translation>%1 makes a %2: %3 parties.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="128" />
        <source>Deal %1: points %2 to %3. Marks %4 to %5, parties %6 to %7.</source>
        <translation>Deal %1: points %2 to %3. Marks %4 to %5, parties %6 to %7.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="135" />
        <source>The session is over: parties, we %1, they %2.</source>
        <translation>The session is over: parties, we %1, they %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="141" />
        <source>The session is over. Start a new game from the Game menu.</source>
        <translation>The session is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="143" />
        <source>Waiting for the other players.</source>
        <translation>Waiting for the other players.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="147" />
        <source>You may declare now (it is lost after this turn), then play a card.</source>
        <translation>You may declare now (it is lost after this turn), then play a card.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="149" />
        <source>You lead: declare now or at the second trick, then play a card.</source>
        <translation>You lead: declare now or at the second trick, then play a card.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="152" />
        <source>Play a card; follow suit if you can.</source>
        <translation>Play a card; follow suit if you can.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/words.py" line="153" />
        <source>Your lead: play any card.</source>
        <translation>Your lead: play any card.</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="32" />
        <source>One mark for the card points (your side counted %2)</source>
        <translation>One mark for the card points (your side counted %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="34" />
        <source>%1 marks for the card points (your side counted %2)</source>
        <translation>%1 marks for the card points (your side counted %2)</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="38" />
        <source>One mark for a declaration: %2</source>
        <translation>One mark for a declaration: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="39" />
        <source>%1 marks for a declaration: %2</source>
        <translation>%1 marks for a declaration: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="46" />
        <source>Deal %1: your side's marks %2</source>
        <translation>Deal %1: your side's marks %2</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="49" />
        <source>Your side's marks before the deal</source>
        <translation>Your side's marks before the deal</translation>
    </message>
    <message>
        <location filename="../gui/games/tresette/explain.py" line="52" />
        <source>Your side's marks at the start of the partie</source>
        <translation>Your side's marks at the start of the partie</translation>
    </message>
</context>
<context>
    <name>TrickTable</name>
    <message>
        <location filename="../gui/games/piquet/table.py" line="425" />
        <location filename="../gui/games/piquet/table.py" line="428" />
        <source>watching</source>
        <translation>watching</translation>
    </message>
    <message>
        <location filename="../gui/table/sheet.py" line="241" />
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../gui/table/sheet.py" line="242" />
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../gui/table/sheet.py" line="243" />
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="192" />
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="193" />
        <source>Look at the last trick again (key T)</source>
        <translation>Look at the last trick again (key T)</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="194" />
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="196" />
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="197" />
        <source>What would a good player do here? (key H)</source>
        <translation>What would a good player do here? (key H)</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="198" />
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="199" />
        <source>Your discards</source>
        <translation>Your discards</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="287" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="290" />
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="291" />
        <source>Opposite</source>
        <translation>Opposite</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="292" />
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="293" />
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="294" />
        <source>Across left</source>
        <translation>Across left</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="295" />
        <source>Across right</source>
        <translation>Across right</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="337" />
        <source>Deal %1</source>
        <translation>Deal %1</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="350" />
        <source>The game is over. Start a new game from the Game menu.</source>
        <translation>The game is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="356" />
        <source>The deal is over. Click “Next deal” when you are ready.</source>
        <translation>The deal is over. Click “Next deal” when you are ready.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="360" />
        <source>%1 is to play.</source>
        <translation>%1 is to play.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="363" />
        <source>Choose the cards, then press the button.</source>
        <translation>Choose the cards, then press the button.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="364" />
        <source>Play a card: drag it to the middle, click it, or use the arrow keys and Space.</source>
        <translation>Play a card: drag it to the middle, click it, or use the arrow keys and Space.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="366" />
        <source>Choose with a button (or its number key).</source>
        <translation>Choose with a button (or its number key).</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="448" />
        <source>You took the trick. Click the table or press Space to go on.</source>
        <translation>You took the trick. Click the table or press Space to go on.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="450" />
        <source>%1 took the trick. Click the table or press Space to go on.</source>
        <translation>%1 took the trick. Click the table or press Space to go on.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="619" />
        <source>%1, played by %2 players</source>
        <translation>%1, played by %2 players</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="621" />
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="623" />
        <source>House rules: %1</source>
        <translation>House rules: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="624" />
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="631" />
        <source>Take back your last action (Ctrl+Z)</source>
        <translation>Take back your last action (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="634" />
        <source>You took back your last action.</source>
        <translation>You took back your last action.</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="51" />
        <source>%1 said: %2</source>
        <translation>%1 said: %2</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="76" />
        <source>Next deal</source>
        <translation>Next deal</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="141" />
        <source>What the rules say about this</source>
        <translation>What the rules say about this</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="186" />
        <source>Choose cards (%1 chosen)</source>
        <translation>Choose cards (%1 chosen)</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="193" />
        <source>Confirm these %1 cards</source>
        <translation>Confirm these %1 cards</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="216" />
        <source>You may choose only 1 card.</source>
        <translation>You may choose only 1 card.</translation>
    </message>
    <message>
        <location filename="../gui/table/choices.py" line="217" />
        <source>You may choose at most %1 cards.</source>
        <translation>You may choose at most %1 cards.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="707" />
        <source>The last trick: you took it. Click the table or press a key to go back.</source>
        <translation>The last trick: you took it. Click the table or press a key to go back.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="709" />
        <source>The last trick: %1 took it. Click the table or press a key to go back.</source>
        <translation>The last trick: %1 took it. Click the table or press a key to go back.</translation>
    </message>
    <message>
        <location filename="../gui/table/trick.py" line="723" />
        <source>Looking for a good move…</source>
        <translation>Looking for a good move…</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="293" />
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="295" />
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="302" />
        <source>1 card</source>
        <translation>1 card</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="303" />
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="310" />
        <source>Tricks: %1</source>
        <translation>Tricks: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/layout.py" line="334" />
        <source>thinking</source>
        <translation>thinking</translation>
    </message>
</context>
<context>
    <name>Trictrac</name>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="220" />
        <location filename="../gui/games/trictrac/words.py" line="251" />
        <source>The partie is over.</source>
        <extracomment>the marker on the board (made with the board's items, :meth:`build`)</extracomment>
        <translation>The partie is over.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="221" />
        <source>You win the partie!</source>
        <translation>You win the partie!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="222" />
        <source>Your opponent wins the partie.</source>
        <translation>Your opponent wins the partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="228" />
        <source>Two holes en bredouille!</source>
        <translation>Two holes en bredouille!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="229" />
        <source>Your opponent: two holes en bredouille</source>
        <translation>Your opponent: two holes en bredouille</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="230" />
        <source>A hole for you!</source>
        <translation>A hole for you!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="231" />
        <source>A hole for your opponent</source>
        <translation>A hole for your opponent</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="234" />
        <source>You win the game!</source>
        <translation>You win the game!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="235" />
        <source>Your opponent wins the game</source>
        <translation>Your opponent wins the game</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="237" />
        <source>Going out: the stones are set out again</source>
        <translation>Going out: the stones are set out again</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="251" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="258" />
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="259" />
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="263" />
        <source>%1 · %2 points · games %3</source>
        <translation>%1 · %2 points · games %3</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="266" />
        <source>%1 · %2 points · 1 hole</source>
        <translation>%1 · %2 points · 1 hole</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="267" />
        <source>%1 · %2 points · %3 holes</source>
        <translation>%1 · %2 points · %3 holes</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="270" />
        <source>en bredouille</source>
        <translation>en bredouille</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="273" />
        <source>%1 borne off</source>
        <translation>%1 borne off</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="279" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="281" />
        <source>Games won (value)</source>
        <translation>Games won (value)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="282" />
        <source>Game of</source>
        <translation>Game of</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="284" />
        <source>Holes</source>
        <translation>Holes</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="285" />
        <source>Partie of</source>
        <translation>Partie of</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/table.py" line="311" />
        <source>Now the other number (Ctrl+Z or Backspace takes the stone back).</source>
        <translation>Now the other number (Ctrl+Z or Backspace takes the stone back).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="20" />
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="20" />
        <source>deuce</source>
        <translation>deuce</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="21" />
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="21" />
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="22" />
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="22" />
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="28" />
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="29" />
        <source>ambesas</source>
        <translation>ambesas</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="29" />
        <source>double deux</source>
        <translation>double deux</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="30" />
        <source>ternes</source>
        <translation>ternes</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="30" />
        <source>carnes</source>
        <translation>carnes</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="31" />
        <source>quines</source>
        <translation>quines</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="31" />
        <source>sonnés</source>
        <translation>sonnés</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="32" />
        <source>%1 (%2 and %3)</source>
        <translation>%1 (%2 and %3)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="40" />
        <source>off the board</source>
        <translation>off the board</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="42" />
        <source>your talon</source>
        <translation>your talon</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="44" />
        <source>your coin</source>
        <translation>your coin</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="46" />
        <source>the opponent's coin</source>
        <translation>the opponent's coin</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="48" />
        <source>the opponent's talon</source>
        <translation>the opponent's talon</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="49" />
        <source>point %1</source>
        <translation>point %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="58" />
        <source>nothing can be played</source>
        <translation>nothing can be played</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="65" />
        <source>one stone: %1 → %2 (%3 and %4)</source>
        <translation>one stone: %1 → %2 (%3 and %4)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="70" />
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="76" />
        <source>(the coin taken by force)</source>
        <translation>(the coin taken by force)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="82" />
        <source>in one way</source>
        <translation>in one way</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="84" />
        <source>in two ways</source>
        <translation>in two ways</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="86" />
        <source>in three ways</source>
        <translation>in three ways</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="94" />
        <source>jan de trois coups</source>
        <translation>jan de trois coups</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="95" />
        <source>jan de deux tables</source>
        <translation>jan de deux tables</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="96" />
        <source>contre-jan de deux tables</source>
        <translation>contre-jan de deux tables</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="97" />
        <source>jan de mézéas</source>
        <translation>jan de mézéas</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="98" />
        <source>contre-jan de mézéas</source>
        <translation>contre-jan de mézéas</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="99" />
        <source>petit jan made</source>
        <translation>petit jan made</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="100" />
        <source>grand jan made</source>
        <translation>grand jan made</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="101" />
        <source>jan de retour made</source>
        <translation>jan de retour made</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="102" />
        <source>petit jan held</source>
        <translation>petit jan held</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="103" />
        <source>grand jan held</source>
        <translation>grand jan held</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="104" />
        <source>jan de retour held</source>
        <translation>jan de retour held</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="105" />
        <source>true hit</source>
        <translation>true hit</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="106" />
        <source>false hit</source>
        <translation>false hit</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="107" />
        <source>the empty coin hit</source>
        <translation>the empty coin hit</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="108" />
        <source>a number that cannot be played</source>
        <translation>a number that cannot be played</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="109" />
        <source>first to bear off</source>
        <translation>first to bear off</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="110" />
        <source>points marked</source>
        <translation>points marked</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="111" />
        <source>sent to school</source>
        <translation>sent to school</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="129" />
        <source>on %1</source>
        <translation>on %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="131" />
        <source>(by your throw)</source>
        <translation>(by your throw)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="132" />
        <source>(by %1's throw)</source>
        <translation>(by %1's throw)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="133" />
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="134" />
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="135" />
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="146" />
        <source>The rules do not allow that move here.</source>
        <translation>The rules do not allow that move here.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="152" />
        <source>holes</source>
        <translation>holes</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="158" />
        <source>Nothing can be played</source>
        <translation>Nothing can be played</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="161" />
        <source>Go out (set the stones out again)</source>
        <translation>Go out (set the stones out again)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="163" />
        <source>Stay (play on)</source>
        <translation>Stay (play on)</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="166" />
        <source>Mark nothing</source>
        <translation>Mark nothing</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="167" />
        <source>Mark 1 point</source>
        <translation>Mark 1 point</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="168" />
        <source>Mark %1 points</source>
        <translation>Mark %1 points</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="170" />
        <source>Send your opponent to school</source>
        <translation>Send your opponent to school</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="172" />
        <source>Let it pass</source>
        <translation>Let it pass</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="181" />
        <source>Opening throw: White %1, Black %2.</source>
        <translation>Opening throw: White %1, Black %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="184" />
        <source>Equal: again.</source>
        <translation>Equal: again.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="185" />
        <source>%1 begins.</source>
        <translation>%1 begins.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="188" />
        <source>You throw %2.</source>
        <translation>You throw %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="189" />
        <source>%1 throws %2.</source>
        <translation>%1 throws %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="264" />
        <source>You threw %1.</source>
        <translation>You threw %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="196" />
        <source>You play: %2.</source>
        <translation>You play: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="197" />
        <source>%1 plays: %2.</source>
        <translation>%1 plays: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="203" />
        <source>You cannot play: %2.</source>
        <translation>You cannot play: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="204" />
        <source>%1 cannot play: %2.</source>
        <translation>%1 cannot play: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="208" />
        <source>You win two holes en bredouille (%2 in all).</source>
        <translation>You win two holes en bredouille (%2 in all).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="209" />
        <source>%1 wins two holes en bredouille (%2 in all).</source>
        <translation>%1 wins two holes en bredouille (%2 in all).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="212" />
        <source>You win a hole (%2 in all).</source>
        <translation>You win a hole (%2 in all).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="213" />
        <source>You win %3 holes (%2 in all).</source>
        <translation>You win %3 holes (%2 in all).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="215" />
        <source>%1 wins a hole (%2 in all).</source>
        <translation>%1 wins a hole (%2 in all).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="216" />
        <source>%1 wins %3 holes (%2 in all).</source>
        <translation>%1 wins %3 holes (%2 in all).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="219" />
        <source>You may go out or stay.</source>
        <translation>You may go out or stay.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="220" />
        <source>%1 may go out or stay.</source>
        <translation>%1 may go out or stay.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="222" />
        <source>You go out: the stones are set out again.</source>
        <translation>You go out: the stones are set out again.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="223" />
        <source>%1 goes out: the stones are set out again.</source>
        <translation>%1 goes out: the stones are set out again.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="225" />
        <source>You stay and play on.</source>
        <translation>You stay and play on.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="226" />
        <source>%1 stays and plays on.</source>
        <translation>%1 stays and plays on.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="228" />
        <source>You have borne off every stone.</source>
        <translation>You have borne off every stone.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="229" />
        <source>%1 has borne off every stone.</source>
        <translation>%1 has borne off every stone.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="231" />
        <source>The stones are taken up.</source>
        <translation>The stones are taken up.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="233" />
        <source>You mark %2 points.</source>
        <translation>You mark %2 points.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="234" />
        <source>%1 marks %2 points.</source>
        <translation>%1 marks %2 points.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="239" />
        <source>You let the marking pass.</source>
        <translation>You let the marking pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="240" />
        <source>You send your opponent to school: %2 points.</source>
        <translation>You send your opponent to school: %2 points.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="242" />
        <source>%1 lets the marking pass.</source>
        <translation>%1 lets the marking pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="243" />
        <source>%1 sends you to school: %2 points.</source>
        <translation>%1 sends you to school: %2 points.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="246" />
        <source>You win the game (value %2).</source>
        <translation>You win the game (value %2).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="247" />
        <source>%1 wins the game (value %2).</source>
        <translation>%1 wins the game (value %2).</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="252" />
        <source>You win the partie.</source>
        <translation>You win the partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="253" />
        <source>%1 wins the partie.</source>
        <translation>%1 wins the partie.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="255" />
        <source>A partie bredouille!</source>
        <translation>A partie bredouille!</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="266" />
        <source>Move a stone: drag it to a lit point, or click it and then the point (one stone may take both numbers), or use the arrow keys and Space.</source>
        <translation>Move a stone: drag it to a lit point, or click it and then the point (one stone may take both numbers), or use the arrow keys and Space.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="270" />
        <source>You won a hole with your own throw: go out (the stones are set out again) or stay and play on?</source>
        <translation>You won a hole with your own throw: go out (the stones are set out again) or stay and play on?</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="273" />
        <source>École: mark the points your throw has won.</source>
        <translation>École: mark the points your throw has won.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/words.py" line="275" />
        <source>École: did your opponent mark what was due? Send him to school or let it pass.</source>
        <translation>École: did your opponent mark what was due? Send him to school or let it pass.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="44" />
        <source>Your points: %1</source>
        <translation>Your points: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="46" />
        <source>Carried over after the last hole</source>
        <translation>Carried over after the last hole</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="47" />
        <source>Since the points last began again</source>
        <translation>Since the points last began again</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="49" />
        <source>Twelve points make a hole.</source>
        <translation>Twelve points make a hole.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="67" />
        <source>Two holes (bredouille) for %1 points: %2</source>
        <translation>Two holes (bredouille) for %1 points: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="68" />
        <source>One hole for %1 points: %2</source>
        <translation>One hole for %1 points: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="76" />
        <location filename="../gui/games/trictrac/explain.py" line="103" />
        <source>Your holes: %1</source>
        <translation>Your holes: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="78" />
        <source>Holes before</source>
        <translation>Holes before</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="87" />
        <source>A game won, the loser at %1 points</source>
        <translation>A game won, the loser at %1 points</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="89" />
        <source>Your games won: %1</source>
        <translation>Your games won: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="97" />
        <source>A game of %1 points</source>
        <translation>A game of %1 points</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="98" />
        <source>Your points in this game: %1</source>
        <translation>Your points in this game: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="99" />
        <source>Points still to make: %1</source>
        <translation>Points still to make: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="102" />
        <source>A partie of %1 holes</source>
        <translation>A partie of %1 holes</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="104" />
        <source>Holes still to take: %1</source>
        <translation>Holes still to take: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="111" />
        <source>You have won the game.</source>
        <translation>You have won the game.</translation>
    </message>
    <message>
        <location filename="../gui/games/trictrac/explain.py" line="112" />
        <source>You have won the partie.</source>
        <translation>You have won the partie.</translation>
    </message>
</context>
<context>
    <name>Verkehren</name>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="241" />
        <location filename="../gui/games/verkehren/words.py" line="194" />
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="242" />
        <source>You win the match!</source>
        <translation>You win the match!</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="243" />
        <source>Your opponent wins the match.</source>
        <translation>Your opponent wins the match.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="250" />
        <source>You win: %1</source>
        <translation>You win: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="252" />
        <source>Your opponent wins: %1</source>
        <translation>Your opponent wins: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="255" />
        <source>Your opponent offers a single loss</source>
        <translation>Your opponent offers a single loss</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="257" />
        <source>Your opponent refuses: play on</source>
        <translation>Your opponent refuses: play on</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="260" />
        <source>Junker: no field free to enter</source>
        <translation>Junker: no field free to enter</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="261" />
        <source>Your opponent is Junker</source>
        <translation>Your opponent is Junker</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="273" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="280" />
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="281" />
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="283" />
        <source>%1 · 1 point</source>
        <translation>%1 · 1 point</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="284" />
        <source>%1 · %2 points</source>
        <translation>%1 · %2 points</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="286" />
        <source>1 band</source>
        <translation>1 band</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="287" />
        <source>%1 bands</source>
        <translation>%1 bands</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="290" />
        <source>%1 to enter</source>
        <translation>%1 to enter</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="293" />
        <source>%1 borne off</source>
        <translation>%1 borne off</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="301" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="302" />
        <source>Bands (limit %1)</source>
        <translation>Bands (limit %1)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="304" />
        <source>Match of</source>
        <translation>Match of</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="325" />
        <source>Click again to concede</source>
        <translation>Click again to concede</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="327" />
        <source>Click again to offer</source>
        <translation>Click again to offer</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="332" />
        <source>Your opponent considers your offer.</source>
        <translation>Your opponent considers your offer.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/table.py" line="334" />
        <source>Now the next number (Ctrl+Z or Backspace takes the stone back).</source>
        <translation>Now the next number (Ctrl+Z or Backspace takes the stone back).</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="21" />
        <source>%1 and %1 (a doublet, played four times)</source>
        <translation>%1 and %1 (a doublet, played four times)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="22" />
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="28" />
        <source>off the board</source>
        <translation>off the board</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="30" />
        <source>borne off</source>
        <translation>borne off</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="32" />
        <source>your Mahl</source>
        <translation>your Mahl</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="34" />
        <source>your Hücke</source>
        <translation>your Hücke</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="36" />
        <source>the opponent's Mahl</source>
        <translation>the opponent's Mahl</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="38" />
        <source>your corner</source>
        <translation>your corner</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="39" />
        <source>field %1</source>
        <translation>field %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="50" />
        <source>nothing can be played</source>
        <translation>nothing can be played</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="54" />
        <source>a stone enters on %1 (%2)</source>
        <translation>a stone enters on %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="57" />
        <source>%1 borne off (%2)</source>
        <translation>%1 borne off (%2)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="60" />
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="67" />
        <source>Your opponent offers to give this game up: you would win it single, one point. Do you accept, or refuse and play on (for a double, at the risk of losing)?</source>
        <translation>Your opponent offers to give this game up: you would win it single, one point. Do you accept, or refuse and play on (for a double, at the risk of losing)?</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="74" />
        <source>single, by bearing off first</source>
        <translation>single, by bearing off first</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="75" />
        <source>single, the game conceded</source>
        <translation>single, the game conceded</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="76" />
        <source>double, every stone piled on the last field</source>
        <translation>double, every stone piled on the last field</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="77" />
        <source>double: made Jan, no field left to enter</source>
        <translation>double: made Jan, no field left to enter</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="78" />
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="79" />
        <source>single</source>
        <translation>single</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="89" />
        <source>The rules do not allow that move here.</source>
        <translation>The rules do not allow that move here.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="95" />
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="101" />
        <source>Nothing can be played</source>
        <translation>Nothing can be played</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="104" />
        <source>Take two stones out of the band on %1</source>
        <translation>Take two stones out of the band on %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="107" />
        <source>Let the bands stand and hit them</source>
        <translation>Let the bands stand and hit them</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="109" />
        <source>Concede the game (a single loss)</source>
        <translation>Concede the game (a single loss)</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="111" />
        <source>Offer a single loss</source>
        <translation>Offer a single loss</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="113" />
        <source>Accept: you win single</source>
        <translation>Accept: you win single</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="115" />
        <source>Refuse: play on</source>
        <translation>Refuse: play on</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="122" />
        <source>The stones are set on the Mahl; you throw first.</source>
        <translation>The stones are set on the Mahl; you throw first.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="124" />
        <source>The stones are set on the Mahl; %1 throws first.</source>
        <translation>The stones are set on the Mahl; %1 throws first.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="128" />
        <source>Throw for the first move: White %1, Black %2.</source>
        <translation>Throw for the first move: White %1, Black %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="132" />
        <source>Equal: again.</source>
        <translation>Equal: again.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="133" />
        <source>%1 begins.</source>
        <translation>%1 begins.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="136" />
        <source>You throw %2.</source>
        <translation>You throw %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="137" />
        <source>%1 throws %2.</source>
        <translation>%1 throws %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="140" />
        <source>You are Junker: %2 stones to enter, %3 free fields.</source>
        <translation>You are Junker: %2 stones to enter, %3 free fields.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="142" />
        <source>%1 is Junker: %2 stones to enter, %3 free fields.</source>
        <translation>%1 is Junker: %2 stones to enter, %3 free fields.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="146" />
        <source>You play: %2.</source>
        <translation>You play: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="147" />
        <source>%1 plays: %2.</source>
        <translation>%1 plays: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="153" />
        <source>You hit a stone on %2.</source>
        <translation>You hit a stone on %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="154" />
        <source>You hit a band of %3 stones on %2.</source>
        <translation>You hit a band of %3 stones on %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="156" />
        <source>%1 hits your stone on %2.</source>
        <translation>%1 hits your stone on %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="157" />
        <source>%1 hits your band of %3 stones on %2.</source>
        <translation>%1 hits your band of %3 stones on %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="161" />
        <source>You cannot play: %2.</source>
        <translation>You cannot play: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="162" />
        <source>%1 cannot play: %2.</source>
        <translation>%1 cannot play: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="165" />
        <source>You have %2 bands, more than the %3 agreed.</source>
        <translation>You have %2 bands, more than the %3 agreed.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="166" />
        <source>%1 has %2 bands, more than the %3 agreed.</source>
        <translation>%1 has %2 bands, more than the %3 agreed.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="170" />
        <source>You keep the right to hit the bands.</source>
        <translation>You keep the right to hit the bands.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="171" />
        <source>%1 keeps the right to hit your bands.</source>
        <translation>%1 keeps the right to hit your bands.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="173" />
        <source>Two stones of the opponent's band on %2 are taken out.</source>
        <translation>Two stones of the opponent's band on %2 are taken out.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="174" />
        <source>%1 has two stones of your band on %2 taken out.</source>
        <translation>%1 has two stones of your band on %2 taken out.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="177" />
        <source>You offer to give the game up as a single loss.</source>
        <translation>You offer to give the game up as a single loss.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="178" />
        <source>%1 offers to give the game up as a single loss.</source>
        <translation>%1 offers to give the game up as a single loss.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="182" />
        <source>You accept the offer.</source>
        <translation>You accept the offer.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="183" />
        <source>%1 accepts your offer.</source>
        <translation>%1 accepts your offer.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="184" />
        <source>You refuse the offer: %2 plays on.</source>
        <translation>You refuse the offer: %2 plays on.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="185" />
        <source>%1 refuses your offer: you play on.</source>
        <translation>%1 refuses your offer: you play on.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="189" />
        <source>You win the game: %2.</source>
        <translation>You win the game: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="190" />
        <source>%1 wins the game: %2.</source>
        <translation>%1 wins the game: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="195" />
        <source>You win the match.</source>
        <translation>You win the match.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="196" />
        <source>%1 wins the match.</source>
        <translation>%1 wins the match.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="204" />
        <source>You threw %1.</source>
        <translation>You threw %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="208" />
        <source>Enter your stones first: drag one from the bar onto a lit field of your entry area.</source>
        <translation>Enter your stones first: drag one from the bar onto a lit field of your entry area.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="211" />
        <source>Move a stone: drag it to a lit field, or click it and then the field, or use the arrow keys and Space.</source>
        <translation>Move a stone: drag it to a lit field, or click it and then the field, or use the arrow keys and Space.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/words.py" line="215" />
        <source>Your opponent has more bands than agreed: choose the penalty.</source>
        <translation>Your opponent has more bands than agreed: choose the penalty.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="26" />
        <source>Game %1 won: %2</source>
        <translation>Game %1 won: %2</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="28" />
        <location filename="../gui/games/verkehren/explain.py" line="54" />
        <source>Your points: %1</source>
        <translation>Your points: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="39" />
        <source>A band of %1 stones on %2</source>
        <translation>A band of %1 stones on %2</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="42" />
        <source>Your bands: %1</source>
        <translation>Your bands: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="44" />
        <source>You may have at most %1 bands in the Hücke and on your own side; more are punished.</source>
        <translation>You may have at most %1 bands in the Hücke and on your own side; more are punished.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="46" />
        <source>Under the rules in force any number of bands may stand.</source>
        <translation>Under the rules in force any number of bands may stand.</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="53" />
        <source>A match of %1 points</source>
        <translation>A match of %1 points</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="56" />
        <source>Points still to win: %1</source>
        <translation>Points still to win: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/verkehren/explain.py" line="58" />
        <source>A single game counts one point, a double two.</source>
        <translation>A single game counts one point, a double two.</translation>
    </message>
</context>
<context>
    <name>Whist</name>
    <message>
        <location filename="../gui/games/whist/table.py" line="39" />
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="42" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="42" />
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="43" />
        <source>Honours</source>
        <translation>Honours</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="43" />
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="64" />
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="65" />
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="67" />
        <source>(lurch)</source>
        <translation>(lurch)</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="76" />
        <source>Game %1: we %2, they %3 (game at %4)</source>
        <translation>Game %1: we %2, they %3 (game at %4)</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="80" />
        <source>Games won: we %1, they %2</source>
        <translation>Games won: we %1, they %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="82" />
        <source>Stakes: we %1, they %2</source>
        <translation>Stakes: we %1, they %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="108" />
        <source>turned up: %1</source>
        <translation>turned up: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="111" />
        <source>called at eight</source>
        <translation>called at eight</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="128" />
        <source>Trumps: %1</source>
        <translation>Trumps: %1</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="136" />
        <source>Tricks: we %1, they %2</source>
        <translation>Tricks: we %1, they %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="138" />
        <source>Score: we %1, they %2</source>
        <translation>Score: we %1, they %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/table.py" line="153" />
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="25" />
        <source>Our side</source>
        <translation>Our side</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="26" />
        <source>The other side</source>
        <translation>The other side</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="41" />
        <source>Call the game</source>
        <translation>Call the game</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="43" />
        <source>No call</source>
        <translation>No call</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="52" />
        <source>Draw for partners: %1.</source>
        <translation>Draw for partners: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="55" />
        <source>Equal cards: everybody draws again.</source>
        <translation>Equal cards: everybody draws again.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="57" />
        <source>Partners sit opposite; first dealer: %1.</source>
        <translation>Partners sit opposite; first dealer: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="60" />
        <source>Deal %1, dealer: %2.</source>
        <translation>Deal %1, dealer: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="63" />
        <source>Turned up: %1. Trumps are %2.</source>
        <translation>Turned up: %1. Trumps are %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="66" />
        <source>Call at eight: %1.</source>
        <translation>Call at eight: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="69" />
        <source>The call stands: %1 honours shown (%2).</source>
        <translation>The call stands: %1 honours shown (%2).</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="71" />
        <source>The call fails: the partner holds no honour.</source>
        <translation>The call fails: the partner holds no honour.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="73" />
        <source>No call: %1.</source>
        <translation>No call: %1.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="75" />
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="78" />
        <source>The dealer takes the turned card into the hand.</source>
        <translation>The dealer takes the turned card into the hand.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="80" />
        <source>Trick %1 to %2.</source>
        <translation>Trick %1 to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="83" />
        <source>tricks over six</source>
        <translation>tricks over six</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="84" />
        <source>honours</source>
        <translation>honours</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="85" />
        <source>honours called at eight</source>
        <translation>honours called at eight</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="86" />
        <source>a revoke</source>
        <translation>a revoke</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="87" />
        <source>%1 marks %2 for %3.</source>
        <translation>%1 marks %2 for %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="92" />
        <source>Deal %1: won by a call at eight. Score %2 to %3.</source>
        <translation>Deal %1: won by a call at eight. Score %2 to %3.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="94" />
        <source>Deal %1: tricks %2 to %3, honours %4 to %5. Score %6 to %7.</source>
        <translation>Deal %1: tricks %2 to %3, honours %4 to %5. Score %6 to %7.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="102" />
        <source>Your side wins the game %1 to %2, the others in the lurch: two stakes.</source>
        <translation>Your side wins the game %1 to %2, the others in the lurch: two stakes.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="104" />
        <source>The other side wins the game %1 to %2, your side in the lurch: two stakes.</source>
        <translation>The other side wins the game %1 to %2, your side in the lurch: two stakes.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="106" />
        <source>Your side wins the game %1 to %2: one stake.</source>
        <translation>Your side wins the game %1 to %2: one stake.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="107" />
        <source>The other side wins the game %1 to %2: one stake.</source>
        <translation>The other side wins the game %1 to %2: one stake.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="113" />
        <source>Your side wins the rubber, %1 games to %2.</source>
        <translation>Your side wins the rubber, %1 games to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="114" />
        <source>The other side wins the rubber, %1 games to %2.</source>
        <translation>The other side wins the rubber, %1 games to %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="118" />
        <source>The session is over: your side %1 stakes, the other side %2.</source>
        <translation>The session is over: your side %1 stakes, the other side %2.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="124" />
        <source>The session is over. Start a new game from the Game menu.</source>
        <translation>The session is over. Start a new game from the Game menu.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="126" />
        <source>Waiting for the other players.</source>
        <translation>Waiting for the other players.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="128" />
        <source>Your side stands at eight and you hold two honours: call for the game, or play on.</source>
        <translation>Your side stands at eight and you hold two honours: call for the game, or play on.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="132" />
        <source>Play a card; follow suit if you can.</source>
        <translation>Play a card; follow suit if you can.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/words.py" line="133" />
        <source>Your lead: play any card.</source>
        <translation>Your lead: play any card.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="24" />
        <source>%1 tricks, %2 over six: a point each</source>
        <translation>%1 tricks, %2 over six: a point each</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="27" />
        <source>Your side held %1 of the four honours</source>
        <translation>Your side held %1 of the four honours</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="30" />
        <source>Honours called at eight and shown</source>
        <translation>Honours called at eight and shown</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="32" />
        <source>The penalty for a revoke</source>
        <translation>The penalty for a revoke</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="34" />
        <source>Deal %1: your side's score %2</source>
        <translation>Deal %1: your side's score %2</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="37" />
        <source>Your side's score before the deal</source>
        <translation>Your side's score before the deal</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="39" />
        <source>Your side marked nothing in this deal.</source>
        <translation>Your side marked nothing in this deal.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="45" />
        <source>The game is won: one stake.</source>
        <translation>The game is won: one stake.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="46" />
        <source>The game is lost: one stake.</source>
        <translation>The game is lost: one stake.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="48" />
        <source>The game is won: %1 stakes.</source>
        <translation>The game is won: %1 stakes.</translation>
    </message>
    <message>
        <location filename="../gui/games/whist/explain.py" line="49" />
        <source>The game is lost: %1 stakes.</source>
        <translation>The game is lost: %1 stakes.</translation>
    </message>
</context>
</TS>