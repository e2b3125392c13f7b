"""Königspiquet, Räuberpiquet and Normannisches Piquet as a person plays them (issue 25): like
Piquet for two they show the count on the felt, a banner and a prompt with each deal's points,
and a score sheet with a row per deal that adds up to the partie so far."""

from __future__ import annotations

import pytest

from gui.games.piquet.forms_tally import seat_points, tally
from gui_drive import click_button, open_window
from test_trick_table import keyboard_turn


def play_to_deal_end(qtbot, t, sess, deals: int) -> None:
    for _ in range(600):
        qtbot.waitUntil(lambda: sess.is_over() or t.waiting_for_human() or t.between_deals, timeout=10000)
        if t.between_deals or sess.is_over():
            ends = sum(1 for e in sess.events_so_far() if e.kind == "deal_end")
            if ends >= deals:
                return
            qtbot.waitUntil(lambda: not t.between_deals, timeout=3000)   # the fastest speed deals on
            continue
        keyboard_turn(qtbot, t)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("game", ["koenigspiquet", "normannisch", "raeuberpiquet"])
def test_each_deal_of_a_piquet_form_is_counted_told_and_written_on_the_sheet(qtbot, game):
    w = open_window(qtbot, size=(1024, 700))
    try:
        w.switch_game(game)
        w.new_game(seed=5)
        t, sess = w.table, w.table.session
        n = t.seats()
        play_to_deal_end(qtbot, t, sess, 1)
        sides = tuple(getattr(sess.observation(), "sides", ()) or ())
        end = [e for e in sess.events_so_far() if e.kind == "deal_end"][-1]
        pts = seat_points(end.data, n, sides)
        assert pts and sum(pts.values()) > 0
        said = [f"{t.seat_title(q)} {v}" for q, v in pts.items()]
        # "you" inside a sentence is written in lower case (i18n.person_case)
        assert all(x.lower() in t.prompt_label.text().lower() for x in said), t.prompt_label.text()
        assert all(x.lower() in t.banner.text().lower() for x in said), t.banner.text()
        count = t.hooks.count_text.text()
        assert all(f"{t.seat_title(q)}: {v}" in count for q, v in pts.items()), count
        row = t.sheet.rows()[-1]
        assert row[0] == "deal" and row[3] == tuple(pts.get(q) for q in range(n))
        # "Next deal" keeps the sheet; the next deal's end adds its row, and the partie so far adds up
        click_button(qtbot, t.next_deal_button)
        play_to_deal_end(qtbot, t, sess, 2)
        rows = [r for r in t.sheet.rows() if r[0] == "deal"]
        assert len(rows) >= 2
        tal = tally(sess.events_so_far(), n, sides)
        if tal.partie_now:
            deals = [r for r in tal.rows if r.kind == "deal" and r.partie == tal.rows[-1].partie]
            for q, v in tal.partie_now.items():
                assert v == sum(r.points.get(q, 0) for r in deals)
                assert f"{t.seat_title(q)} {v}" in t.sheet.total_label.text()
    finally:
        w.persist = False
        w.close()


def test_a_sechziger_raises_the_count_and_is_told_in_the_log():
    """The bonus at 20 is an event of its own (not a "score"): the count on the felt must show the
    jump to 60 and the log must say it, as the guided deal of Normannisches Piquet explains it."""
    from engine.record import parse_record, start_state
    from gui.games.piquet.words import NormannischWords

    rec = parse_record(open("resources/rules/normannisch.tutorial.txt", encoding="utf-8").read())
    _spec, _opts, state = start_state(rec)
    events = []
    for _who, text, _line in rec.moves[:24]:         # up to the lead of the 8 of clubs, which makes 20
        state, ev = state.apply(state.parse_action(text))
        events += ev
    bonus = [e for e in events if e.kind in ("pique", "repique")]
    assert [(e.kind, e.player) for e in bonus] == [("pique", 1)]
    assert tally(events, 3).deal_now[1] == 60
    assert NormannischWords().event(bonus[0], 1) == "Sechziger for you: +40 (count 60)."
    assert NormannischWords().event(bonus[0], 0) == "Sechziger for p1: +40 (count 60)."


def test_another_players_exchange_is_shown_by_its_number_never_its_cards(qtbot):
    """The note beside a seat tells what he did; an exchange is said as "Exchange 3 cards", for
    the cards he laid away are his secret (Königspiquet's guided deal: the dealer exchanges 3)."""
    from gui.guided import walk

    w = open_window(qtbot, size=(1024, 700))
    try:
        w.start_tutorial("koenigspiquet")
        t = w.table
        walk(w, 4, lambda: qtbot.wait(5))                # up to "Continue" after the dealer's exchange
        dealer = next(s.who for s in t.session.steps if str(s.action).startswith("exchange") and s.who != t.session.human)
        obs = t.session.observation()                     # the notes as the felt shows them
        note = t.hooks.seat_note(t, dealer, obs)
        assert note == "Exchange 3 cards", note
        mine = t.hooks.seat_note(t, t.session.human, obs)
        assert "club" in mine or "♣" in mine, mine       # one's own exchange may name its cards
    finally:
        w.persist = False
        w.close()


def test_the_piquet_forms_write_cards_with_the_rank_letters_of_the_interface_language(qtbot):
    """Königspiquet's guided deal, every line its log writes and every card its hooks name: in
    English "Q♦" and "J♠", in German "D♦" and "B♠" (Dame, Bube) as the cards' words say, never the
    English letters."""
    import re

    from engine.cards import card
    from engine.record import parse_record, start_state
    from gui import i18n
    from gui.games.piquet import words
    from gui.games.piquet.table import PiquetFormsHooks, PiquetHooks
    from gui.games.piquet.words import KoenigspiquetWords

    rec = parse_record(open("resources/rules/koenigspiquet.tutorial.txt", encoding="utf-8").read())
    _spec, _opts, state = start_state(rec)
    events = []
    for _who, text, _line in rec.moves:
        state, ev = state.apply(state.parse_action(text))
        events += ev
    english = re.compile(r"\b[QJ][♣♦♥♠]")
    german = re.compile(r"\b[DB][♣♦♥♠]")
    said: dict[str, list[str]] = {}
    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            lines = [KoenigspiquetWords().event(e, me) or "" for e in events for me in range(3)]
            lines += [words.item_name(f"quint to {c}") for c in ("QD", "JS")]
            lines += [h.card_name(card(c)) for h in (PiquetHooks(), PiquetFormsHooks()) for c in ("QD", "JS")]
            lines += [words.card_short(card(c)) for c in ("QD", "JS", "TH", "AC", "KS")]
            said[lang] = lines
    finally:
        i18n.set_language("en")
    assert any(english.search(x) for x in said["en"]) and not any(german.search(x) for x in said["en"])
    assert any(german.search(x) for x in said["de"]), said["de"]
    assert not [x for x in said["de"] if english.search(x)]
    assert said["en"][-5:] == ["Q♦", "J♠", "10♥", "A♣", "K♠"]
    assert said["de"][-5:] == ["D♦", "B♠", "10♥", "A♣", "K♠"]
    assert said["en"][-9:-5] == ["queen of diamonds", "jack of spades"] * 2
    assert said["de"][-9:-5] == ["Karo-Dame", "Pik-Bube"] * 2
