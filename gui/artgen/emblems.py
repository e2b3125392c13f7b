"""Emblems for the trumps: one simple, recognisable picture per subject.

Each function returns SVG for the picture area of a trump (about x 44..196,
y 62..300, centred on 120, 182).  Shared by the Minchiate and Tarocco packs.
"""

from __future__ import annotations

import math

from .svg import (BLUE, BROWN, GREEN, INK, PAPER, RED, SKIN, YELLOW, Figure, circle_d, ellipse_d, f, poly, rect_d,
                  star_points)

CX, CY = 120, 182
GREY = "#b9b3a6"


def _rays(cx, cy, r1, r2, n, colour, fig: Figure, rot=0.0, wavy=False):
    for i in range(n):
        a = math.radians(rot + i * 360 / n)
        b = math.radians(rot + (i + 0.5) * 360 / n)
        c = math.radians(rot + (i - 0.5) * 360 / n)
        pts = [(cx + r1 * math.cos(c), cy + r1 * math.sin(c)), (cx + r2 * math.cos(a), cy + r2 * math.sin(a)),
               (cx + r1 * math.cos(b), cy + r1 * math.sin(b))]
        fig.add(poly(pts), colour)


def _face(fig: Figure, cx, cy, r, fill=YELLOW, beard=False):
    fig.circle(cx, cy, r, fill)
    e = r * 0.35
    fig.line(ellipse_d(cx - e, cy - r * 0.15, r * 0.09, r * 0.06) + ellipse_d(cx + e, cy - r * 0.15, r * 0.09, r * 0.06))
    fig.line(f"M{f(cx)} {f(cy - r * 0.1)}L{f(cx - r * 0.1)} {f(cy + r * 0.25)}L{f(cx + r * 0.06)} {f(cy + r * 0.25)}")
    fig.line(f"M{f(cx - r * 0.25)} {f(cy + r * 0.5)}Q{f(cx)} {f(cy + r * 0.62)} {f(cx + r * 0.25)} {f(cy + r * 0.5)}")


def _person(fig: Figure, cx, top, robe, female=False, scale=1.0, arms_up=False, head=SKIN):
    s = scale
    fig.add(f"M{f(cx - 14 * s)} {f(top + 30 * s)}L{f(cx + 14 * s)} {f(top + 30 * s)}L{f(cx + 26 * s)} {f(top + 120 * s)}"
            f"L{f(cx - 26 * s)} {f(top + 120 * s)}Z", robe)
    if arms_up:
        fig.add(f"M{f(cx - 12 * s)} {f(top + 34 * s)}L{f(cx - 34 * s)} {f(top + 4 * s)}L{f(cx - 28 * s)} {f(top)}"
                f"L{f(cx - 6 * s)} {f(top + 30 * s)}Z", robe)
        fig.add(f"M{f(cx + 12 * s)} {f(top + 34 * s)}L{f(cx + 34 * s)} {f(top + 4 * s)}L{f(cx + 28 * s)} {f(top)}"
                f"L{f(cx + 6 * s)} {f(top + 30 * s)}Z", robe)
    fig.circle(cx, top + 16 * s, 12 * s, head)
    fig.line(f"M{f(cx - 4 * s)} {f(top + 14 * s)}L{f(cx - 3.6 * s)} {f(top + 14.4 * s)}"
             f"M{f(cx + 4 * s)} {f(top + 14 * s)}L{f(cx + 4.4 * s)} {f(top + 14.4 * s)}"
             f"M{f(cx - 3 * s)} {f(top + 21 * s)}L{f(cx + 3 * s)} {f(top + 21 * s)}")
    if female:
        fig.add(f"M{f(cx - 12 * s)} {f(top + 12 * s)}Q{f(cx - 18 * s)} {f(top + 32 * s)} {f(cx - 12 * s)} {f(top + 40 * s)}"
                f"L{f(cx - 8 * s)} {f(top + 24 * s)}ZM{f(cx + 12 * s)} {f(top + 12 * s)}Q{f(cx + 18 * s)} {f(top + 32 * s)}"
                f" {f(cx + 12 * s)} {f(top + 40 * s)}L{f(cx + 8 * s)} {f(top + 24 * s)}Z", YELLOW)


def ground(fig: Figure, y=292, colour=GREEN):
    fig.add(f"M48 {y}Q84 {y - 12} 120 {y - 4}Q156 {y - 12} 192 {y}L192 {y + 10}L48 {y + 10}Z", colour)


# ---------------------------------------------------------------- papi, rulers
def bagatto():
    fig = Figure()
    fig.add("M56 214L184 214L184 226L56 226Z", BROWN)
    fig.add("M64 226L70 296L78 296L76 226ZM176 226L170 296L162 296L164 226Z", BROWN)
    fig.add(rect_d(56, 206, 128, 8), RED)
    for x in (80, 120):
        fig.add(f"M{x - 10} 176L{x + 10} 176L{x + 6} 196L{x + 2} 198L{x + 4} 206L{x - 4} 206L{x - 2} 198L{x - 6} 196Z", YELLOW)
    fig.circle(156, 202, 6, YELLOW)
    fig.circle(168, 204, 5, YELLOW)
    fig.add("M150 96L158 92L176 196L168 198Z", BLUE)
    fig.add(poly(star_points(154, 92, 9, 4, 5)), YELLOW)
    fig.add("M96 118L144 118L152 166L88 166Z", RED)
    fig.add("M104 96Q120 64 136 96L142 104L98 104Z", BLUE)
    fig.circle(120, 110, 10, SKIN)
    return fig.svg()


