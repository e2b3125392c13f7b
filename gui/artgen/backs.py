"""Card backs in period manners: a blue lattice, tarotée spirals, red rosettes."""

from __future__ import annotations

from .svg import BLUE, H, INK, PAPER, RED, W, YELLOW, circle_d, document, f, rect, star_points, poly


def _frame(inner: str, pattern_id: str, edge: str) -> tuple[str, str]:
    clip = '<clipPath id="clip"><rect x="12" y="12" width="216" height="336" rx="6"/></clipPath>'
    body = (rect(1, 1, W - 2, H - 2, fill=PAPER, stroke=INK, sw=1.2, rx=14)
            + f'<g clip-path="url(#clip)">{inner}</g>'
            + rect(12, 12, W - 24, H - 24, stroke=edge, sw=2.5, rx=6))
    return body, clip


def paris() -> str:
    # a blue diagonal lattice with small stars in the lozenges
    defs = (f'<path id="st" d="{poly(star_points(0, 0, 5, 2, 4, rot=0))}" fill="{YELLOW}" stroke="{INK}" stroke-width="0.5"/>')
    inner = rect(12, 12, 216, 336, fill="#dfe6f0")
    lines = ""
    for i in range(-14, 16):
        x = 12 + i * 24
        lines += f"M{f(x)} 12L{f(x + 336)} 348M{f(x + 336)} 12L{f(x)} 348"
    inner += f'<path d="{lines}" stroke="{BLUE}" stroke-width="3" fill="none"/>'
    for row in range(15):
        for col in range(10):
            x = 12 + col * 24 + (12 if row % 2 else 0)
            y = 12 + row * 24
            inner += f'<use xlink:href="#st" x="{f(x)}" y="{f(y)}"/>'
    body, clip = _frame(inner, "paris", BLUE)
    return document(body, defs + clip, title="back paris")


def tarotee() -> str:
    # black spirals in a chequer of small squares, as on Italian tarot backs
    defs = ('<path id="sp" d="M0 0Q3 -3 5 0Q7 5 0 7Q-8 7 -8 0Q-8 -10 2 -10Q12 -10 12 0" '
            f'fill="none" stroke="{INK}" stroke-width="1.6" stroke-linecap="round"/>')
    inner = rect(12, 12, 216, 336, fill=PAPER)
    dots = ""
    for row in range(13):
        for col in range(9):
            x = 24 + col * 24 + (12 if row % 2 else 0)
            y = 26 + row * 26
            inner += f'<use xlink:href="#sp" x="{f(x)}" y="{f(y)}"/>'
            dots += circle_d(x + 12 - (24 if row % 2 else 0), y + 13, 1.8)
    inner += f'<path d="{dots}" fill="{INK}"/>'
    body, clip = _frame(inner, "tarotee", INK)
    return document(body, defs + clip, title="back tarotee")


def minchiate() -> str:
    # red rosettes of eight petals on a yellow ground
    petals = "".join(
        f'<ellipse cx="0" cy="-7" rx="3.2" ry="6.5" transform="rotate({a})"/>' for a in range(0, 360, 45))
    defs = (f'<g id="ro" fill="{RED}" stroke="{INK}" stroke-width="0.6">{petals}'
            f'<circle r="3.2" fill="{YELLOW}"/></g>')
    inner = rect(12, 12, 216, 336, fill="#efd9a0")
    grid = ""
    for i in range(0, 10):
        grid += f"M{12 + i * 24} 12L{12 + i * 24} 348"
    for j in range(0, 15):
        grid += f"M12 {12 + j * 24}L228 {12 + j * 24}"
    inner += f'<path d="{grid}" stroke="{RED}" stroke-width="0.8" fill="none" opacity="0.6"/>'
    for row in range(14):
        for col in range(9):
            inner += f'<use xlink:href="#ro" x="{24 + col * 24}" y="{24 + row * 24}"/>'
    body, clip = _frame(inner, "minchiate", RED)
    return document(body, defs + clip, title="back minchiate")


def generate() -> dict[str, str]:
    return {"paris": paris(), "tarotee": tarotee(), "minchiate": minchiate()}
