"""Minchiate's generated tables and values for the rules panel (no Qt).

The game's ``rules_module`` (:class:`gui.registry.GameUI`): the rules panel reads
:data:`TABLES`, :func:`values` and :func:`card_name` from here; every number
comes from :mod:`engine.games.minchiate.scoring`, the words from
``resources/rules/minchiate.tables.LANG.toml``:

* ``{{table:card_order}}`` -- each suit from highest to lowest (``scoring.STRENGTH``);
* ``{{table:trump_groups}}`` -- the named groups of trumps with their counting values;
* ``{{table:counting_cards}}`` -- the counting cards by value (``scoring.VALUE``);
* ``{{table:versicole}}`` -- sample card sets scored by ``scoring.versicole``, with and
  without the Matto;
* ``{{table:resti}}`` -- differences and the Resti they pay (``scoring.RESTO``);
* ``{{table:account}}``, ``{{table:marks}}`` -- text tables whose ``{key}`` fields are
  filled from :func:`values`;
* ``{{value:KEY}}`` -- a key of :func:`values`.
"""

from __future__ import annotations

import html
from typing import Any

from engine.games.minchiate import scoring as S

from gui import texts as tx

GAME = "minchiate"


def _pop(m: int) -> int:
    return bin(m).count("1")


def _versicola_points(m: int) -> dict[str, int]:
    return {name: pts for name, _cs, pts in S.versicole(m)}


def values(opts: Any) -> dict[str, Any]:
    """Named numbers of the rules for the options in force (all read from the engine)."""
    kings3 = S.bits(S.KINGS)[:3]
    plain = _versicola_points(S.mask_of(kings3))["kings"]
    with_matto = _versicola_points(S.mask_of(kings3) | 1 << S.FOOL)["kings"]
    king = S.VALUE[S.bits(S.KINGS)[0]]
    papi = [S.CARDS[i].number for i in S.PAPI_CHAIN]
    upper = [S.CARDS[i].number for i in S.UPPER_CHAIN]
    sopraventi = [S.CARDS[i].number for i in S.bits(S.SOPRAVENTI)]
    return {
        "pack": S.N,
        "trumps": _pop(S.TRUMPS),
        "suit_cards": S.N - _pop(S.TRUMPS) - 1,
        "counting_cards": _pop(S.COUNTING),
        "counting_total": sum(S.VALUE),
        "robbable": _pop(S.ROBBABLE),
        "tricks": S.TRICKS,
        "trick_cards": 4 * S.TRICKS,
        "folla": S.N - 4 * S.TRICKS,
        "card_base": S.CARDS_BASE,
        "ultima": S.ULTIMA,
        "resto": S.RESTO,
        "rob_cap": opts.rob_cap,
        "king": king,
        "matto": S.VALUE[S.FOOL],
        "matto_bonus": with_matto - plain,
        "ventinove_in_run": S._vvalue(S.trump(29)),
        "papi_from": min(papi), "papi_to": max(papi),
        "upper_from": min(upper),
        "sopraventi_from": min(sopraventi), "sopraventi_to": max(sopraventi),
        "giri": opts.partita_giri,
        "partita_deals": 4 * opts.partita_giri,
    }


# ---------------------------------------------------------------- naming cards
def _labels(lang: str) -> dict[str, Any]:
    return tx.read_toml(f"{GAME}.tables.{tx.check_lang(lang)}.toml")


def _trump_name(lab: dict[str, Any], n: int) -> str:
    return lab["arie"].get(str(n), str(n))


def card_name(lang: str, code: str) -> str:
    """``Kc`` -> "King of Coppe", ``#13`` -> "trump 13", ``#38`` -> "Sole", ``#0`` -> "Matto"."""
    lab = _labels(lang)
    if code == "#0":
        return lab["matto"]
    if code.startswith("#"):
        n = int(code[1:])
        return _trump_name(lab, n) if str(n) in lab["arie"] else lab["trump"].format(n=n)
    rank, suit = code[:-1], code[-1]
    return lab["card"].format(rank=lab["rank_names"].get(rank, rank), suit=lab["suits"].get(suit, suit))


