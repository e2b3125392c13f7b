"""Court figures in the stencil manner: a standing figure built of flat shapes.

One parametric figure serves every court card of every pack: the kind (king,
queen, jack, fantina), a palette and what the figure holds make the difference.
Coordinates are card units (the card is 240 x 360); the figure stands centred
on x = 120 between y = 62 and y = 322.
"""

from __future__ import annotations

from .svg import (BLUE, BROWN, INK, PAPER, RED, SKIN, YELLOW, GREEN, Figure, circle_d, ellipse_d, f, poly,
                  rect_d)

CX = 120


def _crown(fig: Figure, y: float, w: float, colour: str) -> None:
    x0, x1 = CX - w / 2, CX + w / 2
    pts = [(x0, y + 16), (x0, y), (x0 + w * 0.18, y + 9), (x0 + w * 0.33, y - 4), (CX, y + 7),
           (x1 - w * 0.33, y - 4), (x1 - w * 0.18, y + 9), (x1, y), (x1, y + 16)]
    fig.add(poly(pts), colour)
    for px in (x0, x0 + w * 0.33, x1 - w * 0.33, x1):
        fig.circle(px, y - (4 if px not in (x0, x1) else 0) - 2.2, 2.2, colour)
    fig.add(rect_d(x0, y + 11, w, 5), RED)


def _face(fig: Figure, hy: float, beard: str | None, female: bool, profile: bool = False) -> None:
    fig.circle(CX, hy, 16, SKIN)
    fig.line(ellipse_d(CX - 6, hy - 2, 1.6, 1.1) + ellipse_d(CX + 6, hy - 2, 1.6, 1.1))
    fig.line(f"M{f(CX)} {f(hy - 1)}L{f(CX - 2)} {f(hy + 5)}L{f(CX + 1)} {f(hy + 5)}")
    fig.line(f"M{f(CX - 4)} {f(hy + 9)}Q{f(CX)} {f(hy + 11)} {f(CX + 4)} {f(hy + 9)}")
    fig.line(f"M{f(CX - 9)} {f(hy - 6)}Q{f(CX - 6)} {f(hy - 8)} {f(CX - 3)} {f(hy - 6)}"
             f"M{f(CX + 3)} {f(hy - 6)}Q{f(CX + 6)} {f(hy - 8)} {f(CX + 9)} {f(hy - 6)}")
    if beard:
        fig.add(f"M{f(CX - 15)} {f(hy + 3)}Q{f(CX - 14)} {f(hy + 22)} {f(CX)} {f(hy + 28)}"
                f"Q{f(CX + 14)} {f(hy + 22)} {f(CX + 15)} {f(hy + 3)}Q{f(CX + 10)} {f(hy + 14)} {f(CX + 5)} {f(hy + 12)}"
                f"Q{f(CX)} {f(hy + 7)} {f(CX - 5)} {f(hy + 12)}Q{f(CX - 10)} {f(hy + 14)} {f(CX - 15)} {f(hy + 3)}Z", beard)
    if female:
        fig.add(f"M{f(CX - 16)} {f(hy - 2)}Q{f(CX - 22)} {f(hy + 20)} {f(CX - 18)} {f(hy + 30)}L{f(CX - 12)} {f(hy + 14)}Z"
                f"M{f(CX + 16)} {f(hy - 2)}Q{f(CX + 22)} {f(hy + 20)} {f(CX + 18)} {f(hy + 30)}L{f(CX + 12)} {f(hy + 14)}Z",
                YELLOW)


