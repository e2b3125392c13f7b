"""The "Cards" settings: the four-colour pack and corner indices, kept in settings.toml and
applied to the table at once."""

import tomllib

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from gui import art
from gui.mainwindow import MainWindow
from gui.settings import Settings, SettingsError, parse_settings, save_settings, settings_path

from gui_drive import open_window


@pytest.fixture(autouse=True)
def restore_art():
    yield
    art.configure(four_colour=False, indices=True)


def test_cards_section_round_trips_and_bad_values_are_named():
    s = Settings(four_colour=True, card_indices=False)
    save_settings(s)
    data = tomllib.loads(settings_path().read_text(encoding="utf-8"))
    assert data["cards"] == {"four_colour": True, "indices": False}
    back = parse_settings(settings_path().read_text(encoding="utf-8"))
    assert (back.four_colour, back.card_indices) == (True, False)
    assert (parse_settings("").four_colour, parse_settings("").card_indices) == (False, True)
    with pytest.raises(SettingsError, match="four_colour"):
        parse_settings('[cards]\nfour_colour = "yes"\n')
    with pytest.raises(SettingsError, match=r"\[cards\]"):
        parse_settings('cards = 3\n')


def grab_card(w, code) -> QImage:
    it = w.table.card_item(code)
    assert it is not None
    r = w.table.view.mapFromScene(it.sceneBoundingRect()).boundingRect()
    return w.table.view.viewport().grab(r).toImage()


def test_menu_choices_change_the_faces_at_once_and_are_saved(qtbot):
    w = open_window(qtbot)
    w.new_game(seed=7)
    qtbot.waitUntil(lambda: w.table.waiting_for_human(), timeout=5000)
    hand = sorted(w.table.session.observation().hand, key=lambda c: c.suit)
    diamond = next((c.code for c in hand if c.suit == "D"), None) or next(c.code for c in hand if c.suit == "C")
    before = grab_card(w, diamond)
    assert art.art_for(art._as_card(diamond)).art_set == "french"
    w.act_four_colour.trigger()                      # on
    assert w.settings.four_colour and art.art_for(art._as_card(diamond)).art_set == "french4"
    qtbot.wait(50)
    after = grab_card(w, diamond)
    assert after != before                           # repainted in the new colours without a new deal
    saved = tomllib.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["cards"]["four_colour"] is True
    w.act_indices.trigger()                          # off
    assert not w.settings.card_indices and art.art_for(None).indices is False
    qtbot.wait(50)
    assert grab_card(w, diamond) != after
    assert tomllib.loads(settings_path().read_text(encoding="utf-8"))["cards"]["indices"] is False
    w.persist = False
    w.close()


def test_a_new_window_applies_the_saved_choice():
    art.configure(four_colour=False, indices=True)
    w = MainWindow(Settings(four_colour=True, card_indices=False), ask_resume=lambda: False, persist=False)
    assert art.art_for(art._as_card("KH")).art_set == "french4"
    assert art.art_for(art._as_card("KH")).indices is False
    assert w.act_four_colour.isChecked() and not w.act_indices.isChecked()
    w.close()


def test_card_faces_keep_the_arts_proportions_and_the_screens_pixel_ratio(qtbot, monkeypatch):
    from PySide6.QtGui import QPainter

    from gui.table.cards import CARD_H, CARD_W, CardItem

    assert CARD_H == art.CardArt.height_for(CARD_W)          # 2:3, the art's own shape
    asked = []
    real = art.card_pixmap
    monkeypatch.setattr(art, "card_pixmap", lambda code, w, h, dpr=1.0: asked.append((w, h, dpr)) or real(code, w, h, dpr))
    item = CardItem("KH")

    # a HiDPI screen: logical size, ratio 2
    img = QImage(200, 300, QImage.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(2.0)
    p = QPainter(img)
    item.paint(p, None, None)
    p.end()
    assert asked[-1] == (100, 150, 2.0)

    # the item cache: a ratio-1 pixmap in device pixels, the view's scale and the ratio in the transform
    class Screen:
        def devicePixelRatioF(self):
            return 2.0

    img = QImage(152, 228, QImage.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.scale(1.52, 1.52)
    item.paint(p, None, Screen())
    p.end()
    w, h, dpr = asked[-1]
    assert (w, h, dpr) == (76, 114, 2.0)
    assert abs(w / h - 2 / 3) < 0.01


def test_minchiate_cards_follow_the_indices_choice_at_once(qtbot):
    w = open_window(qtbot)
    w.new_game(game="minchiate", seed=3)
    t = w.table
    qtbot.waitUntil(lambda: t.session.is_over() or t.waiting_for_human(), timeout=10000)
    code = next(iter(t.items))
    before = grab_card(w, code)
    w.act_indices.trigger()                          # off, with the Minchiate table in front
    qtbot.wait(50)
    assert not art.art_for(None).indices
    assert grab_card(w, code) != before
    w.persist = False
    w.close()
