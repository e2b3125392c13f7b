"""The chess of 1782's guided first game, beyond the generic test: at the castling out of check
(the book's castling), another legal king's move springs back with the guide's words in chess terms
and the step's reason; the castling then goes through and the rook follows."""

from __future__ import annotations

import chess
import pytest

from gui_drive import open_window
from test_guided_deals import continue_button, drag_stone, person_step, settle


@pytest.mark.parametrize("lang", ["en", "de"])
def test_castling_out_of_check_is_the_step_and_another_king_move_is_refused_in_chess_words(qtbot, lang):
    window = open_window(qtbot, size=(1024, 700))
    window.set_language(lang)
    try:
        window.start_tutorial("schach")
        t = window.table
        for _ in range(40):
            settle(qtbot, t)
            step = t.guided_step() if t.waiting_for_human() and continue_button(t) is None else None
            if step is not None and (step.src, step.dst) == (chess.E1, chess.G1):
                break
            person_step(qtbot, t)
        else:
            pytest.fail("the guided game never reached the castling")
        assert t.session.state.board.is_check()          # castling out of check: the book's rule
        n = len(t.session.steps)
        drag_stone(t, type(step)(chess.E1, chess.F1, step.part))      # legal, but not the plan
        assert len(t.session.steps) == n
        start = ("In this guided game, your move is: White castles kingside." if lang == "en" else
                 "In dieser geführten Partie ist Ihr Zug: Weiß rochiert kurz (am Königsflügel).")
        assert t.message.startswith(start), t.message
        assert t.message.endswith(t.guide.tutorial.steps[n].refuse), t.message
        assert "stones" not in t.prompt_label.text() and "Steine" not in t.prompt_label.text()
        assert person_step(qtbot, t) == "stones"
        board = t.session.state.board
        assert board.piece_at(chess.G1) == chess.Piece(chess.KING, chess.WHITE)
        assert board.piece_at(chess.F1) == chess.Piece(chess.ROOK, chess.WHITE)
    finally:
        window.set_language("en")