def figure(kind: str, robe: str, cloak: str, trim: str, hold: str, hold2: str | None = None,
           beard: str | None = BROWN) -> str:
    """kind: 'king', 'queen', 'jack' or 'fantina'; hold / hold2: attributes for the hands."""
    fig = Figure()
    hy = 104
    female = kind in ("queen", "fantina")
    # floor
    fig.add(rect_d(58, 314, 124, 10), YELLOW)
    fig.line("M74 314L70 324M96 314L92 324M120 314L116 324M144 314L140 324M168 314L164 324")
    if kind in ("king", "queen", "fantina"):
        hem = 62 if kind != "fantina" else 56
        fig.add(f"M{CX - 24} 132L{CX + 24} 132L{CX + hem} 314L{CX - hem} 314Z", robe)
        # folds
        fig.line(f"M{CX - 10} 190L{CX - 22} 312M{CX + 10} 190L{CX + 22} 312M{CX} 200L{CX} 312")
        if kind != "fantina":
            fig.add(f"M{CX - 30} 128Q{CX} 118 {CX + 30} 128L{CX + 54} 296Q{CX + 40} 250 {CX + 26} 196"
                    f"L{CX - 26} 196Q{CX - 40} 250 {CX - 54} 296Z", cloak)
            # ermine trim
            fig.add(f"M{CX - 28} 128Q{CX} 120 {CX + 28} 128L{CX + 26} 142Q{CX} 136 {CX - 26} 142Z", PAPER)
            fig.line("".join(f"M{x} 134L{x} 138" for x in (CX - 18, CX - 6, CX + 6, CX + 18)))
        else:
            fig.add(f"M{CX - 56} 314Q{CX} 290 {CX + 56} 314L{CX + 50} 280Q{CX} 262 {CX - 50} 280Z", cloak)
        fig.add(rect_d(CX - 22, 186, 44, 8), trim)
    else:  # jack: tunic, hose, shoes
        fig.add(f"M{CX - 12} 240L{CX - 10} 306L{CX - 26} 310L{CX - 26} 316L{CX - 2} 316L{CX - 2} 240Z", cloak)
        fig.add(f"M{CX + 12} 240L{CX + 10} 306L{CX + 26} 310L{CX + 26} 316L{CX + 2} 316L{CX + 2} 240Z", cloak)
        fig.add(f"M{CX - 24} 132L{CX + 24} 132L{CX + 40} 248L{CX - 40} 248Z", robe)
        fig.add(f"M{CX - 40} 248L{CX + 40} 248L{CX + 36} 238L{CX - 36} 238Z", trim)
        fig.line(f"M{CX} 140L{CX} 238M{CX - 14} 200L{CX - 20} 236M{CX + 14} 200L{CX + 20} 236")
        fig.add(rect_d(CX - 24, 184, 48, 7), trim)
    # sleeves / arms: right hand (viewer's left) high, left hand at the waist
    fig.add(f"M{CX - 22} 134L{CX - 40} 150L{CX - 40} 172L{CX - 30} 176L{CX - 28} 156L{CX - 18} 150Z", cloak)
    fig.add(f"M{CX + 22} 134L{CX + 40} 156L{CX + 40} 196L{CX + 30} 198L{CX + 28} 164L{CX + 18} 150Z", cloak)
    fig.circle(CX - 35, 178, 6, SKIN)
    fig.circle(CX + 35, 200, 6, SKIN)
    # neck and collar
    fig.add(rect_d(CX - 6, 116, 12, 14), SKIN)
    fig.add(f"M{CX - 24} 130Q{CX} 140 {CX + 24} 130L{CX + 18} 124Q{CX} 132 {CX - 18} 124Z", trim)
    # head
    if female:
        fig.add(f"M{CX - 18} {hy - 8}Q{CX} {hy - 30} {CX + 18} {hy - 8}L{CX + 24} {hy + 24}Q{CX} {hy + 10} {CX - 24} {hy + 24}Z",
                YELLOW if kind == "queen" else robe)
    _face(fig, hy, beard if kind == "king" else None, female)
    if kind == "king":
        _crown(fig, hy - 30, 34, YELLOW)
    elif kind == "queen":
        _crown(fig, hy - 27, 26, YELLOW)
    elif kind == "fantina":
        fig.add(f"M{CX - 17} {hy - 8}Q{CX} {hy - 26} {CX + 17} {hy - 8}Q{CX} {hy - 14} {CX - 17} {hy - 8}Z", trim)
    else:
        fig.add(f"M{CX - 26} {hy - 10}Q{CX} {hy - 20} {CX + 26} {hy - 10}Q{CX} {hy - 4} {CX - 26} {hy - 10}Z", trim)
        fig.add(f"M{CX - 14} {hy - 13}Q{CX} {hy - 34} {CX + 14} {hy - 13}Z", robe)
        fig.add(f"M{CX + 8} {hy - 22}Q{CX + 30} {hy - 44} {CX + 36} {hy - 30}Q{CX + 26} {hy - 28} {CX + 12} {hy - 16}Z", RED)
    body = fig.svg()
    return body + attribute(hold, CX - 35, 178) + (attribute(hold2, CX + 35, 200, left=True) if hold2 else "")


