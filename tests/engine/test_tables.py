"""The shared engine module of the games of tables (engine/tables.py)."""

from __future__ import annotations

import random

import pytest

from engine import tables as T
from engine.protocol import IllegalAction


def test_the_21_throws_weigh_all_36():
    assert len(T.THROWS) == 21
    assert sum(round(w * 36) for _, _, w in T.THROWS) == 36
    assert sum(1 for a, b, _ in T.THROWS if a == b) == 6
    assert all(a >= b for a, b, _ in T.THROWS)


@pytest.mark.parametrize("text", ["dice 3 5", "first 6 1"])
def test_throws_read_back_as_written(text):
    assert str(T.parse(text, lambda w, rest, t: None)) == text


@pytest.mark.parametrize("text", ["", "dice 0 5", "dice 7 1", "dice 3", "first 1 2 3", "nonsense"])
def test_malformed_actions_are_refused(text):
    with pytest.raises(IllegalAction) as e:
        T.parse(text, lambda w, rest, t: None)
    assert e.value.code == "malformed_action"


def test_moves_notation():
    moves = T.parse_moves(["1-4/3", "4-9/5"], "play 1-4/3 4-9/5", 2)
    assert moves == (T.Move(1, 4, 3), T.Move(4, 9, 5))
    assert T.moves_text(moves) == "1-4/3 4-9/5"
    assert T.parse_moves(["-"], "play -", 2) == () and T.moves_text(()) == "-"
    for words in (["1-4/3", "4-9/5", "9-10/1"], ["1-4"], ["1-26/3"], ["1-4/7"], ["-"]):
        with pytest.raises(IllegalAction):
            T.parse_moves(words, "play", 2, none=False)


def test_opening_throw_names_who_begins():
    starts, events = T.opening(T.FirstThrow(2, 5), {"game": 1}, "set")
    assert starts == 1 and [e.kind for e in events] == ["first_throw", "setup"]
    assert events[1].data == {"game": 1, "first": 1}
    starts, events = T.opening(T.FirstThrow(4, 4), {}, "set")
    assert starts is None and [e.kind for e in events] == ["first_throw"]
    with pytest.raises(IllegalAction):
        T.opening(T.Dice(4, 3), {}, "set")
    with pytest.raises(IllegalAction) as e:
        T.check_throw(T.Dice(0, 3))
    assert e.value.code == "bad_dice"


def test_chance_throws_dice_in_range():
    rng = random.Random(1)
    first = T.throw(True, rng)
    assert isinstance(first, T.FirstThrow)
    seen = {T.throw(False, rng).a for _ in range(200)}
    assert seen == {1, 2, 3, 4, 5, 6}


def test_board_split_in_own_numbering():
    board = T.start_board(1, 24)
    assert sum(board) == 0 and board[0] == T.STONES and board[23] == -T.STONES
    mine, theirs = T.split(board, 1, lambda seat, a: a if seat == 0 else 25 - a, 26)
    assert mine[1] == T.STONES and theirs[24] == T.STONES and sum(mine) == sum(theirs) == T.STONES


def test_board_of_places_each_side_in_its_own_numbering():
    board = T.board_of({1: 3, 6: 2}, {1: 4}, lambda seat, k: k if seat == 0 else 25 - k)
    assert board[0] == 3 and board[5] == 2 and board[23] == -4 and sum(abs(v) for v in board) == 9
