"""The chess rules panel's tables come from the engine for the options in force: what each ending
costs (played out by the engine itself) and what a pawn may become, in English and German, with
our reading marked."""

from __future__ import annotations

import dataclasses

from engine.games.schach import BOOK_1782, MODERN
from gui.games.schach.rules import _pieces, _stakes, piece_rows, stakes
from gui.texts import Ctx


def test_the_stakes_are_the_engines_for_the_options_in_force():
    assert stakes(BOOK_1782) == {"checkmate": 1.0, "stalemate": 0.5, "resignation": 1.0, "insufficient_material": 0.0}
    assert stakes(MODERN)["stalemate"] == 0.0
    only_draw = dataclasses.replace(BOOK_1782, stalemate="draw")
    assert stakes(only_draw)["stalemate"] == 0.0 and stakes(only_draw)["checkmate"] == 1.0


def test_what_a_pawn_may_become_follows_the_promotion_option():
    book = {p: (n, b) for p, n, b in piece_rows(BOOK_1782)}
    assert book["q"] == (1, "lost") and book["r"] == (2, "lost") and book["k"] == (1, "never") and book["p"][1] == "never"
    assert {p: b for p, _n, b in piece_rows(MODERN)}["n"] == "always"


def test_the_tables_in_both_languages_mark_our_reading():
    en = _stakes(Ctx("schach", "en", "book_1782"))
    de = _stakes(Ctx("schach", "de", "book_1782"))
    assert "½" in en and "our reading" in en and "#interpretations" in en
    assert "½" in de and "unsere Lesart" in de
    modern = _stakes(Ctx("schach", "en", "modern"))
    assert "½" not in modern and modern.count("nothing: drawn") == 3
    assert "only when fewer are left" in _pieces(Ctx("schach", "en", "book_1782"))
    assert "nur wenn weniger" in _pieces(Ctx("schach", "de", "book_1782"))
    assert "only when fewer" not in _pieces(Ctx("schach", "en", "modern"))
