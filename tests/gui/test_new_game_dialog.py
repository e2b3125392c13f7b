"""The new-game dialog asks the registry and the engine's GameSpec: every registered game, its
presets, the computer players it offers, a partner only where the game has partnerships, and
the number of players where the game allows several (Königspiquet: three or four)."""

from __future__ import annotations

import pytest

from gui.dialogs.newgame import NewGameDialog
from gui.registry import GameUI, WordsClass, no_table, register_ui, ui_for, uis, unregister_ui
from engine.protocol import get_game
from gui.settings import Settings


def _piquet_words() -> WordsClass:
    from gui.games.piquet.words import PiquetWords
    return PiquetWords


@pytest.fixture
def as_registered():
    """Register a GameUI for a test, putting back whatever was registered before."""
    import gui.registry as G

    saved: dict[str, GameUI | None] = {}

    def register(ui: GameUI) -> None:
        G.load()
        saved.setdefault(ui.game, G._UIS.get(ui.game))
        register_ui(ui)

    yield register
    for game, ui in saved.items():
        unregister_ui(game)
        if ui is not None:
            register_ui(ui)


def dialog(qtbot, game: str) -> NewGameDialog:
    d = NewGameDialog(get_game(uis()[0].game), Settings(), None)
    qtbot.addWidget(d)
    d.show()
    d.game_box.setCurrentIndex(d.game_box.findData(game))
    return d


def test_every_registered_game_is_offered_with_its_presets_and_players(qtbot):
    for ui in uis():
        spec = get_game(ui.game)
        d = dialog(qtbot, ui.game)
        assert d.spec.name == ui.game
        assert [d.preset_box.itemData(i) for i in range(d.preset_box.count())] == list(spec.presets)
        kinds = [d.opponent_box.itemData(i) for i in range(d.opponent_box.count())]
        assert kinds[0] == "random" and set(kinds[1:]) == {k.name for k in spec.player_kinds if k.is_available()}
        assert all(d.opponent_box.itemText(i) for i in range(d.opponent_box.count()))
        assert d.partner_box.isVisible() == (spec.partnerships.value != "none")
        d.close()


def test_a_game_for_three_or_four_offers_the_number_of_players(qtbot, as_registered):
    as_registered(GameUI(game="koenigspiquet", words=_piquet_words))
    d = dialog(qtbot, "koenigspiquet")
    assert d.seats_box.isVisible()
    assert [d.seats_box.itemData(i) for i in range(d.seats_box.count())] == [3, 4]
    assert d.partner_box.isHidden()                   # three or four, each for himself: no partner
    d.seats_box.setCurrentIndex(d.seats_box.findData(4))
    setup = d.setup()
    assert get_game("koenigspiquet").seat_count(get_game("koenigspiquet").options(setup.preset, **setup.overrides)) == 4
    assert len(setup.seats) == 4 and setup.seats[0] == "human" and setup.spec.seat_count(setup.options) == 4
    assert d.opponent_label.text() == "Opponents:"


def test_drawn_partners_get_a_partner_and_no_dealer_choice(qtbot, as_registered):
    as_registered(GameUI(game="raeuberpiquet", words=_piquet_words))
    d = dialog(qtbot, "raeuberpiquet")
    assert d.partner_box.isVisible() and d.dealer_box.isHidden() and d.seats_box.isHidden()
    assert d.setup().first_dealer == "cut"


def test_a_game_without_its_table_is_listed_but_not_chosen(qtbot, as_registered):
    as_registered(GameUI(game="normannisch", words=_piquet_words, table=no_table))
    assert not ui_for("normannisch").has_table()
    d = dialog(qtbot, "normannisch")
    item = d.game_box.model().item(d.game_box.findData("normannisch"))
    assert not item.isEnabled() and item.toolTip()
    d.accept()
    assert d.result() != NewGameDialog.DialogCode.Accepted


