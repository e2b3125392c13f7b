"""A game being played at the table: the engine state, every action taken, undo, and the
record used for saving.  No Qt here; the window drives it and animates the events.

Chance (the cut, the deals) is drawn from ``random.Random(seed)`` and every chance
outcome is written into the record explicitly, so a saved game replays exactly.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from engine.protocol import CHANCE, TERMINAL, Event, GameSpec, GameState, get_game
from engine.record import Record, RecordError, parse_record, record_of, replay, start_state, write_record

__all__ = ["GameSession", "GameSetup", "Step", "first_dealer_seat", "offers_first_dealer"]

HUMAN = "human"
FIRST_DEALER = ("cut", "me", "opponent")
SESSION_HEADERS = ("FirstDealer", "Human", "Partner", "Elapsed")     # the headers the session writes itself


@dataclass
class Step:
    before: GameState
    who: int
    action: Any
    events: list[Event] = field(default_factory=list)


@dataclass(frozen=True)
class GameSetup:
    """A new game in one piece, as the new-game dialog (or the window's defaults) chose it: the
    game's spec, its preset and the options in force (the preset with ``overrides``, the house rules
    the settings keep), each seat's player (``"human"`` at the person's seat, the computer kind
    elsewhere), the kind ``opponent`` chosen, the person's ``partner`` in partnership games, who
    deals first (``"cut"``, ``"me"``, ``"opponent"``) and the shuffle number (``None``: drawn when the
    game starts).  :meth:`GameSession.from_setup` starts the session from it."""

    spec: GameSpec
    preset: str
    options: Any
    seats: tuple[str, ...]
    opponent: str
    partner: str | None = None
    first_dealer: str = "cut"
    seed: int | None = None
    overrides: Mapping[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> str:
        return self.spec.name

    @property
    def human(self) -> int:
        return self.seats.index(HUMAN)

    @classmethod
    def of(cls, spec: GameSpec, preset: str, options: Any, opponent: str, partner: str | None = None,
           first_dealer: str = "cut", seed: int | None = None,
           overrides: Mapping[str, Any] | None = None) -> "GameSetup":
        """The person at seat 0 and ``opponent`` in every other seat the options seat; the first
        dealer falls back to the cut where the game offers no choice, and a partnership game
        without a partner kind chosen takes the opponent's."""
        from gui.players import has_partners

        n = spec.seat_count(options)
        if not offers_first_dealer(spec, n):
            first_dealer = "cut"
        return cls(spec, preset, options, (HUMAN,) + (opponent,) * (n - 1), opponent,
                   (partner or opponent) if has_partners(spec) else None, first_dealer, seed, dict(overrides or {}))


def first_dealer_seat(choice: str, human: int, seats: int) -> int | None:
    """The seat that deals first for the person's choice: ``"me"``, ``"opponent"`` (the next
    seat: with two players the other one), or ``None`` for ``"cut"`` (the rules decide)."""
    if choice == "me":
        return human
    if choice == "opponent":
        return (human + 1) % seats
    return None


def offers_first_dealer(spec: GameSpec, seats: int) -> bool:
    """Whether the person may choose who deals first: every game's ``new_state`` can start with
    a chosen dealer instead of the cut or draw, but in a partnership game the draw also makes
    the partnerships, so there the rules decide."""
    from gui.players import has_partners

    return not has_partners(spec)


