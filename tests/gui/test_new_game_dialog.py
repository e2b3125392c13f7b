"""The new-game dialog asks the registry and the engine's GameSpec: every registered game, its
presets, the computer players it offers, a partner only where the game has partnerships, and
the number of players where the game allows several (Königspiquet: three or four)."""

from __future__ import annotations

import pytest

from gui.dialogs.newgame import NewGameDialog
from gui.registry import GameUI, register_ui, ui_for, uis, unregister_ui
from gui.session import spec_of
from gui.settings import Settings


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
    d = NewGameDialog(spec_of(uis()[0].game), Settings(), None)
    qtbot.addWidget(d)
    d.show()
    d.game_box.setCurrentIndex(d.game_box.findData(game))
    return d


def test_every_registered_game_is_offered_with_its_presets_and_players(qtbot):
    for ui in uis():
        spec = spec_of(ui.game)
        d = dialog(qtbot, ui.game)
        assert d.spec.name == ui.game
        assert [d.preset_box.itemData(i) for i in range(d.preset_box.count())] == list(spec.presets)
        kinds = [d.opponent_box.itemData(i) for i in range(d.opponent_box.count())]
        assert kinds[0] == "random" and set(kinds[1:]) == {k.name for k in spec.player_kinds}
        assert all(d.opponent_box.itemText(i) for i in range(d.opponent_box.count()))
        assert d.partner_box.isVisible() == (spec.partnerships.value != "none")
        d.close()


def test_a_game_for_three_or_four_offers_the_number_of_players(qtbot, as_registered):
    as_registered(GameUI(game="koenigspiquet", words="gui.games.piquet.words:PiquetWords"))
    d = dialog(qtbot, "koenigspiquet")
    assert d.seats_box.isVisible()
    assert [d.seats_box.itemData(i) for i in range(d.seats_box.count())] == [3, 4]
    assert d.partner_box.isHidden()                   # three or four, each for himself: no partner
    d.seats_box.setCurrentIndex(d.seats_box.findData(4))
    over = d.choices()["overrides"]
    assert spec_of("koenigspiquet").seat_count(spec_of("koenigspiquet").options(d.choices()["preset"], **over)) == 4
    assert d.opponent_label.text() == "Opponents:"


def test_drawn_partners_get_a_partner_and_no_dealer_choice(qtbot, as_registered):
    as_registered(GameUI(game="raeuberpiquet", words="gui.games.piquet.words:PiquetWords"))
    d = dialog(qtbot, "raeuberpiquet")
    assert d.partner_box.isVisible() and d.dealer_box.isHidden() and d.seats_box.isHidden()
    assert d.choices()["first_dealer"] == "cut"


def test_a_game_without_its_table_is_listed_but_not_chosen(qtbot, as_registered):
    as_registered(GameUI(game="normannisch", words="gui.games.piquet.words:PiquetWords",
                         table="gui.no_such_table:Table"))
    assert not ui_for("normannisch").has_table()
    d = dialog(qtbot, "normannisch")
    item = d.game_box.model().item(d.game_box.findData("normannisch"))
    assert not item.isEnabled() and item.toolTip()
    d.accept()
    assert d.result() != NewGameDialog.DialogCode.Accepted
