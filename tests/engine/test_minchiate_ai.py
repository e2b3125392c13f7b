"""The Minchiate computer players: partnership behaviour on hand-made observations, and legal play."""

from __future__ import annotations

import random

from engine.cards import card, parse_cards
from engine.games.minchiate import MinchiateObservation, Play
from engine.match import play_out
from engine.players import make_player
from engine.protocol import get_game

ORDER = (0, 1, 2, 3)
SIDES = (0, 1, 0, 1)


def _obs(me, hand, trick=(), tricks=(), legal=None, **kw):
    hand = tuple(parse_cards(hand))
    legal = tuple(Play(c) for c in (parse_cards(legal) if legal else hand))
    return MinchiateObservation(
        game="minchiate", player=me, legal_actions=legal, phase="play", to_move=me, order=ORDER, sides=SIDES,
        partner=(me + 2) % 4, hand=hand, trick=tuple((q, card(c)) for q, c in trick),
        tricks=tuple((ld, tuple((q, card(c)) for q, c in cs), w) for ld, cs, w in tricks),
        known_cards=((), (), (), ()), fallen=(False,) * 4, discards=((), (), (), ()), **kw)


def _choose(kind, obs):
    return str(make_player(kind, "minchiate").choose(obs, random.Random(0)))


def test_partner_feeds_a_counting_card_to_a_partner_who_surely_wins():
    # p1 (partner of p3) plays the Tromba, which nothing beats; p3 plays last and is void in Bastoni
    obs = _obs(3, "#1 #7 #8", trick=[(0, "5b"), (1, "#40"), (2, "#6")])
    assert _choose("minchiate-partner", obs) == "play #1"
    assert _choose("minchiate-simple", obs) == "play #7"


def test_partner_does_not_overtake_its_partner_for_nothing():
    # p1 leads the Ten of Bastoni, both enemies follow low; p3 holds the Jack and the 4
    obs = _obs(3, "Jb 4b #20", trick=[(1, "Tb"), (2, "3b"), (0, "2b")], legal="Jb 4b")
    assert _choose("minchiate-partner", obs) == "play 4b"


def test_partner_keeps_counting_cards_off_an_enemy_trick():
    # the enemy (p0) wins with the Tromba; p1 must trump and holds the 13 (5 points) and a worthless 9
    obs = _obs(1, "#13 #9", trick=[(0, "#40")])
    assert _choose("minchiate-partner", obs) == "play #9"
    # with only counting trumps left and the Matto in hand, the Matto excuses the card
    obs = _obs(1, "#13 #30 #0", trick=[(0, "#40")])
    assert _choose("minchiate-partner", obs) == "play #0"


def test_partner_leads_into_its_partners_void_when_the_enemy_behind_him_holds_the_suit():
    # trick 1: p3 led Coppe, p2 (my partner) trumped: he is void there; p3 still has Coppe
    history = [(3, [(3, "3c"), (0, "4c"), (1, "6c"), (2, "#9")], 2),
               (2, [(2, "5s"), (3, "6s"), (0, "7s"), (1, "8s")], 0)]
    obs = _obs(0, "8c 2s 3s 4s Ts #12", tricks=history, led_suits=("c", "s"))
    assert _choose("minchiate-partner", obs) == "play 8c"
    assert _choose("minchiate-simple", obs) != "play 8c"


def test_computer_players_play_whole_deals_legally():
    spec = get_game("minchiate")
    for kinds in (["minchiate-partner", "minchiate-simple"] * 2, ["minchiate-simple", "minchiate-partner"] * 2):
        players = [make_player(k, "minchiate") for k in kinds]
        played = play_out(spec.new_state(spec.options(), deals=2), players, random.Random(5))
        assert played.state.is_over() and sum(played.state.scores()) == 0


def test_advice_is_the_partners_choice_with_the_rule_that_decided():
    from engine.games.minchiate.players import ADVICE, PartnerPlayer, advise

    # the hand-made positions above: the rule named is the one they show
    assert advise(_obs(3, "#1 #7 #8", trick=[(0, "5b"), (1, "#40"), (2, "#6")]))[1] == "feed_partner"
    assert advise(_obs(3, "Jb 4b #20", trick=[(1, "Tb"), (2, "3b"), (0, "2b")], legal="Jb 4b"))[1] == "under_partner"
    assert advise(_obs(1, "#13 #30 #0", trick=[(0, "#40")]))[1] == "excuse_with_matto"
    # over whole random deals the advice is exactly what the partner plays, for a known reason
    spec = get_game("minchiate")
    rng = random.Random(5)
    seen = set()
    for seed in range(6):
        state = spec.new_state(spec.options(), deals=1)
        crng = random.Random(seed)
        while not state.is_over():
            who = state.current_player()
            if who < 0:
                state, _ = state.apply(state.sample_chance(crng))
                continue
            obs = state.observation(who)
            action, why = advise(obs, random.Random(1))
            assert str(action) == str(PartnerPlayer().choose(obs, random.Random(1)))
            assert why in ADVICE
            seen.add(why)
            state, _ = state.apply(action if rng.random() < 0.7 else rng.choice(state.legal_actions()))
    assert len(seen) >= 8
