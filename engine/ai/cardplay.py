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
    cards a full trick holds."""

    suit: Callable[[Any], Hashable]
    rank: Callable[[Any], int]
    trump: Hashable | None
    trick: Sequence[tuple[int, Any]]
    me: int
    ally: Callable[[int], bool]
    hand: Collection[Any]
    unseen: Collection[Any] = field(default_factory=tuple)
    seats: int = 4


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

    def key(c: Any) -> tuple[int, ...]:
        s = f.suit(c)
        trump = f.trump is not None and s == f.trump
        if opp_wins and wc is not None and _beats(c, wc, f):
            return (0, trump, f.rank(c))
        master = f.rank(c) > top.get(s, -1 << 30)
        void = trumps_held and led is not None and not trump and s != led and length.get(s, 0) == 1
        return (1, trump, master, not void, -length.get(s, 0), f.rank(c))

    return sorted(cards, key=key)
