"""Small deterministic SVG helpers and our own vector lettering (no fonts).

Every number written into a file goes through :func:`f` so output is identical
from run to run and machine to machine.  Lettering is a stroke alphabet drawn
by hand on a 14-unit cap height; glyphs are emitted as plain path data, so no
font is needed to make or to show the cards.
"""

from __future__ import annotations

import math
import re

# card geometry: viewBox 0 0 W H, aspect 2:3 for every art set
W, H = 240, 360
ASPECT = W / H

# stencil palette on warm paper
PAPER = "#f4e7c9"
PAPER_DARK = "#e8d6ae"
INK = "#1d1a17"
RED = "#b8322a"
BLUE = "#2c4f8c"
YELLOW = "#e3b23c"
GREEN = "#3d7a3a"
SKIN = "#f6e9d0"
BROWN = "#8a5a2b"


def f(v: float) -> str:
    """A number as short, stable text."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


_NUM = re.compile(r"-?\d+(?:\.\d+)?")


def tpath(d: str, ox: float = 0.0, oy: float = 0.0, k: float = 1.0, flipx: bool = False, kx: float | None = None) -> str:
    """Transform absolute path data (commands M L Q C Z only) by scale k and offset."""
    kx = k if kx is None else kx
    out = []
    for tok in re.findall(r"[MLQCZ]|-?\d+(?:\.\d+)?", d):
        out.append(tok)
    res = []
    i = 0
    even = True
    for tok in out:
        if tok in "MLQCZ":
            res.append(tok)
            even = True
            continue
        v = float(tok)
        if even:
            res.append(f(ox + (-v if flipx else v) * kx))
        else:
            res.append(f(oy + v * k))
        even = not even
        i += 1
    # join: command letters directly followed by numbers
    s = ""
    for tok in res:
        if tok in "MLQCZ":
            s += tok
        else:
            s += (tok if s.endswith(tuple("MLQCZ")) else " " + tok)
    return s.strip()


# ---------------------------------------------------------------- lettering
# char -> (advance, path on a 14-unit cap height, y down)
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (10, "M0 14L5 0L10 14M1.8 9L8.2 9"),
    "B": (9, "M0 0L0 14M0 0L5 0Q8.5 0 8.5 3.5Q8.5 7 5 7L0 7M5 7Q9 7 9 10.5Q9 14 5 14L0 14"),
    "C": (9, "M9 2.5Q7.5 0 5 0Q0 0 0 7Q0 14 5 14Q7.5 14 9 11.5"),
    "D": (9, "M0 0L0 14L4 14Q9 14 9 7Q9 0 4 0Z"),
    "E": (8, "M8 0L0 0L0 14L8 14M0 7L6 7"),
    "É": (8, "M8 0L0 0L0 14L8 14M0 7L6 7M3 -2.5L6 -5"),
    "À": (10, "M0 14L5 0L10 14M1.8 9L8.2 9M3 -5L6 -2.5"),
    "F": (8, "M8 0L0 0L0 14M0 7L6 7"),
    "G": (9.5, "M9 2.5Q7.5 0 5 0Q0 0 0 7Q0 14 5 14Q9.5 14 9.5 9L9.5 8L5.5 8"),
    "H": (9, "M0 0L0 14M9 0L9 14M0 7L9 7"),
    "I": (4, "M0 0L4 0M2 0L2 14M0 14L4 14"),
    "J": (8, "M8 0L8 10Q8 14 4 14Q0 14 0 10.5"),
    "K": (9, "M0 0L0 14M9 0L0 8.5M3 5.8L9 14"),
    "L": (8, "M0 0L0 14L8 14"),
    "M": (11, "M0 14L0 0L5.5 9L11 0L11 14"),
    "N": (9, "M0 14L0 0L9 14L9 0"),
    "O": (10, "M5 0Q10 0 10 7Q10 14 5 14Q0 14 0 7Q0 0 5 0Z"),
    "P": (9, "M0 14L0 0L5 0Q9 0 9 4Q9 8 5 8L0 8"),
    "Q": (10, "M5 0Q10 0 10 7Q10 14 5 14Q0 14 0 7Q0 0 5 0ZM6 10L10 15"),
    "R": (9, "M0 14L0 0L5 0Q9 0 9 4Q9 8 5 8L0 8M4.5 8L9 14"),
    "S": (9, "M9 2Q8 0 4.5 0Q0 0 0 3.5Q0 7 4.5 7Q9 7 9 10.5Q9 14 4.5 14Q1 14 0 12"),
    "T": (10, "M0 0L10 0M5 0L5 14"),
    "U": (9, "M0 0L0 9.5Q0 14 4.5 14Q9 14 9 9.5L9 0"),
    "V": (10, "M0 0L5 14L10 0"),
    "W": (13, "M0 0L3 14L6.5 4L10 14L13 0"),
    "X": (9, "M0 0L9 14M9 0L0 14"),
    "Y": (10, "M0 0L5 7L10 0M5 7L5 14"),
    "Z": (9, "M0 0L9 0L0 14L9 14"),
    "0": (9, "M4.5 0Q9 0 9 7Q9 14 4.5 14Q0 14 0 7Q0 0 4.5 0Z"),
    "1": (7, "M1 3L4 0L4 14M1 14L7 14"),
    "2": (9, "M0.5 3Q1 0 4.5 0Q9 0 9 4Q9 7 0 14L9 14"),
    "3": (9, "M0.5 0L8.5 0L3.5 5.8Q9 5.5 9 9.8Q9 14 4.5 14Q1 14 0 12"),
    "4": (9, "M7 14L7 0L0 10L9 10"),
    "5": (9, "M8.5 0L1 0L0.5 6Q2 5 4.5 5Q9 5 9 9.5Q9 14 4.5 14Q1 14 0 12"),
    "6": (9, "M7.5 0L1.4 7.8Q0 9.5 0 10Q0 14 4.5 14Q9 14 9 10Q9 6 4.5 6Q2.5 6 1.4 7.8"),
    "7": (9, "M0 0L9 0L3 14"),
    "8": (9, "M4.5 7Q0.5 7 0.5 3.5Q0.5 0 4.5 0Q8.5 0 8.5 3.5Q8.5 7 4.5 7Q0 7 0 10.5Q0 14 4.5 14Q9 14 9 10.5Q9 7 4.5 7Z"),
    "9": (9, "M1.5 14L7.6 6.2Q9 4.5 9 4Q9 0 4.5 0Q0 0 0 4Q0 8 4.5 8Q6.5 8 7.6 6.2"),
    "'": (2, "M1 0L1 4"),
    "-": (6, "M0 7L6 7"),
    ".": (2, "M1 13L1 14"),
    " ": (5, ""),
}

# period Roman numerals: serifed capitals
ROMAN_GLYPHS: dict[str, tuple[float, str]] = {
    "I": (5, "M0 0L5 0M2.5 0L2.5 14M0 14L5 14"),
    "V": (11, "M0 0L4 0M7 0L11 0M1.5 0L5.5 14L9.5 0"),
    "X": (11, "M0 0L4 0M7 0L11 0M0 14L4 14M7 14L11 14M1.5 0L9.5 14M9.5 0L1.5 14"),
    "L": (9, "M0 0L5 0M2 0L2 14L9 14L9 11"),
}


def text_width(s: str, size: float, spacing: float = 2.5, glyphs=None) -> float:
    g = glyphs or GLYPHS
    k = size / 14
    adv = sum(g[c][0] + spacing for c in s) - spacing if s else 0
    return adv * k


def text(s: str, x: float, y: float, size: float, colour: str = INK, weight: float = 0.14,
         anchor: str = "middle", spacing: float = 2.5, glyphs=None, max_width: float | None = None) -> str:
    """Lettering as one stroked path; (x, y) is the baseline point at the anchor."""
    g = glyphs or GLYPHS
    s = s.upper()
    k = size / 14
    w = text_width(s, size, spacing, g)
    kx = k
    if max_width is not None and w > max_width:
        kx = k * max_width / w
        w = max_width
    x0 = x - w / 2 if anchor == "middle" else (x - w if anchor == "end" else x)
    top = y - size
    parts = []
    cx = x0
    for c in s:
        adv, d = g[c]
        if d:
            parts.append(tpath(d, cx, top, k, kx=kx))
        cx += (adv + spacing) * kx
    sw = f(size * weight)
    return (f'<path d="{"".join(parts)}" fill="none" stroke="{colour}" stroke-width="{sw}" '
            f'stroke-linecap="round" stroke-linejoin="round"/>')


def roman(n: int) -> str:
    out = ""
    for v, r in ((40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= v:
            out += r
            n -= v
    return out


def roman_text(n: int, x: float, y: float, size: float, colour: str = INK) -> str:
    return text(roman(n), x, y, size, colour, weight=0.16, spacing=1.2, glyphs=ROMAN_GLYPHS)


# ---------------------------------------------------------------- shapes
def circle(cx, cy, r, fill="none", stroke=None, sw=None) -> str:
    st = f' stroke="{stroke}" stroke-width="{f(sw or 1.5)}"' if stroke else ""
    return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}"{st}/>'


def ellipse(cx, cy, rx, ry, fill="none", stroke=None, sw=None) -> str:
    st = f' stroke="{stroke}" stroke-width="{f(sw or 1.5)}"' if stroke else ""
    return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"{st}/>'


def rect(x, y, w, h, fill="none", stroke=None, sw=None, rx=0) -> str:
    st = f' stroke="{stroke}" stroke-width="{f(sw or 1.5)}"' if stroke else ""
    r = f' rx="{f(rx)}"' if rx else ""
    return f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}"{r} fill="{fill}"{st}/>'


def path(d, fill="none", stroke=None, sw=None, extra="") -> str:
    st = f' stroke="{stroke}" stroke-width="{f(sw or 1.5)}" stroke-linejoin="round" stroke-linecap="round"' if stroke else ""
    return f'<path d="{d}" fill="{fill}"{st}{extra}/>'


def poly(points, close=True) -> str:
    d = "M" + "L".join(f"{f(x)} {f(y)}" for x, y in points)
    return d + ("Z" if close else "")


def star_points(cx, cy, r1, r2, n, rot=-90.0):
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        a = math.radians(rot + i * 180.0 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def g(content: str, transform: str | None = None, extra: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}{extra}>{content}</g>"


def document(body: str, defs: str = "", title: str = "") -> str:
    t = f"<title>{title}</title>" if title else ""
    d = f"<defs>{defs}</defs>" if defs else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'viewBox="0 0 {W} {H}" width="{W}" height="{H}">{t}{d}\n{body}\n</svg>\n')


def use(ref: str, x: float = 0, y: float = 0, transform: str | None = None) -> str:
    t = f' transform="{transform}"' if transform else ""
    return f'<use xlink:href="#{ref}" x="{f(x)}" y="{f(y)}"{t}/>'


class Figure:
    """Stencil drawing: flat colour fills slightly out of register under black outlines.

    Add shapes with a fill colour; :meth:`svg` emits a colour layer (shifted a little,
    as a stencil lays colour by hand) and then the black key-block outlines on top.
    """

    def __init__(self, outline: float = 1.6, shift: tuple[float, float] = (1.2, 0.9)):
        self.items: list[tuple[str, str, str]] = []  # (kind, geometry, fill)
        self.outline = outline
        self.shift = shift

    def add(self, d: str, fill: str = "none", line: bool = True) -> "Figure":
        self.items.append(("p", d, fill if line else fill + "|noline"))
        return self

    def circle(self, cx, cy, r, fill="none", line=True):
        return self.add(circle_d(cx, cy, r), fill, line)

    def ellipse(self, cx, cy, rx, ry, fill="none", line=True):
        return self.add(ellipse_d(cx, cy, rx, ry), fill, line)

    def line(self, d: str):
        self.items.append(("l", d, "none"))
        return self

    def svg(self) -> str:
        fills = []
        lines = []
        for kind, d, fill in self.items:
            noline = fill.endswith("|noline")
            fill = fill.split("|")[0]
            if fill != "none":
                fills.append(f'<path d="{d}" fill="{fill}"/>')
            if not noline:
                lines.append(d)
        dx, dy = self.shift
        out = ""
        if fills:
            out += f'<g transform="translate({f(dx)} {f(dy)})">{"".join(fills)}</g>'
        if lines:
            out += (f'<path d="{"".join(lines)}" fill="none" stroke="{INK}" stroke-width="{f(self.outline)}" '
                    f'stroke-linejoin="round" stroke-linecap="round"/>')
        return out


def circle_d(cx, cy, r) -> str:
    return ellipse_d(cx, cy, r, r)


def ellipse_d(cx, cy, rx, ry) -> str:
    # four cubic arcs: QtSvg and every viewer draw these the same way
    c = 0.5523
    return (f"M{f(cx - rx)} {f(cy)}C{f(cx - rx)} {f(cy - ry * c)} {f(cx - rx * c)} {f(cy - ry)} {f(cx)} {f(cy - ry)}"
            f"C{f(cx + rx * c)} {f(cy - ry)} {f(cx + rx)} {f(cy - ry * c)} {f(cx + rx)} {f(cy)}"
            f"C{f(cx + rx)} {f(cy + ry * c)} {f(cx + rx * c)} {f(cy + ry)} {f(cx)} {f(cy + ry)}"
            f"C{f(cx - rx * c)} {f(cy + ry)} {f(cx - rx)} {f(cy + ry * c)} {f(cx - rx)} {f(cy)}Z")


def rect_d(x, y, w, h) -> str:
    return f"M{f(x)} {f(y)}L{f(x + w)} {f(y)}L{f(x + w)} {f(y + h)}L{f(x)} {f(y + h)}Z"
