"""Tarock's generated tables for the rules panel (no Qt): the card values and the honours,
computed from the engine (:mod:`engine.games.tarock.cards`, ``.honours``) for the options in
force; the words from ``resources/rules/GAME.tables.LANG.toml``."""

from __future__ import annotations

import html
from typing import Any

from engine.games.tarock import cards as T
from engine.games.tarock.honours import honours_of
from engine.games.tarock.options import PRESET_SOURCES as _SOURCES
from gui.texts import Ctx, table_html

__all__ = ["TABLES", "values", "PRESET_SOURCES"]

# (English, German) for each preset's source
_DE = {
    "hamburg_1782": "Hamburger Spielbuch von 1782, Das Tarocspiel (003:1480-1621), mit den empfohlenen Lesarten der Spezifikation",
    "seven_kings": "die neueren Honneurs der sieben Könige (1502-1504)",
    "king_payments": "was viele spielen: gefangene Könige bezahlt, Pagat-Zahlungen doppelt, Pagat und XXI in den letzten beiden Stichen 30 (1563)",
    "four_players": "vier am Tisch, einer setzt in jedem Spiel der Reihe nach aus (1508)",
    "book_36": "die wörtliche Hälfte des Buchs, 36 Punkte (1583)",
    "partita_ferma": "Partita ferma: dieselben Partner im ganzen Spiel (1567)",
    "doubled_alone": "Spiele allein (Mediateur, Solo) zahlen doppelt (unsere Lesart)",
}
PRESET_SOURCES = {k: (v, _DE[k]) for k, v in _SOURCES.items()}


def values(opts: Any) -> dict[str, Any]:
    form = type(opts).form
    pack = 76 if form == "C" else 78
    v: dict[str, Any] = {"pack": pack, "total": 128 if form == "C" else 78,
                         "half": {"A": 26, "B": getattr(opts, "tarock4_half", 39), "C": 64}[form]}
    v.update({"hand": {"A": 25, "B": 19, "C": 18}[form], "dealer_hand": {"A": 28, "B": 21, "C": 22}[form],
              "scat": {"A": 3, "B": 2, "C": 4}[form]})
    return v


def _card_values(ctx: Ctx) -> str:
    lab = ctx.labels()["tables"]["card_values"]
    rows = []
    for key, idx in (("mongue", T.MONGUE), ("pagat", T.PAGAT), ("scus", T.SCUS), ("king", T.KING[0]),
                     ("queen", T.QUEEN[0]), ("cavalier", T.KNIGHT[0]), ("valet", T.JACK[0])):
        rows.append([html.escape(lab["rows"][key]), str(T.VALUE[idx])])
    rows.append([html.escape(lab["rows"]["empty"]), html.escape(lab["empty_value"])])
    return table_html([html.escape(h) for h in lab["head"]], rows)


def _honours(ctx: Ctx) -> str:
    """Examples of each honour and what each paying player pays, computed by the engine."""
    lab = ctx.labels()["tables"]["honours"]
    o = ctx.opts()
    form = type(o).form
    t = T.taroc
    examples = [
        ("matadors3", [T.MONGUE, T.PAGAT, T.SCUS]),
        ("matadors5", [T.MONGUE, T.PAGAT, T.SCUS, t(20), t(19)]),
        ("ten_tarocs", [t(k) for k in range(2, 12)]),
        ("cavalerie", [T.KING[0], T.QUEEN[0], T.KNIGHT[0], T.JACK[0]]),
        ("scused_cavalerie", [T.KING[0], T.QUEEN[0], T.KNIGHT[0], T.SCUS]),
    ]
    if form == "C":
        examples.append(("four_kings", list(T.KING)))
    elif o.honours_variant == "seven_kings":
        examples = [
            ("seven_kings3", [T.KING[0], T.KING[1], T.KING[2]]),
            ("seven_kings7", list(T.KING) + [T.MONGUE, T.PAGAT, T.SCUS]),
            ("three_honneurs", [T.MONGUE, T.PAGAT, T.SCUS]),
            ("run3", [T.MONGUE, t(20), t(19)]),
            ("run3_scused", [T.MONGUE, t(20), T.SCUS]),
            ("ten_tarocs", [t(k) for k in range(2, 12)]),
            ("cavalerie", [T.KING[0], T.QUEEN[0], T.KNIGHT[0], T.JACK[0]]),
            ("scused_cavalerie", [T.KING[0], T.QUEEN[0], T.KNIGHT[0], T.SCUS]),
        ]
    code_of = {"matadors3": "matadors", "matadors5": "matadors", "seven_kings3": "seven_kings",
               "seven_kings7": "seven_kings", "run3": "matadors", "run3_scused": "matadors_scused"}
    rows = []
    for key, hand in examples:
        hs = honours_of(hand, getattr(o, "honours_variant", "classic"), False, form)
        code = code_of.get(key, key)
        pts = sum(h[1] for h in hs if h[0] == code)
        rows.append([html.escape(lab["rows"][key]), str(pts)])
    rows.append([html.escape(lab["rows"]["pagat_ultimo"]), "10"])
    return table_html([html.escape(h) for h in lab["head"]], rows)


TABLES = {"card_values": _card_values, "honours": _honours}
