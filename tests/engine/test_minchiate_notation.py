"""Minchiate's record notation accepts the spec's card names (issue 20, 1)."""

import pytest

from engine.cards import card
from engine.games.minchiate.actions import Discard, Layout, Play, parse_action
from engine.protocol import IllegalAction


def test_the_specs_names_are_aliases():
    assert parse_action("play matto") == Play(card("#0")) == parse_action("play Matto")
    assert parse_action("discard coppe_king") == Discard(card("Kc"))
    assert parse_action("play trump_13") == Play(card("#13"))


@pytest.mark.parametrize("text", ["cut ²", "rob 99999", "cut -1", "play mattoo", "layout rob / x"])
def test_bad_notation_is_an_illegal_action_with_a_code(text):
    with pytest.raises(IllegalAction) as exc:
        parse_action(text)
    assert exc.value.code == "malformed_action"


def test_a_layout_round_trips_with_the_matto_named():
    from engine.games.minchiate import scoring as S

    cards = list(S.CARDS) if hasattr(S, "CARDS") else None
    if cards is None:
        pytest.skip("no pack list")
    text = ("layout rob  / " + " / ".join(" ".join(c.code for c in cards[i * 21:i * 21 + 20]) + " + " +
                                        cards[i * 21 + 20].code for i in range(4)) + " / folla " +
            " ".join(c.code for c in cards[84:]))
    a = parse_action(text.replace("#0", "matto"))
    assert isinstance(a, Layout) and str(a) == text
