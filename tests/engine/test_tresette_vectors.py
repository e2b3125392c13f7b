"""The test vectors of the Tresett spec (``shared/rules/tresette.md`` §13), each once through the
scoring functions and, where a deal can show it, through the engine."""

from __future__ import annotations

from engine.cards import card
from engine.games.tresette import scoring as SC
from engine.games.tresette import tables as T

from tests.engine.tresette_helpers import play_deal, state_with


def _m(*codes: str) -> int:
    return T.mask_of(card(c) for c in codes)


def test_tre_total_points():
    """tre-total-points: 6 points from 18 of the 20 figures, 4 Aces, the last trick: 11 (1458)."""
    assert T.points_of(T.ALL, last_trick=True) == 11
    assert T.count(T.FIGURE_MASK) == 20 and T.count(T.ACE_MASK) == 4
    # and in every engine deal the two sides' points add up to 11
    for seed in range(3):
        st = play_deal(seed)
        assert sum(st.log[-1]["points"]) == 11


def test_tre_split_points():
    """tre-split-points: A 3 Aces, 9 figures, last trick -> 7; B 1 Ace, 11 figures -> 4."""
    assert SC.points_of_side(3, 9, True) == 7
    assert SC.points_of_side(1, 11, False) == 4
    a = _m("AC", "AD", "AH", "3C", "3D", "3H", "2C", "2D", "2H", "KC", "KD", "KH")
    b = T.ALL & ~a
    assert T.points_of(a, last_trick=True) == 7
    assert T.points_of(b) == 4


def test_tre_neapolitaine():
    """tre-neapolitaine: 3-2-A-K-Q of spades is worth 5 (3, +1 King, +1 Queen; 1452)."""
    hand = _m("3S", "2S", "AS", "KS", "QS", "7S", "4C", "5D", "6H", "JC")
    assert SC.neapolitaine_length(hand, T.SUITS.index("S")) == 5
    naps = [d for d in SC.declarations_of(hand) if d.kind == "nap"]
    assert len(naps) == 1 and naps[0].marks == 5 and naps[0].key == "S"
    # the engine lays 5 marks for it
    st = state_with({1: ["3S", "2S", "AS", "KS", "QS", "7S", "4C", "5D", "6H", "JC"]}, dealer=2)
    assert st.to_move == 1
    st, ev = st.play_text("declare nap S")
    assert st.marks == (0, 5)
    assert [e.data["marks"] for e in ev if e.kind == "marks"] == [5]


def test_tre_double_partie():
    """tre-double-partie: A lays its 21st mark with B at 10: two partien (1458)."""
    assert SC.partie_value(10, 10) == 2
    st = state_with({1: ["3S", "3C", "3D", "3H", "4C", "5C", "6C", "7C", "JC", "QD"]}, dealer=2,
                    marks=(10, 17))
    st, ev = st.play_text("declare 3")
    won = [e for e in ev if e.kind == "partie_won"]
    assert won and won[0].data == {"side": 1, "value": 2, "marks": [10, 21], "partien": [0, 2], "surplus": 0}
    assert st.partien == (0, 2) and st.marks == (0, 0)


def test_tre_single_partie():
    """tre-single-partie: with B at 11 the partie is single (1458)."""
    assert SC.partie_value(11, 10) == 1
    st = state_with({1: ["3S", "3C", "3D", "3H", "4C", "5C", "6C", "7C", "JC", "QD"]}, dealer=2,
                    marks=(11, 17))
    st, _ = st.play_text("declare 3")
    assert st.partien == (0, 1)


def test_tre_gallaton():
    """tre-gallaton: one player takes all ten tricks: eight partien (1468-1470)."""
    tricks = [(1, 0)] * 10
    assert SC.slam(tricks) == (1, "gallaton") and SC.SLAM_PARTIEN["gallaton"] == 8
    # through the engine: seat 1 holds the top of every suit and leads
    hand1 = ["3C", "2C", "AC", "3D", "2D", "AD", "3H", "2H", "3S", "2S"]
    st = state_with({1: hand1, 0: ["KC", "QC", "JC", "7C", "KD", "QD", "JD", "7D", "AH", "KH"]}, dealer=2)
    st = _play_simply(st)
    e = st.log[-1]
    assert e["slam"] == [1, "gallaton", 8]
    assert st.partien == (0, 8)


def test_tre_stramazette():
    """tre-stramazette: nine tricks to one side, the lost one (not the last) holds K 7 5 4 (one
    figure, no Ace): three partien (1472)."""
    lost = _m("KC", "7D", "5H", "4S")
    tricks = [(0, 0)] * 3 + [(1, lost)] + [(2, 0)] * 6
    assert SC.slam(tricks) == (0, "stramazette") and SC.SLAM_PARTIEN["stramazette"] == 3
    # one player alone: Stramazetton, six
    assert SC.slam([(0, 0)] * 3 + [(1, lost)] + [(0, 0)] * 6) == (0, "stramazetton")
    # the lost trick being the last, holding an Ace or three figures, is no Stramazette
    assert SC.slam([(0, 0)] * 9 + [(1, lost)]) is None
    assert SC.slam([(0, 0)] * 3 + [(1, _m("AC", "7D", "5H", "4S"))] + [(2, 0)] * 6) is None
    assert SC.slam([(0, 0)] * 3 + [(1, _m("KC", "QD", "JH", "4S"))] + [(2, 0)] * 6) is None


def _play_simply(st):
    """Play the deal out: every seat plays its highest legal card, no declarations."""
    from engine.games.tresette.actions import Play

    while st.phase == "play":
        plays = [a for a in st.legal_actions() if isinstance(a, Play)]
        a = max(plays, key=lambda a: T.STRENGTH[T.INDEX[a.card]])
        st, _ = st.apply(a)
    return st
