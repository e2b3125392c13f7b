"""The Quadrille family's generated tables and values for the rules panel (no Qt).

Each game's ``GameUI`` refers to its provider in :data:`PROVIDERS`; every number comes from the
engine (:mod:`engine.games.quadrille.game`: ``fee_table``, ``trick_target``, ``hand_size``,
``bid_level``; :mod:`engine.games.hombre.ranks`) for the options in force, the words from
``resources/rules/GAME.tables.LANG.toml``.  The trump and plain-suit tables are the
family's (:mod:`gui.games.hombre.family_rules`): the family shares its cards.
"""

from __future__ import annotations

import html
from types import SimpleNamespace
from typing import Any

from engine.games.hombre import ranks as R
from engine.games.quadrille.actions import Bid
from engine.games.quadrille.game import VARIANTS, bid_level, fee_table, hand_size, pack_mask, trick_target
from gui.games.hombre.family_rules import plain_table, trump_table
from gui.texts import Ctx, table_html, values_table

__all__ = ["provider", "values_for", "bid_ladder", "PROVIDERS"]

_KINDS = ("ask", "mediateur", "respekt", "solo", "solo_tout")


def _num(x: Any) -> Any:
    f = float(x)
    return int(f) if f == int(f) else f


def values_for(game: str, opts: Any) -> dict[str, Any]:
    n = VARIANTS[game].n
    hand = hand_size(game, opts)
    target = trick_target(game, opts)
    f = fee_table(opts)
    cur = fee_table(type(opts)())
    old = fee_table(type(opts)(quadrille_payment_scheme="old_fiches"))
    v: dict[str, Any] = {
        "players": n, "hand": hand, "tricks": hand, "pack": R.popcount(pack_mask(game, opts)), "target": target,
        "remise_at": target - 1, "codille_at": target - 2, "opponents": n - 1, "deals": opts.rounds * n,
        "stake": opts.dealer_stake, "cap": "unlimited" if opts.codille_double_cap == 0 else opts.codille_double_cap,
        "unit": f.unit, "premiers": _num(f.premiers), "vole": _num(f.vole["ask"]),
    }
    for k in ("ask", "forced", "mediateur", "respekt", "solo"):
        v["fee_" + k] = _num(f.win[k])
        v["cur_" + k] = _num(cur.win[k])
        v["old_win_" + k] = _num(old.win[k])
        v["old_remise_" + k] = _num(old.remise[k])
        v["old_vole_" + k] = _num(old.vole[k] / 10)
    v["matador"] = _num(f.matadors(3, "ask") - f.matadors(2, "ask")) if f.unit != "groschen" else 1
    v["old_matador"] = 2
    v["old_stake"] = 10 + n
    v["trumps_black"] = len(R.trump_order(3))
    v["trumps_red"] = len(R.trump_order(2))
    return v


def bid_ladder(game: str, opts: Any) -> list[tuple[int, list[Bid]]]:
    """The bids this game offers under these options, lowest first, grouped by level."""
    v = VARIANTS[game]
    kinds = []
    if v.calling:
        kinds.append("ask")
    if opts.mediateur == "on" or game in ("quadrille_solitaire", "tritrille", "cinquille"):
        kinds.append("mediateur")
    if v.calling and game != "cinquille" and opts.respekt == "on":
        kinds.append("respekt")
    kinds.append("solo")
    if opts.solo_tout_bid == "on":
        kinds.append("solo_tout")
    fav_on = getattr(opts, v.fav_option) == "on"
    favs = [0] + ([1] if fav_on else []) + ([2] if fav_on and opts.preference_and_favorite == "on" else [])
    levels: dict[Any, list[Bid]] = {}
    for k in kinds:
        for fv in (favs if k != "respekt" else [0]):
            b = Bid(k, fv)
            levels.setdefault(bid_level(b, opts), []).append(b)
    return [(i + 1, levels[key]) for i, key in enumerate(sorted(levels))]


def _ladder(game: str) -> Any:
    def make(ctx: Ctx) -> str:
        lab = ctx.labels()
        t = lab["tables"]["bid_ladder"]
        rows = []
        for level, bids in bid_ladder(game, ctx.opts()):
            names = [str(lab["bids"][b.kind]) + ("", " " + str(lab["bids"]["fav"]), " " + str(lab["bids"]["pref"]))[b.fav]
                     for b in bids]
            rows.append([str(level), html.escape(", ".join(names))])
        return table_html([html.escape(h) for h in t["head"]], rows)
    return make


def _make(game: str) -> SimpleNamespace:
    tables = {
        "trump_order": trump_table,
        "plain_order": plain_table,
        "bid_ladder": _ladder(game),
        "fees": values_table("fees"),
        "old_table": values_table("old_table"),
    }
    return SimpleNamespace(TABLES=tables, values=lambda opts: values_for(game, opts))


PROVIDERS = {g: _make(g) for g in VARIANTS}
QUADRILLE = PROVIDERS["quadrille"]
MEDIATEUR = PROVIDERS["quadrille_mediateur"]
SOLITAIRE = PROVIDERS["quadrille_solitaire"]
TRITRILLE = PROVIDERS["tritrille"]
CINQUILLE = PROVIDERS["cinquille"]
TABLES = QUADRILLE.TABLES


def values(opts: Any) -> dict[str, Any]:
    return values_for("quadrille", opts)


def provider(game: str) -> Any:
    return PROVIDERS.get(game, QUADRILLE)
