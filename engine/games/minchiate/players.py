"""Computer players for Minchiate.  Both act only on a seat's observation.

* ``minchiate-simple``: a plain rule player -- takes the whole robbing run, discards
  low cards, leads its longest suit, follows with its lowest card and never thinks
  about its partner.
* ``minchiate-partner``: a partnership player after the advice of the 1798 book
  (spec §11): it counts the suits (cards seen in tricks, the folla, the face-up and
  shown cards), infers voids and players without trumps, feeds counting cards to a
  partner whose trick is safe (*giriren*), does not overtake a partner's winning trick
  for nothing, keeps its counting cards away from enemy tricks (using the Matto as
  an excuse when that saves one), leads into a partner's void when the enemy after
  him still has the suit, and discards to make voids.
"""

from __future__ import annotations

import random
from typing import Any

from engine.cards import Card
from engine.games.minchiate import scoring as S
from engine.games.minchiate.actions import Discard, Give, Play, Rob

__all__ = ["SimplePlayer", "PartnerPlayer"]

TRUMP = 4
FOOL = S.FOOL


def _idx(c: Card) -> int:
    return S.INDEX[c]


def _low_key(i: int) -> tuple[Any, ...]:
    """Order for 'cheapest card': worthless before counting, suit cards before trumps, weak first."""
    return (S.VALUE[i] > 0, i == FOOL, S.SUIT_OF[i] == TRUMP, S.VALUE[i], S.STRENGTH[i])


class SimplePlayer:
    name = "minchiate-simple"

    def choose(self, obs: Any, rng: random.Random) -> Any:
        legal = list(obs.legal_actions)
        a0 = legal[0]
        if isinstance(a0, Rob):
            return max(legal, key=lambda a: a.count)
        if isinstance(a0, Discard):
            return min(legal, key=lambda a: _low_key(_idx(a.card)))
        if isinstance(a0, Give):
            return min(legal, key=lambda a: _low_key(_idx(a.card)))
        cards = [_idx(a.card) for a in legal]
        if not obs.trick:
            suits = [i for i in cards if S.SUIT_OF[i] < 4]
            if suits:
                length = {s: sum(1 for i in suits if S.SUIT_OF[i] == s) for s in range(4)}
                best = max(suits, key=lambda i: (length[S.SUIT_OF[i]], -S.STRENGTH[i]))
                return Play(S.CARDS[best])
        non_fool = [i for i in cards if i != FOOL] or cards
        return Play(S.CARDS[min(non_fool, key=_low_key)])


class _View:
    """What the partner player works out from one observation."""

    def __init__(self, obs: Any) -> None:
        self.obs = obs
        self.me = obs.player
        self.partner = obs.partner
        self.hand = S.mask_of(obs.hand)
        self.void = [[False] * 4 for _ in range(4)]
        self.no_trumps = list(obs.fallen) if obs.fallen else [False] * 4
        seen = self.hand
        for _, cs, _ in obs.tricks:
            seen |= self._scan(cs)
        seen |= self._scan(obs.trick)
        seen |= S.mask_of(obs.folla_cards)
        for d in obs.discards:
            seen |= S.mask_of(d)
        self.known_in = [S.mask_of(k) for k in obs.known_cards]
        for q in range(4):
            if q != self.me:
                seen |= self.known_in[q]
        self.unseen = ((1 << S.N) - 1) & ~seen
        # every card an opponent might still hold: unseen ones and those known in their hands
        self.opp_cards = self.unseen | sum(self.known_in[q] for q in range(4) if obs.sides[q] != obs.sides[self.me])

    def _scan(self, cs: Any) -> int:
        m = 0
        led = None
        for q, c in cs:
            i = _idx(c)
            m |= 1 << i
            if i == FOOL:
                continue
            s = S.SUIT_OF[i]
            if led is None:
                led = s
                continue
            if s != led:
                if led < 4:
                    self.void[q][led] = True
                if s != TRUMP:
                    self.no_trumps[q] = True
        return m

    def outstanding_above(self, card: int, led: int) -> bool:
        """Could some opponent card still beat ``card`` (the trick's best) in a trick led with ``led``?"""
        if S.SUIT_OF[card] == TRUMP:
            return any(S.SUIT_OF[i] == TRUMP and S.STRENGTH[i] > S.STRENGTH[card] for i in S.bits(self.opp_cards))
        return any((S.SUIT_OF[i] == TRUMP) or (S.SUIT_OF[i] == led and S.STRENGTH[i] > S.STRENGTH[card])
                   for i in S.bits(self.opp_cards))

    def can_beat(self, q: int, card: int, led: int) -> bool:
        """Might seat ``q`` (still to play) beat ``card``?"""
        if S.SUIT_OF[card] == TRUMP:
            return not self.no_trumps[q] and self.outstanding_above(card, led)
        if led < 4 and not self.void[q][led]:
            return any(S.SUIT_OF[i] == led and S.STRENGTH[i] > S.STRENGTH[card] for i in S.bits(self.opp_cards)) \
                or False
        return not self.no_trumps[q] and any(S.SUIT_OF[i] == TRUMP for i in S.bits(self.opp_cards))


