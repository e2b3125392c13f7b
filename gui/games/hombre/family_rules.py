"""The rules panel's tables that every game of the L'Hombre family shows alike (no Qt): the order
of the trumps and of the plain suits, from the family's ranks (:mod:`engine.games.hombre.ranks`).
L'Hombre's and Kaufquadrille's rules (:mod:`.rules`) and the Quadrille family's
(:mod:`gui.games.quadrille.rules`) name them in their ``TABLES``; the words come from each game's
``resources/rules/GAME.tables.LANG.toml`` (``ranks``, ``suits_gen``, ``names``, ``suits_title``,
``colours``, ``ranks_short`` and the tables' heads).
"""

from __future__ import annotations

import html
from typing import Any

from engine.games.hombre import ranks as R
from gui.texts import Ctx, table_html

__all__ = ["BLACK_TRUMP", "RED_TRUMP", "card_code", "trump_rows", "plain_rows", "trump_table", "plain_table"]

BLACK_TRUMP = R.SUIT_LETTERS.index("S")   # the example suits of the rank tables
RED_TRUMP = R.SUIT_LETTERS.index("H")


def card_code(c: int) -> str:
    """The engine's card index as a code such as ``AS`` or ``7H``."""
    return R.rank_of(c) + R.SUIT_LETTERS[R.suit_of(c)]


def _card(lab: dict[str, Any], code: str) -> str:
    return str(lab["card"]).format(rank=lab["ranks"][code[0]], suit=lab["suits_gen"][code[1]])


def _special(lab: dict[str, Any], c: int, t: int) -> str:
    if c == R.AS:
        return str(lab["names"]["spadille"])
    if c == R.manille(t):
        return str(lab["names"]["manille"])
    if c == R.AC:
        return str(lab["names"]["basta"])
    if c == R.ponto(t):
        return str(lab["names"]["ponte"])
    return ""


def trump_rows(lab: dict[str, Any]) -> list[list[str]]:
    """Rank, black trump card (name), red trump card (name): :func:`engine.games.hombre.ranks.trump_order`."""
    black, red = R.trump_order(BLACK_TRUMP), R.trump_order(RED_TRUMP)
    rows = []
    for i in range(max(len(black), len(red))):
        row = [str(i + 1)]
        for order, t in ((black, BLACK_TRUMP), (red, RED_TRUMP)):
            if i < len(order):
                name = _special(lab, order[i], t)
                cell = _card(lab, card_code(order[i]))
                row.append(f"{cell} ({name})" if name else cell)
            else:
                row.append("–")
        rows.append(row)
    return rows


def trump_table(ctx: Ctx) -> str:
    """The ``trump_order`` table: :func:`trump_rows` under the table's head."""
    lab = ctx.labels()
    t = lab["tables"]["trump_order"]
    rows = [[html.escape(c) for c in r] for r in trump_rows(lab)]
    return table_html([html.escape(h) for h in t["head"]], rows)


def plain_rows(lab: dict[str, Any]) -> list[list[str]]:
    """Each suit when it is not trump, highest first (:func:`ranks.plain_rank`)."""
    rows = []
    for s in range(4):
        cards = [c for c in R.bits(R.suit_mask(s)) if R.plain_rank(c) > 0]
        cards.sort(key=lambda c: -R.plain_rank(c))
        colour = lab["colours"]["red" if R.is_red(s) else "black"]
        rows.append([f"{lab['suits_title'][R.SUIT_LETTERS[s]]} ({colour})",
                     " – ".join(lab["ranks_short"][R.rank_of(c)] for c in cards), str(len(cards))])
    return rows


def plain_table(ctx: Ctx) -> str:
    """The ``plain_order`` table: :func:`plain_rows` under the table's head."""
    lab = ctx.labels()
    t = lab["tables"]["plain_order"]
    rows = [[html.escape(c) for c in r] for r in plain_rows(lab)]
    return table_html([html.escape(h) for h in t["head"]], rows)
