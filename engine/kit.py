"""Small, game-neutral building blocks that many state machines share.

* :class:`SlotState` -- a :class:`~engine.protocol.GameState` whose fields are listed in
  ``__slots__``: a shallow ``_clone``/``copy`` and ``current_player`` read from ``to_move``.
* :func:`dispatch` -- ``apply`` through a table ``{(phase, action type): handler}``: the
  handler works on a clone and appends its events; a finished game or an action that does
  not fit the phase is refused with ``game_over`` / ``wrong_phase``.
* :class:`Deal`, :class:`Play`, :class:`Pass` -- the actions ``deal <cards>`` (the pack in
  dealing order, top card first), ``play <card>`` and ``pass`` that most card games write
  alike; :func:`parse_with` -- the frame of a ``parse_action``: splits the first word off,
  turns a bad card code into ``malformed_action`` and refuses what the reader does not know.
* :func:`shuffled_deal` -- the chance action of a deal from a shuffled pack.
* :func:`replace_at` -- a tuple with one item replaced (the per-seat fields of a state).
* :func:`dealer_seat`, :func:`with_first_dealer` -- the ``first_dealer`` argument of a
  ``new_state`` checked, and put in a new state.
* :func:`next_in_queue` -- the next seat of a queue of seats to speak (bids, calls, choices).
* :func:`not_in_hand`, :func:`check_follow`, :func:`lay_card`, :func:`take_trick` -- the steps of
  playing to a trick that the games whose hands are card masks write alike: the refusal of a
  card the seat does not hold or of a renounce, a card laid to the trick, a finished trick taken.

Fields must be immutable values (ints, tuples, frozen dataclasses) for the shallow clone to
be safe; handlers replace them, never change them in place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, Iterable, Mapping, Protocol, Sequence, TypeVar

from engine.cards import Card, CardError, card
from engine.protocol import A, Event, GameState, IllegalAction

__all__ = ["SlotState", "dispatch", "Handler", "Deal", "Play", "Pass", "card_codes", "read_cards", "parse_with",
           "shuffled_deal", "replace_at", "dealer_seat", "with_first_dealer", "next_in_queue", "not_in_hand",
           "check_follow", "lay_card", "take_trick"]

S = TypeVar("S", bound="SlotState[Any]")
N = TypeVar("N", bound="Dealt")

Handler = Callable[[Any, Any, list[Event]], None]


class Dealt(Protocol):
    """What :func:`with_first_dealer` sets on a new state: its dealer and its phase."""

    dealer: int
    phase: str


class Phased(Protocol):
    """What :func:`dispatch` needs of a state: its phase and a copy of itself."""

    @property
    def phase(self) -> str: ...

    def _clone(self: P) -> P: ...


P = TypeVar("P", bound=Phased)


def _slots_of(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for c in reversed(cls.__mro__):
        sl = c.__dict__.get("__slots__", ())
        names.extend((sl,) if isinstance(sl, str) else sl)
    return tuple(names)


class SlotState(GameState[A], Generic[A]):
    """A game state stored in ``__slots__`` with the seat to move in ``to_move``."""

    __slots__ = ()
    _all_slots: tuple[str, ...] = ()
    to_move: int            # a slot of every subclass: the seat to move, CHANCE or TERMINAL

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls._all_slots = _slots_of(cls)

    def _clone(self: S) -> S:
        cls = type(self)
        s = object.__new__(cls)
        for k in cls._all_slots:
            object.__setattr__(s, k, getattr(self, k))
        return s

    def copy(self: S) -> S:
        return self._clone()

    def current_player(self) -> int:
        return self.to_move


def dispatch(state: P, handlers: Mapping[tuple[str, type], Handler], action: Any,
             over: str = "the game is over",
             wrong: Callable[[str, Any], str] | None = None) -> tuple[P, list[Event]]:
    """``state.apply(action)`` by the handler registered for ``(state.phase, type(action))``;
    ``over`` is the message of the ``game_over`` refusal in phase ``"over"``, ``wrong(phase,
    action)`` (if given) that of the ``wrong_phase`` refusal.  A card of another pack (a
    well-formed code the game's tables do not know) is refused as ``card_not_in_hand``."""
    phase = state.phase
    if phase == "over":
        raise IllegalAction("game_over", over)
    h = handlers.get((phase, type(action)))
    if h is None:
        raise IllegalAction("wrong_phase", wrong(phase, action) if wrong is not None
                            else f"{action} is not possible in phase {phase}")
    s = state._clone()
    ev: list[Event] = []
    try:
        h(s, action, ev)
    except KeyError as e:           # a card looked up in a pack it does not belong to
        key = e.args[0] if e.args else None
        if isinstance(key, Card):
            raise IllegalAction("card_not_in_hand", f"{key.code} is not a card of this game's pack",
                                card=key.code) from None
        raise
    return s, ev


def card_codes(cs: Iterable[Card]) -> str:
    """Cards in record notation, separated by single spaces."""
    return " ".join(c.code for c in cs)


def read_cards(text: str) -> tuple[Card, ...]:
    """The cards of a space-separated list of codes (raises ``CardError``)."""
    return tuple(card(t) for t in text.split())


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the pack in dealing order, top card first."""
    order: tuple[Card, ...]

    def __str__(self) -> str:
        return "deal " + card_codes(self.order)


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {self.card.code}"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


def parse_with(text: str, read: Callable[[str, str], Any]) -> Any:
    """Parse an action: ``read(word, rest)`` gets the first word and the stripped rest and
    returns the action or ``None`` (unknown: ``malformed_action``); a ``CardError`` it
    raises becomes ``malformed_action`` too."""
    word, _, rest = text.strip().partition(" ")
    try:
        a = read(word, rest.strip())
    except CardError as e:
        raise IllegalAction("malformed_action", str(e)) from None
    if a is None:
        raise IllegalAction("malformed_action", f"cannot read action {text!r}")
    return a


def shuffled_deal(cards: Iterable[Card], rng: Any) -> Deal:
    """The :class:`Deal` of ``cards`` in a random order: one ``rng.shuffle`` of them (the same
    order as shuffling their indices and naming the cards after)."""
    order = list(cards)
    rng.shuffle(order)
    return Deal(tuple(order))


def replace_at(t: tuple[Any, ...], i: int, v: Any) -> tuple[Any, ...]:
    """``t`` with item ``i`` replaced by ``v`` (a new tuple; ``t`` stays as it is)."""
    return t[:i] + (v,) + t[i + 1:]


def dealer_seat(first_dealer: int | None, seats: int) -> int | None:
    """The ``first_dealer`` of a ``new_state``: None (the game's own first dealer) or a seat
    from 0 to ``seats - 1``; anything else raises ``ValueError``."""
    if first_dealer is not None and first_dealer not in range(seats):
        raise ValueError(f"first_dealer must be a seat from 0 to {seats - 1}, not {first_dealer!r}")
    return first_dealer


def with_first_dealer(state: N, first_dealer: int | None, seats: int, phase: str = "") -> N:
    """``state`` (a new game) with seat ``first_dealer`` (checked by :func:`dealer_seat`) as its
    ``dealer`` when one is given, and then in ``phase`` when one is named (the game starts at the
    deal, past its draw for seats); else ``state`` as it is."""
    d = dealer_seat(first_dealer, seats)
    if d is not None:
        state.dealer = d
        if phase:
            state.phase = phase
    return state


def next_in_queue(s: Any, field: str = "queue") -> bool:
    """Drop the seat at the head of the queue ``s.<field>`` (the one that has just spoken): while
    seats are left in it the next is to move (``s.to_move``) and the answer is True; False when
    the queue is done (what comes then is the caller's)."""
    left = getattr(s, field)[1:]
    setattr(s, field, left)
    if left:
        s.to_move = left[0]
        return True
    return False


def not_in_hand(c: Card) -> IllegalAction:
    """The refusal (``card_not_in_hand``) of a card the seat to play does not hold."""
    return IllegalAction("card_not_in_hand", f"{c.code} is not in the hand", card=c.code)


def check_follow(s: Any, c: int, played: Card, tables: Any) -> None:
    """Refuse ``played`` (index ``c``, -1 for a card not in the pack) for the seat to move in state
    ``s``: ``card_not_in_hand`` unless its hand mask ``s.hands[seat]`` holds it,
    ``must_follow_suit`` unless ``s._playable(seat)`` has it (naming the suit led by the game's
    ``tables.SUIT_OF``, ``SUIT_NAMES`` and ``SUITS``)."""
    p = s.to_move
    if c < 0 or not s.hands[p] >> c & 1:
        raise not_in_hand(played)
    if not s._playable(p) >> c & 1:
        led = tables.SUIT_OF[s.trick[0][1]]
        raise IllegalAction("must_follow_suit", f"must follow {tables.SUIT_NAMES[led]}", suit=tables.SUITS[led])


def lay_card(s: Any, p: int, c: int, played: Card, hand: Any, ev: list[Event]) -> None:
    """Seat ``p`` lays ``played`` (index ``c``) to the trick of state ``s``: ``hand`` (its hand
    without the card) replaces ``s.hands[p]``, ``p`` becomes ``s.leader`` when it opens the trick,
    ``(p, c)`` joins ``s.trick`` and the ``play`` event tells it (with the trick's number, counted
    from ``s.tricks``)."""
    s.hands = replace_at(s.hands, p, hand)
    if not s.trick:
        s.leader = p
    s.trick = s.trick + ((p, c),)
    ev.append(Event("play", p, {"card": played, "trick": len(s.tricks) + 1}, f"Player {p} plays {played.code}."))


def take_trick(s: Any, w: int, cards: Sequence[Card], ev: list[Event],
               more: Callable[[], Mapping[str, Any]] | None = None) -> None:
    """Seat ``w`` takes the full trick of state ``s``: it joins ``s.tricks`` as ``(leader, trick,
    winner)``, ``s.tricks_won[w]`` grows by one, the ``trick`` event tells it (its number, the cards
    by ``cards[index]``, the winner, then what ``more()`` adds, asked once the trick is counted),
    and ``w`` leads an empty trick next (``s.leader``; ``s.to_move`` is the caller's)."""
    s.tricks = s.tricks + ((s.leader, s.trick, w),)
    s.tricks_won = replace_at(s.tricks_won, w, s.tricks_won[w] + 1)
    data: dict[str, Any] = {"trick": len(s.tricks), "cards": [(q, cards[x]) for q, x in s.trick], "winner": w}
    if more is not None:
        data.update(more())
    ev.append(Event("trick", w, data, f"Player {w} wins trick {len(s.tricks)}."))
    s.trick = ()
    s.leader = w
