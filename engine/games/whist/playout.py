"""A fast open-hand playout of Whist tricks on bit masks (used by Whist's and Boston's rollouts).

Cards are indices of the ``whist52`` pack (:mod:`.tables`): within a suit a *lower* index is a
*higher* card, so the best card of a suit mask is its lowest set bit and the lowest card its
highest set bit.  :func:`play_out` plays the remaining tricks with all hands open and a cheap
policy after the book's maxims and returns the tricks each seat took.

Policy (every hand is open, so "safe" means safe against the cards still to come in the trick):

* lead: a master card of a plain suit no opponent can ruff; trumps when the own side holds more
  of them than the opponents and the opponents still have some (the top trump when it is a
  master, else a low one); otherwise the lowest card of the longest plain suit;
* follow: partner's card holding the trick against everything still to come -> lowest card;
  else the cheapest card that beats the trick and everything the opponents after us can play;
  else the lowest card;
* void: partner safe -> discard; else ruff (or overruff) as cheaply as is safe; else discard the
  lowest card of the weakest plain suit.

With ``misere_seat`` set (Boston's Misère) that seat plays the highest card that still loses and
leads its lowest card, and the others play to make it win (under its card when they can).
"""

from __future__ import annotations

from . import tables as T

__all__ = ["play_out"]

SM = T.SUIT_MASK
_SUIT = T.SUIT_OF
_ALL = T.ALL


def _top(m: int) -> int:
    """The best card of a mask that lies within one suit."""
    return (m & -m).bit_length() - 1


def _low(m: int) -> int:
    """The lowest card of a mask within one suit (also: some lowest-index-from-the-end card of any mask)."""
    return m.bit_length() - 1


def _lowest_any(m: int) -> int:
    """The lowest card by strength over all suits (ties: the last suit)."""
    best, bs = -1, 99
    for s in (3, 2, 1, 0):
        x = m & SM[s]
        if x:
            c = x.bit_length() - 1
            st = 13 * s + 12 - c   # 0 for a two
            if st < bs:
                best, bs = c, st
    return best


def _discard(hand: int, trump: int) -> int:
    """The lowest card of the shortest plain suit that holds no master (a trump only when nothing else)."""
    best, key = -1, None
    for s in range(4):
        if s == trump:
            continue
        x = hand & SM[s]
        if not x:
            continue
        c = x.bit_length() - 1
        k = (bin(x).count("1"), 13 * s + 12 - c)
        if key is None or k < key:
            best, key = c, k
    if best < 0:
        return hand.bit_length() - 1 if trump < 0 else (hand & SM[trump]).bit_length() - 1
    return best


def play_out(hands: list[int], trick: list[tuple[int, int]], to_move: int, trump: int, won: list[int],
             step: int = 1, misere_seat: int = -1, stop_on_misere: bool = True,
             team: tuple[int, ...] = (0, 1, 0, 1), record: list[tuple[int, int]] | None = None,
             stop: int = 0, leader: list[int] | None = None) -> list[int]:
    """Play the deal to its end from ``hands`` (four masks, changed in place), the current ``trick``
    (``(seat, card)`` pairs) and ``to_move``; ``won`` (tricks per seat, changed in place) is returned.
    ``step`` is 1 when play passes to seat + 1, 3 for seat - 1; ``team[q]`` names the side of seat
    ``q`` (Whist: partners opposite; Boston: the declarer, with his supporter, against the rest);
    ``record``, when given, receives every ``(seat, card)`` played (for tests).  With ``stop`` > 0 play
    halts at the start of the first trick with at most ``stop`` cards a hand (``hands`` then hold
    them) and the seat to lead it is appended to ``leader`` (for an exact solver of the rest)."""
    p = to_move
    tmask = SM[trump] if trump >= 0 else 0
    while True:
        n = len(trick)
        h = hands[p]
        if not h:
            return won
        if n == 0 and stop and bin(h).count("1") <= stop:
            if leader is not None:
                leader.append(p)
            return won
        if n == 0:
            c = _lead(hands, p, trump, tmask, misere_seat, team)
        else:
            c = _follow(hands, trick, p, trump, tmask, step, misere_seat, team)
        hands[p] = h & ~(1 << c)
        trick.append((p, c))
        if record is not None:
            record.append((p, c))
        if len(trick) < 4:
            p = (p + step) % 4
            continue
        # the winner
        w, wc = trick[0]
        for q, x in trick[1:]:
            sx = _SUIT[x]
            sw = _SUIT[wc]
            if sx == sw:
                if x < wc:
                    w, wc = q, x
            elif sx == trump:
                w, wc = q, x
        won[w] += 1
        trick = []
        p = w
        if misere_seat >= 0 and stop_on_misere and w == misere_seat:
            return won


