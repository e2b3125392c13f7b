"""Tricorne's engine: a GameSpec and an immutable GameState after :mod:`engine.protocol`."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from engine.cards import Card, card, pack
from engine.options import option
from engine.protocol import (CHANCE, TERMINAL, Event, GameSpec, GameState, IllegalAction, Observation, PlayerKind,
                             register, unregister)

NAME = "tricorne"
PACK = pack("piquet32")
ORDER = "AKQJT987"          # highest first
HAND = 10

REASON_CODES = ("not_your_turn", "card_not_in_hand", "must_follow_suit", "game_over", "malformed_action")
PHASES = ("deal", "play", "over")
EVENT_KINDS = ("deal", "play", "trick", "deal_end", "game_end")


@dataclass(frozen=True)
class TricorneOptions:
    deals: int = option(1, (1, 2, 3), "deals in a game")
    last_trick: int = option(0, (0, 1), "extra point for the last trick")


PRESETS = {"plain": TricorneOptions(), "long": TricorneOptions(deals=3, last_trick=1)}


@dataclass(frozen=True)
class Deal:
    hands: tuple[tuple[Card, ...], ...]

    def __str__(self) -> str:
        return "deal " + " / ".join(" ".join(c.code for c in h) for h in self.hands)


@dataclass(frozen=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return self.card.code


@dataclass(frozen=True)
class TricorneObservation(Observation):
    points: tuple = ()
    deal_no: int = 0


def _beats(a: Card, b: Card) -> bool:
    return a.suit == b.suit and ORDER.index(a.rank) < ORDER.index(b.rank)


@dataclass(frozen=True)
class TricorneState(GameState):
    opts: TricorneOptions
    phase: str = "deal"
    dealer: int = 0
    deal_no: int = 0
    hands: tuple = ((), (), ())
    trick: tuple = ()
    leader: int = 1
    taken: tuple = (0, 0, 0)
    points: tuple = (0, 0, 0)
    seen_: tuple = ((), (), ())

    def current_player(self) -> int:
        if self.phase == "deal":
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return (self.leader + len(self.trick)) % 3

    def legal_actions(self) -> list:
        if self.phase != "play":
            return []
        hand = self.hands[self.current_player()]
        if self.trick:
            led = self.trick[0][1].suit
            follow = [c for c in hand if c.suit == led]
            if follow:
                return [Play(c) for c in follow]
        return [Play(c) for c in hand]

    def sample_chance(self, rng: random.Random) -> Any:
        cards = list(PACK.cards)
        rng.shuffle(cards)
        return Deal(tuple(tuple(sorted(cards[i * HAND:(i + 1) * HAND], key=PACK.index)) for i in range(3)))

    def apply(self, action: Any) -> tuple["TricorneState", list[Event]]:
        if self.phase == "over":
            raise IllegalAction("game_over")
        if self.phase == "deal":
            if not isinstance(action, Deal):
                raise IllegalAction("not_your_turn")
            seen = tuple(tuple(h) for h in action.hands)
            return (replace(self, phase="play", hands=action.hands, trick=(), leader=(self.dealer + 1) % 3,
                            taken=(0, 0, 0), seen_=seen),
                    [Event("deal", self.dealer, {"deal_no": self.deal_no + 1}, f"Deal {self.deal_no + 1}.")])
        if not isinstance(action, Play):
            raise IllegalAction("malformed_action")
        who = self.current_player()
        if action.card not in self.hands[who]:
            raise IllegalAction("card_not_in_hand", card=action.card)
        if action not in self.legal_actions():
            raise IllegalAction("must_follow_suit", suit=self.trick[0][1].suit)
        hands = tuple(tuple(c for c in h if c is not action.card) if i == who else h
                      for i, h in enumerate(self.hands))
        trick = self.trick + ((who, action.card),)
        seen = tuple(s + (action.card,) if action.card not in s else s for s in self.seen_)
        events = [Event("play", who, {"card": action.card}, f"p{who} plays {action.card.code}.")]
        st = replace(self, hands=hands, trick=trick, seen_=seen)
        if len(trick) < 3:
            return st, events
        win, best = trick[0]
        for seat, c in trick[1:]:
            if _beats(c, best):
                win, best = seat, c
        taken = tuple(t + (1 if i == win else 0) for i, t in enumerate(self.taken))
        events.append(Event("trick", win, {"cards": tuple(c for _, c in trick)}, f"p{win} takes the trick."))
        st = replace(st, trick=(), leader=win, taken=taken)
        if hands[0]:
            return st, events
        gained = tuple(t + (self.opts.last_trick if i == win else 0) for i, t in enumerate(taken))
        points = tuple(p + g for p, g in zip(self.points, gained))
        events.append(Event("deal_end", None, {"points": gained}, "The deal is over."))
        if self.deal_no + 1 >= self.opts.deals:
            events.append(Event("game_end", None, {"points": points}, "The game is over."))
            return replace(st, phase="over", points=points, deal_no=self.deal_no + 1), events
        return replace(st, phase="deal", points=points, deal_no=self.deal_no + 1, dealer=(self.dealer + 1) % 3,
                       hands=((), (), ()), seen_=((), (), ())), events

    def observation(self, player: int) -> TricorneObservation:
        legal = tuple(self.legal_actions()) if self.current_player() == player else ()
        return TricorneObservation(
            game=NAME, player=player, legal_actions=legal, phase=self.phase, to_move=self.current_player(),
            seats=3, hand=self.hands[player], hand_sizes=tuple(len(h) for h in self.hands), trick=self.trick,
            trick_leader=self.leader if self.phase == "play" else None, tricks_taken=self.taken,
            seen=tuple(sorted(self.seen_[player], key=PACK.index)), dealer=self.dealer, points=self.points,
            deal_no=self.deal_no)

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def parse_action(self, text: str) -> Any:
        t = text.strip()
        if t.startswith("deal "):
            return Deal(tuple(tuple(card(c) for c in part.split()) for part in t[5:].split("/")))
        try:
            return Play(card(t))
        except ValueError:
            raise IllegalAction("malformed_action", text) from None


def new_state(options: TricorneOptions, deals: int | None = None, first_dealer: int | None = None) -> TricorneState:
    if deals is not None:
        options = replace(options, deals=deals) if deals in (1, 2, 3) else options
    return TricorneState(options, dealer=0 if first_dealer is None else first_dealer)


class LowCardPlayer:
    """Plays its lowest legal card (a beginner)."""

    name = "tricorne-low"

    def choose(self, observation: Observation, rng: random.Random) -> Any:
        return max(observation.legal_actions, key=lambda a: ORDER.index(a.card.rank))


SPEC: GameSpec = GameSpec(
    name=NAME, title="Tricorne", players=3, options_type=TricorneOptions, presets=PRESETS,
    default_preset="plain", new_state=new_state, pack="piquet32", min_players=3, max_players=3,
    player_kinds=(PlayerKind("random", "random", "Random player", "engine.players:RandomPlayer"),
                  PlayerKind("tricorne-low", "beginner", "Plays its lowest card", "tricorne.engine:LowCardPlayer")),
    family=NAME, reason_codes=REASON_CODES, phases=PHASES, event_kinds=EVENT_KINDS,
)
TricorneState.spec = SPEC


def register_game() -> GameSpec:
    """Register the engine spec (the made-up game is never loaded by ``engine.games``)."""
    return register(SPEC)


def unregister_game() -> None:
    unregister(NAME)