def crown_big(cx=CX, cy=CY, w=96, colour=YELLOW, lily=True):
    fig = Figure()
    x0, x1 = cx - w / 2, cx + w / 2
    pts = [(x0, cy + 30), (x0 - 4, cy - 10), (x0 + w * 0.2, cy + 8), (x0 + w * 0.32, cy - 30), (cx, cy + 2),
           (x1 - w * 0.32, cy - 30), (x1 - w * 0.2, cy + 8), (x1 + 4, cy - 10), (x1, cy + 30)]
    fig.add(poly(pts), colour)
    fig.add(rect_d(x0, cy + 22, w, 14), RED)
    for i in range(5):
        fig.circle(x0 + 10 + i * (w - 20) / 4, cy + 29, 3.5, BLUE)
    for px, py in ((x0 - 4, cy - 10), (x0 + w * 0.32, cy - 30), (x1 - w * 0.32, cy - 30), (x1 + 4, cy - 10)):
        fig.circle(px, py - 4, 4, colour)
    if lily:
        # the red lily of Florence
        fig.add(f"M{f(cx)} {f(cy - 62)}Q{f(cx + 8)} {f(cy - 44)} {f(cx + 3)} {f(cy - 26)}L{f(cx - 3)} {f(cy - 26)}"
                f"Q{f(cx - 8)} {f(cy - 44)} {f(cx)} {f(cy - 62)}Z"
                f"M{f(cx - 3)} {f(cy - 30)}Q{f(cx - 22)} {f(cy - 44)} {f(cx - 20)} {f(cy - 58)}Q{f(cx - 8)} {f(cy - 44)} {f(cx - 2)} {f(cy - 36)}Z"
                f"M{f(cx + 3)} {f(cy - 30)}Q{f(cx + 22)} {f(cy - 44)} {f(cx + 20)} {f(cy - 58)}Q{f(cx + 8)} {f(cy - 44)} {f(cx + 2)} {f(cy - 36)}Z", RED)
        fig.add(rect_d(cx - 12, cy - 32, 24, 5), RED)
    return fig.svg()


def granduca():
    fig = Figure()
    # the ducal crown of Tuscany on a cushion
    fig.add("M56 236Q56 222 72 220L168 220Q184 222 184 236L184 262Q184 276 168 278L72 278Q56 276 56 262Z", RED)
    fig.line("M64 248Q120 238 176 248")
    for x in (56, 184):
        fig.add(f"M{x} 274L{x - 6} 294L{x + 6} 294Z", YELLOW)
    return fig.svg() + crown_big(CX, 170, 100)


def eagle(heads=1, cx=CX, cy=CY, colour=INK, crown=True):
    fig = Figure()
    wing = (f"M{f(cx - 10)} {f(cy - 20)}Q{f(cx - 50)} {f(cy - 60)} {f(cx - 70)} {f(cy - 40)}L{f(cx - 60)} {f(cy - 36)}"
            f"L{f(cx - 70)} {f(cy - 22)}L{f(cx - 58)} {f(cy - 20)}L{f(cx - 66)} {f(cy - 4)}L{f(cx - 52)} {f(cy - 4)}"
            f"L{f(cx - 56)} {f(cy + 12)}Q{f(cx - 30)} {f(cy + 10)} {f(cx - 10)} {f(cy + 10)}Z")
    wing2 = wing
    fig.add(wing, colour)
    # mirror for the other wing
    import re

    def mirror(d):
        return re.sub(r"(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)", lambda m: f"{f(2 * cx - float(m.group(1)))} {m.group(2)}", d)
    fig.add(mirror(wing2), colour)
    fig.add(f"M{f(cx - 16)} {f(cy - 24)}Q{f(cx)} {f(cy - 34)} {f(cx + 16)} {f(cy - 24)}L{f(cx + 14)} {f(cy + 30)}"
            f"Q{f(cx)} {f(cy + 40)} {f(cx - 14)} {f(cy + 30)}Z", colour)
    # tail and legs
    fig.add(f"M{f(cx - 14)} {f(cy + 30)}L{f(cx - 24)} {f(cy + 62)}L{f(cx)} {f(cy + 54)}L{f(cx + 24)} {f(cy + 62)}"
            f"L{f(cx + 14)} {f(cy + 30)}Z", colour)
    fig.add(f"M{f(cx - 12)} {f(cy + 26)}L{f(cx - 26)} {f(cy + 42)}L{f(cx - 20)} {f(cy + 44)}ZM{f(cx + 12)} {f(cy + 26)}"
            f"L{f(cx + 26)} {f(cy + 42)}L{f(cx + 20)} {f(cy + 44)}Z", YELLOW)
    heads_x = [cx] if heads == 1 else [cx - 18, cx + 18]
    for i, hx in enumerate(heads_x):
        d = 1 if (heads == 1 or i == 1) else -1
        fig.add(f"M{f(cx - 6 * d)} {f(cy - 26)}L{f(hx - 5 * d)} {f(cy - 46)}Q{f(hx + 6 * d)} {f(cy - 56)} {f(hx + 12 * d)} {f(cy - 44)}"
                f"L{f(hx + 20 * d)} {f(cy - 40)}L{f(hx + 10 * d)} {f(cy - 36)}L{f(hx + 6 * d)} {f(cy - 30)}L{f(cx + 6 * d)} {f(cy - 22)}Z", colour)
        fig.add(f"M{f(hx + 12 * d)} {f(cy - 44)}L{f(hx + 20 * d)} {f(cy - 40)}L{f(hx + 10 * d)} {f(cy - 38)}Z", YELLOW)
        fig.circle(hx + 3 * d, cy - 45, 1.8, PAPER)
        if crown:
            fig.add(poly([(hx - 6, cy - 54), (hx - 8, cy - 66), (hx - 3, cy - 60), (hx + 1, cy - 70), (hx + 4, cy - 60),
                          (hx + 9, cy - 66), (hx + 7, cy - 54)]), YELLOW)
    return fig.svg()


def imperatore():
    fig = Figure()
    fig.add("M56 100L184 100L184 160Q184 250 120 292Q56 250 56 160Z", YELLOW)
    return fig.svg() + eagle(1, CX, 190)


def imperatore_oriente():
    fig = Figure()
    fig.add("M56 100L184 100L184 160Q184 250 120 292Q56 250 56 160Z", RED)
    return fig.svg() + eagle(2, CX, 196, INK)


def amore():
    fig = Figure()
    fig.add("M120 262C106 246 70 222 70 186C70 160 88 148 104 148C114 148 118 154 120 162"
            "C122 154 126 148 136 148C152 148 170 160 170 186C170 222 134 246 120 262Z", RED)
    fig.add("M60 248L176 124L170 120L190 114L184 134L180 128L64 252Z", YELLOW)
    fig.add("M60 248L50 246L56 258L66 262L64 252Z", BLUE)
    for sgn in (-1, 1):
        x = 120 + sgn * 48
        fig.add(f"M{x} 170Q{x + sgn * 28} 124 {x + sgn * 50} 112Q{x + sgn * 42} 130 {x + sgn * 47} 140"
                f"Q{x + sgn * 34} 146 {x + sgn * 40} 160Q{x + sgn * 24} 164 {x + sgn * 28} 180Q{x + sgn * 14} 182 {x} 190Z",
                PAPER)
    return fig.svg()


def papessa():
    return tiara(CX, 146) + book(CX, 238)


