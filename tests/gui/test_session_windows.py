"""Undo, save on exit and resume, dialogs, languages, the rules hook, screenshots."""

import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from gui import saves
from gui.mainwindow import MainWindow
from gui.session import GameSession
from engine.protocol import get_game
from gui.settings import Settings, SettingsError, load_settings, parse_settings

from gui_drive import click_button, wait_for_human
from test_play_by_gestures import person_turn

ROOT = Path(__file__).resolve().parents[2]


def make_window(qtbot, resume=False, **kw):
    w = MainWindow(Settings(speed="instant", **kw), ask_resume=lambda: resume)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def until(qtbot, t, pred, limit=80):
    for _ in range(limit):
        wait_for_human(qtbot, t)
        if pred(t.session.observation()):
            return True
        person_turn(qtbot, t)
    return False


def test_undo_a_declaration_but_not_an_exchange(qtbot):
    w = make_window(qtbot)
    w.new_game(preset="classic_1900", seed=8, first_dealer="opponent")      # the person is elder
    t = w.table
    wait_for_human(qtbot, t)
    if t.session.observation().phase != "exchange":
        pytest.skip("carte blanche in this deal")
    person_turn(qtbot, t)                                                    # exchange: new cards seen
    wait_for_human(qtbot, t)
    ok, why = t.session.undo_status()
    assert not ok and why == "revealed"
    assert not t.undo_button.isEnabled() and "Undo is not possible" in t.undo_button.toolTip()
    assert until(qtbot, t, lambda o: o.phase == "declare")
    before = t.session.observation()
    click_button(qtbot, t.action_buttons[0])                                 # elder's first call
    wait_for_human(qtbot, t)
    after = t.session.observation()
    assert after.dialogue != before.dialogue
    if not t.undo_button.isEnabled():
        pytest.skip("the answer revealed cards (proofs) in this deal")
    click_button(qtbot, t.undo_button)
    wait_for_human(qtbot, t)
    assert t.session.observation() == before
    w.persist = False
    w.close()


def test_save_on_exit_and_resume_mid_deal(qtbot, academie_home):
    w = make_window(qtbot)
    w.new_game(preset="cavendish_1882", seed=12, first_dealer="me")
    t = w.table
    assert until(qtbot, t, lambda o: o.phase == "play" and len(o.tricks) >= 3)
    obs = t.session.observation()
    w.close()
    path = saves.autosave_path()
    assert path.exists() and str(path).startswith(str(academie_home))
    text = path.read_text()
    assert '[Preset "cavendish_1882"]' in text and "p0: play" in text
    w2 = make_window(qtbot, resume=True)
    w2.begin()
    wait_for_human(qtbot, w2.table)
    assert w2.table.session.observation() == obs
    assert w2.table.session.preset == "cavendish_1882"
    # the resumed game goes on to the end of the deal and undo history survived
    assert until(qtbot, w2.table, lambda o: bool(o.history))
    w2.persist = False
    w2.close()


def test_an_unreadable_save_is_kept_aside_and_a_new_game_starts(qtbot, monkeypatch):
    saves.write_autosave("# Académie des Jeux game record\n[Game \"piquet\"]\n\np0: fly away\n")
    w = make_window(qtbot, resume=True)
    w.begin()
    assert w._warning_box.objectName() == "resume_failed" and "cannot be read" in w._warning_box.text()
    assert "line 4" in w._warning_box.text()
    assert not saves.autosave_path().exists()
    assert list(saves.autosave_path().parent.glob("autosave.txt.damaged-*"))
    assert w.table.session is not None and w.table.session.steps
    w.persist = False
    w.close()


