"""The French-suited pack in the manner of the Paris pattern (portrait de Paris)."""

from __future__ import annotations

from .figures import figure
from .svg import (BLUE, BROWN, GREEN, H, INK, PAPER, RED, W, YELLOW, document, f, path, rect, text, use)

SUITS = ("clubs", "diamonds", "hearts", "spades")

# pip shapes centred on 0,0 and about 22 units tall
PIP_D = {
    "hearts": "M0 10C-4 6 -10.5 1.5 -10.5 -4C-10.5 -8.5 -7 -11 -4.5 -11C-2 -11 -0.5 -9 0 -7"
              "C0.5 -9 2 -11 4.5 -11C7 -11 10.5 -8.5 10.5 -4C10.5 1.5 4 6 0 10Z",
    "diamonds": "M0 -12L8.5 0L0 12L-8.5 0Z",
    "spades": "M0 -11C-4 -5.5 -10.5 -2.5 -10.5 2.5C-10.5 6.5 -7.5 8 -5 8C-3 8 -1.5 7 -0.8 5.5"
              "C-1.2 8.5 -2.5 10.2 -5 11.5L5 11.5C2.5 10.2 1.2 8.5 0.8 5.5C1.5 7 3 8 5 8"
              "C7.5 8 10.5 6.5 10.5 2.5C10.5 -2.5 4 -5.5 0 -11Z",
    "clubs": "M0 -11.5C-3 -11.5 -5 -9.3 -5 -6.5C-5 -4.6 -4.1 -3.4 -3 -2.5C-4 -3.2 -5 -3.5 -6 -3.5"
             "C-9 -3.5 -11 -1.2 -11 1.5C-11 4.3 -8.8 6.5 -6 6.5C-3.8 6.5 -2 5 -1 3.5"
             "C-1.2 7 -2.5 9.5 -5 11.5L5 11.5C2.5 9.5 1.2 7 1 3.5C2 5 3.8 6.5 6 6.5"
             "C8.8 6.5 11 4.3 11 1.5C11 -1.2 9 -3.5 6 -3.5C5 -3.5 4 -3.2 3 -2.5"
             "C4.1 -3.4 5 -4.6 5 -6.5C5 -9.3 3 -11.5 0 -11.5Z",
}

PALETTE_PERIOD = {"hearts": RED, "diamonds": RED, "clubs": INK, "spades": INK}
PALETTE_FOUR = {"hearts": "#c8161e", "diamonds": "#1d4fb8", "clubs": "#17803a", "spades": "#000000"}