def tiara(cx, cy, colour=PAPER):
    fig = Figure()
    fig.add(f"M{f(cx - 34)} {f(cy + 40)}Q{f(cx - 40)} {f(cy - 20)} {f(cx)} {f(cy - 52)}Q{f(cx + 40)} {f(cy - 20)} {f(cx + 34)} {f(cy + 40)}Z", colour)
    for i, y in enumerate((cy + 28, cy + 4, cy - 22)):
        w = 36 - i * 5
        fig.add(rect_d(cx - w, y, 2 * w, 8), YELLOW)
    fig.circle(cx, cy - 58, 6, YELLOW)
    fig.add(rect_d(cx - 1.5, cy - 78, 3, 16), YELLOW)
    fig.add(rect_d(cx - 7, cy - 73, 14, 3), YELLOW)
    return fig.svg()


def book(cx, cy):
    fig = Figure()
    fig.add(f"M{f(cx - 44)} {f(cy - 26)}L{f(cx)} {f(cy - 18)}L{f(cx + 44)} {f(cy - 26)}L{f(cx + 44)} {f(cy + 26)}"
            f"L{f(cx)} {f(cy + 34)}L{f(cx - 44)} {f(cy + 26)}Z", RED)
    fig.add(f"M{f(cx - 38)} {f(cy - 20)}L{f(cx - 2)} {f(cy - 13)}L{f(cx - 2)} {f(cy + 26)}L{f(cx - 38)} {f(cy + 20)}Z"
            f"M{f(cx + 38)} {f(cy - 20)}L{f(cx + 2)} {f(cy - 13)}L{f(cx + 2)} {f(cy + 26)}L{f(cx + 38)} {f(cy + 20)}Z", PAPER)
    fig.line("".join(f"M{f(cx - 32)} {f(cy - 10 + i * 8)}L{f(cx - 8)} {f(cy - 6 + i * 8)}"
                     f"M{f(cx + 32)} {f(cy - 10 + i * 8)}L{f(cx + 8)} {f(cy - 6 + i * 8)}" for i in range(4)))
    return fig.svg()


def imperatrice():
    return crown_big(CX, 122, 84, lily=False) + shield_eagle()


def shield_eagle():
    fig = Figure()
    fig.add("M70 170L170 170L170 220Q170 270 120 296Q70 270 70 220Z", YELLOW)
    return fig.svg() + eagle(1, CX, 236, INK, crown=False)


def papa():
    fig = Figure()
    # crossed keys
    for d in (1, -1):
        x0, x1 = CX - 50 * d, CX + 46 * d
        fig.add(f"M{f(x0)} 292L{f(x1)} 196L{f(x1 + 6 * d)} 202L{f(x0 + 6 * d)} 298Z", YELLOW if d == 1 else PAPER)
        fig.circle(x0 - 4 * d, 296, 9, YELLOW if d == 1 else PAPER)
        fig.add(f"M{f(x1 - 4 * d)} 200L{f(x1 + 10 * d)} 214L{f(x1 + 4 * d)} 220L{f(x1 - 10 * d)} 206Z", YELLOW if d == 1 else PAPER)
    return tiara(CX, 140, PAPER) + fig.svg()


# ---------------------------------------------------------------- virtues
def jug(cx, cy, colour, tilt=0.0, scale=1.0):
    fig = Figure(outline=1.6 / scale)
    fig.add(f"M{f(cx - 10)} {f(cy - 30)}L{f(cx + 10)} {f(cy - 30)}L{f(cx + 8)} {f(cy - 20)}Q{f(cx + 24)} {f(cy - 8)}"
            f" {f(cx + 18)} {f(cy + 14)}Q{f(cx + 14)} {f(cy + 28)} {f(cx)} {f(cy + 28)}Q{f(cx - 14)} {f(cy + 28)}"
            f" {f(cx - 18)} {f(cy + 14)}Q{f(cx - 24)} {f(cy - 8)} {f(cx - 8)} {f(cy - 20)}Z", colour)
    fig.add(f"M{f(cx + 16)} {f(cy - 14)}Q{f(cx + 32)} {f(cy - 16)} {f(cx + 22)} {f(cy + 6)}", "none")
    fig.add(rect_d(cx - 14, cy - 4, 28, 5), YELLOW)
    sc = f" translate({f(cx)} {f(cy)}) scale({f(scale)}) translate({f(-cx)} {f(-cy)})" if scale != 1 else ""
    return f'<g transform="rotate({f(tilt)} {f(cx)} {f(cy)}){sc}">{fig.svg()}</g>'


def temperanza():
    """Temperance pours water from one jug into another."""
    fig = Figure()
    fig.add("M112 118Q150 150 140 214L148 214Q160 150 118 112Z", "#7fa8d8")
    return jug(84, 118, RED, -70, 1.3) + fig.svg() + jug(144, 252, YELLOW, 0, 1.3)


def fortezza():
    fig = Figure()
    fig.add(rect_d(78, 282, 84, 12), YELLOW)
    fig.add(rect_d(86, 270, 68, 12), YELLOW)
    fig.add("M96 270L96 130L108 122L122 136L134 124L144 132L144 270Z", PAPER)
    fig.line("M106 140L106 266M120 140L120 266M134 138L134 266")
    fig.add("M96 120L112 104L122 118L138 100L144 112L150 96L140 90L130 96L122 88L112 98L100 90L90 108Z", "none")
    fig.add(rect_d(88, 118, 64, 6), YELLOW)
    return fig.svg()


def scales(cx, cy, w=56, colour=YELLOW):
    fig = Figure()
    fig.add(rect_d(cx - 2.5, cy - 10, 5, 110), colour)
    fig.add(rect_d(cx - w, cy - 4, 2 * w, 6), colour)
    fig.circle(cx, cy - 14, 6, colour)
    for x in (cx - w + 4, cx + w - 4):
        fig.line(f"M{f(x)} {f(cy)}L{f(x - 18)} {f(cy + 50)}M{f(x)} {f(cy)}L{f(x + 18)} {f(cy + 50)}")
        fig.add(f"M{f(x - 22)} {f(cy + 50)}L{f(x + 22)} {f(cy + 50)}Q{f(x)} {f(cy + 70)} {f(x - 22)} {f(cy + 50)}Z", colour)
    fig.add(f"M{f(cx - 20)} {f(cy + 100)}L{f(cx + 20)} {f(cy + 100)}L{f(cx + 14)} {f(cy + 90)}L{f(cx - 14)} {f(cy + 90)}Z", colour)
    return fig.svg()


