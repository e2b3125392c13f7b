"""Card art: every card has an image, images are distinct and share one aspect ratio,
indices are legible at 60 px, the committed SVGs are what the generator makes."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from engine.cards import PACKS, card
from gui.artgen import generate_all

ROOT = Path(__file__).resolve().parents[2] / "resources" / "cards"
SETS_FOR_PACK = {name: (["french", "french4"] if p.style == "french" else
                        ["minchiate"] if name == "minchiate97" else ["tarocco"]) for name, p in PACKS.items()}


@pytest.fixture(scope="module")
def generated():
    return generate_all()


def _image_bytes(art, c, width):
    img = art.image(c, width)
    ptr = img.constBits()
    return bytes(ptr)[: img.sizeInBytes()], img


def _sets_for(pack_name: str, c) -> list[str]:
    """The art sets that draw ``c`` (gui.art.art_for): French suit cards come from the French sets in
    every pack (l'Homme's six-suit pack mixes them with Italian cups and coins)."""
    if c.suit in "CDHS":
        return ["french", "french4"]
    return SETS_FOR_PACK[pack_name] if SETS_FOR_PACK[pack_name][0] != "french" else ["tarocco"]


@pytest.mark.parametrize("pack_name", sorted(PACKS))
def test_every_card_of_every_pack_has_an_image(pack_name):
    for c in PACKS[pack_name].cards:
        for art_set in _sets_for(pack_name, c):
            assert (ROOT / art_set / f"{c.id}.svg").is_file(), f"{art_set} lacks {c.id}"


def test_sets_hold_exactly_their_cards():
    expect = {"french": {c.id for c in PACKS["whist52"].cards},
              "minchiate": {c.id for c in PACKS["minchiate97"].cards},
              "tarocco": {c.id for c in PACKS["tarock78"].cards}}
    expect["french4"] = expect["french"]
    for art_set, ids in expect.items():
        have = {p.stem for p in (ROOT / art_set).glob("*.svg")}
        assert have == ids, art_set
    assert len(expect["minchiate"]) == 97 and len(expect["tarocco"]) == 78


def test_committed_files_equal_a_fresh_generation(generated, tmp_path):
    from gui.artgen import write_all

    n = write_all(tmp_path)
    assert n == len(generated)
    committed = {str(p.relative_to(ROOT)).replace("\\", "/") for p in ROOT.rglob("*.svg")}
    assert committed == set(generated), "files differ from the generator: run `academie cards generate`"
    for rel in sorted(generated):
        assert (tmp_path / rel).read_bytes() == (ROOT / rel).read_bytes(), f"{rel} differs: regenerate"


def test_generation_is_deterministic(generated):
    assert generate_all() == generated


def test_svgs_need_no_font_and_nothing_outside(generated):
    for rel, svg in generated.items():
        assert "<text" not in svg and "font" not in svg, rel
        for ref in re.findall(r'href="([^"]*)"', svg):
            assert ref.startswith("#"), (rel, ref)


def test_one_aspect_ratio_for_every_card(generated):
    boxes = {re.search(r'viewBox="([^"]+)"', svg).group(1) for svg in generated.values()}
    assert boxes == {"0 0 240 360"}
    from gui.art import ASPECT, CardArt

    assert abs(ASPECT - 240 / 360) < 1e-9
    assert CardArt.height_for(60) == 90 and CardArt.height_for(100) == 150


def test_faces_carry_a_removable_index(generated):
    for rel, svg in generated.items():
        if rel.startswith("backs/"):
            assert "<!--index-->" not in svg
        else:
            assert svg.count("<!--index-->") == 1 and svg.count("<!--/index-->") == 1, rel


def test_court_cards_are_lettered_with_their_period_names():
    # the names are drawn as paths; the generator's table is the source
    from gui.artgen.french import COURTS

    names = {k: v[0] for k, v in COURTS.items()}
    assert names[("hearts", "king")] == "CHARLES" and names[("spades", "jack")] == "OGIER"
    assert sorted(names.values()) == sorted(["CHARLES", "JUDITH", "LA HIRE", "CÉSAR", "RACHEL", "HECTOR",
                                             "ALEXANDRE", "ARGINE", "LANCELOT", "DAVID", "PALLAS", "OGIER"])


def test_minchiate_has_its_traditional_trumps():
    from gui.artgen.emblems import MINCHIATE, TAROCCO

    assert set(MINCHIATE) == set(range(41)) and set(TAROCCO) == set(range(22))
    assert MINCHIATE[34][0] == "IL TORO" and MINCHIATE[11][0] == "IL GOBBO" and MINCHIATE[15][0] == "CASA DEL DIAVOLO"
    svg = (ROOT / "minchiate" / "denari_1.svg").read_text()
    assert (ROOT / "minchiate" / "coppe_jack.svg").read_text() != (ROOT / "tarocco" / "coppe_jack.svg").read_text()
    assert svg != (ROOT / "tarocco" / "denari_1.svg").read_text()


@pytest.mark.parametrize("art_set", ["french", "french4", "minchiate", "tarocco"])
def test_no_two_images_are_identical(qapp, art_set):
    from gui.art import CardArt

    art = CardArt(art_set)
    files = sorted((ROOT / art_set).glob("*.svg"))
    texts = {hashlib.sha256(p.read_bytes()).hexdigest() for p in files}
    assert len(texts) == len(files)
    seen = {}
    for p in files:
        data, _ = _image_bytes(art, p.stem, 60)
        h = hashlib.sha256(data).hexdigest()
        assert h not in seen, f"{p.stem} renders like {seen.get(h)}"
        seen[h] = p.stem


def _corner(art, c, width=60):
    """The top-left index corner of a card rendered at ``width`` px, as grey levels."""
    img = art.image(c, width)
    w, h = round(width * 38 / 240), round(width / (2 / 3) * 80 / 360)
    vals = []
    for y in range(1, h):
        for x in range(1, w):
            col = img.pixelColor(x, y)
            vals.append((col.red() + col.green() + col.blue()) // 3)
    return vals


@pytest.mark.parametrize("art_set", ["french", "french4", "minchiate", "tarocco"])
def test_index_corner_is_legible_at_60px(qapp, art_set):
    from gui.art import CardArt

    art, bare = CardArt(art_set), CardArt(art_set, indices=False)
    ids = sorted(p.stem for p in (ROOT / art_set).glob("*.svg"))
    groups: dict[str, list[str]] = {}
    for cid in ids:
        c = card(cid)
        groups.setdefault(c.suit, []).append(cid)
    for suit, members in groups.items():
        corners = {}
        for cid in members:
            v = _corner(art, cid)
            dark = sum(1 for g in v if g < 150)
            assert dark >= 12, f"{art_set}/{cid}: index corner nearly blank ({dark} dark pixels)"
            assert v != _corner(bare, cid), f"{art_set}/{cid}: index not drawn in the corner"
            corners[cid] = v
        keys = list(corners)
        for i, a in enumerate(keys):
            for b in keys[i + 1:]:
                diff = sum(1 for x, y in zip(corners[a], corners[b]) if abs(x - y) > 60)
                assert diff >= 6, f"{art_set}: {a} and {b} have indistinct corners at 60 px ({diff})"


def test_contact_sheet_command_runs_without_a_screen(tmp_path):
    """`academie cards sheet` on a machine with no display and no QT_QPA_PLATFORM set."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    out = tmp_path / "sheet.png"
    p = subprocess.run([sys.executable, "-m", "gui.cli", "cards", "sheet", "--pack", "piquet32", "--out", str(out)],
                       capture_output=True, text=True, timeout=120, env=env)
    assert p.returncode == 0, p.stderr
    assert out.stat().st_size > 10_000


def test_a_pack_a_game_registers_later_is_drawn():
    """Games register packs when they are imported (after gui.art): the art still knows them."""
    from engine.cards import PACKS, Pack, register_pack
    from gui.art import PACK_ART, CardArt

    name = "test-late-pack"
    try:
        register_pack(Pack(name, PACKS["piquet32"].cards[:8], "french", "eight cards"))
        assert name in PACK_ART and CardArt.for_pack(name).art_set == "french"
    finally:
        PACKS.pop(name, None)