def _compress(lab: dict[str, Any], numbers: list[int]) -> str:
    """Trump numbers as text: runs of three or more numbered trumps as ``a–b``; the Arie by name."""
    numbers = sorted(numbers)
    parts: list[str] = []
    run: list[int] = []

    def flush() -> None:
        if len(run) >= 3:
            parts.append(f"{run[0]}–{run[-1]}")
        else:
            parts.extend(str(x) for x in run)
        run.clear()

    for n in numbers:
        if str(n) in lab["arie"]:
            flush()
            parts.append(_trump_name(lab, n))
        elif run and n == run[-1] + 1:
            run.append(n)
        else:
            flush()
            run.append(n)
    flush()
    return ", ".join(parts)


def _cards_text(lab: dict[str, Any], idx: list[int]) -> str:
    """A set of cards as text: the trumps compressed, the kings, the Matto."""
    trumps = [S.CARDS[i].number for i in idx if S.SUIT_OF[i] == 4]
    kings = [i for i in idx if S.KINGS >> i & 1]
    others = [i for i in idx if S.SUIT_OF[i] < 4 and not S.KINGS >> i & 1]
    out = []
    numbered = [n for n in trumps if str(n) not in lab["arie"]]
    if trumps:
        t = _compress(lab, trumps)
        out.append(lab["trumps_word"] + " " + t if numbered else t)
    if len(kings) == 4:
        out.append(lab["all_kings"])
    else:
        out += [card_name_i(lab, i) for i in kings]
    out += [card_name_i(lab, i) for i in others]
    if S.FOOL in idx:
        out.append(lab["matto"])
    return " · ".join(out)


def card_name_i(lab: dict[str, Any], i: int) -> str:
    c = S.CARDS[i]
    if c.is_fool:
        return lab["matto"]
    if c.is_trump:
        return _trump_name(lab, c.number)
    return lab["card"].format(rank=lab["rank_names"].get(c.rank, c.rank), suit=lab["suits"].get(c.suit, c.suit))


def _esc(s: Any) -> str:
    return html.escape(str(s), quote=False)


# ---------------------------------------------------------------- tables
def card_order_rows(lang: str) -> list[tuple[str, list[str]]]:
    """(suit name, ranks from highest to lowest) for each suit, from ``scoring.STRENGTH``."""
    lab = _labels(lang)
    rows = []
    for s_i, s in enumerate(S.SUITS):
        idx = sorted((i for i in range(S.N) if S.SUIT_OF[i] == s_i), key=lambda i: -S.STRENGTH[i])
        rows.append((lab["suits"][s], [lab["ranks"].get(S.CARDS[i].rank, S.CARDS[i].rank) for i in idx]))
    return rows


def _card_order(ctx: tx.Ctx) -> str:
    lab = ctx.labels()
    head = [_esc(h) for h in lab["tables"]["card_order"]["head"]]
    kinds = lab["suit_kind"]
    rows = []
    for (name, ranks), s in zip(card_order_rows(ctx.lang), S.SUITS):
        rows.append([f"{_esc(name)} ({_esc(kinds[s])})", _esc(" – ".join(ranks))])
    return tx.table_html(head, rows)


def trump_group_rows(lang: str) -> list[tuple[str, list[int], dict[int, list[int]]]]:
    """(group name, trump numbers, {value: numbers}) for each named group of trumps."""
    lab = _labels(lang)
    out = []
    for g in lab["trump_groups"]:
        nums = list(range(g["first"], g["last"] + 1))
        by_value: dict[int, list[int]] = {}
        for n in nums:
            v = S.VALUE[S.trump(n)]
            if v:
                by_value.setdefault(v, []).append(n)
        out.append((g["name"], nums, by_value))
    return out


def _trump_groups(ctx: tx.Ctx) -> str:
    lab = ctx.labels()
    head = [_esc(h) for h in lab["tables"]["trump_groups"]["head"]]
    rows = []
    for name, nums, by_value in trump_group_rows(ctx.lang):
        if len(by_value) == 1 and next(iter(by_value.values())) == nums:
            counting = lab["each"].format(v=next(iter(by_value)))      # the whole group counts alike
        else:
            counting = "; ".join(f"{_compress(lab, ns)}: {v}" for v, ns in by_value.items()) or "—"
        rows.append([f"<i>{_esc(name)}</i>", _esc(_compress(lab, nums)), _esc(counting)])
    return tx.table_html(head, rows)


