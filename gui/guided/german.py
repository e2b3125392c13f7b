"""German wording of the guided first deal (gui.guided, context ``Guide``); gathered by
translations/german.py."""

DE = {
    # a board game calls its deal a game: Partie
    'A guided first game: read the explanation in the rules panel, then click “Continue”.':
        'Eine geführte erste Partie: Lesen Sie die Erklärung bei den Regeln und klicken Sie dann auf „Weiter“.',
    'Guided game, step %1 of %2: %3': 'Geführte Partie, Schritt %1 von %2: %3',
    'The guided game is over: %1.': 'Die geführte Partie ist aus: %1.',
    'Play the guided game again': 'Geführte Partie wiederholen',
    'A guided first deal: read the explanation in the rules panel, then click “Continue”.':
        'Ein geführtes erstes Spiel: Lesen Sie die Erklärung bei den Regeln und klicken Sie dann auf „Weiter“.',
    'Read what just happened, then click “Continue”.':
        'Lesen Sie, was eben geschah, und klicken Sie dann auf „Weiter“.',
    'Start a real game': 'Eine richtige Partie beginnen',
    'Play the guided deal again': 'Geführtes Spiel wiederholen',
    'Continue': 'Weiter',
    'Guided deal, step %1 of %2: %3': 'Geführtes Spiel, Schritt %1 von %2: %3',
    'choose %1 and confirm.': '%1 wählen und bestätigen.',
    'lay away %1.': '%1 ablegen.',
    'play %1.': '%1 spielen.',
    'choose “%1”.': '„%1“ wählen.',
    'move the stones: %1.': 'ziehen Sie: %1.',
    'In this guided game, move the stones: %1.': 'In diesem geführten Spiel ziehen Sie: %1.',
    'In this guided deal, discard %1.': 'In diesem geführten Spiel legen Sie %1 ab.',
    'In this guided deal, lay away %1.': 'In diesem geführten Spiel legen Sie %1 ab.',
    'In this guided deal, play %1.': 'In diesem geführten Spiel spielen Sie %1.',
    'In this guided deal, choose “%1”.': 'In diesem geführten Spiel wählen Sie „%1“.',
    'Read the explanation, then press “Continue”.':
        'Lesen Sie die Erklärung und klicken Sie dann auf „Weiter“.',
    'The guided deal is over: %1.': 'Das geführte Spiel ist aus: %1.',
    'Start a real game when you are ready.':
        'Beginnen Sie eine richtige Partie, wenn Sie so weit sind.',
    'Q': 'Q',       # the letters printed in the corners of the French pack, in German too
    'J': 'J',
}
