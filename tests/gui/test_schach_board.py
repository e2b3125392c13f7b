"""The chess of 1782 at the shared board, driven as a person drives it: a piece dragged, a piece
clicked and then its square, a move made with the keys, an illegal move refused with the rule's
sentence (and the piece back on its square), a promotion chosen in words among the pieces lost,
check announced, the move list in algebraic notation and the log in words (English and German),
undo, and the board turned for the person playing Black."""

from __future__ import annotations

import chess
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.games.schach import SPEC, ChessMove, Resign, position
from gui.session import GameSession

from gui_drive import open_window, view_point, wait_for_human

BOOK = SPEC.presets["book_1782"]
SQ = chess.parse_square


def start_with(qtbot, window, st, human: int = 0, opponent: str = "schach-beginner"):
    window.switch_game("schach")
    seats = ["human", opponent] if human == 0 else [opponent, "human"]
    sess = GameSession("schach", "book_1782", BOOK, seats, 5, human=human, start=st)
    t = window.table
    t.speed = "instant"
    t.start(sess)
    wait_for_human(qtbot, t, timeout=20000)
    return t


def new_game(qtbot, window, human: int = 0):
    return start_with(qtbot, window, SPEC.new_state(BOOK, first_dealer=0), human=human)


def piece_point(t, square: str):
    it = t.stone_on(SQ(square))
    assert it is not None, f"no piece on {square}"
    return view_point(t, it.scenePos())


def square_point(t, square: str):
    return view_point(t, t.layout_.place_rect(SQ(square)).center())


def click(t, square: str) -> None:
    QTest.mouseClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, square_point(t, square))


def drag(t, src: str, dst: str) -> None:
    vp = t.view.viewport()
    a, b = piece_point(t, src), square_point(t, dst)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * (i / 5))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, b)


def my_moves(t) -> list[str]:
    return [str(st.action) for st in t.session.steps if st.who == t.session.human]


def lit(t) -> set[str]:
    return {chess.square_name(p) for p, it in t.point_items.items() if it.lit and isinstance(p, int)}


@pytest.fixture
def window(qtbot):
    return open_window(qtbot)


def test_a_piece_dragged_then_the_reply_the_move_list_and_the_log_in_words(qtbot, window):
    t = new_game(qtbot, window)
    assert not t.layout_.flipped and t.stone_on(SQ("e2")).face == "p"
    drag(t, "e2", "e4")
    wait_for_human(qtbot, t, timeout=20000)
    assert my_moves(t) == ["e2e4"]
    assert t.stone_on(SQ("e4")).face == "p" and t.stone_on(SQ("e2")) is None
    assert t.sheet.moves_shown().startswith("1. e4  ")          # the reply follows in the same line
    assert "You: White pawn from e2 to e4." in t.log_lines
    assert any(line.startswith("Opponent: Black ") for line in t.log_lines)


def test_click_a_piece_its_squares_light_and_a_click_there_moves_it(qtbot, window):
    t = new_game(qtbot, window)
    click(t, "g1")
    assert lit(t) == {"f3", "h3"}
    click(t, "f3")
    wait_for_human(qtbot, t, timeout=20000)
    assert my_moves(t) == ["g1f3"]


def test_a_move_by_the_keys(qtbot, window):
    t = new_game(qtbot, window)
    QTest.keyClick(t.view, Qt.Key_Home)          # the frame on the first piece that can move: b1
    assert t.focus_place == SQ("b1")
    QTest.keyClick(t.view, Qt.Key_Space)         # picked up; the frame on its first square
    assert t.chosen == SQ("b1") and lit(t) == {"a3", "c3"}
    QTest.keyClick(t.view, Qt.Key_Right)
    assert t.focus_place == SQ("c3")
    QTest.keyClick(t.view, Qt.Key_Space)
    wait_for_human(qtbot, t, timeout=20000)
    assert my_moves(t) == ["b1c3"]


def test_an_illegal_move_is_refused_with_the_rule_and_the_piece_springs_back(qtbot, window):
    # the knight on d2 is pinned by the bishop on b4
    st = position(BOOK, "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1")
    t = start_with(qtbot, window, st)
    drag(t, "d2", "f3")
    assert my_moves(t) == []
    assert "leave your king in check" in t.message
    assert t.stone_on(SQ("d2")) is not None and t.stone_on(SQ("f3")) is None
    drag(t, "e1", "e3")                          # a king does not move two squares forward
    assert my_moves(t) == [] and "does not move that way" in t.message


def test_a_promotion_offers_only_the_pieces_lost_in_words(qtbot, window):
    # White has lost his queen and a knight (and pawns): the pawn on b7 may become one of them
    st = position(BOOK, "4k3/1P6/8/8/8/8/8/R1B1KB1R w K - 0 1")
    t = start_with(qtbot, window, st)
    drag(t, "b7", "b8")
    assert t.choosing and my_moves(t) == []
    labels = [b.text() for b in t.action_buttons]
    assert sorted(labels) == ["A knight", "A queen"]          # not a rook nor a bishop: none lost
    assert "choose what it becomes" in t.prompt_label.text()
    QTest.mouseClick(next(b for b in t.action_buttons if b.text() == "A knight"), Qt.LeftButton)
    wait_for_human(qtbot, t, timeout=20000)
    assert my_moves(t) == ["b7b8n"]
    assert "You: White pawn from b7 to b8 and becomes a knight." in t.log_lines