def test_the_house_rules_line_follows_the_number_of_players_chosen(qtbot):
    """After a two-player Imperial the person chooses three: the dialog no longer promises the
    house rule "Players: two", and a real house rule kept stays named."""
    s = Settings()
    s.game("imperial").overrides = {"players": 2, "robbing": False}
    d = NewGameDialog(get_game("imperial"), s, None)
    qtbot.addWidget(d)
    d.show()
    d.game_box.setCurrentIndex(d.game_box.findData("imperial"))
    assert d.seats_box.currentData() == 2
    for n in (3, 2, 4):
        d.seats_box.setCurrentIndex(d.seats_box.findData(n))
        note = d.house_note.text()
        assert "Players" not in note, (n, note)            # the number stands in its own box
        assert note.startswith("with your house rules: ") and "Rob" in note, note
        assert d.overrides().get("players", 3) == n
    s.game("imperial").overrides = {"players": 2}
    d2 = NewGameDialog(get_game("imperial"), s, None)
    qtbot.addWidget(d2)
    d2.game_box.setCurrentIndex(d2.game_box.findData("imperial"))
    d2.seats_box.setCurrentIndex(d2.seats_box.findData(3))
    assert d2.house_note.text() == ""                      # nothing else differs from the preset


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rules_line_in_play_says_how_many_play_not_a_house_rule(qtbot, lang):
    from gui import i18n
    from gui.mainwindow import MainWindow

    s = Settings(speed="instant")
    s.game("imperial").overrides = {"players": 2}
    w = MainWindow(s, ask_resume=lambda: False, persist=False)
    qtbot.addWidget(w)
    w.set_language(lang)
    w.switch_game("imperial")
    w.new_game(seed=4)
    text = w.table.rules_label.text()
    assert ("played by 2 players" if lang == "en" else "gespielt von 2 Spielern") in text, text
    assert ("House rules" if lang == "en" else "Hausregeln") not in text, text
    w.close()
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_game_titles_are_in_the_interface_language_in_every_dialog(qtbot, lang):
    """The window title, the new-game and house-rules dialogs and the Statistics' game filter
    name each game as the rules texts of the language do ("Tarock zu viert")."""
    from gui import i18n
    from gui.dialogs.houserules import HouseRulesDialog
    from gui.titles import game_title

    i18n.set_language(lang)
    try:
        expect = {"tarock4": ("Tarock for four", "Tarock zu viert"),
                  "quadrille_mediateur": ("Quadrille with Mediateur", "Quadrille mit Mediateur"),
                  "piquet": ("Piquet", "Piquet")}
        for game, (en, de) in expect.items():
            assert game_title(game) == (en if lang == "en" else de)
        d = dialog(qtbot, "tarock4")
        assert d.windowTitle().endswith(game_title("tarock4"))
        titles = [d.game_box.itemText(i).strip() for i in range(d.game_box.count())]
        assert game_title("quadrille_mediateur") in titles
        if lang == "de":
            assert not any(t in titles for t in ("Tarock for four", "Quadrille with Mediateur", "Tarock like Quadrille"))
        sp = get_game("tarock4")
        h = HouseRulesDialog(sp, sp.default_preset, sp.options())
        qtbot.addWidget(h)
        assert h.windowTitle().endswith(game_title("tarock4"))
        from gui.mainwindow import MainWindow

        w = MainWindow(Settings(speed="instant"), ask_resume=lambda: False, persist=False)
        qtbot.addWidget(w)
        w.switch_game("tarock4")
        w.set_language(lang)
        assert w.windowTitle().endswith(" — " + game_title("tarock4")), w.windowTitle()
        w.close()
    finally:
        i18n.set_language("en")



def test_a_searching_master_is_named_master_in_both_languages(qapp):
    """A master kind that searches is shown under the shared level word (Master / Meister); one
    that drives an outside program says so.  (Which games offer one: the test above -- the dialog
    offers exactly the kinds a game lists.)"""
    import dataclasses

    from engine.protocol import PlayerKind
    from gui import i18n
    from gui.players import kind_label

    base = get_game("imperial")
    strong = next(k for k in base.player_kinds if k.level == "strong")
    own = PlayerKind("x-master", "master", "the strong player with 3 s", strong.factory)
    outside = PlayerKind("x-outside", "master", "an engine", strong.factory, available="builtins:object",
                         program="X_PROGRAM")
    kept = tuple(k for k in base.player_kinds if k.level != "master")
    spec = dataclasses.replace(base, player_kinds=kept + (own,))
    spec2 = dataclasses.replace(base, player_kinds=kept + (outside,))
    try:
        for lang, word, engine in (("en", "Master", "Master (an outside engine)"),
                                   ("de", "Meister", "Meister (ein fremdes Programm)")):
            i18n.set_language(lang)
            assert kind_label(spec, "x-master") == word
            assert kind_label(spec2, "x-outside") == engine
    finally:
        i18n.set_language("en")

