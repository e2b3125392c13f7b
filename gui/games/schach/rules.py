"""The chess of 1782's generated tables for the rules panel (no Qt).  Every number comes from the
engine for the options in force: the pieces a side starts with from ``rules.START_COUNTS`` (what
a pawn may become under the book: a kind the side has fewer of), and what each ending costs from
games the engine itself plays to that end (a mate, a stalemate, a resignation, a draw).  The words
are in ``resources/rules/schach.tables.LANG.toml``.  Found as the family's rules module
(``gui.games.schach.rules``)."""

from __future__ import annotations

import html
from functools import lru_cache
from typing import Any

import chess

from engine.games.schach import Resign, position, replay
from engine.games.schach import rules as R
from gui.texts import Ctx, table_html

__all__ = ["TABLES", "stakes", "piece_rows", "values"]

#: positions the engine ends at once, one for each way a game ends (the side to move is the one it concerns)
_ENDINGS = {
    "checkmate": ("moves", ("f2f3", "e7e5", "g2g4", "d8h4")),            # the fool's mate: White is mate
    "stalemate": ("fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),               # Black to move, no move, no check
    "resignation": ("resign", ()),
    "insufficient_material": ("fen", "7k/8/6K1/8/8/8/8/8 w - - 0 1"),
}


@lru_cache(maxsize=8)
def stakes(opts: Any) -> dict[str, float]:
    """What the side a game ends against pays under ``opts``, by the engine's own scores."""
    out: dict[str, float] = {}
    for reason, (how, what) in _ENDINGS.items():
        if how == "moves":
            st = replay(opts, list(what))
        elif how == "fen":
            st = position(opts, str(what))
        else:
            st, _ = replay(opts, []).apply(Resign())
        assert st.outcome is not None and st.outcome[0] == reason, (reason, st.outcome)
        out[reason] = max(st.scores())
    return out


def piece_rows(opts: Any) -> list[tuple[str, int, str]]:
    """(piece letter, how many a side starts with, what a pawn may become: ``always``, ``lost``
    (once the side has fewer) or ``never``) for each kind of piece."""
    start = {chess.KING: 1, chess.PAWN: 8, **R.START_COUNTS}
    rows = []
    for pt in (chess.KING, chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT, chess.PAWN):
        if pt in R.START_COUNTS:
            becomes = "always" if opts.promotion == "any" else "lost"
        else:
            becomes = "never"
        rows.append((chess.piece_symbol(pt), start[pt], becomes))
    return rows


def _num(x: float, lang: str) -> str:
    if x == int(x):
        return str(int(x))
    return "½" if abs(x - 0.5) < 1e-9 else (f"{x:.1f}".replace(".", ",") if lang == "de" else f"{x:.1f}")


def _stakes(ctx: Ctx) -> str:
    t = ctx.labels()["tables"]["stakes"]
    rows = []
    ours = f' — <a href="#interpretations"><i>{html.escape(t["our_reading"])}</i></a>'
    for reason, stake in stakes(ctx.opts()).items():
        # the book says "terms, usually half" for stalemate and knows no draws: our reading
        mark = ours if (reason == "stalemate" and stake) or reason == "insufficient_material" else ""
        rows.append([f'<a href="#{t["sections"][reason]}">{html.escape(t["rows"][reason])}</a>',
                     html.escape(_num(stake, ctx.lang) if stake else t["nothing"]) + mark])
    rows.append([f'<a href="#{t["sections"]["draws"]}">{html.escape(t["rows"]["draws"])}</a>',
                 html.escape(t["nothing"]) + ours])
    return table_html([html.escape(h) for h in t["head"]], rows)


def _pieces(ctx: Ctx) -> str:
    t = ctx.labels()["tables"]["pieces"]
    rows = []
    for letter, n, becomes in piece_rows(ctx.opts()):
        rows.append([html.escape(t["names"][letter]), str(n), html.escape(t["becomes"][becomes])])
    return table_html([html.escape(h) for h in t["head"]], rows)


def values(opts: Any) -> dict[str, Any]:
    """Named numbers of the rules (``{{value:KEY}}``) for the options in force."""
    s = stakes(opts)
    return {"stalemate_stake": s["stalemate"], "mate_stake": s["checkmate"]}


TABLES = {"stakes": _stakes, "pieces": _pieces}
