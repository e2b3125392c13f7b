"""Whole Piquet states from one seat's observation, for the trick play.

``sample(observation, rng) -> PiquetState`` gives ``observation.player`` exactly its observation
and places the cards it cannot see -- the opponent's hand beyond the cards known to be there, his
discards and the talon cards nobody took -- as :class:`.ai.sampling.Sampler` draws them
(uniformly among the placements that agree with the declaration dialogue).  It covers the trick
play (phase ``play``), where every searched decision of the strong level lies; other phases raise
:class:`engine.ai.search.CannotSample`.

The state is built as it stood when the declarations began (hands, discards, talon, what each
seat had seen) and the deal is then replayed through the engine: the dialogue's claims and
replies, younger's declarations, the tricks.  So everything the engine derives from them (results,
points, proofs shown, pique and repique) is the engine's own.  Bookkeeping the seat cannot see and
that only matters after the deal (the partie's deal count, prizes, the cut) gets neutral values.
"""

from __future__ import annotations

import random
from typing import Any

from .ai.sampling import Sampler
from engine.ai.search import CannotSample

from . import scoring as S
from engine.protocol import IllegalAction

from .actions import Expose, Play, parse_action
from .game import PiquetState

__all__ = ["sample"]


def _m(cards: Any) -> int:
    return S.mask_of(cards)


def _bits(m: int) -> list[int]:
    return [i for i in range(32) if m >> i & 1]


def sample(obs: Any, rng: random.Random, tries: int = 40) -> PiquetState:
    if obs.phase != "play" or obs.dealer is None:
        raise CannotSample(obs.phase)
    sampler = Sampler(obs)
    for _ in range(tries):
        try:
            st = _replay(obs, sampler, rng)
        except IllegalAction:
            continue
        if st is not None and st.observation(obs.player) == obs:
            return st
    raise CannotSample("no replay of the deal gives this observation")


def _replay(obs: Any, sampler: Sampler, rng: random.Random) -> PiquetState | None:
    me, opp = obs.player, 1 - obs.player
    e, y = obs.elder, obs.dealer
    w = sampler.sample(rng)
    played = [0, 0]
    plays: list[tuple[int, Any]] = []
    for lp, lc, fc, _w in obs.tricks:
        played[lp] |= 1 << S.INDEX[lc]
        played[1 - lp] |= 1 << S.INDEX[fc]
        plays += [(lp, lc), (1 - lp, fc)]
    for q, c in obs.trick:
        played[q] |= 1 << S.INDEX[c]
        plays.append((q, c))
    hands = [0, 0]
    hands[me], hands[opp] = _m(obs.hand) | played[me], w.opp_hand | played[opp]
    discards = [0, 0]
    discards[me], discards[opp] = _m(obs.discards), w.opp_discards
    seen = _m(obs.seen_talon)
    everything = hands[0] | hands[1] | discards[0] | discards[1]
    leftover = _bits(seen & ~everything) + [i for i in w.talon if not (everything | seen) >> i & 1]
    took = list(obs.exchanged)
    te, ty = took[e] or 0, took[y] or 0

    # the talon in draw order: elder's cards, younger's, then those nobody took; which of a hand's
    # cards came from the talon the seat cannot tell, so any of them will do
    def drawn(p: int, n: int, avoid: int) -> list[int]:
        pool = _bits(hands[p] & ~avoid)
        return rng.sample(pool, n) if n <= len(pool) else pool[:n]
    de = drawn(e, te, seen if e == me else 0)
    dy = drawn(y, ty, seen if y == me else 0)
    talon = tuple(de + dy + leftover)
    if len(talon) != 8:
        return None
    tmask = sum(1 << i for i in talon)
    s: Any = object.__new__(PiquetState)
    s.opts = obs.options
    s.deals_limit = None
    s._reset_deal()
    s.dealer = y
    s.hands = tuple(hands)
    s.play_hands = tuple(hands)
    s.dealt = tuple(hands[p] & ~tmask | discards[p] for p in (0, 1))
    s.discards = tuple(discards)
    s.talon = talon
    s.elder_took, s.younger_took = took[e], took[y]
    s.blanche = tuple(p in obs.blanche for p in (0, 1))
    s.announced_blanche = s.blanche
    s.blanche_count = obs.blanche_count
    known = [0, 0]
    known[me] = _m(obs.known_opponent_cards)
    s.known_opp = tuple(known)
    shown = [0, 0]
    shown[me] = _m(obs.opponent_shown_hand)
    s.opp_shown = tuple(shown)
    st = [0, 0]
    st[me] = seen
    s.seen_talon = tuple(st)
    s.named_suit = S.SUITS.index(obs.named_suit) if obs.named_suit else -1
    s.deal_no = obs.deal_no
    s.partie_no = obs.partie_no
    s.partie_deal_no = obs.deal_no
    target = obs.options.partie_format == "target"
    s.partie_pts = tuple(obs.partie_scores[p] - (obs.deal_scores[p] if target else 0) for p in (0, 1))
    s.partie_recorded = ()
    s.lese = S.CARDS_BONUS
    s.prizes = (0, 0)
    s.repique_wins = (0, 0)
    s.deal_log = tuple(obs.history)
    s.partie_log = ()
    s.cut_cards = ()
    s.phase, s.to_move = "declare", e
    s.cat, s.stage, s.claim = 0, 1, None
    exposed = bool(leftover) and all(seen >> i & 1 for i in leftover)
    said = list(obs.dialogue)
    k = 0
    state: PiquetState = s
    for _ in range(200):
        ph = state.phase
        if ph in ("declare", "reply", "ydeclare"):
            if k >= len(said):
                break
            a = parse_action(said[k][1])
            k += 1
        elif ph == "expose":
            a = Expose(exposed)
        elif ph == "play":
            if not plays:
                break
            a = Play(plays.pop(0)[1])
        else:
            return None
        state, _ = state.apply(a)
    return state
