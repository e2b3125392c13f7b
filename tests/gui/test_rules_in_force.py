"""The side panel names the rules in force in words (option titles and value labels from the
rules texts, in the interface language), and the very first start offers the guided deal."""

import re

import pytest
from PySide6.QtWidgets import QMessageBox

from gui.mainwindow import MainWindow
from gui.texts import option_texts
from gui.settings import Settings


@pytest.mark.parametrize("lang", ["en", "de"])
def test_changed_options_are_shown_by_title_and_value_label(qtbot, lang):
    s = Settings(speed="instant")
    s.game("piquet").overrides = {"target_score": 151, "deal_packet_size": 3}
    w = MainWindow(s, ask_resume=lambda: False, persist=False)
    qtbot.addWidget(w)
    w.set_language(lang)
    w.new_game(seed=4)
    text = w.table.rules_label.text()
    texts = option_texts("piquet", lang)
    for name, v in (("target_score", 151), ("deal_packet_size", 3)):
        title = texts[name]["title"]
        label = texts[name]["values"].get(str(v), {}).get("label", str(v))
        assert f"{title}: {label}" in text, (title, label, text)
    assert not re.search(r"\b(target_score|deal_packet_size)\b", text)
    tip = w.table.rules_label.toolTip()
    assert texts["first_dealer_rule"]["title"] in tip and "first_dealer_rule" not in tip
    w.close()


def test_the_very_first_start_offers_the_guided_deal(qtbot):
    w = MainWindow(Settings(speed="instant"), ask_resume=lambda: False, first_start=True)
    qtbot.addWidget(w)
    w.show()
    w.begin()
    box = w.findChild(QMessageBox, "offer_tutorial")
    assert box is not None and box.isVisible()
    box.button(QMessageBox.Yes).click()
    assert w.table.guide is not None and getattr(w.table.session, "guided", False)
    w.persist = False
    w.close()


def test_a_later_start_does_not_offer_it(qtbot):
    w = MainWindow(Settings(speed="instant"), ask_resume=lambda: False)
    qtbot.addWidget(w)
    w.show()
    w.begin()
    assert w.findChild(QMessageBox, "offer_tutorial") is None
    w.persist = False
    w.close()
