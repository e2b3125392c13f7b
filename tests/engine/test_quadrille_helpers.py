"""Helpers for the Quadrille family's tests: scripted deals and deals settled from chosen trick
winners."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from engine.cards import card, parse_cards
from engine.games.hombre import ranks as R
from engine.games.quadrille.game import QuadrilleState, _settle, hand_size
from engine.protocol import get_game

SUIT = {"C": 0, "D": 1, "H": 2, "S": 3}


def spec(game: str = "quadrille"):
    return get_game(game)


def m(codes: str) -> int:
    return R.mask_of(parse_cards(codes))


def i(code: str) -> int:
    return R.INDEX[card(code)]


def deal_text(hands: list[str], game: str = "quadrille", **options) -> str:
    """The ``deal`` action giving ``hands`` (forehand first; the last hand may be left short
    and is filled with the cards nobody was given)."""
    sp = spec(game)
    o = sp.options(**options)
    n = sp.players
    size = hand_size(game, o)
    st = sp.new_state(o)
    pk = st.pack
    hs = [parse_cards(h) for h in hands]
    used = {c for h in hs for c in h}
    rest = [c for c in R.cards_of(pk) if c not in used]
    while len(hs) < n:
        hs.append([])
    for h in hs:
        while len(h) < size:
            h.append(rest.pop(0))
    packets = {10: (3, 3, 4), 8: (4, 4), 12: (4, 4, 4)}[size]
    order: list = []
    k = 0
    for p in packets:
        for h in hs:
            order += h[k:k + p]
        k += p
    assert len(order) == R.popcount(pk) and len(set(order)) == len(order)
    return "deal " + " ".join(c.code for c in order)


def scripted(moves: list[str], game: str = "quadrille", preset: str = "app_recommended", deals: int = 1,
             dealer: int | None = None, **options) -> QuadrilleState:
    sp = spec(game)
    n = sp.players
    st = sp.new_state(sp.options(preset, **options), deals=deals, first_dealer=n - 1 if dealer is None else dealer)
    st, _ = st.play_text(*moves)
    return st


def settle(*, game: str = "quadrille", declarer: int = 0, contract: str = "ask", trump: str = "S",
           mate: int | None = None, hands: dict[int, str] | None = None, winners: list[int],
           stakes: Fraction | int = 4, bete_in_play: int = 0, preset: str = "app_recommended", vole: str = "",
           forced: bool = False, favourite: int | None = None, preference: int | None = None, giver: int | None = None,
           king_trumped_by: int | None = None, st: QuadrilleState | None = None, **options):
    """Settle a deal whose tricks went to ``winners`` in order; ``hands``: each seat's cards when
    play began (matadors are counted from them).  Returns (state after, summary, events)."""
    sp = spec(game)
    n = sp.players
    if st is None:
        st = sp.new_state(sp.options(preset, **options), deals=20, first_dealer=n - 1)
        led = st.pub.ledger
        led = replace(led, balances=(Fraction(0),) * n, stakes=Fraction(stakes), bete_in_play=Fraction(bete_in_play),
                      in_play_debtors=((1, Fraction(bete_in_play)),) if bete_in_play else ())
        st.pub = replace(st.pub, ledger=led)
    taken = [0] * n
    for w in winners:
        taken[w] += 1
    hs = tuple(m((hands or {}).get(q, "")) for q in range(n))
    st.start_hands = hs
    st.hands = (0,) * n
    st.mate = mate
    st.pub = replace(st.pub, declarer=declarer, contract=contract, trump=SUIT[trump],
                     tricks=tuple((0, (), w) for w in winners), tricks_taken=tuple(taken), phase="play",
                     vole=vole, forced=forced, favourite=favourite, preference=preference, giver=giver,
                     king_trumped_by=king_trumped_by, called=i("KH") if mate is not None else None)
    ev: list = []
    _settle(st, ev)
    end = next(e for e in ev if e.kind == "deal_end")
    return st, end.data, ev