def test_with_nothing_lost_the_pawn_stays_a_pawn_and_check_is_announced(qtbot, window):
    st = position(BOOK, "7k/1P6/8/8/8/8/PPPPPPP1/RNBQKBNR w KQ - 0 1")
    t = start_with(qtbot, window, st)
    drag(t, "b7", "b8")                          # nothing lost: one move, no choice
    wait_for_human(qtbot, t, timeout=20000)
    assert my_moves(t) == ["b7b8"] and t.stone_on(SQ("b8")).face == "p"
    assert any("stays a pawn" in line for line in t.log_lines)
    st = position(BOOK, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")
    t = start_with(qtbot, window, st)
    drag(t, "a1", "a8")
    assert "Check to your opponent's king." in t.log_lines
    assert t.banner.text() == "Check!"


def test_undo_takes_back_the_move_and_the_reply(qtbot, window):
    t = new_game(qtbot, window)
    drag(t, "d2", "d4")
    wait_for_human(qtbot, t, timeout=20000)
    assert len(t.session.state.board.move_stack) == 2
    assert t.undo_button.isEnabled()
    QTest.keyClick(t.view, Qt.Key_Z, Qt.ControlModifier)
    assert t.session.state.board.move_stack == [] and t.stone_on(SQ("d2")) is not None
    assert t.sheet.moves_shown() == ""


def test_the_board_is_turned_for_black_and_the_log_speaks_german(qtbot, window):
    window.set_language("de")
    try:
        t = new_game(qtbot, window, human=1)     # the computer plays White and has moved
        assert t.layout_.flipped
        assert t.layout_.square_rect(SQ("e8")).top() > t.layout_.square_rect(SQ("e1")).top()
        assert any(line.startswith("Gegner: Weiß") for line in t.log_lines)
        click(t, "g8")
        click(t, "f6")
        wait_for_human(qtbot, t, timeout=20000)
        assert my_moves(t) == ["g8f6"]
        assert "Sie: Schwarzer Springer von g8 nach f6." in t.log_lines
        assert "Sie spielen Schwarz" in t.prompt_label.text()
    finally:
        window.set_language("en")


def test_a_game_saved_as_pgn_opens_again_and_other_programs_read_it(qtbot, window, tmp_path):
    import chess.pgn
    import io

    t = new_game(qtbot, window)
    drag(t, "e2", "e4")
    wait_for_human(qtbot, t, timeout=20000)
    moves = list(t.session.state.board.move_stack)
    saved = window.save_game_as(tmp_path / "game.pgn")
    text = saved.read_text(encoding="utf-8")
    assert '[Rules1782 "promotion=lost_pieces' in text and "1. e4" in text and '[AcademieHuman "0"]' in text
    game = chess.pgn.read_game(io.StringIO(text))          # another program reads it
    assert not game.errors and list(game.mainline_moves()) == moves
    window.save_game_as(tmp_path / "game.txt")              # the application's own record beside it
    assert "schach" in (tmp_path / "game.txt").read_text(encoding="utf-8")
    t2 = new_game(qtbot, window)
    assert window.open_game(tmp_path / "game.pgn")
    s = window.table.session
    assert s.spec.name == "schach" and s.preset == "book_1782" and list(s.state.board.move_stack) == moves
    assert s.human == 0 and window.table.sheet.moves_shown().startswith("1. e4")
    del t2


def test_giving_up_takes_a_second_click_and_the_last_move_is_marked(qtbot, window):
    t = new_game(qtbot, window)
    drag(t, "e2", "e4")
    wait_for_human(qtbot, t, timeout=20000)
    last = chess.Move.from_uci(t.session.state.board.move_stack[-1].uci())
    traced = {p for p, it in t.point_items.items() if it.trace}
    assert traced == {last.from_square, last.to_square}
    give_up = next(b for b in t.action_buttons if b.text() == "Give up the game")
    QTest.mouseClick(give_up, Qt.LeftButton)
    assert not t.session.is_over() and give_up.text() == "Click again to give up the game"
    QTest.mouseClick(give_up, Qt.LeftButton)
    assert t.session.is_over() and t.session.state.outcome[0] == "resignation"
    assert "You give up the game" in t.prompt_label.text()


def test_the_hint_lights_a_move_and_names_it_in_words(qtbot, window):
    # White mates with the rook on a8: the strong level finds it
    st = position(BOOK, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
    t = start_with(qtbot, window, st)
    assert t.ask_hint()
    qtbot.waitUntil(lambda: t.advice is not None, timeout=30000)
    assert t._advised() == ChessMove("a1a8")
    hinted = {chess.square_name(p) for p, it in t.point_items.items() if it.hint}
    assert hinted == {"a1", "a8"}
    assert t.message == "My advice: White rook from a1 to a8."


def test_after_the_game_the_review_is_offered(qtbot, window):
    st = position(BOOK, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
    t = start_with(qtbot, window, st)
    drag(t, "a1", "a8")
    assert t.session.is_over() and "Checkmate: you win the game." in t.prompt_label.text()
    assert t.deal_review.available()
    assert "checkmated" in t.note_labels[1].text()


def test_the_review_judges_the_persons_moves(qtbot, window):
    # one move of the person's, a blunder: the rook could mate on a8, it goes to b1 instead
    st = position(BOOK, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
    t = start_with(qtbot, window, st)
    drag(t, "a1", "b1")
    wait_for_human(qtbot, t, timeout=20000)
    t.session.apply(Resign())           # the game ends (the person gives up) so the review is offered
    t.advance()
    assert t.review_deal()
    qtbot.waitUntil(lambda: not t.deal_review.busy, timeout=60000)
    better = [str(i.better) for i in t.deal_review.items]
    assert "a1a8" in better


def test_a_capture_by_clicking_the_piece_taken_and_the_keys_listed_in_chess_words(qtbot, window):
    st = position(BOOK, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")
    t = start_with(qtbot, window, st)
    click(t, "e4")
    assert lit(t) == {"e5", "d5"}
    QTest.mouseClick(t.view.viewport(), Qt.LeftButton, Qt.NoModifier, piece_point(t, "d5"))
    assert my_moves(t)[:1] == ["e4d5"]
    assert "You: White pawn from e4 takes the pawn on d5." in t.log_lines
    tray = t.stone_on("off0")                    # what the person has taken lies in his tray
    assert tray is not None and tray.face == "p" and tray.colour == 1
    rows = dict(t.key_rows())
    assert "pieces that can move" in rows["← → (Home, End)"] and "last move" in rows["T"]


def test_the_new_game_dialog_asks_who_plays_white_and_offers_the_master_only_where_found(qtbot, monkeypatch):
    from engine.games.schach import ai
    from gui.dialogs.newgame import NewGameDialog
    from gui.settings import Settings

    monkeypatch.setattr(ai, "ENGINE_CANDIDATES", ())
    monkeypatch.delenv("ACADEMIE_CHESS_ENGINE", raising=False)
    d = NewGameDialog(SPEC, Settings())
    qtbot.addWidget(d)
    assert d.dealer_label.text() == "Who plays White:"
    assert [d.dealer_box.itemData(i) for i in range(d.dealer_box.count())] == ["me", "opponent"]
    assert "schach-master" not in [d.opponent_box.itemData(i) for i in range(d.opponent_box.count())]
    monkeypatch.setattr(ai, "find_uci_engine", lambda path=None: "/usr/games/stockfish")
    d2 = NewGameDialog(SPEC, Settings())
    qtbot.addWidget(d2)
    offered = [d2.opponent_box.itemText(i) for i in range(d2.opponent_box.count())]
    assert "Master (an outside engine)" in offered


def test_the_game_menu_names_the_last_move(qtbot, window):
    t = new_game(qtbot, window)
    drag(t, "e2", "e4")
    wait_for_human(qtbot, t, timeout=20000)
    window._update_actions()
    assert window.act_trick.text() == "Show the &last move" and window.act_trick.isEnabled()
    window.act_trick.trigger()
    assert t.message.startswith("Last move — Opponent: Black ")


def test_the_master_level_answers_at_the_board(qtbot, window):
    from engine.games.schach.ai import master_available

    if not master_available():
        pytest.skip("no UCI engine (Stockfish) found: the master level is not offered here")
    t = start_with(qtbot, window, SPEC.new_state(BOOK, first_dealer=0), opponent="schach-master")
    drag(t, "e2", "e4")
    wait_for_human(qtbot, t, timeout=30000)
    moves = [str(st.action) for st in t.session.steps]
    assert moves[0] == "e2e4" and len(moves) == 2
    assert ChessMove(moves[1]) in SPEC.new_state(BOOK).apply(ChessMove("e2e4"))[0].legal_actions()


def test_a_pawn_that_stayed_is_exchanged_later_by_a_button_in_words(qtbot, window):
    # the pawn on a8 stayed a pawn; White has lost his queen since: a button offers the exchange
    st = position(BOOK, "Pn2k2r/p4ppp/8/5b2/1bBq2n1/5N2/PPP2PPP/RNB2RK1 w k - 0 11")
    t = start_with(qtbot, window, st)
    labels = [b.text() for b in t.action_buttons]
    assert "Exchange a8 for a queen" in labels, labels
    QTest.mouseClick(next(b for b in t.action_buttons if b.text() == "Exchange a8 for a queen"),
                     Qt.LeftButton)
    wait_for_human(qtbot, t, timeout=20000)
    assert my_moves(t)[0] == "Q@a8" and t.stone_on(SQ("a8")).face == "q"
    assert "You: White pawn on a8 is exchanged for a queen." in t.log_lines
    assert "a8=Q" in t.sheet.moves_shown()
