"""gui.art: pixmaps by size and pixel ratio, caching, choices, errors; the cards CLI."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cards import PACKS, card


def test_pixmap_size_and_device_pixel_ratio(qapp):
    from gui.art import CardArt

    art = CardArt.for_pack("piquet32")
    pm = art.pixmap(card("KH"), 100, 2.0)
    assert (pm.width(), pm.height()) == (200, 300)
    assert pm.devicePixelRatio() == 2.0
    pm1 = art.pixmap(card("KH"), 100, 1.0)
    assert (pm1.width(), pm1.height()) == (100, 150)


def test_pixmaps_are_cached_by_card_size_dpr_and_variant(qapp):
    from gui.art import CardArt, clear_cache

    clear_cache()
    a = CardArt("french")
    p1 = a.pixmap("AS", 80, 1.0)
    assert a.pixmap(card("AS"), 80, 1.0).cacheKey() == p1.cacheKey()
    assert a.pixmap("AS", 80, 2.0).cacheKey() != p1.cacheKey()
    assert a.pixmap("AS", 81, 1.0).cacheKey() != p1.cacheKey()
    assert CardArt("french", indices=False).pixmap("AS", 80, 1.0).cacheKey() != p1.cacheKey()
    assert CardArt("french", four_colour=True).pixmap("AS", 80, 1.0).cacheKey() != p1.cacheKey()


def test_pack_to_art_set_and_four_colour(qapp):
    from gui.art import CardArt

    assert CardArt.for_pack("whist52").art_set == "french"
    assert CardArt.for_pack("hombre40", four_colour=True).art_set == "french4"
    assert CardArt.for_pack("tarock78").art_set == "tarocco"
    assert CardArt.for_pack("minchiate97").art_set == "minchiate"
    assert CardArt.for_pack("minchiate97", four_colour=True).art_set == "minchiate"


def test_four_colour_diamonds_are_blue_and_clubs_green(qapp):
    from gui.art import CardArt

    def dominant(art_set, code):
        img = CardArt(art_set, indices=False).image(code, 120)
        c = img.pixelColor(60, 90)  # the centre of the ace's large pip
        return c.red(), c.green(), c.blue()

    r, g, b = dominant("french4", "AD")
    assert b > r + 60
    r, g, b = dominant("french4", "AC")
    assert g > r + 40 and g > b + 40
    r, g, b = dominant("french", "AD")
    assert r > b + 60


def test_back_pixmaps_and_the_table_hook(qapp):
    from gui import art

    art.configure(pack="minchiate97", four_colour=False, indices=True)
    try:
        back = art.card_pixmap(None, 100, 150, 1.0)
        assert (back.width(), back.height()) == (100, 150)
        face = art.card_pixmap("#40", 100, 150, 2.0)
        assert (face.width(), face.height()) == (200, 300)
        # a table card of another shape gets the card fitted inside, centred
        fit = art.card_pixmap("KH", 100, 145, 1.0)
        assert (fit.width(), fit.height()) == (100, 145)
        img = fit.toImage()
        assert img.pixelColor(1, 72).alpha() == 0 and img.pixelColor(50, 72).alpha() == 255
        art.configure(pack="tarock78")
        assert art.art_for(card("#13")).art_set == "tarocco"
        assert art.art_for(card("#30")).art_set == "minchiate"
        assert art.art_for(card("Kc")).art_set == "tarocco"
        assert art.art_for(card("KH")).art_set == "french"
    finally:
        art.configure(pack="piquet32", four_colour=False, indices=True)


def test_unknown_cards_and_sets_are_clear_errors(qapp):
    from gui.art import ArtError, CardArt, configure

    with pytest.raises(ArtError, match="unknown art set"):
        CardArt("bavarian")
    with pytest.raises(ArtError, match="unknown pack"):
        CardArt.for_pack("skat32")
    with pytest.raises(ArtError, match="no trump_30"):
        CardArt("tarocco").pixmap("#30", 60)
    with pytest.raises(ArtError, match="unknown card"):
        CardArt("french").pixmap("ZZ", 60)
    with pytest.raises(ArtError):
        configure(pack="nope")
    assert not CardArt("tarocco").has("#30") and CardArt("minchiate").has("#30")


def test_damaged_svg_is_reported(qapp, tmp_path):
    from gui.art import ArtError, CardArt

    (tmp_path / "french").mkdir()
    (tmp_path / "french" / "spades_ace.svg").write_text("<svg oops", encoding="utf-8")
    with pytest.raises(ArtError, match="damaged"):
        CardArt("french", root=tmp_path).pixmap("AS", 60)


def test_cli_sheet_draws_every_card(qapp, tmp_path):
    from PIL import Image

    from gui.cards_cli import main

    out = tmp_path / "piquet.png"
    assert main(["sheet", "--pack", "piquet32", "--out", str(out), "--width", "40"]) == 0
    im = Image.open(out)
    cols, rows = 13, 3  # 32 cards, 13 to a row
    assert im.width == 8 + cols * (40 + 8)
    assert im.height == 8 + rows * (60 + 26 + 8)


def test_cli_errors_are_messages_not_tracebacks(qapp, tmp_path, capsys):
    from gui.cards_cli import main

    assert main(["sheet", "--pack", "nope", "--out", str(tmp_path / "x.png")]) == 2
    assert "unknown pack 'nope'" in capsys.readouterr().err
    assert main(["sheet", "--pack", "piquet32", "--out", str(tmp_path / "missing" / "x.png"), "--width", "20"]) == 1
    assert "cannot write" in capsys.readouterr().err


def test_cli_generate_writes_the_files(tmp_path, capsys):
    from gui.cards_cli import main

    assert main(["generate", "--out", str(tmp_path)]) == 0
    assert (tmp_path / "minchiate" / "trump_tromba.svg").is_file()
    assert (tmp_path / "backs" / "paris.svg").is_file()
    assert "wrote" in capsys.readouterr().out
