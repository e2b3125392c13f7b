"""What the games of tables share: two dice thrown by chance, the opening throw, stones moved
from point to point and the notation of those moves, the 21 distinct throws for the searching
players, and the board as 24 signed counts.

A game of tables keeps its own geometry (which way each side travels, where the stones start),
its own plays and its own rules; this module names no game (as :mod:`engine.kit` does for the
card games).  The board is a tuple of 24 ints, index ``i`` the absolute point ``i + 1``:
``n > 0`` White's (seat 0) stones, ``n < 0`` Black's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Generic, Sequence, TypeVar

from engine.protocol import A, Event, GameState, IllegalAction

STONES = 15
COLOURS = ("White", "Black")

_S = TypeVar("_S", bound="TablesState[Any]")


@dataclass(frozen=True, order=True)
class Move:
    """One stone from absolute ``src`` to absolute ``dst`` with die ``die`` (0 and 25 are off the
    board: what they mean is the game's)."""

    src: int
    dst: int
    die: int

    def __str__(self) -> str:
        return f"{self.src}-{self.dst}/{self.die}"


@dataclass(frozen=True)
class Dice:
    """A throw of the two dice (a chance action)."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"dice {self.a} {self.b}"


@dataclass(frozen=True)
class FirstThrow:
    """The opening throw, one die each (a chance action): the higher begins."""

    white: int
    black: int

    def __str__(self) -> str:
        return f"first {self.white} {self.black}"


# ---------------------------------------------------------------------------------------------
# notation


def moves_text(moves: Sequence[Move]) -> str:
    """The moves of a play as written (``-`` for none)."""
    return " ".join(str(m) for m in moves) if moves else "-"


def die(t: str) -> int:
    if len(t) != 1 or t not in "123456":
        raise IllegalAction("malformed_action", f"not a die: {t!r}")
    return int(t)


def point(t: str, noun: str = "point") -> int:
    """A point 0..25 as written (``noun`` names it in the message)."""
    if not t.isdigit() or len(t) > 2 or not 0 <= int(t) <= 25:
        raise IllegalAction("malformed_action", f"not a {noun}: {t!r}")
    return int(t)


def parse_throw(word: str, rest: list[str]) -> Dice | FirstThrow | None:
    """``dice A B`` or ``first W B``; None when the words are not a throw."""
    if word in ("dice", "first") and len(rest) == 2:
        a, b = die(rest[0]), die(rest[1])
        return Dice(a, b) if word == "dice" else FirstThrow(a, b)
    return None


def parse_moves(words: list[str], text: str, most: int, noun: str = "point", none: bool = True
                ) -> tuple[Move, ...]:
    """The moves ``SRC-DST/DIE`` of a play, one to ``most`` of them, or ``-`` for none (when
    ``none``); ``text``, the whole action, for the message."""
    if none and words == ["-"]:
        return ()
    if not 1 <= len(words) <= most:
        raise IllegalAction("malformed_action", text)
    moves = []
    for r in words:
        head, sep, d = r.partition("/")
        s, sep2, t = head.partition("-")
        if not sep or not sep2:
            raise IllegalAction("malformed_action", text)
        moves.append(Move(point(s, noun), point(t, noun), die(d)))
    return tuple(moves)


def parse(text: str, other: Callable[[str, list[str], str], object | None]) -> object:
    """An action as written: a throw, or what ``other(word, rest, text)`` makes of the first word
    and the rest (None: nothing, the action is malformed)."""
    words = text.split()
    if not words:
        raise IllegalAction("malformed_action", "an empty action")
    w, rest = words[0], words[1:]
    found: object | None = parse_throw(w, rest)
    if found is None:
        found = other(w, rest, text)
    if found is None:
        raise IllegalAction("malformed_action", text)
    return found


# ---------------------------------------------------------------------------------------------
# chance


def throw(first: bool, rng: random.Random) -> Dice | FirstThrow:
    """Chance's action: the opening throw when ``first``, else a throw of the dice."""
    if first:
        return FirstThrow(rng.randint(1, 6), rng.randint(1, 6))
    return Dice(rng.randint(1, 6), rng.randint(1, 6))


def check_throw(action: object) -> None:
    """Refuse a throw whose numbers are not those of a die."""
    if isinstance(action, (Dice, FirstThrow)):
        vals = (action.a, action.b) if isinstance(action, Dice) else (action.white, action.black)
        if not all(isinstance(x, int) and 1 <= x <= 6 for x in vals):
            raise IllegalAction("bad_dice", f"{action} is not a throw of two dice")


def opening(action: object, setup: dict[str, Any], setup_text: str) -> tuple[int | None, list[Event]]:
    """The opening throw: who begins (None: equal, throw again) and its events; when someone
    begins, a ``setup`` event with ``setup``'s data and the beginner as ``first``."""
    if not isinstance(action, FirstThrow):
        raise IllegalAction("not_your_turn", "the opening throw comes first")
    starts = None if action.white == action.black else (0 if action.white > action.black else 1)
    events = [Event("first_throw", None, {"dice": (action.white, action.black), "starts": starts},
                    "Equal: again." if starts is None else f"{COLOURS[starts]} begins.")]
    if starts is not None:
        events.append(Event("setup", None, {**setup, "first": starts}, setup_text))
    return starts, events


def dice_event(seat: int, a: int, b: int) -> Event:
    return Event("dice", seat, {"dice": (a, b), "doublet": a == b}, f"{COLOURS[seat]} throws {a} and {b}.")


def distinct_throws() -> list[tuple[int, int]]:
    """The 21 throws regardless of order, higher die first."""
    return [(a, b) for a in range(6, 0, -1) for b in range(a, 0, -1)]


def throw_weight(a: int, b: int) -> int:
    """How many of the 36 throws ``a b`` is (a doublet one, any other two)."""
    return 1 if a == b else 2


#: the 21 distinct throws with their chance, higher die first: ``(a, b, weight / 36)``
THROWS = [(a, b, throw_weight(a, b) / 36.0) for a, b in distinct_throws()]


# ---------------------------------------------------------------------------------------------
# the board


def start_board(white: int, black: int) -> tuple[int, ...]:
    """All 15 stones of each side on one absolute point."""
    b = [0] * 24
    b[white - 1] = STONES
    b[black - 1] = -STONES
    return tuple(b)


def board_of(white: dict[int, int], black: dict[int, int], absolute: Callable[[int, int], int]) -> tuple[int, ...]:
    """The board with ``white``'s and ``black``'s stones (each side's *own* points to stone counts,
    ``absolute(seat, own)`` the point on the board)."""
    b = [0] * 24
    for k, n in white.items():
        b[absolute(0, k) - 1] += n
    for k, n in black.items():
        b[absolute(1, k) - 1] -= n
    return tuple(b)


def split(board: tuple[int, ...], seat: int, own: Callable[[int, int], int], size: int) -> tuple[list[int], list[int]]:
    """``(mine, theirs)``: ``seat``'s and the opponent's stones per point in ``seat``'s own
    numbering (``own(seat, absolute)``), lists of ``size``."""
    mine = [0] * size
    theirs = [0] * size
    for i, v in enumerate(board):
        if v == 0:
            continue
        k = own(seat, i + 1)
        if (v > 0) == (seat == 0):
            mine[k] = abs(v)
        else:
            theirs[k] = abs(v)
    return mine, theirs


# ---------------------------------------------------------------------------------------------
# the state and the computer players


class TablesState(GameState[A], Generic[A]):
    """What the state of a game of tables shares: copying, the legal actions computed once per
    state, the dice thrown by chance and the opening throw.  A subclass keeps ``phase``
    (``"first_throw"`` and ``"throw"`` are chance's), ``thrower``, ``first`` and its caches in its
    slots, names the slots holding lists (:attr:`LISTS`, copied with the state) and the caches
    (:attr:`CACHES`, neither copied nor pickled), gives :meth:`_compute_legal`, what a throw of
    the dice does (:meth:`_apply_dice`), what the players' actions do (:meth:`_apply_player`) and
    the ``setup`` event that follows the opening throw (:attr:`SETUP`: its data and its text)."""

    __slots__ = ()
    SETUP: tuple[dict[str, Any], str] = ({}, "The stones are set out.")
    LISTS: tuple[str, ...] = ()
    CACHES: tuple[str, ...] = ("_legal",)
    OVER = "the game is over"

    phase: str
    thrower: int
    first: int | None
    _legal: list[A] | None

    def _slots(self) -> tuple[str, ...]:
        """The subclass's slots (the state's fields)."""
        slots: tuple[str, ...] = getattr(type(self), "__slots__")
        return slots

    def _copy(self: _S) -> _S:
        st = type(self).__new__(type(self))
        for k in self._slots():
            setattr(st, k, getattr(self, k))
        for k in self.LISTS:
            setattr(st, k, getattr(self, k)[:])
        for k in self.CACHES:
            setattr(st, k, None)
        return st

    def __getstate__(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self._slots() if k not in self.CACHES}

    def __setstate__(self, d: dict[str, Any]) -> None:
        for k, v in d.items():
            setattr(self, k, v)
        for k in self.CACHES:
            setattr(self, k, None)

    def _compute_legal(self) -> list[A]:
        raise NotImplementedError

    def legal_actions(self) -> list[A]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def sample_chance(self, rng: random.Random) -> Any:
        return throw(self.phase == "first_throw", rng)

    def apply(self: _S, action: Any) -> tuple[_S, list[Event]]:
        if self.phase == "over":
            raise IllegalAction("game_over", self.OVER)
        if self.phase in ("first_throw", "throw"):
            check_throw(action)
            if self.phase == "first_throw":
                starts, events = opening(action, *self.SETUP)
                st = self._copy()
                if starts is not None:
                    st.phase, st.thrower, st.first = "throw", starts, starts
                return st, events
            if not isinstance(action, Dice):
                raise IllegalAction("not_your_turn", "the dice are to be thrown")
            return self._apply_dice(action)
        if isinstance(action, (Dice, FirstThrow)):
            raise IllegalAction("not_your_turn", "the dice are thrown by chance")
        return self._apply_player(action)

    def _apply_dice(self: _S, action: Dice) -> tuple[_S, list[Event]]:
        """The throw of the dice at ``"throw"`` (checked)."""
        raise NotImplementedError

    def _apply_player(self: _S, action: Any) -> tuple[_S, list[Event]]:
        """A player's action (anything but the dice) in any phase but ``"over"``."""
        raise NotImplementedError


def state_from(cls: Callable[..., Any], observation: Any, thrower: int) -> Any:
    """The state an observation shows (nothing is hidden in a game of tables), as far as the
    games share it: a ``cls(options, None, first)`` with the phase, ``thrower``, the board, the
    stones off, the dice, the points, the last moves and the number of throws; the game sets the
    rest."""
    st = cls(observation.options, None, observation.dealer)
    st.phase = observation.phase
    st.thrower = thrower
    st.board, st.off, st.dice = observation.board, observation.off, observation.dice
    st.points = list(observation.points)
    st.last_moves = observation.last_moves
    st.nthrows = len(observation.seen)
    return st


def exact_evaluation(legal: list[Any], values: dict[Any, float]) -> Any:
    """The search's :class:`~engine.ai.search.Evaluation` of a player that values every legal
    action exactly (nothing hidden, no sampling): one world, no error."""
    from engine.ai.search import Evaluation

    best = max(legal, key=lambda x: values[x])
    return Evaluation(best=best, values=values, stderr={a: 0.0 for a in legal}, worlds=1,
                      playouts=len(legal), reason="only" if len(legal) == 1 else "search")
