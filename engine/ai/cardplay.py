"""Sound rules for choosing among cards a search cannot tell apart (game-neutral).

A searching player values each legal card over sampled worlds; when two or more cards come out
within noise of each other -- fourth hand with the whole trick in view, sure tricks, forced
discards, equal cards -- taking the noisy leader plays a random one of them.  :func:`sound_order`
ranks the cards instead by what a player of any trick-taking game does then:

* an opponent holds the trick and the seat plays last or next to last to it: the cheapest card
  that beats it (a card of the suit led before a trump, the lowest trump of a ruff);
* otherwise -- partner holds the trick, or no card beats it, or leading, or second hand of four
  (second hand low) -- the cheapest card: the lowest of the suit led when following; a plain card
  before a trump; a card that is not the best of its suit left before one that is; discarding
  while holding trumps, the last card of a plain suit (a void to ruff in) before the others; from
  the longest plain suit; the lowest of it.

Two refinements, each off unless a game asks for it:

* ``worth(card)`` -- the points a card carries into the trick that takes it (in a game whose
  cards count in the tricks): the cheapest card is then the one worth least (the lowest of equal worth), and a seat
  that plays last to a trick its side holds, or takes it, adds the card worth most to it;
* ``aim="shed"`` -- for games where tricks cost: under a trick someone else holds,
  the highest card that stays under it, the card worth most first when discarding; when every
  card wins it, the highest last to play (the trick is taken anyway), else the lowest (a later
  player may still go over); leading, the lowest card.

Equal cards are ordered by rank, so the lowest of them comes first.  The trick is won by the
highest trump, else the highest card of the suit led (``rank`` orders the cards of one suit, the
trumps included -- a game with its own order of trumps gives it here).  Nothing here names a game:
a game hands its facts in through :class:`TrickFacts`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Collection, Hashable, Sequence

__all__ = ["TrickFacts", "sound_order", "trick_winner"]


@dataclass(frozen=True)
class TrickFacts:
    """What a seat knows about the trick it plays to.

    ``suit(card)``, ``rank(card)`` (higher wins within a suit); ``trump`` the trump suit (None:
    no trumps); ``trick`` the cards played to it so far as ``(seat, card)``, the leader first;
    ``me`` the seat to play; ``ally(seat)`` true for the seats of its own side (itself included);
    ``hand`` the seat's cards; ``unseen`` the cards it has not seen (in other hands or out of play:
    a card is the best of its suit left when no unseen card of its suit ranks higher); ``seats`` the
    cards a full trick holds; ``worth(card)`` the points a card brings to the trick that takes it
    (None: the cards are not counted); ``aim`` ``"win"`` (tricks are good) or ``"shed"`` (tricks
    are bad: play under)."""

    suit: Callable[[Any], Hashable]
    rank: Callable[[Any], int]
    trump: Hashable | None
    trick: Sequence[tuple[int, Any]]
    me: int
    ally: Callable[[int], bool]
    hand: Collection[Any]
    unseen: Collection[Any] = field(default_factory=tuple)
    seats: int = 4
    worth: Callable[[Any], float] | None = None
    aim: str = "win"


def trick_winner(trick: Sequence[tuple[int, Any]], f: TrickFacts) -> tuple[int, Any]:
    """(seat, card) holding the trick so far: the highest trump, else the highest of the suit led."""
    w, wc = trick[0]
    for q, c in trick[1:]:
        if _beats(c, wc, f):
            w, wc = q, c
    return w, wc


def _beats(c: Any, wc: Any, f: TrickFacts) -> bool:
    sc, sw = f.suit(c), f.suit(wc)
    if sc == sw:
        return f.rank(c) > f.rank(wc)
    return f.trump is not None and sc == f.trump


def sound_order(cards: Sequence[Any], f: TrickFacts) -> list[Any]:
    """``cards`` (a seat's candidates) in the order of the rules above, the soundest first."""
    if f.aim == "shed":
        return _shed_order(cards, f)
    worth = f.worth or (lambda c: 0)
    length: dict[Hashable, int] = {}
    for c in f.hand:
        length[f.suit(c)] = length.get(f.suit(c), 0) + 1
    top: dict[Hashable, int] = {}
    for c in f.unseen:
        s = f.suit(c)
        top[s] = max(top.get(s, -1 << 30), f.rank(c))
    opp_wins = False
    wc = None
    if f.trick and len(f.trick) >= f.seats - 2:
        w, wc = trick_winner(f.trick, f)
        opp_wins = not f.ally(w)
    trumps_held = f.trump is not None and length.get(f.trump, 0) > 0
    led = f.suit(f.trick[0][1]) if f.trick else None
    # last to play to a trick one's own side holds: the trick is the side's, so it gets the worth
    last = len(f.trick) == f.seats - 1
    feed = f.worth is not None and last and wc is not None and not opp_wins

    def key(c: Any) -> tuple[float, ...]:
        s = f.suit(c)
        trump = f.trump is not None and s == f.trump
        if opp_wins and wc is not None and _beats(c, wc, f):
            # last to play the trick is taken whichever winner goes: the one worth most
            return (0, trump, -worth(c) if last else 0, f.rank(c))
        if feed:
            return (1, trump, -worth(c), f.rank(c))
        master = f.rank(c) > top.get(s, -1 << 30)
        void = trumps_held and led is not None and not trump and s != led and length.get(s, 0) == 1
        return (1, trump, worth(c), master, not void, -length.get(s, 0), f.rank(c))

    return sorted(cards, key=key)


def _shed_order(cards: Sequence[Any], f: TrickFacts) -> list[Any]:
    """The order for games of taking no tricks (``aim="shed"``, see the module's docstring)."""
    worth = f.worth or (lambda c: 0)
    if not f.trick:
        return sorted(cards, key=lambda c: (f.rank(c), worth(c)))
    _w, wc = trick_winner(f.trick, f)
    last = len(f.trick) == f.seats - 1

    def key(c: Any) -> tuple[float, ...]:
        if not _beats(c, wc, f):
            return (0, -worth(c), -f.rank(c))          # stay under: shed the worst card
        return (1, -f.rank(c) if last else f.rank(c))

    return sorted(cards, key=key)