def _lead(hands: list[int], p: int, trump: int, tmask: int, mis: int, team: tuple[int, ...]) -> int:
    h = hands[p]
    if mis >= 0:
        if p == mis:
            return _lowest_any(h)
        # defenders lead a suit where the declarer must win or has only high cards: our lowest card
        return _lowest_any(h)
    tp = team[p]
    others = opp = ours_m = 0
    ruffers = []
    for q in range(4):
        if q == p:
            continue
        others |= hands[q]
        if team[q] != tp:
            opp |= hands[q]
            if hands[q] & tmask:
                ruffers.append(q)
        else:
            ours_m |= hands[q]
    # master cards in plain suits nobody on the other side can ruff
    for s in range(4):
        if s == trump:
            continue
        x = h & SM[s]
        if not x:
            continue
        c = x & -x
        if others & SM[s] & (c - 1):
            continue  # someone holds a higher card
        if any(not hands[q] & SM[s] for q in ruffers):
            continue
        return c.bit_length() - 1
    if tmask:
        mine = h & tmask
        if mine and opp & tmask:
            ours = bin((mine | ours_m) & tmask).count("1")
            theirs = bin(opp & tmask).count("1")
            if ours > theirs:
                top = mine & -mine
                if not (others & tmask & (top - 1)):
                    return top.bit_length() - 1
                return mine.bit_length() - 1
    # the longest plain suit, lowest card
    best, bn = -1, -1
    for s in range(4):
        if s == trump:
            continue
        x = h & SM[s]
        if x:
            k = bin(x).count("1")
            if k > bn:
                best, bn = s, k
    if best < 0:
        return (h & tmask).bit_length() - 1
    return (h & SM[best]).bit_length() - 1


def _beats(x: int, wc: int, trump: int) -> bool:
    sx, sw = _SUIT[x], _SUIT[wc]
    if sx == sw:
        return x < wc
    return sx == trump


def _losers(pool: int, wc: int, trump: int) -> int:
    """The cards of mask ``pool`` that do not beat ``wc``, the card winning the trick."""
    lose = 0
    x = pool
    while x:
        b = x & -x
        if not _beats(b.bit_length() - 1, wc, trump):
            lose |= b
        x ^= b
    return lose


def _follow(hands: list[int], trick: list[tuple[int, int]], p: int, trump: int, tmask: int,
            step: int, mis: int, team: tuple[int, ...]) -> int:
    h = hands[p]
    led = _SUIT[trick[0][1]]
    lm = SM[led]
    w, wc = trick[0]
    for q, x in trick[1:]:
        if _beats(x, wc, trump):
            w, wc = q, x
    same = h & lm
    n = len(trick)
    later = [(p + step * k) % 4 for k in range(1, 4 - n)]
    if mis >= 0:
        if p == mis:
            # the highest card that still loses
            lose = _losers(same or h, wc, trump)
            if lose:
                if same:
                    return _top(lose)
                return _top_any(lose)
            return _low(same) if same else _lowest_any(h)
        # a defender: if the declarer holds the trick, stay under it; else play low
        if w == mis:
            lose = _losers(same or h, wc, trump)
            if lose:
                return _top(lose) if same else _top_any(lose)
        if same:
            return _top(same) if mis in later else _low(same)
        return _top_any(h)
    opps_later = [q for q in later if team[q] != team[p]]

    def safe(c: int) -> bool:
        """``c`` (winning now) wins against every card the later opponents can play."""
        sc = _SUIT[c]
        for q in opps_later:
            hq = hands[q]
            f = hq & lm
            if f:
                if sc == led and f & SM[led] & ((1 << c) - 1):
                    return False
            elif tmask and hq & tmask:
                if sc != trump:
                    return False
                if hq & tmask & ((1 << c) - 1):
                    return False
        return True

    if w != p and team[w] == team[p] and safe(wc):
        return _low(same) if same else _discard(h, trump)
    if same:
        if _beats(_top(same), wc, trump):
            # the cheapest safe winner
            x = same
            cand = -1
            while x:
                c = x.bit_length() - 1       # from the lowest card upwards
                if _beats(c, wc, trump) and safe(c):
                    cand = c
                    break
                x &= ~(1 << c)
            if cand >= 0:
                return cand
        return _low(same)
    if tmask and h & tmask:
        x = h & tmask
        while x:
            c = x.bit_length() - 1
            if _beats(c, wc, trump) and safe(c):
                return c
            x &= ~(1 << c)
    return _discard(h, trump)


def _top_any(m: int) -> int:
    """The highest card by strength over all suits."""
    best, bs = -1, -1
    for s in range(4):
        x = m & SM[s]
        if x:
            c = (x & -x).bit_length() - 1
            st = 13 * s + 12 - c
            if st > bs:
                best, bs = c, st
    return best