def counting_rows() -> list[tuple[int, list[int]]]:
    """(value, card indices) for each value a counting card can have, highest first."""
    by: dict[int, list[int]] = {}
    for i in S.bits(S.COUNTING):
        by.setdefault(S.VALUE[i], []).append(i)
    return sorted(by.items(), reverse=True)


def _counting_cards(ctx: tx.Ctx) -> str:
    lab = ctx.labels()
    t = lab["tables"]["counting_cards"]
    rows = []
    for v, idx in counting_rows():
        rows.append([str(v), _esc(_cards_text(lab, idx)), str(len(idx)), str(v * len(idx))])
    rows.append([f"<b>{_esc(t['total'])}</b>", "", f"<b>{_pop(S.COUNTING)}</b>", f"<b>{sum(S.VALUE)}</b>"])
    return tx.table_html([_esc(h) for h in t["head"]], rows)


def versicola_rows(lang: str) -> list[tuple[str, list[int], int, int | None]]:
    """(label, cards, points, points with the Matto or None) for the sample sets of the labels file.

    Each sample must make exactly one versicola; the points are the engine's.
    """
    lab = _labels(lang)
    out = []
    for key in lab["tables"]["versicole"]["rows"]:
        entry = lab["versicole"][key]
        idx = [S.INDEX[rt_card(c)] for c in entry["cards"].split()]
        m = S.mask_of(idx)
        found = S.versicole(m)
        if len(found) != 1:
            raise tx.RulesError(f"{GAME}.tables.{lang}.toml: versicola {key} should make exactly one "
                                f"versicola, the engine finds {len(found)}")
        name, _cs, pts = found[0]
        with_m = None
        if S.FOOL not in idx:
            with_m = _versicola_points(m | 1 << S.FOOL)[name]
        out.append((entry["label"], idx, pts, with_m))
    return out


def rt_card(code: str):
    from engine.cards import card
    return card(code)


def _versicole(ctx: tx.Ctx) -> str:
    lab = ctx.labels()
    t = lab["tables"]["versicole"]
    rows = []
    for label, idx, pts, with_m in versicola_rows(ctx.lang):
        if all(S.KINGS >> i & 1 for i in idx):
            cards = lab["kings_of"].format(suits=", ".join(lab["suits"][S.CARDS[i].suit] for i in sorted(idx)))
        else:
            cards = " – ".join(card_name_i(lab, i) for i in sorted(idx, key=_versicola_order))
        rows.append([_esc(label), _esc(cards), str(pts), str(with_m) if with_m is not None else _esc(t["included"])])
    return tx.table_html([_esc(h) for h in t["head"]], rows)


def _versicola_order(i: int) -> tuple:
    c = S.CARDS[i]
    if c.is_fool:
        return (1, 0)            # the Matto between the Papa uno and the Tromba, as the game names it
    if c.is_trump:
        return (0 if c.number == 1 else 2, c.number)
    return (3, i)


def resti_rows(n: int = 4) -> list[tuple[int, int, int]]:
    """(lowest difference, highest difference, Resti) for the first ``n`` steps of ``scoring.RESTO``."""
    r = S.RESTO
    return [((k - 1) * r + 1, k * r, k) for k in range(1, n + 1)]


def _resti(ctx: tx.Ctx) -> str:
    lab = ctx.labels()
    rows = [[f"{lo}–{hi}", str(k)] for lo, hi, k in resti_rows()]
    rows.append(["…", "…"])
    return tx.table_html([_esc(h) for h in lab["tables"]["resti"]["head"]], rows)


def _text_table(name: str):
    """A table written in the labels file; ``{key}`` fields are filled from :func:`values`."""
    def make(ctx: tx.Ctx) -> str:
        t = ctx.labels()["tables"][name]
        vals = ctx.values()
        head = [_esc(h) for h in t["head"]]
        rows = [[_esc(c.format(**vals)) for c in r] for r in t["rows"]]
        return tx.table_html(head, rows)
    return make


TABLES = {
    "card_order": _card_order,
    "trump_groups": _trump_groups,
    "counting_cards": _counting_cards,
    "versicole": _versicole,
    "resti": _resti,
    "account": _text_table("account"),
    "marks": _text_table("marks"),
}
