"""Small, game-neutral building blocks that many state machines share.

* :class:`SlotState` -- a :class:`~engine.protocol.GameState` whose fields are listed in
  ``__slots__``: a shallow ``_clone``/``copy`` and ``current_player`` read from ``to_move``.
* :func:`dispatch` -- ``apply`` through a table ``{(phase, action type): handler}``: the
  handler works on a clone and appends its events; a finished game or an action that does
  not fit the phase is refused with ``game_over`` / ``wrong_phase``.

Fields must be immutable values (ints, tuples, frozen dataclasses) for the shallow clone to
be safe; handlers replace them, never change them in place.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, TypeVar

from engine.protocol import Event, GameState, IllegalAction

__all__ = ["SlotState", "dispatch", "Handler"]

S = TypeVar("S", bound="SlotState")

Handler = Callable[[Any, Any, list[Event]], None]


def _slots_of(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for c in reversed(cls.__mro__):
        sl = c.__dict__.get("__slots__", ())
        names.extend((sl,) if isinstance(sl, str) else sl)
    return tuple(names)


class SlotState(GameState):
    """A game state stored in ``__slots__`` with the seat to move in ``to_move``."""

    __slots__ = ()
    _all_slots: tuple[str, ...] = ()

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
        return self.to_move  # type: ignore[attr-defined, no-any-return]


def dispatch(state: S, handlers: Mapping[tuple[str, type], Handler], action: Any,
             over: str = "the game is over") -> tuple[S, list[Event]]:
    """``state.apply(action)`` by the handler registered for ``(state.phase, type(action))``;
    ``over`` is the message of the ``game_over`` refusal in phase ``"over"``."""
    phase = state.phase  # type: ignore[attr-defined]
    if phase == "over":
        raise IllegalAction("game_over", over)
    h = handlers.get((phase, type(action)))
    if h is None:
        raise IllegalAction("wrong_phase", f"{action} is not possible in phase {phase}")
    s = state._clone()
    ev: list[Event] = []
    h(s, action, ev)
    return s, ev
