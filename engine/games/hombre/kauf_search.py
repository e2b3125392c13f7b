"""Kaufquadrille's strong level: the family's search valued in markers, as the deal really pays.

The family's :func:`engine.games.hombre.ai.value` scores a deal in rough bêtes that ignore the
game fee (Casco, Tourné, sans prendre), the matadors, the premiers and the vole, and a defender's
share: it was set for three seats.  In Kaufquadrille l'Hombre is paid by (or pays) *three*
opponents, so every fee and matador counts three times for him, and a remise or codille pays
each defender l'Hombre's loss fee -- which that value counted as nothing or as a loss (an ally's
codille -0.3).  The search then bid and played for the wrong things.

:func:`deal_value` reads what a finished deal pays a seat, in markers, from the settlement's
facts (the same ones ``game._settle`` records in the deal's summary); :func:`rollout` plays a
position to the end as the family's rollout does (the same quick open-hand policy), but
follows the settlement rules for its value (fee, matadors held when play began, premiers,
vole, the pot and the bêtes).  Bêtes made on the last deal of a sitting go back to their
payer (INTERPRETATION 37); earlier, a bête costs its maker all but his share of the pots it
will feed, and a pot that stays is worth a share to everyone.  The rollout reports bêtes (the
markers divided by the pot in play), the family's unit for hints.

Besides the family's searched decisions (the auction, l'Hombre's cards, the vole) this level
searches l'Hombre's trump and his play-or-concede, and every seat's exchange among a few
candidate discards (:func:`exchange_candidates`).  From the auction a rollout makes the exchanges
by the beginner's rule directly (:func:`_quick_exchange`): an observation in the exchange lists
every subset of the hand, which took nine tenths of such a rollout.  Defenders still play by the
beginner's rules (searching them too measured the same: +1.51 ± 0.96 against +1.35 ± 1.06 on the
same 80 deals at 0.3 s, for more time).
"""

from __future__ import annotations

import dataclasses
import random
import time
from fractions import Fraction
from typing import Any, Sequence

from engine.ai.search import Evaluation, SearchPlayer
from engine.protocol import CHANCE, TERMINAL

from . import ranks as R
from .ai import _RULES, LastDealRules, _policy, _searched
from .actions import Call, Discard
from .game import FEES, VOLE, outcome
from .players import _strength
from .sampler import sample

__all__ = ["deal_value", "rollout", "strong", "searched", "exchange_candidates", "KaufSearchPlayer",
           "STRONG_BUDGET", "SEARCH_EXCHANGE"]

#: seconds a searched decision may take (hard limit 1.5 s in the shared search)
STRONG_BUDGET = 0.4


def deal_value(summary: dict, seat: int, n: int, last: bool, pot: float) -> float:
    """What a finished deal pays ``seat`` in markers, from its summary (``game._settle``'s keys:
    ``result``, ``payments``, ``pot_to``, ``bete``, ``challenger_bete``, ``block_paid``,
    ``declarer``, ``challenger``); ``pot`` is the pot the deal was played for."""
    if summary.get("result") == "passed_out":
        return pot / n
    pays = summary.get("payments") or [0.0] * n
    v = float(pays[seat])
    pot_to = summary.get("pot_to") or {}
    if pot_to:
        v += float(pot_to.get(seat, 0.0))
    else:
        v += pot / n
    if not last:
        d = summary.get("declarer")
        for maker, key in ((d, "bete"), (summary.get("challenger"), "challenger_bete"), (d, "block_paid")):
            a = float(summary.get(key) or 0.0)
            if a and maker is not None:
                v += a / n - (a if seat == maker else 0.0)
    return v


