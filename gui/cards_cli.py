"""``academie cards``: regenerate the card art, draw contact sheets.

    academie cards generate [--out DIR]
    academie cards sheet --pack NAME --out FILE.png [--art SET] [--four-colour]
                         [--no-indices] [--width PX] [--columns N]

``generate`` writes every SVG of :mod:`gui.artgen` (default: the repository's
``resources/cards``).  ``sheet`` rasterises every card of a pack (an engine pack
name, :data:`engine.cards.PACKS`, or ``backs``) with Qt and lays them
out, labelled with code and id, on one PNG with Pillow.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.cliargs import record_path, whole


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="academie cards", description="card art: generate SVGs, draw contact sheets")
    sub = ap.add_subparsers(dest="cmd")
    g = sub.add_parser("generate", help="write every card SVG")
    g.add_argument("--out", help="output folder (default: resources/cards of the program)")
    s = sub.add_parser("sheet", help="draw every card of a pack on one PNG")
    from engine.cards import PACKS

    s.add_argument("--pack", required=True, help=f"pack name ({', '.join(PACKS)}) or backs")
    s.add_argument("--art", help="art set (one of gui.art's sets); default from the pack")
    s.add_argument("--four-colour", action="store_true", help="the high-contrast four-colour French cards")
    s.add_argument("--no-indices", action="store_true", help="faces without corner indices, as period cards")
    s.add_argument("--width", type=whole(16, 1000), default=110, help="card width in pixels (16 to 1000, default 110)")
    s.add_argument("--columns", type=whole(0, 200), default=0,
                   help="cards per row (default, or 0: 13 French, 14 Italian)")
    s.add_argument("--out", dest="out", required=True, type=record_path, help="PNG file to write")
    return ap


def _ensure_qt():
    from gui.app import offscreen_gui_app

    return offscreen_gui_app("academie-cards")


def sheet(pack_name: str, out: str | Path, *, art_set: str | None = None, four_colour: bool = False,
          indices: bool = True, width: int = 110, columns: int = 0):
    """Draw a contact sheet; returns the Pillow image that was saved."""
    from PIL import Image, ImageDraw, ImageFont
    from PySide6.QtCore import QBuffer, QIODevice

    from engine.cards import PACKS
    from gui.art import DEFAULT_BACK, ArtError, CardArt

    _app = _ensure_qt()
    if pack_name == "backs":
        names = sorted(set(DEFAULT_BACK.values()))
        items = [(n, n, lambda a, n=n: CardArt("french", back=n).back_image(width)) for n in names]
        columns = columns or len(items)
    else:
        if pack_name not in PACKS:
            raise ArtError(f"unknown pack {pack_name!r}; packs are {', '.join(PACKS)} or backs")
        art = CardArt(art_set, four_colour=four_colour, indices=indices) if art_set else \
            CardArt.for_pack(pack_name, four_colour=four_colour, indices=indices)
        p = PACKS[pack_name]
        items = [(c.code, c.id, lambda a, c=c: art.image(c, width)) for c in p.cards]
        columns = columns or (13 if p.style == "french" else 14)
    h = CardArt.height_for(width)
    pad, label_h = 8, 26
    rows = (len(items) + columns - 1) // columns
    sheet_img = Image.new("RGB", (pad + columns * (width + pad), pad + rows * (h + label_h + pad)), (44, 74, 52))
    draw = ImageDraw.Draw(sheet_img)
    font = ImageFont.load_default()
    for i, (code, cid, make) in enumerate(items):
        qimg = make(None)
        buf = QBuffer()
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        qimg.save(buf, "PNG")  # type: ignore[call-overload]  # QImage.save(QIODevice, format) exists
        import io

        im = Image.open(io.BytesIO(buf.data().data())).convert("RGBA")
        x = pad + (i % columns) * (width + pad)
        y = pad + (i // columns) * (h + label_h + pad)
        sheet_img.paste(im, (x, y), im)
        draw.text((x + 2, y + h + 2), code, fill=(255, 255, 255), font=font)
        draw.text((x + 2, y + h + 13), cid[:20], fill=(220, 220, 200), font=font)
    sheet_img.save(str(out), optimize=True)
    return sheet_img


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.cmd == "generate":
        from gui.artgen import write_all

        out = Path(args.out) if args.out else Path(__file__).resolve().parent.parent / "resources" / "cards"
        try:
            n = write_all(out)
        except OSError as e:
            print(f"academie cards: error: cannot write to {out}: {e.strerror}", file=sys.stderr)
            return 1
        print(f"wrote {n} files under {out}")
        return 0
    if args.cmd == "sheet":
        from gui.art import ArtError

        try:
            sheet(args.pack, args.out, art_set=args.art, four_colour=args.four_colour,
                  indices=not args.no_indices, width=args.width, columns=args.columns)
        except ArtError as e:
            print(f"academie cards: error: {e}", file=sys.stderr)
            return 2
        except OSError as e:
            print(f"academie cards: error: cannot write {args.out}: {e.strerror or e}", file=sys.stderr)
            return 1
        print(f"wrote {args.out}")
        return 0
    print("academie cards: error: name what to do: generate or sheet (academie cards --help)", file=sys.stderr)
    return 2