def sword(cx, top, length, colour=PAPER):
    fig = Figure()
    fig.add(poly([(cx - 5, top + 12), (cx, top), (cx + 5, top + 12), (cx + 5, top + length), (cx - 5, top + length)]), colour)
    fig.add(rect_d(cx - 18, top + length, 36, 7), YELLOW)
    fig.add(rect_d(cx - 3.5, top + length + 7, 7, 22), BROWN)
    fig.circle(cx, top + length + 33, 5, YELLOW)
    return fig.svg()


def giustizia():
    return sword(CX, 62, 150) + scales(CX, 150, 60)


def ruota():
    fig = Figure()
    fig.add("M112 270L104 296L136 296L128 270Z", BROWN)
    fig.circle(CX, 180, 78, YELLOW)
    fig.circle(CX, 180, 64, PAPER)
    spokes = ""
    for i in range(8):
        a = math.radians(i * 45 + 22.5)
        spokes += f"M{f(CX + 14 * math.cos(a))} {f(180 + 14 * math.sin(a))}L{f(CX + 64 * math.cos(a))} {f(180 + 64 * math.sin(a))}"
    fig.add(spokes, "none")
    fig.add(f'{spokes}', "none")
    fig.circle(CX, 180, 16, RED)
    for i in range(8):
        a = math.radians(i * 45)
        fig.circle(CX + 71 * math.cos(a), 180 + 71 * math.sin(a), 4, RED)
    return f'<path d="{spokes}" stroke="{BROWN}" stroke-width="7" stroke-linecap="round"/>' + fig.svg()


def carro():
    fig = Figure()
    fig.add("M52 196L188 196L176 250L64 250Z", RED)
    fig.add("M60 206L180 206", "none")
    fig.add("M70 196L70 128L76 128L76 196ZM164 196L164 128L170 128L170 196Z", YELLOW)
    fig.add("M60 130Q120 96 180 130L176 140Q120 112 64 140Z", BLUE)
    fig.add(poly(star_points(120, 96, 14, 6, 5)), YELLOW)
    for x in (84, 156):
        fig.circle(x, 256, 30, YELLOW)
        fig.circle(x, 256, 22, PAPER)
        fig.line(f"M{x - 22} 256L{x + 22} 256M{x} 234L{x} 278M{x - 15} 241L{x + 15} 271M{x + 15} 241L{x - 15} 271")
        fig.circle(x, 256, 5, RED)
    fig.add("M100 196L100 150L140 150L140 196Z", BLUE)
    fig.circle(120, 140, 11, SKIN)
    fig.add("M108 132L110 120L116 128L120 116L124 128L130 120L132 132Z", YELLOW)
    return fig.svg()


def tempo():
    """Time, the Hunchback (Gobbo): an old man bent on a crutch with an hourglass."""
    fig = Figure()
    ground(fig)
    # hourglass on the ground
    fig.add("M146 236L186 236L186 242L146 242ZM146 288L186 288L186 294L146 294Z", BROWN)
    fig.add("M150 242L182 242Q182 258 168 265Q182 272 182 288L150 288Q150 272 164 265Q150 258 150 242Z", PAPER)
    fig.add("M156 282L176 282L166 270Z", YELLOW)
    fig.line("M150 242L150 288M182 242L182 288")
    # bent old man
    fig.add("M78 150Q100 120 128 140L132 230L92 292L76 292L88 230L72 200Z", BLUE)
    fig.add("M100 140Q112 118 132 132Q128 150 112 156Z", RED)  # the hump
    fig.circle(76, 150, 13, SKIN)
    fig.add("M64 154Q70 176 80 172Q78 164 88 160Z", PAPER)
    fig.add("M70 140Q76 128 88 140Z", "none")
    fig.add("M62 176L56 292L62 292L68 178Z", BROWN)  # crutch
    fig.add("M52 176L72 176L72 182L52 182Z", BROWN)
    fig.add("M88 292L106 292L106 298L84 298Z", INK)
    fig.circle(64, 182, 5, SKIN)
    return fig.svg()


def impiccato():
    fig = Figure()
    fig.add("M60 296L60 76L180 76L180 296L170 296L170 88L70 88L70 296Z", BROWN)
    fig.line("M120 88L120 112")
    # hanging upside down by one foot
    fig.add("M114 112L126 112L126 168L114 168Z", RED)
    fig.add("M126 128L146 150L140 156L126 144Z", RED)
    fig.add("M104 168L136 168L140 226L100 226Z", BLUE)
    fig.add("M104 176L84 216L92 220L108 190ZM136 176L156 216L148 220L132 190Z", BLUE)
    fig.circle(120, 244, 16, SKIN)
    fig.line("M114 248L114.5 248.5M126 248L126.5 248.5M116 238L124 238")
    fig.add("M106 256Q120 270 134 256Q120 262 106 256Z", YELLOW)
    return fig.svg()


def morte():
    fig = Figure()
    ground(fig, 292, "#8a8f5a")
    fig.add("M150 62L158 62L132 296L124 296Z", BROWN)
    fig.add("M150 66Q110 56 70 88Q110 76 146 82Z", GREY)
    # skull
    fig.add("M88 150Q88 112 120 112Q152 112 152 150Q152 168 140 174L140 190L100 190L100 174Q88 168 88 150Z", PAPER)
    fig.add(ellipse_d(106, 150, 9, 10) + ellipse_d(134, 150, 9, 10), INK)
    fig.add("M120 160L114 174L126 174Z", INK)
    fig.line("M108 182L108 190M116 182L116 190M124 182L124 190M132 182L132 190")
    # crossed bones
    fig.add("M74 262L162 212L166 220L78 270Z", PAPER)
    fig.add("M74 212L162 262L158 270L70 220Z", PAPER)
    for x, y in ((72, 264), (164, 214), (72, 214), (164, 264)):
        fig.circle(x, y, 6, PAPER)
    return fig.svg()


def diavolo():
    fig = Figure()
    fig.add("M84 136Q60 96 74 64Q86 104 102 122Z", RED)
    fig.add("M156 136Q180 96 166 64Q154 104 138 122Z", RED)
    fig.add("M72 150Q72 112 120 112Q168 112 168 150Q168 214 120 246Q72 214 72 150Z", RED)
    fig.add("M88 150L108 158L92 166ZM152 150L132 158L148 166Z", YELLOW)
    fig.add("M120 164L112 190L128 190Z", "none")
    fig.add("M96 206Q120 222 144 206Q120 240 96 206Z", INK)
    fig.add("M104 208L108 216L112 210ZM128 210L132 216L136 208Z", PAPER)
    fig.add("M104 236L120 290L136 236Z", INK)
    # wings
    fig.add("M72 170L44 128L52 172L40 178L58 196L50 214L78 204Z", INK)
    fig.add("M168 170L196 128L188 172L200 178L182 196L190 214L162 204Z", INK)
    return fig.svg()