def _settlement(state: Any, tricks: list[int], held_d: int, premiers: bool, vole: str) -> dict:
    """The settlement's facts for a deal played out to ``tricks`` (mirrors ``game._settle``)."""
    pub = state.pub
    o = state.opts
    n = pub.n
    d = pub.declarer
    t = pub.trump
    opps = [q for q in range(n) if q != d]
    led = pub.ledger
    P = float(led.pot)
    m = R.matadors(held_d, t)
    kind = pub.contract or "ask"
    F = FEES[kind]
    mult = 2 if o.preference_3p == "on" and pub.favourite is not None and t == pub.favourite else 1
    prem = 1 if (pub.laid_down or premiers) else 0
    pays = [0.0] * n
    out: dict[str, Any] = {"declarer": d, "challenger": pub.challenger, "payments": pays}

    def honour(q_from: int, q_to: int, amount: float) -> None:
        a = amount * mult
        pays[q_from] -= a
        pays[q_to] += a
    block = bool(led.blocks and led.blocks[d])
    third = o.stake_method == "jetton_rows_method2"   # a third bête costs no more than the second

    def cost(amount: float, earlier: int = 0) -> float:
        return float(led.bete_cost(Fraction(amount), third, earlier))
    if pub.conceded:
        for q in opps:
            honour(d, q, F + m)
        out.update(result="conceded", bete=cost(P), block_paid=12 if block else 0)
        ch = pub.challenger
        _res, w = R.classify(tricks, -1)
        if w == ch:
            out["pot_to"] = {ch: P}
        else:
            if w is not None and w != d:
                out["pot_to"] = {w: P}
            out["challenger_bete"] = cost(P, 2 if block else 1)  # after l'Hombre's bête (and block)
        return out
    res, w = ("win", d) if pub.laid_down else outcome(pub, tuple(tricks))
    total = 9 if n == 3 else 8
    made = tricks[d] == total
    failed = vole == "committed" and not made
    if res == "win":
        out["result"] = "win"
        if o.stake_method == "jetton_rows_method2" and made:
            allp = P + float(led.waiting)
            out["pot_to"] = {d: allp}
            for q in opps:
                honour(q, d, F + m + prem)
                if led.standing_betes() <= 1:
                    pays[q] -= allp / len(opps)
                    pays[d] += allp / len(opps)
        elif o.stake_method == "jetton_rows_method2" and failed:
            allp = P + float(led.waiting)
            out["pot_to"] = {q: allp / len(opps) for q in opps}
            for q in opps:
                honour(q, d, F + m)
        else:
            out["pot_to"] = {d: P}
            for q in opps:
                honour(q, d, F + m + prem + (VOLE if made else 0) - (VOLE if failed else 0))
        return out
    loss = F + m + (VOLE if kind == "solo_tout" else 0)
    bete = P
    if res == "codille":
        test = float(led.bete_in_play) if led.bete_in_play > 0 else float(led.stakes)
        cap = o.codille_double_cap
        doubled = (o.stake_method != "equal_pool_method3" and o.codille_doubling == "double_up_to_cap"
                   and (cap == 0 or test <= cap))
        bete = 2 * P if doubled else P
        if not (doubled and o.codille_pot_reading == "pot_stays_when_doubled"):
            out["pot_to"] = {w: P}
    out.update(result=res, bete=cost(bete), block_paid=12 if block else 0)
    for q in opps:
        honour(d, q, loss)
    return out


def _vole_sure(hand: int, others: int, t: int) -> bool:
    """L'Hombre's remaining cards are all trumps above every trump the others hold."""
    tm = R.trump_mask(t)
    if not hand or hand & ~tm:
        return False
    theirs = others & tm
    if not theirs:
        return True
    low = min(R.trump_rank(c, t) for c in R.bits(hand))
    return low > max(R.trump_rank(c, t) for c in R.bits(theirs))


def _quick_exchange(state: Any) -> Any:
    """The beginner's discard (keep trumps and kings; the first of several buyers leaves five for
    the others unless he holds a matador) made without listing every legal discard, or None where
    that rule does not apply (trump not yet named, or a discard the rules forbid)."""
    pub = state.pub
    p = pub.to_move
    t = pub.trump
    if t is None:
        return None
    hand = state.hands[p]
    tm = R.trump_mask(t)
    keep = hand & tm
    for c in R.bits(hand & ~keep):
        if R.rank_of(c) == "K":
            keep |= 1 << c
    want = hand & ~keep
    if p != pub.declarer and pub.exch_i + 1 < len(pub.exch_order):
        cap = max(0, pub.talon_size - 5)
        if not R.popcount(hand & tm & R.privileged(t)):
            while R.popcount(want) > cap:
                want &= ~(1 << max(R.bits(want), key=lambda c: _strength(c, t)))
    lo, hi, must_keep, may_keep = state._discard_rule(p)
    if lo <= R.popcount(want) <= hi and state._discard_ok(p, want, must_keep, may_keep):
        return Discard(R.cards_of(want))
    return None


def _to_play(state: Any, rng: random.Random) -> Any:
    """Through the engine up to the first card by the beginner's rules (vole: stop), as the
    family's rollout does, but the exchanges by :func:`_quick_exchange` where it applies: an
    observation in the exchange lists every subset of the hand, which cost nine tenths of a
    rollout from the auction."""
    for _ in range(200):
        ph = state.pub.phase
        if ph == "play":
            return state
        who = state.current_player()
        if who == TERMINAL or ph in ("deal", "over", "first_dealer", "favourite"):
            return state
        a = None
        if who == CHANCE:
            a = state.sample_chance(rng)
        elif ph == "vole":
            a = Call("stop")
        elif ph == "exchange":
            a = _quick_exchange(state)
        if a is None:
            a = _RULES.choose(state.observation(who), rng)
        state, _ = state.apply(a)
    return state


