"""l'Homme and La Triomphe (our reconstructions): the spec's vectors (§1.6 hom-pack-sizes, §3.4
tri-deal), the duty to take in both readings, passing and its costs, the pot and ties; random
games of every preset keep the cards and sample consistently."""

from __future__ import annotations

import random

import pytest

from engine.cards import card, parse_cards
from engine.games.lhomme import tables as T
from engine.games.lhomme.actions import Deal, Join, Pass
from engine.games.lhomme.ai import BeginnerPlayer, rollout, sample
from engine.games.lhomme.game import Rules, deal_winner
from engine.protocol import CHANCE, IllegalAction, get_game

LH = get_game("lhomme")
TR = get_game("triomphe")


@pytest.mark.parametrize("players,in_play,left", [(7, 60, 11), (6, 50, 8), (5, 40, 5), (4, 40, 12), (3, 30, 9)])
def test_hom_pack_sizes(players, in_play, left):
    """hom-pack-sizes (1370-1378): seven cards each, the last suits laid aside."""
    s = LH.new_state(LH.options(players=players), deals=1)
    deal = s.sample_chance(random.Random(players))
    assert len(deal.order) == in_play
    s, _ = s.apply(deal)
    o = s.observation(0)
    assert o.hand_sizes == (7,) * players
    assert o.stock_size + 1 == left          # the first card left over is turned for trumps
    assert T.count(T.pack_mask(T.suits_in_play(players))) == in_play


def test_tri_deal():
    """tri-deal (1410): four players, 40 cards, nine each, four left."""
    s = TR.new_state(TR.options(), deals=1)
    deal = s.sample_chance(random.Random(1))
    assert len(deal.order) == 40 and TR.pack == "lhomme40"
    s, _ = s.apply(deal)
    o = s.observation(0)
    assert o.hand_sizes == (9, 9, 9, 9) and o.stock_size + 1 == 4 and o.pot == 4


