"""The rules dock, offscreen: sections, language, options, links, refusals, search."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QUrl  # noqa: E402

from engine.protocol import get_game  # noqa: E402
from gui.panels.rules import RulesDock, help_button  # noqa: E402
from gui.panels.rules_text import load_tutorial  # noqa: E402


@pytest.fixture
def dock(qtbot):
    d = RulesDock(None, game="piquet", lang="en", preset="classic_1900")
    qtbot.addWidget(d)
    d.resize(500, 700)
    d.show()
    return d


def test_show_section_and_back(dock):
    seen = []
    dock.sectionShown.connect(seen.append)
    dock.show_section("exchange")
    dock.show_section("sets")
    assert dock.current_section() == "sets" and seen[-2:] == ["exchange", "sets"]
    assert dock.tree.currentItem().data(0, 0x0100) == "sets"
    dock.go_back()
    assert dock.current_section() == "exchange"
    dock.show_section("no-such-section")
    assert dock.current_section() == "overview"


def test_language_switch_keeps_the_section(dock):
    dock.show_section("pique-repique")
    dock.set_language("de")
    assert dock.windowTitle() == "Regeln"
    assert dock.current_section() == "pique-repique"
    assert "Zuschläge" in dock.browser.toPlainText()


def test_options_change_the_tables(dock):
    spec = get_game("piquet")
    dock.set_options("classic_1900", spec.options("classic_1900", quart_value=14))
    assert "changed from the preset" in dock.browser.toPlainText()


def test_links_navigate(dock):
    dock._on_anchor(QUrl("#g-repique"))
    assert dock.current_section() == "g-repique"
    dock._on_anchor(QUrl("#talon-view"))
    assert dock.current_section() == "talon-view"


def test_refusal_names_the_rule_and_opens_its_section(dock):
    dock.set_language("de")
    s = dock.show_refusal("must_follow_suit", {"suit": "S"})
    assert "bedient" in s and "Pik" in s
    assert dock.current_section() == "play"
    assert dock.message.isVisible() and 'href="#play"' in dock.message.text()
    dock._on_message_link("#play")
    dock.clear_message()
    assert not dock.message.isVisible()


def test_phase_opens_the_fitting_section(dock):
    dock.show_phase("exchange")
    assert dock.current_section() == "exchange"
    dock.show_phase("reply")
    assert dock.current_section() == "replies"


def test_help_button_opens_its_section(dock, qtbot):
    b = help_button(dock, "declarations", dock)
    b.click()
    assert dock.current_section() == "declarations"


def test_search_lists_sections(dock):
    dock.search_field.setText("quatorze")
    head = dock.tree.topLevelItem(0)
    ids = [head.child(i).data(0, 0x0100) for i in range(head.childCount())]
    assert "sets" in ids
    dock._on_item(head.child(ids.index("sets")))
    assert dock.current_section() == "sets"
    dock.search_field.setText("")
    assert dock.tree.topLevelItem(0).data(0, 0x0100) == "piquet"


def test_tutorial_step_is_shown(dock):
    t = load_tutorial("piquet", "en")
    dock.show_tutorial_step(t, 2)
    assert dock.current_section() == "exchange"
    assert "Step 3 of" in dock.message.text()


# ---------------------------------------------------------------- every game with rules
# Each game with rules pages gives its panel check in tests/gui/rules_samples/<game>.toml: two
# sections, a phase and its section, a refusal (code, section, a word of the German sentence), a
# search word and a section it finds.  A new game adds its file; this module names no game.
def _samples() -> dict[str, dict]:
    import tomllib
    from pathlib import Path

    out = {}
    for p in sorted((Path(__file__).parent / "rules_samples").glob("*.toml")):
        d = tomllib.loads(p.read_text(encoding="utf-8"))
        out[p.stem] = {k: tuple(v) if isinstance(v, list) else v for k, v in d.items()}
    return out


SAMPLES = _samples()


@pytest.fixture(params=sorted(SAMPLES))
def any_dock(request, qtbot):
    game = request.param
    d = RulesDock(None, game=game, lang="en")
    qtbot.addWidget(d)
    d.resize(500, 700)
    d.show()
    return d


def test_every_game_with_rules_has_samples():
    from gui.texts import games_with_rules
    assert set(games_with_rules()) <= set(SAMPLES)


def test_dock_works_for_each_game(any_dock):
    d, s = any_dock, SAMPLES[any_dock.game]
    assert d.tree.topLevelItem(0).data(0, 0x0100) == d.game
    d.show_section(s["a"])
    d.show_section(s["b"])
    d.go_back()
    assert d.current_section() == s["a"]
    d.set_language("de")
    assert d.current_section() == s["a"] and d.windowTitle() == "Regeln"
    code, section, word = s["refusal"]
    sentence = d.show_refusal(code)
    assert word in sentence and d.current_section() == section
    d.show_phase(s["phase"][0])
    assert d.current_section() == s["phase"][1]
    d.search_field.setText(s["search"][0])
    head = d.tree.topLevelItem(0)
    ids = [head.child(i).data(0, 0x0100) for i in range(head.childCount())]
    assert s["search"][1] in ids


def test_set_game_switches_the_rules(dock):
    dock.show_section("exchange")
    dock.set_game("minchiate", "dresden_1798")
    assert dock.game == "minchiate" and dock.current_section() == "overview"
    assert dock.tree.topLevelItem(0).data(0, 0x0100) == "minchiate"
    assert "Versicol" in dock.browser.toPlainText() and not dock.back.isEnabled()
    dock.show_section("versicole")
    assert dock.current_section() == "versicole"