def torre(flames=True):
    fig = Figure()
    ground(fig)
    fig.add("M84 292L92 124L148 124L156 292Z", GREY)
    fig.add("M84 124L84 100L96 100L96 112L108 112L108 100L120 100L120 112L132 112L132 100L144 100L144 112L156 112L156 100"
            "L156 124Z", GREY)
    fig.line("M90 160L150 160M88 200L152 200M86 240L154 240M110 124L110 160M130 160L130 200M108 200L108 240M132 240L132 292")
    fig.add("M110 292L110 262Q120 248 130 262L130 292Z", INK)
    fig.add("M112 170Q120 162 128 170L128 186L112 186Z", INK)
    if flames:
        fig.add("M92 100Q84 70 104 58Q100 78 114 80Q110 56 128 44Q124 70 138 74Q142 60 152 58Q158 84 148 100Z", RED)
        fig.add("M104 100Q102 84 112 78Q114 90 122 90Q124 74 134 68Q136 88 142 100Z", YELLOW)
        fig.add("M188 52L160 92L172 94L150 134L190 80L176 78Z", YELLOW)
    return fig.svg()


def speranza():
    fig = Figure()
    fig.add("M114 96L126 96L126 254L114 254Z", GREY)
    fig.add("M94 108L146 108L146 118L94 118Z", GREY)
    fig.circle(120, 84, 12, "none")
    fig.add("M60 218Q62 276 120 284Q178 276 180 218L168 226L174 236Q164 264 126 266L126 254L114 254L114 266"
            "Q76 264 66 236L72 226Z", GREY)
    fig.add("M62 212L54 230L72 226ZM178 212L186 230L168 226Z", GREY)
    return fig.svg()


def prudenza():
    fig = Figure()
    # hand mirror with a serpent round its handle
    fig.add("M112 196L128 196L132 290L108 290Z", BROWN)
    fig.circle(120, 140, 50, YELLOW)
    fig.circle(120, 140, 40, "#bcd3e6")
    fig.line("M100 118Q110 108 124 106")
    fig.add("M146 292Q90 280 110 254Q134 236 112 218Q94 206 116 196L122 204Q108 210 124 220Q148 240 120 260"
            "Q104 276 150 284Z", GREEN)
    fig.circle(118, 198, 7, GREEN)
    fig.add("M112 196L104 190L110 196Z", RED)
    return fig.svg()


def fede():
    fig = Figure()
    fig.add("M86 170L154 170Q154 214 124 222L124 258L144 270L144 280L96 280L96 270L116 258L116 222Q86 214 86 170Z", YELLOW)
    fig.add(rect_d(86, 178, 68, 8), RED)
    fig.add("M114 70L126 70L126 96L148 96L148 108L126 108L126 156L114 156L114 108L92 108L92 96L114 96Z", RED)
    fig.circle(120, 160, 10, PAPER)
    return fig.svg()


def carita():
    fig = Figure()
    fig.add("M96 140Q88 110 104 96Q104 114 114 116Q112 92 126 80Q126 104 136 108Q140 96 148 92Q156 118 144 140Z", RED)
    fig.add("M106 138Q106 118 116 112Q118 124 124 124Q126 110 134 106Q138 124 136 138Z", YELLOW)
    fig.add("M120 272C104 254 64 228 64 186C64 156 84 142 102 142C112 142 118 148 120 156"
            "C122 148 128 142 138 142C156 142 176 156 176 186C176 228 136 254 120 272Z", RED)
    fig.add("M96 176Q100 164 110 164", "none")
    return fig.svg()


# ---------------------------------------------------------------- elements
def fuoco():
    fig = Figure()
    fig.add("M60 290L180 290L172 270L68 270Z", BROWN)
    fig.add("M66 270Q50 220 80 180Q82 212 96 214Q86 160 120 110Q116 170 140 180Q146 150 160 140Q188 210 174 270Z", RED)
    fig.add("M84 270Q76 236 96 216Q100 240 112 238Q106 200 124 176Q128 218 146 220Q154 206 158 200Q168 240 156 270Z", YELLOW)
    return fig.svg()


def acqua():
    fig = Figure()
    for i, y in enumerate((150, 190, 230, 270)):
        d = f"M48 {y}"
        for k in range(4):
            x = 48 + k * 36
            d += f"Q{x + 9} {y - 14} {x + 18} {y}Q{x + 27} {y + 14} {x + 36} {y}"
        d += f"L192 {y + 22}L48 {y + 22}Z"
        fig.add(d, BLUE if i % 2 == 0 else "#7fa8d8")
    # a fish leaping
    fig.add("M80 110Q120 76 160 104Q120 126 80 110ZM160 104L182 88L178 116Z", YELLOW)
    fig.circle(96, 104, 2.5, INK)
    return fig.svg()


def terra():
    fig = Figure()
    fig.add("M44 292L44 230Q80 190 120 226Q160 180 196 222L196 292Z", GREEN)
    fig.add("M44 292L44 262Q100 240 196 262L196 292Z", BROWN)
    fig.add("M114 230L126 230L124 120L116 120Z", BROWN)
    fig.circle(120, 112, 36, GREEN)
    fig.circle(98, 136, 20, GREEN)
    fig.circle(144, 134, 22, GREEN)
    for x, y in ((110, 100), (132, 112), (100, 132), (146, 136)):
        fig.circle(x, y, 4, RED)
    return fig.svg()


def aria():
    fig = Figure()
    for cx, cy, s in ((90, 130, 1.0), (150, 170, 0.9), (96, 236, 0.8)):
        fig.add(f"M{f(cx - 40 * s)} {f(cy + 14 * s)}Q{f(cx - 46 * s)} {f(cy - 6 * s)} {f(cx - 24 * s)} {f(cy - 6 * s)}"
                f"Q{f(cx - 20 * s)} {f(cy - 28 * s)} {f(cx)} {f(cy - 24 * s)}Q{f(cx + 18 * s)} {f(cy - 34 * s)} {f(cx + 28 * s)} {f(cy - 10 * s)}"
                f"Q{f(cx + 48 * s)} {f(cy - 8 * s)} {f(cx + 42 * s)} {f(cy + 14 * s)}Z", "#cfdcea")
    fig.add("M60 190Q100 180 150 196M60 204Q110 196 170 214M70 276Q110 268 170 280", "none")
    # a bird
    fig.add("M138 252Q150 240 162 250Q174 238 186 244Q172 246 164 260Q156 250 138 252Z", INK)
    return fig.svg()