def attribute(name: str, x: float, y: float, left: bool = False) -> str:
    """Something held in a hand at (x, y)."""
    fig = Figure()
    if name == "sceptre":
        fig.add(rect_d(x - 2.5, y - 70, 5, 100), YELLOW)
        fig.circle(x, y - 74, 7, YELLOW)
        fig.add(poly([(x - 6, y - 78), (x, y - 92), (x + 6, y - 78)]), RED)
    elif name == "sword":
        fig.add(poly([(x - 3.5, y - 10), (x - 3.5, y - 92), (x, y - 100), (x + 3.5, y - 92), (x + 3.5, y - 10)]), PAPER)
        fig.add(rect_d(x - 12, y - 10, 24, 5), YELLOW)
        fig.add(rect_d(x - 2.5, y - 5, 5, 16), BROWN)
        fig.circle(x, y + 13, 3.5, YELLOW)
    elif name == "harp":
        fig.add(f"M{f(x - 4)} {f(y + 10)}L{f(x - 4)} {f(y - 64)}Q{f(x + 30)} {f(y - 70)} {f(x + 26)} {f(y - 40)}"
                f"Q{f(x + 16)} {f(y - 14)} {f(x + 22)} {f(y + 10)}Z", YELLOW)
        fig.add(f"M{f(x)} {f(y + 4)}L{f(x)} {f(y - 58)}Q{f(x + 22)} {f(y - 62)} {f(x + 20)} {f(y - 40)}"
                f"Q{f(x + 12)} {f(y - 14)} {f(x + 16)} {f(y + 4)}Z", SKIN)
        fig.line("".join(f"M{f(x + i)} {f(y + 4)}L{f(x + i)} {f(y - 56 + i * 0.3)}" for i in (4, 8, 12)))
    elif name == "orb":
        fig.circle(x, y - 14, 11, YELLOW)
        fig.line(f"M{f(x - 11)} {f(y - 14)}L{f(x + 11)} {f(y - 14)}M{f(x)} {f(y - 25)}L{f(x)} {f(y - 32)}"
                 f"M{f(x - 4)} {f(y - 29)}L{f(x + 4)} {f(y - 29)}")
    elif name == "flower":
        fig.line(f"M{f(x)} {f(y)}Q{f(x - 6)} {f(y - 30)} {f(x + 2)} {f(y - 52)}")
        fig.add(ellipse_d(x - 8, y - 28, 7, 3), GREEN)
        for dx, dy in ((0, -8), (7, -2), (4, 6), (-4, 6), (-7, -2)):
            fig.circle(x + 2 + dx * 0.9, y - 56 + dy * 0.9, 4.5, RED)
        fig.circle(x + 2, y - 56, 3, YELLOW)
    elif name == "spear":
        fig.add(rect_d(x - 2, y - 110, 4, 140), BROWN)
        fig.add(poly([(x - 6, y - 108), (x, y - 126), (x + 6, y - 108)]), PAPER)
    elif name == "shield":
        fig.add(f"M{f(x - 16)} {f(y - 22)}L{f(x + 16)} {f(y - 22)}L{f(x + 16)} {f(y + 4)}Q{f(x + 14)} {f(y + 22)} {f(x)} {f(y + 30)}"
                f"Q{f(x - 14)} {f(y + 22)} {f(x - 16)} {f(y + 4)}Z", BLUE)
        fig.add(f"M{f(x - 4)} {f(y - 14)}L{f(x + 4)} {f(y - 14)}L{f(x + 4)} {f(y - 4)}L{f(x + 10)} {f(y - 4)}L{f(x + 10)} {f(y + 4)}"
                f"L{f(x + 4)} {f(y + 4)}L{f(x + 4)} {f(y + 18)}L{f(x - 4)} {f(y + 18)}L{f(x - 4)} {f(y + 4)}L{f(x - 10)} {f(y + 4)}"
                f"L{f(x - 10)} {f(y - 4)}L{f(x - 4)} {f(y - 4)}Z", YELLOW)
    elif name == "halberd":
        fig.add(rect_d(x - 2, y - 106, 4, 140), BROWN)
        fig.add(f"M{f(x + 2)} {f(y - 100)}Q{f(x + 20)} {f(y - 96)} {f(x + 22)} {f(y - 80)}Q{f(x + 12)} {f(y - 86)} {f(x + 2)} {f(y - 84)}Z"
                f"M{f(x - 2)} {f(y - 98)}L{f(x - 12)} {f(y - 92)}L{f(x - 2)} {f(y - 90)}Z", PAPER)
        fig.add(poly([(x - 3, y - 104), (x, y - 122), (x + 3, y - 104)]), PAPER)
    elif name == "bow":
        fig.add(f"M{f(x)} {f(y - 60)}Q{f(x - 26)} {f(y - 20)} {f(x)} {f(y + 20)}Q{f(x - 20)} {f(y - 20)} {f(x)} {f(y - 60)}Z", BROWN)
        fig.line(f"M{f(x)} {f(y - 60)}L{f(x)} {f(y + 20)}")
    elif name == "dog":
        fig.add(f"M{f(x - 10)} {f(y + 120)}L{f(x - 10)} {f(y + 98)}Q{f(x + 10)} {f(y + 90)} {f(x + 36)} {f(y + 98)}"
                f"L{f(x + 40)} {f(y + 88)}L{f(x + 48)} {f(y + 96)}L{f(x + 44)} {f(y + 104)}L{f(x + 36)} {f(y + 104)}"
                f"L{f(x + 34)} {f(y + 120)}L{f(x + 28)} {f(y + 120)}L{f(x + 26)} {f(y + 106)}L{f(x - 2)} {f(y + 106)}"
                f"L{f(x - 4)} {f(y + 120)}Z", PAPER)
    elif name.startswith("sign:"):
        return ""  # Italian suit signs are drawn by the caller
    return fig.svg()


