"""Italian-suited packs: the Florentine Minchiate (97) and the Tarocco (78).

Suits coppe, denari, spade, bastoni with the Italian layouts (cups and coins in
rows, swords curved and interlaced, batons crossed); courts King, Queen,
Cavallo, Fante.  In the Minchiate the Cavallo is a composite beast (a man's body
on a beast's) and the Fante of coppe and denari is a Fantina; the ace of denari
is the "Sole di Campagna".  Trumps carry an emblem of their traditional subject,
a Roman numeral and their name.
"""

from __future__ import annotations

from . import emblems
from .figures import figure, horse
from .french import index_group, paper
from .svg import (BLUE, BROWN, GREEN, H, INK, PAPER, RED, W, YELLOW, Figure, circle_d, document, f, path,
                  poly, rect, rect_d, roman_text, star_points, text, use)

SUITS = ("coppe", "denari", "spade", "bastoni")
RANKS = ["king", "queen", "knight", "jack", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
INDEX_TEXT = {"king": "R", "queen": "D", "knight": "C", "jack": "F"}
STEEL = "#dfe3e6"


def _sign(suit: str) -> str:
    fig = Figure(outline=1.1, shift=(0.5, 0.4))
    if suit == "coppe":
        fig.add("M-13 -15L13 -15Q13 -1 3 3L2 8L8 12L8 16L-8 16L-8 12L-2 8L-3 3Q-13 -1 -13 -15Z", YELLOW)
        fig.add("M-12.6 -10L12.6 -10L12 -6L-12 -6Z", RED)
        fig.add("M-6 12L6 12L6 14L-6 14Z", RED)
    elif suit == "denari":
        fig.circle(0, 0, 14, YELLOW)
        fig.circle(0, 0, 9, RED)
        fig.add("M0 -7L2 -2L7 0L2 2L0 7L-2 2L-7 0L-2 -2Z", YELLOW)
    elif suit == "spade":
        fig.add("M-2.6 -12L0 -19L2.6 -12L2.6 8L-2.6 8Z", STEEL)
        fig.add("M-9 8L9 8L9 11L-9 11Z", YELLOW)
        fig.add("M-2 11L2 11L2 17L-2 17Z", BROWN)
        fig.circle(0, 19, 2.5, YELLOW)
    else:
        fig.add("M-3 -18Q0 -20 3 -18L4.5 16Q0 19 -4.5 16Z", GREEN)
        fig.add("M-3 -18Q0 -20 3 -18L3.2 -13L-3.2 -13Z", RED)
        fig.add("M-4.3 11L4.3 11L4.5 16Q0 19 -4.5 16Z", RED)
        fig.line("M-3.6 -4L-6 -7M3.8 3L6 0")
    return f'<g id="sign_{suit}">{fig.svg()}</g>'


def sign(suit: str, x: float, y: float, s: float = 1.0, rot: float = 0.0) -> str:
    r = f" rotate({f(rot)})" if rot else ""
    return use(f"sign_{suit}", transform=f"translate({f(x)} {f(y)}){r} scale({f(s)})")


def _positions(n: int) -> list[tuple[float, float]]:
    from .french import pip_positions

    return pip_positions(n)


def _blade(d: str, width: float = 6.0) -> str:
    return (f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{f(width + 2.6)}" stroke-linecap="round"/>'
            f'<path d="{d}" fill="none" stroke="{STEEL}" stroke-width="{f(width)}" stroke-linecap="round"/>')


def _hilt(x: float, y: float, up: bool = False) -> str:
    k = -1 if up else 1
    fig = Figure(outline=1.2, shift=(0.6, 0.5))
    fig.add(rect_d(x - 6.5, y - 2.5, 13, 5), YELLOW)
    fig.add(rect_d(x - 2.5, y + (2 if k > 0 else -16), 5, 14), BROWN)
    fig.circle(x, y + k * 19, 3.5, YELLOW)
    return fig.svg()


def swords(n: int) -> str:
    """Curved blades bowed outwards and crossing at the ends, as an oval; hilts below on
    the right, above on the left."""
    out = ""
    hilts = []
    for i in range(n // 2):
        e = 6 + 13 * i
        m = 24 + 16 * i
        for s in (-1, 1):  # s=-1: bows to the left, hilt below; s=1: bows right, hilt above
            x = 120 - s * e
            ctrl = 2 * (120 + s * m) - x
            if s < 0:
                out += _blade(f"M{f(x)} 272Q{f(ctrl)} 180 {f(x)} 80")
                hilts.append((x, 276, False))
            else:
                out += _blade(f"M{f(x)} 88Q{f(ctrl)} 180 {f(x)} 280")
                hilts.append((x, 84, True))
    if n % 2:
        out += _blade("M120 272L120 84")
        hilts.append((120, 276, False))
    return out + "".join(_hilt(x, y, up) for x, y, up in hilts)


def _baton(x0, y0, x1, y1) -> str:
    d = f"M{f(x0)} {f(y0)}L{f(x1)} {f(y1)}"
    caps = circle_d(x0, y0, 5) + circle_d(x1, y1, 5)
    return (f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="10"/>'
            f'<path d="{d}" fill="none" stroke="{GREEN}" stroke-width="7.2"/>'
            f'<path d="{caps}" fill="{RED}" stroke="{INK}" stroke-width="1.2"/>')


def batons(n: int) -> str:
    out = ""
    k = n // 2
    for j in range(k):
        s = (j - (k - 1) / 2) * 22
        out += _baton(120 - 34 + s, 290, 120 + 34 + s, 70)
    for j in range(k):
        s = (j - (k - 1) / 2) * 22
        out += _baton(120 + 34 - s, 290, 120 - 34 - s, 70)
    if n % 2:
        out += _baton(120, 292, 120, 68)
    return out


def ace(suit: str, pack: str) -> str:
    if suit == "coppe":
        fig = Figure()
        emblems._rays(120, 150, 60, 86, 12, "#f0d27a", fig)
        return fig.svg() + sign("coppe", 120, 184, 6.2)
    if suit == "denari":
        if pack == "minchiate":
            # the Sole di Campagna: a great coin with the sun's face
            fig = Figure()
            emblems._rays(120, 176, 62, 92, 16, YELLOW, fig)
            emblems._face(fig, 120, 176, 60, YELLOW)
            ring = Figure()
            ring.add(circle_d(120, 176, 60) + circle_d(120, 176, 52), "none")
            return (fig.svg() + ring.svg() + text("SOLE DI CAMPAGNA", 120, 304, 12, INK, max_width=150))
        fig = Figure()
        for a in range(0, 360, 30):
            fig.add('M120 90Q132 110 120 128Q108 110 120 90Z', GREEN)
        leaves = "".join(f'<g transform="rotate({a} 120 180)">{fig.svg()}</g>' for a in range(0, 360, 30))
        return leaves + sign("denari", 120, 180, 4.6)
    if suit == "spade":
        return _wreath() + emblems.sword(120, 52, 206)
    fig = Figure()
    fig.add("M112 60Q120 54 128 60L136 300Q120 310 104 300Z", GREEN)
    fig.add("M112 60Q120 54 128 60L129 80L111 80Z", RED)
    fig.add("M105 284L135 284L136 300Q120 310 104 300Z", RED)
    fig.add("M113 120L98 104L94 110L111 128ZM128 170L146 154L150 160L129 180ZM112 220L96 206L92 212L110 230Z", GREEN)
    return fig.svg()


def _wreath() -> str:
    fig = Figure()
    for s in (-1, 1):
        for i in range(6):
            y = 250 - i * 26
            x = 120 + s * (34 + 10 * (i % 2))
            fig.add(f"M{f(120 + s * 10)} {f(y + 12)}Q{f(x)} {f(y + 8)} {f(x + s * 6)} {f(y - 12)}"
                    f"Q{f(x - s * 12)} {f(y - 4)} {f(120 + s * 10)} {f(y + 12)}Z", GREEN)
    return fig.svg()


PALETTES = {
    "coppe": dict(robe=RED, cloak=BLUE, trim=YELLOW),
    "denari": dict(robe=YELLOW, cloak=RED, trim=BLUE),
    "spade": dict(robe=BLUE, cloak=RED, trim=YELLOW),
    "bastoni": dict(robe=RED, cloak=YELLOW, trim=BLUE),
}
BEAST = {"coppe": (RED, BLUE, YELLOW), "denari": (BLUE, YELLOW, RED), "spade": (YELLOW, RED, BLUE),
         "bastoni": (BLUE, RED, YELLOW)}
COURT_NAMES = {"king": "RE", "queen": "REGINA", "knight": "CAVALLO", "jack": "FANTE"}


def _held(suit: str, x: float, y: float, big: bool = True) -> str:
    if suit in ("coppe", "denari"):
        return sign(suit, x, y - 16, 1.5)
    return sign(suit, x, y - 30, 2.6)


def court(suit: str, rank: str, pack: str) -> str:
    pal = PALETTES[suit]
    body = rect(41, 51, 158, 288, fill="#efe0bd")
    name = COURT_NAMES[rank]
    if rank == "knight":
        centaur = pack == "minchiate"
        svg, (hx, hy) = horse(None if centaur else "rider", BEAST[suit], centaur=centaur)
        body += svg + _held(suit, hx, hy)
    else:
        kind = {"king": "king", "queen": "queen", "jack": "jack"}[rank]
        if rank == "jack" and pack == "minchiate" and suit in ("coppe", "denari"):
            kind, name = "fantina", "FANTINA"
        hold = "sword" if suit == "spade" else "none"
        body += figure(kind, pal["robe"], pal["cloak"], pal["trim"], hold, None,
                       beard=BROWN if suit != "denari" else INK)
        if suit != "spade":
            body += _held(suit, 85, 178)
        if rank == "king":
            body += sign(suit, 155, 206, 0.9) if suit in ("coppe", "denari") else ""
    body += (rect(40, 20, 160, 320, stroke=INK, sw=1.6) + path("M40 50L200 50", stroke=INK, sw=1.2)
             + rect(41, 21, 158, 29, fill=YELLOW) + text(name, 120, 43, 16, INK, weight=0.16, max_width=150))
    body += sign(suit, 184, 72, 0.7)
    return body


def suit_card(suit: str, rank: str, pack: str) -> str:
    defs = _sign(suit)
    body = paper()
    if rank in ("king", "queen", "knight", "jack"):
        body += court(suit, rank, pack)
    elif rank == "1":
        body += ace(suit, pack)
    else:
        n = int(rank)
        if suit == "spade":
            body += swords(n)
        elif suit == "bastoni":
            body += batons(n)
        else:
            s = 1.75 if n <= 6 else 1.5
            for x, y in _positions(n):
                body += sign(suit, x, y, s)
    label = INDEX_TEXT.get(rank, rank)
    colour = RED if suit in ("coppe", "denari") else INK
    body += "\n" + index_group(label, lambda x, y, s: sign(suit, x, y + 5, s * 1.05), colour)
    return document(body, defs, title=f"{suit}_{rank}")


def trump_card(n: int, pack: str) -> str:
    table = emblems.MINCHIATE if pack == "minchiate" else emblems.TAROCCO
    name, draw = table[n]
    body = paper()
    body += rect(42, 20, 156, 320, fill="#f7eed8" if n else "#f3e8d0", stroke=INK, sw=1.6)
    body += draw()
    body += rect(43, 21, 154, 33, fill=YELLOW) + path("M42 54L198 54M42 306L198 306", stroke=INK, sw=1.2)
    body += rect(43, 307, 154, 32, fill=PAPER)
    if n:
        body += roman_text(n, 120, 48, 22, INK)
    else:
        body += f'<path d="{poly(star_points(120, 37, 11, 4.5, 8))}" fill="{RED}" stroke="{INK}" stroke-width="1"/>'
    body += text(name, 120, 331, 14, INK, weight=0.15, max_width=146)
    if n:
        idx = index_group(str(n), lambda x, y, s: "", INK)
    else:
        star = f'<path d="{poly(star_points(21, 32, 15, 6, 8))}" fill="{RED}" stroke="{INK}" stroke-width="1"/>'
        idx = ('<!--index--><g id="index">' + star + f'<g transform="rotate(180 {W // 2} {H // 2})">{star}</g></g>'
               '<!--/index-->')
    body += "\n" + idx
    from engine.cards import card

    return document(body, "", title=card(f"#{n}").id)


def generate(pack: str) -> dict[str, str]:
    from engine.cards import PACKS

    p = PACKS["minchiate97" if pack == "minchiate" else "tarock78"]
    out: dict[str, str] = {}
    for c in p.cards:
        if c.suit == "#":
            out[c.id] = trump_card(c.number, pack)
        else:
            suit, rank = c.id.split("_", 1)
            out[c.id] = suit_card(suit, rank, pack)
    return out
