"""Counts on the Minchiate table are worded in proper singular and plural, in English and
German: "1 trump" / "1 Trumpf", "Discard one more card", "Rob 1 card" (never "card(s)")."""

from types import SimpleNamespace

import pytest

from gui.games.minchiate import words as mt


@pytest.fixture(params=["en", "de"])
def lang(request, qtbot):
    from gui import i18n

    i18n.set_language(request.param)
    return request.param


def test_a_folla_with_one_trump_says_trump_not_trumps(lang):
    ev = SimpleNamespace(kind="folla_announced", player=1,
                         data={"counts": {"coppe": 2, "denari": 1, "spade": 0, "bastoni": 3, "trumps": 1}})
    line = mt.event_line(ev, 0)
    assert line.endswith({"en": "1 trump.", "de": "1 Trumpf."}[lang]), line
    ev.data["counts"]["trumps"] = 3
    assert mt.event_line(ev, 0).endswith({"en": "3 trumps.", "de": "3 Trümpfe."}[lang])


@pytest.mark.parametrize("due", [1, 4])
def test_the_discard_prompt_counts_in_words_without_brackets(lang, due):
    obs = SimpleNamespace(player=0, discard_due=(due, 0, 0, 0))
    text = mt.prompt("discard", True, obs)
    assert "(n)" not in text and "(s)" not in text, text
    if due == 1:
        assert {"en": "one more card", "de": "noch eine"}[lang] in text
    else:
        assert {"en": "4 more cards", "de": "noch 4 Ihrer"}[lang] in text