def horse(rider: str | None, colours: tuple[str, str, str], centaur: bool = False) -> tuple[str, tuple[float, float]]:
    """A horse in side view; with a rider (Tarocco) or a man's torso (the Minchiate beast)."""
    body, cloth, trim = colours
    fig = Figure()
    coat = "#c9a066" if centaur else PAPER  # the beast is tawny, the horse white
    fig.add(rect_d(44, 314, 152, 10), YELLOW)
    # legs (the beast has a lion's paws)
    for x0, bend in ((70, -6), (84, 4), (150, -4), (164, 6)):
        fig.add(f"M{x0} 240L{x0 + 10} 240L{x0 + 10 + bend} 276L{x0 + 8} 312L{x0 - 2} 314L{x0 + bend} 276Z", coat)
        if centaur:
            fig.add(ellipse_d(x0 + 5, 312, 8, 4), coat)
    # body and tail
    fig.add("M60 244Q40 252 44 290Q54 270 64 262Z", BROWN)
    fig.add(ellipse_d(118, 232, 62, 30), coat)
    if not centaur:
        fig.add("M86 206L150 206L156 262L80 262Z", cloth)
        fig.line("M92 250L148 250")
        fig.add(rect_d(86, 250, 70, 6), trim)
    else:
        # a beast's coat: spots, and a lion's tuft on the tail
        fig.add(circle_d(100, 226, 5) + circle_d(124, 244, 4) + circle_d(90, 250, 4) + circle_d(140, 222, 4.5), cloth)
        fig.circle(46, 292, 7, trim)
    if not centaur:
        # neck and head
        fig.add("M154 224L170 160L192 158L204 176L196 184L180 180L176 236Z", PAPER)
        fig.add("M168 160L176 150L184 158Z", PAPER)
        fig.circle(186, 168, 1.8, INK)
        fig.line("M172 168L162 226M176 236L170 160")
        fig.add("M170 162L160 222L156 216L164 168Z", BROWN)
    svg = fig.svg()
    top = Figure()
    if centaur:
        # human torso rising from the beast's shoulders
        top.add("M152 230L150 170L184 170L182 232Z", body)
        top.add("M156 170L180 170L176 186L160 186Z", trim)
        top.add(rect_d(162, 150, 12, 22), SKIN)
        top.circle(168, 136, 15, SKIN)
        top.line("M162 134L162.5 134.5M174 134L174.5 134.5M166 146L171 146")
        top.add("M153 136Q150 108 168 110Q186 108 183 136Q176 122 168 124Q160 122 153 136Z", trim)
        top.add("M150 176L130 150L126 156L146 186Z", body)
        top.circle(128, 150, 6, SKIN)
        top.add("M182 176L202 196L198 204L178 188Z", body)
        top.circle(202, 202, 5.5, SKIN)
        svg += top.svg()
        return svg, (128, 150)
    if rider:
        top.add("M104 212L100 150L140 150L138 212Z", body)
        top.add("M102 206L96 246L112 248L118 212Z", body)
        top.add(rect_d(92, 240, 22, 8), INK)
        top.add(rect_d(113, 128, 14, 24), SKIN)
        top.circle(120, 114, 15, SKIN)
        top.line("M126 112L126.5 112.5M118 124L124 124")
        top.add("M102 106Q120 84 138 106Q120 100 102 106Z", trim)
        top.add("M108 98Q118 72 134 98Z", cloth)
        top.add("M102 152L84 128L80 134L96 164Z", body)
        top.circle(82, 128, 6, SKIN)
        svg += top.svg()
    return svg, (82, 128)
