"""THE PROOF that a game is its own files: Tricorne, a made-up trick-taking game that lives only
under ``tests/proof/`` (engine spec, state, observation, player kinds, GUI registration, words
and rules texts), joins the application -- the new-game dialog offers it with its computer
players and seat count, its rules open in the rules panel in both languages, a finished game
counts in the statistics, a deal is played at the shared table -- without one line of it
anywhere outside ``tests/``."""

from __future__ import annotations

import random
from pathlib import Path


from engine.protocol import CHANCE, get_game, games

ROOT = Path(__file__).resolve().parents[2]


def test_nothing_outside_tests_names_the_made_up_game():
    for top in ("engine", "gui", "resources", "translations", "packaging", "docs"):
        for p in (ROOT / top).rglob("*"):
            if p.is_file() and p.suffix in (".py", ".md", ".toml", ".txt", ".ts", ".json", ".spec"):
                assert "tricorne" not in p.read_text(encoding="utf-8", errors="replace").lower(), p


def test_the_engine_knows_it_only_while_registered(tricorne):
    assert get_game("tricorne").title == "Tricorne"
    assert "tricorne" in [s.name for s in games()]


def test_the_new_game_dialog_offers_it_with_its_players_and_no_partner(window, qtbot):
    from gui.dialogs.newgame import NewGameDialog

    d = NewGameDialog(window.spec, window.settings, window)
    qtbot.addWidget(d)
    d.show()
    i = d.game_box.findData("tricorne")
    assert i >= 0 and d.game_box.itemText(i).strip() == "Tricorne"
    d.game_box.setCurrentIndex(i)
    assert [d.preset_box.itemData(j) for j in range(d.preset_box.count())] == ["plain", "long"]
    assert d.preset_box.itemText(0) == "Plain (one deal)"
    kinds = [d.opponent_box.itemData(j) for j in range(d.opponent_box.count())]
    assert kinds == ["random", "tricorne-low"]
    assert d.opponent_box.itemText(1) == "Beginner"
    assert d.opponent_label.text() == "Opponents:"           # two of them, and
    assert d.partner_box.isHidden()                            # three players without partnerships: no partner
    assert d.seats_box.isHidden()                              # always three: nothing to choose
    d.opponent_box.setCurrentIndex(1)
    c = d.setup()
    assert c.game == "tricorne" and c.opponent == "tricorne-low" and c.partner is None
    assert c.seats == ("human", "tricorne-low", "tricorne-low")
    d.close()


def test_its_rules_open_in_the_rules_panel_in_both_languages(window):
    dock = window.rules_dock
    for lang, title in (("en", "The play"), ("de", "Das Spiel")):
        dock.set_language(lang)
        dock.set_game("tricorne", "long")
        dock.show_section("play")
        assert dock.doc.has("g-tr-follow") and dock.doc.section("play").title == title
        assert dock.doc.broken_links() == []
        sentence = dock.show_refusal("must_follow_suit", {"suit": "S"})
        assert sentence in ("You must follow suit. You hold spades.", "Sie müssen Farbe bekennen. Sie haben Pik.")


def test_its_house_rules_open_with_its_options(window, qtbot):
    from gui.dialogs.houserules import HouseRulesDialog, set_option

    spec = get_game("tricorne")
    d = HouseRulesDialog(spec, "plain", spec.presets["plain"], window)
    qtbot.addWidget(d)
    assert set(d.boxes) == {"deals", "last_trick"} and d.titles["deals"].text() == "Deals in a game"
    set_option(d, "deals", 3)
    assert d.result_rules()[1].deals == 3


def played_session(seed: int):
    """A whole game of Tricorne with the person's seat played by the beginner too."""
    from gui.session import GameSession

    spec = get_game("tricorne")
    sess = GameSession("tricorne", "plain", spec.presets["plain"], ["human", "tricorne-low", "random"], seed)
    players = [sess.make_player("tricorne-low"), sess.make_player("tricorne-low"), sess.make_player("random")]
    rng = random.Random(seed)
    while not sess.is_over():
        if sess.to_move == CHANCE:
            sess.run_chance()
            continue
        sess.apply(players[sess.to_move].choose(sess.observation(sess.to_move), rng))
    return sess


def test_a_finished_game_counts_in_the_statistics_with_its_own_words(window):
    from gui import stats

    sess = played_session(3)
    window._count_partie(sess)
    st = sess.state.standing(0)
    with stats.History() as h:
        assert h.problem is None
        row = h.parties()[0]
    assert (row["game"], row["preset"], row["opponent"], row["level"]) == ("tricorne", "plain", "tricorne-low", "beginner")
    assert row[st.result] == 1 and row["points_for"] == st.points_for
    window.act_stats.trigger()
    d = window._statistics
    cells = [d.table.item(0, c).text() for c in range(d.table.columnCount())]
    assert cells[:3] == ["Tricorne", "Beginner", "1"]
    assert "Tricorne: tricks" in d.table.horizontalHeaderItem(6).toolTip()
    d.close()


def test_a_saved_game_of_it_opens_again(window, tmp_path):
    sess = played_session(5)
    path = tmp_path / "t.txt"
    path.write_text(sess.record_text(), encoding="utf-8")
    from gui.session import GameSession

    again = GameSession.from_record_text(path.read_text(encoding="utf-8"))
    assert again.state.scores() == sess.state.scores() and again.is_over()


def test_a_deal_is_played_at_the_shared_table(window, qtbot):
    from engine.protocol import get_game
    from gui.session import GameSetup

    spec = get_game("tricorne")
    sess = window.start_game(GameSetup.of(spec, "plain", spec.presets["plain"], "tricorne-low", seed=7))
    t = window.table
    assert type(t).__name__ == "TrickTable" and sess.spec.name == "tricorne"
    assert window.windowTitle().endswith("Tricorne")
    rng = random.Random(1)
    for _ in range(200):
        qtbot.waitUntil(lambda: sess.is_over() or t.waiting_for_human(), timeout=5000)
        if sess.is_over():
            break
        t.act(rng.choice(sess.observation().legal_actions))
    assert sess.is_over() and sum(sess.state.scores()) == 10