# ---------------------------------------------------------------- zodiac
def bilancia():
    fig = Figure()
    fig.add("M60 250L180 250L180 262L60 262Z", YELLOW)
    fig.add("M60 224L96 224Q82 180 120 164Q158 180 144 224L180 224L180 236L132 236Q156 186 120 178Q84 186 108 236L60 236Z", YELLOW)
    return scales(CX, 90, 44, PAPER) + fig.svg()


def vergine():
    fig = Figure()
    _person(fig, 120, 84, BLUE, female=True, scale=1.7)
    fig.add("M78 290L162 290L158 280L82 280Z", BLUE)
    fig.add("M146 190Q150 150 148 120", "none")
    for dx, dy in ((0, 0), (6, 8), (-6, 8)):
        fig.add(ellipse_d(148 + dx, 118 + dy, 4, 7), PAPER)
    fig.add(poly(star_points(120, 86, 9, 4, 5)), YELLOW)
    return fig.svg()


def scorpione():
    fig = Figure()
    fig.add(ellipse_d(120, 230, 22, 34), BROWN)
    for i in range(3):
        fig.line(f"M100 {212 + i * 16}Q120 {218 + i * 16} 140 {212 + i * 16}")
    for s in (-1, 1):
        for i in range(4):
            y = 214 + i * 12
            fig.line(f"M{f(120 + s * 20)} {y}L{f(120 + s * 44)} {y - 8 + i * 6}L{f(120 + s * 52)} {y + 4 + i * 6}")
        fig.add(f"M{f(120 + s * 14)} 200L{f(120 + s * 34)} 166L{f(120 + s * 30)} 160L{f(120 + s * 8)} 198Z", BROWN)
        fig.add(f"M{f(120 + s * 32)} 164Q{f(120 + s * 50)} 150 {f(120 + s * 36)} 130Q{f(120 + s * 30)} 146 {f(120 + s * 24)} 150"
                f"Q{f(120 + s * 22)} 136 {f(120 + s * 28)} 130Q{f(120 + s * 10)} 142 {f(120 + s * 26)} 164Z", BROWN)
    # tail curling up over the back
    fig.add("M114 262Q100 300 140 296Q176 290 170 240Q166 200 150 190L156 182L140 180L146 194Q160 210 160 240"
            "Q160 282 138 284Q118 286 126 262Z", BROWN)
    fig.circle(114, 200, 2, INK)
    fig.circle(126, 200, 2, INK)
    return fig.svg()


def _horns(fig, cx, cy, colour, curl=False):
    for s in (-1, 1):
        if curl:
            fig.add(f"M{f(cx + s * 10)} {f(cy - 20)}Q{f(cx + s * 60)} {f(cy - 50)} {f(cx + s * 52)} {f(cy + 10)}"
                    f"Q{f(cx + s * 46)} {f(cy + 30)} {f(cx + s * 32)} {f(cy + 18)}Q{f(cx + s * 44)} {f(cy)} {f(cx + s * 36)} {f(cy - 18)}"
                    f"Q{f(cx + s * 28)} {f(cy - 26)} {f(cx + s * 18)} {f(cy - 8)}Z", colour)
        else:
            fig.add(f"M{f(cx + s * 18)} {f(cy - 20)}Q{f(cx + s * 56)} {f(cy - 20)} {f(cx + s * 62)} {f(cy - 62)}"
                    f"Q{f(cx + s * 46)} {f(cy - 34)} {f(cx + s * 20)} {f(cy - 32)}Z", colour)


def ariete():
    fig = Figure()
    fig.add("M92 120Q120 100 148 120L140 220Q120 240 100 220Z", PAPER)
    for y in (132, 150, 168):
        fig.line(f"M100 {y}Q110 {y - 6} 120 {y}Q130 {y - 6} 140 {y}")
    fig.add("M106 220Q120 236 134 220L130 206L110 206Z", "#e9c9a8")
    fig.add(ellipse_d(112, 214, 2.5, 2) + ellipse_d(128, 214, 2.5, 2), INK)
    fig.add(ellipse_d(104, 182, 5, 3) + ellipse_d(136, 182, 5, 3), INK)
    _horns(fig, 120, 142, YELLOW, curl=True)
    return fig.svg()


def capricorno():
    fig = Figure()
    # goat fore-part ending in a fish tail
    fig.add("M70 150Q90 130 110 146L150 170Q186 186 190 230Q176 212 166 224Q178 250 170 276Q150 240 154 214"
            "Q130 206 110 204L100 240L92 240L96 204L86 200L80 236L72 236L76 190Q62 176 70 150Z", "#9fb6a0")
    fig.add("M74 150Q72 120 96 100Q84 122 86 142Z", YELLOW)
    fig.add("M70 168Q64 186 74 190Z", PAPER)
    fig.circle(80, 152, 2.5, INK)
    fig.line("M136 180Q144 196 140 208M150 186Q158 200 154 212")
    return fig.svg()


def sagittario():
    fig = Figure()
    fig.add("M150 74Q60 180 150 286Q90 180 150 74Z", BROWN)
    fig.line("M150 74L150 286")
    fig.add("M62 234L174 118L170 114L184 108L178 122L174 118", "none")
    fig.add("M170 112L186 104L180 122Z", GREY)
    fig.add("M62 234L54 236L60 242L58 250L66 244L70 238Z", RED)
    fig.add("M64 232L174 118", "none")
    return fig.svg()


def cancro():
    fig = Figure()
    fig.add(ellipse_d(120, 200, 44, 30), RED)
    fig.line("M96 196Q120 210 144 196")
    for s in (-1, 1):
        for i in range(3):
            y = 206 + i * 10
            fig.line(f"M{f(120 + s * 40)} {y}L{f(120 + s * 62)} {y + 10}L{f(120 + s * 66)} {y + 26}")
        fig.add(f"M{f(120 + s * 30)} 178L{f(120 + s * 50)} 140L{f(120 + s * 44)} 136L{f(120 + s * 22)} 176Z", RED)
        fig.add(f"M{f(120 + s * 46)} 140Q{f(120 + s * 70)} 120 {f(120 + s * 52)} 100Q{f(120 + s * 50)} 118 {f(120 + s * 40)} 120"
                f"Q{f(120 + s * 38)} 104 {f(120 + s * 44)} 98Q{f(120 + s * 24)} 110 {f(120 + s * 36)} 138Z", RED)
        fig.line(f"M{f(120 + s * 10)} 172L{f(120 + s * 14)} 158")
        fig.circle(120 + s * 14, 156, 3, INK)
    return fig.svg()