class GameSession:
    """One game at the table: ``human`` is the seat a person plays; the others are computer players."""

    def __init__(self, game: str, preset: str, options: Any, seats: list[str], seed: int,
                 first_dealer: str = "cut", human: int = 0, partner: str | None = None,
                 start: GameState | None = None) -> None:
        self.spec: GameSpec = get_game(game)
        self.preset = preset
        self.options = options
        self.seats = list(seats)
        self.seed = seed
        self.human = human
        self.partner = partner      # player kind of the person's partner in partnership games
        self.first_dealer = first_dealer
        self.chance_rng = random.Random(seed)
        self.ai_rng = random.Random(seed * 7919 + 1)
        self.first_dealer_seat: int | None = None
        self.deals: int | None = None               # a record's Deals header, kept on saving
        self.extra_headers: dict[str, str] = {}     # a record's other headers (Event, Date, …), kept on saving
        self.state: GameState = self._start_state() if start is None else start
        if start is not None:
            self.first_dealer_seat = None
        self.steps: list[Step] = []
        self._seen: dict[int, tuple[GameState, Any]] = {}   # seat -> (state, its observation)
        self.counted = False        # the finished game is in the statistics (once)
        self.started = time.monotonic()
        self.elapsed_before = 0.0   # seconds at the table before this session was resumed (Elapsed header)

    @classmethod
    def from_setup(cls, setup: GameSetup) -> "GameSession":
        """The session ``setup`` describes (its shuffle number drawn now when it has none)."""
        seed = setup.seed if setup.seed is not None else random.randrange(1, 1_000_000)
        return cls(setup.spec.name, setup.preset, setup.options, list(setup.seats), seed, setup.first_dealer,
                   human=setup.human, partner=setup.partner)

    # ------------------------------------------------------------ playing
    @property
    def to_move(self) -> int:
        return self.state.current_player()

    def is_over(self) -> bool:
        return self.state.current_player() == TERMINAL

    def human_to_move(self) -> bool:
        return self.to_move == self.human

    def observation(self, seat: int | None = None):
        """What ``seat`` (default: the person's) sees now.  A state never changes (``apply`` gives a
        new one) and an observation is frozen, so each seat's is kept until the state changes: the
        table asks for it many times a move (an exchange may have over a thousand legal actions to list)."""
        seat = self.human if seat is None else seat
        kept = self._seen.get(seat)
        if kept is not None and kept[0] is self.state:
            return kept[1]
        obs = self.state.observation(seat)
        self._seen[seat] = (self.state, obs)
        return obs

    def apply(self, action: Any) -> list[Event]:
        """Apply ``action`` for the seat to move; raises ``IllegalAction`` and then changes nothing."""
        who = self.state.current_player()
        new, events = self.state.apply(action)
        self.steps.append(Step(self.state, who, action, events))
        self.state = new
        return events

    def _start_state(self) -> GameState:
        """The game's first state; with a first dealer chosen, the engine starts with that dealer
        (``new_state(options, first_dealer=seat)``) instead of letting the rules decide."""
        self.first_dealer_seat = first_dealer_seat(self.first_dealer, self.human, self.spec.seat_count(self.options))
        state: GameState = self.spec.new_state(self.options, first_dealer=self.first_dealer_seat)
        return state

    def make_player(self, kind: str) -> Any:
        """A computer player of ``kind`` for this game (the random player for an unknown kind)."""
        from gui.players import make_player

        return make_player(self.spec, kind)

    def chance_action(self) -> Any:
        return self.state.sample_chance(self.chance_rng)

    def run_chance(self) -> list[Event]:
        """Apply chance outcomes until a player must decide."""
        events: list[Event] = []
        while self.to_move == CHANCE:
            events += self.apply(self.chance_action())
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

    def elapsed(self) -> float:
        """Seconds at the table for this game, across saving and resuming."""
        return self.elapsed_before + (time.monotonic() - self.started)

    # -------------------------------------------------------------- records
    def record(self) -> Record:
        return record_of(self.spec, self.preset, self.options, self.seats, self.seed,
                         [(s.who, s.action) for s in self.steps], first_dealer=self.first_dealer_seat, deals=self.deals,
                         headers={**self.extra_headers, "FirstDealer": self.first_dealer, "Human": str(self.human),
                                  "Elapsed": str(int(self.elapsed())),
                                  **({"Partner": self.partner} if self.partner else {})})

    def record_text(self) -> str:
        return write_record(self.record())

    @classmethod
    def from_record_text(cls, text: str, progress: Callable[[int, int], None] | None = None) -> "GameSession":
        """Rebuild a session from a saved record (raises ``engine.record.RecordError`` naming the
        line and the header or action that cannot be used).  What the headers say is checked
        before any action is replayed; then one lean replay (keeping neither states nor events)
        checks every action, so a long record with a bad last line is refused after one replay
        and little memory; only a record found good is replayed again to keep its steps.
        ``progress(done, total)`` is called on the way (``total`` counts both replays) and may
        raise to stop."""
        rec = parse_record(text)
        spec, opts, first_state = begin = start_state(rec)
        n = spec.seat_count(opts)
        human_s = rec.headers.get("Human", "0") or "0"
        if not (human_s.isascii() and human_s.isdigit() and len(human_s) <= 3 and int(human_s) < n):
            raise RecordError(rec.lines.get("Human"), "Human",
                              f"{human_s[:20]!r} is not a seat of this game (0 to {n - 1})")
        human = int(human_s)
        seats = list(rec.seats)
        if not seats:
            seats = ["random"] * n
            seats[human] = HUMAN
        elif len(seats) != n:
            raise RecordError(rec.lines.get("Seats"), "Seats",
                              f"names {len(seats)} players; {spec.title} is played here by {n}")
        first = rec.headers.get("FirstDealer", "cut") or "cut"
        if first not in FIRST_DEALER:
            raise RecordError(rec.lines.get("FirstDealer"), "FirstDealer",
                              f"must be one of {', '.join(FIRST_DEALER)}, not {first[:20]!r}")
        # the record's own start decides who deals (its FirstDealerSeat, else the cut it holds)
        sess = cls(spec.name, spec.default_preset if not rec.preset else rec.preset, opts,
                   seats, rec.seed if rec.seed is not None else 0, "cut", human,
                   rec.headers.get("Partner") or None, start=first_state)
        sess.first_dealer = first
        sess.first_dealer_seat = rec.first_dealer
        sess.deals = rec.deals
        sess.extra_headers = {k: v for k, v in rec.headers.items() if k not in SESSION_HEADERS}
        el = rec.headers.get("Elapsed", "")
        if el.isascii() and el.isdigit() and len(el) < 10:
            sess.elapsed_before = float(el)
        total = len(rec.moves)
        first_half = (lambda done, _n: progress(done, 2 * total)) if progress else None
        second_half = (lambda done, _n: progress(total + done, 2 * total)) if progress else None
        every = max(1, min(500, total // 200))
        replay(rec, start=begin, on_step=lambda *_: None, progress=first_half, progress_every=every)   # the check
        # the record is good: replayed again keeping every step (undo and further saving need them)
        steps = sess.steps

        def step(before: GameState, who: int, action: Any, events: list[Event]) -> None:
            steps.append(Step(before, who, action, events))

        rp = replay(rec, start=begin, on_step=step, progress=second_half, progress_every=every)
        sess.state = rp.state
        # advance the chance generator past the outcomes already drawn
        n_chance = sum(1 for s in sess.steps if s.who == CHANCE)
        for _ in range(n_chance):
            sess.chance_rng.random()
        return sess

    def events_so_far(self) -> list[Event]:
        return [e for s in self.steps for e in s.events]


def play_to(spec: Any, preset: str, seed: int, stop: Callable[[Any], Any], kind: str = "",
            max_steps: int = 2000) -> Any:
    """A session of ``spec`` with the person at seat 0 and the computer player ``kind`` (by default
    the game's :func:`~gui.players.default_kind`) at the others, one such player playing every seat
    until the person is to move and ``stop(observation)`` holds (or the game is over, or after
    ``max_steps`` moves)."""
    from gui.players import default_kind, make_player

    kind = kind or default_kind(spec)
    n = spec.seat_count(spec.presets[preset])
    sess = GameSession(spec.name, preset, spec.presets[preset], ["human"] + [kind] * (n - 1), seed)
    player = make_player(spec, kind)
    rng = random.Random(seed)
    for _ in range(max_steps):
        sess.run_chance()
        if sess.is_over():
            break
        obs = sess.observation(sess.to_move)
        if sess.human_to_move() and stop(obs):
            break
        sess.apply(player.choose(obs, rng))
    return sess
