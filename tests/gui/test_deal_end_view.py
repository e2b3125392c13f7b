"""What the person sees when a Piquet deal is over and the table waits for "Next deal": the
banner does not cover the last trick, the calls read as headings, Hint is off."""

import pytest

from gui.games.piquet import words

from gui_drive import wait_for_human
from test_play_by_gestures import play_to_between_deals


def _trick_cards(t):
    held = t.hold_until_gathered
    assert held is not None
    return [t.card_item(c.code) for _seat, c in held[0]]


def test_the_deal_end_banner_leaves_the_last_trick_visible(qtbot, window):
    t = play_to_between_deals(qtbot, window)
    cards = _trick_cards(t)
    assert t.banner.text()                        # "Deal ends: ..." is up
    for text, size in ((t.banner.text(), 34), ("Ihr Gegner hat die Partie gewonnen.", 44), ("Repique!", 64)):
        t.show_banner(text, seconds=5, size=size)
        b = t.banner.sceneBoundingRect()
        for it in cards:
            assert not b.intersects(it.sceneBoundingRect()), (size, b, it.sceneBoundingRect())
        assert not b.intersects(t.call_opp.sceneBoundingRect()), size
        assert b.left() >= 0 and b.right() <= t.scene.sceneRect().right()


def test_between_deals_hint_is_off_and_comes_back_with_the_next_deal(qtbot, window):
    t = play_to_between_deals(qtbot, window)
    assert not t.hint_button.isEnabled()
    assert not window.act_hint.isEnabled()
    t.next_deal()
    wait_for_human(qtbot, t)
    assert t.hint_button.isEnabled() and window.act_hint.isEnabled()


def test_a_scored_call_on_the_table_reads_as_a_heading(qtbot, window):
    t = play_to_between_deals(qtbot, window)
    winner = t.session.observation().tricks[-1][3]
    label = t.call_me if winner == t.session.human else t.call_opp
    head = label.text().split(" — ")[0]           # the last item scored: the last trick, the cards, capot
    assert head in {"Last trick", "The cards", "Capot"}, label.text()


@pytest.mark.parametrize("lang, item, want", [
    ("en", "the last trick", "Last trick"), ("en", "winning the trick", "Trick won"), ("en", "leading", "Leading"),
    ("de", "the last trick", "Letzter Stich"), ("de", "winning the trick", "Stich gewonnen"),
    ("de", "leading", "Ausspielen"), ("de", "the cards", "Die Karten"),
])
def test_call_labels_stand_on_their_own_while_the_log_keeps_its_phrase(qtbot, lang, item, want):
    from gui import i18n

    i18n.set_language(lang)
    assert words.call_label(item) == want
    if lang == "de" and item == "the last trick":
        assert words.item_name(item) == "den letzten Stich"      # "... zählt 1 für den letzten Stich"


def test_switching_language_mid_game_rewrites_the_log(qtbot, window):
    window.new_game(preset="classic_1900", seed=4, first_dealer="opponent")
    t = window.table
    wait_for_human(qtbot, t)
    assert "Deal 1: your opponent deals." in t.log_lines
    window.set_language("de")
    assert "Spiel 1: Ihr Gegner gibt." in t.log_lines
    assert not any("opponent" in line for line in t.log_lines), t.log_lines
    window.set_language("en")
    assert "Deal 1: your opponent deals." in t.log_lines


def test_switching_language_rewrites_the_status_line(qtbot, window):
    window.new_game(preset="classic_1900", seed=4, first_dealer="opponent")
    assert window.status.text() == "New game, shuffle number 4."
    window.set_language("de")
    assert window.status.text() == "Neues Spiel, Mischnummer 4."
    window.set_language("en")
    assert window.status.text() == "New game, shuffle number 4."