def fish(cx, cy, d, colour):
    fig = Figure()
    fig.add(f"M{f(cx - 40 * d)} {f(cy)}Q{f(cx)} {f(cy - 30)} {f(cx + 30 * d)} {f(cy)}Q{f(cx)} {f(cy + 30)} {f(cx - 40 * d)} {f(cy)}Z"
            f"M{f(cx + 26 * d)} {f(cy)}L{f(cx + 48 * d)} {f(cy - 16)}L{f(cx + 48 * d)} {f(cy + 16)}Z", colour)
    fig.circle(cx - 26 * d, cy - 3, 2.5, INK)
    fig.line(f"M{f(cx - 14 * d)} {f(cy - 14)}Q{f(cx - 8 * d)} {f(cy)} {f(cx - 14 * d)} {f(cy + 14)}")
    return fig.svg()


def pesci():
    fig = Figure()
    fig.add("M82 150Q120 186 158 220", "none")
    return fish(112, 130, 1, "#7fa8d8") + fish(128, 236, -1, YELLOW) + fig.svg()


def aquario():
    """Aquarius: a great jug on its side pouring out a stream."""
    fig = Figure()
    fig.add("M132 176Q176 214 156 280L172 280Q190 212 140 168Z", "#7fa8d8")
    fig.add("M60 292L190 292L190 280Q160 270 130 280Q100 270 60 280Z", BLUE)
    return jug(100, 150, RED, -75, 1.7) + fig.svg()


def leone():
    fig = Figure()
    _rays(120, 180, 40, 78, 14, YELLOW, fig, rot=8)
    fig.circle(120, 180, 52, BROWN)
    fig.circle(120, 184, 40, YELLOW)
    fig.add(ellipse_d(106, 172, 5, 3.5) + ellipse_d(134, 172, 5, 3.5), INK)
    fig.add("M110 192L130 192L120 204Z", INK)
    fig.line("M120 204L120 210M108 214Q120 220 132 214")
    fig.add("M86 144L92 128L104 140ZM154 144L148 128L136 140Z", YELLOW)
    return fig.svg()


def toro():
    """Taurus as the ox: a broad head with wide horns."""
    fig = Figure()
    _horns(fig, 120, 130, PAPER)
    fig.add("M80 120Q120 100 160 120L150 206Q150 240 120 244Q90 240 90 206Z", BROWN)
    fig.add("M74 122L96 126L90 140ZM166 122L144 126L150 140Z", BROWN)
    fig.add("M96 214Q96 196 120 196Q144 196 144 214Q144 238 120 238Q96 238 96 214Z", "#d9a88a")
    fig.add(ellipse_d(110, 220, 4, 3) + ellipse_d(130, 220, 4, 3), INK)
    fig.add(ellipse_d(104, 154, 5, 4) + ellipse_d(136, 154, 5, 4), INK)
    fig.add("M108 116Q120 130 132 116Q120 124 108 116Z", YELLOW)
    fig.circle(120, 252, 8, YELLOW)  # a bell on the collar
    fig.add("M96 244Q120 256 144 244L144 250Q120 262 96 250Z", RED)
    return fig.svg()


def gemelli():
    fig = Figure()
    _person(fig, 92, 150, RED, scale=1.1)
    _person(fig, 148, 150, BLUE, scale=1.1)
    fig.add("M104 210L136 210L136 218L104 218Z", SKIN)
    ground(fig)
    for x in (92, 148):
        fig.add(poly(star_points(x, 128, 8, 3.5, 5)), YELLOW)
    return fig.svg()


# ---------------------------------------------------------------- arie and fool
def stella():
    fig = Figure()
    fig.add(poly(star_points(120, 170, 74, 28, 8)), YELLOW)
    fig.add(poly(star_points(120, 170, 36, 16, 8, rot=-67.5)), RED)
    fig.circle(120, 170, 10, PAPER)
    for x, y in ((66, 262), (174, 262), (120, 282), (60, 90), (180, 90)):
        fig.add(poly(star_points(x, y, 10, 4, 6)), YELLOW)
    return fig.svg()


def luna():
    fig = Figure()
    fig.add("M140 84Q54 110 66 190Q82 266 160 274Q100 246 98 180Q100 116 140 84Z", "#e7e2c6")
    fig.circle(84, 176, 2.5, INK)
    fig.line("M72 186L80 190L74 196M80 210Q86 214 92 210")
    for x, y in ((162, 118), (176, 176), (150, 218)):
        fig.add(poly(star_points(x, y, 9, 3.5, 5)), YELLOW)
    fig.add("M44 286Q82 270 120 286Q158 270 196 286L196 298L44 298Z", BLUE)
    return fig.svg()


def sole():
    fig = Figure()
    _rays(120, 176, 54, 84, 16, YELLOW, fig)
    _rays(120, 176, 50, 70, 16, RED, fig, rot=11.25)
    _face(fig, 120, 176, 50, YELLOW)
    return fig.svg()


def mondo():
    fig = Figure()
    fig.add(rect_d(117, 92, 6, 44), YELLOW)
    fig.add(rect_d(104, 104, 32, 6), YELLOW)
    fig.circle(120, 200, 66, BLUE)
    fig.add("M70 178Q86 158 104 170Q112 192 96 204Q84 220 74 212Q62 196 70 178Z"
            "M124 150Q150 142 168 164Q176 190 160 196Q146 186 136 196Q120 180 124 150Z"
            "M116 224Q138 214 150 232Q146 254 128 258Q112 248 116 224Z", GREEN)
    fig.add("M54 200Q120 226 186 200", "none")
    fig.add(rect_d(60, 262, 120, 10), YELLOW)
    fig.add("M54 200Q120 176 186 200", "none")
    return fig.svg()


