"""Our German wording for Piquet's own texts (its table and its words), by English
source text; ``translations/german.py`` gathers it with every other game's ``german.py``."""

DE = {
    'aces': 'Asse',
    'kings': 'Könige',
    'queens': 'Damen',
    'jacks': 'Buben',
    'tens': 'Zehnen',
    'ace': 'Ass',
    'king': 'König',
    'queen': 'Dame',
    'jack': 'Bube',
    'ten': 'Zehn',
    'clubs': 'Kreuz',
    'diamonds': 'Karo',
    'hearts': 'Herz',
    'spades': 'Pik',
    'Tierce': 'Terz',
    'Quart': 'Quart',
    'Quint': 'Quint',
    'Sixième': 'Sext',
    'Septième': 'Septime',
    'Huitième': 'Oktave',
    'point': 'Punkt',
    'sequence': 'Sequenz',
    'set': 'Satz',
    'Point of %1': 'Punkt von %1',
    'Making %1': 'Macht %1',
    'To the %1': 'Bis %1',
    'Fourteen %1': 'Quatorze %1',
    'Three %1': 'Drei %1',
    'Nothing to show': 'Nichts anzusagen',
    'Good': 'Gut',
    'Not good': 'Nicht gut',
    'Equal': 'Gleich',
    'I count nothing': 'Ich zähle nichts',
    'I count: %1': 'Ich zähle: %1',
    'Show the talon cards left': 'Die liegen gebliebenen Talonkarten zeigen',
    'Leave the talon cards hidden': 'Die Talonkarten verdeckt lassen',
    'Look at the talon, leading %1': 'Den Talon ansehen und %1 ausspielen',
    'Do not look at the talon': 'Den Talon nicht ansehen',
    'I shall exchange %1': 'Ich kaufe %1',
    'I deal': 'Ich gebe',
    'You deal': 'Sie geben',
    'Exchange %1': 'Ablegen und kaufen: %1',
    'You deal first.': 'Sie geben zuerst.',
    'Your opponent deals first.': 'Ihr Gegner gibt zuerst.',
    'Deal %1: you deal.': 'Spiel %1: Sie geben.',
    'Deal %1: your opponent deals.': 'Spiel %1: Ihr Gegner gibt.',
    'You have carte blanche!': 'Sie haben Carte blanche!',
    'Your opponent has carte blanche!': 'Ihr Gegner hat Carte blanche!',
    'You exchanged %1 cards.': 'Sie haben %1 Karten gekauft.',
    'Your opponent exchanged %1 cards.': 'Ihr Gegner hat %1 Karten gekauft.',
    'You score %1 for %2 (count %3).': 'Sie zählen %1 für %2 (Stand %3).',
    'Your opponent scores %1 for %2 (count %3).': 'Ihr Gegner zählt %1 für %2 (Stand %3).',
    'You take trick %1.': 'Sie machen Stich %1.',
    'Your opponent takes trick %1.': 'Ihr Gegner macht Stich %1.',
    'The tricks are split six and six.': 'Die Stiche stehen sechs zu sechs.',
    'Deal ends: you %1, opponent %2.': 'Spiel zu Ende: Sie %1, Gegner %2.',
    'The partie ends in a draw.': 'Die Partie endet unentschieden.',
    'You won the partie.': 'Sie haben die Partie gewonnen.',
    'Your opponent won the partie.': 'Ihr Gegner hat die Partie gewonnen.',
    'You show %1.': 'Sie zeigen %1.',
    'Your opponent shows %1.': 'Ihr Gegner zeigt %1.',
    'You show your carte blanche.': 'Sie zeigen Ihre Carte blanche.',
    'Your opponent shows the carte blanche.': 'Ihr Gegner zeigt die Carte blanche.',
    'You look at the talon and must lead %1.': 'Sie sehen den Talon an und müssen %1 ausspielen.',
    'Your opponent looks at the talon and must lead %1.':
        'Ihr Gegner sieht den Talon an und muss %1 ausspielen.',
    'The talon cards nobody took are shown: %1.':
        'Die nicht gekauften Talonkarten liegen offen: %1.',
    'The repique counts as a partie won.': 'Das Repique zählt als gewonnene Partie.',
    'leading': 'Ausspielen',
    'winning the trick': 'den Stich',
    'the last trick': 'den letzten Stich',
    'the cards': 'die Karten',
    'capot': 'Capot',
    'carte blanche': 'Carte blanche',
    'carte rouge': 'Carte rouge',
    'Leading': 'Ausspielen',
    'Trick won': 'Stich gewonnen',
    'The cards': 'Die Karten',
    'Capot': 'Capot',
    'Carte blanche': 'Carte blanche',
    'Carte rouge': 'Carte rouge',
    'Pique!': 'Pique!',
    'Repique!': 'Repique!',
    'Capot!': 'Capot!',
    'Carte rouge!': 'Carte rouge!',
    'Carte blanche!': 'Carte blanche!',
    'Your opponent is thinking…': 'Ihr Gegner überlegt …',
    'Choose %1 to %2 cards to discard (drag them to your discard pile or click them), then press Exchange.':
        'Wählen Sie %1 bis %2 Karten zum Ablegen (auf Ihren Ablagestapel ziehen oder anklicken) und drücken Sie dann „Kaufen“.',
    'Declare: your best call is chosen; pick a lower one to sink.':
        'Ansagen: Ihre beste Ansage ist vorgewählt; eine niedrigere verschweigt den Rest.',
    "Answer your opponent's declaration.": 'Antworten Sie auf die Ansage Ihres Gegners.',
    'Count what your opponent left to you.': 'Zählen Sie, was Ihr Gegner Ihnen überlassen hat.',
    'You may look at the talon cards left, naming the suit you will lead.':
        'Sie dürfen die übrigen Talonkarten ansehen und nennen dafür die Farbe, die Sie ausspielen.',
    'You may show the talon cards nobody took.':
        'Sie dürfen die Talonkarten aufdecken, die niemand gekauft hat.',
    'Carte blanche: say how many cards you will exchange.':
        'Carte blanche: Sagen Sie, wie viele Karten Sie kaufen.',
    'You drew the higher card: choose who deals.':
        'Sie haben die höhere Karte gezogen: Wählen Sie, wer gibt.',
    'Declarations and calls': 'Ansagen und Zurufe',
    "Opponent's discards": 'Ablage des Gegners',
    'Talon': 'Talon',
    'Trick': 'Stich',
    'The partie is over. Start a new game from the Game menu.':
        'Die Partie ist vorbei. Ein neues Spiel beginnt im Menü „Spiel“.',
    'The opponent tried an illegal move: %1': 'Der Gegner wollte einen unerlaubten Zug machen: %1',
    'The opponent %1 is not available; the random player takes the seat.':
        'Der Gegner %1 ist nicht vorhanden; der Zufallsspieler nimmt den Platz ein.',
    'first to %1 points': 'wer zuerst %1 Punkte hat',
    'six deals, rubicon 100': 'sechs Spiele, Rubikon 100',
    'Exchange': 'Kaufen',
    'Sink: %1': 'Verschweigen: %1',
    'Exchange %1 cards': '%1 Karten kaufen',
    'Trick %1: %2 led %3, %4 played %5 — %6 took it':
        'Stich %1: %2 spielte %3 aus, %4 gab %5 zu — %6 bekam ihn',
    'Tricks played': 'Gespielte Stiche',
    'Your tricks: %1': 'Ihre Stiche: %1',
    "Opponent's tricks: %1": 'Stiche des Gegners: %1',
    'Count\nYou: %1\nOpponent: %2': 'Stand\nSie: %1\nGegner: %2',
    'Partie: %1 – %2': 'Partie: %1 – %2',
    'Next deal': 'Nächstes Spiel',
    'Deal %1 is over: you %2, your opponent %3. Click “Next deal” when you are ready.':
        'Spiel %1 ist aus: Sie %2, Ihr Gegner %3. Klicken Sie auf „Nächstes Spiel“, wenn Sie so weit sind.',
    'What the rules say about this': 'Was die Regeln dazu sagen',
    'What would a strong player do here, and why? (key H)':
        'Was würde ein starker Spieler hier tun, und warum? (Taste H)',
    'Looking for the best move…': 'Der beste Zug wird gesucht…',
    'No hint could be worked out: %1': 'Es ließ sich kein Tipp finden: %1',
    '%1 of %2': '%2-%1',
    'Play the %1: in %2 deals that fit what you know, your balance of the points still to come is %3 on average with it, %4 better than with any other card.':
        'Spielen Sie %1: In %2 Verteilungen, die zu Ihrem Wissen passen, ist Ihre Bilanz der noch kommenden Punkte damit im Mittel %3, %4 besser als mit jeder anderen Karte.',
    'Play the %1: every card you may play gives the same balance of the points still to come, %2.':
        'Spielen Sie %1: Jede erlaubte Karte ergibt dieselbe Bilanz der noch kommenden Punkte, %2.',
    'Play the %1: the cards you may play are equal now, any of them will do.':
        'Spielen Sie %1: Ihre erlaubten Karten sind jetzt gleichwertig, jede tut es.',
    'Discard %1: over many possible talons this keeps the best balance of points from declarations and play (%2 on average).':
        'Legen Sie %1 ab: Über viele mögliche Talons bleibt so die beste Bilanz aus Ansagen und Spiel (%2 im Mittel).',
    'Say “%1”: your best holding in this category; keeping it back gains nothing here.':
        'Sagen Sie „%1“: Ihr Bestes in dieser Kategorie; Zurückhalten bringt hier nichts.',
    'Answer “%1”: your cards decide it, and the true answer scores what you hold.':
        'Antworten Sie „%1“: Ihre Karten entscheiden es, und die wahre Antwort zählt, was Sie haben.',
    'Choose “%1”: the strong computer player would do so here.':
        'Wählen Sie „%1“: So würde der starke Computerspieler hier handeln.',
    # Piquet for three and four: the log names every seat
    "Deal %1: you deal.": "Spiel %1: Sie geben.",
    "Deal %1: %2 deals.": "Spiel %1: %2 gibt.",
    "Partie %1: %2 against %3.": "Partie %1: %2 gegen %3.",
    "%2 exchanged %1 cards.": "%2 hat %1 Karten gekauft.",
    "You score %1 for %2.": "Sie zählen %1 für %2.",
    "%3 scores %1 for %2.": "%3 zählt %1 für %2.",
    "%2 shows %1.": "%2 zeigt %1.",
    "You take trick %1.": "Sie machen Stich %1.",
    "%2 takes trick %1.": "%2 macht Stich %1.",
    "The deal is over.": "Das Spiel ist aus.",
    "The partie is over.": "Die Partie ist aus.",
    "The game is over.": "Die Runde ist aus.",
    "you": "Sie",
    # hints: one plain sentence, the figures on request
    'Play the %1: it promises you the most of the points still to come.':
        'Spielen Sie %1: Das verspricht Ihnen die meisten der noch kommenden Punkte.',
    'Play the %1: every card you may play comes to the same here.':
        'Spielen Sie %1: Jede erlaubte Karte läuft hier auf dasselbe hinaus.',
    'Discard %1: this keeps the best chances in declarations and play.':
        'Legen Sie %1 ab: So bleiben die besten Aussichten bei Ansagen und Spiel.',
    'In %1 deals that fit what you know, your balance of the points still to come is %2 on average with it, %3 better than with any other card.':
        'In %1 Verteilungen, die zu Ihrem Wissen passen, ist Ihre Bilanz der noch kommenden Punkte damit im Mittel %2, %3 besser als mit jeder anderen Karte.',
    'Whichever you play, your balance of the points still to come is %1.':
        'Was Sie auch spielen, Ihre Bilanz der noch kommenden Punkte ist %1.',
    'Over many possible talons your balance of points from declarations and play is %1 on average with this discard.':
        'Über viele mögliche Talons ist Ihre Bilanz aus Ansagen und Spiel mit dieser Ablage im Mittel %1.',
    # proper plurals, pending declarations
    'Exchange 1 card': '1 Karte kaufen',
    'Exchange no card': 'Keine Karte kaufen',
    'You exchanged 1 card.': 'Sie haben 1 Karte gekauft.',
    'Your opponent exchanged 1 card.': 'Ihr Gegner hat 1 Karte gekauft.',
    '%1 + %2 declared': '%1 + %2 angesagt',
    '(declarations count\nat the first lead)': '(Ansagen zählen\nbeim ersten Ausspiel)',

    'The table always lays the talon off after the hands; when it is laid off changes nothing in play.':
        'Der Tisch legt den Talon immer nach den Blättern ab; wann er abgelegt wird, ändert am Spiel nichts.',
    'The table lets you play only legal cards, so a revoke cannot happen here.':
        'Der Tisch lässt nur erlaubte Karten zu, ein Verstoß gegen die Bedienpflicht kann hier nicht vorkommen.',
    "%2 exchanged 1 card.": "%2 hat 1 Karte gekauft.",
    'Leave out: %1': 'Verheimlichen: %1',
    'Claim the remaining tricks': 'Restliche Stiche beanspruchen',
    'Concede the remaining tricks': 'Restliche Stiche abgeben',
    '%1 to the %2 of %3': '%3-%1 bis %2',
    'nine': 'Neun',
    'eight': 'Acht',
    'seven': 'Sieben',
    'You leave %1 out of your declarations: it will not score and will not be shown.':
        'Sie verheimlichen %1: das zählt nicht und wird nicht vorgezeigt.',
    'You lay your cards down and take the remaining %1 tricks.':
        'Sie legen Ihre Karten auf und machen die restlichen %1 Stiche.',
    'Your opponent lays the cards down and takes the remaining %1 tricks.':
        'Ihr Gegner legt die Karten auf und macht die restlichen %1 Stiche.',
    'You lay your card down and take the last trick.': 'Sie legen Ihre Karte auf und machen den letzten Stich.',
    'Your opponent lays the card down and takes the last trick.':
        'Ihr Gegner legt die Karte auf und macht den letzten Stich.',
    'You give up the remaining %1 tricks.': 'Sie geben die restlichen %1 Stiche ab.',
    'Your opponent gives up the remaining %1 tricks.': 'Ihr Gegner gibt die restlichen %1 Stiche ab.',
    'You give up the last trick.': 'Sie geben den letzten Stich ab.',
    'Your opponent gives up the last trick.': 'Ihr Gegner gibt den letzten Stich ab.',
    'Claim the remaining tricks: every card you hold is sure to win.':
        'Beanspruchen Sie die restlichen Stiche: jede Ihrer Karten macht sicher ihren Stich.',
}
