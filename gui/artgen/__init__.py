"""Our own card art, generated as SVG text (pure Python: no Qt, no fonts).

``generate_all()`` returns ``{relative path: svg text}`` for every file under
``resources/cards/``; ``write_all(dir)`` writes them.  Output is deterministic:
the same code gives byte-identical files (a test regenerates and compares).

Art sets (folders of ``<card id>.svg``, ids from :mod:`engine.cards`):

* ``french``   -- 52 cards in the manner of the Paris pattern, stencil colours
  on warm paper, court figures lettered with their period names;
* ``french4``  -- the same pack in high-contrast four colours (hearts red,
  diamonds blue, clubs green, spades black) on light paper with bolder indices;
* ``minchiate`` -- the Florentine 97-card pack (56 suit cards, trumps 1-35, the
  five arie ``trump_stella`` ... ``trump_tromba`` and the Matto ``fool``);
* ``tarocco``  -- 78 cards: the Italian suits, trumps 1-21 and the fool;
* ``backs/``   -- card backs: ``paris`` (blue lattice), ``tarotee`` (black
  tarotée spirals), ``minchiate`` (red rosettes).

Every card is drawn on a 240 x 360 viewBox (aspect 2:3), the same for every set.

Corner indices: period packs had none; ours carry them in every face, as a group
``<g id="index">`` framed by the comments ``<!--index-->`` and ``<!--/index-->``.
A renderer that wants cards without indices removes the text between those two
comments before loading the SVG (:mod:`gui.art` does this when indices are off).

Lettering and numerals (court names, trump titles, Roman numerals) are our own
stroke shapes in :mod:`gui.artgen.svg`, emitted as paths: no font is used.
"""

from __future__ import annotations

from pathlib import Path

ART_SETS = ("french", "french4", "minchiate", "tarocco")


def generate_all() -> dict[str, str]:
    from . import backs, french, italian

    files: dict[str, str] = {}
    for cid, svg in french.generate(four=False).items():
        files[f"french/{cid}.svg"] = svg
    for cid, svg in french.generate(four=True).items():
        files[f"french4/{cid}.svg"] = svg
    for cid, svg in italian.generate("minchiate").items():
        files[f"minchiate/{cid}.svg"] = svg
    for cid, svg in italian.generate("tarocco").items():
        files[f"tarocco/{cid}.svg"] = svg
    for name, svg in backs.generate().items():
        files[f"backs/{name}.svg"] = svg
    return files


def write_all(out_dir: str | Path) -> int:
    """Write every file under ``out_dir``; returns how many were written."""
    out = Path(out_dir)
    files = generate_all()
    for rel, svg in files.items():
        p = out / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(svg, encoding="utf-8", newline="\n")
    return len(files)
