"""Deals of the hidden cards that agree with everything a seat has seen (Piquet).

A computer player may use nothing but its observation.  To search, it imagines
*worlds*: complete placements of the cards it cannot see, drawn so that each
agrees with the observation -- its own hand and discards, the talon cards it
saw, the opponent's cards it knows (proofs, a shown carte blanche), the cards
played, and what the declaration dialogue revealed (a "not good" to a point of
five means a suit of six or more, an "equal" means the same length, a claimed
quart means a sequence of four, and so on).

Sampling is by rejection: place the unknown cards uniformly, keep the world if
the opponent's declaration hand satisfies the dialogue's constraints.  Replies
the rules allow as concealment ("good" while holding better) are *soft*
constraints: used first, dropped when they make the world impossible.  When
rejection does not succeed within a bound, the hard constraints are dropped
too and the world is counted in ``Sampler.relaxed`` so a benchmark can see it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from engine.games.piquet import scoring as S

__all__ = ["World", "Sampler", "constraints_from_dialogue", "observation_masks"]


@dataclass(frozen=True)
class World:
    """One placement of the hidden cards, as masks.  ``talon`` is the untaken talon in draw order
    (only meaningful before the exchanges end); ``opp_discards`` the opponent's discards."""

    opp_hand: int
    opp_discards: int
    talon: tuple[int, ...]


def _mask(cards: Any) -> int:
    return S.mask_of(cards)


def observation_masks(obs: Any) -> dict[str, Any]:
    """The observation's cards as masks (helper shared by the players)."""
    played = [0, 0]
    for leader, lc, fc, _w in obs.tricks:
        played[leader] |= 1 << S.INDEX[lc]
        played[1 - leader] |= 1 << S.INDEX[fc]
    for seat, c in obs.trick:
        played[seat] |= 1 << S.INDEX[c]
    me = obs.player
    return {
        "hand": _mask(obs.hand), "discards": _mask(obs.discards), "known": _mask(obs.known_opponent_cards),
        "unknown": _mask(obs.unknown_cards), "seen_talon": _mask(obs.seen_talon),
        "my_played": played[me], "opp_played": played[1 - me],
    }


# --------------------------------------------------------------- constraints
def _longest(h: int) -> int:
    return S.best_point(h)[0]


def _longest_run(h: int) -> int:
    return max((r[0] for r in S.runs(h)), default=0)


def constraints_from_dialogue(obs: Any) -> tuple[list[Callable[[int], bool]], list[Callable[[int], bool]]]:
    """(hard, soft) predicates on the opponent's hand as it was during the declarations."""
    hard: list[Callable[[int], bool]] = []
    soft: list[Callable[[int], bool]] = []
    opp = 1 - obs.player
    elder = obs.elder
    cat = 0
    claim: tuple[Any, ...] = ()
    for seat, text in obs.dialogue:
        w = text.split()
        head = w[0]
        if seat == elder:
            if head == "pass":
                cat += 1
                claim = ()
                continue
            if head == "point":
                claim = (int(w[1]),)
            elif head == "pips":
                claim = (claim[0], int(w[1]))
            elif head == "sequence":
                claim = (int(w[1]),)
            elif head == "top":
                claim = (claim[0], S.RANKS.index(w[1]))
            elif head == "set":
                claim = (int(w[1][0]), S.RANKS.index(w[1][1]))
            if seat == opp:  # what the opponent claimed, he holds
                hard.append(_holds(cat, head, claim))
            continue
        # younger's replies and his declaration after the first lead
        if head == "declare":
            if seat == opp:
                for name in w[1:]:
                    if name in ("point", "sequence", "set"):
                        hard.append(_has_category(name, obs.options))
            continue
        if seat == opp:
            if head == "not-good":
                hard.append(_beats(cat, claim))
            elif head == "equal":
                hard.append(_equals(cat, claim))
            elif head == "good":
                soft.append(_not_beats(cat, claim))
        if head in ("good", "not-good") or (head == "equal" and (len(claim) == 2 or cat == 2)):
            cat += 1
            claim = ()
    return hard, soft


def _holds(cat: int, head: str, claim: tuple[Any, ...]) -> Callable[[int], bool]:
    if head == "point":
        n = claim[0]
        return lambda h: _longest(h) >= n
    if head == "pips":
        n, p = claim
        return lambda h: p in S.achievable_pips(h, n)
    if head == "sequence":
        n = claim[0]
        return lambda h: _longest_run(h) >= n
    if head == "top":
        n, t = claim
        return lambda h: any(tt == t for tt, _ in S.windows(h, n))
    c, r = claim
    return lambda h: sum(1 for s in range(4) if h >> (8 * s + r) & 1) >= c