def _deal(spec, opts, hands, turned, dealer=3):
    """A deal giving ``hands`` (lists of codes by seat) and turning ``turned``."""
    n = len(hands)
    hs = [parse_cards(h) for h in hands]
    size = len(hs[0])
    order = [hs[(dealer + 1 + k) % n][k // n] for k in range(n * size)]
    used = set(order) | {card(turned)}
    suits = 4 if spec.name == "triomphe" else T.suits_in_play(n)
    rest = [c for c in T.CARDS[:10 * suits] if c not in used]
    s = spec.new_state(opts, first_dealer=dealer)
    s, ev = s.apply(Deal(tuple(order) + (card(turned),) + tuple(rest)))
    return s, ev


HANDS4 = ["AS KS 9S AH 5H 9D 9C", "QS 6S KH 6H 8D 8C 7C", "JS 5S QH 7H KD 6D 6C", "TS 7S JH 8H QD 5D 5C"]


def test_par_force_every_player_must_win_when_he_can():
    s, _ = _deal(LH, LH.options(), HANDS4, "AD")      # diamonds trumps; seat 0 leads (dealer 3)
    s, _ = s.play_text("play 9S")
    assert {str(a) for a in s.legal_actions()} == {"play QS"}     # 6S would not take it
    with pytest.raises(IllegalAction) as e:
        s.play_text("play 6S")
    assert e.value.code == "must_take"
    s, _ = s.play_text("play QS")
    assert {str(a) for a in s.legal_actions()} == {"play JS", "play 5S"}     # neither can take it


def test_for_pleasure_only_the_last_must_take_or_pay_the_pot():
    s, _ = _deal(LH, LH.options(par_force=False), HANDS4, "AD")
    s, _ = s.play_text("play 9S")
    assert {str(a) for a in s.legal_actions()} == {"play QS", "play 6S"}
    s, _ = s.play_text("play 6S", "play 5S")
    assert {str(a) for a in s.legal_actions()} == {"play TS", "play 7S"}
    pot = s.pot
    s2, ev = s.play_text("play 7S")                   # declines: pays as much as the pot holds
    assert [e.kind for e in ev][0] == "declined" and s2.pot == 2 * pot and s2.balances[3] == s.balances[3] - pot
    s3, ev = s.play_text("play TS")
    assert "declined" not in [e.kind for e in ev] and s3.pot == pot


def test_void_may_trump_or_throw_unless_made_to_take():
    hands = ["AS KS QS JS TS 9S 8S", "AH KH QH JH TH 9H 8H", "AC KC QC JC TC 9C 8C", "7S 6S 5S 7H 6H 5H 7C"]
    s, _ = _deal(LH, LH.options(forcing_mode="must_play"), hands, "AD")
    for _ in range(4):
        s, _ = s.apply(Join())
    s, _ = s.play_text("play AS")
    assert len(s.legal_actions()) == 7          # void in spades, no trump: anything


def test_must_play_reading_passing_and_its_costs():
    opts = LH.options(forcing_mode="must_play")                   # par force: a refusal costs a mark
    s, _ = _deal(LH, opts, HANDS4, "AD")
    assert s.phase == "join" and s.to_move == 0
    s1, ev = s.apply(Pass())
    assert s1.pot == 5 and s1.balances[0] == -2 and not s1.active[0]
    opts = LH.options(forcing_mode="must_play", par_force=False)   # for pleasure: free, but the dealer pays the pot
    s, _ = _deal(LH, opts, HANDS4, "AD")
    s, _ = s.play_text("pass", "pass", "join")
    assert s.pot == 4 and s.to_move == 3
    s, ev = s.apply(Pass())
    assert s.balances[3] == -5 and [e.kind for e in ev][:2] == ["pass", "alone"]   # seat 2 alone takes 8
    assert s.balances[2] == 7


def test_triomphe_giving_up_loses_double():
    s = TR.new_state(TR.options(), first_dealer=3)
    s, _ = s.apply(s.sample_chance(random.Random(2)))
    assert s.phase == "join"
    s, ev = s.apply(Pass())
    assert s.balances[0] == -3 and s.pot == 6


def test_most_tricks_then_first_to_its_count():
    r = Rules("lhomme", 3, 7, 3, "take_trick", True, 1, 1, False)
    assert deal_winner(r, (True,) * 3, (3, 3, 1), (6, 4, 2)) == (1,)
    assert deal_winner(r, (True,) * 3, (2, 4, 1), (6, 4, 2)) == (1,)
    rp = Rules("triomphe", 4, 9, 4, "take_trick", True, 2, 1, True)
    assert deal_winner(rp, (True,) * 4, (3, 2, 2, 2), (8, 7, 5, 6)) == (0, 2)


def test_the_pot_left_at_the_end_is_shared():
    s = LH.new_state(LH.options(forcing_mode="must_play", par_force=False), deals=1)
    s, _ = s.apply(s.sample_chance(random.Random(3)))
    s, ev = s.play_text("pass", "pass", "pass", "pass")
    assert s.is_over() and sum(s.scores()) == pytest.approx(0)
    assert "pot_shared" in [e.kind for e in ev]


@pytest.mark.parametrize("game,preset", [(g.name, p) for g in (LH, TR) for p in g.presets])
def test_random_games_keep_cards_and_sample_consistently(game, preset):
    spec = get_game(game)
    opts = spec.options(preset)
    rng = random.Random(5)
    b = BeginnerPlayer()
    for seed in range(2):
        s = spec.new_state(opts, deals=2)
        step = 0
        while not s.is_over():
            p = s.current_player()
            if p == CHANCE:
                s, _ = s.apply(s.sample_chance(rng))
                continue
            if step % 4 == 0 and s.phase == "play":
                for q in range(s.n):
                    obs = s.observation(q)
                    w = sample(obs, rng)
                    assert w.observation(q) == obs
                    assert isinstance(rollout(w, q, random.Random(2)), float)
            s, _ = s.apply(b.choose(s.observation(p), rng) if seed else rng.choice(s.legal_actions()))
            step += 1
        assert sum(s.scores()) == pytest.approx(0)