def _best(trick: list[tuple[int, int]]) -> tuple[int, int, int]:
    """(winning seat, winning card, led suit) of a trick so far."""
    led = next((S.SUIT_OF[c] for _, c in trick if c != FOOL), None)
    assert led is not None, "a trick of the Matto alone has no best card"
    trumps = [(S.STRENGTH[c], q, c) for q, c in trick if S.SUIT_OF[c] == TRUMP]
    if trumps:
        _, q, c = max(trumps)
    else:
        _, q, c = max((S.STRENGTH[c], q, c) for q, c in trick if S.SUIT_OF[c] == led)
    return q, c, led


def _beats(card: int, best: int, led: int) -> bool:
    if card == FOOL:
        return False
    if S.SUIT_OF[card] == TRUMP:
        return S.SUIT_OF[best] != TRUMP or S.STRENGTH[card] > S.STRENGTH[best]
    return S.SUIT_OF[best] != TRUMP and S.SUIT_OF[card] == led and S.STRENGTH[card] > S.STRENGTH[best]


class PartnerPlayer:
    """A good partner.  After :meth:`choose`, ``why`` names the rule of thumb that decided (one of
    :data:`ADVICE`), so the same player can advise a person (:func:`advise`)."""

    name = "minchiate-partner"

    def __init__(self) -> None:
        self.why = ""

    def choose(self, obs: Any, rng: random.Random) -> Any:
        legal = list(obs.legal_actions)
        a0 = legal[0]
        if len(legal) == 1:
            self.why = "only"
            return a0
        if isinstance(a0, Rob):
            self.why = "rob_all"
            return max(legal, key=lambda a: a.count)
        if isinstance(a0, Give):
            self.why = "give_worthless"
            return min(legal, key=lambda a: (_idx(a.card) == S.trump(29), S.SUIT_OF[_idx(a.card)] == TRUMP,
                                             S.STRENGTH[_idx(a.card)]))
        if isinstance(a0, Discard):
            self.why = "discard_void"
            return self._discard(obs, legal)
        v = _View(obs)
        cards = [_idx(a.card) for a in legal]
        c = self._lead(obs, v, cards) if not obs.trick or all(_idx(x) == FOOL for _, x in obs.trick) \
            else self._follow(obs, v, cards)
        return Play(S.CARDS[c])

    # ------------------------------------------------------------ discarding
    def _discard(self, obs: Any, legal: Any) -> Any:
        hand = [_idx(c) for c in obs.hand]
        length = {s: sum(1 for i in hand if S.SUIT_OF[i] == s) for s in range(4)}
        kings = {S.SUIT_OF[i] for i in hand if i in S.bits(S.KINGS)}
        partner_kings = {S.SUIT_OF[_idx(c)] for c in obs.known_cards[obs.partner] if _idx(c) in S.bits(S.KINGS)}

        def key(a: Any) -> tuple[Any, ...]:
            i = _idx(a.card)
            s = S.SUIT_OF[i]
            if s >= 4:
                return (2, i == S.trump(29), S.STRENGTH[i])
            # make voids in short suits without our kings; keep the partner's king suit
            return (0 if s not in kings else 1, s in partner_kings, length[s], S.STRENGTH[i])
        return min(legal, key=key)

    # ------------------------------------------------------------ leading
    def _lead(self, obs: Any, v: _View, cards: list[int]) -> int:
        me, partner = obs.player, obs.partner
        after_partner = obs.order[(obs.order.index(partner) + 1) % 4]
        before_partner = obs.order[(obs.order.index(partner) + 3) % 4]
        suits = [i for i in cards if S.SUIT_OF[i] < 4]
        non_count = [i for i in suits if not S.VALUE[i]]
        # 1. a partner's void that the enemy behind him still holds: he trumps last and safe
        if non_count and not v.no_trumps[partner]:
            for s in range(4):
                mine = [i for i in non_count if S.SUIT_OF[i] == s]
                if mine and v.void[partner][s] and not v.void[after_partner][s]:
                    self.why = "lead_partner_void"
                    return min(mine, key=lambda i: S.STRENGTH[i])
        # 2. impiciare: with a king and a long suit, lead low in it before it is trumped
        led = set(obs.led_suits)
        for s in range(4):
            mine = [i for i in suits if S.SUIT_OF[i] == s]
            if len(mine) >= 5 and any(i in S.bits(S.KINGS) for i in mine) and S.SUITS[s] not in led:
                low = [i for i in mine if not S.VALUE[i]]
                if low:
                    self.why = "lead_long_suit"
                    return min(low, key=lambda i: S.STRENGTH[i])
        # 3. a suit card that is not walking into an enemy ruff
        if non_count:
            def danger(i: int) -> tuple[int, int, int]:
                s = S.SUIT_OF[i]
                enemies = [q for q in obs.order if obs.sides[q] != obs.sides[me]]
                ruff = sum(1 for q in enemies if v.void[q][s] and not v.no_trumps[q])
                length = sum(1 for j in suits if S.SUIT_OF[j] == s)
                return (ruff, -length, S.STRENGTH[i])
            self.why = "lead_safe_suit"
            return min(non_count, key=danger)
        trumps = [i for i in cards if S.SUIT_OF[i] == TRUMP]
        if trumps:
            top = max(trumps, key=lambda i: S.STRENGTH[i])
            if not v.outstanding_above(top, TRUMP):
                self.why = "lead_top_trump"
                return top
            cheap = [i for i in trumps if not S.VALUE[i] and i != S.trump(29)] or trumps
            self.why = "lead_cheap_trump"
            return min(cheap, key=lambda i: (S.VALUE[i], S.STRENGTH[i]))
        del before_partner
        rest = [i for i in cards if i != FOOL] or cards
        self.why = "lowest"
        return min(rest, key=_low_key)

    # ------------------------------------------------------------ following
    def _follow(self, obs: Any, v: _View, cards: list[int]) -> int:
        me = obs.player
        trick = [(q, _idx(c)) for q, c in obs.trick]
        wq, wc, led = _best(trick)
        pos = len(trick)
        later = [obs.order[(obs.order.index(me) + k) % 4] for k in range(1, 4 - pos)]
        later_enemies = [q for q in later if obs.sides[q] != obs.sides[me]]
        at_stake = sum(S.VALUE[c] for _, c in trick if c != FOOL)
        ours = obs.sides[wq] == obs.sides[me]
        non_fool = [i for i in cards if i != FOOL]
        if not non_fool:
            self.why = "only"
            return FOOL
        winners = [i for i in non_fool if _beats(i, wc, led)]

        def safe(card: int) -> bool:
            return not any(v.can_beat(q, card, led) for q in later_enemies)

        if ours and safe(wc):
            # partner wins for sure: feed him counting cards (giriren), but never overtake for nothing
            # cards that can never be captured (top trumps) keep their power; feed the vulnerable ones
            feed = [i for i in non_fool if S.VALUE[i]
                    and not (S.SUIT_OF[i] == TRUMP and not v.outstanding_above(i, TRUMP))]
            if feed:
                self.why = "feed_partner"
                return max(feed, key=lambda i: (S.VALUE[i], -S.STRENGTH[i]))
            under = [i for i in non_fool if not _beats(i, wc, led)] or non_fool
            self.why = "under_partner"
            return min(under, key=_low_key)
        # the enemy wins, or the partner's card is not safe
        sure = [i for i in winners if safe(i)]
        if ours and at_stake == 0:
            sure = [i for i in sure if not S.VALUE[i]]  # no counting trump spent on an empty trick of ours
        if sure:
            # win with the cheapest sure card; a counting trump that wins is saved, not lost
            self.why = "win_sure"
            return min(sure, key=lambda i: (S.VALUE[i] > 0 and at_stake == 0, S.STRENGTH[i]))
        if winners and at_stake >= 5 and not ours:
            # a fair chance to save or catch counting cards: play the strongest worthless winner
            free = [i for i in winners if not S.VALUE[i]]
            if free:
                self.why = "fight_for_counters"
                return max(free, key=lambda i: S.STRENGTH[i])
        if ours:
            # partner's lead may be overtaken: do not add to the risk
            under = [i for i in non_fool if not S.VALUE[i]]
            if under:
                self.why = "no_risk_for_partner"
                return min(under, key=_low_key)
        losing = [i for i in non_fool if not S.VALUE[i]]
        if losing:
            self.why = "throw_low"
            return min(losing, key=_low_key)
        if FOOL in cards:
            self.why = "excuse_with_matto"
            return FOOL  # excuse rather than let a counting card die
        if winners and at_stake:
            self.why = "win_counters"
            return min(winners, key=lambda i: S.STRENGTH[i])
        self.why = "least_loss"
        return min(non_fool, key=lambda i: (S.VALUE[i], S.STRENGTH[i]))


ADVICE = ("only", "rob_all", "give_worthless", "discard_void", "lead_partner_void", "lead_long_suit",
          "lead_safe_suit", "lead_top_trump", "lead_cheap_trump", "lowest", "feed_partner", "under_partner",
          "win_sure", "fight_for_counters", "no_risk_for_partner", "throw_low", "excuse_with_matto",
          "win_counters", "least_loss")


def advise(obs: Any, rng: random.Random | None = None) -> tuple[Any, str]:
    """What the good partner would do for ``obs``, and the rule of thumb (one of :data:`ADVICE`)."""
    p = PartnerPlayer()
    action = p.choose(obs, rng or random.Random(0))
    return action, p.why