def test_house_rules_dialog_stores_overrides_as_toml(qtbot):
    from gui.dialogs.houserules import HouseRulesDialog, set_option

    w = make_window(qtbot)
    spec = get_game("piquet")
    d = HouseRulesDialog(spec, "classic_1900", spec.presets["classic_1900"], w)
    qtbot.addWidget(d)
    # every option has a box and a one-line explanation
    import dataclasses
    for f in dataclasses.fields(spec.options_type):
        assert f.name in d.boxes
        assert d.findChild(object, f"doc_{f.name}").text()
    set_option(d, "target_score", 151)
    set_option(d, "last_trick_extra", 2)
    preset, opts = d.result_rules()
    w.apply_house_rules(preset, opts)
    s, problem = load_settings()
    assert problem is None
    assert s.game("piquet").overrides == {"target_score": 151, "last_trick_extra": 2}
    w.new_game()
    assert w.table.session.options.target_score == 151
    assert "Target score: 151" in w.table.rules_label.text()      # the rules in force, in words
    w.persist = False
    w.close()


def test_new_game_dialog_lists_registered_opponents(qtbot):
    from engine.players import PLAYER_KINDS, declare_game_kinds
    from gui.dialogs.newgame import NewGameDialog

    w = make_window(qtbot)
    d = NewGameDialog(get_game("piquet"), w.settings, w)
    qtbot.addWidget(d)
    kinds = [d.opponent_box.itemData(i) for i in range(d.opponent_box.count())]
    declare_game_kinds()
    assert "random" in kinds and set(kinds) <= set(PLAYER_KINDS)
    d.preset_box.setCurrentIndex(d.preset_box.findData("eighteenth_century"))
    d.dealer_box.setCurrentIndex(d.dealer_box.findData("me"))
    d.seed_box.setValue(77)
    sess = w.start_game(d.setup())
    assert sess.preset == "eighteenth_century" and sess.seed == 77
    assert sess.state.dealer == sess.human
    w.persist = False
    w.close()


def test_language_switches_at_run_time(qtbot):
    w = make_window(qtbot)
    w.new_game(seed=2)
    assert w.game_menu.title() == "&Game"
    w.set_language("de")
    assert w.game_menu.title() == "&Spiel"
    assert w.table.sheet.title() == "Schreibtafel"
    w.set_language("en")
    assert w.table.sheet.title() == "Score sheet"
    w.persist = False
    w.close()


def test_every_source_string_has_a_german_translation():
    path = ROOT / "translations" / "academie_de.ts"
    tree = ET.parse(path)
    msgs = list(tree.getroot().iter("message"))
    assert len(msgs) > 150
    for m in msgs:
        tr = m.find("translation")
        assert tr.get("type") != "unfinished", m.find("source").text
        assert (tr.text or "").strip(), m.find("source").text
    assert (ROOT / "translations" / "academie_de.qm").stat().st_size > 1000


def test_rules_hook_opens_the_dock_at_a_section(qtbot):
    w = make_window(qtbot)
    got = []
    w.rules_shown.connect(got.append)
    w.show_rules("exchange")
    assert w.rules_dock.isVisible() and got == ["exchange"]
    w.persist = False
    w.close()


@pytest.mark.parametrize("size", ["1280x800", "900x600"])
def test_screenshot_command_at_two_sizes(size, artifacts):
    from gui.screenshot import main

    out = os.path.join(artifacts, f"piquet-seed7-{size}.png")
    assert main(["piquet", "--seed", "7", "--out", out, "--size", size]) == 0
    img = QImage(out)
    w, h = (int(x) for x in size.split("x"))
    assert (img.width(), img.height()) == (w, h)
    colours = {img.pixel(x, y) for x in range(0, w, 37) for y in range(0, h, 29)}
    assert len(colours) > 50      # a table, not a blank window


def test_screenshot_refuses_a_bad_size(capsys):
    from gui.screenshot import main

    assert main(["piquet", "--out", "/tmp/x.png", "--size", "huge"]) == 2
    assert "--size" in capsys.readouterr().err


