"""``academie bench art``: time to render a full pack from SVG, and from the cache.

    academie bench art [--pack minchiate97] [--widths 60,180] [--dprs 1,2] [--repeat 1]

For each width and device-pixel ratio it renders every card of the pack once
with a cold pixmap cache (SVG parsing included on the first pass), then fetches
them all again from the cache, and prints milliseconds in total and per card.
"""

from __future__ import annotations

import argparse
import time

from engine.cliargs import number_list, whole, whole_list


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="academie bench art", description="time to render a full card pack")
    ap.add_argument("--pack", default="minchiate97")
    ap.add_argument("--widths", type=whole_list(8, 1000), default="60,180",
                    help="logical card widths in px, comma-separated")
    ap.add_argument("--dprs", type=number_list(0.25, 4), default="1,2", help="device-pixel ratios, comma-separated")
    ap.add_argument("--repeat", type=whole(1, 100), default=1)
    args = ap.parse_args(argv)

    from engine.cards import PACKS

    if args.pack not in PACKS:
        ap.error(f"argument --pack: unknown pack {args.pack[:40]!r}; packs are {', '.join(PACKS)}")
    from gui import art
    from gui.app import offscreen_gui_app

    _app = offscreen_gui_app("academie-bench")
    if args.pack not in PACKS:
        print(f"academie bench art: error: unknown pack {args.pack!r}; packs are {', '.join(PACKS)}")
        return 2
    cards = PACKS[args.pack].cards
    a = art.CardArt.for_pack(args.pack)
    t0 = time.perf_counter()
    for c in cards:
        a.renderer(c)
    t_parse = time.perf_counter() - t0
    print(f"pack {args.pack} ({len(cards)} cards, art set {a.art_set}); SVG parse {t_parse * 1000:.0f} ms")
    for w in args.widths:
        for dpr in args.dprs:
            best = float("inf")
            for _ in range(max(1, args.repeat)):
                art.clear_cache()
                t0 = time.perf_counter()
                for c in cards:
                    a.pixmap(c, w, dpr)
                dt = time.perf_counter() - t0
                best = min(best, dt)
            t0 = time.perf_counter()
            for c in cards:
                a.pixmap(c, w, dpr)
            cached = time.perf_counter() - t0
            print(f"width {w:4d} px  dpr {dpr:g}: render {best * 1000:7.1f} ms "
                  f"({best * 1000 / len(cards):5.2f} ms/card); cached {cached * 1000:6.2f} ms")
    return 0