def trumpet(x0, y0, x1, y1, colour=YELLOW, banner=RED):
    """A straight trumpet from the mouthpiece (x0, y0) to the bell (x1, y1), with a banner."""
    fig = Figure()
    dx, dy = x1 - x0, y1 - y0
    ln = math.hypot(dx, dy)
    ux, uy = dx / ln, dy / ln
    nx, ny = -uy, ux

    def pt(t, w):
        return (x0 + ux * t + nx * w, y0 + uy * t + ny * w)
    fig.add(poly([pt(0, -4), pt(ln - 46, -4.5), pt(ln, -24), pt(ln, 24), pt(ln - 46, 4.5), pt(0, 4)]), colour)
    fig.add(poly([pt(-6, -5), pt(2, -5), pt(2, 5), pt(-6, 5)]), colour)
    fig.add(poly([pt(ln * 0.45, -6), pt(ln * 0.45 + 8, -6), pt(ln * 0.45 + 8, 6), pt(ln * 0.45, 6)]), colour)
    # the banner hangs below the tube
    side = 1 if ny > 0 else -1
    b0, b1 = ln * 0.22, ln * 0.62
    fig.add(poly([pt(b0, 3 * side), pt(b1, 3 * side), pt(b1, 40 * side), pt((b0 + b1) / 2, 28 * side),
                  pt(b0, 40 * side)]), banner)
    return fig.svg()


def trombe():
    """Fame's two trumpets crossed, bells raised."""
    fig = Figure()
    fig.add(circle_d(120, 200, 20), "none")
    return trumpet(184, 284, 62, 84, YELLOW, BLUE) + trumpet(56, 284, 178, 84, YELLOW, RED) + fig.svg()


def angelo():
    fig = Figure()
    fig.add("M44 292L44 250L90 250L90 292ZM150 292L150 250L196 250L196 292Z", GREY)
    fig.add("M96 280L96 240Q120 224 144 240L144 280Z", PAPER)
    _rays(120, 100, 30, 56, 12, YELLOW, fig)
    fig.circle(120, 100, 30, YELLOW)
    return fig.svg() + trumpet(60, 230, 182, 150, YELLOW, RED)


def eremita():
    fig = Figure()
    ground(fig)
    fig.add("M150 80L156 80L160 292L154 292Z", BROWN)
    fig.add("M86 120Q120 92 140 128L150 292L76 292Z", BROWN)
    fig.add("M92 118Q112 80 138 118Q116 108 92 118Z", BROWN)
    fig.circle(114, 130, 12, SKIN)
    fig.add("M104 136Q114 170 124 136Z", PAPER)
    # lantern
    fig.add("M68 150L92 150L88 186L72 186Z", YELLOW)
    fig.add("M76 156L84 156L84 178L76 178Z", RED)
    fig.add("M72 150L80 140L88 150Z", INK)
    fig.line("M80 140L80 132L100 160")
    return fig.svg()


def matto():
    """The fool: a jester's cap with bells and a bauble stick."""
    fig = Figure()
    fig.add("M80 196Q70 130 40 118Q66 156 76 200ZM160 196Q170 130 200 118Q174 156 164 200Z", RED)
    fig.add("M96 196Q96 120 120 84Q144 120 144 196Z", YELLOW)
    fig.add("M74 192L166 192L166 214L74 214Z", BLUE)
    for x in (76, 100, 120, 140, 164):
        fig.add(poly([(x - 8, 214), (x, 232), (x + 8, 214)]), RED if x % 40 == 0 else YELLOW)
    for x, y in ((40, 118), (120, 80), (200, 118)):
        fig.circle(x, y, 8, YELLOW)
        fig.line(f"M{x - 5} {y + 2}L{x + 5} {y + 2}")
    fig.circle(120, 250, 22, SKIN)
    fig.line("M111 246L111.5 246.5M129 246L129.5 246.5M110 260Q120 268 130 260M120 248L117 256L121 256")
    fig.add("M150 292L176 236L180 238L156 294Z", BROWN)
    fig.circle(178, 232, 10, RED)
    return fig.svg()


MINCHIATE = {
    1: ("IL BAGATTO", bagatto), 2: ("GRANDUCA", granduca), 3: ("IMPERATORE", imperatore),
    4: ("IMP. D'ORIENTE", imperatore_oriente), 5: ("AMORE", amore), 6: ("TEMPERANZA", temperanza),
    7: ("FORTEZZA", fortezza), 8: ("GIUSTIZIA", giustizia), 9: ("LA RUOTA", ruota), 10: ("IL CARRO", carro),
    11: ("IL GOBBO", tempo), 12: ("L'IMPICCATO", impiccato), 13: ("LA MORTE", morte), 14: ("IL DIAVOLO", diavolo),
    15: ("CASA DEL DIAVOLO", torre), 16: ("SPERANZA", speranza), 17: ("PRUDENZA", prudenza), 18: ("FEDE", fede),
    19: ("CARITÀ", carita), 20: ("FUOCO", fuoco), 21: ("ACQUA", acqua), 22: ("TERRA", terra), 23: ("ARIA", aria),
    24: ("BILANCIA", bilancia), 25: ("VERGINE", vergine), 26: ("SCORPIONE", scorpione), 27: ("ARIETE", ariete),
    28: ("CAPRICORNO", capricorno), 29: ("SAGITTARIO", sagittario), 30: ("CANCRO", cancro), 31: ("PESCI", pesci),
    32: ("AQUARIO", aquario), 33: ("LEONE", leone), 34: ("IL TORO", toro), 35: ("GEMELLI", gemelli),
    36: ("LA STELLA", stella), 37: ("LA LUNA", luna), 38: ("IL SOLE", sole), 39: ("IL MONDO", mondo),
    40: ("LE TROMBE", trombe), 0: ("IL MATTO", matto),
}

TAROCCO = {
    1: ("IL BAGATTO", bagatto), 2: ("LA PAPESSA", papessa), 3: ("L'IMPERATRICE", imperatrice),
    4: ("L'IMPERATORE", imperatore), 5: ("IL PAPA", papa), 6: ("GLI AMANTI", amore), 7: ("IL CARRO", carro),
    8: ("LA GIUSTIZIA", giustizia), 9: ("L'EREMITA", eremita), 10: ("LA RUOTA", ruota), 11: ("LA FORZA", fortezza),
    12: ("L'APPESO", impiccato), 13: ("LA MORTE", morte), 14: ("TEMPERANZA", temperanza), 15: ("IL DIAVOLO", diavolo),
    16: ("LA TORRE", torre), 17: ("LA STELLA", stella), 18: ("LA LUNA", luna), 19: ("IL SOLE", sole),
    20: ("L'ANGELO", angelo), 21: ("IL MONDO", mondo), 0: ("IL MATTO", matto),
}
