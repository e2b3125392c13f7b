"""Helpers for the L'Hombre tests: states built at a chosen point, and scripted deals."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from engine.cards import card, parse_cards
from engine.games.hombre import ranks as R
from engine.games.hombre.game import HombreState, _settle
from engine.games.hombre.ledger import Ledger
from engine.protocol import get_game

HOMBRE = get_game("hombre")
KAUF = get_game("kaufquadrille")

SUIT = {"C": 0, "D": 1, "H": 2, "S": 3}


def m(codes: str) -> int:
    return R.mask_of(parse_cards(codes))


def i(code: str) -> int:
    return R.INDEX[card(code)]


def settle(*, declarer: int = 0, contract: str = "ask", trump: str = "S", hand: str = "", winners: list[int],
           n: int = 3, stakes: int = 4, bete_in_play: int = 0, preset: str = "book_1782", vole: str = "",
           conceded: bool = False, challenger: int | None = None, ledger: Ledger | None = None,
           favourite: int | None = None, **options):
    """Settle a deal whose tricks went to ``winners`` (in order), l'Hombre holding ``hand``
    (the matadors are counted from it)."""
    spec = HOMBRE if n == 3 else KAUF
    opts = spec.options(preset, **options)
    st = spec.new_state(opts, deals=5)
    led = ledger or Ledger.new(n, opts.block == "on")
    if ledger is None:
        led = replace(led, balances=tuple(Fraction(-stakes if q == n - 1 else 0) for q in range(n)),
                      stakes=Fraction(stakes), bete_in_play=Fraction(bete_in_play),
                      in_play_debtors=((1, Fraction(bete_in_play)),) if bete_in_play else ())
        if bete_in_play:
            led = replace(led, balances=tuple(b - (bete_in_play if q == 1 else 0) for q, b in enumerate(led.balances)))
    taken = [0] * n
    for w in winners:
        taken[w] += 1
    st.hands = tuple(m(hand) if q == declarer else 0 for q in range(n))
    st.pub = replace(st.pub, ledger=led, dealer=n - 1, declarer=declarer, contract=contract, trump=SUIT[trump],
                     tricks=tuple((0, (), w) for w in winners), tricks_taken=tuple(taken), phase="play",
                     vole=vole, conceded=conceded, challenger=challenger, favourite=favourite,
                     contract_fav=favourite is not None)
    ev: list = []
    _settle(st, ev)
    end = next(e for e in ev if e.kind == "deal_end")
    return st, end.data, ev


def scripted(text_moves: list[str], *, n: int = 3, preset: str = "book_1782", deals: int = 1, **options) -> HombreState:
    spec = HOMBRE if n == 3 else KAUF
    st = spec.new_state(spec.options(preset, **options), deals=deals)
    st, _ = st.play_text(*text_moves)
    return st


def deal_text(hands: list[str], talon: str, n: int = 3) -> str:
    """The ``deal`` action giving ``hands`` (forehand first) and ``talon`` (top first)."""
    packet = 3 if n == 3 else 4
    hs = [parse_cards(h) for h in hands]
    order = []
    size = 9 if n == 3 else 8
    for r in range(size // packet):
        for h in hs:
            order += h[r * packet:(r + 1) * packet]
    order += parse_cards(talon)
    assert len(order) == 40 and len(set(order)) == 40, (len(order), len(set(order)))
    return "deal " + " ".join(c.code for c in order)