def _has_category(name: str, opts: Any) -> Callable[[int], bool]:
    if name == "point":
        k = opts.point_min_cards if opts is not None else 3
        return lambda h: _longest(h) >= k
    if name == "sequence":
        return lambda h: _longest_run(h) >= 3
    return lambda h: bool(S.sets_of(h))


def _beats(cat: int, claim: tuple[Any, ...]) -> Callable[[int], bool]:
    if cat == 0:
        if len(claim) == 1:
            n = claim[0]
            return lambda h: _longest(h) > n
        n, p = claim
        return lambda h: max(S.achievable_pips(h, n), default=-1) > p
    if cat == 1:
        if len(claim) == 1:
            n = claim[0]
            return lambda h: _longest_run(h) > n
        n, t = claim
        return lambda h: any(tt < t for tt, _ in S.windows(h, n))
    c, r = claim
    return lambda h: any((c2, -r2) > (c, -r) for c2, r2 in S.sets_of(h))


def _equals(cat: int, claim: tuple[Any, ...]) -> Callable[[int], bool]:
    if cat == 0:
        if len(claim) == 1:
            n = claim[0]
            return lambda h: _longest(h) >= n
        n, p = claim
        return lambda h: p in S.achievable_pips(h, n)
    if len(claim) == 1:
        n = claim[0]
        return lambda h: _longest_run(h) >= n
    n, t = claim
    return lambda h: any(tt == t for tt, _ in S.windows(h, n))


def _not_beats(cat: int, claim: tuple[Any, ...]) -> Callable[[int], bool]:
    b = _beats(cat, claim) if claim else (lambda h: False)
    return lambda h: not b(h)


# ------------------------------------------------------------------ sampler
class Sampler:
    """Draws worlds for one observation.  Build once per decision; call :meth:`sample`."""

    def __init__(self, obs: Any, *, use_dialogue: bool = True, max_tries: int = 3000) -> None:
        self.obs = obs
        m = observation_masks(obs)
        self.m = m
        self.unknown = [i for i in range(32) if m["unknown"] >> i & 1]
        self.known = m["known"]
        n_opp = obs.opponent_hand_size - m["known"].bit_count()
        self.n_opp = max(0, min(n_opp, len(self.unknown)))
        self.n_disc = obs.opponent_discard_count
        self.opp_played = m["opp_played"]
        # suits the opponent showed he no longer holds (he did not follow them): none of their
        # unknown cards can be in his hand
        void = 0
        opp_seat = 1 - obs.player
        for leader, lc, fc, _w in obs.tricks:
            if leader != opp_seat and S.INDEX[fc] // 8 != S.INDEX[lc] // 8:
                void |= 0xFF << (8 * (S.INDEX[lc] // 8))
        self.void = void
        self.free = [i for i in self.unknown if not void >> i & 1]
        self.barred = [i for i in self.unknown if void >> i & 1]
        self.max_tries = max_tries
        self.relaxed = 0
        if use_dialogue and obs.dialogue:
            self.hard, self.soft = constraints_from_dialogue(obs)
        else:
            self.hard, self.soft = [], []

    def _draw(self, rng: random.Random) -> World:
        k = self.n_opp
        if self.barred and len(self.free) >= k:
            f = self.free[:]
            rng.shuffle(f)
            u = f[:k]
            rest = f[k:] + self.barred
            rng.shuffle(rest)
        else:
            u = self.unknown[:]
            rng.shuffle(u)
            rest = u[k:]
            u = u[:k]
        opp = self.known
        for i in u:
            opp |= 1 << i
        nd = min(self.n_disc, len(rest))
        disc = 0
        for i in rest[:nd]:
            disc |= 1 << i
        return World(opp, disc, tuple(rest[nd:]))

    def _ok(self, w: World, preds: list[Callable[[int], bool]]) -> bool:
        h = w.opp_hand | self.opp_played
        return all(p(h) for p in preds)

    def sample(self, rng: random.Random) -> World:
        if not self.hard and not self.soft:
            return self._draw(rng)
        both = self.hard + self.soft
        for preds in ((both,) if self.soft else ()) + ((self.hard,) if self.hard else ()):
            tries = self.max_tries if preds is self.hard or not self.hard else self.max_tries // 3
            for _ in range(tries):
                w = self._draw(rng)
                if self._ok(w, preds):
                    return w
            if preds is both and not self.hard:
                break
        self.relaxed += 1
        return self._draw(rng)

    def samples(self, rng: random.Random, n: int) -> list[World]:
        return [self.sample(rng) for _ in range(n)]