def test_session_record_replays_to_the_same_state():
    spec = get_game("piquet")
    s = GameSession("piquet", "classic_1900", spec.presets["classic_1900"], ["human", "random"], 99)
    import random

    rng = random.Random(0)
    for _ in range(40):
        s.run_chance()
        if s.is_over():
            break
        s.apply(rng.choice(s.state.legal_actions()))
    back = GameSession.from_record_text(s.record_text())
    assert back.observation(0) == s.observation(0) and back.observation(1) == s.observation(1)


def test_a_missing_computer_player_is_replaced_by_the_random_one(qtbot):
    w = make_window(qtbot)
    sess = w.new_game(seed=4, opponent="piquet-grandmaster")
    assert any("not available" in line for line in w.table.log_lines)
    assert sess.seats[1] == "random"
    wait_for_human(qtbot, w.table)
    w.persist = False
    w.close()


def test_switching_language_mid_decision_translates_the_buttons(qtbot):
    w = make_window(qtbot)
    w.new_game(preset="classic_1900", seed=8, first_dealer="opponent")
    t = w.table
    wait_for_human(qtbot, t)
    if t.session.observation().phase != "exchange":
        pytest.skip("carte blanche in this deal")
    assert t.exchange_button.text().startswith("Exchange")
    w.set_language("de")
    assert "kaufen" in t.exchange_button.text() and "Karten" in t.prompt_label.text()
    w.persist = False
    w.close()


def test_rules_dock_stays_closed_until_asked(qtbot):
    w = make_window(qtbot)
    w.new_game(seed=3)
    w.set_language("de")
    assert not w.rules_dock.isVisible()
    w.show_rules("exchange")
    assert w.rules_dock.isVisible()
    w.persist = False
    w.close()


def test_house_rules_of_two_hand_piquet_offer_no_form_for_more_players(qtbot):
    """The forms for three and four are games of their own: two-hand Piquet's rules do not offer them."""
    w = make_window(qtbot)
    from gui.dialogs.houserules import HouseRulesDialog

    spec = get_game("piquet")
    d = HouseRulesDialog(spec, "classic_1900", spec.presets["classic_1900"], w, seats_ok=lambda n: n == 2)
    qtbot.addWidget(d)
    assert "variant" not in d.boxes and "participants" not in d.boxes
    w.persist = False
    w.close()


def test_settings_naming_a_form_of_piquet_by_the_old_variant_option_are_that_forms_settings():
    text = '[games.piquet]\npreset = "classic_1900"\n[games.piquet.options]\nvariant = "raeuberpiquet"\n'
    s = parse_settings(text)
    assert s.game("raeuberpiquet").overrides == {} and s.names() == ["raeuberpiquet"]   # checked when chosen


def test_screenshot_set_writes_a_mid_deal_and_a_deal_end_frame_per_size_and_language(tmp_path, monkeypatch, capsys):
    import gui.screenshot as shot

    monkeypatch.setattr(shot, "SET_SIZES", ((1024, 700),))      # one size and language keep the test quick
    monkeypatch.setattr(shot, "SET_LANGS", ("de",))
    assert shot.main(["--set", str(tmp_path), "--games", "whist"]) == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["whist-end-1024x700-de.png", "whist-mid-1024x700-de.png"]
    assert capsys.readouterr().out.split() == [str(tmp_path / n) for n in reversed(names)]
    mid, end = QImage(str(tmp_path / names[1])), QImage(str(tmp_path / names[0]))
    assert (end.width(), end.height()) == (1024, 700) and mid != end
    assert shot.main(["--set", str(tmp_path), "--games", "nosuchgame"]) == 2


def test_the_deal_end_position_stops_before_the_action_that_ends_the_first_deal():
    from gui.registry import ui_for
    from gui.screenshot import deal_end_position
    from engine.protocol import get_game

    from gui.table.hooks import deal_ended

    spec = get_game("whist")
    sess, last = deal_end_position(spec, spec.default_preset, 3, deal_ended)
    assert last is not None and not any(deal_ended(st.events) for st in sess.steps)
    assert deal_ended(sess.apply(last))
