"""L'Hombre's and Kaufquadrille's rules pages: the generated tables say what the engine does."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.games.hombre import ranks as R
from engine.games.hombre.actions import Bid, Deal
from engine.games.hombre.game import FEES, VOLE, bid_level
from engine.protocol import get_game
from gui.games.hombre import rules as hr
from gui.panels import rules_text as rt
from gui import texts as tx

HOMBRE = get_game("hombre")


def _auction_state(opts, n=3):
    """A deal in which forehand holds both black aces, so every kind of bid is offered."""
    spec = get_game("hombre" if n == 3 else "kaufquadrille")
    st = spec.new_state(opts, first_dealer=0)
    while st.pub.phase != "deal":
        st = st.apply(st.sample_chance(random.Random(1)))[0]
    order = [c for c in R.CARDS if c.code not in ("AS", "AC")]
    order = [c for c in R.CARDS if c.code in ("AS", "AC")] + order
    return st.apply(Deal(tuple(order)))[0]


@pytest.mark.parametrize("preset", list(HOMBRE.presets))
def test_bid_ladder_is_the_engines_order_of_offered_bids(preset):
    opts = dataclasses.replace(HOMBRE.presets[preset], casco_timing="forces_anytime")
    st = _auction_state(opts)
    assert st.pub.phase == "auction"
    bids = [a for a in st.legal_actions() if isinstance(a, Bid)]
    levels: dict = {}
    for b in bids:
        levels.setdefault(bid_level(b, opts), set()).add((b.kind, b.fav))
    engine = [levels[k] for k in sorted(levels)]
    assert [set(bs) for _lv, bs in hr.bid_ladder(opts)] == engine


def test_trump_and_plain_tables_follow_the_engine_ranks():
    lab = tx.read_toml("hombre.tables.en.toml")
    rows = hr.trump_rows(lab)
    assert len(rows) == max(len(R.trump_order(hr.BLACK_TRUMP)), len(R.trump_order(hr.RED_TRUMP)))
    assert rows[0][1].startswith("Ace of spades") and "(Spadille)" in rows[0][1]
    assert rows[1][1].startswith("Two of spades") and rows[1][2].startswith("Seven of hearts")
    assert rows[3][2] == "Ace of hearts (Ponte)" and rows[-1][1] == "–"
    plain = {r[0].split(" ")[0]: r[1].split(" – ") for r in hr.plain_rows(lab)}
    assert plain["Spades"] == list("KQJ765432") and plain["Hearts"] == list("KQJA234567")


@pytest.mark.parametrize("game", ["hombre", "kaufquadrille"])
def test_payment_tables_and_values_come_from_the_engine(game):
    opts = HOMBRE.presets["book_1782"]
    prov = hr.provider(game)
    v = prov.values(opts)
    assert all(v["fee_" + k] == f for k, f in FEES.items()) and v["vole"] == VOLE
    n = get_game(game).players
    hand = 9 if n == 3 else 8
    assert (v["players"], v["hand"], v["talon"], v["tricks"]) == (n, hand, R.N - n * hand, hand)
    html = rt.RulesDocument(game, "en", "book_1782", None).html
    assert "{{" not in html
    for lang in tx.LANGS:
        d = rt.RulesDocument(game, lang, "old_regional", None)
        assert "{{" not in d.html and d.has("bid-ladder")