RANK_NAMES = ["ace", "king", "queen", "jack", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
INDEX_TEXT = {"ace": "A", "king": "K", "queen": "Q", "jack": "J"}

# the period names of the Paris pattern, and what each figure holds
COURTS = {
    ("hearts", "king"): ("CHARLES", "sword", "orb", dict(robe=RED, cloak=BLUE, trim=YELLOW)),
    ("hearts", "queen"): ("JUDITH", "flower", None, dict(robe=BLUE, cloak=RED, trim=YELLOW)),
    ("hearts", "jack"): ("LA HIRE", "halberd", None, dict(robe=RED, cloak=YELLOW, trim=BLUE)),
    ("diamonds", "king"): ("CÉSAR", "sceptre", None, dict(robe=BLUE, cloak=RED, trim=YELLOW)),
    ("diamonds", "queen"): ("RACHEL", "flower", None, dict(robe=RED, cloak=YELLOW, trim=BLUE)),
    ("diamonds", "jack"): ("HECTOR", "halberd", None, dict(robe=YELLOW, cloak=RED, trim=BLUE)),
    ("clubs", "king"): ("ALEXANDRE", "sceptre", "orb", dict(robe=YELLOW, cloak=BLUE, trim=RED)),
    ("clubs", "queen"): ("ARGINE", "flower", None, dict(robe=YELLOW, cloak=BLUE, trim=RED)),
    ("clubs", "jack"): ("LANCELOT", "halberd", "shield", dict(robe=BLUE, cloak=RED, trim=YELLOW)),
    ("spades", "king"): ("DAVID", "harp", None, dict(robe=BLUE, cloak=YELLOW, trim=RED)),
    ("spades", "queen"): ("PALLAS", "spear", "shield", dict(robe=RED, cloak=BLUE, trim=YELLOW)),
    ("spades", "jack"): ("OGIER", "bow", "dog", dict(robe=RED, cloak=BLUE, trim=YELLOW)),
}

# pip positions for number cards (x, y); pips below the middle are drawn upside down
_C: tuple[float, float, float] = (72, 120, 168)
_ROWS4: tuple[float, ...] = (78, 146, 214, 282)


def pip_positions(n: int) -> list[tuple[float, float]]:
    L, M, R = _C
    top, bot, mid = 80, 280, 180
    if n == 2:
        return [(M, top), (M, bot)]
    if n == 3:
        return [(M, top), (M, mid), (M, bot)]
    if n == 4:
        return [(L, top), (R, top), (L, bot), (R, bot)]
    if n == 5:
        return pip_positions(4) + [(M, mid)]
    if n == 6:
        return pip_positions(4) + [(L, mid), (R, mid)]
    if n == 7:
        return pip_positions(6) + [(M, 130)]
    if n == 8:
        return pip_positions(7) + [(M, 230)]
    if n == 9:
        return [(x, y) for y in _ROWS4 for x in (L, R)] + [(M, mid)]
    if n == 10:
        return [(x, y) for y in _ROWS4 for x in (L, R)] + [(M, 112), (M, 248)]
    raise ValueError(n)


def pip_defs(suits, palette) -> str:
    return "".join(f'<path id="pip_{s}" d="{PIP_D[s]}" fill="{palette[s]}" stroke="{INK}" stroke-width="0.8"/>'
                   for s in suits)


def place(suit: str, x: float, y: float, scale: float, flip: bool = False) -> str:
    rot = " rotate(180)" if flip else ""
    return use(f"pip_{suit}", transform=f"translate({f(x)} {f(y)}){rot} scale({f(scale)})")


def paper(colour: str = PAPER) -> str:
    return (rect(1, 1, W - 2, H - 2, fill=colour, stroke=INK, sw=1.2, rx=14)
            + rect(7, 7, W - 14, H - 14, stroke="#8c7a5a", sw=0.6, rx=10))


def index_group(label: str, suit_use, colour: str, big: bool = False) -> str:
    """The corner indices: rank lettering and a small suit sign, top left and bottom right.

    Framed by ``<!--index-->`` ... ``<!--/index-->`` so the renderer can leave it out.
    """
    size = 30 if big else 28
    weight = 0.23 if big else 0.2
    y0 = 12 + size
    one = text(label, 21, y0, size, colour, weight=weight, spacing=0.6, max_width=31) + suit_use(21, y0 + 17, 0.8)
    return ('<!--index--><g id="index">' + one
            + f'<g transform="rotate(180 {W // 2} {H // 2})">{one}</g></g><!--/index-->')


def court_frame(name: str, colour_band: str = YELLOW) -> str:
    return (rect(40, 20, 160, 320, fill="none", stroke=INK, sw=1.6)
            + path("M40 50L200 50", stroke=INK, sw=1.2)
            + rect(41, 21, 158, 29, fill=colour_band)
            + text(name, 120, 43, 16, INK, weight=0.16, max_width=150))


def card_svg(suit: str, rank: str, four: bool = False) -> str:
    pal = PALETTE_FOUR if four else PALETTE_PERIOD
    defs = pip_defs([suit], pal)
    colour = pal[suit]
    body = paper("#fbf7ee" if four else PAPER)
    if rank == "ace":
        body += (f'<ellipse cx="120" cy="180" rx="62" ry="80" fill="none" stroke="{INK}" stroke-width="1.2"/>'
                 f'<ellipse cx="120" cy="180" rx="56" ry="74" fill="none" stroke="{colour}" stroke-width="0.8" '
                 f'stroke-dasharray="3 3"/>' + place(suit, 120, 180, 4.0))
    elif rank in ("king", "queen", "jack"):
        name, hold, hold2, pal3 = COURTS[(suit, rank)]
        body += rect(41, 51, 158, 288, fill="#efe0bd")
        body += figure(rank, pal3["robe"], pal3["cloak"], pal3["trim"], hold, hold2,
                       beard=BROWN if suit != "diamonds" else INK)
        body += court_frame(name)
        body += place(suit, 182, 70, 0.85)
    else:
        n = int(rank)
        big = 1.55 if n <= 3 else 1.35
        for x, y in pip_positions(n):
            body += place(suit, x, y, big, flip=y > 181)
    label = INDEX_TEXT.get(rank, rank)
    body += "\n" + index_group(label, lambda x, y, s: place(suit, x, y, s), colour, big=four)
    return document(body, defs, title=f"{suit}_{rank}")


def generate(four: bool = False) -> dict[str, str]:
    out = {}
    for s in SUITS:
        for r in RANK_NAMES:
            out[f"{s}_{r}"] = card_svg(s, r, four)
    return out


__all__ = ["generate", "card_svg", "COURTS", "PIP_D", "GREEN"]
