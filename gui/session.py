"""A game being played at the table: the engine state, every action taken, undo, and the
record used for saving.  No Qt here; the window drives it and animates the events.

Chance (the cut, the deals) is drawn from ``random.Random(seed)`` and every chance
outcome is written into the record explicitly, so a saved game replays exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from engine.protocol import CHANCE, TERMINAL, Event, GameSpec, GameState, get_game
from engine.record import Record, parse_record, record_of, replay, write_record

__all__ = ["GameSession", "Step", "TABLE_SEATS"]

HUMAN = "human"

# the games with a table, and how many players each table seats (Piquet first)
TABLE_SEATS = {"piquet": 2, "minchiate": 4}


@dataclass
class Step:
    before: GameState
    who: int
    action: Any
    events: list[Event] = field(default_factory=list)


def spec_of(game: str) -> GameSpec:
    """The game's spec, importing only that game (a broken sibling game must not stop the table)."""
    import importlib

    try:
        mod = importlib.import_module(f"engine.games.{game}")
        spec = getattr(mod, "SPEC", None)
        if spec is not None:
            return spec
    except ImportError:
        pass
    return get_game(game)


class GameSession:
    """One game at the table: ``human`` is the seat a person plays; the others are computer players."""

    def __init__(self, game: str, preset: str, options: Any, seats: list[str], seed: int,
                 first_dealer: str = "cut", human: int = 0, partner: str | None = None) -> None:
        self.spec: GameSpec = spec_of(game)
        self.preset = preset
        self.options = options
        self.seats = list(seats)
        self.seed = seed
        self.human = human
        self.partner = partner      # player kind of the person's partner in partnership games
        self.first_dealer = first_dealer
        self.chance_rng = random.Random(seed)
        self.ai_rng = random.Random(seed * 7919 + 1)
        self.state: GameState = self.spec.new_state(options)
        self.steps: list[Step] = []
        self.counted = False        # the finished game is in the statistics (once)

    # ------------------------------------------------------------ playing
    @property
    def to_move(self) -> int:
        return self.state.current_player()

    def is_over(self) -> bool:
        return self.state.current_player() == TERMINAL

    def human_to_move(self) -> bool:
        return self.to_move == self.human

    def observation(self, seat: int | None = None):
        return self.state.observation(self.human if seat is None else seat)

    def apply(self, action: Any) -> list[Event]:
        """Apply ``action`` for the seat to move; raises ``IllegalAction`` and then changes nothing."""
        who = self.state.current_player()
        new, events = self.state.apply(action)
        self.steps.append(Step(self.state, who, action, events))
        self.state = new
        return events

    def chance_action(self) -> Any:
        st = self.state
        action = st.sample_chance(self.chance_rng)
        if self.first_dealer != "cut" and getattr(st, "phase", "") == "cut":
            action = self._forced_cut(action)
        return action

    def _forced_cut(self, action: Any) -> Any:
        """A cut that makes the seat the person chose the first dealer (lower card deals)."""
        from engine.cards import card

        dealer = self.human if self.first_dealer == "me" else 1 - self.human
        cls = type(action)
        low, high = card("7H"), card("AS")
        cards = [high, high]
        cards[dealer] = low
        return cls(tuple(cards))

    def forced_choice(self) -> Any | None:
        """Under "high card chooses", the choice that honours the chosen first dealer (or None)."""
        if self.first_dealer == "cut" or getattr(self.state, "phase", "") != "choose_dealer":
            return None
        dealer = self.human if self.first_dealer == "me" else 1 - self.human
        chooser = self.to_move
        for a in self.state.legal_actions():
            if (chooser if a.deal else 1 - chooser) == dealer:
                return a
        return None

    def run_chance(self) -> list[Event]:
        """Apply chance outcomes (and forced dealer choices) until a player must decide."""
        events: list[Event] = []
        while True:
            if self.to_move == CHANCE:
                events += self.apply(self.chance_action())
                continue
            forced = self.forced_choice()
            if forced is not None:
                events += self.apply(forced)
                continue
            return events

    # ---------------------------------------------------------------- undo
    def undo_status(self) -> tuple[bool, str]:
        """(possible, reason code): ``no_action``, ``revealed`` (a card was seen since) or ``""``."""
        idx = self._last_human_step()
        if idx is None:
            return False, "no_action"
        before = set(self.steps[idx].before.observation(self.human).seen)
        if not set(self.state.observation(self.human).seen) <= before:
            return False, "revealed"
        return True, ""

    def _last_human_step(self) -> int | None:
        for i in range(len(self.steps) - 1, -1, -1):
            if self.steps[i].who == self.human:
                return i
        return None

    def undo(self) -> bool:
        ok, _ = self.undo_status()
        if not ok:
            return False
        idx = self._last_human_step()
        assert idx is not None
        self.state = self.steps[idx].before
        del self.steps[idx:]
        return True

    # -------------------------------------------------------------- records
    def record(self) -> Record:
        return record_of(self.spec, self.preset, self.options, self.seats, self.seed,
                         [(s.who, s.action) for s in self.steps],
                         headers={"FirstDealer": self.first_dealer, "Human": str(self.human),
                                  **({"Partner": self.partner} if self.partner else {})})

    def record_text(self) -> str:
        return write_record(self.record())

    @classmethod
    def from_record_text(cls, text: str) -> "GameSession":
        """Rebuild a session from a saved record (raises ``engine.record.RecordError``)."""
        rec = parse_record(text)
        rp = replay(rec)
        human = int(rec.headers.get("Human", "0") or 0)
        sess = cls(rp.spec.name, rp.spec.default_preset if not rec.preset else rec.preset, rp.options,
                   rec.seats or [HUMAN, "random"], rec.seed if rec.seed is not None else 0,
                   rec.headers.get("FirstDealer", "cut"), human, rec.headers.get("Partner") or None)
        # re-apply so every step is kept (undo and further saving need them)
        st = sess.state
        for who, text_, _ in rp.moves:
            a = st.parse_action(text_)
            new, evs = st.apply(a)
            sess.steps.append(Step(st, who, a, evs))
            st = new
        sess.state = st
        # advance the chance generator past the outcomes already drawn
        n_chance = sum(1 for s in sess.steps if s.who == CHANCE)
        for _ in range(n_chance):
            sess.chance_rng.random()
        return sess

    def events_so_far(self) -> list[Event]:
        return [e for s in self.steps for e in s.events]
