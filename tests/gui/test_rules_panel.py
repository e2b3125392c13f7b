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


# ---------------------------------------------------------------- every page of the book; the search over all of them
@pytest.fixture
def whist_dock(qtbot):
    d = RulesDock(None, game="whist", lang="en")
    qtbot.addWidget(d)
    d.resize(420, 700)
    d.show()
    return d


def _choose_page(qtbot, dock, page):
    """Pick a page in the chooser as a person does: open its list, go down to the page, press Enter."""
    from PySide6.QtCore import Qt
    combo = dock.pages
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    target = combo.findData(page)
    assert target >= 0, f"{page} is not in the chooser"
    for _ in range(combo.count()):
        if view.currentIndex().row() == target:
            break
        qtbot.keyClick(view, Qt.Key.Key_Down if view.currentIndex().row() < target else Qt.Key.Key_Up)
    assert view.currentIndex().row() == target, f"{page} cannot be reached in the chooser"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dock.game == page)


def test_chooser_lists_every_game_then_the_reference_pages(whist_dock):
    from gui.texts import games_with_rules, reference_pages
    names = whist_dock.page_names()
    refs = reference_pages()
    assert set(names) == set(games_with_rules()) | set(refs)
    assert names[-len(refs):] == sorted(refs, key=lambda n: names.index(n))
    assert set(names[-len(refs):]) == set(refs)
    assert whist_dock.pages.currentData() == "whist"


@pytest.mark.parametrize("lang,word", [("en", "not be played"), ("de", "nicht spielen")])
def test_reference_page_opens_from_the_chooser_and_back_returns(whist_dock, qtbot, lang, word):
    d = whist_dock
    d.set_language(lang)
    d.show_section("honours")
    _choose_page(qtbot, d, "ballspiel")
    assert d.game == "ballspiel" and d.current_section() == "overview"
    assert word in d.browser.toPlainText()
    assert d.tree.topLevelItem(0).data(0, 0x0100) == "ballspiel"
    d.go_back()
    assert d.game == "whist" and d.current_section() == "honours"


def test_the_table_speaks_of_its_own_game_whatever_page_is_shown(whist_dock, qtbot):
    d = whist_dock
    _choose_page(qtbot, d, "billard")
    d.set_options(None, None)                       # the table's rules change: kept for whist
    assert d.game == "billard"
    s = d.show_refusal("must_follow_suit", {"suit": "S"})
    assert d.game == "whist" and d.current_section() == "following" and s
    _choose_page(qtbot, d, "kriegsspiel")
    b = help_button(d, "honours", d)
    b.click()
    assert d.game == "whist" and d.current_section() == "honours"


@pytest.mark.parametrize("lang,query,page,section,title", [
    ("en", "carambole", "billard", "carambol", "Billiards"),
    ("de", "Chasse", "ballspiel", "chases", "Das Ballspiel"),
])
def test_search_over_all_games_grouped_and_opened_by_a_click(whist_dock, qtbot, lang, query, page, section, title):
    from PySide6.QtCore import Qt
    d = whist_dock
    d.set_language(lang)
    d.search_field.setFocus()
    qtbot.keyClicks(d.search_field, query)
    groups = d.search_groups()
    pages = [p for p, _ in groups]
    assert page in pages and len(pages) == len(set(pages))
    # the group of that page is headed by its title, and holds the section
    item = next(it for it in d._items() if it.data(0, 0x0100) == section and it.data(0, 0x0101) == page)
    assert item.parent().text(0).startswith(title)
    d.tree.scrollToItem(item)
    qtbot.mouseClick(d.tree.viewport(), Qt.MouseButton.LeftButton, pos=d.tree.visualItemRect(item).center())
    assert d.game == page and d.current_section() == section
    d.go_back()
    assert d.game == "whist"


def test_enter_opens_the_first_result_even_in_another_game(whist_dock, qtbot):
    from PySide6.QtCore import Qt
    d = whist_dock
    qtbot.keyClicks(d.search_field, "jeu de paume")
    qtbot.keyClick(d.search_field, Qt.Key.Key_Return)
    assert d.game == "ballspiel"


def test_stepping_through_the_chooser_with_the_keys_keeps_one_way_back(whist_dock, qtbot):
    from PySide6.QtCore import Qt
    d = whist_dock
    d.show_section("honours")
    d.pages.setFocus()
    seen = set()
    for _ in range(3):
        qtbot.keyClick(d.pages, Qt.Key.Key_Down)
        seen.add(d.game)
    assert len(seen) == 3 and "whist" not in seen       # each step opened the page passed
    d.go_back()
    assert d.game == "whist" and d.current_section() == "honours"
    d.go_back()                                           # and before that, whist's overview
    assert d.game == "whist" and d.current_section() == "overview" and not d.back.isEnabled()


def test_focus_on_the_search_field_prepares_the_other_pages(whist_dock, qtbot):
    from gui.panels import rules_text as rt
    from gui import texts as tx
    rt._default_document.cache_clear()
    whist_dock.search_field.setFocus()
    qtbot.waitUntil(lambda: not whist_dock._warm_timer.isActive(), timeout=60000)
    assert rt._default_document.cache_info().currsize == len(tx.rules_pages()) - 1


def test_a_dock_that_starts_hidden_writes_its_page_when_shown_with_what_changed_meanwhile(qtbot):
    """The window's dock starts shut and writes no page until it is opened (the start of the
    window does not render rules nobody reads); what changed while it was shut -- the language,
    the table's game -- is on the page it shows, and a refusal's message stays once it opens."""
    from PySide6.QtWidgets import QMainWindow

    win = QMainWindow()
    qtbot.addWidget(win)
    d = RulesDock(win, game="piquet", lang="en", preset="classic_1900", hidden=True)
    assert d.isHidden() and d._doc is None
    d.set_language("de")
    d.set_game("whist")
    assert d._doc is None
    d.show()
    assert d.doc.section("overview").title == "Überblick" and d.pages.currentData() == "whist"
    assert "Whist" in d.browser.toPlainText()
    d.hide()
    sentence = d.show_refusal("must_follow_suit", {"suit": "S"})
    assert not d.isHidden() and d.message.isVisibleTo(d) and sentence in d.message.text()
