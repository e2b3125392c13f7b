"""Make the application icon from our own card art.

    python packaging/make_icons.py                      # from resources/cards/
    python packaging/make_icons.py --cards a.svg b.svg c.svg --out /tmp/icons

The icon is a small fan of three of our cards (a back behind two faces),
rendered from the SVGs with Qt (QSvgRenderer, offscreen) straight at every
size, so each PNG is drawn sharp rather than scaled down.  At 32 px and below
a fan is a smudge, so those sizes show the front card alone.

Writes into ``packaging/icons/`` (committed; rerun when the card art changes):

* ``academie-<N>.png`` for N in 16 24 32 48 64 128 256 512 (Linux hicolor theme);
* ``academie.ico`` (Windows: 16–256) and ``academie.icns`` (macOS: 16–1024), with Pillow.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "resources" / "cards"
OUT = Path(__file__).resolve().parent / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)
SINGLE_CARD_MAX = 32  # at this size and below: the front card alone
FAN_ANGLES = (-24.0, -4.0, 16.0)  # degrees, back to front

# Which cards, back to front: the first pattern that matches in each group wins.
PREFERRED = (
    ("backs/paris.svg", "backs/*.svg", "*/back*.svg"),
    ("french*/spades_queen.svg", "french*/*queen*.svg", "*/*queen*.svg"),
    ("french*/hearts_king.svg", "french*/*king*.svg", "*/*king*.svg"),
)


class IconError(Exception):
    pass


def pick_cards(cards_dir: Path = CARDS) -> list[Path]:
    """Three SVGs from our card art, back to front."""
    if not cards_dir.is_dir():
        raise IconError(f"no card art at {cards_dir}; pass --cards A.svg B.svg C.svg")
    chosen: list[Path] = []
    for group in PREFERRED:
        for pattern in group:
            found = sorted(p for p in cards_dir.glob(pattern) if p not in chosen)
            if found:
                chosen.append(found[0])
                break
        else:
            raise IconError(f"no card matching {' or '.join(group)} under {cards_dir}")
    return chosen


def _app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(["make_icons"])


def _renderers(svgs: list[Path]):
    from PySide6.QtSvg import QSvgRenderer

    out = []
    for p in svgs:
        r = QSvgRenderer(str(p))
        if not r.isValid():
            raise IconError(f"{p}: not a valid SVG image")
        size = r.viewBoxF().size() if not r.viewBoxF().isEmpty() else r.defaultSize().toSizeF()
        if size.width() <= 0 or size.height() <= 0:
            raise IconError(f"{p}: the SVG has no size")
        out.append((r, size.width() / size.height()))
    return out


def render(renderers, size: int):
    """One icon image (QImage, ARGB32 premultiplied, transparent) of ``size`` px."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter, QTransform

    img = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    single = size <= SINGLE_CARD_MAX
    cards = [renderers[-1]] if single else renderers
    angles = (0.0,) if single else FAN_ANGLES[-len(cards):]
    h = 1000.0  # model units: each card 1000 high, rotated about a point below its foot
    pivot = QPointF(0.0, h * 1.15)
    placed = []
    bbox = QRectF()
    for (r, aspect), angle in zip(cards, angles):
        w = h * aspect
        rect = QRectF(-w / 2, 0.0, w, h)
        t = QTransform().translate(pivot.x(), pivot.y()).rotate(angle).translate(-pivot.x(), -pivot.y())
        placed.append((r, rect, t))
        bbox = bbox.united(t.mapRect(rect))
    margin = max(0.5, size * (0.02 if single else 0.04))
    scale = (size - 2 * margin) / max(bbox.width(), bbox.height())
    fit = QTransform()
    fit.translate(size / 2, size / 2)
    fit.scale(scale, scale)
    fit.translate(-bbox.center().x(), -bbox.center().y())
    p = QPainter(img)
    p.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
    for r, rect, t in placed:
        # Each card is drawn upright into its own image first (at twice the pixels it will
        # cover), then placed rotated: Qt's SVG renderer misplaces clip paths (the pattern
        # of our card backs) when the painter is rotated.
        px_h = max(8, round(rect.height() * scale * 2))
        px_w = max(4, round(rect.width() * scale * 2))
        card = QImage(px_w, px_h, QImage.Format_ARGB32_Premultiplied)
        card.fill(Qt.transparent)
        cp = QPainter(card)
        cp.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        r.render(cp, QRectF(0, 0, px_w, px_h))
        cp.end()
        p.setTransform(t * fit)
        p.drawImage(rect, card)
    p.end()
    return img


def _to_pil(qimage):
    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    buf = QBuffer()
    buf.open(QIODevice.WriteOnly)
    qimage.save(buf, "PNG")
    return Image.open(io.BytesIO(bytes(buf.data()))).convert("RGBA")


def make_icons(svgs: list[Path], out: Path = OUT) -> list[Path]:
    """Render the icon set from ``svgs`` (back to front) into ``out``; return the files written."""
    if len(svgs) < 1:
        raise IconError("need at least one card SVG")
    app = _app()  # noqa: F841 (QSvgRenderer needs a Gui application for text in SVGs)
    renderers = _renderers([Path(s) for s in svgs])
    out.mkdir(parents=True, exist_ok=True)
    images = {n: _to_pil(render(renderers, n)) for n in sorted(set(PNG_SIZES + ICO_SIZES + ICNS_SIZES))}
    written = []
    for n in PNG_SIZES:
        path = out / f"academie-{n}.png"
        images[n].save(path, optimize=True)
        written.append(path)
    ico = out / "academie.ico"
    big = images[max(ICO_SIZES)]
    big.save(ico, format="ICO", sizes=[(n, n) for n in ICO_SIZES],
             append_images=[images[n] for n in ICO_SIZES if n != max(ICO_SIZES)])
    written.append(ico)
    icns = out / "academie.icns"
    images[max(ICNS_SIZES)].save(icns, format="ICNS",
                                 append_images=[images[n] for n in ICNS_SIZES if n != max(ICNS_SIZES)])
    written.append(icns)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Make the application icon from our card art.")
    ap.add_argument("--cards", nargs="+", type=Path, metavar="SVG",
                    help="card SVGs, back to front (default: chosen from resources/cards/)")
    ap.add_argument("--out", type=Path, default=OUT, help=f"output folder (default {OUT})")
    args = ap.parse_args(argv)
    try:
        svgs = args.cards or pick_cards()
        for s in svgs:
            if not s.is_file():
                raise IconError(f"no such file: {s}")
        files = make_icons(svgs, args.out)
    except IconError as e:
        print(f"make_icons: error: {e}", file=sys.stderr)
        return 1
    print("cards: " + ", ".join(str(s) for s in svgs))
    for f in files:
        print(f"wrote {f} ({f.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