def rollout(state: Any, seat: int, rng: random.Random) -> float:
    """Play ``state`` to the end of its deal (all hands open, the family's quick policy; phases
    before the play by the beginner's rules) and return :func:`deal_value` for ``seat``."""
    pub0 = state.pub
    n = pub0.n
    pot = float(pub0.ledger.pot)
    before = pub0.deal_no
    last = pub0.deal_no + 1 >= pub0.deals_total
    unit = pot if pot > 0 else 1.0
    if pub0.phase != "play":
        state = _to_play(state, rng)
        if state.pub.phase != "play" or state.pub.deal_no != before:
            hist = state.pub.history
            if hist:
                summ = dict(hist[-1])
                if summ.get("deal") == before + 1:
                    return deal_value(summ, seat, n, last, pot) / unit
            return pot / n / unit
    pub = state.pub
    t = pub.trump
    d = pub.declarer
    lone = pub.challenger if pub.challenger is not None else d
    hands = list(state.hands)
    held_d = hands[d]
    for _ld, cs, _w in pub.tricks:
        for q, c in cs:
            if q == d:
                held_d |= 1 << c
    for q, c in pub.trick:
        if q == d:
            held_d |= 1 << c
    tricks = list(pub.tricks_taken)
    done = len(pub.tricks)
    premiers = done >= 5 and all(w == d for _ld, _cs, w in pub.tricks[:5])
    vole = pub.vole
    trick = list(pub.trick)
    p = pub.to_move
    while any(hands):
        c = _policy(p, hands, trick, lone, t, n, rng)
        hands[p] &= ~(1 << c)
        trick.append((p, c))
        if len(trick) < n:
            p = (p + 1) % n
            continue
        w = trick[R.trick_winner([x for _, x in trick], t)][0]
        tricks[w] += 1
        done += 1
        trick = []
        p = w
        if done == 5 and tricks[d] == 5 and pub.challenger is None:
            premiers = True
            if vole == "" and not pub.reviewed:
                others = 0
                for q in range(n):
                    if q != d:
                        others |= hands[q]
                if _vole_sure(hands[d], others, t):
                    vole = "committed"
                else:
                    vole = "stopped"
                    break
        if vole == "committed" and tricks[d] < done and pub.contract != "solo_tout":
            break  # the vole failed: settled at once
    summ = _settlement(state, tricks, held_d, premiers, vole)
    return deal_value(summ, seat, n, last, pot) / unit


#: search the exchange among a few candidate discards (l'Hombre's and the defenders')
SEARCH_EXCHANGE = True


def searched(obs: Any) -> bool:
    """The family's searched decisions (the auction, l'Hombre's cards, the vole), and in
    Kaufquadrille also l'Hombre's trump and whether he plays or concedes, and (with
    :data:`SEARCH_EXCHANGE`, once trump is known) every seat's exchange among a few candidates."""
    pub = obs.public
    if pub is not None and obs.phase in ("trump", "concede") and obs.player == pub.declarer:
        return True
    if obs.phase == "exchange" and SEARCH_EXCHANGE and pub is not None and pub.trump is not None:
        return True
    return _searched(obs)


def exchange_candidates(obs: Any, rules: Any, rng: random.Random) -> list:
    """A few sensible discards, the beginner's first: every plain card, every plain card but the
    kings, the beginner's choice and nothing (where allowed)."""
    pub = obs.public
    t = pub.trump
    options = {R.mask_of(a.cards): a for a in obs.legal_actions if isinstance(a, Discard)}
    first = rules.choose(obs, rng)
    out = [first]
    hand = R.mask_of(obs.hand)
    plain = hand & ~R.trump_mask(t)
    kings = sum(1 << c for c in R.bits(plain) if R.rank_of(c) == "K")
    for m in (plain, plain & ~kings, 0):
        a = options.get(m)
        if a is not None and a not in out:
            out.append(a)
    return out


class KaufSearchPlayer(SearchPlayer):
    """The shared search; an exchange is searched among :func:`exchange_candidates` only (the
    hand's subsets, up to 256, are far too many)."""

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Sequence[Any] = ()) -> Evaluation:
        if (observation.phase == "exchange" and len(observation.legal_actions) > 1
                and (self.searched is None or self.searched(observation))):
            t0 = time.perf_counter()
            acts = exchange_candidates(observation, self.fallback, rng)
            acts += [a for a in must_value if a in observation.legal_actions and a not in acts]
            if len(acts) == 1:
                return Evaluation(acts[0], reason="rule", seconds=time.perf_counter() - t0)
            observation = dataclasses.replace(observation, legal_actions=tuple(acts))
        return super().evaluate(observation, rng, must_value=must_value)


def strong(budget: float | None = STRONG_BUDGET) -> SearchPlayer:
    """Kaufquadrille's strong level: the family's search (its calls in the auction, l'Hombre's cards,
    trump and concession, the vole, the exchanges among a few discards; the rest by the beginner's
    rules) valued by :func:`rollout` in markers."""
    return KaufSearchPlayer("kaufquadrille-strong", sample, rollout, fallback=LastDealRules(), searched=searched,
                            budget=budget)
